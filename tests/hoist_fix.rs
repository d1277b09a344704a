//! A ring kept by hand whose copies come after the compute (async but not overlapped, K014): kpipe
//! finds the fix (the copies and their address computations moved above the compute), proves it
//! equal to the original, and writes it as the rewrite; a fix the proof rejects, or a move that
//! would reorder dependent statements, is not made and the refusal stands.

use assert_cmd::Command;
use std::path::Path;

const FIXTURE: &str = "tests/async/ring_copies_after_compute.cu";

fn fixture() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE)).unwrap()
}

/// `kpipe apply - --json` on `text` with `args`: the exit code and the JSON object.
fn apply_json(text: &str, args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::cargo_bin("kpipe")
        .unwrap()
        .args(["apply", "-", "--json", "--arch", "sm_90", "--no-gpu"])
        .args(args)
        .write_stdin(text)
        .output()
        .unwrap();
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code().unwrap(), json)
}

#[test]
fn the_copies_move_above_the_compute_proven_and_nothing_else_changes() {
    let text = fixture();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("ring.pipelined.cu");
    let (code, json) = apply_json(&text, &["--no-compile", "-o", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{json}");
    assert_eq!(
        json["analysis"]["decision"]["variant"],
        "loads moved above the compute"
    );
    assert!(
        json["proof"]
            .as_str()
            .unwrap()
            .starts_with("equal to the original"),
        "{json}"
    );
    let written = std::fs::read_to_string(&out).unwrap();
    // The loop body's statements, reordered: the copies and `next` first, the compute after them,
    // the wait and the barrier where they were.
    let at = |s: &str| {
        written
            .find(s)
            .unwrap_or_else(|| panic!("{s} in {written}"))
    };
    assert!(at("int next = stage ^ 1;") < at("acc += As[stage][ty][kk]"));
    assert!(
        at("__pipeline_commit();\n        // this tile")
            < at("__pipeline_wait_prior(0);\n        __syncthreads();\n        stage")
    );
    // The same bytes, in another order, and nothing outside the loop body changed.
    let (body_start, body_end) = (
        text.find("    for (int k0").unwrap(),
        text.find("        stage = next;").unwrap(),
    );
    assert_eq!(written[..body_start], text[..body_start]);
    let tail = text.len() - body_end;
    assert_eq!(written[written.len() - tail..], text[body_end..]);
    let sorted = |s: &str| {
        let mut lines: Vec<&str> = s.lines().collect();
        lines.sort();
        lines.join("\n")
    };
    assert_eq!(sorted(&written), sorted(&text));
    // kpipe on its own output: already pipelined, nothing to do.
    let (code, json) = apply_json(&written, &["--no-compile", "--dry-run"]);
    assert_eq!(code, 0, "{json}");
    assert_eq!(json["error"]["code"], "K013", "{json}");
}

#[test]
fn a_fix_the_proof_rejects_is_not_made() {
    // Copies into the stage the compute reads, with no barrier between: the original races, and
    // moving the copies cannot be proven equal.
    let text = fixture().replace("int next = stage ^ 1;", "int next = stage;");
    let notes = refused_without_a_fix(&text);
    assert!(notes.contains("kpipe did not make the fix"), "{notes}");
}

/// `text` refused as K014 with no fix in its report; the refusal's notes.
fn refused_without_a_fix(text: &str) -> String {
    let (code, json) = apply_json(text, &["--no-compile", "--dry-run"]);
    assert_eq!(code, 4, "{json}");
    assert_eq!(json["error"]["code"], "K014");
    let fixes = json["error"]["fixes"].as_array();
    assert!(fixes.is_none_or(|f| f.is_empty()), "{json}");
    json["error"]["notes"].to_string()
}

#[test]
fn no_fix_where_the_copies_depend_on_the_compute() {
    // The next stage is chosen from a value the compute writes: the copies cannot move above it.
    let text = fixture().replace(
        "            acc += As[stage][ty][kk] * Bs[stage][kk][tx];\n        int next",
        "            acc += As[stage][ty][kk] * Bs[stage][kk][tx];\n        int flip = acc != acc;\n        int next",
    ).replace("int next = stage ^ 1;", "int next = (stage ^ 1) | flip;");
    assert!(text.contains("flip;"));
    // Not offered at all (rather than offered and disproven).
    let notes = refused_without_a_fix(&text);
    assert!(!notes.contains("kpipe did not make the fix"), "{notes}");
}

#[test]
fn the_fix_compiles_and_its_sass_issues_the_copies_before_the_compute() {
    let toolchain = kpipe::toolchain::Toolchain::discover(None);
    if let Some(missing) = toolchain.missing() {
        let required = std::env::var_os("KPIPE_REQUIRE_NVCC").is_some_and(|v| v != "0");
        assert!(!required, "KPIPE_REQUIRE_NVCC is set but {missing}");
        eprintln!("skipped (needs nvcc): {missing}; run `kpipe toolchain install`");
        return;
    }
    let (code, json) = apply_json(&fixture(), &["--dry-run"]);
    assert_eq!(code, 0, "{json}");
    let compile = json["compile"].as_str().unwrap();
    assert!(compile.starts_with("both compile with nvcc"), "{compile}");
    assert!(
        compile.contains("issues before the compute phase"),
        "{compile}"
    );
}

#[test]
fn a_double_buffer_loading_after_the_compute_is_offered_its_proven_fix() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/async/dbuf_loads_after_compute.cu");
    let text = std::fs::read_to_string(path).unwrap();
    // Without a GPU to time it, a move of plain loads is offered with its proof, not made.
    let (code, json) = apply_json(&text, &["--no-compile", "--dry-run"]);
    assert_eq!(code, 4, "{json}");
    let error = &json["error"];
    assert_eq!(error["code"], "K014");
    assert!(error["message"]
        .as_str()
        .unwrap()
        .starts_with("double-buffered but not overlapped"));
    let fix = &error["fixes"][0];
    assert_eq!(fix["needs_timing"], true, "{json}");
    assert!(
        fix["proof"]
            .as_str()
            .unwrap()
            .starts_with("equal to the original"),
        "{fix}"
    );
    // The fix as an editor applies it: whole lines, the loads above the compute, the store from
    // the register after it; kpipe reads the result as pipelined.
    assert_eq!(
        (fix["column"].as_u64(), fix["end_column"].as_u64()),
        (Some(1), Some(1))
    );
    let (from, to) = (
        fix["line"].as_u64().unwrap() as usize,
        fix["end_line"].as_u64().unwrap() as usize,
    );
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let fixed = [
        lines[..from - 1].concat(),
        fix["replacement"].as_str().unwrap().to_string(),
        lines[to - 1..].concat(),
    ]
    .concat();
    let at = |s: &str| fixed.find(s).unwrap_or_else(|| panic!("{s} in {fixed}"));
    assert!(at("float a = A[") < at("acc += As[sel]"));
    assert!(at("Bs[next][ty][tx] = B[") < at("acc += As[sel]"));
    assert!(at("acc += As[sel]") < at("As[next][ty][tx] = a;"));
    let (code, json) = apply_json(&fixed, &["--no-compile", "--dry-run"]);
    assert_eq!(
        (code, &json["error"]["code"]),
        (0, &serde_json::json!("K013")),
        "{json}"
    );
}

#[test]
fn fix_makes_a_proven_fix_no_gpu_has_timed() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/async/dbuf_loads_after_compute.cu");
    let text = std::fs::read_to_string(path).unwrap();
    let (code, json) = apply_json(&text, &["--no-compile", "--dry-run", "--fix"]);
    assert_eq!(code, 0, "{json}");
    assert_eq!(
        json["analysis"]["decision"]["variant"],
        "loads moved above the compute"
    );
    assert!(
        json["diff"]
            .as_str()
            .unwrap()
            .contains("+        float a = A["),
        "{json}"
    );
}

#[test]
fn copies_through_a_helper_get_the_same_fix() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/async/ring_copies_through_helper.cu");
    let text = std::fs::read_to_string(path).unwrap();
    let (code, json) = apply_json(&text, &["--no-compile", "--dry-run"]);
    assert_eq!(code, 0, "{json}");
    assert!(
        json["finding"]
            .as_str()
            .unwrap()
            .starts_with("async but not overlapped"),
        "{json}"
    );
    let diff = json["diff"].as_str().unwrap();
    assert!(
        diff.contains("+            sum += sA[t % 2][ty][k]"),
        "{diff}"
    );
}
