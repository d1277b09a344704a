//! Parsing CUDA with tree-sitter-cuda, around its two known gaps.
//!
//! tree-sitter-cuda 0.21.2 produces ERROR nodes on `__align__(N)` and on a `#pragma` line between a `for`
//! header and an unbraced body. Both spans are replaced by spaces of the same length before parsing, so
//! every byte offset of the tree is valid in the original text; all text kpipe emits is cut from the
//! original, so the pragmas and alignment attributes survive the rewrite.

use crate::diagnostics::{Diagnostic, Kind, Result};
use std::ops::Range;
use tree_sitter::{Node, Parser, Tree};

/// A parsed CUDA file: the original text and the tree of its masked copy (a clone shares the tree).
#[derive(Clone)]
pub struct Source {
    pub text: String,
    pub tree: Tree,
}

/// How many texts this process has parsed: a run parses its input once (`pipeline::with_model`), and
/// `tests/one_pass.rs` holds it to that.
static PARSES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The number of `Source::parse` calls so far in this process.
pub fn parses() -> usize {
    PARSES.load(std::sync::atomic::Ordering::Relaxed)
}

impl Source {
    pub fn parse(text: String) -> Result<Source> {
        PARSES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let masked = mask_parse_gaps(&text);
        let mut parser = Parser::new();
        parser
            .set_language(&tree_sitter_cuda::LANGUAGE.into())
            .expect("tree-sitter-cuda matches the tree-sitter version");
        let tree = parser.parse(&masked, None).ok_or_else(|| {
            Diagnostic::new(Kind::ParseError, "tree-sitter could not parse the file", "")
        })?;
        Ok(Source { text, tree })
    }

    pub fn root(&self) -> Node<'_> {
        self.tree.root_node()
    }

    /// The text with every comment's characters but its line breaks turned into spaces: what the
    /// code says, at the same line and column. Two texts that differ only inside equally long
    /// comments (a rewrite's banner naming the architecture) give the same string.
    pub fn comments_blanked(&self) -> String {
        let mut bytes = self.text.clone().into_bytes();
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
    let mut bytes = text.as_bytes().to_vec();
    for range in parse_gap_spans(text) {
        for b in &mut bytes[range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    String::from_utf8(bytes).expect("only ASCII bytes were replaced")
}

fn parse_gap_spans(text: &str) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
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
    spans
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
        let source = Source::parse("__global__ void k(float* a) { a[0] = ; }\n".into()).unwrap();
        let err = source
            .require_clean(source.root(), "kernel `k`")
            .unwrap_err();
        assert_eq!(err.kind, Kind::ParseError);
        assert!(err.span.is_some());
    }
}
