//! Byte-range edits on the original text: sorted, checked for overlap, applied in one pass. Everything
//! outside the edits stays byte-identical, so the diff shows exactly what kpipe changed.

use std::ops::Range;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub replacement: String,
}

impl Edit {
    pub fn insertion(at: usize, text: impl Into<String>) -> Edit {
        Edit {
            range: at..at,
            replacement: text.into(),
        }
    }

    pub fn replacement(range: Range<usize>, text: impl Into<String>) -> Edit {
        Edit {
            range,
            replacement: text.into(),
        }
    }

    pub fn deletion(range: Range<usize>) -> Edit {
        Edit {
            range,
            replacement: String::new(),
        }
    }
}

/// Applies edits to `text`. Overlapping edits are a bug in the caller and panic with both ranges.
pub fn apply(text: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|e| (e.range.start, e.range.end));
    for pair in edits.windows(2) {
        assert!(
            pair[0].range.end <= pair[1].range.start,
            "overlapping edits {:?} and {:?}",
            pair[0].range,
            pair[1].range
        );
    }
    let mut out = String::with_capacity(
        text.len() + edits.iter().map(|e| e.replacement.len()).sum::<usize>(),
    );
    let mut pos = 0;
    for edit in &edits {
        out.push_str(&text[pos..edit.range.start]);
        out.push_str(&edit.replacement);
        pos = edit.range.end;
    }
    out.push_str(&text[pos..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applies_sorted_edits() {
        let edits = vec![
            Edit::replacement(6..11, "there"),
            Edit::insertion(0, ">> "),
            Edit::deletion(11..12),
        ];
        assert_eq!(apply("hello world!", edits), ">> hello there");
    }

    #[test]
    #[should_panic(expected = "overlapping")]
    fn overlap_is_a_bug() {
        apply("abcdef", vec![Edit::deletion(0..3), Edit::deletion(2..4)]);
    }
}
