// Refused: already pipelined, with cp.async hidden behind macros.
#define TILE 16
#define CP_ASYNC_CA(dst, src) \
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(dst), "l"(src))
#define COMMIT() asm volatile("cp.async.commit_group;\n" ::)
#define WAIT1() asm volatile("cp.async.wait_group 1;\n" ::)
__global__ void sgemm_macro_async(const float* A, const float* B, float* C, int N, int K) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  int s = 0;
  for (int k0 = 0; k0 < K; k0 += TILE) {
    unsigned da = (unsigned)__cvta_generic_to_shared(&As[s][ty][tx]);
    unsigned db = (unsigned)__cvta_generic_to_shared(&Bs[s][ty][tx]);
    CP_ASYNC_CA(da, &A[row * K + k0 + tx]);
    CP_ASYNC_CA(db, &B[(k0 + ty) * N + col]);
    COMMIT();
    WAIT1();
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[s ^ 1][ty][k] * Bs[s ^ 1][k][tx];
    __syncthreads();
    s ^= 1;
  }
  C[row * N + col] = acc;
}
