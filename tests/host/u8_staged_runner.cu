#include "u8_staged.cu"
int main(int argc, char **argv) {
  int M = 1024, N = 1024, K = 1024;
  uint32_t *A, *B, *C;
  const int BM = 32, BK = 32, BN = 32, TY = 4, TX = 4;
  dim3 block(BN / TX, BM / TY);
  dim3 grid(N / BN, M / BM);
  gemm_u8<BM, BK, BN, TY, TX><<<grid, block>>>(A, B, C, K, N);
  return 0;
}
