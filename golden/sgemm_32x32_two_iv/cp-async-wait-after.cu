#include <cuda_pipeline.h>
// sgemm_32x32_two_iv.cu -- C = A * B, fp32 (CUDA samples matrixMul style).
//
// Layouts : A is M x K row-major (wA = K), B is K x N row-major (wB = N),
//           C is M x N row-major.
// Launch  : grid  = dim3(N / BLOCK_SIZE, M / BLOCK_SIZE), block = dim3(32, 32),
//           dynamic shared memory = 0.
// Params  : C output, A and B inputs, wA = K (width of A), wB = N (width of B).
// Limits  : M, N and K multiples of 32.
// Shape   : 32x32 tile, one output per thread, scalar loads; the K-loop has
//           two induction variables (a walks A, b walks B) and an inclusive
//           bound (a <= aEnd).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=C,A,B,K,N grid=N/32,M/32 block=32,32 multiple=32,32,32

#define BLOCK_SIZE 32

__global__ void __launch_bounds__(BLOCK_SIZE * BLOCK_SIZE)
matrixMulCUDA(float *C, const float *A, const float *B, int wA, int wB) {
  __shared__ float As[2][BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float Bs[2][BLOCK_SIZE][BLOCK_SIZE];

  const int bx = blockIdx.x;
  const int by = blockIdx.y;
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;

  // First, last and step of the A sub-matrices processed by this block.
  const int aBegin = wA * BLOCK_SIZE * by;
  const int aEnd = aBegin + wA - 1;
  const int aStep = BLOCK_SIZE;

  // First and step of the B sub-matrices processed by this block.
  const int bBegin = BLOCK_SIZE * bx;
  const int bStep = BLOCK_SIZE * wB;

  float Csub = 0.0f;

  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 1 -> 1 blocks/SM).
  // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
  // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
  // per iteration is enough: the stage being filled was last read in iteration t-1, before that
  // iteration's barrier; after the wait and the barrier every thread's copies are visible.
  {
    int a = aBegin, b = bBegin;
    if (a <= aEnd) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      __pipeline_memcpy_async(&(As[0][ty][tx]), &(A[a + wA * ty + tx]), 4);
      __pipeline_memcpy_async(&(Bs[0][ty][tx]), &(B[b + wB * ty + tx]), 4);
      __pipeline_commit();
      __pipeline_wait_prior(0);
      __syncthreads();
      for (; (a + aStep) <= aEnd; a += aStep, b += bStep) {
        // tile t+1: async copies into the other stage, issued before the compute
        __pipeline_memcpy_async(&(As[kp_stage ^ 1][ty][tx]), &(A[(a + aStep) + wA * ty + tx]), 4);
        __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][ty][tx]), &(B[(b + bStep) + wB * ty + tx]), 4);
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k) {
          Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        }
        __pipeline_wait_prior(0);
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BLOCK_SIZE; ++k) {
        Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
      }
      __syncthreads();
    }
  }

  // Each thread writes one element of the block's 32x32 sub-matrix of C.
  const int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}
