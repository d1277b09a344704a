//! `auto` without a GPU, when the SASS of its choice shows a global load that nvcc issued late
//! (`HeldLoads`, one rule): the forms that hold the loads earlier (the loads at the bottom,
//! unrolled by two, both), or cp.async when register prefetch leaves its loads exposed in every
//! form, each taken on the evidence of its own compile (load cover, blocks/SM, spills) against the
//! original's, with the thresholds of `thresholds.toml` (`late_loads`, `sass`) and the measurements
//! of tests/data/measured.csv and tests/data/candidates.csv behind each.

use super::{Candidates, Evidence, Rule};
use crate::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant, VariantRequest};
use crate::analysis::thresholds;

/// A change of form must add at least this much cover (`late_loads.cover_gain`).
fn cover_gain() -> f64 {
    thresholds::get().late_loads.cover_gain
}

/// What the measurements behind the loads at the bottom found.
const MEASURED_BOTTOM: &str = "on an H100, on the 7 rows of tests/data/measured.csv where nvcc issues a register-prefetch load late and the loads at the bottom keep the blocks/SM, they were within 3% of the best candidate (x1.03 to x1.69); where registers cost a block they lost (x0.93, x0.95)";

/// The load cover of a candidate's rewritten loop, and its blocks/SM with the registers ptxas gave it.
fn cover_and_blocks<C: Candidates>(c: &C, a: &C::Candidate) -> (Option<f64>, Option<u64>) {
    let e = c.evidence(a);
    (e.cover, e.blocks)
}

/// The rule of the late loads (see the module's doc).
pub struct HeldLoads;

impl Rule for HeldLoads {
    fn apply<C: Candidates>(&self, candidates: &C, chosen: C::Candidate) -> C::Candidate {
        held_loads_if_late(candidates, chosen)
    }
}

/// `auto` without a measurement, when the SASS of register prefetch shows a global load that nvcc
/// issued late (little compute behind it), tries the forms that hold the loads earlier:
/// - the loads at the bottom (`--ldg-issue bottom`), taken when they cover the loads better and keep
///   the blocks/SM (unrolled by two when that keeps the original's and they do not); with 16-byte
///   copies this also replaces cp.async, which measured slower than the loads at the bottom
///   wherever those keep the original's blocks/SM (int8 wmma, x1.12 against x1.20 at 4096^3);
/// - else, for register prefetch, the loop unrolled by two, taken when it covers the loads better;
/// - else the loads at the bottom unrolled by two, taken when they cover the loads better with the
///   original's blocks/SM;
/// - else cp.async, taken when its SASS covers its copies with as many blocks/SM and no spills.
fn held_loads_if_late<C: Candidates>(c: &C, chosen: C::Candidate) -> C::Candidate {
    let Some(variant) = late_loads_apply(c, &chosen) else {
        return chosen;
    };
    if variant == Variant::CpAsync && !compute_heavy_enough(&c.evidence(&chosen)) {
        return chosen;
    }
    // Register prefetch with the loads at the top: the chosen attempt, or built to look at.
    let top = match variant {
        Variant::Ldg => None,
        Variant::CpAsync => match ldg_attempt(c, LdgIssue::Top, 1) {
            Some(a) => Some(a),
            None => return chosen,
        },
    };
    let (top_cover, top_blocks) = cover_and_blocks(c, top.as_ref().unwrap_or(&chosen));
    let late = thresholds::get().sass.late_load_cover;
    let Some(top_cover) = top_cover.filter(|cover| *cover < late) else {
        return chosen;
    };
    let top = (top_cover, top_blocks);
    let cp_async_blocks = c.evidence(&chosen).blocks;
    let bottom = loads_at_the_bottom_if_better(c, variant, top, cp_async_blocks);
    if let Some((bottom, why)) = bottom {
        if variant == Variant::Ldg && c.evidence(&bottom).loses_blocks() {
            if let Some((unrolled, why)) = bottom_unrolled_keeping_blocks(c, top_cover) {
                return c.take(&chosen, unrolled, why, false);
            }
        }
        return c.take(&chosen, bottom, why, false);
    }
    if variant != Variant::Ldg {
        return chosen;
    }
    if let Some((unrolled, why)) = unrolled_if_better(c, top_cover) {
        return c.take(&chosen, unrolled, why, false);
    }
    if let Some((unrolled, why)) = bottom_unrolled_keeping_blocks(c, top_cover) {
        return c.take(&chosen, unrolled, why, false);
    }
    // Register prefetch that spills more than the original is the static guard's to judge: it
    // writes nothing rather than take another candidate (on sgemm_cliff_sm86 the cp.async that
    // covers its copies without spills ran x0.86, slower than the original).
    if c.evidence(&chosen).spills_grew {
        return chosen;
    }
    match cp_async_if_it_covers(c, top) {
        Some((cp_async, why)) => c.take(&chosen, cp_async, why, false),
        None => chosen,
    }
}

