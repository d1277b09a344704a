//! One thread of a K-loop iteration, run for the bytes of the dynamic shared buffer it touches.
//!
//! Only addresses are followed, never data: a value read from memory is `Data`, and so is anything
//! kpipe cannot compute for this thread (a parameter, the K index, a local the loop changes in a
//! way not followed). An access to the buffer whose address is `Data` is an error, never a guess,
//! so every byte recorded is one the thread really touches; a statement that mentions the buffer
//! in a form this reader does not know is an error too, so none is missed. Calls: wmma's loads
//! and stores of a tile touch the tile's lines, `min`/`max` fold, and any other call handed an
//! address in the buffer is refused, since kpipe cannot tell what it touches.

use super::effects::{assignments, declarator_name, lvalue_root};
use super::error::RecognizeError;
use crate::source::consts::{type_size, Symbols};
use crate::source::int_ops::{self, IntOp};
use crate::source::parse::{descendants, named_children, Source};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// An address in the buffer: a byte offset, the size of what it points to (the step of `p + 1`),
/// and, for a pointer to a row of a 2-D buffer, the size of the row's elements.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ptr {
    pub off: i64,
    pub step: i64,
    pub inner: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Val {
    Int(i64),
    Ptr(Ptr),
    /// A value this thread cannot know before running (memory, parameters, the K index).
    Data,
}

/// Bytes `[off, off + len)` of the buffer, touched at `line` (1-based).
#[derive(Debug, Clone, Copy)]
pub struct Access {
    pub off: i64,
    pub len: i64,
    pub line: usize,
}

/// What every thread shares: the text, the constants, the kernel and the buffer.
pub struct Context<'a, 't> {
    pub source: &'a Source,
    pub symbols: &'a Symbols,
    /// The kernel's `function_definition`.
    pub function: Node<'t>,
    pub kloop: Node<'t>,
    /// The `extern __shared__` array, and its address as a pointer.
    pub buffer: String,
    pub base: Ptr,
    /// Every name of the buffer (the array and the pointers carved out of it).
    pub names: HashSet<String>,
    pub shape: [i64; 3],
    /// Names the K-loop's step advances: unknown inside an iteration.
    pub ivars: HashSet<String>,
    /// What each name outside the iteration is, and each fragment declared outside it: looked
    /// up once for the whole block (a lookup walks the kernel; every thread asks the same).
    pub outer: RefCell<HashMap<String, Outer<'t>>>,
    pub fragments: RefCell<HashMap<String, Option<Frag>>>,
}

/// A wmma fragment's declared shape: its use, (m, n, k) and its layout (row-major or not).
#[derive(Debug, Clone, Copy)]
pub struct Frag {
    rows: i64,
    cols: i64,
    row_major: Option<bool>,
}

/// At most this many statements per thread, so a loop kpipe misreads cannot run for long.
const STEPS: usize = 1 << 16;

pub struct Thread<'c, 'a, 't> {
    cx: &'c Context<'a, 't>,
    tid: [i64; 3],
    env: HashMap<String, Val>,
    frags: HashMap<String, Frag>,
    steps: usize,
    pub reads: Vec<Access>,
    pub writes: Vec<Access>,
}

type R<T> = Result<T, RecognizeError>;

impl<'c, 'a, 't> Thread<'c, 'a, 't> {
    pub fn new(cx: &'c Context<'a, 't>, tid: [i64; 3]) -> Self {
        let env = cx.ivars.iter().map(|v| (v.clone(), Val::Data)).collect();
        Thread {
            cx,
            tid,
            env,
            frags: HashMap::new(),
            steps: 0,
            reads: Vec::new(),
            writes: Vec::new(),
        }
    }

    fn line(&self, n: Node) -> usize {
        n.start_position().row + 1
    }

