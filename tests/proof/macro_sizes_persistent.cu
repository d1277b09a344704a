// macro_sizes_persistent.cu -- D = A * B, fp32, in the form of the CUDA samples' tensor-core GEMMs:
// every size is a macro (no integer parameter), and each block walks output tiles block_pos,
// block_pos + gridDim.x, ... until it runs past the last one. A local `typedef` names the copy's
// type, and the compute is chosen by `__CUDA_ARCH__`.
#define T 16
#define M_TILES 64
#define N_TILES 64
#define K_TILES 64
#define M_GLOBAL (T * M_TILES)
#define N_GLOBAL (T * N_TILES)
#define K_GLOBAL (T * K_TILES)
__global__ void __launch_bounds__(256)
macro_sizes_persistent(const float *__restrict__ A, const float *__restrict__ B,
                       float *__restrict__ D) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  for (unsigned int block_pos = blockIdx.x;; block_pos += gridDim.x) {
    const unsigned int tile_i = block_pos / N_TILES, tile_j = block_pos % N_TILES;
    if (tile_i >= M_TILES) {
      break;
    }
    typedef float copy_t;
    float acc = 0.0f;
    for (int tile_k = 0; tile_k < K_TILES; ++tile_k) {
      As[ty][tx] = *((const copy_t *)&A[(tile_i * T + ty) * K_GLOBAL + tile_k * T + tx]);
      Bs[ty][tx] = *((const copy_t *)&B[(tile_k * T + ty) * N_GLOBAL + tile_j * T + tx]);
      __syncthreads();
#if __CUDA_ARCH__ >= 800
      for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
#else
      for (int k = 0; k < T; ++k) acc = __fmaf_rn(As[ty][k], Bs[k][tx], acc);
#endif
      __syncthreads();
    }
    D[(tile_i * T + ty) * N_GLOBAL + tile_j * T + tx] = acc;
  }
}
