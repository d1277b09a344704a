//! Double buffers kept by hand: a K-loop whose tiles have two buffers and which loads the next tile
//! into one buffer before this tile's compute reads the other, or (register prefetch by hand) loads
//! the next tile into registers before that compute and stores them into the other buffer after it.
//!
//! Such loops need only one barrier per iteration (or take turns between two warp groups, with a
//! barrier in each arm of a role branch), so the checks that expect `loads; sync; compute; sync`
//! would refuse them as an unsupported barrier shape. They are already pipelined; this module finds
//! the evidence and says so (K013). The evidence is narrow on purpose: a single-buffered loop with one
//! barrier is unsafe to reorder and must keep its own refusal.

use super::effects::{assigned_names, declared_names, identifier_nodes, mentions_any};
use super::kernel::{FileFacts, Kernel};
use crate::diagnostics::{line_col, Diagnostic, Kind};
use crate::source::parse::{descendants, named_children, strip_parens, Source};
use std::collections::HashSet;
use tree_sitter::Node;

/// Locals the loop body declares from the loop's counter or a stage by a parity (`const int cur
/// = t & 1;`, `const int next = cur ^ 1;`): stages too, chosen anew each iteration.
fn parity_locals(
    source: &Source,
    kloop: Node,
    body: Node,
    stages: &HashSet<String>,
) -> HashSet<String> {
    let mut sources: HashSet<String> = stages.clone();
    if let Some(init) = kloop.child_by_field_name("initializer") {
        sources.extend(declared_names(source, init));
    }
    let mut found = HashSet::new();
    for _ in 0..2 {
        for d in descendants(body)
            .into_iter()
            .filter(|n| n.kind() == "init_declarator")
        {
            let (Some(name), Some(value)) = (
                super::effects::declarator_name(d),
                d.child_by_field_name("value"),
            ) else {
                continue;
            };
            let text = source.text_of(value);
            let parity = text.contains("& 1")
                || text.contains("&1")
                || text.contains("% 2")
                || text.contains("%2")
                || text.contains('^');
            let from_stage = identifier_nodes(value).iter().any(|i| {
                sources.contains(source.text_of(*i)) || found.contains(source.text_of(*i))
            });
            if parity && from_stage {
                found.insert(source.text_of(name).to_string());
            }
        }
    }
    found
}

/// A reference to one buffer of a tile: the tile, which buffer (normalised text), the expression.
struct BufferRef<'t> {
    tile: String,
    position: String,
    expr: Node<'t>,
    /// Passed to a helper as its first element's address with the buffer in another argument:
    /// the helper's body says whether it writes the buffer.
    passed: bool,
}

/// What the loop names and how its buffers are told apart.
struct Scope<'a> {
    source: &'a Source,
    kernel: &'a Kernel<'a>,
    facts: &'a FileFacts,
    /// Variables declared before the loop and assigned in its body: a stage that changes each
    /// iteration (`As_offset = 1 - As_offset`, `write_stage ^= 1`).
    stage_vars: HashSet<String>,
    globals: HashSet<String>,
}

/// The K013 refusal when the loop alternates two buffers of a tile and issues the next tile's loads
/// into one before the compute on the other; `shape` says which barrier shape brought us here.
pub fn already_double_buffered(
    source: &Source,
    kernel: &Kernel,
    facts: &FileFacts,
    node: Node,
    body: Node,
    shape: &str,
) -> Option<Box<Diagnostic>> {
    let declared = declared_names(source, node);
    let mut stage_vars: HashSet<String> = assigned_names(source, body)
        .into_iter()
        .filter(|n| !declared.contains(n))
        .collect();
    stage_vars.extend(parity_locals(source, node, body, &stage_vars));
    let scope = Scope {
        source,
        kernel,
        facts,
        stage_vars,
        globals: kernel.global_pointers.iter().cloned().collect(),
    };
    let blocks = std::iter::once(body).chain(
        descendants(body)
            .into_iter()
            .filter(|n| n.kind() == "compound_statement"),
    );
    for block in blocks {
        if let Some((load, read)) = scope.load_then_other_read(block) {
            return Some(scope.diagnostic(&load, &read, shape));
        }
        if let Some(prefetch) = scope.stores_and_other_read(block) {
            let refusal = scope.register_diagnostic(&prefetch, shape);
            // Not overlapped: the loads move above the compute (a fix the proof decides on).
            let shared: HashSet<String> = kernel
                .shared
                .iter()
                .map(|t| t.name.clone())
                .chain(kernel.extern_names.iter().cloned())
                .collect();
            let steps = super::hoist::plain_steps(source, block, &shared, &scope.globals);
            return Some(
                match super::hoist::copies_above_compute(source, block, &steps, &shared) {
                    // Plain loads moved up still stall each warp at its stores after the
                    // compute: only a measurement says whether the move pays.
                    Some(fix) if !prefetch.overlapped => refusal.with_fix(fix.timed_only()),
                    _ => refusal,
                },
            );
        }
    }
    None
}

