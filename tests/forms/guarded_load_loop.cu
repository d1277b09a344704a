// A load loop whose condition is its bound and a guard (`i < 4 && gak + i < K`): it stops early
// at a ragged K, leaving the rest of its tile row with an earlier tile's values, which the
// compute then reads. The form of several public fp16 SGEMMs' tail loads, written for kpipe's tests.
#define BM 64
#define BN 64
#define BK 8
__global__ void __launch_bounds__(128) sgemm_guarded(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c, int M, int N, int K)
{
    __shared__ float s_a[BM][BK];
    __shared__ float s_b[BK][BN];
    const int tid = threadIdx.x;
    const int sam = tid / 2, sak = (tid % 2) * 4;
    const int sbk = tid / 16, sbn = (tid % 16) * 4;
    const int gam = blockIdx.y * BM + sam;
    const int gbn = blockIdx.x * BN + sbn;
    float acc[4][8] = {};
    for (int k = 0; k < (K + BK - 1) / BK; ++k) {
        int gak = k * BK + sak;
        for (int i = 0; i < 4 && gak + i < K; ++i)
            s_a[sam][sak + i] = gam < M ? a[gam * K + gak + i] : 0.f;
        int gbk = k * BK + sbk;
        for (int i = 0; i < 4; ++i)
            s_b[sbk][sbn + i] = (gbk < K && gbn + i < N) ? b[gbk * N + gbn + i] : 0.f;
        __syncthreads();
        for (int p = 0; p < BK; ++p)
            for (int m = 0; m < 4; ++m)
                for (int n = 0; n < 8; ++n)
                    acc[m][n] += s_a[(tid / 8) * 4 + m][p] * s_b[p][(tid % 8) * 8 + n];
        __syncthreads();
    }
    for (int m = 0; m < 4; ++m)
        for (int n = 0; n < 8; ++n) {
            int r = blockIdx.y * BM + (tid / 8) * 4 + m, col = blockIdx.x * BN + (tid % 8) * 8 + n;
            if (r < M && col < N) c[r * N + col] = acc[m][n];
        }
}
