//! The static choice's rules: which candidate `auto` writes without a GPU, from what each
//! candidate's compile shows (`Evidence`: SASS load cover, registers, blocks/SM, spills), with the
//! thresholds of one table (`analysis/thresholds.toml`, which `tools/static_score.py` reads too). The
//! command layer builds, proves and compiles the candidates a rule asks for (`Candidates`); each
//! rule is one type that keeps the chosen candidate or takes another, with the reason.

pub mod evidence;
pub mod free_forms;
pub mod late_loads;
pub mod spill_guard;

use crate::analysis::choose::{Tuning, Variant, VariantRequest};
pub use evidence::Evidence;

/// What the user fixed on the command line: the rules replace only what `auto` chose freely.
#[derive(Debug, Clone, Copy, Default)]
pub struct Asked {
    /// `--variant auto`.
    pub auto: bool,
    pub unroll: bool,
    pub ldg_issue: bool,
    pub stages: bool,
    pub cp_async_wait: bool,
}

impl Asked {
    /// `auto` with no `--unroll`, `--ldg-issue` or `--stages`.
    pub fn free_shape(&self) -> bool {
        self.auto && !self.unroll && !self.ldg_issue && !self.stages
    }
}

/// A candidate's decision as the rules read it.
#[derive(Debug, Clone, Copy)]
pub struct Decided {
    pub variant: Variant,
    pub tuning: Tuning,
    /// Chosen without a measurement.
    pub static_choice: bool,
    /// The candidate has a rewrite to write.
    pub rewrites: bool,
    /// The tiles' compute/load ratio (FLOP per byte), where the tile shapes say it.
    pub flop_per_byte: Option<f64>,
}

/// The candidates of one kernel, as the command layer builds them.
pub trait Candidates {
    type Candidate;
    /// What the user fixed.
    fn asked(&self) -> Asked;
    /// The tuning the command line asks for (the defaults where it is silent).
    fn base_tuning(&self) -> Tuning;
    /// The candidate for `variant` and `tuning`, proven and compiled; None when refused or failed.
    fn build(&self, variant: VariantRequest, tuning: Tuning) -> Option<Self::Candidate>;
    /// What its compile shows (all `None` when it was not compiled).
    fn evidence(&self, candidate: &Self::Candidate) -> Evidence;
    /// Its decision; None when it has none.
    fn decided(&self, candidate: &Self::Candidate) -> Option<Decided>;
    /// `new` in place of `chosen` as a static choice: `chosen`'s reasons, then `why`; with
    /// `keep_stage_plan`, `chosen`'s stage table too.
    fn take(
        &self,
        chosen: &Self::Candidate,
        new: Self::Candidate,
        why: String,
        keep_stage_plan: bool,
    ) -> Self::Candidate;
}

/// One rule of the static choice: the chosen candidate, or another it takes in its place.
pub trait Rule {
    fn apply<C: Candidates>(&self, candidates: &C, chosen: C::Candidate) -> C::Candidate;
}

/// The request that builds `variant`.
pub fn request_of(variant: Variant) -> VariantRequest {
    match variant {
        Variant::Ldg => VariantRequest::Ldg,
        Variant::CpAsync => VariantRequest::CpAsync,
    }
}
