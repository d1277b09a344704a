//! A parameter's role from what the kernel does with it, where its name does not say it
//! (`Param::of` reads names: `A`, `lda`, `M`, ...). Tutorials name their parameters `a, b, out,
//! width`, `d_A, d_B, d_C, n` or `input1, input2, output, size`; the launch needs to know which
//! is which:
//!
//! - the one pointer the kernel stores through is C (when no parameter is named C);
//! - the pointers it only reads are A and B, in the order they are declared (the order of every
//!   GEMM signature), when they are exactly the operands whose names are missing;
//! - one integer parameter, where no parameter is named for a size, is the one size of a square
//!   problem (N, with `LaunchSpec::is_square` making M = N = K).
//!
//! Anything else keeps no role, and the launch says which parameter it cannot tell.

use crate::launch::infer::Param;
use crate::recognize::effects::{assignments, lvalue_root};
use crate::recognize::kernel::Kernel;
use crate::source::parse::Source;

/// A parameter as declared: (type, name).
type Declared<'a> = &'a (String, String);

/// The role of each parameter whose name says none, by what `kernel` does with it.
pub fn by_use(source: &Source, kernel: &Kernel) -> Vec<(String, Param)> {
    let named: Vec<Param> = kernel
        .params
        .iter()
        .filter_map(|(_, n)| Param::of(n))
        .collect();
    let unnamed: Vec<&(String, String)> = kernel
        .params
        .iter()
        .filter(|(_, n)| Param::of(n).is_none())
        .collect();
    let written: Vec<String> = assignments(kernel.body)
        .into_iter()
        .filter_map(|(_, target)| lvalue_root(target))
        .map(|root| source.text_of(root).to_string())
        .collect();
    let is_pointer = |ty: &str| ty.contains('*');
    let pointers = unnamed.iter().copied().filter(|(ty, _)| is_pointer(ty));
    let (stored, read): (Vec<Declared>, Vec<Declared>) =
        pointers.partition(|(_, n)| written.contains(n));
    let mut roles = Vec::new();
    if let ([(_, c)], false) = (stored.as_slice(), named.contains(&Param::C)) {
        roles.push((c.clone(), Param::C));
    }
    let missing: Vec<Param> = [Param::A, Param::B]
        .into_iter()
        .filter(|p| !named.contains(p))
        .collect();
    if read.len() == missing.len() {
        roles.extend(read.iter().zip(missing).map(|((_, n), p)| (n.clone(), p)));
    }
    let sized = named.iter().any(|p| {
        matches!(
            p,
            Param::M | Param::N | Param::K | Param::Lda | Param::Ldb | Param::Ldc
        )
    });
    let integers: Vec<Declared> = unnamed
        .iter()
        .copied()
        .filter(|(ty, _)| !is_pointer(ty) && is_integer(ty))
        .collect();
    if let ([(_, n)], false) = (integers.as_slice(), sized) {
        roles.push((n.clone(), Param::N));
    }
    roles
}

/// `int`, `const unsigned int`, `size_t`, `int64_t`, ...
fn is_integer(ty: &str) -> bool {
    ty.split_whitespace()
        .filter(|w| !matches!(*w, "const" | "volatile" | "__restrict__"))
        .all(|w| {
            matches!(
                w,
                "int" | "unsigned" | "signed" | "long" | "short" | "size_t" | "uint"
            ) || (w.starts_with("int") || w.starts_with("uint")) && w.ends_with("_t")
        })
}

/// `params` with each name that has a role by use replaced by the role's name (`width` is `N`),
/// the form the launch reads (`Param::of`).
pub fn renamed(params: &[(String, String)], roles: &[(String, Param)]) -> Vec<(String, String)> {
    params
        .iter()
        .map(|(ty, name)| match roles.iter().find(|(n, _)| n == name) {
            Some((_, role)) => (ty.clone(), role.arg().to_string()),
            None => (ty.clone(), name.clone()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roles_of(code: &str) -> Vec<(String, Param)> {
        let source = Source::parse(code.to_string()).unwrap();
        let facts = crate::recognize::kernel::FileFacts::collect(&source);
        let kernel = crate::recognize::kernel::find_kernels(&source, &facts, &[], None)
            .into_iter()
            .next()
            .unwrap();
        by_use(&source, &kernel)
    }

    #[test]
    fn the_written_pointer_is_c_the_read_ones_a_and_b_one_integer_the_size() {
        let roles = roles_of(
            "__global__ void mm(const float *x, const float *y, float *out, int width) {\n\
             float acc = 0; for (int k = 0; k < width; ++k) acc += x[k] * y[k];\n\
             out[threadIdx.x] = acc; }",
        );
        assert_eq!(
            roles,
            vec![
                ("out".to_string(), Param::C),
                ("x".to_string(), Param::A),
                ("y".to_string(), Param::B),
                ("width".to_string(), Param::N),
            ]
        );
    }

    #[test]
    fn named_parameters_keep_their_names_and_two_unknown_sizes_get_no_role() {
        let roles = roles_of(
            "__global__ void mm(const float *A, const float *B, float *C, int rows, int cols) {\n\
             C[threadIdx.x] = A[rows] * B[cols]; }",
        );
        assert!(roles.is_empty(), "{roles:?}");
    }
}
