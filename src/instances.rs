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

use crate::analysis::choose::{Variant, VariantRequest};
use crate::diagnostics::{line_col, Diagnostic, Kind, Result};
use crate::parse::Source;
use crate::recognize::kernel::FileFacts;
use crate::{Outcome, Request};
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
        }
    }
}

/// The instantiations of `kernel` the file names, other than `analysed` (both as `<args>`), in
/// source order, each with where it is named.
pub fn others_in_file(
    text: &str,
    kernel: &str,
    analysed: &str,
) -> Vec<(String, std::ops::Range<usize>)> {
    let Ok(source) = Source::parse(text.to_string()) else {
        return Vec::new();
    };
    let facts = FileFacts::collect(&source);
    let definitions: Vec<std::ops::Range<usize>> =
        crate::recognize::kernel::find_kernels(&source, &facts, &[], Some(kernel))
            .iter()
            .filter(|k| k.name == kernel)
            .map(|k| k.node.byte_range())
            .collect();
    let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let mut seen = vec![squeeze(analysed)];
    let mut out = Vec::new();
    for (span, args) in facts.template_uses.get(kernel).into_iter().flatten() {
        if definitions
            .iter()
            .any(|d| d.start <= span.start && span.end <= d.end)
        {
            continue;
        }
        let args = format!("<{}>", args.join(", "));
        if seen.contains(&squeeze(&args)) {
            continue;
        }
        seen.push(squeeze(&args));
        out.push((args, span.clone()));
    }
    out
}

/// Runs the rewrite of `outcome` for every other instantiation the file names, and accepts it only
/// when each takes it and gives the same text; adds one row per instantiation to the analysis.
/// When another instantiation's tiles must move to dynamic shared memory (past the 48 KB static
/// limit), every instantiation's do: the rewrite is made again with them moved.
pub fn check_every_instantiation(
    text: &str,
    request: &Request,
    outcome: Outcome,
) -> Result<Outcome> {
    let Some(analysed) = outcome.analysis.instantiation.clone() else {
        return Ok(outcome);
    };
    let kernel = outcome.analysis.kernel.clone();
    let others = others_in_file(text, &kernel, &analysed);
    if others.is_empty() || outcome.analysis.decision.is_none() {
        return Ok(outcome);
    }
    let mut outcome = outcome;
    for attempt in 0..2 {
        let decision = outcome.analysis.decision.clone().expect("a decision");
        let mut tuning = decision.tuning;
        tuning.stages = decision.stages;
        tuning.dynamic_smem = decision.dynamic_smem;
        let variant = match decision.variant {
            Variant::Ldg => VariantRequest::Ldg,
            Variant::CpAsync => VariantRequest::CpAsync,
        };
        let forced = Request {
            variant,
            tuning,
            ..*request
        };
        let mut rows = vec![InstanceRow::of(&outcome)];
        let mut moved_elsewhere = false;
        for (args, span) in &others {
            let name = format!("{kernel}{args}");
            let other = rewrite_instance(text, &forced, &kernel, &analysed, &name, span)?;
            let other_moved = other
                .analysis
                .decision
                .as_ref()
                .is_some_and(|d| d.dynamic_smem);
            if attempt == 0 && other_moved && !decision.dynamic_smem && request.rewrite {
                moved_elsewhere = true;
                break;
            }
            if request.rewrite && other.rewritten != outcome.rewritten {
                return Err(differs(
                    text, &kernel, &analysed, &name, span, &outcome, &other,
                ));
            }
            rows.push(InstanceRow::of(&other));
        }
        if !moved_elsewhere {
            outcome.analysis.instances = rows;
            return Ok(outcome);
        }
        let mut tuning = request.tuning;
        tuning.dynamic_smem = true;
        let again = Request {
            variant,
            tuning,
            kernel: request.kernel,
            ..*request
        };
        let mut moved = crate::transform_here(text, &again)?;
        if let (Some(d), Some(first)) =
            (moved.analysis.decision.as_mut(), &outcome.analysis.decision)
        {
            d.reasons = first.reasons.clone();
            d.reasons.push(
                "another instantiation's tiles pass the 48 KB static limit: every instantiation's move to dynamic shared memory".to_string(),
            );
        }
        outcome = moved;
    }
    Ok(outcome)
}

/// The rewrite made for `kernel<analysed>` (the variant and tuning in `forced`), made for `name`.
fn rewrite_instance(
    text: &str,
    forced: &Request,
    kernel: &str,
    analysed: &str,
    name: &str,
    span: &std::ops::Range<usize>,
) -> Result<Outcome> {
    let request = Request {
        kernel: Some(name),
        ..*forced
    };
    let line = line_col(text, span.start).0;
    crate::transform_here(text, &request).map_err(|e| {
        Diagnostic::new(
            Kind::InstanceDependent,
            format!(
                "`{name}` (named at line {line}) cannot take the rewrite made for `{kernel}{analysed}`: {}",
                e.message
            ),
            "the rewrite edits the template, so every instantiation must take it: pipeline the instantiations as separate kernels, or change the one that refuses",
        )
        .at(span.clone())
    })
}

/// The refusal of a rewrite whose text depends on the instantiation it was made from: the first
/// line that differs.
fn differs(
    text: &str,
    kernel: &str,
    analysed: &str,
    name: &str,
    span: &std::ops::Range<usize>,
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
    let at = line_col(text, span.start).0;
    Diagnostic::new(
            Kind::InstanceDependent,
            format!(
                "the rewrite of `{kernel}` depends on the instantiation: output line {line} is `{mine}` for `{kernel}{analysed}` and `{theirs}` for `{name}` (named at line {at})"
            ),
            "kpipe writes into a template only what holds for every instantiation; pipeline the instantiations as separate kernels (--kernel picks one), or give the size a form kpipe can write as an expression",
        )
        .at(span.clone())
}
