// Benchmark of sgemm_rb variants: CUDA events, warm-up, median of 41, variants interleaved per round.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
namespace orig {
#include "orig.cu"
}
namespace vg {
#include "vg.cu"
}
namespace vh {
#include "vh.cu"
}
namespace vm {
#include "vm.cu"
}
namespace vfloor {
#include "vfloor.cu"
}
typedef void (*Launch)(int, int, int, const float *, const float *, float *);
struct V { const char *name; Launch f; };
int main() {
  V vs[] = {{"orig", orig::sgemm}, {"vg", vg::sgemm}, {"vh", vh::sgemm}, {"vm", vm::sgemm}, {"vfloor", vfloor::sgemm}};
  const int nv = 5;
  int sizes[][3] = {{1024, 1024, 8192}, {4096, 4096, 4096}, {1024, 1024, 8320}, {128, 128, 32}, {128, 128, 64}, {256,128,96}};
  for (auto &s : sizes) {
    int M = s[0], N = s[1], K = s[2];
    std::vector<float> hA((size_t)M * K), hB((size_t)K * N);
    srand(7);
    for (auto &x : hA) x = (rand() % 2001 - 1000) / 1000.0f;
    for (auto &x : hB) x = (rand() % 2001 - 1000) / 1000.0f;
    float *A, *B, *C;
    cudaMalloc(&A, hA.size() * 4); cudaMalloc(&B, hB.size() * 4); cudaMalloc(&C, (size_t)M * N * 4);
    cudaMemcpy(A, hA.data(), hA.size() * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(B, hB.data(), hB.size() * 4, cudaMemcpyHostToDevice);
    std::vector<float> ref((size_t)M * N), out((size_t)M * N);
    for (int v = 0; v < nv; ++v) {
      cudaMemset(C, 0xff, (size_t)M * N * 4);
      vs[v].f(M, N, K, A, B, C);
      cudaError_t e = cudaDeviceSynchronize();
      if (e != cudaSuccess) { printf("%s: %s\n", vs[v].name, cudaGetErrorString(e)); return 1; }
      cudaMemcpy(v == 0 ? ref.data() : out.data(), C, ref.size() * 4, cudaMemcpyDeviceToHost);
      if (v > 0) printf("%dx%dx%d %s bit-identical: %s\n", M, N, K, vs[v].name,
                        memcmp(ref.data(), out.data(), ref.size() * 4) == 0 ? "yes" : "NO");
    }
    if (M < 1024) continue;
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
    std::vector<float> t[nv];
    for (int w = 0; w < 5; ++w) for (int v = 0; v < nv; ++v) vs[v].f(M, N, K, A, B, C);
    for (int r = 0; r < 41; ++r)
      for (int v = 0; v < nv; ++v) {
        cudaEventRecord(a); vs[v].f(M, N, K, A, B, C); cudaEventRecord(b); cudaEventSynchronize(b);
        float ms; cudaEventElapsedTime(&ms, a, b); t[v].push_back(ms);
      }
    for (int v = 0; v < nv; ++v) std::sort(t[v].begin(), t[v].end());
    for (int v = 0; v < nv; ++v)
      printf("%dx%dx%d %-14s median %.4f ms  x%.3f\n", M, N, K, vs[v].name, t[v][20], t[0][20] / t[v][20]);
    cudaFree(A); cudaFree(B); cudaFree(C);
  }
}
