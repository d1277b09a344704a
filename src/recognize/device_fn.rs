//! The K-loop inside a `__device__` function the kernel calls (directly, one level).
//!
//! The `__global__` kernel stays "the kernel" for everything about launching and compiling (its name,
//! its thread count, nvcc's resources, the SASS main loop: nvcc inlines the function). The K-loop is
//! recognised in a *scope*: a [`Kernel`] built from the `__device__` function, whose body, shared
//! arrays, constants and template arguments (from the kernel's call, evaluated in the kernel) are the
//! function's, whose global pointers are the pointer parameters the kernel passes global memory to,
//! and whose thread count is the kernel's. The rewrite stays inside the function (its loop and its
//! own `__shared__` tiles), so every caller gets the same pipelined loop: calling it twice, or from a
//! loop, runs the prologue and the epilogue once per call.
//!
//! Refused, each with its span: tiles the kernel passes in as parameters (the stage index would have
//! to reach the function through the parameter's type), a function with several definitions, one
//! instantiated with different template arguments, `__noinline__` (the SASS check reads the kernel),
//! a K-loop two or more calls deep, two called functions with a K-loop.

use super::effects::{assigned_names, barrier_calls, mentions_any};
use super::kernel::{build_kernel, function_name, identifiers_in, FileFacts, Kernel};
use crate::diagnostics::{Diagnostic, Kind};
use crate::source::parse::{children, descendants, named_children, Source};
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// The non-`__global__` function definitions of the file, by name. Built once per file.
pub struct Index<'t> {
    by_name: HashMap<String, Vec<Node<'t>>>,
}

impl<'t> Index<'t> {
    pub fn new(source: &'t Source) -> Index<'t> {
        let mut by_name: HashMap<String, Vec<Node<'t>>> = HashMap::new();
        for def in descendants(source.root())
            .into_iter()
            .filter(|n| n.kind() == "function_definition")
        {
            if is_global(source, def) {
                continue;
            }
            if def.child_by_field_name("body").is_none() {
                continue;
            }
            if let Some(name) = function_name(def) {
                by_name
                    .entry(source.text_of(name).to_string())
                    .or_default()
                    .push(def);
            }
        }
        Index { by_name }
    }

    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }
}

/// The function holding the K-loop, seen as the loop's scope.
pub struct LoopFunction<'t> {
    pub scope: Kernel<'t>,
    /// The kernel's calls of the function, in source order.
    pub calls: Vec<Node<'t>>,
    /// Other functions of the file that call it too (their calls run the pipelined loop as well).
    pub other_callers: Vec<String>,
}

pub enum Found<'t> {
    None,
    Loop(Box<LoopFunction<'t>>, Vec<Node<'t>>),
    Refused(Box<Diagnostic>),
}

/// How the kernel's calls use a pointer or array parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Passed {
    Global,
    Shared,
    Other,
}

fn is_global(source: &Source, def: Node) -> bool {
    children(def)
        .iter()
        .any(|c| source.text_of(*c) == "__global__")
}

/// A `for` loop under `body` with a `__syncthreads()` inside it.
fn has_barrier_loop(source: &Source, body: Node) -> bool {
    source.text_of(body).contains("__syncthreads")
        && barrier_calls(source, body).iter().any(|b| {
            source
                .ancestors(*b)
                .iter()
                .take_while(|a| a.id() != body.id())
                .any(|a| a.kind() == "for_statement")
        })
}

/// The calls under `node` of functions in the index: (name, call node), in source order.
fn calls_in<'t>(source: &'t Source, index: &Index<'t>, node: Node<'t>) -> Vec<(String, Node<'t>)> {
    descendants(node)
        .into_iter()
        .filter(|n| n.kind() == "call_expression")
        .filter_map(|call| {
            let f = call.child_by_field_name("function")?;
            let name = match f.kind() {
                "identifier" => source.text_of(f),
                "template_function" => source.text_of(f.child_by_field_name("name")?),
                _ => return None,
            };
            index
                .by_name
                .contains_key(name)
                .then(|| (name.to_string(), call))
        })
        .collect()
}

fn name_of(source: &Source, def: Node) -> String {
    function_name(def).map_or_else(String::new, |n| source.text_of(n).to_string())
}

