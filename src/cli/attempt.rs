//! One candidate carried through the rewrite and its proofs: the outcome for the request (with the
//! `--host` instantiations), the compile and SASS proof, the GPU proof, the GPU check of every other
//! instantiation, and the sanitizer; the spinner that names each slow step while it runs.

use crate::analysis::choose::VariantRequest;
use crate::cli::config::{Config, Output};
use crate::cli::error::CliError;
use crate::diagnostics::{Kind, Result};
use crate::files;
use crate::pipeline::error::PipelineError;
use crate::pipeline::{Model, Outcome, Request};
use crate::prove::bench::Bounds;
use crate::prove::compile as verify;
use crate::prove::error::ProveError;
use crate::prove::gpu::GpuChecks;
use crate::{analysis, gpu, toolchain};
use std::path::{Path, PathBuf};

/// One variant carried through rewrite, compile and the GPU.
pub(super) struct Attempt {
    pub(super) outcome: Outcome,
    pub(super) checks: Option<verify::Checks>,
    pub(super) gpu: Option<GpuChecks>,
    /// The stage table, for cp.async without `--stages`.
    pub(super) stage_plan: Option<analysis::stages::StagePlan>,
}

/// Carries one candidate (`variant` with `tuning`) through the rewrite and every proof the config
/// asks for, in order: compile and SASS, the GPU (benchmarked when `bench` says so), every other
/// instantiation on the GPU, the sanitizer. Returns the attempt, or the first error.
pub(super) fn attempt(
    config: &Config,
    model: &Model,
    variant: VariantRequest,
    tuning: analysis::choose::Tuning,
    rewrite: bool,
    bench: bool,
) -> Result<Attempt> {
    if std::env::var_os("KPIPE_BOUNDS_DIR").is_some() {
        bound_texts(model);
    }
    let request = Request {
        kernel: config.kernel.as_deref(),
        variant,
        arch: config.arch,
        defines: &config.defines,
        rewrite,
        tuning,
    };
    let mut outcome = outcome_for(config, model, &request)
        .map_err(|refusal| original_rejected(config, model).unwrap_or(refusal))?;
    // Auto measures several candidates in turn: each step names the one it is on.
    let who = outcome
        .analysis
        .decision
        .as_ref()
        .map_or(String::new(), |d| format!("{}: ", d.label()));
    let toolchain = config
        .compile
        .then(|| toolchain::Toolchain::discover(config.cuda_home.as_deref()));
    let proofs = Proofs {
        config,
        model,
        who,
        // The spinner names a step only when it is about to run.
        spinner: Progress::default(),
        plan: planned_steps(
            config,
            outcome.rewritten.is_some(),
            toolchain.as_ref().is_some_and(|t| t.missing().is_none()),
            gpu::driver_present(),
        ),
    };
    let checks = match (outcome.rewritten.is_some(), &toolchain) {
        (true, Some(toolchain)) => Some(proofs.compile(toolchain, &mut outcome)?),
        _ => None,
    };
    let mut gpu = proofs.gpu(checks.as_ref(), &outcome, bench);
    proofs.instances_on_gpu(gpu.as_ref(), checks.as_ref(), &mut outcome);
    proofs.sanitize(gpu.as_mut(), checks.as_ref(), &outcome);
    proofs.spinner.finish();
    Ok(Attempt {
        outcome,
        checks,
        gpu,
        stage_plan: None,
    })
}

/// The candidate `request` with `tuning`, carried through the rewrite and the proofs the config
/// asks for, for a static rule to look at; `None` when it is refused or fails.
pub(super) fn candidate(
    config: &Config,
    model: &Model,
    request: VariantRequest,
    tuning: analysis::choose::Tuning,
) -> Option<Attempt> {
    attempt(config, model, request, tuning, true, config.bench).ok()
}

/// The attempt `a` taken in place of `chosen` as a static choice: `chosen`'s reasons, then `why`.
pub(super) fn taken(chosen: &Attempt, mut a: Attempt, why: String) -> Attempt {
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
}

impl Attempt {
    /// The attempt with nothing to write: no rewrite, and no launch change either (the verdict
    /// that says why goes with it).
    pub(super) fn without_output(self) -> Attempt {
        let mut outcome = self.outcome;
        outcome.analysis.launch_change = None;
        outcome.notes.retain(|n| !crate::rewrite::is_launch_note(n));
        Attempt {
            outcome: Outcome {
                rewritten: None,
                ..outcome
            },
            ..self
        }
    }
}

