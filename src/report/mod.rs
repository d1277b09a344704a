//! The report of a run as one value (`Report`), rendered as its first screen (`first_screen`), the full
//! report (`markdown`, `--verbose`) or JSON (`json`); the proofs (`prove/`) fill their parts.

pub mod diff;
mod launch;
mod proofs;
mod sections;
mod summary;
mod tables;

pub use summary::first_screen;

use crate::analysis::Analysis;
use crate::diagnostics::Diagnostic;
use serde::Serialize;
use std::fmt::Write as _;

/// Everything `apply`/`analyze` say about one run.
#[derive(Debug, Serialize)]
pub struct Report {
    pub file: String,
    pub analysis: Analysis,
    /// Where the rewritten file went (None for analyze or --dry-run).
    pub output: Option<String>,
    /// Why a rewrite that was made was not written (`--dry-run`, a failed GPU check, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_written: Option<String>,
    pub notes: Vec<String>,
    /// The unified diff (apply only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// nvcc and SASS checks (apply only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checks: Option<crate::prove::compile::Checks>,
    /// Numerics and benchmark on the GPU (apply only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu: Option<crate::prove::gpu::GpuChecks>,
    /// How many stages a cp.async ring would get, and why (apply with cp.async, without `--stages`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage_plan: Option<crate::analysis::stages::StagePlan>,
    /// A template kernel's instantiations in the file, each checked with the same rewrite.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub instances: Vec<crate::pipeline::instances::InstanceRow>,
    /// The proof that the rewrite computes what the original computes (symbolic execution): what
    /// was run, and that the two are equal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proof: Option<String>,
}

impl Report {
    /// The report of a static run (`transform`'s outcome), before any file is written or proof made.
    pub fn of(file: String, outcome: crate::pipeline::Outcome) -> Report {
        Report {
            file,
            analysis: outcome.analysis,
            output: None,
            not_written: None,
            notes: outcome.notes,
            diff: None,
            checks: None,
            gpu: None,
            stage_plan: None,
            instances: outcome.instances,
            proof: outcome
                .proof
                .as_ref()
                .map(crate::symbolic::prove::describe_proof),
        }
    }
}

fn kb(bytes: u64) -> String {
    format!("{bytes} B ({:.1} KB)", bytes as f64 / 1024.0)
}

/// "two stages", or "3 stages" for the cp.async ring of `--stages 3`.
fn stages_word(stages: u32) -> String {
    if stages <= 2 {
        "two stages".to_string()
    } else {
        format!("{stages} stages")
    }
}

fn opt(v: Option<u64>) -> String {
    v.map_or("unknown".to_string(), |v| v.to_string())
}

/// The full report (`--verbose`, and the golden reports): every table, the SASS listing.
pub fn markdown(report: &Report) -> String {
    let a = &report.analysis;
    let mut s = String::new();
    let _ = writeln!(s, "# kpipe report: {}\n", report.file);
    sections::launch_banner(&mut s, a);
    sections::not_run_banner(&mut s, report);
    sections::kernel_lines(&mut s, a);
    launch::dynamic_section(&mut s, a);
    sections::tiles_section(&mut s, a);
    sections::occupancy_section(&mut s, a);
    if let Some(p) = &report.stage_plan {
        tables::stages_section(&mut s, p);
    }
    tables::instances_section(&mut s, a, &report.instances);
    sections::ratio_section(&mut s, a);
    sections::loads_section(&mut s, a);
    sections::decision_section(&mut s, a);
    sections::proof_section(&mut s, report);
    if let Some(checks) = &report.checks {
        proofs::checks_section(&mut s, checks);
    }
    if let Some(gpu) = &report.gpu {
        proofs::gpu_section(&mut s, gpu);
    }
    sections::notes_section(&mut s, report);
    sections::ending(&mut s, report);
    s
}

/// The version of the JSON that `--json` prints; it changes when a field changes meaning or goes.
pub const SCHEMA_VERSION: u32 = 1;

/// The exit code of a run that made this report: the error's, else 8 when a rewrite exists that a GPU
/// here did not run, else 0.
pub fn exit_code(report: Option<&Report>, error: Option<&Diagnostic>) -> i32 {
    use crate::diagnostics::exit;
    match (error, report) {
        (Some(e), _) => e.kind.exit_code(),
        (None, Some(r)) if r.launch_must_change() => exit::LAUNCH_MUST_CHANGE,
        (None, Some(r)) if r.not_run_on_gpu() => exit::NOT_RUN_ON_GPU,
        _ => exit::OK,
    }
}

