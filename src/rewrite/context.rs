//! What every part of the rewritten loop is rendered with, whatever the variant: the passes over the
//! loop's statements, the file's indentation, and the pieces all variants share (the first tile's
//! loads, the next tile's, the compute).

use super::render::{indentation_at, reindent, unused_in_store_pass, Pass, Register, Stores};
use crate::analysis::choose::{Decision, Form};
use crate::analysis::Analysis;
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::kloop::{KLoop, Role};
use crate::recognize::Recognised;
use crate::source::parse::Source;
use std::collections::HashSet;
use tree_sitter::Node;

/// The rewrite's inputs and what every phase of it reads, computed once.
pub struct Context<'a, 't> {
    pub source: &'a Source,
    pub rec: &'a Recognised<'t>,
    pub analysis: &'a Analysis,
    pub decision: &'a Decision,
    pub kloop: &'a KLoop<'t>,
    /// Whether the tiles gain a stage dimension (the double-buffer form, or the ring).
    pub double: bool,
    pub stages: u32,
    /// The prefetch registers, one array per tile store (used by register prefetch only).
    pub registers: Vec<Register>,
    globals: HashSet<String>,
    dynamic_offsets: Vec<(String, u64, u64)>,
    /// The load-phase locals the register-to-tile store pass does not need.
    pub unused_in_store: HashSet<String>,
    no_unused: HashSet<String>,
    /// The indentation of the loop's line.
    pub base: String,
    /// The indentation of the loop's body.
    pub inner: String,
    /// One level of indentation, as the loop's body has it.
    pub unit: String,
    /// The loop's load statements and its pointer bumps.
    pub loads: Vec<Node<'t>>,
    pub bumps: Vec<Node<'t>>,
}

impl<'a, 't> Context<'a, 't> {
    pub fn new(
        source: &'a Source,
        rec: &'a Recognised<'t>,
        analysis: &'a Analysis,
        decision: &'a Decision,
    ) -> Self {
        let text = &source.text;
        let kloop = &rec.kloop;
        let base = indentation_at(text, kloop.node.start_byte());
        let first_statement = kloop.statements.first().map(|s| s.node.start_byte());
        let inner = first_statement.map_or(format!("{base}    "), |at| indentation_at(text, at));
        let unit = inner
            .strip_prefix(base.as_str())
            .filter(|u| !u.is_empty())
            .unwrap_or("    ")
            .to_string();
        Context {
            source,
            rec,
            analysis,
            decision,
            kloop,
            double: decision.form == Form::DoubleBuffer,
            stages: decision.stages,
            registers: super::registers(source, rec),
            globals: rec.scope().global_pointers.iter().cloned().collect(),
            dynamic_offsets: analysis
                .dynamic
                .as_ref()
                .map(|d| d.offsets.clone())
                .unwrap_or_default(),
            unused_in_store: unused_in_store_pass(source, kloop),
            no_unused: HashSet::new(),
            base,
            inner,
            unit,
            loads: kloop.statements_with(Role::Load),
            bumps: kloop.statements_with(Role::Bump),
        }
    }

    /// An error when a dynamic tile's second stage would sit on its first (a stage offset of 0).
    pub fn check_dynamic_offsets(&self) -> Result<()> {
        let dynamic = self.analysis.dynamic.is_some();
        if self.double && dynamic && self.dynamic_offsets.iter().any(|(_, o, _)| *o == 0) {
            return Err(Diagnostic::new(
                Kind::Internal,
                "internal check failed: a dynamic tile's stage offset is 0",
                "please report this kernel",
            ));
        }
        Ok(())
    }

    /// The stage index `s` appended to tile names, in the double-buffer form; None with one stage.
    pub fn stage(&self, s: &str) -> Option<String> {
        self.double.then(|| s.to_string())
    }

    /// A pass over the loop's statements that keeps every load-phase local.
    pub fn pass(
        &self,
        stage: Option<String>,
        ahead: u32,
        stores: Stores,
        unroll: bool,
    ) -> Pass<'_, 't> {
        self.pass_leaving_out(stage, ahead, stores, unroll, &self.no_unused)
    }

