//! How to launch a kernel for the numerics and the benchmark: the `// kpipe:` directive.
//!
//! ```text
//! // kpipe: a=f16:row b=f16:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32
//! ```
//!
//! - `a=DTYPE:row` A is M x K row-major; `b=DTYPE:row` B is K x N row-major, `b=DTYPE:col` B is stored
//!   N x K (column-major K x N); DTYPE is f32, tf32 (f32 storage, tf32 math), f16, bf16, i8, f64.
//! - `c=DTYPE` the output (f32, f16, bf16, i32, f64); `c=DTYPE:in` the kernel computes
//!   alpha*A*B + beta*C (C is then a random input of that dtype).
//! - `args=` the kernel's arguments in order: `A`, `B`, `C`, `alpha`, `beta`, or an integer expression
//!   of `M`, `N`, `K`.
//! - `grid=` and `block=` one to three expressions of `M`, `N`, `K` and `SMS` (the GPU's SM count).
//! - `multiple=` the multiples M, N and K must be (1 for a kernel that handles any size).
//!
//! Without a directive, `crate::launch::infer` builds the same `LaunchSpec` from the kernel's signature and
//! indexing.

use crate::launch::error::LaunchError;
use crate::source::consts::{Origin, Symbols};
pub use crate::source::directive::{check_block, directive_block, is_directive_line, DIRECTIVE};
use crate::source::text::split_top_level;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DType {
    F32,
    Tf32,
    F16,
    Bf16,
    I8,
    I32,
    F64,
}

impl DType {
    pub fn parse(text: &str) -> Option<DType> {
        Some(match text {
            "f32" => DType::F32,
            "tf32" => DType::Tf32,
            "f16" => DType::F16,
            "bf16" => DType::Bf16,
            "i8" => DType::I8,
            "i32" => DType::I32,
            "f64" => DType::F64,
            _ => return None,
        })
    }

    /// The name the directive uses (`f16`, `bf16`, ...).
    pub fn name(self) -> String {
        format!("{self:?}").to_ascii_lowercase()
    }

    /// Whether kpipe can poison, read back and decode an output of this dtype.
    pub fn is_output(self) -> bool {
        matches!(
            self,
            DType::F32 | DType::F16 | DType::Bf16 | DType::I32 | DType::F64
        )
    }

    pub fn bytes(self) -> usize {
        match self {
            DType::I8 => 1,
            DType::F16 | DType::Bf16 => 2,
            DType::F32 | DType::Tf32 | DType::I32 => 4,
            DType::F64 => 8,
        }
    }

