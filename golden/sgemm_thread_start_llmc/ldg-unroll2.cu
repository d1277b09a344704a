// sgemm_thread_start_llmc.cu -- out = inp * weight^T, fp32 (llm.c matmul_forward kernel 4 loads).
//
// Layouts : inp is M x K row-major (M = B*T rows of C = K channels), weight is N x K row-major
//           (OC = N output channels; B of the GEMM stored N x K), out is M x N row-major.
// Launch  : grid  = dim3(M / 64, N / 64), block = dim3(16, 16), dynamic shared memory = 0.
// Params  : out output; inp and weight inputs; C = K channels; OC = N output channels.
// Limits  : M, N multiples of 64, K a multiple of 32.
// Shape   : 64x64 outputs per block, 4x4 per thread, tiles of 64 rows x 32 floats (8 KB each;
//           32 KB in all with two stages). The loads are llm.c's cooperative loop whose start
//           depends on the thread: `for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32)` with
//           `xby8 = threadIdx.x / 8`, through one-statement `ld_vec`/`st_vec` helpers. The start
//           ranges over [0, 31] in a 16 x 16 block, so every thread runs 2 iterations; kpipe reads
//           that count from the block shape of the directive below (`block=16,16`): there is no
//           __launch_bounds__ and no launch in this file, so the directive is the only fact.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:col c=f32 args=C,A,B,K,N grid=M/64,N/64 block=16,16 multiple=64,64,32

__device__ __forceinline__ float4 ld_vec(const float *address) {
  return *reinterpret_cast<const float4 *>(address);
}

__device__ __forceinline__ void st_vec(float *address, float4 val) {
  *reinterpret_cast<float4 *>(address) = val;
}

__global__ void matmul_forward_thread_start(float *out, const float *inp, const float *weight,
                                            int C, int OC) {
  // out is (B*T, OC); inp is (B*T, C); weight is (OC, C).
  __shared__ float lhs_s[2][64][32];
  __shared__ float rhs_s[2][64][32];
  inp += 64 * blockIdx.x * C;
  weight += 64 * blockIdx.y * C;
  out += 64 * blockIdx.x * OC + 64 * blockIdx.y;
  float vals[4][4] = {};
  int si_start = 4 * (16 * threadIdx.y + threadIdx.x);
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 16384 -> 32768 bytes (sm_86: 5 -> 3 blocks/SM). Prefetch registers: 16 per thread.
  // The steady-state loop is unrolled by 2 (--unroll): each copy of the body names its stage
  // with a constant, which changes nvcc's register allocation and scheduling; measure both.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int so = 0;
    if (so < C) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      // the prefetch registers hold the loads of a 16 x 16 x 1 block (the shape kpipe read the load counts for)
      if (blockDim.x != 16 || blockDim.y != 16 || blockDim.z != 1) __trap();
      {
        int xmod8 = threadIdx.x % 8;
        int xby8 = threadIdx.x / 8;
        int xo = 4 * xmod8;
        for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32) {
          st_vec(&lhs_s[0][y][xo], ld_vec(inp + y * C + so + xo));
          st_vec(&rhs_s[0][y][xo], ld_vec(weight + y * C + so + xo));
        }
      }
      __syncthreads();
      #pragma unroll 2
      for (; (so + 32) < C; so += 32) {
        // tile t+1: global loads into registers, issued before the compute
        float4 kp_next_lhs_s[2];
        float4 kp_next_rhs_s[2];
        {
          int xmod8 = threadIdx.x % 8;
          int xby8 = threadIdx.x / 8;
          int xo = 4 * xmod8;
          #pragma unroll
          for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32) {
            kp_next_lhs_s[(y - (2 * threadIdx.y + xby8)) / (32)] = ld_vec(inp + y * C + (so + 32) + xo);
            kp_next_rhs_s[(y - (2 * threadIdx.y + xby8)) / (32)] = ld_vec(weight + y * C + (so + 32) + xo);
          }
        }
        // tile t: compute on the current stage while the loads are in flight
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
        // tile t+1: registers into the other stage
        {
          int xmod8 = threadIdx.x % 8;
          int xby8 = threadIdx.x / 8;
          int xo = 4 * xmod8;
          #pragma unroll
          for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32) {
            st_vec(&lhs_s[kp_stage ^ 1][y][xo], kp_next_lhs_s[(y - (2 * threadIdx.y + xby8)) / (32)]);
            st_vec(&rhs_s[kp_stage ^ 1][y][xo], kp_next_rhs_s[(y - (2 * threadIdx.y + xby8)) / (32)]);
          }
        }
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
    for (int j = 0; j < 4; j += 4) {
      float4 result;
      result.x = vals[i][j + 0];
      result.y = vals[i][j + 1];
      result.z = vals[i][j + 2];
      result.w = vals[i][j + 3];
      st_vec(out + (4 * threadIdx.x + i) * OC + 4 * threadIdx.y + j, result);
    }
  }
}
