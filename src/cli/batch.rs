//! Many files at once: `kpipe apply a.cu b.cu dir/` (and `analyze`), entered when more than one path
//! or a folder is given. Every kernel with a K-loop in every file is run through the single-file
//! command, files in parallel (rayon), then one summary table (or one JSON object with a `files`
//! array) and the worst exit code.
//!
//! Each file runs as its own `kpipe apply - --json -o TMP` process on the file's text (in the file's
//! folder, so relative includes resolve): the single-file path is the one that runs, unchanged, and
//! a file that crashes kpipe costs its own row, not the run. A file with several kernels with a
//! K-loop has each of them rewritten in turn (`--kernel NAME`, last kernel first, each on the text the
//! previous one left: kpipe's generated names are local to a kernel), one row per kernel; `--kernel`
//! picks one. The GPU steps of the processes take a file lock, so one file at a time is on the GPU
//! while the static work (parsing, rewriting, nvcc) of the others goes on.

use crate::cli::args::{ApplyArgs, CommonArgs, ToolArgs};
use crate::cli::config::{default_output, Config};
use crate::cli::error::CliError;
use crate::cli::lint::{self, Filter, Finding, OutputFormat};
use crate::cli::pin;
use crate::diagnostics::{exit, Diagnostic, Kind};
use crate::files;
use crate::report::{self, diff};
use rayon::prelude::*;
use serde::Serialize;
use serde_json::Value;
use std::ffi::OsString;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The file whose lock the GPU steps of a many-file run take (set for the child processes).
const GPU_LOCK: &str = "KPIPE_GPU_LOCK";

/// Set for the child processes of a many-file run: they edit no `--host` file (two kernels may be
/// launched from one), so the launch there is named and the exit is 9.
const MANY_FILES: &str = "KPIPE_MANY_FILES";

/// Whether this process is one file of a many-file run.
pub(crate) fn in_many_file_run() -> bool {
    std::env::var_os(MANY_FILES).is_some()
}

/// The run's exit code is the worst of its kernels' codes, in this order (least bad first): done,
/// written but not run on the GPU, written but the launch must change, refused, not understood, the GPU check failed, the rewrite does
/// not compile, an I/O error, an internal error.
const SEVERITY: [i32; 9] = [
    exit::OK,
    exit::NOT_RUN_ON_GPU,
    exit::LAUNCH_MUST_CHANGE,
    exit::REFUSED,
    exit::INPUT,
    exit::GPU_CHECK_FAILED,
    exit::COMPILE_FAILED,
    exit::USAGE,
    exit::INTERNAL,
];

/// The worst of the codes by `SEVERITY` (an unknown code counts as the worst).
pub fn worst(codes: impl IntoIterator<Item = i32>) -> i32 {
    let rank = |c: i32| {
        SEVERITY
            .iter()
            .position(|&s| s == c)
            .unwrap_or(SEVERITY.len())
    };
    codes
        .into_iter()
        .max_by_key(|&c| rank(c))
        .unwrap_or(exit::OK)
}

/// Several paths, or a folder: the many-file mode.
/// Findings filtered or printed as a linter's (`--output-format`, `--select`, `--ignore`): the
/// run goes through this module, whatever the number of files.
pub fn lints(args: &CommonArgs) -> bool {
    args.output_format != OutputFormat::Text
        || !args.select.is_empty()
        || !args.ignore.is_empty()
        || !args.exclude.is_empty()
}

pub fn is_many(args: &CommonArgs) -> bool {
    !args.more.is_empty() || args.file.is_dir()
}

/// One file with several kernels with a K-loop, and neither `--kernel` nor `--launch` picking one:
/// each of them is run in turn as in the many-file mode (one row each, one output), instead of
/// asking the user to run kpipe once per kernel.
pub fn several_kernels(args: &CommonArgs) -> bool {
    if args.kernel.is_some() || args.launch.is_some() || files::is_stdin(&args.file) {
        return false;
    }
    let Ok(text) = files::read_source(&args.file) else {
        return false;
    };
    let defines: Vec<(String, String)> = args
        .defines
        .iter()
        .filter_map(|d| crate::cli::config::parse_define(d).ok())
        .collect();
    crate::recognize::kernels_with_kloops(&text, &defines).len() > 1
}

/// Under a many-file run, the GPU lock, held until the returned file is dropped; outside one, None.
pub(crate) fn gpu_lock() -> Option<std::fs::File> {
    let path = std::env::var_os(GPU_LOCK)?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .ok()?;
    file.lock().ok()?;
    Some(file)
}