/// The instantiation analysed (`name<16>`): the one compiled, measured and run.
fn instance_of(outcome: &Outcome) -> String {
    format!(
        "{}{}",
        outcome.analysis.kernel,
        outcome.analysis.instantiation.clone().unwrap_or_default()
    )
}

/// The bounds of the model's K-loop (`pipeline::ceiling`: the loop without its loads, the loop
/// without its compute, the loop with cached loads), each compiled as the outcome's original is,
/// or why there is none. The loop with cached loads bounds nothing where its registers cost it
/// blocks/SM against the original: it would then run slower than the original's own overlap could.
pub(super) fn bound_builds(
    config: &Config,
    model: &Model,
    outcome: &Outcome,
) -> Bounds<std::result::Result<verify::Build, ProveError>> {
    let build = |text: std::result::Result<String, PipelineError>| {
        let toolchain = toolchain::Toolchain::discover(config.cuda_home.as_deref());
        let build = verify::build(
            &toolchain,
            &text.map_err(ProveError::NoBound)?,
            &config.file,
            config.arch.name,
            &instance_of(outcome),
            &unit_of(config, model, outcome),
        )
        .map_err(|e| ProveError::BoundNotCompiled(Box::new(e)))?;
        match build.resources {
            Some(_) => Ok(build),
            None => Err(ProveError::BoundHasNoKernel),
        }
    };
    let mut bounds = bound_texts(model).map(build);
    if let Ok(cached) = &bounds.cached_loads {
        let original = build(Ok(model.text.to_string()));
        if let Some(why) = fewer_blocks(config, outcome, original.ok().as_ref(), cached) {
            bounds.cached_loads = Err(why);
        }
    }
    bounds
}

/// Why `bound` cannot bound the original's loop: its registers give it fewer blocks/SM.
fn fewer_blocks(
    config: &Config,
    outcome: &Outcome,
    original: Option<&verify::Build>,
    bound: &verify::Build,
) -> Option<ProveError> {
    let registers = |b: &verify::Build| b.resources.as_ref().map(|r| r.registers);
    let (was, now) = (registers(original?)?, registers(bound)?);
    let blocks = |r| {
        let o = crate::analysis::occupancy::occupancy(
            config.arch,
            0,
            outcome.analysis.threads,
            Some(r),
        );
        o.by_registers
    };
    let (before, after) = (blocks(was)?, blocks(now)?);
    (after < before).then_some(ProveError::BoundLosesBlocks {
        registers: now,
        original_registers: was,
        blocks: before,
        fewer: after,
    })
}

/// The texts of the model's bounds (`pipeline::ceiling`), or why each has none. With
/// `KPIPE_BOUNDS_DIR` set (a developer's aid, for a profiler), each text is also written there.
pub(super) fn bound_texts(model: &Model) -> Bounds<std::result::Result<String, PipelineError>> {
    let bounds = Bounds {
        no_loads: crate::pipeline::ceiling::ceiling_text(model),
        no_compute: crate::pipeline::ceiling::floor_text(model),
        cached_loads: crate::pipeline::ceiling::cached_text(model),
    };
    if let Some(dir) = std::env::var_os("KPIPE_BOUNDS_DIR") {
        let names = ["no_loads.cu", "no_compute.cu", "cached_loads.cu"];
        for (name, text) in names.iter().zip(bounds.each()) {
            if let Ok(text) = text {
                let _ = std::fs::write(std::path::Path::new(&dir).join(name), text);
            }
        }
    }
    bounds
}

/// How the outcome's texts are compiled: the project's flags, and the instantiations the file does
/// not name itself.
/// K031 where a proof refused and nvcc rejects the original: the file, not the rewrite, is what
/// the user must fix first. Only a refusal pays for the compile (later steps reuse its build).
fn original_rejected(
    config: &Config,
    model: &Model,
) -> Option<Box<crate::diagnostics::Diagnostic>> {
    if !config.compile {
        return None;
    }
    let toolchain = toolchain::Toolchain::discover(config.cuda_home.as_deref());
    let unit = verify::Unit {
        flags: config.nvcc_flags.args.clone(),
        flags_described: config.nvcc_flags.describe(),
        instances: crate::pipeline::instances::scratch_instances(model, &[]),
        analysed: crate::pipeline::instances::analysed_instance(model),
    };
    verify::original_rejected(
        &toolchain,
        model.text,
        &config.file,
        config.arch.name,
        &model.rec.kernel.name,
        &unit,
    )
}

