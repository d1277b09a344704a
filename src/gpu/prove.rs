//! The GPU proof: the rewritten kernel computes the same bytes as the original at several sizes (and
//! the original is right against a float64 reference), and, with `--bench`, how fast each one is.

use super::launch::{parse_directive, LaunchSpec};
use super::run::{self, Buffers, SizeCheck};
use super::GpuInfo;
use crate::verify::Build;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct BenchRow {
    pub variant: String,
    pub median_ms: f64,
    /// GFLOP/s (TOP/s for integer kernels, as GOP/s).
    pub gflops: f64,
    pub speedup: f64,
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
}

#[derive(Debug, Clone, Serialize)]
pub struct GpuReport {
    pub device: GpuInfo,
    pub sizes: Vec<SizeCheck>,
    pub bench: Option<Bench>,
    /// Where the launch came from: the directive, or the one kpipe inferred (as a directive to paste).
    pub launch: String,
    /// The launch used, for the sanitizer run.
    #[serde(skip)]
    pub spec: Option<LaunchSpec>,
    /// compute-sanitizer on the rewrite (`--sanitize`), or why it did not run.
    pub sanitizer: Option<Result<Vec<super::sanitize::SanitizerResult>, String>>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "kebab-case", tag = "status")]
pub enum GpuChecks {
    Done(Box<GpuReport>),
    Skipped { reason: String },
    Failed { reason: String },
}

pub struct Inputs<'a> {
    pub text: &'a str,
    pub params: &'a [(String, String)],
    pub original: &'a Build,
    pub rewritten: &'a Build,
    pub variant: &'a str,
    pub bench: bool,
    /// The K-loop's tile depth, when the analysis knows it.
    pub k_tile: Option<u64>,
    /// What a launch inferred from the signature needs (when there is no directive).
    pub hints: Option<super::launch::Hints>,
}

pub fn prove(inputs: Inputs) -> GpuChecks {
    let (ctx, info) = match super::open() {
        Ok(x) => x,
        Err(why) => {
            return GpuChecks::Skipped {
                reason: format!("skipped: {why}"),
            }
        }
    };
    let spec = match parse_directive(inputs.text) {
        None => match super::launch::infer(inputs.params, inputs.hints.as_ref()) {
            Ok(spec) => spec,
            Err(why) => {
                return GpuChecks::Skipped {
                    reason: format!("skipped: no `// kpipe:` launch directive in the file, and kpipe cannot infer the launch ({why}); add a directive (see the README)"),
                }
            }
        },
        Some(Err(e)) => return GpuChecks::Failed { reason: format!("the `// kpipe:` directive is not valid: {e}") },
        Some(Ok(s)) => s,
    };
    match run_all(&ctx, &info, &spec, &inputs) {
        Ok(report) => GpuChecks::Done(Box::new(report)),
        Err(e) => GpuChecks::Failed { reason: e },
    }
}

fn symbol(build: &Build) -> Result<&str, String> {
    build
        .resources
        .as_ref()
        .map(|r| r.function.as_str())
        .ok_or_else(|| "no compiled kernel to run".to_string())
}

fn run_all(
    ctx: &std::sync::Arc<cudarc::driver::CudaContext>,
    info: &GpuInfo,
    spec: &LaunchSpec,
    inputs: &Inputs,
) -> Result<GpuReport, String> {
    let stream = ctx.default_stream();
    let original = run::load(ctx, &inputs.original.cubin, symbol(inputs.original)?)?;
    let rewritten = run::load(ctx, &inputs.rewritten.cubin, symbol(inputs.rewritten)?)?;
    let mut sizes = Vec::new();
    for (i, (m, n, k)) in spec.check_sizes(inputs.k_tile).into_iter().enumerate() {
        let p = spec.problem(m, n, k, info.sms)?;
        sizes.push(run::check_size(
            &stream,
            &original,
            &rewritten,
            spec,
            inputs.params,
            &p,
            1000 + i as u64,
        )?);
    }
    let bench = if inputs.bench {
        Some(bench(
            ctx, &stream, info, spec, inputs, &original, &rewritten,
        )?)
    } else {
        None
    };
    let launch = if spec.inferred {
        format!(
            "inferred from the signature (row-major A, B, C; square sizes): `{}`",
            spec.to_directive()
        )
    } else {
        format!("from the directive at line {}", spec.line)
    };
    Ok(GpuReport {
        device: info.clone(),
        sizes,
        bench,
        sanitizer: None,
        launch,
        spec: Some(spec.clone()),
    })
}

fn bench(
    ctx: &std::sync::Arc<cudarc::driver::CudaContext>,
    stream: &std::sync::Arc<cudarc::driver::CudaStream>,
    info: &GpuInfo,
    spec: &LaunchSpec,
    inputs: &Inputs,
    original: &run::Loaded,
    rewritten: &run::Loaded,
) -> Result<Bench, String> {
    let round = |target: u64, multiple: u64| (target / multiple).max(1) * multiple;
    let [mm, mn, mk] = spec.multiple;
    let p = spec.problem(round(4096, mm), round(4096, mn), round(4096, mk), info.sms)?;
    let sets: Vec<Buffers> = (0..3)
        .map(|i| run::buffers(stream, spec, &p, 50 + i))
        .collect::<Result<_, _>>()?;
    // Interleave the versions in rounds so clock and thermal drift hit both alike.
    let (rounds, per_round, warmup) = (5, 8, 5);
    let mut t_orig = Vec::new();
    let mut t_new = Vec::new();
    let job = |kernel| run::Job {
        stream,
        kernel,
        spec,
        params: inputs.params,
        problem: &p,
    };
    for _ in 0..rounds {
        t_orig.extend(run::time(ctx, &job(original), &sets, warmup, per_round)?);
        t_new.extend(run::time(ctx, &job(rewritten), &sets, warmup, per_round)?);
    }
    let flops = 2.0 * (p.m * p.n * p.k) as f64;
    let mut sorted = t_orig.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    let q = |f: f64| sorted[((sorted.len() - 1) as f64 * f) as usize];
    let base = run::median(&mut t_orig);
    let spread = (q(0.75) - q(0.25)) / 2.0 / base;
    let new = run::median(&mut t_new);
    let row = |variant: &str, ms: f64| BenchRow {
        variant: variant.to_string(),
        median_ms: ms,
        gflops: flops / (ms * 1e6),
        speedup: base / ms,
    };
    Ok(Bench {
        m: p.m,
        n: p.n,
        k: p.k,
        runs: rounds * per_round,
        spread,
        rows: vec![row("original", base), row(inputs.variant, new)],
    })
}
