//! Async copies, commits and waits written as `__device__` helpers of the file
//! (`cp_async_cg(dst, src)` around one `cp.async` asm statement, `cp_async_commit()`,
//! `cp_async_wait<0>()`), judged by what their bodies do, not by their names.
//!
//! Whether a K-loop copies asynchronously, and whether it waits for every copy before its first
//! barrier (a single-stage loop, one step from pipelined: K014) or overlaps them (K013), is read
//! from the loop's statements. A statement that calls a helper kpipe can see is read as the call
//! with the helper's body after it (nested helpers too, the template parameters replaced by the
//! call's arguments: `cp_async_wait<0>()` waits for every group), and the helper's name no longer
//! counts: a helper named `cp_async_load` that stores plainly is a plain store. A name kpipe cannot
//! see into (a library's helper) is still read by its name.
//!
//! For the rewrite, such a statement is then inlined (`inline::inline_next`) until the loop's
//! copies are the asm statements `async_copies` reads.

use super::helpers::{base_name, device_functions};
use super::kernel::FileFacts;
use crate::source::parse::{descendants, named_children, Source};
use std::collections::HashMap;
use tree_sitter::Node;

/// How deep helpers calling helpers are followed.
const DEPTH: usize = 4;

/// What the body of a called helper stands in for.
const HELPER: &str = "__kpipe_helper";

/// `text` (code of `source`'s functions) with each call of a `__device__` function of the file
/// renamed `__kpipe_helper` and that function's body, its template parameters replaced by the
/// call's template arguments, after the text: what the code does through its helpers.
///
/// Comments are left out: an inlined helper's banner (`/* cp_async_wait(...), inlined by kpipe */`)
/// names what is no longer there.
pub fn through_helpers(source: &Source, facts: &FileFacts, text: &str) -> String {
    through(source, facts, &super::macros::without_comments(text), 0)
}

fn through(source: &Source, facts: &FileFacts, text: &str, depth: usize) -> String {
    let calls = helper_calls(text);
    if calls.is_empty() || depth >= DEPTH {
        return text.to_string();
    }
    let mut renamed = String::with_capacity(text.len());
    let mut bodies = String::new();
    let mut at = 0;
    for (range, name, template_args) in calls {
        let own = match device_functions(source, &name)[..] {
            [definition] => function_body(source, definition),
            _ => None,
        };
        let Some((params, body)) = own.or_else(|| facts.header_functions.get(&name).cloned())
        else {
            continue;
        };
        renamed.push_str(&text[at..range.start]);
        renamed.push_str(HELPER);
        at = range.end;
        let body = substituted(&body, &params, &template_args);
        bodies.push('\n');
        bodies.push_str(&through(source, facts, &body, depth + 1));
    }
    renamed.push_str(&text[at..]);
    renamed + &bodies
}

/// The `__device__` functions of `source` defined once, by name: their template parameters and
/// body text.
pub fn function_bodies(source: &Source) -> HashMap<String, (Vec<String>, String)> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = HashMap::new();
    for f in descendants(source.root())
        .into_iter()
        .filter(|n| n.kind() == "function_definition")
    {
        let Some(name) = super::helpers::function_name(source, f) else {
            continue;
        };
        *seen.entry(name.clone()).or_default() += 1;
        if let Some(function) = function_body(source, f) {
            out.insert(name, function);
        }
    }
    out.retain(|name, _| seen.get(name) == Some(&1));
    out
}

/// A function definition's template parameters and body text.
fn function_body(source: &Source, definition: Node) -> Option<(Vec<String>, String)> {
    let body = definition.child_by_field_name("body")?;
    Some((
        template_parameters(source, definition),
        source.text_of(body).to_string(),
    ))
}

/// The calls in `text` of plain names (`f(`, `f<0>(`, not `a.f(`): the name's range, the name,
/// and its template arguments as written.
fn helper_calls(text: &str) -> Vec<(std::ops::Range<usize>, String, Vec<String>)> {
    let bytes = text.as_bytes();
    let is_name = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !(bytes[i].is_ascii_alphabetic() || bytes[i] == b'_')
            || (i > 0 && (is_name(bytes[i - 1]) || bytes[i - 1] == b'.'))
        {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_name(bytes[i]) {
            i += 1;
        }
        let name = &text[start..i];
        let rest = text[i..].trim_start();
        let (args, after) = match rest.strip_prefix('<') {
            Some(inner) => match inner.find('>') {
                Some(end) if !inner[..end].contains(['(', ';', '<']) => (
                    crate::recognize::kernel::split_template_args(&inner[..end]),
                    inner[end + 1..].trim_start(),
                ),
                _ => continue,
            },
            None => (Vec::new(), rest),
        };
        if after.starts_with('(') {
            let args = args.iter().map(|a| a.to_string()).collect();
            out.push((start..i, base_name(name).to_string(), args));
        }
    }
    out
}

