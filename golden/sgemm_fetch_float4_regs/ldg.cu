// sgemm_fetch_float4_regs.cu -- C = A * B, fp32, 128x128x8 block tiling, 8x8 outputs per thread.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(N / BN, M / BM) = dim3(N / 128, M / 128), block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 8.
// Shape   : the loads go through the file's vector-cast macro: A's float4 into a register array
//           (`FETCH_FLOAT4(ldg_a_reg[0]) = FETCH_FLOAT4(A[...])`), then stored transposed into As;
//           B's float4 straight into Bs. The register array is a load into registers, not a store
//           to global memory.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,8

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
#define OFFSET(row, col, ld) ((row) * (ld) + (col))
#define FETCH_FLOAT4(pointer) (reinterpret_cast<float4 *>(&(pointer))[0])

__global__ void __launch_bounds__(256)
sgemm_fetch_float4_regs(int M, int N, int K, float *__restrict__ A, float *__restrict__ B,
                        float *__restrict__ C) {
  __shared__ float As[2][BK][BM];
  __shared__ float Bs[2][BK][BN];
  const int tid = threadIdx.x;
  const int tx = tid % 16, ty = tid / 16;
  const int a_row = tid / 2, a_col = (tid % 2) * 4;
  const int b_row = tid / 32, b_col = (tid % 32) * 4;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 6 -> 5 blocks/SM). Prefetch registers: 8 per thread.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        float ldg_a_reg[4];
        FETCH_FLOAT4(ldg_a_reg[0]) = FETCH_FLOAT4(A[OFFSET(row0 + a_row, k0 + a_col, K)]);
        As[0][a_col + 0][a_row] = ldg_a_reg[0];
        As[0][a_col + 1][a_row] = ldg_a_reg[1];
        As[0][a_col + 2][a_row] = ldg_a_reg[2];
        As[0][a_col + 3][a_row] = ldg_a_reg[3];
        FETCH_FLOAT4(Bs[0][b_row][b_col]) = FETCH_FLOAT4(B[OFFSET(k0 + b_row, col0 + b_col, N)]);
      }
      __syncthreads();
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As_0[1];
        float kp_next_As_1[1];
        float kp_next_As_2[1];
        float kp_next_As_3[1];
        float4 kp_next_Bs[1];
        {
          float ldg_a_reg[4];
          FETCH_FLOAT4(ldg_a_reg[0]) = FETCH_FLOAT4(A[OFFSET(row0 + a_row, (k0 + BK) + a_col, K)]);
          kp_next_As_0[0] = ldg_a_reg[0];
          kp_next_As_1[0] = ldg_a_reg[1];
          kp_next_As_2[0] = ldg_a_reg[2];
          kp_next_As_3[0] = ldg_a_reg[3];
          kp_next_Bs[0] = FETCH_FLOAT4(B[OFFSET((k0 + BK) + b_row, col0 + b_col, N)]);
        }
        // tile t: compute on the current stage while the loads are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k)
#pragma unroll
          for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j)
              acc[i][j] += As[kp_stage][k][ty * TM + i] * Bs[kp_stage][k][tx * TN + j];
        // tile t+1: registers into the other stage
        As[kp_stage ^ 1][a_col + 0][a_row] = kp_next_As_0[0];
        As[kp_stage ^ 1][a_col + 1][a_row] = kp_next_As_1[0];
        As[kp_stage ^ 1][a_col + 2][a_row] = kp_next_As_2[0];
        As[kp_stage ^ 1][a_col + 3][a_row] = kp_next_As_3[0];
        FETCH_FLOAT4(Bs[kp_stage ^ 1][b_row][b_col]) = kp_next_Bs[0];
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
            acc[i][j] += As[kp_stage][k][ty * TM + i] * Bs[kp_stage][k][tx * TN + j];
      __syncthreads();
    }
  }
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j)
      C[OFFSET(row0 + ty * TM + i, col0 + tx * TN + j, N)] = acc[i][j];
}
