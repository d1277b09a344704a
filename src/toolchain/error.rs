//! The toolchain layer's errors: a tool that cannot run, nvcc rejecting a file, a Python that gives
//! no torch flags, a compilation database that cannot be read. Each displays the message kpipe has
//! always printed for it.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

#[derive(Debug, Clone, Error)]
pub enum ToolchainError {
    /// A program (nvcc, a Python) could not be started.
    #[error("cannot run {}: {error}", .tool.display())]
    CannotRun {
        tool: PathBuf,
        error: Arc<std::io::Error>,
    },
    /// nvcc rejected the file: its messages, without ptxas's `info` lines.
    #[error("{log}")]
    NvccRejected { log: String },
    /// Python did not answer within `timeout` (importing torch).
    #[error("{python} took over {}s to import torch", .timeout.as_secs())]
    PythonTimedOut { python: String, timeout: Duration },
    /// Waiting for Python, or reading its output, failed.
    #[error("{python}: {error}")]
    PythonFailed {
        python: String,
        error: Arc<std::io::Error>,
    },
    /// Python ran, but cannot import torch: the last line of its error.
    #[error("{python} has no torch ({last_line})")]
    NoTorch { python: String, last_line: String },
    /// Python ran the script, but named no torch include folder that exists.
    #[error("{python} printed no torch include folder: {output}")]
    NoTorchIncludes { python: String, output: String },
    /// `-p DIR` names a folder without a `compile_commands.json`.
    #[error(
        "-p {}: no compile_commands.json there (CMake writes it with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)",
        .dir.display()
    )]
    NoDatabase { dir: PathBuf },
    /// The compilation database could not be read.
    #[error("cannot read {}: {error}", .path.display())]
    CannotReadDatabase {
        path: PathBuf,
        error: Arc<std::io::Error>,
    },
    /// The compilation database is not the JSON of one.
    #[error("{} is not a compilation database: {error}", .path.display())]
    NotADatabase {
        path: PathBuf,
        error: Arc<serde_json::Error>,
    },
    /// An entry's `command` cannot be split into arguments as a shell would.
    #[error("{}: cannot split the command `{command}`", .database.display())]
    CannotSplitCommand { database: PathBuf, command: String },
}
