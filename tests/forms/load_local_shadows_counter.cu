// The K-loop counts with `kk`, and a load loop declares its own `kk` (the row of B it copies),
// shadowing it: the next tile's loads advance the K-loop's `kk`, never the load loop's.
#define BM 32
#define BN 32
#define BK 8
__global__ void __launch_bounds__(256) sgemm_shadowing_load(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];
    const int tx = threadIdx.x % BN, ty = threadIdx.x / BN;
    const float *a = A + blockIdx.y * BM * K;
    const float *b = B + blockIdx.x * BN;
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int kk = 0; kk < K; kk += BK) {
        for (int t = threadIdx.x; t < BM * BK; t += 256) {
            const int row = t / BK, col = t % BK;
            As[col][row] = a[row * K + kk + col];
        }
        for (int t = threadIdx.x; t < BK * BN; t += 256) {
            const int kk = t / BN;
            Bs[kk][t % BN] = b[kk * N + t % BN];
        }
        b += BK * N;
        __syncthreads();
        for (int k = 0; k < BK; ++k)
            for (int i = 0; i < 4; ++i)
                acc[i] += As[k][ty * 4 + i] * Bs[k][tx];
        __syncthreads();
    }
    for (int i = 0; i < 4; ++i)
        C[(blockIdx.y * BM + ty * 4 + i) * N + blockIdx.x * BN + tx] = acc[i];
}
