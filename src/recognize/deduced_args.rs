//! The template arguments of a kernel launched without writing them (`gemm<<<grid, block>>>(A,
//! B, C, n)`), deduced as C++ deduces them: a type parameter from the type of the argument passed
//! where the kernel's parameter is written with it (`const T *A` given a `const float *`).
//!
//! The argument's type is read where it is declared: a parameter or a local of the launching
//! function, or a cast around the argument. A launcher that is itself a template passing its own
//! parameter on (`template <typename T> void run(const T *A, ...)` launching `gemm(A, ...)`) is
//! followed to its callers in the file (`run(a, ...)` with `const float *a`), a few levels deep.
//! Non-type parameters take their defaults; without one the launch gives no instantiation.

use crate::source::parse::{call_arguments, descendants, kernel_launches, list_items, Source};
use std::ops::Range;
use tree_sitter::Node;

/// How many launcher templates kpipe follows from a launch to the call that fixes its types.
const MAX_LAUNCHER_LEVELS: usize = 4;

/// A function's parameters as (name, shape).
type Params = Vec<(String, Shape)>;

/// A declared type reduced to what deduction compares: the type's name without qualifiers, and
/// how many pointers are around it (`const float *__restrict__` is ("float", 1)).
#[derive(Debug, PartialEq, Eq, Clone)]
struct Shape {
    base: String,
    pointers: usize,
}

/// The template arguments of each launch of kernel template `definition` (named `name`) that
/// writes none and lets every parameter be deduced or defaulted: the launch's callee span and the
/// arguments in order, one entry per instantiation (a launcher template called with `float *` and
/// with `double *` launches two), in source order.
pub fn deduced_instantiations(
    source: &Source,
    definition: Node,
    name: &str,
) -> Vec<(Range<usize>, Vec<String>)> {
    let Some(kernel_params) = function_params(source, definition) else {
        return Vec::new();
    };
    // Each parameter: its name when it is a type to deduce, else its default.
    let Some(wanted) = template_params(source, definition) else {
        return Vec::new();
    };
    let types: Vec<String> = wanted.iter().filter(|w| w.1).map(|w| w.0.clone()).collect();
    let def_range = definition.byte_range();
    let mut out: Vec<(Range<usize>, Vec<String>)> = Vec::new();
    for launch in kernel_launches(&source.text, source.root(), name) {
        let inside =
            def_range.start <= launch.call.start_byte() && launch.call.end_byte() <= def_range.end;
        let Some(callee) = launch.call.child_by_field_name("function") else {
            continue;
        };
        if launch.callee.contains('<') || inside {
            continue;
        }
        for found in bindings(source, &kernel_params, &launch.args, &types, 0) {
            if let Some(args) = filled(&wanted, found).filter(|a| !out.iter().any(|(_, o)| o == a))
            {
                out.push((callee.byte_range(), args));
            }
        }
    }
    out
}

/// The arguments of a launch that writes only the first ones (`gemm<BLOCK><<<..>>>(.., dA, ..)`
/// of `template <int BLOCK, typename T> gemm(.., T *a, ..)`), completed as C++ completes them: each
/// missing type parameter deduced from the declared type of the argument passed where the
/// kernel's parameter is written with it (`T *dA` of a launcher gives `T`, which the launcher's
/// instantiation then binds), each missing non-type parameter its default. The arguments as
/// written where the use is not such a launch or a parameter stays unknown.
pub fn completed_args(
    source: &Source,
    definition: Node,
    name: &str,
    span: &Range<usize>,
    args: &[String],
) -> Vec<String> {
    let written = || args.to_vec();
    let Some(wanted) = template_params(source, definition) else {
        return written();
    };
    if args.len() >= wanted.len() {
        return written();
    }
    let Some(kernel_params) = function_params(source, definition) else {
        return written();
    };
    let Some(launch) = kernel_launches(&source.text, source.root(), name)
        .into_iter()
        .find(|l| {
            l.call
                .child_by_field_name("function")
                .is_some_and(|f| f.byte_range() == *span)
        })
    else {
        return written();
    };
    let missing = &wanted[args.len()..];
    let types: Vec<String> = missing
        .iter()
        .filter(|w| w.1)
        .map(|w| w.0.clone())
        .collect();
    let deduced = deduce_from_arguments(source, &kernel_params, &launch.args, &types);
    match filled(missing, deduced) {
        Some(rest) => args.iter().cloned().chain(rest).collect(),
        None => written(),
    }
}

