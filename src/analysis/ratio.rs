//! The compute/load ratio of one tile: `2*BM*BN*BK / ((BM*BK + BK*BN) * sizeof(T))` FLOP per
//! byte, with BM, BN, BK read off the two tiles' declared shapes (padding columns removed).

use crate::recognize::kernel::SharedArray;
use crate::source::consts::Symbols;
use crate::source::text::split_top_level;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Ratio {
    pub bm: u64,
    pub bn: u64,
    pub bk: u64,
    pub elem_bytes: u64,
    pub flop_per_byte: f64,
    pub class: RatioClass,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RatioClass {
    /// Under 5 FLOP/B: loads dominate; cp.async pays on sm_80+.
    LoadBound,
    /// 5 to 20: either variant may win; measure.
    Ambiguous,
    /// Over 20: warps already hide much of the latency; register prefetch or nothing.
    ComputeHeavy,
}

impl RatioClass {
    pub fn of(ratio: f64) -> RatioClass {
        if ratio < 5.0 {
            RatioClass::LoadBound
        } else if ratio <= 20.0 {
            RatioClass::Ambiguous
        } else {
            RatioClass::ComputeHeavy
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            RatioClass::LoadBound => "load-bound (< 5)",
            RatioClass::Ambiguous => "ambiguous (5 to 20)",
            RatioClass::ComputeHeavy => "compute-heavy (> 20)",
        }
    }
}

/// The logical (unpadded) dimensions of a tile: `X + PAD` becomes X, a 1-D `BM * BK` splits in two.
pub fn logical_dims(tile: &SharedArray, symbols: &Symbols) -> Option<Vec<u64>> {
    let mut dims = Vec::new();
    for expr in logical_dim_exprs(tile, symbols) {
        dims.push(symbols.eval(&expr).ok()?.max(0) as u64);
    }
    Some(dims)
}

/// The expressions of the logical dimensions, as written: `[BK][BM + 4]` gives `BK`, `BM`.
pub fn logical_dim_exprs(tile: &SharedArray, symbols: &Symbols) -> Vec<String> {
    let exprs: Vec<String> = if tile.dims.len() == 1 {
        split_top_level(&tile.dims[0], '*')
    } else {
        tile.dims.clone()
    };
    exprs
        .iter()
        .map(|e| strip_padding(e, symbols).trim().to_string())
        .collect()
}

/// `BK + 8`, `BN + extraCols` (a constant of at most 32), `BK + PAD`, `BK + SKEW_HALF` → `BK`.
fn strip_padding<'e>(expr: &'e str, symbols: &Symbols) -> &'e str {
    // `(BN + extraCols)`, a factor of a flat tile's size, is the same sum.
    let mut expr = expr.trim();
    while expr.starts_with('(')
        && expr.ends_with(')')
        && crate::source::text::parens_balanced(&expr[1..expr.len() - 1])
    {
        expr = expr[1..expr.len() - 1].trim();
    }
    let parts = split_top_level(expr, '+');
    if parts.len() == 2 {
        let pad = &parts[1];
        let is_pad = symbols.eval(pad).is_ok_and(|v| (0..=32).contains(&v))
            || ["PAD", "SKEW", "OFFSET"]
                .iter()
                .any(|w| pad.to_uppercase().contains(w));
        if is_pad {
            let first = &parts[0];
            let start = expr.find(first.as_str()).unwrap_or(0);
            return &expr[start..start + first.len()];
        }
    }
    expr
}

