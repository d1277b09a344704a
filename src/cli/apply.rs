//! `apply` and `analyze` on one file: the static choice (with the stage table and the forms that hold
//! late loads earlier), or `auto` measured on the GPU (`measure`); then the refusals, the report, the
//! diff and the output files; the exit code. One candidate's proofs are in `attempt`.

use crate::analysis::choose::{CpAsyncWait, Tuning, Variant, VariantRequest};
use crate::cli::attempt::{attempt, planned_stages, Attempt};
use crate::cli::config::{Config, Output};
use crate::cli::host_edit::HostOutput;
use crate::cli::measure::{run_measured, MeasuredRun};
use crate::cli::pin;
use crate::cli::static_choice::{self, Guarded};
use crate::diagnostics::{Diagnostic, Kind};
use crate::files::{self, write_all_atomically};
use crate::gpu;
use crate::pipeline::Model;
use crate::report::{self, diff};
use std::io::Write as _;
use std::path::Path;

/// Reads the file named in `config` and runs the command; returns the exit code.
pub fn run(config: &Config, rewrite: bool) -> i32 {
    let text = match files::read_source(&config.file) {
        Ok(t) => t,
        Err(d) => {
            return fail(config, "", d);
        }
    };
    // The headers it includes are read once, here, for their load helpers, macros and constants.
    let includes = crate::source::includes::read_includes(
        &config.file,
        &text,
        &config.include_dirs,
        &mut |path| files::read_header(path),
    );
    // The file is parsed and its kernel recognised once; every step below works on that model.
    // A template the file never instantiates, launched from a `--host` file: analysed as the host's
    // first instantiation (the others are checked with it).
    let instance = host_instance(config, &text);
    let kernel = instance.as_deref().or(config.kernel.as_deref());
    // `--launch` on a file without a directive states its block and dynamic size as one would.
    let launch = config.given.launch.as_ref().map(|l| l.read_fields());
    match crate::pipeline::with_launch_model(
        &text,
        kernel,
        &config.defines,
        &includes,
        launch.as_deref(),
        |model| Ok(run_on(config, model, rewrite)),
    ) {
        Ok(code) => code,
        // A loop one step from pipelined: its fix, proven, is the rewrite.
        Err(e) if rewrite && !e.fixes.is_empty() => {
            let cx = crate::pipeline::fix::FixContext {
                kernel,
                defines: &config.defines,
                includes: &includes,
                launch: launch.as_deref(),
                given: &config.given,
                arch: config.arch.name,
            };
            crate::cli::fixed::apply_fix(config, &text, &cx, e)
                .unwrap_or_else(|e| fail(config, &text, e))
        }
        Err(e) => fail(config, &text, e),
    }
}

/// `name<args>` of the first instantiation a `--host` file names, for a template kernel whose own
/// file names none (and `--kernel` does not give one).
fn host_instance(config: &Config, text: &str) -> Option<String> {
    let kernel = config.kernel.as_deref();
    if config.given.hosts.is_empty() || kernel.is_some_and(|k| k.contains('<')) {
        return None;
    }
    crate::pipeline::instances::first_host_instance(
        text,
        kernel,
        &config.given.host_texts(),
        &config.given.header_texts(),
    )
}

