//! Choosing the variant and its form, with every reason written down.
//!
//! Without a GPU the choice is static and follows what was measured on an H100 (docs/RESULTS.md): the
//! shape of the copies decides, not the compute/load ratio. cp.async (waiting at the top of the loop)
//! when every copy is a contiguous 16-byte chunk and two stages fit; register prefetch (LDG) otherwise;
//! the single-buffer register form when doubling the tiles would cross the occupancy cliff or the
//! 48 KB static limit. The ratio stays in the reasons as how much there is to gain. Whether to unroll
//! by two is read from the SASS after compiling (`apply`), not decided here.

use super::copies::CopyInfo;
use super::error::AnalysisError;
use super::occupancy::CliffCheck;
use super::ratio::{Ratio, RatioClass};
use crate::analysis::arch::{Arch, STATIC_SMEM_LIMIT};
use crate::diagnostics::{Diagnostic, Kind, Result};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum VariantRequest {
    Auto,
    Ldg,
    CpAsync,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Register prefetch: the next tile's global loads go to registers before the compute.
    Ldg,
    /// `__pipeline_memcpy_async` straight into the other stage.
    CpAsync,
}

impl Decision {
    /// The name of what was built, as the benchmark table shows it: `ldg`, `cp-async, unroll 2`,
    /// `cp-async, wait after compute`.
    pub fn label(&self) -> String {
        label(self.variant, self.tuning)
    }
}

/// `ldg`, `cp-async, unroll 2`, `cp-async, wait after compute`, `cp-async, 3 stages`.
pub fn label(variant: Variant, tuning: Tuning) -> String {
    let mut label = variant.name().to_string();
    if variant == Variant::CpAsync && tuning.stages > 2 {
        label.push_str(&format!(", {} stages", tuning.stages));
    }
    if variant == Variant::CpAsync && tuning.cp_async_wait == CpAsyncWait::AfterCompute {
        label.push_str(", wait after compute");
    }
    if variant == Variant::CpAsync && tuning.cp_async_wait == CpAsyncWait::Spread {
        label.push_str(", copies spread over the k-steps");
    }
    if variant == Variant::Ldg && tuning.ldg_issue == LdgIssue::Bottom {
        label.push_str(", loads at the bottom");
    }
    if tuning.unroll > 1 {
        label.push_str(&format!(", unroll {}", tuning.unroll));
    }
    label
}

/// Where the cp.async loop waits for its copies, and where it issues them: every order is correct
/// with one barrier per iteration; nvcc schedules them differently, and which is faster depends on
/// the kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum CpAsyncWait {
    /// Wait and barrier at the top of the loop, then the copies of tile t+1, then the compute (the
    /// order of a multistage ring).
    Top,
    /// Copies of tile t+1, compute, then wait and barrier.
    AfterCompute,
    /// Wait and barrier at the top (a ring of 3 or more stages), and the copies of the next stage
    /// spread over the compute's k-steps, a share in each (as CUTLASS's multistage mainloop
    /// interleaves its copies with its MMAs), so that they do not queue in front of the first
    /// k-step's shared-memory loads.
    Spread,
}

/// Where register prefetch issues the global loads of a tile ahead. Both orders overlap the same
/// compute with the same loads; they differ in what nvcc may do with them. At the top, ptxas is free
/// to sink the loads towards the stores that use them (after most of the compute: on sm_90 it sank
/// 7 of 8 loads of a 128x128x32 fp32 kernel past 85% of its FFMAs). At the bottom, a branch and the
/// loop's back edge hold them before the next compute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum LdgIssue {
    /// The loads of tile t+1 at the top of iteration t, then the compute on tile t.
    Top,
    /// The loads of tile t+2 at the bottom of iteration t, after the stores of tile t+1 and before
    /// the barrier, under `if (tile t+2 exists)`; the loads of tile 1 before the loop.
    Bottom,
}

/// The shape of the steady-state loop beyond the variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Tuning {
    /// The steady-state loop unrolled by this factor (`#pragma unroll 2`): with 2, each copy of the
    /// body has a compile-time stage index, which changes register allocation and scheduling.
    pub unroll: u32,
    /// cp.async only.
    pub cp_async_wait: CpAsyncWait,
    /// Register prefetch with two stages only.
    pub ldg_issue: LdgIssue,
    /// Stages of the tiles (`--stages N`): 2, or with cp.async a ring of N buffers (N > 2).
    pub stages: u32,
    /// `--dynamic-smem`: move the static tiles to dynamic shared memory even below the 48 KB static
    /// limit.
    pub dynamic_smem: bool,
}

