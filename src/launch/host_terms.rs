//! Host-code terms that are not plain variables, as a launch is read (`crate::launch::host`):
//!
//! - a member passed for a size (`kernel<<<g, b>>>(params.m, params.n, ...)`, `cfg->K`): the path
//!   stands for that size wherever the launching function writes it (`dim3 grid(params.n / 64)`);
//!   the reader renames it to one identifier (`mangled`) before it tokenizes a host expression;
//! - `ceil(x)` (`ceilf`, `std::ceil`): of a float division (`ceil((float)M / BM)`) it is the
//!   ceiling division; of an integer expression (`ceil(M / BM)`, integer division first) it is
//!   that expression, as C computes it;
//! - the template parameters of a launching template (`template <int BM, int BN> void run() {
//!   gemm<BM, BN><<<dim3(N / BN, M / BM), ..>>>(..); }`): where the launch passes them on as the
//!   kernel's template arguments, they take the values of the instantiation kpipe analysed.

/// `params.m`, `cfg->K`, `p . n` as one normalised path (`params.m`, `cfg->K`); None for anything
/// else (a bare name, a call, an index).
pub fn member_path(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = text.trim();
    let mut segments = 0;
    loop {
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let word = &rest[..end];
        if !word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            return None;
        }
        out.push_str(word);
        segments += 1;
        rest = rest[end..].trim_start();
        if rest.is_empty() {
            break;
        }
        let separator = [".", "->"].into_iter().find(|s| rest.starts_with(s))?;
        out.push_str(separator);
        rest = rest[separator.len()..].trim_start();
    }
    (segments > 1).then_some(out)
}

/// The one identifier a path is read as: `params.m` → `params__member__m`.
pub fn mangled(path: &str) -> String {
    path.replace("->", "__member__").replace('.', "__member__")
}

/// `text` with each of `paths` (as `member_path` writes them), however spaced, replaced by its
/// `mangled` name. A path that is part of a longer one (`p.m` in `p.m.x`) or of a longer name is
/// left alone.
pub fn mangle_paths(text: &str, paths: &[String]) -> String {
    if paths.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    'scan: while at < text.len() {
        let word_start = at == 0 || !is_name_byte(text.as_bytes()[at - 1]);
        let after_member = text[..at].trim_end().ends_with(['.', '>']);
        if word_start && !after_member {
            for path in paths {
                if let Some(len) = matched_path(&text[at..], path) {
                    out.push_str(&mangled(path));
                    at += len;
                    continue 'scan;
                }
            }
        }
        let c = text[at..].chars().next().unwrap_or(' ');
        out.push(c);
        at += c.len_utf8();
    }
    out
}

/// The length of `text`'s prefix that spells `path` (spaces allowed around `.` and `->`), when it
/// ends there (not followed by a name character or another member).
fn matched_path(text: &str, path: &str) -> Option<usize> {
    let mut rest = text;
    let mut path = path;
    loop {
        let end = path.find(['.', '-']).unwrap_or(path.len());
        let word = &path[..end];
        rest = rest.strip_prefix(word)?;
        path = &path[end..];
        if path.is_empty() {
            break;
        }
        let separator = if path.starts_with("->") { "->" } else { "." };
        rest = rest.trim_start().strip_prefix(separator)?.trim_start();
        path = &path[separator.len()..];
    }
    let next = rest.trim_start();
    let ends = !rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
        && !next.starts_with('.')
        && !next.starts_with("->");
    ends.then_some(text.len() - rest.len())
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether `name` (as called, `std::` kept or not) is C's ceiling function.
pub fn is_ceil(name: &str) -> bool {
    matches!(name.rsplit("::").next(), Some("ceil" | "ceilf"))
}

/// The argument of `ceil(..)` (as the reader's tokens join it, `( float ) M / BM`) without its
/// casts to floating types, and whether it had one: the division inside is a float division.
pub fn without_float_casts(arg: &str) -> (String, bool) {
    let tokens: Vec<&str> = arg.split_whitespace().collect();
    let is_float = |t: &str| matches!(t, "float" | "double");
    let mut out: Vec<&str> = Vec::new();
    let mut float = false;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i..] {
            // `( float )` and `( double )`: a C cast.
            ["(", t, ")", ..] if is_float(t) => {
                float = true;
                i += 3;
            }
            // `static_cast < float >`: the parenthesised operand follows.
            ["static_cast", "<", t, ">", ..] if is_float(t) => {
                float = true;
                i += 4;
            }
            // `float ( x )`: a functional cast.
            [t, "(", ..] if is_float(t) => {
                float = true;
                i += 1;
            }
            [t, ..] => {
                out.push(t);
                i += 1;
            }
            [] => break,
        }
    }
    (out.join(" "), float)
}

