//! Dynamic shared memory: the `extern __shared__` buffer a K-loop's tiles live in.
//!
//! The second stage of such tiles is the loop's whole view of the buffer moved by one offset, the
//! **stage stride**: every name of the buffer the loop uses (`shmem`, `As`, `Bs`, an alias) is
//! addressed `name + stage * (stride / unit)` in the rewritten loop. The loop's view V is what
//! every thread of the block addresses in one iteration, where kpipe can run them
//! (`recognize::buffer_cover`, `KLoop::dynamic_view`); else the original's dynamic size M (the
//! loop cannot address past it: it would be out of bounds already). The stride is V rounded up to
//! the alignment, which keeps the stages apart whatever the carve-up, and the launch must pass
//! max(stride + V, M) bytes: uses of the buffer outside the loop (a C staging tile in the
//! epilogue) keep their addresses inside the first M bytes, and where they made M larger than
//! two stages of the tiles the launch stays as it is. The proof of the rewrite (issue 22) runs
//! the stages: a stride that let them overlap is a race it reports.
//!
//! M comes from, in this order: the directive's `smem=BYTES` (an expression of the file's
//! constants), `--define KPIPE_DYNAMIC_SMEM=BYTES`, or the launches of the kernel in the file
//! (`kernel<<<grid, block, BYTES>>>`, `cudaFuncSetAttribute(kernel, ..MaxDynamicSharedMemorySize,
//! BYTES)`), evaluated with the file's constants. Without it kpipe refuses (K022): a wrong stride
//! would overlap the stages.

use super::error::AnalysisError;
use crate::diagnostics::{line_col, Diagnostic, Kind, Result};
use crate::recognize::kernel::SharedArray;
use crate::source::consts::{type_size, Symbols};
use crate::source::parse::{descendants, named_children};
use serde::Serialize;
use tree_sitter::Node;

/// The `--define` that states the original's dynamic shared memory.
pub const DEFINE: &str = "KPIPE_DYNAMIC_SMEM";
/// Every stage offset is a multiple of this many bytes (and of every tile's unit), so each access
/// keeps the alignment it had in the first stage (16-byte vectors, wmma's 32 bytes, 128 for TMA-like
/// layouts).
pub const STAGE_ALIGN: u64 = 128;
/// Above this a launch must raise `cudaFuncAttributeMaxDynamicSharedMemorySize`.
pub const DEFAULT_DYNAMIC_LIMIT: u64 = 48 * 1024;

#[derive(Debug, Clone, Serialize)]
pub struct DynamicSmem {
    /// The buffer's name (`smem`, `shmem`).
    pub buffer: String,
    /// The original launch's dynamic shared memory, bytes.
    pub original: u64,
    /// The expression it was evaluated from, as written.
    pub original_expr: String,
    /// Where it came from (for the report).
    pub source: String,
    /// The second stage's offset, bytes.
    pub stride: u64,
    /// The bytes of the buffer the loop addresses: what every thread's run showed, else `original`.
    pub view: u64,
    /// `stride + original`: what the rewritten kernel's launch must pass, when two stages are built.
    pub doubled: u64,
    /// Per dynamic tile of the loop: (name, the stage offset in the tile's own units, the unit in bytes).
    pub offsets: Vec<(String, u64, u64)>,
    /// The buffer is also used after the K-loop (a staging tile): those uses keep their addresses.
    pub reused_after_loop: bool,
    /// The buffer is a static `__shared__` array carved into pointers: its stages go into its
    /// declaration, and the launch passes no dynamic shared memory (None for `extern __shared__`).
    pub declared: Option<DeclaredSize>,
}

/// The size of a static buffer as its declaration gives it, and what the rewrite writes there.
#[derive(Debug, Clone, Serialize)]
pub struct DeclaredSize {
    /// The bytes of one element of the buffer.
    pub elem_bytes: u64,
    /// The dimension's span in the file (between the brackets).
    #[serde(skip)]
    pub span: std::ops::Range<usize>,
}

impl DeclaredSize {
    /// The dimension that holds `bytes`: `2 * (24 * 1024)` when that is exactly `stages` copies of
    /// the original (`expr`, `original` bytes), else the element count.
    pub fn dimension(&self, expr: &str, original: u64, bytes: u64, stages: u32) -> String {
        let elems = bytes.div_ceil(self.elem_bytes.max(1));
        if bytes == original.saturating_mul(u64::from(stages)) {
            format!("{stages} * ({})", expr.trim())
        } else {
            elems.to_string()
        }
    }
}

impl DynamicSmem {
    /// The sentence the emitted file and the report carry.
    pub fn launch_line(&self, bytes: u64) -> String {
        if self.declared.is_some() {
            return format!(
                "its declaration now holds {bytes} bytes (was {}: {}), and the launch is as before",
                self.original, self.original_expr
            );
        }
        let mut s = format!(
            "launch with {bytes} bytes of dynamic shared memory (was {}: {})",
            self.original, self.original_expr
        );
        if bytes > DEFAULT_DYNAMIC_LIMIT {
            s.push_str(&format!(
                "; above 48 KB the launch needs cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes})"
            ));
        }
        s
    }

    /// What the rewritten kernel's launch must pass with `stages` stages: stage s is the loop's view
    /// moved by s strides, so the view plus `stages - 1` strides, and the original's size at least
    /// (`doubled` for two).
    pub fn staged(&self, stages: u32) -> u64 {
        self.stride
            .saturating_mul(u64::from(stages.saturating_sub(1)))
            .saturating_add(self.view)
            .max(self.original)
    }

    /// How `staged(stages)` adds up, in words: `4096 + 4096 = 8192 bytes` (the whole buffer moved), or
    /// `4096 + 4096 bytes of the loop's view, inside the 16640 the launch passes`.
    pub fn staged_sum(&self, stages: u32) -> String {
        let moved = match stages {
            2 => format!("{}", self.stride),
            n => format!("{} x {}", n - 1, self.stride),
        };
        let total = self.staged(stages);
        if self.view == self.original {
            return format!("{moved} + {} = {total} bytes", self.view);
        }
        match total == self.original {
            true => format!(
                "{moved} + {} bytes of the loop's view (every thread's addresses run), inside the {} the launch passes",
                self.view, self.original
            ),
            false => format!(
                "{moved} + {} = {total} bytes (the loop's view: every thread's addresses run)",
                self.view
            ),
        }
    }