/// The arguments for template parameters `wanted`: each type parameter the next of `deduced`
/// (its default where none was deduced), each other parameter its default; None where one has
/// neither.
fn filled(
    wanted: &[(String, bool, Option<String>)],
    deduced: Vec<Option<String>>,
) -> Option<Vec<String>> {
    let mut deduced = deduced.into_iter();
    wanted
        .iter()
        .map(|(_, is_type, default)| match is_type {
            true => deduced.next().flatten().or_else(|| default.clone()),
            false => default.clone(),
        })
        .collect()
}

/// A template's parameters as (name, is a type parameter, default as written).
fn template_params(
    source: &Source,
    definition: Node,
) -> Option<Vec<(String, bool, Option<String>)>> {
    let template = definition
        .parent()
        .filter(|p| p.kind() == "template_declaration")?;
    let params = list_items(template.child_by_field_name("parameters")?);
    Some(
        params
            .iter()
            .filter_map(|p| {
                let name = source
                    .text_of(super::template_args::param_name(*p)?)
                    .to_string();
                let default = p
                    .child_by_field_name("default_value")
                    .or_else(|| p.child_by_field_name("default_type"))
                    .map(|d| source.text_of(d).to_string());
                Some((name, p.kind().contains("type_parameter"), default))
            })
            .collect(),
    )
}

/// Each of the type parameters `wanted` as the call's arguments give it: the declared type of the
/// argument passed where the callee's parameter (of `params`) is written with it, less the
/// pointers the parameter adds (`T *a` given `float **` is `float *`). None where none says.
fn deduce_from_arguments(
    source: &Source,
    params: &[(String, Shape)],
    args: &[Node],
    wanted: &[String],
) -> Vec<Option<String>> {
    wanted
        .iter()
        .map(|w| {
            params.iter().zip(args).find_map(|((_, shape), arg)| {
                if shape.base != *w {
                    return None;
                }
                let found = argument_shape(source, *arg)?;
                let extra = found.pointers.checked_sub(shape.pointers)?;
                Some(format!("{}{}", found.base, " *".repeat(extra)))
            })
        })
        .collect()
}

/// The types `wanted` (type parameters of the callee, whose parameters are `params`) stand for at
/// a call with `args`, once for each way the code reaches the call: the function around the call
/// is a template whose own type parameters reach the arguments, each of its callers in the file
/// gives it one binding (followed up to `MAX_LAUNCHER_LEVELS`); otherwise there is one. A type
/// kpipe cannot read is None.
fn bindings(
    source: &Source,
    params: &[(String, Shape)],
    args: &[Node],
    wanted: &[String],
    level: usize,
) -> Vec<Vec<Option<String>>> {
    // Each wanted type as the argument gives it (a type, or the caller's own parameter).
    let shapes = deduce_from_arguments(source, params, args, wanted);
    let Some(at) = args.first() else {
        return vec![shapes];
    };
    let Some((launcher, launcher_params, own)) = launcher_template(source, *at) else {
        return vec![shapes];
    };
    let uses_own = shapes.iter().flatten().any(|s| own.contains(s));
    if !uses_own {
        return vec![shapes];
    }
    if level >= MAX_LAUNCHER_LEVELS {
        return Vec::new();
    }
    // The launcher's callers bind its own parameters; each binding gives the wanted types.
    let Some(name) = launcher
        .child_by_field_name("declarator")
        .and_then(declarator_name)
        .map(|n| source.text_of(n))
    else {
        return Vec::new();
    };
    let range = launcher.byte_range();
    descendants(source.root())
        .into_iter()
        .filter(|c| c.kind() == "call_expression")
        .filter(|c| !(range.start <= c.start_byte() && c.end_byte() <= range.end))
        .filter(|c| {
            c.child_by_field_name("function")
                .is_some_and(|f| f.kind() == "identifier" && source.text_of(f) == name)
        })
        .flat_map(|call| {
            bindings(
                source,
                &launcher_params,
                &call_arguments(call),
                &own,
                level + 1,
            )
        })
        .map(|outer| {
            shapes
                .iter()
                .map(
                    |s| match s.as_ref().and_then(|s| own.iter().position(|o| o == s)) {
                        Some(i) => outer[i].clone(),
                        None => s.clone(),
                    },
                )
                .collect()
        })
        .collect()
}

