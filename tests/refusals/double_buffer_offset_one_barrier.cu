// Refused as already pipelined: two buffers in one flat tile, selected by an offset that toggles each
// iteration; the next tile's loads go into the other buffer before this tile's compute, so one barrier
// per iteration suffices.
#define TILE 16
__device__ void load_tile(float* As, float* Bs, const float* A, const float* B, int N, int K) {
  int tx = threadIdx.x, ty = threadIdx.y;
  As[ty * TILE + tx] = A[ty * K + tx];
  Bs[ty * TILE + tx] = B[ty * N + tx];
}
__device__ void dot_tile(float& acc, const float* As, const float* Bs) {
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int k = 0; k < TILE; ++k) acc += As[ty * TILE + k] * Bs[k * TILE + tx];
}
__global__ void sgemm_offset_double_buffer(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2 * TILE * TILE];
  __shared__ float Bs[2 * TILE * TILE];
  A += blockIdx.y * TILE * K;
  B += blockIdx.x * TILE;
  float acc = 0.0f;
  int offset = 0;
  load_tile(As, Bs, A, B, N, K);
  __syncthreads();
  for (int k0 = 0; k0 < K; k0 += TILE) {
    if (k0 + TILE < K) {
      load_tile(As + (1 - offset) * TILE * TILE, Bs + (1 - offset) * TILE * TILE, A + TILE, B + TILE * N, N, K);
    }
    dot_tile(acc, As + offset * TILE * TILE, Bs + offset * TILE * TILE);
    A += TILE;
    B += TILE * N;
    offset = 1 - offset;
    __syncthreads();
  }
  C[(blockIdx.y * TILE + threadIdx.y) * N + blockIdx.x * TILE + threadIdx.x] = acc;
}
