//! The arguments of a template's use (`gemm<BM, BN><<<...>>>`, `template void gemm<128, 64>(...)`)
//! as the code around the use gives them values.
//!
//! An argument is evaluated where it is written, not where the template is defined: a launcher's
//! `const uint BM = 128;` in the branch that launches `gemm<BM, BN>`, or a host-side
//! `constexpr int BM = 64;` whose name is also the template parameter's (`template <int BM = 64>`);
//! binding the parameter to the text `BM` would make it its own definition.

use crate::source::consts::{Origin, Symbols};
use crate::source::parse::{named_children, Source};
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// Every `name<args>` of the file by name: (byte range, arguments as written), as
/// `FileFacts::template_uses` holds them.
pub type Uses = HashMap<String, Vec<(Range<usize>, Vec<String>)>>;

/// The instantiations the use at `span` stands for. Usually one: its arguments resolved
/// (`resolved_args`). Inside a function template (a launcher `template <typename T> void
/// run(...)` that launches `gemm<T, TILE>`), one per instantiation of that function the file
/// names (`template void run<float>(...);`, a call `run<__half>(...)`), with the function's
/// parameters bound to that instantiation's arguments; the arguments as written when it names none.
pub fn resolved_uses(
    source: &Source,
    file: &Symbols,
    uses: &Uses,
    span: &Range<usize>,
    args: &[String],
) -> Vec<Vec<String>> {
    resolved_through(source, file, uses, span, args, 0)
}

/// How many launcher templates deep a use is followed (`bench<true>` calling `launch<V>` launching
/// `gemm<V>`): a few, as deduction's are.
const MAX_LAUNCHER_DEPTH: usize = 4;

/// `resolved_uses`, `depth` launchers in: the enclosing template's own uses are resolved the same
/// way, so an instantiation several launchers up reaches the kernel.
fn resolved_through(
    source: &Source,
    file: &Symbols,
    uses: &Uses,
    span: &Range<usize>,
    args: &[String],
    depth: usize,
) -> Vec<Vec<String>> {
    let single = || {
        dispatched(source, span, args)
            .into_iter()
            .map(|args| resolved_args(source, file, span, &args))
            .collect()
    };
    if depth >= MAX_LAUNCHER_DEPTH {
        return single();
    }
    let Some((name, def, params)) = enclosing_template_function(source, span) else {
        return single();
    };
    let mentions = |a: &String| {
        a.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .any(|w| params.iter().any(|(p, _)| p == w))
    };
    if !args.iter().any(mentions) {
        return single();
    }
    // Each instantiation's arguments evaluated where they are written (`launch<config.BM>(...)`
    // under a `constexpr` struct of the calling function).
    let resolved_outer: Vec<Vec<String>> = uses
        .get(&name)
        .into_iter()
        .flatten()
        .filter(|(s, _)| !(def.start <= s.start && s.end <= def.end))
        .flat_map(|(s, a)| resolved_through(source, file, uses, s, a, depth + 1))
        .collect();
    let instances: Vec<&Vec<String>> = resolved_outer.iter().collect();
    // No instantiation in this file (the launcher is instantiated where it is called): its
    // parameters' defaults (`template <int TILE_SIZE = 32> void launch(...)`), when all have one.
    let defaults: Option<Vec<String>> = params
        .iter()
        .map(|(p, _)| default_of(source, span, p))
        .collect();
    let defaulted: Vec<Vec<String>>;
    let instances = match (instances.is_empty(), defaults) {
        (false, _) => instances,
        (true, Some(d)) => {
            defaulted = vec![d];
            defaulted.iter().collect()
        }
        (true, None) => return single(),
    };
    let mut out: Vec<Vec<String>> = Vec::new();
    for outer in instances {
        let mut symbols = file.clone();
        for ((param, is_type), value) in params.iter().zip(outer) {
            if !is_type {
                symbols.insert(param, value, Origin::TemplateArgument);
            }
        }
        let bound: Vec<String> = args
            .iter()
            .map(|a| {
                match params
                    .iter()
                    .zip(outer)
                    .find(|((p, t), _)| *t && p == a.trim())
                {
                    Some((_, ty)) => ty.trim().to_string(),
                    None => a.clone(),
                }
            })
            .collect();
        let resolved = resolved_args(source, &symbols, span, &bound);
        if !out.contains(&resolved) {
            out.push(resolved);
        }
    }
    out
}

