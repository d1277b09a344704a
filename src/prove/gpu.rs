//! The GPU proof: the rewritten kernel computes the same bytes as the original at several sizes (and
//! the original is right against a float64 reference), and, with `--bench`, how fast each one is,
//! and how fast the loop would be with no loads at all (its ceiling).

use super::error::ProveError;
use crate::gpu::run::{self, InvalidSize, SizeCheck};
use crate::gpu::GpuInfo;
use crate::launch::resolve::Given;
use crate::launch::resolve::NoLaunch;
use crate::launch::spec::{LaunchFrom, LaunchSpec};
use crate::prove::bench::{bench_problem, time_versions, Bench, Timing};
use crate::prove::compile::Build;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct GpuReport {
    pub device: GpuInfo,
    /// The sizes checked, where the original is valid.
    pub sizes: Vec<SizeCheck>,
    /// Sizes tried where the original itself is not valid (it writes past C, differs from itself
    /// between two runs, or memcheck finds it out of bounds): nothing is compared there.
    pub invalid: Vec<InvalidSize>,
    pub bench: Option<Bench>,
    /// Where the launch came from: the directive, or the one kpipe inferred (as a directive to paste).
    pub launch: String,
    /// The launch used, for the sanitizer run.
    #[serde(skip)]
    pub spec: Option<LaunchSpec>,
    /// compute-sanitizer on the rewrite (`--sanitize`), or why it did not run.
    pub sanitizer: Option<Result<Vec<crate::prove::sanitize::SanitizerResult>, ProveError>>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "kebab-case", tag = "status")]
pub enum GpuChecks {
    Done(Box<GpuReport>),
    /// No GPU here (or the GPU steps were not asked for): nothing to say about the machine.
    Skipped {
        reason: String,
    },
    /// A GPU is here, but kpipe does not know how to launch the kernel: the rewrite is written on the
    /// strength of nvcc and the SASS alone, and the report and the exit code say so (`not-run`).
    NotRun {
        reason: String,
    },
    Failed {
        reason: String,
    },
}

pub struct Inputs<'a> {
    pub text: &'a str,
    /// The kernel's name (its host calls are looked up by it).
    pub kernel: &'a str,
    /// The template arguments of the instantiation checked (`<64, 64>`): its host calls only.
    pub instance: Option<&'a str>,
    pub given: &'a Given,
    pub params: &'a [(String, String)],
    pub original: &'a Build,
    pub rewritten: &'a Build,
    pub variant: &'a str,
    pub bench: bool,
    /// The benchmark's M, N, K before rounding to the kernel's multiples.
    pub bench_size: [u64; 3],
    /// The K-loop's tile depth, when the analysis knows it.
    pub k_tile: Option<u64>,
    /// Stages of the rewrite (the ring of `--stages N` adds its tile counts to the checked sizes).
    pub stages: u32,
    /// What a launch inferred from the signature needs (when there is no directive).
    pub hints: Option<crate::launch::infer::Hints>,
    /// Dynamic shared memory of the original's and the rewrite's launches, bytes (the rewrite's
    /// from kpipe's analysis: two stages need more).
    pub dynamic_smem: [u64; 2],
    /// The bounds to time with the benchmark (`pipeline::ceiling`), compiled, or why there are
    /// none; None: not benchmarked (`auto` times them with all its candidates in
    /// `prove::bench::bench_all`).
    pub bounds: Option<crate::prove::bench::Bounds<Result<&'a Build, ProveError>>>,
    /// The original is valid at a K that is not a multiple of its tile (the symbolic proof ran it
    /// there): a ragged K is checked too, whatever the launch's multiples say.
    pub ragged_k: bool,
    /// compute-sanitizer, when installed: the original runs under memcheck at every size first.
    pub sanitizer: Option<&'a std::path::Path>,
}

