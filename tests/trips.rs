//! Load loops whose start depends on the thread (`for (int y = 2 * threadIdx.y + xby8; y < 64;
//! y += 32)`, llm.c's matmul_forward kernel 4): register prefetch takes their trip count when the
//! block's shape is a fact (the `// kpipe:` directive's block=, or the file's launches) and every
//! thread runs the same number of iterations; otherwise K020 says which fact is missing. With nvcc,
//! the rewrites compile and their main loop overlaps loads with compute.

mod common;

use assert_cmd::Command;
use common::request;
use kpipe::analysis::choose::VariantRequest;
use kpipe::diagnostics::Kind;
use kpipe::toolchain::Toolchain;
use kpipe::transform;

/// llm.c's kernel 4 loads (loads first), 64 x 32 tiles, with `attrs` on the kernel and `after` at
/// the end of the file.
fn llmc(before: &str, attrs: &str, rows: u32, after: &str) -> String {
    format!(
        r#"{before}__device__ float4 ld_vec(const float* address) {{
    return *reinterpret_cast<const float4*>(address);
}}
__device__ void st_vec(float* address, float4 val) {{
    *reinterpret_cast<float4*>(address) = val;
}}
__global__ void {attrs} mm4(float* out, const float* inp, const float* weight, int C, int OC) {{
    __shared__ float lhs_s[{rows}][32];
    __shared__ float rhs_s[{rows}][32];
    inp += 64 * blockIdx.x * C;
    weight += 64 * blockIdx.y * C;
    out += 64 * blockIdx.x * OC + 64 * blockIdx.y;
    float vals[4][4] = {{}};
    int si_start = 4 * (16 * threadIdx.y + threadIdx.x);
    for (int so = 0; so < C; so += 32) {{
        int xmod8 = threadIdx.x % 8;
        int xby8 = threadIdx.x / 8;
        int xo = 4 * xmod8;
        for (int y = 2 * threadIdx.y + xby8; y < {rows}; y += 32) {{
            st_vec(&lhs_s[y][xo], ld_vec(inp + y * C + so + xo));
            st_vec(&rhs_s[y][xo], ld_vec(weight + y * C + so + xo));
        }}
        __syncthreads();
        for (int si = si_start; si < si_start + 32; si += 4) {{
            float4 rhs[4];
            for (int u = 0; u < 4; ++u) rhs[u] = ld_vec(&rhs_s[(u + 4 * threadIdx.y) % {rows}][si % 32]);
            for (int ii = 0; ii < 4; ++ii) {{
                float4 lhs = ld_vec(&lhs_s[(ii + 4 * threadIdx.x) % {rows}][si % 32]);
                for (int ji = 0; ji < 4; ++ji)
                    vals[ii][ji] += lhs.x * rhs[ji].x + lhs.y * rhs[ji].y + lhs.z * rhs[ji].z + lhs.w * rhs[ji].w;
            }}
        }}
        __syncthreads();
    }}
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) out[(4 * threadIdx.x + i) * OC + 4 * threadIdx.y + j] = vals[i][j];
}}
{after}"#
    )
}

const DIRECTIVE: &str = "// kpipe: a=f32:row b=f32:col c=f32 args=C,A,B,K,N grid=M/64,N/64 block=16,16 multiple=64,64,32\n";
const HOST: &str = "void launch(float* o, const float* i, const float* w, int B, int C, int OC) {\n    dim3 gridDim(B / 64, OC / 64);\n    dim3 blockDim(16, 16);\n    mm4<<<gridDim, blockDim>>>(o, i, w, C, OC);\n}\n";

fn ldg(text: &str) -> Result<String, Box<kpipe::diagnostics::Diagnostic>> {
    transform(text, &request(VariantRequest::Ldg, "sm_86"))
        .map(|o| o.rewritten.expect("a rewrite").to_string())
}

fn refusal(text: &str) -> (Kind, String, String) {
    let e = ldg(text).expect_err("a refusal");
    let span = e.span.clone().expect("a span");
    (
        e.kind,
        format!("{}\n{}", e.message, e.help),
        text[span].to_string(),
    )
}

const HEADER: &str = "for (int y = 2 * threadIdx.y + xby8; y < 64; y += 32) ";

#[test]
fn the_directive_block_gives_two_trips_per_thread() {
    let text = llmc(DIRECTIVE, "__launch_bounds__(16*16)", 64, "");
    let out = ldg(&text).unwrap();
    assert!(out.contains("float4 kp_next_lhs_s[2];"), "{out}");
    assert!(out.contains(
        "kp_next_lhs_s[(y - (2 * threadIdx.y + xby8)) / (32)] = ld_vec(inp + y * C + (so + 32) + xo);"
    ));
    assert!(out.contains(
        "st_vec(&rhs_s[kp_stage ^ 1][y][xo], kp_next_rhs_s[(y - (2 * threadIdx.y + xby8)) / (32)]);"
    ));
}

#[test]
fn the_files_launches_give_the_shape() {
    let out = ldg(&llmc("", "", 64, HOST)).unwrap();
    assert!(out.contains("float4 kp_next_lhs_s[2];"), "{out}");
    // An inline `dim3(16, 16)` is the same fact.
    let inline = "void launch(float* o, const float* i, const float* w, int C) { mm4<<<dim3(4, 4), dim3(16, 16)>>>(o, i, w, C, 256); }\n";
    assert!(ldg(&llmc("", "", 64, inline))
        .unwrap()
        .contains("float4 kp_next_rhs_s[2];"));
}

