// Launch inference fixture: an fp16 wmma GEMM with flat tiles sized by opaque constants
// (`sA[A_TILE_ELEMS]`, `sB[B_TILE_ELEMS]`: one dimension each, nothing to pair) and a K-loop that
// counts tiles (`t < numTiles` with `numTiles = K / BK`). BK = 32 comes from the loop's bound; BM and
// BN are each tile's elements over it (4096 / 32 = 128, 2048 / 32 = 64). 128x64x32 tiles, 8 warps in
// a 4 x 2 grid of 32 x 32, fp32 accumulators and output, 16-byte loads.
//
// expect: a=f16:row b=f16:row c=f32 args=A,B,C,M,N,K grid=N/64,M/128 block=256 multiple=128,64,32

#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#define BM 128
#define BN 64
#define BK 32
#define A_TILE_ELEMS (BM * BK)
#define B_TILE_ELEMS (BK * BN)
#define NTHREADS 256

__global__ void __launch_bounds__(NTHREADS)
hgemm_flat_tiles(const half *__restrict__ A, const half *__restrict__ B, float *__restrict__ C,
                 int M, int N, int K) {
  __shared__ __align__(32) half sA[A_TILE_ELEMS];
  __shared__ __align__(32) half sB[B_TILE_ELEMS];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int wm = warp / 2;  // 0..3
  const int wn = warp % 2;  // 0..1
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;

  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

  const int numTiles = K / BK;
  for (int t = 0; t < numTiles; ++t) {
    // A: 128 x 32 halves = 512 chunks of 8, 2 per thread; B: 32 x 64 = 256 chunks, 1 per thread.
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      const int chunk = tid + i * NTHREADS;
      const int r = chunk / (BK / 8);
      const int c = (chunk % (BK / 8)) * 8;
      *reinterpret_cast<int4 *>(&sA[r * BK + c]) =
          *reinterpret_cast<const int4 *>(&A[(bm + r) * K + t * BK + c]);
    }
    {
      const int r = tid / (BN / 8);
      const int c = (tid % (BN / 8)) * 8;
      *reinterpret_cast<int4 *>(&sB[r * BN + c]) =
          *reinterpret_cast<const int4 *>(&B[(t * BK + r) * N + bn + c]);
    }
    __syncthreads();

#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> af[2];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> bf[2];
#pragma unroll
      for (int i = 0; i < 2; ++i)
        wmma::load_matrix_sync(af[i], &sA[(wm * 32 + i * 16) * BK + kk], BK);
#pragma unroll
      for (int j = 0; j < 2; ++j)
        wmma::load_matrix_sync(bf[j], &sB[kk * BN + wn * 32 + j * 16], BN);
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
    }
    __syncthreads();
  }

#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(&C[(bm + wm * 32 + i * 16) * N + bn + wn * 32 + j * 16], acc[i][j], N,
                              wmma::mem_row_major);
}
