// A kernel template launched from a method of a class template that forwards its own template
// parameters (`flat<BM, BK><<<grid, THREADS, SMEM_BYTES>>>` inside `template <int BM, int BK> struct
// FlatGemm`), with the dynamic size a `static constexpr` member, and the class instantiated by the
// host code (`FlatGemm<64, 8>::run(..)`): the kernel is `flat<64, 8>`, its bytes 4096.
template <int BM, int BK>
__global__ void __launch_bounds__(64) flat(const float *A, const float *B, float *C, int N, int K)
{
    extern __shared__ float smem[];
    float *As = smem;
    float *Bs = smem + BM * BK;
    int tid = threadIdx.x;
    float acc = 0.f;
    for (int k0 = 0; k0 < K; k0 += BK) {
        for (int i = tid; i < BM * BK; i += 64) As[i] = A[(blockIdx.y * BM + i / BK) * K + k0 + i % BK];
        for (int i = tid; i < BK * 64; i += 64) Bs[i] = B[(k0 + i / 64) * N + blockIdx.x * 64 + i % 64];
        __syncthreads();
        for (int k = 0; k < BK; ++k) acc += As[(tid % BM) * BK + k] * Bs[k * 64 + tid];
        __syncthreads();
    }
    C[(blockIdx.y * BM + tid % BM) * N + blockIdx.x * 64 + tid] = acc;
}

template <int BM, int BK>
struct FlatGemm {
    static constexpr int THREADS = 64;
    static constexpr size_t SMEM_BYTES = (BM * BK + BK * 64) * sizeof(float);
    static void run(const float *A, const float *B, float *C, int M, int N, int K)
    {
        dim3 grid(N / 64, M / BM);
        flat<BM, BK><<<grid, THREADS, SMEM_BYTES>>>(A, B, C, N, K);
    }
};

void run_all(const float *A, const float *B, float *C, int M, int N, int K)
{
    FlatGemm<64, 8>::run(A, B, C, M, N, K);
}
