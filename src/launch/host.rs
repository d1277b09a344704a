//! The launch the user already wrote: the host call `kernel<<<grid, block[, smem[, stream]]>>>(args)`
//! in the kernel's file, or in the files given with `--host FILE`, read as a `// kpipe:` directive.
//!
//! Each argument of the call is matched with the kernel's parameter in the same place, named as
//! `crate::launch::infer` names them: a variable passed for `M`, `N`, `K` (or `lda` = K, `ldb` = N, `ldc` =
//! N) stands for that size from then on. The grid and the block are then resolved symbolically in
//! terms of those sizes: `dim3` variables of the launching function (`dim3 grid(N / 64, M / 64)`,
//! `dim3 block{16, 16}`, `= dim3(...)`), locals with one initialiser that are never assigned, the
//! file's constants and `#define`s, function-like macros (`CEIL_DIV(a, b)`) and functions that only
//! return an expression of their parameters (`int div_ceil(int a, int b) { return ...; }`), read
//! from their bodies, the usual ceiling helpers by name (`ceil_div`, `cdiv`, `DIV_UP`, `iDivUp`, ...) and `(a + b - 1) / b`. A ceiling
//! division of a size by a number that divides that size's tile multiple is written `N/64`, as the
//! directive would (the checks run at multiples of the tiles only).
//!
//! Anything else is refused with the reason: a variable passed for two different sizes, a constant
//! passed for a size, a name that is neither a size nor a constant, a launch that passes a different
//! grid, block or arguments than another launch of the same kernel.

use crate::diagnostics::line_col;
use crate::launch::error::LaunchError;
use crate::launch::host_terms;
use crate::launch::infer::Param;
use crate::recognize::effects::{assignments, declarator_name, lvalue_root};
use crate::recognize::kernel::FileFacts;
use crate::source::consts::Symbols;
use crate::source::expr::{tokenize, Language, LexError, Meaning, Parser, Syntax, Token};
use crate::source::parse::{descendants, named_children, Source};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use tree_sitter::Node;

/// A file to read launches from: how the report names it (None for the kernel's own file), and its
/// text.
#[derive(Clone)]
pub struct HostFile {
    pub name: Option<String>,
    pub text: Arc<str>,
    /// A header the kernel's file or a runner includes: read for its definitions (constants,
    /// macros, helpers such as `div_ceil`), never for launches.
    pub definitions_only: bool,
    /// The text parsed on first use, shared by the clones: a run reads the launches several times
    /// (the stage plan, each candidate's GPU proof) and parses each file once.
    parsed: Arc<OnceLock<Option<Source>>>,
}

impl HostFile {
    pub fn new(name: Option<String>, text: impl Into<Arc<str>>) -> HostFile {
        HostFile {
            name,
            text: text.into(),
            definitions_only: false,
            parsed: Arc::default(),
        }
    }

    /// A header read for its definitions only.
    pub fn header(name: String, text: String) -> HostFile {
        HostFile {
            definitions_only: true,
            ..HostFile::new(Some(name), text)
        }
    }

    /// A file already parsed.
    pub fn parsed(name: Option<String>, source: Source) -> HostFile {
        HostFile {
            name,
            text: source.text.clone(),
            definitions_only: false,
            parsed: Arc::new(OnceLock::from(Some(source))),
        }
    }

    /// The file parsed (once); None when it does not parse.
    pub fn source(&self) -> Option<&Source> {
        self.parsed
            .get_or_init(|| Source::parse(self.text.clone()).ok())
            .as_ref()
    }
}

impl std::fmt::Debug for HostFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostFile")
            .field("name", &self.name)
            .field("bytes", &self.text.len())
            .finish()
    }
}

/// A launch read off host code: the directive's fields, and where it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostLaunch {
    pub grid: Vec<String>,
    pub block: Vec<String>,
    pub args: Vec<String>,
    /// Where each launch that says this is: `line 57` in the kernel's file, `runner.cu:57` elsewhere.
    pub at: Vec<String>,
}

impl HostLaunch {
    /// "the host call at line 57", "the host calls at line 57 and runner.cu:80".
    pub fn describe(&self) -> String {
        match self.at.as_slice() {
            [one] => format!("the host call at {one}"),
            many => format!("the host calls at {}", many.join(" and ")),
        }
    }
}

/// The ceiling-division helpers recognised by name when the file does not define them as a macro.
const CEIL_HELPERS: &[&str] = &[
    "CEIL_DIV", "ceil_div", "ceilDiv", "cdiv", "DIV_UP", "div_up", "divUp", "iDivUp", "DIVUP",
    "CDIV",
];

/// How deep locals and macros are followed (`grid` → `gx` → `CEIL_DIV(...)` → ...).
const MAX_DEPTH: usize = 12;

/// The launches of `kernel` in `files`, read and resolved. None when no file launches it; an error
/// says which launch could not be read and why, or that two launches disagree. `params` are the
/// kernel's (type, name); `multiples` the tile multiples of M, N, K when known (to write a ceiling
/// division as the directive would); `instance` the template arguments of the instantiation
/// wanted (`<64, 64, 8>`): a launch of another instantiation is not its launch (a runner that
/// launches `gemm<128, 128>` for large sizes and `gemm<64, 64>` for small ones has one of each).
pub fn read(
    kernel: &str,
    params: &[(String, String)],
    files: &[HostFile],
    multiples: Option<[u64; 3]>,
    instance: Option<&str>,
) -> Option<Result<HostLaunch, LaunchError>> {
    let found = each_launch(kernel, files, multiples, instance, |reader, launch, at| {
        reader
            .launch(launch, params)
            .map(|(grid, block, args)| HostLaunch {
                grid,
                block,
                args,
                at: vec![at.to_string()],
            })
    });
    let mut result: Option<HostLaunch> = None;
    for (at, launch) in found.iter() {
        let launch = match launch {
            Ok(l) => l,
            Err(why) => {
                return Some(Err(LaunchError::HostCall {
                    at: at.clone(),
                    error: Box::new(why.clone()),
                }))
            }
        };
        match &mut result {
            None => result = Some(launch.clone()),
            Some(first) => {
                if (&first.grid, &first.block, &first.args)
                    != (&launch.grid, &launch.block, &launch.args)
                {
                    return Some(Err(LaunchError::HostCallsDisagree {
                        first_at: first.at[0].clone(),
                        at: at.clone(),
                        first: fields(first),
                        other: fields(launch),
                    }));
                }
                first.at.push(at.clone());
            }
        }
    }
    found.first()?;
    result.map(Ok)
}

/// The block of the kernel's host calls, where they agree on it, even where the rest of a call
/// cannot be read (a grid of a size the kernel does not take): the proof runs the block the kernel
/// is launched with, not a guess.
pub fn block(
    kernel: &str,
    params: &[(String, String)],
    files: &[HostFile],
    instance: Option<&str>,
) -> Option<Vec<String>> {
    let blocks = each_launch(kernel, files, None, instance, |reader, launch, _| {
        let scope = reader.scope(launch, params)?;
        reader.block(&scope, launch)
    });
    let first = blocks.first()?.1.clone().ok()?;
    blocks
        .iter()
        .all(|(_, b)| b.as_ref() == Ok(&first))
        .then_some(first)
}

/// `read_one` on each host call of the kernel in `files` (of the instantiation `instance`, when
/// given), with where it is (`line 12`, `runner.cu:12`).
fn each_launch<R>(
    kernel: &str,
    files: &[HostFile],
    multiples: Option<[u64; 3]>,
    instance: Option<&str>,
    read_one: impl Fn(&Reader, &crate::source::parse::KernelLaunch, &str) -> R,
) -> Vec<(String, R)> {
    let mut found = Vec::new();
    // Definitions a launch may use from elsewhere: the kernel's file (for a runner that includes
    // it), then the headers.
    let fallback: Vec<Facts> = files
        .iter()
        .filter(|f| f.name.is_none() || f.definitions_only)
        .filter_map(HostFile::source)
        .map(Facts::of)
        .collect();
    for file in files.iter().filter(|f| !f.definitions_only) {
        let Some(source) = file.source() else {
            continue;
        };
        let facts = Facts::of(source);
        let instances = OnceLock::new();
        for launch in crate::source::parse::kernel_launches(&source.text, source.root(), kernel) {
            if let Some(wanted) = instance {
                let file = instances.get_or_init(|| FileFacts::collect(source));
                if !launches_instance(source, file, kernel, &launch, wanted) {
                    continue;
                }
            }
            let line = line_col(&source.text, launch.call.start_byte()).0;
            let at = match &file.name {
                None => format!("line {line}"),
                Some(name) => format!("{name}:{line}"),
            };
            let reader = Reader {
                source,
                facts: &facts,
                fallback: &fallback,
                multiples,
                instance,
            };
            let result = read_one(&reader, &launch, &at);
            found.push((at, result));
        }
    }
    found
}

