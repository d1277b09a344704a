//! The one model of a run: the kernel's file parsed once (its load helpers inlined first, when the
//! K-loop loads through them), the kernel and its K-loop recognised once, and the loop's facts for the
//! analysis (tiles, sizes, copies, ratio) computed once. Every candidate of the run is analysed and
//! rendered from it (`Model::transform`: its stages' sizes, the choice, the rewrite); the launch facts
//! are read from it. The headers the file includes (read by the command layer) are parsed once here:
//! their macros and constants join the file's, and a load helper defined in one is inlined as a
//! helper of the file is.

use super::{Outcome, Request};
use crate::analysis::choose::VariantRequest;
use crate::analysis::{self, Analysis, AnalysisOptions, LoopFacts};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::headers::Headers;
use crate::recognize::inline::Inlined;
use crate::recognize::Recognised;
use crate::source::includes::Includes;
use crate::source::parse::Source;
use crate::{diagnostics, recognize, rewrite};
use std::sync::OnceLock;

/// The kernel and its K-loop, recognised once, with the text they were recognised in.
pub struct Model<'t> {
    /// The user's text, and its parse.
    pub text: &'t str,
    pub user: &'t Source,
    /// The text kpipe analyses and rewrites, parsed: the user's, or with its load helpers inlined.
    pub source: &'t Source,
    pub rec: Recognised<'t>,
    /// The load helpers inlined, and the way back to the user's text (None: nothing inlined).
    pub inlined: Option<&'t Inlined>,
    /// The headers the file includes, parsed (recognising another instantiation reads them too).
    headers: &'t Headers,
    /// `--launch`'s value, read as the directive of a file without one (recognising another
    /// instantiation reads it too).
    launch: Option<&'t str>,
    /// Parse errors of the user's text and of the analysed one: a rewrite may not add any.
    user_errors: usize,
    analysed_errors: usize,
    /// The loop's facts for the analysis, computed on first use: once per model, however many
    /// candidates are analysed from it.
    facts: OnceLock<Result<LoopFacts>>,
}

/// Parses `text` once (and each header of `includes` once), inlines the load helpers recognition
/// asks for (one parse per helper; a helper's body is the file's or a header's), and recognises the
/// kernel once; `f` gets the model. Recognition's refusal points into the user's text.
pub fn with_model<R>(
    text: &str,
    kernel: Option<&str>,
    defines: &[(String, String)],
    includes: &Includes,
    f: impl FnOnce(&Model) -> Result<R>,
) -> Result<R> {
    with_launch_model(text, kernel, defines, includes, None, f)
}

/// `with_model` for a file launched as `--launch` says (`launch`, its value): where the file has
/// no `// kpipe:` directive, its `block=` and `smem=` are read as the directive's would be.
pub fn with_launch_model<R>(
    text: &str,
    kernel: Option<&str>,
    defines: &[(String, String)],
    includes: &Includes,
    launch: Option<&str>,
    f: impl FnOnce(&Model) -> Result<R>,
) -> Result<R> {
    let headers = Headers::parse(includes);
    let user = Source::parse(text.to_string())?;
    let user_errors = user.error_count(user.root());
    let mut inlined = Inlined::none(text);
    // The parse of the text with helpers inlined, once there is one.
    let mut with_helpers: Option<Source> = None;
    // The loop's first refusal as async but not overlapped (K014), whose copies are then read as
    // plain stores: if the loop so read is refused too, K014 is what is true of the user's loop.
    let mut async_refusal: Option<Box<crate::diagnostics::Diagnostic>> = None;
    loop {
        let source = with_helpers.as_ref().unwrap_or(&user);
        let refusal = match recognize::recognise_with(source, kernel, defines, &headers, launch) {
            Ok(rec) => {
                let model = Model {
                    text,
                    user: &user,
                    source,
                    rec,
                    inlined: (!inlined.is_empty()).then_some(&inlined),
                    headers: &headers,
                    launch,
                    user_errors,
                    analysed_errors: source.error_count(source.root()),
                    facts: OnceLock::new(),
                };
                return f(&model);
            }
            Err(refusal) => refusal,
        };
        if refusal.kind == crate::diagnostics::Kind::AsyncNotOverlapped
            && async_refusal.is_none()
            && inlined.is_empty()
        {
            async_refusal = Some(refusal.clone());
        }
        if !recognize::inline::inline_next(source, &refusal, &mut inlined, &headers)? {
            let refusal = moved_output(&inlined.text, refusal);
            let refusal = missing_includes(refusal, &headers);
            let refusal = match inlined.is_empty() {
                true => refusal,
                false => inlined.diagnostic(refusal),
            };
            return Err(still_not_overlapped(async_refusal, refusal));
        }
        with_helpers = Some(Source::parse(inlined.text.clone())?);
    }
}

