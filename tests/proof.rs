//! The proof that gates every output (`pipeline::proof`, `symbolic`; it replaced the one-thread
//! simulator of issue 18): rewrites of the forms that used
//! to get wrong code with exit 0 are rejected by the symbolic executor, not by a pattern; and
//! correct rewrites broken on purpose (a wrong stage, a missing epilogue, a load after the barrier,
//! a dropped wait, a lost guard) are rejected too.

mod common;

use common::{request, root};
use kpipe::analysis::choose::{Tuning, VariantRequest};
use kpipe::pipeline::{proof, transform, transform_unproven, with_model};
use kpipe::source::includes::Includes;
use kpipe::symbolic::{Proof, Verdict};

/// The rewrite kpipe's renderer makes of `text` (before the proof), and the proof of `replace`d
/// text in its place (or of the rewrite itself).
fn proof_of(
    text: &str,
    variant: VariantRequest,
    tuning: Tuning,
    replace: impl FnOnce(&str) -> String,
) -> Option<(String, Proof)> {
    let mut req = request(variant, "sm_86");
    req.tuning = tuning;
    with_model(text, None, &[], &Includes::default(), |m| {
        let mut o = transform_unproven(m, &req)?;
        let Some(rewritten) = o.rewritten.clone() else {
            return Ok(None);
        };
        let changed = replace(&rewritten);
        o.rewritten = Some(changed.as_str().into());
        let given = kpipe::launch::resolve::Given::default();
        Ok(proof::prove_outcome(m, &o, Some(&given)).map(|p| (changed, p)))
    })
    .ok()
    .flatten()
}

fn form(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/proof").join(name)).expect("a form kernel")
}

/// Each form as kpipe's renderer rewrites it, proved: (variant, verdict).
fn verdicts(name: &str) -> Vec<(String, Verdict)> {
    let text = form(name);
    let mut out = Vec::new();
    for (label, variant) in [
        ("ldg", VariantRequest::Ldg),
        ("cp-async", VariantRequest::CpAsync),
    ] {
        if let Some((_, p)) = proof_of(&text, variant, Tuning::default(), |t| t.to_string()) {
            out.push((label.to_string(), p.verdict));
        }
    }
    out
}

/// The six forms of wrong code: wherever the renderer still writes one, the executor finds the
/// difference (every rewrite of them is rejected), and `transform` (what every command runs)
/// refuses it with K026.
#[test]
fn the_forms_that_got_wrong_code_are_rejected_by_the_proof() {
    let forms = [
        "tail_guard_no_else.cu",
        "block_guard_no_else.cu",
        "tile_reference.cu",
        "store_through_cast.cu",
        "partial_overwrite_after.cu",
        "shadowed_names.cu",
        "bump_through_reference.cu",
    ];
    let mut report = Vec::new();
    for name in forms {
        let v = verdicts(name);
        report.push(format!("{name}: {v:?}"));
        // shadowed_names' cp.async rewrite issues its copies before the compute declares the
        // names that hide the loader's: it is right, and proven so.
        let wrong: Vec<&(String, Verdict)> = v
            .iter()
            .filter(|(variant, _)| !(name == "shadowed_names.cu" && variant == "cp-async"))
            .collect();
        assert!(!wrong.is_empty(), "{name}: no rewrite to check");
        for (variant, verdict) in wrong {
            assert!(
                matches!(verdict, Verdict::Differs(_)),
                "{name} {variant}: {verdict:?}"
            );
        }
        let text = form(name);
        for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
            if let Ok(o) = transform(&text, &request(variant, "sm_86")) {
                let differs = o
                    .proof
                    .as_ref()
                    .is_some_and(|p| matches!(p.verdict, Verdict::Differs(_)));
                assert!(
                    o.rewritten.is_none() || (o.proof.is_some() && !differs),
                    "{name} {variant:?}: a rewrite handed out without its proof, or one that differs"
                );
            }
        }
    }
    println!("{}", report.join("\n"));
}

