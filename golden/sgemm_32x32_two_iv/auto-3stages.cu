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
  __shared__ float As[3][BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float Bs[3][BLOCK_SIZE][BLOCK_SIZE];

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

  // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 24576 bytes (sm_86: 1 -> 1 blocks/SM).
  // The prologue issues tiles 0..1 into stages 0..1, one commit group per tile (empty where the
  // tile does not exist), so group g holds tile g. Iteration t waits with __pipeline_wait_prior(1),
  // which leaves pending only the groups of the tiles after t: this thread's copies of tile t have
  // landed. The barrier makes every thread's copies visible and ends every thread's compute on tile
  // t-1. Then the copies of tile t+2 go into the stage tile t-1 was read from (kp_fill), and tile t
  // is computed on in stage kp_stage. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before iteration t's barrier; at most 2 tiles are in
  // flight, in the 2 stages other than kp_stage.
  // Tiles past the end are not loaded: their copies are predicated off, not zero-byte copies, since a
  // zero-byte copy still needs a valid source address and still writes its stage (zero fill), which
  // another tile may be in. The loop steps once per tile, so its variables end where the original's do.
  {
    int a = aBegin, b = bBegin;
    if (a <= aEnd) {
      // prologue: tile 0 into stage 0
      __pipeline_memcpy_async(&(As[0][ty][tx]), &(A[a + wA * ty + tx]), 4);
      __pipeline_memcpy_async(&(Bs[0][ty][tx]), &(B[b + wB * ty + tx]), 4);
      __pipeline_commit();
      // tile 1 into stage 1, if it exists
      if ((a + aStep) <= aEnd) {
        __pipeline_memcpy_async(&(As[1][ty][tx]), &(A[(a + aStep) + wA * ty + tx]), 4);
        __pipeline_memcpy_async(&(Bs[1][ty][tx]), &(B[(b + bStep) + wB * ty + tx]), 4);
      }
      __pipeline_commit();
      int kp_stage = 0;
      int kp_fill = 2;
      for (; a <= aEnd; a += aStep, b += bStep) {
        // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
        __pipeline_wait_prior(1);
        __syncthreads();
        // tile t+2, if it exists: async copies into the freed stage, issued before the compute
        if ((a + 2 * (aStep)) <= aEnd) {
          __pipeline_memcpy_async(&(As[kp_fill][ty][tx]), &(A[(a + 2 * (aStep)) + wA * ty + tx]), 4);
          __pipeline_memcpy_async(&(Bs[kp_fill][ty][tx]), &(B[(b + 2 * (bStep)) + wB * ty + tx]), 4);
        }
        __pipeline_commit();
        // tile t: compute on its stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k) {
          Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        }
        kp_fill = kp_stage;
        kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
      }
      // the groups still pending are empty; the original's barrier after the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }

  // Each thread writes one element of the block's 32x32 sub-matrix of C.
  const int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}
