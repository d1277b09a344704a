// A register-prefetch double buffer kept by hand, every tile access through helpers that take the
// tile as its first element's address and the buffer as an index (`buffer * TILE`): the stage is
// the loop counter's parity, declared in the loop.
#define BM 32
#define BN 32
#define BK 32
#define TILE (BM * BK)
__device__ float load_a(const float *A, int K, int t) {
  return A[(blockIdx.y * BM + threadIdx.y) * K + t + threadIdx.x];
}
__device__ float load_b(const float *B, int N, int t) {
  return B[(t + threadIdx.y) * N + blockIdx.x * BN + threadIdx.x];
}
__device__ void store_tiles(float *as, float *bs, int buffer, float a, float b) {
  as[buffer * TILE + threadIdx.y * BK + threadIdx.x] = a;
  bs[buffer * TILE + threadIdx.y * BN + threadIdx.x] = b;
}
__device__ void dot_tiles(const float *as, const float *bs, int buffer, float &acc) {
  for (int k = 0; k < BK; ++k)
    acc += as[buffer * TILE + threadIdx.y * BK + k] * bs[buffer * TILE + k * BN + threadIdx.x];
}
__global__ void __launch_bounds__(1024) helper_double(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[2][BM][BK];
  __shared__ float Bs[2][BK][BN];
  const int tiles = K / BK;
  float acc = 0.0f;
  store_tiles(&As[0][0][0], &Bs[0][0][0], 0, load_a(A, K, 0), load_b(B, N, 0));
  __syncthreads();
  for (int t = 0; t < tiles; ++t) {
    const int current = t & 1;
    const int next = current ^ 1;
    float a = 0.0f, b = 0.0f;
    if (t + 1 < tiles) {
      a = load_a(A, K, (t + 1) * BK);
      b = load_b(B, N, (t + 1) * BK);
    }
    dot_tiles(&As[0][0][0], &Bs[0][0][0], current, acc);
    if (t + 1 < tiles) {
      store_tiles(&As[0][0][0], &Bs[0][0][0], next, a, b);
    }
    __syncthreads();
  }
  C[(blockIdx.y * BM + threadIdx.y) * N + blockIdx.x * BN + threadIdx.x] = acc;
}
