//! Running kernels: load a cubin, launch with the directive's arguments, check the numbers, time it.

use super::data::{self, Comparison, Rng};
use super::launch::{LaunchSpec, Problem};
use cudarc::driver::{
    CudaContext, CudaFunction, CudaSlice, CudaStream, LaunchConfig, PushKernelArg,
};
use serde::Serialize;
use std::sync::Arc;

const ALPHA: f64 = 1.5;
const BETA: f64 = -0.5;

/// A kernel loaded from a cubin.
pub struct Loaded {
    pub function: CudaFunction,
}

pub fn load(ctx: &Arc<CudaContext>, cubin: &[u8], symbol: &str) -> Result<Loaded, String> {
    let module = ctx
        .load_module(cudarc::nvrtc::Ptx::from_binary(cubin.to_vec()))
        .map_err(|e| format!("cannot load the cubin: {e}"))?;
    let function = module
        .load_function(symbol)
        .map_err(|e| format!("no function `{symbol}` in the cubin: {e}"))?;
    Ok(Loaded { function })
}

/// Device buffers for one problem: A, B, and the C that the kernel reads (if it does).
pub struct Buffers {
    pub a: CudaSlice<u8>,
    pub b: CudaSlice<u8>,
    pub c_init: Vec<u8>,
    pub host_a: Vec<f64>,
    pub host_b: Vec<f64>,
    pub host_c: Option<Vec<f64>>,
}

