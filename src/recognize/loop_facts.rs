//! What a rewrite assumes of the K-loop and the code around it, checked before kpipe rewrites.
//!
//! The pipelined loop decides one tile ahead whether the next tile exists, issues tile t+1's loads
//! before tile t's compute, and leaves the last tile in whichever stage the tile count ends on. So:
//! - the loop's bound must stay the same while it runs (`check_bound_invariant`);
//! - a static tile is written only by the loop before it, and read after it only once written
//!   again (`check_static_tiles_outside`);
//! - the compute phase must not store into memory the next tile's loads may read
//!   (`check_compute_global_stores`, unless the pointers are `__restrict__`);
//! - each tile is one array (`check_tiles_declared_once`).
//!
//! Each refusal points at the code that breaks the assumption.

use super::effects::{identifier_nodes, lvalue_root, mentions};
use super::kernel::{Kernel, SharedArray};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::source::parse::{descendants, named_children, Source};
use std::collections::HashSet;
use tree_sitter::Node;

/// The loop's condition must read the same bound on every iteration: the pipelined loop decides at
/// the top of iteration t whether tile t+1 exists, so a bound the body changes afterwards
/// (`if (a + aStep > aEnd) aEnd += aStep;`) would leave a stage unloaded or a tile uncomputed. A
/// name of the condition (other than the induction variables, checked with the step) that the body
/// writes, or whose address the kernel takes or binds to a reference (it could be written through
/// it), is refused where it is written.
pub fn check_bound_invariant(
    source: &Source,
    kernel: &Kernel,
    node: Node,
    cond: Node,
    body: Node,
    ivars: &[String],
    declared_in_body: &HashSet<String>,
) -> Result<()> {
    let names: Vec<String> = identifier_nodes(cond)
        .into_iter()
        .map(|id| source.text_of(id).to_string())
        .filter(|n| !ivars.contains(n) && !declared_in_body.contains(n))
        .collect();
    for name in &names {
        let write = super::effects::assignments(body)
            .into_iter()
            .find(|(_, target)| lvalue_root(*target).is_some_and(|r| source.text_of(r) == name));
        if let Some((write, _)) = write {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!(
                    "the K-loop's bound `{name}` is changed inside the body (`{}`): the pipelined loop decides one tile ahead whether the next tile exists, before the body changes it",
                    source.text_of(write)
                ),
                format!("compute the final bound before the loop, so that `{name}` stays the same while the loop runs"),
            )
            .at(write.byte_range()));
        }
        let aliased = descendants(kernel.body).into_iter().find(|n| {
            let address = n.kind() == "pointer_expression"
                && n.child_by_field_name("operator")
                    .is_some_and(|o| source.text_of(o) == "&")
                && n.child_by_field_name("argument")
                    .and_then(lvalue_root)
                    .is_some_and(|r| source.text_of(r) == name);
            let reference = n.kind() == "init_declarator"
                && n.child_by_field_name("declarator")
                    .is_some_and(|d| d.kind() == "reference_declarator")
                && n.child_by_field_name("value")
                    .is_some_and(|v| source.text_of(v).trim() == name);
            address || reference
        });
        if let Some(alias) = aliased.filter(|a| a.start_byte() < node.end_byte()) {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!(
                    "the K-loop's bound `{name}` may be changed through `{}`: kpipe cannot show it stays the same while the loop runs",
                    source.text_of(alias)
                ),
                format!("copy `{name}` into a local the kernel never takes the address of, and bound the loop by that"),
            )
            .at(alias.byte_range()));
        }
    }
    Ok(())
}

/// Each tile is one array: two `__shared__` declarations of the same name in one block do not
/// compile (a parse-level error of the input), and in two blocks they are two arrays kpipe would
/// have to tell apart by scope.
pub fn check_tiles_declared_once(
    source: &Source,
    kernel: &Kernel,
    tiles: &[SharedArray],
) -> Result<()> {
    for (i, t) in tiles.iter().enumerate() {
        let Some(other) = tiles[..i].iter().find(|o| o.name == t.name) else {
            continue;
        };
        let block_of = |a: &SharedArray| {
            kernel
                .node
                .descendant_for_byte_range(a.decl.start, a.decl.end)
                .and_then(|n| n.parent())
                .map(|p| p.id())
        };
        let (line, first) = (
            crate::diagnostics::line_col(&source.text, t.decl.start).0,
            crate::diagnostics::line_col(&source.text, other.decl.start).0,
        );
        let same_block = block_of(t) == block_of(other);
        let (kind, message, help) = if same_block {
            (
                Kind::ParseError,
                format!("`{}` is declared twice in the same block (lines {first} and {line}): nvcc rejects this", t.name),
                "remove one of the declarations".to_string(),
            )
        } else {
            (
                Kind::UnsupportedPattern,
                format!("two `__shared__` arrays are named `{}` (lines {first} and {line}): kpipe tells tiles apart by name", t.name),
                "rename one of them".to_string(),
            )
        };
        return Err(Diagnostic::new(kind, message, help).at(t.name_span.clone()));
    }
    Ok(())
}

