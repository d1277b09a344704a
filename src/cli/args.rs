//! Command-line flags, as the user types them. Resolution into settings happens in `config`.

use crate::analysis::choose::VariantRequest;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// What `--help` ends with: the exit codes, and where the K-codes are explained.
macro_rules! exit_codes {
    () => {
        "\
Exit codes:
  0  done (for apply: the rewrite was written, or --dry-run / --patch printed it, or auto found
     that pipelining does not pay and wrote nothing), or nothing to do: the loop is already
     pipelined, by hand or by kpipe (note[K013]; kpipe on its own output is a no-op)
  1  kpipe check only: a kernel kpipe would rewrite (warning[K100])
  2  usage or I/O error (bad flag value, unreadable file, -o naming the input without --in-place)
  3  the input is not understood (parse error, no K-loop, unknown size, several candidates)
  4  refused: unsafe, not supported yet, or the variant is unavailable
  5  the rewritten kernel does not compile (a kpipe bug; nvcc's message is shown)
  6  the GPU check failed or could not run (different numbers, sanitizer hazards, --require-gpu)
  7  internal error: kpipe caught a bug of its own; nothing was written, please report the file
  8  written, but not run on the GPU that is here: the launch is unknown (add a `// kpipe:`
     directive; --require-gpu makes this exit 6 and writes nothing)
  9  written, but not a drop-in replacement: the launch must change (the rewrite needs dynamic
     shared memory and kpipe found no host call in the file to edit); the report's first lines
     and the rewritten loop's comment give the lines to add. 9 wins over 8 when both apply

With several files or a folder, the exit code is the worst of the kernels' codes, in this order
(worst first): 7, 2, 5, 6, 3, 4, 9, 8, 0.

Every diagnostic names its code, e.g. error[K023]; `kpipe explain K023` says what it means, why
kpipe stops there, an example and the fix."
    };
}

#[derive(Debug, Parser)]
#[command(
    name = "kpipe",
    version,
    about = "Software-pipelines the tiled K-loop of a CUDA kernel: the loads of tile t+1 overlap the compute on tile t.",
    after_help = exit_codes!()
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Rewrite the K-loop, print the report and the diff, write `<stem>.pipelined.cu`.
    ///
    /// With nvcc, both versions are compiled and the SASS checked; with a GPU, both are run and
    /// must be bit-identical (and `--variant auto` measures every candidate). Nothing is written
    /// unless every check that ran passed.
    #[command(after_help = concat!(
        "Examples:\n",
        "  kpipe apply kernels/sgemm_32x32_two_iv.cu                # report, diff, writes sgemm_32x32_two_iv.pipelined.cu\n",
        "  kpipe apply gemm.cu --variant cp-async --arch sm_80 --dry-run\n",
        "  kpipe apply gemm.cu --patch > pipelined.patch && git apply pipelined.patch\n\n",
        exit_codes!()
    ))]
    Apply(ApplyArgs),
    /// Print the report only: tiles, shared memory and the occupancy cliff, the compute/load ratio,
    /// the copies, and the variant kpipe would choose. Nothing is compiled or written.
    #[command(after_help = concat!(
        "Example:\n  kpipe analyze kernels/hgemm_wmma_128x128x32.cu --arch sm_90 --json\n\n",
        exit_codes!()
    ))]
    Analyze(CommonArgs),
    /// Say, as a linter does, whether kpipe would rewrite anything: exit 0 when nothing is left to
    /// do (already pipelined, by hand or by kpipe, or no K-loop), 1 when a rewrite is available,
    /// 2 or more when a kernel is refused or not understood (its own exit code).
    ///
    /// Each kernel's rewrite is made and proven as `apply --dry-run --no-compile` makes it; nothing
    /// is compiled, run or written. Files and folders as `apply` takes them.
    #[command(
        after_help = "Example:\n  kpipe check src/ --arch sm_90        # in CI: fails while a kernel is left to pipeline"
    )]
    Check(CommonArgs),
    /// Explain a code (`kpipe explain K023`): what kpipe found, why it stops there, an example and
    /// the fix. Without a code, every code in one line each.
    #[command(
        after_help = "Examples:\n  kpipe explain K023\n  kpipe explain            # every code\n  kpipe explain --markdown # the README's table"
    )]
    Explain(ExplainArgs),
    /// Compile a kernel (or read a cubin) and print its main loop: instruction mix, overlap verdict, listing.
    #[command(
        after_help = "Example:\n  kpipe sass kernels/sgemm_128x128x8_regblock.cu --arch sm_90"
    )]
    Sass(SassArgs),
    /// Show which CUDA tools and which GPU kpipe found, and what each missing one disables.
    #[command(after_help = "Example:\n  kpipe doctor --cuda-home /usr/local/cuda-12.4")]
    Doctor(ToolArgs),
    /// Manage kpipe's own CUDA toolchain.
    #[command(after_help = "Example:\n  kpipe toolchain install")]
    Toolchain {
        #[command(subcommand)]
        action: ToolchainAction,
    },
    /// Internal: launch a kernel from a cubin once (what `--sanitize` runs under compute-sanitizer).
    #[command(hide = true)]
    GpuRun(GpuRunArgs),
}

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The code, as kpipe prints it (`K023`; `23` works too).
    pub code: Option<String>,
    /// Every code as a Markdown table (the README's).
    #[arg(long, conflicts_with = "code")]
    pub markdown: bool,
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
    #[arg(long, default_value_t = 0)]
    pub m: u64,
    #[arg(long, default_value_t = 0)]
    pub n: u64,
    #[arg(long, default_value_t = 0)]
    pub k: u64,
    /// Several launches, one after the other: `MxNxK,MxNxK` (instead of --m, --n, --k).
    #[arg(long)]
    pub sizes: Option<String>,
    /// The launch, as a `// kpipe:` directive line.
    #[arg(long)]
    pub directive: String,
    /// Dynamic shared memory per launch, bytes.
    #[arg(long, default_value_t = 0)]
    pub dynamic_smem: u64,
}

