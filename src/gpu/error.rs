//! The GPU layer's errors: no GPU, a cubin or a function that does not load, a launch kpipe cannot
//! make or that fails, a copy or a timing event the driver refuses. Each displays the message kpipe
//! has always printed for it.

use crate::launch::error::LaunchError;
use cudarc::driver::DriverError;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Error)]
pub enum GpuError {
    /// The CUDA driver library is not installed.
    #[error("no GPU (the CUDA driver library libcuda is not installed)")]
    NoDriver,
    /// Loading the CUDA driver panicked inside cudarc.
    #[error("no GPU (the CUDA driver failed to load)")]
    DriverFailedToLoad,
    /// The driver is there, but gives no device (or no context on it).
    #[error("no GPU ({0})")]
    NoDevice(DriverError),
    /// The driver does not take the cubin.
    #[error("cannot load the cubin: {0}")]
    LoadCubin(DriverError),
    /// The cubin has no function of that (mangled) name.
    #[error("no function `{symbol}` in the cubin: {error}")]
    NoFunction { symbol: String, error: DriverError },
    /// The function's dynamic shared memory limit could not be raised for the launch.
    #[error("cannot raise `{symbol}`'s dynamic shared memory limit to {bytes} bytes: {error}")]
    RaiseSmemLimit {
        symbol: String,
        bytes: u32,
        error: DriverError,
    },
    /// More dynamic shared memory than a launch parameter can hold.
    #[error("{bytes} bytes of dynamic shared memory is more than a launch can pass")]
    SmemTooLarge { bytes: u64 },
    /// A device buffer could not be allocated and filled.
    #[error("device allocation failed: {0}")]
    Allocation(DriverError),
    /// The launch gives another number of arguments than the kernel takes.
    #[error("the directive (line {line}) gives {given} args, the kernel takes {takes}")]
    ArgCount {
        line: usize,
        given: usize,
        takes: usize,
    },
    /// A scalar argument cannot be passed as its parameter's type (the launch layer's reason).
    #[error("parameter `{name}`: {reason}")]
    Parameter { name: String, reason: LaunchError },
    /// An integer argument for a parameter whose type kpipe cannot pass.
    #[error("parameter `{name}` has type `{ty}`, which kpipe cannot fill from `{expr}`")]
    CannotFill {
        name: String,
        ty: String,
        expr: String,
    },
    /// An argument's value could not be worked out (the launch layer's error).
    #[error("{0}")]
    Argument(LaunchError),
    /// The driver refused the launch.
    #[error("launch failed: {0}")]
    LaunchFailed(DriverError),
    /// The kernel ran and failed (found when waiting for it).
    #[error("the kernel failed: {0}")]
    KernelFailed(DriverError),
    /// A copy, or a timing event, that the driver refused.
    #[error("{0}")]
    Driver(DriverError),
}
