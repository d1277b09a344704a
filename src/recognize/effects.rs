//! What a piece of code reads and writes, as far as the pipelining decision needs to know: tiles written,
//! variables assigned, global memory read, calls that might write a tile, control flow that leaves the loop.

use crate::source::parse::{children, descendants, named_children, strip_parens, Source};
use std::collections::HashSet;
use std::ops::Range;
use tree_sitter::Node;

/// The names a check is made against.
pub struct Names<'a> {
    pub tiles: &'a HashSet<String>,
    pub global_pointers: &'a HashSet<String>,
}

/// Identifier nodes under `node` (not field names, not type names).
pub fn identifier_nodes(node: Node) -> Vec<Node> {
    descendants(node)
        .into_iter()
        .filter(|n| n.kind() == "identifier")
        .collect()
}

pub fn mentions_any(source: &Source, node: Node, names: &HashSet<String>) -> Option<String> {
    identifier_nodes(node)
        .into_iter()
        .map(|n| source.text_of(n))
        .find(|t| names.contains(*t))
        .map(str::to_string)
}

pub fn mentions(source: &Source, node: Node, name: &str) -> bool {
    identifier_nodes(node)
        .into_iter()
        .any(|n| source.text_of(n) == name)
}

/// The variable an lvalue ultimately names: `acc[i][j]` → acc, `s.x` → s, `(x)` → x. A dereference or a
/// call gives None (it writes memory, not a variable).
pub fn lvalue_root<'t>(mut node: Node<'t>) -> Option<Node<'t>> {
    loop {
        match node.kind() {
            "identifier" => return Some(node),
            "subscript_expression" | "field_expression" | "parenthesized_expression" => {
                node = node.named_child(0)?
            }
            _ => return None,
        }
    }
}

/// Assignments and increments under `node`: (the whole expression, its target).
pub fn assignments(node: Node) -> Vec<(Node, Node)> {
    descendants(node)
        .into_iter()
        .filter_map(|n| match n.kind() {
            "assignment_expression" => n.child_by_field_name("left").map(|l| (n, l)),
            "update_expression" => n.child_by_field_name("argument").map(|a| (n, a)),
            _ => None,
        })
        .collect()
}

/// Names of variables assigned (as a whole or element-wise) under `node`.
/// The names `body` assigns that are the ones `scope` sees (`scope` holds `body`: a loop and its
/// body): an assignment to an inner variable of the same name (`for (int i = ..; ..; ++i)` inside a
/// loop over `i`) is that variable's, not the loop's.
pub fn assigned_outer_names(source: &Source, body: Node, scope: Node) -> HashSet<String> {
    assignments(body)
        .into_iter()
        .filter_map(|(_, target)| lvalue_root(target))
        .filter(|id| !shadowed(source, *id, scope, source.text_of(*id)))
        .map(|n| source.text_of(n).to_string())
        .collect()
}

pub fn assigned_names(source: &Source, node: Node) -> HashSet<String> {
    assignments(node)
        .into_iter()
        .filter_map(|(_, target)| lvalue_root(target))
        .map(|n| source.text_of(n).to_string())
        .collect()
}

/// Whether `id` names a variable declared in a block between it and `scope` (another variable of
/// the same name as the one `scope` declares).
pub fn shadowed(source: &Source, id: Node, scope: Node, name: &str) -> bool {
    let mut n = id;
    while let Some(parent) = n.parent() {
        if parent.id() == scope.id() {
            return false;
        }
        if matches!(parent.kind(), "compound_statement" | "for_statement")
            && named_children(parent)
                .into_iter()
                .filter(|c| c.kind() == "declaration")
                .flat_map(named_children)
                .filter_map(declarator_name)
                .any(|d| source.text_of(d) == name)
        {
            return true;
        }
        n = parent;
    }
    false
}

/// Names declared by declarations under `node`.
pub fn declared_names(source: &Source, node: Node) -> HashSet<String> {
    let mut names = HashSet::new();
    for decl in descendants(node) {
        if decl.kind() != "declaration" {
            continue;
        }
        for declarator in named_children(decl) {
            if let Some(name) = declarator_name(declarator) {
                names.insert(source.text_of(name).to_string());
            }
        }
    }
    names
}

/// The identifier a declarator declares.
pub fn declarator_name(mut node: Node) -> Option<Node> {
    loop {
        match node.kind() {
            "identifier" => return Some(node),
            "init_declarator"
            | "array_declarator"
            | "pointer_declarator"
            | "reference_declarator" => node = node.child_by_field_name("declarator")?,
            _ => return None,
        }
    }
}

