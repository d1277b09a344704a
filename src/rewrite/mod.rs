//! The rewrite: the K-loop becomes prologue / loop / epilogue in the shape of the chosen variant
//! (`templates/`), the tiles gain a stage dimension, and nothing else in the file changes.
//!
//! Only three kinds of edit touch the file: the `for` statement is replaced, each tile declaration
//! outside the loop gets `[2]` after its name (uses of a tile outside the loop read stage 0), and the
//! cp.async variant adds `#include <cuda_pipeline.h>`.

pub mod edit;
pub mod invariant;
pub mod launch;
pub mod render;
pub mod ring;

use crate::analysis::choose::{CpAsyncWait, Decision, Form, LdgIssue, Variant};
use crate::analysis::Analysis;
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::kloop::Role;
use crate::recognize::Recognised;
use crate::source::parse::{descendants, Source};
use edit::Edit;
use render::{indentation_at, reindent, Pass, Register, Stores};
use std::collections::HashSet;

const LDG_DOUBLE: &str = include_str!("../../templates/ldg_double.cu");
const LDG_DOUBLE_BOTTOM: &str = include_str!("../../templates/ldg_double_bottom.cu");
const LDG_SINGLE: &str = include_str!("../../templates/ldg_single.cu");
const CP_ASYNC_DOUBLE: &str = include_str!("../../templates/cp_async_double.cu");
const CP_ASYNC_WAIT_AFTER: &str = include_str!("../../templates/cp_async_wait_after.cu");
const CP_ASYNC_RING: &str = include_str!("../../templates/cp_async_ring.cu");

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

