//! Settings resolved from the flags: the architecture, the constants, where the output goes.

use crate::analysis::arch::{self, Arch};
use crate::analysis::choose::{CpAsyncWait, LdgIssue, Tuning, VariantRequest};
use crate::cli::args::{ApplyArgs, ColorChoice, CommonArgs};
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::files;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

#[derive(Clone)]
pub struct Config {
    pub file: PathBuf,
    pub kernel: Option<String>,
    pub variant: VariantRequest,
    pub arch: &'static Arch,
    pub defines: Vec<(String, String)>,
    /// The folders `#include "x"` is looked up in after the file's own (`-I DIR`, in order).
    pub include_dirs: Vec<PathBuf>,
    pub json: bool,
    /// `-q`: no report on stdout (the patch or the code of `-o -` still goes there).
    pub quiet: bool,
    /// The full report (`--verbose`), not only its first screen.
    pub verbose: bool,
    /// Colour the diff on stdout.
    pub color: bool,
    /// Colour the diagnostics on stderr (rustc-style).
    pub color_errors: bool,
    pub output: Output,
    pub cuda_home: Option<PathBuf>,
    /// Run the nvcc compile and SASS checks (apply without --no-compile).
    pub compile: bool,
    /// Run the GPU numerics when a GPU is there.
    pub gpu: bool,
    pub bench: bool,
    /// The benchmark's M, N, K before rounding to the kernel's multiples.
    pub bench_size: [u64; 3],
    pub require_gpu: bool,
    /// `--fix`: make every proven fix, timed or not.
    pub fix: bool,
    pub sanitize: bool,
    /// `--unroll`: None lets auto with a GPU measure 1 and 2; otherwise 1.
    pub unroll: Option<u32>,
    /// `--cp-async-wait`: None lets auto with a GPU measure both; otherwise at the top.
    pub cp_async_wait: Option<CpAsyncWait>,
    /// `--ldg-issue`: None lets auto choose (measured with a GPU, from the SASS without); otherwise
    /// at the top.
    pub ldg_issue: Option<LdgIssue>,
    /// `--stages N`: None is two stages; N > 2 is cp.async's ring of N buffers.
    pub stages: Option<u32>,
    /// `--dynamic-smem`.
    pub dynamic_smem: bool,
    /// `--launch` and the `--host` files.
    pub given: crate::launch::resolve::Given,
    /// The project's nvcc flags: `compile_commands.json` and the flags after `--`.
    pub nvcc_flags: crate::toolchain::project_flags::ProjectFlags,
    /// Where the architecture came from, when it is the project's flags (for the report's notes).
    pub arch_note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    /// `analyze`, or `apply --dry-run`.
    Nothing,
    Stdout,
    /// `--patch`: the change as a patch on stdout, for `git apply`.
    Patch,
    File(PathBuf),
}

impl Config {
    /// The input as kpipe read it is still what is on disk: another run, or an editor, that wrote it
    /// since would lose its change to this run's output (or this run's to its).
    pub fn input_unchanged(&self, original: &str) -> Result<()> {
        if files::is_stdin(&self.file) {
            return Ok(());
        }
        match files::read_source(&self.file) {
            Ok(now) if now == original => Ok(()),
            _ => Err(Diagnostic::new(
                Kind::Io,
                format!(
                    "{} changed since kpipe read it (another run or an editor wrote it): nothing was written",
                    self.file.display()
                ),
                "run kpipe again on the file as it is now",
            )),
        }
    }

    /// The tuning of one rewrite: what the flags fix, else unroll 1 and the wait at the top.
    pub fn tuning(&self) -> Tuning {
        Tuning {
            unroll: self.unroll.unwrap_or(1),
            cp_async_wait: self.cp_async_wait.unwrap_or(CpAsyncWait::Top),
            ldg_issue: self.ldg_issue.unwrap_or(LdgIssue::Top),
            stages: self.stages.unwrap_or(2),
            dynamic_smem: self.dynamic_smem,
        }
    }