/// Looks for the K-loop in the `__device__` functions `kernel` calls (for a kernel without one of
/// its own).
pub fn find<'t>(
    source: &'t Source,
    facts: &FileFacts,
    index: &Index<'t>,
    kernel: &Kernel<'t>,
    defines: &[(String, String)],
) -> Found<'t> {
    if index.is_empty() {
        return Found::None;
    }
    let calls = calls_in(source, index, kernel.body);
    let mut names: Vec<&str> = Vec::new();
    for (name, _) in &calls {
        if !names.contains(&name.as_str()) {
            names.push(name);
        }
    }
    let mut found: Vec<Found<'t>> = Vec::new();
    let mut deeper: Option<(String, String, Node<'t>)> = None;
    for name in names {
        let all = &index.by_name[name];
        let defs: Vec<Node<'t>> = all
            .iter()
            .copied()
            .filter(|d| {
                d.child_by_field_name("body")
                    .is_some_and(|b| has_barrier_loop(source, b))
            })
            .collect();
        if defs.is_empty() {
            let body = all[0]
                .child_by_field_name("body")
                .expect("indexed with a body");
            // One level more, only to say why kpipe stops there.
            if deeper.is_none() {
                deeper = calls_in(source, index, body)
                    .into_iter()
                    .find_map(|(inner, _)| {
                        let d = index.by_name[&inner][0];
                        let b = d.child_by_field_name("body")?;
                        (inner != name && has_barrier_loop(source, b))
                            .then(|| (name.to_string(), inner, d))
                    });
            }
            continue;
        }
        let kernel_calls: Vec<Node<'t>> = calls
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, c)| *c)
            .collect();
        found.push(examine(
            source,
            facts,
            index,
            kernel,
            defines,
            name,
            &defs,
            kernel_calls,
        ));
    }
    found.retain(|f| !matches!(f, Found::None));
    let with_loops: Vec<String> = found
        .iter()
        .filter_map(|f| match f {
            Found::Loop(l, _) => Some(l.scope.name.clone()),
            _ => None,
        })
        .collect();
    if with_loops.len() > 1 {
        let at = calls
            .iter()
            .find(|(n, _)| *n == with_loops[1])
            .map(|(_, c)| c.byte_range());
        let mut d = Diagnostic::new(
            Kind::SeveralLoops,
            format!(
                "kernel `{}` calls {} `__device__` functions with a K-loop: {}",
                kernel.name,
                with_loops.len(),
                with_loops.join(", ")
            ),
            "kpipe pipelines one K-loop per kernel; split the kernel or pipeline the others by hand",
        );
        if let Some(at) = at {
            d = d.at(at);
        }
        return Found::Refused(d);
    }
    if let Some(i) = found.iter().position(|f| matches!(f, Found::Loop(..))) {
        return found.swap_remove(i);
    }
    if let Some(refused) = found.into_iter().next() {
        return refused;
    }
    if let Some((via, inner, def)) = deeper {
        return Found::Refused(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the K-loop is inside `__device__` function `{inner}`, which kernel `{}` reaches through `{via}` (two calls deep): kpipe follows the kernel's own calls one level deep", kernel.name),
                format!("call `{inner}` from the kernel directly (inline `{via}` into the kernel), then run kpipe again"),
            )
            .at(def.byte_range()),
        );
    }
    Found::None
}