#[derive(Debug, Subcommand)]
pub enum ToolchainAction {
    /// Install nvcc, cuobjdump and nvdisasm from PyPI's CUDA wheels into kpipe's folder (needs python3 with pip).
    #[command(after_help = "Example:\n  KPIPE_HOME=/opt/kpipe kpipe toolchain install")]
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
    /// The folder of the project's `compile_commands.json` (default: found upward from the file).
    #[arg(short = 'p', long = "build-dir", value_name = "DIR")]
    pub build_dir: Option<PathBuf>,
    /// nvcc flags of the project, after `--` (include paths, macros, the standard).
    #[arg(last = true, value_name = "NVCC_FLAGS")]
    pub nvcc_flags: Vec<String>,
}

#[derive(Debug, Args)]
pub struct CommonArgs {
    /// The CUDA source file, or a folder (its *.cu files, recursively).
    pub file: PathBuf,
    /// More files or folders: every kernel with a K-loop in each is processed, in parallel, and a
    /// summary table printed (docs/USAGE.md, "Many files at once").
    #[arg(value_name = "FILE")]
    pub more: Vec<PathBuf>,
    /// The kernel to work on, or its instantiation `name<args>` (default: the one kernel with a
    /// tiled K-loop).
    #[arg(long)]
    pub kernel: Option<String>,
    /// The pipelining to plan: auto chooses; ldg is register prefetch; cp-async needs sm_80+.
    #[arg(long, value_enum, default_value = "auto")]
    pub variant: VariantRequest,
    /// Target architecture: sm_75, sm_80, sm_86, sm_89 or sm_90 (default sm_86).
    #[arg(long)]
    pub arch: Option<String>,
    /// A value for a name the file leaves open (a template parameter without an instantiation, a
    /// thread count): a positive integer, `true`/`false` for a `bool` parameter, or a type for a
    /// `typename` one, e.g. --define BM=128 --define T=__half (repeatable).
    #[arg(long = "define", short = 'D', value_name = "NAME=VALUE")]
    pub defines: Vec<String>,
    /// A folder `#include "x"` is looked up in after the file's own, as for the compiler (repeatable):
    /// the load helpers, macros and constants of the headers found are read, never edited, and nvcc
    /// gets it too (the same as `-- -I DIR`).
    #[arg(long = "include", short = 'I', value_name = "DIR")]
    pub includes: Vec<PathBuf>,
    /// The launch for the GPU steps, with the `// kpipe:` directive's fields, for a file you may
    /// not edit, e.g. --launch 'a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=256
    /// multiple=64,64,8'. The file's own directive comes first; this comes before the host call.
    #[arg(long, value_name = "FIELDS")]
    pub launch: Option<String>,
    /// A file with host code that launches the kernel (`kernel<<<grid, block>>>(...)`), read like
    /// the kernel's own file for its launch (repeatable). When the rewrite needs dynamic shared
    /// memory, its launches are edited too and it is written as the kernel's output is.
    #[arg(long = "host", value_name = "FILE")]
    pub hosts: Vec<PathBuf>,
    /// Move the K-loop's static tiles into one `extern __shared__` buffer (typed views, the launch
    /// passes the bytes) even when their stages fit the 48 KB static limit; above it kpipe does so
    /// by itself.
    #[arg(long)]
    pub dynamic_smem: bool,
    /// Machine-readable output: one JSON object on stdout, errors included.
    #[arg(long)]
    pub json: bool,
    /// The full report: the tiles, occupancy, stages and loads tables and the SASS listing (the
    /// first screen gives the decision, the proofs and what the caller must change).
    #[arg(long, short = 'v')]
    pub verbose: bool,
    /// Colour the diff and the diagnostics: auto (on a terminal), always, never.
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
    /// The folder of the project's `compile_commands.json` (CMake writes it with
    /// -DCMAKE_EXPORT_COMPILE_COMMANDS=ON; Bear too). Default: the first one found upward from the
    /// file (also in a `build/` folder). Its include paths, macros and standard are used to read
    /// and compile the kernel.
    #[arg(short = 'p', long = "build-dir", value_name = "DIR")]
    pub build_dir: Option<PathBuf>,
    /// nvcc flags of the project, after `--`: `kpipe apply k.cu -- -I include -std=c++17`. Include
    /// paths, macros, the standard and dialect switches are used; kpipe sets the architecture and
    /// the output itself.
    #[arg(last = true, value_name = "NVCC_FLAGS")]
    pub nvcc_flags: Vec<String>,
    /// How findings are printed: text (the report, or the table of a run over several kernels),
    /// json (one object per finding), sarif (SARIF 2.1.0, for GitHub code scanning) or github
    /// (workflow commands: annotations on a pull request). With json, sarif and github the summary
    /// table goes to stderr.
    #[arg(long, value_enum, default_value = "text")]
    pub output_format: crate::cli::lint::OutputFormat,
    /// Report only these codes, e.g. --select K013,K023 (comma list, repeatable); the others are
    /// dropped as if suppressed.
    #[arg(long, value_name = "CODES")]
    pub select: Vec<String>,
    /// Drop these codes, e.g. --ignore K026 (comma list, repeatable). In the source,
    /// `// NOLINT(kpipe-K023)` on a line (or `NOLINTNEXTLINE` above it), and `// kpipe: ignore
    /// [CODES]` or `NOLINT(kpipe...)` on a kernel's first line, do the same.
    #[arg(long, value_name = "CODES")]
    pub ignore: Vec<String>,
    /// A kernel to leave alone (repeatable): its row says "excluded" and it counts as nothing to do.
    #[arg(long, value_name = "KERNEL")]
    pub exclude: Vec<String>,
    /// Print nothing on stdout but what a pipe needs (the patch of `--patch`, the records of
    /// `--output-format`): for CI, where the exit code says it. Errors still go to stderr.
    #[arg(long, short = 'q')]
    pub quiet: bool,
    /// Do not read `kpipe.toml` (by default the first one found upward from the first path, up to
    /// the git work tree's root: arch, hosts, includes, defines, exclude, select, ignore).
    #[arg(long)]
    pub no_config: bool,
}

