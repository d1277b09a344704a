// A kernel template whose launch writes only its first argument and leaves the element type to
// deduction (`gemm<BLOCK><<<grid, block>>>(m, n, k, dA, dB, dC)` with `T *dA`), inside a launcher
// template that the file instantiates explicitly for `float` and `__half`: the kernel is
// `gemm<16, float>` and `gemm<16, __half>`, and the tile's size is 16 x 16 of each.
#include <cuda_fp16.h>
#define BLOCKSIZE 16

template <int BLOCK, typename T>
__global__ void gemm(int m, int n, int k, T *a, T *b, T *c)
{
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int bx = blockIdx.x, by = blockIdx.y;
    __shared__ T as[BLOCK][BLOCK];
    __shared__ T bs[BLOCK][BLOCK];
    float sum = 0.f;
    for (int t = 0; t < k; t += BLOCK) {
        as[ty][tx] = a[(bx * BLOCK + ty) * k + t + tx];
        bs[ty][tx] = b[(t + ty) * n + by * BLOCK + tx];
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < BLOCK; ++kk)
            sum += (float)(as[ty][kk] * bs[kk][tx]);
        __syncthreads();
    }
    c[(BLOCK * bx + ty) * n + BLOCK * by + tx] = (T)sum;
}

template <size_t BLOCK, typename T>
void run(T *dA, T *dB, T *dC, int m, int n, int k)
{
    dim3 block(BLOCK, BLOCK);
    dim3 grid((m + BLOCK - 1) / BLOCK, (n + BLOCK - 1) / BLOCK);
    gemm<BLOCK><<<grid, block>>>(m, n, k, dA, dB, dC);
}

template void run<BLOCKSIZE, float>(float *, float *, float *, int, int, int);
template void run<BLOCKSIZE, __half>(__half *, __half *, __half *, int, int, int);
