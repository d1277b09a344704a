// Refused: the loop already prefetches the next tile into registers (one buffer): the compute reads
// the tiles before the first barrier, and the tiles are stored after it from the registers.
#define TILE 16
__global__ void __launch_bounds__(TILE * TILE)
sgemm_prefetched(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  As[ty][tx] = A[row * K + tx];
  Bs[ty][tx] = B[ty * N + col];
  __syncthreads();
  for (int k0 = TILE; k0 < K; k0 += TILE) {
    float a = A[row * K + k0 + tx];
    float b = B[(k0 + ty) * N + col];
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
    As[ty][tx] = a;
    Bs[ty][tx] = b;
    __syncthreads();
  }
  for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
  C[row * N + col] = acc;
}
