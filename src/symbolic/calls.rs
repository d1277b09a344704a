//! Calls: the CUDA builtins the kernels kpipe rewrites use (barriers, async copies, conversions,
//! math, shuffles, vector constructors), macros (their parsed expansion), and `__device__`
//! functions, run as calls with their parameters bound by value or by reference.

use super::machine::{Binding, Machine};
use super::machine::{LValue, Place};
use super::term::Term;
use super::types::{Fp, StructTy, Ty, INT, LONG, UINT, ULONG};
use super::value::{convert, float_bits, ptr_of, Lanes, Mask, Value};
use super::Halt;
use crate::source::parse;
use std::rc::Rc;
use tree_sitter::Node;

/// Calls nested deeper than this stop the run (recursion is not something kernels kpipe rewrites do).
const MAX_CALL_DEPTH: usize = 64;

/// Math functions computed as uninterpreted operations on data (same name, same operands, same
/// result), and folded on integers where C defines them.
const MATH: &[&str] = &[
    "fmaf",
    "fma",
    "__fmaf_rn",
    "__fmul_rn",
    "__fadd_rn",
    "__fsub_rn",
    "__fdiv_rn",
    "__fdividef",
    "sqrtf",
    "sqrt",
    "rsqrtf",
    "expf",
    "__expf",
    "exp",
    "exp2f",
    "logf",
    "__logf",
    "log",
    "tanhf",
    "fabsf",
    "fabs",
    "abs",
    "fminf",
    "fmaxf",
    "__hmul",
    "__hadd",
    "__hsub",
    "__hfma",
    "__hmul2",
    "__hadd2",
    "__hfma2",
    "__hmax",
    "__hmin",
    "__habs",
    "__hneg",
    "powf",
    "sinf",
    "cosf",
    "erff",
    "__frcp_rn",
    "__saturatef",
    "roundf",
    "floorf",
    "ceilf",
    "truncf",
    "__dp4a",
    "__vabsdiffs4",
    "__sad",
    "__usad",
    "__fmul_rz",
    "__hmul_sat",
    "__hfma_sat",
    "__hdiv",
    "hexp",
    "h2exp",
    "__float_to_tf32",
];

/// The comparison operator of a `cuda_fp16.h` ordered comparison (`__heq(a, b)` is `a == b` on
/// halves, a bool; false on a NaN, as C's operators are). Not `__hne`, which is false on a NaN
/// where `!=` is true.
fn half_comparison(name: &str) -> Option<&'static str> {
    Some(match name {
        "__heq" => "==",
        "__hlt" => "<",
        "__hle" => "<=",
        "__hgt" => ">",
        "__hge" => ">=",
        _ => return None,
    })
}

