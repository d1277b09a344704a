// sgemm_32x32_guarded_alpha_beta.cu -- C = alpha * A * B + beta * C, fp32.
//
// Layouts : A is M x K row-major (lda), B is K x N row-major (ldb), C is M x N row-major (ldc).
// Launch  : grid = dim3(N / 32, M / 32), block = dim3(32, 32) (1024 threads), no dynamic shared
//           memory.
// Shape   : a 32x32x32 block tile, one output per thread; every thread loads one element of each
//           tile per iteration with a bounds check that stores zero outside the matrix, size_t
//           indices, the tile sizes as template parameters and no __launch_bounds__: the
//           original fits two blocks/SM on 32 registers, so any register the rewrite adds costs a
//           block.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,K,B,N,beta,C,N grid=N/32,M/32 block=32,32 multiple=32,32,32

#include <cstddef>
#include <cuda_pipeline.h>

template <typename T, size_t TILE_X, size_t TILE_Y, size_t TILE_K>
__global__ void sgemm_guarded_alpha_beta(size_t m, size_t n, size_t k, T alpha, T const *A,
                                         size_t lda, T const *B, size_t ldb, T beta, T *C,
                                         size_t ldc) {
  // One element of each tile per thread: the block is TILE_X x TILE_Y threads.
  constexpr size_t NUM_THREADS{TILE_X * TILE_Y};
  static_assert(TILE_Y * TILE_K == NUM_THREADS && TILE_K * TILE_X == NUM_THREADS);
  __shared__ T a_tile[2][TILE_Y][TILE_K];
  __shared__ T b_tile[2][TILE_K][TILE_X];

  size_t const row = blockIdx.y * TILE_Y + threadIdx.y;
  size_t const col = blockIdx.x * TILE_X + threadIdx.x;
  size_t const tiles = (k + TILE_K - 1) / TILE_K;

  T sum{static_cast<T>(0)};
  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
  // Shared memory per block: 2 stages of the tiles (each instantiation's bytes and blocks/SM are in kpipe's report).
  // Each iteration waits for its own copies of tile t and meets the other threads at the barrier, then
  // issues the async copies of tile t+1 into stage kp_stage ^ 1 and computes on tile t in stage
  // kp_stage. One barrier per iteration is enough: after the wait and the barrier every thread's copies
  // of tile t are visible, and every thread has finished computing on tile t-1, the stage being filled.
  // The wait sits at the top of the loop, not after the compute: there nvcc may schedule it above the
  // last matrix instructions, which stalls them on copies they do not need.
  {
    size_t t = 0;
    if (t < tiles) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        size_t const a_col = t * TILE_K + threadIdx.x;
        __pipeline_memcpy_async(&(a_tile[0][threadIdx.y][threadIdx.x]), (row < m && a_col < k) ? (const void*)(&(A[row * lda + a_col])) : (const void*)(A), sizeof(T), (row < m && a_col < k) ? 0 : sizeof(T));
        size_t const b_row = t * TILE_K + threadIdx.y;
        __pipeline_memcpy_async(&(b_tile[0][threadIdx.y][threadIdx.x]), (b_row < k && col < n) ? (const void*)(&(B[b_row * ldb + col])) : (const void*)(B), sizeof(T), (b_row < k && col < n) ? 0 : sizeof(T));
      }
      __pipeline_commit();
      for (; (t + 1) < tiles; ++t) {
        // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
        __pipeline_wait_prior(0);
        __syncthreads();
        // tile t+1: async copies into the other stage, issued before the compute
        {
          size_t const a_col = (t + 1) * TILE_K + threadIdx.x;
          __pipeline_memcpy_async(&(a_tile[kp_stage ^ 1][threadIdx.y][threadIdx.x]), (row < m && a_col < k) ? (const void*)(&(A[row * lda + a_col])) : (const void*)(A), sizeof(T), (row < m && a_col < k) ? 0 : sizeof(T));
          size_t const b_row = (t + 1) * TILE_K + threadIdx.y;
          __pipeline_memcpy_async(&(b_tile[kp_stage ^ 1][threadIdx.y][threadIdx.x]), (b_row < k && col < n) ? (const void*)(&(B[b_row * ldb + col])) : (const void*)(B), sizeof(T), (b_row < k && col < n) ? 0 : sizeof(T));
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
        for (size_t i = 0; i < TILE_K; ++i) {
          sum += a_tile[kp_stage][threadIdx.y][i] * b_tile[kp_stage][i][threadIdx.x];
        }
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
      for (size_t i = 0; i < TILE_K; ++i) {
        sum += a_tile[kp_stage][threadIdx.y][i] * b_tile[kp_stage][i][threadIdx.x];
      }
      __syncthreads();
    }
  }

  if (row < m && col < n) {
    C[row * ldc + col] = alpha * sum + beta * C[row * ldc + col];
  }
}

template __global__ void sgemm_guarded_alpha_beta<float, 32, 32, 32>(size_t, size_t, size_t,
                                                                     float, float const *, size_t,
                                                                     float const *, size_t, float,
                                                                     float *, size_t);
