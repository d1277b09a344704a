// The block tiles fast hand-written SGEMMs use: 128x128 outputs a block, K-tiles of 32, 256
// threads of 8x8 outputs each, each read of B from the tile: the proof's largest run is over 100
// million lane-steps of the executor.
template <int BM, int BN, int BK, int TM, int TN>
__global__ void __launch_bounds__((BM * BN) / (TM * TN))
sgemm_big_tiles(int M, int N, int K, const float *A, const float *B, float *C)
{
    __shared__ float As[BK * BM];
    __shared__ float Bs[BK * BN];
    constexpr int THREADS = (BM * BN) / (TM * TN);
    const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
    const int tRow = threadIdx.x / (BN / TN), tCol = threadIdx.x % (BN / TN);
    const int aRow = threadIdx.x / BK, aCol = threadIdx.x % BK;
    const int bRow = threadIdx.x / BN, bCol = threadIdx.x % BN;
    constexpr int A_STRIDE = THREADS / BK, B_STRIDE = THREADS / BN;
    float acc[TM * TN] = {0.0f};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int r = 0; r < BM; r += A_STRIDE)
            As[aCol * BM + aRow + r] = A[(row0 + aRow + r) * K + k0 + aCol];
        for (int r = 0; r < BK; r += B_STRIDE)
            Bs[(bRow + r) * BN + bCol] = B[(k0 + bRow + r) * N + col0 + bCol];
        __syncthreads();
        for (int d = 0; d < BK; ++d) {
            for (int i = 0; i < TM; ++i) {
                const float a = As[d * BM + tRow * TM + i];
                for (int j = 0; j < TN; ++j) {
                    const float b = Bs[d * BN + tCol * TN + j];
                    acc[i * TN + j] += a * b;
                }
            }
        }
        __syncthreads();
    }
    for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j)
            C[(row0 + tRow * TM + i) * N + col0 + tCol * TN + j] = acc[i * TN + j];
}

template __global__ void sgemm_big_tiles<128, 128, 32, 8, 8>(int, int, int, const float *, const float *, float *);
