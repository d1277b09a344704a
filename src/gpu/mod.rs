//! The GPU, when there is one: found through cudarc's dynamic loading, so kpipe builds and runs on
//! machines without CUDA. `cudarc` panics inside `CudaContext::new` when libcuda is missing, so the
//! library's presence is checked first and its absence is a plain "no GPU".

pub mod data;
pub mod error;
pub mod run;

use cudarc::driver::sys::CUdevice_attribute as Attr;
use cudarc::driver::CudaContext;
use error::GpuError;
use serde::Serialize;
use std::sync::Arc;

#[derive(Debug, Clone, Serialize)]
pub struct GpuInfo {
    pub name: String,
    pub compute_capability: (i32, i32),
    pub sms: u64,
    pub smem_per_sm: u64,
}

impl GpuInfo {
    /// `sm_90` for compute capability 9.0.
    pub fn arch(&self) -> String {
        format!(
            "sm_{}{}",
            self.compute_capability.0, self.compute_capability.1
        )
    }
}

/// Whether the CUDA driver library is there at all (cheap: no context is created).
pub fn driver_present() -> bool {
    // Safety: only probes whether the driver library can be loaded.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// The first GPU, or why there is none.
pub fn open() -> Result<(Arc<CudaContext>, GpuInfo), GpuError> {
    if !driver_present() {
        return Err(GpuError::NoDriver);
    }
    let ctx = std::panic::catch_unwind(|| CudaContext::new(0))
        .map_err(|_| GpuError::DriverFailedToLoad)?
        .map_err(GpuError::NoDevice)?;
    let attr = |a| ctx.attribute(a).map(|v| v as u64).unwrap_or(0);
    let info = GpuInfo {
        name: ctx.name().unwrap_or_else(|_| "unknown GPU".to_string()),
        compute_capability: ctx.compute_capability().unwrap_or((0, 0)),
        sms: attr(Attr::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
        smem_per_sm: attr(Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR),
    };
    Ok((ctx, info))
}

/// A line for `kpipe doctor`.
pub fn describe() -> String {
    match open() {
        Ok((_, g)) => format!(
            "  GPU        {} (compute capability {}.{}, {}, {} SMs, {} KB shared memory per SM)\n",
            g.name,
            g.compute_capability.0,
            g.compute_capability.1,
            g.arch(),
            g.sms,
            g.smem_per_sm / 1024
        ),
        Err(why) => format!("  GPU        {why}: numerics and benchmarks are skipped\n"),
    }
}
