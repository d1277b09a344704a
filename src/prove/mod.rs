//! The proofs of a rewrite: it compiles, and its SASS overlaps loads with compute (`compile`); it
//! computes the same numbers and is faster on the GPU (`gpu`); the sanitizer finds nothing (`sanitize`).

pub mod compile;
pub mod gpu;
pub mod sanitize;