/// What becomes of the rewritten files.
#[derive(Clone, PartialEq, Eq)]
enum Write {
    /// `<stem>.pipelined.cu` beside each input.
    Beside,
    InPlace,
    /// `-o PATH`: one file's kernels, each rewritten in turn, into PATH.
    To(PathBuf),
    /// One patch of every file on stdout.
    Patch,
    /// `--dry-run`, and `analyze`.
    Nothing,
}

struct Job {
    exe: PathBuf,
    apply: bool,
    write: Write,
    flags: Vec<OsString>,
    kernel: Option<String>,
    lock: PathBuf,
    config: Config,
    /// How the findings are printed (the table goes to stderr unless it is text).
    output_format: OutputFormat,
}

/// One input file, and whether a folder walk found it (a file without a K-loop found so is skipped,
/// not refused).
struct Input {
    path: PathBuf,
    walked: bool,
}

/// One row of the summary: a file, and its kernel when one was reached.
#[derive(Serialize)]
struct Row {
    file: String,
    kernel: Option<String>,
    /// written, written (not run on GPU), does not pay, refused, failed, no K-loop, analysed, ...
    outcome: String,
    /// The K-code of a refusal or failure.
    code: Option<String>,
    variant: Option<String>,
    /// The chosen variant's speedup over the original, when it was measured on the GPU.
    speedup: Option<f64>,
    exit_code: i32,
    message: Option<String>,
    line: Option<usize>,
    column: Option<usize>,
    help: Option<String>,
    /// Where the file's rewrite was written.
    output: Option<String>,
    /// The single-file run's JSON object for this kernel.
    report: Option<Value>,
}

impl Row {
    fn error(file: &str, kernel: Option<String>, d: &Diagnostic) -> Row {
        Row {
            file: file.to_string(),
            kernel,
            outcome: "failed".into(),
            code: Some(d.kind.code().into()),
            variant: None,
            speedup: None,
            exit_code: d.kind.exit_code(),
            message: Some(d.message.clone()),
            line: None,
            column: None,
            help: Some(d.help.clone()).filter(|h| !h.is_empty()),
            output: None,
            report: None,
        }
    }
}

pub fn apply(args: &ApplyArgs) -> i32 {
    let paths = paths(&args.common);
    let one_file = paths.len() == 1 && !paths[0].is_dir();
    if let Some(o) = args.output.as_ref().filter(|_| !one_file) {
        return usage(
            &args.common,
            format!(
                "-o {} names one output, and {} paths were given",
                o.display(),
                describe(&paths)
            ),
            "leave out -o: each file's rewrite goes to <stem>.pipelined.cu beside it (or use --in-place, or --patch for one patch of every file)",
        );
    }
    let write = if args.patch {
        Write::Patch
    } else if let Some(o) = args.output.as_ref().filter(|_| !args.dry_run) {
        Write::To(o.clone())
    } else if args.dry_run {
        Write::Nothing
    } else if args.in_place {
        Write::InPlace
    } else {
        Write::Beside
    };
    run(&args.common, Some(args), write, false)
}

pub fn analyze(args: &CommonArgs) -> i32 {
    run(args, None, Write::Nothing, false)
}

/// `kpipe check FILES...`: each kernel run as `apply --dry-run --no-compile` would run it (the
/// rewrite made and proven, nothing compiled or written), answered as a linter answers: 0 when
/// nothing is left to do (already pipelined, by hand or by kpipe, or no K-loop), 1 when kpipe would
/// rewrite a kernel, the error's own code (2 or more) when a kernel is refused or not understood.
pub fn check(args: &CommonArgs) -> i32 {
    if args.more.is_empty() && files::is_stdin(&args.file) {
        return usage(
            args,
            "kpipe check reads files, not stdin".into(),
            "give the files' or folders' paths (or run `kpipe apply - --dry-run` on stdin)",
        );
    }
    run(args, None, Write::Nothing, true)
}

/// The exit code of a check: the worst error, else 1 where a rewrite is available, else 0.
fn check_code(rows: &[Row]) -> i32 {
    let errors: Vec<i32> = rows
        .iter()
        .map(|r| r.exit_code)
        .filter(|c| {
            *c >= exit::USAGE && *c != exit::NOT_RUN_ON_GPU && *c != exit::LAUNCH_MUST_CHANGE
        })
        .collect();
    if !errors.is_empty() {
        return worst(errors);
    }
    i32::from(rows.iter().any(|r| r.outcome == REWRITE_AVAILABLE))
}

/// A check's outcome for a kernel kpipe would rewrite.
const REWRITE_AVAILABLE: &str = "rewrite available";

fn paths(common: &CommonArgs) -> Vec<PathBuf> {
    std::iter::once(common.file.clone())
        .chain(common.more.iter().cloned())
        .collect()
}

fn describe(paths: &[PathBuf]) -> String {
    match paths {
        [one] => format!("a folder ({})", one.display()),
        _ => paths.len().to_string(),
    }
}

