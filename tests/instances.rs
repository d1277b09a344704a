//! Template kernels and the facts a rewrite assumes about the loop: nothing of one instantiation in
//! the generic body, and the loop's control and what is live after it as the original leaves them.
//!
//! The instantiation test cannot be fooled by the instantiation kpipe analyses: the same template,
//! launched with only one instantiation, only another, and both, must be rewritten into the same
//! template text, for every variant.

mod common;

use common::{request, root};
use kpipe::analysis::choose::{LdgIssue, Tuning, VariantRequest};
use kpipe::diagnostics::Kind;
use kpipe::launch::{host::HostFile, resolve::Given};

/// The host code of the fixtures starts at this line.
const HOST: &str = "// host\n";

fn fixture(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/instances").join(name)).expect("fixture")
}

/// The fixture with only the launch functions whose name contains one of `keep`.
fn launching_only(text: &str, keep: &[&str]) -> String {
    let (kernel, host) = text.split_at(text.find(HOST).expect("a host part"));
    let functions: Vec<String> = host[HOST.len()..]
        .split("\nvoid ")
        .map(|f| f.trim_start_matches("void ").to_string())
        .filter(|f| keep.iter().any(|k| f.starts_with(k)))
        .map(|f| format!("void {}\n", f.trim_end()))
        .collect();
    format!("{kernel}{HOST}{}", functions.join(""))
}

/// The rewrites the test makes: name, variant, tuning, arch.
fn variants() -> Vec<(&'static str, VariantRequest, Tuning, &'static str)> {
    let t = Tuning::default;
    vec![
        ("ldg", VariantRequest::Ldg, t(), "sm_86"),
        (
            "ldg unroll 2",
            VariantRequest::Ldg,
            Tuning { unroll: 2, ..t() },
            "sm_86",
        ),
        (
            "ldg at the bottom",
            VariantRequest::Ldg,
            Tuning {
                ldg_issue: LdgIssue::Bottom,
                ..t()
            },
            "sm_90",
        ),
        ("cp.async", VariantRequest::CpAsync, t(), "sm_86"),
        (
            "cp.async 3 stages",
            VariantRequest::CpAsync,
            Tuning { stages: 3, ..t() },
            "sm_90",
        ),
        (
            "ldg, dynamic shared memory",
            VariantRequest::Ldg,
            Tuning {
                dynamic_smem: true,
                ..t()
            },
            "sm_90",
        ),
        (
            "cp.async, dynamic shared memory",
            VariantRequest::CpAsync,
            Tuning {
                dynamic_smem: true,
                ..t()
            },
            "sm_90",
        ),
    ]
}

/// The kernel's part of a rewritten file (the launches below it pass per-instantiation bytes).
fn template_part(out: &str) -> &str {
    &out[..out.find(HOST).expect("the host marker survives")]
}

#[test]
fn the_template_is_rewritten_the_same_whichever_instantiations_are_launched() {
    for (file, [first, second]) in [
        ("template_two_sizes.cu", ["launch_64", "launch_128"]),
        ("template_block_size.cu", ["launch_16", "launch_32"]),
    ] {
        let text = fixture(file);
        for (name, variant, tuning, arch) in variants() {
            let mut req = request(variant, arch);
            req.tuning = tuning;
            let rewrite = |keep: &[&str]| {
                let input = launching_only(&text, keep);
                kpipe::transform(&input, &req)
                    .unwrap_or_else(|e| panic!("{file}, {name}, {keep:?}: {e}"))
            };
            let only_first = rewrite(&[first]);
            let only_second = rewrite(&[second]);
            let both = rewrite(&[first, second]);
            let body =
                |o: &kpipe::Outcome| template_part(o.rewritten.as_ref().unwrap()).to_string();
            assert_eq!(body(&only_first), body(&only_second), "{file}, {name}");
            assert_eq!(body(&only_first), body(&both), "{file}, {name}");
            // With both launched, both instantiations were checked and are in the report.
            let rows: Vec<&str> = both.instances.iter().map(|r| r.name.as_str()).collect();
            assert_eq!(rows.len(), 2, "{file}, {name}: {rows:?}");
            assert!(only_first.instances.is_empty());
        }
    }
}

