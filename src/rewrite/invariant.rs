//! The rewrite's promise, checked on every output before anything is written: outside the spans a
//! rewrite means to change, the output is the input, byte for byte.
//!
//! Undefined behaviour can pass any differential test (an accumulator whose initialisation was
//! deleted may still start at zero on the GPU), so this is a static proof, not a test. The permitted
//! spans come from the original's syntax tree, not from the way the rewrite built its edits, so an
//! edit that reaches too far is caught even when the result compiles and computes the same numbers.
//! A rewrite may only:
//! - replace the K-loop's `for` statement, together with the `#pragma` lines right above it when
//!   the loop begins its line (then they are its own; with code before the loop on its line, they
//!   belong to that code);
//! - insert a stage index or dimension (`[2]`, `[0]`) right after the name of one of the loop's
//!   static tiles, in the kernel, outside the loop (the declarations, and the uses after the loop);
//!   tiles in dynamic shared memory (`extern __shared__` and the pointers carved from it) take their
//!   second stage inside the loop, so nothing outside it changes for them;
//! - insert `#include` lines at a line start outside every function, comment and declaration;
//! - replace the declaration statement of a static tile of the loop, outside the loop, by the typed
//!   views of its tiles in dynamic shared memory (`T (&As)[2][..] = *reinterpret_cast<..>(kp_smem
//!   + N);`, and the `extern __shared__` line of `kp_smem`), when the tiles move there;
//! - change the kernel's launches in the file to pass the dynamic bytes (`rewrite/launch.rs`): the
//!   launch's third argument replaced by a number (or `, N` added after the block), comment lines and
//!   `cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, N);` inserted at
//!   the start of the launch statement's line with its indentation, and the byte count of the
//!   kernel's existing `cudaFuncSetAttribute` call replaced by a number.
//!
//! Then the output itself is walked: every byte between the edits must be the input's byte, and
//! every edit's text must be there. The comparison is on bytes, which is stricter than on tokens.

use super::edit::Edit;
use super::error::RewriteError;
use super::Rewritten;
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::Recognised;
use crate::source::parse::Source;
use std::ops::Range;

/// Proves that `rewritten` changes the original only where a rewrite may; an internal error otherwise.
pub fn check(source: &Source, rec: &Recognised, rewritten: &Rewritten) -> Result<()> {
    let mut loop_replacements = 0;
    for edit in &rewritten.edits {
        match permitted(source, rec, edit) {
            Ok(Permit::Loop) => loop_replacements += 1,
            Ok(
                Permit::StageIndex
                | Permit::Include
                | Permit::MovedTile
                | Permit::Launch
                | Permit::BufferSize,
            ) => {}
            Err(why) => return Err(violation(&why, edit.range.clone())),
        }
    }
    if loop_replacements != 1 {
        return Err(violation(
            &RewriteError::LoopReplacements {
                count: loop_replacements,
            },
            rec.kloop.node.byte_range(),
        ));
    }
    if let Some(pair) = rewritten
        .edits
        .windows(2)
        .find(|p| p[0].range.end > p[1].range.start)
    {
        return Err(violation(
            &RewriteError::EditsOverlap,
            pair[1].range.clone(),
        ));
    }
    compare(&source.text, &rewritten.edits, &rewritten.text, &violation)
}

/// Proves that `output`, the `--host` file `source` with the launch edits of `kernel`, changes it
/// only where a launch change may (`launch::permitted`): a host file is held to those spans alone.
pub fn check_host(source: &Source, kernel: &str, edits: &[Edit], output: &str) -> Result<()> {
    let host_violation = |why: &RewriteError, span: Range<usize>| {
        Diagnostic::new(
            Kind::Internal,
            format!("internal check failed: the edit of the --host file would change it outside the kernel's launches ({why}); nothing was written"),
            "please report this kernel and its host file: it is a kpipe bug, not yours",
        )
        .at(span)
    };
    if let Some(edit) = edits
        .iter()
        .find(|e| !super::launch::permitted(source, kernel, e))
    {
        return Err(host_violation(
            &RewriteError::NotALaunchEdit {
                replacement: edit.replacement.trim().to_string(),
            },
            edit.range.clone(),
        ));
    }
    if let Some(pair) = edits.windows(2).find(|p| p[0].range.end > p[1].range.start) {
        return Err(host_violation(
            &RewriteError::EditsOverlap,
            pair[1].range.clone(),
        ));
    }
    compare(&source.text, edits, output, &host_violation)
}