/// A usage error before anything runs: the one JSON object with --json, the diagnostic on stderr.
fn usage(common: &CommonArgs, message: String, help: &str) -> i32 {
    let d = Diagnostic::new(Kind::Io, message, help);
    if common.json {
        println!("{}", report::json(None, "", Some(&d)));
    }
    eprint!("{}", d.render(None));
    d.kind.exit_code()
}

fn run(common: &CommonArgs, apply: Option<&ApplyArgs>, write: Write, check: bool) -> i32 {
    let paths = paths(common);
    if paths.iter().any(|p| files::is_stdin(p)) {
        return usage(
            common,
            format!(
                "`-` (stdin) is one file, and {} paths were given",
                describe(&paths)
            ),
            "give the files' paths, or run kpipe on stdin alone",
        );
    }
    if let Some(launch) = &common.launch {
        return usage(
            common,
            format!(
                "--launch '{launch}' describes one kernel's launch, and {} paths were given",
                describe(&paths)
            ),
            "run kpipe on that kernel's file alone with --launch, or put a `// kpipe:` directive in each file",
        );
    }
    let config = match Config::from_common(common) {
        Ok(c) => c,
        Err(e) => {
            if common.json {
                println!("{}", report::json(None, "", Some(&e)));
            }
            eprint!("{}", e.render(None));
            return e.kind.exit_code();
        }
    };
    let filter = match Filter::new(&common.select, &common.ignore) {
        Ok(f) => f,
        Err(e) => {
            return usage(
                common,
                e.to_string(),
                "give codes as kpipe prints them, e.g. --ignore K026",
            )
        }
    };
    let inputs = match inputs(&paths) {
        Ok(i) => i,
        Err(e) => return usage(common, e.to_string(), "check the paths"),
    };
    if inputs.is_empty() {
        return usage(
            common,
            format!("no .cu or .cuh file in {}", describe(&paths)),
            "give .cu or .cuh files, or folders that hold some",
        );
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return usage(common, format!("cannot find kpipe's own program: {e}"), ""),
    };
    let Ok(lock_dir) = tempfile::tempdir() else {
        return usage(common, "cannot create a temporary folder".into(), "");
    };
    let mut flags = child_flags(common, apply, config.arch.name);
    if check {
        // First: the flags end with the project's nvcc flags after `--`.
        flags.splice(0..0, ["--no-compile".into(), "--no-gpu".into()]);
    }
    let job = Job {
        exe,
        apply: apply.is_some() || check,
        write,
        flags,
        kernel: common.kernel.clone(),
        lock: lock_dir.path().join("gpu.lock"),
        config,
        output_format: common.output_format,
    };
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(inputs.len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    let done: Vec<(Vec<Row>, Option<String>)> = inputs
        .par_iter()
        .map(|input| {
            let result = process(&job, input);
            bar.inc(1);
            result
        })
        .collect();
    bar.finish_and_clear();
    let mut rows = Vec::new();
    let mut patch = String::new();
    for (r, p) in done {
        rows.extend(r);
        patch.push_str(&p.unwrap_or_default());
    }
    finish(&job, (common, &filter), rows, inputs.len(), check, &patch)
}

/// The run's end: a check's rows relabelled, the findings kept or dropped, the exit code, the
/// table and the records printed.
fn finish(
    job: &Job,
    (common, filter): (&CommonArgs, &Filter),
    mut rows: Vec<Row>,
    files: usize,
    check: bool,
    patch: &str,
) -> i32 {
    if check {
        for r in rows
            .iter_mut()
            .filter(|r| r.outcome.starts_with("rewritten"))
        {
            r.outcome = REWRITE_AVAILABLE.into();
        }
    }
    name_kernels(&mut rows);
    exclude(&mut rows, &common.exclude);
    let findings = findings(
        &mut rows,
        filter,
        common.output_format != OutputFormat::Text,
    );
    let code = if check {
        check_code(&rows)
    } else {
        worst(rows.iter().map(|r| r.exit_code))
    };
    print_summary(job, &rows, files, code, patch);
    match common.output_format {
        OutputFormat::Text => {}
        OutputFormat::Json => println!("{}", lint::json(&findings)),
        OutputFormat::Sarif => println!("{}", lint::sarif(&findings)),
        OutputFormat::Github => print!("{}", lint::github(&findings)),
    }
    code
}

/// The kernel of a row refused before its name was read: the `__global__` function its line is in.
fn name_kernels(rows: &mut [Row]) {
    for r in rows.iter_mut().filter(|r| r.kernel.is_none()) {
        if let Some(line) = r.line {
            let text = std::fs::read_to_string(&r.file).unwrap_or_default();
            r.kernel = lint::kernel_at(&text, line);
        }
    }
}

/// The rows of kernels `--exclude` (or `kpipe.toml`) leaves alone: nothing to do there.
fn exclude(rows: &mut [Row], excluded: &[String]) {
    for r in rows.iter_mut() {
        let name = r
            .kernel
            .as_deref()
            .map(|k| k.split('<').next().unwrap_or(k));
        if name.is_some_and(|n| excluded.iter().any(|e| e == n)) {
            r.outcome = "excluded".into();
            r.code = None;
            r.exit_code = exit::OK;
        }
    }
}

/// Each row's finding (a refusal, a note, a rewrite kpipe would make), unless `--select`,
/// `--ignore` or a comment in the source drops it: a dropped row is "ignored" and exits 0.
fn findings(rows: &mut [Row], filter: &Filter, wanted: bool) -> Vec<Finding> {
    let mut texts: std::collections::HashMap<String, String> = Default::default();
    let mut out = Vec::new();
    for r in rows.iter_mut() {
        let code = match (&r.code, r.outcome.as_str()) {
            (Some(_), "no K-loop") if r.exit_code == exit::OK => continue,
            (Some(c), _) => c.clone(),
            (None, REWRITE_AVAILABLE) => lint::rewrite_available().to_string(),
            _ => continue,
        };
        let text = texts
            .entry(r.file.clone())
            .or_insert_with(|| std::fs::read_to_string(&r.file).unwrap_or_default());
        if filter.drops(&code) || lint::suppressed(text, r.line, r.kernel.as_deref(), &code) {
            r.outcome = format!("ignored {code}");
            r.code = None;
            r.exit_code = exit::OK;
            continue;
        }
        if !wanted {
            continue;
        }
        let message = match code.as_str() {
            c if c == lint::rewrite_available() => format!(
                "kpipe can pipeline the K-loop of `{}`: run `kpipe apply {}` and review the diff",
                r.kernel.as_deref().unwrap_or("?"),
                r.file
            ),
            _ => r.message.clone().unwrap_or_default(),
        };
        out.push(Finding {
            // As a repository's root names it (SARIF and GitHub resolve it from there).
            file: r.file.trim_start_matches("./").to_string(),
            kernel: r.kernel.clone(),
            severity: lint::severity_of(&code),
            code,
            message,
            help: r.help.clone(),
            line: r.line,
            column: r.column,
            fixes: fixes_of(r.report.as_ref()),
        });
    }
    out
}

/// The fixes of a kernel's JSON report: a refusal's, or the one a rewrite made.
fn fixes_of(report: Option<&Value>) -> Vec<Value> {
    let Some(report) = report else {
        return Vec::new();
    };
    match report["error"]["fixes"].as_array() {
        Some(fixes) => fixes.clone(),
        None => report.get("fix").cloned().into_iter().collect(),
    }
}

/// The run's table (or JSON object) on stdout; under `--patch`, the table on stderr and the patch
/// on stdout.
fn print_summary(job: &Job, rows: &[Row], files: usize, code: i32, patch: &str) {
    if job.config.quiet && !job.config.json {
        if job.write == Write::Patch {
            let _ = std::io::stdout().lock().write_all(patch.as_bytes());
        }
        return;
    }
    let summary = if job.config.json {
        serde_json::to_string_pretty(&serde_json::json!({
            "schema_version": report::SCHEMA_VERSION,
            "exit_code": code,
            "files": rows,
        }))
        .expect("the rows serialise")
    } else {
        table(rows, files, code)
    };
    if job.write == Write::Patch || job.output_format != OutputFormat::Text {
        // stdout is the patch's, or the findings' records'.
        eprintln!("{summary}");
        if job.write != Write::Patch {
            return;
        }
        let _ = std::io::stdout().lock().write_all(patch.as_bytes());
    } else {
        let _ = writeln!(std::io::stdout().lock(), "{summary}");
    }
}

/// The files: each path as given, each folder's `*.cu` and `*.cuh` files (recursively, in sorted
/// order, leaving out kpipe's own `*.pipelined.cu` and `*.nvcc-error.cu`); a file named twice is
/// processed once.
fn inputs(paths: &[PathBuf]) -> Result<Vec<Input>, CliError> {
    let mut inputs: Vec<Input> = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found).map_err(|e| CliError::CannotReadFolder {
                path: p.clone(),
                error: Arc::new(e),
            })?;
            inputs.extend(found.into_iter().map(|path| Input { path, walked: true }));
        } else {
            inputs.push(Input {
                path: p.clone(),
                walked: false,
            });
        }
    }
    let mut seen = std::collections::HashSet::new();
    inputs.retain(|i| seen.insert(std::fs::canonicalize(&i.path).unwrap_or(i.path.clone())));
    Ok(inputs)
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries = std::fs::read_dir(dir)?.collect::<std::io::Result<Vec<_>>>()?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let path = e.path();
        // Symbolic links to folders are not followed (no cycles); links to files are read.
        if e.file_type()?.is_dir() {
            walk(&path, found)?;
            continue;
        }
        let name = e.file_name().to_string_lossy().to_string();
        if is_kernel_source(&name) && path.is_file() {
            found.push(path);
        }
    }
    Ok(())
}

