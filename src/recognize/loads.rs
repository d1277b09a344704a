//! The load phase: every store into a shared tile, what it stores (a global lvalue, a guarded load with
//! zero fill, a component of a vector loaded into a local), how wide it is, and the loops around it with
//! their trip counts. The rewriters need exactly this to prefetch into registers or to issue `cp.async`.

use super::effects::{assignments, declarator_name, is_in_lhs, lvalue_root, mentions_any};
use super::kernel::FileFacts;
use crate::consts::{type_size, Symbols};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::parse::{children, descendants, named_children, strip_parens, Source};
use std::collections::HashSet;
use tree_sitter::Node;

/// What a tile store stores.
#[derive(Debug, Clone)]
pub enum Value<'t> {
    /// An lvalue in global memory (`A[i]`, `*reinterpret_cast<const float4*>(&A[i])`, `FETCH(A[i])`).
    Global {
        lvalue: Node<'t>,
        address: Option<String>,
    },
    /// `cond ? load : 0` or `if (cond) T = load; else T = 0;`: a load with zero fill.
    Guarded {
        cond: String,
        lvalue: Node<'t>,
        address: Option<String>,
        zero: String,
    },
    /// A component of a local that holds a vector loaded from global memory (`tmp.x`).
    LocalPart {
        local: String,
        field: Option<String>,
    },
    /// Anything else (a computed value, a constant).
    Other,
}

/// One statement that writes a tile.
#[derive(Debug, Clone)]
pub struct TileStore<'t> {
    /// The statement that the rewriters replace: the expression statement, or the `if` of an if/else
    /// zero-fill pair.
    pub anchor: Node<'t>,
    /// The left-hand side of the (first) assignment.
    pub lhs: Node<'t>,
    pub rhs: Node<'t>,
    pub tile: String,
    pub value: Value<'t>,
    /// The type of one stored value as it should be written in a register declaration.
    pub value_type: String,
    /// Bytes per store.
    pub width: Option<u64>,
    /// Indices into `LoadPhase::loops` of the loops around this store, outermost first.
    pub loops: Vec<usize>,
}

/// A `for` loop inside the load phase.
#[derive(Debug, Clone)]
pub struct LoadLoop<'t> {
    pub node: Node<'t>,
    pub counter: Option<String>,
    pub start: String,
    pub step: String,
    /// Trip count, when it is a compile-time constant; otherwise the name that has no value.
    pub trips: std::result::Result<u64, String>,
}

/// How a local declared in the load phase is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LocalKind {
    /// Index arithmetic: no global memory involved.
    Index,
    /// A pointer into global memory.
    GlobalPointer,
    /// A value read from global memory (e.g. a float4 that is then stored transposed).
    GlobalValue,
}

#[derive(Debug, Clone)]
pub struct Local<'t> {
    pub name: String,
    pub decl: Node<'t>,
    pub init: Option<Node<'t>>,
    pub kind: LocalKind,
}

#[derive(Debug, Default)]
pub struct LoadPhase<'t> {
    pub stores: Vec<TileStore<'t>>,
    pub loops: Vec<LoadLoop<'t>>,
    pub locals: Vec<Local<'t>>,
    /// Top-level pointer/offset bumps inside the load phase (kept in place in the load passes).
    pub bumps: Vec<Node<'t>>,
}

impl LoadPhase<'_> {
    pub fn local(&self, name: &str) -> Option<&Local<'_>> {
        self.locals.iter().find(|l| l.name == name)
    }
}

pub struct LoadContext<'a> {
    pub source: &'a Source,
    pub facts: &'a FileFacts,
    pub symbols: &'a Symbols,
    pub tiles: &'a HashSet<String>,
    pub tile_types: &'a dyn Fn(&str) -> String,
    pub global_pointers: &'a HashSet<String>,
    /// Variables the loop bumps (declared outside, advanced each iteration).
    pub bump_vars: &'a HashSet<String>,
    pub ivars: &'a HashSet<String>,
    /// Threads per block, when known.
    pub threads: Option<u64>,
    /// Is this expression a thread index below the block size?
    pub is_thread_index: &'a dyn Fn(&str) -> bool,
}

