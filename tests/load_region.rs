//! The load phase as a region: guarded loads into locals, stores through macros and `__device__`
//! wrappers, and what the region may not do. Each case asserts what is emitted or refused, with
//! which code and where.

mod common;

use common::request;
use kpipe::analysis::choose::VariantRequest;
use kpipe::diagnostics::Kind;
use kpipe::transform;

const HEAD: &str = "#define T 16\n__global__ void __launch_bounds__(256) k(const float* A, const float* B, float* C, int M, int N, int K) {\n  __shared__ float As[T][T];\n  __shared__ float Bs[T][T];\n  int tx = threadIdx.x % T, ty = threadIdx.x / T;\n  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;\n  float acc = 0.f;\n  for (int k0 = 0; k0 < K; k0 += T) {\n";
const TAIL: &str = "    __syncthreads();\n    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];\n    __syncthreads();\n  }\n  C[row * N + col] = acc;\n}\n";

fn kernel(loads: &str) -> String {
    format!("{HEAD}{loads}{TAIL}")
}

fn rewrite(
    text: &str,
    variant: VariantRequest,
) -> Result<String, Box<kpipe::diagnostics::Diagnostic>> {
    transform(text, &request(variant, "sm_86")).map(|o| o.rewritten.expect("a rewrite").to_string())
}

fn refusal(text: &str, variant: VariantRequest) -> (Kind, String, String) {
    let e = rewrite(text, variant).expect_err("a refusal");
    let span = e.span.clone().expect("a span");
    (e.kind, e.message.clone(), text[span].to_string())
}

const B_PLAIN: &str = "    Bs[ty][tx] = B[(k0 + ty) * N + col];\n";

#[test]
fn a_zero_initialised_local_loaded_under_a_guard_is_prefetched_and_copied_with_zero_fill() {
    let text = kernel(&format!(
        "    float a = 0.f;\n    if (row < M && k0 + tx < K) a = A[row * K + k0 + tx];\n    As[ty][tx] = a;\n{B_PLAIN}"
    ));
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    // The register pass runs the region for the next tile, the guard included.
    assert!(ldg.contains("if (row < M && (k0 + T) + tx < K) a = A[row * K + (k0 + T) + tx];"));
    assert!(ldg.contains("kp_next_As[0] = a;"));
    // The store pass neither reloads nor re-tests the guard.
    assert!(ldg.contains("As[kp_stage ^ 1][ty][tx] = kp_next_As[0];"));
    assert_eq!(
        ldg.matches("a = A[").count(),
        2,
        "prologue and prefetch only"
    );
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(cp.contains("__pipeline_memcpy_async(&(As[kp_stage ^ 1][ty][tx]), (row < M && (k0 + T) + tx < K) ? (const void*)(&(A[row * K + (k0 + T) + tx])) : (const void*)(A), 4, (row < M && (k0 + T) + tx < K) ? 0 : 4);"));
    assert!(
        !cp.contains("float a ="),
        "the local is gone from the copy passes"
    );
}

#[test]
fn a_named_const_zero_is_a_zero_fill_and_a_mutable_one_is_not() {
    let head = HEAD.replace(
        "  float acc = 0.f;\n",
        "  float acc = 0.f;\n  const float zero = 0.f;\n",
    );
    let text = format!(
        "{head}    As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : zero;\n{B_PLAIN}{TAIL}"
    );
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(cp.contains("__pipeline_memcpy_async(&(As[kp_stage ^ 1][ty][tx]), (row < M && (k0 + T) + tx < K) ? (const void*)(&(A[row * K + (k0 + T) + tx])) : (const void*)(A), 4, (row < M && (k0 + T) + tx < K) ? 0 : 4);"), "{cp}");
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains("(row < M && (k0 + T) + tx < K) ? A[row * K + (k0 + T) + tx] : zero;"));
    // A zero that the kernel may change is a computed value: no cp.async copy.
    let mutable = text.replace("const float zero", "float zero");
    let (_, message, _) = refusal(&mutable, VariantRequest::CpAsync);
    assert!(message.contains("computed value"), "{message}");
    // Declared inside the loop, the prologue before the loop would not see it.
    let inner = kernel(&format!(
        "    const float zero = 0.f;\n    As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : zero;\n{B_PLAIN}"
    ));
    assert!(rewrite(&inner, VariantRequest::CpAsync).is_err());
}

