//! The project's own nvcc flags: what kpipe compiles the kernel with, so that a kernel whose headers
//! are found through the project's include paths, or that needs its `-D`s or its C++ standard,
//! compiles as the project compiles it.
//!
//! Two sources, both taken when given: the `compile_commands.json` that CMake
//! (`CMAKE_EXPORT_COMPILE_COMMANDS`) and Bear write and clangd reads (found upward from the file,
//! or in the folder given with `-p`), and the flags after `--` on kpipe's command line. Only the
//! flags that say how the source is read (include paths, macros, language standard and dialect
//! switches, forced includes) are kept: kpipe chooses the architecture, the output and the
//! optimisation itself, and a debug build (`-G`) would make the SASS check meaningless. The flags
//! left out are listed, so the report says exactly what was used.

use super::error::ToolchainError;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// The flags kpipe passes to nvcc for the project, and where they came from.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ProjectFlags {
    /// The flags passed, in order (relative include paths of the database made absolute).
    pub args: Vec<String>,
    /// Where they came from: `compile_commands.json (entry for src/runner.cu)`, `after --`.
    pub sources: Vec<String>,
    /// Flags of the project that were not passed, and why in a word.
    pub dropped: Vec<String>,
    /// What could not be read, and what to do (a broken database found on the way, no torch).
    pub notes: Vec<String>,
}

impl ProjectFlags {
    /// The include folders among the flags (`-I dir`, `-Idir`, `-isystem dir`), in order.
    pub fn include_dirs(&self) -> Vec<PathBuf> {
        let mut dirs = Vec::new();
        let mut args = self.args.iter();
        while let Some(a) = args.next() {
            match a.as_str() {
                "-I" | "-isystem" | "--include-path" => dirs.extend(args.next().map(PathBuf::from)),
                _ => {
                    if let Some(dir) = a.strip_prefix("-I").or(a.strip_prefix("--include-path=")) {
                        dirs.push(PathBuf::from(dir));
                    }
                }
            }
        }
        dirs
    }

    /// One line for the report: the flags and their sources, or None when there are none.
    pub fn describe(&self) -> Option<String> {
        if self.args.is_empty() && self.dropped.is_empty() && self.notes.is_empty() {
            return None;
        }
        let mut parts = Vec::new();
        if !self.sources.is_empty() {
            let mut line = format!(
                "nvcc flags from {}: {}",
                self.sources.join(" and "),
                match self.args.is_empty() {
                    true => "none usable".to_string(),
                    false => self.args.join(" "),
                }
            );
            if !self.dropped.is_empty() {
                line += &format!(" (not passed: {})", self.dropped.join(", "));
            }
            parts.push(line);
        }
        parts.extend(self.notes.iter().cloned());
        let line = parts.join("; ");
        Some(line)
    }

    /// Forces `headers` in before the file (`-include`), as `includer` includes them before it.
    pub fn add_includer_context(&mut self, headers: &[String], includer: &str) {
        if headers.is_empty() {
            return;
        }
        for h in headers {
            self.args.extend(["-include".to_string(), h.clone()]);
        }
        self.sources.push(format!(
            "the headers `{includer}` includes before this file"
        ));
    }

    /// Adds `flags` (from `source`), keeping the ones that say how the source is read; relative
    /// include paths are resolved against `dir` when one is given.
    fn add(&mut self, flags: &[String], source: String, dir: Option<&Path>) {
        let (kept, dropped) = usable(flags, dir);
        self.args.extend(kept);
        self.dropped.extend(dropped);
        self.sources.push(source);
    }
}

/// The standard and CUDA headers (`#include <vector>`) that `includer` includes before it includes
/// `header` (a file name): what a header that leans on its includer for `uint32_t` or
/// `std::vector` needs to compile alone. Headers of a library path (`<torch/extension.h>`) are
/// left out: kpipe's toolchain may not have them.
pub fn includer_context(header: &str, includer: &str) -> Vec<String> {
    let mut before = Vec::new();
    for line in includer.lines() {
        let Some(target) = line
            .trim_start()
            .strip_prefix('#')
            .map(str::trim_start)
            .and_then(|l| l.strip_prefix("include"))
            .map(str::trim)
        else {
            continue;
        };
        if let Some(name) = target.strip_prefix('<').and_then(|t| t.split_once('>')) {
            if !name.0.contains('/') && !before.iter().any(|b| b == name.0) {
                before.push(name.0.to_string());
            }
        } else if let Some((quoted, _)) = target.strip_prefix('"').and_then(|t| t.split_once('"')) {
            if Path::new(quoted).file_name().is_some_and(|n| n == header) {
                return before;
            }
        }
    }
    Vec::new()
}

