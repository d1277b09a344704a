//! Mutants of real kernels, and the properties kpipe promises on them: the engine of the mutation
//! suite. `tests/fuzz.rs` runs the static properties; `tests/nvcc.rs` runs the compile property (an
//! output compiles whenever its mutant does) on a sample, so that without nvcc it is reported as
//! ignored.

use kpipe::analysis::arch;
use kpipe::analysis::choose::{Tuning, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::source::parse::Source;
use kpipe::{report, report::diff, transform, Request};
use rayon::prelude::*;
use std::path::Path;

pub const CASES: u64 = 200;
pub const COMPILES: usize = 24;
pub const SEED: u64 = 0x6b70_6970_6531;

pub fn env_u64(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    let value = value.trim();
    match value.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => value.parse().ok(),
    }
}

/// splitmix64: small, seedable, and the same everywhere.
pub struct Rng(u64);

impl Rng {
    fn new(seed: u64, case: u64) -> Rng {
        Rng(seed ^ case.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

pub fn corpus() -> Vec<(String, String)> {
    let root = super::root();
    super::kernels()
        .into_iter()
        .chain(super::inference_fixtures())
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap().display().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// One mutation; its random numbers pick the lines when it is applied to the current text.
#[derive(Debug, Clone, Copy)]
pub enum Mutation {
    DeleteLine(u64),
    DuplicateLine(u64),
    SwapLines(u64, u64),
    /// Moves a line onto the K-loop's line: before the `for`, or after its `{`.
    JoinOntoLoop {
        line: u64,
        before: bool,
    },
    /// A `#pragma unroll` line above the K-loop, or anywhere.
    InsertPragma {
        at: u64,
        above_loop: bool,
        which: u64,
    },
    DropBarrier(u64),
    /// A comparison in a `for` header (`<` and `<=`), or an integer constant.
    ChangeBound {
        which: u64,
        to: u64,
    },
    /// Text that trips byte arithmetic: a comment with multi-byte characters at the end of a line,
    /// or a tab for the indentation.
    Decorate {
        line: u64,
        tab: bool,
    },
    /// A statement kpipe must refuse or see through, inserted into the K-loop or near it.
    InsertStatement {
        at: u64,
        which: u64,
    },
}

const STATEMENTS: &[&str] = &[
    "continue;",
    "break;",
    "return;",
    "if (threadIdx.x < 1) __syncthreads();",
    "__syncthreads();",
    "{ __syncthreads(); }",
    "__pipeline_commit();",
    "int kp_stage = 0;",
    "#pragma unroll",
    "for (int z = 0; z < 2; ++z) __syncthreads();",
];

const PRAGMAS: &[&str] = &["#pragma unroll", "#pragma unroll 1", "#pragma unroll 4"];
const CONSTANTS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "16",
    "64",
    "100000",
    "2147483647",
    "4294967296",
    "-1",
    "BK",
];

impl Mutation {
    fn random(rng: &mut Rng) -> Mutation {
        let (a, b) = (rng.next(), rng.next());
        match rng.below(11) {
            0 => Mutation::DeleteLine(a),
            1 => Mutation::DuplicateLine(a),
            2 => Mutation::SwapLines(a, b),
            3 | 4 => Mutation::JoinOntoLoop {
                line: a,
                before: b % 2 == 0,
            },
            5 => Mutation::InsertPragma {
                at: a,
                above_loop: b % 3 != 0,
                which: b / 3,
            },
            6 => Mutation::DropBarrier(a),
            8 => Mutation::InsertStatement { at: a, which: b },
            7 => Mutation::Decorate {
                line: a,
                tab: b % 2 == 0,
            },
            _ => Mutation::ChangeBound { which: a, to: b },
        }
    }

    /// The mutated text and what was done, or None when the mutation does not apply.
    fn apply(self, text: &str) -> Option<(String, String)> {
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        let n = lines.len();
        if n == 0 {
            return None;
        }
        let pick = |r: u64| (r % n as u64) as usize;
        let what = match self {
            Mutation::InsertStatement { at, which } => {
                // Within 20 lines after the K-loop's line.
                let l = loop_line(text)?;
                let i = (l + 1 + (at % 20) as usize).min(n);
                let statement = STATEMENTS[(which % STATEMENTS.len() as u64) as usize];
                lines.insert(i, format!("    {statement}"));
                format!("insert `{statement}` at line {}", i + 1)
            }
            Mutation::Decorate { line, tab } => {
                let i = pick(line);
                if tab {
                    let code = lines[i].trim_start().to_string();
                    lines[i] = format!("\t{code}");
                    format!("indent line {} with a tab", i + 1)
                } else if lines[i].trim_start().starts_with('#') && lines[i].ends_with('\\') {
                    return None; // a comment would end the macro
                } else {
                    lines[i].push_str(" // µs → ≤ 𝔼");
                    format!("a multi-byte comment at the end of line {}", i + 1)
                }
            }
            Mutation::DeleteLine(a) => {
                let i = pick(a);
                let gone = lines.remove(i);
                format!("delete line {}: `{}`", i + 1, gone.trim())
            }
            Mutation::DuplicateLine(a) => {
                let i = pick(a);
                lines.insert(i, lines[i].clone());
                format!("duplicate line {}: `{}`", i + 1, lines[i].trim())
            }
            Mutation::SwapLines(a, b) => {
                // Mostly near each other, where the statements of one phase are.
                let i = pick(a);
                let j = if b % 4 == 0 {
                    pick(b / 4)
                } else {
                    (i + 1 + (b / 4 % 6) as usize).min(n - 1)
                };
                if i == j {
                    return None;
                }
                lines.swap(i, j);
                format!("swap lines {} and {}", i + 1, j + 1)
            }
            Mutation::JoinOntoLoop { line, before } => {
                let l = loop_line(text)?;
                let i = pick(line);
                if i == l || lines[i].trim().is_empty() {
                    return None;
                }
                let moved = lines[i].trim().to_string();
                let target = lines[l].clone();
                lines[l] = if before {
                    let indent = &target[..target.len() - target.trim_start().len()];
                    format!("{indent}{moved} {}", target.trim_start())
                } else {
                    format!("{target} {moved}")
                };
                lines.remove(i);
                format!(
                    "join line {} `{moved}` onto the K-loop's line {} ({})",
                    i + 1,
                    l + 1,
                    if before {
                        "before the for"
                    } else {
                        "at its end"
                    }
                )
            }
            Mutation::InsertPragma {
                at,
                above_loop,
                which,
            } => {
                let pragma = PRAGMAS[(which % PRAGMAS.len() as u64) as usize];
                let i = if above_loop {
                    loop_line(text)?
                } else {
                    pick(at)
                };
                lines.insert(i, pragma.to_string());
                format!("insert `{pragma}` above line {}", i + 1)
            }
            Mutation::DropBarrier(a) => {
                let barriers: Vec<usize> = (0..n)
                    .filter(|&i| lines[i].contains("__syncthreads();"))
                    .collect();
                if barriers.is_empty() {
                    return None;
                }
                let i = barriers[(a % barriers.len() as u64) as usize];
                lines[i] = lines[i].replacen("__syncthreads();", "", 1);
                format!("drop the __syncthreads() of line {}", i + 1)
            }
            Mutation::ChangeBound { which, to } => {
                let headers: Vec<usize> = (0..n)
                    .filter(|&i| lines[i].trim_start().starts_with("for"))
                    .collect();
                if to % 3 == 0 && !headers.is_empty() {
                    let i = headers[(which % headers.len() as u64) as usize];
                    let line = &lines[i];
                    let changed = if line.contains("<=") {
                        line.replacen("<=", "<", 1)
                    } else if line.contains(" < ") {
                        line.replacen(" < ", " <= ", 1)
                    } else if line.contains(" != ") {
                        line.replacen(" != ", " < ", 1)
                    } else {
                        return None;
                    };
                    let what = format!("`{}` -> `{}`", line.trim(), changed.trim());
                    lines[i] = changed;
                    format!("change the bound on line {}: {what}", i + 1)
                } else {
                    let numbers = integer_literals(&lines);
                    if numbers.is_empty() {
                        return None;
                    }
                    let (i, start, end) = numbers[(which % numbers.len() as u64) as usize];
                    let new = CONSTANTS[(to / 3 % CONSTANTS.len() as u64) as usize];
                    let old = lines[i][start..end].to_string();
                    lines[i].replace_range(start..end, new);
                    format!("change the constant `{old}` on line {} to `{new}`", i + 1)
                }
            }
        };
        let mut out = lines.join("\n");
        if text.ends_with('\n') {
            out.push('\n');
        }
        Some((out, what))
    }
}

/// Integer literals outside comments: (line, start, end).
fn integer_literals(lines: &[String]) -> Vec<(usize, usize, usize)> {
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        // Code, and the values of a `// kpipe:` launch directive.
        let code = if line.trim_start().starts_with("// kpipe:") {
            line.as_str()
        } else {
            line.split("//").next().unwrap_or("")
        };
        if code.trim_start().starts_with("#include") {
            continue;
        }
        let bytes = code.as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            let starts = bytes[j].is_ascii_digit()
                && (j == 0 || !(bytes[j - 1].is_ascii_alphanumeric() || bytes[j - 1] == b'_'));
            if starts {
                let start = j;
                while j < bytes.len() && bytes[j].is_ascii_alphanumeric() {
                    j += 1;
                }
                let dot = j < bytes.len() && bytes[j] == b'.';
                if !dot && code[start..j].bytes().all(|b| b.is_ascii_digit()) {
                    found.push((i, start, j));
                }
            }
            j += 1;
        }
    }
    found
}

/// The K-loop kpipe recognises (its first and last line, 0-based, and its byte range), if any.
fn kloop(text: &str) -> Option<(usize, usize, std::ops::Range<usize>)> {
    // kpipe recognises the loop with the load helpers inlined: the loop's range, in the input.
    let inlined = kpipe::recognize::inline::expand(text, None, &[]).ok()?;
    let work = inlined.as_ref().map_or(text, |i| i.text.as_str());
    let source = Source::parse(work.to_string()).ok()?;
    let rec = kpipe::recognize::recognise(&source, None, &[]).ok()?;
    let node = rec.kloop.node;
    let range = match &inlined {
        Some(i) => i.position(node.start_byte())?..i.position(node.end_byte())?,
        None => node.byte_range(),
    };
    let row = |p: usize| text[..p].matches('\n').count();
    Some((row(range.start), row(range.end), range))
}

/// The K-loop's line: kpipe's, or else the last `for` before the first barrier.
fn loop_line(text: &str) -> Option<usize> {
    if let Some((first, _, _)) = kloop(text) {
        return Some(first);
    }
    let lines: Vec<&str> = text.lines().collect();
    let barrier = lines.iter().position(|l| l.contains("__syncthreads"))?;
    (0..barrier)
        .rev()
        .find(|&i| lines[i].trim_start().starts_with("for"))
}

pub struct Case {
    file: String,
    original: String,
    pub mutations: Vec<Mutation>,
    /// The mutant with CRLF line endings.
    crlf: bool,
}

impl Case {
    pub fn new(seed: u64, index: u64, corpus: &[(String, String)]) -> Case {
        let mut rng = Rng::new(seed, index);
        let (file, original) = corpus[rng.below(corpus.len())].clone();
        let count = 1 + rng.below(3);
        let mutations = (0..count).map(|_| Mutation::random(&mut rng)).collect();
        let crlf = rng.below(8) == 0;
        Case {
            file,
            original,
            mutations,
            crlf,
        }
    }

