//! Golden tests: every kernel in `kernels/` × every variant, and every refusal case in
//! `tests/refusals/`, against the expected output, diff and report in `golden/`.
//!
//! `KPIPE_BLESS=1 cargo test --test golden` rewrites the expected files. A mismatch prints a unified
//! diff; a file in `golden/` that no case produces fails the run (stale goldens hide regressions).
//! Invariants checked on every rewrite: the output parses without ERROR nodes, kpipe refuses its own
//! output as already pipelined, and the emitted diff applied to the input gives the output.

use kpipe::analysis::arch;
use kpipe::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::{report, report::diff, transform, Request};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Name, variant, unroll factor, cp.async wait position.
const VARIANTS: &[(&str, VariantRequest, u32, CpAsyncWait)] = &[
    ("auto", VariantRequest::Auto, 1, CpAsyncWait::Top),
    ("ldg", VariantRequest::Ldg, 1, CpAsyncWait::Top),
    ("cp-async", VariantRequest::CpAsync, 1, CpAsyncWait::Top),
    ("ldg-unroll2", VariantRequest::Ldg, 2, CpAsyncWait::Top),
    (
        "cp-async-wait-after",
        VariantRequest::CpAsync,
        1,
        CpAsyncWait::AfterCompute,
    ),
];

/// Register prefetch with the loads at the bottom (`--ldg-issue bottom`): kernel, golden name, arch.
/// Pointer bumps (they move with their tile, under its guard), guarded loads into locals, an int8
/// wmma kernel, the 64 KB-doubled fp32 kernel on sm_90 (dynamic shared memory) and on sm_86, where
/// two stages cross the cliff and the single buffer has no bottom to load at (refused).
const LOADS_AT_THE_BOTTOM: &[(&str, &str, &str)] = &[
    ("sgemm_bump_after_barrier", "ldg-bottom", "sm_86"),
    ("sgemm_guarded_scalar_locals", "ldg-bottom", "sm_86"),
    ("igemm_wmma_int8", "ldg-bottom", "sm_86"),
    ("sgemm_128x128x32_host", "ldg-bottom-sm90", "sm_90"),
    ("sgemm_128x128x32_host", "ldg-bottom", "sm_86"),
];

/// The rings of `--stages N` (N > 2), on the kernels whose staged tiles fit the 48 KB static limit
/// (or live in dynamic shared memory), and two that do not (refused): kernel, golden name, variant,
/// stages, unroll. Each writes `golden/<kernel>/<name>.cu` (`.diff`, `.report.md`), or
/// `<name>.refusal.txt`.
const RINGS: &[(&str, &str, VariantRequest, u32, u32)] = &[
    // fp32, warp roles, 16-byte copies.
    (
        "sgemm_warp_roles",
        "cp-async-3stages",
        VariantRequest::CpAsync,
        3,
        1,
    ),
    (
        "sgemm_warp_roles",
        "cp-async-4stages",
        VariantRequest::CpAsync,
        4,
        1,
    ),
    // fp16 wmma, 18.5 KB of static tiles: 3 and 4 stages pass 48 KB, so the tiles move to dynamic
    // shared memory and the host call in the file is edited (bytes, cudaFuncSetAttribute).
    (
        "hgemm_wmma_128x128x32",
        "cp-async-4stages",
        VariantRequest::CpAsync,
        4,
        1,
    ),
    // fp16 wmma in dynamic shared memory: the launch passes original + (N-1) strides.
    (
        "hgemm_wmma_extern_2d",
        "cp-async-3stages",
        VariantRequest::CpAsync,
        3,
        1,
    ),
    (
        "hgemm_wmma_extern_2d",
        "cp-async-4stages",
        VariantRequest::CpAsync,
        4,
        1,
    ),
    // Pointer bumps with an unsigned loop variable: the bumps move with their tile, under its guard.
    (
        "sgemm_128x128x8_regblock",
        "cp-async-4stages",
        VariantRequest::CpAsync,
        4,
        1,
    ),
    // Two induction variables, an inclusive bound, a step held in a local.
    (
        "sgemm_32x32_two_iv",
        "auto-3stages",
        VariantRequest::Auto,
        3,
        1,
    ),
    // Sync-first body (llm.c): the leading barrier stays before the prologue; 3 x 16 KB = 48 KB.
    (
        "sgemm_sync_first_llmc",
        "cp-async-3stages",
        VariantRequest::CpAsync,
        3,
        1,
    ),
    // A persistent outer loop and a staging tile after the K-loop (stage 0).
    (
        "sgemm_persistent_staging",
        "cp-async-3stages",
        VariantRequest::CpAsync,
        3,
        1,
    ),
    // Guarded loads: zero-fill copies, under the ring's own guard.
    (
        "sgemm_guarded_float4_local",
        "cp-async-3stages-unroll2",
        VariantRequest::CpAsync,
        3,
        2,
    ),
    // Tile count loop (`t < numTiles`), ++t: the ahead-by-j count is folded (`t + 2`).
    (
        "sgemm_tilecount_bounds",
        "cp-async-3stages",
        VariantRequest::CpAsync,
        3,
        1,
    ),
    // Over 48 KB static with three stages (two fit): the tiles move to dynamic shared memory.
    (
        "hgemm_wmma_128x128x32",
        "cp-async-3stages",
        VariantRequest::CpAsync,
        3,
        1,
    ),
    (
        "bf16_mma_ldmatrix",
        "auto-3stages",
        VariantRequest::Auto,
        3,
        1,
    ),
    // Register prefetch has no ring.
    ("sgemm_warp_roles", "ldg-3stages", VariantRequest::Ldg, 3, 1),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bless() -> bool {
    std::env::var_os("KPIPE_BLESS").is_some_and(|v| v != "0")
}

/// Compares (or blesses) one golden file; returns a failure message.
fn check(path: &Path, actual: &str, produced: &mut BTreeSet<PathBuf>) -> Option<String> {
    produced.insert(path.to_path_buf());
    if bless() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, actual).unwrap();
        return None;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected == actual {
        return None;
    }
    let rel = path
        .strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string();
    Some(format!(
        "golden mismatch: {rel} (re-bless with KPIPE_BLESS=1 if the change is intended)\n{}",
        diff::unified(
            &expected,
            actual,
            &format!("expected/{rel}"),
            &format!("actual/{rel}")
        )
    ))
}

