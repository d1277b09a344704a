#include <cuda_pipeline.h>
// sgemm_guarded_float4_local.cu -- C = A * B, fp32, ragged M, N, K.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3((N + BN - 1) / BN, (M + BM - 1) / BM) = dim3((N + 63) / 64, (M + 63) / 64),
//           block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : any M; N and K multiples of 4 (each float4 is either wholly in range or wholly out);
//           16-byte aligned pointers. Out-of-range tile elements are loaded as 0.
// Shape   : BM=BN=64, BK=8, 4x4 outputs per thread. The loads go through float4 LOCALS loaded
//           under a bounds guard (`float4 v = make_float4(0,...); if (in range) v = load;`): A's
//           local is stored TRANSPOSED into As as four scalars (v.x .. v.w), B's local as one
//           float4. Only the first 128 of the 256 threads load each tile (`if (tid < 128)`).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=(N+63)/64,(M+63)/64 block=256 multiple=1,4,4

#define BM 64
#define BN 64
#define BK 8
#define TM 4
#define TN 4

__global__ void __launch_bounds__(256)
sgemm_guarded_float4_local(int M, int N, int K, const float *__restrict__ A,
                           const float *__restrict__ B, float *__restrict__ C) {
  __shared__ float As[3][BK][BM];  // transposed: As[k][m]
  __shared__ float Bs[3][BK][BN];

  const int tid = threadIdx.x;
  const int rowA = tid / (BK / 4);        // 0..63 for tid < 128
  const int colA = (tid % (BK / 4)) * 4;  // 0 or 4
  const int rowB = tid / (BN / 4);        // 0..7 for tid < 128
  const int colB = (tid % (BN / 4)) * 4;  // 0..60
  const int tRow = tid / (BN / TN);
  const int tCol = tid % (BN / TN);
  const int bRow = blockIdx.y * BM;
  const int bCol = blockIdx.x * BN;

  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, cp.async, a ring of 3 stages, one barrier per iteration.
  // Shared memory per block: 4096 -> 12288 bytes (sm_86: 6 -> 6 blocks/SM).
  // The steady-state loop is unrolled by 2 (--unroll), which changes nvcc's register allocation and
  // scheduling; measure both.
  // The prologue issues tiles 0..1 into stages 0..1, one commit group per tile (empty where the
  // tile does not exist), so group g holds tile g. Iteration t waits with __pipeline_wait_prior(1),
  // which leaves pending only the groups of the tiles after t: this thread's copies of tile t have
  // landed. The barrier makes every thread's copies visible and ends every thread's compute on tile
  // t-1. Then the copies of tile t+2 go into the stage tile t-1 was read from (kp_fill), and tile t
  // is computed on in stage kp_stage. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before iteration t's barrier; at most 2 tiles are in
  // flight, in the 2 stages other than kp_stage.
  // Tiles past the end are not loaded: their copies are predicated off, not zero-byte copies, since a
  // zero-byte copy still needs a valid source address and still writes its stage (zero fill), which
  // another tile may be in. The loop steps once per tile, so its variables end where the original's do.
  {
    int k0 = 0;
    if (k0 < K) {
      // prologue: tile 0 into stage 0
      {
        if (tid < BM * BK / 4) {
          __pipeline_memcpy_async(&(As[0][colA + 0][rowA]), (bRow + rowA < M && k0 + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + k0 + colA])).x)) : (const void*)(A), 4, (bRow + rowA < M && k0 + colA < K) ? 0 : 4);
          __pipeline_memcpy_async(&(As[0][colA + 1][rowA]), (bRow + rowA < M && k0 + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + k0 + colA])).y)) : (const void*)(A), 4, (bRow + rowA < M && k0 + colA < K) ? 0 : 4);
          __pipeline_memcpy_async(&(As[0][colA + 2][rowA]), (bRow + rowA < M && k0 + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + k0 + colA])).z)) : (const void*)(A), 4, (bRow + rowA < M && k0 + colA < K) ? 0 : 4);
          __pipeline_memcpy_async(&(As[0][colA + 3][rowA]), (bRow + rowA < M && k0 + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + k0 + colA])).w)) : (const void*)(A), 4, (bRow + rowA < M && k0 + colA < K) ? 0 : 4);
        }
        if (tid < BK * BN / 4) {
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&Bs[0][rowB][colB])), (k0 + rowB < K && bCol + colB < N) ? (const void*)(&(*reinterpret_cast<const float4 *>(&B[(k0 + rowB) * N + bCol + colB]))) : (const void*)(B), 16, (k0 + rowB < K && bCol + colB < N) ? 0 : 16);
        }
      }
      __pipeline_commit();
      // tile 1 into stage 1, if it exists
      if ((k0 + BK) < K) {
        if (tid < BM * BK / 4) {
          __pipeline_memcpy_async(&(As[1][colA + 0][rowA]), (bRow + rowA < M && (k0 + BK) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + BK) + colA])).x)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + BK) + colA < K) ? 0 : 4);
          __pipeline_memcpy_async(&(As[1][colA + 1][rowA]), (bRow + rowA < M && (k0 + BK) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + BK) + colA])).y)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + BK) + colA < K) ? 0 : 4);
          __pipeline_memcpy_async(&(As[1][colA + 2][rowA]), (bRow + rowA < M && (k0 + BK) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + BK) + colA])).z)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + BK) + colA < K) ? 0 : 4);
          __pipeline_memcpy_async(&(As[1][colA + 3][rowA]), (bRow + rowA < M && (k0 + BK) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + BK) + colA])).w)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + BK) + colA < K) ? 0 : 4);
        }
        if (tid < BK * BN / 4) {
          __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&Bs[1][rowB][colB])), ((k0 + BK) + rowB < K && bCol + colB < N) ? (const void*)(&(*reinterpret_cast<const float4 *>(&B[((k0 + BK) + rowB) * N + bCol + colB]))) : (const void*)(B), 16, ((k0 + BK) + rowB < K && bCol + colB < N) ? 0 : 16);
        }
      }
      __pipeline_commit();
      int kp_stage = 0;
      int kp_fill = 2;
      #pragma unroll 2
      for (; k0 < K; k0 += BK) {
        // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
        __pipeline_wait_prior(1);
        __syncthreads();
        // tile t+2, if it exists: async copies into the freed stage, issued before the compute
        if ((k0 + 2 * (BK)) < K) {
          if (tid < BM * BK / 4) {
            __pipeline_memcpy_async(&(As[kp_fill][colA + 0][rowA]), (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + 2 * (BK)) + colA])).x)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? 0 : 4);
            __pipeline_memcpy_async(&(As[kp_fill][colA + 1][rowA]), (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + 2 * (BK)) + colA])).y)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? 0 : 4);
            __pipeline_memcpy_async(&(As[kp_fill][colA + 2][rowA]), (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + 2 * (BK)) + colA])).z)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? 0 : 4);
            __pipeline_memcpy_async(&(As[kp_fill][colA + 3][rowA]), (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + 2 * (BK)) + colA])).w)) : (const void*)(A), 4, (bRow + rowA < M && (k0 + 2 * (BK)) + colA < K) ? 0 : 4);
          }
          if (tid < BK * BN / 4) {
            __pipeline_memcpy_async(&(*reinterpret_cast<float4 *>(&Bs[kp_fill][rowB][colB])), ((k0 + 2 * (BK)) + rowB < K && bCol + colB < N) ? (const void*)(&(*reinterpret_cast<const float4 *>(&B[((k0 + 2 * (BK)) + rowB) * N + bCol + colB]))) : (const void*)(B), 16, ((k0 + 2 * (BK)) + rowB < K && bCol + colB < N) ? 0 : 16);
          }
        }
        __pipeline_commit();
        // tile t: compute on its stage while the copies are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k) {
#pragma unroll
          for (int i = 0; i < TM; ++i) {
#pragma unroll
            for (int j = 0; j < TN; ++j) {
              acc[i][j] += As[kp_stage][k][tRow * TM + i] * Bs[kp_stage][k][tCol * TN + j];
            }
          }
        }
        kp_fill = kp_stage;
        kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
      }
      // the groups still pending are empty; the original's barrier after the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
    }
  }

  for (int i = 0; i < TM; ++i) {
    for (int j = 0; j < TN; ++j) {
      const int r = bRow + tRow * TM + i;
      const int c = bCol + tCol * TN + j;
      if (r < M && c < N) C[r * N + c] = acc[i][j];
    }
  }
}
