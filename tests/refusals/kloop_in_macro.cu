// Refused: the K-loop is written inside a macro; kpipe rewrites code, not macro bodies.
#define TILE 16
#define TILED_K_LOOP(As, Bs, A, B, acc)                          \
  for (int k0 = 0; k0 < K; k0 += TILE) {                         \
    As[ty][tx] = A[row * K + k0 + tx];                           \
    Bs[ty][tx] = B[(k0 + ty) * N + col];                         \
    __syncthreads();                                             \
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx]; \
    __syncthreads();                                             \
  }
__global__ void sgemm_macro_loop(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  TILED_K_LOOP(As, Bs, A, B, acc);
  C[row * N + col] = acc;
}
