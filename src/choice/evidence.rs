//! What one candidate's compile shows without a GPU: the rewritten loop's SASS load cover,
//! registers and blocks/SM, the original's blocks/SM and compute per global load, and whether
//! spills or the stack frame grew against the original. The static rules choose between
//! candidates on these facts alone.

use crate::prove::compile::{Checks, Verification};

/// The SASS opcodes of tensor-core math.
const TENSOR_CORE_OPS: &[&str] = &["HMMA", "IMMA", "HGMMA", "IGMMA", "QGMMA", "DMMA"];

/// The compile facts of one candidate; `None` fields were not reported.
#[derive(Debug, Clone, Copy, Default)]
pub struct Evidence {
    /// The share of a compute phase behind the least covered global load of the rewritten loop.
    pub cover: Option<f64>,
    pub blocks: Option<u64>,
    pub registers: Option<u64>,
    pub original_blocks: Option<u64>,
    /// Compute instructions per global load in the original's K-loop.
    pub original_compute_per_load: Option<f64>,
    /// The original's K-loop computes on tensor cores (HMMA, IMMA, HGMMA, ... in its SASS).
    pub original_tensor_cores: Option<bool>,
    pub spills_grew: bool,
    /// Bytes spilled (stores and loads) by the original and by the rewrite.
    pub spilled: Option<(u64, u64)>,
    /// Stack frame bytes of the original and of the rewrite.
    pub stack: Option<(u64, u64)>,
}

impl Evidence {
    /// The facts of a candidate's compile; all `None` when it was not compiled.
    pub fn of(checks: Option<&Checks>) -> Evidence {
        let Some(Checks::Done(v)) = checks else {
            return Evidence::default();
        };
        Evidence::of_verified(v)
    }

    fn of_verified(v: &Verification) -> Evidence {
        Evidence {
            cover: v.rewritten.sass.as_ref().and_then(|s| s.load_cover),
            blocks: v.rewritten.occupancy.as_ref().map(|o| o.blocks_per_sm),
            registers: v.rewritten.resources.as_ref().map(|r| r.registers),
            original_blocks: v.original.occupancy.as_ref().map(|o| o.blocks_per_sm),
            original_compute_per_load: v.original.sass.as_ref().and_then(|s| s.compute_per_load),
            original_tensor_cores: v
                .original
                .sass
                .as_ref()
                .filter(|s| s.loop_start.is_some())
                .map(|s| {
                    s.mix
                        .keys()
                        .any(|op| TENSOR_CORE_OPS.contains(&op.as_str()))
                }),
            spills_grew: v.spills_grew(),
            spilled: match (&v.original.resources, &v.rewritten.resources) {
                (Some(o), Some(r)) => Some((
                    o.spill_stores + o.spill_loads,
                    r.spill_stores + r.spill_loads,
                )),
                _ => None,
            },
            stack: match (&v.original.resources, &v.rewritten.resources) {
                (Some(o), Some(r)) => Some((o.stack_bytes, r.stack_bytes)),
                _ => None,
            },
        }
    }

    /// Whether the rewrite runs fewer blocks/SM than the original.
    pub fn loses_blocks(&self) -> bool {
        matches!((self.blocks, self.original_blocks), (Some(b), Some(o)) if b < o)
    }

    /// Whether the rewrite runs at least `blocks` blocks/SM (false when either is unknown).
    pub fn keeps(&self, blocks: Option<u64>) -> bool {
        matches!((self.blocks, blocks), (Some(b), Some(t)) if b >= t)
    }
}