/// `args` once per type a PyTorch dispatch macro gives `scalar_t` where the use at `span` is in its
/// lambda (`AT_DISPATCH_FLOATING_TYPES(t.scalar_type(), "k", [&] { k<scalar_t><<<..>>>(..); })`):
/// the macro instantiates the lambda for each type of its list. kpipe takes the two of them it
/// compiles without PyTorch's headers, `float` and `double`; `at::Half` and `at::BFloat16` are
/// PyTorch's own types. `args` as they are elsewhere.
fn dispatched(source: &Source, span: &Range<usize>, args: &[String]) -> Vec<Vec<String>> {
    let types = dispatched_types(source, span);
    if types.is_empty() || !args.iter().any(|a| a.trim() == DISPATCHED_TYPE) {
        return vec![args.to_vec()];
    }
    types
        .iter()
        .map(|ty| {
            args.iter()
                .map(|a| match a.trim() == DISPATCHED_TYPE {
                    true => ty.to_string(),
                    false => a.clone(),
                })
                .collect()
        })
        .collect()
}

/// The name PyTorch's dispatch macros give the type in their lambda.
const DISPATCHED_TYPE: &str = "scalar_t";

/// The types of the `AT_DISPATCH_*` macro whose lambda holds `span` that kpipe compiles (none
/// outside one, or for a macro without `float` and `double`: `AT_DISPATCH_REDUCED_FLOATING_TYPES`,
/// the integral ones).
fn dispatched_types(source: &Source, span: &Range<usize>) -> &'static [&'static str] {
    let macro_name = source
        .ancestors(
            source
                .root()
                .descendant_for_byte_range(span.start, span.end)
                .unwrap_or(source.root()),
        )
        .into_iter()
        .filter(|n| n.kind() == "call_expression")
        .filter_map(|n| n.child_by_field_name("function"))
        .map(|f| source.text_of(f))
        .find(|f| f.starts_with("AT_DISPATCH_"));
    match macro_name {
        Some(m)
            if (m.contains("FLOATING") && !m.contains("REDUCED")) || m.contains("ALL_TYPES") =>
        {
            &["float", "double"]
        }
        _ => &[],
    }
}

/// Whether the use at `span` with arguments `args` (`<BM, BK * 2>`, as resolved) names the
/// parameters of the template around it: the launcher's pattern, not an instantiation.
pub fn passes_parameters_on(source: &Source, span: &std::ops::Range<usize>, args: &str) -> bool {
    let Some((_, range, params)) = enclosing_template_function(source, span) else {
        return false;
    };
    // `k<BM>` under `const int BM = Config::BM;` passes `Config` on.
    let args = launcher_locals(source, &range, span.start, args);
    crate::source::text::split_words(&args)
        .into_iter()
        .any(|w| params.iter().any(|(p, _)| p == w))
}

/// `arg` with each word that names a constant local of the launcher (`const int BM = Config::BM;`,
/// declared in `launcher` before `at`) replaced by its initialiser, in parentheses.
pub fn launcher_locals(
    source: &Source,
    launcher: &std::ops::Range<usize>,
    at: usize,
    arg: &str,
) -> String {
    let body = &source.text[launcher.start..at.min(launcher.end)];
    crate::source::text::split_words(arg)
        .into_iter()
        .map(
            |w| match is_identifier(w).then(|| constant_local(body, w)).flatten() {
                Some(value) => parenthesised(value),
                None => w.to_string(),
            },
        )
        .collect()
}

/// The initialiser of the last `const <type> name = value;` (or `constexpr`) in `body`.
pub fn constant_local<'t>(body: &'t str, name: &str) -> Option<&'t str> {
    body.split(';').rev().find_map(|statement| {
        let (declared, value) = statement.split_once('=')?;
        let words: Vec<&str> = declared.split_whitespace().collect();
        let constant = words.iter().any(|w| matches!(*w, "const" | "constexpr"));
        (constant && words.last() == Some(&name)).then(|| value.trim())
    })
}

/// `value` in parentheses, unless it is one word or number already.
pub fn parenthesised(value: &str) -> String {
    let value = value.trim();
    match value.chars().all(|c| c.is_alphanumeric() || c == '_') {
        true => value.to_string(),
        false => format!("({value})"),
    }
}

