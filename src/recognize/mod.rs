//! Recognition: from a parsed file to the one kernel and K-loop kpipe will work on, or a refusal.

pub mod aliases;
pub mod async_copies;
pub mod async_helpers;
pub mod buffer_cover;
pub mod deduced_args;
pub mod device_fn;
pub mod double_buffer;
pub mod effects;
pub mod error;
pub mod headers;
pub mod helpers;
pub mod hoist;
pub mod inline;
pub mod inputs;
pub mod kernel;
pub mod kloop;
pub mod loads;
pub mod loop_facts;
pub mod macros;
pub mod nesting;
pub mod pipeline_copies;
pub mod preproc;
pub mod pure_functions;
pub mod split_register;
pub mod template_args;
pub mod thread_eval;
pub mod trips;
pub mod written;

use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::source::parse::Source;
use kernel::{find_kernels, kernel_names, FileFacts, Kernel};
use kloop::KLoop;

/// The kernel and loop chosen, with the facts of the file.
pub struct Recognised<'t> {
    pub kernel: Kernel<'t>,
    pub kloop: KLoop<'t>,
    pub facts: FileFacts,
    /// Parse errors outside the chosen kernel (host macros without semicolons, ...): tolerated, noted.
    pub errors_elsewhere: usize,
    /// The `__device__` function the K-loop is in, when the kernel calls it instead of holding the
    /// loop itself.
    pub loop_fn: Option<Box<device_fn::LoopFunction<'t>>>,
    /// For a kernel that states no thread count: the threads per block its launches in the file
    /// (or the directive) pass, and what says so. Occupancy counts them; the rewrite does not
    /// rely on them (another file may launch the kernel with another block).
    pub launched_threads: Option<(u64, String)>,
}

impl<'t> Recognised<'t> {
    /// The function the K-loop is written in: the kernel, or the `__device__` function it calls.
    /// Everything about the loop (its tiles, constants, global pointers, the rewrite's edits) is
    /// relative to it; launching and compiling stay the kernel's.
    pub fn scope(&self) -> &Kernel<'t> {
        self.loop_fn.as_ref().map_or(&self.kernel, |l| &l.scope)
    }
}

/// The K-loop candidates of each kernel: in the kernel, or in the `__device__` function it calls.
struct Loops<'t> {
    loop_fns: Vec<Option<Box<device_fn::LoopFunction<'t>>>>,
    device_refusals: Vec<Option<Box<Diagnostic>>>,
    /// (index in the kernel list, its candidate loops) for each kernel with any.
    with_loops: Vec<(usize, Vec<tree_sitter::Node<'t>>)>,
}

fn loops_of<'t>(
    source: &'t Source,
    facts: &FileFacts,
    kernels: &[Kernel<'t>],
    defines: &[(String, String)],
) -> Loops<'t> {
    // A kernel without a K-loop of its own may call a `__device__` function that holds it.
    let mut index = None;
    let mut out = Loops {
        loop_fns: Vec::new(),
        device_refusals: Vec::new(),
        with_loops: Vec::new(),
    };
    for (i, k) in kernels.iter().enumerate() {
        let mut loops = kloop::candidates(source, k, facts);
        let (mut lf, mut refusal) = (None, None);
        if loops.is_empty() {
            let index = index.get_or_insert_with(|| device_fn::Index::new(source));
            match device_fn::find(source, facts, index, k, defines) {
                device_fn::Found::Loop(f, l) => (lf, loops) = (Some(f), l),
                device_fn::Found::Refused(d) => refusal = Some(d),
                device_fn::Found::None => {}
            }
        }
        out.loop_fns.push(lf);
        out.device_refusals.push(refusal);
        if !loops.is_empty() {
            out.with_loops.push((i, loops));
        }
    }
    out
}

