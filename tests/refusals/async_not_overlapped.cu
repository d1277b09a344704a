// Refused with its own message: cuda::memcpy_async through a cuda::pipeline, waited for at once (async,
// not overlapped). kpipe reads `__pipeline_memcpy_async` and inline `cp.async` copies as tile copies
// and pipelines such loops; the cuda::pipeline form is not read yet, and the refusal says so.
#include <cuda/pipeline>
#define TILE 16
__global__ void sgemm_async_pipeline(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    pipe.producer_acquire();
    cuda::memcpy_async(&As[ty][tx], &A[row * K + k0 + tx], sizeof(float), pipe);
    cuda::memcpy_async(&Bs[ty][tx], &B[(k0 + ty) * N + col], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    pipe.consumer_release();
    __syncthreads();
  }
  C[row * N + col] = acc;
}
