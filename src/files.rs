//! Files as a careful tool treats them: the input read whole, the output written atomically.

use crate::diagnostics::{Diagnostic, Kind, Result};
use std::io::Write as _;
use std::path::Path;

/// Writes through a temporary file in the same directory and renames it over the target, so a
/// reader never sees half a file.
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let io_error = |err: std::io::Error| {
        Diagnostic::new(
            Kind::Io,
            format!("cannot write {}: {err}", path.display()),
            "check that the directory exists and is writable",
        )
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(io_error)?;
    tmp.write_all(text.as_bytes()).map_err(io_error)?;
    tmp.persist(path).map_err(|e| io_error(e.error))?;
    Ok(())
}
