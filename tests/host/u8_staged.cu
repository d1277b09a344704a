// An int8 GEMM whose loads stage four bytes through `staged`, a register array declared before
// the K-loop and reused after it to pack the results; its runner's grid uses a size the kernel
// does not take, so only the block is read from it (tests/host_edit.rs).
#include <stdint.h>
template <int BM, int BK, int BN, int TY, int TX>
__global__ void gemm_u8(const uint32_t *__restrict__ A, const uint32_t *__restrict__ B,
                        uint32_t *__restrict__ C, const int K, const int N) {
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int tid = ty * (BN / TX) + tx;
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BN];
  float acc[TY][TX] = {0};
  uint8_t staged[4];
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int r = 0; r < BM * BK / 256; ++r) {
      const int e = (tid + r * 64) * 4;
      *(uint32_t *)staged = A[((blockIdx.y * BM + e / BK) * K + k0 + e % BK) / 4];
      for (int j = 0; j < 4; ++j) As[e / BK][e % BK + j] = __uint2float_rd(staged[j]);
    }
    for (int r = 0; r < BK * BN / 64; ++r) {
      const int i = tid + r * 64;
      Bs[i / BN][i % BN] = (float)(B[((k0 + i / BN) * N + blockIdx.x * BN + i % BN) / 4] & 0xff);
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      for (int y = 0; y < TY; ++y)
        for (int x = 0; x < TX; ++x)
          acc[y][x] += As[ty * TY + y][k] * Bs[k][tx * TX + x];
    __syncthreads();
  }
  for (int y = 0; y < TY; ++y) {
    for (int x = 0; x < 4; ++x) staged[x] = __float2uint_rd(acc[y][x]);
    C[((blockIdx.y * BM + ty * TY + y) * N + blockIdx.x * BN + tx * TX) / 4] = *(uint32_t *)staged;
  }
}
