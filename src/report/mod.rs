//! The report, Markdown for people and JSON for tools (the parts that need no toolchain; `verify` and `gpu` add the rest).

pub mod diff;

use crate::analysis::choose::{Form, Variant};
use crate::analysis::occupancy::Occupancy;
use crate::analysis::Analysis;
use crate::diagnostics::Diagnostic;
use serde::Serialize;
use std::fmt::Write as _;

/// Everything `apply`/`analyze` say about one run.
#[derive(Debug, Serialize)]
pub struct Report {
    pub file: String,
    pub analysis: Analysis,
    /// Where the rewritten file went (None for analyze or --dry-run).
    pub output: Option<String>,
    /// Why a rewrite that was made was not written (`--dry-run`, a failed GPU check, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_written: Option<String>,
    pub notes: Vec<String>,
    /// The unified diff (apply only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// nvcc and SASS checks (apply only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checks: Option<crate::prove::compile::Checks>,
    /// Numerics and benchmark on the GPU (apply only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu: Option<crate::prove::gpu::GpuChecks>,
    /// How many stages a cp.async ring would get, and why (apply with cp.async, without `--stages`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage_plan: Option<crate::analysis::stages::StagePlan>,
    /// A template kernel's instantiations in the file, each checked with the same rewrite.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub instances: Vec<crate::pipeline::instances::InstanceRow>,
}

impl Report {
    /// The report of a static run (`transform`'s outcome), before any file is written or proof made.
    pub fn of(file: String, outcome: crate::pipeline::Outcome) -> Report {
        Report {
            file,
            analysis: outcome.analysis,
            output: None,
            not_written: None,
            notes: outcome.notes,
            diff: None,
            checks: None,
            gpu: None,
            stage_plan: None,
            instances: outcome.instances,
        }
    }
}

fn kb(bytes: u64) -> String {
    format!("{bytes} B ({:.1} KB)", bytes as f64 / 1024.0)
}

/// "two stages", or "3 stages" for the cp.async ring of `--stages 3`.
fn stages_word(stages: u32) -> String {
    if stages <= 2 {
        "two stages".to_string()
    } else {
        format!("{stages} stages")
    }
}

fn opt(v: Option<u64>) -> String {
    v.map_or("unknown".to_string(), |v| v.to_string())
}