/// The function template around `at`: its definition, its parameters, and its type parameters'
/// names. None outside a function template.
fn launcher_template<'t>(
    source: &'t Source,
    at: Node<'t>,
) -> Option<(Node<'t>, Params, Vec<String>)> {
    let function = enclosing_function(at)?;
    let template = function
        .parent()
        .filter(|p| p.kind() == "template_declaration")?;
    let own: Vec<String> = list_items(template.child_by_field_name("parameters")?)
        .into_iter()
        .filter(|p| p.kind().contains("type_parameter"))
        .filter_map(super::template_args::param_name)
        .map(|n| source.text_of(n).to_string())
        .collect();
    Some((function, function_params(source, function)?, own))
}

/// The type of a launch or call argument: a cast's type, or the declared type of the parameter
/// or local it names in the function around it.
fn argument_shape(source: &Source, arg: Node) -> Option<Shape> {
    let arg = crate::source::parse::strip_parens(arg);
    match arg.kind() {
        "cast_expression" => {
            let ty = arg.child_by_field_name("type")?;
            let text = source.text_of(ty);
            Some(Shape {
                base: base_name(text.trim_end_matches(['*', ' ', '&'])),
                pointers: text.matches('*').count(),
            })
        }
        "identifier" => {
            let name = source.text_of(arg);
            let function = enclosing_function(arg)?;
            let from_params = function_params(source, function)?
                .into_iter()
                .find(|(n, _)| n == name)
                .map(|(_, s)| s);
            from_params.or_else(|| local_shape(source, function, name, arg.start_byte()))
        }
        _ => None,
    }
}

/// The shape of the last declaration of local `name` before `before` in `function`'s body.
fn local_shape(source: &Source, function: Node, name: &str, before: usize) -> Option<Shape> {
    descendants(function.child_by_field_name("body")?)
        .into_iter()
        .filter(|d| d.kind() == "declaration" && d.end_byte() <= before)
        .filter_map(|d| {
            let ty = d.child_by_field_name("type")?;
            let mut cursor = d.walk();
            let declarators: Vec<Node> = d
                .children_by_field_name("declarator", &mut cursor)
                .collect();
            declarators.into_iter().find_map(|decl| {
                let (n, pointers) = unwrap_declarator(decl)?;
                (source.text_of(n) == name).then(|| Shape {
                    base: base_name(source.text_of(ty)),
                    pointers,
                })
            })
        })
        .next_back()
}

/// The parameters of function definition `function` as (name, shape).
fn function_params(source: &Source, function: Node) -> Option<Vec<(String, Shape)>> {
    let mut declarator = function.child_by_field_name("declarator")?;
    while declarator.kind() != "function_declarator" {
        declarator = declarator.child_by_field_name("declarator")?;
    }
    let list = declarator.child_by_field_name("parameters")?;
    Some(
        list_items(list)
            .into_iter()
            .filter(|p| p.kind() == "parameter_declaration")
            .filter_map(|p| {
                let ty = p.child_by_field_name("type")?;
                let (name, pointers) = unwrap_declarator(p.child_by_field_name("declarator")?)?;
                let shape = Shape {
                    base: base_name(source.text_of(ty)),
                    pointers,
                };
                Some((source.text_of(name).to_string(), shape))
            })
            .collect(),
    )
}

