//! `auto` without a measurement does not write a candidate that its own compile says may run
//! slower than the original: one whose registers spill, or whose stack frame grows, more than the
//! original's. Local memory traffic in the loop can cost more than the overlap gains: on the CUDA
//! samples' tf32 GEMM the two-stage rewrite spilled 7320 B of loads against the original's 2928 B and
//! ran x0.62 to x0.70 on an H100 (docs/CORPUS.md).
//!
//! No other candidate is taken in its place: on the one measured kernel where that was possible
//! (`sgemm_cliff_sm86` on sm_90: register prefetch spilled, cp.async did not), the candidate without
//! spills was the slower one (x0.86 against x0.95), and both were slower than the original. So
//! nothing is written, and the report says why and what a GPU run would measure.

use crate::analysis::choose::VariantRequest;
use crate::cli::attempt::Attempt;
use crate::cli::config::Config;
use crate::prove::compile::Checks;

/// The chosen candidate, or the verdict that it is not safe to write without a measurement.
pub(super) enum Guarded {
    Kept(Attempt),
    DoesNotPay { attempt: Attempt, verdict: String },
}

/// `chosen` unless it is a static `auto` choice whose compile spills more than the original's.
pub(super) fn without_spill_growth(config: &Config, chosen: Attempt) -> Guarded {
    let Some(Checks::Done(v)) = &chosen.checks else {
        return Guarded::Kept(chosen);
    };
    if !(applies(config, &chosen) && v.spills_grew()) {
        return Guarded::Kept(chosen);
    }
    let words = match (&v.original.resources, &v.rewritten.resources) {
        (Some(o), Some(r)) => format!(
            "{} -> {} B spilled, {} -> {} B stack",
            o.spill_stores + o.spill_loads,
            r.spill_stores + r.spill_loads,
            o.stack_bytes,
            r.stack_bytes
        ),
        _ => String::new(),
    };
    let verdict = format!(
        "pipelining does not pay here, statically: the rewrite spills registers or grows its stack frame more than the original ({words}), which can cost more than the overlap gains; a GPU run (`--variant auto` with a launch kpipe can read) measures whether it pays, and `--variant` writes a candidate anyway"
    );
    if !config.json {
        println!("{verdict}: nothing written");
    }
    Guarded::DoesNotPay {
        attempt: chosen.without_output(),
        verdict,
    }
}

/// `auto` without `--stages`, `--unroll` or `--ldg-issue`, a static choice that rewrites: the
/// user asked for no particular candidate.
fn applies(config: &Config, chosen: &Attempt) -> bool {
    config.variant == VariantRequest::Auto
        && config.stages.is_none()
        && config.unroll.is_none()
        && config.ldg_issue.is_none()
        && chosen.outcome.rewritten.is_some()
        && chosen
            .outcome
            .analysis
            .decision
            .as_ref()
            .is_some_and(|d| d.static_choice)
}
