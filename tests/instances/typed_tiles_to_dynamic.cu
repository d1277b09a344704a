// A kernel template over its element type with 64 x 64 tiles of it, launched from a launcher
// template instantiated for `float` and `__half`: two stages of the tiles are 64 KB of float and
// 32 KB of half, so they move to dynamic shared memory, and the bytes the launch passes differ
// between the instantiations. kpipe writes them as an expression of `T` (`sizeof(T[2][64][64])`),
// not one instantiation's number.
#include <cuda_fp16.h>

template <typename T>
__global__ void __launch_bounds__(256) gemm_typed(int m, int n, int k, const T *a, const T *b, T *c)
{
    __shared__ T as[64][64];
    __shared__ T bs[64][64];
    const int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
    float acc[4][4] = {};
    for (int t = 0; t < k; t += 64) {
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j) {
                as[ty * 4 + i][tx * 4 + j] = a[(blockIdx.y * 64 + ty * 4 + i) * k + t + tx * 4 + j];
                bs[ty * 4 + i][tx * 4 + j] = b[(t + ty * 4 + i) * n + blockIdx.x * 64 + tx * 4 + j];
            }
        __syncthreads();
        for (int kk = 0; kk < 64; ++kk)
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                    acc[i][j] += (float)as[ty * 4 + i][kk] * (float)bs[kk][tx * 4 + j];
        __syncthreads();
    }
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            c[(blockIdx.y * 64 + ty * 4 + i) * n + blockIdx.x * 64 + tx * 4 + j] = (T)acc[i][j];
}

template <typename T>
void launch_typed(const T *dA, const T *dB, T *dC, int m, int n, int k)
{
    dim3 block(256);
    dim3 grid(n / 64, m / 64);
    gemm_typed<T><<<grid, block>>>(m, n, k, dA, dB, dC);
}

template void launch_typed<float>(const float *, const float *, float *, int, int, int);
template void launch_typed<__half>(const __half *, const __half *, __half *, int, int, int);
