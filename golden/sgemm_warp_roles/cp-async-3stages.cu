#include <cuda_pipeline.h>
// sgemm_warp_roles.cu -- C = A * B, fp32, warp-specialised loads.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 64, M / 64), block = dim3(256), dynamic smem = 0.
// Params  : A, B inputs; C output; M, N, K sizes.
// Limits  : M and N multiples of 64, K a multiple of 16; 16-byte aligned pointers.
// Shape   : BM=BN=64, BK=16, 4x4 outputs per thread. Warps 0-3 load the A tile, warps 4-7 the B
//           tile (2 float4 each, through FETCH_FLOAT4-style macros); every warp computes.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=256 multiple=64,64,16
#define FETCH_FLOAT4(p) (reinterpret_cast<float4 *>(&(p))[0])
#define CFETCH_FLOAT4(p) (reinterpret_cast<const float4 *>(&(p))[0])
constexpr int BM = 64, BN = 64, BK = 16, THREADS = 256;
__global__ void __launch_bounds__(THREADS)
sgemm_warp_roles(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C,
                 int M, int N, int K) {
  __shared__ __align__(16) float As[3][BM][BK];
  __shared__ __align__(16) float Bs[3][BK][BN];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  float acc[4][4] = {};
  // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 24576 bytes (sm_86: 6 -> 4 blocks/SM).
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
      {
        if (warp < 4) {
#pragma unroll
          for (int j = 0; j < 2; ++j) {
            const int i = (warp * 32 + lane) + j * 128;  // 256 float4 in the A tile
            const int r = i / (BK / 4), c = (i % (BK / 4)) * 4;
            __pipeline_memcpy_async(&(FETCH_FLOAT4(As[0][r][c])), &(CFETCH_FLOAT4(A[(bm + r) * K + k0 + c])), 16);
          }
        } else {
#pragma unroll
          for (int j = 0; j < 2; ++j) {
            const int i = ((warp - 4) * 32 + lane) + j * 128;  // 256 float4 in the B tile
            const int r = i / (BN / 4), c = (i % (BN / 4)) * 4;
            __pipeline_memcpy_async(&(FETCH_FLOAT4(Bs[0][r][c])), &(CFETCH_FLOAT4(B[(k0 + r) * N + bn + c])), 16);
          }
        }
      }
      __pipeline_commit();
      // tile 1 into stage 1, if it exists
      if ((k0 + BK) < K) {
        if (warp < 4) {
#pragma unroll
          for (int j = 0; j < 2; ++j) {
            const int i = (warp * 32 + lane) + j * 128;  // 256 float4 in the A tile
            const int r = i / (BK / 4), c = (i % (BK / 4)) * 4;
            __pipeline_memcpy_async(&(FETCH_FLOAT4(As[1][r][c])), &(CFETCH_FLOAT4(A[(bm + r) * K + (k0 + BK) + c])), 16);
          }
        } else {
#pragma unroll
          for (int j = 0; j < 2; ++j) {
            const int i = ((warp - 4) * 32 + lane) + j * 128;  // 256 float4 in the B tile
            const int r = i / (BN / 4), c = (i % (BN / 4)) * 4;
            __pipeline_memcpy_async(&(FETCH_FLOAT4(Bs[1][r][c])), &(CFETCH_FLOAT4(B[((k0 + BK) + r) * N + bn + c])), 16);
          }
        }
      }
      __pipeline_commit();
      int kp_stage = 0;
      int kp_fill = 2;
      for (; k0 < K; k0 += BK) {
        // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
        __pipeline_wait_prior(1);
        __syncthreads();
        // tile t+2, if it exists: async copies into the freed stage, issued before the compute
        if ((k0 + 2 * (BK)) < K) {
          if (warp < 4) {
#pragma unroll
            for (int j = 0; j < 2; ++j) {
              const int i = (warp * 32 + lane) + j * 128;  // 256 float4 in the A tile
              const int r = i / (BK / 4), c = (i % (BK / 4)) * 4;
              __pipeline_memcpy_async(&(FETCH_FLOAT4(As[kp_fill][r][c])), &(CFETCH_FLOAT4(A[(bm + r) * K + (k0 + 2 * (BK)) + c])), 16);
            }
          } else {
#pragma unroll
            for (int j = 0; j < 2; ++j) {
              const int i = ((warp - 4) * 32 + lane) + j * 128;  // 256 float4 in the B tile
              const int r = i / (BN / 4), c = (i % (BN / 4)) * 4;
              __pipeline_memcpy_async(&(FETCH_FLOAT4(Bs[kp_fill][r][c])), &(CFETCH_FLOAT4(B[((k0 + 2 * (BK)) + r) * N + bn + c])), 16);
            }
          }
        }
        __pipeline_commit();
        // tile t: compute on its stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k)
#pragma unroll
          for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j)
              acc[i][j] += As[kp_stage][(tid / 16) * 4 + i][k] * Bs[kp_stage][k][(tid % 16) * 4 + j];
        kp_fill = kp_stage;
        kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
      }
      // the groups still pending are empty; the original's barrier after the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      C[(bm + (tid / 16) * 4 + i) * N + bn + (tid % 16) * 4 + j] = acc[i][j];
}
