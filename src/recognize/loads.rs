//! The load phase as a region: a block of statements whose only effects outside themselves are stores
//! into the tiles. Everything else in it is locals (index arithmetic, pointers into global memory,
//! values loaded from global memory, possibly under a guard), address arithmetic, guards and loops with
//! a fixed trip count. For every store into a shared tile: what it stores (a global lvalue, a guarded
//! load with zero fill, a local holding a load, guarded or not), how wide it is, and the loops around
//! it with their trip counts. Stores may be written through the file's own macros (`FETCH_FLOAT4(..) =`,
//! `LDST128(dst, src)`) or one-statement `__device__` wrappers (`st_vec(p, ld_vec(q))`). What the region
//! does beyond that (a store to global memory, an atomic, a loop whose trip count depends on loaded
//! data) is refused here with its span. The rewriters render the region as a whole: register prefetch
//! runs it with its tile stores redirected into registers; cp.async turns each tile store into a copy.

use super::effects::{assignments, declarator_name, is_in_lhs, lvalue_root, mentions_any};
use super::error::RecognizeError;
use super::kernel::FileFacts;
use super::written::written_root;
use crate::diagnostics::{Diagnostic, Kind, Lowering, Result};
use crate::source::consts::{type_size, Symbols};
use crate::source::parse::{children, descendants, named_children, strip_parens, Source};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// What a tile store stores.
#[derive(Debug, Clone)]
pub enum Value<'t> {
    /// An lvalue in global memory (`A[i]`, `*reinterpret_cast<const float4*>(&A[i])`, `FETCH(A[i])`).
    Global {
        lvalue: Node<'t>,
        address: Option<String>,
        /// The node that is itself the address, where the load goes through a pointer argument
        /// (`__ldg(p)`, a load wrapper `ld_vec(p)`); None: the address is `&(lvalue)`.
        pointer: Option<Node<'t>>,
    },
    /// `cond ? load : 0` or `if (cond) T = load; else T = 0;`: a load with zero fill.
    Guarded {
        cond: String,
        lvalue: Node<'t>,
        address: Option<String>,
        pointer: Option<Node<'t>>,
        zero: String,
    },
    /// A local that holds a value loaded from global memory, or one component of it (`tmp.x`).
    LocalPart {
        local: String,
        field: Option<String>,
        /// What the local holds at this store, as a copy of global memory: a `Global` or `Guarded`
        /// value (`float4 v = load;`, `v = {}; if (c) v = load;`); Err says why it is not one.
        holds: std::result::Result<Box<Value<'t>>, RecognizeError>,
    },
    /// Anything else (a computed value, a constant).
    Other,
}

/// How a tile store is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreForm {
    /// `lhs = rhs;` (also through lvalue macros: `FETCH_FLOAT4(As[..]) = ...`).
    Assign,
    /// A statement macro or `__device__` wrapper that copies `*src` to `*dst` (`LDST128(dst, src)`):
    /// `lhs` is the argument `dst` (an address), `rhs` the argument `src` (an address).
    CopyCall { dst: usize, src: usize },
    /// A `__device__` wrapper or statement macro that stores a value through a pointer
    /// (`st_vec(ptr, value)`): `lhs` is the pointer argument, `rhs` the value argument.
    StoreCall { ptr: usize, value: usize },
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
    pub form: StoreForm,
}

/// A `for` loop inside the load phase.
#[derive(Debug, Clone)]
pub struct LoadLoop<'t> {
    pub node: Node<'t>,
    pub counter: Option<String>,
    pub start: String,
    pub step: String,
    /// Trip count, when it is a compile-time constant; otherwise the name that has no value.
    pub trips: std::result::Result<u64, RecognizeError>,
    /// The trip count as an expression of the header's own text, at least `trips` in every thread
    /// (a start that depends on the thread counts from 0): what a register array of a template is
    /// sized by, so that each instantiation gets its own count. None when the header has no such form.
    pub count_expr: Option<String>,
    /// Where the count depends on the thread: the fact about the block it rests on (Ok), or the
    /// refusal's message detail and help (Err). See `trips.rs`.
    pub per_thread: Option<std::result::Result<String, (String, String)>>,
    /// The exact block shape the trip count was read for, when it rests on one (a start or a step
    /// from `threadIdx`/`blockDim` read with the shape of the directive or the file's launches):
    /// a launch with another shape runs another count.
    pub assumes_block: Option<[u64; 3]>,
    /// A condition that is the bound and a guard (`i < 4 && gak + i < K`), as (bound, guard): the
    /// loop stops early where the guard fails (see `guarded_condition`).
    pub guard: Option<(String, String)>,
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
    /// A pointer into a `GlobalValue` local (`T* const p{reinterpret_cast<T*>(&v)}`): reads and
    /// writes through it are reads and writes of that local (`aliases.rs`).
    ValueAlias,
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
    /// Names of the region's locals that hold data loaded from global memory.
    pub value_names: HashSet<String>,
    /// Ids of the statements (at any depth) that only compute values loaded from global memory into
    /// locals (`if (ok) v = load;`, `float4 v = {};`, a block or loop of such): the passes that do not
    /// load (the store from registers, the cp.async copies) leave them out.
    pub value_only: HashSet<usize>,
    /// Pointers into the region's locals: alias name → the local it points into (`aliases.rs`).
    pub aliases: HashMap<String, String>,
    /// The locals written through an alias after their load (a vector's tail masked to zero).
    pub masked: HashSet<String>,
    /// Pointers into a tile the load phase declares (`float4 *d = reinterpret_cast<float4 *>(As);`,
    /// as a load helper writes it): view name → (the tile, the type it points to). A store through
    /// one is a store into its tile, of the view's type; the rewrite keeps the declaration, with
    /// the tile's stage in it, in every pass.
    pub views: HashMap<String, (String, String)>,
}

impl LoadPhase<'_> {
    pub fn local(&self, name: &str) -> Option<&Local<'_>> {
        self.locals.iter().find(|l| l.name == name)
    }

    /// Whether `node` is a statement that only computes loaded values into locals.
    pub fn is_value_only(&self, node: Node) -> bool {
        self.value_only.contains(&node.id())
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
    /// What is known of the block's shape, and the function the loop is in (for thread-dependent
    /// load loop starts, `trips.rs`).
    pub block: &'a super::trips::BlockFacts,
    pub function: Node<'a>,
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
    "int1",
];

