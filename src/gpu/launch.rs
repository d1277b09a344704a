//! How to launch a kernel for the numerics and the benchmark: the `// kpipe:` directive.
//!
//! ```text
//! // kpipe: a=f16:row b=f16:row c=f32 args=M,N,K,A,B,C grid=N/128,M/128 block=256 multiple=128,128,32
//! ```
//!
//! - `a=DTYPE:row` A is M x K row-major; `b=DTYPE:row` B is K x N row-major, `b=DTYPE:col` B is stored
//!   N x K (column-major K x N); DTYPE is f32, tf32 (f32 storage, tf32 math), f16, bf16, i8, f64.
//! - `c=DTYPE` the output (f32, i32, f64); `c=DTYPE:in` the kernel computes alpha*A*B + beta*C.
//! - `args=` the kernel's arguments in order: `A`, `B`, `C`, `alpha`, `beta`, or an integer expression
//!   of `M`, `N`, `K`.
//! - `grid=` and `block=` one to three expressions of `M`, `N`, `K` and `SMS` (the GPU's SM count).
//! - `multiple=` the multiples M, N and K must be (1 for a kernel that handles any size).

use crate::consts::{Origin, Symbols};
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
    fn parse(text: &str) -> Option<DType> {
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

    pub fn bytes(self) -> usize {
        match self {
            DType::I8 => 1,
            DType::F16 | DType::Bf16 => 2,
            DType::F32 | DType::Tf32 | DType::I32 => 4,
            DType::F64 => 8,
        }
    }

    /// (absolute, relative) tolerance against a float64 reference (SPEC §5).
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
    pub grid: Vec<String>,
    pub block: Vec<String>,
    pub multiple: [u64; 3],
    pub line: usize,
    /// Inferred from the signature, not written by the user: checked at square sizes only (the grid's
    /// orientation is a guess, and M = N makes it not matter).
    pub inferred: bool,
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

pub const DIRECTIVE: &str = "// kpipe:";

/// The directive of the file, if any; an error names the field that is wrong.
pub fn parse_directive(text: &str) -> Option<Result<LaunchSpec, String>> {
    let (line_index, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.trim_start().starts_with(DIRECTIVE))?;
    Some(parse_fields(
        line.trim_start()[DIRECTIVE.len()..].trim(),
        line_index + 1,
    ))
}

fn parse_fields(fields: &str, line: usize) -> Result<LaunchSpec, String> {
    let mut spec = LaunchSpec {
        a: DType::F32,
        b: DType::F32,
        b_col: false,
        c: DType::F32,
        c_in: false,
        args: Vec::new(),
        grid: Vec::new(),
        block: Vec::new(),
        multiple: [1, 1, 1],
        line,
        inferred: false,
    };
    let dtype = |v: &str| {
        DType::parse(v)
            .ok_or_else(|| format!("unknown dtype `{v}` (f32, tf32, f16, bf16, i8, i32, f64)"))
    };
    for field in fields.split_whitespace() {
        let (key, value) = field
            .split_once('=')
            .ok_or_else(|| format!("`{field}` is not key=value"))?;
        let list = || split_top_level(value);
        match key {
            "a" => spec.a = dtype(value.split(':').next().unwrap_or(""))?,
            "b" => {
                let mut parts = value.split(':');
                spec.b = dtype(parts.next().unwrap_or(""))?;
                spec.b_col = parts.next() == Some("col");
            }
            "c" => {
                let mut parts = value.split(':');
                spec.c = dtype(parts.next().unwrap_or(""))?;
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
                    return Err("multiple= needs three numbers: M, N, K".to_string());
                }
                spec.multiple = [v[0], v[1], v[2]];
            }
            _ => {
                return Err(format!(
                    "unknown field `{key}` (a, b, c, args, grid, block, multiple)"
                ))
            }
        }
    }
    for (name, v) in [
        ("args", &spec.args),
        ("grid", &spec.grid),
        ("block", &spec.block),
    ] {
        if v.is_empty() {
            return Err(format!("the directive needs {name}="));
        }
    }
    Ok(spec)
}

