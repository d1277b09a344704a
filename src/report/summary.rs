//! The report's first screen: the decision, the four proofs (it compiles, the SASS overlaps, the
//! GPU computes the same bits, it is faster) and what the caller must change, in about 25 lines.
//! The tables and the SASS listing are in the full report (`--verbose`) and in `--json`.

use super::{sections, Report};
use crate::analysis::Analysis;
use crate::prove::compile::{Build, Checks, Verification};
use crate::prove::gpu::{GpuChecks, GpuReport};
use std::fmt::Write as _;

/// How many of the analysis' warnings and notes the first screen shows.
const SHOWN_NOTES: usize = 3;

/// The first screen of the report (what `apply` and `analyze` print without `--verbose`).
pub fn first_screen(report: &Report) -> String {
    let a = &report.analysis;
    let mut s = String::new();
    let _ = writeln!(s, "# kpipe report: {}\n", report.file);
    sections::launch_banner(&mut s, a);
    sections::not_run_banner(&mut s, report);
    kernel_line(&mut s, a);
    decision(&mut s, a);
    if report.checks.is_some() || report.gpu.is_some() {
        proofs(&mut s, report);
    }
    instantiations(&mut s, report);
    if report.diff.is_some() {
        caller(&mut s, a);
    }
    notes(&mut s, report);
    sections::ending(&mut s, report);
    let _ = writeln!(
        s,
        "\nTiles, occupancy, stages, loads and the SASS listing: `--verbose`; all of it as JSON: `--json`."
    );
    s
}

/// The kernel and its K-loop, on one line.
fn kernel_line(s: &mut String, a: &Analysis) {
    let instantiation = a
        .instantiation
        .as_ref()
        .map_or(String::new(), |i| format!(" (as `{}{i}`)", a.kernel));
    let function = a.loop_function.as_ref().map_or(String::new(), |f| {
        format!(" in `__device__` function `{}` (line {})", f.name, f.line)
    });
    let _ = writeln!(
        s,
        "Kernel `{}`{instantiation} (line {}), K-loop at line {}{function}.\n",
        a.kernel, a.kernel_line, a.loop_line
    );
}

/// The variant and why.
fn decision(s: &mut String, a: &Analysis) {
    let Some(d) = &a.decision else {
        let _ = writeln!(s, "No variant applies.");
        return;
    };
    sections::decision_lines(s, d, &format!("**Rewrite: {}**", d.variant.name()));
}

/// The proofs, one row each: equal (symbolic execution), compiles, overlaps, bit-identical, faster.
fn proofs(s: &mut String, report: &Report) {
    let _ = writeln!(s, "\n| proof | result |\n|---|---|");
    let (compiled, sass) = match &report.checks {
        Some(Checks::Done(v)) => (
            compiled(v, report.analysis.launch_dynamic_smem())
                + &v.flags.as_ref().map_or(String::new(), |f| format!("; {f}"))
                + &v.original
                    .device_only
                    .as_ref()
                    .map_or(String::new(), |d| format!("; {d}")),
            overlap(v),
        ),
        Some(Checks::Skipped { reason }) => (reason.clone(), "not checked: not compiled".into()),
        None => ("not checked".into(), "not checked".into()),
    };
    let (identical, faster) = match &report.gpu {
        Some(GpuChecks::Done(r)) => (identical(r), faster(r, report)),
        Some(GpuChecks::Skipped { reason }) => (reason.clone(), "not measured: no GPU run".into()),
        Some(GpuChecks::NotRun { reason }) => (
            format!("**not run** (a GPU is here): {}", first_sentence(reason)),
            "not measured".into(),
        ),
        Some(GpuChecks::Failed { reason }) => {
            (format!("**failed**: {reason}"), "not measured".into())
        }
        None => ("not checked".into(), "not measured".into()),
    };
    let equal = match (&report.proof, &report.diff) {
        (Some(p), _) => p.clone(),
        (None, None) => "not checked: no rewrite".into(),
        (None, Some(_)) => "not checked".into(),
    };
    for (proof, result) in [
        ("computes what the original computes", equal),
        ("compiles", compiled),
        ("SASS overlaps loads with compute", sass),
        ("bit-identical to the original (GPU)", identical),
        ("faster (GPU)", faster),
    ] {
        let _ = writeln!(s, "| {proof} | {} |", result.replace('\n', " "));
    }
}

/// "yes, sm_86: registers 45 -> 46, shared memory 8192 -> 16384 B, no new spills": shared memory per
/// block, ptxas's static bytes plus the `dynamic` bytes each launch passes (original, rewrite).
fn compiled(v: &Verification, dynamic: [u64; 2]) -> String {
    let resources = |b: &Build| b.resources.clone();
    match (resources(&v.original), resources(&v.rewritten)) {
        (Some(o), Some(r)) => {
            let spills = if v.spills_grew() {
                format!(
                    "**spills or stack frame grew** ({} / {} B spilled, {} B stack)",
                    r.spill_stores, r.spill_loads, r.stack_bytes
                )
            } else {
                "no new spills".to_string()
            };
            format!(
                "yes, {}: registers {} -> {}, shared memory {} -> {} B, {spills}",
                v.arch,
                o.registers,
                r.registers,
                o.smem_bytes + dynamic[0],
                r.smem_bytes + dynamic[1]
            )
        }
        _ => format!("yes, {} (ptxas gave no resources for the kernel)", v.arch),
    }
}

