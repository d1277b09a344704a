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
  __shared__ float As[BK][BM];  // transposed: As[k][m]
  __shared__ float Bs[BK][BN];

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

  for (int k0 = 0; k0 < K; k0 += BK) {
    if (tid < BM * BK / 4) {
      float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
      if (bRow + rowA < M && k0 + colA < K)
        v = *reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + k0 + colA]);
      As[colA + 0][rowA] = v.x;
      As[colA + 1][rowA] = v.y;
      As[colA + 2][rowA] = v.z;
      As[colA + 3][rowA] = v.w;
    }
    if (tid < BK * BN / 4) {
      float4 w = make_float4(0.f, 0.f, 0.f, 0.f);
      if (k0 + rowB < K && bCol + colB < N) {
        w = *reinterpret_cast<const float4 *>(&B[(k0 + rowB) * N + bCol + colB]);
      }
      *reinterpret_cast<float4 *>(&Bs[rowB][colB]) = w;
    }
    __syncthreads();

#pragma unroll
    for (int k = 0; k < BK; ++k) {
#pragma unroll
      for (int i = 0; i < TM; ++i) {
#pragma unroll
        for (int j = 0; j < TN; ++j) {
          acc[i][j] += As[k][tRow * TM + i] * Bs[k][tCol * TN + j];
        }
      }
    }
    __syncthreads();
  }

  for (int i = 0; i < TM; ++i) {
    for (int j = 0; j < TN; ++j) {
      const int r = bRow + tRow * TM + i;
      const int c = bCol + tCol * TN + j;
      if (r < M && c < N) C[r * N + c] = acc[i][j];
    }
  }
}
