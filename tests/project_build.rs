//! A kernel as real projects lay it out, compiled with nvcc: a template kernel in a header
//! (`kernels/gemm.cuh`) that includes a header found only through the project's include path
//! (`-I include`), instantiated by nothing in its own file and launched by a runner (`runner.cu`)
//! whose branches declare the tile sizes. kpipe must take the instantiations from the runner
//! (`--host`), compile each in a scratch copy with the project's flags (after `--`, or from
//! `compile_commands.json`), and keep the output symbolic.
//!
//! Needs nvcc (`kpipe toolchain install`); without it the tests are reported as *ignored*, and with
//! KPIPE_REQUIRE_NVCC=1 (as in CI) a missing toolchain fails the run.

use kpipe::toolchain::Toolchain;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::process::Command;

const HELPER: &str = "#pragma once\n__device__ inline float mul_add(float a, float b, float c) { return a * b + c; }\n";

const KERNEL: &str = r#"#pragma once
#include "fma_helpers.cuh"

template <const int BM, const int BN, const int BK, const int TM>
__global__ void gemm_1d(int M, int N, int K, const float *A, const float *B, float *C) {
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  const int tcol = threadIdx.x % BN, trow = threadIdx.x / BN;
  __shared__ float As[BM * BK];
  __shared__ float Bs[BK * BN];
  A += row0 * K;
  B += col0;
  float acc[TM] = {0.0f};
  for (int k0 = 0; k0 < K; k0 += BK) {
    As[(threadIdx.x / BK) * BK + threadIdx.x % BK] = A[(threadIdx.x / BK) * K + threadIdx.x % BK];
    Bs[(threadIdx.x / BN) * BN + threadIdx.x % BN] = B[(threadIdx.x / BN) * N + threadIdx.x % BN];
    __syncthreads();
    A += BK;
    B += BK * N;
    for (int d = 0; d < BK; ++d) {
      const float b = Bs[d * BN + tcol];
      for (int i = 0; i < TM; ++i)
        acc[i] = mul_add(As[(trow * TM + i) * BK + d], b, acc[i]);
    }
    __syncthreads();
  }
  for (int i = 0; i < TM; ++i)
    C[(row0 + trow * TM + i) * N + col0 + tcol] = acc[i];
}
"#;

const RUNNER: &str = r#"#include "kernels/gemm.cuh"
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

