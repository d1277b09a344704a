// sgemm_guarded_float4_local.cu -- C = A * B, fp32, ragged M, N, K.
//
// Layouts : A is M x K, B is K x N, C is M x N, all row-major.
// Launch  : grid  = dim3((N + BN - 1) / BN, (M + BM - 1) / BM) = dim3((N + 63) / 64, (M + 63) / 64),
//           block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, B inputs; C output.
// Limits  : any M; N and K multiples of 4 (each float4 is either wholly in range or wholly out);
//           16-byte aligned pointers. Out-of-range tile elements are loaded as 0.
// Shape   : BM=BN=64, BK=8, 4x4 outputs per thread. The loads go through float4 LOCALS loaded
//           under a bounds guard (`float4 v = make_float4(0,...); if (in range) v = load;`): A's
//           local is stored TRANSPOSED into As as four scalars (v.x .. v.w), B's local as one
//           float4. Only the first 128 of the 256 threads load each tile (`if (tid < 128)`).
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=(N+63)/64,(M+63)/64 block=256 multiple=1,4,4

#define BM 64
#define BN 64
#define BK 8
#define TM 4
#define TN 4

__global__ void __launch_bounds__(256)
sgemm_guarded_float4_local(int M, int N, int K, const float *__restrict__ A,
                           const float *__restrict__ B, float *__restrict__ C) {
  __shared__ float As[2][BK][BM];  // transposed: As[k][m]
  __shared__ float Bs[2][BK][BN];

  const int tid = threadIdx.x;
  const int rowA = tid / (BK / 4);        // 0..63 for tid < 128
  const int colA = (tid % (BK / 4)) * 4;  // 0 or 4
  const int rowB = tid / (BN / 4);        // 0..7 for tid < 128
  const int colB = (tid % (BN / 4)) * 4;  // 0..60
  const int tRow = tid / (BN / TN);
  const int tCol = tid % (BN / TN);
  const int bRow = blockIdx.y * BM;
  const int bCol = blockIdx.x * BN;

  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 4096 -> 8192 bytes (sm_86: 6 -> 6 blocks/SM). Prefetch registers: 8 per thread.
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
      {
        if (tid < BM * BK / 4) {
          float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
          if (bRow + rowA < M && k0 + colA < K)
            v = *reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + k0 + colA]);
          As[0][colA + 0][rowA] = v.x;
          As[0][colA + 1][rowA] = v.y;
          As[0][colA + 2][rowA] = v.z;
          As[0][colA + 3][rowA] = v.w;
        }
        if (tid < BK * BN / 4) {
          float4 w = make_float4(0.f, 0.f, 0.f, 0.f);
          if (k0 + rowB < K && bCol + colB < N) {
            w = *reinterpret_cast<const float4 *>(&B[(k0 + rowB) * N + bCol + colB]);
          }
          *reinterpret_cast<float4 *>(&Bs[0][rowB][colB]) = w;
        }
      }
      __syncthreads();
      #pragma unroll 2
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As_0[1];
        float kp_next_As_1[1];
        float kp_next_As_2[1];
        float kp_next_As_3[1];
        float4 kp_next_Bs[1];
        {
          if (tid < BM * BK / 4) {
            float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
            if (bRow + rowA < M && (k0 + BK) + colA < K)
              v = *reinterpret_cast<const float4 *>(&A[(bRow + rowA) * K + (k0 + BK) + colA]);
            kp_next_As_0[0] = v.x;
            kp_next_As_1[0] = v.y;
            kp_next_As_2[0] = v.z;
            kp_next_As_3[0] = v.w;
          }
          if (tid < BK * BN / 4) {
            float4 w = make_float4(0.f, 0.f, 0.f, 0.f);
            if ((k0 + BK) + rowB < K && bCol + colB < N) {
              w = *reinterpret_cast<const float4 *>(&B[((k0 + BK) + rowB) * N + bCol + colB]);
            }
            kp_next_Bs[0] = w;
          }
        }
        // tile t: compute on the current stage while the loads are in flight
#pragma unroll
        for (int k = 0; k < BK; ++k) {
#pragma unroll
          for (int i = 0; i < TM; ++i) {
#pragma unroll
            for (int j = 0; j < TN; ++j) {
              acc[i][j] += As[kp_stage][k][tRow * TM + i] * Bs[kp_stage][k][tCol * TN + j];
            }
          }
        }
        // tile t+1: registers into the other stage
        if (tid < BM * BK / 4) {
          As[kp_stage ^ 1][colA + 0][rowA] = kp_next_As_0[0];
          As[kp_stage ^ 1][colA + 1][rowA] = kp_next_As_1[0];
          As[kp_stage ^ 1][colA + 2][rowA] = kp_next_As_2[0];
          As[kp_stage ^ 1][colA + 3][rowA] = kp_next_As_3[0];
        }
        if (tid < BK * BN / 4) {
          *reinterpret_cast<float4 *>(&Bs[kp_stage ^ 1][rowB][colB]) = kp_next_Bs[0];
        }
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
#pragma unroll
      for (int k = 0; k < BK; ++k) {
#pragma unroll
        for (int i = 0; i < TM; ++i) {
#pragma unroll
          for (int j = 0; j < TN; ++j) {
            acc[i][j] += As[kp_stage][k][tRow * TM + i] * Bs[kp_stage][k][tCol * TN + j];
          }
        }
      }
      __syncthreads();
    }
  }

  for (int i = 0; i < TM; ++i) {
    for (int j = 0; j < TN; ++j) {
      const int r = bRow + tRow * TM + i;
      const int c = bCol + tCol * TN + j;
      if (r < M && c < N) C[r * N + c] = acc[i][j];
    }
  }
}
