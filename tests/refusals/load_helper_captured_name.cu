// Refused: the load helper reads `ld`, a __constant__ of the file, and the kernel declares its own
// `ld` before the call: inlined into the kernel, `ld` would be the kernel's.
#define TILE 16
__constant__ int ld;
__device__ void load_tile(float (*tile)[TILE], const float* src) {
  tile[threadIdx.y][threadIdx.x] = src[threadIdx.y * ld + threadIdx.x];
}
__global__ void sgemm_helper(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y, ld = K;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    load_tile(As, A + blockIdx.y * TILE * K + k0);
    load_tile(Bs, B + k0 * N + blockIdx.x * TILE);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc * ld;
}
