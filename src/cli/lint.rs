//! What a linter's user expects of kpipe's findings: codes kept or dropped (`--select`, `--ignore`),
//! findings suppressed in the source (`// NOLINT(kpipe-K023)`, `// kpipe: ignore K023`), and one
//! record per finding for CI (`--output-format json|sarif|github`).

use crate::catalogue;
use crate::cli::error::CliError;
use crate::diagnostics::Kind;
use serde::Serialize;

/// How the findings are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// The report, or the summary table of a run over several kernels.
    Text,
    /// One JSON array, one object per finding.
    Json,
    /// SARIF 2.1.0, as GitHub code scanning and other code-review tools read it.
    Sarif,
    /// GitHub Actions workflow commands: each finding an annotation on the pull request.
    Github,
}

/// One thing kpipe has to say about a kernel: a refusal, a note, or a rewrite it would make.
#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    pub file: String,
    pub kernel: Option<String>,
    pub code: String,
    /// `error`, `warning` or `note`.
    pub severity: &'static str,
    pub message: String,
    pub help: Option<String>,
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The source changes that resolve it (`diagnostics::FixIt`, as the report's JSON has them).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fixes: Vec<serde_json::Value>,
}

/// A fix of the report's JSON as a SARIF fix: one replacement in the finding's file.
fn sarif_fix(file: &str, fix: &serde_json::Value) -> serde_json::Value {
    serde_json::json!({
        "description": { "text": fix["message"] },
        "artifactChanges": [{
            "artifactLocation": { "uri": file.replace('\\', "/") },
            "replacements": [{
                "deletedRegion": {
                    "startLine": fix["line"],
                    "startColumn": fix["column"],
                    "endLine": fix["end_line"],
                    "endColumn": fix["end_column"],
                },
                "insertedContent": { "text": fix["replacement"] },
            }],
        }],
    })
}

/// The codes `--select` keeps and `--ignore` drops.
#[derive(Debug, Default, Clone)]
pub struct Filter {
    select: Vec<String>,
    ignore: Vec<String>,
}

impl Filter {
    /// From the flags' values (comma lists, repeatable); an unknown code is an error naming it.
    pub fn new(select: &[String], ignore: &[String]) -> Result<Filter, CliError> {
        let codes = |values: &[String]| -> Result<Vec<String>, CliError> {
            let mut out = Vec::new();
            for v in values.iter().flat_map(|v| v.split(',')) {
                let v = v.trim();
                if v.is_empty() {
                    continue;
                }
                let entry =
                    catalogue::lookup(v).ok_or_else(|| CliError::UnknownCode { code: v.into() })?;
                out.push(entry.kind.code().to_string());
            }
            Ok(out)
        };
        Ok(Filter {
            select: codes(select)?,
            ignore: codes(ignore)?,
        })
    }

    pub fn is_empty(&self) -> bool {
        self.select.is_empty() && self.ignore.is_empty()
    }

    /// Whether a finding with `code` is dropped.
    pub fn drops(&self, code: &str) -> bool {
        self.ignore.iter().any(|c| c == code)
            || (!self.select.is_empty() && !self.select.iter().any(|c| c == code))
    }
}

/// Whether the source suppresses a finding with `code` at `line` (1-based) of kernel `kernel`:
/// a `NOLINT(kpipe...)` or `// kpipe: ignore` comment on that line, `NOLINTNEXTLINE(kpipe...)` on
/// the line above, or either on the kernel's first line or the line above it (the whole kernel;
/// without its name, the `__global__` line at or above the finding's).
/// Without codes the comment suppresses every code; `NOLINT(kpipe-K023)` only K023.
pub fn suppressed(text: &str, line: Option<usize>, kernel: Option<&str>, code: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    let at = |n: usize| n.checked_sub(1).and_then(|i| lines.get(i)).copied();
    let mut on_line: Vec<String> = Vec::new();
    if let Some(l) = line {
        on_line.extend(at(l).map(str::to_string));
        if let Some(above) = l.checked_sub(1).and_then(at) {
            on_line.extend(next_line_comment(above));
        }
    }
    let kernel_at = match kernel {
        Some(k) => kernel_line(&lines, k),
        // A refusal before the kernel's name was read: the kernel the finding's line is in.
        None => line.and_then(|l| {
            (1..=l.min(lines.len()))
                .rev()
                .find(|n| lines[n - 1].contains("__global__"))
        }),
    };
    if let Some(k) = kernel_at {
        on_line.extend(at(k).map(str::to_string));
        on_line.extend(k.checked_sub(1).and_then(at).map(str::to_string));
    }
    on_line.iter().any(|l| suppresses(l, code))
}

