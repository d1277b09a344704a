// The compute declares locals with the names the loads use: a load moved after the compute must
// keep the loader's meaning of `r` and `c`.
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/16,M/16 block=16,16 multiple=16,16,16
#define T 16

__global__ void shadowed_names(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  const int r = threadIdx.y, c = threadIdx.x;
  const int row = blockIdx.y * T + r, col = blockIdx.x * T + c;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[r][c] = A[row * K + k0 + c];
    Bs[r][c] = B[(k0 + r) * N + col];
    __syncthreads();
    int r = threadIdx.x, c = threadIdx.y;
    for (int k = 0; k < T; ++k) acc += As[c][k] * Bs[k][r];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
