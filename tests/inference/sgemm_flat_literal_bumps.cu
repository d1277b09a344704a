// Launch inference fixture: an fp32 SGEMM with flat tiles written with literal sizes, `As[64 * 16]`
// and `Bs[16 * 64]` (they pair two ways: BK = 16 with 64 x 64 blocks, or BK = 64 with 16 x 16), the
// operands walked by pointer bumps (`A += 16; B += 16 * N;`), no __launch_bounds__. The K-loop's
// `k0 < K; k0 += 16` says BK = 16 elements; one float4 store into each 1024-element tile per thread
// says 256 threads; `B[r * N + c]` and `B += 16 * N` (row stride N) say B is K x N; `blockIdx.y * 64
// * K` says y walks M. Each thread computes a 4 x 4 block of C.
//
// expect: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=256 multiple=64,64,16

__global__ void sgemm_flat(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ __align__(16) float As[64 * 16];
  __shared__ __align__(16) float Bs[16 * 64];

  const int tid = threadIdx.x;
  const int ty = tid / 16;  // rows ty*4 .. +3 of the block
  const int tx = tid % 16;  // cols tx*4 .. +3
  const int ra = tid / 4, ca = (tid % 4) * 4;    // A tile: 64 rows of 4 float4
  const int rb = tid / 16, cb = (tid % 16) * 4;  // B tile: 16 rows of 16 float4

  A += blockIdx.y * 64 * K;
  B += blockIdx.x * 64;
  C += blockIdx.y * 64 * N + blockIdx.x * 64;

  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += 16) {
    *reinterpret_cast<float4 *>(&As[ra * 16 + ca]) =
        *reinterpret_cast<const float4 *>(&A[ra * K + ca]);
    *reinterpret_cast<float4 *>(&Bs[rb * 64 + cb]) =
        *reinterpret_cast<const float4 *>(&B[rb * N + cb]);
    __syncthreads();
    A += 16;
    B += 16 * N;

#pragma unroll
    for (int k = 0; k < 16; ++k) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) a[i] = As[(ty * 4 + i) * 16 + k];
#pragma unroll
      for (int j = 0; j < 4; ++j) b[j] = Bs[k * 64 + tx * 4 + j];
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }

#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) C[(ty * 4 + i) * N + tx * 4 + j] = acc[i][j];
}
