//! Async copies waited for at once, read as the tile copies they are. A K-loop that issues
//! asynchronous global-to-shared copies and waits for all of them before its first barrier (K014,
//! "async but not overlapped") computes exactly what the same loop with plain stores computes: each
//! `__pipeline_memcpy_async(dst, src, bytes)` (or inline `cp.async.{ca,cg}.shared.global [%0], [%1],
//! bytes` with `__cvta_generic_to_shared(dst)` and `src` as operands) is a copy of `bytes` from `src`
//! to `dst` that has landed at the wait. So, for the analysis and the rewrite, each such copy becomes
//! the store `*reinterpret_cast<T *>(dst) = *reinterpret_cast<const T *>(src);` (T of `bytes`), and
//! the loop's own commits and full waits are dropped; the rewrite then issues the copies again (the
//! cp.async or ring shape, whose waits now overlap them) or prefetches them into registers. The
//! statements are replaced (by `inline::inline_next`, as load helpers are), so every span maps back to the
//! user's file. `cuda::memcpy_async(dst, src, size, pipe)` through a thread-scope `cuda::pipeline` is
//! read the same way (`pipeline_copies`), its acquire and release dropped too. Refused with K014 and
//! what is missing: copies or waits kpipe does not read (a barrier, a pipeline with shared state, a
//! zero-fill size, a partial wait), and a copy issued after the loop's last full wait.

use super::effects::{barrier_calls, is_barrier_statement};
use super::error::RecognizeError;
use super::pipeline_copies::{self, PipelineCall};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::source::consts::Symbols;
use crate::source::parse::{descendants, named_children, Source};
use std::ops::Range;
use tree_sitter::Node;

/// What one statement of the loop does with async copies.
#[derive(Debug, PartialEq, Eq)]
enum AsyncStatement {
    /// A copy: the destination and source expressions (spans in the text) and the bytes.
    Copy {
        dst: Range<usize>,
        /// A byte offset added to the destination's shared address
        /// (`__cvta_generic_to_shared(&smem[r][0]) + lane * 16`).
        offset: Option<Range<usize>>,
        src: Range<usize>,
        bytes: u32,
    },
    /// `__pipeline_commit()`, `cp.async.commit_group`: bookkeeping only.
    Commit,
    /// `__pipeline_wait_prior(0)`, `cp.async.wait_all`, `cp.async.wait_group 0`,
    /// `cuda::pipeline_consumer_wait_prior<0>(pipe)`.
    WaitAll,
    /// `pipe.consumer_wait()`: a full wait only where the loop commits one stage (`resolve_waits`).
    WaitOldest,
    /// `pipe.producer_acquire()`, `pipe.consumer_release()`: no-ops of a thread-scope pipeline,
    /// dropped wherever they are.
    Stage,
}

/// Words that mark a statement as taking part in async copies.
const ASYNC_WORDS: &[&str] = &[
    "memcpy_async",
    "__pipeline_",
    "cp.async",
    "pipeline",
    "producer_",
    "consumer_",
    "arrive",
];

/// One replacement: the range of the text, the text that replaces it, and its exact runs (a range of
/// the new text, relative to its start, and the range of the text it copies).
pub type Replacement = (Range<usize>, String, Exact);

/// Exact runs of a replacement: (a range of the new text, relative to its start; the range copied).
pub type Exact = Vec<(Range<usize>, Range<usize>)>;

