// The compute stores into the array the loads read, through a cast: the next tile's load must see
// the store.
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/16,M/16 block=16,16 multiple=16,16,16
#define T 16

__global__ void store_through_cast(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
    if (col == 0 && k0 + T + tx < K) ((float *)A)[row * K + k0 + T + tx] = acc;
    __syncthreads();
  }
  C[row * N + col] = acc;
}
