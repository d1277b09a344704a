//! What one candidate's compile shows without a GPU, read from its attempt: the rewritten loop's
//! SASS load cover, registers and blocks/SM, the original's blocks/SM and compute per global load,
//! and whether spills or the stack frame grew against the original. The static rules of `auto`
//! (`late_loads`, `free_forms`) choose between candidates on these facts alone.

use crate::cli::attempt::Attempt;
use crate::prove::compile::Checks;

/// The compile facts of one candidate; `None` fields were not reported.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Evidence {
    /// The share of a compute phase behind the least covered global load of the rewritten loop.
    pub(super) cover: Option<f64>,
    pub(super) blocks: Option<u64>,
    pub(super) registers: Option<u64>,
    pub(super) original_blocks: Option<u64>,
    /// Compute instructions per global load in the original's K-loop.
    pub(super) original_compute_per_load: Option<f64>,
    pub(super) spills_grew: bool,
}

impl Evidence {
    /// The facts of an attempt's compile; all `None` when it was not compiled.
    pub(super) fn of(a: &Attempt) -> Evidence {
        let Some(Checks::Done(v)) = &a.checks else {
            return Evidence::default();
        };
        Evidence {
            cover: v.rewritten.sass.as_ref().and_then(|s| s.load_cover),
            blocks: v.rewritten.occupancy.as_ref().map(|o| o.blocks_per_sm),
            registers: v.rewritten.resources.as_ref().map(|r| r.registers),
            original_blocks: v.original.occupancy.as_ref().map(|o| o.blocks_per_sm),
            original_compute_per_load: v.original.sass.as_ref().and_then(|s| s.compute_per_load),
            spills_grew: v.spills_grew(),
        }
    }

    /// Whether the rewrite runs fewer blocks/SM than the original.
    pub(super) fn loses_blocks(&self) -> bool {
        matches!((self.blocks, self.original_blocks), (Some(b), Some(o)) if b < o)
    }

    /// Whether the rewrite runs at least `blocks` blocks/SM (false when either is unknown).
    pub(super) fn keeps(&self, blocks: Option<u64>) -> bool {
        matches!((self.blocks, blocks), (Some(b), Some(t)) if b >= t)
    }
}
