//! The one error type of kpipe: every way kpipe declines, each with a code, a location, a message and a
//! hint, rendered rustc-style with a caret under the offending span.
//!
//! Refusals are values: the recogniser and the planner return them, `run` renders them and maps them to
//! an exit code. Nothing is written when a refusal is returned.

use serde::Serialize;
use std::fmt::Write as _;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// Exit codes, stable for scripts.
pub mod exit {
    /// The rewrite (or analysis) succeeded.
    pub const OK: i32 = 0;
    /// `kpipe check`: a kernel kpipe would rewrite (K100).
    pub const REWRITE_AVAILABLE: i32 = 1;
    /// A usage error or an I/O error (missing file, bad flag value).
    pub const USAGE: i32 = 2;
    /// The input could not be parsed or understood (parse error, no K-loop, unknown tile size).
    pub const INPUT: i32 = 3;
    /// The K-loop was understood and deliberately not rewritten, because it is unsafe or already pipelined.
    pub const REFUSED: i32 = 4;
    /// The rewritten kernel does not compile (a kpipe bug; the file is kept for inspection).
    pub const COMPILE_FAILED: i32 = 5;
    /// The GPU check failed or could not run: the rewrite computes different numbers, the sanitizer
    /// found hazards, a launch failed, or --require-gpu without a GPU.
    pub const GPU_CHECK_FAILED: i32 = 6;
    /// kpipe caught itself in a bug (an internal check failed, or a panic): nothing was written and
    /// the input is untouched. Please report the file.
    pub const INTERNAL: i32 = 7;
    /// The rewrite was written (or printed), but a GPU is here and kpipe did not run it there: the
    /// launch is unknown (no directive, none inferred). It rests on nvcc and the SASS alone.
    pub const NOT_RUN_ON_GPU: i32 = 8;
    /// The rewrite was written (or printed), but it is not a drop-in replacement: its launch must
    /// pass dynamic shared memory (and raise the limit above 48 KB), and kpipe found no host call in
    /// the file to edit. The report's first lines and the loop's comment give the lines to add.
    pub const LAUNCH_MUST_CHANGE: i32 = 9;
}

