//! Load helpers inlined: a load-phase statement that calls a `__device__` function of the file which
//! does the loads (`wt::loadFromGmem<BM, BN, BK, rowStrideA, rowStrideB>(N, K, A, B, As, Bs, ...);`,
//! siboehm's SGEMM kernel 10) is replaced, for the analysis and the rewrite, by the helper's body with
//! its parameters bound to the call's arguments. The whole of kpipe then runs on that text (the
//! load-phase region analysis of `loads.rs` included, unchanged), and its edits are mapped back onto
//! the user's file: the K-loop's replacement contains the inlined body in each load pass, and the
//! helper's definition is never edited.
//!
//! Binding is textual and type-exact: a pointer, array or reference parameter becomes the argument's
//! text (a tile parameter becomes the kernel's tile, so the rewrite gives it its stage; a global
//! pointer bumped by the loop stays that pointer, so the next tile is the loop's next tile); a
//! by-value scalar parameter (and a non-type template parameter) becomes the argument, converted to
//! the parameter's type with `static_cast` unless it already has that type; a type template parameter
//! becomes the type argument. Refused at their span: helpers kpipe cannot see, overloads, recursion,
//! `return` in the helper, a helper that writes its own parameter, arguments with side effects, a
//! tile passed as anything but the tile (`As + off`), a helper whose free names (or the names its
//! macros expand to) would mean something else inside the kernel. A helper's local that has the name
//! of a kernel variable is renamed in the inlined block (`v` → `v_loadB`), unless the file also
//! declares that name at file scope (then which one a use means is refused).

use super::effects::declared_names;
use super::headers::{display, Headers};
use super::helpers::{declarator_name, declared_depth, device_functions, function_parameters};
use crate::diagnostics::{Diagnostic, Kind, Lowering, Result};
use crate::source::parse::indentation_at;
use crate::source::parse::{children, descendants, named_children, Source};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::Path;

/// At most this many calls are inlined (nested helpers count): beyond, recursion or a tower of helpers.
const MAX_INLINED: usize = 16;

/// A run of the inlined block: where it stands in the new text, and what it stands for in the text
/// before (a copy of the helper's body, exact; or an argument standing for a parameter, not exact).
#[derive(Debug, Clone)]
struct Piece {
    at: Range<usize>,
    from: Range<usize>,
    exact: bool,
}

/// One call replaced by its block.
#[derive(Debug, Clone)]
struct Step {
    /// The call statement, in the text before this step.
    call: Range<usize>,
    block_len: usize,
    pieces: Vec<Piece>,
}

impl Step {
    fn block(&self) -> Range<usize> {
        self.call.start..self.call.start + self.block_len
    }

    /// A position of the text after this step, in the text before; None inside the block.
    fn back(&self, p: usize) -> Option<usize> {
        let block = self.block();
        if p <= block.start {
            Some(p)
        } else if p >= block.end {
            Some(p - self.block_len + self.call.len())
        } else {
            None
        }
    }

    /// A span of the text after this step, in the text before: inside the block, the helper's body
    /// (or the call, for the text kpipe wrote).
    fn span_back(&self, span: Range<usize>) -> Range<usize> {
        let block = self.block();
        let inside = |p: usize| p > block.start && p < block.end;
        let piece = |p: usize| self.pieces.iter().find(|x| x.at.contains(&p));
        let start = if inside(span.start) || span.start == block.start && span.end <= block.end {
            match piece(span.start) {
                Some(x) if x.exact => x.from.start + (span.start - x.at.start),
                Some(x) => x.from.start,
                None => self.call.start,
            }
        } else {
            self.back(span.start).unwrap_or(self.call.start)
        };
        let last = span.end.saturating_sub(1).max(span.start);
        let end = if inside(span.end) || (span.end == block.end && span.start >= block.start) {
            match piece(last) {
                Some(x) if x.exact => x.from.start + (last - x.at.start) + 1,
                Some(x) => x.from.end,
                None => self.call.end,
            }
        } else {
            self.back(span.end).unwrap_or(self.call.end)
        };
        if start <= end {
            start..end
        } else {
            self.call.clone()
        }
    }
}

/// The text with the load helpers inlined, and the way back to the user's text.
#[derive(Debug, Clone)]
pub struct Inlined {
    pub text: String,
    steps: Vec<Step>,
    /// What was inlined, for the report.
    pub notes: Vec<String>,
    /// Helper calls inlined (the other lowerings are bounded by the text they rewrite).
    calls: usize,
}

impl Inlined {
    /// Nothing inlined yet: the user's text.
    pub fn none(text: &str) -> Inlined {
        Inlined {
            text: text.to_string(),
            steps: Vec::new(),
            notes: Vec::new(),
            calls: 0,
        }
    }

    /// Replaces `range` of the current text with `block`, whose `exact` runs (a range of `block`, the
    /// range of the current text it copies) map back exactly: one step, as an inlined call is.
    pub fn replace(
        &mut self,
        range: Range<usize>,
        block: &str,
        exact: &[(Range<usize>, Range<usize>)],
    ) {
        let base = range.start;
        let pieces = exact
            .iter()
            .map(|(at, from)| Piece {
                at: base + at.start..base + at.end,
                from: from.clone(),
                exact: true,
            })
            .collect();
        self.text.replace_range(range.clone(), block);
        self.steps.push(Step {
            call: range,
            block_len: block.len(),
            pieces,
        });
    }

    /// True when no helper was inlined.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// A position of `text` in the user's file; None when it lies inside an inlined block.
    pub fn position(&self, mut p: usize) -> Option<usize> {
        for step in self.steps.iter().rev() {
            p = step.back(p)?;
        }
        Some(p)
    }

    /// A span of `text` in the user's file (inside an inlined block: the helper's body).
    pub fn span(&self, mut span: Range<usize>) -> Range<usize> {
        for step in self.steps.iter().rev() {
            span = step.span_back(span);
        }
        span
    }

    /// A 1-based line of `text`, as a line of the user's file (`original`).
    pub fn line(&self, original: &str, line: usize) -> usize {
        let start = line_start(&self.text, line);
        // The first character of the line that is not its indentation (which kpipe may have written).
        let at = start
            + self.text[start..]
                .find(|c: char| c != ' ' && c != '\t')
                .unwrap_or(0);
        let back = self.span(at..at + 1).start;
        crate::diagnostics::line_col(original, back.min(original.len())).0
    }

    /// A diagnostic about `text`, pointing into the user's file.
    pub fn diagnostic(&self, mut d: Box<Diagnostic>) -> Box<Diagnostic> {
        if let Some(span) = d.span.take() {
            d.span = Some(self.span(span));
        }
        d
    }
}

fn line_start(text: &str, line: usize) -> usize {
    if line <= 1 {
        return 0;
    }
    text.match_indices('\n')
        .nth(line - 2)
        .map_or(text.len(), |(i, _)| i + 1)
}

/// The text kpipe analyses for this file: with its load helpers inlined, or as it is.
pub fn analysed_text(text: &str, kernel: Option<&str>, defines: &[(String, String)]) -> String {
    match expand(text, kernel, defines) {
        Ok(Some(i)) => i.text,
        _ => text.to_string(),
    }
}

/// Inlines, one after the other, the load-phase calls of helpers that recognition refuses as "loaded
/// through a call". None when there is none; a refusal of a call that cannot be inlined points into
/// the user's file.
pub fn expand(
    text: &str,
    kernel: Option<&str>,
    defines: &[(String, String)],
) -> Result<Option<Inlined>> {
    let mut inlined = Inlined::none(text);
    loop {
        let source = Source::parse(inlined.text.clone())?;
        let refusal = match super::recognise(&source, kernel, defines) {
            Ok(_) => break,
            Err(e) => e,
        };
        if !inline_next(&source, &refusal, &mut inlined, &Headers::none())? {
            break;
        }
    }
    Ok((!inlined.is_empty()).then_some(inlined))
}

