//! The host code kpipe has no use for, found before the parse so that it is never parsed: a file
//! that holds a program's host code next to its kernels (tens of MB, often generated) is parsed
//! with the kernels and the host code that launches them only, and kpipe's memory and time grow
//! with the kernels, not with the file.
//!
//! Each function body and initializer at file scope (or in a namespace or `extern "C"` block) is
//! kept when it is device code (`__global__`, `__device__`, ... before it), when it launches or
//! configures a kernel (`<<<`, a kernel's name, `cudaFuncSetAttribute`, ...), or when code kept
//! names it (the ceiling helper a launch's grid calls, the `init()` of
//! `static size_t smem = init();`). What a kept body only calls is kept; what only calls a kept
//! body is not (kpipe reads a launch, its function's locals and the helpers it calls, never the
//! callers). A blanked body keeps its braces and its line breaks, every other character becomes a
//! space: each byte offset of the tree stays valid in the original text, which is all kpipe cuts
//! its output from. A file whose braces do not balance outside comments, strings and directives
//! (an `#if` with a brace in each branch) is parsed whole.

use foldhash::{HashMap, HashMapExt, HashSet};
use std::ops::Range;
use std::sync::Mutex;

/// Host API calls that configure or launch a kernel by name, so a body that makes them is kept
/// even where the kernel's name is not in the file (a runner given with `--host`).
const LAUNCH_APIS: &[&str] = &[
    "cudaFuncSetAttribute",
    "cudaFuncGetAttributes",
    "cudaLaunchKernel",
    "cudaLaunchKernelEx",
    "cudaLaunchCooperativeKernel",
    "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
    "cudaOccupancyMaxPotentialBlockSize",
    "cuLaunchKernel",
];

/// Words before a brace that make the block device code (or code device code and constant
/// expressions may call: `constexpr`), kept whole.
const DEVICE_WORDS: &[&str] = &[
    "constexpr",
    "consteval",
    "__global__",
    "__device__",
    "__host__",
    "__shared__",
    "__constant__",
    "__managed__",
    "__launch_bounds__",
    "__forceinline__",
];

/// The ranges inside host function bodies and initializers that nothing kpipe reads needs:
/// blank them (keeping line breaks) before parsing.
pub fn unneeded_host_code(text: &str) -> Vec<Range<usize>> {
    unneeded_host_definitions(text)
        .into_iter()
        .map(|(_, range)| range)
        .collect()
}

/// `unneeded_host_code` with the name each range defines (a function, a variable), where it has one.
/// A large text's answer is remembered: a run asks it of the same file in each of its steps.
pub fn unneeded_host_definitions(text: &str) -> Vec<(Option<String>, Range<usize>)> {
    if text.len() < REMEMBERED_ABOVE {
        return find_unneeded(text);
    }
    type Memo = Mutex<Vec<(u128, Vec<(Option<String>, Range<usize>)>)>>;
    static MEMO: Memo = Mutex::new(Vec::new());
    let key = text_hash(text);
    if let Some((_, found)) = MEMO
        .lock()
        .ok()
        .and_then(|m| m.iter().find(|(k, _)| *k == key).cloned())
    {
        return found;
    }
    let found = find_unneeded(text);
    if let Ok(mut memo) = MEMO.lock() {
        if memo.len() >= REMEMBERED {
            memo.remove(0);
        }
        memo.push((key, found.clone()));
    }
    found
}

/// Texts at least this long have their answer remembered, the last `REMEMBERED` of them.
const REMEMBERED_ABOVE: usize = 1 << 20;
const REMEMBERED: usize = 32;

/// A 128-bit hash of `text` (two 64-bit hashes with different seeds): what caches key a text by
/// instead of holding it.
pub fn text_hash(text: &str) -> u128 {
    use std::hash::BuildHasher;
    let hash = |seed: u64| foldhash::quality::FixedState::with_seed(seed).hash_one(text);
    (u128::from(hash(0x9E37_79B9_7F4A_7C15)) << 64) | u128::from(hash(0xD1B5_4A32_D192_ED03))
}

