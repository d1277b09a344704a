// Refused as already pipelined: tiles with a stage dimension, written at `write_stage` (the next tile)
// before the compute reads `read_stage`; one barrier per iteration.
#define TILE 16
__global__ void sgemm_stage_double_buffer(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  As[0][ty][tx] = A[row * K + tx];
  Bs[0][ty][tx] = B[ty * N + col];
  __syncthreads();
  int read_stage = 0, write_stage = 1;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    if (k0 + TILE < K) {
      As[write_stage][ty][tx] = A[row * K + k0 + TILE + tx];
      Bs[write_stage][ty][tx] = B[(k0 + TILE + ty) * N + col];
    }
    for (int k = 0; k < TILE; ++k) acc += As[read_stage][ty][k] * Bs[read_stage][k][tx];
    __syncthreads();
    read_stage ^= 1;
    write_stage ^= 1;
  }
  C[row * N + col] = acc;
}