void run_gemm_1d(int M, int N, int K, const float *A, const float *B, float *C) {
  const unsigned BK = 8;
  if (M >= 128 && N >= 128) {
    const unsigned BM = 64;
    const unsigned BN = 64;
    const unsigned TM = 8;
    dim3 grid(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
    dim3 block((BM * BN) / TM);
    gemm_1d<BM, BN, BK, TM><<<grid, block>>>(M, N, K, A, B, C);
  } else {
    const unsigned BM = 32;
    const unsigned BN = 32;
    const unsigned TM = 4;
    dim3 grid(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
    dim3 block((BM * BN) / TM);
    gemm_1d<BM, BN, BK, TM><<<grid, block>>>(M, N, K, A, B, C);
  }
}
"#;

fn main() {
    let args = Arguments::from_args();
    let missing = Toolchain::discover(None).missing();
    let required = std::env::var_os("KPIPE_REQUIRE_NVCC").is_some_and(|v| v != "0");
    if let Some(m) = &missing {
        eprintln!(
            "\nproject_build tests ignored: {m}; run `kpipe toolchain install` to run them\n"
        );
    }
    let ignored = missing.is_some() && !required;
    let trials = vec![
        Trial::test(
            "a header's template, launched by a runner, compiles with the flags after --",
            header_template_with_flags_after_dashes,
        ),
        Trial::test(
            "without the include path the original does not compile, and nvcc's error is quoted",
            without_the_include_path_nvcc_says_which_header,
        ),
        Trial::test(
            "compile_commands.json gives the flags of the nearest entry",
            flags_from_compile_commands,
        ),
        Trial::test(
            "without a database, the flags come from CMakeLists.txt, else the Makefile's nvcc line",
            flags_from_build_files,
        ),
        Trial::test(
            "a launcher template's launch passes each instantiation's bytes as an expression",
            launcher_template_bytes_as_an_expression,
        ),
        Trial::test(
            "a kernel file that includes the CUDA libraries' headers compiles",
            library_headers_compile,
        ),
        Trial::test(
            "a PyTorch extension compiles its device code without torch's headers",
            extension_without_torch_compiles_its_device_code,
        ),
        Trial::test(
            "a file with MBs of host code compiles its kernels and their launch without the rest",
            host_code_that_names_no_kernel_is_not_compiled,
        ),
    ];
    let trials = trials
        .into_iter()
        .map(|t| t.with_ignored_flag(ignored))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

/// The project in a temporary folder: include/fma_helpers.cuh, kernels/gemm.cuh, runner.cu.
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("include")).unwrap();
    std::fs::create_dir_all(root.join("kernels")).unwrap();
    std::fs::write(root.join("include/fma_helpers.cuh"), HELPER).unwrap();
    std::fs::write(root.join("kernels/gemm.cuh"), KERNEL).unwrap();
    std::fs::write(root.join("runner.cu"), RUNNER).unwrap();
    dir
}

/// `kpipe apply --dry-run --json --arch sm_90 --host runner.cu kernels/gemm.cuh EXTRA...` in `root`.
fn apply(root: &Path, extra: &[&str]) -> Result<serde_json::Value, Failed> {
    let out = Command::new(env!("CARGO_BIN_EXE_kpipe"))
        .current_dir(root)
        .args(["apply", "kernels/gemm.cuh", "--host", "runner.cu"])
        .args([
            "--variant",
            "ldg",
            "--arch",
            "sm_90",
            "--no-gpu",
            "--dry-run",
            "--json",
        ])
        .args(extra)
        .output()?;
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(&text).map_err(|e| format!("no JSON ({e}): {text}").into())
}

fn header_template_with_flags_after_dashes() -> Result<(), Failed> {
    let dir = project();
    let report = apply(dir.path(), &["--", "-I", "include", "-std=c++17", "-G"])?;
    let show = || serde_json::to_string_pretty(&report).unwrap();
    if report["exit_code"] != 0 {
        return Err(format!("not rewritten: {}", show()).into());
    }
    let checks = &report["checks"];
    if checks["status"] != "done" {
        return Err(format!("not compiled: {}", show()).into());
    }
    // Both instantiations the runner launches were made in the compiled copy, and each has its
    // registers from ptxas (so each was compiled, not only named).
    let made: Vec<&str> = checks["instantiated"]
        .as_array()
        .map(|a| a.iter().filter_map(|v| v.as_str()).collect())
        .unwrap_or_default();
    if made != ["gemm_1d<64, 64, 8, 8>", "gemm_1d<32, 32, 8, 4>"] {
        return Err(format!("instantiated {made:?}: {}", show()).into());
    }
    for row in report["instances"].as_array().ok_or("no instances")? {
        if row["registers"].as_array().is_none_or(|r| r.len() != 2) {
            return Err(format!("an instantiation without registers: {row}").into());
        }
    }
    let flags = checks["flags"].as_str().unwrap_or_default();
    if !(flags.contains("-std=c++17")
        && flags.contains("include")
        && flags.contains("not passed: -G"))
    {
        return Err(format!("the flags line: {flags}").into());
    }
    // The output keeps the template's names: no size of one instantiation in it.
    let diff = report["diff"].as_str().unwrap_or_default();
    if !diff.contains("[2][BM * BK]") || diff.contains("kpipe_instance") {
        return Err(format!("the rewrite is not symbolic or names the scratch: {diff}").into());
    }
    Ok(())
}

fn without_the_include_path_nvcc_says_which_header() -> Result<(), Failed> {
    let dir = project();
    let report = apply(dir.path(), &[])?;
    let error = &report["error"];
    let notes = error["notes"].to_string();
    if error["code"] != "K031" || !notes.contains("fma_helpers.cuh") {
        return Err(format!("expected K031 naming the header: {report}").into());
    }
    Ok(())
}

fn flags_from_compile_commands() -> Result<(), Failed> {
    let dir = project();
    let root = dir.path();
    std::fs::create_dir_all(root.join("build")).unwrap();
    let db = serde_json::json!([{
        "directory": root.join("build"),
        "file": root.join("runner.cu"),
        "command": "nvcc -I../include -std=c++17 -O3 -c ../runner.cu -o runner.o",
    }]);
    std::fs::write(root.join("build/compile_commands.json"), db.to_string()).unwrap();
    // Found upward from the file (in build/), with no flag given.
    let report = apply(root, &[])?;
    let flags = report["checks"]["flags"].as_str().unwrap_or_default();
    if report["exit_code"] != 0 || !flags.contains("compile_commands.json") {
        return Err(format!("not compiled with the database's flags: {report}").into());
    }
    // `-p` names a folder without one: an error that says so.
    let report = apply(root, &["-p", "include"])?;
    let message = report["error"]["message"].as_str().unwrap_or_default();
    if !message.contains("no compile_commands.json") {
        return Err(format!("-p without a database: {report}").into());
    }
    Ok(())
}

/// FindCUDA's `cuda_add_executable` writes no database entry for `.cu` files: the include folder is
/// read from `include_directories`; a project built by a Makefile gives it on its nvcc line.
fn flags_from_build_files() -> Result<(), Failed> {
    let dir = project();
    let root = dir.path();
    std::fs::create_dir_all(root.join(".git")).unwrap();
    std::fs::write(
        root.join("CMakeLists.txt"),
        "project(gemm)\nset(CUDA_NVCC_FLAGS -arch=compute_70;-std=c++17)\nfind_package(CUDA REQUIRED)\n\
         include_directories(${CUDA_INCLUDE_DIRS})\ninclude_directories(${PROJECT_SOURCE_DIR}/include)\n\
         cuda_add_executable(gemm runner.cu)\n",
    )
    .unwrap();
    let report = apply(root, &[])?;
    let flags = report["checks"]["flags"].as_str().unwrap_or_default();
    if report["exit_code"] != 0
        || !flags.contains("CMakeLists.txt")
        || !flags.contains("-std=c++17")
    {
        return Err(format!("not compiled with CMakeLists.txt's flags: {report}").into());
    }
    std::fs::remove_file(root.join("CMakeLists.txt")).unwrap();
    std::fs::write(
        root.join("Makefile"),
        "NVCC := nvcc\nINC = -I./include\nall:\n\t$(NVCC) -O3 $(INC) runner.cu -o gemm\n",
    )
    .unwrap();
    let report = apply(root, &[])?;
    let flags = report["checks"]["flags"].as_str().unwrap_or_default();
    if report["exit_code"] != 0 || !flags.contains("Makefile") || !flags.contains("include") {
        return Err(format!("not compiled with the Makefile's flags: {report}").into());
    }
    Ok(())
}

/// A kernel template launched from a launcher template that the file instantiates for float and
/// double (the form of a library's `launch_gemm<T>`): the double instantiation's two stages pass
/// the 48 KB static limit, so the tiles move to dynamic shared memory for both, and the launch,
/// inside the launcher, must pass each instantiation's own bytes.
const LAUNCHER: &str = r#"#include <cuda_runtime.h>

template <typename T, unsigned int BM, unsigned int BK, unsigned int NT>
__global__ void __launch_bounds__(NT) gemm_t(int m, int n, int k, const T *A, const T *B, T *C) {
  __shared__ T As[BM][BK];
  __shared__ T Bs[BK][BM];
  const unsigned int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  T acc[8][8] = {};
  for (int k0 = 0; k0 < k; k0 += BK) {
    for (unsigned int i{0U}; i < BM * BK / NT; ++i) {
      const unsigned int e = threadIdx.x + i * NT;
      As[e / BK][e % BK] = A[(blockIdx.y * BM + e / BK) * k + k0 + e % BK];
      Bs[e / BM][e % BM] = B[(k0 + e / BM) * n + blockIdx.x * BM + e % BM];
    }
    __syncthreads();
    for (unsigned int kk = 0; kk < BK; ++kk)
      for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 8; ++c)
          acc[r][c] += As[ty * 8 + r][kk] * Bs[kk][tx * 8 + c];
    __syncthreads();
  }
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      C[(blockIdx.y * BM + ty * 8 + r) * n + blockIdx.x * BM + tx * 8 + c] = acc[r][c];
}

