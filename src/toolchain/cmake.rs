//! The nvcc flags a CMake project gives its CUDA sources, read from its `CMakeLists.txt` files
//! without running CMake: FindCUDA's `cuda_add_executable` writes no `compile_commands.json`
//! entries for `.cu` files, and a user may never have configured the project at all.
//!
//! Read: include folders (`include_directories`, `target_include_directories`), macros
//! (`add_definitions`, `add_compile_definitions`, `target_compile_definitions`), options
//! (`add_compile_options`, `target_compile_options`), the CUDA flag variables (`CUDA_NVCC_FLAGS`,
//! `CMAKE_CUDA_FLAGS`) and `CMAKE_CUDA_STANDARD`. Variables set in the files are expanded as CMake
//! does (an unset one is empty); an include folder or macro built from what only a configured build
//! knows (a package's include folder, the environment, a generator expression) is left out and
//! named. Every branch of an `if` is read, in order: the flags kpipe keeps say how the source is
//! read, which rarely depends on the build type, and the ones that do (optimisation, debug) are
//! dropped later anyway.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// One command of a CMake file: its name in lower case and its arguments (quoted ones kept whole).
#[derive(Debug)]
struct Command {
    name: String,
    args: Vec<Argument>,
}

#[derive(Debug)]
struct Argument {
    text: String,
    quoted: bool,
}

/// The flags of `lists` (the `CMakeLists.txt` files from the project's top down to the file's
/// folder, read in that order as `add_subdirectory` would), and what was left out and why.
pub fn flags(lists: &[PathBuf]) -> (Vec<String>, Vec<String>) {
    let mut reader = Reader::default();
    for (i, list) in lists.iter().enumerate() {
        let Ok(text) = std::fs::read_to_string(list) else {
            continue;
        };
        let dir = list
            .parent()
            .unwrap_or(Path::new("."))
            .display()
            .to_string();
        if i == 0 {
            for name in ["PROJECT_SOURCE_DIR", "CMAKE_SOURCE_DIR"] {
                reader.variables.insert(name.into(), dir.clone());
            }
        }
        for name in ["CMAKE_CURRENT_SOURCE_DIR", "CMAKE_CURRENT_LIST_DIR"] {
            reader.variables.insert(name.into(), dir.clone());
        }
        reader.dir = PathBuf::from(&dir);
        for command in commands(&text) {
            reader.command(&command);
        }
    }
    reader.finish()
}

#[derive(Default)]
struct Reader {
    variables: HashMap<String, String>,
    /// The folder of the file being read: relative include folders are resolved against it.
    dir: PathBuf,
    flags: Vec<String>,
    left_out: Vec<String>,
}

impl Reader {
    fn command(&mut self, c: &Command) {
        let args = &c.args;
        match c.name.as_str() {
            "set" => self.set(args),
            "list" | "string" if args.len() >= 2 && args[0].text == "APPEND" => {
                let name = self.expand(&args[1].text).0;
                let old = self.variables.get(&name).cloned().unwrap_or_default();
                let joiner = if c.name == "list" && !old.is_empty() {
                    ";"
                } else {
                    ""
                };
                let items: Vec<String> = args[2..].iter().map(|a| self.expand(&a.text).0).collect();
                let sep = if c.name == "list" { ";" } else { "" };
                self.variables.insert(name, old + joiner + &items.join(sep));
            }
            "project" if !args.is_empty() => {
                let name = self.expand(&args[0].text).0;
                let dir = self.dir.display().to_string();
                self.variables.insert("PROJECT_NAME".into(), name.clone());
                self.variables.insert(format!("{name}_SOURCE_DIR"), dir);
            }
            "find_path" | "find_file" => self.find_path(args, c.name == "find_file"),
            "include_directories" => self.includes(args),
            "target_include_directories" if !args.is_empty() => self.includes(&args[1..]),
            "add_definitions" | "add_compile_options" => self.options(args, false),
            "target_compile_options" if !args.is_empty() => self.options(&args[1..], false),
            "add_compile_definitions" => self.options(args, true),
            "target_compile_definitions" if !args.is_empty() => self.options(&args[1..], true),
            _ => {}
        }
    }

