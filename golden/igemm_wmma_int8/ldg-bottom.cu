// igemm_wmma_int8.cu -- C = A * B, int8 inputs, int32 accumulate and output.
//
// Layouts : A is M x K int8 row-major; B is K x N int8 COLUMN-major (stored as
//           N rows of K bytes: B[n * K + k]); C is M x N int32 row-major.
// Launch  : grid  = dim3(N / BLOCK_COL, M / BLOCK_ROW) = dim3(N / 128, M / 128),
//           block = dim3(256) (8 warps), dynamic smem = 0. Needs sm_72+.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 64; 16-byte aligned pointers.
// Shape   : 128x128 block tile, K step CHUNK_K * WMMA_K = 4 * 16 = 64 bytes.
//           wmma 16x16x16 signed char fragments; warps form a 2 (M) x 4 (N)
//           grid, each owns 64x32 = 4x2 accumulators. Smem rows are 64 bytes
//           + 16 bytes of skew. Loads: 16-byte int4 copies, 2 per thread per
//           operand. K-loop counts in wmma K-tiles (tile_k += CHUNK_K) under
//           #pragma unroll as in the CUDA samples (K is a runtime value, so
//           nvcc leaves it rolled: same SASS as without the pragma).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=i8:row b=i8:col c=i32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,64

#include <mma.h>

using namespace nvcuda;

#define WMMA_M 16
#define WMMA_N 16
#define WMMA_K 16
#define BLOCK_ROW 128
#define BLOCK_COL 128
#define CHUNK_K 4                        // wmma K-tiles per block tile
#define CHUNK_BYTES (CHUNK_K * WMMA_K)   // 64 bytes of K per tile row
#define SKEW 16                          // bytes of padding per smem row
#define THREADS 256
#define CHUNK_COPIES (BLOCK_ROW * CHUNK_BYTES / 16 / THREADS)  // int4 per thread: 2

