//! kpipe: software-pipelines the tiled K-loop of hand-written CUDA kernels, and proves the result.
//!
//! The stages run one way, each handing a plain value to the next:
//! parse → recognise → analyse (+ choose) → rewrite → emit (file, diff, report).
//! `transform` runs them on a text; `run` dispatches the command line (`apply.rs` runs `apply` and
//! `analyze` on a file, `files.rs` reads and writes files, `commands.rs` the other subcommands).

pub mod analysis;
mod apply;
pub mod cli;
mod commands;
pub mod config;
pub mod consts;
pub mod diagnostics;
pub mod diff;
pub mod files;
pub mod gpu;
pub mod parse;
pub mod queries;
pub mod recognize;
pub mod report;
pub mod rewrite;
pub mod toolchain;
pub mod verify;

use analysis::choose::VariantRequest;
use analysis::{Analysis, AnalysisOptions};
use cli::{Cli, Command};
use config::Config;
use diagnostics::{exit, Diagnostic, Kind, Result};
use parse::Source;

/// What kpipe makes of one file.
pub struct Outcome {
    pub analysis: Analysis,
    /// The rewritten file (None for `analyze`).
    pub rewritten: Option<String>,
    pub notes: Vec<String>,
    /// Warnings about the command line (an unused `--define`): also in the analysis' warnings, and
    /// printed on stderr once by the command.
    pub input_warnings: Vec<String>,
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
/// against the same text for line and column.
pub fn transform(text: &str, request: &Request) -> Result<Outcome> {
    let source = Source::parse(text.to_string())?;
    let rec = recognize::recognise(&source, request.kernel, request.defines)?;
    let options = AnalysisOptions {
        arch: request.arch,
        requested: request.variant,
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
        return Ok(Outcome {
            analysis,
            rewritten: None,
            notes: Vec::new(),
            input_warnings,
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
            return transform_with_ldg_blocked(text, request, e);
        }
        Err(e) => return Err(e),
    };
    rewrite::invariant::check(&source, &rec, &rewritten)?;
    check_output_parses(text, &rewritten.text, &rec.kernel.name)?;
    let input_warnings = unused_defines(text, &rec, request, &mut analysis);
    Ok(Outcome {
        analysis,
        rewritten: Some(rewritten.text),
        notes: rewritten.notes,
        input_warnings,
    })
}

fn transform_with_ldg_blocked(
    text: &str,
    request: &Request,
    blocker: Box<Diagnostic>,
) -> Result<Outcome> {
    let source = Source::parse(text.to_string())?;
    let rec = recognize::recognise(&source, request.kernel, request.defines)?;
    if !request.arch.cp_async {
        return Err(blocker);
    }
    let options = AnalysisOptions {
        arch: request.arch,
        requested: VariantRequest::CpAsync,
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
    rewrite::invariant::check(&source, &rec, &rewritten)?;
    check_output_parses(text, &rewritten.text, &rec.kernel.name)?;
    let input_warnings = unused_defines(text, &rec, request, &mut analysis);
    Ok(Outcome {
        analysis,
        rewritten: Some(rewritten.text),
        notes: rewritten.notes,
        input_warnings,
    })
}

/// The `--define`s nothing used, once the analysis and the rewrite evaluated what they need: added to
/// the report's warnings and returned for stderr.
fn unused_defines(
    text: &str,
    rec: &recognize::Recognised,
    request: &Request,
    analysis: &mut Analysis,
) -> Vec<String> {
    let warnings = recognize::inputs::unused_defines(text, &rec.kernel, request.defines, true);
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

/// The command line: runs, prints, writes; returns the exit code.
pub fn run(cli: Cli) -> i32 {
    let (config, rewrite) = match &cli.command {
        Command::Apply(args) => (Config::from_apply(args), true),
        Command::Analyze(args) => (Config::from_common(args), false),
        Command::Sass(args) => return commands::sass(args),
        Command::Doctor(args) => {
            print!(
                "{}",
                toolchain::doctor(&toolchain::Toolchain::discover(args.cuda_home.as_deref()))
            );
            return exit::OK;
        }
        Command::GpuRun(args) => {
            return match gpu::sanitize::gpu_run(args) {
                Ok(()) => exit::OK,
                Err(e) => {
                    eprintln!("kpipe gpu-run: {e}");
                    exit::GPU_CHECK_FAILED
                }
            }
        }
        Command::Toolchain {
            action: cli::ToolchainAction::Install,
        } => return commands::toolchain_install(),
    };
    let config = match config {
        Ok(c) => c,
        Err(e) => {
            let (file, json) = match &cli.command {
                Command::Apply(args) => (&args.common.file, args.common.json),
                Command::Analyze(args) => (&args.file, args.json),
                _ => unreachable!("only apply and analyze get here"),
            };
            if json {
                println!(
                    "{}",
                    report::json(None, &file.display().to_string(), Some(&e))
                );
            }
            eprint!("{}", e.render(None));
            return e.kind.exit_code();
        }
    };
    apply::run(&config, rewrite)
}
