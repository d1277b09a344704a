//! Expressions: literals, names, the operators of C (through the one operator table in `value`),
//! pointer arithmetic, casts, `?:` and the short-circuit operators, which split the lanes.

use super::machine::{Binding, Machine};
use super::machine::{LValue, Place};
use super::types::{Fp, Ty, INT, LONG, UINT, ULONG};
use super::value::{convert, float_bits, unary, BinaryOp, Lanes, Mask, Ptr, Region, Value};
use super::Halt;
use crate::source::parse;
use std::rc::Rc;
use tree_sitter::Node;

impl<'p> Machine<'p, '_> {
    /// The type and the lanes of an expression, evaluated for the lanes of `mask`.
    pub fn eval(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        self.eval_kind(node, mask).map_err(|h| self.locate(h, node))
    }

    fn eval_kind(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        match node.kind() {
            "number_literal" => number(self.text(node)),
            "char_literal" => {
                let text = self.text(node);
                let c = text.trim_matches('\'').chars().next().unwrap_or('\0');
                Ok((INT, Lanes::Uni(Value::Int(c as i64))))
            }
            "true" => Ok((Ty::Bool, Lanes::Uni(Value::Int(1)))),
            "false" => Ok((Ty::Bool, Lanes::Uni(Value::Int(0)))),
            "null" | "nullptr" => Ok((Ty::Ptr(Box::new(Ty::Void)), Lanes::Uni(Value::Int(0)))),
            "parenthesized_expression" => match node.named_child(0) {
                Some(inner) => self.eval(inner, mask),
                None => Err(Halt::unsupported("empty parentheses")),
            },
            "identifier" | "this" => self.eval_name(node, mask),
            "qualified_identifier" => self.eval_qualified(node),
            "field_expression" => self.eval_field(node, mask),
            "subscript_expression" => {
                let lv = self.place(node, mask)?;
                self.read_value(&lv, mask)
            }
            "pointer_expression" => {
                let op = node
                    .child_by_field_id(*super::fields::OPERATOR)
                    .map(|o| self.text(o))
                    .unwrap_or("*");
                if op == "&" {
                    let arg = node
                        .child_by_field_id(*super::fields::ARGUMENT)
                        .ok_or_else(|| Halt::unsupported("an address-of form"))?;
                    let lv = self.place(arg, mask)?;
                    let at = self.address(&lv)?;
                    // `&array` is the array's address, typed as a pointer to the array.
                    let ty = Ty::Ptr(Box::new(lv.ty.clone()));
                    Ok((ty, at))
                } else {
                    let lv = self.place(node, mask)?;
                    self.read_value(&lv, mask)
                }
            }
            "binary_expression" => {
                // Operators count towards the run's budget too (a 20,000-term sum is one statement).
                self.charge(mask.count())?;
                self.eval_binary(node, mask)
            }
            "unary_expression" => self.eval_unary(node, mask),
            "update_expression" => self.eval_update(node, mask),
            "assignment_expression" => self.eval_assignment(node, mask),
            "conditional_expression" => self.eval_conditional(node, mask),
            "cast_expression" => {
                let ty_node = node
                    .child_by_field_id(*super::fields::TYPE)
                    .ok_or_else(|| Halt::unsupported("a cast form"))?;
                let value = node
                    .child_by_field_id(*super::fields::VALUE)
                    .ok_or_else(|| Halt::unsupported("a cast form"))?;
                let to = self.type_descriptor(ty_node, mask)?;
                let (from, lanes) = self.eval(value, mask)?;
                self.cast(&lanes, &from, &to, mask)
            }
            "comma_expression" => {
                let left = node
                    .child_by_field_id(*super::fields::LEFT)
                    .ok_or_else(|| Halt::unsupported("a comma form"))?;
                let right = node
                    .child_by_field_id(*super::fields::RIGHT)
                    .ok_or_else(|| Halt::unsupported("a comma form"))?;
                self.eval(left, mask)?;
                self.eval(right, mask)
            }
            "sizeof_expression" => self.eval_sizeof(node, mask),
            "call_expression" => self.call(node, mask),
            "gnu_asm_expression" => {
                super::ptx::asm(self, node, mask)?;
                Ok((Ty::Void, Lanes::Uni(Value::Int(0))))
            }
            other => Err(Halt::unsupported(format!(
                "a `{other}` expression (`{}`)",
                super::machine::first_line(self.text(node))
            ))),
        }
    }

    /// A place's value; an array in memory decays to a pointer to its first element.
    pub fn read_value(&mut self, lv: &LValue, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let lanes = self.read(lv, mask)?;
        let ty = match (&lv.ty, &lv.place) {
            (Ty::Array(..), Place::Mem(_)) => lv.ty.decayed(),
            (t, _) => t.clone(),
        };
        Ok((ty, lanes))
    }

    fn eval_name(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let name = self.text(node);
        if self.lookup(name).is_some() {
            let lv = self.place(node, mask)?;
            return self.read_value(&lv, mask);
        }
        if let Some((src, statements)) = self.expansion(node) {
            if let [s] = statements.as_slice() {
                if let Some(e) = s.named_child(0) {
                    return self.in_source(src, |m| m.eval(e, mask));
                }
            }
        }
        match name {
            "warpSize" => return Ok((INT, Lanes::Uni(Value::Int(32)))),
            "NULL" => return Ok((Ty::Ptr(Box::new(Ty::Void)), Lanes::Uni(Value::Int(0)))),
            _ => {}
        }
        if let Some((fp, v)) = float_constant(name) {
            return Ok((Ty::Float(fp), Lanes::Uni(Value::Bits(float_bits(v, fp)))));
        }
        match self.prog.symbols.eval(name) {
            Ok(v) => Ok((int_type_of(v), Lanes::Uni(Value::Int(v)))),
            Err(e) => Err(Halt::unsupported(format!(
                "the name `{name}` has no value kpipe knows ({})",
                e.0
            ))),
        }
    }

    fn eval_qualified(&mut self, node: Node<'p>) -> Result<(Ty, Lanes), Halt> {
        let text = self.text(node);
        let last = text.rsplit("::").next().unwrap_or(text).trim();
        if let Some(layout) = super::wmma::layout_constant(last) {
            return Ok((INT, Lanes::Uni(Value::Int(layout))));
        }
        match self
            .prog
            .symbols
            .eval(text)
            .or_else(|_| self.prog.symbols.eval(last))
        {
            Ok(v) => Ok((int_type_of(v), Lanes::Uni(Value::Int(v)))),
            Err(_) => Err(Halt::unsupported(format!("the name `{text}`"))),
        }
    }

    fn eval_field(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let base = node.child_by_field_id(*super::fields::ARGUMENT);
        let field = node
            .child_by_field_id(*super::fields::FIELD)
            .map(|f| self.text(f))
            .unwrap_or("");
        if let Some(base) = base.filter(|b| b.kind() == "identifier") {
            let name = self.text(base);
            if self.lookup(name).is_none() {
                let axis = match field {
                    "x" => Some(0),
                    "y" => Some(1),
                    "z" => Some(2),
                    _ => None,
                };
                if let Some(axis) = axis {
                    let g = self.geometry;
                    let lanes = match name {
                        "threadIdx" => Some(self.tid[axis].clone()),
                        "blockIdx" => Some(Lanes::Uni(Value::Int(g.block_idx[axis]))),
                        "blockDim" => Some(Lanes::Uni(Value::Int(g.block_dim[axis]))),
                        "gridDim" => Some(Lanes::Uni(Value::Int(g.grid_dim[axis]))),
                        _ => None,
                    };
                    if let Some(lanes) = lanes {
                        return Ok((UINT, lanes));
                    }
                }
            }
        }
        if field == "num_elements" {
            if let Some(base) = base {
                let lv = self.place(base, mask)?;
                if let Ty::Frag(f) = &lv.ty {
                    let n = super::wmma::elements_per_lane(f) as i64;
                    return Ok((INT, Lanes::Uni(Value::Int(n))));
                }
            }
        }
        let lv = self.place(node, mask)?;
        self.read_value(&lv, mask)
    }

    fn eval_binary(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let op = node
            .child_by_field_id(*super::fields::OPERATOR)
            .map(|o| self.text(o).to_string())
            .unwrap_or_default();
        let left = node
            .child_by_field_id(*super::fields::LEFT)
            .ok_or_else(|| Halt::unsupported("a binary form"))?;
        let right = node
            .child_by_field_id(*super::fields::RIGHT)
            .ok_or_else(|| Halt::unsupported("a binary form"))?;
        if op == "&&" || op == "||" {
            // Short circuit: the right side runs only in the lanes the left side leaves open.
            let (yes, no) = self.split(left, mask)?;
            let (decided, open) = if op == "&&" { (&no, &yes) } else { (&yes, &no) };
            let (r_yes, _) = self.split(right, open)?;
            let truth = if op == "&&" { r_yes } else { yes.or(&r_yes) };
            let _ = decided;
            let lanes = Lanes::from_fn(mask, |i| Ok(Value::Int(truth.has(i) as i64)))?;
            return Ok((Ty::Bool, lanes));
        }
        let a = self.eval(left, mask)?;
        let b = self.eval(right, mask)?;
        if let Some(r) = self.overloaded(&op, (&a.0, &b.0), [left, right], mask)? {
            return Ok(r);
        }
        self.binary(&op, a, b, mask)
    }

    /// `a op b`, pointers included.
    pub fn binary(
        &mut self,
        op: &str,
        (ta, a): (Ty, Lanes),
        (tb, b): (Ty, Lanes),
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        let a_ptr = is_pointer(&ta, &a, mask);
        let b_ptr = is_pointer(&tb, &b, mask);
        if a_ptr || b_ptr {
            return self.pointer_binary(op, (ta, a, a_ptr), (tb, b, b_ptr), mask);
        }
        let bop = BinaryOp::new(op, &ta, &tb)?;
        let a = self.convert_lanes(&a, &ta, &bop.operands, mask)?;
        let rhs_ty = if matches!(op, "<<" | ">>") {
            &tb
        } else {
            &bop.operands
        };
        let b = self.convert_lanes(&b, &tb, rhs_ty, mask)?;
        let lanes = bop.lanes(&a, &b, mask)?;
        Ok((bop.result, lanes))
    }

    fn pointer_binary(
        &mut self,
        op: &str,
        (ta, a, a_ptr): (Ty, Lanes, bool),
        (tb, b, b_ptr): (Ty, Lanes, bool),
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        let step = |t: &Ty| match t.pointee() {
            Some(Ty::Void) | None => 1,
            Some(e) => e.size().max(1) as i64,
        };
        match (op, a_ptr, b_ptr) {
            ("+" | "-", true, false) => {
                let s = if op == "-" { -step(&ta) } else { step(&ta) };
                Ok((ta.decayed(), self.offset(&a, &b, s, mask)?))
            }
            ("+", false, true) => Ok((tb.decayed(), self.offset(&b, &a, step(&tb), mask)?)),
            (_, true, true) => {
                let s = step(&ta);
                let lanes = Lanes::zip(&a, &b, mask, |x, y| match (x, y) {
                    (Value::Ptr(p), Value::Ptr(q)) if p.region == q.region => {
                        let d = p.off - q.off;
                        Ok(Value::Int(match op {
                            "-" => d / s,
                            "==" => (d == 0) as i64,
                            "!=" => (d != 0) as i64,
                            "<" => (d < 0) as i64,
                            ">" => (d > 0) as i64,
                            "<=" => (d <= 0) as i64,
                            ">=" => (d >= 0) as i64,
                            _ => return Err(Halt::unsupported(format!("`{op}` on two pointers"))),
                        }))
                    }
                    // A null pointer (`NULL`, `nullptr`, `0`) compared with one: a pointer into
                    // an array is never null, two nulls are equal.
                    (Value::Ptr(_), Value::Int(0)) | (Value::Int(0), Value::Ptr(_))
                        if matches!(op, "==" | "!=") =>
                    {
                        Ok(Value::Int((op == "!=") as i64))
                    }
                    (Value::Int(0), Value::Int(0)) if matches!(op, "==" | "!=") => {
                        Ok(Value::Int((op == "==") as i64))
                    }
                    _ => Err(Halt::unsupported("pointers into different arrays compared")),
                })?;
                Ok((if op == "-" { LONG } else { Ty::Bool }, lanes))
            }
            // `p != 0`: an integer compared with a pointer can only be the null constant.
            ("==" | "!=", _, _) => {
                let lanes = Lanes::zip(&a, &b, mask, |x, y| match (x, y) {
                    (Value::Ptr(_), Value::Int(0)) | (Value::Int(0), Value::Ptr(_)) => {
                        Ok(Value::Int((op == "!=") as i64))
                    }
                    (Value::Int(0), Value::Int(0)) => Ok(Value::Int((op == "==") as i64)),
                    _ => Err(Halt::unsupported("a pointer compared with an integer")),
                })?;
                Ok((Ty::Bool, lanes))
            }
            // A swizzle of a shared address by its own bits (`a ^ ((a & MASK) >> BITS)`, the
            // byte offset of an `ldmatrix`): an address in the same array's window, the bits of
            // its offset flipped. Shared memory starts at offset 0 of the window here, as the
            // kernel's first (or only, dynamic) buffer does on the GPU, so the swizzle flips the
            // same bits it flips there.
            ("^", true, false) | ("^", false, true) => {
                let (pointer, other) = if a_ptr { (&a, &b) } else { (&b, &a) };
                let mem = &self.mem;
                let lanes = Lanes::zip(pointer, other, mask, |p, x| {
                    match (p, x) {
                    (Value::Ptr(p), Value::Int(x))
                        if p.region == Region::Shared && mem.shared_array_start(p.off) == Some(0) =>
                    {
                        Ok(Value::Ptr(Ptr { off: p.off ^ x, ..*p }))
                    }
                    (Value::Ptr(p), Value::Int(_)) if p.region == Region::Shared => Err(Halt::unsupported(
                        "a swizzle (`^`) of an address in a shared array that does not start the shared window: the bits it flips depend on where nvcc places the array",
                    )),
                    _ => Err(Halt::unsupported("the operator `^` on a pointer")),
                }
                })?;
                Ok((if a_ptr { ta } else { tb }, lanes))
            }
            ("&" | "|" | "%" | ">>" | "<<", true, false) => {
                // Alignment arithmetic on an address: the offset within its array decides.
                let bop = BinaryOp::new(op, &ULONG, &tb)?;
                let lanes = Lanes::zip(&a, &b, mask, |x, y| match x {
                    Value::Ptr(p) => bop.apply(&Value::Int(p.off), y),
                    other => bop.apply(other, y),
                })?;
                Ok((bop.result, lanes))
            }
            _ => Err(Halt::unsupported(format!(
                "the operator `{op}` on a pointer"
            ))),
        }
    }

    fn eval_unary(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let op = node
            .child_by_field_id(*super::fields::OPERATOR)
            .map(|o| self.text(o).to_string())
            .unwrap_or_default();
        let arg = node
            .child_by_field_id(*super::fields::ARGUMENT)
            .ok_or_else(|| Halt::unsupported("a unary form"))?;
        let (ty, lanes) = self.eval(arg, mask)?;
        let ty = if op == "!" {
            ty
        } else {
            super::types::promoted(&ty)
        };
        let lanes = if op == "!" {
            lanes
        } else {
            self.convert_lanes(&lanes, &ty, &ty, mask)?
        };
        let code = super::value::unary_code(&op, &ty);
        let out = lanes.map(mask, |v| unary(&op, v, &ty, code))?;
        Ok((if op == "!" { Ty::Bool } else { ty }, out))
    }

    fn eval_update(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let text = self.text(node);
        let arg = node
            .child_by_field_id(*super::fields::ARGUMENT)
            .ok_or_else(|| Halt::unsupported("an increment form"))?;
        let op_node = node.child_by_field_id(*super::fields::OPERATOR);
        let prefix = op_node.is_some_and(|o| o.start_byte() < arg.start_byte());
        let op = if text.contains("++") { "+" } else { "-" };
        let lv = self.place(arg, mask)?;
        let (ty, old) = self.read_value(&lv, mask)?;
        let (_, new) = self.binary(
            op,
            (ty.clone(), old.clone()),
            (INT, Lanes::Uni(Value::Int(1))),
            mask,
        )?;
        let new = if is_pointer(&ty, &new, mask) {
            new
        } else {
            let (nt, _) = (super::types::common(&ty, &INT), ());
            self.convert_lanes(&new, &nt, &ty, mask)?
        };
        self.write(&lv, &new, mask)?;
        Ok((ty, if prefix { new } else { old }))
    }

    fn eval_assignment(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let op = node
            .child_by_field_id(*super::fields::OPERATOR)
            .map(|o| self.text(o).to_string())
            .unwrap_or_else(|| "=".into());
        let left = node
            .child_by_field_id(*super::fields::LEFT)
            .ok_or_else(|| Halt::unsupported("an assignment form"))?;
        let right = node
            .child_by_field_id(*super::fields::RIGHT)
            .ok_or_else(|| Halt::unsupported("an assignment form"))?;
        let lv = self.place(left, mask)?;
        // `v = {a, b, c, d};`: the braces build a value of the place's type.
        if op == "=" && right.kind() == "initializer_list" {
            let value = self.init_aggregate(&lv.ty, right, mask)?;
            self.write(&lv, &value, mask)?;
            return Ok((lv.ty.clone(), value));
        }
        let (rt, rv) = self.eval(right, mask)?;
        if op != "=" {
            if let Some(r) = self.overloaded(&op, (&lv.ty, &rt), [left, right], mask)? {
                return Ok(r);
            }
        }
        let value = if op == "=" {
            self.assign_convert(&rv, &rt, &lv.ty, mask)?
        } else {
            let bin = &op[..op.len() - 1];
            let (ty, old) = self.read_value(&lv, mask)?;
            let (nt, new) = self.binary(bin, (ty, old), (rt, rv), mask)?;
            self.assign_convert(&new, &nt, &lv.ty, mask)?
        };
        self.write(&lv, &value, mask)?;
        Ok((lv.ty.clone(), value))
    }

    /// A value converted to a place's type for an assignment (a pointer keeps its address).
    fn assign_convert(&self, v: &Lanes, from: &Ty, to: &Ty, mask: &Mask) -> Result<Lanes, Halt> {
        match (from, to) {
            (_, Ty::Ptr(_)) | (Ty::Frag(_), _) | (Ty::Vector(..), Ty::Vector(..)) => Ok(v.clone()),
            _ => self.convert_lanes(v, from, to, mask),
        }
    }

    fn eval_conditional(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let cond = node
            .child_by_field_id(*super::fields::CONDITION)
            .ok_or_else(|| Halt::unsupported("a `?:` form"))?;
        let yes_node = node
            .child_by_field_id(*super::fields::CONSEQUENCE)
            .ok_or_else(|| Halt::unsupported("a `?:` form"))?;
        let no_node = node
            .child_by_field_id(*super::fields::ALTERNATIVE)
            .ok_or_else(|| Halt::unsupported("a `?:` form"))?;
        let (yes, no) = self.split(cond, mask)?;
        let a = if yes.is_empty() {
            None
        } else {
            Some(self.eval(yes_node, &yes)?)
        };
        let b = if no.is_empty() {
            None
        } else {
            Some(self.eval(no_node, &no)?)
        };
        let ty = match (&a, &b) {
            (Some((ta, _)), Some((tb, _))) if ta.is_arith() && tb.is_arith() => {
                super::types::common(ta, tb)
            }
            (Some((ta, _)), _) => ta.clone(),
            (None, Some((tb, _))) => tb.clone(),
            (None, None) => return Ok((INT, Lanes::Uni(Value::Int(0)))),
        };
        let a = match a {
            Some((t, l)) => Some(self.assign_convert(&l, &t, &ty, &yes)?),
            None => None,
        };
        let b = match b {
            Some((t, l)) => Some(self.assign_convert(&l, &t, &ty, &no)?),
            None => None,
        };
        let lanes = Lanes::from_fn(mask, |i| {
            Ok(if yes.has(i) {
                a.as_ref().map(|l| l.get(i).clone())
            } else {
                b.as_ref().map(|l| l.get(i).clone())
            }
            .unwrap_or(Value::Int(0)))
        })?;
        Ok((ty, lanes))
    }

    fn eval_sizeof(&mut self, node: Node<'p>, mask: &Mask) -> Result<(Ty, Lanes), Halt> {
        let size = if let Some(t) = node.child_by_field_id(*super::fields::TYPE) {
            self.type_descriptor(t, mask)?.size()
        } else {
            let v = node
                .child_by_field_id(*super::fields::VALUE)
                .ok_or_else(|| Halt::unsupported("a sizeof form"))?;
            let inner = parse::strip_parens(v);
            let as_type = self.array_type_in_sizeof(inner, mask)?;
            match as_type {
                Some(t) => t.size(),
                None => self.place(inner, mask)?.ty.size(),
            }
        };
        Ok((ULONG, Lanes::Uni(Value::Int(size as i64))))
    }

    /// `sizeof(T)` or `sizeof(T[2][BM][BK])` where `T` names a type, not a variable: the grammar
    /// reads the operand as a name or a subscript, so the type is rebuilt from the indices.
    fn array_type_in_sizeof(&mut self, inner: Node<'p>, mask: &Mask) -> Result<Option<Ty>, Halt> {
        let mut dims = Vec::new();
        let mut base = inner;
        while base.kind() == "subscript_expression" {
            let index = base
                .child_by_field_id(*super::fields::INDICES)
                .and_then(|i| i.named_child(0))
                .or_else(|| base.child_by_field_id(*super::fields::INDEX));
            match (index, base.child_by_field_id(*super::fields::ARGUMENT)) {
                (Some(i), Some(a)) => {
                    dims.push(i);
                    base = a;
                }
                _ => return Ok(None),
            }
        }
        if base.kind() != "identifier" || self.lookup(self.text(base)).is_some() {
            return Ok(None);
        }
        let Some(mut ty) = self.type_of_text(self.text(base)) else {
            return Ok(None);
        };
        // The innermost subscript is the outermost dimension: build from the last written.
        for index in dims {
            let n = self.constant(index, mask)? as u64;
            ty = Ty::Array(Box::new(ty), n);
        }
        Ok(Some(ty))
    }

    /// The type a type node names, or None (`auto`, a type kpipe does not know: the value's own
    /// type is used then).
    pub fn type_of_node(&mut self, type_node: Node<'p>, mask: &Mask) -> Option<Ty> {
        if let Some(frag) = super::wmma::fragment_type(self, type_node, mask) {
            return Some(frag);
        }
        let text = self.text(type_node).to_string();
        self.type_of_text(&text)
    }

    /// The type a `type_descriptor` names.
    pub fn type_descriptor(&mut self, node: Node<'p>, mask: &Mask) -> Result<Ty, Halt> {
        let base_node = node.child_by_field_id(*super::fields::TYPE).unwrap_or(node);
        let mut ty = self
            .type_of_node(base_node, mask)
            .ok_or_else(|| Halt::unsupported(format!("the type `{}`", self.text(node))))?;
        // Abstract declarators read from the outside in, as declarators do.
        let mut d = node.child_by_field_id(*super::fields::DECLARATOR);
        while let Some(decl) = d {
            match decl.kind() {
                "abstract_pointer_declarator" => ty = Ty::Ptr(Box::new(ty)),
                "abstract_array_declarator" => {
                    let n = match decl.child_by_field_id(*super::fields::SIZE) {
                        Some(size) => self.constant(size, mask)? as u64,
                        None => 0,
                    };
                    ty = Ty::Array(Box::new(ty), n);
                }
                _ => {}
            }
            d = decl
                .child_by_field_id(*super::fields::DECLARATOR)
                .or_else(|| {
                    parse::named_children(decl)
                        .into_iter()
                        .find(|c| c.kind().starts_with("abstract_"))
                });
        }
        Ok(ty)
    }

    /// A C cast: pointers keep their address with the new pointee, numbers convert.
    pub fn cast(
        &self,
        lanes: &Lanes,
        from: &Ty,
        to: &Ty,
        mask: &Mask,
    ) -> Result<(Ty, Lanes), Halt> {
        match to {
            Ty::Ptr(_) => Ok((to.clone(), lanes.clone())),
            Ty::Void => Ok((Ty::Void, lanes.clone())),
            _ if matches!(from, Ty::Ptr(_) | Ty::Array(..)) && to.is_int() => {
                // A pointer as an integer: its address, for alignment arithmetic.
                Ok((to.clone(), lanes.clone()))
            }
            _ => Ok((to.clone(), self.convert_lanes(lanes, from, to, mask)?)),
        }
    }
}