/// K014's loop read as plain copies: its async statements' replacements, from the back of the file
/// (so each range is still the one found when the ones after it are applied), and the note saying so.
/// None when the refusal is not K014's (it stands); a refusal saying what is missing when the loop's
/// async statements are not all of the forms above.
pub fn desugar(
    source: &Source,
    refusal: &Diagnostic,
    symbols: &Symbols,
) -> Result<Option<(Vec<Replacement>, String)>> {
    if refusal.kind != Kind::AsyncNotOverlapped {
        return Ok(None);
    }
    let Some(kloop) = refusal.span.clone().and_then(|s| loop_at(source, s)) else {
        return Ok(None);
    };
    let body = kloop.child_by_field_name("body").unwrap_or(kloop);
    let statements = async_statements(source, body, symbols).map_err(|e| missing(refusal, *e))?;
    check_destinations(source, kloop, &statements).map_err(|e| missing(refusal, *e))?;
    check_order(source, body, &statements).map_err(|e| missing(refusal, *e))?;
    if statements.is_empty() {
        return Ok(None);
    }
    let copies = statements
        .iter()
        .filter(|(_, s)| matches!(s, AsyncStatement::Copy { .. }))
        .count();
    let mut replacements: Vec<Replacement> = statements
        .iter()
        .map(|(stmt, what)| {
            let (block, exact) = replacement(&source.text, what);
            (stmt.byte_range(), block, exact)
        })
        .chain(
            address_statements(source, body, &statements)
                .into_iter()
                .map(|s| (s.byte_range(), String::new(), Vec::new())),
        )
        .collect();
    replacements.sort_by_key(|(range, _, _)| std::cmp::Reverse(range.start));
    let note = format!(
        "the K-loop at line {} issued its {copies} asynchronous cop{} and waited for all of them before its first barrier (async, not overlapped): kpipe reads each as the global-to-shared copy it is, drops the loop's own commits and waits, and pipelines the loop",
        kloop.start_position().row + 1,
        if copies == 1 { "y" } else { "ies" }
    );
    Ok(Some((replacements, note)))
}

/// Each copy's destination is a tile kpipe follows: a copy through a pointer declared without a
/// value and set afterwards (`int8_t *smem_a[2]; smem_a[0] = SLB;`, tiles carved from one buffer by
/// assignments) is one it does not, and reading the copy as a store through it would leave the loop
/// without a tile store.
fn check_destinations(
    source: &Source,
    kloop: Node,
    statements: &[(Node, AsyncStatement)],
) -> Result<()> {
    let mut function = kloop;
    while function.kind() != "function_definition" {
        let Some(parent) = function.parent() else {
            return Ok(());
        };
        function = parent;
    }
    // Pointers declared without a value: `T *p;`, `T *p[2];`.
    let unset_pointers: std::collections::HashSet<&str> = descendants(function)
        .into_iter()
        .filter(|d| d.kind() == "declaration" && !source.text_of(*d).contains("__shared__"))
        .flat_map(named_children)
        .filter(|d| matches!(d.kind(), "pointer_declarator" | "array_declarator"))
        .filter(|d| d.kind() == "pointer_declarator" || source.text_of(*d).starts_with('*'))
        .filter_map(|d| {
            descendants(d)
                .into_iter()
                .find(|n| n.kind() == "identifier")
                .map(|n| source.text_of(n))
        })
        .collect();
    for (stmt, what) in statements {
        let AsyncStatement::Copy { dst, .. } = what else {
            continue;
        };
        let text = &source.text[dst.clone()];
        let root = super::kernel::identifiers_in(text).next();
        if root.is_some_and(|r| unset_pointers.contains(r)) {
            return Err(unread(
                *stmt,
                format!("the copy writes through `{}`, a pointer set after its declaration, which kpipe does not follow to a `__shared__` array", text.trim()),
            ));
        }
    }
    Ok(())
}

/// The K-loop a K014 refusal is about.
pub(super) fn loop_of<'t>(source: &'t Source, refusal: &Diagnostic) -> Option<Node<'t>> {
    if refusal.kind != Kind::AsyncNotOverlapped {
        return None;
    }
    loop_at(source, refusal.span.clone()?)
}

/// The innermost `for` loop around `span` that holds a barrier: the K-loop K014 was about.
fn loop_at(source: &Source, span: Range<usize>) -> Option<Node<'_>> {
    let node = source
        .root()
        .descendant_for_byte_range(span.start, span.end)?;
    source
        .ancestors(node)
        .into_iter()
        .find(|n| n.kind() == "for_statement" && !barrier_calls(source, *n).is_empty())
}

/// K014 with what kpipe does not read yet, at the statement `e` points at.
fn missing(refusal: &Diagnostic, e: Diagnostic) -> Box<Diagnostic> {
    let mut d = Diagnostic::new(
        Kind::AsyncNotOverlapped,
        format!("{}; {}", refusal.message, e.message),
        e.help,
    );
    d.span = e.span.or_else(|| refusal.span.clone());
    d.notes = refusal.notes.clone();
    d
}

