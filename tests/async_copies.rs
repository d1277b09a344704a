//! Async copies waited for at once (K014's loops): `__pipeline_memcpy_async` and inline `cp.async`
//! copies are read as the tile copies they are and the loop takes the cp.async rewrite and the ring;
//! forms kpipe does not read keep K014 with what is missing. `cuda::memcpy_async` through a
//! thread-scope `cuda::pipeline` is read the same way.

use kpipe::analysis::arch;
use kpipe::analysis::choose::{Tuning, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::{transform, Request};

fn request(variant: VariantRequest, stages: u32) -> Request<'static> {
    Request {
        kernel: None,
        variant,
        arch: arch::by_name("sm_90").expect("sm_90"),
        defines: &[],
        rewrite: true,
        tuning: Tuning {
            stages,
            ..Tuning::default()
        },
    }
}

fn read(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .expect("test file")
}

/// The emitted loop: the text from kpipe's comment to the end.
fn emitted(text: &str, variant: VariantRequest, stages: u32) -> String {
    let out = transform(text, &request(variant, stages)).expect("rewritten");
    assert!(out
        .notes
        .iter()
        .any(|n| n.contains("waited for all of them before its first barrier")));
    out.rewritten.expect("text").to_string()
}

#[test]
fn pipeline_copies_waited_at_once_take_the_cp_async_shape() {
    let code = emitted(
        &read("tests/async/sgemm_async_wait_at_once.cu"),
        VariantRequest::CpAsync,
        2,
    );
    // The user's copies, commit and full wait are gone from the loop; the rewrite issues tile t+1's
    // copies into the other stage before the compute and waits at the top of the next iteration.
    assert!(!code.contains("sizeof(float));"));
    let main = &code[code.find("for (; (k0 + TILE) < K").expect("main loop")..];
    let wait = main.find("__pipeline_wait_prior(0);").expect("wait");
    let copy = main
        .find("__pipeline_memcpy_async(&(*reinterpret_cast<int1 *>(&As[kp_stage ^ 1][ty][tx])), &(*reinterpret_cast<const int1 *>(&A[row * K + (k0 + TILE) + tx])), 4);")
        .expect("next tile's copy of A");
    let compute = main.find("acc += As[kp_stage][ty][k]").expect("compute");
    assert!(wait < copy && copy < compute);
    assert_eq!(
        code.matches("__pipeline_commit();").count(),
        2,
        "prologue and loop"
    );
}

#[test]
fn inline_cp_async_copies_waited_at_once_take_the_ring() {
    let code = emitted(
        &read("kernels/hgemm_cp_async_asm_wait_all.cu"),
        VariantRequest::CpAsync,
        3,
    );
    // No inline asm of the user's is left: copies, commit and wait (the header comment names them).
    assert!(!code.contains("asm volatile"));
    assert!(
        code.contains("__pipeline_wait_prior(1);"),
        "a ring of 3 stages"
    );
    assert!(code.contains("__pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[kp_fill][ar][ac])), &(*reinterpret_cast<const int4 *>(&A[(bm + ar) * K + (k0 + 2 * (BK)) + ac])), 16);"));
    assert!(code.contains("half As[3][BM][BK + PAD];"));
}

#[test]
fn four_byte_copies_prefetched_into_registers_keep_their_bits() {
    // A 4-byte copy moves bits, not a number: the register prefetch holds them in an `int1`, never in
    // the tile's `float` (where an `int` read would be converted to a float value and back).
    let code = emitted(
        &read("tests/async/sgemm_async_wait_at_once.cu"),
        VariantRequest::Ldg,
        2,
    );
    assert!(code.contains("int1 kp_next_As[1];"), "{code}");
    assert!(code.contains(
        "kp_next_As[0] = *reinterpret_cast<const int1 *>(&A[row * K + (k0 + TILE) + tx]);"
    ));
    assert!(!code.contains("float kp_next"));
}

#[test]
fn cuda_pipeline_scalar_copies_waited_at_once_take_the_cp_async_shape() {
    let code = emitted(
        &read("kernels/sgemm_pipeline_wait_at_once.cu"),
        VariantRequest::CpAsync,
        2,
    );
    // The loop's acquire, copies, commit, wait and release are gone (the pipeline object stays,
    // unused); the rewrite issues tile t+1's copies before the compute.
    let main = &code[code.find("for (; (k0 + TILE) < K").expect("main loop")..];
    for gone in [
        "producer_acquire",
        "cuda::memcpy_async",
        "producer_commit",
        "consumer_wait",
        "consumer_release",
    ] {
        assert!(!main.contains(gone), "{gone} left in the loop");
    }
    let wait = main.find("__pipeline_wait_prior(0);").expect("wait");
    let copy = main
        .find("__pipeline_memcpy_async(&(*reinterpret_cast<int1 *>(&Bs[kp_stage ^ 1][ty][tx])), &(*reinterpret_cast<const int1 *>(&B[((k0 + TILE) + ty) * N + col])), 4);")
        .expect("next tile's copy of B");
    let compute = main.find("acc += As[kp_stage][ty][k]").expect("compute");
    assert!(wait < copy && copy < compute);
    assert!(
        code.contains("cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();")
    );
}

