//! After the static choice and the stage table, the forms of the choice that its own compile says
//! cost nothing, each taken on that evidence alone (one rule each):
//! - `DeeperRing`: a ring of 3 stages in place of 2 (cp.async), when it keeps the blocks/SM of two
//!   stages: a second tile in flight for free;
//! - `TwoStagesIfRingHalvesBlocks`: the two stages unrolled by two in place of the ring the stage
//!   table plans under one wave, when the ring runs at most half their blocks/SM;
//! - `Unrolled`: the chosen loop (a ring too) unrolled by two, when it keeps the blocks/SM, spills
//!   no more than the original, needs at most `unroll_registers` more registers and covers its
//!   loads at most `unroll_cover_loss` less (`thresholds.toml`).
//!
//! The thresholds were fitted on tests/data/candidates.csv (55 kernels at two sizes, every candidate
//! measured on an H100) and scored leaving one kernel out: the rules fitted without a kernel, then
//! run on it (`tools/static_score.py`, docs/RESULTS.md).

use super::{request_of, Candidates, Decided, Rule};
use crate::analysis::choose::{CpAsyncWait, Tuning, Variant, VariantRequest};
use crate::analysis::thresholds;

/// What the measurements behind these forms found.
const MEASURED: &str = "on an H100, with every candidate measured on 55 kernels at 4096^3 and 1024x1024x8192 (tests/data/candidates.csv), these rules with the static choice put it within 3% of the best on 101 of 110 rows when each kernel was left out of the fitting, no row below x0.98 (docs/RESULTS.md)";

/// The three free forms, in order.
pub fn free_forms<C: Candidates>(candidates: &C, chosen: C::Candidate) -> C::Candidate {
    let chosen = DeeperRing.apply(candidates, chosen);
    let chosen = TwoStagesIfRingHalvesBlocks.apply(candidates, chosen);
    Unrolled.apply(candidates, chosen)
}

/// The chosen decision when the free forms may replace it: `auto` with no `--unroll`,
/// `--ldg-issue`, `--stages` or `--cp-async-wait`, a static choice that rewrites and was compiled.
fn applies<C: Candidates>(candidates: &C, chosen: &C::Candidate) -> Option<Decided> {
    let decided = candidates.decided(chosen)?;
    let asked = candidates.asked();
    let applies = asked.free_shape()
        && !asked.cp_async_wait
        && decided.rewrites
        && decided.static_choice
        && decided.tuning.cp_async_wait == CpAsyncWait::Top
        && candidates.evidence(chosen).blocks.is_some();
    applies.then_some(decided)
}

/// cp.async with a ring of 3 stages in place of 2, when its compile keeps the blocks/SM of two
/// stages and spills no more than the original.
pub struct DeeperRing;

impl Rule for DeeperRing {
    fn apply<C: Candidates>(&self, candidates: &C, chosen: C::Candidate) -> C::Candidate {
        let Some(d) = applies(candidates, &chosen) else {
            return chosen;
        };
        let two = d.tuning;
        if !thresholds::get().free_forms.deeper_ring
            || d.variant != Variant::CpAsync
            || (two.stages, two.unroll) != (2, 1)
        {
            return chosen;
        }
        let tuning = Tuning { stages: 3, ..two };
        let Some(ring) = candidates.build(VariantRequest::CpAsync, tuning) else {
            return chosen;
        };
        let (was, now) = (candidates.evidence(&chosen), candidates.evidence(&ring));
        if !now.keeps(was.blocks) || now.spills_grew {
            return chosen;
        }
        let why = format!(
            "a ring of 3 stages compiles to {} registers and {} blocks/SM (two stages: {} and {}): the third stage costs no blocks/SM, so two tiles are in flight (--stages 3); {MEASURED}",
            now.registers.unwrap_or_default(),
            now.blocks.unwrap_or_default(),
            was.registers.unwrap_or_default(),
            was.blocks.unwrap_or_default()
        );
        candidates.take(&chosen, ring, why, true)
    }
}

