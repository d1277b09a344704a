// A wmma kernel launched from a static method of a class template, with a `static constexpr`
// member as its dynamic shared memory, and instantiated only by a runner (`Gemm<..>::Run`). Its
// epilogue takes the accumulators as an array of fragments and compares halves with `__heq`.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

template <int TM, int TN>
__device__ void scale_store(wmma::fragment<wmma::accumulator, 16, 16, 16, __half> acc[TM][TN],
                            __half *C, int N, __half alpha, __half beta, int row, int col) {
  for (int m = 0; m < TM; ++m)
    for (int n = 0; n < TN; ++n) {
      if (__heq(beta, __float2half(0.0f)) == false) {
        for (int i = 0; i < acc[m][n].num_elements; ++i) acc[m][n].x[i] = __hmul(acc[m][n].x[i], alpha);
      }
      wmma::store_matrix_sync(C + (row + m * 16) * N + col + n * 16, acc[m][n], N, wmma::mem_row_major);
    }
}

template <int BM, int BN, int BK>
__global__ void tiled_wmma(int M, int N, int K, __half alpha, const __half *A, const __half *B, __half beta, __half *C) {
  extern __shared__ __half smem[];
  __half *As = smem;
  __half *Bs = smem + BM * BK;
  constexpr int THREADS = (BM / 32) * (BN / 32) * 32;
  const int tid = threadIdx.x, warp = tid / 32;
  const int wr = (warp / (BN / 32)) * 32, wc = (warp % (BN / 32)) * 32;
  wmma::fragment<wmma::accumulator, 16, 16, 16, __half> acc[2][2];
  for (int m = 0; m < 2; ++m)
    for (int n = 0; n < 2; ++n) wmma::fill_fragment(acc[m][n], __float2half(0.0f));
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = tid; i < BM * BK; i += THREADS) As[i] = A[(row0 + i / BK) * K + k0 + i % BK];
    for (int i = tid; i < BK * BN; i += THREADS) Bs[i] = B[(k0 + i / BN) * N + col0 + i % BN];
    __syncthreads();
    for (int kk = 0; kk < BK; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[2];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[2];
      for (int m = 0; m < 2; ++m) wmma::load_matrix_sync(a[m], As + (wr + m * 16) * BK + kk, BK);
      for (int n = 0; n < 2; ++n) wmma::load_matrix_sync(b[n], Bs + kk * BN + wc + n * 16, BN);
      for (int m = 0; m < 2; ++m)
        for (int n = 0; n < 2; ++n) wmma::mma_sync(acc[m][n], a[m], b[n], acc[m][n]);
    }
    __syncthreads();
  }
  scale_store<2, 2>(acc, C, N, alpha, beta, row0 + wr, col0 + wc);
}

template <int BM, int BN, int BK>
struct Gemm {
  static constexpr int THREADS = (BM / 32) * (BN / 32) * 32;
  static constexpr size_t SMEM_SIZE = (BM * BK + BK * BN) * sizeof(__half);
  static void Run(int M, int N, int K, __half alpha, const __half *A, const __half *B, __half beta, __half *C) {
    dim3 grid(N / BN, M / BM);
    tiled_wmma<BM, BN, BK><<<grid, THREADS, SMEM_SIZE>>>(M, N, K, alpha, A, B, beta, C);
  }
};
