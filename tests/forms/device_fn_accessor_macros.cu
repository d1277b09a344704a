// A `__device__` function template with the K-loop, called by two `extern "C"` wrappers, whose
// tiles are written and read through accessor macros (`AS(ty, tx) = A[...]`, the CUDA samples'
// driver-API form): kpipe reads the uses as their expansion and pipelines the loop.
#define AS(i, j) As[i][j]
#define BS(i, j) Bs[i][j]
template <int block_size, typename size_type>
__device__ void mm(float *C, float *A, float *B, size_type wA, size_type wB) {
  size_type bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  size_type aBegin = wA * block_size * by, aEnd = aBegin + wA - 1, aStep = block_size;
  size_type bBegin = block_size * bx, bStep = block_size * wB;
  float Csub = 0;
  for (size_type a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[block_size][block_size];
    __shared__ float Bs[block_size][block_size];
    AS(ty, tx) = A[a + wA * ty + tx];
    BS(ty, tx) = B[b + wB * ty + tx];
    __syncthreads();
    for (size_type k = 0; k < block_size; ++k) Csub += AS(ty, k) * BS(k, tx);
    __syncthreads();
  }
  C[wB * block_size * by + block_size * bx + wB * ty + tx] = Csub;
}
extern "C" __global__ void mm16(float *C, float *A, float *B, size_t wA, size_t wB) { mm<16, size_t>(C, A, B, wA, wB); }
extern "C" __global__ void mm32(float *C, float *A, float *B, size_t wA, size_t wB) { mm<32, size_t>(C, A, B, wA, wB); }