/// Whether `launch` may launch the instantiation `<args>` of `kernel`: its template arguments,
/// resolved where they are written (`sgemm<BM, BN>` under `const uint BM = 64;`), are those; a
/// launch that writes none (deduced) or whose arguments kpipe cannot resolve to values may launch
/// any.
fn launches_instance(
    source: &Source,
    facts: &FileFacts,
    kernel: &str,
    launch: &crate::source::parse::KernelLaunch,
    args: &str,
) -> bool {
    let Some(callee) = launch.call.child_by_field_name("function") else {
        return true;
    };
    let callee = callee.byte_range();
    let Some((span, written)) = facts.template_uses.get(kernel).and_then(|uses| {
        uses.iter()
            .find(|(s, _)| callee.start <= s.start && s.end <= callee.end)
    }) else {
        return true;
    };
    let wanted = args.trim().trim_start_matches('<').trim_end_matches('>');
    let wanted: Vec<String> = crate::recognize::kernel::split_template_args(wanted)
        .iter()
        .map(|a| squeeze(a))
        .collect();
    let value = |a: &str| a.parse::<i64>().is_ok();
    crate::recognize::template_args::resolved_uses(
        source,
        &facts.symbols,
        &facts.template_uses,
        span,
        written,
    )
    .iter()
    .any(|resolved| {
        resolved.len() != wanted.len()
            || resolved.iter().zip(&wanted).all(|(r, w)| {
                let r = squeeze(r);
                r == *w || !(value(&r) && value(w))
            })
    })
}

fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The launch of the kernel's host call as a `LaunchSpec`: grid, block and arguments from the call,
/// the dtypes (row-major layouts) and the tile multiples from the inference (`crate::launch::infer`), which
/// the host code does not say. None without a host call; an error says why the call is not used.
pub fn spec(
    kernel: &str,
    params: &[(String, String)],
    hints: Option<&crate::launch::infer::Hints>,
    files: &[HostFile],
    instance: Option<&str>,
) -> Option<Result<crate::launch::spec::LaunchSpec, LaunchError>> {
    let mut multiples = hints.and_then(|h| h.sizes.clone().ok());
    let mut launch = match read(kernel, params, files, multiples, instance)? {
        Ok(l) => l,
        Err(why) => return Some(Err(why)),
    };
    let mut from_grid = false;
    if let (None, Some(bk)) = (multiples, hints.and_then(|h| h.loop_bk)) {
        // The tiles do not say BM and BN (one tile, or tiles carved from a buffer): a grid that
        // divides N and M by numbers (`N / 64`, `(M + 127) / 128`) and the K-loop's step do.
        if let Some([bm, bn]) = grid_divisors(&launch.grid) {
            multiples = Some([bm, bn, bk]);
            from_grid = true;
            if let Some(Ok(again)) = read(kernel, params, files, multiples, instance) {
                launch = again;
            }
        }
    }
    let describe = launch.describe();
    let (a, b, c, c_in, b_col, layouts_known) = match crate::launch::infer::infer(params, hints) {
        Ok(s) => (Some(s.a), Some(s.b), Some(s.c), s.c_in, s.b_col, true),
        Err(missing) => {
            let d = &missing.draft;
            let known = !d.a_layout_unknown && !d.b_layout_unknown;
            (d.a, d.b, d.c, d.c_in, d.b_col, known)
        }
    };
    let (Some(a), Some(b), Some(c), Some(multiple), true) = (a, b, c, multiples, layouts_known)
    else {
        let mut unknown = Vec::new();
        if a.is_none() || b.is_none() || c.is_none() {
            unknown.push(
                "the dtypes of A, B and C (from the pointer types of parameters named A, B, C)",
            );
        }
        if !layouts_known {
            unknown.push("the layouts of A and B (their indexing disagrees, or A is stored K x M)");
        }
        if multiples.is_none() {
            unknown.push("the tile sizes BM, BN, BK (the multiples M, N, K must be)");
        }
        return Some(Err(LaunchError::HostCallIncomplete {
            call: describe,
            unknown,
        }));
    };
    let line = launch
        .at
        .first()
        .and_then(|at| at.strip_prefix("line "))
        .and_then(|l| l.parse().ok())
        .unwrap_or(0);
    Some(Ok(crate::launch::spec::LaunchSpec {
        a,
        b,
        b_col,
        c,
        c_in,
        args: launch.args,
        ldb_arg: params
            .iter()
            .position(|(_, n)| Param::of(n) == Some(Param::Ldb)),
        grid: launch.grid,
        block: launch.block,
        multiple,
        line,
        inferred: false,
        evidence: vec![format!(
            "grid, block and arguments from {describe}; dtypes from the kernel's signature; {} from its indexing; multiples from {}",
            if b_col { "row-major A and C, B stored N x K" } else { "row-major layouts" },
            if from_grid { "the grid's divisions of M and N and the K-loop's step" } else { "the tiles" }
        )],
        smem: None,
        from: crate::launch::spec::LaunchFrom::Host(describe),
    }))
}

/// The numbers a grid divides M and N by, `[for M, for N]`: each of M and N in exactly one
/// component, as `N/64` or `(N+63)/64` (the directive's spellings of a launch read off host code).
fn grid_divisors(grid: &[String]) -> Option<[u64; 2]> {
    let divisor = |size: char| -> Option<u64> {
        let mut found = grid.iter().filter(|g| g.contains(size));
        let component = found.next()?;
        if found.next().is_some() {
            return None;
        }
        let (numerator, d) = component.rsplit_once('/')?;
        let d: u64 = d.parse().ok().filter(|d| *d > 0)?;
        let exact = numerator == size.to_string() || numerator == format!("({size}+{})", d - 1);
        exact.then_some(d)
    };
    Some([divisor('M')?, divisor('N')?])
}

fn fields(l: &HostLaunch) -> String {
    format!(
        "grid={} block={} args={}",
        l.grid.join(","),
        l.block.join(","),
        l.args.join(",")
    )
}

/// A file's constants and function-like macros (name → (parameters, body)).
struct Facts {
    symbols: Symbols,
    macros: HashMap<String, String>,
    function_macros: HashMap<String, (Vec<String>, String)>,
}

impl Facts {
    fn of(source: &Source) -> Facts {
        let file = FileFacts::collect(source);
        let mut function_macros = HashMap::new();
        for node in descendants(source.root()) {
            if node.kind() != "preproc_function_def" {
                continue;
            }
            let (Some(name), Some(params)) = (
                node.child_by_field_name("name"),
                node.child_by_field_name("parameters"),
            ) else {
                continue;
            };
            let params = crate::source::parse::list_items(params)
                .into_iter()
                .map(|p| source.text_of(p).to_string())
                .collect();
            let name = source.text_of(name).to_string();
            if let Some(body) = file.macros.get(&name) {
                function_macros.insert(name, (params, body.clone()));
            }
        }
        // A function of the file that only returns an expression of its parameters
        // (`int div_ceil(int a, int b) { return (a + b - 1) / b; }`) reads as a macro would.
        for node in descendants(source.root()) {
            if let Some((name, params, body)) = expression_function(source, node) {
                function_macros.entry(name).or_insert((params, body));
            }
        }
        Facts {
            symbols: file.symbols,
            macros: file.macros,
            function_macros,
        }
    }
}

/// A function definition whose body is one `return EXPR;` over value parameters: its name, its
/// parameters' names and the expression's text. None for any other function.
fn expression_function(source: &Source, node: Node) -> Option<(String, Vec<String>, String)> {
    if node.kind() != "function_definition" {
        return None;
    }
    let body = node.child_by_field_name("body")?;
    let [ret] = named_children(body)
        .into_iter()
        .filter(|c| c.kind() != "comment")
        .collect::<Vec<_>>()[..]
    else {
        return None;
    };
    if ret.kind() != "return_statement" {
        return None;
    }
    let value = ret.named_child(0)?;
    let mut declarator = node.child_by_field_name("declarator")?;
    while declarator.kind() != "function_declarator" {
        declarator = declarator.child_by_field_name("declarator")?;
    }
    let name = source.text_of(declarator.child_by_field_name("declarator")?);
    let mut params = Vec::new();
    for p in crate::source::parse::list_items(declarator.child_by_field_name("parameters")?) {
        let d = p.child_by_field_name("declarator")?;
        // Pointers, references and arrays are not numbers to substitute.
        if d.kind() != "identifier" {
            return None;
        }
        params.push(source.text_of(d).to_string());
    }
    let text =
        rounded_up_division(source, value).unwrap_or_else(|| source.text_of(value).to_string());
    Some((name.to_string(), params, text))
}

/// `A % B != 0 ? A / B + 1 : A / B` (or with `== 0` and the branches swapped), the quotient
/// rounded up by a correction, as the division it is: `((A) + (B) - 1) / (B)`.
fn rounded_up_division(source: &Source, value: Node) -> Option<String> {
    let value = crate::source::parse::strip_parens(value);
    if value.kind() != "conditional_expression" {
        return None;
    }
    let condition = crate::source::parse::strip_parens(value.child_by_field_name("condition")?);
    let branch = |f: &str| {
        value
            .child_by_field_name(f)
            .map(|b| squeezed(source.text_of(b)))
    };
    let (consequence, alternative) = (branch("consequence")?, branch("alternative")?);
    let is_zero_test = condition
        .child_by_field_name("operator")
        .is_some_and(|o| source.text_of(o) == "==");
    let ([a, b], (up, down)) = match is_zero_test {
        false => (
            remainder_test(source, condition)?,
            (consequence, alternative),
        ),
        true => {
            let left = condition.child_by_field_name("left")?;
            let right = condition.child_by_field_name("right")?;
            if squeezed(source.text_of(right)) != "0" {
                return None;
            }
            (remainder_test(source, left)?, (alternative, consequence))
        }
    };
    let quotient = format!("{}/{}", squeezed(&a), squeezed(&b));
    let bare = |t: &str| t.trim_start_matches('(').trim_end_matches(')').to_string();
    let rounds_up = [
        format!("{quotient}+1"),
        format!("({quotient})+1"),
        format!("1+{quotient}"),
    ]
    .iter()
    .any(|t| bare(&up) == bare(t));
    (rounds_up && bare(&down) == quotient).then(|| format!("(({a}) + ({b}) - 1) / ({b})"))
}

