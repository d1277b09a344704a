// Refused: the per-thread load count depends on blockDim.x (register prefetch needs a constant), and
// the 2-byte half elements cannot be cp.async copies (4, 8 or 16 bytes).
#include <cuda_fp16.h>
#define BM 64
#define BN 64
#define BK 32
__global__ void hgemm_strided(const half* A, const half* B, float* C, int M, int N, int K) {
  __shared__ half As[BM * BK];
  __shared__ half Bs[BK * BN];
  int tid = threadIdx.x;
  int row = blockIdx.y * BM + tid / BN, col = blockIdx.x * BN + tid % BN;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = tid; i < BM * BK; i += blockDim.x)
      As[i] = A[(blockIdx.y * BM + i / BK) * K + k0 + i % BK];
    for (int i = tid; i < BK * BN; i += blockDim.x)
      Bs[i] = B[(k0 + i / BN) * N + blockIdx.x * BN + i % BN];
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      acc += __half2float(As[(tid / BN) * BK + k]) * __half2float(Bs[k * BN + tid % BN]);
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = acc;
}
