//! A small interpreter of one thread of a kernel, for comparing an original K-loop with kpipe's
//! rewrite of it without a GPU.
//!
//! It runs thread 0 of block 0 over the kernel's own syntax tree. Integers are exact; everything
//! loaded from global memory is an opaque value named by where it was loaded from, and arithmetic on
//! such values builds a hash of the expression, so the value a thread finally stores to global
//! memory says which data it was computed from and in which order. Shared tiles are modelled one
//! value per (tile, stage): every thread writes the same stage in the same iteration, so "which tile
//! does this stage hold" is all a stage needs to say. A read of a tile yields that value; the stage
//! is the first index of a tile that has one more dimension than in the original.
//!
//! What comes out (`Run`): the global stores in order (address and value), the tile reads in order
//! (which data each read saw), the K-loop's iteration count, and the final integer values of the
//! kernel's variables. The original and the rewrite must agree on all of them (the rewrite's reads
//! are the original's; its stores too). Anything outside the subset (a call kpipe's fixtures do not
//! use, wmma fragments, a data-dependent branch) is an `Err`, and the caller skips that kernel.

use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Val {
    Int(i64),
    /// Data: a hash of where it came from and what was done to it.
    Data(u64),
    /// A pointer into global memory: (buffer, element offset).
    Global(String, i64),
    /// A pointer into a tile: (tile, stage).
    Tile(String, i64),
    /// A value as loaded from global memory at (buffer, offset): its components (`.x`, `.y`) are
    /// the elements after it, as a copy of the component's address reads them.
    Loaded(String, i64, u64),
}

fn mix(parts: &[u64]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        h ^= *p;
        h = h.wrapping_mul(0x0100_0000_01b3).rotate_left(29);
    }
    h
}

fn text_hash(s: &str) -> u64 {
    mix(&s.bytes().map(u64::from).collect::<Vec<_>>())
}

impl Val {
    fn hash(&self) -> u64 {
        match self {
            Val::Int(v) => mix(&[1, *v as u64]),
            Val::Data(h) => *h,
            Val::Global(b, o) => mix(&[3, text_hash(b), *o as u64]),
            Val::Tile(t, s) => mix(&[4, text_hash(t), *s as u64]),
            Val::Loaded(_, _, h) => *h,
        }
    }
}

/// What one run of the kernel did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Run {
    pub stores: Vec<(String, i64, u64)>,
    pub tile_reads: Vec<(String, u64)>,
    pub iterations: u64,
    pub finals: Vec<(String, i64)>,
}

/// The kernel's setting: its parameters' values, its constants, its tiles.
pub struct Setup<'a> {
    pub params: HashMap<String, Val>,
    pub constants: &'a dyn Fn(&str) -> Option<i64>,
    /// The tiles, each with its number of dimensions in the original.
    pub tiles: HashMap<String, usize>,
    pub block: [i64; 3],
}

pub struct Machine<'a, 's> {
    text: &'a str,
    setup: &'s Setup<'s>,
    scopes: Vec<HashMap<String, Val>>,
    arrays: HashMap<String, HashMap<Vec<i64>, Val>>,
    /// Each local array's dimensions, when its declaration states them: an index past one is an
    /// error (a register array sized for another instantiation overruns here).
    bounds: HashMap<String, Vec<i64>>,
    memory: HashMap<(String, i64), Val>,
    smem: HashMap<(String, i64), Val>,
    /// The K-loop's body, whose entries are counted.
    kloop_body: Option<std::ops::Range<usize>>,
    run: Run,
    steps: u64,
    /// Names of the variables declared at the kernel's top level (their final values are compared).
    top_level: HashSet<String>,
}

type R<T> = Result<T, String>;

const STEP_LIMIT: u64 = 20_000_000;

impl<'a, 's> Machine<'a, 's> {
    pub fn new(text: &'a str, setup: &'s Setup<'s>) -> Self {
        Machine {
            text,
            setup,
            scopes: vec![HashMap::new()],
            arrays: HashMap::new(),
            bounds: HashMap::new(),
            memory: HashMap::new(),
            smem: HashMap::new(),
            kloop_body: None,
            run: Run::default(),
            steps: 0,
            top_level: HashSet::new(),
        }
    }