/// Rewrites of a plain kernel, each broken on purpose in one way kpipe's renderer could break
/// them: (variant, stages, name, text to replace, replacement).
const MUTATIONS: &[(VariantRequest, u32, &str, &str, &str)] = &[
    (
        VariantRequest::Ldg,
        2,
        "registers stored into the stage being read",
        "As[kp_stage ^ 1][ty][tx] = kp_next_As[0];",
        "As[kp_stage][ty][tx] = kp_next_As[0];",
    ),
    (
        VariantRequest::Ldg,
        2,
        "the epilogue's compute missing",
        "      for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];\n      __syncthreads();\n    }",
        "      __syncthreads();\n    }",
    ),
    (
        VariantRequest::Ldg,
        2,
        "the stores into the next stage after the barrier",
        "        As[kp_stage ^ 1][ty][tx] = kp_next_As[0];\n        Bs[kp_stage ^ 1][ty][tx] = kp_next_Bs[0];\n        __syncthreads();",
        "        __syncthreads();\n        As[kp_stage ^ 1][ty][tx] = kp_next_As[0];\n        Bs[kp_stage ^ 1][ty][tx] = kp_next_Bs[0];",
    ),
    (
        VariantRequest::Ldg,
        2,
        "the guard on the next tile lost",
        "for (; (k0 + T) < K; k0 += T)",
        "for (; k0 < K; k0 += T)",
    ),
    (
        VariantRequest::Ldg,
        2,
        "the current tile prefetched again",
        "kp_next_As[0] = A[row * K + (k0 + T) + tx];",
        "kp_next_As[0] = A[row * K + k0 + tx];",
    ),
    (
        VariantRequest::CpAsync,
        2,
        "the wait before the barrier dropped",
        "        __pipeline_wait_prior(0);\n        __syncthreads();\n",
        "        __syncthreads();\n",
    ),
    (
        VariantRequest::CpAsync,
        2,
        "the barrier after the wait dropped",
        "        __pipeline_wait_prior(0);\n        __syncthreads();\n",
        "        __pipeline_wait_prior(0);\n",
    ),
    (
        VariantRequest::CpAsync,
        3,
        "the ring's guard on tile t+2 lost",
        "if ((k0 + 2 * (T)) < K) {",
        "if (true) {",
    ),
    (
        VariantRequest::CpAsync,
        3,
        "the ring waits for one group too few",
        "__pipeline_wait_prior(1);",
        "__pipeline_wait_prior(2);",
    ),
    (
        VariantRequest::CpAsync,
        3,
        "the ring's stage advanced the wrong way",
        "kp_fill = kp_stage;",
        "kp_fill = kp_stage == 0 ? 2 : kp_stage - 1;",
    ),
];

/// The plain kernel's rewrites prove equal as rendered; each mutation of them is rejected.
#[test]
fn rewrites_broken_on_purpose_are_rejected() {
    let text = form("plain_16x16.cu");
    for stages in [2, 3] {
        for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
            if stages == 3 && variant == VariantRequest::Ldg {
                continue;
            }
            let tuning = Tuning {
                stages,
                ..Tuning::default()
            };
            let (_, p) = proof_of(&text, variant, tuning, |t| t.to_string()).expect("a rewrite");
            assert_eq!(
                p.verdict,
                Verdict::Equal,
                "{variant:?} x{stages} as rendered"
            );
        }
    }
    for (variant, stages, name, from, to) in MUTATIONS {
        let tuning = Tuning {
            stages: *stages,
            ..Tuning::default()
        };
        let (mutated, p) = proof_of(&text, *variant, tuning, |t| {
            assert!(
                t.contains(from),
                "{name}: the rewrite no longer has `{from}`:\n{t}"
            );
            t.replacen(from, to, 1)
        })
        .expect("a rewrite");
        assert!(
            !p.is_equal(),
            "{name}: the mutated rewrite was proven equal:\n{mutated}"
        );
        println!("{name}: {:?}", p.verdict);
    }
}

/// Two tiles declared in one statement (`__shared__ float As[T][T], Bs[T][T];`) are two arrays in
/// the executor too: a rewrite whose compute reads `As` where the original reads `Bs` differs.
/// (They once shared one base, so every store to `Bs` landed on `As` and such a rewrite was equal.)
#[test]
fn tiles_declared_in_one_statement_are_distinct_arrays() {
    let text = form("plain_16x16.cu").replace(
        "  __shared__ float As[T][T];\n  __shared__ float Bs[T][T];",
        "  __shared__ float As[T][T], Bs[T][T];",
    );
    assert!(text.contains("As[T][T], Bs[T][T]"), "{text}");
    let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    assert_eq!(p.verdict, Verdict::Equal);
    let (mutated, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.replace("* Bs[", "* As[")
    })
    .expect("a rewrite");
    assert!(!p.is_equal(), "proven equal:\n{mutated}");
}

