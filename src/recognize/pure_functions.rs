//! `__device__` functions without effects: they compute a value from their arguments (and may read
//! memory through them) but write nothing a caller can see. `int index(int i, int j, int ld) {
//! return i + j * ld; }` is one; a load statement that calls it (`v = load(&A[index(r, c, lda)]);`)
//! still only computes a loaded value into a local, which the register-prefetch rewrite moves into
//! its registers as a whole.
//!
//! Read on the tree: every assignment or increment in the body writes a plain local of the function
//! (a name declared in the body, or a parameter taken by value), and every call is itself without
//! effects (a cast, a conversion, a vector constructor, a `__ldg`, or another such function of the
//! file, to a fixed point). No inline assembly, no reference returned.

use super::kernel::{function_name, FileFacts};
use crate::source::parse::{descendants, named_children, Source};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// Builtins and intrinsics that compute without effects.
pub fn is_pure_builtin(facts: &FileFacts, name: &str) -> bool {
    let base = name.rsplit("::").next().unwrap_or(name);
    base.starts_with("make_")
        || base.starts_with("__ld")
        || base.starts_with("__float2")
        || base.starts_with("__half2")
        || base.starts_with("__int2")
        || base.starts_with("__bfloat162")
        || base.ends_with("_cast")
        // `reinterpret_cast<const float4 *>`: the callee's text holds its template arguments.
        || base.starts_with("reinterpret_cast")
        || base.starts_with("static_cast")
        || matches!(base, "min" | "max" | "fminf" | "fmaxf" | "abs" | "fabsf")
        || crate::source::consts::type_size(base).is_some()
        || facts.macros.get(name).is_some_and(|body| {
            let t = facts.expand_macros(body);
            !t.contains("asm") && !t.contains("atomic") && !has_assignment(&t)
        })
}

/// Whether a text assigns (`=`, `+=`, ...; not `==`, `<=`, `>=`, `!=`).
pub fn has_assignment(text: &str) -> bool {
    let bytes = text.as_bytes();
    (0..bytes.len()).any(|i| {
        bytes[i] == b'='
            && bytes.get(i + 1) != Some(&b'=')
            && !(i > 0 && matches!(bytes[i - 1], b'=' | b'!' | b'<' | b'>'))
    })
}

/// The file's free `__device__` functions by name: whether every definition of the name is without
/// effects. Methods (defined inside a struct or class) are left out: their name alone does not say
/// which object they write.
pub fn pure_functions(source: &Source, facts: &FileFacts) -> HashMap<String, bool> {
    let mut definitions: HashMap<String, Vec<Node>> = HashMap::new();
    for def in descendants(source.root()) {
        if def.kind() != "function_definition" || is_method(def) || is_kernel(source, def) {
            continue;
        }
        if let Some(name) = function_name(def) {
            definitions
                .entry(source.text_of(name).to_string())
                .or_default()
                .push(def);
        }
    }
    // A fixed point: a function is pure when its own body is and every function it calls is.
    let mut pure: HashSet<String> = HashSet::new();
    loop {
        let before = pure.len();
        for (name, defs) in &definitions {
            if !pure.contains(name) && defs.iter().all(|d| body_is_pure(source, facts, *d, &pure)) {
                pure.insert(name.clone());
            }
        }
        if pure.len() == before {
            break;
        }
    }
    definitions
        .into_keys()
        .map(|name| {
            let is_pure = pure.contains(&name);
            (name, is_pure)
        })
        .collect()
}

fn is_method(def: Node) -> bool {
    let mut n = def.parent();
    while let Some(p) = n {
        if p.kind() == "field_declaration_list" {
            return true;
        }
        n = p.parent();
    }
    false
}

fn is_kernel(source: &Source, def: Node) -> bool {
    let Some(body) = def.child_by_field_name("body") else {
        return true;
    };
    source.text[def.start_byte()..body.start_byte()].contains("__global__")
}

