// Refused: a persistent kernel in the CUDA samples' form (compute_gemm) whose tile loop stages C into
// the dynamic shared buffer that also holds the K-loop's tiles, before the K-loop. The inner loop is
// taken for the K-loop (the outer one is a tile loop), but with two stages the second is another part
// of the buffer, and kpipe cannot prove the K-loop reads only what its own loads write there.
#define T 16
__global__ void persistent_extern_staging(const float *A, const float *B, float *C, int M, int N,
                                          int K, float beta) {
  extern __shared__ float smem[];
  float *As = smem;
  float *Bs = smem + T * T;
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  for (unsigned int block_pos = blockIdx.x;; block_pos += gridDim.x) {
    const unsigned int row0 = (block_pos / (N / T)) * T, col0 = (block_pos % (N / T)) * T;
    if (row0 >= (unsigned int)M) {
      break;
    }
    smem[tx * (T + 1) + ty] = C[(row0 + ty) * N + col0 + tx];
    __syncthreads();
    float acc = beta * smem[tx * (T + 1) + ty];
    __syncthreads();
    for (int k0 = 0; k0 < K; k0 += T) {
      As[ty * T + tx] = A[(row0 + ty) * K + k0 + tx];
      Bs[ty * T + tx] = B[(k0 + ty) * N + col0 + tx];
      __syncthreads();
      for (int k = 0; k < T; ++k) acc += As[ty * T + k] * Bs[k * T + tx];
      __syncthreads();
    }
    C[(row0 + ty) * N + col0 + tx] = acc;
  }
}
