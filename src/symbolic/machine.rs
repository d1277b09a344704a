//! The machine: one block's threads in lockstep over a kernel's statements. Control flow splits the
//! block into masks (an `if` runs each branch for its own lanes, a loop runs while any lane stays
//! in it); scopes bind names to register variables, to objects in memory (arrays) or to other
//! places (references).

use super::memory::Memory;
use super::program::Program;
use super::types::{base_type, Ty};
use super::value::{Lanes, Mask, Ptr, Region, Value};
use super::Halt;
use crate::source::parse;
use foldhash::HashMap;
use std::rc::Rc;
use tree_sitter::Node;

/// Bytes an `extern __shared__` array may use: the most an sm_90 block can have.
pub const EXTERN_SHARED_BYTES: usize = 227 * 1024;
/// Bytes left between two `__shared__` arrays, in no array (wider than any one access).
const SHARED_GAP: i64 = 128;

/// What a name means in a scope.
#[derive(Clone, Debug)]
pub enum Binding {
    /// A register variable: its slot in the machine's variables.
    Var(usize),
    /// A local array, held in registers until its address is taken: its slot.
    Regs(usize),
    /// An object in memory (an array): its type and the address of its first byte in each lane.
    Mem(Ty, Lanes),
    /// A reference to another place.
    Ref(LValue),
    /// A value that cannot change (a template argument).
    Val(Ty, Lanes),
}

/// Where an expression's value lives (the l-values of `place.rs`).
#[derive(Clone, Debug)]
pub enum Place {
    /// A register variable.
    Var { slot: usize },
    /// Element `index` (flattened) of a register array, or the sub-array starting there.
    Reg { slot: usize, index: usize },
    /// Memory at an address in each lane.
    Mem(Lanes),
    /// Component `k` of a vector held in registers (`v.x`).
    Component { base: Box<Place>, k: u32 },
    /// A wmma fragment's elements (`f.x`), or one of them (`f.x[i]`).
    FragElem {
        base: Box<Place>,
        index: Option<i64>,
    },
    /// A value that has no place (read only).
    Value(Lanes),
}

#[derive(Clone, Debug)]
pub struct LValue {
    pub ty: Ty,
    pub place: Place,
}

/// A register variable.
#[derive(Clone, Debug)]
pub struct Var {
    pub ty: Ty,
    pub lanes: Lanes,
    /// Once its address is taken: where it lives in each lane's memory.
    pub spilled: Option<Lanes>,
}

/// A local array: its elements (flattened) in registers, until its address is taken; then its
/// address in each lane (the elements live in memory from then on).
#[derive(Clone, Debug)]
pub struct RegArray {
    pub ty: Ty,
    pub elems: Vec<Lanes>,
    pub spilled: Option<Lanes>,
}

impl RegArray {
    pub fn is_spilled(&self) -> bool {
        self.spilled.is_some()
    }
}

#[derive(Default)]
struct Scope {
    names: HashMap<String, Binding>,
    types: HashMap<String, Ty>,
    /// The variables' and arrays' counts when the scope opened: its own are freed when it closes.
    vars_at: usize,
    regs_at: usize,
    /// A function's outermost scope: lookups do not go past it.
    frame: bool,
}

/// Lanes that left the statements run: by `break`, `continue` or `return`.
#[derive(Default, Debug)]
pub struct Exits {
    pub brk: Option<Mask>,
    pub cont: Option<Mask>,
    pub ret: Option<Mask>,
}

fn union(a: Option<Mask>, b: Option<Mask>) -> Option<Mask> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.or(&b)),
        (a, None) => a,
        (None, b) => b,
    }
}

impl Exits {
    pub fn absorb(&mut self, other: Exits) {
        self.brk = union(self.brk.take(), other.brk);
        self.cont = union(self.cont.take(), other.cont);
        self.ret = union(self.ret.take(), other.ret);
    }

    pub fn left(&self) -> Option<Mask> {
        union(union(self.brk.clone(), self.cont.clone()), self.ret.clone())
    }
}

/// A call's frame: where its `return` values gather.
struct Frame {
    ret_ty: Ty,
    ret: Option<Lanes>,
    /// The function returns a reference (`float &operator[](int i)`): `ret` holds addresses.
    by_reference: bool,
}

/// The launch of one block.
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    pub block_dim: [i64; 3],
    pub grid_dim: [i64; 3],
    pub block_idx: [i64; 3],
}

pub struct Machine<'p, 's> {
    pub prog: &'p Program<'s>,
    pub mem: Memory,
    pub geometry: Geometry,
    pub threads: usize,
    /// threadIdx.x, .y, .z of each lane.
    pub tid: [Lanes; 3],
    pub vars: Vec<Var>,
    pub regs: Vec<RegArray>,
    scopes: Vec<Scope>,
    frames: Vec<Frame>,
    /// Threads that have not returned from the kernel.
    pub live: Mask,
    shared_bases: HashMap<(usize, usize), i64>,
    shared_top: i64,
    /// The K-loop to count (its source and byte range), and its iterations so far.
    pub kloop: Option<(usize, std::ops::Range<usize>)>,
    pub iterations: u64,
    /// How many times the K-loop was entered (a block that walks several output tiles enters it
    /// once per tile).
    pub passes: u64,
    /// The K-loop's iterations past which a run stops (a calibration run that overshoots).
    pub max_iterations: u64,
    steps: u64,
    budget: u64,
    /// Float parameters' values: names a term for each.
    pub calls_depth: usize,
    /// The source the nodes being run belong to (the kernel's text, a header, an expansion).
    pub src: usize,
    /// The program's structs laid out so far, by name (None: not a struct kpipe can lay out).
    pub struct_types: std::cell::RefCell<HashMap<String, Option<Ty>>>,
}