template <typename T>
void launch_gemm_t(int m, int n, int k, const T *A, const T *B, T *C, cudaStream_t stream) {
  constexpr unsigned int BM{128U};
  constexpr unsigned int BK{16U};
  constexpr unsigned int NT{256U};
  dim3 const grid{n / BM, m / BM, 1U};
  gemm_t<T, BM, BK, NT>
      <<<grid, NT, 0U, stream>>>(m, n, k, A, B, C);
}

template void launch_gemm_t<float>(int, int, int, const float *, const float *, float *, cudaStream_t);
template void launch_gemm_t<double>(int, int, int, const double *, const double *, double *, cudaStream_t);
"#;

fn launcher_template_bytes_as_an_expression() -> Result<(), Failed> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("gemm_t.cu"), LAUNCHER).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kpipe"))
        .current_dir(dir.path())
        .args(["apply", "gemm_t.cu", "--variant", "ldg", "--arch", "sm_90"])
        .args(["--no-gpu", "--dry-run", "--json"])
        .output()?;
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let show = || serde_json::to_string_pretty(&report).unwrap();
    if report["exit_code"] != 0 || report["checks"]["status"] != "done" {
        return Err(format!("not rewritten and compiled: {}", show()).into());
    }
    let names: Vec<&str> = report["instances"]
        .as_array()
        .map(|a| a.iter().filter_map(|r| r["name"].as_str()).collect())
        .unwrap_or_default();
    if names
        != [
            "gemm_t<float, 128, 16, 256>",
            "gemm_t<double, 128, 16, 256>",
        ]
    {
        return Err(format!("instantiations {names:?}: {}", show()).into());
    }
    let diff = report["diff"].as_str().unwrap_or_default();
    let bytes = "sizeof(T[2][BM][BK])";
    let attribute =
        "cudaFuncSetAttribute(gemm_t<T, BM, BK, NT>, cudaFuncAttributeMaxDynamicSharedMemorySize, ";
    if !diff.contains(attribute) || !diff.contains(&format!("<<<grid, NT, (0 + {bytes}")) {
        return Err(format!("the launch does not pass the expression: {diff}").into());
    }
    Ok(())
}

