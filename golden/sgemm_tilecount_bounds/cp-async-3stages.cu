#include <cuda_pipeline.h>
// sgemm_tilecount_bounds.cu -- C = A * B, fp32, any M, N, K.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3((N + TILE - 1) / TILE, (M + TILE - 1) / TILE),
//           block = dim3(TILE, TILE) = dim3(16, 16), dynamic smem = 0.
// Params  : M, N, K sizes (any value >= 1); A, B inputs; C output.
// Limits  : none on M/N/K; out-of-range tile elements are loaded as 0 and
//           out-of-range outputs are not stored.
// Shape   : 16x16 tile, one output per thread, scalar loads with bounds
//           checks and zero fill (one ternary, one if/else); tile-count
//           K-loop t < (K + TILE - 1) / TILE.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=(N+15)/16,(M+15)/16 block=16,16 multiple=1,1,1

#define TILE 16

__global__ void __launch_bounds__(TILE * TILE)
sgemm_tiled_bounds(int M, int N, int K, const float *__restrict__ A,
                   const float *__restrict__ B, float *__restrict__ C) {
  __shared__ float As[3][TILE][TILE];
  __shared__ float Bs[3][TILE][TILE];

  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty;  // row of C (and of A) of this thread
  const int col = blockIdx.x * TILE + tx;  // column of C (and of B) of this thread

  float acc = 0.0f;

  // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
  // Shared memory per block: 2048 -> 6144 bytes (sm_86: 6 -> 6 blocks/SM).
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
    int t = 0;
    if (t < (K + TILE - 1) / TILE) {
      // prologue: tile 0 into stage 0
      {
        const int aCol = t * TILE + tx;
        const int bRow = t * TILE + ty;
        __pipeline_memcpy_async(&(As[0][ty][tx]), (row < M && aCol < K) ? (const void*)(&(A[row * K + aCol])) : (const void*)(A), 4, (row < M && aCol < K) ? 0 : 4);
        __pipeline_memcpy_async(&(Bs[0][ty][tx]), (bRow < K && col < N) ? (const void*)(&(B[bRow * N + col])) : (const void*)(B), 4, (bRow < K && col < N) ? 0 : 4);
      }
      __pipeline_commit();
      // tile 1 into stage 1, if it exists
      if ((t + 1) < (K + TILE - 1) / TILE) {
        const int aCol = (t + 1) * TILE + tx;
        const int bRow = (t + 1) * TILE + ty;
        __pipeline_memcpy_async(&(As[1][ty][tx]), (row < M && aCol < K) ? (const void*)(&(A[row * K + aCol])) : (const void*)(A), 4, (row < M && aCol < K) ? 0 : 4);
        __pipeline_memcpy_async(&(Bs[1][ty][tx]), (bRow < K && col < N) ? (const void*)(&(B[bRow * N + col])) : (const void*)(B), 4, (bRow < K && col < N) ? 0 : 4);
      }
      __pipeline_commit();
      int kp_stage = 0;
      int kp_fill = 2;
      for (; t < (K + TILE - 1) / TILE; ++t) {
        // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
        __pipeline_wait_prior(1);
        __syncthreads();
        // tile t+2, if it exists: async copies into the freed stage, issued before the compute
        if ((t + 2) < (K + TILE - 1) / TILE) {
          const int aCol = (t + 2) * TILE + tx;
          const int bRow = (t + 2) * TILE + ty;
          __pipeline_memcpy_async(&(As[kp_fill][ty][tx]), (row < M && aCol < K) ? (const void*)(&(A[row * K + aCol])) : (const void*)(A), 4, (row < M && aCol < K) ? 0 : 4);
          __pipeline_memcpy_async(&(Bs[kp_fill][ty][tx]), (bRow < K && col < N) ? (const void*)(&(B[bRow * N + col])) : (const void*)(B), 4, (bRow < K && col < N) ? 0 : 4);
        }
        __pipeline_commit();
        // tile t: compute on its stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < TILE; ++k) {
          acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        }
        kp_fill = kp_stage;
        kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
      }
      // the groups still pending are empty; the original's barrier after the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }

  if (row < M && col < N) {
    C[row * N + col] = acc;
  }
}
