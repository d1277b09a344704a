//! kpipe as a linter in CI: `--output-format github|sarif|json` prints one record per finding,
//! `--select`/`--ignore` keep or drop codes, and comments in the source suppress a kernel's
//! findings (`// NOLINT(kpipe-K100)`, `// kpipe: ignore K011`), with the exit code following.

use assert_cmd::Command;
use std::path::Path;

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").expect("the kpipe binary")
}

/// A folder with a kernel kpipe would rewrite, one it refuses (a `break` in the K-loop: K011)
/// and one already pipelined (K013, a note).
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (from, to) in [
        ("kernels/sgemm_32x32_two_iv.cu", "a_rewrite.cu"),
        ("tests/refusals/break_in_loop.cu", "b_refused.cu"),
        ("kernels/sgemm_already_pipelined.cu", "c_done.cu"),
    ] {
        std::fs::copy(root.join(from), dir.path().join(to)).unwrap();
    }
    dir
}

fn stdout(cmd: &mut Command, code: i32) -> String {
    let out = cmd.assert().code(code);
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

#[test]
fn github_annotations_one_per_finding_with_file_line_and_code() {
    let dir = project();
    let text = stdout(
        kpipe()
            .current_dir(dir.path())
            .args(["check", ".", "--output-format", "github"]),
        4,
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    let find = |file: &str| {
        *lines
            .iter()
            .find(|l| l.contains(&format!("file={file}")))
            .unwrap_or_else(|| panic!("no annotation for {file}:\n{text}"))
    };
    assert!(find("a_rewrite.cu").starts_with("::warning "), "{text}");
    assert!(find("a_rewrite.cu").contains("title=kpipe K100::kpipe can pipeline"));
    assert!(find("b_refused.cu").starts_with("::error "), "{text}");
    assert!(find("b_refused.cu").contains(",line="), "{text}");
    assert!(
        find("b_refused.cu").contains("title=kpipe K011::"),
        "{text}"
    );
    assert!(find("c_done.cu").starts_with("::notice "), "{text}");
}

#[test]
fn sarif_is_one_run_with_a_rule_per_code_and_a_located_result_per_finding() {
    let dir = project();
    let text = stdout(
        kpipe()
            .current_dir(dir.path())
            .args(["check", ".", "--output-format", "sarif"]),
        4,
    );
    let log: serde_json::Value = serde_json::from_str(&text).expect("SARIF is JSON");
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "kpipe");
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["K011", "K013", "K100"]);
    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), 3);
    for r in results {
        let rule = r["ruleId"].as_str().unwrap();
        assert_eq!(rules[r["ruleIndex"].as_u64().unwrap() as usize], rule);
        let loc = &r["locations"][0]["physicalLocation"];
        assert!(loc["artifactLocation"]["uri"]
            .as_str()
            .unwrap()
            .ends_with(".cu"));
        assert!(loc["region"]["startLine"].as_u64().unwrap() >= 1);
        let level = r["level"].as_str().unwrap();
        let expected = match rule {
            "K011" => "error",
            "K013" => "note",
            _ => "warning",
        };
        assert_eq!(level, expected, "{rule}");
    }
}

#[test]
fn ignore_select_and_comments_drop_findings_and_the_exit_code_follows() {
    let dir = project();
    // Without the refusal, what is left is the rewrite: exit 1.
    let json = stdout(
        kpipe().current_dir(dir.path()).args([
            "check",
            ".",
            "--ignore",
            "K011",
            "--output-format",
            "json",
        ]),
        1,
    );
    let findings: serde_json::Value = serde_json::from_str(&json).unwrap();
    let codes: Vec<&str> = findings
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["K100", "K013"]);
    // Only K013 selected: nothing left to do.
    kpipe()
        .current_dir(dir.path())
        .args(["check", ".", "--select", "K013"])
        .assert()
        .code(0);
    // The same from the source: the refused kernel's first line, the rewrite's line above it.
    for (file, comment) in [
        ("b_refused.cu", " // kpipe: ignore K011"),
        ("a_rewrite.cu", " // NOLINT(kpipe-K100)"),
    ] {
        let path = dir.path().join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        let at = text.find("__global__").unwrap();
        let end = at + text[at..].find('\n').unwrap();
        std::fs::write(&path, format!("{}{comment}{}", &text[..end], &text[end..])).unwrap();
    }
    let out = kpipe()
        .current_dir(dir.path())
        .args(["check", "."])
        .assert()
        .code(0);
    let table = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(table.contains("ignored K011"), "{table}");
    assert!(table.contains("ignored K100"), "{table}");
    // An unknown code is a usage error.
    kpipe()
        .current_dir(dir.path())
        .args(["check", ".", "--ignore", "K999"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("`K999` is not a kpipe code"));
}

#[test]
fn kpipe_toml_is_read_upward_and_quiet_prints_nothing() {
    let dir = project();
    std::fs::write(
        dir.path().join("kpipe.toml"),
        "# the project's settings\narch = \"sm_90\"\nexclude = [\"sgemm_break\"]\n",
    )
    .unwrap();
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    // Run from a folder below it, on the folder above: found upward from the first path.
    let out = kpipe()
        .current_dir(&sub)
        .args(["check", ".."])
        .assert()
        .code(1);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("note: settings from"), "{stderr}");
    assert!(stdout.contains("| sgemm_break | excluded |"), "{stdout}");
    // -q: the exit code alone.
    let out = kpipe()
        .current_dir(dir.path())
        .args(["check", ".", "-q"])
        .assert()
        .code(1);
    assert!(out.get_output().stdout.is_empty());
    // --no-config: the refusal is back.
    kpipe()
        .current_dir(dir.path())
        .args(["check", ".", "--no-config"])
        .assert()
        .code(4);
    // A key kpipe does not know: a usage error at its line.
    std::fs::write(
        dir.path().join("kpipe.toml"),
        "arch = \"sm_90\"\nhost = [\"a.cu\"]\n",
    )
    .unwrap();
    kpipe()
        .current_dir(dir.path())
        .args(["check", "."])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("kpipe.toml is not valid"))
        .stderr(predicates::str::contains("kpipe.toml:2:"));
}
