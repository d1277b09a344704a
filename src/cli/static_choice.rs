//! The static choice's rules (`crate::choice`) on the command layer's candidates: each candidate an
//! `Attempt`, built, proven and compiled as `apply` makes any candidate; the user's flags are what
//! the rules may not replace.

use crate::analysis::choose::{Tuning, VariantRequest};
use crate::choice::{self, Asked, Candidates, Decided, Evidence, Rule};
use crate::cli::attempt::{candidate, taken, Attempt};
use crate::cli::config::Config;
use crate::pipeline::Model;

/// The chosen candidate, or the verdict that it is not safe to write without a measurement.
pub(super) enum Guarded {
    Kept(Attempt),
    DoesNotPay { attempt: Attempt, verdict: String },
}

/// The candidates of the run's kernel.
struct Attempts<'a, 'm> {
    config: &'a Config,
    model: &'a Model<'m>,
}

impl Candidates for Attempts<'_, '_> {
    type Candidate = Attempt;

    fn asked(&self) -> Asked {
        let c = self.config;
        Asked {
            auto: c.variant == VariantRequest::Auto,
            unroll: c.unroll.is_some(),
            ldg_issue: c.ldg_issue.is_some(),
            stages: c.stages.is_some(),
            cp_async_wait: c.cp_async_wait.is_some(),
        }
    }

    fn base_tuning(&self) -> Tuning {
        self.config.tuning()
    }

    fn build(&self, variant: VariantRequest, tuning: Tuning) -> Option<Attempt> {
        candidate(self.config, self.model, variant, tuning)
    }

    fn evidence(&self, a: &Attempt) -> Evidence {
        Evidence::of(a.checks.as_ref())
    }

    fn decided(&self, a: &Attempt) -> Option<Decided> {
        let d = a.outcome.analysis.decision.as_ref()?;
        Some(Decided {
            variant: d.variant,
            tuning: d.tuning,
            static_choice: d.static_choice,
            rewrites: a.outcome.rewritten.is_some(),
            flop_per_byte: a.outcome.analysis.ratio.as_ref().map(|r| r.flop_per_byte),
        })
    }

    fn take(&self, chosen: &Attempt, new: Attempt, why: String, keep_stage_plan: bool) -> Attempt {
        let mut new = taken(chosen, new, why);
        if keep_stage_plan {
            new.stage_plan = chosen.stage_plan.clone();
        }
        new
    }
}

/// The late-load rule on the static choice (`choice::late_loads`).
pub(super) fn held_loads_if_late(config: &Config, model: &Model, chosen: Attempt) -> Attempt {
    choice::late_loads::HeldLoads.apply(&Attempts { config, model }, chosen)
}

/// The free forms on the static choice and its stage table (`choice::free_forms`).
pub(super) fn free_forms(config: &Config, model: &Model, chosen: Attempt) -> Attempt {
    choice::free_forms::free_forms(&Attempts { config, model }, chosen)
}

/// `chosen` unless it is a static `auto` choice whose compile spills more than the original's
/// (`choice::spill_guard`); says so unless the output is JSON.
pub(super) fn without_spill_growth(config: &Config, model: &Model, chosen: Attempt) -> Guarded {
    let Some(verdict) = choice::spill_guard::spill_verdict(&Attempts { config, model }, &chosen)
    else {
        return Guarded::Kept(chosen);
    };
    if !config.json {
        println!("{verdict}: nothing written");
    }
    Guarded::DoesNotPay {
        attempt: chosen.without_output(),
        verdict,
    }
}