    fn text(&self, n: Node) -> &'a str {
        self.cx.source.text_of(n)
    }

    /// Whether `n` mentions the buffer: one of its names, or a local holding an address in it.
    fn touches(&self, n: Node) -> bool {
        descendants(n).into_iter().any(|i| {
            i.kind() == "identifier" && {
                let t = self.text(i);
                self.cx.names.contains(t) || matches!(self.env.get(t), Some(Val::Ptr(_)))
            }
        })
    }

    fn unknown(&self, n: Node, what: &'static str) -> RecognizeError {
        RecognizeError::NoValueForThread {
            what,
            expr: self.text(n).to_string(),
            line: self.line(n),
        }
    }

    /// Runs one statement.
    pub fn exec(&mut self, n: Node<'t>) -> R<()> {
        self.steps += 1;
        if self.steps > STEPS {
            return Err(RecognizeError::TooManyStatements { line: self.line(n) });
        }
        match n.kind() {
            "expression_statement" => match n.named_child(0) {
                Some(e) => self.eval(e).map(|_| ()),
                None => Ok(()),
            },
            "declaration" => self.declare(n),
            "compound_statement" => self.block(named_children(n)),
            "for_statement" => self.for_loop(n),
            "if_statement" => self.branch(n),
            "comment" | "type_definition" => Ok(()),
            k if k.starts_with("preproc") => Ok(()),
            _ if !self.touches(n) => {
                self.forget(n);
                Ok(())
            }
            _ => Err(RecognizeError::UnfollowedStatement {
                line: self.line(n),
                statement: first_line(self.text(n)).to_string(),
            }),
        }
    }

    /// Statements in a scope: the names it declares are restored when it ends.
    fn block(&mut self, stmts: Vec<Node<'t>>) -> R<()> {
        let saved = self.env.clone();
        for s in stmts {
            self.exec(s)?;
        }
        self.leave_scope(saved);
        Ok(())
    }

    /// A statement not run (its condition is data and it does not touch the buffer): whatever
    /// it assigns is unknown after it.
    fn forget(&mut self, n: Node) {
        for (_, target) in assignments(n) {
            if let Some(root) = lvalue_root(target) {
                let name = self.text(root).to_string();
                self.env.insert(name, Val::Data);
            }
        }
    }

    fn declare(&mut self, n: Node<'t>) -> R<()> {
        let ty = n
            .child_by_field_name("type")
            .map(|t| self.text(t))
            .unwrap_or("");
        let frag = fragment_shape(ty, self.cx.symbols);
        for d in named_children(n) {
            let Some(name) = declarator_name(d).map(|i| self.text(i).to_string()) else {
                continue;
            };
            if let Some(f) = frag {
                self.frags.insert(name.clone(), f);
            }
            let value = match d.child_by_field_name("value") {
                Some(v) if d.kind() == "init_declarator" => self.eval(v)?,
                _ => Val::Data,
            };
            let scalar = d
                .child_by_field_name("declarator")
                .is_some_and(|x| x.kind() == "identifier" || x.kind() == "pointer_declarator");
            self.env
                .insert(name, if scalar { value } else { Val::Data });
        }
        Ok(())
    }

    fn for_loop(&mut self, n: Node<'t>) -> R<()> {
        let saved = self.env.clone();
        if let Some(init) = n.child_by_field_name("initializer") {
            match init.kind() {
                "declaration" => self.declare(init)?,
                _ => {
                    self.eval(init)?;
                }
            }
        }
        loop {
            let go = match n.child_by_field_name("condition") {
                Some(c) => self.eval(c)?,
                None => Val::Data,
            };
            match go {
                Val::Int(0) => break,
                Val::Int(_) => {}
                _ if !self.touches(n) => {
                    self.forget(n);
                    break;
                }
                _ => {
                    let c = n.child_by_field_name("condition").unwrap_or(n);
                    return Err(self.unknown(c, "the condition"));
                }
            }
            if let Some(body) = n.child_by_field_name("body") {
                self.exec(body)?;
            }
            if let Some(u) = n.child_by_field_name("update") {
                self.eval(u)?;
            }
            self.steps += 1;
            if self.steps > STEPS {
                return Err(RecognizeError::TooManyIterations { line: self.line(n) });
            }
        }
        self.leave_scope(saved);
        Ok(())
    }

    /// Ends a scope whose names on entry were `saved`: what it declared goes, what it assigned to
    /// names from outside stays.
    fn leave_scope(&mut self, saved: HashMap<String, Val>) {
        let assigned: Vec<(String, Val)> = self
            .env
            .iter()
            .filter(|(k, _)| saved.contains_key(*k))
            .map(|(k, v)| (k.clone(), *v))
            .collect();
        self.env = saved;
        self.env.extend(assigned);
    }

    fn branch(&mut self, n: Node<'t>) -> R<()> {
        let cond = n.child_by_field_name("condition").unwrap_or(n);
        let inner = match cond.kind() {
            "condition_clause" => cond.child_by_field_name("value").unwrap_or(cond),
            _ => cond,
        };
        match self.eval(inner)? {
            Val::Int(v) => {
                let taken = if v != 0 {
                    n.child_by_field_name("consequence")
                } else {
                    n.child_by_field_name("alternative").and_then(|a| {
                        a.named_child(0)
                            .filter(|_| a.kind() == "else_clause")
                            .or(Some(a))
                    })
                };
                match taken {
                    Some(s) => self.exec(s),
                    None => Ok(()),
                }
            }
            _ if !self.touches(n) => {
                self.forget(n);
                Ok(())
            }
            _ => Err(self.unknown(inner, "the condition")),
        }
    }

    /// The value of an expression, recording the buffer bytes it reads and writes.
    pub fn eval(&mut self, n: Node<'t>) -> R<Val> {
        let text = self.text(n);
        match n.kind() {
            "number_literal" | "sizeof_expression" => Ok(int_or_data(self.cx.symbols.eval(text))),
            "true" => Ok(Val::Int(1)),
            "false" => Ok(Val::Int(0)),
            "identifier" => Ok(self.name(text)),
            "parenthesized_expression" | "condition_clause" => match n.named_child(0) {
                Some(c) => self.eval(c),
                None => Ok(Val::Data),
            },
            "field_expression" => self.field(n),
            "cast_expression" => self.cast(n),
            "binary_expression" => self.binary(n),
            "conditional_expression" => self.conditional(n),
            "unary_expression" => self.unary(n),
            "pointer_expression" => self.pointer(n),
            "subscript_expression" => self.subscript(n),
            "assignment_expression" => self.assign(n),
            "update_expression" => self.update(n),
            "call_expression" => call(self, n),
            "comma_expression" => {
                let mut last = Val::Data;
                for c in named_children(n) {
                    last = self.eval(c)?;
                }
                Ok(last)
            }
            _ if !self.touches(n) => Ok(Val::Data),
            _ => Err(RecognizeError::UnfollowedExpression {
                expr: first_line(text).to_string(),
                line: self.line(n),
            }),
        }
    }

    /// A name: a local of this iteration, the buffer, a local of the kernel set once before the
    /// loop and never written, or a constant.
    fn name(&mut self, name: &str) -> Val {
        if let Some(v) = self.env.get(name) {
            return *v;
        }
        if name == self.cx.buffer {
            return Val::Ptr(self.cx.base);
        }
        let outer = *self
            .cx
            .outer
            .borrow_mut()
            .entry(name.to_string())
            .or_insert_with(|| outer_init(self.cx, name));
        match outer {
            Outer::Init(init) => {
                // Evaluated once per thread; a cycle cannot arise (the initialiser comes first).
                self.env.insert(name.to_string(), Val::Data);
                let v = self.eval(init).unwrap_or(Val::Data);
                self.env.insert(name.to_string(), v);
                v
            }
            Outer::Unknown => Val::Data,
            Outer::Constant => int_or_data(self.cx.symbols.eval(name)),
        }
    }

    fn field(&mut self, n: Node) -> R<Val> {
        let object = n.child_by_field_name("argument").map(|a| self.text(a));
        let axis = match n.child_by_field_name("field").map(|f| self.text(f)) {
            Some("x") => 0,
            Some("y") => 1,
            Some("z") => 2,
            _ => return Ok(Val::Data),
        };
        Ok(match object {
            Some("threadIdx") => Val::Int(self.tid[axis]),
            Some("blockDim") => Val::Int(self.cx.shape[axis]),
            _ => Val::Data,
        })
    }

    /// The text of `n`'s child `field` ("" without one).
    fn field_text(&self, n: Node<'t>, field: &str) -> &'a str {
        n.child_by_field_name(field)
            .map(|t| self.text(t))
            .unwrap_or("")
    }

    /// The value of `n`'s child `field`, None without one.
    fn eval_field(&mut self, n: Node<'t>, field: &str) -> R<Option<Val>> {
        n.child_by_field_name(field)
            .map(|v| self.eval(v))
            .transpose()
    }

    fn cast(&mut self, n: Node<'t>) -> R<Val> {
        let ty = self.field_text(n, "type");
        let Some(v) = self.eval_field(n, "value")? else {
            return Ok(Val::Data);
        };
        self.cast_to(v, ty, self.line(n))
    }

    /// `v` converted to type `ty` (a C cast or a `reinterpret_cast`/`static_cast`, at `line`): a
    /// pointer into the buffer keeps its address and steps by the new pointee's size.
    pub(super) fn cast_to(&self, v: Val, ty: &str, line: usize) -> R<Val> {
        // `T (*)[W]`: a pointer to rows of W elements (`float (*As)[BK]` views).
        if let (Val::Ptr(p), Some((pointee, width))) = (v, row_pointer(ty)) {
            let pointee = pointee.replace("const", "").replace("volatile", "");
            let pointee = self.cx.symbols.resolve_type(pointee.trim());
            let width = self.cx.symbols.eval(width).ok().filter(|w| *w > 0);
            return match (type_size(pointee), width) {
                (Some(s), Some(w)) => Ok(Val::Ptr(Ptr {
                    off: p.off,
                    step: s as i64 * w,
                    inner: Some(s as i64),
                })),
                _ => Err(RecognizeError::UnknownRowSize {
                    ty: ty.to_string(),
                    line,
                }),
            };
        }
        match (v, ty.trim_end().strip_suffix('*')) {
            (Val::Ptr(p), Some(pointee)) => {
                let pointee = pointee.replace("const", "").replace("volatile", "");
                let pointee = self.cx.symbols.resolve_type(pointee.trim());
                match type_size(pointee) {
                    Some(s) => Ok(Val::Ptr(Ptr {
                        off: p.off,
                        step: s as i64,
                        inner: None,
                    })),
                    None => Err(RecognizeError::UnknownPointeeSize {
                        pointee: pointee.to_string(),
                        line,
                    }),
                }
            }
            (Val::Ptr(_), None) => Err(RecognizeError::UnfollowedCast {
                ty: ty.to_string(),
                line,
            }),
            (Val::Int(i), None) => Ok(Val::Int(i)),
            _ => Ok(Val::Data),
        }
    }

    fn binary(&mut self, n: Node<'t>) -> R<Val> {
        let (Some(l), Some(r), Some(op)) = (
            n.child_by_field_name("left"),
            n.child_by_field_name("right"),
            n.child_by_field_name("operator"),
        ) else {
            return Ok(Val::Data);
        };
        let (a, b) = (self.eval(l)?, self.eval(r)?);
        combine(self.text(op), a, b).map_err(|why| RecognizeError::InExpression {
            error: Box::new(why),
            expr: self.text(n).to_string(),
            line: self.line(n),
        })
    }

    fn conditional(&mut self, n: Node<'t>) -> R<Val> {
        let cond = n.child_by_field_name("condition");
        let c = match cond {
            Some(c) => self.eval(c)?,
            None => Val::Data,
        };
        let pick = match c {
            Val::Int(0) => n.child_by_field_name("alternative"),
            Val::Int(_) => n.child_by_field_name("consequence"),
            _ if !self.touches(n) => return Ok(Val::Data),
            _ => return Err(self.unknown(cond.unwrap_or(n), "the condition")),
        };
        match pick {
            Some(p) => self.eval(p),
            None => Ok(Val::Data),
        }
    }

    fn unary(&mut self, n: Node<'t>) -> R<Val> {
        let op = self.field_text(n, "operator");
        let Some(v) = self.eval_field(n, "argument")? else {
            return Ok(Val::Data);
        };
        Ok(match (op, v) {
            ("-", Val::Int(i)) => Val::Int(-i),
            ("+", Val::Int(i)) => Val::Int(i),
            ("!", Val::Int(i)) => Val::Int((i == 0) as i64),
            ("~", Val::Int(i)) => Val::Int(!i),
            _ => Val::Data,
        })
    }

    /// `&x` (an address in the buffer when x is a place in it) or `*p` (a read).
    fn pointer(&mut self, n: Node<'t>) -> R<Val> {
        let op = n.child(0).map(|o| self.text(o)).unwrap_or("");
        let Some(arg) = n.child_by_field_name("argument") else {
            return Ok(Val::Data);
        };
        if op == "&" {
            return Ok(match self.place(arg)? {
                Some(p) => Val::Ptr(p),
                None => Val::Data,
            });
        }
        match self.place(n)? {
            Some(p) => {
                self.read(p.off, p.step, n);
                Ok(Val::Data)
            }
            None => Ok(Val::Data),
        }
    }

    fn subscript(&mut self, n: Node<'t>) -> R<Val> {
        match self.place(n)? {
            // A row of a 2-D buffer decays to a pointer to its first element.
            Some(p) if p.inner.is_some() => Ok(Val::Ptr(Ptr {
                off: p.off,
                step: p.inner.unwrap_or(p.step),
                inner: None,
            })),
            Some(p) => {
                self.read(p.off, p.step, n);
                Ok(Val::Data)
            }
            None => Ok(Val::Data),
        }
    }

    /// Where `n` (`*p`, `p[i]`, `(x)`) is in the buffer, as a pointer to it; None when it is not
    /// in the buffer.
    pub fn place(&mut self, n: Node<'t>) -> R<Option<Ptr>> {
        match n.kind() {
            "parenthesized_expression" => match n.named_child(0) {
                Some(c) => self.place(c),
                None => Ok(None),
            },
            "pointer_expression" if n.child(0).is_some_and(|o| self.text(o) == "*") => {
                let arg = n.child_by_field_name("argument");
                match arg.map(|a| self.eval(a)).transpose()? {
                    Some(Val::Ptr(p)) => Ok(Some(p)),
                    _ if self.touches(n) => Err(self.unknown(arg.unwrap_or(n), "the address")),
                    _ => Ok(None),
                }
            }
            "subscript_expression" => {
                let base = n.child_by_field_name("argument");
                let index = n
                    .child_by_field_name("indices")
                    .and_then(|i| i.named_child(0));
                let b = base.map(|b| self.eval(b)).transpose()?;
                let i = index.map(|i| self.eval(i)).transpose()?;
                match (b, i) {
                    (Some(Val::Ptr(p)), Some(Val::Int(i))) => Ok(Some(Ptr {
                        off: p.off + i * p.step,
                        step: p.step,
                        inner: p.inner,
                    })),
                    (Some(Val::Ptr(_)), _) => Err(self.unknown(index.unwrap_or(n), "the index")),
                    _ => Ok(None),
                }
            }
            _ => Ok(None),
        }
    }

    fn assign(&mut self, n: Node<'t>) -> R<Val> {
        let (Some(l), Some(r)) = (
            n.child_by_field_name("left"),
            n.child_by_field_name("right"),
        ) else {
            return Ok(Val::Data);
        };
        let op = n
            .child_by_field_name("operator")
            .map(|o| self.text(o))
            .unwrap_or("=");
        let v = self.eval(r)?;
        if l.kind() == "identifier" {
            let name = self.text(l).to_string();
            let new = match op.strip_suffix('=').filter(|o| !o.is_empty()) {
                Some(o) => combine(o, self.name(&name), v).unwrap_or(Val::Data),
                None => v,
            };
            self.env.insert(name, new);
            return Ok(new);
        }
        match self.place(l)? {
            Some(p) => {
                if op != "=" {
                    self.read(p.off, p.step, n);
                }
                self.writes.push(Access {
                    off: p.off,
                    len: p.step,
                    line: self.line(n),
                });
            }
            None if self.touches(l) => {
                return Err(RecognizeError::UnfollowedStore {
                    target: first_line(self.text(l)).to_string(),
                    line: self.line(n),
                })
            }
            None => self.forget(l),
        }
        Ok(Val::Data)
    }

    fn update(&mut self, n: Node<'t>) -> R<Val> {
        let op = n
            .child_by_field_name("operator")
            .map(|o| self.text(o))
            .unwrap_or("");
        let Some(arg) = n.child_by_field_name("argument") else {
            return Ok(Val::Data);
        };
        if arg.kind() != "identifier" {
            return match self.touches(arg) {
                true => Err(RecognizeError::UnfollowedUpdate {
                    expr: self.text(n).to_string(),
                    line: self.line(n),
                }),
                false => Ok(Val::Data),
            };
        }
        let name = self.text(arg).to_string();
        let delta = if op == "++" { 1 } else { -1 };
        let new = combine("+", self.name(&name), Val::Int(delta)).unwrap_or(Val::Data);
        self.env.insert(name, new);
        Ok(new)
    }

    /// Records a read of `len` bytes at `off`, by the expression `at`.
    pub fn read(&mut self, off: i64, len: i64, at: Node) {
        let line = self.line(at);
        self.reads.push(Access { off, len, line });
    }

    /// The wmma fragment declared as `name`: (lines, elements per line) of a tile it loads or
    /// stores with `layout` (the memory layout argument, for an accumulator).
    pub fn fragment(&self, name: &str, layout: Option<&str>) -> Option<(i64, i64)> {
        let f = self.frags.get(name).copied().or_else(|| {
            *self
                .cx
                .fragments
                .borrow_mut()
                .entry(name.to_string())
                .or_insert_with(|| outer_fragment(self.cx, name))
        })?;
        let row_major = match (f.row_major, layout) {
            (Some(r), _) => r,
            (None, Some(l)) if l.ends_with("mem_row_major") => true,
            (None, Some(l)) if l.ends_with("mem_col_major") => false,
            _ => return None,
        };
        Some(if row_major {
            (f.rows, f.cols)
        } else {
            (f.cols, f.rows)
        })
    }

    pub fn source(&self) -> &'a Source {
        self.cx.source
    }
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("").trim()
}

