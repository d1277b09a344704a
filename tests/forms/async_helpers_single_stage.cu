// A single-stage cp.async loop written through helpers of the file: copy, commit, wait for
// every group, barrier, compute, barrier. Nothing overlaps: kpipe pipelines it (the helpers
// are read as the asm they hold, not by their names).
#include <cuda_fp16.h>
#include <cstdint>

#define TILE_M 64
#define TILE_N 64
#define TILE_K 32
#define THREADS 256

__device__ __forceinline__ void cp_async_16(void *shared_dst, const void *global_src) {
  uint32_t address = static_cast<uint32_t>(__cvta_generic_to_shared(shared_dst));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(address), "l"(global_src));
}
__device__ __forceinline__ void cp_async_commit_group() { asm volatile("cp.async.commit_group;\n" ::); }
template <int PENDING>
__device__ __forceinline__ void cp_async_wait_group() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(PENDING));
}

// Rows of 8-half chunks: each thread copies chunk c of the tile.
__device__ void copy_tile(const half *global, half *tile, int ld, int rows) {
  for (int c = threadIdx.x; c < rows * TILE_K / 8; c += THREADS) {
    int row = c / (TILE_K / 8), col = (c % (TILE_K / 8)) * 8;
    cp_async_16(&tile[row * TILE_K + col], &global[row * ld + col]);
  }
}

__global__ void __launch_bounds__(THREADS)
hgemm_async_helpers(const half *A, const half *B, float *C, int M, int N, int K) {
  extern __shared__ __align__(16) half smem[];
  half *As = smem;
  half *Bs = smem + TILE_M * TILE_K;
  const half *a = A + blockIdx.y * TILE_M * K;
  const half *b = B + blockIdx.x * TILE_N * K;  // B stored N x K
  int row = threadIdx.x / 4, col = threadIdx.x % 64;
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += TILE_K) {
    copy_tile(a + k0, As, K, TILE_M);
    copy_tile(b + k0, Bs, K, TILE_N);
    cp_async_commit_group();
    cp_async_wait_group<0>();
    __syncthreads();
    for (int k = 0; k < TILE_K; ++k)
      acc += __half2float(As[(row % TILE_M) * TILE_K + k]) * __half2float(Bs[col * TILE_K + k]);
    __syncthreads();
  }
  if (row < TILE_M)
    C[(blockIdx.y * TILE_M + row) * N + blockIdx.x * TILE_N + col] += acc;
}

void launch_hgemm_async_helpers(const half *A, const half *B, float *C, int M, int N, int K) {
  dim3 grid(N / TILE_N, M / TILE_M);
  size_t bytes = (TILE_M + TILE_N) * TILE_K * sizeof(half);
  hgemm_async_helpers<<<grid, THREADS, bytes>>>(A, B, C, M, N, K);
}
