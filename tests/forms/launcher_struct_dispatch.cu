// A PyTorch extension's launcher struct: the tile sizes are `static constexpr` members, the launch
// is in a method template over the element type, and a dispatch template runs the method for the
// types `AT_DISPATCH_FLOATING_TYPES` gives `scalar_t`; the result is stored through a C-style cast
// to the type parameter, `(scalar_t)(...)`. The form of torch-extension GEMM projects, written for
// kpipe's tests.
template <typename scalar_t, const int TILE>
__global__ void tiled_gemm(const scalar_t *A, const scalar_t *B, scalar_t *C, int M, int N, int K,
                           float alpha) {
  __shared__ scalar_t As[TILE][TILE];
  __shared__ scalar_t Bs[TILE][TILE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    if (row < M && t * TILE + tx < K) {
      As[ty][tx] = A[row * K + t * TILE + tx];
    } else {
      As[ty][tx] = 0.0f;
    }
    if (col < N && t * TILE + ty < K) {
      Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    } else {
      Bs[ty][tx] = 0.0f;
    }
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += static_cast<float>(As[ty][k]) * static_cast<float>(Bs[k][tx]);
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = (scalar_t)(alpha * acc);
}

struct TiledLauncher {
  static constexpr int BM = 16;
  static constexpr int BN = BM;

  template <typename scalar_t>
  static void launch(const scalar_t *A, const scalar_t *B, scalar_t *C, int M, int N, int K) {
    dim3 block(BN, BM);
    dim3 grid((N + BN - 1) / BN, (M + BM - 1) / BM);
    tiled_gemm<scalar_t, BM><<<grid, block>>>(A, B, C, M, N, K, 1.0f);
  }
};

template <typename Launcher>
at::Tensor dispatch(const at::Tensor &a, const at::Tensor &b) {
  const int M = a.size(0), K = a.size(1), N = b.size(1);
  at::Tensor c = at::empty({M, N}, a.options());
  AT_DISPATCH_FLOATING_TYPES(a.scalar_type(), "tiled_gemm", [&] {
    Launcher::template launch<scalar_t>(a.data_ptr<scalar_t>(), b.data_ptr<scalar_t>(),
                                        c.data_ptr<scalar_t>(), M, N, K);
  });
  return c;
}

at::Tensor gemm(const at::Tensor &a, const at::Tensor &b) { return dispatch<TiledLauncher>(a, b); }