    /// (absolute, relative) tolerance against a float64 reference.
    pub fn tolerance(self) -> (f64, f64) {
        match self {
            DType::F32 | DType::F64 => (1e-3, 1e-3),
            DType::Tf32 | DType::F16 | DType::Bf16 => (1e-2, 1e-2),
            DType::I8 | DType::I32 => (0.0, 0.0),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct LaunchSpec {
    pub a: DType,
    pub b: DType,
    /// B stored N x K.
    pub b_col: bool,
    pub c: DType,
    /// The kernel reads C (alpha*A*B + beta*C).
    pub c_in: bool,
    pub args: Vec<String>,
    /// Which of `args` is B's leading dimension, when inferred: it is N for B stored K x N and K
    /// for B stored N x K, so it follows `b_col` (see `with_b_col`).
    pub ldb_arg: Option<usize>,
    pub grid: Vec<String>,
    pub block: Vec<String>,
    pub multiple: [u64; 3],
    pub line: usize,
    /// Inferred from the signature and the kernel's indexing, not written by the user: checked at
    /// square sizes only (M = N), where a wrong guess of the grid's orientation matters least and the
    /// float64 reference still catches it.
    pub inferred: bool,
    /// For an inferred launch, what each inferred part rests on (for the report).
    pub evidence: Vec<String>,
    /// `smem=`: the original's dynamic shared memory as written (an expression of the file's
    /// constants).
    pub smem: Option<String>,
    /// Where the launch came from (for the report).
    pub from: LaunchFrom,
}

/// Where a launch came from, in the order kpipe looks: the file's directive, `--launch`, the host
/// call in the kernel's file or a `--host` file, inference from the kernel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LaunchFrom {
    Directive,
    CommandLine,
    /// The host call(s), as `crate::launch::host::HostLaunch::describe` names them.
    Host(String),
    Inferred,
}

/// One problem size with its launch geometry.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Problem {
    pub m: u64,
    pub n: u64,
    pub k: u64,
    pub grid: [u32; 3],
    pub block: [u32; 3],
}

/// The directive of the file, if any; an error names the field that is wrong.
pub fn parse_directive(text: &str) -> Option<Result<LaunchSpec, LaunchError>> {
    let (line_index, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| is_directive_line(l))?;
    Some(parse_line(line, line_index + 1))
}

/// The directive for `kernel`: the file's only one; in a file of several kernels with several
/// directives, the last one above the kernel's `__global__` definition (None when no directive is
/// above it: another kernel's directive is not this one's).
pub fn directive_for_kernel(text: &str, kernel: &str) -> Option<Result<LaunchSpec, LaunchError>> {
    let mut directives = Vec::new();
    let mut at = 0;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if is_directive_line(line) {
            directives.push((at, index + 1, line.trim_end_matches(['\n', '\r'])));
        }
        at += line.len();
    }
    if directives.len() <= 1 {
        return parse_directive(text);
    }
    let definition = global_definition(text, kernel)?;
    let (_, number, line) = directives
        .iter()
        .rev()
        .find(|(at, _, _)| *at < definition)?;
    Some(parse_line(line, *number))
}

/// Where the `__global__` declaration of `kernel` starts naming it: the first `kernel(` or
/// `kernel<` whose statement (back to the previous `;`, `}` or `{`) says `__global__`.
fn global_definition(text: &str, kernel: &str) -> Option<usize> {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(kernel).map(|(at, _)| at).find(|&at| {
        let before = text[..at].chars().next_back();
        let after = text[at + kernel.len()..].trim_start().chars().next();
        if before.is_some_and(is_ident) || !matches!(after, Some('(' | '<')) {
            return false;
        }
        let start = text[..at].rfind([';', '}', '{']).map_or(0, |i| i + 1);
        text[start..at].contains("__global__")
    })
}

/// The directive's fields, each error located at its field (line and column, 1-based).
fn parse_line(text: &str, line: usize) -> Result<LaunchSpec, LaunchError> {
    let start = text.len() - text.trim_start().len();
    let at = |offset: usize, e: LaunchError| LaunchError::InDirective {
        line,
        column: offset + 1,
        error: Box::new(e),
    };
    let mut spec = empty_spec(line);
    parse_fields(&mut spec, text, start + DIRECTIVE.len()).map_err(|(offset, e)| at(offset, e))?;
    missing_field(&spec, "the directive").map_err(|e| at(start, e))?;
    Ok(spec)
}

/// `--launch 'grid=... block=... ...'`: the directive's fields on the command line, for a file the
/// user may not edit. An error names the column in the flag's value (1-based).
pub fn parse_flag(value: &str) -> Result<LaunchSpec, LaunchError> {
    let mut spec = empty_spec(0);
    spec.from = LaunchFrom::CommandLine;
    let value = value.trim_start_matches(DIRECTIVE);
    parse_fields(&mut spec, value, 0).map_err(|(offset, e)| LaunchError::InFlag {
        column: offset + 1,
        error: Box::new(e),
    })?;
    missing_field(&spec, "--launch")?;
    Ok(spec)
}

/// The fields of `text` from byte `body` on into `spec`; an error with the field's byte offset.
fn parse_fields(
    spec: &mut LaunchSpec,
    text: &str,
    body: usize,
) -> Result<(), (usize, LaunchError)> {
    let mut offset = body;
    for field in text[body..].split_whitespace() {
        // split_whitespace keeps the order, so each field is found after the previous one.
        offset += text[offset..].find(field).unwrap_or(0);
        apply_field(spec, field).map_err(|e| (offset, e))?;
        offset += field.len();
    }
    Ok(())
}