__global__ void __launch_bounds__(THREADS)
igemm_wmma_int8(int M, int N, int K, const signed char *__restrict__ A,
                const signed char *__restrict__ B, int *__restrict__ C) {
  __shared__ __align__(16) signed char As[2][BLOCK_ROW][CHUNK_BYTES + SKEW];
  __shared__ __align__(16) signed char Bs[2][BLOCK_COL][CHUNK_BYTES + SKEW];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int wm = warp / 4;  // 0..1: rows wm*64 .. +63
  const int wn = warp % 4;  // 0..3: cols wn*32 .. +31
  const int blockRow = blockIdx.y * BLOCK_ROW;
  const int blockCol = blockIdx.x * BLOCK_COL;
  const int K_TILES = K / WMMA_K;

  wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, int> acc[4][2];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0);

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, loads at the bottom, one barrier per iteration.
  // Shared memory per block: 20480 -> 40960 bytes (sm_86: 4 -> 2 blocks/SM). Prefetch registers: 16 per thread.
  // Iteration t computes on tile t in stage kp_stage, stores tile t+1 from the registers into stage
  // kp_stage ^ 1, then issues the global loads of tile t+2 into the registers before the barrier, so
  // that they are in flight during the compute of iteration t+1. Issued at the top of the iteration,
  // nvcc may sink such loads to just before their stores, after most of the compute; the branch and
  // the loop's back edge keep them here. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int tile_k = 0;
    if (tile_k < K_TILES) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < CHUNK_COPIES; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (CHUNK_BYTES / 16);         // 0..127
          const int c = (idx % (CHUNK_BYTES / 16)) * 16;  // 0, 16, 32, 48
          *reinterpret_cast<int4 *>(&As[0][r][c]) =
              *reinterpret_cast<const int4 *>(&A[(blockRow + r) * K + tile_k * WMMA_K + c]);
          *reinterpret_cast<int4 *>(&Bs[0][r][c]) =
              *reinterpret_cast<const int4 *>(&B[(blockCol + r) * K + tile_k * WMMA_K + c]);
        }
      }
      __syncthreads();
      int4 kp_next_As[2];
      int4 kp_next_Bs[2];
      // tile 1, if it exists: global loads into registers
      if ((tile_k + CHUNK_K) < K_TILES) {
#pragma unroll
        for (int i = 0; i < CHUNK_COPIES; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (CHUNK_BYTES / 16);         // 0..127
          const int c = (idx % (CHUNK_BYTES / 16)) * 16;  // 0, 16, 32, 48
          kp_next_As[i] = *reinterpret_cast<const int4 *>(&A[(blockRow + r) * K + (tile_k + CHUNK_K) * WMMA_K + c]);
          kp_next_Bs[i] = *reinterpret_cast<const int4 *>(&B[(blockCol + r) * K + (tile_k + CHUNK_K) * WMMA_K + c]);
        }
      }
      #pragma unroll
      for (; (tile_k + CHUNK_K) < K_TILES; tile_k += CHUNK_K) {
        // tile t: compute on the current stage while the loads of tile t+1 are in flight
#pragma unroll
        for (int k_step = 0; k_step < CHUNK_K; ++k_step) {
          wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, signed char, wmma::row_major> af[4];
          wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, signed char, wmma::col_major> bf[2];
#pragma unroll
          for (int i = 0; i < 4; ++i)
            wmma::load_matrix_sync(af[i], &As[kp_stage][wm * 64 + i * WMMA_M][k_step * WMMA_K], CHUNK_BYTES + SKEW);
#pragma unroll
          for (int j = 0; j < 2; ++j)
            wmma::load_matrix_sync(bf[j], &Bs[kp_stage][wn * 32 + j * WMMA_N][k_step * WMMA_K], CHUNK_BYTES + SKEW);
#pragma unroll
          for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
        }
        // tile t+1: registers into the other stage
        {
#pragma unroll
          for (int i = 0; i < CHUNK_COPIES; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (CHUNK_BYTES / 16);         // 0..127
            const int c = (idx % (CHUNK_BYTES / 16)) * 16;  // 0, 16, 32, 48
            *reinterpret_cast<int4 *>(&As[kp_stage ^ 1][r][c]) = kp_next_As[i];
            *reinterpret_cast<int4 *>(&Bs[kp_stage ^ 1][r][c]) = kp_next_Bs[i];
          }
        }
        // tile t+2, if it exists: global loads into registers, in flight across the barrier
        if ((tile_k + 2 * (CHUNK_K)) < K_TILES) {
#pragma unroll
          for (int i = 0; i < CHUNK_COPIES; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (CHUNK_BYTES / 16);         // 0..127
            const int c = (idx % (CHUNK_BYTES / 16)) * 16;  // 0, 16, 32, 48
            kp_next_As[i] = *reinterpret_cast<const int4 *>(&A[(blockRow + r) * K + (tile_k + 2 * (CHUNK_K)) * WMMA_K + c]);
            kp_next_Bs[i] = *reinterpret_cast<const int4 *>(&B[(blockCol + r) * K + (tile_k + 2 * (CHUNK_K)) * WMMA_K + c]);
          }
        }
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k_step = 0; k_step < CHUNK_K; ++k_step) {
        wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, signed char, wmma::row_major> af[4];
        wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, signed char, wmma::col_major> bf[2];
#pragma unroll
        for (int i = 0; i < 4; ++i)
          wmma::load_matrix_sync(af[i], &As[kp_stage][wm * 64 + i * WMMA_M][k_step * WMMA_K], CHUNK_BYTES + SKEW);
#pragma unroll
        for (int j = 0; j < 2; ++j)
          wmma::load_matrix_sync(bf[j], &Bs[kp_stage][wn * 32 + j * WMMA_N][k_step * WMMA_K], CHUNK_BYTES + SKEW);
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
          for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
      }
      __syncthreads();
    }
  }

#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(&C[(blockRow + wm * 64 + i * WMMA_M) * N + blockCol + wn * 32 + j * WMMA_N],
                              acc[i][j], N, wmma::mem_row_major);
}
