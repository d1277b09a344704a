// Launch inference fixture: a bf16 GEMM with a bf16 output, scalar loads, 32x32x32 tiles, 1-D
// block of THREADS = 256 (a thread-count constant, no __launch_bounds__). Expected: a=bf16 b=bf16
// c=bf16 grid=N/32,M/32 block=256.
//
// expect: a=bf16:row b=bf16:row c=bf16 args=A,B,C,M,N,K grid=N/32,M/32 block=256 multiple=32,32,32

#include <cuda_bf16.h>

#define TILE 32
#define THREADS 256

__global__ void gemm_bf16(const __nv_bfloat16 *A, const __nv_bfloat16 *B, __nv_bfloat16 *C, int M,
                          int N, int K) {
  __shared__ __nv_bfloat16 As[TILE][TILE];
  __shared__ __nv_bfloat16 Bs[TILE][TILE];
  const int tid = threadIdx.x;
  const int tr = tid / 8;        // 0..31: row of the 4 outputs of this thread
  const int tc = (tid % 8) * 4;  // 0..28
  const int bm = blockIdx.y * TILE;
  const int bn = blockIdx.x * TILE;
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k0 = 0; k0 < K; k0 += TILE) {
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      As[tr][tc + i] = A[(bm + tr) * K + k0 + tc + i];
      Bs[tr][tc + i] = B[(k0 + tr) * N + bn + tc + i];
    }
    __syncthreads();
    for (int k = 0; k < TILE; ++k) {
      const float a = __bfloat162float(As[tr][k]);
#pragma unroll
      for (int i = 0; i < 4; ++i) acc[i] += a * __bfloat162float(Bs[k][tc + i]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i) C[(bm + tr) * N + bn + tc + i] = __float2bfloat16(acc[i]);
}
