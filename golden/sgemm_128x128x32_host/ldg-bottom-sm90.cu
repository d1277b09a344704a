// sgemm_128x128x32_host.cu -- C = A * B, fp32, register-blocked, with its host launcher.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : launch_sgemm below: grid = dim3(N / 128, M / 128), block = 256,
//           dynamic smem = 0 (the tiles are static).
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : M and N multiples of 128, K a multiple of 32; 16-byte aligned pointers.
// Shape   : BM=BN=128, BK=32, 8x8 outputs per thread, 256 threads.
//           As[BK][BM] (A stored transposed) + Bs[BK][BN] = 2 x 16 KB = 32 KB of
//           static smem; two stages are 64 KB, above the 48 KB static
//           __shared__ limit: a pipelined version needs dynamic shared memory
//           and a launch that passes it (cudaFuncSetAttribute above 48 KB).
//           Loads: 4 float4 per thread per operand (constant trip count);
//           element-offset K-loop.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32

constexpr int BM = 128;
constexpr int BN = 128;
constexpr int BK = 32;
constexpr int TM = 8;
constexpr int TN = 8;
constexpr int THREADS = (BM / TM) * (BN / TN);  // 256
constexpr int A_VECS = BM * BK / 4 / THREADS;   // 4
constexpr int B_VECS = BK * BN / 4 / THREADS;   // 4

__global__ void __launch_bounds__(THREADS)
sgemm_128x128x32(int M, int N, int K, const float *__restrict__ A,
                 const float *__restrict__ B, float *__restrict__ C) {
  extern __shared__ __align__(128) unsigned char kp_smem[];  // kpipe: 65536 bytes at launch, the tiles below
  float (&As)[2][BK][BM] = *reinterpret_cast<float (*)[2][BK][BM]>(kp_smem);  // As[k][m] = A[bm + m][k0 + k]
  float (&Bs)[2][BK][BN] = *reinterpret_cast<float (*)[2][BK][BN]>(kp_smem + 32768);  // Bs[k][n] = B[k0 + k][bn + n]

  const int tid = threadIdx.x;
  const int threadRow = tid / (BN / TN);  // 0..15
  const int threadCol = tid % (BN / TN);  // 0..15
  const int bm = blockIdx.y * BM;
  const int bn = blockIdx.x * BN;

  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, loads at the bottom, one barrier per iteration.
  // Shared memory per block: 32768 -> 65536 bytes (sm_90: 6 -> 3 blocks/SM).
  // The tiles are in dynamic shared memory (`kp_smem`, 65536 bytes): As at byte 0, 2 x 16384 B; Bs at byte 32768, 2 x 16384 B.
  // The launch of this kernel in this file (line 106) passes 65536 bytes (kpipe edited it). Prefetch registers: 32 per thread.
  // Iteration t computes on tile t in stage kp_stage, stores tile t+1 from the registers into stage
  // kp_stage ^ 1, then issues the global loads of tile t+2 into the registers before the barrier, so
  // that they are in flight during the compute of iteration t+1. Issued at the top of the iteration,
  // nvcc may sink such loads to just before their stores, after most of the compute; the branch and
  // the loop's back edge keep them here. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    int k0 = 0;
    if (k0 < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
#pragma unroll
        for (int i = 0; i < A_VECS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BK / 4);        // 0..127
          const int c = (idx % (BK / 4)) * 4;  // 0..28
          const float4 v = *reinterpret_cast<const float4 *>(&A[(bm + r) * K + k0 + c]);
          As[0][c + 0][r] = v.x;
          As[0][c + 1][r] = v.y;
          As[0][c + 2][r] = v.z;
          As[0][c + 3][r] = v.w;
        }
#pragma unroll
        for (int i = 0; i < B_VECS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BN / 4);        // 0..31
          const int c = (idx % (BN / 4)) * 4;  // 0..124
          *reinterpret_cast<float4 *>(&Bs[0][r][c]) =
              *reinterpret_cast<const float4 *>(&B[(k0 + r) * N + bn + c]);
        }
      }
      __syncthreads();
      float kp_next_As_0[4];
      float kp_next_As_1[4];
      float kp_next_As_2[4];
      float kp_next_As_3[4];
      float4 kp_next_Bs[4];
      // tile 1, if it exists: global loads into registers
      if ((k0 + BK) < K) {
#pragma unroll
        for (int i = 0; i < A_VECS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BK / 4);        // 0..127
          const int c = (idx % (BK / 4)) * 4;  // 0..28
          const float4 v = *reinterpret_cast<const float4 *>(&A[(bm + r) * K + (k0 + BK) + c]);
          kp_next_As_0[i] = v.x;
          kp_next_As_1[i] = v.y;
          kp_next_As_2[i] = v.z;
          kp_next_As_3[i] = v.w;
        }
