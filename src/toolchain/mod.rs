//! The CUDA tools kpipe can use (nvcc, cuobjdump, nvdisasm), found once and shared by every stage.
//!
//! Search order: `--cuda-home`, `$CUDA_HOME`, `PATH`, `/usr/local/cuda`, then kpipe's own toolchain
//! folder (where `kpipe toolchain install` puts the CUDA compiler wheels). A missing tool is not an
//! error: the stages that need it say "skipped" and why.

pub mod build_files;
pub mod cmake;
pub mod error;
pub mod found_includes;
pub mod install;
pub mod makefile;
pub mod nvcc;
pub mod project_flags;
pub mod sass;
pub mod torch;

use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Debug, Clone, Serialize)]
pub struct Tool {
    pub path: PathBuf,
    pub version: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Toolchain {
    pub nvcc: Option<Tool>,
    pub cuobjdump: Option<Tool>,
    pub nvdisasm: Option<Tool>,
    /// Where each tool was looked for, in order.
    pub searched: Vec<PathBuf>,
}

/// kpipe's own toolchain folder: `$KPIPE_HOME`, else `$XDG_CACHE_HOME/kpipe`, else `~/.cache/kpipe`.
pub fn kpipe_home() -> PathBuf {
    if let Some(home) = std::env::var_os("KPIPE_HOME") {
        return PathBuf::from(home);
    }
    if let Some(cache) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(cache).join("kpipe");
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("."));
    home.join(".cache").join("kpipe")
}

/// The `bin` folders of the CUDA wheels under kpipe's toolchain folder.
pub fn own_bin_dirs() -> Vec<PathBuf> {
    let site = install::site_dir();
    ["cu13", "cu12"]
        .iter()
        .map(|v| site.join("nvidia").join(v).join("bin"))
        .collect()
}

impl Toolchain {
    pub fn discover(cuda_home: Option<&Path>) -> Toolchain {
        let mut dirs: Vec<PathBuf> = Vec::new();
        if let Some(home) = cuda_home {
            dirs.push(home.join("bin"));
        }
        if let Some(home) = std::env::var_os("CUDA_HOME") {
            dirs.push(PathBuf::from(home).join("bin"));
        }
        if let Some(path) = std::env::var_os("PATH") {
            dirs.extend(std::env::split_paths(&path));
        }
        dirs.push(PathBuf::from("/usr/local/cuda/bin"));
        dirs.extend(own_bin_dirs());
        let find = |name: &str| {
            dirs.iter()
                .map(|d| d.join(name))
                .find(|p| p.is_file())
                .map(|path| Tool {
                    version: version_of(&path),
                    path,
                })
        };
        Toolchain {
            nvcc: find("nvcc"),
            cuobjdump: find("cuobjdump"),
            nvdisasm: find("nvdisasm"),
            searched: dirs,
        }
    }

    /// Why compile/SASS steps are skipped, if they are.
    pub fn missing(&self) -> Option<String> {
        let missing: Vec<&str> = [
            ("nvcc", self.nvcc.is_none()),
            ("cuobjdump", self.cuobjdump.is_none()),
        ]
        .iter()
        .filter(|(_, m)| *m)
        .map(|(n, _)| *n)
        .collect();
        (!missing.is_empty()).then(|| {
            format!(
                "no {} found (kpipe toolchain install)",
                missing.join(" or ")
            )
        })
    }
}

/// The release line of `TOOL --version` ("release 13.0, V13.0.88"), or "unknown".
fn version_of(path: &Path) -> String {
    Command::new(path)
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| {
            let text = String::from_utf8_lossy(&o.stdout).to_string();
            text.lines()
                .find(|l| l.contains("release") || l.contains("version"))
                .map(|l| l.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

/// The `doctor` text: what was found, and what each missing piece disables.
pub fn doctor(toolchain: &Toolchain) -> String {
    let mut out = String::from("kpipe doctor\n\n");
    let line = |name: &str, tool: &Option<Tool>, disables: &str| match tool {
        Some(t) => format!("  {name:<10} {}  ({})\n", t.path.display(), t.version),
        None => format!("  {name:<10} not found: {disables}\n"),
    };
    out.push_str(&line(
        "nvcc",
        &toolchain.nvcc,
        "no compile check, no register counts (kpipe toolchain install)",
    ));
    out.push_str(&line(
        "cuobjdump",
        &toolchain.cuobjdump,
        "no SASS overlap check (kpipe toolchain install)",
    ));
    out.push_str(&line(
        "nvdisasm",
        &toolchain.nvdisasm,
        "not needed by the current checks",
    ));
    out.push_str(&format!(
        "\n  kpipe's toolchain folder: {}\n",
        kpipe_home().display()
    ));
    out.push_str(&crate::gpu::describe());
    out
}
