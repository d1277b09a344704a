//! Trip counts of load loops whose start depends on the thread, read with interval arithmetic over
//! the block's shape.
//!
//! Register prefetch needs a compile-time number of loads per thread. A load loop
//! `for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32)` (llm.c's matmul_forward kernel 4, block
//! 16 x 16, `int xby8 = threadIdx.x / 8;`) runs the same number of iterations in every thread when,
//! with its start S ranging over [lo, hi] across the block, ceil((B - lo) / D) == ceil((B - hi) / D):
//! the count is monotone in S, so equal ends mean equal everywhere.
//!
//! The ranges rest on facts about the block, and only on facts:
//! - the block's shape, from the `// kpipe:` directive's numeric `block=` (the user's statement of the
//!   launch, which the GPU check launches with), or from every launch of the kernel in this file, when
//!   they all pass the same constant block (`dim3 block(16, 16)`, `dim3(16, 16)`, `256`): launches in
//!   other files are not seen, which the report says;
//! - else the kernel's thread count (`__launch_bounds__(N)` or a thread-count constant): every
//!   `threadIdx` component is below N whatever the shape (a bound, not a shape: `blockDim` stays
//!   unknown).
//!
//! The kernel's own indexing (`16 * threadIdx.y + threadIdx.x`) suggests a shape but proves none, and
//! is not used. Locals are followed to their initialisers when the name is declared once in the
//! function, in a scope around the loop, before it, with an integer type, and never written again.
//! Every intermediate value must stay in [0, 2^31): then `int` and `unsigned` arithmetic agree, and
//! anything that could go negative or wrap is refused rather than guessed.

use super::effects::{assignments, declarator_name, lvalue_root};
use super::error::RecognizeError;
use super::kernel::{FileFacts, Kernel};
use crate::diagnostics::line_col;
use crate::source::consts::Symbols;
use crate::source::parse::{descendants, named_children, Source};
use tree_sitter::Node;

/// A closed range of values, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interval {
    pub lo: i64,
    pub hi: i64,
}

impl Interval {
    fn exact(v: i64) -> Interval {
        Interval { lo: v, hi: v }
    }

    fn value(self) -> Option<i64> {
        (self.lo == self.hi).then_some(self.lo)
    }
}

/// What kpipe knows about the block of the kernel, and from where.
#[derive(Debug, Clone, Default)]
pub struct BlockFacts {
    /// The exact shape (x, y, z) and what states it.
    pub shape: Option<([u64; 3], String)>,
    /// At most this many threads per block, and what says so.
    pub total: Option<(u64, String)>,
    /// Why the shape is not known (no fact states it, or facts disagree).
    pub missing: String,
}

/// Why a range could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// A fact about the block is missing: the expression that needs it (`threadIdx.y`, `blockDim.x`).
    Block(String),
    /// Anything else: the reason.
    Other(String),
}

const MAX: i64 = i32::MAX as i64;

/// The facts about the block of `kernel` in this file.
pub fn block_facts(source: &Source, facts: &FileFacts, kernel: &Kernel) -> BlockFacts {
    let total = kernel
        .threads
        .map(|t| (t, kernel.threads_source.clone().unwrap_or_default()));
    let mut out = BlockFacts {
        total: total.clone(),
        ..BlockFacts::default()
    };
    // The file's directive, else `--launch`'s fields (a file with a directive has none given).
    let directive = directive_shape(&source.text, "the `// kpipe:` directive's").or_else(|| {
        facts
            .given_launch
            .as_deref()
            .and_then(|given| directive_shape(given, "--launch's"))
    });
    let host = host_shape(source, facts, &kernel.name);
    let shape = match (directive, host) {
        (Some(Ok(d)), Some(Ok(h))) if d.0 != h.0 => {
            out.missing = format!(
                "{} and {} disagree",
                describe(&d.0, &d.1),
                describe(&h.0, &h.1)
            );
            return out;
        }
        (Some(Ok(d)), _) => d,
        (_, Some(Ok(h))) => h,
        (d, h) => {
            let mut why: Vec<String> = [d, h]
                .into_iter()
                .flatten()
                .filter_map(|r| r.err())
                .map(|e| e.to_string())
                .collect();
            if why.is_empty() {
                why.push("no `// kpipe:` directive with a numeric block=, and no launch of the kernel in this file".to_string());
            }
            out.missing = why.join("; ");
            return out;
        }
    };
    let product: u64 = shape.0.iter().product();
    if let (Some((t, from)), Some(claim)) = (&total, &kernel.threads_claim) {
        let bound = claim.source.starts_with("__launch_bounds__");
        if (bound && product > *t) || (!bound && product != *t) {
            out.missing = format!(
                "{} is {product} threads, but {from} says {} {t}",
                describe(&shape.0, &shape.1),
                if bound { "at most" } else { "" }
            )
            .replace("  ", " ");
            return out;
        }
    }
    out.shape = Some((shape.0, describe(&shape.0, &shape.1)));
    out.total = Some((product, out.shape.as_ref().unwrap().1.clone()));
    out
}