    pub fn from_common(args: &CommonArgs) -> Result<Config> {
        let mut defines: Vec<(String, String)> = Vec::new();
        for d in &args.defines {
            let (name, value) = parse_define(d)?;
            if let Some((_, earlier)) = defines.iter().find(|(n, _)| *n == name) {
                if *earlier != value {
                    return Err(Diagnostic::new(
                        Kind::Io,
                        format!("--define {name} is given twice: {earlier} and {value}"),
                        format!("give --define {name} once"),
                    ));
                }
                continue;
            }
            defines.push((name, value));
        }
        let colour_on = |terminal: bool| match args.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => terminal && std::env::var_os("NO_COLOR").is_none(),
        };
        let given = given_launch(args)?;
        let nvcc_flags = nvcc_flags(args, &given)?;
        // Without --arch: the GPU that is there, else the newest architecture the project's own
        // flags build for, else sm_86.
        let gpu_arch = match &args.arch {
            None => crate::gpu::open()
                .ok()
                .map(|(_, g)| g.arch())
                .filter(|a| arch::by_name(a).is_some()),
            Some(_) => None,
        };
        let project_arch = project_arch(&nvcc_flags.dropped);
        let arch = resolve_arch(
            args.arch
                .as_deref()
                .or(gpu_arch.as_deref())
                .or(project_arch.as_ref().map(|(a, _)| a.as_str())),
        )?;
        let arch_note = match (&args.arch, &gpu_arch, project_arch) {
            (None, None, Some((a, flag))) => Some(format!(
                "architecture {a} from the project's flags (`{flag}`)"
            )),
            _ => None,
        };
        let color = colour_on(std::io::stdout().is_terminal());
        let color_errors = colour_on(std::io::stderr().is_terminal());
        let mut given = given;
        given.headers = header_definitions(&args.file, &given, &nvcc_flags.include_dirs());
        Ok(Config {
            file: args.file.clone(),
            kernel: args.kernel.clone(),
            variant: args.variant,
            arch,
            defines,
            include_dirs: nvcc_flags.include_dirs(),
            json: args.json,
            quiet: args.quiet,
            verbose: args.verbose,
            color,
            color_errors,
            output: Output::Nothing,
            cuda_home: None,
            compile: false,
            gpu: false,
            bench: false,
            bench_size: [4096; 3],
            require_gpu: false,
            fix: false,
            sanitize: false,
            unroll: None,
            cp_async_wait: None,
            ldg_issue: None,
            stages: None,
            dynamic_smem: args.dynamic_smem,
            given,
            nvcc_flags,
            arch_note,
        })
    }

    pub fn from_apply(args: &ApplyArgs) -> Result<Config> {
        let mut config = Config::from_common(&args.common)?;
        config.cuda_home = args.tools.cuda_home.clone();
        config.compile = !args.no_compile;
        config.gpu = !args.no_gpu && !args.no_compile;
        config.bench = args.bench || args.bench_size.is_some();
        config.bench_size = args.bench_size.unwrap_or([4096; 3]);
        config.require_gpu = args.require_gpu;
        config.fix = args.fix;
        config.sanitize = args.sanitize;
        config.unroll = args.unroll;
        config.cp_async_wait = args.cp_async_wait;
        config.ldg_issue = args.ldg_issue;
        config.stages = args.stages;
        let output = resolve_output(args)?;
        config.output = if args.patch {
            Output::Patch
        } else if args.dry_run {
            Output::Nothing
        } else {
            output
        };
        Ok(config)
    }
}

/// `--launch`, checked as a directive is, and the `--host` files, read.
fn given_launch(args: &CommonArgs) -> Result<crate::launch::resolve::Given> {
    let launch = match &args.launch {
        None => None,
        Some(text) => Some(crate::launch::spec::parse_flag(text).map_err(|e| {
            Diagnostic::new(
                Kind::Io,
                format!("--launch is not a valid launch at {e}"),
                "give the `// kpipe:` directive's fields, e.g. --launch 'a=f32:row b=f32:row c=f32 args=M,N,K,A,B,C grid=N/64,M/64 block=256 multiple=64,64,8' (see the launch section of docs/USAGE.md)",
            )
        })?),
    };
    let mut hosts = Vec::new();
    for (i, path) in args.hosts.iter().enumerate() {
        // A host file that is the kernel's own file, or one given twice, is read once.
        let seen = std::iter::once(&args.file)
            .chain(&args.hosts[..i])
            .any(|p| files::same_file(p, path));
        if seen {
            continue;
        }
        let text = std::fs::read_to_string(path).map_err(|e| {
            Diagnostic::new(
                Kind::Io,
                format!("cannot read --host {}: {e}", path.display()),
                "give a readable file with the host code that launches the kernel",
            )
        })?;
        hosts.push(crate::launch::host::HostFile::new(
            Some(path.display().to_string()),
            text,
        ));
    }
    let mut given = crate::launch::resolve::Given::new(launch, hosts);
    if args.hosts.is_empty() && args.launch.is_none() {
        given.found = found_runners(&args.file, &mut given.hosts);
    }
    Ok(given)
}

