//! The command line as users meet it: exit codes, where files go, what is printed where.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::{Path, PathBuf};

fn kernel(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("kernels")
        .join(name)
}

fn refusal(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/refusals")
        .join(name)
}

/// A copy of a kernel in a fresh temporary directory.
fn scratch(src: &Path) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let dst = dir.path().join(src.file_name().unwrap());
    std::fs::copy(src, &dst).unwrap();
    (dir, dst)
}

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

#[test]
fn apply_writes_beside_the_input_and_prints_report_and_diff() {
    let (dir, file) = scratch(&kernel("sgemm_32x32_two_iv.cu"));
    let original = std::fs::read_to_string(&file).unwrap();
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--color", "never"])
        .assert()
        .success()
        .stdout(predicate::str::contains("**Rewrite: ldg**"))
        .stdout(predicate::str::contains(
            "| SASS overlaps loads with compute |",
        ))
        .stdout(predicate::str::contains("## Decision").not())
        .stdout(predicate::str::contains("int kp_stage = 0;"))
        .stdout(predicate::str::contains("\x1b[").not());
    let out = dir.path().join("sgemm_32x32_two_iv.pipelined.cu");
    let rewritten = std::fs::read_to_string(&out).unwrap();
    assert!(rewritten.contains("As[kp_stage ^ 1][ty][tx] = kp_next_As[0];"));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        original,
        "the input is never overwritten without --in-place"
    );
}

#[test]
fn dry_run_and_analyze_write_nothing() {
    let (dir, file) = scratch(&kernel("hgemm_wmma_128x128x32.cu"));
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--dry-run"])
        .assert()
        .success();
    kpipe()
        .args(["analyze", file.to_str().unwrap(), "--verbose"])
        .assert()
        .success()
        .stdout(predicate::str::contains("## Compute/load ratio"))
        .stdout(predicate::str::contains("## Diff").not());
    let entries: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(entries.len(), 1, "only the input is there");
}

#[test]
fn output_to_stdout_sends_the_report_to_stderr() {
    let file = kernel("sgemm_tilecount_bounds.cu");
    let assert = kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "-o",
            "-",
            "--variant",
            "cp-async",
            "--arch",
            "sm_80",
        ])
        .assert()
        .success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(
        out.starts_with("// sgemm_tilecount_bounds.cu") || out.contains("__global__"),
        "stdout holds the code"
    );
    assert!(out.contains("#include <cuda_pipeline.h>"));
    assert!(out.contains("__pipeline_memcpy_async"));
    assert!(!out.contains("**Rewrite: cp-async**"));
    assert!(err.contains("**Rewrite: cp-async**"));
}

#[test]
fn in_place_rewrites_the_input() {
    let (_dir, file) = scratch(&kernel("sgemm_tile_in_loop.cu"));
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--in-place"])
        .assert()
        .success();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("kp_stage"));
    // A second run is a no-op: the loop is already pipelined, a note and exit 0, the file as the
    // first run left it.
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--in-place"])
        .assert()
        .code(0)
        .stderr(predicate::str::contains("note[K013]"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}

#[test]
fn unsafe_kernel_is_refused_with_location_and_no_file() {
    let (dir, file) = scratch(&kernel("sgemm_unsafe_branch_barrier.cu"));
    kpipe()
        .args(["apply", file.to_str().unwrap()])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("error[K010]"))
        .stderr(predicate::str::contains(
            "sgemm_unsafe_branch_barrier.cu:53:7",
        ))
        .stderr(predicate::str::contains("^^^^"))
        .stderr(predicate::str::contains("help:"));
    assert!(!dir
        .path()
        .join("sgemm_unsafe_branch_barrier.pipelined.cu")
        .exists());
}

#[test]
fn already_pipelined_kernel_is_a_note_with_no_file() {
    let (dir, file) = scratch(&kernel("sgemm_already_pipelined.cu"));
    kpipe()
        .args(["apply", file.to_str().unwrap()])
        .assert()
        .code(0)
        .stderr(predicate::str::contains("note[K013]"))
        .stderr(predicate::str::contains("already pipelined"));
    assert!(!dir
        .path()
        .join("sgemm_already_pipelined.pipelined.cu")
        .exists());
}

