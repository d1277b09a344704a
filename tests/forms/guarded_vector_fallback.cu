// Under `if constexpr` of a template flag: a float4 load under a guard with an element-wise
// fallback in its `else` block, then the vector's lanes stored into a transposed tile; without the
// flag, element-wise loads.
#define BM 64
#define BN 64
#define BK 8
template <bool VEC>
__global__ void __launch_bounds__(128) guarded(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  const int tid = threadIdx.x;
  float acc[4][8] = {};
  for (int t = 0; t < K; t += BK) {
    const int r = tid / 2, c = (tid % 2) * 4;
    const int row = blockIdx.y * BM + r;
    if constexpr (VEC) {
      float4 v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
      if (row < M && t + c + 3 < K) {
        const float *src = A + row * K + t + c;
        v = *reinterpret_cast<const float4 *>(src);
      } else {
        float lanes[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        for (int l = 0; l < 4; ++l) {
          if (row < M && t + c + l < K) {
            lanes[l] = A[row * K + t + c + l];
          }
        }
        v = make_float4(lanes[0], lanes[1], lanes[2], lanes[3]);
      }
      As[c + 0][r] = v.x;
      As[c + 1][r] = v.y;
      As[c + 2][r] = v.z;
      As[c + 3][r] = v.w;
    } else {
      for (int l = 0; l < 4; ++l) {
        As[c + l][r] = (row < M && t + c + l < K) ? A[row * K + t + c + l] : 0.0f;
      }
    }
    const int br = tid / 16, bc = (tid % 16) * 4;
    for (int l = 0; l < 4; ++l) {
      Bs[br][bc + l] = (t + br < K) ? B[(t + br) * N + blockIdx.x * BN + bc + l] : 0.0f;
    }
    __syncthreads();
    for (int kk = 0; kk < BK; ++kk)
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 8; ++j)
          acc[i][j] += As[kk][(tid / 8) * 4 + i] * Bs[kk][(tid % 8) * 8 + j];
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      C[(blockIdx.y * BM + (tid / 8) * 4 + i) * N + blockIdx.x * BN + (tid % 8) * 8 + j] = acc[i][j];
}
void run_guarded(const float *A, const float *B, float *C, int M, int N, int K, bool vec) {
  dim3 grid(N / BN, M / BM);
  if (vec) guarded<true><<<grid, 128>>>(A, B, C, M, N, K);
  else guarded<false><<<grid, 128>>>(A, B, C, M, N, K);
}
