//! `apply` and `analyze`: one file through the static pipeline, the compile and SASS checks and the
//! GPU steps; the report, the diff and the output file; the exit code.

use crate::analysis::choose::VariantRequest;
use crate::cli::config::{Config, Output};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::files::{self, write_all_atomically};
use crate::pipeline::{Model, Outcome, Request};
use crate::prove::compile as verify;
use crate::report::{self, diff};
use crate::{analysis, gpu, toolchain};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Reads the file named in `config` and runs the command; returns the exit code.
pub fn run(config: &Config, rewrite: bool) -> i32 {
    let text = match files::read_source(&config.file) {
        Ok(t) => t,
        Err(d) => {
            return fail(config, "", d);
        }
    };
    // The file is parsed and its kernel recognised once; every step below works on that model.
    let kernel = config.kernel.as_deref();
    match crate::pipeline::with_model(&text, kernel, &config.defines, |model| {
        Ok(run_on(config, model, rewrite))
    }) {
        Ok(code) => code,
        Err(e) => fail(config, &text, e),
    }
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
        return run_measured(config, model);
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
    let attempt = held_loads_if_late(config, model, attempt);
    let attempt = with_planned_stages(config, model, attempt);
    finish(config, model.text, attempt)
}

/// What the measurements behind unrolling the ring found.
const MEASURED_RINGS: &str = "on an H100 at 1024x1024x8192 (under one wave), the ring unrolled by two was within 3% of the best candidate on 6 of 6 kernels with 16-byte copies, rolled on 2 of 6, tests/data/measured.csv";

/// The stage table for an attempt, from its analysis and the registers ptxas gave its rewrite.
fn planned_stages(config: &Config, model: &Model, a: &Attempt) -> analysis::stages::StagePlan {
    let registers = match &a.checks {
        Some(verify::Checks::Done(v)) => v.rewritten.resources.as_ref().map(|r| r.registers),
        _ => None,
    };
    let sms = (config.gpu && gpu::driver_present())
        .then(|| gpu::open().ok().map(|(_, info)| info.sms))
        .flatten();
    let settings = crate::pipeline::stage_plan::Settings {
        arch: config.arch,
        bench_size: config.bench_size,
        given: &config.given,
    };
    crate::pipeline::stage_plan::stage_plan(&settings, model, &a.outcome.analysis, registers, sms)
}