/// A CUDA source or header a folder run reads (`gemm.cu`, `kernels.cuh`: projects keep template
/// kernels in headers), not one kpipe wrote (`gemm.pipelined.cu`, `gemm.nvcc-error.cuh`).
fn is_kernel_source(name: &str) -> bool {
    let Some(stem) = name
        .strip_suffix(".cu")
        .or_else(|| name.strip_suffix(".cuh"))
    else {
        return false;
    };
    !stem.ends_with(".pipelined") && !stem.ends_with(".nvcc-error")
}

/// The flags every kernel's process gets: the user's, less the paths and where the output goes,
/// with the architecture resolved once. Every field is named, so a new flag cannot be left out.
fn child_flags(common: &CommonArgs, apply: Option<&ApplyArgs>, arch: &str) -> Vec<OsString> {
    let CommonArgs {
        file: _,
        more: _,
        kernel: _,
        variant,
        arch: _,
        defines,
        includes,
        // Refused with several files before anything runs (`run`): one launch is one kernel's.
        launch: _,
        hosts,
        dynamic_smem,
        json: _,
        // The processes speak JSON, which carries everything.
        verbose: _,
        color: _,
        build_dir,
        nvcc_flags,
        // The findings are filtered and printed by this process, from the processes' JSON.
        output_format: _,
        select: _,
        ignore: _,
        exclude: _,
        // Read by this process already.
        no_config: _,
        // The processes speak JSON; this one prints.
        quiet: _,
    } = common;
    let name = |v: &dyn Fn() -> Option<clap::builder::PossibleValue>| {
        v().map(|p| p.get_name().to_string()).unwrap_or_default()
    };
    let mut f: Vec<OsString> = vec![
        "--json".into(),
        "--color".into(),
        "never".into(),
        "--no-config".into(),
    ];
    f.extend(["--arch".into(), arch.into()]);
    let variant_name = name(&|| clap::ValueEnum::to_possible_value(variant));
    f.extend(["--variant".into(), variant_name.into()]);
    for d in defines {
        f.extend(["--define".into(), d.into()]);
    }
    if *dynamic_smem {
        f.push("--dynamic-smem".into());
    }
    for dir in includes {
        // The processes run in each file's folder: the include folders are made absolute.
        f.push("--include".into());
        f.push(std::path::absolute(dir).unwrap_or(dir.clone()).into());
    }
    for host in hosts {
        // The processes run in each file's folder.
        f.push("--host".into());
        f.push(std::path::absolute(host).unwrap_or(host.clone()).into());
    }
    if let Some(dir) = build_dir {
        f.push("--build-dir".into());
        f.push(std::path::absolute(dir).unwrap_or(dir.clone()).into());
    }
    // The project's nvcc flags go last, after `--`.
    let with_nvcc_flags = |mut f: Vec<OsString>| {
        if !nvcc_flags.is_empty() {
            f.push("--".into());
            let flags = crate::toolchain::project_flags::with_absolute_paths(nvcc_flags);
            f.extend(flags.into_iter().map(OsString::from));
        }
        f
    };
    if let Some(args) = apply {
        add_apply_flags(args, &mut f);
    }
    with_nvcc_flags(f)
}

