// sgemm_ldst128_macro.cu -- C = A * B, fp32, 128x128x8 block tiling, 8x8 outputs per thread.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 128, M / 128), block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 8.
// Shape   : both tiles copied 16 bytes at a time through the file's statement macro
//           `LDST128(dst, src)` (a uint4 copy between two lvalues); kpipe expands it in the load
//           passes and keeps it as written elsewhere.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,8

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
#define OFFSET(row, col, ld) ((row) * (ld) + (col))
#define LDST128(dst, src) (*reinterpret_cast<uint4 *>(&(dst)) = *reinterpret_cast<const uint4 *>(&(src)))

__global__ void __launch_bounds__(256)
sgemm_ldst128_macro(int M, int N, int K, float *__restrict__ A, float *__restrict__ B,
                        float *__restrict__ C) {
  __shared__ float As[2][BM][BK];
  __shared__ float Bs[2][BK][BN];
  const int tid = threadIdx.x;
  const int tx = tid % 16, ty = tid / 16;
  const int a_row = tid / 2, a_col = (tid % 2) * 4;
  const int b_row = tid / 32, b_col = (tid % 32) * 4;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 6 -> 5 blocks/SM). Prefetch registers: 8 per thread.
  // The steady-state loop is unrolled by 2 (--unroll): each copy of the body names its stage
  // with a constant, which changes nvcc's register allocation and scheduling; measure both.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      *reinterpret_cast<uint4 *>(&(As[0][a_row][a_col])) = *reinterpret_cast<const uint4 *>(&(A[((row0 + a_row) * K + (k0 + a_col))]));
      *reinterpret_cast<uint4 *>(&(Bs[0][b_row][b_col])) = *reinterpret_cast<const uint4 *>(&(B[((k0 + b_row) * N + (col0 + b_col))]));
      __syncthreads();
      #pragma unroll 2
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t+1: global loads into registers, issued before the compute
        uint4 kp_next_As[1];
        uint4 kp_next_Bs[1];
        kp_next_As[0] = *reinterpret_cast<const uint4 *>(&(A[((row0 + a_row) * K + ((k0 + BK) + a_col))]));
        kp_next_Bs[0] = *reinterpret_cast<const uint4 *>(&(B[(((k0 + BK) + b_row) * N + (col0 + b_col))]));
        // tile t: compute on the current stage while the loads are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k)
#pragma unroll
          for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j)
              acc[i][j] += As[kp_stage][ty * TM + i][k] * Bs[kp_stage][k][tx * TN + j];
        // tile t+1: registers into the other stage
        *reinterpret_cast<uint4 *>(&(As[kp_stage ^ 1][a_row][a_col])) = kp_next_As[0];
        *reinterpret_cast<uint4 *>(&(Bs[kp_stage ^ 1][b_row][b_col])) = kp_next_Bs[0];
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BK; ++k)
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
          for (int j = 0; j < TN; ++j)
            acc[i][j] += As[kp_stage][ty * TM + i][k] * Bs[kp_stage][k][tx * TN + j];
      __syncthreads();
    }
  }
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j)
      C[OFFSET(row0 + ty * TM + i, col0 + tx * TN + j, N)] = acc[i][j];
}