#[allow(clippy::too_many_arguments)]
fn examine<'t>(
    source: &'t Source,
    facts: &FileFacts,
    index: &Index<'t>,
    kernel: &Kernel<'t>,
    defines: &[(String, String)],
    name: &str,
    defs: &[Node<'t>],
    kernel_calls: Vec<Node<'t>>,
) -> Found<'t> {
    let def = defs[0];
    let first_call = kernel_calls[0];
    if defs.len() > 1 {
        return Found::Refused(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("kernel `{}` calls `{name}`, which has {} definitions that call `__syncthreads()` (overloads or specialisations): kpipe cannot tell which one holds the K-loop", kernel.name, defs.len()),
                format!("give the `__device__` function with the K-loop a name of its own, or inline it into kernel `{}`", kernel.name),
            )
            .at(defs[1].byte_range()),
        );
    }
    if children(def)
        .iter()
        .any(|c| source.text_of(*c).contains("noinline"))
    {
        return Found::Refused(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the K-loop is inside `__device__` function `{name}`, declared `__noinline__`: kpipe checks the pipelined loop in the kernel's SASS, where nvcc inlines the functions it calls"),
                format!("drop `__noinline__` from `{name}`, then run kpipe again"),
            )
            .at(def.byte_range()),
        );
    }

    // Template arguments, as the kernel's calls write them, evaluated in the kernel.
    let template = def.parent().filter(|p| p.kind() == "template_declaration");
    let instance_of = |call: Node| -> Option<Vec<String>> {
        let f = call.child_by_field_name("function")?;
        let args = f.child_by_field_name("arguments")?;
        Some(
            named_children(args)
                .into_iter()
                .map(|a| {
                    let text = source.text_of(a);
                    match kernel.symbols.eval(text) {
                        Ok(v) => v.to_string(),
                        Err(_) => kernel.symbols.resolve_type(text.trim()).to_string(),
                    }
                })
                .collect(),
        )
    };
    let instance = match template {
        Some(_) => {
            let args: Vec<Option<Vec<String>>> =
                kernel_calls.iter().map(|c| instance_of(*c)).collect();
            if let Some(i) = args.iter().position(|a| *a != args[0]) {
                return Found::Refused(different_instances(name, kernel_calls[i].byte_range()));
            }
            // Uses elsewhere in the file must write the same arguments as the kernel's first call.
            let written = |call: Node| {
                call.child_by_field_name("function")
                    .and_then(|f| f.child_by_field_name("arguments"))
                    .map(|a| source.text_of(a).split_whitespace().collect::<String>())
            };
            let mine = written(first_call);
            let def_range = def.byte_range();
            for (span, _) in facts.template_uses.get(name).into_iter().flatten() {
                if def_range.contains(&span.start) {
                    continue;
                }
                let same = kernel_calls
                    .iter()
                    .any(|c| c.byte_range().contains(&span.start))
                    || source
                        .root()
                        .descendant_for_byte_range(span.start, span.end)
                        .and_then(|n| n.child_by_field_name("arguments"))
                        .map(|a| source.text_of(a).split_whitespace().collect::<String>())
                        == mine;
                if !same {
                    return Found::Refused(different_instances(name, span.clone()));
                }
            }
            args[0]
                .as_ref()
                .map(|a| format!("{name}<{}>", a.join(", ")))
        }
        None => None,
    };
    let Some(mut scope) = build_kernel(source, facts, def, defines, instance.as_deref()) else {
        return Found::None;
    };
    scope.threads = kernel.threads;
    scope.threads_source = kernel.threads_source.clone();
    scope.threads_claim = kernel.threads_claim.clone();

    // What the kernel passes to each pointer or array parameter.
    let kernel_shared: HashSet<String> = kernel
        .shared
        .iter()
        .map(|s| s.name.clone())
        .chain(kernel.extern_names.iter().cloned())
        .collect();
    let kernel_globals: HashSet<&str> = kernel.global_pointers.iter().map(String::as_str).collect();
    let params = parameters(source, def);
    let body = scope.body;
    let assigned = assigned_names(source, body);
    let mut passed: Vec<Option<Passed>> = vec![None; params.len()];
    let mut args_text: Vec<Vec<String>> = vec![Vec::new(); params.len()];
    for call in &kernel_calls {
        let args: Vec<Node> = call
            .child_by_field_name("arguments")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a.kind() != "comment")
            .collect();
        for (i, p) in params.iter().enumerate() {
            let Some(arg) = args.get(i) else { continue };
            args_text[i].push(source.text_of(*arg).to_string());
            if !p.indirect {
                continue;
            }
            let words: Vec<&str> = identifiers_in(source.text_of(*arg)).collect();
            let this = if words.iter().any(|w| kernel_shared.contains(*w)) {
                Passed::Shared
            } else if words.iter().any(|w| kernel_globals.contains(w)) {
                Passed::Global
            } else {
                Passed::Other
            };
            passed[i] = match (passed[i], this) {
                (None, t) => Some(t),
                (Some(Passed::Shared), _) | (_, Passed::Shared) => Some(Passed::Shared),
                (Some(Passed::Global), _) | (_, Passed::Global) => Some(Passed::Global),
                _ => Some(Passed::Other),
            };
        }
    }
    // The function's own pointer locals stay; its pointer parameters point into global memory only
    // when the kernel passes global memory to them.
    let not_global: HashSet<&str> = params
        .iter()
        .zip(&passed)
        .filter(|(_, p)| **p != Some(Passed::Global))
        .map(|(p, _)| p.name.as_str())
        .collect();
    scope
        .global_pointers
        .retain(|g| !not_global.contains(g.as_str()));
    // A scalar parameter the function never assigns, passed the same thread or block index by every
    // call, is that index inside the function (`is_thread_index`, the trip-count checks).
    for (i, p) in params.iter().enumerate() {
        if p.indirect || assigned.contains(&p.name) || args_text[i].is_empty() {
            continue;
        }
        let resolved: Vec<Option<String>> = args_text[i]
            .iter()
            .map(|a| resolve_builtin(kernel, a))
            .collect();
        if let Some(Some(value)) = resolved.first() {
            if resolved
                .iter()
                .all(|r| r.as_deref() == Some(value.as_str()))
            {
                scope.local_inits.insert(p.name.clone(), value.clone());
            }
        }
    }

    let loops = super::kloop::candidates(source, &scope, facts);
    // Tiles passed in by the kernel: the stage index would have to reach the function through the
    // parameter's type. Refused where they are used in a loop with a barrier.
    let shared_params: Vec<&Param> = params
        .iter()
        .zip(&passed)
        .filter(|(_, p)| **p == Some(Passed::Shared))
        .map(|(p, _)| p)
        .collect();
    let barrier_loops: Vec<Node> = descendants(body)
        .into_iter()
        .filter(|n| n.kind() == "for_statement" && !barrier_calls(source, *n).is_empty())
        .collect();
    let names: HashSet<String> = shared_params.iter().map(|p| p.name.clone()).collect();
    if let Some(tile) = barrier_loops
        .iter()
        .find_map(|l| mentions_any(source, *l, &names))
    {
        let p = shared_params
            .iter()
            .find(|p| p.name == tile)
            .expect("a name of the set");
        return Found::Refused(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the K-loop is inside `__device__` function `{name}`, and tile `{tile}` is a parameter that kernel `{}` passes its `__shared__` array to: kpipe gives stages to tiles the function declares itself, not to tiles that reach it through a parameter (the stage index would have to change the parameter's type and every caller)", kernel.name),
                format!("declare the tiles as `__shared__` arrays inside `{name}` (a static `__shared__` array in a `__device__` function is shared by the block), or inline `{name}` into kernel `{}`, then run kpipe again", kernel.name),
            )
            .at(p.span.clone()),
        );
    }
    if loops.is_empty() {
        return Found::None;
    }
    let mut other_callers = Vec::new();
    for def_other in descendants(source.root())
        .into_iter()
        .filter(|n| n.kind() == "function_definition" && n.id() != kernel.node.id())
    {
        let Some(b) = def_other.child_by_field_name("body") else {
            continue;
        };
        if b.id() == body.id() || !source.text_of(b).contains(name) {
            continue;
        }
        let calls_it = descendants(b).iter().any(|c| {
            c.kind() == "call_expression"
                && c.child_by_field_name("function").is_some_and(|f| {
                    let n = f.child_by_field_name("name").unwrap_or(f);
                    source.text_of(n) == name
                })
        });
        if calls_it {
            other_callers.push(name_of(source, def_other));
        }
    }
    let _ = index;
    Found::Loop(
        Box::new(LoopFunction {
            scope,
            calls: kernel_calls,
            other_callers,
        }),
        loops,
    )
}