#[test]
fn input_errors_have_their_own_exit_codes() {
    kpipe()
        .args(["apply", "does/not/exist.cu"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot read"));
    let file = kernel("sgemm_32x32_two_iv.cu");
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--arch", "sm_70"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown architecture"));
    kpipe()
        .args([
            "apply",
            refusal("parse_error.cu").to_str().unwrap(),
            "--dry-run",
        ])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("error[K001]"));
    kpipe()
        .args([
            "apply",
            refusal("no_kloop.cu").to_str().unwrap(),
            "--dry-run",
        ])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("error[K002]"));
}

#[test]
fn kernel_flag_picks_one_of_several() {
    let file = refusal("several_kernels.cu");
    // Without --kernel, each kernel with a K-loop is run in turn, one row each.
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--dry-run", "--no-compile"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "| gemm_a | rewritten (--dry-run) | ldg |",
        ))
        .stdout(predicate::str::contains(
            "| gemm_b | rewritten (--dry-run) | ldg |",
        ));
    // A launch given on the command line is one kernel's: kpipe asks which.
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--launch",
            "a=f32:row b=f32:row c=f32 args=A,B,C,N,K grid=N/16,N/16 block=16,16",
        ])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("--kernel gemm_a"));
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--kernel",
            "gemm_b",
            "--color",
            "never",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("Kernel `gemm_b`"));
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--kernel",
            "gemm_c",
        ])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "kernels in this file: gemm_a, gemm_b",
        ));
}

#[test]
fn define_gives_a_missing_tile_size() {
    let file = refusal("unknown_tile_size.cu");
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--dry-run"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("--define TILE=VALUE"));
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--define",
            "TILE=16",
            "--color",
            "never",
            "--verbose",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "| `As` | float | [16][16] | 1024 |",
        ));
}

#[test]
fn json_carries_the_analysis_and_the_diff() {
    let file = kernel("sgemm_cliff_sm86.cu");
    // `--variant ldg`: with nvcc, `auto` writes nothing here (the single buffer spills and cp.async
    // loses a block/SM on sm_86: tests/nvcc.rs), and this test is about what the JSON carries.
    let assert = kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--json",
            "--variant",
            "ldg",
        ])
        .assert()
        .success();
    let value: serde_json::Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
    assert_eq!(value["analysis"]["decision"]["variant"], "ldg");
    assert_eq!(value["analysis"]["decision"]["form"], "single-buffer");
    assert_eq!(value["analysis"]["cliff"]["crosses_cliff"], true);
    assert!(value["diff"].as_str().unwrap().contains("@@"));
}

#[test]
fn cp_async_is_refused_where_it_cannot_work() {
    let file = kernel("sgemm_32x32_two_iv.cu");
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--variant",
            "cp-async",
            "--arch",
            "sm_75",
        ])
        .assert()
        .code(4)
        .stderr(predicate::str::contains("sm_75 has no cp.async"));
    // Above the 48 KB static limit cp.async is no longer refused: the tiles move to dynamic shared
    // memory, with a warning where two stages cross the cliff, and since the file has no launch of
    // the kernel to edit, the rewrite is not a drop-in replacement (exit 9).
    let file = kernel("sgemm_cliff_sm86.cu");
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--no-compile",
            "--variant",
            "cp-async",
            "--arch",
            "sm_86",
        ])
        .assert()
        .code(9)
        .stdout(predicate::str::contains("The launch must change"))
        .stdout(predicate::str::contains(
            "cudaFuncSetAttribute(sgemm_deep_k, cudaFuncAttributeMaxDynamicSharedMemorySize, 81920);",
        ))
        .stdout(predicate::str::contains("two stages drop sm_86 from 2 to 1 blocks/SM"));
    // --dynamic-smem where the tiles cannot move is refused with the reason.
    let shared_twice = std::env::temp_dir().join(format!("kpipe-dyn-{}.cu", std::process::id()));
    let text = std::fs::read_to_string(kernel("sgemm_32x32_two_iv.cu"))
        .unwrap()
        .replacen("__shared__ float As", "__shared__ volatile float As", 1);
    std::fs::write(&shared_twice, text).unwrap();
    kpipe()
        .args([
            "apply",
            shared_twice.to_str().unwrap(),
            "--dry-run",
            "--no-compile",
            "--dynamic-smem",
        ])
        .assert()
        .code(4)
        .stderr(predicate::str::contains(
            "cannot move to dynamic shared memory",
        ));
    let _ = std::fs::remove_file(shared_twice);
}