#pragma unroll
        for (int i = 0; i < B_VECS; ++i) {
          const int idx = tid + i * THREADS;
          const int r = idx / (BN / 4);        // 0..31
          const int c = (idx % (BN / 4)) * 4;  // 0..124
          kp_next_Bs[i] = *reinterpret_cast<const float4 *>(&B[((k0 + BK) + r) * N + bn + c]);
        }
      }
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t: compute on the current stage while the loads of tile t+1 are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k) {
          float regM[TM], regN[TN];
#pragma unroll
          for (int i = 0; i < TM; i += 4) {
            const float4 a = *reinterpret_cast<const float4 *>(&As[kp_stage][k][threadRow * TM + i]);
            regM[i + 0] = a.x;
            regM[i + 1] = a.y;
            regM[i + 2] = a.z;
            regM[i + 3] = a.w;
          }
#pragma unroll
          for (int j = 0; j < TN; j += 4) {
            const float4 b = *reinterpret_cast<const float4 *>(&Bs[kp_stage][k][threadCol * TN + j]);
            regN[j + 0] = b.x;
            regN[j + 1] = b.y;
            regN[j + 2] = b.z;
            regN[j + 3] = b.w;
          }
#pragma unroll
          for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j) acc[i][j] += regM[i] * regN[j];
        }
        // tile t+1: registers into the other stage
        {
#pragma unroll
          for (int i = 0; i < A_VECS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BK / 4);        // 0..127
            const int c = (idx % (BK / 4)) * 4;  // 0..28
            As[kp_stage ^ 1][c + 0][r] = kp_next_As_0[i];
            As[kp_stage ^ 1][c + 1][r] = kp_next_As_1[i];
            As[kp_stage ^ 1][c + 2][r] = kp_next_As_2[i];
            As[kp_stage ^ 1][c + 3][r] = kp_next_As_3[i];
          }
#pragma unroll
          for (int i = 0; i < B_VECS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BN / 4);        // 0..31
            const int c = (idx % (BN / 4)) * 4;  // 0..124
            *reinterpret_cast<float4 *>(&Bs[kp_stage ^ 1][r][c]) = kp_next_Bs[i];
          }
        }
        // tile t+2, if it exists: global loads into registers, in flight across the barrier
        if ((k0 + 2 * (BK)) < K) {
#pragma unroll
          for (int i = 0; i < A_VECS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BK / 4);        // 0..127
            const int c = (idx % (BK / 4)) * 4;  // 0..28
            const float4 v = *reinterpret_cast<const float4 *>(&A[(bm + r) * K + (k0 + 2 * (BK)) + c]);
            kp_next_As_0[i] = v.x;
            kp_next_As_1[i] = v.y;
            kp_next_As_2[i] = v.z;
            kp_next_As_3[i] = v.w;
          }
#pragma unroll
          for (int i = 0; i < B_VECS; ++i) {
            const int idx = tid + i * THREADS;
            const int r = idx / (BN / 4);        // 0..31
            const int c = (idx % (BN / 4)) * 4;  // 0..124
            kp_next_Bs[i] = *reinterpret_cast<const float4 *>(&B[((k0 + 2 * (BK)) + r) * N + bn + c]);
          }
        }
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BK; ++k) {
        float regM[TM], regN[TN];
#pragma unroll
        for (int i = 0; i < TM; i += 4) {
          const float4 a = *reinterpret_cast<const float4 *>(&As[kp_stage][k][threadRow * TM + i]);
          regM[i + 0] = a.x;
          regM[i + 1] = a.y;
          regM[i + 2] = a.z;
          regM[i + 3] = a.w;
        }
#pragma unroll
        for (int j = 0; j < TN; j += 4) {
          const float4 b = *reinterpret_cast<const float4 *>(&Bs[kp_stage][k][threadCol * TN + j]);
          regN[j + 0] = b.x;
          regN[j + 1] = b.y;
          regN[j + 2] = b.z;
          regN[j + 3] = b.w;
        }
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
          for (int j = 0; j < TN; ++j) acc[i][j] += regM[i] * regN[j];
      }
      __syncthreads();
    }
  }

#pragma unroll
  for (int i = 0; i < TM; ++i) {
#pragma unroll
    for (int j = 0; j < TN; j += 4) {
      *reinterpret_cast<float4 *>(&C[(bm + threadRow * TM + i) * N + bn + threadCol * TN + j]) =
          make_float4(acc[i][j], acc[i][j + 1], acc[i][j + 2], acc[i][j + 3]);
    }
  }
}

// The host launcher: kpipe edits this launch when the rewrite needs dynamic shared memory.
void launch_sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  dim3 grid(N / BN, M / BM);
  // kpipe: the dynamic shared memory below is a number, 65536 bytes for `sgemm_128x128x32` (was 0): 2 stages of As, Bs moved from static to dynamic shared memory
  cudaFuncSetAttribute(sgemm_128x128x32, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
  sgemm_128x128x32<<<grid, THREADS, 65536>>>(M, N, K, A, B, C);
}
