// Single-buffered tiled GEMM whose load indices are declared once, before the
// K-loop (C89 style), and assigned inside the load loops.
#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4
__global__ void hoisted(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[BM][BK];
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.y * blockDim.x + threadIdx.x;
    const int nthreads = blockDim.x * blockDim.y;
    float acc[TM][TN] = {};
    int srow, scol, gk;                       // hoisted declarations
    for (int t = 0; t < (K + BK - 1) / BK; ++t) {
        for (int i = tid; i < BM * BK; i += nthreads) {
            srow = i / BK; scol = i % BK; gk = t * BK + scol;
            As[srow][scol] = (blockIdx.y * BM + srow < M && gk < K) ? A[(blockIdx.y * BM + srow) * K + gk] : 0.f;
        }
        for (int i = tid; i < BK * BN; i += nthreads) {
            srow = i / BN; scol = i % BN; gk = t * BK + srow;
            Bs[srow][scol] = (gk < K && blockIdx.x * BN + scol < N) ? B[gk * N + blockIdx.x * BN + scol] : 0.f;
        }
        __syncthreads();
        for (int p = 0; p < BK; ++p)
            for (int i = 0; i < TM; ++i)
                for (int j = 0; j < TN; ++j)
                    acc[i][j] += As[threadIdx.y * TM + i][p] * Bs[p][threadIdx.x * TN + j];
        __syncthreads();
    }
    for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j) {
            int r = blockIdx.y * BM + threadIdx.y * TM + i, c = blockIdx.x * BN + threadIdx.x * TN + j;
            if (r < M && c < N) C[r * N + c] = acc[i][j];
        }
}
