//! The rewrite layer's errors: why an output breaks the rewrite's promise (`invariant`), an edit
//! outside the spans a rewrite may change or an output that is not the input with its edits. Each
//! displays the message kpipe has always printed for it, inside the internal error that reports it.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RewriteError {
    /// The K-loop's replacement starts before the loop, at code that is not the loop's own.
    #[error("the K-loop's replacement also replaces `{lead}` before it")]
    ReplacesBeforeLoop { lead: String },
    /// A moved tile's declaration replaced by something else than its views (the tiles, quoted).
    #[error("the declaration of {tiles} is replaced by something other than its typed views in dynamic shared memory")]
    NotTheViews { tiles: String },
    /// An edit that replaces text outside the K-loop.
    #[error("an edit replaces text outside the K-loop")]
    ReplacesOutsideLoop,
    /// A stage index inserted after something that is not a static tile's name outside the loop.
    #[error(
        "`{inserted}` is inserted after something that is not a tile's name outside the K-loop"
    )]
    MisplacedStageIndex { inserted: String },
    /// An `#include` inserted where includes do not go.
    #[error("an `#include` is inserted inside a function, declaration or comment")]
    MisplacedInclude,
    /// Text inserted outside the K-loop that is nothing a rewrite inserts.
    #[error("`{inserted}` is inserted outside the K-loop")]
    InsertedOutsideLoop { inserted: String },
    /// Another number of replacements of the K-loop than one.
    #[error("{count} replacements of the K-loop, not one")]
    LoopReplacements { count: usize },
    /// An edit of a `--host` file that is not a launch edit.
    #[error("`{replacement}` is not a launch edit")]
    NotALaunchEdit { replacement: String },
    /// Two edits overlap.
    #[error("two edits overlap")]
    EditsOverlap,
    /// Between edits, the output is not the input.
    #[error("the output differs from the input there")]
    OutputDiffers,
    /// At an edit, the output is not the edit's text.
    #[error("the output is not the input with kpipe's edits")]
    NotTheEdits,
    /// The output is longer than the input with its edits.
    #[error("the output goes on after the end of the input")]
    OutputGoesOn,
}
