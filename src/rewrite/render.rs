//! Re-printing pieces of the original loop with substitutions: tiles get a stage index, induction
//! variables advance to the next tile, tile stores become register moves or async copies. All text is
//! cut from the original, so comments, pragmas and formatting inside statements survive.

use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::effects::mentions_any;
use crate::recognize::kloop::KLoop;
use crate::recognize::loads::{LocalKind, StoreForm, TileStore, Value};
pub use crate::source::parse::indentation_at;
use crate::source::parse::{children, Source};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// What to do with tile stores in this pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stores {
    /// As written (with the tile's stage index).
    Keep,
    /// `kp_next_T[slot] = value;` (register prefetch).
    ToRegisters,
    /// `T[stage][...] = kp_next_T[slot];`
    FromRegisters,
    /// `__pipeline_memcpy_async(&T[stage][...], &src, bytes);`
    ToCopies,
}

/// A dynamic tile at a stage: `[0]` leaves it where it is, `[kp_stage]` gives
/// `(As + kp_stage * 1024)`. The offset is a whole number of the tile's units, a multiple of the
/// stage alignment in bytes, so every access keeps its alignment.
fn dynamic_stage(name: &str, stage: &str, offsets: &[(String, u64, u64)]) -> String {
    let index = stage.trim_start_matches('[').trim_end_matches(']').trim();
    let offset = offsets
        .iter()
        .find(|(n, _, _)| n == name)
        .map_or(0, |(_, o, _)| *o);
    if index == "0" {
        return name.to_string();
    }
    let index = if index.contains(' ') {
        format!("({index})")
    } else {
        index.to_string()
    };
    format!("({name} + {index} * {offset})")
}

/// One pass over load or compute statements.
pub struct Pass<'a, 't> {
    pub source: &'a Source,
    pub kloop: &'a KLoop<'t>,
    /// Appended to every tile name (`[0]`, `[kp_stage]`), or None to leave tiles alone.
    pub stage: Option<String>,
    /// Substitute every induction variable with its value this many tiles ahead (0: as written, 1:
    /// the next tile, j: `(k + j * step)` for the cp.async ring's prologue and prefetch).
    pub ahead: u32,
    pub stores: Stores,
    /// Add `#pragma unroll` before load loops that lack one (register indices must be constants).
    pub unroll: bool,
    /// Register array name and slot expression per store.
    pub registers: &'a [Register],
    /// Pointers into global memory (kernel parameters and pointer locals).
    pub globals: &'a HashSet<String>,
    /// Load-phase locals this pass does not need (their declarations are left out).
    pub unused_locals: &'a HashSet<String>,
    /// Dynamic tiles (names of the `extern __shared__` buffer) and their stage offsets in their own
    /// units: such a tile's stage `s` is `(name + s * offset)`, not `name[s]`.
    pub dynamic_offsets: &'a [(String, u64, u64)],
    /// The loads spread over this many k-steps of the compute (`Share`), or None.
    pub share: Option<u64>,
    /// Text to put at the top of one block (by node id): the spread copies at the top of the
    /// compute's k-step loop body.
    pub inject: Option<(usize, String)>,
}

/// The name of the k-step index the spread copies are guarded by.
pub const K_STEP: &str = "kp_step";

/// Where an identifier stands in the assignment around it (`Pass::assignment_side`).
enum Side {
    StoredValue,
    WrittenLocal,
    Other,
}

/// The registers that hold one store's share of the next tile.
#[derive(Debug, Clone)]
pub struct Register {
    pub name: String,
    pub value_type: String,
    /// The number of elements as written: a number, or in a template whose count depends on its
    /// parameters, the count's expression (each instantiation gets its own).
    pub count: String,
    pub slot: String,
}

impl<'a, 't> Pass<'a, 't> {
    /// Where `node` is in the assignment around it: the value stored into a tile (`As[..] =
    /// v[0]`), the part of a local written (`v[0] = ..`), or elsewhere (an index, a guard).
    fn assignment_side(&self, node: Node) -> Side {
        let tiles: HashSet<String> = self.kloop.tiles.iter().map(|t| t.name.clone()).collect();
        let mut at = node;
        while let Some(parent) = at.parent() {
            if parent.kind() == "assignment_expression" {
                let is = |field: &str| {
                    parent
                        .child_by_field_name(field)
                        .is_some_and(|c| c.id() == at.id())
                };
                let left = parent.child_by_field_name("left");
                let into_tile =
                    left.is_some_and(|l| mentions_any(self.source, l, &tiles).is_some());
                return match (is("right"), is("left"), into_tile) {
                    (true, _, true) => Side::StoredValue,
                    (_, true, false) => Side::WrittenLocal,
                    _ => Side::Other,
                };
            }
            at = parent;
        }
        Side::Other
    }

