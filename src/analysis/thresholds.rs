//! The thresholds of the static choice, read once from `thresholds.toml` (compiled in), the table
//! `tools/static_score.py` scores too: no measured number is quoted inside a rule.

use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = include_str!("thresholds.toml");

#[derive(Debug, Deserialize)]
pub struct Thresholds {
    pub sass: Sass,
    pub late_loads: LateLoads,
    pub free_forms: FreeForms,
}

#[derive(Debug, Deserialize)]
pub struct Sass {
    pub late_load_cover: f64,
}

#[derive(Debug, Deserialize)]
pub struct LateLoads {
    pub cover_gain: f64,
    pub min_compute_per_load_for_bottom: f64,
    pub full_cover: f64,
}

#[derive(Debug, Deserialize)]
pub struct FreeForms {
    /// Rings (3+ stages) stay off loops without tensor-core math whose tiles compute at least
    /// this many FLOP per byte; none when absent.
    pub simt_two_stages_from_flop_per_byte: Option<f64>,
    pub deeper_ring: bool,
    pub two_stages_if_ring_halves_blocks: bool,
    pub unroll: bool,
    pub unroll_rings: bool,
    pub unroll_registers: u64,
    pub unroll_cover_loss: f64,
}

/// The table (parsed on first use; a malformed table is a build defect the tests catch).
pub fn get() -> &'static Thresholds {
    static PARSED: OnceLock<Thresholds> = OnceLock::new();
    PARSED.get_or_init(|| toml::from_str(TABLE).expect("src/analysis/thresholds.toml parses"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_parses_and_its_shares_are_shares() {
        let t = super::get();
        for share in [
            t.sass.late_load_cover,
            t.late_loads.cover_gain,
            t.late_loads.full_cover,
            t.free_forms.unroll_cover_loss,
        ] {
            assert!((0.0..=1.0).contains(&share), "{share}");
        }
        assert!(t.late_loads.min_compute_per_load_for_bottom > 0.0);
    }
}
