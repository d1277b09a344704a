// cp.async through macros, every copy waited for (CP_ASYNC_WAIT_ALL) before the barrier: async, not overlapped.
#include <cstdint>
#define BM 64
#define BN 64
#define BK 16
#define CP_ASYNC_CG(dst, src, bytes) \
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2;\n" ::"r"(dst), "l"(src), "n"(bytes))
#define CP_ASYNC_COMMIT_GROUP() asm volatile("cp.async.commit_group;\n" ::)
#define CP_ASYNC_WAIT_GROUP(n) asm volatile("cp.async.wait_group %0;\n" ::"n"(n))
#define CP_ASYNC_WAIT_ALL() asm volatile("cp.async.wait_all;\n" ::)
__global__ void __launch_bounds__(256) sgemm_cp_async_macros(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K) {
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BN];
  int tid = threadIdx.x;
  int ar = tid / (BK / 4), ac = (tid % (BK / 4)) * 4;
  int br = tid / (BN / 4), bc = (tid % (BN / 4)) * 4;
  int row = blockIdx.y * BM, col = blockIdx.x * BN;
  int ty = tid / 16, tx = tid % 16;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    uint32_t sa = static_cast<uint32_t>(__cvta_generic_to_shared(&As[ar][ac]));
    uint32_t sb = static_cast<uint32_t>(__cvta_generic_to_shared(&Bs[br][bc]));
    CP_ASYNC_CG(sa, &A[(row + ar) * K + k0 + ac], 16);
    CP_ASYNC_CG(sb, &B[(k0 + br) * N + col + bc], 16);
    CP_ASYNC_COMMIT_GROUP();
    CP_ASYNC_WAIT_ALL();
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) acc[i][j] += As[ty * 4 + i][k] * Bs[k][tx * 4 + j];
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) C[(row + ty * 4 + i) * N + col + tx * 4 + j] = acc[i][j];
}
