//! One thread's values, and the block's lanes of them: integers are concrete, data is a term, a
//! pointer is a region and a byte offset. Integers compute by kpipe's one operator table and
//! overflow rule (`source::int_ops`: wrap to the type's width, as the hardware does), in each
//! operation's C type.

use super::term::{name_code, Term};
use super::types::{common, promoted, Fp, Ty};
use super::Halt;
use crate::source::int_ops::{self, IntOp, Width};
use std::rc::Rc;

/// One byte of memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Nobody wrote it.
    Uninit,
    /// Byte `off` of input array `array`, as the kernel found it.
    Input { array: u32, off: i64 },
    /// A known byte.
    Byte(u8),
    /// Byte `k` of the `w`-byte value `term`.
    Part { term: Term, k: u8, w: u8 },
}

impl Cell {
    pub(super) fn word(&self) -> u128 {
        match self {
            Cell::Uninit => 0,
            Cell::Input { array, off } => {
                (1u128 << 120) ^ (u128::from(*array) << 64) ^ u128::from(*off as u64)
            }
            Cell::Byte(b) => (2u128 << 120) ^ u128::from(*b),
            Cell::Part { term, k, w } => {
                term.bits().rotate_left(u32::from(*k) * 7 + 1)
                    ^ (u128::from(*w) << 8 | u128::from(*k))
            }
        }
    }
}

/// Where a pointer points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Region {
    /// A kernel's pointer parameter's memory (several parameters may share one array).
    Global(u32),
    /// The block's shared memory (every `__shared__` array at its own base).
    Shared,
    /// One thread's local array.
    Local(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ptr {
    pub region: Region,
    pub off: i64,
}

/// One thread's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A concrete integer (or bool), already wrapped to its type.
    Int(i64),
    /// Concrete bits of a floating-point constant.
    Bits(u64),
    /// Exactly the bytes of an input array at `off`, as loaded (the width is the type's).
    Input {
        array: u32,
        off: i64,
    },
    /// Symbolic data.
    Data(Term),
    Ptr(Ptr),
    /// A vector type's components, or a wmma fragment's per-lane term.
    Agg(Rc<Vec<Value>>),
    /// Nobody wrote it: a value different from every other.
    Undef(u64),
    /// A struct's bytes, as memory holds them (`structs.rs`).
    Bytes(Rc<Vec<Cell>>),
}

impl Value {
    /// The term of a scalar value of `size` bytes.
    #[inline]
    pub fn term(&self, size: u64) -> Result<Term, Halt> {
        match self {
            Value::Data(t) => Ok(*t),
            Value::Input { array, off } => Ok(Term::input(*array, *off, size as usize)),
            _ => self.other_term(size),
        }
    }

    /// `term` of the less frequent kinds of value.
    fn other_term(&self, size: u64) -> Result<Term, Halt> {
        Ok(match self {
            Value::Int(v) => Term::constant(truncate(*v as u64, size), size as usize),
            Value::Bits(b) => Term::constant(*b, size as usize),
            Value::Input { array, off } => Term::input(*array, *off, size as usize),
            Value::Data(t) => *t,
            Value::Undef(n) => Term::undefined(*n),
            Value::Agg(parts) => {
                let each = size / parts.len().max(1) as u64;
                let terms: Result<Vec<Term>, Halt> = parts.iter().map(|p| p.term(each)).collect();
                Term::op("vector", &terms?)
            }
            Value::Ptr(_) => return Err(Halt::unsupported("a pointer used as data")),
            Value::Bytes(_) => return Err(Halt::unsupported("a struct used as a number")),
        })
    }

    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(v) => Some(*v),
            _ => None,
        }
    }
}

fn truncate(bits: u64, size: u64) -> u64 {
    if size >= 8 {
        bits
    } else {
        bits & ((1u64 << (size * 8)) - 1)
    }
}

