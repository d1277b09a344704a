//! Proving the rewrite without a GPU: compile the original and the rewritten kernel with nvcc, compare
//! their resources, and check in the SASS that the rewritten main loop overlaps the next tile's loads
//! with the compute (and that the original does not).

use super::error::ProveError;
use crate::analysis::occupancy::{occupancy, Occupancy};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::toolchain::nvcc::{self, Resources};
use crate::toolchain::sass::{self, LoopReport};
use crate::toolchain::{Tool, Toolchain};
use serde::Serialize;
use std::path::Path;
use std::process::Command;

/// One compiled version of the kernel (by default empty: a version that did not compile).
#[derive(Debug, Clone, Default, Serialize)]
pub struct Build {
    pub resources: Option<Resources>,
    /// What ptxas reported for every function of the file (every instantiation it names).
    pub all_resources: Vec<Resources>,
    pub sass: Option<LoopReport>,
    /// The main-loop report of every function in the cubin (every instantiation the file names),
    /// read with the same cuobjdump run.
    #[serde(skip)]
    pub all_sass: Vec<LoopReport>,
    /// Occupancy with the real register count.
    pub occupancy: Option<Occupancy>,
    /// The cubin, for running the kernel on a GPU.
    #[serde(skip)]
    pub cubin: Vec<u8>,
    /// Set when only the file's device code was compiled (`device_slice`): what was left out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device_only: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Verification {
    pub arch: String,
    pub nvcc: String,
    pub original: Build,
    pub rewritten: Build,
    pub warnings: Vec<String>,
    /// The project's flags used, and where they came from (`Unit::flags_described`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flags: Option<String>,
    /// The instantiations made in the compiled copies only (`Unit::instances`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub instantiated: Vec<String>,
}

impl Verification {
    /// The rewrite spills more or has a larger stack frame than the original (spill stores, spill
    /// loads and stack bytes together, as ptxas reports them): its registers no longer hold what
    /// the original's did, and local memory traffic may cost more than the overlap gains.
    pub fn spills_grew(&self) -> bool {
        let weight = |b: &Build| {
            b.resources
                .as_ref()
                .map(|r| r.spill_stores + r.spill_loads + r.stack_bytes)
        };
        matches!((weight(&self.original), weight(&self.rewritten)), (Some(o), Some(r)) if r > o)
    }
}

/// The outcome of the toolchain steps: done, or skipped with the reason.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "kebab-case", tag = "status")]
pub enum Checks {
    Done(Box<Verification>),
    Skipped { reason: String },
}

/// How the kernel's file is compiled, besides its text: the project's flags, and the
/// instantiations of a template kernel that the file does not name itself.
#[derive(Debug, Clone, Default)]
pub struct Unit {
    /// The project's nvcc flags (`toolchain::project_flags`).
    pub flags: Vec<String>,
    /// The flags and where they came from, for the report (None without project flags).
    pub flags_described: Option<String>,
    /// `gemm<128, 128, 8>`: instantiated in the compiled copy only (a header's template, launched
    /// from a runner), so that there is code to read and to run; never in the output.
    pub instances: Vec<String>,
    /// The analysed instantiation of a template kernel, even where the file names it: a device
    /// slice (`device_slice`) leaves out the host code that named it.
    pub analysed: Option<String>,
}

impl Unit {
    /// The text nvcc compiles: `text`, and a line per instantiation that takes the address of
    /// `kernel<args>`, which makes the compiler instantiate it (a line that needs no parameter
    /// types, unlike an explicit instantiation).
    pub fn scratch(&self, text: &str) -> String {
        if self.instances.is_empty() {
            return text.to_string();
        }
        let mut out = text.to_string();
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str("\n// kpipe: the instantiations checked (in the compiled copy only)\n");
        for (i, instance) in self.instances.iter().enumerate() {
            out.push_str(&format!(
                "static void *const kpipe_instance_{i} = (void *)&{instance};\n"
            ));
        }
        out
    }
}

