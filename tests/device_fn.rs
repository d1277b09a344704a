//! The K-loop inside a `__device__` function the kernel calls: rewritten inside the function, the
//! kernel left as it is; called twice or from a loop; and what is refused, with its code and span.
//! Through the command line (`apply --dry-run --no-compile`).

use assert_cmd::Command;

/// (success, stdout, stderr) of `apply --dry-run --no-compile` on `text`.
fn run(text: &str, variant: &str) -> (bool, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.cu");
    std::fs::write(&path, text).unwrap();
    let out = Command::cargo_bin("kpipe")
        .unwrap()
        .arg("apply")
        .arg(&path)
        .args([
            "--variant",
            variant,
            "--dry-run",
            "--no-compile",
            "--verbose",
            "--color",
            "never",
        ])
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

fn apply(text: &str, variant: &str) -> String {
    let (ok, out, err) = run(text, variant);
    assert!(ok, "{out}\n{err}");
    out
}

/// The refusal's first lines (message and location).
fn refuse(text: &str) -> String {
    let (ok, out, err) = run(text, "ldg");
    assert!(!ok, "accepted:\n{out}");
    err
}

fn added(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with('+') && !l.starts_with("+++"))
        .map(|l| l[1..].trim().to_string())
        .collect()
}

fn removed(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with('-') && !l.starts_with("---"))
        .map(|l| l[1..].trim().to_string())
        .collect()
}

const DEVICE: &str = r#"#define T 16
__device__ float tile_dot(const float *A, const float *B, int N, int K, int row, int col) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  return acc;
}
__global__ void __launch_bounds__(T * T) k(const float *A, const float *B, float *C, int N, int K) {
  int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  C[row * N + col] = tile_dot(A, B, N, K, row, col);
}
"#;

#[test]
fn the_loop_in_a_device_function_is_rewritten_there_and_the_kernel_is_untouched() {
    for variant in ["ldg", "cp-async"] {
        let out = apply(DEVICE, variant);
        assert!(
            out.contains("Kernel `k` (line 16), K-loop at line 7"),
            "{out}"
        );
        assert!(
            out.contains("The K-loop is in `__device__` function `tile_dot` (line 2), which the kernel calls once"),
            "{out}"
        );
        let plus = added(&out);
        assert!(
            plus.contains(&"__shared__ float As[2][T][T];".to_string()),
            "{out}"
        );
        assert!(
            plus.contains(&"__shared__ float Bs[2][T][T];".to_string()),
            "{out}"
        );
        // Nothing of the kernel changes (cp.async adds the header at the top of the file).
        let minus = removed(&out);
        assert!(
            !minus
                .iter()
                .chain(&plus)
                .any(|l| l.contains("tile_dot(A, B") || l.contains("__global__")),
            "{out}"
        );
        assert!(
            plus.contains(&"for (; (k0 + T) < K; k0 += T) {".to_string()),
            "{out}"
        );
    }
}

#[test]
fn a_device_function_called_twice_pipelines_once_and_each_call_ends_with_a_barrier() {
    let text = DEVICE.replace(
        "tile_dot(A, B, N, K, row, col);\n",
        "tile_dot(A, B, N, K, row, col) + tile_dot(B, A, N, K, row, col);\n",
    );
    for variant in ["ldg", "cp-async"] {
        let out = apply(&text, variant);
        assert!(
            out.contains(
                "which the kernel calls 2 times (each call runs its own prologue and epilogue)"
            ),
            "{out}"
        );
        let plus = added(&out);
        let steady: Vec<usize> = plus
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("for (; (k0 + T) < K"))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(steady.len(), 1, "{out}");
        // The second call's prologue writes stage 0 while the first call's epilogue may still read
        // it: the epilogue must end with a barrier.
        let epilogue = plus
            .iter()
            .position(|l| l == "// epilogue: the last tile")
            .unwrap();
        assert!(
            plus[epilogue..].iter().any(|l| l == "__syncthreads();"),
            "{variant}:\n{out}"
        );
    }
}

