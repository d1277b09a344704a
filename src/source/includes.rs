//! The local headers a file includes, found as the compiler finds them: `#include "x"` is looked up
//! in the including file's folder first, then in each include directory (`-I DIR`) in order;
//! `#include <x>` only in the include directories, so a project's own header included with angle
//! brackets (`#include <helper_cuda.h>` with `-I Common`) is read and a system header (found in no
//! directory the user gave) is not, nor reported missing. Headers are read transitively (a
//! header's own includes, from its folder), each file once, at most `MAX_DEPTH` deep and
//! `MAX_HEADERS` in all: a cycle or a tower of headers ends there instead of looping.
//!
//! This module only decides what to read; the reading itself is the caller's (`files::read_header`
//! at the command layer), so the walk is a pure function of the texts it is handed.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

/// Headers nested deeper than this are not read (a compiler's own limit is about 200; real kernels
/// need a handful).
pub const MAX_DEPTH: usize = 16;
/// At most this many headers are read for one file.
pub const MAX_HEADERS: usize = 64;

/// One `#include "name"` or `#include <name>` of a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Directive {
    /// The name between the quotes or the angle brackets, as written.
    pub name: String,
    /// The 1-based line of the directive.
    pub line: usize,
    /// `<name>`: looked up in the include directories only, and not missed when none holds it.
    pub angled: bool,
}

/// A header that was found and read.
#[derive(Debug, Clone)]
pub struct Header {
    /// The path it was read from (the folder it was found in, joined with the name as written).
    pub path: PathBuf,
    pub text: String,
}

/// A quoted include that no folder holds (or that could not be read as text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missing {
    pub name: String,
    /// The file whose directive names it, and the directive's line.
    pub from: PathBuf,
    pub line: usize,
}

/// What a file's quoted includes bring: the headers read, in the order the compiler meets them, and
/// those that were not found.
#[derive(Debug, Clone, Default)]
pub struct Includes {
    pub headers: Vec<Header>,
    pub missing: Vec<Missing>,
}

/// The `#include "name"` and `#include <name>` directives of `text`, in order. Directives inside
/// block comments are left out.
pub fn include_directives(text: &str) -> Vec<Directive> {
    let mut out = Vec::new();
    let mut in_comment = false;
    for (i, line) in text.lines().enumerate() {
        let code = code_of_line(line, &mut in_comment);
        let Some(rest) = code.trim_start().strip_prefix('#') else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix("include") else {
            continue;
        };
        let rest = rest.trim_start();
        let (angled, close) = match rest.chars().next() {
            Some('"') => (false, '"'),
            Some('<') => (true, '>'),
            _ => continue,
        };
        let named = &rest[1..];
        if let Some(end) = named.find(close).filter(|&e| e > 0) {
            out.push(Directive {
                name: named[..end].to_string(),
                line: i + 1,
                angled,
            });
        }
    }
    out
}

/// The line without its comments (a block comment may carry over from the lines before).
fn code_of_line(line: &str, in_comment: &mut bool) -> String {
    let mut out = String::new();
    let mut rest = line;
    loop {
        if *in_comment {
            match rest.find("*/") {
                Some(end) => {
                    rest = &rest[end + 2..];
                    *in_comment = false;
                }
                None => return out,
            }
        }
        let block = rest.find("/*");
        let line_comment = rest.find("//");
        match (block, line_comment) {
            (Some(b), l) if l.is_none_or(|l| b < l) => {
                // A space where the comment was, as the preprocessor leaves one.
                out.push_str(&rest[..b]);
                out.push(' ');
                rest = &rest[b + 2..];
                *in_comment = true;
            }
            (_, Some(l)) => {
                out.push_str(&rest[..l]);
                return out;
            }
            _ => {
                out.push_str(rest);
                return out;
            }
        }
    }
}

/// Where the compiler looks for `#include "name"` written in `including`: its folder, then each
/// include directory, in order (for `#include <name>`, `angled`, only the include directories). An
/// absolute name is only itself.
pub fn candidates(including: &Path, name: &str, dirs: &[PathBuf], angled: bool) -> Vec<PathBuf> {
    let name_path = Path::new(name);
    if name_path.is_absolute() {
        return vec![name_path.to_path_buf()];
    }
    let own = including.parent().unwrap_or(Path::new(""));
    std::iter::once(own)
        .filter(|_| !angled)
        .chain(dirs.iter().map(PathBuf::as_path))
        .map(|dir| normal(&dir.join(name_path)))
        .collect()
}