/// A host expression, resolved: numbers, the sizes M, N, K, and arithmetic on them.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Expr {
    Num(i64),
    Size(&'static str),
    Bin(&'static str, Box<Expr>, Box<Expr>),
    /// ceil(a / b).
    CeilDiv(Box<Expr>, Box<Expr>),
}

/// What a host variable passed to the kernel stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Binding {
    Size(&'static str),
    /// Passed for two different sizes (name, the two sizes).
    Ambiguous(&'static str, &'static str),
    /// A template parameter of the launching template, passed on as the kernel's template
    /// argument: its value in the instantiation analysed.
    Value(i64),
}

struct Reader<'a, 't> {
    source: &'t Source,
    facts: &'a Facts,
    /// The kernel file's constants, for a host file that includes it.
    fallback: &'a [Facts],
    multiples: Option<[u64; 3]>,
    /// The template arguments of the instantiation analysed (`<64, 64, 8>`), when it is one.
    instance: Option<&'a str>,
}

struct Scope<'t> {
    function: Option<Node<'t>>,
    /// Where the launch is: of several declarations of a name, the one visible there is used.
    at: usize,
    bindings: HashMap<String, Binding>,
    /// Member paths passed for sizes (`params.m`), read as their `host_terms::mangled` names.
    paths: Vec<String>,
}

type Fields = (Vec<String>, Vec<String>, Vec<String>);

