//! How to launch a kernel for the GPU checks: the `// kpipe:` directive and `--launch` (`spec`),
//! inferred from the kernel's source (`evidence`, `infer`) or read from host files (`host`).

pub mod args;
pub mod evidence;
pub mod host;
pub mod infer;
pub mod resolve;
pub mod spec;
