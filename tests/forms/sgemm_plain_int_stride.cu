// A load loop stepped by a plain `int` local the kernel never changes (`int a_stride = threads / BK;`):
// a constant in all but name, so the per-thread load count is one (tests/loop_forms.rs).
template <const int BM, const int BN, const int BK, const int TM>
__global__ void sgemm_stride(int M, int N, int K, const float *A, const float *B, float *C) {
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BN];
  const int threads = BM * BN / (TM * TM);
  int a_row = threadIdx.x / BK, a_col = threadIdx.x % BK;
  int a_stride = threads / BK;
  int b_row = threadIdx.x / BN, b_col = threadIdx.x % BN;
  int b_stride = threads / BN;
  int ty = threadIdx.x / (BN / TM), tx = threadIdx.x % (BN / TM);
  float acc[TM][TM] = {0.0f};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = 0; i < BM; i += a_stride)
      As[a_row + i][a_col] = A[(blockIdx.y * BM + a_row + i) * K + k0 + a_col];
    for (int i = 0; i < BK; i += b_stride)
      Bs[b_row + i][b_col] = B[(k0 + b_row + i) * N + blockIdx.x * BN + b_col];
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      for (int m = 0; m < TM; ++m)
        for (int n = 0; n < TM; ++n)
          acc[m][n] += As[ty * TM + m][k] * Bs[k][tx * TM + n];
    __syncthreads();
  }
  for (int m = 0; m < TM; ++m)
    for (int n = 0; n < TM; ++n)
      C[(blockIdx.y * BM + ty * TM + m) * N + blockIdx.x * BN + tx * TM + n] = acc[m][n];
}
template __global__ void sgemm_stride<64, 64, 8, 4>(int, int, int, const float *, const float *, float *);
