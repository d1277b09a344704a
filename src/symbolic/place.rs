//! L-values: where an expression's value lives (a register variable, possibly a component of it; a
//! byte address in each lane; a wmma fragment's elements), and reading and writing them.

use super::machine::{Binding, LValue, Machine, Place};
use super::memory::{cells_into, cells_of};
use super::types::flat_count;
use super::types::Ty;
use super::value::{Lanes, Mask, Ptr, Value};
use super::Halt;
use std::rc::Rc;
use tree_sitter::Node;

/// Component `k` of a vector value.
fn component(v: &Value, k: u32) -> Value {
    match v {
        Value::Agg(parts) => parts.get(k as usize).cloned().unwrap_or(Value::Undef(0)),
        other => other.clone(),
    }
}

fn with_component(v: &Value, k: u32, new: Value) -> Value {
    match v {
        Value::Agg(parts) => {
            let mut parts = parts.as_ref().clone();
            if let Some(p) = parts.get_mut(k as usize) {
                *p = new;
            }
            Value::Agg(Rc::new(parts))
        }
        _ => v.clone(),
    }
}

impl<'p> Machine<'p, '_> {
    /// The place `node` names.
    pub fn place(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        match node.kind() {
            "identifier" | "this" => self.place_of_name(node, mask),
            "parenthesized_expression" => match node.named_child(0) {
                Some(inner) => self.place(inner, mask),
                None => Err(Halt::unsupported("empty parentheses")),
            },
            "subscript_expression" => self.place_of_subscript(node, mask),
            "pointer_expression" if self.text(node).trim_start().starts_with('*') => {
                let arg = node
                    .child_by_field_id(*super::fields::ARGUMENT)
                    .ok_or_else(|| Halt::unsupported("a dereference form"))?;
                let (ty, lanes) = self.eval(arg, mask)?;
                let pointee = ty
                    .pointee()
                    .cloned()
                    .ok_or_else(|| Halt::unsupported(format!("a dereference of a `{ty:?}`")))?;
                Ok(LValue {
                    ty: pointee,
                    place: Place::Mem(lanes),
                })
            }
            "field_expression" => self.place_of_field(node, mask),
            "call_expression" | "identifier_macro" => {
                if let Some((src, statements)) = self.expansion(node) {
                    if let [s] = statements.as_slice() {
                        if let Some(e) = s.named_child(0) {
                            return self.in_source(src, |m| m.place(e, mask));
                        }
                    }
                }
                if let Some(lv) = self.method_place(node, mask)? {
                    return Ok(lv);
                }
                if let Some(lv) = self.reference_cast(node, mask)? {
                    return Ok(lv);
                }
                self.value_place(node, mask)
            }
            _ => self.value_place(node, mask),
        }
    }

    /// A struct method's call as a place: the reference it returns (`v.at(i) = x;`).
    fn method_place(&mut self, node: Node<'p>, mask: &Mask) -> Result<Option<LValue>, Halt> {
        let Some(function) = node
            .child_by_field_id(*super::fields::FUNCTION)
            .filter(|f| f.kind() == "field_expression")
        else {
            return Ok(None);
        };
        let args: Vec<Node<'p>> = node
            .child_by_field_id(*super::fields::ARGUMENTS)
            .map(crate::source::parse::named_children)
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a.kind() != "comment")
            .collect();
        self.struct_method_call(function, &args, mask)
    }

    /// `reinterpret_cast<half (&)[M][4]>(regs)`: the argument's place seen as another type (its
    /// bytes in memory: a register array moves there). None for a cast to a type that is not a
    /// reference.
    fn reference_cast(&mut self, node: Node<'p>, mask: &Mask) -> Result<Option<LValue>, Halt> {
        let Some(function) = node
            .child_by_field_id(*super::fields::FUNCTION)
            .filter(|f| f.kind() == "template_function")
        else {
            return Ok(None);
        };
        let is_cast = function
            .child_by_field_id(*super::fields::NAME)
            .is_some_and(|n| self.text(n).ends_with("_cast"));
        let target = function
            .child_by_field_id(*super::fields::ARGUMENTS)
            .and_then(|a| a.named_child(0))
            .filter(|t| t.kind() == "type_descriptor");
        let (true, Some(target)) = (is_cast, target) else {
            return Ok(None);
        };
        let is_reference = crate::source::parse::descendants(target)
            .iter()
            .any(|d| d.kind() == "abstract_reference_declarator");
        let arg = node
            .child_by_field_id(*super::fields::ARGUMENTS)
            .and_then(|a| a.named_child(0));
        let (true, Some(arg)) = (is_reference, arg) else {
            return Ok(None);
        };
        let ty = self.type_descriptor(target, mask)?;
        let source = self.place(arg, mask)?;
        let at = self.address(&source)?;
        Ok(Some(LValue {
            ty,
            place: Place::Mem(at),
        }))
    }

    fn value_place(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let (ty, lanes) = self.eval(node, mask)?;
        Ok(LValue {
            ty,
            place: Place::Value(lanes),
        })
    }

    fn place_of_name(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let name = self.text(node);
        match self.lookup(name).cloned() {
            Some(Binding::Var(slot)) => Ok(LValue {
                ty: self.vars[slot].ty.clone(),
                place: Place::Var { slot },
            }),
            Some(Binding::Regs(slot)) => Ok(LValue {
                ty: self.regs[slot].ty.clone(),
                place: Place::Reg { slot, index: 0 },
            }),
            Some(Binding::Mem(ty, at)) => Ok(LValue {
                ty,
                place: Place::Mem(at),
            }),
            Some(Binding::Ref(lv)) => Ok(lv),
            Some(Binding::Val(ty, lanes)) => Ok(LValue {
                ty,
                place: Place::Value(lanes),
            }),
            None => {
                if let Some((src, statements)) = self.expansion(node) {
                    if let [s] = statements.as_slice() {
                        if let Some(e) = s.named_child(0) {
                            return self.in_source(src, |m| m.place(e, mask));
                        }
                    }
                }
                self.value_place(node, mask)
            }
        }
    }

    fn place_of_subscript(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let base = node
            .child_by_field_id(*super::fields::ARGUMENT)
            .ok_or_else(|| Halt::unsupported("a subscript form"))?;
        let index = node
            .child_by_field_id(*super::fields::INDICES)
            .and_then(|i| {
                if i.kind() == "subscript_argument_list" {
                    i.named_child(0)
                } else {
                    Some(i)
                }
            })
            .or_else(|| node.child_by_field_id(*super::fields::INDEX))
            .ok_or_else(|| Halt::unsupported("a subscript form"))?;
        let base_lv = self.place(base, mask)?;
        if let Ty::Struct(_) = base_lv.ty {
            // `v[i]` of a struct: its `operator[]`.
            return self.call_method(base_lv, "operator[]", &[index], mask);
        }
        let (ity, idx) = self.eval(index, mask)?;
        if !ity.is_int() {
            return Err(Halt::unsupported("a subscript that is not an integer"));
        }
        let elem = match &base_lv.ty {
            Ty::Array(e, _) | Ty::Ptr(e) => (**e).clone(),
            t => return Err(Halt::unsupported(format!("a subscript of a `{t:?}`"))),
        };
        match (&base_lv.ty, &base_lv.place) {
            (Ty::Array(..), Place::Reg { slot, index }) if !self.regs[*slot].is_spilled() => {
                match idx.uniform(mask) {
                    Some(Value::Int(k)) => {
                        let n = flat_count(&base_lv.ty) as i64;
                        let per = flat_count(&elem) as i64;
                        if *k < 0 || (*k + 1) * per > n {
                            return Err(Halt::out_of_bounds(format!(
                                "a register array of {} elements indexed at {k}",
                                n / per.max(1)
                            )));
                        }
                        Ok(LValue {
                            ty: elem,
                            place: Place::Reg {
                                slot: *slot,
                                index: index + (*k * per) as usize,
                            },
                        })
                    }
                    // An index that differs between threads: the array moves to memory.
                    _ => {
                        let at = self.reg_address(*slot, *index)?;
                        let at = self.offset(&at, &idx, elem.size() as i64, mask)?;
                        Ok(LValue {
                            ty: elem,
                            place: Place::Mem(at),
                        })
                    }
                }
            }
            (Ty::Array(..), Place::FragElem { base, .. }) => {
                let k = self.uniform_int(&idx, mask, "a fragment element's index")?;
                Ok(LValue {
                    ty: elem,
                    place: Place::FragElem {
                        base: base.clone(),
                        index: Some(k),
                    },
                })
            }
            (Ty::Array(..), _) => {
                let at = self.address(&base_lv)?;
                let at = self.offset(&at, &idx, elem.size() as i64, mask)?;
                Ok(LValue {
                    ty: elem,
                    place: Place::Mem(at),
                })
            }
            (_, _) => {
                let lanes = self.read(&base_lv, mask)?;
                let at = self.offset(&lanes, &idx, elem.size() as i64, mask)?;
                Ok(LValue {
                    ty: elem,
                    place: Place::Mem(at),
                })
            }
        }
    }

    fn place_of_field(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let base = node
            .child_by_field_id(*super::fields::ARGUMENT)
            .ok_or_else(|| Halt::unsupported("a member form"))?;
        let field = node
            .child_by_field_id(*super::fields::FIELD)
            .map(|f| self.text(f).to_string())
            .unwrap_or_default();
        let arrow = node
            .child_by_field_id(*super::fields::OPERATOR)
            .is_some_and(|o| self.text(o) == "->");
        let base_lv = if arrow {
            let (ty, lanes) = self.eval(base, mask)?;
            let pointee = ty
                .pointee()
                .cloned()
                .ok_or_else(|| Halt::unsupported("`->` on a value that is not a pointer"))?;
            LValue {
                ty: pointee,
                place: Place::Mem(lanes),
            }
        } else {
            self.place(base, mask)?
        };
        match &base_lv.ty {
            Ty::Struct(st) => {
                let st = st.clone();
                self.struct_field(&st, &base_lv, &field, mask)
            }
            Ty::Frag(f) if field == "x" => Ok(LValue {
                ty: Ty::Array(Box::new(f.elem.clone()), super::wmma::elements_per_lane(f)),
                place: Place::FragElem {
                    base: Box::new(base_lv.place.clone()),
                    index: None,
                },
            }),
            Ty::Vector(elem, n) => {
                let k = match field.as_str() {
                    "x" => 0,
                    "y" => 1,
                    "z" => 2,
                    "w" => 3,
                    _ => return Err(Halt::unsupported(format!("the member `.{field}`"))),
                };
                if k >= u32::from(*n) {
                    return Err(Halt::unsupported(format!("the member `.{field}`")));
                }
                let ty = (**elem).clone();
                let place = match &base_lv.place {
                    Place::Mem(at) => Place::Mem(self.offset(
                        at,
                        &Lanes::Uni(Value::Int(i64::from(k))),
                        elem.size() as i64,
                        mask,
                    )?),
                    Place::Value(lanes) => Place::Value(lanes.map(mask, |v| Ok(component(v, k)))?),
                    Place::Reg { slot, index } if self.regs[*slot].is_spilled() => {
                        let at = self.reg_address(*slot, *index)?;
                        Place::Mem(self.offset(
                            &at,
                            &Lanes::Uni(Value::Int(i64::from(k))),
                            elem.size() as i64,
                            mask,
                        )?)
                    }
                    other => Place::Component {
                        base: Box::new(other.clone()),
                        k,
                    },
                };
                Ok(LValue { ty, place })
            }
            ty => Err(Halt::unsupported(format!(
                "the member `.{field}` of a `{ty:?}`"
            ))),
        }
    }

    /// Addresses `at` advanced by `idx` elements of `size` bytes.
    pub fn offset(&self, at: &Lanes, idx: &Lanes, size: i64, mask: &Mask) -> Result<Lanes, Halt> {
        Lanes::zip(at, idx, mask, |p, i| match (p, i) {
            (Value::Ptr(p), Value::Int(i)) => Ok(Value::Ptr(Ptr {
                off: p.off.wrapping_add(i.wrapping_mul(size)),
                ..*p
            })),
            (Value::Ptr(_), Value::Data(_) | Value::Input { .. }) => Err(Halt::data_dependent(
                "an address that depends on loaded data",
            )),
            (Value::Undef(_), _) | (_, Value::Undef(_)) => Err(Halt::unsupported(
                "an address computed from a value nobody wrote",
            )),
            _ => Err(Halt::unsupported("an address kpipe cannot follow")),
        })
    }

    pub fn uniform_int(&self, lanes: &Lanes, mask: &Mask, what: &str) -> Result<i64, Halt> {
        match lanes.uniform(mask) {
            Some(Value::Int(k)) => Ok(*k),
            _ => Err(Halt::unsupported(format!(
                "{what} that differs between threads or is not an integer"
            ))),
        }
    }

    /// The value at a place, in each lane of `mask`. An array reads as the address of its first
    /// element.
    pub fn read(&mut self, lv: &LValue, mask: &Mask) -> Result<Lanes, Halt> {
        if matches!(lv.ty, Ty::Array(..)) {
            if let Place::Mem(_) | Place::Reg { .. } = lv.place {
                return self.address(lv);
            }
        }
        match &lv.place {
            Place::Var { slot } => match self.vars[*slot].spilled.clone() {
                None => Ok(self.vars[*slot].lanes.clone()),
                Some(at) => {
                    let ty = self.vars[*slot].ty.clone();
                    self.read_memory(&at, &ty, mask)
                }
            },
            Place::Value(lanes) => Ok(lanes.clone()),
            Place::Reg { slot, index } => match self.regs[*slot].spilled.clone() {
                None => Ok(self.regs[*slot].elems[*index].clone()),
                Some(_) => {
                    let at = self.reg_address(*slot, *index)?;
                    self.read_memory(&at, &lv.ty, mask)
                }
            },
            Place::Mem(at) => self.read_memory(at, &lv.ty, mask),
            Place::Component { base, k } => {
                let base_lv = LValue {
                    ty: Ty::Void,
                    place: (**base).clone(),
                };
                let lanes = self.read(&base_lv, mask)?;
                lanes.map(mask, |v| Ok(component(v, *k)))
            }
            Place::FragElem { base, index } => {
                let index =
                    index.ok_or_else(|| Halt::unsupported("a fragment's elements as one value"))?;
                let base_lv = LValue {
                    ty: Ty::Void,
                    place: (**base).clone(),
                };
                let frags = self.read(&base_lv, mask)?;
                Lanes::from_fn(mask, |i| super::wmma::element(frags.get(i), i, index))
            }
        }
    }

    fn read_memory(&mut self, at: &Lanes, ty: &Ty, mask: &Mask) -> Result<Lanes, Halt> {
        let mut out = super::value::zeros(self.threads);
        let mut cells = Vec::with_capacity(ty.size() as usize);
        for i in mask.lanes() {
            let Value::Ptr(p) = at.get(i) else {
                return Err(Halt::unsupported(
                    "a read through a value that is not an address",
                ));
            };
            out[i] = self.mem.read_value(*p, ty, i as u32, &mut cells)?;
        }
        Ok(Lanes::Var(Rc::new(out)))
    }

    /// Writes `value` (already of the place's type) to a place, in each lane of `mask`.
    pub fn write(&mut self, lv: &LValue, value: &Lanes, mask: &Mask) -> Result<(), Halt> {
        match &lv.place {
            Place::Var { slot } => {
                if let Some(at) = self.vars[*slot].spilled.clone() {
                    let ty = self.vars[*slot].ty.clone();
                    return self.write_memory(&at, &ty, value, mask);
                }
                let new = self.vars[*slot].lanes.merged(value, mask);
                self.vars[*slot].lanes = new;
                Ok(())
            }
            Place::Reg { slot, index } => {
                if self.regs[*slot].is_spilled() {
                    let at = self.reg_address(*slot, *index)?;
                    return self.write_memory(&at, &lv.ty, value, mask);
                }
                let new = self.regs[*slot].elems[*index].merged(value, mask);
                self.regs[*slot].elems[*index] = new;
                Ok(())
            }
            Place::Mem(at) => self.write_memory(at, &lv.ty, value, mask),
            Place::Component { base, k } => {
                let base_lv = LValue {
                    ty: Ty::Void,
                    place: (**base).clone(),
                };
                let old = self.read(&base_lv, mask)?;
                let new = Lanes::zip(&old, value, mask, |o, v| {
                    Ok(with_component(o, *k, v.clone()))
                })?;
                self.write(&base_lv, &new, mask)
            }
            Place::FragElem { base, index } => {
                let index =
                    index.ok_or_else(|| Halt::unsupported("a fragment's elements as one value"))?;
                let base_lv = LValue {
                    ty: Ty::Void,
                    place: (**base).clone(),
                };
                let old = self.read(&base_lv, mask)?;
                let new = Lanes::from_fn(mask, |i| {
                    super::wmma::with_element(old.get(i), i, index, value.get(i), &lv.ty)
                })?;
                self.write(&base_lv, &new, mask)
            }
            Place::Value(_) => Err(Halt::unsupported(
                "an assignment to a value that has no place",
            )),
        }
    }

    fn write_memory(
        &mut self,
        at: &Lanes,
        ty: &Ty,
        value: &Lanes,
        mask: &Mask,
    ) -> Result<(), Halt> {
        let mut cells = Vec::with_capacity(ty.size() as usize);
        for i in mask.lanes() {
            let Value::Ptr(p) = at.get(i) else {
                return Err(Halt::unsupported(
                    "a write through a value that is not an address",
                ));
            };
            cells.clear();
            cells_into(value.get(i), ty, &mut cells)?;
            self.mem.write(*p, &cells, i as u32)?;
        }
        Ok(())
    }

    /// The address of a place (`&x`): memory's own, or a register array moved to memory.
    pub fn address(&mut self, lv: &LValue) -> Result<Lanes, Halt> {
        match &lv.place {
            Place::Mem(at) => Ok(at.clone()),
            Place::Reg { slot, index } => self.reg_address(*slot, *index),
            Place::Var { slot } => self.var_address(*slot),
            _ => Err(Halt::unsupported(
                "the address of a value that has no place",
            )),
        }
    }

    /// The address of a register array's element, the array moved to memory first: its address
    /// is taken, so it is an object in memory from here on.
    fn reg_address(&mut self, slot: usize, index: usize) -> Result<Lanes, Halt> {
        let at = match self.regs[slot].spilled.clone() {
            Some(at) => at,
            None => self.spill(slot)?,
        };
        let esize = super::machine::scalar_elem(&self.regs[slot].ty).size() as i64;
        let full = self.full();
        self.offset(&at, &Lanes::Uni(Value::Int(index as i64)), esize, &full)
    }

    /// A register variable's address: the variable moves to memory, each lane's value with it.
    pub(super) fn var_address(&mut self, slot: usize) -> Result<Lanes, Halt> {
        if let Some(at) = self.vars[slot].spilled.clone() {
            return Ok(at);
        }
        let ty = self.vars[slot].ty.clone();
        if matches!(ty, Ty::Frag(_)) {
            return Err(Halt::unsupported("the address of a fragment"));
        }
        let mut ptrs = Vec::with_capacity(self.threads);
        for i in 0..self.threads {
            let region = self.mem.new_local(ty.size());
            let p = Ptr { region, off: 0 };
            let cells = cells_of(self.vars[slot].lanes.get(i), &ty)?;
            self.mem.write(p, &cells, i as u32)?;
            ptrs.push(Value::Ptr(p));
        }
        let at = Lanes::Var(Rc::new(ptrs));
        self.vars[slot].spilled = Some(at.clone());
        Ok(at)
    }

    fn spill(&mut self, slot: usize) -> Result<Lanes, Halt> {
        let ty = self.regs[slot].ty.clone();
        let elem = super::machine::scalar_elem(&ty);
        if matches!(elem, Ty::Frag(_)) {
            return Err(Halt::unsupported("the address of a fragment"));
        }
        let esize = elem.size() as i64;
        let mut ptrs = Vec::with_capacity(self.threads);
        for i in 0..self.threads {
            let region = self.mem.new_local(ty.size());
            let p = Ptr { region, off: 0 };
            for (k, e) in self.regs[slot].elems.iter().enumerate() {
                let cells = cells_of(e.get(i), &elem)?;
                self.mem.write(
                    Ptr {
                        off: k as i64 * esize,
                        ..p
                    },
                    &cells,
                    i as u32,
                )?;
            }
            ptrs.push(Value::Ptr(p));
        }
        let at = Lanes::Var(Rc::new(ptrs));
        self.regs[slot].spilled = Some(at.clone());
        Ok(at)
    }
}
