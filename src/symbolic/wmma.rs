//! wmma: fragments and the warp-wide operations on them. A fragment's contents are a term per lane:
//! a load's term is the operation on every element it reads (in row-major order of the tile), an
//! `mma_sync`'s the operation on its three fragments' terms, an element `f.x[i]` the fragment's term
//! with the lane and index. A store writes each element of the tile as a term of the fragment and
//! the element's row and column. So two kernels agree exactly when they load the same elements into
//! the same fragments and multiply the same fragments in the same order; the hardware's layout of
//! elements across lanes never matters to that question.

use super::machine::LValue;
use super::machine::Machine;
use super::memory::{cells_of, value_of, warp_of};
use super::term::Term;
use super::types::{base_type, Fp, FragTy, Ty};
use super::value::{ptr_of, Lanes, Mask, Ptr, Value};
use super::Halt;
use crate::source::parse;
use std::rc::Rc;
use tree_sitter::Node;

/// `mem_row_major` and `mem_col_major` as the values a store's layout argument takes.
pub fn layout_constant(name: &str) -> Option<i64> {
    match name {
        "mem_row_major" => Some(0),
        "mem_col_major" => Some(1),
        _ => None,
    }
}

pub fn is_wmma_call(name: &str) -> bool {
    matches!(
        name,
        "load_matrix_sync" | "store_matrix_sync" | "mma_sync" | "fill_fragment"
    )
}

/// Elements each lane holds (the tile's elements spread over the warp).
pub fn elements_per_lane(f: &FragTy) -> u64 {
    let (r, c) = f.rows_cols();
    (r * c / 32).max(1)
}

/// The fragment type a type node names (`wmma::fragment<wmma::matrix_a, 16, 16, 16, half,
/// wmma::row_major>`), or None.
pub fn fragment_type<'p>(m: &mut Machine<'p, '_>, node: Node<'p>, mask: &Mask) -> Option<Ty> {
    let text = m.text(node);
    if !text.contains("fragment") || !text.contains('<') {
        return None;
    }
    let mut list = None;
    parse::preorder(node, |n, _| {
        if n.kind() == "template_argument_list" && list.is_none() {
            list = Some(n);
            return parse::Visit::Stop;
        }
        parse::Visit::Descend
    });
    let args = parse::named_children(list?);
    if args.len() < 5 {
        return None;
    }
    let word = |m: &Machine, n: Node| {
        let t = m.text(n);
        t.rsplit("::").next().unwrap_or(t).trim().to_string()
    };
    let usage = word(m, args[0]);
    let mut dims = [0u64; 3];
    for (k, a) in args[1..4].iter().enumerate() {
        let t = m.text(*a).to_string();
        dims[k] = match m.prog.symbols.eval(&t) {
            Ok(v) => v as u64,
            Err(_) => m.constant(*a, mask).ok()? as u64,
        };
    }
    let elem_word = word(m, args[4]);
    let elem = match elem_word.as_str() {
        "tf32" => Ty::Float(Fp::F32),
        "s8" => base_type("signed char")?,
        "u8" => base_type("unsigned char")?,
        other => m.type_of_text(other).or_else(|| base_type(other))?,
    };
    let row_major = args.get(5).map(|a| word(m, *a) == "row_major");
    Some(Ty::Frag(Rc::new(FragTy {
        usage,
        m: dims[0],
        n: dims[1],
        k: dims[2],
        elem,
        row_major,
    })))
}

/// Lane `lane`'s element `index` of a fragment value.
pub fn element(frag: &Value, lane: usize, index: i64) -> Result<Value, Halt> {
    match frag {
        Value::Data(t) => Ok(Value::Data(t.with(&[lane as u64, index as u64]))),
        Value::Undef(n) => Ok(Value::Undef(*n)),
        _ => Err(Halt::unsupported(
            "a fragment element of a value that is no fragment",
        )),
    }
}

/// A fragment value with lane `lane`'s element `index` replaced by `v`.
pub fn with_element(
    frag: &Value,
    lane: usize,
    index: i64,
    v: &Value,
    ty: &Ty,
) -> Result<Value, Halt> {
    let base = match frag {
        Value::Data(t) => *t,
        Value::Undef(n) => Term::undefined(*n),
        _ => {
            return Err(Halt::unsupported(
                "a fragment element of a value that is no fragment",
            ))
        }
    };
    Ok(Value::Data(Term::op(
        "wmma.set",
        &[
            base,
            v.term(ty.size())?,
            Term::constant(lane as u64, 8),
            Term::constant(index as u64, 8),
        ],
    )))
}

