//! The benchmark: the original and one or more rewrites of a kernel (and the bounds: the loop
//! without its loads, the loop without its compute, the loop with cached loads) timed in the same run, in rounds that interleave them so that clock and thermal
//! drift hit every version alike; CUDA events, 3 rotating input sets, medians. A version clearly
//! behind after the first rounds is not timed further. `auto` times all its candidates in one such
//! run (`bench_all`), so that the original is timed once for all of them.

use super::error::ProveError;
use crate::gpu::run::{self, Buffers};
use crate::launch::spec::{LaunchSpec, Problem};
use crate::prove::compile::Build;
use serde::Serialize;
use std::sync::Arc;

#[derive(Debug, Clone, Serialize)]
pub struct BenchRow {
    pub variant: String,
    pub median_ms: f64,
    /// GFLOP/s (TOP/s for integer kernels, as GOP/s).
    pub gflops: f64,
    pub speedup: f64,
    /// The share of the hideable load time this version hides:
    /// (T_original - T_this) / (T_original - T_bound), when a bound was timed above the noise
    /// (`Bench::bound`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hides: Option<f64>,
    /// Timed over the first rounds only: clearly behind (see `time_versions`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stopped_early: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct Bench {
    pub m: u64,
    pub n: u64,
    pub k: u64,
    pub runs: usize,
    /// Relative half inter-quartile range of the original's times: differences below it are noise.
    pub spread: f64,
    pub rows: Vec<BenchRow>,
    /// Every rewrite was timed over the first rounds only: each was clearly behind.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stopped_early: bool,
    /// The original's K-loop with its global loads replaced by values from `threadIdx`
    /// (`pipeline::ceiling`), timed with the others: how fast any pipelining of it could be.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ceiling: Option<Ceiling>,
    /// The original's K-loop without its compute (`pipeline::ceiling::floor_text`): the loads alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub floor: Option<Ceiling>,
    /// The original's K-loop with every tile's loads reading the first tile's addresses
    /// (`pipeline::ceiling::cached_text`): every instruction, and loads that hit the cache.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cached: Option<Ceiling>,
}

/// The loops that bound any pipelining of a K-loop: without its loads (`ceiling_text`), without
/// its compute (`floor_text`), and with its loads hitting the cache (`cached_text`). Perfect overlap
/// is the slowest of them that no rewrite beats.
#[derive(Debug, Clone)]
pub struct Bounds<T> {
    pub no_loads: T,
    pub no_compute: T,
    pub cached_loads: T,
}

impl<T> Bounds<T> {
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> Bounds<U> {
        Bounds {
            no_loads: f(self.no_loads),
            no_compute: f(self.no_compute),
            cached_loads: f(self.cached_loads),
        }
    }

    pub fn as_ref(&self) -> Bounds<&T> {
        Bounds {
            no_loads: &self.no_loads,
            no_compute: &self.no_compute,
            cached_loads: &self.cached_loads,
        }
    }

    /// The three, in the order `time_versions` times them.
    pub fn each(&self) -> [&T; 3] {
        [&self.no_loads, &self.no_compute, &self.cached_loads]
    }
}

/// Which side bounds perfect overlap: the compute (the loop without its loads is the slower) or
/// the loads (the loop without its compute is).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoundBy {
    Compute,
    Loads,
}

/// The ceiling's time, or why it was not timed.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "kebab-case", tag = "status")]
pub enum Ceiling {
    Timed { median_ms: f64, speedup: f64 },
    NotTimed { reason: String },
}

impl Bench {
    /// Perfect overlap's speedup over the original and the side that bounds it: the slower of the
    /// loop without its loads and the loop without its compute (the one timed, when only one was),
    /// when it is above the run-to-run spread: below it, the loads cost nothing measurable and there
    /// is no share to speak of.
    pub fn bound(&self) -> Option<(f64, BoundBy)> {
        // The loop without its compute loads one tile at a time; a rewrite that beats it overlaps
        // its loads with each other too (more tiles in flight), so it bounds nothing then. The loop
        // with cached loads keeps the original's instructions; a rewrite that beats it runs fewer
        // (cp.async stores no registers into the tiles), so it bounds nothing then either.
        let floor = timed(&self.floor).filter(|f| !self.beaten(*f));
        let cached = timed(&self.cached).filter(|c| !self.beaten(*c));
        let compute = match (timed(&self.ceiling), cached) {
            (Some(c), Some(h)) => Some(c.min(h)),
            (c, h) => c.or(h),
        };
        let bound = match (compute, floor) {
            (Some(c), Some(f)) if f < c => (f, BoundBy::Loads),
            (Some(c), _) => (c, BoundBy::Compute),
            (None, Some(f)) => (f, BoundBy::Loads),
            (None, None) => return None,
        };
        (bound.0 > 1.0 + self.spread).then_some(bound)
    }

