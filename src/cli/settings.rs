//! The project's settings file, `kpipe.toml`, found upward from the first path given (as rustfmt
//! finds `rustfmt.toml`), up to the root of the git work tree: the architecture, host files,
//! include folders, defines, kernels to leave out and codes to select or ignore, so that
//! `kpipe check src/` in CI and `kpipe apply FILE` at a desk read the same set-up.
//!
//! ```toml
//! arch = "sm_90"
//! hosts = ["src/main.cu"]        # relative to kpipe.toml
//! includes = ["include"]
//! defines = { BM = 128, BN = 128 }
//! exclude = ["legacy_sgemm"]     # kernels kpipe leaves alone
//! ignore = ["K026"]
//! ```
//!
//! The command line wins: `--arch` over `arch`, a `--define` over the file's value of that name;
//! lists are joined.

use crate::cli::args::CommonArgs;
use crate::diagnostics::{Diagnostic, Kind, Result};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The file's name.
pub const FILE_NAME: &str = "kpipe.toml";

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Settings {
    arch: Option<String>,
    #[serde(default)]
    hosts: Vec<PathBuf>,
    #[serde(default)]
    includes: Vec<PathBuf>,
    #[serde(default)]
    defines: BTreeMap<String, toml::Value>,
    #[serde(default)]
    exclude: Vec<String>,
    #[serde(default)]
    select: Vec<String>,
    #[serde(default)]
    ignore: Vec<String>,
}

/// The settings file for `path` (a file or a folder): the first `kpipe.toml` in its folder or one
/// above it, stopping at the folder that holds `.git`.
pub fn find(path: &Path) -> Option<PathBuf> {
    let start = if path.is_dir() {
        path.to_path_buf()
    } else {
        path.parent()?.to_path_buf()
    };
    let start = std::path::absolute(if start.as_os_str().is_empty() {
        Path::new(".")
    } else {
        &start
    })
    .ok()?;
    for dir in start.ancestors() {
        let candidate = dir.join(FILE_NAME);
        if candidate.is_file() {
            return Some(candidate);
        }
        if dir.join(".git").exists() {
            return None;
        }
    }
    None
}

/// Joins the settings of `file` into the command line's arguments.
pub fn merge(args: &mut CommonArgs, file: &Path) -> Result<()> {
    let text = std::fs::read_to_string(file).map_err(|e| {
        Diagnostic::new(
            Kind::Io,
            format!("cannot read {}: {e}", file.display()),
            "fix its permissions, or pass --no-config",
        )
    })?;
    let settings: Settings = toml::from_str(&text).map_err(|e| {
        let (line, column) = e.span().map_or((0, 0), |s| {
            let before = &text[..s.start.min(text.len())];
            let line = before.matches('\n').count() + 1;
            (line, s.start - before.rfind('\n').map_or(0, |i| i + 1) + 1)
        });
        let mut d = Diagnostic::new(
            Kind::Io,
            format!("{FILE_NAME} is not valid: {}", e.message()),
            "its keys are arch, hosts, includes, defines, exclude, select and ignore (see `kpipe apply --help`); or pass --no-config",
        );
        d.file = file.to_path_buf();
        d.line = line;
        d.column = column;
        d
    })?;
    let base = file.parent().unwrap_or(Path::new("."));
    if args.arch.is_none() {
        args.arch = settings.arch;
    }
    let given: Vec<String> = args
        .defines
        .iter()
        .filter_map(|d| d.split('=').next().map(|n| n.trim().to_string()))
        .collect();
    for (name, value) in settings.defines {
        if given.contains(&name) {
            continue;
        }
        let value = match value {
            toml::Value::String(s) => s,
            other => other.to_string(),
        };
        args.defines.push(format!("{name}={value}"));
    }
    args.hosts
        .extend(settings.hosts.iter().map(|h| base.join(h)));
    args.includes
        .extend(settings.includes.iter().map(|i| base.join(i)));
    args.exclude.extend(settings.exclude);
    args.select.extend(settings.select);
    args.ignore.extend(settings.ignore);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser as _;

    fn args(line: &[&str]) -> CommonArgs {
        match crate::cli::args::Cli::parse_from(line).command {
            crate::cli::args::Command::Check(a) => a,
            _ => unreachable!(),
        }
    }

    #[test]
    fn the_command_line_wins_and_lists_join() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(FILE_NAME);
        std::fs::write(
            &file,
            "arch = \"sm_80\"\nhosts = [\"main.cu\"]\ndefines = { BM = 128, BN = 64 }\nexclude = [\"old\"]\nignore = [\"K026\"]\n",
        )
        .unwrap();
        let mut a = args(&["kpipe", "check", "x.cu", "--arch", "sm_90", "-D", "BM=64"]);
        merge(&mut a, &file).unwrap();
        assert_eq!(a.arch.as_deref(), Some("sm_90"));
        assert_eq!(a.defines, ["BM=64", "BN=64"]);
        assert_eq!(a.hosts, [dir.path().join("main.cu")]);
        assert_eq!(a.exclude, ["old"]);
        assert_eq!(a.ignore, ["K026"]);
    }

    #[test]
    fn a_bad_file_is_an_error_with_its_line() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(FILE_NAME);
        std::fs::write(&file, "arch = \"sm_90\"\nhost = [\"main.cu\"]\n").unwrap();
        let e = merge(&mut args(&["kpipe", "check", "x.cu"]), &file).unwrap_err();
        assert!(
            e.message.contains("kpipe.toml is not valid"),
            "{}",
            e.message
        );
        assert_eq!(e.line, 2);
    }

    #[test]
    fn found_upward_and_not_past_the_work_tree() {
        let dir = tempfile::tempdir().unwrap();
        let deep = dir.path().join("repo/src/kernels");
        std::fs::create_dir_all(&deep).unwrap();
        std::fs::create_dir(dir.path().join("repo/.git")).unwrap();
        std::fs::write(dir.path().join(FILE_NAME), "").unwrap();
        assert_eq!(find(&deep.join("a.cu")), None, "above the work tree");
        std::fs::write(dir.path().join("repo").join(FILE_NAME), "").unwrap();
        assert_eq!(
            find(&deep.join("a.cu")),
            Some(dir.path().join("repo").join(FILE_NAME))
        );
    }
}