/// The names of the kernels with a K-loop candidate (in the kernel or a `__device__` function it
/// calls), in file order: what a many-file run rewrites one after the other.
pub fn kernels_with_kloops(text: &str, defines: &[(String, String)]) -> Vec<String> {
    let Ok(mut source) = Source::parse(text.to_string()) else {
        return Vec::new();
    };
    // A loop whose tiles are written through accessor macros is a K-loop once they are expanded,
    // as the analysis expands them (`inline::inline_next`).
    let accessors = macros::expression_macro_uses(&source);
    if !accessors.is_empty() {
        let mut expanded = text.to_string();
        for (range, expansion) in accessors {
            expanded.replace_range(range, &expansion);
        }
        match Source::parse(expanded) {
            Ok(parsed) => source = parsed,
            Err(_) => return Vec::new(),
        }
    }
    let facts = headers::Headers::none().facts_of(&source);
    let kernels: Vec<Kernel> = find_kernels(&source, &facts, defines, None)
        .into_iter()
        .filter(|k| crate::source::parse::require_shallow(k.node, &k.name).is_ok())
        .collect();
    let loops = loops_of(&source, &facts, &kernels, defines);
    // Overloads of one name are told apart by their line (`--kernel NAME:LINE`).
    let overloaded = |name: &str| kernels.iter().filter(|k| k.name == name).count() > 1;
    loops
        .with_loops
        .iter()
        .map(|(i, _)| {
            let kernel = &kernels[*i];
            match overloaded(&kernel.name) {
                true => format!("{}:{}", kernel.name, kernel.node.start_position().row + 1),
                false => kernel.name.clone(),
            }
        })
        .collect()
}

/// `--kernel`'s value without a `:LINE` suffix, and that line: `NAME:LINE` picks one of several
/// kernels of the same name (overloads), the one whose definition starts on LINE.
pub fn kernel_selector(kernel: &str) -> (&str, Option<usize>) {
    match kernel.rsplit_once(':') {
        Some((name, line)) if !line.is_empty() && line.bytes().all(|b| b.is_ascii_digit()) => {
            (name, line.parse().ok())
        }
        _ => (kernel, None),
    }
}

/// How many names a message lists before it says "and N more".
const LISTED: usize = 5;

/// Finds the kernel (by `--kernel` or as the only one with a K-loop) and recognises its K-loop.
/// With `--kernel`, only that kernel is analysed, however many the file has.
pub fn recognise<'t>(
    source: &'t Source,
    kernel_name: Option<&str>,
    defines: &[(String, String)],
) -> Result<Recognised<'t>> {
    recognise_with(
        source,
        kernel_name,
        defines,
        &headers::Headers::none(),
        None,
    )
}

/// `recognise`, with the macros and constants of the headers the file includes known as the file's
/// own are (the file's own definitions win), and `--launch`'s value (`launch`) read as the
/// directive of a file that has none.
pub fn recognise_with<'t>(
    source: &'t Source,
    kernel_name: Option<&str>,
    defines: &[(String, String)],
    headers: &headers::Headers,
    launch: Option<&str>,
) -> Result<Recognised<'t>> {
    let mut facts = headers.facts_of(source);
    facts.given_launch = crate::source::directive::given_directive(&source.text, launch);
    inputs::check_file_defines(source, &facts, defines)?;
    inputs::check_directive_block(&source.text)?;
    let (kernel_name, line) = match kernel_name.map(kernel_selector) {
        Some((name, line)) => (Some(name), line),
        None => (None, None),
    };
    let mut survey = Survey::new(source, &facts, defines, kernel_name);
    let (index, loops) = match kernel_name.map(|k| k.split('<').next().unwrap_or(k).trim()) {
        Some(name) => survey.choose_named(source, &facts, name, line)?,
        None => survey.choose_only(source, &facts)?,
    };
    let Survey {
        kernels,
        too_deep,
        loops: Loops { mut loop_fns, .. },
    } = survey;
    let kernel = kernels
        .into_iter()
        .nth(index)
        .expect("index from the same list");
    let loop_fn = loop_fns.swap_remove(index);
    check_chosen(source, &kernel, loop_fn.as_deref(), defines)?;
    let mut kloop = the_kloop(source, &facts, &kernel, loop_fn.as_deref(), &loops)?;
    if let Some(f) = &loop_fn {
        kloop
            .warnings
            .extend(device_function_warnings(source, &kernel, f));
    }
    for (other, depth, _) in &too_deep {
        kloop.warnings.push(format!(
            "kernel `{}` (line {}) was not examined: it is nested {depth} levels deep, and kpipe analyses kernels nested at most {} levels deep",
            other.name,
            other.node.start_position().row + 1,
            crate::source::parse::MAX_DEPTH
        ));
    }
    let errors_elsewhere = source.error_count(source.root());
    let launched_threads = match kernel.threads {
        Some(_) => None,
        None => trips::block_facts(source, &facts, &kernel)
            .shape
            .map(|(shape, from)| (shape.iter().product(), from)),
    };
    Ok(Recognised {
        kernel,
        kloop,
        facts,
        errors_elsewhere,
        loop_fn,
        launched_threads,
    })
}

