//! The proofs of a rewrite: it compiles, and its SASS overlaps loads with compute (`compile`); it
//! computes the same numbers on the GPU (`gpu`) and is faster (`bench`, the versions timed in one run);
//! the sanitizer finds nothing (`sanitize`).

pub mod bench;
pub mod compile;
pub mod device_slice;
pub mod error;
pub mod gpu;
pub mod sanitize;