enum Permit {
    Loop,
    StageIndex,
    Include,
    MovedTile,
    Launch,
    BufferSize,
}

/// Which permitted span an edit falls in, or why it is outside all of them.
fn permitted(
    source: &Source,
    rec: &Recognised,
    edit: &Edit,
) -> std::result::Result<Permit, RewriteError> {
    let text = &source.text;
    let kloop = rec.kloop.node.byte_range();
    if edit.range.end == kloop.end && edit.range.start <= kloop.start {
        let lead = &text[edit.range.start..kloop.start];
        return if owned_by_loop(text, edit.range.start, lead) {
            Ok(Permit::Loop)
        } else {
            Err(RewriteError::ReplacesBeforeLoop {
                lead: lead.trim().to_string(),
            })
        };
    }
    if super::launch::permitted(source, &rec.kernel.name, edit) {
        return Ok(Permit::Launch);
    }
    // The size of a static buffer carved into tiles: its stages go there.
    if rec
        .kernel
        .static_buffer
        .as_ref()
        .is_some_and(|b| b.size_span == edit.range)
    {
        return Ok(Permit::BufferSize);
    }
    if let Some(tiles) = moved_declaration(rec, &edit.range) {
        return if are_views_of(&edit.replacement, &tiles) {
            Ok(Permit::MovedTile)
        } else {
            Err(RewriteError::NotTheViews {
                tiles: tiles
                    .iter()
                    .map(|t| format!("`{}`", t.name))
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        };
    }
    if !edit.range.is_empty() {
        return Err(RewriteError::ReplacesOutsideLoop);
    }
    let at = edit.range.start;
    if is_stage_index(&edit.replacement) {
        let root = source.root();
        let kernel = rec.scope().node.byte_range();
        let name = at
            .checked_sub(1)
            .and_then(|before| root.descendant_for_byte_range(before, at))
            .filter(|n| n.kind() == "identifier" && n.end_byte() == at)
            .map(|n| source.text_of(n));
        // A dynamic tile (`extern __shared__` and the pointers carved from it) gains its stage by
        // an offset inside the loop: no edit after its name outside the loop is permitted.
        let is_tile = name.is_some_and(|name| {
            rec.kloop
                .tiles
                .iter()
                .any(|t| t.name == name && t.dynamic.is_none())
        });
        return if is_tile && kernel.contains(&at) && !kloop.contains(&at) {
            Ok(Permit::StageIndex)
        } else {
            Err(RewriteError::MisplacedStageIndex {
                inserted: edit.replacement.clone(),
            })
        };
    }
    if is_include_lines(&edit.replacement) {
        return if at_top_level_line_start(source, at) {
            Ok(Permit::Include)
        } else {
            Err(RewriteError::MisplacedInclude)
        };
    }
    Err(RewriteError::InsertedOutsideLoop {
        inserted: edit.replacement.trim().to_string(),
    })
}

/// The static tiles of the loop declared by the statement at `range`, outside the loop; None when it
/// is not such a declaration.
fn moved_declaration<'a>(
    rec: &'a Recognised,
    range: &Range<usize>,
) -> Option<Vec<&'a crate::recognize::kernel::SharedArray>> {
    let kloop = rec.kloop.node.byte_range();
    let tiles: Vec<_> = rec
        .kloop
        .tiles
        .iter()
        .filter(|t| t.dynamic.is_none() && &t.decl == range && !kloop.contains(&t.decl.start))
        .collect();
    (!range.is_empty() && !tiles.is_empty()).then_some(tiles)
}

