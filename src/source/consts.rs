//! Compile-time integer constants: tile sizes, trip counts and thread counts come from `#define`,
//! `constexpr`/`const` declarations, template arguments and `--define NAME=VALUE`.
//!
//! Values are kept as expression text and evaluated on demand, read by `source::expr` (the one
//! reader of C expressions) and folded to a number here, so `#define BK (BLOCK / 4)` and `constexpr
//! int TILE = 2 * WARP_K;` resolve through each other. An unknown name is reported by name, so the
//! user knows which `--define` to give.

use crate::source::expr::{tokenize, Language, LexError, Meaning, Parser, Syntax, Token};
use crate::source::int_ops::{self, IntOp};
use std::collections::{BTreeSet, HashMap};
use std::ops::Range;

/// Where a constant's value came from, for the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Origin {
    Define,
    FileConstant,
    KernelConstant,
    /// A local the kernel never changes after its constant initialiser (`int stride = BM / 4;`):
    /// its value is a constant, its name is not a constant expression for the compiler.
    FixedLocal,
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
    used_command_line: UsedNames,
}

/// Names noted while evaluating through `&Symbols`, from any thread (candidates are proved in
/// parallel).
#[derive(Debug, Default)]
struct UsedNames(std::sync::Mutex<BTreeSet<String>>);

impl UsedNames {
    fn names(&self) -> BTreeSet<String> {
        self.0.lock().map(|n| n.clone()).unwrap_or_default()
    }

    fn insert(&self, name: &str) {
        if let Ok(mut names) = self.0.lock() {
            names.insert(name.to_string());
        }
    }
}

impl Clone for UsedNames {
    fn clone(&self) -> UsedNames {
        UsedNames(std::sync::Mutex::new(self.names()))
    }
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

    /// The definitions of `other` (the constants of an included header) for the names this one
    /// does not define: the file's own win. Their spans point into the header, so they are dropped.
    pub fn add_missing_from(&mut self, other: &Symbols) {
        for (name, d) in &other.values {
            self.values
                .entry(name.clone())
                .or_insert_with(|| Definition {
                    span: None,
                    ..d.clone()
                });
        }
    }

    /// Drops a name's definition: it has no one value.
    pub fn forget(&mut self, name: &str) {
        self.values.remove(name);
    }

    /// Every definition, by name.
    pub fn definitions(&self) -> impl Iterator<Item = (&str, &Definition)> {
        self.values.iter().map(|(n, d)| (n.as_str(), d))
    }

    /// Replaces the expression of a name's definition, keeping its origin and span (a macro use in
    /// it expanded).
    pub fn redefine(&mut self, name: &str, expr: &str) {
        if let Some(d) = self.values.get_mut(name) {
            d.expr = expr.trim().to_string();
        }
    }

    /// The definition in force for a name.
    pub fn definition(&self, name: &str) -> Option<&Definition> {
        self.values.get(name)
    }

