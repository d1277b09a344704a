//! Every emitted loop, run against its original without a GPU: the tiles it computes on, the data
//! each read of a tile sees (after the loop too), the values it stores and the final value of every
//! variable the kernel declares, for tile counts 0 to 2N+1 (N stages).
//!
//! `sim` runs thread 0 of block 0 over the syntax tree (see its module doc). The original's K-loop
//! is calibrated first: kpipe finds the integer parameter and the step that make it run exactly T
//! iterations for T = 1, 2, 3. Kernels the interpreter cannot run (wmma fragments, inline PTX,
//! `__device__` helpers) are skipped and counted; a rewrite that fails to run where its original ran
//! is a failure. The issue's bug classes, written into the emitted text as kpipe used to write them
//! (a register array sized for another instantiation, stage 0 read after the loop, the epilogue's
//! missing step, a bound the body changes, a store that aliases the next tile's loads), must fail.

mod common;
mod sim;

use common::{request, root};
use kpipe::analysis::choose::{LdgIssue, Tuning, VariantRequest};
use kpipe::recognize::{self, kernel::FileFacts};
use kpipe::source::parse::Source;
use sim::{Machine, Run, Setup, Val};
use std::collections::HashMap;

/// The original, recognised: what the interpreter needs to run it and its rewrite.
struct Subject {
    text: String,
    kernel: String,
    kloop: std::ops::Range<usize>,
    constants: HashMap<String, i64>,
    tiles: HashMap<String, usize>,
    /// Parameters: (name, is a pointer, is an integer).
    params: Vec<(String, bool, bool)>,
    block: [i64; 3],
}

impl Subject {
    fn new(text: &str, kernel: Option<&str>) -> Option<Subject> {
        let source = Source::parse(text.to_string()).ok()?;
        let rec = recognize::recognise(&source, kernel, &[]).ok()?;
        let k = &rec.kernel;
        let mut constants = HashMap::new();
        for word in kpipe::recognize::kernel::identifiers_in(text) {
            if let Ok(v) = k.symbols.eval(word) {
                constants.insert(word.to_string(), v);
            }
        }
        let tiles = rec
            .kloop
            .tiles
            .iter()
            .map(|t| (t.name.clone(), t.dims.len()))
            .collect();
        let params = k
            .params
            .iter()
            .map(|(ty, name)| {
                let pointer = ty.contains('*');
                let integer = !pointer
                    && ["int", "uint", "unsigned", "size_t", "long"]
                        .iter()
                        .any(|w| ty.split_whitespace().any(|t| t == *w));
                (name.clone(), pointer, integer)
            })
            .collect();
        let threads = k.threads.unwrap_or(256) as i64;
        Some(Subject {
            text: text.to_string(),
            kernel: k.name.clone(),
            kloop: rec.kloop.node.byte_range(),
            constants,
            tiles,
            params,
            block: [threads, 1, 1],
        })
    }

    /// Runs `text` (the original or a rewrite) with the integer parameter `k_param` set to `k` and
    /// the others to `OTHER`; `alias` maps a pointer parameter onto another's memory.
    fn run(
        &self,
        text: &str,
        k_param: &str,
        k: i64,
        alias: Option<(&str, &str)>,
    ) -> Result<Run, String> {
        let source = Source::parse(text.to_string()).map_err(|e| e.message)?;
        self.run_parsed(&source, k_param, k, alias)
    }

