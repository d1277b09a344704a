//! Parsing CUDA with tree-sitter-cuda, around its two known gaps.
//!
//! tree-sitter-cuda 0.21.2 produces ERROR nodes on `__align__(N)` and on a `#pragma` line between a `for`
//! header and an unbraced body. Both spans are replaced by spaces of the same length before parsing, so
//! every byte offset of the tree is valid in the original text; all text kpipe emits is cut from the
//! original, so the pragmas and alignment attributes survive the rewrite.
//!
//! The host code kpipe has no use for (`host_mask`) is left out of the parse with tree-sitter's
//! included ranges, at the same offsets; a rewrite is parsed again from the original's tree
//! (`Source::reparse`), so a file's parses take the time of its kernels, not of its host code.

use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::source::host_mask::unneeded_host_code;
use std::ops::Range;
use std::sync::Arc;
use tree_sitter::{Node, Parser, Tree};

/// A parsed CUDA file: the original text and the tree of its masked copy (a clone shares both).
#[derive(Clone)]
pub struct Source {
    /// Shared by the clones: a file of tens of MB is held once.
    pub text: Arc<str>,
    pub tree: Tree,
    /// The spans masked before the parse (`parse_gap_spans`): with the text, what the tree was
    /// parsed from, which `reparse` tells tree-sitter the changes of.
    gaps: Arc<[Range<usize>]>,
    /// The host code left out of the parse (`host_mask`), in order.
    excluded: Arc<[Range<usize>]>,
}

/// The most code kpipe parses of one text (the host code that names no kernel left out): its syntax
/// tree and facts take about 85 bytes of memory a byte, so 12 MiB stays near 1 GB.
pub const MAX_PARSED_BYTES: usize = 12 << 20;

/// How many texts this process has parsed: a run parses its input once (`pipeline::with_model`), and
/// `tests/one_pass.rs` holds it to that.
static PARSES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The number of `Source::parse` calls so far in this process.
pub fn parses() -> usize {
    PARSES.load(std::sync::atomic::Ordering::Relaxed)
}

impl Source {
    pub fn parse(text: impl Into<Arc<str>>) -> Result<Source> {
        Self::parse_from(text.into(), None)
    }

    /// `text`, an edit of this source's text (a rewrite of it), parsed again from this tree: only
    /// the span between what the two texts share at their start and at their end is parsed anew,
    /// so checking a rewrite of a kernel in a file of 50 MB of host code takes what the kernel takes.
    pub fn reparse(&self, text: impl Into<Arc<str>>) -> Result<Source> {
        Self::parse_from(text.into(), Some(self))
    }

    fn parse_from(text: Arc<str>, old: Option<&Source>) -> Result<Source> {
        PARSES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let gaps: Arc<[Range<usize>]> = parse_gap_spans(&text).into();
        let mut parser = Parser::new();
        parser
            .set_language(&tree_sitter_cuda::LANGUAGE.into())
            .expect("tree-sitter-cuda matches the tree-sitter version");
        let (old_tree, excluded) = match old {
            // A rewrite edits kept code: what was left out before is left out again, where its
            // bytes are in the new text.
            Some(old) => {
                let edit = changed_span((&old.text, &old.gaps), (&text, &gaps));
                let mut tree = old.tree.clone();
                tree.edit(&edit);
                (Some(tree), carried(&old.text, &old.excluded, &text))
            }
            None => (None, unneeded_host_code(&text)),
        };
        let parsed = text.len() - excluded.iter().map(|r| r.len()).sum::<usize>();
        if parsed > MAX_PARSED_BYTES {
            // Nothing left out: no host code names no kernel, or the braces do not balance.
            let why = match excluded.is_empty() {
                true => "; kpipe left no host code out (none that names no kernel, or braces that do not balance outside comments, strings and directives, as an `#if` that opens a brace in each branch)",
                false => "",
            };
            return Err(Diagnostic::new(
                Kind::Io,
                format!(
                    "the file's kernels, device code and the host code that launches them are {:.1} MiB, above the {} MiB kpipe analyses (it takes about 85 bytes of memory a byte){why}",
                    parsed as f64 / (1 << 20) as f64,
                    MAX_PARSED_BYTES >> 20
                ),
                "move the kernels into a file of their own (host code can stay where it is and include it)",
            ));
        }
        let masked = blanked(&text, &gaps);
        let included = included_ranges(masked.as_bytes(), &excluded);
        let (old_tree, excluded) = match parser.set_included_ranges(&included) {
            Ok(()) => (old_tree, excluded),
            Err(_) => (None, Vec::new()),
        };
        let tree = parser.parse(&*masked, old_tree.as_ref()).ok_or_else(|| {
            Diagnostic::new(Kind::ParseError, "tree-sitter could not parse the file", "")
        })?;
        Ok(Source {
            text,
            tree,
            gaps,
            excluded: excluded.into(),
        })
    }

