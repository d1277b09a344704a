//! Inputs that lie: a `--define` that contradicts the file or is no number, a block CUDA cannot
//! launch, a K-loop hidden in a macro, a file of 16,000 kernels. Each through the command line
//! (`analyze`, which compiles nothing), for the exit code and what the user reads.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::{Path, PathBuf};

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn kpipe() -> Command {
    Command::cargo_bin("kpipe").unwrap()
}

/// `text` written to a file in a fresh temporary directory.
fn file(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

/// The refusal case whose tile size is a template parameter without an instantiation, with its
/// `template <int TILE>` line replaced.
fn tile_kernel(first_line: &str) -> String {
    std::fs::read_to_string(repo("tests/refusals/unknown_tile_size.cu"))
        .unwrap()
        .replace("template <int TILE>", first_line)
}

fn analyze(path: &Path, args: &[&str]) -> assert_cmd::assert::Assert {
    kpipe()
        .arg("analyze")
        .arg(path)
        .args(args)
        .args(["--arch", "sm_86", "--color", "never", "--verbose"])
        .assert()
}

#[test]
fn a_define_that_overrides_a_hash_define_is_a_usage_error_at_the_define() {
    analyze(
        &repo("kernels/sgemm_bump_after_barrier.cu"),
        &["-D", "BM=128"],
    )
    .code(2)
    .stderr(predicate::str::contains(
        "error[K000]: --define BM=128 overrides the file's `#define BM 64` (line 17:9)",
    ))
    .stderr(predicate::str::contains("sgemm_bump_after_barrier.cu:17:9"))
    .stderr(predicate::str::contains(
        "change the `#define` in the file instead",
    ))
    .stdout(predicate::str::is_empty());
}

#[test]
fn a_define_that_overrides_a_constexpr_or_an_enumerator_is_a_usage_error() {
    let (_d, path) = file("c.cu", &tile_kernel("constexpr int TILE = 16;"));
    analyze(&path, &["--define", "TILE=32"])
        .code(2)
        .stderr(predicate::str::contains(
            "--define TILE=32 overrides the file's constant `TILE = 16` (line 2:15)",
        ));
    let (_d, path) = file("e.cu", &tile_kernel("enum { TILE = 16 };"));
    analyze(&path, &["--define", "TILE=8"])
        .code(2)
        .stderr(predicate::str::contains(
            "overrides the file's constant `TILE = 16`",
        ));
    // A constant of the kernel itself.
    let text = tile_kernel("#define TILE 16").replace(
        "  float acc = 0.0f;",
        "  float acc = 0.0f;\n  constexpr int UNROLL = 4;",
    );
    let (_d, path) = file("k.cu", &text);
    analyze(&path, &["--define", "UNROLL=2"])
        .code(2)
        .stderr(predicate::str::contains(
            "overrides the file's constant `UNROLL = 4`",
        ));
}

#[test]
fn a_define_of_a_template_parameter_the_file_instantiates_is_a_usage_error() {
    let mut text = tile_kernel("template <int TILE>");
    text.push_str(
        "template __global__ void sgemm_templated<16>(const float*, const float*, float*, int, int);\n",
    );
    let (_d, path) = file("t.cu", &text);
    analyze(&path, &["--define", "TILE=32"])
        .code(2)
        .stderr(predicate::str::contains(
            "overrides template parameter `TILE` of `sgemm_templated`, which the file instantiates as `sgemm_templated<16>` (line 18:26)",
        ))
        .stderr(predicate::str::contains("--kernel 'sgemm_templated<...>'"));
    // The instantiation is chosen with --kernel, not --define.
    analyze(&path, &["--kernel", "sgemm_templated<32>"]).success();
    let (_d, path) = file("d.cu", &tile_kernel("template <int TILE = 16>"));
    analyze(&path, &["--define", "TILE=32"])
        .code(2)
        .stderr(predicate::str::contains("whose default is 16"));
}

#[test]
fn a_define_gives_a_template_parameter_the_file_leaves_open() {
    let (_d, path) = file("t.cu", &tile_kernel("template <int TILE>"));
    analyze(&path, &["--define", "TILE=16"])
        .success()
        .stdout(predicate::str::contains("BM=16 BN=16 BK=16"))
        .stderr(predicate::str::contains("warning").not());
    // Hex with a suffix is the same number.
    analyze(&path, &["--define", "TILE=0x10u"])
        .success()
        .stdout(predicate::str::contains("BM=16 BN=16 BK=16"));
}

#[test]
fn a_define_of_a_parameter_or_a_variable_is_a_usage_error() {
    let (_d, path) = file("t.cu", &tile_kernel("template <int TILE>"));
    analyze(&path, &["-D", "TILE=16", "-D", "K=4096"])
        .code(2)
        .stderr(predicate::str::contains(
            "--define K=4096 names `K`, a parameter of kernel `sgemm_templated`",
        ));
    analyze(&path, &["-D", "TILE=16", "-D", "acc=1"])
        .code(2)
        .stderr(predicate::str::contains("a variable of kernel"));
}

#[test]
fn define_values_must_be_positive_integers() {
    let (_d, path) = file("t.cu", &tile_kernel("template <int TILE>"));
    for (value, says) in [
        ("abc", "is not a positive integer"),
        ("1.5", "is not a positive integer"),
        ("8*2", "is not a positive integer"),
        ("0", "must be positive"),
        ("-16", "is not a positive integer"),
        ("99999999999999999999", "is larger than an `int`"),
        ("4294967296", "is larger than an `int`"),
    ] {
        analyze(&path, &["--define", &format!("TILE={value}")])
            .code(2)
            .stderr(predicate::str::contains(format!(
                "--define TILE={value}: the value {says}"
            )))
            .stdout(predicate::str::is_empty());
    }
    analyze(&path, &["-D", "TILE=16", "-D", "TILE=32"])
        .code(2)
        .stderr(predicate::str::contains("--define TILE is given twice"));
}

#[test]
fn more_than_1024_threads_from_a_define_is_a_usage_error() {
    let (_d, path) = file("t.cu", &tile_kernel("template <int TILE>"));
    analyze(&path, &["-D", "TILE=16", "-D", "THREADS=1025"])
        .code(2)
        .stderr(predicate::str::contains(
            "--define THREADS=1025 gives 1025 threads per block: CUDA allows at most 1024",
        ));
    // Through __launch_bounds__ of a name only the --define gives.
    let (_d, path) = file(
        "lb.cu",
        &tile_kernel("#define TILE 16")
            .replace("__global__ void", "__global__ void __launch_bounds__(NT)"),
    );
    analyze(&path, &["-D", "NT=2048"])
        .code(2)
        .stderr(predicate::str::contains(
            "--define NT=2048 makes __launch_bounds__(NT) 2048 threads per block",
        ))
        .stderr(predicate::str::contains("lb.cu:3:35"));
    analyze(&path, &["-D", "NT=256"])
        .success()
        .stdout(predicate::str::contains("256 (from __launch_bounds__(NT))"));
}

#[test]
fn more_than_1024_threads_in_the_file_is_an_input_error_at_its_source() {
    let (_d, path) = file(
        "lb.cu",
        &tile_kernel("#define TILE 16")
            .replace("__global__ void", "__global__ void __launch_bounds__(1025)"),
    );
    analyze(&path, &[])
        .code(3)
        .stderr(predicate::str::contains(
            "error[K007]: __launch_bounds__(1025) is 1025 threads per block: CUDA allows at most 1024",
        ))
        .stderr(predicate::str::contains("lb.cu:3:35"));
    let (_d, path) = file(
        "c.cu",
        &tile_kernel("#define TILE 16\n#define NUM_THREADS 2048"),
    );
    analyze(&path, &[])
        .code(3)
        .stderr(predicate::str::contains(
            "error[K007]: NUM_THREADS is 2048 threads per block",
        ))
        .stderr(predicate::str::contains("c.cu:3:9"));
    for (block, says) in [
        ("1025", "1025 threads along x (CUDA allows 1 to 1024)"),
        (
            "32,33",
            "32 x 33 x 1 = 1056 threads per block (CUDA allows at most 1024)",
        ),
        ("0", "0 threads along x"),
    ] {
        let (_d, path) = file(
            "d.cu",
            &tile_kernel(&format!(
                "#define TILE 16\n// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,N,K grid=N/16,N/16 block={block} multiple=16,16,16"
            )),
        );
        analyze(&path, &[])
            .code(3)
            .stderr(predicate::str::contains(format!(
                "error[K007]: the `// kpipe:` directive's `block={block}` is a block CUDA cannot launch: {says}"
            )))
            .stderr(predicate::str::contains("d.cu:3:67"));
    }
}

#[test]
fn an_unused_define_is_a_warning() {
    let (_d, path) = file("t.cu", &tile_kernel("template <int TILE>"));
    analyze(&path, &["-D", "TILE=16", "-D", "TILLE=16"])
        .success()
        .stderr(predicate::str::contains(
            "warning: --define TILLE=16 is unused: the file never mentions `TILLE` (a typo?)",
        ))
        .stdout(predicate::str::contains("--define TILLE=16 is unused"));
    // Alone, the misspelt name leaves the size unknown: the refusal says why.
    analyze(&path, &["-D", "TILLE=16"])
        .code(3)
        .stderr(predicate::str::contains("error[K022]"))
        .stderr(predicate::str::contains(
            "= note: --define TILLE=16 is unused: the file never mentions `TILLE`",
        ));
    // Mentioned, but nothing kpipe evaluates needs it.
    let (_d, path) = file(
        "u.cu",
        &tile_kernel("template <int TILE>\n#ifdef SPLIT\n#endif"),
    );
    analyze(&path, &["-D", "TILE=16", "-D", "SPLIT=2"])
        .success()
        .stderr(predicate::str::contains(
            "--define SPLIT=2 is unused: nothing kpipe evaluates for this kernel needs `SPLIT`",
        ));
    // A template parameter's value is used, evaluated or not: it names the instantiation kpipe
    // compiles.
    let (_d, path) = file(
        "s.cu",
        &tile_kernel("template <int TILE, int SPLIT>")
            .replace("float acc = 0.0f;", "float acc = 0.0f * SPLIT;"),
    );
    analyze(&path, &["-D", "TILE=16", "-D", "SPLIT=2"])
        .success()
        .stderr(predicate::str::contains("SPLIT=2 is unused").not());
    // A thread count the file does not state is used, though the file never names it.
    analyze(
        &path,
        &["-D", "TILE=16", "-D", "SPLIT=2", "-D", "THREADS=256"],
    )
    .success()
    .stdout(predicate::str::contains("256 (from THREADS)"))
    .stderr(predicate::str::contains("THREADS=256 is unused").not());
}

#[test]
fn a_k_loop_inside_a_macro_says_so() {
    let path = repo("tests/refusals/kloop_in_macro.cu");
    for args in [&[][..], &["--kernel", "sgemm_macro_loop"][..]] {
        analyze(&path, args)
            .code(4)
            .stderr(predicate::str::contains(
                "error[K023]: the K-loop is inside macro `TILED_K_LOOP` (#define at line 3)",
            ))
            .stderr(predicate::str::contains("kloop_in_macro.cu:17:3"))
            .stderr(predicate::str::contains("expand `TILED_K_LOOP` by hand"));
    }
    // The loop in the kernel, its body in a macro.
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace(
            "  for (int k0 = 0; k0 < K; k0 += TILE) {                         \\\n",
            "",
        )
        .replace(
            "    __syncthreads();                                             \\\n  }\n",
            "    __syncthreads();\n",
        )
        .replace(
            "  TILED_K_LOOP(As, Bs, A, B, acc);",
            "  for (int k0 = 0; k0 < K; k0 += TILE) {\n    TILED_K_LOOP(As, Bs, A, B, acc);\n  }",
        );
    let (_d, path) = file("step.cu", &text);
    analyze(&path, &[]).code(4).stderr(predicate::str::contains(
        "the K-loop at line 15 has its tile stores and barriers inside macro `TILED_K_LOOP`",
    ));
}

/// 16,000 one-line kernels, `real` K-loop kernels, and the shipped register-blocked kernel last.
fn many_kernels(real: usize) -> String {
    let mut text = String::from("#define TILE 16\n");
    for i in 0..16_000 {
        text.push_str(&format!(
            "__global__ void tiny_{i}(float *x) {{ x[threadIdx.x] = {i}.0f; }}\n"
        ));
    }
    let small = std::fs::read_to_string(repo("tests/refusals/unknown_tile_size.cu"))
        .unwrap()
        .replace("template <int TILE>\n", "");
    for i in 0..real {
        text.push_str(&small.replace("sgemm_templated", &format!("gemm_{i}")));
    }
    text.push_str(&std::fs::read_to_string(repo("kernels/sgemm_bump_after_barrier.cu")).unwrap());
    text
}

/// The names a "kernels ...: a, b, c and N more" message lists.
fn listed(stderr: &str, after: &str) -> Vec<String> {
    let line = stderr
        .lines()
        .find_map(|l| l.split_once(after).map(|(_, rest)| rest.to_string()))
        .expect("the list");
    let names = line.split(" and ").next().unwrap();
    names.split(", ").map(str::to_string).collect()
}

#[test]
fn a_file_of_16000_kernels_lists_a_few_and_analyses_only_the_one_asked_for() {
    let (_d, path) = file("many.cu", &many_kernels(0));
    let out = analyze(&path, &["--kernel", "nope"]).code(3);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains(
            "kernels in this file: tiny_0, tiny_1, tiny_2, tiny_3, tiny_4 and 15996 more"
        ),
        "{stderr}"
    );
    assert!(listed(&stderr, "kernels in this file: ").len() <= 5);
    assert!(stderr.len() < 2_000, "one short message: {stderr}");
    analyze(&path, &["--kernel", "sgemm_64x64x8_bump_late"])
        .success()
        .stdout(predicate::str::contains("Kernel `sgemm_64x64x8_bump_late`"));
    analyze(&path, &[])
        .success()
        .stdout(predicate::str::contains("Kernel `sgemm_64x64x8_bump_late`"));
    analyze(&path, &["--kernel", "tiny_15999"])
        .code(3)
        .stderr(predicate::str::contains(
            "kernel `tiny_15999` has no tiled K-loop",
        ));

    let (_d, path) = file("several.cu", &many_kernels(8));
    // Each kernel with a K-loop, one row each; with a launch given for one kernel, kpipe asks
    // which, in one short message.
    analyze(&path, &[])
        .success()
        .stdout(predicate::str::contains("9 results in 1 file: 9 analysed"));
    let launch = "a=f32:row b=f32:row c=f32 args=A,B,C,N,K grid=N/16,N/16 block=16,16";
    let out = analyze(&path, &["--launch", launch]).code(3);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(
        stderr
            .contains("9 kernels have a K-loop: gemm_0, gemm_1, gemm_2, gemm_3, gemm_4 and 4 more"),
        "{stderr}"
    );
    assert!(listed(&stderr, "have a K-loop: ").len() <= 5);
    analyze(&path, &["--kernel", "gemm_7"]).success();
}