/// The ratio for a two-tile GEMM-like loop, or None when the shapes do not say BM, BN and BK.
pub fn ratio(tiles: &[SharedArray], symbols: &Symbols) -> Option<Ratio> {
    let [a, b] = tiles else { return None };
    let da = logical_dims(a, symbols)?;
    let db = logical_dims(b, symbols)?;
    if da.len() != 2 || db.len() != 2 {
        return None;
    }
    // BK is the dimension the two tiles share. Same name first (`As[BK][BM]`, `Bs[BK][BN]`: the
    // values alone would also pair BM with BN when they are equal), then the same value; either way
    // A's inner and B's outer dimension (row-major) first.
    let (ea, eb) = (logical_dim_exprs(a, symbols), logical_dim_exprs(b, symbols));
    // (A's K index, B's K index)
    let orders = [(1, 0), (1, 1), (0, 0), (0, 1)];
    let same_name = orders
        .iter()
        .find(|(ia, ib)| ea[*ia] == eb[*ib] && ea[*ia].chars().any(|c| c.is_ascii_alphabetic()));
    let same_value = orders.iter().find(|(ia, ib)| da[*ia] == db[*ib]);
    let (ia, ib) = *same_name.or(same_value)?;
    let (bk, bm, bn) = (da[ia], da[1 - ia], db[1 - ib]);
    let elem = a.elem_size()?;
    // In floating point: the dimensions come from the file's constants and can be anything.
    let (m, n, k, e) = (bm as f64, bn as f64, bk as f64, elem as f64);
    let flop = 2.0 * m * n * k;
    let bytes = (m * k + k * n) * e;
    let value = flop / bytes;
    Some(Ratio {
        bm,
        bn,
        bk,
        elem_bytes: elem,
        flop_per_byte: value,
        class: RatioClass::of(value),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(name: &str, ty: &str, dims: &[&str]) -> SharedArray {
        SharedArray {
            name: name.into(),
            elem_type: ty.into(),
            resolved_type: ty.into(),
            dims: dims.iter().map(|d| d.to_string()).collect(),
            decl: 0..0,
            name_end: 0,
            name_span: 0..0,
            sole_declarator: true,
            dynamic: None,
        }
    }

    #[test]
    fn a_transposed_a_tile_pairs_k_by_name() {
        let mut s = Symbols::default();
        for (k, v) in [("BM", "64"), ("BN", "64"), ("BK", "8")] {
            s.insert(k, v, crate::source::consts::Origin::Define);
        }
        let r = ratio(
            &[
                tile("As", "float", &["BK", "BM + 4"]),
                tile("Bs", "float", &["BK", "BN"]),
            ],
            &s,
        )
        .unwrap();
        assert_eq!((r.bm, r.bn, r.bk), (64, 64, 8));
        assert_eq!(r.flop_per_byte, 16.0);
    }

    #[test]
    fn a_small_constant_added_to_a_dimension_is_padding_whatever_its_name() {
        let mut s = Symbols::default();
        for (k, v) in [
            ("BN", "128"),
            ("BK", "8"),
            ("extraCols", "5"),
            ("wide", "64"),
        ] {
            s.insert(k, v, crate::source::consts::Origin::Define);
        }
        let flat = tile("Bs", "float", &["BK * (BN + extraCols)"]);
        assert_eq!(logical_dim_exprs(&flat, &s), ["BK", "BN"]);
        assert_eq!(logical_dims(&flat, &s), Some(vec![8, 128]));
        // Above 32 it is part of the size, not padding.
        let sum = tile("Bs", "float", &["BK", "BN + wide"]);
        assert_eq!(logical_dims(&sum, &s), Some(vec![8, 192]));
    }

    #[test]
    fn spec_reference_ratios() {
        let mut s = Symbols::default();
        for (k, v) in [("BM", "128"), ("BN", "128"), ("BK", "32"), ("PAD", "8")] {
            s.insert(k, v, crate::source::consts::Origin::Define);
        }
        let r = ratio(
            &[
                tile("As", "half", &["BM", "BK + PAD"]),
                tile("Bs", "half", &["BK", "BN + 8"]),
            ],
            &s,
        )
        .unwrap();
        assert_eq!((r.bm, r.bn, r.bk), (128, 128, 32));
        assert_eq!(r.flop_per_byte, 64.0);
        assert_eq!(r.class, RatioClass::ComputeHeavy);
        let r = ratio(
            &[
                tile("As", "float", &["32", "32"]),
                tile("Bs", "float", &["32", "32"]),
            ],
            &s,
        )
        .unwrap();
        assert_eq!(r.flop_per_byte, 8.0);
        let r = ratio(
            &[
                tile("As", "float", &["BM * 8"]),
                tile("Bs", "float", &["8 * BN"]),
            ],
            &s,
        )
        .unwrap();
        assert_eq!((r.bm, r.bn, r.bk), (128, 128, 8));
    }
}
