//! Pointers into a value the load phase loaded: `T* const p{reinterpret_cast<T*>(&v)};` where `v` is
//! a vector local (`int4 v{}; if (ok) v = load;`). Real kernels mask the tail of a vector that runs
//! past the matrix edge through such a pointer (`p[3] = 0;`) and store the vector element by element
//! from it (`As[c + i][r] = p[i];`). The pointer is not a pointer into global memory (no address to
//! copy from, no base for a zero-filled copy): what it reads and writes is the local `v`. Writing
//! through it changes `v` after its load, so a store of `v` is no longer a copy of global memory.

use super::effects::{address_root, assignments, brace_value, declarator_name, lvalue_root};
use super::kernel::FileFacts;
use super::written::written_root;
use crate::source::parse::{descendants, named_children, Source};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// The pointers declared in `statements` whose initial value is the address of a local declared
/// there that is not itself a pointer: alias name → the local it points into.
pub struct Aliases {
    pub of: HashMap<String, String>,
    /// Locals that a pointer may reach in a way the map does not follow: one alias name declared
    /// over two locals (in two blocks), or the address assigned to a pointer after its declaration.
    /// Writes through such a pointer are not seen, so these locals count as written through one.
    pub unfollowed: HashSet<String>,
}

pub fn value_aliases(source: &Source, statements: &[Node]) -> Aliases {
    let mut values: HashSet<&str> = HashSet::new();
    let mut pointers: Vec<(&str, Node)> = Vec::new();
    for stmt in statements {
        for decl in descendants(*stmt) {
            if decl.kind() != "declaration" {
                continue;
            }
            for d in named_children(decl) {
                let Some(name) = declarator_name(d) else {
                    continue;
                };
                let name = source.text_of(name);
                let pointer = d
                    .child_by_field_name("declarator")
                    .filter(|x| x.kind() == "pointer_declarator");
                let init = (d.kind() == "init_declarator")
                    .then(|| d.child_by_field_name("value"))
                    .flatten();
                match (pointer, init) {
                    (Some(_), Some(init)) => pointers.push((name, init)),
                    (Some(_), None) => {}
                    (None, _) => {
                        values.insert(name);
                    }
                }
            }
        }
    }
    let mut out = Aliases {
        of: HashMap::new(),
        unfollowed: HashSet::new(),
    };
    for (name, init) in pointers {
        let Some(root) = address_root(source, brace_value(init)) else {
            continue;
        };
        let target = source.text_of(root);
        if !values.contains(target) {
            continue;
        }
        if let Some(other) = out.of.insert(name.to_string(), target.to_string()) {
            if other != target {
                out.unfollowed.insert(other);
                out.unfollowed.insert(target.to_string());
            }
        }
    }
    // `p = reinterpret_cast<T *>(&v);`: a pointer set to a local's address after its declaration.
    for stmt in statements {
        for (assign, _) in assignments(*stmt) {
            let root = assign
                .child_by_field_name("right")
                .and_then(|r| address_root(source, r))
                .map(|r| source.text_of(r));
            if let Some(target) = root.filter(|t| values.contains(t)) {
                out.unfollowed.insert(target.to_string());
            }
        }
    }
    out
}

/// The variable a write to `target` changes: its written root, or for a write through an alias
/// (`p[3] = 0;`, `*p = 0;`), the local the alias points into.
pub fn written_variable(
    source: &Source,
    facts: &FileFacts,
    aliases: &HashMap<String, String>,
    target: Node,
) -> Option<String> {
    let root = written_root(source, facts, target)
        .or_else(|| deref_root(target))
        .map(|r| source.text_of(r))?;
    Some(aliases.get(root).map_or(root, String::as_str).to_string())
}

/// The pointer a dereference writes through: `*p` and `*(p + i)` give `p`.
fn deref_root(target: Node) -> Option<Node> {
    let target = crate::source::parse::strip_parens(target);
    if target.kind() != "pointer_expression" {
        return None;
    }
    let arg = crate::source::parse::strip_parens(target.child_by_field_name("argument")?);
    match arg.kind() {
        "identifier" => Some(arg),
        "binary_expression" => lvalue_root(arg.child_by_field_name("left")?),
        _ => None,
    }
}

/// The locals written through one of `aliases` anywhere in `statements`.
pub fn written_through(
    source: &Source,
    facts: &FileFacts,
    aliases: &HashMap<String, String>,
    statements: &[Node],
) -> HashSet<String> {
    let mut out = HashSet::new();
    for stmt in statements {
        for (_, target) in assignments(*stmt) {
            let root = written_root(source, facts, target)
                .or_else(|| deref_root(target))
                .map(|r| source.text_of(r));
            if let Some(local) = root.and_then(|r| aliases.get(r)) {
                out.insert(local.clone());
            }
        }
    }
    out
}
