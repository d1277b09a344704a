//! `--variant auto` with a GPU: every candidate that applies built (in parallel) and proved on the GPU
//! in turn, the cp.async rings the stage table allows too, then every candidate that proved out
//! benchmarked against the original in one run (`prove::bench::bench_all`, with the ceiling), and the
//! fastest kept, or nothing written when none beats the original by more than the run-to-run spread.
//! A candidate more than 10% behind the fastest after the first rounds is not timed further, and one
//! whose compile spills more than the original's is not run at all while another proves out.

use crate::analysis;
use crate::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant, VariantRequest};
use crate::choice::request_of;
use crate::cli::attempt::{
    attempt, bound_builds, planned_stages, prefetch_builds, with_spinner, Attempt,
};
use crate::cli::config::Config;
use crate::cli::error::CliError;
use crate::diagnostics::Result;
use crate::pipeline::Model;
use crate::prove::bench::{AllVersions, Bench, Ceiling, Contender};
use crate::prove::compile as verify;
use crate::prove::gpu::GpuChecks;
use std::collections::HashSet;
use std::io::Write as _;

/// How a measured run ends, for the command to finish.
pub(super) enum MeasuredRun {
    /// No candidate could be measured: the static choice, carried through as without a GPU.
    Static(Result<Attempt>),
    /// The fastest candidate, which beats the original by more than the spread.
    Fastest(Attempt),
    /// None pays: the fastest candidate with nothing to write, and the verdict saying so.
    DoesNotPay { attempt: Attempt, verdict: String },
}

/// One candidate that proved bit-identical on the GPU, with its speedup over the original and the
/// run-to-run spread of its benchmark.
struct Measured {
    attempt: Attempt,
    speedup: f64,
    spread: f64,
}

/// `--variant auto` with a GPU: builds every variant that applies, checks each on the GPU, times all
/// that proved out in one benchmark, and returns the fastest, the verdict that none pays, or the
/// static choice when none could be measured (after saying so on stderr).
pub(super) fn run_measured(config: &Config, model: &Model) -> MeasuredRun {
    let (unrolls, waits) = (unrolls(config), waits(config));
    let mut run = Measuring {
        config,
        model,
        checked: Vec::new(),
        held_back: Vec::new(),
        notes: Vec::new(),
        refused: HashSet::new(),
    };
    let candidates = candidates(config, &unrolls, &waits);
    let requests: Vec<(VariantRequest, Tuning)> = candidates
        .iter()
        .map(|(v, t)| (request_of(*v), *t))
        .collect();
    prefetch_builds(config, model, &requests);
    for (variant, tuning) in candidates {
        run.check(variant, tuning);
    }
    run.settle_held_back();
    let stage_plan = run.check_rings(&unrolls, &waits);
    run.settle_held_back();
    let Measuring {
        checked, mut notes, ..
    } = run;
    let mut measured = match bench_checked(config, model, &checked) {
        Ok(bench) => measured_from(checked, bench, &mut notes),
        Err(why) => {
            notes.push(format!("the benchmark could not run ({why})"));
            Vec::new()
        }
    };
    if measured.is_empty() {
        eprintln!(
            "kpipe: no variant could be measured ({}); falling back to the static choice",
            notes.join("; ")
        );
        let tuning = config.tuning();
        let chosen = attempt(
            config,
            model,
            VariantRequest::Auto,
            tuning,
            true,
            config.bench,
        );
        return MeasuredRun::Static(chosen);
    }
    let best_index = fastest_within_spread(&measured);
    let Measured {
        attempt: mut best,
        speedup,
        spread,
    } = measured.swap_remove(best_index);
    best.stage_plan = stage_plan;
    let pays = speedup > 1.0 + spread;
    add_measured_reasons(&mut best, spread, pays, notes);
    if !pays {
        return does_not_pay(config, best, speedup, spread);
    }
    MeasuredRun::Fastest(best)
}