/// Analyses the top-level load statements.
/// `staging`: variables declared before the loop that only the load phase mentions (`float
/// r_load_a[4];` filled from global memory, then stored into a tile), with their declarations: the
/// load phase's own locals, declared elsewhere.
pub fn analyse<'t>(
    cx: &LoadContext,
    statements: &[Node<'t>],
    staging: &[(String, Node<'t>)],
) -> Result<LoadPhase<'t>> {
    let views = tile_views(cx, statements);
    // The views are names of their tiles for the walk: a store through one is a tile store, a
    // read through one is a tile read.
    let with_views: HashSet<String> = cx.tiles.iter().chain(views.keys()).cloned().collect();
    let cx = &LoadContext {
        tiles: &with_views,
        ..*cx
    };
    let found = super::aliases::value_aliases(cx.source, statements);
    let aliases = found.of;
    let mut masked = super::aliases::written_through(cx.source, cx.facts, &aliases, statements);
    masked.extend(found.unfollowed);
    let mut phase = LoadPhase {
        value_names: loaded_locals(cx, statements, staging, &aliases),
        masked,
        aliases,
        views,
        ..LoadPhase::default()
    };
    for (name, decl) in staging {
        let kind = if phase.value_names.contains(name) {
            LocalKind::GlobalValue
        } else {
            LocalKind::Index
        };
        phase.locals.push(Local {
            name: name.clone(),
            decl: *decl,
            init: None,
            kind,
        });
    }
    for stmt in statements {
        refuse_outside_effects(cx, *stmt)?;
    }
    for stmt in statements {
        if is_bump(cx, *stmt) {
            phase.bumps.push(*stmt);
            continue;
        }
        walk(cx, *stmt, &mut Vec::new(), &mut phase)?;
    }
    for stmt in statements {
        mark_value_only(cx, *stmt, &mut phase);
    }
    Ok(phase)
}

/// The names of the region's locals that hold data loaded from global memory: initialised or
/// assigned (at any depth) from a global pointer or from another such local; pointer locals stay
/// pointers (address arithmetic); a write through an alias writes the local it points into. A fixed
/// point, so the order of the statements does not matter.
fn loaded_locals(
    cx: &LoadContext,
    statements: &[Node],
    staging: &[(String, Node)],
    aliases: &HashMap<String, String>,
) -> HashSet<String> {
    let source = cx.source;
    let mut declared: Vec<(String, bool, Option<Node>)> = staging
        .iter()
        .map(|(name, _)| (name.clone(), false, None))
        .collect();
    let mut writes: Vec<(String, Node)> = Vec::new();
    for stmt in statements {
        for node in descendants(*stmt) {
            if node.kind() == "declaration" {
                for d in named_children(node) {
                    let Some(name) = declarator_name(d) else {
                        continue;
                    };
                    let is_pointer = d
                        .child_by_field_name("declarator")
                        .is_some_and(|x| x.kind() == "pointer_declarator");
                    let init = (d.kind() == "init_declarator")
                        .then(|| d.child_by_field_name("value"))
                        .flatten();
                    declared.push((source.text_of(name).to_string(), is_pointer, init));
                }
            }
        }
        for (assign, target) in assignments(*stmt) {
            if let (Some(root), Some(right)) = (
                super::aliases::written_variable(source, cx.facts, aliases, target),
                assign.child_by_field_name("right"),
            ) {
                writes.push((root, right));
            }
        }
    }
    let pointers: HashSet<&str> = declared
        .iter()
        .filter(|(_, p, _)| *p)
        .map(|(n, _, _)| n.as_str())
        .collect();
    let mut out: HashSet<String> = HashSet::new();
    loop {
        let before = out.len();
        let reads = |node: Node, out: &HashSet<String>| {
            crate::recognize::effects::identifier_nodes(node)
                .iter()
                .map(|id| source.text_of(*id))
                .any(|n| cx.global_pointers.contains(n) || pointers.contains(n) || out.contains(n))
        };
        for (name, is_pointer, init) in &declared {
            if !is_pointer && init.is_some_and(|i| reads(i, &out)) {
                out.insert(name.clone());
            }
        }
        for (name, right) in &writes {
            let is_local = declared.iter().any(|(n, _, _)| n == name);
            if is_local && !pointers.contains(name.as_str()) && reads(*right, &out) {
                out.insert(name.clone());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Marks the statements that only compute loaded values into locals (see `LoadPhase::value_only`);
/// returns whether `node` is one.
fn mark_value_only(cx: &LoadContext, node: Node, phase: &mut LoadPhase) -> bool {
    let source = cx.source;
    let value_only = match node.kind() {
        "expression_statement" => {
            let writes = assignments(node);
            !writes.is_empty()
                && !descendants(node)
                    .iter()
                    .any(|n| n.kind() == "call_expression" && !is_pure_call(cx, *n))
                && writes.iter().all(|(_, target)| {
                    super::aliases::written_variable(source, cx.facts, &phase.aliases, *target)
                        .is_some_and(|r| phase.value_names.contains(&r))
                })
        }
        "declaration" => {
            let names: Vec<String> = named_children(node)
                .into_iter()
                .filter_map(declarator_name)
                .map(|n| source.text_of(n).to_string())
                .collect();
            !names.is_empty()
                && names.iter().all(|n| {
                    phase.locals.iter().any(|l| {
                        l.decl.id() == node.id()
                            && l.name == *n
                            && matches!(l.kind, LocalKind::GlobalValue | LocalKind::ValueAlias)
                    })
                })
        }
        "compound_statement" => {
            let inner: Vec<Node> = named_children(node)
                .into_iter()
                .filter(|c| c.kind() != "comment")
                .collect();
            // Index locals declared in the block (`size_t const bad{col + 4 - k};` before a masking
            // loop) end with it: a block of value computations with them is still one.
            let mut any = false;
            let mut all = true;
            for c in inner {
                let value = mark_value_only(cx, c, phase);
                any |= value;
                all &= value || is_index_declaration(c, phase);
            }
            any && all
        }
        "if_statement" => {
            let cond_pure = node
                .child_by_field_name("condition")
                .is_some_and(|c| assignments(c).is_empty());
            let mut all = cond_pure;
            for branch in ["consequence", "alternative"] {
                if let Some(b) = node.child_by_field_name(branch) {
                    let b = if b.kind() == "else_clause" {
                        named_children(b).into_iter().last().unwrap_or(b)
                    } else {
                        b
                    };
                    all &= mark_value_only(cx, b, phase);
                }
            }
            all
        }
        "for_statement" => node
            .child_by_field_name("body")
            .is_some_and(|b| mark_value_only(cx, b, phase)),
        _ => false,
    };
    if value_only {
        phase.value_only.insert(node.id());
    }
    value_only
}

/// Whether `node` declares index locals only.
fn is_index_declaration(node: Node, phase: &LoadPhase) -> bool {
    node.kind() == "declaration"
        && phase
            .locals
            .iter()
            .filter(|l| l.decl.id() == node.id())
            .all(|l| l.kind == LocalKind::Index)
}

/// Calls without effects that a loaded value may be computed with (conversions, `make_float4`, loads,
/// the file's functions without effects: `pure_functions.rs`).
fn is_pure_call(cx: &LoadContext, call: Node) -> bool {
    let f = call
        .child_by_field_name("function")
        .map(|f| cx.source.text_of(f))
        .unwrap_or("");
    super::pure_functions::is_pure_builtin(cx.facts, f)
        || load_wrapper(cx, f).is_some()
        || cx.facts.pure_functions.get(f) == Some(&true)
}

/// What the region may not do: an atomic, a store to global memory (found in the walk), or a loop
/// whose trip count depends on loaded data (found at the loop).
fn refuse_outside_effects(cx: &LoadContext, stmt: Node) -> Result<()> {
    let source = cx.source;
    for node in descendants(stmt) {
        let atomic = match node.kind() {
            "call_expression" => node
                .child_by_field_name("function")
                .map(|f| source.text_of(f))
                .map(|f| f.rsplit("::").next().unwrap_or(f))
                .filter(|f| f.starts_with("atomic") || f.starts_with("__atomic"))
                .map(str::to_string),
            "gnu_asm_expression" => {
                let t = cx.facts.expand_macros(source.text_of(node));
                ["atom.", "red."]
                    .iter()
                    .find(|w| t.contains(**w))
                    .map(|w| format!("asm {}", w.trim_end_matches('.')))
            }
            _ => None,
        };
        if let Some(what) = atomic {
            return Err(unsupported(
                node,
                format!("the load phase does an atomic operation (`{what}`): its effect reaches outside the region, and the pipelined loop would run it one tile early"),
                "the load phase may only store into the tiles; move the atomic after the loop or into the compute phase",
            ));
        }
    }
    Ok(())
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
        // A `static_assert` checks at compile time and does nothing at run time: wherever the
        // rewrite copies it, it checks the same thing.
        "comment" | "empty_statement" | ";" | "static_assert_declaration" => {}
        "declaration" => declaration(cx, node, phase)?,
        "expression_statement" => expression_statement(cx, node, loops, phase)?,
        "for_statement" => {
            refuse_data_dependent(cx, node, phase)?;
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
        // Leaving a load loop early ends that loop only (see `refuse_data_dependent_exit`).
        "break_statement" | "continue_statement" if !loops.is_empty() => {
            refuse_data_dependent_exit(cx, node, phase)?
        }
        "while_statement" | "do_statement" => {
            refuse_data_dependent(cx, node, phase)?;
            return Err(unsupported(
                node,
                format!(
                    "a `{}` loop in the load phase: kpipe needs a `for` loop whose trip count it can read",
                    node.kind().trim_end_matches("_statement")
                ),
                "write the load loop as `for (int i = start; i < bound; i += step)`",
            ));
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

/// A load loop whose header reads global memory or a loaded local runs a data-dependent number of
/// times: the region would not be the same for every tile, and no fixed set of registers holds it.
fn refuse_data_dependent(cx: &LoadContext, node: Node, phase: &LoadPhase) -> Result<()> {
    let header = ["initializer", "condition", "update"]
        .iter()
        .filter_map(|f| node.child_by_field_name(f));
    for part in header {
        if let Some(what) = loaded_in(cx, part, phase) {
            let end = node
                .child_by_field_name("body")
                .map_or(node.end_byte(), |b| b.start_byte());
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the trip count of this load loop depends on data loaded from global memory (`{what}`): the load phase is not the same region for every tile"),
                "the load phase may hold loops whose trip counts depend on constants, sizes and thread indices only",
            )
            .at(node.start_byte()..end));
        }
    }
    Ok(())
}

/// A `break` or `continue` in a load loop ends it where a condition of constants, sizes and thread
/// indices says (`if (kk >= BK) break;`): every copy of the loop the rewrite makes keeps the
/// statement, and the proof checks the tiles it leaves. One decided by loaded data would leave a
/// region that is not the same for every tile, and the register form's store loop would not have
/// the value to decide it again.
fn refuse_data_dependent_exit(cx: &LoadContext, node: Node, phase: &LoadPhase) -> Result<()> {
    let conditions = cx
        .source
        .ancestors(node)
        .into_iter()
        .take_while(|a| {
            !matches!(
                a.kind(),
                "for_statement" | "while_statement" | "do_statement"
            )
        })
        .filter(|a| a.kind() == "if_statement")
        .filter_map(|a| a.child_by_field_name("condition"));
    for cond in conditions {
        if let Some(what) = loaded_in(cx, cond, phase) {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("this load loop stops where data loaded from global memory (`{what}`) says: the load phase is not the same region for every tile"),
                "decide a load loop's `break` or `continue` from constants, sizes and thread indices only",
            )
            .at(node.byte_range()));
        }
    }
    Ok(())
}

/// The first read of global memory or of a loaded local in `part`, as written.
fn loaded_in(cx: &LoadContext, part: Node, phase: &LoadPhase) -> Option<String> {
    let source = cx.source;
    descendants(part).into_iter().find_map(|n| match n.kind() {
        "identifier" if phase.value_names.contains(source.text_of(n)) => {
            Some(source.text_of(n).to_string())
        }
        "subscript_expression" | "pointer_expression" | "call_expression"
            if !(n.kind() == "pointer_expression" && source.text_of(n).starts_with('&'))
                && mentions_any(source, n, cx.global_pointers).is_some() =>
        {
            Some(source.text_of(n).to_string())
        }
        _ => None,
    })
}

/// The name a declaration declares, and its initialiser, when it is a pointer or reference
/// initialised without reading memory (a cast, an address, an offset of a tile): a view, not a
/// load.
fn tile_view_declared<'t>(source: &Source, decl: Node<'t>) -> Option<(String, Node<'t>)> {
    let declarator = named_children(decl)
        .into_iter()
        .find(|d| d.kind() == "init_declarator")?;
    let inner = declarator.child_by_field_name("declarator")?;
    if !matches!(inner.kind(), "pointer_declarator" | "reference_declarator") {
        return None;
    }
    let value = declarator.child_by_field_name("value")?;
    // A subscript or a dereference in the initialiser reads memory, unless its address is taken
    // (`&As[r][c]` is an offset into the tile).
    let address_taken = |n: Node| {
        source
            .ancestors(n)
            .into_iter()
            .take_while(|a| a.id() != value.id())
            .any(|a| a.kind() == "pointer_expression" && source.text_of(a).starts_with('&'))
            || (value.kind() == "pointer_expression" && source.text_of(value).starts_with('&'))
    };
    let reads = descendants(value).into_iter().any(|n| {
        (n.kind() == "subscript_expression" && !address_taken(n))
            || (n.kind() == "pointer_expression" && source.text_of(n).starts_with('*'))
    });
    let name = declarator_name(declarator)?;
    (!reads).then(|| (source.text_of(name).to_string(), value))
}

fn tile_read_in_load(node: Node, tile: &str) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::AlreadyPipelined,
        format!("the load phase reads tile `{tile}` before the first barrier: this loop already prefetches (register double-buffering) or mixes phases"),
        "kpipe pipelines loops whose body is: loads into the tiles, __syncthreads(), compute, __syncthreads()",
    )
    .at(node.byte_range())
}

/// The tile views the load statements declare (at any depth): a pointer initialised from a cast of
/// a tile without reading memory, declared once. A view of a view is left out (refused at its
/// declaration).
fn tile_views(cx: &LoadContext, statements: &[Node]) -> HashMap<String, (String, String)> {
    let source = cx.source;
    let mut views = HashMap::new();
    let mut declared: HashMap<String, usize> = HashMap::new();
    for stmt in statements {
        for node in descendants(*stmt) {
            if node.kind() != "declaration" {
                continue;
            }
            for d in named_children(node) {
                if let Some(name) = declarator_name(d) {
                    *declared
                        .entry(source.text_of(name).to_string())
                        .or_default() += 1;
                }
            }
            let Some((view, value)) = tile_view_declared(source, node) else {
                continue;
            };
            let (Some(tile), Some(ty)) = (
                mentions_any(source, value, cx.tiles),
                node.child_by_field_name("type"),
            ) else {
                continue;
            };
            // `auto *v = reinterpret_cast<float2 *>(..)`: the type the cast names.
            let ty = match source.text_of(ty).trim() {
                "auto" => match cast_pointee(source, value) {
                    Some(t) => t,
                    None => continue,
                },
                t => t.to_string(),
            };
            if mentions_any(source, value, &views.keys().cloned().collect()).is_none() {
                views.insert(view, (tile, ty));
            }
        }
    }
    views.retain(|name, _| declared.get(name) == Some(&1));
    views
}

/// The pointee type of the outermost pointer cast of `value` (`reinterpret_cast<float2 *>(..)`,
/// `(float2 *)..`), without qualifiers.
fn cast_pointee(source: &Source, value: Node) -> Option<String> {
    let ty = descendants(value)
        .into_iter()
        .find(|n| n.kind() == "type_descriptor")?;
    let text = source.text_of(ty);
    let words: Vec<&str> = super::kernel::identifiers_in(text.split('*').next()?)
        .filter(|w| !matches!(*w, "const" | "volatile" | "__restrict__"))
        .collect();
    (text.contains('*') && !words.is_empty()).then(|| words.join(" "))
}

fn declaration<'t>(cx: &LoadContext, node: Node<'t>, phase: &mut LoadPhase<'t>) -> Result<()> {
    let source = cx.source;
    if let Some((view, value)) = tile_view_declared(source, node).filter(|(view, _)| {
        let mut cursor = node.walk();
        phase.views.contains_key(view)
            && node
                .children_by_field_name("declarator", &mut cursor)
                .count()
                == 1
    }) {
        // Kept as written in every pass: the tile in it is the stage the pass stores into.
        phase.locals.push(Local {
            name: view,
            decl: node,
            init: Some(value),
            kind: LocalKind::Index,
        });
        return Ok(());
    }
    if let Some(tile) = mentions_any(source, node, cx.tiles) {
        // A pointer into the tile (`float4 *d = reinterpret_cast<float4 *>(As);`) is a view
        // for stores, not a read of what the tile holds.
        return Err(match tile_view_declared(source, node) {
            Some((view, value)) => unsupported(
                node,
                format!(
                    "the load phase declares `{view}`, a pointer into {}: kpipe does not follow a view of a tile declared inside the K-loop",
                    match mentions_any(source, value, cx.tiles) {
                        Some(t) => format!("tile `{t}`"),
                        None => format!("the tiles (`{}`)", source.text_of(value)),
                    }
                ),
                "store through the tile itself, or declare the view before the K-loop (it is the same pointer in every iteration)",
            ),
            None => tile_read_in_load(node, &tile),
        });
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
        let reads_global = phase.value_names.contains(source.text_of(name))
            || init.is_some_and(|i| {
                mentions_any(source, i, cx.global_pointers).is_some()
                    || crate::recognize::effects::identifier_nodes(i)
                        .iter()
                        .any(|id| {
                            phase
                                .local(source.text_of(*id))
                                .is_some_and(|l| l.kind != LocalKind::Index)
                        })
            });
        let points_into_value = phase
            .aliases
            .get(source.text_of(name))
            .is_some_and(|target| phase.value_names.contains(target));
        let kind = match (reads_global, is_pointer) {
            _ if points_into_value => LocalKind::ValueAlias,
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

/// Records an expression statement of the load phase: a tile store is pushed to `phase.stores`;
/// a write to a local, or a local's `++`, is left in place; anything else is refused.
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
        return assignment_statement(cx, node, expr, loops, phase);
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
    if expr.kind() == "call_expression" && call_statement(cx, node, expr, loops, phase)? {
        return Ok(());
    }
    Err(unsupported(
        node,
        "kpipe cannot classify this statement of the load phase".to_string(),
        "the load phase may hold declarations, tile stores, `for` loops, `if` guards and pointer bumps",
    ))
}

/// Records the assignment `expr` (of statement `node`): a plain store into a tile is pushed to
/// `phase.stores`, a write to a local is left in place; a write outside the region is refused.
fn assignment_statement<'t>(
    cx: &LoadContext,
    node: Node<'t>,
    expr: Node<'t>,
    loops: &[usize],
    phase: &mut LoadPhase<'t>,
) -> Result<()> {
    let source = cx.source;
    let lhs = expr
        .child_by_field_name("left")
        .expect("assignment has a left side");
    let rhs = expr
        .child_by_field_name("right")
        .expect("assignment has a right side");
    if let Some(tile) = mentions_any(source, lhs, cx.tiles) {
        refuse_tile_read_in_store(cx, expr, rhs, &tile)?;
        let store = tile_store(cx, node, lhs, rhs, tile, loops, phase)?;
        phase.stores.push(store);
        return Ok(());
    }
    if let Some(tile) = mentions_any(source, expr, cx.tiles) {
        return Err(tile_read_in_load(expr, &tile));
    }
    // `FETCH_FLOAT4(regs[i]) = load;` writes the local `regs`, through a cast of its address.
    if let Some(root) = written_root(source, cx.facts, lhs) {
        if phase.local(source.text_of(root)).is_some() {
            // Index arithmetic, pointer arithmetic (`p += stride`), or a value loaded into a
            // local (`if (ok) v = load;`, kind GlobalValue from the region's fixed point).
            return Ok(());
        }
    }
    Err(outside_write(cx, expr, lhs))
}

/// Refuses a store into `tile` that also reads a tile: a compound assignment (`+=`), or a right
/// side `rhs` that mentions one.
fn refuse_tile_read_in_store(cx: &LoadContext, expr: Node, rhs: Node, tile: &str) -> Result<()> {
    let source = cx.source;
    let op = expr
        .child_by_field_name("operator")
        .map(|o| source.text_of(o))
        .unwrap_or("=");
    if op != "=" {
        return Err(unsupported(
            expr,
            format!("`{op}` into tile `{tile}` in the load phase: the tile is read and written"),
            "kpipe pipelines plain stores `tile[...] = value;` in the load phase",
        ));
    }
    if let Some(read) = mentions_any(source, rhs, cx.tiles) {
        return Err(tile_read_in_load(rhs, &read));
    }
    Ok(())
}

/// The refusal of assignment `expr` to `lhs`, which is neither a tile nor a local of the region: a
/// store to global memory, or a write to a variable declared outside the loop.
fn outside_write(cx: &LoadContext, expr: Node, lhs: Node) -> Box<Diagnostic> {
    let source = cx.source;
    let root = written_root(source, cx.facts, lhs);
    // A dereference that is not a vector cast of a variable's address has no root: memory.
    if mentions_any(source, lhs, cx.global_pointers).is_some() || root.is_none() {
        return unsupported(
            expr,
            format!(
                "the load phase stores to global memory (`{}`): its effect reaches outside the region, and the pipelined loop would run it one tile early",
                source.text_of(lhs)
            ),
            "the load phase may only store into the tiles; move the store after the loop or into the compute phase",
        );
    }
    let name = match (lvalue_root(lhs), root) {
        // Through a vector cast (`FETCH_FLOAT4(regs[0])`): the variable it writes.
        (None, Some(r)) => source.text_of(r),
        _ => source.text_of(lhs),
    };
    let variable = root.map(|r| source.text_of(r).to_string());
    let refusal = unsupported(
        expr,
        format!(
            "the load phase assigns `{name}`, which is declared outside the loop"
        ),
        &format!(
            "a variable declared before the loop that only the loads mention (a staging register) is theirs, and kpipe pipelines it; `{name}` is mentioned elsewhere too (the compute, or after the loop), declared more than once, or a parameter: give the loads their own variable, declared inside the loop"
        ),
    );
    match variable {
        Some(v) => refusal.lowered_by(Lowering::SplitRegister(v)),
        None => refusal,
    }
}

/// Records the call `expr` (of statement `node`) where it is a tile store through a macro or
/// wrapper: true when it was pushed to `phase.stores`, false for another call that mentions no
/// tile; a call that loads a tile some other way is refused.
fn call_statement<'t>(
    cx: &LoadContext,
    node: Node<'t>,
    expr: Node<'t>,
    loops: &[usize],
    phase: &mut LoadPhase<'t>,
) -> Result<bool> {
    let source = cx.source;
    let callee = expr
        .child_by_field_name("function")
        .map(|f| source.text_of(f).to_string())
        .unwrap_or_default();
    if let Some(store) = call_store(cx, node, expr, loops, phase)? {
        phase.stores.push(store);
        return Ok(true);
    }
    // `assert(threads % cols == 0);` on the launch's shape: it reads index values only, and runs
    // as written in every pass.
    let reads_data = |n: Node| {
        mentions_any(source, n, cx.tiles).is_some()
            || mentions_any(source, n, cx.global_pointers).is_some()
            || crate::recognize::effects::identifier_nodes(n)
                .iter()
                .any(|id| {
                    phase
                        .local(source.text_of(*id))
                        .is_some_and(|l| l.kind != LocalKind::Index)
                })
    };
    if matches!(callee.as_str(), "assert" | "__assert") && !reads_data(expr) {
        return Ok(true);
    }
    if let Some(tile) = mentions_any(source, expr, cx.tiles) {
        return Err(unsupported(
            expr,
            format!("tile `{tile}` is loaded through `{callee}(...)`: kpipe needs the stores in the loop body"),
            "inline the helper into the K-loop (or mark it __forceinline__ and paste its body), then run kpipe again",
        )
        .lowered_by(Lowering::InlineCall));
    }
    Ok(false)
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
    let value = resolve_holds(cx, anchor, classify_value(cx, rhs, phase), phase);
    // Through a view of the tile the load phase declares: a store of the view's type.
    if let Some((tile, view_type)) = phase.views.get(&tile) {
        let width = type_size(cx.symbols.resolve_type(view_type));
        return Ok(TileStore {
            anchor,
            lhs,
            rhs,
            tile: tile.clone(),
            value,
            value_type: view_type.clone(),
            width,
            loops: loops.to_vec(),
            form: StoreForm::Assign,
        });
    }
    let lhs_text = expanded_text(cx, lhs);
    // Through a cast to a struct of the file (`reinterpret_cast<Array *>(smem_A)[tx] = v`): the
    // store moves the struct's bytes, as through a vector type.
    let as_struct = super::kernel::identifiers_in(&lhs_text)
        .find_map(|w| cx.facts.struct_sizes.get(w).map(|b| (w.to_string(), *b)));
    let (value_type, width) = match (vector_type_in(&lhs_text), as_struct) {
        (Some(v), _) => (v.to_string(), type_size(v)),
        (None, Some((name, bytes))) => (name, Some(bytes)),
        (None, None) => {
            let tile_type = (cx.tile_types)(&tile);
            let width = type_size(cx.symbols.resolve_type(&tile_type));
            (tile_type, width)
        }
    };
    Ok(TileStore {
        anchor,
        lhs,
        rhs,
        tile,
        value,
        value_type,
        width,
        loops: loops.to_vec(),
        form: StoreForm::Assign,
    })
}