/// The proof of `rewritten` against `original` (its kernel `kernel`), a two-stage register
/// prefetch: the bug classes below are rewrites kpipe's renderer once wrote, pasted in.
fn verdict_against(original: &str, kernel: Option<&str>, rewritten: &str) -> Verdict {
    let req = request(VariantRequest::Ldg, "sm_86");
    let mut outcome = kpipe::pipeline::transform_text_unproven(original, &req)
        .or_else(|_| kpipe::pipeline::transform_text_unproven(&two_iv(), &req))
        .expect("a two-stage rewrite");
    outcome.rewritten = Some(rewritten.into());
    outcome.parsed_output = None;
    let given = kpipe::launch::resolve::Given::default();
    match with_model(original, kernel, &[], &Includes::default(), |m| {
        Ok(proof::prove_outcome(m, &outcome, Some(&given)).expect("a proof"))
    }) {
        Ok(proof) => proof.verdict,
        // Recognition refuses the original's form first: the proof runs it all the same, with
        // the facts of two_iv, whose K-loop it keeps.
        Err(_) => verdict_with_two_ivs_facts(original, rewritten),
    }
}

fn verdict_with_two_ivs_facts(original: &str, rewritten: &str) -> Verdict {
    let original = kpipe::source::parse::Source::parse(original.to_string()).unwrap();
    let rewritten = kpipe::source::parse::Source::parse(rewritten.to_string()).unwrap();
    let header = "for (int a = aBegin, b = bBegin;";
    let start = original.text.find(header).expect("two_iv's K-loop");
    let kloop = original
        .root()
        .descendant_for_byte_range(start, start + 3)
        .and_then(|n| n.parent())
        .filter(|n| n.kind() == "for_statement")
        .expect("the K-loop's node")
        .byte_range();
    with_model(&two_iv(), None, &[], &Includes::default(), |m| {
        let subject = kpipe::symbolic::Subject {
            original: &original,
            headers: Vec::new(),
            facts: &m.rec.facts,
            symbols: &m.rec.kernel.symbols,
            kernel: m.rec.kernel.name.clone(),
            kloop: Some(kloop),
            launch: None,
            threads: m.rec.kernel.threads,
            block: None,
            stages: 2,
        };
        Ok(kpipe::symbolic::prove(&subject, &rewritten).verdict)
    })
    .unwrap()
}

fn two_iv() -> String {
    std::fs::read_to_string(root().join("kernels/sgemm_32x32_two_iv.cu")).unwrap()
}

fn ldg(text: &str) -> String {
    let out = transform(text, &request(VariantRequest::Ldg, "sm_86")).unwrap();
    out.rewritten.unwrap().to_string()
}

