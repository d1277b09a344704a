//! Every instantiation of a template kernel gets the rewrite kpipe wrote for the one it analysed.
//!
//! The rewrite edits the generic template, so it must be right for each `kernel<args>` the project
//! uses, not only for the one whose constants the analysis evaluated. kpipe finds the
//! instantiations the file names (explicit instantiations and launches), runs the same rewrite
//! (the variant, stages and tuning chosen for the first) for each of them, and accepts it only when:
//! - every instantiation can take it: one that refuses (its doubled tiles cross the cliff, its load
//!   count is not constant, ...) refuses the whole rewrite, with its name and its reason;
//! - the rewritten text is the same whichever instantiation it was made from: a size written as a
//!   number of one instantiation would differ in another's, so this is what proves that the
//!   emitted code has nothing of one instantiation in it (sizes are expressions of the template's
//!   parameters where they differ, `rewrite::registers`, `analysis::dynamic::plan`).
//!
//! The launches of the file name their instantiations, and each gets its own bytes whichever
//! instantiation the rewrite was made from (`rewrite::launch::edits`), so the whole text is
//! compared. The report shows one row per instantiation.

use super::{Model, Outcome, Request};
use crate::analysis::choose::{Variant, VariantRequest};
use crate::diagnostics::{line_col, Diagnostic, Kind, Result};
use crate::launch::resolve::Given;
use crate::recognize::kernel::FileFacts;
use crate::rewrite::launch::squeeze;
use crate::source::parse::Source;
use serde::Serialize;

/// One instantiation of the kernel, as the rewrite found it.
#[derive(Debug, Clone, Serialize)]
pub struct InstanceRow {
    /// `gemm<128, 64>`.
    pub name: String,
    /// Shared memory per block, one stage and after the rewrite.
    pub smem_before: u64,
    pub smem_after: u64,
    /// Blocks/SM on the target architecture, before and after.
    pub blocks_before: u64,
    pub blocks_after: u64,
    pub crosses_cliff: bool,
    /// 32-bit prefetch registers per thread (register prefetch only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prefetch_registers: Option<u64>,
    /// The dynamic shared memory its launch passes after the rewrite, when that changes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub launch_bytes: Option<u64>,
    /// Registers per thread from ptxas, original and rewrite (with nvcc).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub registers: Option<[u64; 2]>,
    /// The rewrite's spills or stack frame grew.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub new_spills: bool,
    /// The SASS verdict of the rewritten main loop (with cuobjdump): overlap, and the cover of its
    /// least-covered load.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sass_overlap: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub load_cover: Option<f64>,
    /// The GPU check of this instantiation: bit-identical at every size (true), or not (false);
    /// None when it did not run, with why in `gpu`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu_identical: Option<bool>,
    /// What the GPU check said, in a few words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu: Option<String>,
    /// The rewrite differs only where the original missed the float64 reference (`original_misses`).
    #[serde(skip)]
    pub gpu_original_misses: bool,
    /// The K-loop's tile depth in this instantiation (for the sizes the GPU check runs).
    #[serde(skip)]
    pub k_tile: Option<u64>,
    /// The dynamic shared memory of the original's and the rewrite's launch of it.
    #[serde(skip)]
    pub dynamic_smem: [u64; 2],
}

/// Every size where the rewrite differs is one where the original missed the float64 reference
/// too: the launch does not fit this instantiation, or the kernel reads shared memory it never
/// wrote; the difference proves nothing either way.
pub fn original_misses(sizes: &[crate::gpu::run::SizeCheck]) -> bool {
    sizes
        .iter()
        .filter(|c| !c.bit_identical)
        .all(|c| !c.original_ok)
}

/// A GPU check's sizes in a few words: "bit-identical at 4 of 4 sizes", or where it differs.
pub fn gpu_words(sizes: &[crate::gpu::run::SizeCheck]) -> String {
    let bad = sizes.iter().filter(|c| !c.bit_identical).count();
    if bad == 0 {
        format!("bit-identical at {0} of {0} sizes", sizes.len())
    } else if original_misses(sizes) {
        format!(
            "**differs** at {bad} of {} sizes, where the original itself misses the float64 reference",
            sizes.len()
        )
    } else {
        format!("**differs** at {bad} of {} sizes", sizes.len())
    }
}

