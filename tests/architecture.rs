//! The shape of the code, checked like its behaviour: the modules' imports form no circle and
//! point down the layers that `src/lib.rs` lists, and no function grows past what a reader can
//! hold. `docs/ARCHITECTURE.md` explains the layers; this test keeps them true.
//!
//! The imports are read from the source text (`use` items and `crate::`/`super::`/`self::` paths
//! outside comments, strings and `#[cfg(test)]` blocks), one node per file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, from the bottom up: a module may use its own layer and those below it.
const LAYERS: &[&[&str]] = &[
    &[
        "diagnostics",
        "catalogue",
        "cleanup",
        "guard",
        "files",
        "trace",
    ],
    &["source"],
    &["recognize"],
    &["analysis"],
    &["launch"],
    &["symbolic"],
    &["rewrite"],
    &["toolchain", "gpu"],
    &["pipeline"],
    &["prove"],
    &["choice"],
    &["report"],
    &["cli"],
];

/// Imports that point up a layer, each with why (at most two).
const BACK_IMPORTS: &[(&str, &str, &str)] = &[];

/// The longest a function may be, in lines from its `fn` to its closing brace.
const MAX_FUNCTION_LINES: usize = 100;

type Module = Vec<String>;

fn source_files() -> BTreeMap<Module, PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(&root).unwrap().with_extension("");
                let mut module: Module = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if module.last().is_some_and(|m| m == "mod" || m == "lib") {
                    module.pop();
                }
                if module != ["main"] {
                    files.insert(module, path);
                }
            }
        }
    }
    files
}

/// The text with comments, string and char literals blanked, so only code is read.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if let Some(comment) = rest.strip_prefix("/*") {
            i += comment.find("*/").map_or(rest.len(), |j| j + 4);
        } else if let Some(skip) = raw_string_len(text, i) {
            out.push_str("\"\"");
            i += skip;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i = j + 1;
        } else if let Some(len) = char_literal_len(rest) {
            out.push_str("' '");
            i += len;
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length of a raw string literal (`r"..."`, `r#"..."#`, `br"..."`) starting at `i`.
fn raw_string_len(text: &str, i: usize) -> Option<usize> {
    let before = text[..i].chars().next_back();
    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let rest = &text[i..];
    let after_r = rest.strip_prefix("br").or_else(|| rest.strip_prefix('r'))?;
    let hashes = after_r.len() - after_r.trim_start_matches('#').len();
    let body = after_r[hashes..].strip_prefix('"')?;
    let close = format!("\"{}", "#".repeat(hashes));
    let end = body.find(&close)?;
    Some(rest.len() - body.len() + end + close.len())
}

/// The length of a char literal (`'a'`, `'\n'`, `'\''`) at the start of `rest`; None for a lifetime.
fn char_literal_len(rest: &str) -> Option<usize> {
    let mut chars = rest.char_indices().skip(1);
    let (_, c) = chars.next()?;
    if c == '\\' {
        let close = rest[2..].find('\'')?;
        return Some(close + 3).filter(|&n| n <= 12);
    }
    let (at, close) = chars.next()?;
    (close == '\'').then_some(at + 1)
}

/// The code without its `#[cfg(test)]` items (the brace block after each).
fn without_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let Some(open) = after.find(['{', ';']) else {
            return out;
        };
        if after.as_bytes()[open] == b';' {
            rest = &after[open + 1..];
            continue;
        }
        let mut depth = 0;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The paths a file's code names: each `use` tree expanded, and every `crate::`, `super::` or
/// `self::` path.
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let word_start =
            at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let after = &rest[at + 4..];
        let Some(end) = after.find(';') else { break };
        if word_start {
            let words: Vec<&str> = after[..end].split_whitespace().collect();
            // `x as y` keeps `x`: the renaming is marked before the spaces go.
            let tree: String = words.join(" ").replace(" as ", "@").replace(' ', "");
            expand_use("", &tree, &mut paths);
        }
        rest = &after[end..];
    }
    let bytes = code.as_bytes();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            if at > 0
                && (bytes[at - 1].is_ascii_alphanumeric()
                    || bytes[at - 1] == b'_'
                    || bytes[at - 1] == b':')
            {
                continue;
            }
            let len = code[at..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(code.len() - at);
            let path = code[at..at + len].trim_end_matches(':');
            // `crate::{a, b}` is a use tree, read above.
            if path.contains("::") {
                paths.push(path.to_string());
            }
        }
    }
    paths
}

/// `a::{b, c::{d}}` as `a::b`, `a::c::d`.
fn expand_use(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let Some(open) = tree.find('{') else {
        let path = tree.split('@').next().unwrap_or(tree);
        out.push(format!("{prefix}{path}"));
        return;
    };
    let head = format!("{prefix}{}", &tree[..open]);
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut depth = 0;
    let mut item = String::new();
    for c in inner.chars().chain([',']) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                if !item.is_empty() {
                    expand_use(&head, &std::mem::take(&mut item), out);
                }
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
}

/// The file a path names: its longest prefix that is a module.
fn target(
    path: &str,
    from: &Module,
    is_folder: bool,
    modules: &BTreeMap<Module, PathBuf>,
) -> Option<Module> {
    let mut parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
    let mut base: Module = match parts.first() {
        Some(&"crate") => {
            parts.remove(0);
            Vec::new()
        }
        Some(&"super") | Some(&"self") => {
            // `self` of a file module is the module itself; of a folder's `mod.rs`, the folder.
            let mut base = from.clone();
            while let Some(&p) = parts.first() {
                if p == "super" {
                    base.pop();
                } else if p != "self" {
                    break;
                }
                parts.remove(0);
            }
            let _ = is_folder;
            base
        }
        _ => return None,
    };
    base.extend(parts.iter().map(|p| p.to_string()));
    (0..=base.len())
        .rev()
        .map(|n| base[..n].to_vec())
        .find(|m| modules.contains_key(m))
}