/// Whether one definition's body writes only its own plain locals and calls only pure functions.
fn body_is_pure(source: &Source, facts: &FileFacts, def: Node, pure: &HashSet<String>) -> bool {
    let Some(body) = def.child_by_field_name("body") else {
        return false;
    };
    let Some(declarator) = def.child_by_field_name("declarator") else {
        return false;
    };
    if declarator.kind() == "reference_declarator" {
        return false;
    }
    // Names a plain assignment may write (parameters by value, locals), and the ones whose
    // elements or fields it may write too (objects of the function: not pointers).
    let mut locals: HashSet<&str> = HashSet::new();
    let mut objects: HashSet<&str> = HashSet::new();
    let is_pointer = |d: Node| {
        descendants(d)
            .iter()
            .any(|x| x.kind() == "pointer_declarator")
    };
    if let Some(params) = descendants(declarator)
        .into_iter()
        .find(|n| n.kind() == "parameter_list")
    {
        for p in named_children(params) {
            let by_reference = p
                .child_by_field_name("declarator")
                .is_some_and(|d| d.kind() == "reference_declarator");
            if let Some(name) = p
                .child_by_field_name("declarator")
                .and_then(super::effects::declarator_name)
            {
                if !by_reference {
                    locals.insert(source.text_of(name));
                    if p.child_by_field_name("declarator")
                        .is_some_and(|d| !is_pointer(d))
                    {
                        objects.insert(source.text_of(name));
                    }
                }
            }
        }
    }
    let nodes = descendants(body);
    for n in &nodes {
        if n.kind() == "declaration" {
            for d in named_children(*n) {
                if let Some(name) = super::effects::declarator_name(d) {
                    let is_reference = d.kind() == "reference_declarator"
                        || d.named_child(0)
                            .is_some_and(|x| x.kind() == "reference_declarator");
                    if !is_reference {
                        locals.insert(source.text_of(name));
                        if !is_pointer(d) {
                            objects.insert(source.text_of(name));
                        }
                    }
                }
            }
        }
    }
    // `x = ..` of a local, `q.x = ..` or `r[i] = ..` of an object of the function.
    let writes_own = |target: Node| match target.kind() {
        "identifier" => locals.contains(source.text_of(target)),
        _ => super::effects::lvalue_root(target)
            .is_some_and(|root| objects.contains(source.text_of(root))),
    };
    nodes.iter().all(|n| match n.kind() {
        "gnu_asm_expression" | "new_expression" | "delete_expression" => false,
        "assignment_expression" => n.child_by_field_name("left").is_some_and(writes_own),
        "update_expression" => n.child_by_field_name("argument").is_some_and(writes_own),
        "call_expression" => n.child_by_field_name("function").is_some_and(|f| {
            let name = match f.kind() {
                "template_function" => f
                    .child_by_field_name("name")
                    .map_or("", |x| source.text_of(x)),
                _ => source.text_of(f),
            };
            pure.contains(name) || is_pure_builtin(facts, name)
        }),
        _ => true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pure_of(text: &str) -> HashMap<String, bool> {
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        pure_functions(&source, &facts)
    }

    #[test]
    fn index_helpers_and_their_callers_are_pure() {
        let found = pure_of(
            "__device__ int index(int i, int j, int ld) { return i + j * ld; }\n\
             __device__ int flip(int i, int j) { int r = j; r <<= 6; return index(r, i, 1); }\n\
             __device__ float first(const float *p) { return __ldg(p); }",
        );
        assert_eq!(found.get("index"), Some(&true));
        assert_eq!(found.get("flip"), Some(&true));
        assert_eq!(found.get("first"), Some(&true));
        // Fields and elements of the function's own objects are its own.
        let found = pure_of(
            "struct Q { float x, y; };\n\
             __device__ Q load2(const float *p) { Q q; q.x = p[0]; q.y = p[1]; return q; }\n\
             __device__ float sum2(const float *p) { float r[2]; r[0] = p[0]; r[1] = p[1]; return r[0] + r[1]; }\n\
             __device__ float poke(float *p) { p[0] = 1.f; return 0.f; }\n\
             __device__ float poke2(float *p) { float *q = p; q[0] = 1.f; return 0.f; }",
        );
        assert_eq!(found.get("load2"), Some(&true));
        assert_eq!(found.get("sum2"), Some(&true));
        assert_eq!(found.get("poke"), Some(&false));
        assert_eq!(found.get("poke2"), Some(&false));
    }

    #[test]
    fn writes_a_caller_sees_are_effects() {
        let found = pure_of(
            "__device__ int bump(int &i) { i += 1; return i; }\n\
             __device__ void put(float *p, float v) { p[0] = v; }\n\
             __device__ int calls_put(float *p) { put(p, 1.f); return 0; }\n\
             __device__ float &at(float *p) { return p[0]; }\n\
             __device__ int fence() { asm volatile(\"membar.gl;\"); return 0; }\n\
             __device__ int sync() { __syncthreads(); return 0; }",
        );
        for name in ["bump", "put", "calls_put", "at", "fence", "sync"] {
            assert_ne!(found.get(name), Some(&true), "{name}");
        }
        assert_eq!(found.get("bump"), Some(&false));
    }

    #[test]
    fn methods_are_left_out() {
        let found = pure_of(
            "struct A { float a[4]; __device__ float get(int i) { return a[i]; } };\n\
             __device__ int one() { return 1; }",
        );
        assert_eq!(found.get("get"), None);
        assert_eq!(found.get("one"), Some(&true));
    }
}