/// Puts `line` after every compute loop of the rewritten two_iv kernel (where the compute phase's
/// statements go, in the loop and in the epilogue).
fn after_compute(rewritten: &str, line: &str) -> String {
    let compute = "Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];\n";
    let mut out = String::new();
    let mut rest = rewritten;
    while let Some(at) = rest.find(compute) {
        let close = at + compute.len() + rest[at + compute.len()..].find("}\n").unwrap() + 2;
        out.push_str(&rest[..close]);
        out.push_str(line);
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

/// The wrong code kpipe wrote before the proof existed (issue 18's classes), pasted into correct
/// rewrites: the correct one proves equal, the broken one does not.
#[test]
fn the_bug_classes_kpipe_once_wrote_are_rejected() {
    let differs = |v: Verdict, what: &str| {
        assert!(matches!(v, Verdict::Differs(_)), "{what}: {v:?}");
        println!("{what}: {v:?}");
    };
    // 1. A register array sized for another instantiation (<64>'s 2 elements in <128>).
    let text =
        std::fs::read_to_string(root().join("tests/instances/template_two_sizes.cu")).unwrap();
    let right = ldg(&text);
    let sized_for_64 = right.replace("kp_next_As[(BM * 8 / 256)]", "kp_next_As[2]");
    assert_ne!(right, sized_for_64);
    let kernel = Some("gemm_t<128>");
    assert_eq!(verdict_against(&text, kernel, &right), Verdict::Equal);
    differs(
        verdict_against(&text, kernel, &sized_for_64),
        "a register array sized for another instantiation",
    );

    // 2. A tile read after the loop (stage 0 holds the last tile for odd counts only): recognition
    // refuses it first; the proof's own case is `partial_overwrite_after.cu` above.
    let base = two_iv();
    let store_c = "C[c + wB * ty + tx] = Csub;";

    // 3. A second induction variable read after the loop, without the epilogue's step.
    let counted = base
        .replace(
            "  float Csub = 0.0f;\n",
            "  float Csub = 0.0f;\n  int t = 0;\n",
        )
        .replace("a += aStep, b += bStep)", "a += aStep, b += bStep, ++t)")
        .replace(store_c, "C[c + wB * ty + tx] = Csub + t;");
    let right = ldg(&counted);
    assert_eq!(verdict_against(&counted, None, &right), Verdict::Equal);
    let no_step = right.replace("      a += aStep, b += bStep, ++t;\n", "");
    assert_ne!(right, no_step);
    differs(
        verdict_against(&counted, None, &no_step),
        "the epilogue's step of a second induction variable missing",
    );

    assert_eq!(
        verdict_with_two_ivs_facts(&base, &ldg(&base)),
        Verdict::Equal
    );
    // 4. A bound the compute phase changes: the rewrite decided a tile ahead.
    let grow = "    if (a + aStep > aEnd && !extended) { aEnd += aStep; extended = true; }\n";
    let shorter = "int aEnd = aBegin + wA - 1 - BLOCK_SIZE;\n  bool extended = false;";
    let grown = base
        .replace("const int aEnd = aBegin + wA - 1;", shorter)
        .replacen(
            "    __syncthreads();\n  }\n",
            &format!("{grow}    __syncthreads();\n  }}\n"),
            1,
        );
    let rewritten = after_compute(
        &ldg(&base).replace("const int aEnd = aBegin + wA - 1;", shorter),
        grow,
    );
    // No K runs this original exactly one tile (its bound grows by a tile once it has two): the
    // proof cannot calibrate it, and says so; unproven is a refusal too.
    let v = verdict_against(&grown, None, &rewritten);
    assert!(
        matches!(v, Verdict::Unproven(_) | Verdict::Differs(_)),
        "a loop bound the compute phase changes: {v:?}"
    );

    // 5. A store in the compute phase to memory the next tile's loads read (C aliasing A): the
    // proof runs C and A as one array too.
    let store = "    if (tx == 0 && ty == 0) C[a + aStep] = Csub;\n";
    let aliasing = base.replacen(
        "    __syncthreads();\n  }\n",
        &format!("{store}    __syncthreads();\n  }}\n"),
        1,
    );
    differs(
        verdict_against(&aliasing, None, &after_compute(&ldg(&base), store)),
        "a compute-phase store the next tile's loads may read",
    );
}

/// Threads of a ragged edge that return before the loop leave its barriers to part of the block:
/// undefined on the GPU, so that size is one the original does not take. It is left out and
/// named, and the rewrite is proven at the sizes the launch does take.
#[test]
fn a_ragged_edge_that_returns_before_the_barriers_is_a_size_left_out() {
    let text = form("plain_16x16.cu")
        .replace("multiple=16,16,16", "multiple=1,1,16")
        .replace("grid=N/16,M/16", "grid=(N+15)/16,(M+15)/16")
        .replace(
            "  float acc = 0.0f;\n",
            "  if (row >= M || col >= N) return;\n  float acc = 0.0f;\n",
        );
    let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    assert_eq!(p.verdict, Verdict::Equal, "{}", p.coverage);
    // The ragged K (B read past its end) and the ragged M and N (the barrier) are left out.
    assert!(
        p.coverage.contains("2 of 7 runs left out"),
        "{}",
        p.coverage
    );
}

#[test]
fn a_device_assert_that_holds_is_followed_and_one_that_fails_stops_the_run() {
    // siboehm's kernels assert their block size: kpipe follows the assert, not refuse it.
    let holds = form("plain_16x16.cu").replace(
        "  float acc = 0.0f;\n",
        "  assert(blockDim.x * blockDim.y == 256);\n  float acc = 0.0f;\n",
    );
    let (_, p) = proof_of(&holds, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    assert_eq!(p.verdict, Verdict::Equal, "{}", p.coverage);
    // An assert no launch satisfies stops every run of the original: nothing is proven.
    let fails = holds.replace("== 256)", "== 7)");
    let (_, p) = proof_of(&fails, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    assert_ne!(p.verdict, Verdict::Equal, "{}", p.coverage);
}

#[test]
fn a_read_past_a_shared_arrays_end_is_the_originals_error_not_the_rewrites() {
    // The last thread reads one element past `As`: on the GPU, whatever nvcc put there; in the
    // rewrite, the other stage. The original is not valid, so nothing is proven, and the proof
    // says where the original reads past the array, not that the rewrite differs.
    let text = form("plain_16x16.cu").replace(
        "acc += As[ty][k] *",
        "acc += As[ty][k + (tx == 15 && ty == 15)] *",
    );
    let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    let Verdict::Unproven(why) = &p.verdict else {
        panic!("{:?} {}", p.verdict, p.coverage);
    };
    assert!(
        why.contains("the original is not valid")
            && why.contains(
                "shared memory `As` (1024 bytes) is accessed at byte 1024 (+4), past its end"
            ),
        "{why}"
    );
}

#[test]
fn a_difference_where_the_original_reads_unwritten_shared_memory_is_not_the_rewrites() {
    // Row 15 of `As` is never loaded: what the original computes from it is whatever the GPU
    // left there, which no rewrite can be held to. A rewrite that differs there (here one broken
    // on purpose) is left out at every size as not valid for the original, not accused.
    let text = form("plain_16x16.cu").replace(
        "    As[ty][tx] = A[row * K + k0 + tx];\n",
        "    if (ty < 15) As[ty][tx] = A[row * K + k0 + tx];\n",
    );
    let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.replacen(
            "acc += As[kp_stage][ty][k]",
            "acc -= As[kp_stage][ty][k]",
            1,
        )
    })
    .expect("a rewrite");
    let Verdict::Unproven(why) = &p.verdict else {
        panic!("{:?} {}", p.verdict, p.coverage);
    };
    assert!(
        why.contains("the original is not valid")
            && why.contains("it reads shared memory no thread wrote"),
        "{why}"
    );
    // Where every row is loaded, the same broken rewrite is caught as a difference.
    let (_, p) = proof_of(
        &form("plain_16x16.cu"),
        VariantRequest::Ldg,
        Tuning::default(),
        |t| {
            t.replacen(
                "acc += As[kp_stage][ty][k]",
                "acc -= As[kp_stage][ty][k]",
                1,
            )
        },
    )
    .expect("a rewrite");
    assert!(matches!(p.verdict, Verdict::Differs(_)), "{:?}", p.verdict);
}

/// `plain_16x16` with a bias pointer the kernel tests against null before its K-loop.
fn with_bias(test: &str) -> String {
    form("plain_16x16.cu")
        .replace("args=A,B,C,M,N,K", "args=A,B,C,M,N,K,bias")
        .replace("int N, int K)", "int N, int K, const float *bias)")
        .replace(
            "  float acc = 0.0f;\n",
            &format!("  float acc = 0.0f;\n  {test}\n"),
        )
}

#[test]
fn a_pointer_tested_against_null_is_proven_null_too() {
    for test in [
        "if (bias != NULL) acc = bias[col];",
        "if (nullptr == bias) acc = 2.0f; else acc = bias[col];",
        "if (bias) acc = bias[col];",
        "if (!bias) acc = 3.0f;",
    ] {
        let text = with_bias(test);
        let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
            t.to_string()
        })
        .expect("a rewrite");
        assert_eq!(p.verdict, Verdict::Equal, "{test}: {}", p.coverage);
        assert!(p.coverage.contains("`bias` null too"), "{}", p.coverage);
        // A rewrite that differs only where `bias` is null is caught by the null runs.
        let (mutated, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
            let line = format!("  {test}\n");
            assert!(t.contains(&line), "{t}");
            t.replacen(
                &line,
                &format!("  {test}\n  if (bias == 0) acc += 1.0f;\n"),
                1,
            )
        })
        .expect("a rewrite");
        assert!(!p.is_equal(), "{test}: proven equal:\n{mutated}");
    }
    // A kernel that tests the pointer in one place and reads through it anyway cannot take null:
    // those runs are the original's invalid launches, left out, and the rest proves equal.
    let text = with_bias("if (bias != NULL) acc = 1.0f;\n  acc += bias[col];");
    let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    assert_eq!(p.verdict, Verdict::Equal, "{}", p.coverage);
    assert!(p.coverage.contains("runs left out"), "{}", p.coverage);
}

