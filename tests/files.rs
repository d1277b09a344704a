//! Files as a careful tool treats them: permissions, symlinks, the input never overwritten unasked,
//! --dry-run writing nothing, CRLF kept, invalid UTF-8 located, `-` for stdin.

use assert_cmd::Command;
use predicates::prelude::*;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

const KERNEL: &str = "sgemm_32x32_two_iv.cu";
/// The first line of the K-loop of `KERNEL`.
const KLOOP: &str = "  for (int a = aBegin, b = bBegin;";

fn kernel(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("kernels")
        .join(name)
}

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

/// A copy of `KERNEL` as `g.cu` in a fresh temporary directory.
fn scratch() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.cu");
    std::fs::copy(kernel(KERNEL), &file).unwrap();
    (dir, file)
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

fn set_mode(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Every entry of a directory: name, kind, mode and content (a symlink's target).
fn snapshot(dir: &Path) -> Vec<(String, String, u32, Vec<u8>)> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            let content = if meta.file_type().is_symlink() {
                std::fs::read_link(&path)
                    .unwrap()
                    .into_os_string()
                    .into_encoded_bytes()
            } else {
                std::fs::read(&path).unwrap()
            };
            (
                path.file_name().unwrap().to_string_lossy().to_string(),
                format!("{:?}", meta.file_type()),
                meta.permissions().mode(),
                content,
            )
        })
        .collect();
    entries.sort();
    entries
}

fn stdout_of(args: &[&str], stdin: &[u8]) -> Vec<u8> {
    kpipe()
        .args(args)
        .write_stdin(stdin.to_vec())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone()
}

#[test]
fn in_place_keeps_the_permissions() {
    for bits in [0o755, 0o644, 0o600] {
        let (_dir, file) = scratch();
        set_mode(&file, bits);
        kpipe()
            .args([
                "apply",
                file.to_str().unwrap(),
                "--in-place",
                "--no-compile",
            ])
            .assert()
            .success();
        assert!(std::fs::read_to_string(&file).unwrap().contains("kp_stage"));
        assert_eq!(mode(&file), bits, "{bits:o}");
    }
}

#[test]
fn an_existing_output_keeps_its_permissions_and_a_new_one_follows_the_umask() {
    let (dir, file) = scratch();
    let out = dir.path().join("out.cu");
    std::fs::write(&out, "old").unwrap();
    set_mode(&out, 0o751);
    kpipe()
        .args(["apply", file.to_str().unwrap(), "-o"])
        .arg(&out)
        .arg("--no-compile")
        .assert()
        .success();
    assert!(std::fs::read_to_string(&out).unwrap().contains("kp_stage"));
    assert_eq!(mode(&out), 0o751);
    // The umask is per process: the binary runs under a shell that sets it.
    for (umask, expected) in [("027", 0o640), ("002", 0o664), ("077", 0o600)] {
        let new = dir.path().join(format!("new{umask}.cu"));
        kpipe_under_umask(
            umask,
            &["apply", file.to_str().unwrap(), "--no-compile", "-o"],
            &new,
        );
        assert_eq!(mode(&new), expected, "umask {umask}");
    }
    // The default output too.
    kpipe_under_umask("022", &["apply", "--no-compile"], &file);
    assert_eq!(mode(&dir.path().join("g.pipelined.cu")), 0o644);
}

fn kpipe_under_umask(umask: &str, args: &[&str], last: &Path) {
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("umask {umask}; exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_kpipe"))
        .args(args)
        .arg(last)
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

