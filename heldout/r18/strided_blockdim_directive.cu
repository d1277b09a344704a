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
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BN];
  const int tid = threadIdx.x;
  const int row0 = blockIdx.y * BM;
  const int col0 = blockIdx.x * BN;
  const int tr = tid / 16, tc = tid % 16;  // 4x4 outputs per thread with 256 threads
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = tid; i < BM * BK; i += blockDim.x) {
      As[i / BK][i % BK] = A[(row0 + i / BK) * K + k0 + i % BK];
    }
    for (int i = tid; i < BK * BN; i += blockDim.x) {
      Bs[i / BN][i % BN] = B[(k0 + i / BN) * N + col0 + i % BN];
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k)
      for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) acc[r][c] += As[tr * 4 + r][k] * Bs[k][tc * 4 + c];
    __syncthreads();
  }
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) C[(row0 + tr * 4 + r) * N + col0 + tc * 4 + c] = acc[r][c];
}