    /// The kernel's `function_definition` in `source`.
    fn kernel_in<'t>(&self, source: &'t Source) -> Result<tree_sitter::Node<'t>, String> {
        let facts = FileFacts::collect(source);
        let kernels = recognize::kernel::find_kernels(source, &facts, &[], Some(&self.kernel));
        let kernel = kernels
            .iter()
            .find(|x| x.name == self.kernel)
            .ok_or("no kernel")?;
        Ok(kernel.node)
    }

    fn run_parsed(
        &self,
        source: &Source,
        k_param: &str,
        k: i64,
        alias: Option<(&str, &str)>,
    ) -> Result<Run, String> {
        let node = self.kernel_in(source)?;
        self.run_node(source, node, k_param, k, alias)
    }

    fn run_node(
        &self,
        source: &Source,
        kernel: tree_sitter::Node,
        k_param: &str,
        k: i64,
        alias: Option<(&str, &str)>,
    ) -> Result<Run, String> {
        let mut params = HashMap::new();
        for (name, pointer, integer) in &self.params {
            let v = if *pointer {
                let base = match alias {
                    Some((from, to)) if from == name => to,
                    _ => name,
                };
                Val::Global(base.to_string(), 0)
            } else if *integer {
                Val::Int(if name == k_param { k } else { OTHER })
            } else {
                Val::Data(name.len() as u64 * 7919)
            };
            params.insert(name.clone(), v);
        }
        let constants = |n: &str| self.constants.get(n).copied();
        let setup = Setup {
            params,
            constants: &constants,
            tiles: self.tiles.clone(),
            block: self.block,
        };
        let kloop = (source.text == self.text).then(|| self.kloop.clone());
        Machine::new(&source.text, &setup).call(kernel, kloop)
    }

    /// The integer parameter and step with which the original runs T iterations for T = 1, 2, 3.
    /// Parameters the K-loop's header names are tried first.
    fn calibrate(&self) -> Option<(String, i64)> {
        let source = Source::parse(self.text.clone()).ok()?;
        let node = self.kernel_in(&source).ok()?;
        let header = &self.text[self.kloop.clone()];
        let header = &header[..header.find('{').unwrap_or(header.len())];
        let mut names: Vec<&String> = self.params.iter().filter(|p| p.2).map(|p| &p.0).collect();
        names.sort_by_key(|n| {
            !kpipe::recognize::kernel::identifiers_in(header).any(|w| w == n.as_str())
        });
        for name in names {
            for step in [1, 2, 4, 8, 16, 32, 40, 64, 128, 256] {
                let fits = (1..=3).all(|t| {
                    self.run_node(&source, node, name, t * step, None)
                        .is_ok_and(|r| r.iterations == t as u64)
                });
                if fits {
                    return Some((name.clone(), step));
                }
            }
        }
        None
    }
}

/// The value of the integer parameters other than the K one: a size with room for every tile.
const OTHER: i64 = 256;

/// The original and `rewritten` agree for tile counts 0..=2N+1; the first difference otherwise.
fn agree(
    s: &Subject,
    calibrated: &(String, i64),
    rewritten: &str,
    stages: i64,
    alias: Option<(&str, &str)>,
) -> Result<(), String> {
    let (k_param, step) = calibrated.clone();
    let rewritten = Source::parse(rewritten.to_string()).map_err(|e| e.message)?;
    let original = Source::parse(s.text.clone()).map_err(|e| e.message)?;
    let (original_kernel, rewritten_kernel) = (s.kernel_in(&original)?, s.kernel_in(&rewritten)?);
    for t in 0..=(2 * stages + 1) {
        let k = t * step;
        let a = s.run_node(&original, original_kernel, &k_param, k, alias)?;
        let b = s
            .run_node(&rewritten, rewritten_kernel, &k_param, k, alias)
            .map_err(|e| {
                format!("the rewrite does not run where its original does ({t} tiles): {e}")
            })?;
        if a.tile_reads != b.tile_reads {
            return Err(format!(
                "{t} tiles: the tiles read differ ({} reads against {})",
                a.tile_reads.len(),
                b.tile_reads.len()
            ));
        }
        if a.stores != b.stores {
            return Err(format!("{t} tiles: the stored values differ"));
        }
        if a.finals != b.finals {
            return Err(format!(
                "{t} tiles: the final values differ: {:?} against {:?}",
                a.finals, b.finals
            ));
        }
    }
    Ok(())
}

fn variants() -> Vec<(&'static str, VariantRequest, Tuning, &'static str, i64)> {
    let t = Tuning::default;
    vec![
        ("ldg", VariantRequest::Ldg, t(), "sm_86", 2),
        (
            "ldg unroll 2",
            VariantRequest::Ldg,
            Tuning { unroll: 2, ..t() },
            "sm_86",
            2,
        ),
        (
            "ldg bottom",
            VariantRequest::Ldg,
            Tuning {
                ldg_issue: LdgIssue::Bottom,
                ..t()
            },
            "sm_90",
            2,
        ),
        ("cp.async", VariantRequest::CpAsync, t(), "sm_86", 2),
        (
            "cp.async unroll 2",
            VariantRequest::CpAsync,
            Tuning { unroll: 2, ..t() },
            "sm_86",
            2,
        ),
        (
            "cp.async wait after",
            VariantRequest::CpAsync,
            Tuning {
                cp_async_wait: kpipe::analysis::choose::CpAsyncWait::AfterCompute,
                ..t()
            },
            "sm_86",
            2,
        ),
        (
            "cp.async 3 stages",
            VariantRequest::CpAsync,
            Tuning { stages: 3, ..t() },
            "sm_90",
            3,
        ),
        (
            "cp.async 4 stages",
            VariantRequest::CpAsync,
            Tuning { stages: 4, ..t() },
            "sm_90",
            4,
        ),
    ]
}

fn sources() -> Vec<(String, String)> {
    let mut files: Vec<_> = common::kernels();
    for dir in ["tests/instances", "tests/inference"] {
        let mut more: Vec<_> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "cu"))
            .collect();
        more.sort();
        files.extend(more);
    }
    files
        .into_iter()
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect()
}

