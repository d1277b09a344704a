//! The local headers a kernel's file includes (`source::includes`), parsed once, as recognition reads
//! them: their `#define`s and file-scope constants join the file's facts (the file's own definitions
//! win), and a load helper whose body is not in the file is looked up in them. Nothing in a header is
//! ever edited: the rewrite's output is the kernel's file only.

use super::helpers::device_functions;
use super::kernel::FileFacts;
use crate::source::includes::{Includes, Missing};
use crate::source::parse::Source;
use std::path::{Path, PathBuf};

/// The `__device__` functions of a header by name, with the positions of the pointer and array
/// parameters that each definition of the name only reads through (the tile-read check of the
/// compute, `helpers::ReadCheck`, run on the header with its own facts).
fn readers(source: &Source, facts: &FileFacts) -> Vec<(String, Vec<usize>)> {
    let known = |callee: &str| super::kloop::is_known_reader(facts, callee);
    let check = super::helpers::ReadCheck::new(source, facts, &known);
    let mut names: Vec<String> = crate::source::parse::descendants(source.root())
        .into_iter()
        .filter(|n| n.kind() == "function_definition")
        .filter_map(|d| super::kernel::function_name(d).map(|n| source.text_of(n).to_string()))
        .collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .filter_map(|name| {
            let definitions = device_functions(source, &name);
            let arity = definitions
                .iter()
                .filter_map(|d| super::helpers::function_parameters(*d))
                .map(|p| p.len())
                .max()?;
            let positions: Vec<usize> = (0..arity)
                .filter(|&i| {
                    definitions
                        .iter()
                        .all(|d| check.only_reads_parameter(*d, i).is_ok())
                })
                .collect();
            (!positions.is_empty()).then_some((name, positions))
        })
        .collect()
}

/// One header, parsed.
pub struct Header {
    /// The path it was read from, as messages name it.
    pub path: PathBuf,
    pub source: Source,
}

/// The headers of a file, parsed, and the quoted includes that were not found.
#[derive(Default)]
pub struct Headers {
    pub headers: Vec<Header>,
    pub missing: Vec<Missing>,
}

impl Headers {
    /// No headers: the file alone.
    pub fn none() -> Headers {
        Headers::default()
    }

    /// The headers read for a file, each parsed once (a header that does not parse at all is left
    /// out, as one not found would be).
    pub fn parse(includes: &Includes) -> Headers {
        let headers = includes
            .headers
            .iter()
            .filter_map(|h| {
                Source::parse(h.text.clone()).ok().map(|source| Header {
                    path: h.path.clone(),
                    source,
                })
            })
            .collect();
        Headers {
            headers,
            missing: includes.missing.clone(),
        }
    }

    /// The file's facts with the headers' macros and constants added where the file has none of
    /// that name. A header's definition carries no span: spans point into the kernel's file.
    pub fn facts_of(&self, source: &Source) -> FileFacts {
        let mut facts = FileFacts::collect(source);
        facts.pure_functions = super::pure_functions::pure_functions(source, &facts);
        for h in &self.headers {
            let theirs = FileFacts::collect(&h.source);
            for (name, body) in theirs.macros.clone() {
                if !facts.macros.contains_key(&name) {
                    if let Some(params) = theirs.macro_params.get(&name) {
                        facts.macro_params.insert(name.clone(), params.clone());
                    }
                    facts.macros.insert(name, body);
                }
            }
            facts.symbols.add_missing_from(&theirs.symbols);
            for (name, bytes) in &theirs.struct_sizes {
                facts.struct_sizes.entry(name.clone()).or_insert(*bytes);
            }
            for (name, pure) in super::pure_functions::pure_functions(&h.source, &theirs) {
                facts.pure_functions.entry(name).or_insert(pure);
            }
            for (name, positions) in readers(&h.source, &theirs) {
                facts.header_readers.entry(name).or_insert(positions);
            }
            for (name, function) in super::async_helpers::function_bodies(&h.source) {
                facts.header_functions.entry(name).or_insert(function);
            }
        }
        super::macros::expand_in_constants(&mut facts);
        facts
    }