/// One step of inlining: the load helper call that recognition's `refusal` of `source` (the text of
/// `inlined`) points at, inlined into `inlined`; the helper's body is the file's, or else an included
/// header's (`headers`). False when the refusal is not about such a call: recognition's refusal
/// stands.
pub fn inline_next(
    source: &Source,
    refusal: &Diagnostic,
    inlined: &mut Inlined,
    headers: &Headers,
) -> Result<bool> {
    // Async copies waited for at once are read as the copies they are (`inline_async`).
    if refusal.kind == Kind::AsyncNotOverlapped {
        return inline_async(source, refusal, inlined, headers);
    }
    // Tile accessor macros (`AS(ty, tx) = A[..]`) expanded where the functions use them, once.
    if expand_accessors(source, inlined) {
        return Ok(true);
    }
    if let Some(Lowering::SplitRegister(name)) = &refusal.lowering {
        let Some((edits, note)) = super::split_register::split(source, refusal, name) else {
            return Ok(false);
        };
        for (range, text) in edits {
            inlined.replace(range, &text, &[]);
        }
        inlined.notes.push(note);
        return Ok(true);
    }
    let Some(stmt) = helper_call_at(source, refusal) else {
        return Ok(false);
    };
    if inlined.calls >= MAX_INLINED {
        return Err(inlined.diagnostic(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("kpipe inlined {MAX_INLINED} load helpers and this call asks for one more: a recursive helper, or helpers nested deeper than kpipe follows"),
                "write the loads of one tile in the K-loop, or in one helper",
            )
            .at(stmt.byte_range()),
        ));
    }
    let expanded = match super::macros::statement_macro(source, stmt) {
        // The expansion maps back to the macro's use as a whole (no piece of it is the user's text).
        Some((text, call, block_len, note)) => Ok((
            text,
            Step {
                call,
                block_len,
                pieces: Vec::new(),
            },
            note,
        )),
        None => inline_call(source, headers, stmt),
    };
    let (text, step, note) = expanded.map_err(|e| inlined.diagnostic(e))?;
    inlined.calls += 1;
    inlined.text = text;
    inlined.steps.push(step);
    inlined.notes.push(note);
    Ok(true)
}

/// One step of reading async copies waited for at once (K014) as the copies they are: each copy,
/// commit or wait written through a macro expanded to its asm, or through a helper of the file
/// inlined, one per step; then the asm and `__pipeline_*` calls desugared to plain tile stores.
fn inline_async(
    source: &Source,
    refusal: &Diagnostic,
    inlined: &mut Inlined,
    headers: &Headers,
) -> Result<bool> {
    let facts = headers.facts_of(source);
    let expansion = super::async_copies::loop_of(source, refusal).and_then(|kloop| {
        descendants(kloop)
            .into_iter()
            .filter(|n| n.kind() == "expression_statement")
            .find_map(|stmt| super::macros::async_statement_macro(source, stmt, &facts))
    });
    if expansion.is_none() {
        // A copy, commit or wait written as a helper of the file: inlined, one per step,
        // until the loop holds the asm it stands for.
        let helper = super::async_copies::loop_of(source, refusal).and_then(|kloop| {
            descendants(kloop)
                .into_iter()
                .find(|stmt| async_helper_call(source, *stmt, &facts))
        });
        if let Some(stmt) = helper {
            let (text, step, note) =
                inline_call(source, headers, stmt).map_err(|e| inlined.diagnostic(e))?;
            inlined.calls += 1;
            inlined.text = text;
            inlined.steps.push(step);
            inlined.notes.push(note);
            return Ok(true);
        }
    }
    if let Some((text, call, block_len, note)) = expansion {
        inlined.text = text;
        inlined.steps.push(Step {
            call,
            block_len,
            pieces: Vec::new(),
        });
        inlined.notes.push(note);
        return Ok(true);
    }
    let Some((replacements, note)) = super::async_copies::desugar(source, refusal, &facts.symbols)
        .map_err(|e| inlined.diagnostic(e))?
    else {
        return Ok(false);
    };
    for (range, block, exact) in replacements {
        inlined.replace(range, &block, &exact);
    }
    inlined.notes.push(note);
    Ok(true)
}

/// Whether `stmt` is a call statement of a helper of the file that copies, commits or waits
/// asynchronously (through its body and the helpers it calls).
fn async_helper_call(
    source: &Source,
    stmt: tree_sitter::Node,
    facts: &super::kernel::FileFacts,
) -> bool {
    let is_call = stmt.kind() == "expression_statement"
        && stmt
            .named_child(0)
            .is_some_and(|c| c.kind() == "call_expression");
    if !is_call {
        return false;
    }
    let text = source.text_of(stmt);
    let through = super::async_helpers::through_helpers(source, facts, text);
    through != text && {
        let expanded = super::macros::expand_with_asm(facts, &through);
        [
            "cp.async",
            "__pipeline_memcpy_async",
            "__pipeline_commit",
            "__pipeline_wait_prior",
        ]
        .iter()
        .any(|w| expanded.contains(w))
    }
}

/// The tile accessor macros of `source` (`#define AS(i, j) As[i][j]`) replaced by their
/// expansions where the functions use them; false when there is none.
fn expand_accessors(source: &Source, inlined: &mut Inlined) -> bool {
    let accessors = super::macros::expression_macro_uses(source);
    if accessors.is_empty() {
        return false;
    }
    let names: std::collections::BTreeSet<&str> = accessors
        .iter()
        .filter_map(|(range, _)| source.text[range.clone()].split('(').next())
        .map(str::trim)
        .collect();
    for (range, expansion) in &accessors {
        inlined.replace(range.clone(), expansion, &[]);
    }
    inlined.notes.push(format!(
            "the macro{} {} read as {} expansion{} (`{}`); the file keeps the macros where kpipe does not rewrite",
            if names.len() > 1 { "s" } else { "" },
            names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", "),
            if names.len() > 1 { "their" } else { "its" },
            if names.len() > 1 { "s" } else { "" },
            accessors.last().map_or("", |(_, e)| e.as_str())
        ));
    true
}

/// The statement `f(...);` that the refusal "tile `As` is loaded through `f(...)`" points at.
fn helper_call_at<'t>(source: &'t Source, refusal: &Diagnostic) -> Option<tree_sitter::Node<'t>> {
    if refusal.lowering != Some(Lowering::InlineCall) {
        return None;
    }
    let span = refusal.span.clone()?;
    let call = source
        .root()
        .descendant_for_byte_range(span.start, span.end)?;
    let call = if call.kind() == "call_expression" {
        call
    } else {
        source
            .ancestors(call)
            .into_iter()
            .find(|a| a.kind() == "call_expression" && a.byte_range() == span)?
    };
    let stmt = call.parent()?;
    (stmt.kind() == "expression_statement" && call.byte_range() == span).then_some(stmt)
}

/// `&T[0][0]`, `T[0]`: the address of a tile's first element, which is the tile's own address; with
/// the tile's stage inserted after its name it is the stage's.
fn is_tile_start(source: &Source, arg: tree_sitter::Node) -> bool {
    let mut at = arg;
    if at.kind() == "pointer_expression" && source.text_of(at).starts_with('&') {
        let Some(inner) = at.child_by_field_name("argument") else {
            return false;
        };
        at = inner;
    }
    let mut subscripts = 0;
    while at.kind() == "subscript_expression" {
        let index = at
            .child_by_field_name("indices")
            .or_else(|| at.child_by_field_name("index"));
        let zero = index.is_some_and(|i| {
            let text = source.text_of(i);
            text.trim_start_matches('[').trim_end_matches(']').trim() == "0"
        });
        if !zero {
            return false;
        }
        subscripts += 1;
        let Some(inner) = at.child_by_field_name("argument") else {
            return false;
        };
        at = inner;
    }
    subscripts > 0 && at.kind() == "identifier"
}