    /// The mutant and the description of each mutation that applied.
    pub fn mutant(&self, mutations: &[Mutation]) -> (String, Vec<String>) {
        let mut text = self.original.clone();
        let mut done = Vec::new();
        for m in mutations {
            if let Some((next, what)) = m.apply(&text) {
                text = next;
                done.push(what);
            }
        }
        if self.crlf {
            text = text.replace('\n', "\r\n");
            done.push("CRLF line endings".to_string());
        }
        (text, done)
    }
}

const VARIANTS: &[(&str, VariantRequest)] = &[
    ("auto", VariantRequest::Auto),
    ("ldg", VariantRequest::Ldg),
    ("cp-async", VariantRequest::CpAsync),
];
const ARCHS: &[&str] = &["sm_86", "sm_90"];

fn request(variant: VariantRequest, arch_name: &str, rewrite: bool) -> Request<'static> {
    Request {
        kernel: None,
        variant,
        arch: arch::by_name(arch_name).unwrap(),
        defines: &[],
        rewrite,
        tuning: Tuning::default(),
    }
}

/// A rewrite that passed the static properties, for the compile check.
pub struct Rewrite {
    label: String,
    input: String,
    output: String,
    arch: &'static str,
}

/// Runs every property on one mutant; the first violation, or the rewrites made.
pub fn check_mutant(text: &str) -> Result<Vec<Rewrite>, String> {
    let mut rewrites = Vec::new();
    // What `apply` reads before anything else: the launch directive, or the launch it infers.
    kpipe::guard::catch_panics(|| {
        let directive = kpipe::launch::spec::parse_directive(text).map(|d| d.is_ok());
        let inferred = kpipe::launch::evidence::infer_file(text, None, &[]).map(|i| i.is_ok());
        (directive, inferred)
    })
    .map_err(|p| format!("reading the launch panicked: {p}"))?;
    for &(name, variant) in VARIANTS {
        for &arch_name in ARCHS {
            let label = format!("--variant {name} --arch {arch_name}");
            for rewrite in [true, false] {
                if !rewrite && name != "auto" {
                    continue;
                }
                let label = if rewrite {
                    label.clone()
                } else {
                    format!("analyze {label}")
                };
                let result = kpipe::guard::catch_panics(|| {
                    transform(text, &request(variant, arch_name, rewrite))
                })
                .map_err(|p| format!("{label}: panicked: {p}"))?;
                let outcome = match result {
                    Err(e) if e.kind == Kind::Internal => {
                        return Err(format!("{label}: internal error: {}", e.message))
                    }
                    Err(_) => continue,
                    Ok(outcome) => outcome,
                };
                let output = outcome.rewritten.clone();
                let kernel = outcome.analysis.kernel.clone();
                kpipe::guard::catch_panics(|| {
                    let r = report::Report::of("mutant.cu".to_string(), outcome);
                    (
                        report::markdown(&r),
                        report::json(Some(&r), "mutant.cu", None),
                    )
                })
                .map_err(|p| format!("{label}: the report panicked: {p}"))?;
                if let Some(output) = output {
                    check_rewrite(text, &output, &kernel).map_err(|e| format!("{label}: {e}"))?;
                    rewrites.push(Rewrite {
                        label,
                        input: text.to_string(),
                        output: output.to_string(),
                        arch: arch_name,
                    });
                }
            }
        }
    }
    Ok(rewrites)
}

