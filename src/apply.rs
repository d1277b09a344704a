//! `apply` and `analyze`: one file through the static pipeline, the compile and SASS checks and the
//! GPU steps; the report, the diff and the output file; the exit code.

use crate::analysis::choose::VariantRequest;
use crate::config::{Config, Output};
use crate::diagnostics::{exit, Diagnostic, Kind, Result};
use crate::files::write_atomically;
use crate::{analysis, diff, gpu, parse, recognize, report, toolchain, transform, verify};
use crate::{Outcome, Request};
use std::io::Write as _;

/// Reads the file named in `config` and runs the command; returns the exit code.
pub fn run(config: &Config, rewrite: bool) -> i32 {
    let text = match std::fs::read_to_string(&config.file) {
        Ok(t) => t,
        Err(err) => {
            let d = Diagnostic::new(
                Kind::Io,
                format!("cannot read {}: {err}", config.file.display()),
                "check the path",
            );
            eprint!("{}", d.render(None));
            return exit::USAGE;
        }
    };
    if rewrite
        && config.variant == VariantRequest::Auto
        && config.gpu
        && config.compile
        && has_launch(&text, config.kernel.as_deref(), &config.defines)
        && gpu::open().is_ok()
    {
        return run_measured(config, &text);
    }
    let attempt = match attempt(
        config,
        &text,
        config.variant,
        config.tuning(),
        rewrite,
        config.bench,
    ) {
        Ok(a) => a,
        Err(e) => return fail(config, &text, e),
    };
    finish(config, &text, attempt)
}

/// Whether the GPU steps have a launch: a valid directive, or one kpipe infers from the kernel.
fn has_launch(text: &str, kernel: Option<&str>, defines: &[(String, String)]) -> bool {
    match gpu::launch::parse_directive(text) {
        Some(directive) => directive.is_ok(),
        None => gpu::evidence::infer_file(text, kernel, defines).is_some_and(|spec| spec.is_ok()),
    }
}

/// One variant carried through rewrite, compile and the GPU.
struct Attempt {
    outcome: Outcome,
    checks: Option<verify::Checks>,
    gpu: Option<gpu::prove::GpuChecks>,
}

fn fail(config: &Config, text: &str, e: Box<Diagnostic>) -> i32 {
    let e = e.locate(&config.file, text);
    if config.json {
        println!(
            "{}",
            serde_json::json!({ "file": config.file.display().to_string(), "error": *e })
        );
    }
    eprint!("{}", e.render(Some(text)));
    e.kind.exit_code()
}

fn attempt(
    config: &Config,
    text: &str,
    variant: VariantRequest,
    tuning: analysis::choose::Tuning,
    rewrite: bool,
    bench: bool,
) -> Result<Attempt> {
    let request = Request {
        kernel: config.kernel.as_deref(),
        variant,
        arch: config.arch,
        defines: &config.defines,
        rewrite,
        tuning,
    };
    let outcome = transform(text, &request)?;
    // Auto measures several candidates in turn: each step names the one it is on.
    let who = outcome
        .analysis
        .decision
        .as_ref()
        .map_or(String::new(), |d| format!("{}: ", d.label()));
    let spinner = progress(format!(
        "{who}compiling the original and the rewrite with nvcc"
    ));
    let checks = match (&outcome.rewritten, config.compile) {
        (Some(new), true) => {
            let toolchain = toolchain::Toolchain::discover(config.cuda_home.as_deref());
            let failed =
                crate::config::default_output(&config.file).with_extension("nvcc-error.cu");
            // The instantiation analysed (`name<16>`) is the one compiled, measured and run.
            let instance = format!(
                "{}{}",
                outcome.analysis.kernel,
                outcome.analysis.instantiation.clone().unwrap_or_default()
            );
            let mut c = verify::verify(
                &toolchain,
                text,
                new,
                &config.file,
                config.arch.name,
                &instance,
                &failed,
            )
            .inspect_err(|_| spinner.finish_and_clear())?;
            let a = &outcome.analysis;
            let doubled = a
                .decision
                .as_ref()
                .is_some_and(|d| d.form == analysis::choose::Form::DoubleBuffer);
            let after = if doubled {
                a.smem_doubled
            } else {
                a.smem_single
            };
            verify::add_occupancy(&mut c, config.arch, a.threads, (a.smem_single, after));
            Some(c)
        }
        _ => None,
    };
    spinner.set_message(if bench {
        format!("{who}checking the numbers and benchmarking on the GPU")
    } else {
        format!("{who}checking the numbers on the GPU")
    });
    let gpu = match (&checks, config.gpu) {
        (Some(verify::Checks::Done(v)), true) => {
            let params = kernel_params(text, &outcome.analysis.kernel, &config.defines);
            let variant = outcome
                .analysis
                .decision
                .as_ref()
                .map_or("rewrite".to_string(), |d| d.label());
            Some(gpu::prove::prove(gpu::prove::Inputs {
                text,
                params: &params,
                original: &v.original,
                rewritten: &v.rewritten,
                variant: &variant,
                bench,
                bench_size: config.bench_size,
                k_tile: outcome.analysis.ratio.as_ref().map(|r| r.bk),
                hints: gpu::evidence::launch_hints(text, config.kernel.as_deref(), &config.defines),
            }))
        }
        (Some(verify::Checks::Skipped { reason }), true) => Some(gpu::prove::GpuChecks::Skipped {
            reason: format!(
                "skipped: the GPU runs the compiled kernels, and compiling was {reason}"
            ),
        }),
        _ => None,
    };
    spinner.set_message(format!("{who}running compute-sanitizer"));
    let mut gpu = gpu;
    if let (true, Some(gpu::prove::GpuChecks::Done(report)), Some(verify::Checks::Done(v))) =
        (config.sanitize, gpu.as_mut(), checks.as_ref())
    {
        let toolchain = toolchain::Toolchain::discover(config.cuda_home.as_deref());
        let symbol = v
            .rewritten
            .resources
            .as_ref()
            .map(|r| r.function.clone())
            .unwrap_or_default();
        if let Some(spec) = report.spec.clone() {
            report.sanitizer = Some(gpu::sanitize::sanitize(
                &toolchain,
                &config.file,
                &spec,
                &v.rewritten.cubin,
                &symbol,
                &outcome.analysis.kernel,
            ));
        }
    }
    spinner.finish_and_clear();
    Ok(Attempt {
        outcome,
        checks,
        gpu,
    })
}