/// Compiles `text` for `arch`, with `original_path`'s folder on the include path so relative
/// includes resolve.
pub fn build(
    toolchain: &Toolchain,
    text: &str,
    original_path: &Path,
    arch: &str,
    kernel: &str,
    unit: &Unit,
) -> std::result::Result<Build, ProveError> {
    build_named(
        toolchain,
        text,
        original_path,
        arch,
        kernel,
        "kernel.cu",
        unit,
    )
}

/// `build`, with nvcc's messages naming the compiled text `label` rather than its temporary copy.
/// A text built before in this run (the original, once per candidate `auto` measures; a candidate
/// `prefetch` built ahead) is not built again.
fn build_named(
    toolchain: &Toolchain,
    text: &str,
    original_path: &Path,
    arch: &str,
    kernel: &str,
    label: &str,
    unit: &Unit,
) -> std::result::Result<Build, ProveError> {
    let key = BuildKey::of(text, original_path, arch, kernel, unit);
    let cached = builds().lock().ok().and_then(|c| c.get(&key).cloned());
    let built = match cached {
        Some(b) => b,
        None => {
            let b = build_uncached(toolchain, text, original_path, arch, kernel, unit);
            if let Ok(mut c) = builds().lock() {
                c.insert(key, b.clone());
            }
            b
        }
    };
    built.map_err(|e| e.relabeled(SOURCE_LABEL, label))
}

/// What nvcc's messages call the compiled text until `build_named` names it.
const SOURCE_LABEL: &str = "<kpipe: compiled text>";

/// Everything a build depends on: the text (a 128-bit hash of it: a file of 50 MB of host code is
/// not held once more per build), its folder (for its includes), the architecture, the kernel and
/// the unit's flags and instantiations.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct BuildKey {
    text: u128,
    dir: std::path::PathBuf,
    arch: String,
    kernel: String,
    flags: Vec<String>,
    instances: Vec<String>,
}

impl BuildKey {
    fn of(text: &str, path: &Path, arch: &str, kernel: &str, unit: &Unit) -> BuildKey {
        BuildKey {
            text: crate::source::host_mask::text_hash(text),
            dir: path.parent().map(Path::to_path_buf).unwrap_or_default(),
            arch: arch.to_string(),
            kernel: kernel.to_string(),
            flags: unit.flags.clone(),
            instances: unit.instances.clone(),
        }
    }
}

type BuildCache =
    std::sync::Mutex<std::collections::HashMap<BuildKey, std::result::Result<Build, ProveError>>>;

/// The builds of this run.
fn builds() -> &'static BuildCache {
    static BUILDS: std::sync::OnceLock<BuildCache> = std::sync::OnceLock::new();
    BUILDS.get_or_init(Default::default)
}

/// The memory the copies of the texts being built in parallel may take together.
const PREFETCH_MEMORY: usize = 512 << 20;

/// Builds `texts` (each with its unit) in parallel ahead of their use, so that `verify` finds them
/// built: nvcc takes seconds per text, and `auto` checks a dozen candidates one after the other.
pub fn prefetch(
    toolchain: &Toolchain,
    texts: &[(std::sync::Arc<str>, Unit)],
    path: &Path,
    arch: &str,
    kernel: &str,
) {
    use rayon::prelude::*;
    if toolchain.missing().is_some() {
        return;
    }
    let build = |(text, unit): &(std::sync::Arc<str>, Unit)| {
        let _ = build_named(toolchain, text, path, arch, kernel, SOURCE_LABEL, unit);
    };
    // A build holds about three copies of its text at once: a large file's builds run a few at a
    // time, so that their copies stay under PREFETCH_MEMORY together.
    let largest = texts.iter().map(|(t, _)| t.len()).max().unwrap_or(0);
    let threads = (PREFETCH_MEMORY / (3 * largest).max(1)).max(1);
    let pool = (threads < rayon::current_num_threads())
        .then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .ok()
        })
        .flatten();
    match pool {
        Some(pool) => pool.install(|| texts.par_iter().for_each(build)),
        None => texts.par_iter().for_each(build),
    }
}