/// The properties of one rewrite, checked here without kpipe's own checks.
fn check_rewrite(input: &str, output: &str, kernel: &str) -> Result<(), String> {
    let before = Source::parse(input.to_string()).map_err(|e| e.message.clone())?;
    let after = Source::parse(output.to_string()).map_err(|e| e.message.clone())?;
    let (errors_before, errors_after) = (
        before.error_count(before.root()),
        after.error_count(after.root()),
    );
    if errors_after > errors_before {
        return Err(format!(
            "the output has more parse errors than the input ({errors_before} -> {errors_after})"
        ));
    }
    let facts = kpipe::recognize::kernel::FileFacts::collect(&after);
    let found = kpipe::recognize::kernel::find_kernels(&after, &facts, &[], None);
    match found.iter().find(|k| k.name == kernel) {
        None => return Err(format!("the output has no kernel `{kernel}`")),
        Some(k) => {
            if let Some(e) = after.first_error(k.node) {
                return Err(format!(
                    "the rewritten kernel has a parse error at line {}",
                    e.start_position().row + 1
                ));
            }
        }
    }
    let (first, last, range) =
        kloop(input).ok_or("kpipe rewrote a mutant in which it finds no K-loop")?;
    outside_loop_unchanged(input, output, first, last, range)?;
    let d = diff::unified(input, output, "a/mutant.cu", "b/mutant.cu");
    if diff::apply_unified(input, &d).as_deref() != Some(output) {
        return Err("the emitted diff applied to the input does not give the output".into());
    }
    // kpipe on its own output: no panic, no internal error, and not pipelined again.
    for &(name, variant) in &VARIANTS[..1] {
        let again =
            kpipe::guard::catch_panics(|| transform(output, &request(variant, "sm_90", true)))
                .map_err(|p| format!("kpipe on its own output (--variant {name}) panicked: {p}"))?;
        match again {
            Ok(_) => {
                return Err(format!(
                    "kpipe pipelined its own output again (--variant {name})"
                ))
            }
            Err(e) if e.kind == Kind::Internal => {
                return Err(format!(
                    "kpipe on its own output: internal error: {}",
                    e.message
                ))
            }
            Err(_) => {}
        }
    }
    Ok(())
}

