//! `--variant auto` with a GPU: every candidate that applies built, proved and benchmarked in turn,
//! the cp.async rings the stage table allows measured too, and the fastest kept, or nothing written
//! when none beats the original by more than the run-to-run spread. A candidate more than 10%
//! behind the fastest so far after the first rounds of its benchmark is not timed further.

use crate::analysis;
use crate::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant, VariantRequest};
use crate::cli::attempt::{attempt, planned_stages, prefetch_builds, Attempt, BenchAsk};
use crate::cli::config::Config;
use crate::diagnostics::Result;
use crate::pipeline::Model;
use crate::prove::gpu::{BenchRow, GpuChecks};
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

/// `--variant auto` with a GPU: builds every variant that applies, checks each, benchmarks each, and
/// returns the fastest, the verdict that none pays, or the static choice when none could be
/// measured (after saying so on stderr).
pub(super) fn run_measured(config: &Config, model: &Model) -> MeasuredRun {
    let (unrolls, waits) = (unrolls(config), waits(config));
    let mut run = Measuring {
        config,
        model,
        measured: Vec::new(),
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
        run.measure(variant, tuning);
    }
    let stage_plan = run.measure_rings(&unrolls, &waits);
    let Measuring {
        mut measured,
        notes,
        ..
    } = run;
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
    let rows = bench_rows(&measured);
    let best_index = fastest_within_spread(&measured);
    let Measured {
        attempt: mut best,
        speedup,
        spread,
    } = measured.swap_remove(best_index);
    best.stage_plan = stage_plan;
    show_every_candidate(&mut best, &rows);
    let pays = speedup > 1.0 + spread;
    add_measured_reasons(&mut best, &rows, spread, pays, notes);
    if !pays {
        return does_not_pay(config, best, speedup, spread);
    }
    MeasuredRun::Fastest(best)
}

/// The request that builds `variant`.
fn request_of(variant: Variant) -> VariantRequest {
    match variant {
        Variant::Ldg => VariantRequest::Ldg,
        Variant::CpAsync => VariantRequest::CpAsync,
    }
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

/// The candidates measured so far, the notes on those that were not, and the variants (with their
/// load issue) already refused, so that a refusal is noted once.
struct Measuring<'a, 'm> {
    config: &'a Config,
    model: &'a Model<'m>,
    measured: Vec<Measured>,
    notes: Vec<String>,
    refused: HashSet<(Variant, LdgIssue)>,
}

/// A candidate whose speedup after the first rounds of its benchmark is this far below the fastest
/// so far (or below the original, when none is faster) is not timed further: it cannot be kept.
const CLEARLY_BEHIND: f64 = 0.10;

impl Measuring<'_, '_> {
    /// The speedup below which a candidate's benchmark stops after its first rounds.
    fn clearly_behind(&self) -> f64 {
        bar_under(self.measured.iter().map(|m| m.speedup))
    }

    /// Builds, proves and benchmarks one candidate: kept when bit-identical on the GPU, else a
    /// note says why it was dropped, not measured or refused.
    fn measure(&mut self, variant: Variant, tuning: Tuning) {
        let name = analysis::choose::label(variant, tuning);
        let bench = BenchAsk {
            on: true,
            bar: Some(self.clearly_behind()),
        };
        match attempt(
            self.config,
            self.model,
            request_of(variant),
            tuning,
            true,
            bench,
        ) {
            Ok(a) => match &a.gpu {
                Some(GpuChecks::Done(r)) if r.sizes.iter().all(|c| c.bit_identical) => {
                    let (speedup, spread) = r.bench.as_ref().map_or((0.0, 0.0), |b| {
                        (b.rows.last().map_or(0.0, |row| row.speedup), b.spread)
                    });
                    if r.bench.as_ref().is_some_and(|b| b.stopped_early) {
                        self.notes.push(format!(
                            "{name}: timed over {} launches only, x{speedup:.2} being more than {:.0}% behind the fastest so far",
                            r.bench.as_ref().map_or(0, |b| b.runs),
                            CLEARLY_BEHIND * 100.0
                        ));
                    }
                    self.measured.push(Measured {
                        attempt: a,
                        speedup,
                        spread,
                    });
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
                if self.refused.insert((variant, tuning.ldg_issue)) {
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
    /// `analysis::stages::MAX_AUTO_STAGES`), measured like the rest, from the stage table of the
    /// first candidate measured; returns that table.
    fn measure_rings(
        &mut self,
        unrolls: &[u32],
        waits: &[CpAsyncWait],
    ) -> Option<analysis::stages::StagePlan> {
        if self.config.stages.is_some() || !waits.contains(&CpAsyncWait::Top) {
            return None;
        }
        let first = &self.measured.first()?.attempt;
        let plan = planned_stages(self.config, self.model, first);
        let mut rings = Vec::new();
        for stages in plan.candidates().into_iter().filter(|n| *n > 2) {
            for &unroll in unrolls {
                rings.push(Tuning {
                    unroll,
                    cp_async_wait: CpAsyncWait::Top,
                    ldg_issue: LdgIssue::Top,
                    stages,
                    dynamic_smem: self.config.dynamic_smem,
                });
            }
        }
        let requests: Vec<_> = rings
            .iter()
            .map(|t| (VariantRequest::CpAsync, *t))
            .collect();
        prefetch_builds(self.config, self.model, &requests);
        for tuning in rings {
            self.measure(Variant::CpAsync, tuning);
        }
        self.notes.push(if plan.largest > 2 {
            format!(
                "cp.async rings of 3 to {} stages measured too: the most that fit without crossing the occupancy cliff, bounded at {}",
                plan.largest,
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

/// Each measured candidate's benchmark row at the largest size, in the order measured.
fn bench_rows(measured: &[Measured]) -> Vec<BenchRow> {
    measured
        .iter()
        .filter_map(|m| match &m.attempt.gpu {
            Some(GpuChecks::Done(r)) => r.bench.as_ref().and_then(|b| b.rows.last().cloned()),
            _ => None,
        })
        .collect()
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

/// Makes the kept candidate's benchmark table show every candidate measured: the original's row,
/// then `rows`.
fn show_every_candidate(best: &mut Attempt, rows: &[BenchRow]) {
    if let Some(GpuChecks::Done(r)) = &mut best.gpu {
        if let Some(b) = &mut r.bench {
            let original = b.rows[0].clone();
            b.rows = std::iter::once(original)
                .chain(rows.iter().cloned())
                .collect();
        }
    }
}

/// Replaces the kept candidate's reasons with what the GPU measured (each candidate's speedup, the
/// spread, and whether the kept one pays), followed by the notes on the rest.
fn add_measured_reasons(
    best: &mut Attempt,
    rows: &[BenchRow],
    spread: f64,
    pays: bool,
    notes: Vec<String>,
) {
    let summary: Vec<String> = rows
        .iter()
        .map(|r| format!("{} x{:.2}", r.variant, r.speedup))
        .collect();
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