/// A spinner on stderr while the slow steps run; invisible when stderr is not a terminal.
fn progress(message: String) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new_spinner();
    bar.set_message(message);
    bar.enable_steady_tick(std::time::Duration::from_millis(120));
    bar
}

pub(crate) fn kernel_params(
    text: &str,
    kernel: &str,
    defines: &[(String, String)],
) -> Vec<(String, String)> {
    let Ok(source) = parse::Source::parse(text.to_string()) else {
        return Vec::new();
    };
    let facts = recognize::kernel::FileFacts::collect(&source);
    recognize::kernel::find_kernels(&source, &facts, defines, None)
        .into_iter()
        .find(|k| k.name == kernel)
        .map(|k| k.params)
        .unwrap_or_default()
}

/// Refuses to write a rewrite the GPU disproved or could not check; otherwise prints and writes.
fn finish(config: &Config, text: &str, a: Attempt) -> i32 {
    let file = config.file.display();
    let refusal = match &a.gpu {
        Some(gpu::prove::GpuChecks::Done(r)) if r.sizes.iter().any(|c| !c.bit_identical) => {
            Some(format!("error[K040]: {file}: the rewritten kernel computes different numbers than the original on the GPU; nothing was written (see the GPU section of the report)"))
        }
        Some(gpu::prove::GpuChecks::Done(r))
            if matches!(&r.sanitizer, Some(Ok(results)) if results.iter().any(|s| !s.clean)) =>
        {
            Some(format!("error[K041]: {file}: compute-sanitizer reports hazards in the rewritten kernel; nothing was written (see the GPU section of the report)"))
        }
        // A GPU is there but the checks could not run: the rewrite is unproven, so not written.
        Some(gpu::prove::GpuChecks::Failed { reason }) if a.outcome.rewritten.is_some() => {
            Some(format!(
                "error[K042]: {file}: the GPU checks could not run: {reason}\nnothing was written; fix the cause, or pass --no-gpu to write the rewrite on the strength of the compile and SASS checks alone"
            ))
        }
        _ if config.require_gpu
            && a.outcome.rewritten.is_some()
            && !matches!(a.gpu, Some(gpu::prove::GpuChecks::Done(_))) =>
        {
            Some("error: --require-gpu, but the GPU steps did not run".to_string())
        }
        _ => None,
    };
    if let Some(message) = refusal {
        eprintln!("{message}");
        let _ = emit(
            &Config {
                output: Output::Nothing,
                ..config.clone()
            },
            text,
            a.outcome,
            a.checks,
            a.gpu,
        );
        return exit::GPU_CHECK_FAILED;
    }
    match emit(config, text, a.outcome, a.checks, a.gpu) {
        Ok(()) => exit::OK,
        Err(e) => {
            eprint!("{}", e.render(None));
            e.kind.exit_code()
        }
    }
}

