// Refused: two load/compute sub-phases per K-step (A's half-tiles loaded and consumed in turn).
#define TILE 16
__global__ void sgemm_two_sub_phases(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE / 2; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
    if (tx < TILE / 2) As[ty][tx] = As[ty][tx + TILE / 2];
    __syncthreads();
    for (int k = 0; k < TILE / 2; ++k) acc += As[ty][k] * Bs[k + TILE / 2][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