    /// Whether a rewrite ran faster than the loop without its compute, beyond the spread.
    pub fn floor_beaten(&self) -> bool {
        timed(&self.floor).is_some_and(|f| self.beaten(f))
    }

    /// Whether a rewrite ran faster than the loop with cached loads, beyond the spread.
    pub fn cached_beaten(&self) -> bool {
        timed(&self.cached).is_some_and(|c| self.beaten(c))
    }

    /// Whether a rewrite's speedup passes `bound` by more than the spread.
    fn beaten(&self, bound: f64) -> bool {
        let best = self
            .rows
            .iter()
            .skip(1)
            .map(|r| r.speedup)
            .fold(0.0, f64::max);
        best > bound * (1.0 + self.spread)
    }

    /// Sets each rewrite's `hides` from the bound (the original's row has none).
    pub fn fill_hides(&mut self) {
        let bound = self.bound().map(|(speedup, _)| speedup);
        for row in self.rows.iter_mut().skip(1) {
            row.hides = bound.map(|c| hidden_share(row.speedup, c));
        }
    }
}

/// A bound's speedup over the original, when it was timed.
pub fn timed(c: &Option<Ceiling>) -> Option<f64> {
    match c {
        Some(Ceiling::Timed { speedup, .. }) => Some(*speedup),
        _ => None,
    }
}

/// (T_original - T_version) / (T_original - T_bound) from the speedups over the original.
fn hidden_share(speedup: f64, ceiling: f64) -> f64 {
    (1.0 - 1.0 / speedup) / (1.0 - 1.0 / ceiling)
}

/// What every timed launch shares: the GPU, the launch, the kernel's parameters, the problem.
pub struct Timing<'a> {
    pub ctx: &'a Arc<cudarc::driver::CudaContext>,
    pub stream: &'a Arc<cudarc::driver::CudaStream>,
    pub spec: &'a LaunchSpec,
    pub params: &'a run::Params,
    pub problem: Problem,
}

/// The problem timed for `size` (M, N, K), each rounded down to the launch's multiple.
pub fn bench_problem(spec: &LaunchSpec, size: [u64; 3], sms: u64) -> Result<Problem, ProveError> {
    let round = |target: u64, multiple: u64| (target / multiple).max(1) * multiple;
    let [mm, mn, mk] = spec.multiple;
    let [m, n, k] = size;
    if spec.is_square() {
        // One size: the kernel is timed at N x N x N.
        let side = round(
            n,
            crate::launch::spec::lcm(crate::launch::spec::lcm(mm, mn), mk),
        );
        return spec
            .problem(side, side, side, sms)
            .map_err(ProveError::Launch);
    }
    spec.problem(round(m, mm), round(n, mn), round(k, mk), sms)
        .map_err(ProveError::Launch)
}

/// The rounds every version is timed before one clearly behind stops: 16 launches of each.
const EARLY_ROUNDS: usize = 2;

/// Timed launches of each version per round.
const LAUNCHES_PER_ROUND: usize = 8;

/// An original whose launches take this long (its median over the first round) is timed, with
/// every version, over half as many launches per round: on an H100 such launches vary by under 1%
/// (the persistent fp32 kernel at 4096^3, 27 ms a launch, spread 0.3%), and at 8 a round its 14
/// versions took 15.6 s of benchmark.
const LONG_LAUNCH_MS: f64 = 5.0;

/// The launches per round for an original whose first round's launches took `ms` each (median).
fn launches_per_round(ms: f64) -> usize {
    if ms >= LONG_LAUNCH_MS {
        LAUNCHES_PER_ROUND / 2
    } else {
        LAUNCHES_PER_ROUND
    }
}

