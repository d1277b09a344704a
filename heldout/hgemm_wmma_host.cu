// fp16 wmma GEMM, 128x128x32 tiles, 8 warps (4 x 2), each warp 32x64 (2 x 4 fragments).
// C (float, M x N) = A (half, M x K, row-major) * B (half, K x N, row-major).
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#define BM 128
#define BN 128
#define BK 32
#define APAD 8
#define BPAD 8

__global__ void hgemm_wmma(const half *__restrict__ A, const half *__restrict__ B,
                           float *__restrict__ C, int M, int N, int K) {
  __shared__ __align__(32) half sA[BM][BK + APAD];
  __shared__ __align__(32) half sB[BK][BN + BPAD];
  int tid = threadIdx.x;
  int warp = tid / 32;
  int wm = warp / 2;
  int wn = warp % 2;
  int by = blockIdx.y, bx = blockIdx.x;

  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][4];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 4; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = 0; i < 2; ++i) {
      int c = tid + i * 256;
      int r = c / 4, col = (c % 4) * 8;
      *(int4 *)&sA[r][col] = *(const int4 *)&A[(by * BM + r) * K + k0 + col];
    }
    for (int i = 0; i < 2; ++i) {
      int c = tid + i * 256;
      int r = c / 16, col = (c % 16) * 8;
      *(int4 *)&sB[r][col] = *(const int4 *)&B[(k0 + r) * N + bx * BN + col];
    }
    __syncthreads();
    for (int kk = 0; kk < BK; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[2];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[4];
      for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &sA[wm * 32 + i * 16][kk], BK + APAD);
      for (int j = 0; j < 4; ++j) wmma::load_matrix_sync(b[j], &sB[kk][wn * 64 + j * 16], BN + BPAD);
      for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 4; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 4; ++j)
      wmma::store_matrix_sync(&C[(by * BM + wm * 32 + i * 16) * N + bx * BN + wn * 64 + j * 16],
                              acc[i][j], N, wmma::mem_row_major);
}

void launch_hgemm(const half *A, const half *B, float *C, int M, int N, int K, cudaStream_t s) {
  dim3 grid(N / BN, M / BM);
  dim3 block(256);
  hgemm_wmma<<<grid, block, 0, s>>>(A, B, C, M, N, K);
}
