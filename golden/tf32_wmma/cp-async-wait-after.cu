// tf32_wmma.cu -- C = alpha * A * B + beta * C, fp32 in/out, TF32 tensor cores.
//
// Layouts : A is M x K, B is K x N, C is M x N, all float row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 64, M / 64),
//           block = dim3(128) (4 warps), dynamic smem = 0. Needs sm_80+.
// Params  : M, N, K sizes; alpha, beta scalars; A, B inputs; C in/out.
// Limits  : M and N multiples of 64, K a multiple of 32; 16-byte aligned pointers.
// Shape   : BM=BN=64, BK=32, wmma m16n16k8 precision::tf32 fragments (inputs
//           rounded with __float_to_tf32 after load_matrix_sync, fp32
//           accumulate). Warps form a 2x2 grid, each owns 32x32 = 2x2
//           accumulators. Tiles padded by 4 floats per row. Loads: float4,
//           4 per thread per operand. Tile-count K-loop, tile base in a local.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=tf32:row b=tf32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=128 multiple=64,64,32

#include <mma.h>
#include <cuda_pipeline.h>

using namespace nvcuda;

constexpr int BM = 64;
constexpr int BN = 64;
constexpr int BK = 32;
constexpr int PAD = 4;
constexpr int THREADS = 128;
constexpr int A_VECS = BM * BK / 4 / THREADS;  // float4 per thread: 4
constexpr int B_VECS = BK * BN / 4 / THREADS;  // 4

__global__ void __launch_bounds__(THREADS)
tf32_wmma_gemm(int M, int N, int K, float alpha, const float *__restrict__ A,
               const float *__restrict__ B, float beta, float *__restrict__ C) {
  __shared__ __align__(32) float As[2][BM][BK + PAD];
  __shared__ __align__(32) float Bs[2][BK][BN + PAD];

  const int tid = threadIdx.x;
  const int warp = tid / 32;
  const int wm = warp / 2;  // 0..1: rows wm*32 .. +31
  const int wn = warp % 2;  // 0..1: cols wn*32 .. +31
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;
  const int numTiles = K / BK;

  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc[2][2];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
  // Shared memory per block: 17920 -> 35840 bytes (sm_86: 5 -> 2 blocks/SM).
  // Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
  // stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
  // per iteration is enough: the stage being filled was last read in iteration t-1, before that
  // iteration's barrier; after the wait and the barrier every thread's copies are visible.
  {
    int t = 0;
    if (t < numTiles) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        const int kBase = t * BK;
#pragma unroll
        for (int i = 0; i < A_VECS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BK / 4);        // 0..63
          const int c = (idx % (BK / 4)) * 4;  // 0..28
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&As[0][r][c])), &(*reinterpret_cast<const float4 *>(&A[(bm + r) * K + kBase + c])), 16);
        }
#pragma unroll
        for (int i = 0; i < B_VECS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BN / 4);        // 0..31
          const int c = (idx % (BN / 4)) * 4;  // 0..60
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&Bs[0][r][c])), &(*reinterpret_cast<const float4 *>(&B[(kBase + r) * N + bn + c])), 16);
        }
      }
      __pipeline_commit();
      __pipeline_wait_prior(0);
      __syncthreads();
      for (; (t + 1) < numTiles; ++t) {
        // tile t+1: async copies into the other stage, issued before the compute
        {
          const int kBase = (t + 1) * BK;
#pragma unroll
          for (int i = 0; i < A_VECS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BK / 4);        // 0..63
            const int c = (idx % (BK / 4)) * 4;  // 0..28
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&As[kp_stage ^ 1][r][c])), &(*reinterpret_cast<const float4 *>(&A[(bm + r) * K + kBase + c])), 16);
          }
#pragma unroll
          for (int i = 0; i < B_VECS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BN / 4);        // 0..31
            const int c = (idx % (BN / 4)) * 4;  // 0..60
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&Bs[kp_stage ^ 1][r][c])), &(*reinterpret_cast<const float4 *>(&B[(kBase + r) * N + bn + c])), 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
#pragma unroll
        for (int kk = 0; kk < BK; kk += 8) {
          wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> af[2];
          wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> bf[2];
#pragma unroll
          for (int i = 0; i < 2; ++i) {
            wmma::load_matrix_sync(af[i], &As[kp_stage][wm * 32 + i * 16][kk], BK + PAD);
#pragma unroll
            for (int e = 0; e < af[i].num_elements; ++e) af[i].x[e] = wmma::__float_to_tf32(af[i].x[e]);
          }
#pragma unroll
          for (int j = 0; j < 2; ++j) {
            wmma::load_matrix_sync(bf[j], &Bs[kp_stage][kk][wn * 32 + j * 16], BN + PAD);
#pragma unroll
            for (int e = 0; e < bf[j].num_elements; ++e) bf[j].x[e] = wmma::__float_to_tf32(bf[j].x[e]);
          }
#pragma unroll
          for (int i = 0; i < 2; ++i)
#pragma unroll
            for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
        }
        __pipeline_wait_prior(0);
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int kk = 0; kk < BK; kk += 8) {
        wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> af[2];
        wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> bf[2];
#pragma unroll
        for (int i = 0; i < 2; ++i) {
          wmma::load_matrix_sync(af[i], &As[kp_stage][wm * 32 + i * 16][kk], BK + PAD);
#pragma unroll
          for (int e = 0; e < af[i].num_elements; ++e) af[i].x[e] = wmma::__float_to_tf32(af[i].x[e]);
        }
#pragma unroll
        for (int j = 0; j < 2; ++j) {
          wmma::load_matrix_sync(bf[j], &Bs[kp_stage][kk][wn * 32 + j * 16], BN + PAD);
#pragma unroll
          for (int e = 0; e < bf[j].num_elements; ++e) bf[j].x[e] = wmma::__float_to_tf32(bf[j].x[e]);
        }
#pragma unroll
        for (int i = 0; i < 2; ++i)
#pragma unroll
          for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], af[i], bf[j], acc[i][j]);
      }
      __syncthreads();
    }
  }

  // Epilogue: C = alpha * acc + beta * C (accumulator fragments share one layout).
#pragma unroll
  for (int i = 0; i < 2; ++i) {
#pragma unroll
    for (int j = 0; j < 2; ++j) {
      float *cp = &C[(bm + wm * 32 + i * 16) * N + bn + wn * 32 + j * 16];
      wmma::fragment<wmma::accumulator, 16, 16, 8, float> cf;
      wmma::load_matrix_sync(cf, cp, N, wmma::mem_row_major);
#pragma unroll
      for (int e = 0; e < cf.num_elements; ++e) cf.x[e] = alpha * acc[i][j].x[e] + beta * cf.x[e];
      wmma::store_matrix_sync(cp, cf, N, wmma::mem_row_major);
    }
  }
}
