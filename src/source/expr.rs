//! The one reader of C expressions: a tokenizer and a precedence-climbing (Pratt) parser with C's
//! precedence, prefix operators, `?:` and casts to integer types.
//!
//! Two callers read C expressions with it: `consts` evaluates a constant to a number, and
//! `launch::host` turns a launch's grid, block and arguments into expressions of M, N and K. Each
//! says which part of C it reads with a `Language` (its operators, the binary ones it folds, its
//! cast types, how deep it nests) and what each piece means with a `Meaning`, which the parser
//! calls as it reads the tree, bottom up and left to right. The tree is folded while it is read,
//! not built first, so the first error is the one reading left to right meets (a name that has no
//! value before a syntax error further on, as each reader has always reported), and a sum of a
//! hundred thousand terms needs no deeper stack than one term.

/// One token: an integer literal (with its `u`/`l` suffixes read), a name (`a::b` kept whole), an
/// operator of the caller's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Num(i64),
    Ident(String),
    Op(&'static str),
}

/// The part of C a caller reads.
#[derive(Debug)]
pub struct Language {
    /// The operators the tokenizer knows, longest first where one starts another (`<<` before `<`);
    /// any other character makes the text unreadable.
    pub ops: &'static [&'static str],
    /// The binary operators the parser folds (with C's precedence); any other operator ends the
    /// expression there.
    pub binary: &'static [&'static str],
    /// The type names of a C cast `(int)x`, and how many words such a cast may have
    /// (`(unsigned int)`).
    pub cast_types: &'static [&'static str],
    pub cast_words: usize,
    /// Parentheses, prefix operators and `?:` recurse; deeper than this is an error.
    pub max_nesting: usize,
}

/// Why a text does not tokenize: a number that is not an integer (its text), or a character that is
/// no token of the language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LexError {
    Number(String),
    Unreadable,
}

/// A syntax error the parser meets; each caller words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Syntax {
    /// This operator was expected next (`)`, `:`).
    Expected(&'static str),
    /// An operator where an operand belongs.
    Unexpected(&'static str),
    /// The text ends where an operand belongs.
    Incomplete,
    /// Nested deeper than the language's `max_nesting`.
    TooDeep(usize),
}

/// What the pieces of an expression mean to a caller: the parser calls these as it reads them.
pub trait Meaning {
    type Value;
    type Error;
    /// The caller's error for a syntax error.
    fn syntax(&self, error: Syntax) -> Self::Error;
    /// An integer literal.
    fn number(&self, n: i64) -> Result<Self::Value, Self::Error>;
    /// A name, read with the parser positioned after it (so a name may read what follows, as
    /// `sizeof(T)` or a call does).
    fn name(&self, parser: &mut Parser, name: &str) -> Result<Self::Value, Self::Error>;
    /// A prefix operator (`-`, `+`, `~`, `!`) applied to its operand.
    fn prefix(&self, op: &'static str, v: Self::Value) -> Result<Self::Value, Self::Error>;
    /// A binary operator of the language applied to its operands.
    fn binary(
        &self,
        op: &'static str,
        a: Self::Value,
        b: Self::Value,
    ) -> Result<Self::Value, Self::Error>;
    /// `c ? yes : no`, both branches read.
    fn conditional(
        &self,
        c: Self::Value,
        yes: Self::Value,
        no: Self::Value,
    ) -> Result<Self::Value, Self::Error>;
}

/// Splits `text` into the tokens of `language`.
pub fn tokenize(text: &str, language: &Language) -> Result<Vec<Token>, LexError> {
    let mut tokens = Vec::new();
    let bytes = text.as_bytes();
    let word = |i: &mut usize| {
        while *i < bytes.len() && (bytes[*i].is_ascii_alphanumeric() || bytes[*i] == b'_') {
            *i += 1;
        }
    };
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
            let number = &text[start..i];
            let value = parse_number(number).ok_or_else(|| LexError::Number(number.to_string()))?;
            tokens.push(Token::Num(value));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            word(&mut i);
            // `a::b` names are kept whole, so messages show them.
            while text[i..].starts_with("::") {
                i += 2;
                word(&mut i);
            }
            tokens.push(Token::Ident(text[start..i].to_string()));
        } else if let Some(op) = language.ops.iter().find(|op| text[i..].starts_with(**op)) {
            tokens.push(Token::Op(op));
            i += op.len();
        } else {
            return Err(LexError::Unreadable);
        }
    }
    Ok(tokens)
}

