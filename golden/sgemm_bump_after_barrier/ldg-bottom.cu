// sgemm_bump_after_barrier.cu -- C = A * B, fp32, 64x64x8 tiles, 4x4 outputs per thread.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 64, M / 64),
//           block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 64, K a multiple of 8.
// Shape   : BM=BN=64, BK=8, TM=TN=4, 256 threads. Scalar loads, 2 per thread
//           per operand; A is stored transposed into As[BK][BM + 4] (the
//           padding keeps the transposed stores conflict-free). Pointer-bump
//           K-loop: the bumps A += BK; B += BK * N; come AFTER the compute,
//           just before the final __syncthreads().
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,8

#define BM 64
#define BN 64
#define BK 8
#define TM 4
#define TN 4
#define NUM_THREADS 256
#define A_LOADS (BM * BK / NUM_THREADS)  // 2
#define B_LOADS (BK * BN / NUM_THREADS)  // 2

__global__ void __launch_bounds__(NUM_THREADS)
sgemm_64x64x8_bump_late(int M, int N, int K, const float *A, const float *B, float *C) {
  __shared__ float As[2][BK][BM + 4];  // As[k][m] = A[m][k] of the current tile
  __shared__ float Bs[2][BK][BN];

  const int tid = threadIdx.x;
  const int ty = tid / (BN / TN);  // 0..15 -> rows ty*4 .. +3
  const int tx = tid % (BN / TN);  // 0..15 -> cols tx*4 .. +3

  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;

  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, loads at the bottom, one barrier per iteration.
  // Shared memory per block: 4224 -> 8448 bytes (sm_86: 6 -> 6 blocks/SM). Prefetch registers: 4 per thread.
  // Iteration t computes on tile t in stage kp_stage, stores tile t+1 from the registers into stage
  // kp_stage ^ 1, then issues the global loads of tile t+2 into the registers before the barrier, so
  // that they are in flight during the compute of iteration t+1. Issued at the top of the iteration,
  // nvcc may sink such loads to just before their stores, after most of the compute; the branch and
  // the loop's back edge keep them here. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int bk = 0;
    if (bk < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < A_LOADS; ++i) {
          int idx = tid + i * NUM_THREADS;
          int r = idx / BK;  // 0..63
          int c = idx % BK;  // 0..7
          As[0][c][r] = A[r * K + c];
        }
#pragma unroll
        for (int i = 0; i < B_LOADS; ++i) {
          int idx = tid + i * NUM_THREADS;
          int r = idx / BN;  // 0..7
          int c = idx % BN;  // 0..63
          Bs[0][r][c] = B[r * N + c];
        }
      }
      A += BK;
      B += BK * N;
      __syncthreads();
      float kp_next_As[2];
      float kp_next_Bs[2];
      // tile 1, if it exists: global loads into registers
      if ((bk + BK) < K) {
#pragma unroll
        for (int i = 0; i < A_LOADS; ++i) {
          int idx = tid + i * NUM_THREADS;
          int r = idx / BK;  // 0..63
          int c = idx % BK;  // 0..7
          kp_next_As[i] = A[r * K + c];
        }
#pragma unroll
        for (int i = 0; i < B_LOADS; ++i) {
          int idx = tid + i * NUM_THREADS;
          int r = idx / BN;  // 0..7
          int c = idx % BN;  // 0..63
          kp_next_Bs[i] = B[r * N + c];
        }
        A += BK;
        B += BK * N;
      }
      for (; (bk + BK) < K; bk += BK) {
        // tile t: compute on the current stage while the loads of tile t+1 are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k) {
          float a[TM], b[TN];
#pragma unroll
          for (int i = 0; i < TM; ++i) a[i] = As[kp_stage][k][ty * TM + i];
#pragma unroll
          for (int j = 0; j < TN; ++j) b[j] = Bs[kp_stage][k][tx * TN + j];
#pragma unroll
          for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
        }
        // tile t+1: registers into the other stage
        {
#pragma unroll
          for (int i = 0; i < A_LOADS; ++i) {
            int idx = tid + i * NUM_THREADS;
            int r = idx / BK;  // 0..63
            int c = idx % BK;  // 0..7
            As[kp_stage ^ 1][c][r] = kp_next_As[i];
          }
#pragma unroll
          for (int i = 0; i < B_LOADS; ++i) {
            int idx = tid + i * NUM_THREADS;
            int r = idx / BN;  // 0..7
            int c = idx % BN;  // 0..63
            Bs[kp_stage ^ 1][r][c] = kp_next_Bs[i];
          }
        }
        // tile t+2, if it exists: global loads into registers, in flight across the barrier
        if ((bk + 2 * (BK)) < K) {
#pragma unroll
          for (int i = 0; i < A_LOADS; ++i) {
            int idx = tid + i * NUM_THREADS;
            int r = idx / BK;  // 0..63
            int c = idx % BK;  // 0..7
            kp_next_As[i] = A[r * K + c];
          }
#pragma unroll
          for (int i = 0; i < B_LOADS; ++i) {
            int idx = tid + i * NUM_THREADS;
            int r = idx / BN;  // 0..7
            int c = idx % BN;  // 0..63
            kp_next_Bs[i] = B[r * N + c];
          }
          A += BK;
          B += BK * N;
        }
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BK; ++k) {
        float a[TM], b[TN];
#pragma unroll
        for (int i = 0; i < TM; ++i) a[i] = As[kp_stage][k][ty * TM + i];
#pragma unroll
        for (int j = 0; j < TN; ++j) b[j] = Bs[kp_stage][k][tx * TN + j];
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
          for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
      }
      __syncthreads();
    }
  }

#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j) C[(ty * TM + i) * N + tx * TN + j] = acc[i][j];
}