#[test]
fn cuda_pipeline_chunks_of_an_aligned_size_take_16_byte_copies() {
    let code = emitted(
        &read("kernels/sgemm_pipeline_chunk16.cu"),
        VariantRequest::CpAsync,
        3,
    );
    assert!(
        code.contains("__pipeline_wait_prior(1);"),
        "a ring of 3 stages"
    );
    assert!(code.contains("__pipeline_memcpy_async(&(*reinterpret_cast<int4 *>(&As[kp_fill][cr][cc])), &(*reinterpret_cast<const int4 *>(&A[(row0 + cr) * K + (k0 + 2 * (TILE)) + cc])), 16);"), "{code}");
    // The user's wait is gone from the kernel (the header comment still names it).
    let kernel = &code[code.find("__global__").expect("kernel")..];
    assert!(!kernel.contains("pipeline_consumer_wait_prior"));
    assert!(!kernel.contains("cuda::memcpy_async"));
}

#[test]
fn a_block_scope_cuda_pipeline_keeps_k014_with_what_is_missing() {
    let e = transform(
        &read("tests/refusals/async_not_overlapped.cu"),
        &request(VariantRequest::Auto, 2),
    )
    .err()
    .expect("refused");
    assert_eq!(e.kind, Kind::AsyncNotOverlapped);
    assert!(
        e.message.contains("a pipeline with shared state"),
        "{}",
        e.message
    );
}

