//! Local headers: `#include "x"` is read as the compiler reads it (the including file's folder, then
//! each `-I DIR`), transitively and once, so a K-loop that loads its tiles through a `__device__`
//! helper defined in a header is inlined and rewritten, and the header's macros and constants size
//! the tiles. The output is the kernel's file alone: the header is never edited. Each case writes its
//! own small kernel and header into a temporary folder.

mod common;

use assert_cmd::Command;
use common::request;
use kpipe::analysis::choose::VariantRequest;
use kpipe::diagnostics::Kind;
use kpipe::files::read_header;
use kpipe::pipeline::transform_with;
use kpipe::source::includes::{read_includes, Includes};
use predicates::prelude::*;
use std::path::{Path, PathBuf};

/// A templated load helper, a macro and a constant, as a project's utility header has them.
const UTILS: &str = "#pragma once\n#define TILE 16\nconstexpr int THREADS = TILE * TILE;\n\ntemplate <typename E, int BS, int PAD = 0, typename V = int4>\n__device__ void load_tile(E (*tile)[BS + PAD], const E* src, int ld) {\n    int r = threadIdx.x / BS, c = threadIdx.x % BS;\n    tile[r][c] = src[r * ld + c];\n}\n";

/// The kernel: its tiles sized by the header's macro, its loads through the header's helper.
const KERNEL: &str = "#include <cuda_runtime.h>\n#include \"utils.cuh\"\n\n__global__ void __launch_bounds__(THREADS) k(const float* A, const float* B, float* C, int N, int K) {\n    __shared__ float As[TILE][TILE];\n    __shared__ float Bs[TILE][TILE];\n    int row = blockIdx.y * TILE + threadIdx.x / TILE, col = blockIdx.x * TILE + threadIdx.x % TILE;\n    float acc = 0.f;\n    for (int k0 = 0; k0 < K; k0 += TILE) {\n        load_tile<float, TILE>(As, A + blockIdx.y * TILE * K + k0, K);\n        load_tile<float, TILE>(Bs, B + k0 * N + blockIdx.x * TILE, N);\n        __syncthreads();\n        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.x / TILE][k] * Bs[k][threadIdx.x % TILE];\n        __syncthreads();\n    }\n    C[row * N + col] = acc;\n}\n";

/// Writes `files` (path relative to a fresh folder, text) and returns the folder.
fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// The headers `file` includes, read from disk with the include folders `dirs`.
fn includes_of(file: &Path, dirs: &[PathBuf]) -> Includes {
    let text = std::fs::read_to_string(file).unwrap();
    read_includes(file, &text, dirs, &mut |p| read_header(p))
}

fn rewrite(text: &str, includes: &Includes) -> Result<String, Box<kpipe::diagnostics::Diagnostic>> {
    transform_with(text, &request(VariantRequest::Ldg, "sm_86"), includes)
        .map(|o| o.rewritten.expect("a rewrite").to_string())
}

/// The text before the K-loop and after it: a rewrite leaves them byte for byte.
fn around_loop(text: &str) -> (&str, &str) {
    let before = "    float acc = 0.f;\n";
    let start = text.find(before).unwrap() + before.len();
    let end = text.find("    C[row * N + col]").unwrap();
    (&text[..start], &text[end..])
}

#[test]
fn a_helper_in_a_header_beside_the_kernel_is_inlined_and_the_header_sizes_the_tiles() {
    let dir = folder(&[("k.cu", KERNEL), ("utils.cuh", UTILS)]);
    let includes = includes_of(&dir.path().join("k.cu"), &[]);
    assert_eq!(includes.headers.len(), 1);
    let out = rewrite(KERNEL, &includes).unwrap();
    // The header's body in the load passes, its template parameters bound (the default too).
    assert!(out.contains("load_tile<float, TILE>(...), inlined by kpipe"));
    assert!(
        out.contains("As[0][r][c] = (A + blockIdx.y * TILE * K + k0)[r * K + c];"),
        "{out}"
    );
    assert!(out.contains("kp_next_As[0] = (A + blockIdx.y * TILE * K + (k0 + TILE))[r * K + c];"));
    // A by-value template parameter bound to a macro is converted, as for a helper of the file.
    assert!(out.contains(
        "int r = threadIdx.x / static_cast<int>(TILE), c = threadIdx.x % static_cast<int>(TILE);"
    ));
    assert!(!out.contains("load_tile<float, TILE>(As"));
    // Outside the K-loop (and the tiles' stage dimension) the output is the kernel's file, byte
    // for byte; no header text is added.
    let unstaged = out.replace("s[2][TILE]", "s[TILE]");
    assert_eq!(around_loop(&unstaged), around_loop(KERNEL));
    assert!(!out.contains("#define TILE"));
    assert!(!out.contains("__device__ void load_tile"));
}

