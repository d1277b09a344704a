// A template kernel whose per-thread load count depends on its parameter: BM * 8 / 256 loads of A
// per thread. The host launches it as <64> and <128> (the host code is below the marker, so a test
// can give it only one of the two). Each thread computes BM / 4 outputs of one column.
template <int BM>
__global__ void __launch_bounds__(256) gemm_t(int M, int N, int K, const float *__restrict__ A,
                                              const float *__restrict__ B, float *__restrict__ C) {
  __shared__ float As[BM * 8];
  __shared__ float Bs[8 * 64];
  const int tid = threadIdx.x;
  float acc[BM / 4] = {};
  A += blockIdx.y * BM * K;
  B += blockIdx.x * 64;
  for (int k0 = 0; k0 < K; k0 += 8) {
    for (int i = 0; i < BM * 8 / 256; ++i) {
      int idx = tid + i * 256;
      As[idx] = A[(idx / 8) * K + k0 + idx % 8];
    }
    for (int i = 0; i < 2; ++i) {
      int idx = tid + i * 256;
      Bs[idx] = B[(k0 + idx / 64) * N + idx % 64];
    }
    __syncthreads();
    for (int r = 0; r < BM / 4; ++r)
      for (int kk = 0; kk < 8; ++kk)
        acc[r] += As[(r * 4 + tid / 64) * 8 + kk] * Bs[kk * 64 + tid % 64];
    __syncthreads();
  }
  for (int r = 0; r < BM / 4; ++r)
    C[(blockIdx.y * BM + r * 4 + tid / 64) * N + blockIdx.x * 64 + tid % 64] = acc[r];
}

// host
void launch_64(int M, int N, int K, const float *A, const float *B, float *C) {
  gemm_t<64><<<dim3(N / 64, M / 64), 256>>>(M, N, K, A, B, C);
}
void launch_128(int M, int N, int K, const float *A, const float *B, float *C) {
  gemm_t<128><<<dim3(N / 64, M / 128), 256>>>(M, N, K, A, B, C);
}
