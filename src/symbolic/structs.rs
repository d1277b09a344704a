//! User structs and classes: `struct alignas(16) Array { float array[4]; __device__ float
//! &operator[](unsigned i) { return array[i]; } __device__ void set(float v) { .. } };`, the register
//! staging type of many hand-written SGEMMs.
//!
//! A struct object lives in memory (a thread's local memory for a local variable, as nvcc keeps it
//! in registers only where that changes nothing), so a field is a place at an offset of the
//! object's address, and a copy of the object moves its bytes as memory holds them
//! (`Value::Bytes`): padding and fields nobody wrote move too, as they do on the GPU. A method runs
//! as a call with `this` bound to the object's address and each field bound as a reference to its
//! place; `obj[i]` calls the struct's `operator[]`. Layouts follow nvcc's: each field at the next
//! offset aligned for its type, the size a multiple of the largest alignment (or of `alignas`).

use super::machine::{Binding, LValue, Machine, Place};
use super::memory::cells_of;
use super::types::{FieldTy, StructTy, Ty};
use super::value::{Lanes, Mask, Ptr, Value};
use super::Halt;
use crate::source::parse::{self, Source};
use std::rc::Rc;
use tree_sitter::Node;

impl<'p> Machine<'p, '_> {
    /// The type of struct `name` of the program, or None (no such struct, or a field kpipe cannot
    /// lay out).
    pub fn struct_type(&self, name: &str) -> Option<Ty> {
        if let Some(known) = self.struct_types.borrow().get(name) {
            return known.clone();
        }
        // None first: a struct that names itself is not laid out again inside its own layout.
        self.struct_types
            .borrow_mut()
            .insert(name.to_string(), None);
        let ty = self.layout(name).map(|s| Ty::Struct(Rc::new(s)));
        self.struct_types
            .borrow_mut()
            .insert(name.to_string(), ty.clone());
        ty
    }

    fn layout(&self, name: &str) -> Option<StructTy> {
        let (src, spec) = self.prog.struct_def(name)?;
        let source: &Source = self.prog.sources[src];
        let body = spec.child_by_field_id(*super::fields::BODY)?;
        if parse::named_children(spec)
            .iter()
            .any(|c| c.kind() == "base_class_clause")
        {
            return None;
        }
        let mut align = declared_alignment(self, source, spec, body).unwrap_or(1);
        let mut fields = Vec::new();
        let mut offset = 0u64;
        for field in parse::named_children(body) {
            if field.kind() != "field_declaration" {
                continue;
            }
            let type_text = source.text_of(field.child_by_field_id(*super::fields::TYPE)?);
            if source.text_of(field).trim_start().starts_with("static") {
                continue;
            }
            let base = self.type_of_text(type_text)?;
            let mut cursor = field.walk();
            for d in field.children_by_field_name("declarator", &mut cursor) {
                if d.kind() == "function_declarator" {
                    continue;
                }
                let (name, ty) = field_declarator(self, source, base.clone(), d)?;
                let a = ty.align().max(1);
                offset = offset.div_ceil(a) * a;
                align = align.max(a);
                let size = ty.size();
                fields.push(FieldTy { name, offset, ty });
                offset = offset.checked_add(size)?;
            }
        }
        Some(StructTy {
            name: name.to_string(),
            size: offset.div_ceil(align) * align,
            align,
            fields,
        })
    }

    /// Field `field` of the struct object `object` (a place of struct type `st`).
    pub fn struct_field(
        &mut self,
        st: &StructTy,
        object: &LValue,
        field: &str,
        mask: &Mask,
    ) -> Result<LValue, Halt> {
        let f =
            st.fields.iter().find(|f| f.name == field).ok_or_else(|| {
                Halt::unsupported(format!("the member `.{field}` of `{}`", st.name))
            })?;
        let at = self.object_address(object)?;
        let at = self.offset(&at, &Lanes::Uni(Value::Int(f.offset as i64)), 1, mask)?;
        Ok(LValue {
            ty: f.ty.clone(),
            place: Place::Mem(at),
        })
    }

    /// The address of a struct object; a value with no place (a struct a call returned) is put in
    /// memory of its own first.
    fn object_address(&mut self, object: &LValue) -> Result<Lanes, Halt> {
        match &object.place {
            Place::Value(lanes) => self.in_memory(&object.ty, lanes),
            _ => self.address(object),
        }
    }

    /// Each lane's value put in a local object of its own: the objects' addresses.
    pub fn in_memory(&mut self, ty: &Ty, lanes: &Lanes) -> Result<Lanes, Halt> {
        let mut ptrs = Vec::with_capacity(self.threads);
        for i in 0..self.threads {
            let region = self.mem.new_local(ty.size());
            let p = Ptr { region, off: 0 };
            let cells = cells_of(lanes.get(i), ty)?;
            self.mem.write(p, &cells, i as u32)?;
            ptrs.push(Value::Ptr(p));
        }
        Ok(Lanes::Var(Rc::new(ptrs)))
    }

    /// `object.name(args)`: the struct's method run with `this` at the object. None when the
    /// object is not a struct of the program (a `cuda::pipeline`, whose methods are builtins).
    pub fn struct_method_call(
        &mut self,
        function: Node<'p>,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<Option<LValue>, Halt> {
        let (Some(base), Some(field)) = (
            function.child_by_field_id(*super::fields::ARGUMENT),
            function.child_by_field_id(*super::fields::FIELD),
        ) else {
            return Ok(None);
        };
        let arrow = function
            .child_by_field_id(*super::fields::OPERATOR)
            .is_some_and(|o| self.text(o) == "->");
        let object = if arrow {
            let Ok((Ty::Ptr(pointee), lanes)) = self.eval(base, mask) else {
                return Ok(None);
            };
            LValue {
                ty: *pointee,
                place: Place::Mem(lanes),
            }
        } else {
            match self.place(base, mask) {
                Ok(lv) => lv,
                Err(_) => return Ok(None),
            }
        };
        if !matches!(object.ty, Ty::Struct(_)) {
            return Ok(None);
        }
        let name = self.text(field).to_string();
        self.call_method(object, &name, args, mask).map(Some)
    }

    /// `name(args)` inside a method, where `name` is another method of the same struct: called on
    /// `this`. None otherwise.
    pub fn own_method_call(
        &mut self,
        name: &str,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<Option<LValue>, Halt> {
        let Some(Binding::Val(Ty::Ptr(pointee), this)) = self.lookup("this").cloned() else {
            return Ok(None);
        };
        if self.method_definition(&pointee, name, args.len()).is_none() {
            return Ok(None);
        }
        let object = LValue {
            ty: *pointee,
            place: Place::Mem(this),
        };
        self.call_method(object, name, args, mask).map(Some)
    }

    /// Method `name` of the struct object `object`, called with `args`: the place it returns a
    /// reference to, or its value.
    pub fn call_method(
        &mut self,
        object: LValue,
        name: &str,
        args: &[Node<'p>],
        mask: &Mask,
    ) -> Result<LValue, Halt> {
        let Ty::Struct(st) = &object.ty else {
            return Err(Halt::unsupported(format!(
                "the method `{name}` of a non-struct"
            )));
        };
        let st = st.clone();
        let (src, def) = self
            .method_definition(&object.ty, name, args.len())
            .ok_or_else(|| Halt::unsupported(format!("the method `{name}` of `{}`", st.name)))?;
        let this = self.object_address(&object)?;
        self.invoke(src, def, None, args, Some((st, this)), mask)
    }

    /// The definition of method `name` taking `arity` arguments, inside the struct's body.
    fn method_definition(&self, ty: &Ty, name: &str, arity: usize) -> Option<(usize, Node<'p>)> {
        let Ty::Struct(st) = ty else {
            return None;
        };
        let prog: &'p super::program::Program = self.prog;
        let (src, spec) = prog.struct_def(&st.name)?;
        let source: &'p Source = prog.sources[src];
        let body = spec.child_by_field_id(*super::fields::BODY)?;
        parse::named_children(body)
            .into_iter()
            .filter(|d| d.kind() == "function_definition")
            .find(|d| {
                super::program::function_name(source, *d).as_deref() == Some(name)
                    && super::calls::parameter_count(*d).is_none_or(|n| n.contains(&arity))
            })
            .map(|d| (src, d))
    }

    /// The bindings a method's body sees: `this`, and each field as a reference to its place in
    /// the object (parameters bound after them shadow them, as in C++).
    pub fn bind_object(&mut self, st: &StructTy, this: &Lanes, mask: &Mask) -> Result<(), Halt> {
        let ty = Ty::Struct(Rc::new(st.clone()));
        self.bind("this", Binding::Val(Ty::Ptr(Box::new(ty)), this.clone()));
        for f in &st.fields {
            let at = self.offset(this, &Lanes::Uni(Value::Int(f.offset as i64)), 1, mask)?;
            self.bind(
                &f.name,
                Binding::Ref(LValue {
                    ty: f.ty.clone(),
                    place: Place::Mem(at),
                }),
            );
        }
        Ok(())
    }

    /// `{a, b, ..}` for a struct: the scalars of its fields in order (C's brace elision), the rest
    /// zero.
    pub fn init_struct(
        &mut self,
        st: &StructTy,
        init: Node<'p>,
        mask: &Mask,
    ) -> Result<Lanes, Halt> {
        let mut leaves = Vec::new();
        super::machine::flatten_init(init, &mut leaves);
        let mut slots = Vec::new();
        scalar_slots(&Ty::Struct(Rc::new(st.clone())), 0, &mut slots);
        if leaves.len() > slots.len() {
            return Err(Halt::unsupported(format!(
                "an initialiser of `{}` with more values than fields",
                st.name
            )));
        }
        let mut parts = Vec::new();
        for (leaf, (offset, ty)) in leaves.iter().zip(&slots) {
            let (from, lanes) = self.eval(*leaf, mask)?;
            parts.push((
                *offset,
                ty.clone(),
                self.convert_lanes(&lanes, &from, ty, mask)?,
            ));
        }
        Lanes::from_fn(mask, |i| {
            let mut cells = vec![super::memory::Cell::Byte(0); st.size as usize];
            for (offset, ty, lanes) in &parts {
                let bytes = cells_of(lanes.get(i), ty)?;
                let at = *offset as usize;
                cells[at..at + bytes.len()].copy_from_slice(&bytes);
            }
            Ok(Value::Bytes(Rc::new(cells)))
        })
    }
}

/// The scalar (or vector) places of a type, in declaration order: (offset, type).
fn scalar_slots(ty: &Ty, base: u64, out: &mut Vec<(u64, Ty)>) {
    match ty {
        Ty::Struct(st) => {
            for f in &st.fields {
                scalar_slots(&f.ty, base + f.offset, out);
            }
        }
        Ty::Array(e, n) => {
            for k in 0..*n {
                scalar_slots(e, base + k * e.size(), out);
            }
        }
        t => out.push((base, t.clone())),
    }
}

/// A field's declarator: its name and type (arrays and pointers applied outside in).
fn field_declarator(m: &Machine, source: &Source, base: Ty, d: Node) -> Option<(String, Ty)> {
    let mut ty = base;
    let mut node = d;
    loop {
        match node.kind() {
            "field_identifier" | "identifier" => {
                return Some((source.text_of(node).to_string(), ty))
            }
            "array_declarator" => {
                let size = node.child_by_field_id(*super::fields::SIZE)?;
                let n = m.prog.symbols.eval(source.text_of(size)).ok()?;
                ty = Ty::Array(Box::new(ty), u64::try_from(n).ok()?);
                node = node.child_by_field_id(*super::fields::DECLARATOR)?;
            }
            "pointer_declarator" => {
                ty = Ty::Ptr(Box::new(ty));
                node = node.child_by_field_id(*super::fields::DECLARATOR)?;
            }
            _ => return None,
        }
    }
}

/// The alignment a struct asks for: `alignas(N)`, `__align__(N)`, `__attribute__((aligned(N)))`
/// in its head (before the body).
fn declared_alignment(m: &Machine, source: &Source, spec: Node, body: Node) -> Option<u64> {
    let head = &source.text[spec.start_byte()..body.start_byte()];
    ["alignas", "__align__", "aligned"].iter().find_map(|word| {
        let at = head.find(word)? + word.len();
        let rest = head[at..].trim_start().strip_prefix('(')?;
        let mut depth = 1;
        let end = rest.char_indices().find_map(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(i)
        })?;
        let value = m.prog.symbols.eval(&rest[..end]).ok()?;
        u64::try_from(value).ok().filter(|v| v.is_power_of_two())
    })
}
