//! Load helpers inlined: a load-phase call of a `__device__` helper of the file is replaced, for the
//! analysis and the rewrite, by the helper's body with its parameters bound to the arguments. Each case
//! asserts what is emitted (the body in every load pass, the helper's definition untouched) or what is
//! refused, with which code and where in the user's file.

mod common;

use common::request;
use kpipe::analysis::choose::VariantRequest;
use kpipe::diagnostics::{line_col, Kind};
use kpipe::transform;

const HELPER: &str = "__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  tile[ty()][tx()] = src[ty() * ld + tx()];\n}\n";
const HEAD: &str = "#define T 16\n__device__ __forceinline__ int tx() { return threadIdx.x % T; }\n__device__ __forceinline__ int ty() { return threadIdx.x / T; }\n";
const KERNEL: &str = "__global__ void __launch_bounds__(256) k(const float* A, const float* B, float* C, int N, int K) {\n  __shared__ float As[T][T];\n  __shared__ float Bs[T][T];\n  int row = blockIdx.y * T + threadIdx.x / T, col = blockIdx.x * T + threadIdx.x % T;\n  float acc = 0.f;\n  for (int k0 = 0; k0 < K; k0 += T) {\n";
const TAIL: &str = "    __syncthreads();\n    for (int k = 0; k < T; ++k) acc += As[threadIdx.x / T][k] * Bs[k][threadIdx.x % T];\n    __syncthreads();\n  }\n  C[row * N + col] = acc;\n}\n";

fn file(helpers: &str, loads: &str) -> String {
    format!("{HEAD}{helpers}{KERNEL}{loads}{TAIL}")
}

fn rewrite(
    text: &str,
    variant: VariantRequest,
) -> Result<String, Box<kpipe::diagnostics::Diagnostic>> {
    transform(text, &request(variant, "sm_86")).map(|o| o.rewritten.expect("a rewrite").to_string())
}

/// Code, message, the text under the span, and its line.
fn refusal(text: &str) -> (Kind, String, String, usize) {
    let e = rewrite(text, VariantRequest::Ldg).expect_err("a refusal");
    let span = e.span.clone().expect("a span");
    let line = line_col(text, span.start).0;
    (e.kind, e.message.clone(), text[span].to_string(), line)
}

const LOADS: &str = "    load_tile(As, A + blockIdx.y * T * K + k0, K);\n    load_tile(Bs, B + k0 * N + blockIdx.x * T, N);\n";

#[test]
fn the_body_runs_in_every_load_pass_with_its_parameters_bound() {
    let text = file(HELPER, LOADS);
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    // The helper's definition is kept as written, and the kernel no longer calls it.
    assert!(ldg.starts_with(&format!("{HEAD}{HELPER}")));
    assert!(!ldg.contains("load_tile(As"));
    // Prologue: tile 0 into stage 0, the tile parameter bound to the tile, `ld` to `K` (both int).
    assert!(ldg.contains("As[0][ty()][tx()] = (A + blockIdx.y * T * K + k0)[ty() * K + tx()];"));
    // Prefetch: the next tile (the loop variable in the argument advances), into registers.
    assert!(ldg.contains("kp_next_As[0] = (A + blockIdx.y * T * K + (k0 + T))[ty() * K + tx()];"));
    assert!(ldg.contains("kp_next_Bs[0] = (B + (k0 + T) * N + blockIdx.x * T)[ty() * N + tx()];"));
    // Store: the registers into the other stage.
    assert!(ldg.contains("As[kp_stage ^ 1][ty()][tx()] = kp_next_As[0];"));
    assert_eq!(ldg.matches("load_tile(...), inlined by kpipe").count(), 6);
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(cp.contains("__pipeline_memcpy_async(&(As[kp_stage ^ 1][ty()][tx()]), &((A + blockIdx.y * T * K + (k0 + T))[ty() * K + tx()]), 4);"));
}

