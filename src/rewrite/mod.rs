//! The rewrite: the K-loop becomes prologue / loop / epilogue in the shape of the chosen variant
//! (`templates/`), the tiles gain a stage dimension, and nothing else in the file changes.
//!
//! Only three kinds of edit touch the file: the `for` statement is replaced, each tile declaration
//! outside the loop gets `[2]` after its name (uses of a tile outside the loop read stage 0), and the
//! cp.async variant adds `#include <cuda_pipeline.h>`.

mod context;
mod counts;
mod cp_async;
pub mod edit;
pub mod error;
pub mod invariant;
pub mod launch;
mod ldg;
mod ldg_bottom;
pub mod render;
pub mod ring;
mod shape;
mod tiles;

use crate::analysis::choose::{Decision, Form, LdgIssue, Variant};
use crate::analysis::dynamic::{DynamicSmem, LaunchChange, MovedSmem};
use crate::analysis::Analysis;
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::kloop::Role;
use crate::recognize::Recognised;
use crate::source::parse::Source;
use context::Context;
use edit::Edit;
use render::{reindent, Register};
use shape::Shape;

/// The rewritten file and what changed.
pub struct Rewritten {
    pub text: String,
    /// The edits that made `text` from the original, sorted: what `invariant::check` holds it to.
    pub edits: Vec<Edit>,
    pub notes: Vec<String>,
    /// The dynamic shared memory the rewritten kernel's launch passes, when it changed, and what
    /// kpipe did about the launch.
    pub launch: Option<crate::analysis::dynamic::LaunchChange>,
}

/// The file with the K-loop rewritten in the shape of the chosen variant, the edits that made it,
/// and notes on what changed. The checks come first, in the order their errors are reported; then
/// the loop is rendered, then the edits outside it are added.
pub fn rewrite(
    source: &Source,
    rec: &Recognised,
    analysis: &Analysis,
    decision: &Decision,
) -> Result<Rewritten> {
    check_generated_names_free(source, rec)?;
    let cx = Context::new(source, rec, analysis, decision);
    // Its only error (loads at the bottom with one stage) excludes the checks below, which all need
    // two stages or cp.async: choosing the shape first reports the same first error.
    let shape = chosen_shape(&cx)?;
    if cx.double {
        check_stage_alignment(source, rec, analysis)?;
    }
    shape.check(&cx)?;
    cx.check_dynamic_offsets()?;
    let text = &source.text;
    let kloop = &rec.kloop;
    // The launch: the kernel's host calls in this file pass the rewritten kernel's dynamic bytes.
    let (launch_edits, launch_change) = launch_edits(&cx);
    let (replace_start, loop_pragmas) = pragmas_before(text, kloop.node.start_byte());
    let steady_pragmas = steady_state_pragmas(&loop_pragmas, decision.tuning.unroll);
    let loop_text = loop_text(&cx, shape.as_ref(), &steady_pragmas, launch_change.as_ref())?;
    // Pragmas on the K-loop itself (`#pragma unroll`) move to the steady-state loop: left in place they
    // would precede a block, which nvcc warns about and ignores.
    let loop_text = if loop_pragmas.is_empty() {
        loop_text.trim_start().to_string()
    } else {
        loop_text
    };
    let mut edits = vec![Edit::replacement(
        replace_start..kloop.node.end_byte(),
        loop_text,
    )];
    let mut notes = loop_notes(&cx, &loop_pragmas, &steady_pragmas);
    let (outside, outside_notes) = edits_outside_loop(&cx, launch_edits, launch_change.as_ref());
    edits.extend(outside);
    notes.extend(outside_notes);
    notes.dedup();
    let edits = edit::sorted(with_line_endings_of(text, kloop.node.start_byte(), edits))?;
    Ok(Rewritten {
        text: edit::apply(text, edits.clone())?,
        edits,
        notes,
        launch: launch_change,
    })
}

/// The shape of the chosen variant, or an error when the decision asks for register prefetch with
/// the loads at the bottom in the single-buffer form (which has no second stage to store into).
fn chosen_shape(cx: &Context) -> Result<Box<dyn Shape>> {
    let decision = cx.decision;
    // Register prefetch with the loads at the bottom: iteration t loads tile t+2 (and tile 1 before
    // the loop), under `if (that tile exists)`.
    let bottom = decision.variant == Variant::Ldg && decision.tuning.ldg_issue == LdgIssue::Bottom;
    if bottom && !cx.double {
        return Err(Diagnostic::new(
            Kind::VariantUnavailable,
            "register prefetch with the loads at the bottom needs two stages of the tiles, and this rewrite has one (the doubled tiles would cross the occupancy cliff)",
            "use --ldg-issue top, or --arch for a target with more shared memory",
        )
        .at(cx.kloop.node.byte_range()));
    }
    Ok(match decision.variant {
        Variant::Ldg if bottom => Box::new(ldg_bottom::LdgBottom),
        Variant::Ldg => Box::new(ldg::Ldg),
        // A cp.async ring of N > 2 stages (`--stages N`): templates/cp_async_ring.cu.
        Variant::CpAsync if decision.stages > 2 => Box::new(ring::Ring),
        Variant::CpAsync => Box::new(cp_async::CpAsync),
    })
}

