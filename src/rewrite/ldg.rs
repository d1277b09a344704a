//! Register prefetch (`templates/ldg_double.cu`, `templates/ldg_single.cu`): iteration t loads tile
//! t+1 from global memory into registers at the top, computes on tile t, and stores the registers
//! into the other stage (or, with one stage, into the only one after a barrier).

use super::context::Context;
use super::render::Stores;
use super::shape::Shape;
use crate::diagnostics::Result;
use crate::recognize::loads::LocalKind;
use crate::recognize::Recognised;

const LDG_DOUBLE: &str = include_str!("../../templates/ldg_double.cu");
const LDG_SINGLE: &str = include_str!("../../templates/ldg_single.cu");

/// Register prefetch with the loads at the top of the loop.
pub struct Ldg;

impl Shape for Ldg {
    fn template(&self, cx: &Context) -> &'static str {
        if cx.double {
            LDG_DOUBLE
        } else {
            LDG_SINGLE
        }
    }

    fn prologue(&self, cx: &Context) -> Result<Vec<String>> {
        prologue(cx)
    }

    fn prefetch(&self, cx: &Context) -> Result<Vec<String>> {
        cx.next_tile(
            &cx.pass(None, 1, Stores::ToRegisters, true),
            cx.has_locals(),
        )
    }

    fn store(&self, cx: &Context) -> Result<Vec<String>> {
        store(cx)
    }

    fn register_decls(&self, cx: &Context) -> Vec<String> {
        register_decls(cx)
    }
}

/// Tile 0 loaded as written into stage 0, after the guard on the block shape the prefetch
/// registers are sized for.
pub fn prologue(cx: &Context) -> Result<Vec<String>> {
    let mut prologue = cx.first_tile(Stores::Keep)?;
    prologue.splice(0..0, block_guard(cx.rec, &cx.inner));
    Ok(prologue)
}

/// The prefetch registers stored into the other stage. The loads' index locals are declared again
/// only where the stores use them.
pub fn store(cx: &Context) -> Result<Vec<String>> {
    let pass = cx.pass_leaving_out(
        cx.stage("[kp_stage ^ 1]"),
        1,
        Stores::FromRegisters,
        true,
        &cx.unused_in_store,
    );
    let kept_locals = cx
        .kloop
        .load
        .locals
        .iter()
        .any(|l| l.kind == LocalKind::Index && !cx.unused_in_store.contains(&l.name));
    Ok(cx.scoped(Context::render_all(&pass, &cx.loads)?, kept_locals))
}

/// `float kp_next_As[4];`: one declaration per prefetch register array.
pub fn register_decls(cx: &Context) -> Vec<String> {
    cx.registers
        .iter()
        .map(|r| format!("{}{} {}[{}];", cx.inner, r.value_type, r.name, r.count))
        .collect()
}

/// Register prefetch sizes its arrays by the load loops' trip counts; a count read for the block
/// shape of the directive or of the file's launches (a start or step from `threadIdx`/`blockDim`)
/// holds only for that shape, and another would overrun the arrays. The rewrite stops such a
/// launch rather than compute wrong numbers: these lines, at the top of the prologue.
fn block_guard(rec: &Recognised, inner: &str) -> Vec<String> {
    let load = &rec.kloop.load;
    let Some(shape) = load
        .stores
        .iter()
        .flat_map(|s| &s.loops)
        .find_map(|i| load.loops[*i].assumes_block)
    else {
        return Vec::new();
    };
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    let test: Vec<String> = ["x", "y", "z"]
        .iter()
        .zip(shape)
        .map(|(axis, d)| format!("blockDim.{axis} != {d}"))
        .collect();
    vec![
        format!(
            "{inner}// the prefetch registers hold the loads of a {} block (the shape kpipe read the load counts for)",
            dims.join(" x ")
        ),
        format!("{inner}if ({}) __trap();", test.join(" || ")),
    ]
}
