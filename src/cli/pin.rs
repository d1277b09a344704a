//! A choice `auto` measured on a GPU, pinned beside the kernel (`gemm.cu` -> `gemm.cu.kpipe.json`)
//! so that a later run without a GPU (CI, a laptop, a golden test) makes the same choice and says it
//! was measured, when, and on what device.
//!
//! A pin holds, per kernel (with its instantiation) and architecture: the candidate kept (its
//! variant and tuning) or none (pipelining did not pay), the device, the date, the problem size, the
//! measured speedups and a fingerprint of the file's text. A pin whose fingerprint differs from the
//! file's was measured on another version of it: it is not used, and the report says so. `auto`
//! with a GPU measures again and replaces its pin; `--variant`, `--stages`, `--unroll`,
//! `--ldg-issue` and `--cp-async-wait` ask for a candidate and leave pins alone. A many-file run's
//! children read and record the pin file of the file they work on (`FILE_ENV`, `RECORD_ENV`).

use crate::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, Variant, VariantRequest};
use crate::analysis::Analysis;
use crate::cli::config::{Config, Output};
use crate::prove::gpu::GpuChecks;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The pin file's format version.
const FORMAT: u32 = 1;

/// Everything pinned for one source file.
#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct PinFile {
    pub kpipe_pin: u32,
    pub pins: Vec<Pin>,
}

/// One measured choice.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Pin {
    /// The kernel, with the instantiation measured (`sgemm<128, 128, 8>`).
    pub kernel: String,
    pub arch: String,
    /// FNV-1a (64 bits, hex) of the file's text when it was measured.
    pub source_fnv1a: String,
    pub device: String,
    /// UTC date and time of the measurement (`2026-11-25T18:47:03Z`).
    pub measured_at: String,
    /// The problem size benchmarked (`4096x4096x4096`).
    pub size: String,
    /// The candidate kept; None when none beat the original by more than the spread.
    pub choice: Option<Choice>,
    /// The fastest candidate's speedup over the original.
    pub speedup: f64,
    /// Every candidate measured, as `variant xSPEEDUP`.
    pub measured: Vec<String>,
}

/// A candidate: what `kpipe apply --variant V --stages N --unroll U ...` builds.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Choice {
    pub variant: String,
    pub stages: u32,
    pub unroll: u32,
    pub cp_async_wait: String,
    pub ldg_issue: String,
}

impl Choice {
    fn of(variant: Variant, t: &Tuning) -> Choice {
        Choice {
            variant: variant.name().to_string(),
            stages: t.stages,
            unroll: t.unroll,
            cp_async_wait: match t.cp_async_wait {
                CpAsyncWait::Top => "top",
                CpAsyncWait::AfterCompute => "after-compute",
                CpAsyncWait::Spread => "spread",
            }
            .to_string(),
            ldg_issue: match t.ldg_issue {
                LdgIssue::Top => "top",
                LdgIssue::Bottom => "bottom",
            }
            .to_string(),
        }
    }

    /// The request and tuning that rebuild this candidate (None: a pin kpipe cannot read).
    pub fn request(&self, base: Tuning) -> Option<(VariantRequest, Tuning)> {
        let request = match self.variant.as_str() {
            "ldg" => VariantRequest::Ldg,
            "cp-async" => VariantRequest::CpAsync,
            _ => return None,
        };
        let cp_async_wait = match self.cp_async_wait.as_str() {
            "top" => CpAsyncWait::Top,
            "after-compute" => CpAsyncWait::AfterCompute,
            "spread" => CpAsyncWait::Spread,
            _ => return None,
        };
        let ldg_issue = match self.ldg_issue.as_str() {
            "top" => LdgIssue::Top,
            "bottom" => LdgIssue::Bottom,
            _ => return None,
        };
        let tuning = Tuning {
            stages: self.stages,
            unroll: self.unroll,
            cp_async_wait,
            ldg_issue,
            ..base
        };
        Some((request, tuning))
    }
}

/// What the pin file says for the kernel at hand.
#[derive(Debug)]
pub enum Found {
    None,
    Pinned(Pin),
    /// A pin for this kernel and architecture, measured on another version of the file.
    Stale(Pin),
}

/// The pin file of `file`: `gemm.cu` -> `gemm.cu.kpipe.json`, beside it.
pub fn path_of(file: &Path) -> PathBuf {
    let mut name = file.file_name().unwrap_or_default().to_os_string();
    name.push(".kpipe.json");
    file.with_file_name(name)
}

