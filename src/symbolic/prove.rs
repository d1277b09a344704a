//! The proof: the original and its rewrite run on the same small grids, at tile counts 0, 1, 2, 3,
//! N+1 and 2N+1 (N the stages) and at a ragged K, with every pointer parameter an array of its own
//! and again with each pair that may alias sharing one; everything each leaves in global memory is
//! compared. Equal on every run is the proof; the first difference, or the first thing the executor
//! cannot follow, is the reason there is none.
//!
//! The integer parameters come from the launch kpipe resolved (the directive, a host call, or its
//! inference): K is varied, M and N fixed (and ragged where the kernel takes any size). Without a
//! launch, the parameter that sets the K-loop's trip count is found by running the original.

use super::error::SymbolicError;
use super::machine::{Geometry, Machine, EXTERN_SHARED_BYTES};
use super::memory::{Cell, Store};
use super::originals::{self, Outcome};
use super::program::Program;
use super::types::{Fp, Ty};
use super::value::{float_bits, Lanes, Ptr, Region, Value};
use super::{Halt, HaltKind};
use crate::launch::spec::LaunchSpec;
use crate::recognize::kernel::FileFacts;
use crate::source::consts::{Origin, Symbols};
use crate::source::parse::{self, Source};
use foldhash::HashSet;
use std::ops::Range;
use tree_sitter::Node;

/// What the proof needs to know of the original.
pub struct Subject<'s> {
    /// The user's text, parsed, and the headers it includes.
    pub original: &'s Source,
    pub headers: Vec<&'s Source>,
    pub facts: &'s FileFacts,
    /// The constants of the instantiation being proved.
    pub symbols: &'s Symbols,
    pub kernel: String,
    /// The K-loop's byte range in `original` (its iterations are counted to set the tile counts).
    pub kloop: Option<Range<usize>>,
    pub launch: Option<LaunchSpec>,
    /// Threads per block the kernel declares or kpipe inferred, for a run without a launch.
    pub threads: Option<u64>,
    /// The block its host calls launch it with, for a run without a launch (a host call whose
    /// grid kpipe cannot read still says its block).
    pub block: Option<[i64; 3]>,
    pub stages: u32,
}

/// The verdict of a proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every run left the same terms at the same addresses in the same order.
    Equal,
    /// The first difference (a store, a read the original never makes, a race of the rewrite's).
    Differs(String),
    /// The executor could not follow the original or the rewrite, or found no launch to try.
    Unproven(String),
}

#[derive(Debug, Clone)]
pub struct Proof {
    pub verdict: Verdict,
    /// What was run: "256 threads x 3 blocks x 7 tile counts, A and C aliased too".
    pub coverage: String,
    /// The original was run, and valid, at a K that is not a multiple of its tile: its loop has a
    /// tail (the GPU check then tries a ragged K too).
    pub ragged_k: bool,
}

impl Proof {
    pub fn is_equal(&self) -> bool {
        self.verdict == Verdict::Equal
    }
}

/// One run's launch and arguments.
#[derive(Clone, Debug)]
struct Config {
    block_dim: [i64; 3],
    grid_dim: [i64; 3],
    blocks: Vec<[i64; 3]>,
    /// Each parameter's value.
    args: Vec<Arg>,
    /// What the run is, for messages: "3 tiles (K = 96)".
    label: String,
    /// Two pointer parameters share one array in this run.
    aliased: bool,
    /// A pointer parameter is null in this run: where the original cannot take that (it reads
    /// through it), the run is left out as a launch the original does not support.
    nulled: bool,
    /// Each array's size in bytes, where the launch says it (A is M x K, B is K x N, C is M x N):
    /// an access outside it is out of bounds, as on the GPU.
    extents: Vec<Option<i64>>,
    /// Constants of the file given another value in this run (the one that sets the trip count).
    constants: Vec<(String, i64)>,
    /// The lane-steps the run may take, where not the executor's usual budget (a probe's).
    budget: Option<u64>,
    /// The block is a second count kpipe chose because nothing states one: a launch the
    /// rewrite's block guard may refuse.
    guessed_block: bool,
}

/// A parameter's value, as a run starts.
#[derive(Clone, Debug, PartialEq)]
enum Arg {
    Array(u32),
    /// A null pointer, for a pointer parameter the kernel tests against null.
    Null,
    Int(i64),
    Bits(u64),
}

impl Arg {
    fn value(&self) -> Value {
        match self {
            Arg::Array(a) => Value::Ptr(Ptr {
                region: Region::Global(*a),
                off: 0,
            }),
            Arg::Null => Value::Int(0),
            Arg::Int(v) => Value::Int(*v),
            Arg::Bits(b) => Value::Bits(*b),
        }
    }
}

/// A kernel parameter: its name, type and role.
#[derive(Clone, Debug)]
struct Param {
    name: String,
    ty: Ty,
}

/// The `__global__` function named `name` in a parsed text.
/// How many `__global__` function definitions of `source` are named `name`.
fn kernels_named(source: &Source, name: &str) -> usize {
    crate::recognize::kernel::kernel_names(source)
        .iter()
        .filter(|n| *n == name)
        .count()
}

fn kernel_node<'t>(source: &'t Source, name: &str) -> Option<Node<'t>> {
    let mut found = None;
    parse::preorder(source.root(), |n, _| {
        if found.is_some() {
            return parse::Visit::Stop;
        }
        if n.kind() == "function_definition" {
            let text = &source.text[n.byte_range()];
            let head = &text[..text.find('\u{7b}').unwrap_or(text.len())];
            if head.contains("__global__")
                && super::program::function_name(source, n).as_deref() == Some(name)
            {
                found = Some(n);
            }
            return parse::Visit::Skip;
        }
        parse::Visit::Descend
    });
    found
}

/// Proves `rewritten` computes what the subject's original computes. The runs are shared out
/// over the machine's cores; the first difference in the plan's order is the one reported.
pub fn prove(subject: &Subject, rewritten: &Source) -> Proof {
    fn with_headers<'s>(first: &'s Source, subject: &Subject<'s>) -> Program<'s> {
        let mut sources = vec![first];
        sources.extend(subject.headers.iter().copied());
        Program::new(sources, subject.facts, subject.symbols)
    }
    let program = |first| with_headers(first, subject);
    let unproven = |why: String| Proof {
        verdict: Verdict::Unproven(why),
        coverage: String::new(),
        ragged_k: false,
    };
    let original = program(subject.original);
    if kernels_named(subject.original, &subject.kernel) > 1 {
        return unproven(format!(
            "several kernels are named `{}` (overloads): the proof cannot tell which one it runs",
            subject.kernel
        ));
    }
    let (Some(ok), Some(_)) = (
        kernel_node(subject.original, &subject.kernel),
        kernel_node(rewritten, &subject.kernel),
    ) else {
        return unproven(format!(
            "the kernel `{}` was not found in both texts",
            subject.kernel
        ));
    };
    let params = match kernel_params(&original, ok) {
        Ok(p) => p,
        Err(h) => return unproven(format!("its parameters: {h}")),
    };
    let proof = run_plan(subject, rewritten, &original, ok, &params, true);
    if subject.launch.is_some() && is_invalid(&proof.verdict) {
        // The original goes out of A, B or C at every size: the launch's sizes do not describe
        // its arrays (another layout, a padded leading dimension), so they are not held to them.
        return run_plan(subject, rewritten, &original, ok, &params, false);
    }
    proof
}