#[test]
fn a_header_found_only_through_an_include_directory() {
    let dir = folder(&[("src/k.cu", KERNEL), ("include/utils.cuh", UTILS)]);
    let file = dir.path().join("src/k.cu");
    let without = includes_of(&file, &[]);
    assert!(without.headers.is_empty());
    assert_eq!(without.missing[0].name, "utils.cuh");
    let with = includes_of(&file, &[dir.path().join("include")]);
    assert!(with.missing.is_empty());
    assert!(rewrite(KERNEL, &with).is_ok());
    // Without it, the helper's body is not there, and the refusal names the include not found.
    let e = rewrite(KERNEL, &without).unwrap_err();
    assert_eq!(e.kind, Kind::UnsupportedPattern);
    assert!(
        e.message.contains("`#include \"utils.cuh\"` ("),
        "{}",
        e.message
    );
}

#[test]
fn a_size_from_a_header_not_found_names_the_include() {
    // The loads are the kernel's own; only the tiles' size is the header's.
    let kernel = KERNEL
        .replace(
            "        load_tile<float, TILE>(As, A + blockIdx.y * TILE * K + k0, K);\n",
            "        As[threadIdx.x / TILE][threadIdx.x % TILE] = A[blockIdx.y * TILE * K + k0 + (threadIdx.x / TILE) * K + threadIdx.x % TILE];\n",
        )
        .replace(
            "        load_tile<float, TILE>(Bs, B + k0 * N + blockIdx.x * TILE, N);\n",
            "        Bs[threadIdx.x / TILE][threadIdx.x % TILE] = B[(k0 + threadIdx.x / TILE) * N + blockIdx.x * TILE + threadIdx.x % TILE];\n",
        );
    let dir = folder(&[("src/k.cu", &kernel), ("include/utils.cuh", UTILS)]);
    let file = dir.path().join("src/k.cu");
    assert!(rewrite(&kernel, &includes_of(&file, &[dir.path().join("include")])).is_ok());
    let e = rewrite(&kernel, &includes_of(&file, &[])).unwrap_err();
    assert_eq!(e.kind, Kind::UnknownTileSize);
    assert!(
        e.notes
            .iter()
            .any(|n| n.contains("`#include \"utils.cuh\"`") && n.contains("-I DIR")),
        "{:?}",
        e.notes
    );
}

#[test]
fn a_missing_helper_header_is_named_in_the_refusal_at_the_call() {
    // The sizes are the kernel's own: only the helper's body is missing.
    let kernel = KERNEL.replace(
        "#include \"utils.cuh\"\n",
        "#include \"utils.cuh\"\n#define TILE 16\n#define THREADS 256\n",
    );
    let dir = folder(&[("k.cu", &kernel)]);
    let e = rewrite(&kernel, &includes_of(&dir.path().join("k.cu"), &[])).unwrap_err();
    assert_eq!(e.kind, Kind::UnsupportedPattern);
    assert!(e.message.contains("whose body is not in this file"));
    assert!(
        e.message.contains("`#include \"utils.cuh\"`"),
        "{}",
        e.message
    );
    assert!(e.help.contains("-I DIR"));
    let span = e.span.clone().unwrap();
    assert!(kernel[span].starts_with("load_tile<float, TILE>(As"));
}

#[test]
fn the_file_own_definitions_win_over_the_header() {
    // The kernel's TILE (8) sizes its tiles, not the header's (16).
    let kernel = KERNEL.replace(
        "#include \"utils.cuh\"\n",
        "#include \"utils.cuh\"\n#undef TILE\n#define TILE 8\n",
    );
    let dir = folder(&[("k.cu", &kernel), ("utils.cuh", UTILS)]);
    let outcome = transform_with(
        &kernel,
        &request(VariantRequest::Ldg, "sm_86"),
        &includes_of(&dir.path().join("k.cu"), &[]),
    )
    .unwrap();
    let bytes: u64 = outcome.analysis.tiles.iter().map(|t| t.bytes).sum();
    assert_eq!(bytes, 2 * 8 * 8 * 4);
}

