//! What the executor runs: a kernel's text parsed, the texts it can call into (the headers it
//! includes), the constants its names have, and each macro use expanded and parsed once, up front.

use crate::recognize::kernel::FileFacts;
use crate::recognize::macros;
use crate::source::consts::Symbols;
use crate::source::parse::{self, Source};
use std::collections::HashMap;
use tree_sitter::Node;

/// A text to run and what its names mean.
#[derive(Clone)]
pub struct Program<'s> {
    /// The kernel's text first, then the headers it includes.
    pub sources: Vec<&'s Source>,
    /// The names the file's macros define (for `#if defined(...)`).
    pub macros: std::collections::HashSet<String>,
    pub symbols: Symbols,
    /// Macro uses, by (source index, start byte): the index of their parsed expansion.
    expansions: HashMap<(usize, usize), usize>,
    expanded: Vec<Source>,
    /// `__device__` functions by name: (source, start byte) of the definition, or of the template
    /// declaration around it. Positions, not nodes, so that a program can move to another thread.
    functions: HashMap<String, Vec<(usize, usize)>>,
    /// Structs and classes with a body by name: (source, start byte) of the specifier.
    structs: HashMap<String, (usize, usize)>,
    /// Type aliases at file scope by name (`using Reg4 = uint32_t[4];`, `typedef float row_t[8];`):
    /// (source, start byte) of the declaration.
    type_aliases: HashMap<String, (usize, usize)>,
}

/// The function a snippet's expansion is parsed inside.
const SNIPPET_FN: &str = "void __kpipe_macro() {\n";

impl<'s> Program<'s> {
    pub fn new(sources: Vec<&'s Source>, facts: &FileFacts, symbols: &Symbols) -> Program<'s> {
        let mut macros: std::collections::HashSet<String> = facts.macros.keys().cloned().collect();
        if symbols.get("__CUDA_ARCH__").is_some() {
            // Device code: the architecture it is compiled for is defined.
            macros.insert("__CUDA_ARCH__".into());
        }
        let mut program = Program {
            sources,
            macros,
            symbols: symbols.clone(),
            expansions: HashMap::new(),
            expanded: Vec::new(),
            functions: HashMap::new(),
            structs: HashMap::new(),
            type_aliases: HashMap::new(),
        };
        for i in 0..program.sources.len() {
            let source = program.sources[i];
            let mut uses = Vec::new();
            let mut functions = Vec::new();
            parse::preorder(source.root(), |node, _| {
                if node.kind() == "function_definition" {
                    if let Some(name) = function_name(source, node) {
                        let def = match node.parent() {
                            Some(p) if p.kind() == "template_declaration" => p,
                            _ => node,
                        };
                        functions.push((name, def.start_byte()));
                    }
                }
                if let Some(name) = file_alias_name(source, node) {
                    program
                        .type_aliases
                        .entry(name)
                        .or_insert((i, node.start_byte()));
                }
                if let Some(name) = struct_name(source, node) {
                    program
                        .structs
                        .entry(name)
                        .or_insert((i, node.start_byte()));
                }
                if is_macro_use(facts, symbols, source, node) {
                    uses.push((node.start_byte(), source.text_of(node).to_string()));
                    return parse::Visit::Skip;
                }
                parse::Visit::Descend
            });
            for (name, at) in functions {
                program.functions.entry(name).or_default().push((i, at));
            }
            for (start, text) in uses {
                let expanded = macros::expand(facts, &text);
                let snippet = format!("{SNIPPET_FN}{expanded}\n;}}\n");
                if let Ok(parsed) = Source::parse(snippet) {
                    program
                        .expansions
                        .insert((i, start), program.expanded.len());
                    program.expanded.push(parsed);
                }
            }
        }
        program
    }

    /// This program with some constants given other values (the proof's sizes).
    pub fn with_constants(&self, values: &[(String, i64)]) -> Program<'s> {
        let mut program = self.clone();
        for (name, value) in values {
            program.symbols.redefine(name, &value.to_string());
        }
        program
    }

    /// The statements a macro use at `node` (in source `src`) expands to, if it is one.
    pub fn expansion(&self, src: usize, node: Node) -> Option<(usize, Vec<Node<'_>>)> {
        let idx = *self.expansions.get(&(src, node.start_byte()))?;
        let root = self.expanded[idx].root();
        let function = parse::named_children(root)
            .into_iter()
            .find(|n| n.kind() == "function_definition")?;
        let body = function.child_by_field_id(*super::fields::BODY)?;
        Some((
            self.sources.len() + idx,
            parse::named_children(body)
                .into_iter()
                .filter(|n| n.kind() != "comment")
                .collect(),
        ))
    }

    /// The source a node of an expansion belongs to: expansions are numbered after the sources.
    pub fn expansion_source(&self, node: Node) -> Option<usize> {
        let root_id = {
            let mut n = node;
            while let Some(p) = n.parent() {
                n = p;
            }
            n.id()
        };
        self.expanded
            .iter()
            .position(|s| s.root().id() == root_id)
            .map(|i| self.sources.len() + i)
    }

    /// The source (by index) holding a node: a kernel text, a header or an expansion.
    pub fn source_of(&self, node: Node) -> usize {
        let mut n = node;
        while let Some(p) = n.parent() {
            n = p;
        }
        if let Some(i) = self.sources.iter().position(|s| s.root().id() == n.id()) {
            return i;
        }
        self.expansion_source(node).unwrap_or(0)
    }

    pub fn text(&self, src: usize) -> &str {
        match self.sources.get(src) {
            Some(s) => &s.text,
            None => &self.expanded[src - self.sources.len()].text,
        }
    }

