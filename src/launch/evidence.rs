//! What a kernel's text says about its launch, for `crate::launch::infer`: the tile sizes, which `blockIdx`
//! component walks M and which walks N, the block's shape, and the layouts of A and B. Reads the
//! recognised kernel and K-loop (the tile stores of `recognize::loads`), never the host code.
//!
//! - Tile sizes: the two tiles' logical shapes (padding removed; a flat `sA[BM * BK]` is two
//!   dimensions, `sA[A_TILE_ELEMS]` one) and BK in elements from the K-loop's header when it says it
//!   (`k < K; k += BK`; a tile count `t < K / D`, `(K + D - 1) / D`, `CEIL_DIV(K, D)` or a local
//!   holding one, with `t += S`: D * S). That BK must be a dimension of both tiles (a one-dimensional
//!   tile is elements / BK by it, exactly), else the evidence disagrees and the sizes are refused.
//!   Without it, a one-dimensional tile is shaped by the row width of its stores (`sA[r * 32 + c]`)
//!   and the two shapes must pair one way (or the shared dimension be written the same in both).
//!   Headers in other units (`a <= aEnd; a += aStep`) say nothing.
//! - Layouts: every product in an index of A or B, an offset `B + i`, a bump `B += i` (also through
//!   a local pointer initialised from one) whose factors name exactly one size parameter. B: N (or
//!   the CUDA samples' `wB`) is a row stride of N, K x N; K is a row stride of K, N x K. A: K (or
//!   `lda`, `wA`) says M x K, M says K x M. `ldb` is B's row stride either way and says nothing.
//! - Grid: every product in the kernel body (`a * b * c`, through parentheses) with one factor that is
//!   `blockIdx.x` or `blockIdx.y`, directly or through a local initialised to it (`cCol = blockIdx.x`),
//!   and another factor that evaluates to BM (walks M) or BN (walks N) when BM != BN, or is a row
//!   stride of A or C (`K`, `N`, `lda`, `ldc`: walks M, for row-major operands).
//! - Block: without `threadIdx.y`, the thread count of `__launch_bounds__` or a thread-count constant,
//!   else the one the tile stores imply when each thread stores a fixed number of elements of every
//!   tile in straight-line code (threads = tile elements / elements stored per thread, the same for
//!   every tile). With `threadIdx.y`, stores `T[ty][tx]` (or `T[ty * W + tx]`) into an R x C tile, all
//!   agreeing, give a block of C x R.

use crate::analysis::ratio::{logical_dim_exprs, logical_dims};
use crate::diagnostics::line_col;
use crate::launch::error::LaunchError;
use crate::launch::infer::{Axis, BlockEvidence, Dim, GridEvidence, Hints, Layout, Param};
use crate::recognize::kernel::{Kernel, SharedArray};
use crate::recognize::Recognised;
use crate::source::consts::Symbols;
use crate::source::parse::{descendants, strip_parens, Source};
use crate::source::text::split_top_level;
use tree_sitter::Node;

/// The launch hints of the kernel `transform` would pick (`kernel` and `defines` as given to it), or
/// None when the file has no such kernel (unknown tile sizes are in the hints, with why).
pub fn launch_hints(
    text: &str,
    kernel: Option<&str>,
    defines: &[(String, String)],
) -> Option<Hints> {
    let text = crate::recognize::inline::analysed_text(text, kernel, defines);
    let source = Source::parse(text).ok()?;
    let rec = crate::recognize::recognise(&source, kernel, defines).ok()?;
    hints(&source, &rec)
}

/// Inference from the file alone: the kernel's parameters and hints, then `crate::launch::infer::infer`.
/// None when kpipe finds no K-loop kernel to read.
pub fn infer_file(
    text: &str,
    kernel: Option<&str>,
    defines: &[(String, String)],
) -> Option<Result<crate::launch::spec::LaunchSpec, Box<crate::launch::infer::Incomplete>>> {
    let text = crate::recognize::inline::analysed_text(text, kernel, defines);
    let source = Source::parse(text).ok()?;
    let rec = crate::recognize::recognise(&source, kernel, defines).ok()?;
    let hints = hints(&source, &rec);
    Some(crate::launch::infer::infer(
        &instantiated_params(&source, &rec),
        hints.as_ref(),
    ))
}

/// The launch the GPU steps would use, in kpipe's order (`launch::resolve`: the directive,
/// `--launch`, the host call, inference), or why there is none. None when kpipe finds no K-loop
/// kernel to read.
pub fn launch_for_file(
    text: &str,
    kernel: Option<&str>,
    defines: &[(String, String)],
    given: &crate::launch::resolve::Given,
) -> Option<Result<crate::launch::spec::LaunchSpec, LaunchError>> {
    let analysed = crate::recognize::inline::analysed_text(text, kernel, defines);
    let source = Source::parse(analysed).ok()?;
    let rec = crate::recognize::recognise(&source, kernel, defines).ok()?;
    Some(launch_for(text, &source, &rec, given))
}

/// `launch_for_file` for a kernel recognised already (`source` is the text it was recognised in,
/// `text` the user's file, whose directive and host calls count).
pub fn launch_for(
    text: &str,
    source: &Source,
    rec: &Recognised,
    given: &crate::launch::resolve::Given,
) -> Result<crate::launch::spec::LaunchSpec, LaunchError> {
    let hints = hints(source, rec);
    crate::launch::resolve::launch(
        text,
        &rec.kernel.name,
        rec.kernel.instantiation.as_deref(),
        &instantiated_params(source, rec),
        hints.as_ref(),
        given,
    )
    .map_err(crate::launch::resolve::NoLaunch::into_error)
}

/// The kernel's parameters as the launch reads them: named by their roles where their names say
/// none (`crate::launch::roles`: `out` is C, a lone `width` is N), with its template's type
/// parameters replaced by the instantiation's types (`T const* A` of `gemm<float, ..>` is `float
/// const* A`), so the dtypes are read off them.
pub fn instantiated_params(source: &Source, rec: &Recognised) -> Vec<(String, String)> {
    let roles = crate::launch::roles::by_use(source, &rec.kernel);
    crate::launch::roles::renamed(&typed_params(rec), &roles)
}

/// The kernel's parameters with the instantiation's types.
fn typed_params(rec: &Recognised) -> Vec<(String, String)> {
    let kernel = &rec.kernel;
    let types: Vec<&str> = kernel
        .template_params
        .iter()
        .filter(|(_, is_type)| *is_type)
        .map(|(name, _)| name.as_str())
        .collect();
    if types.is_empty() {
        return kernel.params.clone();
    }
    kernel
        .params
        .iter()
        .map(|(ty, name)| {
            let mut out = String::new();
            let mut word = String::new();
            for c in ty.chars().chain(std::iter::once(' ')) {
                if c.is_ascii_alphanumeric() || c == '_' {
                    word.push(c);
                    continue;
                }
                match types.contains(&word.as_str()) {
                    true => out.push_str(kernel.symbols.resolve_type(&word)),
                    false => out.push_str(&word),
                }
                word.clear();
                out.push(c);
            }
            (out.trim_end().to_string(), name.clone())
        })
        .collect()
}

pub fn hints(source: &Source, rec: &Recognised) -> Option<Hints> {
    let kernel = &rec.kernel;
    let shapes: Vec<TileShape> = rec
        .kloop
        .tiles
        .iter()
        .map(|t| tile_shape(source, rec, t))
        .collect();
    let bk = loop_bk(source, rec);
    let sizes = tile_sizes(&shapes, bk.as_ref());
    // Block indices tie to M and N in the kernel, and in the `__device__` function with the loop.
    let mut grid = Vec::new();
    if let Ok(sizes) = &sizes {
        grid = grid_evidence(source, kernel, sizes);
        if let Some(f) = &rec.loop_fn {
            for e in grid_evidence(source, &f.scope, sizes) {
                if !grid.iter().any(|g| g.axis == e.axis && g.walks == e.walks) {
                    grid.push(e);
                }
            }
        }
    }
    let (a_layout, b_layout) = layouts(source, rec);
    Some(Hints {
        sizes: sizes.map(|s| [s.bm, s.bn, s.bk]),
        grid,
        block: block_evidence(source, rec),
        tf32: code_text(source, rec).contains("tf32"),
        a_layout,
        b_layout,
        loop_bk: bk.map(|(bk, _)| bk),
    })
}

