#include <cuda_pipeline.h>
// sgemm_persistent_break.cu -- C = alpha * A * B + beta * C, fp32, persistent blocks in the form of
// the CUDA samples' tensor-core GEMMs (compute_gemm and its siblings).
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(min(#SMs * 4, tiles)), block = dim3(256), dynamic smem = 0,
//           with tiles = (M / T) * (N / T); each block walks output tiles block_pos, block_pos +
//           gridDim.x, ... and leaves the loop with a `break` when it runs past the last one.
// Params  : A, B inputs; C input and output; M, N, K sizes; alpha, beta scalars.
// Limits  : M, N and K multiples of 16.
// Shape   : 16x16 tiles, one output per thread. The outer loop over output tiles has no bound of its
//           own (`for (block_pos = blockIdx.x;; block_pos += gridDim.x)` with a `break`), stages the
//           tile of C into shared memory with a barrier before the K-loop and writes it back through
//           the same staging tile after it: both loops store global data into shared memory and
//           synchronise, and the inner one is the K-loop.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32:in args=A,B,C,M,N,K,alpha,beta grid=min(SMS*4,(M/16)*(N/16)) block=256 multiple=16,16,16
#define T 16
__global__ void __launch_bounds__(256)
sgemm_persistent_break(const float *__restrict__ A, const float *__restrict__ B, float *C, int M,
                       int N, int K, float alpha, float beta) {
  __shared__ float As[2][T][T];
  __shared__ float Bs[2][T][T];
  __shared__ float Cs[T][T + 1];
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  const unsigned int tiles_n = N / T;
  for (unsigned int block_pos = blockIdx.x;; block_pos += gridDim.x) {
    const unsigned int row0 = (block_pos / tiles_n) * T, col0 = (block_pos % tiles_n) * T;
    // Stop when there are no more output tiles for this block.
    if (row0 >= (unsigned int)M) {
      break;
    }
    // Stage the tile of C through shared memory, transposed (a thread reads another's element).
    Cs[tx][ty] = C[(row0 + ty) * N + col0 + tx];
    __syncthreads();
    const float c = Cs[tx][ty];
    float acc = 0.0f;
    // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
    // Shared memory per block: 3136 -> 5184 bytes (sm_86: 6 -> 6 blocks/SM).
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
        __pipeline_memcpy_async(&(As[0][ty][tx]), &(A[(row0 + ty) * K + k0 + tx]), 4);
        __pipeline_memcpy_async(&(Bs[0][ty][tx]), &(B[(k0 + ty) * N + col0 + tx]), 4);
        __pipeline_commit();
        for (; (k0 + T) < K; k0 += T) {
          // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
          __pipeline_wait_prior(0);
          __syncthreads();
          // tile t+1: async copies into the other stage, issued before the compute
          __pipeline_memcpy_async(&(As[kp_stage ^ 1][ty][tx]), &(A[(row0 + ty) * K + (k0 + T) + tx]), 4);
          __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][ty][tx]), &(B[((k0 + T) + ty) * N + col0 + tx]), 4);
          __pipeline_commit();
          // tile t: compute on the current stage while the copies are in flight
          for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
          kp_stage ^= 1;
        }
        // epilogue: the last tile
        __pipeline_wait_prior(0);
        __syncthreads();
        for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        __syncthreads();
      }
    }
    // Write the tile back through the staging tile.
    Cs[tx][ty] = alpha * acc + beta * c;
    __syncthreads();
    C[(row0 + tx) * N + col0 + ty] = Cs[ty][tx];
    __syncthreads();
  }
}