fn find_unneeded(text: &str) -> Vec<(Option<String>, Range<usize>)> {
    let (code, directives) = code_only(text);
    let mut blocks = Vec::new();
    if scope_blocks(&code, &directives, (0, code.len()), &mut blocks).is_none() {
        return Vec::new();
    }
    let kernels: HashSet<&str> = blocks
        .iter()
        .filter(|b| b.kind == BlockKind::Device && has_word(&code[b.header.clone()], "__global__"))
        .filter_map(|b| b.name.as_deref())
        .collect();
    let candidates: Vec<&Block> = blocks
        .iter()
        .filter(|b| b.kind == BlockKind::Host)
        .collect();
    let mut outside = identifier_counts(&code, &candidates);
    for d in &directives {
        for word in identifiers(&text[d.clone()]) {
            *outside.entry(word).or_default() += 1;
        }
    }
    // A function's own header names it once per definition: named outside means more often.
    let mut definitions: HashMap<&str, usize> = HashMap::new();
    for b in &candidates {
        if let Some(name) = b.name.as_deref() {
            *definitions.entry(name).or_default() += 1;
        }
    }
    let named_outside = |name: &str| outside.get(name).copied().unwrap_or(0) > definitions[name];
    let mut by_name: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, b) in candidates.iter().enumerate() {
        if let Some(name) = b.name.as_deref() {
            by_name.entry(name).or_default().push(i);
        }
    }
    let mut needed = vec![false; candidates.len()];
    let mut queue: Vec<usize> = Vec::new();
    for (i, b) in candidates.iter().enumerate() {
        let body = &code[b.body.clone()];
        // A name as a substring first (fast), then as an identifier.
        let launches = body.contains("<<<")
            || (kernels.iter().chain(LAUNCH_APIS).any(|k| body.contains(k))
                && identifiers(body).any(|w| kernels.contains(w) || LAUNCH_APIS.contains(&w)));
        // A directive inside (an `#if` around a body, a `#define` used later) stays with it.
        let first_after = directives.partition_point(|d| d.start < b.unneeded.start);
        let directive = directives
            .get(first_after)
            .is_some_and(|d| d.start < b.unneeded.end);
        if launches || directive || b.name.as_deref().is_some_and(named_outside) {
            needed[i] = true;
            queue.push(i);
        }
    }
    // What a needed body names is needed too.
    let mark_named = |needed: &mut Vec<bool>, queue: &mut Vec<usize>| {
        while let Some(i) = queue.pop() {
            for word in identifiers(&code[candidates[i].body.clone()]) {
                for &j in by_name.get(word).into_iter().flatten() {
                    if !needed[j] {
                        needed[j] = true;
                        queue.push(j);
                    }
                }
            }
        }
    };
    mark_named(&mut needed, &mut queue);
    let launchers = class_launchers(&code, &blocks);
    for (i, b) in candidates.iter().enumerate() {
        if !needed[i] && names_class_launcher(&code[b.body.clone()], &launchers) {
            needed[i] = true;
            queue.push(i);
        }
    }
    mark_named(&mut needed, &mut queue);
    keep_launcher_callers(&code, &candidates, &mut needed, mark_named);
    candidates
        .iter()
        .zip(needed)
        .filter(|(b, needed)| !needed && !b.unneeded.is_empty())
        .map(|(b, _)| (b.name.clone(), b.unneeded.clone()))
        .collect()
}

/// The classes that launch a kernel from a method, each with whether it is a template. A class
/// template whose methods launch (`template <int BM> struct Gemm { static void run() {
/// k<BM><<<..>>>(..); } };`) is instantiated by the host code that names it with arguments
/// (`Gemm<64>::run(..)`): that code says the kernel's template arguments. A plain class with a
/// launching method template (`struct Launcher { template <typename T> static void launch() {
/// k<T, BM><<<..>>>(..); } };`) is named by the code that instantiates the method
/// (`Launcher::launch<float>()`, `dispatch<Launcher>()`).
fn class_launchers<'c>(code: &str, blocks: &'c [Block]) -> Vec<(&'c str, bool)> {
    blocks
        .iter()
        .filter(|b| b.kind == BlockKind::Other && code[b.body.clone()].contains("<<<"))
        .filter_map(|b| {
            let template = has_word(&code[b.header.clone()], "template");
            let methods_are = has_word(&code[b.body.clone()], "template");
            (template || methods_are).then_some((b.name.as_deref()?, template))
        })
        .collect()
}

/// Whether `body` names one of `launchers` as code that instantiates it does.
fn names_class_launcher(body: &str, launchers: &[(&str, bool)]) -> bool {
    launchers.iter().any(|(class, template)| match template {
        true => instantiates(body, class),
        false => has_word(body, class),
    })
}

