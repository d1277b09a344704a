// Refused: warp-role loads with a barrier inside each role's branch.
#define TILE 16
__global__ void sgemm_warp_role_barrier(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  int warp = (ty * TILE + tx) / 32;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    if (warp < 4) {
      As[ty][tx] = A[row * K + k0 + tx];
      __syncthreads();
    } else {
      Bs[ty - 8][tx] = B[(k0 + ty - 8) * N + col];
      __syncthreads();
    }
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty % 8][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
