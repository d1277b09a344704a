//! The project's runners, found without `--host`: the files of the project that include the
//! kernel's file (directly or through the project's own headers) and launch one of its kernels
//! (`name<<<...>>>`, `name<args><<<...>>>`) or instantiate a template of that file which launches
//! one (`Gemm<128, 64>::Run(..)`). A kernel kept in a header and launched from a runner
//! then gets its launch, its instantiation and its host edits as if `--host` named the runner.
//!
//! The search is bounded by the project: the git work tree the file is in, else the folder of the
//! nearest build file (CMakeLists.txt, Makefile, setup.py) at most a few folders up, else the
//! file's own folder; hidden folders are skipped, and only C, C++ and CUDA sources of a bounded
//! size and number are read. Requiring the include keeps a file that launches another kernel of
//! the same name (a second tutorial's `sgemm`) out.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Set for the child processes of a many-file run, which read their file from stdin: the file's
/// path, where the project's runners are looked for.
pub(crate) const SOURCE_FILE: &str = "KPIPE_SOURCE_FILE";

/// Files read at most, and the largest read.
const MAX_FILES: usize = 4000;
const MAX_BYTES: u64 = 2 << 20;
/// Include levels followed.
const MAX_INCLUDE_DEPTH: usize = 4;

const SOURCE_EXTENSIONS: [&str; 9] = ["cu", "cuh", "cpp", "cc", "cxx", "c", "h", "hpp", "hxx"];

/// The runners of the kernels `kernels` of `file`, and the folder searched: files that launch one,
/// or that instantiate one of `launchers`, the file's templates that launch them
/// (`Gemm<128>::run(..)`).
pub fn find(file: &Path, kernels: &[String], launchers: &[String]) -> (Vec<PathBuf>, PathBuf) {
    let root = crate::files::project_root(file);
    if kernels.is_empty() {
        return (Vec::new(), root);
    }
    let sources = project_sources(&root);
    let Some(own) = file.file_name().map(|n| n.to_string_lossy().to_string()) else {
        return (Vec::new(), root);
    };
    let texts: Vec<(PathBuf, String)> = sources
        .iter()
        .filter(|p| !crate::files::same_file(p, file))
        .filter_map(|p| Some((p.clone(), std::fs::read_to_string(p).ok()?)))
        .collect();
    let includers = includers_of(&own, &texts);
    let runs = |text: &str| {
        kernels.iter().any(|k| launches(text, k))
            || launchers
                .iter()
                .any(|l| crate::pipeline::launcher_instances::instantiates(text, l))
    };
    // A header the includer also includes is in the same translation unit, after or beside the
    // kernel's file: `matmul.cu` includes the kernels' header and the dispatch header that
    // launches them.
    let beside: HashSet<&str> = includers
        .iter()
        .flat_map(|(_, text)| included_names(text))
        .collect();
    let mut runners: Vec<PathBuf> = includers
        .iter()
        .filter(|(_, text)| runs(text))
        .map(|(path, _)| path.clone())
        .collect();
    for (path, text) in &texts {
        let name = path.file_name().map(|n| n.to_string_lossy());
        if name.is_some_and(|n| beside.contains(n.as_ref()))
            && !runners.contains(path)
            && runs(text)
        {
            runners.push(path.clone());
        }
    }
    (runners, root)
}

/// Every C, C++ and CUDA source under `root`, in a stable order (bounded in number and size).
fn project_sources(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(dir) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut entries: Vec<_> = entries.flatten().collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let name = e.file_name().to_string_lossy().to_string();
            let Ok(kind) = e.file_type() else { continue };
            if name.starts_with('.') || kind.is_symlink() {
                continue;
            }
            if kind.is_dir() {
                folders.push(e.path());
            } else if is_source(&name) && e.metadata().is_ok_and(|m| m.len() <= MAX_BYTES) {
                found.push(e.path());
                if found.len() >= MAX_FILES {
                    return found;
                }
            }
        }
    }
    found
}

fn is_source(name: &str) -> bool {
    name.rsplit_once('.')
        .is_some_and(|(_, ext)| SOURCE_EXTENSIONS.contains(&ext))
}

/// The sources (of `texts`, the project's other files) that include the kernel's file (named
/// `own`), directly or through a header that does, with their texts.
fn includers_of(own: &str, texts: &[(PathBuf, String)]) -> Vec<(PathBuf, String)> {
    let mut names: HashSet<String> = HashSet::from([own.to_string()]);
    let mut taken: HashSet<PathBuf> = HashSet::new();
    let mut out = Vec::new();
    for _ in 0..MAX_INCLUDE_DEPTH {
        let mut new_names = Vec::new();
        for (path, text) in texts {
            if taken.contains(path) || !included_names(text).any(|n| names.contains(n)) {
                continue;
            }
            taken.insert(path.clone());
            if let Some(n) = path.file_name() {
                new_names.push(n.to_string_lossy().to_string());
            }
            out.push((path.clone(), text.clone()));
        }
        if new_names.is_empty() {
            break;
        }
        names.extend(new_names);
    }
    out
}

