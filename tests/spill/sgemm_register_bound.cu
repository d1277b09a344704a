// sgemm_register_bound.cu -- C = A * B, fp32, 256x256 tiles over 1024 threads, each an 8x8 tile of
// C: 64 accumulators under the cap of 64 registers that __launch_bounds__(1024, 1) sets, so the
// original already spills, and every two-stage rewrite of it spills more (register prefetch holds
// the next tile's values, cp.async the stage addresses). `auto` without a GPU must not write one.
#define BM 256
#define BN 256
#define BK 8
#define TM 8
#define TN 8
__global__ void __launch_bounds__(1024, 1)
sgemm_spill(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  const int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
  float acc[TM][TN] = {};
  const float *a = A + (size_t)blockIdx.y * BM * K;
  const float *b = B + blockIdx.x * BN;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += 1024) {
      As[i % BK][i / BK] = a[(size_t)(i / BK) * K + k0 + i % BK];
      Bs[i / BN][i % BN] = b[(size_t)(k0 + i / BN) * N + i % BN];
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k) {
      float ra[TM], rb[TN];
      for (int m = 0; m < TM; ++m) ra[m] = As[k][ty * TM + m];
      for (int n = 0; n < TN; ++n) rb[n] = Bs[k][tx * TN + n];
      for (int m = 0; m < TM; ++m)
        for (int n = 0; n < TN; ++n) acc[m][n] += ra[m] * rb[n];
    }
    __syncthreads();
  }
  for (int m = 0; m < TM; ++m)
    for (int n = 0; n < TN; ++n)
      C[(size_t)(blockIdx.y * BM + ty * TM + m) * N + blockIdx.x * BN + tx * TN + n] = acc[m][n];
}
