// sgemm_extern_flat_strided.cu -- C = A * B, fp32, 64x64x16 block tiling with 4 x 4 outputs per
// thread; both tiles are carved out of one flat `extern __shared__ float smem[]`.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid = dim3(N / BN, M / BM) = dim3(N / 64, M / 64), block = dim3(256),
//           dynamic smem = (BM * BK + BK * BN) * sizeof(float) = 8192 bytes.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 64, K a multiple of 16.
// Shape   : the tiles are two pointers into one `extern __shared__ float` buffer (A's tile at
//           its start, B's after BM * BK floats), each tile loaded by a thread-strided loop
//           `for (int i = threadIdx.x; i < BM * BK; i += NT)`. NT is used only as that stride and
//           nothing in the kernel states the thread count (no __launch_bounds__), so the number of
//           loads per thread is known only from the block's shape (the directive's block=, or
//           --launch's).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,16 smem=(BM*BK+BK*BN)*sizeof(float)

#define BM 64
#define BN 64
#define BK 16
#define NT 256

__global__ void sgemm_extern_flat_strided(int M, int N, int K, const float *A, const float *B,
                                          float *C) {
  extern __shared__ float smem[];
  float *As = smem;
  float *Bs = smem + BM * BK;

  const int tx = threadIdx.x % 16;
  const int ty = threadIdx.x / 16;

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[4][4] = {{0.0f}};

  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += NT)
      As[i] = A[(i / BK) * K + k0 + i % BK];
    for (int i = threadIdx.x; i < BK * BN; i += NT)
      Bs[i] = B[(k0 + i / BN) * N + i % BN];
    __syncthreads();

    for (int kk = 0; kk < BK; ++kk) {
      float a[4], b[4];
      for (int r = 0; r < 4; ++r)
        a[r] = As[(ty * 4 + r) * BK + kk];
      for (int c = 0; c < 4; ++c)
        b[c] = Bs[kk * BN + tx + 16 * c];
      for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
          acc[r][c] += a[r] * b[c];
    }
    __syncthreads();
  }

  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c)
      C[(ty * 4 + r) * N + tx + 16 * c] = acc[r][c];
}