/// `--variant auto` with a GPU: build every variant that applies, check each, benchmark each, keep the
/// fastest, or write nothing when none beats the original by more than the run-to-run spread.
fn run_measured(config: &Config, text: &str) -> i32 {
    let mut measured: Vec<(Attempt, f64, f64)> = Vec::new();
    let mut notes = Vec::new();
    // Unrolled by two, and with the cp.async wait at the top or after the compute, nvcc schedules the
    // loop differently: sometimes much faster, sometimes slower (SPEC §3: measure, don't assume).
    // What --unroll and --cp-async-wait leave open is measured.
    use analysis::choose::{CpAsyncWait, Tuning, Variant};
    let unrolls = config.unroll.map_or(vec![1, 2], |u| vec![u]);
    let waits = config
        .cp_async_wait
        .map_or(vec![CpAsyncWait::Top, CpAsyncWait::AfterCompute], |w| {
            vec![w]
        });
    let mut candidates = Vec::new();
    for &unroll in &unrolls {
        let tuning = |cp_async_wait| Tuning {
            unroll,
            cp_async_wait,
        };
        candidates.push((Variant::Ldg, tuning(CpAsyncWait::Top)));
        for &wait in &waits {
            candidates.push((Variant::CpAsync, tuning(wait)));
        }
    }
    let mut refused = std::collections::HashSet::new();
    for (variant, tuning) in candidates {
        let name = analysis::choose::label(variant, tuning);
        let request = match variant {
            Variant::Ldg => VariantRequest::Ldg,
            Variant::CpAsync => VariantRequest::CpAsync,
        };
        match attempt(config, text, request, tuning, true, true) {
            Ok(a) => match &a.gpu {
                Some(gpu::prove::GpuChecks::Done(r)) if r.sizes.iter().all(|c| c.bit_identical) => {
                    let (speedup, spread) = r.bench.as_ref().map_or((0.0, 0.0), |b| {
                        (b.rows.last().map_or(0.0, |row| row.speedup), b.spread)
                    });
                    measured.push((a, speedup, spread));
                }
                Some(gpu::prove::GpuChecks::Done(_)) => notes.push(format!(
                    "{name}: not bit-identical to the original on the GPU, dropped"
                )),
                other => notes.push(format!(
                    "{name}: not measured ({})",
                    match other {
                        Some(
                            gpu::prove::GpuChecks::Skipped { reason }
                            | gpu::prove::GpuChecks::Failed { reason },
                        ) => reason.clone(),
                        _ => "no GPU result".to_string(),
                    }
                )),
            },
            // A variant refuses the same way however it is tuned: say it once.
            Err(e) => {
                if refused.insert(variant) {
                    notes.push(format!("{}: refused ({})", variant.name(), e.message));
                }
            }
        }
    }
    if measured.is_empty() {
        eprintln!(
            "kpipe: no variant could be measured ({}); falling back to the static choice",
            notes.join("; ")
        );
        return match attempt(
            config,
            text,
            VariantRequest::Auto,
            config.tuning(),
            true,
            config.bench,
        ) {
            Ok(a) => finish(config, text, a),
            Err(e) => fail(config, text, e),
        };
    }
    let rows: Vec<gpu::prove::BenchRow> = measured
        .iter()
        .filter_map(|(a, _, _)| match &a.gpu {
            Some(gpu::prove::GpuChecks::Done(r)) => {
                r.bench.as_ref().and_then(|b| b.rows.last().cloned())
            }
            _ => None,
        })
        .collect();
    let summary: Vec<String> = rows
        .iter()
        .map(|r| format!("{} x{:.2}", r.variant, r.speedup))
        .collect();
    // The fastest; but within the run-to-run spread of it, the first candidate in the order tried
    // (register prefetch before cp.async, not unrolled before unrolled): the simpler code.
    let fastest = measured.iter().map(|m| m.1).fold(f64::MIN, f64::max);
    let best_index = measured
        .iter()
        .position(|m| m.1 >= fastest * (1.0 - m.2))
        .expect("non-empty");
    let (mut best, speedup, spread) = measured.swap_remove(best_index);
    if let Some(gpu::prove::GpuChecks::Done(r)) = &mut best.gpu {
        if let Some(b) = &mut r.bench {
            let original = b.rows[0].clone();
            b.rows = std::iter::once(original)
                .chain(rows.iter().cloned())
                .collect();
        }
    }
    let pays = speedup > 1.0 + spread;
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
    if !pays {
        println!(
            "pipelining does not pay here (best x{speedup:.2}, spread {:.1}%): nothing written",
            spread * 100.0
        );
        let _ = emit(
            &Config {
                output: Output::Nothing,
                ..config.clone()
            },
            text,
            Outcome {
                rewritten: None,
                ..best.outcome
            },
            best.checks,
            best.gpu,
        );
        return exit::OK;
    }
    finish(config, text, best)
}