/// A C integer literal (decimal, hex, binary or octal, `u`/`l` suffixes and `'` separators
/// dropped).
fn parse_number(text: &str) -> Option<i64> {
    let digits: String = text
        .trim_end_matches(['u', 'U', 'l', 'L'])
        .chars()
        .filter(|c| *c != '\'')
        .collect();
    let lower = digits.to_ascii_lowercase();
    if let Some(hex) = lower.strip_prefix("0x") {
        i64::from_str_radix(hex, 16).ok()
    } else if let Some(binary) = lower.strip_prefix("0b") {
        i64::from_str_radix(binary, 2).ok()
    } else if lower.len() > 1 && lower.starts_with('0') {
        i64::from_str_radix(&lower[1..], 8).ok()
    } else {
        lower.parse().ok()
    }
}

/// C's precedence of a binary operator (`?` for `?:`), higher binds tighter.
fn c_binding_power(op: &str) -> Option<u8> {
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

/// The binding power of a prefix operator's operand: above every binary operator.
const PREFIX: u8 = 12;

/// A parser over one text's tokens.
pub struct Parser<'a> {
    tokens: &'a [Token],
    pos: usize,
    language: &'a Language,
    /// How many `expr` calls are active (parentheses, prefix operators, `?:`).
    nesting: usize,
}