/// FNV-1a, 64 bits: a fingerprint of the file's text that does not change between Rust versions.
pub fn fingerprint(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// A many-file run's child reads its file's text from stdin: the parent names the file's pin file
/// here, and sets `RECORD_ENV` when it writes the outputs (so the child may record a pin).
pub const FILE_ENV: &str = "KPIPE_PIN_FILE";
pub const RECORD_ENV: &str = "KPIPE_PIN_RECORD";

/// The pin file of this run's input: beside the file, or the one a many-file run names for a
/// child reading from stdin; None for stdin otherwise.
pub fn pin_path(config: &Config) -> Option<PathBuf> {
    if crate::files::is_stdin(&config.file) {
        std::env::var_os(FILE_ENV).map(PathBuf::from)
    } else {
        Some(path_of(&config.file))
    }
}

/// Whether pins apply to this run: `auto` with a pin file, with no candidate asked for.
pub fn applies(config: &Config) -> bool {
    config.variant == VariantRequest::Auto
        && pin_path(config).is_some()
        && config.stages.is_none()
        && config.unroll.is_none()
        && config.ldg_issue.is_none()
        && config.cp_async_wait.is_none()
}

/// The pin for `kernel` on `arch` in the run's pin file, if it has one.
pub fn find(config: &Config, text: &str, kernel: &str, arch: &str) -> Found {
    let Some(pins) = pin_path(config).and_then(|p| read(&p)) else {
        return Found::None;
    };
    let Some(pin) = pins
        .pins
        .into_iter()
        .find(|p| p.kernel == kernel && p.arch == arch)
    else {
        return Found::None;
    };
    if pin.source_fnv1a == fingerprint(text) {
        Found::Pinned(pin)
    } else {
        Found::Stale(pin)
    }
}

fn read(path: &Path) -> Option<PinFile> {
    let text = std::fs::read_to_string(path).ok()?;
    serde_json::from_str::<PinFile>(&text)
        .ok()
        .filter(|p| p.kpipe_pin == FORMAT)
}

/// The pin of a measured run's ending (the analysis and GPU checks of the kept candidate, or of the
/// fastest when none pays), None without a benchmark.
pub fn of_measured(
    config: &Config,
    text: &str,
    analysis: &Analysis,
    gpu: Option<&GpuChecks>,
    pays: bool,
) -> Option<Pin> {
    let Some(GpuChecks::Done(report)) = gpu else {
        return None;
    };
    let bench = report.bench.as_ref()?;
    let decision = analysis.decision.as_ref()?;
    let best = bench
        .rows
        .iter()
        .skip(1)
        .map(|r| r.speedup)
        .fold(0.0, f64::max);
    Some(Pin {
        kernel: kernel_key(&analysis.kernel, analysis.instantiation.as_deref()),
        arch: config.arch.name.to_string(),
        source_fnv1a: fingerprint(text),
        device: report.device.name.clone(),
        measured_at: now_utc(),
        size: format!("{}x{}x{}", bench.m, bench.n, bench.k),
        choice: pays.then(|| Choice::of(decision.variant, &decision.tuning)),
        speedup: best,
        measured: bench
            .rows
            .iter()
            .skip(1)
            .map(|r| format!("{} x{:.2}", r.variant, r.speedup))
            .collect(),
    })
}

/// `name` or `name<args>`: how pins name a kernel.
pub fn kernel_key(name: &str, instantiation: Option<&str>) -> String {
    format!("{name}{}", instantiation.unwrap_or(""))
}

/// Records `pin` in the pin file beside the input when the run writes its output to a file (a dry
/// run, `-o -` and `--patch` write nothing else, so no pin either); the note for the report, or
/// why the pin could not be written.
pub fn record(config: &Config, pin: Pin) -> Option<String> {
    let writes = match crate::files::is_stdin(&config.file) {
        true => std::env::var_os(RECORD_ENV).is_some_and(|v| v == "1"),
        false => matches!(config.output, Output::File(_)),
    };
    let path = pin_path(config).filter(|_| writes)?;
    let mut file = read(&path).unwrap_or(PinFile {
        kpipe_pin: FORMAT,
        pins: Vec::new(),
    });
    file.pins
        .retain(|p| !(p.kernel == pin.kernel && p.arch == pin.arch));
    file.pins.push(pin);
    let text = serde_json::to_string_pretty(&file).ok()? + "\n";
    Some(match crate::files::write_atomically(&path, &text) {
        Ok(()) => format!(
            "the measured choice is pinned in {}: `auto` without a GPU makes the same choice while the file is unchanged",
            path.display()
        ),
        Err(e) => format!("the measured choice could not be pinned: {}", e.message),
    })
}

/// The reason a pinned choice gives in the report (`path`: its pin file).
pub fn reason(pin: &Pin, path: &Path) -> String {
    format!(
        "measured on {} on {} at {} and pinned in {}: {}",
        pin.device,
        pin.measured_at,
        pin.size,
        path.display(),
        pin.measured.join(", ")
    )
}

/// The current UTC time, `YYYY-MM-DDTHH:MM:SSZ`.
fn now_utc() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// The calendar date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_fingerprints_are_stable() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_417), (2025, 11, 25));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        // FNV-1a's published value for the empty string and for "a".
        assert_eq!(fingerprint(""), "cbf29ce484222325");
        assert_eq!(fingerprint("a"), "af63dc4c8601ec8c");
        assert_eq!(
            path_of(Path::new("src/gemm.cu")),
            PathBuf::from("src/gemm.cu.kpipe.json")
        );
    }

    #[test]
    fn a_choice_rebuilds_its_request() {
        let base = Tuning {
            unroll: 1,
            cp_async_wait: CpAsyncWait::Top,
            ldg_issue: LdgIssue::Top,
            stages: 2,
            dynamic_smem: false,
        };
        let ring = Tuning {
            stages: 3,
            unroll: 2,
            ..base
        };
        let choice = Choice::of(Variant::CpAsync, &ring);
        assert_eq!(choice.request(base), Some((VariantRequest::CpAsync, ring)));
        let bad = Choice {
            variant: "tma".to_string(),
            ..choice.clone()
        };
        assert_eq!(bad.request(base), None);
    }
}
