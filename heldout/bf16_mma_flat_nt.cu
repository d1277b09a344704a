// bf16 mma.sync GEMM (NT): C[m][n] = sum_k A[m][k] * B[n][k]; A M x K, B N x K, both row-major bf16;
// C float. 64x64x32 tiles in flat shared arrays, 4 warps (2 x 2), each 32x32: 2 m16 x 4 n8 mma tiles.
#include <cuda_bf16.h>
#include <cstdint>

__device__ __forceinline__ void ldsm_x4(uint32_t &r0, uint32_t &r1, uint32_t &r2, uint32_t &r3,
                                        const void *p) {
  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(p));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
               : "r"(a));
}

__device__ __forceinline__ void mma_bf16(float *c, const uint32_t *a, uint32_t b0, uint32_t b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};\n"
      : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

__global__ void __launch_bounds__(128)
gemm_bf16_nt(const __nv_bfloat16 *__restrict__ A, const __nv_bfloat16 *__restrict__ B,
             float *__restrict__ C, int M, int N, int K) {
  __shared__ __align__(16) __nv_bfloat16 sA[64 * 32];
  __shared__ __align__(16) __nv_bfloat16 sB[64 * 32];
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const int wm = warp >> 1, wn = warp & 1;
  const int m0 = blockIdx.y * 64, n0 = blockIdx.x * 64;
  float acc[2][4][4];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 4; ++j)
      for (int e = 0; e < 4; ++e) acc[i][j][e] = 0.f;

  for (int k0 = 0; k0 < K; k0 += 32) {
    // 64 rows x 32 cols = 256 chunks of 8 per operand: 2 per thread.
    for (int i = 0; i < 2; ++i) {
      int c = tid + i * 128;
      int r = c >> 2, col = (c & 3) * 8;
      *reinterpret_cast<int4 *>(&sA[r * 32 + col]) =
          *reinterpret_cast<const int4 *>(&A[(size_t)(m0 + r) * K + k0 + col]);
      *reinterpret_cast<int4 *>(&sB[r * 32 + col]) =
          *reinterpret_cast<const int4 *>(&B[(size_t)(n0 + r) * K + k0 + col]);
    }
    __syncthreads();
    for (int kk = 0; kk < 32; kk += 16) {
      uint32_t af[2][4], bf[4][2];
      for (int mi = 0; mi < 2; ++mi)
        ldsm_x4(af[mi][0], af[mi][1], af[mi][2], af[mi][3],
                &sA[(wm * 32 + mi * 16 + (lane & 15)) * 32 + kk + (lane >> 4) * 8]);
      for (int nj = 0; nj < 2; ++nj)
        ldsm_x4(bf[2 * nj][0], bf[2 * nj][1], bf[2 * nj + 1][0], bf[2 * nj + 1][1],
                &sB[(wn * 32 + nj * 16 + (lane & 7) + (lane >> 4) * 8) * 32 + kk + ((lane >> 3) & 1) * 8]);
      for (int mi = 0; mi < 2; ++mi)
        for (int ni = 0; ni < 4; ++ni) mma_bf16(acc[mi][ni], af[mi], bf[ni][0], bf[ni][1]);
    }
    __syncthreads();
  }
  for (int mi = 0; mi < 2; ++mi)
    for (int ni = 0; ni < 4; ++ni) {
      int row = m0 + wm * 32 + mi * 16 + (lane >> 2);
      int col = n0 + wn * 32 + ni * 8 + (lane & 3) * 2;
      C[(size_t)row * N + col] = acc[mi][ni][0];
      C[(size_t)row * N + col + 1] = acc[mi][ni][1];
      C[(size_t)(row + 8) * N + col] = acc[mi][ni][2];
      C[(size_t)(row + 8) * N + col + 1] = acc[mi][ni][3];
    }
}
