//! Include folders found in the project: a quoted include (`#include "gemm.cuh"`) that neither the
//! file's folder nor the project's flags hold is looked up in the project (the git work tree or the
//! build file's folder, `crate::files::project_root`), and the folder that holds it under that name
//! is passed as `-I`. Projects built with tools kpipe does not read (xmake, Bazel, a shell script)
//! keep their headers in `include/`; nvcc finds them as the project's build does, without set-up by
//! hand. A name that two folders hold is left to the user (`-- -I DIR`), and the report says so.

use std::path::{Path, PathBuf};

/// Files looked at in the project before the search stops: a checkout of a large project is not
/// walked whole.
const MAX_FILES: usize = 20_000;

/// Folders never searched: version control, and the build trees of other tools.
const SKIPPED: [&str; 4] = [".git", "node_modules", "__pycache__", ".cache"];

/// The folders to add (`-I`) for `file`'s quoted includes that none of `dirs` (nor the file's own
/// folder) holds, each with the name it holds; and a note for each name found in more than one
/// folder.
pub fn missing_include_dirs(
    file: &Path,
    dirs: &[PathBuf],
) -> (Vec<(String, PathBuf)>, Vec<String>) {
    let Ok(text) = std::fs::read_to_string(file) else {
        return (Vec::new(), Vec::new());
    };
    let here = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let missing: Vec<String> = crate::source::includes::include_directives(&text)
        .into_iter()
        .filter(|d| !d.angled)
        .map(|d| d.name)
        .filter(|name| {
            !std::iter::once(&here)
                .chain(dirs)
                .any(|d| d.join(name).is_file())
        })
        .collect();
    if missing.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let files = project_files(&crate::files::project_root(file));
    let (mut found, mut notes) = (Vec::new(), Vec::new());
    for name in &missing {
        let holders: Vec<PathBuf> = files
            .iter()
            .filter_map(|f| folder_holding(f, name))
            .collect();
        match holders.as_slice() {
            [dir] => {
                if !found.iter().any(|(_, d)| d == dir) {
                    found.push((name.clone(), dir.clone()));
                }
            }
            [] => {}
            several => notes.push(format!(
                "`{name}` is in {} folders of the project ({}): give the one the build uses after `--` (`-I DIR`)",
                several.len(),
                several.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(", ")
            )),
        }
    }
    (found, notes)
}

/// The folder that holds `file` as `name` (`include/` for `include/gemm.cuh` and `gemm.cuh`,
/// `src/` for `src/utils/x.h` and `utils/x.h`).
fn folder_holding(file: &Path, name: &str) -> Option<PathBuf> {
    let mut dir = file.to_path_buf();
    for _ in Path::new(name).components() {
        dir = dir.parent()?.to_path_buf();
    }
    (dir.join(name) == file).then_some(dir)
}

/// The project's files, breadth first, at most `MAX_FILES`.
fn project_files(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut queue = std::collections::VecDeque::from([root.to_path_buf()]);
    while let Some(dir) = queue.pop_front() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            if out.len() >= MAX_FILES {
                return out;
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                if !SKIPPED.contains(&name) && !path.is_symlink() {
                    queue.push_back(path);
                }
            } else {
                out.push(path);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_of_the_project_gives_its_folder_and_a_name_in_two_folders_gives_none() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir(root.join(".git")).unwrap();
        for folder in ["include", "src/simt", "third/a", "third/b"] {
            std::fs::create_dir_all(root.join(folder)).unwrap();
        }
        std::fs::write(root.join("include/gemm.cuh"), "").unwrap();
        std::fs::write(root.join("third/a/twice.h"), "").unwrap();
        std::fs::write(root.join("third/b/twice.h"), "").unwrap();
        std::fs::write(root.join("src/simt/near.h"), "").unwrap();
        let kernel = root.join("src/simt/k.cu");
        std::fs::write(
            &kernel,
            "#include \"gemm.cuh\"\n#include \"near.h\"\n#include \"twice.h\"\n#include <cuda.h>\n",
        )
        .unwrap();
        let (found, notes) = missing_include_dirs(&kernel, &[]);
        assert_eq!(found, vec![("gemm.cuh".to_string(), root.join("include"))]);
        assert!(
            notes
                .iter()
                .any(|n| n.contains("`twice.h` is in 2 folders")),
            "{notes:?}"
        );
        // A folder the flags give already holds it: nothing to add.
        let (found, _) = missing_include_dirs(&kernel, &[root.join("include")]);
        assert!(found.is_empty());
    }
}
