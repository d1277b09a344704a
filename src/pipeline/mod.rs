//! The static pipeline on one text: recognise, analyse (and choose), rewrite, and check the output.
//! `transform` is the library's entry point; `instances` checks every instantiation of a template,
//! `stage_plan` the stage count a GPU-free run plans.

pub mod instances;
pub mod stage_plan;

use crate::analysis::choose::VariantRequest;
use crate::analysis::{self, Analysis, AnalysisOptions};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::source::parse::Source;
use crate::{diagnostics, guard, recognize, rewrite};

/// What kpipe makes of one file.
pub struct Outcome {
    pub analysis: Analysis,
    /// The rewritten file (None for `analyze`).
    pub rewritten: Option<String>,
    pub notes: Vec<String>,
    /// Warnings about the command line (an unused `--define`): also in the analysis' warnings, and
    /// printed on stderr once by the command.
    pub input_warnings: Vec<String>,
    /// A template kernel's instantiations in the file, each checked with the same rewrite
    /// (`instances.rs`); empty with one instantiation or none.
    pub instances: Vec<instances::InstanceRow>,
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
    guard::on_large_stack(|| {
        let outcome = transform_here(text, request)?;
        let outcome = instances::check_every_instantiation(text, request, outcome)?;
        if outcome.rewritten.is_some() {
            guard::test_panic();
        }
        Ok(outcome)
    })
}

pub(crate) fn transform_here(text: &str, request: &Request) -> Result<Outcome> {
    // Load-phase calls of the file's `__device__` helpers are inlined first: kpipe analyses and
    // rewrites that text, and maps its edits and spans back onto the user's.
    match recognize::inline::expand(text, request.kernel, request.defines)? {
        None => transform_text(text, request, None),
        Some(inlined) => {
            let with = Some((&inlined, text));
            transform_text(&inlined.text, request, with).map_err(|e| inlined.diagnostic(e))
        }
    }
}

/// The user's file, and the text with its load helpers inlined that kpipe works on.
type Inlining<'a> = Option<(&'a recognize::inline::Inlined, &'a str)>;

/// The rewritten user's file: `rewritten` itself, or its edits of the inlined text mapped back onto
/// the user's file (they lie outside the inlined blocks: the K-loop's replacement contains them).
fn output_text(rewritten: &rewrite::Rewritten, inlining: Inlining) -> Result<String> {
    let Some((inlined, original)) = inlining else {
        return Ok(rewritten.text.clone());
    };
    let mut edits = Vec::new();
    for e in &rewritten.edits {
        let (Some(start), Some(end)) = (
            inlined.position(e.range.start),
            inlined.position(e.range.end),
        ) else {
            return Err(Diagnostic::new(
                Kind::Internal,
                "internal check failed: an edit of the rewrite falls inside an inlined load helper",
                "please report this kernel: it is a kpipe bug, not yours",
            ));
        };
        edits.push(rewrite::edit::Edit {
            range: start..end,
            ..e.clone()
        });
    }
    rewrite::edit::apply(original, rewrite::edit::sorted(edits)?)
}

/// The lines of the analysis, from the inlined text to the user's file.
fn lines_back(analysis: &mut Analysis, inlining: Inlining) {
    let Some((inlined, original)) = inlining else {
        return;
    };
    let line = |l: usize| inlined.line(original, l);
    analysis.kernel_line = line(analysis.kernel_line);
    analysis.loop_line = line(analysis.loop_line);
    if let Some(f) = analysis.loop_function.as_mut() {
        f.line = line(f.line);
    }
    for t in &mut analysis.tiles {
        t.line = line(t.line);
    }
    for c in &mut analysis.copies {
        c.span = inlined.span(c.span.clone());
        c.line = diagnostics::line_col(original, c.span.start.min(original.len())).0;
    }
    for l in &mut analysis.load_loops {
        l.line = line(l.line);
    }
}

