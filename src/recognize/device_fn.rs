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
    /// The instantiation of a function template the kernel's calls make (`matrixMul<16, size_t>`).
    pub instance: Option<String>,
    /// Other kernels of the file that call the template with other arguments
    /// (`matrixMul<32, size_t>` from another `__global__` wrapper): the rewrite of the template is
    /// theirs too, so `pipeline::instances` makes it for each and requires the same text.
    pub other_instance_kernels: Vec<String>,
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
    let caller = Caller {
        source,
        facts,
        kernel,
        defines,
    };
    let calls = calls_in(source, index, kernel.body);
    let mut found: Vec<Found<'t>> = Vec::new();
    let mut deeper: Option<(String, String, Node<'t>)> = None;
    for name in called_names(&calls) {
        let all = &index.by_name[name];
        let defs = with_barrier_loop(source, all);
        if defs.is_empty() {
            // One level more, only to say why kpipe stops there.
            if deeper.is_none() {
                deeper = loop_one_call_deeper(source, index, name, all[0]);
            }
            continue;
        }
        let kernel_calls: Vec<Node<'t>> = calls
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, c)| *c)
            .collect();
        found.push(caller.examine(name, &defs, kernel_calls));
    }
    found.retain(|f| !matches!(f, Found::None));
    caller.one_found(found, deeper, &calls)
}

/// The names of the functions called, each once, in the order of their first call.
fn called_names<'c>(calls: &'c [(String, Node)]) -> Vec<&'c str> {
    let mut names: Vec<&str> = Vec::new();
    for (name, _) in calls {
        if !names.contains(&name.as_str()) {
            names.push(name);
        }
    }
    names
}

/// The definitions among `all` whose body has a `for` loop with a barrier: those that may hold
/// the K-loop.
fn with_barrier_loop<'t>(source: &Source, all: &[Node<'t>]) -> Vec<Node<'t>> {
    all.iter()
        .copied()
        .filter(|d| {
            d.child_by_field_name("body")
                .is_some_and(|b| has_barrier_loop(source, b))
        })
        .collect()
}

/// A function that `def` (function `name`, with no barrier loop) calls and that has a barrier
/// loop, as (`name`, the inner function's name, its definition): a K-loop two calls deep.
fn loop_one_call_deeper<'t>(
    source: &'t Source,
    index: &Index<'t>,
    name: &str,
    def: Node<'t>,
) -> Option<(String, String, Node<'t>)> {
    let body = def
        .child_by_field_name("body")
        .expect("indexed with a body");
    calls_in(source, index, body)
        .into_iter()
        .find_map(|(inner, _)| {
            let d = index.by_name[&inner][0];
            let b = d.child_by_field_name("body")?;
            (inner != name && has_barrier_loop(source, b)).then(|| (name.to_string(), inner, d))
        })
}

/// The kernel whose calls are searched for the K-loop, with the file around it.
struct Caller<'a, 't> {
    source: &'t Source,
    facts: &'a FileFacts,
    kernel: &'a Kernel<'t>,
    defines: &'a [(String, String)],
}

/// What the kernel's calls pass to each parameter of the called function.
struct Arguments {
    /// For a pointer, array or reference parameter, the memory the calls pass to it (None when
    /// no call passes it, and for the other parameters).
    passed: Vec<Option<Passed>>,
    /// The arguments' texts, one per call that passes the parameter.
    texts: Vec<Vec<String>>,
}