/// The proof over one plan's runs (`bounded`: A, B and C held to the sizes the launch gives).
fn run_plan(
    subject: &Subject,
    rewritten: &Source,
    original: &Program,
    ok: Node,
    params: &[Param],
    bounded: bool,
) -> Proof {
    let plan = match plan(subject, original, ok, params, bounded) {
        Ok(plan) => plan,
        Err(why) => {
            let guessed =
                subject.launch.is_none() && subject.threads.is_none() && subject.block.is_none();
            let verdict = match guessed && why.original_invalid() {
                true => Verdict::Unproven(format!("{why}{}", block_guess_note(UNKNOWN_BLOCK))),
                false => Verdict::Unproven(why.to_string()),
            };
            return Proof {
                verdict,
                coverage: String::new(),
                ragged_k: false,
            };
        }
    };
    let coverage = plan.coverage(params);
    let configs = &plan.configs;
    let split = configs
        .iter()
        .position(|c| c.aliased)
        .unwrap_or(configs.len());
    let original_key = original_key(subject);
    let runs = Runs {
        subject,
        rewritten,
        configs,
        original_key,
    };
    let (mut failures, loads_after_stores) = run_configs(&runs, 0..split);
    let mut coverage = coverage;
    if split < configs.len() {
        let failed = failures.iter().any(|(_, v)| !is_invalid(v));
        if loads_after_stores && !failed {
            failures.extend(run_configs(&runs, split..configs.len()).0);
        } else if !loads_after_stores {
            // Each block loads everything it loads before it stores anything: an alias between a
            // stored and a loaded array only changes the values later blocks load, and the runs
            // above prove both kernels equal for any values loaded.
            coverage = coverage.replace(
                " aliased too",
                " may alias, which changes nothing: every block stores only after its last load",
            );
        }
    }
    let mut proof = verdict_of(configs, failures, coverage);
    if plan.unknown_block {
        proof.verdict = with_block_guess(proof.verdict, plan.threads);
    }
    proof
}

/// A verdict against the original at a block size nothing in the file states, saying so: the
/// original failing there says the guess is wrong, not that the kernel is.
fn with_block_guess(verdict: Verdict, threads: i64) -> Verdict {
    match verdict {
        Verdict::Unproven(why)
            if why.starts_with(INVALID_FOR_ORIGINAL) || why.starts_with("the original, ") =>
        {
            Verdict::Unproven(format!("{why}{}", block_guess_note(threads)))
        }
        v => v,
    }
}

/// What a failure of the original at a guessed block size says, and how to state the block.
fn block_guess_note(threads: i64) -> String {
    format!(
        "; these runs used {threads} (and {UNKNOWN_BLOCK_AGAIN}) threads per block, a guess: nothing in the file says the block size, and the original may need another. State it with `__launch_bounds__(N)`, a `// kpipe: block=X,Y` line above the kernel, or --host FILE for the code that launches it"
    )
}

/// The proof from the runs' failures (by config index): the first real difference, else equal,
/// with the runs left out where the original is not valid named in the coverage.
fn verdict_of(configs: &[Config], failures: Vec<(usize, Verdict)>, mut coverage: String) -> Proof {
    let (skipped, failures): (Vec<_>, Vec<_>) =
        failures.into_iter().partition(|(_, v)| is_invalid(v));
    let ragged_k = configs
        .iter()
        .position(|c| c.label.starts_with("ragged K"))
        .is_some_and(|r| !skipped.iter().any(|(i, _)| *i == r));
    if !ragged_k {
        // The original does not take a ragged K (the run left out says why), or has no tile step.
        coverage = coverage.replace(", ragged K too", "");
    }
    if let Some((_, Verdict::Unproven(why))) = skipped.iter().min_by_key(|(i, _)| *i) {
        let (whose, tail) = match why.strip_prefix(INVALID_FOR_ORIGINAL) {
            Some(tail) => ("the original is not valid", tail),
            None => (
                "the rewrite's block guard stops a block size nothing states",
                why.strip_prefix(STOPPED_BY_GUARD).unwrap_or(why),
            ),
        };
        coverage.push_str(&format!(
            "; {} of {} runs left out, where {whose} ({tail})",
            skipped.len(),
            configs.len(),
        ));
    }
    let verdict = match failures.into_iter().min_by_key(|(i, _)| *i) {
        Some((_, v)) => v,
        // Every run at a size the original does not support: nothing was compared.
        // The plain tile counts are the proof's core: the original must be valid there.
        None if skipped.iter().any(|(i, _)| {
            !configs[*i].nulled
                && ["1 tiles,", "2 tiles,", "3 tiles,"]
                    .iter()
                    .any(|t| configs[*i].label.starts_with(t))
        }) =>
        {
            let (_, v) = skipped.into_iter().min_by_key(|(i, _)| *i).expect("one");
            v
        }
        None => Verdict::Equal,
    };
    Proof {
        verdict,
        coverage,
        ragged_k,
    }
}

/// A run left out because the original is not valid at its size, or the rewrite's block guard
/// stops a block size nothing states.
fn is_invalid(v: &Verdict) -> bool {
    matches!(v, Verdict::Unproven(why)
        if why.starts_with(INVALID_FOR_ORIGINAL) || why.starts_with(STOPPED_BY_GUARD))
}

/// The original's part of the key of its remembered runs and calibrations (`originals`).
fn original_key(subject: &Subject) -> u128 {
    // Texts by their hash: a file of tens of MB is not formatted into the key.
    let hash = crate::source::host_mask::text_hash;
    let headers: Vec<u128> = subject.headers.iter().map(|h| hash(&h.text)).collect();
    originals::key(&[
        &hash(&subject.original.text),
        &headers,
        &subject.symbols.fingerprint(),
        &subject.kernel,
        &subject.kloop,
    ])
}

/// Runs `configs[range]` on the original and the rewrite, shared out over the machine's cores:
/// the failures by config index (a worker stops at its first, and skips configs past the first
/// failure any worker found), and whether any block loaded from global memory after it stored.
/// What every run of one proof shares.
struct Runs<'r, 's> {
    subject: &'r Subject<'s>,
    rewritten: &'r Source,
    configs: &'r [Config],
    /// The original's part of the key of its remembered runs (`originals`).
    original_key: u128,
}