impl InstanceRow {
    /// Adds what nvcc and the SASS say of this instantiation in the compiled original and rewrite.
    pub fn add_build(
        &mut self,
        original: Option<&crate::toolchain::nvcc::Resources>,
        rewritten: Option<&crate::toolchain::nvcc::Resources>,
        sass: Option<&crate::toolchain::sass::LoopReport>,
    ) {
        if let (Some(a), Some(b)) = (original, rewritten) {
            self.registers = Some([a.registers, b.registers]);
            self.new_spills = b.spill_stores > a.spill_stores
                || b.spill_loads > a.spill_loads
                || b.stack_bytes > a.stack_bytes;
        }
        if let Some(s) = sass {
            self.sass_overlap = Some(s.overlap);
            self.load_cover = s.load_cover;
        }
    }
}

impl InstanceRow {
    fn of(outcome: &Outcome) -> InstanceRow {
        let a = &outcome.analysis;
        let double = a
            .decision
            .as_ref()
            .is_some_and(|d| d.form == crate::analysis::choose::Form::DoubleBuffer);
        let after = if double {
            &a.cliff.doubled
        } else {
            &a.cliff.single
        };
        InstanceRow {
            name: format!(
                "{}{}",
                a.kernel,
                a.instantiation.clone().unwrap_or_default()
            ),
            smem_before: a.smem_single,
            smem_after: if double {
                a.smem_doubled
            } else {
                a.smem_single
            },
            blocks_before: a.cliff.single.blocks_per_sm,
            blocks_after: after.blocks_per_sm,
            crosses_cliff: a.cliff.crosses_cliff && double,
            prefetch_registers: a
                .decision
                .as_ref()
                .filter(|d| d.variant == Variant::Ldg)
                .and(a.prefetch_registers),
            launch_bytes: a
                .launch_change
                .as_ref()
                .filter(|c| c.required)
                .map(|c| c.bytes),
            registers: None,
            new_spills: false,
            sass_overlap: None,
            load_cover: None,
            gpu_identical: None,
            gpu_original_misses: false,
            gpu: None,
            k_tile: a.ratio.as_ref().map(|r| r.bk),
            dynamic_smem: a.launch_dynamic_smem(),
        }
    }
}

/// Another instantiation to check: its arguments (`<128, 64>`), its span when it is named in the
/// kernel's own file, and where it is named, for messages (`line 29`, `runner.cu:12`).
#[derive(Debug, Clone)]
pub struct Other {
    pub args: String,
    pub span: Option<std::ops::Range<usize>>,
    pub named_at: String,
}

/// The instantiations of `kernel` a host file names (explicit instantiations, launches), outside
/// the kernel's own definition, as (arguments, span), in source order. A launch that passes its
/// launcher template's parameters on (`k<AType><<<..>>>` in `template <typename AType> void
/// launch(..)`) is none where the file does not instantiate that launcher.
fn named_in(text: &str, kernel: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let Ok(source) = Source::parse(text.to_string()) else {
        return Vec::new();
    };
    named_in_source(&source, &FileFacts::collect(&source), kernel)
        .into_iter()
        .filter(|(args, span)| {
            !crate::recognize::template_args::passes_parameters_on(&source, span, args)
        })
        .collect()
}

