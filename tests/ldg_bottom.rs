//! Register prefetch with the loads at the bottom (`--ldg-issue bottom`), read from the emitted text
//! of every kernel that takes it: the loop keeps the order compute, stores of tile t+1, loads of tile
//! t+2, barrier, stage flip; tile 1's loads are guarded by the loop's own condition (tile 1 exists)
//! and tile t+2's by a different one; and the same loads and pointer bumps are in the prologue's
//! guard and the loop's, so that a bumped pointer moves once per tile that exists, as in the
//! original (1 in the prologue, 1 for tile 1, then 1 per tile t+2). The GPU proves the numbers
//! (docs/RESULTS.md); this holds the shape in CI.

mod common;

use kpipe::analysis::arch;
use kpipe::analysis::choose::{LdgIssue, VariantRequest};
use kpipe::transform;

fn between<'a>(text: &'a str, from: &str, to: &str) -> Option<&'a str> {
    let start = text.find(from)? + from.len();
    let end = text[start..].find(to)? + start;
    Some(&text[start..end])
}

/// The statements of a block as trimmed lines, the comments dropped.
fn lines(block: &str) -> Vec<&str> {
    block
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .collect()
}

/// What is wrong with the emitted loop, if anything.
fn check(text: &str) -> Result<(), String> {
    let first_guard = between(
        text,
        "// tile 1, if it exists: global loads into registers\n",
        "\n",
    )
    .ok_or("no guard of tile 1")?
    .trim();
    let first_block = between(
        text,
        "// tile 1, if it exists: global loads into registers\n",
        "for (; ",
    )
    .ok_or("no loop after tile 1")?;
    let loop_condition = between(text, "for (; ", ";").ok_or("no loop")?;
    if first_guard != format!("if ({loop_condition}) {{") {
        return Err(format!(
            "tile 1 is guarded by `{first_guard}`, the loop runs while `{loop_condition}`"
        ));
    }
    let body = &text[text.find("for (; ").unwrap()..];
    let order = [
        "// tile t: compute on the current stage",
        "// tile t+1: registers into the other stage",
        "// tile t+2, if it exists",
        "__syncthreads();",
        "kp_stage ^= 1;",
        "// epilogue: the last tile",
    ];
    let mut at = 0;
    for marker in order {
        match body[at..].find(marker) {
            Some(i) => at += i + marker.len(),
            None => return Err(format!("`{marker}` missing or out of order in the loop")),
        }
    }
    let ahead_block = between(
        body,
        "// tile t+2, if it exists: global loads into registers, in flight across the barrier\n",
        "__syncthreads();",
    )
    .ok_or("no loads of tile t+2")?;
    let ahead_guard = lines(ahead_block)[0];
    if ahead_guard == first_guard {
        return Err(format!("tile t+2 is guarded like tile 1: `{ahead_guard}`"));
    }
    // The same statements (loads into registers, bumps) in both guards, up to the tile they read.
    // The guard of tile 1 ends at its closing brace (the loop's own pragmas follow it).
    let mut first = lines(first_block);
    first.truncate(first.iter().rposition(|l| *l == "}").map_or(0, |i| i + 1));
    let ahead = lines(ahead_block);
    if first.len() != ahead.len() {
        return Err(format!(
            "{} lines load tile 1, {} load tile t+2",
            first.len(),
            ahead.len()
        ));
    }
    let registers = |ls: &[&str]| ls.iter().filter(|l| l.starts_with("kp_next_")).count();
    if registers(&first) == 0 || registers(&first) != registers(&ahead) {
        return Err("the registers written for tile 1 and for tile t+2 differ".into());
    }
    let bumps = |ls: &[&str]| -> Vec<String> {
        ls.iter()
            .filter(|l| l.contains("+=") && !l.starts_with("for"))
            .map(|l| l.to_string())
            .collect()
    };
    if bumps(&first) != bumps(&ahead) {
        return Err(format!(
            "bumps for tile 1 {:?}, for tile t+2 {:?}",
            bumps(&first),
            bumps(&ahead)
        ));
    }
    Ok(())
}

#[test]
fn every_kernel_with_the_loads_at_the_bottom_keeps_the_shape() {
    let mut files = common::kernels();
    let mut inference: Vec<_> = std::fs::read_dir(common::root().join("tests/inference"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    inference.sort();
    files.extend(inference);
    let (mut checked, mut failures) = (0, Vec::new());
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut request = common::request(VariantRequest::Ldg, "sm_90");
        request.arch = arch::by_name("sm_90").unwrap();
        request.tuning.ldg_issue = LdgIssue::Bottom;
        let Ok(outcome) = transform(&text, &request) else {
            continue;
        };
        checked += 1;
        if let Err(e) = check(outcome.rewritten.unwrap().as_ref()) {
            failures.push(format!("{}: {e}", file.display()));
        }
    }
    assert!(
        checked >= 25,
        "only {checked} kernels took the loads at the bottom"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_checker_fails_a_loop_that_loads_tile_t_plus_1_again() {
    let text = std::fs::read_to_string(
        common::root().join("golden/sgemm_bump_after_barrier/ldg-bottom.cu"),
    )
    .unwrap();
    assert_eq!(check(&text), Ok(()));
    // The loop's guard one tile ahead instead of two: tile t+1 loaded again.
    let wrong_guard = text.replace("if ((bk + 2 * (BK)) < K) {", "if ((bk + BK) < K) {");
    assert!(check(&wrong_guard).is_err());
    // The loads of tile t+2 before the stores of tile t+1: the registers overwritten.
    let stores = between(
        &text,
        "// tile t+1: registers into the other stage\n",
        "// tile t+2",
    )
    .unwrap();
    let swapped = text.replacen(stores, "", 1).replace(
        "        __syncthreads();\n        kp_stage ^= 1;",
        &format!("{stores}        __syncthreads();\n        kp_stage ^= 1;"),
    );
    assert!(check(&swapped).is_err());
    // A bump lost from the loop's guard: the pointer falls a tile behind.
    let lost_in_loop = text.replace(
        "          A += BK;\n          B += BK * N;\n        }\n        __syncthreads();",
        "          B += BK * N;\n        }\n        __syncthreads();",
    );
    assert!(check(&lost_in_loop).is_err());
}
