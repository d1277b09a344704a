#include <cuda_pipeline.h>
// sgemm_ldst128_macro.cu -- C = A * B, fp32, 128x128x8 block tiling, 8x8 outputs per thread.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 128, M / 128), block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 8.
// Shape   : both tiles copied 16 bytes at a time through the file's statement macro
//           `LDST128(dst, src)` (a uint4 copy between two lvalues); kpipe expands it in the load
//           passes and keeps it as written elsewhere.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,8

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
#define OFFSET(row, col, ld) ((row) * (ld) + (col))
#define LDST128(dst, src) (*reinterpret_cast<uint4 *>(&(dst)) = *reinterpret_cast<const uint4 *>(&(src)))

__global__ void __launch_bounds__(256)
sgemm_ldst128_macro(int M, int N, int K, float *__restrict__ A, float *__restrict__ B,
                        float *__restrict__ C) {
  __shared__ float As[2][BM][BK];
  __shared__ float Bs[2][BK][BN];
  const int tid = threadIdx.x;
  const int tx = tid % 16, ty = tid / 16;
  const int a_row = tid / 2, a_col = (tid % 2) * 4;
  const int b_row = tid / 32, b_col = (tid % 32) * 4;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 6 -> 5 blocks/SM).
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
      __pipeline_memcpy_async(&(*reinterpret_cast<uint4 *>(&(As[0][a_row][a_col]))), &(*reinterpret_cast<const uint4 *>(&(A[((row0 + a_row) * K + (k0 + a_col))]))), 16);
      __pipeline_memcpy_async(&(*reinterpret_cast<uint4 *>(&(Bs[0][b_row][b_col]))), &(*reinterpret_cast<const uint4 *>(&(B[((k0 + b_row) * N + (col0 + b_col))]))), 16);
      __pipeline_commit();
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
        __pipeline_wait_prior(0);
        __syncthreads();
        // tile t+1: async copies into the other stage, issued before the compute
        __pipeline_memcpy_async(&(*reinterpret_cast<uint4 *>(&(As[kp_stage ^ 1][a_row][a_col]))), &(*reinterpret_cast<const uint4 *>(&(A[((row0 + a_row) * K + ((k0 + BK) + a_col))]))), 16);
        __pipeline_memcpy_async(&(*reinterpret_cast<uint4 *>(&(Bs[kp_stage ^ 1][b_row][b_col]))), &(*reinterpret_cast<const uint4 *>(&(B[(((k0 + BK) + b_row) * N + (col0 + b_col))]))), 16);
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k)
#pragma unroll
          for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j)
              acc[i][j] += As[kp_stage][ty * TM + i][k] * Bs[kp_stage][k][tx * TN + j];
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
#pragma unroll
      for (int k = 0; k < BK; ++k)
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
          for (int j = 0; j < TN; ++j)
            acc[i][j] += As[kp_stage][ty * TM + i][k] * Bs[kp_stage][k][tx * TN + j];
      __syncthreads();
    }
  }
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j)
      C[OFFSET(row0 + ty * TM + i, col0 + tx * TN + j, N)] = acc[i][j];
}