    /// `set(VAR values... [CACHE type doc [FORCE]] [PARENT_SCOPE])`; `set(VAR)` unsets.
    fn set(&mut self, args: &[Argument]) {
        let Some(first) = args.first() else { return };
        let name = self.expand(&first.text).0;
        let values: Vec<String> = args[1..]
            .iter()
            .take_while(|a| a.quoted || !matches!(a.text.as_str(), "CACHE" | "PARENT_SCOPE"))
            .map(|a| self.expand(&a.text).0)
            .collect();
        if values.is_empty() {
            self.variables.remove(&name);
        } else {
            self.variables.insert(name, values.join(";"));
        }
    }

    /// `find_path(VAR NAMES name... HINTS|PATHS dir... PATH_SUFFIXES sub...)` (or the short
    /// `find_path(VAR name dir...)`): VAR is the first of the given folders (or a suffix below one)
    /// that holds one of the names, as CMake would find it there; the system's folders are not
    /// searched (a project's own header is what a kernel's flags need). `find_file` gives the
    /// file's path. Nothing found leaves VAR unset, and its uses are named as left out.
    fn find_path(&mut self, args: &[Argument], file: bool) {
        let Some(var) = args.first().map(|a| self.expand(&a.text).0) else {
            return;
        };
        let (mut names, mut dirs, mut suffixes) = (Vec::new(), Vec::new(), vec![String::new()]);
        // The short form `find_path(VAR name dir...)` starts with the name, then folders.
        let mut section = "PATHS";
        for (i, a) in args.iter().enumerate().skip(1) {
            let keyword = !a.quoted && a.text.chars().all(|c| c.is_ascii_uppercase() || c == '_');
            if keyword {
                section = if a.text == "HINTS" { "PATHS" } else { &a.text };
                continue;
            }
            let value = self.expand(&a.text).0;
            match section {
                _ if i == 1 => names.push(value),
                "NAMES" => names.push(value),
                "PATHS" => dirs.push(value),
                "PATH_SUFFIXES" => suffixes.push(value),
                _ => {}
            }
        }
        for dir in &dirs {
            for suffix in &suffixes {
                let base = match suffix.is_empty() {
                    true => self.dir.join(dir),
                    false => self.dir.join(dir).join(suffix),
                };
                if let Some(name) = names.iter().find(|n| base.join(n).is_file()) {
                    let found = if file { base.join(name) } else { base };
                    self.variables.insert(var, found.display().to_string());
                    return;
                }
            }
        }
    }

    fn includes(&mut self, args: &[Argument]) {
        const KEYWORDS: [&str; 6] = [
            "SYSTEM",
            "AFTER",
            "BEFORE",
            "INTERFACE",
            "PUBLIC",
            "PRIVATE",
        ];
        for item in self.items(args, &KEYWORDS) {
            let path = Path::new(&item);
            let path = match path.is_relative() {
                true => self.dir.join(path),
                false => path.to_path_buf(),
            };
            self.flags.push(format!("-I{}", path.display()));
        }
    }

    /// Options or (`definitions`) macro definitions, which get their `-D`.
    fn options(&mut self, args: &[Argument], definitions: bool) {
        const KEYWORDS: [&str; 4] = ["INTERFACE", "PUBLIC", "PRIVATE", "BEFORE"];
        for item in self.items(args, &KEYWORDS) {
            match definitions && !item.starts_with("-D") {
                true => self.flags.push(format!("-D{item}")),
                false => self.flags.extend(split_flags(&item)),
            }
        }
    }

    /// The list items of `args` past the `keywords`, expanded; an item that names a variable the
    /// files do not set, the environment or a generator expression is left out and named.
    fn items(&mut self, args: &[Argument], keywords: &[&str]) -> Vec<String> {
        let mut out = Vec::new();
        for a in args {
            if !a.quoted && keywords.contains(&a.text.as_str()) {
                continue;
            }
            let (value, unknown) = self.expand(&a.text);
            if let Some(unknown) = unknown {
                self.left_out.push(format!(
                    "{} ({unknown} is not set in CMakeLists.txt)",
                    a.text
                ));
                continue;
            }
            out.extend(
                value
                    .split(';')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(str::to_string),
            );
        }
        out
    }

