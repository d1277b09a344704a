//! Expressions as written: split at a separator outside parentheses (`min(a,b),c` is two items,
//! `(a+b)*c` one factor and another).

/// The parts of `text` between the `sep`s outside parentheses, trimmed.
pub fn split_top_level(text: &str, sep: char) -> Vec<String> {
    let mut items = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if c == sep && depth == 0 => {
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

#[cfg(test)]
mod tests {
    #[test]
    fn only_separators_outside_parentheses_split() {
        assert_eq!(
            super::split_top_level("min(a,b), c", ','),
            ["min(a,b)", "c"]
        );
        assert_eq!(
            super::split_top_level("(BM + 4) * BK", '*'),
            ["(BM + 4)", "BK"]
        );
        assert_eq!(super::split_top_level("BK", '+'), ["BK"]);
    }
}

/// Whether every `)` in `text` closes a `(` before it, and all are closed.
pub fn parens_balanced(text: &str) -> bool {
    let mut depth = 0i32;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// `text` cut into identifier-like words and the runs between them, in order: joined again they
/// give `text` back (`"sizeof(T[2][BM])"` is `sizeof`, `(`, `T`, `[2][`, `BM`, `])`).
pub fn split_words(text: &str) -> Vec<&str> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_word = None;
    for (i, c) in text.char_indices() {
        let w = is_word(c);
        if in_word.is_some_and(|was| was != w) {
            out.push(&text[start..i]);
            start = i;
        }
        in_word = Some(w);
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

#[cfg(test)]
mod split_words_tests {
    use super::split_words;

    #[test]
    fn words_and_the_runs_between_them_give_the_text_back() {
        let text = "(0 + sizeof(T[2][BM_1][BK])) / 128";
        let parts = split_words(text);
        assert_eq!(parts.concat(), text);
        assert!(parts.contains(&"BM_1") && parts.contains(&"T") && parts.contains(&"sizeof"));
        assert!(split_words("").is_empty());
    }
}