#[test]
fn in_place_on_a_symlink_rewrites_the_real_file_and_keeps_the_link() {
    let (dir, file) = scratch();
    set_mode(&file, 0o640);
    std::fs::create_dir(dir.path().join("links")).unwrap();
    let link = dir.path().join("links/g.cu");
    std::os::unix::fs::symlink("../g.cu", &link).unwrap();
    kpipe()
        .args([
            "apply",
            link.to_str().unwrap(),
            "--in-place",
            "--no-compile",
        ])
        .assert()
        .success();
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(
        std::fs::read_link(&link).unwrap(),
        Path::new("../g.cu"),
        "the link is untouched"
    );
    assert!(std::fs::read_to_string(&file).unwrap().contains("kp_stage"));
    assert_eq!(mode(&file), 0o640);
    // -o naming a symlink writes the file it points to.
    let target = dir.path().join("target.cu");
    std::fs::write(&target, "old").unwrap();
    let out_link = dir.path().join("out.cu");
    std::os::unix::fs::symlink("target.cu", &out_link).unwrap();
    std::fs::copy(kernel(KERNEL), dir.path().join("h.cu")).unwrap();
    kpipe()
        .current_dir(dir.path())
        .args(["apply", "h.cu", "-o", "out.cu", "--no-compile"])
        .assert()
        .success();
    assert!(std::fs::symlink_metadata(&out_link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .contains("kp_stage"));
}

#[test]
fn output_naming_the_input_is_an_error_without_in_place() {
    let (dir, file) = scratch();
    std::os::unix::fs::symlink("g.cu", dir.path().join("sym.cu")).unwrap();
    std::fs::hard_link(&file, dir.path().join("hard.cu")).unwrap();
    let before = snapshot(dir.path());
    let absolute = file.to_str().unwrap();
    for output in ["g.cu", "./g.cu", absolute, "sym.cu", "hard.cu"] {
        kpipe()
            .current_dir(dir.path())
            .args(["apply", "g.cu", "-o", output, "--no-compile"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("is the input file"))
            .stderr(predicate::str::contains("--in-place"));
        assert_eq!(snapshot(dir.path()), before, "-o {output}: nothing changed");
    }
    // A symlink named as the default output is no way round it either.
    std::os::unix::fs::symlink("g.cu", dir.path().join("g.pipelined.cu")).unwrap();
    kpipe()
        .current_dir(dir.path())
        .args(["apply", "g.cu", "--no-compile"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is the input file"));
    std::fs::remove_file(dir.path().join("g.pipelined.cu")).unwrap();
    assert_eq!(snapshot(dir.path()), before);
    // With --in-place, `-o` may name the input (however spelled), and nothing else.
    kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "g.cu",
            "--in-place",
            "-o",
            "./g.cu",
            "--no-compile",
        ])
        .assert()
        .success();
    assert!(std::fs::read_to_string(&file).unwrap().contains("kp_stage"));
    for other in ["other.cu", "-"] {
        kpipe()
            .current_dir(dir.path())
            .args(["apply", "g.cu", "--in-place", "-o", other, "--no-compile"])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("--in-place or -o, not both"));
    }
    assert!(!dir.path().join("other.cu").exists());
}

/// A stand-in for nvcc that rejects any text holding kpipe's stage variable: the original compiles,
/// the rewrite does not.
fn failing_toolchain(dir: &Path) -> PathBuf {
    let home = dir.join("fake-cuda");
    std::fs::create_dir_all(home.join("bin")).unwrap();
    let nvcc = home.join("bin/nvcc");
    std::fs::write(
        &nvcc,
        r#"#!/bin/sh
case "$1" in --version) echo "Cuda compilation tools, release 99.0, V99.0.0"; exit 0;; esac
for a; do last=$a; done
if grep -q kp_stage "$last"; then
  line=$(grep -n kp_stage "$last" | head -1 | cut -d: -f1)
  echo "$last($line): error: identifier \"kp_stage\" is undefined" >&2
  exit 1
fi
prev=; for a; do [ "$prev" = -o ] && : > "$a"; prev=$a; done
exit 0
"#,
    )
    .unwrap();
    let cuobjdump = home.join("bin/cuobjdump");
    std::fs::write(&cuobjdump, "#!/bin/sh\nexit 0\n").unwrap();
    set_mode(&nvcc, 0o755);
    set_mode(&cuobjdump, 0o755);
    home
}