/// A launcher template's instantiations give its template arguments: a body that names one with
/// arguments (`sgemm_warptiling<config.BM, ...>(...)`) or calls it (its arguments' types deduce
/// them) is needed, with what it names (`mark_named`); a launcher template so kept is followed to
/// its callers in turn (`impl<T>` called from `run<T>` called with `float *`).
fn keep_launcher_callers(
    code: &str,
    candidates: &[&Block],
    needed: &mut Vec<bool>,
    mark_named: impl Fn(&mut Vec<bool>, &mut Vec<usize>),
) {
    let mut followed = vec![false; candidates.len()];
    loop {
        let new: Vec<usize> = (0..candidates.len())
            .filter(|&i| needed[i] && !followed[i])
            .filter(|&i| has_word(&code[candidates[i].header.clone()], "template"))
            .collect();
        let launchers: Vec<&str> = new
            .iter()
            .filter_map(|&i| {
                followed[i] = true;
                candidates[i].name.as_deref()
            })
            .collect();
        if launchers.is_empty() {
            return;
        }
        let mut queue = Vec::new();
        for (i, b) in candidates.iter().enumerate() {
            let body = &code[b.body.clone()];
            if !needed[i] && launchers.iter().any(|l| instantiates(body, l)) {
                needed[i] = true;
                queue.push(i);
            }
        }
        mark_named(needed, &mut queue);
    }
}

/// What a brace at file scope opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BlockKind {
    /// A host function's body or a host variable's initializer: blanked unless needed.
    Host,
    /// Device code: kept, and its kernels' names are what host code launches.
    Device,
    /// A class, an enum, a brace initializer of a scalar: kept.
    Other,
}

/// A block at file scope: the text before its brace, the inside of its braces, what it is, and the
/// name it defines.
#[derive(Debug)]
struct Block {
    header: Range<usize>,
    body: Range<usize>,
    /// What goes when the block is not needed: the whole definition (its header, and an
    /// initializer's `;`) where the header declares one name, else the inside of the braces.
    unneeded: Range<usize>,
    kind: BlockKind,
    name: Option<String>,
}

/// The blocks between `from` and `to` at the scope's own level, descending into namespaces and
/// `extern "C"` blocks; `None` when the braces do not balance.
fn scope_blocks(
    code: &str,
    directives: &[Range<usize>],
    (from, to): (usize, usize),
    out: &mut Vec<Block>,
) -> Option<()> {
    let bytes = code.as_bytes();
    let mut header_start = from;
    let mut i = from;
    while i < to {
        match bytes[i] {
            b';' => header_start = i + 1,
            b'}' => return None,
            b'{' => {
                let close = matching_brace(bytes, i, to)?;
                if open_parentheses(&code[header_start..i]) {
                    // Braces inside a parameter list or an expression (`const Dims d = {}` as a
                    // default argument): part of the header, not a block.
                    i = close + 1;
                    continue;
                }
                // A header starts after the directives before it: they are never blanked.
                let after_directive = directives.partition_point(|d| d.end <= i);
                let start = match after_directive.checked_sub(1).map(|d| &directives[d]) {
                    Some(d) if d.end > header_start => d.end,
                    _ => header_start,
                };
                let header = start..i;
                let text = &code[header.clone()];
                let first = identifiers(text).next();
                if matches!(first, Some("namespace" | "extern")) && !text.contains('(') {
                    scope_blocks(code, directives, (i + 1, close), out)?;
                } else {
                    let (kind, name) = classify(text);
                    let unneeded = unneeded_range(code, header.clone(), close);
                    out.push(Block {
                        header,
                        body: i + 1..close,
                        unneeded,
                        kind,
                        name,
                    });
                }
                header_start = close + 1;
                i = close;
            }
            _ => {}
        }
        i += 1;
    }
    Some(())
}

/// Whether `header` leaves a parenthesis open: a brace after it is inside the parentheses.
fn open_parentheses(header: &str) -> bool {
    let opened = header.bytes().filter(|b| *b == b'(').count();
    opened > header.bytes().filter(|b| *b == b')').count()
}

