//! Running kernels: load a cubin, launch with the directive's arguments, check the numbers, time it.

use crate::gpu::data::{self, Comparison, Rng};
use crate::gpu::error::GpuError;
use crate::launch::args::{int_width, scalar_arg, Scalar};
use crate::launch::spec::{LaunchFrom, LaunchSpec, Problem};
use cudarc::driver::{
    CudaContext, CudaFunction, CudaSlice, CudaStream, LaunchConfig, PushKernelArg,
};
use serde::Serialize;
use std::sync::Arc;

const ALPHA: f64 = 1.5;
const BETA: f64 = -0.5;

/// A kernel loaded from a cubin, with the dynamic shared memory every launch of it passes.
pub struct Loaded {
    pub function: CudaFunction,
    pub dynamic_smem: u32,
}

/// Dynamic shared memory a launch may pass without raising the function's limit.
pub const DEFAULT_DYNAMIC_SMEM: u32 = 48 * 1024;

/// Loads `symbol` for launches with `dynamic_smem` bytes of dynamic shared memory; above 48 KB it
/// raises `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` (the driver's
/// `cudaFuncAttributeMaxDynamicSharedMemorySize`), as the user's launch must.
pub fn load(
    ctx: &Arc<CudaContext>,
    cubin: &[u8],
    symbol: &str,
    dynamic_smem: u64,
) -> Result<Loaded, GpuError> {
    let bytes = dynamic_smem_arg(dynamic_smem)?;
    let module = ctx
        .load_module(cudarc::nvrtc::Ptx::from_binary(cubin.to_vec()))
        .map_err(GpuError::LoadCubin)?;
    let function = module
        .load_function(symbol)
        .map_err(|error| GpuError::NoFunction {
            symbol: symbol.to_string(),
            error,
        })?;
    if needs_raised_limit(bytes) {
        function
            .set_attribute(
                cudarc::driver::sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                bytes as i32,
            )
            .map_err(|error| GpuError::RaiseSmemLimit {
                symbol: symbol.to_string(),
                bytes,
                error,
            })?;
    }
    Ok(Loaded {
        function,
        dynamic_smem: bytes,
    })
}

/// The byte count as the driver takes it (an `int` attribute, an `unsigned int` launch parameter).
pub fn dynamic_smem_arg(bytes: u64) -> Result<u32, GpuError> {
    u32::try_from(bytes)
        .ok()
        .filter(|b| *b <= i32::MAX as u32)
        .ok_or(GpuError::SmemTooLarge { bytes })
}

/// Whether a launch with `bytes` of dynamic shared memory needs the function's limit raised first.
pub fn needs_raised_limit(bytes: u32) -> bool {
    bytes > DEFAULT_DYNAMIC_SMEM
}

/// The launch configuration of one problem.
pub fn launch_config(p: &Problem, dynamic_smem: u32) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (p.grid[0], p.grid[1], p.grid[2]),
        block_dim: (p.block[0], p.block[1], p.block[2]),
        shared_mem_bytes: dynamic_smem,
    }
}

/// Device buffers for one problem: A, B, and the C that the kernel reads (if it does).
pub struct Buffers {
    pub a: CudaSlice<u8>,
    pub b: CudaSlice<u8>,
    pub c_init: Vec<u8>,
    /// The inputs on the host, as f64 too (for the reference).
    pub host: Arc<HostInputs>,
}

/// One input set on the host: A, B and, when C is an input, C.
pub struct HostInputs {
    pub a: data::Matrix,
    pub b: data::Matrix,
    pub c: Option<data::Matrix>,
}