#[test]
fn sizes_that_differ_between_instantiations_are_written_as_expressions() {
    let text = fixture("template_two_sizes.cu");
    let out = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86")).unwrap();
    let out = out.rewritten.unwrap().to_string();
    // <64> needs 2 registers for A and <128> 4: the array is sized by the count's expression.
    assert!(out.contains("float kp_next_As[(BM * 8 / 256)];"), "{out}");
    // B's count is 2 in every instantiation: a number.
    assert!(out.contains("float kp_next_Bs[2];"), "{out}");
    // The loop's comment gives no instantiation's bytes.
    assert!(!out.contains("bytes ("), "{out}");

    // Dynamic shared memory: offsets as expressions, each launch its own bytes.
    let mut req = request(VariantRequest::Ldg, "sm_90");
    req.tuning.dynamic_smem = true;
    let out = kpipe::transform(&fixture("template_block_size.cu"), &req).unwrap();
    let launch = out.analysis.launch_change.clone().unwrap();
    assert!(launch.edited, "{launch:?}");
    let out = out.rewritten.unwrap().to_string();
    assert!(
        out.contains("kp_smem + (0 + sizeof(float[2][BLOCK_SIZE][BLOCK_SIZE]) + 127) / 128 * 128"),
        "{out}"
    );
    // <16>: two stages of two 1 KB tiles; <32>: of two 4 KB tiles.
    assert!(
        out.contains("mm_t<16><<<dim3(wB / 16, hA / 16), dim3(16, 16), 4096>>>"),
        "{out}"
    );
    assert!(
        out.contains("mm_t<32><<<dim3(wB / 32, hA / 32), dim3(32, 32), 16384>>>"),
        "{out}"
    );
}

#[test]
fn an_instantiation_that_cannot_take_the_rewrite_refuses_it_by_name() {
    // <1536>'s doubled tiles cross the cliff on sm_86: it would get one stage where <64> gets two.
    let text = fixture("template_two_sizes.cu").replace("gemm_t<128>", "gemm_t<1536>");
    let e = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::InstanceDependent, "{}", e.message);
    assert!(e.message.contains("gemm_t<1536>"), "{}", e.message);
    let at = e.span.clone().unwrap().start;
    assert!(text[at..].starts_with("gemm_t<1536>"));
}

/// A kernel launched from a method of a class template that forwards its template parameters,
/// with the dynamic size a `static constexpr` member: the class's instantiation in the host code
/// is the kernel's, the member evaluates with it, and the rewrite is proven. The launch serves
/// every instantiation of the class, so kpipe does not write one instantiation's bytes into it:
/// the report says what the caller must pass.
#[test]
fn a_class_template_launcher_gives_the_instantiation_and_its_bytes() {
    let text = fixture("class_template_launcher.cu");
    let out = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86")).unwrap();
    assert_eq!(out.analysis.instantiation.as_deref(), Some("<64, 8>"));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    let dynamic = out
        .analysis
        .dynamic
        .as_ref()
        .expect("dynamic shared memory");
    assert_eq!(dynamic.original, 4096);
    let change = out
        .analysis
        .launch_change
        .as_ref()
        .expect("a launch change");
    assert!(change.required && !change.edited, "{change:?}");
    // Launched with other arguments than the class's own parameters, the member says nothing.
    let swapped = text.replace("flat<BM, BK><<<", "flat<BM, 8><<<");
    let e = kpipe::transform(&swapped, &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::UnknownTileSize, "{}", e.message);
}

