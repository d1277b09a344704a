//! Analysis: shared memory single vs doubled, occupancy and the cliff per architecture, the
//! compute/load ratio, what each copy moves, and the variant decision. Everything here is plain data
//! for the report.

pub mod arch;
pub mod choose;
pub mod copies;
pub mod dynamic;
pub mod error;
pub mod occupancy;
pub mod ratio;
pub mod stages;
pub mod thresholds;

use crate::diagnostics::{line_col, Diagnostic, Kind, Result};
use crate::recognize::Recognised;
use choose::{Decision, VariantRequest};
use copies::CopyInfo;
use error::AnalysisError;
use occupancy::CliffCheck;
use ratio::Ratio;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct TileInfo {
    pub name: String,
    pub elem_type: String,
    pub dims: Vec<u64>,
    pub bytes: u64,
    pub line: usize,
    pub declared_in_loop: bool,
}

/// The `__device__` function the K-loop is in, when the kernel calls it.
#[derive(Debug, Clone, Serialize)]
pub struct LoopFunctionInfo {
    pub name: String,
    pub line: usize,
    /// Template arguments it is analysed with (from the kernel's call), as written.
    pub instantiation: Option<String>,
    /// How many times the kernel calls it.
    pub calls: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct LoadLoopInfo {
    pub line: usize,
    pub trips: Option<u64>,
    /// Where the count depends on the thread and is the same in every thread: the fact about the
    /// block it rests on (`recognize/trips.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub per_thread: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    pub kernel: String,
    pub kernel_line: usize,
    pub instantiation: Option<String>,
    /// The `__device__` function holding the K-loop (None: the loop is in the kernel).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loop_function: Option<LoopFunctionInfo>,
    pub loop_line: usize,
    pub loop_header: String,
    pub induction_vars: Vec<String>,
    pub bumps: Vec<String>,
    pub tiles: Vec<TileInfo>,
    /// Static shared memory of the whole kernel (tiles and everything else), one stage.
    pub smem_single: u64,
    /// The same with a second stage of every tile, or with `stages` stages of them when more are
    /// planned (`--stages N`): the size after the rewrite, which the cliff check uses.
    pub smem_doubled: u64,
    /// The stages `smem_doubled` and the cliff are for: 2, or N with `--stages N`.
    pub stages: u32,
    /// Dynamic shared memory, when the tiles are in an `extern __shared__` buffer: the original's
    /// size and the rewrite's. `smem_single` and `smem_doubled` include it.
    pub dynamic: Option<dynamic::DynamicSmem>,
    /// The static tiles the rewrite moves to dynamic shared memory (`kp_smem`), when it does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moved: Option<dynamic::MovedSmem>,
    /// The dynamic shared memory the rewritten kernel's launch passes, and whether kpipe changed
    /// the launch (set by the rewrite).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub launch_change: Option<dynamic::LaunchChange>,
    /// Where the analysed text has load helpers inlined into its K-loop: the analysed line the
    /// loop ends on, and the lines the inlining added (a line after the loop is that many lines
    /// earlier in the user's file).
    #[serde(skip)]
    pub lines_inlined: Option<(usize, usize)>,
    pub threads: Option<u64>,
    pub threads_source: Option<String>,
    pub arch: String,
    /// Cliff check on the target architecture and on every other one.
    pub cliff: CliffCheck,
    pub cliff_all: Vec<CliffCheck>,
    pub ratio: Option<Ratio>,
    pub copies: Vec<CopyInfo>,
    pub load_loops: Vec<LoadLoopInfo>,
    /// 32-bit registers per thread the register variant holds the next tile in.
    pub prefetch_registers: Option<u64>,
    pub decision: Option<Decision>,
    pub warnings: Vec<String>,
    pub parse_errors_elsewhere: usize,
}

impl Analysis {
    /// The dynamic shared memory the original's and the rewrite's launches pass: the original's
    /// size (the directive's `smem=`, a `--define`, or the file's launch), and two stages of it (N
    /// with the cp.async ring of `--stages N`) when the rewrite staged the tiles in dynamic shared
    /// memory.
    /// A line of the analysed text after the K-loop (a launch), as a line of the user's file.
    pub fn user_line(&self, line: usize) -> usize {
        match self.lines_inlined {
            Some((loop_end, added)) if line > loop_end => line.saturating_sub(added),
            _ => line,
        }
    }

