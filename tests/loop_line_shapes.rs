//! Code on the K-loop's own line, under a `#pragma` line: the shape that once made kpipe delete code
//! silently (the replaced range started at the pragma and swallowed the statement before the loop).
//!
//! Every kernel in `kernels/` gets three versions, each with `#pragma unroll 1` above the loop line
//! and, on that line before the `for`: a statement, a declaration, or one of the loop's own tile
//! declarations (moved there). Each version must have the outcome of the kernel it came from (the
//! same refusal, or a rewrite), and a rewrite must keep the pragma line and the code before the loop,
//! byte for byte. `tests/nvcc.rs` compiles these rewrites too.

use kpipe::analysis::arch;
use kpipe::analysis::choose::{CpAsyncWait, Tuning, VariantRequest};
use kpipe::{parse::Source, recognize, transform, Request};
use std::path::PathBuf;

pub const PRAGMA: &str = "#pragma unroll 1";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The three versions of a kernel: (shape, text, the code put on the loop line). None when the
/// kernel has no K-loop kpipe recognises (a refusal case: nothing to move onto its line).
pub fn versions(text: &str) -> Option<Vec<(&'static str, String, String)>> {
    let source = Source::parse(text.to_string()).ok()?;
    let rec = recognize::recognise(&source, None, &[]).ok()?;
    let loop_start = rec.kloop.node.start_byte();
    let line_start = text[..loop_start].rfind('\n').map_or(0, |i| i + 1);
    let indent = &text[line_start..loop_start];
    let with_code = |before: &str, code: &str| {
        format!(
            "{}{indent}{PRAGMA}\n{indent}{code} {}",
            before,
            &text[loop_start..]
        )
    };
    let before = &text[..line_start];
    let mut out = vec![
        (
            "statement",
            with_code(before, "__threadfence_block();"),
            "__threadfence_block();".to_string(),
        ),
        (
            "declaration",
            with_code(before, "int loop_line_sentinel = 1;"),
            "int loop_line_sentinel = 1;".to_string(),
        ),
    ];
    // A tile declared on a line of its own, before the loop, moves onto the loop's line.
    let tile = rec.kloop.tiles.iter().find(|t| t.decl.end < line_start)?;
    let decl_line_start = text[..tile.decl.start].rfind('\n').map_or(0, |i| i + 1);
    let decl_line_end = tile.decl.end + text[tile.decl.end..].find('\n').unwrap_or(0) + 1;
    if text[decl_line_start..tile.decl.start].trim().is_empty()
        && text[tile.decl.end..decl_line_end].trim().is_empty()
    {
        let decl = text[tile.decl.clone()].to_string();
        let without = format!(
            "{}{}",
            &text[..decl_line_start],
            &text[decl_line_end..line_start]
        );
        out.push(("tile declaration", with_code(&without, &decl), decl));
    }
    Some(out)
}

fn request(variant: VariantRequest) -> Request<'static> {
    Request {
        kernel: None,
        variant,
        arch: arch::by_name("sm_86").unwrap(),
        defines: &[],
        rewrite: true,
        tuning: Tuning {
            unroll: 1,
            cp_async_wait: CpAsyncWait::Top,
        },
    }
}

fn kernels() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("kernels"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .filter(|p| !p.to_string_lossy().contains(".pipelined."))
        .collect();
    files.sort();
    files
}

#[test]
fn code_on_the_loop_line_under_a_pragma_survives_every_rewrite() {
    let mut failures = Vec::new();
    let mut rewrites = 0;
    for file in kernels() {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let Some(versions) = versions(&text) else {
            continue;
        };
        for variant in [
            VariantRequest::Auto,
            VariantRequest::Ldg,
            VariantRequest::CpAsync,
        ] {
            let baseline = transform(&text, &request(variant))
                .map(|_| ())
                .map_err(|e| e.kind);
            for (shape, mutated, code) in &versions {
                let case = format!("{name}, {shape}, {variant:?}");
                match (transform(mutated, &request(variant)), &baseline) {
                    (Ok(outcome), Ok(())) => {
                        rewrites += 1;
                        let out = outcome.rewritten.expect("apply rewrites");
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
