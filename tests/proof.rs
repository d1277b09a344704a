//! The proof that gates every output (`pipeline::proof`, `symbolic`): rewrites of the forms that used
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
        o.rewritten = Some(changed.clone());
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