/// The most stages `--stages` builds: a bound, not a recommendation (each stage is a copy of the
/// tiles in shared memory).
pub const MAX_STAGES: u32 = 8;

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            unroll: 1,
            cp_async_wait: CpAsyncWait::Top,
            ldg_issue: LdgIssue::Top,
            stages: 2,
            dynamic_smem: false,
        }
    }
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Ldg => "ldg",
            Variant::CpAsync => "cp-async",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// Two stages, one barrier per iteration; with cp.async and `Decision::stages` > 2, a ring of
    /// that many stages (still one barrier per iteration).
    DoubleBuffer,
    /// One stage: prefetch to registers, compute, barrier, store, barrier.
    SingleBuffer,
}

#[derive(Debug, Clone, Serialize)]
pub struct Decision {
    pub variant: Variant,
    pub form: Form,
    pub stages: u32,
    /// The static tiles move into one `extern __shared__` buffer (their stages pass the 48 KB static
    /// limit, or `--dynamic-smem`): the launch must pass the bytes (`Analysis::moved`).
    pub dynamic_smem: bool,
    /// How the steady-state loop is shaped beyond the variant (unrolling, where cp.async waits).
    pub tuning: Tuning,
    /// True: chosen from static facts (no GPU measurement).
    pub static_choice: bool,
    pub reasons: Vec<String>,
    pub warnings: Vec<String>,
}

/// What the choice depends on.
pub struct Inputs<'a> {
    pub requested: VariantRequest,
    pub arch: &'a Arch,
    pub ratio: Option<&'a Ratio>,
    pub copies: &'a [CopyInfo],
    pub cliff: &'a CliffCheck,
    /// Static shared memory with the tiles staged (`stages` of them): what the 48 KB static limit
    /// applies to.
    pub doubled_smem: u64,
    /// The stages asked for (`--stages`; 2 unless given): above 2, cp.async's ring of N buffers.
    pub stages: u32,
    /// Where the cp.async ring waits (`--cp-async-wait`): the ring is built with the wait at the top.
    pub cp_async_wait: CpAsyncWait,
    /// The name of the first static tile, where a refusal for its size points.
    pub tile_span: Option<std::ops::Range<usize>>,
    /// Whether the static tiles can move to dynamic shared memory, when it is needed (stages above
    /// the 48 KB static limit) or asked for: Ok(the dynamic bytes of `stages` stages), or why not.
    pub dynamic: Option<std::result::Result<u64, AnalysisError>>,
    /// `--dynamic-smem`.
    pub force_dynamic: bool,
    /// Why the register variant cannot be built, if it cannot.
    pub ldg_blocker: Option<Box<Diagnostic>>,
}

/// What the measurements behind the static rule found (tests/data/measured.csv, from docs/RESULTS.md):
/// which family (register prefetch or cp.async, in any tuning) was fastest, by the shape of the copies.
const MEASURED_16: &str = "on an H100 at 4096^3, cp.async was the best on 9 of 10 kernels whose copies are contiguous 16-byte chunks, tests/data/measured.csv";
/// The warning on cp.async whose copies are not all 16-byte chunks.
const SCATTERED_CP_ASYNC: &str = "some copies are not contiguous 16-byte chunks: scattered 4-byte or transposed cp.async copies measured slower than the original on an H100 (docs/RESULTS.md)";
const MEASURED_SCATTERED: &str = "on an H100 at 4096^3, register prefetch was the best on 17 of 18 kernels with 4-byte or scattered copies, tests/data/measured.csv";

impl Inputs<'_> {
    /// The staged static tiles pass the 48 KB static `__shared__` limit.
    fn over_static(&self) -> bool {
        self.doubled_smem > STATIC_SMEM_LIMIT
    }
}

/// A refusal of the variant or the stages asked for, with what to do instead.
fn unavailable(why: String, help: &str) -> Box<Diagnostic> {
    Diagnostic::new(Kind::VariantUnavailable, why, help)
}

/// A refusal of cp.async (`--variant cp-async`): register prefetch is the way out.
fn cp_async_unavailable(why: String) -> Box<Diagnostic> {
    unavailable(
        why,
        "use --variant ldg (register prefetch), or --variant auto",
    )
}

