#include <cuda_pipeline.h>
// sgemm_persistent_staging.cu -- C = A * B, fp32, persistent blocks with a C staging tile.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(min(#SMs * 4, tiles)), block = dim3(256), dynamic smem = 0,
//           with tiles = (M / T) * (N / T); each block walks output tiles tile, tile + gridDim.x, ...
// Params  : A, B inputs; C output; M, N, K sizes; tiles = (M / T) * (N / T).
// Limits  : M, N and K multiples of 16.
// Shape   : 16x16 tiles, one output per thread. A persistent outer loop runs the K-loop once per
//           output tile; after the K-loop the A tile is reused as a staging area for C (a padded
//           16x17 tile, so the transposed write is conflict-free). The B load carries a subset
//           guard (`if (ty < T)`), as kernels with fewer loading threads than rows do.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K,(M/16)*(N/16) grid=min(SMS*4,(M/16)*(N/16)) block=256 multiple=16,16,16
#define T 16
__global__ void __launch_bounds__(256)
sgemm_persistent(const float *__restrict__ A, const float *__restrict__ B, float *C, int M, int N,
                 int K, int tiles) {
  __shared__ float As[2][T][T + 1];
  __shared__ float Bs[2][T][T];
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    const int row0 = (tile / (N / T)) * T, col0 = (tile % (N / T)) * T;
    float acc = 0.0f;
    // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
    // Shared memory per block: 2112 -> 4224 bytes (sm_86: 6 -> 6 blocks/SM).
    // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
    // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
    // per iteration is enough: the stage being filled was last read in iteration t-1, before that
    // iteration's barrier; after the wait and the barrier every thread's copies are visible.
    {
      int k0 = 0;
      if (k0 < K) {
        int kp_stage = 0;
        // prologue: tile 0 into stage 0
        __pipeline_memcpy_async(&(As[0][ty][tx]), &(A[(row0 + ty) * K + k0 + tx]), 4);
        if (ty < T) __pipeline_memcpy_async(&(Bs[0][ty][tx]), &(B[(k0 + ty) * N + col0 + tx]), 4);
        __pipeline_commit();
        __pipeline_wait_prior(0);
        __syncthreads();
        for (; (k0 + T) < K; k0 += T) {
          // tile t+1: async copies into the other stage, issued before the compute
          __pipeline_memcpy_async(&(As[kp_stage ^ 1][ty][tx]), &(A[(row0 + ty) * K + (k0 + T) + tx]), 4);
          if (ty < T) __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][ty][tx]), &(B[((k0 + T) + ty) * N + col0 + tx]), 4);
          __pipeline_commit();
          // tile t: compute on the current stage while the copies are in flight
          for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
          __pipeline_wait_prior(0);
          __syncthreads();
          kp_stage ^= 1;
        }
        // epilogue: the last tile
        for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        __syncthreads();
      }
    }
    // Stage the tile of C through shared memory (transposed and back).
    As[0][tx][ty] = acc;
    __syncthreads();
    C[(row0 + ty) * N + col0 + tx] = As[0][tx][ty];
    __syncthreads();
  }
}