/// The command on the file's model: the static path, or `auto` measured on the GPU.
fn run_on(config: &Config, model: &Model, rewrite: bool) -> i32 {
    if rewrite
        && config.variant == VariantRequest::Auto
        && config.gpu
        && config.compile
        && has_launch(model, &config.given)
        && gpu::open().is_ok()
    {
        return match run_measured(config, model) {
            MeasuredRun::Static(Ok(a)) => finish(config, model.text, a),
            MeasuredRun::Fastest(a) => {
                finish(config, model.text, pinned_here(config, model, a, true))
            }
            MeasuredRun::Static(Err(e)) => fail(config, model.text, e),
            MeasuredRun::DoesNotPay { attempt, verdict } => {
                let attempt = pinned_here(config, model, attempt, false);
                let ending = Ending {
                    error: None,
                    not_written: Some(verdict),
                };
                emit(config, model.text, attempt, ending)
            }
        };
    }
    let mut stale = None;
    if rewrite && pin::applies(config) {
        let kernel = &model.rec.kernel;
        let key = pin::kernel_key(&kernel.name, kernel.instantiation.as_deref());
        let path = pin::pin_path(config).unwrap_or_default();
        match pin::find(config, model.text, &key, config.arch.name) {
            pin::Found::Pinned(p) => return run_pinned(config, model, p),
            pin::Found::Stale(p) => stale = Some(format!(
                "{} holds a choice measured on {} on {} for another version of this file: the choice here is static (`auto` on a GPU measures it again and replaces the pin)",
                path.display(), p.device, p.measured_at
            )),
            pin::Found::None => {}
        }
    }
    let attempt = match attempt(
        config,
        model,
        config.variant,
        config.tuning(),
        rewrite,
        config.bench,
    ) {
        Ok(a) => a,
        Err(e) => return fail(config, model.text, e),
    };
    let mut attempt = static_choice::held_loads_if_late(config, model, attempt);
    attempt.outcome.notes.extend(stale);
    let attempt = with_planned_stages(config, model, attempt);
    let attempt = static_choice::free_forms(config, model, attempt);
    match static_choice::without_spill_growth(config, model, attempt) {
        Guarded::Kept(a) => finish(config, model.text, a),
        Guarded::DoesNotPay { attempt, verdict } => {
            let ending = Ending {
                error: None,
                not_written: Some(verdict),
            };
            emit(config, model.text, attempt, ending)
        }
    }
}

/// A measured run's ending pinned beside the kernel (when the run writes files), with the note
/// saying so.
fn pinned_here(config: &Config, model: &Model, mut a: Attempt, pays: bool) -> Attempt {
    if !pin::applies(config) {
        return a;
    }
    let analysis = &a.outcome.analysis;
    let measured = pin::of_measured(config, model.text, analysis, a.gpu.as_ref(), pays);
    if let Some(note) = measured.and_then(|p| pin::record(config, p)) {
        a.outcome.notes.push(note);
    }
    a
}

/// `auto` without a measurement, on a kernel whose choice was measured and pinned: that candidate,
/// or nothing when the measurement found that none pays.
fn run_pinned(config: &Config, model: &Model, p: pin::Pin) -> i32 {
    let why = pin::reason(&p, &pin::pin_path(config).unwrap_or_default());
    let request = p.choice.as_ref().and_then(|c| c.request(config.tuning()));
    let (variant, tuning) = request.unwrap_or((VariantRequest::Auto, config.tuning()));
    let mut a = match attempt(config, model, variant, tuning, true, config.bench) {
        Ok(a) => a,
        Err(e) => return fail(config, model.text, e),
    };
    if let Some(d) = a.outcome.analysis.decision.as_mut() {
        d.static_choice = false;
        d.reasons = vec![why.clone()];
    }
    if p.choice.is_some() {
        return finish(config, model.text, a);
    }
    let verdict = format!(
        "pipelining does not pay here (best x{:.2}, {why})",
        p.speedup
    );
    if !config.json && !config.quiet {
        crate::trace::end_progress();
        println!("{verdict}: nothing written");
    }
    let ending = Ending {
        error: None,
        not_written: Some(verdict),
    };
    emit(config, model.text, a.without_output(), ending)
}

/// What the measurements behind unrolling the ring found.
const MEASURED_RINGS: &str = "on an H100 at 1024x1024x8192 (under one wave), the ring unrolled by two was within 3% of the best candidate on 6 of 6 kernels with 16-byte copies, rolled on 2 of 6, tests/data/measured.csv";