    pub fn launch_dynamic_smem(&self) -> [u64; 2] {
        // Static tiles moved to dynamic shared memory (after the kernel's own dynamic use, if any).
        if let Some(m) = &self.moved {
            return [m.original, m.bytes];
        }
        // A static buffer carved into tiles stages in its declaration, not the launch.
        let Some(d) = self.dynamic.as_ref().filter(|d| d.declared.is_none()) else {
            return [0, 0];
        };
        let stages = self
            .decision
            .as_ref()
            .filter(|x| x.form == choose::Form::DoubleBuffer)
            .map_or(1, |x| x.stages);
        [d.original, d.staged(stages)]
    }
}

pub struct AnalysisOptions<'a> {
    pub arch: &'a arch::Arch,
    pub requested: VariantRequest,
    /// The stages and the cp.async wait asked for (the rest of the tuning is the rewrite's).
    pub tuning: choose::Tuning,
    /// `--dynamic-smem`: move the static tiles to dynamic shared memory whatever their size.
    pub force_dynamic: bool,
}

/// Shared memory per block with `stages` stages of the K-loop's tiles, the one place the byte count
/// of N stages is computed: static, the kernel's other arrays and N x the static tiles (what the
/// 48 KB static `__shared__` limit applies to); dynamic, the original's dynamic size plus N - 1 stage
/// strides (`DynamicSmem::staged`). `static_single` holds one stage of everything static.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StagedSmem {
    pub static_bytes: u64,
    pub dynamic_bytes: u64,
}

impl StagedSmem {
    pub fn total(&self) -> u64 {
        self.static_bytes.saturating_add(self.dynamic_bytes)
    }
}

pub fn staged_smem(
    static_single: u64,
    static_tiles: u64,
    dynamic: Option<&dynamic::DynamicSmem>,
    stages: u32,
) -> StagedSmem {
    let extra = u64::from(stages.saturating_sub(1));
    // Saturating: sizes from the file's constants can be anything (`#define BK 2147483647`).
    let static_bytes = static_single.saturating_add(static_tiles.saturating_mul(extra));
    match dynamic {
        // A static buffer carved into tiles: its stages are static shared memory.
        Some(d) if d.declared.is_some() => StagedSmem {
            static_bytes: static_bytes.saturating_add(d.staged(stages)),
            dynamic_bytes: 0,
        },
        _ => StagedSmem {
            static_bytes,
            dynamic_bytes: dynamic.map_or(0, |d| d.staged(stages)),
        },
    }
}

/// What the analysis knows of a K-loop before any candidate is chosen: its tiles and their sizes,
/// the copies, the compute/load ratio, the load loops and what register prefetch would hold. A run
/// computes them once (`pipeline::Model`); each candidate adds its stages' sizes and the choice
/// (`analyse_with`).
pub struct LoopFacts {
    dynamic: Option<dynamic::DynamicSmem>,
    /// The static tiles (what the stage sizes count), then the tiles of the `extern __shared__`
    /// buffer.
    static_tiles: Vec<TileInfo>,
    tiles: Vec<TileInfo>,
    ratio: Option<ratio::Ratio>,
    copies: Vec<copies::CopyInfo>,
    load_loops: Vec<LoadLoopInfo>,
    ldg_blocker: Option<Box<Diagnostic>>,
    prefetch_registers: Option<u64>,
    warnings: Vec<String>,
}