/// `flags` with the paths of their include flags made absolute (against the current folder): for
/// the processes of a many-file run, which work in each file's folder.
pub fn with_absolute_paths(flags: &[String]) -> Vec<String> {
    let here = std::env::current_dir().unwrap_or_default();
    let absolute = |p: &str| match Path::new(p).is_relative() {
        true => normalized(&here.join(p)).display().to_string(),
        false => p.to_string(),
    };
    let mut out = Vec::new();
    let mut args = flags.iter();
    while let Some(a) = args.next() {
        match a.as_str() {
            "-I" | "-isystem" | "--include-path" | "-include" | "--pre-include" => {
                out.push(a.clone());
                out.extend(args.next().map(|p| absolute(p)));
            }
            _ => match a.strip_prefix("-I").filter(|p| !p.is_empty()) {
                Some(p) => out.push(format!("-I{}", absolute(p))),
                None => out.push(a.clone()),
            },
        }
    }
    out
}

/// Flags that take their value as the next argument, and are kept.
const KEPT_WITH_VALUE: &[&str] = &[
    "-I",
    "-isystem",
    "--include-path",
    "-D",
    "--define-macro",
    "-U",
    "--undefine-macro",
    "-include",
    "--pre-include",
    "-std",
    "--std",
    "-Xcompiler",
    "--compiler-options",
];

/// Flags without a value that are kept: language dialect switches.
const KEPT_SWITCHES: &[&str] = &[
    "--expt-relaxed-constexpr",
    "-expt-relaxed-constexpr",
    "--expt-extended-lambda",
    "-expt-extended-lambda",
    "--extended-lambda",
    "-extended-lambda",
    "--use_fast_math",
    "-use_fast_math",
    "-lineinfo",
    "--generate-line-info",
];

/// Flags that take their value as the next argument and are dropped (kpipe sets these itself).
const DROPPED_WITH_VALUE: &[&str] = &[
    "-o",
    "--output-file",
    "-arch",
    "--gpu-architecture",
    "-code",
    "--gpu-code",
    "-gencode",
    "--generate-code",
    "-x",
    "--x",
    "-MF",
    "-MT",
    "-MQ",
    "-ccbin",
    "--compiler-bindir",
];

/// Splits `flags` into those kpipe passes and those it does not (each dropped one with its value).
/// Arguments that are not flags (the compiler, the source file) are skipped silently.
fn usable(flags: &[String], dir: Option<&Path>) -> (Vec<String>, Vec<String>) {
    let mut kept = Vec::new();
    let mut dropped = Vec::new();
    let mut args = flags.iter().peekable();
    let absolute = |path: &str| match dir {
        Some(d) if Path::new(path).is_relative() => normalized(&d.join(path)).display().to_string(),
        _ => path.to_string(),
    };
    while let Some(a) = args.next() {
        let (name, inline_value) = match a.split_once('=') {
            Some((n, v)) if n.starts_with('-') => (n, Some(v)),
            _ => (a.as_str(), None),
        };
        if KEPT_WITH_VALUE.contains(&name) {
            let value = inline_value
                .map(str::to_string)
                .or_else(|| args.next().cloned())
                .unwrap_or_default();
            let value = match name {
                "-I" | "-isystem" | "--include-path" => absolute(&value),
                _ => value,
            };
            match inline_value {
                Some(_) => kept.push(format!("{name}={value}")),
                None => kept.extend([name.to_string(), value]),
            }
        } else if let Some(path) = a.strip_prefix("-I").filter(|p| !p.is_empty()) {
            kept.push(format!("-I{}", absolute(path)));
        } else if ((a.starts_with("-D") || a.starts_with("-U")) && a.len() > 2)
            || KEPT_SWITCHES.contains(&a.as_str())
        {
            kept.push(a.clone());
        } else if DROPPED_WITH_VALUE.contains(&name) {
            let value = inline_value
                .map(str::to_string)
                .or_else(|| args.next().cloned());
            dropped.push(value.map_or(a.clone(), |v| match inline_value {
                Some(_) => a.clone(),
                None => format!("{a} {v}"),
            }));
        } else if a.starts_with('-') && a != "-c" {
            dropped.push(a.clone());
        }
    }
    (kept, dropped)
}

