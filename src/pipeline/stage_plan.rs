//! The facts the stage rule (`analysis::stages`) needs, gathered for one rewrite: the shared memory one
//! stage adds, the registers ptxas gave the build, the grid at the benchmark size (from the launch kpipe
//! would use: the directive, `--launch`, the host call, inference), and the SMs of the GPU here or of a
//! typical part of the architecture.

use crate::analysis::arch::Arch;
use crate::analysis::stages::{plan, typical_sms, StageInputs, StagePlan};
use crate::analysis::Analysis;
use crate::launch::resolve::Given;

/// What the stage plan needs of the run's settings.
pub struct Settings<'a> {
    pub arch: &'static Arch,
    /// M, N, K of the benchmark.
    pub bench_size: [u64; 3],
    pub given: &'a Given,
}

/// The stage table for the kernel `analysis` describes (built with `analysis.stages` stages), with
/// `registers` per thread from ptxas when compiled. `gpu_sms`: the SMs of the GPU here, if any.
pub fn stage_plan(
    config: &Settings,
    model: &super::Model,
    analysis: &Analysis,
    registers: Option<u64>,
    gpu_sms: Option<u64>,
) -> StagePlan {
    let built = u64::from(analysis.stages.max(2));
    // What each stage beyond the first adds (static tiles and the dynamic stage stride alike).
    let stage_bytes = analysis.smem_doubled.saturating_sub(analysis.smem_single) / (built - 1);
    let fixed_bytes = analysis.smem_single.saturating_sub(stage_bytes);
    let (sms, sms_source) = match gpu_sms {
        Some(n) if n > 0 => (n, format!("{n} SMs (the GPU here)")),
        _ => typical_sms(config.arch),
    };
    let [m, n, k] = config.bench_size;
    let problem =
        crate::launch::evidence::launch_for(model.text, model.source, &model.rec, config.given)
            .ok()
            .and_then(|spec| spec.problem(m, n, k, sms).ok());
    let product = |dims: &[u32; 3]| dims.iter().map(|&d| u64::from(d.max(1))).product::<u64>();
    let grid_blocks = problem.as_ref().map(|p| product(&p.grid));
    // The kernel's own thread count, else the launch's block.
    let threads = analysis
        .threads
        .or_else(|| problem.as_ref().map(|p| product(&p.block)));
    plan(&StageInputs {
        arch: config.arch,
        fixed_bytes,
        stage_bytes,
        threads,
        registers,
        grid_blocks,
        sms,
        sms_source,
        size: config.bench_size,
    })
}