const VECTOR_TYPES: &[&str] = &[
    "float4",
    "int4",
    "uint4",
    "double2",
    "longlong2",
    "ulonglong2",
    "float2",
    "int2",
    "uint2",
    "half2",
    "__half2",
    "__nv_bfloat162",
    "nv_bfloat162",
    "char4",
    "uchar4",
];

/// Analyses the top-level load statements.
pub fn analyse<'t>(cx: &LoadContext, statements: &[Node<'t>]) -> Result<LoadPhase<'t>> {
    let mut phase = LoadPhase::default();
    for stmt in statements {
        if is_bump(cx, *stmt) {
            phase.bumps.push(*stmt);
            continue;
        }
        walk(cx, *stmt, &mut Vec::new(), &mut phase)?;
    }
    Ok(phase)
}

/// `X += e;`, `X -= e;`, `X++;`, `X = X + e;` where X is a variable the loop bumps.
pub fn bump_target(source: &Source, stmt: Node) -> Option<String> {
    if stmt.kind() != "expression_statement" {
        return None;
    }
    let expr = stmt.named_child(0)?;
    let target = match expr.kind() {
        "assignment_expression" => {
            let op = expr
                .child_by_field_name("operator")
                .map(|o| source.text_of(o))?;
            let left = expr.child_by_field_name("left")?;
            let right = expr.child_by_field_name("right")?;
            match op {
                "+=" | "-=" => left,
                "=" if right.kind() == "binary_expression"
                    && right
                        .child_by_field_name("left")
                        .is_some_and(|l| source.text_of(l) == source.text_of(left)) =>
                {
                    left
                }
                _ => return None,
            }
        }
        "update_expression" => expr.child_by_field_name("argument")?,
        _ => return None,
    };
    (target.kind() == "identifier").then(|| source.text_of(target).to_string())
}

fn is_bump(cx: &LoadContext, stmt: Node) -> bool {
    bump_target(cx.source, stmt).is_some_and(|t| cx.bump_vars.contains(&t))
}

fn unsupported(node: Node, message: String, help: &str) -> Box<Diagnostic> {
    Diagnostic::new(Kind::UnsupportedPattern, message, help).at(node.byte_range())
}

fn walk<'t>(
    cx: &LoadContext,
    node: Node<'t>,
    loops: &mut Vec<usize>,
    phase: &mut LoadPhase<'t>,
) -> Result<()> {
    let source = cx.source;
    match node.kind() {
        "compound_statement" => {
            for child in named_children(node) {
                walk(cx, child, loops, phase)?;
            }
        }
        "comment" | "empty_statement" | ";" => {}
        "declaration" => declaration(cx, node, phase)?,
        "expression_statement" => expression_statement(cx, node, loops, phase)?,
        "for_statement" => {
            let lp = load_loop(cx, node);
            phase.loops.push(lp);
            loops.push(phase.loops.len() - 1);
            if let Some(body) = node.child_by_field_name("body") {
                walk(cx, body, loops, phase)?;
            }
            loops.pop();
        }
        "if_statement" => {
            if let Some(store) = if_else_zero_fill(cx, node, loops)? {
                phase.stores.push(store);
                return Ok(());
            }
            let cond = node.child_by_field_name("condition");
            if let Some(cond) = cond {
                if let Some(tile) = mentions_any(source, cond, cx.tiles) {
                    return Err(tile_read_in_load(cond, &tile));
                }
            }
            for branch in ["consequence", "alternative"] {
                if let Some(b) = node.child_by_field_name(branch) {
                    walk(cx, b, loops, phase)?;
                }
            }
        }
        "else_clause" => {
            for child in named_children(node) {
                walk(cx, child, loops, phase)?;
            }
        }
        _ => {
            return Err(unsupported(
                node,
                format!(
                    "kpipe does not rewrite a `{}` in the load phase",
                    node.kind().replace('_', " ")
                ),
                "the load phase may hold declarations, tile stores, `for` loops and `if` guards",
            ))
        }
    }
    Ok(())
}

