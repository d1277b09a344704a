//! The fix of a ring kept by hand whose copies come after the compute: a K-loop that computes on
//! one stage, then issues the asynchronous copies of the next tile into another stage and waits for
//! them at once (async but not overlapped, K014) is one step from pipelined. Moving the copies (and
//! the statements that compute their addresses) above the compute, with the wait and the barrier
//! left where they are, lets them overlap it.
//!
//! This module finds that move on the loop's own statements and writes it as a fix: the statements
//! between the first compute and the wait, copies first, each with its comments and pragma lines,
//! every byte cut from the user's text. It only proposes; what makes the move safe (the stage the
//! copies write is not the one the compute reads, the barrier of the previous iteration orders them
//! after its reads) is the proof's to show (`pipeline::fix`), and nothing is applied without it.

use super::effects::{
    assigned_names, barrier_calls, declared_names, escaping_jump, identifier_nodes,
    is_barrier_statement, is_in_lhs,
};
use crate::diagnostics::{line_col, FixIt};
use crate::source::parse::Source;
use std::collections::HashSet;
use tree_sitter::Node;

/// One top-level statement of the loop body before its first barrier, as `check_async` (async
/// copies) or `plain_steps` (global loads) read it.
pub struct Step<'t> {
    pub node: Node<'t>,
    /// Reads the tiles, or is a tensor-core or shared-memory instruction.
    pub computes: bool,
    /// Issues asynchronous copies, or loads from global memory.
    pub issues: bool,
    /// Waits for every copy in flight.
    pub waits: bool,
    /// Commits a group of copies (and waits for none).
    pub commits: bool,
    /// Holds a barrier or a jump: nothing moves across it.
    pub fences: bool,
}

/// The fix moving the copies of `steps` (a body's statements up to its first barrier) above the
/// compute that precedes them, or None when the loop is not that shape or the move would reorder
/// statements that depend on each other through a variable. The tiles (`tiles`) are memory, not
/// variables: which stage a statement touches is the proof's to check.
pub fn copies_above_compute(
    source: &Source,
    body: Node,
    steps: &[Step],
    tiles: &HashSet<String>,
) -> Option<FixIt> {
    // Async copies move up to their wait; plain loads, up to the barrier that ends `steps`.
    let waited = steps.iter().position(|s| s.waits);
    let wait = waited.unwrap_or(steps.len());
    let first_issue = steps[..wait].iter().position(|s| s.issues)?;
    let first_compute = steps[..first_issue].iter().position(|s| s.computes)?;
    let range = &steps[first_compute..wait];
    if range.iter().any(|s| s.fences) {
        return None;
    }
    let effects: Vec<Effects> = range
        .iter()
        .map(|s| Effects::of(source, s.node, tiles))
        .collect();
    let moved = moved_steps(range, &effects)?;
    if !reorder_is_independent(&moved, &effects) {
        return None;
    }
    let chunks = chunks(source, body, steps, first_compute, wait)?;
    let mut replacement = String::new();
    for keep in [true, false] {
        for (i, chunk) in chunks.iter().enumerate() {
            if moved[i] == keep {
                replacement.push_str(&source.text[chunk.clone()]);
            }
        }
    }
    let span = chunks[0].start..chunks[chunks.len() - 1].end;
    let line = |n: Node| line_col(&source.text, n.start_byte()).0;
    let first_moved = moved.iter().position(|m| *m)?;
    let last_moved = moved.iter().rposition(|m| *m)?;
    let (what, left) = match waited {
        Some(_) => ("copies", "the wait and the barrier"),
        None => ("global loads", "the stores from registers and the barrier"),
    };
    let message = format!(
        "move the {what} of the next tile and what computes their addresses (lines {}-{}) above this tile's compute (line {}), leaving {left} after the compute: the {what} then overlap it",
        line(range[first_moved].node),
        line_col(&source.text, range[last_moved].node.end_byte()).0,
        line(range[0].node),
    );
    Some(FixIt::new(message, &source.text, span, replacement))
}

/// The variables a statement reads and writes (names declared inside it, a nested loop's index
/// or a shadowing local, are its own).
struct Effects {
    reads: HashSet<String>,
    writes: HashSet<String>,
}

