// hgemm_wmma_extern_2d.cu -- C = A * B, fp16 inputs, fp32 accumulate, fp32 output, tiles in
// dynamic shared memory declared as rows (the CUDA samples' cudaTensorCoreGemm layout).
//
// Layouts : A is M x K half row-major, B is stored N x K half (column-major K x N),
//           C is M x N float row-major.
// Launch  : grid  = dim3(N / 64, M / 64), block = dim3(128) (4 warps),
//           dynamic smem = SHMEM_SZ = 128 rows x 40 halves x 2 B = 10240 bytes. Needs sm_70+.
// Params  : A, B inputs; C output; M, N, K sizes.
// Limits  : M and N multiples of 64, K a multiple of 32; 16-byte aligned pointers.
// Shape   : `extern __shared__ half shmem[][CHUNK_K * K_TILE + SKEW_HALF]`: rows 0..63 hold the
//           A tile (64 x 32), rows 64..127 the B tile (64 columns of C x 32), each row skewed by
//           8 halves. Loads: 16-byte int4 copies, 4 per thread, A or B by row (an if/else on
//           the row); wmma 16x16x16 fragments addressed `&shmem[row][col]`; each warp owns 16
//           rows x 64 columns of C.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f16:row b=f16:col c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=128 multiple=64,64,32 smem=SHMEM_SZ

#include <cuda_fp16.h>
#include <mma.h>
#include <cuda_pipeline.h>
using namespace nvcuda;

#define M_TILE 16
#define N_TILE 16
#define K_TILE 16
#define CHUNK_K 2
#define BLOCK_ROW_TILES 4
#define BLOCK_COL_TILES 4
#define SKEW_HALF 8
#define WARPS_PER_BLOCK 4
#define THREADS_PER_BLOCK (WARPS_PER_BLOCK * 32)
#define SHMEM_SZ                                                                                   \
  (sizeof(half) * (BLOCK_COL_TILES * M_TILE + BLOCK_ROW_TILES * N_TILE) *                          \
   (CHUNK_K * K_TILE + SKEW_HALF))

