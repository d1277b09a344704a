//! `--launch`'s block and dynamic size stand in for a directive's: on a file without a `// kpipe:`
//! directive, `block=` is the block's shape that counts a thread-strided load loop's loads per
//! thread (`for (i = threadIdx.x; i < N; i += NT)`), and `smem=` the dynamic size of its
//! `extern __shared__` tiles. Without a shape, `auto` takes cp.async, which needs no count, where
//! the arch has it; on sm_75 the count's refusal (K020) stays, and says why.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::{Path, PathBuf};

const LAUNCH: &str = "a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,16 smem=(BM*BK+BK*BN)*sizeof(float)";

/// kernels/sgemm_extern_flat_strided.cu without its directive, in a fresh directory.
fn without_directive() -> (tempfile::TempDir, PathBuf) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/sgemm_extern_flat_strided.cu");
    let text = std::fs::read_to_string(src).unwrap();
    let stripped: String = text
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("// kpipe:"))
        .collect();
    assert_ne!(stripped, text, "the kernel has a directive to strip");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("flat.cu");
    std::fs::write(&file, stripped).unwrap();
    (dir, file)
}

fn analyze(file: &Path, args: &[&str]) -> assert_cmd::assert::Assert {
    Command::cargo_bin("kpipe")
        .unwrap()
        .args(["analyze", file.to_str().unwrap(), "--color", "never"])
        .args(args)
        .assert()
}

#[test]
fn without_a_block_shape_auto_takes_cp_async_which_needs_no_count() {
    let (_dir, file) = without_directive();
    analyze(&file, &["--arch", "sm_86", "--define", "KPIPE_DYNAMIC_SMEM=8192"])
        .success()
        .stdout(predicate::str::contains("**Rewrite: cp-async**"))
        .stdout(predicate::str::contains(
            "register prefetch cannot count the loads (the per-thread load count is not a compile-time constant",
        ))
        .stdout(predicate::str::contains("; cp.async needs no count"));
}

#[test]
fn on_sm75_the_count_refusal_stays_and_says_why() {
    let (_dir, file) = without_directive();
    analyze(
        &file,
        &["--arch", "sm_75", "--define", "KPIPE_DYNAMIC_SMEM=8192"],
    )
    .failure()
    .stdout(predicate::str::contains("Rewrite").not())
    .stderr(predicate::str::contains("error[K020]"))
    .stderr(predicate::str::contains(
        "cp.async needs no count, but it is not possible here: sm_75 has no cp.async",
    ));
}

#[test]
fn launch_block_counts_the_loads_and_its_smem_sizes_the_tiles() {
    let (_dir, file) = without_directive();
    // No --define: the dynamic size is --launch's smem=, the shape its block=.
    analyze(&file, &["--arch", "sm_86", "--launch", LAUNCH, "--verbose"])
        .success()
        .stdout(predicate::str::contains("Variant **ldg**"))
        .stdout(predicate::str::contains(
            "4 iterations per thread (its start depends on the thread; the count is the same in every thread of the block of 256 threads of --launch's `block=256`",
        ))
        .stdout(predicate::str::contains("from --launch's smem="));
    // sm_75 has no cp.async, and now needs none.
    analyze(&file, &["--arch", "sm_75", "--launch", LAUNCH])
        .success()
        .stdout(predicate::str::contains("**Rewrite: ldg**"));
}

#[test]
fn the_files_directive_wins_over_launch() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/sgemm_extern_flat_strided.cu");
    let other = LAUNCH.replace("block=256", "block=128");
    analyze(&file, &["--arch", "sm_86", "--launch", &other, "--verbose"])
        .success()
        .stdout(predicate::str::contains(
            "block of 256 threads of the `// kpipe:` directive's `block=256`",
        ));
}