impl LoopFacts {
    /// The facts of the recognised loop; an error when a tile's size is unknown, or the kernel's
    /// `extern __shared__` buffer cannot be read.
    pub fn of(text: &str, rec: &Recognised) -> Result<LoopFacts> {
        let kloop = &rec.kloop;
        let dynamic = dynamic::analyse(
            text,
            &rec.kernel,
            &kloop.tiles,
            kloop.node.byte_range(),
            rec.facts.given_launch.as_deref(),
            kloop.dynamic_view,
        )?;
        let static_tiles = static_tiles(text, rec)?;
        unbound_parameter_type(text, rec)?;
        let mut tiles = static_tiles.clone();
        tiles.extend(dynamic_tiles(text, rec, dynamic.as_ref()));
        let ldg_blocker = ldg_blocker(text, rec);
        let prefetch_registers = ldg_blocker.is_none().then(|| prefetch_registers(rec));
        Ok(LoopFacts {
            // The loop's constants: the kernel's, or those of the `__device__` function it is in.
            ratio: ratio::ratio(&kloop.tiles, &rec.scope().symbols),
            copies: copies::classify(text, kloop),
            load_loops: load_loops(text, rec),
            warnings: warnings(rec, &tiles),
            dynamic,
            static_tiles,
            tiles,
            ldg_blocker,
            prefetch_registers,
        })
    }
}

/// Everything the report says about the recognised K-loop and the variant chosen for it. An error
/// when a size is unknown, or when the variant asked for (or, with auto, every variant) cannot be
/// built.
pub fn analyse(text: &str, rec: &Recognised, options: &AnalysisOptions) -> Result<Analysis> {
    analyse_with(&LoopFacts::of(text, rec)?, text, rec, options)
}

/// `analyse` from the loop's facts computed already: the sizes with the candidate's stages, the
/// cliff, and the choice.
pub fn analyse_with(
    facts: &LoopFacts,
    text: &str,
    rec: &Recognised,
    options: &AnalysisOptions,
) -> Result<Analysis> {
    let kernel = &rec.kernel;
    let kloop = &rec.kloop;
    // Two stages, or the N of `--stages N` (the cp.async ring).
    let stages = options.tuning.stages.max(2);
    let mover = TileMove::new(text, rec, facts.dynamic.as_ref());
    let smem = SmemSizes::measure(
        rec,
        &facts.static_tiles,
        &mover,
        stages,
        options.force_dynamic,
    );
    // The kernel's stated thread count, else the block its launches pass (for occupancy only).
    let (threads, threads_source) = match (kernel.threads, &rec.launched_threads) {
        (Some(t), _) => (Some(t), kernel.threads_source.clone()),
        (None, Some((t, from))) => (Some(*t), Some(from.clone())),
        (None, None) => (None, None),
    };
    let (cliff, cliff_all) = cliffs(options.arch, &smem, threads);
    let decision = choose::choose(choose::Inputs {
        requested: options.requested,
        arch: options.arch,
        ratio: facts.ratio.as_ref(),
        copies: &facts.copies,
        cliff: &cliff,
        doubled_smem: smem.static_doubled,
        stages,
        cp_async_wait: options.tuning.cp_async_wait,
        tile_span: first_static_tile_span(rec),
        dynamic: smem.candidate_bytes(),
        force_dynamic: options.force_dynamic,
        ldg_blocker: facts.ldg_blocker.clone(),
    })?;
    let moved = moved_tiles(&decision, &mover)?;

    let line = |offset: usize| line_col(text, offset).0;
    Ok(Analysis {
        kernel: kernel.name.clone(),
        kernel_line: line(kernel.node.start_byte()),
        instantiation: kernel.instantiation.clone(),
        loop_function: loop_function_info(text, rec),
        loop_line: line(kloop.node.start_byte()),
        loop_header: loop_header(text, rec),
        induction_vars: induction_vars(rec),
        bumps: sorted_bumps(rec),
        tiles: facts.tiles.clone(),
        smem_single: smem.single,
        smem_doubled: smem.doubled,
        stages,
        dynamic: facts.dynamic.clone(),
        moved,
        launch_change: None,
        lines_inlined: None,
        threads,
        threads_source,
        arch: options.arch.name.to_string(),
        cliff,
        cliff_all,
        ratio: facts.ratio.clone(),
        copies: facts.copies.clone(),
        load_loops: facts.load_loops.clone(),
        prefetch_registers: facts.prefetch_registers,
        decision: Some(decision),
        warnings: facts.warnings.clone(),
        parse_errors_elsewhere: rec.errors_elsewhere,
    })
}

