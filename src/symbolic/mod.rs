//! kpipe's symbolic executor: it runs a kernel for every thread of a block, over its parse tree,
//! with integers concrete (thread and block indices, sizes, loop counters, addresses) and data
//! symbolic (a load gives the term of the bytes it read; arithmetic builds terms in program order),
//! and records everything the kernel leaves behind in global memory. Two kernels that leave the
//! same terms at the same addresses, in the same order, compute the same numbers, bit for bit.
//!
//! `prove` runs an original and its rewrite that way over a small grid, at several tile counts, with
//! the pointer parameters apart and aliased, and says whether they are equal or where they first
//! differ. Whatever the executor does not model (a call it does not know, an instruction of inline
//! PTX, a branch on loaded data, a race between threads) stops the run with a `Halt` that names it.
//!
//! The layout: `term` (symbolic values), `types`, `value` (one lane's values, the operator table,
//! the lanes of a block), `memory` (bytes holding terms, races, async copies), `program` (the texts,
//! constants and macro expansions), `machine` (statements), `expr` and `place` (expressions and
//! l-values), `calls` (builtins and `__device__` functions), `wmma` and `ptx` (tensor-core and
//! inline-assembly operations), `prove` (the runs and their comparison).

pub mod calls;
pub mod deduce;
pub mod error;
pub mod expr;
pub mod fields;
pub mod machine;
pub mod memory;
pub mod originals;
pub mod place;
pub mod program;
pub mod prove;
pub mod ptx;
pub mod structs;
pub mod term;
pub mod types;
pub mod value;
pub mod wmma;

pub use prove::{prove, Proof, Subject, Verdict};

/// Why a run stopped before the kernel's end. Boxed: every lane's result is a `Result<_, Halt>`,
/// and a small error keeps those results in registers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Halt(Box<HaltData>);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HaltData {
    pub kind: HaltKind,
    pub message: String,
    /// The byte offset in the text run where it stopped (the innermost statement or expression).
    pub at: Option<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HaltKind {
    /// A construct the executor does not model.
    Unsupported,
    /// Two threads touch a shared byte between barriers, or an async copy's destination is read
    /// in flight.
    Race,
    /// An access outside the memory it points into.
    OutOfBounds,
    /// A branch or an address that depends on loaded data.
    DataDependent,
    /// A barrier some threads of the block do not reach.
    Barrier,
    /// The run took more steps than any kernel kpipe rewrites needs.
    Budget,
    /// The K-loop did not end at this size (more iterations than any size of the proof needs): a
    /// size the kernel does not support (an unsigned bound that wraps at K = 0).
    Runaway,
    /// `__trap()`: the kernel refuses this launch (a guard on the block size).
    Trap,
}

impl Halt {
    fn new(kind: HaltKind, message: impl Into<String>) -> Halt {
        Halt(Box::new(HaltData {
            kind,
            message: message.into(),
            at: None,
        }))
    }

    pub fn unsupported(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::Unsupported, message)
    }

    pub fn race(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::Race, message)
    }

    pub fn out_of_bounds(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::OutOfBounds, message)
    }

    pub fn data_dependent(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::DataDependent, message)
    }

    pub fn barrier(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::Barrier, message)
    }

    pub fn budget(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::Budget, message)
    }

    pub fn trap(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::Trap, message)
    }

    pub fn runaway(message: impl Into<String>) -> Halt {
        Halt::new(HaltKind::Runaway, message)
    }

    /// The halt located at `at`, unless an inner node located it already.
    pub fn at(mut self, at: usize) -> Halt {
        self.0.at.get_or_insert(at);
        self
    }
}

impl std::ops::Deref for Halt {
    type Target = HaltData;

    fn deref(&self) -> &HaltData {
        &self.0
    }
}

impl std::fmt::Display for Halt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}
