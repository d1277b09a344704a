//! The unified diff of the rewrite, coloured on a terminal.

use similar::TextDiff;
use std::path::{Path, PathBuf};

pub fn unified(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(old_name, new_name)
        .to_string()
}

/// The path a patch names for `file`: relative to the git work tree that holds it (what `git apply`
/// expects, from anywhere in that tree), else relative to the current directory, else as given.
pub fn patch_path(file: &Path) -> String {
    let absolute = std::fs::canonicalize(file).unwrap_or_else(|_| file.to_path_buf());
    let work_tree = absolute
        .ancestors()
        .skip(1)
        .find(|dir| dir.join(".git").exists())
        .map(Path::to_path_buf);
    let cwd = std::env::current_dir()
        .ok()
        .and_then(|d| std::fs::canonicalize(d).ok());
    let relative = [work_tree, cwd]
        .into_iter()
        .flatten()
        .find_map(|base| absolute.strip_prefix(&base).ok().map(PathBuf::from))
        .unwrap_or_else(|| file.to_path_buf());
    relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .filter(|c| c != "." && c != "/")
        .collect::<Vec<_>>()
        .join("/")
}

pub fn colourise(diff: &str) -> String {
    diff.lines()
        .map(|line| {
            let colour = if line.starts_with("+++") || line.starts_with("---") {
                "1"
            } else if line.starts_with('+') {
                "32"
            } else if line.starts_with('-') {
                "31"
            } else if line.starts_with("@@") {
                "36"
            } else {
                return format!("{line}\n");
            };
            format!("\x1b[{colour}m{line}\x1b[0m\n")
        })
        .collect()
}

/// Applies a unified diff produced by `unified` to `old` (used by the tests to check the diff is honest).
pub fn apply_unified(old: &str, diff: &str) -> Option<String> {
    let old_lines: Vec<&str> = old.split_inclusive('\n').collect();
    let mut out = String::new();
    let mut pos = 0usize;
    let mut lines = diff.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        if let Some(rest) = line.strip_prefix("@@ -") {
            let start: usize = rest.split([',', ' ']).next()?.parse().ok()?;
            let start = start.saturating_sub(1);
            while pos < start {
                out.push_str(old_lines.get(pos)?);
                pos += 1;
            }
            while let Some(next) = lines.peek() {
                if next.starts_with("@@") {
                    break;
                }
                let next = lines.next()?;
                if next.starts_with("\\ No newline") {
                    if out.ends_with('\n') {
                        out.pop();
                    }
                    continue;
                }
                match next.chars().next() {
                    Some(' ') => {
                        out.push_str(old_lines.get(pos)?);
                        pos += 1;
                    }
                    Some('-') => pos += 1,
                    Some('+') => out.push_str(&next[1..]),
                    _ => return None,
                }
            }
        }
    }
    while pos < old_lines.len() {
        out.push_str(old_lines[pos]);
        pos += 1;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_round_trips() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\n";
        let new = "a\nB\nc\nd\ne\nf\ng\nh2\nh3\ni\n";
        let d = unified(old, new, "a/x.cu", "b/x.cu");
        assert!(d.contains("-b\n+B\n"));
        assert_eq!(apply_unified(old, &d).as_deref(), Some(new));
    }
}