/// A statement that leaves the loop body early: `return`/`goto` anywhere, `break`/`continue` not inside
/// a nested loop (or switch, for `break`).
pub fn escaping_jump<'t>(node: Node<'t>) -> Option<Node<'t>> {
    // Iterative: the body may be nested far deeper than a stack. Each entry: a node, and whether a
    // loop or a switch inside the body encloses it.
    let mut stack: Vec<(Node<'t>, bool, bool)> = children(node)
        .into_iter()
        .rev()
        .map(|c| (c, false, false))
        .collect();
    while let Some((node, in_loop, in_switch)) = stack.pop() {
        match node.kind() {
            "return_statement" | "goto_statement" => return Some(node),
            "break_statement" if !in_loop && !in_switch => return Some(node),
            "continue_statement" if !in_loop => return Some(node),
            "lambda_expression" => continue,
            _ => {}
        }
        let in_loop = in_loop
            || matches!(
                node.kind(),
                "for_statement" | "while_statement" | "do_statement" | "for_range_loop"
            );
        let in_switch = in_switch || node.kind() == "switch_statement";
        stack.extend(
            children(node)
                .into_iter()
                .rev()
                .map(|c| (c, in_loop, in_switch)),
        );
    }
    None
}

/// True for `__syncthreads();` as a statement.
pub fn is_barrier_statement(source: &Source, node: Node) -> bool {
    node.kind() == "expression_statement"
        && node
            .named_child(0)
            .is_some_and(|call| is_syncthreads_call(source, call))
}

pub fn is_syncthreads_call(source: &Source, node: Node) -> bool {
    node.kind() == "call_expression"
        && node
            .child_by_field_name("function")
            .is_some_and(|f| source.text_of(f) == "__syncthreads")
}

/// Every `__syncthreads()` call under `node`.
pub fn barrier_calls<'t>(source: &Source, node: Node<'t>) -> Vec<Node<'t>> {
    crate::source::queries::BARRIERS.find(source, node)
}

/// Barrier forms kpipe does not reason about (cooperative groups, named barriers, inline `bar.sync`).
pub fn other_barrier(source: &Source, node: Node, expanded_text: &str) -> Option<String> {
    for n in descendants(node) {
        if n.kind() == "call_expression" {
            let f = n
                .child_by_field_name("function")
                .map(|f| source.text_of(f))
                .unwrap_or("");
            if f.starts_with("__syncthreads_")
                || f == "__barrier_sync"
                || f.ends_with(".sync")
                || f.ends_with("::sync")
            {
                return Some(f.to_string());
            }
        }
    }
    [
        "bar.sync",
        "barrier.sync",
        "bar.arrive",
        "barrier.arrive",
        "bar.red",
    ]
    .iter()
    .find(|form| expanded_text.contains(**form))
    .map(|form| form.to_string())
}

/// Is `node` the left-hand side (or inside it) of an assignment?
pub fn is_in_lhs(node: Node) -> bool {
    let mut child = node;
    while let Some(parent) = child.parent() {
        if parent.kind() == "assignment_expression" {
            return parent
                .child_by_field_name("left")
                .is_some_and(|l| l.id() == child.id());
        }
        if parent.kind().ends_with("statement") || parent.kind() == "declaration" {
            return false;
        }
        child = parent;
    }
    false
}

/// The variable whose address `node` is: `&v`, or that address cast to another pointer type
/// (`reinterpret_cast<T *>(&v)`, `(T *)&v`, parentheses allowed); None for any other expression.
pub fn address_root<'t>(source: &Source, node: Node<'t>) -> Option<Node<'t>> {
    let node = strip_parens(node);
    if node.kind() == "pointer_expression" && operator(source, node) == Some("&") {
        return lvalue_root(node.child_by_field_name("argument")?);
    }
    address_cast_root(source, node)
}

/// `reinterpret_cast<T *>(&v[i])` or `(T *)&v[i]` (parentheses allowed): the root of `v[i]`; and
/// `(T *)v`, a cast of a name: `v`.
pub fn address_cast_root<'t>(source: &Source, node: Node<'t>) -> Option<Node<'t>> {
    let node = strip_parens(node);
    let arg = match node.kind() {
        "call_expression" => {
            let f = source.text_of(node.child_by_field_name("function")?);
            if !f.contains("_cast<") {
                return None;
            }
            let args = named_children(node.child_by_field_name("arguments")?);
            let [arg] = args.as_slice() else {
                return None;
            };
            *arg
        }
        "cast_expression" => node.child_by_field_name("value")?,
        _ => return None,
    };
    let arg = strip_parens(arg);
    // `(uint32_t *)regs`: a local array's name is its address. Whether the name is such an array
    // (and not a pointer) is the caller's to check, as for every root.
    if arg.kind() == "identifier" {
        return Some(arg);
    }
    if arg.kind() != "pointer_expression" || operator(source, arg) != Some("&") {
        return None;
    }
    lvalue_root(arg.child_by_field_name("argument")?)
}

