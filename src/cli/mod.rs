//! The command layer: flags (`args`), their meaning (`config`), `apply` and `analyze` on one file
//! (`apply`, one candidate's proofs in `attempt`, `auto` measured on the GPU in `measure`) or many
//! (`batch`), host-file edits, the other subcommands (`commands`); the only layer that prints, and
//! the exit codes.

pub mod apply;
pub mod args;
pub mod attempt;
pub mod batch;
pub mod commands;
pub mod config;
pub mod error;
mod fixed;
pub mod host_edit;
pub mod lint;
pub mod measure;
pub mod pin;
mod runners;
pub mod settings;
mod static_choice;

use crate::diagnostics::{exit, Diagnostic, Kind};
use crate::{files, guard, report, toolchain};
use args::{Cli, Command};
use config::Config;
use std::io::{IsTerminal as _, Write as _};

/// The command line: runs, prints, writes; returns the exit code. The command runs on a thread with
/// a large stack, and a panic anywhere in it is an internal error (K050, exit 7): nothing was written,
/// since every file is written whole or not at all, after the last step that could panic.
pub fn run(cli: Cli) -> i32 {
    crate::trace::begin();
    let (file, json) = match &cli.command {
        Command::Apply(args) => (Some(args.common.file.clone()), args.common.json),
        Command::Analyze(args) | Command::Check(args) => (Some(args.file.clone()), args.json),
        Command::Sass(args) => (Some(args.file.clone()), args.json),
        _ => (None, false),
    };
    match guard::catch_panics(move || run_command(cli)) {
        Ok(code) => code,
        // The reader of stdout went away (`kpipe sass x.cu | head`): what kpipe had to do is done,
        // and there is no one left to tell.
        Err(panic)
            if panic
                .message
                .starts_with("failed printing to stdout: Broken pipe") =>
        {
            exit::OK
        }
        Err(panic) => {
            let mut d = Diagnostic::new(
                Kind::Internal,
                format!("internal error: kpipe panicked ({panic}); nothing was written"),
                "this is a kpipe bug, not yours: please report it with the input file and the command line",
            );
            if let Some(file) = &file {
                d.file = file.clone();
            }
            if json {
                let file = file.map_or(String::new(), |f| files::display_name(&f));
                let _ = writeln!(std::io::stdout(), "{}", report::json(None, &file, Some(&d)));
            }
            eprint!("{}", d.render(None));
            exit::INTERNAL
        }
    }
}

/// Joins the project's `kpipe.toml` into the arguments (unless `--no-config`), saying where it
/// was found; a file kpipe cannot read is a usage error (its exit code).
fn read_settings(common: &mut args::CommonArgs) -> Result<(), i32> {
    if common.no_config || files::is_stdin(&common.file) {
        return Ok(());
    }
    let Some(file) = settings::find(&common.file) else {
        return Ok(());
    };
    if let Err(e) = settings::merge(common, &file) {
        eprint!("{}", e.render(None));
        return Err(e.kind.exit_code());
    }
    if !common.quiet {
        eprintln!("note: settings from {}", files::display_name(&file));
    }
    Ok(())
}

fn run_command(mut cli: Cli) -> i32 {
    let common = match &mut cli.command {
        Command::Apply(args) => Some(&mut args.common),
        Command::Analyze(args) | Command::Check(args) => Some(args),
        _ => None,
    };
    if let Some(common) = common {
        if let Err(code) = read_settings(common) {
            return code;
        }
    }
    let (config, rewrite) = match &cli.command {
        // Several paths, or a folder: every kernel of every file, and a summary table.
        // One file with several kernels with a K-loop: each of them, the same way.
        Command::Apply(args)
            if batch::is_many(&args.common)
                || batch::several_kernels(&args.common)
                || batch::lints(&args.common) =>
        {
            return batch::apply(args)
        }
        Command::Analyze(args)
            if batch::is_many(args) || batch::several_kernels(args) || batch::lints(args) =>
        {
            return batch::analyze(args)
        }
        Command::Check(args) => return batch::check(args),
        Command::Apply(args) => (Config::from_apply(args), true),
        Command::Analyze(args) => (Config::from_common(args), false),
        Command::Sass(args) => return commands::sass(args),
        Command::Explain(args) => return commands::explain(args),
        Command::Doctor(args) => {
            print!(
                "{}",
                toolchain::doctor(&toolchain::Toolchain::discover(args.cuda_home.as_deref()))
            );
            return exit::OK;
        }
        Command::GpuRun(args) => {
            return match commands::gpu_run(args) {
                Ok(()) => exit::OK,
                Err(e) => {
                    eprintln!("kpipe gpu-run: {e}");
                    exit::GPU_CHECK_FAILED
                }
            }
        }
        Command::Toolchain {
            action: args::ToolchainAction::Install,
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
    if rewrite && !config.quiet && !config.json && std::io::stderr().is_terminal() {
        crate::trace::show_progress();
    }
    let code = apply::run(&config, rewrite);
    crate::trace::end_progress();
    code
}