fn tile_read_in_load(node: Node, tile: &str) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::AlreadyPipelined,
        format!("the load phase reads tile `{tile}` before the first barrier: this loop already prefetches (register double-buffering) or mixes phases"),
        "kpipe pipelines loops whose body is: loads into the tiles, __syncthreads(), compute, __syncthreads()",
    )
    .at(node.byte_range())
}

fn declaration<'t>(cx: &LoadContext, node: Node<'t>, phase: &mut LoadPhase<'t>) -> Result<()> {
    let source = cx.source;
    if let Some(tile) = mentions_any(source, node, cx.tiles) {
        return Err(tile_read_in_load(node, &tile));
    }
    for declarator in named_children(node) {
        let Some(name) = declarator_name(declarator) else {
            continue;
        };
        let init = (declarator.kind() == "init_declarator")
            .then(|| declarator.child_by_field_name("value"))
            .flatten();
        let is_pointer = declarator
            .child_by_field_name("declarator")
            .is_some_and(|d| d.kind() == "pointer_declarator");
        let reads_global = init.is_some_and(|i| {
            mentions_any(source, i, cx.global_pointers).is_some()
                || crate::recognize::effects::identifier_nodes(i)
                    .iter()
                    .any(|id| {
                        phase
                            .local(source.text_of(*id))
                            .is_some_and(|l| l.kind != LocalKind::Index)
                    })
        });
        let kind = match (reads_global, is_pointer) {
            (false, _) => LocalKind::Index,
            (true, true) => LocalKind::GlobalPointer,
            (true, false) => LocalKind::GlobalValue,
        };
        phase.locals.push(Local {
            name: source.text_of(name).to_string(),
            decl: node,
            init,
            kind,
        });
    }
    Ok(())
}

fn expression_statement<'t>(
    cx: &LoadContext,
    node: Node<'t>,
    loops: &[usize],
    phase: &mut LoadPhase<'t>,
) -> Result<()> {
    let source = cx.source;
    let Some(expr) = node.named_child(0) else {
        return Ok(());
    };
    if expr.kind() == "assignment_expression" {
        let lhs = expr
            .child_by_field_name("left")
            .expect("assignment has a left side");
        let rhs = expr
            .child_by_field_name("right")
            .expect("assignment has a right side");
        if let Some(tile) = mentions_any(source, lhs, cx.tiles) {
            let op = expr
                .child_by_field_name("operator")
                .map(|o| source.text_of(o))
                .unwrap_or("=");
            if op != "=" {
                return Err(unsupported(
                    expr,
                    format!(
                        "`{op}` into tile `{tile}` in the load phase: the tile is read and written"
                    ),
                    "kpipe pipelines plain stores `tile[...] = value;` in the load phase",
                ));
            }
            if let Some(read) = mentions_any(source, rhs, cx.tiles) {
                return Err(tile_read_in_load(rhs, &read));
            }
            phase
                .stores
                .push(tile_store(cx, node, lhs, rhs, tile, loops, phase)?);
            return Ok(());
        }
        if let Some(tile) = mentions_any(source, expr, cx.tiles) {
            return Err(tile_read_in_load(expr, &tile));
        }
        if let Some(root) = lvalue_root(lhs) {
            if let Some(local) = phase.local(source.text_of(root)) {
                // Pointer arithmetic on a pointer local (`p += stride`) is address math, not a load.
                let reads_global = local.kind != LocalKind::GlobalPointer
                    && mentions_any(source, rhs, cx.global_pointers).is_some();
                if reads_global {
                    return Err(unsupported(
                        expr,
                        format!(
                            "`{}` is loaded from global memory after its declaration (a guarded load into a local); kpipe handles `T v = load;` and guarded stores into the tile",
                            source.text_of(root)
                        ),
                        "write the guard into the store (`tile[i] = cond ? load : 0;`), then run kpipe again",
                    ));
                }
                return Ok(()); // index arithmetic on a load-phase local
            }
        }
        return Err(unsupported(
            expr,
            format!(
                "the load phase assigns `{}`, which is declared outside the loop",
                source.text_of(lhs)
            ),
            "kpipe expects the load phase to write only the shared tiles (and pointer bumps such as `A += BK;` at the top level)",
        ));
    }
    if expr.kind() == "update_expression" {
        let arg = expr.child_by_field_name("argument");
        if arg
            .and_then(lvalue_root)
            .is_some_and(|r| phase.local(source.text_of(r)).is_some())
        {
            return Ok(());
        }
    }
    if expr.kind() == "call_expression" {
        let callee = expr
            .child_by_field_name("function")
            .map(|f| source.text_of(f).to_string())
            .unwrap_or_default();
        if let Some(tile) = mentions_any(source, expr, cx.tiles) {
            return Err(unsupported(
                expr,
                format!("tile `{tile}` is loaded through `{callee}(...)`: kpipe needs the stores in the loop body"),
                "inline the helper into the K-loop (or mark it __forceinline__ and paste its body), then run kpipe again",
            ));
        }
    }
    Err(unsupported(
        node,
        "kpipe cannot classify this statement of the load phase".to_string(),
        "the load phase may hold declarations, tile stores, `for` loops, `if` guards and pointer bumps",
    ))
}

