//! Helpers shared by the integration tests (each test crate uses some of them).
#![allow(dead_code)]

pub mod mutate;

use kpipe::analysis::arch;
use kpipe::analysis::choose::{Tuning, VariantRequest};
use kpipe::{recognize, source::parse::Source, Request};
use std::path::PathBuf;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A rewrite of `variant` for `arch_name`, not unrolled, cp.async waiting at the top.
pub fn request(variant: VariantRequest, arch_name: &str) -> Request<'static> {
    Request {
        kernel: None,
        variant,
        arch: arch::by_name(arch_name).expect("an arch kpipe knows"),
        defines: &[],
        rewrite: true,
        tuning: Tuning::default(),
    }
}

/// The kernels in `kernels/`, sorted.
pub fn kernels() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("kernels"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .filter(|p| !p.to_string_lossy().contains(".pipelined."))
        .collect();
    files.sort();
    files
}

/// The kernels written elsewhere in `tests/inference/`, sorted.
pub fn inference_fixtures() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/inference"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    files
}

/// The line above the K-loop in the loop-line shapes.
pub const PRAGMA: &str = "#pragma unroll 1";

/// Code on the K-loop's own line, under a `#pragma` line (the shape that once made kpipe delete code):
/// three versions of a kernel: (shape, text, the code put on the loop line). None when the
/// kernel has no K-loop kpipe recognises (a refusal case: nothing to move onto its line).
pub fn loop_line_versions(text: &str) -> Option<Vec<(&'static str, String, String)>> {
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
    // Not when the code between uses the tile (C staged through the dynamic buffer before the
    // loop): moved, the declaration would come after that use, and the input would not compile.
    let used_between = text[decl_line_end..line_start]
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| w == tile.name);
    if text[decl_line_start..tile.decl.start].trim().is_empty()
        && text[tile.decl.end..decl_line_end].trim().is_empty()
        && !used_between
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
