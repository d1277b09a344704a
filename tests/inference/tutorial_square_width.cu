// Launch inference fixture, in a tutorial's style: a square matrix product with one size
// parameter named for what it is to its author (`width`) and pointers named `a`, `b`, `out`.
// kpipe reads their roles from the kernel: `out` is stored to (C), `a` and `b` are only read (A
// and B, in the signature's order), `width` is the one size (M = N = K).
//
// expect: a=f32:row b=f32:row c=f32 args=A,B,C,N grid=N/16,N/16 block=16,16 multiple=16,16,16
// expect-host: a=f32:row b=f32:row c=f32 args=A,B,C,N grid=N/16,N/16 block=16,16 multiple=16,16,16
#define TILE 16

__global__ void matmul(const float *a, const float *b, float *out, int width)
{
    __shared__ float as[TILE][TILE];
    __shared__ float bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < width / TILE; ++t) {
        as[ty][tx] = a[row * width + t * TILE + tx];
        bs[ty][tx] = b[(t * TILE + ty) * width + col];
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += as[ty][k] * bs[k][tx];
        __syncthreads();
    }
    out[row * width + col] = acc;
}

void run(const float *a, const float *b, float *out, int width)
{
    dim3 threads(TILE, TILE);
    dim3 grid(width / TILE, width / TILE);
    matmul<<<grid, threads>>>(a, b, out, width);
}
