//! The file's own macros expanded as the preprocessor would (object-like and function-like, arguments
//! substituted), and the templates of inline `asm` with their constant operands filled in.
//!
//! Recognition reads the tree of the user's text, where a macro use is an opaque call; some decisions
//! must see what the use does (`CP_ASYNC_WAIT_GROUP(0)` waits for every copy, `FETCH_FLOAT4(r[i]) =
//! ...` writes a register). Appending macro bodies (`FileFacts::expand_macros`) finds tokens but loses
//! the arguments; this expansion keeps them. `#`/`##` are not modelled: a pasted name stays unpasted,
//! which only makes a decision more cautious.

use super::kernel::FileFacts;
use crate::source::parse::Source;
use tree_sitter::Node;

/// At most this many rounds of expansion (a macro that expands to itself stops here).
const MAX_ROUNDS: usize = 8;

/// An expansion stops growing past this many bytes: a macro that expands to several copies of
/// itself (`#define F(x) F(x) F(x) ...`) would otherwise multiply the text every round.
const MAX_EXPANDED: usize = 1 << 20;

/// `text` with the file's macros expanded, arguments substituted.
pub fn expand(facts: &FileFacts, text: &str) -> String {
    let mut out = text.to_string();
    for _ in 0..MAX_ROUNDS {
        let next = expand_once(facts, &out);
        if next == out || next.len() > MAX_EXPANDED {
            break;
        }
        out = next;
    }
    out
}

/// The constants whose definitions use a function-like macro (`SHMEM_SZ = MAX(a, b)`, with
/// `#define MAX(a, b) (a > b ? a : b)` in the file or a header) redefined by their expansion, so
/// that they evaluate: the constant evaluator reads expressions, not macro calls.
pub fn expand_in_constants(facts: &mut FileFacts) {
    let uses_function_macro = |expr: &str| {
        crate::source::text::split_words(expr)
            .iter()
            .any(|w| facts.macro_params.contains_key(*w))
    };
    let redefined: Vec<(String, String)> = facts
        .symbols
        .definitions()
        .filter(|(_, d)| uses_function_macro(&d.expr))
        .map(|(name, d)| (name.to_string(), expand(facts, &d.expr)))
        .collect();
    for (name, expr) in redefined {
        facts.symbols.redefine(&name, &expr);
    }
}

/// `text` expanded, followed by the template of every `asm` statement in it with its operands that
/// are constants written in (`"cp.async.wait_group %0;" :: "n"(0)` gives `cp.async.wait_group 0;`):
/// the instruction as the assembler sees it, for token searches.
pub fn expand_with_asm(facts: &FileFacts, text: &str) -> String {
    let mut out = expand(facts, text);
    for template in asm_templates(facts, &out) {
        out.push('\n');
        out.push_str(&template);
    }
    out
}