/// Times `original`, each of `versions` (label, kernel) and the bounds (loaded, or why not) in
/// 5 rounds of 8 launches each (4 when the original's launches are long: `LONG_LAUNCH_MS`). After `EARLY_ROUNDS`, a version whose speedup so far is under
/// `bar(speedups so far of the versions still timed)` is not timed further (its row says so). The
/// rows are the original's, then the versions' in the order given.
pub fn time_versions(
    t: &Timing,
    original: &run::Loaded,
    versions: &[(String, &run::Loaded)],
    bounds: Option<Bounds<Result<run::Loaded, ProveError>>>,
    bar: &dyn Fn(&[f64]) -> Option<f64>,
) -> Result<Bench, ProveError> {
    let p = &t.problem;
    let sets: Vec<Buffers> = (0..3)
        .map(|i| run::buffers(t.stream, t.spec, p, 50 + i))
        .collect::<Result<_, _>>()?;
    // The first round warms each version up (clocks, caches, the module's first launch); later
    // rounds launch each once untimed, so that none is timed right after another's last launch.
    let rounds = 5;
    let mut per_round = LAUNCHES_PER_ROUND;
    let warmup = |round: usize| if round == 0 { 5 } else { 1 };
    let mut bound_times: [Vec<f64>; 3] = Default::default();
    let job = |kernel| run::Job {
        stream: t.stream,
        kernel,
        spec: t.spec,
        params: t.params,
        problem: p,
    };
    let mut t_orig = Vec::new();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); versions.len()];
    let mut timed: Vec<bool> = vec![true; versions.len()];
    for round in 0..rounds {
        let warmup = warmup(round);
        t_orig.extend(run::time(t.ctx, &job(original), &sets, warmup, per_round)?);
        if round == 0 {
            per_round = launches_per_round(run::median(&mut t_orig.clone()));
        }
        // Each round starts with another version, so none is always the farthest from the original.
        for j in 0..versions.len() {
            let i = (j + round) % versions.len();
            if timed[i] {
                times[i].extend(run::time(
                    t.ctx,
                    &job(versions[i].1),
                    &sets,
                    warmup,
                    per_round,
                )?);
            }
        }
        for (kernel, times) in bounds
            .iter()
            .flat_map(|b| b.each())
            .zip(bound_times.iter_mut())
        {
            if let Ok(k) = kernel {
                times.extend(run::time(t.ctx, &job(k), &sets, warmup, per_round)?);
            }
        }
        if round + 1 == EARLY_ROUNDS {
            let base = run::median(&mut t_orig.clone());
            let so_far: Vec<f64> = times
                .iter()
                .map(|ts| base / run::median(&mut ts.clone()))
                .collect();
            if let Some(bar) = bar(&so_far) {
                for (i, s) in so_far.iter().enumerate() {
                    timed[i] = *s >= bar;
                }
            }
        }
        if !timed.iter().any(|t| *t) {
            break;
        }
    }
    let labels: Vec<&str> = versions.iter().map(|(l, _)| l.as_str()).collect();
    let mut bench = summarise(p, t_orig, &labels, times, &timed);
    if let Some(b) = bounds {
        let base = bench.rows[0].median_ms;
        let [no_loads, no_compute, cached_loads] = bound_times;
        bench.ceiling = Some(bound_timing(b.no_loads, no_loads, base));
        bench.floor = Some(bound_timing(b.no_compute, no_compute, base));
        bench.cached = Some(bound_timing(b.cached_loads, cached_loads, base));
    }
    bench.fill_hides();
    Ok(bench)
}

/// A bound's median and speedup over the original's median `base`, or why it was not timed.
fn bound_timing(
    kernel: Result<run::Loaded, ProveError>,
    mut times: Vec<f64>,
    base: f64,
) -> Ceiling {
    match kernel {
        Ok(_) if !times.is_empty() => {
            let ms = run::median(&mut times);
            Ceiling::Timed {
                median_ms: ms,
                speedup: base / ms,
            }
        }
        Ok(_) => Ceiling::NotTimed {
            reason: "no launch of it was timed".to_string(),
        },
        Err(reason) => Ceiling::NotTimed {
            reason: reason.to_string(),
        },
    }
}

