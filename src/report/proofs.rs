//! The report's proof sections: compile and SASS (resources, the overlap verdict, the rewritten
//! loop's listing), and the GPU (numerics per size, sanitizer, benchmark).

use crate::launch::spec::LaunchFrom;
use crate::prove::bench::{timed, BoundBy, Ceiling};
use std::fmt::Write as _;

/// Resources, occupancy and the SASS verdict of both builds, and the rewritten loop's listing.
pub(super) fn checks_section(s: &mut String, checks: &crate::prove::compile::Checks) {
    use crate::prove::compile::Checks;
    let _ = writeln!(s, "\n## Compile and SASS\n");
    let v = match checks {
        Checks::Skipped { reason } => {
            let _ = writeln!(s, "{reason}");
            return;
        }
        Checks::Done(v) => v,
    };
    let _ = writeln!(s, "Compiled for {} with nvcc ({}).\n", v.arch, v.nvcc);
    if let Some(flags) = &v.flags {
        let _ = writeln!(s, "The project's {flags}.\n");
    }
    if let Some(device_only) = &v.original.device_only {
        let mut sentence = device_only.clone();
        sentence[..1].make_ascii_uppercase();
        let _ = writeln!(s, "{sentence}.\n");
    }
    if !v.instantiated.is_empty() {
        let _ = writeln!(
            s,
            "Instantiated in the compiled copies only (the file names none): {}.\n",
            quoted(&v.instantiated)
        );
    }
    let _ = writeln!(s, "| | original | rewritten |");
    let _ = writeln!(s, "|---|---|---|");
    let res = |b: &crate::prove::compile::Build,
               f: &dyn Fn(&crate::toolchain::nvcc::Resources) -> String| {
        b.resources.as_ref().map_or("?".to_string(), f)
    };
    type Cell<'a> = &'a dyn Fn(&crate::toolchain::nvcc::Resources) -> String;
    let rows: [(&str, Cell); 4] = [
        ("registers", &|r| r.registers.to_string()),
        ("shared memory", &|r| format!("{} B", r.smem_bytes)),
        ("stack frame", &|r| format!("{} B", r.stack_bytes)),
        ("spill stores / loads", &|r| {
            format!("{} / {} B", r.spill_stores, r.spill_loads)
        }),
    ];
    for (name, f) in rows {
        let _ = writeln!(
            s,
            "| {name} | {} | {} |",
            res(&v.original, f),
            res(&v.rewritten, f)
        );
    }
    occupancy_row(s, v);
    sass_rows(s, v);
    sass_listing(s, v);
}

/// Blocks/SM with the registers ptxas gave each build.
fn occupancy_row(s: &mut String, v: &crate::prove::compile::Verification) {
    let occ = |b: &crate::prove::compile::Build| {
        b.occupancy.as_ref().map_or("?".to_string(), |o| {
            format!("{} ({})", o.blocks_per_sm, o.limit)
        })
    };
    let _ = writeln!(
        s,
        "| blocks/SM with these registers | {} | {} |",
        occ(&v.original),
        occ(&v.rewritten)
    );
}

