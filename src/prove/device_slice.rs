//! The device code of a file whose host code needs a header this machine does not have.
//!
//! A PyTorch extension (`#include <torch/extension.h>`) or a pybind11 module keeps its kernels in
//! the same file as the host functions that take `torch::Tensor`s. Without the library's headers
//! nvcc rejects the whole file, although the kernels need nothing from it. The slice is the file
//! with the missing headers' `#include` lines and every host-only function (definition or
//! prototype, `PYBIND11_MODULE(...) {...}` included), and the aliases, `using`s and host variables
//! the device code does not name (`namespace py = pybind11;`), blanked out, line breaks kept, so nvcc's
//! messages keep their lines; `<cstdint>`, which every such header brings in, is included instead. Kernels, `__device__` functions, `constexpr` helpers, types,
//! macros and file constants stay. The original and the rewrite are sliced the same way (they
//! differ only inside a kernel), so their builds compare as the whole files' would.

use crate::source::parse::{named_children, Source};
use tree_sitter::Node;

/// What a slice left out, for the report.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Slice {
    pub text: String,
    /// The headers whose `#include` lines were blanked.
    pub headers: Vec<String>,
    /// The host functions and declarations (aliases, `using`, host variables) blanked, by name.
    pub host_functions: Vec<String>,
}

