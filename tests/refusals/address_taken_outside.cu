// Refused: a pointer into the A tile is taken before the K-loop and used inside it.
#define T 16
__global__ void __launch_bounds__(256) q19_alias_outside(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y, row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.f;
  const float *arow = &As[ty][0];
  for (int k0 = 0; k0 < K; k0 += T) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += arow[k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