/// The headers the kernel's file and the host files include (through the project's include
/// folders), each once, for the definitions a launch uses (`div_ceil` in `common/util.h`).
fn header_definitions(
    file: &Path,
    given: &crate::launch::resolve::Given,
    include_dirs: &[PathBuf],
) -> Vec<crate::launch::host::HostFile> {
    let file = named_source_file(file);
    let mut sources: Vec<(PathBuf, String)> = Vec::new();
    if let Ok(text) = std::fs::read_to_string(&file) {
        sources.push((file.clone(), text));
    }
    for host in &given.hosts {
        if let Some(name) = &host.name {
            sources.push((PathBuf::from(name), host.text.to_string()));
        }
    }
    let mut out: Vec<crate::launch::host::HostFile> = Vec::new();
    for (path, text) in sources {
        let includes =
            crate::source::includes::read_includes(&path, &text, include_dirs, &mut |p| {
                files::read_header(p)
            });
        for header in includes.headers {
            let name = header.path.display().to_string();
            if !out.iter().any(|h| h.name.as_deref() == Some(name.as_str())) {
                out.push(crate::launch::host::HostFile::header(name, header.text));
            }
        }
    }
    out
}

/// The project's nvcc flags for the kernel's file: `-I` and the flags after `--`, the build
/// files' or compile_commands.json's, and for a header the standard headers its includer includes
/// before it.
fn nvcc_flags(
    args: &CommonArgs,
    given: &crate::launch::resolve::Given,
) -> Result<crate::toolchain::project_flags::ProjectFlags> {
    // `-I DIR` is `-- -I DIR`: read for the headers and passed to nvcc.
    let command_line: Vec<String> = args
        .includes
        .iter()
        .flat_map(|d| ["-I".to_string(), d.display().to_string()])
        .chain(args.nvcc_flags.iter().cloned())
        .collect();
    let mut nvcc_flags = crate::toolchain::project_flags::for_file(
        &named_source_file(&args.file),
        args.build_dir.as_deref(),
        &command_line,
    )
    .map_err(|e| {
        Diagnostic::new(
            Kind::Io,
            e.to_string(),
            "give -p the folder of a valid compile_commands.json, or the flags after `--`",
        )
    })?;
    if let Some((includer, headers)) = includer_context(&args.file, given) {
        nvcc_flags.add_includer_context(&headers, &includer);
    }
    Ok(nvcc_flags)
}

/// For a kernel kept in a header (`.cuh`, `.h`, ..): the first host file that includes it, and the
/// standard headers that file includes before it, which the header may lean on.
fn includer_context(
    file: &Path,
    given: &crate::launch::resolve::Given,
) -> Option<(String, Vec<String>)> {
    let file = named_source_file(file);
    let is_header = file
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| matches!(e, "cuh" | "h" | "hpp" | "hxx" | "inl"));
    let own = file.file_name()?.to_str()?;
    if !is_header {
        return None;
    }
    given.hosts.iter().find_map(|host| {
        let headers = crate::toolchain::project_flags::includer_context(own, &host.text);
        let name = host.name.clone()?;
        (!headers.is_empty()).then_some((name, headers))
    })
}

/// The path of the kernel's file: a many-file run's child reads its file from stdin and is told
/// the file's path, where the project's build files and runners are looked for.
fn named_source_file(file: &Path) -> PathBuf {
    let named = files::is_stdin(file)
        .then(|| std::env::var_os(crate::cli::runners::SOURCE_FILE).map(PathBuf::from))
        .flatten();
    named.unwrap_or_else(|| file.to_path_buf())
}

/// Without `--host` or `--launch`: the project's files that include the kernel's file and launch
/// its kernels, read as `--host` files; the sentence the report gives about them.
fn found_runners(file: &Path, hosts: &mut Vec<crate::launch::host::HostFile>) -> Option<String> {
    let file = &named_source_file(file);
    let text = std::fs::read_to_string(file).ok()?;
    let source = crate::source::parse::Source::parse(text).ok()?;
    let kernels = crate::recognize::kernel::kernel_names(&source);
    let launchers = crate::pipeline::launcher_instances::launcher_templates(&source, &kernels);
    let (runners, root) = crate::cli::runners::find(file, &kernels, &launchers);
    if runners.is_empty() {
        return None;
    }
    let shown = |p: &Path| {
        let cwd = std::env::current_dir().unwrap_or_default();
        match p.strip_prefix(&cwd) {
            Ok(rel) if rel.as_os_str().is_empty() => ".".to_string(),
            Ok(rel) => rel.display().to_string(),
            Err(_) => p.display().to_string(),
        }
    };
    let mut names = Vec::new();
    for path in &runners {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        names.push(format!("`{}`", shown(path)));
        hosts.push(crate::launch::host::HostFile::new(Some(shown(path)), text));
    }
    Some(format!(
        "host code read from {} (found in the project under `{}`: it includes this file and launches its kernel; `--host` names others)",
        names.join(", "),
        shown(&root),
    ))
}

