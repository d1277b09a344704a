//! Finding and validating the tiled K-loop of a kernel.
//!
//! A K-loop is a `for` loop whose body is: loads into shared tiles, `__syncthreads()`, compute that only
//! reads the tiles, `__syncthreads()` (pointer bumps may sit anywhere at the top level). Everything that
//! would make pipelining unsafe or unclear is refused here with its location: barriers under branches,
//! jumps out of the body, compute writing a tile, loops that are already pipelined.

use super::effects::{
    assigned_names, assignments, barrier_calls, declared_names, escaping_jump, identifier_nodes,
    is_barrier_statement, lvalue_root, mentions, mentions_any, other_barrier,
};
use super::kernel::{FileFacts, Kernel, SharedArray};
use super::loads::{self, bump_target, LoadContext, LoadPhase};
use super::loop_facts;
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::source::parse::{children, descendants, named_children, strip_parens, Source};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// A variable the loop header advances: `name += step` each iteration.
#[derive(Debug, Clone)]
pub struct InductionVar {
    pub name: String,
    /// `+` or `-`.
    pub op: char,
    pub step: String,
}

impl InductionVar {
    /// The value in the next iteration, as an expression.
    pub fn next(&self) -> String {
        format!("({} {} {})", self.name, self.op, self.step)
    }

    /// The value `tiles` iterations ahead: `next()` for one; for more, `(k + 2 * (BK))`, the step
    /// in parentheses since it may be a macro with an operator in its body (`(t + 2)` when the step
    /// is a number).
    pub fn ahead(&self, tiles: u32) -> String {
        if tiles <= 1 {
            return self.next();
        }
        let step = self.step.trim();
        match step.parse::<u64>() {
            // Folded only while the sum stays an `int` literal, as the step was.
            Ok(n) => match n.checked_mul(u64::from(tiles)) {
                Some(total) if total <= i32::MAX as u64 => {
                    format!("({} {} {total})", self.name, self.op)
                }
                _ => format!("({} {} {tiles} * {step})", self.name, self.op),
            },
            Err(_) => format!("({} {} {tiles} * ({step}))", self.name, self.op),
        }
    }
}

/// The role of a top-level statement of the loop body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Load,
    Barrier,
    Compute,
    /// A pointer/offset bump outside the load phase (`A += BK;`).
    Bump,
    /// A `__shared__` tile declared inside the body: hoisted by the rewrite.
    TileDecl,
}

#[derive(Debug, Clone)]
pub struct BodyStatement<'t> {
    pub node: Node<'t>,
    pub role: Role,
}

/// A recognised K-loop, ready for planning.
pub struct KLoop<'t> {
    pub node: Node<'t>,
    pub init: Option<Node<'t>>,
    pub init_is_declaration: bool,
    pub cond: Node<'t>,
    pub update: Node<'t>,
    pub ivars: Vec<InductionVar>,
    pub body: Node<'t>,
    pub statements: Vec<BodyStatement<'t>>,
    /// The shared arrays the load phase writes (these get stages).
    pub tiles: Vec<SharedArray>,
    pub load: LoadPhase<'t>,
    pub bump_vars: HashSet<String>,
    /// Declarations from the load phase that the compute phase also uses (re-emitted before compute).
    pub compute_locals: Vec<Node<'t>>,
    /// Things worth telling the user that do not block the rewrite.
    pub warnings: Vec<String>,
    /// The body starts with its barrier (`sync; loads; sync; compute`): the rewrite keeps the first
    /// iteration's leading barrier before its prologue.
    pub sync_first: bool,
    /// With tiles in the `extern __shared__` buffer: the bytes of it the loop addresses, where every
    /// thread's addresses were run (`buffer_cover`); the second stage then goes right after them,
    /// inside a buffer the launch already makes larger for other uses (a C staging tile).
    pub dynamic_view: Option<u64>,
    /// With tiles carved out of a buffer: the bytes of each that one iteration of the whole block
    /// writes (the stores' lines run by `buffer_cover`), which their declarations do not say; a
    /// tile whose stores share a line with another tile's is left out.
    pub dynamic_tile_bytes: Vec<(String, u64)>,
}

/// The bytes each tile's stores write in one iteration of the block, from the bytes written by
/// line: a tile's lines are those of its stores, and a line that stores into two tiles counts for
/// neither.
fn bytes_by_tile(
    load: &LoadPhase,
    by_line: &super::buffer_cover::WrittenByLine,
    kloop: Node,
) -> Vec<(String, u64)> {
    let line_of = |store: &loads::TileStore| store.lhs.start_position().row + 1;
    // Stored in every iteration by every thread, in loops of the load phase at most: a guarded
    // store (or a zero fill on another line) writes what the run's threads chose, not the tile.
    let unconditional = |store: &loads::TileStore| {
        let mut at = Some(store.anchor);
        while let Some(n) = at.filter(|n| n.id() != kloop.id()) {
            if matches!(
                n.kind(),
                "if_statement"
                    | "while_statement"
                    | "do_statement"
                    | "switch_statement"
                    | "conditional_expression"
            ) {
                return false;
            }
            at = n.parent();
        }
        true
    };
    let mut out: Vec<(String, u64)> = Vec::new();
    for store in &load.stores {
        let line = line_of(store);
        // A line of two stores of the tile counts once (its bytes are counted once per line);
        // a line shared with another tile drops the tile below.
        let counted = load
            .stores
            .iter()
            .take_while(|o| !std::ptr::eq(*o, store))
            .any(|o| o.tile == store.tile && line_of(o) == line);
        if counted {
            continue;
        }
        let bytes = by_line
            .iter()
            .find(|(l, _)| *l == line)
            .map_or(0, |(_, b)| *b);
        match out.iter_mut().find(|(t, _)| *t == store.tile) {
            Some((_, total)) => *total += bytes,
            None => out.push((store.tile.clone(), bytes)),
        }
    }
    out.retain(|(tile, bytes)| {
        *bytes > 0
            && load
                .stores
                .iter()
                .all(|s| &s.tile != tile || unconditional(s))
            && !load.stores.iter().any(|s| {
                &s.tile == tile
                    && load
                        .stores
                        .iter()
                        .any(|o| o.tile != s.tile && line_of(o) == line_of(s))
            })
    });
    out
}

impl<'t> KLoop<'t> {
    pub fn statements_with(&self, role: Role) -> Vec<Node<'t>> {
        nodes_with(&self.statements, role)
    }

    pub fn tile(&self, name: &str) -> Option<&SharedArray> {
        self.tiles.iter().find(|t| t.name == name)
    }

    pub fn tile_names(&self) -> HashSet<String> {
        self.tiles.iter().map(|t| t.name.clone()).collect()
    }
}

const ASYNC_COPY_TOKENS: &[&str] = &[
    "__pipeline_memcpy_async",
    "__pipeline_commit",
    "__pipeline_wait_prior",
    "cp.async",
    "memcpy_async",
    "cuda::pipeline",
    "cp_async",
    "CP_ASYNC",
    "cp.async.bulk",
];

/// Commits and partial waits: neither issues a copy nor waits for all of them.
const ASYNC_BOOKKEEPING_TOKENS: &[&str] = &[
    "__pipeline_commit()",
    "cp.async.commit_group",
    "__pipeline_wait_prior",
    "cp.async.wait_group",
];

/// Waits for every copy in flight, by name (a pipeline object's `consumer_wait` waits for its
/// oldest stage).
const FULL_WAIT_TOKENS: &[&str] = &[
    "__pipeline_wait_prior(0)",
    "cp.async.wait_all",
    "cp.async.wait_group 0",
    "CP_ASYNC_WAIT_ALL",
];

const ASYNC_WAIT_TOKENS: &[&str] = &[
    "__pipeline_wait_prior(0)",
    "cp.async.wait_all",
    "cp.async.wait_group 0",
    "wait_all",
    ".wait()",
    "consumer_wait",
    "CP_ASYNC_WAIT_ALL",
];

/// The `for` loops of a kernel whose body directly holds a barrier and a store of global data into
/// shared memory (or an async copy): the K-loop candidates.
pub fn candidates<'t>(source: &'t Source, kernel: &Kernel<'t>, facts: &FileFacts) -> Vec<Node<'t>> {
    loops_of_kinds(source, kernel, facts, &["for_statement"])
}

/// For a kernel without a `for` K-loop: a `while` or `do ... while` loop that is one (a barrier
/// and a store of global data into shared memory in its body). Already pipelined by hand (K013)
/// when it double-buffers its tiles, else refused with what to write instead: kpipe's rewrites
/// need the `for` loop's counter, bound and step.
pub fn while_kloop(source: &Source, kernel: &Kernel, facts: &FileFacts) -> Option<Box<Diagnostic>> {
    let kinds = ["while_statement", "do_statement"];
    let node = loops_of_kinds(source, kernel, facts, &kinds)
        .into_iter()
        .next()?;
    let body = node.child_by_field_name("body")?;
    let spelled = match node.kind() {
        "do_statement" => "a `do ... while` loop",
        _ => "a `while` loop",
    };
    let shape =
        format!("it is {spelled}, and its next tile's loads come before this tile's compute");
    if let Some(d) =
        super::double_buffer::already_double_buffered(source, kernel, facts, node, body, &shape)
    {
        return Some(d);
    }
    let line = crate::diagnostics::line_col(&source.text, node.start_byte()).0;
    Some(
        Diagnostic::new(
            Kind::UnsupportedPattern,
            format!(
                "the K-loop of kernel `{}` (line {line}) is {spelled}: kpipe rewrites `for` K-loops, whose counter, bound and step give the tiles of the prologue and the epilogue",
                kernel.name
            ),
            "write it as `for (int k = 0; k < K; k += TILE) { ... }` with the counter advanced only by the loop's step, then run kpipe again",
        )
        .at(node.start_byte()..body.start_byte()),
    )
}

/// The loops of `kinds` in a kernel whose body directly holds a barrier and a store of global data
/// into shared memory (or an async copy).
fn loops_of_kinds<'t>(
    source: &'t Source,
    kernel: &Kernel<'t>,
    facts: &FileFacts,
    kinds: &[&str],
) -> Vec<Node<'t>> {
    let shared: HashSet<String> = kernel
        .shared
        .iter()
        .map(|s| s.name.clone())
        .chain(kernel.extern_names.iter().cloned())
        .collect();
    let globals: HashSet<String> = kernel.global_pointers.iter().cloned().collect();
    let mut loops: Vec<Node<'t>> = Vec::new();
    for barrier in barrier_calls(source, kernel.body) {
        for node in source.ancestors(barrier) {
            if node.id() == kernel.body.id() {
                break;
            }
            if matches!(
                node.kind(),
                "for_statement" | "while_statement" | "do_statement"
            ) {
                if kinds.contains(&node.kind()) && !loops.iter().any(|l| l.id() == node.id()) {
                    loops.push(node);
                }
                break;
            }
        }
    }
    loops.retain(|l| !facts.removes(*l));
    loops.retain(|l| {
        let expanded = facts.expand_macros(source.text_of(*l));
        // Values that come from global memory: the pointers, and locals of the loop body initialised
        // from them (`float4 tmp = A[...]; As[...] = tmp.x;`).
        let mut from_global = globals.clone();
        if let Some(body) = l.child_by_field_name("body") {
            // A fixed point: a local loaded under a guard (`v = {}; if (ok) v = A[..];`) and the
            // registers filled from it (`regs[i] = v.x`) carry global data too.
            let decls: Vec<Node> = descendants(body)
                .into_iter()
                .filter(|d| d.kind() == "declaration")
                .collect();
            let writes = super::effects::assignments(body);
            loop {
                let before = from_global.len();
                for decl in &decls {
                    if mentions_any(source, *decl, &from_global).is_some() {
                        from_global.extend(super::effects::declared_names(source, *decl));
                    }
                }
                for (assign, target) in &writes {
                    let from = assign
                        .child_by_field_name("right")
                        .is_some_and(|r| mentions_any(source, r, &from_global).is_some());
                    let root = super::written::written_root(source, facts, *target);
                    if let (true, Some(root)) = (from, root) {
                        // Shared memory is the destination, not a carrier of loaded registers.
                        if !shared.contains(source.text_of(root)) {
                            from_global.insert(source.text_of(root).to_string());
                        }
                    }
                }
                if from_global.len() == before {
                    break;
                }
            }
        }
        ASYNC_COPY_TOKENS.iter().any(|t| expanded.contains(t))
            || super::effects::assignments(*l)
                .iter()
                .any(|(assign, target)| {
                    nearest_loop_with_barrier(source, *assign).is_some_and(|n| n.id() == l.id())
                        && mentions_any(source, *target, &shared).is_some()
                        && assign.child_by_field_name("right").is_some_and(|r| {
                            mentions_any(source, r, &from_global).is_some()
                                && mentions_any(source, r, &shared).is_none()
                        })
                })
            || descendants(*l).iter().any(|c| {
                c.kind() == "call_expression"
                    && call_may_store_shared(source, *c, &shared)
                    && mentions_any(source, *c, &from_global).is_some()
            })
    });
    loops
}

