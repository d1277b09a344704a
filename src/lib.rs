//! kpipe: software-pipelines the tiled K-loop of hand-written CUDA kernels, and proves the result.
//!
//! The modules, from the bottom up (each uses only those above it in this list; `docs/ARCHITECTURE.md`
//! draws the pipeline):
//! - `diagnostics`, `catalogue`, `cleanup`, `guard`, `files`, `trace`: errors with spans and exit
//!   codes, what each code means and how to fix it, temporary files removed on Ctrl-C, the large
//!   stack, the user's files, the timing of slow steps (`KPIPE_TRACE`).
//! - `source`: the parsed text, tree queries, the one constant-expression evaluator, the directive.
//! - `recognize`: the kernel and its K-loop as one model (tiles, load region, compute, barriers).
//! - `analysis`: shared memory, the occupancy cliff, copies, stages, the variant choice.
//! - `launch`: how to launch a kernel, inferred from source and host files.
//! - `symbolic`: the symbolic executor, and the proof that a rewrite computes what its original does.
//! - `rewrite`: the pipelined loop, rendered from the model and the analysis.
//! - `pipeline`: `transform`, the static pipeline on a text, and every template instantiation.
//! - `toolchain`, `gpu`: nvcc, cuobjdump and SASS reading; the device runtime.
//! - `prove`: compile and SASS, GPU numerics and speed, the sanitizer.
//! - `choice`: the static choice's rules on each candidate's compile evidence, with the thresholds
//!   of one table (`analysis/thresholds.toml`, read by `tools/static_score.py` too).
//! - `report`: the report as one value, rendered as Markdown or JSON, and the diff.
//! - `cli`: flags, commands, batches, writing files, exit codes.

pub mod catalogue;
pub mod choice;
pub mod cleanup;
pub mod diagnostics;
pub mod files;
pub mod guard;
pub mod trace;

pub mod source;

pub mod recognize;

pub mod analysis;

pub mod launch;

pub mod symbolic;

pub mod rewrite;

pub mod pipeline;

pub mod gpu;
pub mod toolchain;

pub mod prove;

pub mod report;

pub mod cli;

pub use cli::run;
pub use pipeline::{transform, Outcome, Request};
