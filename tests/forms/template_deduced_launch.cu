// A kernel template whose type is never written: the launch deduces `T` from its arguments, which
// a launcher template passes on from its own callers (`gemm_impl(A, ...)` in a function taking
// `const float *`, and again with `double`). kpipe deduces both instantiations, sizes the tiles
// with `sizeof(T)` of each, and writes a rewrite that holds for both.
#define TILE 16

template <typename T>
__global__ void tiled_gemm(const T *A, const T *B, T *C, int M, int K, int N)
{
    __shared__ T As[TILE][TILE];
    __shared__ T Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    T sum = T(0);
    for (int t = 0; t < (K + TILE - 1) / TILE; t++) {
        int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[row * K + ac] : T(0);
        Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[br * N + col] : T(0);
        __syncthreads();
        for (int i = 0; i < TILE; i++)
            sum += As[threadIdx.y][i] * Bs[i][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = sum;
}

template <typename T>
static void gemm_impl(const T *A, const T *B, T *C, int M, int K, int N)
{
    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    tiled_gemm<<<grid, block>>>(A, B, C, M, K, N);
}

void gemm_f32(const float *A, const float *B, float *C, int M, int K, int N)
{
    gemm_impl(A, B, C, M, K, N);
}

void gemm_f64(const double *A, const double *B, double *C, int M, int K, int N)
{
    gemm_impl(A, B, C, M, K, N);
}
