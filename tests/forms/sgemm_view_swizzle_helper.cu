// A load helper as tensor-core tutorials write it: it declares `float4` views of its source and of
// the tile inside itself (inlined into the K-loop, the tile's view is declared in the loads), steps
// a second counter through its loop, checks the launch's shape with `assert`, and swizzles the
// 16-byte chunk it stores by the row's low bits (the bank-conflict XOR). The compute reads A back
// through 32-bit shared addresses swizzled the same way (`addr ^ ((addr & MASK) >> BITS)`, as an
// `ldmatrix` offset is) and B through a swizzled index. The tiles live in the one dynamic buffer,
// the swizzle's width is a template argument computed by a constexpr function, the accumulators
// are a float view of a register array, and the host sets the buffer's limit through the kernel's
// instantiation (commas in its template arguments) before launching it with the bytes it uses.
#include <cassert>
#include <cstdint>

__host__ __device__ constexpr unsigned int log2u(unsigned int x)
{
    unsigned int r = 0;
    while (x >>= 1)
        r++;
    return r;
}

__device__ __forceinline__ uint32_t smem_u32(const void *pointer)
{
    uint32_t address;
    asm("{\n\t"
        "  .reg .u64 u64addr;\n\t"
        "  cvta.to.shared.u64 u64addr, %1;\n\t"
        "  cvt.u32.u64 %0, u64addr;\n\t"
        "}"
        : "=r"(address)
        : "l"(pointer));
    return address;
}

__device__ __forceinline__ float lds_f32(uint32_t address)
{
    float v;
    asm volatile("ld.shared.f32 %0, [%1];" : "=f"(v) : "r"(address));
    return v;
}

template <unsigned int ROWS, unsigned int COLS, unsigned int THREADS, unsigned int BITS>
__device__ __forceinline__ void copy_swizzled(const float *src, float *dst, unsigned int src_stride)
{
    assert(blockDim.x == THREADS);
    const float4 *src4 = reinterpret_cast<const float4 *>(src);
    float4 *dst4 = reinterpret_cast<float4 *>(dst);
    constexpr unsigned int CHUNKS = COLS / 4;
    constexpr unsigned int ROW_STEP = THREADS / CHUNKS;
    constexpr unsigned int ITERS = ROWS / ROW_STEP;
    constexpr unsigned int MASK = (CHUNKS - 1) << BITS;
    unsigned int row = threadIdx.x / CHUNKS;
    const unsigned int chunk = threadIdx.x % CHUNKS;
#pragma unroll
    for (unsigned int i = 0; i < ITERS; i++) {
        unsigned int at = row * CHUNKS + chunk;
        at = at ^ ((at & MASK) >> BITS);
        dst4[at] = src4[row * (src_stride / 4) + chunk];
        row += ROW_STEP;
    }
}

template <unsigned int BM, unsigned int BN, unsigned int BK, unsigned int THREADS>
__global__ void sgemm_swizzled(const float *A, const float *B, float *C, unsigned int M,
                               unsigned int N, unsigned int K)
{
    extern __shared__ float shmem[];
    float *A_s = shmem;
    float *B_s = &shmem[BM * BK];
    constexpr unsigned int BITS = log2u(BK / 4);
    constexpr unsigned int GROUPS = THREADS / BN;
    constexpr unsigned int ROWS = BM / GROUPS;
    const unsigned int tx = threadIdx.x % BN, ty = threadIdx.x / BN;
    unsigned int acc_bits[ROWS];
    float (&acc)[ROWS] = reinterpret_cast<float (&)[ROWS]>(acc_bits);
    for (unsigned int r = 0; r < ROWS; r++)
        acc[r] = 0.f;
    for (unsigned int kb = 0; kb < K / BK; kb++) {
        const float *A_g = A + blockIdx.y * BM * K + kb * BK;
        const float *B_g = B + kb * BK * N + blockIdx.x * BN;
        copy_swizzled<BM, BK, THREADS, BITS>(A_g, A_s, K);
        copy_swizzled<BK, BN, THREADS, BITS>(B_g, B_s, N);
        __syncthreads();
        for (unsigned int k = 0; k < BK; k++) {
            const unsigned int b_chunk = (tx / 4) ^ (k % (BN / 4));
            const float b = B_s[(k * (BN / 4) + b_chunk) * 4 + tx % 4];
            for (unsigned int r = 0; r < ROWS; r++) {
                uint32_t a_at = smem_u32(&A_s[(ty + r * GROUPS) * BK + k]);
                a_at = a_at ^ ((a_at & ((BK / 4 - 1) << (BITS + 4))) >> BITS);
                acc[r] += lds_f32(a_at) * b;
            }
        }
        __syncthreads();
    }
    for (unsigned int r = 0; r < ROWS; r++)
        C[(blockIdx.y * BM + ty + r * GROUPS) * N + blockIdx.x * BN + tx] = acc[r];
}

void launch_swizzled(const float *A, const float *B, float *C, unsigned int M, unsigned int N,
                     unsigned int K)
{
    constexpr unsigned int BM = 32, BN = 32, BK = 32, THREADS = 64;
    const unsigned int bytes = (BM * BK + BK * BN) * sizeof(float);
    cudaFuncSetAttribute(sgemm_swizzled<BM, BN, BK, THREADS>,
                         cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
    dim3 grid(N / BN, M / BM);
    sgemm_swizzled<BM, BN, BK, THREADS><<<grid, THREADS, bytes>>>(A, B, C, M, N, K);
}
