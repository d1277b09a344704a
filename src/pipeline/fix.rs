//! The proof of a fix: a refusal's source change (`diagnostics::FixIt`, such as the copies of a
//! hand ring moved above its compute, `recognize::hoist`) is applied only when the changed file is
//! proven to compute what the original computes, by the same symbolic executor that proves every
//! rewrite, and when kpipe then reads its loop as pipelined (K013). The kernel's K-loop is refused
//! as it stands, so the proof is set up from the kernel alone: its constants, the launch the file
//! or the command line gives, and the loop the fix is in.

use super::error::PipelineError;
use crate::diagnostics::{FixIt, Kind};
use crate::launch::resolve::Given;
use crate::recognize::{self, headers::Headers};
use crate::source::includes::Includes;
use crate::source::parse::Source;
use crate::symbolic::{self, Subject, Verdict};

/// A fix proven equal to the original: the fixed text, and what the proof ran.
pub struct ProvenFix {
    pub text: String,
    pub kernel: String,
    /// The kernel's parameters, and its dynamic shared memory as the launch passes it (bytes; the
    /// fix changes neither): what the GPU steps launch it with.
    pub params: Vec<(String, String)>,
    pub dynamic_smem: u64,
    /// What the launch is inferred from where the file does not state it.
    pub hints: crate::launch::infer::Hints,
    pub proof: String,
    /// The original runs at a K that is not a multiple of its tile.
    pub ragged_k: bool,
}

/// What the proof of a fix needs besides the fix: the kernel to choose, the constants, the
/// headers, `--launch`'s fields, the launch and host files, the target.
pub struct FixContext<'a> {
    pub kernel: Option<&'a str>,
    pub defines: &'a [(String, String)],
    pub includes: &'a Includes,
    pub launch: Option<&'a str>,
    pub given: &'a Given,
    pub arch: &'a str,
}

/// `fix` applied to `text` and proven, or why it is not applied.
pub fn prove_fix(text: &str, fix: &FixIt, cx: &FixContext) -> Result<ProvenFix, PipelineError> {
    let fixed = fix.applied_to(text).ok_or(PipelineError::FixDoesNotApply)?;
    let headers = Headers::parse(cx.includes);
    let user = Source::parse(text.to_string())?;
    let changed = Source::parse(fixed.clone())?;
    if changed.error_count(changed.root()) > user.error_count(user.root()) {
        return Err(PipelineError::FixDoesNotParse);
    }
    match recognize::recognise_with(&changed, cx.kernel, cx.defines, &headers, cx.launch) {
        Err(e) if e.kind == Kind::AlreadyPipelined => {}
        Err(e) => return Err(PipelineError::FixRefused(e)),
        Ok(_) => return Err(PipelineError::FixNotPipelined),
    }
    let (kernel, facts) =
        recognize::recognise_kernel(&user, cx.kernel, cx.defines, &headers, cx.launch)?;
    cx.given.know_kernel_source(&user);
    let params = &kernel.params;
    let instance = kernel.instantiation.as_deref();
    let hints = crate::launch::evidence::kernel_hints(&user, &kernel);
    let launch = crate::launch::resolve::launch(
        text,
        &kernel.name,
        instance,
        params,
        Some(&hints),
        cx.given,
    )
    .ok();
    let block = match launch {
        Some(_) => None,
        None => crate::launch::resolve::host_block(
            text,
            &kernel.name,
            instance,
            params,
            &kernel.symbols,
            cx.given,
        ),
    };
    let dynamic_smem =
        crate::analysis::dynamic::launch_bytes(text, &kernel, cx.launch).unwrap_or(0);
    let symbols = super::proof::with_target_arch(&kernel.symbols, cx.arch);
    let subject = Subject {
        original: &user,
        headers: headers.headers.iter().map(|h| &h.source).collect(),
        facts: &facts,
        symbols: &symbols,
        kernel: kernel.name.clone(),
        kloop: enclosing_loop(&user, fix.span.start),
        launch,
        threads: kernel.threads,
        block,
        stages: 2,
    };
    crate::trace::step(|| format!("proving the fix of `{}` equal to the original", kernel.name));
    let proof = symbolic::prove(&subject, &changed);
    match proof.verdict {
        Verdict::Equal => Ok(ProvenFix {
            text: fixed,
            kernel: kernel.name.clone(),
            params: kernel.params.clone(),
            dynamic_smem,
            hints,
            proof: symbolic::prove::describe_proof(&proof),
            ragged_k: proof.ragged_k,
        }),
        Verdict::Differs(why) => Err(PipelineError::FixDiffers { why }),
        Verdict::Unproven(why) => Err(PipelineError::FixUnproven { why }),
    }
}

/// The byte range of the innermost loop holding `offset`.
fn enclosing_loop(source: &Source, offset: usize) -> Option<std::ops::Range<usize>> {
    let mut node = source.root().descendant_for_byte_range(offset, offset)?;
    loop {
        if matches!(
            node.kind(),
            "for_statement" | "while_statement" | "do_statement"
        ) {
            return Some(node.byte_range());
        }
        node = node.parent()?;
    }
}