#[test]
fn launch_bounds_alone_is_not_a_shape() {
    let (kind, message, span) = refusal(&llmc("", "__launch_bounds__(256)", 64, ""));
    assert_eq!(kind, Kind::NonConstantLoadCount);
    assert_eq!(span.trim_end(), HEADER.trim_end());
    assert!(
        message.contains("kpipe does not know the block's shape"),
        "{message}"
    );
    assert!(message.contains("[0, 541]"), "{message}");
    assert!(message.contains("block=X,Y"), "{message}");
}

#[test]
fn disagreeing_facts_are_no_shape() {
    let host = HOST.replace("dim3 blockDim(16, 16);", "dim3 blockDim(32, 8);");
    let (kind, message, _) = refusal(&llmc(DIRECTIVE, "", 64, &host));
    assert_eq!(kind, Kind::NonConstantLoadCount);
    assert!(message.contains("disagree"), "{message}");
    // Two launches with different blocks: neither is the shape.
    let two = format!("{HOST}void again(float* o, const float* i, const float* w, int C) {{ mm4<<<1, dim3(32, 8)>>>(o, i, w, C, 64); }}\n");
    let (_, message, _) = refusal(&llmc("", "", 64, &two));
    assert!(message.contains("pass different blocks"), "{message}");
    // A block written after its declaration is not a constant.
    let written = HOST.replace(
        "dim3 blockDim(16, 16);",
        "dim3 blockDim(16, 16);\n    blockDim.x = 32;",
    );
    let (_, message, _) = refusal(&llmc("", "", 64, &written));
    assert!(
        message.contains("assigned after its declaration"),
        "{message}"
    );
    // A directive bigger than __launch_bounds__ allows.
    let (_, message, _) = refusal(&llmc(DIRECTIVE, "__launch_bounds__(128)", 64, ""));
    assert!(message.contains("says at most 128"), "{message}");
}

#[test]
fn threads_running_different_counts_are_refused_with_the_range() {
    let text = llmc("", "", 48, HOST);
    let (kind, message, span) = refusal(&text);
    assert_eq!(kind, Kind::NonConstantLoadCount);
    assert!(span.starts_with("for (int y = 2 * threadIdx.y + xby8; y < 48; y += 32)"));
    assert!(
        message.contains("threads run 1 to 2 iterations"),
        "{message}"
    );
    assert!(message.contains("[0, 31]"), "{message}");
    // cp.async needs no count per thread.
    let cp = transform(&text, &request(VariantRequest::CpAsync, "sm_86")).unwrap();
    assert!(cp
        .rewritten
        .unwrap()
        .to_string()
        .contains("__pipeline_memcpy_async"));
}

/// With nvcc: `kpipe apply` compiles both variants and reads an overlapping main loop.
#[test]
fn with_nvcc_the_rewrites_compile_and_overlap() {
    let toolchain = Toolchain::discover(None);
    if let Some(missing) = toolchain.missing() {
        let required = std::env::var_os("KPIPE_REQUIRE_NVCC").is_some_and(|v| v != "0");
        assert!(!required, "KPIPE_REQUIRE_NVCC is set but {missing}");
        eprintln!("skipped: {missing}");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in [
        (
            "directive.cu",
            llmc(DIRECTIVE, "__launch_bounds__(16*16)", 64, ""),
        ),
        ("host.cu", llmc("", "", 64, HOST)),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, &text).unwrap();
        for variant in ["ldg", "cp-async"] {
            let out = dir.path().join(format!("{variant}-{name}"));
            let assert = Command::cargo_bin("kpipe")
                .unwrap()
                .args([
                    "apply",
                    path.to_str().unwrap(),
                    "--variant",
                    variant,
                    "-o",
                    out.to_str().unwrap(),
                ])
                .assert()
                .success();
            let stdout = String::from_utf8_lossy(&assert.get_output().stdout).to_string();
            assert!(
                stdout.contains("| SASS overlaps loads with compute | **yes**"),
                "{name} {variant}:\n{stdout}"
            );
        }
    }
}

#[test]
fn what_the_header_alone_does_not_decide_is_refused() {
    // The body moves the counter: the header no longer says how often the loop runs.
    let text = llmc(DIRECTIVE, "", 64, "").replace(
        "st_vec(&lhs_s[y][xo], ld_vec(inp + y * C + so + xo));",
        "st_vec(&lhs_s[y][xo], ld_vec(inp + y * C + so + xo)); y += 0;",
    );
    assert!(ldg(&text).is_err());
    // A launch through the runtime API could pass another block: the `<<<>>>` launch is no fact.
    let api = format!("{HOST}void other(void** args) {{ cudaLaunchKernel((void*)mm4, dim3(1), dim3(256), args, 0, 0); }}\n");
    let (kind, message, _) = refusal(&llmc("", "", 64, &api));
    assert_eq!(kind, Kind::NonConstantLoadCount);
    assert!(message.contains("cudaLaunchKernel"), "{message}");
}
