//! Why a rewrite differs from its original at a ragged K, when the reason is the original's: a
//! store of the load phase that leaves its tile element unwritten for some tiles (an `if` without
//! `else`, a load loop that stops at a guard or leaves by `break`/`continue` on a condition that
//! changes from tile to tile). There the tile keeps an earlier tile's values, which a
//! single-buffered original and a multi-stage rewrite hold differently; the fix is to store zero.

use super::Model;
use crate::source::parse::{descendants, strip_parens, Source};
use tree_sitter::Node;

/// A store of the load phase that may leave its tile element unwritten: the tile, and how the
/// guard that skips it is written.
pub struct SkippedStore {
    pub tile: String,
    /// The store's target (`As[r][c]`).
    lhs: String,
    skip: Skip,
}

/// How the store is skipped.
enum Skip {
    /// `if (guard) As[..] = ..;` with no `else`.
    IfWithoutElse,
    /// A load loop whose condition is its bound and a guard (`i < 4 && gak + i < K`).
    LoopGuard { bound: String, guard: String },
    /// A load loop left by `if (condition) break;` (or `continue`).
    LoopExit {
        condition: String,
        statement: &'static str,
    },
}

impl SkippedStore {
    /// How the store's element comes to be skipped, for the message.
    pub fn how(&self) -> String {
        match &self.skip {
            Skip::IfWithoutElse => "it has no `else`".to_string(),
            Skip::LoopGuard { .. } => "its load loop stops there".to_string(),
            Skip::LoopExit {
                condition,
                statement,
            } => {
                format!("its load loop is left by `if ({condition}) {statement};`")
            }
        }
    }

    /// How a kernel writes zeros where the guard fails.
    pub fn fix(&self) -> String {
        let lhs = &self.lhs;
        match &self.skip {
            Skip::IfWithoutElse => format!("Give the guard an `else` that stores zero (`else {lhs} = 0;`)"),
            Skip::LoopGuard { bound, guard } => format!(
                "Test the guard in the load loop's body and store zero where it fails (`{lhs} = {guard} ? ... : 0;` in a loop on `{bound}` alone)"
            ),
            Skip::LoopExit { .. } => format!(
                "Leave the load loop only on a condition of thread indices and constants, and store zero where the part that changes from tile to tile fails (`{lhs} = ... ? ... : 0;`)"
            ),
        }
    }
}

/// Where the first difference is at a ragged K and a store of the load phase is guarded by an `if`
/// without `else`, or sits in a load loop that stops at a guard or is left early: that store.
pub fn stale_at_ragged_k(model: &Model, why: &str) -> Option<SkippedStore> {
    if !why.starts_with("ragged K") {
        return None;
    }
    let source = model.source;
    let kloop = &model.rec.kloop;
    let in_skipping_loop = kloop.load.stores.iter().find_map(|store| {
        let skip = store.loops.iter().find_map(|i| {
            let lp = &kloop.load.loops[*i];
            match &lp.guard {
                Some((bound, guard)) => Some(Skip::LoopGuard {
                    bound: bound.clone(),
                    guard: guard.clone(),
                }),
                None => loop_exit(source, lp.node),
            }
        })?;
        Some(SkippedStore {
            tile: store.tile.clone(),
            lhs: source.text_of(store.lhs).to_string(),
            skip,
        })
    });
    if in_skipping_loop.is_some() {
        return in_skipping_loop;
    }
    let body = kloop.body;
    kloop.load.stores.iter().find_map(|store| {
        let mut node = store.anchor;
        while let Some(parent) = node.parent() {
            if parent.id() == body.id() {
                return None;
            }
            if parent.kind() == "if_statement"
                && parent.child_by_field_name("alternative").is_none()
                && parent.child_by_field_name("consequence").is_some_and(|c| {
                    c.id() == node.id() || c.byte_range().contains(&store.anchor.start_byte())
                })
            {
                return Some(SkippedStore {
                    tile: store.tile.clone(),
                    lhs: source.text_of(store.lhs).to_string(),
                    skip: Skip::IfWithoutElse,
                });
            }
            node = parent;
        }
        None
    })
}

/// The first `break` or `continue` that leaves `for_node` itself (not a loop inside it), with the
/// condition of the `if` it is under.
fn loop_exit(source: &Source, for_node: Node) -> Option<Skip> {
    let body = for_node.child_by_field_name("body")?;
    descendants(body).into_iter().find_map(|n| {
        let statement = match n.kind() {
            "break_statement" => "break",
            "continue_statement" => "continue",
            _ => return None,
        };
        let enclosing = source.ancestors(n);
        let nearest_loop = enclosing.iter().find(|a| {
            matches!(
                a.kind(),
                "for_statement" | "while_statement" | "do_statement" | "switch_statement"
            )
        })?;
        if nearest_loop.id() != for_node.id() {
            return None;
        }
        let condition = enclosing
            .iter()
            .take_while(|a| a.id() != for_node.id())
            .find(|a| a.kind() == "if_statement")?
            .child_by_field_name("condition")?;
        // `if (c)`: the clause holds the parentheses, its value the condition.
        let condition = condition.child_by_field_name("value").unwrap_or(condition);
        Some(Skip::LoopExit {
            condition: source.text_of(strip_parens(condition)).to_string(),
            statement,
        })
    })
}
