//! Per-architecture facts, as data: one table, read everywhere.

use serde::Serialize;

#[derive(Debug, Clone, Copy, Serialize)]
pub struct Arch {
    pub name: &'static str,
    /// Shared memory per SM, bytes.
    pub smem_per_sm: u64,
    /// Largest shared memory one block may use (opt-in), bytes.
    pub max_smem_per_block: u64,
    /// Shared memory the system reserves per block (sm_80 and later), bytes.
    pub reserved_smem_per_block: u64,
    pub max_warps_per_sm: u64,
    pub max_blocks_per_sm: u64,
    pub registers_per_sm: u64,
    /// `cp.async` (LDGSTS) exists.
    pub cp_async: bool,
}

const KB: u64 = 1024;

/// Static `__shared__` memory is capped at 48 KB per block on every architecture.
pub const STATIC_SMEM_LIMIT: u64 = 48 * KB;

pub const ARCHS: &[Arch] = &[
    Arch {
        name: "sm_75",
        smem_per_sm: 64 * KB,
        max_smem_per_block: 64 * KB,
        reserved_smem_per_block: 0,
        max_warps_per_sm: 32,
        max_blocks_per_sm: 16,
        registers_per_sm: 65536,
        cp_async: false,
    },
    Arch {
        name: "sm_80",
        smem_per_sm: 164 * KB,
        max_smem_per_block: 163 * KB,
        reserved_smem_per_block: KB,
        max_warps_per_sm: 64,
        max_blocks_per_sm: 32,
        registers_per_sm: 65536,
        cp_async: true,
    },
    Arch {
        name: "sm_86",
        smem_per_sm: 100 * KB,
        max_smem_per_block: 99 * KB,
        reserved_smem_per_block: KB,
        max_warps_per_sm: 48,
        max_blocks_per_sm: 16,
        registers_per_sm: 65536,
        cp_async: true,
    },
    Arch {
        name: "sm_89",
        smem_per_sm: 100 * KB,
        max_smem_per_block: 99 * KB,
        reserved_smem_per_block: KB,
        max_warps_per_sm: 48,
        max_blocks_per_sm: 24,
        registers_per_sm: 65536,
        cp_async: true,
    },
    Arch {
        name: "sm_90",
        smem_per_sm: 228 * KB,
        max_smem_per_block: 227 * KB,
        reserved_smem_per_block: KB,
        max_warps_per_sm: 64,
        max_blocks_per_sm: 32,
        registers_per_sm: 65536,
        cp_async: true,
    },
];

pub const DEFAULT_ARCH: &str = "sm_86";

pub fn by_name(name: &str) -> Option<&'static Arch> {
    ARCHS.iter().find(|a| a.name == name)
}

pub fn names() -> Vec<&'static str> {
    ARCHS.iter().map(|a| a.name).collect()
}