/// Whether the original's loop has enough compute per global load for the loads at the bottom to
/// replace cp.async (`late_loads.min_compute_per_load_for_bottom`; false when the SASS did not
/// say). Register prefetch holds the next tile in registers across the whole compute phase; with
/// little compute per load, the asynchronous copy without registers did better.
fn compute_heavy_enough(chosen: &Evidence) -> bool {
    let bar = thresholds::get().late_loads.min_compute_per_load_for_bottom;
    chosen.original_compute_per_load.is_some_and(|c| c >= bar)
}

/// What the measurements behind cp.async in place of exposed register-prefetch loads found.
const MEASURED_EXPOSED: &str = "on an H100 (tests/data/candidates.csv), the one kernel of 53 where this held (4-byte copies into a strided extern tile, blocks/SM halved by either variant) ran x0.61 and x0.69 with register prefetch, x1.00 and x1.15 with cp.async; the kernels whose cp.async showed no cover either (persistent loops) are left as they were";

/// cp.async (two stages, the wait at the top), with the reason to take it, when register
/// prefetch's loads stay exposed in every form tried (`top`: the cover and blocks/SM of the loads
/// at the top) and cp.async's SASS covers its copies with no fewer blocks/SM than register prefetch
/// and no more spills than the original.
fn cp_async_if_it_covers<C: Candidates>(
    c: &C,
    (top_cover, top_blocks): (f64, Option<u64>),
) -> Option<(C::Candidate, String)> {
    let tuning = Tuning {
        unroll: 1,
        ..c.base_tuning()
    };
    let cp_async = c.build(VariantRequest::CpAsync, tuning)?;
    let (cover, blocks) = cover_and_blocks(c, &cp_async);
    let keeps_blocks = matches!((blocks, top_blocks), (Some(b), Some(t)) if b >= t);
    let full = thresholds::get().late_loads.full_cover;
    let cover =
        cover.filter(|cv| *cv >= full && keeps_blocks && !c.evidence(&cp_async).spills_grew)?;
    let why = format!(
        "SASS: register prefetch leaves its global loads exposed ({:.0}% of a compute phase behind the least covered, and no better at the bottom or unrolled); cp.async covers its copies ({:.0}%) with {} blocks/SM and no more spills: cp.async; {MEASURED_EXPOSED}",
        top_cover * 100.0,
        cover * 100.0,
        blocks.unwrap_or_default()
    );
    Some((cp_async, why))
}

/// The chosen variant, when the late-load forms may replace it: `auto` with no `--unroll`,
/// `--ldg-issue` or `--stages`, a static choice that rewrites, rolled, with any cp.async wait at the
/// top; else `None`.
fn late_loads_apply<C: Candidates>(c: &C, chosen: &C::Candidate) -> Option<Variant> {
    let decision = c.decided(chosen)?;
    let applies = c.asked().free_shape()
        && decision.rewrites
        && decision.static_choice
        && decision.tuning.unroll == 1
        && decision.tuning.cp_async_wait == CpAsyncWait::Top;
    applies.then_some(decision.variant)
}

/// Register prefetch with the loads issued at `ldg_issue` and unrolled by `unroll`, carried through
/// the proofs to look at; `None` when it is refused or fails.
fn ldg_attempt<C: Candidates>(c: &C, ldg_issue: LdgIssue, unroll: u32) -> Option<C::Candidate> {
    let tuning = Tuning {
        unroll,
        ldg_issue,
        ..c.base_tuning()
    };
    c.build(VariantRequest::Ldg, tuning)
}