/// cp.async: the stage table goes in the report, and `auto` without a measurement or `--stages`
/// builds the ring the table recommends (more stages only when the grid is under one wave of the
/// machine) in place of two stages, when it compiles.
fn with_planned_stages(config: &Config, model: &Model, mut a: Attempt) -> Attempt {
    let Some(decision) = a.outcome.analysis.decision.clone() else {
        return a;
    };
    if decision.variant != Variant::CpAsync
        || a.outcome.rewritten.is_none()
        || decision.tuning.cp_async_wait != CpAsyncWait::Top
    {
        return a;
    }
    let plan = planned_stages(config, model, &a);
    // `--stages N` is the user's: the table is shown, the count is not changed.
    if config.variant == VariantRequest::Auto && config.stages.is_none() && plan.chosen > 2 {
        // Unrolled by two, unless --unroll says otherwise: on an H100 at 1024x1024x8192 the ring the
        // table chose, unrolled by two, was within 3% of the best candidate on 6 of 6 kernels
        // measured, rolled on 2 of 6 (tests/data/measured.csv).
        let tuning = Tuning {
            stages: plan.chosen,
            unroll: config.unroll.unwrap_or(2),
            ..decision.tuning
        };
        match attempt(config, model, VariantRequest::Auto, tuning, true, config.bench) {
            Ok(mut ring) => {
                if let Some(d) = ring.outcome.analysis.decision.as_mut() {
                    d.reasons.push(format!(
                        "{} stages (the table under Stages): {}",
                        plan.chosen, plan.reason
                    ));
                    if config.unroll.is_none() {
                        d.reasons.push(format!("the ring unrolled by two: {MEASURED_RINGS}"));
                    }
                }
                ring.stage_plan = Some(plan);
                return ring;
            }
            Err(e) => a.outcome.notes.push(format!(
                "the stage table recommends {} stages, but the ring was refused ({}): two stages kept",
                plan.chosen, e.message
            )),
        }
    }
    a.stage_plan = Some(plan);
    a
}

/// Whether the GPU steps have a launch: a valid directive, `--launch`, a host call kpipe can read,
/// or one kpipe infers from the kernel.
fn has_launch(model: &Model, given: &crate::launch::resolve::Given) -> bool {
    match crate::launch::spec::parse_directive(model.text) {
        Some(directive) => directive.is_ok(),
        None if given.launch.is_some() => true,
        None => {
            crate::launch::evidence::launch_for(model.text, model.source, &model.rec, given).is_ok()
        }
    }
}

/// An error with no report: the one JSON object (with --json) on stdout, the diagnostic on stderr.
pub(super) fn fail(config: &Config, text: &str, e: Box<Diagnostic>) -> i32 {
    crate::trace::end_progress();
    let e = e.locate(Path::new(&config.name()), text);
    if config.json {
        let _ = writeln!(
            std::io::stdout(),
            "{}",
            report::json(None, &config.name(), Some(&e))
        );
    }
    eprint!("{}", e.render_styled(Some(text), config.color_errors));
    e.kind.exit_code()
}

