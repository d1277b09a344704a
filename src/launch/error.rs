//! The launch layer's errors: a `// kpipe:` directive or `--launch` that does not parse, a launch
//! that cannot be evaluated at a size, a host call kpipe cannot read (or two that disagree), what
//! the kernel's tiles and stores do not say about the tile sizes and the block, and no launch at all
//! (with the directive to add). Each displays the message kpipe has always printed for it.

use crate::source::error::SourceError;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LaunchError {
    // The directive and `--launch`.
    /// An error in the file's directive, at its line and column (1-based).
    #[error("line {line}, column {column}: {error}")]
    InDirective {
        line: usize,
        column: usize,
        error: Box<LaunchError>,
    },
    /// An error in `--launch`'s value, at its column (1-based).
    #[error("column {column}: {error}")]
    InFlag {
        column: usize,
        error: Box<LaunchError>,
    },
    /// The directive (`the directive`) or `--launch` lacks a field it needs (`args`, `grid`, `block`).
    #[error("{what} needs {field}=")]
    MissingField {
        what: &'static str,
        field: &'static str,
    },
    /// A field that is not `key=value`.
    #[error("`{field}` is not key=value")]
    NotKeyValue { field: String },
    /// A field whose key is none of the directive's.
    #[error("unknown field `{key}` (a, b, c, args, grid, block, multiple, smem)")]
    UnknownField { key: String },
    /// A dtype the directive does not know.
    #[error("unknown dtype `{dtype}` (f32, tf32, f16, bf16, i8, i32, f64)")]
    UnknownDtype { dtype: String },
    /// `a=DTYPE:LAYOUT` with a layout other than `row`.
    #[error("a=...:{layout}: kpipe's GPU checks take A row-major (M x K) only, `a=DTYPE:row`")]
    ALayout { layout: String },
    /// `c=DTYPE` of a dtype kpipe cannot read back (its name).
    #[error("c={dtype} is not an output kpipe reads back (f32, f16, bf16, i32, f64)")]
    NotAnOutput { dtype: String },
    /// `multiple=` without three numbers.
    #[error("multiple= needs three numbers: M, N, K")]
    MultipleNeedsThree,
    /// `smem=` with nothing after it.
    #[error("smem= needs a byte count")]
    SmemNeedsBytes,

    // A launch at a size.
    /// An expression of the launch that has no value at the size (the first name without one).
    #[error("`{expr}`: cannot evaluate `{name}`")]
    CannotEvaluate { expr: String, name: String },
    /// The launch's block (`block=` as written) is one CUDA cannot launch.
    #[error("block={block}: {error}")]
    Block { block: String, error: SourceError },
    /// An alpha or beta parameter of a type kpipe cannot pass.
    #[error("kpipe passes alpha and beta as float, double, half or __nv_bfloat16, not `{ty}`")]
    ScalarType { ty: String },

    // Which launch: the directive, `--launch`, a host call, inference.
    /// The kernel's directive does not parse.
    #[error("the `// kpipe:` directive is not valid at {0}")]
    InvalidDirective(Box<LaunchError>),
    /// Nothing says the launch and inference is incomplete: why a host call was not used (if there
    /// is one), the reasons inference gives, and the directive to add with `?` in its holes.
    #[error(
        "no `// kpipe:` launch directive in the file, {}and kpipe cannot infer the launch ({}). Add this directive to the file (or pass its fields with --launch), with each `?` replaced (see the launch section of docs/USAGE.md):\n\n    {directive}",
        not_taken(.host_unused.as_deref()),
        .reasons.join("; ")
    )]
    NoLaunch {
        host_unused: Option<Box<LaunchError>>,
        reasons: Vec<String>,
        directive: String,
    },

    // Host calls.
    /// A host call that kpipe cannot read: where it is (`line 57`, `runner.cu:57`), and why.
    #[error("the host call at {at}: {error}")]
    HostCall { at: String, error: Box<LaunchError> },
    /// Two host calls of the kernel pass different launches (their fields as a directive's).
    #[error("the host calls at {first_at} and {at} disagree ({first} against {other}), so kpipe uses neither")]
    HostCallsDisagree {
        first_at: String,
        at: String,
        first: String,
        other: String,
    },
    /// The host call gives grid, block and arguments, but not what the rest of a launch needs.
    #[error(
        "{call} gives the grid, the block and the arguments, but kpipe cannot tell {}",
        .unknown.join(" or ")
    )]
    HostCallIncomplete {
        call: String,
        unknown: Vec<&'static str>,
    },
    /// The call passes another number of arguments than the kernel takes.
    #[error("it passes {passed} arguments and the kernel takes {takes}")]
    ArgumentCount { passed: usize, takes: usize },
    /// A pointer parameter whose name says nothing kpipe knows.
    #[error("kpipe cannot tell what the parameter `{name}` is")]
    UnknownParameter { name: String },
    /// An expression passed for a size, where a variable is needed.
    #[error("it passes `{text}` for the kernel's `{name}` ({size}); kpipe checks several sizes, so it needs a variable there")]
    SizeNotAVariable {
        text: String,
        name: String,
        size: &'static str,
    },
    /// The launch has no grid (or no block).
    #[error("the launch has no {what}")]
    NoConfig { what: &'static str },
    /// The grid (or the block) cannot be read.
    #[error("its {what}: {error}")]
    InConfig {
        what: &'static str,
        error: Box<LaunchError>,
    },
    /// A block component of the problem size.
    #[error("its block `{block}` depends on the problem size; kpipe checks kernels whose block is fixed")]
    BlockDependsOnSize { block: String },
    /// A `dim3` local declared without a value.
    #[error("`{name}` is a dim3 without an initialiser")]
    Dim3WithoutInitialiser { name: String },
    /// A `dim3` local rounded up in a component it does not have.
    #[error("`{name}` has no component {component} to round up")]
    Dim3NoComponent { name: String, component: usize },
    /// A `dim3` local rounded up by `% divisor` where its component is not that division.
    #[error("`{name}` is rounded up by `% {divisor}` but its component is `{component}`")]
    Dim3RoundedUpOther {
        name: String,
        divisor: String,
        component: String,
    },
    /// A parameter of the launching function that is not one of the kernel's sizes.
    #[error("`{name}` is a parameter of the launching function and is not passed to the kernel as M, N or K")]
    ParameterNotPassed { name: String },
    /// A name declared more than once in the launching function.
    #[error("`{name}` is declared more than once in the launching function")]
    DeclaredTwice { name: String },
    /// A local assigned after its declaration.
    #[error("`{name}` is assigned after its declaration")]
    AssignedAfterDeclaration { name: String },
    /// A local without a value.
    #[error("`{name}` has no initialiser")]
    NoInitialiser { name: String },
    /// A local initialised by a list of more than one value.
    #[error("`{name}` is not a number")]
    NotANumber { name: String },
    /// A variable passed for two different sizes, used elsewhere in the launch.
    #[error("`{name}` is passed for both {first} and {second}, so kpipe cannot tell which one `{name}` means here")]
    AmbiguousSize {
        name: String,
        first: &'static str,
        second: &'static str,
    },
    /// A name that is neither a size passed to the kernel nor a constant.
    #[error(
        "`{name}` is neither passed to the kernel as a size nor a constant kpipe can evaluate"
    )]
    UnknownName { name: String },
    /// Locals and macros followed deeper than kpipe follows them.
    #[error("`{text}` is defined too deeply")]
    DefinedTooDeeply { text: String },
    /// A host expression kpipe cannot read (also one with text left over).
    #[error("kpipe cannot read `{text}`")]
    Unreadable { text: String },
    /// A number that is not an integer.
    #[error("`{number}` is not an integer")]
    NotAnInteger { number: String },
    /// A function-like macro or helper given another number of arguments than it takes.
    #[error("`{name}` takes {takes} arguments, given {given}")]
    MacroArity {
        name: String,
        takes: usize,
        given: usize,
    },
    /// `max` or `min` of problem sizes.
    #[error(
        "`{name}(...)` of problem sizes is not a fixed number (kpipe evaluates it of constants)"
    )]
    MinMaxOfSizes { name: String },
    /// `sizeof` of a type kpipe does not know.
    #[error("`sizeof({ty})`: kpipe does not know the size of `{ty}`")]
    UnknownTypeSize { ty: String },
    /// A call kpipe does not evaluate.
    #[error("`{name}(...)` is a call kpipe does not evaluate (it reads macros of the file and ceiling-division helpers such as CEIL_DIV)")]
    UnknownCall { name: String },
    /// `ceil(...)` of something else than one float division.
    #[error("`ceil({arg})` is not the ceiling of one division, which is what kpipe reads it as")]
    CeilNotOneDivision { arg: String },
    /// A call whose `(` is not closed.
    #[error("`{name}(` is not closed")]
    CallNotClosed { name: String },
    /// A `)` missing.
    #[error("unbalanced parentheses")]
    UnbalancedParentheses,
    /// Another operator expected.
    #[error("expected `{op}`")]
    Expected { op: &'static str },
    /// An operator where kpipe reads none (`*` where an operand belongs, `?`, `!`).
    #[error("kpipe cannot read `{op}` here")]
    UnexpectedOperator { op: &'static str },
    /// The text ends where an operand belongs.
    #[error("an expression ends early")]
    EndsEarly,
    /// Nested deeper than kpipe reads.
    #[error("an expression nested more than {levels} levels deep")]
    TooDeep { levels: usize },
    /// `static_cast` without its `<`.
    #[error("kpipe cannot read a `static_cast` here")]
    StaticCast,
    /// A cast to another type than an integer one.
    #[error("kpipe reads casts to integer types only")]
    NotAnIntegerCast,

    // The tile sizes, from the kernel's tiles and its K-loop.
    /// A tile carved out of a shared buffer: its declaration gives no shape.
    #[error("`{tile}` is carved out of a shared buffer (a pointer or `extern __shared__` array), which gives it no declared shape")]
    CarvedTile { tile: String },
    /// A tile of more than two dimensions (or a dimension of 0).
    #[error("`{tile}` has neither one nor two dimensions kpipe can read")]
    TileDimensions { tile: String },
    /// A tile whose dimensions have no value.
    #[error("the shape of `{tile}` is unknown")]
    UnknownTileShape { tile: String },
    /// A tile (as `TileShape::describe` writes it) with no dimension of the K-loop's BK.
    #[error("{shape} has no dimension of {bk}")]
    NoDimensionOf { shape: String, bk: u64 },
    /// A flat tile whose elements are not a multiple of the K-loop's BK.
    #[error("{shape} holds {elements} elements, not a multiple of {bk}")]
    NotAMultipleOfBk {
        shape: String,
        elements: u64,
        bk: u64,
    },
    /// A flat tile, and nothing says BK.
    #[error("{shape} is one dimension of {elements} elements, and neither the K-loop nor the stores into it say BK")]
    NoBk { shape: String, elements: u64 },
    /// The K-loop does not fill two tiles.
    #[error(
        "the K-loop fills {tiles} shared tile{}, not two (A's and B's)",
        if *.tiles == 1 { "" } else { "s" }
    )]
    TileCount { tiles: usize },
    /// A tile disagrees with the BK of the K-loop's header.
    #[error("BK = {bk} from {header}, but {error}")]
    AgainstLoopBk {
        bk: u64,
        header: String,
        error: Box<LaunchError>,
    },
    /// The two tiles have no dimension in common.
    #[error("{a} and {b} share no dimension")]
    NoSharedDimension { a: String, b: String },
    /// The two tiles pair up with more than one BK.
    #[error(
        "{a} and {b} pair up more than one way (BK = {}), and the K-loop's header does not say BK in elements",
        .options.iter().map(u64::to_string).collect::<Vec<_>>().join(" or ")
    )]
    PairsSeveralWays {
        a: String,
        b: String,
        options: Vec<u64>,
    },

    // The block, from the kernel and its tile stores.
    /// A kernel whose launch kpipe reads off its host call only.
    #[error("kpipe reads the block from the host call")]
    BlockFromHostCall,
    /// The kernel uses `threadIdx.z`.
    #[error("the kernel uses threadIdx.z (a 3-D block)")]
    ThreeDBlock,
    /// The stores give a 2-D block of another thread count than the kernel states.
    #[error("{from} give {x} x {y} threads, but {stated_by} says {threads}")]
    ThreadsDisagree {
        from: String,
        x: u64,
        y: u64,
        stated_by: String,
        threads: u64,
    },
    /// The stores give a block CUDA cannot launch.
    #[error("{from} give a block CUDA cannot launch ({error})")]
    BlockNotLaunchable { from: String, error: SourceError },
    /// Nothing states the thread count, and the stores do not give it (why).
    #[error("no __launch_bounds__, no thread-count constant (NUM_THREADS, THREADS, ...), and {0}")]
    NoThreadCount(Box<LaunchError>),
    /// A tile store in a loop or under a condition.
    #[error("the tile store at line {line} runs in a loop or under a condition, so the stores do not say how many threads there are")]
    StoreNotStraight { line: usize },
    /// A tile store (as written) in a loop or under a condition, in a kernel of a 2-D block.
    #[error("the tile store `{store}` (line {line}) runs in a loop or under a condition")]
    StoreNotStraight2D { store: String, line: usize },
    /// A store into an array the K-loop does not have as a tile.
    #[error("`{tile}` is not a tile kpipe knows")]
    UnknownTile { tile: String },
    /// A store of unknown width.
    #[error("the width of the store at line {line} is unknown")]
    UnknownStoreWidth { line: usize },
    /// A store that writes part of an element.
    #[error("the store at line {line} writes part of an element")]
    PartialElement { line: usize },
    /// A tile of more elements than a `u64` counts.
    #[error("`{tile}` has more elements than a count holds")]
    TooManyElements { tile: String },
    /// The stores into a tile do not divide its elements.
    #[error("the stores into `{tile}` do not divide its {elements} elements")]
    StoresDoNotDivide { tile: String, elements: u64 },
    /// The K-loop stores into no tile.
    #[error("the K-loop stores into no tile")]
    NoTileStores,
    /// The tiles' stores give different thread counts: each tile's.
    #[error(
        "the tile stores disagree on the thread count ({})",
        .counts.iter().map(|(tile, n)| format!("`{tile}` {n}")).collect::<Vec<_>>().join(", ")
    )]
    ThreadCountsDisagree { counts: Vec<(String, u64)> },
    /// A store of more than one element, in a kernel of a 2-D block.
    #[error("the tile store `{store}` writes more than one element")]
    StoreOfSeveralElements { store: String },
    /// A store not indexed by the thread's y and x.
    #[error("the tile store `{store}` is not indexed [threadIdx.y][threadIdx.x]")]
    StoreNotByThread { store: String },
    /// Two stores that give different 2-D blocks.
    #[error(
        "the tile stores disagree: {} x {} and {} x {} (`{store}`)",
        .first[0], .first[1], .other[0], .other[1]
    )]
    StoreShapesDisagree {
        first: [u64; 2],
        other: [u64; 2],
        store: String,
    },

    // The grid and the block, inferred.
    /// Non-square tiles, and nothing says which grid axis walks M.
    #[error("the tiles are not square (BM={bm} BN={bn}) and no product of blockIdx.x or blockIdx.y with BM, BN or a row stride says which grid axis walks M")]
    TilesNotSquare { bm: u64, bn: u64 },
    /// Products of block indices that disagree on which axis walks M (each side as described).
    #[error("the grid's orientation is unclear: {n_first} against {m_first}")]
    GridOrientation { n_first: String, m_first: String },
    /// A 1-D block whose thread count is unknown (why).
    #[error("the thread count is unknown: {0}")]
    UnknownThreadCount(Box<LaunchError>),
    /// A 2-D block whose shape is unclear (why).
    #[error("the kernel uses a 2-D block (threadIdx.y) whose shape is unclear: {0}")]
    UnclearBlock(Box<LaunchError>),
}