/// The project's flags for `file`: its entry in the compilation database (in `database_dir`,
/// else the first `compile_commands.json` found upward from the file, also in a `build/` folder
/// beside each level), else what its build file says (`build_files`), else the database's nearest
/// entry; then the flags after `--`; then torch's when the file includes its headers and no flag
/// gives them. A database given with `-p` that cannot be read is an error naming it; one found on
/// the way is passed over with a note.
pub fn for_file(
    file: &Path,
    database_dir: Option<&Path>,
    after_dashes: &[String],
) -> Result<ProjectFlags, ToolchainError> {
    let mut flags = ProjectFlags::default();
    let database = match database_dir {
        Some(dir) => {
            let path = dir.join("compile_commands.json");
            if !path.is_file() {
                return Err(ToolchainError::NoDatabase {
                    dir: dir.to_path_buf(),
                });
            }
            Some(path)
        }
        None => find_database(file),
    };
    let mut entry = None;
    if let Some(path) = &database {
        match entry_for(path, file) {
            Ok(found) => entry = found.map(|e| (path, e)),
            Err(e) if database_dir.is_some() => return Err(e),
            Err(e) => flags.notes.push(format!("{e}: passed over")),
        }
    }
    let exact = entry.as_ref().is_some_and(|(_, e)| e.exact);
    let build_file = (!exact)
        .then(|| super::build_files::for_file(file))
        .flatten();
    if let Some(found) = build_file {
        let here = std::env::current_dir().unwrap_or_default();
        let shown = found.source.strip_prefix(&here).unwrap_or(&found.source);
        flags.add(&found.args, shown.display().to_string(), Some(&found.dir));
        flags.dropped.extend(found.left_out);
    } else if let Some((path, e)) = entry {
        let source = format!("{} (entry for {})", path.display(), e.shown);
        flags.add(&e.args, source, Some(&e.directory));
    }
    if !after_dashes.is_empty() {
        flags.add(after_dashes, "the command line".into(), None);
    }
    add_torch(&mut flags, file);
    add_found_includes(&mut flags, file);
    Ok(flags)
}

/// The include folders of the file's quoted includes that no flag gives, found in the project.
fn add_found_includes(flags: &mut ProjectFlags, file: &Path) {
    let (found, ambiguous) =
        super::found_includes::missing_include_dirs(file, &flags.include_dirs());
    flags.notes.extend(ambiguous);
    if found.is_empty() {
        return;
    }
    let args: Vec<String> = found
        .iter()
        .flat_map(|(_, d)| ["-I".to_string(), d.display().to_string()])
        .collect();
    let held: Vec<String> = found
        .iter()
        .map(|(name, d)| format!("`{name}` is in {}", d.display()))
        .collect();
    flags.add(
        &args,
        format!("the project's folders ({})", held.join(", ")),
        None,
    );
}

/// Torch's flags, when `file` includes its headers and no flag gives their folder.
fn add_torch(flags: &mut ProjectFlags, file: &Path) {
    let Ok(text) = std::fs::read_to_string(file) else {
        return;
    };
    if !super::torch::includes_torch(&text) || super::torch::among(&flags.include_dirs()) {
        return;
    }
    match super::torch::flags() {
        Ok((args, python)) => flags.add(&args, format!("torch (as {python} reports it)"), None),
        Err(e) => flags.notes.push(format!(
            "the file includes PyTorch's headers and {e}: install torch for it, set KPIPE_PYTHON to a Python that has it, or give torch's include folders after `--`"
        )),
    }
}

