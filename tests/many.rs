//! Many files at once: `kpipe apply a.cu b.cu dir/` and `kpipe analyze dir/`: the summary table, the
//! files written, the exit code (the worst), `--json` with its `files` array, and the usage errors.

use assert_cmd::Command;
use std::path::{Path, PathBuf};

fn kernel(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("kernels")
        .join(name)
}

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

/// A folder of kernels: two that kpipe rewrites (one in a subfolder), one it refuses (already
/// pipelined, K013), a host file without a kernel, and an earlier output that the walk leaves out.
fn kernels_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("sub")).unwrap();
    let copy = |name: &str, to: &str| std::fs::copy(kernel(name), d.join(to)).unwrap();
    copy("sgemm_32x32_two_iv.cu", "a_two_iv.cu");
    copy("hgemm_wmma_128x128x32.cu", "sub/hgemm.cu");
    copy("sgemm_already_pipelined.cu", "sub/pipelined_by_hand.cu");
    copy("sgemm_tile_in_loop.cu", "old.pipelined.cu");
    std::fs::write(d.join("host.cu"), "int main() { return 0; }\n").unwrap();
    dir
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn a_folder_rewrites_every_kernel_and_reports_the_worst_code() {
    let dir = kernels_dir();
    let d = dir.path();
    let out = kpipe()
        .current_dir(d)
        .args(["apply", ".", "--arch", "sm_90"])
        .output()
        .unwrap();
    let table = stdout(&out);
    // Nothing fails: the loop pipelined by hand is a note (nothing to do), the host file has no
    // K-loop; neither counts against the run.
    assert_eq!(out.status.code(), Some(0), "{table}");
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("| ./")).collect();
    assert_eq!(
        rows,
        [
            "| ./a_two_iv.cu | matrixMulCUDA | written | ldg |  |",
            "| ./host.cu | - | no K-loop |  |  |",
            "| ./sub/hgemm.cu | hgemm_wmma_128x128x32 | written | cp-async, 3 stages |  |",
            "| ./sub/pipelined_by_hand.cu | sgemm_cp_async_2stage | already pipelined K013 |  |  |",
        ],
        "{table}"
    );
    assert!(
        table.contains(
            "4 results in 4 files: 2 written, 1 no K-loop, 1 already pipelined. Exit code 0."
        ),
        "{table}"
    );
    // The note with its location and help.
    assert!(
        table.contains("- ./sub/pipelined_by_hand.cu:54:7 (sgemm_cp_async_2stage): note[K013]: the K-loop already uses asynchronous copies"),
        "{table}"
    );
    assert!(table.contains("  help: nothing to do"), "{table}");
    // Each rewrite is the one the single-file run writes, byte for byte.
    for (input, output) in [
        ("a_two_iv.cu", "a_two_iv.pipelined.cu"),
        ("sub/hgemm.cu", "sub/hgemm.pipelined.cu"),
    ] {
        let single = d.join("single.out");
        kpipe()
            .current_dir(d)
            .args(["apply", input, "--arch", "sm_90", "-o", "single.out"])
            .assert()
            .success();
        assert_eq!(
            std::fs::read_to_string(d.join(output)).unwrap(),
            std::fs::read_to_string(&single).unwrap(),
            "{output}"
        );
        std::fs::remove_file(single).unwrap();
    }
    assert!(!d.join("sub/pipelined_by_hand.pipelined.cu").exists());
    assert!(!d.join("host.pipelined.cu").exists());
    assert!(
        !d.join("old.pipelined.pipelined.cu").exists(),
        "earlier outputs are not walked"
    );
}

