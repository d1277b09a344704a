//! No crash, ever: deeply nested code is rewritten or refused with a located diagnostic, never a stack
//! overflow; a panic is an internal error (K050, exit 7) with nothing written.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::{Path, PathBuf};

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

fn two_iv() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/sgemm_32x32_two_iv.cu"),
    )
    .unwrap()
}

/// `text` as `gemm.cu` in a fresh temporary directory.
fn scratch(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("gemm.cu");
    std::fs::write(&file, text).unwrap();
    (dir, file)
}

fn files_in(dir: &Path) -> usize {
    std::fs::read_dir(dir).unwrap().count()
}

/// A statement `n` levels deep: nested blocks, nested parentheses, or an `n`-term sum.
fn deep_statement(shape: &str, n: usize) -> String {
    match shape {
        "blocks" => format!("{}Csub += 1.0f;{}", "{".repeat(n), "}".repeat(n)),
        "parentheses" => format!("Csub += {}1.0f{};", "(".repeat(n), ")".repeat(n)),
        "sum" => format!("Csub += {};", vec!["Csub"; n].join(" + ")),
        _ => unreachable!(),
    }
}

/// Where the deep statement goes: the K-loop's compute phase, the kernel before the loop, another
/// kernel, a host function.
fn with_deep_code(place: &str, statement: &str) -> String {
    let src = two_iv();
    match place {
        "compute" => {
            let compute = "      Csub += As[ty][k] * Bs[k][tx];\n";
            src.replace(compute, &format!("{compute}      {statement}\n"))
        }
        "before the loop" => src.replace(
            "  float Csub = 0.0f;\n",
            &format!("  float Csub = 0.0f;\n  {statement}\n"),
        ),
        "another kernel" => format!(
            "{src}\n__global__ void other(float* out) {{\n  float Csub = 0.0f;\n  {statement}\n  out[0] = Csub;\n}}\n"
        ),
        "host code" => format!(
            "{src}\nfloat host_sum() {{\n  float Csub = 0.0f;\n  {statement}\n  return Csub;\n}}\n"
        ),
        _ => unreachable!(),
    }
}

const SHAPES: [&str; 3] = ["blocks", "parentheses", "sum"];
const PLACES: [&str; 4] = ["compute", "before the loop", "another kernel", "host code"];

#[test]
fn code_20000_levels_deep_is_rewritten_wherever_it_is() {
    for shape in SHAPES {
        let statement = deep_statement(shape, 20_000);
        for place in PLACES {
            let text = with_deep_code(place, &statement);
            let (dir, file) = scratch(&text);
            let path = file.to_str().unwrap();
            kpipe()
                .args(["analyze", path])
                .assert()
                .code(0)
                .stdout(predicate::str::contains("**Rewrite: ldg**"));
            let applied = kpipe()
                .args(["apply", path, "--no-compile", "--color", "never"])
                .output()
                .expect("kpipe runs");
            // Deep code in the compute runs once per thread per k-step in the proof: past the
            // executor's budget, the rewrite is refused (K026), never written, never a crash.
            if place == "compute" && applied.status.code() == Some(4) {
                let stderr = String::from_utf8_lossy(&applied.stderr);
                assert!(
                    stderr.contains("error[K026]") && stderr.contains("lane-steps"),
                    "{shape} in {place}: {stderr}"
                );
                assert!(!dir.path().join("gemm.pipelined.cu").exists());
                continue;
            }
            assert_eq!(
                applied.status.code(),
                Some(0),
                "{shape} in {place}: {}",
                String::from_utf8_lossy(&applied.stderr)
            );
            let out = std::fs::read_to_string(dir.path().join("gemm.pipelined.cu"))
                .unwrap_or_else(|_| panic!("{shape} in {place}: no output"));
            assert!(out.contains("kp_stage"), "{shape} in {place}");
            // The deep statement is kept, twice when it is in the compute (loop and epilogue).
            let copies = if place == "compute" { 2 } else { 1 };
            assert_eq!(
                out.matches(&statement).count(),
                copies,
                "{shape} in {place}"
            );
        }
    }
}