/// A store to global memory in the compute phase must not reach what the next tile's loads read:
/// the rewrite issues tile t+1's loads before tile t's compute, so a store the original made first
/// would now come after the load. Refused unless the stored or the loaded pointers are
/// `__restrict__` (the kernel's promise that they do not alias).
pub fn check_compute_global_stores(
    source: &Source,
    kernel: &Kernel,
    compute: &[Node],
    load_statements: &[Node],
) -> Result<()> {
    let globals: HashSet<&str> = kernel.global_pointers.iter().map(|g| g.as_str()).collect();
    let restricted = |name: &str| restrict_qualified(source, kernel, name, 0);
    let mut loaded: Vec<String> = load_statements
        .iter()
        .flat_map(|s| identifier_nodes(*s))
        .map(|n| source.text_of(n).to_string())
        .filter(|n| globals.contains(n.as_str()))
        .collect();
    loaded.sort();
    loaded.dedup();
    if loaded.iter().all(|l| restricted(l)) {
        return Ok(());
    }
    for stmt in compute {
        // Atomics and store intrinsics write through their first argument.
        for call in descendants(*stmt)
            .into_iter()
            .filter(|n| n.kind() == "call_expression")
        {
            let function = call
                .child_by_field_name("function")
                .map_or("", |f| source.text_of(f));
            let bare = function.rsplit("::").next().unwrap_or("");
            let writes = bare.starts_with("atomic")
                || bare.starts_with("__st")
                || bare == "store_matrix_sync";
            let first = call.child_by_field_name("arguments").and_then(|a| {
                named_children(a)
                    .into_iter()
                    .find(|c| c.kind() != "comment")
            });
            let Some(first) = first.filter(|_| writes) else {
                continue;
            };
            let name = identifier_nodes(first)
                .into_iter()
                .map(|n| source.text_of(n))
                .find(|n| globals.contains(n));
            if let Some(name) = name.filter(|n| !restricted(n)) {
                return Err(Diagnostic::new(
                    Kind::UnsupportedPattern,
                    format!("the compute phase writes global memory through `{name}` (`{}`), which may alias what the loads read (`{}`): the rewrite issues the next tile's loads before this write", source.text_of(call), loaded.join("`, `")),
                    format!("if `{name}` never points into the loaded arrays, declare the pointers `__restrict__`; otherwise move the write after the K-loop"),
                )
                .at(call.byte_range()));
            }
        }
        for (write, target) in super::effects::assignments(*stmt) {
            let Some(root) = lvalue_root(target) else {
                continue;
            };
            let name = source.text_of(root);
            let through_pointer = target.kind() != "identifier";
            if through_pointer && globals.contains(name) && !restricted(name) {
                return Err(Diagnostic::new(
                    Kind::UnsupportedPattern,
                    format!("the compute phase stores to global memory through `{name}` (`{}`), which may alias what the loads read (`{}`): the rewrite issues the next tile's loads before this store", source.text_of(write), loaded.join("`, `")),
                    format!("if `{name}` never points into the loaded arrays, declare the pointers `__restrict__`; otherwise move the store after the K-loop"),
                )
                .at(write.byte_range()));
            }
        }
    }
    Ok(())
}

/// Whether `name` is a `__restrict__` pointer parameter of the kernel, or a local initialised from
/// one (`float *c = C + off;`).
fn restrict_qualified(source: &Source, kernel: &Kernel, name: &str, depth: usize) -> bool {
    let params = kernel
        .node
        .child_by_field_name("declarator")
        .and_then(|d| d.child_by_field_name("parameters"));
    let is_param = params.is_some_and(|ps| {
        named_children(ps).into_iter().any(|p| {
            let text = source.text_of(p);
            identifier_nodes(p)
                .last()
                .is_some_and(|id| source.text_of(*id) == name)
                && (text.contains("__restrict__") || text.contains("restrict"))
        })
    });
    if is_param || depth > 4 {
        return is_param;
    }
    kernel.local_inits.get(name).is_some_and(|init| {
        super::kernel::identifiers_in(init)
            .find(|w| kernel.global_pointers.iter().any(|g| g == w) && *w != name)
            .is_some_and(|base| restrict_qualified(source, kernel, base, depth + 1))
    })
}