/// Refuses to write a rewrite the GPU disproved or could not check; otherwise prints and writes.
fn finish(config: &Config, text: &str, a: Attempt) -> i32 {
    let refusal = |kind, message: String, help: &str| {
        Some(Diagnostic::new(kind, message, help).locate(Path::new(&config.name()), text))
    };
    let see_report = "see the GPU section of the report";
    let differing = a
        .outcome
        .instances
        .iter()
        .find(|r| r.gpu_identical == Some(false));
    let error = match &a.gpu {
        Some(crate::prove::gpu::GpuChecks::Done(_)) if differing.is_some_and(|r| r.gpu_original_misses) => refusal(
            Kind::GpuMismatch,
            format!(
                "kpipe cannot prove the rewrite of `{}`: with the launch kpipe used for it, the original itself misses the float64 reference (and the rewrite's numbers differ from the original's); nothing was written",
                differing.map_or("", |r| r.name.as_str())
            ),
            "check that instantiation's launch: a block of fewer threads than its load phase assumes leaves part of a tile unwritten, and a kernel that reads shared memory it never wrote computes different numbers from run to run; see the Instantiations table of the report",
        ),
        Some(crate::prove::gpu::GpuChecks::Done(_)) if differing.is_some() => refusal(
            Kind::GpuMismatch,
            format!(
                "the rewrite computes different numbers than the original on the GPU in `{}`; nothing was written",
                differing.map_or("", |r| r.name.as_str())
            ),
            "see the Instantiations table of the report",
        ),
        Some(crate::prove::gpu::GpuChecks::Done(r)) if r.sizes.iter().any(|c| !c.bit_identical) => {
            refusal(Kind::GpuMismatch, "the rewritten kernel computes different numbers than the original on the GPU; nothing was written".into(), see_report)
        }
        Some(crate::prove::gpu::GpuChecks::Done(r))
            if matches!(&r.sanitizer, Some(Ok(results)) if results.iter().any(|s| !s.clean)) =>
        {
            refusal(Kind::SanitizerHazards, "compute-sanitizer reports hazards in the rewritten kernel; nothing was written".into(), see_report)
        }
        // A GPU is there but the checks could not run: the rewrite is unproven, so not written.
        Some(crate::prove::gpu::GpuChecks::Failed { reason }) if a.outcome.rewritten.is_some() => {
            refusal(Kind::GpuChecksNotRun, format!("the GPU checks could not run: {reason}; nothing was written"), "fix the cause, or pass --no-gpu to write the rewrite on the strength of the compile and SASS checks alone")
        }
        _ if config.require_gpu
            && a.outcome.rewritten.is_some()
            && !matches!(a.gpu, Some(crate::prove::gpu::GpuChecks::Done(_))) =>
        {
            refusal(Kind::GpuChecksNotRun, "--require-gpu, but the GPU steps did not run; nothing was written".into(), "run where `kpipe doctor` finds a GPU, or leave out --require-gpu")
        }
        _ => None,
    };
    let not_written = error
        .as_ref()
        .map(|_| "a GPU check failed or could not run".to_string());
    emit(config, text, a, Ending { error, not_written })
}

/// How a run with a report ends: an error that stops the rewrite from being written, and the
/// reason nothing was written when there is one.
struct Ending {
    error: Option<Box<Diagnostic>>,
    not_written: Option<String>,
}

/// The report as people read it: its first screen (or all of it with `--verbose`), then the diff.
fn human_report(config: &Config, report: &report::Report, diff: Option<&str>) -> String {
    let mut text = if config.verbose {
        report::markdown(report)
    } else {
        report::first_screen(report)
    };
    if let Some(d) = diff {
        text.push_str("\n## Diff\n\n```diff\n");
        text.push_str(&if config.color {
            diff::colourise(d)
        } else {
            d.to_string()
        });
        text.push_str("```\n");
    }
    text
}

/// Writes (or prints) the rewrite unless the ending says not to, then prints the report: Markdown
/// with the diff, or the one JSON object. Returns the exit code.
///
/// The file is written last of all that could fail, after the report is made, so an error leaves no
/// file; a closed stdout (`kpipe apply ... | head`) is not an error.
fn emit(config: &Config, original: &str, mut a: Attempt, mut ending: Ending) -> i32 {
    crate::trace::end_progress();
    let file_name = config.name();
    if let Some(arch) = &config.arch_note {
        a.outcome.notes.insert(0, arch.clone());
    }
    if let Some(found) = &config.given.found {
        a.outcome.notes.insert(0, found.clone());
    }
    for w in &a.outcome.input_warnings {
        eprintln!("warning: {w}");
    }
    let mut rewritten = a
        .outcome
        .rewritten
        .filter(|_| ending.error.is_none())
        .map(|text| text.to_string());
    let mut analysis = a.outcome.analysis;
    // The launch in a `--host` file is edited in the same run (its diff follows the kernel's).
    let hosts = crate::cli::host_edit::edit_hosts(config, &mut analysis, &mut rewritten);
    let diff = rewritten
        .as_ref()
        .map(|new| report_diff(config, original, new, &hosts));
    let (output, code_on_stdout) = output_of(
        config,
        original,
        rewritten.as_ref(),
        &hosts,
        &mut ending.not_written,
    );
    let mut report = report::Report {
        file: file_name.clone(),
        analysis,
        output,
        not_written: ending.not_written,
        notes: a.outcome.notes,
        diff: diff.clone(),
        checks: a.checks,
        gpu: a.gpu,
        stage_plan: a.stage_plan,
        proof: a
            .outcome
            .proof
            .as_ref()
            .map(crate::symbolic::prove::describe_proof),
        instances: a.outcome.instances,
    };
    let render = |report: &report::Report, error: Option<&Diagnostic>| {
        if config.json {
            return report::json(Some(report), &file_name, error);
        }
        human_report(config, report, diff.as_deref())
    };
    let mut human = render(&report, ending.error.as_deref());
    if let (Output::File(path), Some(text)) = (&config.output, &rewritten) {
        if let Some(e) = write_outputs(config, original, (path, text), &hosts, &mut report) {
            human = render(&report, Some(&e));
            ending.error = Some(e);
        }
    }
    let exit_code = report::exit_code(Some(&report), ending.error.as_deref());
    if config.quiet && !config.json {
        if let Some(code) = code_on_stdout {
            let _ = std::io::stdout().lock().write_all(code.as_bytes());
        }
    } else {
        print_report(&human, code_on_stdout);
    }
    if let Some(e) = &ending.error {
        eprint!("{}", e.render_styled(Some(original), config.color_errors));
    }
    exit_code
}