fn emit(
    config: &Config,
    original: &str,
    outcome: Outcome,
    checks: Option<verify::Checks>,
    gpu: Option<gpu::prove::GpuChecks>,
) -> Result<()> {
    let file_name = config.file.display().to_string();
    let diff = outcome.rewritten.as_ref().map(|new| {
        let new_name = match &config.output {
            Output::File(p) => p.display().to_string(),
            _ => file_name.clone(),
        };
        diff::unified(original, new, &file_name, &new_name)
    });
    let output = match (&config.output, &outcome.rewritten) {
        (Output::File(path), Some(_)) => Some(path.display().to_string()),
        (Output::Stdout, Some(_)) => Some("-".to_string()),
        _ => None,
    };
    let report = report::Report {
        file: file_name,
        analysis: outcome.analysis,
        output,
        notes: outcome.notes,
        diff: diff.clone(),
        checks,
        gpu,
    };
    let mut out = std::io::stdout().lock();
    let human = if config.json {
        report::json(&report)
    } else {
        let mut text = report::markdown(&report);
        if let Some(d) = &diff {
            text.push_str("\n## Diff\n\n");
            text.push_str(&if config.color {
                diff::colourise(d)
            } else {
                d.clone()
            });
        }
        text
    };
    // Written after everything that could fail or panic, so that an error leaves no file.
    if let (Output::File(path), Some(text)) = (&config.output, &outcome.rewritten) {
        write_atomically(path, text)?;
    }
    if config.output == Output::Stdout {
        eprintln!("{human}");
        let _ = out.write_all(outcome.rewritten.unwrap_or_default().as_bytes());
    } else {
        let _ = writeln!(out, "{human}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Cli, Command};
    use std::path::Path;

    #[test]
    fn auto_measures_with_a_directive_or_an_inferred_launch() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let kernel =
            std::fs::read_to_string(root.join("kernels/sgemm_bump_after_barrier.cu")).unwrap();
        assert!(has_launch(&kernel, None, &[]));
        let without: String = kernel
            .lines()
            .filter(|l| !l.starts_with("// kpipe:"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(has_launch(&without, None, &[]), "inferred");
        let broken = kernel.replace("// kpipe: a=f32:row", "// kpipe: a=f17:row");
        assert!(!has_launch(&broken, None, &[]), "an invalid directive");
        let unknown = without
            .replace("__launch_bounds__(NUM_THREADS)", "")
            .replace("#define NUM_THREADS 256", "#define NT 256")
            .replace("NUM_THREADS", "NT");
        assert!(!has_launch(&unknown, None, &[]), "no thread count");
    }

    #[test]
    fn a_rewrite_the_gpu_could_not_check_is_not_written() {
        use clap::Parser;
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("gemm.cu");
        std::fs::copy(root.join("kernels/sgemm_bump_after_barrier.cu"), &file).unwrap();
        let text = std::fs::read_to_string(&file).unwrap();
        let path = file.to_str().unwrap();
        let cli = Cli::try_parse_from(["kpipe", "apply", path, "--arch", "sm_90"]).unwrap();
        let Command::Apply(args) = cli.command else {
            panic!("apply");
        };
        let config = Config::from_apply(&args).unwrap();
        let written = crate::config::default_output(&file);
        let run = |gpu| {
            let request = Request {
                kernel: None,
                variant: VariantRequest::Ldg,
                arch: config.arch,
                defines: &[],
                rewrite: true,
                tuning: config.tuning(),
            };
            let outcome = transform(&text, &request).unwrap();
            finish(
                &config,
                &text,
                Attempt {
                    outcome,
                    checks: None,
                    gpu,
                },
            )
        };
        let failed = gpu::prove::GpuChecks::Failed {
            reason: "a launch error".into(),
        };
        assert_eq!(run(Some(failed)), exit::GPU_CHECK_FAILED);
        assert!(!written.exists(), "nothing written");
        // Without a GPU the steps are skipped and the compile-checked rewrite is written.
        let skipped = gpu::prove::GpuChecks::Skipped {
            reason: "skipped: no GPU".into(),
        };
        assert_eq!(run(Some(skipped)), exit::OK);
        assert!(written.exists());
    }
}