    pub fn root(&self) -> Node<'_> {
        self.tree.root_node()
    }

    /// The text with every comment's characters but its line breaks turned into spaces: what the
    /// code says, at the same line and column. Two texts that differ only inside equally long
    /// comments (a rewrite's banner naming the architecture) give the same string.
    pub fn comments_blanked(&self) -> String {
        let mut bytes = self.text.as_bytes().to_vec();
        preorder(self.root(), |n, _| {
            if n.kind() != "comment" {
                return Visit::Descend;
            }
            for b in &mut bytes[n.byte_range()] {
                // Multi-byte characters become several spaces: the byte offsets stay.
                if *b != b'\n' {
                    *b = b' ';
                }
            }
            Visit::Skip
        });
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// The nodes that enclose `node`, nearest first, as `parent()` repeated would give them, in time
    /// linear in the depth: tree-sitter finds each parent by walking down from the root, so a walk
    /// up by `parent()` is quadratic, which tells in code nested thousands of levels deep.
    pub fn ancestors<'a>(&'a self, node: Node<'a>) -> Vec<Node<'a>> {
        let mut path = Vec::new();
        let mut at = self.root();
        while at.id() != node.id() {
            path.push(at);
            match at.child_with_descendant(node) {
                Some(next) => at = next,
                None => break,
            }
        }
        path.reverse();
        path
    }

    /// The original text of a node.
    pub fn text_of(&self, node: Node) -> &str {
        &self.text[node.byte_range()]
    }

    /// The first ERROR or MISSING node inside `node`, if any.
    pub fn first_error<'a>(&self, node: Node<'a>) -> Option<Node<'a>> {
        let mut found = None;
        preorder(node, |n, _| {
            if !n.has_error() {
                Visit::Skip
            } else if n.is_error() || n.is_missing() {
                found = Some(n);
                Visit::Stop
            } else {
                Visit::Descend
            }
        });
        found
    }

    /// Counts ERROR and MISSING nodes under `node`.
    pub fn error_count(&self, node: Node) -> usize {
        let mut count = 0;
        preorder(node, |n, _| {
            if !n.has_error() {
                return Visit::Skip;
            }
            count += usize::from(n.is_error() || n.is_missing());
            Visit::Descend
        });
        count
    }

    /// Code on the line of a preprocessor directive, after it, in `node` (`#include <x.h> for (...)`):
    /// tree-sitter reads it as code, but the preprocessor reads a directive to the end of its line,
    /// so nvcc never sees it. The directive and the code, if any.
    pub fn code_after_directive<'a>(&'a self, node: Node<'a>) -> Option<(Node<'a>, Range<usize>)> {
        let text = &self.text;
        let mut offset = node.start_byte();
        let end = node.end_byte();
        while offset < end {
            let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
            let line = &text[offset..line_end];
            let hash = offset + (line.len() - line.trim_start().len());
            if line.trim_start().starts_with('#') && !line.trim_start().starts_with("#pragma") {
                let directive = self
                    .root()
                    .descendant_for_byte_range(hash, hash)
                    .and_then(|n| {
                        std::iter::once(n)
                            .chain(self.ancestors(n))
                            .find(|a| a.kind().starts_with("preproc_") && a.start_byte() == hash)
                    });
                if let Some(directive) = directive {
                    let after = directive.end_byte().min(line_end);
                    let rest = &text[after..line_end];
                    let code = rest.split("//").next().unwrap_or("");
                    if !code.trim().is_empty() && !code.trim_start().starts_with("/*") {
                        let start = after + (rest.len() - rest.trim_start().len());
                        return Some((directive, start..line_end));
                    }
                }
            }
            offset = line_end + 1;
        }
        None
    }

    /// Refuses when `node` (the kernel being rewritten) has a parse error, or code that shares a line
    /// with a preprocessor directive.
    pub fn require_clean(&self, node: Node, what: &str) -> Result<()> {
        if let Some((directive, code)) = self.code_after_directive(node) {
            let directive = self.text_of(directive).trim_end();
            return Err(Diagnostic::new(
                Kind::ParseError,
                format!("{what} has code on the line of `{directive}`: the preprocessor reads a directive to the end of its line, so nvcc does not see that code"),
                "put the directive on a line of its own",
            )
            .at(code));
        }
        match self.first_error(node) {
            None => Ok(()),
            Some(err) => {
                let span = err.byte_range();
                let span = if span.is_empty() {
                    span.start..span.start + 1
                } else {
                    span
                };
                Err(Diagnostic::new(
                    Kind::ParseError,
                    format!("{what} does not parse as CUDA C++"),
                    "fix the syntax here (nvcc would reject it too), or if the code is valid, report it with this file",
                )
                .at(span))
            }
        }
    }
}