/// A tile double-buffered by hand: the store of the next tile into one buffer (from registers a
/// global load filled, or from global memory), the compute's read of the other, and the first
/// global load of the next tile; `overlapped` when that load comes before the read.
struct RegisterPrefetch<'t> {
    load: Node<'t>,
    read: BufferRef<'t>,
    store: BufferRef<'t>,
    overlapped: bool,
}

impl<'a> Scope<'a> {
    /// In one block's statements, in order: a load from global memory into one buffer of a tile,
    /// then a statement that reads another buffer of the same tile which nothing before it in the
    /// block loaded (it holds a tile loaded earlier: in the previous iteration or before the loop).
    fn load_then_other_read(&self, block: Node<'a>) -> Option<(BufferRef<'a>, BufferRef<'a>)> {
        let mut loaded: Vec<BufferRef<'a>> = Vec::new();
        for stmt in named_children(block) {
            let refs = self.buffer_refs(stmt);
            if mentions_any(self.source, stmt, &self.globals).is_some() {
                loaded.extend(refs);
                continue;
            }
            for read in refs {
                let same = |l: &BufferRef| l.tile == read.tile && l.position == read.position;
                if loaded.iter().any(same) {
                    continue;
                }
                if let Some(i) = loaded.iter().position(|l| l.tile == read.tile) {
                    return Some((loaded.swap_remove(i), read));
                }
            }
        }
        None
    }

