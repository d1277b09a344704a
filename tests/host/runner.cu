// runner.cu -- the host side of gemm64k.cu (a test fixture of `--host`): launches
// sgemm_128x128x32 with dim3 grid and block.
#include "gemm64k.cu"

void run_sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  dim3 grid(N / 128, M / 128);
  dim3 block(256);
  sgemm_128x128x32<<<grid, block>>>(M, N, K, A, B, C);
}