/// The hints of a kernel whose K-loop kpipe does not recognise (a loop it fixes rather than
/// rewrites): the tile sizes from the declarations of its two shared tiles alone (a leading stage
/// dimension of a ring kept by hand left out), and the grid evidence they give. Enough for a
/// launch whose host call kpipe reads; no block or layout evidence.
pub fn kernel_hints(source: &Source, kernel: &Kernel) -> Hints {
    let shapes: Vec<TileShape> = kernel
        .shared
        .iter()
        .filter(|t| t.dims.len() >= 2)
        .map(|t| {
            let staged = t.dims.len() == 3
                && kernel
                    .symbols
                    .eval(&t.dims[0])
                    .is_ok_and(|n| (2..=8).contains(&n));
            if !staged {
                return TileShape::declared(t, &kernel.symbols);
            }
            let mut one_stage = t.clone();
            one_stage.dims.remove(0);
            TileShape::declared(&one_stage, &kernel.symbols)
        })
        .collect();
    let sizes = tile_sizes(&shapes, None);
    let grid = match &sizes {
        Ok(sizes) => grid_evidence(source, kernel, sizes),
        Err(_) => Vec::new(),
    };
    Hints {
        sizes: sizes.map(|s| [s.bm, s.bn, s.bk]),
        grid,
        block: BlockEvidence::OneD(Err(LaunchError::BlockFromHostCall)),
        tf32: false,
        a_layout: Layout::default(),
        b_layout: Layout::default(),
        loop_bk: None,
    }
}

/// What a tile's declaration (and its stores) say about its shape: the logical dimensions (padding
/// removed) with their expressions, one (`sA[A_TILE_ELEMS]`) or two (`As[BM][BK]`, `sA[64 * 32]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileShape {
    pub name: String,
    /// Values and expressions, outermost first; Err when the shape is unknown (why).
    pub dims: Result<Vec<(u64, String)>, LaunchError>,
    /// A one-dimensional tile written into as rows of a constant width (`sA[r * 32 + c]`): the
    /// width, and how the stores write it.
    pub row_width: Option<(u64, String)>,
}

impl TileShape {
    /// The shape of a tile from its declaration alone.
    pub fn declared(tile: &SharedArray, symbols: &Symbols) -> TileShape {
        let name = || tile.name.clone();
        let dims = if tile.dynamic.is_some() {
            Err(LaunchError::CarvedTile { tile: name() })
        } else {
            match logical_dims(tile, symbols) {
                Some(values) if (1..=2).contains(&values.len()) && !values.contains(&0) => {
                    Ok(values
                        .into_iter()
                        .zip(logical_dim_exprs(tile, symbols))
                        .collect())
                }
                Some(_) => Err(LaunchError::TileDimensions { tile: name() }),
                None => Err(LaunchError::UnknownTileShape { tile: name() }),
            }
        };
        TileShape {
            name: tile.name.clone(),
            dims,
            row_width: None,
        }
    }

    fn describe(&self) -> String {
        match &self.dims {
            Ok(d) => format!(
                "`{}` [{}]",
                self.name,
                d.iter()
                    .map(|(v, e)| if e == &v.to_string() {
                        e.clone()
                    } else {
                        format!("{e} = {v}")
                    })
                    .collect::<Vec<_>>()
                    .join("][")
            ),
            Err(_) => format!("`{}`", self.name),
        }
    }
}

/// BM, BN, BK, and how the tiles' declarations write BM and BN (`BM`, `BLOCK_N`, `128`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileSizes {
    pub bm: u64,
    pub bn: u64,
    pub bk: u64,
    pub m_expr: String,
    pub n_expr: String,
}

/// One way to read a tile: (its K extent, how it is written (None: divided out of a flat tile),
/// its M or N extent, how that is written).
type Reading = (u64, Option<String>, u64, String);

/// The ways a tile's shape can be read with K in one of its dimensions, the inner one first
/// (row-major A, `As[BM][BK]`), or, for a one-dimensional tile, K = BK from the K-loop and the
/// other extent the elements over it when that is exact.
fn readings(
    shape: &TileShape,
    order: [usize; 2],
    bk: Option<u64>,
) -> Result<Vec<Reading>, LaunchError> {
    let dims = shape.dims.as_ref().map_err(Clone::clone)?;
    let mut out = Vec::new();
    if let [(v0, e0), (v1, e1)] = &dims[..] {
        let d = [(*v0, e0), (*v1, e1)];
        for i in order {
            let ((k, ke), (m, me)) = (d[i], d[1 - i]);
            if bk.is_none_or(|bk| bk == k) {
                out.push((k, Some(ke.clone()), m, me.clone()));
            }
        }
        if out.is_empty() {
            return Err(LaunchError::NoDimensionOf {
                shape: shape.describe(),
                bk: bk.unwrap_or(0),
            });
        }
        return Ok(out);
    }
    let (elements, _) = &dims[0];
    match (bk, &shape.row_width) {
        (Some(bk), _) if elements.is_multiple_of(bk) => {
            let m = elements / bk;
            out.push((bk, None, m, m.to_string()));
        }
        (Some(bk), _) => {
            return Err(LaunchError::NotAMultipleOfBk {
                shape: shape.describe(),
                elements: *elements,
                bk,
            })
        }
        // Rows of a known width: the tile is (elements / width) x width.
        (None, Some((w, written))) if elements.is_multiple_of(*w) => {
            let rows = TileShape {
                name: shape.name.clone(),
                dims: Ok(vec![
                    (elements / w, (elements / w).to_string()),
                    (*w, written.clone()),
                ]),
                row_width: None,
            };
            return readings(&rows, order, None);
        }
        (None, _) => {
            return Err(LaunchError::NoBk {
                shape: shape.describe(),
                elements: *elements,
            })
        }
    }
    Ok(out)
}

/// The tile sizes from the two tiles (A's first): the dimension they share is BK. BK in elements from
/// the K-loop's header (`loop_bk`), when it says it, picks that dimension and divides a flat tile
/// (`sA[A_TILE_ELEMS]` is BM x BK); a tile with no dimension of that BK is disagreeing evidence,
/// refused. Otherwise, when the shapes pair up more than one way (`As[BK][BM]` and `Bs[BK][BN]` with
/// BM = BN, or `sA[64 * 32]` and `sB[64 * 32]`), the shared dimension must also be written the same in
/// both and give the same sizes, or the sizes are unknown (with why).
pub fn tile_sizes(
    shapes: &[TileShape],
    loop_bk: Option<&(u64, String)>,
) -> Result<TileSizes, LaunchError> {
    let [a, b] = shapes else {
        return Err(LaunchError::TileCount {
            tiles: shapes.len(),
        });
    };
    for shape in [a, b] {
        if let Err(why) = &shape.dims {
            return Err(why.clone());
        }
    }
    let bk = loop_bk.map(|(bk, _)| *bk);
    let from_loop = |why: LaunchError| match loop_bk {
        Some((bk, header)) => LaunchError::AgainstLoopBk {
            bk: *bk,
            header: header.clone(),
            error: Box::new(why),
        },
        None => why,
    };
    let ra = readings(a, [1, 0], bk).map_err(from_loop)?;
    let rb = readings(b, [0, 1], bk).map_err(from_loop)?;
    // (A's reading, B's reading, whether the shared dimension is written the same in both).
    let mut matching = Vec::new();
    for x in &ra {
        for y in &rb {
            if x.0 == y.0 {
                matching.push((x, y, x.1.is_some() && x.1 == y.1));
            }
        }
    }
    let sizes = |(x, y): (&Reading, &Reading)| (x.2, y.2, x.0);
    let agree = |list: &[(&Reading, &Reading)]| {
        !list.is_empty() && list.iter().all(|p| sizes(*p) == sizes(list[0]))
    };
    let all: Vec<(&Reading, &Reading)> = matching.iter().map(|(x, y, _)| (*x, *y)).collect();
    let named: Vec<(&Reading, &Reading)> = matching
        .iter()
        .filter(|(_, _, same_name)| *same_name)
        .map(|(x, y, _)| (*x, *y))
        .collect();
    // Every pairing gives the same sizes (the names come from one that shares a name, if any), or the
    // pairings that share a name do.
    let (x, y) = if agree(&all) {
        *named.first().unwrap_or(&all[0])
    } else if agree(&named) {
        named[0]
    } else if all.is_empty() {
        return Err(LaunchError::NoSharedDimension {
            a: a.describe(),
            b: b.describe(),
        });
    } else {
        let mut options: Vec<u64> = all.iter().map(|p| sizes(*p).2).collect();
        options.dedup();
        return Err(LaunchError::PairsSeveralWays {
            a: a.describe(),
            b: b.describe(),
            options,
        });
    };
    let (bm, bn, bk) = sizes((x, y));
    Ok(TileSizes {
        bm,
        bn,
        bk,
        m_expr: x.3.clone(),
        n_expr: y.3.clone(),
    })
}

/// A tile's shape from its declaration and, for a one-dimensional tile, the row width its stores
/// write (`sA[r * 32 + c]`, every store the same width).
fn tile_shape(source: &Source, rec: &Recognised, tile: &SharedArray) -> TileShape {
    let scope = rec.scope();
    let mut shape = match carved_shape(rec, tile) {
        Some(carved) => carved,
        None => TileShape::declared(tile, &scope.symbols),
    };
    if matches!(&shape.dims, Ok(d) if d.len() == 1) {
        let mut widths = rec
            .kloop
            .load
            .stores
            .iter()
            .filter(|s| s.tile == tile.name)
            .map(|s| row_width(source, scope, s.lhs, &tile.name));
        if let Some(Some(first)) = widths.next() {
            if widths.all(|w| w.is_some_and(|w| w.0 == first.0)) {
                shape.row_width = Some(first);
            }
        }
    }
    shape
}