#[test]
fn a_define_gives_a_bool_and_a_type_template_parameter() {
    let text = tile_kernel("template <int TILE, bool GUARD, typename T>")
        .replace("__shared__ float", "__shared__ T")
        .replace(
            "  C[row * N + col] = acc;",
            "  if (!GUARD || (row < N && col < N)) C[row * N + col] = acc;",
        );
    let (_d, path) = file("t.cu", &text);
    // The type sizes the tiles: 16 x 16 doubles are 2048 B each.
    analyze(
        &path,
        &["-D", "TILE=16", "-D", "GUARD=true", "-D", "T=double"],
    )
    .success()
    .stdout(predicate::str::contains(
        "| `As` | double | [16][16] | 2048 |",
    ))
    .stderr(predicate::str::contains("warning").not());
    analyze(
        &path,
        &["-D", "TILE=16", "-D", "GUARD=false", "-D", "T=__half"],
    )
    .success()
    .stdout(predicate::str::contains(
        "| `Bs` | __half | [16][16] | 512 |",
    ));
    // A type the template already binds by default is the one nvcc compiles: another is refused,
    // as a value's is; the same type is no override.
    let (_d, with_default) = file("d.cu", &text.replace("typename T>", "typename T = float>"));
    analyze(&with_default, &["-D", "TILE=16", "-D", "GUARD=true", "-D", "T=double"])
        .code(2)
        .stderr(predicate::str::contains(
            "--define T=double overrides template parameter `T` of `sgemm_templated`, whose default is float",
        ));
    analyze(
        &with_default,
        &["-D", "TILE=16", "-D", "GUARD=true", "-D", "T=float"],
    )
    .success();
    // A value that is neither a number, a truth value nor a type kpipe knows.
    analyze(
        &path,
        &["-D", "TILE=16", "-D", "GUARD=maybe", "-D", "T=float"],
    )
    .code(2)
    .stderr(predicate::str::contains(
        "--define GUARD=maybe: the value is not a positive integer, `true`, `false` or a type",
    ));
}