/// The inputs of a seed and a problem, made once per run: `auto` benchmarks a dozen candidates on
/// the same three input sets, and at 4096^3 making one set takes a noticeable fraction of a second.
fn host_inputs(spec: &LaunchSpec, p: &Problem, seed: u64) -> Arc<HostInputs> {
    type Key = (u64, u64, u64, u64, String, bool);
    static MADE: std::sync::OnceLock<
        std::sync::Mutex<std::collections::HashMap<Key, Arc<HostInputs>>>,
    > = std::sync::OnceLock::new();
    let key = (
        seed,
        p.m,
        p.n,
        p.k,
        format!("{:?} {:?} {:?}", spec.a, spec.b, spec.c),
        spec.c_in,
    );
    let made = MADE.get_or_init(Default::default);
    if let Some(inputs) = made.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return inputs;
    }
    let mut rng = Rng::new(seed);
    let (m, n, k) = (p.m as usize, p.n as usize, p.k as usize);
    let a = data::random_matrix(m * k, spec.a, &mut rng);
    let b = data::random_matrix(k * n, spec.b, &mut rng);
    let c = spec
        .c_in
        .then(|| data::random_matrix(m * n, spec.c, &mut rng));
    let inputs = Arc::new(HostInputs { a, b, c });
    if let Ok(mut m) = made.lock() {
        m.insert(key, inputs.clone());
    }
    inputs
}

pub fn buffers(
    stream: &Arc<CudaStream>,
    spec: &LaunchSpec,
    p: &Problem,
    seed: u64,
) -> Result<Buffers, GpuError> {
    let host = host_inputs(spec, p, seed);
    let c_init = match &host.c {
        Some(c) => c.bytes.clone(),
        None => data::poison((p.m * p.n) as usize, spec.c),
    };
    Ok(Buffers {
        a: stream
            .clone_htod(&host.a.bytes)
            .map_err(GpuError::Allocation)?,
        b: stream
            .clone_htod(&host.b.bytes)
            .map_err(GpuError::Allocation)?,
        c_init,
        host,
    })
}

/// The kernel's parameters as (C type, name), from its signature.
pub type Params = [(String, String)];

/// Enqueues one launch into `c` (no wait).
fn enqueue(
    stream: &Arc<CudaStream>,
    kernel: &Loaded,
    spec: &LaunchSpec,
    params: &Params,
    p: &Problem,
    bufs: &Buffers,
    c: &mut CudaSlice<u8>,
) -> Result<(), GpuError> {
    if spec.args.len() != params.len() {
        return Err(GpuError::ArgCount {
            line: spec.line,
            given: spec.args.len(),
            takes: params.len(),
        });
    }
    let args = LaunchArgs::of(spec, params, p)?;
    let mut builder = stream.launch_builder(&kernel.function);
    for slot in &args.slots {
        match slot {
            Slot::A => builder.arg(&bufs.a),
            Slot::B => builder.arg(&bufs.b),
            Slot::C => builder.arg(&*c),
            Slot::I32(i) => builder.arg(&args.ints32[*i]),
            Slot::I64(i) => builder.arg(&args.ints64[*i]),
            Slot::F32(i) => builder.arg(&args.floats[*i]),
            Slot::F64(i) => builder.arg(&args.doubles[*i]),
            Slot::U16(i) => builder.arg(&args.bits16[*i]),
        };
    }
    let config = launch_config(p, kernel.dynamic_smem);
    // Safety: the argument list matches the kernel's signature (count and C types checked above), and
    // the buffers hold M*K, K*N and M*N elements of the directive's dtypes.
    unsafe { builder.launch(config) }.map_err(GpuError::LaunchFailed)?;
    Ok(())
}

/// Where one kernel argument comes from: a buffer, or an index into `LaunchArgs`'s values of its
/// type.
enum Slot {
    A,
    B,
    C,
    I32(usize),
    I64(usize),
    F32(usize),
    F64(usize),
    U16(usize),
}

/// The values of a launch's scalar arguments, by type, and each argument's slot in order. The
/// launch builder borrows every argument, so the values live here, filled before the first is lent.
#[derive(Default)]
struct LaunchArgs {
    ints32: Vec<i32>,
    ints64: Vec<i64>,
    floats: Vec<f32>,
    doubles: Vec<f64>,
    bits16: Vec<u16>,
    slots: Vec<Slot>,
}

