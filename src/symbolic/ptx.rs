//! Inline PTX: the instructions GEMM kernels write by hand, each with its address rules. Async
//! copies (`cp.async`, with their size, zero fill and predicate), their groups and waits, `ldmatrix`
//! (each lane's registers from the rows other lanes address), `mma.sync` (each output a term of
//! every lane's A and B registers and the lane's own C), barriers, and plain global loads and shared
//! stores. Anything else stops the run with the instruction's name.

use super::machine::Machine;
use super::memory::{cells_of, value_of, warp_of, Cell};
use super::term::Term;
use super::types::{Fp, Ty, LONG, UINT};
use super::value::{ptr_of, Lanes, Mask, Ptr, Value};
use super::Halt;
use crate::source::parse;
use std::collections::HashMap;
use std::rc::Rc;
use tree_sitter::Node;

/// One operand of the asm statement: its constraint, and its place (outputs) or value (inputs).
struct Operand<'p> {
    constraint: String,
    node: Node<'p>,
    value: Option<Lanes>,
}

/// The register type a constraint letter stands for.
fn constraint_type(c: &str) -> Ty {
    match c.trim_start_matches(['=', '+', '&']) {
        "l" => LONG,
        "f" => Ty::Float(Fp::F32),
        "d" => Ty::Float(Fp::F64),
        "h" => Ty::Int {
            bytes: 2,
            signed: false,
        },
        _ => UINT,
    }
}

fn string_text(m: &Machine, node: Node) -> String {
    let mut out = String::new();
    parse::preorder(node, |n, _| {
        match n.kind() {
            "string_content" => out.push_str(m.text(n)),
            "escape_sequence" => out.push(match m.text(n) {
                "\\n" => '\n',
                "\\t" => ' ',
                _ => ' ',
            }),
            _ => {}
        }
        parse::Visit::Descend
    });
    out
}

/// Runs an `asm` statement for the lanes of `mask`.
pub fn asm<'p>(m: &mut Machine<'p, '_>, node: Node<'p>, mask: &Mask) -> Result<(), Halt> {
    let template = node
        .child_by_field_id(*super::fields::ASSEMBLY_CODE)
        .map(|t| string_text(m, t))
        .unwrap_or_default();
    let mut operands: Vec<Operand<'p>> = Vec::new();
    for list in ["output_operands", "input_operands"] {
        let Some(l) = node.child_by_field_name(list) else {
            continue;
        };
        for op in parse::named_children(l) {
            if !op.kind().ends_with("_operand") {
                continue;
            }
            let constraint = op
                .child_by_field_id(*super::fields::CONSTRAINT)
                .map(|c| string_text(m, c))
                .unwrap_or_default();
            let value_node = op
                .child_by_field_id(*super::fields::VALUE)
                .ok_or_else(|| Halt::unsupported("an asm operand form"))?;
            let output = list == "output_operands";
            let value = if output && !constraint.starts_with('+') {
                None
            } else {
                Some(m.eval(value_node, mask)?.1)
            };
            operands.push(Operand {
                constraint,
                node: value_node,
                value,
            });
        }
    }
    let mut run = Run {
        operands,
        preds: HashMap::new(),
        regs: HashMap::new(),
        results: HashMap::new(),
    };
    // Scope braces (`{ .reg .pred p; ... }`) open or close an instruction's text; operand groups
    // (`{%0, %1}`) never start one.
    for piece in template.split([';', '\n']) {
        let inst = piece.trim().trim_start_matches(['{', ' ', '\t']).trim();
        let inst = if inst.starts_with('}') {
            inst.trim_start_matches(['}', ' '])
        } else {
            inst
        };
        if inst.is_empty() {
            continue;
        }
        run.instruction(m, inst, mask)?;
    }
    // Outputs written back in operand order.
    let results = std::mem::take(&mut run.results);
    for (k, lanes) in results {
        let op = &run.operands[k];
        let lv = m.place(op.node, mask)?;
        let lanes = m
            .convert_lanes(&lanes, &constraint_type(&op.constraint), &lv.ty, mask)
            .unwrap_or(lanes);
        m.write(&lv, &lanes, mask)?;
    }
    Ok(())
}