#[test]
fn an_uninitialised_local_set_on_both_branches_is_a_zero_fill_either_way_round() {
    let text = kernel(&format!(
        "    float a;\n    if (!(row < M)) a = 0.f; else a = A[row * K + k0 + tx];\n    As[ty][tx] = a;\n{B_PLAIN}"
    ));
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(
        cp.contains("(!(!(row < M))) ? 0 : 4);") || cp.contains("!(!(row < M)) ? 0 : 4"),
        "{cp}"
    );
}

#[test]
fn what_a_local_holds_must_be_one_copy_for_cp_async_but_register_prefetch_takes_any_region() {
    let cases = [
        // Uninitialised where the guard fails: nothing to zero-fill with.
        ("    float a;\n    if (row < M) a = A[row * K + k0 + tx];\n    As[ty][tx] = a;\n", "left uninitialised where the guard fails"),
        // The guard's inputs change between the load and the store.
        ("    int r = row;\n    float a = 0.f;\n    if (r < M) a = A[r * K + k0 + tx];\n    r = 0;\n    As[ty][tx] = a;\n", "`r` changes between the load into `a` and the store of it"),
        // A computed value.
        ("    float a = A[row * K + k0 + tx];\n    a = a * 2.f;\n    As[ty][tx] = a;\n", "is computed"),
        // Loaded under a guard, holding something other than zero elsewhere.
        ("    float a = 1.f;\n    if (row < M) a = A[row * K + k0 + tx];\n    As[ty][tx] = a;\n", "other than zero"),
    ];
    for (loads, why) in cases {
        let text = kernel(&format!("{loads}{B_PLAIN}"));
        let (kind, message, span) = refusal(&text, VariantRequest::CpAsync);
        assert_eq!(kind, Kind::CpAsyncImpossible, "{loads}: {message}");
        assert!(message.contains(why), "{loads}: {message}");
        assert_eq!(span, "As[ty][tx] = a;");
        match rewrite(&text, VariantRequest::Ldg) {
            Ok(_) => assert!(!loads.contains("r = 0;"), "{loads}"),
            // The store pass repeats `r = 0;` where `r` is out of scope: the proof refuses that
            // rewrite rather than hand out a file that does not compile.
            Err(e) => {
                assert!(loads.contains("r = 0;"), "{loads}: {}", e.message);
                assert_eq!(e.kind, Kind::NotProven, "{}", e.message);
                assert!(e.message.contains("the name `r`"), "{}", e.message);
            }
        }
    }
}

#[test]
fn a_vector_local_stored_transposed_becomes_guarded_4_byte_copies_of_its_components() {
    let text = "__global__ void __launch_bounds__(64) k(const float* A, const float* B, float* C, int M, int N, int K) {\n  __shared__ float As[16][16];\n  __shared__ float Bs[16][16];\n  int t = threadIdx.x, r = t / 4, c = (t % 4) * 4;\n  float acc = 0.f;\n  for (int k0 = 0; k0 < K; k0 += 16) {\n    float4 v = make_float4(0.f, 0.f, 0.f, 0.f);\n    if (r < M && k0 + c < K) v = *reinterpret_cast<const float4 *>(&A[r * K + k0 + c]);\n    As[c + 0][r] = v.x;\n    As[c + 1][r] = v.y;\n    As[c + 2][r] = v.z;\n    As[c + 3][r] = v.w;\n    int4 w = {};\n    if (k0 + r < K) w = *reinterpret_cast<const int4 *>(&B[(k0 + r) * N + c]);\n    *reinterpret_cast<int4 *>(&Bs[r][c]) = w;\n    __syncthreads();\n    for (int k = 0; k < 16; ++k) acc += As[k][t % 16] * Bs[k][t % 16];\n    __syncthreads();\n  }\n  C[t] = acc;\n}\n";
    let cp = rewrite(text, VariantRequest::CpAsync).unwrap();
    assert!(cp.contains("__pipeline_memcpy_async(&(As[kp_stage ^ 1][c + 3][r]), (r < M && (k0 + 16) + c < K) ? (const void*)(&((*reinterpret_cast<const float4 *>(&A[r * K + (k0 + 16) + c])).w)) : (const void*)(A), 4, (r < M && (k0 + 16) + c < K) ? 0 : 4);"), "{cp}");
    assert!(cp.contains(", 16, ((k0 + 16) + r < K) ? 0 : 16);"), "{cp}");
    let ldg = rewrite(text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains("int4 kp_next_Bs[1];") && ldg.contains("kp_next_Bs[0] = w;"));
    assert!(ldg.contains("kp_next_As_3[0] = v.w;"));
}