/// The benchmark from the times of each version: medians, speedups over the original, the original's
/// spread (the bounds and shares are filled in by the caller).
fn summarise(
    p: &Problem,
    mut t_orig: Vec<f64>,
    labels: &[&str],
    mut times: Vec<Vec<f64>>,
    timed: &[bool],
) -> Bench {
    let flops = 2.0 * (p.m * p.n * p.k) as f64;
    let mut sorted = t_orig.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    let q = |f: f64| sorted[((sorted.len() - 1) as f64 * f) as usize];
    let base = run::median(&mut t_orig);
    let spread = (q(0.75) - q(0.25)) / 2.0 / base;
    let row = |variant: &str, ms: f64, stopped_early: bool| BenchRow {
        variant: variant.to_string(),
        median_ms: ms,
        gflops: flops / (ms * 1e6),
        speedup: base / ms,
        hides: None,
        stopped_early,
    };
    let mut rows = vec![row("original", base, false)];
    for (i, label) in labels.iter().enumerate() {
        rows.push(row(label, run::median(&mut times[i]), !timed[i]));
    }
    let bench = Bench {
        m: p.m,
        n: p.n,
        k: p.k,
        runs: t_orig.len(),
        spread,
        stopped_early: rows.len() > 1 && rows.iter().skip(1).all(|r| r.stopped_early),
        rows,
        ceiling: None,
        floor: None,
        cached: None,
    };
    bench
}

/// One rewrite to time in `bench_all`: its label, its build and the dynamic shared memory its launch
/// passes.
pub struct Contender<'a> {
    pub label: String,
    pub build: &'a Build,
    pub dynamic_smem: u64,
}

/// What `bench_all` times: the launch the GPU checks resolved, the original (with its dynamic shared
/// memory), the rewrites, the bounds (compiled, or why not), and the size.
pub struct AllVersions<'a> {
    pub spec: &'a LaunchSpec,
    pub params: &'a run::Params,
    pub original: (&'a Build, u64),
    pub contenders: Vec<Contender<'a>>,
    pub bounds: Option<Bounds<Result<&'a Build, ProveError>>>,
    pub bench_size: [u64; 3],
}