/// The shape of a tile carved out of a buffer (a pointer, an `extern __shared__` array), which its
/// declaration does not give: one dimension of the elements one iteration of the block stores into
/// it, as kpipe ran every thread's stores (`KLoop::dynamic_tile_bytes`), with the row width a row
/// view gives (`float (*As)[BK]`). None where that run did not count the tile.
fn carved_shape(rec: &Recognised, tile: &SharedArray) -> Option<TileShape> {
    let inner = tile.dynamic.as_ref()?;
    let (_, bytes) = rec
        .kloop
        .dynamic_tile_bytes
        .iter()
        .find(|(name, _)| *name == tile.name)?;
    let elem = tile.elem_size().filter(|e| *e > 0)?;
    if bytes % elem != 0 {
        return None;
    }
    let elements = bytes / elem;
    let row_width = match inner.as_slice() {
        [w] => {
            let width = rec.scope().symbols.eval(w).ok().filter(|v| *v > 1)? as u64;
            Some((width, w.clone()))
        }
        [] => None,
        _ => return None,
    };
    Some(TileShape {
        name: tile.name.clone(),
        dims: Ok(vec![(elements, elements.to_string())]),
        row_width,
    })
}

/// `T[x * W + y]` (either order) with W a constant above 1 and x not one, anywhere in a store's
/// left-hand side (`*reinterpret_cast<float4 *>(&T[...])`): W and how it is written.
fn row_width(source: &Source, scope: &Kernel, lhs: Node, tile: &str) -> Option<(u64, String)> {
    let (_, index) = descendants(lhs)
        .into_iter()
        .filter_map(subscript)
        .find(|(array, _)| source.text_of(*array) == tile)?;
    let index = strip_parens(index);
    if index.kind() != "binary_expression"
        || index
            .child_by_field_name("operator")
            .map(|o| source.text_of(o))
            != Some("+")
    {
        return None;
    }
    let constant = |n: Node| scope.symbols.eval(source.text_of(n)).ok();
    for side in ["left", "right"] {
        let node = index.child_by_field_name(side)?;
        let mut list = Vec::new();
        factors(source, node, &mut list);
        if let [p, q] = list[..] {
            let (w, factor) = match (constant(p), constant(q)) {
                (Some(w), None) => (w, p),
                (None, Some(w)) => (w, q),
                _ => continue,
            };
            if w > 1 {
                return Some((w as u64, source.text_of(factor).trim().to_string()));
            }
        }
    }
    None
}

/// BK in elements as the K-loop's header says it, with the header: `k < K; k += BK` gives BK,
/// `t < K / D` (or `(K + D - 1) / D`, `CEIL_DIV(K, D)`, or a local holding one) with `t += S` gives
/// D * S (a count of D-element chunks, S per tile). A header that compares with anything else (the
/// CUDA samples' `a <= aEnd; a += aStep` counts in its own units) says nothing.
pub fn loop_bk(source: &Source, rec: &Recognised) -> Option<(u64, String)> {
    let kloop = &rec.kloop;
    let scope = rec.scope();
    let cond = strip_parens(kloop.cond);
    if cond.kind() != "binary_expression" {
        return None;
    }
    let op = source.text_of(cond.child_by_field_name("operator")?);
    let (left, right) = (
        cond.child_by_field_name("left")?,
        cond.child_by_field_name("right")?,
    );
    let (iv, bound) = match op {
        "<" | "!=" => (left, right),
        ">" => (right, left),
        _ => return None,
    };
    let name = normalise(source.text_of(iv));
    let iv = kloop.ivars.iter().find(|v| v.name == name && v.op == '+')?;
    let step = scope.symbols.eval(&iv.step).ok().filter(|s| *s > 0)? as u64;
    let unit = k_unit(scope, source.text_of(bound))?;
    let header = format!(
        "the K-loop's `{}; {}`",
        source
            .text_of(kloop.cond)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
        source
            .text_of(kloop.update)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    );
    Some((unit.checked_mul(step)?, header))
}

/// The elements one unit of a loop bound counts: `K` 1, `K / D` D, `(K + D - 1) / D` D, a call
/// `CEIL_DIV(K, D)` (a name with "div") D, through locals (`numTiles = K / BK`).
fn k_unit(scope: &Kernel, bound: &str) -> Option<u64> {
    let is_k = |t: &str| {
        scope
            .params
            .iter()
            .any(|(_, n)| n == t && Param::of(n) == Some(Param::K))
    };
    let constant = |t: &str| scope.symbols.eval(t).ok().filter(|v| *v > 0);
    let mut t = normalise(bound);
    for _ in 0..6 {
        if is_k(&t) {
            return Some(1);
        }
        if let Some(at) = top_level_last(&t, '/') {
            let (num, d) = (normalise(&t[..at]), &t[at + 1..]);
            let d = constant(d)?;
            if is_k(&num) {
                return Some(d as u64);
            }
            let parts = split_top_level(&num, '+');
            return (parts.len() == 2
                && is_k(&normalise(&parts[0]))
                && constant(&parts[1]) == Some(d - 1))
            .then_some(d as u64);
        }
        if let Some((name, args)) = t.strip_suffix(')').and_then(|c| c.split_once('(')) {
            let parts = split_top_level(args, ',');
            if name.to_lowercase().contains("div")
                && parts.len() == 2
                && is_k(&normalise(&parts[0]))
            {
                return constant(&parts[1]).map(|d| d as u64);
            }
            return None;
        }
        t = normalise(scope.local_inits.get(&t)?);
    }
    None
}

/// The byte offset of the last `sep` outside parentheses.
fn top_level_last(text: &str, sep: char) -> Option<usize> {
    let mut depth = 0i32;
    let mut last = None;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if c == sep && depth == 0 => last = Some(i),
            _ => {}
        }
    }
    last
}

/// The kernel's code without comments, with the macros it uses expanded.
fn code_text(source: &Source, rec: &Recognised) -> String {
    let mut text = String::new();
    let scope = rec.loop_fn.as_ref().map(|f| f.scope.node);
    for node in std::iter::once(rec.kernel.node)
        .chain(scope)
        .flat_map(descendants)
    {
        if node.child_count() == 0 && node.kind() != "comment" {
            text.push_str(source.text_of(node));
            text.push(' ');
        }
    }
    rec.facts.expand_macros(&text)
}

/// `blockIdx.x`, `threadIdx.y`, ... when `expr` is one of them, directly, through a cast, or through
/// locals initialised to it (`const uint cRow = blockIdx.y;`).
pub fn builtin_index(kernel: &Kernel, expr: &str) -> Option<&'static str> {
    const BUILTINS: &[&str] = &[
        "blockIdx.x",
        "blockIdx.y",
        "blockIdx.z",
        "threadIdx.x",
        "threadIdx.y",
        "threadIdx.z",
    ];
    let mut text = normalise(expr);
    for _ in 0..6 {
        if let Some(b) = BUILTINS.iter().find(|b| **b == text) {
            return Some(b);
        }
        text = normalise(kernel.local_inits.get(&text)?);
    }
    None
}

/// Without whitespace, outer parentheses and integer casts: `(int)(blockIdx.x)` → `blockIdx.x`.
fn normalise(expr: &str) -> String {
    let mut t: String = expr.chars().filter(|c| !c.is_whitespace()).collect();
    loop {
        let before = t.clone();
        if let Some(rest) = t.strip_prefix("static_cast<") {
            if let Some(i) = rest.find('>') {
                t = rest[i + 1..].to_string();
            }
        }
        for cast in [
            "(int)",
            "(unsigned)",
            "(unsignedint)",
            "(uint)",
            "(int32_t)",
            "(uint32_t)",
            "(size_t)",
            "(long)",
            "(int64_t)",
        ] {
            if let Some(rest) = t.strip_prefix(cast) {
                t = rest.to_string();
            }
        }
        if t.starts_with('(')
            && t.ends_with(')')
            && crate::source::text::parens_balanced(&t[1..t.len() - 1])
        {
            t = t[1..t.len() - 1].to_string();
        }
        if t == before {
            return t;
        }
    }
}

fn is_product(source: &Source, node: Node) -> bool {
    node.kind() == "binary_expression"
        && node
            .child_by_field_name("operator")
            .is_some_and(|o| source.text_of(o) == "*")
}

/// The factors of a product chain `a * (b * c)`: a, b, c, left to right (without recursion: a chain
/// may be thousands of factors long).
fn factors<'t>(source: &Source, node: Node<'t>, out: &mut Vec<Node<'t>>) {
    let mut stack = vec![node];
    while let Some(node) = stack.pop() {
        let node = strip_parens(node);
        if is_product(source, node) {
            for side in ["right", "left"] {
                if let Some(s) = node.child_by_field_name(side) {
                    stack.push(s);
                }
            }
        } else {
            out.push(node);
        }
    }
}