/// The flags of `apply` every kernel's process gets, added to `f`.
fn add_apply_flags(args: &ApplyArgs, f: &mut Vec<OsString>) {
    let name = |v: &dyn Fn() -> Option<clap::builder::PossibleValue>| {
        v().map(|p| p.get_name().to_string()).unwrap_or_default()
    };
    let ApplyArgs {
        common: _,
        tools: ToolArgs { cuda_home },
        output: _,
        in_place: _,
        dry_run: _,
        patch: _,
        no_compile,
        no_gpu,
        bench,
        bench_size,
        require_gpu,
        sanitize,
        unroll,
        cp_async_wait,
        ldg_issue,
        stages,
        fix,
    } = args;
    if let Some(home) = cuda_home {
        // The processes run in each file's folder.
        f.push("--cuda-home".into());
        f.push(std::path::absolute(home).unwrap_or(home.clone()).into());
    }
    for (on, flag) in [
        (*no_compile, "--no-compile"),
        (*no_gpu, "--no-gpu"),
        (*bench, "--bench"),
        (*require_gpu, "--require-gpu"),
        (*fix, "--fix"),
        (*sanitize, "--sanitize"),
    ] {
        if on {
            f.push(flag.into());
        }
    }
    if let Some([m, n, k]) = bench_size {
        f.extend(["--bench-size".into(), format!("{m}x{n}x{k}").into()]);
    }
    if let Some(u) = unroll {
        f.extend(["--unroll".into(), u.to_string().into()]);
    }
    if let Some(n) = stages {
        f.extend(["--stages".into(), n.to_string().into()]);
    }
    if let Some(w) = cp_async_wait {
        let wait = name(&|| clap::ValueEnum::to_possible_value(w));
        f.extend(["--cp-async-wait".into(), wait.into()]);
    }
    if let Some(i) = ldg_issue {
        let issue = name(&|| clap::ValueEnum::to_possible_value(i));
        f.extend(["--ldg-issue".into(), issue.into()]);
    }
}