/// One pass over `text`: each macro use replaced by its body (strings and comments left alone).
fn expand_once(facts: &FileFacts, text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'"' || c == b'\'' {
            let end = literal_end(bytes, i);
            out.push_str(&text[i..end]);
            i = end;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            match facts.macros.get(word) {
                Some(body) => match facts.macro_params.get(word) {
                    None => out.push_str(body),
                    Some(params) => match call_arguments(text, i) {
                        Some((args, end)) => {
                            out.push_str(&substitute(body, params, &args));
                            i = end;
                        }
                        // A function-like macro named without arguments is not a use.
                        None => out.push_str(word),
                    },
                },
                None => out.push_str(word),
            }
        } else if c.is_ascii_digit() {
            // A number's suffix (`1u`, `2.0f`) is not an identifier.
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                i += 1;
            }
            out.push_str(&text[start..i]);
        } else {
            let ch = text[i..].chars().next().expect("in bounds");
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Where the string or character literal starting at `start` ends (after its closing quote).
fn literal_end(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Where the comment starting at `start` (`//` or `/*`) ends: after its line's end or its `*/`.
fn comment_end(bytes: &[u8], start: usize) -> usize {
    let block = bytes.get(start + 1) == Some(&b'*');
    let mut i = start + 2;
    while i < bytes.len() {
        match block {
            true if bytes[i] == b'*' && bytes.get(i + 1) == Some(&b'/') => return i + 2,
            false if bytes[i] == b'\n' => return i,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// `text` with each comment replaced by a space (string and character literals kept).
pub(super) fn without_comments(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut kept = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => i = literal_end(bytes, i),
            b'/' if matches!(bytes.get(i + 1), Some(b'/') | Some(b'*')) => {
                out.push_str(&text[kept..i]);
                out.push(' ');
                i = comment_end(bytes, i);
                kept = i;
            }
            _ => i += 1,
        }
    }
    out.push_str(&text[kept.min(text.len())..]);
    out
}

/// The arguments of a use whose name ends at `at` (`(a, f(b, c))` gives `a`, `f(b, c)`), and where
/// the use ends; None when no `(` follows.
fn call_arguments(text: &str, at: usize) -> Option<(Vec<String>, usize)> {
    let bytes = text.as_bytes();
    let mut i = at;
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    if bytes.get(i) != Some(&b'(') {
        return None;
    }
    let (mut depth, mut args, mut arg_start) = (0usize, Vec::new(), i + 1);
    // An argument's comment (`OFFSET(row, // row`) is not part of it, nor are its commas.
    let arg = |from: usize, to: usize| without_comments(&text[from..to]).trim().to_string();
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = literal_end(bytes, i);
                continue;
            }
            b'/' if matches!(bytes.get(i + 1), Some(b'/') | Some(b'*')) => {
                i = comment_end(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    let last = arg(arg_start, i);
                    if !(args.is_empty() && last.is_empty()) {
                        args.push(last);
                    }
                    return Some((args, i + 1));
                }
            }
            b',' if depth == 1 => {
                args.push(arg(arg_start, i));
                arg_start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// A function-like macro's body with its parameters replaced by the arguments (outside literals).
fn substitute(body: &str, params: &[String], args: &[String]) -> String {
    let bytes = body.as_bytes();
    let mut out = String::with_capacity(body.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if let Some((arg, end)) = bare_parenthesised_argument(body, i, &out, params, args) {
            out.push_str(arg);
            i = end;
        } else if c == b'"' || c == b'\'' {
            let end = literal_end(bytes, i);
            out.push_str(&body[i..end]);
            i = end;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &body[start..i];
            match params.iter().position(|p| p == word) {
                Some(k) => out.push_str(args.get(k).map_or("", String::as_str)),
                None => out.push_str(word),
            }
        } else {
            let ch = body[i..].chars().next().expect("in bounds");
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// At `body[at..]`, a parameter alone in parentheses (`(j)` of `A[(j) + (i) * lda]`) whose argument
/// is one name or number: that argument, and where the parentheses end. The C parse reads
/// `(tx) + (ty)` as a cast of `+(ty)` to a type `tx`, which the compiler, knowing `tx`, does not;
/// without the parentheses it reads the sum. Not after a name, `)` or `]`, where the parentheses
/// are a call's (`f(j)`, `sizeof(j)`).
fn bare_parenthesised_argument<'a>(
    body: &str,
    at: usize,
    out: &str,
    params: &[String],
    args: &'a [String],
) -> Option<(&'a str, usize)> {
    let inner = body[at..].strip_prefix('(')?;
    let close = inner.find(')')?;
    let k = params.iter().position(|p| p == inner[..close].trim())?;
    let arg = args.get(k)?.trim();
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let simple = !arg.is_empty() && arg.chars().all(word);
    // After a name, `)`, `]`, a string or `>`, the parentheses are a call's, an asm operand's
    // (`"r"(j)`) or a template's (`f<T>(j)`).
    let after_operand = out
        .trim_end()
        .ends_with(|c: char| word(c) || ")]\"'>".contains(c));
    (simple && !after_operand).then_some((arg, at + 1 + close + 1))
}

/// The templates of the `asm` statements in `text`, each `%N` whose operand is a constant replaced by
/// its value.
fn asm_templates(facts: &FileFacts, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = find_word(rest, "asm") {
        let after = &rest[at + 3..];
        let open = after
            .trim_start()
            .trim_start_matches("volatile")
            .trim_start_matches("__volatile__");
        let offset = rest.len() - open.len();
        let Some((_, end)) = call_arguments(rest, offset) else {
            rest = after;
            continue;
        };
        let inner = &rest[rest[offset..].find('(').map_or(offset, |p| offset + p + 1)..end - 1];
        out.push(resolve(facts, inner));
        rest = &rest[end..];
    }
    out
}

/// One `asm` statement's inside (`"tmpl" : outs : ins : clobbers`) as its resolved template.
fn resolve(facts: &FileFacts, inner: &str) -> String {
    let parts = split_top(inner, b':');
    let template: String = literals(parts.first().map_or("", |s| s.as_str()));
    let operands: Vec<String> = parts
        .iter()
        .skip(1)
        .take(2)
        .flat_map(|p| split_top(p, b','))
        .filter(|o| !o.trim().is_empty())
        .map(|o| {
            // `"n"(0)`: the expression in the parentheses after the constraint.
            let o = o.trim();
            let expr = o
                .find('(')
                .map_or(o, |p| o[p + 1..].trim_end().trim_end_matches(')'));
            match facts.symbols.eval(expr) {
                Ok(v) => v.to_string(),
                Err(_) => expr.trim().to_string(),
            }
        })
        .collect();
    let mut resolved = String::new();
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' && chars.peek().is_some_and(char::is_ascii_digit) {
            let mut n = String::new();
            while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                n.push(*d);
                chars.next();
            }
            let k: usize = n.parse().unwrap_or(usize::MAX);
            match operands.get(k).filter(|o| o.parse::<i64>().is_ok()) {
                Some(v) => resolved.push_str(v),
                None => {
                    resolved.push('%');
                    resolved.push_str(&n);
                }
            }
        } else {
            resolved.push(c);
        }
    }
    resolved
}

/// The contents of the string literals in `text`, joined (adjacent literals concatenate in C).
fn literals(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'"' {
            let end = literal_end(bytes, i);
            out.push_str(&text[i + 1..end.saturating_sub(1).max(i + 1)]);
            i = end;
        } else {
            i += 1;
        }
    }
    out.replace("\\n", "\n").replace("\\t", "\t")
}

/// `text` split at `sep` outside parentheses and literals.
fn split_top(text: &str, sep: u8) -> Vec<String> {
    let bytes = text.as_bytes();
    let (mut parts, mut depth, mut start, mut i) = (Vec::new(), 0i32, 0, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = literal_end(bytes, i);
                continue;
            }
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b if b == sep && depth == 0 => {
                parts.push(text[start..i].to_string());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(text[start..].to_string());
    parts
}

/// The first position of `word` in `text` as a whole identifier.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    text.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = i == 0 || !is_ident(text.as_bytes()[i - 1]);
        let after = text
            .as_bytes()
            .get(i + word.len())
            .is_none_or(|b| !is_ident(*b));
        before && after
    })
}