/// One nvcc build of `text` (and its SASS), uncached; nvcc's messages name it `SOURCE_LABEL`.
fn build_uncached(
    toolchain: &Toolchain,
    text: &str,
    original_path: &Path,
    arch: &str,
    kernel: &str,
    unit: &Unit,
) -> std::result::Result<Build, ProveError> {
    let nvcc_tool = toolchain.nvcc.as_ref().ok_or(ProveError::NoNvcc)?;
    // Read from stdin, the input's folder is the current one.
    let dir = original_path
        .parent()
        .filter(|p| !p.as_os_str().is_empty() && !crate::files::is_stdin(original_path))
        .unwrap_or(Path::new("."));
    // The copy is compiled in a temporary folder (nothing is written next to the user's file), with
    // the original's folder on the include path so its relative includes resolve.
    let work = tempfile::tempdir()?;
    let source = work.path().join("kernel.cu");
    let cubin = work.path().join("kernel.cubin");
    let compile = |text: &str, unit: &Unit| {
        std::fs::write(&source, unit.scratch(text))?;
        nvcc::compile(nvcc_tool, &source, arch, &cubin, Some(dir), &unit.flags)
            .map_err(|e| ProveError::from(e).relabeled(&source.display().to_string(), SOURCE_LABEL))
    };
    let lean = without_unneeded_host_code(text)
        .and_then(|(lean, left_out)| compile(&lean, unit).ok().map(|c| (c, left_out)));
    let (compiled, device_only) = match lean {
        Some((compiled, left_out)) => (compiled, Some(left_out)),
        None => match compile(text, unit) {
            Ok(compiled) => (compiled, None),
            Err(log) => {
                let (compiled, slice) = compile_device_slice(text, unit, log, &compile)?;
                (compiled, Some(slice.describe()))
            }
        },
    };
    let resources = compiled
        .resources
        .iter()
        .find(|r| nvcc::names_kernel(&r.function, kernel))
        .cloned();
    let all_sass = toolchain
        .cuobjdump
        .as_ref()
        .and_then(|tool| sass_of_all(tool, &cubin).ok())
        .unwrap_or_default();
    let sass = all_sass
        .iter()
        .find(|r| nvcc::names_kernel(&r.function, kernel))
        .cloned();
    let cubin_bytes = std::fs::read(&cubin).unwrap_or_default();
    Ok(Build {
        resources,
        all_resources: compiled.resources,
        sass,
        all_sass,
        occupancy: None,
        cubin: cubin_bytes,
        device_only,
    })
}

/// Host code that names no kernel, above which a file is compiled without it.
const HOST_CODE_LEFT_OUT: usize = 1 << 20;

/// A file with more than `HOST_CODE_LEFT_OUT` bytes of host code that names no kernel (nvcc takes
/// seconds a MB over it, and a program's host code can be tens of MB), without that code
/// (`source::host_mask`: the same bytes in the original and the rewrite), and what the report says
/// of it; else `None`.
fn without_unneeded_host_code(text: &str) -> Option<(String, String)> {
    let ranges = crate::source::host_mask::unneeded_host_code(text);
    let bytes: usize = ranges.iter().map(|r| r.len()).sum();
    (bytes > HOST_CODE_LEFT_OUT).then(|| {
        let lean = super::device_slice::blanked(text, &ranges);
        let said = format!(
            "compiled the kernels and the host code that launches them: {:.1} MiB of host functions that name no kernel left out (the same bytes in both versions)",
            bytes as f64 / (1 << 20) as f64
        );
        (lean, said)
    })
}

