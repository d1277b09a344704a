//! Recognition: from a parsed file to the one kernel and K-loop kpipe will work on, or a refusal.

pub mod effects;
pub mod kernel;
pub mod kloop;
pub mod loads;

use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::parse::Source;
use kernel::{find_kernels, FileFacts, Kernel};
use kloop::KLoop;

/// The kernel and loop chosen, with the facts of the file.
pub struct Recognised<'t> {
    pub kernel: Kernel<'t>,
    pub kloop: KLoop<'t>,
    pub facts: FileFacts,
    /// Parse errors outside the chosen kernel (host macros without semicolons, ...): tolerated, noted.
    pub errors_elsewhere: usize,
}

/// Finds the kernel (by `--kernel` or as the only one with a K-loop) and recognises its K-loop.
pub fn recognise<'t>(
    source: &'t Source,
    kernel_name: Option<&str>,
    defines: &[(String, String)],
) -> Result<Recognised<'t>> {
    let facts = FileFacts::collect(source);
    // Kernels nested deeper than kpipe analyses are set aside before any walk that recurses: refused
    // when they are the one to rewrite, noted when another one is.
    let mut kernels = Vec::new();
    let mut too_deep = Vec::new();
    for kernel in find_kernels(source, &facts, defines, kernel_name) {
        match crate::parse::require_shallow(kernel.node, &format!("kernel `{}`", kernel.name)) {
            Ok(()) => kernels.push(kernel),
            Err((depth, refusal)) => too_deep.push((kernel, depth, refusal)),
        }
    }
    let kernel_name = kernel_name.map(|k| k.split('<').next().unwrap_or(k).trim());
    let with_loops: Vec<(usize, Vec<tree_sitter::Node>)> = kernels
        .iter()
        .enumerate()
        .map(|(i, k)| (i, kloop::candidates(source, k, &facts)))
        .filter(|(_, c)| !c.is_empty())
        .collect();

    let chosen = match kernel_name {
        Some(name) => {
            if let Some(i) = too_deep.iter().position(|(k, _, _)| k.name == name) {
                return Err(too_deep.swap_remove(i).2);
            }
            let Some(index) = kernels.iter().position(|k| k.name == name) else {
                let names: Vec<&str> = kernels
                    .iter()
                    .chain(too_deep.iter().map(|(k, _, _)| k))
                    .map(|k| k.name.as_str())
                    .collect();
                return Err(Diagnostic::new(
                    Kind::KernelNotFound,
                    format!("no `__global__` function named `{name}`"),
                    format!("kernels in this file: {}", list_or_none(&names)),
                ));
            };
            let Some(entry) = with_loops.iter().find(|(i, _)| *i == index) else {
                return Err(no_kloop(&kernels[index]));
            };
            entry.clone()
        }
        None => match with_loops.as_slice() {
            [] if !too_deep.is_empty() => {
                let (_, _, refusal) = too_deep.swap_remove(0);
                return Err(refusal.note("no other kernel in this file has a K-loop, so this is the one kpipe would rewrite"));
            }
            [] => {
                let first = kernels.first();
                let mut d = Diagnostic::new(
                    Kind::NoKLoop,
                    if kernels.is_empty() {
                        "no `__global__` function in this file".to_string()
                    } else {
                        "no kernel in this file has a tiled K-loop (a `for` loop that stores global data into `__shared__` tiles and calls `__syncthreads()`)".to_string()
                    },
                    "kpipe pipelines loops of the form: loads into shared tiles; __syncthreads(); compute; __syncthreads()",
                );
                if let Some(k) = first {
                    d = d.at(k.node.byte_range());
                }
                return Err(d);
            }
            [one] => one.clone(),
            many => {
                let names: Vec<&str> = many
                    .iter()
                    .map(|(i, _)| kernels[*i].name.as_str())
                    .collect();
                return Err(Diagnostic::new(
                    Kind::SeveralCandidates,
                    format!("{} kernels have a K-loop: {}", many.len(), names.join(", ")),
                    format!("choose one with --kernel {}", names[0]),
                )
                .at(kernels[many[0].0].node.byte_range()));
            }
        },
    };
    let (index, loops) = chosen;
    let kernel = kernels
        .into_iter()
        .nth(index)
        .expect("index from the same list");
    source.require_clean(kernel.node, &format!("kernel `{}`", kernel.name))?;
    if loops.len() > 1 {
        // A loop that is already pipelined says more than "several loops" (kpipe's own output, with
        // its prologue, inside a persistent loop looks like two).
        for candidate in &loops {
            if let Err(e) = kloop::recognise(source, &kernel, &facts, *candidate) {
                if matches!(e.kind, Kind::AlreadyPipelined | Kind::AsyncNotOverlapped) {
                    return Err(e);
                }
            }
        }
        return Err(Diagnostic::new(
            Kind::SeveralLoops,
            format!("kernel `{}` has {} loops that look like K-loops", kernel.name, loops.len()),
            "kpipe pipelines one K-loop per kernel; split the kernel or pipeline the others by hand",
        )
        .at(loops[1].byte_range()));
    }
    let mut kloop = kloop::recognise(source, &kernel, &facts, loops[0])?;
    for (other, depth, _) in &too_deep {
        kloop.warnings.push(format!(
            "kernel `{}` (line {}) was not examined: it is nested {depth} levels deep, and kpipe analyses kernels nested at most {} levels deep",
            other.name,
            other.node.start_position().row + 1,
            crate::parse::MAX_DEPTH
        ));
    }
    let errors_elsewhere = source.error_count(source.root());
    Ok(Recognised {
        kernel,
        kloop,
        facts,
        errors_elsewhere,
    })
}

fn no_kloop(kernel: &Kernel) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::NoKLoop,
        format!("kernel `{}` has no tiled K-loop (a `for` loop that stores global data into `__shared__` tiles and calls `__syncthreads()`)", kernel.name),
        "kpipe pipelines loops of the form: loads into shared tiles; __syncthreads(); compute; __syncthreads()",
    )
    .at(kernel.node.byte_range())
}

fn list_or_none(names: &[&str]) -> String {
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}
