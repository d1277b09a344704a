// A double buffer written through macros: LOAD(1) fills stage 1 while SUBTILE(0) computes on
// stage 0, then the other way round. It is already pipelined (K013), not a macro kpipe cannot see.
#define TILE 16
__global__ void macro_double_buffer(const float *A, const float *B, float *C, int N, int K) {
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  const float *a = A + row * K + tx;
  const float *b = B + ty * N + col;
  const float *a_end = a + K;
  float acc = 0.0f;
#define LOAD(S)                     \
  do {                              \
    As[S][ty][tx] = a[0];           \
    Bs[S][ty][tx] = b[0];           \
    a += TILE, b += TILE * N;       \
  } while (0);
#define SUBTILE(S)                                             \
  for (int k = 0; k < TILE; ++k) acc += As[S][ty][k] * Bs[S][k][tx];
  LOAD(0)
  for (; a < a_end;) {
    __syncthreads();
    LOAD(1)
    SUBTILE(0)
    __syncthreads();
    if (a < a_end) {
      LOAD(0)
    }
    SUBTILE(1)
  }
  C[row * N + col] = acc;
}
