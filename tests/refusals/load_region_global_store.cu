// Refused: the load phase stores to global memory (a debug copy of the tile).
#define TILE 16
__global__ void sgemm_trace(const float* A, const float* B, float* C, float* trace, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    float a = A[row * K + k0 + tx];
    As[ty][tx] = a;
    trace[row * K + k0 + tx] = a;
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