    /// The `--define` names any evaluation so far has needed.
    pub fn command_line_used(&self) -> BTreeSet<String> {
        self.used_command_line.names()
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
            used_command_line: UsedNames::default(),
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

    /// Every definition and type, sorted, as one text: equal fingerprints, equal constants.
    pub fn fingerprint(&self) -> String {
        let mut lines: Vec<String> = self
            .values
            .iter()
            .map(|(n, d)| format!("{n}={}", d.expr))
            .chain(self.types.iter().map(|(n, t)| format!("type {n}={t}")))
            .collect();
        lines.sort();
        lines.join("\n")
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
        let tokens = tokenize(expr, &C).map_err(|e| match e {
            LexError::Number(text) => Unresolved(text),
            LexError::Unreadable => Unresolved(expr.trim().to_string()),
        })?;
        let mut parser = Parser::new(&tokens, &C);
        let value = parser.expr(
            &Evaluation {
                symbols: self,
                depth,
            },
            0,
        )?;
        if !parser.at_end() {
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
    // `std::int8_t`, `::uint32_t`: <cstdint>'s names in its namespace are the same types.
    let ty = ty
        .strip_prefix("std::")
        .or_else(|| ty.strip_prefix("::"))
        .unwrap_or(ty)
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

/// The C that constants are written in: every integer operator, `?:`, one-word casts.
const C: Language = Language {
    ops: &[
        "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+", "-", "*", "/", "%", "(", ")", "<",
        ">", "&", "|", "^", "~", "!", "?", ":", ",",
    ],
    binary: &[
        "?", "||", "&&", "|", "^", "&", "==", "!=", "<", ">", "<=", ">=", "<<", ">>", "+", "-",
        "*", "/", "%",
    ],
    cast_types: &[
        "int", "unsigned", "uint", "long", "size_t", "int32_t", "uint32_t", "int64_t",
    ],
    cast_words: 1,
    // Deeper is not a constant kpipe evaluates (nor one a person writes); the stack stays small.
    max_nesting: 256,
};

/// An evaluation of one definition's expression over the symbols.
struct Evaluation<'a> {
    symbols: &'a Symbols,
    /// How many definitions deep this evaluation is (`#define A B`, `#define B 4`).
    depth: usize,
}

impl Meaning for Evaluation<'_> {
    type Value = i64;
    type Error = Unresolved;

    fn syntax(&self, error: Syntax) -> Unresolved {
        Unresolved(match error {
            Syntax::Expected(op) => format!("expected `{op}`"),
            Syntax::Unexpected(op) => format!("unexpected `{op}`"),
            Syntax::Incomplete => "an incomplete expression".to_string(),
            Syntax::TooDeep(levels) => {
                format!("an expression nested more than {levels} levels deep")
            }
        })
    }

    fn number(&self, n: i64) -> Result<i64, Unresolved> {
        Ok(n)
    }

    fn name(&self, parser: &mut Parser, name: &str) -> Result<i64, Unresolved> {
        self.identifier(parser, name)
    }

    fn prefix(&self, op: &'static str, v: i64) -> Result<i64, Unresolved> {
        Ok(match op {
            "-" => v.wrapping_neg(),
            "~" => !v,
            "!" => i64::from(v == 0),
            _ => v,
        })
    }

    fn binary(&self, op: &'static str, a: i64, b: i64) -> Result<i64, Unresolved> {
        apply(op, a, b)
    }

    fn conditional(&self, c: i64, yes: i64, no: i64) -> Result<i64, Unresolved> {
        Ok(if c != 0 { yes } else { no })
    }
}

impl Evaluation<'_> {
    /// A name's value: `sizeof(T)`, a cast (`static_cast<T>(x)`, `int(x)`), `true`, `false` or a
    /// constant.
    fn identifier(&self, p: &mut Parser, name: &str) -> Result<i64, Unresolved> {
        let syntax = |e| self.syntax(e);
        match name {
            "sizeof" => {
                p.expect("(").map_err(syntax)?;
                let mut ty = Vec::new();
                while let Some(Token::Ident(word)) = p.peek() {
                    ty.push(word.clone());
                    p.skip(1);
                }
                p.expect(")").map_err(syntax)?;
                let ty = ty.join(" ");
                let resolved = self.symbols.resolve_type(&ty);
                type_size(resolved)
                    .map(|s| s as i64)
                    .ok_or(Unresolved(format!("sizeof({ty})")))
            }
            "static_cast" | "int" | "unsigned" => {
                // static_cast<int>(x) tokenizes as static_cast < int > ( x ): skip the type.
                if name == "static_cast" {
                    p.expect("<").map_err(syntax)?;
                    while !matches!(p.peek(), Some(Token::Op(">")) | None) {
                        p.skip(1);
                    }
                    p.expect(">").map_err(syntax)?;
                }
                p.parenthesised(self)
            }
            "max" | "std::max" | "min" | "std::min" => {
                // `std::max(a, b)` of constants (a launch's shared memory bytes, a tile count).
                p.expect("(").map_err(syntax)?;
                let a = p.expr(self, 0)?;
                p.expect(",").map_err(syntax)?;
                let b = p.expr(self, 0)?;
                p.expect(")").map_err(syntax)?;
                Ok(match name.ends_with("max") {
                    true => a.max(b),
                    false => a.min(b),
                })
            }
            "true" => Ok(1),
            "false" => Ok(0),
            _ => self.constant(name),
        }
    }

    /// The value of a constant's definition (a `--define` is noted as used).
    fn constant(&self, name: &str) -> Result<i64, Unresolved> {
        let Some(def) = self.symbols.get(name) else {
            return Err(Unresolved(name.to_string()));
        };
        if self.symbols.values[name].origin == Origin::CommandLine {
            self.symbols.used_command_line.insert(name);
        }
        self.symbols.eval_depth(def, self.depth + 1).map_err(|e| {
            if e.0 == def {
                Unresolved(name.to_string())
            } else {
                e
            }
        })
    }
}

/// `a op b` in `long long`, by the one operator table (`int_ops`).
fn apply(op: &str, a: i64, b: i64) -> Result<i64, Unresolved> {
    let op = IntOp::parse(op).ok_or_else(|| Unresolved(op.to_string()))?;
    int_ops::apply(op, a, b, int_ops::LONG_LONG)
        .map_err(|_| Unresolved("division by zero".to_string()))
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
        assert_eq!(
            s.eval("std::max(sizeof(float) * BK, 16) + min(BK, 2)"),
            Ok(34)
        );
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

#[cfg(test)]
mod type_size_tests {
    use super::type_size;

    #[test]
    fn cstdint_names_are_sized_with_or_without_their_namespace() {
        for (ty, bytes) in [
            ("std::int8_t", 1),
            ("const std::uint16_t", 2),
            ("::uint32_t", 4),
            ("int64_t", 8),
        ] {
            assert_eq!(type_size(ty), Some(bytes), "{ty}");
        }
        assert_eq!(type_size("std::vector"), None);
    }
}
