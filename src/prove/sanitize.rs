//! `--sanitize`: the rewritten kernel under compute-sanitizer racecheck and synccheck, at a small size.
//!
//! compute-sanitizer instruments a process, so kpipe runs itself again (`kpipe gpu-run`, hidden) with
//! the cubin and one small launch, under each tool, and reads the tool's error summary.

use super::error::ProveError;
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
pub fn find_sanitizer(toolchain: &Toolchain) -> Option<std::path::PathBuf> {
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
) -> Result<Vec<SanitizerResult>, ProveError> {
    let tool = find_sanitizer(toolchain).ok_or(ProveError::NoSanitizer)?;
    let [mm, mn, mk] = spec.multiple;
    let (m, n, k) = (
        mm.max(32).div_ceil(mm) * mm,
        mn.max(32).div_ceil(mn) * mn,
        sanitizer_tiles(stages) * mk,
    );
    let dir = tempfile::tempdir()?;
    let cubin_path = dir.path().join("rewritten.cubin");
    std::fs::write(&cubin_path, cubin)?;
    let file = dir.path().join("kernel.cu");
    std::fs::write(&file, source)?;
    let exe = std::env::current_exe()?;
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
            .map_err(|e| ProveError::SanitizerCannotRun(e.into()))?;
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

/// `memcheck`, each (kernel, launch, size) run once per process: `auto`'s candidates share their
/// original.
pub fn memcheck_cached(
    original: &Original,
    spec: &LaunchSpec,
    sizes: &[(u64, u64, u64)],
) -> Result<Vec<Option<String>>, ProveError> {
    use std::collections::HashMap;
    use std::hash::{Hash, Hasher};
    static SEEN: std::sync::Mutex<Option<HashMap<u64, Option<String>>>> =
        std::sync::Mutex::new(None);
    let key = |size: &(u64, u64, u64)| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (original.cubin, original.symbol, spec.to_directive(), size).hash(&mut h);
        original.dynamic_smem.hash(&mut h);
        h.finish()
    };
    let known = |size| SEEN.lock().ok()?.as_ref()?.get(&key(size)).cloned();
    let missing: Vec<(u64, u64, u64)> = sizes
        .iter()
        .filter(|s| known(s).is_none())
        .copied()
        .collect();
    if !missing.is_empty() {
        let found = memcheck(original, spec, &missing)?;
        if let Ok(mut seen) = SEEN.lock() {
            let seen = seen.get_or_insert_with(HashMap::new);
            for (size, f) in missing.iter().zip(found) {
                seen.insert(key(size), f);
            }
        }
    }
    sizes
        .iter()
        .map(|s| known(s).ok_or(ProveError::NoMemcheckResult))
        .collect()
}

/// `MxNxK,MxNxK` as sizes.
pub fn parse_sizes(list: &str) -> Result<Vec<(u64, u64, u64)>, ProveError> {
    list.split(',')
        .map(|s| {
            let v: Vec<u64> = s
                .split('x')
                .map(|d| d.trim().parse::<u64>())
                .collect::<Result<_, _>>()
                .map_err(|error| ProveError::SizeNotANumber {
                    size: s.to_string(),
                    error,
                })?;
            match v[..] {
                [m, n, k] => Ok((m, n, k)),
                _ => Err(ProveError::SizeNotMxNxK {
                    size: s.to_string(),
                }),
            }
        })
        .collect()
}

/// The original kernel, as memcheck runs it.
pub struct Original<'a> {
    pub tool: &'a std::path::Path,
    /// The file (its signature gives the launch's parameters) and the kernel's name.
    pub source: &'a str,
    pub kernel: &'a str,
    pub cubin: &'a [u8],
    pub symbol: &'a str,
    pub dynamic_smem: u64,
}

