// The compute reads the tile through a reference bound before the loop: a rewrite that gives the
// tile a stage dimension must not bind the reference to one stage.
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/16,M/16 block=16,16 multiple=16,16,16
#define T 16

__global__ void tile_reference(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  float (&Ar)[T][T] = As;
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += Ar[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