/// Whether a call may store into shared memory: it is given a tile's address (its name, `&As[i]`,
/// `As + i`), or a tile's element where the callee may take it by reference (a macro, a function
/// kpipe does not see, a non-const reference parameter). A tile's element given to a function of
/// the file by value or by const reference is read (`stg32(C_lds[p], C + i, ok)` stores shared
/// data to global memory, it loads no tile).
fn call_may_store_shared(source: &Source, call: Node, shared: &HashSet<String>) -> bool {
    let args = crate::source::parse::call_arguments(call);
    let mut definitions = None;
    for (i, arg) in args.iter().enumerate() {
        if mentions_any(source, *arg, shared).is_none() {
            continue;
        }
        if strip_parens(*arg).kind() != "subscript_expression" {
            return true;
        }
        let definitions = definitions.get_or_insert_with(|| {
            call.child_by_field_name("function")
                .map(|f| {
                    let name = super::helpers::base_name(source.text_of(f));
                    super::helpers::device_functions(source, name)
                })
                .unwrap_or_default()
        });
        let [definition] = definitions.as_slice() else {
            return true;
        };
        let read = super::helpers::function_parameters(*definition)
            .and_then(|params| params.get(i).copied())
            .is_some_and(|param| {
                let text = source.text_of(param);
                !text.contains('&') || text.trim_start().starts_with("const ")
            });
        if !read {
            return true;
        }
    }
    false
}

/// The nearest `for` statement around `node` inside the kernel's `body`.
fn enclosing_for<'t>(node: Node<'t>, body: Node<'t>) -> Option<Node<'t>> {
    let mut enclosing = node.parent();
    while let Some(n) = enclosing {
        if n.kind() == "for_statement" || n.id() == body.id() {
            break;
        }
        enclosing = n.parent();
    }
    enclosing.filter(|n| n.kind() == "for_statement")
}

/// K013 for a loop that uses a tile-storing macro with two or more constant stage arguments
/// (`LOAD(1)` before the compute on stage 0, `LOAD(0)` before the compute on stage 1), where the
/// macro stores into a shared tile with a leading stage dimension of 2 to 8 indexed by that
/// parameter: the loop fills one stage while it computes on another, a double buffer by hand.
fn staged_by_macro(
    source: &Source,
    kernel: &Kernel,
    facts: &FileFacts,
    kloop: Node,
    name: &str,
    expanded: &str,
) -> Option<Box<Diagnostic>> {
    let param = facts.macro_params.get(name)?.first()?;
    let stages: HashSet<String> = descendants(kloop)
        .into_iter()
        .filter(|n| {
            n.kind() == "call_expression"
                && n.child_by_field_name("function")
                    .is_some_and(|f| source.text_of(f) == name)
        })
        .filter_map(|call| {
            let args = crate::source::parse::call_arguments(call);
            let first = source.text_of(*args.first()?).trim();
            first.parse::<u32>().ok().map(|_| first.to_string())
        })
        .collect();
    if stages.len() < 2 {
        return None;
    }
    let tile = kernel.shared.iter().find(|t| {
        t.dims.len() >= 2
            && kernel
                .symbols
                .eval(&t.dims[0])
                .is_ok_and(|n| (2..=8).contains(&n))
            && expanded.contains(&format!("{}[{param}]", t.name))
    })?;
    Some(
        Diagnostic::new(
            Kind::AlreadyPipelined,
            format!(
                "the K-loop fills the stages of tile `{}` through macro `{name}` with constant stages ({}): it loads one stage while it computes on another, so it is already double-buffered",
                tile.name,
                {
                    let mut s: Vec<&String> = stages.iter().collect();
                    s.sort();
                    s.iter().map(|x| format!("`{name}({x})`")).collect::<Vec<_>>().join(", ")
                }
            ),
            "nothing to do; kpipe pipelines loops with single-buffered tiles",
        )
        .at(kloop.start_byte()..kloop.start_byte() + 3),
    )
}

/// For a kernel without a K-loop candidate: a loop with a barrier whose stores into shared memory
/// are inline PTX in helpers of the file (`sts128(r0, r1, r2, r3, smem_addr)` over
/// `st.shared.v4.f32`, at a 32-bit shared address), which kpipe does not read. The true reason,
/// instead of "no K-loop": kpipe cannot tell what such a loop loads, or whether it is already
/// multi-buffered.
pub fn stores_through_ptx(source: &Source, kernel: &Kernel) -> Option<Box<Diagnostic>> {
    let mut ptx_helpers: HashMap<String, bool> = HashMap::new();
    for barrier in barrier_calls(source, kernel.body) {
        let Some(kloop) = source
            .ancestors(barrier)
            .into_iter()
            .take_while(|n| n.id() != kernel.body.id())
            .find(|n| {
                matches!(
                    n.kind(),
                    "for_statement" | "while_statement" | "do_statement"
                )
            })
        else {
            continue;
        };
        let found = descendants(kloop).into_iter().find_map(|call| {
            let function = call
                .child_by_field_name("function")
                .filter(|_| call.kind() == "call_expression")?;
            let name = super::helpers::base_name(source.text_of(function)).to_string();
            let stores = *ptx_helpers.entry(name.clone()).or_insert_with(|| {
                super::helpers::device_functions(source, &name)
                    .iter()
                    .any(|f| {
                        let body = source.text_of(*f);
                        body.contains("asm") && body.contains("st.shared")
                    })
            });
            stores.then_some((name, call))
        });
        let Some((name, call)) = found else {
            continue;
        };
        let line = crate::diagnostics::line_col(&source.text, kloop.start_byte()).0;
        return Some(
            Diagnostic::new(
                Kind::NoKLoop,
                format!(
                    "the loop of kernel `{}` at line {line} stores into shared memory through inline PTX (`{name}` holds `st.shared`), which kpipe does not read: it cannot tell what the loop loads into its tiles, or whether they are already multi-buffered",
                    kernel.name
                ),
                format!("kpipe reads tile stores written in C++ (`As[i] = A[j];`, `*reinterpret_cast<float4 *>(&As[i]) = ...`); to let it pipeline this loop, write `{name}`'s store that way (nvcc emits the same `st.shared`). A loop that already double-buffers its tiles has nothing left to pipeline"),
            )
            .at(call.byte_range()),
        );
    }
    None
}

/// For a kernel without a K-loop candidate: a macro used in it whose expansion calls
/// `__syncthreads()` and stores global data into shared memory, and holds a loop (or is used inside
/// one). kpipe rewrites the kernel's code, not macro bodies, so it says that instead of "no K-loop".
pub fn hidden_in_macro(
    source: &Source,
    kernel: &Kernel,
    facts: &FileFacts,
) -> Option<Box<Diagnostic>> {
    if facts.macros.is_empty() {
        return None;
    }
    let shared: HashSet<&str> = kernel
        .shared
        .iter()
        .map(|s| s.name.as_str())
        .chain(kernel.extern_names.iter().map(String::as_str))
        .collect();
    let globals: HashSet<&str> = kernel.global_pointers.iter().map(String::as_str).collect();
    for id in descendants(kernel.body) {
        if !matches!(id.kind(), "identifier" | "type_identifier") {
            continue;
        }
        let name = source.text_of(id);
        let Some(body) = facts.macros.get(name) else {
            continue;
        };
        let expanded = facts.expand_macros(body);
        let words: HashSet<&str> = super::kernel::identifiers_in(&expanded).collect();
        // The macro holds the barrier, or (`LOAD(1); compute; __syncthreads();`) only the tile
        // stores of a loop whose barriers are the kernel's own.
        let barrier_in_macro = words.contains("__syncthreads");
        if !super::pure_functions::has_assignment(&expanded) {
            continue;
        }
        // The use with its arguments: `KLOOP(As, Bs, A, B)` names the tiles and pointers itself.
        let use_node = id
            .parent()
            .filter(|p| {
                p.kind() == "call_expression"
                    && p.child_by_field_name("function")
                        .is_some_and(|f| f.id() == id.id())
            })
            .unwrap_or(id);
        let use_words: HashSet<&str> =
            super::kernel::identifiers_in(source.text_of(use_node)).collect();
        let names = |set: &HashSet<&str>| words.iter().chain(&use_words).any(|w| set.contains(w));
        if !(names(&shared) || words.contains("__shared__")) || !names(&globals) {
            continue;
        }
        let has_loop = ["for", "while"].iter().any(|w| words.contains(w));
        let starts_with_loop = ["for", "while", "do"]
            .iter()
            .any(|w| super::kernel::identifiers_in(body).next() == Some(*w));
        let enclosing_for = enclosing_for(id, kernel.body);
        if !barrier_in_macro && enclosing_for.is_none_or(|l| barrier_calls(source, l).is_empty()) {
            continue;
        }
        let what = match barrier_in_macro {
            true => "its tile stores and barriers",
            false => "its tile stores",
        };
        let defined_at = facts.macro_spans.get(name).map_or(String::new(), |span| {
            let line = crate::diagnostics::line_col(&source.text, span.start).0;
            format!(" (#define at line {line})")
        });
        if let Some(d) =
            enclosing_for.and_then(|l| staged_by_macro(source, kernel, facts, l, name, &expanded))
        {
            return Some(d);
        }
        let (message, help) = match enclosing_for {
            // A macro without a barrier is not the K-loop itself, even when its body is a loop
            // (`do { ... } while (0)`, a load loop).
            Some(l) if !starts_with_loop || !barrier_in_macro => (
                format!(
                    "the K-loop at line {} has {what} inside macro `{name}`{defined_at}; kpipe rewrites the kernel's code, not macro bodies",
                    crate::diagnostics::line_col(&source.text, l.start_byte()).0
                ),
                format!(
                    "expand `{name}` by hand inside the loop of kernel `{}` (write its statements out where the macro is used), then run kpipe again; other uses of the macro may stay",
                    kernel.name
                ),
            ),
            _ if has_loop && barrier_in_macro => (
                format!(
                    "the K-loop is inside macro `{name}`{defined_at}: a loop that calls `__syncthreads()` and stores global data into shared memory; kpipe rewrites the kernel's code, not macro bodies"
                ),
                format!(
                    "expand `{name}` by hand in kernel `{}` (write the loop out where the macro is used), then run kpipe again; other uses of the macro may stay",
                    kernel.name
                ),
            ),
            _ => continue,
        };
        let d = Diagnostic::new(Kind::UnsupportedPattern, message, help).at(use_node.byte_range());
        return Some(d);
    }
    None
}

/// The innermost loop around `node` that holds a barrier: stores in a load loop belong to the K-loop
/// around it, stores in an inner K-loop do not belong to a persistent loop around that.
fn nearest_loop_with_barrier<'t>(source: &'t Source, node: Node<'t>) -> Option<Node<'t>> {
    source.ancestors(node).into_iter().find(|n| {
        matches!(
            n.kind(),
            "for_statement" | "while_statement" | "do_statement"
        ) && !barrier_calls(source, *n).is_empty()
    })
}

