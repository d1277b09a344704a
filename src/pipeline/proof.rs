//! The proof of every output: the rewrite run against the original by the symbolic executor
//! (`symbolic::prove`), with the launch kpipe resolves for the kernel, before anything is written.

use super::{Model, Outcome};
use crate::launch::resolve::Given;
use crate::source::parse::Source;
use crate::symbolic::{self, Proof, Subject, Verdict};

/// The proof that `outcome`'s rewrite computes what the model's original computes (None when
/// there is no rewrite).
pub fn prove_outcome(model: &Model, outcome: &Outcome) -> Option<Proof> {
    let rewritten = outcome.rewritten.as_ref()?;
    let unproven = |why: String| Proof {
        verdict: Verdict::Unproven(why),
        coverage: String::new(),
    };
    let Ok(rewritten) = Source::parse(rewritten.clone()) else {
        return Some(unproven("the rewrite does not parse".into()));
    };
    let kloop = model.rec.kloop.node.byte_range();
    let kloop = match model.inlined {
        Some(i) => Some(i.span(kloop)),
        None => Some(kloop),
    };
    let given = Given::new(
        model
            .launch_flag()
            .and_then(|l| crate::launch::spec::parse_flag(l).ok()),
        Vec::new(),
    );
    let launch =
        crate::launch::evidence::launch_for(model.text, model.source, &model.rec, &given).ok();
    let subject = Subject {
        original: model.user,
        headers: model.headers().headers.iter().map(|h| &h.source).collect(),
        facts: &model.rec.facts,
        symbols: &model.rec.kernel.symbols,
        kernel: model.rec.kernel.name.clone(),
        kloop,
        launch,
        threads: model.rec.kernel.threads,
        stages: outcome.analysis.stages,
    };
    Some(symbolic::prove(&subject, &rewritten))
}
