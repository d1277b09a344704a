//! What the command line and the file claim, checked before kpipe trusts it.
//!
//! - A `--define` gives a value only to a name the file leaves open (a template parameter without an
//!   instantiation, a thread count the file does not state). kpipe analyses the file as nvcc will
//!   compile it, and it does not pass `--define` to nvcc: a `--define` of a name the file defines
//!   (`#define`, `constexpr`, an enumerator, a template argument, a parameter or a variable) would
//!   make the report describe a kernel nvcc never builds, so it is a usage error that points at the
//!   file's definition. (`--define` values themselves are checked in `cli/config.rs`: positive integers.)
//! - A thread count CUDA cannot launch (more than 1024 per block, or fewer than 1) is an error at
//!   its source: the `__launch_bounds__` argument, the thread-count constant, the directive's
//!   `block=`, or the `--define` it rests on. The count inferred from the tile stores is checked where
//!   it is inferred (`launch/evidence.rs`), and a directive's `block=` in terms of M, N, K at launch
//!   (`launch/spec.rs`).
//! - A `--define` that nothing uses is a warning: the file never mentions the name, or nothing kpipe
//!   evaluates needs it.

use super::kernel::{identifiers_in, FileFacts, Kernel, MAX_THREADS_PER_BLOCK};
use crate::diagnostics::{line_col, Diagnostic, Kind, Result};
use crate::source::consts::{Definition, Origin, Symbols};
use crate::source::parse::{descendants, named_children, Source};
use std::collections::HashSet;

const DEFINE_SCOPE: &str = "--define gives values only to names the file leaves open (a template parameter without an instantiation, a thread count the file does not state): kpipe reads the file as nvcc compiles it, and does not pass --define to nvcc";

/// A `--define` of a name the file defines at file scope (`#define`, a file-scope `constexpr` or
/// `const`, an enumerator) is refused, before any kernel is looked at.
pub fn check_file_defines(
    source: &Source,
    facts: &FileFacts,
    defines: &[(String, String)],
) -> Result<()> {
    for (name, value) in defines {
        if let Some(def) = facts.symbols.definition(name) {
            if !same_value(&facts.symbols, name, value) {
                return Err(overridden(source, name, value, def, None));
            }
            continue;
        }
        if let Some(span) = facts.macro_spans.get(name) {
            // A function-like macro, or an object-like one without a value.
            let (line, _) = line_col(&source.text, span.start);
            return Err(Diagnostic::new(
                Kind::Io,
                format!("--define {name}={value} names `{name}`, a macro the file defines (line {line}); kpipe would analyse a value nvcc never sees"),
                format!("change the macro in the file instead, and drop --define {name}"),
            )
            .at(span.clone())
            .note(DEFINE_SCOPE));
        }
    }
    Ok(())
}

/// The same for what the chosen kernel defines: template arguments (from an instantiation in the
/// file, a default, or `--kernel name<..>`), constants declared in the kernel, its parameters and
/// its variables.
pub fn check_kernel_defines(
    source: &Source,
    kernel: &Kernel,
    defines: &[(String, String)],
) -> Result<()> {
    for (name, value) in defines {
        if let Some((_, def)) = kernel.overridden.iter().find(|(n, _)| n == name) {
            let same = def.expr.trim() == value.trim()
                || kernel
                    .symbols
                    .eval(&def.expr)
                    .ok()
                    .is_some_and(|v| kernel.symbols.eval(value).ok() == Some(v));
            if !same {
                return Err(overridden(source, name, value, def, Some(kernel)));
            }
            continue;
        }
        let runtime = runtime_name(source, kernel, name);
        if let Some((what, span)) = runtime {
            return Err(Diagnostic::new(
                Kind::Io,
                format!(
                    "--define {name}={value} names `{name}`, {what} of kernel `{}`: a run-time value, not a constant kpipe may assume",
                    kernel.name
                ),
                format!("drop --define {name}"),
            )
            .at(span)
            .note(DEFINE_SCOPE));
        }
    }
    Ok(())
}

/// Whether the file's own value of `name` is `value` (a `--define` that repeats it changes nothing,
/// and is only a warning).
fn same_value(symbols: &Symbols, name: &str, value: &str) -> bool {
    symbols.eval(name).ok() == symbols.eval(value).ok()
}

