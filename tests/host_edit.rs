//! The launch in a `--host FILE` is edited in the same run as the kernel (issue 12): a kernel file
//! with 64 KB-doubled static tiles and no launch (`tests/host/gemm64k.cu`), and a runner that
//! launches it with `dim3` grid and block (`tests/host/runner.cu`). Where the host file goes follows
//! the kernel's output; `-o -` and many-file runs edit no host file (exit 9); a write that fails
//! leaves neither file changed.

use assert_cmd::Command;
use std::path::{Path, PathBuf};

const LAUNCH: &str = "  sgemm_128x128x32<<<grid, block>>>(M, N, K, A, B, C);\n";
const ATTRIBUTE: &str = "  cudaFuncSetAttribute(sgemm_128x128x32, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);\n  sgemm_128x128x32<<<grid, block, 65536>>>(M, N, K, A, B, C);\n";

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

/// The two fixtures copied into a fresh folder: (folder, kernel, host).
fn fixtures() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host");
    let dir = tempfile::tempdir().unwrap();
    for name in ["gemm64k.cu", "runner.cu"] {
        std::fs::copy(src.join(name), dir.path().join(name)).unwrap();
    }
    let kernel = dir.path().join("gemm64k.cu");
    let host = dir.path().join("runner.cu");
    (dir, kernel, host)
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

/// The files of a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    names
}