/// `kernels/sgemm_32x32_two_iv.cu` with `from` replaced by `to`.
fn two_iv(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(root().join("kernels/sgemm_32x32_two_iv.cu")).unwrap();
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

const LOOP_END: &str = "    __syncthreads();\n  }\n";

/// Both variants refuse `text` with `kind`, pointing at `at`.
fn refused(text: &str, kind: Kind, at: &str, says: &str) {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let e = kpipe::transform(text, &request(variant, "sm_86"))
            .err()
            .unwrap_or_else(|| panic!("{variant:?} accepted: {says}"));
        assert_eq!(e.kind, kind, "{}", e.message);
        assert!(e.message.contains(says), "{}", e.message);
        let span = e.span.clone().expect("located");
        assert!(
            text[span.start..].starts_with(at),
            "{}",
            &text[span.start..]
        );
    }
}

#[test]
fn a_loop_bound_the_body_changes_is_refused_where_it_changes() {
    let grown = two_iv(
        "const int aEnd = aBegin + wA - 1;",
        "int aEnd = aBegin + wA - 1 - BLOCK_SIZE;\n  bool extended = false;",
    )
    .replacen(
        "    Bs[ty][tx] = B[b + wB * ty + tx];\n",
        "    Bs[ty][tx] = B[b + wB * ty + tx];\n    if (a + aStep > aEnd && !extended) { aEnd += aStep; extended = true; }\n",
        1,
    );
    refused(
        &grown,
        Kind::UnsupportedPattern,
        "aEnd += aStep",
        "bound `aEnd`",
    );
    let through_pointer = two_iv(
        "const int aEnd = aBegin + wA - 1;",
        "int aEnd = aBegin + wA - 1;\n  int *pEnd = &aEnd;",
    );
    refused(
        &through_pointer,
        Kind::UnsupportedPattern,
        "&aEnd",
        "bound `aEnd`",
    );
}

#[test]
fn a_tile_read_after_the_loop_before_a_write_is_refused() {
    let read = two_iv(
        "C[c + wB * ty + tx] = Csub;",
        "C[c + wB * ty + tx] = Csub + As[ty][tx];",
    );
    refused(
        &read,
        Kind::UnsupportedPattern,
        "C[c + wB",
        "reads the tile `As`",
    );
    let written_before = two_iv(
        "  float Csub = 0.0f;\n",
        "  float Csub = 0.0f;\n  Bs[ty][tx] = 0.0f;\n",
    );
    refused(
        &written_before,
        Kind::UnsupportedPattern,
        "Bs[ty][tx] = 0.0f;",
        "before the K-loop",
    );
    // A staging tile written first after the loop is fine.
    let staged = two_iv(
        "C[c + wB * ty + tx] = Csub;",
        "As[ty][tx] = Csub;\n  __syncthreads();\n  C[c + wB * ty + tx] = As[tx][ty];",
    );
    assert!(kpipe::transform(&staged, &request(VariantRequest::Ldg, "sm_86")).is_ok());
}

#[test]
fn a_compute_store_that_may_alias_the_loads_is_refused_unless_restrict() {
    let store = two_iv(
        LOOP_END,
        "    if (tx == 0 && ty == 0) C[a] = Csub;\n    __syncthreads();\n  }\n",
    );
    refused(&store, Kind::UnsupportedPattern, "C[a] = Csub", "may alias");
    let atomic = two_iv(
        LOOP_END,
        "    if (tx == 0 && ty == 0) atomicAdd(&C[a], Csub);\n    __syncthreads();\n  }\n",
    );
    refused(
        &atomic,
        Kind::UnsupportedPattern,
        "atomicAdd(&C[a], Csub)",
        "may alias",
    );
    let restricted = store.replace(
        "float *C, const float *A, const float *B",
        "float *__restrict__ C, const float *__restrict__ A, const float *__restrict__ B",
    );
    assert_ne!(restricted, store, "the fixture's parameters changed");
    assert!(kpipe::transform(&restricted, &request(VariantRequest::Ldg, "sm_86")).is_ok());
}

