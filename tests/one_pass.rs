//! One pass: a transformation parses its input once (and each text with load helpers inlined once),
//! plus the one parse of its output that checks it. Alone in its binary, so the process-wide parse
//! count is this test's.

use kpipe::analysis::choose::VariantRequest;
use kpipe::source::parse::parses;
use kpipe::{transform, Request};
use std::path::Path;

fn parses_of(kernel: &str, variant: VariantRequest) -> usize {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(kernel)).unwrap();
    let request = Request {
        kernel: None,
        variant,
        arch: kpipe::analysis::arch::by_name("sm_86").unwrap(),
        defines: &[],
        rewrite: true,
        tuning: Default::default(),
    };
    let before = parses();
    transform(&text, &request).expect("rewritten");
    parses() - before
}

#[test]
fn the_input_is_parsed_once_and_the_output_once() {
    // The input, and the output's check.
    assert_eq!(
        parses_of("kernels/sgemm_32x32_two_iv.cu", VariantRequest::Ldg),
        2
    );
    assert_eq!(
        parses_of("kernels/sgemm_32x32_two_iv.cu", VariantRequest::Auto),
        2
    );
    // Load helpers: the input, the text with them inlined; the output checked as rewritten and as
    // mapped back onto the user's file.
    assert_eq!(
        parses_of("kernels/sgemm_warptile_helpers.cu", VariantRequest::Ldg),
        4
    );
    // A template whose file names two instantiations: each is recognised on the same parse.
    assert_eq!(
        parses_of(
            "tests/instances/template_two_sizes.cu",
            VariantRequest::CpAsync
        ),
        3
    );
}