#[test]
fn a_value_argument_of_another_type_is_converted_as_the_call_converted_it() {
    // `ld` is an int parameter; the kernel passes an unsigned: `ld - 1` must stay int arithmetic.
    let helper = "__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  tile[ty()][tx()] = src[ty() * (ld - 1) + tx()];\n}\n";
    let loads = "    load_tile(As, A + k0, stride);\n    load_tile(Bs, B + k0 * N, N);\n";
    let text = file(helper, loads).replace(
        "  float acc = 0.f;\n",
        "  float acc = 0.f;\n  const unsigned stride = K + 1;\n",
    );
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains("(A + k0)[ty() * (static_cast<int>(stride) - 1) + tx()]"));
    // `N` is an int like `ld`: no conversion.
    assert!(ldg.contains("(B + k0 * N)[ty() * (N - 1) + tx()]"));
}

#[test]
fn templates_namespaces_and_a_helper_calling_a_helper() {
    let helpers = "namespace ld {\ntemplate <int BS, typename E>\n__device__ void one(E (*tile)[BS], const E* src, int stride) {\n  tile[ty()][tx()] = src[ty() * stride + tx()];\n}\ntemplate <int BS>\n__device__ void both(float (*As)[BS], float (*Bs)[BS], const float* A, const float* B, int K, int N) {\n  ld::one<BS, float>(As, A, K);\n  ld::one<BS, float>(Bs, B, N);\n}\n}  // namespace ld\n";
    let loads = "    ld::both<T>(As, Bs, A + blockIdx.y * T * K + k0, B + k0 * N + blockIdx.x * T, K, N);\n";
    let text = file(helpers, loads);
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let out = rewrite(&text, variant).unwrap();
        assert!(out.contains(helpers), "the helpers stay as written");
        // The inner call's template argument was bound first: `BS` is `T` converted to int.
        assert!(out.contains("ld::one<static_cast<int>(T), float>(...), inlined by kpipe"));
    }
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains("kp_next_As[0] = (A + blockIdx.y * T * K + (k0 + T))[ty() * K + tx()];"));
    // The report's loads point into the helper that stores, in the user's file.
    let outcome = transform(&text, &request(VariantRequest::Ldg, "sm_86")).unwrap();
    let lines: Vec<usize> = outcome.analysis.copies.iter().map(|c| c.line).collect();
    assert_eq!(lines, vec![7, 7]);
    assert!(outcome.notes[0].contains("`ld::both<T>`"));
}

#[test]
fn a_refusal_after_the_inlined_call_points_at_the_users_line() {
    // The compute phase leaves the loop: refused, at its line in the user's file (after the call).
    let text = file(HELPER, LOADS).replace(
        "    for (int k = 0; k < T; ++k)",
        "    if (acc > 1e30f) break;\n    for (int k = 0; k < T; ++k)",
    );
    let (kind, _, at, line) = refusal(&text);
    assert_eq!(kind, Kind::ControlFlowInLoop);
    assert_eq!(at.trim_end_matches(';'), "break");
    assert_eq!(line, 16);
}

#[test]
fn a_refusal_inside_the_body_points_into_the_helper() {
    // A global store in the helper: the region analysis refuses it, in the helper's body.
    let helper = "__device__ void load_tile(float (*tile)[T], const float* src, int ld, float* log) {\n  tile[ty()][tx()] = src[ty() * ld + tx()];\n  log[0] = 1.f;\n}\n";
    let loads = "    load_tile(As, A + k0, K, C);\n    load_tile(Bs, B + k0 * N, N, C);\n";
    let (kind, message, at, line) = refusal(&file(helper, loads));
    assert_eq!(kind, Kind::UnsupportedPattern);
    assert!(message.contains("stores to global memory"), "{message}");
    assert!(at.starts_with("log[0] = 1.f"), "{at}");
    assert_eq!(line, 6);
}

