//! Template arguments a call does not write: deduced from the call's arguments (a type parameter
//! from an argument's type, an array bound from an array passed by reference), else the
//! parameter's default (`int PAD = 0`, `typename V = int4`), as C++ does for function templates.

use super::machine::Machine;
use super::types::Ty;
use super::value::Mask;
use super::Halt;
use crate::source::parse;
use tree_sitter::Node;

/// What one call gives a template's deduction: the function's parameters and the call's arguments.
pub struct CallSite<'c, 'p> {
    pub params: &'c [Node<'p>],
    pub args: &'c [Node<'p>],
}

/// A template parameter's name, in the definition's text.
pub fn param_name(text: &str, p: Node) -> String {
    let node = match p.kind() {
        "optional_type_parameter_declaration" => p.child_by_field_id(*super::fields::NAME),
        "type_parameter_declaration" => p.named_children(&mut p.walk()).last(),
        _ => p.child_by_field_id(*super::fields::DECLARATOR),
    };
    node.map(|n| text[n.byte_range()].to_string())
        .unwrap_or_default()
}

pub fn is_type_param(p: Node) -> bool {
    matches!(
        p.kind(),
        "type_parameter_declaration" | "optional_type_parameter_declaration"
    )
}

impl<'p, 's> Machine<'p, 's> {
    /// The type (or, for a non-type parameter, the array bound) `name` stands for, deduced from
    /// the call's arguments in the definition's source `def_src`.
    pub fn deduce(
        &mut self,
        def_src: usize,
        name: &str,
        site: &CallSite<'_, 'p>,
        mask: &Mask,
    ) -> Option<Result<Ty, i64>> {
        for (param, arg) in site.params.iter().zip(site.args) {
            let type_text = param
                .child_by_field_id(*super::fields::TYPE)
                .map(|t| self.prog.text(def_src)[t.byte_range()].to_string())?;
            let declarator = param.child_by_field_id(*super::fields::DECLARATOR)?;
            let mentions = |n: Node| self.prog.text(def_src)[n.byte_range()].contains(name);
            if type_text != name && !mentions(declarator) {
                continue;
            }
            let Some(arg_ty) = self.argument_type(*arg, mask) else {
                continue;
            };
            let mut bounds = Vec::new();
            let Some(base) = solve(self.prog.text(def_src), declarator, arg_ty, &mut bounds) else {
                continue;
            };
            if type_text == name {
                return Some(Ok(base));
            }
            if let Some((_, n)) = bounds.iter().find(|(b, _)| b == name) {
                return Some(Err(*n as i64));
            }
        }
        None
    }

    /// An argument's type, where finding it has no effect (no call, assignment or increment in
    /// it): arrays keep their bounds.
    fn argument_type(&mut self, arg: Node<'p>, mask: &Mask) -> Option<Ty> {
        let mut effects = false;
        parse::preorder(arg, |n, _| {
            if matches!(
                n.kind(),
                "call_expression" | "assignment_expression" | "update_expression"
            ) {
                effects = true;
                return parse::Visit::Stop;
            }
            parse::Visit::Descend
        });
        if effects {
            return None;
        }
        if matches!(
            arg.kind(),
            "identifier" | "subscript_expression" | "field_expression"
        ) {
            if let Ok(lv) = self.place(arg, mask) {
                return Some(lv.ty);
            }
        }
        self.eval(arg, mask).ok().map(|(t, _)| t)
    }
}

/// The base type a declarator `d` gives `ty` from (`T *p` with `float*`: `float`; `T (&a)[N]`
/// with `float[16]`: `float`, and N = 16 into `bounds`), or None where the shapes differ.
fn solve(text: &str, d: Node, ty: Ty, bounds: &mut Vec<(String, u64)>) -> Option<Ty> {
    match d.kind() {
        "identifier" => Some(ty),
        "parenthesized_declarator" | "reference_declarator" => {
            let inner = parse::named_children(d).into_iter().next()?;
            solve(text, inner, ty, bounds)
        }
        "pointer_declarator" => {
            let inner = d.child_by_field_id(*super::fields::DECLARATOR)?;
            match solve(text, inner, ty, bounds)? {
                Ty::Ptr(e) | Ty::Array(e, _) => Some(*e),
                _ => None,
            }
        }
        "array_declarator" => {
            let inner = d.child_by_field_id(*super::fields::DECLARATOR)?;
            match solve(text, inner, ty, bounds)? {
                Ty::Array(e, n) => {
                    if let Some(size) = d.child_by_field_id(*super::fields::SIZE) {
                        bounds.push((text[size.byte_range()].trim().to_string(), n));
                    }
                    Some(*e)
                }
                Ty::Ptr(e) => Some(*e),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Reports a template parameter nothing gives a value.
pub fn undeduced(name: &str) -> Halt {
    Halt::unsupported(format!(
        "the template argument `{name}`, which the call neither writes nor lets kpipe deduce"
    ))
}
