//! Loop forms seen in real GEMM kernels (issue 20): what kpipe reads them as. Each case is a kernel
//! written for the test in that form, with the outcome it must have; the refusal goldens
//! (`tests/refusals/double_buffer_*.cu`) hold the full messages.

mod common;

use kpipe::analysis::choose::VariantRequest;
use kpipe::diagnostics::Kind;
use kpipe::transform;

/// The refusal of `text` under `--variant auto` on sm_86, as (kind, message).
fn refusal(text: &str) -> (Kind, String) {
    let e = transform(text, &common::request(VariantRequest::Auto, "sm_86"))
        .err()
        .expect("a refusal");
    (e.kind, e.message)
}

/// The text of `tests/refusals/NAME` and kpipe's refusal of it for `variant` on sm_86.
fn refusal_of(
    name: &str,
    variant: VariantRequest,
) -> (String, Box<kpipe::diagnostics::Diagnostic>) {
    let text = std::fs::read_to_string(common::root().join("tests/refusals").join(name)).unwrap();
    let e = transform(&text, &common::request(variant, "sm_86"))
        .err()
        .expect("a refusal");
    (text, e)
}

/// A kernel of one tile pair with `body` as its K-loop body, the helpers `load_tile(As, Bs, A, B)`
/// and `dot_tile(acc, As, Bs)`, flat tiles of `tiles` floats each.
fn flat_kernel(tiles: &str, body: &str) -> String {
    format!(
        r#"#define TILE 16
__device__ void load_tile(float* As, float* Bs, const float* A, const float* B, int N, int K) {{
  int tx = threadIdx.x, ty = threadIdx.y;
  As[ty * TILE + tx] = A[ty * K + tx];
  Bs[ty * TILE + tx] = B[ty * N + tx];
}}
__device__ void dot_tile(float& acc, const float* As, const float* Bs) {{
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int k = 0; k < TILE; ++k) acc += As[ty * TILE + k] * Bs[k * TILE + tx];
}}
__global__ void flat(const float* A, const float* B, float* C, int N, int K) {{
  __shared__ float As[{tiles}];
  __shared__ float Bs[{tiles}];
  int ty = threadIdx.y;
  float acc = 0.0f;
  int offset = 0;
  for (int k0 = 0; k0 < K; k0 += TILE) {{
{body}
  }}
  C[ty * N + threadIdx.x] = acc + offset;
}}
"#
    )
}

#[test]
fn one_barrier_double_buffers_are_already_pipelined() {
    for case in [
        "double_buffer_offset_one_barrier",
        "double_buffer_stage_one_barrier",
        "double_buffer_warp_turns",
    ] {
        let path = common::root().join(format!("tests/refusals/{case}.cu"));
        let (kind, message) = refusal(&std::fs::read_to_string(path).unwrap());
        assert_eq!(kind, Kind::AlreadyPipelined, "{case}: {message}");
        assert!(
            message.contains("two buffers") && message.contains("next tile's loads"),
            "{case}: {message}"
        );
    }
    // The toggled offset form, built here: the loads of the next tile into `1 - offset`, then the
    // compute on `offset`.
    let text = flat_kernel(
        "2 * TILE * TILE",
        "    load_tile(As + (1 - offset) * TILE * TILE, Bs + (1 - offset) * TILE * TILE, A + k0, B + k0 * N, N, K);
    dot_tile(acc, As + offset * TILE * TILE, Bs + offset * TILE * TILE);
    offset = 1 - offset;
    __syncthreads();",
    );
    let (kind, message) = refusal(&text);
    assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
    assert!(message.contains("one barrier per iteration"), "{message}");
}

#[test]
fn double_buffers_fed_through_registers_are_pipelined_only_when_the_loads_come_first() {
    let form = |case: &str| {
        refusal(
            &std::fs::read_to_string(common::root().join(format!("tests/refusals/{case}.cu")))
                .unwrap(),
        )
    };
    // Loaded into registers before the compute on one buffer, stored into the other after it.
    let (kind, message) = form("double_buffer_registers_one_barrier");
    assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
    assert!(
        message.contains("the next tile is loaded into registers (line 17) before this tile's compute on `As[cur]` (line 19), and stored into the other buffer `As[nxt]` (line 20)"),
        "{message}"
    );
    // The same buffers with the loads after the compute: nothing overlaps, and the fix is named.
    let e = transform(
        &std::fs::read_to_string(
            common::root().join("tests/refusals/double_buffer_loads_after_compute.cu"),
        )
        .unwrap(),
        &common::request(VariantRequest::Auto, "sm_86"),
    )
    .err()
    .expect("a refusal");
    assert_eq!(e.kind, Kind::AsyncNotOverlapped, "{}", e.message);
    assert!(
        e.message
            .contains("but it loads the next tile (line 18) after the compute"),
        "{}",
        e.message
    );
    assert!(
        e.help
            .contains("move the next tile's global loads (line 18) above the compute (line 17)"),
        "{}",
        e.help
    );
}

#[test]
fn single_buffers_with_one_barrier_keep_their_refusal() {
    let one_barrier = |body: &str| {
        let (kind, message) = refusal(&flat_kernel("TILE * TILE", body));
        assert_eq!(kind, Kind::UnsupportedPattern, "{body}: {message}");
        assert!(message.contains("one barrier per iteration"), "{message}");
    };
    // The same buffer loaded and read: no second buffer, unsafe to reorder.
    one_barrier(
        "    load_tile(As, Bs, A + k0, B + k0 * N, N, K);
    dot_tile(acc, As, Bs);
    __syncthreads();",
    );
    // A row offset is an element, not a buffer: the thread's row, not a stage or a constant.
    one_barrier(
        "    load_tile(As + ty * TILE, Bs + ty * TILE, A + k0, B + k0 * N, N, K);
    dot_tile(acc, As, Bs);
    __syncthreads();",
    );
    // A variable that changes each iteration but loads and reads the same buffer.
    one_barrier(
        "    load_tile(As + offset * 0, Bs, A + k0, B + k0 * N, N, K);
    dot_tile(acc, As + offset * 0, Bs);
    offset = 1 - offset;
    __syncthreads();",
    );
    // Two buffers, but this tile's compute reads the buffer the loads just wrote (a race, not a
    // pipeline): loads and compute on the same buffer.
    one_barrier(
        "    load_tile(As + offset * TILE * TILE, Bs + offset * TILE * TILE, A + k0, B + k0 * N, N, K);
    dot_tile(acc, As + offset * TILE * TILE, Bs + offset * TILE * TILE);
    offset = 1 - offset;
    __syncthreads();",
    );
}

#[test]
fn a_role_branch_over_one_buffer_is_still_a_barrier_under_a_branch() {
    let text = std::fs::read_to_string(common::root().join("tests/refusals/warp_role_barrier.cu"))
        .unwrap();
    assert_eq!(refusal(&text).0, Kind::BarrierUnderBranch);
}

/// Single-stage cp.async loops (copy, commit, wait for all, barrier, compute), written through
/// macros or as inline asm with the wait's group as an immediate operand (`"n"(0)`): read as the
/// copies they are, pipelined and proven (they were K014). Two stages with a wait that leaves the
/// next group in flight are a pipeline already.
#[test]
fn cp_async_through_macros_waited_at_once_is_pipelined() {
    let file = |path: &str| std::fs::read_to_string(common::root().join(path)).unwrap();
    for case in [
        "async_macros_wait_group0",
        "async_macros_wait_all",
        "async_asm_wait_group0",
    ] {
        let text = file(&format!("tests/async/{case}.cu"));
        let outcome = transform(&text, &common::request(VariantRequest::CpAsync, "sm_86"))
            .unwrap_or_else(|e| panic!("{case}: {}", e.message));
        assert!(
            outcome
                .notes
                .iter()
                .any(|n| n.contains("waited for all of them")),
            "{case}: {:?}",
            outcome.notes
        );
    }
    let two_stages = file("tests/refusals/async_macros_two_stages.cu");
    let (kind, message) = refusal(&two_stages);
    assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
}

/// A two-stage ring whose copies come after this stage's compute and are waited for at once before
/// its only barrier: K014 (no copy overlaps any compute), with the shape its copies read as plain
/// stores have, not "one barrier per iteration" alone.
#[test]
fn a_ring_whose_copies_are_waited_for_as_issued_is_async_not_overlapped() {
    let (_, e) = refusal_of("async_ring_copies_after_compute.cu", VariantRequest::Auto);
    assert_eq!(e.kind, Kind::AsyncNotOverlapped, "{}", e.message);
    assert!(
        e.notes
            .iter()
            .any(|n| n.contains("read as plain stores") && n.contains("one barrier per iteration")),
        "{:?}",
        e.notes
    );
    assert!(e.help.contains("wait_group 1"), "{}", e.help);
}