/// The SASS verdict of each build's main loop: overlap, the instruction mix, compute per global
/// load, and the load cover.
fn sass_rows(s: &mut String, v: &crate::prove::compile::Verification) {
    let verdict = |b: &crate::prove::compile::Build| {
        b.sass.as_ref().map_or("?".to_string(), |r| {
            if r.overlap {
                "**overlap**".to_string()
            } else {
                "no overlap".to_string()
            }
        })
    };
    let _ = writeln!(
        s,
        "| SASS main loop | {} | {} |",
        verdict(&v.original),
        verdict(&v.rewritten)
    );
    let mix = |b: &crate::prove::compile::Build| {
        b.sass.as_ref().map_or("?".to_string(), |r| {
            r.mix
                .iter()
                .map(|(k, n)| format!("{k} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    let _ = writeln!(
        s,
        "| instructions per iteration | {} | {} |",
        mix(&v.original),
        mix(&v.rewritten)
    );
    let ratio = |b: &crate::prove::compile::Build| {
        b.sass
            .as_ref()
            .and_then(|r| {
                r.compute_per_load
                    .map(|x| (x, r.ratio_class.clone().unwrap_or_default()))
            })
            .map_or("?".to_string(), |(x, class)| format!("{x:.1}, {class}"))
    };
    let _ = writeln!(
        s,
        "| compute per global load | {} | {} |",
        ratio(&v.original),
        ratio(&v.rewritten)
    );
    let cover = |b: &crate::prove::compile::Build| {
        b.sass
            .as_ref()
            .and_then(|r| r.load_cover)
            .map_or("-".to_string(), |c| format!("{:.0}%", c * 100.0))
    };
    let _ = writeln!(
        s,
        "| load cover (compute after the least-hidden load, per phase) | {} | {} |",
        cover(&v.original),
        cover(&v.rewritten)
    );
}

/// Why each verdict, the rewritten loop's listing (at most 60 lines), and the compile warnings.
fn sass_listing(s: &mut String, v: &crate::prove::compile::Verification) {
    for (name, b) in [("original", &v.original), ("rewritten", &v.rewritten)] {
        if let Some(r) = &b.sass {
            let _ = writeln!(s, "\nSASS, {name}: {}.", r.reason);
        }
    }
    if let Some(r) = &v.rewritten.sass {
        if !r.excerpt.is_empty() {
            let _ = writeln!(
                s,
                "\nRewritten main loop (runs of one opcode collapsed):\n\n```"
            );
            for line in r.excerpt.iter().take(60) {
                let _ = writeln!(s, "{line}");
            }
            if r.excerpt.len() > 60 {
                let _ = writeln!(s, "... ({} more lines)", r.excerpt.len() - 60);
            }
            let _ = writeln!(s, "```");
        }
    }
    for w in &v.warnings {
        let _ = writeln!(s, "\n- warning: {w}");
    }
}

/// The GPU numerics per size, the sanitizer, and the benchmark.
pub(super) fn gpu_section(s: &mut String, gpu: &crate::prove::gpu::GpuChecks) {
    use crate::prove::gpu::GpuChecks;
    let _ = writeln!(s, "\n## GPU\n");
    let r = match gpu {
        GpuChecks::Skipped { reason } => {
            let _ = writeln!(s, "{reason}");
            return;
        }
        GpuChecks::NotRun { reason } => {
            let _ = writeln!(s, "**not run** (a GPU is here): {reason}");
            return;
        }
        GpuChecks::Failed { reason } => {
            let _ = writeln!(s, "**failed**: {reason}");
            return;
        }
        GpuChecks::Done(r) => r,
    };
    let _ = writeln!(
        s,
        "{} ({} SMs). Launch {}.\n",
        r.device.name, r.device.sms, r.launch
    );
    let _ = writeln!(s, "| M x N x K | original vs float64 (max abs / max rel) | every element written | rewrite bit-identical |");
    let _ = writeln!(s, "|---|---|---|---|");
    for c in &r.sizes {
        let _ = writeln!(
            s,
            "| {}x{}x{} | {:.2e} / {:.2e}{} | {} | {} |",
            c.m,
            c.n,
            c.k,
            c.original.max_abs,
            c.original.max_rel,
            match (c.original_ok, c.original.first_failure) {
                (true, _) => String::new(),
                (false, Some((row, col))) =>
                    format!(" **outside tolerance** first at C[{row}][{col}]"),
                (false, None) => " **outside tolerance**".to_string(),
            },
            if c.original.unwritten == 0 {
                "yes".to_string()
            } else {
                format!("**no** ({} left)", c.original.unwritten)
            },
            match c.first_difference {
                None => "yes".to_string(),
                Some((row, col)) => format!("**no**, first difference at C[{row}][{col}]"),
            }
        );
    }
    if !r.invalid.is_empty() {
        let _ = writeln!(
            s,
            "\nSizes left out, where the original itself is not valid (its launch does not support them, so nothing is compared there):\n"
        );
        for c in &r.invalid {
            let _ = writeln!(s, "- {}x{}x{}: {}", c.m, c.n, c.k, c.why);
        }
    }
    if let Some(layouts) = r.sizes.iter().find_map(|c| c.layouts.as_ref()) {
        let _ = writeln!(s, "\nLayouts: the launch does not state them, and the original matches the float64 reference with {layouts}; the sizes above are checked so.");
    }
    original_outside_tolerance(s, r);
    sanitizer_lines(s, r);
    bench_table(s, r);
}

/// Why the original is outside the tolerance, when it is: rounding, a wrong inferred launch, or a
/// wrong kernel.
fn original_outside_tolerance(s: &mut String, r: &crate::prove::gpu::GpuReport) {
    let failing: Vec<_> = r.sizes.iter().filter(|c| !c.original_ok).collect();
    let max_scaled = failing
        .iter()
        .map(|c| c.original.max_scaled)
        .fold(0.0, f64::max);
    // Errors far below the scale of the sums are rounding, not a wrong launch or kernel.
    let only_precision = !failing.is_empty()
        && failing.iter().all(|c| c.original.unwritten == 0)
        && max_scaled < 1e-2;
    if only_precision {
        let _ = writeln!(s, "
The original is outside the dtype tolerance at the sizes marked above, but its largest error is {max_scaled:.1e} of the sum of |a·b| behind each element: it computes the right product with less precision than the tolerance assumes (for example it accumulates or stores in half precision), and the launch is right. The rewrite is compared with it byte for byte.");
    } else if !failing.is_empty() {
        let from = r.spec.as_ref().map(|spec| &spec.from);
        if matches!(from, Some(LaunchFrom::Host(_))) {
            let _ = writeln!(s, "\nThe original's output matches the float64 reference in none of the eight row- and column-major layouts of A, B and C, with the launch of its host call and the dtypes of its signature: it computes something other than alpha·A·B + beta·C with that launch (its own epilogue, other operands), or it is wrong. The rewrite is still compared byte for byte with the original above; a `// kpipe:` directive says how to launch and check it.");
        } else if r.launch.starts_with("inferred") {
            let _ = writeln!(s, "\nThe original's output does not match the float64 reference with the inferred launch: part of the guess (row-major layouts, the grid's orientation, the block, the dtypes: see the launch above) is probably wrong for this kernel. Add a `// kpipe:` directive that says how to launch it (the inferred one above is a start); the rewrite is still compared byte for byte with the original above.");
        } else {
            let _ = writeln!(s, "\n**The original kernel is wrong before kpipe touched it**: its output is outside the tolerance of the float64 reference (or leaves elements unwritten) at the sizes marked above. Fix it (or its `// kpipe:` directive) first.");
        }
    }
}

/// What compute-sanitizer found in the rewrite, or why it did not run.
fn sanitizer_lines(s: &mut String, r: &crate::prove::gpu::GpuReport) {
    match &r.sanitizer {
        Some(Ok(results)) => {
            for t in results {
                let _ = writeln!(
                    s,
                    "\ncompute-sanitizer {} on the rewrite: {} ({}).",
                    t.tool,
                    if t.clean { "clean" } else { "**hazards**" },
                    t.summary
                );
            }
        }
        Some(Err(why)) => {
            let _ = writeln!(s, "\ncompute-sanitizer: {why}.");
        }
        None => {}
    }
}

/// The benchmark: GFLOPS and speedup of each version at one size, and the share of the load time each
/// hides when a bound was timed.
fn bench_table(s: &mut String, r: &crate::prove::gpu::GpuReport) {
    let Some(b) = &r.bench else {
        return;
    };
    let _ = writeln!(s, "\nBenchmark, {}x{}x{}, median of {} runs per version (CUDA events, 3 rotating input sets, versions interleaved), run-to-run spread {:.1}%:\n", b.m, b.n, b.k, b.runs, b.spread * 100.0);
    let bound = b.bound();
    if bound.is_some() {
        let _ = writeln!(
            s,
            "| Variant | GFLOPS | Speedup vs Baseline | Load time hidden |"
        );
        let _ = writeln!(s, "|---|---|---|---|");
    } else {
        let _ = writeln!(s, "| Variant | GFLOPS | Speedup vs Baseline |");
        let _ = writeln!(s, "|---|---|---|");
    }
    let flops = b.rows.first().map_or(0.0, |r| r.gflops * r.median_ms);
    for row in &b.rows {
        let hides = match (bound, row.hides) {
            (Some(_), Some(h)) if h < 0.0 => " none: slower than the original |".to_string(),
            (Some(_), Some(h)) => format!(" {:.0}% |", h * 100.0),
            (Some(_), None) => " |".to_string(),
            (None, _) => String::new(),
        };
        let _ = writeln!(
            s,
            "| {} | {:.0} | x{:.2} |{hides}",
            row.variant, row.gflops, row.speedup
        );
    }
    let bounds = [
        ("the loop without its loads", &b.ceiling, BoundBy::Compute),
        ("the loop without its compute", &b.floor, BoundBy::Loads),
        ("the loop with cached loads", &b.cached, BoundBy::Compute),
    ];
    for (name, timing, side) in bounds {
        if let (Some(Ceiling::Timed { median_ms, speedup }), Some((at, by))) = (timing, bound) {
            let share = if by == side && (*speedup - at).abs() < 1e-12 {
                " 100% (the bound) |"
            } else {
                " |"
            };
            let _ = writeln!(
                s,
                "| {name} (timed only) | {:.0} | x{speedup:.2} |{share}",
                flops / median_ms
            );
        }
    }
    bounds_paragraph(s, b);
}

/// What the two bounds are, which one bounds the kernel and by how much, or why they were not
/// timed.
fn bounds_paragraph(s: &mut String, b: &crate::prove::bench::Bench) {
    let (no_loads, no_compute, cached) = (timed(&b.ceiling), timed(&b.floor), timed(&b.cached));
    if no_loads.is_none() && no_compute.is_none() && cached.is_none() {
        for (name, timing) in [
            ("without its loads", &b.ceiling),
            ("without its compute", &b.floor),
            ("with cached loads", &b.cached),
        ] {
            if let Some(Ceiling::NotTimed { reason }) = timing {
                let _ = writeln!(s, "\nThe loop {name} was not timed: {reason}.");
            }
        }
        return;
    }
    let _ = writeln!(s, "\nThe bounds: the original with every global load of its K-loop replaced by a value computed from `threadIdx` (no memory traffic); the original with its compute replaced by one read of each tile (the loads, the stores into the tiles and the barriers only); and the original with every tile's loads reading the first tile's addresses (every instruction kept, the loads hitting the cache: their latency gone, their issue and cache traffic kept). Their numbers are not checked. Perfect overlap runs as the slowest of them: no pipelining of this loop's loads can beat it.");
    if let (true, Some(floor)) = (b.floor_beaten(), no_compute) {
        let _ = writeln!(s, "A rewrite runs faster than the loop without its compute (x{floor:.2}): that loop loads one tile at a time, the rewrite keeps more in flight, so the loads alone bound nothing measured here.");
    }
    if let (true, Some(c)) = (b.cached_beaten(), cached) {
        let _ = writeln!(s, "A rewrite runs faster than the loop with cached loads (x{c:.2}): it runs fewer instructions than the original's loads (cp.async stores nothing from registers), so that loop bounds nothing measured here.");
    }
    match b.bound() {
        Some((speedup, by)) => {
            let other = match by {
                BoundBy::Compute => no_compute.filter(|_| !b.floor_beaten()),
                BoundBy::Loads => no_loads,
            };
            let side = match (by, cached) {
                (BoundBy::Compute, Some(c)) if (c - speedup).abs() < 1e-12 => {
                    "compute with the loads' own cost (the loop with cached loads)"
                }
                (BoundBy::Compute, _) => "compute",
                (BoundBy::Loads, _) => "loads",
            };
            let other_side = match by {
                BoundBy::Compute => "loads",
                BoundBy::Loads => "compute",
            };
            let margin = other.map_or(String::new(), |o| {
                format!(
                    ", {:.0}% slower than the {other_side} alone (x{o:.2})",
                    (o / speedup - 1.0) * 100.0
                )
            });
            let _ = writeln!(s, "Here the {side} bound it: x{speedup:.2}{margin}. A rewrite's share is (T_original - T_rewrite) / (T_original - T_bound).");
        }
        None => {
            let _ = writeln!(s, "Here it runs within the spread of the original: the loads cost nothing measurable, and there is nothing to hide.");
        }
    }
}

/// `a`, `b`: names in backticks, comma-separated.
fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
