//! Code on the K-loop's own line, under a `#pragma` line: the shape that once made kpipe delete code
//! silently (the replaced range started at the pragma and swallowed the statement before the loop).
//!
//! Every kernel in `kernels/` and `tests/inference/` (written elsewhere) gets three versions, each with `#pragma unroll 1` above the loop line
//! and, on that line before the `for`: a statement, a declaration, or one of the loop's own tile
//! declarations (moved there). Each version must have the outcome of the kernel it came from (the
//! same refusal, or a rewrite), and a rewrite must keep the pragma line and the code before the loop,
//! byte for byte. `tests/nvcc.rs` compiles these rewrites too.

mod common;

use common::{inference_fixtures, kernels, loop_line_versions, PRAGMA};
use kpipe::analysis::choose::VariantRequest;
// The rewriter's text is what this test checks; every output's proof is golden.rs's business.
use kpipe::pipeline::transform_text_unproven as transform;

#[test]
fn code_on_the_loop_line_under_a_pragma_survives_every_rewrite() {
    let mut failures = Vec::new();
    let mut rewrites = 0;
    for file in kernels().into_iter().chain(inference_fixtures()) {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let Some(versions) = loop_line_versions(&text) else {
            continue;
        };
        for variant in [
            VariantRequest::Auto,
            VariantRequest::Ldg,
            VariantRequest::CpAsync,
        ] {
            let baseline = transform(&text, &common::request(variant, "sm_86"))
                .map(|_| ())
                .map_err(|e| e.kind);
            for (shape, mutated, code) in &versions {
                let case = format!("{name}, {shape}, {variant:?}");
                match (
                    transform(mutated, &common::request(variant, "sm_86")),
                    &baseline,
                ) {
                    (Ok(outcome), Ok(())) => {
                        rewrites += 1;
                        let out = outcome.rewritten.expect("apply rewrites").to_string();
                        let kept_code = out.replace("[2]", "").matches(code.as_str()).count();
                        if kept_code != 1 {
                            failures.push(format!(
                                "{case}: `{code}` appears {kept_code} times in the output"
                            ));
                        }
                        let loop_line = format!("{PRAGMA}\n");
                        if out.matches(&loop_line).count() != mutated.matches(&loop_line).count() {
                            failures.push(format!("{case}: the `{PRAGMA}` line of the code before the loop was dropped"));
                        }
                    }
                    (Err(e), Err(kind)) if e.kind == *kind => {}
                    (got, expected) => failures.push(format!(
                        "{case}: {:?}, but the kernel itself gives {expected:?}",
                        got.map(|_| "a rewrite").map_err(|e| e.message)
                    )),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(rewrites >= 30, "only {rewrites} rewrites were checked");
}