/// Lines that are each the declaration of `kp_smem` or the typed view of one of `tiles` (its
/// element type and name), every tile once.
fn are_views_of(text: &str, tiles: &[&crate::recognize::kernel::SharedArray]) -> bool {
    let buffer = crate::analysis::dynamic::MOVED_BUFFER;
    let mut seen = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with("extern __shared__ __align__(")
            && line.contains(&format!(" unsigned char {buffer}[];"))
        {
            continue;
        }
        let Some(tile) = tiles.iter().find(|t| {
            line.starts_with(&format!("{} (&{})[", t.elem_type, t.name))
                && line.contains(&format!("reinterpret_cast<{} (*)[", t.elem_type))
                && line.contains(&format!(">({buffer}"))
                && line.ends_with(");")
        }) else {
            return false;
        };
        if seen.contains(&tile.name) {
            return false;
        }
        seen.push(tile.name.clone());
    }
    seen.len() == tiles.len()
}

/// The text between a replacement's start and the loop: nothing, or the loop's own `#pragma` lines
/// (whole lines, from a line start) and the indentation of the loop's line.
fn owned_by_loop(text: &str, start: usize, lead: &str) -> bool {
    if lead.is_empty() {
        return true;
    }
    let at_line_start = start == 0 || text.as_bytes()[start - 1] == b'\n';
    let mut lines: Vec<&str> = lead.split('\n').collect();
    let loop_line = lines.pop().unwrap_or_default();
    at_line_start
        && loop_line.trim().is_empty()
        && lines.iter().all(|l| l.trim_start().starts_with("#pragma"))
}

fn is_stage_index(text: &str) -> bool {
    text.len() > 2
        && text.starts_with('[')
        && text.ends_with(']')
        && text[1..text.len() - 1].bytes().all(|b| b.is_ascii_digit())
}

fn is_include_lines(text: &str) -> bool {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines.iter().any(|l| l.starts_with("#include"))
        && lines
            .iter()
            .all(|l| l.is_empty() || l.starts_with("#include"))
}

/// A line start (or the end of the file) that no function, declaration, comment or literal
/// encloses; conditional-compilation blocks (`#ifndef GUARD`) may.
fn at_top_level_line_start(source: &Source, at: usize) -> bool {
    let text = &source.text;
    if at != 0 && at != text.len() && text.as_bytes()[at - 1] != b'\n' {
        return false;
    }
    let mut node = source.root().descendant_for_byte_range(at, at);
    while let Some(n) = node {
        let encloses = n.start_byte() < at && at < n.end_byte();
        let container = matches!(
            n.kind(),
            "translation_unit"
                | "preproc_ifdef"
                | "preproc_if"
                | "preproc_else"
                | "preproc_elif"
                | "preproc_elifdef"
        );
        if encloses && !container {
            return false;
        }
        node = n.parent();
    }
    true
}

/// Walks the output: between the edits, the input's bytes; at each edit, its text.
fn compare(
    original: &str,
    edits: &[Edit],
    output: &str,
    violation: &dyn Fn(&RewriteError, Range<usize>) -> Box<Diagnostic>,
) -> Result<()> {
    let (input, out) = (original.as_bytes(), output.as_bytes());
    let mut at_in = 0;
    let mut at_out = 0;
    let kept = |from_in: usize, to_in: usize, at_out: usize| -> Result<usize> {
        let expected = &input[from_in..to_in];
        let actual = &out[at_out.min(out.len())..(at_out + expected.len()).min(out.len())];
        match expected.iter().zip(actual).position(|(a, b)| a != b) {
            None if actual.len() == expected.len() => Ok(at_out + expected.len()),
            differs => {
                let offset = from_in + differs.unwrap_or(actual.len());
                Err(violation(&RewriteError::OutputDiffers, offset..offset + 1))
            }
        }
    };
    for edit in edits {
        at_out = kept(at_in, edit.range.start, at_out)?;
        let end = at_out + edit.replacement.len();
        if out.get(at_out..end) != Some(edit.replacement.as_bytes()) {
            return Err(violation(&RewriteError::NotTheEdits, edit.range.clone()));
        }
        at_out = end;
        at_in = edit.range.end;
    }
    at_out = kept(at_in, input.len(), at_out)?;
    if at_out != out.len() {
        return Err(violation(
            &RewriteError::OutputGoesOn,
            input.len()..input.len(),
        ));
    }
    Ok(())
}