/// A path with its `.` components removed and each `dir/..` folded, so two spellings of one header
/// are read once (`include/../include/a.cuh` is `include/a.cuh`).
fn normal(path: &Path) -> PathBuf {
    let mut out: Vec<Component> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.last(), Some(Component::Normal(_))) => {
                out.pop();
            }
            _ => out.push(c),
        }
    }
    out.iter().collect()
}

/// The headers `text` (the file at `file`) includes with quotes, transitively, as `read` returns
/// them (None: no such file, or not readable text). Each header is read once however many files
/// include it; the file itself is never read again as its own header.
pub fn read_includes(
    file: &Path,
    text: &str,
    dirs: &[PathBuf],
    read: &mut dyn FnMut(&Path) -> Option<String>,
) -> Includes {
    let mut walk = Walk {
        dirs,
        read,
        seen: HashSet::from([normal(file)]),
        out: Includes::default(),
    };
    walk.file(file, text, 0);
    walk.out
}

/// The state of one walk through the includes.
struct Walk<'a> {
    dirs: &'a [PathBuf],
    read: &'a mut dyn FnMut(&Path) -> Option<String>,
    /// Every file read or being read (the including file first): a cycle stops here.
    seen: HashSet<PathBuf>,
    out: Includes,
}

impl Walk<'_> {
    /// The quoted includes of `file` (its `text`), each header found read and walked in turn, the
    /// way the preprocessor meets them.
    fn file(&mut self, file: &Path, text: &str, depth: usize) {
        if depth >= MAX_DEPTH {
            return;
        }
        for d in include_directives(text) {
            let found = candidates(file, &d.name, self.dirs, d.angled)
                .into_iter()
                .find_map(|path| {
                    if self.seen.contains(&path) {
                        return Some((path, None));
                    }
                    (self.read)(&path).map(|text| (path, Some(text)))
                });
            match found {
                // Already read (or the file itself): an include guard's second visit.
                Some((_, None)) => {}
                Some((path, Some(text))) => {
                    if self.out.headers.len() == MAX_HEADERS {
                        return;
                    }
                    self.seen.insert(path.clone());
                    self.out.headers.push(Header {
                        path: path.clone(),
                        text: text.clone(),
                    });
                    self.file(&path, &text, depth + 1);
                }
                None if d.angled => {}
                None => self.out.missing.push(Missing {
                    name: d.name,
                    from: file.to_path_buf(),
                    line: d.line,
                }),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The walk over an in-memory folder tree, and the most reads of any one path.
    fn walk(file: &str, text: &str, dirs: &[&str], files: &[(&str, &str)]) -> (Includes, usize) {
        let files: HashMap<PathBuf, String> = files
            .iter()
            .map(|(p, t)| (PathBuf::from(p), t.to_string()))
            .collect();
        let mut reads: HashMap<PathBuf, usize> = HashMap::new();
        let dirs: Vec<PathBuf> = dirs.iter().map(PathBuf::from).collect();
        let mut read = |p: &Path| {
            *reads.entry(p.to_path_buf()).or_default() += 1;
            files.get(p).cloned()
        };
        let out = read_includes(Path::new(file), text, &dirs, &mut read);
        let most = reads.values().copied().max().unwrap_or(0);
        (out, most)
    }

    fn paths(i: &Includes) -> Vec<String> {
        i.headers
            .iter()
            .map(|h| h.path.display().to_string())
            .collect()
    }

    #[test]
    fn include_directives_skip_comments_and_mark_angle_brackets() {
        let text = "#include <cuda.h>\n#include \"a.cuh\"\n  #  include   \"sub/b.h\" // why\n// #include \"c.h\"\n/* #include \"d.h\"\n#include \"e.h\" */ #include \"f.h\"\n";
        let names: Vec<(String, usize, bool)> = include_directives(text)
            .into_iter()
            .map(|d| (d.name, d.line, d.angled))
            .collect();
        // A comment before `#` is a space, as the preprocessor reads it: `f.h` is included.
        assert_eq!(
            names,
            [
                ("cuda.h".to_string(), 1, true),
                ("a.cuh".to_string(), 2, false),
                ("sub/b.h".to_string(), 3, false),
                ("f.h".to_string(), 6, false)
            ]
        );
    }

    #[test]
    fn an_angled_include_is_read_from_the_include_directories_only_and_never_missed() {
        let (out, _) = walk(
            "src/k.cu",
            "#include <helper.h>\n#include <cuda_runtime.h>\n#include <near.h>\n",
            &["Common"],
            &[
                ("Common/helper.h", "#define MAX(a, b) (a > b ? a : b)"),
                ("src/near.h", "x"),
            ],
        );
        // `<near.h>` is not looked up beside the file, and the system header is not missing.
        assert_eq!(paths(&out), ["Common/helper.h"]);
        assert!(out.missing.is_empty(), "{:?}", out.missing);
    }

    #[test]
    fn the_including_folder_comes_before_the_include_directories() {
        let dirs = [PathBuf::from("include"), PathBuf::from("/opt/x")];
        assert_eq!(
            candidates(Path::new("src/k.cu"), "u.cuh", &dirs, false),
            [
                PathBuf::from("src/u.cuh"),
                PathBuf::from("include/u.cuh"),
                PathBuf::from("/opt/x/u.cuh")
            ]
        );
        assert_eq!(
            candidates(Path::new("k.cu"), "../inc/u.cuh", &[], false),
            [PathBuf::from("../inc/u.cuh")]
        );
        // The same header spelt through `..` is the same path, so it is read once.
        assert_eq!(
            candidates(Path::new("src/k.cu"), "../include/u.cuh", &[], false),
            [PathBuf::from("include/u.cuh")]
        );
    }

    #[test]
    fn a_header_in_the_file_folder_wins_over_one_in_an_include_directory() {
        let (out, _) = walk(
            "src/k.cu",
            "#include \"u.cuh\"\n",
            &["include"],
            &[("src/u.cuh", "near"), ("include/u.cuh", "far")],
        );
        assert_eq!(paths(&out), ["src/u.cuh"]);
        assert_eq!(out.headers[0].text, "near");
    }

    #[test]
    fn headers_are_read_transitively_from_their_own_folder_and_once() {
        let (out, most) = walk(
            "src/k.cu",
            "#include \"a.cuh\"\n#include \"b.cuh\"\n",
            &["include"],
            &[
                (
                    "include/a.cuh",
                    "#include \"detail/c.cuh\"\n#include \"b.cuh\"\n",
                ),
                ("include/detail/c.cuh", "#define C 1\n"),
                ("include/b.cuh", "#define B 2\n"),
            ],
        );
        assert_eq!(
            paths(&out),
            ["include/a.cuh", "include/detail/c.cuh", "include/b.cuh"]
        );
        assert!(out.missing.is_empty());
        assert_eq!(most, 1, "every header is read once");
    }

    #[test]
    fn a_cycle_ends_and_the_file_is_not_its_own_header() {
        let (out, most) = walk(
            "k.cu",
            "#include \"a.h\"\n",
            &[],
            &[
                ("a.h", "#include \"b.h\"\n"),
                ("b.h", "#include \"a.h\"\n#include \"k.cu\"\n"),
                ("k.cu", "never read"),
            ],
        );
        assert_eq!(paths(&out), ["a.h", "b.h"]);
        assert_eq!(most, 1);
    }

    #[test]
    fn a_missing_header_is_named_with_the_directive_that_wants_it() {
        let (out, _) = walk(
            "src/k.cu",
            "#include <cuda_runtime.h>\n\n#include \"utils.cuh\"\n",
            &[],
            &[("include/utils.cuh", "")],
        );
        assert!(out.headers.is_empty());
        assert_eq!(
            out.missing,
            [Missing {
                name: "utils.cuh".to_string(),
                from: PathBuf::from("src/k.cu"),
                line: 3
            }]
        );
    }

    #[test]
    fn a_tower_of_headers_stops_at_the_depth_limit() {
        let names: Vec<String> = (0..MAX_DEPTH + 5).map(|i| format!("h{i}.h")).collect();
        let texts: Vec<String> = (0..MAX_DEPTH + 5)
            .map(|i| format!("#include \"h{}.h\"\n", i + 1))
            .collect();
        let files: Vec<(&str, &str)> = names
            .iter()
            .zip(&texts)
            .map(|(n, t)| (n.as_str(), t.as_str()))
            .collect();
        let (out, _) = walk("k.cu", "#include \"h0.h\"\n", &[], &files);
        assert_eq!(out.headers.len(), MAX_DEPTH);
    }
}