#[test]
fn doctor_says_what_is_there_and_what_is_missing() {
    let assert = kpipe().args(["doctor"]).assert().success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    for tool in ["nvcc", "cuobjdump", "nvdisasm"] {
        let line = out
            .lines()
            .find(|l| l.trim_start().starts_with(tool))
            .expect("a line per tool");
        assert!(line.contains('/') || line.contains("not found"), "{line}");
    }
    assert!(out.contains("toolchain folder"));
}

#[test]
fn without_nvcc_the_checks_say_skipped() {
    let empty = tempfile::tempdir().unwrap();
    let file = kernel("sgemm_32x32_two_iv.cu");
    kpipe()
        .env("PATH", empty.path())
        .env("KPIPE_HOME", empty.path())
        .env_remove("CUDA_HOME")
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--color",
            "never",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "skipped: no nvcc or cuobjdump found (kpipe toolchain install)",
        ));
}

#[test]
fn kernel_flag_can_name_the_instantiation() {
    let file = refusal("unknown_tile_size.cu");
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--no-compile",
            "--kernel",
            "sgemm_templated<32>",
            "--color",
            "never",
            "--verbose",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "analysed as `sgemm_templated<32>`",
        ))
        .stdout(predicate::str::contains(
            "| `As` | float | [32][32] | 4096 |",
        ));
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--define",
            "=",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("needs a name and a value"));
}

#[test]
fn unroll_two_puts_the_pragma_on_the_pipelined_loop() {
    let file = kernel("sgemm_128x128x8_regblock.cu");
    let out = kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--variant",
            "ldg",
            "--unroll",
            "2",
        ])
        .args(["--no-compile", "-o", "-", "--color", "never"])
        .assert()
        .success()
        .stderr(predicate::str::contains("the loop unrolled by 2"))
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    let pragma = text
        .find("#pragma unroll 2")
        .expect("the pragma is emitted");
    let steady = text
        .find("for (; (bkIdx + BK) < K; bkIdx += BK)")
        .expect("the steady-state loop");
    assert!(pragma < steady, "the pragma precedes the steady-state loop");
    assert!(
        text[pragma..steady]
            .trim_start_matches("#pragma unroll 2")
            .trim()
            .is_empty(),
        "nothing between the pragma and its loop"
    );
    kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--unroll",
            "3",
            "--dry-run",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--unroll"));
}

#[test]
fn bench_size_takes_m_n_k() {
    let file = kernel("hgemm_wmma_128x128x32.cu");
    let apply = |size: &str| {
        let mut cmd = kpipe();
        cmd.args(["apply", file.to_str().unwrap(), "--bench-size", size])
            .args(["--no-compile", "--dry-run", "--color", "never"]);
        cmd
    };
    apply("1024x1024x8192").assert().success();
    apply("1024,1024,8192").assert().success();
    for bad in ["1024x1024", "1024x0x8192", "axbxc", "1024x1024x8192x2"] {
        apply(bad)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--bench-size"))
            .stderr(predicate::str::contains("is not MxNxK"));
    }
}