fn imports() -> BTreeMap<Module, BTreeSet<Module>> {
    let modules = source_files();
    let mut edges = BTreeMap::new();
    for (module, path) in &modules {
        let code = without_tests(&code_only(&std::fs::read_to_string(path).unwrap()));
        let is_folder = path.ends_with("mod.rs") || path.ends_with("lib.rs");
        let targets: BTreeSet<Module> = named_paths(&code)
            .iter()
            .filter_map(|p| target(p, module, is_folder, &modules))
            .filter(|t| t != module)
            .collect();
        edges.insert(module.clone(), targets);
    }
    edges
}

fn name(m: &Module) -> String {
    if m.is_empty() {
        "lib".into()
    } else {
        m.join("::")
    }
}

fn layer(m: &Module) -> usize {
    let Some(top) = m.first() else {
        return LAYERS.len();
    };
    LAYERS
        .iter()
        .position(|l| l.contains(&top.as_str()))
        .unwrap_or_else(|| panic!("`{top}` is in no layer: add it to LAYERS and to lib.rs"))
}

/// The strongly connected components of more than one file (Tarjan).
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, (usize, usize)>,
        stack: Vec<&'a Module>,
        next: usize,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a Module) {
            self.index.insert(v, (self.next, self.next));
            self.next += 1;
            self.stack.push(v);
            for w in &self.edges[v] {
                match self.index.get(w).copied() {
                    None => {
                        self.visit(w);
                        let low = self.index[w].1.min(self.index[v].1);
                        self.index.get_mut(v).unwrap().1 = low;
                    }
                    Some((i, _)) if self.stack.contains(&w) => {
                        let low = i.min(self.index[v].1);
                        self.index.get_mut(v).unwrap().1 = low;
                    }
                    _ => {}
                }
            }
            if self.index[v].0 == self.index[v].1 {
                let mut part = Vec::new();
                while let Some(w) = self.stack.pop() {
                    part.push(name(w));
                    if w == v {
                        break;
                    }
                }
                if part.len() > 1 {
                    part.sort();
                    self.found.push(part);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        stack: Vec::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

#[test]
fn the_imports_form_no_circle() {
    let found = circles(&imports());
    assert!(found.is_empty(), "files that import each other: {found:#?}");
}

#[test]
fn imports_point_down_the_layers() {
    let mut up = Vec::new();
    for (from, targets) in imports() {
        for to in targets {
            let allowed = BACK_IMPORTS
                .iter()
                .any(|(a, b, _)| *a == name(&from) && *b == name(&to));
            if layer(&to) > layer(&from) && !allowed {
                up.push(format!("{} -> {}", name(&from), name(&to)));
            }
        }
    }
    assert!(
        up.is_empty(),
        "imports that point up a layer (src/lib.rs lists the layers): {up:#?}"
    );
    assert!(BACK_IMPORTS.len() <= 2);
}

#[test]
fn the_imports_reader_reads_use_trees_and_paths() {
    let code = code_only(
        "use crate::a::{b, c::{d, e as f}};\n// use crate::z;\nlet s = \"crate::y\"; super::g::h(); r#\"crate::w\"#;",
    );
    let paths = named_paths(&code);
    for expected in [
        "crate::a::b",
        "crate::a::c::d",
        "crate::a::c::e",
        "super::g::h",
    ] {
        assert!(
            paths.iter().any(|p| p == expected),
            "{expected} in {paths:?}"
        );
    }
    assert!(!paths
        .iter()
        .any(|p| p.contains('z') || p.contains('y') || p.contains('w')));
    assert_eq!(
        without_tests("a\n#[cfg(test)]\nmod tests { use x; { } }\nb"),
        "a\n\nb"
    );
}

/// Every `fn` in `src/` with its length in lines (from rustfmt's layout: the closing brace at the
/// `fn`'s own indentation).
fn function_lengths() -> Vec<(String, usize)> {
    let mut found = Vec::new();
    for (module, path) in source_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let trimmed = line.trim_start();
            let indent = &line[..line.len() - trimmed.len()];
            let Some(fn_name) = fn_name(trimmed) else {
                continue;
            };
            if line.trim_end().ends_with(';') {
                continue;
            }
            let close = format!("{indent}}}");
            let end = if line.trim_end().ends_with('}') {
                1
            } else {
                lines[i..]
                    .iter()
                    .position(|l| *l == close)
                    .map_or(1, |n| n + 1)
            };
            found.push((format!("{}::{fn_name}", name(&module)), end));
        }
    }
    found.sort_by_key(|f| std::cmp::Reverse(f.1));
    found
}

/// The name of the function a line declares.
fn fn_name(line: &str) -> Option<&str> {
    let mut words = line.split_whitespace();
    loop {
        let w = words.next()?;
        if w == "fn" {
            let next = words.next()?;
            return next.split(['(', '<']).next();
        }
        let qualifier =
            w.starts_with("pub") || matches!(w, "const" | "unsafe" | "async" | "extern");
        if !qualifier {
            return None;
        }
    }
}

#[test]
fn no_function_is_longer_than_a_reader_can_hold() {
    let mut over = Vec::new();
    for (f, lines) in function_lengths() {
        if lines > MAX_FUNCTION_LINES {
            over.push(format!("{f}: {lines} lines (at most {MAX_FUNCTION_LINES})"));
        }
    }
    assert!(over.is_empty(), "split these functions: {over:#?}");
}