/// The unroll factors to measure: `--unroll`'s, else rolled and unrolled by two. Unrolled by two,
/// nvcc schedules the loop differently: sometimes much faster, sometimes slower (measure, don't
/// assume).
fn unrolls(config: &Config) -> Vec<u32> {
    config.unroll.map_or(vec![1, 2], |u| vec![u])
}

/// The cp.async waits to measure: `--cp-async-wait`'s, else at the top and after the compute.
fn waits(config: &Config) -> Vec<CpAsyncWait> {
    config
        .cp_async_wait
        .map_or(vec![CpAsyncWait::Top, CpAsyncWait::AfterCompute], |w| {
            vec![w]
        })
}

/// The candidates with the stages the config asks for, in the order they are measured: for each
/// unroll, register prefetch with each load issue, then cp.async with each wait. What --unroll,
/// --cp-async-wait and --ldg-issue leave open is measured.
fn candidates(config: &Config, unrolls: &[u32], waits: &[CpAsyncWait]) -> Vec<(Variant, Tuning)> {
    let issues = config
        .ldg_issue
        .map_or(vec![LdgIssue::Top, LdgIssue::Bottom], |i| vec![i]);
    let mut candidates = Vec::new();
    // `--stages N` (N > 2) asks for the cp.async ring, which waits at the top: register prefetch
    // and the wait after the compute are two-stage forms.
    let stages = config.stages.unwrap_or(2);
    for &unroll in unrolls {
        let tuning = |cp_async_wait, ldg_issue| Tuning {
            unroll,
            cp_async_wait,
            ldg_issue,
            stages,
            dynamic_smem: config.dynamic_smem,
        };
        if stages == 2 {
            for &issue in &issues {
                candidates.push((Variant::Ldg, tuning(CpAsyncWait::Top, issue)));
            }
        }
        for &wait in waits {
            if stages == 2 || wait == CpAsyncWait::Top {
                candidates.push((Variant::CpAsync, tuning(wait, LdgIssue::Top)));
            }
        }
    }
    candidates
}

/// The candidates checked so far, those held back, the notes on those that were not checked, and
/// the variants (with their load issue) already refused, so that a refusal is noted once.
struct Measuring<'a, 'm> {
    config: &'a Config,
    model: &'a Model<'m>,
    /// The candidates bit-identical to the original on the GPU, in the order checked.
    checked: Vec<Attempt>,
    /// The candidates whose compile spills more than the original's, not yet run (`settle_held_back`).
    held_back: Vec<(Variant, Tuning)>,
    notes: Vec<String>,
    refused: HashSet<(Variant, LdgIssue, CpAsyncWait)>,
}

/// A candidate whose speedup after the first rounds of its benchmark is this far below the fastest
/// so far (or below the original, when none is faster) is not timed further: it cannot be kept.
const CLEARLY_BEHIND: f64 = 0.10;

impl Measuring<'_, '_> {
    /// One candidate: held back when its compile spills more than the original's, else checked on
    /// the GPU (`check_on_gpu`).
    fn check(&mut self, variant: Variant, tuning: Tuning) {
        if self.spills_grow(variant, tuning) {
            self.held_back.push((variant, tuning));
            return;
        }
        self.check_on_gpu(variant, tuning);
    }

    /// Whether the candidate's compile (built ahead, in parallel) spills more or has a larger stack
    /// frame than the original's: the evidence that it may be slower than the original, which the
    /// GPU is not asked to confirm while a candidate without it proves out.
    fn spills_grow(&self, variant: Variant, tuning: Tuning) -> bool {
        let compile_only = Config {
            gpu: false,
            ..self.config.clone()
        };
        let built = attempt(
            &compile_only,
            self.model,
            request_of(variant),
            tuning,
            true,
            false,
        );
        matches!(built, Ok(Attempt { checks: Some(verify::Checks::Done(v)), .. }) if v.spills_grew())
    }

