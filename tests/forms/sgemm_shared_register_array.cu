// A register array for two jobs: `v[0]` and `v[1]` carry each tile's loads into the tiles, then
// the compute fills both from `Bs` and reads them in a loop (`v[h]`). Each phase writes every
// element before it reads one, so the two lives never meet: the loads get their own copy.
#define TILE 16
#define FLOAT4(v) (reinterpret_cast<float4 *>(&(v))[0])

__global__ void __launch_bounds__(64) shared_register_array(float *A, float *B, float *C,
                                                      int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    float4 v[2];
    const int tid = threadIdx.x;
    const int lm = tid / 4, lk = (tid % 4) * 4;
    const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int k0 = 0; k0 < K; k0 += TILE) {
        v[0] = FLOAT4(A[(row0 + lm) * K + k0 + lk]);
        As[lk][lm] = v[0].x;
        As[lk + 1][lm] = v[0].y;
        As[lk + 2][lm] = v[0].z;
        As[lk + 3][lm] = v[0].w;
        v[1] = FLOAT4(B[(k0 + lm) * N + col0 + lk]);
        FLOAT4(Bs[lm][lk]) = v[1];
        __syncthreads();
        for (int k = 0; k < TILE; k += 2) {
            v[0] = FLOAT4(Bs[k][lk]);
            v[1] = FLOAT4(Bs[k + 1][lk]);
            for (int h = 0; h < 2; ++h) {
                float a = As[k + h][lm];
                acc[0] += a * v[h].x;
                acc[1] += a * v[h].y;
                acc[2] += a * v[h].z;
                acc[3] += a * v[h].w;
            }
        }
        __syncthreads();
    }
    for (int j = 0; j < 4; ++j)
        C[(row0 + lm) * N + col0 + lk + j] = acc[j];
}