/// The name of the loop's first static tile, where a refusal for its size points.
fn first_static_tile_span(rec: &Recognised) -> Option<std::ops::Range<usize>> {
    rec.kloop
        .tiles
        .iter()
        .find(|t| t.dynamic.is_none())
        .map(|t| t.name_span.clone())
}

/// The cliff check on the target architecture, and on every architecture kpipe knows.
fn cliffs(
    target: &arch::Arch,
    smem: &SmemSizes,
    threads: Option<u64>,
) -> (CliffCheck, Vec<CliffCheck>) {
    let check = |a: &arch::Arch| occupancy::cliff(a, smem.single, smem.doubled, threads, None);
    (check(target), arch::ARCHS.iter().map(check).collect())
}

/// The K-loop's static tiles, with their sizes from the loop's constants (the kernel's, or those of
/// the `__device__` function it is in); an error names the first tile whose size is unknown.
fn static_tiles(text: &str, rec: &Recognised) -> Result<Vec<TileInfo>> {
    let kloop = &rec.kloop;
    let symbols = &rec.scope().symbols;
    let mut tiles = Vec::new();
    for tile in kloop.tiles.iter().filter(|t| t.dynamic.is_none()) {
        let dims = tile
            .dim_values(symbols)
            .map_err(|name| unknown_size(tile, &name.to_string()))?;
        let bytes = tile
            .bytes(symbols)
            .map_err(|name| unknown_size(tile, &name.to_string()))?;
        tiles.push(TileInfo {
            name: tile.name.clone(),
            elem_type: tile.resolved_type.clone(),
            dims,
            bytes,
            line: line_col(text, tile.decl.start).0,
            declared_in_loop: tile.decl.start >= kloop.body.start_byte()
                && tile.decl.end <= kloop.body.end_byte(),
        });
    }
    Ok(tiles)
}

/// The loop's tiles in the kernel's `extern __shared__` buffer, each with the bytes of its stage
/// offset (no dimensions: the buffer has none).
fn dynamic_tiles(
    text: &str,
    rec: &Recognised,
    dynamic: Option<&dynamic::DynamicSmem>,
) -> Vec<TileInfo> {
    let Some(d) = dynamic else {
        return Vec::new();
    };
    d.offsets
        .iter()
        .filter_map(|(name, offset, unit)| {
            let tile = rec.kloop.tile(name)?;
            Some(TileInfo {
                name: name.clone(),
                elem_type: tile.resolved_type.clone(),
                dims: Vec::new(),
                bytes: offset.saturating_mul(*unit),
                line: line_col(text, tile.decl.start).0,
                declared_in_loop: false,
            })
        })
        .collect()
}

/// Static shared memory of one stage: the kernel's static arrays, and those of the `__device__`
/// function with the loop (a static `__shared__` array in a function is one more array of the
/// block).
fn static_smem_single(rec: &Recognised) -> u64 {
    let kernel = &rec.kernel;
    let arrays = kernel.shared.iter().map(|a| (a, &kernel.symbols)).chain(
        rec.loop_fn
            .iter()
            .flat_map(|f| f.scope.shared.iter().map(move |a| (a, &f.scope.symbols))),
    );
    let mut smem_single = 0;
    for (array, symbols) in arrays {
        // Arrays whose size is unknown and that are not tiles are counted as 0 (noted below).
        smem_single = array
            .bytes(symbols)
            .unwrap_or(0)
            .saturating_add(smem_single);
    }
    smem_single
}

