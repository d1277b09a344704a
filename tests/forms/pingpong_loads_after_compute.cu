// Hand "ping-pong" tiles toggled by buf ^= 1, but the next tile is loaded only
// after the compute on the current one (a barrier between): nothing overlaps.
#define T 32
__global__ void pingpong(const float* A, const float* B, float* C, int m, int n, int k) {
    __shared__ float As[2][T][T];
    __shared__ float Bs[2][T][T];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float acc = 0.f;
    int buf = 0;
    As[0][ty][tx] = (row < m && tx < k) ? A[row * k + tx] : 0.f;
    Bs[0][ty][tx] = (ty < k && col < n) ? B[ty * n + col] : 0.f;
    __syncthreads();
    for (int i = 0; i < k; i += T) {
        for (int j = 0; j < T; ++j) acc += As[buf][ty][j] * Bs[buf][j][tx];
        __syncthreads();
        const int nx = buf ^ 1, in = i + T;
        if (in < k) {
            As[nx][ty][tx] = (row < m && in + tx < k) ? A[row * k + in + tx] : 0.f;
            Bs[nx][ty][tx] = (in + ty < k && col < n) ? B[(in + ty) * n + col] : 0.f;
        }
        __syncthreads();
        buf ^= 1;
    }
    if (row < m && col < n) C[row * n + col] = acc;
}