/// What goes of a block not needed: from its header to its `}` (and the `;` of an initializer)
/// where the header has one parenthesised group at most (a function's parameters; a macro call
/// before it would make two, and stays), else the inside of the braces.
fn unneeded_range(code: &str, header: Range<usize>, close: usize) -> Range<usize> {
    let text = &code[header.clone()];
    let groups = text
        .char_indices()
        .scan(0i32, |depth, (_, c)| {
            let opens = c == '(' && *depth == 0;
            match c {
                '(' => *depth += 1,
                ')' => *depth -= 1,
                _ => {}
            }
            Some(opens)
        })
        .filter(|opens| *opens)
        .count();
    if groups > 1 || text.trim().is_empty() {
        return header.end + 1..close;
    }
    let rest = &code[close + 1..];
    let semicolon = rest.len() - rest.trim_start().len();
    let end = if top_level_find(text, '=').is_some() && rest[semicolon..].starts_with(';') {
        close + 1 + semicolon + 1
    } else {
        close + 1
    };
    let start = header.start + (text.len() - text.trim_start().len());
    start..end
}

/// What the text before a brace says the block is, and the name it defines.
fn classify(header: &str) -> (BlockKind, Option<String>) {
    if DEVICE_WORDS.iter().any(|w| has_word(header, w)) {
        return (BlockKind::Device, name_before(header, '('));
    }
    let record = ["struct", "class", "union", "enum"]
        .iter()
        .any(|w| has_word(header, w));
    let trimmed = header.trim_end();
    if let Some(eq) = top_level_find(header, '=') {
        (BlockKind::Host, last_declared(&header[..eq]))
    } else if !record && trimmed.contains('(') {
        (BlockKind::Host, name_before(header, '('))
    } else if record {
        // `template <int BM> struct Gemm : Base`: the record's own name, before any base.
        let own = header.split(" : ").next().unwrap_or(header);
        (BlockKind::Other, last_declared(own))
    } else {
        (BlockKind::Other, None)
    }
}

/// The identifier just before the first `sep` outside parentheses and angle brackets.
fn name_before(header: &str, sep: char) -> Option<String> {
    let at = header.find(sep)?;
    last_declared(&header[..at])
}

/// The last identifier of `text`, ignoring array extents (`table[N]` is `table`).
fn last_declared(text: &str) -> Option<String> {
    let text = match text.find('[') {
        Some(at) => &text[..at],
        None => text,
    };
    identifiers(text).last().map(str::to_string)
}

/// The first `c` in `text` outside parentheses, brackets and angle brackets.
fn top_level_find(text: &str, c: char) -> Option<usize> {
    let mut depth = 0i32;
    for (i, ch) in text.char_indices() {
        match ch {
            '(' | '[' | '<' => depth += 1,
            ')' | ']' | '>' => depth -= 1,
            _ if ch == c && depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// The `}` that closes the `{` at `open`, before `to`.
fn matching_brace(bytes: &[u8], open: usize, to: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &b) in bytes.iter().enumerate().take(to).skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// How often each identifier occurs outside the candidates' bodies.
fn identifier_counts<'t>(code: &'t str, candidates: &[&Block]) -> HashMap<&'t str, usize> {
    let mut counts = HashMap::new();
    let mut at = 0;
    let mut count = |range: Range<usize>| {
        for word in identifiers(&code[range]) {
            *counts.entry(word).or_default() += 1;
        }
    };
    for b in candidates {
        count(at..b.body.start);
        at = b.body.end;
    }
    count(at..code.len());
    counts
}

/// Whether `body` names `name` with template arguments (`name<...`) or calls it (`name(`).
fn instantiates(body: &str, name: &str) -> bool {
    body.match_indices(name).any(|(at, _)| {
        let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
        let before = body[..at].chars().next_back().is_some_and(word);
        let after = body[at + name.len()..].trim_start();
        !before && (after.starts_with('(') || (after.starts_with('<') && !after.starts_with("<<")))
    })
}

fn has_word(text: &str, word: &str) -> bool {
    identifiers(text).any(|w| w == word)
}

/// The identifiers of `text`, in order (numbers' suffixes are not identifiers).
fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < bytes.len() {
            let b = bytes[i];
            if b.is_ascii_alphabetic() || b == b'_' {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                return Some(&text[start..i]);
            }
            if b.is_ascii_digit() {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                    i += 1;
                }
                continue;
            }
            i += 1;
        }
        None
    })
}

