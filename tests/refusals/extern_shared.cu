// Refused (unknown size): tiles carved out of extern __shared__ memory, and nothing in the file says
// how many bytes the launch passes (no launch, no `smem=` in a directive, no --define).
#define TILE 16
__global__ void sgemm_extern(const float* A, const float* B, float* C, int N, int K) {
  extern __shared__ float smem[];
  float* As = smem;
  float* Bs = smem + TILE * TILE;
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty * TILE + tx] = A[row * K + k0 + tx];
    Bs[ty * TILE + tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty * TILE + k] * Bs[k * TILE + tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
