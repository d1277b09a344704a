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
  __shared__ float As[2][BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float Bs[2][BLOCK_SIZE][BLOCK_SIZE];

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

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 1 -> 1 blocks/SM). Prefetch registers: 2 per thread.
  // The steady-state loop is unrolled by 2 (--unroll): each copy of the body names its stage
  // with a constant, which changes nvcc's register allocation and scheduling; measure both.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int a = aBegin, b = bBegin;
    if (a <= aEnd) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      // Each thread loads one element of each tile.
      As[0][ty][tx] = A[a + wA * ty + tx];
      Bs[0][ty][tx] = B[b + wB * ty + tx];
      __syncthreads();
      #pragma unroll 2
      for (; (a + aStep) <= aEnd; a += aStep, b += bStep) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As[1];
        float kp_next_Bs[1];
        kp_next_As[0] = A[(a + aStep) + wA * ty + tx];
        kp_next_Bs[0] = B[(b + bStep) + wB * ty + tx];
        // tile t: compute on the current stage while the loads are in flight
#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k) {
          Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        }
        // tile t+1: registers into the other stage
        As[kp_stage ^ 1][ty][tx] = kp_next_As[0];
        Bs[kp_stage ^ 1][ty][tx] = kp_next_Bs[0];
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BLOCK_SIZE; ++k) {
        Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
      }
      __syncthreads();
    }
  }

  // Each thread writes one element of the block's 32x32 sub-matrix of C.
  const int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}