fn expanded_text(cx: &LoadContext, node: Node) -> String {
    cx.facts.expand_macros(cx.source.text_of(node))
}

fn vector_type_in(text: &str) -> Option<&'static str> {
    let words: HashSet<&str> = super::kernel::identifiers_in(text).collect();
    VECTOR_TYPES.iter().copied().find(|v| words.contains(v))
}

fn tile_store<'t>(
    cx: &LoadContext,
    anchor: Node<'t>,
    lhs: Node<'t>,
    rhs: Node<'t>,
    tile: String,
    loops: &[usize],
    phase: &LoadPhase<'t>,
) -> Result<TileStore<'t>> {
    let value = classify_value(cx, rhs, phase);
    let value_type = match vector_type_in(&expanded_text(cx, lhs)) {
        Some(v) => v.to_string(),
        None => (cx.tile_types)(&tile),
    };
    let width = type_size(cx.symbols.resolve_type(&value_type));
    Ok(TileStore {
        anchor,
        lhs,
        rhs,
        tile,
        value,
        value_type,
        width,
        loops: loops.to_vec(),
    })
}

fn classify_value<'t>(cx: &LoadContext, rhs: Node<'t>, phase: &LoadPhase<'t>) -> Value<'t> {
    let source = cx.source;
    let rhs = strip_parens(rhs);
    if rhs.kind() == "conditional_expression" {
        let (Some(cond), Some(yes), Some(no)) = (
            rhs.child_by_field_name("condition"),
            rhs.child_by_field_name("consequence"),
            rhs.child_by_field_name("alternative"),
        ) else {
            return Value::Other;
        };
        if is_zero(source.text_of(no), cx.symbols) {
            if let Value::Global { lvalue, address } = classify_value(cx, yes, phase) {
                return Value::Guarded {
                    cond: source.text_of(cond).to_string(),
                    lvalue,
                    address,
                    zero: source.text_of(no).to_string(),
                };
            }
        }
        return Value::Other;
    }
    // A component of a vector local: `tmp.x` or `tmp`.
    let (local, field) = match rhs.kind() {
        "field_expression" => (
            rhs.child_by_field_name("argument"),
            rhs.child_by_field_name("field")
                .map(|f| source.text_of(f).to_string()),
        ),
        "identifier" => (Some(rhs), None),
        _ => (None, None),
    };
    if let Some(local) = local.filter(|l| l.kind() == "identifier") {
        if let Some(l) = phase.local(source.text_of(local)) {
            if l.kind == LocalKind::GlobalValue {
                return Value::LocalPart {
                    local: l.name.clone(),
                    field,
                };
            }
        }
    }
    if mentions_any(source, rhs, cx.global_pointers).is_some()
        || crate::recognize::effects::identifier_nodes(rhs)
            .iter()
            .any(|id| {
                phase
                    .local(source.text_of(*id))
                    .is_some_and(|l| l.kind == LocalKind::GlobalPointer)
            })
    {
        return Value::Global {
            lvalue: rhs,
            address: address_of(cx, rhs),
        };
    }
    Value::Other
}