/// Every contender timed against the original in one run (`time_versions`), one whose speedup after
/// the first rounds is under `bar(speedups so far)` not timed further.
pub fn bench_all(
    all: AllVersions,
    bar: &dyn Fn(&[f64]) -> Option<f64>,
) -> Result<Bench, ProveError> {
    let (ctx, info) = crate::gpu::open()?;
    let stream = ctx.default_stream();
    let load = |build: &Build, smem: u64| {
        let name = build
            .resources
            .as_ref()
            .map(|r| r.function.clone())
            .ok_or(ProveError::NoCompiledKernel)?;
        Ok::<_, ProveError>(run::load(&ctx, &build.cubin, &name, smem)?)
    };
    let original = load(all.original.0, all.original.1)?;
    let loaded: Vec<(String, run::Loaded)> = all
        .contenders
        .iter()
        .map(|c| Ok((c.label.clone(), load(c.build, c.dynamic_smem)?)))
        .collect::<Result<_, ProveError>>()?;
    let versions: Vec<(String, &run::Loaded)> =
        loaded.iter().map(|(l, k)| (l.clone(), k)).collect();
    let bounds = all.bounds.map(|bounds| {
        bounds.map(|c| {
            c.and_then(|b| {
                load(b, all.original.1).map_err(|e| ProveError::BoundNotLoaded(Box::new(e)))
            })
        })
    });
    let timing = Timing {
        ctx: &ctx,
        stream: &stream,
        spec: all.spec,
        params: all.params,
        problem: bench_problem(all.spec, all.bench_size, info.sms)?,
    };
    time_versions(&timing, &original, &versions, bounds, bar)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bench(speedups: &[f64], ceiling: f64, spread: f64) -> Bench {
        let row = |s: f64| BenchRow {
            variant: format!("x{s}"),
            median_ms: 1.0 / s,
            gflops: s,
            speedup: s,
            hides: None,
            stopped_early: false,
        };
        let mut b = Bench {
            m: 1,
            n: 1,
            k: 1,
            runs: 40,
            spread,
            rows: std::iter::once(1.0)
                .chain(speedups.iter().copied())
                .map(row)
                .collect(),
            stopped_early: false,
            ceiling: Some(Ceiling::Timed {
                median_ms: 1.0 / ceiling,
                speedup: ceiling,
            }),
            floor: None,
            cached: None,
        };
        b.fill_hides();
        b
    }

    #[test]
    fn a_rewrite_hides_its_share_of_the_time_the_loads_cost() {
        // Original 1.0 ms, ceiling 0.5 ms: 0.5 ms of load time to hide.
        let b = bench(&[1.0 / 0.75, 2.0, 0.8], 2.0, 0.01);
        let hides: Vec<f64> = b.rows[1..].iter().map(|r| r.hides.unwrap()).collect();
        assert!((hides[0] - 0.5).abs() < 1e-9, "{hides:?}");
        assert!((hides[1] - 1.0).abs() < 1e-9, "{hides:?}");
        // Slower than the original: a negative share (the report says "slower").
        assert!(hides[2] < 0.0, "{hides:?}");
        assert_eq!(b.rows[0].hides, None);
    }

    #[test]
    fn the_bound_is_the_slower_of_the_loop_without_loads_and_the_loop_without_compute() {
        // Original 1.0 ms; without its loads 0.5 ms; without its compute 0.8 ms: the loads bound
        // perfect overlap at 0.8 ms, and a rewrite at 0.85 ms hides 75% of what can be hidden.
        let mut b = bench(&[1.0 / 0.85], 2.0, 0.01);
        assert_eq!(b.bound(), Some((2.0, BoundBy::Compute)));
        b.floor = Some(Ceiling::Timed {
            median_ms: 0.8,
            speedup: 1.25,
        });
        b.fill_hides();
        assert_eq!(b.bound(), Some((1.25, BoundBy::Loads)));
        assert!(
            (b.rows[1].hides.unwrap() - 0.75).abs() < 1e-9,
            "{:?}",
            b.rows[1]
        );
        // A rewrite faster than the loop without its compute: that loop bounds nothing.
        b.rows[1].speedup = 1.4;
        assert!(b.floor_beaten());
        assert_eq!(b.bound(), Some((2.0, BoundBy::Compute)));
        b.rows[1].speedup = 1.0 / 0.85;
        // A floor not timed leaves the ceiling as the bound.
        b.floor = Some(Ceiling::NotTimed {
            reason: "x".to_string(),
        });
        assert_eq!(b.bound(), Some((2.0, BoundBy::Compute)));
    }

    #[test]
    fn the_loop_with_cached_loads_bounds_the_compute_side_unless_a_rewrite_beats_it() {
        // Original 1.0 ms; without its loads 0.8 ms (x1.25); with cached loads 0.9 ms (x1.11): the
        // loads' own cost keeps perfect overlap at 0.9 ms, so a rewrite at 0.95 ms hides half.
        let mut b = bench(&[1.0 / 0.95], 1.25, 0.01);
        b.cached = Some(Ceiling::Timed {
            median_ms: 0.9,
            speedup: 1.0 / 0.9,
        });
        b.fill_hides();
        let (bound, by) = b.bound().unwrap();
        assert!((bound - 1.0 / 0.9).abs() < 1e-9 && by == BoundBy::Compute);
        assert!(
            (b.rows[1].hides.unwrap() - 0.5).abs() < 1e-9,
            "{:?}",
            b.rows[1]
        );
        // A rewrite faster than the cached loop drops a barrier or its register staging: the
        // cached loop bounds nothing, and the loop without its loads is the bound again.
        b.rows[1].speedup = 1.0 / 0.85;
        assert!(b.cached_beaten());
        assert_eq!(b.bound(), Some((1.25, BoundBy::Compute)));
        // A cached loop faster than the loop without its loads (noise) does not raise the bound.
        b.rows[1].speedup = 1.0 / 0.95;
        b.cached = Some(Ceiling::Timed {
            median_ms: 0.7,
            speedup: 1.0 / 0.7,
        });
        assert_eq!(b.bound(), Some((1.25, BoundBy::Compute)));
    }

    #[test]
    fn long_launches_are_timed_over_fewer_launches_a_round() {
        assert_eq!(launches_per_round(0.4), LAUNCHES_PER_ROUND);
        assert_eq!(launches_per_round(LONG_LAUNCH_MS), LAUNCHES_PER_ROUND / 2);
        assert_eq!(launches_per_round(27.0), LAUNCHES_PER_ROUND / 2);
    }

    #[test]
    fn a_ceiling_within_the_spread_leaves_nothing_to_hide() {
        let b = bench(&[1.01], 1.004, 0.005);
        assert_eq!(b.bound(), None);
        assert_eq!(b.rows[1].hides, None);
    }
}