fn refuse(at: Range<usize>, message: String, help: impl Into<String>) -> Box<Diagnostic> {
    Diagnostic::new(Kind::UnsupportedPattern, message, help).at(at)
}

/// How a parameter is bound.
enum Binding {
    /// Pointer, array or reference: the argument's text.
    Text,
    /// By value, of this type: the argument converted to it.
    Value(String),
}

/// `a`, or `(a)` when it is more than one primary expression.
fn operand(node: tree_sitter::Node, text: &str) -> String {
    let word = |t: &str| {
        !t.is_empty()
            && t.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
    };
    if word(text.trim()) {
        return text.trim().to_string();
    }
    match node.kind() {
        "identifier"
        | "number_literal"
        | "parenthesized_expression"
        | "qualified_identifier"
        | "true"
        | "false" => text.to_string(),
        _ => format!("({text})"),
    }
}

/// The type of a scalar declaration, normalised (`unsigned` and `uint` are `unsigned int`).
fn normal_type(ty: &str) -> String {
    let words: Vec<&str> = ty
        .split_whitespace()
        .filter(|w| {
            !matches!(
                *w,
                "const" | "constexpr" | "volatile" | "static" | "__restrict__"
            )
        })
        .collect();
    match words.join(" ").as_str() {
        "uint" | "unsigned" | "unsigned int" => "unsigned int".to_string(),
        "signed" | "signed int" => "int".to_string(),
        other => other.to_string(),
    }
}

/// The names declared in the function around `at` that are visible there (parameters, template
/// parameters, declarations before it in the blocks around it, `for` initialisers), with the type of
/// those that are plain scalars.
fn names_in_scope(source: &Source, at: tree_sitter::Node) -> HashMap<String, Option<String>> {
    let mut out: HashMap<String, Option<String>> = HashMap::new();
    let add_decl = |decl: tree_sitter::Node, out: &mut HashMap<String, Option<String>>| {
        let ty = decl
            .child_by_field_name("type")
            .map(|t| source.text_of(t).to_string());
        let declarators: Vec<tree_sitter::Node> = match decl.kind() {
            "parameter_declaration" | "optional_parameter_declaration" => {
                decl.child_by_field_name("declarator").into_iter().collect()
            }
            _ => named_children(decl)
                .into_iter()
                .filter(|d| Some(d.id()) != decl.child_by_field_name("type").map(|t| t.id()))
                .collect(),
        };
        for d in declarators {
            let Some(name) = declarator_name(d) else {
                continue;
            };
            let scalar = matches!(d.kind(), "identifier" | "init_declarator")
                && declared_depth(d) == 0
                && !descendants(d)
                    .iter()
                    .any(|n| n.kind() == "reference_declarator");
            out.insert(
                source.text_of(name).to_string(),
                ty.clone().filter(|_| scalar).map(|t| normal_type(&t)),
            );
        }
    };
    let mut node = at;
    while let Some(parent) = node.parent() {
        match parent.kind() {
            "compound_statement" => {
                let mut sibling = node.prev_named_sibling();
                while let Some(s) = sibling {
                    if s.kind() == "declaration" {
                        add_decl(s, &mut out);
                    }
                    sibling = s.prev_named_sibling();
                }
            }
            "for_statement" => {
                if let Some(init) = parent.child_by_field_name("initializer") {
                    if init.kind() == "declaration" {
                        add_decl(init, &mut out);
                    }
                }
            }
            "function_definition" => {
                for p in function_parameters(parent).unwrap_or_default() {
                    add_decl(p, &mut out);
                }
                if let Some(t) = parent
                    .parent()
                    .filter(|t| t.kind() == "template_declaration")
                {
                    if let Some(list) = t.child_by_field_name("parameters") {
                        for p in named_children(list) {
                            add_decl(p, &mut out);
                        }
                    }
                }
                break;
            }
            _ => {}
        }
        node = parent;
    }
    out
}