/// Where `apply` writes, checked before anything runs (also under --dry-run, which reports what the
/// real run would do): `-` as FILE writes to stdout unless `-o PATH`; the input itself only with
/// --in-place, however `-o` spells it.
fn resolve_output(args: &ApplyArgs) -> Result<Output> {
    let input = &args.common.file;
    let usage = |message: String, help: &str| Diagnostic::new(Kind::Io, message, help);
    if args.patch && files::is_stdin(input) {
        return Err(usage(
            "--patch names the input's own path, and the input comes from stdin (`-`)".into(),
            "give the file's path, or leave out --patch (the rewrite then goes to stdout)",
        ));
    }
    if args.in_place {
        if files::is_stdin(input) {
            return Err(usage(
                "--in-place needs a file, and the input comes from stdin (`-`)".into(),
                "drop --in-place: the rewrite then goes to stdout, or to -o PATH",
            ));
        }
        // `--in-place -o FILE` agrees when FILE is the input; any other output contradicts it.
        if let Some(o) = &args.output {
            if files::is_stdin(o) || !files::same_file(o, input) {
                return Err(usage(
                    format!(
                        "--in-place rewrites {}, but -o names another output ({})",
                        input.display(),
                        o.display()
                    ),
                    "pass --in-place or -o, not both",
                ));
            }
        }
        return Ok(Output::File(input.clone()));
    }
    let output = match &args.output {
        Some(p) if files::is_stdin(p) => return Ok(Output::Stdout),
        Some(p) => p.clone(),
        // No path to derive `<stem>.pipelined.cu` from.
        None if files::is_stdin(input) => return Ok(Output::Stdout),
        None => default_output(input),
    };
    if !files::is_stdin(input) && files::same_file(&output, input) {
        return Err(usage(
            format!(
                "the output {} is the input file {} itself",
                output.display(),
                input.display()
            ),
            "pass --in-place to rewrite the input, or name another output with -o",
        ));
    }
    Ok(Output::File(output))
}

impl Config {
    /// How reports and diagnostics name the input: its path as typed, or `<stdin>`.
    pub fn name(&self) -> String {
        files::display_name(&self.file)
    }
}

/// The largest `--define` value: an `int`, as the constants of a kernel are.
const MAX_DEFINE: u64 = i32::MAX as u64;

/// `--define NAME=VALUE`: NAME a C identifier, VALUE a positive integer (decimal, or hex `0x..`; a
/// `u`/`U` suffix allowed), kept as its decimal text, or, for a template's `bool` or type
/// parameter, `true`/`false` or a type kpipe knows the size of (`float`, `__half`, `int8_t`).
/// Anything else is a usage error: kpipe would otherwise evaluate a size or a thread count from
/// text nvcc never sees.
pub fn parse_define(d: &str) -> Result<(String, String)> {
    let usage = "write --define NAME=VALUE with a positive integer VALUE (e.g. --define BM=128), true or false for a `bool` template parameter, or a type for a `typename` one (e.g. --define T=__half)";
    let Some((name, value)) = d.split_once('=') else {
        return Err(Diagnostic::new(
            Kind::Io,
            format!("--define `{d}` has no value"),
            usage,
        ));
    };
    let (name, value) = (name.trim(), value.trim());
    let valid_name = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid_name || value.is_empty() {
        return Err(Diagnostic::new(
            Kind::Io,
            format!("--define `{d}` needs a name and a value"),
            usage,
        ));
    }
    if matches!(value, "true" | "false") || crate::source::consts::type_size(value).is_some() {
        return Ok((name.to_string(), value.to_string()));
    }
    let digits = value.strip_suffix(['u', 'U']).unwrap_or(value);
    let parsed = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) if !hex.is_empty() && hex.chars().all(|c| c.is_ascii_hexdigit()) => {
            Some(u64::from_str_radix(hex, 16).unwrap_or(u64::MAX))
        }
        None if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) => {
            Some(digits.parse::<u64>().unwrap_or(u64::MAX))
        }
        _ => None,
    };
    match parsed {
        Some(0) => Err(Diagnostic::new(
            Kind::Io,
            format!("--define {name}={value}: the value must be positive"),
            usage,
        )),
        Some(v) if v > MAX_DEFINE => Err(Diagnostic::new(
            Kind::Io,
            format!("--define {name}={value}: the value is larger than an `int` ({MAX_DEFINE})"),
            usage,
        )),
        Some(v) => Ok((name.to_string(), v.to_string())),
        None => Err(Diagnostic::new(
            Kind::Io,
            format!("--define {name}={value}: the value is not a positive integer, `true`, `false` or a type kpipe knows"),
            format!("{usage}; kpipe evaluates sizes and thread counts, not expressions"),
        )),
    }
}

