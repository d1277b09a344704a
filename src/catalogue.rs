//! The catalogue of kpipe's codes: for each, what it means, why kpipe stops there, a small example
//! and the fix. `kpipe explain K023` prints one entry; the README's table of codes is generated from
//! the same entries (`kpipe explain --markdown`, held equal by `tests/explain.rs`).

use crate::diagnostics::Kind;

/// One code's entry.
pub struct Entry {
    pub kind: Kind,
    /// What kpipe found, in a line.
    pub what: &'static str,
    /// Why kpipe stops there.
    pub why: &'static str,
    /// A short kernel fragment that draws it.
    pub example: &'static str,
    /// What the user can do.
    pub fix: &'static str,
}

/// Every code, in the order of their numbers.
pub const ENTRIES: &[Entry] = &[
    Entry {
        kind: Kind::Io,
        what: "usage or I/O error",
        why: "a flag value kpipe cannot use, a file that cannot be read or written, or `-o` naming the input without `--in-place`",
        example: "kpipe apply gemm.cu -o gemm.cu",
        fix: "correct the command line; the message names the flag or the file",
    },
    Entry {
        kind: Kind::ParseError,
        what: "the kernel does not parse",
        why: "kpipe cannot reason about code it cannot read; errors outside the kernel (host macros without `;`) are tolerated",
        example: "__global__ void k(float *A) { for (int t = 0; t < n; ++t) { As[ty][tx] = A[t]; }",
        fix: "fix the syntax at the line shown (nvcc rejects it too), or report the construct if nvcc accepts it",
    },
    Entry {
        kind: Kind::NoKLoop,
        what: "no tiled K-loop",
        why: "no `__global__` function has a loop that stores global data into `__shared__` tiles, synchronises and computes on them: there is nothing to pipeline",
        example: "__global__ void axpy(float *y, const float *x) { y[i] += 2.0f * x[i]; }",
        fix: "nothing to do; `kpipe check` exits 0 on such files",
    },
    Entry {
        kind: Kind::SeveralCandidates,
        what: "several kernels have a K-loop (one kernel asked for)",
        why: "with `--kernel`, `--launch` or stdin, kpipe rewrites one kernel and will not guess which",
        example: "kpipe apply gemms.cu --launch 'grid=...'   # the file has sgemm and hgemm",
        fix: "name one with `--kernel NAME`, or drop `--launch` to rewrite every kernel of the file",
    },
    Entry {
        kind: Kind::KernelNotFound,
        what: "`--kernel NAME` names no kernel",
        why: "no `__global__` function of that name has a K-loop",
        example: "kpipe apply gemm.cu --kernel sgem",
        fix: "use one of the names the message lists",
    },
    Entry {
        kind: Kind::SeveralLoops,
        what: "several K-loops in one kernel",
        why: "kpipe pipelines one K-loop per kernel and will not choose between them",
        example: "for (t..) { As = A[..]; __syncthreads(); ...; __syncthreads(); }\nfor (t..) { Bs = B[..]; __syncthreads(); ...; __syncthreads(); }",
        fix: "split the kernel, or keep one tiled loop per kernel",
    },
    Entry {
        kind: Kind::NotUtf8,
        what: "the input is not UTF-8",
        why: "kpipe edits text and keeps every byte outside its edits; it reads UTF-8 only",
        example: "a file saved as Latin-1 with an accented comment",
        fix: "convert it (`iconv -f latin1 -t utf-8`); the message gives the first bad byte's line and column",
    },
    Entry {
        kind: Kind::InvalidThreadCount,
        what: "a block CUDA cannot launch",
        why: "the file states more than 1024 threads per block (or fewer than 1): `__launch_bounds__`, a thread-count constant or the directive's `block=`",
        example: "__global__ void __launch_bounds__(2048) sgemm(...)",
        fix: "correct the block size in the file",
    },
    Entry {
        kind: Kind::NestedTooDeep,
        what: "the kernel is nested too deeply",
        why: "its syntax tree is deeper than kpipe analyses (blocks, parentheses, a very long sum); deep code elsewhere in the file does not stop kpipe",
        example: "a kernel generated with 30,000 nested blocks",
        fix: "nothing kpipe can do; generated code of this depth is not a hand-written K-loop",
    },
    Entry {
        kind: Kind::BarrierUnderBranch,
        what: "a barrier under a branch or a nested loop",
        why: "threads that skip it never reach it, so moving loads across it cannot be proven safe; also a K-loop whose trip count depends on the thread",
        example: "for (t..) { if (ty < 8) { As[ty][tx] = A[..]; __syncthreads(); } ... }",
        fix: "make every `__syncthreads()` of the loop unconditional, at the top level of its body",
    },
    Entry {
        kind: Kind::ControlFlowInLoop,
        what: "`break`, `continue`, `return` or `goto` in the K-loop",
        why: "the pipelined loop loads tile t+1 before the compute on tile t: leaving the loop early would leave those loads dangling",
        example: "for (t..) { ...; if (done) break; ... }",
        fix: "move the exit into the loop's condition",
    },
    Entry {
        kind: Kind::ComputeWritesTile,
        what: "the compute writes a tile",
        why: "the next tile's stores would race with it; also a tile passed to a function kpipe cannot see",
        example: "for (k..) acc += As[ty][k] * Bs[k][tx]; As[ty][tx] = 0.0f;",
        fix: "keep the compute to reading the tiles; write scratch data to a separate shared array",
    },
    Entry {
        kind: Kind::AlreadyPipelined,
        what: "already pipelined (a note: nothing to do)",
        why: "the loop already overlaps its loads with its compute: `cp.async`, `__pipeline_*`, `cuda::memcpy_async`, stage-indexed tiles, register prefetch, double buffers kept by hand; kpipe's own output is one of these",
        example: "for (t..) { __pipeline_wait_prior(1); __syncthreads(); copy(t + 1); compute(t % 2); }",
        fix: "nothing to do (exit 0)",
    },
    Entry {
        kind: Kind::AsyncNotOverlapped,
        what: "async or double-buffered, but not overlapped",
        why: "the loop waits for its copies at once, in a form kpipe does not read as copies, or loads the next tile of a double buffer after the compute: one step from pipelined",
        example: "for (t..) { compute(buf[t % 2]); load(buf[(t + 1) % 2]); __syncthreads(); }",
        fix: "for a ring whose async copies come after the compute, `kpipe apply` moves them above it itself once it has proven the move equal to the original (the report's fix); otherwise issue the next tile's loads or copies before the compute (the message names the lines), or write the copies as plain stores into single-buffered tiles and let kpipe pipeline them",
    },
    Entry {
        kind: Kind::NonConstantLoadCount,
        what: "the per-thread load count is not a constant",
        why: "register prefetch keeps each thread's next-tile values in a register array: its size must be known when the kernel compiles",
        example: "int stride = blockDim.x / BK;  for (int r = ty; r < BM; r += stride) As[r][tx] = A[..];",
        fix: "make the stride a constant (`const int stride = NUM_THREADS / BK;`), or use `--variant cp-async`",
    },
    Entry {
        kind: Kind::CpAsyncImpossible,
        what: "a store cannot be a `cp.async` copy",
        why: "cp.async copies 4, 8 or 16 aligned bytes from global memory as they are: 2-byte elements and computed values (a conversion, a scale) cannot be copied",
        example: "As[ty][tx] = __half2float(A[..]);",
        fix: "use `--variant ldg` (register prefetch), or store the raw elements and convert in the compute",
    },
    Entry {
        kind: Kind::UnknownTileSize,
        what: "a size kpipe needs has no value",
        why: "the tiles' sizes and the load count must be constants kpipe can read: a macro or template parameter the file never gives a value",
        example: "template <int BM> __global__ void sgemm(...)   // never instantiated",
        fix: "give it with `--define NAME=VALUE` (the message names it), or instantiate the template in the file or a host file (`--host`)",
    },
    Entry {
        kind: Kind::UnsupportedPattern,
        what: "a form kpipe does not rewrite yet",
        why: "the loop has a shape kpipe cannot yet rewrite and prove: several sub-phases, a global store in the load phase, tiles named inside macros, a trip count read from memory on every iteration, and others (the message names the form and its line)",
        example: "for (t..) { As[..] = A[..]; atomicAdd(&count, 1); __syncthreads(); ... }",
        fix: "the message says what to change; where it does not, please report the kernel",
    },
    Entry {
        kind: Kind::VariantUnavailable,
        what: "the variant asked for is unavailable",
        why: "cp.async on sm_75, two stages above the shared memory the architecture allows per block, `--stages N` with register prefetch, `--ldg-issue bottom` at the occupancy cliff",
        example: "kpipe apply gemm.cu --variant cp-async --arch sm_75",
        fix: "use `--variant auto`, or the variant and architecture the message suggests",
    },
    Entry {
        kind: Kind::InstanceDependent,
        what: "an instantiation of the template cannot take the rewrite",
        why: "a template kernel's rewrite edits the template, so it must be right for every instantiation the project uses: one refuses it, or the rewrite would differ between them",
        example: "sgemm<128, 128, 8> fits two stages; sgemm<256, 128, 16> does not",
        fix: "rewrite one instantiation with `--kernel 'name<args>'`, or make the instantiations agree",
    },
    Entry {
        kind: Kind::NotProven,
        what: "the rewrite is not proven to compute what the original computes",
        why: "kpipe writes only rewrites its symbolic executor proves equal to the original: it found a difference, or could not follow one of the kernels to the end, or the original itself is invalid at every size tried (out of bounds, a race)",
        example: "T vals[1][8];  load<T, 8>(vals);   // the helper writes vals[0..7][..]",
        fix: "where the reason is the original's own (it names the line), fix the kernel; otherwise please report the kernel",
    },
    Entry {
        kind: Kind::CompileFailed,
        what: "the rewrite does not compile",
        why: "never expected: a kpipe bug, reported with nvcc's message; nothing is written",
        example: "(none: please report the file)",
        fix: "please report the file with the message",
    },
    Entry {
        kind: Kind::OriginalDoesNotCompile,
        what: "the original does not compile",
        why: "nvcc rejects the input itself with the flags kpipe found, so nothing kpipe changes can be checked",
        example: "a file that includes a header kpipe cannot find",
        fix: "fix it, pass the project's flags (`-I`, `-p build/` for compile_commands.json, `-D`), or pass `--no-compile`",
    },
    Entry {
        kind: Kind::GpuMismatch,
        what: "the rewrite computes different numbers on the GPU",
        why: "on the GPU here, the rewrite's output was not bit-identical to the original's at some size: it is never written",
        example: "(none: please report the file)",
        fix: "please report the file; where the original itself misses the CPU reference, the launch kpipe used is wrong: give it with a `// kpipe:` directive",
    },
    Entry {
        kind: Kind::SanitizerHazards,
        what: "compute-sanitizer reports hazards",
        why: "racecheck or synccheck flagged the rewrite (`--sanitize`): it is never written",
        example: "kpipe apply gemm.cu --sanitize",
        fix: "please report the file with the sanitizer's output",
    },
    Entry {
        kind: Kind::GpuChecksNotRun,
        what: "the GPU checks could not run",
        why: "a GPU is there but the launch failed or the directive is invalid, or `--require-gpu` without a GPU: the rewrite is unchecked there, so not written",
        example: "kpipe apply gemm.cu --require-gpu   # on a machine without a GPU",
        fix: "correct the `// kpipe:` directive the message names, or pass `--no-gpu` to rest on the proof, nvcc and the SASS",
    },
    Entry {
        kind: Kind::Internal,
        what: "internal error",
        why: "kpipe caught a bug of its own (an edit outside the spans it may change, an output that does not parse, a panic): nothing was written",
        example: "(none: please report the file)",
        fix: "please report the file",
    },
    Entry {
        kind: Kind::RewriteAvailable,
        what: "a rewrite is available (`kpipe check`)",
        why: "the K-loop loads its tiles and computes on them in turn; kpipe can overlap the two, and has proven its rewrite equal to the original",
        example: "for (t..) { As[ty][tx] = A[..]; Bs[ty][tx] = B[..]; __syncthreads(); compute; __syncthreads(); }",
        fix: "run `kpipe apply FILE` and review the diff, or suppress it with `// NOLINT(kpipe-K100)` on the kernel's line",
    },
];

/// The entry of a code (`K023`, `k23` or `23`).
pub fn lookup(code: &str) -> Option<&'static Entry> {
    let digits: String = code.chars().filter(char::is_ascii_digit).collect();
    let number: u32 = digits.parse().ok()?;
    ENTRIES
        .iter()
        .find(|e| e.kind.code()[1..].parse::<u32>().ok() == Some(number))
}

/// One entry as `kpipe explain` prints it.
pub fn explain(entry: &Entry) -> String {
    let example: String = entry
        .example
        .lines()
        .map(|l| format!("    {l}\n"))
        .collect();
    format!(
        "{code} ({severity}, exit {exit}): {what}\n\nWhy: {why}\n\nExample:\n{example}\nFix: {fix}\n",
        code = entry.kind.code(),
        severity = entry.kind.severity(),
        exit = entry.kind.exit_code(),
        what = entry.what,
        why = entry.why,
        fix = entry.fix,
    )
}

/// The README's table of codes.
pub fn markdown_table() -> String {
    let mut out = String::from("| code | what | exit | fix |\n|---|---|---|---|\n");
    for e in ENTRIES {
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            e.kind.code(),
            e.what,
            e.kind.exit_code(),
            e.fix.replace('|', "\\|")
        ));
    }
    out
}