/// Where nvcc rejected the whole file (`log`) because the host code's headers are missing, the
/// build of its device code alone (`device_slice`), with the analysed instantiation named since
/// the host code that launched it is left out; else the first error. A slice that nvcc rejects
/// for another missing header is sliced again without it too.
fn compile_device_slice<C>(
    text: &str,
    unit: &Unit,
    mut log: ProveError,
    compile: &C,
) -> std::result::Result<(nvcc::Compiled, super::device_slice::Slice), ProveError>
where
    C: Fn(&str, &Unit) -> std::result::Result<nvcc::Compiled, ProveError>,
{
    let first = log.clone();
    let mut unit = unit.clone();
    unit.instances.extend(unit.analysed.clone());
    unit.instances.dedup();
    let mut headers: Vec<String> = Vec::new();
    let mut tried = false;
    for _ in 0..4 {
        let missing = super::device_slice::missing_headers(&log.to_string());
        if missing.is_empty() || missing.iter().all(|h| headers.contains(h)) {
            break;
        }
        for h in missing {
            if !headers.contains(&h) {
                headers.push(h);
            }
        }
        let Some(slice) = super::device_slice::slice(text, &headers) else {
            break;
        };
        tried = true;
        match compile(&slice.text, &unit) {
            Ok(compiled) => return Ok((compiled, slice)),
            Err(next) => log = next,
        }
    }
    match tried {
        true => Err(ProveError::DeviceCodeAlone {
            whole: Box::new(first),
            slice: Box::new(log),
        }),
        false => Err(first),
    }
}

/// Another instantiation of the kernel (`gemm<128>`) in a build: the file compiles every
/// instantiation it names, so its resources and main loop are in the same cubin (read once, when it
/// was built).
pub fn instance_in(build: &Build, kernel: &str) -> (Option<Resources>, Option<LoopReport>) {
    let resources = build
        .all_resources
        .iter()
        .find(|r| nvcc::names_kernel(&r.function, kernel))
        .cloned();
    let sass = build
        .all_sass
        .iter()
        .find(|r| nvcc::names_kernel(&r.function, kernel))
        .cloned();
    (resources, sass)
}

/// The main-loop report of every function in a cubin.
fn sass_of_all(cuobjdump: &Tool, cubin: &Path) -> std::result::Result<Vec<LoopReport>, ProveError> {
    let output = Command::new(&cuobjdump.path)
        .arg("-sass")
        .arg(cubin)
        .output()?;
    if !output.status.success() {
        return Err(ProveError::Cuobjdump {
            stderr: String::from_utf8_lossy(&output.stderr).to_string(),
        });
    }
    Ok(sass::parse(&String::from_utf8_lossy(&output.stdout))
        .iter()
        .map(sass::analyse)
        .collect())
}

/// Compiles both versions. A rewritten kernel that does not compile is an error; its text is kept
/// at `failed_path` for inspection, or when there is none (`--dry-run`) written nowhere, and the
/// lines nvcc complains about are quoted from it.
pub fn verify(
    toolchain: &Toolchain,
    [original, rewritten]: [&str; 2],
    path: &Path,
    arch: &str,
    kernel: &str,
    failed_path: Option<&Path>,
    unit: &Unit,
) -> Result<Checks> {
    if let Some(reason) = toolchain.missing() {
        return Ok(Checks::Skipped {
            reason: format!("skipped: {reason}"),
        });
    }
    let original_name = crate::files::display_name(path);
    let rewrite_name = failed_path.map_or(REWRITE_NAME.to_string(), |p| p.display().to_string());
    let (before, after) = compile_both(
        toolchain,
        path,
        arch,
        kernel,
        [(original, &original_name), (rewritten, &rewrite_name)],
        unit,
    );
    // An original nvcc rejects leaves nothing to compare the rewrite with, even where the rewrite
    // compiles (its helpers may bring in a header the original lacked).
    if let Err(original_message) = &before {
        return Err(Diagnostic::new(
            Kind::OriginalDoesNotCompile,
            format!("the original file does not compile with nvcc for {arch}, so the rewrite cannot be checked"),
            "fix the errors nvcc reports (or pass --no-compile to skip the check)",
        )
        .note(nvcc_errors(&original_message.to_string(), 12))
        .note_if(unit.flags_described.clone()));
    }
    let after = after
        .map_err(|e| rewrite_failed(&e.to_string(), arch, rewritten, &rewrite_name, failed_path))?;
    let original = before.unwrap_or_default();
    let warnings = build_warnings(&original, &after);
    Ok(Checks::Done(Box::new(Verification {
        arch: arch.to_string(),
        nvcc: toolchain
            .nvcc
            .as_ref()
            .map(|t| t.version.clone())
            .unwrap_or_default(),
        original,
        rewritten: after,
        warnings,
        flags: unit.flags_described.clone(),
        instantiated: unit.instances.clone(),
    })))
}

