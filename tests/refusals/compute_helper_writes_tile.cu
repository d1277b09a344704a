// Refused: the compute helper writes the tile through a pointer derived from its parameter
// (it rescales the row it reads), so the next tile's stores could race with it.
#define TILE 16
__device__ float row_dot(float *row, const float (*Bs)[TILE], int tx, float s) {
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k) {
    float *p = row + k;
    *p *= s;
    acc += *p * Bs[k][tx];
  }
  return acc;
}
__global__ void sgemm_helper_writes(const float* A, const float* B, float* C, int N, int K, float s) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    acc += row_dot(As[ty], Bs, tx, s);
    __syncthreads();
  }
  C[row * N + col] = acc;
}
