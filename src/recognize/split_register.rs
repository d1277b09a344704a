//! A register the loads and the compute share, split in two: a variable declared before the K-loop
//! that the load phase fills from global memory and stores into a tile (`a_vec = load(&A[..]);
//! smem_A[tx] = a_vec;`) and that the compute fills again with its own values (`a_vec =
//! load(&smem_A[..]);` in the k-step loop). Its two lives never meet: each phase writes the parts
//! it reads before reading them. A pipelined loop keeps the next tile's loads in flight across the
//! compute, so the loads need a copy of their own: the load phase's uses are renamed to a fresh
//! variable declared at the top of the loop's body, which is the source change K023's help asks
//! for. Recognition then reads it as a local of the loads, and the proof compares the rewrite with
//! the original, as for every rewrite.
//!
//! "Writes before it reads" is checked on the tree: a read of `v[0][i]` is covered by an earlier
//! plain assignment (`=`) to `v` or `v[0]` whose statement lies in a block that holds the read. A
//! write under a branch covers nothing outside it; a write through a call or a cast is not seen,
//! so the variable is not split.

use super::effects::{declarator_name, is_barrier_statement, written_before_read};
use crate::diagnostics::Diagnostic;
use crate::source::parse::{descendants, indentation_at, named_children, Source};
use std::ops::Range;
use tree_sitter::Node;

/// Replacements of the analysed text (range, new text), in the order to make them.
pub type Edits = Vec<(Range<usize>, String)>;

/// The edits that give the loads their own copy of `name` (in the order to apply them: last
/// position first), and a note for the report. None when the variable's lives may meet, or it is
/// not a local declared once before the K-loop the refusal is in.
pub fn split(source: &Source, refusal: &Diagnostic, name: &str) -> Option<(Edits, String)> {
    let span = refusal.span.clone()?;
    let at = source
        .root()
        .descendant_for_byte_range(span.start, span.end)?;
    let kloop = source.ancestors(at).into_iter().find(|n| {
        matches!(n.kind(), "for_statement" | "while_statement")
            && descendants(*n)
                .into_iter()
                .any(|s| is_barrier_statement(source, s))
    })?;
    let body = kloop
        .child_by_field_name("body")
        .filter(|b| b.kind() == "compound_statement")?;
    let function = source
        .ancestors(kloop)
        .into_iter()
        .find(|n| n.kind() == "function_definition")?;
    let declarator = single_declaration(source, function, kloop, name)?;
    let statements: Vec<Node> = named_children(body)
        .into_iter()
        .filter(|n| n.kind() != "comment")
        .collect();
    let barrier = statements
        .iter()
        .position(|s| is_barrier_statement(source, *s))?;
    let loads_end = statements[barrier].start_byte();
    if span.start >= loads_end {
        return None;
    }
    let uses: Vec<Node> = descendants(body)
        .into_iter()
        .filter(|n| n.kind() == "identifier" && source.text_of(*n) == name)
        .collect();
    let (in_loads, in_rest): (Vec<Node>, Vec<Node>) =
        uses.into_iter().partition(|n| n.start_byte() < loads_end);
    let length = first_length(source, declarator);
    let writes_first = |occurrences: &[Node]| {
        !occurrences.is_empty() && written_before_read(source, occurrences, name, length)
    };
    if !writes_first(&in_loads) || !writes_first(&in_rest) {
        return None;
    }
    let fresh = fresh_name(&source.comments_blanked(), name);
    let indent = indentation_at(&source.text, statements.first()?.start_byte());
    let declaration = format!("\n{indent}{}", declared_again(source, declarator, &fresh)?);
    let mut edits: Edits = in_loads
        .iter()
        .rev()
        .map(|n| (n.byte_range(), fresh.clone()))
        .collect();
    let open = body.start_byte() + 1;
    edits.push((open..open, declaration));
    let note = format!(
        "`{name}` holds the loads' values and, later in each iteration, the compute's: the loads use their own copy, `{fresh}`, declared in the loop"
    );
    Some((edits, note))
}

/// The declarator of `name`'s only declaration in `function`, which is a plain local (not a
/// parameter, not `const`, `static`, `extern` or `__shared__`) declared before `kloop`.
fn single_declaration<'t>(
    source: &Source,
    function: Node<'t>,
    kloop: Node,
    name: &str,
) -> Option<Node<'t>> {
    let mut found = Vec::new();
    for n in descendants(function) {
        if !matches!(n.kind(), "declaration" | "parameter_declaration") {
            continue;
        }
        for d in named_children(n) {
            if declarator_name(d).is_some_and(|id| source.text_of(id) == name) {
                found.push((n, d));
            }
        }
    }
    let [(decl, declarator)] = found[..] else {
        return None;
    };
    let qualified = named_children(decl).into_iter().any(|c| {
        matches!(c.kind(), "type_qualifier" | "storage_class_specifier")
            || source.text_of(c).contains("__shared__")
    });
    let plain = decl.kind() == "declaration"
        && !qualified
        && decl.end_byte() <= kloop.start_byte()
        && declarator.kind() != "pointer_declarator";
    plain.then_some(declarator)
}

/// The length of an array declarator's first dimension when it is a number (`Array a_vec[2]`).
fn first_length(source: &Source, declarator: Node) -> Option<u64> {
    let declarator = match declarator.kind() {
        "init_declarator" => declarator.child_by_field_name("declarator")?,
        _ => declarator,
    };
    let mut array = Some(declarator).filter(|d| d.kind() == "array_declarator")?;
    // `v[2][4]` nests its first dimension innermost.
    while let Some(inner) = array
        .child_by_field_name("declarator")
        .filter(|d| d.kind() == "array_declarator")
    {
        array = inner;
    }
    source
        .text_of(array.child_by_field_name("size")?)
        .trim()
        .parse()
        .ok()
}

/// `name_load`, or `name_load2`, ...: a name the file does not use.
fn fresh_name(text: &str, name: &str) -> String {
    let used = |candidate: &str| {
        text.match_indices(candidate).any(|(at, _)| {
            let word = |c: char| c.is_alphanumeric() || c == '_';
            let before = text[..at].chars().next_back().is_some_and(word);
            let after = text[at + candidate.len()..]
                .chars()
                .next()
                .is_some_and(word);
            !before && !after
        })
    };
    let mut candidate = format!("{name}_load");
    let mut n = 2;
    while used(&candidate) {
        candidate = format!("{name}_load{n}");
        n += 1;
    }
    candidate
}

/// `declarator`'s declaration again, for `fresh` and without an initialiser: `float4 Av1, Av2;`
/// gives `float4 Av1_load;`, `Array a_vec[2] = {};` gives `Array a_vec_load[2];`.
fn declared_again(source: &Source, declarator: Node, fresh: &str) -> Option<String> {
    let decl = declarator.parent()?;
    let ty = decl.child_by_field_name("type")?;
    let declarator = match declarator.kind() {
        "init_declarator" => declarator.child_by_field_name("declarator")?,
        _ => declarator,
    };
    let name = declarator_name(declarator)?;
    let text = source.text_of(declarator);
    let start = name.start_byte() - declarator.start_byte();
    let renamed = format!(
        "{}{fresh}{}",
        &text[..start],
        &text[start + name.byte_range().len()..]
    );
    let head = &source.text[decl.start_byte()..ty.end_byte()];
    Some(format!("{head} {renamed};"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_name_is_a_word_the_file_does_not_use() {
        assert_eq!(fresh_name("float a; float a_loader;", "a"), "a_load");
        assert_eq!(fresh_name("float a, a_load;", "a"), "a_load2");
    }
}