/// K031 when nvcc rejects the original (`text`, compiled as `verify` compiles it), else None: a
/// refusal that is about the rewrite is the wrong answer for a file that does not compile at all
/// (a header missing from the include path leaves its helpers unknown to the proof too).
pub fn original_rejected(
    toolchain: &Toolchain,
    text: &str,
    path: &Path,
    arch: &str,
    kernel: &str,
    unit: &Unit,
) -> Option<Box<Diagnostic>> {
    if toolchain.missing().is_some() {
        return None;
    }
    let name = crate::files::display_name(path);
    let message = build_named(toolchain, text, path, arch, kernel, &name, unit).err()?;
    Some(
        Diagnostic::new(
            Kind::OriginalDoesNotCompile,
            format!("the original file does not compile with nvcc for {arch}, so no rewrite of it can be checked"),
            "fix the errors nvcc reports: a header nvcc cannot find needs the project's include path (`-- -I DIR`, or `-p` with a compile_commands.json)",
        )
        .note(nvcc_errors(&message.to_string(), 12))
        .note_if(unit.flags_described.clone()),
    )
}

/// The original's and the rewrite's builds, each a `(text, label)` compiled in its own thread.
fn compile_both(
    toolchain: &Toolchain,
    path: &Path,
    arch: &str,
    kernel: &str,
    [(original, original_name), (rewritten, rewrite_name)]: [(&str, &str); 2],
    unit: &Unit,
) -> (
    std::result::Result<Build, ProveError>,
    std::result::Result<Build, ProveError>,
) {
    std::thread::scope(|s| {
        let a =
            s.spawn(|| build_named(toolchain, original, path, arch, kernel, original_name, unit));
        let b =
            s.spawn(|| build_named(toolchain, rewritten, path, arch, kernel, rewrite_name, unit));
        // A panic in a compile thread goes on in this one, with its own message.
        let join = |h: std::thread::ScopedJoinHandle<'_, _>| {
            h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))
        };
        (join(a), join(b))
    })
}

/// The error for a rewrite nvcc rejects (nvcc's `message`), after keeping the rewrite at
/// `failed_path` when there is one; nvcc's errors quote the lines they name.
fn rewrite_failed(
    message: &str,
    arch: &str,
    rewritten: &str,
    rewrite_name: &str,
    failed_path: Option<&Path>,
) -> Box<Diagnostic> {
    let kept = match failed_path {
        Some(p) => match crate::files::write_atomically(p, rewritten) {
            Ok(()) => format!("; kept it as {}", p.display()),
            Err(e) => format!("; could not keep it: {}", e.message),
        },
        None => String::new(),
    };
    Diagnostic::new(
        Kind::CompileFailed,
        format!("the rewritten kernel does not compile for {arch}{kept}"),
        "this is a kpipe bug: please report it with the input file; meanwhile try the other --variant",
    )
    .note(quote_lines(&nvcc_errors(message, 12), rewrite_name, rewritten))
}

/// The warnings on the builds: new spills, a rewritten main loop that does not overlap (or only
/// partly), and an original that did not compile (its build then empty).
fn build_warnings(original: &Build, rewritten: &Build) -> Vec<String> {
    let mut warnings = Vec::new();
    if let (Some(a), Some(b)) = (&original.resources, &rewritten.resources) {
        if b.spill_stores > a.spill_stores || b.spill_loads > a.spill_loads {
            warnings.push(format!(
                "new spills: {} -> {} bytes stored, {} -> {} bytes loaded (registers {} -> {})",
                a.spill_stores,
                b.spill_stores,
                a.spill_loads,
                b.spill_loads,
                a.registers,
                b.registers
            ));
        }
    }
    if let Some(s) = &rewritten.sass {
        warnings.extend(overlap_warnings(s));
    }
    if original.resources.is_none() {
        warnings.push(
            "the original kernel did not compile on its own; only the rewrite was checked"
                .to_string(),
        );
    }
    warnings
}