/// What moving the static tiles to dynamic shared memory starts from: the kernel's own dynamic
/// shared memory, or the size of an `extern __shared__` buffer the loop's tiles are not in.
struct TileMove<'a> {
    text: &'a str,
    rec: &'a Recognised<'a>,
    dynamic: Option<&'a dynamic::DynamicSmem>,
    /// The size of the kernel's `extern __shared__` buffer when the tiles are not in it (None
    /// without one), or why it is unknown.
    unused_extern: std::result::Result<Option<(u64, String)>, AnalysisError>,
    /// The original's dynamic shared memory, bytes.
    original_dynamic: u64,
}

impl<'a> TileMove<'a> {
    fn new(
        text: &'a str,
        rec: &'a Recognised<'a>,
        dynamic: Option<&'a dynamic::DynamicSmem>,
    ) -> TileMove<'a> {
        let unused_extern = match dynamic {
            Some(_) => Ok(None),
            None => {
                dynamic::unused_extern_size(text, &rec.kernel, rec.facts.given_launch.as_deref())
            }
        };
        let original_dynamic = match (dynamic, &unused_extern) {
            (Some(d), _) if d.declared.is_some() => 0,
            (Some(d), _) => d.original,
            (None, Ok(Some((v, _)))) => *v,
            _ => 0,
        };
        TileMove {
            text,
            rec,
            dynamic,
            unused_extern,
            original_dynamic,
        }
    }

    /// The move of the static tiles with `stages` stages, after the kernel's own dynamic use; or
    /// why they cannot move.
    fn plan(&self, stages: u32) -> std::result::Result<dynamic::MovedSmem, AnalysisError> {
        let existing = match (self.dynamic, &self.unused_extern) {
            (Some(d), _) if d.declared.is_some() => {
                return Err(AnalysisError::CarvedFromStaticBuffer {
                    buffer: d.buffer.clone(),
                })
            }
            (Some(d), _) => d.staged(stages.max(1)),
            (None, Ok(size)) => size.as_ref().map_or(0, |(v, _)| *v),
            (None, Err(why)) => return Err(why.clone()),
        };
        dynamic::plan(self.text, self.rec, stages, existing, self.original_dynamic)
    }
}

/// Shared memory per block before and after the rewrite, and the move of the static tiles to
/// dynamic shared memory when it is wanted.
struct SmemSizes {
    /// One stage of everything, static and dynamic.
    single: u64,
    /// With the tiles staged: the size after the rewrite, which the cliff check uses.
    doubled: u64,
    /// Static shared memory with staged static tiles: what the 48 KB static limit applies to.
    static_doubled: u64,
    /// Stages above the 48 KB static limit (or --dynamic-smem): the plan that moves the static
    /// tiles to dynamic shared memory, after the kernel's own dynamic use, or why they cannot move.
    candidate: Option<std::result::Result<dynamic::MovedSmem, AnalysisError>>,
}

impl SmemSizes {
    /// The sizes with `stages` stages of the static `tiles` (and of the dynamic ones in `mover`).
    fn measure(
        rec: &Recognised,
        tiles: &[TileInfo],
        mover: &TileMove,
        stages: u32,
        force_dynamic: bool,
    ) -> SmemSizes {
        let smem_single = static_smem_single(rec);
        // Saturating: sizes from the file's constants can be anything (`#define BK 2147483647`).
        let tile_bytes = tiles.iter().fold(0u64, |a, t| a.saturating_add(t.bytes));
        let staged = staged_smem(smem_single, tile_bytes, mover.dynamic, stages);
        let static_doubled = staged.static_bytes;
        let wants_dynamic = static_doubled > arch::STATIC_SMEM_LIMIT || force_dynamic;
        let candidate = wants_dynamic.then(|| mover.plan(stages));
        let static_rest = smem_single.saturating_sub(tile_bytes);
        let (single, doubled) = match &candidate {
            Some(Ok(plan)) => (
                smem_single.saturating_add(mover.original_dynamic),
                static_rest.saturating_add(plan.bytes),
            ),
            _ => (
                smem_single.saturating_add(mover.dynamic.map_or(0, |d| d.original)),
                staged.total(),
            ),
        };
        SmemSizes {
            single,
            doubled,
            static_doubled,
            candidate,
        }
    }