fn describe(shape: &[u64; 3], from: &str) -> String {
    let dims = match shape {
        [x, 1, 1] => format!("{x}"),
        [x, y, 1] => format!("{x} x {y}"),
        [x, y, z] => format!("{x} x {y} x {z}"),
    };
    format!("the block of {dims} threads {from}")
}

/// The directive's `block=` when it is made of numbers; `whose` names the directive in the
/// sentences (the file's, or `--launch`'s fields read as one).
fn directive_shape(
    text: &str,
    whose: &'static str,
) -> Option<Result<([u64; 3], String), RecognizeError>> {
    let (span, items) = crate::source::directive::directive_block(text)?;
    let field = text[span].to_string();
    let mut shape = [1u64; 3];
    if items.is_empty() || items.len() > 3 {
        return Some(Err(RecognizeError::NotABlockShape { whose, field }));
    }
    for (i, item) in items.iter().enumerate() {
        match Symbols::default().eval(item) {
            Ok(v) if (1..=1024).contains(&v) => shape[i] = v as u64,
            _ => return Some(Err(RecognizeError::NotAConstantShape { whose, field })),
        }
    }
    Some(Ok((shape, format!("of {whose} `{field}`"))))
}

/// The block every launch of `name` in the file passes, when they all pass the same constant one.
fn host_shape(
    source: &Source,
    facts: &FileFacts,
    name: &str,
) -> Option<Result<([u64; 3], String), RecognizeError>> {
    let mut found: Vec<([u64; 3], usize)> = Vec::new();
    // A launch kpipe does not read (the runtime API's launch calls) could pass another block.
    for api in [
        "cudaLaunchKernel",
        "cudaLaunchCooperativeKernel",
        "cuLaunchKernel",
    ] {
        if super::kernel::identifiers_in(&source.text).any(|w| w == api) {
            return Some(Err(RecognizeError::UnreadLaunchApi { api }));
        }
    }
    for launch in crate::source::parse::kernel_launches(&source.text, source.root(), name) {
        let call = launch.call;
        let line = line_col(&source.text, call.start_byte()).0;
        let Some(arg) = launch.config.get(1).copied() else {
            return Some(Err(RecognizeError::NoBlockArgument { line }));
        };
        match launch_block(source, facts, call, arg) {
            Ok(shape) => found.push((shape, line)),
            Err(why) => {
                return Some(Err(RecognizeError::UnevaluatedBlock {
                    line,
                    error: Box::new(why),
                }))
            }
        }
    }
    let (first, line) = *found.first()?;
    if let Some((other, l2)) = found.iter().find(|(s, _)| *s != first) {
        return Some(Err(RecognizeError::BlocksDiffer {
            line,
            other_line: *l2,
            first,
            other: *other,
        }));
    }
    let lines: Vec<String> = found.iter().map(|(_, l)| l.to_string()).collect();
    let (s, lines) = if lines.len() == 1 {
        ("", lines[0].clone())
    } else {
        ("es", lines.join(", "))
    };
    Some(Ok((
        first,
        format!("of the launch{s} of `{name}` in this file (line{} {lines}; launches in other files are not seen)", if s.is_empty() { "" } else { "s" }),
    )))
}