    /// The text of a node of any of the program's sources.
    pub fn node_text(&self, node: Node) -> &str {
        let src = self.source_of(node);
        &self.text(src)[node.byte_range()]
    }

    /// The definition of struct `name`: its source and its specifier (with a body).
    pub fn struct_def(&self, name: &str) -> Option<(usize, Node<'s>)> {
        let (src, at) = *self.structs.get(name)?;
        let source: &'s Source = self.sources[src];
        let mut n = source.root().descendant_for_byte_range(at, at)?;
        loop {
            if matches!(n.kind(), "struct_specifier" | "class_specifier") && n.start_byte() == at {
                return Some((src, n));
            }
            n = n.parent()?;
        }
    }

    /// The file-scope type alias `name` (a `type_definition` or `alias_declaration`), with its
    /// source.
    pub fn type_alias(&self, name: &str) -> Option<(usize, Node<'s>)> {
        let (src, at) = *self.type_aliases.get(name)?;
        let source: &'s Source = self.sources[src];
        let mut n = source.root().descendant_for_byte_range(at, at)?;
        loop {
            if matches!(n.kind(), "type_definition" | "alias_declaration") && n.start_byte() == at {
                return Some((src, n));
            }
            n = n.parent()?;
        }
    }

    /// The definitions of the `__device__` function `name`: each a function definition, or the
    /// template declaration around one.
    pub fn functions(&self, name: &str) -> Vec<(usize, Node<'s>)> {
        let Some(defs) = self.functions.get(name) else {
            return Vec::new();
        };
        defs.iter()
            .filter_map(|(src, at)| {
                let source: &'s Source = self.sources[*src];
                let mut n = source.root().descendant_for_byte_range(*at, *at)?;
                // The outermost definition starting there.
                let mut found = None;
                loop {
                    if n.start_byte() != *at {
                        break;
                    }
                    if matches!(n.kind(), "function_definition" | "template_declaration") {
                        found = Some(n);
                    }
                    match n.parent() {
                        Some(p) => n = p,
                        None => break,
                    }
                }
                found.map(|f| (*src, f))
            })
            .collect()
    }
}

/// A use of one of the file's macros that is not a plain constant: a function-like macro's
/// call, or an object-like macro whose body is code.
fn is_macro_use(facts: &FileFacts, symbols: &Symbols, source: &Source, node: Node) -> bool {
    match node.kind() {
        "call_expression" => node
            .child_by_field_id(*super::fields::FUNCTION)
            .filter(|f| f.kind() == "identifier")
            .is_some_and(|f| facts.macro_params.contains_key(source.text_of(f))),
        "identifier" => {
            let name = source.text_of(node);
            facts.macros.contains_key(name)
                && !facts.macro_params.contains_key(name)
                && symbols.eval(name).is_err()
                && node.parent().is_some_and(|p| {
                    !matches!(
                        p.kind(),
                        "preproc_def" | "preproc_function_def" | "preproc_ifdef"
                    )
                })
        }
        _ => false,
    }
}

/// The name a struct or class specifier with a body defines: its own, or the typedef's
/// (`typedef struct { .. } vec_t;`). None for other nodes, and for templates (their layout
/// depends on arguments the executor does not bind to a struct).
fn struct_name(source: &Source, node: Node) -> Option<String> {
    if !matches!(node.kind(), "struct_specifier" | "class_specifier")
        || node.child_by_field_id(*super::fields::BODY).is_none()
    {
        return None;
    }
    let parent = node.parent();
    if parent.is_some_and(|p| p.kind() == "template_declaration") {
        return None;
    }
    match node.child_by_field_id(*super::fields::NAME) {
        Some(name) => Some(source.text_of(name).to_string()),
        None => parent
            .filter(|p| p.kind() == "type_definition")
            .and_then(|p| p.child_by_field_id(*super::fields::DECLARATOR))
            .filter(|d| d.kind() == "type_identifier")
            .map(|d| source.text_of(d).to_string()),
    }
}

/// The name a type alias at file scope (or in a namespace) declares: `using name = ...;`, or the
/// innermost name of `typedef T name[4];`.
fn file_alias_name(source: &Source, node: Node) -> Option<String> {
    // The kind first: `parent()` walks down from the root, and this is asked of every node.
    if !matches!(node.kind(), "alias_declaration" | "type_definition") {
        return None;
    }
    let at_file_scope = node.parent().is_some_and(|p| {
        matches!(
            p.kind(),
            "translation_unit" | "declaration_list" | "linkage_specification"
        )
    });
    if !at_file_scope {
        return None;
    }
    let name = match node.kind() {
        "alias_declaration" => node.child_by_field_id(*super::fields::NAME)?,
        "type_definition" => {
            let mut d = node.child_by_field_id(*super::fields::DECLARATOR)?;
            while d.kind() != "type_identifier" {
                d = d
                    .child_by_field_id(*super::fields::DECLARATOR)
                    .or_else(|| d.named_child(0))?;
            }
            d
        }
        _ => return None,
    };
    Some(source.text_of(name).to_string())
}

/// The name a function definition declares (`f`, or `g` of `ns::g`; `operator *` as `operator*`,
/// the spelling calls are looked up by).
pub fn function_name(source: &Source, def: Node) -> Option<String> {
    let text = source.text_of(parse::function_name(def)?);
    let name = text.rsplit("::").next().unwrap_or(text);
    if name.starts_with("operator") {
        return Some(name.split_whitespace().collect());
    }
    Some(name.to_string())
}