/// The address of a global lvalue, as an expression: `&(lvalue)`, or the pointer argument of `__ldg`.
/// None when the expression is not an lvalue (cp.async then cannot copy it).
pub fn address_of(cx: &LoadContext, lvalue: Node) -> Option<String> {
    let source = cx.source;
    let text = source.text_of(lvalue);
    match lvalue.kind() {
        "subscript_expression" | "pointer_expression" | "field_expression"
            if !text.starts_with('&') =>
        {
            Some(format!("&({text})"))
        }
        "call_expression" => {
            let callee = lvalue
                .child_by_field_name("function")
                .map(|f| source.text_of(f))?;
            if callee == "__ldg" || callee.starts_with("__ldc") {
                let arg = lvalue
                    .child_by_field_name("arguments")
                    .and_then(|a| a.named_child(0))?;
                return Some(source.text_of(arg).to_string());
            }
            // A macro that expands to an lvalue (`(reinterpret_cast<float4*>(&(p))[0])` or `*(...)`).
            let body = cx.facts.macros.get(callee)?;
            let body = body.trim();
            let is_lvalue = body.trim_end_matches(')').ends_with("[0]")
                || body.trim_start_matches('(').starts_with('*');
            is_lvalue.then(|| format!("&({text})"))
        }
        _ => None,
    }
}

/// A literal zero in any of its spellings: `0`, `0.0f`, `make_float4(0, 0, 0, 0)`, `__float2half(0.f)`.
pub fn is_zero(text: &str, symbols: &Symbols) -> bool {
    let mut saw_zero = false;
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')) {
        if word.is_empty() {
            continue;
        }
        if word.as_bytes()[0].is_ascii_digit() || word.starts_with('.') {
            let digits = word.trim_end_matches(['f', 'F', 'u', 'U', 'l', 'L']);
            match digits.parse::<f64>() {
                Ok(0.0) => saw_zero = true,
                _ => return false,
            }
        } else if !(word.starts_with("make_")
            || word.starts_with("__float2")
            || word.starts_with("__int2")
            || word == "static_cast"
            || type_size(symbols.resolve_type(word)).is_some())
        {
            return false;
        }
    }
    saw_zero
}

/// `if (c) T[i] = load; else T[i] = 0;` (either order, braces optional).
fn if_else_zero_fill<'t>(
    cx: &LoadContext,
    node: Node<'t>,
    loops: &[usize],
) -> Result<Option<TileStore<'t>>> {
    let source = cx.source;
    let (Some(cond), Some(yes), Some(no)) = (
        node.child_by_field_name("condition"),
        node.child_by_field_name("consequence"),
        node.child_by_field_name("alternative"),
    ) else {
        return Ok(None);
    };
    let no = named_children(no).into_iter().last().unwrap_or(no);
    let (Some((yl, yr)), Some((nl, nr))) = (single_assignment(yes), single_assignment(no)) else {
        return Ok(None);
    };
    if source.text_of(yl) != source.text_of(nl) {
        return Ok(None);
    }
    let Some(tile) = mentions_any(source, yl, cx.tiles) else {
        return Ok(None);
    };
    let cond_text = source.text_of(cond);
    let cond_text = cond_text
        .strip_prefix('(')
        .and_then(|c| c.strip_suffix(')'))
        .unwrap_or(cond_text)
        .to_string();
    let (load, zero, cond_text) = if is_zero(source.text_of(nr), cx.symbols) {
        (yr, nr, cond_text)
    } else if is_zero(source.text_of(yr), cx.symbols) {
        (nr, yr, format!("!({cond_text})"))
    } else {
        return Ok(None);
    };
    let phase = LoadPhase::default();
    let mut store = tile_store(cx, node, yl, load, tile, loops, &phase)?;
    if let Value::Global { lvalue, address } = store.value {
        store.value = Value::Guarded {
            cond: cond_text,
            lvalue,
            address,
            zero: source.text_of(zero).to_string(),
        };
        Ok(Some(store))
    } else {
        Ok(None)
    }
}