/// A double buffer written through macros with constant stages (`LOAD(1); SUBTILE(0);`) is
/// already pipelined (it was "tile stores inside macro `LOAD`"); the same macro over a tile
/// without a stage dimension, whose loop's barriers are the kernel's own, is still a macro kpipe
/// names and asks to expand.
#[test]
fn a_double_buffer_through_stage_macros_is_already_pipelined() {
    let (text, e) = refusal_of("macro_stage_double_buffer.cu", VariantRequest::Auto);
    assert_eq!(e.kind, Kind::AlreadyPipelined, "{}", e.message);
    assert!(e.message.contains("`LOAD(0)`, `LOAD(1)`"), "{}", e.message);
    let single = text
        .replace("[2][TILE][TILE]", "[TILE][TILE]")
        .replace("As[S]", "As")
        .replace("Bs[S]", "Bs");
    let (kind, message) = refusal(&single);
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
    assert!(
        message.contains("has its tile stores inside macro `LOAD`"),
        "{message}"
    );
}

/// Guarded tile stores without an `else`: the proof finds the difference at a ragged K, and the
/// refusal says why (the tile keeps an earlier tile's values) and names the `else` to add; with it
/// the kernel is pipelined and proven.
#[test]
fn a_guarded_store_without_else_names_the_zero_fill_that_makes_it_pipelinable() {
    let (text, e) = refusal_of("guarded_store_without_else.cu", VariantRequest::Ldg);
    assert_eq!(e.kind, Kind::NotProven, "{}", e.message);
    assert!(e.message.contains("has no `else`"), "{}", e.message);
    assert!(e.help.contains("`else As[r][tid % BK] = 0;`"), "{}", e.help);
    let fixed = text
        .replace(
            "As[r][tid % BK] = A[(blockIdx.y * BM + r) * K + k0 + tid % BK];",
            "As[r][tid % BK] = A[(blockIdx.y * BM + r) * K + k0 + tid % BK]; else As[r][tid % BK] = 0;",
        )
        .replace(
            "Bs[tid % BK][r] = B[(k0 + tid % BK) * N + blockIdx.x * BM + r];",
            "Bs[tid % BK][r] = B[(k0 + tid % BK) * N + blockIdx.x * BM + r]; else Bs[tid % BK][r] = 0;",
        );
    let out = transform(&fixed, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(out.proof.as_ref().is_some_and(|p| p.is_equal()));
}

#[test]
fn a_vector_cast_macro_into_registers_is_a_load_not_a_global_store() {
    let kernel =
        std::fs::read_to_string(common::root().join("kernels/sgemm_fetch_float4_regs.cu")).unwrap();
    // Read as the same loads written without the macro: rewritten with register prefetch, the
    // macro's uses kept as written.
    for text in [
        kernel.clone(),
        kernel
            .replace(
                "FETCH_FLOAT4(ldg_a_reg[0]) =",
                "reinterpret_cast<float4 *>(&ldg_a_reg[0])[0] =",
            )
            .replace(
                "= FETCH_FLOAT4(A[OFFSET(row0 + a_row, k0 + a_col, K)]);",
                "= *reinterpret_cast<float4 *>(&A[OFFSET(row0 + a_row, k0 + a_col, K)]);",
            ),
    ] {
        let outcome = transform(&text, &common::request(VariantRequest::Ldg, "sm_86"))
            .unwrap_or_else(|e| panic!("{}", e.message));
        let out = outcome.rewritten.expect("a rewrite").to_string();
        assert!(out.contains("kp_stage"), "not pipelined:\n{out}");
        assert_eq!(
            out.matches("FETCH_FLOAT4(Bs").count(),
            text.matches("FETCH_FLOAT4(Bs").count() * 2,
            "the prologue and the loop each keep the macro's store"
        );
    }
    // Declared before the loop and read after it, the register array is still the loads' own (what
    // it holds after the loop is the last tile's loads, in the rewrite too), through the macro as
    // without it; read before the loop, it is a variable the load phase writes: the true reason,
    // not "a store to global memory".
    let outside = form_text("fetch_float4_regs_outside.cu");
    let out = transform(&outside, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    let read_before = outside.replacen(
        "float ldg_a_reg[4];",
        "float ldg_a_reg[4];\n  ldg_a_reg[0] = 1.0f;",
        1,
    );
    let (kind, message) = refusal(&read_before);
    assert_eq!(kind, Kind::UnsupportedPattern);
    assert!(
        message.contains("assigns `ldg_a_reg`, which is declared outside the loop"),
        "{message}"
    );
    // A store to global memory through the same macro is still one.
    let global = kernel.replace(
        "FETCH_FLOAT4(ldg_a_reg[0]) =",
        "FETCH_FLOAT4(C[tid * 4]) = FETCH_FLOAT4(ldg_a_reg[0]) =",
    );
    let (_, message) = refusal(&global);
    assert!(message.contains("stores to global memory"), "{message}");
}

#[test]
fn a_same_file_copy_macro_is_a_16_byte_copy() {
    let text =
        std::fs::read_to_string(common::root().join("kernels/sgemm_ldst128_macro.cu")).unwrap();
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let outcome = transform(&text, &common::request(variant, "sm_86"))
            .unwrap_or_else(|e| panic!("{variant:?}: {}", e.message));
        let out = outcome.rewritten.expect("a rewrite").to_string();
        // The definition stays as written; the load passes hold its expansion.
        assert!(out.contains("#define LDST128(dst, src)"));
        if variant == VariantRequest::CpAsync {
            assert_eq!(out.matches("__pipeline_memcpy_async(").count(), 4, "{out}");
            assert!(out.contains(", 16);"), "16-byte copies:\n{out}");
        }
    }
}

/// A 16x16 tile kernel that stages its loads in registers declared before the loop: A's float4
/// into `ra` (stored transposed), B's into `rb`. `after` is appended after the loop.
fn staged_kernel(after: &str) -> String {
    format!(
        r#"#define TILE 16
#define FLOAT4(v) (reinterpret_cast<float4 *>(&(v))[0])
__global__ void __launch_bounds__(64) staged(float* A, float* B, float* C, int N, int K) {{
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  float ra[4];
  float4 rb;
  const int tid = threadIdx.x;
  const int lm = tid / 4, lk = (tid % 4) * 4;
  const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  float acc[4] = {{0.0f, 0.0f, 0.0f, 0.0f}};
  for (int k0 = 0; k0 < K; k0 += TILE) {{
    FLOAT4(ra[0]) = FLOAT4(A[(row0 + lm) * K + k0 + lk]);
    rb = FLOAT4(B[(k0 + lm) * N + col0 + lk]);
    for (int i = 0; i < 4; ++i) As[lk + i][lm] = ra[i];
    FLOAT4(Bs[lm][lk]) = rb;
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      for (int j = 0; j < 4; ++j) acc[j] += As[k][lm] * Bs[k][lk + j];
    __syncthreads();
  }}
  for (int j = 0; j < 4; ++j) C[(row0 + lm) * N + col0 + lk + j] = acc[j]{after};
}}
"#
    )
}

#[test]
fn registers_declared_before_the_loop_that_only_the_loads_use_are_the_loads_own() {
    // `ra` and `rb` hold one tile's loads between the global read and the tile store, and
    // nothing else reads them: the loop is pipelined (and proven) as if they were declared in it.
    let out = transform(
        &staged_kernel(""),
        &common::request(VariantRequest::Ldg, "sm_86"),
    )
    .expect("a rewrite");
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    let new = out.rewritten.unwrap().to_string();
    assert!(
        new.contains("float ra[4];") && new.contains("FLOAT4(ra[0]) = FLOAT4(A["),
        "{new}"
    );
    // Read after the loop too, `ra` carries the last tile's loads out of the loop, as the
    // rewrite's last loads leave them: still the loads' own, and the proof compares what the
    // read after the loop stores.
    let out = transform(
        &staged_kernel(" + ra[0]"),
        &common::request(VariantRequest::Ldg, "sm_86"),
    )
    .expect("a rewrite");
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    // Mentioned before the loop, it may carry a value into it: refused.
    let before = staged_kernel("").replacen("float ra[4];", "float ra[4];\n  ra[0] = 0.0f;", 1);
    let (kind, message) = refusal(&before);
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
    assert!(
        message.contains("assigns `ra`, which is declared outside the loop"),
        "{message}"
    );
}

/// Comments are not code: one after each template parameter (`const int TY, // rows per
/// thread`) is not a parameter that shifts the instantiation's arguments onto the wrong names,
/// and one between a macro's arguments (`OFFSET(row, // row`) is not part of an argument. Both
/// made a constant load count unknown (K020) and the proof fail (K026).
#[test]
fn comments_between_template_parameters_and_macro_arguments_are_not_code() {
    let text = r#"#define OFFSET(row, col, ld) ((row) * (ld) + (col))
template <
    const int BM, // rows of C per block
    const int BK, // the K tile
    const int BN, // columns of C per block
    const int TY, // rows per thread
    const int TX  // columns per thread
    >
__global__ void gemm(const float *A, const float *B, float *C, int M, int K, int N) {
    const int bszx = BN / TX, bszy = BM / TY, NT = bszx * bszy;
    const int tid = threadIdx.y * bszx + threadIdx.x;
    __shared__ float As[BM][BK];
    __shared__ float Bs[BK][BN];
    float acc[TY][TX] = {0};
    const int AR = tid / BK, AC = tid % BK, BR = tid / BN, BC = tid % BN;
    const int AS = NT / BK, BS = NT / BN;
    for (int t = 0; t < K; t += BK) {
        for (int i = 0; i < BM; i += AS)
            As[i + AR][AC] = A[OFFSET(
                blockIdx.y * BM + i + AR, // row
                t + AC, // col
                K)];
        for (int i = 0; i < BK; i += BS)
            Bs[i + BR][BC] = B[OFFSET(t + i + BR, blockIdx.x * BN + BC, N)];
        __syncthreads();
        for (int k = 0; k < BK; ++k)
            for (int y = 0; y < TY; ++y)
                for (int x = 0; x < TX; ++x)
                    acc[y][x] += As[threadIdx.y * TY + y][k] * Bs[k][threadIdx.x * TX + x];
        __syncthreads();
    }
    for (int y = 0; y < TY; ++y)
        for (int x = 0; x < TX; ++x)
            C[OFFSET(blockIdx.y * BM + threadIdx.y * TY + y, blockIdx.x * BN + threadIdx.x * TX + x, N)] = acc[y][x];
}
template __global__ void gemm<96, 32, 64, 6, 4>(const float *, const float *, float *, int, int, int);
"#;
    let outcome = transform(text, &common::request(VariantRequest::Ldg, "sm_86"));
    let outcome = outcome.unwrap_or_else(|e| panic!("refused: {}", e.message));
    let rewritten = outcome.rewritten.expect("a rewrite").to_string();
    assert!(rewritten.contains("As[2][BM][BK]"), "{rewritten}");
}

/// A K-loop written as `while` or `do ... while` is not "no K-loop": double-buffered by hand it is
/// already pipelined (K013); single-buffered it is refused with the `for` loop to write instead.
#[test]
fn while_and_do_while_k_loops_are_named_as_such() {
    let kernel = |head: &str, tail: &str, body: &str| {
        format!(
            r#"#define T 16
__global__ void mm(const float *A, const float *B, float *C, int N, int K) {{
  __shared__ float As[2][T][T];
  __shared__ float Bs[2][T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  As[0][ty][tx] = A[row * K + tx];
  Bs[0][ty][tx] = B[ty * N + col];
  __syncthreads();
  int k = 0, w = 1;
  {head}
{body}
  {tail}
  C[row * N + col] = acc;
}}
"#
        )
    };
    let double_buffer = "    k += T;
    float a = 0.0f, b = 0.0f;
    if (k < K) { a = A[row * K + k + tx]; b = B[(k + ty) * N + col]; }
    for (int i = 0; i < T; ++i) acc += As[1 - w][ty][i] * Bs[1 - w][i][tx];
    if (k < K) { As[w][ty][tx] = a; Bs[w][ty][tx] = b; }
    __syncthreads();
    w = 1 - w;";
    let (kind, message) = refusal(&kernel("do {", "} while (k < K);", double_buffer));
    assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
    assert!(message.contains("a `do ... while` loop"), "{message}");
    let single = "    As[0][ty][tx] = A[row * K + k + tx];
    Bs[0][ty][tx] = B[(k + ty) * N + col];
    __syncthreads();
    for (int i = 0; i < T; ++i) acc += As[0][ty][i] * Bs[0][i][tx];
    __syncthreads();
    k += T;";
    let (kind, message) = refusal(&kernel("while (k < K) {", "}", single));
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
    assert!(
        message.contains("is a `while` loop: kpipe rewrites `for` K-loops"),
        "{message}"
    );
}

/// A load loop stepped by a plain `int` local that the kernel never assigns, increments or takes
/// the address of is stepped by a constant: register prefetch counts its loads, and the count is
/// written with the local's initialiser (its name is no constant expression for nvcc). A local
/// the kernel changes keeps the K020 refusal.
#[test]
fn a_plain_int_local_never_changed_is_a_constant_load_step() {
    let text = form_text("sgemm_plain_int_stride.cu");
    let out = transform(&text, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    let new = out.rewritten.unwrap().to_string();
    assert!(
        new.contains("float kp_next_As[(((BM) + ((threads / BK)) - 1) / ((threads / BK)))];"),
        "{new}"
    );
    for change in ["a_stride += 0;", "a_stride++;", "int *p = &a_stride;"] {
        let changed = text.replacen(
            "  float acc[TM][TM]",
            &format!("  {change}\n  float acc[TM][TM]"),
            1,
        );
        let e = transform(&changed, &common::request(VariantRequest::Ldg, "sm_86"))
            .err()
            .expect("a refusal");
        assert_eq!(
            e.kind,
            Kind::NonConstantLoadCount,
            "{change}: {}",
            e.message
        );
    }
}

#[test]
fn tiles_carved_out_of_a_static_byte_buffer_are_staged_in_its_declaration() {
    // `__shared__ char smem[N]; float *As = reinterpret_cast<float *>(smem);`: the pointers are
    // tiles in that buffer (they were taken for pointers into global memory: "no K-loop"), and the
    // stages go into the buffer's declaration, not the launch.
    let text = form_text("sgemm_static_carved.cu");
    let decl = "char smem[(BM * BK + BK * BN) * sizeof(float)];";
    assert!(text.contains(decl));
    for (variant, stages) in [
        (VariantRequest::Ldg, 2),
        (VariantRequest::CpAsync, 2),
        (VariantRequest::CpAsync, 3),
    ] {
        let mut request = common::request(variant, "sm_86");
        request.tuning.stages = stages;
        let outcome =
            transform(&text, &request).unwrap_or_else(|e| panic!("{variant:?}: {}", e.message));
        assert!(
            outcome.proof.as_ref().is_some_and(|p| p.is_equal()),
            "{variant:?} x{stages}: {:?}",
            outcome.proof
        );
        let out = outcome.rewritten.expect("a rewrite").to_string();
        assert!(
            out.contains(&format!(
                "char smem[{stages} * ((BM * BK + BK * BN) * sizeof(float))];"
            )),
            "{variant:?} x{stages}:\n{out}"
        );
        // The pointers keep their declarations; the launch passes no dynamic shared memory.
        assert!(out.contains("float *As = reinterpret_cast<float *>(smem);"));
        assert_eq!(outcome.analysis.launch_dynamic_smem(), [0, 0]);
        assert_eq!(outcome.analysis.smem_doubled, 4096 * u64::from(stages));
    }
    // A buffer larger than what the loop addresses holds the stages already: it keeps its size.
    let roomy = text.replace(decl, "char smem[16384];");
    let outcome = transform(&roomy, &common::request(VariantRequest::CpAsync, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(outcome.proof.as_ref().is_some_and(|p| p.is_equal()));
    let out = outcome.rewritten.expect("a rewrite").to_string();
    assert!(out.contains("char smem[16384];"), "{out}");
    assert!(out.contains("kp_stage"));
    // A size kpipe cannot read is a refusal that names the buffer.
    let unknown = text.replace(decl, "char smem[SMEM_BYTES];");
    let (kind, message) = refusal(&unknown);
    assert_eq!(kind, Kind::UnknownTileSize, "{message}");
    assert!(
        message.contains("`smem`") && message.contains("SMEM_BYTES"),
        "{message}"
    );
}

#[test]
fn views_of_rows_carved_from_the_buffer_are_tiles_whatever_their_spelling() {
    // A pointer to rows of BK floats carved out of the buffer: declared `auto` from a cast (was
    // K023, "an address derived from a tile"), as `float (*As)[BK]` and as a reference to the whole
    // tile `float (&As)[BM][BK]` (both read by tree-sitter-cuda as an assignment to a call: was
    // K023, "the load phase assigns `As[..][..]`"). Each is staged by whole rows.
    let text = form_text("sgemm_static_carved.cu");
    for view in [
        "auto As = reinterpret_cast<float (*)[BK]>(smem);",
        "float (*As)[BK] = reinterpret_cast<float (*)[BK]>(smem);",
        "float (&As)[BM][BK] = *reinterpret_cast<float (*)[BM][BK]>(smem);",
    ] {
        let source = text
            .replace("float *As = reinterpret_cast<float *>(smem);", view)
            .replace("As[innerRowA * BK + innerColA]", "As[innerRowA][innerColA]")
            .replace(
                "As[(threadRow * TM + resIdx) * BK + dotIdx]",
                "As[threadRow * TM + resIdx][dotIdx]",
            );
        assert!(source.contains(view) && source.contains("As[innerRowA][innerColA]"));
        let outcome = transform(&source, &common::request(VariantRequest::Ldg, "sm_86"))
            .unwrap_or_else(|e| panic!("{view}: {}", e.message));
        assert!(
            outcome.proof.as_ref().is_some_and(|p| p.is_equal()),
            "{view}: {:?}",
            outcome.proof
        );
        let out = outcome.rewritten.expect("a rewrite").to_string();
        // 4096 bytes on: 128 rows of 8 floats.
        assert!(
            out.contains("(As + kp_stage * 128)[threadRow * TM + resIdx][dotIdx]"),
            "{view}:\n{out}"
        );
        assert!(out.contains(view), "{view}: the view stays as written");
    }
}

/// A kernel whose barrier loop stores into a tile only through an inline-PTX helper, and whose
/// write-back loop hands a tile's element to a store helper by const reference.
const PTX_STORES: &str = r#"#include <cstdint>
__device__ __forceinline__ uint32_t smem_u32addr(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void sts32(const float &v, uint32_t addr) {
  asm volatile("st.shared.f32 [%0], %1;\n" : : "r"(addr), "f"(v));
}
__device__ __forceinline__ void stg32(const float &v, float *p) { *p = v; }

__global__ void __launch_bounds__(256) ptx_tiles(int K, const float *A, const float *B, float *C) {
  __shared__ __align__(16) char smem[2048];
  float *As = reinterpret_cast<float *>(smem);
  float *Bs = reinterpret_cast<float *>(smem + 1024);
  uint32_t a_sts = smem_u32addr(As + threadIdx.x);
  uint32_t b_sts = smem_u32addr(Bs + threadIdx.x);
  float acc = 0.0f;
  for (int k = 0; k < K; k += 256) {
    sts32(A[k + threadIdx.x], a_sts);
    sts32(B[k + threadIdx.x], b_sts);
    __syncthreads();
    for (int i = 0; i < 256; ++i) acc += As[i] * Bs[(i + threadIdx.x) % 256];
    __syncthreads();
  }
  for (int j = 0; j < 2; ++j) {
    As[threadIdx.x] = acc + j;
    __syncthreads();
    stg32(As[(threadIdx.x + 1) % 256], C + j * 256 + threadIdx.x);
    __syncthreads();
  }
}
"#;

#[test]
fn tile_stores_through_inline_ptx_are_named_as_the_reason() {
    // Not "no K-loop", and not a refusal of the write-back loop (which stores shared data to
    // global memory through `stg32`, loading no tile): the loop's stores are PTX kpipe does not read.
    let (kind, message) = refusal(PTX_STORES);
    assert_eq!(kind, Kind::NoKLoop, "{message}");
    assert!(
        message.contains("line 17") && message.contains("`sts32` holds `st.shared`"),
        "{message}"
    );
    // The same loop with its stores written in C++ is pipelined.
    let cpp = PTX_STORES
        .replace(
            "sts32(A[k + threadIdx.x], a_sts);",
            "As[threadIdx.x] = A[k + threadIdx.x];",
        )
        .replace(
            "sts32(B[k + threadIdx.x], b_sts);",
            "Bs[threadIdx.x] = B[k + threadIdx.x];",
        );
    let outcome = transform(&cpp, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(outcome.rewritten.is_some_and(|o| o.contains("kp_stage")));
}

#[test]
fn tiles_written_through_accessor_macros_are_read_as_their_expansion() {
    // `#define AS(i, j) As[i][j]` (the CUDA samples' matrixMulDrv): the loop's tile stores and reads
    // are macro uses, which kpipe reads as the compiler does; the rewritten loop holds the
    // expansion, the definitions stay, and a loop in a `__device__` function is found too.
    let text = r#"#define BLOCK 16
#define AS(i, j) As[i][j]
#define BS(i, j) (Bs[i][j])
__global__ void __launch_bounds__(BLOCK * BLOCK)
mm(float *C, const float *A, const float *B, int wA, int wB) {
  int tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK * blockIdx.y, aEnd = aBegin + wA - 1, bBegin = BLOCK * blockIdx.x;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += BLOCK, b += BLOCK * wB) {
    __shared__ float As[BLOCK][BLOCK];
    __shared__ float Bs[BLOCK][BLOCK];
    AS(ty, tx) = A[a + wA * ty + tx];
    BS(ty, tx) = B[b + wB * ty + tx];
    __syncthreads();
    for (int k = 0; k < BLOCK; ++k) Csub += AS(ty, k) * BS(k, tx);
    __syncthreads();
  }
  C[wB * BLOCK * blockIdx.y + BLOCK * blockIdx.x + wB * ty + tx] = Csub;
}
"#;
    assert_eq!(kpipe::recognize::kernels_with_kloops(text, &[]), ["mm"]);
    let outcome = transform(text, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        outcome.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        outcome.proof
    );
    let out = outcome.rewritten.expect("a rewrite").to_string();
    assert!(out.contains("As[kp_stage][ty][k]"), "{out}");
    // A body in parentheses is read without them (an element is a postfix expression).
    assert!(out.contains("Bs[kp_stage][k][tx]"), "{out}");
    assert!(out
        .starts_with("#define BLOCK 16\n#define AS(i, j) As[i][j]\n#define BS(i, j) (Bs[i][j])\n"));
    assert!(!out.contains("AS(ty"), "every use was in the loop:\n{out}");
    // An accessor of an array that is not shared memory is not a tile's: no K-loop.
    let local = text
        .replace("#define AS(i, j) As[i][j]", "#define AS(i, j) Al[i][j]")
        .replace("#define BS(i, j) (Bs[i][j])", "#define BS(i, j) (Bl[i][j])")
        .replace(
            "float Csub = 0;",
            "float Csub = 0, Al[BLOCK][BLOCK], Bl[BLOCK][BLOCK];",
        );
    assert!(kpipe::recognize::kernels_with_kloops(&local, &[]).is_empty());
    // In a `__device__` function template that two wrappers call (was K023, "assigns through a
    // macro").
    let device_fn = form_text("device_fn_accessor_macros.cu");
    assert_eq!(
        kpipe::recognize::kernels_with_kloops(&device_fn, &[]),
        ["mm16", "mm32"]
    );
    let mut request = common::request(VariantRequest::Ldg, "sm_86");
    request.kernel = Some("mm16");
    let outcome = transform(&device_fn, &request).unwrap_or_else(|e| panic!("{}", e.message));
    assert!(outcome.proof.as_ref().is_some_and(|p| p.is_equal()));
    let out = outcome.rewritten.expect("a rewrite").to_string();
    assert!(
        out.contains("As[kp_stage][ty][k] * Bs[kp_stage][k][tx]"),
        "{out}"
    );
    // Of a tile carved out of a buffer (`float *As = reinterpret_cast<float *>(smem)`), with its
    // arguments in parentheses: read as the store into `As` it is (was "stores to global memory").
    let carved = form_text("sgemm_static_carved.cu");
    let carved = carved
        .replace(
            "#define TM 8",
            "#define TM 8\n#define SA(r, c) As[(r) * BK + (c)]",
        )
        .replace("As[innerRowA * BK + innerColA]", "SA(innerRowA, innerColA)")
        .replace(
            "As[(threadRow * TM + resIdx) * BK + dotIdx]",
            "SA(threadRow * TM + resIdx, dotIdx)",
        );
    assert_eq!(carved.matches("SA(").count(), 3);
    let outcome = transform(&carved, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(outcome.proof.as_ref().is_some_and(|p| p.is_equal()));
    let out = outcome.rewritten.expect("a rewrite").to_string();
    assert!(
        out.contains("(As + kp_stage * 1024)[(threadRow * TM + resIdx) * BK + dotIdx]"),
        "{out}"
    );
}

/// `tests/forms/NAME` and kpipe's proven rewrite of it for `variant` on sm_86 (panics on a
/// refusal or a rewrite the proof does not find equal).
/// The text of `tests/forms/NAME`.
fn form_text(name: &str) -> String {
    std::fs::read_to_string(common::root().join("tests/forms").join(name)).unwrap()
}

/// The refusal of `text` for `variant` on sm_86 (the test fails if it is rewritten).
fn refused_as(text: &str, variant: VariantRequest) -> Box<kpipe::diagnostics::Diagnostic> {
    transform(text, &common::request(variant, "sm_86"))
        .err()
        .expect("refused")
}

fn proven_form(name: &str, variant: VariantRequest) -> (String, String) {
    let text = form_text(name);
    let new = proven_text(&text, variant, name);
    (text, new)
}

/// kpipe's rewrite of `text` for `variant` on sm_86, which its proof must find equal (`what`
/// names the text in a failure).
fn proven_text(text: &str, variant: VariantRequest, what: &str) -> String {
    let out = transform(text, &common::request(variant, "sm_86"))
        .unwrap_or_else(|e| panic!("{what}, {variant:?}: {}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{what}, {variant:?}: {:?}",
        out.proof
    );
    out.rewritten.expect("a rewrite").to_string()
}

/// A register the loads and the compute both use, each writing it before reading it: the loads
/// get their own copy, declared in the loop, and the loop is pipelined and proven. Where the lives
/// may meet (the compute reads what the loads left, or the loads write it only under a branch),
/// the refusal stands.
#[test]
fn a_register_the_loads_and_the_compute_each_write_first_is_split() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("sgemm_shared_register.cu", variant);
        // The compute keeps the user's register; register prefetch holds the loads in theirs.
        assert!(new.contains("v = FLOAT4(Bs[kp_stage][k][lk]);"), "{new}");
        if variant == VariantRequest::Ldg {
            assert!(new.contains("float4 v_load;"), "{new}");
        }
    }
    // An array whose every element the compute writes before its loop reads `v[h]` (register
    // prefetch: a cp.async copy cannot read `v_load[0].x`, an element's component, as a copy).
    let (_, new) = proven_form("sgemm_shared_register_array.cu", VariantRequest::Ldg);
    assert!(new.contains("v[0] = FLOAT4(Bs[kp_stage][k][lk]);"), "{new}");
    assert!(new.contains("v_load[1] = FLOAT4(B["), "{new}");
    let text = form_text("sgemm_shared_register.cu");
    let meets = [
        // The compute reads the loads' value before writing its own.
        (
            "            v = FLOAT4(Bs[k][lk]);",
            "            acc[0] += v.x;\n            v = FLOAT4(Bs[k][lk]);",
        ),
        // The loads write it only under a branch, and store it unconditionally.
        (
            "        v = FLOAT4(A[(row0 + lm) * K + k0 + lk]);",
            "        if (k0 >= 0) v = FLOAT4(A[(row0 + lm) * K + k0 + lk]);",
        ),
    ];
    for (from, to) in meets {
        let changed = text.replacen(from, to, 1);
        assert_ne!(changed, text);
        let (kind, message) = refusal(&changed);
        assert_eq!(kind, Kind::UnsupportedPattern, "{to}: {message}");
        assert!(
            message.contains("assigns `v`, which is declared outside the loop"),
            "{to}: {message}"
        );
    }
}

/// Tutorial idioms the proof follows: the file's `operator*` and `operator+=` on float4, `memset`
/// of the accumulator, a brace list assigned to a float4, and a kernel template instantiated only
/// through a launcher template's default parameter.
#[test]
fn tutorial_idioms_are_proven_as_written() {
    let (text, _) = proven_form("sgemm_tutorial_idioms.cu", VariantRequest::Ldg);
    let out = transform(&text, &common::request(VariantRequest::Ldg, "sm_86")).unwrap();
    assert_eq!(out.analysis.instantiation.as_deref(), Some("<16>"));
    // The operators are used, not just defined: without them the proof has no `float4 * float`.
    let without = text.replacen(
        "inline __host__ __device__ float4 operator*",
        "inline __host__ __device__ float4 times",
        1,
    );
    let e = transform(&without, &common::request(VariantRequest::Ldg, "sm_86"));
    assert!(
        e.as_ref()
            .map_or(true, |o| !o.proof.as_ref().is_some_and(|p| p.is_equal())),
        "proven without its operator"
    );
}

/// Loads through object-like macros that stand for the operands' addresses, defined inside the
/// kernel, and a block shape from `dim3 block_dim(num_threads);` over a local constant: the loop
/// is a K-loop, its thread-strided loads are counted, and the rewrite is proven.
#[test]
fn address_macros_and_a_block_from_a_local_constant_are_read() {
    let (text, new) = proven_form("sgemm_address_macros.cu", VariantRequest::Ldg);
    assert!(
        new.contains("(A + (blockIdx.y * BM) * K)[(i / BK) * K"),
        "{new}"
    );
    // The definitions stay, and nothing outside the loop changed.
    assert!(
        new.contains("#define blockA_ptr (A + (blockIdx.y * BM) * K)"),
        "{new}"
    );
    assert!(
        new.contains("        blockC_ptr[(ty + 8 * r) * N + tx] = acc[r];"),
        "{new}"
    );
    // The dereference macro is read; assigned to, it writes the tile: refused.
    let writes = text.replacen(
        "        for (int kk = 0; kk < BK; ++kk)\n",
        "        _f(&smem_B[tx]) = 0.0f;\n        for (int kk = 0; kk < BK; ++kk)\n",
        1,
    );
    assert_ne!(writes, text);
    let (kind, message) = refusal(&writes);
    assert_eq!(kind, Kind::ComputeWritesTile, "{message}");
}

/// A tile of a type template parameter whose type the file never names (`T` deduced from a
/// launcher's arguments): the refusal asks for the type, as `--define T=float`, and with it the
/// loop is pipelined.
#[test]
fn a_tile_of_an_unnamed_type_asks_for_the_type() {
    let text = r#"#define TILE 16
template <typename T>
__global__ void typed(const T *A, const T *B, T *C, int M, int N, int K) {
  __shared__ T As[TILE][TILE];
  __shared__ T Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  T acc = T(0);
  for (int t = 0; t < K / TILE; ++t) {
    As[ty][tx] = A[row * K + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
"#;
    let e = transform(text, &common::request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("a refusal");
    assert_eq!(e.kind, Kind::UnknownTileSize, "{}", e.message);
    assert!(e.help.contains("--define T=float"), "{}", e.help);
    let defines = [("T".to_string(), "float".to_string())];
    let request = kpipe::Request {
        defines: &defines,
        ..common::request(VariantRequest::Ldg, "sm_86")
    };
    let out = transform(text, &request).unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
}

/// A kernel template launched without its arguments, through a launcher template whose callers
/// pass `float` and `double` pointers: both instantiations are deduced, each is checked, and the
/// one rewrite (no numbers of one type in it) is proven equal.
#[test]
fn template_arguments_deduced_through_a_launcher_template() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let text = form_text("template_deduced_launch.cu");
        let out = transform(&text, &common::request(variant, "sm_86"))
            .unwrap_or_else(|e| panic!("{variant:?}: {}", e.message));
        assert!(
            out.proof.as_ref().is_some_and(|p| p.is_equal()),
            "{:?}",
            out.proof
        );
        let names: Vec<&str> = out.instances.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(
            names,
            ["tiled_gemm<float>", "tiled_gemm<double>"],
            "{variant:?}"
        );
        let new = out.rewritten.expect("a rewrite").to_string();
        assert!(new.contains("each instantiation's bytes"), "{new}");
        // No thread count in the kernel: occupancy counts the block its launch passes.
        assert_eq!(out.analysis.threads, Some(256));
        let from = out.analysis.threads_source.as_deref().unwrap_or("");
        assert!(from.contains("launch"), "{from}");
        assert!(new.contains("__shared__ T As[2][TILE][TILE];"), "{new}");
    }
}

/// The compute reads a tile through PTX: a shared address made by `cvta.to.shared.u64` and
/// `cvt.u32.u64` in a helper's scoped `.reg`, then `ld.shared.f32`. The helpers only read through
/// the tile's address, and the proof runs the PTX: pipelined and proven, the helpers' calls kept.
/// A struct of the file's own as the loads' register (`Frag4 a = load4(..)`, stored element by
/// element through `operator[]` and whole through a cast), with an index helper without effects in
/// the load statements: register prefetch holds the struct in registers of its type, and the
/// proof follows it.
#[test]
fn a_struct_of_the_files_own_staging_the_loads_is_pipelined_and_proven() {
    let (_, new) = proven_form("sgemm_struct_register.cu", VariantRequest::Ldg);
    assert!(new.contains("Frag4 kp_next_Bs[1];"), "{new}");
    assert!(new.contains("kp_next_As[i] = a[i];"), "{new}");
    assert!(new.contains("b = load4(&Bs[kp_stage][k][lk]);"), "{new}");
    // The helper writes through a reference: a call with an effect, not a value the prefetch
    // registers can hold.
    let text = form_text("sgemm_struct_register.cu");
    let effect = text.replacen(
        "__device__ __forceinline__ int at(int row, int col, int ld) { return row * ld + col; }",
        "__device__ __forceinline__ int at(int row, int col, int &ld) { ld += 0; return row * ld + col; }",
        1,
    );
    assert_ne!(effect, text);
    let (kind, message) = refusal(&effect);
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
}

/// A load helper that declares a `float4` view of the tile inside itself (inlined, the view is
/// declared in the loads), steps a second counter, asserts the block's shape and swizzles its
/// store; the compute reads through swizzled 32-bit shared addresses. Pipelined both ways: the view
/// is declared again in each pass with the stage it stores into, and the proof follows the
/// swizzle, the constexpr function that sizes it and the float view of the accumulators.
#[test]
fn a_tile_view_declared_in_a_load_helper_is_pipelined_and_proven() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("sgemm_view_swizzle_helper.cu", variant);
        assert!(
            new.contains(
                "float4 *dst4 = reinterpret_cast<float4 *>((A_s + (kp_stage ^ 1) * 2048));"
            ),
            "{new}"
        );
        assert!(new.contains("assert(blockDim.x == THREADS);"), "{new}");
    }
    let text = form_text("sgemm_view_swizzle_helper.cu");
    // The launch takes the new bytes (its template arguments are the host's constants, the
    // instantiation analysed); the limit the host set, already above them, stays; the note names
    // the launch's line in the user's file, not in the text with the helpers inlined.
    let out = transform(&text, &common::request(VariantRequest::Ldg, "sm_86")).unwrap();
    let new = out.rewritten.expect("a rewrite").to_string();
    assert!(
        new.contains("sgemm_swizzled<BM, BN, BK, THREADS><<<grid, THREADS, 16384>>>"),
        "{new}"
    );
    assert!(
        new.contains("cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);"),
        "{new}"
    );
    let line = text.lines().position(|l| l.contains("<<<grid")).unwrap() + 1;
    assert!(
        out.notes.iter().any(|n| n.contains(&format!(
            "the launch of `sgemm_swizzled` at line {line} now passes"
        ))),
        "{:?}",
        out.notes
    );
    // A read through the view in the loads is a read of the tile.
    let reads = text.replacen(
        "dst4[at] = src4[row * (src_stride / 4) + chunk];",
        "dst4[at] = dst4[0];",
        1,
    );
    assert_ne!(reads, text);
    let e = transform(&reads, &common::request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("a refusal");
    assert!(e.message.contains("reads tile `dst4`"), "{}", e.message);
}

/// A swizzle of a shared address in an array that does not start the shared window: its bits on
/// the GPU depend on where nvcc places the array, so the proof does not follow it.
#[test]
fn a_swizzled_address_into_a_second_shared_array_is_not_followed() {
    let text = form_text("shared_address_asm.cu");
    let swizzled = text.replacen(
        "acc += lds_f32(smem_u32(&As[ty][k])) * Bs[k][tx];",
        "acc += As[ty][k] * lds_f32(smem_u32(&Bs[k][tx]) ^ 16u);",
        1,
    );
    assert_ne!(swizzled, text);
    let e = transform(&swizzled, &common::request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("a refusal");
    assert_eq!(e.kind, Kind::NotProven, "{}", e.message);
    assert!(
        e.message.contains("does not start the shared window"),
        "{}",
        e.message
    );
}

/// A struct of scalar fields built by a load helper and stored through an `auto` view at an offset
/// of the tile: pipelined with registers of the view's type, and proven.
#[test]
fn a_struct_of_fields_stored_through_an_offset_view_is_pipelined_and_proven() {
    let (_, new) = proven_form("sgemm_quad_fields_view.cu", VariantRequest::Ldg);
    assert!(new.contains("float2 kp_next_As_0[1];"), "{new}");
    assert!(
        new.contains("auto *d2 = reinterpret_cast<float2 *>(&As[kp_stage ^ 1][lr][lc]);"),
        "{new}"
    );
}

#[test]
fn a_tile_read_through_a_converted_shared_address_is_proven() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("shared_address_asm.cu", variant);
        assert!(
            new.contains("lds_f32(smem_u32(&As[kp_stage][ty][k]))"),
            "{new}"
        );
    }
}

/// A pointer into a tile declared in the load phase (`float4 *d = reinterpret_cast<float4 *>(As)`,
/// as a load helper writes it) is a view for stores: the stores through it are the tile's, and the
/// loop is pipelined and proven. A view of that view is not followed: refused as a form kpipe does
/// not follow, not called already pipelined.
#[test]
fn a_tile_view_declared_in_the_loads_stores_into_its_tile() {
    let text = r#"#define T 16
__global__ void __launch_bounds__(64) view(float *A, float *B, float *C, int N, int K) {
  __shared__ __align__(16) float As[T * T];
  __shared__ __align__(16) float Bs[T * T];
  int tid = threadIdx.x;
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += T) {
    float4 *dst = reinterpret_cast<float4 *>(As);
    dst[tid] = reinterpret_cast<float4 *>(A + blockIdx.y * T * K + k0)[tid];
    Bs[tid] = B[k0 * N + tid];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[(tid % T) * T + k] * Bs[k * T + tid % T];
    __syncthreads();
  }
  C[blockIdx.y * T * N + tid] = acc;
}
"#;
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let out = transform(text, &common::request(variant, "sm_86")).unwrap();
        assert!(
            out.proof.as_ref().is_some_and(|p| p.is_equal()),
            "{:?}",
            out.proof
        );
    }
    let twice = text.replacen(
        "    dst[tid] = ",
        "    float4 *dst2 = dst + 0;\n    dst2[tid] = ",
        1,
    );
    let (kind, message) = refusal(&twice);
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
    assert!(
        message.contains("declares `dst2`, a pointer into tile `dst`"),
        "{message}"
    );
}

/// A guarded float4 load whose `else` block is an element-wise fallback: the register pass keeps
/// the `if` whole with empty blocks (dropping the `else` block made the next statement, the first
/// lane's store into the tile, the `else` branch: a wrong rewrite the proof refused).
#[test]
fn a_guarded_vector_load_with_a_fallback_block_keeps_its_if_whole() {
    let (_, new) = proven_form("guarded_vector_fallback.cu", VariantRequest::Ldg);
    assert!(new.contains("} else {}"), "{new}");
    assert!(
        new.contains("As[kp_stage ^ 1][c + 0][r] = kp_next_As_0[0];"),
        "{new}"
    );
}

/// Accessor macros whose parameters stand alone in parentheses (`A[(j) + (i)*lda]`): substituted
/// bare, they read as the sums they are (the parse took `(tx) + (ty)` for a cast to a type `tx`);
/// and tiles carved from dynamic memory, read through dereference accessors of the same name.
#[test]
fn parenthesised_macro_parameters_and_dereference_accessors_are_pipelined() {
    let (_, new) = proven_form("parenthesised_macro_args.cu", VariantRequest::Ldg);
    assert!(
        new.contains("*((sA + (kp_stage ^ 1) * 2048) + tx + ty*TS) = kp_next_sA[0];"),
        "{new}"
    );
    assert!(new.contains("kp_next_sA[0] = A(ty, tx);"), "{new}");
}

/// Helpers given a tile as the address of its first element (`&As[0][0]`): the stage goes after
/// the tile's name, so the helper indexes the stage's elements.
#[test]
fn a_tile_passed_as_its_first_elements_address_takes_its_stage() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("helper_flat_tile_start.cu", variant);
        assert!(new.contains("&As[kp_stage][0][0]"), "{variant:?}: {new}");
    }
}

/// A register-prefetch double buffer kept by hand whose tiles are reached only through helpers
/// (`store_tiles(&As[0][0][0], .., next, a, b)`, `dot_tiles(&As[0][0][0], .., current, acc)`, the
/// stages the loop counter's parity declared in the loop): already pipelined (K013), with the
/// buffers named; the same loop over single-buffered tiles keeps its one-barrier refusal.
#[test]
fn a_double_buffer_reached_through_helpers_is_already_pipelined() {
    let text = form_text("double_buffer_through_helpers.cu");
    let (kind, message) = refusal(&text);
    assert_eq!(kind, Kind::AlreadyPipelined, "{message}");
    assert!(
        message.contains("compute on `&As[0][0][0]` with buffer `current`")
            && message.contains("stored into the other buffer `&As[0][0][0]` with buffer `next`"),
        "{message}"
    );
    let single = text
        .replace("float As[2][BM][BK]", "float As[BM][BK]")
        .replace("float Bs[2][BK][BN]", "float Bs[BK][BN]")
        .replace("&As[0][0][0]", "&As[0][0]")
        .replace("&Bs[0][0][0]", "&Bs[0][0]");
    let (kind, message) = refusal(&single);
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
    assert!(message.contains("one barrier per iteration"), "{message}");
}

/// A loop whose condition and step are written the wrong way round (`k0 += TILE; k0 < K`) is
/// refused with that said, not only "cannot read the loop step".
#[test]
fn a_swapped_condition_and_step_is_named() {
    let text = flat_kernel("TILE * TILE", "    load_tile(As, Bs, A, B, N, K);\n    __syncthreads();\n    dot_tile(acc, As, Bs);\n    __syncthreads();\n    A += TILE;\n    B += TILE * N;")
        .replace("k0 < K; k0 += TILE", "k0 += TILE; k0 < K");
    assert!(text.contains("k0 += TILE; k0 < K"));
    let (kind, message) = refusal(&text);
    assert_eq!(kind, Kind::UnsupportedPattern, "{message}");
    assert!(
        message.contains("`k0 < K`") && message.contains("the condition and the step look swapped"),
        "{message}"
    );
}

/// A single-stage cp.async loop written through helpers of the file (`cp_async_16(dst, src)` around
/// one asm statement, `cp_async_commit_group()`, `cp_async_wait_group<0>()`): read as the asm the
/// helpers hold, it waits for every copy before its first barrier, so kpipe pipelines it; and a
/// helper named like an async copy that stores plainly is a plain store, not "already pipelined".
#[test]
fn async_copies_through_helpers_are_judged_by_their_bodies() {
    for variant in [VariantRequest::CpAsync, VariantRequest::Ldg] {
        let (_, new) = proven_form("async_helpers_single_stage.cu", variant);
        assert!(new.contains("__syncthreads();"), "{new}");
        let issued_ahead = match variant {
            VariantRequest::CpAsync => "__pipeline_memcpy_async(&(*reinterpret_cast<int4 *>((&(As + (kp_stage ^ 1) * 4096)[row_copy_tile * TILE_K + col_copy_tile])))",
            _ => "*reinterpret_cast<const int4 *>(&(a + (k0 + TILE_K))[row_copy_tile * K + col_copy_tile])",
        };
        assert!(new.contains(issued_ahead), "{variant:?}: {new}");
    }
    let text = form_text("async_helpers_single_stage.cu");
    // The same loop with its helper's body a plain store: a plain loop, whatever the names say.
    let plain = text.replace(
        "  uint32_t address = static_cast<uint32_t>(__cvta_generic_to_shared(shared_dst));\n  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16;\\n\" ::\"r\"(address), \"l\"(global_src));",
        "  *static_cast<int4 *>(shared_dst) = *static_cast<const int4 *>(global_src);",
    ).replace("asm volatile(\"cp.async.commit_group;\\n\" ::);", "")
    .replace("asm volatile(\"cp.async.wait_group %0;\\n\" ::\"n\"(PENDING));", "");
    assert_ne!(plain, text);
    // The same helpers written with the `__pipeline_*` intrinsics: read the same way.
    let intrinsics = text
        .replace(
            "  uint32_t address = static_cast<uint32_t>(__cvta_generic_to_shared(shared_dst));\n  asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16;\\n\" ::\"r\"(address), \"l\"(global_src));",
            "  __pipeline_memcpy_async(shared_dst, global_src, 16);",
        )
        .replace("asm volatile(\"cp.async.commit_group;\\n\" ::);", "__pipeline_commit();")
        .replace(
            "asm volatile(\"cp.async.wait_group %0;\\n\" ::\"n\"(PENDING));",
            "__pipeline_wait_prior(PENDING);",
        );
    assert!(!intrinsics.contains("asm volatile"), "{intrinsics}");
    let out = transform(
        &intrinsics,
        &common::request(VariantRequest::CpAsync, "sm_86"),
    )
    .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    // Before, the names alone made it "already pipelined" (K013).
    if let Err(e) = transform(&plain, &common::request(VariantRequest::Ldg, "sm_86")) {
        assert_ne!(e.kind, Kind::AlreadyPipelined, "{}", e.message);
        assert!(!e.message.contains("asynchronous"), "{}", e.message);
    }
}

/// An inner loop that declares the K-loop's counter again (`for (int i ...)` inside a loop over
/// `i`) and indexes a tile with it next to a `%`: its `i` is its own, so the loop's counter is not
/// changed in the body (was K023) and the tile is not indexed by a stage (was K013).
#[test]
fn an_inner_loop_redeclaring_the_counter_is_its_own() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("shadowed_counter.cu", variant);
        assert!(
            new.contains("acc[i] += As[kp_stage][i * 8 + ty % 8][k]"),
            "{variant:?}: {new}"
        );
    }
}