/// `v` wrapped to the integer type `ty` (two's complement, sign- or zero-extended): the one
/// overflow rule (`int_ops::wrap`).
pub fn wrap(v: i64, ty: &Ty) -> i64 {
    match ty {
        Ty::Bool => (v != 0) as i64,
        Ty::Int { bytes, signed } => int_ops::wrap(
            v,
            Width {
                bits: u32::from(*bytes) * 8,
                signed: *signed,
            },
        ),
        _ => v,
    }
}

/// A binary operator, resolved once for its operand types: what each lane computes.
pub struct BinaryOp {
    pub op: &'static str,
    kind: IntOp,
    /// The type the operands convert to.
    pub operands: Ty,
    /// The result's type.
    pub result: Ty,
    /// The term's operation code (`op` in the operands' type), computed when data first needs
    /// it (integer arithmetic never does).
    code: std::cell::Cell<Option<u64>>,
    /// Integer arithmetic on unsigned operands, and the operands' width in bits.
    unsigned: bool,
    bits: u64,
}

pub fn is_comparison(op: &str) -> bool {
    matches!(op, "==" | "!=" | "<" | ">" | "<=" | ">=")
}

/// The comparison's truth for an ordering (None: a NaN is involved, and only `!=` holds).
fn holds(op: IntOp, ord: Option<std::cmp::Ordering>) -> bool {
    match ord {
        None => op == IntOp::Ne,
        Some(o) => int_ops::holds(op, o),
    }
}

impl BinaryOp {
    /// The operator `op` on operands of types `a` and `b` (arithmetic types; pointers are
    /// handled by the caller).
    pub fn new(op: &str, a: &Ty, b: &Ty) -> Result<BinaryOp, Halt> {
        let kind = IntOp::parse(op)
            .filter(|k| !matches!(k, IntOp::LogicalAnd | IntOp::LogicalOr))
            .ok_or_else(|| Halt::unsupported(format!("the operator `{op}`")))?;
        let op = kind.text();
        let operands = if kind.is_shift() {
            promoted(a)
        } else {
            common(a, b)
        };
        let result = if kind.is_boolean() {
            Ty::Bool
        } else {
            operands.clone()
        };
        Ok(BinaryOp {
            op,
            kind,
            unsigned: matches!(operands, Ty::Int { signed: false, .. }),
            bits: operands.size() * 8,
            operands,
            result,
            code: std::cell::Cell::new(None),
        })
    }

    fn code(&self) -> u64 {
        if let Some(code) = self.code.get() {
            return code;
        }
        let code = name_code(&format!("{}.{}", self.op, self.operands.op_suffix()));
        self.code.set(Some(code));
        code
    }