fn unread(at: Node, message: String) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::AsyncNotOverlapped,
        message,
        "kpipe rewrites async-but-not-overlapped loops whose copies are `__pipeline_memcpy_async(dst, src, 4|8|16)`, inline `cp.async.ca|cg.shared.global` or `cuda::memcpy_async(dst, src, size, pipe)` through a thread-scope `cuda::pipeline`, with their commit and a full wait (`__pipeline_wait_prior(0)`, `cp.async.wait_all`, `pipe.consumer_wait()` of the loop's one commit); write the loads as plain stores (kpipe issues the copies) or pipeline this loop by hand",
    )
    .at(at.byte_range())
}

/// The statements of the loop's body that take part in async copies, in order, each read.
fn async_statements<'t>(
    source: &'t Source,
    body: Node<'t>,
    symbols: &Symbols,
) -> Result<Vec<(Node<'t>, AsyncStatement)>> {
    let func = source
        .ancestors(body)
        .into_iter()
        .find(|n| n.kind() == "function_definition")
        .unwrap_or(body);
    let statements: Vec<Node> = descendants(body)
        .into_iter()
        .filter(|s| matches!(s.kind(), "expression_statement" | "declaration"))
        .collect();
    let mut out = Vec::new();
    // Whether the loop's statements are of the `__pipeline_*`/`cp.async` forms, of `cuda::pipeline`'s.
    let mut forms = [false; 2];
    for stmt in statements {
        if !matches!(stmt.kind(), "expression_statement" | "declaration") {
            continue;
        }
        let text = source.text_of(stmt);
        if !ASYNC_WORDS.iter().any(|w| text.contains(w)) || is_barrier_statement(source, stmt) {
            continue;
        }
        let read = named_children(stmt)
            .first()
            .filter(|_| stmt.kind() == "expression_statement")
            .and_then(|e| {
                let raw = read_call(source, *e, symbols).or_else(|| read_asm(source, *e, symbols));
                forms[usize::from(raw.is_none())] = true;
                raw.or_else(|| read_pipeline(source, func, *e))
            });
        match read {
            Some(Ok(what)) => out.push((stmt, what)),
            Some(Err(why)) => return Err(unread(stmt, why.to_string())),
            None => {
                return Err(unread(
                    stmt,
                    format!(
                        "`{}` takes part in the async copies in a way kpipe does not read",
                        first_line(text)
                    ),
                ))
            }
        }
    }
    if forms == [true, true] {
        return Err(unread(body, "the loop mixes `cuda::pipeline` calls with `__pipeline_*` or inline `cp.async` ones: kpipe cannot tell which commit a wait waits for".to_string()));
    }
    resolve_waits(source, body, func, &mut out)?;
    Ok(out)
}

/// Each `pipe.consumer_wait()` read as the full wait it is where the loop commits one stage before it
/// (else it waits for an older stage, or leaves a stage in flight: refused).
fn resolve_waits(
    source: &Source,
    body: Node,
    func: Node,
    statements: &mut [(Node, AsyncStatement)],
) -> Result<()> {
    let of = |what: AsyncStatement| -> Vec<Node> {
        statements
            .iter()
            .filter(|(_, s)| *s == what)
            .map(|(n, _)| *n)
            .collect()
    };
    let commits = of(AsyncStatement::Commit);
    for wait in of(AsyncStatement::WaitOldest) {
        pipeline_copies::oldest_wait_is_full(source, body, func, wait, &commits)
            .map_err(|why| unread(wait, why.to_string()))?;
    }
    for (_, s) in statements.iter_mut() {
        if *s == AsyncStatement::WaitOldest {
            *s = AsyncStatement::WaitAll;
        }
    }
    Ok(())
}

/// A `cuda::pipeline` call statement, read as the async statement it is.
fn read_pipeline(
    source: &Source,
    func: Node,
    e: Node,
) -> Option<std::result::Result<AsyncStatement, RecognizeError>> {
    Some(
        pipeline_copies::read(source, func, e)?.map(|call| match call {
            PipelineCall::Copy { dst, src, bytes } => AsyncStatement::Copy {
                dst,
                offset: None,
                src,
                bytes,
            },
            PipelineCall::Stage => AsyncStatement::Stage,
            PipelineCall::Commit => AsyncStatement::Commit,
            PipelineCall::WaitOldest => AsyncStatement::WaitOldest,
            PipelineCall::WaitAll => AsyncStatement::WaitAll,
        }),
    )
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text).trim()
}

