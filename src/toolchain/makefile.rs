//! The nvcc flags a Makefile gives a CUDA source, read without running make.
//!
//! Variables (`=`, `:=`, `::=`, `?=`, `+=`, lines continued with `\`) are expanded as make would
//! (an unset one is empty; a function such as `$(foreach ...)` or `$(shell ...)` is empty too, as
//! only make can evaluate it), then the recipe lines that run nvcc are read: those that name the
//! file, else those of a pattern rule for `%.cu`, else those of the first rule that runs nvcc (what
//! a plain `make` builds). Every branch of an `ifeq` is read, in order.

use std::collections::HashMap;
use std::path::Path;

/// A rule: its targets and prerequisites, and its recipe lines.
struct Rule {
    header: String,
    recipe: Vec<String>,
}

/// The flags of the nvcc commands `makefile` runs for `file` (none when it runs no nvcc).
pub fn flags(makefile: &Path, file: &Path) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(makefile) else {
        return Vec::new();
    };
    let (variables, rules) = read(&text);
    let expand = |s: &str| expand(s, &variables, 0);
    let runs_nvcc = |line: &str| {
        let line = expand(line);
        let first = line
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_start_matches(['@', '-', '+']);
        (Path::new(first).file_name().is_some_and(|n| n == "nvcc")).then_some(line)
    };
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let names_file = |s: &str| {
        s.split_whitespace()
            .any(|w| Path::new(w).file_name().is_some_and(|n| *n == *name))
    };
    let commands: Vec<(usize, &Rule, String)> = rules
        .iter()
        .enumerate()
        .flat_map(|(i, r)| {
            r.recipe
                .iter()
                .filter_map(move |l| Some((i, r, runs_nvcc(l)?)))
        })
        .collect();
    let is_cu = name.ends_with(".cu");
    let chosen: Vec<&String> = {
        let naming: Vec<&String> = commands
            .iter()
            .filter(|(_, r, l)| names_file(l) || names_file(&expand(&r.header)))
            .map(|(_, _, l)| l)
            .collect();
        let pattern: Vec<&String> = commands
            .iter()
            .filter(|(_, r, _)| is_cu && prerequisites(&r.header).contains("%.cu"))
            .map(|(_, _, l)| l)
            .collect();
        let first_rule = commands.first().map(|(i, _, _)| *i);
        let first: Vec<&String> = commands
            .iter()
            .filter(|(i, _, _)| Some(*i) == first_rule)
            .map(|(_, _, l)| l)
            .collect();
        [naming, pattern, first]
            .into_iter()
            .find(|c| !c.is_empty())
            .unwrap_or_default()
    };
    // Several commands of one rule usually share their flags (one per source): each flag once,
    // with its argument (`-I ./utils`).
    let mut units: Vec<Vec<String>> = Vec::new();
    for line in chosen {
        for unit in flag_units(command_flags(line)) {
            if !units.contains(&unit) {
                units.push(unit);
            }
        }
    }
    units.concat()
}

/// `flags` cut into flags with their separate arguments (`-I dir`, `-gencode arch=...`).
fn flag_units(flags: Vec<String>) -> Vec<Vec<String>> {
    const TAKES_ARGUMENT: &[&str] = &[
        "-I",
        "-isystem",
        "-D",
        "-U",
        "-gencode",
        "-Xcompiler",
        "-Xptxas",
        "-arch",
        "-code",
        "-include",
        "-x",
        "--include-path",
        "-L",
        "-l",
        "-ccbin",
        "-std",
    ];
    let mut units = Vec::new();
    let mut flags = flags.into_iter();
    while let Some(flag) = flags.next() {
        let mut unit = vec![flag];
        if TAKES_ARGUMENT.contains(&unit[0].as_str()) {
            unit.extend(flags.next());
        }
        units.push(unit);
    }
    units
}