#[test]
fn a_second_induction_variable_ends_as_the_original_leaves_it() {
    let counted = two_iv(
        "  float Csub = 0.0f;\n",
        "  float Csub = 0.0f;\n  int t = 0;\n",
    )
    .replacen("a += aStep, b += bStep)", "a += aStep, b += bStep, ++t)", 1)
    .replacen(
        "C[c + wB * ty + tx] = Csub;",
        "C[c + wB * ty + tx] = Csub + t;",
        1,
    );
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let out = kpipe::transform(&counted, &request(variant, "sm_86")).unwrap();
        let out = out.rewritten.unwrap().to_string();
        // The pipelined loop steps once less than the original: the epilogue takes the last step.
        let epilogue = out.find("// epilogue").expect("an epilogue");
        assert!(
            out[epilogue..].contains("a += aStep, b += bStep, ++t;"),
            "{out}"
        );
    }
}

#[test]
fn code_the_preprocessor_removes_is_not_a_k_loop() {
    let text = two_iv("  for (int a = aBegin", "#if 0\n  for (int a = aBegin").replacen(
        "    __syncthreads();\n  }\n\n",
        "    __syncthreads();\n  }\n#endif\n\n",
        1,
    );
    assert!(text.contains("#endif"));
    let e = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::NoKLoop, "{}", e.message);
}

#[test]
fn a_tile_declared_twice_is_a_parse_level_error() {
    let line = "__shared__ float As[BLOCK_SIZE][BLOCK_SIZE];";
    let text = two_iv(line, &format!("{line}\n  {line}"));
    let e = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::ParseError, "{}", e.message);
    assert!(e.message.contains("declared twice"), "{}", e.message);
}

/// `instances::check_with_hosts` on the model of `text`, with `hosts` (name, text) as host files.
fn check_with_hosts(
    text: &str,
    request: &kpipe::Request,
    outcome: kpipe::Outcome,
    hosts: &[(String, &str)],
) -> kpipe::diagnostics::Result<kpipe::Outcome> {
    let files = hosts
        .iter()
        .map(|(name, text)| HostFile::new(Some(name.clone()), text.to_string()))
        .collect();
    let given = Given::new(None, files);
    kpipe::pipeline::with_model(
        text,
        request.kernel,
        request.defines,
        &Default::default(),
        |model| kpipe::pipeline::instances::check_with_hosts(model, request, outcome, &given),
    )
}

#[test]
fn instantiations_a_host_file_launches_are_checked_too() {
    let text = fixture("template_two_sizes.cu");
    let (kernel, host) = text.split_at(text.find(HOST).unwrap());
    let defines = [("BM".to_string(), "64".to_string())];
    let mut req = request(VariantRequest::Ldg, "sm_86");
    req.defines = &defines;
    let outcome = kpipe::transform(kernel, &req).unwrap();
    assert!(outcome.instances.is_empty(), "the kernel's file names none");
    // The host launches <64> (the --define's values) and <128>: one more row, the same text.
    let hosts = [("runner.cu".to_string(), host)];
    let checked = check_with_hosts(kernel, &req, outcome, &hosts).unwrap();
    let rows: Vec<&str> = checked.instances.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(rows, ["gemm_t (--define BM=64)", "gemm_t<128>"]);
    // A launch of an instantiation that cannot take it refuses the rewrite, naming the host line.
    let bad = host.replace("gemm_t<128>", "gemm_t<1536>");
    let outcome = kpipe::transform(kernel, &req).unwrap();
    let hosts = [("runner.cu".to_string(), bad.as_str())];
    let e = check_with_hosts(kernel, &req, outcome, &hosts)
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::InstanceDependent);
    assert!(
        e.message.contains("gemm_t<1536>") && e.message.contains("runner.cu:"),
        "{}",
        e.message
    );
}

