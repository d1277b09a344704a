//! A kernel file that holds a program's host code too (tens of MB, often generated): kpipe's
//! memory grows with the kernels, not with the file. Its own test binary, so that the peak memory
//! of the process is this run's alone.

use clap::Parser;
use std::path::Path;

/// The host code around the kernel: 50 MB of functions that name no kernel.
const HOST_CODE_BYTES: usize = 50_000_000;

/// The process's peak resident memory, in bytes (Linux).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

fn host_function(i: usize) -> String {
    format!(
        "static int host_step_{i}(int x, const char *name) {{\n  int y = x * {};\n  for (int j = 0; j < 10; ++j) {{ y += j ^ (y >> 3); }}\n  if (name && name[0] == 'a') printf(\"%s %d\\n\", name, y);\n  return y;\n}}\n\n",
        i % 97
    )
}

#[test]
fn fifty_mb_of_host_code_is_rewritten_in_under_a_gigabyte_and_kept_byte_for_byte() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let kernel = std::fs::read_to_string(root.join("kernels/sgemm_tile_in_loop.cu")).unwrap();
    let mut before = String::from("#include <cstdio>\n");
    let mut i = 0;
    while before.len() < HOST_CODE_BYTES / 2 {
        before.push_str(&host_function(i));
        i += 1;
    }
    let mut after = String::new();
    while after.len() < HOST_CODE_BYTES / 2 {
        after.push_str(&host_function(i));
        i += 1;
    }
    // The launch is kept for the GPU steps, and the helper its grid calls.
    after.push_str("static int tiles(int n) { return n / 16; }\nvoid run(int M, int N, int K, const float *A, const float *B, float *C) {\n  sgemm_tile_in_loop<<<dim3(tiles(N), tiles(M)), dim3(16, 16)>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}\nint main() { return host_step_1(3, \"a\"); }\n");
    let text = format!("{before}{kernel}{after}");
    let dir = tempfile::tempdir().unwrap();
    let (input, output) = (dir.path().join("program.cu"), dir.path().join("out.cu"));
    std::fs::write(&input, &text).unwrap();
    // cp.async adds its helpers above the host code: the host code left out stays out.
    for variant in ["ldg", "cp-async"] {
        let args = ["kpipe", "apply", "--no-compile", "--variant", variant, "-o"];
        let cli = kpipe::cli::args::Cli::parse_from(
            args.iter()
                .map(|a| a.to_string())
                .chain([output.display().to_string(), input.display().to_string()]),
        );
        assert_eq!(kpipe::run(cli), 0, "{variant}");
        let written = std::fs::read_to_string(&output).unwrap();
        let kernel_end = written.len() - after.len();
        assert!(
            written.ends_with(&after),
            "{variant}: the host code after the kernel changed"
        );
        let (head, _) = before.split_at(before.len() - 1000);
        assert!(
            written[..kernel_end].contains(&head[100..]),
            "{variant}: the host code before the kernel changed"
        );
        assert!(written[..kernel_end].contains("kp_stage"), "{variant}");
    }
    if let Some(peak) = peak_memory() {
        eprintln!("peak memory {} MiB", peak >> 20);
        assert!(peak < 1 << 30, "peak memory {} MiB", peak >> 20);
    } else {
        eprintln!("skipped the memory check: no /proc/self/status on this system");
    }
}