impl<'t> Reader<'_, 't> {
    fn launch(
        &self,
        launch: &crate::source::parse::KernelLaunch<'t>,
        params: &[(String, String)],
    ) -> Result<Fields, LaunchError> {
        let args = &launch.args;
        if args.len() != params.len() {
            return Err(LaunchError::ArgumentCount {
                passed: args.len(),
                takes: params.len(),
            });
        }
        let scope = self.scope(launch, params)?;
        let mut out_args = Vec::new();
        for ((ty, name), arg) in params.iter().zip(args) {
            match Param::of(name) {
                Some(p) if is_size(p) => out_args.push(p.arg().to_string()),
                Some(p) => out_args.push(p.arg().to_string()),
                None if ty.contains('*') || ty.contains('&') => {
                    return Err(LaunchError::UnknownParameter { name: name.clone() })
                }
                None => {
                    let e = self.resolve(&scope, self.source.text_of(*arg), 0)?;
                    out_args.push(self.print(&e));
                }
            }
        }
        let grid = self.shape(&scope, launch, 0, "grid")?;
        let block = self.block(&scope, launch)?;
        Ok((grid, block, out_args))
    }

    /// The scope of `launch`: its function, and the variables it passes for the kernel's sizes
    /// (a variable passed for M stands for M in the grid and in other arguments).
    fn scope(
        &self,
        launch: &crate::source::parse::KernelLaunch<'t>,
        params: &[(String, String)],
    ) -> Result<Scope<'t>, LaunchError> {
        let call = launch.call;
        let mut function = Some(call);
        while let Some(f) = function.filter(|f| f.kind() != "function_definition") {
            function = f.parent();
        }
        let mut scope = Scope {
            function,
            at: call.start_byte(),
            bindings: HashMap::new(),
            paths: Vec::new(),
        };
        for ((_, name), arg) in params.iter().zip(&launch.args) {
            let Some(p) = Param::of(name).filter(|p| is_size(*p)) else {
                continue;
            };
            let size = size_name(p);
            let text = self.source.text_of(*arg).trim();
            let key = match host_terms::member_path(text) {
                _ if is_identifier(text) => text.to_string(),
                Some(path) => {
                    let key = host_terms::mangled(&path);
                    if !scope.paths.contains(&path) {
                        scope.paths.push(path);
                    }
                    key
                }
                None => {
                    return Err(LaunchError::SizeNotAVariable {
                        text: text.to_string(),
                        name: name.clone(),
                        size,
                    })
                }
            };
            let binding = match scope.bindings.get(&key) {
                Some(Binding::Size(other)) if *other != size => Binding::Ambiguous(other, size),
                Some(b) => b.clone(),
                None => Binding::Size(size),
            };
            scope.bindings.insert(key, binding);
        }
        if let Some(instance) = self.instance {
            for (name, value) in host_terms::template_bindings(&launch.callee, instance) {
                scope.bindings.entry(name).or_insert(Binding::Value(value));
            }
        }
        Ok(scope)
    }

    /// The launch's grid (`i` 0) or block (1), one text per dimension, trailing 1s dropped.
    fn shape(
        &self,
        scope: &Scope<'t>,
        launch: &crate::source::parse::KernelLaunch<'t>,
        i: usize,
        what: &'static str,
    ) -> Result<Vec<String>, LaunchError> {
        let node = launch.config.get(i).ok_or(LaunchError::NoConfig { what })?;
        let dims = self.dims(scope, *node)?;
        let mut dims: Vec<String> = dims
            .iter()
            .map(|d| self.resolve(scope, d, 0).map(|e| self.print(&e)))
            .collect::<Result<_, _>>()
            .map_err(|e| LaunchError::InConfig {
                what,
                error: Box::new(e),
            })?;
        while dims.len() > 1 && dims.last().is_some_and(|d| d == "1") {
            dims.pop();
        }
        Ok(dims)
    }

    /// The launch's block, which must not depend on the problem size.
    fn block(
        &self,
        scope: &Scope<'t>,
        launch: &crate::source::parse::KernelLaunch<'t>,
    ) -> Result<Vec<String>, LaunchError> {
        let block = self.shape(scope, launch, 1, "block")?;
        if let Some(bad) = block.iter().find(|b| b.contains(['M', 'N', 'K'])) {
            return Err(LaunchError::BlockDependsOnSize { block: bad.clone() });
        }
        Ok(block)
    }

    /// The components of a grid or block argument, as text: `dim3(a, b)`, a `dim3` variable of the
    /// launching function, or a single expression.
    fn dims(&self, scope: &Scope<'t>, node: Node<'t>) -> Result<Vec<String>, LaunchError> {
        let text = self.source.text_of(node).trim();
        if let Some(args) = dim3_call(self.source, node) {
            return Ok(args);
        }
        if !is_identifier(text) {
            return Ok(vec![text.to_string()]);
        }
        Ok(self
            .dim3_local(scope, text)?
            .unwrap_or_else(|| vec![text.to_string()]))
    }

    /// The components of `text`, a `dim3` local of the launching function; None for any other name.
    fn dim3_local(
        &self,
        scope: &Scope<'t>,
        text: &str,
    ) -> Result<Option<Vec<String>>, LaunchError> {
        let Some(function) = scope.function else {
            return Ok(None);
        };
        let Some(decl) = self.local(function, scope.at, text)? else {
            return Ok(None);
        };
        let declared_type = decl
            .parent()
            .and_then(|d| d.child_by_field_name("type"))
            .map(|t| self.source.text_of(t))
            .unwrap_or("");
        if declared_type != "dim3" {
            return Ok(None);
        }
        if decl.kind() == "function_declarator" {
            // `dim3 grid(a, b)` with names only, parsed as a declaration of a function.
            return Ok(Some(
                decl.child_by_field_name("parameters")
                    .map(named_children)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|p| self.source.text_of(p).to_string())
                    .collect(),
            ));
        }
        let value = decl.child_by_field_name("value").ok_or_else(|| {
            LaunchError::Dim3WithoutInitialiser {
                name: text.to_string(),
            }
        })?;
        let mut components = match value.kind() {
            "argument_list" | "initializer_list" => named_children(value)
                .into_iter()
                .filter(|v| v.kind() != "comment")
                .map(|v| self.source.text_of(v).to_string())
                .collect(),
            _ => dim3_call(self.source, value)
                .unwrap_or_else(|| vec![self.source.text_of(value).to_string()]),
        };
        if let [other] = components.as_slice() {
            // `dim3 grid = grid_shared;`: a copy of a `dim3` declared before it.
            let earlier = Scope {
                function: scope.function,
                at: decl.start_byte(),
                bindings: scope.bindings.clone(),
                paths: scope.paths.clone(),
            };
            let other = other.trim();
            if is_identifier(other) {
                if let Some(copied) = self.dim3_local(&earlier, other)? {
                    return Ok(Some(copied));
                }
            }
        }
        for (field, [a, b]) in self.ceiling_corrections(function, text).unwrap_or_default() {
            let Some(component) = components.get_mut(field) else {
                return Err(LaunchError::Dim3NoComponent {
                    name: text.to_string(),
                    component: field,
                });
            };
            if squeezed(component) != format!("{}/{}", squeezed(&a), squeezed(&b)) {
                return Err(LaunchError::Dim3RoundedUpOther {
                    name: text.to_string(),
                    divisor: b,
                    component: component.clone(),
                });
            }
            *component = format!("(({a}) + ({b}) - 1) / ({b})");
        }
        Ok(Some(components))
    }

    /// `text` with each component of a `dim3` local (`block_dim.x`) replaced by its value, in
    /// parentheses (a component the `dim3` leaves out is 1).
    fn with_dim3_members(&self, scope: &Scope<'t>, text: &str) -> Result<String, LaunchError> {
        let mut out = String::new();
        let mut rest = text;
        while let Some(dot) = rest.find(['.']) {
            let (head, tail) = rest.split_at(dot);
            let name_start = head
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .map_or(0, |i| i + 1);
            let name = &head[name_start..];
            let field = tail[1..].chars().next();
            let after = tail[1..].chars().nth(1);
            let axis = match field {
                Some('x') => Some(0),
                Some('y') => Some(1),
                Some('z') => Some(2),
                _ => None,
            };
            let whole = !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
            if let (Some(i), true) = (axis, whole && is_identifier(name)) {
                if let Some(components) = self.dim3_local(scope, name)? {
                    out.push_str(&head[..name_start]);
                    let c = components.get(i).map_or("1", String::as_str);
                    out.push_str(&format!("({c})"));
                    rest = &tail[2..];
                    continue;
                }
            }
            out.push_str(head);
            out.push('.');
            rest = &tail[1..];
        }
        out.push_str(rest);
        Ok(out)
    }

    /// When every write to the dim3 `name` in `function` is a rounding up of one component,
    /// `if (A % B != 0) name.x++;` (or `+= 1`, or `if (A % B)`, `> 0`), each such component once:
    /// its index and the `A` and `B` of its condition. With `name.x = A / B` before, that is
    /// ceil(A / B). None when a write is anything else.
    fn ceiling_corrections(
        &self,
        function: Node<'t>,
        name: &str,
    ) -> Option<Vec<(usize, [String; 2])>> {
        let source = self.source;
        let mut out: Vec<(usize, [String; 2])> = Vec::new();
        for (write, target) in assignments(function) {
            if lvalue_root(target).is_none_or(|r| source.text_of(r) != name) {
                continue;
            }
            let field = match target.kind() {
                "field_expression" => target.child_by_field_name("field")?,
                _ => return None,
            };
            let index = ["x", "y", "z"]
                .iter()
                .position(|f| *f == source.text_of(field))?;
            let by_one = match write.kind() {
                "update_expression" => source.text_of(write).contains("++"),
                _ => {
                    let op = write
                        .child_by_field_name("operator")
                        .map(|o| source.text_of(o));
                    let right = write
                        .child_by_field_name("right")
                        .map(|r| squeezed(source.text_of(r)));
                    op == Some("+=") && right.as_deref() == Some("1")
                }
            };
            if !by_one || out.iter().any(|(i, _)| *i == index) {
                return None;
            }
            let condition = guarding_condition(write)?;
            out.push((index, remainder_test(source, condition)?));
        }
        Some(out)
    }

    /// The declaration of `name` in `function` visible at byte `at` (its declarator), None when
    /// it declares none; an error when two are visible there (or none is, of several), it is a
    /// parameter of the function, or it is assigned.
    fn local(
        &self,
        function: Node<'t>,
        at: usize,
        name: &str,
    ) -> Result<Option<Node<'t>>, LaunchError> {
        let source = self.source;
        let is_param = function
            .child_by_field_name("declarator")
            .map(descendants)
            .unwrap_or_default()
            .into_iter()
            .filter(|n| n.kind() == "parameter_declaration")
            .filter_map(|p| p.child_by_field_name("declarator"))
            .filter_map(declarator_name)
            .any(|n| source.text_of(n) == name);
        let decls: Vec<Node> = descendants(function)
            .into_iter()
            .filter(|n| n.kind() == "declaration")
            .flat_map(named_children)
            .filter(|d| local_name(*d).is_some_and(|n| source.text_of(n) == name))
            .collect();
        // `const uint BM = 128;` in each branch that launches: the one in the launch's own branch.
        let visible: Vec<Node> = decls
            .iter()
            .copied()
            .filter(|d| d.start_byte() < at && visible_at(*d, at))
            .collect();
        let decls = match visible.len() {
            1 => visible,
            _ => decls,
        };
        let named = || name.to_string();
        if is_param && decls.is_empty() {
            return Err(LaunchError::ParameterNotPassed { name: named() });
        }
        let decl = match decls.as_slice() {
            [] => return Ok(None),
            [one] if !is_param => *one,
            _ => return Err(LaunchError::DeclaredTwice { name: named() }),
        };
        let written = assignments(function)
            .into_iter()
            .any(|(_, target)| lvalue_root(target).is_some_and(|r| source.text_of(r) == name));
        // A dim3 whose components are only rounded up after it (`if (N % BN != 0) grid.x++;`)
        // is read with those corrections (`dims`).
        if written && self.ceiling_corrections(function, name).is_none() {
            return Err(LaunchError::AssignedAfterDeclaration { name: named() });
        }
        Ok(Some(decl))
    }

    fn resolve(&self, scope: &Scope<'t>, text: &str, depth: usize) -> Result<Expr, LaunchError> {
        if depth > MAX_DEPTH {
            return Err(LaunchError::DefinedTooDeeply {
                text: text.trim().to_string(),
            });
        }
        let renamed = host_terms::mangle_paths(text, &scope.paths);
        let text = renamed.as_str();
        let expanded;
        let text = match text.contains('.') {
            true => {
                expanded = self.with_dim3_members(scope, text)?;
                expanded.as_str()
            }
            false => text,
        };
        let tokens = tokenize(text, &HOST).map_err(|e| lex_error(text, e))?;
        let mut parser = Parser::new(&tokens, &HOST);
        let meaning = Resolution {
            reader: self,
            scope,
            depth,
        };
        let e = parser.expr(&meaning, 0)?;
        if !parser.at_end() {
            return Err(unreadable(text));
        }
        Ok(simplify(e))
    }

    fn identifier(&self, scope: &Scope<'t>, name: &str, depth: usize) -> Result<Expr, LaunchError> {
        let named = || name.to_string();
        match scope.bindings.get(name) {
            Some(Binding::Size(s)) => return Ok(Expr::Size(s)),
            Some(Binding::Value(v)) => return Ok(Expr::Num(*v)),
            Some(Binding::Ambiguous(first, second)) => {
                return Err(LaunchError::AmbiguousSize {
                    name: named(),
                    first,
                    second,
                })
            }
            None => {}
        }
        if let Some(function) = scope.function {
            if let Some(decl) = self.local(function, scope.at, name)? {
                let value = decl
                    .child_by_field_name("value")
                    .ok_or_else(|| LaunchError::NoInitialiser { name: named() })?;
                let text = match value.kind() {
                    "argument_list" | "initializer_list" => {
                        let items = named_children(value);
                        match items.as_slice() {
                            [one] => self.source.text_of(*one),
                            _ => return Err(LaunchError::NotANumber { name: named() }),
                        }
                    }
                    _ => self.source.text_of(value),
                };
                return self.resolve(scope, text, depth + 1);
            }
        }
        for facts in std::iter::once(self.facts).chain(self.fallback.iter()) {
            if let Ok(v) = facts.symbols.eval(name) {
                return Ok(Expr::Num(v));
            }
            if let Some(body) = facts.macros.get(name) {
                if !facts.function_macros.contains_key(name) && !body.is_empty() {
                    return self.resolve(scope, body, depth + 1);
                }
            }
        }
        Err(LaunchError::UnknownName { name: named() })
    }

    fn call(
        &self,
        scope: &Scope<'t>,
        name: &str,
        args: &[String],
        depth: usize,
    ) -> Result<Expr, LaunchError> {
        let named = || name.to_string();
        for facts in std::iter::once(self.facts).chain(self.fallback.iter()) {
            if let Some((params, body)) = facts.function_macros.get(name) {
                if params.len() != args.len() {
                    return Err(LaunchError::MacroArity {
                        name: named(),
                        takes: params.len(),
                        given: args.len(),
                    });
                }
                let expanded = tokenize(body, &HOST)
                    .map_err(|e| lex_error(body, e))?
                    .into_iter()
                    .map(|t| match &t {
                        Token::Ident(id) => match params.iter().position(|p| p == id) {
                            Some(i) => format!("({})", args[i]),
                            None => id.clone(),
                        },
                        Token::Num(n) => n.to_string(),
                        Token::Op(op) => op.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                return self.resolve(scope, &expanded, depth + 1);
            }
        }
        let bare = name.rsplit("::").next().unwrap_or(name);
        if let ("max" | "min", [a, b]) = (bare, args) {
            // `std::max(bytes_a, bytes_b)` of numbers: a directive has no max of sizes.
            let (a, b) = (
                self.resolve(scope, a, depth + 1)?,
                self.resolve(scope, b, depth + 1)?,
            );
            return match (a, b) {
                (Expr::Num(a), Expr::Num(b)) => Ok(Expr::Num(match bare {
                    "max" => a.max(b),
                    _ => a.min(b),
                })),
                _ => Err(LaunchError::MinMaxOfSizes { name: named() }),
            };
        }
        if let ("sizeof", [ty]) = (bare, args) {
            let ty = ty.trim();
            return crate::source::consts::type_size(ty)
                .map(|v| Expr::Num(v as i64))
                .ok_or_else(|| LaunchError::UnknownTypeSize { ty: ty.to_string() });
        }
        if let (true, [arg]) = (host_terms::is_ceil(name), args) {
            return self.ceil(scope, arg, depth);
        }
        if CEIL_HELPERS.contains(&bare) && args.len() == 2 {
            let a = self.resolve(scope, &args[0], depth + 1)?;
            let b = self.resolve(scope, &args[1], depth + 1)?;
            return Ok(simplify(Expr::CeilDiv(Box::new(a), Box::new(b))));
        }
        Err(LaunchError::UnknownCall { name: named() })
    }

    /// `ceil(arg)`: of a float division (a cast to `float` or `double` inside), the ceiling
    /// division; of an integer expression, that expression (C converts it to double exactly).
    fn ceil(&self, scope: &Scope<'t>, arg: &str, depth: usize) -> Result<Expr, LaunchError> {
        let (integer, float) = host_terms::without_float_casts(arg);
        let e = self.resolve(scope, &integer, depth + 1)?;
        if !float {
            return Ok(e);
        }
        match e {
            Expr::Bin("/", a, b) if !has_division(&a) && !has_division(&b) => {
                Ok(simplify(Expr::CeilDiv(a, b)))
            }
            _ => Err(LaunchError::CeilNotOneDivision {
                arg: arg.trim().to_string(),
            }),
        }
    }

    /// The directive's text of a resolved expression.
    fn print(&self, e: &Expr) -> String {
        print(e, 0, self.multiples)
    }
}

/// Whether the declaration `decl` is in scope at byte `at`: `at` is inside the block that holds it.
/// The condition of the `if` (without `else`) whose whole body is the statement of `write`.
fn guarding_condition(write: Node) -> Option<Node> {
    let mut statement = write.parent()?;
    if statement.kind() != "expression_statement" {
        return None;
    }
    let mut parent = statement.parent()?;
    if parent.kind() == "compound_statement" && named_children(parent).len() == 1 {
        statement = parent;
        parent = parent.parent()?;
    }
    let is_body = parent
        .child_by_field_name("consequence")
        .is_some_and(|c| c.id() == statement.id());
    if parent.kind() != "if_statement"
        || !is_body
        || parent.child_by_field_name("alternative").is_some()
    {
        return None;
    }
    let mut condition = parent.child_by_field_name("condition")?;
    while matches!(
        condition.kind(),
        "condition_clause" | "parenthesized_expression"
    ) {
        condition = condition.named_child(0)?;
    }
    Some(condition)
}

/// `A` and `B` of a test that `A % B` is not zero: `A % B != 0`, `0 != A % B`, `A % B > 0`, or
/// `A % B` alone.
fn remainder_test(source: &Source, condition: Node) -> Option<[String; 2]> {
    let remainder = |n: Node| -> Option<[String; 2]> {
        let mut n = n;
        while n.kind() == "parenthesized_expression" {
            n = n.named_child(0)?;
        }
        let op = n.child_by_field_name("operator").map(|o| source.text_of(o));
        if n.kind() != "binary_expression" || op != Some("%") {
            return None;
        }
        let side = |f: &str| {
            n.child_by_field_name(f)
                .map(|x| source.text_of(x).to_string())
        };
        Some([side("left")?, side("right")?])
    };
    if let Some(found) = remainder(condition) {
        return Some(found);
    }
    let op = condition
        .child_by_field_name("operator")
        .map(|o| source.text_of(o))?;
    let left = condition.child_by_field_name("left")?;
    let right = condition.child_by_field_name("right")?;
    let zero = |n: Node| squeezed(source.text_of(n)) == "0";
    match op {
        "!=" if zero(right) => remainder(left),
        "!=" if zero(left) => remainder(right),
        ">" if zero(right) => remainder(left),
        _ => None,
    }
}

/// `text` without whitespace, for comparing expressions as written.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

fn visible_at(decl: Node, at: usize) -> bool {
    let mut block = decl.parent();
    while let Some(b) = block.filter(|b| b.kind() != "compound_statement") {
        block = b.parent();
    }
    block.is_some_and(|b| b.start_byte() <= at && at < b.end_byte())
}

/// The name a declarator declares; also `grid` in `dim3 grid(a, b)` read as a function declarator.
fn local_name(node: Node) -> Option<Node> {
    if node.kind() == "function_declarator" {
        return node
            .child_by_field_name("declarator")
            .filter(|d| d.kind() == "identifier");
    }
    declarator_name(node)
}

fn is_size(p: Param) -> bool {
    matches!(
        p,
        Param::M | Param::N | Param::K | Param::Lda | Param::Ldb | Param::Ldc
    )
}

fn size_name(p: Param) -> &'static str {
    match p.arg() {
        "M" => "M",
        "N" => "N",
        _ => "K",
    }
}