/// Validates a candidate loop and splits it into phases.
pub fn recognise<'t>(
    source: &'t Source,
    kernel: &Kernel<'t>,
    facts: &FileFacts,
    node: Node<'t>,
) -> Result<KLoop<'t>> {
    let candidate = Candidate::new(source, kernel, facts, node)?;
    candidate.check_body_shape()?;
    let barriers = candidate.barriers()?;
    let tiles = candidate.tiles(&barriers)?;
    let header = candidate.header()?;
    let declared_in_body = declared_names(source, candidate.body);
    let ivar_names: Vec<String> = header.ivars.iter().map(|v| v.name.clone()).collect();
    loop_facts::check_bound_invariant(
        source,
        kernel,
        node,
        header.cond,
        candidate.body,
        &ivar_names,
        &declared_in_body,
    )?;
    let roles = candidate.roles(&barriers, &tiles.names, &declared_in_body)?;
    let load_statements = nodes_with(&roles.statements, Role::Load);
    let load =
        candidate.analyse_loads(&tiles, &roles.bump_vars, &header.ivars, &load_statements)?;
    // Compute: reads the tiles, writes none of them, does not touch what the loads depend on.
    let compute = nodes_with(&roles.statements, Role::Compute);
    candidate.check_compute(&compute, &tiles, &roles)?;
    loop_facts::check_compute_global_stores(source, kernel, &compute, &load_statements)?;
    let compute_locals = candidate.compute_locals(&load, &load_statements, &compute)?;
    let warnings = candidate.warnings(&tiles.arrays);
    let cover = tiles
        .arrays
        .iter()
        .any(|t| t.dynamic.is_some())
        .then(|| candidate.buffer_cover(&barriers).ok())
        .flatten();
    let dynamic_view = cover
        .as_ref()
        .map(|(cover, _)| cover.extent)
        .filter(|extent| *extent > 0);
    let dynamic_tile_bytes = cover
        .map(|(_, by_line)| bytes_by_tile(&load, &by_line, node))
        .unwrap_or_default();
    Ok(KLoop {
        dynamic_tile_bytes,
        node,
        init_is_declaration: header.init.is_some_and(|i| i.kind() == "declaration"),
        init: header.init,
        cond: header.cond,
        update: header.update,
        ivars: header.ivars,
        body: candidate.body,
        statements: roles.statements,
        tiles: tiles.arrays,
        load,
        bump_vars: roles.bump_vars,
        compute_locals,
        warnings,
        sync_first: barriers.sync_first,
        dynamic_view,
    })
}

/// The nodes of the body statements that have `role`, in order.
fn nodes_with<'t>(statements: &[BodyStatement<'t>], role: Role) -> Vec<Node<'t>> {
    statements
        .iter()
        .filter(|s| s.role == role)
        .map(|s| s.node)
        .collect()
}

/// A candidate K-loop whose body is a braced block, with what the checks of every phase read.
struct Candidate<'k, 't> {
    source: &'t Source,
    kernel: &'k Kernel<'t>,
    facts: &'k FileFacts,
    node: Node<'t>,
    body: Node<'t>,
    /// The top-level statements of the body, comments left out.
    statements: Vec<Node<'t>>,
    /// The names of the kernel's shared memory: the static arrays and the dynamic buffer's names.
    shared: HashSet<String>,
    /// The loop's text with the file's macros expanded.
    loop_text: String,
}

/// Where the barriers split the body (indices into its top-level statements).
struct Barriers {
    /// The first barrier of the body.
    lead: usize,
    /// The first statement of the load phase.
    loads_start: usize,
    /// The barrier that ends the load phase.
    after_loads: usize,
    /// The barrier that ends the compute phase; `usize::MAX` in a sync-first body, whose compute
    /// runs to the end of the body.
    after_compute: usize,
    /// The body starts with its barrier (`sync; loads; sync; compute`).
    sync_first: bool,
}

/// The tiles of a K-loop: the shared arrays its load phase writes.
struct Tiles {
    names: HashSet<String>,
    /// Their declarations: the static tiles first, then the dynamic ones.
    arrays: Vec<SharedArray>,
}

/// The K-loop's header: its parts and the variables its step advances.
struct Header<'t> {
    init: Option<Node<'t>>,
    cond: Node<'t>,
    update: Node<'t>,
    ivars: Vec<InductionVar>,
}

/// The body's statements by role, with the names the checks of the compute phase need.
struct Roles<'t> {
    statements: Vec<BodyStatement<'t>>,
    /// Variables declared outside the body that it bumps and the load phase reads.
    bump_vars: HashSet<String>,
    /// Every name the load phase mentions.
    load_reads: HashSet<String>,
}

impl<'k, 't> Candidate<'k, 't> {
    /// The candidate's body, statements and shared names; refuses a body that is not a braced block.
    fn new(
        source: &'t Source,
        kernel: &'k Kernel<'t>,
        facts: &'k FileFacts,
        node: Node<'t>,
    ) -> Result<Self> {
        let body = node
            .child_by_field_name("body")
            .filter(|b| b.kind() == "compound_statement")
            .ok_or_else(|| unsupported(node, "the K-loop body is not a braced block"))?;
        let statements = named_children(body)
            .into_iter()
            .filter(|c| c.kind() != "comment")
            .collect();
        let shared = kernel
            .shared
            .iter()
            .map(|s| s.name.clone())
            .chain(kernel.extern_names.iter().cloned())
            .collect();
        Ok(Candidate {
            source,
            kernel,
            facts,
            node,
            body,
            statements,
            shared,
            loop_text: facts.expand_macros(source.text_of(node)),
        })
    }

    /// `waited` (K014), unless the copies go into a stage of a tile that has several
    /// (`As[j][ty][tx]` with `__shared__ float As[STAGES][..][..]` and `j` not a constant): a ring
    /// kept by hand, whose wait (`pipe.consumer_wait()`) waits for the oldest stage only, so the
    /// loop is already pipelined (K013).
    fn rotating_stages(&self, waited: Box<Diagnostic>) -> Box<Diagnostic> {
        let source = self.source;
        // `__pipeline_wait_prior(0)`, `cp.async.wait_group 0`: a wait for every copy in flight,
        // whatever stage the copies fill; the copies it waits for overlap nothing.
        let body = super::macros::expand_with_asm(self.facts, source.text_of(self.body));
        if FULL_WAIT_TOKENS.iter().any(|t| body.contains(t)) {
            return waited;
        }
        let staged = |n: &Node| {
            let (Some(base), Some(index)) = (
                n.child_by_field_name("argument"),
                n.child_by_field_name("indices")
                    .and_then(|i| i.named_child(0)),
            ) else {
                return None;
            };
            let tile = self
                .kernel
                .shared
                .iter()
                .find(|t| t.name == source.text_of(base) && t.dims.len() >= 2)?;
            let stages = self.kernel.symbols.eval(&tile.dims[0]).ok()?;
            let index = source.text_of(index);
            ((2..=8).contains(&stages) && self.kernel.symbols.eval(index).is_err())
                .then(|| (tile.name.clone(), index.to_string(), stages))
        };
        let found = descendants(self.body)
            .into_iter()
            .filter(|n| n.kind() == "call_expression")
            .filter(|c| {
                ASYNC_COPY_TOKENS
                    .iter()
                    .any(|t| source.text_of(*c).contains(t))
            })
            .flat_map(descendants)
            .filter(|n| n.kind() == "subscript_expression")
            .find_map(|n| staged(&n));
        match found {
            Some((tile, index, stages)) => Box::new(Diagnostic {
                span: waited.span.clone(),
                ..*Diagnostic::new(
                Kind::AlreadyPipelined,
                format!("the K-loop already runs a ring of its own: its asynchronous copies fill stage `{index}` of tile `{tile}`'s {stages}, so a wait waits for the oldest stage, not for every copy: it is already pipelined"),
                "nothing to do; kpipe pipelines loops whose loads are plain global-to-shared stores or copies waited for at once",
            )
            }),
            None => waited,
        }
    }

    /// Refuses a body the rewrite cannot reorder: async copies, jumps out of the body, barriers
    /// under branches, barriers other than `__syncthreads()`.
    fn check_body_shape(&self) -> Result<()> {
        let (source, body) = (self.source, self.body);
        check_async(
            source,
            self.facts,
            &self.shared,
            self.node,
            body,
            &self.loop_text,
        )
        .map_err(|e| match e.kind {
            Kind::AsyncNotOverlapped => self.rotating_stages(e),
            _ => e,
        })?;
        if let Some(jump) = escaping_jump(body) {
            return Err(jump_out_of_loop(source, jump));
        }
        for barrier in barrier_calls(source, body) {
            let statement = barrier.parent();
            let top_level = statement
                .is_some_and(|s| s.parent().is_some_and(|p| p.id() == body.id()))
                && statement.is_some_and(|s| is_barrier_statement(source, s));
            if !top_level {
                // Warp groups taking turns on two buffers (a barrier in each arm of a role branch)
                // are a pipeline already, not a barrier some threads skip.
                let shape = format!(
                    "the warps split by {} take turns on the two buffers, with barriers in each arm",
                    branch_of(source, body, barrier)
                );
                if let Some(d) = super::double_buffer::already_double_buffered(
                    source,
                    self.kernel,
                    self.facts,
                    self.node,
                    body,
                    &shape,
                ) {
                    return Err(d);
                }
                return Err(barrier_under_branch(source, body, barrier));
            }
        }
        if let Some(form) = other_barrier(source, body, &self.loop_text) {
            return Err(unsupported(
                self.node,
                &format!("the K-loop uses the barrier form `{form}`; kpipe reasons about `__syncthreads()` only"),
            ));
        }
        Ok(())
    }