fn missing_field(spec: &LaunchSpec, what: &'static str) -> Result<(), LaunchError> {
    for (name, v) in [
        ("args", &spec.args),
        ("grid", &spec.grid),
        ("block", &spec.block),
    ] {
        if v.is_empty() {
            return Err(LaunchError::MissingField { what, field: name });
        }
    }
    Ok(())
}

fn empty_spec(line: usize) -> LaunchSpec {
    LaunchSpec {
        a: DType::F32,
        b: DType::F32,
        b_col: false,
        c: DType::F32,
        c_in: false,
        args: Vec::new(),
        ldb_arg: None,
        grid: Vec::new(),
        block: Vec::new(),
        multiple: [1, 1, 1],
        line,
        inferred: false,
        evidence: Vec::new(),
        smem: None,
        from: LaunchFrom::Directive,
    }
}

/// One `key=value` field into the spec.
fn apply_field(spec: &mut LaunchSpec, field: &str) -> Result<(), LaunchError> {
    let dtype = |v: &str| {
        DType::parse(v).ok_or_else(|| LaunchError::UnknownDtype {
            dtype: v.to_string(),
        })
    };
    let (key, value) = field
        .split_once('=')
        .ok_or_else(|| LaunchError::NotKeyValue {
            field: field.to_string(),
        })?;
    let list = || split_top_level(value, ',');
    match key {
        "a" => {
            let mut parts = value.split(':');
            spec.a = dtype(parts.next().unwrap_or(""))?;
            if let Some(layout) = parts.next().filter(|l| *l != "row") {
                return Err(LaunchError::ALayout {
                    layout: layout.to_string(),
                });
            }
        }
        "b" => {
            let mut parts = value.split(':');
            spec.b = dtype(parts.next().unwrap_or(""))?;
            spec.b_col = parts.next() == Some("col");
        }
        "c" => {
            let mut parts = value.split(':');
            spec.c = dtype(parts.next().unwrap_or(""))?;
            if !spec.c.is_output() {
                return Err(LaunchError::NotAnOutput {
                    dtype: spec.c.name(),
                });
            }
            spec.c_in = parts.next() == Some("in");
        }
        "args" => spec.args = list(),
        "grid" => spec.grid = list(),
        "block" => spec.block = list(),
        "multiple" => {
            let v: Vec<u64> = value
                .split(',')
                .filter_map(|s| s.trim().parse().ok())
                .collect();
            if v.len() != 3 {
                return Err(LaunchError::MultipleNeedsThree);
            }
            spec.multiple = [v[0], v[1], v[2]];
        }
        // The original's dynamic shared memory: read by the analysis (`analysis::dynamic`), which
        // evaluates it with the file's constants and sizes the rewrite's launch from it.
        "smem" => {
            if value.is_empty() {
                return Err(LaunchError::SmemNeedsBytes);
            }
            spec.smem = Some(value.to_string());
        }
        _ => {
            return Err(LaunchError::UnknownField {
                key: key.to_string(),
            })
        }
    }
    Ok(())
}

impl LaunchSpec {
    /// The fields recognition and the analysis read from a directive (`block=`, `smem=`), written
    /// as a directive's, for `--launch` on a file without one (`pipeline::with_launch_model`).
    pub fn read_fields(&self) -> String {
        let block = format!("block={}", self.block.join(","));
        match &self.smem {
            Some(smem) => format!("{block} smem={smem}"),
            None => block,
        }
    }

    /// The same launch with B stored the other way; an inferred `ldb` argument follows.
    pub fn with_b_col(&self, b_col: bool) -> LaunchSpec {
        let mut other = self.clone();
        other.b_col = b_col;
        if let Some(i) = other.ldb_arg {
            other.args[i] = if b_col { "K" } else { "N" }.to_string();
        }
        other
    }