    /// A pass over the loop's statements that leaves out the declarations of `unused` locals.
    pub fn pass_leaving_out<'b>(
        &'b self,
        stage: Option<String>,
        ahead: u32,
        stores: Stores,
        unroll: bool,
        unused: &'b HashSet<String>,
    ) -> Pass<'b, 't> {
        Pass {
            source: self.source,
            kloop: self.kloop,
            stage,
            ahead,
            stores,
            unroll,
            registers: &self.registers,
            globals: &self.globals,
            unused_locals: unused,
            dynamic_offsets: &self.dynamic_offsets,
            share: None,
            inject: None,
        }
    }

    /// The pass that renders statements as written (the pointer bumps).
    pub fn plain(&self) -> Pass<'_, 't> {
        self.pass(None, 0, Stores::Keep, false)
    }

    /// The statements `nodes` rendered by `pass`, those it leaves out dropped.
    pub fn render_all(pass: &Pass, nodes: &[Node]) -> Result<Vec<String>> {
        let mut out = Vec::new();
        for n in nodes {
            if let Some(s) = pass.statement(*n)? {
                out.push(s);
            }
        }
        Ok(out)
    }

    /// The statement `s`, indented one level deeper than the loop's body.
    pub fn one_level_in(&self, s: &str) -> String {
        reindent(s, &self.inner, &format!("{}{}", self.inner, self.unit))
    }

    /// `statements` in braces of their own when `needs_scope` (their locals would clash with
    /// another copy of them in the same block), else as they are.
    pub fn scoped(&self, statements: Vec<String>, needs_scope: bool) -> Vec<String> {
        if !needs_scope || statements.is_empty() {
            return statements;
        }
        let inner = &self.inner;
        let mut out = vec![format!("{inner}{{")];
        out.extend(statements.iter().map(|s| self.one_level_in(s)));
        out.push(format!("{inner}}}"));
        out
    }

    /// Whether the load phase declares locals of its own.
    pub fn has_locals(&self) -> bool {
        !self.kloop.load.locals.is_empty()
    }

    /// The loop condition `tiles` ahead: whether that tile exists.
    pub fn cond_ahead(&self, tiles: u32) -> Result<String> {
        self.pass(None, tiles, Stores::Keep, false)
            .render(self.kloop.cond)
    }

    /// The prologue all variants start with: tile 0's loads into stage 0 (their stores as
    /// `stores` makes them), then the bumps.
    pub fn first_tile(&self, stores: Stores) -> Result<Vec<String>> {
        let loads = self.pass(self.stage("[0]"), 0, stores, false);
        let mut out = self.scoped(Self::render_all(&loads, &self.loads)?, self.has_locals());
        out.extend(Self::render_all(&self.plain(), &self.bumps)?);
        Ok(out)
    }

    /// A later tile's loads as `pass` renders them (in braces when `needs_scope`), then the bumps.
    pub fn next_tile(&self, pass: &Pass, needs_scope: bool) -> Result<Vec<String>> {
        let mut out = self.scoped(Self::render_all(pass, &self.loads)?, needs_scope);
        out.extend(Self::render_all(&self.plain(), &self.bumps)?);
        Ok(out)
    }

    /// The compute phase on stage `kp_stage`, after the compute's own local declarations (copied
    /// as written).
    pub fn compute(&self) -> Result<Vec<String>> {
        self.compute_injecting(None)
    }

    /// The compute's k-step loop, over which the spread copies go: the first `for` among the
    /// compute's top-level statements, of a constant trip count of at least 2. Its body, the
    /// k-step's index as an expression of the loop's variable, and the count.
    pub fn k_steps(&self) -> Result<(Node<'t>, String, u64)> {
        let symbols = &self.rec.kernel.symbols;
        let unavailable = || {
            Diagnostic::new(
                Kind::VariantUnavailable,
                "the copies cannot be spread over the compute's k-steps: the compute has no loop of a constant trip count (2 or more) at its top level",
                "use --cp-async-wait top",
            )
            .at(self.kloop.node.byte_range())
        };
        let (node, (counter, start, step, count)) = self
            .kloop
            .statements_with(Role::Compute)
            .into_iter()
            .filter(|n| n.kind() == "for_statement")
            .find_map(|n| {
                crate::recognize::loads::constant_trip_loop(self.source, symbols, n)
                    .map(|header| (n, header))
            })
            .filter(|(_, (_, _, _, count))| *count >= 2)
            .ok_or_else(unavailable)?;
        let body = node
            .child_by_field_name("body")
            .filter(|b| b.kind() == "compound_statement")
            .ok_or_else(unavailable)?;
        Ok((body, format!("(({counter}) - ({start})) / ({step})"), count))
    }

    /// The compute phase with `injected` (a block's node id, and the text to put at its top).
    pub fn compute_injecting(&self, injected: Option<(usize, String)>) -> Result<Vec<String>> {
        let mut out = Vec::new();
        for decl in &self.kloop.compute_locals {
            out.push(format!(
                "{}{}",
                indentation_at(&self.source.text, decl.start_byte()),
                self.source.text_of(*decl)
            ));
        }
        let pass = Pass {
            inject: injected,
            ..self.pass(self.stage("[kp_stage]"), 0, Stores::Keep, false)
        };
        out.extend(Self::render_all(
            &pass,
            &self.kloop.statements_with(Role::Compute),
        )?);
        Ok(out)
    }
}
