// Refused as already pipelined (K013): a ring kept by hand with cuda::pipeline. The copies run
// STAGES - 1 tiles ahead into stage `s` of the tiles, and `consumer_wait` waits for the oldest
// stage only; without the stage index this loop would look like one that waits for every copy
// (K014).
#include <cuda/pipeline>
#define TILE 16
#define STAGES 4
__global__ void sgemm_pipeline_ring(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[STAGES][TILE][TILE];
  __shared__ float Bs[STAGES][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  float acc = 0.0f;
  int fetch = 0;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    for (; fetch < K && fetch <= k0 + TILE * (STAGES - 1); fetch += TILE) {
      int s = (fetch / TILE) % STAGES;
      pipe.producer_acquire();
      cuda::memcpy_async(&As[s][ty][tx], &A[row * K + fetch + tx], sizeof(float), pipe);
      cuda::memcpy_async(&Bs[s][ty][tx], &B[(fetch + ty) * N + col], sizeof(float), pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    __syncthreads();
    int cur = (k0 / TILE) % STAGES;
    for (int k = 0; k < TILE; ++k) acc += As[cur][ty][k] * Bs[cur][k][tx];
    pipe.consumer_release();
    __syncthreads();
  }
  C[row * N + col] = acc;
}