/// The kernel `recognise_with` would choose and the file's facts, without its K-loop: what the
/// proof of a fix needs of a kernel whose loop is refused.
pub fn recognise_kernel<'t>(
    source: &'t Source,
    kernel_name: Option<&str>,
    defines: &[(String, String)],
    headers: &headers::Headers,
    launch: Option<&str>,
) -> Result<(Kernel<'t>, FileFacts)> {
    let mut facts = headers.facts_of(source);
    facts.given_launch = crate::source::directive::given_directive(&source.text, launch);
    let (kernel_name, line) = match kernel_name.map(kernel_selector) {
        Some((name, line)) => (Some(name), line),
        None => (None, None),
    };
    let mut survey = Survey::new(source, &facts, defines, kernel_name);
    let (index, _) = match kernel_name.map(|k| k.split('<').next().unwrap_or(k).trim()) {
        Some(name) => survey.choose_named(source, &facts, name, line)?,
        None => survey.choose_only(source, &facts)?,
    };
    let kernel = survey
        .kernels
        .into_iter()
        .nth(index)
        .expect("index from the same list");
    Ok((kernel, facts))
}

/// A kernel set aside for being nested too deep: the kernel, its depth and the refusal to rewrite it.
type TooDeep<'t> = (Kernel<'t>, usize, Box<Diagnostic>);

/// The kernels of a file and their K-loop candidates, from which `recognise` chooses one.
struct Survey<'t> {
    /// The kernels kpipe analyses, in file order.
    kernels: Vec<Kernel<'t>>,
    too_deep: Vec<TooDeep<'t>>,
    /// The candidates of `kernels`, by index.
    loops: Loops<'t>,
}

/// The candidate loops of the chosen kernel, with its index in the survey.
type Chosen<'t> = (usize, Vec<tree_sitter::Node<'t>>);