/// A load loop that stops at a guard as well as its bound (`for (int i = 0; i < 4 && gak + i < K;
/// ++i)`): register prefetch is refused with the guard named and the fix shown (was "kpipe cannot
/// read the load loop's header"); cp.async, whose copies the loop's count does not constrain, is
/// refused by the proof at a ragged K, where the skipped elements hold an earlier tile's values,
/// with the same fix. Written as the help says, the loop is pipelined and proven.
#[test]
fn a_load_loop_that_stops_at_a_guard_is_refused_with_the_fix_that_pipelines_it() {
    let text = form_text("guarded_load_loop.cu");
    let e = refused_as(&text, VariantRequest::Ldg);
    assert_eq!(e.kind, Kind::NonConstantLoadCount, "{}", e.message);
    assert!(
        e.message
            .contains("stops where `gak + i < K` fails as well as at `i < 4`"),
        "{}",
        e.message
    );
    assert!(
        e.help.contains(
            "s_a[sam][sak + i] = gak + i < K ? (gam < M ? a[gam * K + gak + i] : 0.f) : 0;"
        ),
        "{}",
        e.help
    );
    let e = refused_as(&text, VariantRequest::CpAsync);
    assert_eq!(e.kind, Kind::NotProven, "{}", e.message);
    assert!(
        e.message.contains("its load loop stops there"),
        "{}",
        e.message
    );
    assert!(e.help.contains("in a loop on `i < 4` alone"), "{}", e.help);

    let fixed = text.replace("i < 4 && gak + i < K;", "i < 4;").replace(
        "s_a[sam][sak + i] = gam < M ? a[gam * K + gak + i] : 0.f;",
        "s_a[sam][sak + i] = gak + i < K ? (gam < M ? a[gam * K + gak + i] : 0.f) : 0;",
    );
    assert_ne!(fixed, text);
    let out = transform(&fixed, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
}

/// Index variables declared once before the K-loop (`int srow, scol, gk;`) and assigned before
/// each use inside it are indices, not stages: no value crosses from one iteration to the next, so
/// the loop is single-buffered and is pipelined and proven (was K013 "indexed by the stage `srow`",
/// exit 0 with nothing done). A stage that does cross (`s ^= 1`) stays K013.
#[test]
fn indices_declared_before_the_loop_and_assigned_before_use_are_not_stages() {
    let (_, new) = proven_form("hoisted_index_decl.cu", VariantRequest::CpAsync);
    assert!(new.contains("srow = i / BK;"), "{new}");
    let text = form_text("hoisted_index_decl.cu");
    // The same variable read before it is assigned in the iteration carries a stage.
    let staged = text
        .replace("int srow, scol, gk;", "int srow = 0, scol, gk, s = 0;")
        .replace("As[srow][scol] =", "As[srow + s * 0][scol] =")
        .replace(
            "        __syncthreads();\n        for (int p",
            "        s ^= 1;\n        __syncthreads();\n        for (int p",
        );
    assert_ne!(staged, text);
    let e = refused_as(&staged, VariantRequest::CpAsync);
    assert_eq!(e.kind, Kind::AlreadyPipelined, "{}", e.message);
}

/// The compute reads a tile through a function-like macro of the file (`#define FLOAT4(p)
/// (reinterpret_cast<const float4 *>(p)[0])`): the macro's body only computes a value, so the tile
/// is only read, and the loop is pipelined and proven (was K012 "whose body kpipe cannot see"). A
/// macro that writes through its argument, or a use of one that is assigned to, stays K012.
#[test]
fn a_tile_read_through_a_value_macro_is_a_read() {
    let (text, new) = proven_form("macro_tile_read.cu", VariantRequest::CpAsync);
    assert!(new.contains("FLOAT4(&As[kp_stage][p][tr])"), "{new}");
    let refused = |text: &str| {
        let e = transform(text, &common::request(VariantRequest::CpAsync, "sm_86"))
            .err()
            .expect("refused");
        assert_eq!(e.kind, Kind::ComputeWritesTile, "{}", e.message);
    };
    // A macro whose body stores.
    refused(&text.replace(
        "#define FLOAT4(p) (reinterpret_cast<const float4*>(p)[0])",
        "#define FLOAT4(p) (reinterpret_cast<float4*>(p)[0] = make_float4(0, 0, 0, 0))",
    ));
    // A macro whose body calls a function kpipe does not read.
    refused(&text.replace(
        "#define FLOAT4(p) (reinterpret_cast<const float4*>(p)[0])",
        "#define FLOAT4(p) (touch(p))",
    ));
    // A use assigned to: the compute writes the tile.
    refused(&text.replace(
        "float4 b = FLOAT4(&Bs[p][tc]);",
        "float4 b = FLOAT4(&Bs[p][tc]); FLOAT4(&Bs[p][tc]) = b;",
    ));
}

/// Where nothing in the file says the block size, the proof runs at a guessed one. A kernel that
/// refuses a guess (`assert(blockDim.x == BM * BN / (TM * TN))`) leaves those runs out, and the
/// runs at the size it takes prove the rewrite (was K026 "a failed `assert`"). A kernel that is
/// invalid at every guess is refused with the guess named and how to state the block (was K026
/// blaming the original alone); with the block stated by a `// kpipe: block=` line, it is proven.
#[test]
fn a_block_size_kpipe_guessed_is_named_as_a_guess() {
    proven_form("block_by_assert.cu", VariantRequest::CpAsync);
    let text = form_text("block_unstated.cu");
    let e = refused_as(&text, VariantRequest::CpAsync);
    assert_eq!(e.kind, Kind::NotProven, "{}", e.message);
    assert!(
        e.message
            .contains("a guess: nothing in the file says the block size"),
        "{}",
        e.message
    );
    assert!(e.message.contains("`// kpipe: block=X,Y`"), "{}", e.message);
    let stated = text.replace(
        "__global__ void reg_tiled",
        "// kpipe: block=8,8\n__global__ void reg_tiled",
    );
    proven_text(&stated, VariantRequest::CpAsync, "the block stated");
}

/// Hand ping-pong tiles whose next tile is loaded into the other stage only after the compute on
/// this one, a barrier between (`As[buf]` read, then `As[nx]` stored, `nx = buf ^ 1`): K014 says
/// so (was "each iteration loads a stage and then computes on that same stage", which it does
/// not). Loaded before the compute, the same stages overlap: already pipelined (K013).
#[test]
fn ping_pong_stages_loaded_after_the_compute_are_said_as_they_are() {
    let text = form_text("pingpong_loads_after_compute.cu");
    let e = refused_as(&text, VariantRequest::Ldg);
    assert_eq!(e.kind, Kind::AsyncNotOverlapped, "{}", e.message);
    assert!(
        e.message
            .contains("computes on one stage and only then, after a barrier, loads the other"),
        "{}",
        e.message
    );
    // The next tile's loads moved above the compute: the stages overlap it.
    let loads = "        const int nx = buf ^ 1, in = i + T;\n        if (in < k) {\n            As[nx][ty][tx] = (row < m && in + tx < k) ? A[row * k + in + tx] : 0.f;\n            Bs[nx][ty][tx] = (in + ty < k && col < n) ? B[(in + ty) * n + col] : 0.f;\n        }\n";
    assert!(text.contains(loads));
    let compute = "        for (int j = 0; j < T; ++j) acc += As[buf][ty][j] * Bs[buf][j][tx];\n        __syncthreads();\n";
    let overlapped = text
        .replace(loads, "")
        .replace(compute, &format!("{loads}{compute}"));
    let e = transform(&overlapped, &common::request(VariantRequest::Ldg, "sm_86"))
        .err()
        .expect("nothing to do");
    assert_eq!(e.kind, Kind::AlreadyPipelined, "{}", e.message);
}

/// The floating-point constants of <math.h> and <cfloat> (`INFINITY`, `FLT_MAX`), which kpipe does
/// not parse, have their values in the proof: a max-plus product whose outputs start at
/// `-INFINITY` is pipelined and proven (was K026 "the name `INFINITY` has no value kpipe knows").
#[test]
fn math_header_constants_have_their_values_in_the_proof() {
    // Register prefetch: a fill of `-INFINITY` is no zero fill a cp.async copy can make.
    proven_form("max_plus_infinity.cu", VariantRequest::Ldg);
    let text =
        form_text("max_plus_infinity.cu").replace("-INFINITY;\n    for", "-FLT_MAX;\n    for");
    proven_text(&text, VariantRequest::Ldg, "-FLT_MAX");
}

/// A K-loop bounded by a `#define` (`k0 < N`) in a file whose `main` launches the kernel: the
/// launch sets no K, so the proof gives the constant other values, as it does without a launch.
#[test]
fn a_loop_bound_by_a_define_under_a_launch_is_proven_at_other_values_of_it() {
    let text = form_text("define_bound_launched.cu");
    let out = transform(&text, &common::request(VariantRequest::Ldg, "sm_86"))
        .unwrap_or_else(|e| panic!("{}", e.message));
    let proof = out.proof.expect("a proof");
    assert!(proof.is_equal(), "{proof:?}");
    assert!(proof.coverage.contains("of `N`"), "{}", proof.coverage);
}

/// The block tiles of the fast hand-written SGEMMs (128x128 outputs, K-tiles of 32, 8x8 outputs a
/// thread, B read from the tile in the innermost loop): within the executor's budget, both
/// variants are proven (the original's 5-tile run alone was past the old budget: K026).
#[test]
fn a_128x128x32_tile_sgemm_is_proven_within_the_budget() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        proven_form("sgemm_128x128x32_tiles.cu", variant);
    }
}

