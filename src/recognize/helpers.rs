//! Proving that code only reads a tile: the compute phase, and the `__device__` helpers it passes a
//! tile to (`processFromSmem(.., As, Bs, ..)`, `accumulate(acc, As, Bs)`).
//!
//! A pointer into a tile is followed through the expressions around it, counting its pointer depth
//! (a 2-D tile has depth 2, `As[i]` depth 1, `As[i][j]` is an element): an element that is assigned or
//! incremented is a write; a pointer stored in a variable is followed through that variable; a
//! pointer passed to a `__device__` function of the file is followed into its body through the
//! parameter; a pointer passed to anything else (but a known reader: `load_matrix_sync`,
//! `__cvta_generic_to_shared`, a macro that only reads shared memory), returned, stored in memory, or
//! an inline-asm output is refused. Inline asm in a helper that stores to shared memory is refused.
//! With a proof, the rewrite passes the stage through the argument (`As` becomes `As[kp_stage]`, which
//! has the type `As` had).

use super::effects::identifier_nodes;
use super::kernel::FileFacts;
use crate::source::parse::{children, descendants, Source};
use std::collections::HashSet;
use tree_sitter::Node;

/// How deep kpipe follows helpers calling helpers.
const MAX_CALL_DEPTH: usize = 6;

/// Inline-asm tokens that store to shared memory.
pub const ASM_SHARED_STORES: &[&str] = &[
    "st.shared",
    "stmatrix",
    "cp.async",
    "red.shared",
    "atom.shared",
];

/// Why a use of a tile is not a read: where, and what.
#[derive(Debug, Clone)]
pub struct Write {
    pub at: std::ops::Range<usize>,
    pub what: String,
}

pub struct ReadCheck<'a, 't> {
    pub source: &'t Source,
    pub facts: &'a FileFacts,
    /// Known readers besides the device functions of the file.
    pub is_known_reader: &'a dyn Fn(&str) -> bool,
    visited: std::cell::RefCell<HashSet<(usize, String)>>,
}

impl<'a, 't> ReadCheck<'a, 't> {
    pub fn new(
        source: &'t Source,
        facts: &'a FileFacts,
        is_known_reader: &'a dyn Fn(&str) -> bool,
    ) -> Self {
        ReadCheck {
            source,
            facts,
            is_known_reader,
            visited: Default::default(),
        }
    }

    /// Every use of `name` (a pointer of `depth`) inside `scope` only reads through it.
    pub fn variable(
        &self,
        scope: Node<'t>,
        name: &str,
        depth: usize,
        calls: usize,
    ) -> Result<(), Write> {
        if !self
            .visited
            .borrow_mut()
            .insert((scope.id(), name.to_string()))
        {
            return Ok(());
        }
        for id in identifier_nodes(scope) {
            if self.source.text_of(id) != name || is_declarator_name(id) {
                continue;
            }
            self.use_of(scope, id, depth, calls)?;
        }
        Ok(())
    }

