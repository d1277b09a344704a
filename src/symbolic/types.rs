//! The C types the executor computes in: their sizes, the usual arithmetic conversions, and how a
//! declaration's type text and declarator read as one.

use std::rc::Rc;

/// A floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fp {
    F16,
    Bf16,
    F32,
    F64,
}

/// What a wmma fragment holds: its use, shape, element type and layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FragTy {
    /// `matrix_a`, `matrix_b` or `accumulator`.
    pub usage: String,
    pub m: u64,
    pub n: u64,
    pub k: u64,
    /// The element type as memory holds it (tf32 fragments load floats).
    pub elem: Ty,
    /// `Some(true)` row major, `Some(false)` column major, `None` given at the load.
    pub row_major: Option<bool>,
}

impl FragTy {
    /// Rows and columns of the tile the fragment covers.
    pub fn rows_cols(&self) -> (u64, u64) {
        match self.usage.as_str() {
            "matrix_a" => (self.m, self.k),
            "matrix_b" => (self.k, self.n),
            _ => (self.m, self.n),
        }
    }
}

/// A type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    Void,
    Bool,
    Int {
        bytes: u8,
        signed: bool,
    },
    Float(Fp),
    /// A CUDA vector type (`float4`, `int4`, `half2`): `n` components.
    Vector(Box<Ty>, u8),
    Ptr(Box<Ty>),
    /// `n` elements; 0 for an `extern` array of unknown size.
    Array(Box<Ty>, u64),
    Frag(Rc<FragTy>),
    /// A struct or class of the program (`structs.rs`): its fields at their offsets.
    Struct(Rc<StructTy>),
}

/// A user struct's layout, as nvcc lays it out: each field at the next offset aligned for it, the
/// size rounded up to the largest alignment (or the `alignas` one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructTy {
    pub name: String,
    pub size: u64,
    pub align: u64,
    pub fields: Vec<FieldTy>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldTy {
    pub name: String,
    pub offset: u64,
    pub ty: Ty,
}

pub const INT: Ty = Ty::Int {
    bytes: 4,
    signed: true,
};
pub const UINT: Ty = Ty::Int {
    bytes: 4,
    signed: false,
};
pub const LONG: Ty = Ty::Int {
    bytes: 8,
    signed: true,
};
pub const ULONG: Ty = Ty::Int {
    bytes: 8,
    signed: false,
};

impl Ty {
    pub fn size(&self) -> u64 {
        match self {
            Ty::Void => 1,
            Ty::Bool => 1,
            Ty::Int { bytes, .. } => u64::from(*bytes),
            Ty::Float(Fp::F16 | Fp::Bf16) => 2,
            Ty::Float(Fp::F32) => 4,
            Ty::Float(Fp::F64) => 8,
            Ty::Vector(e, n) => e.size() * u64::from(*n),
            Ty::Ptr(_) => 8,
            // An array too large to address saturates; the memory that would hold it refuses it.
            Ty::Array(e, n) => e.size().saturating_mul(*n),
            Ty::Frag(_) => 0,
            Ty::Struct(s) => s.size,
        }
    }

    /// The alignment nvcc gives the type: a scalar's size, CUDA's vector alignments (`float4`: 16,
    /// `float3`: 4), an array's element's, a struct's own.
    pub fn align(&self) -> u64 {
        match self {
            Ty::Vector(e, 3) => e.size(),
            Ty::Vector(e, n) => e.size() * u64::from(*n),
            Ty::Array(e, _) => e.align(),
            Ty::Struct(s) => s.align,
            Ty::Frag(_) | Ty::Void => 1,
            t => t.size(),
        }
    }

