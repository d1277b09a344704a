// Inline PTX as hand-written tensor-core kernels spell it: the registers through file-scope
// aliases (`using FragA = uint32_t[4];`, `typedef uint32_t frag_b_t[2];`, `typedef __nv_bfloat16
// elem_t;`) and an `mma.sync` macro whose opcode and operands are two string literals with no space
// between them (`"...f32" "{%0, %1, %2, %3}, ..."` is `f32{%0, ...`). Written for kpipe's tests.
#include <cuda_bf16.h>
#include <cstdint>

using FragA = uint32_t[4];
typedef uint32_t frag_b_t[2];
typedef __nv_bfloat16 elem_t;

#define MMA16816(D, A, B)                                                                  \
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32"                         \
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"               \
               : "+f"(D[0]), "+f"(D[1]), "+f"(D[2]), "+f"(D[3])                                \
               : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]))

__global__ void __launch_bounds__(128)
bf16_gemm_aliases(const __nv_bfloat16 *__restrict__ A, const __nv_bfloat16 *__restrict__ B,
             float *__restrict__ C, int M, int N, int K) {
  __shared__ __align__(16) elem_t sA[64 * 32];
  __shared__ __align__(16) elem_t sB[64 * 32];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int lane = tid % 32;
  const int wm = warp / 2;  // rows wm*32 .. +31
  const int wn = warp % 2;  // cols wn*32 .. +31
  const int bm = blockIdx.y * 64;
  const int bn = blockIdx.x * 64;

  float acc[2][4][4] = {};  // [m16 tile][n8 tile][c0..c3]

  for (int k0 = 0; k0 < K; k0 += 32) {
    // 64 rows x 32 bf16 = 256 chunks of 8 per tile: 2 per thread.
#pragma unroll
    for (int i = 0; i < 2; ++i) {
      const int chunk = tid + i * 128;
      const int r = chunk / 4;
      const int c = (chunk % 4) * 8;
      *reinterpret_cast<uint4 *>(&sA[r * 32 + c]) =
          *reinterpret_cast<const uint4 *>(&A[(bm + r) * K + k0 + c]);
      *reinterpret_cast<uint4 *>(&sB[r * 32 + c]) =
          *reinterpret_cast<const uint4 *>(&B[(bn + r) * K + k0 + c]);
    }
    __syncthreads();

#pragma unroll
    for (int kk = 0; kk < 32; kk += 16) {
      FragA a[2];
      frag_b_t b[4];
#pragma unroll
      for (int mi = 0; mi < 2; ++mi) {
        const int row = wm * 32 + mi * 16 + (lane % 16);
        const int col = kk + (lane / 16) * 8;
        const uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(&sA[row * 32 + col]));
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                     : "=r"(a[mi][0]), "=r"(a[mi][1]), "=r"(a[mi][2]), "=r"(a[mi][3])
                     : "r"(addr));
      }
#pragma unroll
      for (int nj = 0; nj < 2; ++nj) {
        // matrices: (n 0-7, k+0), (n 0-7, k+8), (n 8-15, k+0), (n 8-15, k+8)
        const int row = wn * 32 + nj * 16 + (lane % 8) + (lane / 16) * 8;
        const int col = kk + ((lane / 8) % 2) * 8;
        const uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(&sB[row * 32 + col]));
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                     : "=r"(b[2 * nj][0]), "=r"(b[2 * nj][1]), "=r"(b[2 * nj + 1][0]),
                       "=r"(b[2 * nj + 1][1])
                     : "r"(addr));
      }
#pragma unroll
      for (int mi = 0; mi < 2; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni) MMA16816(acc[mi][ni], a[mi], b[ni]);
    }
    __syncthreads();
  }

  // c0,c1 at (row g, cols 2q, 2q+1), c2,c3 at row g+8, with g = lane / 4 and q = lane % 4.
#pragma unroll
  for (int mi = 0; mi < 2; ++mi) {
#pragma unroll
    for (int ni = 0; ni < 4; ++ni) {
      const int row = bm + wm * 32 + mi * 16 + lane / 4;
      const int col = bn + wn * 32 + ni * 8 + (lane % 4) * 2;
      C[row * N + col] = acc[mi][ni][0];
      C[row * N + col + 1] = acc[mi][ni][1];
      C[(row + 8) * N + col] = acc[mi][ni][2];
      C[(row + 8) * N + col + 1] = acc[mi][ni][3];
    }
  }
}

void launch_bf16_gemm_aliases(const __nv_bfloat16 *A, const __nv_bfloat16 *B, float *C, int M, int N,
                         int K, cudaStream_t stream) {
  dim3 grid(N / 64, M / 64);
  bf16_gemm_aliases<<<grid, 128, 0, stream>>>(A, B, C, M, N, K);
}