/// The identifier a declarator declares and the pointers around it (references count none).
fn unwrap_declarator(mut node: Node) -> Option<(Node, usize)> {
    let mut pointers = 0;
    loop {
        match node.kind() {
            "identifier" => return Some((node, pointers)),
            "pointer_declarator" => pointers += 1,
            "init_declarator" | "reference_declarator" | "parenthesized_declarator" => {}
            _ => return None,
        }
        node = node
            .child_by_field_name("declarator")
            .or_else(|| node.named_children(&mut node.walk()).last())?;
    }
}

fn declarator_name(mut node: Node) -> Option<Node> {
    while node.kind() != "identifier" {
        node = node.child_by_field_name("declarator")?;
    }
    Some(node)
}

fn enclosing_function(mut node: Node) -> Option<Node> {
    while node.kind() != "function_definition" {
        node = node.parent()?;
    }
    Some(node)
}

/// A type's name without its qualifiers: `const float` is `float`, `unsigned int` stays whole.
fn base_name(text: &str) -> String {
    text.split_whitespace()
        .filter(|w| !matches!(*w, "const" | "volatile" | "__restrict__" | "__restrict"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::kernel::function_name;

    fn deduced(text: &str) -> Vec<Vec<String>> {
        let source = Source::parse(text.to_string()).unwrap();
        let kernel = crate::source::queries::KERNELS.find(&source, source.root())[0];
        let name = source.text_of(function_name(kernel).unwrap()).to_string();
        deduced_instantiations(&source, kernel, &name)
            .into_iter()
            .map(|(_, a)| a)
            .collect()
    }

    const KERNEL: &str = "template <typename T, int PAD = 1>\n\
        __global__ void k(const T *__restrict__ A, T *C, int n) { C[0] = A[0]; }\n";

    #[test]
    fn from_the_launching_functions_parameter() {
        let text = format!(
            "{KERNEL}void run(const float *A, float *C, int n) {{ k<<<1, 32>>>(A, C, n); }}\n"
        );
        assert_eq!(deduced(&text), vec![vec!["float".to_string(), "1".into()]]);
    }

    #[test]
    fn through_two_launcher_templates_to_the_caller() {
        let text = format!(
            "{KERNEL}template <typename U> static void impl(const U *A, U *C, int n) {{ k<<<1, 32>>>(A, C, n); }}\n\
             template <typename V> void mid(const V *A, V *C, int n) {{ impl(A, C, n); }}\n\
             void run_double(double *A, double *C, int n) {{ mid((const double *)A, C, n); }}\n\
             void run_float(float *A, float *C, int n) {{ mid(A, C, n); mid(A, C, n); }}\n"
        );
        let expected = vec![
            vec!["double".to_string(), "1".into()],
            vec!["float".into(), "1".into()],
        ];
        assert_eq!(deduced(&text), expected, "one per type, in source order");
    }

    #[test]
    fn from_a_local_declared_before_the_launch() {
        let text = format!("{KERNEL}void run(int n) {{ __half *a, *c; k<<<1, 32>>>(a, c, n); }}\n");
        assert_eq!(deduced(&text), vec![vec!["__half".to_string(), "1".into()]]);
    }

    #[test]
    fn none_where_no_caller_fixes_the_type() {
        let text = format!(
            "{KERNEL}template <typename U> void impl(const U *A, U *C, int n) {{ k<<<1, 32>>>(A, C, n); }}\n"
        );
        assert_eq!(deduced(&text), Vec::<Vec<String>>::new());
        let written =
            format!("{KERNEL}void run(float *A, float *C) {{ k<float><<<1, 32>>>(A, C, 1); }}\n");
        assert!(
            deduced(&written).is_empty(),
            "a launch that writes its arguments is not deduced"
        );
    }
}
