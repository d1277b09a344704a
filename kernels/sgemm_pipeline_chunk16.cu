// sgemm_pipeline_chunk16.cu -- C = A * B, fp32, 16-byte `cuda::memcpy_async` chunks through a
// `cuda::pipeline` waited for at once (async, not overlapped).
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid = dim3(N / 32, M / 32), block = dim3(32, 8), dynamic smem = 0.
// Params  : A, B inputs; C output; N, K sizes.
// Limits  : M, N and K multiples of 32; 16-byte aligned pointers.
// Shape   : 32x32 tiles, four outputs per thread (rows ty, ty + 8, ty + 16, ty + 24). Each thread
//           copies one 16-byte chunk of each tile with `cuda::memcpy_async(.., shape, pipe)`, `shape`
//           a `cuda::aligned_size_t<16>(16)`, commits, and waits for every stage with
//           `cuda::pipeline_consumer_wait_prior<0>` before the barrier: the copies are asynchronous,
//           but none overlaps the compute.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,N,K grid=N/32,M/32 block=32,8 multiple=32,32,32
#include <cuda/pipeline>
#define TILE 32
__global__ void __launch_bounds__(256)
sgemm_pipeline_chunk16(const float* A, const float* B, float* C, int N, int K) {
  __shared__ __align__(16) float As[TILE][TILE];
  __shared__ __align__(16) float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int t = ty * 32 + tx;
  // The chunk this thread copies: row cr, columns cc .. cc + 3 of each tile.
  int cr = t / 8, cc = (t % 8) * 4;
  int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  const auto shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int k0 = 0; k0 < K; k0 += TILE) {
    pipe.producer_acquire();
    cuda::memcpy_async(&As[cr][cc], &A[(row0 + cr) * K + k0 + cc], shape, pipe);
    cuda::memcpy_async(&Bs[cr][cc], &B[(k0 + cr) * N + col0 + cc], shape, pipe);
    pipe.producer_commit();
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) {
      float b = Bs[k][tx];
      for (int i = 0; i < 4; ++i) acc[i] += As[ty + 8 * i][k] * b;
    }
    pipe.consumer_release();
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i) C[(row0 + ty + 8 * i) * N + col0 + tx] = acc[i];
}