fn unit_of(config: &Config, model: &Model, outcome: &Outcome) -> verify::Unit {
    verify::Unit {
        flags: config.nvcc_flags.args.clone(),
        flags_described: config.nvcc_flags.describe(),
        instances: crate::pipeline::instances::scratch_instances(model, &outcome.instances),
        analysed: crate::pipeline::instances::analysed_instance(model),
    }
}

/// Builds the original and the rewrite of every candidate in `candidates` in parallel, ahead of
/// their proofs (which then find them built): nvcc is the slow step of `auto`, and the candidates
/// are proved one after the other.
pub(super) fn prefetch_builds(
    config: &Config,
    model: &Model,
    candidates: &[(VariantRequest, analysis::choose::Tuning)],
) {
    if !config.compile {
        return;
    }
    let mut texts: Vec<(std::sync::Arc<str>, verify::Unit)> = Vec::new();
    let mut kernel = None;
    // The candidates' rewrites and proofs, in parallel: the symbolic proofs are the slowest step of
    // `auto` after nvcc (about 1 s each), and each is remembered for the candidate's own check.
    let outcomes: Vec<Result<Outcome>> = {
        use rayon::prelude::*;
        candidates
            .par_iter()
            .map(|(variant, tuning)| {
                let request = Request {
                    kernel: config.kernel.as_deref(),
                    variant: *variant,
                    arch: config.arch,
                    defines: &config.defines,
                    rewrite: true,
                    tuning: *tuning,
                };
                outcome_for(config, model, &request)
            })
            .collect()
    };
    for outcome in outcomes {
        let Ok(outcome) = outcome else {
            continue;
        };
        let Some(new) = outcome.rewritten.clone() else {
            continue;
        };
        let unit = unit_of(config, model, &outcome);
        if !texts
            .iter()
            .any(|(t, u)| &**t == model.text && u.instances == unit.instances)
        {
            texts.push((model.text.into(), unit.clone()));
        }
        texts.push((new, unit));
        if kernel.is_none() && config.gpu {
            // The bounds are timed with the candidates: built with them.
            let bounds = bound_texts(model);
            for text in [bounds.no_loads, bounds.no_compute, bounds.cached_loads]
                .into_iter()
                .flatten()
            {
                texts.push((text.into(), unit_of(config, model, &outcome)));
            }
        }
        kernel.get_or_insert(instance_of(&outcome));
    }
    let Some(kernel) = kernel else {
        return;
    };
    let toolchain = toolchain::Toolchain::discover(config.cuda_home.as_deref());
    crate::trace::step(|| format!("building {} texts in parallel", texts.len()));
    verify::prefetch(&toolchain, &texts, &config.file, config.arch.name, &kernel);
    crate::trace::step(|| "built".to_string());
}

/// The model transformed for `request`; with `--host` files, the instantiations they launch get
/// the same rewrite, checked the same way.
fn outcome_for(config: &Config, model: &Model, request: &Request) -> Result<Outcome> {
    if config.given.hosts.is_empty() {
        return crate::pipeline::transform_model_given(model, request, &config.given);
    }
    let outcome = crate::pipeline::transform_unproven(model, request)?;
    let outcome =
        crate::pipeline::instances::check_with_hosts(model, request, outcome, &config.given)?;
    crate::pipeline::proof::require(model, outcome, Some(&config.given))
}

/// What the proofs of one attempt share: the run's config and model, the candidate's name for the
/// spinner (`who`, empty or `"label: "`), the spinner, and the slow steps it plans.
struct Proofs<'a, 'm> {
    config: &'a Config,
    model: &'a Model<'m>,
    who: String,
    spinner: Progress,
    plan: Vec<Step>,
}

impl Proofs<'_, '_> {
    /// The compile and SASS proof of the outcome's rewrite (which must be there), with each
    /// instantiation's build added to its row and the occupancy of both kernels; a compile error
    /// notes where the rejected rewrite was kept, or why it was not.
    fn compile(
        &self,
        toolchain: &toolchain::Toolchain,
        outcome: &mut Outcome,
    ) -> Result<verify::Checks> {
        let config = self.config;
        if self.plan.contains(&Step::Compile) {
            self.spinner.step(format!(
                "{}compiling the original and the rewrite with nvcc",
                self.who
            ));
        }
        let failed = failed_compile_path(config);
        let instance = instance_of(outcome);
        let new = outcome.rewritten.as_ref().expect("a rewrite to compile");
        let unit = unit_of(config, self.model, outcome);
        let mut c = verify::verify(
            toolchain,
            [self.model.text, new],
            &config.file,
            config.arch.name,
            &instance,
            failed.as_ref().ok().map(PathBuf::as_path),
            &unit,
        )
        .map_err(|e| match (e.kind, &failed) {
            (Kind::CompileFailed, Err(why)) => e.note(why.to_string()),
            _ => e,
        })
        .inspect_err(|_| self.spinner.finish())?;
        crate::trace::step(|| format!("{}built", self.who));
        if let verify::Checks::Done(v) = &c {
            check_instances(v, outcome);
        }
        add_occupancy(config, self.model, &outcome.analysis, &mut c);
        Ok(c)
    }

