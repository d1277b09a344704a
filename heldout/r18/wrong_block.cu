// The rewrite of strided_blockdim_directive.cu (block 256) launched with 128 threads: the guard stops it.
#include <cstdio>
#include "strided_ldg.cu"
int main() {
  float *A, *B, *C;
  cudaMalloc(&A, 64 * 64 * 4); cudaMalloc(&B, 64 * 64 * 4); cudaMalloc(&C, 64 * 64 * 4);
  sgemm_strided<<<dim3(1, 1), 128>>>(A, B, C, 64, 64, 64);
  cudaError_t e = cudaDeviceSynchronize();
  printf("launch with 128 threads: %s\n", cudaGetErrorString(e));
  return 0;
}
