//! `kpipe toolchain install`: the CUDA compiler wheels from PyPI into kpipe's own folder, with
//! `python3 -m pip install --target`, so a machine without CUDA gets compile and SASS checks; and
//! the headers of the CUDA libraries kernels' files include (`cublas_v2.h`, `cusparse.h`,
//! `curand_kernel.h`, `cufft.h`, `cuda_profiler_api.h`), taken out of their wheels beside the compiler's own headers, so
//! such a file compiles as it does with a full toolkit. The libraries themselves (hundreds of MB
//! each) are not kept: kpipe compiles, it never links against them.

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

/// The wheels whose headers only are installed.
pub const LIBRARY_WHEELS: &[&str] = &[
    "nvidia-cublas",
    "nvidia-cusparse",
    "nvidia-curand",
    "nvidia-cufft",
    // `cuda_profiler_api.h` (cudaProfilerStart/Stop), which NVIDIA's samples include.
    "nvidia-cuda-profiler-api",
];

/// Takes the files under an `include/` folder out of every wheel in argv[2] into argv[1].
const EXTRACT_HEADERS: &str = "import glob, sys, zipfile
for wheel in sorted(glob.glob(sys.argv[2] + '/*.whl')):
    with zipfile.ZipFile(wheel) as z:
        for m in z.namelist():
            if '/include/' in m and not m.endswith('/'):
                z.extract(m, sys.argv[1])
";

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
    install_library_headers(python, &target)?;
    Ok(target)
}

/// The CUDA libraries' headers: their wheels downloaded into a temporary folder, the `include/`
/// files taken out into `target`, the wheels removed with the folder.
fn install_library_headers(python: &str, target: &std::path::Path) -> Result<()> {
    let io = |what: String| {
        Diagnostic::new(
            Kind::Io,
            what,
            "check the network access to PyPI, or install the CUDA toolkit and set CUDA_HOME",
        )
    };
    let wheels =
        tempfile::tempdir().map_err(|e| io(format!("cannot make a temporary folder: {e}")))?;
    let status = Command::new(python)
        .args([
            "-m",
            "pip",
            "download",
            "--disable-pip-version-check",
            "--no-deps",
            "--dest",
        ])
        .arg(wheels.path())
        .args(LIBRARY_WHEELS)
        .status()
        .map_err(|e| io(format!("cannot run pip: {e}")))?;
    if !status.success() {
        return Err(io(format!(
            "pip failed ({status}) downloading {}",
            LIBRARY_WHEELS.join(" ")
        )));
    }
    let status = Command::new(python)
        .args(["-c", EXTRACT_HEADERS])
        .arg(target)
        .arg(wheels.path())
        .status()
        .map_err(|e| io(format!("cannot run {python}: {e}")))?;
    if !status.success() {
        return Err(io(format!(
            "taking the headers out of {} failed ({status})",
            LIBRARY_WHEELS.join(" ")
        )));
    }
    Ok(())
}