/// The ranges of `excluded` in `old` where the same bytes are in `new`, in order: at the offset
/// the ranges before them moved by, else at their next occurrence within a MB (a rewrite inserts
/// its helpers above the host code and edits a kernel below it). A range not found is parsed.
fn carried(old: &str, excluded: &[Range<usize>], new: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut delta: isize = 0;
    let mut searched_to = 0;
    for r in excluded {
        let bytes = &old[r.clone()];
        let at = (r.start as isize + delta).max(0) as usize;
        let found = match new.get(at..at + r.len()) {
            Some(same) if at >= searched_to && same == bytes => Some(at),
            // What a rewrite inserts before a range is far less than a MB: look no further.
            _ => {
                let window = searched_to..new.len().min(at.max(searched_to) + r.len() + (1 << 20));
                new.get(window)
                    .and_then(|w| w.find(bytes))
                    .map(|p| searched_to + p)
            }
        };
        if let Some(at) = found {
            delta = at as isize - r.start as isize;
            out.push(at..at + r.len());
            searched_to = at + r.len();
        }
    }
    out
}

/// What tree-sitter parses: the text between the ranges left out, where more than white space;
/// the whole text when nothing is left out.
fn included_ranges(text: &[u8], excluded: &[Range<usize>]) -> Vec<tree_sitter::Range> {
    let mut spans = Vec::new();
    let mut at = 0;
    for r in excluded
        .iter()
        .chain(std::iter::once(&(text.len()..text.len())))
    {
        // Only white space between two ranges left out: nothing to parse there.
        if text[at..r.start].iter().any(|b| !b.is_ascii_whitespace()) {
            spans.push(at..r.start);
        }
        at = r.end;
    }
    let mut row = 0;
    let mut line_start = 0;
    let mut counted = 0;
    let mut point = |at: usize| {
        for (i, b) in text[counted..at].iter().enumerate() {
            if *b == b'\n' {
                row += 1;
                line_start = counted + i + 1;
            }
        }
        counted = at;
        tree_sitter::Point::new(row, at - line_start)
    };
    spans
        .into_iter()
        .filter(|s| !s.is_empty())
        .map(|s| tree_sitter::Range {
            start_byte: s.start,
            start_point: point(s.start),
            end_byte: s.end,
            end_point: point(s.end),
        })
        .collect()
}

/// The edit that turns `old` into `new` as tree-sitter saw them (each a text and its masked
/// spans): the span between their common start and common end, widened to whole lines and to the
/// masked spans it touches, outside which both masked texts are the same.
fn changed_span(
    (old, old_gaps): (&str, &[Range<usize>]),
    (new, new_gaps): (&str, &[Range<usize>]),
) -> tree_sitter::InputEdit {
    let (old, new) = (old.as_bytes(), new.as_bytes());
    let mut prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let room = old.len().min(new.len()) - prefix;
    let mut suffix = old
        .iter()
        .rev()
        .zip(new.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    loop {
        let (start, old_end, new_end) = (prefix, old.len() - suffix, new.len() - suffix);
        prefix = old[..prefix]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |p| p + 1);
        suffix = old[old_end..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(0, |p| suffix - p);
        for (gaps, end) in [(old_gaps, old_end), (new_gaps, new_end)] {
            for g in gaps.iter().filter(|g| g.start <= end && g.end >= start) {
                prefix = prefix.min(g.start);
                suffix = suffix.min(end + (old.len() - old_end) - g.end.max(end));
            }
        }
        if (prefix, old.len() - suffix) == (start, old_end) {
            break;
        }
    }
    let point = |bytes: &[u8], at: usize| {
        let row = bytes[..at].iter().filter(|b| **b == b'\n').count();
        let line_start = bytes[..at]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |p| p + 1);
        tree_sitter::Point::new(row, at - line_start)
    };
    let (old_end, new_end) = (old.len() - suffix, new.len() - suffix);
    tree_sitter::InputEdit {
        start_byte: prefix,
        old_end_byte: old_end,
        new_end_byte: new_end,
        start_position: point(old, prefix),
        old_end_position: point(old, old_end),
        new_end_position: point(new, new_end),
    }
}