/// A load-phase statement that is one use of a function-like macro of the file (`LDST128(As[r][c],
/// A[i]);`), replaced by its expansion for the analysis and the rewrite, the way a load helper is
/// inlined: the text with the statement expanded, the statement's span and the expansion's length
/// (the step back to the user's text), and the note for the report. None when the statement is not such a use (a `__device__` helper, or no body here).
pub(super) fn statement_macro(
    source: &Source,
    stmt: Node,
) -> Option<(String, std::ops::Range<usize>, usize, String)> {
    let call = stmt
        .named_child(0)
        .filter(|c| c.kind() == "call_expression")?;
    let name = source.text_of(call.child_by_field_name("function")?);
    let facts = FileFacts::collect(source);
    facts.macro_params.get(name)?;
    let body = facts.macros.get(name)?;
    // A statement macro of several statements or with its own control flow is not one copy.
    if body.contains(';') || body.trim().is_empty() {
        return None;
    }
    // `(lhs = rhs)` as a statement is `lhs = rhs;`: the store recognition reads.
    let mut expanded = expand(&facts, source.text_of(call)).trim().to_string();
    while expanded.starts_with('(')
        && expanded.ends_with(')')
        && crate::source::text::parens_balanced(&expanded[1..expanded.len() - 1])
    {
        expanded = expanded[1..expanded.len() - 1].trim().to_string();
    }
    let line = crate::diagnostics::line_col(&source.text, stmt.start_byte()).0;
    let note = format!(
        "macro `{name}` (line {line}) is expanded in the load passes of the rewritten loop; its uses elsewhere and its definition stay as written"
    );
    Some(with_statement_replaced(source, stmt, &expanded, note))
}