/// Names declared with `__shared__` in the function around `at`, and pointers carved from them.
fn shared_names(source: &Source, at: tree_sitter::Node) -> HashSet<String> {
    let Some(function) = source
        .ancestors(at)
        .into_iter()
        .find(|a| a.kind() == "function_definition")
    else {
        return HashSet::new();
    };
    let mut out: HashSet<String> = HashSet::new();
    let decls: Vec<tree_sitter::Node> = descendants(function)
        .into_iter()
        .filter(|n| n.kind() == "declaration")
        .collect();
    loop {
        let before = out.len();
        for decl in &decls {
            let shared = children(*decl)
                .iter()
                .any(|c| source.text_of(*c) == "__shared__");
            for d in named_children(*decl) {
                let Some(name) = declarator_name(d) else {
                    continue;
                };
                let carved = d.kind() == "init_declarator"
                    && d.child_by_field_name("value").is_some_and(|v| {
                        super::effects::identifier_nodes(v)
                            .iter()
                            .any(|i| out.contains(source.text_of(*i)))
                    });
                if shared || carved {
                    out.insert(source.text_of(name).to_string());
                }
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// The namespaces around a node, outermost first.
fn namespaces(source: &Source, node: tree_sitter::Node) -> Vec<String> {
    source
        .ancestors(node)
        .into_iter()
        .filter(|a| a.kind() == "namespace_definition")
        .filter_map(|a| a.child_by_field_name("name"))
        .map(|n| source.text_of(n).to_string())
        .rev()
        .collect()
}

/// Names declared directly in the namespaces around a definition (functions, variables, types).
fn namespace_members(source: &Source, def: tree_sitter::Node) -> HashSet<String> {
    let mut out = HashSet::new();
    for ns in source
        .ancestors(def)
        .into_iter()
        .filter(|a| a.kind() == "namespace_definition")
    {
        if let Some(body) = ns.child_by_field_name("body") {
            out.extend(members(source, body));
        }
    }
    out
}

/// Names declared at file scope or in any namespace of the file (functions, variables, types).
fn file_scope_names(source: &Source) -> HashSet<String> {
    let mut out = members(source, source.root());
    for ns in descendants(source.root())
        .into_iter()
        .filter(|a| a.kind() == "namespace_definition")
    {
        if let Some(body) = ns.child_by_field_name("body") {
            out.extend(members(source, body));
        }
    }
    out
}

/// Names declared directly in one scope (the file, or a namespace's body).
fn members(source: &Source, scope: tree_sitter::Node) -> HashSet<String> {
    let mut out = HashSet::new();
    for item in named_children(scope) {
        let item = if item.kind() == "template_declaration" {
            named_children(item).into_iter().last().unwrap_or(item)
        } else {
            item
        };
        if item.kind() == "namespace_definition" {
            continue;
        }
        for d in descendants(item) {
            let name = match d.kind() {
                "function_declarator" => d.child_by_field_name("declarator"),
                "struct_specifier" | "class_specifier" | "enum_specifier" | "type_definition" => d
                    .child_by_field_name("name")
                    .or_else(|| d.child_by_field_name("declarator")),
                "init_declarator" | "array_declarator" | "pointer_declarator"
                    if d.parent().is_some_and(|p| p.id() == item.id()) =>
                {
                    declarator_name(d)
                }
                "identifier" if d.parent().is_some_and(|p| p.id() == item.id()) => Some(d),
                _ => None,
            };
            if let Some(n) = name {
                out.insert(source.text_of(n).to_string());
            }
        }
    }
    out
}

/// Replaces the call statement `stmt` by the helper's body with its parameters bound: the new text,
/// the step that maps it back, and the note for the report.
fn inline_call(
    source: &Source,
    headers: &Headers,
    stmt: tree_sitter::Node,
) -> Result<(String, Step, String)> {
    let helper = HelperCall::resolve(source, headers, stmt)?;
    let def_src = helper.def_src;
    let bindings = Bindings {
        params: helper.parameter_bindings()?,
        template: helper.template_bindings()?,
    };
    let in_scope = names_in_scope(source, stmt);
    helper.check_arguments()?;
    let own = declared_names(def_src, helper.body);
    let renames = helper.local_renames(&own, &bindings, &in_scope)?;
    let def_namespaces = namespaces(def_src, helper.def);
    let members =
        if def_namespaces.is_empty() || namespaces(source, stmt).starts_with(&def_namespaces) {
            HashSet::new()
        } else {
            namespace_members(def_src, helper.def)
        };
    let names = BodyNames {
        bindings,
        in_scope,
        own,
        renames,
        def_namespaces,
        members,
        macros: macros_with_headers(source, headers),
    };
    let replacements = helper.body_replacements(&names)?;
    let (block, pieces) = helper.inlined_block(&replacements);
    let text = &source.text;
    let new_text = format!(
        "{}{}{}",
        &text[..stmt.start_byte()],
        block,
        &text[stmt.end_byte()..]
    );
    let step = Step {
        call: stmt.byte_range(),
        block_len: block.len(),
        pieces,
    };
    let stays = match helper.header {
        None => "the file",
        Some(_) => "the header",
    };
    let note = format!(
        "load helper `{}` ({}) is inlined into the load passes of the rewritten loop, its parameters bound to the call's arguments; its definition stays in {stays} as written",
        helper.callee.line, helper.def_at
    );
    Ok((new_text, step, note))
}

/// The callee of a call as written, `ns::f<T>`: the namespaces named, the name, the template
/// arguments.
struct Callee<'t> {
    /// The callee's text on one line, for messages.
    line: String,
    /// The namespaces written before the name (`ns`), outermost first.
    scope_path: Vec<String>,
    name: String,
    /// The template arguments (`T`), None when the call states none.
    template_args: Option<Vec<tree_sitter::Node<'t>>>,
}

/// The callee of `call`; refused at `at` when it is not a name kpipe can look up (a pointer, a
/// member, an expression).
fn callee_of<'t>(
    source: &'t Source,
    call: tree_sitter::Node<'t>,
    at: &Range<usize>,
) -> Result<Callee<'t>> {
    let function = call
        .child_by_field_name("function")
        .expect("a call has a callee");
    let callee_text = source.text_of(function);
    let line: String = callee_text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut scope_path: Vec<String> = Vec::new();
    let mut name_node = function;
    while name_node.kind() == "qualified_identifier" {
        if let Some(s) = name_node.child_by_field_name("scope") {
            scope_path.push(source.text_of(s).to_string());
        }
        name_node = name_node
            .child_by_field_name("name")
            .expect("a qualified name has a name");
    }
    let (name, template_args) = match name_node.kind() {
        "identifier" => (source.text_of(name_node).to_string(), None),
        "template_function" => (
            name_node
                .child_by_field_name("name")
                .map(|n| source.text_of(n).to_string())
                .unwrap_or_default(),
            name_node
                .child_by_field_name("arguments")
                .map(|a| named_children(a).into_iter().filter(|c| c.kind() != "comment").collect::<Vec<_>>()),
        ),
        _ => {
            return Err(refuse(
                at.clone(),
                format!("the load phase calls `{line}`, which kpipe cannot resolve to a `__device__` function of the file"),
                "call the load helper by its name",
            ))
        }
    };
    Ok(Callee {
        line,
        scope_path,
        name,
        template_args,
    })
}

/// Where a helper is defined: its definition, the parse it is in (the text inlined into, or an
/// included header's), and the header's path (None: the file's own).
struct Definition<'t> {
    def: tree_sitter::Node<'t>,
    src: &'t Source,
    header: Option<&'t Path>,
}

/// The one `__device__` function that `callee` names: the file's, or else (the file has none) an
/// included header's. Refused at `at` when there is none (its body is elsewhere: the refusal names
/// the includes that were not found) or more than one (kpipe does not resolve overloads).
fn definition_of<'t>(
    source: &'t Source,
    headers: &'t Headers,
    callee: &Callee,
    at: &Range<usize>,
) -> Result<Definition<'t>> {
    let in_scope = |src: &Source, d: &tree_sitter::Node| {
        callee.scope_path.is_empty() || namespaces(src, *d).ends_with(&callee.scope_path)
    };
    let mut defs: Vec<Definition> = device_functions(source, &callee.name)
        .into_iter()
        .filter(|d| in_scope(source, d))
        .map(|def| Definition {
            def,
            src: source,
            header: None,
        })
        .collect();
    if defs.is_empty() {
        defs = headers
            .device_functions(&callee.name)
            .into_iter()
            .filter(|(h, d)| in_scope(&h.source, d))
            .map(|(h, def)| Definition {
                def,
                src: &h.source,
                header: Some(h.path.as_path()),
            })
            .collect();
    }
    let callee_line = &callee.line;
    let count = defs.len();
    match (defs.pop(), count) {
        (None, _) => Err(not_found(callee_line, headers, at)),
        (Some(one), 1) => Ok(one),
        (Some(d), _) => Err(refuse(
            at.clone(),
            format!(
                "the tiles are loaded through `{callee_line}(...)`, and {} {count} functions of that name: kpipe does not resolve overloads",
                match d.header {
                    None => "the file defines",
                    Some(_) => "its headers define",
                }
            ),
            "give the load helper a name of its own, then run kpipe again",
        )),
    }
}

/// The refusal of a helper whose body kpipe cannot read: with the includes that were not found,
/// when some were not, and how to give their folder.
fn not_found(callee_line: &str, headers: &Headers, at: &Range<usize>) -> Box<Diagnostic> {
    let read = match headers.headers.len() {
        0 => "this file".to_string(),
        n => format!("this file nor in the {n} header(s) it includes"),
    };
    let mut message = format!("the tiles are loaded through `{callee_line}(...)`, whose body is not in {read}: kpipe inlines the load helpers it can read");
    let help = match headers.missing_sentence() {
        Some(missing) => {
            message.push_str(&format!("; {missing}"));
            "give kpipe the folder that holds the header (`-I DIR`, or `-- -I DIR` as for the compiler), then run kpipe again"
        }
        None => "define the helper in this file (or paste its body into the K-loop), then run kpipe again",
    };
    refuse(at.clone(), message, help)
}

/// One binding of a helper's parameter (or template parameter): its name, how it is bound, and the
/// call's argument it is bound to.
struct ParamBinding<'t> {
    name: String,
    how: Binding,
    arg: tree_sitter::Node<'t>,
    /// The parse `arg` is in: the call's, or the helper's for a template parameter's default.
    arg_src: &'t Source,
}

/// A helper's locals renamed in its inlined block: each name to its new one (`v` → `v_loadB`).
type Renames = HashMap<String, String>;

/// The bindings of a helper's parameters and of its template parameters.
struct Bindings<'t> {
    params: Vec<ParamBinding<'t>>,
    template: Vec<ParamBinding<'t>>,
}

impl Bindings<'_> {
    /// Whether `name` is a parameter or a template parameter of the helper.
    fn binds(&self, name: &str) -> bool {
        self.params
            .iter()
            .chain(&self.template)
            .any(|b| b.name == name)
    }
}