    pub fn is_int(&self) -> bool {
        matches!(self, Ty::Int { .. } | Ty::Bool)
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Ty::Float(_))
    }

    pub fn is_arith(&self) -> bool {
        self.is_int() || self.is_float()
    }

    /// The element a pointer or array steps over.
    pub fn pointee(&self) -> Option<&Ty> {
        match self {
            Ty::Ptr(e) | Ty::Array(e, _) => Some(e),
            _ => None,
        }
    }

    /// An array decays to a pointer to its element.
    pub fn decayed(&self) -> Ty {
        match self {
            Ty::Array(e, _) => Ty::Ptr(e.clone()),
            t => t.clone(),
        }
    }

    /// The short name used in operation names (`f32`, `s32`, `u64`).
    pub fn op_suffix(&self) -> String {
        match self {
            Ty::Bool => "pred".into(),
            Ty::Int { bytes, signed } => {
                format!("{}{}", if *signed { 's' } else { 'u' }, bytes * 8)
            }
            Ty::Float(Fp::F16) => "f16".into(),
            Ty::Float(Fp::Bf16) => "bf16".into(),
            Ty::Float(Fp::F32) => "f32".into(),
            Ty::Float(Fp::F64) => "f64".into(),
            Ty::Vector(e, n) => format!("{}x{n}", e.op_suffix()),
            other => format!("{other:?}"),
        }
    }

    fn int_rank(&self) -> u8 {
        match self {
            Ty::Bool => 0,
            Ty::Int { bytes, .. } => *bytes,
            _ => 0,
        }
    }
}

/// How many scalar (or vector, or fragment) elements an array type holds, flattened.
pub fn flat_count(ty: &Ty) -> usize {
    match ty {
        Ty::Array(e, n) => *n as usize * flat_count(e),
        _ => 1,
    }
}

/// The usual arithmetic conversions: the type both operands of a binary operator convert to.
pub fn common(a: &Ty, b: &Ty) -> Ty {
    match (a, b) {
        (Ty::Float(x), Ty::Float(y)) => Ty::Float(wider_fp(*x, *y)),
        (Ty::Float(x), _) => Ty::Float(*x),
        (_, Ty::Float(y)) => Ty::Float(*y),
        _ => {
            let (a, b) = (promoted(a), promoted(b));
            match (&a, &b) {
                (
                    Ty::Int {
                        bytes: ab,
                        signed: asg,
                    },
                    Ty::Int {
                        bytes: bb,
                        signed: bsg,
                    },
                ) => {
                    if ab == bb {
                        Ty::Int {
                            bytes: *ab,
                            signed: *asg && *bsg,
                        }
                    } else if a.int_rank() > b.int_rank() {
                        a.clone()
                    } else {
                        b.clone()
                    }
                }
                _ => INT,
            }
        }
    }
}

/// Integer promotion: anything narrower than `int` computes as `int`.
pub fn promoted(t: &Ty) -> Ty {
    match t {
        Ty::Bool => INT,
        Ty::Int { bytes, .. } if *bytes < 4 => INT,
        other => other.clone(),
    }
}

fn wider_fp(a: Fp, b: Fp) -> Fp {
    let rank = |f: Fp| match f {
        Fp::F16 | Fp::Bf16 => 0,
        Fp::F32 => 1,
        Fp::F64 => 2,
    };
    if rank(a) >= rank(b) {
        a
    } else {
        b
    }
}

/// A vector type's component type and count by name (`float4` → f32 x 4).
pub fn vector_type(name: &str) -> Option<Ty> {
    let (base, n) = match name {
        "half2" | "__half2" => return Some(Ty::Vector(Box::new(Ty::Float(Fp::F16)), 2)),
        "__nv_bfloat162" | "nv_bfloat162" => {
            return Some(Ty::Vector(Box::new(Ty::Float(Fp::Bf16)), 2))
        }
        _ => {
            let digits = name.trim_start_matches(|c: char| !c.is_ascii_digit());
            let n: u8 = digits.parse().ok()?;
            (&name[..name.len() - digits.len()], n)
        }
    };
    if !(1..=4).contains(&n) {
        return None;
    }
    let elem = match base {
        "float" => Ty::Float(Fp::F32),
        "double" => Ty::Float(Fp::F64),
        "int" => INT,
        "uint" => UINT,
        "char" => Ty::Int {
            bytes: 1,
            signed: true,
        },
        "uchar" => Ty::Int {
            bytes: 1,
            signed: false,
        },
        "short" => Ty::Int {
            bytes: 2,
            signed: true,
        },
        "ushort" => Ty::Int {
            bytes: 2,
            signed: false,
        },
        "long" | "longlong" => LONG,
        "ulong" | "ulonglong" => ULONG,
        _ => return None,
    };
    Some(Ty::Vector(Box::new(elem), n))
}

