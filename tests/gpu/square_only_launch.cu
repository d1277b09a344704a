// A launch that is valid for square matrices only: the grid is (M / 32, N / 32) while blockIdx.x
// walks the columns (N). At M != N the original itself reads and writes out of bounds, so a GPU
// check there compares nothing: kpipe must leave such sizes out, say so, and check at M = N.
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

template <const int BLOCKSIZE>
__global__ void sgemm_square_only(int M, int N, int K, float alpha, const float *A, const float *B,
                                  float beta, float *C) {
  const int cRow = blockIdx.y;
  const int cCol = blockIdx.x;
  __shared__ float As[BLOCKSIZE * BLOCKSIZE];
  __shared__ float Bs[BLOCKSIZE * BLOCKSIZE];
  const int threadCol = threadIdx.x % BLOCKSIZE;
  const int threadRow = threadIdx.x / BLOCKSIZE;
  A += cRow * BLOCKSIZE * K;
  B += cCol * BLOCKSIZE;
  C += cRow * BLOCKSIZE * N + cCol * BLOCKSIZE;
  float tmp = 0.0f;
  for (int bkIdx = 0; bkIdx < K; bkIdx += BLOCKSIZE) {
    As[threadRow * BLOCKSIZE + threadCol] = A[threadRow * K + threadCol];
    Bs[threadRow * BLOCKSIZE + threadCol] = B[threadRow * N + threadCol];
    __syncthreads();
    A += BLOCKSIZE;
    B += BLOCKSIZE * N;
    for (int dotIdx = 0; dotIdx < BLOCKSIZE; ++dotIdx) {
      tmp += As[threadRow * BLOCKSIZE + dotIdx] * Bs[dotIdx * BLOCKSIZE + threadCol];
    }
    __syncthreads();
  }
  C[threadRow * N + threadCol] = alpha * tmp + beta * C[threadRow * N + threadCol];
}

void run_sgemm_square_only(int M, int N, int K, float alpha, float *A, float *B, float beta,
                           float *C) {
  dim3 gridDim(CEIL_DIV(M, 32), CEIL_DIV(N, 32));
  dim3 blockDim(32 * 32);
  sgemm_square_only<32><<<gridDim, blockDim>>>(M, N, K, alpha, A, B, beta, C);
}
