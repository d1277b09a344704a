// Refused: the tiles are loaded by a __device__ helper whose body is not in this file (declared
// here, defined in another translation unit): kpipe inlines only the load helpers it can read.
#define TILE 16
__device__ void load_tile(float (*tile)[TILE], const float* src, int ld);
__global__ void sgemm_helper(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    load_tile(As, A + blockIdx.y * TILE * K + k0, K);
    load_tile(Bs, B + k0 * N + blockIdx.x * TILE, N);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