fn run_configs(runs: &Runs, range: Range<usize>) -> (Vec<(usize, Verdict)>, bool) {
    let Runs {
        subject,
        rewritten,
        configs,
        original_key,
    } = *runs;
    fn with_headers<'s>(first: &'s Source, subject: &Subject<'s>) -> Program<'s> {
        let mut sources = vec![first];
        sources.extend(subject.headers.iter().copied());
        Program::new(sources, subject.facts, subject.symbols)
    }
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(range.len())
        .max(1);
    let programs: Vec<(Program, Program)> = (0..workers)
        .map(|_| {
            (
                with_headers(subject.original, subject),
                with_headers(rewritten, subject),
            )
        })
        .collect();
    let first_failure = std::sync::atomic::AtomicUsize::new(usize::MAX);
    let loads_after_stores = std::sync::atomic::AtomicBool::new(false);
    let kloop = &subject.kloop;
    let kernel = subject.kernel.as_str();
    let failures = std::thread::scope(|scope| {
        let handles: Vec<_> = programs
            .into_iter()
            .enumerate()
            .map(|(w, (orig, rewr))| {
                let (first_failure, loads_after_stores) = (&first_failure, &loads_after_stores);
                let range = range.clone();
                let worker = std::thread::Builder::new().stack_size(crate::guard::STACK_SIZE);
                worker.spawn_scoped(scope, move || {
                    let mut out = Vec::new();
                    let (Some(ok), Some(rk)) = (
                        kernel_node(orig.sources[0], kernel),
                        kernel_node(rewr.sources[0], kernel),
                    ) else {
                        return out;
                    };
                    let Ok(params) = kernel_params(&orig, ok) else {
                        return out;
                    };
                    let pair = Pair {
                        orig: &orig,
                        ok,
                        rewr: &rewr,
                        rk,
                    };
                    for i in range.skip(w).step_by(workers) {
                        if i > first_failure.load(std::sync::atomic::Ordering::Relaxed) {
                            break;
                        }
                        let (verdict, las) =
                            check(&pair, &params, &configs[i], kloop.clone(), original_key);
                        if las {
                            loads_after_stores.store(true, std::sync::atomic::Ordering::Relaxed);
                        }
                        match verdict {
                            None => {}
                            Some(v) if is_invalid(&v) => out.push((i, v)),
                            Some(v) => {
                                first_failure.fetch_min(i, std::sync::atomic::Ordering::Relaxed);
                                out.push((i, v));
                                break;
                            }
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| match h {
                Ok(h) => h.join().unwrap_or_default(),
                Err(_) => Vec::new(),
            })
            .collect()
    });
    (failures, loads_after_stores.into_inner())
}

/// The original and the rewrite, as one worker runs them.
struct Pair<'a, 'p, 's> {
    orig: &'p Program<'s>,
    ok: Node<'a>,
    rewr: &'p Program<'s>,
    rk: Node<'a>,
}

/// How a run at a size the original does not support begins its message.
const INVALID_FOR_ORIGINAL: &str = "the original is not valid at ";
/// The prefix of a run left out because the rewrite's block guard stops a block size nothing
/// states (kpipe sized the rewrite for the count it inferred): a launch the rewrite refuses
/// loudly, not one where it computes something else.
const STOPPED_BY_GUARD: &str = "the rewrite's block guard stops ";

/// One config run on both kernels: None when they leave the same behind.
fn check(
    pair: &Pair,
    params: &[Param],
    config: &Config,
    kloop: Option<Range<usize>>,
    original_key: u128,
) -> (Option<Verdict>, bool) {
    let key = originals::key(&[&original_key, config]);
    let original = originals::get(key).unwrap_or_else(|| {
        let run = std::sync::Arc::new(run(pair.orig, pair.ok, params, config, kloop, false));
        originals::put(key, run.clone());
        run
    });
    let a = match original.as_ref() {
        Ok(a) => a,
        // A size where the original itself reads or writes out of bounds, races, or reaches a
        // barrier with part of its block (threads of a ragged edge returned early: undefined on
        // the GPU), is not one its launch supports: nothing the rewrite does there can be compared.
        // A block size kpipe guessed that the kernel refuses (`assert(blockDim.x == ..)`,
        // `__trap()`) is not one its launch takes either.
        Err(h)
            if config.nulled
                || (config.guessed_block && h.kind == HaltKind::Trap)
                || matches!(
                    h.kind,
                    HaltKind::OutOfBounds | HaltKind::Race | HaltKind::Runaway | HaltKind::Barrier
                ) =>
        {
            let why = format!(
                "{INVALID_FOR_ORIGINAL}{}: {}",
                config.label,
                located(pair.orig.sources[0], h)
            );
            return (Some(Verdict::Unproven(why)), false);
        }
        Err(h) => {
            let why = format!(
                "the original, {}: {}",
                config.label,
                located(pair.orig.sources[0], h)
            );
            return (Some(Verdict::Unproven(why)), false);
        }
    };
    let b = match run(pair.rewr, pair.rk, params, config, None, false) {
        Ok(b) => b,
        // The rewrite's block guard (kpipe's, for a count it assumed) stops a block size nothing
        // states: a launch the rewrite does not take, like a size the original does not take.
        Err(h) if h.kind == HaltKind::Trap && config.guessed_block => {
            let why = format!(
                "{STOPPED_BY_GUARD}{}: {}",
                config.label,
                located(pair.rewr.sources[0], &h)
            );
            return (Some(Verdict::Unproven(why)), false);
        }
        Err(h) => {
            let why = format!(
                "the rewrite, {}: {}",
                config.label,
                located(pair.rewr.sources[0], &h)
            );
            let verdict = match h.kind {
                HaltKind::Unsupported | HaltKind::Budget => Verdict::Unproven(why),
                _ => Verdict::Differs(why),
            };
            return (Some(verdict), a.load_after_store);
        }
    };
    let las = a.load_after_store || b.load_after_store;
    let verdict = compare(a, &b, params, config).map(|why| match a.unwritten_shared_read {
        // The original's results depend on what the GPU left in shared memory: a size where
        // it is not determined, which no rewrite can be held to (the block does not cover
        // its tiles at this size, say).
        Some(byte) => Verdict::Unproven(format!(
            "{INVALID_FOR_ORIGINAL}{}: it reads shared memory no thread wrote (byte {byte}), so what it computes there is not determined ({why})",
            config.label
        )),
        None => Verdict::Differs(why),
    });
    (verdict, las)
}

/// A halt's message with its line and column in `source`.
fn located(source: &Source, h: &Halt) -> String {
    halted(source, h).to_string()
}

/// The halt `h` of a run of `source`, with the line and column it stopped at.
fn halted(source: &Source, h: &Halt) -> SymbolicError {
    let at = match h.at {
        Some(at) if at <= source.text.len() => {
            let line = source.text[..at].matches('\n').count() + 1;
            let col = at - source.text[..at].rfind('\n').map_or(0, |i| i + 1) + 1;
            Some((line, col))
        }
        _ => None,
    };
    SymbolicError::Halted {
        message: h.message.clone(),
        at,
    }
}

/// The kernel's parameters with their types.
fn kernel_params(prog: &Program, kernel: Node) -> Result<Vec<Param>, Halt> {
    let geometry = Geometry {
        block_dim: [1, 1, 1],
        grid_dim: [1, 1, 1],
        block_idx: [0, 0, 0],
    };
    let mut m = Machine::new(prog, geometry, 0);
    let mask = m.full();
    let mut out = Vec::new();
    let mut d = kernel.child_by_field_id(*super::fields::DECLARATOR);
    while let Some(decl) = d {
        if decl.kind() == "function_declarator" {
            let list = decl
                .child_by_field_id(*super::fields::PARAMETERS)
                .ok_or_else(|| Halt::unsupported("a kernel without parameters"))?;
            for p in parse::named_children(list) {
                if p.kind() != "parameter_declaration" {
                    continue;
                }
                let base = p
                    .child_by_field_id(*super::fields::TYPE)
                    .and_then(|t| m.type_of_node(t, &mask));
                let (name, ty, _, _) = match p.child_by_field_id(*super::fields::DECLARATOR) {
                    Some(d) => m.declarator(base, d, &mask)?,
                    None => (String::new(), base, false, None),
                };
                let ty = ty.ok_or_else(|| {
                    Halt::unsupported(format!("the type of the parameter `{name}`"))
                })?;
                let ty = match ty {
                    Ty::Array(e, _) => Ty::Ptr(e),
                    t => t,
                };
                out.push(Param { name, ty });
            }
            return Ok(out);
        }
        d = decl.child_by_field_id(*super::fields::DECLARATOR);
    }
    Err(Halt::unsupported("the kernel's parameter list"))
}

/// Every run of the proof.
struct Plan {
    configs: Vec<Config>,
    threads: i64,
    /// Nothing says the block size: the runs were made at two.
    unknown_block: bool,
    /// The constant of the file that sets the trip count, and the grid, in runs without a launch
    /// where these are not the usual (a grid-stride kernel's larger grid).
    k_constant: Option<String>,
    grid: Option<[i64; 3]>,
    blocks: usize,
    tile_counts: Vec<u64>,
    aliased: Vec<(usize, usize)>,
    /// The pointer parameters run null too (the kernel tests them against null).
    nulled: Vec<usize>,
}

impl Plan {
    fn coverage(&self, params: &[Param]) -> String {
        let mut s = format!(
            "symbolic execution of {} threads x {} blocks x {} tile counts ({})",
            self.threads,
            self.blocks,
            self.tile_counts.len(),
            self.tile_counts
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        );
        if let Some(name) = &self.k_constant {
            s.push_str(&format!(
                " of `{name}` (a constant of the file, set per run)"
            ));
        }
        if let Some([x, y, z]) = self.grid {
            s.push_str(&format!(
                " on a grid of {} blocks (the kernel strides over its grid)",
                x * y * z
            ));
        }
        s.push_str(", ragged K too");
        for p in &self.nulled {
            s.push_str(&format!(", `{}` null too", params[*p].name));
        }
        if self.unknown_block {
            s.push_str(&format!(
                ", all again at {UNKNOWN_BLOCK_AGAIN} threads (nothing says the block size)"
            ));
        }
        if !self.aliased.is_empty() {
            let pairs: Vec<String> = self
                .aliased
                .iter()
                .map(|(a, b)| format!("{} and {}", params[*a].name, params[*b].name))
                .collect();
            s.push_str(&format!(", {} aliased too", pairs.join(", ")));
        }
        s
    }
}

/// K's step and the sizes to run: bounded by the launch's sizes unless no K runs the original's
/// loop 1, 2 and 3 tiles within them.
fn step_of<'a>(
    subject: &Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    sizes: Sizes<'a>,
    block: [i64; 3],
) -> Result<(Sizes<'a>, u64), SymbolicError> {
    let calibrated = calibrate_step(subject, prog, kernel, params, &sizes, block);
    match (calibrated, sizes) {
        (Ok(step), sizes) => Ok((sizes, step)),
        (Err(_), Sizes::Spec(spec, true)) => {
            let unbounded = Sizes::Spec(spec, false);
            let step = calibrate_step(subject, prog, kernel, params, &unbounded, block)?;
            Ok((unbounded, step))
        }
        (Err(e), _) => Err(e),
    }
}

/// The block size of a kernel whose launch and code do not say it: first, and again.
const UNKNOWN_BLOCK: i64 = 256;
const UNKNOWN_BLOCK_AGAIN: i64 = 96;

/// M and N of the runs, and K's step (one tile).
struct Shape {
    sides: (u64, u64),
    /// The kernel takes any M and N: ragged ones are run too.
    any_size: bool,
    step: u64,
}

/// The runs at each tile count, at a ragged K, and at ragged M and N where the kernel takes any.
fn tile_configs(
    params: &[Param],
    sizes: &Sizes,
    block: [i64; 3],
    shape: &Shape,
    tile_counts: &[u64],
    suffix: &str,
) -> Vec<Result<Config, SymbolicError>> {
    let ((m, n), step) = (shape.sides, shape.step);
    let mut configs = Vec::new();
    for t in tile_counts {
        let label = format!("{t} tiles{suffix}");
        configs.push(config(params, sizes, block, (m, n, t * step), label));
    }
    if step > 1 {
        let (t, k) = (3, ragged_k(step));
        let label = format!("ragged K ({t} tiles, K = {k}){suffix}");
        configs.push(config(params, sizes, block, (m, n, k), label));
    }
    if shape.any_size {
        let label = format!("ragged M and N, 2 tiles{suffix}");
        configs.push(config(
            params,
            sizes,
            block,
            (m - 3, n - 5, 2 * step),
            label,
        ));
    }
    configs
}

/// The ragged K the proof runs, and the GPU check where the proof found the original valid
/// there: three tiles of `step`, the last one half full.
pub fn ragged_k(step: u64) -> u64 {
    3 * step - step / 2
}

/// Sizes for M and N: two tiles' worth of the kernel's multiple, or 256 for any size.
fn side(multiple: u64) -> u64 {
    if multiple > 1 {
        2 * multiple.max(32)
    } else {
        256
    }
}

/// How the integer arguments follow from (M, N, K).
enum Sizes<'a> {
    /// The launch's; A, B and C bounded by the sizes it gives them (`bounded`) unless the original
    /// itself reads past those at every size (a kernel that walks several matrices from one pointer).
    Spec(&'a LaunchSpec, bool),
    /// No launch: K is an integer parameter or a constant of the file, the other integer
    /// parameters `BASE`, the grid the proof's own.
    Free { k: KSource, grid: [i64; 3] },
}

/// What sets the K-loop's trip count in a run without a launch.
#[derive(Clone, Debug, PartialEq)]
enum KSource {
    /// The integer parameter at this index.
    Param(usize),
    /// A constant of the file (`#define K_TILES 256`, a file-scope `constexpr`): a kernel whose
    /// sizes are compile-time constants is proven at other values of them, as a kernel whose
    /// sizes are parameters is at other values of those. The rewrite names the constant, never
    /// its value, so what holds at these values holds at the compiled one.
    Constant(String),
}

/// The value of every integer parameter without a launch (all but K).
const BASE: i64 = 256;

/// How the runs' integer arguments follow from (M, N, K), their block, and K's step (one tile).
fn sizes_and_step<'s>(
    subject: &'s Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    bounded: bool,
) -> Result<(Sizes<'s>, [i64; 3], u64), SymbolicError> {
    let (sizes, block) = match &subject.launch {
        Some(spec) => {
            let p = spec
                .problem(256, 256, 256, 132)
                .map_err(SymbolicError::Launch)?;
            (Sizes::Spec(spec, bounded), p.block.map(i64::from))
        }
        None => {
            let threads = subject.threads.map_or(UNKNOWN_BLOCK, |t| t as i64);
            let block = subject
                .block
                .unwrap_or_else(|| two_dimensional(prog, kernel, [threads, 1, 1]));
            let sizes = calibrate_by(subject, prog, kernel, params, block, true)?;
            (sizes, block)
        }
    };
    let block = two_dimensional(prog, kernel, block);
    let (sizes, step) = match step_of(subject, prog, kernel, params, sizes, block) {
        // A launch whose K does not set the trip count: the loop's bound is a constant of the
        // file (`k0 < N` under `#define N 4096`), proven at other values of it as without a launch.
        Err(e) if subject.launch.is_some() => {
            let Ok(sizes) = calibrate_by(subject, prog, kernel, params, block, false) else {
                return Err(e);
            };
            step_of(subject, prog, kernel, params, sizes, block)?
        }
        other => other?,
    };
    Ok((sizes, block, step))
}

fn plan(
    subject: &Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    bounded: bool,
) -> Result<Plan, SymbolicError> {
    let (sizes, block, step) = sizes_and_step(subject, prog, kernel, params, bounded)?;
    let n = u64::from(subject.stages.max(2));
    let mut tile_counts = vec![0, 1, 2, 3, n + 1, 2 * n + 1];
    tile_counts.sort_unstable();
    tile_counts.dedup();
    // A square kernel's K is also its M and N: at 0 tiles its grid is empty, no launch at all.
    if matches!(&sizes, Sizes::Spec(spec, _) if spec.is_square()) {
        tile_counts.retain(|t| *t > 0);
    }
    let (mm, mn) = match &sizes {
        Sizes::Spec(s, _) => (s.multiple[0], s.multiple[1]),
        Sizes::Free { .. } => (1, 1),
    };
    let shape = Shape {
        sides: (side(mm), side(mn)),
        any_size: mm == 1 && mn == 1,
        step,
    };
    let mut configs = tile_configs(params, &sizes, block, &shape, &tile_counts, "");
    let unknown_block =
        subject.launch.is_none() && subject.threads.is_none() && subject.block.is_none();
    if unknown_block {
        // Nothing says how many threads the block has (loops strided by `blockDim.x`): the
        // runs above at 256, and all of them again at 96, a count that leaves strided loops a tail.
        let other = two_dimensional(prog, kernel, [UNKNOWN_BLOCK_AGAIN, 1, 1]);
        let suffix = format!(" ({} threads)", other.iter().product::<i64>());
        let again = tile_configs(params, &sizes, other, &shape, &tile_counts, &suffix);
        configs.extend(again.into_iter().map(|c| {
            c.map(|c| Config {
                guessed_block: true,
                ..c
            })
        }));
    }
    let mut configs: Vec<Config> = configs.into_iter().collect::<Result<_, _>>()?;
    // Each pair of pointers that may alias: one written, the other read, not both restricted.
    let aliased = alias_pairs(prog, kernel, params);
    let with_aliases = aliased_configs(&configs, &aliased, params);
    // Each pointer the kernel tests against null (`if (bias != NULL)`): the runs of three tiles
    // again with it null, so the branch not taken above is proven too. They go before the
    // aliased runs, which `run_plan` may skip.
    let nulled = null_tested(prog, kernel, params);
    let with_nulls = null_configs(&configs, &nulled, params);
    configs.extend(with_nulls);
    configs.extend(with_aliases);
    // Up to 3 blocks a run (a square kernel's 1-tile run has a grid of one).
    let blocks = configs.iter().map(|c| c.blocks.len()).max().unwrap_or(0);
    Ok(Plan {
        configs,
        threads: block.iter().product(),
        unknown_block,
        k_constant: match &sizes {
            Sizes::Free {
                k: KSource::Constant(name),
                ..
            } => Some(name.clone()),
            _ => None,
        },
        grid: match &sizes {
            Sizes::Free { grid, .. } if grid[0] > 2 => Some(*grid),
            _ => None,
        },
        blocks,
        tile_counts,
        aliased,
        nulled,
    })
}

/// The runs of three tiles again with each pair of `aliased` pointers sharing one array.
fn aliased_configs(
    configs: &[Config],
    aliased: &[(usize, usize)],
    params: &[Param],
) -> Vec<Config> {
    let mut out = Vec::new();
    for (w, r) in aliased {
        for c in configs.iter().filter(|c| c.label.starts_with("3 tiles,")) {
            let mut c = c.clone();
            if let (Arg::Array(wa), Arg::Array(ra)) = (&c.args[*w], &c.args[*r]) {
                // One array holds both: as large as the larger.
                let (wa, ra) = (*wa as usize, *ra as usize);
                let both = match (
                    c.extents.get(wa).copied().flatten(),
                    c.extents.get(ra).copied().flatten(),
                ) {
                    (Some(x), Some(y)) => Some(x.max(y)),
                    _ => None,
                };
                if let Some(e) = c.extents.get_mut(wa) {
                    *e = both;
                }
            }
            c.args[*r] = c.args[*w].clone();
            c.aliased = true;
            c.label = format!(
                "{} with {} and {} one array",
                c.label, params[*w].name, params[*r].name
            );
            out.push(c);
        }
    }
    out
}

/// The runs of three tiles again with each of the `nulled` pointers null.
fn null_configs(configs: &[Config], nulled: &[usize], params: &[Param]) -> Vec<Config> {
    let mut out = Vec::new();
    for &p in nulled {
        for c in configs.iter().filter(|c| c.label.starts_with("3 tiles,")) {
            let mut c = c.clone();
            c.args[p] = Arg::Null;
            c.nulled = true;
            c.label = format!("{} with {} null", c.label, params[p].name);
            out.push(c);
        }
    }
    out
}

/// A one-dimensional block for a kernel that indexes with `threadIdx.y` is not how it is launched:
/// the block as a square (or the nearest two-to-one rectangle) of the same threads.
fn two_dimensional(prog: &Program, kernel: Node, block: [i64; 3]) -> [i64; 3] {
    let text = &prog.text(0)[kernel.byte_range()];
    let [n, 1, 1] = block else {
        return block;
    };
    if !text.contains("threadIdx.y") {
        return block;
    }
    let mut x = 1;
    while x * x < n {
        x *= 2;
    }
    if n % x == 0 {
        [x, n / x, 1]
    } else {
        block
    }
}

/// The names `text` (the K-loop's header) mentions, and those the initialisers of the locals it
/// mentions do (`t < num_tiles` with `size_t const num_tiles{(k + BK - 1) / BK}` names `k`).
fn names_behind(prog: &Program, kernel: Node, text: &str) -> Vec<String> {
    let source = prog.text(0);
    let mut names: Vec<String> = crate::recognize::kernel::identifiers_in(text)
        .map(str::to_string)
        .collect();
    let mut i = 0;
    while i < names.len() && names.len() < 64 {
        for n in crate::source::parse::descendants(kernel) {
            let (Some(d), Some(v)) = (
                n.child_by_field_name("declarator"),
                n.child_by_field_name("value"),
            ) else {
                continue;
            };
            if n.kind() == "init_declarator" && source[d.byte_range()] == names[i] {
                for w in crate::recognize::kernel::identifiers_in(&source[v.byte_range()]) {
                    if !names.iter().any(|x| x == w) {
                        names.push(w.to_string());
                    }
                }
            }
        }
        i += 1;
    }
    names
}

/// The pointer parameters the kernel tests against null: `p != NULL`, `p == nullptr`, `p != 0`
/// (either way round), `!p`, or `p` alone as a condition.
fn null_tested(prog: &Program, kernel: Node, params: &[Param]) -> Vec<usize> {
    let text = prog.text(0);
    let is_null = |n: Node| {
        matches!(n.kind(), "null" | "nullptr")
            || matches!(&text[n.byte_range()], "NULL" | "nullptr" | "0")
    };
    let param_of = |n: Node| {
        let n = match n.kind() {
            "parenthesized_expression" => n.named_child(0).unwrap_or(n),
            _ => n,
        };
        (n.kind() == "identifier")
            .then(|| &text[n.byte_range()])
            .and_then(|name| params.iter().position(|p| p.name == name))
            .filter(|i| matches!(params[*i].ty, Ty::Ptr(_)))
    };
    let mut out = Vec::new();
    for n in crate::source::parse::descendants(kernel) {
        let tested = match n.kind() {
            "binary_expression" => {
                let op = n
                    .child_by_field_name("operator")
                    .map(|o| &text[o.byte_range()]);
                match (
                    op,
                    n.child_by_field_name("left"),
                    n.child_by_field_name("right"),
                ) {
                    (Some("==" | "!="), Some(l), Some(r)) if is_null(r) => param_of(l),
                    (Some("==" | "!="), Some(l), Some(r)) if is_null(l) => param_of(r),
                    _ => None,
                }
            }
            "unary_expression" if text[n.byte_range()].starts_with('!') => {
                n.child_by_field_name("argument").and_then(param_of)
            }
            "condition_clause" => n.child_by_field_name("value").and_then(param_of),
            _ => None,
        };
        if let Some(i) = tested.filter(|i| !out.contains(i)) {
            out.push(i);
        }
    }
    out
}

/// The pointer parameters a kernel may alias: (written, read) pairs where the two are not both
/// `__restrict__` (a store through either is found in the text: an assignment, an atomic, a
/// wmma store or a cast of it).
fn alias_pairs(prog: &Program, kernel: Node, params: &[Param]) -> Vec<(usize, usize)> {
    let text = &prog.text(0)[kernel.byte_range()];
    let restricted: Vec<bool> = params
        .iter()
        .map(|p| {
            let decl = text.split(p.name.as_str()).next().unwrap_or("");
            let tail = decl.rsplit([',', '(']).next().unwrap_or("");
            tail.contains("restrict")
        })
        .collect();
    let pointers: Vec<usize> = (0..params.len())
        .filter(|i| matches!(params[*i].ty, Ty::Ptr(_)))
        .collect();
    let mut out = Vec::new();
    for &w in &pointers {
        let writable = !is_const_pointer(text, &params[w].name);
        if !writable {
            continue;
        }
        for &r in &pointers {
            if r != w && !(restricted[w] && restricted[r]) && !out.contains(&(r, w)) {
                out.push((w, r));
            }
        }
    }
    out
}

/// Whether the parameter `name` is declared as a pointer to const.
fn is_const_pointer(kernel_text: &str, name: &str) -> bool {
    let head = kernel_text.split('\u{7b}').next().unwrap_or("");
    head.split(',').chain(head.split('(')).any(|d| {
        let d = d.trim();
        d.starts_with("const")
            && d.split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|w| w == name)
    })
}

fn config(
    params: &[Param],
    sizes: &Sizes,
    block: [i64; 3],
    (m, n, k): (u64, u64, u64),
    label: String,
) -> Result<Config, SymbolicError> {
    // A square kernel's sides are K (`LaunchSpec::problem`).
    let (m, n) = match sizes {
        Sizes::Spec(spec, _) if spec.is_square() => (k, k),
        _ => (m, n),
    };
    let mut args = Vec::new();
    let mut extents = Vec::new();
    let mut constants = Vec::new();
    let grid;
    match sizes {
        Sizes::Spec(spec, bounded) => {
            let p = spec
                .problem(m.max(1), n.max(1), k, 132)
                .map_err(SymbolicError::Launch)?;
            grid = p.grid.map(i64::from);
            // Problem sizes of zero are the kernel's to handle: K = 0 runs no tile.
            let problem = crate::launch::spec::Problem { k, ..p };
            let mut array = 0u32;
            for (i, param) in params.iter().enumerate() {
                let expr = spec.args.get(i).map(String::as_str).unwrap_or("");
                let arg = value_for(param, &mut array, || spec.int_arg(expr, &problem).ok());
                if matches!(arg, Arg::Array(_)) {
                    let elements = match expr {
                        _ if !*bounded => None,
                        "A" => Some((m * k, spec.a.bytes())),
                        "B" => Some((k * n, spec.b.bytes())),
                        "C" => Some((m * n, spec.c.bytes())),
                        _ => None,
                    };
                    extents.push(elements.map(|(e, b)| (e * b as u64) as i64));
                }
                args.push(arg);
            }
        }
        Sizes::Free { k: source, grid: g } => {
            grid = *g;
            let mut array = 0u32;
            for (i, param) in params.iter().enumerate() {
                let v = if *source == KSource::Param(i) {
                    k as i64
                } else {
                    BASE.min(m as i64)
                };
                args.push(value_for(param, &mut array, || Some(v)));
            }
            if let KSource::Constant(name) = source {
                constants.push((name.clone(), k as i64));
            }
        }
    }
    let [gx, gy, gz] = grid.map(|g| g.max(1));
    // The first block, the last, and one between (on a 2x2 grid, the first row's last).
    let between = match [gx, gy, gz] {
        [2, 2, 1] => [1, 0, 0],
        _ => [gx / 2, gy / 2, gz / 2],
    };
    let mut blocks = vec![[0, 0, 0], [gx - 1, gy - 1, gz - 1], between];
    let mut seen = HashSet::default();
    blocks.retain(|b| seen.insert(*b));
    Ok(Config {
        block_dim: block,
        grid_dim: [gx, gy, gz],
        blocks,
        args,
        label: match constants.first() {
            Some((name, value)) => format!("{label}, {name} = {value}"),
            None => format!("{label}, M = {m}, N = {n}, K = {k}"),
        },
        aliased: false,
        nulled: false,
        extents,
        constants,
        budget: None,
        guessed_block: false,
    })
}

/// A parameter's value: pointers an array each, integers from `int`, floats a constant that is
/// neither 0 nor 1 (so `beta != 0` branches are taken and the products are not trivial).
fn value_for(param: &Param, array: &mut u32, int: impl Fn() -> Option<i64>) -> Arg {
    match &param.ty {
        Ty::Ptr(_) => {
            *array += 1;
            Arg::Array(*array - 1)
        }
        Ty::Float(fp) => Arg::Bits(float_bits(1.25, *fp)),
        Ty::Int { .. } | Ty::Bool => Arg::Int(int().unwrap_or(BASE)),
        _ => Arg::Bits(float_bits(0.75, Fp::F32)),
    }
}

/// The step of K that makes the original run 1, 2 and 3 tiles. It depends on the original only:
/// every candidate of one `auto` asks it again, so the answer is remembered (`originals`).
fn calibrate_step(
    subject: &Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    sizes: &Sizes,
    block: [i64; 3],
) -> Result<u64, SymbolicError> {
    let key = originals::key(&[&original_key(subject), &sizes_key(sizes, params), &block]);
    if let Some(step) = originals::calibration(key) {
        return step;
    }
    let step = search_step(subject, prog, kernel, params, sizes, block);
    originals::keep_calibration(key, step.clone());
    step
}

/// What of `sizes` a calibration depends on.
fn sizes_key(sizes: &Sizes, params: &[Param]) -> String {
    match sizes {
        Sizes::Spec(spec, bounded) => format!("{spec:?} {bounded}"),
        Sizes::Free { k, grid } => format!("K is {k:?} of {}, grid {grid:?}", params.len()),
    }
}

/// `calibrate_step`'s search: the usual tile depths, the launch's multiple of K first.
fn search_step(
    subject: &Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    sizes: &Sizes,
    block: [i64; 3],
) -> Result<u64, SymbolicError> {
    if subject.kloop.is_none() {
        return Err(SymbolicError::NoKLoop);
    }
    let mut steps: Vec<u64> = Vec::new();
    if let Sizes::Spec(s, _) = sizes {
        if s.multiple[2] > 1 {
            steps.push(s.multiple[2]);
        }
    }
    steps.extend([32, 16, 8, 64, 128, 256, 4, 2, 1, 512]);
    // The first step's outcome says why none fits.
    let mut why: Option<SymbolicError> = None;
    // Every step stopped on the original's own error (out of bounds, a race): it is the
    // original that is wrong there, whatever K.
    let mut invalid_everywhere = true;
    for s in steps {
        let mut fits = true;
        // Tiles loaded before the loop (a ring kept by hand starts at the second tile): the loop
        // then runs t - 1 times for t tiles.
        let mut before_loop = None;
        for t in 1..=3 {
            let outcome =
                config(params, sizes, block, (256, 256, t * s), String::new()).and_then(|c| {
                    run(prog, kernel, params, &c, subject.kloop.clone(), true).map_err(|h| {
                        if !matches!(h.kind, HaltKind::OutOfBounds | HaltKind::Race) {
                            invalid_everywhere = false;
                        }
                        halted(subject.original, &h)
                    })
                });
            if outcome.is_ok() {
                invalid_everywhere = false;
            }
            match outcome {
                Ok(o) if t == 1 && o.iterations <= 1 && before_loop.is_none() => {
                    before_loop = Some(1 - o.iterations);
                }
                Ok(o) if Some(o.iterations) == before_loop.map(|d| t - d) => {}
                Ok(o) => {
                    why.get_or_insert(SymbolicError::RunsTiles {
                        k: t * s,
                        tiles: o.iterations,
                    });
                    fits = false;
                    break;
                }
                Err(e) => {
                    why.get_or_insert(SymbolicError::AtK {
                        k: t * s,
                        error: Box::new(e),
                    });
                    fits = false;
                    break;
                }
            }
        }
        if fits {
            return Ok(s);
        }
    }
    let why = why.map(Box::new);
    Err(if invalid_everywhere {
        SymbolicError::InvalidAtEveryK { why }
    } else {
        SymbolicError::NoStepFits { why }
    })
}

/// Without a launch: what sets the K-loop's trip count (an integer parameter, else a constant of
/// the file the loop's header names) and the grid the runs take. With a launch whose K sets no
/// trip count, only the constants are tried (`parameters` false): the launch gives the parameters.
fn calibrate_by(
    subject: &Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    block: [i64; 3],
    parameters: bool,
) -> Result<Sizes<'static>, SymbolicError> {
    let header = kloop_header(subject);
    let named = names_behind(prog, kernel, &header);
    let mut candidates: Vec<KSource> = (0..params.len())
        .filter(|i| parameters && params[*i].ty.is_int())
        .map(KSource::Param)
        .collect();
    candidates.sort_by_key(|k| !matches!(k, KSource::Param(i) if named.contains(&params[*i].name)));
    let has_params = !candidates.is_empty();
    candidates.extend(
        named
            .iter()
            .filter(|n| !params.iter().any(|p| &p.name == *n) && is_size_constant(prog, n))
            .map(|n| KSource::Constant(n.clone())),
    );
    // The first candidate's failure (the one the loop's header names) says why none fits.
    let mut why = None;
    for k in candidates {
        let grids = proof_grids(prog, kernel);
        let last = grids.len() - 1;
        for (g, grid) in grids.into_iter().enumerate() {
            let sizes = Sizes::Free { k: k.clone(), grid };
            if g < last && !few_passes(subject, prog, kernel, params, &sizes, block) {
                continue;
            }
            match calibrate_step(subject, prog, kernel, params, &sizes, block) {
                Ok(_) => return Ok(sizes),
                Err(e) => {
                    let name = match &k {
                        KSource::Param(i) => &params[*i].name,
                        KSource::Constant(n) => n,
                    };
                    why.get_or_insert(SymbolicError::Candidate {
                        name: name.clone(),
                        error: Box::new(e),
                    });
                }
            }
        }
    }
    Err(match (why, has_params) {
        (Some(why), true) => SymbolicError::NoParameterSetsTrips(Box::new(why)),
        (Some(why), false) => SymbolicError::NoConstantSetsTrips(Box::new(why)),
        (None, _) => SymbolicError::NothingSetsTrips,
    })
}