impl LaunchArgs {
    /// The arguments of the directive's launch for problem `p`, one per parameter; the first
    /// argument kpipe cannot pass as its parameter's type is the error.
    fn of(spec: &LaunchSpec, params: &Params, p: &Problem) -> Result<LaunchArgs, GpuError> {
        let mut args = LaunchArgs::default();
        for (expr, (ty, name)) in spec.args.iter().zip(params) {
            let ty = ty.replace("const", "").trim().to_string();
            let slot = match expr.as_str() {
                "A" => Slot::A,
                "B" => Slot::B,
                "C" => Slot::C,
                "alpha" | "beta" => {
                    let v = alpha_beta(expr, spec.c_in);
                    let scalar = scalar_arg(&ty, v).map_err(|reason| GpuError::Parameter {
                        name: name.clone(),
                        reason,
                    })?;
                    args.push_scalar(scalar)
                }
                _ => {
                    let v = spec.int_arg(expr, p).map_err(GpuError::Argument)?;
                    args.push_int(v, &ty).ok_or_else(|| GpuError::CannotFill {
                        name: name.clone(),
                        ty: ty.clone(),
                        expr: expr.clone(),
                    })?
                }
            };
            args.slots.push(slot);
        }
        Ok(args)
    }

    /// Keeps a floating-point scalar; returns its slot.
    fn push_scalar(&mut self, scalar: Scalar) -> Slot {
        match scalar {
            Scalar::F32(x) => {
                self.floats.push(x);
                Slot::F32(self.floats.len() - 1)
            }
            Scalar::F64(x) => {
                self.doubles.push(x);
                Slot::F64(self.doubles.len() - 1)
            }
            Scalar::Bits16(x) => {
                self.bits16.push(x);
                Slot::U16(self.bits16.len() - 1)
            }
        }
    }

    /// Keeps an integer as the C integer type `ty` (32 or 64 bits); returns its slot, or None when
    /// `ty` is not an integer type kpipe can pass.
    fn push_int(&mut self, v: i64, ty: &str) -> Option<Slot> {
        match int_width(ty)? {
            64 => {
                self.ints64.push(v);
                Some(Slot::I64(self.ints64.len() - 1))
            }
            _ => {
                self.ints32.push(v as i32);
                Some(Slot::I32(self.ints32.len() - 1))
            }
        }
    }
}

/// The value of the `alpha` or `beta` argument.
fn alpha_beta(expr: &str, c_in: bool) -> f64 {
    // alpha*A*B + beta*C with the C input; plain A*B (alpha 1, beta 0) otherwise.
    match (expr, c_in) {
        ("alpha", true) => ALPHA,
        ("beta", true) => BETA,
        ("alpha", false) => 1.0,
        _ => 0.0,
    }
}

/// Launches once and waits, so errors surface here.
pub fn launch(
    stream: &Arc<CudaStream>,
    kernel: &Loaded,
    spec: &LaunchSpec,
    params: &Params,
    p: &Problem,
    bufs: &Buffers,
    c: &mut CudaSlice<u8>,
) -> Result<(), GpuError> {
    enqueue(stream, kernel, spec, params, p, bufs, c)?;
    stream.synchronize().map_err(GpuError::KernelFailed)
}

/// One size: the original against the reference, each rewrite byte for byte against the original.
#[derive(Debug, Clone, Serialize)]
pub struct SizeCheck {
    pub m: u64,
    pub n: u64,
    pub k: u64,
    pub original: Comparison,
    pub original_ok: bool,
    pub bit_identical: bool,
    /// The first differing element of the rewrite, as (row, column).
    pub first_difference: Option<(usize, usize)>,
    /// The layouts the original matched the reference with, where the launch does not state
    /// them and they are not the ones it implies (see `matching_layouts`).
    pub layouts: Option<String>,
}

/// A size the original's own launch does not support: what the original does there. Nothing the
/// rewrite does at such a size can be compared with it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct InvalidSize {
    pub m: u64,
    pub n: u64,
    pub k: u64,
    pub why: String,
}

/// Bytes after C that no valid kernel writes, and what they hold: a store past the end of C shows
/// as a changed byte.
const GUARD_BYTES: usize = 64 * 1024;
const GUARD: u8 = 0xa5;

