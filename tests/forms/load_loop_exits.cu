// Load loops that stop early on a condition of thread indices and constants: `if (row >= TILE)
// break;` where a block of 16x8 threads covers 16 rows in ceil(16 / 8) passes, and `continue` past
// the columns a padded tile does not hold. The form of tutorial kernels whose block and tile differ
// in one dimension, written for kpipe's tests.
#define TILE 16
#define ROWS 8
#define PASSES ((TILE + ROWS - 1) / ROWS)

__global__ void matmul_exits(const float *__restrict__ A, const float *__restrict__ B,
                             float *__restrict__ C, int M, int N, int K) {
  __shared__ float As[TILE][TILE + 1];
  __shared__ float Bs[TILE][TILE + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.y * TILE, col = blockIdx.x * TILE + tx;
  float acc[PASSES] = {};
  for (int k0 = 0; k0 < K; k0 += TILE) {
    for (int p = 0; p < PASSES + 1; ++p) {
      const int r = ty + p * ROWS;
      if (r >= TILE) break;
      As[r][tx] = (row0 + r < M && k0 + tx < K) ? A[(row0 + r) * K + k0 + tx] : 0.f;
    }
    for (int p = 0; p < PASSES + 1; ++p) {
      const int r = ty + p * ROWS;
      if (r >= TILE || tx >= TILE) continue;
      Bs[r][tx] = (k0 + r < K && col < N) ? B[(k0 + r) * N + col] : 0.f;
    }
    __syncthreads();
    for (int p = 0; p < PASSES; ++p) {
      const int r = ty + p * ROWS;
      for (int kk = 0; kk < TILE; ++kk) acc[p] += As[r][kk] * Bs[kk][tx];
    }
    __syncthreads();
  }
  for (int p = 0; p < PASSES; ++p) {
    const int r = row0 + ty + p * ROWS;
    if (r < M && col < N) C[r * N + col] = acc[p];
  }
}

void launch_matmul_exits(const float *A, const float *B, float *C, int M, int N, int K) {
  dim3 block(TILE, ROWS);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmul_exits<<<grid, block>>>(A, B, C, M, N, K);
}
