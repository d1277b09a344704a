//! What each tile store moves: its width, its layout (vector, scalar, pieces of a vector load) and whether
//! it can become one `cp.async` copy of 4, 8 or 16 bytes. cp.async pays only with contiguous
//! 16-byte copies; scattered 4-byte or transposed copies lose, so `auto` does not choose them.

use super::error::AnalysisError;
use crate::diagnostics::line_col;
use crate::recognize::kloop::KLoop;
use crate::recognize::loads::{TileStore, Value};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    /// A vector store of a vector load: same layout in global and shared memory.
    Vector,
    /// One element per store.
    Scalar,
    /// Pieces of a vector load stored separately (transposed or permuted).
    Permuted,
    /// A computed value, not a copy.
    Computed,
}

#[derive(Debug, Clone, Serialize)]
pub struct CopyInfo {
    pub line: usize,
    /// The store's byte range in the file (for a refusal's caret).
    #[serde(skip)]
    pub span: std::ops::Range<usize>,
    pub tile: String,
    pub value_type: String,
    pub width: Option<u64>,
    pub layout: Layout,
    pub guarded: bool,
    /// The copy size when this store can be one cp.async copy, else why not.
    pub cp_async: Result<u64, AnalysisError>,
}

impl CopyInfo {
    pub fn describe_layout(&self) -> String {
        let width = self.width.map_or("?".to_string(), |w| format!("{w}-byte"));
        match self.layout {
            Layout::Vector => format!("{width} vector, same layout"),
            Layout::Scalar => format!("{width} scalar"),
            Layout::Permuted => format!("{width} pieces of a vector load (transposed/permuted)"),
            Layout::Computed => "computed value".to_string(),
        }
    }

    /// A contiguous 16-byte copy: the only kind of cp.async that measured as a win.
    pub fn is_contiguous_16(&self) -> bool {
        self.layout == Layout::Vector && matches!(self.cp_async, Ok(16))
    }
}

pub fn classify(text: &str, kloop: &KLoop) -> Vec<CopyInfo> {
    kloop
        .load
        .stores
        .iter()
        .map(|s| classify_store(text, kloop, s))
        .collect()
}

fn classify_store(text: &str, kloop: &KLoop, store: &TileStore) -> CopyInfo {
    let (line, _) = line_col(text, store.anchor.start_byte());
    let elem = kloop.tile(&store.tile).and_then(|t| t.elem_size());
    // A local stands for what it holds at the store (a load, or a guarded load with zero fill).
    let (value, part) = match &store.value {
        Value::LocalPart { holds, field, .. } => match holds {
            Ok(v) => (v.as_ref(), field.is_some()),
            Err(_) => (&store.value, field.is_some()),
        },
        v => (v, false),
    };
    let layout = match value {
        Value::Global { .. } | Value::Guarded { .. } if part => Layout::Permuted,
        Value::Global { .. } | Value::Guarded { .. } if store.width > elem => Layout::Vector,
        Value::Global { .. } | Value::Guarded { .. } => Layout::Scalar,
        Value::LocalPart { .. } => Layout::Permuted,
        Value::Other => Layout::Computed,
    };
    let addressable = match value {
        Value::Global { address, .. } | Value::Guarded { address, .. } => address.is_some(),
        Value::LocalPart { .. } | Value::Other => false,
    };
    let cp_async = match (store.width, &store.value) {
        (_, Value::Other) => Err(AnalysisError::ComputedValue),
        (
            _,
            Value::LocalPart {
                holds: Err(why), ..
            },
        ) => Err(AnalysisError::LocalNotACopy(why.clone())),
        (None, _) => Err(AnalysisError::UnknownValueSize {
            ty: store.value_type.clone(),
        }),
        (Some(width), _) if ![4, 8, 16].contains(&width) => Err(AnalysisError::CopyWidth { width }),
        (Some(_), _) if !addressable => Err(AnalysisError::NotAddressable),
        (Some(w), _) => Ok(w),
    };
    CopyInfo {
        line,
        span: store.anchor.byte_range(),
        tile: store.tile.clone(),
        value_type: store.value_type.clone(),
        width: store.width,
        layout,
        guarded: matches!(value, Value::Guarded { .. }),
        cp_async,
    }
}
