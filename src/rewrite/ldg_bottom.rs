//! Register prefetch with the loads at the bottom (`templates/ldg_double_bottom.cu`, two stages
//! only): iteration t loads tile t+2 into registers after its compute (and tile 1 before the loop),
//! under `if (that tile exists)`, so the loads overlap the next iteration's compute.

use super::context::Context;
use super::ldg;
use super::render::Stores;
use super::shape::Shape;
use crate::diagnostics::Result;

const LDG_DOUBLE_BOTTOM: &str = include_str!("../../templates/ldg_double_bottom.cu");

/// Register prefetch with the loads at the bottom of the loop.
pub struct LdgBottom;

impl Shape for LdgBottom {
    fn template(&self, _cx: &Context) -> &'static str {
        LDG_DOUBLE_BOTTOM
    }

    fn prologue(&self, cx: &Context) -> Result<Vec<String>> {
        ldg::prologue(cx)
    }

    /// Tile t+2's loads; no braces of their own, as they are in those of `if (that tile exists)`.
    fn prefetch(&self, cx: &Context) -> Result<Vec<String>> {
        cx.next_tile(&cx.pass(None, 2, Stores::ToRegisters, true), false)
    }

    /// Tile 1's loads into the registers, before the loop.
    fn prefetch_first(&self, cx: &Context) -> Result<Vec<String>> {
        cx.next_tile(&cx.pass(None, 1, Stores::ToRegisters, true), false)
    }

    fn store(&self, cx: &Context) -> Result<Vec<String>> {
        ldg::store(cx)
    }

    fn register_decls(&self, cx: &Context) -> Vec<String> {
        ldg::register_decls(cx)
    }

    /// `COND_AHEAD`: whether tile t+2 exists.
    fn inline(&self, cx: &Context) -> Result<Vec<(&'static str, String)>> {
        Ok(vec![("COND_AHEAD", cx.cond_ahead(2)?)])
    }
}
