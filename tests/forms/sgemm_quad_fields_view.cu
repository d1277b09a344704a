// A struct of scalar fields (`Quad { float x, y, z, w; }`) filled field by field by a load helper that
// returns it (a function without effects: it writes only its own object), and stored into the tile
// through an `auto` view at an offset of it (`auto *d2 = reinterpret_cast<float2 *>(&As[lr][lc])`),
// two components at a time; B's fields stored one by one.
#define TS 32
struct Quad {
    float x, y, z, w;
};

__device__ Quad fetch_quad(const float *p)
{
    Quad q;
    q.x = p[0];
    q.y = p[1];
    q.z = p[2];
    q.w = p[3];
    return q;
}

__device__ inline int rc(int r, int c, int ld) { return r * ld + c; }

__global__ void __launch_bounds__(256) quad_gemm(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TS][TS];
    __shared__ float Bs[TS][TS];
    int tid = threadIdx.x;
    int lr = tid / 8, lc = (tid % 8) * 4;
    int tr = tid / 32, tc = tid % 32;
    float acc[4] = {0.f, 0.f, 0.f, 0.f};
    Quad qa, qb;
    for (int kt = 0; kt < K / TS; ++kt) {
        qa = fetch_quad(&A[rc(blockIdx.y * TS + lr, kt * TS + lc, K)]);
        qb = fetch_quad(&B[rc(kt * TS + lr, blockIdx.x * TS + lc, N)]);
        auto *d2 = reinterpret_cast<float2 *>(&As[lr][lc]);
        d2[0] = make_float2(qa.x, qa.y);
        d2[1] = make_float2(qa.z, qa.w);
        Bs[lr][lc] = qb.x; Bs[lr][lc + 1] = qb.y; Bs[lr][lc + 2] = qb.z; Bs[lr][lc + 3] = qb.w;
        __syncthreads();
        for (int k = 0; k < TS; ++k)
            for (int i = 0; i < 4; ++i)
                acc[i] += As[tr * 4 + i][k] * Bs[k][tc];
        __syncthreads();
    }
    for (int i = 0; i < 4; ++i)
        C[rc(blockIdx.y * TS + tr * 4 + i, blockIdx.x * TS + tc, N)] = acc[i];
}
