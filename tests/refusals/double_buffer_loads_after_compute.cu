// Refused as double-buffered but not overlapped: two buffers of each tile, one barrier per
// iteration, but the next tile is loaded after the compute on `cur` (the fix: load it first).
#define TILE 16
__global__ void __launch_bounds__(TILE * TILE)
sgemm_loads_after_compute(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  float ra, rb;
  As[0][ty][tx] = A[row * K + tx];
  Bs[0][ty][tx] = B[ty * N + col];
  __syncthreads();
  for (int t = 1; t < K / TILE; ++t) {
    int cur = (t - 1) & 1, nxt = t & 1;
    for (int k = 0; k < TILE; ++k) acc += As[cur][ty][k] * Bs[cur][k][tx];
    ra = A[row * K + t * TILE + tx];
    rb = B[(t * TILE + ty) * N + col];
    As[nxt][ty][tx] = ra;
    Bs[nxt][ty][tx] = rb;
    __syncthreads();
  }
  int last = (K / TILE - 1) & 1;
  for (int k = 0; k < TILE; ++k) acc += As[last][ty][k] * Bs[last][k][tx];
  C[row * N + col] = acc;
}
