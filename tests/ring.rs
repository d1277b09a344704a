//! The cp.async ring of `--stages N`: tiles in flight never exceed buffers.
//!
//! From the emitted text of several kernels and stage counts, `Ring::read` extracts what decides the
//! ring's safety: the buffers (the stage wrap), the prologue's commit groups (which tile each copies,
//! into which stage), the wait depth of `__pipeline_wait_prior`, how far ahead the loop's copies are,
//! which stage they write and how the stage variables advance. `Ring::simulate` then runs the ring for
//! T = 0..3N+2 tiles and checks that every stage is written only after its last reader's barrier
//! (never over a tile still to be read) and read only after the group of its copies completed. A
//! ring that issues N tiles into N buffers (a known bug of a well-known sample) fails that check,
//! and so do the other hand-made broken rings below.

mod common;

use kpipe::analysis::arch;
use kpipe::analysis::choose::{CpAsyncWait, Tuning, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::{transform, Request};

/// What the emitted text says about the ring.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Ring {
    buffers: u32,
    /// Per commit group of the prologue: the tile it copies (j tiles ahead of the first) and the
    /// stage its copies write.
    prologue: Vec<(u32, u32)>,
    /// `__pipeline_wait_prior(W)` at the top of the loop.
    wait: u32,
    /// The loop's copies are of tile t + ahead.
    ahead: u32,
    /// The stage variable the loop's copies write (`kp_fill`, or `kp_stage` in a broken ring).
    copies_into: String,
    stage0: u32,
    fill0: Option<u32>,
    /// `kp_fill = kp_stage;` before the stage advances.
    fill_follows_stage: bool,
}

fn between<'a>(text: &'a str, from: &str, to: &str) -> Option<&'a str> {
    let start = text.find(from)? + from.len();
    let end = text[start..].find(to)? + start;
    Some(&text[start..end])
}

/// The text up to the parenthesis that closes an already open one.
fn until_close(text: &str) -> &str {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 0 => return &text[..i],
            ')' => depth -= 1,
            _ => {}
        }
    }
    text
}

/// The first argument of each `__pipeline_memcpy_async(dst, ...)` in `text`.
fn copy_destinations(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("__pipeline_memcpy_async(") {
        rest = &rest[i + "__pipeline_memcpy_async(".len()..];
        let mut depth = 0;
        let end = rest
            .char_indices()
            .find(|(_, c)| {
                match c {
                    '(' | '[' => depth += 1,
                    ')' | ']' => depth -= 1,
                    ',' if depth == 0 => return true,
                    _ => {}
                }
                false
            })
            .map_or(rest.len(), |(i, _)| i);
        out.push(&rest[..end]);
    }
    out
}

/// The stage a destination names: `As[2][..]`, `(shmem + 2 * 128)`, or the bare name (stage 0);
/// or the stage variable it uses.
fn stage_of(dst: &str) -> Result<String, String> {
    for var in ["kp_fill", "kp_stage"] {
        if dst.contains(var) {
            return Ok(var.to_string());
        }
    }
    if let Some(i) = dst.find('[') {
        let inner = until_close_bracket(&dst[i + 1..]);
        if inner.chars().all(|c| c.is_ascii_digit()) && !inner.is_empty() {
            // A static tile's first index is its stage; a dynamic tile's first index is a row.
            if !dst[..i].contains('+') {
                return Ok(inner.to_string());
            }
        }
    }
    if let Some(i) = dst.find(" + ") {
        let after = &dst[i + 3..];
        let n: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
        if !n.is_empty() && after[n.len()..].starts_with(" * ") {
            return Ok(n);
        }
    }
    Ok("0".to_string())
}

fn until_close_bracket(text: &str) -> &str {
    &text[..text.find(']').unwrap_or(text.len())]
}

