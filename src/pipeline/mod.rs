//! The static pipeline on one text: recognise, analyse (and choose), rewrite, and check the output.
//! `transform` is the library's entry point; `instances` checks every instantiation of a template,
//! `stage_plan` the stage count a GPU-free run plans, `ceiling` the loop without its loads (timed on
//! a GPU as the bound of any pipelining).

pub mod ceiling;
pub mod error;
pub mod fix;
pub mod instances;
pub mod launcher_instances;
pub mod model;
pub mod proof;
pub mod proof_cache;
pub mod stage_plan;
pub mod stale_tiles;

pub use model::{with_launch_model, with_model, Model};

use crate::analysis::choose::VariantRequest;
use crate::analysis::{self, Analysis};
use crate::diagnostics::Result;
use crate::guard;
use crate::launch::resolve::Given;
use crate::source::includes::Includes;

/// What kpipe makes of one file.
pub struct Outcome {
    pub analysis: Analysis,
    /// The rewritten file (None for `analyze`).
    pub rewritten: Option<std::sync::Arc<str>>,
    pub notes: Vec<String>,
    /// Warnings about the command line (an unused `--define`): also in the analysis' warnings, and
    /// printed on stderr once by the command.
    pub input_warnings: Vec<String>,
    /// A template kernel's instantiations in the file, each checked with the same rewrite
    /// (`instances.rs`); empty with one instantiation or none.
    pub instances: Vec<instances::InstanceRow>,
    /// The proof that the rewrite computes what the original computes, bit for bit (the symbolic
    /// executor's runs); every rewrite handed out carries one.
    pub proof: Option<crate::symbolic::Proof>,
    /// The rewritten file as its parse check parsed it, for the proof to run without parsing it
    /// again (used only while its text is still `rewritten`'s).
    pub parsed_output: Option<std::sync::Arc<crate::source::parse::Source>>,
}

/// Settings of one transformation, independent of the command line.
pub struct Request<'a> {
    pub kernel: Option<&'a str>,
    pub variant: VariantRequest,
    pub arch: &'static analysis::arch::Arch,
    pub defines: &'a [(String, String)],
    /// Rewrite (apply) or only analyse.
    pub rewrite: bool,
    /// Unrolling and the cp.async wait position.
    pub tuning: analysis::choose::Tuning,
}

/// Runs the static pipeline on a text. Diagnostics come back with their span set; `locate` them
/// against the same text for line and column. Runs on a thread with a large stack (`guard`), so
/// deeply nested code is safe to pass from any thread; a panic unwinds into the caller.
pub fn transform(text: &str, request: &Request) -> Result<Outcome> {
    transform_with(text, request, &Includes::default())
}

/// `transform` on a text with the headers it includes (`source::includes::read_includes`): their
/// load helpers, macros and constants are the file's too; the output is still the text alone.
pub fn transform_with(text: &str, request: &Request, includes: &Includes) -> Result<Outcome> {
    guard::on_large_stack(|| {
        with_model(text, request.kernel, request.defines, includes, |model| {
            transform_model(model, request)
        })
    })
}

/// `transform` without the proof: the rewriter's text alone, for tests of what it writes (the
/// code kept around the loop, what compiles). Never an output to write: only `transform`'s are.
pub fn transform_text_unproven(text: &str, request: &Request) -> Result<Outcome> {
    guard::on_large_stack(|| {
        with_model(
            text,
            request.kernel,
            request.defines,
            &Includes::default(),
            |model| transform_unproven(model, request),
        )
    })
}

/// The rewrite checked for every instantiation of a template, before its proof (a caller that
/// changes the outcome further proves it with `proof::require`).
pub fn transform_unproven(model: &Model, request: &Request) -> Result<Outcome> {
    let outcome = model.transform(request)?;
    instances::check_every_instantiation(model, request, outcome)
}

/// `transform` on a model already made: the rewrite, checked for every instantiation of a
/// template, and proved equal to the original (`proof::require`).
pub fn transform_model(model: &Model, request: &Request) -> Result<Outcome> {
    let launch = model
        .launch_flag()
        .and_then(|l| crate::launch::spec::parse_flag(l).ok());
    transform_model_given(model, request, &Given::new(launch, Vec::new()))
}