/// The variant, its form and the rest of the decision, with the reasons in the order the report
/// shows them. `--stages N` above 2 is the cp.async ring (`ring`); otherwise two stages or one.
pub fn choose(inputs: Inputs) -> Result<Decision> {
    if inputs.stages > 2 {
        return ring(&inputs);
    }
    let mut choice = TwoStages::new(inputs)?;
    let variant = match choice.inputs.requested {
        VariantRequest::Ldg => choice.requested_ldg()?,
        VariantRequest::CpAsync => choice.requested_cp_async()?,
        VariantRequest::Auto => choice.auto()?,
    };
    let form = match variant {
        Variant::Ldg => choice.ldg_form(),
        Variant::CpAsync => Form::DoubleBuffer,
    };
    let dynamic_smem = choice.moves_to_dynamic(form);
    Ok(Decision {
        variant,
        form,
        stages: if form == Form::DoubleBuffer { 2 } else { 1 },
        dynamic_smem,
        tuning: Tuning::default(),
        static_choice: true,
        reasons: choice.reasons,
        warnings: choice.warnings,
    })
}

/// The choice with two stages at most: the facts it rests on, derived once from the inputs, and the
/// reasons and warnings written down so far.
struct TwoStages<'a> {
    inputs: Inputs<'a>,
    over_static: bool,
    /// Why the static tiles cannot move to dynamic shared memory, when a move was planned and failed.
    dynamic_blocker: Option<AnalysisError>,
    /// The static tiles can move to dynamic shared memory.
    dynamic_ok: bool,
    /// Two stages can be built and do not cross the occupancy cliff.
    double_fits: bool,
    /// The first copy that cannot be a cp.async copy.
    cp_blocker: Option<&'a CopyInfo>,
    /// Every copy is a contiguous 16-byte chunk (and there is one).
    all_16: bool,
    /// Why two stages are not built (the single-buffer form), if they are not.
    form_reason: Option<String>,
    reasons: Vec<String>,
    warnings: Vec<String>,
}