#[test]
fn a_vector_initialised_from_a_vector_is_a_copy() {
    // leimao's form: `int4 v{*reinterpret_cast<int4 const *>(&C[i])};` is a copy, not a list of
    // one element.
    let text = form("plain_16x16.cu").replace(
        "    As[ty][tx] = A[row * K + k0 + tx];\n",
        "    float2 two{make_float2(A[row * K + k0 + tx], 0.0f)};\n    float2 copy{two};\n    As[ty][tx] = copy.x;\n",
    );
    let (_, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
        t.to_string()
    })
    .expect("a rewrite");
    assert_eq!(p.verdict, Verdict::Equal, "{}", p.coverage);
}

#[test]
fn a_kernel_whose_sizes_are_macros_is_proven_at_other_values_of_them() {
    // The CUDA samples' tensor-core form: no integer parameter, `K_TILES` sets the trip count,
    // each block strides over the output tiles by `gridDim.x`, a local `typedef`, and the compute
    // chosen by `#if __CUDA_ARCH__ >= 800` (the proof runs the target's branch: 860 for sm_86).
    let text = form("macro_sizes_persistent.cu");
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, p) =
            proof_of(&text, variant, Tuning::default(), |t| t.to_string()).expect("a rewrite");
        assert_eq!(p.verdict, Verdict::Equal, "{variant:?}: {}", p.coverage);
        assert!(
            p.coverage
                .contains("of `K_TILES` (a constant of the file, set per run)"),
            "{}",
            p.coverage
        );
        // 64 x 64 output tiles: 2048 blocks walk two each, the fewest blocks that keep a block's
        // walk to two tiles (each pass refills the pipeline).
        assert!(
            p.coverage.contains("on a grid of 2048 blocks"),
            "{}",
            p.coverage
        );
    }
    let epilogue = "        for (int k = 0; k < T; ++k) acc += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];\n#else";
    let mutations: [(&str, &str, &str); 2] = [
        (
            "a tile dropped",
            "for (; (tile_k + 1) < K_TILES; ++tile_k)",
            "for (; (tile_k + 2) < K_TILES; ++tile_k)",
        ),
        (
            "the other architecture's compute in the branch the target compiles",
            epilogue,
            "        for (int k = 0; k < T; ++k) acc = __fmaf_rn(As[kp_stage][ty][k], Bs[kp_stage][k][tx], acc);\n#else",
        ),
    ];
    for (name, from, to) in mutations {
        let (mutated, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
            assert!(t.contains(from), "{name}: no `{from}` in:\n{t}");
            t.replacen(from, to, 1)
        })
        .expect("a rewrite");
        assert!(
            matches!(p.verdict, Verdict::Differs(_)),
            "{name}: {:?}\n{mutated}",
            p.verdict
        );
    }
}