/// What the names of the helper's body mean where it is inlined, for the replacements in its body.
struct BodyNames<'t> {
    bindings: Bindings<'t>,
    /// The kernel's names visible at the call (with the type of the plain scalars).
    in_scope: HashMap<String, Option<String>>,
    /// The names the helper's body declares.
    own: HashSet<String>,
    /// The helper's locals renamed in the block, to their new names.
    renames: HashMap<String, String>,
    /// The namespaces around the helper's definition, outermost first.
    def_namespaces: Vec<String>,
    /// The names of those namespaces that would not resolve at the call (empty when they would).
    members: HashSet<String>,
    macros: HashMap<String, (HashSet<String>, String)>,
}

/// A call of a load helper, resolved to the helper's definition, which has the form kpipe inlines.
struct HelperCall<'t> {
    source: &'t Source,
    /// The call statement `f(...);`.
    stmt: tree_sitter::Node<'t>,
    /// The call expression's span, where the refusals about the call point.
    at: Range<usize>,
    callee: Callee<'t>,
    /// The call's arguments, comments left out.
    args: Vec<tree_sitter::Node<'t>>,
    def: tree_sitter::Node<'t>,
    /// The parse the definition is in: `source`, or an included header's.
    def_src: &'t Source,
    /// The header that defines the helper (None: the file does).
    header: Option<&'t Path>,
    /// Where the definition starts, for messages: `line 12`, or `line 12 of include/utils.cuh`.
    def_at: String,
    body: tree_sitter::Node<'t>,
}

impl<'t> HelperCall<'t> {
    /// The call `stmt` with the helper it calls; refused when the callee cannot be resolved to one
    /// `void __device__` function of the file (or of a header it includes) with a body kpipe may
    /// inline.
    fn resolve(
        source: &'t Source,
        headers: &'t Headers,
        stmt: tree_sitter::Node<'t>,
    ) -> Result<Self> {
        let call = stmt.named_child(0).expect("a call statement");
        let at = call.byte_range();
        let callee = callee_of(source, call, &at)?;
        let Definition {
            def,
            src: def_src,
            header,
        } = definition_of(source, headers, &callee, &at)?;
        let line = def.start_position().row + 1;
        let def_at = match header {
            None => format!("line {line}"),
            Some(path) => format!("line {line} of {}", display(path)),
        };
        let args: Vec<tree_sitter::Node> = crate::source::parse::call_arguments(call);
        let mut helper = HelperCall {
            source,
            stmt,
            at,
            callee,
            args,
            def,
            def_src,
            header,
            def_at,
            body: def,
        };
        helper.body = helper.checked_body()?;
        helper.check_body_statements()?;
        Ok(helper)
    }

    /// A refusal at node `n` of the helper's body; at the call when the body is a header's (spans
    /// point into the kernel's file), with the header's line in the message.
    fn refuse_in_body(
        &self,
        n: tree_sitter::Node,
        message: String,
        help: impl Into<String>,
    ) -> Box<Diagnostic> {
        match self.header {
            None => refuse(n.byte_range(), message, help),
            Some(path) => refuse(
                self.at.clone(),
                format!(
                    "{message} (line {} of {})",
                    n.start_position().row + 1,
                    display(path)
                ),
                help,
            ),
        }
    }

    /// The refusal of this helper, at the call, for a form kpipe does not inline.
    fn refuse_form(&self, why: String) -> Box<Diagnostic> {
        refuse(self.at.clone(), why, "inline the helper into the K-loop by hand, or write it in the form kpipe inlines (a `void __device__` function that only loads the tiles), then run kpipe again")
    }

