// fp32 register-blocked SGEMM, 128x128x32 tiles (As stored transposed), 256 threads, 8x8 outputs each.
// 32 KB of shared memory; two stages would be 64 KB.
#define BM 128
#define BN 128
#define BK 32
#define TM 8
#define TN 8

__global__ void __launch_bounds__(256) sgemm_rb(int M, int N, int K, const float *A, const float *B,
                                                float *C) {
  extern __shared__ __align__(128) unsigned char kp_smem[];  // kpipe: 65536 bytes at launch, the tiles below
  float (&As)[2][BK][BM] = *reinterpret_cast<float (*)[2][BK][BM]>(kp_smem);
  float (&Bs)[2][BK][BN] = *reinterpret_cast<float (*)[2][BK][BN]>(kp_smem + 32768);
  int tid = threadIdx.x;
  int tx = tid % 16, ty = tid / 16;
  const float *Ab = A + blockIdx.y * BM * K;
  const float *Bb = B + blockIdx.x * BN;
  float acc[TM][TN] = {0.0f};
  float ra[TM], rb[TN];
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 32768 -> 65536 bytes (sm_90: 6 -> 3 blocks/SM).
  // The tiles are in dynamic shared memory (`kp_smem`, 65536 bytes): As at byte 0, 2 x 16384 B; Bs at byte 32768, 2 x 16384 B.
  // The launch of this kernel in this file (line 63) passes 65536 bytes (kpipe edited it). Prefetch registers: 32 per thread.
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < 4; ++i) {
          int c = tid + i * 256;
          int r = c / 8, col = (c % 8) * 4;
          float4 v = *reinterpret_cast<const float4 *>(&Ab[r * K + k0 + col]);
          As[0][col + 0][r] = v.x;
          As[0][col + 1][r] = v.y;
          As[0][col + 2][r] = v.z;
          As[0][col + 3][r] = v.w;
        }
#pragma unroll
        for (int i = 0; i < 4; ++i) {
          int c = tid + i * 256;
          int r = c / 32, col = (c % 32) * 4;
          *reinterpret_cast<float4 *>(&Bs[0][r][col]) =
              *reinterpret_cast<const float4 *>(&Bb[(k0 + r) * N + col]);
        }
      }
      __syncthreads();
        float kp_next_As_0[4];
        float kp_next_As_1[4];
        float kp_next_As_2[4];
        float kp_next_As_3[4];
        float4 kp_next_Bs[4];
      if ((k0 + BK) < K) {
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            int c = tid + i * 256;
            int r = c / 8, col = (c % 8) * 4;
            float4 v = *reinterpret_cast<const float4 *>(&Ab[r * K + (k0 + BK) + col]);
            kp_next_As_0[i] = v.x;
            kp_next_As_1[i] = v.y;
            kp_next_As_2[i] = v.z;
            kp_next_As_3[i] = v.w;
          }
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            int c = tid + i * 256;
            int r = c / 32, col = (c % 32) * 4;
            kp_next_Bs[i] = *reinterpret_cast<const float4 *>(&Bb[((k0 + BK) + r) * N + col]);
          }
        }
#pragma unroll 2
      for (; (k0 + BK) < K;) {
        // tile t: compute on the current stage while the loads are in flight
#pragma unroll
        for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
          for (int i = 0; i < TM; ++i) ra[i] = As[kp_stage][kk][ty * TM + i];
#pragma unroll
          for (int j = 0; j < TN; ++j) rb[j] = Bs[kp_stage][kk][tx * TN + j];
#pragma unroll
          for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j) acc[i][j] += ra[i] * rb[j];
        }
        // tile t+1: registers into the other stage
        {
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            int c = tid + i * 256;
            int r = c / 8, col = (c % 8) * 4;
            As[kp_stage ^ 1][col + 0][r] = kp_next_As_0[i];
            As[kp_stage ^ 1][col + 1][r] = kp_next_As_1[i];
            As[kp_stage ^ 1][col + 2][r] = kp_next_As_2[i];
            As[kp_stage ^ 1][col + 3][r] = kp_next_As_3[i];
          }
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            int c = tid + i * 256;
            int r = c / 32, col = (c % 32) * 4;
            *reinterpret_cast<float4 *>(&Bs[kp_stage ^ 1][r][col]) = kp_next_Bs[i];
          }
        }
        __syncthreads();
        kp_stage ^= 1;
        k0 += BK;
        if ((k0 + BK) < K) {
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            int c = tid + i * 256;
            int r = c / 8, col = (c % 8) * 4;
            float4 v = *reinterpret_cast<const float4 *>(&Ab[r * K + (k0 + BK) + col]);
            kp_next_As_0[i] = v.x;
            kp_next_As_1[i] = v.y;
            kp_next_As_2[i] = v.z;
            kp_next_As_3[i] = v.w;
          }
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            int c = tid + i * 256;
            int r = c / 32, col = (c % 32) * 4;
            kp_next_Bs[i] = *reinterpret_cast<const float4 *>(&Bb[((k0 + BK) + r) * N + col]);
          }
        }
      }
      // epilogue: the last tile
#pragma unroll
      for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
        for (int i = 0; i < TM; ++i) ra[i] = As[kp_stage][kk][ty * TM + i];
#pragma unroll
        for (int j = 0; j < TN; ++j) rb[j] = Bs[kp_stage][kk][tx * TN + j];
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
          for (int j = 0; j < TN; ++j) acc[i][j] += ra[i] * rb[j];
      }
      __syncthreads();
    }
  }
  float *Cb = C + (blockIdx.y * BM + ty * TM) * N + blockIdx.x * BN + tx * TN;
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; j += 4)
      *reinterpret_cast<float4 *>(&Cb[i * N + j]) =
          make_float4(acc[i][j], acc[i][j + 1], acc[i][j + 2], acc[i][j + 3]);
}

void sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  dim3 block(256);
  dim3 grid(N / BN, M / BM);
  // kpipe: the dynamic shared memory below is a number, 65536 bytes for `sgemm_rb` (was 0): 2 stages of As, Bs moved from static to dynamic shared memory
  cudaFuncSetAttribute(sgemm_rb, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
  sgemm_rb<<<grid, block, 65536>>>(M, N, K, A, B, C);
}
