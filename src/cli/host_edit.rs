//! The launch in a `--host FILE`: when the rewrite needs a launch change (tiles moved to dynamic
//! shared memory, an `extern __shared__` kernel's stages grown) and the kernel's own file has no
//! launch, the `--host` files that launch the kernel are edited in the same run, as the kernel's
//! own file would be (`rewrite::launch::edits`): every launch in every such file editable, or none
//! is edited and the caller is given the lines (exit 9).
//!
//! Where the edited host file goes follows the kernel's output: `--in-place` rewrites it in place;
//! a file output (the default `<stem>.pipelined.cu`, or `-o PATH`) puts `<host stem>.pipelined.<ext>`
//! beside the host; `--dry-run` and `--patch` show it in the diff and write nothing. With `-o -`
//! (the code on stdout) and in a many-file run (two kernels may share one host file) no host file
//! is edited: the launch is named and the exit stays 9. Both files are written together or not at
//! all (`files::write_all_atomically`).

use crate::analysis::dynamic::{HostEdited, LaunchChange, DEFAULT_DYNAMIC_LIMIT};
use crate::analysis::Analysis;
use crate::cli::config::{default_output, Config, Output};
use crate::cli::error::CliError;
use crate::diagnostics::line_col;
use crate::files;
use crate::launch::host::HostFile;
use crate::report::diff;
use crate::rewrite::{edit, invariant, launch};
use crate::source::parse::Source;
use std::path::{Path, PathBuf};

/// One `--host` file with its launches edited.
pub struct HostOutput {
    /// The `--host` path as given.
    pub name: String,
    pub original: String,
    pub text: String,
    /// Where it is written; None when nothing is written (`--dry-run`, `--patch`).
    pub target: Option<PathBuf>,
}

impl HostOutput {
    /// Its part of the run's diff: named as the kernel's part is (`a/..`, `b/..` under `--patch`).
    pub fn diff(&self, patch: bool) -> String {
        if patch {
            let path = diff::patch_path(Path::new(&self.name));
            return diff::unified(
                &self.original,
                &self.text,
                &format!("a/{path}"),
                &format!("b/{path}"),
            );
        }
        let new_name = self
            .target
            .as_ref()
            .map_or(self.name.clone(), |t| t.display().to_string());
        diff::unified(&self.original, &self.text, &self.name, &new_name)
    }
}

/// What becomes of the host files in this run.
enum Mode {
    InPlace,
    Beside,
    /// Edited and shown, not written (`--dry-run`, `--patch`).
    Shown,
    /// Not edited, for this reason.
    Not(&'static str),
}

fn mode(config: &Config) -> Mode {
    if crate::cli::batch::in_many_file_run() {
        return Mode::Not("in a run over several files kpipe does not edit --host files (two kernels may share one)");
    }
    match &config.output {
        Output::Stdout => Mode::Not("with `-o -` kpipe writes only the kernel's code, on stdout"),
        Output::File(p) if !files::is_stdin(&config.file) && files::same_file(p, &config.file) => {
            Mode::InPlace
        }
        Output::File(_) => Mode::Beside,
        Output::Patch | Output::Nothing => Mode::Shown,
    }
}

/// Whether two paths name one file: the same file on disk, or the same absolute path.
fn same_path(a: &Path, b: &Path) -> bool {
    files::same_file(a, b) || std::path::absolute(a).ok() == std::path::absolute(b).ok()
}

/// Edits the launches of the kernel in the `--host` files when the rewrite's launch must change:
/// when the kernel's own file has no launch, this settles the kernel's rewritten text too (its "the
/// launch must change" block becomes a line naming the edited launch); when kpipe edited launches
/// in the kernel's file, a host launch it cannot edit makes the launch the caller's (exit 9). Returns the host files
/// to show and write; none when the launch stays the caller's, with the reason in the change.
pub fn edit_hosts(
    config: &Config,
    analysis: &mut Analysis,
    kernel_text: &mut Option<String>,
) -> Vec<HostOutput> {
    let kernel = analysis.kernel.clone();
    let Some((original, rewritten, why)) = analysis
        .decision
        .as_ref()
        .and_then(|d| crate::rewrite::launch_bytes(analysis, d))
    else {
        return Vec::new();
    };
    let instantiation = analysis.instantiation.clone();
    let Some(change) = analysis.launch_change.as_mut().filter(|c| c.required) else {
        return Vec::new();
    };
    let launching = launching_hosts(config, &kernel);
    if launching.is_empty() {
        return Vec::new();
    }
    let caller = crate::analysis::dynamic::caller_lines(
        &format!("{kernel}{}", instantiation.as_deref().unwrap_or("")),
        rewritten,
    );
    let run = HostEdit {
        config,
        kernel_output: match &config.output {
            Output::File(p) => Some(p.clone()),
            _ => None,
        },
        mode: mode(config),
        kernel,
        instantiation,
        original,
        rewritten,
        why,
        at: launch_places(&launching),
        origin: if config.given.found.is_some() {
            "found in the project"
        } else {
            "--host"
        },
        caller,
        // The kernel's own file had launches, and kpipe edited them: the host files' launches
        // must change too, or the launch is the caller's after all.
        in_file: change.edited,
    };
    match run.edit_all(&launching, kernel_text, change) {
        Ok(outputs) => outputs,
        Err(why) => run.not_edited(change, why.to_string()),
    }
}

/// A `--host` file that launches the kernel: parsed, with the lines of its launches.
struct LaunchingHost<'a> {
    file: &'a HostFile,
    source: Source,
    lines: Vec<usize>,
}

