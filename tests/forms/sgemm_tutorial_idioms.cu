// Idioms of tutorial SGEMMs, together: float4 arithmetic through the file's own operators (as
// helper_math.h writes them), an accumulator cleared with memset, results stored as a brace list
// into a float4, and a kernel template launched only from a launcher template whose parameter has
// a default (`template <int TILE = 16>`), instantiated in another file.
#include <cstring>

inline __host__ __device__ float4 operator*(float4 a, float b)
{
    return make_float4(a.x * b, a.y * b, a.z * b, a.w * b);
}

inline __host__ __device__ void operator+=(float4 &a, float4 b)
{
    a.x += b.x;
    a.y += b.y;
    a.z += b.z;
    a.w += b.w;
}

template <int TILE>
__global__ void __launch_bounds__(TILE * TILE / 4) idioms(const float *A, const float *B, float *C, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    const int tid = threadIdx.x;
    const int lm = tid / (TILE / 4), lk = (tid % (TILE / 4)) * 4;
    const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
    float4 acc;
    memset(&acc, 0, sizeof(acc));
    for (int k0 = 0; k0 < K; k0 += TILE) {
        for (int i = 0; i < 4; ++i) {
            As[lm][lk + i] = A[(row0 + lm) * K + k0 + lk + i];
            Bs[lm][lk + i] = B[(k0 + lm) * N + col0 + lk + i];
        }
        __syncthreads();
        for (int k = 0; k < TILE; ++k) {
            float4 b = make_float4(Bs[k][lk], Bs[k][lk + 1], Bs[k][lk + 2], Bs[k][lk + 3]);
            acc += b * As[lm][k];
        }
        __syncthreads();
    }
    reinterpret_cast<float4 *>(&C[(row0 + lm) * N + col0 + lk])[0] = {acc.x, acc.y, acc.z, acc.w};
}

template <int TILE = 16>
void launch_idioms(const float *A, const float *B, float *C, int M, int N, int K)
{
    dim3 block(TILE * TILE / 4);
    dim3 grid(N / TILE, M / TILE);
    idioms<TILE><<<grid, block>>>(A, B, C, N, K);
}
