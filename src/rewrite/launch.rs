//! The host side of a rewrite that needs dynamic shared memory: the kernel's launches in the file
//! (`kernel<<<grid, block[, smem[, stream]]>>>(args);`) pass the rewritten kernel's byte count, and
//! above 48 KB `cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);`
//! runs once, on its own line right before the launch.
//!
//! The same sites are what `invariant.rs` permits: they come from the original's syntax tree.
//! Every launch of the kernel in the file must be editable, or none is edited and the caller is
//! given the lines to add (exit 9): a launch that is not in a statement of its own in a block (under
//! an unbraced `if`, in a declaration or a condition; a launch wrapped in a call of its own
//! statement, `checkKernelErrors((k<<<...>>>(...)));`, is editable), a launch of another
//! instantiation of a template kernel (its byte count differs), or a call kpipe cannot read.

use super::edit::Edit;
use crate::analysis::dynamic::{caller_lines, LaunchChange, DEFAULT_DYNAMIC_LIMIT};
use crate::diagnostics::line_col;
use crate::source::consts::{Origin, Symbols};
use crate::source::parse::{
    attribute_calls, descendants, named_children, KernelLaunch, Source, ATTRIBUTE,
};
use tree_sitter::Node;

/// One launch of the kernel in the file.
pub struct Site<'t> {
    pub call: Node<'t>,
    /// The callee as written (`sgemm`, `gemm<128, 64>`, `ns::k`), on one line: the attribute call
    /// spells it so.
    pub callee: String,
    /// The launch configuration's arguments: grid, block, and the dynamic size and stream if given.
    pub config: Vec<Node<'t>>,
    /// Where the launch's statement begins its line (None when the launch is not an expression
    /// statement of its own, at the start of its line, in a block).
    pub line_start: Option<usize>,
    /// The indentation of that line.
    pub indent: String,
}

/// What a launch of an instantiation other than the analysed one passes.
pub enum OtherBytes {
    /// That instantiation's bytes (`gemm<64, 64>`).
    Number(u64),
    /// The bytes as an expression of the launch's own template arguments: a launch inside a
    /// launcher template (`template <typename T> void run() { gemm<T, BM><<<...>>>(); }`), which
    /// stands for every instantiation of the launcher.
    Expr(String),
}

/// The launches of `kernel` in the file (also `kernel<T, 128><<<..>>>` and `ns::kernel<<<..>>>`).
pub fn sites<'t>(source: &'t Source, kernel: &str) -> Vec<Site<'t>> {
    let text = &source.text;
    let mut out = Vec::new();
    for launch in crate::source::parse::kernel_launches(text, source.root(), kernel) {
        let KernelLaunch {
            call,
            callee,
            config,
            ..
        } = launch;
        let statement = enclosing_statement(call);
        let (line_start, indent) = match statement {
            Some(s) => {
                let start = text[..s.start_byte()].rfind('\n').map_or(0, |i| i + 1);
                let lead = &text[start..s.start_byte()];
                if lead.trim().is_empty() {
                    (Some(start), lead.to_string())
                } else {
                    (None, String::new())
                }
            }
            None => (None, String::new()),
        };
        out.push(Site {
            call,
            // One line: it is quoted in `//` comments and in the attribute call kpipe adds, where a
            // callee written over several lines (`gemm<T, A,\n B>`) would end the comment.
            callee: callee.split_whitespace().collect::<Vec<_>>().join(" "),
            config,
            line_start,
            indent,
        });
    }
    out
}

