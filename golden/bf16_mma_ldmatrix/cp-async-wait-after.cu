// bf16_mma_ldmatrix.cu -- C = A * B^T ("NT" GEMM), bf16 inputs, fp32 accumulate/output.
//
// Layouts : A is M x K bf16 row-major; B is N x K bf16 row-major (each row of B
//           is one output column, i.e. B^T is the K x N operand); C is M x N
//           float row-major: C[m][n] = sum_k A[m][k] * B[n][k].
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 128, M / 128),
//           block = dim3(256) (8 warps), dynamic smem = 0. Needs sm_80+.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 32; 16-byte aligned pointers.
// Shape   : BM=BN=128, BK=32. Both tiles are [128][32 + 8] (80-byte rows:
//           16-byte aligned and conflict-free for ldmatrix). Warps form a
//           2 (M) x 4 (N) grid, each owns 64x32 = 4 (m16) x 4 (n8) mma tiles.
//           A fragments: ldmatrix.x4 on As (row-major 16x16 -> a0..a3).
//           B fragments: ldmatrix.x4 (no .trans) on Bs, which holds B as
//           [n][k]; that is exactly the k-major ("col") B operand of
//           mma.m16n8k16.row.col. Loads: 16-byte int4 copies, 2 per thread.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=bf16:row b=bf16:col c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32

#include <cuda_bf16.h>
#include <cstdint>
#include <cuda_pipeline.h>

#define LDMATRIX_X4(R0, R1, R2, R3, addr)                                        \
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n" \
               : "=r"(R0), "=r"(R1), "=r"(R2), "=r"(R3)                        \
               : "r"(addr))

#define MMA_M16N8K16_BF16(C, A, B0, B1)                                           \
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "            \
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n" \
               : "+f"(C[0]), "+f"(C[1]), "+f"(C[2]), "+f"(C[3])                \
               : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B0), "r"(B1))

constexpr int BM = 128;
constexpr int BN = 128;
constexpr int BK = 32;
constexpr int PAD = 8;
constexpr int THREADS = 256;
constexpr int LOADS = BM * BK / 8 / THREADS;  // int4 chunks per thread per tile: 2

__global__ void __launch_bounds__(THREADS)
bf16_gemm_nt_mma(int M, int N, int K, const __nv_bfloat16 *__restrict__ A,
                 const __nv_bfloat16 *__restrict__ B, float *__restrict__ C) {
  __shared__ __align__(16) __nv_bfloat16 As[2][BM][BK + PAD];
  __shared__ __align__(16) __nv_bfloat16 Bs[2][BN][BK + PAD];

  const int tid = threadIdx.x;
  const int lane = tid % 32;
  const int warp = tid / 32;
  const int wm = warp / 4;  // 0..1: rows wm*64 .. +63
  const int wn = warp % 4;  // 0..3: cols wn*32 .. +31
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;

  float acc[4][4][4] = {};  // [m16 tile][n8 tile][c0..c3]

  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
  // Shared memory per block: 20480 -> 40960 bytes (sm_86: 4 -> 2 blocks/SM).
  // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
  // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
  // per iteration is enough: the stage being filled was last read in iteration t-1, before that
  // iteration's barrier; after the wait and the barrier every thread's copies are visible.
  {
    int tile_k = 0;
    if (tile_k < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < LOADS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BK / 8);        // 0..127
          const int c = (idx % (BK / 8)) * 8;  // 0, 8, 16, 24
          __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[0][r][c])), &(*reinterpret_cast<const int4 *>(&A[(bm + r) * K + tile_k + c])), 16);
          __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&Bs[0][r][c])), &(*reinterpret_cast<const int4 *>(&B[(bn + r) * K + tile_k + c])), 16);
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(0);
      __syncthreads();
      for (; (tile_k + BK) < K; tile_k += BK) {
        // tile t+1: async copies into the other stage, issued before the compute
        {
#pragma unroll
          for (int i = 0; i < LOADS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BK / 8);        // 0..127
            const int c = (idx % (BK / 8)) * 8;  // 0, 8, 16, 24
            __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[kp_stage ^ 1][r][c])), &(*reinterpret_cast<const int4 *>(&A[(bm + r) * K + (tile_k + BK) + c])), 16);
            __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&Bs[kp_stage ^ 1][r][c])), &(*reinterpret_cast<const int4 *>(&B[(bn + r) * K + (tile_k + BK) + c])), 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
          uint32_t af[4][4];
          uint32_t bf[4][2];