/// `named_in`, on a file parsed already.
fn named_in_source(
    source: &Source,
    facts: &FileFacts,
    kernel: &str,
) -> Vec<(String, std::ops::Range<usize>)> {
    let kernels = crate::recognize::kernel::find_kernels(source, facts, &[], Some(kernel));
    let definitions: Vec<std::ops::Range<usize>> = kernels
        .iter()
        .filter(|k| k.name == kernel)
        .map(|k| k.node.byte_range())
        .collect();
    // Launches that write no arguments: those their arguments' types deduce.
    let deduced = kernels.iter().filter(|k| k.name == kernel).flat_map(|k| {
        crate::recognize::deduced_args::deduced_instantiations(source, k.node, kernel)
            .into_iter()
            .map(|(span, args)| (format!("<{}>", args.join(", ")), span))
    });
    let written = facts
        .template_uses
        .get(kernel)
        .into_iter()
        .flatten()
        .filter(|(span, _)| {
            !definitions
                .iter()
                .any(|d| d.start <= span.start && span.end <= d.end)
        })
        .flat_map(|(span, args)| {
            // `gemm<BLOCK><<<..>>>(.., dA)`: the parameters the launch leaves to deduction.
            let args = match kernels.iter().find(|k| k.name == kernel) {
                Some(k) => crate::recognize::deduced_args::completed_args(
                    source, k.node, kernel, span, args,
                ),
                None => args.clone(),
            };
            crate::recognize::template_args::resolved_uses(
                source,
                &facts.symbols,
                &facts.template_uses,
                span,
                &args,
            )
            .into_iter()
            .map(|args| (format!("<{}>", args.join(", ")), span.clone()))
        });
    let mut out: Vec<(String, std::ops::Range<usize>)> = written.chain(deduced).collect();
    out.sort_by_key(|(_, span)| span.start);
    out
}

/// Whether `args` (`<64>`) gives every template parameter the value a `--define` gives it.
fn same_as_defines(args: &str, params: &[String], defines: &[(String, String)]) -> bool {
    let inner = args.trim().trim_start_matches('<').trim_end_matches('>');
    let args = crate::recognize::kernel::split_template_args(inner);
    args.len() == params.len()
        && params.iter().zip(&args).all(|(p, a)| {
            defines
                .iter()
                .any(|(n, v)| n == p && squeeze(v) == squeeze(a))
        })
}

/// The `--define`s that do not name one of `kernel`'s template parameters: what another
/// instantiation (which gives those itself) is analysed with.
pub fn defines_for_other(model: &Model, defines: &[(String, String)]) -> Vec<(String, String)> {
    let params = template_params(model);
    defines
        .iter()
        .filter(|(n, _)| !params.contains(n))
        .cloned()
        .collect()
}

/// The names of the model's kernel's template parameters (empty for a plain kernel).
fn template_params(model: &Model) -> Vec<String> {
    let kernel = &model.rec.kernel;
    kernel
        .template_params
        .iter()
        .map(|(n, _)| n.clone())
        .collect()
}

/// The instantiations of `kernel` other than `analysed` that the kernel's file names, then those the
/// `hosts` (name, text) name, each once.
pub fn others(
    model: &Model,
    kernel: &str,
    analysed: &str,
    hosts: &[(String, &str)],
    definitions: &[(String, &str)],
) -> Vec<Other> {
    let text = model.text;
    let mut seen = vec![squeeze(analysed)];
    let mut out = Vec::new();
    let mut add = |args: String, span: Option<std::ops::Range<usize>>, named_at: String| {
        if !seen.contains(&squeeze(&args)) {
            seen.push(squeeze(&args));
            out.push(Other {
                args,
                span,
                named_at,
            });
        }
    };
    // In the user's text (the spans name its lines), with recognition's facts when it is the
    // text recognised.
    let in_file = match model.inlined {
        None => named_in_source(model.user, &model.rec.facts, kernel),
        Some(_) => named_in_source(model.user, &FileFacts::collect(model.user), kernel),
    };
    // A launch that passes a launcher template's parameters on (`Gemm<BM>::run` launching
    // `k<BM>`) is no instantiation: the launcher's instantiations in the runners are.
    let launched = super::launcher_instances::through_launchers(
        model.user,
        &FileFacts::collect(model.user),
        kernel,
        hosts,
        definitions,
    );
    for (args, span) in in_file {
        if crate::recognize::template_args::passes_parameters_on(model.user, &span, &args) {
            continue;
        }
        let line = line_col(text, span.start).0;
        add(args, Some(span), format!("line {line}"));
    }
    for instance in launched {
        let args = instance[kernel.len()..].to_string();
        add(
            args,
            None,
            "a runner's instantiation of its launcher".to_string(),
        );
    }
    for (name, host) in hosts {
        for (args, span) in named_in(host, kernel) {
            let line = line_col(host, span.start).0;
            add(args, None, format!("{name}:{line}"));
        }
    }
    out
}

