//! Async copies waited for at once (K014's loops): `__pipeline_memcpy_async` and inline `cp.async`
//! copies are read as the tile copies they are and the loop takes the cp.async rewrite and the ring;
//! forms kpipe does not read keep K014 with what is missing.

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
    out.rewritten.expect("text")
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
        .find("__pipeline_memcpy_async(&(*reinterpret_cast<int *>(&As[kp_stage ^ 1][ty][tx])), &(*reinterpret_cast<const int *>(&A[row * K + (k0 + TILE) + tx])), 4);")
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
fn cuda_pipeline_copies_keep_k014_with_what_is_missing() {
    let e = transform(
        &read("tests/refusals/async_not_overlapped.cu"),
        &request(VariantRequest::Auto, 2),
    )
    .err()
    .expect("refused");
    assert_eq!(e.kind, Kind::AsyncNotOverlapped);
    assert!(
        e.message
            .contains("not `cuda::memcpy_async` with a `cuda::pipeline`"),
        "{}",
        e.message
    );
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
