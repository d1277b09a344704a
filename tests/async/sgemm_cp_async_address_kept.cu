// Inline cp.async copies as tensor-core projects write them: the shared address kept in a
// variable, an L2 prefetch hint and the size as an "n" operand; copy, commit, wait 0, barrier,
// compute (async, not overlapped).
#include <cuda_runtime.h>
#define T 32
__global__ void sgemm_async(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x % 8, ty = threadIdx.x / 8;
  int row = blockIdx.y * T, col = blockIdx.x * T;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int k0 = 0; k0 < K; k0 += T) {
    unsigned a_addr = __cvta_generic_to_shared(&As[ty][tx * 4]);
    unsigned b_addr = __cvta_generic_to_shared(&Bs[ty][tx * 4]);
    asm volatile("cp.async.ca.shared.global.L2::128B [%0], [%1], %2;\n" ::"r"(a_addr), "l"(&A[(row + ty) * K + k0 + tx * 4]), "n"(16));
    asm volatile("cp.async.ca.shared.global.L2::128B [%0], [%1], %2;\n" ::"r"(b_addr), "l"(&B[(k0 + ty) * N + col + tx * 4]), "n"(16));
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
    for (int k = 0; k < T; ++k)
      for (int j = 0; j < 4; ++j)
        acc[j] += As[ty][k] * Bs[k][tx * 4 + j];
    __syncthreads();
  }
  for (int j = 0; j < 4; ++j)
    C[(row + ty) * N + col + tx * 4 + j] = acc[j];
}
