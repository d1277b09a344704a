// A register type of the file's own carries each tile's loads: `Frag4`, a struct with an array
// member, `operator[]` and a method, filled whole by a load helper that returns it by value and
// stored whole through a cast. The compute reuses `b` for its own values, so the loads get their
// own copy; the proof follows the struct (its fields at their offsets, its methods run with
// `this`, its copies moving its bytes), and the index helper without effects stays in the loads.
#define TILE 16

struct __align__(16) Frag4 {
    float v[4];
    __device__ void fill(float x)
    {
        for (int i = 0; i < 4; ++i)
            v[i] = x;
    }
    __device__ float &operator[](int i) { return v[i]; }
};

__device__ __forceinline__ int at(int row, int col, int ld) { return row * ld + col; }

__device__ __forceinline__ Frag4 load4(const float *p)
{
    return *reinterpret_cast<const Frag4 *>(p);
}

__device__ __forceinline__ void axpy4(Frag4 &acc, const Frag4 &x, float s)
{
    for (int i = 0; i < 4; ++i)
        acc[i] += x.v[i] * s;
}

__global__ void __launch_bounds__(64) struct_register(const float *A, const float *B, float *C,
                                                      int N, int K)
{
    __shared__ __align__(16) float As[TILE][TILE];
    __shared__ __align__(16) float Bs[TILE][TILE];
    Frag4 a, b, acc;
    acc.fill(0.f);
    const int tid = threadIdx.x;
    const int lm = tid / 4, lk = (tid % 4) * 4;
    const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        a = load4(&A[at(row0 + lm, k0 + lk, K)]);
        b = load4(&B[at(k0 + lm, col0 + lk, N)]);
        for (int i = 0; i < 4; ++i)
            As[lk + i][lm] = a[i];
        *reinterpret_cast<Frag4 *>(&Bs[lm][lk]) = b;
        __syncthreads();
        for (int k = 0; k < TILE; ++k) {
            b = load4(&Bs[k][lk]);
            axpy4(acc, b, As[k][lm]);
        }
        __syncthreads();
    }
    *reinterpret_cast<Frag4 *>(&C[at(row0 + lm, col0 + lk, N)]) = acc;
}