/// The names of the template parameters of `function` (in a `template <..>` declaration).
fn template_parameters(source: &Source, function: Node) -> Vec<String> {
    let Some(template) = function
        .parent()
        .filter(|p| p.kind() == "template_declaration")
    else {
        return Vec::new();
    };
    let Some(list) = template.child_by_field_name("parameters") else {
        return Vec::new();
    };
    named_children(list)
        .into_iter()
        .filter_map(|p| {
            // `int N`, `int N = 0` (its declarator), `typename T` (its type identifier).
            p.child_by_field_name("declarator")
                .or_else(|| p.child_by_field_name("name"))
                .or_else(|| {
                    named_children(p)
                        .into_iter()
                        .find(|n| n.kind() == "type_identifier")
                })
                .map(|n| source.text_of(n).to_string())
        })
        .collect()
}

/// `body` with each whole word that is one of `params` replaced by the argument in its place.
fn substituted(body: &str, params: &[String], args: &[String]) -> String {
    if params.is_empty() || params.len() != args.len() {
        return body.to_string();
    }
    crate::source::text::split_words(body)
        .into_iter()
        .map(|w| match params.iter().position(|p| p == w) {
            Some(i) => args[i].trim().to_string(),
            None => w.to_string(),
        })
        .collect()
}

/// Whether `body` is an asm helper: asm statements (or `__pipeline_*` intrinsic calls), and
/// declarations of the addresses they use
/// (`uint32_t s = __cvta_generic_to_shared(dst);`), nothing else. Its pointer parameters appear
/// only as asm operands, so a tile element's address (`&As[r][c]`) binds to them as text.
pub fn is_asm_body(source: &Source, body: Node) -> bool {
    let statements: Vec<Node> = named_children(body)
        .into_iter()
        .filter(|s| s.kind() != "comment")
        .collect();
    // An asm statement, or a call of the `__pipeline_*` intrinsics (`__pipeline_memcpy_async(dst,
    // src, 16)`), whose pointers are addresses only, as an asm operand is.
    let is_asm = |s: &Node| {
        s.kind() == "expression_statement"
            && s.named_child(0).is_some_and(|e| {
                e.kind() == "gnu_asm_expression"
                    || (e.kind() == "call_expression"
                        && e.child_by_field_name("function")
                            .is_some_and(|f| source.text_of(f).starts_with("__pipeline_")))
            })
    };
    let declares = |s: &Node| {
        s.kind() == "declaration"
            && !descendants(*s)
                .iter()
                .any(|n| matches!(n.kind(), "call_expression") && !is_address_call(source, *n))
    };
    statements.iter().any(is_asm) && statements.iter().all(|s| is_asm(s) || declares(s))
}

/// `__cvta_generic_to_shared(p)`, and the casts around it (`static_cast<uint32_t>(..)`): an
/// address, no effect.
fn is_address_call(source: &Source, call: Node) -> bool {
    call.child_by_field_name("function").is_some_and(|f| {
        let name = source.text_of(f);
        name.contains("cvta_generic_to_shared") || name.starts_with("static_cast")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HELPERS: &str = r#"
__device__ __forceinline__ void cp_async_cg(void *dst, const void *src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"((unsigned)__cvta_generic_to_shared(dst)), "l"(src));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N = 1> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" :: "n"(N)); }
__device__ void cp_async_load(float *dst, const float *src) { *dst = *src; }
__device__ void load_tile(const float *g, float *s, int t) { cp_async_cg(&s[t * 4], &g[t * 4]); }
"#;

    #[test]
    fn helpers_are_read_as_their_bodies_and_their_names_no_longer_count() {
        let source = Source::parse(HELPERS.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let through_helpers = |text: &str| through_helpers(&source, &facts, text);
        let wait = through_helpers("cp_async_wait<0>();");
        assert!(wait.starts_with("__kpipe_helper<0>();"), "{wait}");
        assert!(wait.contains("\"n\"(0)"), "{wait}");
        // A plain store named like an async copy is a plain store.
        let plain = through_helpers("cp_async_load(&As[t], &A[t]);");
        assert!(
            !plain.contains("cp_async") && !plain.contains("cp.async"),
            "{plain}"
        );
        // Through a helper that calls a helper.
        let nested = through_helpers("load_tile(A, As, t);");
        assert!(nested.contains("cp.async.cg.shared.global"), "{nested}");
        // A name kpipe cannot see into keeps its name; a member call is not a helper.
        assert_eq!(
            through_helpers("lib_cp_async(a, b); x.cp_async_commit();"),
            "lib_cp_async(a, b); x.cp_async_commit();"
        );
    }

    #[test]
    fn an_asm_body_is_asm_statements_and_the_addresses_they_use() {
        let text = format!(
            "{HELPERS}__device__ void cp16(void *d, const void *s) {{\n  unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(d));\n  asm volatile(\"cp.async.ca.shared.global [%0], [%1], 16;\" :: \"r\"(a), \"l\"(s));\n}}\n__device__ void pipeline_copy(void *d, const void *s) {{ __pipeline_memcpy_async(d, s, 16); }}\n"
        );
        let source = Source::parse(text).unwrap();
        let body = |name: &str| {
            device_functions(&source, name)[0]
                .child_by_field_name("body")
                .unwrap()
        };
        assert!(is_asm_body(&source, body("cp_async_cg")));
        assert!(is_asm_body(&source, body("cp16")));
        assert!(is_asm_body(&source, body("pipeline_copy")));
        assert!(!is_asm_body(&source, body("cp_async_load")));
        assert!(!is_asm_body(&source, body("load_tile")));
    }
}