#[test]
fn a_device_function_called_from_a_loop_of_the_kernel_is_rewritten() {
    let text = DEVICE.replace(
        "  C[row * N + col] = tile_dot(A, B, N, K, row, col);\n",
        "  float s = 0.0f;\n  for (int r = 0; r < 4; ++r) {\n    s += tile_dot(A + r * N * K, B, N, K, row, col);\n    __syncthreads();\n  }\n  C[row * N + col] = s;\n",
    );
    let out = apply(&text, "ldg");
    assert!(
        out.contains("The K-loop is in `__device__` function `tile_dot`"),
        "{out}"
    );
}

#[test]
fn thread_indices_passed_as_parameters_are_thread_indices_in_the_function() {
    // A strided cooperative load (`i = tid; i < ...; i += T * T`): its trip count needs `tid` to be
    // the thread index, which the kernel passes in.
    let text = DEVICE
        .replace(
            "int N, int K, int row, int col) {",
            "int N, int K, int row, int col, int tid) {",
        )
        .replace(
            "    As[ty][tx] = A[row * K + k0 + tx];\n",
            "    for (int i = tid; i < T * T; i += T * T) As[i / T][i % T] = A[(blockIdx.y * T + i / T) * K + k0 + i % T];\n",
        )
        .replace(
            "tile_dot(A, B, N, K, row, col);",
            "tile_dot(A, B, N, K, row, col, t);",
        )
        .replace(
            "  int row = blockIdx.y",
            "  const int t = threadIdx.y * blockDim.x + threadIdx.x;\n  int row = blockIdx.y",
        );
    let out = apply(&text, "ldg");
    assert!(
        out.contains("Register prefetch holds 2 32-bit registers per thread"),
        "{out}"
    );
}

#[test]
fn an_early_return_in_the_kernel_before_the_call_is_a_warning() {
    let text = DEVICE.replace(
        "  C[row * N + col] = tile_dot",
        "  if (row >= N) return;\n  C[row * N + col] = tile_dot",
    );
    let out = apply(&text, "ldg");
    assert!(
        out.contains("a `return` under a branch at line 18 of kernel `k` comes before its call of `tile_dot`"),
        "{out}"
    );
}

#[test]
fn tiles_passed_in_as_flat_pointers_are_refused_at_the_parameter() {
    let text = r#"#define T 16
__device__ float tile_dot(const float *A, const float *B, float *As, float *Bs, int N, int K, int row, int col) {
  int tx = threadIdx.x, ty = threadIdx.y;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    As[ty * T + tx] = A[row * K + k0 + tx];
    Bs[ty * T + tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty * T + k] * Bs[k * T + tx];
    __syncthreads();
  }
  return acc;
}
__global__ void __launch_bounds__(T * T) k(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[T * T];
  __shared__ float Bs[T * T];
  int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  C[row * N + col] = tile_dot(A, B, As, Bs, N, K, row, col);
}
"#;
    let err = refuse(text);
    assert!(err.contains("error[K023]"), "{err}");
    assert!(
        err.contains("tile `As` is a parameter that kernel `k` passes its `__shared__` array to"),
        "{err}"
    );
    assert!(err.contains("k.cu:2:59"), "{err}");
    assert!(
        err.contains("help: declare the tiles as `__shared__` arrays inside `tile_dot`"),
        "{err}"
    );
}

#[test]
fn a_template_instantiated_with_different_arguments_is_refused() {
    let text = DEVICE
        .replace(
            "__device__ float tile_dot(",
            "template <int U>\n__device__ float tile_dot(",
        )
        .replace("k0 += T", "k0 += U")
        .replace(
            "tile_dot(A, B, N, K, row, col);",
            "tile_dot<T>(A, B, N, K, row, col) + tile_dot<2 * T>(A, B, N, K, row, col);",
        );
    let err = refuse(&text);
    assert!(
        err.contains("which the file instantiates with different template arguments"),
        "{err}"
    );
    assert!(err.contains("k.cu:19:"), "{err}");
}

