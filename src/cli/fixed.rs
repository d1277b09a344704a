//! `apply` on a kernel whose refusal carries a fix (`diagnostics::FixIt`): a loop one step from
//! pipelined, such as a ring kept by hand that issues its copies after the compute. The fix is
//! proven equal to the original (`pipeline::fix`), compiled with the original (nvcc, as every
//! rewrite is), and then written as the rewrite is: the report, the diff, the output file. A fix
//! that is not proven leaves the refusal as it was, with the reason as a note.

use super::config::{Config, Output};
use crate::diagnostics::{Diagnostic, FixIt};
use crate::files::write_all_atomically;
use crate::pipeline::fix::{prove_fix, FixContext, ProvenFix};
use crate::prove::compile as verify;
use crate::report::diff;
use std::io::Write as _;
use std::path::Path;

/// The name of what a fix writes, where a rewrite names its variant (async copies or plain loads).
pub const FIX_VARIANT: &str = "loads moved above the compute";

/// Proves, compiles and writes the first fix of `refusal` (the exit code), or gives back the
/// refusal, or the error that stopped the fix.
pub fn apply_fix(
    config: &Config,
    text: &str,
    cx: &FixContext,
    refusal: Box<Diagnostic>,
) -> Result<i32, Box<Diagnostic>> {
    let fix = refusal.fixes[0].clone();
    let proven = match prove_fix(text, &fix, cx) {
        Ok(p) => p,
        Err(why) => {
            // A fix that is not proven is not offered either: only the reason stays.
            let mut refusal = refusal.note(format!(
                "kpipe did not make the fix ({}): {why}",
                fix.message
            ));
            refusal.fixes.clear();
            return Err(refusal);
        }
    };
    let (compiled, built) = compile(config, text, &proven)?;
    let gpu = on_gpu(config, text, cx, &proven, built.as_deref())?;
    if fix.needs_timing && !gpu.timed && !config.fix {
        // Proven, but nothing says it pays: offered with its proof, not made.
        let fix = FixIt {
            proof: Some(proven.proof.clone()),
            ..fix
        };
        let mut refusal = refusal.note(format!(
            "kpipe proved its fix but did not make it: it makes this fix only where a GPU here times it faster than the original ({}), or with --fix",
            gpu.line
        ));
        refusal.fixes = vec![fix];
        return Err(refusal);
    }
    let (on_gpu, exit_code) = (gpu.line, gpu.exit_code);
    let output = match &config.output {
        Output::File(path) if gpu.slower.is_none() => Some(path.clone()),
        _ => None,
    };
    let not_written = match (&gpu.slower, &config.output) {
        (Some(verdict), _) => Some(verdict.clone()),
        (None, Output::Patch) => Some("--patch prints the change as a patch".to_string()),
        (None, Output::Nothing) => Some("--dry-run".to_string()),
        (None, Output::File(_) | Output::Stdout) => None,
    };
    if let Some(path) = &output {
        config.input_unchanged(text)?;
        write_all_atomically(&[(path.as_path(), proven.text.as_str())])?;
    }
    let fix = FixIt {
        proof: Some(proven.proof.clone()),
        ..fix
    }
    .located(text);
    let name = config.name();
    let new_name = output
        .as_ref()
        .map_or(name.clone(), |p| p.display().to_string());
    let patch = diff::unified(text, &proven.text, &name, &new_name);
    let shown = Shown {
        checked: built.is_some(),
        finding: &refusal.message,
        output: output.as_deref(),
        not_written: not_written.as_deref(),
        compiled: &compiled,
        on_gpu: &on_gpu,
        exit_code,
        patch: &patch,
    };
    let mut stdout = std::io::stdout().lock();
    let _ = match &config.output {
        _ if config.json => writeln!(stdout, "{}", json(config, &proven, &fix, &shown)),
        _ if gpu.slower.is_some() => write!(stdout, "{}", human(config, &proven, &fix, &shown)),
        Output::Stdout => stdout.write_all(proven.text.as_bytes()),
        Output::Patch => stdout.write_all(
            diff::unified(
                text,
                &proven.text,
                &format!("a/{}", diff::patch_path(&config.file)),
                &format!("b/{}", diff::patch_path(&config.file)),
            )
            .as_bytes(),
        ),
        _ if config.quiet => Ok(()),
        _ => write!(stdout, "{}", human(config, &proven, &fix, &shown)),
    };
    Ok(exit_code)
}