/// The diff the report shows: the kernel's file (under the output's name when one is given), then
/// each edited host file's.
fn report_diff(config: &Config, original: &str, new: &str, hosts: &[HostOutput]) -> String {
    let file_name = config.name();
    let new_name = match &config.output {
        Output::File(p) => p.display().to_string(),
        _ => file_name.clone(),
    };
    let mut d = diff::unified(original, new, &file_name, &new_name);
    for h in hosts {
        d.push_str(&h.diff(false));
    }
    d
}

/// Where the rewrite goes, for the report (a path, `-` for stdout, or none), and what stdout
/// carries instead of the report (the code, or the patch with `--patch`). With `--patch`, and with
/// `--dry-run` when nothing else says so, `not_written` gets the reason.
fn output_of(
    config: &Config,
    original: &str,
    rewritten: Option<&String>,
    hosts: &[HostOutput],
    not_written: &mut Option<String>,
) -> (Option<String>, Option<String>) {
    match (&config.output, rewritten) {
        (Output::File(path), Some(_)) => (Some(path.display().to_string()), None),
        (Output::Stdout, Some(text)) => (Some("-".to_string()), Some(text.clone())),
        (Output::Patch, Some(text)) => {
            let path = diff::patch_path(&config.file);
            let mut patch_text =
                diff::unified(original, text, &format!("a/{path}"), &format!("b/{path}"));
            for h in hosts {
                patch_text.push_str(&h.diff(true));
            }
            *not_written = Some("--patch prints the change as a patch".into());
            (None, Some(patch_text))
        }
        (Output::Nothing, Some(_)) if not_written.is_none() => {
            *not_written = Some("--dry-run".into());
            (None, None)
        }
        _ => (None, None),
    }
}

/// Writes the kernel's file (`path` with `text`) and the edited host files: all written, or none.
/// On failure the report says nothing was written, and the error, located in the user's file, is
/// returned.
fn write_outputs(
    config: &Config,
    original: &str,
    (path, text): (&Path, &str),
    hosts: &[HostOutput],
    report: &mut report::Report,
) -> Option<Box<Diagnostic>> {
    let mut outputs = vec![(path, text)];
    outputs.extend(
        hosts
            .iter()
            .filter_map(|h| h.target.as_deref().map(|t| (t, h.text.as_str()))),
    );
    let e = match config.input_unchanged(original) {
        Err(e) => e,
        Ok(()) => write_all_atomically(&outputs).err()?,
    };
    report.output = None;
    if let Some(c) = report.analysis.launch_change.as_mut() {
        c.hosts.iter_mut().for_each(|h| h.output = None);
    }
    report.not_written = Some(if outputs.len() > 1 {
        // Which of the files failed is in the error; none of them was written.
        format!("{}; none of the files was written", e.message)
    } else {
        format!("cannot write {}", path.display())
    });
    Some(e.locate(Path::new(&config.name()), original))
}