fn transform_text(text: &str, request: &Request, inlining: Inlining) -> Result<Outcome> {
    let source = Source::parse(text.to_string())?;
    let rec = recognize::recognise(&source, request.kernel, request.defines)
        .map_err(|e| moved_output(text, e))?;
    let options = AnalysisOptions {
        arch: request.arch,
        requested: request.variant,
        tuning: request.tuning,
        force_dynamic: request.tuning.dynamic_smem,
    };
    let mut analysis = match analysis::analyse(text, &rec, &options) {
        Ok(a) => a,
        Err(e) if !request.rewrite && e.kind != Kind::UnknownTileSize => {
            // `analyze` still reports when no variant applies; the refusal becomes a note.
            let mut a = analysis::without_decision(text, &rec, &options)?;
            a.warnings
                .push(format!("no variant applies: {}", e.message));
            a
        }
        Err(mut e) if e.kind == Kind::UnknownTileSize => {
            // A misspelt --define is the likely reason a size is unknown: say so beside it.
            e.notes.extend(recognize::inputs::unused_defines(
                text,
                &rec.kernel,
                request.defines,
                false,
            ));
            return Err(e);
        }
        Err(e) => return Err(e),
    };
    if !request.rewrite {
        let input_warnings = unused_defines(text, &rec, request, &mut analysis);
        lines_back(&mut analysis, inlining);
        return Ok(Outcome {
            analysis,
            rewritten: None,
            notes: inlining.map_or_else(Vec::new, |(i, _)| i.notes.clone()),
            input_warnings,
            instances: Vec::new(),
        });
    }
    let decision = analysis.decision.as_mut().expect("apply has a decision");
    decision.tuning = request.tuning;
    let decision = decision.clone();
    let rewritten = match rewrite::rewrite(&source, &rec, &analysis, &decision) {
        Ok(r) => r,
        Err(e)
            if request.variant == VariantRequest::Auto
                && decision.variant == analysis::choose::Variant::Ldg =>
        {
            // The register variant could not be built: let auto consider cp.async with the reason.
            return transform_with_ldg_blocked(text, request, e, inlining);
        }
        Err(e) => return Err(e),
    };
    finish_rewrite(text, request, inlining, &source, &rec, analysis, rewritten)
}

/// kpipe's own output whose tiles moved to dynamic shared memory (`kp_smem`) has no `__shared__`
/// tiles left for the recogniser to find: say it is already pipelined rather than "no K-loop".
fn moved_output(text: &str, e: Box<Diagnostic>) -> Box<Diagnostic> {
    let buffer = analysis::dynamic::MOVED_BUFFER;
    match text.find(&format!("unsigned char {buffer}[]")) {
        Some(at) if e.kind == Kind::NoKLoop && text.contains("kp_stage") => Diagnostic::new(
            Kind::AlreadyPipelined,
            format!("the file declares `{buffer}` and uses `kp_stage`, names kpipe generates: it looks like kpipe's own output, with the tiles moved to dynamic shared memory"),
            "run kpipe on the original kernel",
        )
        .at(at..at + buffer.len() + "unsigned char ".len()),
        _ => e,
    }
}

/// The checks of a rewrite, and the outcome: the user's file rewritten, the analysis' lines in it.
fn finish_rewrite(
    text: &str,
    request: &Request,
    inlining: Inlining,
    source: &Source,
    rec: &recognize::Recognised,
    mut analysis: Analysis,
    rewritten: rewrite::Rewritten,
) -> Result<Outcome> {
    rewrite::invariant::check(source, rec, &rewritten)?;
    analysis.launch_change = rewritten.launch.clone();
    check_output_parses(text, &rewritten.text, &rec.kernel.name)?;
    let output = output_text(&rewritten, inlining)?;
    let mut notes = rewritten.notes;
    if let Some((inlined, original)) = inlining {
        check_output_parses(original, &output, &rec.kernel.name)?;
        notes.splice(0..0, inlined.notes.iter().cloned());
    }
    let input_warnings = unused_defines(text, rec, request, &mut analysis);
    lines_back(&mut analysis, inlining);
    Ok(Outcome {
        analysis,
        rewritten: Some(output),
        notes,
        input_warnings,
        instances: Vec::new(),
    })
}