/// The warps with a running lane in `mask`; each must be running whole.
fn warps(m: &Machine, mask: &Mask, what: &str) -> Result<Vec<usize>, Halt> {
    let mut out: Vec<usize> = mask.lanes().map(|i| i / 32).collect();
    out.dedup();
    for w in &out {
        let whole = (w * 32..((w + 1) * 32).min(m.threads)).all(|i| mask.has(i));
        if !whole {
            return Err(Halt::unsupported(format!(
                "{what} run by part of warp {w} (a warp-wide operation)"
            )));
        }
    }
    Ok(out)
}

/// One term for a warp's fragment: the lanes' term when they agree, else a term of them all.
fn warp_term(lanes: &Lanes, w: usize, threads: usize, size: u64) -> Result<Term, Halt> {
    let lanes_of: Vec<usize> = (w * 32..((w + 1) * 32).min(threads)).collect();
    let first = lanes.get(lanes_of[0]).clone();
    if lanes_of.iter().all(|i| *lanes.get(*i) == first) {
        return first.term(size.max(1));
    }
    let terms: Result<Vec<Term>, Halt> = lanes_of
        .iter()
        .map(|i| lanes.get(*i).term(size.max(1)))
        .collect();
    Ok(Term::op("warp", &terms?))
}

fn frag_of(lv: &LValue) -> Result<Rc<FragTy>, Halt> {
    match &lv.ty {
        Ty::Frag(f) => Ok(f.clone()),
        t => Err(Halt::unsupported(format!("a wmma operation on a `{t:?}`"))),
    }
}

/// A wmma call; None when `name` is not one kpipe models.
pub fn call<'p>(
    m: &mut Machine<'p, '_>,
    name: &str,
    args: &[Node<'p>],
    mask: &Mask,
) -> Result<Option<(Ty, Lanes)>, Halt> {
    let void = Some((Ty::Void, Lanes::Uni(Value::Int(0))));
    match name {
        "fill_fragment" => {
            let lv = m.place(*arg(args, 0)?, mask)?;
            let f = frag_of(&lv)?;
            let (t, v) = m.eval(*arg(args, 1)?, mask)?;
            let v = m.convert_lanes(&v, &t, &f.elem, mask)?;
            let size = f.elem.size();
            let lanes = v.map(mask, |x| {
                Ok(Value::Data(Term::op("wmma.fill", &[x.term(size)?])))
            })?;
            m.write(&lv, &lanes, mask)?;
            Ok(void)
        }
        "load_matrix_sync" => load(m, args, mask).map(|_| void),
        "store_matrix_sync" => store(m, args, mask).map(|_| void),
        "mma_sync" => {
            let d = m.place(*arg(args, 0)?, mask)?;
            let mut terms_of = Vec::new();
            for k in 1..4 {
                let lv = m.place(*arg(args, k)?, mask)?;
                let f = frag_of(&lv)?;
                terms_of.push((m.read(&lv, mask)?, f));
            }
            let df = frag_of(&d)?;
            let code = format!(
                "wmma.mma.{}x{}x{}.{}.{}",
                df.m,
                df.n,
                df.k,
                terms_of[0].1.elem.op_suffix(),
                df.elem.op_suffix()
            );
            let mut out = super::value::zeros(m.threads);
            for w in warps(m, mask, "`mma_sync`")? {
                let parts: Result<Vec<Term>, Halt> = terms_of
                    .iter()
                    .map(|(l, _)| warp_term(l, w, m.threads, 16))
                    .collect();
                let t = Term::op(&code, &parts?);
                for (i, o) in out.iter_mut().enumerate().skip(w * 32).take(32) {
                    if mask.has(i) {
                        *o = Value::Data(t);
                    }
                }
            }
            m.write(&d, &Lanes::Var(Rc::new(out)), mask)?;
            Ok(void)
        }
        _ => Ok(None),
    }
}

fn arg<'a, 'p>(args: &'a [Node<'p>], k: usize) -> Result<&'a Node<'p>, Halt> {
    args.get(k)
        .ok_or_else(|| Halt::unsupported("a wmma call with too few arguments"))
}

