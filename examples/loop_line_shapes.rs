//! Writes the loop-line shapes of every kernel in `kernels/` (code on the K-loop's line under a
//! `#pragma`; see tests/loop_line_shapes.rs) into a folder, for `tools/gpu_smoke.sh` to check on a GPU.
//!
//! cargo run --example loop_line_shapes -- OUTDIR

#[path = "../tests/common/mod.rs"]
mod common;

fn main() {
    let out = std::env::args()
        .nth(1)
        .expect("usage: loop_line_shapes OUTDIR");
    std::fs::create_dir_all(&out).expect("create the folder");
    for file in common::kernels() {
        let stem = file.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&file).expect("read the kernel");
        for (shape, mutated, _) in common::loop_line_versions(&text).unwrap_or_default() {
            let name = format!("{stem}.{}.cu", shape.replace(' ', "_"));
            std::fs::write(std::path::Path::new(&out).join(name), mutated).expect("write");
        }
    }
}