pub fn rewrite(
    source: &Source,
    rec: &Recognised,
    analysis: &Analysis,
    decision: &Decision,
) -> Result<Rewritten> {
    let text = &source.text;
    let kloop = &rec.kloop;
    // The names kpipe generates are local to the kernel (and the function with the loop): another
    // kernel of the file may already hold them, rewritten before this one.
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
    let double = decision.form == Form::DoubleBuffer;
    // A cp.async ring of N > 2 stages (`--stages N`): templates/cp_async_ring.cu.
    let ring = decision.variant == Variant::CpAsync && decision.stages > 2;
    let stages = decision.stages;
    if double {
        check_stage_alignment(source, rec, analysis)?;
    }
    if ring {
        ring::check(source, rec)?;
    }
    let stage = |s: &str| double.then(|| s.to_string());
    let globals: HashSet<String> = rec.scope().global_pointers.iter().cloned().collect();
    let registers = registers(rec);

    let base = indentation_at(text, kloop.node.start_byte());
    let first_statement = kloop.statements.first().map(|s| s.node.start_byte());
    let inner = first_statement.map_or(format!("{base}    "), |at| indentation_at(text, at));
    let unit = inner
        .strip_prefix(base.as_str())
        .filter(|u| !u.is_empty())
        .unwrap_or("    ")
        .to_string();

    let none = HashSet::new();
    let dynamic_offsets: Vec<(String, u64, u64)> = analysis
        .dynamic
        .as_ref()
        .map(|d| d.offsets.clone())
        .unwrap_or_default();
    if double && analysis.dynamic.is_some() && dynamic_offsets.iter().any(|(_, o, _)| *o == 0) {
        return Err(Diagnostic::new(
            Kind::Internal,
            "internal check failed: a dynamic tile's stage offset is 0",
            "please report this kernel",
        ));
    }
    let unused_in_store = render::unused_in_store_pass(source, kloop);
    let pass_with =
        |stage: Option<String>, ahead: u32, stores: Stores, unroll: bool, unused| Pass {
            source,
            kloop,
            stage,
            ahead,
            stores,
            unroll,
            registers: &registers,
            globals: &globals,
            unused_locals: unused,
            dynamic_offsets: &dynamic_offsets,
        };
    let pass = |stage: Option<String>, ahead: u32, stores: Stores, unroll: bool| {
        pass_with(stage, ahead, stores, unroll, &none)
    };
    let load_statements = kloop.statements_with(Role::Load);
    let bumps = kloop.statements_with(Role::Bump);
    let render_all = |p: &Pass, nodes: &[tree_sitter::Node]| -> Result<Vec<String>> {
        let mut out = Vec::new();
        for n in nodes {
            if let Some(s) = p.statement(*n)? {
                out.push(s);
            }
        }
        Ok(out)
    };
    let scoped = |statements: Vec<String>, needs_scope: bool| -> Vec<String> {
        if !needs_scope || statements.is_empty() {
            return statements;
        }
        let mut out = vec![format!("{inner}{{")];
        out.extend(
            statements
                .iter()
                .map(|s| reindent(s, &inner, &format!("{inner}{unit}"))),
        );
        out.push(format!("{inner}}}"));
        out
    };
    let has_locals = !kloop.load.locals.is_empty();
    let plain = pass(None, 0, Stores::Keep, false);

    let (load_stores, prefetch_stores, prefetch_stage) = match decision.variant {
        Variant::Ldg => (Stores::Keep, Stores::ToRegisters, None),
        Variant::CpAsync if ring => (Stores::ToCopies, Stores::ToCopies, stage("[kp_fill]")),
        Variant::CpAsync => (Stores::ToCopies, Stores::ToCopies, stage("[kp_stage ^ 1]")),
    };
    // Register prefetch with the loads at the bottom: iteration t loads tile t+2 (and tile 1 before
    // the loop), under `if (that tile exists)`.
    let bottom = decision.variant == Variant::Ldg && decision.tuning.ldg_issue == LdgIssue::Bottom;
    if bottom && !double {
        return Err(Diagnostic::new(
            Kind::VariantUnavailable,
            "register prefetch with the loads at the bottom needs two stages of the tiles, and this rewrite has one (the doubled tiles would cross the occupancy cliff)",
            "use --ldg-issue top, or --arch for a target with more shared memory",
        )
        .at(kloop.node.byte_range()));
    }
    // The ring copies tile t+N-1 in iteration t (and tile j in the prologue).
    let prefetch_ahead = if ring {
        stages - 1
    } else if bottom {
        2
    } else {
        1
    };
    // The loop condition `tiles` ahead: whether that tile exists.
    let cond_ahead = |tiles: u32| pass(None, tiles, Stores::Keep, false).render(kloop.cond);
    let mut prologue = scoped(
        render_all(&pass(stage("[0]"), 0, load_stores, false), &load_statements)?,
        has_locals,
    );
    prologue.extend(render_all(&plain, &bumps)?);
    if decision.variant == Variant::Ldg {
        prologue.splice(0..0, block_guard(rec, &inner));
    }
    if ring {
        // Tile j of 1..N-2 into stage j when it exists, its bumps with it (so a bumped pointer
        // moves once per tile, as in the original); a commit group per tile, even an empty one.
        prologue.insert(0, format!("{inner}// prologue: tile 0 into stage 0"));
        prologue.push(format!("{inner}__pipeline_commit();"));
        for j in 1..stages - 1 {
            let mut tile = render_all(
                &pass(stage(&format!("[{j}]")), j, Stores::ToCopies, false),
                &load_statements,
            )?;
            tile.extend(render_all(&plain, &bumps)?);
            prologue.push(format!("{inner}// tile {j} into stage {j}, if it exists"));
            prologue.push(format!("{inner}if ({}) {{", cond_ahead(j)?));
            prologue.extend(
                tile.iter()
                    .map(|s| reindent(s, &inner, &format!("{inner}{unit}"))),
            );
            prologue.push(format!("{inner}}}"));
            prologue.push(format!("{inner}__pipeline_commit();"));
        }
    }
    let mut prefetch = scoped(
        render_all(
            &pass(
                prefetch_stage,
                prefetch_ahead,
                prefetch_stores,
                decision.variant == Variant::Ldg,
            ),
            &load_statements,
        )?,
        // The ring's copies, and the loads at the bottom, are in the braces of `if (that tile exists)`.
        has_locals && !ring && !bottom,
    );
    prefetch.extend(render_all(&plain, &bumps)?);
    let mut prefetch_first = Vec::new();
    if bottom {
        prefetch_first = render_all(&pass(None, 1, Stores::ToRegisters, true), &load_statements)?;
        prefetch_first.extend(render_all(&plain, &bumps)?);
    }
    let mut compute = Vec::new();
    for decl in &kloop.compute_locals {
        compute.push(format!(
            "{}{}",
            indentation_at(text, decl.start_byte()),
            source.text_of(*decl)
        ));
    }
    compute.extend(render_all(
        &pass(stage("[kp_stage]"), 0, Stores::Keep, false),
        &kloop.statements_with(Role::Compute),
    )?);
    let store = match decision.variant {
        Variant::Ldg => {
            let p = pass_with(
                stage("[kp_stage ^ 1]"),
                1,
                Stores::FromRegisters,
                true,
                &unused_in_store,
            );
            let kept_locals = kloop.load.locals.iter().any(|l| {
                l.kind == crate::recognize::loads::LocalKind::Index
                    && !unused_in_store.contains(&l.name)
            });
            scoped(render_all(&p, &load_statements)?, kept_locals)
        }
        Variant::CpAsync => Vec::new(),
    };
    let register_decls: Vec<String> = match decision.variant {
        Variant::Ldg => registers
            .iter()
            .map(|r| format!("{inner}{} {}[{}];", r.value_type, r.name, r.count))
            .collect(),
        Variant::CpAsync => Vec::new(),
    };

    let moved = analysis.moved.as_ref();
    // Where `kp_smem` is declared: with the first moved declaration outside the loop, else with the
    // first hoisted one.
    let buffer_decl = moved.and_then(|m| {
        m.tiles
            .iter()
            .find(|t| !t.declared_in_loop)
            .or(m.tiles.first())
            .map(|t| t.decl.clone())
    });
    let mut hoisted = Vec::new();
    for decl in kloop.statements_with(Role::TileDecl) {
        if let Some(m) = moved.filter(|m| m.tiles.iter().any(|t| t.decl == decl.byte_range())) {
            let lines = views(m, &decl.byte_range(), buffer_decl.as_ref());
            hoisted.extend(lines.iter().map(|l| format!("{inner}{l}")));
            continue;
        }
        let mut edits = Vec::new();
        if double {
            for tile in &kloop.tiles {
                if tile.decl == decl.byte_range() {
                    edits.push(Edit::insertion(
                        tile.name_end - decl.start_byte(),
                        format!("[{stages}]"),
                    ));
                }
            }
        }
        hoisted.push(format!(
            "{inner}{}",
            edit::apply(source.text_of(decl), edits)?
        ));
    }
    let init = kloop.init.map(|i| {
        let t = source.text_of(i).trim().to_string();
        if t.ends_with(';') {
            t
        } else {
            format!("{t};")
        }
    });
    let step = source.text_of(kloop.update).to_string();
    let cond_next = cond_ahead(1)?;
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
    let final_step = kloop
        .ivars
        .iter()
        .any(|v| !header_declares(&v.name))
        .then(|| format!("{step};"));

    let (replace_start, loop_pragmas) = pragmas_before(text, kloop.node.start_byte());
    let steady_pragmas = steady_state_pragmas(&loop_pragmas, decision.tuning.unroll);
    let template = match (decision.variant, decision.form) {
        (Variant::Ldg, Form::DoubleBuffer) if bottom => LDG_DOUBLE_BOTTOM,
        (Variant::Ldg, Form::DoubleBuffer) => LDG_DOUBLE,
        (Variant::Ldg, Form::SingleBuffer) => LDG_SINGLE,
        (Variant::CpAsync, _) if ring => CP_ASYNC_RING,
        (Variant::CpAsync, _) => match decision.tuning.cp_async_wait {
            CpAsyncWait::Top => CP_ASYNC_DOUBLE,
            CpAsyncWait::AfterCompute => CP_ASYNC_WAIT_AFTER,
        },
    };
    // The launch: the kernel's host calls in this file pass the rewritten kernel's dynamic bytes.
    let launch_bytes = launch_bytes(analysis, decision);
    let (launch_edits, launch_change) = match &launch_bytes {
        Some((original, bytes, why)) => {
            let others = |args: &str| other_instance_bytes(rec, analysis, args);
            let (edits, change) = launch::edits(
                source,
                &rec.kernel.name,
                rec.kernel.instantiation.as_deref(),
                *original,
                *bytes,
                why,
                &others,
            );
            (edits, Some(change))
        }
        None => (Vec::new(), None),
    };
    let per_instance = numbers_depend_on_instantiation(rec, &registers)
        || analysis.moved.as_ref().is_some_and(|m| m.per_instance);
    let summary = if per_instance {
        generic_summary(decision)
    } else {
        summary(analysis, decision, launch_change.as_ref())
    };
    let launch_block: Vec<String> = launch_change
        .as_ref()
        .filter(|c| c.pending())
        .map(|c| launch::pending_block(c, &inner))
        .unwrap_or_default();
    // A sync-first body's leading barrier, in its first iteration, orders whatever ran before the
    // loop (a tile written or read there, a previous pass of an outer loop) before the first loads:
    // kept before the prologue, under the same condition as the original's first iteration.
    let leading_barrier = if kloop.sync_first {
        vec![
            format!("{inner}// the K-loop's leading barrier (its body is sync; loads; sync; compute), first iteration"),
            format!("{inner}__syncthreads();"),
        ]
    } else {
        Vec::new()
    };
    let blocks: Vec<(&str, Vec<String>)> = vec![
        ("LAUNCH", launch_block),
        ("LEADING_BARRIER", leading_barrier),
        ("HOISTED", hoisted),
        (
            "INIT",
            init.map(|i| vec![format!("{inner}{i}")])
                .unwrap_or_default(),
        ),
        ("PROLOGUE", prologue),
        ("REGISTERS", register_decls),
        ("PREFETCH", prefetch),
        ("PREFETCH_FIRST", prefetch_first),
        ("COMPUTE", compute.clone()),
        ("STORE", store),
        ("EPILOGUE", compute),
        (
            "LOOP_PRAGMAS",
            steady_pragmas
                .iter()
                .map(|p| format!("{inner}{p}"))
                .collect(),
        ),
        (
            "FINAL_STEP",
            final_step
                .map(|s| vec![format!("{inner}{s}")])
                .unwrap_or_default(),
        ),
    ];
    let mut inline: Vec<(&str, String)> = vec![
        ("COND", source.text_of(kloop.cond).to_string()),
        ("COND_NEXT", cond_next),
        ("STEP", step),
        ("SUMMARY", summary),
    ];
    if bottom {
        inline.push(("COND_AHEAD", cond_ahead(2)?));
    }
    if ring {
        inline.extend([
            ("COND_AHEAD", cond_ahead(stages - 1)?),
            ("STAGES", stages.to_string()),
            ("WAIT", (stages - 2).to_string()),
            ("AHEAD", (stages - 1).to_string()),
        ]);
    }
    let loop_text = fill(template, &base, &unit, &inner, &blocks, &inline);

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
    let mut notes = Vec::new();
    if kloop.sync_first {
        notes.push("the K-loop's body starts with its barrier (sync; loads; sync; compute): each leading barrier is the previous iteration's trailing one, rewritten in the canonical shape; the first iteration's is kept before the prologue, and the last tile's compute now ends with a barrier".to_string());
    }
    for pragma in &loop_pragmas {
        if steady_pragmas.contains(pragma) {
            notes.push(format!("`{pragma}` on the K-loop now applies to the steady-state loop (the prologue and epilogue are peeled once)"));
        } else {
            notes.push(format!(
                "`{pragma}` on the K-loop gave way to `#pragma unroll {}` (--unroll)",
                decision.tuning.unroll
            ));
        }
    }
    if let Some(m) = moved {
        // Each moved declaration outside the loop becomes its typed views, once per statement.
        let mut done: Vec<std::ops::Range<usize>> = Vec::new();
        for tile in m.tiles.iter().filter(|t| !t.declared_in_loop) {
            if done.contains(&tile.decl) {
                continue;
            }
            done.push(tile.decl.clone());
            let indent = indentation_at(text, tile.decl.start);
            let lines = views(m, &tile.decl, buffer_decl.as_ref());
            edits.push(Edit::replacement(
                tile.decl.clone(),
                lines.join(&format!("\n{indent}")),
            ));
        }
        notes.push(format!(
            "the tiles {} moved from static to dynamic shared memory: one `extern __shared__` buffer `{}` of {} bytes, carved into typed views that keep every index",
            m.tiles
                .iter()
                .map(|t| format!("`{}`", t.name))
                .collect::<Vec<_>>()
                .join(", "),
            m.buffer,
            m.bytes
        ));
    }
    if double {
        for tile in kloop.tiles.iter().filter(|t| t.dynamic.is_none()) {
            let in_loop = kloop.node.byte_range().contains(&tile.decl.start);
            let is_moved = moved.is_some_and(|m| m.tiles.iter().any(|t| t.name == tile.name));
            if !in_loop && !is_moved {
                edits.push(Edit::insertion(tile.name_end, format!("[{stages}]")));
            }
        }
        // Uses of a tile outside the K-loop (e.g. a staging area after it) read stage 0.
        let body = rec.scope().body;
        for id in descendants(body) {
            if id.kind() != "identifier" {
                continue;
            }
            let name = source.text_of(id);
            let Some(tile) = kloop
                .tiles
                .iter()
                .find(|t| t.name == name && t.dynamic.is_none())
            else {
                continue;
            };
            let in_loop = kloop.node.byte_range().contains(&id.start_byte());
            let in_decl = tile.decl.contains(&id.start_byte());
            if !in_loop && !in_decl {
                edits.push(Edit::insertion(id.end_byte(), "[0]"));
                notes.push(format!(
                    "`{name}` is used outside the K-loop: those uses now read stage 0"
                ));
            }
        }
    }
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
    if decision.variant == Variant::CpAsync && !has_pipeline_header {
        edits.push(include_edit(source, first));
    }
    edits.extend(launch_edits);
    if let Some(c) = &launch_change {
        if c.edited {
            notes.push(format!(
                "the launch{} of `{}` at line{} {} now pass{} {} bytes of dynamic shared memory{}",
                if c.edited_lines.len() > 1 { "es" } else { "" },
                rec.kernel.name,
                if c.edited_lines.len() > 1 { "s" } else { "" },
                c.edited_lines
                    .iter()
                    .map(|l| l.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                if c.edited_lines.len() > 1 { "" } else { "es" },
                c.bytes,
                match (
                    c.bytes > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT,
                    c.edited_lines.len() > 1,
                ) {
                    (true, true) => ", after raising cudaFuncAttributeMaxDynamicSharedMemorySize (kpipe edited them)",
                    (true, false) => ", after raising cudaFuncAttributeMaxDynamicSharedMemorySize (kpipe edited it)",
                    (false, true) => " (kpipe edited them)",
                    (false, false) => " (kpipe edited it)",
                }
            ));
        }
    }
    notes.dedup();
    let edits = edit::sorted(with_line_endings_of(text, kloop.node.start_byte(), edits))?;
    Ok(Rewritten {
        text: edit::apply(text, edits.clone())?,
        edits,
        notes,
        launch: launch_change,
    })
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
        (None, Some(d)) if double => Some((
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
fn pragmas_before(text: &str, loop_start: usize) -> (usize, Vec<String>) {
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
fn registers(rec: &Recognised) -> Vec<Register> {
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
                Some(e) if generic.eval(e).is_err() && symbols.eval(e).is_ok() => format!("({e})"),
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

/// Register prefetch sizes its arrays by the load loops' trip counts; a count read for the block
/// shape of the directive or of the file's launches (a start or step from `threadIdx`/`blockDim`)
/// holds only for that shape, and another would overrun the arrays. The rewrite stops such a
/// launch rather than compute wrong numbers: these lines, at the top of the prologue.
fn block_guard(rec: &Recognised, inner: &str) -> Vec<String> {
    let load = &rec.kloop.load;
    let Some(shape) = load
        .stores
        .iter()
        .flat_map(|s| &s.loops)
        .find_map(|i| load.loops[*i].assumes_block)
    else {
        return Vec::new();
    };
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    let test: Vec<String> = ["x", "y", "z"]
        .iter()
        .zip(shape)
        .map(|(axis, d)| format!("blockDim.{axis} != {d}"))
        .collect();
    vec![
        format!(
            "{inner}// the prefetch registers hold the loads of a {} block (the shape kpipe read the load counts for)",
            dims.join(" x ")
        ),
        format!("{inner}if ({}) __trap();", test.join(" || ")),
    ]
}

/// The typed views of the moved tiles declared by the statement `decl`, preceded by the declaration
/// of `kp_smem` when this statement is where it goes:
/// `half (&As)[2][BM][BK + 8] = *reinterpret_cast<half (*)[2][BM][BK + 8]>(kp_smem + 0);`.
fn views(
    m: &crate::analysis::dynamic::MovedSmem,
    decl: &std::ops::Range<usize>,
    buffer_decl: Option<&std::ops::Range<usize>>,
) -> Vec<String> {
    let mut lines = Vec::new();
    if buffer_decl == Some(decl) {
        let align = m
            .tiles
            .iter()
            .map(|t| t.align)
            .fold(crate::analysis::dynamic::STAGE_ALIGN, u64::max);
        let bytes = if m.per_instance {
            "each instantiation's bytes (kpipe's report)".to_string()
        } else {
            format!("{} bytes", m.bytes)
        };
        lines.push(format!(
            "extern __shared__ __align__({align}) unsigned char {}[];  // kpipe: {bytes} at launch, the tiles below",
            m.buffer
        ));
    }
    for t in m.tiles.iter().filter(|t| &t.decl == decl) {
        let stage = (m.stages > 1).then(|| format!("[{}]", m.stages));
        let dims: String = stage
            .into_iter()
            .chain(t.dims.iter().map(|d| format!("[{d}]")))
            .collect();
        let at = if t.offset_expr == "0" {
            m.buffer.to_string()
        } else {
            format!("{} + {}", m.buffer, t.offset_expr)
        };
        lines.push(format!(
            "{ty} (&{name}){dims} = *reinterpret_cast<{ty} (*){dims}>({at});",
            ty = t.elem_type,
            name = t.name
        ));
    }
    lines
}

/// Whether the shared memory, thread count or prefetch registers of the kernel differ between
/// instantiations (of the kernel's template, or of the `__device__` function with the loop): then
/// the comment kpipe writes into the loop gives no numbers, which would be those of one of them.
fn numbers_depend_on_instantiation(rec: &Recognised, registers: &[Register]) -> bool {
    let scopes = std::iter::once(&rec.kernel).chain(rec.loop_fn.iter().map(|f| &f.scope));
    scopes.into_iter().any(|k| {
        let generic = k.symbols.generic();
        let differs = |e: &str| k.symbols.eval(e).is_ok() && generic.eval(e).is_err();
        k.shared
            .iter()
            .any(|a| a.bytes(&k.symbols).is_ok() && a.bytes(&generic).is_err())
            || k.threads_claim.as_ref().is_some_and(|c| differs(&c.expr))
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

fn summary(
    analysis: &Analysis,
    decision: &Decision,
    launch: Option<&crate::analysis::dynamic::LaunchChange>,
) -> String {
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
    let mut s = format!(
        "Shared memory per block: {} -> {} bytes ({}: {} -> {} blocks/SM).",
        analysis.smem_single,
        smem_after,
        analysis.arch,
        analysis.cliff.single.blocks_per_sm,
        occupancy.blocks_per_sm
    );
    if let Some(m) = &analysis.moved {
        s.push_str(&format!(
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
        ));
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
    } else if let Some(d) = &analysis.dynamic {
        if decision.form == Form::DoubleBuffer && decision.stages > 2 {
            let n = decision.stages;
            s.push_str(&format!(
                "\n// The tiles are in dynamic shared memory (`{}`): {}.\n// Stage s is the loop's view of `{}` moved by s x {} bytes ({}), so {} + {} x {} bytes.",
                d.buffer,
                d.launch_line(d.staged(n)),
                d.buffer,
                d.stride,
                d.offsets
                    .iter()
                    .map(|(n, o, u)| format!("{n} + s x {o} x {u} B"))
                    .collect::<Vec<_>>()
                    .join(", "),
                d.original,
                n - 1,
                d.stride
            ));
        } else if decision.form == Form::DoubleBuffer {
            s.push_str(&format!(
                "\n// The tiles are in dynamic shared memory (`{}`): {}.\n// Stage 1 is the loop's view of `{}` moved by {} bytes ({}), so {} + {} bytes.",
                d.buffer,
                d.launch_line(d.doubled),
                d.buffer,
                d.stride,
                d.offsets
                    .iter()
                    .map(|(n, o, u)| format!("{n} + {o} x {u} B"))
                    .collect::<Vec<_>>()
                    .join(", "),
                d.stride,
                d.original
            ));
        } else {
            s.push_str(&format!(
                "\n// The tiles are in dynamic shared memory (`{}`): one stage, so launch with {} bytes of dynamic shared memory, as before.",
                d.buffer, d.original
            ));
        }
    }
    if decision.variant == Variant::Ldg {
        if let Some(r) = analysis.prefetch_registers {
            s.push_str(&format!(" Prefetch registers: {r} per thread."));
        }
    }
    if decision.tuning.unroll > 1 && decision.stages > 2 {
        s.push_str(&format!("\n// The steady-state loop is unrolled by {} (--unroll), which changes nvcc's register allocation and\n// scheduling; measure both.", decision.tuning.unroll));
    } else if decision.tuning.unroll > 1 {
        s.push_str(&format!("\n// The steady-state loop is unrolled by {} (--unroll): each copy of the body names its stage\n// with a constant, which changes nvcc's register allocation and scheduling; measure both.", decision.tuning.unroll));
    }
    s
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