/// The two operands of `node` when it is the binary expression `left OP right` (parentheses
/// around it allowed).
pub fn operands_of<'t>(source: &Source, node: Node<'t>, op: &str) -> Option<(Node<'t>, Node<'t>)> {
    let node = strip_parens(node);
    if node.kind() != "binary_expression" || operator(source, node) != Some(op) {
        return None;
    }
    Some((
        node.child_by_field_name("left")?,
        node.child_by_field_name("right")?,
    ))
}

/// The text of a unary or binary expression's operator.
pub fn operator<'a>(source: &'a Source, node: Node) -> Option<&'a str> {
    node.child_by_field_name("operator")
        .map(|o| source.text_of(o))
}

/// The value of an initialiser: `{x}` (brace initialisation) is `x`.
pub fn brace_value(init: Node) -> Node {
    match named_children(init).as_slice() {
        [only] if init.kind() == "initializer_list" => *only,
        _ => init,
    }
}

/// Every read among `occurrences` (in text order) of variable `name` comes after a plain assignment
/// to it, or to the part of it the read names, in a block that holds the read. An array of
/// `length` elements whose every element `v[0]` .. `v[length - 1]` is written is written whole:
/// `a[kdx]` in a loop over the elements reads what `a[0] = ..; a[1] = ..;` wrote.
pub fn written_before_read(
    source: &Source,
    occurrences: &[Node],
    name: &str,
    length: Option<u64>,
) -> bool {
    let mut writes: Vec<(String, Range<usize>)> = Vec::new();
    for occurrence in occurrences {
        let access = access_of(*occurrence);
        let text = source.text_of(access).to_string();
        // A write is seen from its statement's end on: `v = v + 1` reads `v` first.
        if let Some(reach) = plain_assignment_reach(source, access) {
            writes.push((text, reach));
            continue;
        }
        let at = occurrence.start_byte();
        let every_element = length
            .filter(|n| *n <= MAX_ELEMENTS)
            .is_some_and(|n| (0..n).all(|i| covered(&writes, &format!("{name}[{i}]"), at)));
        if !every_element && !covered(&writes, &text, at) {
            return false;
        }
    }
    true
}

/// Arrays longer than this are not checked element by element.
const MAX_ELEMENTS: u64 = 64;

/// Whether a write of `access` (or of a part of it that holds it) reaches `at`.
fn covered(writes: &[(String, Range<usize>)], access: &str, at: usize) -> bool {
    writes
        .iter()
        .any(|(written, reach)| reach.contains(&at) && holds(written, access))
}

/// `v` holds `v[0]` and `v.x`; `v[0]` holds `v[0][i]`, not `v[1]`.
fn holds(written: &str, access: &str) -> bool {
    let squeeze = |s: &str| s.split_whitespace().collect::<String>();
    let (written, access) = (squeeze(written), squeeze(access));
    access == written
        || access
            .strip_prefix(&written)
            .is_some_and(|rest| rest.starts_with('[') || rest.starts_with('.'))
}

/// The whole access an identifier starts: `v` in `v[0][i].x` is `v[0][i].x`.
fn access_of(identifier: Node) -> Node {
    let mut access = identifier;
    while let Some(parent) = access.parent() {
        let extends = matches!(parent.kind(), "subscript_expression" | "field_expression")
            && parent.child_by_field_name("argument") == Some(access);
        if !extends {
            break;
        }
        access = parent;
    }
    access
}

/// Where a plain assignment to `access` (`access = value;` as a statement) is seen: from its end
/// to the end of the block that holds it. None for anything else.
fn plain_assignment_reach(source: &Source, access: Node) -> Option<Range<usize>> {
    let assignment = access
        .parent()
        .filter(|p| p.kind() == "assignment_expression")?;
    let operator = assignment.child_by_field_name("operator")?;
    if assignment.child_by_field_name("left") != Some(access) || source.text_of(operator) != "=" {
        return None;
    }
    let statement = assignment
        .parent()
        .filter(|s| s.kind() == "expression_statement")?;
    let block = statement
        .parent()
        .filter(|b| b.kind() == "compound_statement")?;
    Some(statement.end_byte()..block.end_byte())
}

#[cfg(test)]
mod written_tests {
    use super::*;

    #[test]
    fn a_part_holds_its_subscripts_and_fields_only() {
        assert!(holds("v", "v[0].x"));
        assert!(holds("v[0]", "v[0][i]"));
        assert!(holds("v[0]", "v [0]"));
        assert!(!holds("v[0]", "v[1]"));
        assert!(!holds("v", "v2"));
    }
}
