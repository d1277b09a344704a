//! The interface between the shared rewrite and its variants: each variant (`ldg`, `ldg_bottom`,
//! `cp_async`, `ring`) says which template it fills and what goes into the placeholders that differ
//! between variants; the rest of the loop (hoisted declarations, compute, epilogue, the edits
//! outside the loop) is shared.

use super::context::Context;
use crate::diagnostics::Result;

/// One variant of the rewritten loop. The rewrite calls the methods that return a `Result` in the
/// order they are declared, which is the order their errors are reported in.
pub trait Shape {
    /// The template the loop is written in.
    fn template(&self, cx: &Context) -> &'static str;
    /// Checks beyond the shared ones that the variant needs before anything is rendered.
    fn check(&self, _cx: &Context) -> Result<()> {
        Ok(())
    }
    /// `{{PROLOGUE}}`: the tiles loaded before the loop.
    fn prologue(&self, cx: &Context) -> Result<Vec<String>>;
    /// `{{PREFETCH}}`: the loads of a later tile in the steady-state loop.
    fn prefetch(&self, cx: &Context) -> Result<Vec<String>>;
    /// `{{COMPUTE}}`: the steady-state loop's compute, given the variant's `prefetch` (which a
    /// variant may issue inside it).
    fn steady_compute(&self, cx: &Context, _prefetch: &[String]) -> Result<Vec<String>> {
        cx.compute()
    }
    /// `{{PREFETCH_FIRST}}`: a second tile's loads before the loop.
    fn prefetch_first(&self, _cx: &Context) -> Result<Vec<String>> {
        Ok(Vec::new())
    }
    /// `{{STORE}}`: the prefetched tile stored into its stage.
    fn store(&self, _cx: &Context) -> Result<Vec<String>> {
        Ok(Vec::new())
    }
    /// `{{REGISTERS}}`: the declarations of the prefetch registers.
    fn register_decls(&self, _cx: &Context) -> Vec<String> {
        Vec::new()
    }
    /// The variant's own inline placeholders (after the shared `COND`, `COND_NEXT`, `STEP`,
    /// `SUMMARY`).
    fn inline(&self, _cx: &Context) -> Result<Vec<(&'static str, String)>> {
        Ok(Vec::new())
    }
}