/// The rewritten main loop's verdict and load cover, against the original's.
fn overlap(v: &Verification) -> String {
    let Some(r) = &v.rewritten.sass else {
        return "not read: no main loop found in the SASS".into();
    };
    let cover = |b: &Build| {
        b.sass
            .as_ref()
            .and_then(|r| r.load_cover)
            .map(|c| format!("{:.0}%", c * 100.0))
    };
    let cover = match (cover(&v.original), cover(&v.rewritten)) {
        (Some(o), Some(n)) => format!("; load cover {o} -> {n}"),
        _ => String::new(),
    };
    if r.overlap {
        format!("**yes**{cover}")
    } else {
        format!("**no**: {}{cover}", r.reason)
    }
}

/// Bit-identical at every size checked, or the first size that is not.
fn identical(r: &GpuReport) -> String {
    let sizes: Vec<String> = r
        .sizes
        .iter()
        .map(|c| format!("{}x{}x{}", c.m, c.n, c.k))
        .collect();
    if let Some(c) = r.sizes.iter().find(|c| !c.bit_identical) {
        return format!("**no** at {}x{}x{} ({})", c.m, c.n, c.k, r.device.name);
    }
    let wrong_original = r.sizes.iter().any(|c| !c.original_ok);
    let left_out: Vec<String> = r
        .invalid
        .iter()
        .map(|c| format!("{}x{}x{}", c.m, c.n, c.k))
        .collect();
    format!(
        "**yes** at {} ({}){}{}{}",
        sizes.join(", "),
        r.device.name,
        if wrong_original {
            "; the original itself is outside the float64 tolerance (see `--verbose`)"
        } else {
            ""
        },
        if left_out.is_empty() {
            String::new()
        } else {
            format!(
                "; not at {}, where the original itself is not valid (see `--verbose`)",
                left_out.join(", ")
            )
        },
        sanitizer(r)
    )
}

/// What compute-sanitizer found in the rewrite, when it ran (`--sanitize`).
fn sanitizer(r: &GpuReport) -> String {
    match &r.sanitizer {
        Some(Ok(results)) => {
            let tools: Vec<String> = results
                .iter()
                .map(|t| match t.clean {
                    true => format!("{} clean", t.tool),
                    false => format!("{} **hazards**", t.tool),
                })
                .collect();
            format!("; compute-sanitizer: {}", tools.join(", "))
        }
        Some(Err(why)) => format!("; compute-sanitizer: {why}"),
        None => String::new(),
    }
}

/// The chosen rewrite's speedup over the original, or why there is none.
fn faster(r: &GpuReport, report: &Report) -> String {
    let Some(b) = &r.bench else {
        return "not measured (`--bench` times both versions)".into();
    };
    let label = report.analysis.decision.as_ref().map(|d| d.label());
    let row = b
        .rows
        .iter()
        .skip(1)
        .find(|row| Some(&row.variant) == label.as_ref())
        .or_else(|| b.rows.last());
    match row {
        Some(row) => format!(
            "**x{:.2}** at {}x{}x{} ({:.0} GFLOPS; median of {} runs, spread {:.1}%){}",
            row.speedup,
            b.m,
            b.n,
            b.k,
            row.gflops,
            b.runs,
            b.spread * 100.0,
            match (row.hides, b.bound()) {
                (Some(share), Some((bound, by))) => format!(
                    "; hides {:.0}% of the load time it can hide (perfect overlap: x{bound:.2}, bound by the {})",
                    share * 100.0,
                    match by {
                        crate::prove::bench::BoundBy::Compute => "compute",
                        crate::prove::bench::BoundBy::Loads => "loads",
                    }
                ),
                _ => String::new(),
            }
        ),
        None => "not measured".into(),
    }
}

/// What the caller must change: nothing, the launches kpipe edited, or the lines the banner gives.
fn caller(s: &mut String, a: &Analysis) {
    let line = match &a.launch_change {
        Some(c) if c.pending() => {
            "\nThe caller must change the launch: see the lines at the top (exit code 9)."
                .to_string()
        }
        Some(c) if c.edited => {
            let edited =
                c.edited_lines.len() + c.hosts.iter().map(|h| h.edited_lines.len()).sum::<usize>();
            format!(
                "\nThe launch: kpipe edited {} to pass {} bytes of dynamic shared memory (was {}).",
                if edited == 1 {
                    "it".to_string()
                } else {
                    format!("{edited} launches")
                },
                c.bytes,
                c.original
            )
        }
        _ => "\nThe caller changes nothing: same signature, same launch.".to_string(),
    };
    let _ = writeln!(s, "{line}");
}

/// A template kernel's instantiations, each given the same rewrite (their table: `--verbose`).
fn instantiations(s: &mut String, report: &Report) {
    if report.instances.is_empty() {
        return;
    }
    let names: Vec<String> = report
        .instances
        .iter()
        .map(|r| format!("`{}`", r.name))
        .collect();
    let _ = writeln!(
        s,
        "\nInstantiations: {}: the same rewrite for each, checked for each.",
        names.join(", ")
    );
}

/// The first warnings and notes, and how many more `--verbose` shows.
fn notes(s: &mut String, report: &Report) {
    let a = &report.analysis;
    let all: Vec<&String> = a.warnings.iter().chain(report.notes.iter()).collect();
    if all.is_empty() {
        return;
    }
    let _ = writeln!(s, "\nNotes:");
    for n in all.iter().take(SHOWN_NOTES) {
        let _ = writeln!(s, "- {n}");
    }
    if all.len() > SHOWN_NOTES {
        let _ = writeln!(s, "- ... {} more with `--verbose`", all.len() - SHOWN_NOTES);
    }
}

/// The text up to the first ". " (a long reason's gist; the whole of it is in `--verbose`).
fn first_sentence(text: &str) -> &str {
    text.split_once(". ").map_or(text, |(first, _)| first)
}
