//! Inputs, the CPU reference and the comparison: seeded random values that are never zero, a
//! float64 reference computed in parallel, and dtype tolerances (SPEC §5).

use super::launch::{DType, LaunchSpec, Problem};
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

/// Bytes that no kernel writes by accident: NaN for floats, a sentinel for integers.
pub fn poison(len: usize, dtype: DType) -> Vec<u8> {
    let word: Vec<u8> = match dtype {
        DType::I32 => 0x7EAD_BEEFu32.to_le_bytes().to_vec(),
        DType::F64 => f64::NAN.to_le_bytes().to_vec(),
        _ => f32::NAN.to_le_bytes().to_vec(),
    };
    word.iter()
        .copied()
        .cycle()
        .take(len * dtype.bytes())
        .collect()
}

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
        _ => bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()) as f64)
            .collect(),
    }
}

/// alpha * A * B + beta * C in float64, rows in parallel.
pub fn reference(
    spec: &LaunchSpec,
    p: &Problem,
    a: &[f64],
    b: &[f64],
    c: Option<&[f64]>,
    alpha: f64,
    beta: f64,
) -> Vec<f64> {
    let (m, n, k) = (p.m as usize, p.n as usize, p.k as usize);
    let mut out = vec![0.0; m * n];
    out.par_chunks_mut(n).enumerate().for_each(|(i, row)| {
        for (j, cell) in row.iter_mut().enumerate() {
            let mut acc = 0.0;
            for kk in 0..k {
                let bv = if spec.b_col {
                    b[j * k + kk]
                } else {
                    b[kk * n + j]
                };
                acc += a[i * k + kk] * bv;
            }
            *cell = alpha * acc + c.map_or(0.0, |c| beta * c[i * n + j]);
        }
    });
    out
}

/// How far a result is from the reference.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Comparison {
    pub max_abs: f64,
    pub max_rel: f64,
    /// The first element outside the tolerance (or unwritten), as (row, column).
    pub first_failure: Option<(usize, usize)>,
    pub unwritten: usize,
}

pub fn compare(
    out: &[f64],
    reference: &[f64],
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

    #[test]
    fn comparison_finds_unwritten_and_wrong_elements() {
        let reference = vec![1.0, 2.0, 3.0, 4.0];
        let c = compare(&[1.0, f64::NAN, 3.0, 4.0], &reference, 2, DType::F32, true);
        assert_eq!(c.unwritten, 1);
        assert_eq!(c.first_failure, Some((0, 1)));
        let c = compare(&[1.0, 2.0, 3.0, 4.1], &reference, 2, DType::F32, true);
        assert_eq!(c.first_failure, Some((1, 1)));
        let c = compare(&[1.0, 2.0, 3.0, 4.01], &reference, 2, DType::F16, true);
        assert_eq!(c.first_failure, None);
    }
}