/// The instantiation to analyse when the kernel's file names none and a host file does: a template
/// kernel in a header, launched by a runner (`sgemm<BM, BN><<<...>>>` with `const uint BM = 128;`
/// above it). Returns `name<args>` of the first such use, its arguments evaluated where they are
/// written; None when the file names an instantiation itself, or no host names one.
pub fn first_host_instance(
    text: &str,
    kernel: Option<&str>,
    hosts: &[(String, &str)],
    definitions: &[(String, &str)],
) -> Option<String> {
    let source = Source::parse(text.to_string()).ok()?;
    let facts = FileFacts::collect(&source);
    let templates = crate::recognize::kernel::find_kernels(&source, &facts, &[], kernel)
        .into_iter()
        .filter(|k| !k.template_params.is_empty())
        .map(|k| k.name)
        .collect::<Vec<_>>();
    templates.iter().find_map(|name| {
        let own = named_in_source(&source, &facts, name);
        // The file's own launches decide, unless they only pass a launcher template's parameters
        // on (`Gemm<BM>::run` launching `k<BM>`) and a runner instantiates that launcher.
        if own
            .iter()
            .any(|(args, _)| is_concrete(&format!("{name}{args}")))
        {
            return None;
        }
        let launched =
            super::launcher_instances::through_launchers(&source, &facts, name, hosts, definitions)
                .into_iter()
                .next();
        if !own.is_empty() {
            return launched;
        }
        let from_host = hosts
            .iter()
            .find_map(|(_, h)| named_in(h, name).into_iter().next());
        from_host
            .map(|(args, _)| format!("{name}{args}"))
            .or(launched)
    })
}

/// The instantiations of a template kernel that the compiled copy must instantiate itself: the
/// analysed one when the file does not name it (`--define`s for a header's template, or a `--host`
/// runner's launch), and the other checked ones (`rows`) from host files. Only concrete ones
/// (every argument a number or a type kpipe knows): naming one the file also names is harmless,
/// naming `gemm<T, 32>` outside its launcher would not compile.
pub fn scratch_instances(model: &Model, rows: &[InstanceRow]) -> Vec<String> {
    let kernel = &model.rec.kernel;
    if kernel.template_params.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    if kernel.instantiation_span.is_none() {
        out.extend(analysed_instance(model));
    }
    out.extend(rows.iter().skip(1).map(|r| r.name.clone()));
    out.retain(|name| is_concrete(name));
    out.dedup();
    out
}

/// `gemm<128, 128, 8>`: the instantiation of a template kernel that kpipe analysed, where every
/// argument is a number or a type kpipe knows; None for a plain kernel.
pub fn analysed_instance(model: &Model) -> Option<String> {
    let kernel = &model.rec.kernel;
    if kernel.template_params.is_empty() {
        return None;
    }
    let args: Option<Vec<String>> = kernel
        .template_params
        .iter()
        .map(|(name, is_type)| match is_type {
            true => Some(kernel.symbols.resolve_type(name).to_string()),
            false => kernel.symbols.eval(name).ok().map(|v| v.to_string()),
        })
        .collect();
    Some(format!("{}<{}>", kernel.name, args?.join(", "))).filter(|i| is_concrete(i))
}

/// Whether every argument of `name<args>` is a number or a type kpipe knows the size of.
fn is_concrete(instance: &str) -> bool {
    let Some((_, args)) = instance.split_once('<') else {
        return false;
    };
    let inner = args.trim_end().trim_end_matches('>');
    crate::recognize::kernel::split_template_args(inner)
        .iter()
        .all(|a| {
            a.trim().parse::<i64>().is_ok() || crate::source::consts::type_size(a.trim()).is_some()
        })
}

/// Runs the rewrite of `outcome` for every other instantiation the file names, and accepts it only
/// when each takes it and gives the same text; adds one row per instantiation to the analysis.
/// When another instantiation's tiles must move to dynamic shared memory (past the 48 KB static
/// limit), every instantiation's do: the rewrite is made again with them moved.
pub fn check_every_instantiation(
    model: &Model,
    request: &Request,
    outcome: Outcome,
) -> Result<Outcome> {
    check_with_hosts(model, request, outcome, &Given::default())
}