impl<'a> TwoStages<'a> {
    /// The facts of `inputs`; an error when `--dynamic-smem` asks for a move that cannot be made.
    fn new(inputs: Inputs<'a>) -> Result<TwoStages<'a>> {
        let over_static = inputs.over_static();
        let dynamic_blocker = match &inputs.dynamic {
            Some(Err(why)) => Some(why.clone()),
            _ => None,
        };
        let dynamic_ok = matches!(inputs.dynamic, Some(Ok(_)));
        if inputs.force_dynamic && !dynamic_ok {
            return Err(unavailable(
                format!(
                    "--dynamic-smem, but the tiles cannot move to dynamic shared memory: {}",
                    dynamic_blocker.map_or_else(
                        || "kpipe has no plan for them".to_string(),
                        |why| why.to_string()
                    )
                ),
                "leave out --dynamic-smem",
            ));
        }
        let cliff = inputs.cliff;
        // Two stages can be built: within the 48 KB static limit, or moved to dynamic shared memory
        // within the arch's per-block maximum.
        let two_fit = cliff.doubled.fits && (!over_static || dynamic_ok);
        let copies = inputs.copies;
        let form_reason = single_buffer_reason(&inputs, dynamic_ok, dynamic_blocker.as_ref());
        Ok(TwoStages {
            over_static,
            dynamic_blocker,
            dynamic_ok,
            double_fits: two_fit && !cliff.crosses_cliff,
            cp_blocker: copies.iter().find(|c| c.cp_async.is_err()),
            all_16: !copies.is_empty() && copies.iter().all(|c| c.is_contiguous_16()),
            form_reason,
            reasons: Vec::new(),
            warnings: Vec::new(),
            inputs,
        })
    }

    /// `--variant ldg`: register prefetch, unless it cannot be built.
    fn requested_ldg(&mut self) -> Result<Variant> {
        if let Some(blocker) = self.inputs.ldg_blocker.take() {
            return Err(blocker);
        }
        self.reasons
            .push("register prefetch requested (--variant ldg)".to_string());
        Ok(Variant::Ldg)
    }

    /// `--variant cp-async`: cp.async, unless the arch, a copy or the shared memory rules it out;
    /// warned when it is likely slow or crosses the cliff.
    fn requested_cp_async(&mut self) -> Result<Variant> {
        let &Inputs {
            arch,
            cliff,
            doubled_smem,
            ..
        } = &self.inputs;
        if !arch.cp_async {
            return Err(cp_async_unavailable(format!(
                "{} has no cp.async (it arrived with sm_80)",
                arch.name
            )));
        }
        if let Some(blocked) = self.cp_blocker {
            return Err(Diagnostic::new(
                Kind::CpAsyncImpossible,
                format!(
                    "the store into `{}` at line {} cannot be a cp.async copy: {}",
                    blocked.tile,
                    blocked.line,
                    blocked.cp_async.clone().unwrap_err()
                ),
                "use --variant ldg (register prefetch works for any store)",
            )
            .at(blocked.span.clone()));
        }
        if self.over_static && !self.dynamic_ok {
            return Err(cp_async_unavailable(format!(
                "cp.async needs two stages: {doubled_smem} bytes, above the 48 KB static `__shared__` limit, and the tiles cannot move to dynamic shared memory ({})",
                self.dynamic_blocker
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            )));
        }
        if !cliff.doubled.fits {
            return Err(cp_async_unavailable(format!(
                "cp.async needs two stages: {} bytes of shared memory, above the {} bytes {} allows per block",
                cliff.doubled.smem_per_block, arch.max_smem_per_block, arch.name
            )));
        }
        self.reasons
            .push("cp.async requested (--variant cp-async)".to_string());
        if !self.all_16 {
            self.warnings.push(SCATTERED_CP_ASYNC.to_string());
        }
        if cliff.crosses_cliff {
            self.warnings.push(format!(
                "two stages drop {} from {} to {} blocks/SM",
                arch.name, cliff.single.blocks_per_sm, cliff.doubled.blocks_per_sm
            ));
        }
        Ok(Variant::CpAsync)
    }

    /// `--variant auto`: the shape of the copies decides (the static rule measured on an H100);
    /// an error when register prefetch is blocked and cp.async cannot take its place.
    fn auto(&mut self) -> Result<Variant> {
        let arch = self.inputs.arch;
        let cp_async_ok = arch.cp_async && self.cp_blocker.is_none() && self.double_fits;
        // The ratio no longer decides: it says how much there is to gain.
        if let Some(r) = self.inputs.ratio {
            self.reasons.push(ratio_reason(r));
        }
        let all_16 = self.all_16;
        let (reason, variant) = match &self.inputs.ldg_blocker {
            Some(blocker) if cp_async_ok && all_16 => (
                format!(
                    "register prefetch is not possible here ({}): cp.async needs no registers",
                    blocker.message
                ),
                Variant::CpAsync,
            ),
            // Only the count blocks registers: cp.async copies each element where it goes, so
            // any per-thread count will do.
            Some(blocker) if cp_async_ok && blocker.kind == Kind::NonConstantLoadCount => {
                if !all_16 {
                    self.warnings.push(SCATTERED_CP_ASYNC.to_string());
                }
                (
                    format!(
                        "register prefetch cannot count the loads ({}); cp.async needs no count",
                        blocker.message
                    ),
                    Variant::CpAsync,
                )
            }
            Some(_) => return Err(self.count_blocker(cp_async_ok)),
            None if !arch.cp_async => (
                format!("{} has no cp.async: register prefetch", arch.name),
                Variant::Ldg,
            ),
            None if all_16 && cp_async_ok => (
                format!("every copy is a contiguous 16-byte chunk and two stages fit: cp.async with the wait at the top of the loop ({MEASURED_16})"),
                Variant::CpAsync,
            ),
            None if all_16 => (
                format!("every copy is a contiguous 16-byte chunk, but two cp.async stages do not fit ({}): register prefetch", self.form_reason.clone().unwrap_or_else(|| "no cp.async here".to_string())),
                Variant::Ldg,
            ),
            None if self.inputs.copies.iter().all(|c| c.width == Some(16))
                && self.cp_blocker.is_some() =>
            {
                let blocked = self.cp_blocker.expect("matched Some");
                (
                    format!(
                        "every copy is 16 bytes, but a store into `{}` cannot be a cp.async copy ({}): register prefetch, which works for any store",
                        blocked.tile,
                        blocked.cp_async.clone().unwrap_err()
                    ),
                    Variant::Ldg,
                )
            }
            None if self.inputs.copies.is_empty() => (
                "kpipe could not read the copies of the tile: register prefetch, which works for any store".to_string(),
                Variant::Ldg,
            ),
            None => (
                format!("some copies are 4-byte, 8-byte or scattered (not contiguous 16-byte chunks): register prefetch ({MEASURED_SCATTERED})"),
                Variant::Ldg,
            ),
        };
        self.reasons.push(reason);
        Ok(variant)
    }

    /// Why auto cannot take cp.async where register prefetch is blocked: the blocker, with a note
    /// saying why cp.async (which needs no count) is no way out here when only the count blocks.
    fn count_blocker(&mut self, cp_async_ok: bool) -> Box<Diagnostic> {
        let mut blocker = self.inputs.ldg_blocker.take().expect("blocked");
        if blocker.kind != Kind::NonConstantLoadCount {
            return blocker;
        }
        if cp_async_ok {
            return blocker;
        }
        // cp.async is no way out here: the help does not offer it.
        if let Some(stem) = blocker
            .help
            .strip_suffix(crate::recognize::trips::CP_ASYNC_WAY_OUT)
        {
            blocker.help = stem.trim_end().trim_end_matches([';', ',']).to_string();
        }
        let arch = self.inputs.arch;
        let why = if !arch.cp_async {
            format!("{} has no cp.async (it arrived with sm_80)", arch.name)
        } else if let Some(copy) = self.cp_blocker {
            format!(
                "the store into `{}` at line {} cannot be a cp.async copy ({})",
                copy.tile,
                copy.line,
                copy.cp_async
                    .as_ref()
                    .err()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            )
        } else {
            "two cp.async stages do not fit or cross the occupancy cliff".to_string()
        };
        blocker.note(format!(
            "cp.async needs no count, but it is not possible here: {why}"
        ))
    }

    /// The form of register prefetch: single-buffer when two stages cannot be built or cross the
    /// cliff, two stages otherwise.
    fn ldg_form(&mut self) -> Form {
        match &self.form_reason {
            Some(why) => {
                self.reasons.push(format!(
                    "{why}: single-buffer register form (prefetch, compute, barrier, store, barrier)"
                ));
                Form::SingleBuffer
            }
            None => {
                self.reasons.push("doubled tiles fit without crossing the cliff: two stages, one barrier per iteration".to_string());
                Form::DoubleBuffer
            }
        }
    }

    /// Whether the static tiles move to dynamic shared memory (`--dynamic-smem`, or two stages
    /// above the 48 KB static limit), with the reason when they do.
    fn moves_to_dynamic(&mut self, form: Form) -> bool {
        let Inputs {
            arch,
            force_dynamic,
            ref dynamic,
            ..
        } = self.inputs;
        let dynamic_smem =
            self.dynamic_ok && (force_dynamic || (form == Form::DoubleBuffer && self.over_static));
        if dynamic_smem {
            let bytes = match dynamic {
                Some(Ok(b)) => *b,
                _ => 0,
            };
            self.reasons.push(if force_dynamic {
                "--dynamic-smem: the tiles move to dynamic shared memory (one `extern __shared__` buffer carved into typed views); the launch passes the bytes".to_string()
            } else {
                format!(
                    "two stages need {bytes} bytes, above the 48 KB static `__shared__` limit, and {} allows {} bytes per block: the tiles move to dynamic shared memory (one `extern __shared__` buffer carved into typed views), and the launch must pass {bytes} bytes",
                    arch.name, arch.max_smem_per_block
                )
            });
        }
        dynamic_smem
    }
}

/// Why two stages are not built, if they are not: the 48 KB static limit without a move to dynamic
/// shared memory, the arch's per-block maximum, or the occupancy cliff.
fn single_buffer_reason(
    inputs: &Inputs,
    dynamic_ok: bool,
    dynamic_blocker: Option<&AnalysisError>,
) -> Option<String> {
    let &Inputs {
        arch,
        cliff,
        doubled_smem,
        ..
    } = inputs;
    if inputs.over_static() && !dynamic_ok {
        Some(match dynamic_blocker {
            Some(why) => format!(
                "doubled tiles need {} bytes of shared memory, above the 48 KB static `__shared__` limit, and cannot move to dynamic shared memory ({why})",
                doubled_smem
            ),
            None => format!(
                "doubled tiles need {} bytes of shared memory, above the 48 KB static `__shared__` limit",
                doubled_smem
            ),
        })
    } else if !cliff.doubled.fits {
        Some(format!(
            "two stages need {} bytes of shared memory, above the {} bytes {} allows per block",
            cliff.doubled.smem_per_block, arch.max_smem_per_block, arch.name
        ))
    } else if cliff.crosses_cliff {
        Some(format!(
            "doubling the tiles drops {} from {} to {} blocks/SM (the occupancy cliff)",
            arch.name, cliff.single.blocks_per_sm, cliff.doubled.blocks_per_sm
        ))
    } else {
        None
    }
}

/// The reason that says how much hiding the loads can gain, from the compute/load ratio.
fn ratio_reason(r: &Ratio) -> String {
    format!(
        "compute/load ratio {:.1} FLOP/B, {}: {}",
        r.flop_per_byte,
        r.class.describe(),
        match r.class {
            RatioClass::LoadBound => "the loads dominate, hiding them gains most",
            RatioClass::Ambiguous => "hiding the loads gains a fair share",
            RatioClass::ComputeHeavy => {
                "the compute dominates; other warps already hide much of the load latency, so expect a modest gain"
            }
        }
    )
}

/// `--stages N` with N > 2: a cp.async ring of N buffers, for `--variant cp-async` and for
/// `--variant auto` wherever cp.async can be built; refused otherwise, with the reason. Register
/// prefetch holds the next tile in registers; more stages would hold more tiles in registers per
/// thread, which is not offered.
fn ring(inputs: &Inputs) -> Result<Decision> {
    refuse_ring_without_cp_async(inputs)?;
    let moved_bytes = ring_dynamic_bytes(inputs)?;
    let &Inputs {
        arch,
        cliff,
        stages,
        ..
    } = inputs;
    if !cliff.doubled.fits {
        return Err(unavailable(
            format!(
                "{stages} stages need {} bytes of shared memory per block, more than {} allows ({} bytes)",
                cliff.doubled.smem_per_block, arch.name, arch.max_smem_per_block
            ),
            "use fewer stages",
        ));
    }
    let (reasons, warnings) = ring_reasons(inputs, moved_bytes);
    Ok(Decision {
        variant: Variant::CpAsync,
        form: Form::DoubleBuffer,
        dynamic_smem: moved_bytes.is_some(),
        stages,
        tuning: Tuning {
            stages,
            ..Tuning::default()
        },
        static_choice: true,
        reasons,
        warnings,
    })
}

/// Refuses the ring where cp.async cannot build it: register prefetch asked for, no cp.async on
/// the arch, a store cp.async cannot copy, or the wait after the compute.
fn refuse_ring_without_cp_async(inputs: &Inputs) -> Result<()> {
    let &Inputs {
        requested,
        arch,
        copies,
        stages,
        cp_async_wait,
        ..
    } = inputs;
    if requested == VariantRequest::Ldg {
        return Err(unavailable(
            format!("--stages {stages} is built for cp.async only: register prefetch holds the next tile in registers, and {stages} stages would hold {} tiles in registers per thread ({} times the prefetch registers, fewer blocks per SM); no measurement shows that paying, so kpipe does not offer it", stages - 1, stages - 1),
            "use --variant cp-async --stages N (sm_80 and later), or --variant ldg with two stages (no --stages)",
        ));
    }
    if !arch.cp_async {
        return Err(unavailable(
            format!("--stages {stages} builds a cp.async ring, and {} has no cp.async (it arrived with sm_80)", arch.name),
            "use --arch sm_80 or later, or leave out --stages (two stages)",
        ));
    }
    if let Some(blocked) = copies.iter().find(|c| c.cp_async.is_err()) {
        return Err(Diagnostic::new(
            Kind::CpAsyncImpossible,
            format!(
                "--stages {stages} builds a cp.async ring, and the store into `{}` at line {} cannot be a cp.async copy: {}",
                blocked.tile,
                blocked.line,
                blocked.cp_async.clone().unwrap_err()
            ),
            "leave out --stages: --variant ldg (register prefetch) works for any store",
        )
        .at(blocked.span.clone()));
    }
    if cp_async_wait == CpAsyncWait::AfterCompute {
        return Err(unavailable(
            format!("--cp-async-wait after-compute is built for two stages only; the ring of {stages} stages waits at the top of the loop (CUTLASS's multistage order)"),
            "leave out --cp-async-wait (or give top) with --stages, or leave out --stages",
        ));
    }
    Ok(())
}

/// The dynamic bytes of the ring when its tiles move to dynamic shared memory (None: they stay
/// static); an error when they must move and cannot.
fn ring_dynamic_bytes(inputs: &Inputs) -> Result<Option<u64>> {
    let &Inputs {
        doubled_smem: static_smem,
        stages,
        ref tile_span,
        ref dynamic,
        force_dynamic,
        ..
    } = inputs;
    // Above the 48 KB static limit (or with --dynamic-smem) the tiles move to dynamic shared memory,
    // when they can.
    let over_static = inputs.over_static();
    if !(over_static || force_dynamic) {
        return Ok(None);
    }
    let why = match dynamic {
        Some(Ok(bytes)) => return Ok(Some(*bytes)),
        Some(Err(why)) => why.to_string(),
        None => "kpipe has no plan for them".to_string(),
    };
    let refusal = unavailable(
        if over_static {
            format!("{stages} stages of the tiles need {static_smem} bytes of static shared memory, above the 48 KB static `__shared__` limit, and the tiles cannot move to dynamic shared memory: {why}")
        } else {
            format!("--dynamic-smem, but the tiles cannot move to dynamic shared memory: {why}")
        },
        "use fewer stages, or smaller tiles",
    );
    Err(match tile_span {
        Some(span) => refusal.at(span.clone()),
        None => refusal,
    })
}

/// The ring's reasons and warnings, in the order the report shows them; `moved_bytes`, the dynamic
/// bytes when the tiles move to dynamic shared memory.
fn ring_reasons(inputs: &Inputs, moved_bytes: Option<u64>) -> (Vec<String>, Vec<String>) {
    let &Inputs {
        requested,
        arch,
        copies,
        cliff,
        stages,
        ..
    } = inputs;
    let mut reasons = vec![match requested {
        VariantRequest::CpAsync => format!("cp.async requested (--variant cp-async) with {stages} stages (--stages {stages})"),
        _ => format!("{stages} stages: a ring of {stages} buffers is built with cp.async, which can copy every tile store here"),
    }];
    reasons.push(format!(
        "a ring of {stages} stages: {} tiles in flight while one is computed on, one barrier per iteration",
        stages - 1
    ));
    let mut warnings = Vec::new();
    if !copies.iter().all(|c| c.is_contiguous_16()) || copies.is_empty() {
        warnings.push("some copies are not contiguous 16-byte chunks: scattered 4-byte or transposed cp.async copies measured slower than the original on an H100 (docs/RESULTS.md)".to_string());
    }
    if cliff.crosses_cliff {
        warnings.push(format!(
            "{stages} stages drop {} from {} to {} blocks/SM (the occupancy cliff): more stages pay when the grid is under one wave of the machine, not otherwise; measure",
            arch.name, cliff.single.blocks_per_sm, cliff.doubled.blocks_per_sm
        ));
    } else if cliff.doubled.blocks_per_sm < cliff.single.blocks_per_sm {
        reasons.push(format!(
            "{stages} stages take {} from {} to {} blocks/SM, without crossing the cliff",
            arch.name, cliff.single.blocks_per_sm, cliff.doubled.blocks_per_sm
        ));
    }
    reasons.push(format!(
        "the wait is at the top of the loop, `__pipeline_wait_prior({})`",
        stages - 2
    ));
    if let Some(bytes) = moved_bytes {
        reasons.push(if inputs.over_static() {
            format!("{stages} stages need {bytes} bytes, above the 48 KB static `__shared__` limit, and {} allows {} bytes per block: the tiles move to dynamic shared memory (one `extern __shared__` buffer carved into typed views), and the launch must pass {bytes} bytes", arch.name, arch.max_smem_per_block)
        } else {
            "--dynamic-smem: the tiles move to dynamic shared memory (one `extern __shared__` buffer carved into typed views); the launch passes the bytes".to_string()
        });
    }
    (reasons, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_label_names_a_ring_of_more_than_two_stages() {
        let tuning = |stages, unroll| Tuning {
            stages,
            unroll,
            ..Tuning::default()
        };
        assert_eq!(label(Variant::CpAsync, tuning(2, 1)), "cp-async");
        assert_eq!(label(Variant::Ldg, tuning(2, 2)), "ldg, unroll 2");
        assert_eq!(label(Variant::CpAsync, tuning(3, 1)), "cp-async, 3 stages");
        assert_eq!(
            label(Variant::CpAsync, tuning(4, 2)),
            "cp-async, 4 stages, unroll 2"
        );
    }
}
