// sgemm_tilecount_bounds.cu -- C = A * B, fp32, any M, N, K.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3((N + TILE - 1) / TILE, (M + TILE - 1) / TILE),
//           block = dim3(TILE, TILE) = dim3(16, 16), dynamic smem = 0.
// Params  : M, N, K sizes (any value >= 1); A, B inputs; C output.
// Limits  : none on M/N/K; out-of-range tile elements are loaded as 0 and
//           out-of-range outputs are not stored.
// Shape   : 16x16 tile, one output per thread, scalar loads with bounds
//           checks and zero fill (one ternary, one if/else); tile-count
//           K-loop t < (K + TILE - 1) / TILE.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=(N+15)/16,(M+15)/16 block=16,16 multiple=1,1,1

#define TILE 16

__global__ void __launch_bounds__(TILE * TILE)
sgemm_tiled_bounds(int M, int N, int K, const float *__restrict__ A,
                   const float *__restrict__ B, float *__restrict__ C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];

  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty;  // row of C (and of A) of this thread
  const int col = blockIdx.x * TILE + tx;  // column of C (and of B) of this thread

  float acc = 0.0f;

  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    const int aCol = t * TILE + tx;  // column of A loaded by this thread
    const int bRow = t * TILE + ty;  // row of B loaded by this thread

    As[ty][tx] = (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    if (bRow < K && col < N) {
      Bs[ty][tx] = B[bRow * N + col];
    } else {
      Bs[ty][tx] = 0.0f;
    }

    __syncthreads();

#pragma unroll
    for (int k = 0; k < TILE; ++k) {
      acc += As[ty][k] * Bs[k][tx];
    }

    __syncthreads();
  }

  if (row < M && col < N) {
    C[row * N + col] = acc;
  }
}