/// The warnings on the rewritten main loop's SASS: no overlap, or a partial one (a late load).
fn overlap_warnings(s: &LoopReport) -> Vec<String> {
    let mut warnings = Vec::new();
    if !s.overlap {
        warnings.push(format!(
            "the rewritten main loop does not overlap in the SASS: {}",
            s.reason
        ));
    }
    if let Some(cover) = s
        .load_cover
        .filter(|c| s.overlap && *c < crate::analysis::thresholds::get().sass.late_load_cover)
    {
        warnings.push(format!(
            "the overlap is partial: nvcc issued one of the next tile's global loads late, with {:.0}% of a compute phase behind it, so its latency is mostly exposed; measure on a GPU (`--bench`), and try `--ldg-issue bottom` (register prefetch), `--unroll 2` or the other variant",
            cover * 100.0
        ));
    }
    warnings
}

/// How nvcc's messages name a rewrite that is not kept anywhere.
const REWRITE_NAME: &str = "<rewrite>";

/// Under each of nvcc's `NAME(LINE): error` lines, the line of `text` it names.
fn quote_lines(errors: &str, name: &str, text: &str) -> String {
    let prefix = format!("{name}(");
    let mut out = Vec::new();
    for line in errors.lines() {
        out.push(line.to_string());
        let number = line
            .strip_prefix(&prefix)
            .and_then(|rest| rest.split_once(')'))
            .and_then(|(n, _)| n.parse::<usize>().ok());
        if let Some(source) = number.and_then(|n| text.lines().nth(n.checked_sub(1)?)) {
            out.push(format!(
                "    {} | {}",
                number.unwrap_or(0),
                source.trim_end()
            ));
        }
    }
    out.join("\n")
}

/// nvcc's errors without its warnings and remarks, cut to `n` lines.
fn nvcc_errors(message: &str, n: usize) -> String {
    let mut lines: Vec<&str> = Vec::new();
    let mut in_warning = false;
    for line in message.lines() {
        if line.contains(": warning") || line.starts_with("Remark") {
            in_warning = true;
            continue;
        }
        // `file(7): error: ...` (the CUDA front end) and `file:7:10: fatal error: ...` (the host
        // preprocessor: a missing header) end a warning's lines.
        if line.contains(": error") || line.contains(": fatal error") {
            in_warning = false;
        }
        if !in_warning && !line.trim().is_empty() {
            lines.push(line);
        }
    }
    let more = lines.len().saturating_sub(n);
    let mut out = lines.into_iter().take(n).collect::<Vec<_>>().join("\n");
    if more > 0 {
        out.push_str(&format!("\n... ({more} more lines)"));
    }
    out
}

/// Blocks/SM of each version with the registers ptxas reported.
pub fn add_occupancy(
    checks: &mut Checks,
    arch: &crate::analysis::arch::Arch,
    threads: Option<u64>,
    smem: (u64, u64),
    dynamic: (u64, u64),
) {
    if let Checks::Done(v) = checks {
        for (build, bytes, dynamic) in [
            (&mut v.original, smem.0, dynamic.0),
            (&mut v.rewritten, smem.1, dynamic.1),
        ] {
            if let Some(r) = &build.resources {
                let smem = if r.smem_bytes > 0 {
                    r.smem_bytes.saturating_add(dynamic)
                } else {
                    bytes
                };
                build.occupancy = Some(occupancy(arch, smem, threads, Some(r.registers)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// A missing header after a warning (a header compiled as the main file) is nvcc's message.
    #[test]
    fn a_fatal_error_after_a_warning_is_quoted() {
        let message = "k.cuh:1:9: warning: #pragma once in main file\n    1 | #pragma once\n      |         ^~~~\nk.cuh:7:10: fatal error: cublas_v2.h: No such file or directory\n    7 | #include <cublas_v2.h>\ncompilation terminated.\n";
        let quoted = super::nvcc_errors(message, 12);
        assert!(
            quoted.starts_with("k.cuh:7:10: fatal error: cublas_v2.h"),
            "{quoted}"
        );
        assert!(!quoted.contains("pragma once in main file"), "{quoted}");
    }
}
