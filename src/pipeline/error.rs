//! The pipeline layer's errors: why a bound of the K-loop has no text (a copy through a call that
//! takes addresses, no load or no compute statement to replace), and why a refusal's fix is not
//! applied (it does not apply or parse, kpipe does not then read the loop as pipelined, or its
//! proof fails). Each displays the message kpipe has always printed for it.

use crate::diagnostics::Diagnostic;
use thiserror::Error;

#[derive(Debug, Clone, Error)]
pub enum PipelineError {
    /// kpipe's own diagnostic (a parse, an edit or a recognition that failed), as its message.
    #[error("{}", .0.message)]
    Diagnostic(Box<Diagnostic>),

    // The bounds of the K-loop (`ceiling`).
    /// A tile store copies through a call that takes addresses: the copy, as written.
    #[error("the copy `{copy}` goes through a call that takes addresses")]
    CopyThroughCall { copy: String },
    /// The load phase has no global load to replace.
    #[error("kpipe found no global load in the load phase to replace")]
    NoGlobalLoad,
    /// No load moves with the loop (its induction variable or a pointer it bumps).
    #[error(
        "no load of the load phase names the loop's induction variable or a pointer the loop bumps"
    )]
    NoMovingLoad,
    /// The compute has no statement that reads a tile.
    #[error("kpipe found no compute statement reading a tile")]
    NoTileRead,

    // A refusal's fix (`fix`).
    /// The file does not hold the lines the fix moves.
    #[error("the file does not hold the lines the fix moves")]
    FixDoesNotApply,
    /// The fixed file has more parse errors than the file.
    #[error("the file with the fix does not parse")]
    FixDoesNotParse,
    /// With the fix, kpipe refuses the loop for another reason than its being pipelined.
    #[error("with the fix, kpipe reads the loop so: {}", .0.message)]
    FixRefused(Box<Diagnostic>),
    /// With the fix, kpipe does not find the loop pipelined.
    #[error("with the fix, kpipe does not read the loop as pipelined")]
    FixNotPipelined,
    /// The proof found the fixed kernel computes something else (the proof's reason).
    #[error("its proof found a difference: {why}")]
    FixDiffers { why: String },
    /// The proof could not prove the fixed kernel equal (the proof's reason).
    #[error("kpipe could not prove it: {why}")]
    FixUnproven { why: String },
}

impl From<Box<Diagnostic>> for PipelineError {
    fn from(d: Box<Diagnostic>) -> PipelineError {
        PipelineError::Diagnostic(d)
    }
}