/// The `NOLINTNEXTLINE(...)` comment of a line, read as a `NOLINT(...)` for the line below.
fn next_line_comment(line: &str) -> Option<String> {
    let from = line.find("NOLINTNEXTLINE(")? + "NOLINTNEXTLINE(".len();
    Some(format!("// NOLINT({}", &line[from..]))
}

/// Whether a line's comment suppresses `code`.
fn suppresses(line: &str, code: &str) -> bool {
    let Some(comment) = line.find("//").map(|i| &line[i..]) else {
        return false;
    };
    if let Some(rest) = comment.strip_prefix("//").map(str::trim_start) {
        if let Some(codes) = rest
            .strip_prefix("kpipe:")
            .map(str::trim_start)
            .and_then(|r| r.strip_prefix("ignore"))
        {
            let listed: Vec<&str> = codes
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|c| !c.is_empty())
                .collect();
            return listed.is_empty() || listed.iter().any(|c| same_code(c, code));
        }
    }
    // `NOLINTNEXTLINE(...)` above a kernel covers the kernel as `NOLINT(...)` on its line does.
    let unified = comment.replace("NOLINTNEXTLINE(", "NOLINT(");
    let mut rest = unified.as_str();
    while let Some(i) = rest.find("NOLINT(") {
        let inside = &rest[i + "NOLINT(".len()..];
        let inside = &inside[..inside.find(')').unwrap_or(inside.len())];
        for check in inside.split(',').map(str::trim) {
            match check.strip_prefix("kpipe") {
                Some("" | "-*") => return true,
                Some(c) if same_code(c.trim_start_matches('-'), code) => return true,
                _ => {}
            }
        }
        rest = &rest[i + 1..];
    }
    false
}

fn same_code(written: &str, code: &str) -> bool {
    catalogue::lookup(written).is_some_and(|e| e.kind.code() == code)
}

/// The line (1-based) where `__global__ ... kernel(` begins, for a kernel named `kernel` (or
/// `kernel<args>`).
fn kernel_line(lines: &[&str], kernel: &str) -> Option<usize> {
    let name = kernel.split('<').next().unwrap_or(kernel).trim();
    let is_name_at = |l: &str| {
        l.match_indices(name).any(|(i, _)| {
            let before = l[..i].chars().next_back();
            let after = l[i + name.len()..].trim_start().chars().next();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && after == Some('(')
        })
    };
    let mut global_at = None;
    for (i, l) in lines.iter().enumerate() {
        if l.contains("__global__") {
            global_at = Some(i);
        }
        if let Some(g) = global_at {
            if i - g <= 4 && is_name_at(l) {
                return Some(g + 1);
            }
        }
    }
    None
}

/// The name of the kernel whose `__global__` line is at or above `line` (1-based): the kernel a
/// refusal made before its name was read points into.
pub fn kernel_at(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let global = (1..=line.min(lines.len()))
        .rev()
        .find(|n| lines[n - 1].contains("__global__"))?;
    let mut head: String = lines[global - 1..(global + 4).min(lines.len())].join(" ");
    head = head[head.find("__global__")?..].to_string();
    // `__launch_bounds__(256)` comes before the name.
    while let Some(at) = head.find("__launch_bounds__") {
        let close = head[at..].find(')').map_or(head.len(), |c| at + c + 1);
        head.replace_range(at..close, "");
    }
    let open = head.find('(')?;
    let name = head[..open]
        .trim_end()
        .rsplit(|c: char| !(c.is_alphanumeric() || c == '_'))
        .next()?;
    (!name.is_empty()).then(|| name.to_string())
}

