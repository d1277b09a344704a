//! Code the preprocessor removes is not code: a K-loop inside `#if 0 ... #endif`, or in the branch
//! of `#ifdef NAME` for a name the file never defines, is never compiled, so kpipe does not
//! rewrite it (nor report on it as if it ran).
//!
//! Only conditions kpipe can decide from the file are decided: an `#if` whose condition evaluates
//! to a number with the file's constants, and `#ifdef`/`#ifndef` of a name the file does or does not
//! `#define`. The compiler's own names (`__CUDA_ARCH__`, `__CUDACC__`: they start with `__`) and any
//! other condition leave both branches live.

use super::kernel::FileFacts;
use crate::source::parse::Source;
use tree_sitter::Node;

/// Whether the preprocessor removes `node` when the file is compiled as it is.
pub fn removed(source: &Source, facts: &FileFacts, node: Node) -> bool {
    let mut child = node;
    while let Some(parent) = child.parent() {
        let in_alternative = parent
            .child_by_field_name("alternative")
            .is_some_and(|a| a.id() == child.id());
        let in_condition = parent
            .child_by_field_name("condition")
            .is_some_and(|c| c.id() == child.id());
        if !in_condition {
            if let Some(holds) = condition(source, facts, parent) {
                if holds == in_alternative {
                    return true;
                }
            }
        }
        child = parent;
    }
    false
}

/// The value of a conditional directive's condition, when the file decides it.
fn condition(source: &Source, facts: &FileFacts, directive: Node) -> Option<bool> {
    match directive.kind() {
        "preproc_if" | "preproc_elif" => {
            let cond = source.text_of(directive.child_by_field_name("condition")?);
            if cond.contains("__") || cond.contains("defined") {
                return None;
            }
            facts.symbols.eval(cond).ok().map(|v| v != 0)
        }
        "preproc_ifdef" => {
            let name = source.text_of(directive.child_by_field_name("name")?);
            if name.starts_with("__") {
                return None;
            }
            let defined = facts.macros.contains_key(name) || facts.macro_spans.contains_key(name);
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
    use crate::source::parse::descendants;

    /// The names of the variables declared in live code.
    fn live(text: &str) -> Vec<String> {
        let source = Source::parse(text.to_string()).expect("parses");
        let facts = FileFacts::collect(&source);
        descendants(source.root())
            .into_iter()
            .filter(|n| n.kind() == "declaration")
            .filter(|n| !removed(&source, &facts, *n))
            .filter_map(|n| n.child_by_field_name("declarator"))
            .map(|d| source.text_of(d).to_string())
            .collect()
    }

    #[test]
    fn branches_the_file_decides_are_removed_and_others_kept() {
        let text = "#define FOO 1\nvoid k() {\n#if 0\n  int a;\n#elif 1\n  int c;\n#else\n  int b;\n#endif\n#ifdef FOO\n  int d;\n#else\n  int e;\n#endif\n#ifdef BAR\n  int f;\n#endif\n#ifndef BAR\n  int g;\n#endif\n#if __CUDA_ARCH__ >= 800\n  int h;\n#else\n  int i;\n#endif\n}\n";
        assert_eq!(live(text), ["c", "d", "g", "h", "i"]);
    }
}