/// A parameter or variable of the kernel named `name`, as ("a parameter", its span).
fn runtime_name(
    source: &Source,
    kernel: &Kernel,
    name: &str,
) -> Option<(&'static str, std::ops::Range<usize>)> {
    let parameters = kernel
        .node
        .child_by_field_name("declarator")
        .and_then(|d| d.child_by_field_name("parameters"));
    if let Some(params) = parameters {
        for param in named_children(params) {
            if let Some(id) = innermost_identifier(param) {
                if source.text_of(id) == name {
                    return Some(("a parameter", id.byte_range()));
                }
            }
        }
    }
    for decl in descendants(kernel.body)
        .into_iter()
        .filter(|d| d.kind() == "declaration")
    {
        for declarator in named_children(decl) {
            if let Some(id) = super::effects::declarator_name(declarator) {
                if source.text_of(id) == name {
                    return Some(("a variable", id.byte_range()));
                }
            }
        }
    }
    None
}

fn innermost_identifier(node: tree_sitter::Node) -> Option<tree_sitter::Node> {
    let mut d = node.child_by_field_name("declarator")?;
    while let Some(inner) = d.child_by_field_name("declarator") {
        d = inner;
    }
    (d.kind() == "identifier").then_some(d)
}

/// The refusal of a `--define` that replaces the file's own definition.
fn overridden(
    source: &Source,
    name: &str,
    value: &str,
    def: &Definition,
    kernel: Option<&Kernel>,
) -> Box<Diagnostic> {
    let at = |span: &std::ops::Range<usize>| {
        let (line, column) = line_col(&source.text, span.start);
        format!("line {line}:{column}")
    };
    let where_ = def
        .span
        .as_ref()
        .map_or(String::new(), |s| format!(" ({})", at(s)));
    let expr = &def.expr;
    let (message, help) = match (def.origin, kernel) {
        (Origin::Define, _) => (
            format!("--define {name}={value} overrides the file's `#define {name} {expr}`{where_}"),
            format!("nvcc compiles the file with {name} = {expr}: change the `#define` in the file instead, and drop --define {name}"),
        ),
        (Origin::FileConstant | Origin::KernelConstant | Origin::FixedLocal, _) => (
            format!("--define {name}={value} overrides the file's constant `{name} = {expr}`{where_}"),
            format!("nvcc compiles the file with {name} = {expr}: change the constant in the file instead, and drop --define {name}"),
        ),
        (Origin::TemplateArgument, Some(k)) => {
            let args = k.instantiation.clone().unwrap_or_default();
            let given = match &k.instantiation_span {
                Some(span) => format!(
                    "which the file instantiates as `{}{args}` ({})",
                    k.name,
                    at(span)
                ),
                None if args.is_empty() => format!("whose default is {expr}"),
                None => format!("given as `{}{args}`", k.name),
            };
            (
                format!(
                    "--define {name}={value} overrides template parameter `{name}` of `{}`, {given}",
                    k.name
                ),
                format!(
                    "to analyse another instantiation, name it: --kernel '{}<...>' with the arguments in order; drop --define {name}",
                    k.name
                ),
            )
        }
        (Origin::TemplateArgument | Origin::CommandLine, _) => (
            format!("--define {name}={value} overrides `{name} = {expr}`{where_}"),
            format!("drop --define {name}"),
        ),
    };
    let d = Diagnostic::new(Kind::Io, message, help).note(DEFINE_SCOPE);
    match &def.span {
        Some(span) => d.at(span.clone()),
        None => d,
    }
}

/// The kernel's thread count must be a block CUDA can launch.
pub fn check_threads(kernel: &Kernel) -> Result<()> {
    let Some(claim) = &kernel.threads_claim else {
        return Ok(());
    };
    if (1..=MAX_THREADS_PER_BLOCK as i64).contains(&claim.value) {
        return Ok(());
    }
    let value = claim.value;
    let from_defines = kernel.symbols.command_line_names_in(&claim.expr);
    let bound = if value < 1 {
        "CUDA needs at least 1".to_string()
    } else {
        format!("CUDA allows at most {MAX_THREADS_PER_BLOCK}")
    };
    let d = if !from_defines.is_empty() {
        let given: Vec<String> = from_defines
            .iter()
            .map(|n| format!("--define {n}={}", kernel.symbols.get(n).unwrap_or_default()))
            .collect();
        let what = if from_defines.len() == 1 && from_defines.contains(&claim.source) {
            format!("{} gives {value} threads per block", given.join(" "))
        } else {
            format!(
                "{} makes {} {value} threads per block",
                given.join(" "),
                claim.source
            )
        };
        Diagnostic::new(
            Kind::Io,
            format!("{what}: {bound}"),
            "give the block size the kernel is launched with (1 to 1024 threads)",
        )
    } else {
        let help = if claim.source.starts_with("__launch_bounds__") {
            "a launch with more threads than __launch_bounds__ allows fails, and a block above 1024 threads never launches: fix the bound in the file".to_string()
        } else {
            format!("kpipe takes `{}` as the threads per block: fix it in the file, or, if it is not the block size, state the real one with __launch_bounds__(N)", claim.source)
        };
        Diagnostic::new(
            Kind::InvalidThreadCount,
            format!("{} is {value} threads per block: {bound}", claim.source),
            help,
        )
    };
    Err(match &claim.span {
        Some(span) => d.at(span.clone()),
        None => d,
    })
}