    /// Runs the function `kernel` (its `function_definition`), counting the entries of the `for`
    /// loop at `kloop` (a byte range in this text) when given.
    pub fn call(mut self, kernel: Node, kloop: Option<std::ops::Range<usize>>) -> R<Run> {
        self.kloop_body = kloop;
        for (name, v) in &self.setup.params {
            self.scopes[0].insert(name.clone(), v.clone());
        }
        let body = kernel.child_by_field_name("body").ok_or("no body")?;
        self.scopes.push(HashMap::new());
        for child in named(body) {
            if child.kind() == "declaration" {
                for d in named(child) {
                    if let Some(n) = declarator_name(self.text, d) {
                        self.top_level.insert(n);
                    }
                }
            }
        }
        match self.block(body, false) {
            Ok(_) | Err(Flow::Return) => {}
            Err(Flow::Error(e)) => return Err(e),
        }
        let mut finals: Vec<(String, i64)> = self
            .scopes
            .last()
            .unwrap()
            .iter()
            .filter(|(n, _)| self.top_level.contains(*n))
            .filter_map(|(n, v)| match v {
                Val::Int(i) => Some((n.clone(), *i)),
                Val::Global(_, o) => Some((format!("{n}@"), *o)),
                _ => None,
            })
            .collect();
        finals.sort();
        self.run.finals = finals;
        Ok(self.run)
    }

