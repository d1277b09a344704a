#pragma once

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CEIL_DIV(M, N) (((M) + (N)-1) / (N))

template <const int BM, const int BN, const int BK, const int TM, const int TN>
__global__ void sgemmResolveBankExtraCol(int M, int N, int K, float alpha,
                                         float *A, float *B, float beta,
                                         float *C) {
  const uint cRow = blockIdx.y;
  const uint cCol = blockIdx.x;

  // BN/TN are the number of threads to span a column
  const int threadCol = threadIdx.x % (BN / TN);
  const int threadRow = threadIdx.x / (BN / TN);

  // allocate space for the current blocktile in smem
  __shared__ float As[2][BM * BK];
  const int extraCols = 5;
  __shared__ float Bs[2][BK * (BN + extraCols)];

  // Move blocktile to beginning of A's row and B's column
  A += cRow * BM * K;
  B += cCol * BN;
  C += cRow * BM * N + cCol * BN;

  // calculating the indices that this thread will load into SMEM
  // we'll load 128bit / 32bit = 4 elements per thread at each step
  const uint innerRowA = threadIdx.x / (BK / 4);
  const uint innerColA = threadIdx.x % (BK / 4);
  const uint innerRowB = threadIdx.x / (BN / 4);
  const uint innerColB = threadIdx.x % (BN / 4);

  // allocate thread-local cache for results in registerfile
  float threadResults[TM * TN] = {0.0};
  float regM[TM] = {0.0};
  float regN[TN] = {0.0};

  // outer-most loop over block tiles
  // kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
  // Shared memory per block: 2 stages of the tiles (each instantiation's bytes and blocks/SM are in kpipe's report).
  // Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
  // registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
  // iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
  // iteration t was written before the barrier that ended iteration t-1.
  {
    uint bkIdx = 0;
    if (bkIdx < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        // populate the SMEM caches
        // transpose A while loading it
        float4 tmp =
            reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0];
        As[0][(innerColA * 4 + 0) * BM + innerRowA] = tmp.x;
        As[0][(innerColA * 4 + 1) * BM + innerRowA] = tmp.y;
        As[0][(innerColA * 4 + 2) * BM + innerRowA] = tmp.z;
        As[0][(innerColA * 4 + 3) * BM + innerRowA] = tmp.w;
        tmp = reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0];
        Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 0] = tmp.x;
        Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 1] = tmp.y;
        Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 2] = tmp.z;
        Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 3] = tmp.w;
      }
      // advance blocktile
      A += BK;
      B += BK * N;
      __syncthreads();
      for (; (bkIdx + BK) < K; bkIdx += BK) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As_0[1];
        float kp_next_As_1[1];
        float kp_next_As_2[1];
        float kp_next_As_3[1];
        float kp_next_Bs_0[1];
        float kp_next_Bs_1[1];
        float kp_next_Bs_2[1];
        float kp_next_Bs_3[1];
        {
          float4 tmp =
              reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0];
          kp_next_As_0[0] = tmp.x;
          kp_next_As_1[0] = tmp.y;
          kp_next_As_2[0] = tmp.z;
          kp_next_As_3[0] = tmp.w;
          tmp = reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0];
          kp_next_Bs_0[0] = tmp.x;
          kp_next_Bs_1[0] = tmp.y;
          kp_next_Bs_2[0] = tmp.z;
          kp_next_Bs_3[0] = tmp.w;
        }
        // advance blocktile
        A += BK;
        B += BK * N;
        // tile t: compute on the current stage while the loads are in flight
        // calculate per-thread results
        for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
          // block into registers
          for (uint i = 0; i < TM; ++i) {
            regM[i] = As[kp_stage][dotIdx * BM + threadRow * TM + i];
          }
          for (uint i = 0; i < TN; ++i) {
            regN[i] = Bs[kp_stage][dotIdx * (BN + extraCols) + threadCol * TN + i];
          }
          for (uint resIdxM = 0; resIdxM < TM; ++resIdxM) {
            for (uint resIdxN = 0; resIdxN < TN; ++resIdxN) {
              threadResults[resIdxM * TN + resIdxN] +=
                  regM[resIdxM] * regN[resIdxN];
            }
          }
        }
        // tile t+1: registers into the other stage
        As[kp_stage ^ 1][(innerColA * 4 + 0) * BM + innerRowA] = kp_next_As_0[0];
        As[kp_stage ^ 1][(innerColA * 4 + 1) * BM + innerRowA] = kp_next_As_1[0];
        As[kp_stage ^ 1][(innerColA * 4 + 2) * BM + innerRowA] = kp_next_As_2[0];
        As[kp_stage ^ 1][(innerColA * 4 + 3) * BM + innerRowA] = kp_next_As_3[0];
        Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 0] = kp_next_Bs_0[0];
        Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 1] = kp_next_Bs_1[0];
        Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 2] = kp_next_Bs_2[0];
        Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 3] = kp_next_Bs_3[0];
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      // calculate per-thread results
      for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
        // block into registers
        for (uint i = 0; i < TM; ++i) {
          regM[i] = As[kp_stage][dotIdx * BM + threadRow * TM + i];
        }
        for (uint i = 0; i < TN; ++i) {
          regN[i] = Bs[kp_stage][dotIdx * (BN + extraCols) + threadCol * TN + i];
        }
        for (uint resIdxM = 0; resIdxM < TM; ++resIdxM) {
          for (uint resIdxN = 0; resIdxN < TN; ++resIdxN) {
            threadResults[resIdxM * TN + resIdxN] +=
                regM[resIdxM] * regN[resIdxN];
          }
        }
      }
      __syncthreads();
    }
  }

  // write out the results
  for (uint resIdxM = 0; resIdxM < TM; resIdxM += 1) {
    for (uint resIdxN = 0; resIdxN < TN; resIdxN += 4) {
      // load C vector into registers
      float4 tmp = reinterpret_cast<float4 *>(
          &C[(threadRow * TM + resIdxM) * N + threadCol * TN + resIdxN])[0];
      // perform GEMM update in reg
      tmp.x = alpha * threadResults[resIdxM * TN + resIdxN] + beta * tmp.x;
      tmp.y = alpha * threadResults[resIdxM * TN + resIdxN + 1] + beta * tmp.y;
      tmp.z = alpha * threadResults[resIdxM * TN + resIdxN + 2] + beta * tmp.z;
      tmp.w = alpha * threadResults[resIdxM * TN + resIdxN + 3] + beta * tmp.w;
      // write back
      reinterpret_cast<float4 *>(
          &C[(threadRow * TM + resIdxM) * N + threadCol * TN + resIdxN])[0] =
          tmp;
    }
  }
}