/// How deep (in syntax-tree levels below the kernel's definition) a kernel may be nested for kpipe
/// to analyse it. Each block, parenthesis, and operand of a chain of binary operators adds one level:
/// a 20,000-term sum is 20,000 levels deep (nvcc compiles far deeper). Real kernels are a few dozen
/// levels deep. A deeper kernel is refused before any of the walks that recurse (K008); the stack
/// kpipe works on (`guard::STACK_SIZE`) holds this depth four times over.
pub const MAX_DEPTH: usize = 25_000;

/// What `preorder` does after visiting a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visit {
    /// Visit the node's children next.
    Descend,
    /// Skip the node's children.
    Skip,
    /// End the walk.
    Stop,
}

/// Visits `node` and the nodes under it in pre-order, each with its depth below `node`, without
/// recursion: a syntax tree can be nested deeper than any thread's stack.
pub fn preorder<'a>(node: Node<'a>, mut visit: impl FnMut(Node<'a>, usize) -> Visit) {
    let mut cursor = node.walk();
    let mut depth = 0;
    loop {
        match visit(cursor.node(), depth) {
            Visit::Stop => return,
            Visit::Descend if cursor.goto_first_child() => {
                depth += 1;
                continue;
            }
            _ => {}
        }
        loop {
            if depth == 0 {
                return;
            }
            if cursor.goto_next_sibling() {
                break;
            }
            cursor.goto_parent();
            depth -= 1;
        }
    }
}

/// The deepest node under `node`, with its depth below `node`.
pub fn deepest(node: Node) -> (usize, Node) {
    let mut found = (0, node);
    preorder(node, |n, depth| {
        if depth > found.0 {
            found = (depth, n);
        }
        Visit::Descend
    });
    found
}

/// Refuses a kernel (or any `node` kpipe is about to analyse) nested deeper than `MAX_DEPTH`, located
/// at its deepest point; the refusal comes with that depth.
pub fn require_shallow(
    node: Node,
    what: &str,
) -> std::result::Result<(), (usize, Box<Diagnostic>)> {
    let (depth, at) = deepest(node);
    if depth <= MAX_DEPTH {
        return Ok(());
    }
    let span = at.byte_range();
    let span = if span.is_empty() {
        span.start..span.start + 1
    } else {
        span
    };
    let refusal = Diagnostic::new(
        Kind::NestedTooDeep,
        format!("{what} is nested {depth} levels deep here; kpipe analyses kernels nested at most {MAX_DEPTH} levels deep"),
        "each block, parenthesis and operand of a long chain like `a + b + c + ...` adds a level: split the expression into partial sums or the block into smaller ones, or move the deep code out of the kernel into a `__device__` function",
    )
    .at(span);
    Err((depth, refusal))
}

/// Replaces `__align__(...)` and `#pragma` lines with spaces of the same length.
pub fn mask_parse_gaps(text: &str) -> String {
    blanked(text, &parse_gap_spans(text)).into_owned()
}

/// `text` with the bytes of `spans` but line breaks turned into spaces, and a one-byte span that
/// `missing_asm_commas` found turned into the comma nvcc reads there (no copy without spans).
fn blanked<'t>(text: &'t str, spans: &[Range<usize>]) -> std::borrow::Cow<'t, str> {
    if spans.is_empty() {
        return std::borrow::Cow::Borrowed(text);
    }
    let commas = missing_asm_commas(text);
    let mut bytes = text.as_bytes().to_vec();
    for range in spans {
        let fill = if range.len() == 1 && commas.contains(&range.start) {
            b','
        } else {
            b' '
        };
        for b in &mut bytes[range.clone()] {
            if *b != b'\n' {
                *b = fill;
            }
        }
    }
    std::borrow::Cow::Owned(String::from_utf8(bytes).expect("only ASCII bytes were replaced"))
}

