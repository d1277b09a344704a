#pragma once

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cuda_pipeline.h>

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
  // kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
  // Shared memory per block: 2 stages of the tiles (each instantiation's bytes and blocks/SM are in kpipe's report).
  // Each iteration waits for its own copies of tile t and meets the other threads at the barrier, then
  // issues the async copies of tile t+1 into stage kp_stage ^ 1 and computes on tile t in stage
  // kp_stage. One barrier per iteration is enough: after the wait and the barrier every thread's copies
  // of tile t are visible, and every thread has finished computing on tile t-1, the stage being filled.
  // The wait sits at the top of the loop, not after the compute: there nvcc may schedule it above the
  // last matrix instructions, which stalls them on copies they do not need.
  {
    uint bkIdx = 0;
    if (bkIdx < K) {
      int kp_stage = 0;
      // prologue: tile 0 into stage 0
      {
        __pipeline_memcpy_async(&(As[0][(innerColA * 4 + 0) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).x), 4);
        __pipeline_memcpy_async(&(As[0][(innerColA * 4 + 1) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).y), 4);
        __pipeline_memcpy_async(&(As[0][(innerColA * 4 + 2) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).z), 4);
        __pipeline_memcpy_async(&(As[0][(innerColA * 4 + 3) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).w), 4);
        __pipeline_memcpy_async(&(Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 0]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).x), 4);
        __pipeline_memcpy_async(&(Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 1]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).y), 4);
        __pipeline_memcpy_async(&(Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 2]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).z), 4);
        __pipeline_memcpy_async(&(Bs[0][innerRowB * (BN + extraCols) + innerColB * 4 + 3]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).w), 4);
      }
      // advance blocktile
      A += BK;
      B += BK * N;
      __pipeline_commit();
      for (; (bkIdx + BK) < K; bkIdx += BK) {
        // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
        __pipeline_wait_prior(0);
        __syncthreads();
        // tile t+1: async copies into the other stage, issued before the compute
        {
          __pipeline_memcpy_async(&(As[kp_stage ^ 1][(innerColA * 4 + 0) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).x), 4);
          __pipeline_memcpy_async(&(As[kp_stage ^ 1][(innerColA * 4 + 1) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).y), 4);
          __pipeline_memcpy_async(&(As[kp_stage ^ 1][(innerColA * 4 + 2) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).z), 4);
          __pipeline_memcpy_async(&(As[kp_stage ^ 1][(innerColA * 4 + 3) * BM + innerRowA]), &((reinterpret_cast<float4 *>(&A[innerRowA * K + innerColA * 4])[0]).w), 4);
          __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 0]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).x), 4);
          __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 1]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).y), 4);
          __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 2]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).z), 4);
          __pipeline_memcpy_async(&(Bs[kp_stage ^ 1][innerRowB * (BN + extraCols) + innerColB * 4 + 3]), &((reinterpret_cast<float4 *>(&B[innerRowB * N + innerColB * 4])[0]).w), 4);
        }
        // advance blocktile
        A += BK;
        B += BK * N;
        __pipeline_commit();
        // tile t: compute on the current stage while the copies are in flight
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
        kp_stage ^= 1;
      }
      // epilogue: the last tile
      __pipeline_wait_prior(0);
      __syncthreads();
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