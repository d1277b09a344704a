//! Times the static path (parse, recognise, analyse, rewrite) on every kernel in `kernels/`:
//! `cargo run --release --example static_path_timing`. Prints the median of 50 runs per kernel.

use kpipe::analysis::arch;
use kpipe::analysis::choose::VariantRequest;
use kpipe::{transform, Request};
use std::time::Instant;

fn main() {
    let mut files: Vec<_> = std::fs::read_dir("kernels")
        .expect("run from the repository root")
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "cu") && !p.to_string_lossy().contains(".pipelined.")
        })
        .collect();
    files.sort();
    println!("| kernel | median (ms) | max (ms) | result |");
    println!("|---|---|---|---|");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let request = Request {
            kernel: None,
            variant: VariantRequest::Auto,
            arch: arch::by_name(arch::DEFAULT_ARCH).unwrap(),
            defines: &[],
            rewrite: true,
            tuning: Default::default(),
        };
        let mut times = Vec::new();
        let mut result = String::new();
        for _ in 0..50 {
            let start = Instant::now();
            let outcome = transform(&text, &request);
            times.push(start.elapsed().as_secs_f64() * 1e3);
            result = match outcome {
                Ok(o) => format!(
                    "rewritten ({})",
                    o.analysis.decision.map(|d| d.variant.name()).unwrap_or("?")
                ),
                Err(e) => format!("refused ({})", e.kind.code()),
            };
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "| {} | {:.2} | {:.2} | {} |",
            file.file_name().unwrap().to_string_lossy(),
            times[times.len() / 2],
            times[times.len() - 1],
            result
        );
    }
}