/// Two stages unrolled by two in place of the ring the stage table planned, when the ring's
/// blocks/SM are at most half theirs: under one wave the ring was planned for the latency it
/// hides, and on the kernels where it halved the blocks/SM of two stages, two stages unrolled ran
/// faster (x1.15 against x1.10, x1.24 against x1.18).
pub struct TwoStagesIfRingHalvesBlocks;

impl Rule for TwoStagesIfRingHalvesBlocks {
    fn apply<C: Candidates>(&self, candidates: &C, chosen: C::Candidate) -> C::Candidate {
        let Some(d) = applies(candidates, &chosen) else {
            return chosen;
        };
        let ring = d.tuning;
        if !thresholds::get()
            .free_forms
            .two_stages_if_ring_halves_blocks
            || d.variant != Variant::CpAsync
            || ring.stages <= 2
            || ring.unroll != 2
        {
            return chosen;
        }
        let tuning = Tuning { stages: 2, ..ring };
        let Some(two) = candidates.build(VariantRequest::CpAsync, tuning) else {
            return chosen;
        };
        let (was, now) = (candidates.evidence(&chosen), candidates.evidence(&two));
        let halved = matches!((was.blocks, now.blocks), (Some(r), Some(t)) if 2 * r <= t);
        if !halved || now.spills_grew {
            return chosen;
        }
        let why = format!(
            "the ring of {} stages runs {} blocks/SM where two stages unrolled by two run {}: two stages, unrolled by two (--stages 2 --unroll 2); {MEASURED}",
            ring.stages,
            was.blocks.unwrap_or_default(),
            now.blocks.unwrap_or_default()
        );
        candidates.take(&chosen, two, why, true)
    }
}

/// The chosen rolled loop unrolled by two, when its compile keeps the blocks/SM, spills no more
/// than the original, needs at most `unroll_registers` more registers and covers its loads at most
/// `unroll_cover_loss` less.
pub struct Unrolled;

impl Rule for Unrolled {
    fn apply<C: Candidates>(&self, candidates: &C, chosen: C::Candidate) -> C::Candidate {
        let bars = &thresholds::get().free_forms;
        let Some(d) = applies(candidates, &chosen) else {
            return chosen;
        };
        if !bars.unroll || d.tuning.unroll != 1 || (d.tuning.stages > 2 && !bars.unroll_rings) {
            return chosen;
        }
        let tuning = Tuning {
            unroll: 2,
            ..d.tuning
        };
        let Some(unrolled) = candidates.build(request_of(d.variant), tuning) else {
            return chosen;
        };
        let (was, now) = (candidates.evidence(&chosen), candidates.evidence(&unrolled));
        let registers_ok = matches!((now.registers, was.registers), (Some(n), Some(w)) if n <= w + bars.unroll_registers);
        let cover_ok = match (now.cover, was.cover) {
            (Some(n), Some(w)) => n >= w - bars.unroll_cover_loss,
            (_, None) => true,
            (None, Some(_)) => false,
        };
        if !(now.keeps(was.blocks) && !now.spills_grew && registers_ok && cover_ok) {
            return chosen;
        }
        let why = format!(
            "unrolled by two, the loop compiles to {} registers and {} blocks/SM (rolled: {} and {}) with no more spills, and its SASS covers the loads {}: the loop is unrolled by two (--unroll 2); {MEASURED}",
            now.registers.unwrap_or_default(),
            now.blocks.unwrap_or_default(),
            was.registers.unwrap_or_default(),
            was.blocks.unwrap_or_default(),
            match (now.cover, was.cover) {
                (Some(n), Some(w)) => format!("{:.0}% (rolled {:.0}%)", n * 100.0, w * 100.0),
                _ => "as far as the check reads".to_string(),
            }
        );
        candidates.take(&chosen, unrolled, why, true)
    }
}
