// sgemm_vec_alias_mask_tpl.cu -- C = A * B, template on the element type, ragged M, N, K.
//
// Layouts : A is M x K with row stride lda, B is K x N with row stride ldb, C is M x N (stride N).
// Launch  : grid  = dim3((N + BX - 1) / BX, (M + BY - 1) / BY) = dim3((N + 63) / 64, (M + 63) / 64),
//           block = dim3(256), dynamic smem = 0.
// Params  : m, n, k sizes; A, lda, B, ldb inputs and their row strides; C output.
// Limits  : any m, n, k; lda and ldb multiples of 16 / sizeof(T) (16-byte aligned rows, the padding
//           readable); 16-byte aligned pointers. Out-of-range tile elements are loaded as 0.
// Shape   : BX=BY=64, BK=16, 4x4 outputs per thread, instantiated for float. Every load is an int4
//           (VECTOR_UNITS elements of T): zero-initialised, loaded under a bounds guard, its tail
//           zeroed through a `T*` alias where it runs past the matrix edge (inside the masking
//           block), then stored whole into the tile. Both copies are 16-byte vectors, and neither
//           is a copy of global memory: cp.async cannot take them, register prefetch can.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,K,B,N,C grid=(N+63)/64,(M+63)/64 block=256 multiple=1,4,4

#include <cstddef>

template <typename T, size_t BX, size_t BY, size_t BK>
__global__ void __launch_bounds__(256)
sgemm_vec_alias_mask_tpl(size_t m, size_t n, size_t k, T const *A, size_t lda,
                         T const *B, size_t ldb, T *C) {
  constexpr size_t VECTOR_UNITS{sizeof(int4) / sizeof(T)};
  constexpr size_t NUM_THREADS{256U};
  __shared__ T A_tile[BY][BK];
  __shared__ T B_tile[BK][BX];

  size_t const tid{threadIdx.x};
  size_t const t_row{tid / (BX / 4U)};
  size_t const t_col{tid % (BX / 4U)};
  T acc[4][4] = {};

  size_t const num_tiles{(k + BK - 1U) / BK};
  for (size_t tile_idx{0U}; tile_idx < num_tiles; ++tile_idx) {
#pragma unroll
    for (size_t load_idx{0U}; load_idx < BY * BK / VECTOR_UNITS / NUM_THREADS; ++load_idx) {
      size_t const row{(tid + load_idx * NUM_THREADS) / (BK / VECTOR_UNITS)};
      size_t const col{(tid + load_idx * NUM_THREADS) % (BK / VECTOR_UNITS) * VECTOR_UNITS};
      size_t const g_row{blockIdx.y * BY + row};
      size_t const g_col{tile_idx * BK + col};
      int4 vals{0, 0, 0, 0};
      if (g_row < m && g_col < k) {
        vals = *reinterpret_cast<int4 const *>(&A[g_row * lda + g_col]);
      }
      if (g_col + VECTOR_UNITS > k) {
        size_t const num_invalid{g_col + VECTOR_UNITS - k};
        T *const vals_ptr{reinterpret_cast<T *>(&vals)};
        for (size_t i{0U}; i < num_invalid; ++i) {
          vals_ptr[VECTOR_UNITS - 1U - i] = static_cast<T>(0);
        }
      }
      *reinterpret_cast<int4 *>(&A_tile[row][col]) = vals;
    }
#pragma unroll
    for (size_t load_idx{0U}; load_idx < BK * BX / VECTOR_UNITS / NUM_THREADS; ++load_idx) {
      size_t const row{(tid + load_idx * NUM_THREADS) / (BX / VECTOR_UNITS)};
      size_t const col{(tid + load_idx * NUM_THREADS) % (BX / VECTOR_UNITS) * VECTOR_UNITS};
      size_t const g_row{tile_idx * BK + row};
      size_t const g_col{blockIdx.x * BX + col};
      int4 vals{0, 0, 0, 0};
      if (g_row < k && g_col < n) {
        vals = *reinterpret_cast<int4 const *>(&B[g_row * ldb + g_col]);
      }
      if (g_col + VECTOR_UNITS > n) {
        size_t const num_invalid{g_col + VECTOR_UNITS - n};
        T *const vals_ptr{reinterpret_cast<T *>(&vals)};
        for (size_t i{0U}; i < num_invalid; ++i) {
          vals_ptr[VECTOR_UNITS - 1U - i] = static_cast<T>(0);
        }
      }
      *reinterpret_cast<int4 *>(&B_tile[row][col]) = vals;
    }
    __syncthreads();

#pragma unroll
    for (size_t kk{0U}; kk < BK; ++kk) {
#pragma unroll
      for (size_t i{0U}; i < 4U; ++i) {
#pragma unroll
        for (size_t j{0U}; j < 4U; ++j) {
          acc[i][j] += A_tile[t_row * 4U + i][kk] * B_tile[kk][t_col * 4U + j];
        }
      }
    }
    __syncthreads();
  }

  for (size_t i{0U}; i < 4U; ++i) {
    for (size_t j{0U}; j < 4U; ++j) {
      size_t const r{blockIdx.y * BY + t_row * 4U + i};
      size_t const c{blockIdx.x * BX + t_col * 4U + j};
      if (r < m && c < n) {
        C[r * n + c] = acc[i][j];
      }
    }
  }
}

template __global__ void sgemm_vec_alias_mask_tpl<float, 64, 64, 16>(size_t, size_t, size_t,
                                                                     float const *, size_t,
                                                                     float const *, size_t,
                                                                     float *);