/// `refusal` of a loop whose async copies kpipe read as plain stores, after `first` refused it as
/// async but not overlapped: a refusal of the loop's shape (K023) is told as K014, what is true of
/// the user's loop, with the shape's reason as a note; any other refusal stands.
fn still_not_overlapped(
    first: Option<Box<crate::diagnostics::Diagnostic>>,
    refusal: Box<crate::diagnostics::Diagnostic>,
) -> Box<crate::diagnostics::Diagnostic> {
    match first {
        // The fix was made for the user's loop, which the first refusal is about: copies issued
        // after the compute are not made overlapped by reading the helpers that issue them.
        Some(first)
            if !first.fixes.is_empty()
                && matches!(
                    refusal.kind,
                    crate::diagnostics::Kind::AsyncNotOverlapped
                        | crate::diagnostics::Kind::AlreadyPipelined
                ) =>
        {
            first
        }
        Some(mut first) if refusal.kind == crate::diagnostics::Kind::UnsupportedPattern => {
            first.help = "kpipe read the copies (each lands at the wait), but the loop so read is not one it rewrites (see the note); pipeline it by hand: issue the next stage's copies before this stage's compute, or keep one commit group in flight (a third stage and `cp.async.wait_group 1`)".to_string();
            first.note(format!(
                "read as plain stores, the loop is refused: {}",
                refusal.message
            ))
        }
        _ => refusal,
    }
}

impl<'t> Model<'t> {
    /// The model of another instantiation of the same kernel (other `--define`s for its template
    /// parameters): recognised again in the same parsed text.
    pub fn with_defines<R>(
        &self,
        kernel: Option<&str>,
        defines: &[(String, String)],
        f: impl FnOnce(&Model) -> Result<R>,
    ) -> Result<R> {
        let rec =
            recognize::recognise_with(self.source, kernel, defines, self.headers, self.launch)
                .map_err(|e| {
                    let e = missing_includes(moved_output(self.analysed(), e), self.headers);
                    match self.inlined {
                        Some(i) => i.diagnostic(e),
                        None => e,
                    }
                })?;
        f(&Model {
            text: self.text,
            user: self.user,
            source: self.source,
            rec,
            inlined: self.inlined,
            headers: self.headers,
            launch: self.launch,
            user_errors: self.user_errors,
            analysed_errors: self.analysed_errors,
            facts: OnceLock::new(),
        })
    }

