// Refused as already pipelined: two warp groups take turns on two buffers of the tiles, each arm of
// the role branch with its own barriers (the same count in both arms); the loads of the next tile into
// the second buffer come before the compute on the first.
#define TILE 16
#define NT 256
__device__ void load_tile(float* As, float* Bs, const float* A, const float* B, int N, int K) {
  int lt = threadIdx.x % (NT / 2);
  for (int i = lt / TILE; i < TILE; i += NT / 2 / TILE) {
    As[i * TILE + lt % TILE] = A[i * K + lt % TILE];
    Bs[i * TILE + lt % TILE] = B[i * N + lt % TILE];
  }
}
__device__ void dot_tile(float& acc, const float* As, const float* Bs) {
  int lt = threadIdx.x % (NT / 2);
  for (int k = 0; k < TILE; ++k) acc += As[(lt / TILE) * TILE + k] * Bs[k * TILE + lt % TILE];
}
__global__ void sgemm_warp_turns(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2 * TILE * TILE];
  __shared__ float Bs[2 * TILE * TILE];
  bool second = threadIdx.x >= NT / 2;
  A += blockIdx.y * TILE * K;
  B += blockIdx.x * TILE;
  float acc = 0.0f;
  if (!second) {
    load_tile(As, Bs, A, B, N, K);
  }
  __syncthreads();
  for (int k0 = 0; k0 < K; k0 += 2 * TILE) {
    if (second == 0) {
      dot_tile(acc, As, Bs);
      __syncthreads();
      if (k0 + TILE < K) {
        dot_tile(acc, As + TILE * TILE, Bs + TILE * TILE);
      }
      __syncthreads();
      if (k0 + 2 * TILE < K) {
        load_tile(As, Bs, A + 2 * TILE, B + 2 * TILE * N, N, K);
      }
    } else {
      if (k0 + TILE < K) {
        load_tile(As + TILE * TILE, Bs + TILE * TILE, A + TILE, B + TILE * N, N, K);
      }
      __syncthreads();
      dot_tile(acc, As, Bs);
      __syncthreads();
      if (k0 + TILE < K) {
        dot_tile(acc, As + TILE * TILE, Bs + TILE * TILE);
      }
    }
    A += 2 * TILE;
    B += 2 * TILE * N;
    __syncthreads();
  }
  int lt = threadIdx.x % (NT / 2);
  if (!second) C[(blockIdx.y * TILE + lt / TILE) * N + blockIdx.x * TILE + lt % TILE] = acc;
}