/// Why kpipe declines. Each variant documents when it is raised; its message and help say the same to
/// the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// The file could not be read or written, or the flags ask for something impossible.
    Io,
    /// The input is not UTF-8 text: the message gives the byte offset, line and column of the first
    /// bad byte. Exit 3: the file was read, but its content is not source kpipe can understand.
    NotUtf8,
    /// The kernel being rewritten has a tree-sitter ERROR or MISSING node.
    ParseError,
    /// No `__global__` function has a loop with `__syncthreads()` and shared-memory tiles.
    NoKLoop,
    /// Several kernels have a K-loop and `--kernel` was not given.
    SeveralCandidates,
    /// `--kernel NAME` names no kernel with a K-loop.
    KernelNotFound,
    /// A kernel has more than one loop that looks like a K-loop.
    SeveralLoops,
    /// The file states a block size CUDA cannot launch: more than 1024 threads per block (or fewer
    /// than 1) from `__launch_bounds__`, a thread-count constant, or the `// kpipe:` directive's
    /// `block=`. (The same from a `--define` is a usage error.)
    InvalidThreadCount,
    /// The kernel is nested deeper than kpipe analyses (`parse::MAX_DEPTH` syntax-tree levels: blocks,
    /// parentheses, operands of a long sum). Deep code elsewhere in the file (host code, another kernel)
    /// does not stop kpipe from rewriting the kernel it works on.
    NestedTooDeep,
    /// A `__syncthreads()` sits under a branch or a nested loop inside the K-loop.
    BarrierUnderBranch,
    /// `break`, `continue`, `return` or `goto` leaves the K-loop body.
    ControlFlowInLoop,
    /// The compute phase writes a shared tile (or calls something that might).
    ComputeWritesTile,
    /// The loop already overlaps loads with compute (cp.async, `__pipeline_*`, stage-indexed tiles,
    /// register prefetch).
    AlreadyPipelined,
    /// The loop uses asynchronous copies but waits for them at once: async, not overlapped.
    AsyncNotOverlapped,
    /// The per-thread number of loads is not a compile-time constant (needed for the register variant).
    NonConstantLoadCount,
    /// A tile store cannot be turned into aligned 4, 8 or 16-byte `cp.async` copies.
    CpAsyncImpossible,
    /// A size kpipe needs is not visible in the file.
    UnknownTileSize,
    /// The loop body has a shape kpipe does not rewrite yet (sync-first body, several sub-phases,
    /// loads through a device helper, extern shared memory, ...).
    UnsupportedPattern,
    /// The requested variant does not exist on the target architecture or does not fit.
    VariantUnavailable,
    /// A template kernel's rewrite is not right for every instantiation the project uses: one of
    /// them refuses it, or the rewritten text would differ between instantiations.
    InstanceDependent,
    /// The symbolic executor did not prove the rewrite equal to the original: a run of both left
    /// different values behind (the first difference is the message), the rewrite races or reads
    /// memory the original does not, or the executor could not follow one of them (it names what).
    NotProven,
    /// nvcc rejected the rewritten kernel.
    CompileFailed,
    /// nvcc rejects the original file too: nothing can be checked.
    OriginalDoesNotCompile,
    /// On the GPU, the rewritten kernel's output is not bit-identical to the original's.
    GpuMismatch,
    /// compute-sanitizer (racecheck, synccheck) reports hazards in the rewritten kernel.
    SanitizerHazards,
    /// A GPU is there (or `--require-gpu` asks for one) but the GPU checks could not run: an invalid
    /// `// kpipe:` directive, a launch error, no GPU.
    GpuChecksNotRun,
    /// kpipe caught a bug of its own: an internal check on the rewrite failed (it would change bytes
    /// outside the spans a rewrite may change, or the output does not parse), or kpipe panicked.
    Internal,
    /// Not a refusal: `kpipe check` found a kernel it would rewrite (a warning, exit 1).
    RewriteAvailable,
}

impl Kind {
    /// Every kind, in the order of their codes (the catalogue has an entry for each).
    pub const ALL: [Kind; 28] = [
        Kind::Io,
        Kind::ParseError,
        Kind::NoKLoop,
        Kind::SeveralCandidates,
        Kind::KernelNotFound,
        Kind::SeveralLoops,
        Kind::NotUtf8,
        Kind::InvalidThreadCount,
        Kind::NestedTooDeep,
        Kind::BarrierUnderBranch,
        Kind::ControlFlowInLoop,
        Kind::ComputeWritesTile,
        Kind::AlreadyPipelined,
        Kind::AsyncNotOverlapped,
        Kind::NonConstantLoadCount,
        Kind::CpAsyncImpossible,
        Kind::UnknownTileSize,
        Kind::UnsupportedPattern,
        Kind::VariantUnavailable,
        Kind::InstanceDependent,
        Kind::NotProven,
        Kind::CompileFailed,
        Kind::OriginalDoesNotCompile,
        Kind::GpuMismatch,
        Kind::SanitizerHazards,
        Kind::GpuChecksNotRun,
        Kind::Internal,
        Kind::RewriteAvailable,
    ];

