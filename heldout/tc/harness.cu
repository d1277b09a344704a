// Runs one kernel of a CUDA sample (compiled in with -DSRC) on fixed pseudo-random inputs, writes D
// to OUT and prints the median time of REPS runs (CUDA events). -DKERNEL, -DGRID_MUL, -DBYTES.
#define main sample_main
#include SRC
#undef main
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <vector>

template <typename T> __global__ void fill(T *p, size_t n, unsigned seed) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned h = (unsigned)i * 2654435761u ^ seed;
  h ^= h >> 13; h *= 0x5bd1e995u; h ^= h >> 15;
  if constexpr (std::is_integral<T>::value) p[i] = T(h % 7);
  else p[i] = T(((int)(h % 17) - 8) * 0.125f);
}

template <typename T> T *alloc_fill(size_t n, unsigned seed) {
  T *p; checkCudaErrors(cudaMalloc(&p, n * sizeof(T)));
  fill<T><<<(unsigned)((n + 255) / 256), 256>>>(p, n, seed);
  return p;
}

template <typename TA, typename TB, typename TC, typename TD, typename S>
int run(void (*k)(const TA *, const TB *, const TC *, TD *, S, S), const char *out) {
  size_t nA = (size_t)M_GLOBAL * K_GLOBAL, nB = (size_t)N_GLOBAL * K_GLOBAL, nC = (size_t)M_GLOBAL * N_GLOBAL;
  TA *A = alloc_fill<TA>(nA, 1); TB *B = alloc_fill<TB>(nB, 2); TC *C = alloc_fill<TC>(nC, 3);
  TD *D; checkCudaErrors(cudaMalloc(&D, nC * sizeof(TD)));
  checkCudaErrors(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, BYTES));
  cudaDeviceProp prop; checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  int grid = prop.multiProcessorCount * GRID_MUL;
  S alpha = S(2), beta = S(3);
  std::vector<float> ms;
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  for (int r = 0; r < 3 + REPS; ++r) {
    checkCudaErrors(cudaMemset(D, 0xAB, nC * sizeof(TD)));
    cudaEventRecord(a);
    k<<<grid, THREADS_PER_BLOCK, BYTES>>>(A, B, C, D, alpha, beta);
    cudaEventRecord(b);
    checkCudaErrors(cudaEventSynchronize(b));
    checkCudaErrors(cudaGetLastError());
    float t; cudaEventElapsedTime(&t, a, b);
    if (r >= 3) ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  std::vector<TD> h(nC);
  checkCudaErrors(cudaMemcpy(h.data(), D, nC * sizeof(TD), cudaMemcpyDeviceToHost));
  FILE *f = fopen(out, "wb"); fwrite(h.data(), sizeof(TD), nC, f); fclose(f);
  printf("median_ms %.4f\n", ms[ms.size() / 2]);
  return 0;
}

int main(int argc, char **argv) { return run(KERNEL, argv[1]); }