/// A tile store through a statement macro or a `__device__` wrapper (`LDST128(&As[..], &A[..])`,
/// `st_vec(&As[..], ld_vec(..))`); None when the call is not one kpipe can expand.
fn call_store<'t>(
    cx: &LoadContext,
    anchor: Node<'t>,
    call: Node<'t>,
    loops: &[usize],
    phase: &LoadPhase<'t>,
) -> Result<Option<TileStore<'t>>> {
    let source = cx.source;
    let Some(callee) = call.child_by_field_name("function") else {
        return Ok(None);
    };
    let Some((form, arity, ty)) = store_call(cx, source.text_of(callee)) else {
        return Ok(None);
    };
    let args = call
        .child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default();
    if args.len() != arity || args.iter().any(|a| a.kind() == "comment") {
        return Ok(None);
    }
    let (to, from) = match form {
        StoreForm::CopyCall { dst, src } => (dst, src),
        StoreForm::StoreCall { ptr, value } => (ptr, value),
        StoreForm::Assign => return Ok(None),
    };
    let (lhs, rhs) = (args[to], args[from]);
    let Some(tile) = mentions_any(source, lhs, cx.tiles) else {
        return Ok(None);
    };
    for (i, arg) in args.iter().enumerate() {
        if i != to {
            if let Some(read) = mentions_any(source, *arg, cx.tiles) {
                return Err(tile_read_in_load(*arg, &read));
            }
        }
    }
    let from_global = |n: Node| {
        mentions_any(source, n, cx.global_pointers).is_some()
            || crate::recognize::effects::identifier_nodes(n)
                .iter()
                .any(|id| {
                    phase
                        .local(source.text_of(*id))
                        .is_some_and(|l| l.kind == LocalKind::GlobalPointer)
                })
    };
    let value = match form {
        StoreForm::CopyCall { .. } if from_global(rhs) => Value::Global {
            lvalue: rhs,
            address: Some(source.text_of(rhs).to_string()),
            pointer: Some(rhs),
        },
        StoreForm::CopyCall { .. } => Value::Other,
        _ => resolve_holds(cx, anchor, classify_value(cx, rhs, phase), phase),
    };
    let value_type = ty.unwrap_or_else(|| (cx.tile_types)(&tile));
    let width = type_size(cx.symbols.resolve_type(&value_type));
    Ok(Some(TileStore {
        anchor,
        lhs,
        rhs,
        tile,
        value,
        value_type,
        width,
        loops: loops.to_vec(),
        form,
    }))
}

