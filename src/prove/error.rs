//! The prove layer's errors: a compile that failed (with nvcc's log), a tool that is missing or
//! cannot run, a GPU run or a benchmark that failed, a bound that cannot be timed, the sanitizer
//! that could not run, a size list that does not parse. Each displays the message kpipe has always
//! printed for it; the toolchain's and the GPU's errors are kept whole.

use crate::gpu::error::GpuError;
use crate::launch::error::LaunchError;
use crate::pipeline::error::PipelineError;
use crate::toolchain::error::ToolchainError;
use std::sync::Arc;
use thiserror::Error;

#[derive(Debug, Clone, Error)]
pub enum ProveError {
    /// A toolchain step failed: nvcc rejected the text (its log), or could not run.
    #[error(transparent)]
    Toolchain(#[from] ToolchainError),
    /// The GPU run failed: no GPU, a kernel that did not load, a launch or a copy that failed.
    #[error(transparent)]
    Gpu(#[from] GpuError),
    /// A temporary file or folder could not be made or written.
    #[error(transparent)]
    Io(Arc<std::io::Error>),
    /// No nvcc to compile with.
    #[error("no nvcc")]
    NoNvcc,
    /// nvcc rejected the whole file (`whole`), and its device code alone too (`slice`).
    #[error("{whole}\nthe file's device code alone (its host functions left out) does not compile either:\n{slice}")]
    DeviceCodeAlone {
        whole: Box<ProveError>,
        slice: Box<ProveError>,
    },
    /// cuobjdump failed on a cubin: its error output.
    #[error("{stderr}")]
    Cuobjdump { stderr: String },
    /// A build without the kernel's resources: nothing to load and run.
    #[error("no compiled kernel to run")]
    NoCompiledKernel,
    /// The launch could not be made for a size (the launch layer's error).
    #[error("{0}")]
    Launch(LaunchError),
    /// The original is valid at none of the sizes tried: what it does at each, and the launch.
    #[error("the original is not valid at any size kpipe tried with this launch ({sizes}): check the launch (`{directive}`)")]
    NotValidAtAnySize { sizes: String, directive: String },
    /// There is no text of a bound (the pipeline layer's reason).
    #[error("{0}")]
    NoBound(PipelineError),
    /// A bound's text did not compile.
    #[error("it did not compile ({0})")]
    BoundNotCompiled(Box<ProveError>),
    /// A bound compiled, but nvcc made no kernel of it.
    #[error("nvcc made no kernel of it")]
    BoundHasNoKernel,
    /// A bound's registers give it fewer blocks/SM than the original: it cannot bound its loop.
    #[error("its registers ({registers} against the original's {original_registers}) cost it blocks/SM ({blocks} -> {fewer}), so it would run slower than perfect overlap")]
    BoundLosesBlocks {
        registers: u64,
        original_registers: u64,
        blocks: u64,
        fewer: u64,
    },
    /// A bound's kernel did not load for timing.
    #[error("it did not load: {0}")]
    BoundNotLoaded(Box<ProveError>),
    /// compute-sanitizer is not installed.
    #[error("skipped: no compute-sanitizer found")]
    NoSanitizer,
    /// compute-sanitizer could not be started.
    #[error("cannot run compute-sanitizer: {0}")]
    SanitizerCannotRun(Arc<std::io::Error>),
    /// memcheck ran but reported no size: the last line of its error output.
    #[error("memcheck did not run: {last_line}")]
    MemcheckDidNotRun { last_line: String },
    /// memcheck's results lack a size asked for.
    #[error("memcheck: no result")]
    NoMemcheckResult,
    /// A size of a `MxNxK` list has a side that is not a number.
    #[error("`{size}`: {error}")]
    SizeNotANumber {
        size: String,
        error: std::num::ParseIntError,
    },
    /// A size of a `MxNxK` list does not have three sides.
    #[error("`{size}` is not MxNxK")]
    SizeNotMxNxK { size: String },
}

impl From<std::io::Error> for ProveError {
    fn from(e: std::io::Error) -> ProveError {
        ProveError::Io(Arc::new(e))
    }
}

impl ProveError {
    /// The error with nvcc's messages naming the compiled text `to` where they named it `from`.
    pub fn relabeled(self, from: &str, to: &str) -> ProveError {
        match self {
            ProveError::Toolchain(ToolchainError::NvccRejected { log }) => {
                ProveError::Toolchain(ToolchainError::NvccRejected {
                    log: log.replace(from, to),
                })
            }
            ProveError::DeviceCodeAlone { whole, slice } => ProveError::DeviceCodeAlone {
                whole: Box::new(whole.relabeled(from, to)),
                slice: Box::new(slice.relabeled(from, to)),
            },
            other => other,
        }
    }
}

/// As its message: the JSON report shows why a step did not run as text.
impl serde::Serialize for ProveError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_error_serializes_as_its_message_and_nvcc_logs_are_relabeled() {
        let kept: Result<(), ProveError> = Err(ProveError::NoSanitizer);
        assert_eq!(
            serde_json::to_string(&kept).unwrap(),
            r#"{"Err":"skipped: no compute-sanitizer found"}"#
        );
        let log = |l: &str| ProveError::from(ToolchainError::NvccRejected { log: l.into() });
        let both = ProveError::DeviceCodeAlone {
            whole: Box::new(log("<x>(3): error")),
            slice: Box::new(log("<x>(9): error")),
        };
        assert_eq!(
            both.relabeled("<x>", "k.cu").to_string(),
            "k.cu(3): error\nthe file's device code alone (its host functions left out) does not compile either:\nk.cu(9): error"
        );
        assert_eq!(
            ProveError::BoundNotLoaded(Box::new(ProveError::NoCompiledKernel)).to_string(),
            "it did not load: no compiled kernel to run"
        );
    }
}