/// The expression statement in a block (or a `case`) that holds the launch `call`: the launch itself
/// (`k<<<g, b>>>(...);`) or an expression around it in the same statement, as error-checking
/// macros wrap it (`checkKernelErrors((k<<<g, b, bytes>>>(...)));`); lines put before that
/// statement run right before the launch. None under an unbraced `if` or loop, where a line put
/// before would run on another path than the launch.
fn enclosing_statement(call: Node) -> Option<Node> {
    let mut at = call.parent()?;
    while at.kind() != "expression_statement" {
        let expression = matches!(
            at.kind(),
            "call_expression"
                | "argument_list"
                | "parenthesized_expression"
                | "comma_expression"
                | "cast_expression"
        );
        if !expression {
            return None;
        }
        at = at.parent()?;
    }
    // A block, or a `case` of a switch, whose statements run one after the other.
    at.parent()
        .is_some_and(|b| matches!(b.kind(), "compound_statement" | "case_statement"))
        .then_some(at)
}

/// `<128, 64>` and `<128,64>` alike.
pub(crate) fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The template arguments a launch or attribute call names (`<128,64>`, squeezed), if any.
fn callee_args(callee: &str) -> Option<String> {
    callee.find('<').map(|i| squeeze(&callee[i..]))
}

/// The template arguments a launch names, each evaluated where it is a constant of the file or of
/// the function around the launch (`constexpr unsigned BM = 32;` before `k<BM, 64><<<..>>>`):
/// `<32,64>`. None where one is not a number kpipe can evaluate.
fn evaluated_args(source: &Source, site: &Site, symbols: &Symbols) -> Option<String> {
    let args = site.callee.split_once('<')?.1.strip_suffix('>')?;
    let mut symbols = symbols.clone();
    let function = source
        .ancestors(site.call)
        .into_iter()
        .find(|n| n.kind() == "function_definition")?;
    for d in descendants(function) {
        let is_constant = d.kind() == "declaration" && {
            let text = source.text_of(d);
            text.starts_with("constexpr")
                || text.starts_with("const ")
                || text.contains(" constexpr ")
        };
        if !is_constant {
            continue;
        }
        for init in named_children(d)
            .into_iter()
            .filter(|n| n.kind() == "init_declarator")
        {
            if let (Some(name), Some(value)) = (
                init.child_by_field_name("declarator")
                    .filter(|n| n.kind() == "identifier"),
                init.child_by_field_name("value"),
            ) {
                let name = source.text_of(name);
                if symbols.get(name).is_none() {
                    symbols.insert(name, source.text_of(value), Origin::KernelConstant);
                }
            }
        }
    }
    let values: Option<Vec<String>> = crate::source::text::split_top_level(args, ',')
        .iter()
        .map(|a| symbols.eval(a.trim()).ok().map(|v| v.to_string()))
        .collect();
    Some(format!("<{}>", values?.join(",")))
}

/// Why a launch cannot be edited, or None. A launch of another instantiation is editable when
/// `others` gives that instantiation's own byte count.
fn not_editable(
    source: &Source,
    site: &Site,
    instantiation: Option<&str>,
    symbols: &Symbols,
    others: &dyn Fn(&str) -> Option<OtherBytes>,
) -> Option<String> {
    let line = line_col(&source.text, site.call.start_byte()).0;
    if site.line_start.is_none() {
        return Some(format!(
            "the launch at line {line} is not a statement of its own in a block, so kpipe cannot put a line before it"
        ));
    }
    if site.config.len() < 2 || site.config.len() > 4 {
        return Some(format!(
            "kpipe cannot read the launch configuration at line {line}"
        ));
    }
    let args = callee_args(&site.callee);
    let evaluated = evaluated_args(source, site, symbols);
    match (instantiation, args) {
        (None, None) => None,
        (Some(inst), Some(args)) if squeeze(inst) == args => None,
        (Some(inst), Some(_)) if evaluated.as_deref() == Some(&squeeze(inst)) => None,
        (Some(_), Some(args)) if others(&args).is_some() => None,
        (Some(inst), _) => Some(format!(
            "the launch at line {line} (`{}`) is not of the instantiation kpipe analysed (`{}`), whose byte count this is",
            site.callee,
            inst.trim()
        )),
        (None, Some(_)) => Some(format!(
            "kpipe cannot tell which kernel the launch at line {line} (`{}`) names",
            site.callee
        )),
    }
}