/// A `__pipeline_*` call statement, read; None for other expressions.
fn read_call(
    source: &Source,
    e: Node,
    symbols: &Symbols,
) -> Option<std::result::Result<AsyncStatement, RecognizeError>> {
    if e.kind() != "call_expression" {
        return None;
    }
    let name = source.text_of(e.child_by_field_name("function")?);
    let args: Vec<Node> = crate::source::parse::call_arguments(e);
    Some(match (name, args.as_slice()) {
        ("__pipeline_memcpy_async", [dst, src, size]) => bytes_of(source.text_of(*size), symbols)
            .map(|bytes| AsyncStatement::Copy {
                dst: dst.byte_range(),
                offset: None,
                src: src.byte_range(),
                bytes,
            }),
        ("__pipeline_memcpy_async", [_, _, _, _]) => Err(RecognizeError::ZeroFillCopy),
        ("__pipeline_commit", []) => Ok(AsyncStatement::Commit),
        ("__pipeline_wait_prior", [n]) if source.text_of(*n).trim() == "0" => {
            Ok(AsyncStatement::WaitAll)
        }
        ("__pipeline_wait_prior", _) => Err(RecognizeError::PartialWaitPrior),
        _ => return None,
    })
}

/// The bytes of a copy: 4, 8 or 16, as a number, `sizeof` of a type of that size, or a constant
/// of the file or its headers (`THREAD_COPY_BYTES`).
fn bytes_of(text: &str, symbols: &Symbols) -> std::result::Result<u32, RecognizeError> {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let inner = t
        .strip_prefix("sizeof(")
        .and_then(|r| r.strip_suffix(')'))
        .map(|ty| ty.trim_start_matches("const"));
    let n = match inner {
        Some("float" | "int" | "unsigned" | "unsignedint" | "uint32_t" | "int32_t") => 4,
        Some("float2" | "int2" | "uint2" | "double" | "longlong" | "int64_t" | "uint64_t") => 8,
        Some("float4" | "int4" | "uint4" | "double2") => 16,
        Some(_) => 0,
        None => t
            .trim_end_matches(['u', 'U'])
            .parse()
            .ok()
            .or_else(|| symbols.eval(&t).ok().and_then(|v| u32::try_from(v).ok()))
            .unwrap_or(0),
    };
    match n {
        4 | 8 | 16 => Ok(n),
        _ => Err(RecognizeError::UnreadCopySize {
            size: text.to_string(),
        }),
    }
}

/// An inline asm statement of `cp.async`, read; None for other expressions.
fn read_asm(
    source: &Source,
    e: Node,
    symbols: &Symbols,
) -> Option<std::result::Result<AsyncStatement, RecognizeError>> {
    if e.kind() != "gnu_asm_expression" {
        return None;
    }
    let code = e
        .child_by_field_name("assembly_code")
        .map_or("", |c| source.text_of(c));
    let code: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    if !code.contains("cp.async") {
        return None;
    }
    // An immediate operand (`"n"(0)`, as a macro's argument lands) is its value in the instruction:
    // `cp.async.wait_group %0` with `"n"(0)` is `cp.async.wait_group 0`.
    let immediates: Vec<(usize, String)> = e
        .child_by_field_name("input_operands")
        .map(named_children)
        .unwrap_or_default()
        .into_iter()
        .filter(|o| o.kind() == "gnu_asm_input_operand")
        .enumerate()
        .filter(|(_, o)| {
            o.child_by_field_name("constraint")
                .is_some_and(|c| source.text_of(c).trim_matches('"') == "n")
        })
        .filter_map(|(i, o)| {
            let v = strip_parens(o.child_by_field_name("value")?);
            Some((i, source.text_of(v).trim().to_string()))
        })
        .collect();
    let mut code = code;
    for (i, value) in immediates.iter().rev() {
        code = code.replace(&format!("%{i}"), value);
    }
    let instructions: Vec<&str> = code
        .trim_matches('"')
        .split([';', '"', '\\'])
        .map(|s| s.trim().trim_start_matches('n').trim())
        .filter(|s| !s.is_empty())
        .collect();
    Some(match instructions.as_slice() {
        [one] if one.starts_with("cp.async.commit_group") => Ok(AsyncStatement::Commit),
        [one] if *one == "cp.async.wait_all" || *one == "cp.async.wait_group 0" => {
            Ok(AsyncStatement::WaitAll)
        }
        [one] if one.starts_with("cp.async.wait_group") => Err(RecognizeError::PartialWaitGroup),
        [one]
            if one.starts_with("cp.async.ca.shared.global")
                || one.starts_with("cp.async.cg.shared.global") =>
        {
            asm_copy(source, e, one, symbols)
        }
        _ => Err(RecognizeError::NotOneAsyncStatement { code }),
    })
}