fn int_or_data<E>(v: Result<i64, E>) -> Val {
    v.map(Val::Int).unwrap_or(Val::Data)
}

/// `a op b`: integers fold (wrapping, as every evaluator of kpipe's does; a division by zero is
/// an error), a pointer moves by whole steps, anything else is data.
fn combine(op: &str, a: Val, b: Val) -> R<Val> {
    use Val::*;
    match (a, b) {
        (Int(x), Int(y)) => {
            // Addresses in `long long`, by the one operator table; a shift past the width is
            // C's undefined behaviour, which kpipe does not guess at.
            let Some(kind) = IntOp::parse(op) else {
                return Ok(Data);
            };
            if kind.is_shift() && !(0..63).contains(&y) {
                return Ok(Data);
            }
            int_ops::apply(kind, x, y, int_ops::LONG_LONG)
                .map(Int)
                .map_err(|_| RecognizeError::DivisionByZero)
        }
        (Ptr(p), Int(i)) if op == "+" || op == "-" => {
            let d = if op == "+" { i } else { -i };
            Ok(Ptr(crate::recognize::thread_eval::Ptr {
                off: p.off + d * p.step,
                ..p
            }))
        }
        (Int(i), Ptr(p)) if op == "+" => Ok(Ptr(crate::recognize::thread_eval::Ptr {
            off: p.off + i * p.step,
            ..p
        })),
        (Ptr(_), _) | (_, Ptr(_)) if op == "+" || op == "-" => Err(RecognizeError::UnknownMove),
        _ => Ok(Data),
    }
}