#[test]
fn a_kernel_nested_deeper_than_the_limit_is_refused_at_its_deepest_point() {
    let n = kpipe::source::parse::MAX_DEPTH + 10;
    for shape in SHAPES {
        let statement = deep_statement(shape, n);
        for place in ["compute", "before the loop"] {
            let text = with_deep_code(place, &statement);
            let (dir, file) = scratch(&text);
            let path = file.to_str().unwrap();
            let line = text[..text.find(&statement).unwrap()].lines().count();
            for command in ["apply", "analyze"] {
                kpipe()
                    .args([command, path])
                    .assert()
                    .code(3)
                    .stderr(predicate::str::contains(
                        "error[K008]: kernel `matrixMulCUDA` is nested",
                    ))
                    .stderr(predicate::str::contains(format!(
                        "at most {} levels deep",
                        kpipe::source::parse::MAX_DEPTH
                    )))
                    .stderr(predicate::str::contains(format!("gemm.cu:{line}:")))
                    .stderr(predicate::str::contains("= help: each block, parenthesis"))
                    // The line is shown as a window around the column, not whole.
                    .stderr(predicate::function(|s: &str| s.len() < 2_000));
            }
            assert_eq!(files_in(dir.path()), 1, "nothing written");
            assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
        }
    }
}

#[test]
fn deep_code_elsewhere_does_not_stop_the_rewrite() {
    let statement = deep_statement("sum", 100_000);
    let text = with_deep_code("another kernel", &statement);
    let (dir, file) = scratch(&text);
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "kernel `other` (line 59) was not examined: it is nested",
        ));
    assert!(dir.path().join("gemm.pipelined.cu").exists());
    // Naming the deep kernel gets the refusal.
    kpipe()
        .args(["analyze", file.to_str().unwrap(), "--kernel", "other"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("error[K008]: kernel `other`"));
    let host = with_deep_code("host code", &deep_statement("blocks", 100_000));
    let (dir, file) = scratch(&host);
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile"])
        .assert()
        .code(0);
    assert!(dir.path().join("gemm.pipelined.cu").exists());
}

#[test]
fn a_panic_is_an_internal_error_and_nothing_is_written() {
    let text = two_iv();
    for extra in [&[][..], &["--in-place"][..], &["-o", "out.cu"][..]] {
        let (dir, file) = scratch(&text);
        kpipe()
            .current_dir(dir.path())
            .args(["apply", "gemm.cu", "--no-compile"])
            .args(extra)
            .env("KPIPE_TEST_PANIC", "1")
            .assert()
            .code(7)
            .stderr(predicate::str::starts_with(
                "error[K050]: internal error: kpipe panicked (KPIPE_TEST_PANIC=1 is set",
            ))
            .stderr(predicate::str::contains(" at src/guard.rs:"))
            .stderr(predicate::str::contains("); nothing was written\n"))
            .stderr(predicate::str::contains("--> gemm.cu"))
            .stderr(predicate::str::contains(
                "please report it with the input file",
            ))
            .stderr(predicate::str::contains("RUST_BACKTRACE").not())
            .stderr(predicate::str::contains("panicked at").not());
        assert_eq!(files_in(dir.path()), 1, "{extra:?}: nothing written");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "{extra:?}");
    }
    // With --json, the error is also a JSON object on stdout.
    let (dir, file) = scratch(&text);
    let assert = kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile", "--json"])
        .env("KPIPE_TEST_PANIC", "1")
        .assert()
        .code(7);
    let json: serde_json::Value = serde_json::from_slice(&assert.get_output().stdout).unwrap();
    assert_eq!(json["error"]["kind"], "internal");
    assert!(json["error"]["message"]
        .as_str()
        .unwrap()
        .contains("kpipe panicked"));
    assert_eq!(files_in(dir.path()), 1);
    // Without the variable, the same command works.
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile"])
        .env("KPIPE_TEST_PANIC", "0")
        .assert()
        .code(0);
}

#[test]
fn a_macro_that_multiplies_itself_is_expanded_within_bounds() {
    // Each round of expansion would multiply `F(1)` by twelve; the expansion stops growing at a
    // bound, so the constant has no value and the run ends in a refusal, not out of memory.
    let text = two_iv().replacen(
        "#define",
        "#define F(x) F(x) F(x) F(x) F(x) F(x) F(x) F(x) F(x) F(x) F(x) F(x) F(x)\n#define SIZE_FROM_F F(1)\n#define",
        1,
    );
    let (dir, _) = scratch(&text);
    let started = std::time::Instant::now();
    kpipe()
        .current_dir(dir.path())
        .args(["apply", "gemm.cu", "--no-compile", "--dry-run"])
        .timeout(std::time::Duration::from_secs(60))
        .assert()
        .code(predicate::in_iter([0, 3, 4]));
    assert!(started.elapsed().as_secs() < 60);
}
