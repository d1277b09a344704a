// Refused (2-byte half elements cannot be cp.async copies, and register prefetch): with the 16 x 16
// block of the launch below, the load loop's start ranges over [0, 31] and its bound is 48: threads
// starting below 16 load two rows, the others one.
#include <cuda_fp16.h>
#define BK 8
__global__ void llmc_loads_48(float *out, const half *inp, const half *w, int C) {
  __shared__ half lhs_s[48][BK];
  __shared__ half rhs_s[48][BK];
  float acc = 0.0f;
  for (int so = 0; so < C; so += BK) {
    int xby8 = threadIdx.x / 8;
    int xo = threadIdx.x % 8;
    for (int y = 2 * threadIdx.y + xby8; y < 48; y += 32) {
      lhs_s[y][xo] = inp[y * C + so + xo];
      rhs_s[y][xo] = w[y * C + so + xo];
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += __half2float(lhs_s[threadIdx.x][k]) * __half2float(rhs_s[threadIdx.y][k]);
    __syncthreads();
  }
  out[threadIdx.y * 16 + threadIdx.x] = acc;
}

void launch(float *out, const half *inp, const half *w, int C) {
  dim3 block(16, 16);
  llmc_loads_48<<<1, block>>>(out, inp, w, C);
}