/// `check_every_instantiation`, with the instantiations the host files (`--host`, or found in the
/// project) launch too, each proven with its own launch from them.
pub fn check_with_hosts(
    model: &Model,
    request: &Request,
    outcome: Outcome,
    given: &Given,
) -> Result<Outcome> {
    let kernel = outcome.analysis.kernel.clone();
    let params = template_params(model);
    // Another instantiation is launched by its own host calls: `--launch`, given for the one
    // analysed, is not its launch.
    let definitions = given.header_texts();
    let given = &Given::new(None, given.hosts.clone());
    if params.is_empty() {
        return check_device_template_callers(model, request, outcome, given);
    }
    let hosts = given.host_texts();
    let hosts = hosts.as_slice();
    // Without an instantiation in the file, the one analysed is the `--define`s' (or the defaults).
    let analysed = outcome.analysis.instantiation.clone().unwrap_or_default();
    let others: Vec<Other> = others(model, &kernel, &analysed, hosts, &definitions)
        .into_iter()
        .filter(|o| !(analysed.is_empty() && same_as_defines(&o.args, &params, request.defines)))
        .collect();
    if others.is_empty() || outcome.analysis.decision.is_none() {
        return Ok(outcome);
    }
    let first_row = |o: &Outcome| {
        let mut row = InstanceRow::of(o);
        if analysed.is_empty() {
            row.name = defines_label(&kernel, &params, request.defines);
        }
        row
    };
    let set = Instances {
        model,
        given,
        kernel: &kernel,
        analysed: &analysed,
        others: &others,
    };
    // When another instantiation's tiles pass the 48 KB static limit, all of them move.
    let mut outcome = match set.rewrite_each(request, &outcome)? {
        Checked::Same(rows, unproven) => (outcome, rows, unproven),
        Checked::MovedElsewhere => {
            let moved = moved_to_dynamic(model, request, &outcome)?;
            match set.rewrite_each(request, &moved)? {
                Checked::Same(rows, unproven) => (moved, rows, unproven),
                Checked::MovedElsewhere => {
                    return Err(Diagnostic::new(
                        Kind::InstanceDependent,
                        format!("another instantiation of `{kernel}` needs its tiles in dynamic shared memory (past the 48 KB static limit), and the rewrite of `{kernel}{analysed}` cannot move them"),
                        "pipeline the instantiations as separate kernels (--kernel picks one)",
                    ))
                }
            }
        }
    };
    let first = first_row(&outcome.0);
    outcome.0.instances = std::iter::once(first).chain(outcome.1).collect();
    outcome.0.analysis.warnings.extend(outcome.2);
    Ok(outcome.0)
}

/// A K-loop in a `__device__` function template that other kernels call with other template
/// arguments (`matrixMul<32, size_t>(...)` from another `__global__` wrapper): the rewrite edits
/// the template, so it is made again for each of those kernels, with the same variant and tuning,
/// and must give the same text; one row each.
fn check_device_template_callers(
    model: &Model,
    request: &Request,
    mut outcome: Outcome,
    given: &Given,
) -> Result<Outcome> {
    let Some(f) = model.rec.loop_fn.as_ref() else {
        return Ok(outcome);
    };
    let Some(decision) = outcome.analysis.decision.clone() else {
        return Ok(outcome);
    };
    if f.other_instance_kernels.is_empty() {
        return Ok(outcome);
    }
    let mut tuning = decision.tuning;
    tuning.stages = decision.stages;
    tuning.dynamic_smem = decision.dynamic_smem;
    let template = f.instance.clone().unwrap_or_default();
    let mut first = InstanceRow::of(&outcome);
    first.name = format!("{} ({template})", outcome.analysis.kernel);
    let mut rows = vec![first];
    for other in &f.other_instance_kernels {
        let forced = Request {
            kernel: Some(other),
            variant: requested(decision.variant),
            tuning,
            ..*request
        };
        let proven = |m: &Model| {
            let outcome = m.transform(&forced)?;
            super::proof::require_instance(m, outcome, given)
        };
        let theirs = model
            .with_defines(Some(other), request.defines, proven)
            .map_err(|e| {
                Diagnostic::new(
                    if e.kind == Kind::NotProven { Kind::NotProven } else { Kind::InstanceDependent },
                    format!("kernel `{other}` calls `{template}`'s template with other arguments and cannot take the rewrite made for `{}`: {}", outcome.analysis.kernel, e.message),
                    "the rewrite edits the function template, so every kernel that instantiates it must take it: pipeline the kernels as separate functions, or by hand",
                )
            })?;
        if request.rewrite && theirs.rewritten != outcome.rewritten {
            return Err(Diagnostic::new(
                Kind::InstanceDependent,
                format!("the rewrite of `{template}`'s template depends on the instantiation: kernel `{other}` instantiates it with other arguments and gets another text"),
                "pipeline the kernels as separate functions, or by hand",
            ));
        }
        let mut row = InstanceRow::of(&theirs);
        row.name = other.clone();
        rows.push(row);
    }
    outcome.instances = rows;
    Ok(outcome)
}

