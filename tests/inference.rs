//! Launch inference on kernels written the way people write them elsewhere (`tests/inference/`):
//! siboehm-style SGEMMs, the CUDA samples' matrixMul, cuBLAS-like leading dimensions, wmma with a half
//! output, a bf16 output. Each file says what kpipe must infer in a `// expect:` line (the directive
//! without its `// kpipe:` prefix, `?` where inference must give up) and, for a refusal, the reason in
//! an `// expect-reason:` line. `tests/nvcc.rs` compiles every fixture, so they stay real CUDA.

mod common;

use common::inference_fixtures;
use kpipe::gpu::evidence::infer_file;

fn expectation<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(key))
        .map(str::trim)
}

#[test]
fn launches_are_inferred_as_each_fixture_expects() {
    let files = inference_fixtures();
    assert!(files.len() >= 8, "fixtures missing: {files:?}");
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        assert!(
            kpipe::gpu::launch::parse_directive(&text).is_none(),
            "{name} must not carry a directive"
        );
        let expected = format!(
            "// kpipe: {}",
            expectation(&text, "// expect:").unwrap_or_else(|| panic!("{name}: no `// expect:`"))
        );
        let reason = expectation(&text, "// expect-reason:");
        match (infer_file(&text, None, &[]), reason) {
            (None, _) => failures.push(format!("{name}: no K-loop kernel found")),
            (Some(Ok(spec)), None) => {
                if spec.to_directive() != expected {
                    failures.push(format!(
                        "{name}: inferred\n  {}\nexpected\n  {expected}",
                        spec.to_directive()
                    ));
                }
                // What the launch rests on is said (grid and block at least).
                if !(spec.evidence.iter().any(|e| e.starts_with("grid "))
                    && spec.evidence.iter().any(|e| e.starts_with("block ")))
                {
                    failures.push(format!("{name}: evidence incomplete: {:?}", spec.evidence));
                }
            }
            (Some(Ok(spec)), Some(_)) => failures.push(format!(
                "{name}: expected a refusal, inferred {}",
                spec.to_directive()
            )),
            (Some(Err(e)), None) => failures.push(format!(
                "{name}: not inferred ({}): {}",
                e.reasons.join("; "),
                e.directive()
            )),
            (Some(Err(e)), Some(reason)) => {
                if e.directive() != expected || e.reasons.join("; ") != reason {
                    failures.push(format!(
                        "{name}: refused with\n  {}\n  {}\nexpected\n  {expected}\n  {reason}",
                        e.directive(),
                        e.reasons.join("; ")
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
