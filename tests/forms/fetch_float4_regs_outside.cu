// A's float4 goes through the vector-cast macro into a register array declared before the loop
// (a load into registers, not a store to global memory) and read after it: what it holds after
// the loop is the last tile's loads, in the rewrite too, so it is the loads' own and the proof
// compares what the read after the loop stores (tests/loop_forms.rs).
#define BM 128
#define BN 128
#define BK 8
#define OFFSET(row, col, ld) ((row) * (ld) + (col))
#define FETCH_FLOAT4(pointer) (reinterpret_cast<float4 *>(&(pointer))[0])
__global__ void __launch_bounds__(256) sgemm_regs_outside(float* __restrict__ A, float* __restrict__ B, float* __restrict__ C, int M, int N, int K) {
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  int tid = threadIdx.x;
  int tx = tid % 16, ty = tid / 16;
  float ldg_a_reg[4];
  float acc[8][8] = {};
  int a_row = tid / 2, a_col = (tid % 2) * 4;
  int b_row = tid / 32, b_col = (tid % 32) * 4;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  for (int k0 = 0; k0 < K; k0 += BK) {
    FETCH_FLOAT4(ldg_a_reg[0]) = FETCH_FLOAT4(A[OFFSET(row0 + a_row, k0 + a_col, K)]);
    As[a_col + 0][a_row] = ldg_a_reg[0];
    As[a_col + 1][a_row] = ldg_a_reg[1];
    As[a_col + 2][a_row] = ldg_a_reg[2];
    As[a_col + 3][a_row] = ldg_a_reg[3];
    FETCH_FLOAT4(Bs[b_row][b_col]) = FETCH_FLOAT4(B[OFFSET(k0 + b_row, col0 + b_col, N)]);
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j) acc[i][j] += As[k][ty * 8 + i] * Bs[k][tx * 8 + j];
    __syncthreads();
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) C[OFFSET(row0 + ty * 8 + i, col0 + tx * 8 + j, N)] = acc[i][j];
  if (tid == 0 && K < 0) C[0] = ldg_a_reg[0];
}