/// What making the rewrite for every other instantiation found.
enum Checked {
    /// Each took it and gave the same text: their rows.
    /// Each took it and gave the same text: their rows, and why any of them is not proven.
    Same(Vec<InstanceRow>, Vec<String>),
    /// One of them needs its tiles in dynamic shared memory, which the rewrite does not do.
    MovedElsewhere,
}

/// The instantiations of one kernel to check, and the one analysed.
struct Instances<'a> {
    model: &'a Model<'a>,
    /// The host files, without `--launch` (each instantiation's launch is its own host calls').
    given: &'a Given,
    kernel: &'a str,
    analysed: &'a str,
    others: &'a [Other],
}

impl Instances<'_> {
    /// The rewrite of `outcome` (its variant, stages and tuning) made for each other instantiation.
    fn rewrite_each(&self, request: &Request, outcome: &Outcome) -> Result<Checked> {
        let decision = outcome.analysis.decision.clone().expect("a decision");
        let mut tuning = decision.tuning;
        tuning.stages = decision.stages;
        tuning.dynamic_smem = decision.dynamic_smem;
        let forced = Request {
            variant: requested(decision.variant),
            tuning,
            ..*request
        };
        let (mut rows, mut unproven) = (Vec::new(), Vec::new());
        for other_instance in self.others {
            let name = format!("{}{}", self.kernel, other_instance.args);
            let other = rewrite_instance(
                self.model,
                self.given,
                &forced,
                self.kernel,
                self.analysed,
                &name,
                other_instance,
            )?;
            let other_moved = other
                .analysis
                .decision
                .as_ref()
                .is_some_and(|d| d.dynamic_smem);
            if other_moved && !decision.dynamic_smem && request.rewrite {
                return Ok(Checked::MovedElsewhere);
            }
            if request.rewrite && other.rewritten != outcome.rewritten {
                return Err(differs(
                    self.kernel,
                    self.analysed,
                    &name,
                    other_instance,
                    outcome,
                    &other,
                ));
            }
            // An instantiation the executor could not run (its original is not valid at its own
            // launch, say) takes the text proven for the analysed one: the report says so.
            let analysed = match self.analysed {
                "" => "the instantiation analysed".to_string(),
                args => format!("`{}{args}`", self.kernel),
            };
            unproven.extend(other.notes.iter().filter_map(|n| {
                let why = n.strip_prefix(super::proof::NOT_PROVEN)?;
                Some(format!(
                    "`{name}` (named at {}) is not proven equal by symbolic execution, only given the same text as {analysed}: {why}",
                    other_instance.named_at
                ))
            }));
            rows.push(InstanceRow::of(&other));
        }
        Ok(Checked::Same(rows, unproven))
    }
}

fn requested(variant: Variant) -> VariantRequest {
    match variant {
        Variant::Ldg => VariantRequest::Ldg,
        Variant::CpAsync => VariantRequest::CpAsync,
    }
}