    /// In one block's statements: a store of the next tile (from global memory, or from
    /// variables a global load assigned) into one buffer of a tile, and a read of another buffer of
    /// the same tile that no store of this block wrote. `overlapped`: a global load comes before
    /// that read (the compute on this tile overlaps the next tile's loads); otherwise every load
    /// comes after it.
    fn stores_and_other_read(&self, block: Node<'a>) -> Option<RegisterPrefetch<'a>> {
        let mut first_load: Option<Node<'a>> = None;
        let mut loaded: HashSet<String> = HashSet::new();
        // Reads, with the first global load before each (None: no load before it).
        let mut reads: Vec<(BufferRef<'a>, Option<Node<'a>>)> = Vec::new();
        let mut stores: Vec<(BufferRef<'a>, Node<'a>)> = Vec::new();
        for stmt in named_children(block) {
            let loads = mentions_any(self.source, stmt, &self.globals).is_some();
            let assigned = super::effects::assignments(stmt);
            if loads {
                // The variables it assigns hold the next tile (`FLOAT4(r_load_a[0]) = ...`).
                for (_, target) in &assigned {
                    loaded.extend(
                        identifier_nodes(*target)
                            .into_iter()
                            .map(|i| self.source.text_of(i).to_string()),
                    );
                }
            }
            let from_registers = loads || mentions_any(self.source, stmt, &loaded).is_some();
            for r in self.buffer_refs(stmt) {
                let at = r.expr.byte_range();
                let written = assigned.iter().any(|(_, t)| {
                    let w = t.byte_range();
                    w.start <= at.start && at.end <= w.end
                }) || r.passed && self.written_by_callee(r.expr);
                if written {
                    if from_registers {
                        stores.push((r, first_load.unwrap_or(stmt)));
                    }
                } else if !loads {
                    reads.push((r, first_load));
                }
            }
            if loads {
                first_load.get_or_insert(stmt);
            }
        }
        let written = |read: &BufferRef| {
            stores
                .iter()
                .any(|(s, _)| s.tile == read.tile && s.position == read.position)
        };
        let (s, r) = stores.iter().enumerate().find_map(|(s, (store, _))| {
            let r = reads.iter().position(|(read, _)| {
                read.tile == store.tile && read.position != store.position && !written(read)
            })?;
            Some((s, r))
        })?;
        let (read, load_before) = reads.swap_remove(r);
        let (store, load) = stores.swap_remove(s);
        Some(RegisterPrefetch {
            load: load_before.unwrap_or(load),
            overlapped: load_before.is_some(),
            read,
            store,
        })
    }

    /// The references to a buffer of a tile under `node`.
    fn buffer_refs(&self, node: Node<'a>) -> Vec<BufferRef<'a>> {
        identifier_nodes(node)
            .into_iter()
            .filter_map(|id| self.buffer_ref(id))
            .collect()
    }

    /// Which buffer an occurrence of a tile's name selects, when it selects one: the first index of
    /// an array whose leading dimension is a small buffer count (`As[stage][r][c]`), or the offset
    /// added to a flat tile when it is a stage or a constant (`As + (1 - off) * BM * BK`,
    /// `As + (BM * BK)`), or the flat tile itself passed to a call (its first buffer).
    fn buffer_ref(&self, id: Node<'a>) -> Option<BufferRef<'a>> {
        if let Some(passed) = self.buffer_argument(id) {
            return Some(passed);
        }
        let name = self.source.text_of(id);
        let tile = self.kernel.shared.iter().find(|s| s.name == name)?;
        let parent = id.parent()?;
        let (position, expr) = match parent.kind() {
            "subscript_expression" if parent.named_child(0)?.id() == id.id() => {
                let count = self
                    .kernel
                    .symbols
                    .eval(tile.dims.first()?)
                    .ok()
                    .filter(|_| tile.dims.len() >= 2)?;
                if !(2..=4).contains(&count) {
                    return None;
                }
                let index = parent.named_child(1)?;
                (self.source.text_of(index).to_string(), parent)
            }
            "binary_expression" if tile.dims.len() == 1 => {
                let op = parent.child_by_field_name("operator")?;
                if self.source.text_of(op) != "+" {
                    return None;
                }
                let other = named_children(parent)
                    .into_iter()
                    .find(|c| c.id() != id.id())?;
                if !self.selects_buffer(other) {
                    return None;
                }
                (self.source.text_of(other).to_string(), parent)
            }
            "argument_list" if tile.dims.len() == 1 => ("0".to_string(), id),
            _ => return None,
        };
        Some(BufferRef {
            tile: name.to_string(),
            position: normalise(&position),
            expr,
            passed: false,
        })
    }

    /// A tile passed to a helper as its first element's address (`&As[0][0][0]`), with the buffer
    /// in another argument of the call that reads a stage variable (`store(&As[0][0][0],
    /// next_buffer, ..)`): that argument says which buffer the helper works on.
    fn buffer_argument(&self, id: Node<'a>) -> Option<BufferRef<'a>> {
        let name = self.source.text_of(id);
        let tile = self.kernel.shared.iter().find(|s| s.name == name)?;
        let buffers = self.kernel.symbols.eval(tile.dims.first()?).ok()?;
        if tile.dims.len() < 2 || !(2..=4).contains(&buffers) {
            return None;
        }
        let mut arg = id;
        while let Some(p) = arg.parent().filter(|p| {
            p.kind() == "subscript_expression"
                || p.kind() == "pointer_expression" && self.source.text_of(*p).starts_with('&')
        }) {
            arg = p;
        }
        let list = arg.parent().filter(|l| l.kind() == "argument_list")?;
        let selector = named_children(list).into_iter().find(|a| {
            a.id() != arg.id()
                && identifier_nodes(*a)
                    .iter()
                    .any(|i| self.stage_vars.contains(self.source.text_of(*i)))
        })?;
        Some(BufferRef {
            tile: name.to_string(),
            position: normalise(self.source.text_of(selector)),
            expr: arg,
            passed: true,
        })
    }

    /// Whether the tile argument `arg` of a call is written by the callee: the file's `__device__`
    /// function of that name assigns through the parameter it binds.
    fn written_by_callee(&self, arg: Node) -> bool {
        let Some(list) = arg.parent().filter(|l| l.kind() == "argument_list") else {
            return false;
        };
        let Some(index) = named_children(list).iter().position(|a| a.id() == arg.id()) else {
            return false;
        };
        let Some(callee) = list
            .parent()
            .and_then(|c| c.child_by_field_name("function"))
            .map(|f| self.source.text_of(f))
        else {
            return false;
        };
        let callee = callee.split('<').next().unwrap_or(callee).trim();
        super::helpers::device_functions(self.source, callee)
            .into_iter()
            .any(|def| {
                let param = super::helpers::function_parameters(def)
                    .and_then(|ps| ps.get(index).copied())
                    .and_then(|p| p.child_by_field_name("declarator"))
                    .and_then(super::effects::declarator_name)
                    .map(|n| self.source.text_of(n));
                param.is_some_and(|param| {
                    super::effects::assignments(def).iter().any(|(_, target)| {
                        super::effects::lvalue_root(*target)
                            .is_some_and(|r| self.source.text_of(r) == param)
                    })
                })
            })
    }

    /// An offset that selects a buffer rather than an element: it reads a stage variable, or it is
    /// a constant (every name in it a constant, a template parameter or a macro).
    fn selects_buffer(&self, offset: Node) -> bool {
        let names: Vec<&str> = identifier_nodes(offset)
            .into_iter()
            .map(|i| self.source.text_of(i))
            .collect();
        if names.iter().any(|n| self.stage_vars.contains(*n)) {
            return true;
        }
        names.iter().all(|n| {
            self.kernel.symbols.get(n).is_some()
                || self.facts.macros.contains_key(*n)
                || self.kernel.template_params.iter().any(|(p, _)| p == n)
        })
    }

    fn diagnostic(&self, load: &BufferRef, read: &BufferRef, shape: &str) -> Box<Diagnostic> {
        let line = |n| self.line(n);
        Diagnostic::new(
            Kind::AlreadyPipelined,
            format!(
                "the K-loop already double-buffers tile `{}`: it has two buffers (`{}` and `{}`), and the next tile's loads into one (line {}) come before this tile's compute on the other (line {}): it is already pipelined ({shape})",
                load.tile,
                self.shown(load),
                self.shown(read),
                line(load.expr),
                line(read.expr),
            ),
            "nothing to do; kpipe pipelines loops with single-buffered tiles (loads; __syncthreads(); compute; __syncthreads())",
        )
        .at(load.expr.byte_range())
    }
}

impl Scope<'_> {
    /// The line of `n`, for messages.
    fn line(&self, n: Node) -> usize {
        line_col(&self.source.text, n.start_byte()).0
    }

    /// `n`'s text on one line, outer parentheses removed, for messages.
    fn text(&self, n: Node) -> String {
        self.source
            .text_of(strip_parens(n))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A buffer reference as the message quotes it (inside backticks): its text, and the buffer
    /// where another argument of a call selects it (`&As[0][0][0]` with buffer `next`).
    fn shown(&self, r: &BufferRef) -> String {
        let text = self.text(r.expr);
        match r.passed {
            false => text,
            true => format!("{text}` with buffer `{}", r.position),
        }
    }

    fn register_diagnostic(&self, p: &RegisterPrefetch, shape: &str) -> Box<Diagnostic> {
        let line = |n| self.line(n);
        if !p.overlapped {
            return Diagnostic::new(
                Kind::AsyncNotOverlapped,
                format!(
                    "double-buffered but not overlapped: the K-loop keeps two buffers of tile `{}` (this tile's compute reads `{}`, line {}; the next tile is stored into `{}`, line {}), but it loads the next tile (line {}) after the compute, so no load overlaps it",
                    p.store.tile,
                    self.shown(&p.read),
                    line(p.read.expr),
                    self.shown(&p.store),
                    line(p.store.expr),
                    line(p.load),
                ),
                format!(
                    "move the next tile's global loads (line {}) above the compute (line {}), into registers that the stores after the compute read; kpipe pipelines single-buffered loops and leaves a loop buffered by hand as it is",
                    line(p.load),
                    line(p.read.expr)
                ),
            )
            .at(p.load.byte_range());
        }
        Diagnostic::new(
            Kind::AlreadyPipelined,
            format!(
                "the K-loop already prefetches tile `{}` through registers: the next tile is loaded into registers (line {}) before this tile's compute on `{}` (line {}), and stored into the other buffer `{}` (line {}): it is already pipelined ({shape})",
                p.store.tile,
                line(p.load),
                self.shown(&p.read),
                line(p.read.expr),
                self.shown(&p.store),
                line(p.store.expr),
            ),
            "nothing to do; kpipe pipelines loops with single-buffered tiles (loads; __syncthreads(); compute; __syncthreads())",
        )
        .at(p.store.expr.byte_range())
    }
}

/// An expression's text without spaces or outer parentheses, so that equal buffers compare equal.
fn normalise(text: &str) -> String {
    let mut t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    while t.starts_with('(')
        && t.ends_with(')')
        && crate::source::text::parens_balanced(&t[1..t.len() - 1])
    {
        t = t[1..t.len() - 1].to_string();
    }
    t
}