pub fn prove(inputs: Inputs) -> GpuChecks {
    let resolve = || {
        launch(
            inputs.text,
            inputs.kernel,
            inputs.instance,
            inputs.params,
            inputs.hints.as_ref(),
            inputs.given,
        )
    };
    let (ctx, info) = match crate::gpu::open() {
        Ok(x) => x,
        Err(why) => {
            // What a GPU run would use, so a run on a laptop or in CI already shows the launch.
            let would = match resolve() {
                Ok(spec) => format!(
                    "; on a GPU kpipe would launch it {}",
                    match spec.from {
                        LaunchFrom::Directive =>
                            format!("{}: `{}`", describe_launch(&spec), spec.to_directive()),
                        _ => describe_launch(&spec),
                    }
                ),
                Err(
                    GpuChecks::NotRun { reason }
                    | GpuChecks::Skipped { reason }
                    | GpuChecks::Failed { reason },
                ) => format!("; on a GPU it would not run either: {reason}"),
                Err(GpuChecks::Done(_)) => String::new(),
            };
            return GpuChecks::Skipped {
                reason: format!("skipped: {why}{would}"),
            };
        }
    };
    let spec = match resolve() {
        Ok(spec) => spec,
        Err(checks) => return checks,
    };
    let [m, n, _] = inputs.bench_size;
    if inputs.bench && spec.inferred && m != n {
        // A wrong guess of which blockIdx component walks M shows only when M != N.
        return GpuChecks::Failed {
            reason: format!(
                "the launch was inferred and checked at M = N only, so kpipe does not benchmark it at {m} x {n}: benchmark a square size, or add the directive to the file (see the launch section of docs/USAGE.md) after checking it:\n\n    {}",
                spec.to_directive()
            ),
        };
    }
    match run_all(&ctx, &info, &spec, &inputs) {
        Ok(report) => GpuChecks::Done(Box::new(report)),
        // An original that is valid at no size under a launch kpipe guessed says the guess is
        // wrong, not the kernel: the checks did not run, as without a launch.
        Err(e @ ProveError::NotValidAtAnySize { .. }) if spec.inferred => GpuChecks::NotRun {
            reason: format!(
                "with the launch kpipe inferred, {e}; an original that is valid nowhere says the inferred launch is not the kernel's: state the launch (the directive with its block, grid and multiples, or --host FILE with the code that launches it)"
            ),
        },
        Err(e) => GpuChecks::Failed {
            reason: e.to_string(),
        },
    }
}

/// The launch, from the first of: the file's directive, `--launch`, the kernel's host call,
/// inference (`launch::resolve`); without one, the GPU steps are not run (or fail, for a directive
/// that does not parse).
pub fn launch(
    text: &str,
    kernel: &str,
    instance: Option<&str>,
    params: &[(String, String)],
    hints: Option<&crate::launch::infer::Hints>,
    given: &Given,
) -> Result<LaunchSpec, GpuChecks> {
    let spec = crate::launch::resolve::launch(text, kernel, instance, params, hints, given)
        .map_err(|e| match e {
            NoLaunch::Invalid(why) => GpuChecks::Failed {
                reason: why.to_string(),
            },
            NoLaunch::Missing(why) => GpuChecks::NotRun {
                reason: why.to_string(),
            },
        })?;
    if spec.names_no_size() {
        // Run at kpipe's sizes, such a kernel reads past its arrays: the original would be
        // called invalid, for kpipe's choice of size.
        return Err(GpuChecks::NotRun {
            reason: format!(
                "the launch {} passes no size (its grid and block are numbers, its arguments the arrays): the kernel's sizes are compiled in, and kpipe runs kernels at sizes it chooses; give the kernel its sizes as parameters to have it checked on the GPU",
                describe_source(&spec)
            ),
        });
    }
    Ok(spec)
}