    /// The kernel takes one size (`gemm(A, B, C, N)`, a tutorial's `matmul(a, b, c, width)`): its
    /// arguments name exactly one of M, N and K, so the problem is square, M = N = K.
    pub fn is_square(&self) -> bool {
        let named: std::collections::BTreeSet<&str> = self
            .args
            .iter()
            .flat_map(|a| a.split(|c: char| !c.is_ascii_alphanumeric() && c != '_'))
            .filter(|w| matches!(*w, "M" | "N" | "K"))
            .collect();
        named.len() == 1
    }

    /// The launch passes no size and its grid and block depend on none: the kernel's problem size
    /// is compiled in (`#define N 4096`), and it cannot be run at sizes kpipe chooses.
    pub fn names_no_size(&self) -> bool {
        !self
            .args
            .iter()
            .chain(&self.grid)
            .chain(&self.block)
            .flat_map(|a| a.split(|c: char| !c.is_ascii_alphanumeric() && c != '_'))
            .any(|w| matches!(w, "M" | "N" | "K"))
    }

    /// Launch geometry for M, N, K on a GPU with `sms` SMs. A square kernel's (`is_square`) one
    /// size is K, the size the proof varies to run 1, 2 and 3 tiles.
    pub fn problem(&self, m: u64, n: u64, k: u64, sms: u64) -> Result<Problem, LaunchError> {
        let (m, n) = if self.is_square() { (k, k) } else { (m, n) };
        let mut symbols = Symbols::default();
        for (name, v) in [("M", m), ("N", n), ("K", k), ("SMS", sms)] {
            symbols.insert(name, &v.to_string(), Origin::CommandLine);
        }
        let values = |exprs: &[String]| -> Result<[i64; 3], LaunchError> {
            let mut out = [1i64; 3];
            for (i, e) in exprs.iter().take(3).enumerate() {
                out[i] = eval_min(&symbols, e).map_err(|u| cannot_evaluate(e, u))?;
            }
            Ok(out)
        };
        let block = values(&self.block)?;
        check_block(block).map_err(|error| LaunchError::Block {
            block: self.block.join(","),
            error,
        })?;
        let grid = values(&self.grid)?;
        Ok(Problem {
            m,
            n,
            k,
            grid: grid.map(|g| g as u32),
            block: block.map(|b| b as u32),
        })
    }

    /// The value of an integer argument expression.
    pub fn int_arg(&self, expr: &str, p: &Problem) -> Result<i64, LaunchError> {
        let mut symbols = Symbols::default();
        for (name, v) in [("M", p.m), ("N", p.n), ("K", p.k)] {
            symbols.insert(name, &v.to_string(), Origin::CommandLine);
        }
        symbols.eval(expr).map_err(|u| cannot_evaluate(expr, u))
    }

    /// Sizes that respect `multiple=`: one K-tile, two, an odd count, and a larger one; for a ring of
    /// N stages also the tile counts of `ring_tile_counts`; plus ragged sizes when the kernel takes
    /// any size.
    pub fn check_sizes(&self, k_tile: Option<u64>, stages: u32) -> Vec<(u64, u64, u64)> {
        let [mm, mn, mk] = self.multiple;
        // K in whole tiles: the kernel's K multiple, or its tile depth when it takes any K.
        let mk = if mk > 1 { mk } else { k_tile.unwrap_or(mk) };
        let base_m = mm.max(128).div_ceil(mm) * mm;
        let base_n = mn.max(128).div_ceil(mn) * mn;
        if self.is_square() {
            return square_sizes(self.multiple, mk, stages);
        }
        let mut sizes = vec![
            (base_m, base_n, mk),
            (base_m, base_n, 2 * mk),
            (base_m, 2 * base_n, 3 * mk),
            (2 * base_m, base_n, 5 * mk),
        ];
        if self.inferred {
            // A side that is a multiple of both the M and the N multiple (BM = 128, BN = 96: 384).
            let both = lcm(mm, mn);
            let side = both.max(128).div_ceil(both) * both;
            sizes = vec![
                (side, side, mk),
                (side, side, 2 * mk),
                (side, side, 3 * mk),
                (2 * side, 2 * side, 5 * mk),
            ];
        }
        // The ring's own tile counts, after the four above (the same sizes for two stages).
        let (m, n) = (sizes[0].0, sizes[0].1);
        for tiles in ring_tile_counts(stages) {
            if !sizes.iter().any(|(_, _, k)| *k == tiles * mk) {
                sizes.push((m, n, tiles * mk));
            }
        }
        if self.multiple == [1, 1, 1] {
            sizes.extend([(37, 53, 7), (100, 33, 17), (1, 1, 1)]);
        }
        sizes
    }
}