fn cases(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "cu") && !p.to_string_lossy().contains(".pipelined.")
        })
        .collect();
    files.sort();
    files
}

fn request(variant: VariantRequest, unroll: u32, cp_async_wait: CpAsyncWait) -> Request<'static> {
    staged_request(variant, unroll, cp_async_wait, 2)
}

fn staged_request(
    variant: VariantRequest,
    unroll: u32,
    cp_async_wait: CpAsyncWait,
    stages: u32,
) -> Request<'static> {
    Request {
        kernel: None,
        variant,
        arch: arch::by_name(arch::DEFAULT_ARCH).unwrap(),
        defines: &[],
        rewrite: true,
        tuning: Tuning {
            unroll,
            cp_async_wait,
            stages,
            ..Tuning::default()
        },
    }
}

/// One named case of a kernel in `kernels/`: `golden/<kernel>/<name>.cu` (`.diff`, `.report.md`) and
/// the invariants, or `<name>.refusal.txt`. Returns the stages built.
fn named_case(
    stem: &str,
    name: &str,
    request: &Request,
    failures: &mut Vec<String>,
    produced: &mut BTreeSet<PathBuf>,
) -> Option<u32> {
    let rel = format!("kernels/{stem}.cu");
    let text = std::fs::read_to_string(root().join(&rel)).unwrap();
    let golden = root().join("golden").join(stem);
    match transform(&text, request) {
        Ok(outcome) => {
            let new = outcome.rewritten.clone().expect("apply rewrites");
            let stages = outcome.analysis.decision.as_ref().unwrap().stages;
            let rep = report::markdown(&report::Report::of(rel.clone(), outcome));
            let d = diff::unified(&text, &new, &format!("a/{rel}"), &format!("b/{rel}"));
            failures.extend(check(
                &golden.join(format!("{name}.report.md")),
                &rep,
                produced,
            ));
            failures.extend(check(&golden.join(format!("{name}.cu")), &new, produced));
            failures.extend(check(&golden.join(format!("{name}.diff")), &d, produced));
            failures.extend(invariants(&rel, &text, &new, &d));
            Some(stages)
        }
        Err(e) => {
            let msg = refusal_text(&rel, &text, e);
            failures.extend(check(
                &golden.join(format!("{name}.refusal.txt")),
                &msg,
                produced,
            ));
            None
        }
    }
}

fn refusal_text(path: &str, text: &str, error: Box<kpipe::diagnostics::Diagnostic>) -> String {
    error.locate(Path::new(path), text).render(Some(text))
}

