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
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  float acc = 0.0f;
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 2048 -> 4096 bytes (sm_86: 6 -> 6 blocks/SM). Prefetch registers: 2 per thread.
  // The steady-state loop is unrolled by 2 (--unroll): each copy of the body names its stage
  // with a constant, which changes nvcc's register allocation and scheduling; measure both.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      *reinterpret_cast<int1 *>(&As[0][ty][tx]) = *reinterpret_cast<const int1 *>(&A[row * K + k0 + tx]);
      *reinterpret_cast<int1 *>(&Bs[0][ty][tx]) = *reinterpret_cast<const int1 *>(&B[(k0 + ty) * N + col]);
      __syncthreads();
      #pragma unroll 2
      for (; (k0 + TILE) < K; k0 += TILE) {
        // tile t+1: global loads into registers, issued before the compute
        int1 kp_next_As[1];
        int1 kp_next_Bs[1];
        kp_next_As[0] = *reinterpret_cast<const int1 *>(&A[row * K + (k0 + TILE) + tx]);
        kp_next_Bs[0] = *reinterpret_cast<const int1 *>(&B[((k0 + TILE) + ty) * N + col]);
        // tile t: compute on the current stage while the loads are in flight
        for (int k = 0; k < TILE; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        // tile t+1: registers into the other stage
        *reinterpret_cast<int1 *>(&As[kp_stage ^ 1][ty][tx]) = kp_next_As[0];
        *reinterpret_cast<int1 *>(&Bs[kp_stage ^ 1][ty][tx]) = kp_next_Bs[0];
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      for (int k = 0; k < TILE; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
      __syncthreads();
    }
  }
  C[row * N + col] = acc;
}