/// The host files that launch the kernel, once each (config.rs drops repeats and the kernel's own
/// file); a host file that does not parse is skipped.
fn launching_hosts<'a>(config: &'a Config, kernel: &str) -> Vec<LaunchingHost<'a>> {
    let mut launching = Vec::new();
    for file in &config.given.hosts {
        let Ok(source) = Source::parse(file.text.clone()) else {
            continue;
        };
        let lines: Vec<usize> = launch::sites(&source, kernel)
            .iter()
            .map(|s| line_col(&file.text, s.call.start_byte()).0)
            .collect();
        if !lines.is_empty() {
            launching.push(LaunchingHost {
                file,
                source,
                lines,
            });
        }
    }
    launching
}

/// Every host launch as `FILE:LINE`, joined by " and ", for the messages.
fn launch_places(launching: &[LaunchingHost]) -> String {
    launching
        .iter()
        .flat_map(|h| h.lines.iter().map(move |l| format!("{}:{l}", name(h.file))))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// What every host file's edit in one run shares: the kernel, the launch's bytes, the run's mode.
struct HostEdit<'a> {
    config: &'a Config,
    /// The kernel's output file, if it is written to one.
    kernel_output: Option<PathBuf>,
    mode: Mode,
    kernel: String,
    instantiation: Option<String>,
    /// The dynamic shared memory the launch passed, and what the rewrite needs.
    original: u64,
    rewritten: u64,
    /// Why the launch must change.
    why: String,
    /// The host launches, `FILE:LINE and ...`.
    at: String,
    /// How the host files came: `--host`, or found in the project.
    origin: &'static str,
    /// The lines for the caller, when the launch becomes the caller's.
    caller: Vec<String>,
    /// Whether kpipe edited launches in the kernel's own file.
    in_file: bool,
}