/// The layout a load or store uses: the fragment's, else the argument's.
fn row_major<'p>(
    m: &mut Machine<'p, '_>,
    f: &FragTy,
    layout_arg: Option<&Node<'p>>,
    mask: &Mask,
) -> Result<bool, Halt> {
    if let Some(r) = f.row_major {
        return Ok(r);
    }
    let a =
        layout_arg.ok_or_else(|| Halt::unsupported("a wmma accumulator load without a layout"))?;
    let (_, l) = m.eval(*a, mask)?;
    Ok(m.uniform_int(&l, mask, "a wmma layout")? == 0)
}

fn tile_address(base: Ptr, r: u64, c: u64, ldm: i64, row_major: bool, esize: u64) -> Ptr {
    let (major, minor) = if row_major { (r, c) } else { (c, r) };
    let idx = (major as i64).wrapping_mul(ldm).wrapping_add(minor as i64);
    Ptr {
        off: base.off.wrapping_add(idx.wrapping_mul(esize as i64)),
        ..base
    }
}

fn load<'p>(m: &mut Machine<'p, '_>, args: &[Node<'p>], mask: &Mask) -> Result<(), Halt> {
    let lv = m.place(*arg(args, 0)?, mask)?;
    let f = frag_of(&lv)?;
    let (_, at) = m.eval(*arg(args, 1)?, mask)?;
    let (_, ldm) = m.eval(*arg(args, 2)?, mask)?;
    let row_major = row_major(m, &f, args.get(3), mask)?;
    let (rows, cols) = f.rows_cols();
    let esize = f.elem.size();
    let code = format!(
        "wmma.load.{}.{}x{}.{}",
        f.usage,
        rows,
        cols,
        f.elem.op_suffix()
    );
    let mut out = super::value::zeros(m.threads);
    for w in warps(m, mask, "`load_matrix_sync`")? {
        let lead = w * 32;
        let base = ptr_of(at.get(lead))
            .ok_or_else(|| Halt::unsupported("a wmma load from a value that is no address"))?;
        let ldm = match ldm.get(lead) {
            Value::Int(v) => *v,
            _ => {
                return Err(Halt::data_dependent(
                    "a wmma leading dimension from loaded data",
                ))
            }
        };
        let mut terms = Vec::with_capacity((rows * cols) as usize);
        for r in 0..rows {
            for c in 0..cols {
                let p = tile_address(base, r, c, ldm, row_major, esize);
                let cells = m.mem.read(p, esize as usize, warp_of(lead))?;
                let mem = &mut m.mem;
                let v = value_of(&cells, &f.elem, &mut || mem.fresh_undefined());
                terms.push(v.term(esize)?);
            }
        }
        let t = Term::op(&code, &terms);
        for (i, o) in out.iter_mut().enumerate().skip(lead).take(32) {
            if mask.has(i) {
                *o = Value::Data(t);
            }
        }
    }
    m.write(&lv, &Lanes::Var(Rc::new(out)), mask)
}

fn store<'p>(m: &mut Machine<'p, '_>, args: &[Node<'p>], mask: &Mask) -> Result<(), Halt> {
    let (_, at) = m.eval(*arg(args, 0)?, mask)?;
    let lv = m.place(*arg(args, 1)?, mask)?;
    let f = frag_of(&lv)?;
    let frag = m.read(&lv, mask)?;
    let (_, ldm) = m.eval(*arg(args, 2)?, mask)?;
    let row_major = row_major(m, &f, args.get(3), mask)?;
    let (rows, cols) = f.rows_cols();
    let esize = f.elem.size();
    for w in warps(m, mask, "`store_matrix_sync`")? {
        let lead = w * 32;
        let base = ptr_of(at.get(lead))
            .ok_or_else(|| Halt::unsupported("a wmma store to a value that is no address"))?;
        let ldm = match ldm.get(lead) {
            Value::Int(v) => *v,
            _ => {
                return Err(Halt::data_dependent(
                    "a wmma leading dimension from loaded data",
                ))
            }
        };
        let t = warp_term(&frag, w, m.threads, 16)?;
        for r in 0..rows {
            for c in 0..cols {
                let p = tile_address(base, r, c, ldm, row_major, esize);
                let v = Value::Data(t.with(&[r, c]));
                let cells = cells_of(&v, &f.elem)?;
                m.mem.write(p, &cells, warp_of(lead))?;
            }
        }
    }
    Ok(())
}
