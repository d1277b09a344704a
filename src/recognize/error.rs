//! The recognize layer's errors: why one thread's run of a K-loop iteration cannot follow the
//! dynamic buffer, why an iteration may read buffer bytes its loads do not write, why a stored local
//! is no copy of global memory, why a load loop's trip count or the block's shape is not a constant,
//! why a shared array's size is unknown, and why an async copy, a wait or a pipeline call is not one
//! kpipe reads. Each displays the message kpipe has always printed for it; the refusals quote them.

use crate::source::consts::Unresolved;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecognizeError {
    // One thread's run of an iteration (`thread_eval`).
    /// A condition, an address or an index (`what`) that has no value for one thread.
    #[error("{what} `{expr}` at line {line} has no value kpipe can compute for one thread (it depends on data, a parameter, the K index or a local kpipe does not follow)")]
    NoValueForThread {
        what: &'static str,
        expr: String,
        line: usize,
    },
    /// More statements than a thread runs (a loop kpipe misreads).
    #[error("the loop at line {line} runs too many statements for kpipe to follow")]
    TooManyStatements { line: usize },
    /// More iterations of a loop than a thread runs.
    #[error("the loop at line {line} runs too many iterations for kpipe to follow")]
    TooManyIterations { line: usize },
    /// A statement of a kind the run does not follow, which uses the buffer (its first line).
    #[error("kpipe does not follow the statement at line {line} (`{statement}`), which uses the dynamic buffer")]
    UnfollowedStatement { line: usize, statement: String },
    /// An expression of a kind the run does not follow, which uses the buffer (its first line).
    #[error("kpipe does not follow `{expr}` at line {line}, which uses the dynamic buffer")]
    UnfollowedExpression { expr: String, line: usize },
    /// A store whose target uses the buffer in a way the run does not follow (its first line).
    #[error(
        "kpipe does not follow the store `{target}` at line {line}, which uses the dynamic buffer"
    )]
    UnfollowedStore { target: String, line: usize },
    /// An increment or decrement of something else than a name, which uses the buffer.
    #[error("kpipe does not follow `{expr}` at line {line}")]
    UnfollowedUpdate { expr: String, line: usize },
    /// A cast to `T (*)[W]` whose row size is unknown.
    #[error("kpipe does not know the size of the rows of `{ty}` in the cast at line {line}")]
    UnknownRowSize { ty: String, line: usize },
    /// A cast to a pointer to a type of unknown size.
    #[error("kpipe does not know the size of `{pointee}` in the cast at line {line}")]
    UnknownPointeeSize { pointee: String, line: usize },
    /// The buffer's address cast to something else than a pointer.
    #[error("the buffer's address is cast to `{ty}` at line {line}, which kpipe does not follow")]
    UnfollowedCast { ty: String, line: usize },
    /// An operation that fails (`error`), in the expression `expr`.
    #[error("{error} in `{expr}` at line {line}")]
    InExpression {
        error: Box<RecognizeError>,
        expr: String,
        line: usize,
    },
    /// An integer division (or remainder) by zero.
    #[error("a division by zero")]
    DivisionByZero,
    /// An address in the buffer plus or minus something that is not a known integer.
    #[error("an address in the buffer moved by an unknown amount")]
    UnknownMove,
    /// A call (other than wmma's and `min`/`max`) handed an address in the buffer.
    #[error("`{function}` at line {line} is passed an address in the dynamic buffer, and kpipe cannot tell which bytes it touches")]
    AddressPassed { function: String, line: usize },
    /// A wmma load or store whose leading dimension has no value.
    #[error("the leading dimension `{ld}` at line {line} has no value kpipe can compute")]
    UnknownLeadingDimension { ld: String, line: usize },
    /// A wmma load or store of a fragment whose shape kpipe cannot read.
    #[error("kpipe cannot read the shape of the fragment `{fragment}` at line {line}")]
    UnknownFragmentShape { fragment: String, line: usize },
    /// A wmma tile not addressed as lines of `width` elements, `ld` elements apart.
    #[error("the tile at line {line} is not addressed as lines of elements (leading dimension {ld}, {width} elements a line)")]
    NotLinesOfElements { line: usize, ld: i64, width: i64 },

    // What an iteration reads of the buffer (`buffer_cover`).
    /// The block's exact shape is unknown (why, as `BlockFacts::missing` says).
    #[error("kpipe runs every thread's addresses and needs the block's exact shape, which it does not know: {missing}")]
    BlockShapeUnknown { missing: String },
    /// A block larger than kpipe runs, or another shape than the context's.
    #[error("the block's shape is not one kpipe can run")]
    BlockNotRunnable,
    /// A statement other than the loads writes the buffer.
    #[error("the K-loop writes the buffer outside its loads (line {line})")]
    WritesOutsideLoads { line: usize },
    /// A thread reads at a negative offset.
    #[error("thread {tid:?} reads before the buffer at line {line}")]
    ReadsBeforeBuffer { tid: [i64; 3], line: usize },
    /// A thread reads byte `byte` of the buffer, which no load of the iteration writes: at `row`
    /// and column `index` of a 2-D buffer, else at element `index`.
    #[error(
        "thread {} reads byte {byte} of `{buffer}` ({}) at line {line}, which no load of the iteration writes: with two stages that byte of the second stage holds other data than the original read",
        thread_name(.tid),
        place_name(.row, *.index)
    )]
    StaleRead {
        tid: [i64; 3],
        byte: i64,
        buffer: String,
        row: Option<i64>,
        index: i64,
        line: usize,
    },
    /// A load that writes outside the buffer.
    #[error("a load at line {line} writes outside the buffer")]
    LoadOutsideBuffer { line: usize },
    /// The kernel's `extern __shared__` array is not among its arrays.
    #[error("kpipe did not find the `extern __shared__` array")]
    NoExternArray,
    /// A type of unknown size.
    #[error("kpipe does not know the size of `{ty}`")]
    UnknownTypeSize { ty: String },
    /// A name (or construct) without a value.
    #[error("`{}` has no value", .0.0)]
    HasNoValue(Unresolved),
    /// A buffer of more than two dimensions.
    #[error("the buffer has more than two dimensions")]
    BufferDimensions,

    // A stored local as a copy of global memory (`loads`).
    /// The local is not a copy: why, after its name.
    #[error("`{local}` {why}")]
    LocalNotACopy { local: String, why: &'static str },
    /// What the load reads changes between the load into the local and its store.
    #[error("`{changed}` changes between the load into `{local}` and the store of it")]
    ChangesBeforeStore { changed: String, local: String },
    /// The load's address depends on a value itself loaded.
    #[error("the load into `{local}` depends on `{loaded}`, itself loaded from global memory")]
    DependsOnLoaded { local: String, loaded: String },
    /// A masked vector: the local is written through a pointer into it after its load.
    #[error("`{local}` is written through `{alias}`, a pointer into it, after its load (a masked vector): it is no copy of global memory")]
    WrittenThroughAlias { local: String, alias: String },
    /// The local may be written through a pointer into it after its load.
    #[error("`{local}` may be written through a pointer into it after its load: it is no copy of global memory")]
    MayBeWrittenThroughPointer { local: String },
    /// A component of a value loaded through a call, which has no address.
    #[error("`{local}.{field}` is part of a value loaded through a call, which has no address")]
    PartOfCallValue { local: String, field: String },
    /// The first reading of a stored local, before what it holds is looked up.
    #[error("not resolved")]
    NotResolved,

    // A load loop's trip count (`loads`).
    /// What has no value (the first name, as the symbols say).
    #[error("{}", .0.0)]
    Unresolved(Unresolved),
    /// The loop's header is not one kpipe reads.
    #[error("{0}")]
    LoopHeader(&'static str),
    /// A start from the thread index, whose stride the block does not divide the bound by.
    #[error("{start} (threads do not divide the loop evenly)")]
    ThreadsUneven { start: String },
    /// A start from the thread index, in a kernel whose block size is unknown.
    #[error("{start} (the block size is unknown: add __launch_bounds__)")]
    BlockSizeUnknown { start: String },
    /// A step that is not positive.
    #[error("step {step} is not positive")]
    StepNotPositive { step: String },
    /// A trip count beyond the integers.
    #[error("{bound} - {start} (the trip count overflows)")]
    TripCountOverflows { bound: String, start: String },

    // The block's shape (`trips`).
    /// A directive's `block=` (the directive `whose`, the field as written) that is no shape.
    #[error("{whose} `{field}` is not a block shape")]
    NotABlockShape { whose: &'static str, field: String },
    /// A directive's `block=` whose sides are not constants from 1 to 1024.
    #[error("{whose} `{field}` is not a constant shape")]
    NotAConstantShape { whose: &'static str, field: String },
    /// The file launches kernels through an API whose block kpipe does not read.
    #[error("the file also launches kernels through `{api}`, whose block kpipe does not read")]
    UnreadLaunchApi { api: &'static str },
    /// A launch without a block argument.
    #[error("the launch at line {line} has no block argument")]
    NoBlockArgument { line: usize },
    /// A launch whose block cannot be evaluated (why).
    #[error("the launch at line {line} passes a block kpipe cannot evaluate ({error})")]
    UnevaluatedBlock {
        line: usize,
        error: Box<RecognizeError>,
    },
    /// Two launches of the kernel pass different blocks.
    #[error("the launches at lines {line} and {other_line} pass different blocks ({} and {})", dims(.first), dims(.other))]
    BlocksDiffer {
        line: usize,
        other_line: usize,
        first: [u64; 3],
        other: [u64; 3],
    },
    /// A block of no dimension, or of more than three.
    #[error("not one to three dimensions")]
    BlockDimensions,
    /// A block side outside 1 to 1024.
    #[error("{expr} = {value}")]
    BlockSide { expr: String, value: i64 },
    /// A block side without a constant value (the first name without one).
    #[error("`{}` has no constant value", .0.0)]
    NoConstantValue(Unresolved),
    /// A block argument kpipe does not read (as written).
    #[error("`{text}`")]
    UnreadBlock { text: String },
    /// A `dim3` block declared other than once in the launching function.
    #[error("`{name}` is not declared once in the launching function")]
    NotDeclaredOnce { name: String },
    /// A `dim3` block assigned after its declaration.
    #[error("`{name}` is assigned after its declaration")]
    AssignedAfterDeclaration { name: String },
    /// A `dim3` block declared without a value.
    #[error("`{name}` has no initialiser")]
    NoInitialiser { name: String },

    // A local followed to its initialiser (`trips`).
    /// No declaration of the name in the function.
    #[error("`{name}` is not a local kpipe can follow")]
    NotALocal { name: String },
    /// More than one declaration of the name in the function.
    #[error("`{name}` is declared more than once")]
    DeclaredMoreThanOnce { name: String },
    /// The name is a parameter.
    #[error("`{name}` is a parameter")]
    IsAParameter { name: String },
    /// Not an integer local with an initialiser of one value.
    #[error("`{name}` is not an integer local with an initialiser")]
    NotAnIntegerLocal { name: String },
    /// Declared outside the scopes around the loop, or after it.
    #[error("`{name}` is not declared in a scope around the loop")]
    NotInScope { name: String },
    /// Written after its declaration (or its address taken).
    #[error("`{name}` is written after its declaration")]
    WrittenAfterDeclaration { name: String },

    // A shared array's size (`kernel`).
    /// A dimension that is not positive.
    #[error("{dim} = {value}")]
    DimensionNotPositive { dim: String, value: i64 },
    /// An element type whose size kpipe does not know.
    #[error("sizeof({ty})")]
    UnknownElementSize { ty: String },

    // A helper's pointer parameter (`helpers`).
    /// The parameter cannot be followed (no body, no such parameter, or no name).
    #[error("its parameter is not one kpipe can follow")]
    ParameterNotFollowed,
    /// The helper writes through the parameter: where and how, as the check says it.
    #[error("{what}")]
    ParameterWritten { what: String },

    // Async copies: `cuda::pipeline` calls (`pipeline_copies`).
    /// `cuda::memcpy_async` of a thread group.
    #[error("a `cuda::memcpy_async` of a thread group (five arguments) is not read: kpipe reads the per-thread form `cuda::memcpy_async(dst, src, size, pipe)`")]
    GroupCopy,
    /// `cuda::pipeline_consumer_wait_prior<N>` with N > 0.
    #[error("a partial wait (`cuda::pipeline_consumer_wait_prior<N>` with N > 0) leaves copies in flight: the loop already overlaps some of them")]
    PartialPipelineWait,
    /// `cuda::pipeline_producer_commit(pipe, barrier)`.
    #[error("`cuda::pipeline_producer_commit(pipe, barrier)` is not read: kpipe reads a pipeline's own `producer_commit()`")]
    BarrierCommit,
    /// A copy of `bytes` bytes (its size as written) whose addresses may be misaligned.
    #[error("a copy of {bytes} bytes whose addresses kpipe cannot tell are {bytes}-byte aligned (`{size}`): the cp.async kpipe issues needs them aligned; write the size as `cuda::aligned_size_t<{bytes}>({bytes})` if they are")]
    MaybeMisaligned { bytes: u32, size: String },
    /// A pipeline that is not a thread-scope one made by `cuda::make_pipeline()`.
    #[error("`{name}` is not a `cuda::pipeline<cuda::thread_scope_thread>` made by `cuda::make_pipeline()` in the kernel: kpipe reads copies through a thread-scope pipeline only (not a barrier, nor a pipeline with shared state)")]
    NotAThreadPipeline { name: String },
    /// A `cuda::memcpy_async` size kpipe does not read (as written).
    #[error("a copy of `{size}` bytes: kpipe reads sizes of 4, 8 or 16 bytes written as a number, `sizeof` of a 4-, 8- or 16-byte type, or `cuda::aligned_size_t<A>(N)` (in the call or in a variable of the kernel) with A >= N")]
    UnreadPipelineSize { size: String },
    /// `pipe.consumer_wait()` in a loop that commits another number of times than once.
    #[error("`pipe.consumer_wait()` waits for the oldest committed stage only, and the loop commits {commits} times: kpipe reads it as a full wait where the loop commits once")]
    OldestWaitCommits { commits: usize },
    /// `pipe.consumer_wait()` not after the loop's one commit, in a block it closes.
    #[error("`pipe.consumer_wait()` waits for the oldest committed stage only: kpipe reads it as a full wait where the loop's one commit comes before it, in a block the wait closes")]
    OldestWaitPlacement,
    /// The pipeline is used outside the loop too.
    #[error("`{pipe}` is used outside the loop too: kpipe cannot tell that no stage is in flight when the loop starts, so `{pipe}.consumer_wait()` may wait for an older stage")]
    PipelineUsedOutside { pipe: String },

    // Async copies: `__pipeline_*` calls and inline `cp.async` (`async_copies`).
    /// `__pipeline_memcpy_async` with a source size.
    #[error("a zero-fill copy (`__pipeline_memcpy_async` with a source size) is not read yet: kpipe would have to keep its source size")]
    ZeroFillCopy,
    /// `__pipeline_wait_prior(N)` with N > 0.
    #[error("a partial wait (`__pipeline_wait_prior(N)` with N > 0) leaves copies in flight: the loop already overlaps some of them")]
    PartialWaitPrior,
    /// A copy size kpipe does not read (as written).
    #[error("a copy of `{size}` bytes: kpipe reads copies of 4, 8 or 16 bytes written as a number, a constant or `sizeof` of a 4-, 8- or 16-byte type")]
    UnreadCopySize { size: String },
    /// `cp.async.wait_group N` with N > 0.
    #[error("a partial wait (`cp.async.wait_group N` with N > 0) leaves copies in flight: the loop already overlaps some of them")]
    PartialWaitGroup,
    /// Inline asm (its code, squeezed) that is not one copy, commit or full wait.
    #[error("inline asm `{code}` is not one `cp.async` copy, commit or full wait")]
    NotOneAsyncStatement { code: String },
    /// A `cp.async` instruction whose form or operands kpipe does not read.
    #[error("`{instruction}`: kpipe reads `cp.async.ca|cg.shared.global[.L2::128B] [%0], [%1], 4|8|16;` with the operands `\"r\"(__cvta_generic_to_shared(dst))` (or that plus a byte offset, or a variable set to either), `\"l\"(src)` and, for a size `%2`, `\"n\"(4|8|16)` written as a number or a constant (a source size or other operands are not read)")]
    UnreadCpAsync { instruction: String },
}

/// A thread's index as the refusals write it: `x`, `(x, y)` or `(x, y, z)`.
fn thread_name(tid: &[i64; 3]) -> String {
    match tid {
        [x, 0, 0] => format!("{x}"),
        [x, y, 0] => format!("({x}, {y})"),
        [x, y, z] => format!("({x}, {y}, {z})"),
    }
}

/// Where a byte is in the buffer: `row R, column C`, or `element E`.
fn place_name(row: &Option<i64>, index: i64) -> String {
    match row {
        Some(r) => format!("row {r}, column {index}"),
        None => format!("element {index}"),
    }
}

/// A block's sides, `x x y x z`.
fn dims(shape: &[u64; 3]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" x ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_built_from_pieces_read_as_they_always_have() {
        let stale = |tid, row| RecognizeError::StaleRead {
            tid,
            byte: 68,
            buffer: "smem".into(),
            row,
            index: 4,
            line: 12,
        };
        assert_eq!(
            stale([3, 0, 0], Some(1)).to_string(),
            "thread 3 reads byte 68 of `smem` (row 1, column 4) at line 12, which no load of the iteration writes: with two stages that byte of the second stage holds other data than the original read"
        );
        assert!(stale([3, 2, 0], None)
            .to_string()
            .starts_with("thread (3, 2) reads byte 68 of `smem` (element 4)"));
        assert!(stale([3, 2, 1], None)
            .to_string()
            .starts_with("thread (3, 2, 1) reads"));
        assert_eq!(
            RecognizeError::ReadsBeforeBuffer {
                tid: [1, 2, 0],
                line: 7
            }
            .to_string(),
            "thread [1, 2, 0] reads before the buffer at line 7"
        );
        assert_eq!(
            RecognizeError::BlocksDiffer {
                line: 3,
                other_line: 9,
                first: [16, 16, 1],
                other: [256, 1, 1],
            }
            .to_string(),
            "the launches at lines 3 and 9 pass different blocks (16 x 16 x 1 and 256 x 1 x 1)"
        );
        let inner = RecognizeError::DivisionByZero;
        assert_eq!(
            RecognizeError::InExpression {
                error: Box::new(inner),
                expr: "p / 0".into(),
                line: 4
            }
            .to_string(),
            "a division by zero in `p / 0` at line 4"
        );
        assert_eq!(
            RecognizeError::LocalNotACopy {
                local: "v".into(),
                why: "is written in parts"
            }
            .to_string(),
            "`v` is written in parts"
        );
    }
}
