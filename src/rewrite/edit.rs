//! Byte-range edits on the original text: sorted, checked for overlap, applied in one pass. Everything
//! outside the edits stays byte-identical, so the diff shows exactly what kpipe changed.

use crate::diagnostics::{Diagnostic, Kind, Result};
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

/// Sorts edits by position; overlapping edits are a bug in the caller, reported as an internal error.
pub fn sorted(mut edits: Vec<Edit>) -> Result<Vec<Edit>> {
    edits.sort_by_key(|e| (e.range.start, e.range.end));
    if let Some(pair) = edits
        .windows(2)
        .find(|pair| pair[0].range.end > pair[1].range.start)
    {
        return Err(Diagnostic::new(
            Kind::Internal,
            format!(
                "internal error: overlapping edits at bytes {:?} and {:?}; nothing was written",
                pair[0].range, pair[1].range
            ),
            "please report this kernel (a kpipe bug, not yours)",
        )
        .at(pair[1].range.clone()));
    }
    Ok(edits)
}

/// Applies edits to `text` in one pass.
pub fn apply(text: &str, edits: Vec<Edit>) -> Result<String> {
    let edits = sorted(edits)?;
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
    Ok(out)
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
        assert_eq!(apply("hello world!", edits).unwrap(), ">> hello there");
    }

    #[test]
    fn overlap_is_an_internal_error() {
        let err = apply("abcdef", vec![Edit::deletion(0..3), Edit::deletion(2..4)]).unwrap_err();
        assert_eq!(err.kind, Kind::Internal);
        assert!(err.message.contains("overlapping"), "{}", err.message);
    }
}