/// For a store of a local (`As[..] = v.x;`): what the local holds there, as a copy of global memory.
fn resolve_holds<'t>(
    cx: &LoadContext,
    anchor: Node<'t>,
    value: Value<'t>,
    phase: &LoadPhase<'t>,
) -> Value<'t> {
    match value {
        Value::LocalPart { local, field, .. } => {
            let alias = phase
                .aliases
                .iter()
                .filter(|(_, t)| **t == local)
                .map(|(a, _)| a)
                .min();
            let masked = || match alias {
                _ if !phase.masked.contains(&local) => Ok(()),
                Some(alias) => Err(RecognizeError::WrittenThroughAlias {
                    local: local.clone(),
                    alias: alias.clone(),
                }),
                None => Err(RecognizeError::MayBeWrittenThroughPointer {
                    local: local.clone(),
                }),
            };
            let holds = masked()
                .and_then(|()| local_value(cx, anchor, &local, phase))
                .and_then(|v| match (&v, &field) {
                    (
                        Value::Global {
                            pointer: Some(_), ..
                        }
                        | Value::Guarded {
                            pointer: Some(_), ..
                        },
                        Some(f),
                    ) => Err(RecognizeError::PartOfCallValue {
                        local: local.clone(),
                        field: f.clone(),
                    }),
                    _ => Ok(Box::new(v)),
                });
            Value::LocalPart {
                local,
                field,
                holds,
            }
        }
        other => other,
    }
}

