//! How to launch a kernel for the GPU checks: the `// kpipe:` directive and `--launch` (`spec`),
//! inferred from the kernel's source (`evidence`, `infer`) or read from host files (`host`).

pub mod args;
pub mod error;
pub mod evidence;
pub mod host;
mod host_terms;
pub mod infer;
pub mod resolve;
pub mod roles;
pub mod spec;

/// Kernel signatures the unit tests of launch inference share.
#[cfg(test)]
pub(crate) mod fixtures {
    /// Parameters as (type, name) from a list of `&str` pairs.
    pub fn params(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(t, n)| (t.to_string(), n.to_string()))
            .collect()
    }

    /// The signature of siboehm/SGEMM_CUDA's kernels: `(M, N, K, alpha, A, B, beta, C)`.
    pub fn siboehm() -> Vec<(String, String)> {
        params(&[
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
            ("float", "alpha"),
            ("const float *", "A"),
            ("const float *", "B"),
            ("float", "beta"),
            ("float *", "C"),
        ])
    }
}