/// Inline asm operands that nvcc reads without the comma between them (`"r"(b) "r"(c)` on two
/// lines) and tree-sitter-cuda does not: for each, a space or tab after the first operand's `)`,
/// where the parse reads a comma. Only operand lists (after the template's first `:`) of `asm`
/// statements are searched.
fn missing_asm_commas(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut search = 0;
    while let Some(found) = text[search..].find("asm") {
        let start = search + found;
        search = start + 3;
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        if start > 0 && word(bytes[start - 1]) {
            continue;
        }
        let Some(open) = text[search..].find('(').map(|i| search + i) else {
            break;
        };
        let between = &text[search..open];
        let qualifiers = between.split_whitespace().all(|w| {
            matches!(
                w,
                "volatile" | "__volatile__" | "__volatile" | "__asm__" | "goto" | "inline"
            )
        });
        if !qualifiers
            || between
                .chars()
                .any(|c| !(c.is_alphanumeric() || c == '_' || c.is_whitespace()))
        {
            continue;
        }
        let (mut depth, mut in_string, mut operands) = (0usize, false, false);
        let mut i = open;
        while i < bytes.len() {
            let b = bytes[i];
            match (in_string, b) {
                (true, b'\\') => i += 1,
                (true, b'"') => in_string = false,
                (true, _) => {}
                (false, b'"') => in_string = true,
                (false, b'(') => depth += 1,
                (false, b':') if depth == 1 => operands = true,
                (false, b')') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                    if depth == 1 && operands {
                        let rest = &bytes[i + 1..];
                        let gap = rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
                        let space = rest[..gap].iter().position(|c| *c == b' ' || *c == b'\t');
                        if let (Some(b'"'), Some(at)) = (rest.get(gap), space) {
                            out.push(i + 1 + at);
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
        search = i.max(search);
    }
    out
}

fn parse_gap_spans(text: &str) -> Vec<Range<usize>> {
    let mut spans: Vec<Range<usize>> = missing_asm_commas(text)
        .into_iter()
        .map(|at| at..at + 1)
        .collect();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#pragma") {
            let start = offset + (line.len() - trimmed.len());
            spans.push(start..offset + line.trim_end().len());
        }
        offset += line.len();
    }
    let mut search = 0;
    while let Some(found) = text[search..].find("__align__") {
        let start = search + found;
        let mut end = start + "__align__".len();
        let rest = &text[end..];
        let ws = rest.len() - rest.trim_start().len();
        if text[end + ws..].starts_with('(') {
            let mut depth = 0;
            for (i, c) in text[end + ws..].char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            end = end + ws + i + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
        }
        spans.push(start..end);
        search = end;
    }
    spans.sort_by_key(|r| r.start);
    spans
}

/// `T (*name)[a][b] = value` or `T (&name)[a][b] = value`: a declaration of a pointer to (or a
/// reference to) an array, which tree-sitter-cuda reads as an assignment to a subscripted
/// functional cast `T(*name)`. `assignment` is the expression statement's expression.
pub struct ArrayView<'t> {
    /// What stands for the element type: a `primitive_type`, `type_identifier`,
    /// `sized_type_specifier` or (a type the grammar does not know, `half`) an `identifier`; the
    /// caller decides whether it names a type.
    pub type_name: Node<'t>,
    pub name: Node<'t>,
    /// `&name` (a reference) rather than `*name` (a pointer).
    pub reference: bool,
    /// The dimensions' expressions from the outside in (`[b]` first); None for `[]`.
    pub dims_outside_in: Vec<Option<Node<'t>>>,
    pub value: Node<'t>,
}

/// The array view `assignment` declares, if it is one (`ArrayView`).
pub fn array_view<'t>(text: &str, assignment: Node<'t>) -> Option<ArrayView<'t>> {
    if assignment.kind() != "assignment_expression"
        || assignment
            .child_by_field_name("operator")
            .map(|o| &text[o.byte_range()])
            != Some("=")
    {
        return None;
    }
    let value = assignment.child_by_field_name("right")?;
    let mut dims_outside_in = Vec::new();
    let mut n = assignment.child_by_field_name("left")?;
    while n.kind() == "subscript_expression" {
        dims_outside_in.push(
            n.child_by_field_name("indices")
                .and_then(|i| i.named_child(0)),
        );
        n = n.child_by_field_name("argument")?;
    }
    if dims_outside_in.is_empty() || n.kind() != "call_expression" {
        return None;
    }
    let type_name = n.child_by_field_name("function")?;
    if !matches!(
        type_name.kind(),
        "primitive_type" | "type_identifier" | "sized_type_specifier" | "identifier"
    ) {
        return None;
    }
    let args = n
        .child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default();
    let [arg] = args.as_slice() else {
        return None;
    };
    let op = text[arg.byte_range()].trim_start().chars().next()?;
    let name = arg
        .child_by_field_name("argument")
        .filter(|a| arg.kind() == "pointer_expression" && a.kind() == "identifier")?;
    Some(ArrayView {
        type_name,
        name,
        reference: op == '&',
        dims_outside_in,
        value,
    })
}

