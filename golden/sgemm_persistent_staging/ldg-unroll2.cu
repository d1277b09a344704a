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
  __shared__ float As[2][T][T + 1];
  __shared__ float Bs[2][T][T];
  const int tx = threadIdx.x % T, ty = threadIdx.x / T;
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    const int row0 = (tile / (N / T)) * T, col0 = (tile % (N / T)) * T;
    float acc = 0.0f;
    // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
    // Shared memory per block: 2112 -> 4224 bytes (sm_86: 6 -> 6 blocks/SM). Prefetch registers: 2 per thread.
    // The steady-state loop is unrolled by 2 (--unroll): each copy of the body names its stage
    // with a constant, which changes nvcc's register allocation and scheduling; measure both.
    // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
    // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
    // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
    // iteration t was written before the barrier that ended iteration t-1.
    {
      int k0 = 0;
      if (k0 < K) {
        int kp_stage = 0;
        // prologue: tile 0 into stage 0
        As[0][ty][tx] = A[(row0 + ty) * K + k0 + tx];
        if (ty < T) Bs[0][ty][tx] = B[(k0 + ty) * N + col0 + tx];
        __syncthreads();
        #pragma unroll 2
        for (; (k0 + T) < K; k0 += T) {
          // tile t+1: global loads into registers, issued before the compute
          float kp_next_As[1];
          float kp_next_Bs[1];
          kp_next_As[0] = A[(row0 + ty) * K + (k0 + T) + tx];
          if (ty < T) kp_next_Bs[0] = B[((k0 + T) + ty) * N + col0 + tx];
          // tile t: compute on the current stage while the loads are in flight
          for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
          // tile t+1: registers into the other stage
          As[kp_stage ^ 1][ty][tx] = kp_next_As[0];
          if (ty < T) Bs[kp_stage ^ 1][ty][tx] = kp_next_Bs[0];
          __syncthreads();
          kp_stage ^= 1;
        }
        // epilogue: the last tile
        for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];
        __syncthreads();
      }
    }
    // Stage the tile of C through shared memory (transposed and back).
    As[0][tx][ty] = acc;
    __syncthreads();
    C[(row0 + ty) * N + col0 + tx] = As[0][tx][ty];
    __syncthreads();
  }
}
