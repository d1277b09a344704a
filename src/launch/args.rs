//! A kernel's scalar arguments: the C types kpipe can pass for alpha and beta, and the integer
//! widths of size parameters. Shared by launch inference (which arguments it can fill) and the
//! device runtime (which fills them).

use crate::launch::error::LaunchError;

/// A floating-point scalar argument (alpha, beta) in the parameter's C type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    F32(f32),
    F64(f64),
    /// The bits of a `half` or `__nv_bfloat16`, passed as the 2-byte parameter they are.
    Bits16(u16),
}

/// `value` as the C type `ty` (without `const`); Err names the type kpipe cannot pass.
pub fn scalar_arg(ty: &str, value: f64) -> Result<Scalar, LaunchError> {
    Ok(match ty.replace("const", "").trim() {
        "float" => Scalar::F32(value as f32),
        "double" => Scalar::F64(value),
        "half" | "__half" => Scalar::Bits16(half::f16::from_f64(value).to_bits()),
        "__nv_bfloat16" | "nv_bfloat16" => Scalar::Bits16(half::bf16::from_f64(value).to_bits()),
        other => {
            return Err(LaunchError::ScalarType {
                ty: other.to_string(),
            })
        }
    })
}

/// The width in bits of an integer parameter type kpipe can fill (sizes, leading dimensions).
pub fn int_width(ty: &str) -> Option<u32> {
    match ty.replace("const", "").trim() {
        "size_t" | "long" | "long long" | "int64_t" | "uint64_t" | "unsigned long"
        | "unsigned long long" | "long int" => Some(64),
        "int" | "unsigned" | "unsigned int" | "uint" | "int32_t" | "uint32_t" => Some(32),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_take_the_parameters_width() {
        assert_eq!(scalar_arg("float", 1.5), Ok(Scalar::F32(1.5)));
        assert_eq!(scalar_arg("const float", -0.5), Ok(Scalar::F32(-0.5)));
        assert_eq!(scalar_arg("double", 1.5), Ok(Scalar::F64(1.5)));
        assert_eq!(scalar_arg("half", 1.5), Ok(Scalar::Bits16(0x3E00)));
        assert_eq!(scalar_arg("const __half", -0.5), Ok(Scalar::Bits16(0xB800)));
        assert_eq!(scalar_arg("__nv_bfloat16", 1.5), Ok(Scalar::Bits16(0x3FC0)));
        assert_eq!(
            scalar_arg("int", 1.0),
            Err(LaunchError::ScalarType { ty: "int".into() })
        );
        assert!(scalar_arg("int", 1.0)
            .unwrap_err()
            .to_string()
            .ends_with("not `int`"));
    }

    #[test]
    fn integer_parameters_by_width() {
        assert_eq!(int_width("const int"), Some(32));
        assert_eq!(int_width("unsigned int"), Some(32));
        assert_eq!(int_width("size_t"), Some(64));
        assert_eq!(int_width("const int64_t"), Some(64));
        assert_eq!(int_width("float"), None);
        assert_eq!(int_width("int *"), None);
    }
}
