// The K-loop counts tiles with `i`; the compute's inner loop declares its own `i` (shadowing it)
// and indexes the tile with it, next to a `%`: the inner `i` is neither the loop's counter changed
// in the body nor a stage, and the loop is single-buffered.
#define TILE 32

__global__ void __launch_bounds__(256)
sgemm_shadowed_counter(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x % 32, ty = threadIdx.x / 32;  // 32 x 8 threads
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  for (int i = 0; i < K / TILE; ++i) {
    for (int r = 0; r < TILE / 8; ++r) {
      As[ty + 8 * r][tx] = A[(blockIdx.y * TILE + ty + 8 * r) * K + i * TILE + tx];
      Bs[ty + 8 * r][tx] = B[(i * TILE + ty + 8 * r) * N + blockIdx.x * TILE + tx];
    }
    __syncthreads();
    for (int i = 0; i < 4; ++i)
      for (int k = 0; k < TILE; ++k)
        acc[i] += As[i * 8 + ty % 8][k] * Bs[k][tx];
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    C[(blockIdx.y * TILE + i * 8 + ty) * N + blockIdx.x * TILE + tx] = acc[i];
}

void launch_sgemm_shadowed_counter(const float *A, const float *B, float *C, int M, int N, int K) {
  sgemm_shadowed_counter<<<dim3(N / TILE, M / TILE), 256>>>(A, B, C, M, N, K);
}