/// The expression inside any number of parentheses.
pub fn strip_parens(mut node: Node) -> Node {
    while node.kind() == "parenthesized_expression" {
        match node.named_child(0) {
            Some(inner) => node = inner,
            None => break,
        }
    }
    node
}

/// Children of a node, collected (tree-sitter's cursor API borrows awkwardly).
pub fn children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.children(&mut cursor).collect()
}

/// Named children of a node.
pub fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor).collect()
}

/// The named children of a list (parameters, template parameters or arguments) without its
/// comments: `const int BM, // rows per block` has one parameter, not two.
pub fn list_items(node: Node) -> Vec<Node> {
    named_children(node)
        .into_iter()
        .filter(|n| n.kind() != "comment")
        .collect()
}

/// The arguments of a call expression, comments left out (none for a node without arguments).
pub fn call_arguments(call: Node) -> Vec<Node> {
    call.child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default()
        .into_iter()
        .filter(|a| a.kind() != "comment")
        .collect()
}

/// A kernel launch `callee<<<config>>>(args)`, comments left out of its lists.
pub struct KernelLaunch<'t> {
    pub call: Node<'t>,
    /// The callee as written (`sgemm`, `gemm<128, 64>`, `ns::k`).
    pub callee: String,
    /// The launch configuration: grid, block, and the dynamic size and stream if given.
    pub config: Vec<Node<'t>>,
    pub args: Vec<Node<'t>>,
}

/// The launches of `kernel` in the file (also `kernel<T, 128><<<..>>>` and `ns::kernel<<<..>>>`):
/// the one walk that the GPU's host-call reader, the block facts and the launch edits share.
pub fn kernel_launches<'t>(text: &str, root: Node<'t>, kernel: &str) -> Vec<KernelLaunch<'t>> {
    let without_comments = |n: Node<'t>| -> Vec<Node<'t>> {
        named_children(n)
            .into_iter()
            .filter(|c| c.kind() != "comment")
            .collect()
    };
    let mut out = Vec::new();
    for call in descendants(root) {
        if call.kind() != "call_expression" {
            continue;
        }
        let Some(config) = named_children(call)
            .into_iter()
            .find(|c| c.kind() == "kernel_call_syntax")
        else {
            continue;
        };
        let callee = call
            .child_by_field_name("function")
            .map(|f| text[f.byte_range()].trim().to_string())
            .unwrap_or_default();
        let bare = callee.split('<').next().unwrap_or("").trim();
        if bare.rsplit("::").next() != Some(kernel) {
            continue;
        }
        out.push(KernelLaunch {
            call,
            callee,
            config: without_comments(config),
            args: call
                .child_by_field_name("arguments")
                .map(without_comments)
                .unwrap_or_default(),
        });
    }
    out
}

/// The name a function definition or declaration declares (`k`, `Gemm::run`, `operator[]`,
/// `~T`), through its pointer and reference declarators (`float &at(int)`).
pub fn function_name<'t>(node: Node<'t>) -> Option<Node<'t>> {
    let mut declarator = node.child_by_field_name("declarator")?;
    loop {
        match declarator.kind() {
            "function_declarator" => return declarator.child_by_field_name("declarator"),
            "pointer_declarator" => declarator = declarator.child_by_field_name("declarator")?,
            // The grammar gives a reference declarator no `declarator` field.
            "reference_declarator" => declarator = declarator.named_child(0)?,
            "identifier"
            | "field_identifier"
            | "qualified_identifier"
            | "template_function"
            | "destructor_name"
            | "operator_name" => return Some(declarator),
            _ => return None,
        }
    }
}

