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
  int t = 0;

  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep, ++t) {
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
  C[c + wB * ty + tx] = Csub + t;
}