/// A launch's block argument: a constant, `dim3(x, y, z)`, or a `dim3` variable declared once in the
/// launching function with constant arguments and never written.
fn launch_block(
    source: &Source,
    facts: &FileFacts,
    call: Node,
    arg: Node,
) -> Result<[u64; 3], RecognizeError> {
    // The file's constants and those of the blocks around the launch (`const int threads = 32;`
    // in the launching function).
    let mut symbols = facts.symbols.clone();
    super::template_args::add_block_constants(source, &call.byte_range(), &mut symbols);
    let eval_args = |args: &[Node]| block_of(source, &symbols, args);
    let text = source.text_of(arg);
    if let Ok(value) = symbols.eval(text) {
        return eval_args(&[arg]).map_err(|_| RecognizeError::BlockSide {
            expr: text.to_string(),
            value,
        });
    }
    if arg.kind() == "call_expression"
        && arg
            .child_by_field_name("function")
            .is_some_and(|f| source.text_of(f) == "dim3")
    {
        let args = arg
            .child_by_field_name("arguments")
            .map(named_children)
            .unwrap_or_default();
        return eval_args(&args);
    }
    let unread = || RecognizeError::UnreadBlock {
        text: text.to_string(),
    };
    if arg.kind() != "identifier" {
        return Err(unread());
    }
    // A dim3 variable of the launching function.
    let mut function = call;
    while function.kind() != "function_definition" {
        function = function.parent().ok_or_else(unread)?;
    }
    let decls: Vec<Node> = descendants(function)
        .into_iter()
        .filter(|n| n.kind() == "declaration")
        .flat_map(named_children)
        .filter(|d| dim3_name(*d).is_some_and(|n| source.text_of(n) == text))
        .collect();
    let [decl] = decls.as_slice() else {
        return Err(RecognizeError::NotDeclaredOnce {
            name: text.to_string(),
        });
    };
    // `dim3 block(threads);` with a name as its one argument reads as a function declaration.
    if decl.kind() == "function_declarator" {
        let args: Vec<Node> = decl
            .child_by_field_name("parameters")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .map(|p| p.child_by_field_name("type").unwrap_or(p))
            .collect();
        return eval_args(&args);
    }
    let written = assignments(function)
        .into_iter()
        .any(|(_, target)| lvalue_root(target).is_some_and(|r| source.text_of(r) == text));
    if written {
        return Err(RecognizeError::AssignedAfterDeclaration {
            name: text.to_string(),
        });
    }
    let value = decl
        .child_by_field_name("value")
        .ok_or_else(|| RecognizeError::NoInitialiser {
            name: text.to_string(),
        })?;
    match value.kind() {
        "argument_list" | "initializer_list" => eval_args(&named_children(value)),
        "call_expression"
            if value
                .child_by_field_name("function")
                .is_some_and(|f| source.text_of(f) == "dim3") =>
        {
            let args = value
                .child_by_field_name("arguments")
                .map(named_children)
                .unwrap_or_default();
            eval_args(&args)
        }
        _ => eval_args(&[value]),
    }
}

/// The block of one to three constant sides from 1 to 1024 (`dim3`'s arguments).
fn block_of(source: &Source, symbols: &Symbols, args: &[Node]) -> Result<[u64; 3], RecognizeError> {
    let mut shape = [1u64; 3];
    if args.is_empty() || args.len() > 3 {
        return Err(RecognizeError::BlockDimensions);
    }
    for (i, a) in args.iter().enumerate() {
        let text = source.text_of(*a);
        match symbols.eval(text) {
            Ok(v) if (1..=1024).contains(&v) => shape[i] = v as u64,
            Ok(value) => {
                return Err(RecognizeError::BlockSide {
                    expr: text.to_string(),
                    value,
                })
            }
            Err(u) => return Err(RecognizeError::NoConstantValue(u)),
        }
    }
    Ok(shape)
}

/// The name a `dim3` declarator declares, also `block` in `dim3 block(threads)`, which the grammar
/// reads as a function declarator.
fn dim3_name(declarator: Node) -> Option<Node> {
    match declarator.kind() {
        "function_declarator" => declarator
            .child_by_field_name("declarator")
            .filter(|d| d.kind() == "identifier"),
        _ => declarator_name(declarator),
    }
}

/// Reads ranges of expressions at one place in a function.
pub struct Ranges<'a, 't> {
    pub source: &'a Source,
    pub symbols: &'a Symbols,
    pub block: &'a BlockFacts,
    /// The function (its `function_definition`) whose locals may be followed.
    pub function: Node<'t>,
    /// Where the expressions are evaluated: locals must be declared before it, in a scope around it.
    pub at: Node<'t>,
}

const INTEGER_TYPES: &[&str] = &[
    "int",
    "unsigned",
    "unsigned int",
    "signed",
    "signed int",
    "long",
    "long long",
    "unsigned long",
    "unsigned long long",
    "uint",
    "size_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "auto",
];

impl Ranges<'_, '_> {
    pub fn of(&self, node: Node) -> Result<Interval, Why> {
        self.range(node, 0)
    }