/// `T (*)[W]`: (T, W). None for any other type.
fn row_pointer(ty: &str) -> Option<(&str, &str)> {
    let (pointee, rest) = ty.split_once('(')?;
    let rest = rest
        .trim_start()
        .strip_prefix('*')?
        .trim_start()
        .strip_prefix(')')?;
    let width = rest.trim().strip_prefix('[')?.strip_suffix(']')?;
    (!width.contains('[')).then_some((pointee.trim(), width.trim()))
}

/// What a name outside the iteration is.
#[derive(Debug, Clone, Copy)]
pub enum Outer<'t> {
    /// A local of the kernel set once, before the loop, in a scope around it, and never written.
    Init(Node<'t>),
    /// A parameter or a local that does not qualify.
    Unknown,
    /// Not declared in the kernel: a constant of the file, if it has a value.
    Constant,
}

fn outer_init<'t>(cx: &Context<'_, 't>, name: &str) -> Outer<'t> {
    let source = cx.source;
    let decls: Vec<(Node, Node)> = descendants(cx.function)
        .into_iter()
        .filter(|d| matches!(d.kind(), "declaration" | "parameter_declaration"))
        .flat_map(|d| {
            let declarators = match d.kind() {
                "parameter_declaration" => {
                    d.child_by_field_name("declarator").into_iter().collect()
                }
                _ => named_children(d),
            };
            declarators
                .into_iter()
                .filter(|c| declarator_name(*c).is_some_and(|i| source.text_of(i) == name))
                .map(move |c| (d, c))
                .collect::<Vec<_>>()
        })
        .collect();
    // `float (*As)[BK] = ...;`, which the grammar reads as an expression statement.
    let views: Vec<(Node, Node)> = descendants(cx.function)
        .into_iter()
        .filter(|d| d.kind() == "expression_statement")
        .filter_map(|d| {
            let view = crate::source::parse::array_view(&source.text, d.named_child(0)?)?;
            (source.text_of(view.name) == name).then_some((d, view.value))
        })
        .collect();
    if let ([], [(statement, value)]) = (decls.as_slice(), views.as_slice()) {
        let in_scope = statement.end_byte() <= cx.kloop.start_byte()
            && scope(*statement).is_some_and(|s| {
                s.kind() == "compound_statement" && s.byte_range().contains(&cx.kloop.start_byte())
            });
        return match in_scope {
            true => Outer::Init(*value),
            false => Outer::Unknown,
        };
    }
    let [(decl, declarator)] = decls.as_slice() else {
        return if decls.is_empty() && views.is_empty() {
            Outer::Constant
        } else {
            Outer::Unknown
        };
    };
    let in_scope = decl.kind() == "declaration"
        && decl.end_byte() <= cx.kloop.start_byte()
        && scope(*decl).is_some_and(|s| {
            s.kind() == "compound_statement" && s.byte_range().contains(&cx.kloop.start_byte())
        });
    // The name itself assigned (a store through a pointer, `As[i] = x`, leaves the pointer as it is).
    let written = assignments(cx.function).into_iter().any(|(_, t)| {
        let mut target = t;
        while target.kind() == "parenthesized_expression" {
            match target.named_child(0) {
                Some(inner) => target = inner,
                None => break,
            }
        }
        lvalue_root(t).is_some_and(|r| r == target && source.text_of(r) == name)
    }) || descendants(cx.function).into_iter().any(|n| {
        n.kind() == "pointer_expression"
            && n.child(0).is_some_and(|o| source.text_of(o) == "&")
            && n.child_by_field_name("argument")
                .is_some_and(|a| source.text_of(a) == name)
    });
    match declarator.child_by_field_name("value") {
        Some(v) if in_scope && !written && declarator.kind() == "init_declarator" => Outer::Init(v),
        _ => Outer::Unknown,
    }
}

