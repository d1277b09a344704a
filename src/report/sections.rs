//! The report's analysis sections, for `--verbose` and the golden reports: the kernel and its loop,
//! the tiles, shared memory and occupancy, the compute/load ratio, the loads, and the decision.

use super::{kb, opt, stages_word, Report};
use crate::analysis::choose::{Decision, Form, Variant};
use crate::analysis::occupancy::Occupancy;
use crate::analysis::Analysis;
use std::fmt::Write as _;

/// The lines the caller must add when kpipe could not edit the launch, first: the rewrite is not
/// a drop-in replacement.
pub(super) fn launch_banner(s: &mut String, a: &Analysis) {
    if let Some(c) = a.launch_change.as_ref().filter(|c| c.pending()) {
        let _ = writeln!(
            s,
            "**The launch must change: the rewrite is not a drop-in replacement (exit code 9).** The rewritten kernel needs {} bytes of dynamic shared memory (the original: {}), and {}. The caller must launch it so:\n",
            c.bytes,
            c.original,
            c.why_not_edited.clone().unwrap_or_default()
        );
        let _ = writeln!(s, "```cuda");
        for l in &c.lines {
            let _ = writeln!(s, "{l}");
        }
        let _ = writeln!(s, "```\n");
    }
}

/// A GPU is here and did not run the rewrite: said before anything else.
pub(super) fn not_run_banner(s: &mut String, report: &Report) {
    if report.not_run_on_gpu() {
        let _ = writeln!(
            s,
            "**Not run on the GPU.** A GPU is here, but kpipe does not know how to launch this kernel, so the rewrite rests on nvcc and the SASS alone (exit code 8). Add the `// kpipe:` directive the GPU section gives, or pass `--require-gpu` to make this an error.\n"
        );
    }
}

/// The kernel, its K-loop (and the `__device__` function holding it), and the induction variables.
pub(super) fn kernel_lines(s: &mut String, a: &Analysis) {
    let _ = writeln!(
        s,
        "Kernel `{}` (line {}){}, K-loop at line {}: `{}`",
        a.kernel,
        a.kernel_line,
        a.instantiation.as_ref().map_or(String::new(), |i| format!(
            ", analysed as `{}{}`",
            a.kernel, i
        )),
        a.loop_line,
        a.loop_header
    );
    if let Some(f) = &a.loop_function {
        let _ = writeln!(
            s,
            "The K-loop is in `__device__` function `{}` (line {}){}, which the kernel calls {}: the rewrite stays inside it.",
            f.name,
            f.line,
            f.instantiation
                .as_ref()
                .map_or(String::new(), |i| format!(", analysed as `{}{}`", f.name, i)),
            match f.calls {
                1 => "once".to_string(),
                n => format!("{n} times (each call runs its own prologue and epilogue)"),
            }
        );
    }
    let _ = writeln!(
        s,
        "Induction: {}{}.\n",
        a.induction_vars.join(", "),
        if a.bumps.is_empty() {
            String::new()
        } else {
            format!("; pointer bumps: {}", a.bumps.join(", "))
        }
    );
}

/// One row per tile: its type, dimensions (or stage offset in a dynamic buffer) and bytes.
pub(super) fn tiles_section(s: &mut String, a: &Analysis) {
    let _ = writeln!(s, "## Tiles\n");
    let _ = writeln!(s, "| tile | type | dims | bytes | line |");
    let _ = writeln!(s, "|---|---|---|---|---|");
    for t in &a.tiles {
        if let Some((_, offset, unit)) = a
            .dynamic
            .as_ref()
            .and_then(|d| d.offsets.iter().find(|(n, _, _)| *n == t.name))
        {
            let _ = writeln!(
                s,
                "| `{}` | {} | dynamic: stage offset {offset} x {unit} B | {} per stage | {} |",
                t.name, t.elem_type, t.bytes, t.line
            );
            continue;
        }
        let dims: Vec<String> = t.dims.iter().map(|d| d.to_string()).collect();
        let _ = writeln!(
            s,
            "| `{}` | {} | [{}] | {} | {}{} |",
            t.name,
            t.elem_type,
            dims.join("][").replace(", ", ""),
            t.bytes,
            t.line,
            if t.declared_in_loop {
                " (in the loop: hoisted)"
            } else {
                ""
            }
        );
    }
}