/// Prints the rendered report: on stdout, or on stderr when stdout carries the code or the patch
/// (`code_on_stdout`), which follows it there.
fn print_report(human: &str, code_on_stdout: Option<String>) {
    match code_on_stdout {
        Some(code) => {
            eprintln!("{human}");
            let _ = std::io::stdout().lock().write_all(code.as_bytes());
        }
        None => {
            let _ = writeln!(std::io::stdout().lock(), "{human}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{Cli, Command};
    use crate::pipeline::{transform, Request};
    use std::path::Path;

    #[test]
    fn an_input_changed_since_it_was_read_is_not_written_over() {
        use clap::Parser;
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.cu");
        std::fs::write(&file, "// as read\n").unwrap();
        let cli = Cli::parse_from(["kpipe", "apply", file.to_str().unwrap(), "--in-place"]);
        let Command::Apply(args) = cli.command else {
            unreachable!()
        };
        let config = Config::from_apply(&args).unwrap();
        assert!(config.input_unchanged("// as read\n").is_ok());
        std::fs::write(&file, "// another run's output\n").unwrap();
        let e = config.input_unchanged("// as read\n").unwrap_err();
        assert!(
            e.message.contains("changed since kpipe read it"),
            "{}",
            e.message
        );
    }

    #[test]
    fn auto_measures_with_a_directive_or_an_inferred_launch() {
        let launch_found = |text: &str, given: &crate::launch::resolve::Given| {
            crate::pipeline::with_model(text, None, &[], &Default::default(), |m| {
                Ok(has_launch(m, given))
            })
            .unwrap_or(false)
        };
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let kernel =
            std::fs::read_to_string(root.join("kernels/sgemm_bump_after_barrier.cu")).unwrap();
        assert!(launch_found(&kernel, &Default::default()));
        let without: String = kernel
            .lines()
            .filter(|l| !l.starts_with("// kpipe:"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(launch_found(&without, &Default::default()), "inferred");
        let broken = kernel.replace("// kpipe: a=f32:row", "// kpipe: a=f17:row");
        assert!(
            !launch_found(&broken, &Default::default()),
            "an invalid directive"
        );
        let unknown = without
            .replace("__launch_bounds__(NUM_THREADS)", "")
            .replace("#define NUM_THREADS 256", "#define NT 256")
            .replace("NUM_THREADS", "NT");
        assert!(
            !launch_found(&unknown, &Default::default()),
            "no thread count"
        );
        // --launch, or the kernel's host call in the file, gives the launch inference cannot.
        let flag = crate::launch::resolve::Given::new(
            Some(
                crate::launch::spec::parse_flag(
                    "args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,8",
                )
                .unwrap(),
            ),
            vec![],
        );
        assert!(launch_found(&unknown, &flag), "--launch");
        let host = format!(
            "{unknown}\nvoid run(int m, int n, int k, const float *a, const float *b, float *c) {{\n  dim3 grid(n / 64, m / 64);\n  sgemm_64x64x8_bump_late<<<grid, 256>>>(m, n, k, a, b, c);\n}}\n"
        );
        assert!(launch_found(&host, &Default::default()), "host call");
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
        let written = crate::cli::config::default_output(&file);
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
                    stage_plan: None,
                },
            )
        };
        let failed = crate::prove::gpu::GpuChecks::Failed {
            reason: "a launch error".into(),
        };
        assert_eq!(
            run(Some(failed)),
            crate::diagnostics::exit::GPU_CHECK_FAILED
        );
        assert!(!written.exists(), "nothing written");
        // Without a GPU the steps are skipped and the compile-checked rewrite is written.
        let skipped = crate::prove::gpu::GpuChecks::Skipped {
            reason: "skipped: no GPU".into(),
        };
        assert_eq!(run(Some(skipped)), crate::diagnostics::exit::OK);
        assert!(written.exists());
        // A GPU is here but the launch is unknown: written, and the exit code says it was not run.
        std::fs::remove_file(&written).unwrap();
        let not_run = crate::prove::gpu::GpuChecks::NotRun {
            reason: "no `// kpipe:` launch directive in the file".into(),
        };
        assert_eq!(run(Some(not_run)), crate::diagnostics::exit::NOT_RUN_ON_GPU);
        assert!(written.exists());
    }
}