impl Slice {
    /// One line for the report: what was compiled, and why.
    pub fn describe(&self) -> String {
        let functions = match self.host_functions.len() {
            0 => String::new(),
            n => format!(
                "; {n} host declaration{} left out ({})",
                if n == 1 { "" } else { "s" },
                preview(&self.host_functions)
            ),
        };
        format!(
            "compiled the file's device code only: nvcc cannot find {} on this machine{functions}",
            self.headers
                .iter()
                .map(|h| format!("`{h}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

fn preview(names: &[String]) -> String {
    let mut shown: Vec<String> = names.iter().take(3).map(|n| format!("`{n}`")).collect();
    if names.len() > 3 {
        shown.push(format!("{} more", names.len() - 3));
    }
    shown.join(", ")
}

/// The headers nvcc's `log` says it cannot open, in the order it names them.
pub fn missing_headers(log: &str) -> Vec<String> {
    let mut headers = Vec::new();
    for line in log.lines() {
        // gcc's preprocessor: `fatal error: torch/extension.h: No such file or directory`;
        // cudafe: `catastrophic error: cannot open source file "torch/extension.h"`.
        let found = line
            .split_once("fatal error: ")
            .and_then(|(_, rest)| rest.split_once(": No such file or directory"))
            .map(|(h, _)| h)
            .or_else(|| {
                line.split_once("cannot open source file \"")
                    .and_then(|(_, rest)| rest.split_once('"'))
                    .map(|(h, _)| h)
            });
        if let Some(h) = found {
            if !headers.iter().any(|x| x == h) {
                headers.push(h.to_string());
            }
        }
    }
    headers
}

/// The slice of `text` without `headers` (as nvcc names them) and without its host-only
/// functions, or None when `text` includes none of `headers` itself (a header it includes
/// needs them: blanking the file's own lines cannot help).
pub fn slice(text: &str, headers: &[String]) -> Option<Slice> {
    let source = Source::parse(text.to_string()).ok()?;
    let mut blanks: Vec<std::ops::Range<usize>> = Vec::new();
    let mut found_headers = Vec::new();
    let mut host_functions_left_out = Vec::new();
    let mut host_functions: Vec<(String, std::ops::Range<usize>)> = Vec::new();
    let mut pending = vec![source.root()];
    while let Some(scope) = pending.pop() {
        for node in named_children(scope) {
            match node.kind() {
                "preproc_include" => {
                    let path = node
                        .child_by_field_name("path")
                        .map(|p| source.text_of(p).trim_matches(['<', '>', '"']))
                        .unwrap_or_default();
                    if headers.iter().any(|h| h == path) {
                        found_headers.push(path.to_string());
                        blanks.push(node.byte_range());
                    }
                }
                // Host code can sit in a namespace, an `extern "C"` block or a conditional.
                "namespace_definition" | "linkage_specification" => {
                    pending.extend(node.child_by_field_name("body"));
                }
                "preproc_if" | "preproc_ifdef" | "preproc_else" | "preproc_elif" => {
                    pending.push(node)
                }
                _ if is_host_only_function(&source, node) => {
                    host_functions.push((function_name(&source, node), node.byte_range()));
                }
                // Names the host code may need from the missing headers (`namespace py =
                // pybind11;`, `using Array = py::array_t<float>;`, a host variable): left out
                // too unless the device code names them.
                _ => {
                    if let Some(name) = host_declaration_name(&source, node, headers) {
                        host_functions.push((name, node.byte_range()));
                    }
                }
            }
        }
    }
    if found_headers.is_empty() {
        return None;
    }
    let first_include = blanks.iter().map(|r| r.start).min().unwrap_or(0);
    // The host code the parse already left out (`source::host_mask`) is not in the tree.
    for (name, range) in crate::source::host_mask::unneeded_host_definitions(text) {
        blanks.push(range);
        host_functions_left_out.push(name.unwrap_or_else(|| "(an initializer)".to_string()));
    }
    // Names in comments (`// from sgemm_cublas.cu`) keep nothing.
    let host_functions = unused_by_the_rest(&source.comments_blanked(), &blanks, host_functions);
    blanks.extend(host_functions.iter().map(|(_, range)| range.clone()));
    // Every library header brings in the fixed-width integer types (`uint32_t`), which kernels of
    // such files use without including them: the first blanked line includes them instead.
    let mut text = blanked(text, &blanks);
    text.insert_str(first_include, "#include <cstdint>");
    Some(Slice {
        text,
        headers: found_headers,
        host_functions: host_functions
            .into_iter()
            .map(|(name, _)| name)
            .chain(host_functions_left_out)
            .collect(),
    })
}

/// The host functions nothing left in the slice names: a kernel may call a plain host function
/// (`int div_ceil(int, int)`, accepted by nvcc in a template kernel), which then stays, with the
/// host functions it names in turn.
fn unused_by_the_rest(
    text: &str,
    blanks: &[std::ops::Range<usize>],
    mut candidates: Vec<(String, std::ops::Range<usize>)>,
) -> Vec<(String, std::ops::Range<usize>)> {
    loop {
        let mut all = blanks.to_vec();
        all.extend(candidates.iter().map(|(_, r)| r.clone()));
        let rest = blanked(text, &all);
        let words: std::collections::HashSet<&str> = crate::source::text::split_words(&rest)
            .into_iter()
            .collect();
        let before = candidates.len();
        candidates.retain(|(name, _)| !words.contains(name.rsplit("::").next().unwrap_or(name)));
        if candidates.len() == before {
            return candidates;
        }
    }
}

/// The name a top-level alias, `using`, typedef or host variable declares, or None for anything
/// else (device variables, `__constant__` and `__shared__` ones, stay).
fn host_declaration_name(source: &Source, node: Node, headers: &[String]) -> Option<String> {
    let text = source.text_of(node);
    let words = crate::source::text::split_words(text);
    let last_identifier = |n: Node| {
        crate::source::text::split_words(source.text_of(n))
            .into_iter()
            .rfind(|w| w.starts_with(|c: char| c.is_alphabetic() || c == '_'))
            .map(str::to_string)
    };
    match node.kind() {
        "namespace_alias_definition" | "alias_declaration" => node
            .child_by_field_name("name")
            .map(|n| source.text_of(n).to_string()),
        // `using namespace X;` names nothing the rest could be searched for: it goes only where X
        // is the folder of a header left out (`using namespace torch;` with `torch/...` missing),
        // and stays otherwise (`using namespace nvcuda;`, which the kernels' `wmma::` needs).
        "using_declaration" if words.contains(&"namespace") => {
            let name = text
                .split_once("namespace")?
                .1
                .trim()
                .trim_end_matches(';')
                .trim();
            let root = name.split("::").next().unwrap_or(name).trim();
            headers
                .iter()
                .any(|h| h.split('/').next() == Some(root))
                .then(|| name.to_string())
        }
        "using_declaration" => last_identifier(node),
        "type_definition" => node
            .child_by_field_name("declarator")
            .and_then(last_identifier),
        "declaration"
            if !words.iter().any(|w| {
                ["__device__", "__constant__", "__shared__", "__managed__"].contains(w)
            }) =>
        {
            node.child_by_field_name("declarator")
                .and_then(|d| d.child_by_field_name("declarator").or(Some(d)))
                .and_then(last_identifier)
        }
        _ => None,
    }
}

/// A function definition or prototype (under a `template` or not) that runs on the host only:
/// none of `__global__`, `__device__` or `constexpr` before its body.
fn is_host_only_function(source: &Source, node: Node) -> bool {
    let function = match node.kind() {
        "template_declaration" => match named_children(node).last() {
            Some(inner) => *inner,
            None => return false,
        },
        _ => node,
    };
    let head_end = match function.kind() {
        "function_definition" => function
            .child_by_field_name("body")
            .map_or(function.end_byte(), |b| b.start_byte()),
        "declaration" if declares_function(function) => function.end_byte(),
        _ => return false,
    };
    let head = &source.text[node.start_byte()..head_end];
    !["__global__", "__device__", "constexpr"].iter().any(|q| {
        head.split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|w| w == *q)
    })
}

/// Whether a declaration's declarator is a function's (a prototype), not a variable's.
fn declares_function(declaration: Node) -> bool {
    declaration
        .child_by_field_name("declarator")
        .is_some_and(|d| d.kind() == "function_declarator")
}

fn function_name(source: &Source, node: Node) -> String {
    let mut found = None;
    crate::source::parse::preorder(node, |n, _| {
        if n.kind() == "function_declarator" {
            found = n.child_by_field_name("declarator");
            return crate::source::parse::Visit::Stop;
        }
        crate::source::parse::Visit::Descend
    });
    found.map_or_else(
        || "(unnamed)".to_string(),
        |d| source.text_of(d).to_string(),
    )
}

/// `text` with every byte of `ranges` but line breaks turned into spaces.
pub fn blanked(text: &str, ranges: &[std::ops::Range<usize>]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for range in ranges {
        for b in &mut bytes[range.clone()] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    // Whole nodes are blanked, so no multi-byte character is cut; spaces are valid UTF-8.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXTENSION: &str = r#"#include <cuda_runtime.h>
#include <torch/extension.h>
#define TILE 16
namespace py = pybind11;
using Tensors = std::vector<torch::Tensor>;
constexpr int TILE_K = 8;
template <int BM = 32>
__global__ void gemm(float *a, int k) { a[0] = BM + TILE_K; }
__device__ float twice(float x) { return 2 * x; }
constexpr int div_up(int a, int b) { return (a + b - 1) / b; }
int div_ceil(int a, int b) { return (a + b - 1) / b; }
template <int BK>
__global__ void other_kernel(float *a, int k) { a[div_ceil(k, BK)] = 0; }
void gemm_launch(torch::Tensor a) {
  gemm<64><<<1, 1>>>(a.data_ptr<float>(), 1);
}
// from other.cu
void other(torch::Tensor a);
PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("gemm", &gemm_launch);
}
"#;

    #[test]
    fn missing_headers_are_read_from_both_of_nvccs_front_ends() {
        let log = "a.cu:9:10: fatal error: torch/extension.h: No such file or directory\n\
                   b.cu(2): catastrophic error: cannot open source file \"pybind11/pybind11.h\"";
        assert_eq!(
            missing_headers(log),
            vec!["torch/extension.h", "pybind11/pybind11.h"]
        );
    }

    #[test]
    fn the_slice_keeps_device_code_and_lines_and_drops_host_functions() {
        let s = slice(EXTENSION, &["torch/extension.h".to_string()]).unwrap();
        assert_eq!(s.text.lines().count(), EXTENSION.lines().count());
        assert!(!s.text.contains("torch"), "{}", s.text);
        assert!(s
            .text
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("#include <cstdint>"));
        assert!(s.text.contains("__global__ void gemm"));
        assert!(s.text.contains("__device__ float twice"));
        assert!(s.text.contains("constexpr int div_up"));
        assert!(s.text.contains("#define TILE 16"));
        assert!(s.text.contains("#include <cuda_runtime.h>"));
        // A host function a kernel calls stays.
        assert!(s.text.contains("int div_ceil(int a, int b)"));
        assert_eq!(
            s.host_functions,
            vec!["py", "Tensors", "gemm_launch", "other", "PYBIND11_MODULE"]
        );
        // A file constant the kernels use stays; the host's aliases go.
        assert!(s.text.contains("constexpr int TILE_K = 8;"));
        assert!(s.describe().contains("`torch/extension.h`"));
    }

    #[test]
    fn a_using_directive_stays_unless_its_namespace_is_a_header_left_out() {
        let text = "#include <mma.h>\n#include <torch/extension.h>\nusing namespace nvcuda;\nusing namespace torch::indexing;\n__global__ void k(float *a) { wmma::fragment<wmma::accumulator, 16, 16, 16, float> f; }\n";
        let s = slice(text, &["torch/extension.h".to_string()]).unwrap();
        assert!(s.text.contains("using namespace nvcuda;"), "{}", s.text);
        assert!(!s.text.contains("torch"), "{}", s.text);
        assert_eq!(s.host_functions, ["torch::indexing"]);
    }

    #[test]
    fn a_header_the_file_does_not_include_itself_gives_no_slice() {
        assert!(slice(EXTENSION, &["ATen/ATen.h".to_string()]).is_none());
    }
}
