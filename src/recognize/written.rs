//! Which variable a store writes, seeing through vector casts of its address.
//!
//! `reinterpret_cast<float4 *>(&r[0])[0] = load;` and its macro spelling `FETCH_FLOAT4(r[0]) = load;`
//! write the register array `r`, not memory behind a pointer: a load from global memory into
//! registers (later stored into a tile). `effects::lvalue_root` answers None for them (a call or a
//! dereference writes memory); recognition asks here before calling such a store one to global memory.

use super::effects::{address_cast_root, lvalue_root, operator};
use super::kernel::FileFacts;
use crate::source::parse::{named_children, strip_parens, Source};
use tree_sitter::Node;

/// The variable `target` writes: its lvalue root, or the variable whose address a vector cast
/// stores through (`reinterpret_cast<T *>(&v[i])[0]`, `*reinterpret_cast<T *>(&v[i])`,
/// `*(T *)&v[i]`, or a function-like macro of the file whose body is such a cast of a parameter).
pub fn written_root<'t>(source: &Source, facts: &FileFacts, target: Node<'t>) -> Option<Node<'t>> {
    lvalue_root(target).or_else(|| cast_target(source, facts, target))
}

fn cast_target<'t>(source: &Source, facts: &FileFacts, lhs: Node<'t>) -> Option<Node<'t>> {
    let lhs = strip_parens(lhs);
    match lhs.kind() {
        "subscript_expression" => address_cast_root(source, lhs.named_child(0)?),
        "pointer_expression" if operator(source, lhs) == Some("*") => {
            address_cast_root(source, lhs.child_by_field_name("argument")?)
        }
        "call_expression" => {
            let callee = source.text_of(lhs.child_by_field_name("function")?);
            let params = facts.macro_params.get(callee)?;
            let body = facts.macros.get(callee)?.trim();
            let lvalue = body.trim_end_matches(')').trim_end().ends_with("[0]")
                || body.trim_start_matches('(').trim_start().starts_with('*');
            let casts = body.contains("_cast<") || body.contains("*)");
            if !lvalue || !casts {
                return None;
            }
            // The parameter whose address the body takes: `&(p)` or `&p`.
            let k = params.iter().position(|p| takes_address_of(body, p))?;
            let args = named_children(lhs.child_by_field_name("arguments")?);
            lvalue_root(*args.get(k)?)
        }
        _ => None,
    }
}

/// Whether a macro body takes the address of parameter `p` (`&(p)`, `&p`, as a whole word).
fn takes_address_of(body: &str, p: &str) -> bool {
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    compact.contains(&format!("&({p})"))
        || compact
            .match_indices(&format!("&{p}"))
            .any(|(i, m)| !compact[i + m.len()..].starts_with(is_ident))
}
