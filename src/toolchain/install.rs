//! `kpipe toolchain install`: the CUDA compiler wheels from PyPI into kpipe's own folder, with
//! `python3 -m pip install --target`, so a machine without CUDA gets compile and SASS checks.

use crate::diagnostics::{Diagnostic, Kind, Result};
use std::path::PathBuf;
use std::process::Command;

pub const WHEELS: &[&str] = &[
    "nvidia-cuda-nvcc",
    "nvidia-cuda-cuobjdump",
    "nvidia-cuda-nvdisasm",
    "nvidia-cuda-runtime",
    "nvidia-cuda-crt",
    "nvidia-nvvm",
    "nvidia-cuda-cccl",
];

pub fn site_dir() -> PathBuf {
    super::kpipe_home().join("cuda")
}

/// Installs the wheels; prints pip's progress to the terminal.
pub fn install() -> Result<PathBuf> {
    let python = ["python3", "python"]
        .iter()
        .find(|p| Command::new(p).arg("--version").output().is_ok_and(|o| o.status.success()))
        .ok_or_else(|| {
            Diagnostic::new(
                Kind::Io,
                "python3 not found: the CUDA compiler wheels install with pip",
                "install python3 and pip (e.g. apt-get install python3-pip), or install the CUDA toolkit and set CUDA_HOME",
            )
        })?;
    let has_pip = Command::new(python)
        .args(["-m", "pip", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_pip {
        return Err(Diagnostic::new(
            Kind::Io,
            format!("{python} has no pip"),
            "install pip (python3 -m ensurepip, or apt-get install python3-pip), or install the CUDA toolkit and set CUDA_HOME",
        ));
    }
    let target = site_dir();
    std::fs::create_dir_all(&target).map_err(|e| {
        Diagnostic::new(
            Kind::Io,
            format!("cannot create {}: {e}", target.display()),
            "",
        )
    })?;
    let status = Command::new(python)
        .args([
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--upgrade",
            "--target",
        ])
        .arg(&target)
        .args(WHEELS)
        .status()
        .map_err(|e| Diagnostic::new(Kind::Io, format!("cannot run pip: {e}"), ""))?;
    if !status.success() {
        return Err(Diagnostic::new(
            Kind::Io,
            format!("pip failed ({status}) installing {}", WHEELS.join(" ")),
            "check the network access to PyPI, or install the CUDA toolkit and set CUDA_HOME",
        ));
    }
    Ok(target)
}
