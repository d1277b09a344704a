//! Choosing the stage count: the table in the report and JSON, and `auto` without a GPU building the
//! ring the table recommends (more stages only when the grid is under one wave of the machine).

use assert_cmd::Command;
use std::path::Path;

fn run(args: &[&str]) -> (String, serde_json::Value) {
    let kernel = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/sgemm_warp_roles.cu");
    let mut base = vec![
        "apply",
        kernel.to_str().unwrap(),
        "--arch",
        "sm_90",
        "--dry-run",
        "--no-compile",
        "--no-gpu",
        "--color",
        "never",
        "--verbose",
    ];
    base.extend_from_slice(args);
    let md = Command::cargo_bin("kpipe")
        .unwrap()
        .args(&base)
        .output()
        .unwrap();
    assert!(
        md.status.success(),
        "{}",
        String::from_utf8_lossy(&md.stderr)
    );
    base.push("--json");
    let json = Command::cargo_bin("kpipe")
        .unwrap()
        .args(&base)
        .output()
        .unwrap();
    (
        String::from_utf8(md.stdout).unwrap(),
        serde_json::from_slice(&json.stdout).unwrap(),
    )
}

fn chosen_row(md: &str) -> String {
    md.lines()
        .skip_while(|l| !l.starts_with("## Stages"))
        .find(|l| l.contains("**chosen**"))
        .unwrap_or_else(|| panic!("no chosen row:\n{md}"))
        .to_string()
}

#[test]
fn under_one_wave_auto_builds_the_deepest_ring_that_keeps_it() {
    // 256 blocks of 256 threads at 1024x1024x8192; 3 blocks/SM x 132 SMs hold them all at 4 stages.
    let (md, json) = run(&["--variant", "auto", "--bench-size", "1024x1024x8192"]);
    assert!(chosen_row(&md).starts_with("| 4 |"), "{}", chosen_row(&md));
    assert!(md.contains("Grid: 256 blocks at 1024x1024x8192"), "{md}");
    assert_eq!(json["analysis"]["decision"]["stages"], 4);
    assert_eq!(json["stage_plan"]["chosen"], 4);
    assert!(md.contains("__pipeline_wait_prior(2)"), "{md}");
}

#[test]
fn several_waves_keep_two_stages() {
    let (md, json) = run(&["--variant", "auto"]);
    assert!(chosen_row(&md).starts_with("| 2 |"), "{}", chosen_row(&md));
    assert!(md.contains("4096 blocks at 4096x4096x4096"), "{md}");
    assert_eq!(json["analysis"]["decision"]["stages"], 2);
    assert_eq!(json["stage_plan"]["rows"].as_array().unwrap().len(), 4);
}

#[test]
fn the_users_stage_count_is_kept_and_the_table_still_shown() {
    let (md, json) = run(&[
        "--variant",
        "cp-async",
        "--stages",
        "3",
        "--bench-size",
        "1024x1024x8192",
    ]);
    assert_eq!(json["analysis"]["decision"]["stages"], 3);
    assert_eq!(json["stage_plan"]["chosen"], 4);
    assert!(md.contains("## Stages"), "{md}");
}

#[test]
fn register_prefetch_has_no_stage_table() {
    let (md, json) = run(&["--variant", "ldg"]);
    assert!(!md.contains("## Stages"));
    assert!(json.get("stage_plan").is_none());
}
