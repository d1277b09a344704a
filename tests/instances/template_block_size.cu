// A template kernel in the CUDA samples' matrixMul form: a square BLOCK_SIZE x BLOCK_SIZE block and
// tiles, two induction variables with an inclusive bound. Launched as <16> and <32> below the marker.
template <int BLOCK_SIZE>
__global__ void mm_t(float *C, const float *A, const float *B, int wA, int wB) {
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}

// host
void launch_16(float *C, const float *A, const float *B, int wA, int wB, int hA) {
  mm_t<16><<<dim3(wB / 16, hA / 16), dim3(16, 16)>>>(C, A, B, wA, wB);
}
void launch_32(float *C, const float *A, const float *B, int wA, int wB, int hA) {
  mm_t<32><<<dim3(wB / 32, hA / 32), dim3(32, 32)>>>(C, A, B, wA, wB);
}
