//! Fuzzing: mutants of real kernels through every variant, with the properties kpipe promises.
//!
//! Each case takes a kernel from `kernels/` or `tests/inference/` and applies one to three of the
//! mutations that matter to a K-loop rewriter: delete, duplicate or swap lines; join a line onto the
//! K-loop's line (before the `for`, or after its `{`); insert a `#pragma unroll` line (often right
//! above the loop); drop a `__syncthreads();`; change a loop bound or a constant. Each mutant goes
//! through `kpipe::transform` for auto, ldg and cp-async on sm_86 and sm_90, and through `analyze`.
//! The properties:
//! - no panic, and never `Kind::Internal` (that is kpipe's own checks catching a kpipe bug);
//! - a rewrite parses with no more ERROR nodes than the mutant, and none in the kernel;
//! - outside the K-loop's lines, every line of the mutant is in the output unchanged and in order,
//!   apart from the tiles' added `[2]`/`[0]` and an added `#include <cuda_pipeline.h>` (checked here
//!   independently of kpipe's own byte-for-byte check), and the emitted diff gives the output;
//! - kpipe on its own output neither panics nor rewrites it again;
//! - the report renders (Markdown and JSON), and the launch is read (directive) or inferred, without
//!   a panic;
//! - with nvcc, for a sample of rewrites, when the mutant compiles so does the output: that one is
//!   an nvcc test (`tests/nvcc.rs`), reported as ignored without nvcc.
//!
//! The default run is bounded for CI (`CASES` mutants: about 20 s in a debug build on two cores). A
//! long run, in release with the overflow checks of a debug build (an overflow is a panic there, as
//! it is in the debug builds of the test suite), and its compile property:
//!
//! ```text
//! CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS=true KPIPE_FUZZ_CASES=20000 \
//!     cargo test --release --test fuzz -- --nocapture
//! KPIPE_FUZZ_CASES=2000 KPIPE_FUZZ_COMPILES=400 cargo test --release --test nvcc -- mutants
//! ```
//!
//! another seed with `KPIPE_FUZZ_SEED=N`; one case again with `KPIPE_FUZZ_CASE=I` (same seed). A
//! failure prints the seed and case, the mutations (reduced to the fewest that still fail), and the
//! mutant as a diff.

mod common;

use common::mutate::*;

#[test]
fn mutants_of_real_kernels_keep_kpipes_promises() {
    let seed = env_u64("KPIPE_FUZZ_SEED").unwrap_or(SEED);
    let cases = env_u64("KPIPE_FUZZ_CASES").unwrap_or(CASES);
    let only = env_u64("KPIPE_FUZZ_CASE");
    let corpus = corpus();
    assert!(corpus.len() >= 20, "the kernels and tests/inference");
    let indices: Vec<u64> = match only {
        Some(i) => vec![i],
        None => (0..cases).collect(),
    };
    let started = std::time::Instant::now();
    let Run { failures, rewrites } = run(seed, &indices, &corpus);
    let rewritten_cases = {
        let mut ids: Vec<u64> = rewrites.iter().map(|(i, _)| *i).collect();
        ids.dedup();
        ids.len()
    };
    eprintln!(
        "fuzz: seed {seed}, {} mutants, {rewritten_cases} rewritten ({} rewrites), {} failing, {:.1} s",
        indices.len(),
        rewrites.len(),
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    let mut messages = Vec::new();
    if !failures.is_empty() {
        let all: Vec<String> = failures
            .iter()
            .map(|(i, p)| format!("  case {i}: {}", p.lines().next().unwrap_or("")))
            .collect();
        messages.push(format!("every failing case:\n{}", all.join("\n")));
    }
    for (i, problem) in failures.iter().take(5) {
        let case = Case::new(seed, *i, &corpus);
        let reduced = reduce(&case, |text| check_mutant(text).is_err());
        let problem = check_mutant(&case.mutant(&reduced).0)
            .err()
            .unwrap_or_else(|| problem.clone());
        messages.push(report_failure(seed, *i, &case, &problem, &reduced));
    }
    // The default hook again, for this test's own failure: kpipe's runs above (the reduction's
    // too) install a hook that keeps a caught panic quiet, which would hide the message.
    let _ = std::panic::take_hook();
    assert!(
        messages.is_empty(),
        "{} of {} mutants break a property; the first ones:\n\n{}",
        failures.len(),
        indices.len(),
        messages.join("\n\n")
    );
    assert!(
        rewritten_cases * 4 >= indices.len(),
        "only {rewritten_cases} of {} mutants were rewritten: the suite would test little",
        indices.len()
    );
}
