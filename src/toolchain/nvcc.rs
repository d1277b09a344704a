//! Compiling with nvcc to a cubin and reading ptxas's resource usage: registers, shared memory,
//! stack frame, spill stores and loads, per function.

use super::error::ToolchainError;
use super::Tool;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct Resources {
    /// The mangled name ptxas reports.
    pub function: String,
    pub registers: u64,
    pub smem_bytes: u64,
    pub stack_bytes: u64,
    pub spill_stores: u64,
    pub spill_loads: u64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Compiled {
    pub cubin: PathBuf,
    pub resources: Vec<Resources>,
}

/// Compiles `file` for `arch` into `out` (a cubin). On failure, nvcc's message.
/// `include_dir` is searched for `#include "..."` first (the original file's folder when compiling
/// a copy); `project` are the project's own flags (`project_flags`), passed before kpipe's.
pub fn compile(
    nvcc: &Tool,
    file: &Path,
    arch: &str,
    out: &Path,
    include_dir: Option<&Path>,
    project: &[String],
) -> Result<Compiled, ToolchainError> {
    let mut command = Command::new(&nvcc.path);
    if let Some(dir) = include_dir {
        command.arg("-I").arg(dir);
    }
    command.args(project);
    // `-x cu`: a header (`.cuh`, `.h`, `.hpp`) that holds the kernel is compiled as CUDA, as a `.cu`
    // file is (nvcc refuses a file whose extension it does not know).
    let output = command
        .args(["-x", "cu", "-cubin", "-O3", "--resource-usage"])
        .arg(format!("-arch={arch}"))
        .arg("-o")
        .arg(out)
        .arg(file)
        .output()
        .map_err(|e| ToolchainError::CannotRun {
            tool: nvcc.path.clone(),
            error: e.into(),
        })?;
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    if !output.status.success() {
        let errors: Vec<&str> = log
            .lines()
            .filter(|l| !l.starts_with("ptxas info"))
            .collect();
        return Err(ToolchainError::NvccRejected {
            log: errors.join("\n"),
        });
    }
    Ok(Compiled {
        cubin: out.to_path_buf(),
        resources: parse_resource_usage(&log),
    })
}

/// Reads ptxas's `--resource-usage` report.
pub fn parse_resource_usage(log: &str) -> Vec<Resources> {
    let mut out: Vec<Resources> = Vec::new();
    let number_before = |line: &str, word: &str| -> Option<u64> {
        let at = line.find(word)?;
        line[..at].split_whitespace().last()?.parse().ok()
    };
    for line in log.lines() {
        if let Some(rest) = line.split("Function properties for ").nth(1) {
            out.push(Resources {
                function: rest.trim().to_string(),
                ..Resources::default()
            });
        } else if line.contains("bytes stack frame") {
            if let Some(r) = out.last_mut() {
                r.stack_bytes = number_before(line, "bytes stack frame").unwrap_or(0);
                r.spill_stores = number_before(line, "bytes spill stores").unwrap_or(0);
                r.spill_loads = number_before(line, "bytes spill loads").unwrap_or(0);
            }
        } else if line.contains("Used") && line.contains("registers") {
            if let Some(r) = out.last_mut() {
                r.registers = number_before(line, "registers").unwrap_or(0);
                r.smem_bytes = number_before(line, "bytes smem").unwrap_or(0);
            }
        }
    }
    out
}

/// The Itanium codes of the integer types a template argument may have.
const INTEGER_CODES: &[char] = &['i', 'j', 'l', 'm', 'x', 'y', 's', 't', 'b', 'c', 'h', 'a'];

/// Does a mangled (or plain `extern "C"`) symbol name this kernel? `name<16, 8>` also requires the
/// integer template arguments (`Li16E`, `Li8E`), so the instantiation analysed is the one measured.
pub fn names_kernel(symbol: &str, kernel: &str) -> bool {
    let (name, args) = match kernel.split_once('<') {
        Some((n, a)) => (n.trim(), a.trim_end_matches('>')),
        None => (kernel, ""),
    };
    let named = symbol == name || symbol.contains(&format!("{}{name}", name.len()));
    // The type arguments too, where the symbol's argument list reads (`gemm<16, float>` is not
    // `gemm<16, __half>`: both are in a file that instantiates both).
    let types_match = match mangled_template_args(symbol, name) {
        Some(found) => {
            let wanted: Vec<&str> = args.split(',').map(str::trim).collect();
            found.len() != wanted.len()
                || wanted.iter().zip(&found).all(|(w, f)| {
                    w.parse::<i64>().is_ok()
                        || match (builtin_type(w), builtin_type(f)) {
                            (Some(a), Some(b)) => a == b,
                            // A type kpipe cannot spell in the symbol (a user's typedef).
                            _ => true,
                        }
                })
        }
        None => true,
    };
    named
        && types_match
        && args
            .split(',')
            .filter_map(|a| a.trim().parse::<i64>().ok())
            .all(|v| {
                // The integer's type code: int, unsigned, long, unsigned long (size_t), long
                // long, unsigned long long, short, unsigned short, bool, chars.
                let digits = match v < 0 {
                    true => format!("n{}E", -v),
                    false => format!("{v}E"),
                };
                INTEGER_CODES
                    .iter()
                    .any(|c| symbol.contains(&format!("L{c}{digits}")))
            })
}

/// The template arguments of kernel `name` in its mangled symbol (`_Z4gemmILi16EfEv..` gives
/// `16`, `float`): numbers, and types as C spells them (`__half`, `const float *`). None where the
/// symbol has no argument list for `name` or one kpipe does not read.
fn mangled_template_args(symbol: &str, name: &str) -> Option<Vec<String>> {
    let at = symbol.find(&format!("{}{name}I", name.len()))?;
    let mut rest = &symbol[at + name.len().to_string().len() + name.len() + 1..];
    let mut out = Vec::new();
    while !rest.starts_with('E') {
        let (arg, after) = mangled_arg(rest)?;
        out.push(arg);
        rest = after;
    }
    Some(out)
}

/// One mangled template argument at the start of `text`, and the text after it.
fn mangled_arg(text: &str) -> Option<(String, &str)> {
    let first = text.chars().next()?;
    match first {
        'L' => {
            // `L` type-code value `E`: a number (`n` before its digits is a minus).
            let body = &text[2..];
            let end = body.find('E')?;
            let value = &body[..end];
            let value = match value.strip_prefix('n') {
                Some(v) => format!("-{v}"),
                None => value.to_string(),
            };
            Some((value, &body[end + 1..]))
        }
        'P' => mangled_arg(&text[1..]).map(|(t, r)| (format!("{t} *"), r)),
        'K' => mangled_arg(&text[1..]).map(|(t, r)| (format!("const {t}"), r)),
        '0'..='9' => {
            let digits = text.find(|c: char| !c.is_ascii_digit())?;
            let len: usize = text[..digits].parse().ok()?;
            let name = text.get(digits..digits + len)?;
            Some((name.to_string(), &text[digits + len..]))
        }
        c => {
            let ty = match c {
                'b' => "bool",
                'c' => "char",
                'a' => "signed char",
                'h' => "unsigned char",
                's' => "short",
                't' => "unsigned short",
                'i' => "int",
                'j' => "unsigned int",
                'l' => "long",
                'm' => "unsigned long",
                'x' => "long long",
                'y' => "unsigned long long",
                'f' => "float",
                'd' => "double",
                _ => return None,
            };
            Some((ty.to_string(), &text[1..]))
        }
    }
}

/// A type argument as the symbol spells it: CUDA's and `<cstdint>`'s names for the builtin types
/// it mangles, None for one kpipe does not know (a user's typedef).
fn builtin_type(ty: &str) -> Option<&'static str> {
    let ty = ty.trim();
    let ty = ty.strip_prefix("std::").unwrap_or(ty);
    Some(match ty {
        "float" => "float",
        "double" => "double",
        "half" | "__half" => "__half",
        "half2" | "__half2" => "__half2",
        "nv_bfloat16" | "__nv_bfloat16" => "__nv_bfloat16",
        "int" | "int32_t" => "int",
        "unsigned" | "unsigned int" | "uint32_t" | "uint" => "unsigned int",
        "int8_t" | "signed char" => "signed char",
        "uint8_t" | "unsigned char" => "unsigned char",
        "char" => "char",
        "short" | "int16_t" => "short",
        "unsigned short" | "uint16_t" => "unsigned short",
        "long long" | "int64_t" => "long long",
        "unsigned long long" | "uint64_t" => "unsigned long long",
        "size_t" | "unsigned long" => "unsigned long",
        "long" => "long",
        "bool" => "bool",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_type_arguments_of_an_instantiation_pick_its_symbol() {
        let float = "_Z4gemmILi16EfEviiiPT0_S1_S1_";
        let half = "_Z4gemmILi16E6__halfEviiiPT0_S1_S1_";
        assert!(names_kernel(float, "gemm<16, float>"));
        assert!(!names_kernel(half, "gemm<16, float>"));
        assert!(names_kernel(half, "gemm<16, __half>"));
        assert!(names_kernel(half, "gemm<16, half>"));
        assert_eq!(
            mangled_template_args(half, "gemm"),
            Some(vec!["16".to_string(), "__half".to_string()])
        );
        // A type kpipe cannot spell in the symbol is not held against it.
        assert!(names_kernel(float, "gemm<16, my_float>"));
    }

    #[test]
    fn reads_ptxas_resource_usage() {
        let log = "ptxas info    : 0 bytes gmem\nptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\nptxas info    : Function properties for _Z1kPf\n    8 bytes stack frame, 12 bytes spill stores, 16 bytes spill loads\nptxas info    : Used 40 registers, used 1 barriers, 16384 bytes smem, 360 bytes cmem[0]\n";
        let r = parse_resource_usage(log);
        assert_eq!(r.len(), 1);
        assert_eq!(
            r[0],
            Resources {
                function: "_Z1kPf".into(),
                registers: 40,
                smem_bytes: 16384,
                stack_bytes: 8,
                spill_stores: 12,
                spill_loads: 16
            }
        );
        assert!(names_kernel("_Z13matrixMulCUDAPfPKfS1_ii", "matrixMulCUDA"));
        assert!(!names_kernel("_Z13matrixMulCUDAPfPKfS1_ii", "matrixMul"));
        // `template <size_t BM, unsigned BK>`: unsigned long and unsigned int arguments.
        let sized = "_Z8gemm_v02IfLm128ELj8EEvPKfS1_Pf";
        assert!(names_kernel(sized, "gemm_v02<float, 128, 8>"));
        assert!(!names_kernel(sized, "gemm_v02<float, 64, 8>"));
        assert!(names_kernel(
            "_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii",
            "MatrixMulCUDA<32>"
        ));
        assert!(!names_kernel(
            "_Z13MatrixMulCUDAILi16EEvPfS0_S0_ii",
            "MatrixMulCUDA<32>"
        ));
    }
}