/// Constants declared in the kernel as `static constexpr` or `static const`: one value nothing
/// writes, each lane's copy the same; the loop is pipelined and proven (was K026 "a static
/// variable in a kernel").
#[test]
fn static_constant_locals_are_constants_to_the_proof() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        proven_form("static_constexpr_local.cu", variant);
    }
}

/// A load loop that declares a local of the K-loop variable's name (`const int kk = t / BN;` in a
/// K-loop over `kk`): the next tile's loads advance the K-loop's `kk`, never the local, and the
/// trip count is the header's (was K010 "the trip count depends on the thread", and a rewrite that
/// declared `const int (kk + BK)`).
#[test]
fn a_load_local_that_shadows_the_counter_is_left_alone() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("load_local_shadows_counter.cu", variant);
        assert!(!new.contains("int (kk"), "{new}");
        assert!(new.contains("const int kk = t / BN;"), "{new}");
    }
}

/// A load loop left by `break` or `continue` on a condition of thread indices and constants (a
/// 16x8 block covering 16 tile rows in passes, `if (r >= TILE) break;`) is pipelined: every copy of
/// the loop keeps the statement, and both variants prove equal (was K023 "kpipe does not rewrite a
/// `break statement` in the load phase"). Decided by loaded data, it is refused with that reason;
/// decided by the tile's position in K, the proof finds the stale elements at a ragged K and the
/// refusal says so, with the fix.
#[test]
fn a_load_loop_left_early_on_a_thread_condition_is_pipelined() {
    // The prologue's loads, then the next tile's (register prefetch: its loads and its stores).
    for (variant, copies) in [(VariantRequest::Ldg, 3), (VariantRequest::CpAsync, 2)] {
        let (_, new) = proven_form("load_loop_exits.cu", variant);
        assert_eq!(
            new.matches("if (r >= TILE) break;").count(),
            copies,
            "{new}"
        );
        assert!(
            new.contains("if (r >= TILE || tx >= TILE) continue;"),
            "{new}"
        );
    }
    let text = form_text("load_loop_exits.cu");
    let data = text.replace(
        "if (r >= TILE) break;",
        "const float v = A[(row0 + r) * K + k0 + tx];\n      if (v != v) break;",
    );
    assert_ne!(data, text);
    let e = refused_as(&data, VariantRequest::Ldg);
    assert_eq!(e.kind, Kind::UnsupportedPattern, "{}", e.message);
    assert!(
        e.message
            .contains("stops where data loaded from global memory (`v`) says"),
        "{}",
        e.message
    );

    let by_tile = text
        .replace(
            "if (r >= TILE) break;",
            "if (r >= TILE || k0 + tx >= K) break;",
        )
        .replace("(row0 + r < M && k0 + tx < K) ? A", "(row0 + r < M) ? A");
    assert_ne!(by_tile, text);
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let e = refused_as(&by_tile, variant);
        assert_eq!(e.kind, Kind::NotProven, "{}", e.message);
        assert!(
            e.message
                .contains("left by `if (r >= TILE || k0 + tx >= K) break;`"),
            "{}",
            e.message
        );
        assert!(e.help.contains("store zero where"), "{}", e.help);
    }
}