#[test]
fn a_launch_named_with_the_hosts_own_constants_is_that_instantiation() {
    let text = fixture("template_two_sizes.cu");
    let kernel = &text[..text.find(HOST).unwrap()];
    // The form of a runner that picks the tile by size: the same spelling, two values.
    let host = "void run(bool big, int M, int N, int K, const float *A, const float *B, float *C) {\n  if (big) {\n    const int BM = 128;\n    gemm_t<BM><<<dim3(N / 64, M / BM), 256>>>(M, N, K, A, B, C);\n  } else {\n    constexpr int BM = 64;\n    gemm_t<BM><<<dim3(N / 64, M / BM), 256>>>(M, N, K, A, B, C);\n  }\n}\n";
    let defines = [("BM".to_string(), "64".to_string())];
    let mut req = request(VariantRequest::Ldg, "sm_86");
    req.defines = &defines;
    let outcome = kpipe::transform(kernel, &req).unwrap();
    let hosts = [("runner.cu".to_string(), host)];
    let checked = check_with_hosts(kernel, &req, outcome, &hosts).unwrap();
    let rows: Vec<&str> = checked.instances.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(rows, ["gemm_t (--define BM=64)", "gemm_t<128>"]);
}

/// The `--define`s of `template_block_by_tile.cu`'s large instantiation, `<64, 64, 8, 8>`.
fn block_by_tile_defines() -> [(String, String); 4] {
    [("BM", "64"), ("BN", "64"), ("BK", "8"), ("TM", "8")]
        .map(|(n, v)| (n.to_string(), v.to_string()))
}

#[test]
fn each_instantiation_is_proven_at_the_block_its_own_launch_gives() {
    // <64, 64, 8, 8> runs 512 threads and <32, 32, 8, 4> 256, each only right at its own: the
    // proof of the second runs the block of its launch (the runner's `else` branch), not the
    // first's, and both take the rewrite.
    let text = fixture("template_block_by_tile.cu");
    let (kernel, host) = text.split_at(text.find(HOST).unwrap());
    let defines = block_by_tile_defines();
    let mut req = request(VariantRequest::Ldg, "sm_90");
    req.defines = &defines;
    let outcome = kpipe::transform(kernel, &req).unwrap();
    let hosts = [("runner.cu".to_string(), host)];
    let checked = check_with_hosts(kernel, &req, outcome, &hosts).unwrap();
    let rows: Vec<&str> = checked.instances.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        rows,
        [
            "tiled_t (--define BM=64 BN=64 BK=8 TM=8)",
            "tiled_t<32, 32, 4, 8>"
        ]
    );
}

#[test]
fn an_instantiation_its_own_launch_makes_invalid_is_named_unproven() {
    // The small branch launches twice the threads its tiles take: its original reads `As` past
    // its end there, so nothing about it is proven; the rewrite is the analysed one's text, and
    // the report says which instantiation is unproven and why.
    let text = fixture("template_block_by_tile.cu");
    let (kernel, host) = text.split_at(text.find(HOST).unwrap());
    let small = host.rfind("dim3 block(BM * BN / TM);").unwrap();
    let host = format!(
        "{}dim3 block(2 * BM * BN / TM);{}",
        &host[..small],
        &host[small + "dim3 block(BM * BN / TM);".len()..]
    );
    let defines = block_by_tile_defines();
    let mut req = request(VariantRequest::Ldg, "sm_90");
    req.defines = &defines;
    let outcome = kpipe::transform(kernel, &req).unwrap();
    let hosts = [("runner.cu".to_string(), host.as_str())];
    let checked = check_with_hosts(kernel, &req, outcome, &hosts).unwrap();
    let warnings = checked.analysis.warnings.join("\n");
    assert!(
        warnings.contains("`tiled_t<32, 32, 4, 8>` (named at runner.cu:17) is not proven equal by symbolic execution")
            && warnings.contains("shared memory `As` (512 bytes) is accessed at byte 512 (+4), past its end"),
        "{warnings}"
    );
}