    /// Follows one occurrence of a pointer of `depth` up through its expression.
    pub fn use_of(
        &self,
        scope: Node<'t>,
        id: Node<'t>,
        mut depth: usize,
        calls: usize,
    ) -> Result<(), Write> {
        let s = self.source;
        let name = s.text_of(id).to_string();
        let refuse = |at: Node, what: String| {
            Err(Write {
                at: at.byte_range(),
                what,
            })
        };
        let mut cur = id;
        loop {
            let Some(parent) = cur.parent() else {
                return Ok(());
            };
            if parent.id() == scope.id() {
                return Ok(());
            }
            match parent.kind() {
                "subscript_expression" => {
                    if parent.named_child(0).is_some_and(|b| b.id() == cur.id()) {
                        depth = depth.saturating_sub(1);
                    } else {
                        return Ok(()); // an index
                    }
                }
                "subscript_argument_list" => return Ok(()),
                "parenthesized_expression" | "conditional_expression" | "comma_expression" => {
                    if parent.kind() == "conditional_expression"
                        && parent
                            .child_by_field_name("condition")
                            .is_some_and(|c| c.id() == cur.id())
                    {
                        return Ok(());
                    }
                }
                "pointer_expression" => {
                    let op = parent
                        .child_by_field_name("operator")
                        .map(|o| s.text_of(o))
                        .unwrap_or("");
                    if op == "&" {
                        depth += 1;
                    } else {
                        if depth == 0 {
                            return refuse(
                                parent,
                                format!("dereferences `{name}` at a depth kpipe cannot follow"),
                            );
                        }
                        depth -= 1;
                    }
                }
                "field_expression" => {
                    let arrow = children(parent).iter().any(|c| s.text_of(*c) == "->");
                    if arrow {
                        depth = depth.saturating_sub(1);
                    }
                }
                "binary_expression" => {
                    let op = parent
                        .child_by_field_name("operator")
                        .map(|o| s.text_of(o))
                        .unwrap_or("");
                    if depth == 0 || !matches!(op, "+" | "-") {
                        return Ok(()); // arithmetic on a value, or a comparison
                    }
                }
                "cast_expression" => {
                    let ty = parent
                        .child_by_field_name("type")
                        .map(|t| s.text_of(t))
                        .unwrap_or("");
                    depth = ty.matches('*').count();
                    if depth == 0 {
                        return Ok(());
                    }
                }
                "argument_list" => {
                    let Some(call) = parent.parent().filter(|c| c.kind() == "call_expression")
                    else {
                        return Ok(());
                    };
                    let function = call.child_by_field_name("function");
                    let callee = function.map(|f| s.text_of(f)).unwrap_or("");
                    let base = base_name(callee);
                    if matches!(
                        base,
                        "reinterpret_cast"
                            | "static_cast"
                            | "const_cast"
                            | "__builtin_assume_aligned"
                    ) {
                        if base != "__builtin_assume_aligned" {
                            depth = callee.matches('*').count();
                            if depth == 0 {
                                return Ok(());
                            }
                        }
                        cur = call;
                        continue;
                    }
                    if depth == 0 || (self.is_known_reader)(callee) {
                        return Ok(()); // a value passed, or a pointer to a known reader
                    }
                    let position = crate::source::parse::named_children(parent)
                        .iter()
                        .position(|a| a.id() == cur.id())
                        .unwrap_or(0);
                    return self.argument(call, callee, position, calls);
                }
                "assignment_expression" => {
                    let left = parent.child_by_field_name("left");
                    let is_left = left.is_some_and(|l| l.id() == cur.id());
                    if is_left {
                        if depth == 0 {
                            return refuse(parent, format!("writes through `{name}`"));
                        }
                        return Ok(()); // the pointer itself moves
                    }
                    if depth == 0 {
                        return Ok(()); // a value copied
                    }
                    let target = left.filter(|l| l.kind() == "identifier");
                    let Some(target) = target else {
                        return refuse(parent, format!("stores a pointer into `{name}` in memory, where kpipe cannot follow it"));
                    };
                    return self.variable(scope, s.text_of(target), depth, calls);
                }
                "update_expression" => {
                    if depth == 0 {
                        return refuse(parent, format!("writes through `{name}`"));
                    }
                    return Ok(());
                }
                "init_declarator" => {
                    let Some(declarator) = parent.child_by_field_name("declarator") else {
                        return Ok(());
                    };
                    if parent
                        .child_by_field_name("value")
                        .is_none_or(|v| v.id() != cur.id())
                    {
                        return Ok(());
                    }
                    let is_ref = contains_kind(declarator, "reference_declarator");
                    if depth == 0 && !is_ref {
                        return Ok(()); // a value copied into a local
                    }
                    let Some(var) = declarator_name(declarator) else {
                        return refuse(
                            parent,
                            format!("binds `{name}` in a way kpipe cannot follow"),
                        );
                    };
                    if is_ref && depth == 0 {
                        return refuse(
                            parent,
                            format!("binds a reference to an element through `{name}`"),
                        );
                    }
                    let declared = declared_depth(declarator);
                    let depth = if declared > 0 { declared } else { depth };
                    return self.variable(scope, s.text_of(var), depth, calls);
                }
                "initializer_list" | "return_statement" => {
                    if depth == 0 {
                        return Ok(());
                    }
                    return refuse(parent, format!("lets a pointer into `{name}` escape (returned or stored in an aggregate)"));
                }
                "gnu_asm_output_operand" => {
                    return refuse(parent, format!("gives `{name}` to inline asm as an output"));
                }
                k if k.ends_with("statement") || k == "declaration" || k.starts_with("gnu_asm") => {
                    return Ok(());
                }
                _ => {
                    if depth == 0 {
                        return Ok(());
                    }
                }
            }
            cur = parent;
        }
    }