    /// The stage offset of a dynamic tile, in its own units.
    pub fn offset_of(&self, name: &str) -> Option<u64> {
        self.offsets
            .iter()
            .find(|(n, _, _)| n == name)
            .map(|(_, o, _)| *o)
    }
}

/// The one `extern __shared__` buffer the rewrite moves static tiles into when their stages pass the
/// 48 KB static limit (or with `--dynamic-smem`).
pub const MOVED_BUFFER: &str = "kp_smem";

/// A static tile of the K-loop that the rewrite moves into `kp_smem`: its declaration becomes a typed
/// view, `T (&As)[STAGES][D1][D2] = *reinterpret_cast<T (*)[STAGES][D1][D2]>(kp_smem + OFFSET);`,
/// so every use keeps its indexing.
#[derive(Debug, Clone, Serialize)]
pub struct MovedTile {
    pub name: String,
    /// The element type as written.
    pub elem_type: String,
    /// The dimensions as written, outermost first.
    pub dims: Vec<String>,
    /// The alignment the declaration asked for (`__align__`) or the element's size.
    pub align: u64,
    /// Where the tile's first stage starts in `kp_smem`, bytes: a multiple of max(128, align).
    pub offset: u64,
    /// The offset as the view writes it: `offset`, or where the sizes before it differ between
    /// instantiations, its expression (`(sizeof(float[2][BM][8]) + 127) / 128 * 128`).
    #[serde(skip)]
    pub offset_expr: String,
    /// One stage, bytes.
    pub stage_bytes: u64,
    /// The whole declaration statement (one per tile, or shared by tiles declared together).
    #[serde(skip)]
    pub decl: std::ops::Range<usize>,
    pub declared_in_loop: bool,
}

/// The static tiles moved to dynamic shared memory, and the dynamic bytes the rewritten kernel's
/// launch passes.
#[derive(Debug, Clone, Serialize)]
pub struct MovedSmem {
    pub buffer: &'static str,
    pub stages: u32,
    /// The dynamic bytes before the moved tiles: the kernel's own `extern __shared__` use (all
    /// `extern __shared__` arrays alias one address), rounded up to 128; 0 without one.
    pub base: u64,
    pub tiles: Vec<MovedTile>,
    /// What the rewritten kernel's launch passes: the existing dynamic use and the moved tiles.
    pub bytes: u64,
    /// What the original's launch passes (0 without an `extern __shared__` buffer).
    pub original: u64,
    /// The sizes differ between instantiations: the emitted code gives none of the numbers.
    pub per_instance: bool,
    /// `bytes` as an expression of the template's parameters, when the sizes differ between
    /// instantiations (`(0 + sizeof(T[2][BM][BK]) + 127) / 128 * 128 + sizeof(T[2][BK][BN])`).
    pub bytes_expr: Option<String>,
}

/// The dynamic bytes the rewritten kernel's launch must pass, and what kpipe did about it.
#[derive(Debug, Clone, Serialize)]
pub struct LaunchChange {
    /// The original's dynamic shared memory, bytes.
    pub original: u64,
    /// The rewrite's, bytes.
    pub bytes: u64,
    /// The launch must change (the two differ).
    pub required: bool,
    /// kpipe edited the kernel's host calls in this file.
    pub edited: bool,
    /// The lines of the file kpipe edited (the launches).
    pub edited_lines: Vec<usize>,
    /// When not edited: the exact lines the caller must add or change.
    pub lines: Vec<String>,
    /// Why the host call was not edited (no call in the file, a call kpipe cannot edit).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why_not_edited: Option<String>,
    /// The `--host` files whose launches kpipe edited (the kernel's own file has none then).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hosts: Vec<HostEdited>,
}

/// A `--host` file whose launches of the kernel kpipe edited in the same run.
#[derive(Debug, Clone, Serialize)]
pub struct HostEdited {
    /// The `--host` path as given.
    pub file: String,
    /// Where the edited host file goes (the path itself with `--in-place`); None when nothing is
    /// written (`--dry-run`, `--patch`).
    pub output: Option<String>,
    /// The lines of the host file kpipe edited (the launches).
    pub edited_lines: Vec<usize>,
}

impl LaunchChange {
    /// The launch must change and kpipe did not change it: the output is not a drop-in replacement.
    pub fn pending(&self) -> bool {
        self.required && !self.edited
    }
}

/// The lines a caller adds for a launch with `bytes` of dynamic shared memory.
pub fn caller_lines(kernel: &str, bytes: u64) -> Vec<String> {
    let mut lines = Vec::new();
    if bytes > DEFAULT_DYNAMIC_LIMIT {
        lines.push(format!(
            "cudaFuncSetAttribute({kernel}, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes});"
        ));
    }
    lines.push(format!("{kernel}<<<grid, block, {bytes}>>>(...);"));
    lines
}

/// The bytes the moved tiles `m` take with the constants of another instantiation: the same layout
/// as `plan`, each tile's stage size evaluated anew.
pub fn moved_bytes(m: &MovedSmem, tiles: &[SharedArray], symbols: &Symbols) -> Option<u64> {
    let mut cursor = m.base;
    for t in &m.tiles {
        let tile = tiles.iter().find(|a| a.name == t.name)?;
        let stage_bytes = tile.bytes(symbols).ok()?;
        // A tile of a template type parameter has that instance's element: `T` bound to `float`
        // is 4 bytes, bound to the launcher's own `T` has no size yet.
        let written = tile.elem_type.trim();
        let stage_bytes = match type_size(written) {
            Some(_) => stage_bytes,
            None => stage_bytes / tile.elem_size()? * type_size(symbols.resolve_type(written))?,
        };
        let offset = round_up(cursor, t.align.max(STAGE_ALIGN));
        cursor = offset.checked_add(stage_bytes.checked_mul(u64::from(m.stages))?)?;
    }
    Some(cursor)
}

fn round_up(v: u64, to: u64) -> u64 {
    v.div_ceil(to).saturating_mul(to)
}