#[test]
fn noinline_overloads_and_two_loop_functions_are_refused() {
    let noinline = DEVICE.replace(
        "__device__ float tile_dot(",
        "__device__ __noinline__ float tile_dot(",
    );
    let err = refuse(&noinline);
    assert!(err.contains("declared `__noinline__`"), "{err}");
    assert!(err.contains("k.cu:2:1"), "{err}");

    // The function, a copy of it under another name, and a kernel that calls both.
    let function = &DEVICE[DEVICE.find("__device__").unwrap()..DEVICE.find("__global__").unwrap()];
    let kernel = &DEVICE[DEVICE.find("__global__").unwrap()..];
    let two = format!(
        "#define T 16\n{function}{}{}",
        function.replace("tile_dot(", "tile_dot2("),
        kernel.replace(
            "tile_dot(A, B, N, K, row, col);",
            "tile_dot(A, B, N, K, row, col) + tile_dot2(A, B, N, K, row, col);"
        )
    );
    let err = refuse(&two);
    assert!(err.contains("error[K005]"), "{err}");
    assert!(
        err.contains(
            "kernel `k` calls 2 `__device__` functions with a K-loop: tile_dot, tile_dot2"
        ),
        "{err}"
    );

    // Two definitions of the name (overloads): which one runs is the compiler's choice.
    let overloads = format!(
        "#define T 16\n{function}{}{kernel}",
        function.replace("int row, int col)", "int row, int col, int unused)")
    );
    let err = refuse(&overloads);
    assert!(
        err.contains("which has 2 definitions that call `__syncthreads()`"),
        "{err}"
    );
}

/// A `__device__` function template with the K-loop, instantiated by two `extern "C"` wrappers with
/// different tile sizes (the CUDA samples' driver-API form).
const WRAPPED: &str = r#"template <int block_size, typename size_type>
__device__ void mm(float *C, float *A, float *B, size_type wA, size_type wB) {
  size_type bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  size_type aBegin = wA * block_size * by, aEnd = aBegin + wA - 1, aStep = block_size;
  size_type bBegin = block_size * bx, bStep = block_size * wB;
  float Csub = 0;
  for (size_type a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[block_size][block_size];
    __shared__ float Bs[block_size][block_size];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
    for (size_type k = 0; k < block_size; ++k) Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[wB * block_size * by + block_size * bx + wB * ty + tx] = Csub;
}
extern "C" __global__ void mm16(float *C, float *A, float *B, size_t wA, size_t wB) { mm<16, size_t>(C, A, B, wA, wB); }
extern "C" __global__ void mm32(float *C, float *A, float *B, size_t wA, size_t wB) { mm<32, size_t>(C, A, B, wA, wB); }
"#;

#[test]
fn a_template_instantiated_by_other_kernels_is_rewritten_once_and_checked_for_each() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.cu");
    std::fs::write(&path, WRAPPED).unwrap();
    let out = Command::cargo_bin("kpipe")
        .unwrap()
        .arg("apply")
        .arg(&path)
        .args([
            "--kernel",
            "mm16",
            "--variant",
            "ldg",
            "--dry-run",
            "--no-compile",
        ])
        .args(["--json"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["exit_code"], 0, "{report}");
    let rows: Vec<&str> = report["instances"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["name"].as_str())
        .collect();
    assert_eq!(rows, ["mm16 (mm<16, size_t>)", "mm32"], "{report}");
    // The function template is rewritten with its parameter, not one wrapper's number.
    let diff = report["diff"].as_str().unwrap();
    assert!(diff.contains("As[2][block_size][block_size]"), "{diff}");
    // The wrappers are not touched.
    assert!(!added(diff).iter().any(|l| l.contains("mm<")), "{diff}");
}
