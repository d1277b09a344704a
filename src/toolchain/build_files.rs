//! The project's build file, read for a source's nvcc flags where no compilation database has an
//! entry for it: the nearest folder above the file (within its project, `files::project_root`)
//! that has a `CMakeLists.txt` (read with every `CMakeLists.txt` above it, top down) or a Makefile
//! that runs nvcc. Include folders of a CUDA toolkit (`/usr/local/cuda/include`) are left out:
//! nvcc brings its own, and another release's headers would not match it.

use std::path::{Path, PathBuf};

/// Flags read from a build file.
pub struct BuildFileFlags {
    pub args: Vec<String>,
    /// The folder relative paths among `args` are resolved against.
    pub dir: PathBuf,
    /// The build file, as the report names it.
    pub source: PathBuf,
    /// What the file says that could not be used, and why.
    pub left_out: Vec<String>,
}

const MAKEFILES: [&str; 3] = ["GNUmakefile", "makefile", "Makefile"];

/// The flags of the nearest build file above `file`, when there is one that says any.
pub fn for_file(file: &Path) -> Option<BuildFileFlags> {
    let start = std::fs::canonicalize(file).ok()?.parent()?.to_path_buf();
    let root = std::fs::canonicalize(crate::files::project_root(file)).ok()?;
    let folders: Vec<&Path> = start
        .ancestors()
        .take_while(|d| d.starts_with(&root))
        .collect();
    for (i, dir) in folders.iter().enumerate() {
        let found = if dir.join("CMakeLists.txt").is_file() {
            let lists: Vec<PathBuf> = folders[i..]
                .iter()
                .rev()
                .map(|d| d.join("CMakeLists.txt"))
                .filter(|l| l.is_file())
                .collect();
            let (args, left_out) = super::cmake::flags(&lists);
            let source = dir.join("CMakeLists.txt");
            Some((args, left_out, source))
        } else {
            MAKEFILES
                .iter()
                .map(|m| dir.join(m))
                .find(|m| m.is_file())
                .map(|m| (super::makefile::flags(&m, file), Vec::new(), m))
        };
        if let Some((args, left_out, source)) = found.filter(|(args, _, _)| !args.is_empty()) {
            let (args, toolkit) = without_toolkit_includes(args, dir);
            let mut left_out = left_out;
            left_out.extend(toolkit);
            return Some(BuildFileFlags {
                args,
                dir: dir.to_path_buf(),
                source,
                left_out,
            });
        }
    }
    None
}

/// `args` without the include folders that hold a CUDA toolkit's headers, and those folders.
fn without_toolkit_includes(args: Vec<String>, dir: &Path) -> (Vec<String>, Vec<String>) {
    let is_toolkit = |path: &str| dir.join(path).join("cuda_runtime.h").is_file();
    let mut kept = Vec::new();
    let mut left_out = Vec::new();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let (path, pair) = match a.as_str() {
            "-I" | "-isystem" => match it.next() {
                Some(p) => (p, true),
                None => break,
            },
            _ => match a.strip_prefix("-I") {
                Some(p) => (p.to_string(), false),
                None => {
                    kept.push(a);
                    continue;
                }
            },
        };
        if is_toolkit(&path) {
            left_out.push(format!(
                "-I{path} (a CUDA toolkit's headers: nvcc uses its own)"
            ));
        } else if pair {
            kept.extend([a, path]);
        } else {
            kept.push(a);
        }
    }
    (kept, left_out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_build_file_that_says_something_within_the_project() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::create_dir_all(root.join("src/kernels")).unwrap();
        std::fs::create_dir_all(root.join("toolkit/include")).unwrap();
        std::fs::write(root.join("toolkit/include/cuda_runtime.h"), "").unwrap();
        std::fs::write(
            root.join("CMakeLists.txt"),
            "include_directories(src toolkit/include)\n",
        )
        .unwrap();
        // A Makefile that runs no nvcc says nothing: the search goes on upward.
        std::fs::write(root.join("src/Makefile"), "docs:\n\tdoxygen\n").unwrap();
        let kernel = root.join("src/kernels/gemm.cu");
        std::fs::write(&kernel, "").unwrap();
        let found = for_file(&kernel).unwrap();
        let root = std::fs::canonicalize(root).unwrap();
        assert_eq!(found.source, root.join("CMakeLists.txt"));
        assert_eq!(found.args, [format!("-I{}", root.join("src").display())]);
        assert_eq!(found.left_out.len(), 1, "{:?}", found.left_out);
    }
}