/// Whether a value is a pointer: by type, or an integer holding an address (`__cvta_...`).
fn is_pointer(ty: &Ty, lanes: &Lanes, mask: &Mask) -> bool {
    if matches!(ty, Ty::Ptr(_) | Ty::Array(..)) {
        return true;
    }
    match mask.first() {
        Some(i) => matches!(lanes.get(i), Value::Ptr(_)),
        None => false,
    }
}

/// The type of a constant's value: `int` while it fits, else `long long`.
fn int_type_of(v: i64) -> Ty {
    if i32::try_from(v).is_ok() {
        INT
    } else {
        LONG
    }
}

/// The floating-point constants of `<math.h>`, `<cfloat>` and CUDA's `math_constants.h`, which
/// kpipe does not parse: their type and value (`INFINITY` is a `float`).
fn float_constant(name: &str) -> Option<(Fp, f64)> {
    Some(match name {
        "INFINITY" | "HUGE_VALF" | "CUDART_INF_F" => (Fp::F32, f64::INFINITY),
        "NAN" | "CUDART_NAN_F" => (Fp::F32, f64::NAN),
        "FLT_MAX" => (Fp::F32, f64::from(f32::MAX)),
        "FLT_MIN" => (Fp::F32, f64::from(f32::MIN_POSITIVE)),
        "FLT_EPSILON" => (Fp::F32, f64::from(f32::EPSILON)),
        "HUGE_VAL" | "CUDART_INF" => (Fp::F64, f64::INFINITY),
        "CUDART_NAN" => (Fp::F64, f64::NAN),
        "DBL_MAX" => (Fp::F64, f64::MAX),
        "DBL_MIN" => (Fp::F64, f64::MIN_POSITIVE),
        _ => return None,
    })
}

