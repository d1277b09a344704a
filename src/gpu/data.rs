//! Inputs, the CPU reference and the comparison: seeded random values that are never zero, a
//! float64 reference computed in parallel, and dtype tolerances (docs/USAGE.md, "On a GPU").

use crate::launch::spec::{DType, LaunchSpec, Problem};
use rayon::prelude::*;

/// A small deterministic generator (xorshift64*), so runs are repeatable without a dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in [-1, 1), never near zero.
    pub fn value(&mut self) -> f64 {
        let v = (self.next() >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        if v.abs() < 1e-3 {
            0.5
        } else {
            v
        }
    }
}

/// A matrix on the host: its bytes in the kernel's dtype, and the same values as f64.
pub struct Matrix {
    pub bytes: Vec<u8>,
    pub values: Vec<f64>,
}

pub fn random_matrix(len: usize, dtype: DType, rng: &mut Rng) -> Matrix {
    let mut bytes = Vec::with_capacity(len * dtype.bytes());
    let mut values = Vec::with_capacity(len);
    for _ in 0..len {
        let v = rng.value();
        let stored = match dtype {
            DType::F32 | DType::Tf32 => {
                bytes.extend((v as f32).to_le_bytes());
                v as f32 as f64
            }
            DType::F64 => {
                bytes.extend(v.to_le_bytes());
                v
            }
            DType::F16 => {
                let h = half::f16::from_f64(v);
                bytes.extend(h.to_le_bytes());
                h.to_f64()
            }
            DType::Bf16 => {
                let h = half::bf16::from_f64(v);
                bytes.extend(h.to_le_bytes());
                h.to_f64()
            }
            DType::I8 | DType::I32 => {
                let mut i = (v * 8.0).floor() as i64;
                if i == 0 {
                    i = 1;
                }
                if dtype == DType::I8 {
                    bytes.push(i as i8 as u8);
                } else {
                    bytes.extend((i as i32).to_le_bytes());
                }
                i as f64
            }
        };
        values.push(stored);
    }
    Matrix { bytes, values }
}

/// Bytes that no kernel writes by accident: a quiet NaN of the output's width for floats (0x7E00 for
/// f16, 0x7FC0 for bf16), a sentinel for integers.
pub fn poison(len: usize, dtype: DType) -> Vec<u8> {
    let word: Vec<u8> = match dtype {
        DType::I32 => 0x7EAD_BEEFu32.to_le_bytes().to_vec(),
        DType::F64 => f64::NAN.to_le_bytes().to_vec(),
        DType::F16 => 0x7E00u16.to_le_bytes().to_vec(),
        DType::Bf16 => 0x7FC0u16.to_le_bytes().to_vec(),
        DType::I8 => vec![0x7F],
        DType::F32 | DType::Tf32 => f32::NAN.to_le_bytes().to_vec(),
    };
    word.iter()
        .copied()
        .cycle()
        .take(len * dtype.bytes())
        .collect()
}

/// An output read back as f64 values, one per element of `dtype`.
pub fn decode(bytes: &[u8], dtype: DType) -> Vec<f64> {
    match dtype {
        DType::I32 => bytes
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()) as f64)
            .collect(),
        DType::F64 => bytes
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .collect(),
        DType::F16 => bytes
            .chunks_exact(2)
            .map(|c| half::f16::from_le_bytes(c.try_into().unwrap()).to_f64())
            .collect(),
        DType::Bf16 => bytes
            .chunks_exact(2)
            .map(|c| half::bf16::from_le_bytes(c.try_into().unwrap()).to_f64())
            .collect(),
        DType::I8 => bytes.iter().map(|b| *b as i8 as f64).collect(),
        DType::F32 | DType::Tf32 => bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()) as f64)
            .collect(),
    }
}

/// Whether a NaN in the output can only be a poisoned element left unwritten. Inputs are finite and in
/// [-1, 1], alpha is 1.5 and beta -0.5, so every partial sum stays below 1.5 * K + 0.5: a kernel
/// produces a NaN only through an overflow to infinity, which f32, bf16 and f64 cannot reach at any K
/// kpipe runs, and f16 (largest finite 65504) cannot reach below K = 43669.
pub fn nan_means_unwritten(dtype: DType, k: u64) -> bool {
    match dtype {
        DType::F16 => 1.5 * k as f64 + 0.5 < 65504.0,
        _ => true,
    }
}

