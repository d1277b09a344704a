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
        let name = self.source.text_of(id).to_string();
        let mut cur = id;
        loop {
            let Some(parent) = cur.parent() else {
                return Ok(());
            };
            if parent.id() == scope.id() {
                return Ok(());
            }
            let at = Use {
                scope,
                cur,
                parent,
                name: &name,
                calls,
            };
            let next = match self.step_in_expression(&at, &mut depth) {
                Some(next) => next,
                None => self.step_into_use(&at, &mut depth),
            };
            match next {
                Next::Up => cur = parent,
                Next::UpFrom(node) => cur = node,
                Next::End(result) => return result,
            }
        }
    }

    /// One step up through an expression that keeps the pointer (an index, parentheses, a
    /// dereference, pointer arithmetic, a cast), its depth updated; None for the other parents.
    fn step_in_expression(&self, at: &Use<'_, 't>, depth: &mut usize) -> Option<Next<'t>> {
        let (s, parent, cur) = (self.source, at.parent, at.cur);
        let next = match parent.kind() {
            "subscript_expression" => {
                if parent.named_child(0).is_some_and(|b| b.id() == cur.id()) {
                    *depth = depth.saturating_sub(1);
                    Next::Up
                } else {
                    Next::End(Ok(())) // an index
                }
            }
            "subscript_argument_list" => Next::End(Ok(())),
            "parenthesized_expression" | "conditional_expression" | "comma_expression" => {
                if parent.kind() == "conditional_expression"
                    && parent
                        .child_by_field_name("condition")
                        .is_some_and(|c| c.id() == cur.id())
                {
                    Next::End(Ok(()))
                } else {
                    Next::Up
                }
            }
            "pointer_expression" => self.through_pointer_expression(at, depth),
            "field_expression" => {
                let arrow = children(parent).iter().any(|c| s.text_of(*c) == "->");
                if arrow {
                    *depth = depth.saturating_sub(1);
                }
                Next::Up
            }
            "binary_expression" => {
                if *depth == 0 || !matches!(operator_of(s, parent), "+" | "-") {
                    Next::End(Ok(())) // arithmetic on a value, or a comparison
                } else {
                    Next::Up
                }
            }
            "cast_expression" => {
                let ty = parent
                    .child_by_field_name("type")
                    .map(|t| s.text_of(t))
                    .unwrap_or("");
                *depth = ty.matches('*').count();
                if *depth == 0 {
                    Next::End(Ok(()))
                } else {
                    Next::Up
                }
            }
            _ => return None,
        };
        Some(next)
    }

    /// One step up through `&p` (one level more) or `*p` (one less; refused on an element).
    fn through_pointer_expression(&self, at: &Use<'_, 't>, depth: &mut usize) -> Next<'t> {
        if operator_of(self.source, at.parent) == "&" {
            *depth += 1;
        } else {
            if *depth == 0 {
                return Next::End(not_a_read(
                    at.parent,
                    format!("dereferences `{}` at a depth kpipe cannot follow", at.name),
                ));
            }
            *depth -= 1;
        }
        Next::Up
    }

    /// One step up from where the pointer goes: into a call, a variable, memory, inline asm or a
    /// statement (mostly the end of the use), or on up through an expression of another kind.
    fn step_into_use(&self, at: &Use<'_, 't>, depth: &mut usize) -> Next<'t> {
        let (parent, name) = (at.parent, at.name);
        match parent.kind() {
            "argument_list" => self.through_call(at, depth),
            "assignment_expression" => Next::End(self.through_assignment(at, *depth)),
            "update_expression" => Next::End(if *depth == 0 {
                not_a_read(parent, format!("writes through `{name}`"))
            } else {
                Ok(())
            }),
            "init_declarator" => Next::End(self.through_init_declarator(at, *depth)),
            "initializer_list" | "return_statement" => {
                Next::End(if *depth == 0 {
                    Ok(())
                } else {
                    not_a_read(parent, format!("lets a pointer into `{name}` escape (returned or stored in an aggregate)"))
                })
            }
            "gnu_asm_output_operand" => Next::End(not_a_read(
                parent,
                format!("gives `{name}` to inline asm as an output"),
            )),
            k if k.ends_with("statement") || k == "declaration" || k.starts_with("gnu_asm") => {
                Next::End(Ok(()))
            }
            _ => {
                if *depth == 0 {
                    Next::End(Ok(()))
                } else {
                    Next::Up
                }
            }
        }
    }

    /// The pointer as an argument of a call: through a cast written as a call, on up from the
    /// call; passed to a function, that function must only read through its parameter.
    fn through_call(&self, at: &Use<'_, 't>, depth: &mut usize) -> Next<'t> {
        let s = self.source;
        let Some(call) = at.parent.parent().filter(|c| c.kind() == "call_expression") else {
            return Next::End(Ok(()));
        };
        let function = call.child_by_field_name("function");
        let callee = function.map(|f| s.text_of(f)).unwrap_or("");
        let base = base_name(callee);
        if matches!(
            base,
            "reinterpret_cast" | "static_cast" | "const_cast" | "__builtin_assume_aligned"
        ) {
            if base != "__builtin_assume_aligned" {
                *depth = callee.matches('*').count();
                if *depth == 0 {
                    return Next::End(Ok(()));
                }
            }
            return Next::UpFrom(call);
        }
        if *depth == 0 || (self.is_known_reader)(callee) {
            return Next::End(Ok(())); // a value passed, or a pointer to a known reader
        }
        if self.is_dereference_macro(callee) && !is_written_place(call) {
            return Next::End(Ok(())); // `_u32(p)`, `*(uint32_t *)(p)` read as a value
        }
        let position = crate::source::parse::named_children(at.parent)
            .iter()
            .position(|a| a.id() == at.cur.id())
            .unwrap_or(0);
        Next::End(self.argument(call, callee, position, at.calls))
    }

    /// A function-like macro of the file whose body is a dereference of its parameter through a
    /// cast and nothing else (`#define _u32(x) (*((uint32_t *)(x)))`): a use of it is the value
    /// at that address, a read unless the use is assigned to.
    fn is_dereference_macro(&self, callee: &str) -> bool {
        let (Some(body), Some(params)) = (
            self.facts.macros.get(callee),
            self.facts.macro_params.get(callee),
        ) else {
            return false;
        };
        let body: String = body.split_whitespace().collect();
        let inner = body.strip_prefix('(').and_then(|b| b.strip_suffix(')'));
        let deref = inner.unwrap_or(&body);
        params.len() == 1
            && deref.starts_with('*')
            && !super::pure_functions::has_assignment(deref)
            && !deref.contains("++")
            && !deref.contains("--")
            && !deref.contains("asm")
    }

    /// The pointer in an assignment: written through on the left, or copied into a variable on
    /// the right (then followed through that variable).
    fn through_assignment(&self, at: &Use<'_, 't>, depth: usize) -> Result<(), Write> {
        let (parent, name) = (at.parent, at.name);
        let left = parent.child_by_field_name("left");
        let is_left = left.is_some_and(|l| l.id() == at.cur.id());
        if is_left {
            if depth == 0 {
                return not_a_read(parent, format!("writes through `{name}`"));
            }
            return Ok(()); // the pointer itself moves
        }
        if depth == 0 {
            return Ok(()); // a value copied
        }
        let target = left.filter(|l| l.kind() == "identifier");
        let Some(target) = target else {
            return not_a_read(
                parent,
                format!("stores a pointer into `{name}` in memory, where kpipe cannot follow it"),
            );
        };
        self.variable(at.scope, self.source.text_of(target), depth, at.calls)
    }

    /// The pointer initialising a declared variable: followed through that variable (a pointer,
    /// or a reference to a pointer); a reference to an element is refused.
    fn through_init_declarator(&self, at: &Use<'_, 't>, depth: usize) -> Result<(), Write> {
        let (parent, name) = (at.parent, at.name);
        let Some(declarator) = parent.child_by_field_name("declarator") else {
            return Ok(());
        };
        if parent
            .child_by_field_name("value")
            .is_none_or(|v| v.id() != at.cur.id())
        {
            return Ok(());
        }
        let is_ref = contains_kind(declarator, "reference_declarator");
        if depth == 0 && !is_ref {
            return Ok(()); // a value copied into a local
        }
        let Some(var) = declarator_name(declarator) else {
            return not_a_read(
                parent,
                format!("binds `{name}` in a way kpipe cannot follow"),
            );
        };
        if is_ref && depth == 0 {
            return not_a_read(
                parent,
                format!("binds a reference to an element through `{name}`"),
            );
        }
        let declared = declared_depth(declarator);
        let depth = if declared > 0 { declared } else { depth };
        self.variable(at.scope, self.source.text_of(var), depth, at.calls)
    }

    /// A pointer into a tile passed as argument `position` of `callee`: each `__device__` definition
    /// of that name in the file must only read through the parameter; without one in the file, an
    /// included header's definitions must (`FileFacts::header_readers`).
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
        let at = call.byte_range();
        let unknown = || Write {
            at: at.clone(),
            what: format!(
                "passes a pointer into the tile to `{callee}`, whose body kpipe cannot see"
            ),
        };
        if definitions.is_empty() && self.facts.macro_params.contains_key(base) {
            return match self.macro_only_reads(call, base, position) {
                true => Ok(()),
                false => Err(unknown()),
            };
        }
        if definitions.is_empty() {
            let read_in_header = self
                .facts
                .header_readers
                .get(base)
                .is_some_and(|p| p.contains(&position));
            return if read_in_header {
                Ok(())
            } else {
                Err(unknown())
            };
        }
        if calls >= MAX_CALL_DEPTH {
            return Err(unknown());
        }
        for def in definitions {
            self.parameter_reads(def, position, calls + 1)
                .map_err(|w| match w {
                    None => unknown(),
                    Some(w) => Write {
                        what: format!("passes the tile to `{callee}`, which {}", w.what),
                        at: at.clone(),
                    },
                })?;
        }
        Ok(())
    }

    /// Whether the use `call` of the file's function-like macro `name` only reads through its
    /// argument at `position`: the use is a value (not assigned to, incremented or its address
    /// taken), and the macro's body writes nothing and calls nothing (casts, subscripts and
    /// arithmetic only: `#define FLOAT4(p) (reinterpret_cast<const float4 *>(p)[0])`).
    fn macro_only_reads(&self, call: Node<'t>, name: &str, position: usize) -> bool {
        let (Some(params), Some(body)) = (
            self.facts.macro_params.get(name),
            self.facts.macros.get(name),
        ) else {
            return false;
        };
        if position >= params.len() {
            return false;
        }
        let written = call.parent().is_some_and(|p| match p.kind() {
            "assignment_expression" => p.child_by_field_name("left") == Some(call),
            "update_expression" => true,
            "pointer_expression" => p
                .child_by_field_name("operator")
                .is_some_and(|o| self.source.text_of(o) == "&"),
            _ => false,
        });
        !written && body_only_reads(body)
    }

    /// Whether function definition `def` only reads through its parameter at `position` (a
    /// pointer or array), for the tile-read check of an included header's helpers: why not, when
    /// it does not.
    pub fn only_reads_parameter(
        &self,
        def: Node<'t>,
        position: usize,
    ) -> Result<(), super::error::RecognizeError> {
        self.parameter_reads(def, position, 1).map_err(|w| match w {
            None => super::error::RecognizeError::ParameterNotFollowed,
            Some(w) => super::error::RecognizeError::ParameterWritten { what: w.what },
        })
    }

    /// `only_reads_parameter`, `calls` deep: None when the parameter cannot be followed (no body,
    /// no such parameter, or no name).
    fn parameter_reads(
        &self,
        def: Node<'t>,
        position: usize,
        calls: usize,
    ) -> Result<(), Option<Write>> {
        let s = self.source;
        let body = def.child_by_field_name("body").ok_or(None)?;
        let params = function_parameters(def).ok_or(None)?;
        let declarator = params
            .get(position)
            .and_then(|p| p.child_by_field_name("declarator"))
            .ok_or(None)?;
        let pname = declarator_name(declarator).ok_or(None)?;
        let depth = declared_depth(declarator);
        if depth == 0 {
            return Err(Some(Write {
                at: declarator.byte_range(),
                what: format!(
                    "takes it as parameter `{}`, whose type kpipe cannot read as a pointer or array",
                    s.text_of(pname)
                ),
            }));
        }
        for asm in descendants(body)
            .into_iter()
            .filter(|n| n.kind() == "gnu_asm_expression")
        {
            let text = self.facts.expand_macros(s.text_of(asm));
            if ASM_SHARED_STORES.iter().any(|t| text.contains(t)) {
                return Err(Some(Write {
                    at: asm.byte_range(),
                    what: format!(
                        "stores to shared memory in inline asm (line {})",
                        asm.start_position().row + 1
                    ),
                }));
            }
        }
        self.variable(body, s.text_of(pname), depth, calls)
            .map_err(|w| {
                Some(Write {
                    what: format!(
                        "{} (line {})",
                        w.what,
                        crate::diagnostics::line_col(&s.text, w.at.start).0
                    ),
                    at: w.at,
                })
            })
    }
}

