//! The proof of every output: the rewrite run against the original by the symbolic executor
//! (`symbolic::prove`), with the launch kpipe resolves for the kernel, before anything is written.

use super::{Model, Outcome};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::launch::resolve::Given;
use crate::source::parse::Source;
use crate::symbolic::{self, Proof, Subject, Verdict};

/// The proof that `outcome`'s rewrite computes what the model's original computes (None when
/// there is no rewrite), with the launch kpipe resolves from `given` and the file; with no `given`
/// (another instantiation of a template, whose launch the file's does not state), the K parameter
/// found by running the original.
pub fn prove_outcome(model: &Model, outcome: &Outcome, given: Option<&Given>) -> Option<Proof> {
    let rewritten = outcome.rewritten.as_ref()?;
    let unproven = |why: String| Proof {
        verdict: Verdict::Unproven(why),
        coverage: String::new(),
        ragged_k: false,
    };
    let parsed = match &outcome.parsed_output {
        Some(p) if *p.text == **rewritten => p.clone(),
        _ => match Source::parse(rewritten.clone()) {
            Ok(p) => std::sync::Arc::new(p),
            Err(_) => return Some(unproven("the rewrite does not parse".into())),
        },
    };
    let rewritten = &*parsed;
    let kloop = model.rec.kloop.node.byte_range();
    let kloop = match model.inlined {
        Some(i) => Some(i.span(kloop)),
        None => Some(kloop),
    };
    let launch = given.and_then(|given| {
        if *model.user.text == *model.text {
            given.know_kernel_source(model.user);
        }
        crate::launch::evidence::launch_for(model.text, model.source, &model.rec, given).ok()
    });
    let block = match (&launch, given) {
        (None, Some(given)) => crate::launch::resolve::host_block(
            model.text,
            &model.rec.kernel.name,
            model.rec.kernel.instantiation.as_deref(),
            &model.rec.kernel.params,
            &model.rec.kernel.symbols,
            given,
        ),
        _ => None,
    };
    // A directive's (or `--launch`'s) numeric `block=` says the block where nothing else does.
    let block = block.or_else(|| {
        let from = |text: &str| directive_block_value(text, &model.rec.kernel.symbols);
        (model.rec.facts.given_launch.as_deref())
            .and_then(from)
            .or_else(|| from(model.text))
    });
    // Keyed on the code without its comments: a rewrite for another architecture differs from
    // this one only in its banner, and its proof is the same (positions included).
    let headers: Vec<String> = model
        .headers()
        .headers
        .iter()
        .map(|h| h.source.comments_blanked())
        .collect();
    let key = super::proof_cache::key(&[
        &model.user.comments_blanked(),
        &rewritten.comments_blanked(),
        &headers.join("\u{0}"),
        &model.rec.kernel.symbols.fingerprint(),
        &outcome.analysis.arch,
        &model.rec.kernel.name,
        &format!(
            "{kloop:?} {launch:?} {block:?} {:?} {}",
            model.rec.kernel.threads, outcome.analysis.stages
        ),
    ]);
    if let Some(proof) = super::proof_cache::lookup(key) {
        return Some(proof);
    }
    let symbols = with_target_arch(&model.rec.kernel.symbols, &outcome.analysis.arch);
    let subject = Subject {
        original: model.user,
        headers: model.headers().headers.iter().map(|h| &h.source).collect(),
        facts: &model.rec.facts,
        symbols: &symbols,
        kernel: model.rec.kernel.name.clone(),
        kloop,
        launch,
        threads: model.rec.kernel.threads,
        block,
        stages: outcome.analysis.stages,
    };
    crate::trace::step(|| {
        format!(
            "proving the rewrite equal to the original (symbolic execution of `{}`)",
            model.rec.kernel.name
        )
    });
    let proof = symbolic::prove(&subject, rewritten);
    super::proof_cache::store(key, &proof);
    Some(proof)
}

/// The `block=` of the directive in `text`, each item evaluated: [x, y, z] with 1 for the ones it
/// leaves out. None without one, or with an item that is not a constant (`block=BM/TM`, say, that
/// does not evaluate).
fn directive_block_value(text: &str, symbols: &crate::source::consts::Symbols) -> Option<[i64; 3]> {
    let (_, items) = crate::source::directive::directive_block(text)?;
    if items.is_empty() || items.len() > 3 {
        return None;
    }
    let mut block = [1i64; 3];
    for (i, item) in items.iter().enumerate() {
        block[i] = symbols.eval(item).ok().filter(|v| *v > 0)?;
    }
    Some(block)
}