fn is_identifier(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `dim3(a, b)` (also `dim3{a, b}`): its arguments as text.
fn dim3_call(source: &Source, node: Node) -> Option<Vec<String>> {
    let node = crate::source::parse::strip_parens(node);
    let (function, args) = match node.kind() {
        "call_expression" => (
            node.child_by_field_name("function")?,
            node.child_by_field_name("arguments")?,
        ),
        "compound_literal_expression" => (
            node.child_by_field_name("type")?,
            node.child_by_field_name("value")?,
        ),
        _ => return None,
    };
    (source.text_of(function).trim() == "dim3").then(|| {
        named_children(args)
            .into_iter()
            .map(|a| source.text_of(a).to_string())
            .collect()
    })
}

/// The C that launches are read in: `+ - * / %`, parentheses, casts to integer types (of several
/// words), `static_cast` and calls; any other operator makes the text unreadable.
const HOST: Language = Language {
    ops: &["(", ")", "+", "-", "*", "/", "%", ",", "<", ">"],
    binary: &["+", "-", "*", "/", "%"],
    cast_types: CAST_TYPES,
    cast_words: usize::MAX,
    max_nesting: usize::MAX,
};

const CAST_TYPES: &[&str] = &[
    "int", "unsigned", "long", "size_t", "uint", "uint32_t", "int32_t", "int64_t", "uint64_t",
    "short",
];

/// The error for a host text that does not tokenize.
fn lex_error(text: &str, error: LexError) -> LaunchError {
    match error {
        LexError::Number(number) => LaunchError::NotAnInteger { number },
        LexError::Unreadable => unreadable(text),
    }
}

/// `text` is no host expression kpipe reads.
fn unreadable(text: &str) -> LaunchError {
    LaunchError::Unreadable {
        text: text.trim().to_string(),
    }
}

/// The resolution of one host expression in a scope: what the parser's pieces mean as `Expr`.
struct Resolution<'a, 'r, 't> {
    reader: &'a Reader<'r, 't>,
    scope: &'a Scope<'t>,
    depth: usize,
}

impl Meaning for Resolution<'_, '_, '_> {
    type Value = Expr;
    type Error = LaunchError;

    fn syntax(&self, error: Syntax) -> LaunchError {
        match error {
            Syntax::Expected(")") => LaunchError::UnbalancedParentheses,
            Syntax::Expected(op) => LaunchError::Expected { op },
            Syntax::Unexpected(op) => LaunchError::UnexpectedOperator { op },
            Syntax::Incomplete => LaunchError::EndsEarly,
            Syntax::TooDeep(levels) => LaunchError::TooDeep { levels },
        }
    }

    fn number(&self, n: i64) -> Result<Expr, LaunchError> {
        Ok(Expr::Num(n))
    }

    fn name(&self, p: &mut Parser, name: &str) -> Result<Expr, LaunchError> {
        if name == "static_cast" {
            // static_cast<int>(x)
            if !p.eat("<") {
                return Err(LaunchError::StaticCast);
            }
            while matches!(p.peek(), Some(Token::Ident(t)) if CAST_TYPES.contains(&t.as_str())) {
                p.skip(1);
            }
            if !(p.eat(">") && p.peek() == Some(&Token::Op("("))) {
                return Err(LaunchError::NotAnIntegerCast);
            }
            return p.parenthesised(self);
        }
        if p.peek() != Some(&Token::Op("(")) {
            return self.reader.identifier(self.scope, name, self.depth);
        }
        p.skip(1);
        let args = call_arguments(p, name)?;
        self.reader.call(self.scope, name, &args, self.depth)
    }

    fn prefix(&self, op: &'static str, v: Expr) -> Result<Expr, LaunchError> {
        match op {
            "-" => Ok(Expr::Bin("-", Box::new(Expr::Num(0)), Box::new(v))),
            "+" => Ok(v),
            // Not tokens of `HOST`.
            _ => Err(LaunchError::UnexpectedOperator { op }),
        }
    }

    fn binary(&self, op: &'static str, a: Expr, b: Expr) -> Result<Expr, LaunchError> {
        Ok(Expr::Bin(op, Box::new(a), Box::new(b)))
    }

    fn conditional(&self, _: Expr, _: Expr, _: Expr) -> Result<Expr, LaunchError> {
        // Not a token of `HOST`.
        Err(LaunchError::UnexpectedOperator { op: "?" })
    }
}