/// `sm_86` (also `sm86`, `compute_86`) to its table entry; the default when none is given.
/// The newest architecture kpipe knows among those the project's flags build for (`-arch=sm_80`,
/// `-gencode arch=compute_86,code=sm_86`, `--gpu-architecture sm_90`), with the flag it came from.
pub fn project_arch(dropped: &[String]) -> Option<(String, String)> {
    let mut best: Option<(u32, String, String)> = None;
    for flag in dropped.iter().filter(|f| {
        [
            "-arch",
            "--gpu-architecture",
            "-gencode",
            "--generate-code",
            "-code",
            "--gpu-code",
        ]
        .iter()
        .any(|p| f.starts_with(p))
    }) {
        for part in flag.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            let digits = part
                .strip_prefix("sm_")
                .or_else(|| part.strip_prefix("compute_"))
                .map(|d| d.trim_end_matches(|c: char| c.is_ascii_alphabetic()));
            let Some(n) = digits.and_then(|d| d.parse::<u32>().ok()) else {
                continue;
            };
            let name = format!("sm_{n}");
            if arch::by_name(&name).is_some() && best.as_ref().is_none_or(|(b, _, _)| n > *b) {
                best = Some((n, name, flag.clone()));
            }
        }
    }
    best.map(|(_, name, flag)| (name, flag))
}

pub fn resolve_arch(name: Option<&str>) -> Result<&'static Arch> {
    let arch_name = name.unwrap_or(arch::DEFAULT_ARCH);
    let normalized = arch_name
        .replace("compute_", "sm_")
        .replace("sm", "sm_")
        .replace("sm__", "sm_");
    arch::by_name(&normalized).ok_or_else(|| {
        Diagnostic::new(
            Kind::Io,
            format!("unknown architecture `{arch_name}`"),
            format!("use one of: {}", arch::names().join(", ")),
        )
    })
}

/// `gemm.cu` → `gemm.pipelined.cu`, beside the input.
pub fn default_output(input: &Path) -> PathBuf {
    let stem = input
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let ext = input
        .extension()
        .map(|e| e.to_string_lossy().to_string())
        .unwrap_or_else(|| "cu".into());
    input.with_file_name(format!("{stem}.pipelined.{ext}"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_newest_architecture_kpipe_knows_among_the_projects_flags() {
        let dropped = |f: &[&str]| f.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            super::project_arch(&dropped(&[
                "-gencode arch=compute_80,code=sm_80",
                "-arch=sm_86",
                "-arch=sm_120",
                "-o a.o"
            ])),
            Some(("sm_86".to_string(), "-arch=sm_86".to_string()))
        );
        assert_eq!(
            super::project_arch(&dropped(&["-arch=compute_70", "-O3"])),
            None
        );
    }

    use super::*;

    #[test]
    fn define_values_are_positive_integers_truth_values_or_types() {
        let ok = |d: &str| parse_define(d).map(|(n, v)| format!("{n}={v}")).ok();
        assert_eq!(ok("BM=128").as_deref(), Some("BM=128"));
        assert_eq!(ok("GUARD=false").as_deref(), Some("GUARD=false"));
        assert_eq!(ok("T=float").as_deref(), Some("T=float"));
        assert_eq!(ok("T=__nv_bfloat16").as_deref(), Some("T=__nv_bfloat16"));
        assert_eq!(ok(" BM = 0x80u ").as_deref(), Some("BM=128"));
        assert_eq!(ok("_T2=256U").as_deref(), Some("_T2=256"));
        for bad in [
            "BM",
            "BM=",
            "=4",
            "2BM=4",
            "BM=0",
            "BM=-4",
            "BM=1.5",
            "BM=64*2",
            "BM=flaot",
            "BM=True",
            "BM=0x",
            "BM=99999999999999999999999",
            "BM=2147483648",
        ] {
            assert!(parse_define(bad).is_err(), "{bad}");
        }
        assert!(parse_define("BM=2147483647").is_ok());
    }
}
