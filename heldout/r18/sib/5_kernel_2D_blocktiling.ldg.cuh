#pragma once

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CEIL_DIV(M, N) (((M) + (N)-1) / (N))

template <const int BM, const int BN, const int BK, const int TM, const int TN>
__global__ void __launch_bounds__((BM * BN) / (TM * TN), 1)
    sgemm2DBlocktiling(int M, int N, int K, float alpha, const float *A,
                       const float *B, float beta, float *C) {
  const uint cRow = blockIdx.y;
  const uint cCol = blockIdx.x;

  const uint totalResultsBlocktile = BM * BN;
  // A thread is responsible for calculating TM*TN elements in the blocktile
  const uint numThreadsBlocktile = totalResultsBlocktile / (TM * TN);

  // ResultsPerBlock / ResultsPerThread == ThreadsPerBlock
  assert(numThreadsBlocktile == blockDim.x);

  // BN/TN are the number of threads to span a column
  const int threadCol = threadIdx.x % (BN / TN);
  const int threadRow = threadIdx.x / (BN / TN);

  // allocate space for the current blocktile in smem
  __shared__ float As[2][BM * BK];
  __shared__ float Bs[2][BK * BN];

  // Move blocktile to beginning of A's row and B's column
  A += cRow * BM * K;
  B += cCol * BN;
  C += cRow * BM * N + cCol * BN;

  // calculating the indices that this thread will load into SMEM
  const uint innerRowA = threadIdx.x / BK;
  const uint innerColA = threadIdx.x % BK;
  // calculates the number of rows of As that are being loaded in a single step
  // by a single block
  const uint strideA = numThreadsBlocktile / BK;
  const uint innerRowB = threadIdx.x / BN;
  const uint innerColB = threadIdx.x % BN;
  // for both As and Bs we want each load to span the full column-width, for
  // better GMEM coalescing (as opposed to spanning full row-width and iterating
  // across columns)
  const uint strideB = numThreadsBlocktile / BN;

  // allocate thread-local cache for results in registerfile
  float threadResults[TM * TN] = {0.0};
  // register caches for As and Bs
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
      // populate the SMEM caches
      for (uint loadOffset = 0; loadOffset < BM; loadOffset += strideA) {
        As[0][(innerRowA + loadOffset) * BK + innerColA] =
            A[(innerRowA + loadOffset) * K + innerColA];
      }
      for (uint loadOffset = 0; loadOffset < BK; loadOffset += strideB) {
        Bs[0][(innerRowB + loadOffset) * BN + innerColB] =
            B[(innerRowB + loadOffset) * N + innerColB];
      }
      // advance blocktile
      A += BK;
      B += BK * N;
      __syncthreads();
      for (; (bkIdx + BK) < K; bkIdx += BK) {
        // tile t+1: global loads into registers, issued before the compute
        float kp_next_As[(((BM) + (strideA) - 1) / (strideA))];
        float kp_next_Bs[(((BK) + (strideB) - 1) / (strideB))];
        #pragma unroll
        for (uint loadOffset = 0; loadOffset < BM; loadOffset += strideA) {
          kp_next_As[loadOffset / (strideA)] = A[(innerRowA + loadOffset) * K + innerColA];
        }
        #pragma unroll
        for (uint loadOffset = 0; loadOffset < BK; loadOffset += strideB) {
          kp_next_Bs[loadOffset / (strideB)] = B[(innerRowB + loadOffset) * N + innerColB];
        }
        // advance blocktile
        A += BK;
        B += BK * N;
        // tile t: compute on the current stage while the loads are in flight
        // calculate per-thread results
        for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
          // block into registers
          for (uint i = 0; i < TM; ++i) {
            regM[i] = As[kp_stage][(threadRow * TM + i) * BK + dotIdx];
          }
          for (uint i = 0; i < TN; ++i) {
            regN[i] = Bs[kp_stage][dotIdx * BN + threadCol * TN + i];
          }
          for (uint resIdxM = 0; resIdxM < TM; ++resIdxM) {
            for (uint resIdxN = 0; resIdxN < TN; ++resIdxN) {
              threadResults[resIdxM * TN + resIdxN] +=
                  regM[resIdxM] * regN[resIdxN];
            }
          }
        }
        // tile t+1: registers into the other stage
        #pragma unroll
        for (uint loadOffset = 0; loadOffset < BM; loadOffset += strideA) {
          As[kp_stage ^ 1][(innerRowA + loadOffset) * BK + innerColA] = kp_next_As[loadOffset / (strideA)];
        }
        #pragma unroll
        for (uint loadOffset = 0; loadOffset < BK; loadOffset += strideB) {
          Bs[kp_stage ^ 1][(innerRowB + loadOffset) * BN + innerColB] = kp_next_Bs[loadOffset / (strideB)];
        }
        __syncthreads();
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      // calculate per-thread results
      for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
        // block into registers
        for (uint i = 0; i < TM; ++i) {
          regM[i] = As[kp_stage][(threadRow * TM + i) * BK + dotIdx];
        }
        for (uint i = 0; i < TN; ++i) {
          regN[i] = Bs[kp_stage][dotIdx * BN + threadCol * TN + i];
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
  for (uint resIdxM = 0; resIdxM < TM; ++resIdxM) {
    for (uint resIdxN = 0; resIdxN < TN; ++resIdxN) {
      C[(threadRow * TM + resIdxM) * N + threadCol * TN + resIdxN] =
          alpha * threadResults[resIdxM * TN + resIdxN] +
          beta * C[(threadRow * TM + resIdxM) * N + threadCol * TN + resIdxN];
    }
  }
}