/// Half the projects' files include cuBLAS (and cuSPARSE, cuRAND, cuFFT) for their reference
/// GEMM: with the toolchain `kpipe toolchain install` brings, such a file compiles.
fn library_headers_compile() -> Result<(), Failed> {
    let dir = project();
    let root = dir.path();
    let kernel = KERNEL.replace(
        "#include \"fma_helpers.cuh\"",
        "#include \"fma_helpers.cuh\"\n#include <cublas_v2.h>\n#include <cusparse.h>\n#include <curand_kernel.h>\n#include <cufft.h>",
    );
    std::fs::write(root.join("kernels/gemm.cuh"), kernel).unwrap();
    let report = apply(root, &["--", "-I", "include", "-std=c++17"])?;
    if report["exit_code"] != 0 || report["checks"]["status"] != "done" {
        return Err(format!("not compiled: {report}").into());
    }
    Ok(())
}

/// A PyTorch extension as such projects write it: the template kernel launched only by a host
/// function that takes `torch::Tensor`s, and a `PYBIND11_MODULE` block, with no torch on the
/// include path. The device code is compiled without the host functions, the kernel instantiated
/// as kpipe analysed it, and both builds are real (registers from ptxas, the SASS read).
fn extension_without_torch_compiles_its_device_code() -> Result<(), Failed> {
    let dir = project();
    let root = dir.path();
    let kernel = KERNEL.replace("#pragma once\n", "").replace(
        "#include \"fma_helpers.cuh\"",
        "#include \"../include/fma_helpers.cuh\"\n#include <torch/extension.h>",
    ) + r#"
void gemm_torch(torch::Tensor a, torch::Tensor b, torch::Tensor c) {
  const int M = a.size(0), K = a.size(1), N = b.size(1);
  constexpr int BM = 64, BN = 64, BK = 8, TM = 8;
  dim3 grid((N + BN - 1) / BN, (M + BM - 1) / BM);
  gemm_1d<BM, BN, BK, TM><<<grid, BM * BN / TM>>>(M, N, K, a.data_ptr<float>(),
                                                  b.data_ptr<float>(), c.data_ptr<float>());
}
PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) { m.def("gemm", &gemm_torch); }
"#;
    std::fs::write(root.join("kernels/gemm_ext.cu"), &kernel).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kpipe"))
        .current_dir(root)
        .env("KPIPE_PYTHON", "/nonexistent/python3")
        .args([
            "apply",
            "kernels/gemm_ext.cu",
            "--variant",
            "ldg",
            "--arch",
            "sm_90",
        ])
        .args(["--no-gpu", "--dry-run", "--json", "--no-config"])
        .output()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let report: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("no JSON ({e}): {text}"))?;
    let checks = &report["checks"];
    if report["exit_code"] != 0 || checks["status"] != "done" {
        return Err(format!("not compiled: {report}").into());
    }
    let device_only = checks["original"]["device_only"]
        .as_str()
        .unwrap_or_default();
    if !device_only.contains("`torch/extension.h`") || !device_only.contains("`gemm_torch`") {
        return Err(format!("the report does not say what was left out: {checks}").into());
    }
    for build in ["original", "rewritten"] {
        if checks[build]["resources"]["registers"]
            .as_u64()
            .unwrap_or(0)
            == 0
        {
            return Err(format!("no {build} kernel in the cubin: {checks}").into());
        }
    }
    Ok(())
}

