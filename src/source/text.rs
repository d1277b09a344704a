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