    /// The range of `node`'s values, `depth` expressions and locals deep (at most 16).
    fn range(&self, node: Node, depth: usize) -> Result<Interval, Why> {
        let text = self.source.text_of(node);
        if depth > 16 {
            return Err(Why::Other(format!("`{text}` is nested too deeply")));
        }
        match node.kind() {
            "number_literal" => self.constant(text, || format!("`{text}` is not an integer")),
            "parenthesized_expression" => match named_children(node).as_slice() {
                [one] => self.range(*one, depth + 1),
                _ => Err(Why::Other(format!("`{text}`"))),
            },
            "cast_expression" => self.cast_range(node, depth),
            "field_expression" => self.thread_range(node),
            "identifier" => self.name_range(text, depth),
            "binary_expression" => self.binary_range(node, depth),
            _ => self.constant(text, || format!("kpipe cannot bound `{text}`")),
        }
    }

    /// The value of a constant expression as an interval; Err with `not_constant` where it has none.
    fn constant(&self, text: &str, not_constant: impl FnOnce() -> String) -> Result<Interval, Why> {
        match self.symbols.eval(text) {
            Ok(v) => checked(text, Interval::exact(v)),
            Err(_) => Err(Why::Other(not_constant())),
        }
    }

    /// The range of an integer cast `(T)(v)`: that of `v`.
    fn cast_range(&self, node: Node, depth: usize) -> Result<Interval, Why> {
        let source = self.source;
        let ty = node
            .child_by_field_name("type")
            .map(|t| source.text_of(t))
            .unwrap_or("");
        let value = node.child_by_field_name("value");
        match value {
            Some(v) if INTEGER_TYPES.contains(&ty) => self.range(v, depth + 1),
            _ => Err(Why::Other(format!(
                "`{}` is not an integer cast",
                source.text_of(node)
            ))),
        }
    }

    /// The range of `threadIdx.x` (y, z) or the value of `blockDim.x` (y, z), from what is known of
    /// the block; Err(Why::Block) where the block does not say.
    fn thread_range(&self, node: Node) -> Result<Interval, Why> {
        let source = self.source;
        let text = source.text_of(node);
        let object = node
            .child_by_field_name("argument")
            .map(|a| source.text_of(a));
        let field = node.child_by_field_name("field").map(|f| source.text_of(f));
        let axis = match field {
            Some("x") => 0,
            Some("y") => 1,
            Some("z") => 2,
            _ => return Err(Why::Other(format!("`{text}`"))),
        };
        match (object, &self.block.shape, &self.block.total) {
            (Some("threadIdx"), Some((shape, _)), _) => Ok(Interval {
                lo: 0,
                hi: shape[axis] as i64 - 1,
            }),
            (Some("threadIdx"), None, Some((t, _))) => Ok(Interval {
                lo: 0,
                hi: *t as i64 - 1,
            }),
            (Some("blockDim"), Some((shape, _)), _) => Ok(Interval::exact(shape[axis] as i64)),
            (Some("threadIdx" | "blockDim"), _, _) => Err(Why::Block(text.to_string())),
            _ => Err(Why::Other(format!("`{text}`"))),
        }
    }

    /// The range of a name: of a local's initialiser, or a constant's value.
    fn name_range(&self, name: &str, depth: usize) -> Result<Interval, Why> {
        // A name the function declares is that local (the constants kpipe collects are not
        // scoped), else a constant of the file or the kernel.
        if !self.declares(name) {
            if let Ok(v) = self.symbols.eval(name) {
                return checked(name, Interval::exact(v));
            }
        }
        let init = self
            .local_init(name)
            .map_err(|e| Why::Other(e.to_string()))?;
        self.range(init, depth + 1)
    }

    /// The range of `l OP r` from the ranges of its sides.
    fn binary_range(&self, node: Node, depth: usize) -> Result<Interval, Why> {
        let source = self.source;
        let text = source.text_of(node);
        let (Some(l), Some(r), Some(op)) = (
            node.child_by_field_name("left"),
            node.child_by_field_name("right"),
            node.child_by_field_name("operator"),
        ) else {
            return Err(Why::Other(format!("`{text}`")));
        };
        let (a, b) = (self.range(l, depth + 1)?, self.range(r, depth + 1)?);
        checked(text, combine(source.text_of(op), a, b, text)?)
    }

    /// Whether the function declares `name` (a parameter or a local, anywhere in it).
    fn declares(&self, name: &str) -> bool {
        descendants(self.function).into_iter().any(|n| {
            matches!(
                n.kind(),
                "init_declarator" | "parameter_declaration" | "declaration"
            ) && declarator_name(if n.kind() == "init_declarator" {
                n
            } else {
                match n.child_by_field_name("declarator") {
                    Some(d) => d,
                    None => return false,
                }
            })
            .is_some_and(|id| self.source.text_of(id) == name)
        })
    }