/// The dtype whose tolerance applies: tf32 math, a 16-bit float output, and integer outputs
/// decide it before the inputs' dtype does.
pub fn tolerance_dtype(spec: &LaunchSpec) -> DType {
    if spec.a == DType::Tf32 {
        DType::Tf32
    } else if matches!(spec.c, DType::I32 | DType::F16 | DType::Bf16) {
        spec.c
    } else {
        spec.a
    }
}

/// How the three matrices lie in memory: each row-major (`false`) or column-major (`true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layouts {
    pub a_col: bool,
    pub b_col: bool,
    pub c_col: bool,
}

impl Layouts {
    /// The layouts a launch states: A and C row-major, B as `b=` says.
    pub fn of(spec: &LaunchSpec) -> Layouts {
        Layouts {
            a_col: false,
            b_col: spec.b_col,
            c_col: false,
        }
    }

    /// Every combination of the three, these first.
    pub fn all_from(self) -> Vec<Layouts> {
        let mut out = vec![self];
        for bits in 0..8u8 {
            let l = Layouts {
                a_col: bits & 1 != 0,
                b_col: bits & 2 != 0,
                c_col: bits & 4 != 0,
            };
            if l != self {
                out.push(l);
            }
        }
        out
    }

    /// "A column-major (M x K, M apart), B row-major, C column-major" for the report.
    pub fn describe(self) -> String {
        let side = |col: bool, rows: &str, cols: &str| {
            if col {
                format!("column-major ({rows} x {cols}, a column's elements adjacent)")
            } else {
                "row-major".to_string()
            }
        };
        format!(
            "A {}, B {}, C {}",
            side(self.a_col, "M", "K"),
            side(self.b_col, "K", "N"),
            side(self.c_col, "M", "N")
        )
    }
}

/// alpha * A * B + beta * C in float64, in the order C is stored, with the scale of each element's
/// rounding error: |alpha| * sum |a_ik * b_kj| + |beta * c_ij| (a GEMM's error bound is a multiple
/// of it).
pub fn reference(
    layouts: Layouts,
    p: &Problem,
    a: &[f64],
    b: &[f64],
    c: Option<&[f64]>,
    alpha: f64,
    beta: f64,
) -> (Vec<f64>, Vec<f64>) {
    let (m, n, k) = (p.m as usize, p.n as usize, p.k as usize);
    let a_at = |i: usize, kk: usize| {
        if layouts.a_col {
            a[kk * m + i]
        } else {
            a[i * k + kk]
        }
    };
    let b_at = |kk: usize, j: usize| {
        if layouts.b_col {
            b[j * k + kk]
        } else {
            b[kk * n + j]
        }
    };
    let c_index = |i: usize, j: usize| if layouts.c_col { j * m + i } else { i * n + j };
    let mut rows = vec![(0.0, 0.0); m * n];
    rows.par_chunks_mut(n).enumerate().for_each(|(i, row)| {
        for (j, cell) in row.iter_mut().enumerate() {
            let (mut acc, mut scale) = (0.0, 0.0);
            for kk in 0..k {
                let product = a_at(i, kk) * b_at(kk, j);
                acc += product;
                scale += product.abs();
            }
            let cv = c.map_or(0.0, |c| beta * c[c_index(i, j)]);
            *cell = (alpha * acc + cv, alpha.abs() * scale + cv.abs());
        }
    });
    let mut out = vec![(0.0, 0.0); m * n];
    for i in 0..m {
        for j in 0..n {
            out[c_index(i, j)] = rows[i * n + j];
        }
    }
    out.into_iter().unzip()
}

/// How far a result is from the reference.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Comparison {
    pub max_abs: f64,
    pub max_rel: f64,
    /// The first element outside the tolerance (or unwritten), as (row, column).
    pub first_failure: Option<(usize, usize)>,
    pub unwritten: usize,
    /// max |out - ref| / scale, the scale being the sum of |a_ik * b_kj| (see `reference`): small
    /// (under 1e-2) means the output is right up to rounding, however far from the dtype tolerance;
    /// a wrong launch or layout gives errors of the order of the scale itself.
    pub max_scaled: f64,
}