/// The (left, right) of a statement that is a single `=` assignment, possibly in braces.
fn single_assignment(stmt: Node) -> Option<(Node, Node)> {
    let stmt = if stmt.kind() == "compound_statement" {
        let inner = named_children(stmt);
        if inner.len() != 1 {
            return None;
        }
        inner[0]
    } else {
        stmt
    };
    if stmt.kind() != "expression_statement" {
        return None;
    }
    let expr = stmt.named_child(0)?;
    if expr.kind() != "assignment_expression" {
        return None;
    }
    // Only a plain `=` (not `+=`) stores a loaded value.
    children(expr).into_iter().find(|c| c.kind() == "=")?;
    Some((
        expr.child_by_field_name("left")?,
        expr.child_by_field_name("right")?,
    ))
}

/// Reads the header of a load loop: `for (int i = S; i < E; i += D)` and its constant trip count.
fn load_loop<'t>(cx: &LoadContext, node: Node<'t>) -> LoadLoop<'t> {
    let source = cx.source;
    let unknown = |why: &str| LoadLoop {
        node,
        counter: None,
        start: String::new(),
        step: String::new(),
        trips: Err(why.to_string()),
    };
    let (Some(init), Some(cond), Some(update)) = (
        node.child_by_field_name("initializer"),
        node.child_by_field_name("condition"),
        node.child_by_field_name("update"),
    ) else {
        return unknown("a loop header without init, condition or step");
    };
    // Counter and start.
    let (counter, start) = match init.kind() {
        "declaration" => {
            let Some(d) = named_children(init)
                .into_iter()
                .find(|c| c.kind() == "init_declarator")
            else {
                return unknown("a loop header kpipe cannot read");
            };
            let (Some(name), Some(value)) = (
                d.child_by_field_name("declarator"),
                d.child_by_field_name("value"),
            ) else {
                return unknown("a loop header kpipe cannot read");
            };
            (
                source.text_of(name).to_string(),
                source.text_of(value).to_string(),
            )
        }
        "assignment_expression" => {
            let (Some(l), Some(r)) = (
                init.child_by_field_name("left"),
                init.child_by_field_name("right"),
            ) else {
                return unknown("a loop header kpipe cannot read");
            };
            (source.text_of(l).to_string(), source.text_of(r).to_string())
        }
        _ => return unknown("a loop header kpipe cannot read"),
    };
    // Step.
    let step = match update.kind() {
        "update_expression" if source.text_of(update).contains("++") => "1".to_string(),
        "assignment_expression"
            if update
                .child_by_field_name("operator")
                .map(|o| source.text_of(o))
                == Some("+=") =>
        {
            update
                .child_by_field_name("right")
                .map(|r| source.text_of(r).to_string())
                .unwrap_or_default()
        }
        _ => return unknown("a loop step other than `++i` or `i += step`"),
    };
    // Bound.
    let (op, bound) = match (
        cond.kind(),
        cond.child_by_field_name("operator")
            .map(|o| source.text_of(o)),
    ) {
        ("binary_expression", Some(op)) => {
            let l = cond
                .child_by_field_name("left")
                .map(|l| source.text_of(l))
                .unwrap_or("");
            let r = cond
                .child_by_field_name("right")
                .map(|r| source.text_of(r))
                .unwrap_or("");
            // `i + C <= B` is `i <= B - C`.
            let shifted = cond
                .child_by_field_name("left")
                .filter(|l| l.kind() == "binary_expression")
                .filter(|l| {
                    l.child_by_field_name("operator").map(|o| source.text_of(o)) == Some("+")
                })
                .and_then(|l| {
                    let a = l.child_by_field_name("left").map(|x| source.text_of(x))?;
                    let b = l.child_by_field_name("right").map(|x| source.text_of(x))?;
                    (a == counter).then(|| b.to_string())
                });
            match op {
                "<" | "<=" | "!=" if shifted.is_some() => (
                    op,
                    format!("({r}) - ({})", shifted.clone().unwrap_or_default()),
                ),
                "<" | "<=" | "!=" if l == counter => (op, r.to_string()),
                ">" if r == counter => ("<", l.to_string()),
                ">=" if r == counter => ("<=", l.to_string()),
                _ => return unknown("a loop condition other than `i < bound`"),
            }
        }
        _ => return unknown("a loop condition other than `i < bound`"),
    };
    let eval = |e: &str| cx.symbols.eval(e).map_err(|u| u.0);
    let trips = (|| {
        let (d, b) = (eval(&step)?, eval(&bound)?);
        // `for (i = threadIdx.x; i < B; i += T)` with T at least the block size: every thread runs B / T
        // iterations when T divides B.
        if eval(&start).is_err() && (cx.is_thread_index)(&start) {
            return match cx.threads {
                Some(t) if d >= t as i64 && d > 0 && b % d == 0 => Ok((b / d) as u64),
                Some(_) => Err(format!("{start} (threads do not divide the loop evenly)")),
                None => Err(format!(
                    "{start} (the block size is unknown: add __launch_bounds__)"
                )),
            };
        }
        let s = eval(&start)?;
        if d <= 0 {
            return Err(format!("step {step} is not positive"));
        }
        let too_many = || format!("{bound} - {start} (the trip count overflows)");
        let span = b.checked_sub(s).ok_or_else(too_many)?;
        let span = match op {
            "<=" => span.checked_add(1).ok_or_else(too_many)?,
            _ => span,
        };
        Ok(if span <= 0 {
            0
        } else {
            (span / d + i64::from(span % d != 0)) as u64
        })
    })();
    let _ = assignments; // the counter is the only variable a load loop header may change
    LoadLoop {
        node,
        counter: Some(counter),
        start,
        step,
        trips,
    }
}