    /// Where the body's two barriers are; refuses one barrier (after the stage-indexing check, so
    /// that a multi-buffered loop is told as such) or more than two.
    fn barriers(&self) -> Result<Barriers> {
        let (source, kernel, node, body) = (self.source, self.kernel, self.node, self.body);
        let barriers: Vec<usize> = self
            .statements
            .iter()
            .enumerate()
            .filter(|(_, s)| is_barrier_statement(source, **s))
            .map(|(i, _)| i)
            .collect();
        if barriers.len() == 1 {
            if let Some(d) = super::double_buffer::already_double_buffered(
                source,
                kernel,
                self.facts,
                node,
                body,
                "one barrier per iteration is enough for it",
            ) {
                return Err(d);
            }
            check_stage_indexing(source, kernel, node, body)?;
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                "the K-loop has one barrier per iteration; kpipe expects two (after the loads, after the compute)",
                "with single-buffered tiles one barrier is a race as written (a thread's next loads can overwrite a tile other threads still read): add the missing `__syncthreads()` after the compute, and kpipe pipelines the loop; a double buffer kept by hand is read as such when its stage index is the loop's",
            )
            .at(self.statements[barriers[0]].byte_range()));
        }
        if barriers.len() > 2 {
            return Err(unsupported(
                self.statements[barriers[2]],
                &format!(
                    "the K-loop has {} barriers per iteration (several load/compute sub-phases); kpipe rewrites loops with one load phase and one compute phase",
                    barriers.len()
                ),
            ));
        }
        check_stage_indexing(source, kernel, node, body)?;
        // The sync-first body (`sync; loads; sync; compute`, llm.c's matmul) is the canonical body
        // rotated by one barrier: the leading barrier of iteration t+1 is the trailing barrier of
        // iteration t (it keeps the next loads from overwriting tiles still read by this compute), and
        // the first iteration's leading barrier only orders what ran before the loop, which the rewrite
        // keeps as a barrier before its prologue. The loads are then the statements between the two
        // barriers, the compute (and bumps) everything after the second.
        let sync_first = barriers[0] == 0;
        let (loads_start, after_loads, after_compute) = if sync_first {
            (1, barriers[1], usize::MAX)
        } else {
            (0, barriers[0], barriers[1])
        };
        Ok(Barriers {
            lead: barriers[0],
            loads_start,
            after_loads,
            after_compute,
            sync_first,
        })
    }

    /// The tiles the load phase writes, static then dynamic; refuses a loop that already prefetches,
    /// one with no load phase, tiles named in macros, and tile addresses the rewrite cannot follow.
    fn tiles(&self, b: &Barriers) -> Result<Tiles> {
        let (source, kernel, node) = (self.source, self.kernel, self.node);
        let mut names = self.tiles_written(&self.statements[b.loads_start..b.after_loads]);
        self.check_not_prefetching(b.after_loads)?;
        if names.is_empty() {
            return Err(self.no_load_phase(b));
        }
        self.check_tiles_outside_macros(&names)?;
        let mut arrays: Vec<SharedArray> = kernel
            .shared
            .iter()
            .filter(|s| names.contains(&s.name))
            .cloned()
            .collect();
        loop_facts::check_tiles_declared_once(source, kernel, &arrays)?;
        let dynamic = dynamic_tiles(source, kernel, node, &names, &|| {
            self.buffer_cover(b).map(|(cover, _)| cover)
        })?;
        for tile in &dynamic {
            names.insert(tile.name.clone());
        }
        arrays.extend(dynamic);
        self.check_tile_addresses(&arrays)?;
        loop_facts::check_static_tiles_outside(source, kernel, node, &arrays)?;
        Ok(Tiles { names, arrays })
    }

    /// The proof that one iteration reads only buffer bytes its loads write (`buffer_cover`).
    fn buffer_cover(
        &self,
        b: &Barriers,
    ) -> std::result::Result<
        (
            super::buffer_cover::Cover,
            super::buffer_cover::WrittenByLine,
        ),
        super::error::RecognizeError,
    > {
        let block = super::trips::block_facts(self.source, self.facts, self.kernel);
        super::buffer_cover::prove_loop(
            self.source,
            self.kernel,
            self.node,
            &block,
            &self.statements,
            b.loads_start..b.after_loads,
        )
    }

    /// Tiles: the shared arrays the statements (those before the first barrier) store into or
    /// pass to a call.
    fn tiles_written(&self, statements: &[Node]) -> HashSet<String> {
        let mut names = HashSet::new();
        for stmt in statements {
            for (_, target) in super::effects::assignments(*stmt) {
                if let Some(t) = mentions_any(self.source, target, &self.shared) {
                    names.insert(t);
                }
            }
            for call in descendants(*stmt)
                .into_iter()
                .filter(|c| c.kind() == "call_expression")
            {
                if let Some(t) = mentions_any(self.source, call, &self.shared) {
                    names.insert(t);
                }
            }
        }
        names
    }

    /// A loop that reads but stores no tile before its first barrier, and stores one after it, computes
    /// on tiles loaded one iteration earlier: register prefetch, written by hand or by kpipe's single buffer.
    fn check_not_prefetching(&self, after_loads: usize) -> Result<()> {
        let (source, shared) = (self.source, &self.shared);
        let stored = |stmts: &[Node]| {
            stmts.iter().find_map(|s| {
                super::effects::assignments(*s)
                    .into_iter()
                    .find_map(|(_, target)| mentions_any(source, target, shared))
            })
        };
        let (before, after) = self.statements.split_at(after_loads);
        let reads_before = before
            .iter()
            .any(|s| mentions_any(source, *s, shared).is_some());
        if reads_before && stored(before).is_none() {
            if let Some(tile) = stored(after) {
                return Err(Diagnostic::new(
                    Kind::AlreadyPipelined,
                    format!("tile `{tile}` is stored only after the first barrier, from values loaded before it: this loop already prefetches the next tile into registers"),
                    "kpipe pipelines loops whose body is: loads into the tiles, __syncthreads(), compute, __syncthreads()",
                )
                .at(self.statements[0].byte_range()));
            }
        }
        Ok(())
    }

    /// The refusal of a body whose load phase stores into no tile: register double-buffering when
    /// it reads a tile, otherwise no load phase at all.
    fn no_load_phase(&self, b: &Barriers) -> Box<Diagnostic> {
        let loads = &self.statements[b.loads_start..b.after_loads];
        if let Some(tile) = loads
            .iter()
            .find_map(|s| mentions_any(self.source, *s, &self.shared))
        {
            return Diagnostic::new(
                Kind::AlreadyPipelined,
                format!("tile `{tile}` is read before the first barrier and written after it: this loop already prefetches the next tile (register double-buffering)"),
                "kpipe pipelines loops whose body is: loads into the tiles, __syncthreads(), compute, __syncthreads()",
            )
            .at(self.statements[b.loads_start].byte_range());
        }
        if b.sync_first {
            return unsupported(
                self.statements[b.after_loads],
                "the K-loop body starts with a barrier, but nothing between it and the next barrier stores global data into a shared tile: kpipe finds no load phase (sync; loads; sync; compute)",
            );
        }
        unsupported(
            self.statements[0],
            "the K-loop body has statements before its first barrier that store nothing into a shared tile: kpipe finds no load phase (loads; sync; compute; sync, or sync; loads; sync; compute)",
        )
    }

    /// Refuses a macro used in the loop that names a tile: its body cannot be given a stage index.
    fn check_tiles_outside_macros(&self, tile_names: &HashSet<String>) -> Result<()> {
        for name in tile_names {
            for (macro_name, body_text) in &self.facts.macros {
                if super::kernel::identifiers_in(body_text).any(|w| w == name)
                    && self.uses_macro(macro_name)
                {
                    return Err(unsupported(
                        self.node,
                        &format!("macro `{macro_name}` refers to tile `{name}`; kpipe cannot give the tile a stage index inside a macro"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Whether the loop's text uses the macro: a function-like macro only where its name is
    /// called (`sA(i, j)`), since a tile may have the name of the accessor that reads it.
    fn uses_macro(&self, macro_name: &str) -> bool {
        if !self.facts.macro_params.contains_key(macro_name) {
            return super::kernel::identifiers_in(&self.loop_text).any(|w| w == macro_name);
        }
        let text = &self.loop_text;
        text.match_indices(macro_name).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + macro_name.len()..].trim_start();
            !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') && after.starts_with('(')
        })
    }

    /// Refuses an address derived from a tile outside the loop and used inside it.
    fn check_tile_addresses(&self, tiles: &[SharedArray]) -> Result<()> {
        // An address derived outside the loop from any name of the dynamic buffer stays on the
        // first stage too: every such name is a source, not only the ones the loads write.
        let mut sources = tiles.to_vec();
        if tiles.iter().any(|t| t.dynamic.is_some()) {
            sources.extend(
                self.kernel
                    .extern_arrays
                    .iter()
                    .filter(|e| !tiles.iter().any(|t| t.name == e.name))
                    .cloned(),
            );
        }
        check_addresses_taken_outside(self.source, self.kernel, self.node, &sources)
    }

    /// The header's parts and induction variables; refuses a header without condition or step, a
    /// trip count that is not uniform and fixed, and loop variables or steps the body changes.
    fn header(&self) -> Result<Header<'t>> {
        let node = self.node;
        let (Some(cond), Some(update)) = (
            node.child_by_field_name("condition"),
            node.child_by_field_name("update"),
        ) else {
            return Err(unsupported(
                node,
                "the K-loop header has no condition or no step",
            ));
        };
        let init = node.child_by_field_name("initializer");
        check_trip_count(self.source, self.kernel, cond, init)?;
        let ivars = induction_vars(self.source, update)?;
        self.check_ivars_unchanged(update, &ivars)?;
        Ok(Header {
            init,
            cond,
            update,
            ivars,
        })
    }

    /// Refuses a loop variable the body also assigns, or a step that depends on what the loop changes.
    fn check_ivars_unchanged(&self, update: Node, ivars: &[InductionVar]) -> Result<()> {
        let assigned_in_body = match self.body.parent() {
            Some(kloop) => super::effects::assigned_outer_names(self.source, self.body, kloop),
            None => assigned_names(self.source, self.body),
        };
        for iv in ivars {
            if assigned_in_body.contains(&iv.name) {
                return Err(unsupported(
                    update,
                    &format!(
                        "the loop variable `{}` is also changed inside the body",
                        iv.name
                    ),
                ));
            }
            let step_names = super::kernel::identifiers_in(&iv.step);
            if let Some(name) = step_names
                .into_iter()
                .find(|n| assigned_in_body.contains(*n) || ivars.iter().any(|v| v.name == *n))
            {
                return Err(unsupported(
                    update,
                    &format!(
                        "the loop step of `{}` depends on `{name}`, which the loop changes",
                        iv.name
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Each top-level statement with its role, and the bumped variables the load phase reads.
    fn roles(
        &self,
        b: &Barriers,
        tile_names: &HashSet<String>,
        declared_in_body: &HashSet<String>,
    ) -> Result<Roles<'t>> {
        let source = self.source;
        let load_reads: HashSet<String> = self.statements[b.loads_start..b.after_loads]
            .iter()
            .flat_map(|s| identifier_nodes(*s))
            .map(|n| source.text_of(n).to_string())
            .collect();
        let bump_vars: HashSet<String> = self
            .statements
            .iter()
            .filter_map(|s| bump_target(source, *s))
            .filter(|target| {
                !declared_in_body.contains(target)
                    && !tile_names.contains(target)
                    && load_reads.contains(target)
            })
            .collect();
        let mut statements = Vec::new();
        for (i, stmt) in self.statements.iter().enumerate() {
            let role = self.role_of(i, *stmt, b, &bump_vars)?;
            statements.push(BodyStatement { node: *stmt, role });
        }
        Ok(Roles {
            statements,
            bump_vars,
            load_reads,
        })
    }

    /// The role of the `i`-th top-level statement; refuses a statement after the last barrier
    /// that is not a pointer bump.
    fn role_of(
        &self,
        i: usize,
        stmt: Node,
        b: &Barriers,
        bump_vars: &HashSet<String>,
    ) -> Result<Role> {
        let is_bump = bump_target(self.source, stmt).is_some_and(|t| bump_vars.contains(&t));
        let is_tile_decl = stmt.kind() == "declaration"
            && children(stmt)
                .iter()
                .any(|c| self.source.text_of(*c) == "__shared__");
        Ok(
            if i == b.lead || i == b.after_loads || i == b.after_compute {
                Role::Barrier
            } else if is_tile_decl {
                Role::TileDecl
            } else if i < b.after_loads {
                Role::Load
            } else if is_bump {
                Role::Bump
            } else if i < b.after_compute {
                Role::Compute
            } else {
                return Err(unsupported(
                    stmt,
                    "a statement after the last barrier of the K-loop that is not a pointer bump",
                ));
            },
        )
    }

    /// The load phase as `loads::analyse` finds it, given what the loop knows of tiles and names.
    fn analyse_loads(
        &self,
        tiles: &Tiles,
        bump_vars: &HashSet<String>,
        ivars: &[InductionVar],
        load_statements: &[Node<'t>],
    ) -> Result<LoadPhase<'t>> {
        let kernel = self.kernel;
        let tile_types = |name: &str| {
            tiles
                .arrays
                .iter()
                .find(|t| t.name == name)
                .map(|t| t.elem_type.clone())
                .unwrap_or_default()
        };
        let globals: HashSet<String> = kernel.global_pointers.iter().cloned().collect();
        let ivar_names: HashSet<String> = ivars.iter().map(|v| v.name.clone()).collect();
        let block = super::trips::block_facts(self.source, self.facts, kernel);
        let staging = staging_variables(
            self.source,
            self.facts,
            kernel.node,
            self.node,
            load_statements,
        );
        let cx = LoadContext {
            source: self.source,
            facts: self.facts,
            symbols: &kernel.symbols,
            tiles: &tiles.names,
            tile_types: &tile_types,
            global_pointers: &globals,
            bump_vars,
            ivars: &ivar_names,
            threads: kernel.threads,
            is_thread_index: &|e: &str| kernel.is_thread_index(e),
            block: &block,
            function: kernel.node,
        };
        loads::analyse(&cx, load_statements, &staging)
    }

    /// Refuses a compute statement that writes a tile, uses a variable bumped for the loads, or
    /// changes a name the load phase reads.
    fn check_compute(&self, compute: &[Node<'t>], tiles: &Tiles, roles: &Roles) -> Result<()> {
        let source = self.source;
        for stmt in compute {
            check_compute_statement(
                source,
                self.facts,
                *stmt,
                &tiles.names,
                &tiles.arrays,
                self.body,
            )?;
            for name in &roles.bump_vars {
                if mentions(source, *stmt, name) {
                    return Err(unsupported(
                        *stmt,
                        &format!("the compute phase uses `{name}`, which the loop bumps for the loads; the pipelined loop bumps it one tile early"),
                    ));
                }
            }
            for name in assigned_names(source, *stmt) {
                if roles.load_reads.contains(&name)
                    && !declared_names(source, *stmt).contains(&name)
                    && !roles.bump_vars.contains(&name)
                {
                    return Err(unsupported(
                        *stmt,
                        &format!("the compute phase changes `{name}`, which the load phase reads"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The top-level declarations of the load phase that the compute phase also uses (re-emitted
    /// before the compute); refuses one that holds a value loaded from global memory.
    fn compute_locals(
        &self,
        load: &LoadPhase<'t>,
        load_statements: &[Node],
        compute: &[Node],
    ) -> Result<Vec<Node<'t>>> {
        let mut compute_locals = Vec::new();
        for local in &load.locals {
            // Only top-level declarations of the load phase are in scope in the compute phase.
            let top_level = load_statements.iter().any(|s| s.id() == local.decl.id());
            let used = compute
                .iter()
                .any(|c| mentions(self.source, *c, &local.name));
            if !used || !top_level {
                continue;
            }
            if local.kind != loads::LocalKind::Index {
                return Err(unsupported(
                    local.decl,
                    &format!(
                        "the compute phase uses `{}`, which the load phase computes from global memory",
                        local.name
                    ),
                ));
            }
            if !compute_locals
                .iter()
                .any(|d: &Node| d.id() == local.decl.id())
            {
                compute_locals.push(local.decl);
            }
        }
        Ok(compute_locals)
    }

    /// What is worth telling the user about the loop without blocking the rewrite.
    fn warnings(&self, tiles: &[SharedArray]) -> Vec<String> {
        let mut warnings = Vec::new();
        if let Some(ret) = early_return_before(self.source, self.kernel, self.node) {
            warnings.push(format!(
                "a `return` under a branch at line {} comes before the K-loop: if it is not uniform across the block, the barriers of the loop already deadlock or race (before and after kpipe)",
                ret
            ));
        }
        if tiles.iter().any(|t| !t.sole_declarator) {
            warnings.push("a tile shares its declaration with other arrays; only the tile gains a stage dimension".to_string());
        }
        warnings
    }
}

/// Variables declared once before the K-loop, not pointers, that the load statements write and
/// nothing else in the loop or before it mentions: staging registers (`float r_load_a[4];` filled from global memory, then stored,
/// transposed or converted, into a tile). Nothing else reads what they hold from one tile to the
/// next, so they are the load phase's own locals, declared outside it; the proof checks the rewrite.
fn staging_variables<'t>(
    source: &Source,
    facts: &FileFacts,
    function: Node<'t>,
    kloop: Node,
    loads: &[Node],
) -> Vec<(String, Node<'t>)> {
    let in_loads = |at: usize| {
        loads
            .iter()
            .any(|s| s.start_byte() <= at && at < s.end_byte())
    };
    // The variables the loads assign (`ra = ...`, `FLOAT4(ra[0]) = ...`), not those that only
    // index what they assign.
    let written: Vec<usize> = loads
        .iter()
        .flat_map(|s| super::effects::assignments(*s))
        .filter_map(|(_, target)| super::written::written_root(source, facts, target))
        .map(|root| root.start_byte())
        .collect();
    let is_written = |at: usize| written.contains(&at);
    let all = descendants(function);
    let declarators: Vec<(Node<'t>, Node<'t>, Node<'t>)> = all
        .iter()
        .filter(|n| n.kind() == "declaration" || n.kind() == "parameter_declaration")
        .flat_map(|decl| {
            named_children(*decl)
                .into_iter()
                .filter_map(move |d| Some((*decl, d, super::effects::declarator_name(d)?)))
        })
        .collect();
    let mut out = Vec::new();
    for (decl, d, name_node) in &declarators {
        let name = source.text_of(*name_node);
        let is_pointer = d.kind() == "pointer_declarator"
            || d.child_by_field_name("declarator")
                .is_some_and(|x| x.kind() == "pointer_declarator");
        if decl.kind() != "declaration" || is_pointer || decl.end_byte() > kloop.start_byte() {
            continue;
        }
        if declarators
            .iter()
            .filter(|(_, _, n)| source.text_of(*n) == name)
            .count()
            > 1
        {
            continue;
        }
        let uses: Vec<&Node> = all
            .iter()
            .filter(|n| n.kind() == "identifier" && n.id() != name_node.id())
            .filter(|n| source.text_of(**n) == name)
            .collect();
        // Uses after the loop (Cjkkkk's int8 kernels reuse `data_a` to pack their results) see
        // what the last tile's loads left, which the rewrite's last loads leave too; the proof
        // compares everything they store.
        let after_loop = |at: usize| at >= kloop.end_byte();
        if uses
            .iter()
            .all(|n| in_loads(n.start_byte()) || after_loop(n.start_byte()))
            && uses.iter().any(|n| is_written(n.start_byte()))
        {
            out.push((name.to_string(), *decl));
        }
    }
    out
}

/// The refusal of a `break`, `continue`, `return` or `goto` that leaves the K-loop's body.
fn jump_out_of_loop(source: &Source, jump: Node) -> Box<Diagnostic> {
    let word = source
        .text_of(jump)
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    Diagnostic::new(
        Kind::ControlFlowInLoop,
        format!("`{word}` inside the K-loop: a pipelined loop runs the loads of the next tile before this tile's compute, so leaving early would change what is loaded and which barriers are reached"),
        "restructure the loop so every iteration runs to the end (guard the work instead of skipping it)",
    )
    .at(jump.byte_range())
}

/// The names of the dynamic (`extern __shared__`) buffer the K-loop uses, when its loads write it.
/// The rewrite moves the second stage of the loop's whole view of the buffer by one offset, so every
/// name of the buffer the loop mentions gains a stage (its loads, its compute, any alias), whichever
/// the loads write. Names declared inside the loop derive from those and move with them. Refused: a
/// name the loop reassigns, and a buffer written before the loop (the loop could read that data, which
/// the second stage would not hold).
fn dynamic_tiles(
    source: &Source,
    kernel: &Kernel,
    node: Node,
    written: &HashSet<String>,
    cover: &dyn Fn()
        -> std::result::Result<super::buffer_cover::Cover, super::error::RecognizeError>,
) -> Result<Vec<SharedArray>> {
    if !kernel.extern_names.iter().any(|n| written.contains(n)) {
        return Ok(Vec::new());
    }
    let inside = node.byte_range();
    let body = node.child_by_field_name("body").unwrap_or(node);
    check_no_extern_declaration(source, body)?;
    let names: HashSet<String> = kernel.extern_names.iter().cloned().collect();
    check_buffer_pointers_fixed(source, body, &names)?;
    if let Some((at, name)) = buffer_written_before(source, kernel, inside.start, &names) {
        let why = match super::buffer_cover::check_barrier_before(source, kernel.body, node, &names) {
            Err(last) => format!(
                "no `__syncthreads()` separates its use at line {} from the K-loop, so the loop's loads could overwrite data another thread still reads",
                last.start_position().row + 1
            ),
            Ok(()) => match cover() {
                Ok(_) => String::new(),
                Err(why) => why.to_string(),
            },
        };
        if !why.is_empty() {
            return Err(written_before(
                source,
                kernel,
                inside.start,
                at,
                &name,
                &why,
            ));
        }
    }
    check_buffer_written_first_after(source, kernel, inside.end, &names)?;
    let shadowed = declared_before_use(source, body);
    Ok(kernel
        .extern_arrays
        .iter()
        .filter(|e| !inside.contains(&e.decl.start) && mentions(source, body, &e.name))
        .filter(|e| !shadowed.contains(&e.name))
        .cloned()
        .collect())
}

/// The names the K-loop's body declares before any use of them there: a pointer the kernel
/// carves out of the buffer elsewhere (`const float *tile_ptr` of the C staging) and that the
/// loop declares again as its own (`const half *tile_ptr = &shmem[i][k]`) is the loop's own local,
/// whose initialiser already addresses the stage, so it is not moved a second time.
fn declared_before_use(source: &Source, body: Node) -> HashSet<String> {
    let mut first_use: HashMap<&str, usize> = HashMap::new();
    for n in descendants(body) {
        if n.kind() == "identifier" {
            first_use.entry(source.text_of(n)).or_insert(n.start_byte());
        }
    }
    descendants(body)
        .into_iter()
        .filter(|d| d.kind() == "declaration")
        .flat_map(named_children)
        .filter_map(super::effects::declarator_name)
        .filter(|id| first_use.get(source.text_of(*id)) == Some(&id.start_byte()))
        .map(|id| source.text_of(id).to_string())
        .collect()
}

/// Refuses an `extern __shared__` declaration inside the K-loop's body.
fn check_no_extern_declaration(source: &Source, body: Node) -> Result<()> {
    for decl in descendants(body)
        .into_iter()
        .filter(|d| d.kind() == "declaration")
    {
        let is_extern = children(decl)
            .iter()
            .any(|c| source.text_of(*c) == "extern");
        if is_extern {
            return Err(unsupported(
                decl,
                "an `extern __shared__` declaration inside the K-loop; declare it before the loop",
            ));
        }
    }
    Ok(())
}

/// Refuses an assignment in the K-loop's body to a pointer into the dynamic buffer (one of `names`).
fn check_buffer_pointers_fixed(source: &Source, body: Node, names: &HashSet<String>) -> Result<()> {
    for (assign, target) in super::effects::assignments(body) {
        if target.kind() == "identifier" && names.contains(source.text_of(target)) {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!(
                    "the K-loop moves `{}`, a pointer into the dynamic shared buffer: kpipe gives the loop's view of the buffer a second stage by an offset, and cannot follow a pointer the loop changes",
                    source.text_of(target)
                ),
                "index from a fixed pointer inside the loop (`As[k * BM + i]`) instead of moving it, then run kpipe again",
            )
            .at(assign.byte_range()));
        }
    }
    Ok(())
}

/// The first write into the dynamic buffer (through one of `names`, which it returns) that ends
/// before the K-loop starts at byte `loop_start`.
fn buffer_written_before<'t>(
    source: &Source,
    kernel: &Kernel<'t>,
    loop_start: usize,
    names: &HashSet<String>,
) -> Option<(Node<'t>, String)> {
    for n in descendants(kernel.body) {
        if n.end_byte() > loop_start {
            continue;
        }
        // `float (*As)[BK] = ...;` declares a view, it writes nothing (`parse::array_view`).
        if crate::source::parse::array_view(&source.text, n).is_some() {
            continue;
        }
        let writes = match n.kind() {
            "assignment_expression" | "update_expression" => n
                .child_by_field_name("left")
                .or_else(|| n.child_by_field_name("argument"))
                .filter(|t| t.kind() != "identifier")
                .and_then(|t| mentions_any(source, t, names)),
            // A call as a statement acts through its arguments (`store_matrix_sync(smem, ..)`).
            "call_expression" => n
                .parent()
                .filter(|p| p.kind() == "expression_statement")
                .and_then(|_| mentions_any(source, n, names)),
            _ => None,
        };
        if let Some(name) = writes {
            return Some((n, name));
        }
    }
    None
}

/// The refusal of a write `at` into the dynamic buffer (through `name`) before the K-loop (which
/// starts at `loop_start`). Inside a tile loop around the K-loop (a persistent kernel staging C
/// through the same buffer, as the CUDA samples' tensor-core GEMMs do) it says so: kpipe would have to
/// prove that the K-loop reads only bytes its own loads write, which it cannot for an `extern` buffer.
fn written_before(
    source: &Source,
    kernel: &Kernel,
    loop_start: usize,
    at: Node,
    name: &str,
    why: &str,
) -> Box<Diagnostic> {
    let tile_loop = source.ancestors(at).into_iter().find(|a| {
        a.id() != kernel.body.id()
            && matches!(
                a.kind(),
                "for_statement" | "while_statement" | "do_statement"
            )
            && a.byte_range().contains(&loop_start)
    });
    let message = match tile_loop {
        Some(l) => format!(
            "the kernel writes the dynamic shared buffer (`{name}`) before the K-loop, in the tile loop at line {} around it (staging C through the buffer that holds the K-loop's tiles): with two stages the K-loop's second stage is another part of the buffer, and kpipe cannot prove that the K-loop reads only bytes its own loads write there: {why}",
            l.start_position().row + 1
        ),
        None => format!("the kernel writes the dynamic shared buffer (`{name}`) before the K-loop: the loop's second stage is another part of the buffer, which would not hold that data, and kpipe cannot prove that the K-loop reads only bytes its own loads write: {why}"),
    };
    let help = match tile_loop {
        Some(_) => "stage C through a separate `__shared__` array (or only after the K-loop, writing the buffer before reading it), or pipeline this kernel by hand",
        None => "kpipe pipelines dynamic shared memory that the K-loop itself fills; fill other data into a separate (static) `__shared__` array",
    };
    Diagnostic::new(Kind::UnsupportedPattern, message, help).at(at.byte_range())
}

/// After the loop (from byte `loop_end`) the buffer must be written before it is read: the last
/// tile may be in the second stage, so data the original would find there is not in the first one.
fn check_buffer_written_first_after(
    source: &Source,
    kernel: &Kernel,
    loop_end: usize,
    names: &HashSet<String>,
) -> Result<()> {
    let Some(first) = first_buffer_use_after(source, kernel, loop_end, names) else {
        return Ok(());
    };
    let writes = match first.kind() {
        "assignment_expression" => {
            first
                .child_by_field_name("left")
                .is_some_and(|l| mentions_any(source, l, names).is_some())
                && first
                    .child_by_field_name("right")
                    .is_none_or(|r| mentions_any(source, r, names).is_none())
        }
        _ => first
            .child_by_field_name("function")
            .is_some_and(|f| source.text_of(f).ends_with("store_matrix_sync")),
    };
    if !writes {
        return Err(Diagnostic::new(
            Kind::UnsupportedPattern,
            "after the K-loop the kernel reads the dynamic shared buffer before writing it: with two stages the last tile may be in the second one, so that read would see other data",
            "write the buffer first after the loop (a staging tile), or read the last tile's data inside the loop",
        )
        .at(first.byte_range()));
    }
    Ok(())
}

/// The first assignment, call or initialised declarator from byte `loop_end` on that mentions the
/// dynamic buffer (one of `names`).
fn first_buffer_use_after<'t>(
    source: &Source,
    kernel: &Kernel<'t>,
    loop_end: usize,
    names: &HashSet<String>,
) -> Option<Node<'t>> {
    // Pointer declarations (`float *Cs = smem;`) only name the buffer; their casts are no reads.
    let carves: Vec<std::ops::Range<usize>> = descendants(kernel.body)
        .into_iter()
        .filter(|n| {
            n.kind() == "init_declarator"
                && n.child_by_field_name("declarator")
                    .is_some_and(|d| d.kind() == "pointer_declarator")
        })
        .map(|n| n.byte_range())
        .collect();
    descendants(kernel.body).into_iter().find(|n| {
        n.start_byte() >= loop_end
            && matches!(
                n.kind(),
                "assignment_expression" | "call_expression" | "init_declarator"
            )
            && !carves.iter().any(|c| c.contains(&n.start_byte()))
            && mentions_any(source, *n, names).is_some()
    })
}

fn unsupported(node: Node, message: &str) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::UnsupportedPattern,
        message,
        "kpipe rewrites K-loops of the form: loads into shared tiles; __syncthreads(); compute; __syncthreads(); see docs/FORMS.md for the supported forms",
    )
    .at(node.byte_range())
}

fn barrier_under_branch(source: &Source, body: Node, barrier: Node) -> Box<Diagnostic> {
    let what = branch_of(source, body, barrier);
    Diagnostic::new(
        Kind::BarrierUnderBranch,
        format!("`__syncthreads()` under {what} inside the K-loop: threads that skip it never reach the barrier, and moving loads across it cannot be proven safe"),
        "make every barrier unconditional at the top level of the loop body (guard the work, not the barrier)",
    )
    .at(barrier.byte_range())
}

/// What a barrier below the body's top level sits under: "the branch `if (c)`", "a nested loop".
fn branch_of(source: &Source, body: Node, barrier: Node) -> String {
    let mut what = "a nested statement".to_string();
    for node in source.ancestors(barrier) {
        if node.id() == body.id() {
            break;
        }
        match node.kind() {
            "if_statement" | "switch_statement" | "conditional_expression" => {
                let cond = node
                    .child_by_field_name("condition")
                    .map(|c| source.text_of(c).to_string())
                    .unwrap_or_default();
                what = format!(
                    "the branch `{} {}`",
                    node.kind().trim_end_matches("_statement"),
                    cond
                );
                break;
            }
            "for_statement" | "while_statement" | "do_statement" => {
                what = "a nested loop".to_string();
                break;
            }
            _ => {}
        }
    }
    what
}

fn check_async(
    source: &Source,
    facts: &FileFacts,
    shared: &HashSet<String>,
    node: Node,
    body: Node,
    loop_text: &str,
) -> Result<()> {
    // Helpers kpipe sees into are read as their bodies, not their names.
    let judged = super::async_helpers::through_helpers(source, facts, loop_text);
    let judged = facts.expand_macros(&judged);
    let Some(token) = ASYNC_COPY_TOKENS.iter().find(|t| judged.contains(**t)) else {
        return Ok(());
    };
    // Locate the first statement that (through macros) holds the token.
    let located = descendants(body)
        .into_iter()
        .filter(|n| n.kind() == "expression_statement" || n.kind() == "declaration")
        .find(|n| {
            let through = super::async_helpers::through_helpers(source, facts, source.text_of(*n));
            facts.expand_macros(&through).contains(token)
        })
        .unwrap_or(node);
    // Async copies waited for before the first barrier with no compute between their issue and the
    // wait: async but not overlapped. Compute after a copy is issued and before the wait (the copy
    // of the next stage, then the compute on this one) means overlap; compute before the copies
    // (compute, copy, wait at once) does not. A wait before any copy is issued in the body (the ring
    // order: wait for tile t, barrier, copy tile t+1, compute) waits for the previous iteration's
    // copies: those did overlap.
    let mut computes_after_issue = false;
    let mut issued = false;
    let mut waits_at_once = false;
    let mut steps = Vec::new();
    for stmt in named_children(body) {
        if is_barrier_statement(source, stmt) {
            break;
        }
        if stmt.kind() == "comment" {
            continue;
        }
        let (step, holds_loop) = async_step(source, facts, shared, stmt);
        let (computes, issues, is_wait, fences) =
            (step.computes, step.issues, step.waits, step.fences);
        steps.push(step);
        if computes && issued {
            computes_after_issue = true;
        }
        // A statement holding a loop of its own that waits or synchronises (an inner, already
        // pipelined K-loop) is judged as that loop; straight-line code and load loops that only
        // issue copies (a strided copy loop) count as issue-then-wait.
        if holds_loop && (is_wait || fences) {
            continue;
        }
        issued |= issues;
        if is_wait && issued && !computes_after_issue {
            waits_at_once = true;
        }
    }
    if waits_at_once {
        let fix = super::hoist::copies_above_compute(source, body, &steps, shared);
        let refusal = Diagnostic::new(
            Kind::AsyncNotOverlapped,
            "async but not overlapped: the K-loop issues asynchronous copies and waits for all of them before the first barrier, so no copy overlaps the compute; the loop is one step from pipelined",
            "kpipe rewrites such a loop when it reads its copies (`__pipeline_memcpy_async`, inline `cp.async` asm or a macro that expands to one, `cuda::memcpy_async` through a thread-scope `cuda::pipeline`); write them so, or as plain stores into the tiles (kpipe issues the copies), or pipeline the loop by hand: give the tiles two stages, issue the next tile's copies before this tile's compute and wait for them after it",
        )
        .at(located.byte_range());
        return Err(match fix {
            Some(fix) => refusal.with_fix(fix),
            None => refusal,
        });
    }
    Err(Diagnostic::new(
        Kind::AlreadyPipelined,
        format!("the K-loop already uses asynchronous copies (`{token}`): it is already pipelined"),
        "nothing to do; kpipe pipelines loops whose loads are plain global-to-shared stores",
    )
    .at(located.byte_range()))
}

/// Whether `expanded` (a statement with its macros, helpers and asm constants filled in) holds a
/// wait that leaves copies in flight: `cp.async.wait_group N` or `__pipeline_wait_prior(N)` with N
/// other than 0, or a count kpipe cannot tell.
fn waits_partially(expanded: &str) -> bool {
    ["cp.async.wait_group", "__pipeline_wait_prior("]
        .iter()
        .any(|wait| {
            expanded.match_indices(wait).any(|(at, _)| {
                let rest = &expanded[at + wait.len()..];
                let count = rest
                    .trim_start()
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '%' || c == '_'))
                    .next()
                    .unwrap_or("");
                match count.strip_prefix('%') {
                    // An asm operand: the immediate the asm passes (`"n"(STAGES - 1)`).
                    Some(_) => immediate_after(rest).is_none_or(|value| value != "0"),
                    None => count != "0",
                }
            })
        })
}

/// The value of the first immediate operand (`"n"(VALUE)`) in `text`, trimmed.
fn immediate_after(text: &str) -> Option<&str> {
    let start = text.find("\"n\"(")? + 4;
    let mut depth = 1;
    for (i, c) in text[start..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(text[start..start + i].trim());
                }
            }
            _ => {}
        }
    }
    None
}

/// One statement of a loop body read for its async copies: whether it computes, issues copies,
/// waits for all of them, commits, or holds a barrier or a wait in a loop of its own (an inner,
/// already pipelined K-loop, judged as that loop); and whether it holds a loop at all.
fn async_step<'t>(
    source: &Source,
    facts: &FileFacts,
    shared: &HashSet<String>,
    stmt: Node<'t>,
) -> (super::hoist::Step<'t>, bool) {
    // Macro uses expanded with their arguments, and asm templates with their constants filled
    // in: `CP_ASYNC_WAIT_GROUP(0)` waits for every copy, `CP_ASYNC_WAIT_GROUP(1)` does not.
    let through = super::async_helpers::through_helpers(source, facts, source.text_of(stmt));
    let expanded = super::macros::expand_with_asm(facts, &through);
    let is_copy = ASYNC_COPY_TOKENS.iter().any(|t| expanded.contains(t));
    // A statement that may also wait partially (`if (more) wait<STAGES - 1>(); else wait<0>();`,
    // a ring's tail) keeps copies in flight: it is no wait for all of them.
    let is_wait =
        ASYNC_WAIT_TOKENS.iter().any(|w| expanded.contains(w)) && !waits_partially(&expanded);
    // Taking a tile's address into a variable (`sa = __cvta_generic_to_shared(&As[r][c])`, for
    // a copy or a later `ldmatrix`) reads no tile; passing it to a call
    // (`wmma::load_matrix_sync(a, &As[r][0], ld)`) does, and so do tensor-core and shared-memory
    // instructions reached through macros or asm.
    let keeps_address = only_takes_addresses(source, stmt, shared) && stores_only(stmt);
    let reads_tiles = mentions_any(source, stmt, shared).is_some() && !keeps_address;
    let computes = !is_copy && (reads_tiles || COMPUTE_TOKENS.iter().any(|t| expanded.contains(t)));
    // What is left of the statement without its waits and commits still issues copies.
    let issues = {
        let mut rest = expanded.clone();
        for t in ASYNC_WAIT_TOKENS.iter().chain(ASYNC_BOOKKEEPING_TOKENS) {
            rest = rest.replace(t, "");
        }
        ASYNC_COPY_TOKENS.iter().any(|t| rest.contains(t))
    };
    let holds_loop = descendants(stmt).iter().any(|n| {
        matches!(
            n.kind(),
            "for_statement" | "while_statement" | "do_statement"
        )
    });
    let fences = !barrier_calls(source, stmt).is_empty() || (holds_loop && is_wait);
    let step = super::hoist::Step {
        node: stmt,
        computes,
        issues,
        waits: is_wait,
        commits: !issues && !is_wait && is_copy,
        fences,
    };
    (step, holds_loop)
}

/// Instructions of the compute that read shared memory or registers loaded from it, however they
/// are spelled (wmma, inline `mma.sync`, `ldmatrix`, `ld.shared`).
const COMPUTE_TOKENS: &[&str] = &["mma_sync", "mma.sync", "ldmatrix", "ld.shared", "wgmma"];

/// Whether `stmt` only declares or assigns variables (an address kept for later, not used here).
fn stores_only(stmt: Node) -> bool {
    match stmt.kind() {
        "declaration" => true,
        "expression_statement" => stmt
            .named_child(0)
            .is_some_and(|e| e.kind() == "assignment_expression"),
        _ => false,
    }
}

/// Whether every use of shared memory in `stmt` takes an address (`&As[r][c]`) without reading it.
fn only_takes_addresses(source: &Source, stmt: Node, shared: &HashSet<String>) -> bool {
    identifier_nodes(stmt)
        .into_iter()
        .filter(|id| shared.contains(source.text_of(*id)))
        .all(|id| {
            source.ancestors(id).into_iter().any(|a| {
                a.kind() == "pointer_expression"
                    && a.child_by_field_name("operator")
                        .is_some_and(|o| source.text_of(o) == "&")
            })
        })
}

/// A pointer or shared-memory address derived from a tile outside the loop (`p = &As[ty][0]`,
/// `base = __cvta_generic_to_shared(&As[0][0])`) and used inside it would stay on the first stage.
fn check_addresses_taken_outside(
    source: &Source,
    kernel: &Kernel,
    node: Node,
    tiles: &[SharedArray],
) -> Result<()> {
    let loop_range = node.byte_range();
    // Variables (outside the loop) whose value derives from a tile's address, directly or through
    // other such variables: `base = cvta(&As[0][0]); addr[i] = base + off;`.
    let mut derived: Vec<(String, Node)> = Vec::new();
    let sources: Vec<String> = tiles.iter().map(|t| t.name.clone()).collect();
    loop {
        let before = derived.len();
        for id in identifier_nodes(kernel.body) {
            let name = source.text_of(id);
            let from_tile = sources.iter().any(|t| t == name);
            if !from_tile && !derived.iter().any(|(d, _)| d == name) {
                continue;
            }
            if loop_range.contains(&id.start_byte())
                || tiles.iter().any(|t| t.decl.contains(&id.start_byte()))
            {
                continue;
            }
            if let Some(target) = flows_into(id) {
                let var = source.text_of(target).to_string();
                if var != name && !sources.contains(&var) && !derived.iter().any(|(d, _)| *d == var)
                {
                    let origin = derived
                        .iter()
                        .find(|(d, _)| d == name)
                        .map_or(id, |(_, n)| *n);
                    derived.push((var, origin));
                }
            }
        }
        if derived.len() == before {
            break;
        }
    }
    for (var, origin) in &derived {
        if mentions(source, node, var) {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("`{var}` holds an address derived from a tile outside the K-loop and is used inside it: with two stages it would keep pointing at the first one"),
                "compute the address inside the loop (from the tile directly), then run kpipe again",
            )
            .at(origin.byte_range()));
        }
    }
    Ok(())
}

/// The variable an expression's value is stored into by its declaration or assignment, if any.
fn flows_into(id: Node) -> Option<Node> {
    let mut p = id.parent();
    while let Some(n) = p {
        match n.kind() {
            "init_declarator" => {
                return n
                    .child_by_field_name("declarator")
                    .and_then(super::effects::declarator_name)
            }
            "assignment_expression" => {
                let left = n.child_by_field_name("left")?;
                // The use must be on the right-hand side.
                if left.byte_range().contains(&id.start_byte()) {
                    return None;
                }
                return lvalue_root(left);
            }
            k if k.ends_with("statement") || k == "declaration" => return None,
            _ => {}
        }
        p = n.parent();
    }
    None
}

/// Tiles indexed by a stage variable (declared outside the loop, changed inside it), or by the loop
/// variable modulo a stage count, are already multi-buffered.
fn check_stage_indexing(source: &Source, kernel: &Kernel, node: Node, body: Node) -> Result<()> {
    let staged = stage_indexed_tiles(source, kernel, node, body);
    let Some((first, first_index)) = staged.first() else {
        return Ok(());
    };
    let tile = |sub: &Node| {
        sub.named_child(0)
            .map_or(String::new(), |b| source.text_of(b).to_string())
    };
    if let Some(why) = one_stage_per_iteration(source, body, &staged) {
        // A stage that is a function of the induction variable (`t % 2`) is recomputed for the
        // next tile as any index is: the loop is a single-stage loop over two buffers, pipelined
        // as written (the proof decides). A stage toggled by the body (`s ^= 1`) is state kpipe
        // does not carry to the next tile.
        let ivars: HashSet<String> = node
            .child_by_field_name("update")
            .map(|u| assigned_names(source, u))
            .unwrap_or_default();
        let assigned = assigned_names(source, body);
        let of_ivars_only = staged.iter().all(|(sub, _)| {
            sub.named_child(1).is_some_and(|index| {
                identifier_nodes(index).iter().all(|id| {
                    let name = source.text_of(*id);
                    !assigned.contains(name) || ivars.contains(name)
                })
            })
        });
        if of_ivars_only {
            return Ok(());
        }
        return Err(Diagnostic::new(
            Kind::AsyncNotOverlapped,
            format!(
                "tile `{}` alternates between stages by `{first_index}`, but each iteration {why}: no load overlaps the compute",
                tile(first)
            ),
            format!("compute the stage from the loop's index (`(k / BK) % 2`) instead of toggling `{first_index}`, or index the tiles without it, and kpipe pipelines the loop; or issue tile t+1's loads into the other stage before the compute on tile t yourself"),
        )
        .at(first.byte_range()));
    }
    Err(Diagnostic::new(
        Kind::AlreadyPipelined,
        format!(
            "tile `{}` is indexed by the stage `{first_index}`: the loop is already multi-buffered",
            tile(first)
        ),
        "nothing to do; kpipe pipelines loops with single-buffered tiles",
    )
    .at(first.byte_range()))
}

/// The accesses of shared tiles in the loop body whose index is a stage (a variable the loop
/// assigns and does not declare, or the induction variable under `%`, `&` or `^`), each with its
/// stage index as written.
fn stage_indexed_tiles<'t>(
    source: &Source,
    kernel: &Kernel,
    node: Node<'t>,
    body: Node<'t>,
) -> Vec<(Node<'t>, String)> {
    let shared: HashSet<String> = kernel
        .shared
        .iter()
        .map(|s| s.name.clone())
        .chain(kernel.extern_names.iter().cloned())
        .collect();
    let assigned = assigned_names(source, body);
    let declared = declared_names(source, node);
    let ivars: HashSet<String> = node
        .child_by_field_name("update")
        .map(|u| assigned_names(source, u))
        .unwrap_or_default();
    let is_stage_var = |name: &str| {
        assigned.contains(name)
            && !declared.contains(name)
            && !fresh_each_iteration(source, body, name)
    };
    // A local the body declares from a stage at its top level (`const int nx = buf ^ 1;`) names
    // a stage too (one declared in an inner block may be one of several of the same name).
    let derived: HashSet<String> = named_children(body)
        .into_iter()
        .filter(|n| n.kind() == "declaration")
        .flat_map(named_children)
        .filter(|n| n.kind() == "init_declarator")
        .filter(|d| {
            d.child_by_field_name("value").is_some_and(|v| {
                identifier_nodes(v)
                    .iter()
                    .any(|id| is_stage_var(source.text_of(*id)))
            })
        })
        .filter_map(|d| d.child_by_field_name("declarator"))
        .filter(|d| d.kind() == "identifier")
        .map(|d| source.text_of(d).to_string())
        .collect();
    let mut out = Vec::new();
    for sub in descendants(body) {
        if sub.kind() != "subscript_expression" {
            continue;
        }
        let Some(base) = sub.named_child(0) else {
            continue;
        };
        // A tile in dynamic shared memory at a stage: `(As + stage * N)[i]`.
        let offset_base = base.kind() == "parenthesized_expression"
            && identifier_nodes(base)
                .iter()
                .any(|i| kernel.extern_names.iter().any(|e| e == source.text_of(*i)));
        if !offset_base && (base.kind() != "identifier" || !shared.contains(source.text_of(base))) {
            continue;
        }
        let Some(index) = sub.named_child(1) else {
            continue;
        };
        let index_text = if offset_base {
            source.text_of(base)
        } else {
            source.text_of(index)
        };
        let mut ids = identifier_nodes(index);
        if offset_base {
            ids.extend(identifier_nodes(base));
        }
        let staged = ids.iter().any(|id| {
            let name = source.text_of(*id);
            // A variable declared before the loop that each iteration assigns before it reads it
            // (`srow = i / BK; As[srow][scol] = ..`) is an index declared early, not a stage: no
            // value crosses to the next iteration.
            let stage_var = is_stage_var(name) || derived.contains(name);
            // The loop's own variable, not an inner one of the same name.
            let modular_ivar = ivars.contains(name)
                && !super::effects::shadowed(source, *id, node, name)
                && (index_text.contains('%')
                    || index_text.contains('&')
                    || index_text.contains('^'));
            stage_var || modular_ivar
        });
        if staged {
            let index = index_text.trim_matches(['[', ']']).to_string();
            out.push((sub, index));
        }
    }
    out
}