/// A square kernel's check sizes (M = N = K): 1, 2, 3 and 5 tiles of a side that is a multiple of
/// every tile size, and a ring's own tile counts; ragged sides where the kernel takes any size.
fn square_sizes(multiple: [u64; 3], k_tile: u64, stages: u32) -> Vec<(u64, u64, u64)> {
    let unit = lcm(lcm(multiple[0], multiple[1]), k_tile.max(1));
    let mut tiles = vec![1, 2, 3, 5];
    for t in ring_tile_counts(stages) {
        if !tiles.contains(&t) {
            tiles.push(t);
        }
    }
    let mut sizes: Vec<(u64, u64, u64)> = tiles
        .iter()
        .map(|t| (t * unit, t * unit, t * unit))
        .collect();
    if multiple == [1, 1, 1] {
        sizes.extend([(37, 37, 37), (1, 1, 1)]);
    }
    sizes
}

/// The K-tile counts a ring of `stages` buffers is checked at besides 1, 2, 3 and 5: N-1, N and N+1
/// (fewer tiles than the prologue issues, as many, one more) and 2N+1 (one more than a multiple of
/// N: the ring wraps twice and the last tile lands in stage 0). Empty for two stages or fewer.
pub fn ring_tile_counts(stages: u32) -> Vec<u64> {
    if stages <= 2 {
        return Vec::new();
    }
    let n = u64::from(stages);
    vec![n - 1, n, n + 1, 2 * n + 1]
}

impl LaunchSpec {
    /// The directive that says the same, for the user to paste and adjust.
    pub fn to_directive(&self) -> String {
        Draft {
            a: Some(self.a),
            b: Some(self.b),
            b_col: self.b_col,
            c: Some(self.c),
            c_in: self.c_in,
            args: self.args.iter().cloned().map(Some).collect(),
            grid: Some(self.grid.clone()),
            block: Some(self.block.clone()),
            multiple: Some(self.multiple),
            ..Draft::default()
        }
        .to_directive()
            + &self
                .smem
                .as_ref()
                .map_or(String::new(), |s| format!(" smem={s}"))
    }
}

/// A directive with holes: what inference found, `?` where it found nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Draft {
    pub a: Option<DType>,
    pub b: Option<DType>,
    pub b_col: bool,
    pub c: Option<DType>,
    pub c_in: bool,
    /// One entry per kernel parameter, in order.
    pub args: Vec<Option<String>>,
    pub grid: Option<Vec<String>>,
    pub block: Option<Vec<String>>,
    pub multiple: Option<[u64; 3]>,
    /// The layout of A (B) is not known: `a=f32:?` (`b=f32:?`), with the reason beside.
    pub a_layout_unknown: bool,
    pub b_layout_unknown: bool,
}