    /// A pointer into a tile passed as argument `position` of `callee`: each `__device__` definition
    /// of that name in the file must only read through the parameter.
    fn argument(
        &self,
        call: Node<'t>,
        callee: &str,
        position: usize,
        calls: usize,
    ) -> Result<(), Write> {
        let s = self.source;
        let base = base_name(callee);
        let definitions = device_functions(s, base);
        let unknown = || Write {
            at: call.byte_range(),
            what: format!(
                "passes a pointer into the tile to `{callee}`, whose body kpipe cannot see"
            ),
        };
        if definitions.is_empty() || calls >= MAX_CALL_DEPTH {
            return Err(unknown());
        }
        for def in definitions {
            let Some(body) = def.child_by_field_name("body") else {
                return Err(unknown());
            };
            let Some(params) = function_parameters(def) else {
                return Err(unknown());
            };
            let Some(param) = params.get(position) else {
                return Err(unknown());
            };
            let Some(declarator) = param.child_by_field_name("declarator") else {
                return Err(unknown());
            };
            let Some(pname) = declarator_name(declarator) else {
                return Err(unknown());
            };
            let depth = declared_depth(declarator);
            if depth == 0 {
                return Err(Write {
                    at: call.byte_range(),
                    what: format!(
                        "passes a pointer into the tile to `{callee}` as parameter `{}`, whose type kpipe cannot read as a pointer or array",
                        s.text_of(pname)
                    ),
                });
            }
            for asm in descendants(body)
                .into_iter()
                .filter(|n| n.kind() == "gnu_asm_expression")
            {
                let text = self.facts.expand_macros(s.text_of(asm));
                if ASM_SHARED_STORES.iter().any(|t| text.contains(t)) {
                    return Err(Write {
                        at: call.byte_range(),
                        what: format!(
                            "passes the tile to `{callee}`, whose inline asm at line {} stores to shared memory",
                            asm.start_position().row + 1
                        ),
                    });
                }
            }
            self.variable(body, s.text_of(pname), depth, calls + 1)
                .map_err(|w| Write {
                    what: format!(
                        "passes the tile to `{callee}`, which {} (line {})",
                        w.what,
                        crate::diagnostics::line_col(&s.text, w.at.start).0
                    ),
                    at: call.byte_range(),
                })?;
        }
        Ok(())
    }
}

/// `wt::processFromSmem<BM, BN>` → `processFromSmem`.
pub fn base_name(callee: &str) -> &str {
    let no_template = callee.split('<').next().unwrap_or(callee).trim();
    no_template
        .rsplit("::")
        .next()
        .unwrap_or(no_template)
        .trim()
}

/// The function definitions of the file with this name (any namespace), that are not kernels.
pub fn device_functions<'t>(source: &'t Source, name: &str) -> Vec<Node<'t>> {
    descendants(source.root())
        .into_iter()
        .filter(|n| n.kind() == "function_definition")
        .filter(|n| {
            !children(*n)
                .iter()
                .any(|c| source.text_of(*c) == "__global__")
        })
        .filter(|n| {
            n.child_by_field_name("declarator")
                .and_then(function_declarator)
                .and_then(|f| f.child_by_field_name("declarator"))
                .is_some_and(|d| base_name(source.text_of(d)) == name)
        })
        .collect()
}

fn function_declarator(mut d: Node) -> Option<Node> {
    loop {
        match d.kind() {
            "function_declarator" => return Some(d),
            "pointer_declarator" | "reference_declarator" | "parenthesized_declarator" => {
                d = d
                    .child_by_field_name("declarator")
                    .or_else(|| d.named_child(0))?
            }
            _ => return None,
        }
    }
}

/// The parameter declarations of a function definition, in order.
pub fn function_parameters(def: Node) -> Option<Vec<Node>> {
    let f = def
        .child_by_field_name("declarator")
        .and_then(function_declarator)?;
    let params = f.child_by_field_name("parameters")?;
    Some(
        crate::source::parse::named_children(params)
            .into_iter()
            .filter(|p| p.kind() == "parameter_declaration")
            .collect(),
    )
}

/// Pointer levels and array dimensions of a declarator (`(*As)[BK]` → 2, `*p` → 1, `x` → 0).
pub fn declared_depth(declarator: Node) -> usize {
    descendants(declarator)
        .iter()
        .filter(|n| matches!(n.kind(), "pointer_declarator" | "array_declarator"))
        .count()
}

