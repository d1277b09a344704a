// A max-plus product (the tropical semiring: `max` for `+`, `+` for `*`), tiled as a GEMM: each
// output starts at `-INFINITY`, a constant of <math.h> that kpipe does not parse.
#include <math.h>
#include <cfloat>
#define TILE 16
__global__ void __launch_bounds__(256) max_plus(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    const int tx = threadIdx.x % TILE, ty = threadIdx.x / TILE;
    const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float best = -INFINITY;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : -INFINITY;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : -INFINITY;
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            best = fmaxf(best, As[ty][k] + Bs[k][tx]);
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = best;
}