/// `cp.async.{ca,cg}.shared.global [%0], [%1], BYTES;` with `"r"(__cvta_generic_to_shared(dst))`
/// and `"l"(src)` as its two input operands.
fn asm_copy<'t>(
    source: &Source,
    e: Node<'t>,
    instruction: &str,
    symbols: &Symbols,
) -> std::result::Result<AsyncStatement, RecognizeError> {
    let unread = || RecognizeError::UnreadCpAsync {
        instruction: instruction.to_string(),
    };
    // An L2 prefetch size (`.L2::128B`) is a hint about the cache, not about what is copied.
    let operands = instruction
        .split_once(".global")
        .map(|(_, rest)| {
            let rest = rest.trim_start();
            let rest = match rest.strip_prefix(".L2::") {
                Some(hint) => hint.trim_start_matches(|c: char| c.is_ascii_alphanumeric()),
                None => rest,
            };
            rest.split(',').map(str::trim).collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let [d, s, bytes] = operands.as_slice() else {
        return Err(unread());
    };
    if *d != "[%0]" || *s != "[%1]" {
        return Err(unread());
    }
    let inputs: Vec<Node> = e
        .child_by_field_name("input_operands")
        .map(named_children)
        .unwrap_or_default()
        .into_iter()
        .filter(|o| o.kind() == "gnu_asm_input_operand")
        .collect();
    let has_outputs = e
        .child_by_field_name("output_operands")
        .is_some_and(|o| !named_children(o).is_empty());
    let value = |o: &Node<'t>| o.child_by_field_name("value").map(strip_parens);
    let constraint = |o: &Node| {
        o.child_by_field_name("constraint")
            .map_or("", |c| source.text_of(c))
    };
    // The size written in the instruction, or as its third operand, an immediate (`"n"(16)`).
    // The size is written in the instruction, or is a third operand, an immediate (`"n"(16)`)
    // whose value `read_asm` put in its place.
    let immediate_size = |o: &Node| constraint(o).trim_matches('"') == "n";
    let bytes = match inputs.as_slice() {
        [_, _] => bytes_of(bytes, symbols).map_err(|_| unread())?,
        [_, _, size] if immediate_size(size) => bytes_of(bytes, symbols).map_err(|_| unread())?,
        _ => return Err(unread()),
    };
    if has_outputs {
        return Err(unread());
    }
    let (Some((dst, offset)), Some(src)) = (
        value(&inputs[0])
            .and_then(|v| shared_address_plus(source, v).or_else(|| address_kept_in(source, e, v))),
        value(&inputs[1]),
    ) else {
        return Err(unread());
    };
    if !constraint(&inputs[0]).contains('r') || !constraint(&inputs[1]).contains('l') {
        return Err(unread());
    }
    Ok(AsyncStatement::Copy {
        dst: dst.byte_range(),
        offset: offset.map(|o| o.byte_range()),
        src: src.byte_range(),
        bytes,
    })
}

fn strip_parens(n: Node) -> Node {
    let mut n = n;
    while n.kind() == "parenthesized_expression" {
        match named_children(n).first() {
            Some(inner) => n = *inner,
            None => break,
        }
    }
    n
}

/// For a copy whose destination operand is a variable (`"r"(dst_addr)`): the pointer `p` of the
/// variable's last definition before the copy in the loop, `dst_addr = __cvta_generic_to_shared(p)`
/// (or its declaration with that initialiser). What the copy then writes is what a store through
/// `p` at the copy writes when nothing in between changes `p`'s variables; the proof of the rewrite
/// checks that.
fn address_kept_in<'t>(
    source: &Source,
    copy: Node<'t>,
    operand: Node<'t>,
) -> Option<(Node<'t>, Option<Node<'t>>)> {
    let (_, value) = address_definition(source, copy, operand)?;
    shared_address_plus(source, value)
}

/// `__cvta_generic_to_shared(p)` (`shared_address`), or that plus a byte offset
/// (`__cvta_generic_to_shared(&smem[r][0]) + lane * 16`, either way round): `p` and the offset.
fn shared_address_plus<'t>(source: &Source, v: Node<'t>) -> Option<(Node<'t>, Option<Node<'t>>)> {
    if let Some(p) = shared_address(source, v) {
        return Some((p, None));
    }
    let (left, right) = super::effects::operands_of(source, v, "+")?;
    match (shared_address(source, left), shared_address(source, right)) {
        (Some(p), None) => Some((p, Some(right))),
        (None, Some(p)) => Some((p, Some(left))),
        _ => None,
    }
}