/// One occurrence of a pointer being followed up its expression: the scope it is followed in,
/// the node reached and its parent, the pointer's name, and how many calls deep it is.
struct Use<'u, 't> {
    scope: Node<'t>,
    cur: Node<'t>,
    parent: Node<'t>,
    name: &'u str,
    calls: usize,
}

/// Where following a use of a pointer goes after one step up.
enum Next<'t> {
    /// On up, from the parent.
    Up,
    /// On up, from this node (the call of a cast written as a call).
    UpFrom(Node<'t>),
    /// The use ends here: only a read (`Ok`), or a write.
    End(Result<(), Write>),
}

/// The refusal of a use of a tile that is not a read: at `at`, doing `what`.
fn not_a_read(at: Node, what: String) -> Result<(), Write> {
    Err(Write {
        at: at.byte_range(),
        what,
    })
}

/// The operator of a unary or binary expression (`&`, `*`, `+`), or "" without one.
fn operator_of<'s>(s: &'s Source, expression: Node) -> &'s str {
    expression
        .child_by_field_name("operator")
        .map(|o| s.text_of(o))
        .unwrap_or("")
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

/// The name of a function definition that is not a kernel (`__device__` helpers), without its
/// qualifiers (`ns::f` is `f`).
pub fn function_name(source: &Source, definition: Node) -> Option<String> {
    let is_kernel = children(definition)
        .iter()
        .any(|c| source.text_of(*c) == "__global__");
    if is_kernel {
        return None;
    }
    let name = definition
        .child_by_field_name("declarator")
        .and_then(function_declarator)
        .and_then(|f| f.child_by_field_name("declarator"))?;
    Some(base_name(source.text_of(name)).to_string())
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
/// A call used as a place that is written: assigned to, incremented, or its address taken.
fn is_written_place(call: Node) -> bool {
    let Some(parent) = call.parent() else {
        return false;
    };
    match parent.kind() {
        "assignment_expression" => parent.child_by_field_name("left") == Some(call),
        "update_expression" => true,
        "pointer_expression" => parent.child(0).is_some_and(|op| op.kind() == "&"),
        _ => false,
    }
}

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

/// Whether a macro body only computes a value: no assignment (`=`, `+=`, ..), no `++`/`--`, and no
/// call (a name followed by `(`; casts such as `reinterpret_cast<T *>(p)` are not calls).
fn body_only_reads(body: &str) -> bool {
    let bytes = body.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| bytes[j]);
        let next = bytes.get(i + 1).copied();
        match b {
            b'=' if !matches!(prev, Some(b'=' | b'!' | b'<' | b'>')) && next != Some(b'=') => {
                return false
            }
            b'+' | b'-' if next == Some(b) => return false,
            b'(' => {
                let before = body[..i].trim_end();
                let word_end = before
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
                if word_end {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
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