    /// The body of the definition, once it is known to be a `void __device__` function's.
    fn checked_body(&self) -> Result<tree_sitter::Node<'t>> {
        let (source, def, def_at) = (self.def_src, self.def, &self.def_at);
        let name = &self.callee.name;
        let specifiers: Vec<String> = children(def)
            .iter()
            .map(|c| source.text_of(*c).to_string())
            .collect();
        if !specifiers.iter().any(|s| s.contains("__device__")) {
            return Err(self.refuse_form(format!(
                "`{name}` ({def_at}) is not a `__device__` function"
            )));
        }
        if def
            .child_by_field_name("type")
            .is_none_or(|t| source.text_of(t) != "void")
        {
            return Err(self.refuse_form(format!(
                "`{name}` ({def_at}) returns a value: kpipe inlines `void` load helpers"
            )));
        }
        def.child_by_field_name("body")
            .ok_or_else(|| self.refuse_form(format!("`{name}` has no body kpipe can read")))
    }

    /// Refuses, at the first one, a statement of the body that would mean something else inlined:
    /// `return`, `goto`, a call of itself, `static` or `__shared__` variables.
    fn check_body_statements(&self) -> Result<()> {
        let source = self.def_src;
        let name = &self.callee.name;
        for n in descendants(self.body) {
            let why = match n.kind() {
                "return_statement" => Some(
                    "returns from inside its body: inlined, the `return` would leave the kernel",
                ),
                "goto_statement" | "labeled_statement" => Some("jumps with `goto`"),
                "call_expression"
                    if n.child_by_field_name("function")
                        .is_some_and(|f| super::helpers::base_name(source.text_of(f)) == *name) =>
                {
                    Some("calls itself")
                }
                "declaration"
                    if children(n)
                        .iter()
                        .any(|c| matches!(source.text_of(*c), "__shared__" | "static")) =>
                {
                    Some("declares `static` or `__shared__` variables of its own")
                }
                _ => None,
            };
            if let Some(why) = why {
                return Err(self.refuse_in_body(
                    n,
                    format!("load helper `{name}` {why}: kpipe does not inline it into the K-loop"),
                    "inline the helper into the K-loop by hand, or write it as a `void __device__` function that only loads the tiles, then run kpipe again",
                ));
            }
        }
        Ok(())
    }

    /// The helper's named parameters, each bound to its argument; refused when the counts differ
    /// (or the helper is variadic), or a parameter has no name or type kpipe can read.
    fn parameter_bindings(&self) -> Result<Vec<ParamBinding<'t>>> {
        let (source, def, def_at) = (self.def_src, self.def, &self.def_at);
        let name = &self.callee.name;
        let params = function_parameters(def).unwrap_or_default();
        let variadic = def
            .child_by_field_name("declarator")
            .is_some_and(|d| source.text_of(d).contains("..."));
        if params.len() != self.args.len() || variadic {
            return Err(self.refuse_form(format!(
                "the call passes {} arguments to `{name}` ({def_at}), which takes {}{}: kpipe binds each parameter to one argument",
                self.args.len(),
                params.len(),
                if variadic { " and more" } else { "" }
            )));
        }
        let mut bindings = Vec::new();
        for (p, arg) in params.iter().zip(&self.args) {
            let Some(d) = p.child_by_field_name("declarator") else {
                continue; // an unnamed parameter: its argument is not used
            };
            let Some(n) = declarator_name(d) else {
                return Err(self.refuse_form(format!(
                    "a parameter of `{name}` kpipe cannot read: `{}`",
                    source.text_of(*p)
                )));
            };
            let by_text = declared_depth(d) > 0
                || descendants(d)
                    .iter()
                    .any(|x| x.kind() == "reference_declarator");
            let ty = p
                .child_by_field_name("type")
                .map(|t| source.text_of(t).to_string())
                .unwrap_or_default();
            if !by_text && (ty == "auto" || ty.is_empty()) {
                return Err(self.refuse_form(format!(
                    "parameter `{}` of `{name}` has no type kpipe can bind",
                    source.text_of(n)
                )));
            }
            bindings.push(ParamBinding {
                name: source.text_of(n).to_string(),
                how: if by_text {
                    Binding::Text
                } else {
                    Binding::Value(ty)
                },
                arg: *arg,
                arg_src: self.source,
            });
        }
        Ok(bindings)
    }

    /// The helper's template parameters, each bound to the call's template argument; refused when
    /// the call and the definition disagree on being a template, or on the number of parameters.
    fn template_bindings(&self) -> Result<Vec<ParamBinding<'t>>> {
        let (name, def_at) = (&self.callee.name, &self.def_at);
        let template = self
            .def
            .parent()
            .filter(|p| p.kind() == "template_declaration");
        match (template, &self.callee.template_args) {
            (None, None) => Ok(Vec::new()),
            (None, Some(_)) => {
                Err(self.refuse_form(format!("`{name}` ({def_at}) is called with template arguments but is not a template kpipe can read")))
            }
            (Some(_), None) => {
                Err(self.refuse_form(format!("`{name}` ({def_at}) is a template called without template arguments: kpipe inlines templates whose arguments the call states")))
            }
            (Some(t), Some(targs)) => {
                let tparams: Vec<tree_sitter::Node> = t
                    .child_by_field_name("parameters")
                    .map(named_children)
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|c| c.kind() != "comment")
                    .collect();
                // The parameters the call leaves out take their defaults, when each has one
                // that names nothing (`size_t SKEW = 0U`): a name in a default would have to
                // mean, at the call, what it means at the helper.
                let defaults: Option<Vec<tree_sitter::Node>> = tparams
                    .get(targs.len()..)
                    .unwrap_or_default()
                    .iter()
                    .map(|p| plain_default(self.def_src, *p))
                    .collect();
                let Some(defaults) = defaults.filter(|_| targs.len() <= tparams.len()) else {
                    return Err(self.refuse_form(format!(
                        "`{name}` ({def_at}) has {} template parameters and the call states {}: kpipe inlines templates whose arguments the call states, each of them (or that default to a literal)",
                        tparams.len(),
                        targs.len()
                    )));
                };
                let args = targs
                    .iter()
                    .map(|a| (*a, self.source))
                    .chain(defaults.into_iter().map(|d| (d, self.def_src)));
                tparams
                    .iter()
                    .zip(args)
                    .map(|(p, (a, src))| self.template_binding(*p, a, src))
                    .collect()
            }
        }
    }

    /// Template parameter `p` bound to argument `arg`: a type parameter by text, a non-type one by
    /// value (`arg` is in `arg_src`: the call, or the helper's default); refused for the kinds kpipe
    /// does not bind and for unnamed parameters.
    fn template_binding(
        &self,
        p: tree_sitter::Node<'t>,
        arg: tree_sitter::Node<'t>,
        arg_src: &'t Source,
    ) -> Result<ParamBinding<'t>> {
        let source = self.def_src;
        let name = &self.callee.name;
        let how = match p.kind() {
            "type_parameter_declaration" | "optional_type_parameter_declaration" => Binding::Text,
            "parameter_declaration" | "optional_parameter_declaration" => Binding::Value(
                p.child_by_field_name("type")
                    .map(|t| source.text_of(t).to_string())
                    .unwrap_or_default(),
            ),
            _ => {
                return Err(self.refuse_form(format!("template parameter `{}` of `{name}` is of a kind kpipe does not bind (packs, templates)", source.text_of(p))))
            }
        };
        let pname = match p.kind() {
            "type_parameter_declaration" | "optional_type_parameter_declaration" => {
                p.child_by_field_name("name").or_else(|| {
                    named_children(p)
                        .into_iter()
                        .find(|c| c.kind() == "type_identifier")
                })
            }
            _ => p
                .child_by_field_name("declarator")
                .and_then(declarator_name),
        };
        let Some(pname) = pname else {
            return Err(self.refuse_form(format!(
                "template parameter `{}` of `{name}` has no name kpipe can bind",
                source.text_of(p)
            )));
        };
        Ok(ParamBinding {
            name: source.text_of(pname).to_string(),
            how,
            arg,
            arg_src,
        })
    }

    /// Refuses, at the first one, an argument with a side effect (inlined, it would run at each use
    /// of its parameter) and a tile passed as anything but the tile.
    fn check_arguments(&self) -> Result<()> {
        let source = self.source;
        let name = &self.callee.name;
        let tiles = shared_names(source, self.stmt);
        for a in &self.args {
            if descendants(*a)
                .into_iter()
                .any(|n| has_side_effect(source, n))
            {
                return Err(refuse(
                    a.byte_range(),
                    format!("argument `{}` of `{name}` has a side effect, or calls a function kpipe cannot see into: inlined, it would run once for each use of the parameter, in every load pass of the rewrite", source.text_of(*a)),
                    "compute the argument into a variable before the call, then run kpipe again",
                ));
            }
            let mentions_tile = super::effects::identifier_nodes(*a)
                .iter()
                .find(|i| tiles.contains(source.text_of(**i)))
                .map(|i| source.text_of(*i).to_string());
            // An asm helper's parameters are only asm operands: any address of a tile binds.
            let asm_helper = super::async_helpers::is_asm_body(self.def_src, self.body);
            if let (Some(tile), false) = (mentions_tile, asm_helper) {
                if a.kind() != "identifier" && !is_tile_start(source, *a) {
                    return Err(refuse(
                        a.byte_range(),
                        format!("tile `{tile}` is passed to `{name}` as `{}`: kpipe maps a helper's tile parameter to a whole tile, which then gains its stage", source.text_of(*a)),
                        "pass the tile itself and do the offset in the helper, then run kpipe again",
                    ));
                }
            }
        }
        Ok(())
    }

    /// The identifiers (and type identifiers) the call's arguments and template arguments mention.
    fn argument_names(&self) -> HashSet<String> {
        let mut arg_names: HashSet<String> = HashSet::new();
        for a in self
            .args
            .iter()
            .chain(self.callee.template_args.iter().flatten())
        {
            for i in descendants(*a) {
                if matches!(i.kind(), "identifier" | "type_identifier") {
                    arg_names.insert(self.source.text_of(i).to_string());
                }
            }
        }
        arg_names
    }

    /// The helper's locals (`own`) to rename in the block, to their new names (`v` → `v_loadB`);
    /// refused at the first local, in name order, that cannot be renamed.
    fn local_renames(
        &self,
        own: &HashSet<String>,
        bindings: &Bindings,
        in_scope: &HashMap<String, Option<String>>,
    ) -> Result<Renames> {
        // A local of the helper whose name the kernel uses too is renamed in the inlined block
        // (the rewrite gives the kernel's tiles, loop variables and global pointers their meaning
        // by name, and the region analysis knows the load phase's locals by name); one that shares
        // its name with a parameter, or with a name of file scope (which the body may also mean),
        // is refused.
        let source = self.source;
        let name = &self.callee.name;
        let arg_names = self.argument_names();
        let function_names = names_around_call(source, self.stmt);
        // The names of file scope the body may mean: the file's, and the header's that defines it.
        let mut file_names = file_scope_names(source);
        file_names.extend(file_scope_names(self.def_src));
        let words: HashSet<&str> = super::kernel::identifiers_in(&source.text)
            .chain(super::kernel::identifiers_in(&self.def_src.text))
            .collect();
        let mut sorted_own: Vec<&String> = own.iter().collect();
        sorted_own.sort();
        let mut renames: HashMap<String, String> = HashMap::new();
        for local in sorted_own {
            let clash = in_scope.contains_key(local)
                || arg_names.contains(local)
                || function_names.contains(local);
            let why = if bindings.binds(local) {
                Some("the name of one of the helper's parameters".to_string())
            } else if clash
                && (file_names.contains(local)
                    || macros_named(source, local)
                    || macros_named(self.def_src, local))
            {
                Some("a name the kernel uses and the file declares too: kpipe cannot tell which the helper means where".to_string())
            } else {
                None
            };
            if let Some(why) = why {
                let decl = descendants(self.body).into_iter().find(|n| {
                    n.kind() == "identifier" && self.def_src.text_of(*n) == local.as_str()
                });
                let message = format!("load helper `{name}` declares `{local}`, {why}");
                let help = "rename the helper's variable, then run kpipe again";
                return Err(match decl {
                    Some(n) => self.refuse_in_body(n, message, help),
                    None => refuse(self.at.clone(), message, help),
                });
            }
            if clash {
                let fresh = fresh_name(&format!("{local}_{name}"), &words, &renames);
                renames.insert(local.clone(), fresh);
            }
        }
        Ok(renames)
    }

    /// The replacements of the body's identifiers (renamed locals, bound parameters), in text
    /// order; refused at the first name that would mean something else inlined.
    fn body_replacements(&self, names: &BodyNames) -> Result<Vec<(Range<usize>, String)>> {
        let mut replacements: Vec<(Range<usize>, String)> = Vec::new();
        for n in descendants(self.body) {
            if !matches!(n.kind(), "identifier" | "type_identifier") || names_a_scope_member(n) {
                continue;
            }
            match self.replacement(n, names)? {
                Some(with) => replacements.push((n.byte_range(), with)),
                None => self.check_free_name(n, names)?,
            }
        }
        replacements.sort_by_key(|(r, _)| r.start);
        Ok(replacements)
    }

    /// The text that replaces identifier `n` of the body: its new name, or its parameter's
    /// argument; None when it stays. Refused where the body writes (or takes the address of) a
    /// parameter.
    fn replacement(&self, n: tree_sitter::Node, names: &BodyNames) -> Result<Option<String>> {
        let source = self.def_src;
        let word = source.text_of(n);
        if let Some(fresh) = names.renames.get(word) {
            return Ok(Some(fresh.clone()));
        }
        if let Some(b) = names.bindings.params.iter().find(|b| b.name == word) {
            let written = n.parent().is_some_and(|p| {
                (p.kind() == "assignment_expression"
                    && p.child_by_field_name("left")
                        .is_some_and(|l| l.id() == n.id()))
                    || p.kind() == "update_expression"
                    || (matches!(b.how, Binding::Value(_))
                        && p.kind() == "pointer_expression"
                        && source.text_of(p).starts_with('&'))
            });
            if written {
                return Err(self.refuse_in_body(
                    n.parent().unwrap_or(n),
                    format!("load helper `{}` changes (or takes the address of) its parameter `{word}`: inlined, that would change the kernel's `{}`", self.callee.name, b.arg_src.text_of(b.arg)),
                    "use a local copy of the parameter in the helper, then run kpipe again",
                ));
            }
            return Ok(Some(bound(b.arg_src, b.arg, &b.how, &names.in_scope)));
        }
        if let Some(b) = names.bindings.template.iter().find(|b| b.name == word) {
            return Ok(Some(bound(b.arg_src, b.arg, &b.how, &names.in_scope)));
        }
        Ok(None)
    }

    /// Refuses a name of the body that is not the helper's own and would mean something else at
    /// the call: through a macro, a name of the kernel, or a member of the helper's namespace.
    fn check_free_name(&self, n: tree_sitter::Node, names: &BodyNames) -> Result<()> {
        let word = self.def_src.text_of(n);
        let name = &self.callee.name;
        if names.own.contains(word) {
            return Ok(());
        }
        // A macro of the file: the names its expansion mentions are the helper's too.
        for inner in macro_names(&names.macros, word) {
            let why = if names.bindings.binds(&inner) {
                format!("parameter `{inner}`, which kpipe cannot bind inside a macro")
            } else if names.in_scope.contains_key(&inner) && !names.own.contains(&inner) {
                format!("`{inner}`, and the kernel has its own `{inner}` where the helper is called: inlined, it would mean the kernel's")
            } else {
                continue;
            };
            return Err(self.refuse_in_body(
                n,
                format!("load helper `{name}` uses macro `{word}`, whose expansion mentions {why}"),
                "write the macro's argument out in the helper (or inline the helper by hand), then run kpipe again",
            ));
        }
        if names.in_scope.contains_key(word) {
            return Err(self.refuse_in_body(
                n,
                format!("load helper `{name}` uses `{word}` from outside itself, and the kernel has its own `{word}` where the helper is called: inlined, it would mean the kernel's"),
                "pass the value as a parameter, or rename one of the two, then run kpipe again",
            ));
        }
        if names.members.contains(word) {
            let namespace = names.def_namespaces.join("::");
            return Err(self.refuse_in_body(
                n,
                format!("load helper `{name}` uses `{word}` of namespace `{namespace}`: inlined into the kernel, outside the namespace, the name would not resolve"),
                format!("write `{namespace}::{word}` in the helper, then run kpipe again"),
            ));
        }
        Ok(())
    }

    /// The block that replaces the call: the body re-indented at the call, with the replacements,
    /// and the pieces that map it back onto the text before.
    fn inlined_block(&self, replacements: &[(Range<usize>, String)]) -> (String, Vec<Piece>) {
        let text = &self.def_src.text;
        let mut writer = BlockWriter {
            text,
            base: self.stmt.start_byte(),
            call_indent: indentation_at(&self.source.text, self.stmt.start_byte()),
            def_indent: indentation_at(text, self.def.start_byte()),
            block: String::new(),
            pieces: Vec::new(),
            // A header's body is not in the text before: its pieces stand for the call.
            elsewhere: self.header.map(|_| self.stmt.byte_range()),
        };
        let mut pos = self.body.start_byte();
        // `{`, then a comment that says what the block is.
        writer.copy(pos..pos + 1);
        pos += 1;
        // A body on one line (`{ asm volatile(..); }`) goes on after the comment: a line comment
        // would swallow it.
        let rest_of_line = text[pos..self.body.end_byte()]
            .split('\n')
            .next()
            .unwrap_or("");
        let comment = match rest_of_line.trim().is_empty() {
            true => format!(" // {}(...), inlined by kpipe", self.callee.line),
            false => format!(
                " /* {}(...), inlined by kpipe */",
                self.callee.line.replace("*/", "* /")
            ),
        };
        writer.block.push_str(&comment);
        for (range, with) in replacements {
            writer.copy(pos..range.start);
            writer.write(with, range.clone());
            pos = range.end;
        }
        writer.copy(pos..self.body.end_byte());
        (writer.block, writer.pieces)
    }
}