/// What local `name` holds at statement `at`: a load (`T v = load;`, `v = load;`), or a load under a
/// guard with zero fill (`T v = 0; if (c) v = load;`, `T v; if (c) v = load; else v = 0;`), all in
/// straight-line code of the blocks around `at`, with nothing in between changing what the guard or
/// the address read. Anything else is Err with the reason.
fn local_value<'t>(
    cx: &LoadContext,
    at: Node<'t>,
    name: &str,
    phase: &LoadPhase<'t>,
) -> std::result::Result<Value<'t>, RecognizeError> {
    let mut scan = LocalScan {
        cx,
        phase,
        name,
        written: HashSet::new(),
        pending: None,
    };
    let mut node = at;
    // `parent()` walks down from the root each time: bounded, the load phase is shallow.
    for _ in 0..64 {
        let Some(parent) = node.parent() else {
            break;
        };
        match parent.kind() {
            "compound_statement" => {}
            "for_statement" | "while_statement" | "do_statement" => {
                return scan.not_copy("is declared outside the loop around the store: its value may come from an earlier iteration");
            }
            _ => {
                node = parent;
                continue;
            }
        }
        let mut sibling = node.prev_named_sibling();
        while let Some(stmt) = sibling {
            sibling = stmt.prev_named_sibling();
            if let Some(found) = scan.statement(stmt) {
                return found;
            }
        }
        node = parent;
    }
    scan.not_copy("is not declared in the load phase")
}

/// The backward scan of `local_value`: the statements before a store of local `name`, from the
/// nearest back to the local's declaration.
struct LocalScan<'c, 't> {
    cx: &'c LoadContext<'c>,
    phase: &'c LoadPhase<'t>,
    name: &'c str,
    /// Names written after the point being looked at, up to the store.
    written: HashSet<String>,
    /// A guarded load found (scanning backwards) whose zero fill is still to be found: (cond, load).
    pending: Option<(String, Value<'t>)>,
}

impl<'t> LocalScan<'_, 't> {
    /// Err with why the local is not a copy of global memory.
    fn not_copy<T>(&self, why: &'static str) -> std::result::Result<T, RecognizeError> {
        Err(RecognizeError::LocalNotACopy {
            local: self.name.to_string(),
            why,
        })
    }

    /// Looks at one statement before the store: Some(what the local holds, or why it is no copy)
    /// where the statement settles it, None to go on to the statement before.
    fn statement(
        &mut self,
        stmt: Node<'t>,
    ) -> Option<std::result::Result<Value<'t>, RecognizeError>> {
        let source = self.cx.source;
        if stmt.kind() == "declaration" {
            let decl = named_children(stmt)
                .into_iter()
                .find(|d| declarator_name(*d).is_some_and(|n| source.text_of(n) == self.name));
            if let Some(decl) = decl {
                return Some(self.declared(decl));
            }
        }
        let writes_it = assignments(stmt).iter().any(|(_, t)| {
            written_root(source, self.cx.facts, *t).is_some_and(|r| source.text_of(r) == self.name)
        });
        if writes_it {
            let found = match stmt.kind() {
                "expression_statement" => Some(self.assigned(stmt)),
                "if_statement" => self.written_under_guard(stmt).transpose(),
                _ => Some(self.not_copy("is written inside a loop or block before the store")),
            };
            if found.is_some() {
                return found;
            }
        }
        self.written
            .extend(crate::recognize::effects::assigned_names(source, stmt));
        None
    }

    /// What the local holds from its declarator `decl`: its initial load, or the zero fill of the
    /// guarded load found after it.
    fn declared(&mut self, decl: Node<'t>) -> std::result::Result<Value<'t>, RecognizeError> {
        let init = (decl.kind() == "init_declarator")
            .then(|| decl.child_by_field_name("value"))
            .flatten();
        match (self.pending.take(), init) {
            (Some((cond, load)), Some(init)) => match zero_text(self.cx, init) {
                Some(zero) => Ok(guarded(cond, load, zero)),
                None => self.not_copy("is loaded under a guard, and holds something other than zero where the guard fails"),
            },
            (Some(_), None) => self.not_copy("is loaded under a guard and left uninitialised where the guard fails"),
            (None, Some(init)) => match self.load_of(init) {
                Some(v) => {
                    self.check_reads(init)?;
                    Ok(v)
                }
                None => self.not_copy("holds a computed value, not a copy of global memory"),
            },
            (None, None) => self.not_copy("is stored before it is loaded"),
        }
    }

    /// What the local holds from an assignment statement `stmt` to it: a load, or the zero fill of
    /// the guarded load found after it.
    fn assigned(&mut self, stmt: Node<'t>) -> std::result::Result<Value<'t>, RecognizeError> {
        let Some((l, r)) = single_assignment(stmt) else {
            return self.not_copy("is computed, not a copy of global memory");
        };
        if l.kind() != "identifier" {
            return self.not_copy("is written in parts");
        }
        match (&self.pending, self.load_of(r), zero_text(self.cx, r)) {
            (None, Some(v), _) => {
                self.check_reads(r)?;
                Ok(v)
            }
            (Some(_), _, Some(zero)) => {
                let (cond, load) = self.pending.take().expect("pending guard");
                Ok(guarded(cond, load, zero))
            }
            _ => self.not_copy("is computed, not a copy of global memory"),
        }
    }

    /// For an `if` that writes the local: Ok(None) for `if (c) v = load;` (the guarded load is then
    /// pending, its zero fill still to be found), Ok(Some) for a load with zero fill on the two
    /// branches, Err for any other write.
    fn written_under_guard(
        &mut self,
        stmt: Node<'t>,
    ) -> std::result::Result<Option<Value<'t>>, RecognizeError> {
        let (Some(cond), Some(yes)) = (
            stmt.child_by_field_name("condition"),
            stmt.child_by_field_name("consequence"),
        ) else {
            return self.not_copy("is written under a guard kpipe cannot read");
        };
        let no = stmt
            .child_by_field_name("alternative")
            .map(|n| named_children(n).into_iter().last().unwrap_or(n));
        let cond_text = condition_text(self.cx.source, cond);
        let Some(y) = self.assigned_value(yes) else {
            return self.not_copy(
                "is written under a guard in a way kpipe cannot read as a load with zero fill",
            );
        };
        if self.pending.is_some() {
            return self.not_copy("is loaded under two guards");
        }
        self.check_reads(cond)?;
        let Some(no) = no else {
            let Some(load) = self.load_of(y) else {
                return self.not_copy("is computed under a guard, not loaded");
            };
            self.check_reads(y)?;
            self.pending = Some((cond_text, load));
            return Ok(None);
        };
        let Some(n) = self.assigned_value(no) else {
            return self.not_copy(
                "is written under a guard in a way kpipe cannot read as a load with zero fill",
            );
        };
        let (load, zero, cond_text) = match (
            self.load_of(y),
            zero_text(self.cx, n),
            self.load_of(n),
            zero_text(self.cx, y),
        ) {
            (Some(load), Some(zero), _, _) => {
                self.check_reads(y)?;
                (load, zero, cond_text)
            }
            (_, _, Some(load), Some(zero)) => {
                self.check_reads(n)?;
                (load, zero, format!("!({cond_text})"))
            }
            _ => {
                return self
                    .not_copy("is not a load with zero fill on the two branches of its guard")
            }
        };
        Ok(Some(guarded(cond_text, load, zero)))
    }

    /// The value that branch `b` assigns to the local, where `b` is a single `=` to it.
    fn assigned_value(&self, b: Node<'t>) -> Option<Node<'t>> {
        single_assignment(b)
            .filter(|(l, _)| l.kind() == "identifier" && self.cx.source.text_of(*l) == self.name)
            .map(|(_, r)| r)
    }

    /// `node` as a load from global memory (a `Global` value), if it is one.
    fn load_of(&self, node: Node<'t>) -> Option<Value<'t>> {
        match classify_value(self.cx, node, self.phase) {
            v @ Value::Global { .. } => Some(v),
            _ => None,
        }
    }

    /// Err where what `node` reads changes between the load and the store, or is itself loaded.
    fn check_reads(&self, node: Node) -> std::result::Result<(), RecognizeError> {
        let name = self.name;
        for id in crate::recognize::effects::identifier_nodes(node) {
            let n = self.cx.source.text_of(id);
            if self.written.contains(n) {
                return Err(RecognizeError::ChangesBeforeStore {
                    changed: n.to_string(),
                    local: name.to_string(),
                });
            }
            if self.phase.value_names.contains(n) {
                return Err(RecognizeError::DependsOnLoaded {
                    local: name.to_string(),
                    loaded: n.to_string(),
                });
            }
        }
        Ok(())
    }
}

/// The text of `node` where it is a zero fill: a zero in any spelling, `{}`, or a named zero
/// (`is_named_zero`).
fn zero_text(cx: &LoadContext, node: Node) -> Option<String> {
    let t = cx.source.text_of(node);
    (is_zero_value(cx, node)
        || (node.kind() == "identifier" && is_named_zero(cx, t, node.start_byte())))
    .then(|| t.to_string())
}

/// A zero in any spelling, or `{}`.
fn is_zero_value(cx: &LoadContext, node: Node) -> bool {
    is_zero(cx.source.text_of(node), cx.symbols)
        || (node.kind() == "initializer_list" && named_children(node).is_empty())
}

/// Whether `name` is a zero declared `const` (or `constexpr`) among the kernel body's own
/// statements before byte `at` (`const int4 zero = make_int4(0, 0, 0, 0);`): its one value is zero
/// wherever the loop reads it, and the rewrite's prologue, emitted just before the loop, sees it.
fn is_named_zero(cx: &LoadContext, name: &str, at: usize) -> bool {
    let Some(body) = cx.function.child_by_field_name("body") else {
        return false;
    };
    let constant = |decl: Node| {
        children(decl).iter().any(|c| {
            c.kind() == "type_qualifier" && matches!(cx.source.text_of(*c), "const" | "constexpr")
        })
    };
    let zero_named = |d: &Node| {
        d.kind() == "init_declarator"
            && d.child_by_field_name("declarator")
                .is_some_and(|n| cx.source.text_of(n) == name)
            && d.child_by_field_name("value")
                .is_some_and(|v| is_zero_value(cx, v))
    };
    named_children(body)
        .into_iter()
        .filter(|s| s.kind() == "declaration" && s.end_byte() <= at && constant(*s))
        .any(|decl| named_children(decl).iter().any(zero_named))
}

/// `load` under guard `cond` with zero fill `zero`, where `load` is a `Global` value.
fn guarded<'t>(cond: String, load: Value<'t>, zero: String) -> Value<'t> {
    match load {
        Value::Global {
            lvalue,
            address,
            pointer,
        } => Value::Guarded {
            cond,
            lvalue,
            address,
            pointer,
            zero,
        },
        other => other,
    }
}

