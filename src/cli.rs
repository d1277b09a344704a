//! Command-line flags, as the user types them. Resolution into settings happens in `config`.

use crate::analysis::choose::VariantRequest;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "kpipe",
    version,
    about = "Software-pipelines the tiled K-loop of a CUDA kernel: the loads of tile t+1 overlap the compute on tile t."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Rewrite the K-loop, print the report and the diff, write `<stem>.pipelined.cu`.
    Apply(ApplyArgs),
    /// Print the report only: shared memory, occupancy cliff, compute/load ratio, the variant kpipe would choose.
    Analyze(CommonArgs),
    /// Compile a kernel (or read a cubin) and print its main loop: instruction mix, overlap verdict, listing.
    Sass(SassArgs),
    /// Show which CUDA tools kpipe found and what each missing one disables.
    Doctor(ToolArgs),
    /// Manage kpipe's own CUDA toolchain.
    Toolchain {
        #[command(subcommand)]
        action: ToolchainAction,
    },
    /// Internal: launch a kernel from a cubin once (what `--sanitize` runs under compute-sanitizer).
    #[command(hide = true)]
    GpuRun(GpuRunArgs),
}

#[derive(Debug, Args)]
pub struct GpuRunArgs {
    /// The CUDA file whose `// kpipe:` directive and signature describe the launch.
    pub file: PathBuf,
    #[arg(long)]
    pub cubin: PathBuf,
    #[arg(long)]
    pub symbol: String,
    #[arg(long)]
    pub kernel: String,
    #[arg(long)]
    pub m: u64,
    #[arg(long)]
    pub n: u64,
    #[arg(long)]
    pub k: u64,
    /// The launch, as a `// kpipe:` directive line.
    #[arg(long)]
    pub directive: String,
}

#[derive(Debug, Subcommand)]
pub enum ToolchainAction {
    /// Install nvcc, cuobjdump and nvdisasm from PyPI's CUDA wheels into kpipe's folder (needs python3 with pip).
    Install,
}

#[derive(Debug, Args)]
pub struct ToolArgs {
    /// A CUDA installation to use first (its bin/ holds nvcc and cuobjdump).
    #[arg(long)]
    pub cuda_home: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct SassArgs {
    /// A .cu file (compiled first) or a .cubin.
    pub file: PathBuf,
    /// The kernel to show (default: every kernel in the file).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Architecture to compile for (default sm_86).
    #[arg(long)]
    pub arch: Option<String>,
    #[command(flatten)]
    pub tools: ToolArgs,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CommonArgs {
    /// The CUDA source file.
    pub file: PathBuf,
    /// The kernel to rewrite (default: the one kernel with a tiled K-loop).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Which pipelining to emit.
    #[arg(long, value_enum, default_value = "auto")]
    pub variant: VariantRequest,
    /// Target architecture: sm_75, sm_80, sm_86, sm_89 or sm_90 (default sm_86).
    #[arg(long)]
    pub arch: Option<String>,
    /// A compile-time constant not visible in the file, e.g. --define BM=128 (repeatable).
    #[arg(long = "define", short = 'D', value_name = "NAME=VALUE")]
    pub defines: Vec<String>,
    /// Machine-readable output (JSON) instead of Markdown.
    #[arg(long)]
    pub json: bool,
    /// Colour the diff: auto (on a terminal), always, never.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
    #[command(flatten)]
    pub tools: ToolArgs,
}

#[derive(Debug, Args)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// Where to write the rewritten file (`-` for stdout; the report then goes to stderr).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Rewrite the input file itself.
    #[arg(long)]
    pub in_place: bool,
    /// Print the report and the diff, write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Skip the nvcc compile and SASS checks (and so the GPU steps, which run the compiled cubins).
    #[arg(long)]
    pub no_compile: bool,
    /// Skip the GPU numerics even when a GPU is there.
    #[arg(long)]
    pub no_gpu: bool,
    /// Benchmark the original and the rewrite on the GPU (CUDA events, median of 40 runs).
    #[arg(long)]
    pub bench: bool,
    /// The benchmark's problem size, MxNxK (implies --bench; default 4096x4096x4096), rounded down to
    /// the kernel's tile multiples: e.g. 1024x1024x8192 for a K-heavy shape under one wave.
    #[arg(long, value_name = "MxNxK", value_parser = parse_bench_size)]
    pub bench_size: Option<[u64; 3]>,
    /// Fail (exit 6) when there is no GPU instead of skipping the GPU steps.
    #[arg(long)]
    pub require_gpu: bool,
    /// Also run the rewrite under compute-sanitizer racecheck and synccheck at a small size.
    #[arg(long)]
    pub sanitize: bool,
    /// Unroll the pipelined loop by 2 (`#pragma unroll 2`: constant stage indices) or not (1).
    /// Default: 1, except that `--variant auto` with a GPU measures both.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=2))]
    pub unroll: Option<u32>,
    /// Where cp.async waits for its copies: at the top of the loop (then copy, then compute) or
    /// after the compute. Default: top, except that `--variant auto` with a GPU measures both.
    #[arg(long, value_enum)]
    pub cp_async_wait: Option<crate::analysis::choose::CpAsyncWait>,
}

/// `4096x4096x4096` (also `4096,4096,4096`) to [M, N, K], each at least 1.
fn parse_bench_size(text: &str) -> Result<[u64; 3], String> {
    let parts: Vec<&str> = text.split(['x', 'X', ',']).map(str::trim).collect();
    let sizes: Vec<u64> = parts
        .iter()
        .map(|p| p.parse::<u64>().ok().filter(|&v| v > 0))
        .collect::<Option<_>>()
        .filter(|v: &Vec<u64>| v.len() == 3)
        .ok_or_else(|| {
            format!("`{text}` is not MxNxK with three positive sizes, e.g. 1024x1024x8192")
        })?;
    Ok([sizes[0], sizes[1], sizes[2]])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}