    /// The initialiser of a local `name` of the function that is visible at `self.at` and never
    /// written after its declaration.
    fn local_init(&self, name: &str) -> Result<Node<'_>, RecognizeError> {
        let source = self.source;
        let declarators: Vec<(Node, Node)> = descendants(self.function)
            .into_iter()
            .filter(|n| n.kind() == "declaration" || n.kind() == "parameter_declaration")
            .flat_map(|d| {
                let mut out: Vec<(Node, Node)> = named_children(d)
                    .into_iter()
                    .filter(|c| declarator_name(*c).is_some_and(|n| source.text_of(n) == name))
                    .map(|c| (d, c))
                    .collect();
                // A parameter's declarator is its `declarator` field.
                if d.kind() == "parameter_declaration" {
                    out.retain(|(_, c)| Some(*c) == d.child_by_field_name("declarator"));
                }
                out
            })
            .collect();
        let [(decl, declarator)] = declarators.as_slice() else {
            let name = name.to_string();
            return Err(if declarators.is_empty() {
                RecognizeError::NotALocal { name }
            } else {
                RecognizeError::DeclaredMoreThanOnce { name }
            });
        };
        if decl.kind() == "parameter_declaration" {
            return Err(RecognizeError::IsAParameter {
                name: name.to_string(),
            });
        }
        let ty = decl
            .child_by_field_name("type")
            .map(|t| source.text_of(t))
            .unwrap_or("");
        let value = (declarator.kind() == "init_declarator")
            .then(|| declarator.child_by_field_name("value"))
            .flatten()
            .filter(|v| v.kind() != "argument_list" && v.kind() != "initializer_list")
            .filter(|_| {
                declarator
                    .child_by_field_name("declarator")
                    .is_some_and(|d| d.kind() == "identifier")
            })
            .filter(|_| INTEGER_TYPES.contains(&ty))
            .ok_or_else(|| RecognizeError::NotAnIntegerLocal {
                name: name.to_string(),
            })?;
        let in_scope = decl.parent().is_some_and(|scope| {
            scope.kind() == "compound_statement"
                && scope.start_byte() <= self.at.start_byte()
                && self.at.end_byte() <= scope.end_byte()
        }) && decl.end_byte() <= self.at.start_byte();
        if !in_scope {
            return Err(RecognizeError::NotInScope {
                name: name.to_string(),
            });
        }
        let written = assignments(self.function)
            .into_iter()
            .any(|(_, target)| lvalue_root(target).is_some_and(|r| source.text_of(r) == name))
            || descendants(self.function).into_iter().any(|n| {
                n.kind() == "pointer_expression"
                    && n.child(0).is_some_and(|o| source.text_of(o) == "&")
                    && n.child_by_field_name("argument")
                        .is_some_and(|a| source.text_of(a) == name)
            });
        if written {
            return Err(RecognizeError::WrittenAfterDeclaration {
                name: name.to_string(),
            });
        }
        Ok(value)
    }
}

/// `r`, where it lies in [0, 2^31); Err naming `text` (the expression) where it does not.
fn checked(text: &str, r: Interval) -> Result<Interval, Why> {
    if r.lo < 0 || r.hi > MAX || r.lo > r.hi {
        Err(Why::Other(format!(
            "`{text}` may be negative or overflow (kpipe reads only ranges in [0, 2^31))"
        )))
    } else {
        Ok(r)
    }
}

/// The range of `a OP b` where `a` and `b` are the ranges of the sides of `text`; Err where it may
/// overflow or divide by zero, or for an operator kpipe does not bound.
fn combine(op: &str, a: Interval, b: Interval, text: &str) -> Result<Interval, Why> {
    let overflow = || Why::Other(format!("`{text}` may overflow"));
    Ok(match op {
        "+" => Interval {
            lo: a.lo + b.lo,
            hi: a.hi + b.hi,
        },
        "-" => Interval {
            lo: a.lo - b.hi,
            hi: a.hi - b.lo,
        },
        "*" => Interval {
            lo: a.lo.checked_mul(b.lo).ok_or_else(overflow)?,
            hi: a.hi.checked_mul(b.hi).ok_or_else(overflow)?,
        },
        "/" if b.lo > 0 => Interval {
            lo: a.lo / b.hi,
            hi: a.hi / b.lo,
        },
        "%" if b.lo > 0 => match b.value() {
            Some(c) if a.lo / c == a.hi / c => Interval {
                lo: a.lo % c,
                hi: a.hi % c,
            },
            _ => Interval {
                lo: 0,
                hi: a.hi.min(b.hi - 1),
            },
        },
        ">>" if b.hi < 32 => Interval {
            lo: a.lo >> b.hi,
            hi: a.hi >> b.lo,
        },
        "<<" if b.hi < 32 => Interval {
            lo: a.lo << b.lo,
            hi: a.hi.checked_shl(b.hi as u32).ok_or_else(overflow)?,
        },
        "&" => match (a.value(), b.value()) {
            (Some(x), Some(y)) => Interval::exact(x & y),
            _ => Interval {
                lo: 0,
                hi: a.hi.min(b.hi),
            },
        },
        "/" | "%" => return Err(Why::Other(format!("`{text}` may divide by zero"))),
        other => {
            return Err(Why::Other(format!(
                "kpipe does not bound `{other}` (in `{text}`)"
            )))
        }
    })
}

