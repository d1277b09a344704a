// sgemm_static_carved.cu -- C = A * B, fp32, 64x64x8 block tiling with 8 outputs per thread; the
// tiles are carved out of a static `__shared__` byte buffer by reinterpret_cast (the form of
// register-tiled SGEMMs that keep one `char smem[...]` and point `float *As`, `*Bs` into it).
//
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=512 multiple=64,64,8
#define BM 64
#define BN 64
#define BK 8
#define TM 8

__global__ void __launch_bounds__((BM * BN) / TM)
sgemm_static_carved(int M, int N, int K, const float *A, const float *B, float *C) {
  __shared__ __align__(16) char smem[(BM * BK + BK * BN) * sizeof(float)];
  float *As = reinterpret_cast<float *>(smem);
  float *Bs = reinterpret_cast<float *>(smem + BM * BK * sizeof(float));

  const uint cRow = blockIdx.y;
  const uint cCol = blockIdx.x;
  const int threadCol = threadIdx.x % BN;
  const int threadRow = threadIdx.x / BN;

  A += cRow * BM * K;
  B += cCol * BN;
  C += cRow * BM * N + cCol * BN;

  const uint innerColA = threadIdx.x % BK;
  const uint innerRowA = threadIdx.x / BK;
  const uint innerColB = threadIdx.x % BN;
  const uint innerRowB = threadIdx.x / BN;

  float threadResults[TM] = {0.0f};

  for (uint bkIdx = 0; bkIdx < K; bkIdx += BK) {
    As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];
    Bs[innerRowB * BN + innerColB] = B[innerRowB * N + innerColB];
    __syncthreads();

    A += BK;
    B += BK * N;

    for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
      float tmpB = Bs[dotIdx * BN + threadCol];
      for (uint resIdx = 0; resIdx < TM; ++resIdx) {
        threadResults[resIdx] += As[(threadRow * TM + resIdx) * BK + dotIdx] * tmpB;
      }
    }
    __syncthreads();
  }
  for (uint resIdx = 0; resIdx < TM; ++resIdx) {
    C[(threadRow * TM + resIdx) * N + threadCol] = threadResults[resIdx];
  }
}
