//! The original's runs, remembered for the process: `auto` proves each of its candidates against
//! one original, and every candidate's proof runs the original at the same sizes (and calibrates
//! the same step of K first: that answer is remembered too). A run is keyed by
//! everything it depends on (the texts, the constants, the kernel, the K-loop, the launch and
//! arguments); the oldest runs go first once the kept stores pass a bound.

use super::error::SymbolicError;
use super::memory::Store;
use super::Halt;
use std::collections::{HashMap, VecDeque};
use std::hash::BuildHasher;
use std::sync::{Arc, Mutex};

/// What one run of a kernel left behind.
pub struct Outcome {
    /// A block loaded from global memory after it stored to it.
    pub load_after_store: bool,
    /// Sorted by address; each address's stores in program order.
    pub stores: Vec<Store>,
    pub reads: super::memory::Reads,
    pub iterations: u64,
    /// How many times the K-loop was entered.
    pub passes: u64,
    /// The first shared byte the run read before any thread wrote it.
    pub unwritten_shared_read: Option<i64>,
}

pub type Run = Arc<Result<Outcome, Halt>>;

/// Stores kept over all remembered runs (a 128x128 tile's run holds about 200,000).
const MAX_STORES: usize = 3_000_000;

#[derive(Default)]
struct Kept {
    runs: HashMap<u128, Run>,
    order: VecDeque<u128>,
    stores: usize,
}

static KEPT: Mutex<Option<Kept>> = Mutex::new(None);

/// A 128-bit key over `parts` (two hashes with fixed, different seeds: the same in every process).
pub fn key(parts: &[&dyn std::fmt::Debug]) -> u128 {
    let text: Vec<String> = parts.iter().map(|p| format!("{p:?}")).collect();
    let half = |seed: u64| foldhash::quality::FixedState::with_seed(seed).hash_one(&text);
    (u128::from(half(0x6b70_6970_6531)) << 64) | u128::from(half(0x6f72_6967_696e))
}

/// The run kept under `key`, if any.
pub fn get(key: u128) -> Option<Run> {
    KEPT.lock().ok()?.as_ref()?.runs.get(&key).cloned()
}

/// Keeps `run` under `key`, dropping the oldest runs past the bound.
pub fn put(key: u128, run: Run) {
    let Ok(mut kept) = KEPT.lock() else {
        return;
    };
    let kept = kept.get_or_insert_with(Kept::default);
    let size = |r: &Run| r.as_ref().as_ref().map_or(0, |o| o.stores.len());
    kept.stores += size(&run);
    if let Some(old) = kept.runs.insert(key, run) {
        kept.stores -= size(&old);
    } else {
        kept.order.push_back(key);
    }
    while kept.stores > MAX_STORES && kept.order.len() > 1 {
        let Some(oldest) = kept.order.pop_front() else {
            break;
        };
        if let Some(old) = kept.runs.remove(&oldest) {
            kept.stores -= size(&old);
        }
    }
}

static CALIBRATIONS: Mutex<Option<HashMap<u128, Result<u64, SymbolicError>>>> = Mutex::new(None);

/// The step of K a calibration under `key` found (or why none fits), if one ran.
pub fn calibration(key: u128) -> Option<Result<u64, SymbolicError>> {
    CALIBRATIONS.lock().ok()?.as_ref()?.get(&key).cloned()
}

/// Keeps a calibration's answer (a few bytes each: never dropped).
pub fn keep_calibration(key: u128, step: Result<u64, SymbolicError>) {
    if let Ok(mut kept) = CALIBRATIONS.lock() {
        kept.get_or_insert_with(HashMap::new).insert(key, step);
    }
}