/// The trip count of `for (v = start; v < bound; v += step)` (`inclusive`: `v <= bound`) for every
/// thread of the block, when it is the same for all; Err says why not.
pub fn thread_trips(
    ranges: &Ranges,
    start: Node,
    step: Option<Node>,
    bound: Node,
    inclusive: bool,
) -> Result<u64, TripsWhy> {
    let exact = |node: Node, what: &str| -> Result<i64, TripsWhy> {
        let r = ranges.of(node).map_err(TripsWhy::Range)?;
        r.value().ok_or_else(|| {
            TripsWhy::Range(Why::Other(format!(
                "the {what} `{}` is not the same in every thread",
                ranges.source.text_of(node)
            )))
        })
    };
    let d = match step {
        Some(s) => exact(s, "step")?,
        None => 1,
    };
    if d <= 0 {
        return Err(TripsWhy::Range(Why::Other(
            "the step is not positive".into(),
        )));
    }
    let b = exact(bound, "bound")? + i64::from(inclusive);
    let s = ranges.of(start).map_err(TripsWhy::Range)?;
    let trips = |s: i64| if s >= b { 0 } else { (b - s + d - 1) / d };
    let (most, fewest) = (trips(s.lo), trips(s.hi));
    if most == fewest {
        Ok(most as u64)
    } else {
        Err(TripsWhy::Differ {
            start: s,
            fewest: fewest as u64,
            most: most as u64,
        })
    }
}

/// Why [`thread_trips`] has no single count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TripsWhy {
    Range(Why),
    /// Threads run different numbers of iterations.
    Differ {
        start: Interval,
        fewest: u64,
        most: u64,
    },
}

/// How a load-count refusal's help ends: cp.async needs no count. Where cp.async is not possible
/// either, the choice drops it (`analysis::choose`).
pub const CP_ASYNC_WAY_OUT: &str = "or use --variant cp-async";