/// The original at one size, run twice on the same inputs (a kernel that reads out of bounds or
/// races differs from itself), then the rewrite once, compared byte for byte with the original
/// (the guard after C included). Err(InvalidSize) when the original is not valid at this size.
pub fn check_size(
    stream: &Arc<CudaStream>,
    original: &Loaded,
    rewritten: &Loaded,
    spec: &LaunchSpec,
    params: &Params,
    p: &Problem,
    seed: u64,
) -> Result<Result<SizeCheck, InvalidSize>, GpuError> {
    let bufs = buffers(stream, spec, p, seed)?;
    let matrix = bufs.c_init.len();
    let mut c_init = bufs.c_init.clone();
    c_init.resize(matrix + GUARD_BYTES, GUARD);
    let run = |kernel: &Loaded| -> Result<Vec<u8>, GpuError> {
        let mut c = stream.clone_htod(&c_init).map_err(GpuError::Driver)?;
        launch(stream, kernel, spec, params, p, &bufs, &mut c)?;
        stream.clone_dtoh(&c).map_err(GpuError::Driver)
    };
    let before = run(original)?;
    let again = run(original)?;
    let width = spec.c.bytes();
    if let Some(why) = not_valid(&before, &again, matrix, width) {
        return Ok(Err(InvalidSize {
            m: p.m,
            n: p.n,
            k: p.k,
            why,
        }));
    }
    let after = run(rewritten)?;
    let out = data::decode(&before[..matrix], spec.c);
    let (comparison, layouts) = matching_layouts(spec, p, &bufs, &out);
    // Elements left unwritten and the rest wrong: the launch does not cover this size (a grid
    // written for other sides, a ragged size the kernel does not guard). What either version does
    // here, reading past its rows, says nothing about the rewrite.
    if comparison.unwritten > 0 && comparison.first_failure.is_some() {
        return Ok(Err(InvalidSize {
            m: p.m,
            n: p.n,
            k: p.k,
            why: format!(
                "the original leaves {} elements of C unwritten and computes others outside the float64 tolerance: its launch does not cover this size",
                comparison.unwritten
            ),
        }));
    }
    let first_difference = before
        .chunks(width)
        .zip(after.chunks(width))
        .position(|(x, y)| x != y)
        .map(|i| (i / p.n as usize, i % p.n as usize));
    Ok(Ok(SizeCheck {
        m: p.m,
        n: p.n,
        k: p.k,
        original_ok: comparison.first_failure.is_none() && comparison.unwritten == 0,
        original: comparison,
        bit_identical: first_difference.is_none(),
        first_difference,
        layouts: layouts.map(data::Layouts::describe),
    }))
}

/// The original's output compared with the float64 reference in the layouts the launch implies
/// (A and C row-major, B as `b=` says). Where it does not match and the layouts were read, not
/// stated by the user (a host call or inference: the signature does not say them), the other
/// layouts are tried: a column-major kernel (`A[i + k * lda]` with `lda = M`) computes the right
/// numbers in its own layout, and checking it in another would call a correct kernel wrong. The
/// first layouts it matches with are returned with their comparison.
fn matching_layouts(
    spec: &LaunchSpec,
    p: &Problem,
    bufs: &Buffers,
    out: &[f64],
) -> (data::Comparison, Option<data::Layouts>) {
    let (alpha, beta) = if spec.c_in { (ALPHA, BETA) } else { (1.0, 0.0) };
    // Poisoned (unwritten) elements are counted when C is not an input and a NaN cannot be a result.
    let check_written = !spec.c_in && data::nan_means_unwritten(spec.c, p.k);
    let compare_with = |layouts: data::Layouts| {
        let (reference, scale) = data::reference(
            layouts,
            p,
            &bufs.host.a.values,
            &bufs.host.b.values,
            bufs.host.c.as_ref().map(|c| c.values.as_slice()),
            alpha,
            beta,
        );
        data::compare(
            out,
            &reference,
            &scale,
            p.n as usize,
            data::tolerance_dtype(spec),
            check_written,
        )
    };
    let stated = data::Layouts::of(spec);
    let first = compare_with(stated);
    let stated_by_user = matches!(spec.from, LaunchFrom::Directive | LaunchFrom::CommandLine);
    if first.first_failure.is_none() || first.unwritten > 0 || stated_by_user {
        return (first, None);
    }
    stated
        .all_from()
        .into_iter()
        .skip(1)
        .map(|l| (compare_with(l), Some(l)))
        .find(|(c, _)| c.first_failure.is_none())
        .unwrap_or((first, None))
}