/// Whether the first block enters the K-loop at most twice on this grid (with K = 0: each pass
/// costs nothing but its setup). A grid-stride kernel's block walks every tile of the problem the
/// grid leaves it; the proof runs a grid where that is one or two.
fn few_passes(
    subject: &Subject,
    prog: &Program,
    kernel: Node,
    params: &[Param],
    sizes: &Sizes,
    block: [i64; 3],
) -> bool {
    const MAX_PASSES: u64 = 2;
    config(params, sizes, block, (256, 256, 0), String::new())
        .ok()
        .map(|c| Config {
            budget: Some(PROBE_BUDGET),
            ..c
        })
        .and_then(|c| run(prog, kernel, params, &c, subject.kloop.clone(), true).ok())
        .is_some_and(|o| o.passes <= MAX_PASSES)
}

/// The K-loop's header, up to its body: `for (size_t t{0U}; t < n; ++t)` has a brace in it.
fn kloop_header(subject: &Subject) -> String {
    subject
        .kloop
        .clone()
        .map(|r| {
            let body = subject
                .original
                .root()
                .descendant_for_byte_range(r.start, r.end)
                .and_then(|n| n.child_by_field_name("body"))
                .map_or(r.end, |b| b.start_byte());
            subject.original.text[r.start..body.max(r.start)].to_string()
        })
        .unwrap_or_default()
}