/// Whether every read of `name` in the loop's `body` follows a plain assignment to it in a block
/// that holds the read: its value never crosses from one iteration to the next.
fn fresh_each_iteration(source: &Source, body: Node, name: &str) -> bool {
    let occurrences: Vec<Node> = descendants(body)
        .into_iter()
        .filter(|n| n.kind() == "identifier" && source.text_of(*n) == name)
        .collect();
    super::effects::written_before_read(source, &occurrences, name, None)
}

/// Why the loop computes on the stage it has just loaded, or None: every staged access of every
/// tile has the same stage index, written once, and nothing the index reads is assigned in the
/// body before the last of them (a toggle at the end of the body is allowed), so each iteration
/// loads a stage and then computes on that same stage.
fn one_stage_per_iteration(
    source: &Source,
    body: Node,
    staged: &[(Node, String)],
) -> Option<String> {
    let squeeze = |t: &str| t.split_whitespace().collect::<String>();
    let index = squeeze(&staged.first()?.1);
    if staged.iter().any(|(_, i)| squeeze(i) != index) {
        return loads_after_compute(source, body, staged);
    }
    let last = staged.iter().map(|(n, _)| n.end_byte()).max()?;
    let names: HashSet<String> = staged
        .iter()
        .flat_map(|(n, _)| n.named_child(1).into_iter().flat_map(identifier_nodes))
        .map(|id| source.text_of(id).to_string())
        .collect();
    let changed_before_last = assignments(body).into_iter().any(|(whole, target)| {
        whole.start_byte() < last
            && lvalue_root(target).is_some_and(|r| names.contains(source.text_of(r)))
    });
    if changed_before_last {
        return None;
    }
    Some("loads a stage and then computes on that same stage".to_string())
}