/// Lines before the K-loop's line and after its last line are the input's, in order, apart from the
/// tiles' `[2]`/`[0]` and an added `#include <cuda_pipeline.h>`; code before the loop on its first
/// line and after it on its last line is kept too. `#pragma` lines right above a loop that begins its
/// line belong to the loop.
fn outside_loop_unchanged(
    input: &str,
    output: &str,
    first: usize,
    last: usize,
    range: std::ops::Range<usize>,
) -> Result<(), String> {
    // Lines kpipe adds outside the loop: the include, and for tiles moved to dynamic shared memory
    // the `kp_smem` declaration, and the comment and attribute lines above an edited launch.
    let include = |l: &&str| {
        let t = l.trim();
        let added = t == "#include <cuda_pipeline.h>"
            || (t.starts_with("extern __shared__") && t.contains("unsigned char kp_smem[]"))
            || t.starts_with("// kpipe: the dynamic shared memory below is a number")
            || t.contains("cudaFuncAttributeMaxDynamicSharedMemorySize");
        !added
    };
    let norm = |l: &str| normalise(&l.replace("[2]", "").replace("[0]", ""));
    let ins: Vec<&str> = input.lines().collect();
    let outs: Vec<&str> = output.lines().filter(include).collect();
    let line_start = input[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let lead = &input[line_start..range.start];
    let line_end = input[range.end..]
        .find('\n')
        .map_or(input.len(), |i| range.end + i);
    let trail = input[range.end..line_end].trim_end_matches('\r');
    let mut top = first;
    if lead.trim().is_empty() {
        while top > 0 && ins[top - 1].trim_start().starts_with("#pragma") {
            top -= 1;
        }
    }
    let before: Vec<&str> = ins[..top].iter().copied().filter(include).collect();
    let after: Vec<&str> = ins[last + 1..].iter().copied().filter(include).collect();
    let after = &after[..];
    if outs.len() < before.len() + after.len() + 1 {
        return Err("the output is shorter than the lines outside the K-loop".into());
    }
    for (i, line) in before.iter().enumerate() {
        if norm(line) != norm(outs[i]) {
            return Err(format!(
                "line {} before the K-loop changed:\n  input:  {line}\n  output: {}",
                i + 1,
                outs[i]
            ));
        }
    }
    let tail = &outs[outs.len() - after.len()..];
    for (i, (a, b)) in after.iter().zip(tail).enumerate() {
        if norm(a) != norm(b) {
            return Err(format!(
                "line {} after the K-loop changed:\n  input:  {a}\n  output: {b}",
                last + 2 + i
            ));
        }
    }
    // With code before the loop on its line, the pragmas above are that code's, so `top` is `first`.
    let first_out = outs[before.len()];
    if !lead.trim().is_empty() && !norm(first_out).starts_with(&norm(lead)) {
        return Err(format!(
            "the code before the K-loop on its line, `{}`, is not kept: `{first_out}`",
            lead.trim()
        ));
    }
    let last_out = outs[outs.len() - after.len() - 1];
    if !trail.trim().is_empty() && !norm(last_out).ends_with(&norm(trail)) {
        return Err(format!(
            "the code after the K-loop on its last line, `{}`, is not kept: `{last_out}`",
            trail.trim()
        ));
    }
    Ok(())
}

/// A line with what kpipe may change outside the loop made canonical: a tile's declaration and its
/// typed view in dynamic shared memory both become `tile NAME` and what follows the `;`; a launch
/// keeps its grid and block only (kpipe sets the dynamic size).
fn normalise(line: &str) -> String {
    let mut line = line.to_string();
    let declares =
        (line.contains("__shared__") && !line.contains("extern")) || line.contains(">(kp_smem");
    if declares {
        if let Some(semi) = line.find(';') {
            let head = &line[..semi];
            let name = if head.contains(">(kp_smem") {
                head.split("(&").nth(1).and_then(|r| r.split(')').next())
            } else {
                head.split('[')
                    .next()
                    .and_then(|h| h.split_whitespace().next_back())
            };
            if let Some(name) = name {
                line = format!("tile {name}{}", &line[semi + 1..]);
            }
        }
    }
    if let (Some(open), Some(close)) = (line.find("<<<"), line.find(">>>")) {
        if open < close {
            let args: Vec<&str> = line[open + 3..close].split(',').collect();
            if args.len() == 3 {
                line = format!(
                    "{}<<<{},{}>>>{}",
                    &line[..open],
                    args[0],
                    args[1],
                    &line[close + 3..]
                );
            }
        }
    }
    line
}

/// The fewest of the case's mutations that still fail (each one dropped in turn while it still fails).
pub fn reduce(case: &Case, fails: impl Fn(&str) -> bool) -> Vec<Mutation> {
    let mut kept = case.mutations.clone();
    let mut i = 0;
    while i < kept.len() && kept.len() > 1 {
        let mut fewer = kept.clone();
        fewer.remove(i);
        if fails(&case.mutant(&fewer).0) {
            kept = fewer;
        } else {
            i += 1;
        }
    }
    kept
}

pub fn report_failure(
    seed: u64,
    index: u64,
    case: &Case,
    problem: &str,
    mutations: &[Mutation],
) -> String {
    let (text, done) = case.mutant(mutations);
    format!(
        "case {index} (reproduce: KPIPE_FUZZ_SEED={seed} KPIPE_FUZZ_CASE={index} cargo test --test fuzz): {}\n  mutations: {}\n  {problem}\nthe mutant:\n{}",
        case.file,
        done.join("; "),
        diff::unified(&case.original, &text, &format!("a/{}", case.file), "b/mutant.cu")
    )
}

/// What one run over `indices` found: the failures (case, problem) and the rewrites (case, rewrite).
pub struct Run {
    pub failures: Vec<(u64, String)>,
    pub rewrites: Vec<(u64, Rewrite)>,
}

/// Checks the mutants `indices` of `seed` in parallel. Panics are caught by `guard::catch_panics`
/// inside `transform`, which keeps their message and location quiet until they are reported as
/// failures, with the case.
pub fn run(seed: u64, indices: &[u64], corpus: &[(String, String)]) -> Run {
    let results: Vec<(u64, Result<Vec<Rewrite>, String>)> = indices
        .par_iter()
        .map(|&i| {
            let case = Case::new(seed, i, corpus);
            (i, check_mutant(&case.mutant(&case.mutations).0))
        })
        .collect();
    let mut failures = Vec::new();
    let mut rewrites = Vec::new();
    for (i, result) in results {
        match result {
            Ok(r) => rewrites.extend(r.into_iter().map(|r| (i, r))),
            Err(problem) => failures.push((i, problem)),
        }
    }
    Run { failures, rewrites }
}

/// Compiles a random sample of the mutants that kpipe rewrote, and each one's output where the
/// mutant compiles: the failures (case, problem).
pub fn compile_sample(
    nvcc: &kpipe::toolchain::Tool,
    seed: u64,
    rewrites: &mut Vec<(u64, Rewrite)>,
    count: usize,
) -> Vec<(u64, String)> {
    let mut rng = Rng::new(seed, u64::MAX);
    let mut sample = Vec::new();
    while sample.len() < count && !rewrites.is_empty() {
        let i = rng.below(rewrites.len());
        sample.push(rewrites.swap_remove(i));
    }
    let started = std::time::Instant::now();
    let compile = |text: &str, arch: &str| -> Result<(), String> {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let file = dir.path().join("mutant.cu");
        std::fs::write(&file, text).map_err(|e| e.to_string())?;
        let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels");
        kpipe::toolchain::nvcc::compile(
            nvcc,
            &file,
            arch,
            &dir.path().join("mutant.cubin"),
            Some(&include),
            &[],
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
    };
    let results: Vec<(u64, bool, Option<String>)> = sample
        .par_iter()
        .map(|(i, r)| {
            if compile(&r.input, r.arch).is_err() {
                return (*i, false, None);
            }
            let problem = compile(&r.output, r.arch).err().map(|e| {
                format!(
                    "{}: the mutant compiles, the rewrite does not:\n{}",
                    r.label,
                    e.lines().take(12).collect::<Vec<_>>().join("\n")
                )
            });
            (*i, true, problem)
        })
        .collect();
    let compiled = results.iter().filter(|r| r.1).count();
    eprintln!(
        "fuzz: compiled {} sampled mutants, {compiled} of which compile, and their rewrites ({:.1} s)",
        results.len(),
        started.elapsed().as_secs_f64()
    );
    results
        .into_iter()
        .filter_map(|(i, _, problem)| problem.map(|p| (i, p)))
        .collect()
}