/// The text of an `if`'s condition without its parentheses.
fn condition_text(source: &Source, cond: Node) -> String {
    let text = source.text_of(cond);
    text.strip_prefix('(')
        .and_then(|c| c.strip_suffix(')'))
        .unwrap_or(text)
        .to_string()
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
        if let Some(zero) = zero_text(cx, strip_parens(no)) {
            if let Value::Global {
                lvalue,
                address,
                pointer,
            } = classify_value(cx, yes, phase)
            {
                return Value::Guarded {
                    cond: source.text_of(cond).to_string(),
                    lvalue,
                    address,
                    pointer,
                    zero,
                };
            }
        }
        if selects_between_loads(cx, yes, no, phase) {
            return Value::Global {
                lvalue: rhs,
                address: Some(source.text_of(rhs).to_string()),
                pointer: None,
            };
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
                    holds: Err(RecognizeError::NotResolved),
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
        let pointer = pointer_arg(cx, rhs);
        return Value::Global {
            lvalue: rhs,
            address: pointer
                .map(|p| source.text_of(p).to_string())
                .or_else(|| address_of(cx, rhs)),
            pointer,
        };
    }
    Value::Other
}

/// `c ? A[i] : A[j]` (a transposed or a plain read of one operand, chosen by a flag): both sides
/// plain reads of the same global array, so the value is a copy from the address `c` selects
/// (`c ? &A[i] : &A[j]`, as the cp.async rewrite writes it).
fn selects_between_loads(cx: &LoadContext, yes: Node, no: Node, phase: &LoadPhase) -> bool {
    // A side that is itself a selection is not a plain read (and classifying it again at every
    // level of a chain of conditions would take time exponential in its depth).
    let plain_read = |side: Node| {
        side.kind() != "conditional_expression"
            && matches!(
                classify_value(cx, side, phase),
                Value::Global {
                    pointer: None,
                    address: Some(_),
                    ..
                }
            )
    };
    let arrays = |side: Node| {
        let mut names: Vec<&str> = crate::recognize::effects::identifier_nodes(side)
            .into_iter()
            .map(|n| cx.source.text_of(n))
            .filter(|n| cx.global_pointers.contains(*n))
            .collect();
        names.dedup();
        names
    };
    let (yes, no) = (strip_parens(yes), strip_parens(no));
    plain_read(yes) && plain_read(no) && arrays(yes).len() == 1 && arrays(yes) == arrays(no)
}

/// The pointer argument of a load through a call: `__ldg(p)`, `__ldcg(p)`, a load wrapper `ld_vec(p)`.
fn pointer_arg<'t>(cx: &LoadContext, node: Node<'t>) -> Option<Node<'t>> {
    if node.kind() != "call_expression" {
        return None;
    }
    let callee = node
        .child_by_field_name("function")
        .map(|f| cx.source.text_of(f))?;
    let args = node
        .child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default();
    let index = if callee == "__ldg" || callee.starts_with("__ldc") || callee.starts_with("__ldl") {
        0
    } else {
        load_wrapper(cx, callee)?.0
    };
    args.get(index).copied()
}

/// The parameter names of a function-like macro and its body (comments stripped).
fn function_macro(cx: &LoadContext, name: &str) -> Option<(Vec<String>, String)> {
    let body = cx.facts.macros.get(name)?;
    let span = cx.facts.macro_spans.get(name)?;
    let def = cx
        .source
        .root()
        .descendant_for_byte_range(span.start, span.end)?
        .parent()
        .filter(|d| d.kind() == "preproc_function_def")?;
    let params = def
        .child_by_field_name("parameters")
        .map(named_children)?
        .into_iter()
        .map(|p| cx.source.text_of(p).to_string())
        .collect();
    Some((params, body.clone()))
}

/// A `__device__` function defined in the file whose body is one statement: its parameter names
/// and that statement.
fn device_function<'a>(cx: &LoadContext<'a>, name: &str) -> Option<(Vec<String>, Node<'a>)> {
    if !cx.source.text.contains(name) {
        return None;
    }
    let root = cx.source.root();
    for def in named_children(root) {
        if def.kind() != "function_definition" {
            continue;
        }
        let Some(body) = def.child_by_field_name("body") else {
            continue;
        };
        if !cx.source.text[def.start_byte()..body.start_byte()].contains("__device__") {
            continue;
        }
        let mut declarator = def.child_by_field_name("declarator");
        while let Some(d) = declarator.filter(|d| d.kind() != "function_declarator") {
            declarator = d.child_by_field_name("declarator");
        }
        let Some(declarator) = declarator else {
            continue;
        };
        if declarator
            .child_by_field_name("declarator")
            .is_none_or(|n| cx.source.text_of(n) != name)
        {
            continue;
        }
        let params = declarator
            .child_by_field_name("parameters")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|p| {
                p.child_by_field_name("declarator")
                    .and_then(declarator_name)
            })
            .map(|n| cx.source.text_of(n).to_string())
            .collect();
        let statements: Vec<Node> = named_children(body)
            .into_iter()
            .filter(|c| c.kind() != "comment")
            .collect();
        return match statements.as_slice() {
            [one] => Some((params, *one)),
            _ => None,
        };
    }
    None
}

/// A `__device__` load wrapper: `T f(const E* p) { return *reinterpret_cast<const T*>(p); }`. The
/// index of the pointer parameter and the loaded type.
fn load_wrapper(cx: &LoadContext, name: &str) -> Option<(usize, Option<String>)> {
    let (params, stmt) = device_function(cx, name)?;
    if stmt.kind() != "return_statement" {
        return None;
    }
    deref_param(cx.source, stmt.named_child(0)?, &params)
}

/// A statement macro or a `__device__` wrapper that stores into memory through a pointer parameter:
/// `LDST128(dst, src)` = `*(float4*)(dst) = *(const float4*)(src)` (a copy), or
/// `st_vec(p, v)` = `*reinterpret_cast<float4*>(p) = v;` (a store of a value). The form, the number
/// of parameters and the stored type.
fn store_call(cx: &LoadContext, name: &str) -> Option<(StoreForm, usize, Option<String>)> {
    if let Some((params, body)) = function_macro(cx, name) {
        let parsed = Source::parse(format!("void kp_macro_body() {{ {body}; }}")).ok()?;
        let stmt = descendants(parsed.root())
            .into_iter()
            .find(|n| n.kind() == "expression_statement")?;
        if parsed.first_error(parsed.root()).is_some() {
            return None;
        }
        let (form, ty) = store_pattern(&parsed, stmt, &params)?;
        return Some((form, params.len(), ty));
    }
    let (params, stmt) = device_function(cx, name)?;
    let (form, ty) = store_pattern(cx.source, stmt, &params)?;
    Some((form, params.len(), ty))
}

