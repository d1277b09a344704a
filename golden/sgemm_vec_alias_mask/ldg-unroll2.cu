// sgemm_vec_alias_mask.cu -- C = A * B, fp32, ragged M, N, K, padded row strides.
//
// Layouts : A is M x K with row stride lda, B is K x N with row stride ldb, C is M x N (stride N).
// Launch  : grid  = dim3((N + BN - 1) / BN, (M + BM - 1) / BM) = dim3((N + 63) / 64, (M + 63) / 64),
//           block = dim3(256), dynamic smem = 0.
// Params  : M, N, K sizes; A, lda, B, ldb inputs and their row strides; C output.
// Limits  : any M, N, K; lda and ldb multiples of 4 at least K and N (16-byte aligned rows, the padding
//           readable); 16-byte aligned pointers. Out-of-range tile elements are loaded as 0.
// Shape   : BM=BN=64, BK=16, 4x4 outputs per thread. Each thread loads one 16-byte vector of A and
//           one of B per tile: zero-initialised, loaded under a bounds guard, and, where the vector
//           runs past the matrix edge, its tail zeroed through a `float*` alias into the vector. A's
//           vector is stored TRANSPOSED into As element by element from the alias; B's as one float4.
//
// Launch directive for kpipe's GPU checks (see the README):
// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,K,B,N,C grid=(N+63)/64,(M+63)/64 block=256 multiple=1,4,4

#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4
#define NV 4  // floats per 16-byte vector

__global__ void __launch_bounds__(256)
sgemm_vec_alias_mask(int M, int N, int K, const float *__restrict__ A, int lda,
                     const float *__restrict__ B, int ldb, float *__restrict__ C) {
  __shared__ float As[2][BK][BM];  // transposed: As[k][m]
  __shared__ float Bs[2][BK][BN];

  const int tid = threadIdx.x;
  const int tRow = tid / (BN / TN);
  const int tCol = tid % (BN / TN);
  const int bRow = blockIdx.y * BM;
  const int bCol = blockIdx.x * BN;

  float acc[TM][TN] = {};

  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 8192 -> 16384 bytes (sm_86: 6 -> 5 blocks/SM). Prefetch registers: 8 per thread.
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
        // A: 64 rows x 4 vectors, one vector per thread, stored transposed from the alias.
        {
          const int r = tid / (BK / NV);
          const int c = (tid % (BK / NV)) * NV;
          const int gr = bRow + r;
          const int gc = k0 + c;
          int4 v{0, 0, 0, 0};
          if (gr < M && gc < K) {
            v = *reinterpret_cast<int4 const *>(&A[gr * lda + gc]);
          }
          float *const p{reinterpret_cast<float *>(&v)};
          if (gc + NV > K) {
            // The vector runs past column K: zero its tail.
            const int bad{min(gc + NV - K, NV)};
            for (int i{0}; i < bad; ++i) {
              p[NV - 1 - i] = 0.0f;
            }
          }
          for (int i{0}; i < NV; ++i) {
            As[0][c + i][r] = p[i];
          }
        }
        // B: 16 rows x 16 vectors, one vector per thread, stored whole.
        {
          const int r = tid / (BN / NV);
          const int c = (tid % (BN / NV)) * NV;
          const int gr = k0 + r;
          const int gc = bCol + c;
          float4 w{0.0f, 0.0f, 0.0f, 0.0f};
          if (gr < K && gc < N) {
            w = *reinterpret_cast<float4 const *>(&B[gr * ldb + gc]);
          }
          if (gc + NV > N) {
            const int bad{min(gc + NV - N, NV)};
            float *const q{reinterpret_cast<float *>(&w)};
            for (int i{0}; i < bad; ++i) {
              q[NV - 1 - i] = 0.0f;
            }
          }
          *reinterpret_cast<float4 *>(&Bs[0][r][c]) = w;
        }
      }
      __syncthreads();
      #pragma unroll 2
      for (; (k0 + BK) < K; k0 += BK) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As[4];
        float4 kp_next_Bs[1];
        {
          {
            const int r = tid / (BK / NV);
            const int c = (tid % (BK / NV)) * NV;
            const int gr = bRow + r;
            const int gc = (k0 + BK) + c;
            int4 v{0, 0, 0, 0};
            if (gr < M && gc < K) {
              v = *reinterpret_cast<int4 const *>(&A[gr * lda + gc]);
            }
            float *const p{reinterpret_cast<float *>(&v)};
            if (gc + NV > K) {
              // The vector runs past column K: zero its tail.
              const int bad{min(gc + NV - K, NV)};
              for (int i{0}; i < bad; ++i) {
                p[NV - 1 - i] = 0.0f;
              }
            }
            #pragma unroll
            for (int i{0}; i < NV; ++i) {
              kp_next_As[i] = p[i];
            }
          }
          {
            const int r = tid / (BN / NV);
            const int c = (tid % (BN / NV)) * NV;
            const int gr = (k0 + BK) + r;
            const int gc = bCol + c;
            float4 w{0.0f, 0.0f, 0.0f, 0.0f};
            if (gr < K && gc < N) {
              w = *reinterpret_cast<float4 const *>(&B[gr * ldb + gc]);
            }
            if (gc + NV > N) {
              const int bad{min(gc + NV - N, NV)};
              float *const q{reinterpret_cast<float *>(&w)};
              for (int i{0}; i < bad; ++i) {
                q[NV - 1 - i] = 0.0f;
              }
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
        {
          {
            const int r = tid / (BK / NV);
            const int c = (tid % (BK / NV)) * NV;
            #pragma unroll
            for (int i{0}; i < NV; ++i) {
              As[kp_stage ^ 1][c + i][r] = kp_next_As[i];
            }
          }
          {
            const int r = tid / (BN / NV);
            const int c = (tid % (BN / NV)) * NV;
            *reinterpret_cast<float4 *>(&Bs[kp_stage ^ 1][r][c]) = kp_next_Bs[0];
          }
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