#[test]
fn json_is_one_object_with_a_files_array() {
    let dir = kernels_dir();
    let out = kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "sub",
            "a_two_iv.cu",
            "--arch",
            "sm_90",
            "--json",
            "--dry-run",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["exit_code"], 0);
    let files = json["files"].as_array().unwrap();
    let summary: Vec<(&str, &str, i64)> = files
        .iter()
        .map(|f| {
            (
                f["file"].as_str().unwrap(),
                f["outcome"].as_str().unwrap(),
                f["exit_code"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("sub/hgemm.cu", "rewritten (--dry-run)", 0),
            ("sub/pipelined_by_hand.cu", "already pipelined", 0),
            ("a_two_iv.cu", "rewritten (--dry-run)", 0),
        ]
    );
    assert_eq!(files[1]["code"], "K013");
    assert_eq!(files[1]["line"], 54);
    assert_eq!(files[0]["variant"], "cp-async, 3 stages");
    // Each file carries the single-file report, under its own name.
    assert_eq!(files[0]["report"]["file"], "sub/hgemm.cu");
    assert_eq!(
        files[0]["report"]["analysis"]["kernel"],
        "hgemm_wmma_128x128x32"
    );
    // --dry-run writes nothing.
    assert!(!dir.path().join("a_two_iv.pipelined.cu").exists());
    assert!(!dir.path().join("sub/hgemm.pipelined.cu").exists());
}

#[test]
fn a_named_file_without_a_k_loop_is_refused() {
    let dir = kernels_dir();
    let out = kpipe()
        .current_dir(dir.path())
        .args(["analyze", "host.cu", "a_two_iv.cu", "--arch", "sm_90"])
        .output()
        .unwrap();
    let table = stdout(&out);
    assert_eq!(out.status.code(), Some(3), "{table}");
    assert!(
        table.contains("| host.cu | - | refused K002 |  |  |"),
        "{table}"
    );
    assert!(
        table.contains("| a_two_iv.cu | matrixMulCUDA | analysed | ldg |  |"),
        "{table}"
    );
    assert!(!dir.path().join("a_two_iv.pipelined.cu").exists());
}

/// `two.cu` in `dir`: two kernels with a K-loop in one file.
fn write_two_kernels(dir: &Path) {
    let two = [
        std::fs::read_to_string(kernel("sgemm_32x32_two_iv.cu")).unwrap(),
        std::fs::read_to_string(kernel("sgemm_tile_in_loop.cu")).unwrap(),
    ]
    .concat();
    std::fs::write(dir.join("two.cu"), two).unwrap();
}

#[test]
fn every_kernel_of_a_file_with_several_is_rewritten() {
    let dir = tempfile::tempdir().unwrap();
    write_two_kernels(dir.path());
    std::fs::copy(kernel("sgemm_tile_in_loop.cu"), dir.path().join("one.cu")).unwrap();
    let out = kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "two.cu",
            "one.cu",
            "--arch",
            "sm_90",
            "--variant",
            "cp-async",
        ])
        .output()
        .unwrap();
    let table = stdout(&out);
    // Exit 0 without a GPU, 8 with one where a launch is unknown: never a refusal.
    assert!(matches!(out.status.code(), Some(0 | 8)), "{table}");
    // One row per kernel, in file order.
    let first = table
        .find("| two.cu | matrixMulCUDA | written")
        .expect(&table);
    let second = table
        .find("| two.cu | sgemm_tile_in_loop | written")
        .expect(&table);
    assert!(first < second, "{table}");
    assert!(
        table.contains("| one.cu | sgemm_tile_in_loop | written"),
        "{table}"
    );
    let written = std::fs::read_to_string(dir.path().join("two.pipelined.cu")).unwrap();
    assert_eq!(
        written
            .matches("// kpipe: software-pipelined K-loop")
            .count(),
        2
    );
    // One include of the pipeline header, above the first kernel that needs it.
    assert_eq!(
        written.matches("#include <cuda_pipeline.h>").count(),
        1,
        "{written}"
    );
    assert!(
        written.find("#include <cuda_pipeline.h>").unwrap()
            < written.find("__pipeline_memcpy_async").unwrap()
    );
    // `--kernel` picks one.
    let out = kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "two.cu",
            "one.cu",
            "--kernel",
            "sgemm_tile_in_loop",
            "--dry-run",
        ])
        .output()
        .unwrap();
    let table = stdout(&out);
    assert!(!table.contains("matrixMulCUDA"), "{table}");
}

#[test]
fn one_output_path_for_several_files_is_a_usage_error() {
    let dir = kernels_dir();
    for args in [
        &["apply", "a_two_iv.cu", "sub", "-o", "x.cu"][..],
        &["apply", "-", "a_two_iv.cu"],
        &[
            "apply",
            "a_two_iv.cu",
            "sub",
            "--launch",
            "grid=N/32,M/32 block=32,32",
        ],
    ] {
        let out = kpipe().current_dir(dir.path()).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("help:"));
    }
    assert!(!dir.path().join("x.cu").exists());
    assert!(!dir.path().join("a_two_iv.pipelined.cu").exists());
}

#[test]
fn patch_prints_one_patch_of_every_file() {
    let dir = kernels_dir();
    let out = kpipe()
        .current_dir(dir.path())
        .args(["apply", "a_two_iv.cu", "sub", "--arch", "sm_90", "--patch"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let patch = stdout(&out);
    let targets: Vec<&str> = patch.lines().filter(|l| l.starts_with("+++ ")).collect();
    assert_eq!(
        targets,
        ["+++ b/a_two_iv.cu", "+++ b/sub/hgemm.cu"],
        "{patch}"
    );
    // The table goes to stderr; nothing is written.
    assert!(String::from_utf8_lossy(&out.stderr).contains("| sub/hgemm.cu |"));
    assert!(!dir.path().join("a_two_iv.pipelined.cu").exists());
}

#[test]
fn in_place_rewrites_each_file() {
    let dir = kernels_dir();
    let before = std::fs::read_to_string(dir.path().join("a_two_iv.cu")).unwrap();
    kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "a_two_iv.cu",
            "sub/hgemm.cu",
            "--arch",
            "sm_90",
            "--in-place",
        ])
        .assert()
        .success();
    let after = std::fs::read_to_string(dir.path().join("a_two_iv.cu")).unwrap();
    assert_ne!(before, after);
    assert!(after.contains("kp_stage"));
    assert!(!dir.path().join("a_two_iv.pipelined.cu").exists());
}

