// Guarded tile stores without an else: at a K that is not a multiple of BK the tiles keep an
// earlier tile's values where the guard is false, which the compute reads; a single-buffered loop
// and a two-stage one hold different earlier tiles there (K026, and the help names the else to add).
#define BM 64
#define BK 8
#define THREADS 256
__global__ void __launch_bounds__(THREADS) sgemm_guard_without_else(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BM];
  const int tid = threadIdx.x;
  int stride = THREADS / BK;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int r = tid / BK; r < BM; r += stride) {
      if (k0 + tid % BK < K) As[r][tid % BK] = A[(blockIdx.y * BM + r) * K + k0 + tid % BK];
      if (k0 + tid % BK < K) Bs[tid % BK][r] = B[(k0 + tid % BK) * N + blockIdx.x * BM + r];
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += As[tid % BM][k] * Bs[k][tid / BM];
    __syncthreads();
  }
  C[(blockIdx.y * BM + tid % BM) * N + blockIdx.x * BM + tid / BM] = acc;
}
