// sgemm_pipeline_wait_at_once.cu -- C = A * B, fp32, `cuda::memcpy_async` through a `cuda::pipeline`
// waited for at once (async, not overlapped).
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid = dim3(N / 16, M / 16), block = dim3(16, 16), dynamic smem = 0.
// Params  : A, B inputs; C output; N, K sizes.
// Limits  : M, N and K multiples of 16.
// Shape   : 16x16 tiles, one output per thread. Each iteration acquires a stage of a thread-scope
//           `cuda::pipeline`, copies one float of each tile with `cuda::memcpy_async(.., sizeof(float),
//           pipe)`, commits, and waits for the stage with `pipe.consumer_wait()` before the barrier:
//           the copies are asynchronous, but none overlaps the compute.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,N,K grid=N/16,M/16 block=16,16 multiple=16,16,16
#include <cuda/pipeline>
#define TILE 16
__global__ void __launch_bounds__(TILE * TILE)
sgemm_pipeline_wait(const float* A, const float* B, float* C, int N, int K) {
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