/// A constant of the file the proof may give other values: a `#define` or a file-scope constant
/// with a value (not a template argument of this instance, not a local the kernel declares).
fn is_size_constant(prog: &Program, name: &str) -> bool {
    prog.symbols
        .definition(name)
        .is_some_and(|d| matches!(d.origin, Origin::Define | Origin::FileConstant))
        && prog.symbols.eval(name).is_ok_and(|v| v > 0)
}

/// The grids a run without a launch may take. A grid-stride (persistent) kernel walks every tile
/// of the problem from each block, whatever the grid: larger grids give each block fewer passes,
/// so a run of three blocks stays small. Any grid is one its launch may take.
fn proof_grids(prog: &Program, kernel: Node) -> Vec<[i64; 3]> {
    let text = &prog.text(0)[kernel.byte_range()];
    if !text.contains("gridDim") {
        return vec![[2, 2, 1]];
    }
    let y = if text.contains("gridDim.y") || text.contains("blockIdx.y") {
        2
    } else {
        1
    };
    (1..=16).map(|p| [1 << p, y, 1]).collect()
}

/// The lane-steps the probe of a grid (one warp, no tile) may take: a block that walks many tiles
/// of the problem (a grid-stride kernel on a small grid) stops at once.
const PROBE_BUDGET: u64 = 4_000_000;