/// The last definition of the variable `operand` before `copy` in its function: the defining node
/// (declarator or assignment) and its value.
fn address_definition<'t>(
    source: &Source,
    copy: Node<'t>,
    operand: Node<'t>,
) -> Option<(Node<'t>, Node<'t>)> {
    if operand.kind() != "identifier" {
        return None;
    }
    let name = source.text_of(operand);
    let mut function = copy;
    while function.kind() != "function_definition" {
        function = function.parent()?;
    }
    descendants(function)
        .into_iter()
        .filter(|n| n.end_byte() <= copy.start_byte())
        .filter_map(|n| {
            let (target, value) = match n.kind() {
                "init_declarator" => (
                    n.child_by_field_name("declarator")?,
                    n.child_by_field_name("value")?,
                ),
                "assignment_expression" => (
                    n.child_by_field_name("left")?,
                    n.child_by_field_name("right")?,
                ),
                _ => return None,
            };
            (target.kind() == "identifier" && source.text_of(target) == name).then_some((n, value))
        })
        .next_back()
}

/// The statements of `body` that only keep a copy's shared address in a variable
/// (`unsigned sa = __cvta_generic_to_shared(&As[r][c]);`) that nothing but the loop's copies uses:
/// read as stores, the copies name the address themselves, and the statements go with them (kept,
/// they would read as the load phase taking a tile's address).
fn address_statements<'t>(
    source: &'t Source,
    body: Node<'t>,
    statements: &[(Node<'t>, AsyncStatement)],
) -> Vec<Node<'t>> {
    let copies: Vec<Node> = statements
        .iter()
        .filter(|(_, w)| matches!(w, AsyncStatement::Copy { .. }))
        .map(|(n, _)| *n)
        .collect();
    let mut out: Vec<Node> = Vec::new();
    for copy in &copies {
        let Some(asm) = named_children(*copy).into_iter().next() else {
            continue;
        };
        let Some(operand) = asm
            .child_by_field_name("input_operands")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .find(|o| o.kind() == "gnu_asm_input_operand")
            .and_then(|o| o.child_by_field_name("value"))
            .map(strip_parens)
        else {
            continue;
        };
        let Some((def, _)) = address_definition(source, asm, operand) else {
            continue;
        };
        let Some(statement) = source
            .ancestors(def)
            .into_iter()
            .find(|n| matches!(n.kind(), "declaration" | "expression_statement"))
        else {
            continue;
        };
        let name = source.text_of(operand);
        let inside =
            |n: Node| body.start_byte() <= n.start_byte() && n.end_byte() <= body.end_byte();
        let single = statement.kind() != "declaration" || named_children(statement).len() == 2;
        // A declared address is seen only in its block: a variable of the same name declared in
        // the compute's own block (cuda_hgemm's `A_smem_lane_addr` for `ldmatrix`) is another one.
        let scope = match statement.kind() {
            "declaration" => statement.parent().unwrap_or(body),
            _ => body,
        };
        let other_use = super::effects::identifier_nodes(scope)
            .into_iter()
            .any(|id| {
                let within = |outer: &Node| {
                    outer.start_byte() <= id.start_byte() && id.end_byte() <= outer.end_byte()
                };
                source.text_of(id) == name
                    && !super::effects::shadowed(source, id, scope, name)
                    && !copies.iter().any(within)
                    && !within(&statement)
            });
        if inside(statement)
            && single
            && !other_use
            && !out.iter().any(|s| s.id() == statement.id())
        {
            out.push(statement);
        }
    }
    out
}