/// `kpipe apply gemm64k.cu --host runner.cu` with `args`, in the fixtures' folder.
fn apply(dir: &Path, args: &[&str]) -> std::process::Output {
    kpipe()
        .args(["apply", "gemm64k.cu", "--host", "runner.cu"])
        .args([
            "--arch",
            "sm_90",
            "--variant",
            "ldg",
            "--color",
            "never",
            "--verbose",
        ])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

/// The host runner with its launch edited as kpipe edits it.
fn edited_host(original: &str) -> String {
    assert!(original.contains(LAUNCH));
    let comment = "  // kpipe: the dynamic shared memory below is a number, 65536 bytes for `sgemm_128x128x32` (was 0): 2 stages of As, Bs moved from static to dynamic shared memory\n";
    original.replace(LAUNCH, &format!("{comment}{ATTRIBUTE}"))
}

/// The kernel's rewrite names the edited launch, not the lines for the caller.
fn assert_settled_kernel(text: &str) {
    assert!(text.contains("extern __shared__ __align__(128) unsigned char kp_smem[];"));
    assert!(
        text.contains("// kpipe: this kernel now needs 65536 bytes of dynamic shared memory (was 0): kpipe edited its launch at runner.cu:8 (--host) to pass them, after raising cudaFuncAttributeMaxDynamicSharedMemorySize."),
        "{text}"
    );
    assert!(!text.contains("THE LAUNCH MUST CHANGE"), "{text}");
}

#[test]
fn the_default_writes_both_pipelined_files_beside_their_originals() {
    let (dir, kernel, host) = fixtures();
    let (kernel_before, host_before) = (read(&kernel), read(&host));
    let out = apply(dir.path(), &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert_eq!(
        listing(dir.path()),
        [
            "gemm64k.cu",
            "gemm64k.pipelined.cu",
            "runner.cu",
            "runner.pipelined.cu"
        ]
    );
    assert_eq!(read(&kernel), kernel_before, "the inputs stay");
    assert_eq!(read(&host), host_before);
    assert_eq!(
        read(&dir.path().join("runner.pipelined.cu")),
        edited_host(&host_before)
    );
    assert_settled_kernel(&read(&dir.path().join("gemm64k.pipelined.cu")));
    assert!(
        stdout.contains("Wrote `gemm64k.pipelined.cu` and `runner.pipelined.cu`."),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "kpipe edited the launch of `sgemm_128x128x32` in runner.cu (line 8): 65536 bytes"
        ),
        "{stdout}"
    );
    // One diff of both files, the host's after the kernel's.
    let kernel_diff = stdout
        .find("--- gemm64k.cu\n+++ gemm64k.pipelined.cu\n")
        .unwrap();
    let host_diff = stdout
        .find("--- runner.cu\n+++ runner.pipelined.cu\n")
        .unwrap();
    assert!(kernel_diff < host_diff);
    assert!(!stdout.contains("must change"), "{stdout}");

    // `-o PATH` for the kernel: the host still goes beside the host.
    std::fs::remove_file(dir.path().join("runner.pipelined.cu")).unwrap();
    std::fs::create_dir(dir.path().join("out")).unwrap();
    let out = apply(dir.path(), &["--no-compile", "-o", "out/k.cu"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(dir.path().join("out/k.cu").exists());
    assert_eq!(
        read(&dir.path().join("runner.pipelined.cu")),
        edited_host(&host_before)
    );
    assert_eq!(listing(&dir.path().join("out")), ["k.cu"]);
}

#[test]
fn in_place_edits_both_files_and_keeps_their_modes() {
    let (dir, kernel, host) = fixtures();
    let host_before = read(&host);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&host, std::fs::Permissions::from_mode(0o640)).unwrap();
    }
    let out = apply(dir.path(), &["--in-place"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(listing(dir.path()), ["gemm64k.cu", "runner.cu"]);
    assert_eq!(read(&host), edited_host(&host_before));
    assert_settled_kernel(&read(&kernel));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&host).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode, 0o640);
    }
    // The host runner, including the rewritten kernel, is real CUDA: nvcc compiles it (host code
    // too: the attribute call and the launch with its byte count).
    let toolchain = kpipe::toolchain::Toolchain::discover(None);
    let Some(nvcc) = toolchain.nvcc else {
        assert!(
            std::env::var_os("KPIPE_REQUIRE_NVCC").is_none_or(|v| v == "0"),
            "KPIPE_REQUIRE_NVCC is set but there is no nvcc"
        );
        eprintln!("no nvcc: the edited host file was not compiled");
        return;
    };
    let compiled = std::process::Command::new(&nvcc.path)
        .args(["-c", "-arch=sm_90", "runner.cu", "-o", "runner.o"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
}

#[test]
fn dry_run_and_stdout_write_no_host_file() {
    let (dir, _, _) = fixtures();
    // --dry-run: the diff shows both files, nothing is written, and the run is what the real one
    // would be (exit 0).
    let out = apply(dir.path(), &["--no-compile", "--dry-run"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("--- runner.cu\n+++ runner.cu\n"),
        "{stdout}"
    );
    assert!(stdout.contains(&format!("+{}", ATTRIBUTE.lines().next().unwrap())));
    assert!(
        stdout.contains("shown in the diff, not written"),
        "{stdout}"
    );
    assert_eq!(listing(dir.path()), ["gemm64k.cu", "runner.cu"]);

    // -o -: the kernel's code on stdout, no host file; the launch is not changed, exit 9.
    let out = apply(dir.path(), &["--no-compile", "-o", "-"]);
    let (code, report) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(9), "{report}");
    assert!(code.contains("THE LAUNCH MUST CHANGE"), "{code}");
    assert!(
        report.contains("it is launched at runner.cu:8 (--host): with `-o -` kpipe writes only the kernel's code, on stdout, so change the launch there"),
        "{report}"
    );
    assert!(!report.contains("+++ runner.cu"), "{report}");
    assert_eq!(listing(dir.path()), ["gemm64k.cu", "runner.cu"]);
}

#[test]
fn json_names_the_host_file_and_its_edited_lines() {
    let (dir, _, _) = fixtures();
    let out = apply(dir.path(), &["--no-compile", "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["exit_code"], 0);
    let change = &value["launch_change"];
    assert_eq!(change["required"], true, "{change}");
    assert_eq!(change["edited"], true);
    assert_eq!(change["bytes"], 65536);
    assert_eq!(change["edited_lines"], serde_json::json!([]));
    assert!(change.get("why_not_edited").is_none(), "{change}");
    assert_eq!(
        change["hosts"],
        serde_json::json!([{"file": "runner.cu", "output": "runner.pipelined.cu", "edited_lines": [8]}])
    );
    // A host given twice, or the kernel's own file given as a host, is handled once.
    let out = kpipe()
        .args(["apply", "gemm64k.cu", "--host", "runner.cu", "--host"])
        .arg(dir.path().join("runner.cu"))
        .args(["--host", "gemm64k.cu", "--host", "runner.cu"])
        .args(["--arch", "sm_90", "--no-compile", "--json", "--dry-run"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["exit_code"], 0, "{value}");
    let hosts = value["launch_change"]["hosts"].as_array().unwrap();
    assert_eq!(hosts.len(), 1, "{value}");
    assert_eq!(hosts[0]["output"], serde_json::Value::Null);
    let diff = value["diff"].as_str().unwrap();
    assert_eq!(diff.matches("+++ runner.cu").count(), 1, "{diff}");
}

fn git(dir: &Path, args: &[&str]) {
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
}

#[test]
fn the_patch_changes_both_files_under_git_apply() {
    let (dir, kernel, host) = fixtures();
    let expected = {
        let out = apply(dir.path(), &["--no-compile"]);
        assert_eq!(out.status.code(), Some(0));
        let pair = (
            read(&dir.path().join("gemm64k.pipelined.cu")),
            read(&dir.path().join("runner.pipelined.cu")),
        );
        std::fs::remove_file(dir.path().join("gemm64k.pipelined.cu")).unwrap();
        std::fs::remove_file(dir.path().join("runner.pipelined.cu")).unwrap();
        pair
    };
    git(dir.path(), &["init", "-q"]);
    git(dir.path(), &["add", "."]);
    git(dir.path(), &["commit", "-qm", "kernel and runner"]);
    let out = apply(dir.path(), &["--no-compile", "--patch"]);
    assert_eq!(out.status.code(), Some(0));
    let patch = String::from_utf8(out.stdout).unwrap();
    assert!(
        patch.starts_with("--- a/gemm64k.cu\n+++ b/gemm64k.cu\n"),
        "{patch}"
    );
    assert!(
        patch.contains("\n--- a/runner.cu\n+++ b/runner.cu\n"),
        "{patch}"
    );
    assert_eq!(
        listing(dir.path()),
        [".git", "gemm64k.cu", "runner.cu"],
        "--patch writes no file"
    );
    let elsewhere = tempfile::tempdir().unwrap();
    let patch_file = elsewhere.path().join("change.patch");
    std::fs::write(&patch_file, &patch).unwrap();
    git(
        dir.path(),
        &["apply", "--check", patch_file.to_str().unwrap()],
    );
    git(dir.path(), &["apply", patch_file.to_str().unwrap()]);
    // What the default writes beside is what the patch makes of the files.
    assert_eq!(read(&kernel), expected.0);
    assert_eq!(read(&host), expected.1);
}

#[test]
fn a_host_launch_kpipe_cannot_edit_leaves_the_launch_to_the_caller() {
    let (dir, _, host) = fixtures();
    let text = read(&host).replace(LAUNCH, &format!("  if (M > 0)\n  {LAUNCH}"));
    std::fs::write(&host, &text).unwrap();
    let out = apply(dir.path(), &["--no-compile"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(9), "{stdout}");
    assert!(stdout.contains("it is launched at runner.cu:9 (--host): kpipe cannot edit it there (runner.cu: the launch at line 9 is not a statement of its own in a block, so kpipe cannot put a line before it), so change the launch there"), "{stdout}");
    assert_eq!(
        listing(dir.path()),
        ["gemm64k.cu", "gemm64k.pipelined.cu", "runner.cu"]
    );
    assert!(read(&dir.path().join("gemm64k.pipelined.cu")).contains("THE LAUNCH MUST CHANGE"));
}

#[test]
fn a_many_file_run_names_the_host_launch_and_writes_no_host_file() {
    let (dir, kernel, _) = fixtures();
    std::fs::copy(&kernel, dir.path().join("gemm64k_b.cu")).unwrap();
    let out = kpipe()
        .args(["apply", "gemm64k.cu", "gemm64k_b.cu", "--host", "runner.cu"])
        .args([
            "--arch",
            "sm_90",
            "--variant",
            "ldg",
            "--no-compile",
            "--json",
        ])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(9));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let text = value.to_string();
    assert!(
        text.contains("in a run over several files kpipe does not edit --host files"),
        "{text}"
    );
    assert_eq!(
        listing(dir.path()),
        [
            "gemm64k.cu",
            "gemm64k.pipelined.cu",
            "gemm64k_b.cu",
            "gemm64k_b.pipelined.cu",
            "runner.cu"
        ]
    );
}

#[test]
fn when_one_file_cannot_be_written_neither_is() {
    let (dir, _, _) = fixtures();
    // The host's output is a folder: its write fails, so the kernel's output is not written
    // either (both temporary files are written before either is renamed).
    std::fs::create_dir(dir.path().join("runner.pipelined.cu")).unwrap();
    let out = apply(dir.path(), &["--no-compile"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{stdout}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot write runner.pipelined.cu"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        listing(dir.path()),
        ["gemm64k.cu", "runner.cu", "runner.pipelined.cu"]
    );
    assert!(listing(&dir.path().join("runner.pipelined.cu")).is_empty());
    assert!(
        stdout.contains("Nothing written: cannot write runner.pipelined.cu: it is a directory; none of the files was written."),
        "{stdout}"
    );
}

#[test]
fn launches_in_the_kernels_file_and_in_a_host_file_are_all_edited() {
    let (dir, kernel, host) = fixtures();
    let host_before = read(&host);
    // The kernel's file launches it too: both files' launches are edited.
    let own = "\nvoid run_here(int M, int N, int K, const float *A, const float *B, float *C) {\n  sgemm_128x128x32<<<dim3(N / 128, M / 128), 256>>>(M, N, K, A, B, C);\n}\n";
    std::fs::write(&kernel, format!("{}{own}", read(&kernel))).unwrap();
    let out = apply(dir.path(), &["--no-compile", "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["exit_code"], 0, "{value}");
    let change = &value["launch_change"];
    assert_eq!(change["edited"], true);
    assert_eq!(change["edited_lines"].as_array().unwrap().len(), 1);
    assert_eq!(change["hosts"][0]["edited_lines"], serde_json::json!([8]));
    assert_eq!(
        read(&dir.path().join("runner.pipelined.cu")),
        edited_host(&host_before)
    );
    let rewritten = read(&dir.path().join("gemm64k.pipelined.cu"));
    assert!(rewritten.contains("<<<dim3(N / 128, M / 128), 256, 65536>>>"));
    // Not with `-o -`: the host's launch is the caller's, exit 9.
    let out = apply(dir.path(), &["--no-compile", "-o", "-"]);
    assert_eq!(out.status.code(), Some(9));
    let report = String::from_utf8_lossy(&out.stderr);
    assert!(
        report.contains("it is also launched at runner.cu:8 (--host): with `-o -`"),
        "{report}"
    );
}

#[test]
fn a_runner_that_includes_the_kernel_is_found_without_host() {
    let (dir, _, host) = fixtures();
    let host_before = read(&host);
    // A file that launches a kernel of the same name without including this one is no runner.
    std::fs::write(
        dir.path().join("elsewhere.cu"),
        "__global__ void sgemm_128x128x32(int M) {}\nvoid go() { sgemm_128x128x32<<<1, 1>>>(0); }\n",
    )
    .unwrap();
    let out = kpipe()
        .args(["apply", "gemm64k.cu", "--arch", "sm_90", "--variant", "ldg"])
        .args(["--color", "never", "--no-compile"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("host code read from `runner.cu` (found in the project under `.`: it includes this file and launches its kernel; `--host` names others)"),
        "{stdout}"
    );
    assert!(!stdout.contains("elsewhere.cu"), "{stdout}");
    // The found runner's launch is edited as a `--host` file's is.
    assert_eq!(
        read(&dir.path().join("runner.pipelined.cu")),
        edited_host(&host_before)
    );
    assert!(read(&dir.path().join("gemm64k.pipelined.cu"))
        .contains("kpipe edited its launch at runner.cu:8 (found in the project) to pass them"));
    assert!(!dir.path().join("elsewhere.pipelined.cu").exists());
}

#[test]
fn a_many_file_run_finds_each_files_runner_too() {
    let (dir, _, _) = fixtures();
    let out = kpipe()
        .args(["apply", ".", "--arch", "sm_90", "--variant", "ldg"])
        .args(["--no-compile", "--dry-run", "--json"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("host code read from `runner.cu` (found in the project under `.`"),
        "{text}"
    );
}

/// A runner whose grid uses a size the kernel does not take still says the block: the proof runs
/// that block (8 x 8 threads), not a guess of 256 that reads past the kernel's tiles; and the
/// loads' staging registers, reused after the loop, are the loads' own.
#[test]
fn the_proof_runs_the_block_of_a_runner_whose_grid_it_cannot_read() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host");
    let dir = tempfile::tempdir().unwrap();
    for name in ["u8_staged.cu", "u8_staged_runner.cu"] {
        std::fs::copy(src.join(name), dir.path().join(name)).unwrap();
    }
    let out = kpipe()
        .args(["apply", "u8_staged.cu", "--host", "u8_staged_runner.cu"])
        .args(["--arch", "sm_90", "--dry-run", "--no-compile", "--json"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(json["error"].is_null(), "{json}");
    let proof = json["proof"].as_str().unwrap();
    assert!(
        proof.starts_with("equal to the original: symbolic execution of 64 threads"),
        "{proof}"
    );
}

/// A dynamic buffer the launch sizes for a C staging tile larger than the K-loop's tiles: the
/// second stage goes right after the loop's view (every thread's addresses run), inside the
/// buffer, and the launch is left as it is (two copies of the whole buffer were asked before).
#[test]
fn a_staging_tile_larger_than_two_stages_of_tiles_keeps_the_launch() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host/staging_larger_than_tiles.cu");
    let text = read(&src);
    let run = &text[text.find("void run(").unwrap()..];
    for variant in ["ldg", "cp-async"] {
        let dir = tempfile::tempdir().unwrap();
        let out = kpipe()
            .arg("apply")
            .arg(&src)
            .args([
                "--variant",
                variant,
                "--arch",
                "sm_86",
                "--no-compile",
                "--verbose",
            ])
            .args(["--color", "never", "-o"])
            .arg(dir.path().join("out.cu"))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{variant}: {stdout}");
        assert!(
            stdout.contains("The launch keeps its 16640 bytes of dynamic shared memory"),
            "{variant}: {stdout}"
        );
        assert!(
            stdout.contains("moved by s x 4096 bytes"),
            "{variant}: {stdout}"
        );
        let written = read(&dir.path().join("out.cu"));
        assert!(
            written.ends_with(run),
            "{variant}: the launch changed:\n{written}"
        );
    }
}

/// A kernel launched only from a class template's static method (`Gemm<BM, BN, BK>::Run`, its
/// dynamic bytes a `static constexpr` member), instantiated by a runner that launches no kernel
/// itself: the runner is found, its `Gemm<64, 64, 32>` gives the kernel's instantiation, and the
/// launch inside the class is the launcher's pattern, not an instantiation (checked as one, it
/// refused the rewrite: its bytes have no value outside the class). The epilogue takes
/// the accumulators as an array of fragments and compares halves with `__heq` (both followed by
/// the proof).
#[test]
fn a_class_template_launcher_instantiated_by_a_runner_gives_the_instantiation() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host");
    let dir = tempfile::tempdir().unwrap();
    for name in ["wmma_class_launcher.cuh", "wmma_class_runner.cu"] {
        std::fs::copy(src.join(name), dir.path().join(name)).unwrap();
    }
    let out = kpipe()
        .args([
            "apply",
            "wmma_class_launcher.cuh",
            "--arch",
            "sm_90",
            "--variant",
            "ldg",
        ])
        .args(["--color", "never", "--no-compile", "--dry-run"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The launch inside the class passes the class's own bytes: kpipe says what it must pass for
    // the instantiation it analysed rather than edit the generic launch (exit 9).
    assert_eq!(out.status.code(), Some(9), "{stdout}{stderr}");
    assert!(
        stdout.contains("tiled_wmma<64, 64, 32><<<grid, block, 16384>>>(...);"),
        "{stdout}"
    );
    assert!(stdout.contains("(as `tiled_wmma<64, 64, 32>`)"), "{stdout}");
    assert!(
        stdout.contains("host code read from `wmma_class_runner.cu` (found in the project"),
        "{stdout}"
    );
    assert!(stdout.contains("**Rewrite: ldg**"), "{stdout}");
}
