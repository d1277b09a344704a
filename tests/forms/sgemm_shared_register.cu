// One register for two jobs: `v` carries each tile's loads from global memory into the tiles, then
// the compute reuses it for rows of `Bs`. Each phase writes `v` before it reads it, so its two
// lives never meet; kpipe gives the loads a copy of their own (`v_load`, declared in the loop)
// and pipelines the loop.
#define TILE 16
#define FLOAT4(v) (reinterpret_cast<float4 *>(&(v))[0])

__global__ void __launch_bounds__(64) shared_register(const float *A, const float *B, float *C,
                                                      int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    float4 v;
    const int tid = threadIdx.x;
    const int lm = tid / 4, lk = (tid % 4) * 4;
    const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int k0 = 0; k0 < K; k0 += TILE) {
        v = FLOAT4(A[(row0 + lm) * K + k0 + lk]);
        As[lk][lm] = v.x;
        As[lk + 1][lm] = v.y;
        As[lk + 2][lm] = v.z;
        As[lk + 3][lm] = v.w;
        v = FLOAT4(B[(k0 + lm) * N + col0 + lk]);
        FLOAT4(Bs[lm][lk]) = v;
        __syncthreads();
        for (int k = 0; k < TILE; ++k) {
            v = FLOAT4(Bs[k][lk]);
            float a = As[k][lm];
            acc[0] += a * v.x;
            acc[1] += a * v.y;
            acc[2] += a * v.z;
            acc[3] += a * v.w;
        }
        __syncthreads();
    }
    for (int j = 0; j < 4; ++j)
        C[(row0 + lm) * N + col0 + lk + j] = acc[j];
}