/// One file through the single-file command, kernel after kernel, then its rewrite written (or,
/// under --patch, its patch returned). Without `--kernel`, every kernel with a K-loop is rewritten in
/// turn, each on the text the previous one left; one row per kernel.
fn process(job: &Job, input: &Input) -> (Vec<Row>, Option<String>) {
    let name = input.path.display().to_string();
    let original = match files::read_source(&input.path) {
        Ok(t) => t,
        Err(d) => return (vec![Row::error(&name, None, &d)], None),
    };
    let kernels: Vec<Option<String>> = match &job.kernel {
        Some(k) => vec![Some(k.clone())],
        None => {
            let names = crate::recognize::kernels_with_kloops(&original, &job.config.defines);
            if names.len() > 1 {
                // Last kernel first: a rewrite changes lines below its own start only (its include
                // goes right above it), so each kernel's report keeps the file's line numbers.
                names.into_iter().rev().map(Some).collect()
            } else {
                // One kernel or none: the single-file command finds it, or says why not.
                vec![None]
            }
        }
    };
    let mut rows = Vec::new();
    // Which rows' kernels were rewritten (their rows name the output).
    let mut rewrote = Vec::new();
    let mut text: Option<String> = None;
    for kernel in kernels {
        let current = text.as_deref().unwrap_or(&original);
        match child(job, &input.path, current, kernel.as_deref()) {
            Ok((json, rewritten)) => {
                rows.push(row(job, input, &name, kernel, json));
                rewrote.push(rewritten.is_some());
                if rewritten.is_some() {
                    text = rewritten;
                }
            }
            Err(message) => {
                let d = Diagnostic::new(
                    Kind::Internal,
                    format!("internal error: the kpipe process for this file gave no report: {message}"),
                    "this is a kpipe bug, not yours: please report it with the input file and the command line",
                );
                rows.push(Row::error(&name, kernel, &d));
                rewrote.push(false);
            }
        }
    }
    // The table lists the kernels in file order.
    if job.kernel.is_none() && rows.len() > 1 {
        rows.reverse();
        rewrote.reverse();
    }
    let Some(text) = text.filter(|_| job.apply) else {
        return (rows, None);
    };
    let target = match job.write {
        Write::Beside => default_output(&input.path),
        Write::InPlace => input.path.clone(),
        Write::To(ref path) => path.clone(),
        Write::Patch => {
            let path = diff::patch_path(&input.path);
            let patch = diff::unified(&original, &text, &format!("a/{path}"), &format!("b/{path}"));
            return (rows, Some(patch));
        }
        Write::Nothing => return (rows, None),
    };
    let written = rows.iter_mut().zip(&rewrote).filter(|(_, r)| **r);
    match files::write_atomically(&target, &text) {
        Ok(()) => {
            for (row, _) in written {
                row.output = Some(target.display().to_string());
            }
        }
        Err(e) => {
            for (row, _) in written {
                row.outcome = "failed".into();
                row.code = Some(e.kind.code().into());
                row.exit_code = e.kind.exit_code();
                row.message = Some(e.message.clone());
                row.help = Some(e.help.clone()).filter(|h| !h.is_empty());
            }
        }
    }
    (rows, None)
}

