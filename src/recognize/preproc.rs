//! Code the preprocessor removes is not code: a K-loop inside `#if 0 ... #endif`, or in the branch
//! of `#ifdef NAME` for a name the file never defines, is never compiled, so kpipe does not
//! rewrite it (nor report on it as if it ran).
//!
//! Only conditions kpipe can decide from the file are decided: an `#if` whose condition evaluates
//! to a number with the file's constants, and `#ifdef`/`#ifndef` of a name the file does or does not
//! `#define`. The compiler's own names (`__CUDA_ARCH__`, `__CUDACC__`: they start with `__`) and any
//! other condition leave both branches live.

use crate::source::consts::Symbols;
use crate::source::parse::Source;
use tree_sitter::Node;

/// Whether the preprocessor removes `node`, given what each conditional directive around it
/// decides (`decided`: Some(holds) for a condition the file decides, None otherwise).
pub fn removed(node: Node, decided: &dyn Fn(Node) -> Option<bool>) -> bool {
    let mut child = node;
    while let Some(parent) = child.parent() {
        let in_alternative = parent
            .child_by_field_name("alternative")
            .is_some_and(|a| a.id() == child.id());
        let in_condition = parent
            .child_by_field_name("condition")
            .is_some_and(|c| c.id() == child.id());
        if !in_condition {
            if let Some(holds) = decided(parent) {
                if holds == in_alternative {
                    return true;
                }
            }
        }
        child = parent;
    }
    false
}

/// Whether `node` is a conditional directive whose condition `condition` reads.
pub fn is_conditional(node: Node) -> bool {
    matches!(node.kind(), "preproc_if" | "preproc_elif" | "preproc_ifdef")
}

/// The value of a conditional directive's condition, when the file decides it: with the constants
/// and the macros defined (`defined`) where the directive is, as the preprocessor reads it.
pub fn condition(
    source: &Source,
    symbols: &Symbols,
    defined: &dyn Fn(&str) -> bool,
    directive: Node,
) -> Option<bool> {
    match directive.kind() {
        "preproc_if" | "preproc_elif" => {
            let cond = source.text_of(directive.child_by_field_name("condition")?);
            // The compiler's names decide only where they are given (the proof gives
            // `__CUDA_ARCH__` the target's value: it runs device code).
            let compilers_name_unknown = cond
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .any(|w| w.starts_with("__") && symbols.definition(w).is_none());
            if compilers_name_unknown || cond.contains("defined") {
                return None;
            }
            symbols.eval(cond).ok().map(|v| v != 0)
        }
        "preproc_ifdef" => {
            let name = source.text_of(directive.child_by_field_name("name")?);
            if name.starts_with("__") && symbols.definition(name).is_none() {
                return None;
            }
            let defined = defined(name);
            let negated = source
                .text_of(directive.child(0)?)
                .trim()
                .starts_with("#ifndef");
            Some(defined != negated)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::kernel::FileFacts;
    use crate::source::parse::descendants;

    /// The names of the variables declared in live code.
    fn live(text: &str) -> Vec<String> {
        let source = Source::parse(text.to_string()).expect("parses");
        let facts = FileFacts::collect(&source);
        descendants(source.root())
            .into_iter()
            .filter(|n| n.kind() == "declaration")
            .filter(|n| !facts.removes(*n))
            .filter_map(|n| n.child_by_field_name("declarator"))
            .map(|d| source.text_of(d).to_string())
            .collect()
    }

    #[test]
    fn branches_the_file_decides_are_removed_and_others_kept() {
        let text = "#define FOO 1\nvoid k() {\n#if 0\n  int a;\n#elif 1\n  int c;\n#else\n  int b;\n#endif\n#ifdef FOO\n  int d;\n#else\n  int e;\n#endif\n#ifdef BAR\n  int f;\n#endif\n#ifndef BAR\n  int g;\n#endif\n#if __CUDA_ARCH__ >= 800\n  int h;\n#else\n  int i;\n#endif\n}\n";
        assert_eq!(live(text), ["c", "d", "g", "h", "i"]);
    }

    #[test]
    fn a_macro_takes_the_value_of_its_live_branch_and_none_where_kpipe_cannot_decide() {
        // Decided on the definitions above each directive: the guard's own name is defined inside
        // it, and what it guards is live.
        let text = "#ifndef GUARD_H\n#define GUARD_H\n#ifndef SMALL\n#define SMALL 1\n#endif\n#if SMALL\n#define BK 4\n#else\n#define BK 8\n#endif\n#if __CUDA_ARCH__ >= 800\n#define BN 128\n#else\n#define BN 64\n#endif\n#define BM 32\n#undef BM\n#define BM 16\n#endif\n";
        let source = Source::parse(text.to_string()).expect("parses");
        let facts = FileFacts::collect(&source);
        assert_eq!(facts.symbols.eval("BK"), Ok(4));
        assert_eq!(facts.symbols.eval("BM"), Ok(16));
        assert!(facts.symbols.eval("BN").is_err(), "two undecided values");
    }
}
