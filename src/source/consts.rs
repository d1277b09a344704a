//! Compile-time integer constants: tile sizes, trip counts and thread counts come from `#define`,
//! `constexpr`/`const` declarations, template arguments and `--define NAME=VALUE`.
//!
//! Values are kept as expression text and evaluated on demand by a small Pratt evaluator over C integer
//! expressions, so `#define BK (BLOCK / 4)` and `constexpr int TILE = 2 * WARP_K;` resolve through each
//! other. An unknown name is reported by name, so the user knows which `--define` to give.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::ops::Range;

/// Where a constant's value came from, for the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    Define,
    FileConstant,
    KernelConstant,
    TemplateArgument,
    CommandLine,
}

/// Name → expression text, with the strongest origin winning.
#[derive(Debug, Clone, Default)]
pub struct Symbols {
    values: HashMap<String, Definition>,
    /// Byte sizes of type names (template type parameters resolve to their argument).
    types: HashMap<String, String>,
    /// The `--define` names an evaluation has looked up, so an unused one can be reported.
    used_command_line: RefCell<BTreeSet<String>>,
}

/// One constant: its expression, where it came from and, for the file's own, the byte range of the
/// name where it is defined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub expr: String,
    pub origin: Origin,
    pub span: Option<Range<usize>>,
}

/// Why an expression has no value: the first name (or construct) that could not be resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unresolved(pub String);

impl Symbols {
    pub fn insert(&mut self, name: &str, expr: &str, origin: Origin) {
        self.insert_at(name, expr, origin, None);
    }

    /// `insert`, remembering where the file defines the name (for messages that point at it).
    pub fn insert_at(
        &mut self,
        name: &str,
        expr: &str,
        origin: Origin,
        span: Option<Range<usize>>,
    ) {
        let keep_old = matches!(self.values.get(name), Some(old) if old.origin > origin);
        if !keep_old {
            self.values.insert(
                name.to_string(),
                Definition {
                    expr: expr.trim().to_string(),
                    origin,
                    span,
                },
            );
        }
    }

    /// The definition in force for a name.
    pub fn definition(&self, name: &str) -> Option<&Definition> {
        self.values.get(name)
    }

    /// The `--define` names any evaluation so far has needed.
    pub fn command_line_used(&self) -> BTreeSet<String> {
        self.used_command_line.borrow().clone()
    }

    /// The `--define` names the value of `expr` rests on, directly or through other constants.
    pub fn command_line_names_in(&self, expr: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut seen = std::collections::HashSet::new();
        let mut stack: Vec<(String, usize)> = vec![(expr.to_string(), 0)];
        while let Some((text, depth)) = stack.pop() {
            if depth > 32 {
                continue;
            }
            for word in text
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty() && !w.as_bytes()[0].is_ascii_digit())
            {
                let Some(def) = self.values.get(word) else {
                    continue;
                };
                if !seen.insert(word.to_string()) {
                    continue;
                }
                if def.origin == Origin::CommandLine {
                    out.insert(word.to_string());
                }
                stack.push((def.expr.clone(), depth + 1));
            }
        }
        out
    }

    /// The constants every instantiation of a template shares: these without the template
    /// arguments, the template type parameters and the `--define`s (which give values only to names
    /// the file leaves open). An expression that evaluates here has the same value in every
    /// instantiation, so kpipe may write its value as a number; any other size kpipe writes into a
    /// template is written as the expression itself.
    pub fn generic(&self) -> Symbols {
        Symbols {
            values: self
                .values
                .iter()
                .filter(|(_, d)| {
                    !matches!(d.origin, Origin::TemplateArgument | Origin::CommandLine)
                })
                .map(|(n, d)| (n.clone(), d.clone()))
                .collect(),
            types: HashMap::new(),
            used_command_line: RefCell::default(),
        }
    }

    /// Whether `expr` has the same value in every instantiation (see `generic`).
    pub fn is_generic(&self, expr: &str) -> bool {
        self.generic().eval(expr).is_ok()
    }

    pub fn insert_type(&mut self, name: &str, ty: &str) {
        self.types.insert(name.to_string(), ty.trim().to_string());
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(|d| d.expr.as_str())
    }

    /// Resolves a type name through template type parameters.
    pub fn resolve_type<'a>(&'a self, ty: &'a str) -> &'a str {
        let mut ty = ty;
        for _ in 0..8 {
            match self.types.get(ty) {
                Some(t) => ty = t,
                None => break,
            }
        }
        ty
    }

    /// Evaluates an integer constant expression.
    pub fn eval(&self, expr: &str) -> Result<i64, Unresolved> {
        self.eval_depth(expr, 0)
    }

    fn eval_depth(&self, expr: &str, depth: usize) -> Result<i64, Unresolved> {
        if depth > 32 {
            return Err(Unresolved(format!(
                "{expr} (definition too deep or circular)"
            )));
        }
        let tokens = tokenize(expr)?;
        let mut parser = ExprParser {
            tokens,
            pos: 0,
            symbols: self,
            depth,
            nesting: 0,
        };
        let value = parser.expr(0)?;
        if parser.pos != parser.tokens.len() {
            return Err(Unresolved(expr.trim().to_string()));
        }
        Ok(value)
    }
}