impl<'a> Parser<'a> {
    pub fn new(tokens: &'a [Token], language: &'a Language) -> Parser<'a> {
        Parser {
            tokens,
            pos: 0,
            language,
            nesting: 0,
        }
    }

    /// The next token, not consumed.
    pub fn peek(&self) -> Option<&'a Token> {
        self.tokens.get(self.pos)
    }

    /// The token `ahead` places after the next one, not consumed.
    pub fn peek_at(&self, ahead: usize) -> Option<&'a Token> {
        self.tokens.get(self.pos + ahead)
    }

    /// The next token, consumed (the position moves on even at the end).
    pub fn take(&mut self) -> Option<&'a Token> {
        let t = self.tokens.get(self.pos);
        self.pos += 1;
        t
    }

    /// Moves past `n` tokens.
    pub fn skip(&mut self, n: usize) {
        self.pos += n;
    }

    /// Whether every token has been read.
    pub fn at_end(&self) -> bool {
        self.pos == self.tokens.len()
    }

    /// Consumes the operator `op` if it is next.
    pub fn eat(&mut self, op: &str) -> bool {
        if matches!(self.peek(), Some(Token::Op(o)) if *o == op) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes the operator `op`, which must be next.
    pub fn expect(&mut self, op: &'static str) -> Result<(), Syntax> {
        match self.take() {
            Some(Token::Op(o)) if *o == op => Ok(()),
            _ => Err(Syntax::Expected(op)),
        }
    }

    /// An expression whose binary operators bind at least `min_bp` (0: a whole expression).
    pub fn expr<M: Meaning>(&mut self, m: &M, min_bp: u8) -> Result<M::Value, M::Error> {
        if self.nesting >= self.language.max_nesting {
            return Err(m.syntax(Syntax::TooDeep(self.language.max_nesting)));
        }
        self.nesting += 1;
        let value = self.expr_unnested(m, min_bp);
        self.nesting -= 1;
        value
    }

    /// `expr` without the nesting count: an operand, then binary operators by precedence.
    fn expr_unnested<M: Meaning>(&mut self, m: &M, min_bp: u8) -> Result<M::Value, M::Error> {
        let mut lhs = self.prefix(m)?;
        while let Some(Token::Op(op)) = self.peek() {
            let Some(bp) = self.binding_power(op) else {
                break;
            };
            if bp < min_bp {
                break;
            }
            self.pos += 1;
            if *op == "?" {
                let yes = self.expr(m, 0)?;
                self.expect(":").map_err(|e| m.syntax(e))?;
                let no = self.expr(m, bp)?;
                lhs = m.conditional(lhs, yes, no)?;
                continue;
            }
            let rhs = self.expr(m, bp + 1)?;
            lhs = m.binary(op, lhs, rhs)?;
        }
        Ok(lhs)
    }

    /// The precedence of a binary operator the language folds.
    fn binding_power(&self, op: &str) -> Option<u8> {
        if self.language.binary.contains(&op) {
            c_binding_power(op)
        } else {
            None
        }
    }

    /// An operand: a number, a prefix operator and its operand, a cast and its operand, a
    /// parenthesised expression or a name.
    fn prefix<M: Meaning>(&mut self, m: &M) -> Result<M::Value, M::Error> {
        match self.take() {
            Some(Token::Num(n)) => m.number(*n),
            Some(Token::Op(op @ ("-" | "+" | "~" | "!"))) => {
                let v = self.expr(m, PREFIX)?;
                m.prefix(op, v)
            }
            Some(Token::Op("(")) => {
                if let Some(words) = self.cast_words() {
                    self.pos += words + 1;
                    return self.expr(m, PREFIX);
                }
                self.parenthesised_rest(m)
            }
            Some(Token::Ident(name)) => m.name(self, name),
            Some(Token::Op(op)) => Err(m.syntax(Syntax::Unexpected(op))),
            None => Err(m.syntax(Syntax::Incomplete)),
        }
    }

    /// After `(`: the number of type words of a cast (`int`, `unsigned int`) closed by `)`, if that
    /// is what follows.
    fn cast_words(&self) -> Option<usize> {
        let language = self.language;
        let words = self.tokens[self.pos..]
            .iter()
            .take(language.cast_words)
            .take_while(
                |t| matches!(t, Token::Ident(w) if language.cast_types.contains(&w.as_str())),
            )
            .count();
        (words > 0 && self.peek_at(words) == Some(&Token::Op(")"))).then_some(words)
    }

    /// `( expr )`, with the `(` next (no cast is read here).
    pub fn parenthesised<M: Meaning>(&mut self, m: &M) -> Result<M::Value, M::Error> {
        self.expect("(").map_err(|e| m.syntax(e))?;
        self.parenthesised_rest(m)
    }

    /// `expr )`, the `(` read.
    fn parenthesised_rest<M: Meaning>(&mut self, m: &M) -> Result<M::Value, M::Error> {
        let v = self.expr(m, 0)?;
        self.expect(")").map_err(|e| m.syntax(e))?;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: Language = Language {
        ops: &["(", ")", "+", "-", "*", "<"],
        binary: &["+", "-", "*"],
        cast_types: &["int"],
        cast_words: 1,
        max_nesting: 8,
    };

    #[test]
    fn integer_literals_in_every_base_c_has() {
        assert_eq!(parse_number("0x1F"), Some(31));
        assert_eq!(parse_number("0b111"), Some(7));
        assert_eq!(parse_number("010"), Some(8), "a leading 0 is octal in C");
        assert_eq!(parse_number("0"), Some(0));
        assert_eq!(parse_number("128u"), Some(128));
        assert_eq!(parse_number("09"), None, "9 is no octal digit");
    }

    /// Prints the tree as it is read, fully parenthesised; a name `bad` has no meaning.
    struct Show;

    /// Why `Show` printed nothing: the text does not tokenize, a syntax error, or the name `bad`.
    #[derive(Debug, PartialEq)]
    enum NotShown {
        Lex(LexError),
        Syntax(Syntax),
        Bad,
    }

    impl Meaning for Show {
        type Value = String;
        type Error = NotShown;
        fn syntax(&self, error: Syntax) -> NotShown {
            NotShown::Syntax(error)
        }
        fn number(&self, n: i64) -> Result<String, NotShown> {
            Ok(n.to_string())
        }
        fn name(&self, _: &mut Parser, name: &str) -> Result<String, NotShown> {
            if name == "bad" {
                return Err(NotShown::Bad);
            }
            Ok(name.to_string())
        }
        fn prefix(&self, op: &'static str, v: String) -> Result<String, NotShown> {
            Ok(format!("({op}{v})"))
        }
        fn binary(&self, op: &'static str, a: String, b: String) -> Result<String, NotShown> {
            Ok(format!("({a}{op}{b})"))
        }
        fn conditional(&self, c: String, y: String, n: String) -> Result<String, NotShown> {
            Ok(format!("({c}?{y}:{n})"))
        }
    }

    fn show(text: &str) -> Result<String, NotShown> {
        let tokens = tokenize(text, &SMALL).map_err(NotShown::Lex)?;
        let mut p = Parser::new(&tokens, &SMALL);
        let v = p.expr(&Show, 0)?;
        Ok(if p.at_end() { v } else { format!("{v} ...") })
    }

    #[test]
    fn reads_with_the_callers_language() {
        assert_eq!(show("a - b - c * (int)-d"), Ok("((a-b)-(c*(-d)))".into()));
        // `<` is a token of SMALL but no binary operator of it: the expression ends there.
        assert_eq!(show("a + b < c"), Ok("(a+b) ...".into()));
        assert_eq!(show("a & b"), Err(NotShown::Lex(LexError::Unreadable)));
        assert_eq!(
            show("a + 1.5f"),
            Err(NotShown::Lex(LexError::Number("1.5f".into())))
        );
        assert_eq!(show("ns::a::b"), Ok("ns::a::b".into()));
        assert_eq!(
            show("((((((((a))))))))"),
            Err(NotShown::Syntax(Syntax::TooDeep(8)))
        );
    }

    #[test]
    fn the_first_error_is_the_first_met_left_to_right() {
        assert_eq!(show("bad + ("), Err(NotShown::Bad));
        assert_eq!(show("a + ("), Err(NotShown::Syntax(Syntax::Incomplete)));
        assert_eq!(show("(a + b"), Err(NotShown::Syntax(Syntax::Expected(")"))));
        assert_eq!(
            show("a + *"),
            Err(NotShown::Syntax(Syntax::Unexpected("*")))
        );
    }
}