/// Where a launch came from, in a few words.
fn describe_source(spec: &LaunchSpec) -> String {
    match &spec.from {
        LaunchFrom::Host(at) => format!("from {at}"),
        LaunchFrom::Directive => format!("of the directive at line {}", spec.line),
        LaunchFrom::CommandLine => "of --launch".to_string(),
        LaunchFrom::Inferred => "kpipe inferred".to_string(),
    }
}

/// "from the directive at line 3", "from --launch", "from the host call at line 57 (...)", or the
/// inferred launch with what it rests on.
pub fn describe_launch(spec: &LaunchSpec) -> String {
    match &spec.from {
        LaunchFrom::Inferred => describe_inferred(spec),
        LaunchFrom::Directive => format!("from the directive at line {}", spec.line),
        LaunchFrom::CommandLine => format!("from --launch: `{}`", spec.to_directive()),
        LaunchFrom::Host(at) => format!(
            "from {at} ({}): `{}`",
            if spec.b_col {
                "dtypes from the kernel's signature, row-major A and C, B stored N x K from its indexing"
            } else {
                "dtypes and row-major layouts from the kernel's signature"
            },
            spec.to_directive()
        ),
    }
}

fn symbol(build: &Build) -> Result<&str, ProveError> {
    build
        .resources
        .as_ref()
        .map(|r| r.function.as_str())
        .ok_or(ProveError::NoCompiledKernel)
}

fn run_all(
    ctx: &std::sync::Arc<cudarc::driver::CudaContext>,
    info: &GpuInfo,
    spec: &LaunchSpec,
    inputs: &Inputs,
) -> Result<GpuReport, ProveError> {
    let stream = ctx.default_stream();
    let [original_smem, rewritten_smem] = inputs.dynamic_smem;
    let original = run::load(
        ctx,
        &inputs.original.cubin,
        symbol(inputs.original)?,
        original_smem,
    )?;
    let rewritten = run::load(
        ctx,
        &inputs.rewritten.cubin,
        symbol(inputs.rewritten)?,
        rewritten_smem,
    )?;
    let check_all =
        |spec: &LaunchSpec| checked_sizes(spec, inputs, info, &stream, [&original, &rewritten]);
    let mut spec = spec.clone();
    let (mut sizes, mut invalid) = check_all(&spec)?;
    // The indexing rarely says how B is stored. When the inferred layout misses the reference, the
    // other one is tried on the same kernel (the buffers have the same size either way), and kept
    // only if the original then matches the reference at every size.
    let layout_inferred = spec.inferred || matches!(spec.from, LaunchFrom::Host(_));
    if layout_inferred && sizes.iter().any(|c| !c.original_ok) {
        let mut other = spec.with_b_col(!spec.b_col);
        let (retry, retry_invalid) = check_all(&other)?;
        if !retry.is_empty() && retry.iter().all(|c| c.original_ok) {
            other.evidence.push(format!(
                "B {} found by trial: with B {} the original missed the float64 reference",
                layout_of_b(&other),
                layout_of_b(&spec)
            ));
            spec = other;
            (sizes, invalid) = (retry, retry_invalid);
        }
    }
    if sizes.is_empty() {
        return Err(ProveError::NotValidAtAnySize {
            sizes: invalid_words(&invalid),
            directive: spec.to_directive(),
        });
    }
    let spec = &spec;
    crate::trace::step(|| {
        format!(
            "{}: numbers checked at {} sizes",
            inputs.variant,
            sizes.len()
        )
    });
    let bench = if inputs.bench {
        Some(bench(
            ctx, &stream, info, spec, inputs, &original, &rewritten,
        )?)
    } else {
        None
    };
    crate::trace::step(|| format!("{}: done on the GPU", inputs.variant));
    let launch = describe_launch(spec);
    Ok(GpuReport {
        device: info.clone(),
        sizes,
        invalid,
        bench,
        sanitizer: None,
        launch,
        spec: Some(spec.clone()),
    })
}