/// The first `compile_commands.json` upward from `file`'s folder, in the folder or in its `build/`.
fn find_database(file: &Path) -> Option<PathBuf> {
    let start = std::path::absolute(file).ok()?;
    start.ancestors().skip(1).find_map(|dir| {
        [
            dir.join("compile_commands.json"),
            dir.join("build/compile_commands.json"),
        ]
        .into_iter()
        .find(|p| p.is_file())
    })
}

/// `path` with its `.` and `..` components folded away, without touching the file system.
fn normalized(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir if out.file_name().is_some() => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    out
}

/// One entry of a compilation database.
#[derive(serde::Deserialize)]
struct Entry {
    directory: String,
    file: String,
    #[serde(default)]
    arguments: Option<Vec<String>>,
    #[serde(default)]
    command: Option<String>,
}

/// A database's entry chosen for a file.
struct ChosenEntry {
    args: Vec<String>,
    /// The folder its command runs in.
    directory: PathBuf,
    /// Its file, as the report names it.
    shown: String,
    /// Whether it is the file's own entry (not the nearest one's).
    exact: bool,
}

/// `database`'s entry for `file`: its own, else (a header, which is compiled only through the files
/// that include it) the entry whose file shares the longest path with it, as clangd does. None
/// when the database has no entry.
fn entry_for(database: &Path, file: &Path) -> Result<Option<ChosenEntry>, ToolchainError> {
    let text =
        std::fs::read_to_string(database).map_err(|e| ToolchainError::CannotReadDatabase {
            path: database.to_path_buf(),
            error: e.into(),
        })?;
    let entries: Vec<Entry> =
        serde_json::from_str(&text).map_err(|e| ToolchainError::NotADatabase {
            path: database.to_path_buf(),
            error: e.into(),
        })?;
    let target = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
    let target = normalized(&target);
    let path_of = |e: &Entry| normalized(&Path::new(&e.directory).join(&e.file));
    let shared = |p: &Path| {
        p.components()
            .zip(target.components())
            .take_while(|(a, b)| a == b)
            .count()
    };
    let Some(best) = entries.iter().max_by_key(|e| {
        let p = path_of(e);
        (p == target, shared(&p))
    }) else {
        return Ok(None);
    };
    let args = match (&best.arguments, &best.command) {
        (Some(a), _) => a.clone(),
        (None, Some(c)) => shlex::split(c).ok_or_else(|| ToolchainError::CannotSplitCommand {
            database: database.to_path_buf(),
            command: c.clone(),
        })?,
        (None, None) => Vec::new(),
    };
    let best_path = path_of(best);
    let here = std::env::current_dir().unwrap_or_default();
    let shown = best_path.strip_prefix(&here).unwrap_or(&best_path);
    Ok(Some(ChosenEntry {
        args,
        directory: PathBuf::from(&best.directory),
        shown: shown.display().to_string(),
        exact: best_path == target,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_header_gets_the_standard_headers_its_includer_includes_before_it() {
        let bench = "#include <vector>\n#include <torch/extension.h>\n# include <random>\n#include \"util.h\"\n#include \"kernels/gemm.cuh\"\n#include <iostream>\n";
        assert_eq!(
            includer_context("gemm.cuh", bench),
            strings(&["vector", "random"])
        );
        // An includer that does not include it says nothing.
        assert!(includer_context("other.cuh", bench).is_empty());
        let mut flags = ProjectFlags::default();
        flags.add_includer_context(&strings(&["vector"]), "bench.h");
        assert_eq!(flags.args, strings(&["-include", "vector"]));
        assert!(flags
            .describe()
            .unwrap()
            .contains("`bench.h` includes before this file"));
    }

    #[test]
    fn keeps_how_the_source_is_read_and_drops_what_kpipe_sets() {
        let cmake = strings(&[
            "/usr/local/cuda/bin/nvcc",
            "-forward-unknown-to-host-compiler",
            "-DUSE_FOO=1",
            "-I/abs/include",
            "-I",
            "rel/include",
            "-isystem",
            "/opt/cutlass/include",
            "-O3",
            "-std=c++17",
            "--generate-code=arch=compute_80,code=[compute_80,sm_80]",
            "-arch",
            "sm_80",
            "--expt-relaxed-constexpr",
            "-G",
            "-x",
            "cu",
            "-c",
            "/abs/src/k.cu",
            "-o",
            "k.o",
        ]);
        let (kept, dropped) = usable(&cmake, Some(Path::new("/proj/build")));
        assert_eq!(
            kept,
            strings(&[
                "-DUSE_FOO=1",
                "-I/abs/include",
                "-I",
                "/proj/build/rel/include",
                "-isystem",
                "/opt/cutlass/include",
                "-std=c++17",
                "--expt-relaxed-constexpr",
            ])
        );
        assert!(dropped.contains(&"-arch sm_80".to_string()), "{dropped:?}");
        assert!(dropped.contains(&"-G".to_string()), "{dropped:?}");
        assert!(dropped.contains(&"-o k.o".to_string()), "{dropped:?}");
        assert!(!dropped.iter().any(|d| d.contains("k.cu")), "{dropped:?}");
    }

    #[test]
    fn a_header_takes_the_nearest_entry_and_relative_paths_resolve_in_its_folder() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("build")).unwrap();
        std::fs::create_dir_all(root.join("src/kernels")).unwrap();
        let db = serde_json::json!([
            {"directory": root.join("build"), "file": root.join("other/main.cu"),
             "command": "nvcc -DOTHER -c ../other/main.cu"},
            {"directory": root.join("build"), "file": "../src/runner.cu",
             "command": "nvcc -I ../src -DRUNNER -std=c++17 -c ../src/runner.cu -o runner.o"},
        ]);
        std::fs::write(root.join("build/compile_commands.json"), db.to_string()).unwrap();
        let header = root.join("src/kernels/k.cuh");
        std::fs::write(&header, "").unwrap();
        let flags = for_file(&header, None, &strings(&["-DEXTRA"])).unwrap();
        let src = root.join("src").display().to_string();
        assert_eq!(
            flags.args,
            strings(&["-I", &src, "-DRUNNER", "-std=c++17", "-DEXTRA"])
        );
        assert_eq!(flags.include_dirs(), [PathBuf::from(&src)]);
        let line = flags.describe().unwrap();
        assert!(line.contains("src/runner.cu)"), "{line}");
        assert!(line.contains("the command line"), "{line}");
        assert!(line.contains("not passed: -o runner.o"), "{line}");
    }

    #[test]
    fn a_missing_or_broken_database_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let e = for_file(Path::new("k.cu"), Some(dir.path()), &[]).unwrap_err();
        assert!(e.to_string().contains("no compile_commands.json"), "{e}");
        std::fs::write(dir.path().join("compile_commands.json"), "{not json").unwrap();
        let e = for_file(Path::new("k.cu"), Some(dir.path()), &[]).unwrap_err();
        assert!(
            e.to_string().contains("is not a compilation database"),
            "{e}"
        );
        // Found on the way up, not named with -p: passed over, and the report says so.
        let kernel = dir.path().join("k.cu");
        std::fs::write(&kernel, "").unwrap();
        let flags = for_file(&kernel, None, &["-DX=1".to_string()]).unwrap();
        assert_eq!(flags.args, ["-DX=1"]);
        let line = flags.describe().unwrap();
        assert!(
            line.contains("is not a compilation database") && line.ends_with("passed over"),
            "{line}"
        );
    }

    #[test]
    fn include_paths_are_made_absolute_for_other_folders() {
        let here = std::env::current_dir().unwrap();
        let out = with_absolute_paths(&strings(&["-I", "include", "-Isrc", "-DX", "-I/abs"]));
        assert_eq!(
            out,
            [
                "-I".to_string(),
                here.join("include").display().to_string(),
                format!("-I{}", here.join("src").display()),
                "-DX".into(),
                "-I/abs".into(),
            ]
        );
    }

    #[test]
    fn no_database_and_no_flags_is_nothing_to_say() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.cu");
        let flags = for_file(&file, None, &[]).unwrap();
        assert!(flags.args.is_empty() && flags.describe().is_none());
    }
}