/// Runs a kernel for every block of a config; `calibrating` runs one warp of the first block.
fn run(
    prog: &Program,
    kernel: Node,
    params: &[Param],
    config: &Config,
    kloop: Option<Range<usize>>,
    calibrating: bool,
) -> Result<Outcome, Halt> {
    let resized;
    let prog = if config.constants.is_empty() {
        prog
    } else {
        resized = prog.with_constants(&config.constants);
        &resized
    };
    let uses_extern = prog.text(0)[kernel.byte_range()].contains("extern");
    let shared = 160 * 1024 + if uses_extern { EXTERN_SHARED_BYTES } else { 0 };
    let geometry = Geometry {
        block_dim: config.block_dim,
        grid_dim: config.grid_dim,
        block_idx: [0, 0, 0],
    };
    let mut m = Machine::new(prog, geometry, shared);
    m.kloop = kloop.map(|r| (0, r));
    m.mem.globals = params
        .iter()
        .zip(&config.args)
        .filter_map(|(p, a)| match a {
            Arg::Array(id) => Some((*id, p.name.clone())),
            _ => None,
        })
        .fold(Vec::new(), |mut out, (id, name)| {
            let id = id as usize;
            if out.len() <= id {
                out.resize(id + 1, super::memory::GlobalArray::default());
            }
            if out[id].name.is_empty() {
                out[id].name = name;
                out[id].bytes = config.extents.get(id).copied().flatten();
            }
            out
        });
    if let Some(budget) = config.budget {
        m.set_budget(budget);
    }
    if calibrating {
        // Three tiles of one warp at most: a loop that overshoots stops at once.
        m.max_iterations = 4;
    } else {
        m.max_iterations = 1024;
    }
    let body = kernel
        .child_by_field_id(*super::fields::BODY)
        .ok_or_else(|| Halt::unsupported("a kernel without a body"))?;
    let blocks = if calibrating {
        &config.blocks[..1]
    } else {
        &config.blocks[..]
    };
    for (n, b) in blocks.iter().enumerate() {
        m.start_block(*b, n as u32);
        if calibrating {
            m.live = super::value::Mask::from_fn(m.threads, |i| i < 32);
        }
        for (p, v) in params.iter().zip(&config.args) {
            m.new_var(&p.name, p.ty.clone(), Lanes::Uni(v.value()))?;
        }
        let mask = m.live.clone();
        let exits = m.exec(body, &mask)?;
        let _ = exits;
        if calibrating {
            break;
        }
    }
    Ok(Outcome {
        load_after_store: m.mem.load_after_store,
        unwritten_shared_read: m.mem.unwritten_shared_read,
        stores: {
            // By address, each address's stores kept in program order (a stable sort): the
            // comparison walks both runs' addresses in step.
            let mut stores = std::mem::take(&mut m.mem.stores);
            stores.sort_by_key(|s| (s.array, s.off));
            stores
        },
        reads: std::mem::take(&mut m.mem.global_reads),
        iterations: m.iterations,
        passes: m.passes,
    })
}

