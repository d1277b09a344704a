// gemm64k.cu -- C = A * B, fp32, register-blocked; launched from runner.cu (a test fixture of
// `--host`: this file has no launch of its own).
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : run_sgemm in runner.cu: grid = dim3(N / 128, M / 128), block = 256,
//           dynamic smem = 0 (the tiles are static).
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 32; 16-byte aligned pointers.
// Shape   : BM=BN=128, BK=32, 8x8 outputs per thread, 256 threads.
//           As[BK][BM] (A stored transposed) + Bs[BK][BN] = 2 x 16 KB = 32 KB of
//           static smem; two stages are 64 KB, above the 48 KB static
//           __shared__ limit: a pipelined version needs dynamic shared memory
//           and a launch that passes it (cudaFuncSetAttribute above 48 KB).
//           Loads: 4 float4 per thread per operand (constant trip count);
//           element-offset K-loop.
//
constexpr int BM = 128;
constexpr int BN = 128;
constexpr int BK = 32;
constexpr int TM = 8;
constexpr int TN = 8;
constexpr int THREADS = (BM / TM) * (BN / TN);  // 256
constexpr int A_VECS = BM * BK / 4 / THREADS;   // 4
constexpr int B_VECS = BK * BN / 4 / THREADS;   // 4

__global__ void __launch_bounds__(THREADS)
sgemm_128x128x32(int M, int N, int K, const float *__restrict__ A,
                 const float *__restrict__ B, float *__restrict__ C) {
  __shared__ __align__(16) float As[BK][BM];  // As[k][m] = A[bm + m][k0 + k]
  __shared__ __align__(16) float Bs[BK][BN];  // Bs[k][n] = B[k0 + k][bn + n]

  const int tid = threadIdx.x;
  const int threadRow = tid / (BN / TN);  // 0..15
  const int threadCol = tid % (BN / TN);  // 0..15
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;

  float acc[TM][TN] = {};

  for (int k0 = 0; k0 < K; k0 += BK) {
#pragma unroll
    for (int i = 0; i < A_VECS; ++i) {
      const int idx = tid + i * THREADS;
      const int r = idx / (BK / 4);        // 0..127
      const int c = (idx % (BK / 4)) * 4;  // 0..28
      const float4 v = *reinterpret_cast<const float4 *>(&A[(bm + r) * K + k0 + c]);
      As[c + 0][r] = v.x;
      As[c + 1][r] = v.y;
      As[c + 2][r] = v.z;
      As[c + 3][r] = v.w;
    }
#pragma unroll
    for (int i = 0; i < B_VECS; ++i) {
      const int idx = tid + i * THREADS;
      const int r = idx / (BN / 4);        // 0..31
      const int c = (idx % (BN / 4)) * 4;  // 0..124
      *reinterpret_cast<float4 *>(&Bs[r][c]) =
          *reinterpret_cast<const float4 *>(&B[(k0 + r) * N + bn + c]);
    }

    __syncthreads();

#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float regM[TM], regN[TN];
#pragma unroll
      for (int i = 0; i < TM; i += 4) {
        const float4 a = *reinterpret_cast<const float4 *>(&As[k][threadRow * TM + i]);
        regM[i + 0] = a.x;
        regM[i + 1] = a.y;
        regM[i + 2] = a.z;
        regM[i + 3] = a.w;
      }
#pragma unroll
      for (int j = 0; j < TN; j += 4) {
        const float4 b = *reinterpret_cast<const float4 *>(&Bs[k][threadCol * TN + j]);
        regN[j + 0] = b.x;
        regN[j + 1] = b.y;
        regN[j + 2] = b.z;
        regN[j + 3] = b.w;
      }
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] += regM[i] * regN[j];
    }

    __syncthreads();
  }

#pragma unroll
  for (int i = 0; i < TM; ++i) {
#pragma unroll
    for (int j = 0; j < TN; j += 4) {
      *reinterpret_cast<float4 *>(&C[(bm + threadRow * TM + i) * N + bn + threadCol * TN + j]) =
          make_float4(acc[i][j], acc[i][j + 1], acc[i][j + 2], acc[i][j + 3]);
    }
  }
}