/// The sizes to check: the launch's, a ragged K where the original takes one; where the original
/// is not valid at a size, the square size with the same K instead (M = N: a launch written for
/// square matrices is valid there). Each run as `run::check_size` does, after memcheck.
fn checked_sizes(
    spec: &LaunchSpec,
    inputs: &Inputs,
    info: &GpuInfo,
    stream: &std::sync::Arc<cudarc::driver::CudaStream>,
    [original, rewritten]: [&run::Loaded; 2],
) -> Result<(Vec<SizeCheck>, Vec<InvalidSize>), ProveError> {
    let mut wanted = spec.check_sizes(inputs.k_tile, inputs.stages);
    // A square kernel's ragged K is a ragged M and N too, which its launch's multiples exclude.
    let ragged_k = inputs.ragged_k && !spec.is_square();
    if let (true, Some(t)) = (ragged_k, inputs.k_tile.filter(|t| *t > 1)) {
        let (m, n, _) = wanted[0];
        let ragged = crate::symbolic::prove::ragged_k(t);
        if !wanted.iter().any(|s| s.2 == ragged) {
            wanted.push((m, n, ragged));
        }
    }
    let (mut valid, mut invalid) = (Vec::new(), Vec::new());
    let mut tried = Vec::new();
    let mut seed = 1000;
    while !wanted.is_empty() {
        let memchecked = memcheck(spec, inputs, &wanted)?;
        let mut retry = Vec::new();
        for ((m, n, k), found) in wanted.iter().copied().zip(memchecked) {
            tried.push((m, n, k));
            seed += 1;
            let checked = match found {
                Some(why) => Err(InvalidSize {
                    m,
                    n,
                    k,
                    why: format!("memcheck: {why}"),
                }),
                None => {
                    let p = spec
                        .problem(m, n, k, info.sms)
                        .map_err(ProveError::Launch)?;
                    run::check_size(stream, original, rewritten, spec, inputs.params, &p, seed)?
                }
            };
            match checked {
                Ok(c) => valid.push(c),
                Err(bad) => {
                    let side = square_side(spec, m.max(n));
                    if !tried.contains(&(side, side, k)) && !retry.contains(&(side, side, k)) {
                        retry.push((side, side, k));
                    }
                    invalid.push(bad);
                }
            }
        }
        wanted = retry;
    }
    Ok((valid, invalid))
}