pub fn markdown(report: &Report) -> String {
    let a = &report.analysis;
    let mut s = String::new();
    let _ = writeln!(s, "# kpipe report: {}\n", report.file);
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
    if report.not_run_on_gpu() {
        let _ = writeln!(
            s,
            "**Not run on the GPU.** A GPU is here, but kpipe does not know how to launch this kernel, so the rewrite rests on nvcc and the SASS alone (exit code 8). Add the `// kpipe:` directive the GPU section gives, or pass `--require-gpu` to make this an error.\n"
        );
    }
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

    dynamic_section(&mut s, a);
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
    row(&mut s, "shared memory per block", &|o| kb(o.smem_per_block));
    row(&mut s, "blocks/SM by shared memory", &|o| {
        if o.fits {
            o.by_smem.to_string()
        } else {
            "does not fit".into()
        }
    });
    row(&mut s, "blocks/SM by warps", &|o| opt(o.by_warps));
    row(&mut s, "blocks/SM by block limit", &|o| {
        o.by_blocks.to_string()
    });
    row(&mut s, "blocks/SM by registers", &|o| {
        o.by_registers
            .map_or("unknown (needs ptxas)".into(), |r| r.to_string())
    });
    row(&mut s, "**blocks/SM**", &|o| {
        format!("**{}** ({})", o.blocks_per_sm, o.limit)
    });
    row(&mut s, "active warps/SM", &|o| opt(o.active_warps));
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
    if let Some(p) = &report.stage_plan {
        stages_section(&mut s, p);
    }
    instances_section(&mut s, a, &report.instances);

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

    let _ = writeln!(s, "\n## Decision\n");
    match &a.decision {
        Some(d) => {
            let ring_form: String;
            let form = match (d.variant, d.form) {
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
                    ring_form = format!(
                        "cp.async, {} stages (a ring), one barrier per iteration, the wait at the top",
                        d.stages
                    );
                    &ring_form
                }
                (Variant::CpAsync, _) => match d.tuning.cp_async_wait {
                    crate::analysis::choose::CpAsyncWait::Top => {
                        "cp.async, two stages, one barrier per iteration, the wait at the top"
                    }
                    crate::analysis::choose::CpAsyncWait::AfterCompute => {
                        "cp.async, two stages, one barrier per iteration, the wait after the compute"
                    }
                },
            };
            let _ = writeln!(
                s,
                "Variant **{}** ({form}{}){}.\n",
                d.variant.name(),
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
        None => {
            let _ = writeln!(s, "No variant applies.");
        }
    }
    if let Some(checks) = &report.checks {
        checks_section(&mut s, checks);
    }
    if let Some(gpu) = &report.gpu {
        gpu_section(&mut s, gpu);
    }
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
    if let Some(out) = report.output.as_deref().filter(|o| *o != "-") {
        // The `--host` files whose launches kpipe edited are written with the kernel's file.
        let hosts: Vec<String> = a
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
    s
}

/// The version of the JSON that `--json` prints; it changes when a field changes meaning or goes.
pub const SCHEMA_VERSION: u32 = 1;

/// The one JSON object `--json` prints for a run: the report when there is one, the error when the
/// run failed (its K-code, message, location and help), the exit code and the schema version.
/// Where the tiles are in dynamic shared memory: the size the rewrite's launch must pass, first.
fn dynamic_section(s: &mut String, a: &crate::analysis::Analysis) {
    moved_section(s, a);
    let Some(d) = &a.dynamic else { return };
    let two = a
        .decision
        .as_ref()
        .is_none_or(|d| d.form == crate::analysis::choose::Form::DoubleBuffer);
    let _ = writeln!(s, "## Dynamic shared memory\n");
    let _ = writeln!(
        s,
        "The K-loop's tiles are in the `extern __shared__` buffer `{}`: {} bytes at launch (`{}`, from {}).",
        d.buffer, d.original, d.original_expr, d.source
    );
    let stages = a.decision.as_ref().map_or(2, |d| d.stages);
    if two && stages > 2 {
        let bytes = d.staged(stages);
        let _ = writeln!(
            s,
            "**Launch the rewritten kernel with {bytes} bytes of dynamic shared memory** (was {}): stage s of the ring of {stages} is the loop's view of `{}` moved by s x {} bytes ({} rounded up to a multiple of 128 and of each tile's unit), so {} + {} x {} = {bytes} bytes: max({stages} x the loop's tiles, the use after the loop), with the loop's tiles taken as the whole buffer the original launch passes.",
            d.original, d.buffer, d.stride, d.original, d.original, stages - 1, d.stride
        );
        if bytes > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT {
            let _ = writeln!(
                s,
                "\nAbove 48 KB the launch needs `cudaFuncSetAttribute({}, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes})` first.",
                a.kernel
            );
        }
    } else if two {
        let _ = writeln!(
            s,
            "**Launch the rewritten kernel with {} bytes of dynamic shared memory** (was {}): the second stage is the loop's view of `{}` moved by {} bytes ({} rounded up to a multiple of 128 and of each tile's unit), so {} + {} = {} bytes: max(2 x the loop's tiles, the use after the loop), with the loop's tiles taken as the whole buffer the original launch passes.",
            d.doubled, d.original, d.buffer, d.stride, d.original, d.stride, d.original, d.doubled
        );
        if d.doubled > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT {
            let _ = writeln!(
                s,
                "\nAbove 48 KB the launch needs `cudaFuncSetAttribute({}, cudaFuncAttributeMaxDynamicSharedMemorySize, {})` first.",
                a.kernel, d.doubled
            );
        }
    } else {
        let _ = writeln!(
            s,
            "One stage (single-buffer form): launch with {} bytes of dynamic shared memory, as before.",
            d.original
        );
    }
    if d.reused_after_loop {
        let _ = writeln!(
            s,
            "\nThe buffer is used again after the K-loop (a staging tile): those uses keep their addresses, inside the first {} bytes.",
            d.original
        );
    }
    let _ = writeln!(s);
}

/// Static tiles moved to dynamic shared memory: where each is, and what the launch passes.
fn moved_section(s: &mut String, a: &crate::analysis::Analysis) {
    let Some(m) = &a.moved else { return };
    let _ = writeln!(s, "## Dynamic shared memory (tiles moved)\n");
    let _ = writeln!(
        s,
        "The K-loop's static tiles move into one `extern __shared__` buffer `{}` of **{} bytes**, carved into typed views (`T (&As)[stages][..]`) that keep the compute code's indexing; each tile starts at a multiple of max(128, its alignment){}:\n",
        m.buffer,
        m.bytes,
        if m.original > 0 {
            format!(
                ", after the {} bytes the kernel's own `extern __shared__` buffer uses (every `extern __shared__` array starts at the same address)",
                m.base
            )
        } else {
            String::new()
        }
    );
    let _ = writeln!(s, "| tile | offset | stages x bytes | alignment |");
    let _ = writeln!(s, "|---|---|---|---|");
    for t in &m.tiles {
        let _ = writeln!(
            s,
            "| `{}` | {} | {} x {} | {} |",
            t.name, t.offset, m.stages, t.stage_bytes, t.align
        );
    }
    let _ = writeln!(s);
    match &a.launch_change {
        Some(c) if c.edited && !c.hosts.is_empty() => {
            if !c.edited_lines.is_empty() {
                let _ = writeln!(
                    s,
                    "kpipe edited the launch{} of `{}` in the file (line {}): {} bytes as the third launch argument.\n",
                    if c.edited_lines.len() > 1 { "es" } else { "" },
                    a.kernel,
                    line_list(&c.edited_lines),
                    c.bytes,
                );
            }
            for h in &c.hosts {
                let _ = writeln!(
                    s,
                    "kpipe edited the launch{} of `{}` in {} (--host, line {}): {} bytes as the third launch argument{}; {}.\n",
                    if h.edited_lines.len() > 1 { "es" } else { "" },
                    a.kernel,
                    h.file,
                    line_list(&h.edited_lines),
                    c.bytes,
                    attribute_note(c.bytes),
                    match &h.output {
                        Some(o) if o == &h.file => format!("{} is rewritten in place", h.file),
                        Some(o) => format!("written to {o}"),
                        None => "shown in the diff, not written".to_string(),
                    }
                );
            }
        }
        Some(c) if c.edited => {
            let _ = writeln!(
                s,
                "kpipe edited the launch{} of `{}` in the file (line {}): {} bytes as the third launch argument{}.\n",
                if c.edited_lines.len() > 1 { "es" } else { "" },
                a.kernel,
                line_list(&c.edited_lines),
                c.bytes,
                attribute_note(c.bytes)
            );
        }
        Some(c) if c.pending() => {
            let _ = writeln!(
                s,
                "The launch must pass {} bytes (the lines to add are at the top of this report).\n",
                c.bytes
            );
        }
        _ => {}
    }
}

/// The exit code of a run that made this report: the error's, else 8 when a rewrite exists that a GPU
/// here did not run, else 0.
pub fn exit_code(report: Option<&Report>, error: Option<&Diagnostic>) -> i32 {
    use crate::diagnostics::exit;
    match (error, report) {
        (Some(e), _) => e.kind.exit_code(),
        (None, Some(r)) if r.launch_must_change() => exit::LAUNCH_MUST_CHANGE,
        (None, Some(r)) if r.not_run_on_gpu() => exit::NOT_RUN_ON_GPU,
        _ => exit::OK,
    }
}

impl Report {
    /// A rewrite exists (written, printed or shown) whose launch must change, and kpipe did not
    /// change it: not a drop-in replacement.
    pub fn launch_must_change(&self) -> bool {
        self.diff.is_some()
            && self
                .analysis
                .launch_change
                .as_ref()
                .is_some_and(|c| c.pending())
    }

    /// A rewrite exists (written, printed or shown), a GPU is here, and it did not run the rewrite.
    pub fn not_run_on_gpu(&self) -> bool {
        self.diff.is_some() && matches!(self.gpu, Some(crate::prove::gpu::GpuChecks::NotRun { .. }))
    }
}

pub fn json(report: Option<&Report>, file: &str, error: Option<&Diagnostic>) -> String {
    let mut object = match report.map(serde_json::to_value) {
        Some(Ok(serde_json::Value::Object(map))) => map,
        _ => serde_json::Map::new(),
    };
    object.insert("schema_version".into(), SCHEMA_VERSION.into());
    object.insert("file".into(), file.into());
    object.insert("exit_code".into(), exit_code(report, error).into());
    // The launch the rewrite needs, at the top level for tools: `required`, `edited`, `lines`.
    if let Some(change) = report.and_then(|r| r.analysis.launch_change.as_ref()) {
        if let Ok(value) = serde_json::to_value(change) {
            object.insert("launch_change".into(), value);
        }
    }
    let error = error.map_or(serde_json::Value::Null, |e| {
        serde_json::json!({
            "code": e.kind.code(),
            "kind": e.kind,
            "message": e.message,
            "file": e.file,
            "line": e.line,
            "column": e.column,
            "notes": e.notes,
            "help": e.help,
        })
    });
    object.insert("error".into(), error);
    serde_json::to_string_pretty(&object).expect("the report serialises")
}

fn checks_section(s: &mut String, checks: &crate::prove::compile::Checks) {
    use crate::prove::compile::Checks;
    let _ = writeln!(s, "\n## Compile and SASS\n");
    let v = match checks {
        Checks::Skipped { reason } => {
            let _ = writeln!(s, "{reason}");
            return;
        }
        Checks::Done(v) => v,
    };
    let _ = writeln!(s, "Compiled for {} with nvcc ({}).\n", v.arch, v.nvcc);
    let _ = writeln!(s, "| | original | rewritten |");
    let _ = writeln!(s, "|---|---|---|");
    let res = |b: &crate::prove::compile::Build,
               f: &dyn Fn(&crate::toolchain::nvcc::Resources) -> String| {
        b.resources.as_ref().map_or("?".to_string(), f)
    };
    type Cell<'a> = &'a dyn Fn(&crate::toolchain::nvcc::Resources) -> String;
    let rows: [(&str, Cell); 4] = [
        ("registers", &|r| r.registers.to_string()),
        ("shared memory", &|r| format!("{} B", r.smem_bytes)),
        ("stack frame", &|r| format!("{} B", r.stack_bytes)),
        ("spill stores / loads", &|r| {
            format!("{} / {} B", r.spill_stores, r.spill_loads)
        }),
    ];
    for (name, f) in rows {
        let _ = writeln!(
            s,
            "| {name} | {} | {} |",
            res(&v.original, f),
            res(&v.rewritten, f)
        );
    }
    let occ = |b: &crate::prove::compile::Build| {
        b.occupancy.as_ref().map_or("?".to_string(), |o| {
            format!("{} ({})", o.blocks_per_sm, o.limit)
        })
    };
    let _ = writeln!(
        s,
        "| blocks/SM with these registers | {} | {} |",
        occ(&v.original),
        occ(&v.rewritten)
    );
    let verdict = |b: &crate::prove::compile::Build| {
        b.sass.as_ref().map_or("?".to_string(), |r| {
            if r.overlap {
                "**overlap**".to_string()
            } else {
                "no overlap".to_string()
            }
        })
    };
    let _ = writeln!(
        s,
        "| SASS main loop | {} | {} |",
        verdict(&v.original),
        verdict(&v.rewritten)
    );
    let mix = |b: &crate::prove::compile::Build| {
        b.sass.as_ref().map_or("?".to_string(), |r| {
            r.mix
                .iter()
                .map(|(k, n)| format!("{k} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    let _ = writeln!(
        s,
        "| instructions per iteration | {} | {} |",
        mix(&v.original),
        mix(&v.rewritten)
    );
    let ratio = |b: &crate::prove::compile::Build| {
        b.sass
            .as_ref()
            .and_then(|r| {
                r.compute_per_load
                    .map(|x| (x, r.ratio_class.clone().unwrap_or_default()))
            })
            .map_or("?".to_string(), |(x, class)| format!("{x:.1}, {class}"))
    };
    let _ = writeln!(
        s,
        "| compute per global load | {} | {} |",
        ratio(&v.original),
        ratio(&v.rewritten)
    );
    let cover = |b: &crate::prove::compile::Build| {
        b.sass
            .as_ref()
            .and_then(|r| r.load_cover)
            .map_or("-".to_string(), |c| format!("{:.0}%", c * 100.0))
    };
    let _ = writeln!(
        s,
        "| load cover (compute after the least-hidden load, per phase) | {} | {} |",
        cover(&v.original),
        cover(&v.rewritten)
    );
    for (name, b) in [("original", &v.original), ("rewritten", &v.rewritten)] {
        if let Some(r) = &b.sass {
            let _ = writeln!(s, "\nSASS, {name}: {}.", r.reason);
        }
    }
    if let Some(r) = &v.rewritten.sass {
        if !r.excerpt.is_empty() {
            let _ = writeln!(
                s,
                "\nRewritten main loop (runs of one opcode collapsed):\n\n```"
            );
            for line in r.excerpt.iter().take(60) {
                let _ = writeln!(s, "{line}");
            }
            if r.excerpt.len() > 60 {
                let _ = writeln!(s, "... ({} more lines)", r.excerpt.len() - 60);
            }
            let _ = writeln!(s, "```");
        }
    }
    for w in &v.warnings {
        let _ = writeln!(s, "\n- warning: {w}");
    }
}

fn gpu_section(s: &mut String, gpu: &crate::prove::gpu::GpuChecks) {
    use crate::prove::gpu::GpuChecks;
    let _ = writeln!(s, "\n## GPU\n");
    let r = match gpu {
        GpuChecks::Skipped { reason } => {
            let _ = writeln!(s, "{reason}");
            return;
        }
        GpuChecks::NotRun { reason } => {
            let _ = writeln!(s, "**not run** (a GPU is here): {reason}");
            return;
        }
        GpuChecks::Failed { reason } => {
            let _ = writeln!(s, "**failed**: {reason}");
            return;
        }
        GpuChecks::Done(r) => r,
    };
    let _ = writeln!(
        s,
        "{} ({} SMs). Launch {}.\n",
        r.device.name, r.device.sms, r.launch
    );
    let _ = writeln!(s, "| M x N x K | original vs float64 (max abs / max rel) | every element written | rewrite bit-identical |");
    let _ = writeln!(s, "|---|---|---|---|");
    for c in &r.sizes {
        let _ = writeln!(
            s,
            "| {}x{}x{} | {:.2e} / {:.2e}{} | {} | {} |",
            c.m,
            c.n,
            c.k,
            c.original.max_abs,
            c.original.max_rel,
            match (c.original_ok, c.original.first_failure) {
                (true, _) => String::new(),
                (false, Some((row, col))) =>
                    format!(" **outside tolerance** first at C[{row}][{col}]"),
                (false, None) => " **outside tolerance**".to_string(),
            },
            if c.original.unwritten == 0 {
                "yes".to_string()
            } else {
                format!("**no** ({} left)", c.original.unwritten)
            },
            match c.first_difference {
                None => "yes".to_string(),
                Some((row, col)) => format!("**no**, first difference at C[{row}][{col}]"),
            }
        );
    }
    let failing: Vec<_> = r.sizes.iter().filter(|c| !c.original_ok).collect();
    let max_scaled = failing
        .iter()
        .map(|c| c.original.max_scaled)
        .fold(0.0, f64::max);
    // Errors far below the scale of the sums are rounding, not a wrong launch or kernel.
    let only_precision = !failing.is_empty()
        && failing.iter().all(|c| c.original.unwritten == 0)
        && max_scaled < 1e-2;
    if only_precision {
        let _ = writeln!(s, "
The original is outside the dtype tolerance at the sizes marked above, but its largest error is {max_scaled:.1e} of the sum of |a·b| behind each element: it computes the right product with less precision than the tolerance assumes (for example it accumulates or stores in half precision), and the launch is right. The rewrite is compared with it byte for byte.");
    } else if !failing.is_empty() {
        if r.launch.starts_with("inferred") {
            let _ = writeln!(s, "\nThe original's output does not match the float64 reference with the inferred launch: part of the guess (row-major layouts, the grid's orientation, the block, the dtypes: see the launch above) is probably wrong for this kernel. Add a `// kpipe:` directive that says how to launch it (the inferred one above is a start); the rewrite is still compared byte for byte with the original above.");
        } else {
            let _ = writeln!(s, "\n**The original kernel is wrong before kpipe touched it**: its output is outside the tolerance of the float64 reference (or leaves elements unwritten) at the sizes marked above. Fix it (or its `// kpipe:` directive) first.");
        }
    }
    match &r.sanitizer {
        Some(Ok(results)) => {
            for t in results {
                let _ = writeln!(
                    s,
                    "\ncompute-sanitizer {} on the rewrite: {} ({}).",
                    t.tool,
                    if t.clean { "clean" } else { "**hazards**" },
                    t.summary
                );
            }
        }
        Some(Err(why)) => {
            let _ = writeln!(s, "\ncompute-sanitizer: {why}.");
        }
        None => {}
    }
    if let Some(b) = &r.bench {
        let _ = writeln!(s, "\nBenchmark, {}x{}x{}, median of {} runs per version (CUDA events, 3 rotating input sets, versions interleaved), run-to-run spread {:.1}%:\n", b.m, b.n, b.k, b.runs, b.spread * 100.0);
        let _ = writeln!(s, "| Variant | GFLOPS | Speedup vs Baseline |");
        let _ = writeln!(s, "|---|---|---|");
        for row in &b.rows {
            let _ = writeln!(
                s,
                "| {} | {:.0} | x{:.2} |",
                row.variant, row.gflops, row.speedup
            );
        }
    }
}

/// `12, 40`: the lines of the edited launches.
fn line_list(lines: &[usize]) -> String {
    lines
        .iter()
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What an edited launch above 48 KB also got.
fn attribute_note(bytes: u64) -> &'static str {
    if bytes > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT {
        ", after `cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)`"
    } else {
        ""
    }
}

/// The stage table: per stage count, shared memory, blocks/SM by each limit, waves, and the choice.
pub fn stages_section(s: &mut String, p: &crate::analysis::stages::StagePlan) {
    let [m, n, k] = p.size;
    let _ = writeln!(s, "\n## Stages\n");
    let grid = p
        .grid_blocks
        .map_or("the grid is unknown (no launch)".to_string(), |g| {
            format!("{g} blocks at {m}x{n}x{k}")
        });
    let _ = writeln!(s, "Grid: {grid}; {}.\n", p.sms_source);
    let _ = writeln!(
        s,
        "| stages | shared memory/block | blocks/SM by shared memory | by registers | by warps | **blocks/SM** | waves | |"
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|");
    for r in &p.rows {
        let o = &r.occupancy;
        let mut notes = Vec::new();
        if r.stages == 1 {
            notes.push("the original".to_string());
        }
        if r.dynamic {
            notes.push("dynamic shared memory (above 48 KB)".to_string());
        }
        if r.crosses_cliff {
            notes.push("**crosses the cliff**".to_string());
        }
        if r.stages == p.chosen {
            notes.push("**chosen**".to_string());
        }
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | **{}** | {} | {} |",
            r.stages,
            kb(r.smem_per_block),
            if o.fits {
                o.by_smem.to_string()
            } else {
                "does not fit".to_string()
            },
            o.by_registers
                .map_or("unknown (needs ptxas)".to_string(), |v| v.to_string()),
            opt(o.by_warps),
            o.blocks_per_sm,
            r.waves.map_or("-".to_string(), |w| format!("{w:.2}")),
            notes.join(", ")
        );
    }
    let _ = writeln!(s, "\n{} stages: {}.", p.chosen, p.reason);
}

/// One row per instantiation of a template kernel the file names: each was given the same rewrite
/// (`instances.rs`).
fn instances_section(
    s: &mut String,
    a: &Analysis,
    instances: &[crate::pipeline::instances::InstanceRow],
) {
    if instances.is_empty() {
        return;
    }
    let _ = writeln!(
        s,
        "\n## Instantiations\n\nThe rewrite edits the template: kpipe made it for each instantiation the file names, and it is the same text for each. The first row is the instantiation the report analyses (and the GPU section runs); with a GPU and no directive, each other one runs with its own inferred launch.\n"
    );
    let _ = writeln!(
        s,
        "| instantiation | shared memory per block | blocks/SM ({}) | cliff | prefetch registers | launch bytes | registers (ptxas) | SASS | GPU |",
        a.arch
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|---|");
    for r in instances {
        let registers = r.registers.map_or("-".to_string(), |[a, b]| {
            format!(
                "{a} -> {b}{}",
                if r.new_spills { ", new spills" } else { "" }
            )
        });
        let sass = match (r.sass_overlap, r.load_cover) {
            (Some(true), Some(c)) => format!("overlap, cover {:.0}%", c * 100.0),
            (Some(true), None) => "overlap".to_string(),
            (Some(false), _) => "**no overlap**".to_string(),
            (None, _) => "-".to_string(),
        };
        let gpu = r.gpu.clone().unwrap_or_else(|| "-".to_string());
        let _ = writeln!(
            s,
            "| `{}` | {} -> {} B | {} -> {} | {} | {} | {} | {registers} | {sass} | {gpu} |",
            r.name,
            r.smem_before,
            r.smem_after,
            r.blocks_before,
            r.blocks_after,
            if r.crosses_cliff { "yes" } else { "no" },
            r.prefetch_registers
                .map_or("-".to_string(), |p| p.to_string()),
            r.launch_bytes.map_or("-".to_string(), |b| b.to_string()),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu::data::Comparison;
    use crate::gpu::run::SizeCheck;
    use crate::prove::gpu::{GpuChecks, GpuReport};

    fn report(launch: &str, original_ok: bool) -> GpuChecks {
        GpuChecks::Done(Box::new(GpuReport {
            device: crate::gpu::GpuInfo {
                name: "NVIDIA H100 80GB HBM3".into(),
                compute_capability: (9, 0),
                sms: 132,
                smem_per_sm: 233_472,
            },
            sizes: vec![SizeCheck {
                m: 128,
                n: 128,
                k: 8,
                original: Comparison {
                    max_abs: if original_ok { 1e-6 } else { 3.0 },
                    max_rel: 1e-6,
                    first_failure: (!original_ok).then_some((0, 64)),
                    unwritten: 0,
                    max_scaled: if original_ok { 1e-7 } else { 0.5 },
                },
                original_ok,
                bit_identical: true,
                first_difference: None,
            }],
            bench: None,
            launch: launch.into(),
            spec: None,
            sanitizer: None,
        }))
    }

    #[test]
    fn the_gpu_section_says_where_the_launch_came_from() {
        let mut s = String::new();
        gpu_section(&mut s, &report("inferred (row-major A, B, C; checked at M = N; grid M/BM x N/BN from `cRow * BM * K` (blockIdx.x walks M)): `// kpipe: ...`", false));
        assert!(s.contains("Launch inferred (row-major A, B, C; checked at M = N; grid M/BM x N/BN from `cRow * BM * K`"), "{s}");
        assert!(
            s.contains("with the inferred launch: part of the guess"),
            "{s}"
        );
        assert!(!s.contains("wrong before kpipe touched it"), "{s}");
        let mut s = String::new();
        gpu_section(&mut s, &report("from the directive at line 3", false));
        assert!(s.contains("wrong before kpipe touched it"), "{s}");
        assert!(s.contains("**outside tolerance** first at C[0][64]"), "{s}");
        let mut s = String::new();
        gpu_section(&mut s, &report("from the directive at line 3", true));
        assert!(!s.contains("wrong before") && !s.contains("guess"), "{s}");
        // Outside the tolerance by rounding only: said as such, whatever the launch's source.
        let mut precise = report("inferred (...)", false);
        if let GpuChecks::Done(r) = &mut precise {
            r.sizes[0].original.max_scaled = 7e-4;
        }
        let mut s = String::new();
        gpu_section(&mut s, &precise);
        assert!(
            s.contains("less precision than the tolerance assumes"),
            "{s}"
        );
        assert!(!s.contains("guess") && !s.contains("wrong before"), "{s}");
        // A skip carries the directive to add, as prove() wrote it.
        let mut s = String::new();
        gpu_section(
            &mut s,
            &GpuChecks::Skipped {
                reason: "skipped: ... (the thread count is unknown: ...). Add this directive to the file, with each `?` replaced (see the README):\n\n    // kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=? multiple=64,64,8".into(),
            },
        );
        assert!(s.ends_with("\n    // kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=? multiple=64,64,8\n"), "{s:?}");
    }

    /// A rewrite a GPU here did not run is exit 8, said first in the report and in the JSON; without a
    /// GPU on the machine the same report is exit 0.
    #[test]
    fn a_rewrite_the_gpu_here_did_not_run_is_exit_8_and_said_first() {
        let text = include_str!("../../kernels/sgemm_32x32_two_iv.cu");
        let request = crate::Request {
            kernel: None,
            variant: crate::analysis::choose::VariantRequest::Ldg,
            arch: crate::analysis::arch::by_name("sm_86").unwrap(),
            defines: &[],
            rewrite: true,
            tuning: Default::default(),
        };
        let outcome = crate::transform(text, &request).unwrap();
        let new = outcome.rewritten.clone().unwrap();
        let make = |gpu: GpuChecks| Report {
            file: "k.cu".into(),
            analysis: outcome.analysis.clone(),
            output: None,
            not_written: Some("--dry-run".into()),
            notes: vec![],
            diff: Some(crate::report::diff::unified(text, &new, "a", "b")),
            checks: None,
            gpu: Some(gpu),
            stage_plan: None,
            instances: Vec::new(),
        };
        let not_run = make(GpuChecks::NotRun {
            reason: "no `// kpipe:` launch directive in the file".into(),
        });
        assert_eq!(exit_code(Some(&not_run), None), 8);
        let md = markdown(&not_run);
        assert!(
            md.lines()
                .nth(2)
                .unwrap()
                .starts_with("**Not run on the GPU.**"),
            "{md}"
        );
        let v: serde_json::Value =
            serde_json::from_str(&json(Some(&not_run), "k.cu", None)).unwrap();
        assert_eq!(v["exit_code"], 8);
        assert_eq!(v["gpu"]["status"], "not-run");
        let no_gpu = make(GpuChecks::Skipped {
            reason: "skipped: no GPU".into(),
        });
        assert_eq!(exit_code(Some(&no_gpu), None), 0);
        assert!(!markdown(&no_gpu).contains("Not run on the GPU"));
    }
}
