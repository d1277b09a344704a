//! The `// kpipe:` directive as text: where it is, its `block=` field, and the limits of a CUDA
//! block. What its fields mean for a launch is `launch::spec`'s.

use super::error::SourceError;
use super::text::split_top_level;

pub const DIRECTIVE: &str = "// kpipe:";

/// Whether a line is a launch directive: `// kpipe: a=f32:row ...`, not the suppression comment
/// `// kpipe: ignore [CODES]` (the lint layer's).
pub fn is_directive_line(line: &str) -> bool {
    line.trim_start()
        .strip_prefix(DIRECTIVE)
        .is_some_and(|rest| !rest.trim_start().starts_with("ignore"))
}

/// The `block=` field of the file's directive: the field's byte range in `text` and its items
/// (`block=32,8` gives `["32", "8"]`). None without a directive or a `block=` field.
pub fn directive_block(text: &str) -> Option<(std::ops::Range<usize>, Vec<String>)> {
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        if is_directive_line(line) {
            let body = line.find(DIRECTIVE)? + DIRECTIVE.len();
            let mut offset = body;
            for field in line[body..].split_whitespace() {
                offset += line[offset..].find(field).unwrap_or(0);
                if let Some(value) = field.strip_prefix("block=") {
                    let span = start + offset..start + offset + field.len();
                    return Some((span, split_top_level(value, ',')));
                }
                offset += field.len();
            }
            return None;
        }
        start += line.len();
    }
    None
}

/// Whether `text` has a `// kpipe:` directive line.
pub fn has_directive(text: &str) -> bool {
    text.lines().any(is_directive_line)
}

/// `--launch`'s value as a directive line, so that its fields are read as the file's directive's
/// are; None without `--launch`, or when the file has a directive of its own (which wins).
pub fn given_directive(text: &str, launch: Option<&str>) -> Option<String> {
    let launch = launch?;
    (!has_directive(text)).then(|| format!("{DIRECTIVE} {}", launch.trim_start_matches(DIRECTIVE)))
}

/// The largest block CUDA launches: 1024 threads, with x and y at most 1024 and z at most 64.
pub fn check_block(block: [i64; 3]) -> Result<(), SourceError> {
    let limits = [1024, 1024, 64];
    let total: i64 = block.iter().map(|d| (*d).clamp(0, 1 << 20)).product();
    if let Some(i) = (0..3).find(|&i| block[i] < 1 || block[i] > limits[i]) {
        return Err(SourceError::BlockSide {
            threads: block[i],
            axis: ["x", "y", "z"][i],
            limit: limits[i],
        });
    }
    if total > 1024 {
        let [x, y, z] = block;
        return Err(SourceError::BlockTooLarge { x, y, z, total });
    }
    Ok(())
}