/// `__align__(N)` in a declaration's text: N.
fn declared_align(decl: &str, symbols: &Symbols) -> Option<u64> {
    let at = decl.find("__align__")?;
    let rest = decl[at + "__align__".len()..]
        .trim_start()
        .strip_prefix('(')?;
    let close = rest.find(')')?;
    symbols
        .eval(&rest[..close])
        .ok()
        .filter(|v| *v > 0)
        .map(|v| v as u64)
}

/// Plans the move of the K-loop's static tiles into `kp_smem` with `stages` stages, after the
/// kernel's existing dynamic use (`existing`, bytes, already staged). An error says why the tiles
/// cannot move (kpipe then keeps them static).
pub fn plan(
    text: &str,
    rec: &crate::recognize::Recognised,
    stages: u32,
    existing: u64,
    original: u64,
) -> std::result::Result<MovedSmem, AnalysisError> {
    let shared: Vec<&SharedArray> = rec
        .kernel
        .shared
        .iter()
        .chain(rec.loop_fn.iter().flat_map(|f| f.scope.shared.iter()))
        .collect();
    let base = round_up(existing, STAGE_ALIGN);
    let mut layout = Layout::new(text, rec, stages, base);
    let mut tiles = Vec::new();
    for tile in rec.kloop.tiles.iter().filter(|t| t.dynamic.is_none()) {
        check_movable(text, rec, &shared, tile)?;
        tiles.push(layout.place(tile)?);
    }
    if tiles.is_empty() {
        return Err(AnalysisError::NoStaticTiles);
    }
    Ok(MovedSmem {
        buffer: MOVED_BUFFER,
        stages,
        base,
        tiles,
        bytes: layout.cursor,
        original,
        per_instance: layout.per_instance,
        bytes_expr: layout.per_instance.then(|| layout.cursor_expr.clone()),
    })
}

/// Why the declaration of `tile` cannot become a typed view in `kp_smem`, if it cannot: it declares
/// another variable too (the statement is replaced whole), or a qualifier the view would drop.
/// `shared` is every static `__shared__` array of the kernel and of the loop's function.
fn check_movable(
    text: &str,
    rec: &crate::recognize::Recognised,
    shared: &[&SharedArray],
    tile: &SharedArray,
) -> std::result::Result<(), AnalysisError> {
    let kloop = &rec.kloop;
    // Every array declared by the statement must be a tile of the loop: the statement is
    // replaced whole.
    let others = shared
        .iter()
        .filter(|a| a.decl == tile.decl)
        .filter(|a| {
            !kloop
                .tiles
                .iter()
                .any(|t| t.name == a.name && t.dynamic.is_none())
        })
        .count();
    if others > 0 || (!tile.sole_declarator && !all_declarators_are_tiles(text, rec, tile)) {
        return Err(AnalysisError::DeclaredWithOther {
            tile: tile.name.clone(),
            line: line_col(text, tile.decl.start).0,
        });
    }
    let decl = &text[tile.decl.clone()];
    for word in ["volatile", "static", "constexpr", "const "] {
        if decl.contains(word) {
            return Err(AnalysisError::Qualified {
                tile: tile.name.clone(),
                line: line_col(text, tile.decl.start).0,
                qualifier: word.trim(),
            });
        }
    }
    Ok(())
}

/// The layout of `kp_smem` as the moved tiles are placed one after another, each at a multiple of
/// max(128, its alignment).
struct Layout<'a> {
    text: &'a str,
    /// The loop's constants (the kernel's, or those of the `__device__` function it is in).
    symbols: &'a Symbols,
    /// The constants every instantiation shares: a size that needs more differs between them.
    generic: Symbols,
    /// The kernel's template type parameters: a tile of one differs in size between instantiations.
    type_params: Vec<String>,
    stages: u32,
    loop_range: std::ops::Range<usize>,
    /// Where the next tile may start, bytes.
    cursor: u64,
    /// The same offset as an expression, once a size before it differs between instantiations.
    cursor_expr: String,
    /// A size placed so far differs between instantiations.
    per_instance: bool,
}

impl<'a> Layout<'a> {
    /// An empty layout starting at `base` bytes.
    fn new(
        text: &'a str,
        rec: &'a crate::recognize::Recognised,
        stages: u32,
        base: u64,
    ) -> Layout<'a> {
        let symbols = &rec.scope().symbols;
        Layout {
            text,
            symbols,
            generic: symbols.generic(),
            type_params: rec
                .kernel
                .template_params
                .iter()
                .filter(|(_, is_type)| *is_type)
                .map(|(name, _)| name.clone())
                .collect(),
            stages,
            loop_range: rec.kloop.node.byte_range(),
            cursor: base,
            cursor_expr: base.to_string(),
            per_instance: false,
        }
    }

    /// Places `tile` after the tiles placed so far: the moved tile, with its offset as a number and
    /// as the view writes it. An error when its size is unknown.
    fn place(&mut self, tile: &SharedArray) -> std::result::Result<MovedTile, AnalysisError> {
        let decl = &self.text[tile.decl.clone()];
        let stage_bytes =
            tile.bytes(self.symbols)
                .map_err(|name| AnalysisError::TileSizeUnknown {
                    tile: tile.name.clone(),
                    name,
                })?;
        let elem = tile.elem_size().unwrap_or(1);
        let align = declared_align(decl, self.symbols).unwrap_or(elem).max(elem);
        let offset = round_up(self.cursor, align.max(STAGE_ALIGN));
        self.cursor = offset.saturating_add(stage_bytes.saturating_mul(self.stages as u64));
        let offset_expr = if self.per_instance {
            let a = align.max(STAGE_ALIGN);
            format!("({} + {}) / {a} * {a}", self.cursor_expr, a - 1)
        } else {
            offset.to_string()
        };
        // A size the instantiations do not share: a dimension from a template argument, or an
        // element of a template type parameter (`T ashare[64][64]` is 16 KB of float, 8 KB of half).
        let generic_type = !self.type_params.iter().any(|p| *p == tile.elem_type.trim());
        if tile.bytes(&self.generic).is_err() || !generic_type {
            self.per_instance = true;
        }
        self.cursor_expr = if self.per_instance {
            let dims: String = tile.dims.iter().map(|d| format!("[{d}]")).collect();
            format!(
                "{offset_expr} + sizeof({}[{}]{dims})",
                tile.elem_type, self.stages
            )
        } else {
            self.cursor.to_string()
        };
        Ok(MovedTile {
            name: tile.name.clone(),
            elem_type: tile.elem_type.clone(),
            dims: tile.dims.clone(),
            align,
            offset,
            offset_expr,
            stage_bytes,
            decl: tile.decl.clone(),
            declared_in_loop: self.loop_range.contains(&tile.decl.start),
        })
    }
}