/// Why two runs of the original on the same inputs show it is not valid at their size: a store
/// past the end of C, or results that differ from run to run.
fn not_valid(first: &[u8], second: &[u8], matrix: usize, width: usize) -> Option<String> {
    let past_end = [first, second]
        .iter()
        .filter_map(|run| run[matrix..].iter().position(|b| *b != GUARD))
        .min();
    if let Some(at) = past_end {
        return Some(format!(
            "the original writes past the end of C (byte {} after it)",
            at
        ));
    }
    let differing = first[..matrix]
        .chunks(width)
        .zip(second[..matrix].chunks(width))
        .filter(|(x, y)| x != y)
        .count();
    (differing > 0).then(|| {
        format!(
            "the original differs from itself between two runs on the same inputs ({differing} of {} elements): it reads memory it does not own, or races",
            matrix / width.max(1)
        )
    })
}

/// What one timed launch needs.
#[derive(Clone, Copy)]
pub struct Job<'a> {
    pub stream: &'a Arc<CudaStream>,
    pub kernel: &'a Loaded,
    pub spec: &'a LaunchSpec,
    pub params: &'a Params,
    pub problem: &'a Problem,
}

/// Median time of one launch, in milliseconds, over `runs` timed launches after `warmup` untimed
/// ones, rotating over several input sets so the inputs do not stay in L2.
pub fn time(
    ctx: &Arc<CudaContext>,
    job: &Job,
    sets: &[Buffers],
    warmup: usize,
    runs: usize,
) -> Result<Vec<f64>, GpuError> {
    let Job {
        stream,
        kernel,
        spec,
        params,
        problem: p,
    } = *job;
    let mut c = stream
        .clone_htod(&sets[0].c_init)
        .map_err(GpuError::Driver)?;
    for i in 0..warmup {
        launch(
            stream,
            kernel,
            spec,
            params,
            p,
            &sets[i % sets.len()],
            &mut c,
        )?;
    }
    let flags = Some(cudarc::driver::sys::CUevent_flags::CU_EVENT_DEFAULT);
    let mut times = Vec::with_capacity(runs);
    for i in 0..runs {
        let start = ctx.new_event(flags).map_err(GpuError::Driver)?;
        let end = ctx.new_event(flags).map_err(GpuError::Driver)?;
        start.record(stream).map_err(GpuError::Driver)?;
        enqueue(
            stream,
            kernel,
            spec,
            params,
            p,
            &sets[i % sets.len()],
            &mut c,
        )?;
        end.record(stream).map_err(GpuError::Driver)?;
        times.push(start.elapsed_ms(&end).map_err(GpuError::Driver)? as f64);
    }
    Ok(times)
}

pub fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    values[values.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_original_that_writes_past_c_or_differs_from_itself_is_not_valid_there() {
        let matrix = 16;
        let clean: Vec<u8> = (0..matrix as u8).chain([GUARD; 8]).collect();
        assert_eq!(not_valid(&clean, &clean, matrix, 4), None);
        let mut past = clean.clone();
        past[matrix + 3] = 0;
        let why = not_valid(&clean, &past, matrix, 4).expect("a store past C");
        assert!(
            why.contains("writes past the end of C (byte 3 after it)"),
            "{why}"
        );
        let mut other = clean.clone();
        other[5] ^= 1;
        let why = not_valid(&clean, &other, matrix, 4).expect("two runs differ");
        assert!(
            why.contains(
                "differs from itself between two runs on the same inputs (1 of 4 elements)"
            ),
            "{why}"
        );
    }

    #[test]
    fn the_launch_passes_the_dynamic_shared_memory() {
        let p = Problem {
            m: 128,
            n: 128,
            k: 64,
            grid: [2, 2, 1],
            block: [128, 1, 1],
        };
        let config = launch_config(&p, 73728);
        assert_eq!(config.shared_mem_bytes, 73728);
        assert_eq!(config.grid_dim, (2, 2, 1));
        assert_eq!(config.block_dim, (128, 1, 1));
        assert_eq!(launch_config(&p, 0).shared_mem_bytes, 0);
        assert!(!needs_raised_limit(48 * 1024));
        assert!(needs_raised_limit(48 * 1024 + 1));
        assert_eq!(dynamic_smem_arg(73728), Ok(73728));
        assert!(dynamic_smem_arg(1 << 40).is_err());
    }
}