    /// One lane's result (operands already converted to `self.operands`).
    #[inline]
    pub fn apply(&self, a: &Value, b: &Value) -> Result<Value, Halt> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) if self.operands.is_int() => self.ints(*x, *y),
            (Value::Bits(x), Value::Bits(y)) if self.kind.is_boolean() => {
                let (x, y) = (to_f64(*x, &self.operands), to_f64(*y, &self.operands));
                Ok(Value::Int(holds(self.kind, x.partial_cmp(&y)) as i64))
            }
            (Value::Undef(n), _) | (_, Value::Undef(n)) => Ok(Value::Undef(*n)),
            (Value::Ptr(_), _) | (_, Value::Ptr(_)) => {
                Err(Halt::unsupported("arithmetic on a pointer in this form"))
            }
            _ => {
                let size = self.bits / 8;
                let t = Term::op_code(self.code(), &[a.term(size)?, b.term(size)?]);
                Ok(Value::Data(t))
            }
        }
    }

    /// The operator on every lane of `mask` of `a` and `b` (converted to `self.operands`): the
    /// executor's innermost step. Integers on integers and data on data are pushed from paths
    /// inlined into the loop: the general `apply`, per lane, builds its result in a temporary
    /// that the push copies through a stalled store-to-load forward, which cost more than the
    /// arithmetic and the hashing together.
    pub fn lanes(&self, a: &Lanes, b: &Lanes, mask: &Mask) -> Result<Lanes, Halt> {
        if let (Lanes::Uni(x), Lanes::Uni(y)) = (a, b) {
            return Ok(Lanes::Uni(self.apply(x, y)?));
        }
        let n = mask.len();
        if mask.count() != n {
            let mut out = zeros(n);
            for i in mask.lanes() {
                out[i] = self.apply(a.get(i), b.get(i))?;
            }
            return Ok(Lanes::Var(Rc::new(out)));
        }
        // Written in place, slot by slot, as `every_lane` does.
        let mut out = zeros(n);
        if self.operands.is_int() {
            let width = Width {
                bits: self.bits as u32,
                signed: !self.unsigned,
            };
            let boolean = self.kind.is_boolean();
            for (i, slot) in out.iter_mut().enumerate() {
                let (x, y) = (a.get(i), b.get(i));
                if let (Value::Int(p), Value::Int(q)) = (x, y) {
                    if let Ok(r) = int_ops::apply(self.kind, *p, *q, width) {
                        *slot = Value::Int(if boolean { r } else { wrap(r, &self.result) });
                        continue;
                    }
                }
                *slot = self.apply(x, y)?;
            }
        } else if self.kind.is_boolean() {
            for (i, slot) in out.iter_mut().enumerate() {
                *slot = self.apply(a.get(i), b.get(i))?;
            }
        } else {
            let size = self.bits / 8;
            let seed = Term::op_seed(self.code());
            for (i, slot) in out.iter_mut().enumerate() {
                let (x, y) = (a.get(i), b.get(i));
                *slot = match (data_term(x, size), data_term(y, size)) {
                    (Some(tx), Some(ty)) => Value::Data(Term::op2(seed, tx, ty)),
                    _ => self.apply(x, y)?,
                };
            }
        }
        Ok(Lanes::Var(Rc::new(out)))
    }

    /// Integer operands, by the one operator table: wrapped to the operands' type, a comparison
    /// by their signedness.
    #[inline]
    fn ints(&self, x: i64, y: i64) -> Result<Value, Halt> {
        let width = Width {
            bits: self.bits as u32,
            signed: !self.unsigned,
        };
        let r = int_ops::apply(self.kind, x, y, width)
            .map_err(|_| Halt::unsupported("an integer division by zero"))?;
        Ok(Value::Int(if self.kind.is_boolean() {
            r
        } else {
            wrap(r, &self.result)
        }))
    }
}

/// The term of a data value (loaded, computed, or a float constant's bits), without the `Result`
/// of `Value::term`; None for the kinds `BinaryOp::apply` treats otherwise.
#[inline(always)]
fn data_term(v: &Value, size: u64) -> Option<Term> {
    match v {
        Value::Data(t) => Some(*t),
        Value::Input { array, off } => Some(Term::input(*array, *off, size as usize)),
        Value::Bits(b) => Some(Term::constant(*b, size as usize)),
        _ => None,
    }
}

/// The value of float bits of type `ty` as f64.
pub fn to_f64(bits: u64, ty: &Ty) -> f64 {
    match ty {
        Ty::Float(Fp::F16) => half::f16::from_bits(bits as u16).to_f64(),
        Ty::Float(Fp::Bf16) => half::bf16::from_bits(bits as u16).to_f64(),
        Ty::Float(Fp::F32) => f64::from(f32::from_bits(bits as u32)),
        Ty::Float(Fp::F64) => f64::from_bits(bits),
        _ => bits as i64 as f64,
    }
}

/// The bits of `v` in the float type `fp`.
pub fn float_bits(v: f64, fp: Fp) -> u64 {
    match fp {
        Fp::F16 => u64::from(half::f16::from_f64(v).to_bits()),
        Fp::Bf16 => u64::from(half::bf16::from_f64(v).to_bits()),
        Fp::F32 => u64::from((v as f32).to_bits()),
        Fp::F64 => v.to_bits(),
    }
}

/// One lane's value converted from `from` to `to` (a C cast or an implicit conversion).
pub fn convert(v: &Value, from: &Ty, to: &Ty) -> Result<Value, Halt> {
    Conversion::new(from, to).apply(v)
}

/// A conversion between two types, resolved once for the lanes it converts.
pub struct Conversion<'t> {
    from: &'t Ty,
    to: &'t Ty,
    /// The term's operation code, for data (computed when first needed).
    code: std::cell::Cell<Option<u64>>,
}