/// A declaration of several arrays (`__shared__ float As[..], Bs[..];`) whose every declarator is a
/// static tile of the loop.
fn all_declarators_are_tiles(
    text: &str,
    rec: &crate::recognize::Recognised,
    tile: &SharedArray,
) -> bool {
    let Some(node) = rec
        .kernel
        .node
        .descendant_for_byte_range(tile.decl.start, tile.decl.end)
    else {
        return false;
    };
    let mut node = node;
    while node.byte_range() != tile.decl {
        match node.parent() {
            Some(p) => node = p,
            None => return false,
        }
    }
    crate::source::parse::named_children(node)
        .into_iter()
        .filter(|c| {
            matches!(
                c.kind(),
                "array_declarator" | "init_declarator" | "identifier" | "pointer_declarator"
            )
        })
        .all(|c| {
            let name = crate::recognize::effects::declarator_name(c)
                .map(|n| &text[n.byte_range()])
                .unwrap_or("");
            c.kind() == "array_declarator"
                && rec
                    .kloop
                    .tiles
                    .iter()
                    .any(|t| t.name == name && t.dynamic.is_none())
        })
}

/// The dynamic size of a kernel's `extern __shared__` buffer that the K-loop does not use (its
/// launches in the file, the directive's `smem=`, `--define KPIPE_DYNAMIC_SMEM`): moved tiles go
/// after it. Ok(None) when the kernel has no `extern __shared__` buffer.
pub fn unused_extern_size(
    text: &str,
    kernel: &crate::recognize::kernel::Kernel,
    given: Option<&str>,
) -> std::result::Result<Option<(u64, String)>, AnalysisError> {
    if kernel.extern_shared.is_none() {
        return Ok(None);
    }
    let root = {
        let mut n = kernel.node;
        while let Some(p) = n.parent() {
            n = p;
        }
        n
    };
    match original_size(&File { text, root, given }, kernel) {
        Ok(Some((v, expr, _))) => Ok(Some((v, expr))),
        Ok(None) => Err(AnalysisError::UnknownExternSize {
            kernel: kernel.name.clone(),
        }),
        Err(e) => Err(AnalysisError::ExternSize(e)),
    }
}

/// Bytes of one unit of a dynamic tile's index: the element for `T s[]` and `T *p`, a row for
/// `T s[][W]`.
pub fn unit_bytes(
    tile: &SharedArray,
    symbols: &Symbols,
) -> std::result::Result<u64, AnalysisError> {
    let inner = tile.dynamic.as_deref().unwrap_or(&[]);
    let mut bytes = type_size(&tile.resolved_type).ok_or_else(|| AnalysisError::UnitType {
        ty: tile.resolved_type.clone(),
    })?;
    for d in inner {
        match symbols.eval(d) {
            Ok(v) if v > 0 => bytes = bytes.saturating_mul(v as u64),
            Ok(value) => {
                return Err(AnalysisError::UnitDimension {
                    dim: d.clone(),
                    value,
                })
            }
            Err(e) => return Err(AnalysisError::UnitUnresolved(e)),
        }
    }
    Ok(bytes)
}

/// The dynamic shared memory of a K-loop whose tiles include dynamic ones; None when none are.
pub fn analyse(
    text: &str,
    kernel: &crate::recognize::kernel::Kernel,
    tiles: &[SharedArray],
    loop_range: std::ops::Range<usize>,
    given: Option<&str>,
    view: Option<u64>,
) -> Result<Option<DynamicSmem>> {
    let dynamic: Vec<&SharedArray> = tiles.iter().filter(|t| t.dynamic.is_some()).collect();
    let Some(first) = dynamic.first() else {
        return Ok(None);
    };
    let symbols = &kernel.symbols;
    let mut units = Vec::new();
    let mut align = STAGE_ALIGN;
    for tile in &dynamic {
        let unit = unit_bytes(tile, symbols).map_err(|name| {
            Diagnostic::new(
                Kind::UnknownTileSize,
                format!("the unit of dynamic tile `{}` depends on `{name}`, which has no value in this file", tile.name),
                format!("give it on the command line: --define {name}=VALUE"),
            )
            .at(tile.name_span.clone())
        })?;
        if unit == 0 {
            return Err(Diagnostic::new(
                Kind::UnknownTileSize,
                format!("dynamic tile `{}` has units of 0 bytes", tile.name),
                "kpipe needs the element type's size",
            )
            .at(tile.name_span.clone()));
        }
        align = lcm(align, unit);
        units.push((tile.name.clone(), unit));
    }
    let buffer_array = kernel
        .extern_arrays
        .iter()
        .find(|a| Some(&a.decl) == kernel.buffer_decl());
    let buffer = buffer_array
        .or_else(|| kernel.extern_arrays.first())
        .map(|a| a.name.clone())
        .unwrap_or_else(|| first.name.clone());
    let root = {
        let mut n = kernel.node;
        while let Some(p) = n.parent() {
            n = p;
        }
        n
    };
    let file = File { text, root, given };
    let declared = declared_size(text, kernel, buffer_array)?;
    let from_declaration = declared.as_ref().map(|(_, sized)| sized.clone());
    let found = match from_declaration {
        Some(sized) => Some(sized),
        None => original_size(&file, kernel)?,
    };
    let (original, original_expr, from) = found.ok_or_else(|| {
        let decl = kernel.extern_shared.clone().unwrap_or(first.name_span.clone());
        Diagnostic::new(
            Kind::UnknownTileSize,
            format!(
                "the K-loop's tiles are in dynamic shared memory (`{buffer}`), and kpipe cannot tell how many bytes the launch of `{}` passes: it needs that size to place the second stage",
                kernel.name
            ),
            format!("state it: `smem=BYTES` in the `// kpipe:` directive (an expression of the file's constants), or --define {DEFINE}=BYTES"),
        )
        .at(decl)
    })?;
    // The loop's view: the bytes every thread's run addressed (`KLoop::dynamic_view`), else all
    // the original passes.
    let view = view.filter(|v| *v < original).unwrap_or(original);
    let stride = view.div_ceil(align).saturating_mul(align);
    let offsets = units
        .iter()
        .map(|(name, unit)| (name.clone(), stride / unit, *unit))
        .collect();
    let names: Vec<&str> = kernel.extern_names.iter().map(String::as_str).collect();
    let reused_after_loop = descendants(kernel.body).iter().any(|n| {
        n.kind() == "identifier"
            && n.start_byte() >= loop_range.end
            && names.contains(&&text[n.byte_range()])
    });
    Ok(Some(DynamicSmem {
        buffer,
        original,
        original_expr,
        source: from,
        stride,
        view,
        doubled: stride.saturating_add(view).max(original),
        offsets,
        reused_after_loop,
        declared: declared.map(|(d, _)| d),
    }))
}

