// Launch inference fixture: a bf16 tensor-core GEMM written with inline PTX (ldmatrix.x4 and
// mma.sync.m16n8k16), the way hand-tuned kernels elsewhere write it: flat 1-D shared tiles
// `sA[64 * 32]`, `sB[64 * 32]` (two shapes that pair two ways: BK = 32 or 64), and B stored N x K
// ("NT": C = A * B^T, each row of B is one output column). The K-loop's `k0 < K; k0 += 32` says BK
// = 32 in elements, which settles the pairing; `B[(bn + r) * K + ...]` (row stride K) says B is
// N x K, so `b=bf16:col`. 4 warps in a 2 x 2 grid, each 32 x 32; 16-byte loads, 2 per thread.
//
// The launcher below gives the grid, block and arguments; the layouts still come from inference.
//
// expect: a=bf16:row b=bf16:col c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=128 multiple=64,64,32
// expect-host: a=bf16:row b=bf16:col c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=128 multiple=64,64,32

#include <cuda_bf16.h>
#include <cstdint>

__global__ void __launch_bounds__(128)
bf16_gemm_nt(const __nv_bfloat16 *__restrict__ A, const __nv_bfloat16 *__restrict__ B,
             float *__restrict__ C, int M, int N, int K) {
  __shared__ __align__(16) __nv_bfloat16 sA[64 * 32];
  __shared__ __align__(16) __nv_bfloat16 sB[64 * 32];

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
      uint32_t a[2][4];
      uint32_t b[4][2];
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
        for (int ni = 0; ni < 4; ++ni)
          asm volatile(
              "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
              "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
              : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]),
                "+f"(acc[mi][ni][3])
              : "r"(a[mi][0]), "r"(a[mi][1]), "r"(a[mi][2]), "r"(a[mi][3]), "r"(b[ni][0]),
                "r"(b[ni][1]));
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

void launch_bf16_gemm_nt(const __nv_bfloat16 *A, const __nv_bfloat16 *B, float *C, int M, int N,
                         int K, cudaStream_t stream) {
  dim3 grid(N / 64, M / 64);
  bf16_gemm_nt<<<grid, 128, 0, stream>>>(A, B, C, M, N, K);
}