/// The constants with `__CUDA_ARCH__` the target's (`sm_90` is 900): the device code the proof
/// runs is the code nvcc compiles for it, `#if __CUDA_ARCH__ >= 800` branches included.
pub(crate) fn with_target_arch(
    symbols: &crate::source::consts::Symbols,
    arch: &str,
) -> crate::source::consts::Symbols {
    let mut symbols = symbols.clone();
    let digits: String = arch.chars().filter(char::is_ascii_digit).collect();
    if let Ok(sm) = digits.parse::<u32>() {
        symbols.insert(
            "__CUDA_ARCH__",
            &(sm * 10).to_string(),
            crate::source::consts::Origin::Define,
        );
    }
    symbols
}

/// The outcome with its rewrite's proof, or the refusal that says why there is none: a rewrite
/// that is not proven equal to the original is never handed out. `given`: the launch and host
/// files the command line names (the proof runs the launch they give).
pub fn require(model: &Model, outcome: Outcome, given: Option<&Given>) -> Result<Outcome> {
    let proof = prove_outcome(model, &outcome, given);
    with_proof(model, outcome, proof)
}

/// How the note of an instantiation `require_instance` lets through unproven begins.
pub const NOT_PROVEN: &str = "not proven by symbolic execution: ";

/// `require` for an instantiation of a template other than the one analysed: with its own launch
/// (its host calls in the file or in `given`'s host files) or the one kpipe infers for it, else
/// (a launch that does not fit it) with the K parameter found by running its original.
pub fn require_instance(model: &Model, outcome: Outcome, given: &Given) -> Result<Outcome> {
    let unproven = |p: &Proof| matches!(p.verdict, Verdict::Unproven(_));
    let proof = match prove_outcome(model, &outcome, Some(given)) {
        // Where the run with its launch proves nothing, the reason it gives stands unless the
        // run with K found by running the original proves something.
        Some(p) if unproven(&p) => match prove_outcome(model, &outcome, None) {
            Some(q) if !unproven(&q) => Some(q),
            _ => Some(p),
        },
        other => other,
    };
    // Not yet a refusal for another instantiation: the analysed one is proven, this one took the
    // same text (checked before), and the executor does not follow every instantiation's form
    // (a type parameter it cannot bind). A difference is always a refusal.
    if let Some(Proof {
        verdict: Verdict::Unproven(why),
        ..
    }) = &proof
    {
        let mut outcome = outcome;
        outcome.notes.push(format!("{NOT_PROVEN}{why}"));
        return Ok(outcome);
    }
    with_proof(model, outcome, proof)
}

/// The outcome carrying `proof`, or the refusal when it is not a proof of equality.
fn with_proof(model: &Model, mut outcome: Outcome, proof: Option<Proof>) -> Result<Outcome> {
    let Some(proof) = proof else {
        return Ok(outcome);
    };
    let span = model.rec.kloop.node.byte_range();
    let span = match model.inlined {
        Some(i) => i.span(span),
        None => span,
    };
    let at = span.start..span.start + 3;
    match &proof.verdict {
        Verdict::Equal => {
            outcome.proof = Some(proof);
            Ok(outcome)
        }
        Verdict::Differs(why) => Err(match super::stale_tiles::stale_at_ragged_k(model, why) {
            Some(skipped) => Diagnostic::new(
                Kind::NotProven,
                format!(
                    "the rewrite does not compute what the original computes at a K that is not a multiple of the tile: {why}; there a guarded store leaves tile `{}` holding an earlier tile's values where its guard is false ({}), and the compute can read them: the original's stage holds the previous tile's, the rewrite's an older one's",
                    skipped.tile,
                    skipped.how()
                ),
                format!("nothing was written. {}: both then read zeros there, and the original also sums only what is in range at a ragged K; or launch it only with K a multiple of the tile", skipped.fix()),
            )
            .at(at),
            None => Diagnostic::new(
                Kind::NotProven,
                format!("the rewrite does not compute what the original computes: {why}"),
                "nothing was written. This is kpipe misreading the loop: please report the kernel. \
                 Another variant (`--variant ldg` or `--variant cp-async`) may prove out",
            )
            .at(at),
        }),
        // A rewrite the executor could not follow to the end is not proven, so not written: the
        // reason names the form it stopped at.
        Verdict::Unproven(why) => Err(Diagnostic::new(
            Kind::NotProven,
            format!("kpipe cannot prove that the rewrite computes what the original computes: {why}"),
            "nothing was written: kpipe writes only rewrites its symbolic executor proves equal to the original. Where the reason is the original's own (it reads or writes out of bounds, or races, at every size tried), that is a bug to fix in the kernel; otherwise it is a form kpipe does not follow yet: please report the kernel",
        )
        .at(at)),
    }
}