fn violation(why: &RewriteError, span: Range<usize>) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::Internal,
        format!("internal check failed: the rewrite would change the file outside the K-loop, its own #pragma lines, the tile declarations and the includes ({why}); nothing was written"),
        "please report this kernel: it is a kpipe bug, not yours; `--variant` may get the other variant meanwhile",
    )
    .at(span)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::recognise;

    const KERNEL: &str = "#include <cstdio>
#define BK 16
__global__ void k(const float* A, const float* B, float* C, int K) {
  __shared__ float As[BK][BK];
  __shared__ float Bs[BK][BK];
  float acc = 0.0f;
  int tx = threadIdx.x, ty = threadIdx.y;
#pragma unroll 1
  acc = 0.0f; for (int k0 = 0; k0 < K; k0 += BK) {
    As[ty][tx] = A[ty * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * BK + tx];
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  As[0][0] = acc;
  C[ty * BK + tx] = As[0][0];
}
";

    fn rewritten(edits: Vec<Edit>) -> Rewritten {
        let text = super::super::edit::apply(KERNEL, edits.clone()).unwrap();
        Rewritten {
            text,
            edits: super::super::edit::sorted(edits).unwrap(),
            notes: Vec::new(),
            launch: None,
        }
    }

    fn check_edits(edits: Vec<Edit>) -> Result<()> {
        let source = Source::parse(KERNEL.to_string()).unwrap();
        let rec = recognise(&source, None, &[]).unwrap();
        check(&source, &rec, &rewritten(edits))
    }

    fn loop_range() -> Range<usize> {
        let start = KERNEL.find("for (int k0").unwrap();
        let end = KERNEL.find("  As[0][0] = acc").unwrap() - 1;
        start..end
    }

    fn tile_name_end(name: &str) -> usize {
        KERNEL.find(&format!("float {name}[")).unwrap() + "float ".len() + name.len()
    }

    #[test]
    fn the_permitted_edits_pass() {
        let use_after = KERNEL.find("As[0][0]").unwrap() + 2;
        let edits = vec![
            Edit::replacement(loop_range(), "{ /* pipelined */ }"),
            Edit::insertion(tile_name_end("As"), "[2]"),
            Edit::insertion(tile_name_end("Bs"), "[2]"),
            Edit::insertion(use_after, "[0]"),
            Edit::insertion(
                KERNEL.find("#define").unwrap(),
                "#include <cuda_pipeline.h>\n",
            ),
        ];
        check_edits(edits).unwrap();
    }

    #[test]
    fn a_replacement_that_swallows_code_on_the_loops_line_is_refused() {
        // The silent bug this check exists for: the range started at the pragma line and took
        // `acc = 0.0f;` with it.
        let pragma = KERNEL.find("#pragma unroll 1").unwrap();
        let err =
            check_edits(vec![Edit::replacement(pragma..loop_range().end, "{ }")]).unwrap_err();
        assert_eq!(err.kind, Kind::Internal);
        assert!(err.message.contains("acc = 0.0f;"), "{}", err.message);
    }

    #[test]
    fn edits_outside_the_spans_are_refused() {
        let elsewhere = KERNEL.find("float acc").unwrap();
        for edit in [
            Edit::insertion(elsewhere, "[2]"),
            Edit::insertion(elsewhere, "int x;\n"),
            Edit::deletion(elsewhere..elsewhere + 5),
            Edit::insertion(KERNEL.find("  C[ty").unwrap(), "#include <x.h>\n"),
        ] {
            let err = check_edits(vec![Edit::replacement(loop_range(), "{ }"), edit.clone()])
                .unwrap_err();
            assert_eq!(err.kind, Kind::Internal, "{edit:?}");
        }
        // No replacement of the loop at all is not a rewrite either.
        assert!(check_edits(vec![Edit::insertion(tile_name_end("As"), "[2]")]).is_err());
    }

    #[test]
    fn an_output_that_is_not_the_input_with_its_edits_is_refused() {
        let source = Source::parse(KERNEL.to_string()).unwrap();
        let rec = recognise(&source, None, &[]).unwrap();
        let mut r = rewritten(vec![Edit::replacement(loop_range(), "{ }")]);
        r.text = r.text.replacen("float acc = 0.0f;", "float acc;", 1);
        let err = check(&source, &rec, &r).unwrap_err();
        assert_eq!(err.kind, Kind::Internal);
        let at = err.span.unwrap().start;
        assert_eq!(at, KERNEL.find("float acc").unwrap() + "float acc".len());
        let mut r = rewritten(vec![Edit::replacement(loop_range(), "{ }")]);
        r.text.push_str("// trailing\n");
        assert!(check(&source, &rec, &r).is_err());
    }

    const HOST: &str = "void run(const float* A, const float* B, float* C, int K) {\n  k<<<1, dim3(16, 16)>>>(A, B, C, K);\n}\n";

    fn check_with_host(edits: Vec<Edit>) -> Result<()> {
        let text = format!("{KERNEL}{HOST}");
        let source = Source::parse(text.clone()).unwrap();
        let rec = recognise(&source, None, &[]).unwrap();
        let out = super::super::edit::apply(&text, edits.clone()).unwrap();
        check(
            &source,
            &rec,
            &Rewritten {
                text: out,
                edits: super::super::edit::sorted(edits).unwrap(),
                notes: Vec::new(),
                launch: None,
            },
        )
    }

    fn decl_range(name: &str) -> Range<usize> {
        let start = KERNEL.find(&format!("__shared__ float {name}[")).unwrap();
        start..start + KERNEL[start..].find(';').unwrap() + 1
    }

    #[test]
    fn moved_tiles_and_the_launch_edits_pass_and_nothing_else_does() {
        let launch_line = KERNEL.len() + HOST.find("  k<<<").unwrap();
        let block_end = KERNEL.len() + HOST.find(")>>>").unwrap() + 1;
        let grid = KERNEL.len() + HOST.find("<<<1").unwrap() + 3;
        let loop_edit = || Edit::replacement(loop_range(), "{ }");
        let views = "extern __shared__ __align__(128) unsigned char kp_smem[];\n  float (&As)[2][BK][BK] = *reinterpret_cast<float (*)[2][BK][BK]>(kp_smem);";
        let good = vec![
            loop_edit(),
            Edit::replacement(decl_range("As"), views),
            Edit::replacement(
                decl_range("Bs"),
                "float (&Bs)[2][BK][BK] = *reinterpret_cast<float (*)[2][BK][BK]>(kp_smem + 2048);",
            ),
            Edit::insertion(
                launch_line,
                "  // kpipe: 70000 bytes\n  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 70000);\n",
            ),
            Edit::insertion(block_end, ", 70000"),
        ];
        check_with_host(good).unwrap();
        for bad in [
            Edit::insertion(launch_line, "  int x = 0;\n"),
            Edit::insertion(
                launch_line,
                "  cudaFuncSetAttribute(other, cudaFuncAttributeMaxDynamicSharedMemorySize, 70000);\n",
            ),
            Edit::insertion(launch_line + 2, "// kpipe\n"),
            Edit::insertion(block_end, ", n"),
            Edit::replacement(grid..grid + 1, "2"),
            Edit::replacement(decl_range("As"), "__shared__ float As[4][BK][BK];"),
            Edit::replacement(
                decl_range("As"),
                "float (&Bs)[2][BK][BK] = *reinterpret_cast<float (*)[2][BK][BK]>(kp_smem);",
            ),
        ] {
            let err = check_with_host(vec![loop_edit(), bad.clone()]).unwrap_err();
            assert_eq!(err.kind, Kind::Internal, "{bad:?}");
        }
    }
}
