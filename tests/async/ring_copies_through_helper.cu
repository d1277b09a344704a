// A ring kept by hand whose copies go through a __device__ helper of inline cp.async and are waited
// for at once after the compute (cp.async.wait_all): async but not overlapped, not already pipelined.
#define TILE 32
__device__ __forceinline__ void cp_async4(void *smem, const void *gmem) {
    unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" :: "r"(s), "l"(gmem));
}
__global__ void mm_ring(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int M, int N, int K) {
    __shared__ float sA[2][TILE][TILE];
    __shared__ float sB[2][TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
    float sum = 0.f;
    int tiles = K / TILE;
    cp_async4(&sA[0][ty][tx], &A[row * K + tx]);
    cp_async4(&sB[0][ty][tx], &B[ty * N + col]);
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("cp.async.wait_all;\n" ::);
    __syncthreads();
    for (int t = 0; t < tiles; ++t) {
#pragma unroll
        for (int k = 0; k < TILE; ++k)
            sum += sA[t % 2][ty][k] * sB[t % 2][k][tx];
        if (t + 1 < tiles) {
            cp_async4(&sA[(t + 1) % 2][ty][tx], &A[row * K + (t + 1) * TILE + tx]);
            cp_async4(&sB[(t + 1) % 2][ty][tx], &B[((t + 1) * TILE + ty) * N + col]);
        }
        asm volatile("cp.async.commit_group;\n" ::);
        asm volatile("cp.async.wait_all;\n" ::);
        __syncthreads();
    }
    C[row * N + col] = sum;
}
void run(const float *A, const float *B, float *C, int M, int N, int K) {
    dim3 block(TILE, TILE), grid(N / TILE, M / TILE);
    mm_ring<<<grid, block>>>(A, B, C, M, N, K);
}