/// The size of a static buffer carved into pointers, read from its declaration: what the rewrite
/// edits, and (bytes, the dimension as written, where). None for an `extern __shared__` buffer.
#[allow(clippy::type_complexity)]
fn declared_size(
    text: &str,
    kernel: &crate::recognize::kernel::Kernel,
    array: Option<&SharedArray>,
) -> Result<Option<(DeclaredSize, (u64, String, String))>> {
    let (Some(buffer), Some(array)) = (&kernel.static_buffer, array) else {
        return Ok(None);
    };
    let unknown = |why: String| {
        Diagnostic::new(
            Kind::UnknownTileSize,
            format!(
                "the K-loop's tiles are carved out of the `__shared__` buffer `{}`, whose size {why}",
                buffer.name
            ),
            "give the buffer's size with the file's constants, or --define NAME=VALUE for the constant it depends on",
        )
        .at(buffer.size_span.clone())
    };
    let elem_bytes = type_size(&array.resolved_type)
        .filter(|b| *b > 0)
        .ok_or_else(|| {
            unknown(format!(
                "kpipe cannot tell (sizeof({}))",
                array.resolved_type
            ))
        })?;
    let elems = match kernel.symbols.eval(&buffer.size_expr) {
        Ok(v) if v > 0 => v as u64,
        Ok(v) => return Err(unknown(format!("is {v} elements"))),
        Err(e) => return Err(unknown(format!("depends on `{}`, which has no value", e.0))),
    };
    let line = line_col(text, buffer.size_span.start).0;
    Ok(Some((
        DeclaredSize {
            elem_bytes,
            span: buffer.size_span.clone(),
        },
        (
            elems.saturating_mul(elem_bytes),
            format!("sizeof({}[{}])", array.elem_type, buffer.size_expr.trim()),
            format!("the declaration of `{}` (line {line})", buffer.name),
        ),
    )))
}

/// The dynamic shared memory the kernel's launch passes, bytes, as the analysis reads it (the
/// directive's `smem=`, `--launch`'s, the file's launch and the host code sizing it); None when
/// the kernel has no `extern __shared__` buffer or the size cannot be read.
pub fn launch_bytes(
    text: &str,
    kernel: &crate::recognize::kernel::Kernel,
    given: Option<&str>,
) -> Option<u64> {
    kernel.extern_shared.as_ref()?;
    let mut root = kernel.node;
    while let Some(p) = root.parent() {
        root = p;
    }
    let file = File { text, root, given };
    original_size(&file, kernel)
        .ok()
        .flatten()
        .map(|(bytes, _, _)| bytes)
}

/// The file's text and syntax tree.
struct File<'a, 't> {
    text: &'a str,
    root: Node<'t>,
    /// `--launch`'s fields as a directive line, for a file without a directive of its own.
    given: Option<&'a str>,
}

fn lcm(a: u64, b: u64) -> u64 {
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    (a / gcd(a, b)).saturating_mul(b)
}

