//! `--sanitize`: the rewritten kernel under compute-sanitizer racecheck and synccheck, at a small size.
//!
//! compute-sanitizer instruments a process, so kpipe runs itself again (`kpipe gpu-run`, hidden) with
//! the cubin and one small launch, under each tool, and reads the tool's error summary.

use crate::launch::spec::LaunchSpec;
use crate::toolchain::Toolchain;
use serde::Serialize;
use std::process::Command;

#[derive(Debug, Clone, Serialize)]
pub struct SanitizerResult {
    pub tool: String,
    pub clean: bool,
    /// The tool's summary line ("ERROR SUMMARY: 0 errors", "RACECHECK SUMMARY: 0 hazards ...").
    pub summary: String,
}

/// compute-sanitizer beside nvcc, or on PATH.
fn find_sanitizer(toolchain: &Toolchain) -> Option<std::path::PathBuf> {
    let beside = toolchain
        .nvcc
        .as_ref()
        .and_then(|t| t.path.parent().map(|d| d.join("compute-sanitizer")));
    let candidates = beside.into_iter().chain([
        std::path::PathBuf::from("/usr/local/cuda/bin/compute-sanitizer"),
        std::path::PathBuf::from("/usr/local/cuda/compute-sanitizer/compute-sanitizer"),
    ]);
    candidates.into_iter().find(|p| p.is_file()).or_else(|| {
        std::env::var_os("PATH").and_then(|path| {
            std::env::split_paths(&path)
                .map(|d| d.join("compute-sanitizer"))
                .find(|p| p.is_file())
        })
    })
}

/// K-tiles of the sanitizer's launch: 3, or N + 2 for a ring of N stages, so that the ring wraps
/// around (tiles N and N+1 reuse stages 0 and 1) under racecheck and synccheck.
pub fn sanitizer_tiles(stages: u32) -> u64 {
    if stages > 2 {
        u64::from(stages) + 2
    } else {
        3
    }
}

/// Runs racecheck and synccheck on the rewritten cubin; Err says why it could not run. `source` is
/// the original text (its kernel signature gives the launch's parameters); it travels through a
/// temporary file, since the input may have come from stdin.
#[allow(clippy::too_many_arguments)]
pub fn sanitize(
    toolchain: &Toolchain,
    source: &str,
    spec: &LaunchSpec,
    cubin: &[u8],
    symbol: &str,
    kernel: &str,
    dynamic_smem: u64,
    stages: u32,
) -> Result<Vec<SanitizerResult>, String> {
    let tool = find_sanitizer(toolchain).ok_or("skipped: no compute-sanitizer found")?;
    let [mm, mn, mk] = spec.multiple;
    let (m, n, k) = (
        mm.max(32).div_ceil(mm) * mm,
        mn.max(32).div_ceil(mn) * mn,
        sanitizer_tiles(stages) * mk,
    );
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let cubin_path = dir.path().join("rewritten.cubin");
    std::fs::write(&cubin_path, cubin).map_err(|e| e.to_string())?;
    let file = dir.path().join("kernel.cu");
    std::fs::write(&file, source).map_err(|e| e.to_string())?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut results = Vec::new();
    for name in ["racecheck", "synccheck"] {
        let output = Command::new(&tool)
            .args(["--tool", name, "--error-exitcode", "9"])
            .arg(&exe)
            .arg("gpu-run")
            .arg(&file)
            .arg("--cubin")
            .arg(&cubin_path)
            .args(["--symbol", symbol, "--kernel", kernel])
            .args(["--directive", &spec.to_directive()])
            .args(["--dynamic-smem", &dynamic_smem.to_string()])
            .args([
                "--m",
                &m.to_string(),
                "--n",
                &n.to_string(),
                "--k",
                &k.to_string(),
            ])
            .output()
            .map_err(|e| format!("cannot run compute-sanitizer: {e}"))?;
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        let summary = log
            .lines()
            .filter(|l| l.contains("SUMMARY"))
            .map(|l| l.trim_start_matches("========= ").trim().to_string())
            .collect::<Vec<_>>()
            .join("; ");
        let launched = log.contains("kpipe gpu-run: launched");
        results.push(SanitizerResult {
            tool: name.to_string(),
            clean: output.status.success() && launched,
            summary: if launched {
                summary
            } else {
                format!(
                    "the launch did not run: {}",
                    log.lines().last().unwrap_or("")
                )
            },
        });
    }
    Ok(results)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_ring_is_sanitized_past_its_wrap() {
        assert_eq!(super::sanitizer_tiles(2), 3);
        assert_eq!(super::sanitizer_tiles(3), 5);
        assert_eq!(super::sanitizer_tiles(4), 6);
    }
}