impl<'t> Caller<'_, 't> {
    /// What the search found, from the called functions' findings (`found`, none of them
    /// `Found::None`): the one K-loop, else the first refusal, else the refusal of a K-loop two
    /// calls deep (`deeper`). Several functions with a K-loop are refused.
    fn one_found(
        &self,
        mut found: Vec<Found<'t>>,
        deeper: Option<(String, String, Node<'t>)>,
        calls: &[(String, Node<'t>)],
    ) -> Found<'t> {
        let with_loops: Vec<String> = found
            .iter()
            .filter_map(|f| match f {
                Found::Loop(l, _) => Some(l.scope.name.clone()),
                _ => None,
            })
            .collect();
        if with_loops.len() > 1 {
            return Found::Refused(self.several_loops(&with_loops, calls));
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
                    format!("the K-loop is inside `__device__` function `{inner}`, which kernel `{}` reaches through `{via}` (two calls deep): kpipe follows the kernel's own calls one level deep", self.kernel.name),
                    format!("call `{inner}` from the kernel directly (inline `{via}` into the kernel), then run kpipe again"),
                )
                .at(def.byte_range()),
            );
        }
        Found::None
    }

    /// The refusal of a kernel that calls several functions with a K-loop (`with_loops`), at the
    /// call of the second.
    fn several_loops(&self, with_loops: &[String], calls: &[(String, Node)]) -> Box<Diagnostic> {
        let at = calls
            .iter()
            .find(|(n, _)| *n == with_loops[1])
            .map(|(_, c)| c.byte_range());
        let mut d = Diagnostic::new(
            Kind::SeveralLoops,
            format!(
                "kernel `{}` calls {} `__device__` functions with a K-loop: {}",
                self.kernel.name,
                with_loops.len(),
                with_loops.join(", ")
            ),
            "kpipe pipelines one K-loop per kernel; split the kernel or pipeline the others by hand",
        );
        if let Some(at) = at {
            d = d.at(at);
        }
        d
    }

    /// The K-loop of function `name` (`defs`: its definitions with a barrier loop), which the
    /// kernel calls at `kernel_calls`: the function seen as the loop's scope, with its candidate
    /// loops; `Found::None` when it has no K-loop, refused when kpipe cannot pipeline it there.
    fn examine(&self, name: &str, defs: &[Node<'t>], kernel_calls: Vec<Node<'t>>) -> Found<'t> {
        let (source, kernel) = (self.source, self.kernel);
        let def = defs[0];
        if let Some(refusal) = self.definition_refusal(name, defs) {
            return Found::Refused(refusal);
        }
        let instance = match self.instance(name, def, &kernel_calls) {
            Ok(instance) => instance,
            Err(refusal) => return Found::Refused(refusal),
        };
        let Some(mut scope) =
            build_kernel(source, self.facts, def, self.defines, instance.as_deref())
        else {
            return Found::None;
        };
        scope.threads = kernel.threads;
        scope.threads_source = kernel.threads_source.clone();
        scope.threads_claim = kernel.threads_claim.clone();
        let params = parameters(source, def);
        let arguments = self.arguments_passed(&params, &kernel_calls);
        // The function's own pointer locals stay; its pointer parameters point into global memory
        // only when the kernel passes global memory to them.
        let not_global: HashSet<&str> = params
            .iter()
            .zip(&arguments.passed)
            .filter(|(_, p)| **p != Some(Passed::Global))
            .map(|(p, _)| p.name.as_str())
            .collect();
        scope
            .global_pointers
            .retain(|g| !not_global.contains(g.as_str()));
        self.bind_thread_indices(&mut scope, &params, &arguments.texts);
        let loops = super::kloop::candidates(source, &scope, self.facts);
        if let Some(refusal) = self.tile_parameter_refusal(name, &scope, &params, &arguments) {
            return Found::Refused(refusal);
        }
        if loops.is_empty() {
            return Found::None;
        }
        let other_callers = other_callers(source, kernel, scope.body, name);
        let other_instance_kernels = match instance {
            Some(_) => self.kernels_with_other_arguments(name, def, &kernel_calls),
            None => Vec::new(),
        };
        Found::Loop(
            Box::new(LoopFunction {
                scope,
                calls: kernel_calls,
                other_callers,
                instance,
                other_instance_kernels,
            }),
            loops,
        )
    }

    /// The refusal of function `name` for its definitions alone: several with a barrier loop
    /// (kpipe cannot tell which holds the K-loop), or one declared `__noinline__`.
    fn definition_refusal(&self, name: &str, defs: &[Node]) -> Option<Box<Diagnostic>> {
        let kernel = self.kernel;
        let def = defs[0];
        if defs.len() > 1 {
            return Some(
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
            .any(|c| self.source.text_of(*c).contains("noinline"))
        {
            return Some(
                Diagnostic::new(
                    Kind::UnsupportedPattern,
                    format!("the K-loop is inside `__device__` function `{name}`, declared `__noinline__`: kpipe checks the pipelined loop in the kernel's SASS, where nvcc inlines the functions it calls"),
                    format!("drop `__noinline__` from `{name}`, then run kpipe again"),
                )
                .at(def.byte_range()),
            );
        }
        None
    }

    /// The instantiation of function template `name` that the kernel's calls make (`f<128, float>`,
    /// the arguments evaluated in the kernel); None when `def` is no template. Refused when the
    /// calls, or other uses in the file, write different template arguments.
    fn instance(
        &self,
        name: &str,
        def: Node,
        kernel_calls: &[Node],
    ) -> Result<Option<String>, Box<Diagnostic>> {
        if def
            .parent()
            .filter(|p| p.kind() == "template_declaration")
            .is_none()
        {
            return Ok(None);
        }
        let args: Vec<Option<Vec<String>>> = kernel_calls
            .iter()
            .map(|c| self.instance_arguments(*c))
            .collect();
        if let Some(i) = args.iter().position(|a| *a != args[0]) {
            return Err(different_instances(name, kernel_calls[i].byte_range()));
        }
        self.check_other_uses(name, def, kernel_calls)?;
        Ok(args[0]
            .as_ref()
            .map(|a| format!("{name}<{}>", a.join(", "))))
    }

    /// The `__global__` function around byte `at`, other than the kernel: its name.
    fn enclosing_kernel(&self, at: usize) -> Option<String> {
        let mut n = self.source.root().descendant_for_byte_range(at, at);
        while let Some(x) = n.filter(|x| x.kind() != "function_definition") {
            n = x.parent();
        }
        let def = n.filter(|d| d.id() != self.kernel.node.id())?;
        is_global(self.source, def).then(|| name_of(self.source, def))
    }

    /// The other kernels whose uses of template `name` write other arguments than the kernel's
    /// first call, in source order, each once.
    fn kernels_with_other_arguments(
        &self,
        name: &str,
        def: Node,
        kernel_calls: &[Node],
    ) -> Vec<String> {
        let mine = self.instance_arguments(kernel_calls[0]);
        let def_range = def.byte_range();
        let mut out: Vec<String> = Vec::new();
        for (span, args) in self.facts.template_uses.get(name).into_iter().flatten() {
            if def_range.contains(&span.start)
                || kernel_calls
                    .iter()
                    .any(|c| c.byte_range().contains(&span.start))
            {
                continue;
            }
            let theirs: Vec<String> = args
                .iter()
                .map(|a| a.split_whitespace().collect())
                .collect();
            let mine: Option<Vec<String>> = mine.clone();
            if mine.is_some_and(|m| m == theirs) {
                continue;
            }
            if let Some(k) = self.enclosing_kernel(span.start) {
                if !out.contains(&k) {
                    out.push(k);
                }
            }
        }
        out
    }

    /// The template arguments of a call, as the kernel writes them, evaluated in the kernel (a
    /// type argument resolved); None when the call states none.
    fn instance_arguments(&self, call: Node) -> Option<Vec<String>> {
        let symbols = &self.kernel.symbols;
        let f = call.child_by_field_name("function")?;
        let args = f.child_by_field_name("arguments")?;
        Some(
            named_children(args)
                .into_iter()
                .map(|a| {
                    let text = self.source.text_of(a);
                    match symbols.eval(text) {
                        Ok(v) => v.to_string(),
                        Err(_) => symbols.resolve_type(text.trim()).to_string(),
                    }
                })
                .collect(),
        )
    }

    /// Refuses, at the first one, a use of template `name` outside its definition and the
    /// kernel's calls that writes other template arguments than the kernel's first call.
    fn check_other_uses(
        &self,
        name: &str,
        def: Node,
        kernel_calls: &[Node],
    ) -> Result<(), Box<Diagnostic>> {
        let source = self.source;
        let squeezed = |args: Node| source.text_of(args).split_whitespace().collect::<String>();
        let mine = kernel_calls[0]
            .child_by_field_name("function")
            .and_then(|f| f.child_by_field_name("arguments"))
            .map(squeezed);
        let def_range = def.byte_range();
        for (span, _) in self.facts.template_uses.get(name).into_iter().flatten() {
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
                    .map(squeezed)
                    == mine;
            // Another kernel's instantiation is checked by making the rewrite for that kernel
            // too (`pipeline::instances`); any other use is not.
            if !same && self.enclosing_kernel(span.start).is_none() {
                return Err(different_instances(name, span.clone()));
            }
        }
        Ok(())
    }

    /// What the kernel's calls pass to each of `params`: shared, global or other memory for the
    /// pointer, array and reference parameters, and the arguments' texts for all.
    fn arguments_passed(&self, params: &[Param], kernel_calls: &[Node]) -> Arguments {
        let kernel = self.kernel;
        let kernel_shared: HashSet<String> = kernel
            .shared
            .iter()
            .map(|s| s.name.clone())
            .chain(kernel.extern_names.iter().cloned())
            .collect();
        let kernel_globals: HashSet<&str> =
            kernel.global_pointers.iter().map(String::as_str).collect();
        let mut passed: Vec<Option<Passed>> = vec![None; params.len()];
        let mut texts: Vec<Vec<String>> = vec![Vec::new(); params.len()];
        for call in kernel_calls {
            let args: Vec<Node> = crate::source::parse::call_arguments(*call);
            for (i, p) in params.iter().enumerate() {
                let Some(arg) = args.get(i) else { continue };
                texts[i].push(self.source.text_of(*arg).to_string());
                if !p.indirect {
                    continue;
                }
                let words: Vec<&str> = identifiers_in(self.source.text_of(*arg)).collect();
                let this = if words.iter().any(|w| kernel_shared.contains(*w)) {
                    Passed::Shared
                } else if words.iter().any(|w| kernel_globals.contains(w)) {
                    Passed::Global
                } else {
                    Passed::Other
                };
                passed[i] = Some(this.merged_with(passed[i]));
            }
        }
        Arguments { passed, texts }
    }

    /// Records in `scope` the thread or block index each scalar parameter stands for.
    fn bind_thread_indices(&self, scope: &mut Kernel, params: &[Param], texts: &[Vec<String>]) {
        // A scalar parameter the function never assigns, passed the same thread or block index by
        // every call, is that index inside the function (`is_thread_index`, the trip-count checks).
        let assigned = assigned_names(self.source, scope.body);
        for (i, p) in params.iter().enumerate() {
            if p.indirect || assigned.contains(&p.name) || texts[i].is_empty() {
                continue;
            }
            let resolved: Vec<Option<String>> = texts[i]
                .iter()
                .map(|a| resolve_builtin(self.kernel, a))
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
    }

    /// The refusal of a tile the kernel passes in (its `__shared__` array, as a parameter) that a
    /// loop with a barrier of function `name` uses: the stage index would have to reach the
    /// function through the parameter's type.
    fn tile_parameter_refusal(
        &self,
        name: &str,
        scope: &Kernel,
        params: &[Param],
        arguments: &Arguments,
    ) -> Option<Box<Diagnostic>> {
        let source = self.source;
        let shared_params: Vec<&Param> = params
            .iter()
            .zip(&arguments.passed)
            .filter(|(_, p)| **p == Some(Passed::Shared))
            .map(|(p, _)| p)
            .collect();
        let barrier_loops: Vec<Node> = descendants(scope.body)
            .into_iter()
            .filter(|n| n.kind() == "for_statement" && !barrier_calls(source, *n).is_empty())
            .collect();
        let names: HashSet<String> = shared_params.iter().map(|p| p.name.clone()).collect();
        let tile = barrier_loops
            .iter()
            .find_map(|l| mentions_any(source, *l, &names))?;
        let p = shared_params
            .iter()
            .find(|p| p.name == tile)
            .expect("a name of the set");
        let kernel = &self.kernel.name;
        Some(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the K-loop is inside `__device__` function `{name}`, and tile `{tile}` is a parameter that kernel `{kernel}` passes its `__shared__` array to: kpipe gives stages to tiles the function declares itself, not to tiles that reach it through a parameter (the stage index would have to change the parameter's type and every caller)"),
                format!("declare the tiles as `__shared__` arrays inside `{name}` (a static `__shared__` array in a `__device__` function is shared by the block), or inline `{name}` into kernel `{kernel}`, then run kpipe again"),
            )
            .at(p.span.clone()),
        )
    }
}

impl Passed {
    /// What a parameter is passed, once one more call passes it `self` after `before`: shared
    /// memory wins, then global.
    fn merged_with(self, before: Option<Passed>) -> Passed {
        match (before, self) {
            (None, t) => t,
            (Some(Passed::Shared), _) | (_, Passed::Shared) => Passed::Shared,
            (Some(Passed::Global), _) | (_, Passed::Global) => Passed::Global,
            _ => Passed::Other,
        }
    }
}

/// The other functions of the file (not the kernel) whose bodies call function `name` (whose body
/// is `body`): their calls run the pipelined loop as well.
fn other_callers(source: &Source, kernel: &Kernel, body: Node, name: &str) -> Vec<String> {
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
    other_callers
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