/// A kernel in a program of 2 MB of host code: nvcc would take half a minute a build over the host
/// functions that name no kernel, which are the same bytes in both versions; kpipe compiles the
/// kernel and the function that launches it, and says what it left out.
fn host_code_that_names_no_kernel_is_not_compiled() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let kernel = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/sgemm_tile_in_loop.cu"),
    )?;
    let mut text = format!("#include <cstdio>\n{kernel}");
    let mut i = 0;
    while text.len() < 2_000_000 {
        text.push_str(&format!(
            "static int host_step_{i}(int x) {{ int y = x * {i}; printf(\"%d\\n\", y); return y; }}\n"
        ));
        i += 1;
    }
    text.push_str("void run(int M, int N, int K, const float *A, const float *B, float *C) {\n  sgemm_tile_in_loop<<<dim3(N / 16, M / 16), dim3(16, 16)>>>(M, N, K, 1.0f, A, B, 0.0f, C);\n}\nint main() { return host_step_1(3); }\n");
    std::fs::write(dir.path().join("program.cu"), &text)?;
    let out = Command::new(env!("CARGO_BIN_EXE_kpipe"))
        .current_dir(dir.path())
        .args(["apply", "program.cu", "--variant", "ldg", "--arch", "sm_90"])
        .args(["--no-gpu", "--dry-run", "--json", "--no-config"])
        .output()?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let report: serde_json::Value =
        serde_json::from_str(&stdout).map_err(|e| format!("no JSON ({e}): {stdout}"))?;
    let checks = &report["checks"];
    if report["exit_code"] != 0 || checks["status"] != "done" {
        return Err(format!("not compiled: {report}").into());
    }
    let said = checks["original"]["device_only"]
        .as_str()
        .unwrap_or_default();
    if !said.contains("MiB of host functions that name no kernel left out") {
        return Err(format!("the report does not say what was left out: {checks}").into());
    }
    if checks["rewritten"]["resources"]["registers"]
        .as_u64()
        .unwrap_or(0)
        == 0
    {
        return Err(format!("no rewritten kernel in the cubin: {checks}").into());
    }
    Ok(())
}