/// How many tiles ahead a guard `(iv + REST) < bound` looks, given the loop's step.
fn ahead_of(guard: &str, iv: &str, step: &str) -> Option<u32> {
    let open = format!("({iv} + ");
    let at = guard.find(&open)? + open.len();
    let rest = until_close(&guard[at..]).trim();
    if rest == step {
        return Some(1);
    }
    if let Some((j, s)) = rest.split_once(" * ") {
        let s = s.trim().trim_start_matches('(').trim_end_matches(')');
        if s == step {
            return j.trim().parse().ok();
        }
    }
    let (r, s): (u64, u64) = (rest.parse().ok()?, step.parse().ok()?);
    (s > 0 && r % s == 0).then(|| (r / s) as u32)
}

fn number_after(text: &str, prefix: &str) -> Option<u32> {
    let at = text.find(prefix)? + prefix.len();
    let n: String = text[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    n.parse().ok()
}

impl Ring {
    fn read(text: &str) -> Result<Ring, String> {
        let prologue = between(text, "// prologue", "int kp_stage").ok_or("no prologue")?;
        let loop_text = between(text, "for (; ", "__pipeline_wait_prior(0)").ok_or("no loop")?;
        let header = until_close(loop_text);
        let update = header.rsplit(';').next().ok_or("no loop step")?.trim();
        let first = update.split(',').next().unwrap_or("").trim();
        let (iv, step) = if let Some((v, s)) = first.split_once("+=") {
            (v.trim().to_string(), s.trim().to_string())
        } else {
            (first.trim_matches(['+', ' ']).to_string(), "1".to_string())
        };
        let buffers = number_after(loop_text, "kp_stage = kp_stage == ")
            .map(|x| x + 1)
            .ok_or("no stage wrap")?;
        let mut groups = Vec::new();
        let pieces: Vec<&str> = prologue.split("__pipeline_commit();").collect();
        for (g, piece) in pieces[..pieces.len() - 1].iter().enumerate() {
            let dsts = copy_destinations(piece);
            let stages: Vec<String> = dsts.iter().map(|d| stage_of(d)).collect::<Result<_, _>>()?;
            let Some(stage) = stages.first() else {
                return Err(format!("prologue group {g} copies nothing"));
            };
            if stages.iter().any(|s| s != stage) {
                return Err(format!(
                    "prologue group {g} writes several stages: {stages:?}"
                ));
            }
            let tile = match piece.find("if (") {
                Some(i) if g > 0 => ahead_of(&piece[i..], &iv, &step)
                    .ok_or(format!("prologue group {g}: cannot read its guard"))?,
                _ => 0,
            };
            groups.push((tile, stage.parse().map_err(|_| format!("stage {stage}"))?));
        }
        let wait = number_after(loop_text, "__pipeline_wait_prior(").ok_or("no wait")?;
        let copies_at = loop_text
            .find("__pipeline_memcpy_async(")
            .ok_or("no copies in the loop")?;
        let guard_at = loop_text[..copies_at].rfind("if (").ok_or("no guard")?;
        let ahead = ahead_of(&loop_text[guard_at..], &iv, &step).ok_or("cannot read the guard")?;
        let into: Vec<String> = copy_destinations(loop_text)
            .iter()
            .map(|d| stage_of(d))
            .collect::<Result<_, _>>()?;
        if into.iter().any(|s| *s != into[0]) {
            return Err(format!("the loop's copies write several stages: {into:?}"));
        }
        Ok(Ring {
            buffers,
            prologue: groups,
            wait,
            ahead,
            copies_into: into[0].clone(),
            stage0: number_after(text, "int kp_stage = ").ok_or("no kp_stage")?,
            fill0: number_after(text, "int kp_fill = "),
            fill_follows_stage: loop_text.contains("kp_fill = kp_stage;"),
        })
    }

    /// Runs the ring over `tiles` tiles; Err names the first hazard.
    fn simulate(&self, tiles: u32) -> Result<(), String> {
        if tiles == 0 {
            return Ok(()); // the zero-trip guard: nothing runs
        }
        let b = self.buffers as usize;
        // The tile each stage holds (its copies issued), and the commit groups in order.
        let mut held: Vec<Option<u32>> = vec![None; b];
        let mut groups: Vec<Option<u32>> = Vec::new();
        let mut group_of = std::collections::HashMap::new();
        let write = |held: &mut Vec<Option<u32>>, stage: usize, tile: u32, t: i64| {
            if stage >= held.len() {
                return Err(format!("tile {tile} copied into stage {stage} of {b}"));
            }
            match held[stage] {
                // Read in iteration c, before the barrier of iteration t > c: free.
                Some(c) if i64::from(c) >= t => Err(format!(
                    "T={tiles}: tile {tile} is copied into stage {stage} while tile {c} in it is still to be read (iteration {c}, now {t}): {} tiles in flight in {b} buffers",
                    tile - c + 1
                )),
                _ => {
                    held[stage] = Some(tile);
                    Ok(())
                }
            }
        };
        for &(tile, stage) in &self.prologue {
            if tile < tiles {
                write(&mut held, stage as usize, tile, -1)?;
                group_of.insert(tile, groups.len());
                groups.push(Some(tile));
            } else {
                groups.push(None);
            }
        }
        let mut stage = self.stage0 as usize;
        let mut fill = self.fill0.map(|f| f as usize);
        for t in 0..tiles {
            // __pipeline_wait_prior(W): every group but the last W is complete; then the barrier.
            let complete = groups.len().saturating_sub(self.wait as usize);
            let next = t + self.ahead;
            if next < tiles {
                let into = match self.copies_into.as_str() {
                    "kp_fill" => fill.ok_or("kp_fill is never set")?,
                    "kp_stage" => stage,
                    s => s.parse().map_err(|_| format!("stage {s}"))?,
                };
                write(&mut held, into, next, i64::from(t))?;
                group_of.insert(next, groups.len());
                groups.push(Some(next));
            } else {
                groups.push(None);
            }
            // The compute reads tile t in `stage`.
            if held.get(stage).copied().flatten() != Some(t) {
                return Err(format!(
                    "T={tiles}: iteration {t} computes on stage {stage}, which holds {:?}, not tile {t}",
                    held.get(stage).copied().flatten()
                ));
            }
            match group_of.get(&t) {
                Some(g) if *g < complete => {}
                Some(g) => {
                    return Err(format!(
                        "T={tiles}: iteration {t} reads tile {t} before its copies completed (group {g}, {complete} complete after __pipeline_wait_prior({}))",
                        self.wait
                    ))
                }
                None => return Err(format!("T={tiles}: tile {t} is never copied")),
            }
            if self.fill_follows_stage {
                fill = Some(stage);
            }
            stage = if stage + 1 == b { 0 } else { stage + 1 };
        }
        Ok(())
    }

    fn check(&self) -> Result<(), String> {
        let n = self.buffers;
        for t in 0..=3 * n + 2 {
            self.simulate(t)?;
        }
        Ok(())
    }
}

/// kernels/`kernel` rewritten by cp.async on sm_90 with `tuning`.
fn ring_outcome(
    kernel: &str,
    tuning: Tuning,
) -> kpipe::diagnostics::Result<kpipe::pipeline::Outcome> {
    let text = std::fs::read_to_string(common::root().join("kernels").join(kernel)).unwrap();
    let request = Request {
        kernel: None,
        variant: VariantRequest::CpAsync,
        arch: arch::by_name("sm_90").unwrap(),
        defines: &[],
        rewrite: true,
        tuning,
    };
    transform(&text, &request)
}

fn ring_text(kernel: &str, stages: u32, unroll: u32) -> String {
    let tuning = Tuning {
        unroll,
        cp_async_wait: CpAsyncWait::Top,
        stages,
        ..Tuning::default()
    };
    match ring_outcome(kernel, tuning) {
        Ok(outcome) => outcome.rewritten.unwrap().to_string(),
        Err(e) => panic!("{kernel} --stages {stages}: {}", e.message),
    }
}

#[test]
fn every_emitted_ring_keeps_tiles_in_flight_within_its_buffers() {
    let cases: &[(&str, &[u32])] = &[
        ("sgemm_warp_roles.cu", &[3, 4, 5, 6]),
        ("hgemm_wmma_extern_2d.cu", &[3, 4, 5, 8]),
        ("sgemm_32x32_two_iv.cu", &[3, 4, 6]),
        ("sgemm_tilecount_bounds.cu", &[3, 5, 8]),
        ("sgemm_128x128x8_regblock.cu", &[3, 4]),
        ("sgemm_sync_first_llmc.cu", &[3]),
        ("sgemm_persistent_staging.cu", &[3, 7]),
        ("sgemm_extern_staging.cu", &[4]),
    ];
    for (kernel, stages) in cases {
        for &n in *stages {
            for unroll in [1, 2] {
                let text = ring_text(kernel, n, unroll);
                let ring = Ring::read(&text).unwrap_or_else(|e| panic!("{kernel} N={n}: {e}"));
                assert_eq!(ring.buffers, n, "{kernel}");
                assert_eq!(ring.prologue.len() as u32, n - 1, "{kernel}: {ring:?}");
                assert_eq!(ring.wait, n - 2, "{kernel}");
                assert_eq!(ring.ahead, n - 1, "{kernel}");
                if let Err(e) = ring.check() {
                    panic!("{kernel} --stages {n}: {e}\n{ring:?}");
                }
                // Static tiles are declared with N stages.
                for line in text.lines().filter(|l| l.contains("__shared__ ")) {
                    if !line.contains("extern") {
                        assert!(line.contains(&format!("[{n}]")), "{kernel}: {line}");
                    }
                }
            }
        }
    }
}

/// The known bug: N tiles issued into N buffers before the loop, the wait one deeper, and the copies
/// of tile t+N into the stage tile t is about to be read from.
const KNOWN_BUG: &str = "
  if (t < T) {
    // prologue
    __pipeline_memcpy_async(&(As[0][ty][tx]), &(A[t * 32 + tx]), 4);
    __pipeline_commit();
    if ((t + 1) < T) { __pipeline_memcpy_async(&(As[1][ty][tx]), &(A[(t + 1) * 32 + tx]), 4); }
    __pipeline_commit();
    if ((t + 2) < T) { __pipeline_memcpy_async(&(As[2][ty][tx]), &(A[(t + 2) * 32 + tx]), 4); }
    __pipeline_commit();
    int kp_stage = 0;
    for (; t < T; ++t) {
      __pipeline_wait_prior(2);
      __syncthreads();
      if ((t + 3) < T) { __pipeline_memcpy_async(&(As[kp_stage][ty][tx]), &(A[(t + 3) * 32 + tx]), 4); }
      __pipeline_commit();
      acc += As[kp_stage][ty][0];
      kp_stage = kp_stage == 2 ? 0 : kp_stage + 1;
    }
    __pipeline_wait_prior(0);
    __syncthreads();
  }
";

#[test]
fn the_checker_fails_the_ring_that_issues_n_tiles_into_n_buffers() {
    let ring = Ring::read(KNOWN_BUG).unwrap();
    assert_eq!(ring.buffers, 3);
    assert_eq!(ring.prologue, vec![(0, 0), (1, 1), (2, 2)]);
    assert_eq!((ring.wait, ring.ahead), (2, 3));
    let err = ring.check().unwrap_err();
    assert!(err.contains("still to be read"), "{err}");
    // Up to N tiles it never wraps, so nothing shows: the hazard needs N + 1 tiles.
    for t in 0..=3 {
        ring.simulate(t).unwrap();
    }
    assert!(ring.simulate(4).is_err());
}

#[test]
fn the_checker_fails_other_broken_rings() {
    let good = Ring::read(&ring_text("sgemm_tilecount_bounds.cu", 4, 1)).unwrap();
    good.check().unwrap();
    // A wait one group too shallow: tile t is read while its copies may be in flight.
    let shallow = Ring {
        wait: good.wait + 1,
        ..good.clone()
    };
    assert!(shallow
        .check()
        .unwrap_err()
        .contains("before its copies completed"));
    // Copies into the stage being read in the same iteration.
    let same = Ring {
        copies_into: "kp_stage".into(),
        ..good.clone()
    };
    assert!(same.check().unwrap_err().contains("still to be read"));
    // One tile further ahead than the buffers allow.
    let far = Ring {
        ahead: good.ahead + 1,
        ..good.clone()
    };
    assert!(far.check().is_err());
    // A prologue that skips a tile.
    let mut skipped = good.clone();
    skipped.prologue.remove(1);
    assert!(skipped.check().is_err());
    // kp_fill not following kp_stage.
    let stuck = Ring {
        fill_follows_stage: false,
        ..good.clone()
    };
    assert!(stuck.check().is_err());
    // And the text itself: the emitted ring with the known bug's prologue depth.
    let text = ring_text("sgemm_tilecount_bounds.cu", 3, 1);
    let broken = text
        .replace("int kp_fill = 2;", "int kp_fill = 0;")
        .replace(
            "      int kp_stage = 0;",
            "      if ((t + 2) < (K + TILE - 1) / TILE) { __pipeline_memcpy_async(&(As[2][ty][tx]), &(A[0]), 4); }\n      __pipeline_commit();\n      int kp_stage = 0;",
        )
        .replace("__pipeline_wait_prior(1)", "__pipeline_wait_prior(2)")
        .replace("(t + 2) < (K + TILE - 1) / TILE) {\n", "(t + 3) < (K + TILE - 1) / TILE) {\n");
    let ring = Ring::read(&broken).unwrap();
    assert_eq!(ring.prologue.len(), 3, "{ring:?}");
    assert!(ring.check().is_err(), "{ring:?}");
}

fn spread_outcome(
    kernel: &str,
    stages: u32,
) -> kpipe::diagnostics::Result<kpipe::pipeline::Outcome> {
    let tuning = Tuning {
        cp_async_wait: CpAsyncWait::Spread,
        stages,
        ..Tuning::default()
    };
    ring_outcome(kernel, tuning)
}

/// `--cp-async-wait spread`: the ring's copies of tile t+N-1 go a share into each k-step of the
/// compute (copy iteration i in k-step i * steps / trips), the tile's commit group closes after
/// the compute, and the proof finds it equal to the original. Where a share cannot be told apart
/// (a pointer bumped once per tile, no k-step loop) or there is no ring, kpipe refuses with why.
#[test]
fn the_spread_ring_issues_a_share_of_the_copies_in_each_k_step() {
    for (kernel, stages) in [("hgemm_wmma_128x128x32.cu", 4), ("tf32_wmma.cu", 3)] {
        let outcome =
            spread_outcome(kernel, stages).unwrap_or_else(|e| panic!("{kernel}: {}", e.message));
        assert!(
            outcome.proof.as_ref().is_some_and(|p| p.is_equal()),
            "{kernel}: {:?}",
            outcome.proof
        );
        let new = outcome.rewritten.unwrap().to_string();
        // 2 k-steps of 16 (hgemm) and 4 of 8 (tf32), as many copies a loop as k-steps: one each.
        let step = if kernel.starts_with("hgemm") { 16 } else { 8 };
        assert!(
            new.contains(&format!("const int kp_step = ((kk) - (0)) / ({step});")),
            "{new}"
        );
        assert_eq!(new.matches("if (i == kp_step)").count(), 2, "{new}");
        let compute_end = new.find("kp_fill = kp_stage;").unwrap();
        let commit = new[..compute_end].rfind("__pipeline_commit();").unwrap();
        let last_mma = new[..compute_end].rfind("mma_sync").unwrap();
        assert!(
            commit > last_mma,
            "the commit closes the group after the compute: {new}"
        );
    }
    for (kernel, stages, why) in [
        (
            "sgemm_warptile_helpers.cu",
            3,
            "bumps its pointers once per tile",
        ),
        (
            "sgemm_ldst128_macro.cu",
            3,
            "no loop of a constant trip count",
        ),
        ("hgemm_wmma_128x128x32.cu", 2, "3 or more stages only"),
    ] {
        let e = spread_outcome(kernel, stages).err().expect("refused");
        assert_eq!(e.kind, Kind::VariantUnavailable, "{kernel}: {}", e.message);
        assert!(e.message.contains(why), "{kernel}: {}", e.message);
    }
}
