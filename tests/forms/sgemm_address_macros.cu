// Addresses through object-like macros written inside the kernel (`#define blockA_ptr (A + ...)`,
// used as `blockA_ptr[...]`), thread-strided load loops stepped by blockDim.x, and a launch whose
// block is `dim3 block_dim(num_threads);` over a local constant (a declaration the grammar reads
// as a function's). kpipe reads the macros as the addresses they expand to, and the block from the
// launch, so the loop's loads per thread are counted. The compute reads a tile through a
// dereference macro (`_f(&smem_A[..])`, as `_u32(x)` reads a register's worth of a tile for mma).
#define BM 32
#define BN 32
#define BK 16

__global__ void address_macros(const float *__restrict__ A, const float *__restrict__ B,
                               float *__restrict__ C, int M, int N, int K)
{
    __shared__ float smem_A[BM * BK];
    __shared__ float smem_B[BK * BN];
#define blockA_ptr (A + (blockIdx.y * BM) * K)
#define blockB_ptr (B + blockIdx.x * BN)
#define blockC_ptr (C + (blockIdx.y * BM) * N + blockIdx.x * BN)
#define _f(x) (*((const float *)(x)))
    const int tid = threadIdx.x;
    const int tx = tid % 32, ty = tid / 32;
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int k = 0; k < K; k += BK) {
        for (int i = tid; i < BM * BK; i += blockDim.x)
            smem_A[i] = blockA_ptr[(i / BK) * K + k + i % BK];
        for (int i = tid; i < BK * BN; i += blockDim.x)
            smem_B[i] = blockB_ptr[(k + i / BN) * N + i % BN];
        __syncthreads();
        for (int kk = 0; kk < BK; ++kk)
            for (int r = 0; r < 4; ++r)
                acc[r] += _f(&smem_A[(ty + 8 * r) * BK + kk]) * smem_B[kk * BN + tx];
        __syncthreads();
    }
    for (int r = 0; r < 4; ++r)
        blockC_ptr[(ty + 8 * r) * N + tx] = acc[r];
}

void run_address_macros(const float *A, const float *B, float *C, int M, int N, int K)
{
    const int num_threads = 256;
    dim3 block_dim(num_threads);
    dim3 grid_dim(N / BN, M / BM);
    address_macros<<<grid_dim, block_dim>>>(A, B, C, M, N, K);
}
