// Refused with its own message: cp.async copies waited for at once (async, not overlapped).
#include <cuda_pipeline.h>
#define TILE 16
__global__ void sgemm_async_wait(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    __pipeline_memcpy_async(&As[ty][tx], &A[row * K + k0 + tx], 4);
    __pipeline_memcpy_async(&Bs[ty][tx], &B[(k0 + ty) * N + col], 4);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