/// The first difference between two runs' global memory, in words.
fn compare(a: &Outcome, b: &Outcome, params: &[Param], config: &Config) -> Option<String> {
    // Each address's stores in program order, addresses sorted (as `run` leaves them).
    fn history(o: &Outcome) -> Vec<&Store> {
        o.stores.iter().collect()
    }
    fn key(s: &[&Store]) -> (u32, i64) {
        (s[0].array, s[0].off)
    }
    /// Each group of `a` with the group of `b` at its address (both sorted by address).
    fn pairs<'g, 's>(
        a: &[&'g [&'s Store]],
        b: &[&'g [&'s Store]],
    ) -> Vec<(&'g [&'s Store], Option<&'g [&'s Store]>)> {
        let mut j = 0;
        a.iter()
            .map(|ga| {
                while j < b.len() && key(b[j]) < key(ga) {
                    j += 1;
                }
                (*ga, (j < b.len() && key(b[j]) == key(ga)).then(|| b[j]))
            })
            .collect()
    }
    let (ha, hb) = (history(a), history(b));
    let ga: Vec<&[&Store]> = ha
        .chunk_by(|x, y| (x.array, x.off) == (y.array, y.off))
        .collect();
    let gb: Vec<&[&Store]> = hb
        .chunk_by(|x, y| (x.array, x.off) == (y.array, y.off))
        .collect();
    let array_name = |array: u32| -> String {
        params
            .iter()
            .zip(&config.args)
            .filter(|(_, v)| **v == Arg::Array(array))
            .map(|(p, _)| p.name.clone())
            .next()
            .unwrap_or_else(|| format!("array {array}"))
    };
    let elem_size = |array: u32| -> i64 {
        params
            .iter()
            .zip(&config.args)
            .find(|(_, v)| **v == Arg::Array(array))
            .and_then(|(p, _)| p.ty.pointee().map(|t| t.size().max(1) as i64))
            .unwrap_or(1)
    };
    let block_of = |n: u32| config.blocks.get(n as usize).copied().unwrap_or([0, 0, 0]);
    for (sa, sb) in pairs(&ga, &gb) {
        let same = sb.is_some_and(|sb| {
            sb.len() == sa.len() && sa.iter().zip(sb.iter()).all(|(x, y)| x.cell == y.cell)
        });
        if !same {
            let (array, off) = key(sa);
            let last = sa.last().expect("a store");
            let (cell, blk, thread) = (last.cell, last.block, last.thread);
            let after = match sb {
                None => "never written".to_string(),
                Some(v) => describe(&v.last().expect("a store").cell, params, config),
            };
            return Some(format!(
                "{}: block {:?}, {}: {}[{}] (byte {off}) is {} in the original and {} after the rewrite",
                config.label,
                block_of(blk),
                super::memory::who(thread),
                array_name(array),
                off / elem_size(array),
                describe(&cell, params, config),
                after
            ));
        }
    }
    if let Some((v, _)) = pairs(&gb, &ga).into_iter().find(|(_, a)| a.is_none()) {
        let (array, off) = key(v);
        let (blk, thread) = (v[0].block, v[0].thread);
        return Some(format!(
            "{}: block {:?}, {}: the rewrite writes {}[{}], which the original never writes",
            config.label,
            block_of(blk),
            super::memory::who(thread),
            array_name(array),
            off / elem_size(array)
        ));
    }
    if let Some((array, off)) = b.reads.first_not_in(&a.reads) {
        return Some(format!(
            "{}: the rewrite reads {}[{}], which the original never reads (out of bounds at some sizes)",
            config.label,
            array_name(array),
            off / elem_size(array)
        ));
    }
    None
}

/// A byte of memory in words: an input element, a known byte, or a computed value.
fn describe(cell: &Cell, params: &[Param], config: &Config) -> String {
    match cell {
        Cell::Uninit => "garbage (a value no thread wrote)".into(),
        Cell::Byte(b) => format!("the byte {b:#04x}"),
        Cell::Input { array, off } => {
            let name = params
                .iter()
                .zip(&config.args)
                .find(|(_, v)| **v == Arg::Array(*array))
                .map(|(p, _)| p.name.clone())
                .unwrap_or_default();
            format!("the input byte {name}+{off}")
        }
        Cell::Part { term, .. } => format!("the value {term:?}"),
    }
}

/// The proof's row for a report: what was run and what came of it.
pub fn describe_proof(p: &Proof) -> String {
    match &p.verdict {
        Verdict::Equal => format!("equal to the original: {}", p.coverage),
        Verdict::Differs(why) => format!("differs from the original: {why}"),
        Verdict::Unproven(why) => format!("not proven: {why}"),
    }
}
