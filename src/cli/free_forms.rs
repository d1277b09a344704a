//! `auto` without a GPU, after the static choice and the stage table: the forms of the choice that
//! its own compile says cost nothing, each taken on that evidence alone:
//! - a ring of 3 stages in place of 2 (cp.async), when it keeps the blocks/SM of two stages: a
//!   second tile in flight for free;
//! - the two stages unrolled by two in place of the ring the stage table plans under one wave, when
//!   the ring runs at most half their blocks/SM;
//! - the chosen loop (a ring of 3 stages too) unrolled by two (`--unroll 2`), when it keeps the
//!   blocks/SM, spills no more than the original, needs at most `UNROLL_REGISTERS` more registers
//!   and covers its loads at most `UNROLL_COVER_LOSS` less.
//!
//! The thresholds were fitted on tests/data/candidates.csv (55 kernels at two sizes, every candidate
//! measured on an H100) and scored leaving one kernel out: the rules fitted without a kernel, then
//! run on it (`tools/static_score.py`, docs/RESULTS.md).

use crate::analysis::choose::{CpAsyncWait, Tuning, Variant, VariantRequest};
use crate::cli::attempt::{candidate, taken, Attempt};
use crate::cli::compile_evidence::Evidence;
use crate::cli::config::Config;
use crate::pipeline::Model;

/// The unrolled loop may take this many registers more than the rolled one.
const UNROLL_REGISTERS: u64 = 16;

/// The unrolled loop's SASS load cover may be this much lower than the rolled one's: unrolled, the
/// cover of the least covered load often reads lower (the second copy of the body issues its loads
/// after the first copy's compute) on loops that ran faster.
const UNROLL_COVER_LOSS: f64 = 0.3;

/// What the measurements behind these forms found.
const MEASURED: &str = "on an H100, with every candidate measured on 55 kernels at 4096^3 and 1024x1024x8192 (tests/data/candidates.csv), these rules with the static choice put it within 3% of the best on 101 of 110 rows when each kernel was left out of the fitting, no row below x0.98 (docs/RESULTS.md)";

/// The chosen attempt, or a form of it that costs nothing on its compile's evidence.
pub(super) fn free_forms(config: &Config, model: &Model, chosen: Attempt) -> Attempt {
    let Some(tuning) = applies(config, &chosen) else {
        return chosen;
    };
    let variant = chosen.outcome.analysis.decision.as_ref().map(|d| d.variant);
    let chosen = match (variant, tuning.stages, tuning.unroll) {
        (Some(Variant::CpAsync), 2, 1) => deeper_ring(config, model, chosen, tuning),
        (Some(Variant::CpAsync), s, 2) if s > 2 => {
            two_stages_if_ring_halves_blocks(config, model, chosen, tuning)
        }
        _ => chosen,
    };
    unrolled(config, model, chosen)
}

/// The chosen tuning when the free forms may replace it: `auto` with no `--unroll`, `--ldg-issue`,
/// `--stages` or `--cp-async-wait`, a static choice that rewrites and was compiled; else `None`.
fn applies(config: &Config, chosen: &Attempt) -> Option<Tuning> {
    let decision = chosen.outcome.analysis.decision.as_ref()?;
    let applies = config.variant == VariantRequest::Auto
        && config.unroll.is_none()
        && config.ldg_issue.is_none()
        && config.stages.is_none()
        && config.cp_async_wait.is_none()
        && chosen.outcome.rewritten.is_some()
        && decision.static_choice
        && decision.tuning.cp_async_wait == CpAsyncWait::Top
        && Evidence::of(chosen).blocks.is_some();
    applies.then_some(decision.tuning)
}

/// `new` in place of `chosen`, keeping `chosen`'s stage table, with the reason.
fn replace(chosen: &Attempt, new: Attempt, why: String) -> Attempt {
    let mut new = taken(chosen, new, format!("{why}; {MEASURED}"));
    new.stage_plan = chosen.stage_plan.clone();
    new
}