    /// Stable code shown as `error[K..]` (or `note[K..]`, `severity`).
    pub fn code(self) -> &'static str {
        match self {
            Kind::Io => "K000",
            Kind::ParseError => "K001",
            Kind::NoKLoop => "K002",
            Kind::SeveralCandidates => "K003",
            Kind::KernelNotFound => "K004",
            Kind::SeveralLoops => "K005",
            Kind::NotUtf8 => "K006",
            Kind::InvalidThreadCount => "K007",
            Kind::NestedTooDeep => "K008",
            Kind::BarrierUnderBranch => "K010",
            Kind::ControlFlowInLoop => "K011",
            Kind::ComputeWritesTile => "K012",
            Kind::AlreadyPipelined => "K013",
            Kind::AsyncNotOverlapped => "K014",
            Kind::NonConstantLoadCount => "K020",
            Kind::CpAsyncImpossible => "K021",
            Kind::UnknownTileSize => "K022",
            Kind::UnsupportedPattern => "K023",
            Kind::VariantUnavailable => "K024",
            Kind::InstanceDependent => "K025",
            Kind::NotProven => "K026",
            Kind::CompileFailed => "K030",
            Kind::OriginalDoesNotCompile => "K031",
            Kind::GpuMismatch => "K040",
            Kind::SanitizerHazards => "K041",
            Kind::GpuChecksNotRun => "K042",
            Kind::Internal => "K050",
            Kind::RewriteAvailable => "K100",
        }
    }

    /// How the diagnostic is headed: `note` where there is nothing to do (the loop is already
    /// pipelined, by hand or by kpipe: a run on kpipe's own output is a no-op), else `error`.
    pub fn severity(self) -> &'static str {
        match self {
            Kind::AlreadyPipelined => "note",
            Kind::RewriteAvailable => "warning",
            _ => "error",
        }
    }

    /// The exit code for this kind of refusal.
    pub fn exit_code(self) -> i32 {
        match self {
            Kind::AlreadyPipelined => exit::OK,
            Kind::RewriteAvailable => exit::REWRITE_AVAILABLE,
            Kind::Io => exit::USAGE,
            Kind::ParseError
            | Kind::NotUtf8
            | Kind::NoKLoop
            | Kind::SeveralCandidates
            | Kind::KernelNotFound
            | Kind::InvalidThreadCount
            | Kind::NestedTooDeep
            | Kind::UnknownTileSize => exit::INPUT,
            Kind::CompileFailed => exit::COMPILE_FAILED,
            Kind::OriginalDoesNotCompile => exit::INPUT,
            Kind::GpuMismatch | Kind::SanitizerHazards | Kind::GpuChecksNotRun => {
                exit::GPU_CHECK_FAILED
            }
            Kind::Internal => exit::INTERNAL,
            _ => exit::REFUSED,
        }
    }
}

/// The most characters of a source line a diagnostic shows.
const SHOWN: usize = 100;

/// A located refusal: what was found, where, and what the user can do.
#[derive(Debug, Clone, Serialize)]
pub struct Diagnostic {
    pub kind: Kind,
    pub message: String,
    pub help: String,
    /// Byte range in the original file, if the problem has a location.
    #[serde(skip)]
    pub span: Option<Range<usize>>,
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    /// Extra notes (e.g. other candidates).
    pub notes: Vec<String>,
    /// Source changes that resolve the finding (`kpipe apply` makes a proven one its rewrite).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fixes: Vec<FixIt>,
    /// A refusal that lowering the source resolves (`recognize::inline`), and which lowering: the
    /// decision is made on this value, never on the message's text.
    #[serde(skip)]
    pub lowering: Option<Lowering>,
}

/// A lowering of the source that makes a refused form one kpipe reads: recognition names it on its
/// refusal, `recognize::inline::inline_next` makes it, and recognition runs again on the result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lowering {
    /// The load-phase call the refusal points at is a helper of the file: inline its body.
    InlineCall,
    /// The load phase writes this variable, declared before the loop, that the compute (or the
    /// code after the loop) uses too: the loads get their own copy of it, declared in the loop.
    SplitRegister(String),
}

/// A source change that resolves a finding: one replacement in the user's file, what it does, and
/// the proof kpipe ran of it (a fix is applied only where it is proven equal to the original).
#[derive(Debug, Clone, Serialize)]
pub struct FixIt {
    pub message: String,
    /// The bytes replaced, in the file the finding was made in.
    #[serde(skip)]
    pub span: Range<usize>,
    /// What `span` holds in that file: a fix is applied only to a file that still holds it.
    #[serde(skip)]
    pub expected: String,
    pub replacement: String,
    /// 1-based, filled in by `locate`; the end is exclusive, as SARIF's regions are.
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    /// The proof's summary, once kpipe proved the fix equal to the original.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proof: Option<String>,
    /// kpipe makes the fix only where a GPU times it faster than the original (its compile alone
    /// is no evidence that it pays).
    pub needs_timing: bool,
}