/// A scalar or vector type from its words (`unsigned int`, `const float4`, `__half`), or None.
pub fn base_type(text: &str) -> Option<Ty> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace())
        .filter(|w| !w.is_empty())
        .filter(|w| {
            !matches!(
                *w,
                "const"
                    | "volatile"
                    | "__restrict__"
                    | "__restrict"
                    | "restrict"
                    | "static"
                    | "constexpr"
                    | "register"
                    | "__shared__"
                    | "__device__"
                    | "__constant__"
                    | "extern"
                    | "struct"
                    | "inline"
                    | "__forceinline__"
            )
        })
        .map(|w| w.trim_start_matches("std::").trim_start_matches("::"))
        .collect();
    let unsigned = words.contains(&"unsigned");
    let signed_word = words.contains(&"signed");
    let longs = words.iter().filter(|w| **w == "long").count();
    let rest: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "unsigned" | "signed" | "long" | "short" | "int"))
        .collect();
    let short = words.contains(&"short");
    if rest.is_empty() {
        if words.is_empty() {
            return None;
        }
        let bytes = if short {
            2
        } else if longs > 0 {
            8
        } else {
            4
        };
        return Some(Ty::Int {
            bytes,
            signed: !unsigned,
        });
    }
    if rest.len() != 1 {
        return None;
    }
    let int = |bytes: u8, signed: bool| Some(Ty::Int { bytes, signed });
    match rest[0] {
        "char" => int(1, !unsigned || signed_word),
        "bool" => Some(Ty::Bool),
        "float" => Some(Ty::Float(Fp::F32)),
        "double" => Some(Ty::Float(Fp::F64)),
        "half" | "__half" => Some(Ty::Float(Fp::F16)),
        "__nv_bfloat16" | "nv_bfloat16" | "bfloat16" => Some(Ty::Float(Fp::Bf16)),
        "void" => Some(Ty::Void),
        "size_t" | "uint64_t" | "uintptr_t" | "ulong" => int(8, false),
        "ptrdiff_t" | "int64_t" | "intptr_t" | "ssize_t" | "longlong" => int(8, true),
        "uint" | "uint32_t" | "unsigned_int" => int(4, false),
        "int32_t" => int(4, true),
        "int16_t" => int(2, true),
        "uint16_t" | "ushort" => int(2, false),
        "int8_t" => int(1, true),
        "uint8_t" | "uchar" => int(1, false),
        "auto" => None,
        other => vector_type(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_scalar_and_vector_types() {
        assert_eq!(base_type("unsigned int"), Some(UINT));
        assert_eq!(base_type("const uint"), Some(UINT));
        assert_eq!(base_type("size_t"), Some(ULONG));
        assert_eq!(base_type("long long"), Some(LONG));
        assert_eq!(base_type("signed char").map(|t| t.size()), Some(1));
        assert_eq!(base_type("float4").map(|t| t.size()), Some(16));
        assert_eq!(base_type("__half2").map(|t| t.size()), Some(4));
        assert_eq!(base_type("my_type"), None);
    }

    #[test]
    fn usual_arithmetic_conversions() {
        assert_eq!(common(&INT, &UINT), UINT);
        assert_eq!(common(&INT, &ULONG), ULONG);
        assert_eq!(common(&Ty::Bool, &Ty::Bool), INT);
        assert_eq!(common(&INT, &Ty::Float(Fp::F32)), Ty::Float(Fp::F32));
        assert_eq!(
            common(&Ty::Float(Fp::F16), &Ty::Float(Fp::F32)),
            Ty::Float(Fp::F32)
        );
    }
}