/// A launch's byte count as its argument, the comment's words for it, and whether the attribute
/// must be raised for it.
fn described(bytes: OtherBytes, name: &str) -> (String, String, bool) {
    match bytes {
        OtherBytes::Number(bytes) => (
            bytes.to_string(),
            format!("a number, {bytes} bytes for `{name}`"),
            bytes > DEFAULT_DYNAMIC_LIMIT,
        ),
        // Each instantiation of the launcher passes its own; any may pass 48 KB, so the attribute
        // is raised for each (to its own bytes).
        OtherBytes::Expr(e) => (
            e,
            "the bytes of the instantiation this launch names, as an expression of its template arguments".to_string(),
            true,
        ),
    }
}

/// The kernel whose launches are edited: its name, the instantiation analysed, and the constants
/// its launches' template arguments are read with.
#[derive(Clone, Copy)]
pub struct Launched<'a> {
    pub name: &'a str,
    pub instantiation: Option<&'a str>,
    pub symbols: &'a Symbols,
}

/// The edits that make every launch of the kernel in the file pass `bytes` of dynamic shared memory
/// (with the attribute raised above 48 KB), and what was done. `why` says where the bytes come
/// from, for the comment kpipe puts above each launch. A launch of another instantiation of a
/// template kernel passes that instantiation's own bytes, `others(args)`; where `others` has none,
/// no launch is edited.
pub fn edits(
    source: &Source,
    kernel: &Launched,
    original: u64,
    bytes: u64,
    why: &str,
    others: &dyn Fn(&str) -> Option<OtherBytes>,
) -> (Vec<Edit>, LaunchChange) {
    let Launched {
        name: kernel,
        instantiation,
        symbols,
    } = *kernel;
    let name = format!("{kernel}{}", instantiation.unwrap_or(""));
    let mut change = LaunchChange {
        original,
        bytes,
        required: bytes != original,
        edited: false,
        edited_lines: Vec::new(),
        lines: Vec::new(),
        why_not_edited: None,
        hosts: Vec::new(),
    };
    if !change.required {
        return (Vec::new(), change);
    }
    let sites = sites(source, kernel);
    let blocked = match sites.is_empty() {
        true => Some(format!("the file has no launch of `{kernel}`")),
        false => {
            (sites.iter()).find_map(|s| not_editable(source, s, instantiation, symbols, others))
        }
    };
    if let Some(why) = blocked {
        change.lines = caller_lines(&name, bytes);
        change.why_not_edited = Some(why);
        return (Vec::new(), change);
    }
    // The bytes of the instantiation a launch or an attribute call names.
    let analysed = instantiation.map(squeeze);
    let bytes_of = |callee: &str| match callee_args(callee) {
        Some(args) if Some(&args) != analysed.as_ref() => {
            others(&args).unwrap_or(OtherBytes::Number(bytes))
        }
        _ => OtherBytes::Number(bytes),
    };
    let attributes = attribute_calls(&source.text, source.root(), kernel);
    let mut out = attribute_edits(source, &attributes, &bytes_of, symbols);
    for site in &sites {
        let Some(line_start) = site.line_start else {
            continue;
        };
        let name = match callee_args(&site.callee) {
            Some(args) if Some(&args) != analysed.as_ref() => site.callee.trim(),
            _ => name.as_str(),
        };
        let (number, comment, attribute) = described(bytes_of(&site.callee), name);
        let mut lines = format!(
            "{}// kpipe: the dynamic shared memory below is {comment} (was {original}): {why}\n",
            site.indent
        );
        if attribute && attributes.is_empty() {
            lines.push_str(&format!(
                "{}cudaFuncSetAttribute({}, {ATTRIBUTE}, {number});\n",
                site.indent, site.callee
            ));
        }
        // The lines end as the launch's own line does (a CRLF host file stays CRLF).
        let text = &source.text;
        if text[line_start..]
            .find('\n')
            .is_some_and(|nl| text[..line_start + nl].ends_with('\r'))
        {
            lines = lines.replace('\n', "\r\n");
        }
        out.push(Edit::insertion(line_start, lines));
        match site.config.get(2) {
            Some(arg) => out.push(Edit::replacement(arg.byte_range(), number.clone())),
            None => out.push(Edit::insertion(
                site.config[1].end_byte(),
                format!(", {number}"),
            )),
        }
        change
            .edited_lines
            .push(line_col(&source.text, site.call.start_byte()).0);
    }
    change.edited = true;
    (out, change)
}