    /// The GPU proof when asked for: run on the compiled kernels when the compile was done, or
    /// skipped with the reason the compile was skipped; `None` without `--gpu` or a compile.
    fn gpu(
        &self,
        checks: Option<&verify::Checks>,
        outcome: &Outcome,
        bench: bool,
    ) -> Option<GpuChecks> {
        match (checks, self.config.gpu) {
            (Some(verify::Checks::Done(v)), true) => Some(self.run_on_gpu(v, outcome, bench)),
            (Some(verify::Checks::Skipped { reason }), true) => Some(GpuChecks::Skipped {
                reason: format!(
                    "skipped: the GPU runs the compiled kernels, and compiling was {reason}"
                ),
            }),
            _ => None,
        }
    }

    /// The analysed instantiation's numbers (and, when `bench`, its speed) on the GPU, holding the
    /// GPU lock while it runs.
    fn run_on_gpu(&self, v: &verify::Verification, outcome: &Outcome, bench: bool) -> GpuChecks {
        let (config, model) = (self.config, self.model);
        if self.plan.contains(&Step::Gpu) {
            self.spinner.step(if bench {
                format!(
                    "{}checking the numbers and benchmarking on the GPU",
                    self.who
                )
            } else {
                format!("{}checking the numbers on the GPU", self.who)
            });
        }
        // Under a many-file run, one kernel at a time on the GPU.
        let _gpu = crate::cli::batch::gpu_lock();
        let params = crate::launch::evidence::instantiated_params(model.source, &model.rec);
        let variant = outcome
            .analysis
            .decision
            .as_ref()
            .map_or("rewrite".to_string(), |d| d.label());
        // The bounds are timed with the rewrite (`auto` times them once, with all its candidates).
        let bounds = bench.then(|| bound_builds(config, model, outcome));
        let sanitizer = crate::prove::sanitize::find_sanitizer(&toolchain::Toolchain::discover(
            config.cuda_home.as_deref(),
        ));
        crate::prove::gpu::prove(crate::prove::gpu::Inputs {
            text: model.text,
            kernel: &outcome.analysis.kernel,
            instance: outcome.analysis.instantiation.as_deref(),
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
            bounds: bounds
                .as_ref()
                .map(|b| b.as_ref().map(|c| c.as_ref().map_err(Clone::clone))),
            ragged_k: outcome.proof.as_ref().is_some_and(|p| p.ragged_k),
            sanitizer: sanitizer.as_deref(),
        })
    }

    /// The GPU column of the instantiation rows, once the main GPU proof was done: the analysed
    /// instantiation's from that proof, every other's run here under the GPU lock.
    fn instances_on_gpu(
        &self,
        gpu: Option<&GpuChecks>,
        checks: Option<&verify::Checks>,
        outcome: &mut Outcome,
    ) {
        let (Some(GpuChecks::Done(main)), Some(verify::Checks::Done(v))) = (gpu, checks) else {
            return;
        };
        if let Some(first) = outcome.instances.first_mut() {
            first.gpu_identical = Some(main.sizes.iter().all(|c| c.bit_identical));
            first.gpu_original_misses = crate::pipeline::instances::original_misses(&main.sizes);
            first.gpu = Some(crate::pipeline::instances::gpu_words(&main.sizes));
        }
        if outcome.instances.len() > 1 {
            let _gpu = crate::cli::batch::gpu_lock();
            check_instances_on_gpu(self.config, self.model, v, outcome);
        }
    }

    /// With `--sanitize`, after a GPU proof that was done: compute-sanitizer on the rewritten
    /// kernel, under the GPU lock, its result stored in the GPU report.
    fn sanitize(
        &self,
        gpu: Option<&mut GpuChecks>,
        checks: Option<&verify::Checks>,
        outcome: &Outcome,
    ) {
        let config = self.config;
        let (true, Some(GpuChecks::Done(report)), Some(verify::Checks::Done(v))) =
            (config.sanitize, gpu, checks)
        else {
            return;
        };
        if self.plan.contains(&Step::Sanitize) {
            self.spinner
                .step(format!("{}running compute-sanitizer", self.who));
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
                self.model.text,
                &spec,
                &v.rewritten.cubin,
                &symbol,
                &outcome.analysis.kernel,
                outcome.analysis.launch_dynamic_smem()[1],
                outcome.analysis.decision.as_ref().map_or(2, |d| d.stages),
            ));
        }
    }
}

