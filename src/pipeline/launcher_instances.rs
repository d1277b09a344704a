//! A template kernel launched only from a template of its own file, with that template's
//! parameters (`template <int BM, int BN> struct Gemm { static void run() { k<BM, BN><<<..>>>(..);
//! } };`), and instantiated by a runner in another file (`Gemm<128, 64>::run(..)`): the kernel's
//! instantiation is the launch's arguments with the launcher's parameters bound to the runner's.

use crate::recognize::kernel::FileFacts;
use crate::recognize::template_args::{
    constant_local, enclosing_template_function, launcher_locals, parenthesised,
};
use crate::source::parse::Source;
use crate::source::text::split_words;

/// `kernel<args>` for each launch of `kernel` in `source` that names its launcher template's
/// parameters and each instantiation of that launcher with concrete arguments in `hosts`, in
/// order, without repeats.
/// A launcher over a configuration type (`template <typename Config> void run(..) { const int BM =
/// Config::BM; k<BM><<<..>>>(..); }` run as `run<Cfg<128, 8>>`) takes the members of that
/// instantiation of the configuration template, found in `definitions` (the runners' headers) or
/// the runners.
pub fn through_launchers(
    source: &Source,
    facts: &FileFacts,
    kernel: &str,
    hosts: &[(String, &str)],
    definitions: &[(String, &str)],
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (span, written) in facts.template_uses.get(kernel).into_iter().flatten() {
        let Some((launcher, range, params)) = enclosing_template_function(source, span) else {
            continue;
        };
        let names: Vec<&str> = params.iter().map(|(p, _)| p.as_str()).collect();
        let instances = hosts
            .iter()
            .flat_map(|(_, text)| instantiations_in(text, &launcher))
            .filter(|args| {
                args.len() == names.len() && args.iter().all(|a| is_value(a) || is_class(a))
            });
        // `k<BM>` where the launcher declares `const int BM = Config::BM;`: its value.
        let written: Vec<String> = written
            .iter()
            .map(|arg| launcher_locals(source, &range, span.start, arg))
            .collect();
        let texts: Vec<&str> = definitions
            .iter()
            .chain(hosts)
            .map(|(_, t)| *t)
            .chain([source.text.as_ref()])
            .collect();
        for instance in instances {
            let bound: Vec<String> = written
                .iter()
                .map(|arg| members_of(&substitute(arg, &names, &instance), &texts))
                .map(|arg| {
                    match arg
                        .trim()
                        .strip_prefix('(')
                        .and_then(|a| a.strip_suffix(')'))
                    {
                        Some(inner) if is_identifier(inner) || inner.parse::<i64>().is_ok() => {
                            inner.to_string()
                        }
                        _ => arg,
                    }
                })
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

/// A class template's instantiation as a runner writes it (`Cfg<128, 128, 8>`).
fn is_class(arg: &str) -> bool {
    let arg = arg.trim();
    arg.ends_with('>')
        && arg
            .split_once('<')
            .is_some_and(|(name, _)| is_identifier(name.trim()))
}

fn is_identifier(text: &str) -> bool {
    crate::recognize::template_args::is_identifier(text)
}

/// `text` with each `Class<args>::member` replaced by the member's value in that instantiation
/// (`static constexpr int BM = BM_;` of `template <int BM_> struct Class`), in parentheses, where
/// one of `texts` defines the class template.
fn members_of(text: &str, texts: &[&str]) -> String {
    let mut out = text.to_string();
    while let Some(at) = out.find(">::") {
        let Some(start) = class_start(&out[..=at]) else {
            break;
        };
        let member_end = out[at + 3..]
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(out.len(), |e| at + 3 + e);
        let class = &out[start..=at];
        let member = &out[at + 3..member_end];
        let Some(value) = texts.iter().find_map(|t| member_value(t, class, member)) else {
            break;
        };
        out.replace_range(start..member_end, &parenthesised(&value));
    }
    out
}

/// Where the `Class<..>` that ends at the end of `text` starts.
fn class_start(text: &str) -> Option<usize> {
    let mut depth = 0;
    for (i, c) in text.char_indices().rev() {
        match c {
            '>' => depth += 1,
            '<' => {
                depth -= 1;
                if depth == 0 {
                    let name_start = text[..i]
                        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .map_or(0, |p| p + 1);
                    return (name_start < i).then_some(name_start);
                }
            }
            _ => {}
        }
    }
    None
}

/// The value of `member` in `class` (`Cfg<128, 8>`), from `text`'s definition of the template:
/// its initialiser with the template's parameters replaced by the arguments.
fn member_value(text: &str, class: &str, member: &str) -> Option<String> {
    let (name, args) = class.split_once('<')?;
    let args = crate::recognize::kernel::split_template_args(args.strip_suffix('>')?);
    let definition = format!("struct {}", name.trim());
    let at = text.match_indices(&definition).find_map(|(at, _)| {
        let after = text[at + definition.len()..].trim_start();
        after.starts_with('{').then_some(at)
    })?;
    let template = text[..at].trim_end().strip_suffix('>')?;
    let params_start = template.rfind("template")?;
    let params: Vec<String> = template[params_start + "template".len()..]
        .trim_start()
        .strip_prefix('<')?
        .split(',')
        .filter_map(|p| {
            let declared = p.split('=').next().unwrap_or(p);
            declared.split_whitespace().last().map(str::to_string)
        })
        .collect();
    if params.len() != args.len() {
        return None;
    }
    let body_start = at + text[at..].find('{')? + 1;
    let body = &text[body_start..];
    let value = constant_local(&body[..body.find("};").unwrap_or(body.len())], member)?;
    let names: Vec<&str> = params.iter().map(String::as_str).collect();
    let values: Vec<String> = args.iter().map(|a| a.trim().to_string()).collect();
    Some(substitute(value, &names, &values))
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
            through_launchers(&source, &facts, "k", &hosts, &[]),
            ["k<64, 16 * 2>"]
        );
        let unrelated = [("main.cu".to_string(), "void go() {}\n")];
        assert!(through_launchers(&source, &facts, "k", &unrelated, &[]).is_empty());
    }

    #[test]
    fn a_launcher_over_a_configuration_type_takes_its_members() {
        // `run<Cfg<64, 16>>` in the runner; `Cfg` in a header the runner includes.
        let text = "template <int BM, int BK>\n__global__ void k(float *a) { __shared__ float t[BM][BK]; }\n\
                    template <typename Config>\nvoid run(float *a) {\n  const int BM = Config::BM;\n  \
                    constexpr int BK = Config::BK * 2;\n  k<BM, BK><<<1, 128>>>(a);\n}\n";
        let source = Source::parse(text).unwrap();
        let facts = FileFacts::collect(&source);
        let header = "template <int BM_, int BK_ = 8>\nstruct Cfg {\n  static constexpr int BM = BM_;\n  static constexpr int BK = BK_;\n};\n";
        let runner = "#include \"cfg.h\"\nvoid go(float *a) { run<Cfg<64, 16>>(a); }\n";
        let hosts = [("main.cu".to_string(), runner)];
        let definitions = [("cfg.h".to_string(), header)];
        assert_eq!(
            through_launchers(&source, &facts, "k", &hosts, &definitions),
            ["k<64, (16 * 2)>"]
        );
        // The launch passes the launcher's parameter on, through its locals.
        let span = facts.template_uses["k"][0].0.clone();
        assert!(crate::recognize::template_args::passes_parameters_on(
            &source, &span, "<BM, BK>"
        ));
    }
}
