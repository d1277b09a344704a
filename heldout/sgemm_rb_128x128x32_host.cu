// fp32 register-blocked SGEMM, 128x128x32 tiles (As stored transposed), 256 threads, 8x8 outputs each.
// 32 KB of shared memory; two stages would be 64 KB.
#define BM 128
#define BN 128
#define BK 32
#define TM 8
#define TN 8

__global__ void __launch_bounds__(256) sgemm_rb(int M, int N, int K, const float *A, const float *B,
                                                float *C) {
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  int tid = threadIdx.x;
  int tx = tid % 16, ty = tid / 16;
  const float *Ab = A + blockIdx.y * BM * K;
  const float *Bb = B + blockIdx.x * BN;
  float acc[TM][TN] = {0.0f};
  float ra[TM], rb[TN];
  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      int c = tid + i * 256;
      int r = c / 8, col = (c % 8) * 4;
      float4 v = *reinterpret_cast<const float4 *>(&Ab[r * K + k0 + col]);
      As[col + 0][r] = v.x;
      As[col + 1][r] = v.y;
      As[col + 2][r] = v.z;
      As[col + 3][r] = v.w;
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      int c = tid + i * 256;
      int r = c / 32, col = (c % 32) * 4;
      *reinterpret_cast<float4 *>(&Bs[r][col]) =
          *reinterpret_cast<const float4 *>(&Bb[(k0 + r) * N + col]);
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
      for (int i = 0; i < TM; ++i) ra[i] = As[kk][ty * TM + i];
#pragma unroll
      for (int j = 0; j < TN; ++j) rb[j] = Bs[kk][tx * TN + j];
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] += ra[i] * rb[j];
    }
    __syncthreads();
  }
  float *Cb = C + (blockIdx.y * BM + ty * TM) * N + blockIdx.x * BN + tx * TN;
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; j += 4)
      *reinterpret_cast<float4 *>(&Cb[i * N + j]) =
          make_float4(acc[i][j], acc[i][j + 1], acc[i][j + 2], acc[i][j + 3]);
}

void sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  dim3 block(256);
  dim3 grid(N / BN, M / BM);
  sgemm_rb<<<grid, block>>>(M, N, K, A, B, C);
}