impl<'t> Survey<'t> {
    /// The kernels of the file (only those named `kernel_name` when given) and their candidates.
    fn new(
        source: &'t Source,
        facts: &FileFacts,
        defines: &[(String, String)],
        kernel_name: Option<&str>,
    ) -> Survey<'t> {
        // Kernels nested deeper than kpipe analyses are set aside before any walk that recurses:
        // refused when they are the one to rewrite, noted when another one is.
        let mut kernels = Vec::new();
        let mut too_deep = Vec::new();
        for kernel in find_kernels(source, facts, defines, kernel_name) {
            match crate::source::parse::require_shallow(
                kernel.node,
                &format!("kernel `{}`", kernel.name),
            ) {
                Ok(()) => kernels.push(kernel),
                Err((depth, refusal)) => too_deep.push((kernel, depth, refusal)),
            }
        }
        let loops = loops_of(source, facts, &kernels, defines);
        Survey {
            kernels,
            too_deep,
            loops,
        }
    }

    /// The kernel named by `--kernel` and its candidates; refuses it when it is nested too deep,
    /// missing, or has no K-loop.
    fn choose_named(
        &mut self,
        source: &Source,
        facts: &FileFacts,
        name: &str,
        line: Option<usize>,
    ) -> Result<Chosen<'t>> {
        if let Some(i) = self.too_deep.iter().position(|(k, _, _)| k.name == name) {
            return Err(self.too_deep.swap_remove(i).2);
        }
        let at_line = |k: &Kernel| line.is_none_or(|l| k.node.start_position().row + 1 == l);
        let Some(index) = self
            .kernels
            .iter()
            .position(|k| k.name == name && at_line(k))
        else {
            let names = kernel_names(source);
            return Err(Diagnostic::new(
                Kind::KernelNotFound,
                format!("no `__global__` function named `{name}`"),
                format!("kernels in this file: {}", list_some(&names)),
            ));
        };
        let Some(entry) = self.loops.with_loops.iter().find(|(i, _)| *i == index) else {
            if let Some(refusal) = self.loops.device_refusals[index].take() {
                return Err(refusal);
            }
            let kernel = &self.kernels[index];
            return Err(kloop::hidden_in_macro(source, kernel, facts)
                .or_else(|| kloop::while_kloop(source, kernel, facts))
                .unwrap_or_else(|| no_kloop(kernel)));
        };
        Ok(entry.clone())
    }

    /// The only kernel with candidates; refuses a file with none (saying why as precisely as it
    /// can) or with several.
    fn choose_only(&mut self, source: &Source, facts: &FileFacts) -> Result<Chosen<'t>> {
        match self.loops.with_loops.as_slice() {
            [] if !self.too_deep.is_empty() => {
                let (_, _, refusal) = self.too_deep.swap_remove(0);
                Err(refusal.note("no other kernel in this file has a K-loop, so this is the one kpipe would rewrite"))
            }
            [] => Err(self.no_kloop_in_file(source, facts)),
            [one] => Ok(one.clone()),
            many => {
                let names: Vec<String> = many
                    .iter()
                    .map(|(i, _)| self.kernels[*i].name.clone())
                    .collect();
                Err(Diagnostic::new(
                    Kind::SeveralCandidates,
                    format!(
                        "{} kernels have a K-loop: {}",
                        many.len(),
                        list_some(&names)
                    ),
                    format!("choose one with --kernel {}", names[0]),
                )
                .at(self.kernels[many[0].0].node.byte_range()))
            }
        }
    }

    /// Why no kernel of the file has a K-loop candidate: one hidden in a macro, another kind of
    /// synchronisation, a refused `__device__` function, a loop in an uncalled one, or none at all.
    fn no_kloop_in_file(&mut self, source: &Source, facts: &FileFacts) -> Box<Diagnostic> {
        let kernels = &self.kernels;
        if let Some(hidden) = kernels.iter().find_map(|k| {
            kloop::hidden_in_macro(source, k, facts)
                .or_else(|| kloop::while_kloop(source, k, facts))
                .or_else(|| kloop::stores_through_ptx(source, k))
        }) {
            return hidden;
        }
        if let Some(refusal) = kernels
            .iter()
            .find_map(|k| other_synchronisation(source, k, facts))
            .or_else(|| self.loops.device_refusals.iter_mut().find_map(Option::take))
            .or_else(|| kloop_in_device_function(source))
        {
            return refusal;
        }
        let mut d = Diagnostic::new(
            Kind::NoKLoop,
            if kernels.is_empty() {
                "no `__global__` function in this file".to_string()
            } else {
                "no kernel in this file has a tiled K-loop (a `for` loop that stores global data into `__shared__` tiles and calls `__syncthreads()`)".to_string()
            },
            "kpipe pipelines loops of the form: loads into shared tiles; __syncthreads(); compute; __syncthreads()",
        );
        if let Some(k) = kernels.first() {
            d = d.at(k.node.byte_range());
        }
        d
    }
}

/// Refuses a chosen kernel (or the `__device__` function holding its loop) that did not parse
/// cleanly, is nested too deep, or conflicts with the `--define`s or its thread count.
fn check_chosen(
    source: &Source,
    kernel: &Kernel,
    loop_fn: Option<&device_fn::LoopFunction>,
    defines: &[(String, String)],
) -> Result<()> {
    source.require_clean(kernel.node, &format!("kernel `{}`", kernel.name))?;
    inputs::check_kernel_defines(source, kernel, defines)?;
    inputs::check_threads(kernel)?;
    if let Some(f) = loop_fn {
        let what = format!("`__device__` function `{}`", f.scope.name);
        crate::source::parse::require_shallow(f.scope.node, &what).map_err(|(_, e)| e)?;
        source.require_clean(f.scope.node, &what)?;
        inputs::check_kernel_defines(source, &f.scope, defines)?;
    }
    Ok(())
}

/// The K-loop of the chosen kernel (or of the `__device__` function it calls); refuses several
/// candidates, unless one of them is already pipelined, which says more.
fn the_kloop<'t>(
    source: &'t Source,
    facts: &FileFacts,
    kernel: &Kernel<'t>,
    loop_fn: Option<&device_fn::LoopFunction<'t>>,
    loops: &[tree_sitter::Node<'t>],
) -> Result<KLoop<'t>> {
    let scope = loop_fn.map_or(kernel, |f| &f.scope);
    if loops.len() > 1 {
        // A tile loop around the K-loop (a persistent kernel): the innermost loop is the K-loop.
        if let Some(inner) = nesting::inner_kloop(source, scope, facts, loops) {
            return inner;
        }
        // A loop that is already pipelined says more than "several loops" (kpipe's own output, with
        // its prologue, inside a persistent loop looks like two).
        for candidate in loops {
            if let Err(e) = kloop::recognise(source, scope, facts, *candidate) {
                if matches!(e.kind, Kind::AlreadyPipelined | Kind::AsyncNotOverlapped) {
                    return Err(e);
                }
            }
        }
        return Err(Diagnostic::new(
            Kind::SeveralLoops,
            format!("{} has {} loops that look like K-loops", scope_name(kernel, loop_fn), loops.len()),
            "kpipe pipelines one K-loop per kernel; split the kernel or pipeline the others by hand",
        )
        .at(loops[1].byte_range()));
    }
    kloop::recognise(source, scope, facts, loops[0])
}

