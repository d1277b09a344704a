//! A choice measured on a GPU and pinned beside the kernel (`k.cu.kpipe.json`) is the choice `auto`
//! makes without a GPU: the same candidate, said to be measured, when and on what device; a pin
//! that found nothing pays writes nothing; a pin of another version of the file is not used, and
//! the report says so. (Writing the pin needs a GPU: `auto` measures, then records it.)

use kpipe::cli::pin::{fingerprint, Choice, Pin, PinFile};
use std::path::Path;

fn kpipe(args: &[&str]) -> (serde_json::Value, std::process::Output) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kpipe"))
        .args(args)
        .args(["--json", "--no-gpu", "--no-compile", "--arch", "sm_90"])
        .output()
        .unwrap();
    let v = serde_json::from_slice(&out.stdout).expect("one JSON object");
    (v, out)
}

/// `kernels/NAME` copied into a fresh folder, with a pin for its kernel written beside it.
fn pinned(name: &str, kernel: &str, choice: Option<Choice>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("kernels")
            .join(name),
    )
    .unwrap();
    std::fs::write(dir.path().join("k.cu"), &text).unwrap();
    let pins = PinFile {
        kpipe_pin: 1,
        pins: vec![Pin {
            kernel: kernel.to_string(),
            arch: "sm_90".to_string(),
            source_fnv1a: fingerprint(&text),
            device: "NVIDIA H100 80GB HBM3".to_string(),
            measured_at: "2026-11-25T18:00:00Z".to_string(),
            size: "4096x4096x4096".to_string(),
            speedup: if choice.is_some() { 1.31 } else { 0.97 },
            choice,
            measured: vec![
                "ldg x1.02".to_string(),
                "cp-async, 3 stages, unroll 2 x1.31".to_string(),
            ],
        }],
    };
    std::fs::write(
        dir.path().join("k.cu.kpipe.json"),
        serde_json::to_string_pretty(&pins).unwrap(),
    )
    .unwrap();
    dir
}

fn ring() -> Choice {
    Choice {
        variant: "cp-async".to_string(),
        stages: 3,
        unroll: 2,
        cp_async_wait: "top".to_string(),
        ldg_issue: "top".to_string(),
    }
}

#[test]
fn auto_without_a_gpu_takes_the_pinned_candidate_and_says_where_it_was_measured() {
    let dir = pinned(
        "hgemm_wmma_128x128x32.cu",
        "hgemm_wmma_128x128x32",
        Some(ring()),
    );
    let file = dir.path().join("k.cu");
    let (v, out) = kpipe(&["apply", file.to_str().unwrap(), "--dry-run"]);
    assert!(out.status.success(), "{v}");
    let d = &v["analysis"]["decision"];
    assert_eq!(d["variant"], "cp-async", "{d}");
    assert_eq!(d["stages"], 3, "{d}");
    assert_eq!(d["tuning"]["unroll"], 2, "{d}");
    assert_eq!(d["static_choice"], false, "{d}");
    let reason = d["reasons"][0].as_str().unwrap();
    assert!(
        reason.starts_with("measured on NVIDIA H100 80GB HBM3 on 2026-11-25T18:00:00Z at 4096x4096x4096 and pinned in"),
        "{reason}"
    );
    // The static choice of the same file differs: the pin, not the rules, decided.
    std::fs::remove_file(dir.path().join("k.cu.kpipe.json")).unwrap();
    let (v, _) = kpipe(&["apply", file.to_str().unwrap(), "--dry-run"]);
    assert_eq!(v["analysis"]["decision"]["static_choice"], true);
}

#[test]
fn a_pin_that_found_nothing_pays_writes_nothing() {
    let dir = pinned("hgemm_wmma_128x128x32.cu", "hgemm_wmma_128x128x32", None);
    let file = dir.path().join("k.cu");
    let (v, out) = kpipe(&["apply", file.to_str().unwrap()]);
    assert!(out.status.success(), "{v}");
    let not_written = v["not_written"].as_str().unwrap();
    assert!(
        not_written
            .starts_with("pipelining does not pay here (best x0.97, measured on NVIDIA H100"),
        "{not_written}"
    );
    assert!(!dir.path().join("k.pipelined.cu").exists());
    assert!(v["analysis"]["launch_change"].is_null());
}

#[test]
fn a_pin_of_another_version_of_the_file_is_not_used() {
    let dir = pinned(
        "hgemm_wmma_128x128x32.cu",
        "hgemm_wmma_128x128x32",
        Some(ring()),
    );
    let file = dir.path().join("k.cu");
    let mut text = std::fs::read_to_string(&file).unwrap();
    text.push_str("// edited after the measurement\n");
    std::fs::write(&file, text).unwrap();
    let (v, out) = kpipe(&["apply", file.to_str().unwrap(), "--dry-run"]);
    assert!(out.status.success(), "{v}");
    assert_eq!(v["analysis"]["decision"]["static_choice"], true);
    let notes = v["notes"].to_string();
    assert!(
        notes.contains("for another version of this file"),
        "{notes}"
    );
    // Asking for a candidate leaves the pin out of it.
    let dir = pinned(
        "hgemm_wmma_128x128x32.cu",
        "hgemm_wmma_128x128x32",
        Some(ring()),
    );
    let file = dir.path().join("k.cu");
    let (v, _) = kpipe(&[
        "apply",
        file.to_str().unwrap(),
        "--dry-run",
        "--variant",
        "ldg",
    ]);
    assert_eq!(v["analysis"]["decision"]["variant"], "ldg");
}

#[test]
fn a_many_file_run_reads_each_files_pin() {
    // Two files in a folder: the pinned one takes its measured ring, the other the static choice.
    let dir = pinned(
        "hgemm_wmma_128x128x32.cu",
        "hgemm_wmma_128x128x32",
        Some(ring()),
    );
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/hgemm_wmma_128x128x32.cu"),
        dir.path().join("other.cu"),
    )
    .unwrap();
    let (v, out) = kpipe(&["apply", dir.path().to_str().unwrap(), "--dry-run"]);
    assert!(out.status.success(), "{v}");
    let rows = v["files"].as_array().expect("rows");
    let row = |name: &str| {
        rows.iter()
            .find(|r| r["file"].as_str().is_some_and(|f| f.ends_with(name)))
            .unwrap_or_else(|| panic!("no row for {name}: {v}"))
    };
    let d = &row("k.cu")["report"]["analysis"]["decision"];
    assert_eq!(
        (d["variant"].as_str(), d["stages"].as_u64()),
        (Some("cp-async"), Some(3)),
        "{d}"
    );
    assert_eq!(d["static_choice"], false);
    let d = &row("other.cu")["report"]["analysis"]["decision"];
    assert_eq!(d["static_choice"], true, "{d}");
}