/// Shared memory and blocks/SM by each limit for one stage and for the rewrite's stages, the
/// cliff, and the same for every architecture.
pub(super) fn occupancy_section(s: &mut String, a: &Analysis) {
    let _ = writeln!(s, "\n## Shared memory and occupancy ({})\n", a.arch);
    let _ = writeln!(
        s,
        "Threads per block: {}{}.\n",
        opt(a.threads),
        a.threads_source
            .as_ref()
            .map_or(String::new(), |src| format!(" (from {src})"))
    );
    let staged = stages_word(a.stages);
    let _ = writeln!(s, "| | one stage | {staged} |");
    let _ = writeln!(s, "|---|---|---|");
    let (one, two) = (&a.cliff.single, &a.cliff.doubled);
    let row = |s: &mut String, name: &str, f: &dyn Fn(&Occupancy) -> String| {
        let _ = writeln!(s, "| {name} | {} | {} |", f(one), f(two));
    };
    row(s, "shared memory per block", &|o| kb(o.smem_per_block));
    row(s, "blocks/SM by shared memory", &|o| {
        if o.fits {
            o.by_smem.to_string()
        } else {
            "does not fit".into()
        }
    });
    row(s, "blocks/SM by warps", &|o| opt(o.by_warps));
    row(s, "blocks/SM by block limit", &|o| o.by_blocks.to_string());
    row(s, "blocks/SM by registers", &|o| {
        o.by_registers
            .map_or("unknown (needs ptxas)".into(), |r| r.to_string())
    });
    row(s, "**blocks/SM**", &|o| {
        format!("**{}** ({})", o.blocks_per_sm, o.limit)
    });
    row(s, "active warps/SM", &|o| opt(o.active_warps));
    let _ = writeln!(
        s,
        "\nCliff: {}\n",
        if a.cliff.crosses_cliff {
            format!(
                "**yes**: {staged} drop {} from {} to {} blocks/SM",
                a.arch, one.blocks_per_sm, two.blocks_per_sm
            )
        } else {
            format!(
                "no ({} -> {} blocks/SM)",
                one.blocks_per_sm, two.blocks_per_sm
            )
        }
    );
    let _ = writeln!(
        s,
        "| arch | blocks/SM, one stage | blocks/SM, {staged} | cliff |"
    );
    let _ = writeln!(s, "|---|---|---|---|");
    for c in &a.cliff_all {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} |",
            c.arch,
            c.single.blocks_per_sm,
            if c.doubled.fits {
                c.doubled.blocks_per_sm.to_string()
            } else {
                "does not fit".into()
            },
            if c.crosses_cliff { "yes" } else { "no" }
        );
    }
}

/// The compute/load ratio of the tiles, as FLOP per byte loaded.
pub(super) fn ratio_section(s: &mut String, a: &Analysis) {
    let _ = writeln!(s, "\n## Compute/load ratio\n");
    match &a.ratio {
        Some(r) => {
            let _ = writeln!(
                s,
                "BM={} BN={} BK={}, {} B elements: 2*{}*{}*{} / (({}*{} + {}*{}) * {}) = **{:.1} FLOP/B**, {}.",
                r.bm, r.bn, r.bk, r.elem_bytes, r.bm, r.bn, r.bk, r.bm, r.bk, r.bk, r.bn, r.elem_bytes,
                r.flop_per_byte,
                r.class.describe()
            );
        }
        None => {
            let _ = writeln!(
                s,
                "Unknown: the tiles do not read as a GEMM's A (BM x BK) and B (BK x BN)."
            );
        }
    }
}

/// One row per copy into a tile (its width, guard and cp.async form), the load loops, and the
/// registers register prefetch holds.
pub(super) fn loads_section(s: &mut String, a: &Analysis) {
    let _ = writeln!(s, "\n## Loads\n");
    let _ = writeln!(s, "| line | tile | stores | guarded | as cp.async |");
    let _ = writeln!(s, "|---|---|---|---|---|");
    for c in &a.copies {
        let _ = writeln!(
            s,
            "| {} | `{}` | {} | {} | {} |",
            c.line,
            c.tile,
            c.describe_layout(),
            if c.guarded { "yes (zero fill)" } else { "no" },
            match &c.cp_async {
                Ok(w) if c.is_contiguous_16() => format!("{w}-byte contiguous copy"),
                Ok(w) => format!("{w}-byte scattered copy"),
                Err(why) => format!("no: {why}"),
            }
        );
    }
    for l in &a.load_loops {
        let _ = writeln!(
            s,
            "\nLoad loop at line {}: {} iterations per thread{}.",
            l.line,
            l.trips
                .map_or("a non-constant number of".into(), |t| t.to_string()),
            match (&l.per_thread, l.trips) {
                (Some(basis), Some(_)) => format!(" (its start depends on the thread; the count is the same in every thread of {basis}, and the prefetch registers are sized for that block)"),
                _ => String::new(),
            }
        );
    }
    if let Some(r) = a.prefetch_registers {
        let _ = writeln!(
            s,
            "\nRegister prefetch holds {r} 32-bit registers per thread."
        );
    }
}