    /// The dynamic bytes of the candidate move, or why the tiles cannot move (None: not wanted).
    fn candidate_bytes(&self) -> Option<std::result::Result<u64, AnalysisError>> {
        self.candidate
            .as_ref()
            .map(|c| c.as_ref().map(|p| p.bytes).map_err(Clone::clone))
    }
}

/// The tiles moved to dynamic shared memory when the decision moves them (with its stages; one
/// for the single-buffer form). The candidate plan said they could move: failing now is kpipe's
/// bug.
fn moved_tiles(decision: &Decision, mover: &TileMove) -> Result<Option<dynamic::MovedSmem>> {
    if !decision.dynamic_smem {
        return Ok(None);
    }
    let stages = if decision.form == choose::Form::DoubleBuffer {
        decision.stages
    } else {
        1
    };
    let plan = mover.plan(stages).map_err(|why| {
        Diagnostic::new(
            Kind::Internal,
            format!("internal check failed: the tiles were to move to dynamic shared memory, and cannot ({why})"),
            "please report this kernel",
        )
    })?;
    Ok(Some(plan))
}

/// The load loops around the tile stores: line, trip count, and the per-thread fact it rests on.
fn load_loops(text: &str, rec: &Recognised) -> Vec<LoadLoopInfo> {
    rec.kloop
        .load
        .loops
        .iter()
        .map(|l| LoadLoopInfo {
            line: line_col(text, l.node.start_byte()).0,
            trips: l.trips.as_ref().ok().copied(),
            per_thread: l.per_thread.clone().and_then(|p| p.ok()),
        })
        .collect()
}

/// The 32-bit registers per thread the register variant holds the next tile in: each store's
/// width in words times the trips of the loops around it.
fn prefetch_registers(rec: &Recognised) -> u64 {
    let load = &rec.kloop.load;
    load.stores
        .iter()
        .map(|s| {
            let trips = s
                .loops
                .iter()
                .map(|i| load.loops[*i].trips.clone().unwrap_or(1))
                .fold(1u64, u64::saturating_mul);
            trips.saturating_mul(s.width.unwrap_or(4).div_ceil(4))
        })
        .fold(0u64, u64::saturating_add)
}

/// The loop's warnings, then misaligned tiles and an unknown thread count.
fn warnings(rec: &Recognised, tiles: &[TileInfo]) -> Vec<String> {
    let mut warnings = rec.kloop.warnings.clone();
    for tile in tiles {
        if tile.bytes % 16 != 0 {
            warnings.push(format!(
                "tile `{}` is {} bytes, not a multiple of 16: the second stage starts misaligned for 16-byte accesses",
                tile.name, tile.bytes
            ));
        }
    }
    if rec.kernel.threads.is_none() && rec.launched_threads.is_none() {
        warnings.push("threads per block unknown (no __launch_bounds__ or thread-count constant): the warp limit is not counted; add __launch_bounds__(N) or --define THREADS=N".to_string());
    }
    warnings
}

