// Refused (K014): the tiles alternate two stages, but each iteration loads a stage and then computes
// on that same stage, so no load overlaps the compute (not "already pipelined").
#define TILE 16
__global__ void sgemm_double_buffered(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  int write = 0;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[write][ty][tx] = A[row * K + k0 + tx];
    Bs[write][ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[write][ty][k] * Bs[write][k][tx];
    __syncthreads();
    write ^= 1;
  }
  C[row * N + col] = acc;
}