/// "WHY; the launch was not taken from it, " for a host call that was not used, else nothing.
fn not_taken(host_unused: Option<&LaunchError>) -> String {
    host_unused.map_or(String::new(), |why| {
        format!("{}, ", LaunchError::not_taken(why))
    })
}

impl LaunchError {
    /// Why a host call's launch was not used, as the inferred launch's evidence says it.
    pub fn not_taken(why: &LaunchError) -> String {
        format!("{why}; the launch was not taken from it")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_built_from_lists_read_as_they_always_have() {
        let no_launch = |host_unused: Option<LaunchError>| LaunchError::NoLaunch {
            host_unused: host_unused.map(Box::new),
            reasons: vec!["a".into(), "b".into()],
            directive: "// kpipe: args=?".into(),
        };
        let tail = "and kpipe cannot infer the launch (a; b). Add this directive to the file (or pass its fields with --launch), with each `?` replaced (see the launch section of docs/USAGE.md):\n\n    // kpipe: args=?";
        assert_eq!(
            no_launch(None).to_string(),
            format!("no `// kpipe:` launch directive in the file, {tail}")
        );
        let unused = LaunchError::HostCall {
            at: "line 9".into(),
            error: Box::new(LaunchError::NoConfig { what: "grid" }),
        };
        assert_eq!(
            no_launch(Some(unused)).to_string(),
            format!("no `// kpipe:` launch directive in the file, the host call at line 9: the launch has no grid; the launch was not taken from it, {tail}")
        );
        assert_eq!(
            LaunchError::TileCount { tiles: 1 }.to_string(),
            "the K-loop fills 1 shared tile, not two (A's and B's)"
        );
        assert_eq!(
            LaunchError::TileCount { tiles: 3 }.to_string(),
            "the K-loop fills 3 shared tiles, not two (A's and B's)"
        );
        assert_eq!(
            LaunchError::PairsSeveralWays {
                a: "`As`".into(),
                b: "`Bs`".into(),
                options: vec![8, 16],
            }
            .to_string(),
            "`As` and `Bs` pair up more than one way (BK = 8 or 16), and the K-loop's header does not say BK in elements"
        );
        assert_eq!(
            LaunchError::ThreadCountsDisagree {
                counts: vec![("As".into(), 256), ("Bs".into(), 128)],
            }
            .to_string(),
            "the tile stores disagree on the thread count (`As` 256, `Bs` 128)"
        );
        assert_eq!(
            LaunchError::StoreShapesDisagree {
                first: [16, 8],
                other: [8, 16],
                store: "As[ty][tx]".into(),
            }
            .to_string(),
            "the tile stores disagree: 16 x 8 and 8 x 16 (`As[ty][tx]`)"
        );
    }
}