/// The variant chosen, its form, and the reasons.
pub(super) fn decision_section(s: &mut String, a: &Analysis) {
    let _ = writeln!(s, "\n## Decision\n");
    match &a.decision {
        Some(d) => decision_lines(s, d, &format!("Variant **{}**", d.variant.name())),
        None => {
            let _ = writeln!(s, "No variant applies.");
        }
    }
}

/// The proof that the rewrite computes what the original computes: what the symbolic executor ran.
pub(super) fn proof_section(s: &mut String, report: &super::Report) {
    if let Some(p) = &report.proof {
        let _ = writeln!(s, "\n## Proof of equality\n\n{p}.");
    }
}

/// The chosen variant on one line after `lead` (its form, unrolling, and whether it was measured),
/// then its reasons and warnings.
pub(super) fn decision_lines(s: &mut String, d: &Decision, lead: &str) {
    let _ = writeln!(
        s,
        "{lead} ({}{}){}.\n",
        decision_form(d),
        if d.tuning.unroll > 1 {
            format!(", the loop unrolled by {}", d.tuning.unroll)
        } else {
            String::new()
        },
        if d.static_choice {
            "; a static choice, not measured on a GPU"
        } else {
            ""
        }
    );
    for r in &d.reasons {
        let _ = writeln!(s, "- {r}");
    }
    for w in &d.warnings {
        let _ = writeln!(s, "- warning: {w}");
    }
}

/// The form of the chosen variant, in words.
pub(super) fn decision_form(d: &Decision) -> String {
    match (d.variant, d.form) {
        (Variant::Ldg, Form::DoubleBuffer)
            if d.tuning.ldg_issue == crate::analysis::choose::LdgIssue::Bottom =>
        {
            "register prefetch, two stages, the loads at the bottom of the loop, one barrier per iteration"
        }
        (Variant::Ldg, Form::DoubleBuffer) => {
            "register prefetch, two stages, one barrier per iteration"
        }
        (Variant::Ldg, Form::SingleBuffer) => {
            "register prefetch, single buffer (two barriers per iteration)"
        }
        (Variant::CpAsync, _) if d.stages > 2 => {
            let copies = match d.tuning.cp_async_wait {
                crate::analysis::choose::CpAsyncWait::Spread => {
                    ", the copies spread over the compute's k-steps"
                }
                _ => "",
            };
            return format!(
                "cp.async, {} stages (a ring), one barrier per iteration, the wait at the top{copies}",
                d.stages
            );
        }
        (Variant::CpAsync, _) => match d.tuning.cp_async_wait {
            crate::analysis::choose::CpAsyncWait::Top => {
                "cp.async, two stages, one barrier per iteration, the wait at the top"
            }
            crate::analysis::choose::CpAsyncWait::AfterCompute => {
                "cp.async, two stages, one barrier per iteration, the wait after the compute"
            }
            // Refused before a report (`rewrite::ring`): spreading needs a ring.
            crate::analysis::choose::CpAsyncWait::Spread => {
                "cp.async, two stages, the copies spread over the compute's k-steps"
            }
        },
    }
    .to_string()
}

/// The analysis' warnings and the run's notes.
pub(super) fn notes_section(s: &mut String, report: &Report) {
    let a = &report.analysis;
    let warnings: Vec<&String> = a.warnings.iter().chain(report.notes.iter()).collect();
    if !warnings.is_empty() || a.parse_errors_elsewhere > 0 {
        let _ = writeln!(s, "\n## Notes\n");
        for w in warnings {
            let _ = writeln!(s, "- {w}");
        }
        if a.parse_errors_elsewhere > 0 {
            let _ = writeln!(
                s,
                "- {} parse error(s) outside the kernel (e.g. host macros without `;`): ignored",
                a.parse_errors_elsewhere
            );
        }
    }
}

/// Where the rewrite went, or why nothing was written.
pub(super) fn ending(s: &mut String, report: &Report) {
    if let Some(out) = report.output.as_deref().filter(|o| *o != "-") {
        // The `--host` files whose launches kpipe edited are written with the kernel's file.
        let hosts: Vec<String> = report
            .analysis
            .launch_change
            .iter()
            .flat_map(|c| &c.hosts)
            .filter_map(|h| h.output.as_ref().map(|o| format!(" and `{o}`")))
            .collect();
        let _ = writeln!(s, "\nWrote `{out}`{}.", hosts.concat());
    }
    if let Some(why) = &report.not_written {
        let _ = writeln!(s, "\nNothing written: {why}.");
    }
}