#[test]
fn dry_run_writes_nothing_even_when_the_rewrite_does_not_compile() {
    let tools = tempfile::tempdir().unwrap();
    let home = failing_toolchain(tools.path());
    let (dir, file) = scratch();
    let before = snapshot(dir.path());
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--dry-run", "--no-gpu"])
        .arg("--cuda-home")
        .arg(&home)
        .assert()
        .code(5)
        .stderr(predicate::str::contains("error[K030]"))
        .stderr(predicate::str::contains(
            "<rewrite>(41): error: identifier \"kp_stage\" is undefined",
        ))
        .stderr(predicate::str::contains("41 |"))
        .stderr(predicate::str::contains(
            "not kept: --dry-run writes nothing",
        ));
    assert_eq!(snapshot(dir.path()), before);
    // A plain dry run leaves the directory as it was too.
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--dry-run", "--no-compile"])
        .assert()
        .success()
        .stdout(predicate::str::contains("## Diff"));
    assert_eq!(snapshot(dir.path()), before);
    // Without --dry-run the rewrite is kept for inspection, named in nvcc's message.
    let kept = dir.path().join("g.pipelined.nvcc-error.cu");
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-gpu"])
        .arg("--cuda-home")
        .arg(&home)
        .assert()
        .code(5)
        .stderr(predicate::str::contains(format!(
            "kept it as {}",
            kept.display()
        )))
        .stderr(predicate::str::contains(format!(
            "{}(41): error",
            kept.display()
        )));
    assert!(std::fs::read_to_string(&kept).unwrap().contains("kp_stage"));
    assert!(!dir.path().join("g.pipelined.cu").exists());
}

#[test]
fn invalid_utf8_is_located_by_byte_offset() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("latin1.cu");
    let mut bytes = std::fs::read(kernel(KERNEL)).unwrap();
    let at = bytes.iter().position(|&b| b == b'\n').unwrap() + 2;
    bytes.insert(at, 0xe9);
    std::fs::write(&file, &bytes).unwrap();
    let message = format!("is not UTF-8: byte offset {at} (line 2, column 2) holds 0xe9");
    kpipe()
        .args(["apply", file.to_str().unwrap(), "--no-compile"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("error[K006]"))
        .stderr(predicate::str::contains(&message))
        .stderr(predicate::str::contains("latin1.cu:2:2"));
    kpipe()
        .args(["analyze", "-"])
        .write_stdin(bytes)
        .assert()
        .code(3)
        .stderr(predicate::str::contains(format!("<stdin> {message}")));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    // A UTF-8 BOM is fine, and kept.
    let mut bom = b"\xef\xbb\xbf".to_vec();
    bom.extend(std::fs::read(kernel(KERNEL)).unwrap());
    let out = stdout_of(&["apply", "-", "--no-compile"], &bom);
    assert!(out.starts_with(b"\xef\xbb\xbf// sgemm_32x32_two_iv.cu"));
}