/// The `cudaFuncSetAttribute(kernel, ..MaxDynamicSharedMemorySize, bytes)` calls raised to the
/// bytes of the instantiation each names. A limit already at or above them is the user's, and
/// stays.
fn attribute_edits(
    source: &Source,
    attributes: &[(Node, Node)],
    bytes_of: &dyn Fn(&str) -> OtherBytes,
    symbols: &Symbols,
) -> Vec<Edit> {
    let mut out = Vec::new();
    for (call, arg) in attributes {
        let target = call
            .child_by_field_name("arguments")
            .and_then(|a| named_children(a).into_iter().next())
            .map_or(String::new(), |t| source.text_of(t).to_string());
        let number = match bytes_of(&target) {
            OtherBytes::Number(n) => n.to_string(),
            OtherBytes::Expr(e) => e,
        };
        let limit = symbols.eval(source.text_of(*arg).trim());
        let enough = matches!((limit, number.parse::<i64>()), (Ok(l), Ok(n)) if l >= n);
        if source.text_of(*arg).trim() != number && !enough {
            out.push(Edit::replacement(arg.byte_range(), number));
        }
    }
    out
}

/// The comment lines at the top of the rewritten loop when the launch must change and kpipe did not
/// change it (indented by `inner`).
pub fn pending_block(change: &LaunchChange, inner: &str) -> Vec<String> {
    let mut lines = vec![format!(
        "{inner}// kpipe: THE LAUNCH MUST CHANGE. This kernel now needs {} bytes of dynamic shared memory (was {}), and {}:",
        change.bytes,
        change.original,
        change.why_not_edited.clone().unwrap_or_default()
    )];
    lines.push(format!("{inner}// the caller must launch it so:"));
    lines.extend(change.lines.iter().map(|l| format!("{inner}//     {l}")));
    lines
}

/// The rewritten kernel's text with the pending block of `pending` (the change as the rewrite made
/// it) replaced by `settled`, one comment line each, indented as the block was. None unless the
/// block is there exactly once, with `\n` or `\r\n` line ends.
pub fn settle_block(text: &str, pending: &LaunchChange, settled: &[String]) -> Option<String> {
    let marker = "// kpipe: THE LAUNCH MUST CHANGE.";
    let at = text.find(marker)?;
    if text[at + 1..].contains(marker) {
        return None;
    }
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let inner = &text[line_start..at];
    if !inner.trim().is_empty() {
        return None;
    }
    let block = pending_block(pending, inner);
    for eol in ["\r\n", "\n"] {
        let old = format!("{}{eol}", block.join(eol));
        if text[line_start..].starts_with(&old) {
            let new: String = settled.iter().map(|l| format!("{inner}{l}{eol}")).collect();
            return Some(format!(
                "{}{new}{}",
                &text[..line_start],
                &text[line_start + old.len()..]
            ));
        }
    }
    None
}

