//! The proof that lets a K-loop keep its tiles in a dynamic buffer that other code also writes
//! before the loop (a persistent kernel staging C through it, as the CUDA samples' tensor-core
//! GEMMs do): every byte an iteration reads was written by that iteration's own loads.
//!
//! With two stages the loop's second stage is another part of the buffer, which holds other data
//! (or none) where the original held the staged C tile; so the rewrite computes the same only when
//! no iteration reads a byte its loads did not write. kpipe shows it by running one iteration of
//! every thread of the block (`thread_eval`: addresses only, the block's exact shape), taking the
//! union of the bytes the loads write and checking every byte read falls inside it. The loop's
//! addresses must not depend on the K index (then one iteration stands for all). And the data
//! written before the loop must be dead when the loop's loads start: a barrier separates the last
//! use of the buffer before the loop from the loop.

use super::error::RecognizeError;
use super::thread_eval::{Access, Context, Ptr, Thread};
use super::trips::BlockFacts;
use crate::source::parse::{named_children, Source};
use tree_sitter::Node;

/// The facts the proof established.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cover {
    /// Every byte the loop touches lies below this offset.
    pub extent: u64,
}

/// The bytes one iteration of the whole block writes, by the line of the store that writes them
/// (each byte counted once per line): what a tile carved out of the buffer holds, which its
/// declaration does not say.
pub type WrittenByLine = Vec<(usize, u64)>;

/// At most this many threads are run (a block has at most 1024).
const MAX_THREADS: i64 = 1024;

/// Proves that what `statements` (one iteration; the loads are `loads` of them) read of the buffer
/// was written by the loads, in every thread of the block; Err with the reason it is not shown.
pub fn prove<'t>(
    cx: &Context<'_, 't>,
    block: &BlockFacts,
    statements: &[Node<'t>],
    loads: std::ops::Range<usize>,
) -> Result<(Cover, WrittenByLine), RecognizeError> {
    let Some((shape, _)) = &block.shape else {
        return Err(RecognizeError::BlockShapeUnknown {
            missing: block.missing.clone(),
        });
    };
    let mut cx_shape = [0i64; 3];
    for (i, s) in shape.iter().enumerate() {
        cx_shape[i] = *s as i64;
    }
    if cx_shape.iter().product::<i64>() > MAX_THREADS || cx.shape != cx_shape {
        return Err(RecognizeError::BlockNotRunnable);
    }
    let mut written: Vec<bool> = Vec::new();
    let mut by_line: std::collections::BTreeMap<usize, Vec<bool>> = Default::default();
    let mut reads: Vec<([i64; 3], Access)> = Vec::new();
    let mut extent = 0i64;
    for z in 0..cx_shape[2] {
        for y in 0..cx_shape[1] {
            for x in 0..cx_shape[0] {
                let tid = [x, y, z];
                let mut t = Thread::new(cx, tid);
                for (i, s) in statements.iter().enumerate() {
                    let before = t.writes.len();
                    t.exec(*s)?;
                    if !loads.contains(&i) && t.writes.len() > before {
                        let w = t.writes[before];
                        return Err(RecognizeError::WritesOutsideLoads { line: w.line });
                    }
                }
                for w in &t.writes {
                    extent = extent.max(mark(&mut written, w)?);
                    mark(by_line.entry(w.line).or_default(), w)?;
                }
                extent = extent.max(t.reads.iter().map(|r| r.off + r.len).max().unwrap_or(0));
                reads.extend(t.reads.into_iter().map(|r| (tid, r)));
            }
        }
    }
    for (tid, r) in &reads {
        if r.off < 0 {
            return Err(RecognizeError::ReadsBeforeBuffer {
                tid: *tid,
                line: r.line,
            });
        }
        let stale =
            (r.off..r.off + r.len).find(|b| !written.get(*b as usize).copied().unwrap_or(false));
        if let Some(b) = stale {
            return Err(stale_read(cx, *tid, r, b));
        }
    }
    let written_by_line = by_line
        .into_iter()
        .map(|(line, bytes)| (line, bytes.iter().filter(|b| **b).count() as u64))
        .collect();
    Ok((
        Cover {
            extent: extent.max(0) as u64,
        },
        written_by_line,
    ))
}

/// Marks the bytes of `w` written; the end of the access.
fn mark(written: &mut Vec<bool>, w: &Access) -> Result<i64, RecognizeError> {
    let end = w.off + w.len;
    if w.off < 0 || end > 1 << 24 {
        return Err(RecognizeError::LoadOutsideBuffer { line: w.line });
    }
    if written.len() < end as usize {
        written.resize(end as usize, false);
    }
    written[w.off as usize..end as usize].fill(true);
    Ok(end)
}

