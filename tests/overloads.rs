//! Overloads of one kernel name (`tests/overloads/two_overloads.cu`): each is its own row, named
//! `NAME:LINE`, and `--kernel NAME:LINE` picks one; a rewrite of either is refused, with the
//! reason, since the proof runs a kernel by its name.

use assert_cmd::Command;
use std::path::Path;

const FILE: &str = "tests/overloads/two_overloads.cu";

fn kpipe(args: &[&str]) -> (i32, String) {
    let out = Command::cargo_bin("kpipe")
        .unwrap()
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap(), text)
}

#[test]
fn each_overload_is_its_own_row_named_by_its_line() {
    assert!(Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE).exists());
    let (code, text) = kpipe(&["apply", FILE, "--dry-run", "--no-compile", "--no-gpu"]);
    assert_eq!(code, 4, "{text}");
    for row in ["| gemm:5 | refused", "| gemm:19 | refused"] {
        assert!(text.contains(row), "{row} in {text}");
    }
    assert!(
        text.contains("several kernels are named `gemm` (overloads)"),
        "{text}"
    );
}

#[test]
fn kernel_name_and_line_picks_one_overload() {
    let (code, text) = kpipe(&["analyze", FILE, "--kernel", "gemm:19", "--json"]);
    assert_eq!(code, 0, "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&text[..text.rfind('}').unwrap() + 1]).unwrap();
    assert_eq!(json["analysis"]["kernel_line"], 19, "{json}");
    assert!(
        json["analysis"]["tiles"].to_string().contains("double"),
        "{json}"
    );
    let (code, text) = kpipe(&["analyze", FILE, "--kernel", "gemm:7"]);
    assert_eq!(code, 3, "no kernel starts on line 7: {text}");
}