#[test]
fn when_one_instantiation_must_move_to_dynamic_shared_memory_all_do() {
    // On sm_90 <1536>'s two stages (96 KB of As) pass the 48 KB static limit; <64>'s do not.
    let text = fixture("template_two_sizes.cu").replace("gemm_t<128>", "gemm_t<1536>");
    let out = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_90")).unwrap();
    let reasons = &out.analysis.decision.as_ref().unwrap().reasons;
    assert!(
        reasons.iter().any(|r| r.contains("another instantiation")),
        "{reasons:?}"
    );
    let new = out.rewritten.unwrap().to_string();
    assert!(
        new.contains("gemm_t<64><<<dim3(N / 64, M / 64), 256, 8192>>>"),
        "{new}"
    );
    assert!(new.contains("cudaFuncSetAttribute(gemm_t<1536>, cudaFuncAttributeMaxDynamicSharedMemorySize, 102400);"), "{new}");
    assert!(
        new.contains("gemm_t<1536><<<dim3(N / 64, M / 128), 256, 102400>>>"),
        "{new}"
    );
}

#[test]
fn load_counts_read_for_one_block_shape_stop_a_launch_with_another() {
    // Loads strided by blockDim.x: 4 per thread for the directive's 256 threads, 8 for 128.
    let text = format!(
        "// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,M,N,K grid=N/64,M/64 block=256 multiple=64,64,16\n{}",
        std::fs::read_to_string(root().join("tests/inference/strided_blockdim.cu")).unwrap()
    );
    let guard = "if (blockDim.x != 256 || blockDim.y != 1 || blockDim.z != 1) __trap();";
    let ldg = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86")).unwrap();
    let ldg = ldg.rewritten.unwrap().to_string();
    assert!(ldg.contains(guard), "{ldg}");
    assert!(ldg.contains("float kp_next_As[4];"), "{ldg}");
    // cp.async holds nothing per thread: no guard.
    let cp = kpipe::transform(&text, &request(VariantRequest::CpAsync, "sm_86")).unwrap();
    assert!(!cp.rewritten.unwrap().to_string().contains("__trap"));
    // Counts that hold for any block (a constant stride) need none.
    let two_iv = std::fs::read_to_string(root().join("kernels/sgemm_32x32_two_iv.cu")).unwrap();
    let out = kpipe::transform(&two_iv, &request(VariantRequest::Ldg, "sm_86")).unwrap();
    assert!(!out.rewritten.unwrap().to_string().contains("__trap"));
}

/// A launch that writes only the leading template arguments (`gemm<BLOCK><<<..>>>(.., dA, ..)`)
/// leaves the element type to deduction from `T *dA`, the launcher's own parameter, which the
/// file's explicit instantiations of the launcher bind: the kernel is `gemm<16, float>` (was K022,
/// `sizeof(T)` has no value) and `gemm<16, __half>` is checked too.
#[test]
fn a_launch_that_leaves_the_type_to_deduction_is_instantiated_through_its_launcher() {
    let text = fixture("launch_deduces_the_type.cu");
    let out = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert_eq!(out.analysis.instantiation.as_deref(), Some("<16, float>"));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    // Without the explicit instantiations nothing says what `T` is: the refusal stands.
    let cut = text.find("template void run").unwrap();
    let e = kpipe::transform(&text[..cut], &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::UnknownTileSize, "{}", e.message);
}

/// Tiles of the template's type parameter moved to dynamic shared memory: the launch inside the
/// launcher template passes their bytes as an expression of `T`, the same text for `float` and
/// `__half` (was K025: 65536 written for one, 32768 for the other).
#[test]
fn dynamic_bytes_of_a_type_parameter_are_written_with_sizeof() {
    let text = fixture("typed_tiles_to_dynamic.cu");
    let out = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_90"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    let new = out.rewritten.unwrap().to_string();
    let bytes = "(0 + sizeof(T[2][64][64]) + 127) / 128 * 128 + sizeof(T[2][64][64])";
    assert!(
        new.contains(&format!("gemm_typed<T><<<grid, block, {bytes}>>>")),
        "{new}"
    );
    assert!(
        new.contains(&format!(
            "cudaFuncSetAttribute(gemm_typed<T>, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes});"
        )),
        "{new}"
    );
    assert!(!new.contains("65536"), "{new}");
}