/// The reason for a read of byte `b` that no load of the iteration writes.
fn stale_read(cx: &Context, tid: [i64; 3], r: &Access, b: i64) -> RecognizeError {
    let (row, index) = match cx.base.inner {
        Some(elem) => (Some(b / cx.base.step), (b % cx.base.step) / elem.max(1)),
        None => (None, b / cx.base.step.max(1)),
    };
    RecognizeError::StaleRead {
        tid,
        byte: b,
        buffer: cx.buffer.clone(),
        row,
        index,
        line: r.line,
    }
}

/// The address of the buffer `elem` bytes an element and `inner` elements a row (none for a 1-D
/// buffer).
pub fn base(elem: i64, inner: Option<i64>) -> Ptr {
    match inner {
        Some(w) => Ptr {
            off: 0,
            step: elem * w,
            inner: Some(elem),
        },
        None => Ptr {
            off: 0,
            step: elem,
            inner: None,
        },
    }
}

/// The last statement before the K-loop (`kloop`) that uses the buffer (mentions one of `names`)
/// must be followed by a `__syncthreads()` before the loop, in the same block or one around it:
/// then every use of the data written before the loop ends before the loop's loads overwrite it.
/// Err with the statement that is not.
pub fn check_barrier_before<'t>(
    source: &Source,
    function_body: Node<'t>,
    kloop: Node<'t>,
    names: &std::collections::HashSet<String>,
) -> Result<(), Node<'t>> {
    let mut at = kloop;
    while at.id() != function_body.id() {
        let Some(parent) = at.parent() else {
            return Ok(());
        };
        if parent.kind() == "compound_statement" {
            let siblings = named_children(parent);
            let before = siblings.iter().take_while(|s| s.id() != at.id());
            for s in before.collect::<Vec<_>>().into_iter().rev() {
                let text = source.text_of(*s).trim();
                if text.starts_with("__syncthreads()") {
                    return Ok(());
                }
                if super::effects::mentions_any(source, *s, names).is_some() {
                    return Err(*s);
                }
            }
        } else if matches!(
            parent.kind(),
            "for_statement" | "while_statement" | "do_statement"
        ) {
            // The top of a loop body: the loop's previous iteration comes before; kpipe does not
            // follow uses around that back edge.
            return match super::effects::mentions_any(source, parent, names) {
                Some(_) if parent.id() != kloop.id() => Err(parent),
                _ => Ok(()),
            };
        }
        at = parent;
    }
    Ok(())
}

/// `prove` for the K-loop `kloop` of `kernel`, whose body is `statements` (the loads are `loads`
/// of them): the context from the kernel's `extern __shared__` declaration and the loop's header.
pub fn prove_loop(
    source: &Source,
    kernel: &super::kernel::Kernel,
    kloop: Node,
    block: &BlockFacts,
    statements: &[Node],
    loads: std::ops::Range<usize>,
) -> Result<(Cover, WrittenByLine), RecognizeError> {
    let symbols = &kernel.symbols;
    let array = kernel
        .extern_arrays
        .iter()
        .find(|a| Some(&a.decl) == kernel.buffer_decl())
        .ok_or(RecognizeError::NoExternArray)?;
    let elem = crate::source::consts::type_size(&array.resolved_type).ok_or_else(|| {
        RecognizeError::UnknownTypeSize {
            ty: array.resolved_type.clone(),
        }
    })?;
    let inner = match array.dynamic.as_deref().unwrap_or(&[]) {
        [] => None,
        [w] => Some(symbols.eval(w).map_err(RecognizeError::HasNoValue)?),
        _ => return Err(RecognizeError::BufferDimensions),
    };
    let mut ivars = std::collections::HashSet::new();
    for part in ["initializer", "update"] {
        if let Some(p) = kloop.child_by_field_name(part) {
            let declared = named_children(p)
                .into_iter()
                .filter(|_| p.kind() == "declaration")
                .filter_map(super::effects::declarator_name);
            let assigned = super::effects::assignments(p)
                .into_iter()
                .filter_map(|(_, t)| super::effects::lvalue_root(t));
            for id in declared.chain(assigned) {
                ivars.insert(source.text_of(id).to_string());
            }
        }
    }
    let mut shape = [1i64; 3];
    if let Some((s, _)) = &block.shape {
        for (i, v) in s.iter().enumerate() {
            shape[i] = *v as i64;
        }
    }
    let cx = Context {
        source,
        symbols,
        function: kernel.node,
        kloop,
        buffer: array.name.clone(),
        base: base(elem as i64, inner),
        names: kernel.extern_names.iter().cloned().collect(),
        shape,
        ivars,
        outer: Default::default(),
        fragments: Default::default(),
    };
    prove(&cx, block, statements, loads)
}