impl Draft {
    /// `// kpipe: a=f32:row ... block=? ...`: every unknown part is a `?` for the user to replace.
    pub fn to_directive(&self) -> String {
        let dtype = |d: Option<DType>| d.map_or("?".to_string(), DType::name);
        let list = |v: &Option<Vec<String>>| v.as_ref().map_or("?".to_string(), |v| v.join(","));
        let args: Vec<&str> = self
            .args
            .iter()
            .map(|a| a.as_deref().unwrap_or("?"))
            .collect();
        format!(
            "{DIRECTIVE} a={}:{} b={}:{} c={}{} args={} grid={} block={} multiple={}",
            dtype(self.a),
            if self.a_layout_unknown { "?" } else { "row" },
            dtype(self.b),
            match (self.b_layout_unknown, self.b_col) {
                (true, _) => "?",
                (false, true) => "col",
                (false, false) => "row",
            },
            dtype(self.c),
            if self.c_in { ":in" } else { "" },
            if args.is_empty() {
                "?".to_string()
            } else {
                args.join(",")
            },
            list(&self.grid),
            list(&self.block),
            self.multiple
                .map_or("?".to_string(), |[m, n, k]| format!("{m},{n},{k}"))
        )
    }
}

pub fn lcm(a: u64, b: u64) -> u64 {
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let (a, b) = (a.max(1), b.max(1));
    a / gcd(a, b) * b
}

/// `expr` has no value: the first name without one.
fn cannot_evaluate(expr: &str, u: crate::source::consts::Unresolved) -> LaunchError {
    LaunchError::CannotEvaluate {
        expr: expr.to_string(),
        name: u.0,
    }
}

