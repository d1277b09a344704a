// The load offset advances in the compute phase through a helper taking it by reference: the next
// tile's loads must use the advanced offset.
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/16,M/16 block=16,16 multiple=16,16,16
#define T 16

__device__ void bump(int &o, int by) { o += by; }

__global__ void bump_through_reference(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  int off = 0;
  for (int t = 0; t < K / T; ++t) {
    As[ty][tx] = A[row * K + off + tx];
    Bs[ty][tx] = B[(off + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
    bump(off, T);
    __syncthreads();
  }
  C[row * N + col] = acc;
}