/// The original's dynamic size: (bytes, expression, where it came from), or None when the file does
/// not say. Launches that disagree are refused.
fn original_size(
    source: &File,
    kernel: &crate::recognize::kernel::Kernel,
) -> Result<Option<(u64, String, String)>> {
    let symbols = &kernel.symbols;
    let text = source.text;
    let eval = |expr: &str| -> Option<u64> {
        symbols
            .eval(expr)
            .ok()
            .filter(|v| *v >= 0)
            .map(|v| v as u64)
    };
    if let Some((expr, line)) = directive_smem(text) {
        return match eval(&expr) {
            Some(v) => Ok(Some((v, expr, format!("the directive's smem= (line {line})")))),
            None => Err(Diagnostic::new(
                Kind::UnknownTileSize,
                format!("the directive's `smem={expr}` does not evaluate to a byte count with the file's constants"),
                "write it with numbers and the file's #define/constexpr constants (not M, N or K)",
            )
            .at(line_span(text, line))),
        };
    }
    if let Some((expr, _)) = source.given.and_then(directive_smem) {
        return match eval(&expr) {
            Some(v) => Ok(Some((v, expr, "--launch's smem=".to_string()))),
            None => Err(Diagnostic::new(
                Kind::UnknownTileSize,
                format!("--launch's `smem={expr}` does not evaluate to a byte count with the file's constants"),
                "write it with numbers and the file's #define/constexpr constants (not M, N or K)",
            )),
        };
    }
    if symbols
        .definition(DEFINE)
        .is_some_and(|d| d.origin == crate::source::consts::Origin::CommandLine)
    {
        if let Some(v) = eval(DEFINE) {
            return Ok(Some((
                v,
                format!("{DEFINE}={v}"),
                format!("--define {DEFINE}"),
            )));
        }
    }
    let mut found: Vec<(u64, String, usize)> = Vec::new();
    for (expr, at) in launch_sizes(source, &kernel.name) {
        let value = eval(&expr).or_else(|| {
            with_locals(source, symbols, &kernel.name)
                .eval(&expr)
                .ok()
                .filter(|v| *v >= 0)
                .map(|v| v as u64)
        });
        // The diagnostic's location names the launch: `text` may be the kernel with its helpers
        // inlined, whose line numbers are not the user's.
        let Some(value) = value else {
            return Err(Diagnostic::new(
                Kind::UnknownTileSize,
                format!("the launch of `{}` passes `{expr}` bytes of dynamic shared memory, which kpipe cannot evaluate", kernel.name),
                format!("state the size: `smem=BYTES` in the `// kpipe:` directive, or --define {DEFINE}=BYTES"),
            )
            .at(at..at + expr.len().max(1)));
        };
        if value == 0 {
            return Err(Diagnostic::new(
                Kind::UnknownTileSize,
                format!("the launch of `{}` passes no dynamic shared memory, yet its K-loop's tiles are in the `extern __shared__` buffer", kernel.name),
                format!("state the size the kernel is meant to run with: `smem=BYTES` in the `// kpipe:` directive, or --define {DEFINE}=BYTES"),
            )
            .at(at..at + expr.len().max(1)));
        }
        found.push((value, expr, at));
    }
    let Some((value, expr, at)) = found.first().cloned() else {
        return Ok(None);
    };
    if let Some((other, other_expr, other_at)) = found.iter().find(|(v, _, _)| *v != value) {
        return Err(Diagnostic::new(
            Kind::UnknownTileSize,
            format!(
                "the file launches `{}` with {value} bytes of dynamic shared memory (`{expr}`, line {}) and with {other} (`{other_expr}`, line {})",
                kernel.name,
                line_col(text, at).0,
                line_col(text, *other_at).0
            ),
            format!("state the size kpipe should plan for: `smem=BYTES` in the `// kpipe:` directive, or --define {DEFINE}=BYTES"),
        )
        .at(*other_at..*other_at + other_expr.len().max(1)));
    }
    let line = line_col(text, at).0;
    Ok(Some((value, expr, format!("the launch at line {line}"))))
}

fn line_span(text: &str, line: usize) -> std::ops::Range<usize> {
    let start: usize = text
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum();
    let len = text[start..].find('\n').unwrap_or(text.len() - start);
    start..start + len
}

/// `smem=EXPR` in the file's `// kpipe:` directive, with its line.
pub fn directive_smem(text: &str) -> Option<(String, usize)> {
    let (index, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| crate::source::directive::is_directive_line(l))?;
    let value = line
        .split_whitespace()
        .find_map(|f| f.strip_prefix("smem="))?;
    Some((value.to_string(), index + 1))
}

/// The dynamic-size arguments of the kernel's launches in the file (not in comments): the third
/// launch parameter of `name<<<..>>>` (a launch without one passes 0); with their offsets. Only
/// where the file has no such launch, the value given to
/// `cudaFuncAttributeMaxDynamicSharedMemorySize`: that is the most a launch may pass, not what one
/// passes (`65536` set once, `49152` launched).
fn launch_sizes(source: &File, name: &str) -> Vec<(String, usize)> {
    let text = source.text;
    let mut out = Vec::new();
    for launch in crate::source::parse::kernel_launches(text, source.root, name) {
        match launch.config.get(2) {
            Some(arg) => out.push((text[arg.byte_range()].trim().to_string(), arg.start_byte())),
            None => out.push(("0".to_string(), launch.call.start_byte())),
        }
    }
    if !out.is_empty() {
        return out;
    }
    for (_, bytes) in crate::source::parse::attribute_calls(text, source.root, name) {
        out.push((
            text[bytes.byte_range()].trim().to_string(),
            bytes.start_byte(),
        ));
    }
    out
}

/// `symbols` with the variables the file initialises exactly once (`smem = std::max(a_bytes,
/// c_bytes)`, `a_bytes = 2 * BM * BK * sizeof(half)`), so that a launch's byte count written
/// through locals evaluates; a name declared twice or already a constant is left out.
fn with_locals(
    source: &File,
    symbols: &crate::source::consts::Symbols,
    kernel: &str,
) -> crate::source::consts::Symbols {
    let mut values: std::collections::HashMap<&str, Vec<&str>> = Default::default();
    for (name, value) in forwarded_class_constants(source, kernel) {
        values.entry(name).or_default().push(value);
    }
    for n in descendants(source.root) {
        if n.kind() != "init_declarator" {
            continue;
        }
        let (Some(d), Some(v)) = (
            n.child_by_field_name("declarator"),
            n.child_by_field_name("value"),
        ) else {
            continue;
        };
        if d.kind() == "identifier" {
            values
                .entry(&source.text[d.byte_range()])
                .or_default()
                .push(&source.text[v.byte_range()]);
        }
    }
    let mut symbols = symbols.clone();
    for (name, values) in values {
        // `static size_t smem = init();` where `init` returns a value: that value. Where `init`
        // returns its own local of the same name (`size_t smem = std::max(..); ...; return smem;`),
        // that local's declaration is the other one of the name and says it.
        let mut values: Vec<&str> = values
            .into_iter()
            .filter_map(|v| match returned_by_call(source, v) {
                Some(r) if r == name => None,
                Some(r) => Some(r),
                None => Some(v),
            })
            .collect();
        values.dedup();
        if let ([one], None) = (values.as_slice(), symbols.get(name)) {
            symbols.insert(name, one, crate::source::consts::Origin::KernelConstant);
        }
    }
    symbols
}