/// `transform_model` with the launch and host files the command line gives (`given`), which the
/// proof runs.
pub fn transform_model_given(model: &Model, request: &Request, given: &Given) -> Result<Outcome> {
    let outcome = transform_unproven(model, request)?;
    let chosen = outcome.analysis.decision.as_ref().map(|d| d.variant);
    let outcome = match proof::require(model, outcome, Some(given)) {
        Ok(outcome) => outcome,
        // `auto` takes the other variant when that one proves out, and says why.
        Err(refusal) if request.variant == VariantRequest::Auto => {
            other_variant_proven(model, request, given, chosen, &refusal).ok_or(refusal)?
        }
        Err(refusal) => return Err(refusal),
    };
    if outcome.rewritten.is_some() {
        guard::test_panic();
    }
    Ok(outcome)
}

/// `auto`'s other variant, rewritten and proven, when its first choice was not proven.
fn other_variant_proven(
    model: &Model,
    request: &Request,
    given: &Given,
    chosen: Option<analysis::choose::Variant>,
    refusal: &crate::diagnostics::Diagnostic,
) -> Option<Outcome> {
    use analysis::choose::Variant;
    let (other, name) = match chosen? {
        Variant::Ldg => (VariantRequest::CpAsync, "cp.async"),
        Variant::CpAsync => (VariantRequest::Ldg, "register prefetch"),
    };
    let request = Request {
        variant: other,
        ..*request
    };
    let outcome = transform_unproven(model, &request).ok()?;
    let mut outcome = proof::require(model, outcome, Some(given)).ok()?;
    outcome.notes.push(format!(
        "auto took {name}: its first choice was not proven equal to the original ({})",
        refusal.message
    ));
    Some(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::{exit, Kind};
    use crate::source::parse;

    /// The kernel of `kernels/sgemm_32x32_two_iv.cu` with code `n` levels deep in the compute phase
    /// and in the load phase, in the shapes that make kpipe's walks recurse.
    fn deep_kernels(n: usize) -> Vec<(&'static str, String)> {
        let src = include_str!("../../kernels/sgemm_32x32_two_iv.cu");
        let compute = "      Csub += As[ty][k] * Bs[k][tx];\n";
        let load = "    As[ty][tx] = A[a + wA * ty + tx];\n";
        let in_compute = |s: String| src.replace(compute, &format!("{compute}      {s}\n"));
        let in_load = |s: String| src.replace(load, &format!("    {s}\n"));
        let (open, close) = ("{".repeat(n), "}".repeat(n));
        let (lp, rp) = ("(".repeat(n), ")".repeat(n));
        vec![
            (
                "blocks in the compute",
                in_compute(format!("{open}Csub += 1.0f;{close}")),
            ),
            (
                "parentheses in the compute",
                in_compute(format!("Csub += {lp}1.0f{rp};")),
            ),
            (
                "a sum in the compute",
                in_compute(format!("Csub += {};", vec!["Csub"; n].join(" + "))),
            ),
            (
                "blocks around a load",
                in_load(format!("{open}As[ty][tx] = A[a + wA * ty + tx];{close}")),
            ),
            (
                "parentheses around a load",
                in_load(format!("As[ty][tx] = {lp}A[a + wA * ty + tx]{rp};")),
            ),
            (
                "a sum in a load's index",
                in_load(format!(
                    "As[ty][tx] = A[a + wA * ty + tx{}];",
                    " + 0".repeat(n)
                )),
            ),
            (
                "guards on a load's value",
                in_load(format!(
                    "As[ty][tx] = {}A[a + wA * ty + tx]{};",
                    "tx < 64 ? ".repeat(n),
                    " : 0".repeat(n)
                )),
            ),
            (
                "ifs around a load",
                in_load(format!(
                    "{}As[ty][tx] = A[a + wA * ty + tx];",
                    "if (tx < 64) ".repeat(n)
                )),
            ),
        ]
    }

    /// The stack holds the deepest kernel kpipe accepts four times over. Measured at a tenth of
    /// `MAX_DEPTH` on a fortieth of the stack (the recursion costs the same per level at any depth),
    /// so the test stays fast in a debug build, whose frames are the larger.
    #[test]
    fn the_deepest_accepted_kernel_fits_in_a_quarter_of_the_stack() {
        let depth = parse::MAX_DEPTH / 10;
        for (shape, text) in deep_kernels(depth) {
            for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
                let text = text.clone();
                let run = std::thread::Builder::new()
                    .stack_size(guard::STACK_SIZE / 40)
                    .spawn(move || {
                        let request = Request {
                            kernel: None,
                            variant,
                            arch: analysis::arch::by_name("sm_86").expect("an arch"),
                            defines: &[],
                            rewrite: true,
                            tuning: Default::default(),
                        };
                        with_model(&text, None, &[], &Includes::default(), |m| {
                            m.transform(&request)
                        })
                        .map(|o| o.rewritten.is_some())
                    })
                    .expect("a thread");
                let result = run.join().expect("no panic");
                // cp.async cannot copy a guarded chain of conditions: any other refusal is a bug here.
                match result {
                    Ok(rewritten) => assert!(rewritten, "{shape}"),
                    Err(e) => assert_eq!(e.kind, Kind::CpAsyncImpossible, "{shape}: {e}"),
                }
            }
        }
    }

    fn cp_async(text: &str) -> Result<Outcome> {
        let request = Request {
            kernel: None,
            variant: VariantRequest::CpAsync,
            arch: analysis::arch::by_name("sm_86").expect("an arch"),
            defines: &[],
            rewrite: true,
            tuning: Default::default(),
        };
        transform(text, &request)
    }

    #[test]
    fn the_pipeline_header_goes_before_the_kernel_at_file_scope() {
        let src = include_str!("../../kernels/sgemm_32x32_two_iv.cu");
        // An include after the kernel, and one inside a function: neither declares the copies in
        // the kernel (found by fuzzing: the include went inside the function, an internal error).
        let text = format!(
            "#include <cstdio>\n{src}\n#include <cstdlib>\nvoid host() {{\n#include <cmath>\n}}\n"
        );
        let out = cp_async(&text).unwrap().rewritten.unwrap();
        assert!(
            out.starts_with("#include <cstdio>\n#include <cuda_pipeline.h>\n"),
            "{}",
            &out[..200]
        );
        let out = cp_async(src).unwrap().rewritten.unwrap();
        assert!(out.starts_with("#include <cuda_pipeline.h>\n// sgemm_32x32"));
        // A comment that names the header is not the header.
        let text = format!("// needs cuda_pipeline.h\n{src}");
        let out = cp_async(&text).unwrap().rewritten.unwrap();
        assert!(out.contains("#include <cuda_pipeline.h>\n"));
    }

    #[test]
    fn code_on_a_directives_line_in_the_kernel_is_not_read_as_code() {
        // The preprocessor reads `#include` to the end of its line: nvcc never sees this `for`
        // (found by fuzzing: kpipe's edits overlapped, an internal error).
        let src = include_str!("../../kernels/sgemm_32x32_two_iv.cu");
        let text = src.replace(
            "  for (int a = aBegin",
            "  #include <cuda_fp16.h> for (int a = aBegin",
        );
        let e = cp_async(&text).err().expect("refused");
        assert_eq!(e.kind, Kind::ParseError, "{}", e.message);
        assert!(e
            .message
            .contains("on the line of `#include <cuda_fp16.h>`"));
        let at = e.span.clone().unwrap().start;
        assert!(text[at..].starts_with("for (int a = aBegin"));
        // A directive with a comment after it is fine.
        let text = src.replace(
            "  const int aStep = BLOCK_SIZE;\n",
            "  const int aStep = BLOCK_SIZE;\n#if 1 // always\n  int unused = 0;\n#endif\n",
        );
        assert!(cp_async(&text).is_ok());
    }

    #[test]
    fn deeper_than_the_limit_is_refused_at_the_deepest_point() {
        let text = &deep_kernels(parse::MAX_DEPTH + 1)[1].1;
        let request = Request {
            kernel: None,
            variant: VariantRequest::Auto,
            arch: analysis::arch::by_name("sm_86").expect("an arch"),
            defines: &[],
            rewrite: false,
            tuning: Default::default(),
        };
        let e = transform(text, &request).err().expect("refused");
        assert_eq!(e.kind, Kind::NestedTooDeep);
        assert_eq!(e.kind.exit_code(), exit::INPUT);
        let at = e.span.clone().expect("located").start;
        assert_eq!(
            &text[at..at + 5],
            "(1.0f",
            "the innermost parenthesis: {}",
            e.message
        );
        assert!(e.message.contains("matrixMulCUDA"), "{}", e.message);
    }
}
