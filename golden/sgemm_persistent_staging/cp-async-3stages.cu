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
  __shared__ float As[3][T][T + 1];
  __shared__ float Bs[3][T][T];
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    const int row0 = (tile / (N / T)) * T, col0 = (tile % (N / T)) * T;
    float acc = 0.0f;
    // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
    // Shared memory per block: 2112 -> 6336 bytes (sm_86: 6 -> 6 blocks/SM).
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
      int k0 = 0;
      if (k0 < K) {
        // prologue: tile 0 into stage 0
        __pipeline_memcpy_async(&(As[0][ty][tx]), &(A[(row0 + ty) * K + k0 + tx]), 4);
        if (ty < T) __pipeline_memcpy_async(&(Bs[0][ty][tx]), &(B[(k0 + ty) * N + col0 + tx]), 4);
        __pipeline_commit();
        // tile 1 into stage 1, if it exists
        if ((k0 + T) < K) {
          __pipeline_memcpy_async(&(As[1][ty][tx]), &(A[(row0 + ty) * K + (k0 + T) + tx]), 4);
          if (ty < T) __pipeline_memcpy_async(&(Bs[1][ty][tx]), &(B[((k0 + T) + ty) * N + col0 + tx]), 4);
        }
        __pipeline_commit();
        int kp_stage = 0;
        int kp_fill = 2;
        for (; k0 < K; k0 += T) {
          // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
          __pipeline_wait_prior(1);
          __syncthreads();
          // tile t+2, if it exists: async copies into the freed stage, issued before the compute
          if ((k0 + 2 * (T)) < K) {
            __pipeline_memcpy_async(&(As[kp_fill][ty][tx]), &(A[(row0 + ty) * K + (k0 + 2 * (T)) + tx]), 4);
            if (ty < T) __pipeline_memcpy_async(&(Bs[kp_fill][ty][tx]), &(B[((k0 + 2 * (T)) + ty) * N + col0 + tx]), 4);
          }
          __pipeline_commit();
          // tile t: compute on its stage while the copies are in flight
          for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
          kp_fill = kp_stage;
          kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
        }
        // the groups still pending are empty; the original's barrier after the last tile
        __pipeline_wait_prior(0);
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