    /// The headers the file includes, parsed.
    pub fn headers(&self) -> &'t Headers {
        self.headers
    }

    /// `--launch`'s value, when given.
    pub fn launch_flag(&self) -> Option<&'t str> {
        self.launch
    }

    /// The text kpipe analyses: the user's, or with its load helpers inlined.
    pub fn analysed(&self) -> &'t str {
        &self.source.text
    }

    /// The loop's facts (`analysis::LoopFacts`), computed on the first call.
    pub fn facts(&self) -> Result<&LoopFacts> {
        self.facts
            .get_or_init(|| LoopFacts::of(self.analysed(), &self.rec))
            .as_ref()
            .map_err(|e| e.clone())
    }

    fn inlining(&self) -> Inlining<'t> {
        self.inlined.map(|i| (i, self.text))
    }

    /// The analysed line the K-loop ends on and the lines inlining added inside it (None: nothing
    /// inlined). Inlining only rewrites load statements of the K-loop, so every line after the
    /// loop moved by the same count.
    fn lines_inlined(&self) -> Option<(usize, usize)> {
        let inlined = self.inlined?;
        let added = inlined
            .text
            .lines()
            .count()
            .checked_sub(self.text.lines().count())?;
        let end = diagnostics::line_col(&inlined.text, self.rec.kloop.node.end_byte()).0;
        Some((end, added))
    }

    /// The analysis and the rewrite `request` asks for (its kernel and `--define`s are the model's),
    /// with spans and lines in the user's text.
    pub fn transform(&self, request: &Request) -> Result<Outcome> {
        self.transform_analysed(request)
            .map_err(|e| missing_includes(e, self.headers))
            .map_err(|e| match self.inlined {
                Some(i) => i.diagnostic(e),
                None => e,
            })
    }

    /// The analysis and the rewrite `request` asks for, with their errors in the analysed text.
    fn transform_analysed(&self, request: &Request) -> Result<Outcome> {
        let (text, source, rec, inlining) =
            (self.analysed(), self.source, &self.rec, self.inlining());
        let options = AnalysisOptions {
            arch: request.arch,
            requested: request.variant,
            tuning: request.tuning,
            force_dynamic: request.tuning.dynamic_smem,
        };
        let mut analysis = match self
            .facts()
            .and_then(|facts| analysis::analyse_with(facts, text, rec, &options))
        {
            Ok(a) => a,
            Err(e) if !request.rewrite && e.kind != Kind::UnknownTileSize => {
                // `analyze` still reports when no variant applies; the refusal becomes a note.
                let mut a = analysis::without_decision(self.facts()?, text, rec, &options)?;
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
            let input_warnings = unused_defines(text, rec, request, &mut analysis);
            lines_back(&mut analysis, inlining);
            return Ok(Outcome {
                analysis,
                rewritten: None,
                notes: inlining.map_or_else(Vec::new, |(i, _)| i.notes.clone()),
                input_warnings,
                instances: Vec::new(),
                proof: None,
                parsed_output: None,
            });
        }
        let decision = analysis.decision.as_mut().expect("apply has a decision");
        decision.tuning = request.tuning;
        let decision = decision.clone();
        analysis.lines_inlined = self.lines_inlined();
        let rewritten = match rewrite::rewrite(source, rec, &analysis, &decision) {
            Ok(r) => r,
            Err(e)
                if request.variant == VariantRequest::Auto
                    && decision.variant == analysis::choose::Variant::Ldg =>
            {
                // The register variant could not be built: let auto consider cp.async with the reason.
                return self.transform_with_ldg_blocked(request, e);
            }
            Err(e)
                if request.variant == VariantRequest::Auto
                    && decision.variant == analysis::choose::Variant::CpAsync
                    && matches!(e.kind, Kind::CpAsyncImpossible | Kind::UnsupportedPattern) =>
            {
                // cp.async could not take a copy: register prefetch works for any store.
                return self.transform_with_cp_async_blocked(request, e);
            }
            Err(e) => return Err(e),
        };
        self.finish_rewrite(request, analysis, rewritten)
    }

    /// The checks of a rewrite, and the outcome: the user's file rewritten, the analysis' lines in it.
    fn finish_rewrite(
        &self,
        request: &Request,
        mut analysis: Analysis,
        rewritten: rewrite::Rewritten,
    ) -> Result<Outcome> {
        let (text, source, rec, inlining) =
            (self.analysed(), self.source, &self.rec, self.inlining());
        rewrite::invariant::check(source, rec, &rewritten)?;
        analysis.launch_change = rewritten.launch.clone();
        // Without inlining the output is the rewritten text: one copy, shared with its parse.
        let output: std::sync::Arc<str> = output_text(&rewritten, inlining)?.into();
        let analysed: std::sync::Arc<str> = match inlining {
            None => output.clone(),
            Some(_) => rewritten.text.as_str().into(),
        };
        let mut parsed = check_output_parses(
            source.reparse(analysed)?,
            self.analysed_errors,
            &rec.kernel.name,
        )?;
        let mut notes = rewritten.notes;
        if let Some((inlined, _)) = inlining {
            let output = Source::parse(output.clone())?;
            parsed = check_output_parses(output, self.user_errors, &rec.kernel.name)?;
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
            proof: None,
            parsed_output: Some(std::sync::Arc::new(parsed)),
        })
    }

    /// `auto` when register prefetch cannot be built: cp.async, when every copy can take it, with the
    /// reason; else the register variant's refusal.
    fn transform_with_ldg_blocked(
        &self,
        request: &Request,
        blocker: Box<Diagnostic>,
    ) -> Result<Outcome> {
        if !request.arch.cp_async {
            return Err(blocker);
        }
        let reason = format!(
            "register prefetch is not possible here ({}): cp.async needs no registers",
            blocker.message
        );
        self.fallback(
            request,
            VariantRequest::CpAsync,
            blocker,
            |analysis, reasons| {
                if !analysis.copies.iter().all(|c| c.is_contiguous_16()) {
                    return false;
                }
                *reasons = vec![reason];
                true
            },
        )
    }

    /// `auto` when cp.async was chosen and cannot copy a store: register prefetch, with the reason,
    /// where it can be built; else cp.async's refusal.
    fn transform_with_cp_async_blocked(
        &self,
        request: &Request,
        blocker: Box<Diagnostic>,
    ) -> Result<Outcome> {
        let reason = format!(
            "cp.async cannot be built here ({}): register prefetch, which works for any store",
            blocker.message
        );
        self.fallback(request, VariantRequest::Ldg, blocker, |_, reasons| {
            // The form's reason stays; the request's gives way to why cp.async was left.
            reasons.retain(|r| !r.contains("(--variant ldg)"));
            reasons.insert(0, reason);
            true
        })
    }

    /// The other variant `variant` in place of the one `blocker` refused: analysed and rewritten
    /// with the request's tuning, its reasons set by `reasons` (which may decline it by returning
    /// false); `blocker` when it declines or cannot be built.
    fn fallback(
        &self,
        request: &Request,
        variant: VariantRequest,
        blocker: Box<Diagnostic>,
        reasons: impl FnOnce(&Analysis, &mut Vec<String>) -> bool,
    ) -> Result<Outcome> {
        let (text, source, rec) = (self.analysed(), self.source, &self.rec);
        let options = AnalysisOptions {
            arch: request.arch,
            requested: variant,
            tuning: request.tuning,
            force_dynamic: request.tuning.dynamic_smem,
        };
        let mut analysis = self
            .facts()
            .and_then(|facts| analysis::analyse_with(facts, text, rec, &options))
            .map_err(|_| blocker.clone())?;
        let mut decision = analysis.decision.clone().expect("decision made");
        decision.tuning = request.tuning;
        if !reasons(&analysis, &mut decision.reasons) {
            return Err(blocker);
        }
        analysis.decision = Some(decision.clone());
        analysis.lines_inlined = self.lines_inlined();
        let rewritten = rewrite::rewrite(source, rec, &analysis, &decision).map_err(|_| blocker)?;
        self.finish_rewrite(request, analysis, rewritten)
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

/// A size or a count kpipe cannot evaluate may be a header's that was not found: the refusal says
/// which includes were not, and how to give their folder.
fn missing_includes(e: Box<Diagnostic>, headers: &Headers) -> Box<Diagnostic> {
    match headers.missing_sentence() {
        Some(missing)
            if matches!(e.kind, Kind::UnknownTileSize | Kind::NonConstantLoadCount) =>
        {
            e.note(format!("{missing}: the macros and constants of a header kpipe cannot find are unknown to it; give the folder that holds it with `-I DIR`"))
        }
        _ => e,
    }
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
fn check_output_parses(source: Source, before: usize, kernel: &str) -> Result<Source> {
    let after = source.error_count(source.root());
    let facts = recognize::kernel::FileFacts::collect(&source);
    let kernels = recognize::kernel::find_kernels(&source, &facts, &[], Some(kernel));
    if after > before || !kernels.iter().any(|k| k.name == kernel) {
        return Err(Diagnostic::new(
            Kind::Internal,
            format!("internal check failed: the rewritten file does not parse as well as the original ({before} -> {after} parse errors); nothing was written"),
            "please report this kernel: it is a kpipe bug, not yours; `--variant` may get the other variant meanwhile",
        ));
    }
    for k in kernels {
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
    Ok(source)
}