#[test]
fn dash_reads_stdin_and_writes_stdout() {
    let text = std::fs::read(kernel(KERNEL)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let assert = kpipe()
        .current_dir(dir.path())
        .args(["apply", "-", "--no-compile", "--color", "never"])
        .write_stdin(text.clone())
        .assert()
        .success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert!(out.contains("kp_stage") && !out.contains("## Decision"));
    assert!(err.contains("# kpipe report: <stdin>"), "{err}");
    assert!(err.contains("--- <stdin>"));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing written"
    );
    // -o PATH still writes a file; the report then goes to stdout.
    kpipe()
        .current_dir(dir.path())
        .args(["apply", "-", "-o", "out.cu", "--no-compile"])
        .write_stdin(text.clone())
        .assert()
        .success()
        .stdout(predicate::str::contains("# kpipe report: <stdin>"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.cu")).unwrap(),
        out
    );
    // Refusals name it too.
    let broken = String::from_utf8(text.clone())
        .unwrap()
        .replace("__syncthreads();", "");
    kpipe()
        .args(["apply", "-", "--no-compile"])
        .write_stdin(broken)
        .assert()
        .code(3)
        .stderr(predicate::str::contains("<stdin>"));
    kpipe()
        .args(["apply", "-", "--in-place"])
        .write_stdin(text)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--in-place needs a file"));
}

/// The rewrite of `text` on stdin, written to stdout.
fn rewrite(text: &[u8], args: &[&str]) -> String {
    let mut all = vec!["apply", "-", "-o", "-", "--no-compile"];
    all.extend(args);
    String::from_utf8(stdout_of(&all, text)).unwrap()
}

const VARIANTS: [&[&str]; 2] = [
    &["--variant", "ldg"],
    &["--variant", "cp-async", "--arch", "sm_80"],
];

#[test]
fn crlf_files_stay_crlf() {
    for name in [KERNEL, "hgemm_wmma_128x128x32.cu"] {
        let lf = std::fs::read_to_string(kernel(name)).unwrap();
        let crlf = lf.replace('\n', "\r\n");
        for variant in VARIANTS {
            let expected = rewrite(lf.as_bytes(), variant);
            let got = rewrite(crlf.as_bytes(), variant);
            let lone_lf = got
                .match_indices('\n')
                .filter(|(i, _)| !got[..*i].ends_with('\r'))
                .count();
            assert_eq!(lone_lf, 0, "{name} {variant:?}: every line ends in CRLF");
            assert_eq!(got, expected.replace('\n', "\r\n"), "{name} {variant:?}");
            // Outside the changed spans the input comes through byte for byte: all above the
            // kernel but cp.async's include, and all after the K-loop.
            let kernel_at = crlf.find("__global__").unwrap();
            let without_include = got.replacen("#include <cuda_pipeline.h>\r\n", "", 1);
            assert!(
                without_include.starts_with(&crlf[..kernel_at]),
                "{name} {variant:?}"
            );
            let suffix = common_prefix(
                &crlf.bytes().rev().collect::<Vec<_>>(),
                &got.bytes().rev().collect::<Vec<_>>(),
            );
            assert!(
                crlf[crlf.len() - suffix..].contains("\r\n}"),
                "{name} {variant:?}"
            );
        }
    }
}

fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

#[test]
fn mixed_line_endings_follow_the_k_loop_line() {
    let lf = std::fs::read_to_string(kernel(KERNEL)).unwrap();
    let split = lf.find(KLOOP).expect("the K-loop line");
    let (top, rest) = lf.split_at(split);
    let lone = |s: &str| {
        s.match_indices('\n')
            .filter(|(i, _)| !s[..*i].ends_with('\r'))
            .count()
    };
    for variant in VARIANTS {
        let expected = rewrite(lf.as_bytes(), variant);
        // CRLF above the K-loop, LF from it on: the generated lines are LF, so the CRLF lines are
        // the input's.
        let above = format!("{}{rest}", top.replace('\n', "\r\n"));
        let got = rewrite(above.as_bytes(), variant);
        assert_eq!(got.replace("\r\n", "\n"), expected, "{variant:?}");
        assert!(!got.replace("\r\n", "").contains('\r'), "no lone CR");
        assert_eq!(got.matches("\r\n").count(), above.matches("\r\n").count());
        // LF above, CRLF from the K-loop on: the generated lines are CRLF, the LF lines the input's.
        let below = format!("{top}{}", rest.replace('\n', "\r\n"));
        let got = rewrite(below.as_bytes(), variant);
        assert_eq!(got.replace("\r\n", "\n"), expected, "{variant:?}");
        assert!(!got.replace("\r\n", "").contains('\r'), "no lone CR");
        assert_eq!(lone(&got), lone(&below), "{variant:?}");
    }
}