fn transform_with_ldg_blocked(
    text: &str,
    request: &Request,
    blocker: Box<Diagnostic>,
    inlining: Inlining,
) -> Result<Outcome> {
    let source = Source::parse(text.to_string())?;
    let rec = recognize::recognise(&source, request.kernel, request.defines)?;
    if !request.arch.cp_async {
        return Err(blocker);
    }
    let options = AnalysisOptions {
        arch: request.arch,
        requested: VariantRequest::CpAsync,
        tuning: request.tuning,
        force_dynamic: request.tuning.dynamic_smem,
    };
    let mut analysis = analysis::analyse(text, &rec, &options).map_err(|_| blocker.clone())?;
    if !analysis.copies.iter().all(|c| c.is_contiguous_16()) {
        return Err(blocker);
    }
    let decision = analysis.decision.as_mut().expect("decision made");
    decision.tuning = request.tuning;
    decision.reasons = vec![format!(
        "register prefetch is not possible here ({}): cp.async needs no registers",
        blocker.message
    )];
    let decision = decision.clone();
    let rewritten = rewrite::rewrite(&source, &rec, &analysis, &decision).map_err(|_| blocker)?;
    finish_rewrite(text, request, inlining, &source, &rec, analysis, rewritten)
}

/// The `--define`s nothing used, once the analysis and the rewrite evaluated what they need: added to
/// the report's warnings and returned for stderr.
fn unused_defines(
    text: &str,
    rec: &recognize::Recognised,
    request: &Request,
    analysis: &mut Analysis,
) -> Vec<String> {
    let mut warnings = recognize::inputs::unused_defines(text, &rec.kernel, request.defines, true);
    if let Some(f) = &rec.loop_fn {
        // A `--define` the loop's `__device__` function used is used.
        let in_scope = recognize::inputs::unused_defines(text, &f.scope, request.defines, true);
        warnings.retain(|w| in_scope.contains(w));
    }
    analysis.warnings.extend(warnings.iter().cloned());
    warnings
}

/// The emitted kernel must parse cleanly, and the file must not gain parse errors elsewhere; anything
/// else is a kpipe bug, and nothing is written.
fn check_output_parses(original: &str, text: &str, kernel: &str) -> Result<()> {
    let source = Source::parse(text.to_string())?;
    let before = Source::parse(original.to_string())
        .map(|s| s.error_count(s.root()))
        .unwrap_or(0);
    let after = source.error_count(source.root());
    let found = recognize::kernel::find_kernels(
        &source,
        &recognize::kernel::FileFacts::collect(&source),
        &[],
        Some(kernel),
    )
    .iter()
    .any(|k| k.name == kernel);
    if after > before || !found {
        return Err(Diagnostic::new(
            Kind::Internal,
            format!("internal check failed: the rewritten file does not parse as well as the original ({before} -> {after} parse errors); nothing was written"),
            "please report this kernel: it is a kpipe bug, not yours; `--variant` may get the other variant meanwhile",
        ));
    }
    let facts = recognize::kernel::FileFacts::collect(&source);
    for k in recognize::kernel::find_kernels(&source, &facts, &[], Some(kernel)) {
        if k.name == kernel {
            if let Some(err) = source.first_error(k.node) {
                return Err(Diagnostic::new(
                    Kind::Internal,
                    format!("internal check failed: the rewritten kernel `{kernel}` does not parse (near byte {}); nothing was written", err.start_byte()),
                    "please report this kernel: it is a kpipe bug, not yours; `--variant` may get the other variant meanwhile",
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::exit;
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
                        transform_here(&text, &request).map(|o| o.rewritten.is_some())
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