impl LaunchSpec {
    /// Launch geometry for M, N, K on a GPU with `sms` SMs.
    pub fn problem(&self, m: u64, n: u64, k: u64, sms: u64) -> Result<Problem, String> {
        let mut symbols = Symbols::default();
        for (name, v) in [("M", m), ("N", n), ("K", k), ("SMS", sms)] {
            symbols.insert(name, &v.to_string(), Origin::CommandLine);
        }
        let dims = |exprs: &[String]| -> Result<[u32; 3], String> {
            let mut out = [1u32; 3];
            for (i, e) in exprs.iter().take(3).enumerate() {
                out[i] = eval_min(&symbols, e)
                    .map_err(|u| format!("`{e}`: cannot evaluate `{}`", u.0))?
                    as u32;
            }
            Ok(out)
        };
        Ok(Problem {
            m,
            n,
            k,
            grid: dims(&self.grid)?,
            block: dims(&self.block)?,
        })
    }

    /// The value of an integer argument expression.
    pub fn int_arg(&self, expr: &str, p: &Problem) -> Result<i64, String> {
        let mut symbols = Symbols::default();
        for (name, v) in [("M", p.m), ("N", p.n), ("K", p.k)] {
            symbols.insert(name, &v.to_string(), Origin::CommandLine);
        }
        symbols
            .eval(expr)
            .map_err(|u| format!("`{expr}`: cannot evaluate `{}`", u.0))
    }

    /// Sizes that respect `multiple=`: one K-tile, two, an odd count, and a larger one; plus ragged
    /// sizes when the kernel takes any size.
    pub fn check_sizes(&self, k_tile: Option<u64>) -> Vec<(u64, u64, u64)> {
        let [mm, mn, mk] = self.multiple;
        // K in whole tiles: the kernel's K multiple, or its tile depth when it takes any K.
        let mk = if mk > 1 { mk } else { k_tile.unwrap_or(mk) };
        let base_m = mm.max(128).div_ceil(mm) * mm;
        let base_n = mn.max(128).div_ceil(mn) * mn;
        let mut sizes = vec![
            (base_m, base_n, mk),
            (base_m, base_n, 2 * mk),
            (base_m, 2 * base_n, 3 * mk),
            (2 * base_m, base_n, 5 * mk),
        ];
        if self.inferred {
            let side = base_m.max(base_n);
            sizes = vec![
                (side, side, mk),
                (side, side, 2 * mk),
                (side, side, 3 * mk),
                (2 * side, 2 * side, 5 * mk),
            ];
        }
        if self.multiple == [1, 1, 1] {
            sizes.extend([(37, 53, 7), (100, 33, 17), (1, 1, 1)]);
        }
        sizes
    }
}

/// Splits on commas outside parentheses: `min(a,b),c` is two items.
fn split_top_level(text: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut current).trim().to_string());
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    items.push(current.trim().to_string());
    items
}

/// What the analysis knows that a launch needs.
pub struct Hints {
    pub bm: u64,
    pub bn: u64,
    pub bk: u64,
    pub threads: Option<u64>,
    /// The kernel reads `threadIdx.y` (a 2-D block whose shape kpipe cannot guess).
    pub uses_thread_y: bool,
}

fn dtype_of(ty: &str) -> Option<DType> {
    let t = ty
        .replace("const", "")
        .replace("__restrict__", "")
        .replace('*', " ");
    let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
    Some(match t.as_str() {
        "float" => DType::F32,
        "double" => DType::F64,
        "half" | "__half" => DType::F16,
        "__nv_bfloat16" | "nv_bfloat16" => DType::Bf16,
        "int8_t" | "signed char" | "char" => DType::I8,
        "int" | "int32_t" => DType::I32,
        _ => return None,
    })
}