/// What simulating one source gave: rewrites checked, a skip reason, failures.
type Checked = (usize, Option<String>, Vec<String>);

fn simulate_source(file: &str, text: &str) -> Checked {
    let started = std::time::Instant::now();
    let Some(subject) = Subject::new(text, None) else {
        return (0, None, Vec::new());
    };
    let Some(calibrated) = subject.calibrate() else {
        let why = subject
            .params
            .iter()
            .find(|p| p.2)
            .map(|p| subject.run(text, &p.0, 64, None).err().unwrap_or_default())
            .unwrap_or_else(|| "no integer parameter".into());
        return (
            0,
            Some(format!(
                "{file}: {}",
                why.chars().take(120).collect::<String>()
            )),
            Vec::new(),
        );
    };
    let (mut checked, mut failures) = (0, Vec::new());
    for (name, variant, tuning, arch, stages) in variants() {
        let mut req = request(variant, arch);
        req.tuning = tuning;
        let Ok(out) = kpipe::transform(text, &req) else {
            continue;
        };
        let Some(rewritten) = out.rewritten else {
            continue;
        };
        if out.analysis.moved.is_some() || out.analysis.dynamic.is_some() {
            continue;
        }
        match agree(&subject, &calibrated, &rewritten, stages, None) {
            Ok(()) => checked += 1,
            Err(e) => failures.push(format!("{file}, {name}: {e}")),
        }
        // The same template text, run as each other instantiation the file names.
        for instance in out.instances.iter().skip(1) {
            let other = Subject::new(text, Some(&instance.name));
            let Some((other, calibrated)) = other.and_then(|o| o.calibrate().map(|c| (o, c)))
            else {
                failures.push(format!("{file}, {name}: `{}` does not run", instance.name));
                continue;
            };
            match agree(&other, &calibrated, &rewritten, stages, None) {
                Ok(()) => checked += 1,
                Err(e) => failures.push(format!("{file}, {name}, as `{}`: {e}", instance.name)),
            }
        }
    }
    if std::env::var("KPIPE_SIM_TIMES").is_ok() {
        eprintln!("{file}: {:?}", started.elapsed());
    }
    (checked, None, failures)
}

#[test]
fn every_emitted_loop_computes_what_its_original_does() {
    use rayon::prelude::*;
    let results: Vec<Checked> = sources()
        .par_iter()
        .map(|(file, text)| simulate_source(file, text))
        .collect();
    let checked: usize = results.iter().map(|r| r.0).sum();
    let skipped: Vec<&String> = results.iter().filter_map(|r| r.1.as_ref()).collect();
    let failures: Vec<&String> = results.iter().flat_map(|r| &r.2).collect();
    eprintln!("simulated {checked} rewrites; kernels the interpreter cannot run: {skipped:#?}");
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(
        checked >= 120,
        "only {checked} rewrites simulated; skipped {skipped:#?}"
    );
}

impl Subject {
    /// The same kernel in a text kpipe now refuses (a reproducer of a bug it used to have): the
    /// facts of `self`, the K-loop found again in `text` by its header.
    fn with_text(&self, text: &str) -> Subject {
        let header = &self.text[self.kloop.start..];
        let header = &header[..header.find('{').unwrap()];
        let start = text.find(header).expect("the K-loop's header");
        let source = Source::parse(text.to_string()).unwrap();
        let node = source
            .root()
            .descendant_for_byte_range(start, start + header.len())
            .unwrap();
        let mut n = node;
        while n.kind() != "for_statement" || n.start_byte() != start {
            n = n.parent().unwrap();
        }
        Subject {
            text: text.to_string(),
            kernel: self.kernel.clone(),
            kloop: n.byte_range(),
            constants: self.constants.clone(),
            tiles: self.tiles.clone(),
            params: self.params.clone(),
            block: self.block,
        }
    }
}

/// Simulates `original` (as `kernel`, when given) against `rewritten`. An original kpipe refuses
/// is read with the facts of `two_iv()`, whose K-loop it keeps.
fn compare(
    original: &str,
    kernel: Option<&str>,
    rewritten: &str,
    alias: Option<(&str, &str)>,
) -> Result<(), String> {
    let (subject, calibrated) = match Subject::new(original, kernel) {
        Some(s) => {
            let c = s.calibrate().expect("calibrated");
            (s, c)
        }
        None => {
            let base = Subject::new(&two_iv(), None).unwrap();
            let c = base.calibrate().expect("calibrated");
            (base.with_text(original), c)
        }
    };
    agree(&subject, &calibrated, rewritten, 2, alias)
}

