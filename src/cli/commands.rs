//! The tool subcommands: `kpipe sass`, `kpipe explain` and `kpipe toolchain install`.

use crate::catalogue;
use crate::cli::args::{ExplainArgs, SassArgs};
use crate::cli::config::resolve_arch;
use crate::cli::error::CliError;
use crate::diagnostics::{self, exit, Diagnostic, Kind};
use crate::toolchain::{nvcc, project_flags, sass, Tool, Toolchain};
use std::path::{Path, PathBuf};

fn fail(d: &Diagnostic) -> i32 {
    eprint!("{}", d.render(None));
    d.kind.exit_code()
}

/// `kpipe explain [CODE]`: one code's entry, every code in a line, or the README's table.
pub fn explain(args: &ExplainArgs) -> i32 {
    if args.markdown {
        print!("{}", catalogue::markdown_table());
        return exit::OK;
    }
    let Some(code) = &args.code else {
        for e in catalogue::ENTRIES {
            println!("{}  {}", e.kind.code(), e.what);
        }
        println!("\n`kpipe explain CODE` says why and what to do.");
        return exit::OK;
    };
    match catalogue::lookup(code) {
        Some(entry) => {
            print!("{}", catalogue::explain(entry));
            exit::OK
        }
        None => fail(&Diagnostic::new(
            Kind::Io,
            format!("`{code}` is not a kpipe code"),
            "`kpipe explain` lists every code",
        )),
    }
}

/// `kpipe sass FILE.cu|FILE.cubin`: the main loop of each kernel, its mix and the overlap verdict.
pub fn sass(args: &SassArgs) -> i32 {
    let reports = match sass_reports(args) {
        Ok(r) => r,
        Err(e) => return fail(&e),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&reports).expect("serialisable")
        );
        return exit::OK;
    }
    for r in &reports {
        print_loop_report(r);
    }
    exit::OK
}

/// The loop report of each function of the file (or the one `--kernel` names), read off the
/// SASS of its cubin; the first failure on the way (no tool, nvcc's errors, no such function).
fn sass_reports(args: &SassArgs) -> diagnostics::Result<Vec<sass::LoopReport>> {
    let arch = resolve_arch(args.arch.as_deref())?;
    let toolchain = Toolchain::discover(args.tools.cuda_home.as_deref());
    let Some(cuobjdump) = toolchain.cuobjdump.clone() else {
        return Err(Diagnostic::new(
            Kind::Io,
            "no cuobjdump found",
            "run `kpipe toolchain install`, or set CUDA_HOME",
        ));
    };
    // The cubin compiled from a .cu file lives here until cuobjdump has read it.
    let dir = tempfile::tempdir().map_err(|e| {
        Diagnostic::new(
            Kind::Io,
            format!("cannot create a temporary folder: {e}"),
            "",
        )
    })?;
    let cubin = if args.file.extension().is_some_and(|e| e == "cubin") {
        args.file.clone()
    } else {
        let flags =
            project_flags::for_file(&args.file, args.build_dir.as_deref(), &args.nvcc_flags)
                .map_err(|e| {
                    Diagnostic::new(
                        Kind::Io,
                        e.to_string(),
                        "give -p the folder of a valid compile_commands.json",
                    )
                })?;
        compile_cubin(&toolchain, &args.file, arch.name, dir.path(), &flags.args)?
    };
    let output = disassemble(&cuobjdump, &cubin)?;
    let functions: Vec<sass::Function> = sass::parse(&output)
        .into_iter()
        .filter(|f| {
            args.kernel
                .as_deref()
                .is_none_or(|k| nvcc::names_kernel(&f.name, k))
        })
        .collect();
    if functions.is_empty() {
        return Err(Diagnostic::new(
            Kind::KernelNotFound,
            format!("no matching function in {}", cubin.display()),
            "check --kernel",
        ));
    }
    Ok(functions.iter().map(sass::analyse).collect())
}