impl FixIt {
    /// A fix replacing `span` of `text` by `replacement`.
    pub fn new(
        message: impl Into<String>,
        text: &str,
        span: Range<usize>,
        replacement: String,
    ) -> FixIt {
        FixIt {
            message: message.into(),
            expected: text[span.clone()].to_string(),
            span,
            replacement,
            line: 0,
            column: 0,
            end_line: 0,
            end_column: 0,
            proof: None,
            needs_timing: false,
        }
    }

    /// The fix, made only where a GPU times it faster than the original.
    pub fn timed_only(self) -> FixIt {
        FixIt {
            needs_timing: true,
            ..self
        }
    }

    /// The fix with its line and column filled in from `text`.
    pub fn located(mut self, text: &str) -> FixIt {
        if self.span.end <= text.len() {
            (self.line, self.column) = line_col(text, self.span.start);
            (self.end_line, self.end_column) = line_col(text, self.span.end);
        }
        self
    }

    /// `text` with the fix applied, or None when `text` no longer holds what the fix replaces.
    pub fn applied_to(&self, text: &str) -> Option<String> {
        (text.get(self.span.clone()) == Some(self.expected.as_str())).then(|| {
            let mut out = String::with_capacity(text.len() + self.replacement.len());
            out.push_str(&text[..self.span.start]);
            out.push_str(&self.replacement);
            out.push_str(&text[self.span.end..]);
            out
        })
    }
}

pub type Result<T> = std::result::Result<T, Box<Diagnostic>>;

impl Diagnostic {
    pub fn new(kind: Kind, message: impl Into<String>, help: impl Into<String>) -> Box<Self> {
        Box::new(Diagnostic {
            kind,
            message: message.into(),
            help: help.into(),
            span: None,
            file: PathBuf::new(),
            line: 0,
            column: 0,
            notes: Vec::new(),
            fixes: Vec::new(),
            lowering: None,
        })
    }

    /// The lowering that resolves this refusal.
    pub fn lowered_by(mut self: Box<Self>, lowering: Lowering) -> Box<Self> {
        self.lowering = Some(lowering);
        self
    }

    pub fn at(mut self: Box<Self>, span: Range<usize>) -> Box<Self> {
        self.span = Some(span);
        self
    }

    pub fn note(mut self: Box<Self>, note: impl Into<String>) -> Box<Self> {
        self.notes.push(note.into());
        self
    }

    /// A note when there is one.
    pub fn note_if(self: Box<Self>, note: Option<String>) -> Box<Self> {
        match note {
            Some(n) => self.note(n),
            None => self,
        }
    }

    /// The finding with a fix that resolves it.
    pub fn with_fix(mut self: Box<Self>, fix: FixIt) -> Box<Self> {
        self.fixes.push(fix);
        self
    }

    /// Fills in file, line and column from the span (and the fixes'); called once the source text
    /// is known.
    pub fn locate(mut self: Box<Self>, file: &Path, text: &str) -> Box<Self> {
        self.file = file.to_path_buf();
        if let Some(span) = &self.span {
            let (line, column) = line_col(text, span.start);
            self.line = line;
            self.column = column;
        }
        self.fixes = std::mem::take(&mut self.fixes)
            .into_iter()
            .map(|f| f.located(text))
            .collect();
        self
    }

    /// Renders the diagnostic like rustc: header, location, the source line with carets, notes and help.
    pub fn render(&self, text: Option<&str>) -> String {
        self.render_styled(text, false)
    }