/// After `name(`: the call's arguments as text, split at top-level commas, through its `)`.
fn call_arguments(p: &mut Parser, name: &str) -> Result<Vec<String>, LaunchError> {
    let mut args = Vec::new();
    let mut current: Vec<&Token> = Vec::new();
    let mut nesting = 0;
    loop {
        let t = p.take().ok_or_else(|| LaunchError::CallNotClosed {
            name: name.to_string(),
        })?;
        match t {
            Token::Op("(") => nesting += 1,
            Token::Op(")") if nesting == 0 => break,
            Token::Op(")") => nesting -= 1,
            Token::Op(",") if nesting == 0 => {
                args.push(join(&current));
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(t);
    }
    if !current.is_empty() {
        args.push(join(&current));
    }
    Ok(args)
}

fn join(tokens: &[&Token]) -> String {
    tokens
        .iter()
        .map(|t| match t {
            Token::Num(n) => n.to_string(),
            Token::Ident(s) => s.clone(),
            Token::Op(o) => o.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Folds constants and recognises `(a + b - 1) / b` as a ceiling division.
fn simplify(e: Expr) -> Expr {
    match e {
        Expr::Bin(op, a, b) => {
            let (a, b) = (simplify(*a), simplify(*b));
            if let (Expr::Num(x), Expr::Num(y)) = (&a, &b) {
                // By the one operator table (`int_ops`), in `long long`.
                let v = crate::source::int_ops::IntOp::parse(op)
                    .filter(|k| !k.is_boolean())
                    .and_then(|k| {
                        crate::source::int_ops::apply(k, *x, *y, crate::source::int_ops::LONG_LONG)
                            .ok()
                    });
                if let Some(v) = v {
                    return Expr::Num(v);
                }
            }
            if op == "/" {
                if let (Some((x, k)), Expr::Num(d)) = (plus_constant(&a), &b) {
                    if *d > 0 && k == d - 1 {
                        return Expr::CeilDiv(Box::new(x), Box::new(b));
                    }
                }
            }
            // x + a - b: x + (a - b); a + x: x + a.
            match (op, &a, &b) {
                ("+", Expr::Num(_), x) if !matches!(x, Expr::Num(_)) => {
                    simplify(Expr::Bin("+", Box::new(b), Box::new(a)))
                }
                ("-", _, Expr::Num(m)) => match plus_constant(&a) {
                    Some((x, k)) if k != 0 => {
                        simplify(Expr::Bin("+", Box::new(x), Box::new(Expr::Num(k - m))))
                    }
                    _ => Expr::Bin(op, Box::new(a), Box::new(b)),
                },
                ("+", _, Expr::Num(0)) | ("*", _, Expr::Num(1)) | ("/", _, Expr::Num(1)) => a,
                _ => Expr::Bin(op, Box::new(a), Box::new(b)),
            }
        }
        Expr::CeilDiv(a, b) => {
            let (a, b) = (simplify(*a), simplify(*b));
            match (&a, &b) {
                (Expr::Num(x), Expr::Num(y)) if *y > 0 => Expr::Num((x + y - 1) / y),
                (_, Expr::Num(1)) => a,
                _ => Expr::CeilDiv(Box::new(a), Box::new(b)),
            }
        }
        e => e,
    }
}

/// Whether `e` divides anywhere: after a float cast is dropped, its quotient would be an integer one.
fn has_division(e: &Expr) -> bool {
    match e {
        Expr::Bin(op, a, b) => *op == "/" || has_division(a) || has_division(b),
        Expr::CeilDiv(..) => true,
        _ => false,
    }
}

/// `x + k` as (x, k) (k may be 0: `x` alone); None for a number.
fn plus_constant(e: &Expr) -> Option<(Expr, i64)> {
    match e {
        Expr::Num(_) => None,
        Expr::Bin("+", x, k) => match **k {
            Expr::Num(k) => Some((*x.clone(), k)),
            _ => Some((e.clone(), 0)),
        },
        _ => Some((e.clone(), 0)),
    }
}

fn precedence(e: &Expr) -> u8 {
    match e {
        Expr::Bin("+" | "-", _, _) => 1,
        Expr::Bin(_, _, _) => 2,
        _ => 3,
    }
}

/// The directive's text: `N/64`, `(M+127)/128`, `M*N/256`.
fn print(e: &Expr, min: u8, multiples: Option<[u64; 3]>) -> String {
    let text = match e {
        Expr::Num(v) => v.to_string(),
        Expr::Size(s) => s.to_string(),
        Expr::Bin(op, a, b) => {
            let p = precedence(e);
            format!(
                "{}{op}{}",
                print(a, p, multiples),
                print(b, p + 1, multiples)
            )
        }
        Expr::CeilDiv(a, b) => {
            // A size divided by a number that divides its multiple: the checks never see a remainder.
            let exact = match (&**a, &**b, multiples) {
                (Expr::Size(s), Expr::Num(d), Some(m)) if *d > 0 => {
                    let multiple = m[["M", "N", "K"].iter().position(|x| x == s).unwrap_or(0)];
                    multiple % (*d as u64) == 0
                }
                _ => false,
            };
            let d = print(b, 3, multiples);
            if exact {
                format!("{}/{d}", print(a, 2, multiples))
            } else {
                let plus = Expr::Bin(
                    "+",
                    a.clone(),
                    Box::new(Expr::Bin("-", b.clone(), Box::new(Expr::Num(1)))),
                );
                format!("{}/{d}", print(&simplify(plus), 3, multiples))
            }
        }
    };
    let p = match e {
        Expr::CeilDiv(_, _) => 2,
        _ => precedence(e),
    };
    if p < min {
        format!("({text})")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::launch::fixtures::{params, siboehm};

    fn here(text: &str) -> Vec<HostFile> {
        vec![HostFile::new(None, text.to_string())]
    }

    fn read_one(text: &str) -> Result<HostLaunch, LaunchError> {
        read("sgemm", &siboehm(), &here(text), Some([64, 64, 8]), None).expect("a launch")
    }

    const KERNEL: &str = "__global__ void sgemm(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C) {}\n";

    #[test]
    fn an_instantiation_is_launched_by_its_own_host_calls_only() {
        // The form of a runner that picks the tile by size: one spelling, two instantiations,
        // each with the block its constants give.
        let branch = |bm: u32| {
            format!("  {{\n    const uint BM = {bm};\n    dim3 grid(n / BM, m / BM);\n    dim3 block(BM * BM / 64);\n    sgemm<BM, BM><<<grid, block>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n  }}\n")
        };
        let text = format!(
            "template <int BM, int BN>\n{KERNEL}void run(int m, int n, int k, float *a, float *b, float *c) {{\n  if (m >= 128)\n{}  else\n{}}}\n",
            branch(128),
            branch(64)
        );
        let read = |instance| {
            read(
                "sgemm",
                &siboehm(),
                &here(&text),
                Some([64, 64, 8]),
                instance,
            )
        };
        let big = read(Some("<128, 128>")).unwrap().unwrap();
        assert_eq!(
            (big.block, big.at),
            (vec!["256".to_string()], vec!["line 9".to_string()])
        );
        let small = read(Some("<64,64>")).unwrap().unwrap();
        assert_eq!(
            (small.block, small.at),
            (vec!["64".to_string()], vec!["line 16".to_string()])
        );
        // Asked for any, the two disagree; an instantiation nobody launches has no host call.
        assert!(read(None)
            .unwrap()
            .unwrap_err()
            .to_string()
            .contains("disagree"));
        assert!(read(Some("<32, 32>")).is_none());
    }

    #[test]
    fn dim3_variables_and_constants_resolve_to_sizes() {
        let text = format!(
            "#define BM 64\nconstexpr int BN = 64;\n{KERNEL}void run(int m, int n, int k, float *a, float *b, float *c) {{\n  dim3 grid(n / BN, m / BM);\n  dim3 block(256);\n  sgemm<<<grid, block>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n}}\n"
        );
        let l = read_one(&text).unwrap();
        assert_eq!(l.grid, ["N/64", "M/64"]);
        assert_eq!(l.block, ["256"]);
        assert_eq!(l.args, ["M", "N", "K", "alpha", "A", "B", "beta", "C"]);
        assert_eq!(l.describe(), "the host call at line 7");
        // `dim3 grid(tiles_n, tiles_m)` reads like a function declaration to a C++ parser.
        let text = format!(
            "{KERNEL}void run(int m, int n, int k, float *a, float *b, float *c) {{\n  int tiles_n = n / 64, tiles_m = m / 64;\n  dim3 grid(tiles_n, tiles_m);\n  dim3 threads(16, 16);\n  sgemm<<<grid, threads>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n}}\n"
        );
        let l = read_one(&text).unwrap();
        assert_eq!(
            (l.grid, l.block),
            (
                vec!["N/64".to_string(), "M/64".to_string()],
                vec!["16".to_string(), "16".to_string()]
            )
        );
    }

    #[test]
    fn a_dim3_copied_from_another_and_a_launch_in_a_lambda_read_the_first() {
        // A benchmark's shared launch geometry, copied per variant, launched from a task's lambda.
        let text = format!(
            "{KERNEL}void run(int m, int n, int k, float *a, float *b, float *c) {{\n  const int TS = 32;\n  const dim3 grid_shared((n + TS - 1) / TS, (m + TS - 1) / TS);\n  const dim3 block_reg(TS / 4, TS / 4);\n  const dim3 grid_reg = grid_shared;\n  auto task = [=]() {{\n    sgemm<<<grid_reg, block_reg>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n  }};\n  task();\n}}\n"
        );
        let l = read_one(&text).unwrap();
        assert_eq!(l.grid, ["N/32", "M/32"]);
        assert_eq!(l.block, ["8", "8"]);
    }

    #[test]
    fn a_grid_written_with_the_blocks_components_reads_them() {
        // leimao's form: the grid rounds up by `block_dim.x`, a component of the block's `dim3`.
        let text = format!(
            "{KERNEL}void run(int m, int n, int k, float *a, float *b, float *c) {{\n  dim3 const block_dim{{64U, 4U, 1U}};\n  dim3 const grid_dim{{(static_cast<unsigned int>(n) + block_dim.x - 1U) / block_dim.x, (m + block_dim.y * 16 - 1) / (block_dim.y * 16), 1U}};\n  sgemm<<<grid_dim, block_dim>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n}}\n"
        );
        let l = read_one(&text).unwrap();
        assert_eq!(l.block, ["64", "4"]);
        assert_eq!(l.grid, ["N/64", "M/64"]);
    }

    #[test]
    fn a_helper_function_that_returns_an_expression_is_read_from_its_body() {
        let launcher = |helper: &str, grid: &str| -> String {
            let run = "void run(int M, int N, int K, float *A, float *B, float *C) ";
            let body = "  sgemm<<<grid, dim3(16, 16)>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n";
            [
                helper, "\n", KERNEL, run, "\u{7b}\n", grid, body, "\u{7d}\n",
            ]
            .concat()
        };
        let div_ceil = "inline int div_ceil(int a, int b) \u{7b} return (a + b - 1) / b; \u{7d}";
        let text = launcher(div_ceil, "  dim3 grid(div_ceil(N, 64), div_ceil(M, 64));\n");
        assert_eq!(read_one(&text).unwrap().grid, ["N/64", "M/64"]);
        let blocks_for = "__host__ __device__ constexpr unsigned blocks_for(const unsigned n, unsigned t) \u{7b}\n  // one block per tile\n  return (n + t - 1) / t;\n\u{7d}";
        let text = launcher(
            blocks_for,
            "  dim3 grid(blocks_for(N, 64), blocks_for(M, 64));\n",
        );
        assert_eq!(read_one(&text).unwrap().grid, ["N/64", "M/64"]);
        // A helper that takes a pointer is not an expression of numbers.
        let rows = "int rows(const int *m) \u{7b} return m[0]; \u{7d}";
        let text = launcher(rows, "  dim3 grid(rows(&M));\n");
        assert!(read_one(&text).is_err());
    }

    #[test]
    fn ceiling_divisions_in_every_spelling() {
        for grid in [
            // Rounded up after the declaration, one component at a time.
            "dim3 grid(N / 48, M / 64);\n  if (N % 48 != 0)\n    grid.x++;\n  if ((M % 64)) { grid.y += 1; }",
            "dim3 grid(CEIL_DIV(N, 64), CEIL_DIV(M, 64));",
            "dim3 grid((N + 64 - 1) / 64, (M + 63) / 64);",
            "dim3 grid = dim3(ceil_div(N, TILE), (M + TILE - 1) / TILE);",
            "dim3 grid{static_cast<unsigned>(CEIL_DIV(N, TILE)), (unsigned)CEIL_DIV(M, TILE), 1};",
        ] {
            let text = format!(
                "#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))\nconst int TILE = 64;\n{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  {grid}\n  sgemm<<<grid, dim3(16, 16)>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\n"
            );
            let l = read_one(&text).unwrap_or_else(|e| panic!("{grid}: {e}"));
            let x = if grid.contains("48") { "(N+47)/48" } else { "N/64" };
            assert_eq!(l.grid, [x, "M/64"], "{grid}");
            assert_eq!(l.block, ["16", "16"], "{grid}");
        }
        // A divisor that does not divide the tile multiple keeps the ceiling form.
        let text = format!(
            "{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  int blocks = (M * N + 255) / 256;\n  sgemm<<<blocks, 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\n"
        );
        assert_eq!(read_one(&text).unwrap().grid, ["(M*N+255)/256"]);
        let text = format!(
            "{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  sgemm<<<dim3(CEIL_DIV(N, 48), M / 64), 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\n"
        );
        assert_eq!(read_one(&text).unwrap().grid, ["(N+47)/48", "M/64"]);
    }

    #[test]
    fn sizes_passed_as_members_of_a_struct_stand_for_those_sizes() {
        // A runner that keeps the problem in a struct: `params.m` is M wherever it is written.
        let text = format!(
            "struct Params {{ int m, n, k; float *a, *b, *c; }};\n{KERNEL}void run(const Params &params, Params *p) {{\n  dim3 grid((params.n + 63) / 64, params . m / 64);\n  sgemm<<<grid, dim3(16, 16)>>>(params.m, params.n, p->k, 1.0f, params.a, params.b, 0.0f, params.c);\n}}\n"
        );
        let l = read_one(&text).unwrap();
        assert_eq!(
            (l.grid, l.block),
            (
                vec!["N/64".to_string(), "M/64".to_string()],
                vec!["16".to_string(), "16".to_string()]
            )
        );
        assert_eq!(l.args, ["M", "N", "K", "alpha", "A", "B", "beta", "C"]);
        // A member that is not passed for a size is still unknown.
        let text = text.replace("params . m / 64", "params.rows / 64");
        assert!(read_one(&text).unwrap_err().to_string().contains("params"));
    }

    #[test]
    fn ceil_of_a_float_division_rounds_up_and_of_an_integer_division_does_not() {
        let launch = |grid: &str| {
            format!(
                "const int BM = 64;\n{KERNEL}void run(int m, int n, int k, float *a, float *b, float *c) {{\n  dim3 grid_dim = dim3({grid});\n  sgemm<<<grid_dim, 256>>>(m, n, k, 1.0f, a, b, 0.0f, c);\n}}\n"
            )
        };
        // Integer division first: ceil changes nothing, as in C.
        assert_eq!(
            read_one(&launch("ceil(n/BM), ceil(m/BM)")).unwrap().grid,
            ["N/64", "M/64"]
        );
        assert_eq!(
            read_one(&launch("ceil(n/48), m/BM")).unwrap().grid,
            ["N/48", "M/64"]
        );
        // A float division: the ceiling.
        for grid in [
            "ceil((float)n / BM), std::ceil(m / (double)BM)",
            "ceilf(float(n) / 64), ceil(static_cast<float>(m) / BM)",
        ] {
            assert_eq!(
                read_one(&launch(grid)).unwrap().grid,
                ["N/64", "M/64"],
                "{grid}"
            );
        }
        assert_eq!(
            read_one(&launch("ceil((float)n / 48), m / 64"))
                .unwrap()
                .grid,
            ["(N+47)/48", "M/64"]
        );
        // Not one division: refused with the reason.
        let err = read_one(&launch("ceil((float)n / 64 / 2), m / 64"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("not the ceiling of one division"), "{err}");
    }

    #[test]
    fn a_launching_templates_parameters_take_the_analysed_instantiations_values() {
        // A launcher (here a class template's member) launches `gemm<BM, BN>` with a grid of its
        // own parameters: they are the instantiation's.
        let text = format!(
            "template <int BM, int BN>\n{KERNEL}template <int BM, int BN>\nstruct Gemm {{\n  static void Run(int M, int N, int K, float *A, float *B, float *C) {{\n    dim3 grid((N + BN - 1) / BN, (M + BM - 1) / BM);\n    sgemm<BM, BN><<<grid, 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n  }}\n}};\n"
        );
        let read = |instance| {
            read(
                "sgemm",
                &siboehm(),
                &here(&text),
                Some([128, 64, 8]),
                Some(instance),
            )
            .expect("a launch")
        };
        assert_eq!(read("<128, 64>").unwrap().grid, ["N/64", "M/128"]);
        assert_eq!(read("<64, 32>").unwrap().grid, ["N/32", "M/64"]);
        // Without an instantiation the names stay unknown.
        let none = super::read("sgemm", &siboehm(), &here(&text), Some([128, 64, 8]), None);
        assert!(none.unwrap().unwrap_err().to_string().contains("`BN`"));
    }

    #[test]
    fn without_tile_sizes_the_grids_divisions_and_the_loop_step_give_the_multiples() {
        let text = format!(
            "{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  dim3 grid(N / 64, (M + 127) / 128);\n  sgemm<<<grid, 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\n"
        );
        let hints = |loop_bk| crate::launch::infer::Hints {
            sizes: Err(LaunchError::TileCount { tiles: 1 }),
            grid: vec![],
            block: crate::launch::infer::BlockEvidence::OneD(Err(LaunchError::BlockFromHostCall)),
            tf32: false,
            a_layout: Default::default(),
            b_layout: Default::default(),
            loop_bk,
        };
        let read = super::spec(
            "sgemm",
            &siboehm(),
            Some(&hints(Some(32))),
            &here(&text),
            None,
        )
        .unwrap()
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.multiple, [128, 64, 32]);
        assert_eq!(read.grid, ["N/64", "M/128"]);
        assert!(
            read.evidence[0].contains("the grid's divisions"),
            "{:?}",
            read.evidence
        );
        // Without the loop's step, or with a grid that does not divide M and N, they stay unknown.
        let err = super::spec("sgemm", &siboehm(), Some(&hints(None)), &here(&text), None).unwrap();
        assert!(err.unwrap_err().to_string().contains("tile sizes"));
        let flat = text.replace(
            "dim3 grid(N / 64, (M + 127) / 128);",
            "dim3 grid(M * N / 8192);",
        );
        let err = super::spec(
            "sgemm",
            &siboehm(),
            Some(&hints(Some(32))),
            &here(&flat),
            None,
        )
        .unwrap();
        assert!(err.unwrap_err().to_string().contains("tile sizes"));
    }

    #[test]
    fn a_launch_with_smem_and_stream_and_derived_arguments() {
        let p = params(&[
            ("const half *", "A"),
            ("const half *", "B"),
            ("float *", "C"),
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
            ("int", "tiles"),
        ]);
        let text = "#define BLOCK_M 128\n#define BLOCK_N 128\n#define THREADS 256\n__global__ void hgemm(const half *A, const half *B, float *C, int M, int N, int K, int tiles) {}\nvoid launch(const half *a, const half *b, float *c, int rows, int cols, int depth, cudaStream_t s) {\n  const size_t smem = 2 * 128 * 32 * sizeof(half);\n  dim3 grid(cols / BLOCK_N, rows / BLOCK_M, 1);\n  hgemm<<<grid, THREADS, smem, s>>>(a, b, c, rows, cols, depth, (rows / BLOCK_M) * (cols / BLOCK_N));\n}\n";
        let l = read("hgemm", &p, &here(text), Some([128, 128, 32]), None)
            .unwrap()
            .unwrap();
        assert_eq!(l.grid, ["N/128", "M/128"]);
        assert_eq!(l.block, ["256"]);
        assert_eq!(l.args, ["A", "B", "C", "M", "N", "K", "M/128*(N/128)"]);
    }

    #[test]
    fn a_runners_branch_declarations_and_std_max_of_constants() {
        // Each branch declares its own tile and grid: the launch reads the ones in its branch.
        let text = format!(
            "{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  const unsigned BK = 8;\n  if (M >= 128) {{\n    const unsigned BM = 128;\n    dim3 grid(CEIL_DIV(N, BM), CEIL_DIV(M, BM));\n    dim3 block((BM * BM) / 64);\n    sgemm<<<grid, block>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n  }} else {{\n    const unsigned BM = 64;\n    dim3 grid(CEIL_DIV(N, BM), CEIL_DIV(M, BM));\n    dim3 block((BM * BM) / 64);\n    sgemm<<<grid, block>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n  }}\n}}\n"
        );
        let text = format!("#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))\n{text}");
        let err = read_one(&text).unwrap_err().to_string();
        // Both are read; they disagree (128 and 64), which is what kpipe says.
        assert!(
            err.contains("block=256") && err.contains("block=64"),
            "{err}"
        );
        let p = params(&[("float *", "A"), ("int", "M"), ("int", "N"), ("int", "K")]);
        let text = "__global__ void k(float *A, int M, int N, int K) {}\nvoid go(float *A, int M, int N, int K) {\n  const int warps_a = 128 * 32 * sizeof(float) / 2048;\n  const int threads = 32 * std::max(warps_a, 4);\n  k<<<dim3(N / 128, M / 128), threads>>>(A, M, N, K);\n}\n";
        let l = read("k", &p, &here(text), None, None).unwrap().unwrap();
        assert_eq!(l.block, ["256"], "{l:?}");
        let text = text.replace("std::max(warps_a, 4)", "std::max(warps_a, M)");
        let err = read("k", &p, &here(&text), None, None)
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(err.contains("is not a fixed number"), "{err}");
    }

    #[test]
    fn launches_that_disagree_are_not_used_and_say_why() {
        let text = format!(
            "{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  sgemm<<<dim3(N / 64, M / 64), 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\nvoid other(int M, int N, int K, float *A, float *B, float *C) {{\n  sgemm<<<dim3(N / 64, M / 64), 128>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\n"
        );
        let err = read_one(&text).unwrap_err().to_string();
        assert_eq!(err, "the host calls at line 3 and line 6 disagree (grid=N/64,M/64 block=256 args=M,N,K,alpha,A,B,beta,C against grid=N/64,M/64 block=128 args=M,N,K,alpha,A,B,beta,C), so kpipe uses neither");
        // Two launches that agree are both named.
        let agree = text.replace("128>>>", "256>>>");
        assert_eq!(
            read_one(&agree).unwrap().describe(),
            "the host calls at line 3 and line 6"
        );
    }

    #[test]
    fn what_cannot_be_read_is_refused_with_the_reason() {
        let launch = |body: &str| {
            read_one(&format!(
                "{KERNEL}void run(int M, int N, int K, int P, float *A, float *B, float *C) {{\n{body}\n}}\n"
            ))
            .unwrap_err()
            .to_string()
        };
        let err = launch("  sgemm<<<dim3(N / 64, N / 64), 256>>>(N, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(err.starts_with("the host call at line 3: "), "{err}");
        assert!(err.contains("`N` is passed for both M and N"), "{err}");
        let err =
            launch("  sgemm<<<dim3(N / 64, M / 64), 256>>>(M, N, 4096, 1.0f, A, B, 0.0f, C);");
        assert!(err.contains("passes `4096` for the kernel's `K`"), "{err}");
        let err = launch("  sgemm<<<dim3(P / 64, M / 64), 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(
            err.contains("`P` is a parameter of the launching function"),
            "{err}"
        );
        let err = launch("  sgemm<<<dim3(Q / 64, M / 64), 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(err.contains("`Q` is neither passed"), "{err}");
        let err = launch("  dim3 g(N / 64, M / 64);\n  if (M % 64 != 0) g.x++;\n  sgemm<<<g, 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(
            err.contains("rounded up by `% 64` but its component is `N / 64`"),
            "{err}"
        );
        let err = launch("  dim3 g(N / 64, M / 64);\n  g.x += 1;\n  sgemm<<<g, 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(
            err.contains("`g` is assigned after its declaration"),
            "{err}"
        );
        let err = launch("  sgemm<<<dim3(N / 64, M / 64), N / 4>>>(M, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(
            err.contains("block `N/4` depends on the problem size"),
            "{err}"
        );
        let err = launch("  sgemm<<<dim3(N / 64, M / 64), 256>>>(M, N, K, A, B, C);");
        assert!(
            err.contains("passes 6 arguments and the kernel takes 8"),
            "{err}"
        );
        let err = launch("  sgemm<<<grid_for(N), 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);");
        assert!(
            err.contains("`grid_for(...)` is a call kpipe does not evaluate"),
            "{err}"
        );
        // No launch at all: nothing to say.
        assert!(read("sgemm", &siboehm(), &here(KERNEL), None, None).is_none());
    }

    #[test]
    fn host_files_use_the_kernel_files_constants() {
        let kernel = format!("#define BM 128\n{KERNEL}");
        let runner = "#include \"sgemm.cu\"\nint main() {\n  int m = 1024, n = 2048, k = 512;\n  dim3 grid(n / BM, m / BM);\n  sgemm<<<grid, 256>>>(m, n, k, 1.0f, nullptr, nullptr, 0.0f, nullptr);\n}\n";
        let files = vec![
            HostFile::new(None, kernel),
            HostFile::new(Some("runner.cu".to_string()), runner.to_string()),
        ];
        let l = read("sgemm", &siboehm(), &files, Some([128, 128, 8]), None)
            .unwrap()
            .unwrap();
        assert_eq!(l.grid, ["N/128", "M/128"]);
        assert_eq!(l.describe(), "the host call at runner.cu:5");
    }

    #[test]
    fn a_header_gives_its_helpers_and_a_rounded_up_quotient_is_a_ceiling() {
        // `div_ceil` lives in a header the kernel's file includes: read for its definition only
        // (its own launch of `sgemm` would not count), its body a quotient rounded up by a test.
        let kernel = format!("#include \"util.h\"\n{KERNEL}void run(int M, int N, int K, float *A, float *B, float *C) {{\n  dim3 grid(div_ceil(N, 48), div_ceil(M, 64));\n  sgemm<<<grid, 256>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}}\n");
        for body in [
            "return (a % b != 0) ? (a / b + 1) : (a / b);",
            "return a % b == 0 ? a / b : 1 + a / b;",
        ] {
            let header = format!("inline __host__ __device__ size_t div_ceil(size_t a, size_t b) {{ {body} }}\nvoid other() {{ sgemm<<<1, 32>>>(0, 0, 0, 1.0f, 0, 0, 0.0f, 0); }}\n");
            let files = vec![
                HostFile::new(None, kernel.clone()),
                HostFile::header("util.h".to_string(), header),
            ];
            let l = read("sgemm", &siboehm(), &files, None, None)
                .unwrap()
                .unwrap_or_else(|e| panic!("{body}: {e}"));
            assert_eq!(l.grid, ["(N+47)/48", "(M+63)/64"], "{body}");
            assert_eq!(l.describe(), "the host call at line 5");
        }
    }
}