#[test]
fn headers_including_each_other_are_read_once_and_a_nested_one_brings_the_helper() {
    // k.cu -> a.cuh -> detail/b.cuh -> ../a.cuh (a cycle): b.cuh holds the helper.
    let a = "#pragma once\n#include \"detail/b.cuh\"\n#define TILE 16\n#define THREADS 256\n";
    let b = format!(
        "#pragma once\n#include \"../a.cuh\"\n{}",
        &UTILS[UTILS.find("template").unwrap()..]
    );
    let kernel = KERNEL.replace("utils.cuh", "a.cuh");
    let dir = folder(&[("k.cu", &kernel), ("a.cuh", a), ("detail/b.cuh", &b)]);
    let includes = includes_of(&dir.path().join("k.cu"), &[]);
    let names: Vec<String> = includes
        .headers
        .iter()
        .map(|h| {
            h.path
                .strip_prefix(dir.path())
                .unwrap()
                .display()
                .to_string()
        })
        .collect();
    assert_eq!(names, ["a.cuh", "detail/b.cuh"]);
    assert!(includes.missing.is_empty());
    assert!(rewrite(&kernel, &includes)
        .unwrap()
        .contains("inlined by kpipe"));
}

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

#[test]
fn cli_apply_reads_the_include_directory_and_names_the_missing_include_without_it() {
    let dir = folder(&[("src/k.cu", KERNEL), ("include/utils.cuh", UTILS)]);
    let run = |extra: &[&str]| {
        let mut cmd = kpipe();
        cmd.current_dir(dir.path())
            .args([
                "apply",
                "--dry-run",
                "--no-compile",
                "--color",
                "never",
                "src/k.cu",
            ])
            .args(extra);
        cmd.assert()
    };
    run(&["-I", "include"])
        .success()
        .stdout(predicate::str::contains(
            "load_tile<float, TILE>(...), inlined by kpipe",
        ))
        .stdout(predicate::str::contains("kp_next_As"));
    run(&[])
        .failure()
        .stderr(predicate::str::contains("error[K023]"))
        .stderr(predicate::str::contains(
            "`#include \"utils.cuh\"` (src/k.cu:2) was not found",
        ));
    // Written for real, only the kernel's output appears; the header is as it was.
    kpipe()
        .current_dir(dir.path())
        .args([
            "apply",
            "--no-compile",
            "--no-gpu",
            "src/k.cu",
            "--include",
            "include",
        ])
        .assert()
        .success();
    assert!(dir.path().join("src/k.pipelined.cu").exists());
    assert_eq!(
        std::fs::read_to_string(dir.path().join("include/utils.cuh")).unwrap(),
        UTILS
    );
    assert_eq!(
        std::fs::read_dir(dir.path().join("include"))
            .unwrap()
            .count(),
        1
    );
}

/// A compute helper in a header: a read-only one (`dot_row`, reading through its tile pointer) is
/// followed into the header, as one in the file is, and the loop is pipelined; one that writes
/// through its pointer (`scale_row`) is refused, naming the helper.
const COMPUTE_HELPERS: &str = "#pragma once\n#define TILE 16\n__device__ __forceinline__ float dot_row(const float *a, const float (*b)[TILE], int col) {\n    float s = 0.f;\n    for (int k = 0; k < TILE; ++k) s += a[k] * b[k][col];\n    return s;\n}\n__device__ __forceinline__ float scale_row(float *a, float f) {\n    a[0] *= f;\n    return a[0];\n}\n";

const COMPUTE_KERNEL: &str = "#include \"compute.cuh\"\n\n__global__ void __launch_bounds__(256) k(const float* A, const float* B, float* C, int N, int K) {\n    __shared__ float As[TILE][TILE];\n    __shared__ float Bs[TILE][TILE];\n    int ty = threadIdx.x / TILE, tx = threadIdx.x % TILE;\n    int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;\n    float acc = 0.f;\n    for (int k0 = 0; k0 < K; k0 += TILE) {\n        As[ty][tx] = A[row * K + k0 + tx];\n        Bs[ty][tx] = B[(k0 + ty) * N + col];\n        __syncthreads();\n        acc += dot_row(As[ty], Bs, tx);\n        __syncthreads();\n    }\n    C[row * N + col] = acc;\n}\n";

