// A K tail guarded with no `else`: a thread that skips a load leaves the element of the tile before
// in place. After a rewrite with two stages that element would be another stage's.
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/16,M/16 block=16,16 multiple=16,16,1
#define T 16

__global__ void tail_guard_no_else(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    if (k0 + tx < K) As[ty][tx] = A[row * K + k0 + tx];
    if (k0 + ty < K) Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