#[test]
fn golden_kernels_and_refusals() {
    let mut failures = Vec::new();
    let mut produced = BTreeSet::new();
    for case in cases("kernels") {
        let stem = case.file_stem().unwrap().to_string_lossy().to_string();
        let rel = format!("kernels/{stem}.cu");
        let text = std::fs::read_to_string(&case).unwrap();
        let golden = root().join("golden").join(&stem);
        let mut outputs = Vec::new();
        for (name, variant, unroll, wait) in VARIANTS {
            match transform(&text, &request(*variant, *unroll, *wait)) {
                Ok(outcome) => {
                    let new = outcome.rewritten.clone().expect("apply rewrites");
                    let chosen = outcome.analysis.decision.as_ref().unwrap().variant.name();
                    let rep = report::markdown(&report::Report::of(rel.clone(), outcome));
                    failures.extend(check(
                        &golden.join(format!("{name}.report.md")),
                        &rep,
                        &mut produced,
                    ));
                    if *name == "auto" {
                        outputs.push(("auto".to_string(), chosen.to_string(), new));
                        continue;
                    }
                    let d = diff::unified(&text, &new, &format!("a/{rel}"), &format!("b/{rel}"));
                    failures.extend(check(
                        &golden.join(format!("{name}.cu")),
                        &new,
                        &mut produced,
                    ));
                    failures.extend(check(
                        &golden.join(format!("{name}.diff")),
                        &d,
                        &mut produced,
                    ));
                    failures.extend(invariants(&rel, &text, &new, &d));
                    outputs.push((name.to_string(), chosen.to_string(), new));
                }
                Err(e) => {
                    let msg = refusal_text(&rel, &text, e);
                    failures.extend(check(
                        &golden.join(format!("{name}.refusal.txt")),
                        &msg,
                        &mut produced,
                    ));
                }
            }
        }
        // auto's output is exactly the output of the variant it chose.
        if let Some((_, chosen, auto_text)) = outputs.iter().find(|(n, _, _)| n == "auto") {
            match outputs.iter().find(|(n, _, _)| n == chosen) {
                Some((_, _, same)) if same == auto_text => {}
                Some(_) => failures.push(format!("{rel}: --variant auto chose {chosen} but emitted different code than --variant {chosen}")),
                None => failures.push(format!("{rel}: --variant auto chose {chosen}, which refuses on its own")),
            }
        }
    }
    for (stem, name, variant, stages, unroll) in RINGS {
        let request = staged_request(*variant, *unroll, CpAsyncWait::Top, *stages);
        let built = named_case(stem, name, &request, &mut failures, &mut produced);
        if let Some(built) = built.filter(|b| b != stages) {
            failures.push(format!(
                "kernels/{stem}.cu --stages {stages}: built {built} stages"
            ));
        }
    }
    for (stem, name, arch_name) in LOADS_AT_THE_BOTTOM {
        let mut request = request(VariantRequest::Ldg, 1, CpAsyncWait::Top);
        request.arch = arch::by_name(arch_name).unwrap();
        request.tuning.ldg_issue = LdgIssue::Bottom;
        named_case(stem, name, &request, &mut failures, &mut produced);
    }
    dynamic_cases(&mut failures, &mut produced);
    for case in cases("tests/refusals") {
        let stem = case.file_stem().unwrap().to_string_lossy().to_string();
        let rel = format!("tests/refusals/{stem}.cu");
        let text = std::fs::read_to_string(&case).unwrap();
        let path = root().join("golden/refusals").join(format!("{stem}.txt"));
        match transform(&text, &request(VariantRequest::Auto, 1, CpAsyncWait::Top)) {
            Ok(_) => failures.push(format!("{rel}: expected a refusal, kpipe rewrote it")),
            Err(e) => failures.extend(check(&path, &refusal_text(&rel, &text, e), &mut produced)),
        }
    }
    // The corpus outcome table is held by tests/corpus.rs.
    produced.insert(root().join("golden/corpus.md"));
    // Stale golden files fail the run.
    if !bless() {
        for file in walk(&root().join("golden")) {
            if !produced.contains(&file) {
                failures.push(format!(
                    "stale golden file (no case produces it): {}",
                    file.display()
                ));
            }
        }
    } else {
        for file in walk(&root().join("golden")) {
            if !produced.contains(&file) {
                std::fs::remove_file(file).unwrap();
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden failure(s):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// Dynamic shared memory, on the architectures where it happens: (kernel, golden name, arch,
/// variant, --dynamic-smem, whether the launch is left to the caller (exit 9)).
const DYNAMIC: &[(&str, &str, &str, VariantRequest, bool, bool)] = &[
    // 64 KB doubled, the host call in the file edited, with cudaFuncSetAttribute.
    (
        "sgemm_128x128x32_host",
        "sm_90-auto",
        "sm_90",
        VariantRequest::Auto,
        false,
        false,
    ),
    (
        "sgemm_128x128x32_host",
        "sm_90-cp-async",
        "sm_90",
        VariantRequest::CpAsync,
        false,
        false,
    ),
    (
        "sgemm_128x128x32_host",
        "sm_80-ldg",
        "sm_80",
        VariantRequest::Ldg,
        false,
        false,
    ),
    // 80 KB doubled, no call site: the lines to add, exit 9.
    (
        "sgemm_cliff_sm86",
        "sm_90-auto",
        "sm_90",
        VariantRequest::Auto,
        false,
        true,
    ),
    // Forced below 48 KB (no attribute needed; the host call in the file gets the bytes), tiles
    // declared in the kernel and in the loop (no call site: the launch is the caller's).
    (
        "hgemm_wmma_128x128x32",
        "sm_80-dynamic-smem",
        "sm_80",
        VariantRequest::Auto,
        true,
        false,
    ),
    (
        "sgemm_tile_in_loop",
        "sm_90-dynamic-smem",
        "sm_90",
        VariantRequest::Ldg,
        true,
        true,
    ),
];

fn dynamic_cases(failures: &mut Vec<String>, produced: &mut BTreeSet<PathBuf>) {
    for (stem, name, arch_name, variant, dynamic_smem, pending) in DYNAMIC {
        let rel = format!("kernels/{stem}.cu");
        let text = std::fs::read_to_string(root().join(&rel)).unwrap();
        let golden = root().join("golden").join(stem);
        let request = Request {
            arch: arch::by_name(arch_name).unwrap(),
            tuning: Tuning {
                dynamic_smem: *dynamic_smem,
                ..Tuning::default()
            },
            ..request(*variant, 1, CpAsyncWait::Top)
        };
        let outcome = match transform(&text, &request) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("{rel} {name}: refused: {}", e.message));
                continue;
            }
        };
        let new = outcome.rewritten.clone().expect("apply rewrites");
        if outcome.analysis.moved.is_none() {
            failures.push(format!(
                "{rel} {name}: the tiles did not move to dynamic shared memory"
            ));
        }
        let change = outcome.analysis.launch_change.clone();
        if change.as_ref().map(|c| c.pending()) != Some(*pending) {
            failures.push(format!(
                "{rel} {name}: launch change {change:?}, expected pending = {pending}"
            ));
        }
        let d = diff::unified(&text, &new, &format!("a/{rel}"), &format!("b/{rel}"));
        let rep = report::Report {
            diff: Some(d.clone()),
            ..report::Report::of(rel.clone(), outcome)
        };
        let exit = report::exit_code(Some(&rep), None);
        if (exit == kpipe::diagnostics::exit::LAUNCH_MUST_CHANGE) != *pending {
            failures.push(format!("{rel} {name}: exit code {exit}"));
        }
        let rep = report::Report { diff: None, ..rep };
        failures.extend(check(
            &golden.join(format!("{name}.report.md")),
            &report::markdown(&rep),
            produced,
        ));
        failures.extend(check(&golden.join(format!("{name}.cu")), &new, produced));
        failures.extend(check(&golden.join(format!("{name}.diff")), &d, produced));
        failures.extend(invariants(&rel, &text, &new, &d));
    }
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

/// The invariants every rewrite must keep.
fn invariants(rel: &str, original: &str, new: &str, d: &str) -> Vec<String> {
    let mut failures = Vec::new();
    let parsed = kpipe::source::parse::Source::parse(new.to_string()).unwrap();
    if let Some(err) = parsed.first_error(parsed.root()) {
        failures.push(format!(
            "{rel}: the output has a parse error at byte {}",
            err.start_byte()
        ));
    }
    match transform(new, &request(VariantRequest::Auto, 1, CpAsyncWait::Top)) {
        Err(e) if e.kind == Kind::AlreadyPipelined => {}
        Err(e) => failures.push(format!(
            "{rel}: kpipe on its own output refused with {:?} instead of already-pipelined: {}",
            e.kind, e.message
        )),
        Ok(_) => failures.push(format!("{rel}: kpipe pipelined its own output again")),
    }
    if diff::apply_unified(original, d).as_deref() != Some(new) {
        failures.push(format!(
            "{rel}: the emitted diff applied to the input does not give the output"
        ));
    }
    failures
}