/// The default of template parameter `p` when it names nothing that could mean something else at
/// the call (a literal, a built-in type, a CUDA vector type such as `int4`): None for a parameter
/// without a default, or whose default mentions another name.
fn plain_default<'t>(source: &Source, p: tree_sitter::Node<'t>) -> Option<tree_sitter::Node<'t>> {
    let default = p
        .child_by_field_name("default_value")
        .or_else(|| p.child_by_field_name("default_type"))?;
    let names = descendants(default).into_iter().any(|n| {
        matches!(n.kind(), "identifier" | "type_identifier")
            && !is_cuda_vector_type(source.text_of(n))
    });
    (!names).then_some(default)
}

/// `int4`, `float2`, `ulonglong1`...: the vector types CUDA declares for every file.
fn is_cuda_vector_type(name: &str) -> bool {
    const SCALARS: &[&str] = &[
        "char",
        "uchar",
        "short",
        "ushort",
        "int",
        "uint",
        "long",
        "ulong",
        "longlong",
        "ulonglong",
        "float",
        "double",
    ];
    name.strip_suffix(['1', '2', '3', '4'])
        .is_some_and(|scalar| SCALARS.contains(&scalar))
}

/// Whether node `n` of an argument has a side effect, or calls a function (casts aside).
fn has_side_effect(source: &Source, n: tree_sitter::Node) -> bool {
    match n.kind() {
        "assignment_expression"
        | "update_expression"
        | "comma_expression"
        | "new_expression"
        | "delete_expression" => true,
        "call_expression" => !n.child_by_field_name("function").is_some_and(|f| {
            f.kind() == "template_function"
                && f.child_by_field_name("name")
                    .is_some_and(|x| source.text_of(x).ends_with("_cast"))
        }),
        _ => false,
    }
}