impl<'t> Conversion<'t> {
    pub fn new(from: &'t Ty, to: &'t Ty) -> Conversion<'t> {
        Conversion {
            from,
            to,
            code: std::cell::Cell::new(None),
        }
    }

    fn code(&self) -> u64 {
        if let Some(code) = self.code.get() {
            return code;
        }
        let code = name_code(&format!(
            "cvt.{}.{}",
            self.to.op_suffix(),
            self.from.op_suffix()
        ));
        self.code.set(Some(code));
        code
    }

    /// One lane's value converted.
    pub fn apply(&self, v: &Value) -> Result<Value, Halt> {
        let (from, to) = (self.from, self.to);
        if from == to {
            return Ok(v.clone());
        }
        Ok(match (v, to) {
            (Value::Undef(n), _) => Value::Undef(*n),
            (Value::Bytes(_), _) | (_, Ty::Struct(_)) => {
                return Err(Halt::unsupported("a struct converted to another type"))
            }
            // A raw address stays an address whatever integer type holds it.
            (Value::Ptr(p), Ty::Int { .. } | Ty::Ptr(_)) => Value::Ptr(*p),
            (Value::Ptr(_), Ty::Bool) => Value::Int(1),
            (Value::Int(x), Ty::Int { .. } | Ty::Bool) => Value::Int(wrap(*x, to)),
            (Value::Int(x), Ty::Float(fp)) => {
                let unsigned = matches!(from, Ty::Int { signed: false, .. });
                let f = if unsigned {
                    *x as u64 as f64
                } else {
                    *x as f64
                };
                Value::Bits(float_bits(f, *fp))
            }
            (Value::Bits(b), Ty::Float(fp)) if matches!(from, Ty::Float(_)) => {
                Value::Bits(float_bits(to_f64(*b, from), *fp))
            }
            (Value::Bits(b), Ty::Bool) => Value::Int((to_f64(*b, from) != 0.0) as i64),
            (_, Ty::Vector(..) | Ty::Frag(_) | Ty::Array(..) | Ty::Void) => v.clone(),
            (Value::Agg(_), _) => return Err(Halt::unsupported("a vector converted to a scalar")),
            (Value::Ptr(_), _) => return Err(Halt::unsupported("a pointer converted to data")),
            // A null pointer (`int4 *p = nullptr;` before its first assignment) stays null: a
            // use of it halts as any access through a non-pointer does.
            (Value::Int(0), Ty::Ptr(_)) => Value::Int(0),
            (Value::Int(_), Ty::Ptr(_)) => {
                return Err(Halt::unsupported("an integer converted to a pointer"))
            }
            _ => {
                // Same size and both integers: a wrap of the same bits keeps the term.
                let same_bits = from.is_int() && to.is_int() && from.size() == to.size();
                if same_bits {
                    return Ok(v.clone());
                }
                Value::Data(Term::op_code(self.code(), &[v.term(from.size())?]))
            }
        })
    }
}

/// The term code of the unary operator `op` on data of type `ty`.
pub fn unary_code(op: &str, ty: &Ty) -> u64 {
    name_code(&format!("{op}.{}", ty.op_suffix()))
}

/// The unary operators `-`, `~`, `!` on one lane (`code`: `unary_code(op, ty)`).
pub fn unary(op: &str, v: &Value, ty: &Ty, code: u64) -> Result<Value, Halt> {
    Ok(match (op, v) {
        (_, Value::Undef(n)) => Value::Undef(*n),
        ("-", Value::Int(x)) => Value::Int(wrap(x.wrapping_neg(), ty)),
        ("~", Value::Int(x)) => Value::Int(wrap(!x, ty)),
        ("!", Value::Int(x)) => Value::Int((*x == 0) as i64),
        ("!", Value::Ptr(_)) => Value::Int(0),
        ("!", Value::Bits(b)) => Value::Int((to_f64(*b, ty) == 0.0) as i64),
        ("+", v) => v.clone(),
        (_, v) => Value::Data(Term::op_code(code, &[v.term(ty.size())?])),
    })
}