/// The findings as one JSON array.
pub fn json(findings: &[Finding]) -> String {
    serde_json::to_string_pretty(findings).expect("findings serialise")
}

/// The findings as GitHub Actions workflow commands (`::error file=..,line=..::message`).
pub fn github(findings: &[Finding]) -> String {
    let data = |s: &str| {
        s.replace('%', "%25")
            .replace('\r', "%0D")
            .replace('\n', "%0A")
    };
    let property = |s: &str| data(s).replace(':', "%3A").replace(',', "%2C");
    let mut out = String::new();
    for f in findings {
        let command = match f.severity {
            "error" => "error",
            "warning" => "warning",
            _ => "notice",
        };
        let mut props = vec![format!("file={}", property(&f.file))];
        if let Some(l) = f.line {
            props.push(format!("line={l}"));
        }
        if let Some(c) = f.column {
            props.push(format!("col={c}"));
        }
        props.push(format!("title={}", property(&format!("kpipe {}", f.code))));
        let mut message = f.message.clone();
        if let Some(h) = &f.help {
            message.push_str(&format!("\nhelp: {h}"));
        }
        out.push_str(&format!(
            "::{command} {}::{}\n",
            props.join(","),
            data(&message)
        ));
    }
    out
}

/// The findings as a SARIF 2.1.0 log: one run of kpipe, a rule per code it reports (with the
/// catalogue's text), a result per finding.
pub fn sarif(findings: &[Finding]) -> String {
    let mut codes: Vec<&str> = findings.iter().map(|f| f.code.as_str()).collect();
    codes.sort_unstable();
    codes.dedup();
    let rules: Vec<serde_json::Value> = codes
        .iter()
        .map(|code| {
            let entry = catalogue::lookup(code);
            serde_json::json!({
                "id": code,
                "name": entry.map_or(String::new(), |e| format!("{:?}", e.kind)),
                "shortDescription": { "text": entry.map_or(*code, |e| e.what) },
                "fullDescription": { "text": entry.map_or(*code, |e| e.why) },
                "help": { "text": entry.map_or(String::new(), |e| format!("{} (`kpipe explain {code}`)", e.fix)) },
                "defaultConfiguration": { "level": sarif_level(entry.map_or("error", |e| e.kind.severity())) },
            })
        })
        .collect();
    let results: Vec<serde_json::Value> = findings
        .iter()
        .map(|f| {
            let mut region = serde_json::json!({ "startLine": f.line.unwrap_or(1) });
            if let Some(c) = f.column {
                region["startColumn"] = c.into();
            }
            let mut text = f.message.clone();
            if let Some(h) = &f.help {
                text.push_str(&format!("\nhelp: {h}"));
            }
            let mut result = serde_json::json!({
                "ruleId": f.code,
                "ruleIndex": codes.iter().position(|c| *c == f.code).unwrap_or(0),
                "level": sarif_level(f.severity),
                "message": { "text": text },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": f.file.replace('\\', "/") },
                        "region": region,
                    }
                }],
            });
            if !f.fixes.is_empty() {
                result["fixes"] = f.fixes.iter().map(|x| sarif_fix(&f.file, x)).collect();
            }
            result
        })
        .collect();
    let log = serde_json::json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "kpipe",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://github.com/kpipe/kpipe",
                "rules": rules,
            }},
            "results": results,
        }],
    });
    serde_json::to_string_pretty(&log).expect("the log serialises")
}

fn sarif_level(severity: &str) -> &'static str {
    match severity {
        "error" => "error",
        "warning" => "warning",
        _ => "note",
    }
}