struct Run<'p> {
    operands: Vec<Operand<'p>>,
    /// Predicate registers declared in the statement: their value per lane.
    preds: HashMap<String, Vec<bool>>,
    /// Registers declared in the statement (`.reg .u64 addr;`) and written: their lanes.
    regs: HashMap<String, Lanes>,
    /// Outputs computed: operand number → lanes.
    results: HashMap<usize, Lanes>,
}

/// The operand number of `%N`.
fn operand_index(s: &str) -> Option<usize> {
    s.trim().strip_prefix('%')?.parse().ok()
}

impl<'p> Run<'p> {
    fn lanes_of(&self, s: &str) -> Result<Lanes, Halt> {
        let s = s.trim();
        if let Some(k) = operand_index(s) {
            if let Some(r) = self.results.get(&k) {
                return Ok(r.clone());
            }
            return self
                .operands
                .get(k)
                .and_then(|o| o.value.clone())
                .ok_or_else(|| Halt::unsupported(format!("the asm operand `{s}`")));
        }
        if let Some(r) = self.regs.get(s) {
            return Ok(r.clone());
        }
        let v: i64 = if let Some(h) = s.strip_prefix("0x") {
            i64::from_str_radix(h, 16)
                .map_err(|_| Halt::unsupported(format!("the asm operand `{s}`")))?
        } else {
            s.parse()
                .map_err(|_| Halt::unsupported(format!("the asm operand `{s}`")))?
        };
        Ok(Lanes::Uni(Value::Int(v)))
    }

    fn int_of(&self, s: &str, lane: usize) -> Result<i64, Halt> {
        match self.lanes_of(s)?.get(lane) {
            Value::Int(v) => Ok(*v),
            _ => Err(Halt::data_dependent(format!(
                "the asm operand `{s}` from loaded data"
            ))),
        }
    }

    /// The address `[%N]` or `[%N+16]` in a lane.
    fn address(&self, s: &str, lane: usize) -> Result<Ptr, Halt> {
        let inner = s.trim().trim_start_matches('[').trim_end_matches(']');
        let (base, add) = match inner.split_once('+') {
            Some((b, a)) => (b, a.trim().parse::<i64>().unwrap_or(0)),
            None => (inner, 0),
        };
        let p = ptr_of(self.lanes_of(base)?.get(lane)).ok_or_else(|| {
            Halt::unsupported(format!(
                "the asm address `{s}` is no address kpipe can follow"
            ))
        })?;
        Ok(Ptr {
            off: p.off.wrapping_add(add),
            ..p
        })
    }

