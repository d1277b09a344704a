// Refused as already pipelined: cp.async in the ring order (wait for tile t and meet at the barrier,
// then copy tile t+1 into the other buffer and compute on tile t), which overlaps copies with compute.
#include <cuda_pipeline.h>
#define TILE 16
__global__ void sgemm_async_ring(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  int s = 0;
  __pipeline_memcpy_async(&As[0][ty][tx], &A[row * K + tx], 4);
  __pipeline_memcpy_async(&Bs[0][ty][tx], &B[ty * N + col], 4);
  __pipeline_commit();
  for (int k0 = 0; k0 < K; k0 += TILE) {
    __pipeline_wait_prior(0);
    __syncthreads();
    if (k0 + TILE < K) {
      __pipeline_memcpy_async(&As[s ^ 1][ty][tx], &A[row * K + k0 + TILE + tx], 4);
      __pipeline_memcpy_async(&Bs[s ^ 1][ty][tx], &B[(k0 + TILE + ty) * N + col], 4);
    }
    __pipeline_commit();
    for (int k = 0; k < TILE; ++k) acc += As[s][ty][k] * Bs[s][k][tx];
    s ^= 1;
  }
  C[row * N + col] = acc;
}