#[test]
fn the_projects_flags_after_dashes_reach_every_kernel_and_take_nothing_else() {
    // Flags after `--` come last on each kernel's command line: before the fix they swallowed the
    // `--kernel` and `-o` the many-file run gives each process (K003 and no report).
    let dir = tempfile::tempdir().unwrap();
    write_two_kernels(dir.path());
    std::fs::create_dir(dir.path().join("include")).unwrap();
    let out = kpipe()
        .current_dir(dir.path())
        .args(["apply", "two.cu", "two.cu", "--arch", "sm_90", "--dry-run"])
        .args(["--no-compile", "--json", "--", "-I", "include", "-DUSED=1"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let files = json["files"].as_array().unwrap();
    let kernels: Vec<&str> = files.iter().filter_map(|f| f["kernel"].as_str()).collect();
    assert_eq!(kernels, ["matrixMulCUDA", "sgemm_tile_in_loop"], "{json}");
    for f in files {
        assert!(
            f["outcome"].as_str().unwrap().starts_with("rewritten"),
            "{f}"
        );
    }
}

/// `kpipe check`: 1 while a kernel is left to pipeline, 0 once every loop is pipelined (kpipe's
/// own output included, and files without a K-loop), a refusal's own code; nothing is written.
#[test]
fn check_answers_as_a_linter_and_writes_nothing() {
    let dir = kernels_dir();
    let d = dir.path();
    let check = |args: &[&str]| {
        kpipe()
            .current_dir(d)
            .arg("check")
            .args(args)
            .args(["--arch", "sm_90"])
            .output()
            .unwrap()
    };
    let before = listing(d);
    let out = check(&["."]);
    let table = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{table}");
    assert!(
        table.contains("| ./a_two_iv.cu | matrixMulCUDA | rewrite available | ldg |  |"),
        "{table}"
    );
    assert!(table.contains(
        "| ./sub/pipelined_by_hand.cu | sgemm_cp_async_2stage | already pipelined K013 |"
    ));
    assert!(table.contains("| ./host.cu | - | no K-loop |"), "{table}");
    assert_eq!(listing(d), before, "check writes nothing");
    // Pipelined in place, the folder has nothing left to do.
    for file in ["a_two_iv.cu", "sub/hgemm.cu"] {
        let applied = kpipe()
            .current_dir(d)
            .args([
                "apply",
                file,
                "--in-place",
                "--arch",
                "sm_90",
                "--no-compile",
            ])
            .output()
            .unwrap();
        assert_eq!(applied.status.code(), Some(0));
    }
    let out = check(&["."]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    // A refusal is an error: its own exit code.
    std::fs::copy(
        kernel("sgemm_unsafe_branch_barrier.cu"),
        d.join("unsafe.cu"),
    )
    .unwrap();
    let out = check(&["unsafe.cu", "a_two_iv.cu"]);
    assert_eq!(out.status.code(), Some(4), "{}", stdout(&out));
    assert!(stdout(&out).contains("error[K010]"));
}

/// The files under a folder, relative, sorted.
fn listing(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(f) = folders.pop() {
        for e in std::fs::read_dir(&f).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                folders.push(p);
            } else {
                found.push(p.strip_prefix(dir).unwrap().display().to_string());
            }
        }
    }
    found.sort();
    found
}

#[test]
fn one_file_with_several_kernels_runs_each_and_writes_one_output() {
    let dir = tempfile::tempdir().unwrap();
    write_two_kernels(dir.path());
    let out = kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "two.cu",
            "--arch",
            "sm_90",
            "--no-compile",
            "-o",
            "out.cu",
        ])
        .output()
        .unwrap();
    let table = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{table}");
    assert!(
        table.contains("| two.cu | matrixMulCUDA | written"),
        "{table}"
    );
    assert!(
        table.contains("| two.cu | sgemm_tile_in_loop | written"),
        "{table}"
    );
    let written = std::fs::read_to_string(dir.path().join("out.cu")).unwrap();
    assert_eq!(
        written
            .matches("// kpipe: software-pipelined K-loop")
            .count(),
        2
    );
    assert!(!dir.path().join("two.pipelined.cu").exists());
}