/// The file names (last path component) of a text's `#include "..."` and `#include <...>` lines.
fn included_names(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let rest = line.trim_start().strip_prefix('#')?.trim_start();
        let target = rest.strip_prefix("include")?.trim();
        let inner = target
            .strip_prefix('"')
            .and_then(|t| t.split('"').next())
            .or_else(|| target.strip_prefix('<').and_then(|t| t.split('>').next()))?;
        inner.rsplit(['/', '\\']).next()
    })
}

/// Whether `text` launches `kernel`: its name, optional template arguments, then `<<<`.
fn launches(text: &str, kernel: &str) -> bool {
    let bytes = text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut from = 0;
    while let Some(at) = text[from..].find(kernel).map(|i| i + from) {
        from = at + kernel.len();
        if at > 0 && is_ident(bytes[at - 1]) {
            continue;
        }
        let mut rest = text[from..].trim_start();
        if rest.starts_with("<<<") {
            return true;
        }
        if rest.starts_with('<') {
            // Skip balanced template arguments, then expect the launch.
            let mut depth = 0usize;
            let mut end = None;
            for (i, c) in rest.char_indices() {
                match c {
                    '<' => depth += 1,
                    '>' => {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(i + 1);
                            break;
                        }
                    }
                    ';' | '{' | '}' => break,
                    _ => {}
                }
            }
            if let Some(end) = end {
                rest = rest[end..].trim_start();
                if rest.starts_with("<<<") {
                    return true;
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_launch_is_the_name_then_optional_template_arguments_then_the_chevrons() {
        assert!(launches("k<<<g, b>>>(x);", "k"));
        assert!(launches(
            "mysgemm_v5<128, 128, 8><<<grid, block>>>(M);",
            "mysgemm_v5"
        ));
        assert!(launches("sgemm<BM, (BN)> <<<g, b>>>();", "sgemm"));
        assert!(!launches("my_k<<<g, b>>>();", "k"));
        assert!(!launches("k(1, 2); int x = a << 3;", "k"));
        assert!(!launches("template <int N> void k();", "k"));
    }

    #[test]
    fn include_lines_give_the_file_names_they_name() {
        let text = "#include \"kernel/kernel_2.cuh\"\n  # include <cuda_runtime.h>\nint x;\n";
        let names: Vec<&str> = included_names(text).collect();
        assert_eq!(names, ["kernel_2.cuh", "cuda_runtime.h"]);
    }

    #[test]
    fn a_runner_is_found_through_a_header_that_includes_the_kernel() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("CMakeLists.txt"), "project(p)\n").unwrap();
        std::fs::create_dir_all(root.join("src/kernel")).unwrap();
        let kernel = root.join("src/kernel/k2.cuh");
        std::fs::write(
            &kernel,
            "template <int B> __global__ void k2(float *a) {}\n",
        )
        .unwrap();
        std::fs::write(root.join("src/kernels.cuh"), "#include \"kernel/k2.cuh\"\n").unwrap();
        std::fs::write(
            root.join("src/run.cu"),
            "#include \"kernels.cuh\"\nvoid run(float *a) { k2<32><<<1, 256>>>(a); }\n",
        )
        .unwrap();
        // Launches a kernel of the same name without including it: not a runner of this one.
        std::fs::write(
            root.join("src/other.cu"),
            "__global__ void k2(float *a) {}\nvoid go(float *a) { k2<<<1, 1>>>(a); }\n",
        )
        .unwrap();
        let (runners, searched) = find(&kernel, &["k2".to_string()], &[]);
        let names: Vec<String> = runners
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().to_string())
            .collect();
        assert_eq!(names, ["run.cu"]);
        assert_eq!(
            std::fs::canonicalize(searched).unwrap(),
            std::fs::canonicalize(root).unwrap()
        );
    }

    #[test]
    fn a_header_the_includer_includes_beside_the_kernel_is_a_runner_where_it_launches() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("setup.py"), "\n").unwrap();
        std::fs::create_dir_all(root.join("csrc/kernels")).unwrap();
        let kernel = root.join("csrc/kernels/tiled.cuh");
        std::fs::write(
            &kernel,
            "template <typename T, int B> __global__ void tiled(T *a) {}\n",
        )
        .unwrap();
        std::fs::write(
            root.join("csrc/dispatch.cuh"),
            "struct L { template <typename T> static void launch(T *a) { tiled<T, 32><<<1, 1>>>(a); } };\n",
        )
        .unwrap();
        std::fs::write(
            root.join("csrc/ops.cu"),
            "#include \"kernels/tiled.cuh\"\n#include \"dispatch.cuh\"\nvoid op(float *a) { L::launch<float>(a); }\n",
        )
        .unwrap();
        // Launches a kernel of the same name, included by no file that includes this one.
        std::fs::write(
            root.join("csrc/old.cuh"),
            "void go(float *a) { tiled<float, 16><<<1, 1>>>(a); }\n",
        )
        .unwrap();
        let (runners, _) = find(&kernel, &["tiled".to_string()], &[]);
        let names: Vec<String> = runners
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().to_string())
            .collect();
        assert_eq!(names, ["dispatch.cuh"]);
    }
}
