// Refused with its own message: cuda::memcpy_async through a block-scope cuda::pipeline (its stages
// in a `cuda::pipeline_shared_state` the block shares), waited for at once (async, not overlapped).
// kpipe reads `cuda::memcpy_async(dst, src, size, pipe)` through a thread-scope pipeline (and
// `__pipeline_memcpy_async`, inline `cp.async`); a pipeline with shared state, whose acquire and
// release the block's threads take part in together, is not read yet, and the refusal says so.
#include <cooperative_groups.h>
#include <cuda/pipeline>
#define TILE 16
__global__ void sgemm_async_block_pipeline(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
  auto block = cooperative_groups::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
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
