// Constants declared in the kernel as `static constexpr` (as warp-tiling tutorials write
// `static constexpr int WARPSIZE = 32;`): one value each thread reads, nothing writes.
__global__ void __launch_bounds__(256) sgemm_static_constants(const float *A, const float *B, float *C, int M, int N, int K)
{
    static constexpr int TILE = 16;
    static const int ROWS_PER_THREAD = 1;
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    const int tx = threadIdx.x % TILE, ty = threadIdx.x / TILE * ROWS_PER_THREAD;
    const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
