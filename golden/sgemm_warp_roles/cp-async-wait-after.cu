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
  __shared__ __align__(16) float As[2][BM][BK];
  __shared__ __align__(16) float Bs[2][BK][BN];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
  float acc[4][4] = {};
  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 6 -> 5 blocks/SM).
  // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
  // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
  // per iteration is enough: the stage being filled was last read in iteration t-1, before that
  // iteration's barrier; after the wait and the barrier every thread's copies are visible.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
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
      __pipeline_wait_prior(0);
      __syncthreads();
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t+1: async copies into the other stage, issued before the compute
        {
          if (warp < 4) {
#pragma unroll
            for (int j = 0; j < 2; ++j) {
              const int i = (warp * 32 + lane) + j * 128;  // 256 float4 in the A tile
              const int r = i / (BK / 4), c = (i % (BK / 4)) * 4;
              __pipeline_memcpy_async(&(FETCH_FLOAT4(As[kp_stage ^ 1][r][c])), &(CFETCH_FLOAT4(A[(bm + r) * K + (k0 + BK) + c])), 16);
            }
          } else {
#pragma unroll
            for (int j = 0; j < 2; ++j) {
              const int i = ((warp - 4) * 32 + lane) + j * 128;  // 256 float4 in the B tile
              const int r = i / (BN / 4), c = (i % (BN / 4)) * 4;
              __pipeline_memcpy_async(&(FETCH_FLOAT4(Bs[kp_stage ^ 1][r][c])), &(CFETCH_FLOAT4(B[((k0 + BK) + r) * N + bn + c])), 16);
            }
          }
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k)
#pragma unroll
          for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j)
              acc[i][j] += As[kp_stage][(tid / 16) * 4 + i][k] * Bs[kp_stage][k][(tid % 16) * 4 + j];
        __pipeline_wait_prior(0);
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BK; ++k)
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
          for (int j = 0; j < 4; ++j)
            acc[i][j] += As[kp_stage][(tid / 16) * 4 + i][k] * Bs[kp_stage][k][(tid % 16) * 4 + j];
      __syncthreads();
    }
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      C[(bm + (tid / 16) * 4 + i) * N + bn + (tid % 16) * 4 + j] = acc[i][j];
}
