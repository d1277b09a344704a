//! Vector loads masked through a pointer into the loaded value (`T* const p{reinterpret_cast<T*>(&v)};
//! p[3] = 0;`): register prefetch keeps the load and the masking in the load pass and stores the
//! prefetch registers without the alias; cp.async refuses the masked vector with the reason; auto
//! picks register prefetch and says why.

mod common;

use common::{request, root};
use kpipe::analysis::choose::{Variant, VariantRequest};
use kpipe::analysis::copies::Layout;
use kpipe::diagnostics::Kind;
use kpipe::transform;

fn kernel(name: &str) -> String {
    std::fs::read_to_string(root().join("kernels").join(name)).expect("the kernel")
}

/// The text from the first line containing `from` up to the next line containing `to`.
fn between<'a>(text: &'a str, from: &str, to: &str) -> &'a str {
    let start = text.find(from).expect("the start marker");
    let end = start + text[start..].find(to).expect("the end marker");
    &text[start..end]
}

#[test]
fn the_store_pass_stores_the_registers_and_never_reads_the_alias() {
    let out = transform(
        &kernel("sgemm_vec_alias_mask.cu"),
        &request(VariantRequest::Ldg, "sm_90"),
    )
    .unwrap()
    .rewritten
    .unwrap();
    let load = between(&out, "tile t+1: global loads", "tile t: compute");
    // The whole value computation of tile t+1 is in the load pass: the load, the masking through
    // the alias (its runtime-count loop without an unroll pragma), the transposed read from it.
    assert!(load.contains("v = *reinterpret_cast<int4 const *>(&A[gr * lda + gc]);"));
    assert!(load.contains("float *const p{reinterpret_cast<float *>(&v)};"));
    assert!(load.contains("              p[NV - 1 - i] = 0.0f;"));
    assert!(!load.contains("#pragma unroll\n              for (int i{0}; i < bad; ++i)"));
    assert!(load.contains("kp_next_As[i] = p[i];"));
    assert!(load.contains("q[NV - 1 - i] = 0.0f;"));
    assert!(load.contains("kp_next_Bs[0] = w;"));
    let store = between(&out, "tile t+1: registers into", "__syncthreads();");
    assert!(store.contains("As[kp_stage ^ 1][c + i][r] = kp_next_As[i];"));
    assert!(store.contains("*reinterpret_cast<float4 *>(&Bs[kp_stage ^ 1][r][c]) = kp_next_Bs[0];"));
    // Nothing of the value computation, nor the index locals only it used, is left there.
    for gone in ["p{", "p[", "q{", "&v", "&w", "bad", "gc", "gr"] {
        assert!(
            !store.contains(gone),
            "`{gone}` in the store pass:\n{store}"
        );
    }
}

#[test]
fn cp_async_refuses_the_masked_vector_and_the_element_read_through_the_alias() {
    let out = transform(
        &kernel("sgemm_vec_alias_mask.cu"),
        &request(VariantRequest::Ldg, "sm_90"),
    )
    .unwrap();
    let copies = &out.analysis.copies;
    // `As[c + i][r] = p[i]` reads the local through the alias: no global lvalue to copy from.
    assert_eq!(copies[0].layout, Layout::Computed);
    assert!(copies[0].cp_async.is_err());
    let why = copies[1].cp_async.clone().unwrap_err().to_string();
    assert!(why.contains("`w` is written through `q`"), "{why}");
    let e = transform(
        &kernel("sgemm_vec_alias_mask.cu"),
        &request(VariantRequest::CpAsync, "sm_90"),
    )
    .err()
    .expect("refused");
    assert_eq!(e.kind, Kind::CpAsyncImpossible);
}

#[test]
fn auto_takes_register_prefetch_when_cp_async_cannot_copy_a_16_byte_vector() {
    let out = transform(
        &kernel("sgemm_vec_alias_mask_tpl.cu"),
        &request(VariantRequest::Auto, "sm_90"),
    )
    .unwrap();
    let decision = out.analysis.decision.expect("a decision");
    assert_eq!(decision.variant, Variant::Ldg);
    assert!(
        decision.reasons.iter().any(|r| r.contains(
            "every copy is 16 bytes, but a store into `A_tile` cannot be a cp.async copy (`vals` is written through `vals_ptr`"
        )),
        "{:?}",
        decision.reasons
    );
    assert!(out.rewritten.is_some());
}

#[test]
fn one_alias_name_over_two_locals_masks_both() {
    // `q` renamed `p`: the name points into `v` in one block and into `w` in the other. The writes
    // through it cannot be told apart by name, so neither vector is taken for a copy.
    let text = kernel("sgemm_vec_alias_mask.cu")
        .replace("float *const q{", "float *const p{")
        .replace("q[NV - 1 - i]", "p[NV - 1 - i]");
    let out = transform(&text, &request(VariantRequest::Ldg, "sm_90")).unwrap();
    let why = out.analysis.copies[1]
        .cp_async
        .clone()
        .unwrap_err()
        .to_string();
    assert!(why.contains("`w` is written through `p`"), "{why}");
    // With the masking of B gone, B's vector is a clean guarded copy again, A's alias unchanged.
    let text = kernel("sgemm_vec_alias_mask.cu").replace("q[NV - 1 - i] = 0.0f;", "");
    let out = transform(&text, &request(VariantRequest::Ldg, "sm_90")).unwrap();
    assert_eq!(out.analysis.copies[1].cp_async.as_ref().ok(), Some(&16));
}

#[test]
fn a_pointer_set_to_a_locals_address_after_its_declaration_masks_it() {
    let text = kernel("sgemm_vec_alias_mask.cu").replace(
        "float *const q{reinterpret_cast<float *>(&w)};",
        "float *q;\n        q = reinterpret_cast<float *>(&w);",
    );
    let out = transform(&text, &request(VariantRequest::Ldg, "sm_90")).unwrap();
    // cp.async must not take `w` for a copy; register prefetch masks it in the load pass only.
    let why = out.analysis.copies[1]
        .cp_async
        .clone()
        .unwrap_err()
        .to_string();
    assert!(
        why.contains("`w` may be written through a pointer"),
        "{why}"
    );
    let text = out.rewritten.unwrap().to_string();
    assert!(between(&text, "tile t+1: global loads", "tile t: compute")
        .contains("q[NV - 1 - i] = 0.0f;"));
    let store = between(&text, "tile t+1: registers into", "__syncthreads();");
    assert!(!store.contains('q') && !store.contains("&w"), "{store}");
}