/// cp.async: the stage table goes in the report, and `auto` without a measurement or `--stages`
/// builds the ring the table recommends (more stages only when the grid is under one wave of the
/// machine) in place of two stages, when it compiles.
fn with_planned_stages(config: &Config, model: &Model, mut a: Attempt) -> Attempt {
    use analysis::choose::{Tuning, Variant};
    let Some(decision) = a.outcome.analysis.decision.clone() else {
        return a;
    };
    if decision.variant != Variant::CpAsync
        || a.outcome.rewritten.is_none()
        || decision.tuning.cp_async_wait != analysis::choose::CpAsyncWait::Top
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

use crate::toolchain::sass::LATE_LOAD_COVER;
/// A change of form must add at least this much cover to be taken without a measurement. Both loops
/// the unrolling rule unrolled on an H100 gained: 6% -> 61% cover (x1.05 -> x1.15) and 0% -> 7%
/// (x0.97 -> x1.08, a 64 KB-doubled fp32 kernel); no row of tests/data/measured.csv changes between
/// 5 and 25 points.
const COVER_GAIN: f64 = 0.05;

/// What the measurements behind the loads at the bottom found.
const MEASURED_BOTTOM: &str = "on an H100, on the 7 rows of tests/data/measured.csv where nvcc issues a register-prefetch load late and the loads at the bottom keep the blocks/SM, they were within 3% of the best candidate (x1.03 to x1.69); where registers cost a block they lost (x0.93, x0.95)";

/// The load cover of an attempt's rewritten loop, and its blocks/SM with the registers ptxas gave it.
fn cover_and_blocks(a: &Attempt) -> (Option<f64>, Option<u64>) {
    match &a.checks {
        Some(verify::Checks::Done(v)) => (
            v.rewritten.sass.as_ref().and_then(|s| s.load_cover),
            v.rewritten.occupancy.as_ref().map(|o| o.blocks_per_sm),
        ),
        _ => (None, None),
    }
}

/// `auto` without a measurement, when the SASS of register prefetch shows a global load that nvcc
/// issued late (little compute behind it), tries the forms that hold the loads earlier:
/// - the loads at the bottom (`--ldg-issue bottom`), taken when they cover the loads better and keep
///   the blocks/SM; with 16-byte copies this also replaces cp.async, which measured slower than the
///   loads at the bottom wherever those qualify (int8 wmma, x1.13 against x1.19 at 4096^3);
/// - else, for register prefetch, the loop unrolled by two, taken when it covers the loads better.
fn held_loads_if_late(config: &Config, model: &Model, chosen: Attempt) -> Attempt {
    use analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant};
    let Some(decision) = chosen.outcome.analysis.decision.as_ref() else {
        return chosen;
    };
    if config.variant != VariantRequest::Auto
        || config.unroll.is_some()
        || config.ldg_issue.is_some()
        || config.stages.is_some()
        || chosen.outcome.rewritten.is_none()
        || !decision.static_choice
        || decision.tuning.unroll != 1
        || decision.tuning.cp_async_wait != CpAsyncWait::Top
    {
        return chosen;
    }
    let variant = decision.variant;
    let ldg = |ldg_issue, unroll| {
        let tuning = Tuning {
            unroll,
            ldg_issue,
            ..config.tuning()
        };
        attempt(
            config,
            model,
            VariantRequest::Ldg,
            tuning,
            true,
            config.bench,
        )
        .ok()
    };
    // Register prefetch with the loads at the top: the chosen attempt, or built to look at.
    let top = match variant {
        Variant::Ldg => None,
        Variant::CpAsync => match ldg(LdgIssue::Top, 1) {
            Some(a) => Some(a),
            None => return chosen,
        },
    };
    let (top_cover, top_blocks) = cover_and_blocks(top.as_ref().unwrap_or(&chosen));
    let Some(top_cover) = top_cover.filter(|c| *c < LATE_LOAD_COVER) else {
        return chosen;
    };
    let taken = |mut a: Attempt, why: String| {
        let reasons = chosen
            .outcome
            .analysis
            .decision
            .as_ref()
            .map(|d| d.reasons.clone())
            .unwrap_or_default();
        if let Some(d) = a.outcome.analysis.decision.as_mut() {
            d.static_choice = true;
            d.reasons = reasons;
            d.reasons.push(why);
        }
        a
    };
    if let Some(bottom) = ldg(LdgIssue::Bottom, 1) {
        let (cover, blocks) = cover_and_blocks(&bottom);
        let keeps_blocks = matches!((blocks, top_blocks), (Some(b), Some(t)) if b >= t);
        if let Some(cover) = cover.filter(|c| *c >= top_cover + COVER_GAIN && keeps_blocks) {
            let instead = match variant {
                Variant::CpAsync => " instead of cp.async",
                Variant::Ldg => "",
            };
            return taken(
                bottom,
                format!(
                    "SASS: nvcc issues a global load of register prefetch late ({:.0}% of a compute phase behind it); with the loads at the bottom of the loop, {:.0}%, and {} blocks/SM as before: register prefetch with the loads at the bottom (--ldg-issue bottom){instead}; {MEASURED_BOTTOM}",
                    top_cover * 100.0,
                    cover * 100.0,
                    blocks.unwrap_or_default()
                ),
            );
        }
    }
    if variant != Variant::Ldg {
        return chosen;
    }
    let Some(unrolled) = ldg(LdgIssue::Top, 2) else {
        return chosen;
    };
    let Some(unrolled_cover) = cover_and_blocks(&unrolled).0 else {
        return chosen;
    };
    if unrolled_cover < top_cover + COVER_GAIN {
        return chosen;
    }
    taken(
        unrolled,
        format!(
            "SASS: nvcc issues a global load of the rolled loop late ({:.0}% of a compute phase behind it); unrolled by two, {:.0}% (the loads at the bottom would cost blocks/SM or cover no better): the loop is unrolled by two (--unroll 2)",
            top_cover * 100.0,
            unrolled_cover * 100.0
        ),
    )
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

/// One variant carried through rewrite, compile and the GPU.
struct Attempt {
    outcome: Outcome,
    checks: Option<verify::Checks>,
    gpu: Option<crate::prove::gpu::GpuChecks>,
    /// The stage table, for cp.async without `--stages`.
    stage_plan: Option<analysis::stages::StagePlan>,
}

/// An error with no report: the one JSON object (with --json) on stdout, the diagnostic on stderr.
fn fail(config: &Config, text: &str, e: Box<Diagnostic>) -> i32 {
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

/// The GPU check of each instantiation of a template kernel besides the one analysed (whose check
/// is the main one), from the same compiled files, each with its own launch: inferred from the
/// kernel with that instantiation's constants. A `// kpipe:` directive or `--launch` states one
/// launch, the analysed instantiation's, so with one the others are not run (the row says so).
fn check_instances_on_gpu(
    config: &Config,
    model: &Model,
    v: &verify::Verification,
    outcome: &mut Outcome,
) {
    let text = model.text;
    let analysis = &outcome.analysis;
    let kernel = analysis.kernel.clone();
    let stated = crate::launch::spec::directive_for_kernel(text, &kernel).is_some()
        || config.given.launch.is_some();
    let params = model.rec.kernel.params.clone();
    let defines = crate::pipeline::instances::defines_for_other(model, &config.defines);
    let variant = analysis
        .decision
        .as_ref()
        .map_or("rewrite".to_string(), |d| d.label());
    let stages = analysis.decision.as_ref().map_or(2, |d| d.stages);
    for row in outcome.instances.iter_mut().skip(1) {
        if stated {
            row.gpu = Some("not run: the directive or --launch states the analysed instantiation's launch; run `--kernel NAME<ARGS> --launch ...` for this one".to_string());
            continue;
        }
        let instance = |b: &verify::Build| verify::Build {
            resources: b
                .all_resources
                .iter()
                .find(|r| toolchain::nvcc::names_kernel(&r.function, &row.name))
                .cloned(),
            ..b.clone()
        };
        let (original, rewritten) = (instance(&v.original), instance(&v.rewritten));
        if original.resources.is_none() || rewritten.resources.is_none() {
            row.gpu = Some("not run: the file does not compile this instantiation".to_string());
            continue;
        }
        let checks = crate::prove::gpu::prove(crate::prove::gpu::Inputs {
            text,
            kernel: &kernel,
            given: &config.given,
            params: &params,
            original: &original,
            rewritten: &rewritten,
            variant: &variant,
            bench: false,
            bench_size: config.bench_size,
            k_tile: row.k_tile,
            stages,
            hints: model
                .with_defines(Some(&row.name), &defines, |m| {
                    Ok(crate::launch::evidence::hints(m.source, &m.rec))
                })
                .ok()
                .flatten(),
            dynamic_smem: row.dynamic_smem,
        });
        (row.gpu_identical, row.gpu) = match checks {
            crate::prove::gpu::GpuChecks::Done(r) => (
                Some(r.sizes.iter().all(|c| c.bit_identical)),
                Some(crate::pipeline::instances::gpu_words(&r.sizes)),
            ),
            crate::prove::gpu::GpuChecks::Skipped { reason }
            | crate::prove::gpu::GpuChecks::NotRun { reason }
            | crate::prove::gpu::GpuChecks::Failed { reason } => {
                (None, Some(format!("not run: {reason}")))
            }
        };
    }
}

/// Each instantiation of a template kernel in the compiled files (the file compiles every one it
/// names): its registers and spills, and the SASS verdict of its rewritten main loop. An
/// instantiation whose loop does not overlap, or that gains spills, is a warning by name.
fn check_instances(
    toolchain: &toolchain::Toolchain,
    v: &verify::Verification,
    outcome: &mut Outcome,
) {
    let mut warnings = Vec::new();
    for (i, row) in outcome.instances.iter_mut().enumerate() {
        let (before, after, sass) = if i == 0 {
            (
                v.original.resources.clone(),
                v.rewritten.resources.clone(),
                v.rewritten.sass.clone(),
            )
        } else {
            let (before, _) = verify::instance_in(toolchain, &v.original, &row.name);
            let (after, sass) = verify::instance_in(toolchain, &v.rewritten, &row.name);
            (before, after, sass)
        };
        row.add_build(before.as_ref(), after.as_ref(), sass.as_ref());
        if i == 0 {
            continue;
        }
        if row.sass_overlap == Some(false) {
            warnings.push(format!(
                "`{}`: the rewritten main loop does not overlap in the SASS",
                row.name
            ));
        }
        if row.new_spills {
            warnings.push(format!(
                "`{}`: the rewrite spills or grows its stack frame",
                row.name
            ));
        }
    }
    outcome.analysis.warnings.extend(warnings);
}

fn attempt(
    config: &Config,
    model: &Model,
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
    let text = model.text;
    let mut outcome = crate::pipeline::transform_model(model, &request)?;
    if !config.given.hosts.is_empty() {
        // The instantiations the --host files launch get the same rewrite, checked the same way.
        let hosts: Vec<(String, &str)> = config
            .given
            .hosts
            .iter()
            .map(|h| {
                (
                    h.name.clone().unwrap_or_else(|| "--host".into()),
                    h.text.as_str(),
                )
            })
            .collect();
        outcome = crate::pipeline::instances::check_with_hosts(model, &request, outcome, &hosts)?;
    }
    // Auto measures several candidates in turn: each step names the one it is on.
    let who = outcome
        .analysis
        .decision
        .as_ref()
        .map_or(String::new(), |d| format!("{}: ", d.label()));
    // The spinner names a step only when it is about to run.
    let spinner = Progress::default();
    let toolchain = config
        .compile
        .then(|| toolchain::Toolchain::discover(config.cuda_home.as_deref()));
    let plan = planned_steps(
        config,
        outcome.rewritten.is_some(),
        toolchain.as_ref().is_some_and(|t| t.missing().is_none()),
        gpu::driver_present(),
    );
    let checks = match (&outcome.rewritten, &toolchain) {
        (Some(new), Some(toolchain)) => {
            if plan.contains(&Step::Compile) {
                spinner.step(format!(
                    "{who}compiling the original and the rewrite with nvcc"
                ));
            }
            let failed = failed_compile_path(config);
            // The instantiation analysed (`name<16>`) is the one compiled, measured and run.
            let instance = format!(
                "{}{}",
                outcome.analysis.kernel,
                outcome.analysis.instantiation.clone().unwrap_or_default()
            );
            let mut c = verify::verify(
                toolchain,
                text,
                new,
                &config.file,
                config.arch.name,
                &instance,
                failed.as_ref().ok().map(PathBuf::as_path),
            )
            .map_err(|e| match (e.kind, &failed) {
                (Kind::CompileFailed, Err(why)) => e.note(why.clone()),
                _ => e,
            })
            .inspect_err(|_| spinner.finish())?;
            if let verify::Checks::Done(v) = &c {
                check_instances(toolchain, v, &mut outcome);
            }
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
            // ptxas reports static shared memory only: the launch adds the dynamic part.
            let [original_dynamic, rewritten_dynamic] = a.launch_dynamic_smem();
            let dynamic = (original_dynamic, rewritten_dynamic);
            verify::add_occupancy(
                &mut c,
                config.arch,
                a.threads,
                (a.smem_single, after),
                dynamic,
            );
            Some(c)
        }
        _ => None,
    };
    let gpu = match (&checks, config.gpu) {
        (Some(verify::Checks::Done(v)), true) => {
            if plan.contains(&Step::Gpu) {
                spinner.step(if bench {
                    format!("{who}checking the numbers and benchmarking on the GPU")
                } else {
                    format!("{who}checking the numbers on the GPU")
                });
            }
            // Under a many-file run, one kernel at a time on the GPU.
            let _gpu = crate::cli::batch::gpu_lock();
            let params = model.rec.kernel.params.clone();
            let variant = outcome
                .analysis
                .decision
                .as_ref()
                .map_or("rewrite".to_string(), |d| d.label());
            Some(crate::prove::gpu::prove(crate::prove::gpu::Inputs {
                text,
                kernel: &outcome.analysis.kernel,
                given: &config.given,
                params: &params,
                original: &v.original,
                rewritten: &v.rewritten,
                variant: &variant,
                bench,
                bench_size: config.bench_size,
                k_tile: outcome.analysis.ratio.as_ref().map(|r| r.bk),
                stages: outcome.analysis.decision.as_ref().map_or(2, |d| d.stages),
                hints: crate::launch::evidence::hints(model.source, &model.rec),
                dynamic_smem: outcome.analysis.launch_dynamic_smem(),
            }))
        }
        (Some(verify::Checks::Skipped { reason }), true) => {
            Some(crate::prove::gpu::GpuChecks::Skipped {
                reason: format!(
                    "skipped: the GPU runs the compiled kernels, and compiling was {reason}"
                ),
            })
        }
        _ => None,
    };
    if let (Some(crate::prove::gpu::GpuChecks::Done(main)), Some(verify::Checks::Done(v))) =
        (&gpu, checks.as_ref())
    {
        if let Some(first) = outcome.instances.first_mut() {
            first.gpu_identical = Some(main.sizes.iter().all(|c| c.bit_identical));
            first.gpu = Some(crate::pipeline::instances::gpu_words(&main.sizes));
        }
        if outcome.instances.len() > 1 {
            let _gpu = crate::cli::batch::gpu_lock();
            check_instances_on_gpu(config, model, v, &mut outcome);
        }
    }
    let mut gpu = gpu;
    if let (true, Some(crate::prove::gpu::GpuChecks::Done(report)), Some(verify::Checks::Done(v))) =
        (config.sanitize, gpu.as_mut(), checks.as_ref())
    {
        if plan.contains(&Step::Sanitize) {
            spinner.step(format!("{who}running compute-sanitizer"));
        }
        let _gpu = crate::cli::batch::gpu_lock();
        let toolchain = toolchain::Toolchain::discover(config.cuda_home.as_deref());
        let symbol = v
            .rewritten
            .resources
            .as_ref()
            .map(|r| r.function.clone())
            .unwrap_or_default();
        if let Some(spec) = report.spec.clone() {
            report.sanitizer = Some(crate::prove::sanitize::sanitize(
                &toolchain,
                text,
                &spec,
                &v.rewritten.cubin,
                &symbol,
                &outcome.analysis.kernel,
                outcome.analysis.launch_dynamic_smem()[1],
                outcome.analysis.decision.as_ref().map_or(2, |d| d.stages),
            ));
        }
    }
    spinner.finish();
    Ok(Attempt {
        outcome,
        checks,
        gpu,
        stage_plan: None,
    })
}

/// Where a rewrite that nvcc rejects is kept for inspection, or why it is not: `--dry-run` writes
/// nothing, and from stdin to stdout there is no folder the user chose.
fn failed_compile_path(config: &Config) -> std::result::Result<PathBuf, String> {
    let error_file = |p: &Path| p.with_extension("nvcc-error.cu");
    match &config.output {
        Output::Nothing if files::is_stdin(&config.file) => {
            Err("the rewrite was not kept: --dry-run writes nothing".to_string())
        }
        Output::Nothing => Err(format!(
            "the rewrite was not kept: --dry-run writes nothing (without it, it would be kept as {})",
            error_file(&crate::cli::config::default_output(&config.file)).display()
        )),
        Output::Stdout if files::is_stdin(&config.file) => Err(
            "the rewrite was not kept: the input came from stdin; with -o PATH it is kept beside PATH"
                .to_string(),
        ),
        Output::File(p) if files::is_stdin(&config.file) => Ok(error_file(p)),
        _ => Ok(error_file(&crate::cli::config::default_output(&config.file))),
    }
}

/// A slow step of `apply`, named by the spinner while it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Compile,
    Gpu,
    Sanitize,
}

/// The slow steps a run takes, given what is there: none for `analyze`, a refusal or
/// `--no-compile`; the compile only with nvcc and cuobjdump; the GPU steps only after a compile and
/// with the CUDA driver; the sanitizer only when asked.
fn planned_steps(config: &Config, rewrites: bool, nvcc_ready: bool, driver: bool) -> Vec<Step> {
    let mut steps = Vec::new();
    if !(rewrites && config.compile && nvcc_ready) {
        return steps;
    }
    steps.push(Step::Compile);
    if config.gpu && driver {
        steps.push(Step::Gpu);
        if config.sanitize {
            steps.push(Step::Sanitize);
        }
    }
    steps
}

/// A spinner on stderr while the slow steps run, shown from the first step that runs; invisible when
/// stderr is not a terminal.
#[derive(Default)]
struct Progress(std::cell::OnceCell<indicatif::ProgressBar>);

impl Progress {
    fn step(&self, message: String) {
        let bar = self.0.get_or_init(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.enable_steady_tick(std::time::Duration::from_millis(120));
            bar
        });
        bar.set_message(message);
    }

    fn finish(&self) {
        if let Some(bar) = self.0.get() {
            bar.finish_and_clear();
        }
    }
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

/// `--variant auto` with a GPU: build every variant that applies, check each, benchmark each, keep the
/// fastest, or write nothing when none beats the original by more than the run-to-run spread.
fn run_measured(config: &Config, model: &Model) -> i32 {
    let text = model.text;
    let mut measured: Vec<(Attempt, f64, f64)> = Vec::new();
    let mut notes = Vec::new();
    // Unrolled by two, and with the cp.async wait at the top or after the compute, nvcc schedules the
    // loop differently: sometimes much faster, sometimes slower (measure, don't assume).
    // What --unroll and --cp-async-wait leave open is measured.
    use analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant};
    let unrolls = config.unroll.map_or(vec![1, 2], |u| vec![u]);
    let waits = config
        .cp_async_wait
        .map_or(vec![CpAsyncWait::Top, CpAsyncWait::AfterCompute], |w| {
            vec![w]
        });
    let issues = config
        .ldg_issue
        .map_or(vec![LdgIssue::Top, LdgIssue::Bottom], |i| vec![i]);
    let mut candidates = Vec::new();
    // `--stages N` (N > 2) asks for the cp.async ring, which waits at the top: register prefetch
    // and the wait after the compute are two-stage forms.
    let stages = config.stages.unwrap_or(2);
    for &unroll in &unrolls {
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
        for &wait in &waits {
            if stages == 2 || wait == CpAsyncWait::Top {
                candidates.push((Variant::CpAsync, tuning(wait, LdgIssue::Top)));
            }
        }
    }
    let mut refused = std::collections::HashSet::new();
    let mut measure =
        |measured: &mut Vec<(Attempt, f64, f64)>, variant: Variant, tuning: Tuning| {
            let name = analysis::choose::label(variant, tuning);
            let request = match variant {
                Variant::Ldg => VariantRequest::Ldg,
                Variant::CpAsync => VariantRequest::CpAsync,
            };
            match attempt(config, model, request, tuning, true, true) {
                Ok(a) => match &a.gpu {
                    Some(crate::prove::gpu::GpuChecks::Done(r))
                        if r.sizes.iter().all(|c| c.bit_identical) =>
                    {
                        let (speedup, spread) = r.bench.as_ref().map_or((0.0, 0.0), |b| {
                            (b.rows.last().map_or(0.0, |row| row.speedup), b.spread)
                        });
                        measured.push((a, speedup, spread));
                    }
                    Some(crate::prove::gpu::GpuChecks::Done(_)) => notes.push(format!(
                        "{name}: not bit-identical to the original on the GPU, dropped"
                    )),
                    other => notes.push(format!(
                        "{name}: not measured ({})",
                        match other {
                            Some(
                                crate::prove::gpu::GpuChecks::Skipped { reason }
                                | crate::prove::gpu::GpuChecks::NotRun { reason }
                                | crate::prove::gpu::GpuChecks::Failed { reason },
                            ) => reason.clone(),
                            _ => "no GPU result".to_string(),
                        }
                    )),
                },
                // A variant refuses the same way however it is unrolled: say it once.
                Err(e) => {
                    if refused.insert((variant, tuning.ldg_issue)) {
                        let name = analysis::choose::label(
                            variant,
                            Tuning {
                                unroll: 1,
                                ..tuning
                            },
                        );
                        notes.push(format!("{name}: refused ({})", e.message));
                    }
                }
            }
        };
    for (variant, tuning) in candidates {
        measure(&mut measured, variant, tuning);
    }
    // Without `--stages`: cp.async rings of 3 to the most stages that fit without crossing the cliff
    // (bounded, `analysis::stages::MAX_AUTO_STAGES`), measured like the rest.
    let mut stage_plan = None;
    if config.stages.is_none() && waits.contains(&CpAsyncWait::Top) {
        let plan = measured
            .first()
            .map(|(first, _, _)| planned_stages(config, model, first));
        if let Some(plan) = plan {
            for stages in plan.candidates().into_iter().filter(|n| *n > 2) {
                for &unroll in &unrolls {
                    measure(
                        &mut measured,
                        Variant::CpAsync,
                        Tuning {
                            unroll,
                            cp_async_wait: CpAsyncWait::Top,
                            ldg_issue: LdgIssue::Top,
                            stages,
                            dynamic_smem: config.dynamic_smem,
                        },
                    );
                }
            }
            notes.push(if plan.largest > 2 {
                format!(
                    "cp.async rings of 3 to {} stages measured too: the most that fit without crossing the occupancy cliff, bounded at {}",
                    plan.largest,
                    analysis::stages::MAX_AUTO_STAGES
                )
            } else {
                "no cp.async ring of 3 or more stages measured: three stages would cross the occupancy cliff or not fit (the Stages table)".to_string()
            });
            stage_plan = Some(plan);
        }
    }
    if measured.is_empty() {
        eprintln!(
            "kpipe: no variant could be measured ({}); falling back to the static choice",
            notes.join("; ")
        );
        return match attempt(
            config,
            model,
            VariantRequest::Auto,
            config.tuning(),
            true,
            config.bench,
        ) {
            Ok(a) => finish(config, text, a),
            Err(e) => fail(config, text, e),
        };
    }
    let rows: Vec<crate::prove::gpu::BenchRow> = measured
        .iter()
        .filter_map(|(a, _, _)| match &a.gpu {
            Some(crate::prove::gpu::GpuChecks::Done(r)) => {
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
    best.stage_plan = stage_plan;
    if let Some(crate::prove::gpu::GpuChecks::Done(r)) = &mut best.gpu {
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
        let verdict = format!(
            "pipelining does not pay here (best x{speedup:.2}, spread {:.1}%)",
            spread * 100.0
        );
        if !config.json {
            let _ = writeln!(std::io::stdout(), "{verdict}: nothing written");
        }
        let mut outcome = best.outcome;
        // Nothing is written: no launch changes either.
        outcome.analysis.launch_change = None;
        let attempt = Attempt {
            outcome: Outcome {
                rewritten: None,
                ..outcome
            },
            ..best
        };
        return emit(
            config,
            text,
            attempt,
            Ending {
                error: None,
                not_written: Some(verdict),
            },
        );
    }
    finish(config, text, best)
}

/// How a run with a report ends: an error that stops the rewrite from being written, and the
/// reason nothing was written when there is one.
struct Ending {
    error: Option<Box<Diagnostic>>,
    not_written: Option<String>,
}

/// Writes (or prints) the rewrite unless the ending says not to, then prints the report: Markdown
/// with the diff, or the one JSON object. Returns the exit code.
///
/// The file is written last of all that could fail, after the report is made, so an error leaves no
/// file; a closed stdout (`kpipe apply ... | head`) is not an error.
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

fn emit(config: &Config, original: &str, a: Attempt, mut ending: Ending) -> i32 {
    let file_name = config.name();
    for w in &a.outcome.input_warnings {
        eprintln!("warning: {w}");
    }
    let mut rewritten = a.outcome.rewritten.filter(|_| ending.error.is_none());
    let mut analysis = a.outcome.analysis;
    // The launch in a `--host` file is edited in the same run (its diff follows the kernel's).
    let hosts = crate::cli::host_edit::edit_hosts(config, &mut analysis, &mut rewritten);
    let diff = rewritten.as_ref().map(|new| {
        let new_name = match &config.output {
            Output::File(p) => p.display().to_string(),
            _ => file_name.clone(),
        };
        let mut d = diff::unified(original, new, &file_name, &new_name);
        for h in &hosts {
            d.push_str(&h.diff(false));
        }
        d
    });
    let mut code_on_stdout = None;
    let output = match (&config.output, &rewritten) {
        (Output::File(path), Some(_)) => Some(path.display().to_string()),
        (Output::Stdout, Some(text)) => {
            code_on_stdout = Some(text.clone());
            Some("-".to_string())
        }
        (Output::Patch, Some(text)) => {
            let path = diff::patch_path(&config.file);
            let mut patch_text =
                diff::unified(original, text, &format!("a/{path}"), &format!("b/{path}"));
            for h in &hosts {
                patch_text.push_str(&h.diff(true));
            }
            code_on_stdout = Some(patch_text);
            ending.not_written = Some("--patch prints the change as a patch".into());
            None
        }
        (Output::Nothing, Some(_)) if ending.not_written.is_none() => {
            ending.not_written = Some("--dry-run".into());
            None
        }
        _ => None,
    };
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
        // The kernel's file and the edited host files: all written, or none.
        let mut outputs = vec![(path.as_path(), text.as_str())];
        outputs.extend(
            hosts
                .iter()
                .filter_map(|h| h.target.as_deref().map(|t| (t, h.text.as_str()))),
        );
        if let Err(e) = write_all_atomically(&outputs) {
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
            let e = e.locate(Path::new(&config.name()), original);
            human = render(&report, Some(&e));
            ending.error = Some(e);
        }
    }
    let exit_code = report::exit_code(Some(&report), ending.error.as_deref());
    // The report goes to stderr when stdout carries the code or the patch.
    match code_on_stdout {
        Some(code) => {
            eprintln!("{human}");
            let _ = std::io::stdout().lock().write_all(code.as_bytes());
        }
        None => {
            let _ = writeln!(std::io::stdout().lock(), "{human}");
        }
    }
    if let Some(e) = &ending.error {
        eprint!("{}", e.render_styled(Some(original), config.color_errors));
    }
    exit_code
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{Cli, Command};
    use crate::pipeline::transform;
    use std::path::Path;

    #[test]
    fn auto_measures_with_a_directive_or_an_inferred_launch() {
        let launch_found = |text: &str, given: &crate::launch::resolve::Given| {
            crate::pipeline::with_model(text, None, &[], |m| Ok(has_launch(m, given)))
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
        let flag = crate::launch::resolve::Given {
            launch: Some(
                crate::launch::spec::parse_flag(
                    "args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,8",
                )
                .unwrap(),
            ),
            hosts: vec![],
        };
        assert!(launch_found(&unknown, &flag), "--launch");
        let host = format!(
            "{unknown}\nvoid run(int m, int n, int k, const float *a, const float *b, float *c) {{\n  dim3 grid(n / 64, m / 64);\n  sgemm_64x64x8_bump_late<<<grid, 256>>>(m, n, k, a, b, c);\n}}\n"
        );
        assert!(launch_found(&host, &Default::default()), "host call");
    }

    #[test]
    fn the_gpu_launcher_passes_the_moved_tiles_bytes() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(root.join("kernels/sgemm_cliff_sm86.cu")).unwrap();
        let run = |arch: &str, variant| {
            let request = Request {
                kernel: None,
                variant,
                arch: analysis::arch::by_name(arch).unwrap(),
                defines: &[],
                rewrite: true,
                tuning: Default::default(),
            };
            transform(&text, &request)
                .unwrap()
                .analysis
                .launch_dynamic_smem()
        };
        // Two stages in dynamic shared memory: the original launches with none, the rewrite with
        // 80 KB (the attribute raised by `run::load`, above 48 KB); the single buffer stays static.
        assert_eq!(run("sm_90", VariantRequest::Ldg), [0, 81920]);
        assert_eq!(run("sm_90", VariantRequest::CpAsync), [0, 81920]);
        assert_eq!(run("sm_86", VariantRequest::Ldg), [0, 0]);
        assert!(gpu::run::needs_raised_limit(81920));
    }

    #[test]
    fn the_spinner_plans_only_the_steps_that_run() {
        use clap::Parser;
        let config = |args: &[&str]| {
            let cli = Cli::try_parse_from([&["kpipe"], args].concat()).unwrap();
            match cli.command {
                Command::Apply(a) => Config::from_apply(&a).unwrap(),
                Command::Analyze(a) => Config::from_common(&a).unwrap(),
                _ => panic!("apply or analyze"),
            }
        };
        let file = "kernels/sgemm_32x32_two_iv.cu";
        let apply = config(&["apply", file, "--dry-run", "--arch", "sm_90"]);
        assert_eq!(
            planned_steps(&apply, true, true, false),
            vec![Step::Compile]
        );
        assert_eq!(
            planned_steps(&apply, true, true, true),
            vec![Step::Compile, Step::Gpu]
        );
        assert!(
            planned_steps(&apply, true, false, true).is_empty(),
            "no nvcc"
        );
        assert!(
            planned_steps(&apply, false, true, true).is_empty(),
            "refused"
        );
        let sanitize = config(&["apply", file, "--dry-run", "--arch", "sm_90", "--sanitize"]);
        assert_eq!(
            planned_steps(&sanitize, true, true, true),
            vec![Step::Compile, Step::Gpu, Step::Sanitize]
        );
        let no_compile = config(&["apply", file, "--dry-run", "--no-compile", "--sanitize"]);
        assert!(planned_steps(&no_compile, true, true, true).is_empty());
        let no_gpu = config(&["apply", file, "--dry-run", "--arch", "sm_90", "--no-gpu"]);
        assert_eq!(
            planned_steps(&no_gpu, true, true, true),
            vec![Step::Compile]
        );
        let analyze = config(&["analyze", file, "--arch", "sm_90"]);
        assert!(planned_steps(&analyze, false, true, true).is_empty());
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
