#include <cuda_pipeline.h>
// sgemm_sync_first_llmc.cu -- out = inp * weight^T, fp32 (llm.c matmul_forward kernel style).
//
// Layouts : inp is M x K row-major (M = B*T rows of C = K channels), weight is N x K row-major
//           (OC = N output channels; B of the GEMM stored N x K), out is M x N row-major.
// Launch  : grid  = dim3(M / 64, N / 64), block = dim3(16, 16), dynamic shared memory = 0.
// Params  : out output; inp and weight inputs; C = K channels; OC = N output channels.
// Limits  : M, N multiples of 64, K a multiple of 32.
// Shape   : 64x64 outputs per block, 4x4 per thread, tiles of 64 rows x 32 floats (8 KB each;
//           32 KB in all with two stages), float4 loads in a two-trip cooperative loop. The
//           K-loop body is sync-first, as in llm.c: `__syncthreads(); loads; __syncthreads();
//           compute;` (the leading barrier keeps the loads from overwriting tiles the previous
//           iteration still reads). The compute walks each row from a per-thread rotation
//           (`si % 32`) to spread shared-memory banks.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:col c=f32 args=C,A,B,K,N grid=M/64,N/64 block=16,16 multiple=64,64,32

__device__ __forceinline__ float4 ld_vec(const float *address) {
  return *reinterpret_cast<const float4 *>(address);
}

__global__ void matmul_forward_sync_first(float *out, const float *inp, const float *weight,
                                          int C, int OC) {
  // out is (B*T, OC); inp is (B*T, C); weight is (OC, C).
  int oc = 64 * blockIdx.y;
  int bt = 64 * blockIdx.x;
  __shared__ float lhs_s[2][64][32];
  __shared__ float rhs_s[2][64][32];
  inp += bt * C;
  weight += oc * C;
  float vals[4][4] = {};
  int si_start = 4 * (16 * threadIdx.y + threadIdx.x);
  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
  // Shared memory per block: 16384 -> 32768 bytes (sm_86: 5 -> 3 blocks/SM).
  // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
  // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
  // per iteration is enough: the stage being filled was last read in iteration t-1, before that
  // iteration's barrier; after the wait and the barrier every thread's copies are visible.
  {
    int so = 0;
    if (so < C) {
      // the K-loop's leading barrier (its body is sync; loads; sync; compute), first iteration
      __syncthreads();
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        int xmod8 = threadIdx.x % 8;
        int xby8 = threadIdx.x / 8;
        int xo = 4 * xmod8;
        for (int i = 0; i < 2; ++i) {
          int y = 32 * i + 2 * threadIdx.y + xby8;
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&lhs_s[0][y][xo])), &(*reinterpret_cast<const float4 *>(&inp[y * C + so + xo])), 16);
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&rhs_s[0][y][xo])), &(*reinterpret_cast<const float4 *>(&weight[y * C + so + xo])), 16);
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(0);
      __syncthreads();
      for (; (so + 32) < C; so += 32) {
        // tile t+1: async copies into the other stage, issued before the compute
        {
          int xmod8 = threadIdx.x % 8;
          int xby8 = threadIdx.x / 8;
          int xo = 4 * xmod8;
          for (int i = 0; i < 2; ++i) {
            int y = 32 * i + 2 * threadIdx.y + xby8;
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&lhs_s[kp_stage ^ 1][y][xo])), &(*reinterpret_cast<const float4 *>(&inp[y * C + (so + 32) + xo])), 16);
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&rhs_s[kp_stage ^ 1][y][xo])), &(*reinterpret_cast<const float4 *>(&weight[y * C + (so + 32) + xo])), 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
        for (int si = si_start; si < si_start + 32; si += 4) {
          float4 rhs[4];
          for (int u = 0; u < 4; ++u) {
            rhs[u] = ld_vec(&rhs_s[kp_stage][u + 4 * threadIdx.y][si % 32]);
          }
          for (int ii = 0; ii < 4; ++ii) {
            float4 lhs = ld_vec(&lhs_s[kp_stage][ii + 4 * threadIdx.x][si % 32]);
            for (int ji = 0; ji < 4; ++ji) {
              vals[ii][ji] += lhs.x * rhs[ji].x;
              vals[ii][ji] += lhs.y * rhs[ji].y;
              vals[ii][ji] += lhs.z * rhs[ji].z;
              vals[ii][ji] += lhs.w * rhs[ji].w;
            }
          }
        }
        __pipeline_wait_prior(0);
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      for (int si = si_start; si < si_start + 32; si += 4) {
        float4 rhs[4];
        for (int u = 0; u < 4; ++u) {
          rhs[u] = ld_vec(&rhs_s[kp_stage][u + 4 * threadIdx.y][si % 32]);
        }
        for (int ii = 0; ii < 4; ++ii) {
          float4 lhs = ld_vec(&lhs_s[kp_stage][ii + 4 * threadIdx.x][si % 32]);
          for (int ji = 0; ji < 4; ++ji) {
            vals[ii][ji] += lhs.x * rhs[ji].x;
            vals[ii][ji] += lhs.y * rhs[ji].y;
            vals[ii][ji] += lhs.z * rhs[ji].z;
            vals[ii][ji] += lhs.w * rhs[ji].w;
          }
        }
      }
      __syncthreads();
    }
  }
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      out[(bt + 4 * threadIdx.x + i) * OC + oc + 4 * threadIdx.y + j] = vals[i][j];
    }
  }
}