/// cp.async with a ring of 3 stages in place of 2, when its compile keeps the blocks/SM of two
/// stages and spills no more than the original.
fn deeper_ring(config: &Config, model: &Model, chosen: Attempt, two: Tuning) -> Attempt {
    let tuning = Tuning { stages: 3, ..two };
    let Some(ring) = candidate(config, model, VariantRequest::CpAsync, tuning) else {
        return chosen;
    };
    let (was, now) = (Evidence::of(&chosen), Evidence::of(&ring));
    if !now.keeps(was.blocks) || now.spills_grew {
        return chosen;
    }
    let why = format!(
        "a ring of 3 stages compiles to {} registers and {} blocks/SM (two stages: {} and {}): the third stage costs no blocks/SM, so two tiles are in flight (--stages 3)",
        now.registers.unwrap_or_default(),
        now.blocks.unwrap_or_default(),
        was.registers.unwrap_or_default(),
        was.blocks.unwrap_or_default()
    );
    replace(&chosen, ring, why)
}

/// Two stages unrolled by two in place of the ring the stage table planned (`ring`: its tuning),
/// when the ring's blocks/SM are at most half theirs: under one wave the ring was planned for the
/// latency it hides, and on the kernels where it halved the blocks/SM of two stages, two stages
/// unrolled ran faster (x1.15 against x1.10, x1.24 against x1.18).
fn two_stages_if_ring_halves_blocks(
    config: &Config,
    model: &Model,
    chosen: Attempt,
    ring: Tuning,
) -> Attempt {
    let tuning = Tuning { stages: 2, ..ring };
    let Some(two) = candidate(config, model, VariantRequest::CpAsync, tuning) else {
        return chosen;
    };
    let (was, now) = (Evidence::of(&chosen), Evidence::of(&two));
    let halved = matches!((was.blocks, now.blocks), (Some(r), Some(t)) if 2 * r <= t);
    if !halved || now.spills_grew {
        return chosen;
    }
    let why = format!(
        "the ring of {} stages runs {} blocks/SM where two stages unrolled by two run {}: two stages, unrolled by two (--stages 2 --unroll 2)",
        ring.stages,
        was.blocks.unwrap_or_default(),
        now.blocks.unwrap_or_default()
    );
    replace(&chosen, two, why)
}

/// The chosen rolled loop unrolled by two, when its compile keeps the blocks/SM, spills no more
/// than the original, needs at most `UNROLL_REGISTERS` more registers and covers its loads at most
/// `UNROLL_COVER_LOSS` less.
fn unrolled(config: &Config, model: &Model, chosen: Attempt) -> Attempt {
    let Some(rolled) = applies(config, &chosen).filter(|t| t.unroll == 1) else {
        return chosen;
    };
    let request = match chosen.outcome.analysis.decision.as_ref().map(|d| d.variant) {
        Some(Variant::Ldg) => VariantRequest::Ldg,
        Some(Variant::CpAsync) => VariantRequest::CpAsync,
        None => return chosen,
    };
    let tuning = Tuning {
        unroll: 2,
        ..rolled
    };
    let Some(unrolled) = candidate(config, model, request, tuning) else {
        return chosen;
    };
    let (was, now) = (Evidence::of(&chosen), Evidence::of(&unrolled));
    let registers_ok =
        matches!((now.registers, was.registers), (Some(n), Some(w)) if n <= w + UNROLL_REGISTERS);
    let cover_ok = match (now.cover, was.cover) {
        (Some(n), Some(w)) => n >= w - UNROLL_COVER_LOSS,
        (_, None) => true,
        (None, Some(_)) => false,
    };
    if !(now.keeps(was.blocks) && !now.spills_grew && registers_ok && cover_ok) {
        return chosen;
    }
    let why = format!(
        "unrolled by two, the loop compiles to {} registers and {} blocks/SM (rolled: {} and {}) with no more spills, and its SASS covers the loads {}: the loop is unrolled by two (--unroll 2)",
        now.registers.unwrap_or_default(),
        now.blocks.unwrap_or_default(),
        was.registers.unwrap_or_default(),
        was.blocks.unwrap_or_default(),
        match (now.cover, was.cover) {
            (Some(n), Some(w)) => format!("{:.0}% (rolled {:.0}%)", n * 100.0, w * 100.0),
            _ => "as far as the check reads".to_string(),
        }
    );
    replace(&chosen, unrolled, why)
}