/// A pointer value's address, if it is one.
pub fn ptr_of(v: &Value) -> Option<Ptr> {
    match v {
        Value::Ptr(p) => Some(*p),
        _ => None,
    }
}

/// A mask of the block's threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    on: Vec<bool>,
    count: usize,
}

impl Mask {
    pub fn full(n: usize) -> Mask {
        Mask {
            on: vec![true; n],
            count: n,
        }
    }

    pub fn none(n: usize) -> Mask {
        Mask {
            on: vec![false; n],
            count: 0,
        }
    }

    pub fn from_fn(n: usize, f: impl Fn(usize) -> bool) -> Mask {
        let on: Vec<bool> = (0..n).map(f).collect();
        let count = on.iter().filter(|b| **b).count();
        Mask { on, count }
    }

    pub fn len(&self) -> usize {
        self.on.len()
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    pub fn count(&self) -> usize {
        self.count
    }

    pub fn has(&self, i: usize) -> bool {
        self.on[i]
    }

    pub fn lanes(&self) -> impl Iterator<Item = usize> + '_ {
        self.on
            .iter()
            .enumerate()
            .filter(|(_, b)| **b)
            .map(|(i, _)| i)
    }

    pub fn and(&self, other: &Mask) -> Mask {
        Mask::from_fn(self.len(), |i| self.on[i] && other.on[i])
    }

    pub fn minus(&self, other: &Mask) -> Mask {
        Mask::from_fn(self.len(), |i| self.on[i] && !other.on[i])
    }

    pub fn or(&self, other: &Mask) -> Mask {
        Mask::from_fn(self.len(), |i| self.on[i] || other.on[i])
    }

    pub fn first(&self) -> Option<usize> {
        self.lanes().next()
    }
}

/// `n` lanes' slots, to be written (each a plain store: `vec![v; n]` clones `v` per slot, a
/// match on its kind each time).
pub fn zeros(n: usize) -> Vec<Value> {
    (0..n).map(|_| Value::Int(0)).collect()
}

/// `f` of every lane index, collected into lanes: this is the executor's innermost loop. Each
/// value is written into its slot (a push keeps it in a stack temporary across the capacity
/// check's call, and copying it out stalls on the store-to-load forward).
#[inline(always)]
fn every_lane(n: usize, mut f: impl FnMut(usize) -> Result<Value, Halt>) -> Result<Lanes, Halt> {
    let mut out = zeros(n);
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = f(i)?;
    }
    Ok(Lanes::Var(Rc::new(out)))
}

/// A value in every lane of the block: one for all (uniform) or one per lane.
#[derive(Clone, Debug)]
pub enum Lanes {
    Uni(Value),
    Var(Rc<Vec<Value>>),
}

impl Lanes {
    pub fn get(&self, lane: usize) -> &Value {
        match self {
            Lanes::Uni(v) => v,
            Lanes::Var(vs) => &vs[lane],
        }
    }

    /// `f` on each lane of `mask` (other lanes: undefined); uniform stays uniform.
    pub fn map(
        &self,
        mask: &Mask,
        mut f: impl FnMut(&Value) -> Result<Value, Halt>,
    ) -> Result<Lanes, Halt> {
        match self {
            Lanes::Uni(v) => Ok(Lanes::Uni(f(v)?)),
            Lanes::Var(vs) => {
                if mask.count() == mask.len() {
                    return every_lane(vs.len(), |i| f(&vs[i]));
                }
                let mut out = zeros(vs.len());
                for i in mask.lanes() {
                    out[i] = f(&vs[i])?;
                }
                Ok(Lanes::Var(Rc::new(out)))
            }
        }
    }