/// Lane-steps a run may take before it is stopped (each statement costs its active lanes): about
/// twice what a 128x128x32-tile SGEMM of 256 threads (8x8 outputs each) takes for its largest run,
/// 5 tiles on 3 blocks (100 to 200 million), the largest tiles the fast hand-written kernels use. A
/// run that stops here has taken some 15 s.
pub const STEP_BUDGET: u64 = 400_000_000;

impl<'p, 's> Machine<'p, 's> {
    pub fn new(prog: &'p Program<'s>, geometry: Geometry, shared_bytes: usize) -> Machine<'p, 's> {
        let [bx, by, bz] = geometry.block_dim;
        let threads = (bx * by * bz) as usize;
        let lanes = |f: &dyn Fn(usize) -> i64| {
            Lanes::Var(Rc::new((0..threads).map(|i| Value::Int(f(i))).collect()))
        };
        let tid = [
            lanes(&|i| i as i64 % bx),
            lanes(&|i| (i as i64 / bx) % by),
            lanes(&|i| i as i64 / (bx * by)),
        ];
        Machine {
            prog,
            mem: Memory::new(shared_bytes, threads),
            geometry,
            threads,
            tid,
            vars: Vec::new(),
            regs: Vec::new(),
            scopes: vec![Scope {
                frame: true,
                ..Scope::default()
            }],
            frames: Vec::new(),
            live: Mask::full(threads),
            shared_bases: HashMap::default(),
            shared_top: 0,
            kloop: None,
            iterations: 0,
            passes: 0,
            max_iterations: u64::MAX,
            steps: 0,
            budget: STEP_BUDGET,
            calls_depth: 0,
            src: 0,
            struct_types: Default::default(),
        }
    }

    /// Starts block `idx` on the same global memory.
    /// The most lane-steps a run may take.
    pub fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    pub fn start_block(&mut self, idx: [i64; 3], number: u32) {
        self.geometry.block_idx = idx;
        self.mem.next_block(number);
        self.vars.clear();
        self.regs.clear();
        self.scopes = vec![Scope {
            frame: true,
            ..Scope::default()
        }];
        self.frames.clear();
        self.live = Mask::full(self.threads);
        self.shared_bases.clear();
        self.shared_top = 0;
    }