    fn store_of(&self, stmt: Node) -> Option<usize> {
        self.kloop.load.stores.iter().position(|s| {
            s.anchor.id() == stmt.id()
                || (s.anchor.kind() == "if_statement"
                    && crate::source::parse::descendants(s.anchor)
                        .iter()
                        .any(|d| d.id() == stmt.id())
                    && stmt.kind() == "expression_statement")
        })
    }

    /// Whether `node` is a load loop that gets `#pragma unroll`: one whose trip count is a constant
    /// or that holds a store (register indices must be constants). A loop of another kind, such as
    /// one that zeroes a runtime number of a vector's elements, is left as written.
    fn wants_unroll(&self, node: Node) -> bool {
        let load = &self.kloop.load;
        self.unroll
            && node.kind() == "for_statement"
            && load
                .loops
                .iter()
                .position(|l| l.node.id() == node.id())
                .is_none_or(|i| {
                    load.loops[i].trips.is_ok() || load.stores.iter().any(|s| s.loops.contains(&i))
                })
    }

    fn is_dropped(&self, node: Node) -> Result<bool> {
        let load = &self.kloop.load;
        if self.stores == Stores::FromRegisters && load.bumps.iter().any(|b| b.id() == node.id()) {
            return Ok(true);
        }
        // Statements that only load values into locals (`if (ok) v = load;`): the store from
        // registers does not reload, and a cp.async copy reads global memory itself.
        if matches!(self.stores, Stores::FromRegisters | Stores::ToCopies)
            && node.kind() != "declaration"
            && load.is_value_only(node)
        {
            return Ok(true);
        }
        if node.kind() != "declaration" {
            return Ok(false);
        }
        let locals: Vec<(&str, LocalKind)> = load
            .locals
            .iter()
            .filter(|l| l.decl.id() == node.id())
            .map(|l| (l.name.as_str(), l.kind))
            .collect();
        let droppable = |(name, k): &(&str, LocalKind)| {
            self.unused_locals.contains(*name)
                || match self.stores {
                    Stores::FromRegisters => *k != LocalKind::Index,
                    Stores::ToCopies => {
                        matches!(k, LocalKind::GlobalValue | LocalKind::ValueAlias)
                    }
                    _ => false,
                }
        };
        let dropped = locals.iter().filter(|l| droppable(l)).count();
        if dropped > 0 && dropped < locals.len() {
            return Err(Diagnostic::new(
                Kind::UnsupportedPattern,
                "this declaration mixes index variables with values loaded from global memory",
                "declare them in separate statements",
            )
            .at(node.byte_range()));
        }
        Ok(dropped > 0)
    }

