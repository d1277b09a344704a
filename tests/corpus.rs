//! The corpus outcome table: every kernel in `kernels/`, for every architecture kpipe knows and every
//! variant a user can ask for, is either written (which variant, how many stages) or refused (which
//! K-code). The table is held against `golden/corpus.md`, so a change in what kpipe does with any form
//! shows at once, as one line of a diff, even where the per-kernel goldens (one architecture) do not.
//!
//! `KPIPE_BLESS=1 cargo test --test corpus` rewrites the table. Every written output is also checked for
//! the static guarantees here (it re-parses without errors and kpipe refuses it as already pipelined);
//! that each one compiles is the nvcc test "corpus: every distinct output compiles".

mod common;

use common::{kernels, request, root};
use kpipe::analysis::arch::ARCHS;
use kpipe::analysis::choose::{Form, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::source::parse::Source;
use kpipe::transform;

const VARIANTS: &[(&str, VariantRequest)] = &[
    ("auto", VariantRequest::Auto),
    ("ldg", VariantRequest::Ldg),
    ("cp-async", VariantRequest::CpAsync),
];

/// One cell of the table: `ldg x2`, `ldg x1` (single buffer), `cp-async x2`, or `K010`.
fn outcome(text: &str, arch: &str, variant: VariantRequest) -> Result<String, String> {
    match transform(text, &request(variant, arch)) {
        Ok(out) => {
            let decision = out.analysis.decision.as_ref().ok_or("no decision")?;
            let stages = match decision.form {
                Form::SingleBuffer => 1,
                Form::DoubleBuffer => decision.stages,
            };
            let new = out.rewritten.ok_or("apply wrote nothing")?;
            let parsed = Source::parse(new.clone()).map_err(|e| e.message.clone())?;
            if let Some(err) = parsed.first_error(parsed.root()) {
                return Err(format!(
                    "the output has a parse error at byte {}",
                    err.start_byte()
                ));
            }
            match transform(&new, &request(VariantRequest::Auto, arch)) {
                Err(e) if e.kind == Kind::AlreadyPipelined => {}
                other => {
                    return Err(format!(
                        "kpipe does not refuse its own output as already pipelined: {}",
                        other
                            .map(|_| "rewritten again".to_string())
                            .unwrap_or_else(|e| e.kind.code().to_string())
                    ))
                }
            }
            // `dyn`: the tiles moved to dynamic shared memory (the launch passes the bytes).
            let dynamic = if decision.dynamic_smem { " dyn" } else { "" };
            Ok(format!("{} x{stages}{dynamic}", decision.variant.name()))
        }
        Err(e) => Ok(e.kind.code().to_string()),
    }
}

#[test]
fn every_kernel_every_arch_every_variant_has_its_recorded_outcome() {
    let mut table = String::from(
        "# What kpipe does with each kernel in kernels/\n\n\
         Written by `tests/corpus.rs` (`KPIPE_BLESS=1 cargo test --test corpus`). A cell is the variant\n\
         written and its stages (x1: the single-buffer fallback; dyn: the tiles moved to dynamic shared\n\
         memory), or the K-code of the refusal.\n",
    );
    let mut failures = Vec::new();
    let mut written = 0;
    let mut refused = 0;
    for file in kernels() {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        table.push_str(&format!(
            "\n## {name}\n\n| arch | {} |\n|---|{}\n",
            VARIANTS.iter().map(|v| v.0).collect::<Vec<_>>().join(" | "),
            "---|".repeat(VARIANTS.len())
        ));
        for arch in ARCHS {
            let mut cells = Vec::new();
            for (variant_name, variant) in VARIANTS {
                match outcome(&text, arch.name, *variant) {
                    Ok(cell) => {
                        if cell.starts_with('K') {
                            refused += 1;
                        } else {
                            written += 1;
                        }
                        cells.push(cell);
                    }
                    Err(why) => {
                        failures.push(format!(
                            "{name} {} --variant {variant_name}: {why}",
                            arch.name
                        ));
                        cells.push("FAILED".into());
                    }
                }
            }
            table.push_str(&format!("| {} | {} |\n", arch.name, cells.join(" | ")));
        }
    }
    table.push_str(&format!("\n{written} written, {refused} refused.\n"));
    let path = root().join("golden/corpus.md");
    if std::env::var_os("KPIPE_BLESS").is_some_and(|v| v != "0") {
        std::fs::write(&path, &table).unwrap();
    } else {
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        if expected != table {
            failures.push(format!(
                "the outcome table changed (re-bless with KPIPE_BLESS=1 if intended):\n{}",
                kpipe::report::diff::unified(&expected, &table, "golden/corpus.md", "actual")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