    /// The text of a node of the source being run.
    pub fn text(&self, node: Node) -> &'p str {
        let prog: &'p Program<'s> = self.prog;
        &prog.text(self.src)[node.byte_range()]
    }

    /// The parsed expansion of a macro use at `node`: its source and statements.
    pub fn expansion(&self, node: Node) -> Option<(usize, Vec<Node<'p>>)> {
        let prog: &'p Program<'s> = self.prog;
        prog.expansion(self.src, node)
    }

    /// `f` run on nodes of source `src`.
    pub fn in_source<R>(&mut self, src: usize, f: impl FnOnce(&mut Self) -> R) -> R {
        let old = std::mem::replace(&mut self.src, src);
        let r = f(self);
        self.src = old;
        r
    }

    pub fn full(&self) -> Mask {
        Mask::full(self.threads)
    }

    pub fn charge(&mut self, lanes: usize) -> Result<(), Halt> {
        self.steps += lanes as u64 + 1;
        if self.steps > self.budget {
            return Err(Halt::budget(format!(
                "the run took more than {} lane-steps",
                self.budget
            )));
        }
        Ok(())
    }

    // ---- scopes ------------------------------------------------------------------------------

    pub fn push_scope(&mut self, frame: bool) {
        self.scopes.push(Scope {
            vars_at: self.vars.len(),
            regs_at: self.regs.len(),
            frame,
            ..Scope::default()
        });
    }

    pub fn pop_scope(&mut self) {
        if let Some(s) = self.scopes.pop() {
            self.vars.truncate(s.vars_at);
            self.regs.truncate(s.regs_at);
        }
    }

    pub fn bind(&mut self, name: &str, b: Binding) {
        if let Some(s) = self.scopes.last_mut() {
            s.names.insert(name.to_string(), b);
        }
    }

    pub fn bind_type(&mut self, name: &str, ty: Ty) {
        if let Some(s) = self.scopes.last_mut() {
            s.types.insert(name.to_string(), ty);
        }
    }

    /// A register variable; a struct object lives in memory from the start (`structs.rs`).
    pub fn new_var(&mut self, name: &str, ty: Ty, lanes: Lanes) -> Result<usize, Halt> {
        let is_struct = matches!(ty, Ty::Struct(_));
        self.vars.push(Var {
            ty,
            lanes,
            spilled: None,
        });
        let slot = self.vars.len() - 1;
        self.bind(name, Binding::Var(slot));
        if is_struct {
            self.var_address(slot)?;
        }
        Ok(slot)
    }

    /// What `name` means here (inside the current function).
    pub fn lookup(&self, name: &str) -> Option<&Binding> {
        for s in self.scopes.iter().rev() {
            if let Some(b) = s.names.get(name) {
                return Some(b);
            }
            if s.frame {
                break;
            }
        }
        None
    }

    /// A type name bound in the current function (a template type parameter).
    pub fn lookup_type(&self, name: &str) -> Option<&Ty> {
        for s in self.scopes.iter().rev() {
            if let Some(t) = s.types.get(name) {
                return Some(t);
            }
            if s.frame {
                break;
            }
        }
        None
    }

    // ---- frames ------------------------------------------------------------------------------

    pub fn push_frame(&mut self, ret_ty: Ty) {
        self.frames.push(Frame {
            ret_ty,
            ret: None,
            by_reference: false,
        });
        self.push_scope(true);
    }

    /// The current frame's function returns a reference.
    pub fn set_frame_by_reference(&mut self, by_reference: bool) {
        if let Some(f) = self.frames.last_mut() {
            f.by_reference = by_reference;
        }
    }

    pub fn pop_frame(&mut self) -> Option<Lanes> {
        self.pop_scope();
        self.frames.pop().and_then(|f| f.ret)
    }

    // ---- statements --------------------------------------------------------------------------

    /// Runs the statement `node` for the lanes of `mask`.
    pub fn exec(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        if mask.is_empty() {
            return Ok(Exits::default());
        }
        self.charge(mask.count())?;
        self.exec_kind(node, mask).map_err(|h| self.locate(h, node))
    }

    /// A halt located at `node` when the node is in the kernel's text, whose offsets the
    /// message's line and column are read in; a node of a macro's expansion or a header is
    /// located by the statement or expression of the kernel's text around it.
    /// (`self.src` is the source of the node being run: finding a node's tree from the node
    /// walks its ancestors, quadratic in a deep tree, at every frame an error passes.)
    pub fn locate(&self, h: Halt, node: Node) -> Halt {
        match self.src {
            0 => h.at(node.start_byte()),
            _ => h,
        }
    }

    fn exec_kind(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        match node.kind() {
            "compound_statement" => {
                self.push_scope(false);
                let result = self.exec_block(&parse::named_children(node), mask);
                self.pop_scope();
                result
            }
            "declaration" => self.declare(node, mask).map(|_| Exits::default()),
            "type_definition" | "alias_declaration" => {
                self.local_type(node, mask)?;
                Ok(Exits::default())
            }
            "expression_statement" => {
                if let Some(e) = node.named_child(0) {
                    if self.array_reference(e, mask)? {
                        return Ok(Exits::default());
                    }
                    if let Some((src, statements)) = self.expansion(e) {
                        if statements.len() != 1 || statements[0].kind() != "expression_statement" {
                            return self.in_source(src, |m| m.exec_block(&statements, mask));
                        }
                    }
                    self.eval(e, mask)?;
                }
                Ok(Exits::default())
            }
            "if_statement" => self.exec_if(node, mask),
            "for_statement" => self.exec_for(node, mask),
            "while_statement" | "do_statement" => self.exec_while(node, mask),
            "break_statement" => Ok(Exits {
                brk: Some(mask.clone()),
                ..Exits::default()
            }),
            "continue_statement" => Ok(Exits {
                cont: Some(mask.clone()),
                ..Exits::default()
            }),
            "return_statement" => self.exec_return(node, mask),
            "comment" | "preproc_call" | "static_assert_declaration" | ";" | "empty_statement"
            // `using namespace nvcuda;` in a body: names, not effects (wmma is read by name).
            | "using_declaration" | "namespace_alias_definition"
            // A `#define` in a body: its uses are expanded where they are read.
            | "preproc_def" | "preproc_function_def" => {
                Ok(Exits::default())
            }
            "preproc_if" | "preproc_ifdef" | "preproc_else" | "preproc_elif" => {
                self.exec_preproc(node, mask)
            }
            "attributed_statement" => match parse::named_children(node).last() {
                Some(inner) => self.exec(*inner, mask),
                None => Ok(Exits::default()),
            },
            other => Err(Halt::unsupported(format!("a `{other}` statement"))),
        }
    }

    /// Statements in order, each for the lanes that have not left.
    pub fn exec_block(&mut self, statements: &[Node<'p>], mask: &Mask) -> Result<Exits, Halt> {
        let mut exits = Exits::default();
        let mut active = mask.clone();
        for s in statements {
            if active.is_empty() {
                break;
            }
            let e = self.exec(*s, &active)?;
            if let Some(left) = e.left() {
                active = active.minus(&left);
            }
            exits.absorb(e);
        }
        Ok(exits)
    }

    /// Splits `mask` by the condition `cond`: (lanes where it holds, lanes where it does not).
    pub fn split(&mut self, cond: Node<'p>, mask: &Mask) -> Result<(Mask, Mask), Halt> {
        let (ty, lanes) = self.eval(cond, mask)?;
        // A condition every thread computes alike (a loop counter's): no mask to build.
        if let (Lanes::Uni(v), false) = (&lanes, mask.is_empty()) {
            let none = Mask::none(self.threads);
            return Ok(match self.truth(v, &ty)? {
                true => (mask.clone(), none),
                false => (none, mask.clone()),
            });
        }
        let mut yes = vec![false; self.threads];
        for i in mask.lanes() {
            yes[i] = self.truth(lanes.get(i), &ty)?;
        }
        let yes = Mask::from_fn(self.threads, |i| yes[i]);
        let no = mask.minus(&yes);
        Ok((yes, no))
    }

    /// Whether a lane's value is true; data has no concrete truth.
    pub fn truth(&self, v: &Value, ty: &Ty) -> Result<bool, Halt> {
        match v {
            Value::Int(x) => Ok(*x != 0),
            Value::Bits(b) => Ok(super::value::to_f64(*b, ty) != 0.0),
            Value::Ptr(_) => Ok(true),
            Value::Undef(_) => Err(Halt::data_dependent("a branch on a value nobody wrote")),
            _ => Err(Halt::data_dependent("a branch on loaded data")),
        }
    }

    fn condition_node(node: Node<'p>) -> Option<Node<'p>> {
        let c = node.child_by_field_id(*super::fields::CONDITION)?;
        if c.kind() == "condition_clause" {
            c.child_by_field_id(*super::fields::VALUE)
                .or_else(|| c.named_child(0))
        } else {
            Some(c)
        }
    }

    fn exec_if(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        let cond = Self::condition_node(node).ok_or_else(|| Halt::unsupported("an `if` form"))?;
        let (yes, no) = self.split(cond, mask)?;
        let mut exits = Exits::default();
        if let Some(then) = node.child_by_field_id(*super::fields::CONSEQUENCE) {
            exits.absorb(self.exec(then, &yes)?);
        }
        if let Some(alt) = node.child_by_field_id(*super::fields::ALTERNATIVE) {
            let alt = if alt.kind() == "else_clause" {
                alt.named_child(0).unwrap_or(alt)
            } else {
                alt
            };
            exits.absorb(self.exec(alt, &no)?);
        }
        Ok(exits)
    }

    fn exec_for(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        self.push_scope(false);
        let result = self.run_for(node, mask);
        self.pop_scope();
        result
    }

    fn run_for(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        if let Some(init) = node.child_by_field_id(*super::fields::INITIALIZER) {
            match init.kind() {
                "declaration" => self.declare(init, mask)?,
                _ => {
                    self.eval(init, mask)?;
                }
            }
        }
        let counted = self.is_kloop(node);
        if counted {
            self.passes += 1;
        }
        let cond = node.child_by_field_id(*super::fields::CONDITION);
        let body = node.child_by_field_id(*super::fields::BODY);
        let update = node.child_by_field_id(*super::fields::UPDATE);
        let mut active = mask.clone();
        let mut ret: Option<Mask> = None;
        // Iterations of this execution of the loop (a K-loop in a function called twice runs
        // twice; its trip count is one execution's).
        let mut trips = 0u64;
        loop {
            if let Some(c) = cond {
                active = self.split(c, &active)?.0;
            }
            if active.is_empty() {
                break;
            }
            if counted {
                trips += 1;
                self.iterations = self.iterations.max(trips);
                if trips > self.max_iterations {
                    return Err(Halt::runaway(format!(
                        "the K-loop ran more than {} iterations",
                        self.max_iterations
                    )));
                }
            }
            if let Some(b) = body {
                let e = self.exec(b, &active)?;
                if let Some(r) = &e.ret {
                    active = active.minus(r);
                }
                if let Some(b) = &e.brk {
                    active = active.minus(b);
                }
                ret = union(ret, e.ret);
            }
            if let Some(u) = update {
                if !active.is_empty() {
                    self.eval(u, &active)?;
                }
            }
            self.charge(active.count())?;
        }
        Ok(Exits {
            ret,
            ..Exits::default()
        })
    }

    fn is_kloop(&self, node: Node) -> bool {
        match &self.kloop {
            Some((src, range)) => node.byte_range() == *range && self.src == *src,
            None => false,
        }
    }

    fn exec_while(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        let cond = Self::condition_node(node).ok_or_else(|| Halt::unsupported("a loop form"))?;
        let body = node
            .child_by_field_id(*super::fields::BODY)
            .ok_or_else(|| Halt::unsupported("a loop without a body"))?;
        let mut active = mask.clone();
        let mut ret: Option<Mask> = None;
        let mut first = node.kind() == "do_statement";
        loop {
            if !first {
                active = self.split(cond, &active)?.0;
            }
            first = false;
            if active.is_empty() {
                break;
            }
            let e = self.exec(body, &active)?;
            if let Some(r) = &e.ret {
                active = active.minus(r);
            }
            if let Some(b) = &e.brk {
                active = active.minus(b);
            }
            ret = union(ret, e.ret);
            self.charge(active.count())?;
        }
        Ok(Exits {
            ret,
            ..Exits::default()
        })
    }

    fn exec_return(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        if let Some(e) = node.named_child(0) {
            let by_reference = self.frames.last().is_some_and(|f| f.by_reference);
            let (ty, lanes) = if by_reference {
                // A reference returned: the address of the place it names.
                let lv = self.place(e, mask)?;
                let at = self.address(&lv)?;
                (lv.ty, at)
            } else {
                self.eval(e, mask)?
            };
            let frame_ty = self.frames.last().map(|f| f.ret_ty.clone());
            if let Some(ret_ty) = frame_ty {
                let lanes = if by_reference {
                    lanes
                } else {
                    self.convert_lanes(&lanes, &ty, &ret_ty, mask)?
                };
                let frame = self.frames.last_mut().expect("a frame");
                frame.ret = Some(match &frame.ret {
                    Some(old) => old.merged(&lanes, mask),
                    None => lanes,
                });
            }
        }
        Ok(Exits {
            ret: Some(mask.clone()),
            ..Exits::default()
        })
    }

    fn exec_preproc(&mut self, node: Node<'p>, mask: &Mask) -> Result<Exits, Halt> {
        let src = self.src;
        let holds = if node.kind() == "preproc_else" {
            Some(true)
        } else {
            let macros = &self.prog.macros;
            let defined = |n: &str| macros.contains(n);
            match self.prog.sources.get(src) {
                Some(source) => {
                    crate::recognize::preproc::condition(source, &self.prog.symbols, &defined, node)
                }
                None => None,
            }
        };
        let Some(holds) = holds else {
            return Err(Halt::unsupported(format!(
                "a preprocessor condition kpipe cannot decide (`{}`)",
                first_line(self.text(node))
            )));
        };
        let alternative = node.child_by_field_id(*super::fields::ALTERNATIVE);
        if holds {
            let body: Vec<Node<'p>> = parse::named_children(node)
                .into_iter()
                .filter(|c| {
                    Some(*c) != alternative
                        && Some(*c) != node.child_by_field_id(*super::fields::CONDITION)
                        && Some(*c) != node.child_by_field_id(*super::fields::NAME)
                })
                .collect();
            self.exec_block(&body, mask)
        } else if let Some(alt) = alternative {
            self.exec(alt, mask)
        } else {
            Ok(Exits::default())
        }
    }

    // ---- declarations ------------------------------------------------------------------------

    /// `T (&name)[a][b] = expr;` and `T (*name)[b] = expr;`, which tree-sitter-cuda reads as an
    /// assignment to a subscripted functional cast (`parse::array_view`): declared here as the
    /// reference or pointer it is. False for any other statement.
    fn array_reference(&mut self, e: Node<'p>, mask: &Mask) -> Result<bool, Halt> {
        let prog: &'p Program<'s> = self.prog;
        let Some(view) = parse::array_view(prog.text(self.src), e) else {
            return Ok(false);
        };
        let function = view.type_name;
        let names_a_type = match function.kind() {
            // `half (&As)[2][..] = ...`: a type the grammar does not know reads as a name.
            "identifier" => self.type_of_text(self.text(function)).is_some(),
            _ => true,
        };
        if !names_a_type || self.lookup(self.text(function)).is_some() {
            return Ok(false);
        }
        let mut ty = self
            .type_of_text(self.text(function))
            .ok_or_else(|| Halt::unsupported("the type of an array reference"))?;
        for d in view.dims_outside_in {
            let d = d.ok_or_else(|| Halt::unsupported("an array reference without a size"))?;
            ty = Ty::Array(Box::new(ty), self.constant(d, mask)? as u64);
        }
        let name = self.text(view.name).to_string();
        if !view.reference {
            self.declare_local(&name, Some(Ty::Ptr(Box::new(ty))), Some(view.value), mask)?;
            return Ok(true);
        }
        let place = self.place(view.value, mask)?;
        let place = LValue { ty, ..place };
        self.bind(&name, Binding::Ref(place));
        Ok(true)
    }

    /// A declaration: shared arrays are placed once, local arrays get memory of their own in
    /// each lane, scalars a register variable, references the place they name.
    pub fn declare(&mut self, node: Node<'p>, mask: &Mask) -> Result<(), Halt> {
        let text = self.text(node);
        let mut qualifiers = String::new();
        for c in parse::children(node) {
            if matches!(
                c.kind(),
                "type_qualifier" | "storage_class_specifier" | "attribute_specifier"
            ) {
                qualifiers.push_str(self.text(c));
                qualifiers.push(' ');
            }
        }
        let shared = qualifiers.contains("__shared__");
        let is_extern = qualifiers.contains("extern");
        // A `static constexpr` (or `static const`) local holds one value nothing writes: each
        // lane's own copy of it behaves the same.
        let constant = qualifiers.contains("constexpr") || qualifiers.contains("const ");
        if qualifiers.contains("static") && !shared && !constant
            || qualifiers.contains("__constant__")
        {
            return Err(Halt::unsupported(format!(
                "a static variable in a kernel (`{}`)",
                first_line(text)
            )));
        }
        let type_node = node
            .child_by_field_id(*super::fields::TYPE)
            .ok_or_else(|| Halt::unsupported("a declaration without a type"))?;
        let base = self.type_of_node(type_node, mask);
        let mut cursor = node.walk();
        let declarators: Vec<Node<'p>> = node
            .children_by_field_name("declarator", &mut cursor)
            .collect();
        for d in declarators {
            let (name, ty, reference, init) = self.declarator(base.clone(), d, mask)?;
            if shared {
                // Each declarator is its own array: `__shared__ float As[..], Bs[..];` is two.
                self.declare_shared(d, &name, ty, is_extern)?;
            } else if reference {
                let init = init.ok_or_else(|| Halt::unsupported("a reference without a value"))?;
                let place = self.place(init, mask)?;
                self.bind(&name, Binding::Ref(place));
            } else {
                self.declare_local(&name, ty, init, mask)?;
            }
        }
        Ok(())
    }

    /// Binds `name` to its array's base: one per declarator (`declarator`), kept across runs of the
    /// declaration.
    fn declare_shared(
        &mut self,
        declarator: Node,
        name: &str,
        ty: Option<Ty>,
        is_extern: bool,
    ) -> Result<(), Halt> {
        let ty = ty.ok_or_else(|| Halt::unsupported(format!("the type of `{name}`")))?;
        // Every `extern __shared__` array starts at the one dynamic buffer, as in CUDA.
        let key = if is_extern {
            (usize::MAX, 0)
        } else {
            (self.src, declarator.start_byte())
        };
        let size = match &ty {
            Ty::Array(_, 0) if is_extern => EXTERN_SHARED_BYTES as i64,
            t => t.size() as i64,
        };
        let base = match self.shared_bases.get(&key) {
            Some(b) => *b,
            None => {
                // A gap after each array (nothing belongs to it): a read past an array's end is
                // out of bounds, not a read of the next array, which nvcc may place anywhere.
                let gap = if self.shared_top > 0 { SHARED_GAP } else { 0 };
                let base = (self.shared_top + gap + 127) / 128 * 128;
                if base + size > self.mem.shared_size() as i64 {
                    return Err(Halt::out_of_bounds(format!(
                        "the block's shared memory is larger than the {} bytes the run has",
                        self.mem.shared_size()
                    )));
                }
                self.shared_top = base + size;
                self.shared_bases.insert(key, base);
                self.mem
                    .declare_shared_array(base as usize, size as usize, name);
                base
            }
        };
        let at = Lanes::Uni(Value::Ptr(Ptr {
            region: Region::Shared,
            off: base,
        }));
        let ty = match ty {
            Ty::Array(..) => ty,
            // A shared scalar is an object in memory too.
            other => other,
        };
        self.bind(name, Binding::Mem(ty, at));
        Ok(())
    }

    fn declare_local(
        &mut self,
        name: &str,
        ty: Option<Ty>,
        init: Option<Node<'p>>,
        mask: &Mask,
    ) -> Result<(), Halt> {
        if let Some(ty @ Ty::Array(..)) = &ty {
            let elem = scalar_elem(ty);
            let count = super::types::flat_count(ty);
            let mut elems: Vec<Lanes> = (0..count)
                .map(|_| Lanes::Uni(self.mem.fresh_undefined()))
                .collect();
            if let Some(init) = init {
                if init.kind() != "initializer_list" {
                    return Err(Halt::unsupported("an array initialised from an expression"));
                }
                let mut leaves = Vec::new();
                flatten_init(init, &mut leaves);
                let zero = self.convert_lanes(
                    &Lanes::Uni(Value::Int(0)),
                    &super::types::INT,
                    &elem,
                    mask,
                )?;
                for (k, e) in elems.iter_mut().enumerate() {
                    *e = match leaves.get(k) {
                        Some(leaf) => {
                            let (from, l) = self.eval(*leaf, mask)?;
                            self.convert_lanes(&l, &from, &elem, mask)?
                        }
                        None => zero.clone(),
                    };
                }
            }
            self.regs.push(RegArray {
                ty: ty.clone(),
                elems,
                spilled: None,
            });
            self.bind(name, Binding::Regs(self.regs.len() - 1));
            return Ok(());
        }
        let (ty, lanes) = match (ty, init) {
            (Some(ty), Some(init)) if init.kind() == "initializer_list" => {
                let lanes = self.init_aggregate(&ty, init, mask)?;
                (ty, lanes)
            }
            (Some(ty), Some(init)) => {
                let (from, lanes) = self.eval(init, mask)?;
                let lanes = self.convert_lanes(&lanes, &from, &ty, mask)?;
                (ty, lanes)
            }
            (None, Some(init)) => self.eval(init, mask)?,
            (Some(ty), None) => {
                let lanes = self.undefined_lanes(&ty, mask);
                (ty, lanes)
            }
            (None, None) => {
                return Err(Halt::unsupported(format!("the type of `{name}`")));
            }
        };
        self.new_var(name, ty, lanes)?;
        Ok(())
    }

    /// Values nobody wrote, one per lane (a fragment or array of them: undefined too).
    pub fn undefined_lanes(&mut self, ty: &Ty, mask: &Mask) -> Lanes {
        match ty {
            Ty::Array(elem, n) => {
                let elems: Vec<Value> = (0..*n)
                    .map(|_| match self.undefined_lanes(elem, mask) {
                        Lanes::Uni(v) => v,
                        Lanes::Var(vs) => vs[mask.first().unwrap_or(0)].clone(),
                    })
                    .collect();
                Lanes::Uni(Value::Agg(Rc::new(elems)))
            }
            Ty::Struct(st) => Lanes::Uni(Value::Bytes(Rc::new(vec![
                super::memory::Cell::Uninit;
                st.size as usize
            ]))),
            _ => Lanes::Uni(self.mem.fresh_undefined()),
        }
    }

    /// Declarator `d` of base type `base`: the name, the full type (None: `auto`), whether it
    /// declares a reference, and the initialiser.
    #[allow(clippy::type_complexity)]
    pub fn declarator(
        &mut self,
        base: Option<Ty>,
        d: Node<'p>,
        mask: &Mask,
    ) -> Result<(String, Option<Ty>, bool, Option<Node<'p>>), Halt> {
        let mut ty = base;
        let mut reference = false;
        let mut init = None;
        let mut node = d;
        // C reads a declarator from the outside in: each level's modifier applies to the type so
        // far (`*p[4]`: array of pointers; `(*p)[4]`: pointer to an array).
        loop {
            match node.kind() {
                "identifier" | "field_identifier" => break,
                "init_declarator" => {
                    init = node.child_by_field_id(*super::fields::VALUE);
                    node = node
                        .child_by_field_id(*super::fields::DECLARATOR)
                        .ok_or_else(|| Halt::unsupported("a declarator form"))?;
                }
                "pointer_declarator" => {
                    ty = ty.map(|t| Ty::Ptr(Box::new(t)));
                    node = node
                        .child_by_field_id(*super::fields::DECLARATOR)
                        .ok_or_else(|| Halt::unsupported("a declarator form"))?;
                }
                "reference_declarator" => {
                    reference = true;
                    node = node
                        .named_child(0)
                        .ok_or_else(|| Halt::unsupported("a declarator form"))?;
                }
                "array_declarator" => {
                    let n = match node.child_by_field_id(*super::fields::SIZE) {
                        Some(size) => self.constant(size, mask)? as u64,
                        None => 0,
                    };
                    ty = ty.map(|t| Ty::Array(Box::new(t), n));
                    node = node
                        .child_by_field_id(*super::fields::DECLARATOR)
                        .ok_or_else(|| Halt::unsupported("a declarator form"))?;
                }
                "parenthesized_declarator" => {
                    node = node
                        .named_child(0)
                        .ok_or_else(|| Halt::unsupported("a declarator form"))?;
                }
                other => return Err(Halt::unsupported(format!("a `{other}` declarator"))),
            }
        }
        let name = self.text(node).to_string();
        Ok((name, ty, reference, init))
    }

    /// An integer that must be the same in every lane (an array size, a template argument).
    pub fn constant(&mut self, node: Node<'p>, mask: &Mask) -> Result<i64, Halt> {
        let (_, lanes) = self.eval(node, mask)?;
        match lanes.uniform(mask).or_else(|| lanes.uniform(&self.full())) {
            Some(Value::Int(v)) => Ok(*v),
            _ => Err(Halt::unsupported(format!(
                "`{}` is not a constant integer",
                self.text(node)
            ))),
        }
    }

    /// A type named inside a function: `typedef int4 copy_t;` or `using copy_t = int4;`.
    fn local_type(&mut self, node: Node<'p>, mask: &Mask) -> Result<(), Halt> {
        let what = format!("the type definition `{}`", self.text(node));
        let unsupported = || Halt::unsupported(what.clone());
        let base = node
            .child_by_field_id(*super::fields::TYPE)
            .and_then(|t| self.type_of_node(t, mask))
            .ok_or_else(unsupported)?;
        if node.kind() == "alias_declaration" {
            let name = node.child_by_field_name("name").ok_or_else(unsupported)?;
            let name = self.text(name).to_string();
            self.bind_type(&name, base);
            return Ok(());
        }
        let mut cursor = node.walk();
        let declarators: Vec<Node<'p>> = node
            .children_by_field_name("declarator", &mut cursor)
            .collect();
        for d in declarators {
            if d.kind() == "type_identifier" {
                let name = self.text(d).to_string();
                self.bind_type(&name, base.clone());
                continue;
            }
            let (name, ty, _, _) = self.declarator(Some(base.clone()), d, mask)?;
            self.bind_type(&name, ty.ok_or_else(unsupported)?);
        }
        Ok(())
    }

    /// The type named by `text` (template parameters and the file's type arguments resolved).
    pub fn type_of_text(&self, text: &str) -> Option<Ty> {
        let text = text.trim();
        let words: Vec<&str> = text.split_whitespace().collect();
        if let Some(last) = words.last() {
            let last = last.trim_start_matches("::");
            if let Some(t) = self.lookup_type(last) {
                return Some(t.clone());
            }
            let resolved = self.prog.symbols.resolve_type(last);
            if resolved != last {
                return base_type(resolved).or_else(|| self.struct_type(resolved));
            }
            if let Some(t) = base_type(text) {
                return Some(t);
            }
            return self
                .struct_type(last)
                .or_else(|| self.file_alias_type(last));
        }
        base_type(text)
    }

    /// The type a file-scope alias of an array or a pointer names (`using Reg4 = uint32_t[4];`,
    /// `typedef float row_t[8];`), its sizes the file's constants; a plain alias is in the file's
    /// symbols already.
    fn file_alias_type(&self, name: &str) -> Option<Ty> {
        let (src, node) = self.prog.type_alias(name)?;
        let source = self.prog.sources[src];
        let ty = node.child_by_field_id(*super::fields::TYPE)?;
        let (base, mut d) = match node.kind() {
            "alias_declaration" => (
                ty.child_by_field_id(*super::fields::TYPE)?,
                ty.child_by_field_id(*super::fields::DECLARATOR),
            ),
            _ => (ty, node.child_by_field_id(*super::fields::DECLARATOR)),
        };
        let base = source.text_of(base);
        if base.split_whitespace().last() == Some(name) {
            return None;
        }
        let mut ty = self.type_of_text(base)?;
        // Declarators read from the outside in (`T name[A][B]` is A arrays of B).
        while let Some(decl) = d {
            match decl.kind() {
                "array_declarator" | "abstract_array_declarator" => {
                    let n = match decl.child_by_field_id(*super::fields::SIZE) {
                        Some(size) => self.prog.symbols.eval(source.text_of(size)).ok()? as u64,
                        None => 0,
                    };
                    ty = Ty::Array(Box::new(ty), n);
                }
                "pointer_declarator" | "abstract_pointer_declarator" => ty = Ty::Ptr(Box::new(ty)),
                "type_identifier" => break,
                _ => return None,
            }
            d = decl
                .child_by_field_id(*super::fields::DECLARATOR)
                .or_else(|| {
                    parse::named_children(decl)
                        .into_iter()
                        .find(|c| c.kind().starts_with("abstract_"))
                });
        }
        Some(ty)
    }

    pub(super) fn init_aggregate(
        &mut self,
        ty: &Ty,
        init: Node<'p>,
        mask: &Mask,
    ) -> Result<Lanes, Halt> {
        let leaves: Vec<Node<'p>> = parse::named_children(init)
            .into_iter()
            .filter(|c| c.kind() != "comment")
            .collect();
        match ty {
            Ty::Struct(st) => self.init_struct(st, init, mask),
            Ty::Vector(elem, n) => {
                let mut parts: Vec<Lanes> = Vec::new();
                for k in 0..*n as usize {
                    let lanes = match leaves.get(k) {
                        Some(leaf) => {
                            let (from, l) = self.eval(*leaf, mask)?;
                            // `int4 v{*reinterpret_cast<const int4 *>(p)}`: a copy of a vector.
                            if k == 0 && leaves.len() == 1 && matches!(from, Ty::Vector(..)) {
                                return self.convert_lanes(&l, &from, ty, mask);
                            }
                            self.convert_lanes(&l, &from, elem, mask)?
                        }
                        None => Lanes::Uni(Value::Int(0)),
                    };
                    parts.push(lanes);
                }
                Lanes::from_fn(mask, |i| {
                    Ok(Value::Agg(Rc::new(
                        parts.iter().map(|p| p.get(i).clone()).collect(),
                    )))
                })
            }
            _ if leaves.len() <= 1 => match leaves.first() {
                Some(leaf) => {
                    let (from, l) = self.eval(*leaf, mask)?;
                    self.convert_lanes(&l, &from, ty, mask)
                }
                None => {
                    self.convert_lanes(&Lanes::Uni(Value::Int(0)), &super::types::INT, ty, mask)
                }
            },
            _ => Err(Halt::unsupported("an initialiser list of this type")),
        }
    }

    /// Lanes converted from one type to another.
    pub fn convert_lanes(
        &self,
        lanes: &Lanes,
        from: &Ty,
        to: &Ty,
        mask: &Mask,
    ) -> Result<Lanes, Halt> {
        if from == to {
            return Ok(lanes.clone());
        }
        let conversion = super::value::Conversion::new(from, to);
        lanes.map(mask, |v| conversion.apply(v))
    }
}

/// The scalar type an array's elements are made of (arrays of arrays, all the way down).
pub fn scalar_elem(ty: &Ty) -> Ty {
    match ty {
        Ty::Array(e, _) => scalar_elem(e),
        t => t.clone(),
    }
}

pub(super) fn flatten_init<'t>(node: Node<'t>, out: &mut Vec<Node<'t>>) {
    if node.kind() == "initializer_list" {
        for c in parse::named_children(node) {
            if c.kind() != "comment" {
                flatten_init(c, out);
            }
        }
    } else {
        out.push(node);
    }
}

pub fn first_line(text: &str) -> &str {
    let line = text.lines().next().unwrap_or("").trim();
    match line.char_indices().nth(80) {
        Some((i, _)) => &line[..i],
        None => line,
    }
}