    /// Identifiers that must not appear in this pass's output, and why.
    fn forbidden(&self) -> HashMap<String, &'static str> {
        let mut out = HashMap::new();
        match self.stores {
            Stores::FromRegisters => {
                for name in &self.kloop.bump_vars {
                    out.insert(
                        name.clone(),
                        "is bumped before the store, so the store would use the wrong tile",
                    );
                }
                for l in &self.kloop.load.locals {
                    let why = match l.kind {
                        LocalKind::Index => continue,
                        LocalKind::ValueAlias => "points into a value read from global memory, and the tile stores use it: register prefetch makes those stores after the compute, from its registers, where that value is not read again",
                        _ => "holds data read from global memory (or a pointer moved along it), and the tile stores use it: register prefetch makes those stores after the compute, from its registers, where it is not read again",
                    };
                    out.insert(l.name.clone(), why);
                }
            }
            Stores::ToCopies => {
                for l in &self.kloop.load.locals {
                    match l.kind {
                        LocalKind::GlobalValue => {
                            out.insert(l.name.clone(), "is a value loaded from global memory: a cp.async copy has no register to hold it");
                        }
                        LocalKind::ValueAlias => {
                            out.insert(l.name.clone(), "points into a value loaded from global memory: a cp.async copy has no register to hold it");
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        out
    }

    fn identifier(&self, name: &str) -> Option<String> {
        if let Some(stage) = &self.stage {
            if let Some(tile) = self.kloop.tiles.iter().find(|t| t.name == name) {
                if tile.dynamic.is_some() {
                    return Some(dynamic_stage(name, stage, self.dynamic_offsets));
                }
                return Some(format!("{name}{stage}"));
            }
        }
        if self.ahead > 0 {
            if let Some(iv) = self.kloop.ivars.iter().find(|v| v.name == name) {
                return Some(iv.ahead(self.ahead));
            }
        }
        None
    }

    /// Whether the identifier `node` (`name`) names a variable the K-loop's body declares: the
    /// declarator itself, or a use after a declaration of `name` in a block (or a `for` header)
    /// around it, inside the body.
    fn shadowed(&self, node: Node, name: &str) -> bool {
        let body = self.kloop.body.byte_range();
        let declares = |n: Node| {
            crate::source::parse::children(n).into_iter().any(|d| {
                d.kind() == "declaration"
                    && d.start_byte() < node.start_byte()
                    && crate::source::parse::children(d).into_iter().any(|x| {
                        crate::recognize::effects::declarator_name(x)
                            .is_some_and(|i| self.source.text_of(i) == name)
                    })
            })
        };
        let mut at = node.parent();
        while let Some(n) = at.filter(|n| body.start <= n.start_byte() && n.end_byte() <= body.end)
        {
            let is_declarator = matches!(n.kind(), "init_declarator" | "array_declarator")
                && n.child_by_field_name("declarator")
                    .is_some_and(|d| d.id() == node.id());
            if is_declarator
                || (n.kind() == "declaration"
                    && n.child_by_field_name("declarator")
                        .is_some_and(|d| d.id() == node.id()))
                || (matches!(n.kind(), "compound_statement" | "for_statement") && declares(n))
            {
                return true;
            }
            at = n.parent();
        }
        false
    }

    /// Renders a top-level statement of the loop body with the comments and pragmas before it, at its
    /// original indentation; None when this pass drops it.
    pub fn statement(&self, node: Node) -> Result<Option<String>> {
        if self.is_dropped(node)? {
            return Ok(None);
        }
        let text = &self.source.text;
        let lead = &text[lead_start(text, node)..node.start_byte()];
        // Blank lines go; comments stay only where the statement is emitted as written (they would
        // repeat, or mislead, in the register and copy passes); pragmas always stay.
        let keep_comments = self.stores == Stores::Keep;
        let mut out: String = lead
            .split_inclusive('\n')
            .filter(|line| {
                let t = line.trim();
                !t.is_empty()
                    && (keep_comments
                        || t.starts_with('#')
                        || !(t.starts_with("//") || t.starts_with("/*") || t.starts_with('*')))
            })
            .collect();
        if !lead.ends_with('\n') {
            out.push_str(lead.rsplit('\n').next().unwrap_or(""));
        }
        if self.wants_unroll(node) && !lead.contains("#pragma") {
            out.push_str("#pragma unroll\n");
            out.push_str(&indentation_at(text, node.start_byte()));
        }
        out.push_str(&self.render(node)?);
        Ok(Some(out))
    }

    /// Renders a node with this pass's substitutions.
    pub fn render(&self, node: Node) -> Result<String> {
        let forbidden = self.forbidden();
        self.render_inner(node, &forbidden)
    }

    fn render_inner(
        &self,
        node: Node,
        forbidden: &HashMap<String, &'static str>,
    ) -> Result<String> {
        let text = &self.source.text;
        if node.kind() == "identifier" {
            let name = &text[node.byte_range()];
            if let Some(why) = forbidden.get(name) {
                let help = match self.assignment_side(node) {
                    Side::WrittenLocal => format!("the load phase assigns `{name}` (or a part of it) from global memory in a form kpipe does not move into its prefetch registers (an element or field of a local, or a value of a type of the file's own): load into a whole local of a CUDA type (`float4 v = ..; As[..] = v.x;`) or straight into the tile (`As[..] = A[..]`)"),
                    Side::StoredValue => format!("the value stored into the tile is read from `{name}`, a part of a local that kpipe does not follow back to its load: store the value loaded from global memory into the tile directly (`As[..] = A[..]`, through a vector cast if wide), or load into a whole local (`float4 v = ..; As[..] = v.x;`)"),
                    Side::Other => format!("compute the tiles' indices and guards from thread indices, constants and the loop variable, not from `{name}`; or use --variant cp-async (no registers in between)"),
                };
                return Err(Diagnostic::new(
                    Kind::UnsupportedPattern,
                    format!("`{name}` {why}"),
                    help,
                )
                .at(node.byte_range()));
            }
            let counter = self.ahead > 0 && self.kloop.ivars.iter().any(|v| v.name == *name);
            if counter && self.shadowed(node, name) {
                // A local of the body that shadows an induction variable (`const int kk = ..`
                // in a load loop of a K-loop over `kk`) is that local, whatever the tile.
                return Ok(name.to_string());
            }
            return Ok(self.identifier(name).unwrap_or_else(|| name.to_string()));
        }
        if let Some(steps) = self.share {
            if let Some(out) = self.share_of(node, steps, forbidden)? {
                return Ok(out);
            }
        }
        self.render_statement_or_kids(node, forbidden)
    }

    /// `node` as a tile store in this pass's form, or child by child, with the injected text.
    fn render_statement_or_kids(
        &self,
        node: Node,
        forbidden: &HashMap<String, &'static str>,
    ) -> Result<String> {
        if node.kind() == "expression_statement" || node.kind() == "if_statement" {
            if let Some(index) = self.store_of(node) {
                if let Some(out) = self.store(node, index, forbidden)? {
                    return Ok(out);
                }
            }
        }
        let out = self.render_kids(node, forbidden)?;
        match &self.inject {
            Some((id, text)) if *id == node.id() && out.starts_with('{') => {
                Ok(format!("{{\n{text}{}", &out[1..]))
            }
            _ => Ok(out),
        }
    }

    /// A top-level load statement's share of the spread copies (`share`): a load loop of N
    /// iterations runs iteration i in k-step `i * steps / N` (its body under that guard), a store
    /// outside a loop in k-step 0; None for any other node (rendered as usual).
    fn share_of(
        &self,
        node: Node,
        steps: u64,
        forbidden: &HashMap<String, &'static str>,
    ) -> Result<Option<String>> {
        if !self
            .kloop
            .statements
            .iter()
            .any(|s| s.node.id() == node.id())
        {
            return Ok(None);
        }
        if node.kind() == "for_statement" {
            let unavailable = |why: &str| {
                Diagnostic::new(
                    Kind::VariantUnavailable,
                    format!("the copies cannot be spread over the compute's k-steps: {why}"),
                    "use --cp-async-wait top",
                )
                .at(node.byte_range())
            };
            let lp = self
                .kloop
                .load
                .loops
                .iter()
                .find(|l| l.node.id() == node.id())
                .ok_or_else(|| unavailable("a loop kpipe did not read"))?;
            let (Ok(trips), Some(counter)) = (&lp.trips, &lp.counter) else {
                return Err(unavailable("this load loop's trip count is not a constant"));
            };
            let body = node
                .child_by_field_name("body")
                .ok_or_else(|| unavailable("a loop without a body"))?;
            let body_text = self.render_inner(body, forbidden)?;
            let full = self.render_kids(node, forbidden)?;
            let head = full
                .strip_suffix(body_text.as_str())
                .ok_or_else(|| unavailable("a loop whose body is not its end"))?;
            let iteration = match (lp.start.trim(), lp.step.trim()) {
                ("0", "1") => counter.clone(),
                (start, step) => format!("((({counter}) - ({start})) / ({step}))"),
            };
            let step_of = match steps == *trips {
                true => iteration,
                false => format!("{iteration} * {steps} / {trips}"),
            };
            return Ok(Some(format!(
                "{head}{{ if ({step_of} == {K_STEP}) {body_text} }}"
            )));
        }
        if matches!(node.kind(), "declaration" | "comment" | "empty_statement") {
            return Ok(None);
        }
        // A store outside a loop, or a block of them, goes in the first k-step; any other
        // statement (a bump, an assignment the copies read) would run once per k-step, or move
        // the copies of the later k-steps.
        let in_store = |n: Node| {
            self.kloop.load.stores.iter().any(|s| {
                s.anchor.start_byte() <= n.start_byte() && n.end_byte() <= s.anchor.end_byte()
            })
        };
        let holds_store = self.kloop.load.stores.iter().any(|s| {
            node.start_byte() <= s.anchor.start_byte() && s.anchor.end_byte() <= node.end_byte()
        });
        // What it writes besides the tiles: its own declarations' initialisers only.
        let writes_only_tiles = crate::source::parse::descendants(node)
            .into_iter()
            .all(|d| {
                !matches!(d.kind(), "assignment_expression" | "update_expression") || in_store(d)
            });
        if holds_store && writes_only_tiles {
            let text = self.render_statement_or_kids(node, forbidden)?;
            return Ok(Some(format!("if ({K_STEP} == 0) {{ {text} }}")));
        }
        Err(Diagnostic::new(
            Kind::VariantUnavailable,
            format!(
                "the copies cannot be spread over the compute's k-steps: `{}` in the load phase is neither a copy nor a declaration, and it would run once per k-step",
                self.source.text_of(node).trim()
            ),
            "use --cp-async-wait top",
        )
        .at(node.byte_range()))
    }

    /// `node` rendered child by child with this pass's substitutions.
    fn render_kids(&self, node: Node, forbidden: &HashMap<String, &'static str>) -> Result<String> {
        let text = &self.source.text;
        let kids = children(node);
        if kids.is_empty() {
            return Ok(text[node.byte_range()].to_string());
        }
        let mut out = String::new();
        let mut pos = node.start_byte();
        for kid in kids {
            let gap = &text[pos..kid.start_byte()];
            if self.is_dropped(kid)? && is_control_body(node, kid) {
                // The body of an `if`, `else` or loop: an empty block keeps the statement whole
                // (dropped, `else` would take the next statement as its body).
                out.push_str(gap);
                out.push_str("{}");
                pos = kid.end_byte();
                continue;
            }
            if self.is_dropped(kid)? {
                // Drop the statement and the indentation before it (and its line, when it had one
                // of its own).
                let kept = gap.trim_end_matches([' ', '\t']);
                let own_line = kept.ends_with('\n')
                    && text[kid.end_byte()..]
                        .trim_start_matches([' ', '\t', '\r'])
                        .starts_with('\n');
                out.push_str(if own_line {
                    kept.strip_suffix("\r\n")
                        .or_else(|| kept.strip_suffix('\n'))
                        .unwrap_or(kept)
                } else {
                    kept
                });
                pos = kid.end_byte();
                continue;
            }
            out.push_str(gap);
            if self.wants_unroll(kid) && !gap.contains("#pragma") {
                out.push_str("#pragma unroll\n");
                out.push_str(&indentation_at(text, kid.start_byte()));
            }
            out.push_str(&self.render_inner(kid, forbidden)?);
            pos = kid.end_byte();
        }
        out.push_str(&text[pos..node.end_byte()]);
        Ok(out)
    }

    /// A tile store in this pass's form; None renders the node as usual (an `if` around a store).
    fn store(
        &self,
        node: Node,
        index: usize,
        forbidden: &HashMap<String, &'static str>,
    ) -> Result<Option<String>> {
        let store = &self.kloop.load.stores[index];
        let is_anchor = store.anchor.id() == node.id();
        if node.kind() == "if_statement" && !is_anchor {
            return Ok(None);
        }
        let plain = |s: &Self| s.render_children_plain(node, forbidden);
        match self.stores {
            Stores::Keep => plain(self).map(Some),
            Stores::ToRegisters => {
                if is_anchor && node.kind() == "if_statement" {
                    return Ok(None); // both branches assign the same register slot
                }
                let reg = &self.registers[index];
                let slot = format!("{}[{}]", reg.name, reg.slot);
                match store.form {
                    // The macro or wrapper copies into the register: `LDST128(&kp_next[0], src)`.
                    StoreForm::CopyCall { dst, .. } => Ok(Some(self.call_with(
                        node,
                        dst,
                        &format!("&{slot}"),
                        forbidden,
                    )?)),
                    StoreForm::StoreCall { .. } => Ok(Some(format!(
                        "{slot} = {};",
                        self.render_inner(store.rhs, forbidden)?
                    ))),
                    StoreForm::Assign => {
                        let expr = node
                            .named_child(0)
                            .expect("store statement has an expression");
                        let rhs = expr
                            .child_by_field_name("right")
                            .expect("store has a value");
                        Ok(Some(format!(
                            "{slot} = {};",
                            self.render_inner(rhs, forbidden)?
                        )))
                    }
                }
            }
            Stores::FromRegisters => {
                let reg = &self.registers[index];
                let slot = format!("{}[{}]", reg.name, reg.slot);
                match store.form {
                    // The user's macro or wrapper stores the register: `st_vec(&T[..], kp_next[0])`.
                    StoreForm::CopyCall { src, .. } => Ok(Some(self.call_with(
                        node,
                        src,
                        &format!("&{slot}"),
                        forbidden,
                    )?)),
                    StoreForm::StoreCall { value, .. } => {
                        Ok(Some(self.call_with(node, value, &slot, forbidden)?))
                    }
                    StoreForm::Assign => Ok(Some(format!(
                        "{} = {slot};",
                        self.render_inner(store.lhs, forbidden)?
                    ))),
                }
            }
            Stores::ToCopies => Ok(Some(self.copy(store, forbidden)?)),
        }
    }

    /// A call statement (`M(a, b);`) with argument `index` replaced by `with`.
    fn call_with(
        &self,
        stmt: Node,
        index: usize,
        with: &str,
        forbidden: &HashMap<String, &'static str>,
    ) -> Result<String> {
        let text = &self.source.text;
        let call = stmt
            .named_child(0)
            .expect("call statement has an expression");
        let args = call
            .child_by_field_name("arguments")
            .expect("call has arguments");
        let mut out = String::new();
        let mut pos = stmt.start_byte();
        let mut i = 0;
        for arg in crate::source::parse::named_children(args) {
            if arg.kind() == "comment" {
                continue;
            }
            // Between the arguments: the callee (a macro or wrapper name) and punctuation.
            out.push_str(&text[pos..arg.start_byte()]);
            if i == index {
                out.push_str(with);
            } else {
                out.push_str(&self.render_inner(arg, forbidden)?);
            }
            pos = arg.end_byte();
            i += 1;
        }
        out.push_str(&text[pos..stmt.end_byte()]);
        Ok(out)
    }

    fn render_children_plain(
        &self,
        node: Node,
        forbidden: &HashMap<String, &'static str>,
    ) -> Result<String> {
        let text = &self.source.text;
        let mut out = String::new();
        let mut pos = node.start_byte();
        for kid in children(node) {
            out.push_str(&text[pos..kid.start_byte()]);
            out.push_str(&self.render_inner(kid, forbidden)?);
            pos = kid.end_byte();
        }
        out.push_str(&text[pos..node.end_byte()]);
        Ok(out)
    }

    fn copy(&self, store: &TileStore, forbidden: &HashMap<String, &'static str>) -> Result<String> {
        let impossible = |why: &str| cp_async_impossible(store, why);
        let bytes = store
            .width
            .filter(|w| [4, 8, 16].contains(w))
            .ok_or_else(|| impossible("cp.async copies 4, 8 or 16 bytes"))?;
        // A copy of a type named by a template parameter or an alias (`T`) has its size written
        // as `sizeof(T)`: the same text in every instantiation.
        let named_type = &store.value_type;
        let width = match crate::source::consts::type_size(named_type) {
            None if crate::recognize::kernel::identifiers_in(named_type).count() == 1 => {
                format!("sizeof({named_type})")
            }
            _ => bytes.to_string(),
        };
        let dst = match store.form {
            StoreForm::Assign => format!("&({})", self.render_inner(store.lhs, forbidden)?),
            // The macro's or wrapper's destination argument is an address already.
            _ => self.render_inner(store.lhs, forbidden)?,
        };
        let address = |value: &Value, field: Option<&str>| self.copy_source(store, value, field);
        let (value, field) = match &store.value {
            Value::LocalPart { holds, field, .. } => (
                holds
                    .as_deref()
                    .map_err(|why| cp_async_impossible(store, why))?,
                field.as_deref(),
            ),
            v => (v, None),
        };
        match value {
            Value::Global { .. } => Ok(format!(
                "__pipeline_memcpy_async({dst}, {}, {width});",
                address(value, field)?
            )),
            Value::Guarded { cond, lvalue, .. } => {
                let src = address(value, field)?;
                let base = crate::recognize::effects::identifier_nodes(*lvalue)
                    .into_iter()
                    .map(|n| self.source.text_of(n))
                    .find(|n| {
                        self.globals.contains(*n)
                            || self
                                .kloop
                                .load
                                .local(n)
                                .is_some_and(|l| l.kind == LocalKind::GlobalPointer)
                    })
                    .ok_or_else(|| {
                        impossible("no pointer to give as the source of the zero-filled copy")
                    })?;
                let cond = parenthesize(&self.substitute_text(cond));
                Ok(format!(
                    "__pipeline_memcpy_async({dst}, {cond} ? (const void*)({src}) : (const void*)({base}), {width}, {cond} ? 0 : {width});"
                ))
            }
            _ => Err(impossible(
                "it stores a computed value, not a copy of global memory",
            )),
        }
    }

    /// The source address of a global value a copy reads (a component `field` of it for a vector
    /// local): the pointer it is loaded through, `&(lvalue)`, or for `c ? A[i] : A[j]` the address
    /// `c` selects.
    fn copy_source(&self, store: &TileStore, value: &Value, field: Option<&str>) -> Result<String> {
        let impossible = |why: &str| cp_async_impossible(store, why);
        let no_forbidden = HashMap::new();
        let (lvalue, pointer, address) = match value {
            Value::Global {
                lvalue,
                pointer,
                address,
            }
            | Value::Guarded {
                lvalue,
                pointer,
                address,
                ..
            } => (*lvalue, *pointer, address),
            _ => return Err(impossible("the value is not an addressable lvalue")),
        };
        address
            .as_ref()
            .ok_or_else(|| impossible("the value is not an addressable lvalue"))?;
        match (pointer, field) {
            (Some(p), None) => self.render_inner(p, &no_forbidden),
            (Some(_), Some(_)) => Err(impossible(
                "a component of a value loaded through a call has no address",
            )),
            // `c ? A[i] : A[j]`: the address `c` selects.
            (None, None) if lvalue.kind() == "conditional_expression" => {
                let part = |field: &str| {
                    lvalue
                        .child_by_field_name(field)
                        .ok_or_else(|| impossible("a conditional without its parts"))
                        .and_then(|n| self.render_inner(n, &no_forbidden))
                };
                Ok(format!(
                    "({}) ? &({}) : &({})",
                    part("condition")?,
                    part("consequence")?,
                    part("alternative")?
                ))
            }
            (None, None) => Ok(format!("&({})", self.render_inner(lvalue, &no_forbidden)?)),
            (None, Some(f)) => Ok(format!(
                "&(({}).{f})",
                self.render_inner(lvalue, &no_forbidden)?
            )),
        }
    }

    /// Substitutes induction variables in a condition kept as text (from an if/else pair).
    fn substitute_text(&self, text: &str) -> String {
        if self.ahead == 0 {
            return text.to_string();
        }
        let mut out = String::new();
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            if !word.is_empty() {
                match self.kloop.ivars.iter().find(|v| v.name == *word) {
                    Some(v) => out.push_str(&v.ahead(self.ahead)),
                    None => out.push_str(word),
                }
                word.clear();
            }
        };
        for c in text.chars() {
            if c.is_ascii_alphanumeric() || c == '_' {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    }
}

/// K021 for a tile store that cannot be one cp.async copy, and why.
fn cp_async_impossible(store: &TileStore, why: impl std::fmt::Display) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::CpAsyncImpossible,
        format!(
            "this store into `{}` cannot be a cp.async copy: {why}",
            store.tile
        ),
        "use --variant ldg (register prefetch works for any store)",
    )
    .at(store.anchor.byte_range())
}

/// `(text)`, unless the whole text is already one parenthesised group.
fn parenthesize(text: &str) -> String {
    let t = text.trim();
    if t.starts_with('(') && t.ends_with(')') {
        let mut depth = 0;
        let closes_at_end = t.char_indices().all(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            depth > 0 || i == t.len() - 1
        });
        if closes_at_end {
            return t.to_string();
        }
    }
    format!("({t})")
}

/// Start of a top-level statement including the comments and pragmas on the lines before it.
pub fn lead_start(text: &str, node: Node) -> usize {
    let mut prev = node.prev_sibling();
    while let Some(p) = prev {
        if p.kind() != "comment" {
            break;
        }
        prev = p.prev_sibling();
    }
    let from = prev.map_or(node.start_byte(), |p| p.end_byte());
    match text[from..node.start_byte()].find('\n') {
        Some(i) => from + i + 1,
        // The statement shares its line with what comes before it (`{ As[..] = ..;`): no lead.
        None => node.start_byte(),
    }
}

/// Moves a block of lines from one indentation to another.
pub fn reindent(block: &str, from: &str, to: &str) -> String {
    block
        .lines()
        .map(|line| {
            if line.trim().is_empty() {
                String::new()
            } else if let Some(rest) = line.strip_prefix(from) {
                format!("{to}{rest}")
            } else if line.trim_start().starts_with('#') {
                line.to_string()
            } else {
                format!("{to}{}", line.trim_start())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `kid` is the statement an `if`, `else` or loop runs (not a statement of a block).
fn is_control_body(parent: Node, kid: Node) -> bool {
    let field = |name: &str| {
        parent
            .child_by_field_name(name)
            .is_some_and(|n| n.id() == kid.id())
    };
    match parent.kind() {
        "if_statement" => field("consequence"),
        "else_clause" => true,
        "for_statement" | "for_range_loop" | "while_statement" | "do_statement" => field("body"),
        _ => false,
    }
}

/// The assignments and increments of the load phase that the store pass keeps: not in a statement
/// it leaves out, and not the tile stores it replaces with its own.
fn kept_assignments<'t>(kloop: &KLoop<'t>, is_dropped: &dyn Fn(Node) -> bool) -> Vec<Node<'t>> {
    let load = &kloop.load;
    kloop
        .statements_with(crate::recognize::kloop::Role::Load)
        .into_iter()
        .flat_map(crate::source::parse::descendants)
        .filter(|n| matches!(n.kind(), "assignment_expression" | "update_expression"))
        .filter(|n| !is_dropped(*n))
        .filter(|n| {
            !load
                .stores
                .iter()
                .any(|s| s.anchor.byte_range().contains(&n.start_byte()))
        })
        .collect()
}

/// The index locals the store pass does not need: the store pass recomputes only what the tile
/// indices, the guards and the load loops' headers use (an unused local would draw nvcc warnings).
pub fn unused_in_store_pass(source: &Source, kloop: &KLoop) -> HashSet<String> {
    use crate::recognize::effects::identifier_nodes;
    let load = &kloop.load;
    let mut needed: HashSet<String> = HashSet::new();
    let add = |node: Node, needed: &mut HashSet<String>| {
        for id in identifier_nodes(node) {
            needed.insert(source.text_of(id).to_string());
        }
    };
    for store in &load.stores {
        add(store.lhs, &mut needed);
    }
    // Statements that only load into locals are left out of the store pass: what they read (a
    // masking loop's header among them) is not needed there.
    let dropped: Vec<Node> = kloop
        .statements_with(crate::recognize::kloop::Role::Load)
        .into_iter()
        .flat_map(crate::source::parse::descendants)
        .filter(|n| load.is_value_only(*n))
        .collect();
    let is_dropped = |node: Node| {
        dropped
            .iter()
            .any(|d| d.byte_range().contains(&node.start_byte()))
    };
    for lp in load.loops.iter().filter(|lp| !is_dropped(lp.node)) {
        for field in ["initializer", "condition", "update"] {
            if let Some(n) = lp.node.child_by_field_name(field) {
                add(n, &mut needed);
            }
        }
    }
    for stmt in kloop.statements_with(crate::recognize::kloop::Role::Load) {
        for node in crate::source::parse::descendants(stmt) {
            if is_dropped(node) {
                continue;
            }
            // An if/else zero-fill pair becomes one unconditional store: its condition is not needed.
            let is_store_anchor = load.stores.iter().any(|s| s.anchor.id() == node.id());
            // A call kept as written (`assert(threads % cols == 0);`) reads what it names.
            let is_kept_call = node.kind() == "expression_statement"
                && node
                    .named_child(0)
                    .is_some_and(|e| e.kind() == "call_expression")
                && !is_store_anchor
                && !load
                    .stores
                    .iter()
                    .any(|s| s.anchor.byte_range().contains(&node.start_byte()));
            if is_kept_call {
                add(node, &mut needed);
            }
            if node.kind() == "if_statement" && !is_store_anchor {
                if let Some(c) = node.child_by_field_name("condition") {
                    add(c, &mut needed);
                }
            }
        }
    }
    // What a needed local is computed from: its initialiser, and what the statements the pass
    // keeps assign to it (`idx = idx ^ ((idx & MASK) >> BITS);`, a swizzle of a store's index).
    let assignments = kept_assignments(kloop, &is_dropped);
    loop {
        let before = needed.len();
        for local in &load.locals {
            if local.kind == LocalKind::Index && needed.contains(&local.name) {
                if let Some(init) = local.init {
                    add(init, &mut needed);
                }
            }
        }
        for a in &assignments {
            let target = a
                .child_by_field_name("left")
                .or_else(|| a.child_by_field_name("argument"))
                .and_then(crate::recognize::effects::lvalue_root);
            if target.is_some_and(|t| needed.contains(source.text_of(t))) {
                add(*a, &mut needed);
            }
        }
        if needed.len() == before {
            break;
        }
    }
    load.locals
        .iter()
        .filter(|l| l.kind == LocalKind::Index && !needed.contains(&l.name))
        .map(|l| l.name.clone())
        .collect()
}
