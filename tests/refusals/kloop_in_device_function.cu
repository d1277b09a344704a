// Refused: the K-loop is in a __device__ function whose tiles the kernel passes in as parameters
// (the stage index would have to reach the function through the parameter types).
#define TILE 16
__device__ float block_dot(const float* A, const float* B, float (*As)[TILE], float (*Bs)[TILE],
                           int N, int K, int row, int col) {
  int tx = threadIdx.x, ty = threadIdx.y;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  return acc;
}
__global__ void sgemm_device_loop(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  C[row * N + col] = block_dot(A, B, As, Bs, N, K, row, col);
}
