// Hand-pipelined sgemm_128x128x8_regblock (kernels/): register prefetch, two buffers, one barrier per
// tile, the K-loop unrolled by two so that every shared-memory index is a compile-time stage.
// A yardstick for kpipe's own ldg output, not kpipe output. K must be a multiple of BK.
template <const int BM, const int BN, const int BK, const int TM, const int TN>
#ifndef MINB
#define MINB 1
#endif
__global__ void __launch_bounds__((BM * BN) / (TM * TN), MINB)
sgemm_regblock(int M, int N, int K, float alpha, const float *A,
               const float *B, float beta, float *C) {
  __shared__ float As[2][BM * BK];
  __shared__ float Bs[2][BK * BN];
  const int cRow = blockIdx.y, cCol = blockIdx.x;
  const int threadCol = threadIdx.x % (BN / TN), threadRow = threadIdx.x / (BN / TN);
  A += cRow * BM * K;
  B += cCol * BN;
  C += cRow * BM * N + cCol * BN;
  const int innerRowA = threadIdx.x / (BK / 4), innerColA = threadIdx.x % (BK / 4);
  const int innerRowB = threadIdx.x / (BN / 4), innerColB = threadIdx.x % (BN / 4);
  float threadResults[TM * TN] = {0.0f};
  float regM[TM], regN[TN];

  auto store = [&](int s, float4 a, float4 b) {
    As[s][(innerColA * 4 + 0) * BM + innerRowA] = a.x;
    As[s][(innerColA * 4 + 1) * BM + innerRowA] = a.y;
    As[s][(innerColA * 4 + 2) * BM + innerRowA] = a.z;
    As[s][(innerColA * 4 + 3) * BM + innerRowA] = a.w;
    reinterpret_cast<float4 *>(&Bs[s][innerRowB * BN + innerColB * 4])[0] = b;
  };
  auto load_a = [&]() { return reinterpret_cast<const float4 *>(&A[innerRowA * K + innerColA * 4])[0]; };
  auto load_b = [&]() { return reinterpret_cast<const float4 *>(&B[innerRowB * N + innerColB * 4])[0]; };
  auto compute = [&](int s) {
#pragma unroll
    for (int dotIdx = 0; dotIdx < BK; ++dotIdx) {
#pragma unroll
      for (int i = 0; i < TM; ++i) regM[i] = As[s][dotIdx * BM + threadRow * TM + i];
#pragma unroll
      for (int i = 0; i < TN; ++i) regN[i] = Bs[s][dotIdx * BN + threadCol * TN + i];
#pragma unroll
      for (int m = 0; m < TM; ++m)
#pragma unroll
        for (int n = 0; n < TN; ++n) threadResults[m * TN + n] += regM[m] * regN[n];
    }
  };

  const int tiles = K / BK;
  if (tiles > 0) {
    store(0, load_a(), load_b());
    A += BK; B += BK * N;
    __syncthreads();
    int t = 0;
    for (; t + 2 < tiles; t += 2) {
      float4 a = load_a(), b = load_b();
      A += BK; B += BK * N;
      compute(0);
      store(1, a, b);
      __syncthreads();
      a = load_a(); b = load_b();
      A += BK; B += BK * N;
      compute(1);
      store(0, a, b);
      __syncthreads();
    }
    if (t + 1 < tiles) {
      float4 a = load_a(), b = load_b();
      compute(0);
      store(1, a, b);
      __syncthreads();
      compute(1);
    } else {
      compute(0);
    }
  }
#pragma unroll
  for (int m = 0; m < TM; ++m) {
#pragma unroll
    for (int n = 0; n < TN; n += 4) {
      float4 *cp = reinterpret_cast<float4 *>(&C[(threadRow * TM + m) * N + threadCol * TN + n]);
      float4 c = cp[0];
      c.x = alpha * threadResults[m * TN + n + 0] + beta * c.x;
      c.y = alpha * threadResults[m * TN + n + 1] + beta * c.y;
      c.z = alpha * threadResults[m * TN + n + 2] + beta * c.z;
      c.w = alpha * threadResults[m * TN + n + 3] + beta * c.w;
      cp[0] = c;
    }
  }
}
template __global__ void sgemm_regblock<128, 128, 8, 8, 8>(int, int, int, float, const float *,
                                                           const float *, float, float *);
