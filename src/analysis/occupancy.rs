//! Blocks per SM from every limit (shared memory with the per-block reservation, warps, blocks,
//! registers when known), and the cliff: doubling the tiles must not drop a kernel below 2 blocks/SM.

use super::arch::Arch;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Occupancy {
    pub smem_per_block: u64,
    pub by_smem: u64,
    pub by_warps: Option<u64>,
    pub by_blocks: u64,
    pub by_registers: Option<u64>,
    pub blocks_per_sm: u64,
    /// The resource that sets `blocks_per_sm`.
    pub limit: &'static str,
    pub active_warps: Option<u64>,
    /// The block does not fit at all (shared memory above the per-block maximum).
    pub fits: bool,
}

pub fn occupancy(
    arch: &Arch,
    smem: u64,
    threads: Option<u64>,
    registers: Option<u64>,
) -> Occupancy {
    let fits = smem <= arch.max_smem_per_block;
    let per_block = smem.saturating_add(arch.reserved_smem_per_block);
    let by_smem = if !fits {
        0
    } else if smem == 0 {
        arch.max_blocks_per_sm
    } else {
        arch.smem_per_sm / per_block
    };
    let warps = threads.map(|t| t.div_ceil(32).max(1));
    let by_warps = warps.map(|w| arch.max_warps_per_sm / w);
    let by_registers = match (registers, warps) {
        // Registers are allocated per warp in units of 256.
        (Some(r), Some(w)) if r > 0 => {
            let per_warp = (r * 32).div_ceil(256) * 256;
            Some(arch.registers_per_sm / (per_warp * w))
        }
        _ => None,
    };
    let mut limits = vec![
        ("shared memory", by_smem),
        ("blocks", arch.max_blocks_per_sm),
    ];
    if let Some(w) = by_warps {
        limits.push(("warps", w));
    }
    if let Some(r) = by_registers {
        limits.push(("registers", r));
    }
    let (limit, blocks) = limits
        .iter()
        .min_by_key(|(_, v)| *v)
        .copied()
        .expect("at least two limits");
    Occupancy {
        smem_per_block: smem,
        by_smem,
        by_warps,
        by_blocks: arch.max_blocks_per_sm,
        by_registers,
        blocks_per_sm: blocks,
        limit,
        active_warps: warps.map(|w| w * blocks),
        fits,
    }
}

/// Before/after doubling on one architecture.
#[derive(Debug, Clone, Serialize)]
pub struct CliffCheck {
    pub arch: &'static str,
    pub single: Occupancy,
    pub doubled: Occupancy,
    /// Doubling drops the kernel from 2 or more blocks/SM to fewer than 2 (or does not fit).
    pub crosses_cliff: bool,
}

pub fn cliff(
    arch: &Arch,
    single: u64,
    doubled: u64,
    threads: Option<u64>,
    registers: Option<u64>,
) -> CliffCheck {
    let before = occupancy(arch, single, threads, registers);
    let after = occupancy(arch, doubled, threads, registers);
    let crosses = !after.fits || (before.blocks_per_sm >= 2 && after.blocks_per_sm < 2);
    CliffCheck {
        arch: arch.name,
        single: before,
        doubled: after,
        crosses_cliff: crosses,
    }
}

#[cfg(test)]
mod tests {
    use super::super::arch::by_name;
    use super::*;

    #[test]
    fn sm86_cliff_from_spec() {
        let sm86 = by_name("sm_86").unwrap();
        assert_eq!(occupancy(sm86, 48 * 1024, Some(256), None).by_smem, 2);
        assert_eq!(occupancy(sm86, 56 * 1024, Some(256), None).by_smem, 1);
        let check = cliff(sm86, 40 * 1024, 80 * 1024, Some(256), None);
        assert!(check.crosses_cliff);
        assert_eq!(check.single.blocks_per_sm, 2);
        assert_eq!(check.doubled.blocks_per_sm, 1);
    }

    #[test]
    fn warps_and_registers_limit() {
        let sm80 = by_name("sm_80").unwrap();
        let o = occupancy(sm80, 8 * 1024, Some(1024), Some(32));
        assert_eq!(o.by_warps, Some(2));
        assert_eq!(o.by_registers, Some(2));
        assert_eq!(o.blocks_per_sm, 2);
        let o = occupancy(sm80, 8 * 1024, Some(256), Some(128));
        assert_eq!(o.by_registers, Some(2));
        assert_eq!(o.limit, "registers");
    }
}