/// The `static constexpr` members of the class templates that launch `kernel` with their own
/// template parameters, named as the kernel's and in its order (`template <int BM, int BN> struct
/// Gemm { static constexpr size_t SMEM_SIZE = ...; static void Run() { k<BM, BN><<<g, b,
/// SMEM_SIZE>>>(..); } };` launching `template <int BM, int BN> __global__ void k`): evaluated with
/// the kernel's template arguments, they are the instantiation's values. (name, value as written).
fn forwarded_class_constants<'a>(source: &File<'a, '_>, kernel: &str) -> Vec<(&'a str, &'a str)> {
    let text = source.text;
    let params_of = |template: Node| -> Vec<&'a str> {
        template
            .child_by_field_name("parameters")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter_map(crate::recognize::template_args::param_name)
            .map(|n| &text[n.byte_range()])
            .collect()
    };
    let kernel_params = descendants(source.root).into_iter().find_map(|n| {
        (n.kind() == "function_definition"
            && crate::recognize::kernel::function_name(n)
                .is_some_and(|f| &text[f.byte_range()] == kernel)
            && text[n.byte_range()].contains("__global__"))
        .then(|| n.parent().filter(|p| p.kind() == "template_declaration"))
        .flatten()
        .map(params_of)
    });
    let Some(kernel_params) = kernel_params.filter(|p| !p.is_empty()) else {
        return Vec::new();
    };
    let forwarded = format!("<{}>", kernel_params.join(","));
    let mut out = Vec::new();
    for class in descendants(source.root) {
        if !matches!(class.kind(), "struct_specifier" | "class_specifier") {
            continue;
        }
        let Some(template) = class
            .parent()
            .filter(|p| p.kind() == "template_declaration")
        else {
            continue;
        };
        let launches = crate::source::parse::kernel_launches(text, class, kernel);
        let forwards = !launches.is_empty()
            && params_of(template) == kernel_params
            && launches.iter().all(|l| {
                let callee: String = l.callee.chars().filter(|c| !c.is_whitespace()).collect();
                callee.ends_with(&forwarded)
            });
        if !forwards {
            continue;
        }
        let Some(body) = class.child_by_field_name("body") else {
            continue;
        };
        for field in named_children(body) {
            let member = &text[field.byte_range()];
            let constant = field.kind() == "field_declaration"
                && member.starts_with("static")
                && (member.contains("constexpr") || member.contains("const "));
            if let (true, Some(d), Some(v)) = (
                constant,
                field.child_by_field_name("declarator"),
                field.child_by_field_name("default_value"),
            ) {
                if d.kind() == "field_identifier" {
                    out.push((&text[d.byte_range()], &text[v.byte_range()]));
                }
            }
        }
    }
    out
}