/// Adds to the compile checks the occupancy of the original and of the rewrite, from the shared
/// memory the analysis counted: ptxas reports static shared memory only, the launch adds the
/// dynamic part.
fn add_occupancy(
    config: &Config,
    model: &crate::pipeline::Model,
    a: &analysis::Analysis,
    c: &mut verify::Checks,
) {
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
    // The block the host code launches, where the kernel does not state its thread count.
    let threads = a.threads.or_else(|| {
        let k = &model.rec.kernel;
        crate::launch::resolve::host_block(
            model.text,
            &k.name,
            k.instantiation.as_deref(),
            &k.params,
            &k.symbols,
            &config.given,
        )
        .map(|b| b.iter().product::<i64>().max(1) as u64)
    });
    verify::add_occupancy(c, config.arch, threads, (a.smem_single, after), dynamic);
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
    let ragged_k = outcome.proof.as_ref().is_some_and(|p| p.ragged_k);
    let sanitizer = crate::prove::sanitize::find_sanitizer(&toolchain::Toolchain::discover(
        config.cuda_home.as_deref(),
    ));
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
            instance: row.name.strip_prefix(kernel.as_str()),
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
            bounds: None,
            ragged_k,
            sanitizer: sanitizer.as_deref(),
        });
        (row.gpu_identical, row.gpu) = match checks {
            crate::prove::gpu::GpuChecks::Done(r) => {
                row.gpu_original_misses = crate::pipeline::instances::original_misses(&r.sizes);
                (
                    Some(r.sizes.iter().all(|c| c.bit_identical)),
                    Some(crate::pipeline::instances::gpu_words(&r.sizes)),
                )
            }
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
fn check_instances(v: &verify::Verification, outcome: &mut Outcome) {
    let mut warnings = Vec::new();
    for (i, row) in outcome.instances.iter_mut().enumerate() {
        let (before, after, sass) = if i == 0 {
            (
                v.original.resources.clone(),
                v.rewritten.resources.clone(),
                v.rewritten.sass.clone(),
            )
        } else {
            let (before, _) = verify::instance_in(&v.original, &row.name);
            let (after, sass) = verify::instance_in(&v.rewritten, &row.name);
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

/// Where a rewrite that nvcc rejects is kept for inspection, or why it is not: `--dry-run` writes
/// nothing, and from stdin to stdout there is no folder the user chose.
fn failed_compile_path(config: &Config) -> std::result::Result<PathBuf, CliError> {
    let error_file = |p: &Path| p.with_extension("nvcc-error.cu");
    match &config.output {
        Output::Nothing if files::is_stdin(&config.file) => Err(CliError::NotKeptDryRun),
        Output::Nothing => Err(CliError::NotKeptDryRunAt {
            would_be: error_file(&crate::cli::config::default_output(&config.file)),
        }),
        Output::Stdout if files::is_stdin(&config.file) => Err(CliError::NotKeptStdin),
        Output::File(p) if files::is_stdin(&config.file) => Ok(error_file(p)),
        _ => Ok(error_file(&crate::cli::config::default_output(
            &config.file,
        ))),
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

/// Runs `f` with a spinner showing `message` (on a terminal; on stderr under `KPIPE_TRACE`).
pub(super) fn with_spinner<R>(message: String, f: impl FnOnce() -> R) -> R {
    let spinner = Progress::default();
    spinner.step(message);
    let result = f();
    spinner.finish();
    crate::trace::step(|| "done".to_string());
    result
}

impl Progress {
    /// Shows `message` as the step running now, starting the spinner on the first step.
    fn step(&self, message: String) {
        crate::trace::step(|| message.clone());
        let bar = self.0.get_or_init(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.enable_steady_tick(std::time::Duration::from_millis(120));
            bar
        });
        bar.set_message(message);
    }

    /// Clears the spinner, if a step started it.
    fn finish(&self) {
        if let Some(bar) = self.0.get() {
            bar.finish_and_clear();
        }
    }
}

/// The stage table for an attempt, from its analysis and the registers ptxas gave its rewrite.
pub(super) fn planned_stages(
    config: &Config,
    model: &Model,
    a: &Attempt,
) -> analysis::stages::StagePlan {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{Cli, Command};
    use crate::pipeline::transform;
    use std::path::Path;

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
}