/// The flags of one nvcc command line: without the command, its output (`-o $@`), `-c`, make
/// variables left (`$<`) and the sources it compiles.
fn command_flags(line: &str) -> Vec<String> {
    let words =
        shlex::split(line).unwrap_or_else(|| line.split_whitespace().map(str::to_string).collect());
    let is_source = |w: &str| {
        !w.starts_with('-')
            && [".cu", ".cpp", ".cc", ".c", ".o"]
                .iter()
                .any(|ext| w.ends_with(ext))
    };
    let mut out = Vec::new();
    let mut words = words.into_iter().skip(1);
    while let Some(w) = words.next() {
        match w.as_str() {
            "-o" => {
                words.next();
            }
            "-c" => {}
            _ if w.starts_with('$') || is_source(&w) => {}
            _ => out.push(w),
        }
    }
    out
}

/// The prerequisites part of a rule's header (after its first `:`).
fn prerequisites(header: &str) -> &str {
    header.split_once(':').map_or("", |(_, p)| p)
}

/// The variables and rules of a Makefile's text.
fn read(text: &str) -> (HashMap<String, String>, Vec<Rule>) {
    let joined = text.replace("\\\r\n", " ").replace("\\\n", " ");
    let mut variables: HashMap<String, String> = HashMap::new();
    let mut rules: Vec<Rule> = Vec::new();
    let mut in_define = false;
    for raw in joined.lines() {
        if let Some(recipe) = raw.strip_prefix('\t') {
            if let Some(rule) = rules.last_mut() {
                if !recipe.trim_start().starts_with('#') {
                    rule.recipe.push(recipe.to_string());
                }
            }
            continue;
        }
        let line = strip_comment(raw).trim();
        let word = line.split_whitespace().next().unwrap_or("");
        if word == "define" {
            in_define = true;
        }
        if in_define {
            in_define = word != "endef";
            continue;
        }
        if let Some((name, op, value)) = assignment(line) {
            let value = match op {
                ":=" | "::=" => expand(value, &variables, 0),
                _ => value.to_string(),
            };
            match op {
                "+=" => {
                    let old = variables.remove(name).unwrap_or_default();
                    let sep = if old.is_empty() { "" } else { " " };
                    variables.insert(name.to_string(), old + sep + &value);
                }
                "?=" => {
                    variables.entry(name.to_string()).or_insert(value);
                }
                _ => {
                    variables.insert(name.to_string(), value);
                }
            }
        } else if line.contains(':') && !matches!(word, "ifeq" | "ifneq" | "include") {
            let (header, inline) = line.split_once(';').unwrap_or((line, ""));
            let mut recipe = Vec::new();
            if !inline.trim().is_empty() {
                recipe.push(inline.trim().to_string());
            }
            rules.push(Rule {
                header: header.to_string(),
                recipe,
            });
        }
    }
    (variables, rules)
}

/// A line without its comment (`#` not escaped).
fn strip_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'#' && (i == 0 || bytes[i - 1] != b'\\') {
            return &line[..i];
        }
    }
    line
}

/// `NAME op value` for an assignment line (`export`/`override` prefixes allowed); `!=` (a shell
/// command) is read as an empty value.
fn assignment(line: &str) -> Option<(&str, &str, &str)> {
    let line = line
        .strip_prefix("export ")
        .or_else(|| line.strip_prefix("override "))
        .unwrap_or(line)
        .trim_start();
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .unwrap_or(line.len());
    if end == 0 {
        return None;
    }
    let name = &line[..end];
    let rest = line[end..].trim_start();
    for op in ["::=", ":=", "?=", "+=", "!=", "="] {
        if let Some(value) = rest.strip_prefix(op) {
            let value = if op == "!=" { "" } else { value.trim() };
            return Some((name, op, value));
        }
    }
    None
}

/// `{` as a byte, written as an escape so that line-based readers count this file's braces right.
const OPEN_BRACE: u8 = 0x7b;