#[derive(Debug, Args)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    #[command(flatten)]
    pub tools: ToolArgs,
    /// Where to write the rewritten file (`-` for stdout; the report then goes to stderr).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Rewrite the input file itself.
    #[arg(long)]
    pub in_place: bool,
    /// Print the report and the diff, write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Print the change as a patch on stdout (paths `a/...` and `b/...` relative to the git work
    /// tree, for `git apply`), the report on stderr; write nothing.
    #[arg(long, conflicts_with_all = ["output", "in_place"])]
    pub patch: bool,
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
    /// Where cp.async waits for its copies: at the top of the loop (then copy, then compute), after
    /// the compute, or at the top with the copies spread over the compute's k-steps (`spread`, a
    /// ring of `--stages 3` or more). Default: top, except that `--variant auto` with a GPU
    /// measures them all.
    #[arg(long, value_enum)]
    pub cp_async_wait: Option<crate::analysis::choose::CpAsyncWait>,
    /// Where register prefetch (two stages) issues its global loads: at the top of the iteration,
    /// before the compute, or at the bottom of the previous one, after the stores and before the
    /// barrier, where nvcc cannot move them after the compute. Default: top, except that `--variant
    /// auto` measures both with a GPU and, without one, takes the bottom when the SASS shows a late load.
    #[arg(long, value_enum)]
    pub ldg_issue: Option<crate::analysis::choose::LdgIssue>,
    /// Stages of the tiles, 2 to 8 (default 2). Above 2, cp.async only (sm_80 and later): a ring of
    /// N buffers, N-1 tiles in flight; `--variant auto --stages N` builds it wherever cp.async can.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(2..=crate::analysis::choose::MAX_STAGES as i64))]
    pub stages: Option<u32>,
    /// Make every fix kpipe proves (a loop one step from pipelined), also those it otherwise makes
    /// only where a GPU times them faster than the original (plain loads moved above the compute).
    #[arg(long)]
    pub fix: bool,
}

/// `4096x4096x4096` (also `4096,4096,4096`) to [M, N, K], each at least 1.
fn parse_bench_size(text: &str) -> Result<[u64; 3], crate::cli::error::CliError> {
    let parts: Vec<&str> = text.split(['x', 'X', ',']).map(str::trim).collect();
    let sizes: Vec<u64> = parts
        .iter()
        .map(|p| p.parse::<u64>().ok().filter(|&v| v > 0))
        .collect::<Option<_>>()
        .filter(|v: &Vec<u64>| v.len() == 3)
        .ok_or_else(|| crate::cli::error::CliError::BenchSize { text: text.into() })?;
    Ok([sizes[0], sizes[1], sizes[2]])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}
