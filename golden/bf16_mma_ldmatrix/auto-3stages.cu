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
  extern __shared__ __align__(128) unsigned char kp_smem[];  // kpipe: 61440 bytes at launch, the tiles below
  __nv_bfloat16 (&As)[3][BM][BK + PAD] = *reinterpret_cast<__nv_bfloat16 (*)[3][BM][BK + PAD]>(kp_smem);
  __nv_bfloat16 (&Bs)[3][BN][BK + PAD] = *reinterpret_cast<__nv_bfloat16 (*)[3][BN][BK + PAD]>(kp_smem + 30720);

  const int tid = threadIdx.x;
  const int lane = tid % 32;
  const int warp = tid / 32;
  const int wm = warp / 4;  // 0..1: rows wm*64 .. +63
  const int wn = warp % 4;  // 0..3: cols wn*32 .. +31
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;

  float acc[4][4][4] = {};  // [m16 tile][n8 tile][c0..c3]

  // kpipe: THE LAUNCH MUST CHANGE. This kernel now needs 61440 bytes of dynamic shared memory (was 0), and the file has no launch of `bf16_gemm_nt_mma`:
  // the caller must launch it so:
  //     cudaFuncSetAttribute(bf16_gemm_nt_mma, cudaFuncAttributeMaxDynamicSharedMemorySize, 61440);
  //     bf16_gemm_nt_mma<<<grid, block, 61440>>>(...);
  // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
  // Shared memory per block: 20480 -> 61440 bytes (sm_86: 4 -> 1 blocks/SM).
  // The tiles are in dynamic shared memory (`kp_smem`, 61440 bytes): As at byte 0, 3 x 10240 B; Bs at byte 30720, 3 x 10240 B.
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
    int tile_k = 0;
    if (tile_k < K) {
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
      // tile 1 into stage 1, if it exists
      if ((tile_k + BK) < K) {
#pragma unroll
        for (int i = 0; i < LOADS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BK / 8);        // 0..127
          const int c = (idx % (BK / 8)) * 8;  // 0, 8, 16, 24
          __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[1][r][c])), &(*reinterpret_cast<const int4 *>(&A[(bm + r) * K + (tile_k + BK) + c])), 16);
          __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&Bs[1][r][c])), &(*reinterpret_cast<const int4 *>(&B[(bn + r) * K + (tile_k + BK) + c])), 16);
        }
      }
      __pipeline_commit();
      int kp_stage = 0;
      int kp_fill = 2;
      for (; tile_k < K; tile_k += BK) {
        // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
        __pipeline_wait_prior(1);
        __syncthreads();
        // tile t+2, if it exists: async copies into the freed stage, issued before the compute
        if ((tile_k + 2 * (BK)) < K) {
#pragma unroll
          for (int i = 0; i < LOADS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BK / 8);        // 0..127
            const int c = (idx % (BK / 8)) * 8;  // 0, 8, 16, 24
            __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[kp_fill][r][c])), &(*reinterpret_cast<const int4 *>(&A[(bm + r) * K + (tile_k + 2 * (BK)) + c])), 16);
            __pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&Bs[kp_fill][r][c])), &(*reinterpret_cast<const int4 *>(&B[(bn + r) * K + (tile_k + 2 * (BK)) + c])), 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on its stage while the copies are in flight
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
        kp_fill = kp_stage;
        kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
      }
      // the groups still pending are empty; the original's barrier after the last tile
      __pipeline_wait_prior(0);
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