    /// The candidates held back for their spills: checked on the GPU when none other proved out,
    /// else noted as not measured.
    fn settle_held_back(&mut self) {
        let held_back = std::mem::take(&mut self.held_back);
        if self.checked.is_empty() {
            for (variant, tuning) in held_back {
                self.check_on_gpu(variant, tuning);
            }
        } else if !held_back.is_empty() {
            let names: Vec<String> = held_back
                .iter()
                .map(|(v, t)| analysis::choose::label(*v, *t))
                .collect();
            self.notes.push(format!(
                "{}: not run on the GPU, their compile spilling more than the original's (stack frame or spill traffic) while candidates without new spills proved out",
                names.join(", ")
            ));
        }
    }

    /// Checks one candidate's numbers on the GPU: kept when bit-identical, else a note says why it
    /// was dropped, not measured or refused.
    fn check_on_gpu(&mut self, variant: Variant, tuning: Tuning) {
        let name = analysis::choose::label(variant, tuning);
        match attempt(
            self.config,
            self.model,
            request_of(variant),
            tuning,
            true,
            false,
        ) {
            Ok(a) => match &a.gpu {
                Some(GpuChecks::Done(r)) if r.sizes.iter().all(|c| c.bit_identical) => {
                    self.checked.push(a)
                }
                Some(GpuChecks::Done(_)) => self.notes.push(format!(
                    "{name}: not bit-identical to the original on the GPU, dropped"
                )),
                other => self.notes.push(format!(
                    "{name}: not measured ({})",
                    why_not_measured(other.as_ref())
                )),
            },
            // A variant refuses the same way however it is unrolled: say it once.
            Err(e) => {
                if self
                    .refused
                    .insert((variant, tuning.ldg_issue, tuning.cp_async_wait))
                {
                    let name = analysis::choose::label(
                        variant,
                        Tuning {
                            unroll: 1,
                            ..tuning
                        },
                    );
                    self.notes.push(format!("{name}: refused ({})", e.message));
                }
            }
        }
    }

    /// Without `--stages`, and when the wait at the top is measured: the cp.async rings of 3 to the
    /// most stages that fit without crossing the cliff (bounded,
    /// `analysis::stages::MAX_AUTO_STAGES`), checked like the rest, from the stage table of the
    /// first candidate checked; returns that table.
    fn check_rings(
        &mut self,
        unrolls: &[u32],
        waits: &[CpAsyncWait],
    ) -> Option<analysis::stages::StagePlan> {
        // The ring with its copies spread over the compute's k-steps (docs/RESULTS.md), rolled:
        // unless `--cp-async-wait` names another order.
        let spread = matches!(self.config.cp_async_wait, None | Some(CpAsyncWait::Spread));
        let top = waits.contains(&CpAsyncWait::Top);
        if self.config.stages.is_some() || !(top || spread) {
            return None;
        }
        let first = self.checked.first()?;
        let plan = planned_stages(self.config, self.model, first);
        let mut rings = Vec::new();
        for stages in plan.candidates().into_iter().filter(|n| *n > 2) {
            let ring = |unroll, cp_async_wait| Tuning {
                unroll,
                cp_async_wait,
                ldg_issue: LdgIssue::Top,
                stages,
                dynamic_smem: self.config.dynamic_smem,
            };
            if top {
                rings.extend(unrolls.iter().map(|&u| ring(u, CpAsyncWait::Top)));
            }
            if spread {
                rings.push(ring(unrolls[0], CpAsyncWait::Spread));
            }
        }
        let requests: Vec<_> = rings
            .iter()
            .map(|t| (VariantRequest::CpAsync, *t))
            .collect();
        prefetch_builds(self.config, self.model, &requests);
        for tuning in rings {
            self.check(Variant::CpAsync, tuning);
        }
        self.notes.push(if plan.largest > 2 {
            format!(
                "cp.async rings of 3 to {} stages measured too{}: the most that fit without crossing the occupancy cliff, bounded at {}",
                plan.largest,
                if spread { ", also with the copies spread over the compute's k-steps" } else { "" },
                analysis::stages::MAX_AUTO_STAGES
            )
        } else {
            "no cp.async ring of 3 or more stages measured: three stages would cross the occupancy cliff or not fit (the Stages table)".to_string()
        });
        Some(plan)
    }
}

