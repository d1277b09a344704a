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
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 2 stages of the tiles (each instantiation's bytes and blocks/SM are in kpipe's report).
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    size_t t = 0;
    if (t < tiles) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        // One element of each tile per thread; outside the matrix the tile holds zero.
        size_t const a_col = t * TILE_K + threadIdx.x;
        T a_val{static_cast<T>(0)};
        if (row < m && a_col < k) {
          a_val = A[row * lda + a_col];
        }
        a_tile[0][threadIdx.y][threadIdx.x] = a_val;
        size_t const b_row = t * TILE_K + threadIdx.y;
        T b_val{static_cast<T>(0)};
        if (b_row < k && col < n) {
          b_val = B[b_row * ldb + col];
        }
        b_tile[0][threadIdx.y][threadIdx.x] = b_val;
      }
      __syncthreads();
      for (; (t + 1) < tiles; ++t) {
        // tile t+1: global loads into registers, issued before the compute
        T kp_next_a_tile[1];
        T kp_next_b_tile[1];
        {
          size_t const a_col = (t + 1) * TILE_K + threadIdx.x;
          T a_val{static_cast<T>(0)};
          if (row < m && a_col < k) {
            a_val = A[row * lda + a_col];
          }
          kp_next_a_tile[0] = a_val;
          size_t const b_row = (t + 1) * TILE_K + threadIdx.y;
          T b_val{static_cast<T>(0)};
          if (b_row < k && col < n) {
            b_val = B[b_row * ldb + col];
          }
          kp_next_b_tile[0] = b_val;
        }
        // tile t: compute on the current stage while the loads are in flight
        for (size_t i = 0; i < TILE_K; ++i) {
          sum += a_tile[kp_stage][threadIdx.y][i] * b_tile[kp_stage][i][threadIdx.x];
        }
        // tile t+1: registers into the other stage
        a_tile[kp_stage ^ 1][threadIdx.y][threadIdx.x] = kp_next_a_tile[0];
        b_tile[kp_stage ^ 1][threadIdx.y][threadIdx.x] = kp_next_b_tile[0];
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
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