/// The block a declaration is in, through the `#if` regions around it (a kernel body written
/// inside `#if __CUDA_ARCH__ >= 800`).
fn scope(decl: Node) -> Option<Node> {
    let mut p = decl.parent()?;
    while p.kind().starts_with("preproc") {
        p = p.parent()?;
    }
    Some(p)
}

/// A fragment declared once in the kernel (outside what the thread ran).
fn outer_fragment(cx: &Context, name: &str) -> Option<Frag> {
    let source = cx.source;
    let found: Vec<Frag> = descendants(cx.function)
        .into_iter()
        .filter(|d| d.kind() == "declaration")
        .filter(|d| {
            named_children(*d)
                .into_iter()
                .any(|c| declarator_name(c).is_some_and(|i| source.text_of(i) == name))
        })
        .filter_map(|d| {
            let ty = d.child_by_field_name("type").map(|t| source.text_of(t))?;
            fragment_shape(ty, cx.symbols)
        })
        .collect();
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// `wmma::fragment<USE, M, N, K, T[, LAYOUT]>`: the tile it loads, as rows x columns of the
/// matrix it holds, and its layout (none for an accumulator, whose layout is the call's).
fn fragment_shape(ty: &str, symbols: &Symbols) -> Option<Frag> {
    let open = ty.find('<')?;
    if !ty[..open].trim_end().ends_with("fragment") {
        return None;
    }
    let args: Vec<&str> = ty[open + 1..ty.rfind('>')?]
        .split(',')
        .map(str::trim)
        .collect();
    let dim = |i: usize| args.get(i).and_then(|a| symbols.eval(a).ok());
    let (m, n, k) = (dim(1)?, dim(2)?, dim(3)?);
    let (rows, cols) = match args.first()? {
        u if u.ends_with("matrix_a") => (m, k),
        u if u.ends_with("matrix_b") => (k, n),
        u if u.ends_with("accumulator") => (m, n),
        _ => return None,
    };
    let row_major = match args.get(5) {
        Some(l) if l.ends_with("row_major") => Some(true),
        Some(l) if l.ends_with("col_major") => Some(false),
        _ => None,
    };
    Some(Frag {
        rows,
        cols,
        row_major,
    })
}

/// The value of the call `n`, recording the bytes a wmma load or store touches.
fn call<'t>(t: &mut Thread<'_, '_, 't>, n: Node<'t>) -> R<Val> {
    let source = t.source();
    let function = n
        .child_by_field_name("function")
        .map(|f| source.text_of(f))
        .unwrap_or("");
    let args = n
        .child_by_field_name("arguments")
        .map(named_children)
        .unwrap_or_default();
    let name = function.rsplit("::").next().unwrap_or(function);
    if let Some(ty) = named_cast(source, n) {
        let v = match args.as_slice() {
            [one] => t.eval(*one)?,
            _ => return Ok(Val::Data),
        };
        return t.cast_to(v, ty, n.start_position().row + 1);
    }
    match name {
        "load_matrix_sync" => tile(t, n, &args, 1, 0, false),
        "store_matrix_sync" => tile(t, n, &args, 0, 1, true),
        "min" | "max" | "umin" | "umax" => {
            let vals: Vec<Val> = args.iter().map(|a| t.eval(*a)).collect::<Result<_, _>>()?;
            Ok(match vals.as_slice() {
                [Val::Int(a), Val::Int(b)] if name.ends_with("min") => Val::Int(*a.min(b)),
                [Val::Int(a), Val::Int(b)] => Val::Int(*a.max(b)),
                _ => Val::Data,
            })
        }
        _ => {
            for a in &args {
                if let Val::Ptr(_) = t.eval(*a)? {
                    return Err(RecognizeError::AddressPassed {
                        function: function.to_string(),
                        line: n.start_position().row + 1,
                    });
                }
            }
            Ok(Val::Data)
        }
    }
}