/// A C identifier.
pub fn is_identifier(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && text.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// A template parameter: its name, and whether it is a type parameter.
type Param = (String, bool);

/// The function template around `span` (or the class template whose method holds it): its name,
/// its byte range, and its parameters as (name, is a type parameter). None outside a template.
pub fn enclosing_template_function(
    source: &Source,
    span: &Range<usize>,
) -> Option<(String, Range<usize>, Vec<Param>)> {
    let mut n = source
        .root()
        .descendant_for_byte_range(span.start, span.end);
    while let Some(x) = n.filter(|x| x.kind() != "function_definition") {
        n = x.parent();
    }
    let function = n?;
    // A method of a class template (`template <int BM> struct Gemm { static void run() {
    // k<BM><<<..>>>(..); } };`): the class is the template its uses instantiate.
    let class = function
        .parent()
        .filter(|p| p.kind() == "field_declaration_list")
        .and_then(|list| list.parent())
        .filter(|c| matches!(c.kind(), "struct_specifier" | "class_specifier"));
    let def = class.unwrap_or(function);
    let template = def
        .parent()
        .filter(|p| p.kind() == "template_declaration")?;
    let name = match class {
        Some(c) => source.text_of(c.child_by_field_name("name")?).to_string(),
        None => {
            let mut declarator = def.child_by_field_name("declarator")?;
            while let Some(inner) = declarator.child_by_field_name("declarator") {
                declarator = inner;
            }
            source.text_of(declarator).to_string()
        }
    };
    let params = named_children(template.child_by_field_name("parameters")?)
        .into_iter()
        .filter_map(|p| {
            let name = param_name(p)?;
            Some((
                source.text_of(name).to_string(),
                p.kind().contains("type_parameter"),
            ))
        })
        .collect();
    Some((name, def.byte_range(), params))
}

/// The default of template parameter `name` of the function template around `span`
/// (`int TILE_SIZE = 32`, `typename T = float`), as written.
fn default_of(source: &Source, span: &Range<usize>, name: &str) -> Option<String> {
    let mut n = source
        .root()
        .descendant_for_byte_range(span.start, span.end);
    while let Some(x) = n.filter(|x| x.kind() != "template_declaration") {
        n = x.parent();
    }
    let parameters = n?.child_by_field_name("parameters")?;
    named_children(parameters)
        .into_iter()
        .filter(|p| param_name(*p).is_some_and(|d| source.text_of(d) == name))
        .find_map(|p| {
            p.child_by_field_name("default_value")
                .or_else(|| p.child_by_field_name("default_type"))
        })
        .map(|v| source.text_of(v).to_string())
}

/// The name of a template parameter's declaration (`int BM = 64`, `typename T`), if it has one.
pub fn param_name(param: Node) -> Option<Node> {
    param
        .child_by_field_name("declarator")
        .or_else(|| param.child_by_field_name("name"))
        .or_else(|| {
            named_children(param)
                .into_iter()
                .find(|c| c.kind() == "type_identifier")
        })
}

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
        .map(|a| {
            // `config.BM`: a field of a `constexpr` struct (`add_declared_constants`).
            let field = symbols.get(a.trim()).filter(|_| a.contains('.'));
            match symbols.eval(field.unwrap_or(a)) {
                Ok(v) => v.to_string(),
                Err(_) => a.clone(),
            }
        })
        .collect()
}

/// Adds the `const`/`constexpr` declarations of the blocks around `span` that come before it, and
/// the `static constexpr` members of the classes around it (a launcher struct's `static constexpr
/// int BM = 32;` that its `launch` method passes to `kernel<scalar_t, BM>`), outermost first, so
/// that an inner declaration wins.
pub(super) fn add_block_constants(source: &Source, span: &Range<usize>, symbols: &mut Symbols) {
    let mut blocks = Vec::new();
    let mut n = source
        .root()
        .descendant_for_byte_range(span.start, span.end);
    while let Some(x) = n {
        if matches!(x.kind(), "compound_statement" | "field_declaration_list") {
            blocks.push(x);
        }
        n = x.parent();
    }
    for block in blocks.into_iter().rev() {
        for decl in named_children(block) {
            match decl.kind() {
                "declaration" if decl.start_byte() < span.start => {
                    add_declared_constants(source, decl, symbols)
                }
                "field_declaration" => add_static_members(source, decl, symbols),
                _ => {}
            }
        }
    }
}

