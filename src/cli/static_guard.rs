//! `auto` without a measurement does not write a candidate that its own compile says may run
//! slower than the original: one whose registers spill, or whose stack frame grows, where the
//! original's did not as much. Local memory traffic in the loop can cost more than the overlap
//! gains; on the CUDA samples' tf32 GEMM the two-stage rewrite spilled 7320 B against the
//! original's 2928 B and ran x0.62 to x0.71 on an H100 (docs/CORPUS.md).
//!
//! Another candidate without that growth is taken in its place (fewer stages, the other variant,
//! the loads at the bottom); when none is, nothing is written and the report says why and what a
//! GPU run would measure.

use crate::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant, VariantRequest};
use crate::cli::attempt::{attempt, taken, Attempt};
use crate::cli::config::Config;
use crate::pipeline::Model;
use crate::prove::compile::Checks;

/// The chosen candidate, or the verdict that none is safe to write without a measurement.
pub(super) enum Guarded {
    Kept(Attempt),
    DoesNotPay { attempt: Attempt, verdict: String },
}

/// `chosen` when it is not a static `auto` choice or its spills did not grow; else the first other
/// candidate whose spills did not grow, or the verdict that none pays statically.
pub(super) fn without_spill_growth(config: &Config, model: &Model, chosen: Attempt) -> Guarded {
    if !(applies(config, &chosen) && spills_grew(&chosen)) {
        return Guarded::Kept(chosen);
    }
    let Some(decision) = chosen.outcome.analysis.decision.clone() else {
        return Guarded::Kept(chosen);
    };
    let tried = alternatives(decision.variant, &decision.tuning);
    for (request, tuning, what) in &tried {
        let Ok(other) = attempt(config, model, *request, *tuning, true, config.bench) else {
            continue;
        };
        if other.outcome.rewritten.is_some() && compiled(&other) && !spills_grew(&other) {
            let why = format!(
                "ptxas: {} spills registers or grows its stack frame where the original does not as much ({}); {what} does not, and is taken",
                decision.label(),
                spill_words(&chosen)
            );
            return Guarded::Kept(taken(&chosen, other, why));
        }
    }
    let verdict = format!(
        "pipelining does not pay here, statically: the rewrite spills registers or grows its stack frame where the original does not as much ({}), and so does every other candidate kpipe could build; a GPU run (`--variant auto` with a launch kpipe can read) measures whether it pays anyway",
        spill_words(&chosen)
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

/// The candidates to try in place of `variant` with `tuning`, in order, with their words: the
/// same variant made plainer first (two stages, rolled), then the other variant.
fn alternatives(variant: Variant, tuning: &Tuning) -> Vec<(VariantRequest, Tuning, &'static str)> {
    let plain = Tuning {
        stages: 2,
        unroll: 1,
        cp_async_wait: CpAsyncWait::Top,
        ldg_issue: LdgIssue::Top,
        ..*tuning
    };
    let mut out = Vec::new();
    match variant {
        Variant::CpAsync => {
            if tuning.stages > 2 || tuning.unroll > 1 {
                out.push((
                    VariantRequest::CpAsync,
                    plain,
                    "cp.async with two stages, rolled",
                ));
            }
            out.push((VariantRequest::Ldg, plain, "register prefetch"));
        }
        Variant::Ldg => {
            if tuning.unroll > 1 || tuning.ldg_issue != LdgIssue::Top {
                out.push((
                    VariantRequest::Ldg,
                    plain,
                    "register prefetch, rolled, loads at the top",
                ));
            }
            out.push((VariantRequest::CpAsync, plain, "cp.async with two stages"));
        }
    }
    let bottom = Tuning {
        ldg_issue: LdgIssue::Bottom,
        ..plain
    };
    if !(variant == Variant::Ldg && tuning.ldg_issue == LdgIssue::Bottom) {
        out.push((
            VariantRequest::Ldg,
            bottom,
            "register prefetch with the loads at the bottom",
        ));
    }
    out
}

fn compiled(a: &Attempt) -> bool {
    matches!(&a.checks, Some(Checks::Done(_)))
}

fn spills_grew(a: &Attempt) -> bool {
    matches!(&a.checks, Some(Checks::Done(v)) if v.spills_grew())
}

/// "2928 -> 7320 B spilled, 0 -> 2912 B stack": the original's and the rewrite's spill stores
/// and stack frame.
fn spill_words(a: &Attempt) -> String {
    let Some(Checks::Done(v)) = &a.checks else {
        return String::new();
    };
    match (&v.original.resources, &v.rewritten.resources) {
        (Some(o), Some(r)) => format!(
            "{} -> {} B spilled, {} -> {} B stack",
            o.spill_stores + o.spill_loads,
            r.spill_stores + r.spill_loads,
            o.stack_bytes,
            r.stack_bytes
        ),
        _ => String::new(),
    }
}
