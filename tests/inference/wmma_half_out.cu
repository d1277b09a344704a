// Launch inference fixture: an fp16 wmma GEMM whose output C is half (fp16 accumulators), with half
// alpha and beta, 128x64x32 tiles (non-square), 16-byte loads, 256 threads from __launch_bounds__.
// Expected: a=f16 b=f16 c=f16:in grid=N/64,M/128 block=256.
//
// expect: a=f16:row b=f16:row c=f16:in args=A,B,C,M,N,K,alpha,beta grid=N/64,M/128 block=256 multiple=128,64,32

#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

constexpr int BLOCK_M = 128;
constexpr int BLOCK_N = 64;
constexpr int BLOCK_K = 32;
constexpr int SKEW = 8;
constexpr int NTHREADS = 256;

__global__ void __launch_bounds__(NTHREADS)
hgemm_half_out(const half *__restrict__ A, const half *__restrict__ B, half *__restrict__ C,
               int M, int N, int K, half alpha, half beta) {
  __shared__ __align__(16) half sA[BLOCK_M][BLOCK_K + SKEW];
  __shared__ __align__(16) half sB[BLOCK_K][BLOCK_N + SKEW];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int wm = warp / 2;  // 0..3: 32 rows each
  const int wn = warp % 2;  // 0..1: 32 columns each
  const int m0 = blockIdx.y * BLOCK_M;
  const int n0 = blockIdx.x * BLOCK_N;

  wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], __float2half(0.0f));

  for (int k0 = 0; k0 < K; k0 += BLOCK_K) {
#pragma unroll
    for (int i = 0; i < 2; ++i) {  // A: 128 x 32 halves = 512 int4, 2 per thread
      const int idx = tid + i * NTHREADS;
      const int r = idx / (BLOCK_K / 8), c = (idx % (BLOCK_K / 8)) * 8;
      *reinterpret_cast<int4 *>(&sA[r][c]) =
          *reinterpret_cast<const int4 *>(&A[(m0 + r) * K + k0 + c]);
    }
    {  // B: 32 x 64 halves = 256 int4, 1 per thread
      const int r = tid / (BLOCK_N / 8), c = (tid % (BLOCK_N / 8)) * 8;
      *reinterpret_cast<int4 *>(&sB[r][c]) =
          *reinterpret_cast<const int4 *>(&B[(k0 + r) * N + n0 + c]);
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BLOCK_K; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[2];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[2];
      for (int i = 0; i < 2; ++i)
        wmma::load_matrix_sync(a[i], &sA[wm * 32 + i * 16][kk], BLOCK_K + SKEW);
      for (int j = 0; j < 2; ++j)
        wmma::load_matrix_sync(b[j], &sB[kk][wn * 32 + j * 16], BLOCK_N + SKEW);
      for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }

  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      half *c = &C[(m0 + wm * 32 + i * 16) * N + n0 + wn * 32 + j * 16];
      wmma::fragment<wmma::accumulator, 16, 16, 16, half> old;
      wmma::load_matrix_sync(old, c, N, wmma::mem_row_major);
      for (int e = 0; e < old.num_elements; ++e)
        old.x[e] = __hadd(__hmul(alpha, acc[i][j].x[e]), __hmul(beta, old.x[e]));
      wmma::store_matrix_sync(c, old, N, wmma::mem_row_major);
    }
  }
}
