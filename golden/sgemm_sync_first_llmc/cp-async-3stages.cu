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
  __shared__ float lhs_s[3][64][32];
  __shared__ float rhs_s[3][64][32];
  inp += bt * C;
  weight += oc * C;
  float vals[4][4] = {};
  int si_start = 4 * (16 * threadIdx.y + threadIdx.x);
  // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
  // Shared memory per block: 16384 -> 49152 bytes (sm_86: 5 -> 2 blocks/SM).
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
    int so = 0;
    if (so < C) {
      // the K-loop's leading barrier (its body is sync; loads; sync; compute), first iteration
      __syncthreads();
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
      // tile 1 into stage 1, if it exists
      if ((so + 32) < C) {
        int xmod8 = threadIdx.x % 8;
        int xby8 = threadIdx.x / 8;
        int xo = 4 * xmod8;
        for (int i = 0; i < 2; ++i) {
          int y = 32 * i + 2 * threadIdx.y + xby8;
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&lhs_s[1][y][xo])), &(*reinterpret_cast<const float4 *>(&inp[y * C + (so + 32) + xo])), 16);
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&rhs_s[1][y][xo])), &(*reinterpret_cast<const float4 *>(&weight[y * C + (so + 32) + xo])), 16);
        }
      }
      __pipeline_commit();
      int kp_stage = 0;
      int kp_fill = 2;
      for (; so < C; so += 32) {
        // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
        __pipeline_wait_prior(1);
        __syncthreads();
        // tile t+2, if it exists: async copies into the freed stage, issued before the compute
        if ((so + 64) < C) {
          int xmod8 = threadIdx.x % 8;
          int xby8 = threadIdx.x / 8;
          int xo = 4 * xmod8;
          for (int i = 0; i < 2; ++i) {
            int y = 32 * i + 2 * threadIdx.y + xby8;
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&lhs_s[kp_fill][y][xo])), &(*reinterpret_cast<const float4 *>(&inp[y * C + (so + 64) + xo])), 16);
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&rhs_s[kp_fill][y][xo])), &(*reinterpret_cast<const float4 *>(&weight[y * C + (so + 64) + xo])), 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on its stage while the copies are in flight
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
        kp_fill = kp_stage;
        kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
      }
      // the groups still pending are empty; the original's barrier after the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      out[(bt + 4 * threadIdx.x + i) * OC + oc + 4 * threadIdx.y + j] = vals[i][j];
    }
  }
}
