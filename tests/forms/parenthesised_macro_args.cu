// Classic column/row accessor macros whose parameters stand alone in parentheses (`(j) + (i)*lda`),
// and tiles carved from dynamic shared memory read through dereference accessors of the same name.
#define TS 32
#define A(i, j) A[(j) + (i)*lda]
#define B(i, j) B[(j) + (i)*ldb]
#define sA(i, j) *(sA + (j) + (i)*TS)
#define sB(i, j) *(sB + (j) + (i)*TS)
__global__ void __launch_bounds__(1024) macro_mm(const float *A, const float *B, float *C, int N, int K) {
  extern __shared__ float smem[];
  float *sA = smem;
  float *sB = smem + TS * TS;
  int lda = K, ldb = N;
  int tx = threadIdx.x, ty = threadIdx.y;
  A = &A(blockIdx.y * TS, 0);
  B = &B(0, blockIdx.x * TS);
  float acc = 0.0f;
  for (int k = 0; k < K; k += TS) {
    sA(ty, tx) = A(ty, tx);
    sB(ty, tx) = B(ty, tx);
    A += TS;
    B += TS * ldb;
    __syncthreads();
    for (int i = 0; i < TS; ++i) acc += sA(ty, i) * sB(i, tx);
    __syncthreads();
  }
  C[(blockIdx.y * TS + ty) * N + blockIdx.x * TS + tx] = acc;
}
void run_macro_mm(const float *A, const float *B, float *C, int M, int N, int K) {
  macro_mm<<<dim3(N / TS, M / TS), dim3(TS, TS), 2 * TS * TS * sizeof(float)>>>(A, B, C, N, K);
}
