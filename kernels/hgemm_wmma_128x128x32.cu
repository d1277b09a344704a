// hgemm_wmma_128x128x32.cu -- C = A * B, fp16 inputs, fp32 accumulate, fp32 output.
//
// Layouts : A is M x K half row-major, B is K x N half row-major,
//           C is M x N float row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 128, M / 128),
//           block = dim3(256) (8 warps), dynamic smem = 0. Needs sm_70+.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 32; 16-byte aligned
//           pointers.
// Shape   : BM=BN=128, BK=32, nvcuda::wmma 16x16x16 fragments. Warps form a
//           2 (M) x 4 (N) grid, each owns a 64x32 patch = 4x2 accumulators.
//           Tiles are padded by 8 halves per row (80-byte / 272-byte rows).
//           Loads: 16-byte int4 copies, 2 per thread per tile, strided by
//           THREADS. K-loop: element offset k0 used directly in the addresses.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f16:row b=f16:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32

#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

constexpr int BM = 128;
constexpr int BN = 128;
constexpr int BK = 32;
constexpr int THREADS = 256;
constexpr int PAD = 8;                                 // halves of padding per smem row
constexpr int A_CHUNKS = BM * BK / 8 / THREADS;        // int4 (8 halves) per thread: 2
constexpr int B_CHUNKS = BK * BN / 8 / THREADS;        // 2

__global__ void __launch_bounds__(THREADS)
hgemm_wmma_128x128x32(int M, int N, int K, const half *__restrict__ A,
                      const half *__restrict__ B, float *__restrict__ C) {
  __shared__ __align__(16) half As[BM][BK + PAD];
  __shared__ __align__(16) half Bs[BK][BN + PAD];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int wm = warp / 4;  // 0..1 -> rows wm*64 .. wm*64+63 of the block tile
  const int wn = warp % 4;  // 0..3 -> cols wn*32 .. wn*32+31
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;

  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[4][2];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int i = 0; i < A_CHUNKS; ++i) {
      const int idx = tid + i * THREADS;
      const int r = idx / (BK / 8);        // 0..127
      const int c = (idx % (BK / 8)) * 8;  // 0, 8, 16, 24
      *reinterpret_cast<int4 *>(&As[r][c]) =
          *reinterpret_cast<const int4 *>(&A[(bm + r) * K + k0 + c]);
    }
#pragma unroll
    for (int i = 0; i < B_CHUNKS; ++i) {
      const int idx = tid + i * THREADS;
      const int r = idx / (BN / 8);        // 0..31
      const int c = (idx % (BN / 8)) * 8;  // 0..120
      *reinterpret_cast<int4 *>(&Bs[r][c]) =
          *reinterpret_cast<const int4 *>(&B[(k0 + r) * N + bn + c]);
    }

    __syncthreads();

#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> af[4];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> bf[2];
#pragma unroll
      for (int i = 0; i < 4; ++i)
        wmma::load_matrix_sync(af[i], &As[wm * 64 + i * 16][kk], BK + PAD);
#pragma unroll
      for (int j = 0; j < 2; ++j)
        wmma::load_matrix_sync(bf[j], &Bs[kk][wn * 32 + j * 16], BN + PAD);
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
      wmma::store_matrix_sync(&C[(bm + wm * 64 + i * 16) * N + bn + wn * 32 + j * 16],
                              acc[i][j], N, wmma::mem_row_major);
}

// The host launch, as a runner would write it (kpipe edits it when the tiles move to dynamic shared
// memory: a ring of 3 or 4 stages of these 18.5 KB tiles passes the 48 KB static limit).
void launch_hgemm_wmma_128x128x32(int M, int N, int K, const half *A, const half *B, float *C,
                                  cudaStream_t stream) {
  dim3 grid(N / BN, M / BM);
  hgemm_wmma_128x128x32<<<grid, THREADS, 0, stream>>>(M, N, K, A, B, C);
}