/// The identifier a declarator declares, through parentheses and references (`(*As)[BK]`, `&x`).
pub fn declarator_name(mut node: Node) -> Option<Node> {
    loop {
        match node.kind() {
            "identifier" => return Some(node),
            "init_declarator"
            | "array_declarator"
            | "pointer_declarator"
            | "reference_declarator"
            | "parenthesized_declarator" => {
                node = node.child_by_field_name("declarator").or_else(|| {
                    crate::source::parse::named_children(node)
                        .into_iter()
                        .find(|c| c.kind() != "type_qualifier")
                })?
            }
            _ => return None,
        }
    }
}

fn contains_kind(node: Node, kind: &str) -> bool {
    descendants(node).iter().any(|n| n.kind() == kind)
}

/// The identifier a declarator declares (not a use).
fn is_declarator_name(id: Node) -> bool {
    id.parent().is_some_and(|p| {
        matches!(
            p.kind(),
            "init_declarator"
                | "pointer_declarator"
                | "array_declarator"
                | "reference_declarator"
                | "parenthesized_declarator"
                | "parameter_declaration"
                | "declaration"
        ) && (p
            .child_by_field_name("declarator")
            .is_some_and(|d| d.id() == id.id())
            || matches!(
                p.kind(),
                "reference_declarator" | "parenthesized_declarator"
            ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the check on the first use of `tile` (of `depth`) in function `k`'s body.
    fn check(text: &str, depth: usize) -> Result<(), Write> {
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let known = |c: &str| base_name(c) == "load_matrix_sync";
        let rc = ReadCheck::new(&source, &facts, &known);
        let k = descendants(source.root())
            .into_iter()
            .find(|n| {
                n.kind() == "function_definition" && source.text_of(*n).contains("__global__")
            })
            .unwrap();
        let body = k.child_by_field_name("body").unwrap();
        let id = identifier_nodes(body)
            .into_iter()
            .find(|i| source.text_of(*i) == "As" && !is_declarator_name(*i))
            .unwrap();
        rc.use_of(body, id, depth, 0)
    }

    fn kernel(helper: &str, call: &str) -> String {
        format!("{helper}\n__global__ void k(float *C) {{ __shared__ float As[16][16]; float acc = 0; {call} C[0] = acc; }}\n")
    }

    #[test]
    fn a_helper_that_reads_through_its_parameters_is_a_reader() {
        let h = "template <int N> __device__ void dot(float &acc, const float (*As)[16], int r) { const float *row = As[r]; for (int k = 0; k < N; ++k) acc += row[k] * 2.0f; }";
        assert!(check(&kernel(h, "dot<16>(acc, As, 1);"), 2).is_ok());
        let flat = "__device__ float first(const float *p) { return p[0] + *(p + 1); }";
        assert!(check(&kernel(flat, "acc += first(&As[0][0]);"), 2).is_ok());
        assert!(check(&kernel("", "acc += As[1][2];"), 2).is_ok());
    }

    #[test]
    fn writes_escapes_and_unknown_callees_are_refused() {
        let cases = [
            ("__device__ void z(float (*t)[16]) { t[0][1] = 0; }", "z(As);", "writes through `t`"),
            ("__device__ void z(float *t) { atomicAdd(t, 1.0f); }", "z(As[0]);", "`atomicAdd`"),
            ("__device__ float *z(float *t) { return t + 1; }", "acc += *z(As[0]);", "escape"),
            ("__device__ void z(float *t) { t[0]++; }", "z(&As[0][0]);", "writes through `t`"),
            ("__device__ void z(float *t) { float **q = &t; **q = 1; }", "z(As[0]);", "`q`"),
            ("__device__ void z(float *t) { asm volatile(\"st.shared.f32 [%0], %1;\" :: \"l\"(t), \"f\"(1.0f)); }", "z(As[0]);", "stores to shared memory"),
            ("__device__ void z(float (&t)[16][16]) { t[1][1] = 2; }", "z(As);", "writes through `t`"),
            ("", "external(As);", "cannot see"),
            ("", "float *p = As[0]; p[3] = 1;", "writes through `p`"),
        ];
        for (helper, call, why) in cases {
            let got = check(&kernel(helper, call), 2);
            let w = got.expect_err(call);
            assert!(w.what.contains(why), "{call}: {}", w.what);
        }
    }
}