/// The edits outside the loop, and their notes: the moved tiles' views, the stage dimension of
/// the tiles declared outside the loop and stage 0 for their uses there, the cp.async header, and
/// the launches (`launch_edits`, `launch_change`).
fn edits_outside_loop(
    cx: &Context,
    launch_edits: Vec<Edit>,
    launch_change: Option<&LaunchChange>,
) -> (Vec<Edit>, Vec<String>) {
    let mut edits = Vec::new();
    let mut notes = Vec::new();
    if let Some(m) = &cx.analysis.moved {
        let (moved_edits, note) = tiles::moved_edits(cx, m);
        edits.extend(moved_edits);
        notes.push(note);
    }
    if cx.double {
        edits.extend(buffer_size_edit(cx));
        edits.extend(tiles::stage_dimension_edits(cx));
        let (uses, use_notes) = tiles::stage_zero_uses(cx);
        edits.extend(uses);
        notes.extend(use_notes);
    }
    if cx.decision.variant == Variant::CpAsync {
        edits.extend(pipeline_header_edit(cx.source, cx.rec));
    }
    edits.extend(launch_edits);
    let per_instance = cx.analysis.moved.as_ref().is_some_and(|m| m.per_instance);
    notes.extend(launch_change.and_then(|c| launch_note(&cx.rec.kernel.name, c, per_instance)));
    (edits, notes)
}

/// The new size of a static `__shared__` buffer the tiles are carved from: room for the stages
/// (`DynamicSmem::staged`); none for an `extern __shared__` buffer or one that keeps its size.
fn buffer_size_edit(cx: &Context) -> Option<Edit> {
    let d = cx.analysis.dynamic.as_ref()?;
    let declared = d.declared.as_ref()?;
    let bytes = d.staged(cx.decision.stages.max(2));
    if bytes == d.original {
        return None;
    }
    let expr = cx.rec.kernel.static_buffer.as_ref()?.size_expr.clone();
    Some(Edit {
        range: declared.span.clone(),
        replacement: declared.dimension(&expr, d.original, bytes, cx.decision.stages.max(2)),
    })
}

/// An error when the kernel (or the function with the loop) already uses a name kpipe generates.
/// The names are local to the kernel: another kernel of the file may already hold them, rewritten
/// before this one.
fn check_generated_names_free(source: &Source, rec: &Recognised) -> Result<()> {
    let text = &source.text;
    let ranges = [rec.kernel.node.byte_range(), rec.scope().node.byte_range()];
    for reserved in [
        "kp_stage",
        "kp_next_",
        crate::analysis::dynamic::MOVED_BUFFER,
    ] {
        let found = ranges.iter().find_map(|r| {
            text[r.clone()]
                .find(reserved)
                .map(|at| r.start + at..r.start + at + reserved.len())
        });
        if let Some(span) = found {
            return Err(Diagnostic::new(
                Kind::AlreadyPipelined,
                format!("the kernel already uses `{reserved}`, a name kpipe generates: it looks like kpipe's own output"),
                "run kpipe on the original kernel",
            )
            .at(span));
        }
    }
    Ok(())
}

/// The rewritten loop: the variant's template filled with the blocks and inline values.
fn loop_text(
    cx: &Context,
    shape: &dyn Shape,
    steady_pragmas: &[String],
    launch_change: Option<&LaunchChange>,
) -> Result<String> {
    let launch_block: Vec<String> = launch_change
        .filter(|c| c.pending())
        .map(|c| launch::pending_block(c, &cx.inner))
        .unwrap_or_default();
    let blocks = template_blocks(cx, shape, launch_block, steady_pragmas)?;
    let summary = loop_summary(cx, launch_change);
    let inline = inline_values(cx, shape, summary)?;
    Ok(fill(
        shape.template(cx),
        &cx.base,
        &cx.unit,
        &cx.inner,
        &blocks,
        &inline,
    ))
}