/// The loop's header up to its body, whitespace collapsed to single spaces.
fn loop_header(text: &str, rec: &Recognised) -> String {
    let kloop = &rec.kloop;
    let t = &text[kloop.node.start_byte()..kloop.body.start_byte()];
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The analysis without a decision, for `analyze` when no variant applies: the report still helps.
pub fn without_decision(
    facts: &LoopFacts,
    text: &str,
    rec: &Recognised,
    options: &AnalysisOptions,
) -> Result<Analysis> {
    analyse_with(
        facts,
        text,
        rec,
        &AnalysisOptions {
            requested: VariantRequest::Auto,
            ..*options
        },
    )
}

fn unknown_size(tile: &crate::recognize::kernel::SharedArray, name: &str) -> Box<Diagnostic> {
    // `sizeof(T)` of a type template parameter: the type is what to give.
    let help = match name
        .strip_prefix("sizeof(")
        .and_then(|t| t.strip_suffix(')'))
        .map(str::trim)
    {
        Some(ty) => format!("give the type on the command line: --define {ty}=float (or the type the kernel is launched with; or add an explicit template instantiation)"),
        None => format!("give it on the command line: --define {name}=VALUE (or add an explicit template instantiation)"),
    };
    Diagnostic::new(
        Kind::UnknownTileSize,
        format!(
            "the size of tile `{}` depends on `{name}`, which has no value in this file",
            tile.name
        ),
        help,
    )
    .at(tile.name_span.clone())
}

/// An error when a parameter of the kernel is written with a template type parameter that no
/// instantiation kpipe found binds (`const AType *A` of a template launched only from code it was
/// not given): nothing can say what the loads read, so neither the copies nor the proof can be made.
fn unbound_parameter_type(text: &str, rec: &Recognised) -> Result<()> {
    let kernel = &rec.kernel;
    let unbound = |word: &str| {
        kernel
            .template_params
            .iter()
            .any(|(p, is_type)| *is_type && p == word)
            && kernel.symbols.resolve_type(word) == word
    };
    for (ty, name) in &kernel.params {
        let Some(word) = crate::source::text::split_words(ty)
            .into_iter()
            .find(|w| unbound(w))
        else {
            continue;
        };
        let span = crate::source::parse::descendants(kernel.node)
            .into_iter()
            .filter(|n| n.kind() == "parameter_declaration")
            .find_map(|p| {
                let d = p.child_by_field_name("declarator")?;
                crate::source::parse::descendants(d)
                    .into_iter()
                    .find(|n| n.kind() == "identifier" && &text[n.byte_range()] == name)
                    .map(|n| n.byte_range())
            });
        let instance = kernel
            .template_params
            .iter()
            .map(|(p, _)| p.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        let mut d = Diagnostic::new(
            Kind::UnknownTileSize,
            format!(
                "the type of parameter `{name}` is `{}`, and no instantiation kpipe found says what `{word}` is",
                ty.trim()
            ),
            format!(
                "name the instantiation: --kernel '{}<{instance}>' with the types it is launched with, or --define {word}=TYPE, or --host FILE for the code that launches it",
                kernel.name
            ),
        );
        if let Some(span) = span {
            d = d.at(span);
        }
        return Err(d);
    }
    Ok(())
}

/// The refusal for a load loop that stops at a guard as well as at its bound (`for (int i = 0; i
/// < 4 && gak + i < K; ++i)`), with the fix: the guard moved into the body as a zero fill.
fn guarded_load_loop(
    text: &str,
    store: &crate::recognize::loads::TileStore,
    bound: &str,
    guard: &str,
) -> Box<Diagnostic> {
    let lhs = &text[store.lhs.byte_range()];
    let rhs = match &text[store.rhs.byte_range()] {
        r if r.contains('?') => format!("({r})"),
        r => r.to_string(),
    };
    let zero = zero_of(&store.value_type);
    Diagnostic::new(
        Kind::NonConstantLoadCount,
        format!("the per-thread load count is not a compile-time constant: the load loop stops where `{guard}` fails as well as at `{bound}`, so how many elements a thread loads depends on the size"),
        format!("register prefetch needs a fixed number of registers per thread: test the guard in the body and store zero where it fails (`{lhs} = {guard} ? {rhs} : {zero};` in a loop on `{bound}` alone); the count is then fixed, and at a ragged K the tile holds zeros instead of an earlier tile's values"),
    )
}

/// Zero as a value of `ty` in a conditional expression: a `half` or `bfloat16` needs its own (`c ?
/// h : 0` is ambiguous between their conversions), a number takes `0`.
fn zero_of(ty: &str) -> &'static str {
    match ty.trim() {
        "half" | "__half" => "__float2half(0.0f)",
        "__nv_bfloat16" | "nv_bfloat16" => "__float2bfloat16(0.0f)",
        _ => "0",
    }
}

/// Whether the kernel declares a variable `name` (a local, which `--define` cannot set).
fn declared_in(kernel: tree_sitter::Node, text: &str, name: &str) -> bool {
    crate::source::parse::descendants(kernel)
        .into_iter()
        .any(|n| {
            n.kind() == "init_declarator"
                && n.child_by_field_name("declarator")
                    .is_some_and(|d| d.kind() == "identifier" && &text[d.byte_range()] == name)
        })
}

/// Why the register variant cannot be built: a load loop around a store whose trip count is not a
/// compile-time constant (the registers would be a dynamically indexed array in local memory).
fn ldg_blocker(text: &str, rec: &Recognised) -> Option<Box<Diagnostic>> {
    let cp_way = format!(", {}", crate::recognize::trips::CP_ASYNC_WAY_OUT);
    let kloop = &rec.kloop;
    for store in &kloop.load.stores {
        for index in &store.loops {
            let lp = &kloop.load.loops[*index];
            if let Err(why) = &lp.trips {
                let name = &why.to_string();
                let header_end = lp
                    .node
                    .child_by_field_name("body")
                    .map_or(lp.node.end_byte(), |b| b.start_byte());
                if let Some((bound, guard)) = &lp.guard {
                    let d = guarded_load_loop(text, store, bound, guard);
                    return Some(d.at(lp.node.start_byte()..header_end));
                }
                if let Some(Err((detail, help))) = &lp.per_thread {
                    return Some(
                        Diagnostic::new(
                            Kind::NonConstantLoadCount,
                            format!("the per-thread load count is not a compile-time constant: {detail}"),
                            help.clone(),
                        )
                        .at(lp.node.start_byte()..header_end),
                    );
                }
                let message = if name.contains(' ') {
                    format!("the per-thread load count is not a compile-time constant: kpipe cannot read the load loop's header ({name})")
                } else {
                    format!("the per-thread load count is not a compile-time constant (the load loop depends on `{name}`)")
                };
                return Some(
                    Diagnostic::new(
                        Kind::NonConstantLoadCount,
                        message,
                        if name.contains('.') || name.contains('(') || name.contains(' ') {
                            format!("register prefetch needs a fixed number of registers per thread: make the trip count a constant (e.g. a constexpr thread count instead of blockDim.x){cp_way}")
                        } else if declared_in(rec.kernel.node, text, name) {
                            // A local: `--define` gives values to names the file leaves open, not
                            // to variables.
                            format!("register prefetch needs a fixed number of registers per thread: make `{name}` a constant (`const int {name} = ...;` from constants, not blockDim or a parameter){cp_way}")
                        } else {
                            format!("register prefetch needs a fixed number of registers per thread: make the trip count a constant, or give it with --define {name}=VALUE{cp_way}")
                        },
                    )
                    .at(lp.node.start_byte()..header_end),
                );
            }
        }
        if store.width.is_none() {
            return Some(
                Diagnostic::new(
                    Kind::UnknownTileSize,
                    format!("the size of `{}` is unknown", store.value_type),
                    "kpipe knows the CUDA scalar and vector types; use one of them for the tile",
                )
                .at(store.anchor.byte_range()),
            );
        }
    }
    None
}

/// The `__device__` function the K-loop is in, when the kernel calls one.
fn loop_function_info(text: &str, rec: &Recognised) -> Option<LoopFunctionInfo> {
    rec.loop_fn.as_ref().map(|f| LoopFunctionInfo {
        name: f.scope.name.clone(),
        line: line_col(text, f.scope.node.start_byte()).0,
        instantiation: f.scope.instantiation.clone(),
        calls: f.calls.len(),
    })
}

/// The loop's induction variables as `name op= step`.
fn induction_vars(rec: &Recognised) -> Vec<String> {
    rec.kloop
        .ivars
        .iter()
        .map(|v| format!("{} {}= {}", v.name, v.op, v.step))
        .collect()
}

/// The variables the loop bumps each iteration, sorted by name.
fn sorted_bumps(rec: &Recognised) -> Vec<String> {
    let mut bumps: Vec<String> = rec.kloop.bump_vars.iter().cloned().collect();
    bumps.sort();
    bumps
}