/// Warnings about a K-loop in a `__device__` function: an early return in the kernel before the
/// call, and other callers, which run the pipelined loop too.
fn device_function_warnings(
    source: &Source,
    kernel: &Kernel,
    f: &device_fn::LoopFunction,
) -> Vec<String> {
    let mut warnings = Vec::new();
    if let Some(ret) = f
        .calls
        .first()
        .and_then(|call| kloop::early_return_before(source, kernel, *call))
    {
        warnings.push(format!(
            "a `return` under a branch at line {ret} of kernel `{}` comes before its call of `{}`: if it is not uniform across the block, the barriers of the K-loop already deadlock or race (before and after kpipe)",
            kernel.name, f.scope.name
        ));
    }
    if !f.other_callers.is_empty() {
        warnings.push(format!(
            "`{}` is also called by {}: those calls run the pipelined loop too (with doubled tiles), but kpipe checks kernel `{}` only",
            f.scope.name,
            list_some(&f.other_callers.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>()),
            kernel.name
        ));
    }
    warnings
}

/// "kernel `k`", or "`__device__` function `f` (called by kernel `k`)".
fn scope_name(kernel: &Kernel, loop_fn: Option<&device_fn::LoopFunction>) -> String {
    match loop_fn {
        Some(f) => format!(
            "`__device__` function `{}` (called by kernel `{}`)",
            f.scope.name, kernel.name
        ),
        None => format!("kernel `{}`", kernel.name),
    }
}

/// A loop over shared tiles that synchronises without `__syncthreads()`: `__syncwarp()` only (each
/// warp works on its own slice), named barriers or inline `bar.sync`/`bar.arrive`. Said precisely
/// instead of "no K-loop".
fn other_synchronisation(
    source: &Source,
    kernel: &Kernel,
    facts: &FileFacts,
) -> Option<Box<Diagnostic>> {
    use crate::source::parse::descendants;
    let shared: std::collections::HashSet<String> =
        kernel.shared.iter().map(|s| s.name.clone()).collect();
    for l in descendants(kernel.body)
        .into_iter()
        .filter(|n| n.kind() == "for_statement")
    {
        if effects::mentions_any(source, l, &shared).is_none() {
            continue;
        }
        let expanded = facts.expand_macros(source.text_of(l));
        let line = l.start_position().row + 1;
        let (message, help) = if let Some(form) = effects::other_barrier(source, l, &expanded) {
            (
                format!("the loop at line {line} over shared tiles synchronises with `{form}` (a named barrier or a barrier in inline asm), not `__syncthreads()`: kpipe reasons about `__syncthreads()` only"),
                "use `__syncthreads()` for the block-wide barriers of the K-loop, or pipeline this kernel by hand",
            )
        } else if expanded.contains("__syncwarp") {
            (
                format!("the loop at line {line} over shared tiles synchronises with `__syncwarp()` only: each warp loads and reads its own slice, a warp-level pipeline kpipe does not build"),
                "kpipe pipelines block-wide K-loops (loads; __syncthreads(); compute; __syncthreads())",
            )
        } else {
            continue;
        };
        return Some(Diagnostic::new(Kind::UnsupportedPattern, message, help).at(l.byte_range()));
    }
    None
}