/// The smallest side at least `at_least` that is a multiple of both the M and the N multiple.
fn square_side(spec: &LaunchSpec, at_least: u64) -> u64 {
    let [mm, mn, _] = spec.multiple;
    let both = mm.max(1) * mn.max(1) / gcd(mm.max(1), mn.max(1));
    at_least.div_ceil(both) * both
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The original under memcheck at `sizes`, when compute-sanitizer is installed (None at each size
/// otherwise, and where memcheck could not run: the two-run check still applies).
fn memcheck(
    spec: &LaunchSpec,
    inputs: &Inputs,
    sizes: &[(u64, u64, u64)],
) -> Result<Vec<Option<String>>, ProveError> {
    let clean = || vec![None; sizes.len()];
    let Some(tool) = inputs.sanitizer else {
        return Ok(clean());
    };
    let original = crate::prove::sanitize::Original {
        tool,
        source: inputs.text,
        kernel: inputs.kernel,
        cubin: &inputs.original.cubin,
        symbol: symbol(inputs.original)?,
        dynamic_smem: inputs.dynamic_smem[0],
    };
    Ok(crate::prove::sanitize::memcheck_cached(&original, spec, sizes).unwrap_or_else(|_| clean()))
}

/// "256 x 128 x 24: the original writes past the end of C; ..."
pub fn invalid_words(invalid: &[InvalidSize]) -> String {
    invalid
        .iter()
        .map(|s| format!("{} x {} x {}: {}", s.m, s.n, s.k, s.why))
        .collect::<Vec<_>>()
        .join("; ")
}

fn layout_of_b(spec: &LaunchSpec) -> &'static str {
    if spec.b_col {
        "stored N x K (column-major)"
    } else {
        "stored K x N (row-major)"
    }
}

/// "inferred (...): `// kpipe: ...`", with what each part rests on. The report recognises an inferred
/// launch by the leading word.
pub fn describe_inferred(spec: &LaunchSpec) -> String {
    let mut basis = vec![
        if spec.b_col {
            // The evidence says how B's layout was found.
            "row-major A and C".to_string()
        } else {
            "row-major A, B, C".to_string()
        },
        "checked at M = N".to_string(),
    ];
    basis.extend(spec.evidence.iter().cloned());
    format!("inferred ({}): `{}`", basis.join("; "), spec.to_directive())
}

/// Times the original and the rewrite (and the bounds, when asked) at the benchmark size.
fn bench(
    ctx: &std::sync::Arc<cudarc::driver::CudaContext>,
    stream: &std::sync::Arc<cudarc::driver::CudaStream>,
    info: &GpuInfo,
    spec: &LaunchSpec,
    inputs: &Inputs,
    original: &run::Loaded,
    rewritten: &run::Loaded,
) -> Result<Bench, ProveError> {
    let bounds = inputs.bounds.clone().map(|bounds| {
        bounds.map(|c| {
            c.and_then(|build| {
                symbol(build)
                    .and_then(|name| {
                        Ok(run::load(ctx, &build.cubin, name, inputs.dynamic_smem[0])?)
                    })
                    .map_err(|e| ProveError::BoundNotLoaded(Box::new(e)))
            })
        })
    });
    let timing = Timing {
        ctx,
        stream,
        spec,
        params: inputs.params,
        problem: bench_problem(spec, inputs.bench_size, info.sms)?,
    };
    time_versions(
        &timing,
        original,
        &[(inputs.variant.to_string(), rewritten)],
        bounds,
        &|_| None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_the_original_does_not_support_is_retried_square() {
        let mut spec = crate::launch::spec::parse_directive(
            "// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/32 block=256 multiple=32,64,8\n",
        )
        .expect("a directive")
        .expect("valid");
        assert_eq!(square_side(&spec, 256), 256);
        assert_eq!(square_side(&spec, 200), 256);
        spec.multiple = [96, 64, 8];
        assert_eq!(square_side(&spec, 200), 384);
        let words = invalid_words(&[InvalidSize {
            m: 256,
            n: 128,
            k: 24,
            why: "the original writes past the end of C (byte 0 after it)".into(),
        }]);
        assert_eq!(
            words,
            "256 x 128 x 24: the original writes past the end of C (byte 0 after it)"
        );
    }
    use crate::launch::error::LaunchError;
    use crate::launch::host::HostFile;
    use crate::launch::infer::{BlockEvidence, Hints};

    use crate::launch::fixtures::siboehm as params;

    fn hints(block: BlockEvidence) -> Hints {
        Hints {
            sizes: Ok([64, 64, 8]),
            grid: vec![],
            block,
            tf32: false,
            a_layout: Default::default(),
            b_layout: Default::default(),
            loop_bk: None,
        }
    }

    #[test]
    fn a_failed_inference_prints_the_directive_to_add() {
        let h = hints(BlockEvidence::OneD(Err(LaunchError::NoThreadCount(
            Box::new(LaunchError::NoTileStores),
        ))));
        let Err(GpuChecks::NotRun { reason }) = launch(
            "__global__ void k();",
            "k",
            None,
            &params(),
            Some(&h),
            &Given::default(),
        ) else {
            panic!("expected not-run");
        };
        assert_eq!(
            reason,
            "no `// kpipe:` launch directive in the file, and kpipe cannot infer the launch (the thread count is unknown: no __launch_bounds__, no thread-count constant (NUM_THREADS, THREADS, ...), and the K-loop stores into no tile). Add this directive to the file (or pass its fields with --launch), with each `?` replaced (see the launch section of docs/USAGE.md):\n\n    // kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=? multiple=64,64,8"
        );
        let Err(GpuChecks::NotRun { reason }) =
            launch("", "k", None, &params(), None, &Given::default())
        else {
            panic!("expected not-run");
        };
        assert!(reason.contains("tile sizes BM, BN, BK are unknown"));
        assert!(reason.ends_with("args=M,N,K,alpha,A,B,beta,C grid=? block=? multiple=?"));
    }

    #[test]
    fn a_directive_wins_and_an_inferred_launch_says_what_it_rests_on() {
        let text = "// kpipe: a=f16:row b=f16:row c=f16 args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=128 multiple=64,64,8\n";
        let spec = launch(text, "k", None, &params(), None, &Given::default()).unwrap();
        assert!(!spec.inferred);
        let Err(GpuChecks::Failed { reason }) = launch(
            "// kpipe: c=f17\n",
            "k",
            None,
            &params(),
            None,
            &Given::default(),
        ) else {
            panic!("expected a failure");
        };
        assert!(reason.contains("f17"));
        let h = hints(BlockEvidence::OneD(Ok((
            512,
            "__launch_bounds__(512)".into(),
        ))));
        let spec = launch("", "k", None, &params(), Some(&h), &Given::default()).unwrap();
        let text = describe_inferred(&spec);
        assert!(text.starts_with("inferred (row-major A, B, C; checked at M = N; grid N/BN x M/BM, the usual orientation"), "{text}");
        assert!(
            text.contains("block of 512 threads from __launch_bounds__(512)"),
            "{text}"
        );
        assert!(
            text.ends_with("grid=N/64,M/64 block=512 multiple=64,64,8`"),
            "{text}"
        );
    }

    #[test]
    fn directive_then_flag_then_host_call_then_inference() {
        let h = hints(BlockEvidence::OneD(Ok((
            512,
            "__launch_bounds__(512)".into(),
        ))));
        let host = "__global__ void k(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C) {}\nvoid run(int m, int n, int k, float *a, float *b, float *c) {\n  dim3 grid(n / 64, m / 64);\n  k<<<grid, 256>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n}\n";
        let directive = "// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=128 multiple=64,64,8\n";
        let flag_text = "a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=64 multiple=64,64,8";
        let flag = Given::new(
            Some(crate::launch::spec::parse_flag(flag_text).unwrap()),
            vec![],
        );
        let none = Given::default();
        let block = |text: &str, given: &Given| {
            let spec = launch(text, "k", None, &params(), Some(&h), given).unwrap();
            (spec.block[0].clone(), describe_launch(&spec))
        };
        let both = format!("{directive}{host}");
        assert_eq!(block(&both, &flag).0, "128");
        assert_eq!(block(&both, &flag).1, "from the directive at line 1");
        assert_eq!(block(host, &flag).0, "64");
        assert!(block(host, &flag)
            .1
            .starts_with("from --launch: `// kpipe: "));
        let (threads, from) = block(host, &none);
        assert_eq!(threads, "256");
        assert_eq!(from, "from the host call at line 4 (dtypes and row-major layouts from the kernel's signature): `// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=256 multiple=64,64,8`");
        // A host call that cannot be used: inference, which says why the call was not used.
        let square = host.replace("(m, n, k,", "(n, n, k,");
        let spec = launch(&square, "k", None, &params(), Some(&h), &none).unwrap();
        assert!(spec.inferred);
        assert!(describe_launch(&spec).contains("the host call at line 4: its grid: `n` is passed for both M and N, so kpipe cannot tell which one `n` means here; the launch was not taken from it"), "{}", describe_launch(&spec));
        // The call in a --host file.
        let given = Given::new(None, vec![HostFile::new(Some("runner.cu".into()), host)]);
        let spec = launch("", "k", None, &params(), Some(&h), &given).unwrap();
        assert_eq!(
            spec.from,
            LaunchFrom::Host("the host call at runner.cu:4".into())
        );
    }
}