/// For `call` of the form `f()`, where the file defines `f` without parameters and with one
/// `return EXPR;`: EXPR.
fn returned_by_call<'a>(source: &File<'a, '_>, call: &str) -> Option<&'a str> {
    let name = call.trim().strip_suffix("()")?.trim();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == ':')
    {
        return None;
    }
    let text = source.text;
    let body = descendants(source.root).into_iter().find_map(|n| {
        let declarator = (n.kind() == "function_definition")
            .then(|| n.child_by_field_name("declarator"))
            .flatten()?;
        let declarator = match declarator.kind() {
            "function_declarator" => declarator,
            _ => declarator
                .named_child(0)
                .filter(|d| d.kind() == "function_declarator")?,
        };
        let own = declarator.child_by_field_name("declarator")?;
        let params = declarator.child_by_field_name("parameters")?;
        (&text[own.byte_range()] == name && params.named_child_count() == 0)
            .then(|| n.child_by_field_name("body"))
            .flatten()
    })?;
    let returns: Vec<Node> = descendants(body)
        .into_iter()
        .filter(|n| n.kind() == "return_statement")
        .collect();
    match returns.as_slice() {
        [one] => one.named_child(0).map(|e| text[e.byte_range()].trim()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognize::recognise;

    const FLAT: &str = "#define BM 64
#define BK 8
__global__ void k(const float *A, const float *B, float *C, int K) {
  extern __shared__ float smem[];
  float *As = smem;
  float *Bs = smem + BM * BK;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    As[threadIdx.x] = A[k0 + threadIdx.x];
    Bs[threadIdx.x] = B[k0 + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += As[k] * Bs[k];
    __syncthreads();
  }
  C[threadIdx.x] = acc;
}
";

    /// The dynamic shared memory of `text`'s loop with its view taken as the whole buffer.
    fn dynamic(text: &str, defines: &[(String, String)]) -> Result<Option<DynamicSmem>> {
        dynamic_viewed(text, defines, false)
    }

    /// `dynamic`, with the loop's view run over the block's threads where `run_view`.
    fn dynamic_viewed(
        text: &str,
        defines: &[(String, String)],
        run_view: bool,
    ) -> Result<Option<DynamicSmem>> {
        let source = crate::source::parse::Source::parse(text.to_string()).unwrap();
        let rec = recognise(&source, None, defines)?;
        analyse(
            &source.text,
            &rec.kernel,
            &rec.kloop.tiles,
            rec.kloop.node.byte_range(),
            None,
            rec.kloop.dynamic_view.filter(|_| run_view),
        )
    }

    #[test]
    fn the_stages_follow_the_bytes_every_thread_addresses() {
        // 64 threads store As[0..64) and Bs[0..64), Bs at 512 floats: 2304 bytes of the 4096 the
        // launch passes; the second stage starts right after them.
        let text = format!(
            "{FLAT}void run(float *A, float *B, float *C, int K) {{\n  k<<<1, 64, 4096>>>(A, B, C, K);\n}}\n"
        );
        let d = dynamic_viewed(&text, &[], true).unwrap().unwrap();
        assert_eq!(
            (d.original, d.view, d.stride, d.doubled),
            (4096, 2304, 2304, 4608)
        );
        assert_eq!(d.offset_of("Bs"), Some(576));
        assert!(
            d.staged_sum(2).contains("the loop's view"),
            "{}",
            d.staged_sum(2)
        );
        // A launch that passes more than two stages of the view stays as it is.
        let text = text.replace("4096>>>", "16384>>>");
        let d = dynamic_viewed(&text, &[], true).unwrap().unwrap();
        assert_eq!((d.staged(2), d.staged(4)), (16384, 16384));
    }

    #[test]
    fn a_size_in_an_enum_through_a_function_like_macro_evaluates() {
        // The CUDA samples' form: `enum { SHMEM_SZ = MAX(a, b) };` in main, MAX a macro.
        let text = format!(
            "#define MAX(a, b) (a > b ? a : b)\n{FLAT}int main() {{\n  enum {{ SHMEM_SZ = MAX(sizeof(float) * 2 * BM * BK, 1024) }};\n  k<<<1, 64, SHMEM_SZ>>>(0, 0, 0, 64);\n}}\n"
        );
        let d = dynamic(&text, &[]).unwrap().unwrap();
        assert_eq!(d.original, 4096);
        assert_eq!(d.original_expr, "SHMEM_SZ");
    }

    #[test]
    fn a_size_computed_once_by_an_init_function_evaluates() {
        // cuda_hgemm's form: `static size_t smem = init();`, where `init` sets the attribute and
        // returns its own local of the same name, `std::max` of the tiles and the C staging.
        let text = format!(
            "{FLAT}size_t initK() {{\n  size_t smem_max_size = std::max(2 * BM * BK * sizeof(float), (size_t)1024);\n  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_max_size);\n  return smem_max_size;\n}}\nvoid run(float *A, float *B, float *C, int K) {{\n  static size_t smem_max_size = initK();\n  k<<<1, 64, smem_max_size>>>(A, B, C, K);\n}}\n"
        );
        let d = dynamic(&text, &[]).unwrap().unwrap();
        assert_eq!(d.original, 4096);
        // An init function that returns a value of its own is that value.
        let text = text
            .replace("return smem_max_size;", "return 2048;")
            .replace("size_t smem_max_size = std::max", "size_t unused = std::max")
            .replace("cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_max_size);\n", "");
        assert_eq!(dynamic(&text, &[]).unwrap().unwrap().original, 2048);
        // One with two returns says nothing kpipe can trust: the launch is named.
        let text = text.replace("return 2048;", "if (K) return 2048;\n  return 4096;");
        let d = dynamic(&text, &[]);
        assert_eq!(
            d.as_ref().map(|d| d.as_ref().map(|d| d.original)).ok(),
            None,
            "{text}"
        );
    }

    #[test]
    fn the_size_comes_from_the_launch_and_the_stride_keeps_alignment() {
        let text = format!(
            "{FLAT}void run(float *A, float *B, float *C, int K) {{\n  // k<<<1, 64, 12>>> in a comment does not count\n  k<<<dim3(1), dim3(64), (BM * BK + BK * 64) * sizeof(float)>>>(A, B, C, K);\n}}\n"
        );
        let d = dynamic(&text, &[]).unwrap().unwrap();
        assert_eq!(d.original, 4096);
        assert_eq!(d.stride, 4096);
        assert_eq!(d.doubled, 8192);
        assert_eq!(d.offset_of("As"), Some(1024));
        assert_eq!(d.offset_of("Bs"), Some(1024));
        assert!(!d.reused_after_loop);
        assert!(d.source.contains("line 19"), "{}", d.source);
        // A size that is not a multiple of 128 is rounded up for the second stage.
        let text = text.replace("BK * 64", "BK * 64 + 4");
        let d = dynamic(&text, &[]).unwrap().unwrap();
        assert_eq!((d.original, d.stride, d.doubled), (4112, 4224, 8336));
    }

    #[test]
    fn without_a_size_kpipe_refuses_and_a_define_or_the_directive_gives_it() {
        let err = dynamic(FLAT, &[]).unwrap_err();
        assert_eq!(err.kind, Kind::UnknownTileSize);
        assert!(err.help.contains("smem=BYTES"), "{}", err.help);
        let d = dynamic(FLAT, &[(DEFINE.to_string(), "8192".to_string())])
            .unwrap()
            .unwrap();
        assert_eq!((d.original, d.doubled), (8192, 16384));
        let with_directive = format!("// kpipe: a=f32:row smem=(BM*BK*2)*4\n{FLAT}");
        let d = dynamic(&with_directive, &[]).unwrap().unwrap();
        assert_eq!(d.original, 4096);
        let bad = format!("// kpipe: a=f32:row smem=M*4\n{FLAT}");
        assert_eq!(dynamic(&bad, &[]).unwrap_err().kind, Kind::UnknownTileSize);
    }

    #[test]
    fn above_48_kb_the_launch_line_names_the_attribute() {
        let text = format!(
            "{FLAT}void run(float *A, float *B, float *C, int K) {{\n  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 40000);\n  k<<<1, 64, 40000>>>(A, B, C, K);\n}}\n"
        );
        let d = dynamic(&text, &[]).unwrap().unwrap();
        assert_eq!((d.original, d.stride, d.doubled), (40000, 40064, 80064));
        let line = d.launch_line(d.doubled);
        assert!(line.starts_with("launch with 80064 bytes of dynamic shared memory (was 40000"));
        assert!(line.contains(
            "cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 80064)"
        ));
        assert!(!d.launch_line(40000).contains("cudaFuncSetAttribute"));
    }

    #[test]
    fn n_stages_add_n_minus_one_strides() {
        let text = format!(
            "{FLAT}void run(float *A, float *B, float *C, int K) {{\n  k<<<1, 64, 4112>>>(A, B, C, K);\n}}\n"
        );
        let d = dynamic(&text, &[]).unwrap().unwrap();
        assert_eq!((d.original, d.stride), (4112, 4224));
        assert_eq!(d.staged(1), 4112);
        assert_eq!(d.staged(2), d.doubled);
        assert_eq!(d.staged(4), 4112 + 3 * 4224);
        let staged = crate::analysis::staged_smem(1000, 800, Some(&d), 3);
        assert_eq!(staged.static_bytes, 1000 + 2 * 800);
        assert_eq!(staged.dynamic_bytes, 4112 + 2 * 4224);
        assert_eq!(staged.total(), 2600 + 12560);
        let none = crate::analysis::staged_smem(8192, 8192, None, 4);
        assert_eq!((none.static_bytes, none.dynamic_bytes), (32768, 0));
    }

    #[test]
    fn launches_that_disagree_are_refused() {
        let text = format!(
            "{FLAT}void run(float *A, float *B, float *C, int K) {{\n  k<<<1, 64, 4096>>>(A, B, C, K);\n  k<<<1, 64, 8192>>>(A, B, C, K);\n}}\n"
        );
        let err = dynamic(&text, &[]).unwrap_err();
        assert!(err.message.contains("4096") && err.message.contains("8192"));
    }
}