/// Which dimension a factor next to a block index says it walks: BM or BN by name (as the tiles write
/// it), else by value when BM != BN, else a row stride of A or C (M).
fn walks(kernel: &Kernel, sizes: &TileSizes, factor: Node, text: &str) -> Option<Dim> {
    let text = normalise(text);
    let by_name = if sizes.m_expr == sizes.n_expr {
        None
    } else if text == normalise(&sizes.m_expr) {
        Some(Dim::M)
    } else if text == normalise(&sizes.n_expr) {
        Some(Dim::N)
    } else {
        None
    };
    let by_value = kernel.symbols.eval(&text).ok().and_then(|v| {
        let v = v as u64;
        if sizes.bm == sizes.bn {
            None
        } else if v == sizes.bm {
            Some(Dim::M)
        } else if v == sizes.bn {
            Some(Dim::N)
        } else {
            None
        }
    });
    let by_stride = (factor.kind() == "identifier"
        && kernel.params.iter().any(|(_, name)| *name == text)
        && Param::of(&text).is_some_and(Param::is_row_stride_of_a_or_c))
    .then_some(Dim::M);
    by_name.or(by_value).or(by_stride)
}

/// Every whole product chain under `root` (`a * b * c`, not its inner `a * b`; parentheses around
/// a chain's part do not make it a chain of its own), with its factors.
fn whole_products<'t>(source: &Source, root: Node<'t>) -> Vec<(Node<'t>, Vec<Node<'t>>)> {
    let mut chains = Vec::new();
    for node in descendants(root) {
        if !is_product(source, node) {
            continue;
        }
        let mut parent = node.parent();
        while let Some(p) = parent.filter(|p| p.kind() == "parenthesized_expression") {
            parent = p.parent();
        }
        if parent.is_some_and(|p| is_product(source, p)) {
            continue;
        }
        let mut list = Vec::new();
        factors(source, node, &mut list);
        chains.push((node, list));
    }
    chains
}

/// Products that tie a block index to M or N (see the module doc), at most one per (axis, dimension).
pub fn grid_evidence(source: &Source, kernel: &Kernel, sizes: &TileSizes) -> Vec<GridEvidence> {
    let mut out: Vec<GridEvidence> = Vec::new();
    for (node, list) in whole_products(source, kernel.body) {
        let texts: Vec<&str> = list.iter().map(|f| source.text_of(*f)).collect();
        let axes: Vec<(usize, Axis)> = texts
            .iter()
            .enumerate()
            .filter_map(|(i, t)| match builtin_index(kernel, t) {
                Some("blockIdx.x") => Some((i, Axis::X)),
                Some("blockIdx.y") => Some((i, Axis::Y)),
                _ => None,
            })
            .collect();
        let [(at, axis)] = axes[..] else { continue };
        let text = source
            .text_of(node)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for (i, factor) in texts.iter().enumerate() {
            if i == at {
                continue;
            }
            if let Some(walks) = walks(kernel, sizes, list[i], factor) {
                if !out.iter().any(|e| e.axis == axis && e.walks == walks) {
                    out.push(GridEvidence {
                        axis,
                        walks,
                        text: text.clone(),
                    });
                }
            }
        }
    }
    out
}

/// What the indexing and bumps of A and B say about their layouts (`crate::launch::infer::Layout`): in every
/// index of A or B (`B[i]`), pointer offset (`B + i`, locals initialised from one), and bump
/// (`B += i`), each product (`(bn + r) * K`) whose factors name exactly one of the sizes. For B, a
/// factor N (or the CUDA samples' `wB`, B's width) is a row stride of N: B is K x N; a factor K is a
/// row stride of K: B is N x K. For A, K (or `lda`, `wA`) says M x K and M says K x M. `ldb` is B's
/// row stride whichever way B is stored, so it says nothing; a product with two sizes (`K * N`, a
/// batch offset) says nothing either.
fn layouts(source: &Source, rec: &Recognised) -> (Layout, Layout) {
    let mut a = Layout::default();
    let mut b = Layout::default();
    let scopes = std::iter::once(&rec.kernel).chain(rec.loop_fn.as_ref().map(|f| &f.scope));
    for scope in scopes {
        for (_, name) in &scope.params {
            let out = match Param::of(name) {
                Some(Param::A) => &mut a,
                Some(Param::B) => &mut b,
                _ => continue,
            };
            let is_b = Param::of(name) == Some(Param::B);
            for index in operand_offsets(source, scope, name) {
                for (text, sizes) in products(source, scope, index) {
                    let says = match sizes[..] {
                        [Param::N] if is_b => &mut out.row,
                        [Param::K] if is_b => &mut out.col,
                        [Param::K] | [Param::Lda] => &mut out.row,
                        [Param::M] if !is_b => &mut out.col,
                        _ => continue,
                    };
                    if !says.contains(&text) {
                        says.push(text);
                    }
                }
            }
        }
    }
    (a, b)
}

/// The offsets into a pointer parameter: indices `P[i]`, offsets `P + i`, bumps `P += i`, and the
/// same for locals initialised from it (`const half *gB = B + bn * K;`).
fn operand_offsets<'t>(source: &Source, scope: &Kernel<'t>, name: &str) -> Vec<Node<'t>> {
    let mut names = vec![name.to_string()];
    for (local, init) in &scope.local_inits {
        let init = normalise(init);
        let (address, init) = match init.strip_prefix('&') {
            Some(rest) => (true, rest),
            None => (false, init.as_str()),
        };
        let Some(rest) = init.strip_prefix(name) else {
            continue;
        };
        if (!address && (rest.is_empty() || rest.starts_with('+') || rest.starts_with('-')))
            || (address && rest.starts_with('['))
        {
            names.push(local.clone());
        }
    }
    let named = |n: Option<Node>| {
        n.map(strip_parens).is_some_and(|n| {
            n.kind() == "identifier" && names.iter().any(|x| x == source.text_of(n))
        })
    };
    let mut out = Vec::new();
    for node in descendants(scope.body) {
        match node.kind() {
            "subscript_expression" => {
                if let Some((array, index)) = subscript(node) {
                    if named(Some(array)) {
                        out.push(index);
                    }
                }
            }
            "binary_expression" | "assignment_expression" => {
                let op = node
                    .child_by_field_name("operator")
                    .map(|o| source.text_of(o));
                let (l, r) = (
                    node.child_by_field_name("left"),
                    node.child_by_field_name("right"),
                );
                match op {
                    Some("+") | Some("-") | Some("+=") | Some("-=") if named(l) => out.extend(r),
                    Some("+") if named(r) => out.extend(l),
                    _ => {}
                }
            }
            _ => {}
        }
    }
    out
}

/// Every whole product chain in an expression (the expression itself included), as written, with
/// the sizes among its factors: kernel parameters M, N, K, `lda`, and B's width `wB` (as N).
fn products(source: &Source, scope: &Kernel, expr: Node) -> Vec<(String, Vec<Param>)> {
    let mut out = Vec::new();
    for (node, list) in whole_products(source, expr) {
        let mut sizes = Vec::new();
        for f in list {
            let t = normalise(source.text_of(f));
            if !scope.params.iter().any(|(_, n)| *n == t) {
                continue;
            }
            let wb = t.replace('_', "").eq_ignore_ascii_case("wb");
            match Param::of(&t) {
                Some(Param::Ldb) if wb => sizes.push(Param::N),
                Some(p @ (Param::M | Param::N | Param::K | Param::Lda)) => sizes.push(p),
                Some(Param::Ldb | Param::Ldc) => sizes.push(Param::Ldb),
                _ => {}
            }
        }
        if !sizes.is_empty() {
            let text = source
                .text_of(node)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            out.push((text, sizes));
        }
    }
    out
}

fn block_evidence(source: &Source, rec: &Recognised) -> BlockEvidence {
    let kernel = &rec.kernel;
    let code = code_text(source, rec);
    let uses = |name: &str| code.contains(name) || code.contains(&name.replace('.', " . "));
    if uses("threadIdx.z") {
        return BlockEvidence::TwoD(Err(LaunchError::ThreeDBlock));
    }
    if uses("threadIdx.y") {
        let shape = two_d_shape(source, rec).and_then(|(shape, why)| match kernel.threads {
            Some(threads) if threads != shape[0] * shape[1] => Err(LaunchError::ThreadsDisagree {
                from: why,
                x: shape[0],
                y: shape[1],
                stated_by: kernel
                    .threads_source
                    .clone()
                    .unwrap_or_else(|| "the kernel".to_string()),
                threads,
            }),
            _ => Ok((shape, why)),
        });
        let shape = shape.and_then(|(shape, why)| {
            let block = [shape[0] as i64, shape[1] as i64, 1];
            launchable(block, why).map(|why| (shape, why))
        });
        return BlockEvidence::TwoD(shape);
    }
    if let (Some(t), Some(from)) = (kernel.threads, &kernel.threads_source) {
        return BlockEvidence::OneD(Ok((t, from.clone())));
    }
    let from_stores = threads_from_stores(source, rec)
        .and_then(|(count, why)| launchable([count as i64, 1, 1], why).map(|why| (count, why)));
    BlockEvidence::OneD(from_stores.map_err(|why| LaunchError::NoThreadCount(Box::new(why))))
}

