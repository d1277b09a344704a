//! The tree-sitter queries of `grammars/`, compiled once and run by name.

use crate::source::parse::Source;
use std::sync::OnceLock;
use tree_sitter::{Node, Query, QueryCursor, StreamingIterator};

/// A query from `grammars/` and the capture it yields.
pub struct Pattern {
    source: &'static str,
    capture: &'static str,
    compiled: OnceLock<Query>,
}

pub static KERNELS: Pattern = Pattern::new(include_str!("../../grammars/kernels.scm"), "kernel");
pub static BARRIERS: Pattern = Pattern::new(include_str!("../../grammars/barriers.scm"), "barrier");
pub static SHARED_DECLARATIONS: Pattern = Pattern::new(
    include_str!("../../grammars/shared_declarations.scm"),
    "declaration",
);

impl Pattern {
    const fn new(source: &'static str, capture: &'static str) -> Pattern {
        Pattern {
            source,
            capture,
            compiled: OnceLock::new(),
        }
    }

    fn query(&self) -> &Query {
        self.compiled.get_or_init(|| {
            Query::new(&tree_sitter_cuda::LANGUAGE.into(), self.source)
                .expect("the queries in grammars/ compile (a test checks)")
        })
    }

    /// The nodes the pattern captures under `node`, in source order.
    pub fn find<'t>(&self, source: &Source, node: Node<'t>) -> Vec<Node<'t>> {
        let query = self.query();
        let index = query
            .capture_index_for_name(self.capture)
            .expect("the capture exists");
        let mut cursor = QueryCursor::new();
        let mut matches = cursor.matches(query, node, source.text.as_bytes());
        let mut out = Vec::new();
        while let Some(m) = matches.next() {
            for c in m.captures.iter().filter(|c| c.index == index) {
                out.push(c.node);
            }
        }
        out.sort_by_key(|n| n.start_byte());
        out.dedup_by_key(|n| n.id());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_find_kernels_barriers_and_shared_arrays() {
        let source = Source::parse(
            "__device__ void h() {}\n__global__ void k(float* a) {\n  __shared__ float s[32];\n  s[threadIdx.x] = a[0];\n  __syncthreads();\n  __syncwarp();\n}\n",
        )
        .unwrap();
        let kernels = KERNELS.find(&source, source.root());
        assert_eq!(kernels.len(), 1);
        assert!(source.text_of(kernels[0]).contains("void k("));
        assert_eq!(BARRIERS.find(&source, source.root()).len(), 1);
        assert_eq!(SHARED_DECLARATIONS.find(&source, source.root()).len(), 1);
    }
}