/// The template's blocks, each a list of lines (an empty one drops its placeholder's line). The
/// variant's parts are rendered in the order their errors are reported in.
fn template_blocks(
    cx: &Context,
    shape: &dyn Shape,
    launch_block: Vec<String>,
    steady_pragmas: &[String],
) -> Result<Vec<(&'static str, Vec<String>)>> {
    let inner = &cx.inner;
    let prologue = shape.prologue(cx)?;
    let prefetch = shape.prefetch(cx)?;
    let prefetch_first = shape.prefetch_first(cx)?;
    let steady_compute = shape.steady_compute(cx, &prefetch)?;
    let compute = cx.compute()?;
    let store = shape.store(cx)?;
    let register_decls = shape.register_decls(cx);
    let hoisted = tiles::hoisted(cx)?;
    let one_line = |line: Option<String>| {
        line.map(|l| vec![format!("{inner}{l}")])
            .unwrap_or_default()
    };
    Ok(vec![
        ("LAUNCH", launch_block),
        ("LEADING_BARRIER", leading_barrier(cx)),
        ("HOISTED", hoisted),
        ("INIT", one_line(init_statement(cx))),
        ("PROLOGUE", prologue),
        ("REGISTERS", register_decls),
        ("PREFETCH", prefetch),
        ("PREFETCH_FIRST", prefetch_first),
        ("COMPUTE", steady_compute),
        ("STORE", store),
        ("EPILOGUE", compute),
        (
            "LOOP_PRAGMAS",
            steady_pragmas
                .iter()
                .map(|p| format!("{inner}{p}"))
                .collect(),
        ),
        ("FINAL_STEP", one_line(final_step(cx))),
    ])
}

/// The template's inline values: the loop's condition (as written, and for the next tile), its
/// step and the summary comment, then the variant's own.
fn inline_values(
    cx: &Context,
    shape: &dyn Shape,
    summary: String,
) -> Result<Vec<(&'static str, String)>> {
    let mut inline = vec![
        ("COND", cx.source.text_of(cx.kloop.cond).to_string()),
        ("COND_NEXT", cx.cond_ahead(1)?),
        ("STEP", cx.source.text_of(cx.kloop.update).to_string()),
        ("SUMMARY", summary),
    ];
    inline.extend(shape.inline(cx)?);
    Ok(inline)
}

/// A sync-first body's leading barrier, in its first iteration, orders whatever ran before the
/// loop (a tile written or read there, a previous pass of an outer loop) before the first loads:
/// kept before the prologue, under the same condition as the original's first iteration.
fn leading_barrier(cx: &Context) -> Vec<String> {
    let inner = &cx.inner;
    if cx.kloop.sync_first {
        vec![
            format!("{inner}// the K-loop's leading barrier (its body is sync; loads; sync; compute), first iteration"),
            format!("{inner}__syncthreads();"),
        ]
    } else {
        Vec::new()
    }
}

/// The loop's init statement (`int k0 = 0;`), moved before the prologue, with its `;`.
fn init_statement(cx: &Context) -> Option<String> {
    cx.kloop.init.map(|i| {
        let t = cx.source.text_of(i).trim().to_string();
        if t.ends_with(';') {
            t
        } else {
            format!("{t};")
        }
    })
}

/// The step after the epilogue (`k0 += BK;`), or None when the loop's header declares every
/// variable it writes.
fn final_step(cx: &Context) -> Option<String> {
    let (source, kloop) = (cx.source, cx.kloop);
    // The original ends with one more step than the pipelined loop takes: every variable the step
    // writes must end as the original leaves it, unless it is declared in the loop's header (then
    // nothing after the loop can read it).
    let header_declares = |name: &str| {
        kloop.init_is_declaration
            && kloop
                .node
                .child_by_field_name("initializer")
                .is_some_and(|i| {
                    crate::recognize::effects::declared_names(source, i).contains(name)
                })
    };
    kloop
        .ivars
        .iter()
        .any(|v| !header_declares(&v.name))
        .then(|| format!("{};", source.text_of(kloop.update)))
}

/// The edits that make the kernel's launches in this file pass the rewritten kernel's dynamic
/// bytes, and what changed; none when the rewrite stages no tile in dynamic shared memory.
fn launch_edits(cx: &Context) -> (Vec<Edit>, Option<LaunchChange>) {
    let Some((original, bytes, why)) = launch_bytes(cx.analysis, cx.decision) else {
        return (Vec::new(), None);
    };
    let others = |args: &str| {
        other_instance_bytes(cx.rec, cx.analysis, args)
            .map(launch::OtherBytes::Number)
            .or_else(|| launched_bytes_expr(cx.rec, cx.analysis, args))
    };
    let kernel = launch::Launched {
        name: &cx.rec.kernel.name,
        instantiation: cx.rec.kernel.instantiation.as_deref(),
        symbols: &cx.rec.facts.symbols,
    };
    let (edits, mut change) = launch::edits(cx.source, &kernel, original, bytes, &why, &others);
    for line in &mut change.edited_lines {
        *line = cx.analysis.user_line(*line);
    }
    (edits, Some(change))
}

