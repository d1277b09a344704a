// Hand-pipelined hgemm_wmma_128x128x32 (kernels/): cp.async ring of STAGES buffers in CUTLASS's
// multistage order (wait for tile t, barrier, copy tile t+STAGES-1 into the freed buffer, compute t).
// Compile with -DSTAGES=2 (3 and 4 need more than the 48 KB of static shared memory: dynamic
// shared memory, which changes the launch). A yardstick for kpipe's own cp-async output, not kpipe output.
#include <cuda_fp16.h>
#include <cuda_pipeline.h>
#include <mma.h>
using namespace nvcuda;
#ifndef STAGES
#define STAGES 3
#endif
constexpr int BM = 128, BN = 128, BK = 32, THREADS = 256, PAD = 8;
constexpr int A_CHUNKS = BM * BK / 8 / THREADS, B_CHUNKS = BK * BN / 8 / THREADS;

__global__ void __launch_bounds__(THREADS)
hgemm_wmma_128x128x32(int M, int N, int K, const half *__restrict__ A,
                      const half *__restrict__ B, float *__restrict__ C) {
  __shared__ __align__(16) half As[STAGES][BM][BK + PAD];
  __shared__ __align__(16) half Bs[STAGES][BK][BN + PAD];
  const int tid = threadIdx.x, warp = tid / 32, wm = warp / 4, wn = warp % 4;
  const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[4][2];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

  const int tiles = K / BK;
  auto copy_tile = [&](int t, int s) {
    const int k0 = t * BK;
#pragma unroll
    for (int i = 0; i < A_CHUNKS; ++i) {
      const int idx = tid + i * THREADS, r = idx / (BK / 8), c = (idx % (BK / 8)) * 8;
      __pipeline_memcpy_async(&As[s][r][c], &A[(bm + r) * K + k0 + c], 16);
    }
#pragma unroll
    for (int i = 0; i < B_CHUNKS; ++i) {
      const int idx = tid + i * THREADS, r = idx / (BN / 8), c = (idx % (BN / 8)) * 8;
      __pipeline_memcpy_async(&Bs[s][r][c], &B[(k0 + r) * N + bn + c], 16);
    }
  };
#pragma unroll
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < tiles) copy_tile(s, s);
    __pipeline_commit();
  }
  int read = 0, write = STAGES - 1;
  for (int t = 0; t < tiles; ++t) {
    __pipeline_wait_prior(STAGES - 2);
    __syncthreads();
    if (t + STAGES - 1 < tiles) copy_tile(t + STAGES - 1, write);
    __pipeline_commit();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> af[4];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> bf[2];
#pragma unroll
      for (int i = 0; i < 4; ++i) wmma::load_matrix_sync(af[i], &As[read][wm * 64 + i * 16][kk], BK + PAD);
#pragma unroll
      for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(bf[j], &Bs[read][kk][wn * 32 + j * 16], BN + PAD);
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
    }
    read = read == STAGES - 1 ? 0 : read + 1;
    write = write == STAGES - 1 ? 0 : write + 1;
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(&C[(bm + wm * 64 + i * 16) * N + bn + wn * 32 + j * 16], acc[i][j], N,
                              wmma::mem_row_major);
}