/// `from` (what gives `block`) where CUDA can launch `block`; else why it cannot.
fn launchable(block: [i64; 3], from: String) -> Result<String, LaunchError> {
    match crate::source::directive::check_block(block) {
        Ok(()) => Ok(from),
        Err(error) => Err(LaunchError::BlockNotLaunchable { from, error }),
    }
}

/// A store that every thread runs once per K-step: not in a load loop, not under a condition (an
/// if/else zero fill is one store).
fn straight_line(
    source: &Source,
    rec: &Recognised,
    store: &crate::recognize::loads::TileStore,
) -> bool {
    if !store.loops.is_empty() {
        return false;
    }
    let body = rec.kloop.body;
    for n in source.ancestors(store.anchor) {
        if n.id() == body.id() {
            return true;
        }
        if matches!(
            n.kind(),
            "if_statement"
                | "for_statement"
                | "while_statement"
                | "do_statement"
                | "switch_statement"
        ) {
            return false;
        }
    }
    false // not inside the K-loop's body: nothing is known about it
}

fn line(source: &Source, node: Node) -> usize {
    line_col(&source.text, node.start_byte()).0
}

/// Threads per block from the tile stores: each tile's (unpadded) elements over the elements one
/// thread stores into it per K-step; every tile must give the same count.
fn threads_from_stores(source: &Source, rec: &Recognised) -> Result<(u64, String), LaunchError> {
    let kloop = &rec.kloop;
    let symbols = &rec.scope().symbols;
    let mut stored: Vec<(String, u64)> = Vec::new();
    for store in &kloop.load.stores {
        if !straight_line(source, rec, store) {
            return Err(LaunchError::StoreNotStraight {
                line: line(source, store.anchor),
            });
        }
        let tile = known_tile(kloop, store)?;
        let (Some(elem), Some(width)) = (tile.elem_size(), store.width) else {
            return Err(LaunchError::UnknownStoreWidth {
                line: line(source, store.anchor),
            });
        };
        if width % elem != 0 {
            return Err(LaunchError::PartialElement {
                line: line(source, store.anchor),
            });
        }
        match stored.iter_mut().find(|(n, _)| *n == tile.name) {
            Some((_, count)) => *count += width / elem,
            None => stored.push((tile.name.clone(), width / elem)),
        }
    }
    let mut threads = Vec::new();
    for tile in &kloop.tiles {
        let name = || tile.name.clone();
        if tile.dynamic.is_some() {
            return Err(LaunchError::CarvedTile { tile: name() });
        }
        let elements = logical_dims(tile, symbols)
            .ok_or_else(|| LaunchError::UnknownTileShape { tile: name() })?
            .iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .ok_or_else(|| LaunchError::TooManyElements { tile: name() })?;
        let per_thread = stored
            .iter()
            .find(|(n, _)| *n == tile.name)
            .map_or(0, |(_, c)| *c);
        if per_thread == 0 || !elements.is_multiple_of(per_thread) {
            return Err(LaunchError::StoresDoNotDivide {
                tile: name(),
                elements,
            });
        }
        threads.push((tile.name.as_str(), elements, per_thread));
    }
    let Some(&(_, first_elements, first_per_thread)) = threads.first() else {
        return Err(LaunchError::NoTileStores);
    };
    let count = first_elements / first_per_thread;
    if threads.iter().any(|(_, e, p)| e / p != count) {
        return Err(LaunchError::ThreadCountsDisagree {
            counts: threads
                .iter()
                .map(|(n, e, p)| (n.to_string(), e / p))
                .collect(),
        });
    }
    let each: Vec<String> = threads
        .iter()
        .map(|(n, e, p)| format!("{p} of `{n}`'s {e}"))
        .collect();
    Ok((
        count,
        format!(
            "the tile stores (each thread stores {} elements per K-step)",
            each.join(" and ")
        ),
    ))
}

/// The block (x, y) from stores `T[ty][tx]` / `T[ty * W + tx]`, all agreeing.
fn two_d_shape(source: &Source, rec: &Recognised) -> Result<([u64; 2], String), LaunchError> {
    let kloop = &rec.kloop;
    let kernel = rec.scope();
    let mut shape: Option<([u64; 2], String)> = None;
    for store in &kloop.load.stores {
        let lhs_text = source.text_of(store.lhs);
        let written = || lhs_text.to_string();
        if !straight_line(source, rec, store) {
            return Err(LaunchError::StoreNotStraight2D {
                store: written(),
                line: line(source, store.anchor),
            });
        }
        let tile = known_tile(kloop, store)?;
        if store.width != tile.elem_size() {
            return Err(LaunchError::StoreOfSeveralElements { store: written() });
        }
        let dims =
            logical_dims(tile, &kernel.symbols).ok_or_else(|| LaunchError::UnknownTileShape {
                tile: tile.name.clone(),
            })?;
        let this = store_shape(source, kernel, store.lhs, &dims)
            .ok_or_else(|| LaunchError::StoreNotByThread { store: written() })?;
        match &shape {
            None => shape = Some((this, format!("the tile stores `{lhs_text}`"))),
            Some((s, _)) if *s == this => {}
            Some((s, _)) => {
                return Err(LaunchError::StoreShapesDisagree {
                    first: *s,
                    other: this,
                    store: written(),
                })
            }
        }
    }
    shape.ok_or(LaunchError::NoTileStores)
}

/// The tile `store` stores into.
fn known_tile<'k>(
    kloop: &'k crate::recognize::kloop::KLoop,
    store: &crate::recognize::loads::TileStore,
) -> Result<&'k SharedArray, LaunchError> {
    kloop
        .tile(&store.tile)
        .ok_or_else(|| LaunchError::UnknownTile {
            tile: store.tile.clone(),
        })
}

/// The subscript's array and index: `T[i]` → (T, i).
fn subscript(node: Node) -> Option<(Node, Node)> {
    let node = strip_parens(node);
    if node.kind() != "subscript_expression" {
        return None;
    }
    let array = node.named_child(0)?;
    let index = node.named_child(1)?;
    let index = if index.kind() == "subscript_argument_list" {
        index.named_child(0)?
    } else {
        index
    };
    Some((array, index))
}

fn store_shape(source: &Source, kernel: &Kernel, lhs: Node, dims: &[u64]) -> Option<[u64; 2]> {
    let is = |node: Node, which: &str| builtin_index(kernel, source.text_of(node)) == Some(which);
    let (array, index) = subscript(lhs)?;
    if let Some((inner, row)) = subscript(array) {
        // T[ty][tx] into an R x C array: block C x R.
        return (inner.kind() == "identifier"
            && dims.len() == 2
            && is(row, "threadIdx.y")
            && is(index, "threadIdx.x"))
        .then(|| [dims[1], dims[0]]);
    }
    // T[ty * W + tx] (either order of the sum and of the product) into W x (elements / W).
    let (left, right) = crate::recognize::effects::operands_of(source, index, "+")?;
    let (product, x) = if is(right, "threadIdx.x") {
        (left, right)
    } else {
        (right, left)
    };
    if !is(x, "threadIdx.x") {
        return None;
    }
    let mut list = Vec::new();
    factors(source, product, &mut list);
    let [p, q] = list[..] else { return None };
    let width = if is(p, "threadIdx.y") {
        q
    } else if is(q, "threadIdx.y") {
        p
    } else {
        return None;
    };
    let width = kernel.symbols.eval(source.text_of(width)).ok()? as u64;
    let elements = dims.iter().try_fold(1u64, |a, &d| a.checked_mul(d))?;
    (width > 0 && elements.is_multiple_of(width)).then(|| [width, elements / width])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::infer::Incomplete;
    use crate::launch::spec::LaunchSpec;

    /// leimao's form: `T const* A` of `gemm_t<float, ..>`, launched with a grid that rounds up
    /// through the block's `dim3`: the dtypes are the instantiation's.
    #[test]
    fn a_template_type_parameter_gives_the_instantiations_dtype() {
        let text = r#"template <typename T, int BM, int BK>
__global__ void gemm_t(size_t m, size_t n, size_t k, T const *A, T const *B, T *C) {
  __shared__ T As[BM][BK];
  __shared__ T Bs[BK][BM];
  const int tx = threadIdx.x % BM, ty = threadIdx.x / BM;
  T acc = 0;
  for (size_t k0 = 0; k0 < k; k0 += BK) {
    As[tx][ty] = A[(blockIdx.y * BM + tx) * k + k0 + ty];
    Bs[ty][tx] = B[(k0 + ty) * n + blockIdx.x * BM + tx];
    __syncthreads();
    for (int kk = 0; kk < BK; ++kk) acc += As[tx][kk] * Bs[kk][ty];
    __syncthreads();
  }
  C[(blockIdx.y * BM + tx) * n + blockIdx.x * BM + ty] = acc;
}
void run(size_t m, size_t n, size_t k, float const *A, float const *B, float *C) {
  dim3 const block_dim{16U * 16U, 1U, 1U};
  dim3 const grid_dim{(static_cast<unsigned int>(n) + 16U - 1U) / 16U, (static_cast<unsigned int>(m) + 16U - 1U) / 16U, 1U};
  gemm_t<float, 16, 16><<<grid_dim, block_dim>>>(m, n, k, A, B, C);
}
"#;
        let spec = launch_for_file(text, None, &[], &crate::launch::resolve::Given::default())
            .expect("a K-loop kernel")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (spec.a, spec.b, spec.c),
            (
                crate::launch::spec::DType::F32,
                crate::launch::spec::DType::F32,
                crate::launch::spec::DType::F32
            )
        );
    }

    fn infer_text(text: &str) -> Result<LaunchSpec, Box<Incomplete>> {
        infer_file(text, None, &[]).expect("a K-loop kernel")
    }

    fn hints_of(text: &str) -> Hints {
        launch_hints(text, None, &[]).expect("hints")
    }

    #[test]
    fn tiles_carved_out_of_a_buffer_take_their_size_from_what_the_block_stores() {
        // The pointers have no declared shape: one iteration of the block's 512 threads stores
        // 64 x 8 floats into `As` and 8 x 64 into `Bs`, and the loop steps by BK = 8.
        let text = include_str!("../../tests/forms/sgemm_static_carved.cu");
        assert_eq!(hints_of(text).sizes, Ok([64, 64, 8]));
        // Rows of a view (`float (*As)[BK]`) count as elements too.
        let rows = text
            .replace(
                "float *As = reinterpret_cast<float *>(smem);",
                "float (*As)[BK] = reinterpret_cast<float (*)[BK]>(smem);",
            )
            .replace("As[innerRowA * BK + innerColA]", "As[innerRowA][innerColA]")
            .replace(
                "As[(threadRow * TM + resIdx) * BK + dotIdx]",
                "As[threadRow * TM + resIdx][dotIdx]",
            );
        assert_eq!(hints_of(&rows).sizes, Ok([64, 64, 8]));
        // A guarded store writes what the threads chose, not the tile: no size from it.
        let guarded = text.replace(
            "    As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];",
            "    if (innerColA < 4) As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];",
        );
        assert!(guarded.contains("if (innerColA < 4)"));
        assert!(hints_of(&guarded).sizes.is_err());
    }

    /// siboehm's kernel 4 (1-D block tiling): no __launch_bounds__, x walks N.
    const BLOCKTILING_1D: &str = r#"
