//! The flags a kernel written as a PyTorch extension compiles with (`#include <torch/extension.h>`):
//! torch knows its include folders (`torch.utils.cpp_extension.include_paths()`), Python its own
//! (`Python.h`), and torch's extension builds define the extension's name and the C++ ABI of the
//! library. kpipe asks the `python3` on the PATH (or `$KPIPE_PYTHON`) once and remembers the answer
//! under its own folder while those folders exist.

use super::error::ToolchainError;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long Python may take to import torch.
const PYTHON_TIMEOUT: Duration = Duration::from_secs(90);

/// The script: one include folder per line, then the ABI flag's value.
const SCRIPT: &str = "import sysconfig, torch, torch.utils.cpp_extension as c\n\
                      for p in c.include_paths(): print(p)\n\
                      print(sysconfig.get_paths()['include'])\n\
                      print('ABI=' + str(int(torch._C._GLIBCXX_USE_CXX11_ABI)))\n";

/// Whether `text` includes a header of PyTorch (`torch/`, `ATen/`, `c10/`).
pub fn includes_torch(text: &str) -> bool {
    text.lines().any(|line| {
        let Some(rest) = line.trim_start().strip_prefix('#') else {
            return false;
        };
        let Some(target) = rest.trim_start().strip_prefix("include") else {
            return false;
        };
        let target = target.trim_start().trim_start_matches(['<', '"']);
        ["torch/", "ATen/", "c10/"]
            .iter()
            .any(|p| target.starts_with(p))
    })
}

/// Whether one of `dirs` already holds torch's headers.
pub fn among(dirs: &[PathBuf]) -> bool {
    dirs.iter().any(|d| d.join("torch/extension.h").is_file())
}

/// The flags, and the Python that gave them; an error says why there are none.
pub fn flags() -> Result<(Vec<String>, String), ToolchainError> {
    let python = std::env::var("KPIPE_PYTHON").unwrap_or_else(|_| "python3".to_string());
    let remembered = super::kpipe_home().join("torch-flags.txt");
    if let Some(flags) = std::fs::read_to_string(&remembered)
        .ok()
        .and_then(|text| parse(&text, &python))
    {
        return Ok((flags, python));
    }
    let text = run_python(&python)?;
    let flags = parse(&text, &python).ok_or_else(|| ToolchainError::NoTorchIncludes {
        python: python.clone(),
        output: text.trim().to_string(),
    })?;
    if std::fs::create_dir_all(super::kpipe_home()).is_ok() {
        let _ = crate::files::write_atomically(&remembered, &format!("python={python}\n{text}"));
    }
    Ok((flags, python))
}

/// The flags from the script's output (prefixed by `python=...` when remembered), when its
/// folders are there.
fn parse(text: &str, python: &str) -> Option<Vec<String>> {
    let mut lines = text.lines().peekable();
    if let Some(first) = lines.peek().and_then(|l| l.strip_prefix("python=")) {
        if first != python {
            return None;
        }
        lines.next();
    }
    let mut flags = Vec::new();
    let mut abi = None;
    for line in lines {
        match line.strip_prefix("ABI=") {
            Some(value) => abi = Some(value.trim().to_string()),
            None if !line.trim().is_empty() => {
                flags.extend(["-I".to_string(), line.trim().to_string()])
            }
            None => {}
        }
    }
    let dirs: Vec<PathBuf> = flags.iter().skip(1).step_by(2).map(PathBuf::from).collect();
    if !among(&dirs) || dirs.iter().any(|d| !d.is_dir()) {
        return None;
    }
    flags.extend([
        "-DTORCH_EXTENSION_NAME=kpipe_check".to_string(),
        "-DTORCH_API_INCLUDE_EXTENSION_H".to_string(),
        format!(
            "-D_GLIBCXX_USE_CXX11_ABI={}",
            abi.unwrap_or_else(|| "1".into())
        ),
        "-std=c++17".to_string(),
    ]);
    Some(flags)
}

/// The script's output, or why Python could not give it.
fn run_python(python: &str) -> Result<String, ToolchainError> {
    let mut child = Command::new(python)
        .args(["-c", SCRIPT])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| ToolchainError::CannotRun {
            tool: python.into(),
            error: e.into(),
        })?;
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() > PYTHON_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(ToolchainError::PythonTimedOut {
                    python: python.to_string(),
                    timeout: PYTHON_TIMEOUT,
                });
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(failed(python, e)),
        }
    }
    let output = child.wait_with_output().map_err(|e| failed(python, e))?;
    if !output.status.success() {
        let err = String::from_utf8_lossy(&output.stderr);
        let last = err.lines().last().unwrap_or("").trim().to_string();
        return Err(ToolchainError::NoTorch {
            python: python.to_string(),
            last_line: last,
        });
    }
    Ok(String::from_utf8_lossy(&output.stdout).to_string())
}

/// Waiting for `python`, or reading its output, failed with `e`.
fn failed(python: &str, e: std::io::Error) -> ToolchainError {
    ToolchainError::PythonFailed {
        python: python.to_string(),
        error: e.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn torch_headers_are_recognised_by_their_folders() {
        assert!(includes_torch("#include <torch/extension.h>\n"));
        assert!(includes_torch("  #  include \"ATen/cuda/CUDAContext.h\"\n"));
        assert!(!includes_torch(
            "#include <cuda_runtime.h>\n// torch/extension.h\n"
        ));
    }

    #[test]
    fn remembered_flags_need_the_same_python_and_folders_that_exist() {
        let dir = tempfile::tempdir().unwrap();
        let inc = dir.path().join("include");
        std::fs::create_dir_all(inc.join("torch")).unwrap();
        std::fs::write(inc.join("torch/extension.h"), "").unwrap();
        let text = format!("python=python3\n{}\nABI=0\n", inc.display());
        let flags = parse(&text, "python3").unwrap();
        assert_eq!(flags[..2], ["-I".to_string(), inc.display().to_string()]);
        assert!(flags.contains(&"-D_GLIBCXX_USE_CXX11_ABI=0".to_string()));
        assert!(parse(&text, "/opt/python3").is_none());
        let gone = format!("python=python3\n{}/missing\nABI=1\n", dir.path().display());
        assert!(parse(&gone, "python3").is_none());
    }
}