/// `CLEARLY_BEHIND` under the fastest of `speedups`, or under the original (x1.00) when none is
/// faster.
fn bar_under(speedups: impl IntoIterator<Item = f64>) -> f64 {
    let fastest = speedups.into_iter().fold(1.0, f64::max);
    fastest * (1.0 - CLEARLY_BEHIND)
}

/// Why a candidate that did not refuse was not measured: the GPU proof's reason.
fn why_not_measured(gpu: Option<&GpuChecks>) -> String {
    match gpu {
        Some(
            GpuChecks::Skipped { reason }
            | GpuChecks::NotRun { reason }
            | GpuChecks::Failed { reason },
        ) => reason.clone(),
        _ => "no GPU result".to_string(),
    }
}

/// Every candidate of `checked` timed against the original in one run, with the ceiling, under the
/// GPU lock; the launch is the one the first candidate's GPU check resolved.
fn bench_checked(
    config: &Config,
    model: &Model,
    checked: &[Attempt],
) -> std::result::Result<Bench, CliError> {
    let Some(first) = checked.first() else {
        return Err(CliError::NoCandidate);
    };
    let spec = match &first.gpu {
        Some(GpuChecks::Done(r)) => r.spec.clone().ok_or(CliError::NoLaunch)?,
        _ => return Err(CliError::NoLaunch),
    };
    let builds: Vec<&verify::Verification> = checked
        .iter()
        .map(|a| match &a.checks {
            Some(verify::Checks::Done(v)) => Ok(v.as_ref()),
            _ => Err(CliError::NoBuild),
        })
        .collect::<std::result::Result<_, _>>()?;
    let bounds = bound_builds(config, model, &first.outcome);
    let contenders = checked
        .iter()
        .zip(&builds)
        .map(|(a, v)| Contender {
            label: a
                .outcome
                .analysis
                .decision
                .as_ref()
                .map_or("rewrite".to_string(), |d| d.label()),
            build: &v.rewritten,
            dynamic_smem: a.outcome.analysis.launch_dynamic_smem()[1],
        })
        .collect();
    let params = crate::launch::evidence::instantiated_params(model.source, &model.rec);
    let all = AllVersions {
        spec: &spec,
        params: &params,
        original: (
            &builds[0].original,
            first.outcome.analysis.launch_dynamic_smem()[0],
        ),
        contenders,
        bounds: Some(bounds.as_ref().map(|c| c.as_ref().map_err(Clone::clone))),
        bench_size: config.bench_size,
    };
    let _gpu = crate::cli::batch::gpu_lock();
    let message = format!(
        "benchmarking {} candidates and the three bounds against the original on the GPU",
        checked.len()
    );
    with_spinner(message, || {
        crate::prove::bench::bench_all(all, &|so_far| Some(bar_under(so_far.iter().copied())))
    })
    .map_err(CliError::Prove)
}

/// The candidates with their speedups from `bench` (whose rows follow them, after the original's),
/// and a note for each one timed over the first rounds only. Each carries the whole benchmark in
/// its GPU report, so the one kept shows every candidate and the ceiling.
fn measured_from(checked: Vec<Attempt>, bench: Bench, notes: &mut Vec<String>) -> Vec<Measured> {
    let mut measured = Vec::new();
    for (mut attempt, row) in checked.into_iter().zip(bench.rows.iter().skip(1)) {
        if row.stopped_early {
            notes.push(format!(
                "{}: timed over the first rounds only, x{:.2} being more than {:.0}% behind the fastest",
                row.variant,
                row.speedup,
                CLEARLY_BEHIND * 100.0
            ));
        }
        if let Some(GpuChecks::Done(r)) = &mut attempt.gpu {
            r.bench = Some(bench.clone());
        }
        measured.push(Measured {
            attempt,
            speedup: row.speedup,
            spread: bench.spread,
        });
    }
    measured
}

