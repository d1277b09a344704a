//! Launch inference on kernels written the way people write them elsewhere (`tests/inference/`):
//! siboehm-style SGEMMs, the CUDA samples' matrixMul, cuBLAS-like leading dimensions, wmma with a half
//! output, a bf16 output. Each file says what kpipe must infer in a `// expect:` line (the directive
//! without its `// kpipe:` prefix, `?` where inference must give up) and, for a refusal, the reason in
//! an `// expect-reason:` line. `tests/nvcc.rs` compiles every fixture, so they stay real CUDA.

mod common;

use common::inference_fixtures;
use kpipe::launch::evidence::{infer_file, launch_for_file};
use kpipe::launch::host::HostFile;
use kpipe::launch::resolve::Given;
use kpipe::launch::spec::{parse_directive, parse_flag, LaunchFrom, LaunchSpec};

fn expectation<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(key))
        .map(str::trim)
}

#[test]
fn launches_are_inferred_as_each_fixture_expects() {
    let files = inference_fixtures();
    assert!(files.len() >= 8, "fixtures missing: {files:?}");
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        assert!(
            kpipe::launch::spec::parse_directive(&text).is_none(),
            "{name} must not carry a directive"
        );
        let expected = format!(
            "// kpipe: {}",
            expectation(&text, "// expect:").unwrap_or_else(|| panic!("{name}: no `// expect:`"))
        );
        let reason = expectation(&text, "// expect-reason:");
        match (infer_file(&text, None, &[]), reason) {
            (None, _) => failures.push(format!("{name}: no K-loop kernel found")),
            (Some(Ok(spec)), None) => {
                if spec.to_directive() != expected {
                    failures.push(format!(
                        "{name}: inferred\n  {}\nexpected\n  {expected}",
                        spec.to_directive()
                    ));
                }
                // What the launch rests on is said (grid and block at least).
                if !(spec.evidence.iter().any(|e| e.starts_with("grid "))
                    && spec.evidence.iter().any(|e| e.starts_with("block ")))
                {
                    failures.push(format!("{name}: evidence incomplete: {:?}", spec.evidence));
                }
            }
            (Some(Ok(spec)), Some(_)) => failures.push(format!(
                "{name}: expected a refusal, inferred {}",
                spec.to_directive()
            )),
            (Some(Err(e)), None) => failures.push(format!(
                "{name}: not inferred ({}): {}",
                e.reasons.join("; "),
                e.directive()
            )),
            (Some(Err(e)), Some(reason)) => {
                if e.directive() != expected || e.reasons.join("; ") != reason {
                    failures.push(format!(
                        "{name}: refused with\n  {}\n  {}\nexpected\n  {expected}\n  {reason}",
                        e.directive(),
                        e.reasons.join("; ")
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The launch kpipe uses for a fixture (`launch_for_file`: directive, --launch, host call, inference).
fn launch_used(text: &str, given: &Given) -> LaunchSpec {
    launch_for_file(text, None, &[], given)
        .expect("a K-loop kernel")
        .unwrap_or_else(|why| panic!("no launch: {why}"))
}

/// What the GPU steps would do with a launch: every field of the directive, compared as values.
fn same_launch(a: &LaunchSpec, b: &LaunchSpec) -> bool {
    (
        a.a, a.b, a.b_col, a.c, a.c_in, &a.args, &a.grid, &a.block, a.multiple,
    ) == (
        b.a, b.b, b.b_col, b.c, b.c_in, &b.args, &b.grid, &b.block, b.multiple,
    )
}

#[test]
fn a_host_launcher_gives_the_directive_one_would_write() {
    let files: Vec<_> = inference_fixtures()
        .into_iter()
        .filter(|f| {
            std::fs::read_to_string(f)
                .unwrap()
                .contains("// expect-host:")
        })
        .collect();
    assert!(!files.is_empty(), "no fixture with `// expect-host:`");
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let expected = format!(
            "// kpipe: {}",
            expectation(&text, "// expect-host:").unwrap()
        );
        let directive = parse_directive(&expected).unwrap().unwrap();
        // From the host call in the file, named in the report.
        let spec = launch_used(&text, &Given::default());
        assert!(
            same_launch(&spec, &directive),
            "{name}: {} against {expected}",
            spec.to_directive()
        );
        assert!(
            matches!(&spec.from, LaunchFrom::Host(at) if at.starts_with("the host call at line ")),
            "{name}: {:?}",
            spec.from
        );
        assert!(
            !spec.inferred,
            "{name}: a host launch is used as a directive is"
        );
        assert!(
            kpipe::prove::gpu::describe_launch(&spec).starts_with("from the host call at line "),
            "{name}"
        );
        // The same fields given with --launch: the same launch, said to come from --launch.
        let flag = Given::new(
            Some(parse_flag(expectation(&text, "// expect-host:").unwrap()).unwrap()),
            vec![],
        );
        let from_flag = launch_used(&text, &flag);
        assert!(same_launch(&from_flag, &directive), "{name}");
        assert_eq!(from_flag.from, LaunchFrom::CommandLine);
        // The directive in the file comes first.
        let with_directive = format!("{}\n{text}", expected.replace("grid=", "grid=1,"));
        assert_eq!(
            launch_used(&with_directive, &flag).from,
            LaunchFrom::Directive
        );
        // The launcher in a --host file, the kernel's file without it: the same launch.
        let launcher = text.find("\nvoid ").expect("a launcher function");
        let runner = format!("#include \"{name}\"\n{}", &text[launcher..]);
        let given = Given::new(
            None,
            vec![HostFile::new(Some("runner.cu".to_string()), runner)],
        );
        let spec = launch_used(&text[..launcher], &given);
        assert!(
            same_launch(&spec, &directive),
            "{name}: {}",
            spec.to_directive()
        );
        assert!(
            matches!(&spec.from, LaunchFrom::Host(at) if at.starts_with("the host call at runner.cu:")),
            "{name}: {:?}",
            spec.from
        );
    }
}

/// Where a fixture's kernel is inferred and its file also launches it, the host call says the same.
#[test]
fn host_launchers_agree_with_what_inference_finds() {
    let mut compared = 0;
    for file in inference_fixtures() {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).unwrap();
        let Some(Ok(inferred)) = infer_file(&text, None, &[]) else {
            continue;
        };
        let used = launch_used(&text, &Given::default());
        if let LaunchFrom::Host(at) = &used.from {
            assert_eq!(
                (&used.grid, &used.block, &used.args),
                (&inferred.grid, &inferred.block, &inferred.args),
                "{name}: {at}"
            );
            compared += 1;
        }
    }
    assert!(compared >= 2, "only {compared} fixtures compared");
}

/// A host call whose grid kpipe cannot read (`make_grid(..)`) still says the block: the inferred
/// launch takes it, not the block the tile stores suggest (each thread of an 8 x 8 block stores a
/// 4 x 4 patch of the 32 x 32 tile).
#[test]
fn an_unreadable_grid_leaves_the_host_calls_block_to_the_inference() {
    let kernel = "#define TS 32\n__global__ void tiled(const float *A, const float *B, float *C, int m, int n, int k)\n{\n    __shared__ float As[TS][TS];\n    __shared__ float Bs[TS][TS];\n    const int tx = threadIdx.x, ty = threadIdx.y;\n    float acc[4][4] = {};\n    for (int t = 0; t < k; t += TS) {\n        for (int i = 0; i < 4; ++i)\n            for (int j = 0; j < 4; ++j) {\n                As[ty * 4 + i][tx * 4 + j] = A[(blockIdx.y * TS + ty * 4 + i) * k + t + tx * 4 + j];\n                Bs[ty * 4 + i][tx * 4 + j] = B[(t + ty * 4 + i) * n + blockIdx.x * TS + tx * 4 + j];\n            }\n        __syncthreads();\n        for (int s = 0; s < TS; ++s)\n            for (int i = 0; i < 4; ++i)\n                for (int j = 0; j < 4; ++j)\n                    acc[i][j] += As[ty * 4 + i][s] * Bs[s][tx * 4 + j];\n        __syncthreads();\n    }\n    for (int i = 0; i < 4; ++i)\n        for (int j = 0; j < 4; ++j)\n            C[(blockIdx.y * TS + ty * 4 + i) * n + blockIdx.x * TS + tx * 4 + j] = acc[i][j];\n}\n";
    let runner = "#include \"tiled.cuh\"\ndim3 make_grid(int m, int n);\nvoid run(const float *a, const float *b, float *c, int m, int n, int k)\n{\n    const dim3 block(TS / 4, TS / 4);\n    tiled<<<make_grid(m, n), block>>>(a, b, c, m, n, k);\n}\n";
    let given = Given::new(
        None,
        vec![HostFile::new(Some("runner.cu".to_string()), runner)],
    );
    let spec = launch_used(kernel, &given);
    assert_eq!(spec.from, LaunchFrom::Inferred);
    assert_eq!(spec.block, ["8", "8"], "{}", spec.to_directive());
    assert!(
        spec.evidence
            .iter()
            .any(|e| e == "block 8 x 8 from the host call"),
        "{:?}",
        spec.evidence
    );
}