fn two_iv() -> String {
    std::fs::read_to_string(root().join("kernels/sgemm_32x32_two_iv.cu")).unwrap()
}

fn ldg(text: &str) -> String {
    kpipe::transform(text, &request(VariantRequest::Ldg, "sm_86"))
        .unwrap()
        .rewritten
        .unwrap()
}

/// Puts `line` after every compute loop of the rewritten two_iv kernel (where the compute phase's
/// statements go, in the loop and in the epilogue).
fn after_compute(rewritten: &str, line: &str) -> String {
    let compute = "Csub += As[kp_stage][ty][k] * Bs[kp_stage][k][tx];\n";
    let mut out = String::new();
    let mut rest = rewritten;
    while let Some(at) = rest.find(compute) {
        let close = at + compute.len() + rest[at + compute.len()..].find("}\n").unwrap() + 2;
        out.push_str(&rest[..close]);
        out.push_str(line);
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

#[test]
fn the_bug_classes_kpipe_wrote_fail_the_simulation() {
    // Each pair: the correct rewrite passes, the rewrite as kpipe used to write it fails.
    // 1. A register array sized for another instantiation (<64>'s 2 elements in <128>).
    let text =
        std::fs::read_to_string(root().join("tests/instances/template_two_sizes.cu")).unwrap();
    let right = ldg(&text);
    let sized_for_64 = right.replace("kp_next_As[(BM * 8 / 256)]", "kp_next_As[2]");
    assert_ne!(right, sized_for_64);
    compare(&text, Some("gemm_t<128>"), &right, None).unwrap();
    let e = compare(&text, Some("gemm_t<128>"), &sized_for_64, None).unwrap_err();
    assert!(e.contains("out of bounds"), "{e}");

    // 2. A tile read after the loop: stage 0 holds the last tile only for an odd tile count.
    let base = two_iv();
    let read_after = base.replace(
        "C[c + wB * ty + tx] = Csub;",
        "C[c + wB * ty + tx] = Csub + As[ty][tx];",
    );
    let stage0 = ldg(&base).replace(
        "C[c + wB * ty + tx] = Csub;",
        "C[c + wB * ty + tx] = Csub + As[0][ty][tx];",
    );
    let e = compare(&read_after, None, &stage0, None).unwrap_err();
    assert!(e.starts_with("2 tiles"), "{e}");

    // 3. A second induction variable read after the loop, without the epilogue's step.
    let counted = base
        .replace(
            "  float Csub = 0.0f;\n",
            "  float Csub = 0.0f;\n  int t = 0;\n",
        )
        .replace("a += aStep, b += bStep)", "a += aStep, b += bStep, ++t)")
        .replace(
            "C[c + wB * ty + tx] = Csub;",
            "C[c + wB * ty + tx] = Csub + t;",
        );
    let right = ldg(&counted);
    compare(&counted, None, &right, None).unwrap();
    let no_step = right.replace("      a += aStep, b += bStep, ++t;\n", "");
    assert_ne!(right, no_step);
    let e = compare(&counted, None, &no_step, None).unwrap_err();
    assert!(e.contains("differ"), "{e}");

    // 4. A bound the compute phase changes: the rewrite decided a tile ahead.
    let grow = "    if (a + aStep > aEnd && !extended) { aEnd += aStep; extended = true; }\n";
    let grown = base
        .replace(
            "const int aEnd = aBegin + wA - 1;",
            "int aEnd = aBegin + wA - 1 - BLOCK_SIZE;\n  bool extended = false;",
        )
        .replacen(
            "    __syncthreads();\n  }\n",
            &format!("{grow}    __syncthreads();\n  }}\n"),
            1,
        );
    let rewritten = after_compute(
        &ldg(&base).replace(
            "const int aEnd = aBegin + wA - 1;",
            "int aEnd = aBegin + wA - 1 - BLOCK_SIZE;\n  bool extended = false;",
        ),
        grow,
    );
    let e = compare(&grown, None, &rewritten, None).unwrap_err();
    assert!(e.contains("differ"), "{e}");

    // 5. A store in the compute phase to memory the next tile's loads read (C aliases A).
    let store = "    if (tx == 0 && ty == 0) C[a + aStep] = Csub;\n";
    let aliasing = base.replacen(
        "    __syncthreads();\n  }\n",
        &format!("{store}    __syncthreads();\n  }}\n"),
        1,
    );
    let rewritten = after_compute(&ldg(&base), store);
    assert!(
        compare(&aliasing, None, &rewritten, None).is_ok(),
        "without aliasing they agree"
    );
    let e = compare(&aliasing, None, &rewritten, Some(("C", "A"))).unwrap_err();
    assert!(e.contains("differ"), "{e}");
}
