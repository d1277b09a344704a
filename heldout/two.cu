// sgemm_32x32_two_iv.cu -- C = A * B, fp32 (CUDA samples matrixMul style).
//
// Layouts : A is M x K row-major (wA = K), B is K x N row-major (wB = N),
//           C is M x N row-major.
// Launch  : grid  = dim3(N / BLOCK_SIZE, M / BLOCK_SIZE), block = dim3(32, 32),
//           dynamic shared memory = 0.
// Params  : C output, A and B inputs, wA = K (width of A), wB = N (width of B).
// Limits  : M, N and K multiples of 32.
// Shape   : 32x32 tile, one output per thread, scalar loads; the K-loop has
//           two induction variables (a walks A, b walks B) and an inclusive
//           bound (a <= aEnd).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=C,A,B,K,N grid=N/32,M/32 block=32,32 multiple=32,32,32

#define BLOCK_SIZE 32

__global__ void __launch_bounds__(BLOCK_SIZE * BLOCK_SIZE)
matrixMulCUDA(float *C, const float *A, const float *B, int wA, int wB) {
  __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

  const int bx = blockIdx.x;
  const int by = blockIdx.y;
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;

  // First, last and step of the A sub-matrices processed by this block.
  const int aBegin = wA * BLOCK_SIZE * by;
  const int aEnd = aBegin + wA - 1;
  const int aStep = BLOCK_SIZE;

  // First and step of the B sub-matrices processed by this block.
  const int bBegin = BLOCK_SIZE * bx;
  const int bStep = BLOCK_SIZE * wB;

  float Csub = 0.0f;

  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    // Each thread loads one element of each tile.
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];

    __syncthreads();

#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) {
      Csub += As[ty][k] * Bs[k][tx];
    }

    __syncthreads();
  }

  // Each thread writes one element of the block's 32x32 sub-matrix of C.
  const int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}
// sgemm_tile_in_loop.cu -- C = alpha * A * B + beta * C, fp32.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(N / TILE, M / TILE), block = dim3(TILE, TILE) =
//           dim3(16, 16), dynamic smem = 0.
// Params  : M, N, K sizes; alpha, beta scalars; A, B inputs; C in/out.
// Limits  : M, N and K multiples of 16.
// Shape   : 16x16 tile, one output per thread, scalar loads. The static
//           __shared__ tiles are declared INSIDE the K-loop body (one
//           allocation per block all the same); the loop is a size_t tile
//           counter with brace initialisation.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/16,M/16 block=16,16 multiple=16,16,16

#define TILE 16

__global__ void __launch_bounds__(TILE * TILE)
sgemm_tile_in_loop(int M, int N, int K, float alpha, const float *__restrict__ A,
                   const float *__restrict__ B, float beta, float *__restrict__ C) {
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty;
  const int col = blockIdx.x * TILE + tx;
  const size_t numTiles = K / TILE;

  float sum = 0.0f;

  for (size_t t{0}; t < numTiles; ++t) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    As[ty][tx] = A[row * K + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];

    __syncthreads();

#pragma unroll
    for (int k = 0; k < TILE; ++k) {
      sum += As[ty][k] * Bs[k][tx];
    }

    __syncthreads();
  }

  C[row * N + col] = alpha * sum + beta * C[row * N + col];
}