    /// The collected flags, then the CUDA flag variables and the CUDA standard.
    fn finish(mut self) -> (Vec<String>, Vec<String>) {
        for name in ["CMAKE_CUDA_FLAGS", "CUDA_NVCC_FLAGS"] {
            if let Some(value) = self.variables.get(name) {
                let flags: Vec<String> = value.split(';').flat_map(split_flags).collect();
                self.flags.extend(flags);
            }
        }
        // `set(CMAKE_CUDA_ARCHITECTURES 80 86 90)`: what the project builds for, as nvcc's flags
        // say it (kpipe sets the architecture itself; these tell it which).
        if let Some(value) = self.variables.get("CMAKE_CUDA_ARCHITECTURES") {
            let archs: Vec<String> = value
                .split([';', ' '])
                .map(|a| {
                    a.trim()
                        .trim_end_matches("-real")
                        .trim_end_matches("-virtual")
                })
                .filter(|a| !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric()))
                .map(|a| format!("-arch=sm_{a}"))
                .collect();
            self.flags.extend(archs);
        }
        let has_std = self
            .flags
            .iter()
            .any(|f| f.starts_with("-std") || f == "--std");
        if let Some(standard) = self
            .variables
            .get("CMAKE_CUDA_STANDARD")
            .filter(|_| !has_std)
        {
            self.flags.push(format!("-std=c++{standard}"));
        }
        (self.flags, self.left_out)
    }

    /// `text` with its `${VAR}` references replaced (an unset variable is empty, as in CMake), and
    /// the first reference that only a configured build could give a value (an unset variable,
    /// `$ENV{...}`, a generator expression `$<...>`).
    fn expand(&self, text: &str) -> (String, Option<String>) {
        let mut unknown = None;
        let value = self.expand_depth(text, 0, &mut unknown);
        (value, unknown)
    }

    fn expand_depth(&self, text: &str, depth: usize, unknown: &mut Option<String>) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find('$') {
            out.push_str(&rest[..at]);
            let tail = &rest[at..];
            let (open, close) = match tail.as_bytes().get(1) {
                Some(&OPEN_BRACE) => (VARIABLE, CLOSE_BRACE),
                Some(b'<') => ("$<", '>'),
                _ if tail.starts_with(ENVIRONMENT) => (ENVIRONMENT, CLOSE_BRACE),
                _ => {
                    out.push('$');
                    rest = &tail[1..];
                    continue;
                }
            };
            let Some(end) = matching(tail, open.len(), open.chars().last().unwrap(), close) else {
                out.push_str(tail);
                break;
            };
            let reference = &tail[..=end];
            let inner = &tail[open.len()..end];
            match open {
                VARIABLE if depth < 8 => {
                    let name = self.expand_depth(inner, depth + 1, unknown);
                    match self.variables.get(&name) {
                        Some(v) => out.push_str(&self.expand_depth(v, depth + 1, unknown)),
                        None => {
                            unknown.get_or_insert_with(|| reference.to_string());
                        }
                    }
                }
                "$<" if depth < 8 => match generator_expression(inner) {
                    Some(value) => out.push_str(&self.expand_depth(value, depth + 1, unknown)),
                    None => {
                        unknown.get_or_insert_with(|| reference.to_string());
                    }
                },
                _ => {
                    unknown.get_or_insert_with(|| reference.to_string());
                }
            }
            rest = &tail[end + 1..];
        }
        out.push_str(rest);
        out
    }
}

/// The value of a generator expression (`inner` is what `$<` and `>` enclose) as a build of the
/// project's CUDA files gives it: `$<$<COMPILE_LANGUAGE:CUDA>:FLAG>` is FLAG, the same for C++
/// files is nothing; `$<BUILD_INTERFACE:X>` is X, `$<INSTALL_INTERFACE:X>` nothing; `$<1:X>` and
/// `$<0:X>` as written. None for one that depends on the configuration, the compiler or a target.
fn generator_expression(inner: &str) -> Option<&str> {
    let (condition, value) = if let Some(nested) = inner.strip_prefix("$<") {
        let end = matching(inner, 2, '<', '>')?;
        (&nested[..end - 2], inner[end + 1..].strip_prefix(':')?)
    } else {
        let (name, value) = inner.split_once(':')?;
        return match name {
            "BUILD_INTERFACE" | "1" => Some(value),
            "INSTALL_INTERFACE" | "0" => Some(""),
            _ => None,
        };
    };
    let holds = match condition.split_once(':') {
        Some(("COMPILE_LANGUAGE", languages)) => languages.split(',').any(|l| l.trim() == "CUDA"),
        Some(("COMPILE_LANG_AND_ID", args)) => args.split(',').next() == Some("CUDA"),
        _ => match condition {
            "1" => true,
            "0" => false,
            _ => return None,
        },
    };
    Some(if holds { value } else { "" })
}