    /// `render`, coloured as rustc colours it on a terminal when `colour` is set: the header in
    /// bold red, the gutter and the location arrow in bold blue, the carets in bold red.
    pub fn render_styled(&self, text: Option<&str>, colour: bool) -> String {
        let paint = |code: &str, s: &str| {
            if colour {
                format!("\x1b[{code}m{s}\x1b[0m")
            } else {
                s.to_string()
            }
        };
        let (red, blue, bold) = ("1;31", "1;34", "1");
        // rustc's colours: an error's header red, a note's green.
        let head = if self.kind.severity() == "note" {
            "1;32"
        } else {
            red
        };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}{}",
            paint(
                head,
                &format!("{}[{}]", self.kind.severity(), self.kind.code())
            ),
            paint(bold, &format!(": {}", self.message))
        );
        match (&self.span, text) {
            (Some(span), Some(text)) => {
                let (line, column) = line_col(text, span.start);
                let line_text = text.lines().nth(line - 1).unwrap_or("");
                let gutter = " ".repeat(line.to_string().len());
                let bar = paint(blue, "|");
                let _ = writeln!(
                    out,
                    "{gutter}{} {}:{line}:{column}",
                    paint(blue, "-->"),
                    self.file.display()
                );
                let _ = writeln!(out, "{gutter} {bar}");
                // A long line (generated code, a 20,000-term sum) is shown as a window around the
                // column, so the diagnostic stays a few lines long.
                let chars: Vec<char> = line_text.chars().collect();
                let at = (column - 1).min(chars.len());
                let (from, to) = if chars.len() <= SHOWN {
                    (0, chars.len())
                } else {
                    let from = at.saturating_sub(SHOWN / 2).min(chars.len() - SHOWN);
                    (from, from + SHOWN)
                };
                let (open, close) = (
                    if from > 0 { "..." } else { "" },
                    if to < chars.len() { "..." } else { "" },
                );
                let shown: String = chars[from..to].iter().collect();
                let _ = writeln!(
                    out,
                    "{} {bar} {open}{}{close}",
                    paint(blue, &line.to_string()),
                    shown.replace('\t', "    ")
                );
                let prefix: String = " ".repeat(open.len())
                    + &chars[from..at]
                        .iter()
                        .map(|c| if *c == '\t' { "    " } else { " " })
                        .collect::<String>();
                let on_line = to.saturating_sub(at).max(1);
                let width = span.end.saturating_sub(span.start).clamp(1, on_line);
                let _ = writeln!(
                    out,
                    "{gutter} {bar} {prefix}{}",
                    paint(red, &"^".repeat(width))
                );
                let _ = writeln!(out, "{gutter} {bar}");
            }
            _ if !self.file.as_os_str().is_empty() && self.line > 0 => {
                let _ = writeln!(
                    out,
                    " {} {}:{}:{}",
                    paint(blue, "-->"),
                    self.file.display(),
                    self.line,
                    self.column
                );
            }
            _ if !self.file.as_os_str().is_empty() => {
                let _ = writeln!(out, " {} {}", paint(blue, "-->"), self.file.display());
            }
            _ => {}
        }
        out.push_str(&self.footer(&|s| paint(bold, s)));
        out
    }

    /// The notes, the help and the fixes, one `= note:` line each.
    fn footer(&self, bold: &dyn Fn(&str) -> String) -> String {
        let mut out = String::new();
        for note in &self.notes {
            let _ = writeln!(out, "  {} {note}", bold("= note:"));
        }
        if !self.help.is_empty() {
            let _ = writeln!(out, "  {} {}", bold("= help:"), self.help);
        }
        for fix in &self.fixes {
            let proven = fix
                .proof
                .as_ref()
                .map_or(String::new(), |p| format!(" (proof: {p})"));
            let _ = writeln!(out, "  {} {}{proven}", bold("= fix:"), fix.message);
        }
        out
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}[{}]: {}",
            self.kind.severity(),
            self.kind.code(),
            self.message
        )
    }
}

impl std::error::Error for Diagnostic {}

/// 1-based line and column (in characters) of a byte offset (inside a character: that character).
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = text[line_start..offset].chars().count() + 1;
    (line, column)
}
