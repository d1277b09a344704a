// A template kernel whose block size follows its tiles (BM * BN / TM threads, one element of each
// tile per thread, no bounds checks on C): each instantiation is right only at its own block size.
// The runner below the marker picks the tile by size and launches each instantiation with the
// block its constants give.
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

template <const int BM, const int BN, const int BK, const int TM>
__global__ void tiled_t(int M, int N, int K, const float *A, const float *B, float *C) {
  __shared__ float As[BM * BK];
  __shared__ float Bs[BK * BN];
  const int col = threadIdx.x % BN;
  const int row = threadIdx.x / BN;
  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;
  float acc[TM] = {0.0f};
  for (int k0 = 0; k0 < K; k0 += BK) {
    if (threadIdx.x < BM * BK)
      As[threadIdx.x] = A[(threadIdx.x / BK) * K + threadIdx.x % BK];
    if (threadIdx.x < BK * BN)
      Bs[threadIdx.x] = B[(threadIdx.x / BN) * N + threadIdx.x % BN];
    __syncthreads();
    A += BK;
    B += BK * N;
    for (int kk = 0; kk < BK; ++kk) {
      const float b = Bs[kk * BN + col];
      for (int m = 0; m < TM; ++m)
        acc[m] += As[(row * TM + m) * BK + kk] * b;
    }
    __syncthreads();
  }
  for (int m = 0; m < TM; ++m)
    C[(row * TM + m) * N + col] = acc[m];
}

// host
void run_tiled(int M, int N, int K, const float *A, const float *B, float *C) {
  const int TM = 8;
  if (M >= 128 && N >= 128) {
    const int BM = 64;
    const int BN = 64;
    const int BK = 8;
    dim3 grid(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
    dim3 block(BM * BN / TM);
    tiled_t<BM, BN, BK, TM><<<grid, block>>>(M, N, K, A, B, C);
  } else {
    const int BM = 32;
    const int BN = 32;
    const int BK = 4;
    dim3 grid(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
    dim3 block(BM * BN / TM);
    tiled_t<BM, BN, BK, TM><<<grid, block>>>(M, N, K, A, B, C);
  }
}
