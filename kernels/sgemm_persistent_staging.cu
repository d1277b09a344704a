// sgemm_persistent_staging.cu -- C = A * B, fp32, persistent blocks with a C staging tile.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3(min(#SMs * 4, tiles)), block = dim3(256), dynamic smem = 0,
//           with tiles = (M / T) * (N / T); each block walks output tiles tile, tile + gridDim.x, ...
// Params  : A, B inputs; C output; M, N, K sizes; tiles = (M / T) * (N / T).
// Limits  : M, N and K multiples of 16.
// Shape   : 16x16 tiles, one output per thread. A persistent outer loop runs the K-loop once per
//           output tile; after the K-loop the A tile is reused as a staging area for C (a padded
//           16x17 tile, so the transposed write is conflict-free). The B load carries a subset
//           guard (`if (ty < T)`), as kernels with fewer loading threads than rows do.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K,(M/16)*(N/16) grid=min(SMS*4,(M/16)*(N/16)) block=256 multiple=16,16,16
#define T 16
__global__ void __launch_bounds__(256)
sgemm_persistent(const float *__restrict__ A, const float *__restrict__ B, float *C, int M, int N,
                 int K, int tiles) {
  __shared__ float As[T][T + 1];
  __shared__ float Bs[T][T];
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    const int row0 = (tile / (N / T)) * T, col0 = (tile % (N / T)) * T;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += T) {
      As[ty][tx] = A[(row0 + ty) * K + k0 + tx];
      if (ty < T) Bs[ty][tx] = B[(k0 + ty) * N + col0 + tx];
      __syncthreads();
      for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
      __syncthreads();
    }
    // Stage the tile of C through shared memory (transposed and back).
    As[tx][ty] = acc;
    __syncthreads();
    C[(row0 + ty) * N + col0 + tx] = As[tx][ty];
    __syncthreads();
  }
}
