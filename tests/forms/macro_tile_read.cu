// Compute reads the tile through a function-like macro defined in this file.
#define FLOAT4(p) (reinterpret_cast<const float4*>(p)[0])
#define BM 64
#define BN 64
#define BK 8
__global__ void macro_read(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ __align__(16) float As[BK][BM];   // A stored transposed
    __shared__ __align__(16) float Bs[BK][BN];
    const int tid = threadIdx.x;                 // 256 threads, 4x4 outputs each
    const int tr = tid / 16 * 4, tc = tid % 16 * 4;
    float acc[4][4] = {};
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = tid; i < BM * BK; i += 256) As[i % BK][i / BK] = A[(blockIdx.y * BM + i / BK) * K + k0 + i % BK];
        for (int i = tid; i < BK * BN; i += 256) Bs[i / BN][i % BN] = B[(k0 + i / BN) * N + blockIdx.x * BN + i % BN];
        __syncthreads();
        for (int p = 0; p < BK; ++p) {
            float4 a = FLOAT4(&As[p][tr]);
            float4 b = FLOAT4(&Bs[p][tc]);
            float av[4] = {a.x, a.y, a.z, a.w}, bv[4] = {b.x, b.y, b.z, b.w};
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j) acc[i][j] += av[i] * bv[j];
        }
        __syncthreads();
    }
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) C[(blockIdx.y * BM + tr + i) * N + blockIdx.x * BN + tc + j] = acc[i][j];
}
