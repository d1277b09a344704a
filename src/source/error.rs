//! The source layer's errors: a block that CUDA cannot launch (too many threads along one axis, or
//! in all). Each displays the message kpipe has always printed for it.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SourceError {
    /// One side of the block is outside CUDA's range for it (x and y 1 to 1024, z 1 to 64).
    #[error("{threads} threads along {axis} (CUDA allows 1 to {limit})")]
    BlockSide {
        threads: i64,
        axis: &'static str,
        limit: i64,
    },
    /// The block has more than 1024 threads in all.
    #[error("{x} x {y} x {z} = {total} threads per block (CUDA allows at most 1024)")]
    BlockTooLarge { x: i64, y: i64, z: i64, total: i64 },
}