/// The comment on shared memory at the top of the loop, without numbers where they differ between
/// instantiations.
fn loop_summary(cx: &Context, launch: Option<&LaunchChange>) -> String {
    let per_instance = numbers_depend_on_instantiation(cx.rec, &cx.registers)
        || cx.analysis.moved.as_ref().is_some_and(|m| m.per_instance);
    if per_instance {
        generic_summary(cx.decision)
    } else {
        summary(cx.analysis, cx.decision, launch)
    }
}

/// The notes on the loop itself: a sync-first body's barriers, and where the K-loop's pragmas went.
fn loop_notes(cx: &Context, loop_pragmas: &[String], steady_pragmas: &[String]) -> Vec<String> {
    let mut notes = Vec::new();
    if cx.kloop.sync_first {
        notes.push("the K-loop's body starts with its barrier (sync; loads; sync; compute): each leading barrier is the previous iteration's trailing one, rewritten in the canonical shape; the first iteration's is kept before the prologue, and the last tile's compute now ends with a barrier".to_string());
    }
    for pragma in loop_pragmas {
        if steady_pragmas.contains(pragma) {
            notes.push(format!("`{pragma}` on the K-loop now applies to the steady-state loop (the prologue and epilogue are peeled once)"));
        } else {
            notes.push(format!(
                "`{pragma}` on the K-loop gave way to `#pragma unroll {}` (--unroll)",
                cx.decision.tuning.unroll
            ));
        }
    }
    notes
}

/// The `#include <cuda_pipeline.h>` the cp.async calls need, or None when an include of it already
/// precedes the code that uses them.
fn pipeline_header_edit(source: &Source, rec: &Recognised) -> Option<Edit> {
    // Before the kernel, and before the `__device__` function the loop is in.
    let first = rec
        .kernel
        .node
        .start_byte()
        .min(rec.scope().node.start_byte());
    // Only an include above the code that needs it counts (another kernel's, further down, does not).
    let has_pipeline_header = crate::source::parse::descendants(source.root())
        .iter()
        .any(|n| {
            n.kind() == "preproc_include"
                && n.start_byte() < first
                && source.text_of(*n).contains("cuda_pipeline.h")
        });
    (!has_pipeline_header).then(|| include_edit(source, first))
}

/// Whether `note` is `launch_note`'s: a run that writes nothing drops it, having edited nothing.
pub fn is_launch_note(note: &str) -> bool {
    note.starts_with("the launch")
        && note.contains(" of dynamic shared memory")
        && note.contains("(kpipe edited")
}

