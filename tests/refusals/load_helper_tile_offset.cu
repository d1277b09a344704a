// Refused: the load helper gets a tile with an offset (`Bs + TILE * TILE / 2`): kpipe maps a tile
// parameter to a whole tile, which then gains its stage.
#define TILE 16
__device__ void load_half(float* dst, const float* src, int ld) {
  int t = threadIdx.y * TILE + threadIdx.x;
  if (t < TILE * TILE / 2) dst[t] = src[(t / TILE) * ld + t % TILE];
}
__global__ void __launch_bounds__(256) sgemm_halves(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE * TILE];
  __shared__ float Bs[TILE * TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty * TILE + tx] = A[row * K + k0 + tx];
    load_half(Bs, B + k0 * N + blockIdx.x * TILE, N);
    load_half(Bs + TILE * TILE / 2, B + (k0 + TILE / 2) * N + blockIdx.x * TILE, N);
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty * TILE + k] * Bs[k * TILE + tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