    /// The `__device__` functions named `name` in the headers, each with its header.
    pub fn device_functions<'h>(&'h self, name: &str) -> Vec<(&'h Header, tree_sitter::Node<'h>)> {
        self.headers
            .iter()
            .flat_map(|h| {
                device_functions(&h.source, name)
                    .into_iter()
                    .map(move |d| (h, d))
            })
            .collect()
    }

    /// The quoted includes that were not found, as a sentence for a refusal (None: all were).
    pub fn missing_sentence(&self) -> Option<String> {
        let names: Vec<String> = self
            .missing
            .iter()
            .filter(|m| !is_system_header(&m.name))
            .map(|m| {
                format!(
                    "`#include \"{}\"` ({}:{})",
                    m.name,
                    display(&m.from),
                    m.line
                )
            })
            .collect();
        match names.len() {
            0 => None,
            1 => Some(format!("{} was not found", names[0])),
            _ => Some(format!("{} were not found", names.join(", "))),
        }
    }
}

/// A standard C, C++ or CUDA header named in quotes (`#include "stdio.h"`): the compiler finds it
/// in its own folders, so not finding it beside the file is not a missing header.
fn is_system_header(name: &str) -> bool {
    const SYSTEM: [&str; 24] = [
        "stdio.h",
        "stdlib.h",
        "string.h",
        "math.h",
        "assert.h",
        "stdint.h",
        "float.h",
        "limits.h",
        "time.h",
        "cstdio",
        "cstdlib",
        "cstring",
        "cmath",
        "cassert",
        "cstdint",
        "iostream",
        "cuda.h",
        "cuda_runtime.h",
        "cuda_fp16.h",
        "cuda_bf16.h",
        "mma.h",
        "cuda_pipeline.h",
        "cublas_v2.h",
        "device_launch_parameters.h",
    ];
    SYSTEM.contains(&name)
}

/// A path as messages write it.
pub fn display(path: &Path) -> String {
    path.display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::includes::Header as Read;

    fn headers(texts: &[(&str, &str)]) -> Headers {
        Headers::parse(&Includes {
            headers: texts
                .iter()
                .map(|(p, t)| Read {
                    path: PathBuf::from(p),
                    text: t.to_string(),
                })
                .collect(),
            missing: Vec::new(),
        })
    }

    #[test]
    fn header_constants_join_the_file_facts_and_the_file_wins() {
        let h = headers(&[(
            "include/utils.cuh",
            "#define BK 8\n#define BM 64\nconstexpr int WARPS = 4;\n",
        )]);
        let file = Source::parse("#define BM 128\n__global__ void k() {}\n".to_string()).unwrap();
        let facts = h.facts_of(&file);
        assert_eq!(facts.symbols.eval("BK"), Ok(8));
        assert_eq!(
            facts.symbols.eval("BM"),
            Ok(128),
            "the file's own define wins"
        );
        assert_eq!(facts.symbols.eval("WARPS"), Ok(4));
        assert_eq!(facts.macros.get("BM").map(String::as_str), Some("128"));
        assert!(
            facts.symbols.definition("BK").unwrap().span.is_none(),
            "a header's span would point into the wrong text"
        );
    }

    #[test]
    fn device_functions_are_found_in_every_header() {
        let h = headers(&[
            ("a.cuh", "__device__ void load(float* s) { s[0] = 1.f; }\n"),
            (
                "b.cuh",
                "__global__ void load(float* s) {}\n__device__ void other() {}\n",
            ),
        ]);
        let found = h.device_functions("load");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0.path, PathBuf::from("a.cuh"));
        assert!(h.device_functions("absent").is_empty());
    }

    #[test]
    fn missing_includes_are_named_with_where_they_were_asked_for() {
        let mut h = Headers::none();
        assert_eq!(h.missing_sentence(), None);
        h.missing.push(Missing {
            name: "utils.cuh".into(),
            from: PathBuf::from("src/k.cu"),
            line: 3,
        });
        assert_eq!(
            h.missing_sentence().unwrap(),
            "`#include \"utils.cuh\"` (src/k.cu:3) was not found"
        );
    }
}