/// The text with comments, the insides of string and character literals, and preprocessor
/// directives turned into spaces (line breaks kept), and the directives' ranges: what the braces
/// and names of the code are read from.
fn code_only(text: &str) -> (String, Vec<Range<usize>>) {
    let bytes = text.as_bytes();
    let mut out = bytes.to_vec();
    let mut directives = Vec::new();
    let blank = |out: &mut Vec<u8>, range: Range<usize>| {
        for b in &mut out[range] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        let end = match b {
            b'#' if line_start => {
                let end = directive_end(bytes, i);
                directives.push(i..end);
                end
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => line_end(bytes, i),
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                find(bytes, i + 2, b"*/").map_or(bytes.len(), |e| e + 2)
            }
            b'"' => literal_end(bytes, i, b'"'),
            b'\'' if !digit_separator(bytes, i) => literal_end(bytes, i, b'\''),
            _ => {
                if b == b'\n' {
                    line_start = true;
                } else if !b.is_ascii_whitespace() {
                    line_start = false;
                }
                i += 1;
                continue;
            }
        };
        // A literal keeps its quotes (`extern "C"` stays `extern " "`).
        let inner = if matches!(b, b'"' | b'\'') {
            i + 1..end.saturating_sub(1).max(i + 1)
        } else {
            i..end
        };
        blank(&mut out, inner);
        line_start = false;
        i = end.max(i + 1);
    }
    let code = String::from_utf8(out).unwrap_or_default();
    (code, directives)
}

