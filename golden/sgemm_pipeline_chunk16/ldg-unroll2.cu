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
  __shared__ __align__(16) float As[2][TILE][TILE];
  __shared__ __align__(16) float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int t = ty * 32 + tx;
  // The chunk this thread copies: row cr, columns cc .. cc + 3 of each tile.
  int cr = t / 8, cc = (t % 8) * 4;
  int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  const auto shape = cuda::aligned_size_t<16>(16);
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 6 -> 5 blocks/SM). Prefetch registers: 8 per thread.
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
      *reinterpret_cast<int4 *>(&As[0][cr][cc]) = *reinterpret_cast<const int4 *>(&A[(row0 + cr) * K + k0 + cc]);
      *reinterpret_cast<int4 *>(&Bs[0][cr][cc]) = *reinterpret_cast<const int4 *>(&B[(k0 + cr) * N + col0 + cc]);
      __syncthreads();
      #pragma unroll 2
      for (; (k0 + TILE) < K; k0 += TILE) {
        // tile t+1: global loads into registers, issued before the compute
        int4 kp_next_As[1];
        int4 kp_next_Bs[1];
        kp_next_As[0] = *reinterpret_cast<const int4 *>(&A[(row0 + cr) * K + (k0 + TILE) + cc]);
        kp_next_Bs[0] = *reinterpret_cast<const int4 *>(&B[((k0 + TILE) + cr) * N + col0 + cc]);
        // tile t: compute on the current stage while the loads are in flight
        for (int k = 0; k < TILE; ++k) {
          float b = Bs[kp_stage][k][tx];
          for (int i = 0; i < 4; ++i) acc[i] += As[kp_stage][ty + 8 * i][k] * b;
        }
        // tile t+1: registers into the other stage
        *reinterpret_cast<int4 *>(&As[kp_stage ^ 1][cr][cc]) = kp_next_As[0];
        *reinterpret_cast<int4 *>(&Bs[kp_stage ^ 1][cr][cc]) = kp_next_Bs[0];
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      for (int k = 0; k < TILE; ++k) {
        float b = Bs[kp_stage][k][tx];
        for (int i = 0; i < 4; ++i) acc[i] += As[kp_stage][ty + 8 * i][k] * b;
      }
      __syncthreads();
    }
  }
  for (int i = 0; i < 4; ++i) C[(row0 + ty + 8 * i) * N + col0 + tx] = acc[i];
}