    fn t(&self, n: Node) -> &'a str {
        &self.text[n.byte_range()]
    }

    fn tick(&mut self) -> Result<(), Flow> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return Err(Flow::Error("step limit".into()));
        }
        Ok(())
    }

    fn block(&mut self, node: Node, scoped: bool) -> Result<(), Flow> {
        if scoped {
            self.scopes.push(HashMap::new());
        }
        let mut result = Ok(());
        for child in named(node) {
            result = self.statement(child);
            if result.is_err() {
                break;
            }
        }
        if scoped {
            self.scopes.pop();
        }
        result
    }

    fn statement(&mut self, node: Node) -> Result<(), Flow> {
        self.tick()?;
        match node.kind() {
            "compound_statement" => self.block(node, true),
            "comment"
            | "preproc_call"
            | "preproc_def"
            | "preproc_include"
            | "empty_statement"
            | "static_assert_declaration" => Ok(()),
            "expression_statement" => {
                if let Some(e) = node.named_child(0) {
                    self.eval(e)?;
                }
                Ok(())
            }
            "declaration" => self.declaration(node),
            "if_statement" => {
                let cond = node
                    .child_by_field_name("condition")
                    .ok_or_else(|| err("if"))?;
                let taken = self.truth(cond)?;
                if taken {
                    self.statement(
                        node.child_by_field_name("consequence")
                            .ok_or_else(|| err("if"))?,
                    )
                } else if let Some(alt) = node.child_by_field_name("alternative") {
                    // `else_clause` holds the statement.
                    let stmt = if alt.kind() == "else_clause" {
                        alt.named_child(0).ok_or_else(|| err("else"))?
                    } else {
                        alt
                    };
                    self.statement(stmt)
                } else {
                    Ok(())
                }
            }
            "for_statement" => self.for_loop(node),
            "return_statement" => Err(Flow::Return),
            other => Err(Flow::Error(format!(
                "statement `{other}`: {}",
                self.t(node)
            ))),
        }
    }

    fn for_loop(&mut self, node: Node) -> Result<(), Flow> {
        self.scopes.push(HashMap::new());
        let result = (|| {
            if let Some(init) = node.child_by_field_name("initializer") {
                if init.kind() == "declaration" {
                    self.declaration(init)?;
                } else {
                    self.eval(init)?;
                }
            }
            let body = node.child_by_field_name("body").ok_or_else(|| err("for"))?;
            let counted = self.kloop_body.as_ref() == Some(&node.byte_range());
            loop {
                if let Some(c) = node.child_by_field_name("condition") {
                    if !self.truth(c)? {
                        break;
                    }
                }
                if counted {
                    self.run.iterations += 1;
                }
                self.statement(body)?;
                if let Some(u) = node.child_by_field_name("update") {
                    self.eval(u)?;
                }
            }
            Ok(())
        })();
        self.scopes.pop();
        result
    }

    fn declaration(&mut self, node: Node) -> Result<(), Flow> {
        let text = self.t(node);
        if text.contains("__shared__") {
            return Ok(());
        }
        if text.contains("wmma::") || text.contains("extern") {
            return Err(Flow::Error(format!("declaration `{text}`")));
        }
        for d in named(node) {
            match d.kind() {
                "init_declarator" => {
                    let target = d
                        .child_by_field_name("declarator")
                        .ok_or_else(|| err("decl"))?;
                    let name = declarator_name(self.text, target).ok_or_else(|| err("decl"))?;
                    let value = d.child_by_field_name("value").ok_or_else(|| err("decl"))?;
                    if target.kind() == "array_declarator" {
                        let init = named(value)
                            .first()
                            .map(|v| self.eval(*v))
                            .transpose()?
                            .unwrap_or(Val::Int(0));
                        self.declare_array(&name, Some(init));
                        self.declare_bounds(&name, target)?;
                    } else if target.kind() == "reference_declarator" {
                        return Err(Flow::Error("a reference".into()));
                    } else {
                        // `size_t n{expr};` and `int n = {expr};` hold the one element.
                        let value = match value.kind() {
                            "initializer_list" | "argument_list" => value
                                .named_child(0)
                                .ok_or_else(|| err("an empty initialiser"))?,
                            _ => value,
                        };
                        let v = self.eval(value)?;
                        self.scopes.last_mut().unwrap().insert(name, v);
                    }
                }
                "array_declarator" => {
                    let name = declarator_name(self.text, d).ok_or_else(|| err("decl"))?;
                    self.declare_array(&name, None);
                    self.declare_bounds(&name, d)?;
                }
                "identifier" => {
                    let name = self.t(d).to_string();
                    self.scopes.last_mut().unwrap().insert(name, Val::Int(0));
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn declare_bounds(&mut self, name: &str, declarator: Node) -> Result<(), Flow> {
        let mut sizes = Vec::new();
        let mut d = declarator;
        while d.kind() == "array_declarator" {
            match d.child_by_field_name("size") {
                Some(size) => match self.eval(size)? {
                    Val::Int(n) => sizes.push(n),
                    _ => return Ok(()),
                },
                None => return Ok(()),
            }
            d = d
                .child_by_field_name("declarator")
                .ok_or_else(|| err("decl"))?;
        }
        sizes.reverse();
        self.bounds.insert(name.to_string(), sizes);
        Ok(())
    }

    fn check_bounds(&self, name: &str, idx: &[i64]) -> Result<(), Flow> {
        if let Some(sizes) = self.bounds.get(name) {
            for (i, n) in idx.iter().zip(sizes) {
                if *i < 0 || i >= n {
                    return Err(Flow::Error(format!(
                        "`{name}` indexed out of bounds: {idx:?} of {sizes:?}"
                    )));
                }
            }
        }
        Ok(())
    }

    fn declare_array(&mut self, name: &str, fill: Option<Val>) {
        // Elements never written read as the initialiser's first value (or a fixed value).
        let mut a = HashMap::new();
        a.insert(
            vec![-1],
            fill.unwrap_or(Val::Data(text_hash("uninitialised"))),
        );
        self.arrays.insert(name.to_string(), a);
        self.scopes.last_mut().unwrap().insert(
            name.to_string(),
            Val::Data(text_hash(&format!("array {name}"))),
        );
    }

    fn truth(&mut self, node: Node) -> Result<bool, Flow> {
        match self.eval(node)? {
            Val::Int(v) => Ok(v != 0),
            other => Err(Flow::Error(format!(
                "a condition on data ({other:?}): {}",
                self.t(node)
            ))),
        }
    }

    fn lookup(&self, name: &str) -> Option<Val> {
        for scope in self.scopes.iter().rev() {
            if let Some(v) = scope.get(name) {
                return Some(v.clone());
            }
        }
        (self.setup.constants)(name).map(Val::Int)
    }

    fn set(&mut self, name: &str, v: Val) -> Result<(), Flow> {
        for scope in self.scopes.iter_mut().rev() {
            if let Some(slot) = scope.get_mut(name) {
                *slot = v;
                return Ok(());
            }
        }
        Err(Flow::Error(format!(
            "assignment to `{name}`, not a variable"
        )))
    }

    fn eval(&mut self, node: Node) -> Result<Val, Flow> {
        self.tick()?;
        let text = self.t(node);
        match node.kind() {
            "number_literal" => {
                let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
                if digits.contains(['.', 'e', 'f', 'F']) && !digits.starts_with("0x") {
                    // By value: `0.0f`, `0.f` and a zero-filling copy's 0 are the same zero.
                    let v: f64 = digits
                        .trim_end_matches(['f', 'F'])
                        .parse()
                        .map_err(|_| err(text))?;
                    return Ok(if v.fract() == 0.0 && v.abs() < 1e15 {
                        Val::Int(v as i64)
                    } else {
                        Val::Data(mix(&[2, v.to_bits()]))
                    });
                }
                let v = if let Some(h) = digits.strip_prefix("0x") {
                    i64::from_str_radix(h, 16)
                } else {
                    digits.parse()
                };
                v.map(Val::Int).map_err(|_| err(text))
            }
            "true" => Ok(Val::Int(1)),
            "false" => Ok(Val::Int(0)),
            "identifier" => {
                if self.setup.tiles.contains_key(text) {
                    return Ok(Val::Tile(text.to_string(), 0));
                }
                self.lookup(text)
                    .ok_or_else(|| err(&format!("unknown `{text}`")))
            }
            "parenthesized_expression" | "condition_clause" => {
                let inner = node
                    .child_by_field_name("value")
                    .or_else(|| node.named_child(0))
                    .ok_or_else(|| err(text))?;
                self.eval(inner)
            }
            "comma_expression" => {
                self.eval(node.child_by_field_name("left").ok_or_else(|| err(text))?)?;
                self.eval(node.child_by_field_name("right").ok_or_else(|| err(text))?)
            }
            "field_expression" => self.field(node),
            "binary_expression" => {
                let op = self.t(node
                    .child_by_field_name("operator")
                    .ok_or_else(|| err(text))?);
                let l = self.eval(node.child_by_field_name("left").ok_or_else(|| err(text))?)?;
                let r = self.eval(node.child_by_field_name("right").ok_or_else(|| err(text))?)?;
                binary(op, l, r).ok_or_else(|| err(text))
            }
            "unary_expression" => {
                let op = self.t(node
                    .child_by_field_name("operator")
                    .ok_or_else(|| err(text))?);
                let v = self.eval(
                    node.child_by_field_name("argument")
                        .ok_or_else(|| err(text))?,
                )?;
                Ok(match (op, v) {
                    ("-", Val::Int(i)) => Val::Int(-i),
                    ("!", Val::Int(i)) => Val::Int((i == 0) as i64),
                    ("~", Val::Int(i)) => Val::Int(!i),
                    ("+", v) => v,
                    (op, v) => Val::Data(mix(&[5, text_hash(op), v.hash()])),
                })
            }
            "conditional_expression" => {
                let c = node
                    .child_by_field_name("condition")
                    .ok_or_else(|| err(text))?;
                let branch = if self.truth(c)? {
                    "consequence"
                } else {
                    "alternative"
                };
                self.eval(node.child_by_field_name(branch).ok_or_else(|| err(text))?)
            }
            "cast_expression" => {
                self.eval(node.child_by_field_name("value").ok_or_else(|| err(text))?)
            }
            "assignment_expression" => {
                let op = self.t(node
                    .child_by_field_name("operator")
                    .ok_or_else(|| err(text))?);
                let left = node.child_by_field_name("left").ok_or_else(|| err(text))?;
                let mut v =
                    self.eval(node.child_by_field_name("right").ok_or_else(|| err(text))?)?;
                if op != "=" {
                    let old = self.eval(left)?;
                    v = binary(op.trim_end_matches('='), old, v).ok_or_else(|| err(text))?;
                }
                self.store(left, v.clone())?;
                Ok(v)
            }
            "update_expression" => {
                let arg = node
                    .child_by_field_name("argument")
                    .ok_or_else(|| err(text))?;
                let old = self.eval(arg)?;
                let delta = if text.contains("++") { 1 } else { -1 };
                let new = binary("+", old.clone(), Val::Int(delta)).ok_or_else(|| err(text))?;
                self.store(arg, new.clone())?;
                Ok(if text.trim_start().starts_with(['+', '-']) {
                    new
                } else {
                    old
                })
            }
            "subscript_expression" => {
                let place = self.place(node)?;
                self.load(place)
            }
            "pointer_expression" => {
                let op = self.t(node
                    .child_by_field_name("operator")
                    .ok_or_else(|| err(text))?);
                let arg = node
                    .child_by_field_name("argument")
                    .ok_or_else(|| err(text))?;
                if op == "&" {
                    let place = self.place(arg)?;
                    return match self.resolve(place) {
                        Place::Global(b, o) => Ok(Val::Global(b, o)),
                        Place::Tile(t, s) => Ok(Val::Tile(t, s)),
                        _ => Err(err(text)),
                    };
                }
                let p = self.eval(arg)?;
                self.load(pointer_place(p).ok_or_else(|| err(text))?)
            }
            "call_expression" => self.call_expr(node),
            other => Err(Flow::Error(format!("expression `{other}`: {text}"))),
        }
    }

    fn field(&mut self, node: Node) -> Result<Val, Flow> {
        let text = self.t(node);
        let arg = node
            .child_by_field_name("argument")
            .ok_or_else(|| err(text))?;
        let field = self.t(node.child_by_field_name("field").ok_or_else(|| err(text))?);
        let axis = match field {
            "x" => 0,
            "y" => 1,
            _ => 2,
        };
        match self.t(arg) {
            "threadIdx" | "blockIdx" => Ok(Val::Int(0)),
            "blockDim" => Ok(Val::Int(self.setup.block[axis])),
            "gridDim" => Ok(Val::Int(1)),
            _ => {
                let v = self.eval(arg)?;
                if let (Val::Loaded(b, o, _), Some(k)) = (&v, component(field)) {
                    return self.load(Place::Global(b.clone(), o + k));
                }
                Ok(Val::Data(mix(&[6, v.hash(), text_hash(field)])))
            }
        }
    }

    fn call_expr(&mut self, node: Node) -> Result<Val, Flow> {
        let text = self.t(node);
        let function = self.t(node
            .child_by_field_name("function")
            .ok_or_else(|| err(text))?);
        let args: Vec<Node> = node
            .child_by_field_name("arguments")
            .map(|a| {
                named(a)
                    .into_iter()
                    .filter(|n| n.kind() != "comment")
                    .collect()
            })
            .unwrap_or_default();
        let name = function.split('<').next().unwrap_or("").trim();
        match name {
            "__syncthreads" | "__pipeline_commit" | "__pipeline_wait_prior" => Ok(Val::Int(0)),
            "reinterpret_cast" | "static_cast" | "const_cast" => self.eval(args[0]),
            "__ldg" => {
                let p = self.eval(args[0])?;
                self.load(pointer_place(p).ok_or_else(|| err(text))?)
            }
            "__pipeline_memcpy_async" => {
                let dst = self.eval(args[0])?;
                let src = self.eval(args[1])?;
                // The fourth argument is how many of the copy's bytes are zero-filled instead.
                let zero = match args.get(3) {
                    Some(a) => match (self.eval(args[2])?, self.eval(*a)?) {
                        (_, Val::Int(0)) => false,
                        (Val::Int(n), Val::Int(z)) if z >= n => true,
                        _ => return Err(Flow::Error(format!("a partial zero fill: {text}"))),
                    },
                    None => false,
                };
                let v = if zero {
                    Val::Int(0)
                } else {
                    self.load(pointer_place(src).ok_or_else(|| err(text))?)?
                };
                self.store_place(pointer_place(dst).ok_or_else(|| err(text))?, v)?;
                Ok(Val::Int(0))
            }
            "min" | "max" => {
                let (a, b) = (self.eval(args[0])?, self.eval(args[1])?);
                match (a, b) {
                    (Val::Int(a), Val::Int(b)) => {
                        Ok(Val::Int(if name == "min" { a.min(b) } else { a.max(b) }))
                    }
                    (a, b) => Ok(Val::Data(mix(&[7, text_hash(name), a.hash(), b.hash()]))),
                }
            }
            "fmaf" | "__fmaf_rn" | "__fmul_rn" | "__fadd_rn" => {
                let mut parts = vec![8, text_hash(name)];
                for a in args {
                    parts.push(self.eval(a)?.hash());
                }
                Ok(Val::Data(mix(&parts)))
            }
            _ => {
                // Any other call of values only (`make_float4`, conversions, a pure helper): a
                // value made of its arguments. One that takes a pointer may read or write memory
                // the interpreter does not see.
                let mut parts = vec![12, text_hash(name)];
                for a in args {
                    let v = self.eval(a)?;
                    if matches!(v, Val::Global(..) | Val::Tile(..)) || self.t(a).starts_with('&') {
                        return Err(Flow::Error(format!("call `{text}`")));
                    }
                    parts.push(v.hash());
                }
                Ok(Val::Data(mix(&parts)))
            }
        }
    }

    /// Where an lvalue-like expression points.
    fn place(&mut self, node: Node) -> Result<Place, Flow> {
        let text = self.t(node);
        match node.kind() {
            "parenthesized_expression" => self.place(node.named_child(0).ok_or_else(|| err(text))?),
            "identifier" => Ok(Place::Var(text.to_string())),
            "subscript_expression" => {
                let base = node
                    .child_by_field_name("argument")
                    .ok_or_else(|| err(text))?;
                let index_node = node
                    .child_by_field_name("indices")
                    .or_else(|| node.child_by_field_name("index"))
                    .and_then(|i| {
                        if i.kind() == "subscript_argument_list" {
                            i.named_child(0)
                        } else {
                            Some(i)
                        }
                    })
                    .ok_or_else(|| err(text))?;
                let index = match self.eval(index_node)? {
                    Val::Int(i) => i,
                    other => return Err(Flow::Error(format!("index {other:?}: {text}"))),
                };
                match self.place(base)? {
                    Place::Var(name) if self.arrays.contains_key(&name) => {
                        Ok(Place::Array(name, vec![index]))
                    }
                    Place::Var(name) if self.setup.tiles.contains_key(&name) => {
                        Ok(Place::TileAt(name, vec![index]))
                    }
                    Place::Var(name) => {
                        let p = self.lookup(&name).ok_or_else(|| err(text))?;
                        index_pointer(p, index).ok_or_else(|| err(text))
                    }
                    Place::Array(name, mut idx) => {
                        idx.push(index);
                        Ok(Place::Array(name, idx))
                    }
                    Place::TileAt(name, mut idx) => {
                        idx.push(index);
                        Ok(Place::TileAt(name, idx))
                    }
                    Place::Value(p) => index_pointer(p, index).ok_or_else(|| err(text)),
                    Place::Global(b, o) => Ok(Place::Global(b, o + index)),
                    Place::Tile(t, s) => Ok(Place::Tile(t, s)),
                    Place::Field(..) => Err(err(text)),
                }
            }
            "field_expression" => {
                let arg = node
                    .child_by_field_name("argument")
                    .ok_or_else(|| err(text))?;
                let field = node.child_by_field_name("field").ok_or_else(|| err(text))?;
                let field = self.t(field).to_string();
                if arg.kind() != "identifier" {
                    // `&(vector load).x`: the component's address.
                    let k = component(&field).ok_or_else(|| err(text))?;
                    return match self.place(arg)? {
                        Place::Global(b, o) | Place::Value(Val::Loaded(b, o, _)) => {
                            Ok(Place::Global(b, o + k))
                        }
                        _ => Err(err(text)),
                    };
                }
                Ok(Place::Field(self.t(arg).to_string(), field))
            }
            "pointer_expression" if self.t(node).starts_with('*') => {
                let p = self.eval(
                    node.child_by_field_name("argument")
                        .ok_or_else(|| err(text))?,
                )?;
                pointer_place(p).ok_or_else(|| err(text))
            }
            _ => Ok(Place::Value(self.eval(node)?)),
        }
    }

    /// A tile index list to (tile, stage): the stage is the first index when the tile has one more
    /// dimension than in the original.
    fn tile_stage(&self, tile: &str, idx: &[i64]) -> (String, i64) {
        let dims = self.setup.tiles.get(tile).copied().unwrap_or(1);
        if idx.len() > dims {
            (tile.to_string(), idx[0])
        } else {
            (tile.to_string(), 0)
        }
    }

    fn resolve(&self, place: Place) -> Place {
        match place {
            Place::TileAt(t, idx) => {
                let (t, s) = self.tile_stage(&t, &idx);
                Place::Tile(t, s)
            }
            Place::Var(name) => match self.lookup(&name) {
                Some(Val::Tile(t, s)) if !self.setup.tiles.contains_key(&name) => Place::Tile(t, s),
                _ => Place::Var(name),
            },
            p => p,
        }
    }

    fn load(&mut self, place: Place) -> Result<Val, Flow> {
        match self.resolve(place) {
            Place::Global(b, o) => {
                let v = self
                    .memory
                    .get(&(b.clone(), o))
                    .cloned()
                    .unwrap_or(Val::Data(mix(&[9, text_hash(&b), o as u64])));
                Ok(Val::Loaded(b, o, v.hash()))
            }
            Place::Tile(t, s) => {
                let v = self
                    .smem
                    .get(&(t.clone(), s))
                    .cloned()
                    .unwrap_or(Val::Data(mix(&[10, text_hash(&t), s as u64])));
                self.run.tile_reads.push((t, v.hash()));
                Ok(v)
            }
            Place::Array(name, idx) => {
                self.check_bounds(&name, &idx)?;
                let a = self.arrays.get(&name).ok_or_else(|| err(&name))?;
                Ok(a.get(&idx)
                    .or_else(|| a.get(&vec![-1]))
                    .cloned()
                    .unwrap_or(Val::Int(0)))
            }
            Place::Var(name) => self.lookup(&name).ok_or_else(|| err(&name)),
            Place::Value(v) => Ok(v),
            Place::Field(name, field) => {
                let v = self.lookup(&name).ok_or_else(|| err(&name))?;
                if let (Val::Loaded(b, o, _), Some(k)) = (&v, component(&field)) {
                    return self.load(Place::Global(b.clone(), o + k));
                }
                Ok(Val::Data(mix(&[6, v.hash(), text_hash(&field)])))
            }
            Place::TileAt(..) => unreachable!("resolved"),
        }
    }

    fn store(&mut self, node: Node, v: Val) -> Result<(), Flow> {
        let place = self.place(node)?;
        self.store_place(place, v).map_err(|e| match e {
            Flow::Error(m) => Flow::Error(format!("{m}: {}", self.t(node))),
            other => other,
        })
    }

    fn store_place(&mut self, place: Place, v: Val) -> Result<(), Flow> {
        match self.resolve(place) {
            Place::Global(b, o) => {
                self.run.stores.push((b.clone(), o, v.hash()));
                self.memory.insert((b, o), v);
            }
            Place::Tile(t, s) => {
                self.smem.insert((t, s), v);
            }
            Place::Array(name, idx) => {
                self.check_bounds(&name, &idx)?;
                self.arrays
                    .get_mut(&name)
                    .ok_or_else(|| err(&name))?
                    .insert(idx, v);
            }
            Place::Var(name) => self.set(&name, v)?,
            Place::Field(name, field) => {
                let old = self.lookup(&name).ok_or_else(|| err(&name))?;
                self.set(
                    &name,
                    Val::Data(mix(&[13, old.hash(), text_hash(&field), v.hash()])),
                )?;
            }
            Place::Value(_) | Place::TileAt(..) => return Err(err("a store to a value")),
        }
        Ok(())
    }
}

#[derive(Debug, Clone)]
enum Place {
    Var(String),
    Array(String, Vec<i64>),
    TileAt(String, Vec<i64>),
    Tile(String, i64),
    Global(String, i64),
    /// A field of a local (`c.x`): written as a new value of the whole local.
    Field(String, String),
    Value(Val),
}

/// The element a vector component is: `.x` the first, `.w` the fourth.
fn component(field: &str) -> Option<i64> {
    ["x", "y", "z", "w"]
        .iter()
        .position(|c| *c == field)
        .map(|k| k as i64)
}

fn pointer_place(p: Val) -> Option<Place> {
    match p {
        Val::Global(b, o) => Some(Place::Global(b, o)),
        Val::Tile(t, s) => Some(Place::Tile(t, s)),
        _ => None,
    }
}

fn index_pointer(p: Val, index: i64) -> Option<Place> {
    match p {
        Val::Global(b, o) => Some(Place::Global(b, o + index)),
        Val::Tile(t, s) => Some(Place::Tile(t, s)),
        _ => None,
    }
}

pub enum Flow {
    Return,
    Error(String),
}

impl From<String> for Flow {
    fn from(s: String) -> Flow {
        Flow::Error(s)
    }
}

fn err(what: &str) -> Flow {
    Flow::Error(format!("cannot run `{what}`"))
}

fn binary(op: &str, l: Val, r: Val) -> Option<Val> {
    use Val::*;
    Some(match (l, r) {
        (Int(a), Int(b)) => Int(match op {
            "+" => a.wrapping_add(b),
            "-" => a.wrapping_sub(b),
            "*" => a.wrapping_mul(b),
            "/" => a.checked_div(b)?,
            "%" => a.checked_rem(b)?,
            "<" => (a < b) as i64,
            "<=" => (a <= b) as i64,
            ">" => (a > b) as i64,
            ">=" => (a >= b) as i64,
            "==" => (a == b) as i64,
            "!=" => (a != b) as i64,
            "&&" => (a != 0 && b != 0) as i64,
            "||" => (a != 0 || b != 0) as i64,
            "^" => a ^ b,
            "&" => a & b,
            "|" => a | b,
            "<<" => a.checked_shl(b as u32)?,
            ">>" => a.checked_shr(b as u32)?,
            _ => return None,
        }),
        (Global(b, o), Int(i)) if op == "+" => Global(b, o + i),
        (Global(b, o), Int(i)) if op == "-" => Global(b, o - i),
        (Int(i), Global(b, o)) if op == "+" => Global(b, o + i),
        (Tile(t, s), Int(_)) if op == "+" || op == "-" => Tile(t, s),
        (l, r) => Data(mix(&[11, text_hash(op), l.hash(), r.hash()])),
    })
}

fn named(node: Node) -> Vec<Node> {
    let mut c = node.walk();
    node.named_children(&mut c).collect()
}

fn declarator_name(text: &str, node: Node) -> Option<String> {
    let mut d = node;
    loop {
        match d.kind() {
            "identifier" => return Some(text[d.byte_range()].to_string()),
            _ => d = d.child_by_field_name("declarator")?,
        }
    }
}
