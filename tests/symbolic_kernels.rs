//! Exploratory: every kernel × variant through the symbolic proof.
mod common;
use kpipe::analysis::choose::VariantRequest;
use kpipe::pipeline::{with_model, Request};
use kpipe::source::includes::Includes;

#[test]
#[ignore = "exploratory: every kernel and variant through the proof, timed"]
fn every_kernel_and_variant_is_proven() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    let only = std::env::var("KP_ONLY").ok();
    for path in names {
        if let Some(o) = &only {
            if !path.to_string_lossy().contains(o.as_str()) {
                continue;
            }
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for variant in [VariantRequest::Ldg, VariantRequest::CpAsync] {
            let request = Request {
                kernel: None,
                variant,
                arch: kpipe::analysis::arch::by_name("sm_86").unwrap(),
                defines: &[],
                rewrite: true,
                tuning: Default::default(),
            };
            let t = std::time::Instant::now();
            let r = with_model(&text, None, &[], &Includes::default(), |m| {
                let o = m.transform(&request)?;
                Ok(kpipe::pipeline::proof::prove_outcome(
                    m,
                    &o,
                    Some(&Default::default()),
                ))
            });
            let name = path.file_name().unwrap().to_string_lossy();
            match r {
                Ok(Some(p)) => println!(
                    "{name} {variant:?} {:.2}s: {}",
                    t.elapsed().as_secs_f64(),
                    kpipe::symbolic::prove::describe_proof(&p)
                ),
                Ok(None) => println!("{name} {variant:?}: no rewrite"),
                Err(e) => println!(
                    "{name} {variant:?}: refused {}",
                    e.message.chars().take(80).collect::<String>()
                ),
            }
        }
    }
}
