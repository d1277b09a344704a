//! Robust to being stopped and to large inputs: Ctrl-C (SIGINT) removes every temporary file of
//! the run, and an input above what kpipe can hold is a clear usage error, not a machine brought
//! to its knees.

use assert_cmd::Command;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[cfg(unix)]
#[test]
fn ctrl_c_leaves_no_temporary_file_behind() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let exe = assert_cmd::cargo::cargo_bin("kpipe");
    for delay_ms in [300, 1500] {
        let mut child = std::process::Command::new(&exe)
            .args([
                "apply",
                "kernels/hgemm_wmma_128x128x32.cu",
                "--no-gpu",
                "-o",
            ])
            .arg(out.path().join("out.cu"))
            .current_dir(root())
            .env("TMPDIR", tmp.path())
            .env("KPIPE_NO_PROOF_CACHE", "1")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        let _ = std::process::Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status();
        let status = child.wait().unwrap();
        // Stopped (130), or done before the signal came (0): either way nothing is left.
        assert!(
            matches!(status.code(), Some(130) | Some(0)),
            "{status:?} after {delay_ms} ms"
        );
        let left: Vec<_> = std::fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert!(left.is_empty(), "left behind after {delay_ms} ms: {left:?}");
        let staged: Vec<_> = std::fs::read_dir(out.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .filter(|n| n.ends_with(".kpipe-tmp"))
            .collect();
        assert!(staged.is_empty(), "{staged:?}");
    }
}

#[test]
fn an_input_above_the_size_kpipe_reads_is_a_usage_error_that_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = std::fs::read_to_string(root().join("kernels/sgemm_32x32_two_iv.cu")).unwrap();
    let line = "static int host_table_entry(int x) { return x * 3 + 1; }\n";
    let mut text = kernel;
    while (text.len() as u64) <= kpipe::files::MAX_SOURCE_BYTES {
        text.push_str(&line.repeat(10_000));
    }
    analyze_generated(&dir, &text)
        .stderr(predicates::str::contains("above the 64 MiB kpipe reads"))
        .stderr(predicates::str::contains(
            "move the kernels into a file of their own",
        ));
}

#[test]
fn more_device_code_than_kpipe_analyses_is_a_usage_error_that_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = std::fs::read_to_string(root().join("kernels/sgemm_32x32_two_iv.cu")).unwrap();
    let mut text = kernel;
    let mut n = 0;
    while text.len() <= kpipe::source::parse::MAX_PARSED_BYTES {
        for _ in 0..10_000 {
            text.push_str(&format!(
                "__device__ int device_entry_{n}(int x) {{ return x * 3 + 1; }}\n"
            ));
            n += 1;
        }
    }
    analyze_generated(&dir, &text)
        .stderr(predicates::str::contains("above the 12 MiB kpipe analyses"))
        .stderr(predicates::str::contains("kpipe left no host code out"));
}

/// `kpipe analyze` on `text` written to `dir/generated.cu`: a usage error (exit 2).
fn analyze_generated(dir: &tempfile::TempDir, text: &str) -> assert_cmd::assert::Assert {
    let path = dir.path().join("generated.cu");
    std::fs::write(&path, text).unwrap();
    Command::cargo_bin("kpipe")
        .unwrap()
        .arg("analyze")
        .arg(&path)
        .assert()
        .code(2)
}