/// A torch extension's launcher struct: the tile from its `static constexpr` member, the element
/// type from the types `AT_DISPATCH_FLOATING_TYPES` gives `scalar_t` in the lambda that runs the
/// struct's method template, and the store through `(scalar_t)(...)` read as the cast it is (was
/// K022 "the size of tile `As` depends on `TILE`, which has no value", then K026 "a call through
/// `(scalar_t)`").
#[test]
fn a_launcher_structs_members_and_a_dispatch_macros_types_instantiate_the_kernel() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        let (_, new) = proven_form("launcher_struct_dispatch.cu", variant);
        assert!(new.contains("(scalar_t)(alpha * acc)"), "{new}");
    }
}

/// A tile element loaded from the address a flag selects (`transA ? A[k * lda + row] : A[row *
/// lda + k]`, and under a zero fill) is a copy: cp.async copies from `transA ? &A[..] : &A[..]`
/// (was K021 "stores a computed value, not a copy of global memory"), and register prefetch
/// loads the selection as written; both prove equal.
#[test]
fn a_load_whose_address_a_flag_selects_is_a_copy() {
    let (_, new) = proven_form("flag_selected_loads.cu", VariantRequest::CpAsync);
    assert!(
        new.contains("(transA) ? &(A[ka * lda + row]) : &(A[row * lda + ka])"),
        "{new}"
    );
    proven_form("flag_selected_loads.cu", VariantRequest::Ldg);
}

/// Tensor-core PTX as hand-written kernels spell it: registers and tiles through file-scope type
/// aliases (`using FragA = uint32_t[4];`, `typedef uint32_t frag_b_t[2];`, `typedef __nv_bfloat16
/// elem_t;`, was K022 "`sizeof(elem_t)` has no value" and K026 "the type of `a`"), and an
/// `mma.sync` whose operands follow the opcode with no space (`f32{%0, ...}`, was K026 "the PTX
/// instruction `mma.sync...f32{%0,`"). Both variants prove equal.
#[test]
fn ptx_through_type_aliases_and_an_opcode_against_its_operands_is_followed() {
    for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
        proven_form("mma_ptx_aliases.cu", variant);
    }
}
