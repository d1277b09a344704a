// hgemm_cp_async_asm_wait_all.cu -- C = A * B, fp16 in, fp32 out, wmma, with inline `cp.async`
// copies waited for at once (async, not overlapped).
//
// Layouts : A is M x K (row-major), B is K x N (row-major), C is M x N (row-major, fp32).
// Launch  : grid = dim3(N / 64, M / 64), block = dim3(128), dynamic smem = 0.
// Params  : A, B inputs; C output; M, N, K sizes.
// Limits  : M and N multiples of 64, K a multiple of 32; 16-byte aligned pointers.
// Shape   : 64x64x32 tiles, 4 warps, each a 32x32 block of wmma 16x16x16 fragments. Each thread
//           copies 16-byte chunks of A and B with `cp.async.cg.shared.global` (the shared address
//           from `__cvta_generic_to_shared`), commits them with `cp.async.commit_group` and waits
//           with `cp.async.wait_all` before the barrier. Rows of the tiles are padded by 8 halves.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f16:row b=f16:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=128 multiple=64,64,32
#include <cuda_fp16.h>
#include <mma.h>
#include <cuda_pipeline.h>
using namespace nvcuda;

#define BM 64
#define BN 64
#define BK 32
#define PAD 8
#define THREADS 128

__global__ void __launch_bounds__(THREADS)
hgemm_cp_async_asm(const half *A, const half *B, float *C, int M, int N, int K) {
  __shared__ __align__(16) half As[2][BM][BK + PAD];
  __shared__ __align__(16) half Bs[2][BK][BN + PAD];
  const int warp = threadIdx.x / 32;
  const int wm = (warp / 2) * 32, wn = (warp % 2) * 32;
  const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
  // Shared memory per block: 9728 -> 19456 bytes (sm_86: 9 -> 5 blocks/SM).
  // Each iteration waits for its own copies of tile t and meets the other threads at the barrier, then
  // issues the async copies of tile t+1 into stage kp_stage ^ 1 and computes on tile t in stage
  // kp_stage. One barrier per iteration is enough: after the wait and the barrier every thread's copies
  // of tile t are visible, and every thread has finished computing on tile t-1, the stage being filled.
  // The wait sits at the top of the loop, not after the compute: there nvcc may schedule it above the
  // last matrix instructions, which stalls them on copies they do not need.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < 2; ++i) {
          const int chunk = threadIdx.x + i * THREADS;
          const int ar = chunk / (BK / 8), ac = (chunk % (BK / 8)) * 8;
          __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[0][ar][ac])), &(*reinterpret_cast<const int4 *>(&A[(bm + ar) * K + k0 + ac])), 16);
          const int br = chunk / (BN / 8), bc = (chunk % (BN / 8)) * 8;
          __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&Bs[0][br][bc])), &(*reinterpret_cast<const int4 *>(&B[(k0 + br) * N + bn + bc])), 16);
        }
      }
      __pipeline_commit();
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
        __pipeline_wait_prior(0);
        __syncthreads();
        // tile t+1: async copies into the other stage, issued before the compute
        {
#pragma unroll
          for (int i = 0; i < 2; ++i) {
            const int chunk = threadIdx.x + i * THREADS;
            const int ar = chunk / (BK / 8), ac = (chunk % (BK / 8)) * 8;
            __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[kp_stage ^ 1][ar][ac])), &(*reinterpret_cast<const int4 *>(&A[(bm + ar) * K + (k0 + BK) + ac])), 16);
            const int br = chunk / (BN / 8), bc = (chunk % (BN / 8)) * 8;
            __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&Bs[kp_stage ^ 1][br][bc])), &(*reinterpret_cast<const int4 *>(&B[((k0 + BK) + br) * N + bn + bc])), 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
          wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[2];
          wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[2];
          for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &As[kp_stage][wm + i * 16][kk], BK + PAD);
          for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], &Bs[kp_stage][kk][wn + j * 16], BN + PAD);
          for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
#pragma unroll
      for (int kk = 0; kk < BK; kk += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[2];
        wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[2];
        for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &As[kp_stage][wm + i * 16][kk], BK + PAD);
        for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], &Bs[kp_stage][kk][wn + j * 16], BN + PAD);
        for (int i = 0; i < 2; ++i)
          for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
      }
      __syncthreads();
    }
  }
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      wmma::store_matrix_sync(&C[(bm + wm + i * 16) * N + bn + wn + j * 16], acc[i][j], N,
                              wmma::mem_row_major);
}
