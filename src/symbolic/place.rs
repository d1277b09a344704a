//! L-values: where an expression's value lives (a register variable, possibly a component of it; a
//! byte address in each lane; a wmma fragment's elements), and reading and writing them.

use super::machine::{Binding, Machine};
use super::memory::{cells_of, value_of, WARP_BASE};
use super::types::Ty;
use super::value::{Lanes, Mask, Ptr, Value};
use super::Halt;
use std::rc::Rc;
use tree_sitter::Node;

#[derive(Clone, Debug)]
pub enum Place {
    /// A register variable, or a component of it (`v.x`, a fragment array's element).
    Var { slot: usize, path: Vec<u32> },
    /// Memory at an address in each lane.
    Mem(Lanes),
    /// A wmma fragment's elements (`f.x`), or one of them (`f.x[i]`).
    FragElem {
        slot: usize,
        path: Vec<u32>,
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

/// The component `path` of a value (vector components, array elements held in registers).
fn component(v: &Value, path: &[u32]) -> Value {
    let mut v = v.clone();
    for k in path {
        v = match &v {
            Value::Agg(parts) => parts.get(*k as usize).cloned().unwrap_or(Value::Undef(0)),
            other => other.clone(),
        };
    }
    v
}

fn with_component(v: &Value, path: &[u32], new: Value) -> Value {
    match path.split_first() {
        None => new,
        Some((k, rest)) => match v {
            Value::Agg(parts) => {
                let mut parts = parts.as_ref().clone();
                if let Some(p) = parts.get_mut(*k as usize) {
                    *p = with_component(p, rest, new);
                }
                Value::Agg(Rc::new(parts))
            }
            _ => v.clone(),
        },
    }
}

impl<'p> Machine<'p, '_> {
    /// The place `node` names.
    pub fn place(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        match node.kind() {
            "identifier" => self.place_of_name(node, mask),
            "parenthesized_expression" => match node.named_child(0) {
                Some(inner) => self.place(inner, mask),
                None => Err(Halt::unsupported("empty parentheses")),
            },
            "subscript_expression" => self.place_of_subscript(node, mask),
            "pointer_expression" if self.prog.node_text(node).trim_start().starts_with('*') => {
                let arg = node
                    .child_by_field_name("argument")
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
            "call_expression" => {
                let src = self.prog.source_of(node);
                if let Some(statements) = self.prog.expansion(src, node) {
                    if let [s] = statements.as_slice() {
                        if let Some(e) = s.named_child(0) {
                            return self.place(e, mask);
                        }
                    }
                }
                let (ty, lanes) = self.eval(node, mask)?;
                Ok(LValue {
                    ty,
                    place: Place::Value(lanes),
                })
            }
            _ => {
                let (ty, lanes) = self.eval(node, mask)?;
                Ok(LValue {
                    ty,
                    place: Place::Value(lanes),
                })
            }
        }
    }

    fn place_of_name(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let name = self.prog.node_text(node);
        match self.lookup(name).cloned() {
            Some(Binding::Var(slot)) => Ok(LValue {
                ty: self.vars[slot].ty.clone(),
                place: Place::Var {
                    slot,
                    path: Vec::new(),
                },
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
                let src = self.prog.source_of(node);
                if let Some(statements) = self.prog.expansion(src, node) {
                    if let [s] = statements.as_slice() {
                        if let Some(e) = s.named_child(0) {
                            return self.place(e, mask);
                        }
                    }
                }
                let (ty, lanes) = self.eval(node, mask)?;
                Ok(LValue {
                    ty,
                    place: Place::Value(lanes),
                })
            }
        }
    }

    fn place_of_subscript(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let base = node
            .child_by_field_name("argument")
            .ok_or_else(|| Halt::unsupported("a subscript form"))?;
        let index = node
            .child_by_field_name("indices")
            .and_then(|i| {
                if i.kind() == "subscript_argument_list" {
                    i.named_child(0)
                } else {
                    Some(i)
                }
            })
            .or_else(|| node.child_by_field_name("index"))
            .ok_or_else(|| Halt::unsupported("a subscript form"))?;
        let base_lv = self.place(base, mask)?;
        let (ity, idx) = self.eval(index, mask)?;
        if !ity.is_int() {
            return Err(Halt::unsupported("a subscript that is not an integer"));
        }
        match (&base_lv.ty, &base_lv.place) {
            (Ty::Array(elem, _), Place::Var { slot, path }) => {
                let k = self.uniform_int(&idx, mask, "a register array's index")?;
                let mut path = path.clone();
                path.push(k as u32);
                Ok(LValue {
                    ty: (**elem).clone(),
                    place: Place::Var { slot: *slot, path },
                })
            }
            (Ty::Array(elem, _), Place::FragElem { slot, path, .. }) => {
                let k = self.uniform_int(&idx, mask, "a fragment element's index")?;
                Ok(LValue {
                    ty: (**elem).clone(),
                    place: Place::FragElem {
                        slot: *slot,
                        path: path.clone(),
                        index: Some(k),
                    },
                })
            }
            (Ty::Array(elem, _), Place::Mem(at)) => {
                let at = self.offset(at, &idx, elem.size() as i64, mask)?;
                Ok(LValue {
                    ty: (**elem).clone(),
                    place: Place::Mem(at),
                })
            }
            (Ty::Ptr(elem), _) => {
                let lanes = self.read(&base_lv, mask)?;
                let at = self.offset(&lanes, &idx, elem.size() as i64, mask)?;
                Ok(LValue {
                    ty: (**elem).clone(),
                    place: Place::Mem(at),
                })
            }
            (ty, _) => Err(Halt::unsupported(format!("a subscript of a `{ty:?}`"))),
        }
    }

    fn place_of_field(&mut self, node: Node<'p>, mask: &Mask) -> Result<LValue, Halt> {
        let base = node
            .child_by_field_name("argument")
            .ok_or_else(|| Halt::unsupported("a member form"))?;
        let field = node
            .child_by_field_name("field")
            .map(|f| self.prog.node_text(f).to_string())
            .unwrap_or_default();
        let arrow = node
            .child_by_field_name("operator")
            .is_some_and(|o| self.prog.node_text(o) == "->");
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
        match (&base_lv.ty, &base_lv.place) {
            (Ty::Frag(f), Place::Var { slot, path }) if field == "x" => Ok(LValue {
                ty: Ty::Array(Box::new(f.elem.clone()), super::wmma::elements_per_lane(f)),
                place: Place::FragElem {
                    slot: *slot,
                    path: path.clone(),
                    index: None,
                },
            }),
            (Ty::Vector(elem, n), place) => {
                let k = match field.as_str() {
                    "x" => 0,
                    "y" => 1,
                    "z" => 2,
                    "w" => 3,
                    _ => return Err(Halt::unsupported(format!("the member `.{field}`"))),
                };
                if k >= *n as u32 {
                    return Err(Halt::unsupported(format!("the member `.{field}`")));
                }
                let ty = (**elem).clone();
                let place = match place {
                    Place::Var { slot, path } => {
                        let mut path = path.clone();
                        path.push(k);
                        Place::Var { slot: *slot, path }
                    }
                    Place::Mem(at) => Place::Mem(self.offset(
                        at,
                        &Lanes::Uni(Value::Int(i64::from(k))),
                        elem.size() as i64,
                        mask,
                    )?),
                    Place::Value(lanes) => {
                        Place::Value(lanes.map(mask, |v| Ok(component(v, &[k])))?)
                    }
                    Place::FragElem { .. } => {
                        return Err(Halt::unsupported("a member of a fragment element"))
                    }
                };
                Ok(LValue { ty, place })
            }
            (ty, _) => Err(Halt::unsupported(format!(
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

    /// The value at a place, in each lane of `mask`. An array in memory reads as the address of
    /// its first element.
    pub fn read(&mut self, lv: &LValue, mask: &Mask) -> Result<Lanes, Halt> {
        match &lv.place {
            Place::Var { slot, path } => {
                let lanes = &self.vars[*slot].lanes;
                if path.is_empty() {
                    return Ok(lanes.clone());
                }
                lanes.map(mask, |v| Ok(component(v, path)))
            }
            Place::Value(lanes) => Ok(lanes.clone()),
            Place::Mem(at) => {
                if matches!(lv.ty, Ty::Array(..)) {
                    return Ok(at.clone());
                }
                let size = lv.ty.size() as usize;
                let mut out = vec![Value::Int(0); self.threads];
                for i in mask.lanes() {
                    let Value::Ptr(p) = at.get(i) else {
                        return Err(Halt::unsupported(
                            "a read through a value that is not an address",
                        ));
                    };
                    let cells = self.mem.read(*p, size, i as u32)?;
                    let mem = &mut self.mem;
                    out[i] = value_of(&cells, &lv.ty, &mut || mem.fresh_undefined());
                }
                Ok(Lanes::Var(Rc::new(out)))
            }
            Place::FragElem { slot, path, index } => {
                let index =
                    index.ok_or_else(|| Halt::unsupported("a fragment's elements as one value"))?;
                let lanes = self.vars[*slot].lanes.clone();
                Lanes::from_fn(mask, |i| {
                    let frag = component(lanes.get(i), path);
                    super::wmma::element(&frag, i, index)
                })
            }
        }
    }

    /// Writes `value` (already of the place's type) to a place, in each lane of `mask`.
    pub fn write(&mut self, lv: &LValue, value: &Lanes, mask: &Mask) -> Result<(), Halt> {
        match &lv.place {
            Place::Var { slot, path } => {
                let old = self.vars[*slot].lanes.clone();
                let new = if path.is_empty() {
                    old.merged(value, mask)
                } else {
                    let updated = Lanes::from_fn(mask, |i| {
                        Ok(with_component(old.get(i), path, value.get(i).clone()))
                    })?;
                    old.merged(&updated, mask)
                };
                self.vars[*slot].lanes = new;
                Ok(())
            }
            Place::Mem(at) => {
                for i in mask.lanes() {
                    let Value::Ptr(p) = at.get(i) else {
                        return Err(Halt::unsupported(
                            "a write through a value that is not an address",
                        ));
                    };
                    let cells = cells_of(value.get(i), &lv.ty)?;
                    self.mem.write(*p, &cells, i as u32)?;
                }
                Ok(())
            }
            Place::FragElem { slot, path, index } => {
                let index =
                    index.ok_or_else(|| Halt::unsupported("a fragment's elements as one value"))?;
                let old = self.vars[*slot].lanes.clone();
                let updated = Lanes::from_fn(mask, |i| {
                    let frag = component(old.get(i), path);
                    let new = super::wmma::with_element(&frag, i, index, value.get(i), &lv.ty)?;
                    Ok(with_component(old.get(i), path, new))
                })?;
                self.vars[*slot].lanes = old.merged(&updated, mask);
                Ok(())
            }
            Place::Value(_) => Err(Halt::unsupported(
                "an assignment to a value that has no place",
            )),
        }
    }

    /// The address of a place (`&x`).
    pub fn address(&self, lv: &LValue) -> Result<Lanes, Halt> {
        match &lv.place {
            Place::Mem(at) => Ok(at.clone()),
            _ => Err(Halt::unsupported("the address of a register variable")),
        }
    }
}

/// The accessor id of lane `i`'s warp (a warp-wide operation's reads and writes).
pub fn warp_of(lane: usize) -> u32 {
    WARP_BASE + (lane / 32) as u32
}

/// A pointer value's address, if it is one.
pub fn ptr_of(v: &Value) -> Option<Ptr> {
    match v {
        Value::Ptr(p) => Some(*p),
        _ => None,
    }
}