    /// `f` on each lane of `mask` of two lane sets.
    pub fn zip(
        a: &Lanes,
        b: &Lanes,
        mask: &Mask,
        mut f: impl FnMut(&Value, &Value) -> Result<Value, Halt>,
    ) -> Result<Lanes, Halt> {
        if let (Lanes::Uni(x), Lanes::Uni(y)) = (a, b) {
            return Ok(Lanes::Uni(f(x, y)?));
        }
        if mask.count() == mask.len() {
            return match (a, b) {
                (Lanes::Var(x), Lanes::Var(y)) => every_lane(mask.len(), |i| f(&x[i], &y[i])),
                (Lanes::Uni(x), Lanes::Var(y)) => every_lane(mask.len(), |i| f(x, &y[i])),
                (Lanes::Var(x), Lanes::Uni(y)) => every_lane(mask.len(), |i| f(&x[i], y)),
                (Lanes::Uni(x), Lanes::Uni(y)) => Ok(Lanes::Uni(f(x, y)?)),
            };
        }
        let mut out = zeros(mask.len());
        for i in mask.lanes() {
            out[i] = f(a.get(i), b.get(i))?;
        }
        Ok(Lanes::Var(Rc::new(out)))
    }

    /// Per-lane values from a function of the lane index.
    pub fn from_fn(
        mask: &Mask,
        mut f: impl FnMut(usize) -> Result<Value, Halt>,
    ) -> Result<Lanes, Halt> {
        if mask.count() == mask.len() {
            return every_lane(mask.len(), f);
        }
        let mut out = zeros(mask.len());
        for i in mask.lanes() {
            out[i] = f(i)?;
        }
        Ok(Lanes::Var(Rc::new(out)))
    }

    /// These lanes with `new`'s values on the lanes of `mask`.
    pub fn merged(&self, new: &Lanes, mask: &Mask) -> Lanes {
        if mask.count() == mask.len() {
            return new.clone();
        }
        if let (Lanes::Uni(a), Lanes::Uni(b)) = (self, new) {
            if a == b {
                return self.clone();
            }
        }
        let mut out: Vec<Value> = (0..mask.len()).map(|i| self.get(i).clone()).collect();
        for i in mask.lanes() {
            out[i] = new.get(i).clone();
        }
        Lanes::Var(Rc::new(out))
    }

    /// The one value every lane of `mask` has, if they agree.
    pub fn uniform(&self, mask: &Mask) -> Option<&Value> {
        match self {
            Lanes::Uni(v) => Some(v),
            Lanes::Var(vs) => {
                let first = vs.get(mask.first()?)?;
                mask.lanes().all(|i| &vs[i] == first).then_some(first)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbolic::types::{INT, UINT};

    #[test]
    fn a_value_fits_three_words() {
        // The executor holds one per thread per register: a size past this is a slowdown.
        assert!(std::mem::size_of::<Value>() <= 24);
        assert!(std::mem::size_of::<crate::symbolic::memory::Cell>() <= 24);
    }

    #[test]
    fn integers_wrap_to_their_type() {
        assert_eq!(wrap(0x1_0000_0001, &INT), 1);
        assert_eq!(wrap(-1, &UINT), 0xffff_ffff);
        let sub = BinaryOp::new("-", &UINT, &INT).unwrap();
        assert_eq!(
            sub.apply(&Value::Int(3), &Value::Int(5)).unwrap(),
            Value::Int(0xffff_fffe)
        );
        let lt = BinaryOp::new("<", &UINT, &INT).unwrap();
        // 0u < -1 is true: -1 converts to 0xffffffff.
        let minus_one = convert(&Value::Int(-1), &INT, &UINT).unwrap();
        assert_eq!(lt.apply(&Value::Int(0), &minus_one).unwrap(), Value::Int(1));
    }

    #[test]
    fn data_builds_terms_and_constants_meet_their_bytes() {
        let add = BinaryOp::new("+", &Ty::Float(Fp::F32), &Ty::Float(Fp::F32)).unwrap();
        let a = Value::Input { array: 0, off: 0 };
        let zero = convert(&Value::Int(0), &INT, &Ty::Float(Fp::F32)).unwrap();
        assert_eq!(zero, Value::Bits(0));
        let x = add.apply(&a, &zero).unwrap();
        let y = add.apply(&a, &Value::Bits(0)).unwrap();
        assert_eq!(x, y);
        assert_ne!(x, add.apply(&zero, &a).unwrap());
    }
}