/// `text` with `$(NAME)` and `${NAME}` expanded; a function call and an unset variable are empty;
/// automatic variables (`$<`, `$@`) are kept as they are.
fn expand(text: &str, variables: &HashMap<String, String>, depth: usize) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let close = match tail.as_bytes().get(1) {
            Some(b'(') => ')',
            Some(&OPEN_BRACE) => '\u{7d}',
            Some(b'$') => {
                out.push('$');
                rest = &tail[2..];
                continue;
            }
            _ => {
                out.push('$');
                rest = &tail[1..];
                continue;
            }
        };
        let open = if close == ')' { '(' } else { '\u{7b}' };
        let mut level = 0;
        let mut end = None;
        for (i, c) in tail.char_indices().skip(1) {
            if c == open {
                level += 1;
            } else if c == close {
                level -= 1;
                if level == 0 {
                    end = Some(i);
                    break;
                }
            }
        }
        let Some(end) = end else {
            out.push_str(tail);
            return out;
        };
        let inner = &tail[2..end];
        if depth < 16 && !inner.contains(char::is_whitespace) {
            let name = expand(inner, variables, depth + 1);
            if let Some(value) = variables.get(&name) {
                out.push_str(&expand(value, variables, depth + 1));
            }
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags_of(makefile: &str, file: &str) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("Makefile");
        std::fs::write(&path, makefile).unwrap();
        flags(&path, &dir.path().join(file))
    }

    #[test]
    fn a_pattern_rule_through_variables() {
        let makefile = "CU=/usr/local/cuda/bin/nvcc\nINCLUDE_DIR=-I./src/include \\\n  -I./src/cuda/\n\
                        STD=c++11\nFLAGS=-gencode=arch=compute_70,code=sm_70 # arches\n\
                        $(BUILD)/%.o: $(SRC)/%.cpp\n\tg++ -std=$(STD) $(INCLUDE_DIR) -c $< -o $@\n\
                        $(BUILD)/%.o: $(SRC)/%.cu\n\t$(CU) -std=$(STD) $(INCLUDE_DIR) -c $< -o $@  $(FLAGS)\n";
        assert_eq!(
            flags_of(makefile, "dense.cu"),
            [
                "-std=c++11",
                "-I./src/include",
                "-I./src/cuda/",
                "-gencode=arch=compute_70,code=sm_70"
            ]
        );
    }

    #[test]
    fn the_line_that_names_the_file_else_the_first_rule() {
        let makefile = "SMS ?= 70 80\n$(foreach sm,$(SMS),$(eval GEN += -gencode arch=compute_$(sm)))\n\
                        INC=-I ./utils\nFLAGS=-O2 $(GEN) -std=c++17 $(INC)\n\
                        default:\n\tnvcc a/one.cu -o one $(FLAGS)\n\tnvcc a/two.cu -o two $(FLAGS) -DTWO\n\
                        debug:\n\tnvcc a/one.cu -o one $(FLAGS) -DDEBUG\n";
        let two = flags_of(makefile, "two.cu");
        assert_eq!(two, ["-O2", "-std=c++17", "-I", "./utils", "-DTWO"]);
        let other = flags_of(makefile, "three.cuh");
        assert!(other.contains(&"-I".to_string()) && other.contains(&"-DTWO".to_string()));
        assert!(!other.contains(&"-DDEBUG".to_string()), "{other:?}");
    }

    #[test]
    fn commands_that_share_their_flags_give_them_once() {
        let makefile = "FLAGS=-O2 -std=c++17 -I ./utils\ndefault:\n\tnvcc a.cu -o a.bin $(FLAGS)\n\tnvcc b.cu -o b.bin $(FLAGS)\n\tnvcc c.cu -o c.bin $(FLAGS) -I ./more -DX\n";
        assert_eq!(
            flags_of(makefile, "kernel.cu"),
            ["-O2", "-std=c++17", "-I", "./utils", "-I", "./more", "-DX"]
        );
    }

    #[test]
    fn no_nvcc_no_flags() {
        assert!(flags_of("all:\n\tg++ -Iinc main.cpp\n", "k.cu").is_empty());
    }
}