template <const int BM, const int BN, const int BK, const int TM>
__global__ void sgemm1DBlocktiling(int M, int N, int K, float alpha,
                                   const float *A, const float *B, float beta,
                                   float *C) {
  const uint cRow = blockIdx.y;
  const uint cCol = blockIdx.x;
  const int threadCol = threadIdx.x % BN;
  const int threadRow = threadIdx.x / BN;
  __shared__ float As[BM * BK];
  __shared__ float Bs[BK * BN];
  A += cRow * BM * K;
  B += cCol * BN;
  C += cRow * BM * N + cCol * BN;
  const uint innerColA = threadIdx.x % BK;
  const uint innerRowA = threadIdx.x / BK;
  const uint innerColB = threadIdx.x % BN;
  const uint innerRowB = threadIdx.x / BN;
  float threadResults[TM] = {0.0};
  for (uint bkIdx = 0; bkIdx < K; bkIdx += BK) {
    As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];
    Bs[innerRowB * BN + innerColB] = B[innerRowB * N + innerColB];
    __syncthreads();
    A += BK;
    B += BK * N;
    for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
      float tmpB = Bs[dotIdx * BN + threadCol];
      for (uint resIdx = 0; resIdx < TM; ++resIdx) {
        threadResults[resIdx] += As[(threadRow * TM + resIdx) * BK + dotIdx] * tmpB;
      }
    }
    __syncthreads();
  }
  for (uint resIdx = 0; resIdx < TM; ++resIdx) {
    C[(threadRow * TM + resIdx) * N + threadCol] =
        alpha * threadResults[resIdx] + beta * C[(threadRow * TM + resIdx) * N + threadCol];
  }
}
template __global__ void sgemm1DBlocktiling<BMV, BNV, 8, TMV>(int, int, int, float, const float *, const float *, float, float *);
"#;

    fn blocktiling(bm: u64, bn: u64) -> String {
        BLOCKTILING_1D
            .replace("BMV", &bm.to_string())
            .replace("BNV", &bn.to_string())
            .replace("TMV", &(bm * bn / (bm * 8)).to_string())
    }

    #[test]
    fn threads_from_the_stores_of_a_kernel_without_launch_bounds() {
        let spec = infer_text(&blocktiling(64, 64)).unwrap();
        assert_eq!(spec.to_directive(), "// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=512 multiple=64,64,8");
        assert!(
            spec.evidence.iter().any(|e| e.contains(
                "block of 512 threads from the tile stores (each thread stores 1 of `As`'s 512 and 1 of `Bs`'s 512"
            )),
            "{:?}",
            spec.evidence
        );
        // Non-square tiles: As holds 128*8 = 1024, Bs 8*64 = 512 elements, one each per thread: the
        // stores disagree, so no thread count; the grid is still inferred from `cCol * BN`.
        let err = infer_text(&blocktiling(128, 64)).unwrap_err();
        assert_eq!(err.directive(), "// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/128 block=? multiple=128,64,8");
        assert!(
            err.reasons[0].contains("disagree on the thread count (`As` 1024, `Bs` 512)"),
            "{:?}",
            err.reasons
        );
    }

    #[test]
    fn the_grid_orientation_comes_from_the_block_index_products() {
        let h = hints_of(&blocktiling(128, 64));
        assert_eq!(h.grid.len(), 2, "{:?}", h.grid);
        assert!(h.grid.contains(&GridEvidence {
            axis: Axis::Y,
            walks: Dim::M,
            text: "cRow * BM * K".into()
        }));
        assert!(h.grid.contains(&GridEvidence {
            axis: Axis::X,
            walks: Dim::N,
            text: "cCol * BN".into()
        }));
        // siboehm's kernel 3 has cRow = blockIdx.x: x walks M (square tiles, found by the row stride K).
        let swapped = blocktiling(64, 64)
            .replace("cRow = blockIdx.y", "cRow = blockIdx.x")
            .replace("cCol = blockIdx.x", "cCol = blockIdx.y");
        let spec = infer_text(&swapped).unwrap();
        assert_eq!(spec.grid, ["M/64", "N/64"]);
        // The same with non-square tiles: M/BM first, from both kinds of evidence.
        let swapped = blocktiling(128, 64)
            .replace("cRow = blockIdx.y", "cRow = blockIdx.x")
            .replace("cCol = blockIdx.x", "cCol = blockIdx.y");
        let h = hints_of(&swapped);
        assert!(h
            .grid
            .iter()
            .all(|e| matches!((e.axis, e.walks), (Axis::X, Dim::M) | (Axis::Y, Dim::N))));
        // Conflicting evidence (x with BN and x with BM) is refused when the tiles are not square.
        let conflicting = blocktiling(128, 64).replace(
            "C += cRow * BM * N + cCol * BN;",
            "C += cRow * BM * N + cCol * BN + blockIdx.x * BM;",
        );
        let err = infer_text(&conflicting).unwrap_err();
        assert!(err
            .reasons
            .iter()
            .any(|r| r.contains("orientation is unclear")));
        assert!(err.directive().contains(" grid=? "));
        // No evidence and non-square tiles: refused.
        let blind = blocktiling(128, 64)
            .replace("A += cRow * BM * K;", "")
            .replace("B += cCol * BN;", "")
            .replace("C += cRow * BM * N + cCol * BN;", "");
        let err = infer_text(&blind).unwrap_err();
        assert!(err
            .reasons
            .iter()
            .any(|r| r.contains("not square (BM=128 BN=64)")));
    }

    #[test]
    fn tile_sizes_pair_the_shared_dimension_by_name() {
        let mut s = Symbols::default();
        for (k, v) in [("BM", "64"), ("BN", "64"), ("BK", "8"), ("BM2", "128")] {
            s.insert(k, v, crate::source::consts::Origin::Define);
        }
        let tile = |name: &str, dims: &[&str]| SharedArray {
            name: name.into(),
            elem_type: "float".into(),
            resolved_type: "float".into(),
            dims: dims.iter().map(|d| d.to_string()).collect(),
            decl: 0..0,
            name_end: 0,
            name_span: 0..0,
            sole_declarator: true,
            dynamic: None,
        };
        // A stored transposed (As[k][m]) with BM = BN: two pairings match by value; BK is the name
        // both tiles share.
        let tiles = [tile("As", &["BK", "BM + 4"]), tile("Bs", &["BK", "BN"])];
        let shapes = |tiles: &[SharedArray], s: &Symbols| {
            tiles
                .iter()
                .map(|t| TileShape::declared(t, s))
                .collect::<Vec<_>>()
        };
        let sizes = |tiles: &[SharedArray]| {
            tile_sizes(&shapes(tiles, &s), None)
                .ok()
                .map(|t| (t.bm, t.bn, t.bk, t.m_expr, t.n_expr))
        };
        let sized = |bm, bn, bk, m: &str, n: &str| Some((bm, bn, bk, m.to_string(), n.to_string()));
        assert_eq!(sizes(&tiles), sized(64, 64, 8, "BM", "BN"));
        let tiles = [tile("As", &["BM * BK"]), tile("Bs", &["BK * BN"])];
        assert_eq!(sizes(&tiles), sized(64, 64, 8, "BM", "BN"));
        let tiles = [tile("As", &["BM2", "BK"]), tile("Bs", &["BK", "BN"])];
        assert_eq!(sizes(&tiles), sized(128, 64, 8, "BM2", "BN"));
        // Numbers only, two ways to pair them: unknown rather than a guess.
        let tiles = [tile("As", &["8", "64"]), tile("Bs", &["8", "64"])];
        assert_eq!(sizes(&tiles), None);
        // All sizes equal: the names still come from the pairing that shares a name.
        let mut all = s.clone();
        all.insert("BK", "64", crate::source::consts::Origin::CommandLine);
        let tiles = [tile("As", &["BK", "BM"]), tile("Bs", &["BK", "BN"])];
        assert_eq!(
            tile_sizes(&shapes(&tiles, &all), None)
                .ok()
                .map(|t| (t.m_expr, t.n_expr)),
            Some(("BM".to_string(), "BN".to_string()))
        );
        // Square numbers pair every way to the same sizes.
        let tiles = [tile("As", &["32", "32"]), tile("Bs", &["32", "32"])];
        assert_eq!(sizes(&tiles), sized(32, 32, 32, "32", "32"));
    }

    /// The K-loop's BK of a kernel.
    fn loop_bk_of(text: &str) -> Option<(u64, String)> {
        let source = Source::parse(text.to_string()).unwrap();
        let rec = crate::recognize::recognise(&source, None, &[]).unwrap();
        loop_bk(&source, &rec)
    }

    #[test]
    fn bk_in_elements_from_the_k_loop_header() {
        let k = blocktiling(64, 64);
        assert_eq!(
            loop_bk_of(&k),
            Some((8, "the K-loop's `bkIdx < K; bkIdx += BK`".to_string()))
        );
        // Tile counts: K / D, (K + D - 1) / D, a ceil-div macro, through a local; D * step elements.
        let header = "for (uint bkIdx = 0; bkIdx < K; bkIdx += BK)";
        for (new, bk) in [
            ("for (uint t = 0; t < K / BK; ++t)", 8),
            ("for (uint t = 0; t < (K + BK - 1) / BK; t++)", 8),
            ("for (uint t = 0; t < K / 4; t += 2)", 8),
            ("for (uint t = 0; t < CEIL_DIV(K, BK); ++t)", 8),
            (
                "const int nt = K / 2;\n  for (int t = 0; t != nt; t += 4)",
                8,
            ),
            ("for (uint bkIdx = 0; K > bkIdx; bkIdx += 2 * BK)", 16),
        ] {
            let text = format!(
                "#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))\n{}",
                k.replace(header, new)
            );
            assert_eq!(loop_bk_of(&text).map(|b| b.0), Some(bk), "{new}");
        }
        // Bounds in other units say nothing: a pointer-offset loop (the CUDA samples' matrixMul),
        // K * 2, K / BK / 2, a count that does not round up by D - 1.
        assert_eq!(loop_bk_of(MATRIX_MUL), None);
        for new in [
            "for (uint t = 0; t < K * 2; t += BK)",
            "for (uint t = 0; t < K / BK / 2; ++t)",
            "for (uint t = 0; t < (K + BK) / BK; ++t)",
            "for (uint t = 0; t <= K; t += BK)",
        ] {
            assert_eq!(loop_bk_of(&k.replace(header, new)), None, "{new}");
        }
    }

    #[test]
    fn flat_tiles_take_bk_from_the_loop_and_refuse_when_it_disagrees() {
        // Literal flat tiles that pair two ways (BK = 8 with 64 x 64, or 64 with 8 x 8): the loop's
        // step settles it.
        let literal = blocktiling(64, 64)
            .replace("As[BM * BK]", "As[64 * 8]")
            .replace("Bs[BK * BN]", "Bs[8 * 64]");
        assert_eq!(infer_text(&literal).unwrap().multiple, [64, 64, 8]);
        // Without a loop that says BK (an unrolled-by-hand header), refused with both readings.
        let blind = literal.replace("bkIdx < K; bkIdx += BK", "bkIdx <= K - BK; bkIdx += BK");
        let err = infer_text(&blind).unwrap_err();
        assert!(err.directive().contains(" grid=? ") && err.directive().ends_with("multiple=?"));
        assert_eq!(
            err.reasons[0],
            "the tile sizes BM, BN, BK are unknown: `As` [64][8] and `Bs` [8][64] pair up more than one way (BK = 8 or 64), and the K-loop's header does not say BK in elements"
        );
        // An opaque one-dimensional tile: BM = elements / BK.
        let opaque = blocktiling(64, 64).replace(
            "__shared__ float As[BM * BK];",
            "constexpr int A_ELEMS = BM * BK;\n  __shared__ float As[A_ELEMS];",
        );
        let spec = infer_text(&opaque).unwrap();
        assert_eq!(
            spec.to_directive(),
            infer_text(&blocktiling(64, 64)).unwrap().to_directive()
        );
        // Without the loop's BK, the stores' row width (`As[innerRowA * BK + innerColA]`) shapes it
        // BM x BK, and BK pairs it with `Bs[BK * BN]` by name.
        let opaque_blind = opaque.replace("bkIdx < K; bkIdx += BK", "bkIdx <= K - BK; bkIdx += BK");
        assert_eq!(infer_text(&opaque_blind).unwrap().multiple, [64, 64, 8]);
        // Not a multiple of the loop's BK, or no dimension of it: the evidence disagrees, refused.
        let odd = opaque.replace("A_ELEMS = BM * BK", "A_ELEMS = BM * BK + 4");
        let err = infer_text(&odd).unwrap_err();
        assert_eq!(
            err.reasons[0],
            "the tile sizes BM, BN, BK are unknown: BK = 8 from the K-loop's `bkIdx < K; bkIdx += BK`, but `As` [A_ELEMS = 516] holds 516 elements, not a multiple of 8"
        );
        let double = blocktiling(64, 64).replace("bkIdx += BK)", "bkIdx += 2 * BK)");
        let err = infer_text(&double).unwrap_err();
        assert_eq!(
            err.reasons[0],
            "the tile sizes BM, BN, BK are unknown: BK = 16 from the K-loop's `bkIdx < K; bkIdx += 2 * BK`, but `As` [BM = 64][BK = 8] has no dimension of 16"
        );
        assert!(
            err.directive().ends_with("block=512 multiple=?"),
            "{}",
            err.directive()
        );
    }

    #[test]
    fn layouts_from_the_row_strides_of_a_and_b() {
        let k = blocktiling(64, 64);
        let h = hints_of(&k);
        assert_eq!(h.b_layout.row, ["innerRowB * N", "BK * N"]);
        assert!(h.b_layout.col.is_empty());
        assert_eq!(h.a_layout.row, ["cRow * BM * K", "innerRowA * K"]);
        let spec = infer_text(&k).unwrap();
        assert!(!spec.b_col);
        assert!(spec.evidence.contains(
            &"B stored K x N (row-major) from `innerRowB * N`, `BK * N` (row stride N)".to_string()
        ));
        // B stored N x K (`B[col * K + k]`, stepping BK along a row): b=...:col.
        let nt = k
            .replace("B += cCol * BN;", "B += cCol * BN * K;")
            .replace(
                "B[innerRowB * N + innerColB]",
                "B[innerColB * K + innerRowB]",
            )
            .replace("B += BK * N;", "B += BK;");
        let spec = infer_text(&nt).unwrap();
        assert!(spec.b_col);
        assert!(spec.to_directive().contains(" b=f32:col "));
        // Both strides: refused, with both named.
        let both = k.replace("B += BK * N;", "B += BK * K;");
        let err = infer_text(&both).unwrap_err();
        assert!(err.directive().contains(" b=f32:? "), "{}", err.directive());
        assert_eq!(
            err.reasons,
            ["B's layout is unclear: row stride N (K x N) from `innerRowB * N`, row stride K (N x K) from `BK * K`"]
        );
        // A stored K x M: no directive says it; refused rather than guessed.
        let at = k
            .replace("A += cRow * BM * K;", "A += cRow * BM;")
            .replace(
                "A[innerRowA * K + innerColA]",
                "A[innerColA * M + innerRowA]",
            )
            .replace("A += BK;", "A += BK * M;");
        let err = infer_text(&at).unwrap_err();
        assert!(err.directive().contains(" a=f32:? "), "{}", err.directive());
        assert!(
            err.reasons[0].starts_with(
                "A is stored K x M (column-major: row stride M from `innerColA * M`, `BK * M`)"
            ),
            "{:?}",
            err.reasons
        );
        // A local pointer initialised from B carries B's evidence; a batch offset (`K * N`) and
        // `ldb` (B's row stride either way) say nothing.
        let local = nt
            .replace("B[innerColB * K + innerRowB]", "Bp[innerRowB]")
            .replace(
                "B += BK;",
                "B += BK;\n    const float *Bp = B + innerColB * K + blockIdx.z * K * N;",
            );
        let h = hints_of(&local);
        assert_eq!(
            h.b_layout.col,
            ["cCol * BN * K", "innerColB * K"],
            "{:?}",
            h.b_layout
        );
        assert!(h.b_layout.row.is_empty());
    }

    #[test]
    fn block_indices_through_locals_and_casts() {
        let text = "__global__ void k(const float *A) {\n  const int bx = blockIdx.x;\n  const int c = (int)bx;\n  int t = static_cast<int>(threadIdx.y);\n  __shared__ float s[4];\n}\n";
        let source = Source::parse(text.to_string()).unwrap();
        let facts = crate::recognize::kernel::FileFacts::collect(&source);
        let kernels = crate::recognize::kernel::find_kernels(&source, &facts, &[], None);
        let k = &kernels[0];
        assert_eq!(builtin_index(k, "bx"), Some("blockIdx.x"));
        assert_eq!(builtin_index(k, "( c )"), Some("blockIdx.x"));
        assert_eq!(builtin_index(k, "t"), Some("threadIdx.y"));
        assert_eq!(builtin_index(k, "blockIdx.y"), Some("blockIdx.y"));
        assert_eq!(builtin_index(k, "bx + 1"), None);
        assert_eq!(builtin_index(k, "(a) * (b)"), None);
    }

    /// The CUDA samples' matrixMul: 2-D block, `As[ty][tx]`, wA/wB, no __launch_bounds__.
    const MATRIX_MUL: &str = r#"