/// The rewrite of `outcome` again, its tiles moved to dynamic shared memory, with the reason.
fn moved_to_dynamic(model: &Model, request: &Request, outcome: &Outcome) -> Result<Outcome> {
    let decision = outcome.analysis.decision.as_ref().expect("a decision");
    let mut tuning = request.tuning;
    tuning.dynamic_smem = true;
    let again = Request {
        variant: requested(decision.variant),
        tuning,
        ..*request
    };
    let mut moved = model.transform(&again)?;
    if let Some(d) = moved.analysis.decision.as_mut() {
        d.reasons = decision.reasons.clone();
        d.reasons.push(
            "another instantiation's tiles pass the 48 KB static limit: every instantiation's move to dynamic shared memory".to_string(),
        );
    }
    Ok(moved)
}

/// The row name of an instantiation the `--define`s (or the defaults) gave its values.
fn defines_label(kernel: &str, params: &[String], defines: &[(String, String)]) -> String {
    let given: Vec<String> = defines
        .iter()
        .filter(|(n, _)| params.contains(n))
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    if given.is_empty() {
        format!("{kernel} (its default arguments)")
    } else {
        format!("{kernel} (--define {})", given.join(" "))
    }
}

/// The rewrite made for `kernel<analysed>` (the variant and tuning in `forced`), made for `name`.
fn rewrite_instance(
    model: &Model,
    given: &Given,
    forced: &Request,
    kernel: &str,
    analysed: &str,
    name: &str,
    other: &Other,
) -> Result<Outcome> {
    // `--define`s of the template's parameters were the analysed instantiation's values: another
    // instantiation gives its own.
    let params = template_params(model);
    let defines: Vec<(String, String)> = forced
        .defines
        .iter()
        .filter(|(n, _)| !params.contains(n))
        .cloned()
        .collect();
    let request = Request {
        kernel: Some(name),
        defines: &defines,
        ..*forced
    };
    // Each instantiation's rewrite is proven against its own original (its constants differ).
    let proven = |m: &Model| {
        let outcome = m.transform(&request)?;
        super::proof::require_instance(m, outcome, given)
    };
    model
        .with_defines(request.kernel, request.defines, proven)
        .map_err(|e| {
        located(
            Diagnostic::new(
                if e.kind == Kind::NotProven { Kind::NotProven } else { Kind::InstanceDependent },
                format!(
                    "`{name}` (named at {}) cannot take the rewrite made for `{kernel}{analysed}`: {}",
                    other.named_at, e.message
                ),
                "the rewrite edits the template, so every instantiation must take it: pipeline the instantiations as separate kernels, or change the one that refuses",
            ),
            other,
        )
    })
}

fn located(d: Box<Diagnostic>, other: &Other) -> Box<Diagnostic> {
    match &other.span {
        Some(span) => d.at(span.clone()),
        None => d,
    }
}

/// The refusal of a rewrite whose text depends on the instantiation it was made from: the first
/// line that differs.
fn differs(
    kernel: &str,
    analysed: &str,
    name: &str,
    instance: &Other,
    outcome: &Outcome,
    other: &Outcome,
) -> Box<Diagnostic> {
    let a = outcome.rewritten.as_deref().unwrap_or("");
    let b = other.rewritten.as_deref().unwrap_or("");
    let (line, mine, theirs) = a
        .lines()
        .zip(b.lines())
        .enumerate()
        .find(|(_, (x, y))| x != y)
        .map(|(i, (x, y))| (i + 1, x.trim().to_string(), y.trim().to_string()))
        .unwrap_or((
            a.lines().count().min(b.lines().count()) + 1,
            String::new(),
            String::new(),
        ));
    located(
        Diagnostic::new(
            Kind::InstanceDependent,
            format!(
                "the rewrite of `{kernel}` depends on the instantiation: output line {line} is `{mine}` for `{kernel}{analysed}` and `{theirs}` for `{name}` (named at {})",
                instance.named_at
            ),
            "kpipe writes into a template only what holds for every instantiation; pipeline the instantiations as separate kernels (--kernel picks one), or give the size a form kpipe can write as an expression",
        ),
        instance,
    )
}