/// A C number literal: its type and value.
pub fn number(text: &str) -> Result<(Ty, Lanes), Halt> {
    let t = text.replace('\'', "");
    let lower = t.to_ascii_lowercase();
    // Hexadecimal and binary literals: their digits after the prefix, and C's rule that such a
    // literal too large for `int` is `unsigned int`.
    let radix = match lower.get(..2) {
        Some("0x") => 16,
        Some("0b") => 2,
        _ => 10,
    };
    let hex = radix != 10;
    let is_float = !hex && (lower.contains('.') || lower.contains('e') || lower.ends_with('f'));
    if is_float {
        let single = lower.ends_with('f');
        let digits = lower.trim_end_matches(['f', 'l']);
        let v: f64 = digits
            .parse()
            .map_err(|_| Halt::unsupported(format!("the number `{text}`")))?;
        let fp = if single { Fp::F32 } else { Fp::F64 };
        return Ok((Ty::Float(fp), Lanes::Uni(Value::Bits(float_bits(v, fp)))));
    }
    let prefix = if hex { 2 } else { 0 };
    let suffix_start = lower[prefix..].find(['u', 'l']).map(|i| i + prefix);
    let (digits, suffix) = match suffix_start {
        Some(i) => (&lower[..i], &lower[i..]),
        None => (lower.as_str(), ""),
    };
    let v = if hex {
        u64::from_str_radix(&digits[2..], radix)
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8)
    } else {
        digits.parse::<u64>()
    }
    .map_err(|_| Halt::unsupported(format!("the number `{text}`")))?;
    let unsigned = suffix.contains('u');
    let long = suffix.contains('l')
        || v > u64::from(u32::MAX)
        || (!unsigned && v > i32::MAX as u64 && !hex);
    let ty = match (
        unsigned || (hex && v > i32::MAX as u64 && v <= u64::from(u32::MAX)),
        long,
    ) {
        (true, true) => ULONG,
        (false, true) => LONG,
        (true, false) => UINT,
        (false, false) => INT,
    };
    Ok((ty, Lanes::Uni(Value::Int(v as i64))))
}

/// Lanes of a pointer to `p`.
pub fn pointer_lanes(p: Ptr) -> Lanes {
    Lanes::Uni(Value::Ptr(p))
}

/// The value of an aggregate of lanes.
pub fn aggregate(parts: &[Lanes], mask: &Mask) -> Result<Lanes, Halt> {
    Lanes::from_fn(mask, |i| {
        Ok(Value::Agg(Rc::new(
            parts.iter().map(|p| p.get(i).clone()).collect(),
        )))
    })
}

/// The binding kinds, for callers that pass references.
pub fn is_register(b: &Binding) -> bool {
    matches!(b, Binding::Var(_))
}

/// `convert` on a lane (re-exported for the builtins).
pub fn convert_value(v: &Value, from: &Ty, to: &Ty) -> Result<Value, Halt> {
    convert(v, from, to)
}
