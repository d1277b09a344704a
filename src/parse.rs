//! Parsing CUDA with tree-sitter-cuda, around its two known gaps.
//!
//! tree-sitter-cuda 0.21.2 produces ERROR nodes on `__align__(N)` and on a `#pragma` line between a `for`
//! header and an unbraced body. Both spans are replaced by spaces of the same length before parsing, so
//! every byte offset of the tree is valid in the original text; all text kpipe emits is cut from the
//! original, so the pragmas and alignment attributes survive the rewrite.

use crate::diagnostics::{Diagnostic, Kind, Result};
use std::ops::Range;
use tree_sitter::{Node, Parser, Tree};

/// A parsed CUDA file: the original text and the tree of its masked copy.
pub struct Source {
    pub text: String,
    pub tree: Tree,
}

impl Source {
    pub fn parse(text: String) -> Result<Source> {
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

    /// The original text of a node.
    pub fn text_of(&self, node: Node) -> &str {
        &self.text[node.byte_range()]
    }

    /// The first ERROR or MISSING node inside `node`, if any.
    pub fn first_error<'a>(&self, node: Node<'a>) -> Option<Node<'a>> {
        if !node.has_error() {
            return None;
        }
        if node.is_error() || node.is_missing() {
            return Some(node);
        }
        let mut cursor = node.walk();
        let children: Vec<Node<'a>> = node.children(&mut cursor).collect();
        children.into_iter().find_map(|c| self.first_error(c))
    }

    /// Counts ERROR and MISSING nodes under `node`.
    pub fn error_count(&self, node: Node) -> usize {
        if !node.has_error() {
            return 0;
        }
        let own = usize::from(node.is_error() || node.is_missing());
        let mut cursor = node.walk();
        let children: Vec<Node> = node.children(&mut cursor).collect();
        own + children.iter().map(|c| self.error_count(*c)).sum::<usize>()
    }

    /// Refuses when `node` (the kernel being rewritten) has a parse error.
    pub fn require_clean(&self, node: Node, what: &str) -> Result<()> {
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