#[test]
fn what_is_refused_and_where() {
    let cases: Vec<(&str, &str, &str, &str)> = vec![
        // A parameter written in the helper would write the kernel's variable.
        (
            "__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  src += ty() * ld;\n  tile[ty()][tx()] = src[tx()];\n}\n",
            LOADS,
            "changes (or takes the address of) its parameter `src`",
            "src += ty() * ld",
        ),
        // A helper local with the name of a kernel variable and of a file-scope constant: which one
        // a use means cannot be told apart by name.
        (
            "const int k0 = 0;\n__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  int k0 = ty() * ld;\n  tile[ty()][tx()] = src[k0 + tx()];\n}\n",
            LOADS,
            "declares `k0`, a name the kernel uses and the file declares too",
            "k0",
        ),
        // A macro in the helper that names a parameter: kpipe cannot bind it there.
        (
            "#define AT(r, c) src[(r) * ld + (c)]\n__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  tile[ty()][tx()] = AT(ty(), tx());\n}\n",
            LOADS,
            "uses macro `AT`, whose expansion mentions parameter `src`",
            "AT",
        ),
        // Overloads are not resolved.
        (
            "__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  tile[ty()][tx()] = src[ty() * ld + tx()];\n}\n__device__ void load_tile(float (*tile)[T], const double* src, int ld) {\n  tile[ty()][tx()] = (float)src[ty() * ld + tx()];\n}\n",
            LOADS,
            "defines 2 functions of that name",
            "load_tile(As, A + blockIdx.y * T * K + k0, K)",
        ),
        // A template called without its arguments (deduced) is not inlined.
        (
            "template <typename E>\n__device__ void load_tile(E (*tile)[T], const E* src, int ld) {\n  tile[ty()][tx()] = src[ty() * ld + tx()];\n}\n",
            LOADS,
            "a template called without template arguments",
            "load_tile(As, A + blockIdx.y * T * K + k0, K)",
        ),
        // A name of the helper's namespace does not resolve in the kernel.
        (
            "namespace io {\n__device__ int lane() { return threadIdx.x % T; }\n__device__ void load_tile(float (*tile)[T], const float* src, int ld) {\n  tile[ty()][lane()] = src[ty() * ld + lane()];\n}\n}\n",
            "    io::load_tile(As, A + k0, K);\n    io::load_tile(Bs, B + k0 * N, N);\n",
            "uses `lane` of namespace `io`",
            "lane",
        ),
        // A value-returning helper is not a load helper kpipe inlines.
        (
            "__device__ int load_tile(float (*tile)[T], const float* src, int ld) {\n  tile[ty()][tx()] = src[ty() * ld + tx()];\n  return 0;\n}\n",
            LOADS,
            "returns a value",
            "load_tile(As, A + blockIdx.y * T * K + k0, K)",
        ),
    ];
    for (helper, loads, says, at) in cases {
        let text = file(helper, loads);
        let (kind, message, span, _) = refusal(&text);
        assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
        assert!(message.contains(says), "{message}");
        assert_eq!(span.trim_end_matches(';'), at, "{message}");
    }
}

#[test]
fn a_helper_local_named_like_a_kernel_variable_is_renamed_in_the_inlined_block() {
    // `k0` is the K-loop's variable (which the rewrite advances by name); `v` is a loaded value in one
    // helper and an index in the other (the region analysis knows locals by name).
    let helpers = "__device__ void loadA(float (*s)[T], const float* g, int ld) {\n  float v = g[ty() * ld + tx()];\n  s[ty()][tx()] = v;\n}\n__device__ void loadB(float (*s)[T], const float* g, int ld) {\n  int k0 = ty() * ld;\n  int v = tx();\n  s[ty()][v] = g[k0 + v];\n}\n";
    let loads = "    loadA(As, A + blockIdx.y * T * K + k0, K);\n    loadB(Bs, B + k0 * N + blockIdx.x * T, N);\n";
    let text = file(helpers, loads);
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains(helpers), "the helpers stay as written");
    assert!(ldg.contains("int k0_loadB = ty() * N;"));
    assert!(ldg.contains("int v_loadB = tx();"));
    assert!(
        ldg.contains("kp_next_Bs[0] = (B + (k0 + T) * N + blockIdx.x * T)[k0_loadB + v_loadB];")
    );
    assert!(ldg.contains("Bs[kp_stage ^ 1][ty()][v_loadB] = kp_next_Bs[0];"));
    assert!(ldg.contains("float v = (A + blockIdx.y * T * K + (k0 + T))[ty() * K + tx()];"));
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(cp.contains("__pipeline_memcpy_async(&(Bs[kp_stage ^ 1][ty()][v_loadB]), &((B + (k0 + T) * N + blockIdx.x * T)[k0_loadB + v_loadB]), 4);"));
}