/// A struct of the file's own (`Frag4`: an array member, `operator[]`, a method, copies of the
/// whole object) is followed by the executor as C++ defines it: element `i` through
/// `operator[]` is field `v[i]`, a copy of the object is a copy of each field, and a rewrite that
/// reads another element or another object is told apart.
#[test]
fn a_struct_of_the_files_own_is_followed_as_cpp_defines_it() {
    let text =
        std::fs::read_to_string(root().join("tests/forms/sgemm_struct_register.cu")).unwrap();
    let verdict = |from: &str, to: &str| {
        let (changed, p) = proof_of(&text, VariantRequest::Ldg, Tuning::default(), |t| {
            t.replacen(from, to, 1)
        })
        .expect("a proof");
        assert!(
            changed.contains(to),
            "{from} is not in the rewrite:\n{changed}"
        );
        p.verdict
    };
    let same = [
        ("kp_next_As[i] = a[i];", "kp_next_As[i] = a.v[i];"),
        (
            "kp_next_Bs[0] = b_load;",
            "for (int j = 0; j < 4; ++j) kp_next_Bs[0][j] = b_load.v[j];",
        ),
        (
            "kp_next_Bs[0] = b_load;",
            "kp_next_Bs[0] = b_load; a = b_load;",
        ),
    ];
    for (from, to) in same {
        assert_eq!(verdict(from, to), Verdict::Equal, "{to}");
    }
    let different = [
        ("kp_next_As[i] = a[i];", "kp_next_As[i] = a[(i + 1) % 4];"),
        ("kp_next_As[i] = a[i];", "kp_next_As[i] = a.v[3 - i];"),
        ("kp_next_Bs[0] = b_load;", "kp_next_Bs[0] = a;"),
        (
            "kp_next_Bs[0] = b_load;",
            "kp_next_Bs[0] = b_load; kp_next_Bs[0].fill(0.f);",
        ),
    ];
    for (from, to) in different {
        let v = verdict(from, to);
        assert!(matches!(v, Verdict::Differs(_)), "{to}: {v:?}");
    }
}