/// The index of the candidate to keep: the fastest; but within the run-to-run spread of it, the
/// first candidate in the order tried (register prefetch before cp.async, not unrolled before
/// unrolled): the simpler code. `measured` is not empty.
fn fastest_within_spread(measured: &[Measured]) -> usize {
    let fastest = measured.iter().map(|m| m.speedup).fold(f64::MIN, f64::max);
    measured
        .iter()
        .position(|m| m.speedup >= fastest * (1.0 - m.spread))
        .expect("non-empty")
}

/// Replaces the kept candidate's reasons with what the GPU measured (each candidate's speedup and the
/// share of the load time it hides, the ceiling, the spread, and whether the kept one pays), followed
/// by the notes on the rest.
fn add_measured_reasons(best: &mut Attempt, spread: f64, pays: bool, notes: Vec<String>) {
    let bench = match &best.gpu {
        Some(GpuChecks::Done(r)) => r.bench.as_ref(),
        _ => None,
    };
    let mut summary: Vec<String> = bench
        .map_or(&[][..], |b| &b.rows[1..])
        .iter()
        .map(|r| match r.hides {
            Some(h) if h >= 0.0 => {
                format!("{} x{:.2} (hides {:.0}%)", r.variant, r.speedup, h * 100.0)
            }
            _ => format!("{} x{:.2}", r.variant, r.speedup),
        })
        .collect();
    if let Some(Ceiling::Timed { speedup, .. }) = bench.and_then(|b| b.ceiling.as_ref()) {
        summary.push(format!("the loop without its loads x{speedup:.2}"));
    }
    if let Some(Ceiling::Timed { speedup, .. }) = bench.and_then(|b| b.floor.as_ref()) {
        summary.push(format!("the loop without its compute x{speedup:.2}"));
    }
    if let Some(Ceiling::Timed { speedup, .. }) = bench.and_then(|b| b.cached.as_ref()) {
        summary.push(format!("the loop with cached loads x{speedup:.2}"));
    }
    if let Some(d) = best.outcome.analysis.decision.as_mut() {
        d.static_choice = false;
        d.reasons = vec![format!(
            "measured on the GPU: {} against the original (run-to-run spread {:.1}%): {}",
            summary.join(", "),
            spread * 100.0,
            if pays {
                format!("{} is the fastest", d.label())
            } else {
                "none pays".to_string()
            }
        )];
        d.reasons.extend(notes);
    }
}

/// The ending when the fastest candidate does not beat the original by more than the spread: the
/// verdict on stdout (without `--json`), and the attempt with no output and no launch change.
fn does_not_pay(config: &Config, best: Attempt, speedup: f64, spread: f64) -> MeasuredRun {
    let verdict = format!(
        "pipelining does not pay here (best x{speedup:.2}, spread {:.1}%)",
        spread * 100.0
    );
    if !config.json {
        let _ = writeln!(std::io::stdout(), "{verdict}: nothing written");
    }
    MeasuredRun::DoesNotPay {
        attempt: best.without_output(),
        verdict,
    }
}

#[cfg(test)]
mod tests {
    use super::bar_under;

    #[test]
    fn a_candidate_is_clearly_behind_ten_percent_under_the_fastest_or_the_original() {
        assert!((bar_under([]) - 0.9).abs() < 1e-9);
        assert!((bar_under([0.85, 0.97]) - 0.9).abs() < 1e-9);
        assert!((bar_under([1.10, 1.30, 1.24]) - 1.17).abs() < 1e-9);
    }
}