/// Size in bytes of a CUDA scalar or vector type, if known.
pub fn type_size(ty: &str) -> Option<u64> {
    let ty = ty
        .trim()
        .trim_start_matches("const ")
        .trim_start_matches("volatile ")
        .trim();
    let size = match ty {
        "char" | "signed char" | "unsigned char" | "int8_t" | "uint8_t" | "bool"
        | "__nv_fp8_e4m3" | "__nv_fp8_e5m2" | "char1" | "uchar1" => 1,
        "half" | "__half" | "__nv_bfloat16" | "nv_bfloat16" | "bf16" | "short"
        | "unsigned short" | "int16_t" | "uint16_t" | "char2" | "uchar2" => 2,
        "float" | "int" | "unsigned" | "unsigned int" | "uint" | "int32_t" | "uint32_t"
        | "half2" | "__half2" | "__nv_bfloat162" | "nv_bfloat162" | "char4" | "uchar4"
        | "float1" | "int1" | "uint1" => 4,
        "double" | "long" | "long long" | "unsigned long long" | "int64_t" | "uint64_t"
        | "size_t" | "float2" | "int2" | "uint2" => 8,
        "float4" | "int4" | "uint4" | "double2" | "longlong2" | "ulonglong2" => 16,
        _ => return None,
    };
    Some(size)
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Num(i64),
    Ident(String),
    Op(&'static str),
}

const OPS: &[&str] = &[
    "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "(", ")", "<", ">",
    "&", "|", "^", "~", "!", "?", ":", ",",
];

fn tokenize(expr: &str) -> Result<Vec<Token>, Unresolved> {
    let mut tokens = Vec::new();
    let bytes = expr.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
            tokens.push(Token::Num(parse_number(&expr[start..i])?));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            // `a::b` names are kept whole so the unresolved message shows them.
            while expr[i..].starts_with("::") {
                i += 2;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
            }
            tokens.push(Token::Ident(expr[start..i].to_string()));
        } else if let Some(op) = OPS.iter().find(|op| expr[i..].starts_with(**op)) {
            tokens.push(Token::Op(op));
            i += op.len();
        } else {
            return Err(Unresolved(expr.trim().to_string()));
        }
    }
    Ok(tokens)
}

fn parse_number(text: &str) -> Result<i64, Unresolved> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let parsed = if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        i64::from_str_radix(hex, 16).ok()
    } else {
        digits.parse().ok()
    };
    parsed.ok_or_else(|| Unresolved(text.to_string()))
}

struct ExprParser<'a> {
    tokens: Vec<Token>,
    pos: usize,
    symbols: &'a Symbols,
    /// How many definitions deep this evaluation is (`#define A B`, `#define B 4`).
    depth: usize,
    /// How many `expr` calls are active (parentheses, prefix operators, `?:`).
    nesting: usize,
}

fn binding_power(op: &str) -> Option<u8> {
    Some(match op {
        "?" => 1,
        "||" => 2,
        "&&" => 3,
        "|" => 4,
        "^" => 5,
        "&" => 6,
        "==" | "!=" => 7,
        "<" | ">" | "<=" | ">=" => 8,
        "<<" | ">>" => 9,
        "+" | "-" => 10,
        "*" | "/" | "%" => 11,
        _ => return None,
    })
}

