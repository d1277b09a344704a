// A tutorial's square matrix whose size is a `#define`: the K-loop runs to `N` (no parameter),
// and `main` launches the kernel on a grid of `N / TILE` blocks. The launch says nothing of K; the
// proof gives `N` other values, as it gives a size parameter.
#define N 1024
#define TILE 32
__global__ void tiled(const float *a, const float *b, float *c)
{
    unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
    unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    float acc = 0.0f;
    for (int k0 = 0; k0 < N; k0 += TILE) {
        As[threadIdx.y][threadIdx.x] = a[row * N + (k0 + threadIdx.x)];
        Bs[threadIdx.y][threadIdx.x] = b[(k0 + threadIdx.y) * N + col];
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    c[row * N + col] = acc;
}

int main()
{
    float *a, *b, *c;
    cudaMalloc(&a, N * N * sizeof(float));
    cudaMalloc(&b, N * N * sizeof(float));
    cudaMalloc(&c, N * N * sizeof(float));
    dim3 threads(TILE, TILE);
    dim3 blocks(N / TILE, N / TILE);
    tiled<<<blocks, threads>>>(a, b, c);
    cudaDeviceSynchronize();
    return 0;
}