__global__ void __launch_bounds__(THREADS_PER_BLOCK)
hgemm_wmma_extern_2d(const half *A, const half *B, float *C, int M_GLOBAL, int N_GLOBAL,
                     int K_GLOBAL) {
  extern __shared__ half shmem[][CHUNK_K * K_TILE + SKEW_HALF];
  const unsigned int warpId = threadIdx.x / 32;
  const size_t shmem_idx_b_off = BLOCK_COL_TILES * M_TILE;
  const int block_row = blockIdx.y * BLOCK_COL_TILES * M_TILE;
  const int block_col = blockIdx.x * BLOCK_ROW_TILES * N_TILE;

  wmma::fragment<wmma::accumulator, M_TILE, N_TILE, K_TILE, float> c[BLOCK_ROW_TILES];
  for (int j = 0; j < BLOCK_ROW_TILES; j++)
    wmma::fill_fragment(c[j], 0.0f);

  // kpipe: THE LAUNCH MUST CHANGE. This kernel now needs 20464 bytes of dynamic shared memory (was 10240), and the file has no launch of `hgemm_wmma_extern_2d`:
  // the caller must launch it so:
  //     hgemm_wmma_extern_2d<<<grid, block, 20464>>>(...);
  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
  // Shared memory per block: 10240 -> 20464 bytes (sm_86: 9 -> 4 blocks/SM).
  // The tiles are in dynamic shared memory (`shmem`): launch with 20464 bytes of dynamic shared memory (was 10240: SHMEM_SZ).
  // Stage 1 is the loop's view of `shmem` moved by 10240 bytes (shmem + 128 x 80 B), so 10240 + 10224 = 20464 bytes (the loop's view: every thread's addresses run).
  // Each iteration waits for its own copies of tile t and meets the other threads at the barrier, then
  // issues the async copies of tile t+1 into stage kp_stage ^ 1 and computes on tile t in stage
  // kp_stage. One barrier per iteration is enough: after the wait and the barrier every thread's copies
  // of tile t are visible, and every thread has finished computing on tile t-1, the stage being filled.
  // The wait sits at the top of the loop, not after the compute: there nvcc may schedule it above the
  // last matrix instructions, which stalls them on copies they do not need.
  {
    int tile_k = 0;
    if (tile_k < K_GLOBAL) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < 4; i++) {
          int idx = i * THREADS_PER_BLOCK + threadIdx.x;
          int row = idx / 4;
          int col = (idx % 4) * 8;
          if (row < shmem_idx_b_off) {
            __pipeline_memcpy_async(&(*((int4 *)&shmem[row][col])), &(*((const int4 *)&A[(size_t)(block_row + row) * K_GLOBAL + tile_k + col])), 16);
          } else {
            int brow = row - shmem_idx_b_off;
            __pipeline_memcpy_async(&(*((int4 *)&shmem[row][col])), &(*((const int4 *)&B[(size_t)(block_col + brow) * K_GLOBAL + tile_k + col])), 16);
          }
        }
      }
      __pipeline_commit();
      for (; (tile_k + CHUNK_K * K_TILE) < K_GLOBAL; tile_k += CHUNK_K * K_TILE) {
        // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
        __pipeline_wait_prior(0);
        __syncthreads();
        // tile t+1: async copies into the other stage, issued before the compute
        {
#pragma unroll
          for (int i = 0; i < 4; i++) {
            int idx = i * THREADS_PER_BLOCK + threadIdx.x;
            int row = idx / 4;
            int col = (idx % 4) * 8;
            if (row < shmem_idx_b_off) {
              __pipeline_memcpy_async(&(*((int4 *)&(shmem + (kp_stage ^ 1) * 128)[row][col])), &(*((const int4 *)&A[(size_t)(block_row + row) * K_GLOBAL + (tile_k + CHUNK_K * K_TILE) + col])), 16);
            } else {
              int brow = row - shmem_idx_b_off;
              __pipeline_memcpy_async(&(*((int4 *)&(shmem + (kp_stage ^ 1) * 128)[row][col])), &(*((const int4 *)&B[(size_t)(block_col + brow) * K_GLOBAL + (tile_k + CHUNK_K * K_TILE) + col])), 16);
            }
          }
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int k_step = 0; k_step < CHUNK_K; k_step++) {
          wmma::fragment<wmma::matrix_a, M_TILE, N_TILE, K_TILE, half, wmma::row_major> a;
          wmma::load_matrix_sync(a, &(shmem + kp_stage * 128)[warpId * M_TILE][k_step * K_TILE],
                                 CHUNK_K * K_TILE + SKEW_HALF);
#pragma unroll
          for (int j = 0; j < BLOCK_ROW_TILES; j++) {
            wmma::fragment<wmma::matrix_b, M_TILE, N_TILE, K_TILE, half, wmma::col_major> b;
            wmma::load_matrix_sync(b, &(shmem + kp_stage * 128)[shmem_idx_b_off + j * N_TILE][k_step * K_TILE],
                                   CHUNK_K * K_TILE + SKEW_HALF);
            wmma::mma_sync(c[j], a, b, c[j]);
          }
        }
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
#pragma unroll
      for (int k_step = 0; k_step < CHUNK_K; k_step++) {
        wmma::fragment<wmma::matrix_a, M_TILE, N_TILE, K_TILE, half, wmma::row_major> a;
        wmma::load_matrix_sync(a, &(shmem + kp_stage * 128)[warpId * M_TILE][k_step * K_TILE],
                               CHUNK_K * K_TILE + SKEW_HALF);
#pragma unroll
        for (int j = 0; j < BLOCK_ROW_TILES; j++) {
          wmma::fragment<wmma::matrix_b, M_TILE, N_TILE, K_TILE, half, wmma::col_major> b;
          wmma::load_matrix_sync(b, &(shmem + kp_stage * 128)[shmem_idx_b_off + j * N_TILE][k_step * K_TILE],
                                 CHUNK_K * K_TILE + SKEW_HALF);
          wmma::mma_sync(c[j], a, b, c[j]);
        }
      }
      __syncthreads();
    }
  }

  for (int j = 0; j < BLOCK_ROW_TILES; j++)
    wmma::store_matrix_sync(
        &C[(size_t)(block_row + warpId * M_TILE) * N_GLOBAL + block_col + j * N_TILE], c[j],
        N_GLOBAL, wmma::mem_row_major);
}
