//! The structure of the K-loop: sync-first bodies, compute through `__device__` helpers, and the
//! warning for a non-uniform `return` before the loop. Through the command line (`apply --dry-run
//! --no-compile`: the rewrite and its report, nothing written or compiled).

use assert_cmd::Command;
use std::path::PathBuf;

fn file(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

/// stdout (report and diff) of `apply --dry-run --no-compile`, which must succeed.
fn apply(text: &str, variant: &str) -> String {
    let (_dir, path) = file("k.cu", text);
    let out = Command::cargo_bin("kpipe")
        .unwrap()
        .arg("apply")
        .arg(&path)
        .args([
            "--variant",
            variant,
            "--dry-run",
            "--no-compile",
            "--color",
            "never",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

const SYNC_FIRST: &str = r#"#define T 16
__global__ void k(const float *A, const float *B, float *C, int N, int K) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += T) {
    __syncthreads();
    As[ty][tx] = A[row * K + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
  }
  C[row * N + col] = acc;
}
"#;

/// The added lines of the diff, trimmed.
fn added(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with('+') && !l.starts_with("+++"))
        .map(|l| l[1..].trim().to_string())
        .collect()
}

#[test]
fn a_sync_first_body_keeps_its_first_barrier_before_the_prologue_and_one_per_iteration() {
    for variant in ["ldg", "cp-async"] {
        let out = apply(SYNC_FIRST, variant);
        let lines = added(&out);
        let at = |s: &str| {
            lines
                .iter()
                .position(|l| l.starts_with(s))
                .unwrap_or_else(|| panic!("{variant}: no `{s}` in\n{out}"))
        };
        let guard = at("if (k0 < K)");
        let prologue = at("// prologue");
        let steady = at("for (; (k0 + T) < K; k0 += T)");
        let epilogue = at("// epilogue");
        // The leading barrier of the first iteration, under the loop's condition, before tile 0.
        let barriers: Vec<usize> = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| *l == "__syncthreads();")
            .map(|(i, _)| i)
            .collect();
        assert!(
            barriers[0] > guard && barriers[0] < prologue,
            "{variant}:\n{out}"
        );
        // One barrier in the steady-state loop, and the last tile's compute ends with one.
        let in_loop = barriers
            .iter()
            .filter(|b| **b > steady && **b < epilogue)
            .count();
        assert_eq!(in_loop, 1, "{variant}:\n{out}");
        assert!(barriers.iter().any(|b| *b > epilogue), "{variant}:\n{out}");
        assert!(out.contains("starts with its barrier (sync; loads; sync; compute)"));
    }
}

#[test]
fn a_compute_helper_that_only_reads_gets_the_stage_through_its_argument() {
    let text = SYNC_FIRST
        .replace(
            "#define T 16\n",
            "#define T 16\n__device__ void dot(float &acc, const float (*As)[T], const float (*Bs)[T], int ty, int tx) {\n  for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];\n}\n",
        )
        .replace(
            "for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];\n  }",
            "dot(acc, As, Bs, ty, tx);\n  }",
        );
    let out = apply(&text, "ldg");
    let lines = added(&out);
    assert_eq!(
        lines
            .iter()
            .filter(|l| *l == "dot(acc, As[kp_stage], Bs[kp_stage], ty, tx);")
            .count(),
        2,
        "{out}"
    );
}

#[test]
fn a_return_under_a_branch_before_the_loop_is_a_warning_not_a_refusal() {
    let text = SYNC_FIRST.replace(
        "  float acc = 0.0f;\n",
        "  if (row >= N) return;\n  float acc = 0.0f;\n",
    );
    let out = apply(&text, "ldg");
    assert!(
        out.contains("a `return` under a branch at line 7 comes before the K-loop: if it is not uniform across the block, the barriers of the loop already deadlock or race"),
        "{out}"
    );
}