pub fn buffers(
    stream: &Arc<CudaStream>,
    spec: &LaunchSpec,
    p: &Problem,
    seed: u64,
) -> Result<Buffers, String> {
    let mut rng = Rng::new(seed);
    let (m, n, k) = (p.m as usize, p.n as usize, p.k as usize);
    let a = data::random_matrix(m * k, spec.a, &mut rng);
    let b = data::random_matrix(k * n, spec.b, &mut rng);
    let (c_init, host_c) = if spec.c_in {
        let c = data::random_matrix(m * n, spec.c, &mut rng);
        (c.bytes, Some(c.values))
    } else {
        (data::poison(m * n, spec.c), None)
    };
    let err = |e: cudarc::driver::DriverError| format!("device allocation failed: {e}");
    Ok(Buffers {
        a: stream.clone_htod(&a.bytes).map_err(err)?,
        b: stream.clone_htod(&b.bytes).map_err(err)?,
        c_init,
        host_a: a.values,
        host_b: b.values,
        host_c,
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
) -> Result<(), String> {
    if spec.args.len() != params.len() {
        return Err(format!(
            "the directive (line {}) gives {} args, the kernel takes {}",
            spec.line,
            spec.args.len(),
            params.len()
        ));
    }
    let mut ints32 = Vec::new();
    let mut ints64 = Vec::new();
    let mut floats = Vec::new();
    let mut doubles = Vec::new();
    enum Slot {
        A,
        B,
        C,
        I32(usize),
        I64(usize),
        F32(usize),
        F64(usize),
    }
    let mut slots = Vec::new();
    for (expr, (ty, name)) in spec.args.iter().zip(params) {
        let ty = ty.replace("const", "").trim().to_string();
        let slot = match expr.as_str() {
            "A" => Slot::A,
            "B" => Slot::B,
            "C" => Slot::C,
            "alpha" | "beta" => {
                // alpha*A*B + beta*C with the C input; plain A*B (alpha 1, beta 0) otherwise.
                let v = match (expr.as_str(), spec.c_in) {
                    ("alpha", true) => ALPHA,
                    ("beta", true) => BETA,
                    ("alpha", false) => 1.0,
                    _ => 0.0,
                };
                if ty == "double" {
                    doubles.push(v);
                    Slot::F64(doubles.len() - 1)
                } else {
                    floats.push(v as f32);
                    Slot::F32(floats.len() - 1)
                }
            }
            _ => {
                let v = spec.int_arg(expr, p)?;
                match ty.as_str() {
                    "size_t" | "long" | "long long" | "int64_t" | "uint64_t" | "unsigned long" => {
                        ints64.push(v);
                        Slot::I64(ints64.len() - 1)
                    }
                    "int" | "unsigned" | "unsigned int" | "uint" | "int32_t" | "uint32_t" => {
                        ints32.push(v as i32);
                        Slot::I32(ints32.len() - 1)
                    }
                    other => return Err(format!("parameter `{name}` has type `{other}`, which kpipe cannot fill from `{expr}`")),
                }
            }
        };
        slots.push(slot);
    }
    let mut builder = stream.launch_builder(&kernel.function);
    for slot in &slots {
        match slot {
            Slot::A => builder.arg(&bufs.a),
            Slot::B => builder.arg(&bufs.b),
            Slot::C => builder.arg(&*c),
            Slot::I32(i) => builder.arg(&ints32[*i]),
            Slot::I64(i) => builder.arg(&ints64[*i]),
            Slot::F32(i) => builder.arg(&floats[*i]),
            Slot::F64(i) => builder.arg(&doubles[*i]),
        };
    }
    let config = LaunchConfig {
        grid_dim: (p.grid[0], p.grid[1], p.grid[2]),
        block_dim: (p.block[0], p.block[1], p.block[2]),
        shared_mem_bytes: 0,
    };
    // Safety: the argument list matches the kernel's signature (count and C types checked above), and
    // the buffers hold M*K, K*N and M*N elements of the directive's dtypes.
    unsafe { builder.launch(config) }.map_err(|e| format!("launch failed: {e}"))?;
    Ok(())
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
) -> Result<(), String> {
    enqueue(stream, kernel, spec, params, p, bufs, c)?;
    stream
        .synchronize()
        .map_err(|e| format!("the kernel failed: {e}"))
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
}

pub fn check_size(
    stream: &Arc<CudaStream>,
    original: &Loaded,
    rewritten: &Loaded,
    spec: &LaunchSpec,
    params: &Params,
    p: &Problem,
    seed: u64,
) -> Result<SizeCheck, String> {
    let bufs = buffers(stream, spec, p, seed)?;
    let run = |kernel: &Loaded| -> Result<Vec<u8>, String> {
        let mut c = stream.clone_htod(&bufs.c_init).map_err(|e| e.to_string())?;
        launch(stream, kernel, spec, params, p, &bufs, &mut c)?;
        stream.clone_dtoh(&c).map_err(|e| e.to_string())
    };
    let before = run(original)?;
    let after = run(rewritten)?;
    let (alpha, beta) = if spec.c_in { (ALPHA, BETA) } else { (1.0, 0.0) };
    let reference = data::reference(
        spec,
        p,
        &bufs.host_a,
        &bufs.host_b,
        bufs.host_c.as_deref(),
        alpha,
        beta,
    );
    let out = data::decode(&before, spec.c);
    let tolerance_type = if spec.a == super::launch::DType::Tf32 {
        spec.a
    } else if spec.c == super::launch::DType::I32 {
        spec.c
    } else {
        spec.a
    };
    let comparison = data::compare(&out, &reference, p.n as usize, tolerance_type, !spec.c_in);
    let width = spec.c.bytes();
    let first_difference = before
        .chunks(width)
        .zip(after.chunks(width))
        .position(|(x, y)| x != y)
        .map(|i| (i / p.n as usize, i % p.n as usize));
    Ok(SizeCheck {
        m: p.m,
        n: p.n,
        k: p.k,
        original_ok: comparison.first_failure.is_none() && comparison.unwritten == 0,
        original: comparison,
        bit_identical: first_difference.is_none(),
        first_difference,
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
) -> Result<Vec<f64>, String> {
    let Job {
        stream,
        kernel,
        spec,
        params,
        problem: p,
    } = *job;
    let mut c = stream
        .clone_htod(&sets[0].c_init)
        .map_err(|e| e.to_string())?;
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
        let start = ctx.new_event(flags).map_err(|e| e.to_string())?;
        let end = ctx.new_event(flags).map_err(|e| e.to_string())?;
        start.record(stream).map_err(|e| e.to_string())?;
        enqueue(
            stream,
            kernel,
            spec,
            params,
            p,
            &sets[i % sets.len()],
            &mut c,
        )?;
        end.record(stream).map_err(|e| e.to_string())?;
        times.push(start.elapsed_ms(&end).map_err(|e| e.to_string())? as f64);
    }
    Ok(times)
}

pub fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    values[values.len() / 2]
}