#pragma unroll
          for (int mi = 0; mi < 4; ++mi) {
            // lanes 0-15 address rows 0-15 at k+0, lanes 16-31 rows 0-15 at k+8
            const unsigned addr = static_cast<unsigned>(
                __cvta_generic_to_shared(&As[kp_stage][wm * 64 + mi * 16 + (lane % 16)][kk + (lane / 16) * 8]));
            LDMATRIX_X4(af[mi][0], af[mi][1], af[mi][2], af[mi][3], addr);
          }
#pragma unroll
          for (int nj = 0; nj < 2; ++nj) {
            // matrices: (n 0-7, k+0), (n 0-7, k+8), (n 8-15, k+0), (n 8-15, k+8)
            const unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(
                &Bs[kp_stage][wn * 32 + nj * 16 + (lane % 8) + (lane / 16) * 8][kk + ((lane / 8) % 2) * 8]));
            LDMATRIX_X4(bf[2 * nj][0], bf[2 * nj][1], bf[2 * nj + 1][0], bf[2 * nj + 1][1], addr);
          }
#pragma unroll
          for (int mi = 0; mi < 4; ++mi)
#pragma unroll
            for (int ni = 0; ni < 4; ++ni) MMA_M16N8K16_BF16(acc[mi][ni], af[mi], bf[ni][0], bf[ni][1]);
        }
        __pipeline_wait_prior(0);
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int kk = 0; kk < BK; kk += 16) {
        uint32_t af[4][4];
        uint32_t bf[4][2];
#pragma unroll
        for (int mi = 0; mi < 4; ++mi) {
          // lanes 0-15 address rows 0-15 at k+0, lanes 16-31 rows 0-15 at k+8
          const unsigned addr = static_cast<unsigned>(
              __cvta_generic_to_shared(&As[kp_stage][wm * 64 + mi * 16 + (lane % 16)][kk + (lane / 16) * 8]));
          LDMATRIX_X4(af[mi][0], af[mi][1], af[mi][2], af[mi][3], addr);
        }
#pragma unroll
        for (int nj = 0; nj < 2; ++nj) {
          // matrices: (n 0-7, k+0), (n 0-7, k+8), (n 8-15, k+0), (n 8-15, k+8)
          const unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(
              &Bs[kp_stage][wn * 32 + nj * 16 + (lane % 8) + (lane / 16) * 8][kk + ((lane / 8) % 2) * 8]));
          LDMATRIX_X4(bf[2 * nj][0], bf[2 * nj][1], bf[2 * nj + 1][0], bf[2 * nj + 1][1], addr);
        }
#pragma unroll
        for (int mi = 0; mi < 4; ++mi)
#pragma unroll
          for (int ni = 0; ni < 4; ++ni) MMA_M16N8K16_BF16(acc[mi][ni], af[mi], bf[ni][0], bf[ni][1]);
      }
      __syncthreads();
    }
  }

  // Accumulator layout: c0,c1 at (row g, cols 2q, 2q+1), c2,c3 at row g+8,
  // with g = lane / 4 and q = lane % 4.
#pragma unroll
  for (int mi = 0; mi < 4; ++mi) {
#pragma unroll
    for (int ni = 0; ni < 4; ++ni) {
      const int row = bm + wm * 64 + mi * 16 + lane / 4;
      const int col = bn + wn * 32 + ni * 8 + (lane % 4) * 2;
      *reinterpret_cast<float2 *>(&C[row * N + col]) = make_float2(acc[mi][ni][0], acc[mi][ni][1]);
      *reinterpret_cast<float2 *>(&C[(row + 8) * N + col]) = make_float2(acc[mi][ni][2], acc[mi][ni][3]);
    }
  }
}