fn store_pattern(
    source: &Source,
    stmt: Node,
    params: &[String],
) -> Option<(StoreForm, Option<String>)> {
    let (lhs, rhs) = single_assignment(stmt)?;
    let (dst, ty) = deref_param(source, lhs, params)?;
    if let Some((src, src_ty)) = deref_param(source, rhs, params) {
        return (src != dst).then_some((StoreForm::CopyCall { dst, src }, ty.or(src_ty)));
    }
    let rhs = strip_parens(rhs);
    let value = params
        .iter()
        .position(|p| rhs.kind() == "identifier" && source.text_of(rhs) == p)?;
    (value != dst).then_some((StoreForm::StoreCall { ptr: dst, value }, ty))
}

/// `*P`, `P[0]` where P is a parameter, possibly cast (`(float4 *)(p)`, `reinterpret_cast<float4*>(p)`):
/// the parameter's index and the cast's pointee type.
fn deref_param(source: &Source, node: Node, params: &[String]) -> Option<(usize, Option<String>)> {
    let node = strip_parens(node);
    let pointer = match node.kind() {
        "pointer_expression" if source.text_of(node).starts_with('*') => node.named_child(0)?,
        "subscript_expression" => {
            let index = node.named_child(1)?;
            if source.text_of(index).trim_matches(['[', ']', ' ']) != "0" {
                return None;
            }
            node.named_child(0)?
        }
        _ => return None,
    };
    cast_param(source, pointer, params)
}

fn cast_param(source: &Source, node: Node, params: &[String]) -> Option<(usize, Option<String>)> {
    let node = strip_parens(node);
    let pointee = |ty: &str| {
        let words: Vec<&str> = super::kernel::identifiers_in(ty)
            .filter(|w| !matches!(*w, "const" | "volatile" | "__restrict__"))
            .collect();
        (!words.is_empty() && ty.contains('*')).then(|| words.join(" "))
    };
    match node.kind() {
        "identifier" => params
            .iter()
            .position(|p| p == source.text_of(node))
            .map(|i| (i, None)),
        "cast_expression" => {
            let ty = pointee(source.text_of(node.child_by_field_name("type")?))?;
            let (i, _) = cast_param(source, node.child_by_field_name("value")?, params)?;
            Some((i, Some(ty)))
        }
        "call_expression" => {
            let f = node.child_by_field_name("function")?;
            if f.kind() != "template_function" {
                return None;
            }
            let name = f.child_by_field_name("name").map(|n| source.text_of(n))?;
            if !name.ends_with("_cast") {
                return None;
            }
            let ty = pointee(source.text_of(f.child_by_field_name("arguments")?))?;
            let args = named_children(node.child_by_field_name("arguments")?);
            let [arg] = args.as_slice() else {
                return None;
            };
            let (i, _) = cast_param(source, *arg, params)?;
            Some((i, Some(ty)))
        }
        _ => None,
    }
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
    let cond_text = condition_text(source, cond);
    let (load, zero, cond_text) = if is_zero(source.text_of(nr), cx.symbols) {
        (yr, nr, cond_text)
    } else if is_zero(source.text_of(yr), cx.symbols) {
        (nr, yr, format!("!({cond_text})"))
    } else {
        return Ok(None);
    };
    let phase = LoadPhase::default();
    let mut store = tile_store(cx, node, yl, load, tile, loops, &phase)?;
    if let Value::Global {
        lvalue,
        address,
        pointer,
    } = store.value
    {
        store.value = Value::Guarded {
            cond: cond_text,
            lvalue,
            address,
            pointer,
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
    let header = match LoopHeader::read(cx.source, node) {
        Ok(header) => header,
        Err(why) => {
            return LoadLoop {
                guard: guarded_condition(cx.source, node),
                ..LoadLoop::unknown(node, why)
            }
        }
    };
    let trips = constant_trips(cx, &header);
    let thread = if trips.is_err() {
        thread_trips_of(cx, node, &header)
    } else {
        None
    };
    // A start that depends on the thread: the same count in every thread, from ranges over the block.
    let (trips, per_thread, assumes_block) = match (trips, thread) {
        (Err(_), Some(Ok(n))) => (
            Ok(n),
            Some(Ok(block_fact(cx.block))),
            cx.block.shape.as_ref().map(|(shape, _)| *shape),
        ),
        (Err(plain), Some(Err(why))) => (
            Err(plain),
            super::trips::explain(cx.block, &header.start, &why).map(Err),
            None,
        ),
        (trips, _) => (trips, None, None),
    };
    // A start with no constant value depends on the thread (or the count would be unknown).
    let count_expr = count_expression(
        &header.start,
        &header.bound,
        &header.step,
        &header.op,
        eval(cx, &header.start).is_err(),
    );
    LoadLoop {
        node,
        counter: Some(header.counter),
        start: header.start,
        step: header.step,
        trips,
        count_expr,
        per_thread,
        assumes_block,
        guard: None,
    }
}

impl<'t> LoadLoop<'t> {
    /// A loop whose header kpipe cannot read: no counter, and `why` as the reason its trip count is
    /// unknown.
    fn unknown(node: Node<'t>, why: &'static str) -> Self {
        LoadLoop {
            node,
            counter: None,
            start: String::new(),
            step: String::new(),
            trips: Err(RecognizeError::LoopHeader(why)),
            count_expr: None,
            per_thread: None,
            assumes_block: None,
            guard: None,
        }
    }
}

/// A loop of constant trip count read from its header `for (int i = S; i < B; i += D)` with
/// `symbols` (a compute phase's k-step loop): its counter, start and step as written, and the
/// count. None where the header has another form or a part has no constant value.
pub fn constant_trip_loop(
    source: &Source,
    symbols: &Symbols,
    node: Node,
) -> Option<(String, String, String, u64)> {
    let header = LoopHeader::read(source, node).ok()?;
    let (start, step, bound) = (
        symbols.eval(&header.start).ok()?,
        symbols.eval(&header.step).ok()?,
        symbols.eval(&header.bound).ok()?,
    );
    let end = if header.op == "<=" { bound + 1 } else { bound };
    if step <= 0 || header.op == "!=" || end <= start {
        return None;
    }
    let trips = (end - start + step - 1) / step;
    Some((header.counter, header.start, header.step, trips as u64))
}

/// The parts of a load loop's header `for (int i = S; i < B; i += D)`, as text and as nodes.
struct LoopHeader<'t> {
    counter: String,
    start: String,
    start_node: Node<'t>,
    step: String,
    /// The right side of the update (the step's node where it is `i += D`).
    step_node: Option<Node<'t>>,
    /// The comparison, turned to read `counter OP bound`: `<`, `<=` or `!=`.
    op: String,
    bound: String,
    /// The bound's node, where the condition is `i < B` or `i <= B` as written.
    bound_node: Option<Node<'t>>,
}

impl<'t> LoopHeader<'t> {
    /// The header of `node` (a `for_statement`); Err says what kpipe cannot read in it.
    fn read(source: &Source, node: Node<'t>) -> std::result::Result<Self, &'static str> {
        let (Some(init), Some(cond), Some(update)) = (
            node.child_by_field_name("initializer"),
            node.child_by_field_name("condition"),
            node.child_by_field_name("update"),
        ) else {
            return Err("a loop header without init, condition or step");
        };
        let (counter, start_node) =
            loop_counter(source, init).ok_or("a loop header kpipe cannot read")?;
        let step =
            loop_step(source, update).ok_or("a loop step other than `++i` or `i += step`")?;
        let (op, bound, bound_node) =
            loop_bound(source, cond, &counter).ok_or("a loop condition other than `i < bound`")?;
        Ok(LoopHeader {
            counter,
            start: source.text_of(start_node).to_string(),
            start_node,
            step,
            step_node: update.child_by_field_name("right"),
            op,
            bound,
            bound_node,
        })
    }
}

/// The counter of a loop initialiser (`int i = S` or `i = S`) and its start's node `S`.
fn loop_counter<'t>(source: &Source, init: Node<'t>) -> Option<(String, Node<'t>)> {
    let (name, value) = match init.kind() {
        "declaration" => {
            let d = named_children(init)
                .into_iter()
                .find(|c| c.kind() == "init_declarator")?;
            (
                d.child_by_field_name("declarator")?,
                d.child_by_field_name("value")?,
            )
        }
        "assignment_expression" => (
            init.child_by_field_name("left")?,
            init.child_by_field_name("right")?,
        ),
        _ => return None,
    };
    // `size_t i{0U}`: the one element of a brace initialiser is the start.
    let value = match value.kind() {
        "initializer_list" | "argument_list" => match named_children(value).as_slice() {
            [one] => *one,
            _ => return None,
        },
        _ => value,
    };
    Some((source.text_of(name).to_string(), value))
}

/// The step of a loop update as text: `1` for `++i`/`i++`, `D` for `i += D`; None for any other.
fn loop_step(source: &Source, update: Node) -> Option<String> {
    match update.kind() {
        "update_expression" if source.text_of(update).contains("++") => Some("1".to_string()),
        "assignment_expression"
            if update
                .child_by_field_name("operator")
                .map(|o| source.text_of(o))
                == Some("+=") =>
        {
            Some(
                update
                    .child_by_field_name("right")
                    .map(|r| source.text_of(r).to_string())
                    .unwrap_or_default(),
            )
        }
        _ => None,
    }
}

/// The condition of a loop read as `counter OP bound` (OP `<`, `<=` or `!=`): OP, the bound, and
/// the bound's node where the condition is written `counter < B` or `counter <= B`; None for any
/// other condition.
fn loop_bound<'t>(
    source: &Source,
    cond: Node<'t>,
    counter: &str,
) -> Option<(String, String, Option<Node<'t>>)> {
    if cond.kind() != "binary_expression" {
        return None;
    }
    let op = cond
        .child_by_field_name("operator")
        .map(|o| source.text_of(o))?;
    let side = |field: &str| {
        cond.child_by_field_name(field)
            .map(|n| source.text_of(n))
            .unwrap_or("")
    };
    let (l, r) = (side("left"), side("right"));
    let shifted = shifted_bound(source, cond, counter);
    let (op, bound, bound_node) = match op {
        "<" | "<=" | "!=" if shifted.is_some() => (
            op,
            format!("({r}) - ({})", shifted.unwrap_or_default()),
            None,
        ),
        "<" | "<=" if l == counter => (op, r.to_string(), cond.child_by_field_name("right")),
        "!=" if l == counter => (op, r.to_string(), None),
        ">" if r == counter => ("<", l.to_string(), None),
        ">=" if r == counter => ("<=", l.to_string(), None),
        _ => return None,
    };
    Some((op.to_string(), bound, bound_node))
}