/// A statement that uses a function-like macro whose expansion (with `facts`, the file's and its
/// headers' macros) is one inline `cp.async` asm statement (`CP_ASYNC_CG(dst, src, 16);`): the
/// file's text with that statement expanded, its range, the expansion's length and a note. The
/// async-copy reader then reads the asm as it reads one written out.
pub(super) fn async_statement_macro(
    source: &Source,
    stmt: Node,
    facts: &FileFacts,
) -> Option<(String, std::ops::Range<usize>, usize, String)> {
    let call = stmt
        .named_child(0)
        .filter(|c| c.kind() == "call_expression")?;
    let name = source.text_of(call.child_by_field_name("function")?);
    facts.macro_params.get(name)?;
    let expanded = expand(facts, source.text_of(call)).trim().to_string();
    let is_one_asm = (expanded.starts_with("asm") || expanded.starts_with("__asm__"))
        && expanded.contains("cp.async")
        && Source::parse(format!("void f() {{ {expanded}; }}"))
            .is_ok_and(|p| !p.root().has_error());
    if !is_one_asm {
        return None;
    }
    let line = crate::diagnostics::line_col(&source.text, stmt.start_byte()).0;
    let note = format!(
        "macro `{name}` (line {line}) is read as the `cp.async` it expands to; its definition stays as written"
    );
    Some(with_statement_replaced(source, stmt, &expanded, note))
}

/// The uses of tile accessor macros in the file's functions (`#define AS(i, j) As[i][j]`, used as
/// `AS(ty, tx) = A[..]` and `AS(ty, k) * BS(k, tx)`), each with its expansion as the preprocessor
/// writes it (the arguments substituted as written), last first so that each range stays valid as
/// the ones after it are replaced. An accessor macro is function-like and its body is one element
/// of a `__shared__` array the file declares: `NAME[..]..`, in parentheses or not. Recognition reads
/// tile stores and reads on the tree, where such a use is an opaque call; expanded, the loop is the
/// loop the compiler sees.
pub(crate) fn accessor_uses(source: &Source) -> Vec<(std::ops::Range<usize>, String)> {
    let facts = FileFacts::collect(source);
    let shared = shared_array_names(source);
    let accessors: Vec<(&String, &Vec<String>, String)> = facts
        .macro_params
        .iter()
        .filter_map(|(name, params)| {
            let body = facts.macros.get(name)?.trim();
            let body = body
                .strip_prefix('(')
                .and_then(|b| b.strip_suffix(')'))
                .filter(|b| crate::source::text::parens_balanced(b))
                .unwrap_or(body)
                .trim();
            let array = element_of(body)?;
            (shared.contains(array) && !params.iter().any(|p| p == array))
                .then(|| (name, params, body.to_string()))
        })
        .collect();
    if accessors.is_empty() {
        return Vec::new();
    }
    let mut uses = Vec::new();
    for call in crate::source::parse::descendants(source.root()) {
        if call.kind() != "call_expression" || !inside_function(call) {
            continue;
        }
        let Some(function) = call.child_by_field_name("function") else {
            continue;
        };
        let name = source.text_of(function);
        let Some((_, params, body)) = accessors.iter().find(|(n, _, _)| n.as_str() == name) else {
            continue;
        };
        let args: Vec<String> = crate::source::parse::call_arguments(call)
            .iter()
            .map(|a| source.text_of(*a).to_string())
            .collect();
        if args.len() != params.len() {
            continue;
        }
        uses.push((call.byte_range(), substitute(body, params, &args)));
    }
    uses.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
    uses
}

