// igemm_wmma_int8_guarded.cu -- C = A * B, int8 inputs, int32 accumulate and output, ragged M and N.
//
// Layouts : A is M x K int8 row-major; B is K x N int8 COLUMN-major (stored as
//           N rows of K bytes: B[n * K + k]); C is M x N int32 row-major.
// Launch  : grid  = dim3((N + 63) / 64, (M + 127) / 128), block = dim3(128) (4 warps),
//           dynamic smem = 0. Needs sm_72+.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : any M and N; K a multiple of 32; 16-byte aligned pointers. Rows of A and B past M
//           and N are loaded as zeros (a guarded 16-byte copy: `cond ? load : zero`).
// Shape   : 128x64 block tile, K step 32 bytes (two wmma K-tiles). wmma 16x16x16 signed char
//           fragments; warps form a 2 (M) x 2 (N) grid, each owns 64x32 = 4x2 accumulators.
//           Smem rows are 32 bytes + 16 bytes of skew. Loads: 16-byte int4 copies, 2 of A and
//           1 of B per thread, each under a bounds guard with zero fill. The K-loop counts bytes.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=i8:row b=i8:col c=i32 args=M,N,K,A,B,C grid=(N+63)/64,(M+127)/128 block=128 multiple=1,1,32

#include <mma.h>

using namespace nvcuda;

#define BM 128
#define BN 64
#define BK 32    // bytes of K per tile
#define SKEW 16  // bytes of padding per smem row
#define THREADS 128

__global__ void __launch_bounds__(THREADS)
igemm_wmma_int8_guarded(int M, int N, int K, const signed char *__restrict__ A,
                        const signed char *__restrict__ B, int *__restrict__ C) {
  __shared__ __align__(16) signed char As[BM][BK + SKEW];
  __shared__ __align__(16) signed char Bs[BN][BK + SKEW];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int wm = warp / 2;  // 0..1: rows wm*64 .. +63
  const int wn = warp % 2;  // 0..1: cols wn*32 .. +31
  const int blockRow = blockIdx.y * BM;
  const int blockCol = blockIdx.x * BN;
  const int4 zero = make_int4(0, 0, 0, 0);

  wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc[4][2];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0);

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      const int idx = tid + i * THREADS;  // 0..255: 128 rows of two 16-byte chunks
      const int r = idx / 2;
      const int c = (idx % 2) * 16;
      *reinterpret_cast<int4 *>(&As[r][c]) =
          blockRow + r < M ? *reinterpret_cast<const int4 *>(&A[(blockRow + r) * K + k0 + c])
                           : zero;
    }
    {
      const int r = tid / 2;  // 0..63
      const int c = (tid % 2) * 16;
      *reinterpret_cast<int4 *>(&Bs[r][c]) =
          blockCol + r < N ? *reinterpret_cast<const int4 *>(&B[(blockCol + r) * K + k0 + c])
                           : zero;
    }

    __syncthreads();

#pragma unroll
    for (int ks = 0; ks < BK / 16; ++ks) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> af[4];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> bf[2];
#pragma unroll
      for (int i = 0; i < 4; ++i)
        wmma::load_matrix_sync(af[i], &As[wm * 64 + i * 16][ks * 16], BK + SKEW);
#pragma unroll
      for (int j = 0; j < 2; ++j)
        wmma::load_matrix_sync(bf[j], &Bs[wn * 32 + j * 16][ks * 16], BK + SKEW);
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
    }

    __syncthreads();
  }

  // Each warp's 64x32 block of C, through shared memory for the ragged edges.
  __shared__ int Cs[4][16 * 16];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) {
      wmma::store_matrix_sync(Cs[warp], acc[i][j], 16, wmma::mem_row_major);
      __syncwarp();
      for (int e = tid % 32; e < 256; e += 32) {
        const int row = blockRow + wm * 64 + i * 16 + e / 16;
        const int col = blockCol + wn * 32 + j * 16 + e % 16;
        if (row < M && col < N) C[row * N + col] = Cs[warp][e];
      }
      __syncwarp();
    }
}
