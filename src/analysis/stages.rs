//! How many stages a cp.async ring gets: one row per stage count (shared memory per block, blocks per
//! SM by each limit, waves of the grid), and the choice with its reason.
//!
//! The rule follows what was measured on an H100 (SPEC §3): more stages paid when the grid was under
//! one wave of the machine (x1.38 with two stages, x1.77 with three or four, fp16 wmma at
//! 1024x1024x8192, 64 blocks on 132 SMs) and nothing when it was not (x1.30 / 1.29 / 1.32 at 4096^3,
//! where other blocks already hide the loads). So: the most stages that keep every block of the grid
//! resident at once when the grid is under one wave, two otherwise; never a count that crosses the
//! occupancy cliff, and never more than [`MAX_AUTO_STAGES`] (a bound, said in the report).

use super::arch::{Arch, STATIC_SMEM_LIMIT};
use super::occupancy::{occupancy, Occupancy};
use serde::Serialize;

/// `auto` considers (and, with a GPU, measures) rings of 2 to this many stages: past four the hand
/// measurements gained nothing more, and every candidate costs a compile and a benchmark.
pub const MAX_AUTO_STAGES: u32 = 4;
/// The most `--stages` accepts.
pub const MAX_STAGES: u32 = 8;

/// What the stage count depends on.
#[derive(Debug, Clone)]
pub struct StageInputs<'a> {
    pub arch: &'a Arch,
    /// Shared memory that does not grow with the stages (other arrays, a staging tile), bytes.
    pub fixed_bytes: u64,
    /// One stage of the K-loop's tiles, bytes (with the alignment between stages).
    pub stage_bytes: u64,
    pub threads: Option<u64>,
    /// Registers per thread from ptxas, when compiled.
    pub registers: Option<u64>,
    /// Blocks in the grid at the benchmark size, when the launch is known.
    pub grid_blocks: Option<u64>,
    /// SMs of the machine, and where that number comes from (the GPU here, or a typical part).
    pub sms: u64,
    pub sms_source: String,
    /// The problem size the grid is for (M, N, K).
    pub size: [u64; 3],
}

#[derive(Debug, Clone, Serialize)]
pub struct StageRow {
    pub stages: u32,
    pub smem_per_block: u64,
    pub occupancy: Occupancy,
    /// Blocks of the grid over blocks the machine holds at once.
    pub waves: Option<f64>,
    /// Above the 48 KB static limit: the tiles must live in dynamic shared memory.
    pub dynamic: bool,
    /// Fewer than 2 blocks/SM where one stage had 2 or more, or the block does not fit.
    pub crosses_cliff: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct StagePlan {
    /// One row per stage count from 1 (the original) to [`MAX_AUTO_STAGES`].
    pub rows: Vec<StageRow>,
    pub chosen: u32,
    pub reason: String,
    /// The largest count that fits without crossing the cliff (at most [`MAX_AUTO_STAGES`]).
    pub largest: u32,
    pub sms: u64,
    pub sms_source: String,
    pub grid_blocks: Option<u64>,
    pub size: [u64; 3],
}

impl StagePlan {
    pub fn row(&self, stages: u32) -> Option<&StageRow> {
        self.rows.iter().find(|r| r.stages == stages)
    }

