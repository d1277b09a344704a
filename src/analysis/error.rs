//! The analysis layer's errors: why the static tiles cannot move to dynamic shared memory (a
//! declaration shared with another variable or with a qualifier a view would drop, a size without
//! a value, an `extern __shared__` buffer of unknown size), and why a tile store cannot be one
//! cp.async copy. Each displays the message kpipe has always printed for it; the report shows them
//! as text.

use crate::diagnostics::Diagnostic;
use crate::recognize::error::RecognizeError;
use crate::source::consts::Unresolved;
use thiserror::Error;

#[derive(Debug, Clone, Error)]
pub enum AnalysisError {
    // Moving the static tiles to dynamic shared memory.
    /// The K-loop has no static tile to move.
    #[error("the K-loop has no static tiles")]
    NoStaticTiles,
    /// A tile declared in one statement with a variable that does not move.
    #[error("`{tile}` is declared together with another variable (line {line}): kpipe moves a tile's whole declaration")]
    DeclaredWithOther { tile: String, line: usize },
    /// A tile declared with a qualifier (`volatile`, `static`, `constexpr`, `const`).
    #[error("the declaration of `{tile}` (line {line}) is `{qualifier}`: a typed view in dynamic shared memory would drop it")]
    Qualified {
        tile: String,
        line: usize,
        qualifier: &'static str,
    },
    /// A tile whose size is unknown: what it depends on (the recognize layer's name for it).
    #[error("the size of `{tile}` depends on `{name}`")]
    TileSizeUnknown { tile: String, name: RecognizeError },
    /// The tiles are carved out of a static `__shared__` buffer, which stays static.
    #[error("the K-loop's tiles are carved out of the static `__shared__` buffer `{buffer}`, which the rewrite keeps static")]
    CarvedFromStaticBuffer { buffer: String },
    /// The kernel has an `extern __shared__` buffer of a size kpipe cannot tell (the `--define`
    /// named is `dynamic::DEFINE`).
    #[error("`{kernel}` has an `extern __shared__` buffer and kpipe cannot tell how many bytes its launch passes (state it with `smem=BYTES` in the `// kpipe:` directive or --define KPIPE_DYNAMIC_SMEM=BYTES): moved tiles go after them")]
    UnknownExternSize { kernel: String },
    /// The size of the kernel's `extern __shared__` buffer cannot be read (the refusal that says why).
    #[error("{}", .0.message)]
    ExternSize(Box<Diagnostic>),

    // The unit of a dynamic tile's index (what it depends on, for the refusal that names it).
    /// An element type whose size kpipe does not know: `sizeof(T)`.
    #[error("sizeof({ty})")]
    UnitType { ty: String },
    /// An inner dimension that is not positive: `D = V`.
    #[error("{dim} = {value}")]
    UnitDimension { dim: String, value: i64 },
    /// An inner dimension of a name without a value.
    #[error("{}", .0.0)]
    UnitUnresolved(Unresolved),

    // A tile store as one cp.async copy.
    /// The store writes a computed value.
    #[error("stores a computed value, not a copy of global memory")]
    ComputedValue,
    /// The store writes a local that holds no copy of global memory (the recognize layer's reason).
    #[error("{0}")]
    LocalNotACopy(RecognizeError),
    /// The stored value's type has no known size.
    #[error("the size of `{ty}` is unknown")]
    UnknownValueSize { ty: String },
    /// A store of another width than cp.async copies.
    #[error("{width}-byte stores: cp.async copies 4, 8 or 16 bytes (pack the elements into wider vector loads)")]
    CopyWidth { width: u64 },
    /// The loaded value has no address to copy from.
    #[error("the loaded value is not an addressable lvalue")]
    NotAddressable,
}

/// As its message: the JSON report shows why a store cannot be a cp.async copy as text.
impl serde::Serialize for AnalysisError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_serializes_as_its_message() {
        let kept: Result<u64, AnalysisError> = Err(AnalysisError::CopyWidth { width: 2 });
        assert_eq!(
            serde_json::to_string(&kept).unwrap(),
            r#"{"Err":"2-byte stores: cp.async copies 4, 8 or 16 bytes (pack the elements into wider vector loads)"}"#
        );
        assert_eq!(
            AnalysisError::UnitDimension {
                dim: "W".into(),
                value: 0
            }
            .to_string(),
            "W = 0"
        );
        let unknown = AnalysisError::UnknownExternSize { kernel: "k".into() }.to_string();
        assert!(unknown.contains(&format!(
            "--define {}=BYTES",
            crate::analysis::dynamic::DEFINE
        )));
    }
}