#[test]
fn cp_async_wait_after_compute_is_the_other_order() {
    let file = kernel("hgemm_wmma_128x128x32.cu");
    let run = |wait: &str| {
        let out = kpipe()
            .args(["apply", file.to_str().unwrap(), "--variant", "cp-async"])
            .args(["--cp-async-wait", wait, "--no-compile", "-o", "-"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).unwrap()
    };
    let body = |text: &str| {
        let start = text.find("for (; (k0 + BK) < K; k0 += BK)").unwrap();
        let wait = start + text[start..].find("__pipeline_wait_prior(0);").unwrap();
        let copy = start + text[start..].find("__pipeline_memcpy_async").unwrap();
        (wait, copy)
    };
    let (wait, copy) = body(&run("top"));
    assert!(wait < copy, "at the top: the wait comes before the copies");
    let (wait, copy) = body(&run("after-compute"));
    assert!(copy < wait, "after the compute: the copies come first");
}

#[test]
fn stages_builds_a_cp_async_ring_and_names_it() {
    let file = kernel("sgemm_warp_roles.cu");
    let assert = kpipe()
        .args(["apply", file.to_str().unwrap(), "--stages", "3"])
        .args(["--arch", "sm_80", "--no-compile", "--dry-run", "--json"])
        .assert()
        .success();
    let value: serde_json::Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
    let decision = &value["analysis"]["decision"];
    assert_eq!(decision["variant"], "cp-async");
    assert_eq!(decision["stages"], 3);
    assert_eq!(decision["tuning"]["stages"], 3);
    assert_eq!(value["analysis"]["stages"], 3);
    // 8 KB of tiles, three stages.
    assert_eq!(value["analysis"]["smem_doubled"], 3 * 8192);
    let diff = value["diff"].as_str().unwrap();
    assert!(diff.contains("+  __shared__ __align__(16) float As[3][BM][BK];"));
    assert!(diff.contains("__pipeline_wait_prior(1);"));
    // The report names the stage count.
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--stages", "4"])
        .args(["--arch", "sm_80", "--no-compile", "--dry-run", "--verbose"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "cp.async, 4 stages (a ring), one barrier per iteration",
        ))
        .stdout(predicate::str::contains("| | one stage | 4 stages |"));
}

#[test]
fn stages_are_refused_where_the_ring_cannot_be_built() {
    let file = kernel("sgemm_warp_roles.cu");
    let run = |args: &[&str]| {
        kpipe()
            .args(["apply", file.to_str().unwrap(), "--no-compile", "--dry-run"])
            .args(args)
            .assert()
    };
    run(&["--variant", "ldg", "--stages", "3"])
        .code(4)
        .stderr(predicate::str::contains("error[K024]"))
        .stderr(predicate::str::contains(
            "register prefetch holds the next tile in registers",
        ));
    run(&["--stages", "3", "--cp-async-wait", "after-compute"])
        .code(4)
        .stderr(predicate::str::contains("two stages only"));
    run(&["--stages", "3", "--arch", "sm_75"])
        .code(4)
        .stderr(predicate::str::contains("sm_75 has no cp.async"));
    for bad in ["1", "9", "auto3"] {
        run(&["--stages", bad]).code(2);
    }
    // Two stages are what they always were: --stages 2 changes nothing.
    let two = |args: &[&str]| {
        let out = kpipe()
            .args(["apply", file.to_str().unwrap(), "--no-compile", "-o", "-"])
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).unwrap()
    };
    assert_eq!(two(&["--stages", "2"]), two(&[]));
    // Over the 48 KB static limit the tiles move to dynamic shared memory, and the host call in the
    // file passes the bytes.
    let file = kernel("hgemm_wmma_128x128x32.cu");
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile", "-o", "-"])
        .args(["--stages", "3"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "hgemm_wmma_128x128x32<<<grid, THREADS, 56832, stream>>>",
        ))
        .stdout(predicate::str::contains(
            "half (&As)[3][BM][BK + PAD] = *reinterpret_cast<half (*)[3][BM][BK + PAD]>(kp_smem);",
        ));
}

#[test]
fn without_a_gpu_the_report_names_the_launch_a_gpu_run_would_use() {
    let run = |name: &str| -> serde_json::Value {
        let out = kpipe()
            .args([
                "apply",
                kernel(name).to_str().unwrap(),
                "--dry-run",
                "--json",
            ])
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let v = run("sgemm_32x32_two_iv.cu");
    let reason = v["gpu"]["reason"].as_str().unwrap_or_default().to_string();
    if !reason.starts_with("skipped: no GPU") {
        // A GPU is here (the checks ran), or nvcc is not (the GPU step needs the compiled kernels).
        eprintln!("skipped: this test needs nvcc and no GPU ({reason})");
        return;
    }
    assert!(
        reason.contains(
            "on a GPU kpipe would launch it from the directive at line 14: `// kpipe: a=f32:row"
        ),
        "{reason}"
    );
    let v = run("sgemm_128x128x32_host.cu");
    let reason = v["gpu"]["reason"].as_str().unwrap_or_default();
    assert!(
        reason.contains("would launch it from the directive"),
        "{reason}"
    );
}

/// A square kernel launched from its file (`matmul<<<grid, threads>>>(a, b, out, width)`): its one
/// size is M, N and K at once, so the proof runs it at 1, 2 and 3 tiles of each (it was K026,
/// "no K makes the K-loop run 1, 2 and 3 tiles", when K alone was varied).
#[test]
fn a_square_kernel_launched_from_its_file_is_proven_at_square_sizes() {
    let src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inference/tutorial_square_width.cu");
    let (_dir, file) = scratch(&src);
    let out = kpipe()
        .args([
            "apply",
            file.to_str().unwrap(),
            "--dry-run",
            "--no-compile",
            "--json",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let report: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let proof = report["proof"].as_str().unwrap_or_default();
    // No run at 0 tiles: at K = 0 the square grid is empty, there is no launch.
    assert!(
        proof.starts_with("equal to the original") && proof.contains("tile counts (1, 2, 3, 5)"),
        "{proof}"
    );
}