fn different_instances(name: &str, at: std::ops::Range<usize>) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::UnsupportedPattern,
        format!("the K-loop is inside `__device__` function template `{name}`, which the file instantiates with different template arguments: the pipelined loop is written once for every instantiation, and kpipe analyses one"),
        format!("instantiate `{name}` with one set of template arguments, or pipeline the kernel that calls it by hand"),
    )
    .at(at)
}

/// A parameter: its name, whether it is a pointer, array or reference, and its span.
struct Param {
    name: String,
    indirect: bool,
    span: std::ops::Range<usize>,
}

fn parameters(source: &Source, def: Node) -> Vec<Param> {
    let Some(list) = def
        .child_by_field_name("declarator")
        .and_then(|d| d.child_by_field_name("parameters"))
    else {
        return Vec::new();
    };
    named_children(list)
        .into_iter()
        .filter(|p| p.kind() != "comment")
        .map(|p| {
            let mut indirect = false;
            let mut name = String::new();
            let mut d = p.child_by_field_name("declarator");
            while let Some(n) = d {
                match n.kind() {
                    "pointer_declarator"
                    | "array_declarator"
                    | "reference_declarator"
                    | "abstract_pointer_declarator"
                    | "abstract_array_declarator" => indirect = true,
                    "identifier" => name = source.text_of(n).to_string(),
                    _ => {}
                }
                d = n.child_by_field_name("declarator").or_else(|| {
                    named_children(n)
                        .into_iter()
                        .find(|c| c.kind().ends_with("declarator") || c.kind() == "identifier")
                });
            }
            Param {
                name,
                indirect,
                span: p.byte_range(),
            }
        })
        .collect()
}

/// The thread or block index an argument is in the kernel (through the kernel's locals), when it
/// is nothing else: `threadIdx.x`, `tid` with `tid = threadIdx.x`, `threadIdx.y * blockDim.x + threadIdx.x`.
fn resolve_builtin(kernel: &Kernel, arg: &str) -> Option<String> {
    let mut text: String = arg.split_whitespace().collect();
    for _ in 0..4 {
        match kernel.local_inits.get(&text) {
            Some(init) => text = init.split_whitespace().collect(),
            None => break,
        }
    }
    let only_builtins = identifiers_in(&text).all(|w| {
        matches!(
            w,
            "threadIdx" | "blockIdx" | "blockDim" | "gridDim" | "x" | "y" | "z"
        )
    });
    (only_builtins && identifiers_in(&text).next().is_some()).then_some(text)
}
