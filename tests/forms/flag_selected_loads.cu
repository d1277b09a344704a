// Loads whose source a flag selects: `transA ? A[k * lda + row] : A[row * lda + k]` reads A as
// stored transposed or not, with a zero where the tile passes the matrix. Each is a copy of one
// element from the address the flag picks. The form of BLAS-style kernels with `trans` arguments,
// written for kpipe's tests.
#define TILE 32

__global__ void gemm_flags(const float *A, int M, int K, int lda, bool transA, const float *B,
                           int N, int ldb, bool transB, float *C, int ldc) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    const int ka = t * TILE + tx, kb = t * TILE + ty;
    if (row < M && ka < K) {
      As[ty][tx] = transA ? A[ka * lda + row] : A[row * lda + ka];
    } else {
      As[ty][tx] = 0.0f;
    }
    Bs[ty][tx] = (col < N && kb < K) ? (transB ? B[col * ldb + kb] : B[kb * ldb + col]) : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N) C[row * ldc + col] = acc;
}

void launch_gemm_flags(const float *A, const float *B, float *C, int M, int N, int K) {
  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  gemm_flags<<<grid, block>>>(A, M, K, K, false, B, N, N, true, C, N);
}