/// The attribute a launch above 48 KB must raise.
pub const ATTRIBUTE: &str = "cudaFuncAttributeMaxDynamicSharedMemorySize";

/// The calls `cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)` of
/// `kernel` (also `&kernel`, `kernel<..>`, `ns::kernel`), with their byte-count argument: read on
/// the tree, so the kernel's template arguments (`kernel<BM, BN>`) hold no argument commas.
pub fn attribute_calls<'t>(text: &str, root: Node<'t>, kernel: &str) -> Vec<(Node<'t>, Node<'t>)> {
    let mut out = Vec::new();
    for call in descendants(root) {
        if call.kind() != "call_expression" {
            continue;
        }
        let function = call
            .child_by_field_name("function")
            .map(|f| text[f.byte_range()].trim())
            .unwrap_or("");
        if function.rsplit("::").next() != Some("cudaFuncSetAttribute") {
            continue;
        }
        let args: Vec<Node> = call
            .child_by_field_name("arguments")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter(|n| n.kind() != "comment")
            .collect();
        let [target, attribute, bytes] = args.as_slice() else {
            continue;
        };
        let target = text[target.byte_range()]
            .trim()
            .trim_start_matches('&')
            .trim();
        let target = target.split('<').next().unwrap_or("").trim();
        if target.rsplit("::").next() == Some(kernel)
            && text[attribute.byte_range()].trim().ends_with(ATTRIBUTE)
        {
            out.push((call, *bytes));
        }
    }
    out
}

/// Every node under `node` (pre-order), including itself.
pub fn descendants(node: Node) -> Vec<Node> {
    let mut out = Vec::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        out.push(n);
        let mut kids = children(n);
        kids.reverse();
        stack.extend(kids);
    }
    out
}

