// Refused: the K-loop is two calls deep (kernel -> outer -> inner); kpipe follows one level.
#define T 16
__device__ float inner(const float *A, const float *B, int N, int K, int row, int col) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[threadIdx.y][threadIdx.x] = A[row * K + k0 + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(k0 + threadIdx.y) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  return acc;
}
__device__ float outer(const float *A, const float *B, int N, int K) {
  return inner(A, B, N, K, blockIdx.y * T + threadIdx.y, blockIdx.x * T + threadIdx.x);
}
__global__ void __launch_bounds__(T * T) two_deep(const float *A, const float *B, float *C, int N, int K) {
  C[(blockIdx.y * T + threadIdx.y) * N + blockIdx.x * T + threadIdx.x] = outer(A, B, N, K);
}
