//! After the static choice and the stage table, the forms of the choice that its own compile says
//! cost nothing, each taken on that evidence alone (one rule each):
//! - `TwoStagesWithoutTensorCores`: two stages in place of a ring on a loop whose SASS has no
//!   tensor-core math and whose tiles compute at least `simt_two_stages_from_flop_per_byte`
//!   (such a loop computes a tile in about the time the next one loads: one tile in flight hides it);
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
const MEASURED: &str = "on an H100, with every candidate measured on 55 kernels at 4096^3 and 1024x1024x8192 (tests/data/candidates.csv), these rules with the static choice put it within 3% of the best on 102 of 110 rows when each kernel was left out of the fitting, no row below x0.98 (docs/RESULTS.md)";

/// The free forms, in order.
pub fn free_forms<C: Candidates>(candidates: &C, chosen: C::Candidate) -> C::Candidate {
    let chosen = TwoStagesWithoutTensorCores.apply(candidates, chosen);
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

/// Whether the loop keeps two stages whatever the rings cost: its original's SASS has no
/// tensor-core math, and its tiles compute at least the table's FLOP per byte (or say no ratio).
fn two_stages_suffice<C: Candidates>(candidates: &C, chosen: &C::Candidate, d: &Decided) -> bool {
    let Some(bar) = thresholds::get()
        .free_forms
        .simt_two_stages_from_flop_per_byte
    else {
        return false;
    };
    candidates.evidence(chosen).original_tensor_cores == Some(false)
        && d.flop_per_byte.is_none_or(|r| r >= bar)
}

/// Two stages (with the ring's unroll) in place of the ring the stage table planned, on a loop
/// whose two stages suffice ([`two_stages_suffice`]).
pub struct TwoStagesWithoutTensorCores;

impl Rule for TwoStagesWithoutTensorCores {
    fn apply<C: Candidates>(&self, candidates: &C, chosen: C::Candidate) -> C::Candidate {
        let Some(d) = applies(candidates, &chosen) else {
            return chosen;
        };
        let ring = d.tuning;
        if d.variant != Variant::CpAsync
            || ring.stages <= 2
            || !two_stages_suffice(candidates, &chosen, &d)
        {
            return chosen;
        }
        let Some(two) = candidates.build(VariantRequest::CpAsync, Tuning { stages: 2, ..ring })
        else {
            return chosen;
        };
        if candidates.evidence(&two).spills_grew {
            return chosen;
        }
        let why = format!(
            "the loop computes without tensor cores (no HMMA/IMMA in its SASS){}: it computes a tile in about the time the next one loads, so one tile in flight hides the loads, and two stages stand in for the ring of {} (--stages 2); {MEASURED}",
            match d.flop_per_byte {
                Some(r) => format!(" at {r:.1} FLOP/B"),
                None => String::new(),
            },
            ring.stages
        );
        candidates.take(&chosen, two, why, true)
    }
}

/// cp.async with a ring of 3 stages in place of 2, when its compile keeps the blocks/SM of two
/// stages and spills no more than the original (not where two stages suffice).
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
            || two_stages_suffice(candidates, &chosen, &d)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::{Asked, Evidence};

    /// Candidates of one cp.async loop: each shape's blocks/SM from `blocks(stages)`, the
    /// original's tensor-core math and the tiles' FLOP per byte as given.
    struct Loop {
        tensor_cores: bool,
        flop_per_byte: Option<f64>,
        blocks: fn(u32) -> u64,
    }

    impl Candidates for Loop {
        type Candidate = (Tuning, String);
        fn asked(&self) -> Asked {
            Asked {
                auto: true,
                ..Asked::default()
            }
        }
        fn base_tuning(&self) -> Tuning {
            Tuning::default()
        }
        fn build(&self, _: VariantRequest, tuning: Tuning) -> Option<Self::Candidate> {
            Some((tuning, String::new()))
        }
        fn evidence(&self, c: &Self::Candidate) -> Evidence {
            Evidence {
                blocks: Some((self.blocks)(c.0.stages)),
                registers: Some(64),
                cover: Some(1.0),
                original_tensor_cores: Some(self.tensor_cores),
                ..Evidence::default()
            }
        }
        fn decided(&self, c: &Self::Candidate) -> Option<Decided> {
            Some(Decided {
                variant: Variant::CpAsync,
                tuning: c.0,
                static_choice: true,
                rewrites: true,
                flop_per_byte: self.flop_per_byte,
            })
        }
        fn take(
            &self,
            _: &Self::Candidate,
            new: Self::Candidate,
            why: String,
            _: bool,
        ) -> Self::Candidate {
            (new.0, why)
        }
    }

    fn ring_of_four() -> (Tuning, String) {
        let tuning = Tuning {
            stages: 4,
            unroll: 2,
            ..Tuning::default()
        };
        (tuning, String::new())
    }

    #[test]
    fn a_loop_without_tensor_cores_at_16_flop_per_byte_keeps_two_stages() {
        let fp32 = Loop {
            tensor_cores: false,
            flop_per_byte: Some(16.0),
            blocks: |stages| if stages > 2 { 3 } else { 4 },
        };
        let (tuning, why) = free_forms(&fp32, ring_of_four());
        assert_eq!((tuning.stages, tuning.unroll), (2, 2), "{why}");
        assert!(why.contains("without tensor cores"), "{why}");
        // Two stages: the third that would cost no blocks/SM is not tried either.
        let (tuning, _) = free_forms(&fp32, (Tuning::default(), String::new()));
        assert_eq!(tuning.stages, 2);
    }

    #[test]
    fn tensor_core_loops_and_small_fp32_tiles_keep_their_rings() {
        let tensor = Loop {
            tensor_cores: true,
            flop_per_byte: Some(64.0),
            blocks: |_| 2,
        };
        assert_eq!(free_forms(&tensor, ring_of_four()).0.stages, 4);
        assert_eq!(
            free_forms(&tensor, (Tuning::default(), String::new()))
                .0
                .stages,
            3
        );
        let small = Loop {
            tensor_cores: false,
            flop_per_byte: Some(8.0),
            blocks: |_| 6,
        };
        assert_eq!(free_forms(&small, ring_of_four()).0.stages, 4);
    }
}
