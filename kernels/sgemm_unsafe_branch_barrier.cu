// sgemm_unsafe_branch_barrier.cu -- C = A * B, fp32, "skip all-zero A rows" variant.
//
// DELIBERATELY UNSAFE -- kept as a negative example that kpipe must refuse.
// The compute phase is wrapped in `if (rowHasData)`, which depends on the
// values just loaded into As and differs from thread to thread, and the
// trailing __syncthreads() sits inside that branch. Threads whose A row is
// zero in this tile skip the barrier: undefined behaviour (a hang, or a
// thread overwriting As/Bs while others still read them).
//
// Layouts : A is M x K (e.g. ReLU activations, many zeros), B is K x N,
//           C is M x N, all row-major.
// Launch  : grid  = dim3(N / TILE, M / TILE), block = dim3(TILE, TILE) =
//           dim3(16, 16), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M, N and K multiples of 16.
// Shape   : 16x16 tile, one output per thread, scalar loads, tile-count loop.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/16,M/16 block=16,16 multiple=16,16,16

#define TILE 16

__global__ void __launch_bounds__(TILE * TILE)
sgemm_skip_zero_rows(int M, int N, int K, const float *__restrict__ A,
                     const float *__restrict__ B, float *__restrict__ C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];

  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty;
  const int col = blockIdx.x * TILE + tx;
  const int numTiles = K / TILE;

  float acc = 0.0f;

  for (int t = 0; t < numTiles; ++t) {
    As[ty][tx] = A[row * K + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];

    __syncthreads();

    // "Optimization": a row of A that is all zero in this tile adds nothing.
    bool rowHasData = false;
#pragma unroll
    for (int k = 0; k < TILE; ++k) rowHasData |= (As[ty][k] != 0.0f);

    if (rowHasData) {
#pragma unroll
      for (int k = 0; k < TILE; ++k) {
        acc += As[ty][k] * Bs[k][tx];
      }
      __syncthreads();  // BUG: data-dependent, not reached by every thread
    }
  }

  C[row * N + col] = acc;
}