/// `__cvta_generic_to_shared(p)`, possibly cast (`(unsigned)`, `static_cast<uint32_t>(..)`): `p`.
fn shared_address<'t>(source: &Source, v: Node<'t>) -> Option<Node<'t>> {
    let mut n = strip_parens(v);
    loop {
        match n.kind() {
            "cast_expression" => n = strip_parens(n.child_by_field_name("value")?),
            "call_expression" => {
                let f = source.text_of(n.child_by_field_name("function")?);
                let args = named_children(n.child_by_field_name("arguments")?);
                if f == "__cvta_generic_to_shared" {
                    return args.first().copied();
                }
                // static_cast<uint32_t>(x) parses as a call of a template function.
                if f.starts_with("static_cast") && args.len() == 1 {
                    n = strip_parens(args[0]);
                } else {
                    return None;
                }
            }
            _ => return None,
        }
    }
}

/// Every async statement before the body's first top-level barrier, and every copy followed, before
/// it, by a full wait in a block around the copy (so the wait runs whenever the copy did): then each
/// copy has landed where the original computes, as a plain store would have.
fn check_order(source: &Source, body: Node, statements: &[(Node, AsyncStatement)]) -> Result<()> {
    let barrier = named_children(body)
        .into_iter()
        .find(|s| is_barrier_statement(source, *s))
        .map_or(usize::MAX, |b| b.start_byte());
    let waits: Vec<Node> = statements
        .iter()
        .filter(|(_, w)| *w == AsyncStatement::WaitAll)
        .map(|(s, _)| *s)
        .collect();
    for (stmt, what) in statements {
        // A thread-scope pipeline's release is a no-op: where it stands does not matter.
        if stmt.start_byte() > barrier && *what != AsyncStatement::Stage {
            return Err(unread(*stmt, "an async copy, commit or wait after the loop's first barrier: the loop already overlaps copies with its compute".to_string()));
        }
        let waited = waits.iter().any(|w| {
            w.start_byte() > stmt.end_byte()
                && waiting_block(*w).is_some_and(|block| {
                    source.ancestors(*stmt).iter().any(|a| a.id() == block.id())
                })
        });
        if matches!(what, AsyncStatement::Copy { .. }) && !waited {
            return Err(unread(
                *stmt,
                "an async copy that no full wait around it follows before the loop's first barrier"
                    .to_string(),
            ));
        }
    }
    Ok(())
}

/// The block a wait statement waits in: its own, or, where that is a bare `{ .. }` nested in a
/// block (an inlined helper's), the block around it, which the bare one runs straight through.
fn waiting_block(wait: Node) -> Option<Node> {
    let mut block = wait.parent()?;
    while block.kind() == "compound_statement" {
        match block.parent() {
            Some(outer) if outer.kind() == "compound_statement" => block = outer,
            _ => break,
        }
    }
    Some(block)
}

/// The text that replaces an async statement of `text`, with its exact runs
/// (position in the block, position in `text`).
fn replacement(text: &str, what: &AsyncStatement) -> (String, Exact) {
    let AsyncStatement::Copy {
        dst,
        offset,
        src,
        bytes,
    } = what
    else {
        // Commits and waits are dropped: the rewrite issues its own.
        return (String::new(), Vec::new());
    };
    let ty = match bytes {
        16 => "int4",
        8 => "int2",
        // `int1`, not `int`: the type of the value the copy moves (a register prefetch keeps it in an
        // `int1`, where an `int` would be read as a number and converted to the tile's type).
        _ => "int1",
    };
    let mut block = format!("*reinterpret_cast<{ty} *>(");
    let mut exact = Vec::new();
    // A byte offset on the shared address is one on the generic pointer it was taken of.
    if offset.is_some() {
        block.push_str("reinterpret_cast<char *>(");
    }
    exact.push((block.len()..block.len() + dst.len(), dst.clone()));
    block.push_str(&text[dst.clone()]);
    if let Some(offset) = offset {
        block.push_str(") + (");
        exact.push((block.len()..block.len() + offset.len(), offset.clone()));
        block.push_str(&text[offset.clone()]);
        block.push(')');
    }
    block.push_str(&format!(") = *reinterpret_cast<const {ty} *>("));
    exact.push((block.len()..block.len() + src.len(), src.clone()));
    block.push_str(&text[src.clone()]);
    block.push_str(");");
    (block, exact)
}
