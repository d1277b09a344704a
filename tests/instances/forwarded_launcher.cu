// Tile sizes reach the kernel only through a host template that forwards its own
// parameters; the concrete values are chosen in another file (a tuner does
//   run_tiled<64, 64, 8, 256>(A, B, C, M, N, K);).
template <int BM, int BN, int BK, int THREADS>
__global__ void tiled(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[BM * BK];
    __shared__ float Bs[BK * BN];
    const int tr = threadIdx.x / (BN / 4) * 4, tc = threadIdx.x % (BN / 4) * 4; // 4x4 per thread
    float acc[4][4] = {};
    A += blockIdx.y * BM * K; B += blockIdx.x * BN;
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = threadIdx.x; i < BM * BK; i += THREADS) As[i] = A[(i / BK) * K + k0 + i % BK];
        for (int i = threadIdx.x; i < BK * BN; i += THREADS) Bs[i] = B[(k0 + i / BN) * N + i % BN];
        __syncthreads();
        for (int p = 0; p < BK; ++p)
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j) acc[i][j] += As[(tr + i) * BK + p] * Bs[p * BN + tc + j];
        __syncthreads();
    }
    C += blockIdx.y * BM * N + blockIdx.x * BN;
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) C[(tr + i) * N + tc + j] = acc[i][j];
}

template <int BM, int BN, int BK, int THREADS>
void run_tiled(const float* A, const float* B, float* C, int M, int N, int K) {
    dim3 grid(N / BN, M / BM);
    tiled<BM, BN, BK, THREADS><<<grid, THREADS>>>(A, B, C, M, N, K);
}
