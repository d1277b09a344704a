//! The report's planning tables: the stage plan and the instantiations of a template kernel.

use super::{kb, opt};
use crate::analysis::Analysis;
use std::fmt::Write as _;

/// The stage table: per stage count, shared memory, blocks/SM by each limit, waves, and the choice.
pub fn stages_section(s: &mut String, p: &crate::analysis::stages::StagePlan) {
    let [m, n, k] = p.size;
    let _ = writeln!(s, "\n## Stages\n");
    let grid = p
        .grid_blocks
        .map_or("the grid is unknown (no launch)".to_string(), |g| {
            format!("{g} blocks at {m}x{n}x{k}")
        });
    let _ = writeln!(s, "Grid: {grid}; {}.\n", p.sms_source);
    let _ = writeln!(
        s,
        "| stages | shared memory/block | blocks/SM by shared memory | by registers | by warps | **blocks/SM** | waves | |"
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|");
    for r in &p.rows {
        let o = &r.occupancy;
        let mut notes = Vec::new();
        if r.stages == 1 {
            notes.push("the original".to_string());
        }
        if r.dynamic {
            notes.push("dynamic shared memory (above 48 KB)".to_string());
        }
        if r.crosses_cliff {
            notes.push("**crosses the cliff**".to_string());
        }
        if r.stages == p.chosen {
            notes.push("**chosen**".to_string());
        }
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | **{}** | {} | {} |",
            r.stages,
            kb(r.smem_per_block),
            if o.fits {
                o.by_smem.to_string()
            } else {
                "does not fit".to_string()
            },
            o.by_registers
                .map_or("unknown (needs ptxas)".to_string(), |v| v.to_string()),
            opt(o.by_warps),
            o.blocks_per_sm,
            r.waves.map_or("-".to_string(), |w| format!("{w:.2}")),
            notes.join(", ")
        );
    }
    let _ = writeln!(s, "\n{} stages: {}.", p.chosen, p.reason);
}

/// One row per instantiation of a template kernel the file names: each was given the same rewrite
/// (`instances.rs`).
pub(super) fn instances_section(
    s: &mut String,
    a: &Analysis,
    instances: &[crate::pipeline::instances::InstanceRow],
) {
    if instances.is_empty() {
        return;
    }
    let _ = writeln!(
        s,
        "\n## Instantiations\n\nThe rewrite edits the template: kpipe made it for each instantiation the file names, and it is the same text for each. The first row is the instantiation the report analyses (and the GPU section runs); with a GPU and no directive, each other one runs with its own inferred launch.\n"
    );
    let _ = writeln!(
        s,
        "| instantiation | shared memory per block | blocks/SM ({}) | cliff | prefetch registers | launch bytes | registers (ptxas) | SASS | GPU |",
        a.arch
    );
    let _ = writeln!(s, "|---|---|---|---|---|---|---|---|---|");
    for r in instances {
        let registers = r.registers.map_or("-".to_string(), |[a, b]| {
            format!(
                "{a} -> {b}{}",
                if r.new_spills { ", new spills" } else { "" }
            )
        });
        let sass = match (r.sass_overlap, r.load_cover) {
            (Some(true), Some(c)) => format!("overlap, cover {:.0}%", c * 100.0),
            (Some(true), None) => "overlap".to_string(),
            (Some(false), _) => "**no overlap**".to_string(),
            (None, _) => "-".to_string(),
        };
        let gpu = r.gpu.clone().unwrap_or_else(|| "-".to_string());
        let _ = writeln!(
            s,
            "| `{}` | {} -> {} B | {} -> {} | {} | {} | {} | {registers} | {sass} | {gpu} |",
            r.name,
            r.smem_before,
            r.smem_after,
            r.blocks_before,
            r.blocks_after,
            if r.crosses_cliff { "yes" } else { "no" },
            r.prefetch_registers
                .map_or("-".to_string(), |p| p.to_string()),
            r.launch_bytes.map_or("-".to_string(), |b| b.to_string()),
        );
    }
}