/// The values a class's `static constexpr` (or `static const`) data member declaration gives
/// (`static constexpr uint BM = 128, BN = 64;`): one class member is the same in every object, so
/// its name means the value in the class's methods.
fn add_static_members(source: &Source, decl: Node, symbols: &mut Symbols) {
    let words = crate::source::text::split_words(source.text_of(decl));
    let constant = words.iter().any(|w| matches!(*w, "const" | "constexpr"));
    if !(words.contains(&"static") && constant) {
        return;
    }
    let mut cursor = decl.walk();
    let names: Vec<Node> = decl
        .children_by_field_name("declarator", &mut cursor)
        .collect();
    let mut cursor = decl.walk();
    let values: Vec<Node> = decl
        .children_by_field_name("default_value", &mut cursor)
        .collect();
    for (name, value) in names.into_iter().zip(values) {
        if name.kind() == "field_identifier" && value.kind() != "initializer_list" {
            symbols.insert(
                source.text_of(name),
                source.text_of(value),
                Origin::KernelConstant,
            );
        }
    }
}

/// The constants one declaration gives values (`const uint BM = 128, BN = 64;`,
/// `constexpr unsigned int TILE{32U};`).
fn add_declared_constants(source: &Source, decl: Node, symbols: &mut Symbols) {
    let text = source.text_of(decl);
    // A statement macro written without its `;` (`CHECK_TORCH_TENSOR_DTYPE(a, torch::kFloat32)`)
    // makes the grammar fold the next declaration's `constexpr` into an ERROR node before it.
    let before = source.text[..decl.start_byte()].trim_end();
    let qualifier_before = ["const", "constexpr"].iter().any(|q| {
        before.ends_with(q)
            && !before[..before.len() - q.len()]
                .ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    });
    if !(text.contains("const") || qualifier_before) {
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
                // `constexpr tile_config config = {128, 128, 16};`: each field by its name.
                elements => {
                    add_struct_fields(source, decl, name, elements, symbols);
                    continue;
                }
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

/// The fields of a struct constant initialised in order (`config.BM` is 128 for `constexpr
/// tile_config config = {128, ...};` with `struct tile_config { int BM; ... };` in the file).
fn add_struct_fields(
    source: &Source,
    decl: Node,
    name: Node,
    elements: &[Node],
    symbols: &mut Symbols,
) {
    let Some(ty) = decl.child_by_field_name("type") else {
        return;
    };
    let ty = source.text_of(ty);
    let definition = crate::source::parse::descendants(source.root())
        .into_iter()
        .find(|n| {
            n.kind() == "struct_specifier"
                && n.child_by_field_name("name")
                    .is_some_and(|s| source.text_of(s) == ty)
                && n.child_by_field_name("body").is_some()
        });
    let Some(body) = definition.and_then(|d| d.child_by_field_name("body")) else {
        return;
    };
    let fields: Vec<&str> = named_children(body)
        .into_iter()
        .filter(|f| f.kind() == "field_declaration")
        .flat_map(|f| {
            named_children(f)
                .into_iter()
                .filter(|d| d.kind() == "field_identifier")
                .map(|d| source.text_of(d))
                .collect::<Vec<_>>()
        })
        .collect();
    for (field, value) in fields.iter().zip(elements) {
        symbols.insert(
            &format!("{}.{field}", source.text_of(name)),
            source.text_of(*value),
            Origin::KernelConstant,
        );
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
    fn a_statement_macro_without_its_semicolon_keeps_the_constants_after_it() {
        // The grammar folds `constexpr` into the ERROR node the macro call leaves.
        let text = "template <int BM = 64, int BN = 64> __global__ void g(float *x) {}\n\
                    void run(float *x, int m) {\n  const int M = m;\n  CHECK_SHAPE(x, m)\n\
                    CHECK_SHAPE(x, M)\n  constexpr int BM = 32;\n  constexpr int BN = 16;\n\
                    g<BM, BN><<<M, 1>>>(x);\n}\n";
        assert_eq!(args_of(text, "g"), [["32", "16"]]);
    }

    #[test]
    fn a_launcher_structs_static_members_and_its_methods_instantiation_give_the_arguments() {
        let text = "template <typename T, int TILE> __global__ void g(T *x) {}\n\
                    struct Launcher {\n  static constexpr int BM = 32;\n  static constexpr uint BN = 2 * BM, BK{8};\n\
                    template <typename scalar_t>\n  static void launch(scalar_t *x) { g<scalar_t, BN><<<1, 1>>>(x); }\n};\n\
                    void run(float *x) { Launcher::launch<float>(x); }\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let (span, args) = &facts.template_uses["g"][0];
        let uses = resolved_uses(&source, &facts.symbols, &facts.template_uses, span, args);
        assert_eq!(uses, [["float", "64"]]);
    }

    #[test]
    fn a_pytorch_dispatch_lambda_gives_scalar_t_its_float_types() {
        let text = "template <typename T, int TILE> __global__ void g(T *x) {}\n\
                    struct Launcher {\n  static constexpr int BM = 32;\n\
                    template <typename scalar_t>\n  static void launch(scalar_t *x) { g<scalar_t, BM><<<1, 1>>>(x); }\n};\n\
                    template <typename L> void dispatch(const at::Tensor &t) {\n\
                    AT_DISPATCH_FLOATING_TYPES_AND2(at::ScalarType::Half, at::ScalarType::BFloat16, t.scalar_type(), \"g\", [&] {\n\
                    L::template launch<scalar_t>(t.data_ptr<scalar_t>());\n  });\n}\n\
                    void entry(const at::Tensor &t) { dispatch<Launcher>(t); }\n\
                    void half_only(const at::Tensor &t) {\n\
                    AT_DISPATCH_REDUCED_FLOATING_TYPES(t.scalar_type(), \"g\", [&] { g<scalar_t, 16><<<1, 1>>>(nullptr); });\n}\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let resolve = |i: usize| {
            let (span, args) = &facts.template_uses["g"][i];
            resolved_uses(&source, &facts.symbols, &facts.template_uses, span, args)
        };
        assert_eq!(resolve(0), [["float", "32"], ["double", "32"]]);
        assert_eq!(resolve(1), [["scalar_t", "16"]]);
    }

    #[test]
    fn launchers_two_deep_reach_the_kernels_instantiation() {
        let text = "template <bool V> __global__ void g(float *x) {}\n\
                    template <bool V, bool D> void launch(float *x) { g<V><<<1, 1>>>(x); }\n\
                    template <bool V, bool D> void bench(float *x) { launch<V, D>(x); }\n\
                    void main_like(float *x) { bench<true, false>(x); bench<false, true>(x); }\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let (span, args) = &facts.template_uses["g"][0];
        let uses = resolved_uses(&source, &facts.symbols, &facts.template_uses, span, args);
        assert_eq!(uses, [["1"], ["0"]]);
    }

    #[test]
    fn a_launcher_templates_instantiations_each_give_one() {
        let text = "template <typename T, unsigned X> __global__ void g(T *x) {}\n\
                    template <typename T, int S> void run(T *x) {\n  constexpr unsigned int TILE{32U};\n  g<T, TILE * S><<<1, 1>>>(x);\n}\n\
                    template void run<float, 1>(float *x);\n\
                    template void run<__half, 2>(__half *x);\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let (span, args) = &facts.template_uses["g"][0];
        let uses = resolved_uses(&source, &facts.symbols, &facts.template_uses, span, args);
        assert_eq!(uses, [["float", "32"], ["__half", "64"]]);
    }

    #[test]
    fn a_launchers_defaults_and_a_constexpr_structs_fields_give_the_arguments() {
        // Never instantiated in the file: the launcher's defaults.
        let text = "template <int BM> __global__ void g(float *x) {}\n\
                    template <int BM = 32> void run(float *x) { g<BM><<<1, 1>>>(x); }\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let (span, args) = &facts.template_uses["g"][0];
        let uses = resolved_uses(&source, &facts.symbols, &facts.template_uses, span, args);
        assert_eq!(uses, [["32"]]);
        // Instantiated with the fields of a `constexpr` struct of the calling function.
        let text = "struct cfg { int BM; int BK; };\n\
                    template <int BM, int BK> __global__ void g(float *x) {}\n\
                    template <int BM, int BK> void run(float *x) { g<BM, BK><<<1, 1>>>(x); }\n\
                    void go(float *x) { constexpr cfg c = {64, 8}; run<c.BM, c.BK>(x); }\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = FileFacts::collect(&source);
        let (span, args) = &facts.template_uses["g"][0];
        let uses = resolved_uses(&source, &facts.symbols, &facts.template_uses, span, args);
        assert_eq!(uses, [["64", "8"]]);
    }

    #[test]
    fn brace_initialised_constants_and_unknown_names() {
        let text = "template <typename T, unsigned X> __global__ void g(T *x) {}\n\
                    template <typename T> void run(T *x) {\n  constexpr unsigned int TILE{32U};\n  g<T, TILE><<<1, 1>>>(x);\n}\n";
        assert_eq!(args_of(text, "g"), [["T", "32"]]);
    }
}
