// The compute reads its tile through inline PTX: the generic address converted to a 32-bit shared
// address in a helper (`.reg .u64`, `cvta.to.shared.u64`, `cvt.u32.u64`, as CUTLASS-style
// utilities write it), then `ld.shared.f32` from it. The helper only reads through its pointer,
// and the proof runs the PTX as the GPU does.
#include <cstdint>
#define TILE 16

__device__ uint32_t smem_u32(const void *pointer)
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

__device__ float lds_f32(uint32_t address)
{
    float v;
    asm volatile("ld.shared.f32 %0, [%1];" : "=f"(v) : "r"(address));
    return v;
}

__global__ void __launch_bounds__(256) ptx_reads(const float *A, const float *B, float *C, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int ty = threadIdx.x / TILE, tx = threadIdx.x % TILE;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float acc = 0.f;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = A[row * K + k0 + tx];
        Bs[ty][tx] = B[(k0 + ty) * N + col];
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += lds_f32(smem_u32(&As[ty][k])) * Bs[k][tx];
        __syncthreads();
    }
    C[row * N + col] = acc;
}