#[test]
fn cuda_pipeline_forms_kpipe_cannot_read_keep_k014() {
    let base = read("kernels/sgemm_pipeline_wait_at_once.cu");
    let chunks = read("kernels/sgemm_pipeline_chunk16.cu");
    let cases = [
        // Two commits: `consumer_wait` waits for the first stage only.
        (
            base.replace(
                "    pipe.producer_commit();
",
                "    pipe.producer_commit();
    pipe.producer_commit();
",
            ),
            "commits 2 times",
        ),
        // The pipeline used before the loop: a stage may be in flight when it starts.
        (
            base.replace(
                "  float acc = 0.0f;
",
                "  float acc = 0.0f;
  pipe.producer_commit();
",
            ),
            "used outside the loop",
        ),
        // 16 bytes of float elements without an aligned size: the addresses may be 4-byte aligned only.
        (
            chunks.replace(
                "const auto shape = cuda::aligned_size_t<16>(16);",
                "const auto shape = 16;",
            ),
            "4, 8 or 16 bytes",
        ),
        (
            chunks.replace(
                ", shape, pipe);
    cuda::memcpy_async(&Bs",
                ", 16, pipe);
    cuda::memcpy_async(&Bs",
            ),
            "cannot tell are 16-byte aligned",
        ),
        // An alignment below the size.
        (
            chunks.replace("aligned_size_t<16>(16)", "aligned_size_t<8>(16)"),
            "with A >= N",
        ),
        // The thread-group form.
        (
            base.replace("cuda::memcpy_async(&As", "cuda::memcpy_async(block, &As"),
            "of a thread group",
        ),
        // A partial wait.
        (
            chunks.replace(
                "pipeline_consumer_wait_prior<0>",
                "pipeline_consumer_wait_prior<1>",
            ),
            "partial wait",
        ),
    ];
    for (text, why) in cases {
        assert_ne!(text, base, "{why}: the mutation applies");
        assert_ne!(text, chunks, "{why}: the mutation applies");
        let e = transform(&text, &request(VariantRequest::Auto, 2))
            .err()
            .unwrap_or_else(|| panic!("{why}: refused"));
        assert_eq!(e.kind, Kind::AsyncNotOverlapped, "{why}: {}", e.message);
        assert!(e.message.contains(why), "{why}: {}", e.message);
    }
}

#[test]
fn copies_kpipe_cannot_read_keep_k014() {
    let base = read("tests/async/sgemm_async_wait_at_once.cu");
    // A zero-fill copy (a source size), a copy issued after the full wait, a copy of 2 bytes.
    let cases = [
        (
            base.replace("&A[row * K + k0 + tx], sizeof(float));", "&A[row * K + k0 + tx], 4, 0);"),
            "zero-fill",
        ),
        (
            base.replace(
                "    __pipeline_wait_prior(0);\n    __syncthreads();",
                "    __pipeline_wait_prior(0);\n    __pipeline_memcpy_async(&As[0][0], &A[0], 4);\n    __syncthreads();",
            ),
            "no full wait",
        ),
        (base.replace("sizeof(float));\n    __pipeline_memcpy_async(&Bs", "2);\n    __pipeline_memcpy_async(&Bs"), "4, 8 or 16 bytes"),
    ];
    for (text, why) in cases {
        assert_ne!(text, base, "{why}: the mutation applies");
        let e = transform(&text, &request(VariantRequest::Auto, 2))
            .err()
            .unwrap_or_else(|| panic!("{why}: refused"));
        assert_eq!(e.kind, Kind::AsyncNotOverlapped, "{why}: {}", e.message);
        assert!(e.message.contains(why), "{why}: {}", e.message);
    }
}

/// Whether async copies overlap the compute is read from the order of the body, whatever the
/// compute's spelling: compute after the copies are issued and before the wait (the next stage's
/// copies, then this stage's compute through `wmma::load_matrix_sync(a, &sa[cur][..])`, which
/// takes a tile's address, not a read kpipe saw) is overlap: already pipelined (K013, was K014).
#[test]
fn compute_between_the_copies_and_their_wait_is_overlap() {
    let kernel = |body: &str| {
        format!(
            r#"#include <cuda_pipeline.h>
#include <mma.h>
using namespace nvcuda;
#define T 16
__global__ void k(const half *A, const half *B, float *C, int K) {{
  __shared__ half sa[2][T * T];
  __shared__ half sb[2][T * T];
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  int t = threadIdx.x;
  for (int k = 1; k < K / T; ++k) {{
    int cur = (k - 1) & 1, nxt = k & 1;
{body}
    __syncthreads();
  }}
  wmma::store_matrix_sync(C, acc, T, wmma::mem_row_major);
}}
"#
        )
    };
    let copies = "    __pipeline_memcpy_async(&sa[nxt][t * 8], &A[k * T * T + t * 8], 16);
    __pipeline_memcpy_async(&sb[nxt][t * 8], &B[k * T * T + t * 8], 16);
    __pipeline_commit();";
    let compute = "    wmma::load_matrix_sync(a, &sa[cur][0], T);
    wmma::load_matrix_sync(b, &sb[cur][0], T);
    wmma::mma_sync(acc, a, b, acc);";
    let wait = "    __pipeline_wait_prior(0);";
    let code = |text: String| {
        transform(&text, &request(VariantRequest::Auto, 2))
            .err()
            .map(|e| (e.kind, e.message))
            .expect("a refusal")
    };
    let (kind, message) = code(kernel(&format!("{copies}\n{compute}\n{wait}")));
    assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
    assert!(
        message.contains("already uses asynchronous copies"),
        "{message}"
    );
}

/// Two stages alternated by a variable toggled at the end of the body overlap nothing when each
/// iteration loads a stage and then computes on that same stage: K014 with that reason, not
/// "already multi-buffered" (K013). Alternated by the loop's index (`t % 2`), the same loop is a
/// single-stage loop over two buffers, read as any other: async copies waited for at once are K014
/// too, plain loads are pipelined. Loading another stage than the one computed on is overlap, and
/// stays K013.
#[test]
fn two_stages_alternated_without_overlap_are_not_already_pipelined() {
    let kernel = |setup: &str, load: &str, compute: &str, end: &str, copy: bool| {
        let (a, b, wait) = match copy {
            true => (
                format!(
                    "__pipeline_memcpy_async(&As[{load}][ty][tx], &A[row * K + t * T + tx], 4);"
                ),
                format!(
                    "__pipeline_memcpy_async(&Bs[{load}][ty][tx], &B[(t * T + ty) * N + col], 4);"
                ),
                "__pipeline_commit();\n    __pipeline_wait_prior(0);",
            ),
            false => (
                format!("As[{load}][ty][tx] = A[row * K + t * T + tx];"),
                format!("Bs[{load}][ty][tx] = B[(t * T + ty) * N + col];"),
                "",
            ),
        };
        format!(
            r#"#include <cuda_pipeline.h>
#define T 32
__global__ void alt(int M, int N, int K, const float *A, const float *B, float *C) {{
  __shared__ float As[2][T][T];
  __shared__ float Bs[2][T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.f;
  {setup}
  for (int t = 0; t < K / T; ++t) {{
    {a}
    {b}
    {wait}
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[{compute}][ty][k] * Bs[{compute}][k][tx];
    {end}
  }}
  C[row * N + col] = acc;
}}
"#
        )
    };
    let result = |text: String| {
        transform(&text, &request(VariantRequest::Auto, 2))
            .map(|_| ())
            .map_err(|e| (e.kind, e.message))
    };
    for copy in [true, false] {
        let (kind, message) = result(kernel("int s = 0;", "s", "s", "s ^= 1;", copy)).unwrap_err();
        assert_eq!(kind, Kind::AsyncNotOverlapped, "{message}");
        assert!(
            message.contains("loads a stage and then computes on that same stage"),
            "{message}"
        );
    }
    let (kind, message) = result(kernel("", "t % 2", "t % 2", "", true)).unwrap_err();
    assert_eq!(kind, Kind::AsyncNotOverlapped, "{message}");
    assert!(
        result(kernel("", "t % 2", "t % 2", "__syncthreads();", false)).is_ok(),
        "plain loads into the stage `t % 2` are pipelined"
    );
    // The stage toggled between the loads and the compute, or another stage loaded than the one
    // computed on: the kernel's own pipeline (already pipelined).
    for text in [
        kernel("", "(t + 1) % 2", "t % 2", "", true),
        kernel("int s = 0;", "s", "s ^ 1", "s ^= 1;", true),
    ] {
        let (kind, message) = result(text).unwrap_err();
        assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
    }
}

/// `cp.async.ca.shared.global.L2::128B [%0], [%1], %2` with `"r"(addr)`, `"l"(src)`, `"n"(16)`,
/// where `addr = __cvta_generic_to_shared(&As[..])` was kept in a variable: read as the copy to
/// `&As[..]` it is (the variable's statement goes with it), so the loop is pipelined; a copy through
/// a pointer set after its declaration (tiles carved from one buffer by assignments) keeps K014
/// with that reason.
#[test]
fn cp_async_with_a_kept_address_a_cache_hint_and_an_immediate_size_is_read() {
    let text = read("tests/async/sgemm_cp_async_address_kept.cu");
    let code = emitted(&text, VariantRequest::CpAsync, 2);
    assert!(
        !code.contains("a_addr") && !code.contains("L2::128B"),
        "{code}"
    );
    assert!(code.contains("&As[kp_stage ^ 1][ty][tx * 4]"), "{code}");
    let through_pointer = text
        .replace(
            "__shared__ float As[T][T];",
            "__shared__ float tiles[2 * T * T];\n  float *sa[2];",
        )
        .replace(
            "__shared__ float Bs[T][T];",
            "sa[0] = tiles;\n  sa[1] = tiles + T * T;",
        )
        .replace("&As[ty][tx * 4]", "sa[0] + ty * T + tx * 4")
        .replace("&Bs[ty][tx * 4]", "sa[1] + ty * T + tx * 4")
        .replace("As[ty][k]", "sa[0][ty * T + k]")
        .replace("Bs[k][tx * 4 + j]", "sa[1][k * T + tx * 4 + j]");
    let e = transform(&through_pointer, &request(VariantRequest::CpAsync, 2))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::AsyncNotOverlapped, "{}", e.message);
    assert!(
        e.message.contains("a pointer set after its declaration"),
        "{}",
        e.message
    );
}

/// cuda_hgemm's form: the shared address plus a byte offset
/// (`__cvta_generic_to_shared(&As[r][0]) + lane * BYTES`), the size a named constant, and a
/// variable of the same name declared again in the compute's own block: the offset is one on the
/// generic pointer, the load's variable goes with its copy, the compute's stays.
#[test]
fn cp_async_to_an_address_plus_an_offset_with_a_named_size_is_read() {
    let text = read("tests/async/sgemm_cp_async_address_kept.cu")
        .replace("#define T 32\n", "#define T 32\n#define COPY_BYTES 16\n")
        .replace(
            "__cvta_generic_to_shared(&As[ty][tx * 4])",
            "__cvta_generic_to_shared(&As[ty][0]) + tx * COPY_BYTES",
        )
        .replace("\"n\"(16)", "\"n\"(COPY_BYTES)")
        .replace(
            "    for (int k = 0; k < T; ++k)\n",
            "    {\n      unsigned a_addr = 0;\n      acc[0] += a_addr;\n    }\n    for (int k = 0; k < T; ++k)\n",
        );
    let code = emitted(&text, VariantRequest::CpAsync, 2);
    assert!(
        code.contains("reinterpret_cast<char *>(&As[kp_stage ^ 1][ty][0]) + (tx * COPY_BYTES)"),
        "{code}"
    );
    assert!(code.contains("unsigned a_addr = 0;"), "{code}");
    assert!(
        !code.contains("__cvta_generic_to_shared(&As[ty][0])"),
        "{code}"
    );
}