impl Effects {
    fn of(source: &Source, node: Node, tiles: &HashSet<String>) -> Effects {
        let own: HashSet<String> = match node.kind() {
            "declaration" => HashSet::new(),
            _ => declared_names(source, node),
        };
        let mut writes = assigned_names(source, node);
        if node.kind() == "declaration" {
            writes.extend(declared_names(source, node));
        }
        writes.retain(|n| !own.contains(n) && !tiles.contains(n));
        let reads = identifier_nodes(node)
            .into_iter()
            .map(|n| source.text_of(n).to_string())
            .filter(|n| !own.contains(n) && !tiles.contains(n))
            .collect();
        Effects { reads, writes }
    }
}

/// Which statements of `range` move up: the copies and commits, and (backwards) every statement
/// a moved one reads a variable of. None when a compute statement is among those.
fn moved_steps(range: &[Step], effects: &[Effects]) -> Option<Vec<bool>> {
    let mut moved: Vec<bool> = range
        .iter()
        .map(|s| (s.issues || s.commits) && !s.computes)
        .collect();
    for i in (0..range.len()).rev() {
        if moved[i] {
            continue;
        }
        let feeds_a_move = (i + 1..range.len())
            .filter(|&j| moved[j])
            .any(|j| !effects[i].writes.is_disjoint(&effects[j].reads));
        if feeds_a_move {
            if range[i].computes {
                return None;
            }
            moved[i] = true;
        }
    }
    // The first statement is the compute the copies move above: something must stay below them.
    (!moved[0] && moved.iter().any(|m| *m)).then_some(moved)
}

/// Whether moving the marked statements above the others keeps every variable's value: a moved
/// statement writes nothing a statement it jumps over reads or writes, and reads nothing it writes.
fn reorder_is_independent(moved: &[bool], effects: &[Effects]) -> bool {
    (0..moved.len()).filter(|&x| !moved[x]).all(|x| {
        (x + 1..moved.len()).filter(|&y| moved[y]).all(|y| {
            let (stay, go) = (&effects[x], &effects[y]);
            go.writes.is_disjoint(&stay.reads)
                && go.writes.is_disjoint(&stay.writes)
                && go.reads.is_disjoint(&stay.writes)
        })
    })
}

/// The text of each statement of `steps[from..to]` with the lines before it (comments, pragmas,
/// blank lines) and the rest of its last line: from the line after the previous statement ends to
/// the end of its own last line. None when two statements share a line.
fn chunks(
    source: &Source,
    body: Node,
    steps: &[Step],
    from: usize,
    to: usize,
) -> Option<Vec<std::ops::Range<usize>>> {
    let text = &*source.text;
    let after_line = |at: usize| text[at..].find('\n').map_or(text.len(), |i| at + i + 1);
    let mut start = match from {
        0 => after_line(body.start_byte()),
        _ => after_line(steps[from - 1].node.end_byte()),
    };
    let mut out = Vec::new();
    for (i, step) in steps.iter().enumerate().take(to).skip(from) {
        let end = after_line(step.node.end_byte());
        let next_start = steps.get(i + 1).map_or(end, |s| s.node.start_byte());
        if step.node.start_byte() < start || next_start < end || escaping_jump(step.node).is_some()
        {
            return None;
        }
        out.push(start..end);
        start = end;
    }
    Some(out)
}

/// The statements of `block` up to its first barrier, read for plain global loads: a statement
/// loads when it names a global pointer (`globals`), and computes when it reads a tile (`shared`)
/// outside the target of an assignment.
pub fn plain_steps<'t>(
    source: &Source,
    block: Node<'t>,
    shared: &HashSet<String>,
    globals: &HashSet<String>,
) -> Vec<Step<'t>> {
    let mut steps = Vec::new();
    for stmt in crate::source::parse::named_children(block) {
        if is_barrier_statement(source, stmt) {
            break;
        }
        if stmt.kind() == "comment" {
            continue;
        }
        let names = |set: &HashSet<String>, read: bool| {
            identifier_nodes(stmt)
                .into_iter()
                .filter(|n| !read || !is_in_lhs(*n))
                .any(|n| set.contains(source.text_of(n)))
        };
        steps.push(Step {
            node: stmt,
            computes: names(shared, true),
            issues: names(globals, false),
            waits: false,
            commits: false,
            fences: !barrier_calls(source, stmt).is_empty(),
        });
    }
    steps
}
