// Refused: the load helper returns early (`if (...) return;`): inlined into the K-loop, the `return`
// would leave the kernel, not the helper.
#define TILE 16
__device__ void load_tile(float (*tile)[TILE], const float* src, int ld, int rows) {
  if (threadIdx.y >= rows) {
    tile[threadIdx.y][threadIdx.x] = 0.0f;
    return;
  }
  tile[threadIdx.y][threadIdx.x] = src[threadIdx.y * ld + threadIdx.x];
}
__global__ void sgemm_helper(const float* A, const float* B, float* C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    load_tile(As, A + blockIdx.y * TILE * K + k0, K, M - blockIdx.y * TILE);
    load_tile(Bs, B + k0 * N + blockIdx.x * TILE, N, TILE);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