/// A kernel template whose parameters are written with its type parameters, launched only from a
/// launcher template the file does not instantiate: the refusal says which type is unknown and how
/// to give it (K022, at the parameter; was K026 "kpipe cannot prove .. the type of the parameter").
/// Given with `--kernel name<types>`, the rewrite is made and proven; the launcher's generic launch
/// in another file is no instantiation to check.
#[test]
fn a_parameter_type_no_instantiation_binds_is_named_with_how_to_give_it() {
    let kernel = "template <typename AType, typename CType>\n\
        __global__ void __launch_bounds__(256) gemm(const AType *A, const AType *B, CType *C, int M, int N, int K) {\n\
        \x20   __shared__ float As[16][16];\n    __shared__ float Bs[16][16];\n\
        \x20   int tx = threadIdx.x % 16, ty = threadIdx.x / 16;\n    float acc = 0.f;\n\
        \x20   for (int k0 = 0; k0 < K; k0 += 16) {\n\
        \x20       As[ty][tx] = (float)A[(blockIdx.y * 16 + ty) * K + k0 + tx];\n\
        \x20       Bs[ty][tx] = (float)B[(k0 + ty) * N + blockIdx.x * 16 + tx];\n\
        \x20       __syncthreads();\n\
        \x20       for (int k = 0; k < 16; ++k) acc += As[ty][k] * Bs[k][tx];\n\
        \x20       __syncthreads();\n    }\n\
        \x20   C[(blockIdx.y * 16 + ty) * N + blockIdx.x * 16 + tx] = (CType)acc;\n}\n";
    let e = kpipe::transform(kernel, &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::UnknownTileSize, "{}", e.message);
    assert!(
        e.message.contains("parameter `A` is `const AType *`") && e.message.contains("`AType`"),
        "{}",
        e.message
    );
    assert!(
        e.help.contains("--kernel 'gemm<AType, CType>'"),
        "{}",
        e.help
    );
    let at = e.span.clone().expect("a location").start;
    assert!(
        kernel[at..].starts_with("A, const AType *B"),
        "{}",
        &kernel[at..]
    );

    let mut req = request(VariantRequest::Ldg, "sm_86");
    req.kernel = Some("gemm<float, float>");
    let launcher = "#include \"gemm.cuh\"\ntemplate <typename AType, typename CType>\n\
        void run(const AType *A, const AType *B, CType *C, int M, int N, int K) {\n\
        \x20   gemm<AType, CType><<<dim3(N / 16, M / 16), 256>>>(A, B, C, M, N, K);\n}\n";
    let hosts = [("run.cu".to_string(), launcher)];
    let outcome = kpipe::transform(kernel, &req).unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        outcome.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        outcome.proof
    );
    let checked =
        check_with_hosts(kernel, &req, outcome, &hosts).unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        checked.instances.is_empty(),
        "{:?}",
        checked.instances.len()
    );
}

/// A kernel template launched only by a launcher template that forwards its own parameters, with
/// no instantiation in the file: each parameter is open, and the refusal names it as the
/// `--define` that gives it (was "`BM (definition too deep or circular)`", and a `--define` for that
/// text); given by the defines, or by a runner's instantiation, the rewrite is made and proven.
#[test]
fn a_parameter_forwarded_by_an_uninstantiated_launcher_is_open() {
    let text = fixture("forwarded_launcher.cu");
    let e = kpipe::transform(&text, &request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("refused");
    assert_eq!(e.kind, Kind::UnknownTileSize, "{}", e.message);
    assert!(e.message.contains("depends on `BM`,"), "{}", e.message);
    assert!(e.help.contains("--define BM=VALUE"), "{}", e.help);
    assert!(!e.message.contains("circular"), "{}", e.message);
    let defines: Vec<(String, String)> =
        [("BM", "64"), ("BN", "64"), ("BK", "8"), ("THREADS", "256")]
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
    let mut req = request(VariantRequest::Ldg, "sm_86");
    req.defines = &defines;
    let out = kpipe::transform(&text, &req).unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    assert!(
        !out.input_warnings
            .iter()
            .any(|w| w.contains("repeats the file's own value")),
        "{:?}",
        out.input_warnings
    );
}
