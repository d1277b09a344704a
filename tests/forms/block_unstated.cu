// Register-tiled SGEMM: each thread computes RT x RT outputs, so the block is
// (TS/RT, TS/RT) = (8, 8) threads, launched from another file (bench.cu):
//   dim3 block(TS / RT, TS / RT); reg_tiled<<<grid, block>>>(A, B, C, m, n, k);
#define TS 32
#define RT 4
__global__ void reg_tiled(const float* A, const float* B, float* C, int m, int n, int k) {
    __shared__ float As[TS][TS + 1];
    __shared__ float Bs[TS][TS + 1];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row0 = blockIdx.y * TS, col0 = blockIdx.x * TS;
    float acc[RT][RT] = {};
    for (int t = 0; t < k; t += TS) {
        for (int i = 0; i < RT; ++i)
            for (int j = 0; j < RT; ++j) {
                int r = ty * RT + i, c = tx * RT + j;
                As[r][c] = (row0 + r < m && t + c < k) ? A[(row0 + r) * k + t + c] : 0.f;
                Bs[r][c] = (t + r < k && col0 + c < n) ? B[(t + r) * n + col0 + c] : 0.f;
            }
        __syncthreads();
        for (int p = 0; p < TS; ++p)
            for (int i = 0; i < RT; ++i)
                for (int j = 0; j < RT; ++j)
                    acc[i][j] += As[ty * RT + i][p] * Bs[p][tx * RT + j];
        __syncthreads();
    }
    for (int i = 0; i < RT; ++i)
        for (int j = 0; j < RT; ++j) {
            int r = row0 + ty * RT + i, c = col0 + tx * RT + j;
            if (r < m && c < n) C[r * n + c] = acc[i][j];
        }
}