/// Whether the `'` at `at` separates digits (`1'000'000`) rather than opening a character
/// literal (`'x'`, `L'x'`, `u8'x'`).
fn digit_separator(bytes: &[u8], at: usize) -> bool {
    let word_start = bytes[..at]
        .iter()
        .rposition(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
        .map_or(0, |p| p + 1);
    let word = &bytes[word_start..at];
    !word.is_empty() && !matches!(word, b"L" | b"u" | b"U" | b"u8")
}

/// The end of the directive at `at`: its line, with the lines its backslashes continue it onto.
fn directive_end(bytes: &[u8], at: usize) -> usize {
    let mut end = line_end(bytes, at);
    while end > at && end < bytes.len() && bytes[..end].ends_with(b"\\") {
        end = line_end(bytes, end + 1);
    }
    end
}

/// The offset of the line break that ends the line of `at` (or the end of the text).
fn line_end(bytes: &[u8], at: usize) -> usize {
    find(bytes, at, b"\n").unwrap_or(bytes.len())
}

/// The end (one past the closing quote) of the literal that opens at `at`; a line break ends an
/// unterminated one.
fn literal_end(bytes: &[u8], at: usize, quote: u8) -> usize {
    let mut i = at + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\n' => return i,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| from + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blanked(text: &str) -> Vec<&str> {
        unneeded_host_code(text)
            .into_iter()
            .map(|r| text[r].trim())
            .collect()
    }

    const KERNEL: &str = "__global__ void k(float *a) { a[0] = 1; }\n";

    #[test]
    fn host_code_that_names_no_kernel_is_blanked_and_launches_are_kept() {
        let text = format!(
            "{KERNEL}static int unused(int x) {{ return x * 3; }}\n\
             int div_up(int a, int b) {{ return (a + b - 1) / b; }}\n\
             void run(float *a, int n) {{ k<<<div_up(n, 64), 64>>>(a); }}\n\
             int main() {{ run(nullptr, 5); return unused(2); }}\n"
        );
        assert_eq!(
            blanked(&text),
            [
                "static int unused(int x) { return x * 3; }",
                "int main() { run(nullptr, 5); return unused(2); }"
            ]
        );
    }

    #[test]
    fn braces_in_a_parameter_list_are_no_body() {
        // A default argument `= {}`: the launcher's body is the block after the parameters.
        let text = format!(
            "{KERNEL}struct Dims {{ int n{{1}}; }};\n\
             inline void run(float *a, const Dims d = {{}}, int seed = 42) {{ k<<<d.n, 64>>>(a); }}\n\
             static int unused(const Dims d = {{}}) {{ return d.n; }}\n"
        );
        assert_eq!(
            blanked(&text),
            ["static int unused(const Dims d = {}) { return d.n; }"]
        );
    }

    #[test]
    fn the_callers_that_instantiate_a_launcher_template_are_kept() {
        let text = format!(
            "{KERNEL}template <int T> void launch(float *a) {{ k<<<1, T>>>(a); }}\n\
             void go(float *a) {{ constexpr int t = 64; launch<t>(a); }}\n\
             void other(float *a) {{ go(a); }}\n"
        );
        assert_eq!(blanked(&text), ["void other(float *a) { go(a); }"]);
    }

    #[test]
    fn callers_of_launcher_templates_are_kept_level_by_level() {
        // `impl` launches, `mid` calls it (a template: its callers fix its type), `run` calls
        // `mid` with the types; `main` calls `run`, a plain function: not needed.
        let text = format!(
            "{KERNEL}template <typename T> void impl(T *a) {{ k<<<1, 32>>>(a); }}\n\
             template <typename U> void mid(U *a) {{ impl(a); }}\n\
             void run(float *a) {{ mid(a); }}\n\
             int main() {{ run(nullptr); return 0; }}\n"
        );
        assert_eq!(blanked(&text), ["int main() { run(nullptr); return 0; }"]);
    }

    #[test]
    fn the_callers_that_instantiate_a_launcher_class_template_are_kept() {
        // `Gemm` launches from a method; `go` names `Gemm<64>`, so it says the kernel's arguments;
        // `other` only calls `go`, a plain function: not needed.
        let text = format!(
            "{KERNEL}template <int T> struct Gemm : Base {{ static void run(float *a) {{ k<<<1, T>>>(a); }} }};\n\
             void go(float *a) {{ Gemm<64>::run(a); }}\n\
             void other(float *a) {{ go(a); }}\n"
        );
        assert_eq!(blanked(&text), ["void other(float *a) { go(a); }"]);
    }

    #[test]
    fn the_callers_that_name_a_launcher_struct_with_a_method_template_are_kept() {
        // `Launcher::launch<T>` launches with the struct's constants; `go` instantiates the method,
        // `dispatch` is given the struct as a template argument by `entry`; `other` names neither.
        let text = format!(
            "{KERNEL}struct Launcher {{ static constexpr int BM = 32;\n\
             template <typename T> static void launch(T *a) {{ k<<<1, BM>>>(a); }} }};\n\
             void go(float *a) {{ Launcher::launch<float>(a); }}\n\
             template <typename L> void dispatch(float *a) {{ L::template launch<float>(a); }}\n\
             void entry(float *a) {{ dispatch<Launcher>(a); }}\n\
             void other(float *a) {{ go(a); }}\n"
        );
        assert_eq!(blanked(&text), ["void other(float *a) { go(a); }"]);
    }

    #[test]
    fn names_in_initializers_macros_and_kernel_configuration_keep_bodies() {
        let text = format!(
            "{KERNEL}#define SMEM (init() + 1)\n\
             size_t init() {{ return 48 * 1024; }}\n\
             size_t other() {{ return 1; }}\n\
             static size_t smem = other();\n\
             void setup() {{ cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, SMEM); }}\n\
             static const int table[] = {{ 1, 2, 3 }};\n"
        );
        assert_eq!(blanked(&text), ["static const int table[] = { 1, 2, 3 };"]);
    }

    #[test]
    fn namespaces_are_entered_and_braces_in_comments_strings_and_directives_ignored() {
        let text = format!(
            "namespace a {{ extern \"C\" {{\n{KERNEL}\
             // }} a stray brace\n\
             void host() {{ printf(\"{{ %d\\n\", '}}'); }}\n\
             #define OPEN {{\n\
             }} }}\n"
        );
        assert_eq!(
            blanked(&text),
            ["void host() { printf(\"{ %d\\n\", '}'); }"]
        );
    }

    #[test]
    fn directives_and_macro_calls_before_a_definition_stay() {
        let text = format!(
            "{KERNEL}#include <cstdio>\nint unused() {{ return 1; }}\n\
             REGISTER(unused2) int unused2() {{ return 2; }}\n"
        );
        assert_eq!(blanked(&text), ["int unused() { return 1; }", "return 2;"]);
    }

    #[test]
    fn a_body_with_a_directive_inside_stays() {
        let text = format!("{KERNEL}void f() {{\n#define TWO 2\n}}\nint g() {{ return TWO; }}\n");
        assert_eq!(blanked(&text), ["int g() { return TWO; }"]);
    }

    #[test]
    fn unbalanced_braces_blank_nothing() {
        let text =
            format!("{KERNEL}#if A\nvoid f() {{\n#else\nvoid f(int) {{\n#endif\n  g();\n}}\n");
        assert!(blanked(&text).is_empty());
    }

    #[test]
    fn device_code_and_records_are_kept() {
        let text = "struct S { int f() { return 1; } };\n\
                    __device__ int twice(int x) { return 2 * x; }\n\
                    __host__ __device__ int both(int x) { return x; }\n";
        assert!(blanked(text).is_empty());
    }
}