/// Braces written as escapes, so that readers counting a function's braces line by line are not
/// misled by the ones in these patterns.
const OPEN_BRACE: u8 = 0x7b;
const CLOSE_BRACE: char = '\u{7d}';
/// `${NAME}` and `$ENV{NAME}` as they open.
const VARIABLE: &str = "$\u{7b}";
const ENVIRONMENT: &str = "$ENV\u{7b}";

/// The index in `text` of the `close` that ends the reference opened before `from`.
fn matching(text: &str, from: usize, open: char, close: char) -> Option<usize> {
    let mut depth = 1;
    for (i, c) in text[from..].char_indices() {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                return Some(from + i);
            }
        }
    }
    None
}

/// A flags string split as a shell would (a variable such as `CUDA_NVCC_FLAGS` is often one string).
fn split_flags(text: &str) -> Vec<String> {
    shlex::split(text).unwrap_or_else(|| text.split_whitespace().map(str::to_string).collect())
}

/// The commands of a CMake file, with comments (`# ...`, `#[[ ... ]]`) removed.
fn commands(text: &str) -> Vec<Command> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '#' {
            i = skip_comment(&chars, i);
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let name: String = chars[start..i].iter().collect::<String>().to_lowercase();
            while i < chars.len() && (chars[i] == ' ' || chars[i] == '\t') {
                i += 1;
            }
            if chars.get(i) == Some(&'(') {
                let (args, next) = arguments(&chars, i + 1);
                out.push(Command { name, args });
                i = next;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The index after a comment starting at `i` (a bracket comment `#[[ ... ]]` or to the line's end).
fn skip_comment(chars: &[char], i: usize) -> usize {
    let text: String = chars[i..chars.len().min(i + 3)].iter().collect();
    if text == "#[[" {
        let mut j = i + 3;
        while j + 1 < chars.len() && !(chars[j] == ']' && chars[j + 1] == ']') {
            j += 1;
        }
        return j + 2;
    }
    let mut j = i;
    while j < chars.len() && chars[j] != '\n' {
        j += 1;
    }
    j
}

/// The arguments of a command whose `(` is just before `i`, and the index after its `)`.
fn arguments(chars: &[char], mut i: usize) -> (Vec<Argument>, usize) {
    let mut args = Vec::new();
    let mut depth = 1;
    let mut current = String::new();
    let end_word = |current: &mut String, args: &mut Vec<Argument>| {
        if !current.is_empty() {
            args.push(Argument {
                text: std::mem::take(current),
                quoted: false,
            });
        }
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' => {
                end_word(&mut current, &mut args);
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' && i + 1 < chars.len() {
                        i += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                args.push(Argument { text, quoted: true });
            }
            '#' => {
                end_word(&mut current, &mut args);
                i = skip_comment(chars, i);
                continue;
            }
            '(' => {
                depth += 1;
                current.push(c);
            }
            ')' => {
                depth -= 1;
                if depth == 0 {
                    end_word(&mut current, &mut args);
                    return (args, i + 1);
                }
                current.push(c);
            }
            c if c.is_whitespace() => end_word(&mut current, &mut args),
            c => current.push(c),
        }
        i += 1;
    }
    end_word(&mut current, &mut args);
    (args, i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(files: &[(&str, &str)]) -> (Vec<String>, Vec<String>) {
        let dir = tempfile::tempdir().unwrap();
        let mut lists = Vec::new();
        for (path, text) in files {
            let p = dir.path().join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, text).unwrap();
            lists.push(p);
        }
        let (flags, left_out) = flags(&lists);
        let root = dir.path().display().to_string();
        let flags = flags.iter().map(|f| f.replace(&root, "<root>")).collect();
        (flags, left_out)
    }

    #[test]
    fn the_projects_cuda_architectures_become_arch_flags() {
        let (flags, _) = read(&[(
            "CMakeLists.txt",
            "set(CMAKE_CUDA_ARCHITECTURES 75 80 90-real)\nadd_executable(a a.cu)\n",
        )]);
        assert_eq!(flags, ["-arch=sm_75", "-arch=sm_80", "-arch=sm_90"]);
    }

    #[test]
    fn find_cuda_projects_give_include_folders_and_the_nvcc_flag_variable() {
        let (flags, left_out) = read(&[(
            "CMakeLists.txt",
            "project(sgemm_practice)\n\
             set(CUDA_NVCC_FLAGS -arch=compute_70;-code=compute_70)\n\
             set (CUDA_NVCC_FLAGS \"${CUDA_NVCC_FLAGS} -std=c++14 --expt-relaxed-constexpr\") # why\n\
             find_package(CUDA REQUIRED)\n\
             include_directories(${CUDA_INCLUDE_DIRS})\n\
             include_directories(${PROJECT_SOURCE_DIR}/src\n   common)\n\
             #[[ include_directories(ignored) ]]\n\
             add_definitions(-DUSE_HALF -DTILE=32)\n\
             CUDA_ADD_EXECUTABLE(sgemm sgemm.cu ${SRC})\n",
        )]);
        assert_eq!(
            flags,
            [
                "-I<root>/src",
                "-I<root>/common",
                "-DUSE_HALF",
                "-DTILE=32",
                "-arch=compute_70",
                "-code=compute_70",
                "-std=c++14",
                "--expt-relaxed-constexpr"
            ]
        );
        assert_eq!(
            left_out,
            ["${CUDA_INCLUDE_DIRS} (${CUDA_INCLUDE_DIRS} is not set in CMakeLists.txt)"]
        );
    }

    #[test]
    fn targets_and_subfolders_add_theirs_and_the_cuda_standard_is_a_flag() {
        let (flags, _) = read(&[
            (
                "CMakeLists.txt",
                "set(CMAKE_CUDA_STANDARD 17)\nset(INC ${CMAKE_CURRENT_SOURCE_DIR}/include)\n\
                 add_subdirectory(kernels)\n",
            ),
            (
                "kernels/CMakeLists.txt",
                "add_library(k STATIC gemm.cu)\n\
                 target_include_directories(k PUBLIC ${INC} PRIVATE detail)\n\
                 target_compile_definitions(k PRIVATE BLOCK=128)\n\
                 target_compile_options(k PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math>)\n\
                 target_compile_options(k PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wall> $<$<CONFIG:Debug>:-G>)\n",
            ),
        ]);
        assert_eq!(
            flags,
            [
                "-I<root>/include",
                "-I<root>/kernels/detail",
                "-DBLOCK=128",
                "--use_fast_math",
                "-std=c++17"
            ]
        );
    }

    #[test]
    fn find_path_gives_the_project_folder_that_holds_the_header() {
        let (flags, left_out) = read(&[
            ("CMakeLists.txt", "add_subdirectory(src)\n"),
            ("include/gemm_utils.hpp", "#pragma once\n"),
            ("third/inc/v2/extra.h", "#pragma once\n"),
            (
                "src/CMakeLists.txt",
                "find_path(GEMM_INC gemm_utils.hpp HINTS ${CMAKE_SOURCE_DIR}/include)\n\
                 find_path(EXTRA_INC NAMES other.h extra.h PATHS ${CMAKE_SOURCE_DIR}/third/inc PATH_SUFFIXES v1 v2)\n\
                 find_path(MISSING_INC nowhere.h ${CMAKE_SOURCE_DIR}/include)\n\
                 target_include_directories(k PUBLIC ${GEMM_INC} ${EXTRA_INC} ${MISSING_INC})\n",
            ),
        ]);
        assert_eq!(flags, ["-I<root>/include", "-I<root>/third/inc/v2"]);
        assert_eq!(
            left_out,
            ["${MISSING_INC} (${MISSING_INC} is not set in CMakeLists.txt)"]
        );
    }
}