    /// The counts `auto` measures with a GPU: 2 to the largest that fits.
    pub fn candidates(&self) -> Vec<u32> {
        (2..=self.largest).collect()
    }
}

/// Typical SM counts per architecture, for the waves when no GPU says its own: A100, RTX 3090,
/// RTX 4090, H100 SXM.
pub fn typical_sms(arch: &Arch) -> (u64, String) {
    let (sms, part) = match arch.name {
        "sm_75" => (72, "a Titan RTX / RTX 2080 Ti"),
        "sm_80" => (108, "an A100"),
        "sm_86" => (82, "an RTX 3090"),
        "sm_89" => (128, "an RTX 4090"),
        _ => (132, "an H100 SXM"),
    };
    (sms, format!("{sms} SMs, as on {part} (no GPU here to ask)"))
}

pub fn plan(inputs: &StageInputs) -> StagePlan {
    let single = occupancy(
        inputs.arch,
        inputs.fixed_bytes.saturating_add(inputs.stage_bytes),
        inputs.threads,
        inputs.registers,
    );
    let rows: Vec<StageRow> = (1..=MAX_AUTO_STAGES)
        .map(|stages| {
            let smem = inputs
                .fixed_bytes
                .saturating_add(inputs.stage_bytes.saturating_mul(stages as u64));
            let occ = occupancy(inputs.arch, smem, inputs.threads, inputs.registers);
            let resident = occ.blocks_per_sm.saturating_mul(inputs.sms);
            let waves = inputs
                .grid_blocks
                .filter(|_| resident > 0)
                .map(|g| g as f64 / resident as f64);
            StageRow {
                stages,
                smem_per_block: smem,
                dynamic: smem > STATIC_SMEM_LIMIT,
                crosses_cliff: !occ.fits || (single.blocks_per_sm >= 2 && occ.blocks_per_sm < 2),
                occupancy: occ,
                waves,
            }
        })
        .collect();
    let usable: Vec<&StageRow> = rows
        .iter()
        .filter(|r| r.stages >= 2 && r.occupancy.fits && !r.crosses_cliff)
        .collect();
    let largest = usable.last().map_or(2, |r| r.stages);
    let (chosen, reason) = choose(&rows, &usable, inputs);
    StagePlan {
        rows,
        chosen,
        reason,
        largest,
        sms: inputs.sms,
        sms_source: inputs.sms_source.clone(),
        grid_blocks: inputs.grid_blocks,
        size: inputs.size,
    }
}

fn choose(rows: &[StageRow], usable: &[&StageRow], inputs: &StageInputs) -> (u32, String) {
    let Some(two) = rows.iter().find(|r| r.stages == 2) else {
        return (2, "two stages".to_string());
    };
    if usable.is_empty() {
        return (
            2,
            "no ring of 2 or more stages fits without crossing the occupancy cliff: two stages, as the cliff check above says".to_string(),
        );
    }
    let Some(grid) = inputs.grid_blocks else {
        return (
            2,
            "the grid is unknown (no launch): two stages; more stages pay only when the grid is under one wave (SPEC §3)".to_string(),
        );
    };
    let under_one_wave = |r: &StageRow| r.waves.is_some_and(|w| w <= 1.0);
    if !under_one_wave(two) {
        return (
            2,
            format!(
                "{grid} blocks are {:.1} waves at two stages ({} blocks/SM x {} SMs): other blocks already hide the loads, and more stages would only cost blocks/SM",
                two.waves.unwrap_or(0.0),
                two.occupancy.blocks_per_sm,
                inputs.sms
            ),
        );
    }
    let best = usable
        .iter()
        .rev()
        .find(|r| under_one_wave(r))
        .copied()
        .unwrap_or(two);
    (
        best.stages,
        format!(
            "{grid} blocks fit in one wave ({} blocks/SM x {} SMs at {} stages): with every block resident, more stages hide more latency at no cost in blocks; {} is the most that keeps one wave without crossing the cliff (bounded at {MAX_AUTO_STAGES})",
            best.occupancy.blocks_per_sm, inputs.sms, best.stages, best.stages
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::arch::by_name;

    fn inputs(stage_kb: u64, grid: Option<u64>, registers: Option<u64>) -> StageInputs<'static> {
        StageInputs {
            arch: by_name("sm_90").unwrap(),
            fixed_bytes: 0,
            stage_bytes: stage_kb * 1024,
            threads: Some(256),
            registers,
            grid_blocks: grid,
            sms: 132,
            sms_source: "test".to_string(),
            size: [1024, 1024, 8192],
        }
    }

    #[test]
    fn under_one_wave_takes_the_most_stages_that_keep_it() {
        // fp16 wmma 128x128x32 with padded tiles: 20 KB a stage; 64 blocks on 132 SMs.
        let p = plan(&inputs(20, Some(64), Some(128)));
        assert_eq!(p.chosen, 4, "{}", p.reason);
        assert_eq!(p.candidates(), vec![2, 3, 4]);
        assert!(p.row(4).unwrap().dynamic);
        assert!(!p.row(2).unwrap().dynamic);
    }

    #[test]
    fn several_waves_keep_two_stages() {
        // The same kernel at 4096^3: 1024 blocks.
        let p = plan(&inputs(20, Some(1024), Some(128)));
        assert_eq!(p.chosen, 2, "{}", p.reason);
        assert!(p.reason.contains("waves"), "{}", p.reason);
    }

    #[test]
    fn an_unknown_grid_keeps_two_stages() {
        let p = plan(&inputs(20, None, None));
        assert_eq!(p.chosen, 2);
        assert!(p.reason.contains("unknown"));
    }

    #[test]
    fn stages_that_would_lose_the_one_wave_are_not_taken() {
        // 200 blocks, 50 KB a stage, 64 registers: 2 stages give 2 blocks/SM x 132 = 264 >= 200; three give
        // 1 block/SM (150 KB), 132 < 200: two stages.
        let p = plan(&inputs(50, Some(200), Some(64)));
        assert_eq!(p.row(2).unwrap().occupancy.blocks_per_sm, 2);
        assert_eq!(p.row(3).unwrap().occupancy.blocks_per_sm, 1);
        assert_eq!(p.chosen, 2, "{}", p.reason);
    }

    #[test]
    fn the_cliff_bounds_the_candidates() {
        // sm_86 (100 KB an SM, 1 KB reserved a block): 20 KB a stage gives 4 blocks at one stage, 2 at
        // two (41 KB), 1 at three (61 KB): below the cliff.
        let mut i = inputs(20, Some(10), Some(64));
        i.arch = by_name("sm_86").unwrap();
        let p = plan(&i);
        assert!(p.row(3).unwrap().crosses_cliff);
        assert_eq!(p.largest, 2);
        assert_eq!(p.chosen, 2);
        // A stage that does not fit at all is never chosen.
        let mut i = inputs(120, Some(10), None);
        i.arch = by_name("sm_86").unwrap();
        let p = plan(&i);
        assert!(!p.row(2).unwrap().occupancy.fits);
        assert!(p.reason.contains("cliff"));
    }
}