/// The refusal's message detail and help for a load loop whose trip count depends on the thread, or
/// None where the plain reason (a name without a value) says it better.
pub fn explain(block: &BlockFacts, start: &str, why: &TripsWhy) -> Option<(String, String)> {
    const CP: &str = CP_ASYNC_WAY_OUT;
    let shape = "state the block's shape: `block=X,Y` in the file's `// kpipe:` directive (or in --launch, for a file without one), or launch the kernel in this file with a constant block (`dim3 block(X, Y)`)";
    let count = "or, for a 1-D block, give the thread count with __launch_bounds__(N) (N may be a name the file leaves open, given with --define)";
    match why {
        TripsWhy::Range(Why::Block(what)) => {
            let have = match &block.total {
                Some((t, from)) => format!("; {from} gives at most {t} threads, not the shape"),
                None => String::new(),
            };
            let help = if what.starts_with("threadIdx") && block.total.is_none() {
                format!("{shape}, {count}; {CP}")
            } else {
                format!("{shape}; {CP}")
            };
            Some((
                format!(
                    "the load loop's header depends on `{what}`, and kpipe does not know the block's shape ({}{have})",
                    block.missing
                ),
                help,
            ))
        }
        TripsWhy::Differ {
            start: s,
            fewest,
            most,
        } => Some(match (&block.shape, &block.total) {
            (Some((_, from)), _) => (
                format!(
                    "threads run {fewest} to {most} iterations of the load loop: its start `{start}` ranges over [{}, {}] for {from}",
                    s.lo, s.hi
                ),
                format!("register prefetch needs the same number of loads in every thread: make the loop's range a multiple of its step, {CP}"),
            ),
            (None, total) => (
                format!(
                    "kpipe does not know the block's shape ({}), and with every thread index anywhere below {} the start `{start}` ranges over [{}, {}]: threads could run {fewest} to {most} iterations",
                    block.missing,
                    total.as_ref().map_or("the block size".to_string(), |(t, from)| format!("{t} ({from})")),
                    s.lo,
                    s.hi
                ),
                format!("{shape}; {CP}"),
            ),
        }),
        TripsWhy::Range(Why::Other(_)) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(x: u64, y: u64) -> BlockFacts {
        BlockFacts {
            shape: Some(([x, y, 1], "the test's block".into())),
            total: Some((x * y, "the test's block".into())),
            missing: String::new(),
        }
    }

    /// The loop of `body` (a kernel body's statements) and the range of `expr` at it.
    fn range_in(body: &str, expr: &str, block: &BlockFacts) -> Result<Interval, Why> {
        let text = format!(
            "__global__ void k(float *p, int n) {{\n{body}\n  for (int v = {expr}; v < 64; v += 32) p[v] = 0;\n}}\n"
        );
        let source = Source::parse(text).unwrap();
        let function = descendants(source.root())
            .into_iter()
            .find(|n| n.kind() == "function_definition")
            .unwrap();
        let lp = descendants(function)
            .into_iter()
            .rfind(|n| n.kind() == "for_statement")
            .unwrap();
        let start = lp
            .child_by_field_name("initializer")
            .and_then(|d| {
                named_children(d)
                    .into_iter()
                    .find(|c| c.kind() == "init_declarator")
            })
            .and_then(|d| d.child_by_field_name("value"))
            .unwrap();
        let symbols = Symbols::default();
        let ranges = Ranges {
            source: &source,
            symbols: &symbols,
            block,
            function,
            at: lp,
        };
        ranges.of(start)
    }

    fn iv(lo: i64, hi: i64) -> Result<Interval, Why> {
        Ok(Interval { lo, hi })
    }

    #[test]
    fn thread_indices_range_over_the_block() {
        let b = shape(16, 16);
        assert_eq!(range_in("", "threadIdx.x", &b), iv(0, 15));
        assert_eq!(
            range_in("", "2 * threadIdx.y + threadIdx.x / 8", &b),
            iv(0, 31)
        );
        assert_eq!(range_in("", "threadIdx.x % 8 * 4", &b), iv(0, 28));
        assert_eq!(range_in("", "(threadIdx.x >> 2) & 1", &b), iv(0, 1));
        assert_eq!(
            range_in("", "threadIdx.y * blockDim.x + threadIdx.x", &b),
            iv(0, 255)
        );
        assert_eq!(range_in("", "(int)threadIdx.x + 16 - 1", &b), iv(15, 30));
        // `x % 32` of a range inside one period keeps the range.
        assert_eq!(range_in("", "(threadIdx.x + 32) % 32", &b), iv(0, 15));
    }

    #[test]
    fn locals_are_followed_only_when_their_value_is_certain() {
        let b = shape(16, 16);
        let body = "  int tid = threadIdx.y * 16 + threadIdx.x;\n  int xby8 = threadIdx.x / 8;";
        assert_eq!(range_in(body, "2 * threadIdx.y + xby8", &b), iv(0, 31));
        assert_eq!(range_in(body, "tid / 8", &b), iv(0, 31));
        // Written after its declaration: its value at the loop is not its initialiser.
        let written = "  int r = threadIdx.x;\n  r += 1;";
        assert!(matches!(range_in(written, "r", &b), Err(Why::Other(m)) if m.contains("written")));
        // Declared twice, in a scope that does not hold the loop, or not an integer.
        let twice = "  { int r = 0; }\n  int r = threadIdx.x;";
        assert!(
            matches!(range_in(twice, "r", &b), Err(Why::Other(m)) if m.contains("more than once"))
        );
        let inner = "  { int r = threadIdx.x; }";
        assert!(matches!(range_in(inner, "r", &b), Err(Why::Other(m)) if m.contains("scope")));
        let float = "  float r = threadIdx.x;";
        assert!(range_in(float, "r", &b).is_err());
        let short = "  short r = threadIdx.x;";
        assert!(range_in(short, "r", &b).is_err());
        // Address taken: it may be written through the pointer.
        let taken = "  int r = threadIdx.x;\n  int *q = &r;";
        assert!(range_in(taken, "r", &b).is_err());
        // A parameter has no known value.
        assert!(matches!(range_in("", "n", &b), Err(Why::Other(m)) if m.contains("parameter")));
    }

    #[test]
    fn what_could_be_negative_or_wrap_is_refused() {
        let b = shape(16, 16);
        assert!(range_in("", "threadIdx.x - 1", &b).is_err());
        assert!(range_in("", "threadIdx.x * 1000000000", &b).is_err());
        assert!(range_in("", "-threadIdx.x", &b).is_err());
        assert!(range_in("", "threadIdx.x / threadIdx.y", &b).is_err());
        assert!(range_in("", "threadIdx.x ^ 3", &b).is_err());
    }

    #[test]
    fn without_a_shape_the_total_bounds_each_index_and_blockdim_is_unknown() {
        let total = BlockFacts {
            shape: None,
            total: Some((256, "__launch_bounds__(256)".into())),
            missing: "none".into(),
        };
        assert_eq!(range_in("", "threadIdx.y", &total), iv(0, 255));
        assert_eq!(
            range_in("", "blockDim.x", &total),
            Err(Why::Block("blockDim.x".into()))
        );
        let nothing = BlockFacts::default();
        assert_eq!(
            range_in("", "threadIdx.x", &nothing),
            Err(Why::Block("threadIdx.x".into()))
        );
    }

    fn trips_of(header: &str, block: &BlockFacts) -> Result<u64, TripsWhy> {
        let text = format!(
            "__global__ void k(float *p) {{\n  int xby8 = threadIdx.x / 8;\n  for ({header}) p[v] = 0;\n}}\n"
        );
        let source = Source::parse(text).unwrap();
        let function = descendants(source.root())
            .into_iter()
            .find(|n| n.kind() == "function_definition")
            .unwrap();
        let lp = descendants(function)
            .into_iter()
            .find(|n| n.kind() == "for_statement")
            .unwrap();
        let start = lp
            .child_by_field_name("initializer")
            .and_then(|d| {
                named_children(d)
                    .into_iter()
                    .find(|c| c.kind() == "init_declarator")
            })
            .and_then(|d| d.child_by_field_name("value"))
            .unwrap();
        let cond = lp.child_by_field_name("condition").unwrap();
        let inclusive = source.text_of(cond.child_by_field_name("operator").unwrap()) == "<=";
        let step = lp
            .child_by_field_name("update")
            .and_then(|u| u.child_by_field_name("right"));
        let symbols = Symbols::default();
        let ranges = Ranges {
            source: &source,
            symbols: &symbols,
            block,
            function,
            at: lp,
        };
        thread_trips(
            &ranges,
            start,
            step,
            cond.child_by_field_name("right").unwrap(),
            inclusive,
        )
    }

    #[test]
    fn the_count_is_taken_only_when_every_thread_agrees() {
        let b = shape(16, 16);
        // llm.c: start in [0, 31], 64 and 128 rows in steps of 32.
        let llmc = "int v = 2 * threadIdx.y + xby8; v < 64; v += 32";
        assert_eq!(trips_of(llmc, &b), Ok(2));
        let llmc128 = "int v = 2 * threadIdx.y + xby8; v < 128; v += 32";
        assert_eq!(trips_of(llmc128, &b), Ok(4));
        // 48 rows: threads starting below 16 run twice, the others once.
        let uneven = "int v = 2 * threadIdx.y + xby8; v < 48; v += 32";
        assert_eq!(
            trips_of(uneven, &b),
            Err(TripsWhy::Differ {
                start: Interval { lo: 0, hi: 31 },
                fewest: 1,
                most: 2
            })
        );
        // `<=` counts the bound; blockDim as the step is the shape's.
        assert_eq!(trips_of("int v = threadIdx.x; v <= 63; v += 16", &b), Ok(4));
        assert_eq!(
            trips_of(
                "int v = threadIdx.y * 16 + threadIdx.x; v < 1024; v += blockDim.x * blockDim.y",
                &b
            ),
            Ok(4)
        );
        // A start past the bound for some threads: they run none.
        assert_eq!(
            trips_of("int v = threadIdx.x; v < 8; v += 16", &b),
            Err(TripsWhy::Differ {
                start: Interval { lo: 0, hi: 15 },
                fewest: 0,
                most: 1
            })
        );
        // The step must be the same in every thread.
        assert!(trips_of("int v = threadIdx.x; v < 64; v += threadIdx.y + 1", &b).is_err());
        // Without the shape, blockDim is a missing fact.
        assert_eq!(
            trips_of(
                "int v = threadIdx.x; v < 64; v += blockDim.x",
                &BlockFacts::default()
            ),
            Err(TripsWhy::Range(Why::Block("blockDim.x".into())))
        );
    }
}