/// Whether `edit` is one a launch change may make, judged on the original's syntax tree: the dynamic
/// size of a launch of the kernel (replaced or added as a number), the comment and attribute lines
/// right before a launch's statement, or the byte count of the kernel's attribute call.
pub fn permitted(source: &Source, kernel: &str, edit: &Edit) -> bool {
    let is_number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    for (_, arg) in attribute_calls(&source.text, source.root(), kernel) {
        if edit.range == arg.byte_range() && is_number(&edit.replacement) {
            return true;
        }
    }
    for site in sites(source, kernel) {
        let is_bytes = |s: &str| is_number(s) || is_byte_expression(s, &site.callee);
        if let Some(arg) = site.config.get(2) {
            if edit.range == arg.byte_range() && is_bytes(&edit.replacement) {
                return true;
            }
        }
        if site.config.len() == 2 {
            let at = site.config[1].end_byte();
            if edit.range == (at..at) && edit.replacement.strip_prefix(", ").is_some_and(is_bytes) {
                return true;
            }
        }
        if let Some(start) = site.line_start {
            if edit.range == (start..start) && lines_before_launch(&edit.replacement, &site) {
                return true;
            }
        }
    }
    false
}

/// Whole lines, each the launch's indentation and either a `//` comment or the attribute call for
/// the launch's kernel with a number.
fn lines_before_launch(text: &str, site: &Site) -> bool {
    let text = text.replace("\r\n", "\n");
    let Some(body) = text.strip_suffix('\n') else {
        return false;
    };
    let attribute = format!("cudaFuncSetAttribute({}, {ATTRIBUTE}, ", site.callee);
    body.split('\n').all(|line| {
        let Some(code) = line.strip_prefix(site.indent.as_str()) else {
            return false;
        };
        if code.starts_with("//") {
            return !code.contains('\\');
        }
        code.strip_prefix(attribute.as_str())
            .and_then(|rest| rest.strip_suffix(");"))
            .is_some_and(|n| {
                (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                    || is_byte_expression(n, &site.callee)
            })
    })
}

/// A byte count written as an expression of the launch's template arguments (`OtherBytes::Expr`):
/// integers, `sizeof`, arithmetic, brackets, and names that are the callee's own template
/// arguments; nothing that could run code or end the statement.
fn is_byte_expression(text: &str, callee: &str) -> bool {
    let args = callee.split_once('<').map_or("", |(_, a)| a);
    let names: Vec<&str> = crate::source::text::split_words(args)
        .into_iter()
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        .collect();
    let mut depth = 0i32;
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
        && text.contains("sizeof")
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || " _()[]+-*/".contains(c))
        && words_outside_sizeof_types(text)
            .into_iter()
            .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
            .all(|w| w == "sizeof" || names.contains(&w))
}

