//! A tile loop around the K-loop: persistent kernels (the CUDA samples' tensor-core GEMMs) walk their
//! output tiles in an outer loop (`for (block_pos = blockIdx.x;; block_pos += gridDim.x)` with a
//! `break`, or a grid-stride loop) that stages C through shared memory with barriers, and run the
//! K-loop inside it. Both loops then look like K-loops (barriers, global data stored into shared
//! memory). When the candidates are nested and the innermost one is a complete K-loop by itself, it is
//! the K-loop: the loops around it run it once per output tile, so the rewrite puts its prologue
//! inside them, per output tile.

use super::kernel::{FileFacts, Kernel};
use super::kloop::{self, KLoop};
use crate::diagnostics::Result;
use crate::source::parse::Source;
use tree_sitter::Node;

/// The K-loop among nested candidates: the innermost candidate, when every other one contains it.
/// `None` when the candidates are not nested that way. The inner loop's refusal, when it has one, is
/// the kernel's (the loops around it store into shared memory only to stage C, as the samples do),
/// with a note saying which loop kpipe took for the K-loop.
pub fn inner_kloop<'t>(
    source: &'t Source,
    kernel: &Kernel<'t>,
    facts: &FileFacts,
    loops: &[Node<'t>],
) -> Option<Result<KLoop<'t>>> {
    let inner = innermost(loops)?;
    let outer: Vec<Node> = loops
        .iter()
        .copied()
        .filter(|l| l.id() != inner.id())
        .collect();
    if !outer.iter().all(|o| contains(*o, inner)) {
        return None;
    }
    Some(match kloop::recognise(source, kernel, facts, inner) {
        Ok(mut k) => {
            for o in &outer {
                k.warnings.push(tile_loop_note(*o, inner));
            }
            Ok(k)
        }
        Err(e) => Err(e.note(format!(
            "kpipe took the loop at line {} for the K-loop: the loop at line {} around it is a tile loop (it runs the inner loop once per output tile, as persistent kernels do)",
            inner.start_position().row + 1,
            outer[0].start_position().row + 1
        ))),
    })
}

/// The one candidate that contains no other; None when there are several.
fn innermost<'t>(loops: &[Node<'t>]) -> Option<Node<'t>> {
    let mut leaves = loops
        .iter()
        .filter(|l| !loops.iter().any(|o| o.id() != l.id() && contains(**l, *o)));
    let leaf = leaves.next()?;
    leaves.next().is_none().then_some(*leaf)
}

/// Whether `outer` strictly contains `inner`.
fn contains(outer: Node, inner: Node) -> bool {
    outer.id() != inner.id()
        && outer.start_byte() <= inner.start_byte()
        && inner.end_byte() <= outer.end_byte()
}

/// What the report says of a loop around the K-loop.
fn tile_loop_note(outer: Node, inner: Node) -> String {
    format!(
        "the loop at line {} around the K-loop (line {}) is a tile loop (it runs the K-loop once per output tile, as persistent kernels do), not a K-loop: kpipe pipelines the inner loop, with its prologue inside the tile loop, so every output tile fills its own pipeline and drains it (the last tile's compute and barrier) before the tile loop's code after the K-loop reuses shared memory",
        outer.start_position().row + 1,
        inner.start_position().row + 1
    )
}