/// Runs the single-file command on `text` (read from stdin in the folder of `file`, so relative
/// includes resolve) for one kernel; its JSON object, and the rewritten text when there is one.
/// The child reads the pin file beside `file`, and records into it when this run writes its
/// outputs.
fn child(
    job: &Job,
    file: &Path,
    text: &str,
    kernel: Option<&str>,
) -> Result<(Value, Option<String>), CliError> {
    let dir = file
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = tempfile::tempdir()?;
    let out = tmp.path().join("rewritten.cu");
    let mut command = std::process::Command::new(&job.exe);
    command
        .arg(if job.apply { "apply" } else { "analyze" })
        .arg("-");
    if job.apply {
        command.arg("-o").arg(&out);
    }
    if let Some(k) = kernel {
        command.arg("--kernel").arg(k);
    }
    // Last: the flags end with the project's nvcc flags after `--`, which take every argument left.
    command.args(&job.flags);
    let mut process = command
        .current_dir(dir)
        .env(GPU_LOCK, &job.lock)
        .env(MANY_FILES, "1")
        .env(
            crate::cli::runners::SOURCE_FILE,
            std::path::absolute(file).unwrap_or(file.to_path_buf()),
        )
        .env(pin::FILE_ENV, pin::path_of(file))
        .env(
            pin::RECORD_ENV,
            if matches!(job.write, Write::Beside | Write::InPlace | Write::To(_)) {
                "1"
            } else {
                "0"
            },
        )
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| CliError::CannotStart {
            exe: job.exe.clone(),
            error: Arc::new(e),
        })?;
    if let Some(mut stdin) = process.stdin.take() {
        // A process that stops before reading its input says why on stdout.
        let _ = stdin.write_all(text.as_bytes());
    }
    let output = process.wait_with_output()?;
    let json: Value = serde_json::from_slice(&output.stdout).map_err(|_| {
        let stderr = String::from_utf8_lossy(&output.stderr);
        CliError::NoReport {
            status: output.status,
            last_line: stderr.lines().last().unwrap_or("no message").to_string(),
        }
    })?;
    let rewritten = json
        .get("output")
        .and_then(Value::as_str)
        .and_then(|_| std::fs::read_to_string(&out).ok());
    Ok((json, rewritten))
}

/// The row of one kernel's JSON report.
fn row(job: &Job, input: &Input, name: &str, kernel: Option<String>, mut json: Value) -> Row {
    json["file"] = name.into();
    let exit_code = json["exit_code"]
        .as_i64()
        .map_or(exit::INTERNAL, |c| c as i32);
    let analysis = &json["analysis"];
    let kernel = analysis["kernel"]
        .as_str()
        .map(|k| format!("{k}{}", analysis["instantiation"].as_str().unwrap_or("")))
        .or(kernel);
    let decision = &analysis["decision"];
    let variant = decision["variant"].as_str().map(|v| {
        let mut label = v.to_string();
        if let Some(n) = decision["tuning"]["stages"].as_u64().filter(|&n| n > 2) {
            label.push_str(&format!(", {n} stages"));
        }
        if v == "cp-async" && decision["tuning"]["cp_async_wait"] == "after-compute" {
            label.push_str(", wait after compute");
        }
        if v == "ldg" && decision["tuning"]["ldg_issue"] == "bottom" {
            label.push_str(", loads at the bottom");
        }
        if let Some(u) = decision["tuning"]["unroll"].as_u64().filter(|&u| u > 1) {
            label.push_str(&format!(", unroll {u}"));
        }
        label
    });
    let rows = json["gpu"]["bench"]["rows"].as_array();
    let speedup = rows.and_then(|rows| {
        rows.iter()
            .find(|r| r["variant"].as_str() == variant.as_deref())
            .or(rows.last().filter(|_| rows.len() == 2))
            .and_then(|r| r["speedup"].as_f64())
    });
    let error = &json["error"];
    let mut row = Row {
        file: name.to_string(),
        kernel,
        outcome: String::new(),
        code: error["code"].as_str().map(str::to_string),
        variant: None,
        speedup: None,
        exit_code,
        message: error["message"].as_str().map(str::to_string),
        // A refusal's location; a rewrite's finding points at its K-loop.
        line: positive(&error["line"]).or_else(|| positive(&analysis["loop_line"])),
        column: positive(&error["column"]),
        help: error["help"]
            .as_str()
            .filter(|h| !h.is_empty())
            .map(str::to_string),
        output: None,
        report: None,
    };
    let not_written = json["not_written"].as_str().unwrap_or("");
    row.outcome = if !error.is_null() {
        if row.code.as_deref() == Some(Kind::NoKLoop.code()) && input.walked {
            // A file of the folder without a tiled K-loop: nothing to do there.
            row.exit_code = exit::OK;
            "no K-loop".into()
        } else if row.code.as_deref() == Some(Kind::AlreadyPipelined.code()) {
            "already pipelined".into()
        } else if matches!(exit_code, exit::INPUT | exit::REFUSED) {
            "refused".into()
        } else {
            "failed".into()
        }
    } else if !job.apply {
        row.variant = variant;
        "analysed".into()
    } else if json["output"].is_string() {
        row.variant = variant;
        row.speedup = speedup;
        let written = match job.write {
            Write::Beside | Write::InPlace | Write::To(_) => "written",
            Write::Patch => "rewritten (in the patch)",
            Write::Nothing => "rewritten (--dry-run)",
        };
        if exit_code == exit::NOT_RUN_ON_GPU {
            format!("{written}, not run on the GPU")
        } else if exit_code == exit::LAUNCH_MUST_CHANGE {
            format!("{written}, the launch must change")
        } else {
            written.to_string()
        }
    } else if not_written.starts_with("pipelining does not pay") {
        row.speedup = speedup;
        "does not pay".into()
    } else {
        format!("not written ({not_written})")
    };
    row.report = Some(json);
    row
}

