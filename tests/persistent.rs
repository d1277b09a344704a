//! Persistent kernels: a tile loop around the K-loop that also stores global data into shared memory
//! and synchronises (staging C, as the CUDA samples' tensor-core GEMMs do). The inner loop is the
//! K-loop; the rewrite puts its prologue inside the tile loop, so every output tile fills and drains
//! its own pipeline; a dynamic buffer staged before the K-loop is refused with the reason.

use kpipe::analysis::arch;
use kpipe::analysis::choose::{Tuning, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::{transform, Request};

fn request(variant: VariantRequest) -> Request<'static> {
    Request {
        kernel: None,
        variant,
        arch: arch::by_name("sm_90").expect("sm_90"),
        defines: &[],
        rewrite: true,
        tuning: Tuning::default(),
    }
}

fn read(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .expect("test file")
}

/// The byte offset of `needle` in `text`, which must hold it.
fn at(text: &str, needle: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("`{needle}` not in:\n{text}"))
}

#[test]
fn the_inner_loop_of_a_tile_loop_with_a_break_is_the_k_loop() {
    let text = read("kernels/sgemm_persistent_break.cu");
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let out = transform(&text, &request(variant)).expect("rewritten");
        assert_eq!(out.analysis.loop_line, 38, "the inner loop is the K-loop");
        assert!(
            out.analysis
                .warnings
                .iter()
                .any(|w| w
                    .starts_with("the loop at line 27 around the K-loop (line 38) is a tile loop")),
            "{:?}",
            out.analysis.warnings
        );
        let code = out.rewritten.expect("text").to_string();
        // The tile loop, its break and its C staging stay before the pipeline; the prologue (tile 0 into
        // stage 0) is inside the tile loop, and the pipeline drains with a barrier before the
        // write-back reuses the staging tile.
        let tile_loop = at(
            &code,
            "for (unsigned int block_pos = blockIdx.x;; block_pos += gridDim.x) {",
        );
        let brk = at(&code, "break;");
        let staging = at(&code, "Cs[tx][ty] = C[");
        let prologue = at(&code, "// prologue: tile 0 into stage 0");
        let epilogue = at(&code, "// epilogue: the last tile");
        let write_back = at(&code, "Cs[tx][ty] = alpha * acc + beta * c;");
        assert!(tile_loop < brk && brk < staging && staging < prologue);
        assert!(prologue < epilogue && epilogue < write_back);
        assert!(code[epilogue..write_back].contains("__syncthreads();"));
        // The staging tile keeps one buffer; the K-loop's tiles get two.
        assert!(code.contains("__shared__ float As[2][T][T];"));
        assert!(code.contains("__shared__ float Cs[T][T + 1];"));
    }
}

#[test]
fn a_dynamic_buffer_staged_in_the_tile_loop_before_the_k_loop_is_refused() {
    let text = read("tests/refusals/persistent_extern_c_staging.cu");
    let e = transform(&text, &request(VariantRequest::Auto))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::UnsupportedPattern);
    assert!(
        e.message.contains("in the tile loop at line 12"),
        "{}",
        e.message
    );
    assert!(e
        .notes
        .iter()
        .any(|n| n.contains("the loop at line 21 for the K-loop")));
}

#[test]
fn nested_loops_whose_inner_one_is_refused_give_its_reason() {
    // The inner loop breaks out: it is not a K-loop by itself, so the kernel is not taken for a
    // persistent one; the inner loop's refusal says why, with the nesting noted.
    let text = read("kernels/sgemm_persistent_break.cu").replace(
        "      __syncthreads();\n    }\n    // Write",
        "      __syncthreads();\n      if (acc > 1e30f) break;\n    }\n    // Write",
    );
    let e = transform(&text, &request(VariantRequest::Auto))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::ControlFlowInLoop, "{}", e.message);
    assert!(e.notes.iter().any(|n| n.contains("is a tile loop")));
}

#[test]
fn c_staged_through_the_dynamic_buffer_is_pipelined_when_every_read_byte_is_loaded() {
    // The K-loop's loads write every row and column its wmma fragments read (each thread run over
    // the 128-thread block), and a barrier ends the C staging's reads before the loop: accepted.
    let text = read("kernels/hgemm_wmma_persistent_cstage.cu");
    let out = transform(&text, &request(VariantRequest::Auto)).expect("pipelined");
    let code = out.rewritten.expect("a rewrite").to_string();
    assert!(code.contains("__pipeline_memcpy_async") || code.contains("cp.async"));
    // The C staging before the loop and the store after it keep their addresses.
    assert!(code.contains("cstage[(i / TILE) * C_LD + i % TILE] ="));
}

#[test]
fn a_compute_read_of_a_column_no_load_writes_is_refused_with_the_byte() {
    let text = read("tests/refusals/persistent_wmma_stale_column.cu");
    let e = transform(&text, &request(VariantRequest::Auto))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::UnsupportedPattern);
    assert!(
        e.message
            .contains("reads byte 64 of `shmem` (row 0, column 32) at line 71, which no load of the iteration writes"),
        "{}",
        e.message
    );
}