#[test]
fn a_subset_guard_holds_in_the_register_load_the_store_and_the_copy() {
    let text = kernel(&format!(
        "    if (threadIdx.x < 128) As[ty][tx] = A[row * K + k0 + tx];\n{B_PLAIN}"
    ));
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains("if (threadIdx.x < 128) kp_next_As[0] = A["));
    assert!(ldg.contains("if (threadIdx.x < 128) As[kp_stage ^ 1][ty][tx] = kp_next_As[0];"));
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(
        cp.contains("if (threadIdx.x < 128) __pipeline_memcpy_async(&(As[kp_stage ^ 1][ty][tx])")
    );
}

#[test]
fn a_statement_macro_copy_keeps_the_macro_in_the_register_passes() {
    let text = format!(
        "#define LDST128(dst, src) *(float4 *)(dst) = *(const float4 *)(src)\n{}",
        kernel(&format!(
            "    if (tx < 4) LDST128(&As[ty][tx * 4], &A[row * K + k0 + tx * 4]);\n{B_PLAIN}"
        ))
    );
    let ldg = rewrite(&text, VariantRequest::Ldg).unwrap();
    assert!(ldg.contains("float4 kp_next_As[1];"));
    assert!(ldg.contains("if (tx < 4) LDST128(&kp_next_As[0], &A[row * K + (k0 + T) + tx * 4]);"));
    assert!(ldg.contains("if (tx < 4) LDST128(&As[kp_stage ^ 1][ty][tx * 4], &kp_next_As[0]);"));
    let cp = rewrite(&text, VariantRequest::CpAsync).unwrap();
    assert!(cp.contains("if (tx < 4) __pipeline_memcpy_async(&As[kp_stage ^ 1][ty][tx * 4], &A[row * K + (k0 + T) + tx * 4], 16);"));
}

#[test]
fn a_helper_that_is_not_a_one_statement_store_wrapper_is_still_refused() {
    let text = format!(
        "__device__ void put(float* p, float v) {{ if (v > 0.f) *p = v; }}\n{}",
        kernel(&format!(
            "    put(&As[ty][tx], A[row * K + k0 + tx]);\n{B_PLAIN}"
        ))
    );
    let (kind, message, span) = refusal(&text, VariantRequest::Ldg);
    assert_eq!(kind, Kind::UnsupportedPattern);
    // Not a store wrapper; as a load helper to inline, it receives the tile as an element's address.
    assert!(
        message.contains("tile `As` is passed to `put` as `&As[ty][tx]`"),
        "{message}"
    );
    assert_eq!(span, "&As[ty][tx]");
}

#[test]
fn the_region_refuses_atomics_global_stores_and_data_dependent_trip_counts_with_their_spans() {
    let cases = [
        (
            "    atomicAdd(C, 1.f);\n",
            "atomic operation (`atomicAdd`)",
            "atomicAdd(C, 1.f)",
        ),
        (
            "    C[row] = 0.f;\n",
            "stores to global memory (`C[row]`)",
            "C[row] = 0.f",
        ),
        (
            "    float n = A[0];\n    for (int j = 0; j < n; ++j) C[0] += 0.f;\n",
            "depends on data loaded from global memory (`n`)",
            "for (int j = 0; j < n; ++j) ",
        ),
        (
            "    int j = 0;\n    while (j < 4) ++j;\n",
            "a `while` loop in the load phase",
            "while (j < 4) ++j;",
        ),
    ];
    for (extra, why, at) in cases {
        let text = kernel(&format!(
            "    As[ty][tx] = A[row * K + k0 + tx];\n{extra}{B_PLAIN}"
        ));
        for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
            let (kind, message, span) = refusal(&text, variant);
            assert_eq!(kind, Kind::UnsupportedPattern, "{extra}: {message}");
            assert!(message.contains(why), "{extra}: {message}");
            assert_eq!(span, at);
        }
    }
}

#[test]
fn a_static_assert_in_the_load_phase_is_kept_and_changes_nothing() {
    // A compile-time check (the leimao kernels' load helpers have one in each load loop): it runs
    // no code, so wherever the rewrite copies it, it checks the same thing.
    let text = kernel(&format!(
        "    static_assert(T * T % 256 == 0, \"one load per thread\");\n    As[ty][tx] = A[row * K + k0 + tx];\n{B_PLAIN}"
    ));
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let out = rewrite(&text, variant).unwrap();
        assert!(out.contains("static_assert(T * T % 256 == 0, \"one load per thread\");"));
        assert!(out.contains("As[kp_stage ^ 1][ty][tx]"), "{out}");
    }
}