/// The `// kpipe:` directive's `block=`, when it is made of numbers, must be a block CUDA can launch
/// (one in terms of M, N and K is checked at each launch).
pub fn check_directive_block(text: &str) -> Result<()> {
    let Some((span, items)) = crate::source::directive::directive_block(text) else {
        return Ok(());
    };
    let constants = Symbols::default();
    let mut block = [1i64; 3];
    for (i, item) in items.iter().enumerate() {
        match (i, constants.eval(item)) {
            (0..=2, Ok(v)) => block[i] = v,
            _ => return Ok(()),
        }
    }
    crate::source::directive::check_block(block).map_err(|e| {
        Diagnostic::new(
            Kind::InvalidThreadCount,
            format!(
                "the `// kpipe:` directive's `{}` is a block CUDA cannot launch: {e}",
                &text[span.clone()]
            ),
            "block= is the launch's block size (blockDim): fix it in the directive",
        )
        .at(span)
    })
}

/// Warnings for the `--define`s nothing used: one that repeats the file's own value, one whose name
/// the file never mentions, or one nothing kpipe evaluated for the kernel needed. Call after the
/// analysis (and the rewrite) evaluated what they need through the kernel's symbols; `evaluated`
/// false (the analysis stopped early) leaves the last kind out.
pub fn unused_defines(
    text: &str,
    kernel: &Kernel,
    defines: &[(String, String)],
    evaluated: bool,
) -> Vec<String> {
    let symbols = &kernel.symbols;
    if defines.is_empty() {
        return Vec::new();
    }
    let mentioned: HashSet<&str> = identifiers_in(text).collect();
    let used = symbols.command_line_used();
    let is_template_param = |name: &str| kernel.template_params.iter().any(|(n, _)| n == name);
    let mut seen = HashSet::new();
    defines
        .iter()
        .filter(|(name, _)| seen.insert(name.as_str()))
        .filter_map(|(name, value)| {
            if let Some((_, def)) = kernel.overridden.iter().find(|(n, _)| n == name) {
                Some(format!("--define {name}={value} repeats the file's own value (`{name}` is `{}` in the file): it changes nothing; drop it", def.expr))
            } else if used.contains(name) || is_template_param(name) {
                // A template parameter's value chooses the instantiation kpipe compiles.
                None
            } else if !mentioned.contains(name.as_str()) {
                Some(format!("--define {name}={value} is unused: the file never mentions `{name}` (a typo?)"))
            } else if !evaluated {
                None
            } else {
                Some(format!("--define {name}={value} is unused: nothing kpipe evaluates for this kernel needs `{name}` (kpipe does not pass --define to nvcc)"))
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_numeric_directive_block_is_bounded() {
        let ok = "// kpipe: args=A grid=1 block=32,32 multiple=1,1,1\n";
        assert!(check_directive_block(ok).is_ok());
        let big = "int x;\n// kpipe: args=A grid=1 block=32,33 multiple=1,1,1\n";
        let e = check_directive_block(big).unwrap_err();
        assert_eq!(e.kind, Kind::InvalidThreadCount);
        assert!(
            e.message.contains("1056 threads per block"),
            "{}",
            e.message
        );
        assert_eq!(&big[e.span.unwrap()], "block=32,33");
        let symbolic = "// kpipe: args=A grid=1 block=N/4 multiple=1,1,1\n";
        assert!(check_directive_block(symbolic).is_ok(), "checked at launch");
    }
}
