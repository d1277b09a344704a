// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=256 multiple=64,64,16
// Launch inference fixture that must be refused: the tiles are loaded by loops strided by blockDim.x,
// and nothing names the thread count, so the block is a `?` in the directive kpipe prints.
//
// expect: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=? multiple=64,64,16
// expect-reason: the thread count is unknown: no __launch_bounds__, no thread-count constant (NUM_THREADS, THREADS, ...), and the tile store at line 21 runs in a loop or under a condition, so the stores do not say how many threads there are

#define BM 64
#define BN 64
#define BK 16

__global__ void sgemm_strided(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[2][BM][BK];
  __shared__ float Bs[2][BK][BN];
  const int tid = threadIdx.x;
  const int row0 = blockIdx.y * BM;
  const int col0 = blockIdx.x * BN;
  const int tr = tid / 16, tc = tid % 16;  // 4x4 outputs per thread with 256 threads
  float acc[4][4] = {};
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 11 -> 5 blocks/SM). Prefetch registers: 8 per thread.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      // the prefetch registers hold the loads of a 256 x 1 x 1 block (the shape kpipe read the load counts for)
      if (blockDim.x != 256 || blockDim.y != 1 || blockDim.z != 1) __trap();
      for (int i = tid; i < BM * BK; i += blockDim.x) {
        As[0][i / BK][i % BK] = A[(row0 + i / BK) * K + k0 + i % BK];
      }
      for (int i = tid; i < BK * BN; i += blockDim.x) {
        Bs[0][i / BN][i % BN] = B[(k0 + i / BN) * N + col0 + i % BN];
      }
      __syncthreads();
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As[4];
        float kp_next_Bs[4];
        #pragma unroll
        for (int i = tid; i < BM * BK; i += blockDim.x) {
          kp_next_As[(i - (tid)) / (blockDim.x)] = A[(row0 + i / BK) * K + (k0 + BK) + i % BK];
        }
        #pragma unroll
        for (int i = tid; i < BK * BN; i += blockDim.x) {
          kp_next_Bs[(i - (tid)) / (blockDim.x)] = B[((k0 + BK) + i / BN) * N + col0 + i % BN];
        }
        // tile t: compute on the current stage while the loads are in flight
        for (int k = 0; k < BK; ++k)
          for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 4; ++c) acc[r][c] += As[kp_stage][tr * 4 + r][k] * Bs[kp_stage][k][tc * 4 + c];
        // tile t+1: registers into the other stage
        #pragma unroll
        for (int i = tid; i < BM * BK; i += blockDim.x) {
          As[kp_stage ^ 1][i / BK][i % BK] = kp_next_As[(i - (tid)) / (blockDim.x)];
        }
        #pragma unroll
        for (int i = tid; i < BK * BN; i += blockDim.x) {
          Bs[kp_stage ^ 1][i / BN][i % BN] = kp_next_Bs[(i - (tid)) / (blockDim.x)];
        }
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      for (int k = 0; k < BK; ++k)
        for (int r = 0; r < 4; ++r)
          for (int c = 0; c < 4; ++c) acc[r][c] += As[kp_stage][tr * 4 + r][k] * Bs[kp_stage][k][tc * 4 + c];
      __syncthreads();
    }
  }
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) C[(row0 + tr * 4 + r) * N + col0 + tc * 4 + c] = acc[r][c];
}