/// Why the loop's stages do not overlap its loads with its compute where they are indexed by
/// different stages (`As[buf]` read, `As[nx]` stored): every store into a stage comes after every
/// read of one, with a barrier between, so the next tile is loaded only once the compute is done.
fn loads_after_compute<'t>(
    source: &Source,
    body: Node<'t>,
    staged: &[(Node<'t>, String)],
) -> Option<String> {
    // The whole access (`As[nx][ty][tx]`), and whether it is assigned to.
    fn whole(mut n: Node) -> Node {
        while let Some(p) = n
            .parent()
            .filter(|p| p.kind() == "subscript_expression" && p.named_child(0) == Some(n))
        {
            n = p;
        }
        n
    }
    let is_store = |n: Node| {
        n.parent().is_some_and(|p| {
            p.kind() == "assignment_expression" && p.child_by_field_name("left") == Some(n)
        })
    };
    let (stores, reads): (Vec<Node>, Vec<Node>) = staged
        .iter()
        .map(|(n, _)| whole(*n))
        .partition(|n| is_store(*n));
    let first_store = stores.iter().map(|n| n.start_byte()).min()?;
    let last_read = reads.iter().map(|n| n.end_byte()).max()?;
    let barrier_between = descendants(body).into_iter().any(|n| {
        is_barrier_statement(source, n) && n.start_byte() > last_read && n.end_byte() < first_store
    });
    (last_read < first_store && barrier_between).then(|| {
        "computes on one stage and only then, after a barrier, loads the other".to_string()
    })
}

fn induction_vars(source: &Source, update: Node) -> Result<Vec<InductionVar>> {
    let parts: Vec<Node> = if update.kind() == "comma_expression" {
        let mut out = Vec::new();
        let mut stack = vec![update];
        while let Some(n) = stack.pop() {
            if n.kind() == "comma_expression" {
                let mut kids = named_children(n);
                kids.reverse();
                stack.extend(kids);
            } else {
                out.push(n);
            }
        }
        out
    } else {
        vec![update]
    };
    let mut vars = Vec::new();
    for part in parts {
        let var = match part.kind() {
            "update_expression" => {
                let arg = part.child_by_field_name("argument");
                let text = source.text_of(part);
                arg.filter(|a| a.kind() == "identifier")
                    .map(|a| InductionVar {
                        name: source.text_of(a).to_string(),
                        op: if text.contains("++") { '+' } else { '-' },
                        step: "1".to_string(),
                    })
            }
            "assignment_expression" => {
                let op = part
                    .child_by_field_name("operator")
                    .map(|o| source.text_of(o));
                let left = part
                    .child_by_field_name("left")
                    .filter(|l| l.kind() == "identifier");
                let right = part.child_by_field_name("right");
                match (op, left, right) {
                    (Some("+="), Some(l), Some(r)) | (Some("-="), Some(l), Some(r)) => {
                        Some(InductionVar {
                            name: source.text_of(l).to_string(),
                            op: if op == Some("+=") { '+' } else { '-' },
                            step: source.text_of(r).to_string(),
                        })
                    }
                    (Some("="), Some(l), Some(r)) if r.kind() == "binary_expression" => {
                        let rl = r.child_by_field_name("left").map(|x| source.text_of(x));
                        let rop = r.child_by_field_name("operator").map(|x| source.text_of(x));
                        let rr = r
                            .child_by_field_name("right")
                            .map(|x| source.text_of(x).to_string());
                        match (rl, rop, rr) {
                            (Some(rl), Some(o @ ("+" | "-")), Some(rr))
                                if rl == source.text_of(l) =>
                            {
                                Some(InductionVar {
                                    name: rl.to_string(),
                                    op: o.chars().next().unwrap_or('+'),
                                    step: rr,
                                })
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        match var {
            Some(v) => vars.push(v),
            None => {
                // `for (k = 0; k += BK; k < K)`: a comparison where the step goes is most likely
                // the condition and the step written the other way round (a bug of the loop).
                let swapped = match part.kind() == "binary_expression" {
                    true => part
                        .child_by_field_name("operator")
                        .map(|o| source.text_of(o))
                        .filter(|o| matches!(*o, "<" | "<=" | ">" | ">=" | "!="))
                        .map(|_| "; it is a comparison: the condition and the step look swapped")
                        .unwrap_or(""),
                    false => "",
                };
                return Err(unsupported(
                    part,
                    &format!("kpipe cannot read the loop step `{}` (expected `k += step`, `k++` or `k = k + step`){swapped}", source.text_of(part)),
                ));
            }
        }
    }
    Ok(vars)
}

/// The K-loop's trip count must be the same for every thread of the block and fixed while the loop
/// runs: the pipelined loop tests the condition one tile ahead, and every iteration meets barriers.
/// A bound read from memory (`t < kTiles[blockIdx.y]`) or derived from the thread index is refused.
fn check_trip_count(
    source: &Source,
    kernel: &Kernel,
    cond: Node,
    init: Option<Node>,
) -> Result<()> {
    for n in descendants(cond) {
        let reads_memory = match n.kind() {
            "subscript_expression" => true,
            "pointer_expression" => n
                .child_by_field_name("operator")
                .is_some_and(|o| source.text_of(o) == "*"),
            "field_expression" => children(n).iter().any(|c| source.text_of(*c) == "->"),
            _ => false,
        };
        if reads_memory {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the K-loop's trip count is data-dependent: its condition reads memory (`{}`) on every iteration; kpipe cannot prove the bound is the same for every thread and stays the same while the loop runs (the pipelined loop tests it one tile ahead)", source.text_of(n)),
                "read the bound into a local before the loop (`const int tiles = ...;`), then run kpipe again",
            )
            .at(n.byte_range()));
        }
    }
    let direct = descendants(cond)
        .into_iter()
        .find(|n| n.kind() == "field_expression" && source.text_of(*n).starts_with("threadIdx"))
        .map(|n| source.text_of(n).to_string());
    // The header's own variable (`for (int kk = 0; ...)`) is its initialiser's: a local of the
    // body of the same name (`const int kk = t / BN;` in a load loop) is another variable.
    let own: Vec<&str> = init
        .filter(|i| i.kind() == "declaration")
        .map(|i| {
            children(i)
                .into_iter()
                .filter_map(super::effects::declarator_name)
                .map(|n| source.text_of(n))
                .collect()
        })
        .unwrap_or_default();
    let init_from_thread = init.is_some_and(|i| {
        let text = source.text_of(i);
        text.contains("threadIdx")
            || super::kernel::identifiers_in(text)
                .any(|w| !own.contains(&w) && from_thread_index(kernel, w, 4))
    });
    let via = identifier_nodes(cond)
        .into_iter()
        .map(|id| source.text_of(id))
        .find(|name| match own.contains(name) {
            true => init_from_thread,
            false => from_thread_index(kernel, name, 4),
        })
        .map(str::to_string);
    if let Some(what) = direct.or(via) {
        return Err(Diagnostic::new(
            Kind::BarrierUnderBranch,
            format!("the K-loop's trip count depends on the thread (`{what}` in its condition): threads of a block would run different numbers of iterations and meet its barriers a different number of times"),
            "make the loop bound uniform across the block (from blockIdx, the sizes and constants), and guard the per-thread work instead",
        )
        .at(cond.byte_range()));
    }
    Ok(())
}

/// Whether a local's value derives from the thread index (through at most `levels` other locals).
fn from_thread_index(kernel: &Kernel, name: &str, levels: usize) -> bool {
    let Some(init) = kernel.local_inits.get(name) else {
        return false;
    };
    init.contains("threadIdx")
        || init.contains("laneid")
        || (levels > 0
            && super::kernel::identifiers_in(init)
                .any(|w| w != name && from_thread_index(kernel, w, levels - 1)))
}

/// Line of a `return` under a branch that comes before the loop in the kernel body.
pub(crate) fn early_return_before(source: &Source, kernel: &Kernel, node: Node) -> Option<usize> {
    descendants(kernel.body)
        .into_iter()
        .filter(|n| n.kind() == "return_statement" && n.end_byte() <= node.start_byte())
        .find(|n| {
            source
                .ancestors(*n)
                .iter()
                .any(|x| x.kind() == "if_statement")
        })
        .map(|n| n.start_position().row + 1)
        .filter(|_| !source.text.is_empty())
}

/// Compute statements may read tiles any way they like, but must not write them.
fn check_compute_statement<'t>(
    source: &'t Source,
    facts: &FileFacts,
    stmt: Node<'t>,
    tiles: &HashSet<String>,
    tile_arrays: &[SharedArray],
    body: Node<'t>,
) -> Result<()> {
    let refuse = |node: Node, what: String| {
        Err(Diagnostic::new(
            Kind::ComputeWritesTile,
            what,
            "kpipe overlaps the next tile's loads with this compute, so the compute must only read the tiles",
        )
        .at(node.byte_range()))
    };
    for (assign, target) in super::effects::assignments(stmt) {
        if let Some(tile) = mentions_any(source, target, tiles) {
            return refuse(assign, format!("the compute phase writes tile `{tile}`"));
        }
    }
    for n in descendants(stmt) {
        if n.kind() == "gnu_asm_expression" {
            let text = source.text_of(n);
            let template = facts.expand_macros(text);
            if [
                "st.shared",
                "stmatrix",
                "cp.async",
                "red.shared",
                "atom.shared",
            ]
            .iter()
            .any(|t| template.contains(t))
            {
                return refuse(
                    n,
                    "inline asm in the compute phase stores to shared memory".to_string(),
                );
            }
            let outputs = children(n)
                .into_iter()
                .find(|c| c.kind() == "gnu_asm_output_operand_list");
            if let Some(outputs) = outputs {
                if let Some(tile) = mentions_any(source, outputs, tiles) {
                    return refuse(
                        n,
                        format!("inline asm in the compute phase has tile `{tile}` as an output"),
                    );
                }
            }
        }
    }
    // Every use of a tile: read through it, or passed to code that only reads through it (a known
    // reader, or a `__device__` helper whose body kpipe follows).
    let known = |callee: &str| is_known_reader(facts, callee);
    let check = super::helpers::ReadCheck::new(source, facts, &known);
    for id in identifier_nodes(stmt) {
        let name = source.text_of(id);
        let Some(tile) = tile_arrays.iter().find(|t| t.name == name) else {
            continue;
        };
        if let Err(w) = check.use_of(body, id, tile.dims.len(), 0) {
            return Err(Diagnostic::new(
                Kind::ComputeWritesTile,
                format!("the compute phase {} (through tile `{name}`): kpipe cannot prove it only reads the tile", w.what),
                "kpipe overlaps the next tile's loads with this compute, so the compute must only read the tiles (a `__device__` helper that only reads through its tile parameters is fine)",
            )
            .at(w.at));
        }
    }
    Ok(())
}

pub(crate) fn is_known_reader(facts: &FileFacts, callee: &str) -> bool {
    let base = callee.rsplit("::").next().unwrap_or(callee);
    if matches!(
        base,
        "load_matrix_sync" | "__cvta_generic_to_shared" | "mma_sync" | "printf"
    ) {
        return true;
    }
    match facts.macros.get(callee) {
        Some(body) => {
            let expanded = facts.expand_macros(body);
            (expanded.contains("ldmatrix")
                || expanded.contains("ld.shared")
                || expanded.contains("load_matrix_sync"))
                && !["st.shared", "stmatrix", "cp.async", "store_matrix_sync"]
                    .iter()
                    .any(|t| expanded.contains(t))
        }
        None => false,
    }
}

#[cfg(test)]
mod ahead_tests {
    use super::InductionVar;

    #[test]
    fn ahead_by_j_tiles() {
        let iv = |step: &str, op| InductionVar {
            name: "k".into(),
            op,
            step: step.into(),
        };
        assert_eq!(iv("BK", '+').ahead(1), "(k + BK)");
        assert_eq!(iv("BK", '+').ahead(3), "(k + 3 * (BK))");
        assert_eq!(iv("BK * 2", '+').ahead(2), "(k + 2 * (BK * 2))");
        assert_eq!(iv("1", '+').ahead(2), "(k + 2)");
        assert_eq!(iv("32", '+').ahead(7), "(k + 224)");
        assert_eq!(iv("2000000000", '+').ahead(2), "(k + 2 * 2000000000)");
        assert_eq!(iv("BK", '-').ahead(2), "(k - 2 * (BK))");
    }
}

#[cfg(test)]
mod wait_tests {
    use super::{immediate_after, waits_partially};

    #[test]
    fn a_wait_that_may_leave_copies_in_flight_is_no_full_wait() {
        // A ring's tail, through a helper whose asm takes the count as an immediate.
        let tail = "if (more) { asm volatile(\"cp.async.wait_group %0;\" :: \"n\"(STAGES - 1)); } else { asm volatile(\"cp.async.wait_group %0;\" :: \"n\"(0)); }\ncp.async.wait_group 0";
        assert!(waits_partially(tail));
        assert!(waits_partially("__pipeline_wait_prior(1);"));
        assert!(waits_partially("cp.async.wait_group 2;"));
        let full = "asm volatile(\"cp.async.wait_group %0;\" :: \"n\"(0));\ncp.async.wait_group 0";
        assert!(!waits_partially(full));
        assert!(!waits_partially(
            "__pipeline_wait_prior(0); cp.async.wait_all;"
        ));
        assert_eq!(
            immediate_after(" %0;\" :: \"n\"((S) - 1));"),
            Some("(S) - 1")
        );
    }
}
