// Refused: the dynamic buffer holds data written before the K-loop (a bias row the loop could read);
// the second stage is another part of the buffer, which would not hold it.
#define TILE 16
__global__ void sgemm_bias(const float* A, const float* B, const float* bias, float* C, int N, int K) {
  extern __shared__ float smem[];
  float* As = smem;
  float* Bs = smem + TILE * TILE;
  float* bias_s = smem + 2 * TILE * TILE;
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  if (ty == 0) bias_s[tx] = bias[col];
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty * TILE + tx] = A[row * K + k0 + tx];
    Bs[ty * TILE + tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty * TILE + k] * Bs[k * TILE + tx] + bias_s[tx] * 0.0f;
    __syncthreads();
  }
  C[row * N + col] = acc;
}
