// Load and compute helpers that take a tile as a flat pointer to its first element
// (`&As[0][0]`) and index it themselves.
#define BM 32
#define BN 32
#define BK 32
__device__ void store_tiles(float *as, float *bs, const float *A, const float *B, int N, int K, int t) {
  const int tx = threadIdx.x, ty = threadIdx.y;
  as[ty * BK + tx] = A[(blockIdx.y * BM + ty) * K + t + tx];
  bs[ty * BN + tx] = B[(t + ty) * N + blockIdx.x * BN + tx];
}
__device__ void dot_tiles(float &acc, const float *as, const float *bs) {
  const int tx = threadIdx.x, ty = threadIdx.y;
  for (int k = 0; k < BK; ++k) acc += as[ty * BK + k] * bs[k * BN + tx];
}
__global__ void __launch_bounds__(1024) flat_start(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BN];
  float acc = 0.0f;
  for (int t = 0; t < K; t += BK) {
    store_tiles(&As[0][0], &Bs[0][0], A, B, N, K, t);
    __syncthreads();
    dot_tiles(acc, &As[0][0], &Bs[0][0]);
    __syncthreads();
  }
  C[(blockIdx.y * BM + threadIdx.y) * N + blockIdx.x * BN + threadIdx.x] = acc;
}