/// The uses of the macros the analysis reads as their expansions, last first: tile accessor
/// macros (`accessor_uses`) and address macros (`address_macro_uses`). Neither kind overlaps the
/// other (a use is one call or one identifier).
pub(crate) fn expression_macro_uses(source: &Source) -> Vec<(std::ops::Range<usize>, String)> {
    let mut uses = accessor_uses(source);
    uses.extend(address_macro_uses(source));
    uses.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
    uses
}

/// The uses of object-like macros that stand for an address of a function's operand or of a tile
/// (`#define blockA_ptr (A + (blockIdx.y * BM) * K)`, `#define smem_warpA_ptr (smem_A + off)`,
/// written inside a kernel and used as `reinterpret_cast<float4 *>(blockA_ptr)[i]`): each use
/// inside a function, after the definition, with the body in parentheses and the address macros
/// it names expanded too, as the preprocessor reads it. Recognition reads which pointer a load
/// reads on the tree, where such a use is an opaque name.
pub(crate) fn address_macro_uses(source: &Source) -> Vec<(std::ops::Range<usize>, String)> {
    let nodes = crate::source::parse::descendants(source.root());
    let shared = shared_array_names(source);
    let mut defs: Vec<(String, String, usize)> = Vec::new();
    for d in nodes.iter().filter(|n| n.kind() == "preproc_def") {
        let (Some(name), Some(value)) = (
            d.child_by_field_name("name"),
            d.child_by_field_name("value"),
        ) else {
            continue;
        };
        let body = source.text_of(value);
        let body = body.split("//").next().unwrap_or(body).trim();
        if body.is_empty() || !crate::source::text::parens_balanced(body) {
            continue;
        }
        defs.push((
            source.text_of(name).to_string(),
            body.to_string(),
            d.end_byte(),
        ));
    }
    if defs.is_empty() {
        return Vec::new();
    }
    let bodies: std::collections::HashMap<String, String> = defs
        .iter()
        .map(|(n, b, _)| (n.clone(), b.clone()))
        .collect();
    // The address macros: those whose expansion names a pointer parameter of a function of the
    // file or a tile. Only these are expanded inside a use: `BM` stays `BM`, as the user wrote it.
    let pointers: std::collections::HashSet<String> = nodes
        .iter()
        .filter(|n| n.kind() == "function_definition")
        .flat_map(|f| pointer_parameters(source, *f))
        .collect();
    let addresses: std::collections::HashMap<String, String> = bodies
        .iter()
        .filter(|(n, b)| {
            let expanded = expand_address(b, &bodies, &mut vec![n.to_string()]);
            let named = super::kernel::identifiers_in(&expanded)
                .any(|w| shared.contains(w) || pointers.contains(w));
            named
        })
        .map(|(n, b)| (n.clone(), b.clone()))
        .collect();
    // Where each address macro is first defined: a use before it is not a use.
    let mut defined: std::collections::HashMap<&str, (&str, usize)> = Default::default();
    for (n, b, end) in &defs {
        if addresses.contains_key(n) {
            defined.entry(n.as_str()).or_insert((b.as_str(), *end));
        }
    }
    let mut uses = Vec::new();
    for id in nodes.iter().filter(|n| n.kind() == "identifier") {
        let name = source.text_of(*id);
        let Some((body, end)) = defined.get(name) else {
            continue;
        };
        let after = id.start_byte() >= *end;
        if !after || !addresses.contains_key(name) || enclosing_function(*id).is_none() {
            continue;
        }
        let expanded = expand_address(body, &addresses, &mut vec![name.to_string()]);
        uses.push((id.byte_range(), parenthesized(&expanded)));
    }
    uses
}