/// A line or column of the JSON, where it is one (1 or more).
fn positive(v: &Value) -> Option<usize> {
    v.as_u64().filter(|&n| n > 0).map(|n| n as usize)
}

/// The summary: one row per kernel, the totals and the exit code, then each refusal with its
/// location and help.
fn table(rows: &[Row], files: usize, code: i32) -> String {
    use std::fmt::Write as _;
    let mut s =
        String::from("| file | kernel | outcome | variant | speedup |\n|---|---|---|---|---|\n");
    for r in rows {
        let outcome = match &r.code {
            Some(c) if r.outcome != "no K-loop" => format!("{} {c}", r.outcome),
            _ => r.outcome.clone(),
        };
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} |",
            r.file,
            r.kernel.as_deref().unwrap_or("-"),
            outcome,
            r.variant.as_deref().unwrap_or(""),
            r.speedup.map_or(String::new(), |x| format!("x{x:.2}"))
        );
    }
    let mut counts: Vec<(String, usize)> = Vec::new();
    for r in rows {
        let key = r.outcome.split([',', ' ']).next().unwrap_or("").to_string();
        let whole = [
            "no K-loop",
            "does not pay",
            "already pipelined",
            REWRITE_AVAILABLE,
        ];
        let key = if whole.contains(&r.outcome.as_str()) {
            r.outcome.clone()
        } else {
            key
        };
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => counts.push((key, 1)),
        }
    }
    let counts: Vec<String> = counts.iter().map(|(k, n)| format!("{n} {k}")).collect();
    let _ = writeln!(
        s,
        "\n{} in {files} file{}: {}. Exit code {code}.",
        plural(rows.len(), "result"),
        if files == 1 { "" } else { "s" },
        counts.join(", ")
    );
    let written: Vec<&str> = rows.iter().filter_map(|r| r.output.as_deref()).collect();
    let mut written_once: Vec<&str> = Vec::new();
    for w in written {
        if !written_once.contains(&w) {
            written_once.push(w);
        }
    }
    if !written_once.is_empty() {
        let _ = writeln!(s, "\nWritten: {}", written_once.join(", "));
    }
    let errors: Vec<&Row> = rows
        .iter()
        .filter(|r| r.message.is_some() && r.outcome != "no K-loop")
        .collect();
    if !errors.is_empty() {
        s.push('\n');
    }
    for r in errors {
        let at = match (r.line, r.column) {
            (Some(l), Some(c)) => format!("{}:{l}:{c}", r.file),
            _ => r.file.clone(),
        };
        let kernel = r
            .kernel
            .as_deref()
            .map_or(String::new(), |k| format!(" ({k})"));
        let _ = writeln!(
            s,
            "- {at}{kernel}: {}[{}]: {}",
            if r.code.as_deref() == Some(Kind::AlreadyPipelined.code()) {
                "note"
            } else {
                "error"
            },
            r.code.as_deref().unwrap_or("?"),
            r.message.as_deref().unwrap_or("")
        );
        if let Some(h) = &r.help {
            let _ = writeln!(s, "  help: {h}");
        }
    }
    s
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folder_runs_read_sources_and_headers_but_not_kpipes_own_files() {
        for name in ["gemm.cu", "kernels.cuh", "a.b.cu"] {
            assert!(is_kernel_source(name), "{name}");
        }
        for name in [
            "gemm.pipelined.cu",
            "gemm.pipelined.cuh",
            "gemm.nvcc-error.cu",
            "gemm.h",
            "gemm.cpp",
            "cu",
        ] {
            assert!(!is_kernel_source(name), "{name}");
        }
    }

    #[test]
    fn the_worst_code_follows_the_documented_order() {
        assert_eq!(worst([]), exit::OK);
        assert_eq!(worst([0, 8, 0]), 8);
        assert_eq!(worst([8, 9, 0]), 9, "9 is worse than 8");
        assert_eq!(worst([9, 4]), 4, "and better than a refusal");
        assert_eq!(worst([8, 4, 3]), 3);
        assert_eq!(worst([6, 3, 5]), 5);
        assert_eq!(worst([7, 2, 5]), 7);
        assert_eq!(worst([0, 99]), 99, "an unknown code is the worst");
    }
}