/// Is `node` (an identifier) used as an lvalue being written?
pub fn is_written(node: Node) -> bool {
    is_in_lhs(node)
        || node
            .parent()
            .is_some_and(|p| p.kind() == "update_expression")
}

/// All identifiers in `node` that name load-phase locals.
pub fn locals_used<'a>(source: &Source, node: Node, phase: &'a LoadPhase) -> Vec<&'a str> {
    let names: HashSet<&str> = descendants(node)
        .into_iter()
        .filter(|n| n.kind() == "identifier")
        .map(|n| source.text_of(n))
        .collect();
    phase
        .locals
        .iter()
        .filter(|l| names.contains(l.name.as_str()))
        .map(|l| l.name.as_str())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_in_its_spellings() {
        let mut symbols = Symbols::default();
        symbols.insert_type("T", "double");
        for zero in [
            "0",
            "0.0f",
            "0.f",
            "make_float4(0, 0, 0, 0)",
            "__float2half(0.0f)",
            "T(0)",
            "static_cast<float>(0)",
        ] {
            assert!(is_zero(zero, &symbols), "{zero}");
        }
        for not_zero in ["1", "0.5f", "x", "f(0)", "make_float4(0, 1, 0, 0)", "U(0)"] {
            assert!(!is_zero(not_zero, &symbols), "{not_zero}");
        }
    }
}
