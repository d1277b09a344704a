//! cp.async with two stages (`templates/cp_async_double.cu`, `templates/cp_async_wait_after.cu`):
//! iteration t starts the asynchronous copies of tile t+1 into the other stage, then computes on
//! tile t.

use super::context::Context;
use super::render::Stores;
use super::shape::Shape;
use crate::analysis::choose::CpAsyncWait;
use crate::diagnostics::{Diagnostic, Kind, Result};

const CP_ASYNC_DOUBLE: &str = include_str!("../../templates/cp_async_double.cu");
const CP_ASYNC_WAIT_AFTER: &str = include_str!("../../templates/cp_async_wait_after.cu");

/// cp.async into two stages.
pub struct CpAsync;

impl Shape for CpAsync {
    /// Where the loop waits for the copies: at the top, or after the compute (`--cp-async-wait`).
    fn template(&self, cx: &Context) -> &'static str {
        match cx.decision.tuning.cp_async_wait {
            CpAsyncWait::Top | CpAsyncWait::Spread => CP_ASYNC_DOUBLE,
            CpAsyncWait::AfterCompute => CP_ASYNC_WAIT_AFTER,
        }
    }

    /// kpipe spreads the copies over the k-steps in the ring only: on the H100 the two-stage loop
    /// gained nothing from it (docs/RESULTS.md, "cp.async copies spread").
    fn check(&self, cx: &Context) -> Result<()> {
        if cx.decision.tuning.cp_async_wait == CpAsyncWait::Spread {
            return Err(Diagnostic::new(
                Kind::VariantUnavailable,
                "kpipe spreads the copies over the compute's k-steps in the cp.async ring of 3 or more stages only",
                "add --stages 3 (or more), or use --cp-async-wait top",
            )
            .at(cx.kloop.node.byte_range()));
        }
        Ok(())
    }

    fn prologue(&self, cx: &Context) -> Result<Vec<String>> {
        cx.first_tile(Stores::ToCopies)
    }

    fn prefetch(&self, cx: &Context) -> Result<Vec<String>> {
        let pass = cx.pass(cx.stage("[kp_stage ^ 1]"), 1, Stores::ToCopies, false);
        cx.next_tile(&pass, cx.has_locals())
    }
}
