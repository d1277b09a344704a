// Refused (2-byte half elements cannot be cp.async copies, and register prefetch): the load loop's
// start depends on threadIdx.y and threadIdx.x, and __launch_bounds__(256) gives the number of
// threads but not the block's shape (16 x 16 makes the count 2 in every thread; 256 x 1 would not).
// The directive's block= or a launch in the file says it.
#include <cuda_fp16.h>
#define BK 8
__global__ void __launch_bounds__(256) llmc_loads(float *out, const half *inp, const half *w, int C) {
  __shared__ half lhs_s[64][BK];
  __shared__ half rhs_s[64][BK];
  float acc = 0.0f;
  for (int so = 0; so < C; so += BK) {
    int xby8 = threadIdx.x / 8;
    int xo = threadIdx.x % 8;
    for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32) {
      lhs_s[y][xo] = inp[y * C + so + xo];
      rhs_s[y][xo] = w[y * C + so + xo];
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += __half2float(lhs_s[threadIdx.x][k]) * __half2float(rhs_s[threadIdx.y][k]);
    __syncthreads();
  }
  out[threadIdx.y * 64 + threadIdx.x] = acc;
}
