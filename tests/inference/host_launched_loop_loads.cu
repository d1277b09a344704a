// Launch inference fixture: a 64x64x16 SGEMM on a 16 x 16 block whose tile stores run in a loop (each
// thread stores 4 elements of each tile per K-step), so the kernel alone does not say its block. The
// host launcher below it does (`dim3 block(16, 16)`, the grid through CEIL_DIV, a stream): kpipe reads
// the launch there, and it is the directive one would write.
//
// expect: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=? multiple=64,64,16
// expect-reason: the kernel uses a 2-D block (threadIdx.y) whose shape is unclear: the tile store `As[ty + 16 * i][tx]` (line 23) runs in a loop or under a condition
// expect-host: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=16,16 multiple=64,64,16

#define BM 64
#define BN 64
#define TK 16
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

__global__ void sgemm_host_launched(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[BM][TK];
  __shared__ float Bs[TK][BN];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += TK) {
    for (int i = 0; i < 4; ++i) {
      As[ty + 16 * i][tx] = A[(row0 + ty + 16 * i) * K + k0 + tx];
      Bs[ty][tx + 16 * i] = B[(k0 + ty) * N + col0 + tx + 16 * i];
    }
    __syncthreads();
    for (int kk = 0; kk < TK; ++kk)
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
          acc[i][j] += As[ty + 16 * i][kk] * Bs[kk][tx + 16 * j];
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      C[(row0 + ty + 16 * i) * N + col0 + tx + 16 * j] = acc[i][j];
}

void launch_sgemm(const float *dA, const float *dB, float *dC, int m, int n, int k,
                  cudaStream_t stream) {
  dim3 grid(CEIL_DIV(n, BN), CEIL_DIV(m, BM));
  dim3 block(16, 16);
  sgemm_host_launched<<<grid, block, 0, stream>>>(dA, dB, dC, m, n, k);
}
