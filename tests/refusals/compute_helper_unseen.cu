// Refused: the compute passes the tile to a helper declared but not defined in this file (its body
// is elsewhere), so kpipe cannot prove it only reads the tile.
#define TILE 16
__device__ void accumulate_tile(float &acc, const float (*As)[TILE], const float (*Bs)[TILE], int ty, int tx);
__global__ void sgemm_helper_unseen(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    accumulate_tile(acc, As, Bs, ty, tx);
    __syncthreads();
  }
  C[row * N + col] = acc;
}