impl ExprParser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn next(&mut self) -> Option<Token> {
        let t = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn expect(&mut self, op: &str) -> Result<(), Unresolved> {
        match self.next() {
            Some(Token::Op(o)) if o == op => Ok(()),
            _ => Err(Unresolved(format!("expected `{op}`"))),
        }
    }

    /// Parentheses, prefix operators and `?:` recurse; an expression nested deeper than this is
    /// not a constant kpipe evaluates (nor one a person writes), and the stack stays small.
    const MAX_NESTING: usize = 256;

    fn expr(&mut self, min_bp: u8) -> Result<i64, Unresolved> {
        if self.nesting >= Self::MAX_NESTING {
            return Err(Unresolved(format!(
                "an expression nested more than {} levels deep",
                Self::MAX_NESTING
            )));
        }
        self.nesting += 1;
        let value = self.expr_unnested(min_bp);
        self.nesting -= 1;
        value
    }

    fn expr_unnested(&mut self, min_bp: u8) -> Result<i64, Unresolved> {
        let mut lhs = self.prefix()?;
        while let Some(Token::Op(op)) = self.peek().cloned() {
            let Some(bp) = binding_power(op) else { break };
            if bp < min_bp {
                break;
            }
            self.pos += 1;
            if op == "?" {
                let yes = self.expr(0)?;
                self.expect(":")?;
                let no = self.expr(bp)?;
                lhs = if lhs != 0 { yes } else { no };
                continue;
            }
            let rhs = self.expr(bp + 1)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Ok(lhs)
    }

    fn prefix(&mut self) -> Result<i64, Unresolved> {
        match self.next() {
            Some(Token::Num(n)) => Ok(n),
            Some(Token::Op("-")) => Ok(self.expr(12)?.wrapping_neg()),
            Some(Token::Op("+")) => self.expr(12),
            Some(Token::Op("~")) => Ok(!self.expr(12)?),
            Some(Token::Op("!")) => Ok(i64::from(self.expr(12)? == 0)),
            Some(Token::Op("(")) => {
                // A C cast such as `(int)` or `(unsigned)` is skipped.
                if let (Some(Token::Ident(name)), Some(Token::Op(")"))) =
                    (self.tokens.get(self.pos), self.tokens.get(self.pos + 1))
                {
                    if is_integer_type(name) {
                        self.pos += 2;
                        return self.expr(12);
                    }
                }
                let v = self.expr(0)?;
                self.expect(")")?;
                Ok(v)
            }
            Some(Token::Ident(name)) => self.identifier(&name),
            Some(Token::Op(op)) => Err(Unresolved(format!("unexpected `{op}`"))),
            None => Err(Unresolved("an incomplete expression".to_string())),
        }
    }

    fn identifier(&mut self, name: &str) -> Result<i64, Unresolved> {
        match name {
            "sizeof" => {
                self.expect("(")?;
                let mut ty = Vec::new();
                while let Some(Token::Ident(word)) = self.peek().cloned() {
                    ty.push(word);
                    self.pos += 1;
                }
                self.expect(")")?;
                let ty = ty.join(" ");
                let resolved = self.symbols.resolve_type(&ty);
                type_size(resolved)
                    .map(|s| s as i64)
                    .ok_or(Unresolved(format!("sizeof({ty})")))
            }
            "static_cast" | "int" | "unsigned" => {
                // static_cast<int>(x) tokenizes as static_cast < int > ( x ): skip the type.
                if name == "static_cast" {
                    self.expect("<")?;
                    while !matches!(self.peek(), Some(Token::Op(">")) | None) {
                        self.pos += 1;
                    }
                    self.expect(">")?;
                }
                self.expect("(")?;
                let v = self.expr(0)?;
                self.expect(")")?;
                Ok(v)
            }
            "true" => Ok(1),
            "false" => Ok(0),
            _ => match self.symbols.get(name) {
                Some(def) => {
                    if self.symbols.values[name].origin == Origin::CommandLine {
                        self.symbols
                            .used_command_line
                            .borrow_mut()
                            .insert(name.to_string());
                    }
                    self.symbols.eval_depth(def, self.depth + 1).map_err(|e| {
                        if e.0 == def {
                            Unresolved(name.to_string())
                        } else {
                            e
                        }
                    })
                }
                None => Err(Unresolved(name.to_string())),
            },
        }
    }
}

fn is_integer_type(name: &str) -> bool {
    matches!(
        name,
        "int" | "unsigned" | "uint" | "long" | "size_t" | "int32_t" | "uint32_t" | "int64_t"
    )
}

fn apply(op: &str, a: i64, b: i64) -> Result<i64, Unresolved> {
    let div_zero = || Unresolved("division by zero".to_string());
    Ok(match op {
        "+" => a.wrapping_add(b),
        "-" => a.wrapping_sub(b),
        "*" => a.wrapping_mul(b),
        "/" => a.checked_div(b).ok_or_else(div_zero)?,
        "%" => a.checked_rem(b).ok_or_else(div_zero)?,
        "<<" => a.wrapping_shl(b as u32),
        ">>" => a.wrapping_shr(b as u32),
        "<" => i64::from(a < b),
        ">" => i64::from(a > b),
        "<=" => i64::from(a <= b),
        ">=" => i64::from(a >= b),
        "==" => i64::from(a == b),
        "!=" => i64::from(a != b),
        "&" => a & b,
        "|" => a | b,
        "^" => a ^ b,
        "&&" => i64::from(a != 0 && b != 0),
        "||" => i64::from(a != 0 || b != 0),
        _ => return Err(Unresolved(op.to_string())),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn symbols(pairs: &[(&str, &str)]) -> Symbols {
        let mut s = Symbols::default();
        for (k, v) in pairs {
            s.insert(k, v, Origin::Define);
        }
        s
    }

    #[test]
    fn evaluates_through_names_and_precedence() {
        let s = symbols(&[("BM", "128"), ("BK", "(BM / 16)"), ("THREADS", "256u")]);
        assert_eq!(s.eval("BM * BK / THREADS"), Ok(4));
        assert_eq!(s.eval("1 << 4 + 1"), Ok(32));
        assert_eq!(s.eval("BK + 8 > 10 ? 3 : 4"), Ok(3));
        assert_eq!(s.eval("sizeof(float) * BK"), Ok(32));
        assert_eq!(s.eval("(int)BM - 0x10"), Ok(112));
    }

    #[test]
    fn deep_or_overflowing_expressions_are_values_or_unresolved_never_a_crash() {
        let s = Symbols::default();
        let deep = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
        assert!(s.eval(&deep).unwrap_err().0.contains("nested more than"));
        assert!(s.eval(&"-".repeat(100_000)).is_err());
        assert_eq!(s.eval(&format!("{}1", "- ".repeat(10))), Ok(1));
        let long_sum = vec!["1"; 100_000].join(" + ");
        assert_eq!(s.eval(&long_sum), Ok(100_000));
        assert_eq!(s.eval("-(-9223372036854775807 - 1)"), Ok(i64::MIN));
    }

    #[test]
    fn unknown_names_are_named() {
        let s = symbols(&[("BK", "TILE_K * 2")]);
        assert_eq!(s.eval("BK + 1"), Err(Unresolved("TILE_K".into())));
    }

    #[test]
    fn stronger_origin_wins() {
        let mut s = Symbols::default();
        s.insert("BM", "64", Origin::CommandLine);
        s.insert("BM", "128", Origin::Define);
        assert_eq!(s.eval("BM"), Ok(64));
    }

    #[test]
    fn command_line_names_are_tracked() {
        let mut s = symbols(&[("BM", "TILE * 2"), ("BK", "8")]);
        s.insert("TILE", "64", Origin::CommandLine);
        s.insert("SPLIT", "2", Origin::CommandLine);
        assert_eq!(
            s.command_line_names_in("BM + BK"),
            ["TILE".to_string()].into()
        );
        assert!(s.command_line_used().is_empty(), "nothing evaluated yet");
        assert_eq!(s.eval("BM + BK"), Ok(136));
        assert_eq!(s.command_line_used(), ["TILE".to_string()].into());
    }
}
