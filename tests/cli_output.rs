//! What kpipe prints, as scripts and reviewers use it: `--json` as one object whatever happens,
//! `--patch` that `git apply` takes, the help with its exit codes, every K-code documented, and the
//! report's wording.

use assert_cmd::Command;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

/// Runs kpipe with `--json` and parses its whole stdout as one JSON object.
fn json_run(args: &[&str]) -> (serde_json::Value, i32) {
    let output = kpipe().args(args).arg("--json").output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let value: serde_json::Value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("stdout is not one JSON object ({e}):\n{stdout}"));
    (value, output.status.code().unwrap())
}

fn kernel(name: &str) -> String {
    root().join("kernels").join(name).display().to_string()
}

#[test]
fn json_is_one_object_on_success_and_on_every_kind_of_error() {
    let (ok, code) = json_run(&["apply", &kernel("sgemm_32x32_two_iv.cu"), "--dry-run"]);
    assert_eq!(code, 0);
    assert_eq!(ok["schema_version"], 1);
    assert_eq!(ok["exit_code"], 0);
    assert!(ok["error"].is_null());
    assert_eq!(ok["analysis"]["kernel"], "matrixMulCUDA");
    assert!(ok["diff"].as_str().unwrap().contains("kp_stage"));
    assert_eq!(ok["not_written"], "--dry-run");

    let refused = kernel("sgemm_already_pipelined.cu");
    let missing = root().join("no/such/file.cu").display().to_string();
    let several = root()
        .join("tests/refusals/several_kernels.cu")
        .display()
        .to_string();
    let cases: [(&[&str], &str, i32); 5] = [
        (&["apply", &refused, "--no-compile"], "K013", 0),
        (&["analyze", &refused, "--arch", "sm_99"], "K000", 2),
        (&["apply", &missing], "K000", 2),
        (
            &[
                "analyze",
                &several,
                "--launch",
                "a=f32:row b=f32:row c=f32 args=A,B,C,N,K grid=N/16,N/16 block=16,16",
            ],
            "K003",
            3,
        ),
        (
            &[
                "apply",
                &kernel("sgemm_32x32_two_iv.cu"),
                "--variant",
                "cp-async",
                "--arch",
                "sm_75",
            ],
            "K024",
            4,
        ),
    ];
    for (args, expected, exit) in cases {
        let (value, code) = json_run(args);
        assert_eq!(code, exit, "{args:?}");
        assert_eq!(value["schema_version"], 1, "{args:?}");
        assert_eq!(value["exit_code"], exit, "{args:?}");
        assert_eq!(value["error"]["code"], expected, "{args:?}: {value}");
        assert!(value["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()));
        assert!(value["file"].as_str().is_some());
    }
    let (value, _) = json_run(&["apply", &refused, "--no-compile"]);
    assert!(
        value["error"]["line"].as_u64().unwrap() > 0,
        "located: {value}"
    );
}

fn git(dir: &Path, args: &[&str]) -> std::process::Output {
    let output = std::process::Command::new("git")
        .args([
            "-c",
            "user.name=kpipe",
            "-c",
            "user.email=kpipe@example.com",
        ])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

#[test]
fn patch_is_taken_by_git_apply_from_the_top_and_from_a_subfolder() {
    let repo = tempfile::tempdir().unwrap();
    let dir = repo.path().join("src/kernels");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("gemm.cu");
    std::fs::copy(kernel("hgemm_wmma_128x128x32.cu"), &file).unwrap();
    git(repo.path(), &["init", "-q"]);
    git(repo.path(), &["add", "."]);
    git(repo.path(), &["commit", "-qm", "kernel"]);

    // What -o would write is what the patch must produce.
    let expected = repo.path().join("expected.cu");
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile", "-o"])
        .arg(&expected)
        .assert()
        .success();
    let expected = std::fs::read_to_string(&expected).unwrap();

    for (cwd, path) in [
        (repo.path().to_path_buf(), "src/kernels/gemm.cu"),
        (dir.clone(), "gemm.cu"),
    ] {
        let output = kpipe()
            .args([
                "apply",
                path,
                "--no-compile",
                "--patch",
                "--color",
                "always",
            ])
            .current_dir(&cwd)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0));
        let patch = String::from_utf8(output.stdout).unwrap();
        assert!(
            patch.starts_with("--- a/src/kernels/gemm.cu\n+++ b/src/kernels/gemm.cu\n"),
            "{patch}"
        );
        assert!(!patch.contains('\x1b'), "a patch is never coloured");
        let report = String::from_utf8(output.stderr).unwrap();
        assert!(report.contains("Nothing written"), "{report}");
        assert!(
            !dir.join("gemm.pipelined.cu").exists(),
            "--patch writes no file"
        );
        let patch_file = repo.path().join("change.patch");
        std::fs::write(&patch_file, &patch).unwrap();
        git(&cwd, &["apply", "--check", patch_file.to_str().unwrap()]);
        git(&cwd, &["apply", patch_file.to_str().unwrap()]);
        assert_eq!(std::fs::read_to_string(&file).unwrap(), expected);
        git(repo.path(), &["checkout", "--", "."]);
    }
}

#[test]
fn help_lists_exit_codes_and_examples_and_analyze_describes_itself() {
    let help = kpipe().arg("--help").output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    for code in 0..=7 {
        assert!(
            help.contains(&format!("\n  {code}  ")),
            "exit code {code} is missing from --help:\n{help}"
        );
    }
    assert!(help.contains("`kpipe explain K023`"), "{help}");
    for sub in ["apply", "analyze", "sass", "doctor"] {
        let out = kpipe().args([sub, "--help"]).output().unwrap();
        let out = String::from_utf8(out.stdout).unwrap();
        assert!(out.contains("Example"), "{sub} --help has no example");
        assert!(out.contains(&format!("kpipe {sub} ")), "{sub}'s example");
    }
    let analyze = kpipe().args(["analyze", "--help"]).output().unwrap();
    let analyze = String::from_utf8(analyze.stdout).unwrap();
    assert!(
        analyze.contains("Nothing is compiled or written"),
        "{analyze}"
    );
    for apply_only in [
        "The kernel to rewrite",
        "pipelining to emit",
        "--cuda-home <",
        "      --dry-run",
    ] {
        assert!(
            !analyze.contains(apply_only),
            "analyze --help says `{apply_only}`"
        );
    }
}

#[test]
fn every_k_code_kpipe_can_emit_is_in_the_readme() {
    let source = std::fs::read_to_string(root().join("src/diagnostics.rs")).unwrap();
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let codes: Vec<&str> = source
        .match_indices("=> \"K")
        .map(|(at, _)| &source[at + 4..at + 8])
        .collect();
    assert!(codes.len() >= 20, "codes found: {codes:?}");
    for code in codes {
        assert!(
            readme.contains(&format!("| {code} |")),
            "{code} is not in the README's table"
        );
    }
}

#[test]
fn the_report_puts_the_diff_in_a_diff_block_and_says_when_nothing_was_written() {
    let output = kpipe()
        .args([
            "apply",
            &kernel("sgemm_32x32_two_iv.cu"),
            "--dry-run",
            "--no-compile",
        ])
        .output()
        .unwrap();
    let report = String::from_utf8(output.stdout).unwrap();
    let block = report
        .find("## Diff\n\n```diff\n--- ")
        .expect("a diff block");
    assert!(report[block..].trim_end().ends_with("```"), "closed");
    assert!(report.contains("Nothing written: --dry-run."), "{report}");
}

#[test]
fn diagnostics_are_coloured_like_rustc_when_asked() {
    let refused = kernel("sgemm_already_pipelined.cu");
    let coloured = kpipe()
        .args(["apply", &refused, "--no-compile", "--color", "always"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(coloured.stderr).unwrap();
    assert!(stderr.contains("\x1b[1;32mnote[K013]\x1b[0m"), "{stderr}");
    assert!(stderr.contains("\x1b[1;34m-->\x1b[0m"), "{stderr}");
    let plain = kpipe()
        .args(["apply", &refused, "--no-compile", "--color", "never"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(plain.stderr).unwrap();
    assert!(stderr.starts_with("note[K013]: "), "{stderr}");
    assert!(!stderr.contains('\x1b'));
    // An error is headed in red.
    let error = kpipe()
        .args([
            "apply",
            &kernel("sgemm_unsafe_branch_barrier.cu"),
            "--no-compile",
        ])
        .args(["--color", "always"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(error.stderr).unwrap();
    assert!(stderr.contains("\x1b[1;31merror[K010]\x1b[0m"), "{stderr}");
}

#[test]
fn a_count_refusal_offers_only_what_the_user_can_do() {
    // A load loop stepped by a local computed from blockIdx: `--define` cannot set a local, and on
    // sm_75 cp.async is no way out; the help names the local and says how to make it a constant.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.cu");
    std::fs::write(
        &file,
        "#define BM 64\n#define BK 8\n__global__ void sgemm_runtime_stride(const float *A, const float *B, float *C, int M, int N, int K) {\n  __shared__ float As[BM][BK];\n  __shared__ float Bs[BK][BM];\n  const int tid = threadIdx.x;\n  int stride = BM / (blockIdx.x + 1);\n  float acc = 0.0f;\n  for (int k0 = 0; k0 < K; k0 += BK) {\n    for (int r = tid / BK; r < BM; r += stride) {\n      As[r][tid % BK] = A[(blockIdx.y * BM + r) * K + k0 + tid % BK];\n      Bs[tid % BK][r] = B[(k0 + tid % BK) * N + blockIdx.x * BM + r];\n    }\n    __syncthreads();\n    for (int k = 0; k < BK; ++k) acc += As[tid % BM][k] * Bs[k][tid / BM];\n    __syncthreads();\n  }\n  C[(blockIdx.y * BM + tid % BM) * N + blockIdx.x * BM + tid / BM] = acc;\n}\n",
    )
    .unwrap();
    let out = kpipe()
        .args(["apply", "--dry-run", "--no-compile", "--arch", "sm_75"])
        .arg(&file)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("error[K020]"), "{stderr}");
    assert!(stderr.contains("make `stride` a constant"), "{stderr}");
    assert!(!stderr.contains("--define stride"), "{stderr}");
    let help = stderr.lines().find(|l| l.contains("= help:")).unwrap();
    assert!(!help.contains("cp-async"), "{help}");
}
