//! A template kernel launched only from a template of its own file, with that template's
//! parameters (`template <int BM, int BN> struct Gemm { static void run() { k<BM, BN><<<..>>>(..);
//! } };`), and instantiated by a runner in another file (`Gemm<128, 64>::run(..)`): the kernel's
//! instantiation is the launch's arguments with the launcher's parameters bound to the runner's.

use crate::recognize::kernel::FileFacts;
use crate::recognize::template_args::enclosing_template_function;
use crate::source::parse::Source;
use crate::source::text::split_words;

/// `kernel<args>` for each launch of `kernel` in `source` that names its launcher template's
/// parameters and each instantiation of that launcher with concrete arguments in `hosts`, in
/// order, without repeats.
pub fn through_launchers(
    source: &Source,
    facts: &FileFacts,
    kernel: &str,
    hosts: &[(String, &str)],
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (span, written) in facts.template_uses.get(kernel).into_iter().flatten() {
        let Some((launcher, _, params)) = enclosing_template_function(source, span) else {
            continue;
        };
        let names: Vec<&str> = params.iter().map(|(p, _)| p.as_str()).collect();
        let instances = hosts
            .iter()
            .flat_map(|(_, text)| instantiations_in(text, &launcher))
            .filter(|args| args.len() == names.len() && args.iter().all(|a| is_value(a)));
        for instance in instances {
            let bound: Vec<String> = written
                .iter()
                .map(|arg| substitute(arg, &names, &instance))
                .collect();
            let name = format!("{kernel}<{}>", bound.join(", "));
            if !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

/// The templates of `source` that launch one of `kernels` with their own parameters: the names a
/// runner instantiates (`Gemm<128, 64>::run(..)`) where it launches no kernel itself.
pub fn launcher_templates(source: &Source, kernels: &[String]) -> Vec<String> {
    let facts = FileFacts::collect(source);
    let mut out: Vec<String> = Vec::new();
    for kernel in kernels {
        for (span, _) in facts.template_uses.get(kernel).into_iter().flatten() {
            if let Some((launcher, _, _)) = enclosing_template_function(source, span) {
                if !out.contains(&launcher) && !kernels.contains(&launcher) {
                    out.push(launcher);
                }
            }
        }
    }
    out
}

/// Whether `text` instantiates template `name` (`name<..>`).
pub fn instantiates(text: &str, name: &str) -> bool {
    !instantiations_in(text, name).is_empty()
}

/// The argument lists of `name<..>` in `text` (a runner's host code, which the parse leaves out
/// where it names no kernel), by a word search: a mention in a comment counts too.
fn instantiations_in(text: &str, name: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices(name) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let Some(rest) = text[at + name.len()..].trim_start().strip_prefix('<') else {
            continue;
        };
        let mut depth = 1;
        let Some(end) = rest.char_indices().find_map(|(i, c)| {
            match c {
                '<' | '(' => depth += 1,
                '>' | ')' => depth -= 1,
                ';' | '{' | '}' => return Some(None),
                _ => {}
            }
            (depth == 0).then_some(Some(i))
        }) else {
            continue;
        };
        if let Some(end) = end {
            let args = crate::recognize::kernel::split_template_args(&rest[..end]);
            out.push(args.into_iter().map(|a| a.trim().to_string()).collect());
        }
    }
    out
}

/// A number or a type name: what a runner's instantiation writes (not a name of its own scope).
fn is_value(arg: &str) -> bool {
    let arg = arg.trim();
    arg.parse::<i64>().is_ok()
        || matches!(arg, "true" | "false")
        || crate::source::consts::type_size(arg).is_some()
}

/// `text` with each word that is one of `names` replaced by its value.
fn substitute(text: &str, names: &[&str], values: &[String]) -> String {
    split_words(text)
        .into_iter()
        .map(|w| match names.iter().position(|n| *n == w) {
            Some(i) => values[i].trim(),
            None => w,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_templates_instantiation_in_a_runner_instantiates_the_kernel_it_launches() {
        let text = "template <int BM, int BK>\n__global__ void k(float *a) { __shared__ float t[BM][BK]; }\n\
                    template <int BM, int BK>\nstruct Tiling {\n  static constexpr int SMEM = BM * BK * 4;\n  \
                    static void Run(float *a) { k<BM, BK * 2><<<1, 128, SMEM>>>(a); }\n};\n";
        let source = Source::parse(text).unwrap();
        let facts = FileFacts::collect(&source);
        let runner = "#include \"k.cuh\"\nvoid go(float *a) { Tiling<64, 16>::Run(a); }\n";
        let hosts = [("main.cu".to_string(), runner)];
        assert_eq!(
            through_launchers(&source, &facts, "k", &hosts),
            ["k<64, 16 * 2>"]
        );
        let unrelated = [("main.cu".to_string(), "void go() {}\n")];
        assert!(through_launchers(&source, &facts, "k", &unrelated).is_empty());
    }
}