impl HostEdit<'_> {
    /// Records in the change that the host launches are not edited, and why; returns no host files.
    fn not_edited(&self, change: &mut LaunchChange, why: String) -> Vec<HostOutput> {
        if self.in_file {
            // kpipe edited the launches in the kernel's file, not these.
            change.edited = false;
            change.lines = self.caller.clone();
            change.why_not_edited = Some(format!(
                "it is also launched at {} ({}): {why}, so change the launch there",
                self.at, self.origin
            ));
        } else {
            let before = change.why_not_edited.take().unwrap_or_default();
            change.why_not_edited = Some(format!(
                "{before}; it is launched at {} ({}): {why}, so change the launch there",
                self.at, self.origin
            ));
        }
        Vec::new()
    }

    /// Edits every launching host file, then settles the kernel's text and the change; returns
    /// the host files, or the first reason none can be edited (nothing is settled then).
    fn edit_all(
        &self,
        launching: &[LaunchingHost],
        kernel_text: &mut Option<String>,
        change: &mut LaunchChange,
    ) -> Result<Vec<HostOutput>, CliError> {
        if let Mode::Not(why) = self.mode {
            return Err(CliError::HostNotEdited(why));
        }
        if kernel_text.is_none() {
            return Err(CliError::NoRewrite);
        }
        let mut outputs = Vec::new();
        let mut edited = Vec::new();
        for host in launching {
            let (output, edited_lines) = self.edit_host(host, &outputs)?;
            edited.push(HostEdited {
                file: output.name.clone(),
                output: output.target.as_ref().map(|t| t.display().to_string()),
                edited_lines,
            });
            outputs.push(output);
        }
        let Some(text) = self.settled_kernel_text(kernel_text.as_deref(), change) else {
            return Err(CliError::NoCallerComment);
        };
        *kernel_text = Some(text);
        change.edited = true;
        change.lines.clear();
        change.why_not_edited = None;
        change.hosts = edited;
        Ok(outputs)
    }

    /// One host file with its launches edited and checked, and the lines edited; or why kpipe
    /// cannot edit it. `earlier` are the host files already edited, whose outputs it must not
    /// take.
    fn edit_host(
        &self,
        host: &LaunchingHost,
        earlier: &[HostOutput],
    ) -> Result<(HostOutput, Vec<usize>), CliError> {
        let host_symbols = crate::recognize::kernel::FileFacts::collect(&host.source).symbols;
        let kernel = launch::Launched {
            name: &self.kernel,
            instantiation: self.instantiation.as_deref(),
            symbols: &host_symbols,
        };
        let (edits, host_change) = launch::edits(
            &host.source,
            &kernel,
            self.original,
            self.rewritten,
            &self.why,
            &|_| None::<launch::OtherBytes>,
        );
        if !host_change.edited {
            return Err(CliError::CannotEditHost {
                file: name(host.file),
                why: host_change.why_not_edited.unwrap_or_default(),
            });
        }
        let edits = edit::sorted(edits)?;
        let text = edit::apply(&host.file.text, edits.clone())?;
        invariant::check_host(&host.source, &self.kernel, &edits, &text)?;
        let target = self.target(PathBuf::from(name(host.file)), earlier)?;
        let output = HostOutput {
            name: name(host.file),
            original: host.file.text.to_string(),
            text,
            target,
        };
        Ok((output, host_change.edited_lines))
    }

    /// Where the edited host file at `path` is written under the run's mode (None when it is only
    /// shown); an error when, outside `--in-place`, that is the kernel's file, the kernel's output
    /// or an earlier host file's output.
    fn target(&self, path: PathBuf, earlier: &[HostOutput]) -> Result<Option<PathBuf>, CliError> {
        let target = match self.mode {
            Mode::InPlace => Some(path),
            Mode::Beside => Some(default_output(&path)),
            _ => None,
        };
        if let Some(t) = &target {
            let file = &self.config.file;
            let clash = (!files::is_stdin(file) && same_path(t, file))
                || self.kernel_output.as_ref().is_some_and(|k| same_path(t, k))
                || earlier
                    .iter()
                    .any(|o| o.target.as_ref().is_some_and(|p| same_path(t, p)));
            if clash && !matches!(self.mode, Mode::InPlace) {
                return Err(CliError::OutputClash { target: t.clone() });
            }
        }
        Ok(target)
    }

    /// The kernel's text with its launch settled: as it is when kpipe edited the launches in the
    /// kernel's own file, else with the block for the caller replaced by a line saying where its
    /// launch is now; None when that block is not found.
    fn settled_kernel_text(
        &self,
        kernel_text: Option<&str>,
        change: &LaunchChange,
    ) -> Option<String> {
        if self.in_file {
            return kernel_text.map(str::to_string);
        }
        let settled = vec![format!(
            "// kpipe: this kernel now needs {} bytes of dynamic shared memory (was {}): kpipe edited its launch at {} ({}) to pass them{}.",
            self.rewritten,
            self.original,
            self.at,
            self.origin,
            if self.rewritten > DEFAULT_DYNAMIC_LIMIT {
                ", after raising cudaFuncAttributeMaxDynamicSharedMemorySize"
            } else {
                ""
            }
        )];
        kernel_text.and_then(|t| launch::settle_block(t, change, &settled))
    }
}

fn name(host: &HostFile) -> String {
    host.name
        .clone()
        .unwrap_or_else(|| "the --host file".into())
}
