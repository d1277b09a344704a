// staging_larger_than_tiles.cu -- C = A * B, fp32; the K-loop's tiles (As, Bs: 4096 bytes) and,
// after the loop, a padded 64 x 65 C staging tile (16640 bytes) share one dynamic buffer. The
// launch passes the larger of the two: two stages of the tiles fit in it as it is.
//
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=256 multiple=64,64,8 smem=SMEM_BYTES
#define BM 64
#define BN 64
#define BK 8
#define SMEM_BYTES (BM * (BN + 1) * 4)

__global__ void __launch_bounds__(256)
gemm_staging(const float *A, const float *B, float *C, int M, int N, int K) {
  extern __shared__ float smem[];
  float *As = smem;
  float *Bs = smem + BM * BK;
  const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += 256) {
      As[i] = A[(row0 + i / BK) * K + k0 + i % BK];
      Bs[i] = B[(k0 + i / BN) * N + col0 + i % BN];
    }
    __syncthreads();
    for (int kk = 0; kk < BK; ++kk)
      for (int a = 0; a < 4; ++a)
        for (int b = 0; b < 4; ++b)
          acc[a][b] += As[(ty * 4 + a) * BK + kk] * Bs[kk * BN + tx * 4 + b];
    __syncthreads();
  }
  float *Cs = smem;
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b)
      Cs[(ty * 4 + a) * (BN + 1) + tx * 4 + b] = acc[a][b];
  __syncthreads();
  for (int i = threadIdx.x; i < BM * BN; i += 256)
    C[(row0 + i / BN) * N + col0 + i % BN] = Cs[(i / BN) * (BN + 1) + i % BN];
}

void run(const float *A, const float *B, float *C, int M, int N, int K) {
  cudaFuncSetAttribute(gemm_staging, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM_BYTES);
  gemm_staging<<<dim3(N / BN, M / BM), 256, SMEM_BYTES>>>(A, B, C, M, N, K);
}