/// `text` in parentheses, unless a pair already encloses all of it.
fn parenthesized(text: &str) -> String {
    let inner = text.strip_prefix('(').and_then(|t| t.strip_suffix(')'));
    match inner {
        Some(i) if crate::source::text::parens_balanced(i) => text.to_string(),
        _ => format!("({text})"),
    }
}

/// `body` with the macros of `defs` (name to body) it names replaced by their bodies in
/// parentheses, except those being expanded already (`open`): the preprocessor does not expand a
/// macro inside itself.
fn expand_address(
    body: &str,
    defs: &std::collections::HashMap<String, String>,
    open: &mut Vec<String>,
) -> String {
    // Macros nested deeper than this are left as written (an expansion that doubles at each level
    // would grow past any use).
    if open.len() > 8 {
        return body.to_string();
    }
    let mut out = String::new();
    let mut word = String::new();
    for c in body.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        match defs.get(&word) {
            Some(inner) if !open.contains(&word) => {
                open.push(word.clone());
                out.push_str(&parenthesized(&expand_address(inner, defs, open)));
                open.pop();
            }
            _ => out.push_str(&word),
        }
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

/// The function definition around `node`.
fn enclosing_function(node: Node) -> Option<Node> {
    let mut at = node.parent();
    while let Some(n) = at {
        if n.kind() == "function_definition" {
            return Some(n);
        }
        at = n.parent();
    }
    None
}

/// The names of `function`'s pointer parameters.
fn pointer_parameters(source: &Source, function: Node) -> Vec<String> {
    crate::source::parse::descendants(function)
        .into_iter()
        .filter(|p| p.kind() == "parameter_declaration" && source.text_of(*p).contains('*'))
        .filter_map(|p| p.child_by_field_name("declarator"))
        .filter_map(super::effects::declarator_name)
        .map(|n| source.text_of(n).to_string())
        .collect()
}

/// `NAME[..][..]` (one or more whole subscripts and nothing else), or `*(NAME + ..)` (a pointer
/// offset dereferenced, as `#define sA(i, j) *(sA + (j) + (i) * LD)` writes an element): NAME.
fn element_of(body: &str) -> Option<&str> {
    if let Some(pointed) = body.strip_prefix('*') {
        let inner = pointed.trim_start().strip_prefix('(')?.strip_suffix(')')?;
        if !crate::source::text::parens_balanced(inner) {
            return None;
        }
        let inner = inner.trim_start();
        let end = inner
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(inner.len());
        let (name, rest) = inner.split_at(end);
        let offset = rest.trim_start();
        let valid = !name.is_empty()
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && (offset.is_empty() || offset.starts_with('+'));
        return valid.then_some(name);
    }
    let end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(body.len());
    let (name, mut rest) = body.split_at(end);
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) || rest.is_empty() {
        return None;
    }
    while !rest.is_empty() {
        let inner = rest.strip_prefix('[')?;
        let mut depth = 1;
        let close = inner.char_indices().find_map(|(i, c)| {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(i)
        })?;
        rest = inner[close + 1..].trim_start();
    }
    Some(name)
}