/// The path of `file` compiled by nvcc for `arch` into `dir/kernel.cubin`; an error when there is
/// no nvcc or nvcc rejects the file.
fn compile_cubin(
    toolchain: &Toolchain,
    file: &Path,
    arch: &str,
    dir: &Path,
    flags: &[String],
) -> diagnostics::Result<PathBuf> {
    let Some(nvcc_tool) = toolchain.nvcc.as_ref() else {
        return Err(Diagnostic::new(
            Kind::Io,
            "no nvcc found",
            "run `kpipe toolchain install`, or set CUDA_HOME",
        ));
    };
    let out = dir.join("kernel.cubin");
    if let Err(message) = nvcc::compile(nvcc_tool, file, arch, &out, None, flags) {
        return Err(Diagnostic::new(
            Kind::OriginalDoesNotCompile,
            format!("nvcc rejected {}", file.display()),
            "fix the errors nvcc reports",
        )
        .note(message.to_string()));
    }
    Ok(out)
}

/// The SASS text `cuobjdump -sass` prints for the cubin.
fn disassemble(cuobjdump: &Tool, cubin: &Path) -> diagnostics::Result<String> {
    match std::process::Command::new(&cuobjdump.path)
        .arg("-sass")
        .arg(cubin)
        .output()
    {
        Ok(o) if o.status.success() => Ok(String::from_utf8_lossy(&o.stdout).to_string()),
        Ok(o) => Err(Diagnostic::new(
            Kind::Io,
            format!("cuobjdump failed: {}", String::from_utf8_lossy(&o.stderr)),
            "",
        )),
        Err(e) => Err(Diagnostic::new(
            Kind::Io,
            format!("cannot run cuobjdump: {e}"),
            "",
        )),
    }
}

/// Prints one function's loop report as text: its loop, mix, ratio, load cover, verdict and the
/// loop's SASS.
fn print_loop_report(r: &sass::LoopReport) {
    println!("## {}\n", r.function);
    match (r.loop_start, r.loop_end) {
        (Some(a), Some(b)) => println!("Main loop {a:#06x}..{b:#06x}"),
        _ => println!("No main loop"),
    }
    let mix: Vec<String> = r.mix.iter().map(|(k, n)| format!("{k} {n}")).collect();
    println!("Per iteration: {}", mix.join(", "));
    if let (Some(x), Some(class)) = (r.compute_per_load, &r.ratio_class) {
        println!("Compute per global load: {x:.1}, {class}");
    }
    if let Some(cover) = r.load_cover {
        println!("Load cover: {:.0}% of a compute phase issues after the least-hidden global load, before its data is needed", cover * 100.0);
    }
    println!(
        "Verdict: {} ({})\n",
        if r.overlap { "overlap" } else { "no overlap" },
        r.reason
    );
    for line in &r.excerpt {
        println!("    {line}");
    }
    println!();
}

pub fn toolchain_install() -> i32 {
    match crate::toolchain::install::install() {
        Ok(dir) => {
            println!(
                "installed the CUDA compiler wheels and the headers of {} into {}",
                crate::toolchain::install::LIBRARY_WHEELS.join(", "),
                dir.display()
            );
            print!(
                "{}",
                crate::toolchain::doctor(&Toolchain::discover(None::<&Path>))
            );
            exit::OK
        }
        Err(e) => fail(&e),
    }
}

/// The hidden `gpu-run` command: one launch of a kernel from a cubin, as the directive describes.
pub fn gpu_run(args: &crate::cli::args::GpuRunArgs) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.file)?;
    let spec =
        crate::launch::spec::parse_directive(&args.directive).ok_or(CliError::NoDirective)??;
    let (ctx, info) = crate::gpu::open()?;
    let cubin = std::fs::read(&args.cubin)?;
    let kernel = crate::gpu::run::load(&ctx, &cubin, &args.symbol, args.dynamic_smem)?;
    let params = crate::recognize::kernel::params_of(&text, &args.kernel, &[]);
    let stream = ctx.default_stream();
    let sizes = match &args.sizes {
        Some(list) => crate::prove::sanitize::parse_sizes(list)?,
        None => vec![(args.m, args.n, args.k)],
    };
    for (m, n, k) in sizes {
        let p = spec.problem(m, n, k, info.sms)?;
        let bufs = crate::gpu::run::buffers(&stream, &spec, &p, 7)?;
        let mut c = stream.clone_htod(&bufs.c_init)?;
        crate::gpu::run::launch(&stream, &kernel, &spec, &params, &p, &bufs, &mut c)?;
        // The sanitizers report a launch's errors before this line: it closes each size's part.
        println!("kpipe gpu-run: launched {m}x{n}x{k}");
    }
    Ok(())
}