fn eval_min(symbols: &Symbols, expr: &str) -> Result<i64, crate::source::consts::Unresolved> {
    // min(a, b) as used in persistent grids: `min(SMS*4, M/16*N/16)`.
    let inner = expr
        .trim()
        .strip_prefix("min(")
        .and_then(|e| e.strip_suffix(')'));
    match inner.and_then(|i| i.split_once(',')) {
        Some((a, b)) => Ok(symbols.eval(a)?.min(symbols.eval(b)?)),
        None => symbols.eval(expr),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kernel_of_a_file_takes_the_directive_above_it() {
        let text = "// kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/32,M/32 block=32,32 multiple=32,32,32\n\
            __global__ void first(int M, int N, int K, const float *A, const float *B, float *C) {}\n\
            // kpipe: a=f16:row b=f16:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=128 multiple=64,64,32\n\
            // second( is mentioned in this comment\n\
            __global__ void __launch_bounds__(128)\nsecond(const half *A, const half *B, float *C, int M, int N, int K) {}\n";
        let first = directive_for_kernel(text, "first").unwrap().unwrap();
        assert_eq!(first.args[0], "M");
        let second = directive_for_kernel(text, "second").unwrap().unwrap();
        assert_eq!((second.args[0].as_str(), second.line), ("A", 3));
        // One directive is the file's, whatever the kernel.
        let one = text.lines().take(2).collect::<Vec<_>>().join("\n");
        assert!(directive_for_kernel(&one, "other").is_some());
        // Several, none above the kernel: none is its.
        let below = format!("__global__ void zero() {{}}\n{text}");
        assert!(directive_for_kernel(&below, "zero").is_none());
    }

    #[test]
    fn reads_a_directive() {
        let text = "// header\n// kpipe: a=f16:row b=f16:col c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/128,M/128 block=256 multiple=128,128,32\n__global__ void k();\n";
        let spec = parse_directive(text).unwrap().unwrap();
        assert_eq!(spec.a, DType::F16);
        assert!(spec.b_col && spec.c_in);
        assert_eq!(spec.line, 2);
        let p = spec.problem(256, 512, 64, 132).unwrap();
        assert_eq!(p.grid, [4, 2, 1]);
        assert_eq!(p.block, [256, 1, 1]);
        assert_eq!(spec.check_sizes(None, 2)[0], (128, 128, 32));
    }

    #[test]
    fn a_launch_that_passes_no_size_names_none() {
        let spec = |fields: &str| {
            parse_directive(&format!("// kpipe: a=f32:row b=f32:row c=f32 {fields}\n"))
                .unwrap()
                .unwrap()
        };
        assert!(spec("args=A,B,C grid=32,32 block=32,32 multiple=32,32,32").names_no_size());
        assert!(!spec("args=A,B,C grid=N/32,M/32 block=32,32 multiple=32,32,32").names_no_size());
        assert!(!spec("args=A,B,C,N grid=32,32 block=32,32 multiple=32,32,32").names_no_size());
    }

    #[test]
    fn the_launch_flag_reads_the_directives_fields() {
        let spec = parse_flag(
            "a=f16:row b=f16:col c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32",
        )
        .unwrap();
        let directive = parse_directive("// kpipe: a=f16:row b=f16:col c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32").unwrap().unwrap();
        assert_eq!(spec.to_directive(), directive.to_directive());
        assert_eq!(spec.from, LaunchFrom::CommandLine);
        // Pasted with its prefix, it still reads.
        assert!(parse_flag("// kpipe: args=A,B,C grid=1 block=1").is_ok());
        assert_eq!(
            parse_flag("args=A,B,C grid=1 block=1 c=f17")
                .unwrap_err()
                .to_string(),
            "column 27: unknown dtype `f17` (f32, tf32, f16, bf16, i8, i32, f64)"
        );
        assert_eq!(
            parse_flag("args=A grid=1").unwrap_err(),
            LaunchError::MissingField {
                what: "--launch",
                field: "block"
            }
        );
        assert_eq!(
            parse_flag("args=A grid=1").unwrap_err().to_string(),
            "--launch needs block="
        );
        // A column-major A is not something the checks can feed: an error, not a row-major A.
        assert!(parse_flag("a=f32:col args=A,B,C grid=1 block=1")
            .unwrap_err()
            .to_string()
            .contains("take A row-major (M x K) only"));
    }

    #[test]
    fn a_bad_directive_names_the_field() {
        let err = parse_directive("// kpipe: a=f17:row args=A grid=1 block=1\n")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(err.contains("f17"));
        assert!(err.starts_with("line 1, column 11: "), "{err}");
        let err = parse_directive("int x;\n  // kpipe: a=f16:row grid=1 block=1\n")
            .unwrap()
            .unwrap_err()
            .to_string();
        assert!(err.contains("args="));
        assert!(err.starts_with("line 2, column 3: "), "{err}");
        let err = parse_directive("// kpipe: a=f16:row args=A grid=1  block=1 multiple=2\n")
            .unwrap()
            .unwrap_err();
        assert_eq!(
            err,
            LaunchError::InDirective {
                line: 1,
                column: 44,
                error: Box::new(LaunchError::MultipleNeedsThree)
            }
        );
        let err = err.to_string();
        assert!(err.starts_with("line 1, column 44: multiple="), "{err}");
    }

    #[test]
    fn half_and_bf16_outputs_parse_and_round_trip() {
        let text = "// kpipe: a=f16:row b=f16:row c=f16 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32\n";
        let spec = parse_directive(text).unwrap().unwrap();
        assert_eq!(spec.c, DType::F16);
        assert!(!spec.c_in);
        assert_eq!(spec.to_directive(), text.trim_end());
        let spec = parse_directive("// kpipe: a=bf16:row b=bf16:col c=bf16:in args=A,B,C,alpha,beta grid=1 block=1 multiple=1,1,1")
            .unwrap()
            .unwrap();
        assert_eq!((spec.c, spec.c_in, spec.b_col), (DType::Bf16, true, true));
        let again = parse_directive(&spec.to_directive()).unwrap().unwrap();
        assert_eq!(
            (again.c, again.c_in, again.b_col),
            (DType::Bf16, true, true)
        );
    }

    #[test]
    fn outputs_kpipe_cannot_read_back_are_refused() {
        for c in ["i8", "tf32"] {
            let err = parse_directive(&format!("// kpipe: c={c} args=A,B,C grid=1 block=1"))
                .unwrap()
                .unwrap_err()
                .to_string();
            assert!(err.contains(&format!("c={c}")), "{err}");
            assert!(err.contains("f16, bf16"), "{err}");
        }
    }

    #[test]
    fn a_draft_marks_the_unknown_parts() {
        let draft = Draft {
            a: Some(DType::F32),
            b: Some(DType::F32),
            c: None,
            args: vec![Some("M".into()), None, Some("A".into())],
            grid: Some(vec!["N/64".into(), "M/64".into()]),
            multiple: Some([64, 64, 8]),
            ..Draft::default()
        };
        assert_eq!(
            draft.to_directive(),
            "// kpipe: a=f32:row b=f32:row c=? args=M,?,A grid=N/64,M/64 block=? multiple=64,64,8"
        );
        assert_eq!(
            Draft::default().to_directive(),
            "// kpipe: a=?:row b=?:row c=? args=? grid=? block=? multiple=?"
        );
    }

    #[test]
    fn inferred_launches_run_at_square_sizes_that_fit_both_tiles() {
        let mut spec =
            parse_directive("// kpipe: args=A,B,C grid=N/96,M/128 block=256 multiple=128,96,8")
                .unwrap()
                .unwrap();
        spec.inferred = true;
        let sizes = spec.check_sizes(None, 2);
        assert!(!sizes.is_empty());
        for (m, n, k) in sizes {
            assert_eq!(m, n);
            assert_eq!((m % 128, m % 96, k % 8), (0, 0, 0), "{m} {k}");
        }
        assert_eq!(lcm(128, 96), 384);
        assert_eq!(lcm(0, 64), 64);
    }

    #[test]
    fn a_ring_is_checked_below_at_and_past_its_stages() {
        let spec =
            parse_directive("// kpipe: args=A,B,C grid=N/128,M/128 block=256 multiple=128,128,32")
                .unwrap()
                .unwrap();
        let tiles = |stages: u32| -> Vec<u64> {
            spec.check_sizes(None, stages)
                .iter()
                .map(|(_, _, k)| k / 32)
                .collect()
        };
        // Two stages: the sizes they always had.
        assert_eq!(tiles(2), [1, 2, 3, 5]);
        assert!(ring_tile_counts(2).is_empty());
        // N-1, N, N+1 and 2N+1 tiles join them.
        assert_eq!(ring_tile_counts(3), [2, 3, 4, 7]);
        assert_eq!(tiles(3), [1, 2, 3, 5, 4, 7]);
        assert_eq!(tiles(4), [1, 2, 3, 5, 4, 9]);
        assert_eq!(tiles(8), [1, 2, 3, 5, 7, 8, 9, 17]);
        for n in 3..=8u32 {
            let t = tiles(n);
            let n = u64::from(n);
            for want in [1, n - 1, n, n + 1, 2 * n + 1] {
                assert!(t.contains(&want), "{n} stages: {t:?} lacks {want}");
            }
        }
        // The sizes of a kernel that takes any K count tiles of its tile depth.
        let any = parse_directive("// kpipe: args=A,B,C grid=N/64,M/64 block=256 multiple=1,1,1")
            .unwrap()
            .unwrap();
        assert!(any.check_sizes(Some(16), 4).contains(&(128, 128, 9 * 16)));
    }

    #[test]
    fn a_block_cuda_cannot_launch_is_refused_at_launch() {
        let spec =
            parse_directive("// kpipe: args=A,B,C grid=N/64,M/64 block=N/4 multiple=64,64,8")
                .unwrap()
                .unwrap();
        assert_eq!(spec.problem(128, 128, 8, 132).unwrap().block, [32, 1, 1]);
        let err = spec.problem(8192, 8192, 8, 132).unwrap_err().to_string();
        assert!(err.contains("2048 threads along x"), "{err}");
        assert!(check_block([32, 32, 1]).is_ok());
        assert!(check_block([1, 1, 65]).is_err());
        assert!(check_block([64, 32, 1]).is_err());
        let (span, items) =
            directive_block("x\n  // kpipe: args=A grid=1 block=16,16 multiple=1,1,1\n").unwrap();
        assert_eq!(span, 28..39);
        assert_eq!(items, ["16", "16"]);
    }
}
