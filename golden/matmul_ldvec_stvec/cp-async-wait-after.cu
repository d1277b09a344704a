// matmul_ldvec_stvec.cu -- out = inp * weight^T, fp32 (llm.c's matmul_forward_kernel4 style).
//
// Layouts : inp is M x K row-major (llm.c's B*T x C), weight is N x K row-major (OC x C), so
//           B = weight^T is stored column-major; out is M x N row-major.
// Launch  : grid  = dim3(M / 64, N / 64), block = dim3(16, 16), dynamic smem = 0.
// Params  : out output; inp, weight inputs; C = K (input channels), OC = N (output channels).
// Limits  : M and N multiples of 64, K a multiple of 32; 16-byte aligned pointers.
// Shape   : llm.c's `ld_vec`/`st_vec` __device__ helpers move every float4: the load phase is
//           `st_vec(&lhs_s[y][xo], ld_vec(inp + y * C + so + xo));` in a two-trip loop, and
//           the compute reads the tiles with ld_vec too. Pointer bumps before the loop, the
//           element offset `so` used directly in the addresses. Loads first (llm.c's own kernel
//           syncs first and has 32 KB of tiles; this one keeps 16 KB so two stages fit).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:col c=f32 args=C,A,B,K,N grid=M/64,N/64 block=16,16 multiple=64,64,32

#include <cuda_runtime.h>
#include <cuda_pipeline.h>

__device__ float4 ld_vec(const float* address) {
    return *reinterpret_cast<const float4*>(address);
}

__device__ void st_vec(float* address, float4 val) {
    *reinterpret_cast<float4*>(address) = val;
}

__global__ void __launch_bounds__(16 * 16) matmul_forward_ldvec(float* out, const float* inp,
                                                              const float* weight, int C, int OC) {
    // each thread computes 4x4 outputs; each block 64 x 64
    __shared__ float lhs_s[2][64][32];
    __shared__ float rhs_s[2][64][32];

    inp += 64 * blockIdx.x * C;
    weight += 64 * blockIdx.y * C;
    out += 64 * blockIdx.x * OC + 64 * blockIdx.y;

    float vals[4][4] = {};
    const int tid = threadIdx.y * 16 + threadIdx.x;

    // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
    // Shared memory per block: 16384 -> 32768 bytes (sm_86: 5 -> 3 blocks/SM).
    // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
    // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
    // per iteration is enough: the stage being filled was last read in iteration t-1, before that
    // iteration's barrier; after the wait and the barrier every thread's copies are visible.
    {
        int so = 0;
        if (so < C) {
            int kp_stage = 0;
            // prologue: tile 0 into stage 0
            {
                for (int i = 0; i < 2; ++i) {
                    int idx = tid + i * 256;
                    int y = idx / 8;
                    int xo = 4 * (idx % 8);
                    __pipeline_memcpy_async(&lhs_s[0][y][xo], inp + y * C + so + xo, 16);
                    __pipeline_memcpy_async(&rhs_s[0][y][xo], weight + y * C + so + xo, 16);
                }
            }
            __pipeline_commit();
            __pipeline_wait_prior(0);
            __syncthreads();
            for (; (so + 32) < C; so += 32) {
                // tile t+1: async copies into the other stage, issued before the compute
                {
                    for (int i = 0; i < 2; ++i) {
                        int idx = tid + i * 256;
                        int y = idx / 8;
                        int xo = 4 * (idx % 8);
                        __pipeline_memcpy_async(&lhs_s[kp_stage ^ 1][y][xo], inp + y * C + (so + 32) + xo, 16);
                        __pipeline_memcpy_async(&rhs_s[kp_stage ^ 1][y][xo], weight + y * C + (so + 32) + xo, 16);
                    }
                }
                __pipeline_commit();
                // tile t: compute on the current stage while the copies are in flight
                for (int si = 0; si < 32; si += 4) {
                    float4 rhs[4];
                    for (int u = 0; u < 4; ++u) {
                        rhs[u] = ld_vec(&rhs_s[kp_stage][u + 4 * threadIdx.y][si]);
                    }
                    for (int ii = 0; ii < 4; ++ii) {
                        float4 lhs = ld_vec(&lhs_s[kp_stage][ii + 4 * threadIdx.x][si]);
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
            for (int si = 0; si < 32; si += 4) {
                float4 rhs[4];
                for (int u = 0; u < 4; ++u) {
                    rhs[u] = ld_vec(&rhs_s[kp_stage][u + 4 * threadIdx.y][si]);
                }
                for (int ii = 0; ii < 4; ++ii) {
                    float4 lhs = ld_vec(&lhs_s[kp_stage][ii + 4 * threadIdx.x][si]);
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
        float4 result;
        result.x = vals[i][0];
        result.y = vals[i][1];
        result.z = vals[i][2];
        result.w = vals[i][3];
        st_vec(out + (4 * threadIdx.x + i) * OC + 4 * threadIdx.y, result);
    }
}