#[test]
fn a_compute_helper_in_a_header_is_followed_to_prove_it_only_reads_the_tile() {
    let dir = folder(&[("k.cu", COMPUTE_KERNEL), ("compute.cuh", COMPUTE_HELPERS)]);
    let includes = includes_of(&dir.path().join("k.cu"), &[]);
    let out = rewrite(COMPUTE_KERNEL, &includes).unwrap();
    assert!(
        out.contains("dot_row(As[kp_stage][ty], Bs[kp_stage], tx)"),
        "{out}"
    );
    // Without the header, its body is not seen: refused.
    let e = rewrite(COMPUTE_KERNEL, &Includes::default()).unwrap_err();
    assert!(
        e.message.contains("whose body kpipe cannot see"),
        "{}",
        e.message
    );
    // A helper that writes through the tile pointer is refused though its body is in the header.
    let writes = COMPUTE_KERNEL.replace(
        "acc += dot_row(As[ty], Bs, tx);",
        "acc += scale_row(As[ty], 2.f);",
    );
    let e = rewrite(&writes, &includes).unwrap_err();
    assert_eq!(e.kind, Kind::ComputeWritesTile, "{}", e.message);
}

/// A value loaded into part of a local through a header's value-returning helper (`q[0] =
/// load_quad(..)`, a struct of the project's): the helper only computes its value, so register
/// prefetch holds the struct in registers of its type and the proof follows it. Where the helper
/// has an effect kpipe cannot follow (inline asm), register prefetch cannot hold its value, and the
/// help says what to write instead, not to change the tiles' indices (which do not use it).
#[test]
fn a_load_into_part_of_a_local_through_a_header_helper() {
    let header = "#pragma once\nstruct alignas(16) Quad {\n  float v[4];\n  __device__ float &operator[](unsigned i) { return v[i]; }\n};\n__device__ __forceinline__ Quad load_quad(const float *p) { return reinterpret_cast<const Quad *>(p)[0]; }\n";
    let kernel = "#include \"quad.cuh\"\n__global__ void __launch_bounds__(64) quad_staged(const float *A, const float *B, float *C, int N, int K) {\n  __shared__ __align__(16) float As[16 * 16];\n  __shared__ float Bs[16 * 16];\n  int tid = threadIdx.x;\n  Quad q[1];\n  float acc = 0.f;\n  for (int k0 = 0; k0 < K; k0 += 16) {\n    q[0] = load_quad(&A[(blockIdx.y * 16 + tid / 4) * K + k0 + (tid % 4) * 4]);\n    reinterpret_cast<Quad *>(As)[tid] = q[0];\n    for (int i = 0; i < 4; ++i) Bs[tid * 4 + i] = B[(k0 + tid / 4) * N + blockIdx.x * 16 + (tid % 4) * 4 + i];\n    __syncthreads();\n    for (int k = 0; k < 16; ++k) acc += As[(tid / 4) * 16 + k] * Bs[k * 16 + tid % 16];\n    __syncthreads();\n  }\n  C[(blockIdx.y * 16 + tid / 4) * N + blockIdx.x * 16 + tid % 16] = acc;\n}\n";
    let dir = folder(&[("k.cu", kernel), ("quad.cuh", header)]);
    let includes = includes_of(&dir.path().join("k.cu"), &[]);
    let out = transform_with(kernel, &request(VariantRequest::Ldg, "sm_86"), &includes).unwrap();
    assert!(
        out.proof.as_ref().is_some_and(|p| p.is_equal()),
        "{:?}",
        out.proof
    );
    let new = out.rewritten.expect("a rewrite").to_string();
    assert!(new.contains("Quad kp_next_As[1];"), "{new}");
    let with_asm = header.replace(
        "{ return reinterpret_cast",
        "{ asm volatile(\"\" ::: \"memory\"); return reinterpret_cast",
    );
    let dir = folder(&[("k.cu", kernel), ("quad.cuh", &with_asm)]);
    let includes = includes_of(&dir.path().join("k.cu"), &[]);
    let e = rewrite(kernel, &includes).unwrap_err();
    assert_eq!(e.kind, Kind::UnsupportedPattern, "{}", e.message);
    assert!(
        e.help
            .contains("the load phase assigns `q` (or a part of it)"),
        "{}",
        e.help
    );
    assert!(!e.help.contains("indices"), "{}", e.help);
}