/// The loads at the bottom, with the reason to take them, when they cover the loads better than
/// the loads at the top (`top`: their cover and blocks/SM) by `cover_gain` and keep the blocks/SM
/// (in place of cp.async, the original's and cp.async's: `cp_async_blocks`, the chosen attempt's).
fn loads_at_the_bottom_if_better<C: Candidates>(
    c: &C,
    variant: Variant,
    (top_cover, top_blocks): (f64, Option<u64>),
    cp_async_blocks: Option<u64>,
) -> Option<(C::Candidate, String)> {
    let bottom = ldg_attempt(c, LdgIssue::Bottom, 1)?;
    let (cover, blocks) = cover_and_blocks(c, &bottom);
    // In place of cp.async, the blocks/SM to keep are the original's: the copies cost cp.async
    // no registers, and on the two 16-byte kernels where the loads at the bottom lost a block
    // against the original they ran x0.93 to x0.96 and x1.04 to x1.22 where cp.async ran x1.01 to
    // x1.03 and x1.13 to x1.29 (tests/data/candidates.csv); where they kept the original's blocks
    // they won (int8, x1.20 and x1.72 against x1.12 and x1.43). Nor may they run fewer blocks/SM
    // than cp.async, whose copies free the registers the loads held: on an int8 kernel with guarded
    // copies (kernels/igemm_wmma_int8_guarded.cu) cp.async ran 5 blocks/SM to their 4, and its
    // 4-stage ring x2.23 at 1024x1024x8192 where they ran x1.39.
    let to_keep = match variant {
        Variant::CpAsync => c.evidence(&bottom).original_blocks.max(cp_async_blocks),
        Variant::Ldg => top_blocks,
    };
    let keeps_blocks = matches!((blocks, to_keep), (Some(b), Some(t)) if b >= t);
    let cover = cover.filter(|cv| *cv >= top_cover + cover_gain() && keeps_blocks)?;
    let (instead, before) = match variant {
        Variant::CpAsync => (" instead of cp.async", "as the original"),
        Variant::Ldg => ("", "as before"),
    };
    let why = format!(
        "SASS: nvcc issues a global load of register prefetch late ({:.0}% of a compute phase behind it); with the loads at the bottom of the loop, {:.0}%, and {} blocks/SM {before}: register prefetch with the loads at the bottom (--ldg-issue bottom){instead}; {MEASURED_BOTTOM}",
        top_cover * 100.0,
        cover * 100.0,
        blocks.unwrap_or_default()
    );
    Some((bottom, why))
}

/// What the measurements behind unrolling the loads at the bottom found.
const MEASURED_BOTTOM_UNROLLED: &str = "on an H100 (tests/data/candidates.csv, docs/RESULTS.md), on the two kernels where the loads at the bottom cost a block against the original and unrolled by two kept it (leimao/CUDA-GEMM-Optimization 02 and sgemm_32x32_guarded_alpha_beta, 32x32 tiles of 1024 threads) they ran x1.05 to x1.12, the best, where the loads at the bottom rolled ran x0.96 and x1.01";

/// The loads at the bottom unrolled by two (`--ldg-issue bottom --unroll 2`), with the reason to
/// take them, when they keep the original's blocks/SM, cover the loads better than the loads at the
/// top (`top_cover`) by `cover_gain` and spill no more than the original: unrolled, nvcc gives each
/// copy of the body constant stage indices and needs fewer registers to hold the next tile.
fn bottom_unrolled_keeping_blocks<C: Candidates>(
    c: &C,
    top_cover: f64,
) -> Option<(C::Candidate, String)> {
    let unrolled = ldg_attempt(c, LdgIssue::Bottom, 2)?;
    let e = c.evidence(&unrolled);
    let keeps = e.keeps(e.original_blocks) && !e.spills_grew;
    let (cover, blocks) = (e.cover, e.blocks);
    let cover = cover.filter(|cv| *cv >= top_cover + cover_gain() && keeps)?;
    let why = format!(
        "SASS: nvcc issues a global load of register prefetch late ({:.0}% of a compute phase behind it); with the loads at the bottom unrolled by two (--ldg-issue bottom --unroll 2), {:.0}%, and the original's {} blocks/SM, which the loads at the bottom rolled lose: the loads at the bottom unrolled by two; {MEASURED_BOTTOM_UNROLLED}",
        top_cover * 100.0,
        cover * 100.0,
        blocks.unwrap_or_default()
    );
    Some((unrolled, why))
}

/// Register prefetch unrolled by two, with the reason to take it, when it covers the loads better
/// than the rolled loop's `top_cover` by `cover_gain`.
fn unrolled_if_better<C: Candidates>(c: &C, top_cover: f64) -> Option<(C::Candidate, String)> {
    let unrolled = ldg_attempt(c, LdgIssue::Top, 2)?;
    let unrolled_cover = cover_and_blocks(c, &unrolled).0?;
    if unrolled_cover < top_cover + cover_gain() {
        return None;
    }
    let why = format!(
        "SASS: nvcc issues a global load of the rolled loop late ({:.0}% of a compute phase behind it); unrolled by two, {:.0}% (the loads at the bottom would cost blocks/SM or cover no better): the loop is unrolled by two (--unroll 2)",
        top_cover * 100.0,
        unrolled_cover * 100.0
    );
    Some((unrolled, why))
}