/// The whitespace at the start of the line that holds `offset`.
pub fn indentation_at(text: &str, offset: usize) -> String {
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    text[line_start..offset]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_names_through_pointer_and_reference_declarators() {
        let text = "float &at(int i);\n__device__ const float *row(int r) { return 0; }\ntemplate <int N> struct S { float &operator[](int i); };\n__device__ void Gemm::run() {}\n";
        let source = Source::parse(text).unwrap();
        let names: Vec<&str> = descendants(source.root())
            .into_iter()
            .filter(|n| {
                matches!(
                    n.kind(),
                    "declaration" | "function_definition" | "field_declaration"
                )
            })
            .filter_map(|n| function_name(n).map(|f| source.text_of(f)))
            .collect();
        assert_eq!(names, ["at", "row", "operator[]", "Gemm::run"]);
    }

    #[test]
    fn attribute_calls_of_one_kernel_past_template_commas_and_comments() {
        let text = "void run() {\n  /* cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1); */\n  cudaFuncSetAttribute(k<128, 64>, cudaFuncAttributeMaxDynamicSharedMemorySize, max(a, b));\n  cudaFuncSetAttribute(&other, cudaFuncAttributeMaxDynamicSharedMemorySize, 2);\n  cudaFuncSetAttribute(ns::k, cudaFuncAttributePreferredSharedMemoryCarveout, 100);\n}\n";
        let source = Source::parse(text).unwrap();
        let bytes: Vec<&str> = attribute_calls(text, source.root(), "k")
            .into_iter()
            .map(|(_, b)| source.text_of(b))
            .collect();
        assert_eq!(bytes, ["max(a, b)"]);
        assert_eq!(attribute_calls(text, source.root(), "other").len(), 1);
    }

    #[test]
    fn asm_operands_without_a_comma_between_them_parse_as_nvcc_reads_them() {
        let text = "__device__ void f(unsigned *d, unsigned a, unsigned b) {\n  asm volatile(\"add.u32 %0, %1, %2;\"\n    : \"=r\"(d[0])\n    : \"r\"(a)\n      \"r\"(b));\n}\n";
        let source = Source::parse(text).unwrap();
        assert_eq!(
            source.error_count(source.root()),
            0,
            "{}",
            source.root().to_sexp()
        );
        let commas = missing_asm_commas(text);
        assert_eq!(commas.len(), 1);
        assert!(
            text[..commas[0]].trim_end().ends_with("\"r\"(a)"),
            "after the first operand"
        );
        assert_eq!(
            &text[commas[0]..=commas[0]],
            " ",
            "in the indentation of the next line"
        );
        // The text kpipe cuts its output from is the user's: no comma is added to it.
        assert_eq!(&*source.text, text);
        // Operands written with their commas are left alone.
        let fine = text.replace("\"r\"(a)\n", "\"r\"(a),\n");
        assert!(missing_asm_commas(&fine).is_empty());
    }

    /// Every edit of `text` at `at` (replacing `len` bytes by `with`) parses again into the tree a
    /// parse from scratch gives.
    fn reparse_matches_fresh(text: &str, at: usize, len: usize, with: &str) {
        let edited = format!("{}{with}{}", &text[..at], &text[at + len..]);
        let old = Source::parse(text.to_string()).unwrap();
        let again = old.reparse(edited.clone()).unwrap();
        let fresh = Source::parse(edited.clone()).unwrap();
        assert_eq!(
            again.root().to_sexp(),
            fresh.root().to_sexp(),
            "edit at {at}: {edited}"
        );
        assert_eq!(*again.text, *edited);
    }

    #[test]
    fn an_edit_around_host_code_left_out_leaves_it_out_again() {
        // A helper added at the top and the kernel edited below the host code left out.
        let text = "#include <cstdio>\nint unused() { return 1; }\n__global__ void k(float *a) { a[0] = 0; }\n";
        let edited = text
            .replace("#include <cstdio>\n", "#include <cstdio>\n#define KP 1\n")
            .replace("a[0] = 0;", "a[0] = KP;");
        let again = Source::parse(text)
            .unwrap()
            .reparse(edited.clone())
            .unwrap();
        let fresh = Source::parse(edited).unwrap();
        assert_eq!(again.root().to_sexp(), fresh.root().to_sexp());
        assert_eq!(
            fresh
                .root()
                .to_sexp()
                .matches("function_definition")
                .count(),
            1
        );
    }

    #[test]
    fn a_rewrite_parsed_again_from_the_original_tree_is_the_tree_of_a_fresh_parse() {
        // The host code left out of the parse stays out (the edits are a line away from it).
        let text = "#include <cstdio>\n\n\
                    __global__ void k(float *a) {\n\
                    #pragma unroll\n  for (int i = 0; i < 4; ++i)\n    a[i] = 0;\n\
                    __shared__ __align__(\n16) float t[4];\n}\n\
                    int unused() { return 1; }\n\
                    void run(float *a) { k<<<1, 1>>>(a); }\n";
        let sexp = Source::parse(text).unwrap().root().to_sexp();
        assert_eq!(sexp.matches("function_definition").count(), 2, "{sexp}");
        // Inside the pragma, next to it, inside `__align__(...)`, at the start and the end.
        for (at, len, with) in [
            (text.find("unroll").unwrap(), 6, "unroll 2"),
            (
                text.find("  for").unwrap(),
                0,
                "a[0] = 1;\n#pragma unroll\n",
            ),
            (text.find("16)").unwrap(), 2, "32"),
            (text.find("__align__").unwrap(), 2, ""),
            (0, 0, "#define X 1\n"),
            (text.len(), 0, "int more;\n"),
            (text.find("a[i] = 0").unwrap(), 8, "a[i] = t[i]"),
        ] {
            reparse_matches_fresh(text, at, len, with);
        }
    }

    #[test]
    fn masking_keeps_offsets_and_removes_errors() {
        let text = "__global__ void k(float* a) {\n  __shared__ __align__(16) float s[32];\n  for (int i = 0; i < 4; ++i)\n    #pragma unroll\n    for (int j = 0; j < 4; ++j) s[j] = a[j];\n}\n";
        let masked = mask_parse_gaps(text);
        assert_eq!(masked.len(), text.len());
        assert!(!masked.contains("__align__"));
        assert!(!masked.contains("#pragma"));
        let source = Source::parse(text.to_string()).unwrap();
        assert_eq!(source.error_count(source.root()), 0);
    }

    #[test]
    fn a_broken_kernel_is_located() {
        let source = Source::parse("__global__ void k(float* a) { a[0] = ; }\n").unwrap();
        let err = source
            .require_clean(source.root(), "kernel `k`")
            .unwrap_err();
        assert_eq!(err.kind, Kind::ParseError);
        assert!(err.span.is_some());
    }
}