impl Report {
    /// A rewrite exists (written, printed or shown) whose launch must change, and kpipe did not
    /// change it: not a drop-in replacement.
    pub fn launch_must_change(&self) -> bool {
        self.diff.is_some()
            && self
                .analysis
                .launch_change
                .as_ref()
                .is_some_and(|c| c.pending())
    }

    /// A rewrite exists (written, printed or shown), a GPU is here, and it did not run the rewrite.
    pub fn not_run_on_gpu(&self) -> bool {
        self.diff.is_some() && matches!(self.gpu, Some(crate::prove::gpu::GpuChecks::NotRun { .. }))
    }
}

/// The one JSON object `--json` prints for a run: the report when there is one, the error when the
/// run failed (its K-code, message, location and help), the exit code and the schema version.
pub fn json(report: Option<&Report>, file: &str, error: Option<&Diagnostic>) -> String {
    let mut object = match report.map(serde_json::to_value) {
        Some(Ok(serde_json::Value::Object(map))) => map,
        _ => serde_json::Map::new(),
    };
    object.insert("schema_version".into(), SCHEMA_VERSION.into());
    object.insert("file".into(), file.into());
    object.insert("exit_code".into(), exit_code(report, error).into());
    // The launch the rewrite needs, at the top level for tools: `required`, `edited`, `lines`.
    if let Some(change) = report.and_then(|r| r.analysis.launch_change.as_ref()) {
        if let Ok(value) = serde_json::to_value(change) {
            object.insert("launch_change".into(), value);
        }
    }
    let error = error.map_or(serde_json::Value::Null, |e| {
        serde_json::json!({
            "code": e.kind.code(),
            "severity": e.kind.severity(),
            "kind": e.kind,
            "message": e.message,
            "file": e.file,
            "line": e.line,
            "column": e.column,
            "notes": e.notes,
            "help": e.help,
            "fixes": e.fixes,
        })
    });
    object.insert("error".into(), error);
    serde_json::to_string_pretty(&object).expect("the report serialises")
}

#[cfg(test)]
mod tests {
    use super::proofs::gpu_section;
    use super::*;
    use crate::gpu::data::Comparison;
    use crate::gpu::run::SizeCheck;
    use crate::prove::gpu::{GpuChecks, GpuReport};

    fn report(launch: &str, original_ok: bool) -> GpuChecks {
        GpuChecks::Done(Box::new(GpuReport {
            device: crate::gpu::GpuInfo {
                name: "NVIDIA H100 80GB HBM3".into(),
                compute_capability: (9, 0),
                sms: 132,
                smem_per_sm: 233_472,
            },
            sizes: vec![SizeCheck {
                m: 128,
                n: 128,
                k: 8,
                original: Comparison {
                    max_abs: if original_ok { 1e-6 } else { 3.0 },
                    max_rel: 1e-6,
                    first_failure: (!original_ok).then_some((0, 64)),
                    unwritten: 0,
                    max_scaled: if original_ok { 1e-7 } else { 0.5 },
                },
                original_ok,
                bit_identical: true,
                first_difference: None,
                layouts: None,
            }],
            invalid: vec![crate::gpu::run::InvalidSize {
                m: 256,
                n: 128,
                k: 8,
                why: "the original writes past the end of C (byte 0 after it)".into(),
            }],
            bench: None,
            launch: launch.into(),
            spec: None,
            sanitizer: None,
        }))
    }