/// A launch for a GEMM-like signature (pointers A, B, C; sizes M, N, K; optional alpha, beta):
/// row-major operands, grid N/BN x M/BM, a 1-D block of the kernel's thread count. Anything less
/// clear is an error naming what is missing, so the user writes the directive instead.
pub fn infer(params: &[(String, String)], hints: Option<&Hints>) -> Result<LaunchSpec, String> {
    let mut args = Vec::new();
    let (mut a, mut b, mut c, mut c_in) = (None, None, None, false);
    for (ty, name) in params {
        let arg = match name.to_ascii_lowercase().as_str() {
            "a" => {
                a = dtype_of(ty);
                "A"
            }
            "b" => {
                b = dtype_of(ty);
                "B"
            }
            "c" => {
                c = dtype_of(ty);
                "C"
            }
            "m" => "M",
            "n" => "N",
            "k" => "K",
            "alpha" => "alpha",
            "beta" => {
                c_in = true;
                "beta"
            }
            _ => return Err(format!("kpipe cannot tell what the parameter `{name}` is")),
        };
        args.push(arg.to_string());
    }
    for needed in ["A", "B", "C", "M", "N", "K"] {
        if !args.iter().any(|x| x == needed) {
            return Err(format!("the signature has no `{needed}`"));
        }
    }
    let (Some(a), Some(b), Some(c)) = (a, b, c) else {
        return Err("the element types of A, B and C are not ones kpipe knows".to_string());
    };
    if !matches!(c, DType::F32 | DType::I32 | DType::F64) {
        return Err(format!(
            "C holds {c:?} values; kpipe reads back f32, i32 or f64 outputs"
        ));
    }
    let h = hints.ok_or("the tile sizes BM, BN, BK are unknown")?;
    if h.bm != h.bn {
        return Err(format!(
            "the tiles are not square (BM={} BN={}), so the grid's orientation matters",
            h.bm, h.bn
        ));
    }
    if h.uses_thread_y {
        return Err("the kernel uses a 2-D block (threadIdx.y)".to_string());
    }
    let threads = h
        .threads
        .ok_or("the thread count is unknown (no __launch_bounds__)")?;
    Ok(LaunchSpec {
        a,
        b,
        b_col: false,
        c: if a == DType::Tf32 { DType::F32 } else { c },
        c_in,
        args,
        grid: vec![format!("N/{}", h.bn), format!("M/{}", h.bm)],
        block: vec![threads.to_string()],
        multiple: [h.bm, h.bn, h.bk],
        line: 0,
        inferred: true,
    })
}

impl LaunchSpec {
    /// The directive that says the same, for the user to paste and adjust.
    pub fn to_directive(&self) -> String {
        let name = |d: DType| format!("{d:?}").to_ascii_lowercase();
        format!(
            "{DIRECTIVE} a={}:row b={}:{} c={}{} args={} grid={} block={} multiple={},{},{}",
            name(self.a),
            name(self.b),
            if self.b_col { "col" } else { "row" },
            name(self.c),
            if self.c_in { ":in" } else { "" },
            self.args.join(","),
            self.grid.join(","),
            self.block.join(","),
            self.multiple[0],
            self.multiple[1],
            self.multiple[2]
        )
    }
}

fn eval_min(symbols: &Symbols, expr: &str) -> Result<i64, crate::consts::Unresolved> {
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
    fn reads_a_directive() {
        let text = "// header\n// kpipe: a=f16:row b=f16:col c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/128,M/128 block=256 multiple=128,128,32\n__global__ void k();\n";
        let spec = parse_directive(text).unwrap().unwrap();
        assert_eq!(spec.a, DType::F16);
        assert!(spec.b_col && spec.c_in);
        assert_eq!(spec.line, 2);
        let p = spec.problem(256, 512, 64, 132).unwrap();
        assert_eq!(p.grid, [4, 2, 1]);
        assert_eq!(p.block, [256, 1, 1]);
        assert_eq!(spec.check_sizes(None)[0], (128, 128, 32));
    }

    #[test]
    fn a_bad_directive_names_the_field() {
        let err = parse_directive("// kpipe: a=f17:row args=A grid=1 block=1\n")
            .unwrap()
            .unwrap_err();
        assert!(err.contains("f17"));
        let err = parse_directive("// kpipe: a=f16:row grid=1 block=1\n")
            .unwrap()
            .unwrap_err();
        assert!(err.contains("args="));
    }
}

#[cfg(test)]
mod inference_tests {
    use super::*;

    fn params(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(t, n)| (t.to_string(), n.to_string()))
            .collect()
    }

    #[test]
    fn infers_a_gemm_signature_or_says_why_not() {
        let hints = Hints {
            bm: 64,
            bn: 64,
            bk: 8,
            threads: Some(512),
            uses_thread_y: false,
        };
        let p = params(&[
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
            ("float", "alpha"),
            ("const float *", "A"),
            ("const float *", "B"),
            ("float", "beta"),
            ("float *", "C"),
        ]);
        let spec = infer(&p, Some(&hints)).unwrap();
        assert!(spec.c_in && spec.inferred);
        assert_eq!(spec.to_directive(), "// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=512 multiple=64,64,8");
        assert!(spec.check_sizes(None).iter().all(|(m, n, _)| m == n));
        let odd = params(&[
            ("const float *", "A"),
            ("const float *", "B"),
            ("float *", "C"),
            ("int", "lda"),
        ]);
        assert!(infer(&odd, Some(&hints)).unwrap_err().contains("lda"));
        let twod = Hints {
            uses_thread_y: true,
            ..hints
        };
        assert!(infer(&p, Some(&twod)).unwrap_err().contains("threadIdx.y"));
    }
}