pub fn compare(
    out: &[f64],
    reference: &[f64],
    scale: &[f64],
    n: usize,
    dtype: DType,
    check_written: bool,
) -> Comparison {
    let (abs_tol, rel_tol) = dtype.tolerance();
    let mut c = Comparison {
        max_abs: 0.0,
        max_rel: 0.0,
        first_failure: None,
        unwritten: 0,
        max_scaled: 0.0,
    };
    for (i, (o, r)) in out.iter().zip(reference).enumerate() {
        let unwritten = check_written
            && (o.is_nan() || (dtype == DType::I32 && *o == 0x7EAD_BEEFu32 as i32 as f64));
        if unwritten {
            c.unwritten += 1;
        }
        let abs = (o - r).abs();
        let rel = abs / r.abs().max(f64::MIN_POSITIVE);
        c.max_abs = c.max_abs.max(abs);
        if !unwritten {
            let s = scale.get(i).copied().unwrap_or(0.0);
            c.max_scaled = c.max_scaled.max(if s > 0.0 { abs / s } else { abs });
        }
        c.max_rel = c.max_rel.max(if r.abs() > 1e-6 { rel } else { 0.0 });
        let ok =
            !unwritten && approx::relative_eq!(*o, *r, epsilon = abs_tol, max_relative = rel_tol);
        if !ok && c.first_failure.is_none() {
            c.first_failure = Some((i / n, i % n));
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_never_zero_and_repeatable() {
        let a = random_matrix(1000, DType::F16, &mut Rng::new(7));
        let b = random_matrix(1000, DType::F16, &mut Rng::new(7));
        assert_eq!(a.bytes, b.bytes);
        assert!(a.values.iter().all(|v| *v != 0.0));
        let i = random_matrix(1000, DType::I8, &mut Rng::new(3));
        assert!(i.values.iter().all(|v| *v != 0.0 && v.abs() <= 8.0));
    }

    /// The same product stored in each layout: the reference, in C's own order, holds the same
    /// numbers at the places that layout puts them.
    #[test]
    fn the_reference_follows_each_layout() {
        let p = Problem {
            m: 2,
            n: 3,
            k: 2,
            grid: [1, 1, 1],
            block: [1, 1, 1],
        };
        // A = [[1, 2], [3, 4]], B = [[1, 0, 2], [0, 1, 3]]: A*B = [[1, 2, 8], [3, 4, 18]].
        let (a_row, a_col) = (vec![1.0, 2.0, 3.0, 4.0], vec![1.0, 3.0, 2.0, 4.0]);
        let (b_row, b_col) = (
            vec![1.0, 0.0, 2.0, 0.0, 1.0, 3.0],
            vec![1.0, 0.0, 0.0, 1.0, 2.0, 3.0],
        );
        let rows = Layouts {
            a_col: false,
            b_col: false,
            c_col: false,
        };
        let (c, _) = reference(rows, &p, &a_row, &b_row, None, 1.0, 0.0);
        assert_eq!(c, vec![1.0, 2.0, 8.0, 3.0, 4.0, 18.0]);
        let cols = Layouts {
            a_col: true,
            b_col: true,
            c_col: true,
        };
        let (c, _) = reference(cols, &p, &a_col, &b_col, None, 1.0, 0.0);
        assert_eq!(c, vec![1.0, 3.0, 2.0, 4.0, 8.0, 18.0]);
        assert_eq!(rows.all_from().len(), 8);
        assert_eq!(rows.all_from()[0], rows);
    }

    #[test]
    fn comparison_finds_unwritten_and_wrong_elements() {
        let reference = vec![1.0, 2.0, 3.0, 4.0];
        let c = compare(
            &[1.0, f64::NAN, 3.0, 4.0],
            &reference,
            &reference,
            2,
            DType::F32,
            true,
        );
        assert_eq!(c.unwritten, 1);
        assert_eq!(c.first_failure, Some((0, 1)));
        let c = compare(
            &[1.0, 2.0, 3.0, 4.1],
            &reference,
            &reference,
            2,
            DType::F32,
            true,
        );
        assert_eq!(c.first_failure, Some((1, 1)));
        let c = compare(
            &[1.0, 2.0, 3.0, 4.01],
            &reference,
            &reference,
            2,
            DType::F16,
            true,
        );
        assert_eq!(c.first_failure, None);
    }

    #[test]
    fn half_and_bf16_poison_is_a_nan_of_their_width() {
        for dtype in [DType::F16, DType::Bf16, DType::F32, DType::F64] {
            let bytes = poison(3, dtype);
            assert_eq!(bytes.len(), 3 * dtype.bytes());
            let values = decode(&bytes, dtype);
            assert_eq!(values.len(), 3);
            assert!(values.iter().all(|v| v.is_nan()), "{dtype:?}");
        }
        assert_eq!(poison(1, DType::F16), vec![0x00, 0x7E]);
        assert_eq!(poison(1, DType::Bf16), vec![0xC0, 0x7F]);
        let c = compare(
            &decode(&poison(4, DType::Bf16), DType::Bf16),
            &[1.0; 4],
            &[1.0; 4],
            2,
            DType::Bf16,
            true,
        );
        assert_eq!(c.unwritten, 4);
    }

    #[test]
    fn every_dtype_poisons_and_decodes_at_its_width() {
        for dtype in [
            DType::F32,
            DType::Tf32,
            DType::F16,
            DType::Bf16,
            DType::I8,
            DType::I32,
            DType::F64,
        ] {
            assert_eq!(poison(5, dtype).len(), 5 * dtype.bytes(), "{dtype:?}");
            assert_eq!(decode(&poison(5, dtype), dtype).len(), 5, "{dtype:?}");
            let m = random_matrix(5, dtype, &mut Rng::new(9));
            assert_eq!(decode(&m.bytes, dtype), m.values, "{dtype:?}");
        }
    }

    #[test]
    fn half_and_bf16_outputs_decode_what_was_stored() {
        let m = random_matrix(64, DType::F16, &mut Rng::new(5));
        assert_eq!(m.bytes.len(), 128);
        assert_eq!(decode(&m.bytes, DType::F16), m.values);
        let m = random_matrix(64, DType::Bf16, &mut Rng::new(6));
        assert_eq!(decode(&m.bytes, DType::Bf16), m.values);
        assert_eq!(
            decode(&[0x00, 0x3C, 0x00, 0xC0], DType::F16),
            vec![1.0, -2.0]
        );
        assert_eq!(decode(&[0x80, 0x3F], DType::Bf16), vec![1.0]);
    }

    #[test]
    fn a_nan_means_unwritten_while_no_overflow_is_possible() {
        assert!(nan_means_unwritten(DType::F16, 4096));
        assert!(nan_means_unwritten(DType::F16, 43_668));
        assert!(!nan_means_unwritten(DType::F16, 43_669));
        assert!(nan_means_unwritten(DType::F32, 1 << 30));
        assert!(nan_means_unwritten(DType::Bf16, 1 << 30));
    }

    #[test]
    fn sixteen_bit_outputs_get_the_sixteen_bit_tolerance() {
        let spec = |d: &str| {
            crate::launch::spec::parse_directive(&format!(
                "// kpipe: {d} args=A,B,C grid=1 block=1"
            ))
            .unwrap()
            .unwrap()
        };
        assert_eq!(tolerance_dtype(&spec("a=f32:row c=f16")), DType::F16);
        assert_eq!(tolerance_dtype(&spec("a=f16:row c=bf16")), DType::Bf16);
        assert_eq!(tolerance_dtype(&spec("a=f16:row c=f32")), DType::F16);
        assert_eq!(tolerance_dtype(&spec("a=f32:row c=f32")), DType::F32);
        assert_eq!(tolerance_dtype(&spec("a=i8:row c=i32")), DType::I32);
        assert_eq!(tolerance_dtype(&spec("a=tf32:row c=f32")), DType::Tf32);
        // 1e-2 absolute / relative: a half result 0.5% off passes, 2% off does not.
        let ok = compare(&[100.5], &[100.0], &[100.0], 1, DType::F16, true);
        assert_eq!(ok.first_failure, None);
        let bad = compare(&[102.0], &[100.0], &[100.0], 1, DType::F16, true);
        assert_eq!(bad.first_failure, Some((0, 0)));
    }

    #[test]
    fn the_error_scale_tells_rounding_from_a_wrong_result() {
        // Reference 0.05 from a sum whose terms add up to 40 in magnitude: an f16 result 0.03 off
        // fails the 1e-2 tolerance but is 0.075% of the scale (rounding); a result with the wrong
        // sign of a large term is of the order of the scale.
        let rounding = compare(&[0.08], &[0.05], &[40.0], 1, DType::F16, true);
        assert!(rounding.first_failure.is_some());
        assert!(rounding.max_scaled < 1e-3);
        let wrong = compare(&[-20.0], &[0.05], &[40.0], 1, DType::F16, true);
        assert!(wrong.max_scaled > 0.4);
    }
}