    /// Layouts found by the original's numbers are said; a host call's launch matching in no
    /// layout is not called a wrong kernel outright.
    #[test]
    fn layouts_read_from_the_originals_numbers_are_said() {
        let mut found = report("from the host call at line 80", true);
        if let GpuChecks::Done(r) = &mut found {
            r.sizes[0].layouts = Some(
                "A column-major (M x K, a column's elements adjacent), B row-major, C row-major"
                    .into(),
            );
        }
        let mut s = String::new();
        gpu_section(&mut s, &found);
        assert!(s.contains("Layouts: the launch does not state them, and the original matches the float64 reference with A column-major"), "{s}");
        let mut host = report("from the host call at line 80", false);
        if let GpuChecks::Done(r) = &mut host {
            let mut spec = crate::launch::spec::parse_flag(
                "a=f32:row b=f32:row c=f32 args=A,B,C grid=1 block=64 multiple=16,16,16",
            )
            .unwrap();
            spec.from = crate::launch::spec::LaunchFrom::Host("the host call at line 80".into());
            r.spec = Some(spec);
        }
        let mut s = String::new();
        gpu_section(&mut s, &host);
        assert!(
            s.contains("in none of the eight row- and column-major layouts"),
            "{s}"
        );
        assert!(!s.contains("wrong before kpipe touched it"), "{s}");
    }

    #[test]
    fn the_gpu_section_says_where_the_launch_came_from() {
        let mut s = String::new();
        gpu_section(&mut s, &report("inferred (row-major A, B, C; checked at M = N; grid M/BM x N/BN from `cRow * BM * K` (blockIdx.x walks M)): `// kpipe: ...`", false));
        assert!(s.contains("Launch inferred (row-major A, B, C; checked at M = N; grid M/BM x N/BN from `cRow * BM * K`"), "{s}");
        assert!(
            s.contains("with the inferred launch: part of the guess"),
            "{s}"
        );
        assert!(
            s.contains("- 256x128x8: the original writes past the end of C"),
            "{s}"
        );
        assert!(!s.contains("wrong before kpipe touched it"), "{s}");
        let mut s = String::new();
        gpu_section(&mut s, &report("from the directive at line 3", false));
        assert!(s.contains("wrong before kpipe touched it"), "{s}");
        assert!(s.contains("**outside tolerance** first at C[0][64]"), "{s}");
        let mut s = String::new();
        gpu_section(&mut s, &report("from the directive at line 3", true));
        assert!(!s.contains("wrong before") && !s.contains("guess"), "{s}");
        // Outside the tolerance by rounding only: said as such, whatever the launch's source.
        let mut precise = report("inferred (...)", false);
        if let GpuChecks::Done(r) = &mut precise {
            r.sizes[0].original.max_scaled = 7e-4;
        }
        let mut s = String::new();
        gpu_section(&mut s, &precise);
        assert!(
            s.contains("less precision than the tolerance assumes"),
            "{s}"
        );
        assert!(!s.contains("guess") && !s.contains("wrong before"), "{s}");
        // A skip carries the directive to add, as prove() wrote it.
        let mut s = String::new();
        gpu_section(
            &mut s,
            &GpuChecks::Skipped {
                reason: "skipped: ... (the thread count is unknown: ...). Add this directive to the file, with each `?` replaced (see the launch section of docs/USAGE.md):\n\n    // kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=? multiple=64,64,8".into(),
            },
        );
        assert!(s.ends_with("\n    // kpipe: a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=? multiple=64,64,8\n"), "{s:?}");
    }

    /// A rewrite a GPU here did not run is exit 8, said first in the report and in the JSON; without a
    /// GPU on the machine the same report is exit 0.
    #[test]
    fn a_rewrite_the_gpu_here_did_not_run_is_exit_8_and_said_first() {
        let text = include_str!("../../kernels/sgemm_32x32_two_iv.cu");
        let request = crate::Request {
            kernel: None,
            variant: crate::analysis::choose::VariantRequest::Ldg,
            arch: crate::analysis::arch::by_name("sm_86").unwrap(),
            defines: &[],
            rewrite: true,
            tuning: Default::default(),
        };
        let outcome = crate::transform(text, &request).unwrap();
        let new = outcome.rewritten.clone().unwrap();
        let make = |gpu: GpuChecks| Report {
            file: "k.cu".into(),
            analysis: outcome.analysis.clone(),
            output: None,
            not_written: Some("--dry-run".into()),
            notes: vec![],
            diff: Some(crate::report::diff::unified(text, &new, "a", "b")),
            checks: None,
            gpu: Some(gpu),
            stage_plan: None,
            instances: Vec::new(),
            proof: None,
        };
        let not_run = make(GpuChecks::NotRun {
            reason: "no `// kpipe:` launch directive in the file".into(),
        });
        assert_eq!(exit_code(Some(&not_run), None), 8);
        let md = markdown(&not_run);
        assert!(
            md.lines()
                .nth(2)
                .unwrap()
                .starts_with("**Not run on the GPU.**"),
            "{md}"
        );
        let v: serde_json::Value =
            serde_json::from_str(&json(Some(&not_run), "k.cu", None)).unwrap();
        assert_eq!(v["exit_code"], 8);
        assert_eq!(v["gpu"]["status"], "not-run");
        let no_gpu = make(GpuChecks::Skipped {
            reason: "skipped: no GPU".into(),
        });
        assert_eq!(exit_code(Some(&no_gpu), None), 0);
        assert!(!markdown(&no_gpu).contains("Not run on the GPU"));
    }