/// The names declared in the loops around the call (the K-loop's body, blocks inlined before), or
/// in its function when no loop is around it.
fn names_around_call(source: &Source, stmt: tree_sitter::Node) -> HashSet<String> {
    let ancestors = source.ancestors(stmt);
    let function = ancestors
        .iter()
        .position(|a| a.kind() == "function_definition")
        .unwrap_or(ancestors.len());
    ancestors[..function]
        .iter()
        .rfind(|a| {
            matches!(
                a.kind(),
                "for_statement" | "while_statement" | "do_statement"
            )
        })
        .or(ancestors.get(function))
        .map(|f| declared_names(source, *f))
        .unwrap_or_default()
}

/// `base`, or `base_2`, `base_3`...: the first that is no word of the file and no name given yet.
fn fresh_name(base: &str, words: &HashSet<&str>, renames: &HashMap<String, String>) -> String {
    let mut fresh = base.to_string();
    let mut i = 2;
    while words.contains(fresh.as_str()) || renames.values().any(|v| *v == fresh) {
        fresh = format!("{base}_{i}");
        i += 1;
    }
    fresh
}

/// Whether identifier `n` is the name after a scope (`ns::x`, `ns::f<T>`): then it is not a
/// parameter nor a local of the helper.
fn names_a_scope_member(n: tree_sitter::Node) -> bool {
    let named = n
        .parent()
        .filter(|p| {
            p.kind() == "template_function"
                && p.child_by_field_name("name")
                    .is_some_and(|x| x.id() == n.id())
        })
        .unwrap_or(n);
    named.parent().is_some_and(|p| {
        p.kind() == "qualified_identifier"
            && p.child_by_field_name("name")
                .is_some_and(|x| x.id() == named.id())
    })
}

/// The inlined block as it is written, with its pieces: where each run stands (from `base`, the
/// call's start) and what it stands for in the text before.
struct BlockWriter<'a> {
    text: &'a str,
    base: usize,
    call_indent: String,
    def_indent: String,
    block: String,
    pieces: Vec<Piece>,
    /// Set when `text` is an included header's: every piece then stands for this span (the call)
    /// of the text before, not exactly.
    elsewhere: Option<Range<usize>>,
}

impl BlockWriter<'_> {
    /// The piece for `at` of the block, standing for `from` of `text`.
    fn piece(&self, at: Range<usize>, from: Range<usize>, exact: bool) -> Piece {
        match &self.elsewhere {
            None => Piece { at, from, exact },
            Some(call) => Piece {
                at,
                from: call.clone(),
                exact: false,
            },
        }
    }

    /// Copies `range` of the text line by line, each an exact piece; the helper's indentation
    /// becomes the call's.
    fn copy(&mut self, range: Range<usize>) {
        let text = self.text;
        let mut pos = range.start;
        while pos < range.end {
            let line_end = text[pos..range.end]
                .find('\n')
                .map_or(range.end, |i| pos + i + 1);
            let start = self.base + self.block.len();
            self.block.push_str(&text[pos..line_end]);
            let piece = self.piece(start..self.base + self.block.len(), pos..line_end, true);
            self.pieces.push(piece);
            pos = line_end;
            if text[..pos].ends_with('\n') && pos < range.end {
                // The helper's indentation becomes the call's.
                let rest = &text[pos..range.end];
                if rest.starts_with(self.def_indent.as_str()) {
                    pos += self.def_indent.len();
                }
                let blank = text[pos..range.end].starts_with(['\n', '\r']);
                if !blank {
                    self.block.push_str(&self.call_indent);
                }
            }
        }
    }

    /// Writes `with` for the text at `from` (an argument for a parameter): a piece, not exact.
    fn write(&mut self, with: &str, from: Range<usize>) {
        let start = self.base + self.block.len();
        self.block.push_str(with);
        let piece = self.piece(start..self.base + self.block.len(), from, false);
        self.pieces.push(piece);
    }
}

/// The text that stands for a parameter: the argument as written (pointers, arrays, references,
/// types), or converted to the parameter's type (values) unless it already has that type.
fn bound(
    source: &Source,
    arg: tree_sitter::Node,
    binding: &Binding,
    in_scope: &HashMap<String, Option<String>>,
) -> String {
    let text = source.text_of(arg);
    match binding {
        Binding::Text if arg.kind() == "type_descriptor" => text.to_string(),
        Binding::Text => operand(arg, text),
        Binding::Value(ty) => {
            let want = normal_type(ty);
            let same = match arg.kind() {
                "identifier" => in_scope
                    .get(text)
                    .is_some_and(|t| t.as_deref() == Some(want.as_str())),
                "number_literal" => want == "int" && text.chars().all(|c| c.is_ascii_digit()),
                // A type argument's expression form (`BM` parsed as a type).
                "type_descriptor" => in_scope
                    .get(text.trim())
                    .is_some_and(|t| t.as_deref() == Some(want.as_str())),
                _ => false,
            };
            if same {
                operand(arg, text)
            } else {
                format!("static_cast<{ty}>({text})")
            }
        }
    }
}

/// The file's macros and then its headers' (the file's own win): name → (parameters, body).
fn macros_with_headers(
    source: &Source,
    headers: &Headers,
) -> HashMap<String, (HashSet<String>, String)> {
    let mut out = file_macros(source);
    for h in &headers.headers {
        for (name, m) in file_macros(&h.source) {
            out.entry(name).or_insert(m);
        }
    }
    out
}

/// The file's macros: name → (parameters, body).
fn file_macros(source: &Source) -> HashMap<String, (HashSet<String>, String)> {
    let mut out = HashMap::new();
    for node in descendants(source.root()) {
        if !matches!(node.kind(), "preproc_def" | "preproc_function_def") {
            continue;
        }
        let Some(name) = node.child_by_field_name("name") else {
            continue;
        };
        let params: HashSet<String> = node
            .child_by_field_name("parameters")
            .map(|p| {
                named_children(p)
                    .into_iter()
                    .map(|x| source.text_of(x).to_string())
                    .collect()
            })
            .unwrap_or_default();
        let body = node
            .child_by_field_name("value")
            .map(|v| source.text_of(v).to_string())
            .unwrap_or_default();
        out.insert(source.text_of(name).to_string(), (params, body));
    }
    out
}

/// The names the expansion of macro `word` mentions (through the macros it uses), less its own
/// parameters; empty when `word` is not a macro.
fn macro_names(macros: &HashMap<String, (HashSet<String>, String)>, word: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut todo = vec![word.to_string()];
    let mut seen: HashSet<String> = HashSet::new();
    while let Some(m) = todo.pop() {
        if !seen.insert(m.clone()) || seen.len() > 64 {
            continue;
        }
        let Some((params, body)) = macros.get(&m) else {
            continue;
        };
        for w in super::kernel::identifiers_in(body) {
            if params.contains(w) || w == m {
                continue;
            }
            if macros.contains_key(w) {
                todo.push(w.to_string());
            } else if !out.iter().any(|o| o == w) {
                out.push(w.to_string());
            }
        }
    }
    out
}

/// Whether the file `#define`s this name.
fn macros_named(source: &Source, name: &str) -> bool {
    descendants(source.root()).into_iter().any(|n| {
        matches!(n.kind(), "preproc_def" | "preproc_function_def")
            && n.child_by_field_name("name")
                .is_some_and(|x| source.text_of(x) == name)
    })
}