/// A `for` loop with a barrier and a `__shared__` tile inside a `__device__` function that no kernel
/// calls in a way `device_fn` follows: said precisely instead of "no K-loop".
fn kloop_in_device_function(source: &Source) -> Option<Box<Diagnostic>> {
    use crate::source::parse::{children, descendants};
    for def in descendants(source.root())
        .into_iter()
        .filter(|n| n.kind() == "function_definition")
    {
        if children(def)
            .iter()
            .any(|c| source.text_of(*c) == "__global__")
        {
            continue;
        }
        let Some(body) = def.child_by_field_name("body") else {
            continue;
        };
        let text = source.text_of(body);
        if !text.contains("__syncthreads") {
            continue;
        }
        let has_loop = effects::barrier_calls(source, body).iter().any(|b| {
            source
                .ancestors(*b)
                .iter()
                .take_while(|a| a.id() != body.id())
                .any(|a| a.kind() == "for_statement")
        });
        let name = def
            .child_by_field_name("declarator")
            .and_then(|d| d.child_by_field_name("declarator"))
            .map(|n| source.text_of(n).to_string())
            .unwrap_or_default();
        if !has_loop || name.is_empty() {
            continue;
        }
        let tiles = if text.contains("__shared__") {
            "its own `__shared__` tiles"
        } else {
            "tiles it receives as parameters"
        };
        let callers = kernels_calling(source, &name);
        if !callers.is_empty() {
            return Some(
                Diagnostic::new(
                    Kind::UnsupportedPattern,
                    format!("the loop with a barrier in `__device__` function `{name}` (with {tiles}), which {} call{}, is a K-loop kpipe cannot read: no statement of it stores global data into a `__shared__` tile as written{}", list_some(&callers.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>()), if callers.len() == 1 { "s" } else { "" }, function_macro_note(text)),
                    "write the tile stores as assignments to the tiles (`As[ty][tx] = A[...]`), then run kpipe again",
                )
                .at(def.byte_range()),
            );
        }
        return Some(
            Diagnostic::new(
                Kind::UnsupportedPattern,
                format!("the K-loop is inside `__device__` function `{name}` (with {tiles}), and no kernel of this file calls it directly with global memory for its loads: kpipe pipelines a K-loop in a `__device__` function when a `__global__` function calls it directly and passes the global pointers the loop loads from"),
                format!("call `{name}` from the kernel, passing the kernel's global pointers (or inline it into the kernel), then run kpipe again"),
            )
            .at(def.byte_range()),
        );
    }
    None
}

/// The `__global__` functions of the file whose bodies call `name` (also as `name<...>(...)`).
fn kernels_calling(source: &Source, name: &str) -> Vec<String> {
    use crate::source::parse::{children, descendants};
    let mut out = Vec::new();
    for def in descendants(source.root())
        .into_iter()
        .filter(|n| n.kind() == "function_definition")
        .filter(|d| {
            children(*d)
                .iter()
                .any(|c| source.text_of(*c) == "__global__")
        })
    {
        let calls = descendants(def).into_iter().any(|c| {
            c.kind() == "call_expression"
                && c.child_by_field_name("function").is_some_and(|f| {
                    let f = f.child_by_field_name("name").unwrap_or(f);
                    source.text_of(f) == name
                })
        });
        let kernel = def
            .child_by_field_name("declarator")
            .and_then(|d| d.child_by_field_name("declarator"))
            .map(|n| source.text_of(n).to_string());
        if let (true, Some(k)) = (calls, kernel) {
            out.push(k);
        }
    }
    out
}

/// ", its tiles written through a macro (`AS(ty, tx) = ...`), which kpipe does not expand there"
/// when a statement of `body` assigns to a call (a function-like macro's use); else nothing.
fn function_macro_note(body: &str) -> String {
    let assigned_call = body.lines().map(str::trim).find(|l| {
        let Some((left, right)) = l.split_once('=') else {
            return false;
        };
        let left = left.trim_end();
        !right.starts_with('=')
            && left.ends_with(')')
            && left.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && left.contains('(')
    });
    match assigned_call {
        Some(line) => format!(
            " (`{}` assigns through a macro, which kpipe does not expand in a loop's tile stores)",
            line.split('=').next().unwrap_or("").trim()
        ),
        None => String::new(),
    }
}

fn no_kloop(kernel: &Kernel) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::NoKLoop,
        format!("kernel `{}` has no tiled K-loop (a `for` loop that stores global data into `__shared__` tiles and calls `__syncthreads()`)", kernel.name),
        "kpipe pipelines loops of the form: loads into shared tiles; __syncthreads(); compute; __syncthreads()",
    )
    .at(kernel.node.byte_range())
}

/// The first few names, and how many more there are: a file of 16,000 kernels gives one line.
fn list_some(names: &[String]) -> String {
    match names.len() {
        0 => "none".to_string(),
        n if n <= LISTED => names.join(", "),
        n => format!("{} and {} more", names[..LISTED].join(", "), n - LISTED),
    }
}