/// `reinterpret_cast<T>(...)`, `static_cast<T>(...)` or `const_cast<T>(...)`: the type T; None for
/// any other call.
fn named_cast<'a>(source: &'a Source, call: Node) -> Option<&'a str> {
    let function = call.child_by_field_name("function")?;
    if function.kind() != "template_function" {
        return None;
    }
    let name = source.text_of(function.child_by_field_name("name")?);
    if !matches!(name, "reinterpret_cast" | "static_cast" | "const_cast") {
        return None;
    }
    let args = function.child_by_field_name("arguments")?;
    let [ty] = named_children(args)[..] else {
        return None;
    };
    Some(source.text_of(ty))
}

/// `load_matrix_sync(frag, p, ld[, layout])` or `store_matrix_sync(p, frag, ld, layout)`: the
/// fragment's lines, each `ld` elements after the one before, from `p`.
fn tile<'t>(
    t: &mut Thread<'_, '_, 't>,
    n: Node<'t>,
    args: &[Node<'t>],
    at: usize,
    frag_at: usize,
    store: bool,
) -> R<Val> {
    let source = t.source();
    let line = n.start_position().row + 1;
    let (Some(p), Some(frag), Some(ld)) = (args.get(at), args.get(frag_at), args.get(2)) else {
        return Ok(Val::Data);
    };
    let Val::Ptr(ptr) = t.eval(*p)? else {
        return Ok(Val::Data);
    };
    let Val::Int(ld) = t.eval(*ld)? else {
        return Err(RecognizeError::UnknownLeadingDimension {
            ld: source.text_of(*ld).to_string(),
            line,
        });
    };
    let frag_name = super::effects::lvalue_root(*frag).map(|r| source.text_of(r));
    let layout = args.get(3).map(|l| source.text_of(*l));
    let Some((lines, width)) = frag_name.and_then(|f| t.fragment(f, layout)) else {
        return Err(RecognizeError::UnknownFragmentShape {
            fragment: source.text_of(*frag).to_string(),
            line,
        });
    };
    if ptr.inner.is_some() || ld < width {
        return Err(RecognizeError::NotLinesOfElements { line, ld, width });
    }
    for r in 0..lines {
        let a = Access {
            off: ptr.off + r * ld * ptr.step,
            len: width * ptr.step,
            line,
        };
        if store {
            t.writes.push(a);
        } else {
            t.reads.push(a);
        }
    }
    Ok(Val::Data)
}
