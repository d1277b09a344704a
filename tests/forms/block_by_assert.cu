// 1-D block pinned by the kernel's own assert (launch lives in another file):
//   tiled2d<128, 8, 128, 8, 8><<<grid, 256>>>(...)
#include <cassert>
template <int BM, int BK, int BN, int TM, int TN>
__global__ void tiled2d(int m, int n, int k, const float* a, const float* b, float* c) {
    assert(blockDim.x == BM * BN / (TM * TN));
    __shared__ float sa[BM * BK];
    __shared__ float sb[BK * BN];
    float acc[TM * TN] = {};
    const int tr = threadIdx.x / (BN / TN) * TM, tc = threadIdx.x % (BN / TN) * TN;
    const int stride_a = blockDim.x / BK, stride_b = blockDim.x / BN;
    a += blockIdx.y * BM * k; b += blockIdx.x * BN; c += blockIdx.y * BM * n + blockIdx.x * BN;
    for (int t = 0; t < k; t += BK) {
        for (int r = threadIdx.x / BK; r < BM; r += stride_a)
            sa[r * BK + threadIdx.x % BK] = a[r * k + threadIdx.x % BK];
        for (int r = threadIdx.x / BN; r < BK; r += stride_b)
            sb[r * BN + threadIdx.x % BN] = b[r * n + threadIdx.x % BN];
        __syncthreads();
        a += BK; b += BK * n;
        for (int p = 0; p < BK; ++p)
            for (int i = 0; i < TM; ++i)
                for (int j = 0; j < TN; ++j)
                    acc[i * TN + j] += sa[(tr + i) * BK + p] * sb[p * BN + tc + j];
        __syncthreads();
    }
    for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j) c[(tr + i) * n + tc + j] = acc[i * TN + j];
}
template __global__ void tiled2d<128, 8, 128, 8, 8>(int, int, int, const float*, const float*, float*);