/// What the report shows besides the fix: where it went, the compile, the diff.
struct Shown<'a> {
    /// Both versions compiled (as a rewrite's `checks` with status `done`).
    checked: bool,
    /// What kpipe found of the loop as it was (the refusal's message).
    finding: &'a str,
    output: Option<&'a Path>,
    not_written: Option<&'a str>,
    compiled: &'a str,
    on_gpu: &'a str,
    exit_code: i32,
    patch: &'a str,
}

/// Both texts compiled for the target, as every rewrite is: the line the report shows, and the
/// builds for the GPU steps.
fn compile(
    config: &Config,
    text: &str,
    proven: &ProvenFix,
) -> Result<(String, Option<Box<verify::Verification>>), Box<Diagnostic>> {
    if !config.compile {
        return Ok(("not compiled (--no-compile)".into(), None));
    }
    let toolchain = crate::toolchain::Toolchain::discover(config.cuda_home.as_deref());
    let unit = verify::Unit {
        flags: config.nvcc_flags.args.clone(),
        flags_described: config.nvcc_flags.describe(),
        ..Default::default()
    };
    let checks = verify::verify(
        &toolchain,
        [text, &proven.text],
        &config.file,
        config.arch.name,
        &proven.kernel,
        None,
        &unit,
    )?;
    Ok(match checks {
        verify::Checks::Skipped { reason } => (format!("not compiled ({reason})"), None),
        verify::Checks::Done(v) => {
            let overlap = v
                .rewritten
                .sass
                .as_ref()
                .map_or(String::new(), |s| format!("; SASS: {}", s.reason));
            let line = format!("both compile with nvcc {} for {}{overlap}", v.nvcc, v.arch);
            (line, Some(v))
        }
    })
}

/// What the GPU steps say of a fix: the report's line, the exit code, and the verdict when the
/// fix ran no faster than the original (then it is not written, as `auto` writes nothing that
/// does not pay).
struct OnGpu {
    line: String,
    exit_code: i32,
    slower: Option<String>,
    /// Both versions were timed on the GPU.
    timed: bool,
}