/// The original under compute-sanitizer's memcheck at each size: None where it is clean, else the
/// first error memcheck reports there. A launch that memcheck stops ends its process, so the
/// sizes after it run in another.
pub fn memcheck(
    original: &Original,
    spec: &LaunchSpec,
    sizes: &[(u64, u64, u64)],
) -> Result<Vec<Option<String>>, ProveError> {
    let dir = tempfile::tempdir()?;
    let cubin_path = dir.path().join("original.cubin");
    std::fs::write(&cubin_path, original.cubin)?;
    let file = dir.path().join("kernel.cu");
    std::fs::write(&file, original.source)?;
    let exe = std::env::current_exe()?;
    let mut out: Vec<Option<String>> = Vec::new();
    while out.len() < sizes.len() {
        let rest = &sizes[out.len()..];
        let list: Vec<String> = rest
            .iter()
            .map(|(m, n, k)| format!("{m}x{n}x{k}"))
            .collect();
        let output = Command::new(original.tool)
            .args(["--tool", "memcheck", "--error-exitcode", "9"])
            .arg(&exe)
            .arg("gpu-run")
            .arg(&file)
            .arg("--cubin")
            .arg(&cubin_path)
            .args(["--symbol", original.symbol, "--kernel", original.kernel])
            .args(["--directive", &spec.to_directive()])
            .args(["--dynamic-smem", &original.dynamic_smem.to_string()])
            .args(["--sizes", &list.join(",")])
            .output()
            .map_err(|e| ProveError::SanitizerCannotRun(e.into()))?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let found = memcheck_parts(&stdout, &stderr, rest.len());
        if found.is_empty() {
            return Err(ProveError::MemcheckDidNotRun {
                last_line: stderr.lines().last().unwrap_or("").to_string(),
            });
        }
        out.extend(found);
    }
    Ok(out)
}

/// Each launched size's first memcheck error (None: clean), in order, from a run's output; the
/// size whose launch did not finish ends the list with its error.
fn memcheck_parts(stdout: &str, stderr: &str, sizes: usize) -> Vec<Option<String>> {
    let mut out = Vec::new();
    let mut first_error: Option<String> = None;
    for line in stdout.lines() {
        let line = line.trim_start_matches("=========").trim();
        if line.starts_with("kpipe gpu-run: launched") {
            out.push(first_error.take());
            continue;
        }
        let is_error = ["Invalid ", "Out-of-range", "Misaligned", "Program hit"]
            .iter()
            .any(|e| line.starts_with(e));
        if is_error && first_error.is_none() {
            first_error = Some(line.to_string());
        }
    }
    if out.len() < sizes && (first_error.is_some() || !stderr.trim().is_empty()) {
        out.push(Some(first_error.unwrap_or_else(|| {
            format!(
                "the launch failed under memcheck: {}",
                stderr.lines().last().unwrap_or("").trim()
            )
        })));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn memcheck_errors_go_to_the_size_they_precede() {
        let stdout = "========= COMPUTE-SANITIZER\nkpipe gpu-run: launched 128x128x32\n========= Invalid __global__ read of size 4 bytes\n=========     at k+0x90\nkpipe gpu-run: launched 256x128x32\n========= Invalid __global__ write of size 4 bytes\n";
        let parts = super::memcheck_parts(
            stdout,
            "kpipe gpu-run: the kernel failed: unspecified launch failure\n",
            3,
        );
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[0], None);
        assert_eq!(
            parts[1].as_deref(),
            Some("Invalid __global__ read of size 4 bytes")
        );
        assert_eq!(
            parts[2].as_deref(),
            Some("Invalid __global__ write of size 4 bytes")
        );
        assert_eq!(
            super::parse_sizes("128x64x32,1x2x3").unwrap(),
            vec![(128, 64, 32), (1, 2, 3)]
        );
        assert!(super::parse_sizes("128x64").is_err());
    }

    #[test]
    fn a_ring_is_sanitized_past_its_wrap() {
        assert_eq!(super::sanitizer_tiles(2), 3);
        assert_eq!(super::sanitizer_tiles(3), 5);
        assert_eq!(super::sanitizer_tiles(4), 6);
    }
}