/// The values the launch's template arguments take in the instantiation `instance` (`<128, 64>`):
/// each argument written as a bare name (`gemm<BM, BN>`) paired with the instance's number in its
/// place (the leading ones, where the launch leaves the rest to deduction). Nothing when the
/// launch writes more arguments than the instance has, or none.
pub fn template_bindings(callee: &str, instance: &str) -> Vec<(String, i64)> {
    let Some((_, written)) = callee.split_once('<') else {
        return Vec::new();
    };
    let written = written.trim_end().strip_suffix('>').unwrap_or(written);
    let wanted = instance
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>');
    let written = crate::recognize::kernel::split_template_args(written);
    let wanted = crate::recognize::kernel::split_template_args(wanted);
    // A launch may write only the leading arguments (`gemm<BLOCK><<<..>>>(.., dA)` deduces the
    // rest): those it writes are the instance's first ones.
    if written.len() > wanted.len() {
        return Vec::new();
    }
    written
        .iter()
        .zip(&wanted)
        .filter_map(|(w, v)| {
            let w = w.trim();
            let bare = w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            let value = v
                .trim()
                .trim_end_matches(['u', 'U', 'l', 'L'])
                .parse()
                .ok()?;
            bare.then(|| (w.to_string(), value))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn member_paths_are_normalised_and_renamed_wherever_they_are_written() {
        assert_eq!(member_path("params.m").as_deref(), Some("params.m"));
        assert_eq!(member_path(" cfg -> K ").as_deref(), Some("cfg->K"));
        assert_eq!(member_path("a.b.c").as_deref(), Some("a.b.c"));
        for not_a_path in ["m", "p.m()", "p[0].m", "1.5", "p.", "(p).m"] {
            assert_eq!(member_path(not_a_path), None, "{not_a_path}");
        }
        let paths = vec!["params.n".to_string(), "cfg->m".to_string()];
        assert_eq!(
            mangle_paths("(params.n + 63) / 64, cfg -> m / 64", &paths),
            "(params__member__n + 63) / 64, cfg__member__m / 64"
        );
        // Longer names and longer paths are other things.
        assert_eq!(
            mangle_paths("xparams.n + params.nn + params.n.x + q.params.n", &paths),
            "xparams.n + params.nn + params.n.x + q.params.n"
        );
    }

    #[test]
    fn ceil_of_a_float_division_and_of_an_integer_expression() {
        assert_eq!(
            without_float_casts("( float ) M / BM"),
            ("M / BM".to_string(), true)
        );
        assert_eq!(
            without_float_casts("static_cast < double > ( N ) / 64"),
            ("( N ) / 64".to_string(), true)
        );
        assert_eq!(
            without_float_casts("float ( N ) / 64"),
            ("( N ) / 64".to_string(), true)
        );
        assert_eq!(without_float_casts("m / BM"), ("m / BM".to_string(), false));
        assert!(is_ceil("ceil") && is_ceil("std::ceil") && is_ceil("ceilf"));
        assert!(!is_ceil("ceil_div") && !is_ceil("iceil"));
    }

    #[test]
    fn a_launchers_template_parameters_take_the_instances_values() {
        assert_eq!(
            template_bindings("gemm<BM, BN, 8, T>", "<128, 64, 8, 4>"),
            vec![
                ("BM".to_string(), 128),
                ("BN".to_string(), 64),
                ("T".to_string(), 4)
            ]
        );
        // An expression argument binds nothing; more arguments than the instance has bind nothing.
        assert_eq!(
            template_bindings("gemm<BM * 2, BN>", "<128, 64>"),
            vec![("BN".to_string(), 64)]
        );
        assert!(template_bindings("gemm<BM, BN, BK>", "<128, 64>").is_empty());
        // A launch that writes the leading arguments and leaves the rest to deduction.
        assert_eq!(
            template_bindings("gemm<BLOCK>", "<16, float>"),
            vec![("BLOCK".to_string(), 16)]
        );
        assert!(template_bindings("gemm", "<128>").is_empty());
        // A type argument is not a number.
        assert!(template_bindings("gemm<T>", "<float>").is_empty());
    }
}
