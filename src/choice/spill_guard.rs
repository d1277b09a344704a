//! `auto` without a measurement does not write a candidate that its own compile says may run
//! slower than the original: one whose registers spill, or whose stack frame grows, more than the
//! original's. Local memory traffic in the loop can cost more than the overlap gains: on the CUDA
//! samples' tf32 GEMM the two-stage rewrite spilled 7320 B of loads against the original's 2928 B and
//! ran x0.62 to x0.70 on an H100 (docs/CORPUS.md).
//!
//! No other candidate is taken in its place: on the one measured kernel where that was possible
//! (`sgemm_cliff_sm86` on sm_90: register prefetch spilled, cp.async did not), the candidate without
//! spills was the slower one (x0.86 against x0.95), and both were slower than the original. So
//! nothing is written, and the verdict says why and what a GPU run would measure.

use super::Candidates;

/// The verdict that pipelining does not pay, statically, when the chosen candidate is a static
/// `auto` choice (no `--stages`, `--unroll` or `--ldg-issue`) that rewrites and whose compile
/// spills more than the original's; None when the candidate may be written.
pub fn spill_verdict<C: Candidates>(candidates: &C, chosen: &C::Candidate) -> Option<String> {
    let decided = candidates.decided(chosen)?;
    let evidence = candidates.evidence(chosen);
    let applies = candidates.asked().free_shape() && decided.rewrites && decided.static_choice;
    if !(applies && evidence.spills_grew) {
        return None;
    }
    let words = match (evidence.spilled, evidence.stack) {
        (Some((o, r)), Some((os, rs))) => format!("{o} -> {r} B spilled, {os} -> {rs} B stack"),
        _ => String::new(),
    };
    Some(format!(
        "pipelining does not pay here, statically: the rewrite spills registers or grows its stack frame more than the original ({words}), which can cost more than the overlap gains; a GPU run (`--variant auto` with a launch kpipe can read) measures whether it pays, and `--variant` writes a candidate anyway"
    ))
}
