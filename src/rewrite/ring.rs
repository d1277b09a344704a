//! What the cp.async ring of N > 2 stages (`--stages N`, `templates/cp_async_ring.cu`) needs beyond
//! the two-stage rewrite.
//!
//! The ring asks "does tile t+j exist?" for j up to N-1 with the loop condition j tiles ahead
//! (`k0 + 2 * (BK) < K`), where the two-stage loop only asks it for the next tile, as the loop's own
//! condition. The original stops at the first false condition; the ring's guards are right only when
//! the condition, once false, stays false further on, or a guard past the end would copy a tile that
//! does not exist (reads out of bounds). kpipe proves that for a comparison of an increasing loop
//! variable against a bound the loop does not change, and refuses anything else.

use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::parse::Source;
use crate::recognize::effects::{assigned_names, identifier_nodes};
use crate::recognize::Recognised;
use tree_sitter::Node;

/// The ring's own checks: the name it adds is free, and the loop condition is monotone.
pub fn check(source: &Source, rec: &Recognised) -> Result<()> {
    let text = &source.text;
    if let Some(at) = text.find("kp_fill") {
        return Err(Diagnostic::new(
            Kind::AlreadyPipelined,
            "the file already uses `kp_fill`, a name kpipe generates: it looks like kpipe's own output",
            "run kpipe on the original kernel",
        )
        .at(at..at + "kp_fill".len()));
    }
    check_condition(source, rec)
}

fn refuse(node: Node, why: String) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::UnsupportedPattern,
        format!("the ring of stages tests whether a tile several steps ahead exists with the loop condition, and {why}"),
        "write the loop as `for (k = ...; k < BOUND; k += STEP)` with a positive constant STEP (or `<=`), or leave out --stages (two stages test only the next tile)",
    )
    .at(node.byte_range())
}

fn unparenthesised(mut node: Node) -> Node {
    while node.kind() == "parenthesized_expression" {
        match crate::parse::named_children(node).as_slice() {
            [inner] => node = *inner,
            _ => break,
        }
    }
    node
}

/// `IV < bound`, `IV <= bound`, `bound > IV`, `bound >= IV` (IV possibly `iv + e`, `e + iv` or
/// `iv - e` with no loop variable in `e`), with `iv` increasing by a positive constant and no name
/// of the bound changed in the loop body.
fn check_condition(source: &Source, rec: &Recognised) -> Result<()> {
    let kloop = &rec.kloop;
    let scope = rec.scope();
    let cond = unparenthesised(kloop.cond);
    let is_iv = |n: Node| {
        n.kind() == "identifier" && kloop.ivars.iter().any(|v| v.name == source.text_of(n))
    };
    let has_iv = |n: Node| identifier_nodes(n).into_iter().any(is_iv);
    let operator = cond
        .child_by_field_name("operator")
        .map(|o| source.text_of(o).to_string());
    let (Some(left), Some(right), Some(op)) = (
        cond.child_by_field_name("left"),
        cond.child_by_field_name("right"),
        operator.filter(|_| cond.kind() == "binary_expression"),
    ) else {
        return Err(refuse(
            kloop.cond,
            "kpipe can prove that only for a comparison (`<`, `<=`, `>`, `>=`) of the loop variable with a bound".to_string(),
        ));
    };
    let (iv_side, bound) = match op.as_str() {
        "<" | "<=" => (left, right),
        ">" | ">=" => (right, left),
        _ => {
            return Err(refuse(
                kloop.cond,
                format!("`{op}` does not stay false once false: kpipe proves it only for `<`, `<=`, `>`, `>=`"),
            ))
        }
    };
    if has_iv(bound) || !has_iv(iv_side) {
        return Err(refuse(
            kloop.cond,
            "kpipe proves it only when the side that grows (the smaller one) holds the loop variable and the other side none".to_string(),
        ));
    }
    // The growing side: `iv`, `iv + e`, `e + iv`, `iv - e`.
    let side = unparenthesised(iv_side);
    let iv = if is_iv(side) {
        Some(side)
    } else if side.kind() == "binary_expression" {
        let op = side
            .child_by_field_name("operator")
            .map(|o| source.text_of(o).to_string());
        let (l, r) = (
            side.child_by_field_name("left").map(unparenthesised),
            side.child_by_field_name("right").map(unparenthesised),
        );
        match (op.as_deref(), l, r) {
            (Some("+"), Some(l), Some(r)) if is_iv(l) && !has_iv(r) => Some(l),
            (Some("+"), Some(l), Some(r)) if is_iv(r) && !has_iv(l) => Some(r),
            (Some("-"), Some(l), Some(r)) if is_iv(l) && !has_iv(r) => Some(l),
            _ => None,
        }
    } else {
        None
    };
    let Some(iv) = iv else {
        return Err(refuse(
            iv_side,
            format!(
                "kpipe cannot tell that `{}` grows with the loop variable",
                source.text_of(iv_side)
            ),
        ));
    };
    let name = source.text_of(iv);
    let var = kloop
        .ivars
        .iter()
        .find(|v| v.name == name)
        .expect("an induction variable");
    let assigned_in_scope = assigned_names(source, scope.body);
    let step_value = scope.symbols.eval(&var.step).ok().or_else(|| {
        // A local step (`const int aStep = BLOCK_SIZE;`) that nothing assigns after its declaration.
        let step = var.step.trim();
        if assigned_in_scope.contains(step) {
            return None;
        }
        scope
            .local_inits
            .get(step)
            .and_then(|init| scope.symbols.eval(init).ok())
    });
    match step_value {
        Some(v) if v > 0 && var.op == '+' => {}
        Some(_) => {
            return Err(refuse(
                kloop.update,
                format!("`{name}` does not increase by a positive step"),
            ))
        }
        None => {
            return Err(refuse(
                kloop.update,
                format!(
                    "kpipe cannot evaluate the step of `{name}` (`{}`) to prove that it increases",
                    var.step
                ),
            ))
        }
    }
    let assigned_in_body = assigned_names(source, kloop.body);
    if let Some(n) = identifier_nodes(bound)
        .into_iter()
        .find(|n| assigned_in_body.contains(source.text_of(*n)))
    {
        return Err(refuse(
            n,
            format!(
                "the loop body changes `{}`, which the bound reads",
                source.text_of(n)
            ),
        ));
    }
    // Calls in the bound could return anything on each call.
    if let Some(call) = crate::parse::descendants(bound)
        .into_iter()
        .find(|n| n.kind() == "call_expression")
    {
        return Err(refuse(
            call,
            "the bound calls a function, whose value kpipe cannot hold constant".to_string(),
        ));
    }
    Ok(())
}