    fn instruction(
        &mut self,
        m: &mut Machine<'p, '_>,
        inst: &str,
        mask: &Mask,
    ) -> Result<(), Halt> {
        if inst.starts_with(".reg") {
            for name in inst.split_whitespace().skip(2) {
                self.preds
                    .insert(name.trim_matches(',').to_string(), vec![false; m.threads]);
            }
            return Ok(());
        }
        // A predicate guards the instruction in the lanes where it is true.
        let (mask, inst) = match inst.strip_prefix('@') {
            Some(rest) => {
                let (p, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let (neg, p) = match p.strip_prefix('!') {
                    Some(p) => (true, p),
                    None => (false, p),
                };
                let on = self
                    .preds
                    .get(p)
                    .ok_or_else(|| Halt::unsupported(format!("the predicate `{p}`")))?;
                let on = on.clone();
                (
                    Mask::from_fn(m.threads, |i| mask.has(i) && on[i] != neg),
                    rest.trim(),
                )
            }
            None => (mask.clone(), inst),
        };
        // The operands start after the opcode's whitespace, or at a brace written against it
        // (`"mma.sync...f32" "{%0, %1}, ..."` concatenates to `f32{%0, %1}`).
        let end = inst
            .find(|c: char| c.is_whitespace() || c == '{')
            .unwrap_or(inst.len());
        let (opcode, rest) = (&inst[..end], inst[end..].trim_start());
        let args = split_operands(rest);
        let head = opcode.split('.').next().unwrap_or("");
        match head {
            "setp" => self.setp(m, opcode, &args, &mask),
            "cp" if opcode.starts_with("cp.async.commit_group") => {
                mask.lanes().for_each(|i| m.mem.commit(i));
                Ok(())
            }
            "cp" if opcode.starts_with("cp.async.wait_group") => {
                for i in mask.lanes() {
                    let n = self.int_of(args.first().map_or("0", |s| s.as_str()), i)?;
                    m.mem.wait(i, n as usize, false)?;
                }
                Ok(())
            }
            "cp" if opcode.starts_with("cp.async.wait_all") => {
                for i in mask.lanes() {
                    m.mem.wait(i, 0, true)?;
                }
                Ok(())
            }
            "cp" if opcode.starts_with("cp.async.ca") || opcode.starts_with("cp.async.cg") => {
                for i in mask.lanes() {
                    let dst = self.address(arg(&args, 0)?, i)?;
                    let src = self.address(arg(&args, 1)?, i)?;
                    let size = self.int_of(arg(&args, 2)?, i)? as usize;
                    let read = match args.get(3) {
                        Some(s) if !s.starts_with("cache") => self.int_of(s, i)? as usize,
                        _ => size,
                    };
                    m.mem.copy_async(i, dst, src, size, read)?;
                }
                Ok(())
            }
            "bar" if opcode.starts_with("bar.sync") || opcode.starts_with("barrier.sync") => {
                m.barrier(&mask)
            }
            "ldmatrix" => self.ldmatrix(m, opcode, &args, &mask),
            "mma" => self.mma(m, opcode, &args, &mask),
            "ld" if opcode.contains(".global") || opcode.contains(".shared") => {
                self.load(m, opcode, &args, &mask)
            }
            "st" if opcode.contains(".shared") || opcode.contains(".global") => {
                self.store(m, opcode, &args, &mask)
            }
            "mov" => {
                let v = self.lanes_of(arg(&args, 1)?)?;
                self.set(arg(&args, 0)?, v)
            }
            // A generic address to the shared window or back: kpipe's addresses name their
            // memory already, so the address is the same (as `__cvta_generic_to_shared`).
            "cvta" if opcode.contains(".shared") => {
                let v = self.lanes_of(arg(&args, 1)?)?;
                self.set(arg(&args, 0)?, v)
            }
            "cvt" => self.convert(opcode, &args, &mask),
            _ => Err(Halt::unsupported(format!("the PTX instruction `{opcode}`"))),
        }
    }

    fn set(&mut self, dst: &str, v: Lanes) -> Result<(), Halt> {
        let dst = dst.trim();
        match operand_index(dst) {
            Some(k) => self.results.insert(k, v),
            None if dst.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => {
                self.regs.insert(dst.to_string(), v)
            }
            None => return Err(Halt::unsupported(format!("the asm destination `{dst}`"))),
        };
        Ok(())
    }

    /// `cvt.u32.u64 d, a` and the other integer conversions: an integer wrapped to the
    /// destination's width; an address (a shared-window address narrowed to 32 bits) stays the
    /// address it is.
    fn convert(&mut self, opcode: &str, args: &[String], mask: &Mask) -> Result<(), Halt> {
        // The destination type is the first of the two (`cvt.u32.u64`: to u32 from u64).
        let to = opcode
            .split('.')
            .skip(1)
            .find(|p| p.len() > 1 && p[1..].parse::<u8>().is_ok())
            .map(reg_type)
            .unwrap_or(Ty::Void);
        let Ty::Int { bytes, signed } = to else {
            return Err(Halt::unsupported(format!("the PTX instruction `{opcode}`")));
        };
        let bits = u32::from(bytes) * 8;
        let v = self.lanes_of(arg(args, 1)?)?.map(mask, |v| match v {
            Value::Int(x) if bits < 64 => {
                let wrapped = (*x as u64) & ((1u64 << bits) - 1);
                let shift = 64 - bits;
                Ok(Value::Int(match signed {
                    true => ((wrapped << shift) as i64) >> shift,
                    false => wrapped as i64,
                }))
            }
            Value::Int(_) | Value::Ptr(_) => Ok(v.clone()),
            _ => Err(Halt::data_dependent(format!(
                "the conversion `{opcode}` of loaded data"
            ))),
        })?;
        self.set(arg(args, 0)?, v)
    }

    fn setp(
        &mut self,
        m: &Machine,
        opcode: &str,
        args: &[String],
        mask: &Mask,
    ) -> Result<(), Halt> {
        let cmp = opcode.split('.').nth(1).unwrap_or("");
        let p = arg(args, 0)?.to_string();
        let mut on = vec![false; m.threads];
        for i in mask.lanes() {
            let a = self.int_of(arg(args, 1)?, i)?;
            let b = self.int_of(arg(args, 2)?, i)?;
            on[i] = match cmp {
                "ne" => a != b,
                "eq" => a == b,
                "lt" => a < b,
                "le" => a <= b,
                "gt" => a > b,
                "ge" => a >= b,
                _ => return Err(Halt::unsupported(format!("the PTX instruction `{opcode}`"))),
            };
        }
        self.preds.insert(p, on);
        Ok(())
    }

    fn ldmatrix(
        &mut self,
        m: &mut Machine,
        opcode: &str,
        args: &[String],
        mask: &Mask,
    ) -> Result<(), Halt> {
        let count = if opcode.contains(".x4") {
            4
        } else if opcode.contains(".x2") {
            2
        } else {
            1
        };
        let trans = opcode.contains(".trans");
        let dsts = registers(arg(args, 0)?);
        if dsts.len() != count {
            return Err(Halt::unsupported(format!("the PTX instruction `{opcode}`")));
        }
        let mut outs: Vec<Vec<Value>> = vec![super::value::zeros(m.threads); count];
        for w in warps(m, mask)? {
            let lead = w * 32;
            // Row r of matrix j is at the address lane 8j + r gives.
            let mut rows = Vec::new();
            for l in 0..(8 * count) {
                rows.push(self.address(arg(args, 1)?, lead + l)?);
            }
            for l in 0..32 {
                for (j, out) in outs.iter_mut().enumerate() {
                    let mut cells: Vec<Cell> = Vec::with_capacity(4);
                    for e in 0..2 {
                        let (row, col) = if trans {
                            (2 * (l % 4) + e, l / 4)
                        } else {
                            (l / 4, 2 * (l % 4) + e)
                        };
                        let p = rows[8 * j + row];
                        let p = Ptr {
                            off: p.off.wrapping_add(2 * col as i64),
                            ..p
                        };
                        cells.extend(m.mem.read(p, 2, warp_of(lead))?);
                    }
                    let mem = &mut m.mem;
                    out[lead + l] = value_of(&cells, &UINT, &mut || mem.fresh_undefined());
                }
            }
        }
        for (d, out) in dsts.iter().zip(outs) {
            self.set(d, Lanes::Var(Rc::new(out)))?;
        }
        Ok(())
    }

    fn mma(
        &mut self,
        m: &mut Machine,
        opcode: &str,
        args: &[String],
        mask: &Mask,
    ) -> Result<(), Halt> {
        if args.len() != 4 {
            return Err(Halt::unsupported(format!("the PTX instruction `{opcode}`")));
        }
        let groups: Vec<Vec<String>> = args.iter().map(|a| registers(a)).collect();
        let lanes_of = |run: &Run, regs: &[String]| -> Result<Vec<Lanes>, Halt> {
            regs.iter().map(|r| run.lanes_of(r)).collect()
        };
        let (a, b, c) = (
            lanes_of(self, &groups[1])?,
            lanes_of(self, &groups[2])?,
            lanes_of(self, &groups[3])?,
        );
        let mut outs: Vec<Vec<Value>> = vec![super::value::zeros(m.threads); groups[0].len()];
        for w in warps(m, mask)? {
            let lead = w * 32;
            let warp_terms = |regs: &[Lanes]| -> Result<Term, Halt> {
                let mut ts = Vec::new();
                for l in lead..lead + 32 {
                    for r in regs {
                        ts.push(r.get(l).term(4)?);
                    }
                }
                Ok(Term::op("warp", &ts))
            };
            let (ta, tb) = (warp_terms(&a)?, warp_terms(&b)?);
            for l in 0..32 {
                for (j, out) in outs.iter_mut().enumerate() {
                    let tc = c
                        .get(j)
                        .map(|x| x.get(lead + l).term(4))
                        .transpose()?
                        .unwrap_or(Term::constant(0, 4));
                    out[lead + l] =
                        Value::Data(Term::op(opcode, &[ta, tb, tc]).with(&[l as u64, j as u64]));
                }
            }
        }
        for (d, out) in groups[0].iter().zip(outs) {
            self.set(d, Lanes::Var(Rc::new(out)))?;
        }
        Ok(())
    }

    /// `ld.global[.nc][.v2|.v4].T {dsts}, [addr]` (and `ld.shared`).
    fn load(
        &mut self,
        m: &mut Machine,
        opcode: &str,
        args: &[String],
        mask: &Mask,
    ) -> Result<(), Halt> {
        let dsts = registers(arg(args, 0)?);
        let ty = reg_type(opcode);
        let size = ty.size() as usize;
        let mut outs: Vec<Vec<Value>> = vec![super::value::zeros(m.threads); dsts.len()];
        for i in mask.lanes() {
            let p = self.address(arg(args, 1)?, i)?;
            for (k, out) in outs.iter_mut().enumerate() {
                let cells = m.mem.read(
                    Ptr {
                        off: p.off.wrapping_add((k * size) as i64),
                        ..p
                    },
                    size,
                    i as u32,
                )?;
                let mem = &mut m.mem;
                out[i] = value_of(&cells, &ty, &mut || mem.fresh_undefined());
            }
        }
        for (d, out) in dsts.iter().zip(outs) {
            // A lane the predicate skips keeps the register's value.
            let old = self.lanes_of(d).ok();
            let new = Lanes::Var(Rc::new(out));
            let merged = match old {
                Some(o) => o.merged(&new, mask),
                None => new,
            };
            self.set(d, merged)?;
        }
        Ok(())
    }

    /// `st.shared[.v2|.v4].T [addr], {srcs}` (and `st.global`).
    fn store(
        &mut self,
        m: &mut Machine,
        opcode: &str,
        args: &[String],
        mask: &Mask,
    ) -> Result<(), Halt> {
        let srcs = registers(arg(args, 1)?);
        let ty = reg_type(opcode);
        let size = ty.size() as usize;
        let values: Vec<Lanes> = srcs
            .iter()
            .map(|s| self.lanes_of(s))
            .collect::<Result<_, _>>()?;
        for i in mask.lanes() {
            let p = self.address(arg(args, 0)?, i)?;
            for (k, v) in values.iter().enumerate() {
                let cells = cells_of(v.get(i), &ty)?;
                m.mem.write(
                    Ptr {
                        off: p.off.wrapping_add((k * size) as i64),
                        ..p
                    },
                    &cells,
                    i as u32,
                )?;
            }
        }
        Ok(())
    }
}

/// The register type of a load or store's suffix (`.f32`, `.b32`, `.u16`, ...).
fn reg_type(opcode: &str) -> Ty {
    let last = opcode.rsplit('.').next().unwrap_or("");
    let bits: u8 = last[1..].parse().unwrap_or(32);
    match last.as_bytes().first() {
        Some(b'f') if bits == 32 => Ty::Float(Fp::F32),
        Some(b'f') if bits == 64 => Ty::Float(Fp::F64),
        Some(b's') => Ty::Int {
            bytes: bits / 8,
            signed: true,
        },
        _ => Ty::Int {
            bytes: (bits / 8).max(1),
            signed: false,
        },
    }
}

fn arg(args: &[String], k: usize) -> Result<&str, Halt> {
    args.get(k)
        .map(String::as_str)
        .ok_or_else(|| Halt::unsupported("a PTX instruction with too few operands"))
}

/// The operands of an instruction, split at top-level commas (`{%0, %1}` stays one).
fn split_operands(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            _ => {}
        }
        if c == ',' && depth == 0 {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The registers of `{%0, %1}` (or one register).
fn registers(s: &str) -> Vec<String> {
    s.trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace())
        .split(',')
        .map(|r| r.trim().to_string())
        .filter(|r| !r.is_empty())
        .collect()
}

fn warps(m: &Machine, mask: &Mask) -> Result<Vec<usize>, Halt> {
    let mut out: Vec<usize> = mask.lanes().map(|i| i / 32).collect();
    out.dedup();
    for w in &out {
        if !(w * 32..(w + 1) * 32).all(|i| i < m.threads && mask.has(i)) {
            return Err(Halt::unsupported(format!(
                "a warp-wide PTX instruction run by part of warp {w}"
            )));
        }
    }
    Ok(out)
}