impl<'p> Machine<'p, '_> {
    pub fn call(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        if let Some((src, statements)) = self.expansion(node) {
            return self.in_source(src, |m| m.eval_expansion(&statements, mask));
        }
        let function = node
            .child_by_field_id(*super::fields::FUNCTION)
            .ok_or_else(|| Halt::unsupported("a call form"))?;
        let args: Vec<Node<'p>> = node
            .child_by_field_id(*super::fields::ARGUMENTS)
            .map(parse::named_children)
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a.kind() != "comment")
            .collect();
        let (name, template_args) = match function.kind() {
            "template_function" => (
                function
                    .child_by_field_id(*super::fields::NAME)
                    .map(|n| self.text(n).to_string())
                    .unwrap_or_default(),
                function.child_by_field_id(*super::fields::ARGUMENTS),
            ),
            "qualified_identifier" => {
                let text = self.text(function);
                let inner = function.child_by_field_id(*super::fields::NAME);
                let templ = inner
                    .filter(|n| n.kind() == "template_function")
                    .and_then(|n| n.child_by_field_id(*super::fields::ARGUMENTS));
                let base = text.split('<').next().unwrap_or(text);
                (base.rsplit("::").next().unwrap_or(base).to_string(), templ)
            }
            "identifier" => (self.text(function).to_string(), None),
            "field_expression" => {
                if let Some(lv) = self.struct_method_call(function, &args, mask)? {
                    return self.read_value(&lv, mask);
                }
                return self.method(function, &args, mask);
            }
            // A functional cast: `float(x)`, `half(x)`.
            "primitive_type" | "type_identifier" | "sized_type_specifier" => {
                let to = self.type_of_text(self.text(function)).ok_or_else(|| {
                    Halt::unsupported(format!("the type `{}`", self.text(function)))
                })?;
                let arg = *args
                    .first()
                    .ok_or_else(|| Halt::unsupported("a cast form"))?;
                let (from, lanes) = self.eval(arg, mask)?;
                return self.cast(&lanes, &from, &to, mask);
            }
            // `(T)(x)` with a type parameter `T`: the grammar cannot tell the cast from a call
            // through a variable in parentheses; a name that is a type makes it the cast.
            "parenthesized_expression"
                if args.len() == 1
                    && self
                        .type_of_text(self.text(function).trim_matches(['(', ')', ' ']))
                        .is_some() =>
            {
                let to = self
                    .type_of_text(self.text(function).trim_matches(['(', ')', ' ']))
                    .ok_or_else(|| Halt::unsupported("a cast form"))?;
                let (from, lanes) = self.eval(args[0], mask)?;
                return self.cast(&lanes, &from, &to, mask);
            }
            _ => {
                return Err(Halt::unsupported(format!(
                    "a call through `{}`",
                    self.text(function)
                )))
            }
        };
        let qualified = self.text(function);
        if qualified.contains("wmma::") || super::wmma::is_wmma_call(&name) {
            if let Some(r) = super::wmma::call(self, &name, &args, mask)? {
                return Ok(r);
            }
        }
        if let Some(r) = self.builtin(&name, template_args, &args, mask)? {
            return Ok(r);
        }
        if let Some(lv) = self.own_method_call(&name, &args, mask)? {
            return self.read_value(&lv, mask);
        }
        // A functional cast through a type the grammar reads as a name: `half(x)`, `T(x)`.
        if self.lookup(&name).is_none() && self.prog.functions(&name).is_empty() {
            if let (Some(to), [arg]) = (self.type_of_text(&name), args.as_slice()) {
                let (from, lanes) = self.eval(*arg, mask)?;
                return self.cast(&lanes, &from, &to, mask);
            }
        }
        let prog: &'p super::program::Program = self.prog;
        let (def_src, def) = prog
            .functions(&name)
            .into_iter()
            .find(|(_, d)| parameter_count(*d).is_none_or(|n| n.contains(&args.len())))
            .ok_or_else(|| Halt::unsupported(format!("a call to `{qualified}`")))?;
        self.call_function(def_src, def, template_args, &args, mask)
    }

    /// A macro use's expansion as an expression (its statements run; the last one's value).
    fn eval_expansion(
        &mut self,
        statements: &[Node<'p>],
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        match statements {
            [s] if s.kind() == "expression_statement" => match s.named_child(0) {
                Some(e) => self.eval(e, mask),
                None => Ok((Ty::Void, Lanes::Uni(Value::Int(0)))),
            },
            _ => {
                self.exec_block(statements, mask)?;
                Ok((Ty::Void, Lanes::Uni(Value::Int(0))))
            }
        }
    }

    fn args_values(&mut self, args: &[Node<'p>], mask: &Mask) -> Result<Vec<(Ty, Lanes)>, Halt> {
        args.iter().map(|a| self.eval(*a, mask)).collect()
    }

    /// The builtins; None when `name` is not one.
    /// A device `assert` that fails stops the kernel as `__trap()` does; one that holds in every
    /// running thread does nothing.
    fn device_assert(&mut self, args: &[Node<'p>], mask: &Mask) -> Result<(), Halt> {
        let cond = *args
            .first()
            .ok_or_else(|| Halt::unsupported("`assert` without its condition"))?;
        let (_, fails) = self.split(cond, mask)?;
        if fails.is_empty() {
            Ok(())
        } else {
            Err(Halt::trap(
                "a failed `assert`: the kernel stops at this launch",
            ))
        }
    }

    fn builtin(
        &mut self,
        name: &str,
        template_args: Option<Node<'p>>,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<Option<(Ty, Lanes)>, Halt> {
        let void = || Ok(Some((Ty::Void, Lanes::Uni(Value::Int(0)))));
        if let Some(r) = self.async_builtin(name, template_args, args, mask)? {
            return Ok(Some(r));
        }
        match name {
            // A block guard (`if (blockDim.x != 256) __trap();`): the kernel stops at this launch.
            "__trap" => Err(Halt::trap("`__trap()`: the kernel stops at this launch")),
            "assert" => self.device_assert(args, mask).and_then(|()| void()),
            "__syncthreads" => {
                self.barrier(mask)?;
                void()
            }
            "__syncwarp" => {
                self.args_values(args, mask)?;
                self.mem.sync_warps(mask);
                void()
            }
            "__threadfence_block" | "__threadfence" | "__nanosleep" => {
                self.args_values(args, mask)?;
                void()
            }
            "static_cast" | "reinterpret_cast" | "const_cast" => {
                let ty_node = template_args
                    .and_then(|t| t.named_child(0))
                    .ok_or_else(|| Halt::unsupported("a cast without its type"))?;
                let to = self.type_descriptor(ty_node, mask)?;
                let arg = *args
                    .first()
                    .ok_or_else(|| Halt::unsupported("a cast form"))?;
                let (from, lanes) = self.eval(arg, mask)?;
                self.cast(&lanes, &from, &to, mask).map(Some)
            }
            "__cvta_generic_to_shared" => {
                let (_, lanes) = self.eval(
                    *args
                        .first()
                        .ok_or_else(|| Halt::unsupported("a cvta form"))?,
                    mask,
                )?;
                Ok(Some((ULONG, lanes)))
            }
            "__ldg" | "__ldca" | "__ldcg" | "__ldcs" | "__ldlu" | "__ldcv" => {
                let arg = *args
                    .first()
                    .ok_or_else(|| Halt::unsupported("a load form"))?;
                let (ty, at) = self.eval(arg, mask)?;
                let elem = ty
                    .pointee()
                    .cloned()
                    .ok_or_else(|| Halt::unsupported("`__ldg` of a value that is not a pointer"))?;
                let lv = LValue {
                    ty: elem,
                    place: Place::Mem(at),
                };
                self.read_value(&lv, mask).map(Some)
            }
            "min" | "max" | "umin" | "umax" | "imin" | "imax" => {
                self.min_max(name, args, mask).map(Some)
            }
            "__float_as_int" | "__float_as_uint" | "__int_as_float" | "__uint_as_float" => {
                self.bit_cast(name, args, mask).map(Some)
            }
            "make_float4" | "make_float2" | "make_int4" | "make_int2" | "make_uint4"
            | "make_uint2" | "make_half2" | "__halves2half2" | "make_char4" | "make_uchar4"
            | "make_double2" => self.make_vector(name, args, mask).map(Some),
            "atomicAdd" => self.atomic_add(args, mask).map(Some),
            "memset" => self.memset(args, mask).and_then(|()| void()),
            "__shfl_sync" | "__shfl_xor_sync" | "__shfl_down_sync" | "__shfl_up_sync" => {
                self.shuffle(name, args, mask).map(Some)
            }
            _ => {
                if let Some(r) = self.conversion(name, args, mask)? {
                    return Ok(Some(r));
                }
                if MATH.contains(&name) {
                    return self.math(name, args, mask).map(Some);
                }
                if let Some(op) = half_comparison(name) {
                    let [a, b] = args else {
                        return Err(Halt::unsupported(format!(
                            "`{name}` with {} arguments",
                            args.len()
                        )));
                    };
                    let (a, b) = (self.eval(*a, mask)?, self.eval(*b, mask)?);
                    return self.binary(op, a, b, mask).map(Some);
                }
                Ok(None)
            }
        }
    }

    /// A method call: the `cuda::pipeline` of one thread (`producer_commit`, `consumer_wait`, ...).
    fn method(
        &mut self,
        function: Node<'p>,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        let name = function
            .child_by_field_id(*super::fields::FIELD)
            .map(|f| self.text(f))
            .unwrap_or("");
        self.args_values(args, mask)?;
        match name {
            "producer_acquire" | "consumer_release" => {}
            "producer_commit" => mask.lanes().for_each(|i| self.mem.commit(i)),
            "consumer_wait" => {
                for i in mask.lanes() {
                    let pending = self.mem.asyncs[i].groups.len().saturating_sub(1);
                    self.mem.wait(i, pending, false)?;
                }
            }
            _ => {
                return Err(Halt::unsupported(format!(
                    "the method call `{}`",
                    self.text(function)
                )))
            }
        }
        Ok((Ty::Void, Lanes::Uni(Value::Int(0))))
    }

    /// The async copies' builtins: `__pipeline_*`, and the thread-scope `cuda::pipeline`'s free
    /// functions. None when `name` is not one.
    fn async_builtin(
        &mut self,
        name: &str,
        template_args: Option<Node<'p>>,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<Option<(Ty, Lanes)>, Halt> {
        let void = || Ok(Some((Ty::Void, Lanes::Uni(Value::Int(0)))));
        match name {
            "__pipeline_memcpy_async" | "memcpy_async" => {
                self.pipeline_copy(args, mask).and_then(|_| void())
            }
            "make_pipeline" => Ok(Some((super::types::INT, Lanes::Uni(Value::Int(0))))),
            "aligned_size_t" => {
                let arg = *args
                    .first()
                    .ok_or_else(|| Halt::unsupported("a size form"))?;
                self.eval(arg, mask).map(Some)
            }
            "pipeline_consumer_wait_prior" => {
                let n = template_args
                    .and_then(|t| t.named_child(0))
                    .ok_or_else(|| Halt::unsupported("a wait without its count"))?;
                let n = self.constant(n, mask)?;
                for i in mask.lanes() {
                    self.mem.wait(i, n as usize, false)?;
                }
                void()
            }
            "__pipeline_commit" => {
                for i in mask.lanes() {
                    self.mem.commit(i);
                }
                void()
            }
            "__pipeline_wait_prior" => {
                let n = self.constant(
                    *args
                        .first()
                        .ok_or_else(|| Halt::unsupported("a wait form"))?,
                    mask,
                )?;
                for i in mask.lanes() {
                    self.mem.wait(i, n as usize, false)?;
                }
                void()
            }
            _ => Ok(None),
        }
    }

    /// `__syncthreads()`: every live thread of the block must reach it.
    pub fn barrier(&mut self, mask: &Mask) -> Result<(), Halt> {
        if mask != &self.live {
            return Err(Halt::barrier(format!(
                "a barrier reached by {} of the block's {} running threads",
                mask.count(),
                self.live.count()
            )));
        }
        self.mem.barrier();
        Ok(())
    }

    fn pipeline_copy(&mut self, args: &[Node<'p>], mask: &Mask) -> Result<(), Halt> {
        let vals = self.args_values(args, mask)?;
        if vals.len() < 3 {
            return Err(Halt::unsupported("a `__pipeline_memcpy_async` form"));
        }
        let size = self.uniform_int(&vals[2].1, mask, "a copy's size")? as usize;
        for i in mask.lanes() {
            let zfill = match vals.get(3) {
                Some((_, l)) => match l.get(i) {
                    Value::Int(z) => *z as usize,
                    _ => return Err(Halt::unsupported("a zero fill that is not an integer")),
                },
                None => 0,
            };
            let (dst, src) = (ptr_of(vals[0].1.get(i)), ptr_of(vals[1].1.get(i)));
            let (Some(dst), Some(src)) = (dst, src) else {
                return Err(Halt::unsupported(
                    "an async copy between values that are not addresses",
                ));
            };
            self.mem
                .copy_async(i, dst, src, size, size.saturating_sub(zfill))?;
        }
        Ok(())
    }

    /// `a op b` (or `a op= b`) through the file's `operator op` where an operand is a vector
    /// (`float4 operator*(float4 a, float b)`, as helper_math.h defines them): the operator
    /// is called as the function it is. None where no such operator is defined.
    pub(super) fn overloaded(
        &mut self,
        op: &str,
        (ta, tb): (&Ty, &Ty),
        operands: [Node<'p>; 2],
        mask: &Mask,
    ) -> Result<Option<(Ty, Lanes)>, Halt> {
        let composite = |t: &Ty| matches!(t, Ty::Vector(..));
        if !composite(ta) && !composite(tb) {
            return Ok(None);
        }
        let prog: &'p super::program::Program = self.prog;
        let found = prog
            .functions(&format!("operator{op}"))
            .into_iter()
            .find(|(_, d)| parameter_count(*d).is_none_or(|n| n.contains(&2)));
        match found {
            Some((src, def)) => self
                .call_function(src, def, None, &operands, mask)
                .map(Some),
            None => Ok(None),
        }
    }

    /// `memset(p, byte, n)`: `n` bytes at `p` set to `byte` (a local array cleared before the loop).
    fn memset(&mut self, args: &[Node<'p>], mask: &Mask) -> Result<(), Halt> {
        let vals = self.args_values(args, mask)?;
        let [(_, to), (_, byte), (_, count)] = vals.as_slice() else {
            return Err(Halt::unsupported("a `memset` form"));
        };
        let byte = self.uniform_int(byte, mask, "a `memset` byte")? as u8;
        let count = self.uniform_int(count, mask, "a `memset` size")?;
        let cells = vec![super::memory::Cell::Byte(byte); usize::try_from(count).unwrap_or(0)];
        for i in mask.lanes() {
            let p = ptr_of(to.get(i))
                .ok_or_else(|| Halt::unsupported("a `memset` of a value that is not an address"))?;
            self.mem.write(p, &cells, i as u32)?;
        }
        Ok(())
    }

    fn min_max(&mut self, name: &str, args: &[Node<'p>], mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let vals = self.args_values(args, mask)?;
        let [(ta, a), (tb, b)] = vals.as_slice() else {
            return Err(Halt::unsupported(format!("a `{name}` form")));
        };
        let ty = super::types::common(ta, tb);
        let (a, b) = (
            self.convert_lanes(a, ta, &ty, mask)?,
            self.convert_lanes(b, tb, &ty, mask)?,
        );
        let is_min = name.ends_with("min");
        let unsigned = matches!(ty, Ty::Int { signed: false, .. });
        let code = format!("{}.{}", if is_min { "min" } else { "max" }, ty.op_suffix());
        let lanes = Lanes::zip(&a, &b, mask, |x, y| match (x, y) {
            (Value::Int(x), Value::Int(y)) => {
                let less = if unsigned {
                    (*x as u64) < (*y as u64)
                } else {
                    x < y
                };
                Ok(Value::Int(if less == is_min { *x } else { *y }))
            }
            _ => Ok(Value::Data(Term::op(
                &code,
                &[x.term(ty.size())?, y.term(ty.size())?],
            ))),
        })?;
        Ok((ty, lanes))
    }

    fn bit_cast(
        &mut self,
        name: &str,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        let (_, lanes) = self.eval(
            *args
                .first()
                .ok_or_else(|| Halt::unsupported("a cast form"))?,
            mask,
        )?;
        let to = match name {
            "__float_as_int" => INT,
            "__float_as_uint" => UINT,
            _ => Ty::Float(Fp::F32),
        };
        // The bits stay the bits: a constant keeps them, data keeps its term.
        let lanes = lanes.map(mask, |v| {
            Ok(match v {
                Value::Int(x) if to.is_float() => Value::Bits(*x as u32 as u64),
                Value::Bits(b) if to.is_int() => Value::Int(super::value::wrap(*b as i64, &to)),
                other => other.clone(),
            })
        })?;
        Ok((to, lanes))
    }

    fn make_vector(
        &mut self,
        name: &str,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        let ty_name = match name {
            "__halves2half2" | "make_half2" => "half2".to_string(),
            n => n.trim_start_matches("make_").to_string(),
        };
        let ty = super::types::vector_type(&ty_name)
            .ok_or_else(|| Halt::unsupported(format!("`{name}`")))?;
        let Ty::Vector(elem, n) = &ty else {
            return Err(Halt::unsupported(format!("`{name}`")));
        };
        let vals = self.args_values(args, mask)?;
        if vals.len() != *n as usize {
            return Err(Halt::unsupported(format!("a `{name}` form")));
        }
        let mut parts = Vec::new();
        for (t, l) in &vals {
            parts.push(self.convert_lanes(l, t, elem, mask)?);
        }
        Ok((ty.clone(), super::expr::aggregate(&parts, mask)?))
    }

    fn atomic_add(&mut self, args: &[Node<'p>], mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let vals = self.args_values(args, mask)?;
        let [(tp, at), (tv, v)] = vals.as_slice() else {
            return Err(Halt::unsupported("an `atomicAdd` form"));
        };
        let elem = tp
            .pointee()
            .cloned()
            .ok_or_else(|| Halt::unsupported("`atomicAdd` on a value that is not a pointer"))?;
        let lv = LValue {
            ty: elem.clone(),
            place: Place::Mem(at.clone()),
        };
        let v = self.convert_lanes(v, tv, &elem, mask)?;
        let mut olds = super::value::zeros(self.threads);
        // One lane at a time, in lane order: an order the hardware may take.
        for i in mask.lanes() {
            let one = super::value::Mask::from_fn(self.threads, |j| j == i);
            let old = self.read(&lv, &one)?;
            let (_, new) = self.binary(
                "+",
                (elem.clone(), old.clone()),
                (elem.clone(), v.clone()),
                &one,
            )?;
            self.write(&lv, &new, &one)?;
            olds[i] = old.get(i).clone();
        }
        Ok((elem, Lanes::Var(Rc::new(olds))))
    }

    fn shuffle(&mut self, name: &str, args: &[Node<'p>], mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let vals = self.args_values(args, mask)?;
        if vals.len() < 3 {
            return Err(Halt::unsupported(format!("a `{name}` form")));
        }
        let (ty, v) = vals[1].clone();
        let sel = vals[2].1.clone();
        let width = match vals.get(3) {
            Some((_, w)) => self.uniform_int(w, mask, "a shuffle's width")?,
            None => 32,
        };
        let lanes = Lanes::from_fn(mask, |i| {
            let Value::Int(s) = sel.get(i) else {
                return Err(Halt::data_dependent("a shuffle's lane from loaded data"));
            };
            let lane = (i % 32) as i64;
            let base = lane - lane % width;
            let src = match name {
                "__shfl_sync" => base + s.rem_euclid(width),
                "__shfl_xor_sync" => lane ^ s,
                "__shfl_down_sync" => {
                    if lane + s < base + width {
                        lane + s
                    } else {
                        lane
                    }
                }
                _ => {
                    if lane - s >= base {
                        lane - s
                    } else {
                        lane
                    }
                }
            };
            let j = i - (i % 32) + src as usize;
            if !mask.has(j) {
                return Err(Halt::unsupported(
                    "a shuffle from a lane that is not running",
                ));
            }
            Ok(v.get(j).clone())
        })?;
        Ok((ty, lanes))
    }

    /// Type conversions by intrinsic: `__float2half`, `__half2float`, `__int2float_rn`, ...
    fn conversion(
        &mut self,
        name: &str,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<Option<(Ty, Lanes)>, Halt> {
        let Some((to, rounding)) = conversion_target(name) else {
            return Ok(None);
        };
        let (from, lanes) = self.eval(
            *args
                .first()
                .ok_or_else(|| Halt::unsupported("a conversion form"))?,
            mask,
        )?;
        let code = format!("{name}.{}", from.op_suffix());
        // Values are folded only where C's conversion rounds as the intrinsic does (to nearest);
        // a directed rounding stays an operation on its operand.
        let lanes = lanes.map(mask, |v| match v {
            Value::Int(_) | Value::Bits(_) if matches!(rounding, "" | "rn") => {
                convert(v, &from, &to)
            }
            other => Ok(Value::Data(Term::op(&code, &[other.term(from.size())?]))),
        })?;
        Ok(Some((to, lanes)))
    }

    fn math(&mut self, name: &str, args: &[Node<'p>], mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let vals = self.args_values(args, mask)?;
        let ty = vals
            .iter()
            .map(|(t, _)| t.clone())
            .reduce(|a, b| {
                if a.is_arith() && b.is_arith() {
                    super::types::common(&a, &b)
                } else {
                    a
                }
            })
            .unwrap_or(Ty::Float(Fp::F32));
        let ty = match name {
            n if n.ends_with('f') && ty.is_int() => Ty::Float(Fp::F32),
            _ => ty,
        };
        let code = format!("{name}.{}", ty.op_suffix());
        let mut converted = Vec::new();
        for (t, l) in &vals {
            let c = if t.is_arith() && ty.is_arith() {
                self.convert_lanes(l, t, &ty, mask)?
            } else {
                l.clone()
            };
            converted.push((t.clone(), c));
        }
        let lanes = Lanes::from_fn(mask, |i| {
            let mut terms = Vec::new();
            for (t, l) in &converted {
                let size = if t.is_arith() { ty.size() } else { t.size() };
                terms.push(l.get(i).term(size)?);
            }
            Ok(Value::Data(Term::op(&code, &terms)))
        })?;
        Ok((ty, lanes))
    }

    /// A `__device__` function's body run as a call: its value.
    pub fn call_function(
        &mut self,
        def_src: usize,
        def: Node<'p>,
        template_args: Option<Node<'p>>,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        let returned = self.invoke(def_src, def, template_args, args, None, mask)?;
        self.read_value(&returned, mask)
    }

    /// A function's (or, with `this`, a method's) body run as a call: the place it returns a
    /// reference to, or its value as a place of none.
    pub fn invoke(
        &mut self,
        def_src: usize,
        def: Node<'p>,
        template_args: Option<Node<'p>>,
        args: &[Node<'p>],
        this: Option<(Rc<StructTy>, Lanes)>,
        mask: &Mask,
    ) -> Result<LValue, Halt> {
        if self.calls_depth >= MAX_CALL_DEPTH {
            return Err(Halt::unsupported("calls nested too deep (recursion)"));
        }
        let (function, template_params) = match def.kind() {
            "template_declaration" => (
                parse::named_children(def)
                    .into_iter()
                    .find(|c| c.kind() == "function_definition")
                    .ok_or_else(|| Halt::unsupported("a template form"))?,
                def.child_by_field_id(*super::fields::PARAMETERS),
            ),
            _ => (def, None),
        };
        // Arguments are evaluated in the caller: places for references, values otherwise.
        let params = function_params(function);
        if params.len() != args.len() {
            return Err(Halt::unsupported("a call with default arguments"));
        }
        let mut bound: Vec<(String, Binding)> = Vec::new();
        let mut template_bindings: Vec<TemplateBinding> = Vec::new();
        if let Some(tp) = template_params {
            let site = super::deduce::CallSite {
                params: &params,
                args,
            };
            template_bindings = self.template_bindings(def_src, tp, template_args, &site, mask)?;
        }
        let (param_types, ret_ty, by_reference) =
            self.signature(def_src, function, &params, &template_bindings, mask)?;
        for ((name, ty, reference), arg) in param_types.into_iter().zip(args) {
            bound.push((name, self.argument(*arg, ty, reference, mask)?));
        }
        let body = function
            .child_by_field_id(*super::fields::BODY)
            .ok_or_else(|| Halt::unsupported("a function without a body"))?;
        self.calls_depth += 1;
        let caller_src = std::mem::replace(&mut self.src, def_src);
        self.push_frame(ret_ty.clone());
        self.set_frame_by_reference(by_reference);
        self.bind_template(&template_bindings);
        if let Some((st, at)) = &this {
            self.bind_object(st, at, mask)?;
        }
        for (name, b) in bound {
            match b {
                // By-value parameters are variables the body may change.
                Binding::Val(ty, lanes) => {
                    self.new_var(&name, ty, lanes)?;
                }
                other => self.bind(&name, other),
            }
        }
        let result = self.exec(body, mask);
        let ret = self.pop_frame();
        self.src = caller_src;
        self.calls_depth -= 1;
        result?;
        let lanes = ret.unwrap_or(Lanes::Uni(Value::Int(0)));
        Ok(LValue {
            ty: ret_ty,
            place: if by_reference {
                Place::Mem(lanes)
            } else {
                Place::Value(lanes)
            },
        })
    }

    /// A definition's parameters (name, type, by reference), its return type and whether it
    /// returns a reference, read in the definition's source with its template parameters bound.
    #[allow(clippy::type_complexity)]
    fn signature(
        &mut self,
        def_src: usize,
        function: Node<'p>,
        params: &[Node<'p>],
        template_bindings: &[TemplateBinding],
        mask: &Mask,
    ) -> Result<(Vec<(String, Option<Ty>, bool)>, Ty, bool), Halt> {
        let caller_src = std::mem::replace(&mut self.src, def_src);
        self.push_frame(Ty::Void);
        self.bind_template(template_bindings);
        let mut read = || -> Result<Vec<(String, Option<Ty>, bool)>, Halt> {
            let mut param_types = Vec::new();
            for p in params {
                let base = match p.child_by_field_id(*super::fields::TYPE) {
                    Some(t) => self.type_of_node(t, mask),
                    None => None,
                };
                let (name, ty, reference, _) = match p.child_by_field_id(*super::fields::DECLARATOR)
                {
                    Some(d) => self.declarator(base, d, mask)?,
                    None => (String::new(), base, false, None),
                };
                param_types.push((name, ty, reference));
            }
            Ok(param_types)
        };
        let param_types = read();
        let ret_ty = function
            .child_by_field_id(*super::fields::TYPE)
            .and_then(|t| self.type_of_node(t, mask))
            .unwrap_or(Ty::Void);
        let by_reference = function
            .child_by_field_id(*super::fields::DECLARATOR)
            .is_some_and(|d| d.kind() == "reference_declarator");
        self.pop_frame();
        self.src = caller_src;
        Ok((param_types?, ret_ty, by_reference))
    }

    /// An argument as its parameter binds it (in the caller): the place for a reference, else the
    /// value converted to the parameter's type (an array parameter is a pointer).
    fn argument(
        &mut self,
        arg: Node<'p>,
        ty: Option<Ty>,
        reference: bool,
        mask: &Mask,
    ) -> Result<Binding, Halt> {
        // An array of fragments (`fragment<..> acc[M][N]`) has no address to pass: the parameter
        // names the caller's array, which is what the array's decayed pointer would reach.
        let fragments = matches!(&ty, Some(t @ Ty::Array(..))
            if matches!(super::machine::scalar_elem(t), Ty::Frag(_)));
        if reference || fragments {
            return Ok(Binding::Ref(self.place(arg, mask)?));
        }
        let (from, lanes) = self.eval(arg, mask)?;
        let ty = match ty.unwrap_or_else(|| from.clone()) {
            Ty::Array(e, _) => Ty::Ptr(e),
            t => t,
        };
        let lanes = match (&from, &ty) {
            (_, Ty::Ptr(_)) | (Ty::Frag(_), _) | (Ty::Vector(..), _) => lanes,
            _ => self.convert_lanes(&lanes, &from, &ty, mask)?,
        };
        Ok(Binding::Val(ty, lanes))
    }

    /// A template's parameters bound at a call: to the arguments it writes, else deduced from
    /// its arguments, else to their defaults (`deduce.rs`).
    fn template_bindings(
        &mut self,
        def_src: usize,
        params: Node<'p>,
        args: Option<Node<'p>>,
        site: &super::deduce::CallSite<'_, 'p>,
        mask: &Mask,
    ) -> Result<Vec<TemplateBinding>, Halt> {
        let args: Vec<Node<'p>> = args.map(parse::list_items).unwrap_or_default();
        let params = parse::list_items(params);
        if args.len() > params.len() {
            return Err(Halt::unsupported("more template arguments than parameters"));
        }
        let mut out = Vec::new();
        for (i, p) in params.into_iter().enumerate() {
            let name = super::deduce::param_name(self.prog.text(def_src), p);
            let is_type = super::deduce::is_type_param(p);
            let binding = match args.get(i) {
                Some(a) => self.explicit_template_arg(*a, is_type, mask)?,
                None => match self.deduce(def_src, &name, site, mask) {
                    Some(Ok(ty)) if is_type => Ok(ty),
                    Some(Err(n)) if !is_type => Err((INT, Lanes::Uni(Value::Int(n)))),
                    _ => self.default_template_arg(def_src, p, is_type, &out, mask)?,
                },
            };
            out.push((name, binding));
        }
        Ok(out)
    }

    /// A template argument written at the call: a type, or a constant.
    fn explicit_template_arg(
        &mut self,
        a: Node<'p>,
        is_type: bool,
        mask: &Mask,
    ) -> Result<Result<Ty, (Ty, Lanes)>, Halt> {
        if is_type {
            return Ok(Ok(self.type_descriptor(a, mask)?));
        }
        let value = if a.kind() == "type_descriptor" {
            // `f<BM>`: a name read as a type; it is a constant.
            let text = self.text(a).to_string();
            let v = self
                .prog
                .symbols
                .eval(&text)
                .ok()
                .or_else(|| self.lookup_int(&text))
                .ok_or_else(|| Halt::unsupported(format!("the template argument `{text}`")))?;
            Value::Int(v)
        } else {
            Value::Int(self.constant(a, mask)?)
        };
        Ok(Err((INT, Lanes::Uni(value))))
    }

    /// Template parameters bound in the current frame: types as types, values as values.
    fn bind_template(&mut self, bindings: &[TemplateBinding]) {
        for (name, b) in bindings {
            match b {
                Ok(ty) => self.bind_type(name, ty.clone()),
                Err((ty, lanes)) => self.bind(name, Binding::Val(ty.clone(), lanes.clone())),
            }
        }
    }

    /// A template parameter's default, read in the definition with the parameters before it bound.
    fn default_template_arg(
        &mut self,
        def_src: usize,
        p: Node<'p>,
        is_type: bool,
        before: &[TemplateBinding],
        mask: &Mask,
    ) -> Result<Result<Ty, (Ty, Lanes)>, Halt> {
        let field = if is_type {
            &super::fields::DEFAULT_TYPE
        } else {
            &super::fields::DEFAULT_VALUE
        };
        let name = super::deduce::param_name(self.prog.text(def_src), p);
        let default = p
            .child_by_field_id(**field)
            .ok_or_else(|| super::deduce::undeduced(&name))?;
        let caller_src = std::mem::replace(&mut self.src, def_src);
        self.push_frame(Ty::Void);
        self.bind_template(before);
        let value = self.explicit_template_arg(default, is_type, mask);
        self.pop_frame();
        self.src = caller_src;
        value
    }

    /// The integer a name holds in every thread (a constant computed in the kernel, such as
    /// `constexpr unsigned BITS = log2(BK / 8);`, may be held per thread though it is the same).
    fn lookup_int(&self, name: &str) -> Option<i64> {
        let lanes = match self.lookup(name)? {
            Binding::Val(_, lanes) => lanes,
            Binding::Var(slot) if self.vars[*slot].spilled.is_none() => &self.vars[*slot].lanes,
            _ => return None,
        };
        match lanes.uniform(&self.live) {
            Some(Value::Int(v)) => Some(*v),
            _ => None,
        }
    }

    /// Float bits for a literal of type `fp` (for builtins that take constants).
    pub fn float_constant(v: f64, fp: Fp) -> Value {
        Value::Bits(float_bits(v, fp))
    }
}

/// A template parameter bound at a call: its name, and the type or the value it stands for.
type TemplateBinding = (String, Result<Ty, (Ty, Lanes)>);

/// A function definition's parameter declarations.
fn function_params(function: Node) -> Vec<Node> {
    let mut d = function.child_by_field_id(*super::fields::DECLARATOR);
    while let Some(decl) = d {
        if decl.kind() == "function_declarator" {
            return decl
                .child_by_field_id(*super::fields::PARAMETERS)
                .map(parse::named_children)
                .unwrap_or_default()
                .into_iter()
                .filter(|p| p.kind() == "parameter_declaration")
                .collect();
        }
        d = match decl.kind() {
            // `float &operator[](int i)`: the function's declarator is inside the reference's.
            "reference_declarator" => decl.named_child(0),
            _ => decl.child_by_field_id(*super::fields::DECLARATOR),
        };
    }
    Vec::new()
}

/// How many arguments a definition takes (None: cannot tell).
pub fn parameter_count(def: Node) -> Option<std::ops::RangeInclusive<usize>> {
    let function = match def.kind() {
        "template_declaration" => parse::named_children(def)
            .into_iter()
            .find(|c| c.kind() == "function_definition")?,
        _ => def,
    };
    let n = function_params(function).len();
    Some(n..=n)
}

/// The target type and rounding of a conversion intrinsic named `__FROM2TO[_ROUNDING]`
/// (`__uint2float_rd`, `__float2half_rn`, `__half2float`, `__float2ull_rz`): None for any other name.
fn conversion_target(name: &str) -> Option<(Ty, &str)> {
    let rest = name.strip_prefix("__")?;
    let (types, rounding) = match rest.rsplit_once('_') {
        Some((t, r)) if matches!(r, "rn" | "rz" | "rd" | "ru") => (t, r),
        _ => (rest, ""),
    };
    const TYPES: [&str; 9] = [
        "float", "double", "half", "bfloat16", "int", "uint", "ll", "ull", "short",
    ];
    // `__half22float2` and the like convert pairs: not this (`2float2` is no target).
    let (_, to) = types
        .split_once('2')
        .filter(|(from, _)| TYPES.contains(from))?;
    let to = match to {
        "float" => Ty::Float(Fp::F32),
        "double" => Ty::Float(Fp::F64),
        "half" => Ty::Float(Fp::F16),
        "bfloat16" => Ty::Float(Fp::Bf16),
        "int" => INT,
        "uint" => UINT,
        "ll" => LONG,
        "ull" => ULONG,
        _ => return None,
    };
    Some((to, rounding))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversion_intrinsics_are_read_from_their_names() {
        assert_eq!(
            conversion_target("__uint2float_rd"),
            Some((Ty::Float(Fp::F32), "rd"))
        );
        assert_eq!(conversion_target("__float2uint_rd"), Some((UINT, "rd")));
        assert_eq!(
            conversion_target("__half2float"),
            Some((Ty::Float(Fp::F32), ""))
        );
        assert_eq!(conversion_target("__float2ull_rz"), Some((ULONG, "rz")));
        assert_eq!(conversion_target("__double2ll_rn"), Some((LONG, "rn")));
        // Pairs, and names that are not conversions.
        assert_eq!(conversion_target("__half22float2"), None);
        assert_eq!(conversion_target("__floats2half2_rn"), None);
        assert_eq!(conversion_target("__syncthreads"), None);
    }
}