/// A static tile declared outside the K-loop holds, after the original loop, the last tile; after the
/// rewrite the last tile is in whichever stage the tile count leaves it, and uses outside the loop
/// see stage 0. So after the loop a tile must be written before it is read (a staging tile), and
/// before the loop it must not be written at all (the loop would compute on that data in stage 0
/// only). The first use after the loop must be a plain store into it (`Cs[i] = v;`, or wmma's
/// `store_matrix_sync` into it); anything else is refused where it is.
pub fn check_static_tiles_outside(
    source: &Source,
    kernel: &Kernel,
    node: Node,
    tiles: &[SharedArray],
) -> Result<()> {
    let inside = node.byte_range();
    for tile in tiles.iter().filter(|t| t.dynamic.is_none()) {
        if inside.contains(&tile.decl.start) {
            continue;
        }
        let uses: Vec<Node> = identifier_nodes(kernel.body)
            .into_iter()
            .filter(|id| {
                source.text_of(*id) == tile.name && !tile.name_span.contains(&id.start_byte())
            })
            .filter(|id| !inside.contains(&id.start_byte()))
            .collect();
        let write_before = uses
            .iter()
            .filter(|id| id.start_byte() < inside.start)
            .find(|id| is_tile_store(source, **id, &tile.name) || writes_through(**id));
        if let Some(id) = write_before {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the kernel writes the tile `{}` before the K-loop: after the rewrite the loop computes on two stages of it, and only the first would hold that data", tile.name),
                "let the K-loop's load phase write everything the compute reads; initialise other data in a separate `__shared__` array",
            )
            .at(statement_of(*id).byte_range()));
        }
        let Some(first_after) = uses.iter().find(|id| id.start_byte() >= inside.end) else {
            continue;
        };
        if !is_tile_store(source, *first_after, &tile.name) {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("after the K-loop the kernel reads the tile `{}` before writing it: the original finds the last tile there, but after the rewrite the last tile may be in the second stage", tile.name),
                "write the tile first after the loop (a staging tile), or read the last tile's data inside the loop",
            )
            .at(statement_of(*first_after).byte_range()));
        }
    }
    Ok(())
}

/// Whether the use `id` of tile `name` is a store into it: the root of the left side of a plain `=`
/// whose right side does not read the tile, or the destination of `store_matrix_sync`.
fn is_tile_store(source: &Source, id: Node, name: &str) -> bool {
    let mut n = id;
    while let Some(parent) = n.parent() {
        match parent.kind() {
            "assignment_expression" => {
                let plain = parent
                    .child_by_field_name("operator")
                    .is_some_and(|o| source.text_of(o) == "=");
                let left = parent.child_by_field_name("left");
                let right = parent.child_by_field_name("right");
                return plain
                    && left.is_some_and(|l| l.id() == n.id())
                    && left
                        .and_then(lvalue_root)
                        .is_some_and(|r| r.id() == id.id())
                    && right.is_none_or(|r| !mentions(source, r, name));
            }
            "argument_list" => {
                let call = parent.parent();
                let first = named_children(parent).first().map(|f| f.id()) == Some(n.id());
                return first
                    && call
                        .and_then(|c| c.child_by_field_name("function"))
                        .is_some_and(|f| source.text_of(f).ends_with("store_matrix_sync"));
            }
            "expression_statement" | "compound_statement" | "declaration" => return false,
            _ => n = parent,
        }
    }
    false
}

/// Whether the use `id` is written through (an assignment's target, an update, an address taken).
fn writes_through(id: Node) -> bool {
    let mut n = id;
    while let Some(parent) = n.parent() {
        match parent.kind() {
            "assignment_expression" => {
                return parent
                    .child_by_field_name("left")
                    .is_some_and(|l| l.id() == n.id())
            }
            "update_expression" => return true,
            "pointer_expression" | "argument_list" | "init_declarator" => return true,
            "expression_statement" | "compound_statement" | "declaration" => return false,
            _ => n = parent,
        }
    }
    false
}

/// The statement (or declaration) a node is part of.
fn statement_of(node: Node) -> Node {
    let mut n = node;
    while let Some(parent) = n.parent() {
        if n.kind().ends_with("statement") || n.kind() == "declaration" {
            return n;
        }
        n = parent;
    }
    n
}