/// The GPU steps every rewrite gets, on the fix: the same bytes as the original at several sizes,
/// and both timed (as `auto` times its candidates); or the refusal that stops the fix from being
/// written.
fn on_gpu(
    config: &Config,
    text: &str,
    cx: &FixContext,
    proven: &ProvenFix,
    built: Option<&verify::Verification>,
) -> Result<OnGpu, Box<Diagnostic>> {
    use crate::diagnostics::{exit, Kind};
    use crate::prove::gpu::GpuChecks;
    let done = |line: String, exit_code| OnGpu {
        line,
        exit_code,
        slower: None,
        timed: false,
    };
    let Some(v) = built.filter(|_| config.gpu) else {
        return Ok(done("not run (--no-gpu or not compiled)".into(), exit::OK));
    };
    let checks = crate::prove::gpu::prove(crate::prove::gpu::Inputs {
        text,
        kernel: &proven.kernel,
        instance: None,
        given: cx.given,
        params: &proven.params,
        original: &v.original,
        rewritten: &v.rewritten,
        variant: FIX_VARIANT,
        bench: true,
        bench_size: config.bench_size,
        k_tile: None,
        stages: 2,
        hints: Some(proven.hints.clone()),
        dynamic_smem: [proven.dynamic_smem; 2],
        bounds: None,
        ragged_k: proven.ragged_k,
        sanitizer: None,
    });
    let refused = |kind, message: String| {
        Err(Diagnostic::new(kind, message, "see `kpipe apply --verbose` on the original for the GPU steps' launch, or pass --no-gpu"))
    };
    match checks {
        GpuChecks::Done(r) if r.sizes.is_empty() => refused(
            Kind::GpuChecksNotRun,
            format!(
                "the GPU checks found no size where the original is valid with the launch kpipe used ({}); nothing was written",
                crate::prove::gpu::invalid_words(&r.invalid)
            ),
        ),
        GpuChecks::Done(r) if r.sizes.iter().any(|c| !c.bit_identical) => {
            refused(Kind::GpuMismatch, "the fix computes different numbers than the original on the GPU; nothing was written".into())
        }
        GpuChecks::Done(r) => {
            let timed = r.bench.as_ref().and_then(|b| {
                let row = b.rows.iter().find(|row| row.variant == FIX_VARIANT)?;
                Some((row.speedup, b.spread, (b.m, b.n, b.k)))
            });
            let speed = timed.map_or(String::new(), |(x, spread, (m, n, k))| {
                format!(
                    "; x{x:.2} the original's speed at {m}x{n}x{k} (spread {:.1}%)",
                    spread * 100.0
                )
            });
            let line = format!(
                "bit-identical to the original at {} sizes on {}{speed}",
                r.sizes.len(),
                r.device.name
            );
            let slower = timed
                .filter(|(x, spread, _)| *x <= 1.0 + spread)
                .map(|(x, spread, _)| {
                    format!(
                        "pipelining does not pay here (the fix ran x{x:.2}, spread {:.1}%)",
                        spread * 100.0
                    )
                });
            Ok(OnGpu {
                line,
                exit_code: exit::OK,
                slower,
                timed: timed.is_some(),
            })
        }
        GpuChecks::Failed { reason } => refused(
            Kind::GpuChecksNotRun,
            format!("the GPU checks could not run: {reason}; nothing was written"),
        ),
        GpuChecks::NotRun { reason } => {
            Ok(done(format!("not run: {reason}"), exit::NOT_RUN_ON_GPU))
        }
        GpuChecks::Skipped { reason } => Ok(done(reason, exit::OK)),
    }
}

fn human(config: &Config, proven: &ProvenFix, fix: &FixIt, shown: &Shown) -> String {
    let written = match (shown.output, shown.not_written) {
        (Some(p), _) => format!("written to {}", p.display()),
        (None, Some(why)) => format!("not written: {why}"),
        (None, None) => "on stdout".into(),
    };
    let mut out = format!(
        "# kpipe: {} (`{}`)\n\n\
         K014: {}.\n\nkpipe made the fix: {}.\n\n\
         - proof: {}\n- compile: {}\n- GPU: {}\n- output: {written}\n",
        config.name(),
        proven.kernel,
        shown.finding,
        fix.message,
        proven.proof,
        shown.compiled,
        shown.on_gpu,
    );
    out.push_str("\n## Diff\n\n```diff\n");
    out.push_str(&if config.color {
        diff::colourise(shown.patch)
    } else {
        shown.patch.to_string()
    });
    out.push_str("```\n");
    out
}

/// The one JSON object, in the shape of a rewrite's report where tools read it (`analysis`'s
/// kernel, loop line and decision, `output`, `not_written`, `exit_code`), with the fix.
fn json(config: &Config, proven: &ProvenFix, fix: &FixIt, shown: &Shown) -> String {
    let object = serde_json::json!({
        "schema_version": crate::report::SCHEMA_VERSION,
        "file": config.name(),
        "exit_code": shown.exit_code,
        "analysis": {
            "kernel": proven.kernel,
            "loop_line": fix.line,
            "decision": { "variant": FIX_VARIANT },
        },
        "output": shown.output.map(|p| p.display().to_string()),
        "not_written": shown.not_written,
        "proof": proven.proof,
        "compile": shown.compiled,
        "checks": { "status": if shown.checked { "done" } else { "skipped" }, "summary": shown.compiled },
        "gpu": shown.on_gpu,
        "finding": shown.finding,
        "fix": fix,
        "diff": shown.patch,
        "error": null,
    });
    serde_json::to_string_pretty(&object).expect("the report serialises")
}
