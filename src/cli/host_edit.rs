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
    let Some(bytes) = analysis
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
    // The kernel's own file had launches, and kpipe edited them: the host files' launches must
    // change too, or the launch is the caller's after all.
    let in_file = change.edited;
    // The host files that launch the kernel, once each (config.rs drops repeats and the kernel's
    // own file).
    let mut launching = Vec::new();
    for host in &config.given.hosts {
        let Ok(source) = Source::parse(host.text.clone()) else {
            continue;
        };
        let lines: Vec<usize> = launch::sites(&source, &kernel)
            .iter()
            .map(|s| line_col(&host.text, s.call.start_byte()).0)
            .collect();
        if !lines.is_empty() {
            launching.push((host, source, lines));
        }
    }
    if launching.is_empty() {
        return Vec::new();
    }
    let at = launching
        .iter()
        .flat_map(|(host, _, lines)| lines.iter().map(move |l| format!("{}:{l}", name(host))))
        .collect::<Vec<_>>()
        .join(" and ");
    let caller = crate::analysis::dynamic::caller_lines(
        &format!("{kernel}{}", instantiation.as_deref().unwrap_or("")),
        bytes.1,
    );
    let not_edited = |change: &mut LaunchChange, why: String| {
        if in_file {
            // kpipe edited the launches in the kernel's file, not these.
            change.edited = false;
            change.lines = caller.clone();
            change.why_not_edited = Some(format!(
                "it is also launched at {at} (--host): {why}, so change the launch there"
            ));
        } else {
            let before = change.why_not_edited.take().unwrap_or_default();
            change.why_not_edited = Some(format!(
                "{before}; it is launched at {at} (--host): {why}, so change the launch there"
            ));
        }
        Vec::new()
    };
    let mode = mode(config);
    if let Mode::Not(why) = mode {
        return not_edited(change, why.to_string());
    }
    if kernel_text.is_none() {
        return not_edited(change, "no rewrite is written".to_string());
    }
    let kernel_output = match &config.output {
        Output::File(p) => Some(p.clone()),
        _ => None,
    };
    let (original, rewritten_bytes, why) = bytes;
    let mut outputs = Vec::new();
    let mut edited = Vec::new();
    for (host, source, _) in &launching {
        let (edits, host_change) = launch::edits(
            source,
            &kernel,
            instantiation.as_deref(),
            original,
            rewritten_bytes,
            &why,
            &|_| None,
        );
        if !host_change.edited {
            return not_edited(
                change,
                format!(
                    "kpipe cannot edit it there ({}: {})",
                    name(host),
                    host_change.why_not_edited.unwrap_or_default()
                ),
            );
        }
        let edits = match edit::sorted(edits) {
            Ok(e) => e,
            Err(e) => return not_edited(change, e.message.clone()),
        };
        let text = match edit::apply(&host.text, edits.clone()) {
            Ok(t) => t,
            Err(e) => return not_edited(change, e.message.clone()),
        };
        if let Err(e) = invariant::check_host(source, &kernel, &edits, &text) {
            return not_edited(change, e.message.clone());
        }
        let path = PathBuf::from(name(host));
        let target = match mode {
            Mode::InPlace => Some(path.clone()),
            Mode::Beside => Some(default_output(&path)),
            _ => None,
        };
        if let Some(t) = &target {
            let clash = (!files::is_stdin(&config.file) && same_path(t, &config.file))
                || kernel_output.as_ref().is_some_and(|k| same_path(t, k))
                || outputs
                    .iter()
                    .any(|o: &HostOutput| o.target.as_ref().is_some_and(|p| same_path(t, p)));
            if clash && !matches!(mode, Mode::InPlace) {
                return not_edited(
                    change,
                    format!(
                        "its output {} would be the kernel's file or another output",
                        t.display()
                    ),
                );
            }
        }
        edited.push(HostEdited {
            file: name(host),
            output: target.as_ref().map(|t| t.display().to_string()),
            edited_lines: host_change.edited_lines,
        });
        outputs.push(HostOutput {
            name: name(host),
            original: host.text.clone(),
            text,
            target,
        });
    }
    // The kernel's text says where its launch is now, in place of the lines for the caller.
    let settled = vec![format!(
        "// kpipe: this kernel now needs {rewritten_bytes} bytes of dynamic shared memory (was {original}): kpipe edited its launch at {at} (--host) to pass them{}.",
        if rewritten_bytes > DEFAULT_DYNAMIC_LIMIT {
            ", after raising cudaFuncAttributeMaxDynamicSharedMemorySize"
        } else {
            ""
        }
    )];
    let settled = if in_file {
        kernel_text.clone()
    } else {
        kernel_text
            .as_deref()
            .and_then(|t| launch::settle_block(t, change, &settled))
    };
    let Some(text) = settled else {
        return not_edited(
            change,
            "kpipe could not find its own comment for the caller in the rewrite".to_string(),
        );
    };
    *kernel_text = Some(text);
    change.edited = true;
    change.lines.clear();
    change.why_not_edited = None;
    change.hosts = edited;
    outputs
}

fn name(host: &HostFile) -> String {
    host.name
        .clone()
        .unwrap_or_else(|| "the --host file".into())
}