/// The words of `text` less the type names that open a `sizeof(...)` (`float` and `unsigned char`
/// in `sizeof(float[2][BM][BK])`): a type in `sizeof` names storage and runs no code.
fn words_outside_sizeof_types(text: &str) -> Vec<&str> {
    let tokens = crate::source::text::split_words(text);
    let mut out = Vec::new();
    let mut in_type = false;
    for (i, token) in tokens.iter().enumerate() {
        let word = token.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        if in_type && (word || token.trim().is_empty()) {
            continue;
        }
        in_type = token.trim() == "(" && i > 0 && tokens[i - 1] == "sizeof";
        out.push(*token);
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::analysis::arch::by_name;
    use crate::analysis::choose::{Tuning, VariantRequest};
    use crate::{transform, Outcome, Request};

    const KERNEL: &str = "#define BK 32
#define TILE 64
__global__ void __launch_bounds__(256) k(const float *A, const float *B, float *C, int K) {
  __shared__ float As[TILE][BK];
  __shared__ float Bs[BK][TILE];
  float acc = 0.0f;
  int tx = threadIdx.x % TILE, ty = threadIdx.x / TILE;
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = ty; i < BK; i += 4) {
      As[tx][i] = A[tx * K + k0 + i];
      Bs[i][tx] = B[(k0 + i) * TILE + tx];
    }
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += As[tx][k] * Bs[k][tx];
    __syncthreads();
  }
  C[threadIdx.x] = acc;
}
";

    fn run(text: &str, arch: &str, variant: VariantRequest, dynamic_smem: bool) -> Outcome {
        transform(
            text,
            &Request {
                kernel: None,
                variant,
                arch: by_name(arch).unwrap(),
                defines: &[],
                rewrite: true,
                tuning: Tuning {
                    dynamic_smem,
                    ..Tuning::default()
                },
            },
        )
        .unwrap()
    }

    #[test]
    fn byte_expressions_name_types_in_sizeof_and_the_template_arguments_only() {
        let callee = "sgemm_v3<BLOCK_SIZE, TM, TN>";
        let tiles = "(0 + sizeof(float[2][BLOCK_SIZE][BLOCK_SIZE]) + 127) / 128 * 128 + sizeof(unsigned char[2][TM])";
        assert!(super::is_byte_expression(tiles, callee));
        assert!(!super::is_byte_expression("sizeof(float) + run(1)", callee));
        assert!(!super::is_byte_expression("sizeof(float[OTHER])", callee));
        assert!(!super::is_byte_expression("sizeof(float)); f(", callee));
    }

    #[test]
    fn a_callee_written_over_lines_is_quoted_on_one() {
        let text = "__global__ void k(float *a) {}\nvoid run(float *a) {\n  k<128,\n    64><<<1, 256>>>(a);\n}\n";
        let source = crate::source::parse::Source::parse(text.to_string()).unwrap();
        let found = super::sites(&source, "k");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].callee, "k<128, 64>");
    }

    #[test]
    fn the_launch_in_the_file_passes_the_bytes_and_below_48_kb_needs_no_attribute() {
        let host = "void run(const float *A, const float *B, float *C, int K) {\n  k<<<1, 256>>>(A, B, C, K);\n}\n";
        let out = run(
            &format!("{KERNEL}{host}"),
            "sm_90",
            VariantRequest::Ldg,
            true,
        );
        let new = out.rewritten.unwrap();
        let change = out.analysis.launch_change.unwrap();
        assert!(change.edited && !change.pending(), "{change:?}");
        assert_eq!((change.original, change.bytes), (0, 32768));
        assert!(new.contains("  k<<<1, 256, 32768>>>(A, B, C, K);"), "{new}");
        assert!(!new.contains("cudaFuncSetAttribute"), "{new}");
        assert!(new.contains(
            "float (&As)[2][TILE][BK] = *reinterpret_cast<float (*)[2][TILE][BK]>(kp_smem);"
        ));
        assert!(new.contains("float (&Bs)[2][BK][TILE] = *reinterpret_cast<float (*)[2][BK][TILE]>(kp_smem + 16384);"));
    }

    #[test]
    fn moved_tiles_go_after_the_kernels_own_dynamic_bytes_and_the_launch_adds_to_them() {
        // An `extern __shared__` buffer the loop does not use (written after it): the moved tiles
        // start after its 1000 bytes, rounded up to 128, and the launch passes both.
        let text = KERNEL
            .replace(
                "  float acc = 0.0f;\n",
                "  extern __shared__ float out[];\n  float acc = 0.0f;\n",
            )
            .replace("  C[threadIdx.x] = acc;\n", "  if (threadIdx.x < 250) out[threadIdx.x] = acc;\n  __syncthreads();\n  C[threadIdx.x] = out[threadIdx.x % 250];\n");
        let host = "void run(const float *A, const float *B, float *C, int K) {\n  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1000);\n  k<<<1, 256, 1000>>>(A, B, C, K);\n}\n";
        let out = run(
            &format!("{text}{host}"),
            "sm_90",
            VariantRequest::CpAsync,
            true,
        );
        let moved = out.analysis.moved.clone().unwrap();
        assert_eq!((moved.base, moved.original), (1024, 1000));
        assert_eq!(moved.tiles[0].offset, 1024);
        assert_eq!(moved.tiles[1].offset, 1024 + 16384);
        assert_eq!(moved.bytes, 1024 + 32768);
        let new = out.rewritten.unwrap();
        assert!(new.contains("k<<<1, 256, 33792>>>(A, B, C, K);"), "{new}");
        // The existing attribute call is raised, not repeated.
        assert!(new.contains(
            "cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 33792);"
        ));
        assert_eq!(new.matches("cudaFuncSetAttribute").count(), 1, "{new}");
        assert!(new.contains("kp_smem + 1024);"), "{new}");
    }

    #[test]
    fn a_launch_inside_a_check_macro_in_a_case_is_edited_in_place() {
        // `checkKernelErrors((k<<<...>>>(...)));` in a switch's case, as the CUDA samples launch.
        let host = "#define checkKernelErrors(expr) do { expr; } while (0)\nvoid run(const float *A, const float *B, float *C, int K, int sel) {\n  switch (sel) {\n  case 0:\n    checkKernelErrors((k<<<1, 256>>>(A, B, C, K)));\n    break;\n  }\n  if (sel)\n    checkKernelErrors((k<<<1, 256>>>(A, B, C, K)));\n}\n";
        let big = KERNEL.replace("#define BK 32", "#define BK 64");
        let out = run(&format!("{big}{host}"), "sm_90", VariantRequest::Ldg, false);
        let change = out.analysis.launch_change.clone().unwrap();
        // The launch under an unbraced `if` keeps every launch unedited.
        assert!(change.pending(), "{change:?}");
        let host = host.replace(
            "  if (sel)\n    checkKernelErrors((k<<<1, 256>>>(A, B, C, K)));\n",
            "",
        );
        let out = run(&format!("{big}{host}"), "sm_90", VariantRequest::Ldg, false);
        let change = out.analysis.launch_change.clone().unwrap();
        assert!(change.edited && !change.pending(), "{change:?}");
        let new = out.rewritten.unwrap();
        assert!(
            new.contains("  case 0:\n    // kpipe: the dynamic shared memory below is"),
            "{new}"
        );
        assert!(new.contains("    cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);\n    checkKernelErrors((k<<<1, 256, 65536>>>(A, B, C, K)));\n"), "{new}");
    }

    #[test]
    fn a_launch_kpipe_cannot_edit_gives_the_lines_to_add() {
        let host = "void run(const float *A, const float *B, float *C, int K, bool go) {\n  if (go)\n    k<<<1, 256>>>(A, B, C, K);\n}\n";
        let big = KERNEL.replace("#define BK 32", "#define BK 64");
        let out = run(&format!("{big}{host}"), "sm_90", VariantRequest::Ldg, false);
        let change = out.analysis.launch_change.clone().unwrap();
        assert!(change.pending(), "{change:?}");
        assert_eq!(change.bytes, 65536);
        assert!(change
            .why_not_edited
            .as_deref()
            .unwrap()
            .contains("not a statement of its own"));
        assert_eq!(
            change.lines,
            vec![
                "cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);"
                    .to_string(),
                "k<<<grid, block, 65536>>>(...);".to_string()
            ]
        );
        let new = out.rewritten.unwrap();
        // The file is untouched outside the kernel, and the loop's comment carries the lines.
        assert!(new.contains("  if (go)\n    k<<<1, 256>>>(A, B, C, K);\n"));
        assert!(new.contains("// kpipe: THE LAUNCH MUST CHANGE."), "{new}");
        assert!(new.contains(
            "//     cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);"
        ));
    }

    #[test]
    fn a_template_kernel_launched_as_another_instantiation_passes_its_own_bytes() {
        let text = KERNEL
            .replace("#define BK 32\n#define TILE 64\n", "#define TILE 64\ntemplate <int BK>\n")
            + "template __global__ void k<32>(const float *, const float *, float *, int);\n\
               void run(const float *A, const float *B, float *C, int K) {\n  k<64><<<1, 256>>>(A, B, C, K);\n}\n";
        let out = run(&text, "sm_90", VariantRequest::Ldg, true);
        let change = out.analysis.launch_change.unwrap();
        assert!(change.edited, "{change:?}");
        // k<64>'s tiles are twice k<32>'s: its launch passes its own bytes, not k<32>'s.
        let new = out.rewritten.unwrap();
        assert!(new.contains("k<64><<<1, 256, 65536>>>"), "{new}");
        assert!(!new.contains("32768>>>"), "{new}");
        // The same instantiation is edited, spelled as the launch spells it.
        let same = text.replace("k<64><<<", "k< 32 ><<<");
        let out = run(&same, "sm_90", VariantRequest::Ldg, true);
        assert!(out.analysis.launch_change.unwrap().edited);
        assert!(out
            .rewritten
            .unwrap()
            .contains("k< 32 ><<<1, 256, 32768>>>"));
    }

    #[test]
    fn below_the_static_limit_nothing_moves_unless_asked() {
        let out = run(KERNEL, "sm_90", VariantRequest::Ldg, false);
        assert!(out.analysis.moved.is_none() && out.analysis.launch_change.is_none());
        assert!(out
            .rewritten
            .unwrap()
            .contains("__shared__ float As[2][TILE][BK];"));
    }

    #[test]
    fn a_host_file_is_held_to_the_launch_edits() {
        use crate::rewrite::{edit, edit::Edit, invariant};
        use crate::source::parse::Source;
        let host = "#include \"k.cu\"\r\nvoid run(const float *A, const float *B, float *C, int K) {\r\n  dim3 grid(1);\r\n  k<<<grid, 256>>>(A, B, C, K);\r\n}\r\n";
        let source = Source::parse(host.to_string()).unwrap();
        let symbols = super::Symbols::default();
        let kernel = super::Launched {
            name: "k",
            instantiation: None,
            symbols: &symbols,
        };
        let (edits, change) = super::edits(&source, &kernel, 0, 65536, "why", &|_| None);
        assert!(change.edited && change.edited_lines == [4], "{change:?}");
        let edits = edit::sorted(edits).unwrap();
        let text = edit::apply(host, edits.clone()).unwrap();
        assert!(text.contains("  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);\r\n  k<<<grid, 256, 65536>>>"), "{text}");
        invariant::check_host(&source, "k", &edits, &text).unwrap();
        // Anything else is refused: a changed grid, or the output not being the edits' result.
        let mut more = edits.clone();
        let grid = host.find("dim3 grid(1)").unwrap() + "dim3 grid(".len();
        more.push(Edit::replacement(grid..grid + 1, "2"));
        let more = edit::sorted(more).unwrap();
        let changed = edit::apply(host, more.clone()).unwrap();
        assert!(invariant::check_host(&source, "k", &more, &changed).is_err());
        let tampered = text.replace("dim3 grid(1)", "dim3 grid(2)");
        assert!(invariant::check_host(&source, "k", &edits, &tampered).is_err());
    }

    #[test]
    fn the_pending_block_is_settled_with_the_files_line_ends() {
        let change = crate::analysis::dynamic::LaunchChange {
            original: 0,
            bytes: 65536,
            required: true,
            edited: false,
            edited_lines: Vec::new(),
            lines: crate::analysis::dynamic::caller_lines("k", 65536),
            why_not_edited: Some("the file has no launch of `k`".into()),
            hosts: Vec::new(),
        };
        let block = super::pending_block(&change, "    ");
        for eol in ["\n", "\r\n"] {
            let text = format!("a{eol}{}{eol}    b;{eol}", block.join(eol));
            let settled = super::settle_block(&text, &change, &["// edited".to_string()]).unwrap();
            assert_eq!(settled, format!("a{eol}    // edited{eol}    b;{eol}"));
        }
        // Not exactly the block (another why): left alone.
        let other = crate::analysis::dynamic::LaunchChange {
            why_not_edited: Some("another reason".into()),
            ..change.clone()
        };
        let text = format!("{}\n", block.join("\n"));
        assert!(super::settle_block(&text, &other, &["// edited".to_string()]).is_none());
    }
}