/// The severity a finding of `code` is reported with.
pub fn severity_of(code: &str) -> &'static str {
    catalogue::lookup(code).map_or("error", |e| e.kind.severity())
}

/// The code of a rewrite kpipe would make (`kpipe check`).
pub fn rewrite_available() -> &'static str {
    Kind::RewriteAvailable.code()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_suppress_their_codes_only() {
        let text = "// NOLINTNEXTLINE(kpipe-K023)\n__global__ void k(float *A) { // kpipe: ignore K014\n  x; // NOLINT(kpipe-K020, kpipe-K021)\n  y; // NOLINT(clang-analyzer-core)\n}\n";
        assert!(suppressed(text, Some(2), None, "K023"));
        assert!(suppressed(text, Some(3), None, "K021"));
        assert!(!suppressed(text, Some(3), None, "K022"));
        assert!(
            !suppressed(text, Some(4), None, "K026"),
            "another tool's NOLINT"
        );
        // The kernel's own line: its comment covers every line of the kernel, for its codes.
        assert!(suppressed(text, Some(4), Some("k"), "K014"));
        assert!(
            suppressed(text, Some(4), Some("k"), "K023"),
            "the line above the kernel"
        );
        assert!(!suppressed(text, Some(4), Some("k"), "K026"));
        assert!(suppressed(
            "// kpipe: ignore\n__global__ void k() {}\n",
            None,
            Some("k"),
            "K026"
        ));
        assert!(suppressed("x; // NOLINT(kpipe)\n", Some(1), None, "K026"));
    }

    #[test]
    fn the_kernel_a_line_is_in() {
        let text = "#define T 16\n__global__ void\n__launch_bounds__(256)\nsgemm_tiled(float *A) {\n  x;\n}\n";
        assert_eq!(kernel_at(text, 5).as_deref(), Some("sgemm_tiled"));
        assert_eq!(kernel_at(text, 1), None);
    }

    #[test]
    fn select_keeps_and_ignore_drops_and_unknown_codes_are_errors() {
        let f = Filter::new(&["K023,K014".into()], &["14".into()]).unwrap();
        assert!(!f.drops("K023"));
        assert!(f.drops("K014"), "ignore wins");
        assert!(f.drops("K026"), "not selected");
        assert!(Filter::new(&[], &["K999".into()])
            .unwrap_err()
            .to_string()
            .contains("K999"));
    }

    #[test]
    fn github_commands_escape_their_data() {
        let f = Finding {
            file: "src/a,b.cu".into(),
            kernel: None,
            code: "K023".into(),
            severity: "error",
            message: "100% of it\nsecond".into(),
            help: None,
            line: Some(3),
            column: Some(7),
            fixes: Vec::new(),
        };
        assert_eq!(
            github(&[f]),
            "::error file=src/a%2Cb.cu,line=3,col=7,title=kpipe K023::100%25 of it%0Asecond\n"
        );
    }

    #[test]
    fn a_fix_is_a_sarif_replacement_of_its_region() {
        let fix = serde_json::json!({
            "message": "move the copies", "replacement": "b();\na();\n",
            "line": 3, "column": 1, "end_line": 5, "end_column": 1,
        });
        let f = Finding {
            file: "src\\k.cu".into(),
            kernel: None,
            code: "K100".into(),
            severity: "warning",
            message: "m".into(),
            help: None,
            line: Some(3),
            column: Some(1),
            fixes: vec![fix],
        };
        let log: serde_json::Value = serde_json::from_str(&sarif(&[f])).unwrap();
        let change = &log["runs"][0]["results"][0]["fixes"][0]["artifactChanges"][0];
        assert_eq!(change["artifactLocation"]["uri"], "src/k.cu");
        let replacement = &change["replacements"][0];
        assert_eq!(replacement["deletedRegion"]["endLine"], 5);
        assert_eq!(replacement["insertedContent"]["text"], "b();\na();\n");
    }
}