/// The note on the launches kpipe edited, or None when it edited none.
fn launch_note(kernel: &str, c: &LaunchChange, per_instance: bool) -> Option<String> {
    if !c.edited {
        return None;
    }
    let several = c.edited_lines.len() > 1;
    let bytes = match per_instance {
        true => format!(
            "each instantiation's bytes ({} in the one analysed)",
            c.bytes
        ),
        false => format!("{} bytes", c.bytes),
    };
    Some(format!(
        "the launch{} of `{}` at line{} {} now pass{} {} of dynamic shared memory{}",
        if several { "es" } else { "" },
        kernel,
        if several { "s" } else { "" },
        c.edited_lines
            .iter()
            .map(|l| l.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        if several { "" } else { "es" },
        bytes,
        match (
            c.bytes > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT,
            several,
        ) {
            (true, true) =>
                ", after raising cudaFuncAttributeMaxDynamicSharedMemorySize (kpipe edited them)",
            (true, false) =>
                ", after raising cudaFuncAttributeMaxDynamicSharedMemorySize (kpipe edited it)",
            (false, true) => " (kpipe edited them)",
            (false, false) => " (kpipe edited it)",
        }
    ))
}

/// The dynamic bytes another instantiation of the kernel (`<32>`) passes after the rewrite: its
/// own sizes of the moved tiles. None where kpipe cannot compute them (tiles already in dynamic
/// shared memory, whose size comes from a launch; a loop in a `__device__` function).
fn other_instance_bytes(rec: &Recognised, analysis: &Analysis, args: &str) -> Option<u64> {
    let moved = analysis.moved.as_ref()?;
    if rec.loop_fn.is_some() || moved.original != 0 {
        return None;
    }
    let symbols = rec.kernel.instance_symbols(args)?;
    crate::analysis::dynamic::moved_bytes(moved, &rec.kloop.tiles, &symbols)
}

/// The bytes a launch naming `args` passes when kpipe cannot evaluate them (a launch inside a
/// launcher template, `gemm<T, BM><<<...>>>`): the moved tiles' bytes, as a number when every
/// instantiation has the same, else as their expression with the template's parameters replaced
/// by the launch's arguments. None when the arguments do not match the parameters.
fn launched_bytes_expr(
    rec: &Recognised,
    analysis: &Analysis,
    args: &str,
) -> Option<launch::OtherBytes> {
    let moved = analysis.moved.as_ref()?;
    let params = &rec.kernel.template_params;
    let inner = args.trim().trim_start_matches('<').trim_end_matches('>');
    let args = crate::recognize::kernel::split_template_args(inner);
    if rec.loop_fn.is_some() || moved.original != 0 || args.len() != params.len() {
        return None;
    }
    let Some(expr) = &moved.bytes_expr else {
        return Some(launch::OtherBytes::Number(moved.bytes));
    };
    let simple = |a: &str| a.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let words = crate::source::text::split_words(expr);
    let substituted: String = words
        .iter()
        .map(
            |w| match params.iter().zip(&args).find(|((p, _), _)| p == w) {
                Some(((_, is_type), a)) if *is_type || simple(a.trim()) => a.trim().to_string(),
                Some((_, a)) => format!("({})", a.trim()),
                None => w.to_string(),
            },
        )
        .collect();
    Some(launch::OtherBytes::Expr(substituted))
}

/// The dynamic shared memory the rewritten kernel's launch passes, when the rewrite stages tiles
/// there: the original's bytes, the rewrite's, and why (for the comment above an edited launch).
pub fn launch_bytes(analysis: &Analysis, decision: &Decision) -> Option<(u64, u64, String)> {
    let double = decision.form == Form::DoubleBuffer;
    let stages = decision.stages;
    match (analysis.moved.as_ref(), &analysis.dynamic) {
        (Some(m), _) => Some((
            m.original,
            m.bytes,
            format!(
                "{} of {} moved from static to dynamic shared memory",
                if m.stages > 1 {
                    format!("{} stages", m.stages)
                } else {
                    "one stage".to_string()
                },
                m.tiles
                    .iter()
                    .map(|t| t.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
        (None, Some(d)) if double && d.declared.is_none() => Some((
            d.original,
            d.staged(stages),
            format!(
                "{} stages of the `extern __shared__` buffer `{}`",
                if stages == 2 {
                    "two".to_string()
                } else {
                    stages.to_string()
                },
                d.buffer
            ),
        )),
        _ => None,
    }
}

/// The generated lines end as the K-loop's own line does: a CRLF file stays CRLF throughout, and in a
/// file of mixed endings the text copied into the new loop follows the loop's line too.
fn with_line_endings_of(text: &str, at: usize, edits: Vec<Edit>) -> Vec<Edit> {
    let crlf = text[at..]
        .find('\n')
        .is_some_and(|nl| text[..at + nl].ends_with('\r'));
    edits
        .into_iter()
        .map(|e| {
            let lf = e.replacement.replace("\r\n", "\n");
            Edit {
                replacement: if crlf { lf.replace('\n', "\r\n") } else { lf },
                ..e
            }
        })
        .collect()
}

/// The second stage starts `bytes` after the first: every access the kernel makes with a wide type
/// (vector stores, `ldmatrix`, wmma's 256-bit aligned `load_matrix_sync`) must stay aligned there.
fn check_stage_alignment(source: &Source, rec: &Recognised, analysis: &Analysis) -> Result<()> {
    let kloop = &rec.kloop;
    let compute: String = kloop
        .statements_with(Role::Compute)
        .iter()
        .map(|n| rec.facts.expand_macros(source.text_of(*n)))
        .collect();
    for tile in &analysis.tiles {
        let mut align = kloop
            .load
            .stores
            .iter()
            .filter(|s| s.tile == tile.name)
            .filter_map(|s| s.width)
            .max()
            .unwrap_or(1);
        if compute.contains(&tile.name) {
            if compute.contains("load_matrix_sync") {
                align = align.max(32);
            } else if compute.contains("ldmatrix")
                || ["float4", "int4", "uint4"]
                    .iter()
                    .any(|v| compute.contains(v))
            {
                align = align.max(16);
            }
        }
        if tile.bytes % align != 0 {
            let decl = kloop
                .tile(&tile.name)
                .map(|t| t.name_span.clone())
                .unwrap_or(0..0);
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!(
                    "tile `{}` is {} bytes, not a multiple of {align}: its second stage would start misaligned for the {align}-byte accesses the kernel makes",
                    tile.name, tile.bytes
                ),
                format!("pad the tile so its size is a multiple of {align} bytes, or use the single-buffer form (a tile above the cliff gets it automatically)"),
            )
            .at(decl));
        }
    }
    Ok(())
}

/// The pragmas of the steady-state loop: the K-loop's own, except that `--unroll N` (N > 1) replaces
/// any unroll pragma with `#pragma unroll N`. Unrolled by two, each copy of the body names its stages
/// with constants (`kp_stage` is 0 in one copy, 1 in the other), which changes nvcc's scheduling.
fn steady_state_pragmas(loop_pragmas: &[String], unroll: u32) -> Vec<String> {
    if unroll <= 1 {
        return loop_pragmas.to_vec();
    }
    let is_unroll = |p: &str| p.split_whitespace().nth(1) == Some("unroll");
    let mut out: Vec<String> = loop_pragmas
        .iter()
        .filter(|p| !is_unroll(p))
        .cloned()
        .collect();
    out.push(format!("#pragma unroll {unroll}"));
    out
}

/// The `#pragma` lines right before the loop: where the replaced range starts, and the pragmas.
/// Only a loop that begins its line owns the pragmas above it: with other code before it on the line
/// (`acc = 0.0f; for (...)`), the pragmas apply to that code and the range starts at the loop.
pub(crate) fn pragmas_before(text: &str, loop_start: usize) -> (usize, Vec<String>) {
    let mut start = loop_start;
    let mut pragmas = Vec::new();
    let mut line_start = text[..loop_start].rfind('\n').map_or(0, |i| i + 1);
    if !text[line_start..loop_start].trim().is_empty() {
        return (start, pragmas);
    }
    while line_start > 0 {
        let prev_start = text[..line_start - 1].rfind('\n').map_or(0, |i| i + 1);
        let line = &text[prev_start..line_start - 1];
        if !line.trim_start().starts_with("#pragma") {
            break;
        }
        pragmas.insert(0, line.trim().to_string());
        start = prev_start;
        line_start = prev_start;
    }
    (start, pragmas)
}

/// One register array per tile store, sized by the trip counts of the load loops around it. A count
/// that is the same in every instantiation is written as a number; one that depends on the
/// template's parameters (or on a `--define`) as its expression, so no instantiation inherits the
/// size of the one kpipe analysed.
fn registers(source: &Source, rec: &Recognised) -> Vec<Register> {
    let load = &rec.kloop.load;
    let symbols = &rec.scope().symbols;
    let generic = symbols.generic();
    let mut out: Vec<Register> = Vec::new();
    for store in &load.stores {
        let same_tile = load.stores.iter().filter(|s| s.tile == store.tile).count();
        let index = out
            .iter()
            .filter(|r| r.name.starts_with(&format!("kp_next_{}", store.tile)))
            .count();
        let name = if same_tile == 1 {
            format!("kp_next_{}", store.tile)
        } else {
            format!("kp_next_{}_{}", store.tile, index)
        };
        let mut count: u64 = 1;
        let mut factors: Vec<String> = Vec::new();
        let mut slot = String::new();
        for i in &store.loops {
            let lp = &load.loops[*i];
            let trips = lp.trips.clone().unwrap_or(1);
            // The expression when it is a constant of this instantiation but not of every one; a
            // count that rests on the block's shape (`i += blockDim.x`) is no constant expression,
            // and stays the number kpipe read off the launch.
            let trips_text = match &lp.count_expr {
                Some(e) if generic.eval(e).is_err() && symbols.eval(e).is_ok() => {
                    match counts::without_load_locals(source, load, symbols, e) {
                        Some(e) => format!("({e})"),
                        // Left as the number: the template check then names the instantiations
                        // that differ.
                        None => trips.to_string(),
                    }
                }
                _ => trips.to_string(),
            };
            let counter = lp.counter.clone().unwrap_or_default();
            let iteration = match (lp.start.trim(), lp.step.trim()) {
                ("0", "1") => counter,
                ("0", step) => format!("{counter} / ({step})"),
                (start, "1") => format!("({counter} - ({start}))"),
                (start, step) => format!("({counter} - ({start})) / ({step})"),
            };
            slot = if slot.is_empty() {
                iteration
            } else {
                format!("({slot}) * {trips_text} + {iteration}")
            };
            count = trips.saturating_mul(count);
            factors.push(trips_text);
        }
        let symbolic = factors.iter().any(|f| f.parse::<u64>().is_err());
        let count = if symbolic {
            factors.join(" * ")
        } else {
            count.max(1).to_string()
        };
        out.push(Register {
            name,
            value_type: store.value_type.clone(),
            count,
            slot: if slot.is_empty() {
                "0".to_string()
            } else {
                slot
            },
        });
    }
    out
}

/// Whether the shared memory, thread count or prefetch registers of the kernel differ between
/// instantiations (of the kernel's template, or of the `__device__` function with the loop): then
/// the comment kpipe writes into the loop gives no numbers, which would be those of one of them.
fn numbers_depend_on_instantiation(rec: &Recognised, registers: &[Register]) -> bool {
    let scopes = std::iter::once(&rec.kernel).chain(rec.loop_fn.iter().map(|f| &f.scope));
    scopes.into_iter().any(|k| {
        let generic = k.symbols.generic();
        let differs = |e: &str| k.symbols.eval(e).is_ok() && generic.eval(e).is_err();
        // A tile of a type parameter's elements (`__shared__ T As[..]`) has its bytes per type.
        let of_type_param = |ty: &str| {
            k.template_params.iter().any(|(n, is_type)| {
                *is_type && crate::recognize::kernel::identifiers_in(ty).any(|w| w == n)
            })
        };
        k.shared.iter().any(|a| {
            (a.bytes(&k.symbols).is_ok() && a.bytes(&generic).is_err())
                || of_type_param(&a.elem_type)
        }) || k.threads_claim.as_ref().is_some_and(|c| differs(&c.expr))
    }) || registers.iter().any(|r| r.count.parse::<u64>().is_err())
}

/// The loop's comment on shared memory when its numbers differ between instantiations: the report
/// gives them per instantiation.
fn generic_summary(decision: &Decision) -> String {
    let mut s = if decision.form == Form::DoubleBuffer {
        format!(
            "Shared memory per block: {} stages of the tiles (each instantiation's bytes and blocks/SM are in kpipe's report).",
            decision.stages
        )
    } else {
        "Shared memory per block: one stage of the tiles, as before.".to_string()
    };
    if decision.tuning.unroll > 1 {
        s.push_str(&format!(
            "\n// The steady-state loop is unrolled by {} (--unroll); measure both.",
            decision.tuning.unroll
        ));
    }
    s
}

/// The loop's comment on shared memory: the bytes and blocks per SM before and after, where the
/// tiles are (moved into or already in dynamic shared memory), the prefetch registers, and the
/// unrolling.
fn summary(analysis: &Analysis, decision: &Decision, launch: Option<&LaunchChange>) -> String {
    let mut s = smem_line(analysis, decision);
    if let Some(m) = &analysis.moved {
        s.push_str(&moved_tiles_lines(m, launch));
    } else if let Some(d) = &analysis.dynamic {
        s.push_str(&dynamic_tiles_lines(d, decision));
    }
    if decision.variant == Variant::Ldg {
        if let Some(r) = analysis.prefetch_registers {
            s.push_str(&format!(" Prefetch registers: {r} per thread."));
        }
    }
    s.push_str(&unroll_lines(decision));
    s
}

/// `Shared memory per block: A -> B bytes (sm_80: X -> Y blocks/SM).`
fn smem_line(analysis: &Analysis, decision: &Decision) -> String {
    let smem_after = if decision.form == Form::DoubleBuffer {
        analysis.smem_doubled
    } else {
        analysis.smem_single
    };
    let occupancy = if decision.form == Form::DoubleBuffer {
        &analysis.cliff.doubled
    } else {
        &analysis.cliff.single
    };
    format!(
        "Shared memory per block: {} -> {} bytes ({}: {} -> {} blocks/SM).",
        analysis.smem_single,
        smem_after,
        analysis.arch,
        analysis.cliff.single.blocks_per_sm,
        occupancy.blocks_per_sm
    )
}

/// The summary's lines on tiles kpipe moved into dynamic shared memory: where each is, what the
/// kernel's own buffer holds before them, and the launch kpipe edited.
fn moved_tiles_lines(m: &MovedSmem, launch: Option<&LaunchChange>) -> String {
    let mut s = format!(
        "\n// The tiles are in dynamic shared memory (`{}`, {} bytes): {}.",
        m.buffer,
        m.bytes,
        m.tiles
            .iter()
            .map(|t| format!(
                "{} at byte {}, {} x {} B",
                t.name, t.offset, m.stages, t.stage_bytes
            ))
            .collect::<Vec<_>>()
            .join("; ")
    );
    if m.original > 0 {
        s.push_str(&format!(
            "\n// They follow the {} bytes the kernel's own `extern __shared__` buffer uses (all such buffers share one address).",
            m.base
        ));
    }
    if let Some(c) = launch.filter(|c| c.edited) {
        s.push_str(&format!(
            "\n// The launch of this kernel in this file (line {}) passes {} bytes (kpipe edited it).",
            c.edited_lines
                .iter()
                .map(|l| l.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            c.bytes
        ));
    }
    s
}

/// The summary's lines on tiles already in dynamic shared memory: the bytes to launch with, and
/// where each stage is (a ring of stages, two, or the one as before).
fn dynamic_tiles_lines(d: &DynamicSmem, decision: &Decision) -> String {
    let place = match d.declared {
        Some(_) => "carved out of the static `__shared__` buffer",
        None => "in dynamic shared memory",
    };
    if decision.form == Form::DoubleBuffer && decision.stages > 2 {
        let n = decision.stages;
        format!(
            "\n// The tiles are {place} (`{}`): {}.\n// Stage s is the loop's view of `{}` moved by s x {} bytes ({}), so {}.",
            d.buffer,
            d.launch_line(d.staged(n)),
            d.buffer,
            d.stride,
            d.offsets
                .iter()
                .map(|(n, o, u)| format!("{n} + s x {o} x {u} B"))
                .collect::<Vec<_>>()
                .join(", "),
            d.staged_sum(n)
        )
    } else if decision.form == Form::DoubleBuffer {
        format!(
            "\n// The tiles are {place} (`{}`): {}.\n// Stage 1 is the loop's view of `{}` moved by {} bytes ({}), so {}.",
            d.buffer,
            d.launch_line(d.doubled),
            d.buffer,
            d.stride,
            d.offsets
                .iter()
                .map(|(n, o, u)| format!("{n} + {o} x {u} B"))
                .collect::<Vec<_>>()
                .join(", "),
            d.staged_sum(2)
        )
    } else if d.declared.is_some() {
        format!(
            "\n// The tiles are {place} (`{}`): one stage, {} bytes, as before.",
            d.buffer, d.original
        )
    } else {
        format!(
            "\n// The tiles are {place} (`{}`): one stage, so launch with {} bytes of dynamic shared memory, as before.",
            d.buffer, d.original
        )
    }
}

/// The summary's line on `--unroll`, or nothing without it.
fn unroll_lines(decision: &Decision) -> String {
    if decision.tuning.unroll > 1 && decision.stages > 2 {
        format!("\n// The steady-state loop is unrolled by {} (--unroll), which changes nvcc's register allocation and\n// scheduling; measure both.", decision.tuning.unroll)
    } else if decision.tuning.unroll > 1 {
        format!("\n// The steady-state loop is unrolled by {} (--unroll): each copy of the body names its stage\n// with a constant, which changes nvcc's register allocation and scheduling; measure both.", decision.tuning.unroll)
    } else {
        String::new()
    }
}

/// Fills a template: `{{NAME}}` alone on a line becomes a block (dropped when empty); inline
/// placeholders become text. The template's 4-space indentation becomes the file's.
fn fill(
    template: &str,
    base: &str,
    unit: &str,
    inner_body: &str,
    blocks: &[(&str, Vec<String>)],
    inline: &[(&str, String)],
) -> String {
    let mut out = Vec::new();
    for line in template.lines() {
        let trimmed = line.trim_start();
        let depth = (line.len() - trimmed.len()) / 4;
        let indent = format!("{base}{}", unit.repeat(depth));
        if let Some((_, block)) = blocks
            .iter()
            .find(|(name, _)| trimmed == format!("{{{{{name}}}}}"))
        {
            for statement in block {
                out.push(reindent(statement, inner_body, &indent));
            }
            continue;
        }
        let mut filled = trimmed.to_string();
        for (name, value) in inline {
            // A value of several lines keeps the placeholder's indentation on each.
            let value = value.replace('\n', &format!("\n{indent}"));
            filled = filled.replace(&format!("{{{{{name}}}}}"), &value);
        }
        out.push(format!("{indent}{filled}"));
    }
    out.join("\n")
}

/// `#include <cuda_pipeline.h>` on the line after the last `#include` at file scope before the
/// kernel (an include inside a function, or one after the kernel, would not declare the copies
/// where they are used), or at the top of the file. An include followed by code on its line is
/// passed over: the line after it may be inside that code.
fn include_edit(source: &Source, kernel_start: usize) -> Edit {
    let text = &source.text;
    let at = crate::source::parse::children(source.root())
        .into_iter()
        .filter(|n| n.kind() == "preproc_include" && n.end_byte() <= kernel_start)
        .filter_map(|n| {
            let end = n.end_byte();
            if text[..end].ends_with('\n') {
                return Some(end);
            }
            let rest = &text[end..];
            let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
            let code = line.split("//").next().unwrap_or("");
            code.trim()
                .is_empty()
                .then(|| (end + line.len() + 1).min(text.len()))
        })
        .next_back()
        .unwrap_or(0);
    let needs_newline = at > 0 && !text[..at].ends_with('\n');
    Edit::insertion(
        at,
        format!(
            "{}#include <cuda_pipeline.h>\n",
            if needs_newline { "\n" } else { "" }
        ),
    )
}

#[cfg(test)]
mod line_ending_tests {
    use super::*;

    #[test]
    fn generated_lines_follow_the_k_loop_line_in_mixed_files() {
        let edit = || vec![Edit::insertion(0, "copied\r\nlf\ngenerated\n")];
        let crlf_loop = "top\nfor (;;) {\r\n  x;\n}\n";
        let got = with_line_endings_of(crlf_loop, 4, edit());
        assert_eq!(got[0].replacement, "copied\r\nlf\r\ngenerated\r\n");
        let lf_loop = "top\r\nfor (;;) {\n  x;\r\n}\r\n";
        let got = with_line_endings_of(lf_loop, 5, edit());
        assert_eq!(got[0].replacement, "copied\nlf\ngenerated\n");
    }
}
