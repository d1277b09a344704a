//! The arguments of a template's use (`gemm<BM, BN><<<...>>>`, `template void gemm<128, 64>(...)`)
//! as the code around the use gives them values.
//!
//! An argument is evaluated where it is written, not where the template is defined: a launcher's
//! `const uint BM = 128;` in the branch that launches `gemm<BM, BN>`, or a host-side
//! `constexpr int BM = 64;` whose name is also the template parameter's (`template <int BM = 64>`);
//! binding the parameter to the text `BM` would make it its own definition.

use crate::source::consts::{Origin, Symbols};
use crate::source::parse::{named_children, Source};
use std::ops::Range;
use tree_sitter::Node;

/// The arguments of the use at `span`, each as a number where the file's constants (`file`) and
/// the constants of the blocks around the use (innermost first) give it one, else as written.
pub fn resolved_args(
    source: &Source,
    file: &Symbols,
    span: &Range<usize>,
    args: &[String],
) -> Vec<String> {
    let mut symbols = file.clone();
    add_block_constants(source, span, &mut symbols);
    args.iter()
        .map(|a| match symbols.eval(a) {
            Ok(v) => v.to_string(),
            Err(_) => a.clone(),
        })
        .collect()
}

/// Adds the `const`/`constexpr` declarations of the blocks around `span` that come before it,
/// outermost first, so that an inner declaration wins.
fn add_block_constants(source: &Source, span: &Range<usize>, symbols: &mut Symbols) {
    let mut blocks = Vec::new();
    let mut n = source
        .root()
        .descendant_for_byte_range(span.start, span.end);
    while let Some(x) = n {
        if x.kind() == "compound_statement" {
            blocks.push(x);
        }
        n = x.parent();
    }
    for block in blocks.into_iter().rev() {
        for decl in named_children(block) {
            if decl.kind() == "declaration" && decl.start_byte() < span.start {
                add_declared_constants(source, decl, symbols);
            }
        }
    }
}

/// The constants one declaration gives values (`const uint BM = 128, BN = 64;`,
/// `constexpr unsigned int TILE{32U};`).
fn add_declared_constants(source: &Source, decl: Node, symbols: &mut Symbols) {
    let text = source.text_of(decl);
    if !(text.contains("const") || text.contains("constexpr")) {
        return;
    }
    for d in named_children(decl) {
        let Some(name) = d.child_by_field_name("declarator") else {
            continue;
        };
        let value = match d.child_by_field_name("value") {
            // `TILE{32U}` is an initializer list of one element.
            Some(v) if v.kind() == "initializer_list" => match named_children(v).as_slice() {
                [only] => *only,
                _ => continue,
            },
            Some(v) => v,
            None => continue,
        };
        if name.kind() == "identifier" {
            symbols.insert(
                source.text_of(name),
                source.text_of(value),
                Origin::KernelConstant,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::kernel::FileFacts;

    fn args_of(text: &str, name: &str) -> Vec<Vec<String>> {
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        facts.template_uses[name]
            .iter()
            .map(|(span, args)| resolved_args(&source, &facts.symbols, span, args))
            .collect()
    }

    #[test]
    fn a_launchers_branch_constants_give_the_arguments() {
        let text = "template <int BM, int BN> __global__ void g(float *x) {}\n\
                    void run(float *x, int m) {\n  const unsigned K = 8;\n  if (m > 64) {\n    const unsigned BM = 128, BN = 2 * K;\n    g<BM, BN><<<1, 1>>>(x);\n  } else {\n    const unsigned BM = 64;\n    g<BM, 16><<<1, 1>>>(x);\n  }\n}\n";
        assert_eq!(args_of(text, "g"), [["128", "16"], ["64", "16"]]);
    }

    #[test]
    fn a_host_constant_with_the_parameters_name_is_its_value_not_a_cycle() {
        let text = "template <int BM = 64> __global__ void g(float *x) {}\n\
                    constexpr int BM = 32;\n\
                    void run(float *x) { g<BM><<<1, 1>>>(x); }\n";
        assert_eq!(args_of(text, "g"), [["32"]]);
    }

    #[test]
    fn brace_initialised_constants_and_unknown_names() {
        let text = "template <typename T, unsigned X> __global__ void g(T *x) {}\n\
                    template <typename T> void run(T *x) {\n  constexpr unsigned int TILE{32U};\n  g<T, TILE><<<1, 1>>>(x);\n}\n";
        assert_eq!(args_of(text, "g"), [["T", "32"]]);
    }
}