/// A load loop whose condition is its bound and a guard (`i < 4 && gak + i < K`): the bound's text
/// and the guard's. Such a loop stops early where the guard fails, so a thread's count depends on
/// the data's size, and the tile elements it skips keep what an earlier tile left there.
pub fn guarded_condition(source: &Source, for_node: Node) -> Option<(String, String)> {
    let cond = for_node.child_by_field_name("condition")?;
    let cond = crate::source::parse::strip_parens(cond);
    if cond.kind() != "binary_expression"
        || cond
            .child_by_field_name("operator")
            .map(|o| source.text_of(o))
            != Some("&&")
    {
        return None;
    }
    let init = for_node.child_by_field_name("initializer")?;
    let (counter, _) = loop_counter(source, init)?;
    let (left, right) = (
        cond.child_by_field_name("left")?,
        cond.child_by_field_name("right")?,
    );
    // The bound is the side written `i < B` (`gak + i < K` reads as one too, shifted: the other
    // side wins where both do).
    let rank = |n: Node| match loop_bound(source, crate::source::parse::strip_parens(n), &counter) {
        Some((_, _, Some(_))) => 2,
        Some(_) => 1,
        None => 0,
    };
    let (bound, guard) = match (rank(left), rank(right)) {
        (0, 0) => return None,
        (l, r) if l >= r => (left, right),
        _ => (right, left),
    };
    Some((
        source.text_of(bound).to_string(),
        source.text_of(guard).to_string(),
    ))
}

/// `C` where the condition's left side is `counter + C`: `i + C <= B` is `i <= B - C`.
fn shifted_bound(source: &Source, cond: Node, counter: &str) -> Option<String> {
    cond.child_by_field_name("left")
        .filter(|l| l.kind() == "binary_expression")
        .filter(|l| l.child_by_field_name("operator").map(|o| source.text_of(o)) == Some("+"))
        .and_then(|l| {
            let a = l.child_by_field_name("left").map(|x| source.text_of(x))?;
            let b = l.child_by_field_name("right").map(|x| source.text_of(x))?;
            (a == counter).then(|| b.to_string())
        })
}

/// The value of a constant expression; Err names what has no value.
fn eval(cx: &LoadContext, expr: &str) -> std::result::Result<i64, RecognizeError> {
    cx.symbols.eval(expr).map_err(RecognizeError::Unresolved)
}

/// The trip count of a loop from constants (and, for a start from `threadIdx`, the block size);
/// Err names what has no value or why the count cannot be read.
fn constant_trips(
    cx: &LoadContext,
    header: &LoopHeader,
) -> std::result::Result<u64, RecognizeError> {
    let (start, step, bound) = (&header.start, &header.step, &header.bound);
    let (d, b) = (eval(cx, step)?, eval(cx, bound)?);
    // `for (i = threadIdx.x; i < B; i += T)` with T at least the block size: every thread runs B / T
    // iterations when T divides B.
    if eval(cx, start).is_err() && (cx.is_thread_index)(start) {
        return match cx.threads {
            Some(t) if d >= t as i64 && d > 0 && b % d == 0 => Ok((b / d) as u64),
            Some(_) => Err(RecognizeError::ThreadsUneven {
                start: start.clone(),
            }),
            None => Err(RecognizeError::BlockSizeUnknown {
                start: start.clone(),
            }),
        };
    }
    let s = eval(cx, start)?;
    if d <= 0 {
        return Err(RecognizeError::StepNotPositive { step: step.clone() });
    }
    let too_many = || RecognizeError::TripCountOverflows {
        bound: bound.clone(),
        start: start.clone(),
    };
    let span = b.checked_sub(s).ok_or_else(too_many)?;
    let span = match header.op.as_str() {
        "<=" => span.checked_add(1).ok_or_else(too_many)?,
        _ => span,
    };
    Ok(if span <= 0 {
        0
    } else {
        (span / d + i64::from(span % d != 0)) as u64
    })
}

/// For a loop whose start has no constant value, whose bound is written `i < B` and whose body
/// leaves the counter alone (then the header alone says how often it runs): the count every thread
/// runs, from ranges over the block (`trips.rs`), or why there is none. None for any other loop.
fn thread_trips_of(
    cx: &LoadContext,
    node: Node,
    header: &LoopHeader,
) -> Option<std::result::Result<u64, super::trips::TripsWhy>> {
    let source = cx.source;
    let bound_node = header.bound_node?;
    let body_writes_counter = node.child_by_field_name("body").is_some_and(|b| {
        assignments(b)
            .into_iter()
            .any(|(_, t)| lvalue_root(t).is_some_and(|r| source.text_of(r) == header.counter))
    });
    if eval(cx, &header.start).is_ok() || body_writes_counter {
        return None;
    }
    let ranges = super::trips::Ranges {
        source,
        symbols: cx.symbols,
        block: cx.block,
        function: cx.function,
        at: node,
    };
    let step_node = if header.step == "1" {
        None
    } else {
        header.step_node
    };
    Some(super::trips::thread_trips(
        &ranges,
        header.start_node,
        step_node,
        bound_node,
        header.op == "<=",
    ))
}

/// The fact about the block that a per-thread trip count rests on: where its shape comes from, or
/// else its thread count.
fn block_fact(block: &super::trips::BlockFacts) -> String {
    match &block.shape {
        Some((_, from)) => from.clone(),
        None => block
            .total
            .as_ref()
            .map(|(t, from)| format!("at most {t} threads ({from})"))
            .unwrap_or_default(),
    }
}

/// `for (i = S; i < B; i += D)` runs `(B - S + D - 1) / D` times (`<=`: `(B - S + D) / D`); a
/// start that depends on the thread is taken as 0, which bounds every thread's count from above
/// (starts are never negative: `trips.rs` reads only ranges in [0, 2^31)).
fn count_expression(
    start: &str,
    bound: &str,
    step: &str,
    op: &str,
    thread_start: bool,
) -> Option<String> {
    let (start, bound, step) = (start.trim(), bound.trim(), step.trim());
    let from_zero = thread_start || start == "0";
    // `for (i = 0; i + S <= B; i += S)` (read as `i <= (B) - (S)`) runs B / S times.
    if let Some(b) = bound
        .strip_suffix(&format!(") - ({step})"))
        .and_then(|b| b.strip_prefix('('))
        .filter(|_| op == "<=" && from_zero && step != "1")
    {
        return Some(format!("({b}) / ({step})"));
    }
    let span = if from_zero {
        format!("({bound})")
    } else {
        format!("({bound}) - ({start})")
    };
    Some(match (op, step) {
        ("<", "1") if from_zero => bound.to_string(),
        ("<", "1") => format!("({span})"),
        ("<=", "1") => format!("({span} + 1)"),
        ("<", _) => format!("({span} + ({step}) - 1) / ({step})"),
        ("<=", _) => format!("({span} + ({step})) / ({step})"),
        _ => return None,
    })
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
    fn a_brace_initialised_counter_starts_at_its_element() {
        let text = "void f() { for (size_t i{0U}; i < 8U; ++i) {} for (int j(2); j < 8; j += 2) {} for (int k{1, 2}; k < 8; ++k) {} }";
        let source = Source::parse(text.to_string()).unwrap();
        let loops: Vec<Node> = crate::source::parse::descendants(source.root())
            .into_iter()
            .filter(|n| n.kind() == "for_statement")
            .collect();
        let header = LoopHeader::read(&source, loops[0]).unwrap();
        assert_eq!(
            (header.counter.as_str(), header.start.as_str()),
            ("i", "0U")
        );
        assert_eq!(LoopHeader::read(&source, loops[1]).unwrap().start, "2");
        assert!(LoopHeader::read(&source, loops[2]).is_err());
    }

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
