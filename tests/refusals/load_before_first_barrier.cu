// Refused (no load phase found): the global value is read into a register before the first barrier
// and stored into the tile after it (sync; store; sync; compute with the load hoisted by hand).
#define TILE 16
__global__ void sgemm_register_staged(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    float a = A[row * K + k0 + tx];
    float b = B[(k0 + ty) * N + col];
    __syncthreads();
    As[ty][tx] = a;
    Bs[ty][tx] = b;
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
  }
  C[row * N + col] = acc;
}
