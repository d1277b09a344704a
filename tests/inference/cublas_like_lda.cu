// Launch inference fixture: a cuBLAS-like signature with leading dimensions (row-major operands),
// a 2-D 16x16 block with padded 2-D tiles, bounds-checked loads. Expected: args=M,N,K,alpha,A,K,B,N,
// beta,C,N grid=N/16,M/16 block=16,16.
//
// expect: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,K,B,N,beta,C,N grid=N/16,M/16 block=16,16 multiple=16,16,16

#define TS 16

__global__ void sgemm_nn(int M, int N, int K, float alpha, const float *__restrict__ A, int lda,
                         const float *__restrict__ B, int ldb, float beta, float *__restrict__ C,
                         int ldc) {
  __shared__ float As[TS][TS + 1];
  __shared__ float Bs[TS][TS + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TS + ty;
  const int col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TS) {
    As[ty][tx] = (row < M && k0 + tx < K) ? A[row * lda + k0 + tx] : 0.0f;
    Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * ldb + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TS; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N) C[row * ldc + col] = alpha * acc + beta * C[row * ldc + col];
}
