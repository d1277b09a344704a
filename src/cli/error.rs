//! The command line's errors: a flag's value that does not parse (a `--bench-size`, a code given to
//! `--select` or `--ignore`), a folder or a kpipe child process that fails a run over many files,
//! a `--host` file kpipe does not edit, a rewrite nvcc rejects that is not kept, a benchmark that
//! cannot run, and the hidden `gpu-run` command's steps. Each displays the message kpipe has always
//! printed for it; the lower layers' errors are kept whole.

use crate::diagnostics::Diagnostic;
use crate::gpu::error::GpuError;
use crate::launch::error::LaunchError;
use crate::prove::error::ProveError;
use std::path::PathBuf;
use std::sync::Arc;
use thiserror::Error;

#[derive(Debug, Clone, Error)]
pub enum CliError {
    // Flags.
    /// `--bench-size` that is not three positive sizes (as given).
    #[error("`{text}` is not MxNxK with three positive sizes, e.g. 1024x1024x8192")]
    BenchSize { text: String },
    /// A code given to `--select` or `--ignore` that the catalogue does not list.
    #[error("`{code}` is not a kpipe code (`kpipe explain` lists them)")]
    UnknownCode { code: String },

    // A run over many files.
    /// A folder of the inputs that cannot be read.
    #[error("cannot read the folder {}: {error}", .path.display())]
    CannotReadFolder {
        path: PathBuf,
        error: Arc<std::io::Error>,
    },
    /// The kpipe child process for a file could not be started.
    #[error("cannot start {}: {error}", .exe.display())]
    CannotStart {
        exe: PathBuf,
        error: Arc<std::io::Error>,
    },
    /// The child ended without a JSON report: how it ended, and the last line of its error output.
    #[error("{status} ({last_line})")]
    NoReport {
        status: std::process::ExitStatus,
        last_line: String,
    },

    // `--host` files.
    /// The run's mode edits no `--host` file (why).
    #[error("{0}")]
    HostNotEdited(&'static str),
    /// There is no rewrite, so no launch to edit.
    #[error("no rewrite is written")]
    NoRewrite,
    /// The rewrite lacks kpipe's comment for the caller.
    #[error("kpipe could not find its own comment for the caller in the rewrite")]
    NoCallerComment,
    /// The launch edit of a host file (its name) was not made: the launch layer's reason.
    #[error("kpipe cannot edit it there ({file}: {why})")]
    CannotEditHost { file: String, why: String },
    /// The edits of a host file do not apply or break the rewrite's promise (kpipe's diagnostic).
    #[error("{}", .0.message)]
    HostEdit(Box<Diagnostic>),
    /// The edited host file's output would overwrite the kernel's file or another output.
    #[error("its output {} would be the kernel's file or another output", .target.display())]
    OutputClash { target: PathBuf },

    // A rewrite nvcc rejects.
    /// `--dry-run` on stdin: nothing is kept.
    #[error("the rewrite was not kept: --dry-run writes nothing")]
    NotKeptDryRun,
    /// `--dry-run`: nothing is kept (where it would be without it).
    #[error("the rewrite was not kept: --dry-run writes nothing (without it, it would be kept as {})", .would_be.display())]
    NotKeptDryRunAt { would_be: PathBuf },
    /// From stdin to stdout: there is no folder to keep it in.
    #[error(
        "the rewrite was not kept: the input came from stdin; with -o PATH it is kept beside PATH"
    )]
    NotKeptStdin,

    // The benchmark of the candidates.
    /// No candidate passed its checks.
    #[error("no candidate proved out")]
    NoCandidate,
    /// The first candidate's GPU check resolved no launch.
    #[error("no launch")]
    NoLaunch,
    /// A candidate without its compiled build.
    #[error("a candidate without its build")]
    NoBuild,

    // The lower layers' errors, whole.
    /// A file that cannot be read, a temporary folder that cannot be made, a child not waited for.
    #[error(transparent)]
    Io(Arc<std::io::Error>),
    /// The `gpu-run` command's directive is missing.
    #[error("no directive")]
    NoDirective,
    /// The launch does not parse, or gives no problem at a size.
    #[error(transparent)]
    Launch(#[from] LaunchError),
    /// The GPU, a cubin, a buffer or a launch failed.
    #[error(transparent)]
    Gpu(#[from] GpuError),
    /// A copy the driver refused.
    #[error(transparent)]
    Driver(#[from] cudarc::driver::DriverError),
    /// The benchmark failed, or a size list does not parse.
    #[error(transparent)]
    Prove(#[from] ProveError),
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> CliError {
        CliError::Io(Arc::new(e))
    }
}

impl From<Box<Diagnostic>> for CliError {
    fn from(d: Box<Diagnostic>) -> CliError {
        CliError::HostEdit(d)
    }
}