    /// The first screen: the decision, one row per proof (the GPU's with its sizes, the speedup and
    /// the sanitizer), what the caller changes; no tables; at most about 25 lines.
    #[test]
    fn the_first_screen_gives_the_decision_and_the_four_proofs() {
        let text = include_str!("../../kernels/sgemm_32x32_two_iv.cu");
        let request = crate::Request {
            kernel: None,
            variant: crate::analysis::choose::VariantRequest::Ldg,
            arch: crate::analysis::arch::by_name("sm_86").unwrap(),
            defines: &[],
            rewrite: true,
            tuning: Default::default(),
        };
        let outcome = crate::transform(text, &request).unwrap();
        let mut gpu = report("from the directive at line 14", true);
        if let GpuChecks::Done(r) = &mut gpu {
            let row = |variant: &str, speedup: f64| crate::prove::bench::BenchRow {
                variant: variant.into(),
                median_ms: 1.0,
                gflops: 1000.0 * speedup,
                speedup,
                hides: None,
                stopped_early: false,
            };
            r.bench = Some(crate::prove::bench::Bench {
                m: 4096,
                n: 4096,
                k: 4096,
                runs: 30,
                spread: 0.01,
                rows: vec![row("original", 1.0), row("ldg", 1.42)],
                stopped_early: false,
                ceiling: Some(crate::prove::bench::Ceiling::Timed {
                    median_ms: 0.625,
                    speedup: 1.6,
                }),
                floor: Some(crate::prove::bench::Ceiling::Timed {
                    median_ms: 0.5,
                    speedup: 2.0,
                }),
                cached: None,
            });
            r.bench.as_mut().unwrap().fill_hides();
            r.sanitizer = Some(Ok(vec![crate::prove::sanitize::SanitizerResult {
                tool: "racecheck".into(),
                clean: true,
                summary: "RACECHECK SUMMARY: 0 hazards".into(),
            }]));
        }
        let new = outcome.rewritten.clone().unwrap();
        let report = Report {
            gpu: Some(gpu),
            not_written: Some("--dry-run".into()),
            diff: Some(crate::report::diff::unified(text, &new, "a", "b")),
            ..Report::of("k.cu".into(), outcome)
        };
        let screen = first_screen(&report);
        assert!(
            screen.contains("**Rewrite: ldg** (register prefetch"),
            "{screen}"
        );
        assert!(screen.contains("| compiles | not checked |"), "{screen}");
        assert!(
            screen.contains("| bit-identical to the original (GPU) | **yes** at 128x128x8 (NVIDIA H100 80GB HBM3); not at 256x128x8, where the original itself is not valid (see `--verbose`); compute-sanitizer: racecheck clean |"),
            "{screen}"
        );
        assert!(
            screen.contains("| faster (GPU) | **x1.42** at 4096x4096x4096"),
            "{screen}"
        );
        // The loop without its loads (x1.6) is slower than the one without its compute (x2.0):
        // the compute bounds it, and (1 - 1/1.42) / (1 - 1/1.6) of the time the loads cost is hidden.
        assert!(
            screen.contains("; hides 79% of the load time it can hide (perfect overlap: x1.60, bound by the compute)"),
            "{screen}"
        );
        assert!(screen.contains("The caller changes nothing"), "{screen}");
        assert!(
            !screen.contains("## Tiles") && !screen.contains("## Decision"),
            "{screen}"
        );
        assert!(screen.lines().count() <= 30, "{screen}");
        // The full report has the tables.
        assert!(markdown(&report).contains("## Tiles"));
    }
}
