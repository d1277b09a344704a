// Launch inference fixture: an int8 wmma GEMM with B stored N x K (column-major), the layout wmma's
// col_major B fragments want. The signature does not say so; the loads do: B is indexed
// `B[(blockCol + r) * K + ...]`, a row stride of K, so kpipe infers `b=i8:col` (before, it guessed
// row-major B and found the layout by trial on the GPU). Its K-loop counts wmma K-tiles
// (`tile_k < K_TILES; tile_k += CHUNK_K` with K_TILES = K / WMMA_K): BK = 16 * 4 = 64 elements.
// Same kernel as kernels/igemm_wmma_int8.cu, without directive.
//
// expect: a=i8:row b=i8:col c=i32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,64

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
  __shared__ __align__(16) signed char As[BLOCK_ROW][CHUNK_BYTES + SKEW];
  __shared__ __align__(16) signed char Bs[BLOCK_COL][CHUNK_BYTES + SKEW];

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

#pragma unroll
  for (int tile_k = 0; tile_k < K_TILES; tile_k += CHUNK_K) {
#pragma unroll
    for (int i = 0; i < CHUNK_COPIES; ++i) {
      const int idx = tid + i * THREADS;
      const int r = idx / (CHUNK_BYTES / 16);         // 0..127
      const int c = (idx % (CHUNK_BYTES / 16)) * 16;  // 0, 16, 32, 48
      *reinterpret_cast<int4 *>(&As[r][c]) =
          *reinterpret_cast<const int4 *>(&A[(blockRow + r) * K + tile_k * WMMA_K + c]);
      *reinterpret_cast<int4 *>(&Bs[r][c]) =
          *reinterpret_cast<const int4 *>(&B[(blockCol + r) * K + tile_k * WMMA_K + c]);
    }

    __syncthreads();

#pragma unroll
    for (int k_step = 0; k_step < CHUNK_K; ++k_step) {
      wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, signed char, wmma::row_major> af[4];
      wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, signed char, wmma::col_major> bf[2];
#pragma unroll
      for (int i = 0; i < 4; ++i)
        wmma::load_matrix_sync(af[i], &As[wm * 64 + i * WMMA_M][k_step * WMMA_K], CHUNK_BYTES + SKEW);
#pragma unroll
      for (int j = 0; j < 2; ++j)
        wmma::load_matrix_sync(bf[j], &Bs[wn * 32 + j * WMMA_N][k_step * WMMA_K], CHUNK_BYTES + SKEW);
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
    }

    __syncthreads();
  }

#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(&C[(blockRow + wm * 64 + i * WMMA_M) * N + blockCol + wn * 32 + j * WMMA_N],
                              acc[i][j], N, wmma::mem_row_major);
}