/// The names of the file's `__shared__` arrays (static or `extern`), and of the pointers
/// initialised from them (`float *As = reinterpret_cast<float *>(smem);`, `float (*As)[BK] = ...`).
fn shared_array_names(source: &Source) -> std::collections::HashSet<String> {
    let nodes = crate::source::parse::descendants(source.root());
    let mut names: std::collections::HashSet<String> = nodes
        .iter()
        .filter(|d| d.kind() == "declaration" && source.text_of(**d).contains("__shared__"))
        .flat_map(|d| crate::source::parse::named_children(*d))
        .filter(|d| matches!(d.kind(), "array_declarator" | "init_declarator"))
        .filter_map(super::effects::declarator_name)
        .map(|n| source.text_of(n).to_string())
        .collect();
    let mentions_shared = |value: Node, names: &std::collections::HashSet<String>| {
        super::kernel::identifiers_in(source.text_of(value)).any(|w| names.contains(w))
    };
    let mut carved = Vec::new();
    for n in &nodes {
        match n.kind() {
            "init_declarator" => {
                let (Some(name), Some(value)) = (
                    super::effects::declarator_name(*n),
                    n.child_by_field_name("value"),
                ) else {
                    continue;
                };
                if mentions_shared(value, &names) {
                    carved.push(source.text_of(name).to_string());
                }
            }
            "assignment_expression" => {
                if let Some(view) = crate::source::parse::array_view(&source.text, *n) {
                    if mentions_shared(view.value, &names) {
                        carved.push(source.text_of(view.name).to_string());
                    }
                }
            }
            _ => {}
        }
    }
    names.extend(carved);
    names
}

/// Whether `node` is in a function's body (not a macro definition or a declaration at file scope).
fn inside_function(node: Node) -> bool {
    let mut at = node.parent();
    while let Some(n) = at {
        if n.kind() == "function_definition" {
            return true;
        }
        at = n.parent();
    }
    false
}

/// The file's text with `stmt` replaced by `expanded;`, the statement's range, the replacement's
/// length and `note`: one lowering step of a statement macro.
fn with_statement_replaced(
    source: &Source,
    stmt: Node,
    expanded: &str,
    note: String,
) -> (String, std::ops::Range<usize>, usize, String) {
    let block = format!("{expanded};");
    let text = &source.text;
    let new_text = format!(
        "{}{}{}",
        &text[..stmt.start_byte()],
        block,
        &text[stmt.end_byte()..]
    );
    (new_text, stmt.byte_range(), block.len(), note)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(text: &str) -> FileFacts {
        FileFacts::collect(&Source::parse(text.to_string()).unwrap())
    }

    #[test]
    fn function_like_macros_take_their_arguments() {
        let f = facts(
            "#define N 4\n#define CP(dst, src, bytes) asm volatile(\"cp.async.cg.shared.global [%0], [%1], %2;\\n\" ::\"r\"(dst), \"l\"(src), \"n\"(bytes))\n#define WAIT(n) asm volatile(\"cp.async.wait_group %0;\\n\" ::\"n\"(n))\n",
        );
        let text = expand(&f, "CP(sa, &A[f(i, j)], 16);");
        assert_eq!(
            text,
            "asm volatile(\"cp.async.cg.shared.global [%0], [%1], %2;\\n\" ::\"r\"(sa), \"l\"(&A[f(i, j)]), \"n\"(16));"
        );
        let waits = expand_with_asm(&f, "WAIT(0); WAIT(N - 3);");
        assert!(waits.contains("cp.async.wait_group 0;"), "{waits}");
        assert!(waits.contains("cp.async.wait_group 1;"), "{waits}");
        // Not a use: the name alone, and the name in a string.
        assert_eq!(expand(&f, "WAIT + \"CP(a)\""), "WAIT + \"CP(a)\"");
    }

    #[test]
    fn a_name_alone_in_parentheses_is_substituted_bare() {
        let f = facts("#define A(i, j) A[(j) + (i) * lda]\n#define S(x) (sizeof(x) + f(x) + g<int>(x) - (x))\n");
        assert_eq!(expand(&f, "A(ty, tx)"), "A[tx + ty * lda]");
        assert_eq!(expand(&f, "A(ty + 1, 2)"), "A[2 + (ty + 1) * lda]");
        assert_eq!(expand(&f, "S(v)"), "(sizeof(v) + f(v) + g<int>(v) - v)");
    }

    #[test]
    fn comments_between_arguments_are_not_part_of_them() {
        let f = facts("#define OFFSET(row, col, ld) ((row) * (ld) + (col))\n");
        let text = expand(&f, "OFFSET(\n  r, // row, first\n  c, /* col) */\n  K)");
        assert_eq!(text, "(r * K + c)");
    }
}