template <int BLOCK_SIZE>
__global__ void MatrixMulCUDA(float *C, float *A, float *B, int wA, int wB) {
  int bx = blockIdx.x;
  int by = blockIdx.y;
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) {
      Csub += As[ty][k] * Bs[k][tx];
    }
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}
void launch(float *C, float *A, float *B, int wA, int wB) {
  MatrixMulCUDA<32><<<dim3(wB / 32, 1), dim3(32, 32)>>>(C, A, B, wA, wB);
}
"#;

    #[test]
    fn two_d_blocks_from_the_tile_stores() {
        let spec = infer_text(MATRIX_MUL).unwrap();
        assert_eq!(spec.to_directive(), "// kpipe: a=f32:row b=f32:row c=f32 args=C,A,B,K,N grid=N/32,M/32 block=32,32 multiple=32,32,32");
        assert!(
            spec.evidence
                .iter()
                .any(|e| e.contains("`wA * BLOCK_SIZE * by` (blockIdx.y walks M)")),
            "{:?}",
            spec.evidence
        );
        // A padded 2-D tile: the block is the logical shape.
        let padded = MATRIX_MUL
            .replace(
                "As[BLOCK_SIZE][BLOCK_SIZE]",
                "As[BLOCK_SIZE][BLOCK_SIZE + 1]",
            )
            .replace(
                "Bs[BLOCK_SIZE][BLOCK_SIZE]",
                "Bs[BLOCK_SIZE][BLOCK_SIZE + 1]",
            );
        assert_eq!(infer_text(&padded).unwrap().block, ["32", "32"]);
        // 1-D tiles indexed ty * W + tx.
        let linear = MATRIX_MUL
            .replace("As[BLOCK_SIZE][BLOCK_SIZE]", "As[BLOCK_SIZE * BLOCK_SIZE]")
            .replace("Bs[BLOCK_SIZE][BLOCK_SIZE]", "Bs[BLOCK_SIZE * BLOCK_SIZE]")
            .replace("As[ty][tx] =", "As[ty * BLOCK_SIZE + tx] =")
            .replace("Bs[ty][tx] =", "Bs[tx + BLOCK_SIZE * ty] =")
            .replace("As[ty][k]", "As[ty * BLOCK_SIZE + k]")
            .replace("Bs[k][tx]", "Bs[k * BLOCK_SIZE + tx]");
        assert_eq!(infer_text(&linear).unwrap().block, ["32", "32"]);
        // Two rows per thread: not clear, refused with the store named.
        let two_rows = MATRIX_MUL.replace(
            "As[ty][tx] = A[a + wA * ty + tx];",
            "As[ty][tx] = A[a + wA * ty + tx];\n    As[ty + 16][tx] = A[a + wA * (ty + 16) + tx];",
        );
        let err = infer_text(&two_rows).unwrap_err();
        assert!(
            err.reasons[0].contains("`As[ty + 16][tx]` is not indexed [threadIdx.y][threadIdx.x]"),
            "{:?}",
            err.reasons
        );
        assert!(err.directive().contains(" block=? "));
        // Swapped indices (`As[tx][ty]`) are not the pattern either.
        let swapped = MATRIX_MUL.replace("As[ty][tx] = A", "As[tx][ty] = A");
        assert!(infer_text(&swapped).is_err());
        // __launch_bounds__ that disagree with the stores: refused.
        let bounds =
            MATRIX_MUL.replace("__global__ void", "__global__ void __launch_bounds__(256)");
        let err = infer_text(&bounds).unwrap_err();
        assert!(
            err.reasons[0].contains("32 x 32 threads, but __launch_bounds__(256) says 256"),
            "{:?}",
            err.reasons
        );
    }

    #[test]
    fn vector_stores_count_their_elements() {
        // 128x128x8 register blocking without __launch_bounds__: A is one float4 load stored as four
        // scalars, B one float4 store: 4 elements of each 1024-element tile per thread: 256 threads.
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("kernels/sgemm_128x128x8_regblock.cu"),
        )
        .unwrap()
        .replace("__launch_bounds__((BM * BN) / (TM * TN))", "")
        .replace("constexpr int NUM_THREADS", "constexpr int NUM_T");
        let h = hints_of(&text);
        assert_eq!(
            h.block,
            BlockEvidence::OneD(Ok((
                256,
                "the tile stores (each thread stores 4 of `As`'s 1024 and 4 of `Bs`'s 1024 elements per K-step)".into()
            )))
        );
    }

    #[test]
    fn stores_in_a_loop_or_under_a_condition_say_nothing() {
        let looped = blocktiling(64, 64).replace(
            "As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];",
            "for (int o = 0; o < BM; o += 64) As[(innerRowA + o) * BK + innerColA] = A[(innerRowA + o) * K + innerColA];",
        );
        let err = infer_text(&looped).unwrap_err();
        assert!(
            err.reasons[0].contains("runs in a loop or under a condition"),
            "{:?}",
            err.reasons
        );
        let guarded = blocktiling(64, 64).replace(
            "As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];",
            "if (threadIdx.x < 256) As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];",
        );
        assert!(infer_text(&guarded).is_err());
        // An if/else zero fill is one store per thread.
        let zero_fill = blocktiling(64, 64).replace(
            "As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA];",
            "if (innerRowA < M) { As[innerRowA * BK + innerColA] = A[innerRowA * K + innerColA]; } else { As[innerRowA * BK + innerColA] = 0.0f; }",
        );
        assert_eq!(infer_text(&zero_fill).unwrap().block, ["512"]);
    }

    #[test]
    fn every_kernel_with_a_directive_infers_it_or_says_why_not() {
        // Kernels whose directive inference must reproduce exactly (the directive line removed), and
        // the others with the reason inference gives.
        let cases: &[(&str, Result<(), &str>)] = &[
            ("bf16_mma_ldmatrix", Ok(())),
            ("hgemm_wmma_128x128x32", Ok(())),
            ("igemm_wmma_int8", Ok(())),
            ("sgemm_128x128x8_regblock", Ok(())),
            ("sgemm_32x32_two_iv", Ok(())),
            ("sgemm_bump_after_barrier", Ok(())),
            ("sgemm_cliff_sm86", Ok(())),
            ("sgemm_tile_in_loop", Ok(())),
            ("sgemm_warp_roles", Ok(())),
            ("tf32_wmma", Ok(())),
            // Any size (grid rounds up): inference uses multiples of the tile, a different directive.
            ("sgemm_tilecount_bounds", Err("multiple=16,16,16")),
            // Persistent: the args hold a tile count kpipe cannot name.
            ("sgemm_persistent_staging", Err("grid=N/16,M/16")),
        ];
        for (name, expected) in cases {
            let path =
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("kernels/{name}.cu"));
            let text = std::fs::read_to_string(path).unwrap();
            let directive = text
                .lines()
                .find(|l| l.starts_with("// kpipe:"))
                .unwrap()
                .to_string();
            let without = text.replace(&directive, "//");
            let inferred = match infer_text(&without) {
                Ok(spec) => spec.to_directive(),
                Err(e) => e.directive(),
            };
            match expected {
                Ok(()) => assert_eq!(inferred, directive, "{name}"),
                Err(part) => {
                    assert_ne!(inferred, directive, "{name}");
                    assert!(inferred.contains(part), "{name}: {inferred}");
                }
            }
        }
    }
}
