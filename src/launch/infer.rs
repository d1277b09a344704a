//! A launch for a kernel without a `// kpipe:` directive, inferred from its signature and from what
//! `crate::launch::evidence` read off its indexing; or, when something is not clear, the directive to add with
//! a `?` for each part kpipe could not tell, and the reasons.
//!
//! The rules (each one refuses rather than guesses; a wrong inference still fails the float64
//! reference check on the GPU, which says so):
//! - parameters by name, case-insensitive, `_` ignored: `A`, `B`, `C`, `M`, `N`, `K`, `alpha`, `beta`,
//!   and the leading dimensions of row-major operands `lda` = K, `ldb` = N, `ldc` = N (also the CUDA
//!   samples' widths `wA` = K, `wB` = N). A, B, C, N and K must be there; any other name is a `?`.
//! - dtypes from the pointer types; C (the output) is f32, f16, bf16, i32 or f64; `beta` means C is
//!   read (`c=...:in`); a kernel that mentions tf32 computes with tf32.
//! - tile sizes: BM, BN, BK from the two tiles and the K-loop's header (`crate::launch::evidence::tile_sizes`):
//!   BK in elements from the header (`k < K; k += BK`, `t < K / BK`) picks the dimension the tiles
//!   share and divides a flat tile (`sA[A_TILE_ELEMS]`); a tile without that dimension is refused.
//! - layouts, from the row strides in A's and B's indexing and bumps (`crate::launch::evidence`): B with a
//!   stride of K only is stored N x K (`b=...:col`, an `ldb` argument is then K), with N only or
//!   neither K x N; A with a stride of M only is stored K x M, which a directive cannot say: refused
//!   (`a=...:?`), as is an operand with both strides (`b=...:?`).
//! - grid: which `blockIdx` component walks N and which walks M, from products in the kernel
//!   (`blockIdx.x * BN`, `cCol * BN` with `cCol = blockIdx.x`, `cRow * BM * K`): x with N (or y with
//!   M) gives `N/BN,M/BM`, x with M (or y with N) gives `M/BM,N/BN`. Square tiles without evidence
//!   keep `N/BN,M/BM`; non-square tiles without evidence, or with conflicting evidence, are refused.
//! - block: a 1-D block of `__launch_bounds__`, a thread-count constant, or the count the
//!   straight-line tile stores imply; a 2-D block from stores `As[ty][tx]` into a tile of R x C
//!   (block C,R). Anything else is refused.
//! - multiple: BM, BN, BK.

use crate::launch::args::{int_width, scalar_arg};
use crate::launch::error::LaunchError;
use crate::launch::spec::{DType, Draft, LaunchSpec};

/// What a kernel parameter is, by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Param {
    A,
    B,
    C,
    M,
    N,
    K,
    Alpha,
    Beta,
    /// Leading dimension (row stride) of row-major A: K.
    Lda,
    /// Leading dimension of row-major B: N.
    Ldb,
    /// Leading dimension of row-major C: N.
    Ldc,
}

impl Param {
    /// The parameter a name stands for: case-insensitive, underscores ignored (`ld_a`, `LDA`).
    pub fn of(name: &str) -> Option<Param> {
        let key: String = name
            .chars()
            .filter(|c| *c != '_')
            .map(|c| c.to_ascii_lowercase())
            .collect();
        Some(match key.as_str() {
            "a" => Param::A,
            "b" => Param::B,
            "c" => Param::C,
            "m" => Param::M,
            "n" => Param::N,
            "k" => Param::K,
            "alpha" => Param::Alpha,
            "beta" => Param::Beta,
            // The CUDA samples' matrixMul: wA is A's width (K), wB is B's width (N).
            "lda" | "wa" => Param::Lda,
            "ldb" | "wb" => Param::Ldb,
            "ldc" => Param::Ldc,
            _ => return None,
        })
    }

    /// The directive's `args=` entry for it.
    pub fn arg(self) -> &'static str {
        match self {
            Param::A => "A",
            Param::B => "B",
            Param::C => "C",
            Param::M => "M",
            Param::N | Param::Ldb | Param::Ldc => "N",
            Param::K | Param::Lda => "K",
            Param::Alpha => "alpha",
            Param::Beta => "beta",
        }
    }

    /// A row stride of A or C (row-major): a block index multiplied by it walks rows, i.e. M.
    /// (ldb is B's row stride: a block index times it would walk K, so it says nothing.)
    pub fn is_row_stride_of_a_or_c(self) -> bool {
        matches!(self, Param::K | Param::Lda | Param::N | Param::Ldc)
    }
}

/// A `blockIdx` component.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Axis {
    X,
    Y,
}

/// The problem dimension a block index walks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dim {
    M,
    N,
}

/// One product that ties a block index to a dimension, as written in the kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridEvidence {
    pub axis: Axis,
    pub walks: Dim,
    /// The product, e.g. `cCol * BN` (with what the local stands for, when it is one).
    pub text: String,
}

/// What the kernel says about its block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockEvidence {
    /// No `threadIdx.y`/`.z`: threads per block and where the number comes from, or why it is unknown.
    OneD(Result<(u64, String), LaunchError>),
    /// `threadIdx.y` used: the shape (x, y) and where it comes from, or why it is unclear.
    TwoD(Result<([u64; 2], String), LaunchError>),
}

/// What the indexing of an operand says about its layout: the products that make its row stride the
/// row-major one (`innerRowB * N`: B is K x N) and those that make it the column-major one
/// (`(bn + r) * K`: B is N x K), as written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Layout {
    pub row: Vec<String>,
    pub col: Vec<String>,
}

/// What the analysis knows that a launch needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hints {
    /// BM, BN, BK, or why the tiles and the K-loop do not say them.
    pub sizes: Result<[u64; 3], LaunchError>,
    pub grid: Vec<GridEvidence>,
    pub block: BlockEvidence,
    /// The kernel computes with tf32 (`precision::tf32`, `.tf32` in mma).
    pub tf32: bool,
    pub a_layout: Layout,
    pub b_layout: Layout,
    /// BK in elements as the K-loop's header says it (`evidence::loop_bk`), also where the tiles
    /// do not give BM and BN: with a host call's grid (`N / 64`, `M / 64`) it gives the multiples.
    pub loop_bk: Option<u64>,
}

/// An inference that did not complete: the directive with `?` holes, and why each hole is there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incomplete {
    pub draft: Draft,
    pub reasons: Vec<String>,
}

impl Incomplete {
    pub fn directive(&self) -> String {
        self.draft.to_directive()
    }
}

/// The element type of a pointer parameter.
fn dtype_of(ty: &str) -> Option<DType> {
    let t = ty
        .replace("const", "")
        .replace("__restrict__", "")
        .replace('*', " ");
    let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
    Some(match t.as_str() {
        "float" => DType::F32,
        "double" => DType::F64,
        "half" | "__half" => DType::F16,
        "__nv_bfloat16" | "nv_bfloat16" => DType::Bf16,
        "int8_t" | "signed char" | "char" => DType::I8,
        "int" | "int32_t" => DType::I32,
        _ => return None,
    })
}

/// A launch for the kernel's parameters (C type, name) and what the analysis read off its body.
pub fn infer(
    params: &[(String, String)],
    hints: Option<&Hints>,
) -> Result<LaunchSpec, Box<Incomplete>> {
    let mut inference = Inference::default();
    inference.read_signature(params);
    inference.note_leading_dimensions(params);
    inference.require_parameters();
    inference.require_output_type();
    match hints {
        None => inference.reasons.push(
            "the tile sizes BM, BN, BK are unknown (kpipe could not read them off two tiles)"
                .to_string(),
        ),
        Some(h) => inference.read_hints(h),
    }
    inference.pass_k_as_ldb(params);
    inference.finish()
}

/// A launch being inferred: the directive so far, why parts of it are missing, what the parts
/// found rest on, and the parameters recognised (in order).
#[derive(Default)]
struct Inference {
    draft: Draft,
    reasons: Vec<String>,
    evidence: Vec<String>,
    seen: Vec<Param>,
}

impl Inference {
    /// Reads each parameter by its name and type into the draft's dtypes, `c_in` and `args`.
    fn read_signature(&mut self, params: &[(String, String)]) {
        for (ty, name) in params {
            let Some(p) = Param::of(name) else {
                let unknown = LaunchError::UnknownParameter { name: name.clone() };
                self.reasons.push(unknown.to_string());
                self.draft.args.push(None);
                continue;
            };
            match p {
                Param::A => self.draft.a = self.pointer_type(p, ty),
                Param::B => self.draft.b = self.pointer_type(p, ty),
                Param::C => self.draft.c = self.pointer_type(p, ty),
                Param::Alpha | Param::Beta => {
                    if let Err(e) = scalar_arg(ty, 1.0) {
                        self.reasons.push(format!("`{name}`: {e}"));
                    }
                    self.draft.c_in |= p == Param::Beta;
                }
                _ => {
                    if int_width(ty).is_none() {
                        self.reasons.push(format!(
                            "`{name}` has type `{ty}`, not an integer type kpipe can pass"
                        ));
                    }
                }
            }
            self.seen.push(p);
            self.draft.args.push(Some(p.arg().to_string()));
        }
    }

    /// The element type of pointer parameter `p` of type `ty`; None (with the reason) for a type
    /// kpipe does not know.
    fn pointer_type(&mut self, p: Param, ty: &str) -> Option<DType> {
        let d = dtype_of(ty);
        if d.is_none() {
            self.reasons.push(format!(
                "{} has type `{ty}`, not one kpipe knows (float, double, half, __nv_bfloat16, int8_t, int)",
                p.arg()
            ));
        }
        d
    }

    /// Evidence for the leading-dimension parameters: what each one is taken to be.
    fn note_leading_dimensions(&mut self, params: &[(String, String)]) {
        let lds: Vec<String> = params
            .iter()
            .filter_map(|(_, name)| {
                let p = Param::of(name)?;
                matches!(p, Param::Lda | Param::Ldb | Param::Ldc)
                    .then(|| format!("{name} = {}", p.arg()))
            })
            .collect();
        if !lds.is_empty() {
            self.evidence
                .push(format!("{} (row-major)", lds.join(", ")));
        }
    }

    /// A reason for each of A, B, C, N and K that the signature lacks (N or K given by a leading
    /// dimension counts).
    fn require_parameters(&mut self) {
        // One size and no other (`gemm(A, B, C, N)`): a square problem, K is N.
        let sizes = [
            Param::M,
            Param::N,
            Param::K,
            Param::Lda,
            Param::Ldb,
            Param::Ldc,
        ];
        let square = self.seen.iter().filter(|p| sizes.contains(p)).count() == 1
            && self.seen.contains(&Param::N);
        for (needed, alternatives) in [
            (Param::A, &[][..]),
            (Param::B, &[][..]),
            (Param::C, &[][..]),
            (Param::N, &[Param::Ldb, Param::Ldc][..]),
            (Param::K, &[Param::Lda][..]),
        ] {
            if needed == Param::K && square {
                continue;
            }
            if !self.seen.contains(&needed) && !alternatives.iter().any(|a| self.seen.contains(a)) {
                self.reasons
                    .push(format!("the signature has no `{}`", needed.arg()));
            }
        }
    }

    /// Drops C's dtype, with the reason, where it is not one kpipe reads back.
    fn require_output_type(&mut self) {
        if let Some(c) = self.draft.c.filter(|c| !c.is_output()) {
            self.reasons.push(format!(
                "C holds {} values; kpipe reads back f32, f16, bf16, i32 or f64 outputs",
                c.name()
            ));
            self.draft.c = None;
        }
    }

    /// Takes tile sizes, layouts, tf32, grid and block from what the analysis read off the body.
    fn read_hints(&mut self, h: &Hints) {
        match &h.sizes {
            Ok(sizes) => self.draft.multiple = Some(*sizes),
            Err(why) => self
                .reasons
                .push(format!("the tile sizes BM, BN, BK are unknown: {why}")),
        }
        layouts(h, &mut self.draft, &mut self.reasons, &mut self.evidence);
        if h.tf32 {
            for d in [&mut self.draft.a, &mut self.draft.b] {
                if *d == Some(DType::F32) {
                    *d = Some(DType::Tf32);
                }
            }
            if self.draft.a == Some(DType::Tf32) {
                self.evidence
                    .push("tf32 math (the kernel mentions tf32)".to_string());
            }
        }
        if let Ok([bm, bn, _]) = h.sizes {
            match grid(h, bm, bn) {
                Ok((g, why)) => {
                    self.draft.grid = Some(g);
                    self.evidence.push(why);
                }
                Err(why) => self.reasons.push(why.to_string()),
            }
        }
        match block(h) {
            Ok((b, why)) => {
                self.draft.block = Some(b);
                self.evidence.push(why);
            }
            Err(why) => self.reasons.push(why.to_string()),
        }
    }

    /// B stored N x K: its leading dimension is K, so the `ldb` argument passes K.
    fn pass_k_as_ldb(&mut self, params: &[(String, String)]) {
        if !self.draft.b_col {
            return;
        }
        if let Some(i) = self.seen.iter().position(|p| *p == Param::Ldb) {
            let at = params
                .iter()
                .enumerate()
                .filter(|(_, (_, n))| Param::of(n).is_some())
                .nth(i)
                .map(|(at, _)| at);
            if let Some(at) = at {
                self.draft.args[at] = Some("K".to_string());
            }
        }
    }

    /// The launch, where every part is known and nothing was refused; else the draft with its
    /// reasons.
    fn finish(self) -> Result<LaunchSpec, Box<Incomplete>> {
        let Inference {
            mut draft,
            reasons,
            evidence,
            seen,
        } = self;
        // A square problem (one size, N) has no M: its grid is N by N.
        let sizes: std::collections::BTreeSet<&str> = draft
            .args
            .iter()
            .flatten()
            .map(String::as_str)
            .filter(|a| matches!(*a, "M" | "N" | "K"))
            .collect();
        if sizes.len() == 1 && sizes.contains("N") {
            if let Some(grid) = &mut draft.grid {
                for g in grid.iter_mut() {
                    *g = g.replace("M/", "N/");
                }
            }
        }
        let complete = (
            draft.a,
            draft.b,
            draft.c,
            draft.grid.clone(),
            draft.block.clone(),
            draft.multiple,
        );
        match complete {
            (Some(a), Some(b), Some(c), Some(grid), Some(block), Some(multiple))
                if reasons.is_empty() =>
            {
                Ok(LaunchSpec {
                    a,
                    b,
                    b_col: draft.b_col,
                    c,
                    c_in: draft.c_in,
                    args: draft.args.into_iter().flatten().collect(),
                    ldb_arg: seen.iter().position(|p| *p == Param::Ldb),
                    grid,
                    block,
                    multiple,
                    line: 0,
                    inferred: true,
                    evidence,
                    smem: None,
                    from: crate::launch::spec::LaunchFrom::Inferred,
                })
            }
            _ => Err(Box::new(Incomplete { draft, reasons })),
        }
    }
}

fn axis_name(a: Axis) -> &'static str {
    match a {
        Axis::X => "x",
        Axis::Y => "y",
    }
}

fn dim_name(d: Dim) -> &'static str {
    match d {
        Dim::M => "M",
        Dim::N => "N",
    }
}

fn quoted(list: &[String]) -> String {
    list.iter()
        .map(|t| format!("`{t}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The layouts of A and B from their indexing: B with a row stride of K only is stored N x K
/// (`b=...:col`), with one of N only (or neither) K x N; A with a row stride of M only is stored
/// K x M, which a directive cannot say (refused). Both strides for one operand: refused.
fn layouts(h: &Hints, draft: &mut Draft, reasons: &mut Vec<String>, evidence: &mut Vec<String>) {
    let b = &h.b_layout;
    match (b.row.is_empty(), b.col.is_empty()) {
        (true, true) => {}
        (false, true) => evidence.push(format!(
            "B stored K x N (row-major) from {} (row stride N)",
            quoted(&b.row)
        )),
        (true, false) => {
            draft.b_col = true;
            evidence.push(format!(
                "B stored N x K (column-major, b=...:col) from {} (row stride K)",
                quoted(&b.col)
            ));
        }
        (false, false) => {
            draft.b_layout_unknown = true;
            reasons.push(format!(
                "B's layout is unclear: row stride N (K x N) from {}, row stride K (N x K) from {}",
                quoted(&b.row),
                quoted(&b.col)
            ));
        }
    }
    let a = &h.a_layout;
    match (a.row.is_empty(), a.col.is_empty()) {
        (_, true) => {}
        (true, false) => {
            draft.a_layout_unknown = true;
            reasons.push(format!(
                "A is stored K x M (column-major: row stride M from {}), and a launch directive describes A row-major only (a=...:row)",
                quoted(&a.col)
            ));
        }
        (false, false) => {
            draft.a_layout_unknown = true;
            reasons.push(format!(
                "A's layout is unclear: row stride K (M x K) from {}, row stride M (K x M) from {}",
                quoted(&a.row),
                quoted(&a.col)
            ));
        }
    }
}

/// The grid from the block-index evidence: `N/BN,M/BM` when x walks N (or y walks M), `M/BM,N/BN`
/// when x walks M (or y walks N).
fn grid(h: &Hints, bm: u64, bn: u64) -> Result<(Vec<String>, String), LaunchError> {
    let n_major =
        |e: &&GridEvidence| matches!((e.axis, e.walks), (Axis::X, Dim::N) | (Axis::Y, Dim::M));
    let (n_first, m_first): (Vec<&GridEvidence>, Vec<&GridEvidence>) =
        h.grid.iter().partition(|e| n_major(e));
    let describe = |list: &[&GridEvidence]| {
        list.iter()
            .map(|e| {
                format!(
                    "`{}` (blockIdx.{} walks {})",
                    e.text,
                    axis_name(e.axis),
                    dim_name(e.walks)
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let n_grid = vec![format!("N/{}", bn), format!("M/{}", bm)];
    let m_grid = vec![format!("M/{}", bm), format!("N/{}", bn)];
    match (n_first.is_empty(), m_first.is_empty()) {
        (false, true) => Ok((n_grid, format!("grid N/BN x M/BM from {}", describe(&n_first)))),
        (true, false) => Ok((m_grid, format!("grid M/BM x N/BN from {}", describe(&m_first)))),
        _ if bm == bn => Ok((
            n_grid,
            format!(
                "grid N/BN x M/BM, the usual orientation ({}; square tiles and square sizes make it not matter for the checks)",
                if h.grid.is_empty() {
                    "nothing in the kernel tells which blockIdx component walks M"
                } else {
                    "the blockIdx products disagree"
                }
            ),
        )),
        (true, true) => Err(LaunchError::TilesNotSquare { bm, bn }),
        (false, false) => Err(LaunchError::GridOrientation {
            n_first: describe(&n_first),
            m_first: describe(&m_first),
        }),
    }
}

fn block(h: &Hints) -> Result<(Vec<String>, String), LaunchError> {
    match &h.block {
        BlockEvidence::OneD(Ok((threads, source))) => Ok((
            vec![threads.to_string()],
            format!("block of {threads} threads from {source}"),
        )),
        BlockEvidence::OneD(Err(why)) => {
            Err(LaunchError::UnknownThreadCount(Box::new(why.clone())))
        }
        BlockEvidence::TwoD(Ok(([x, y], source))) => Ok((
            vec![x.to_string(), y.to_string()],
            format!("block {x} x {y} from {source}"),
        )),
        BlockEvidence::TwoD(Err(why)) => Err(LaunchError::UnclearBlock(Box::new(why.clone()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::launch::fixtures::{params, siboehm};

    fn evidence(axis: Axis, walks: Dim, text: &str) -> GridEvidence {
        GridEvidence {
            axis,
            walks,
            text: text.to_string(),
        }
    }

    fn hints(bm: u64, bn: u64, grid: Vec<GridEvidence>, block: BlockEvidence) -> Hints {
        Hints {
            sizes: Ok([bm, bn, 8]),
            grid,
            block,
            tf32: false,
            a_layout: Layout::default(),
            b_layout: Layout::default(),
            loop_bk: None,
        }
    }

    fn threads(n: u64) -> BlockEvidence {
        BlockEvidence::OneD(Ok((n, format!("__launch_bounds__({n})"))))
    }

    #[test]
    fn infers_a_gemm_signature() {
        let h = hints(64, 64, vec![], threads(512));
        let spec = infer(&siboehm(), Some(&h)).unwrap();
        assert!(spec.c_in && spec.inferred);
        assert_eq!(spec.to_directive(), "// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=512 multiple=64,64,8");
        assert!(spec.check_sizes(None, 2).iter().all(|(m, n, _)| m == n));
        assert!(spec
            .evidence
            .iter()
            .any(|e| e.contains("__launch_bounds__(512)")));
    }

    #[test]
    fn leading_dimensions_become_sizes_of_the_row_major_layout() {
        let p = params(&[
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
            ("float", "alpha"),
            ("const float *", "A"),
            ("int", "lda"),
            ("const float *", "B"),
            ("int", "LDB"),
            ("float", "beta"),
            ("float *", "C"),
            ("const int", "ld_c"),
        ]);
        let h = hints(128, 128, vec![], threads(256));
        let spec = infer(&p, Some(&h)).unwrap();
        assert_eq!(
            spec.args,
            ["M", "N", "K", "alpha", "A", "K", "B", "N", "beta", "C", "N"]
        );
        assert!(spec
            .evidence
            .iter()
            .any(|e| e == "lda = K, LDB = N, ld_c = N (row-major)"));
        // B stored N x K (found by trial on the GPU): its leading dimension becomes K, and only it.
        let col = spec.with_b_col(true);
        assert_eq!(
            col.args,
            ["M", "N", "K", "alpha", "A", "K", "B", "K", "beta", "C", "N"]
        );
        assert!(col.to_directive().contains("b=f32:col"));
        assert_eq!(col.with_b_col(false).args, spec.args);
        // The CUDA samples' matrixMul: C, A, B, wA (= K), wB (= N); no M (the grid covers it).
        let samples = params(&[
            ("float *", "C"),
            ("float *", "A"),
            ("float *", "B"),
            ("int", "wA"),
            ("int", "wB"),
        ]);
        let h = hints(
            32,
            32,
            vec![],
            BlockEvidence::TwoD(Ok(([32, 32], "the stores".into()))),
        );
        let spec = infer(&samples, Some(&h)).unwrap();
        assert_eq!(spec.args, ["C", "A", "B", "K", "N"]);
        assert_eq!(spec.block, ["32", "32"]);
    }

    #[test]
    fn the_layout_of_b_follows_its_row_stride() {
        let p = params(&[
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
            ("const float *", "A"),
            ("int", "lda"),
            ("const float *", "B"),
            ("int", "stride"),
            ("int", "ldb"),
            ("float *", "C"),
        ]);
        let mut h = hints(64, 64, vec![], threads(256));
        h.b_layout.col.push("(bn + r) * K".to_string());
        // B stored N x K: b=...:col, and ldb passes K (also in a draft with holes).
        let err = infer(&p, Some(&h)).unwrap_err();
        assert_eq!(
            err.directive(),
            "// kpipe: a=f32:row b=f32:col c=f32 args=M,N,K,A,K,B,?,K,C grid=N/64,M/64 block=256 multiple=64,64,8"
        );
        let p: Vec<_> = p.into_iter().filter(|(_, n)| n != "stride").collect();
        let spec = infer(&p, Some(&h)).unwrap();
        assert!(spec.b_col);
        assert_eq!(spec.args, ["M", "N", "K", "A", "K", "B", "K", "C"]);
        assert_eq!(spec.with_b_col(false).args[6], "N");
        assert!(spec.evidence.contains(
            &"B stored N x K (column-major, b=...:col) from `(bn + r) * K` (row stride K)"
                .to_string()
        ));
        // Row-stride evidence for both layouts: refused, `b=f32:?`.
        h.b_layout.row.push("k * N".to_string());
        let err = infer(&p, Some(&h)).unwrap_err();
        assert!(err.directive().contains(" b=f32:? "));
        assert_eq!(err.reasons, ["B's layout is unclear: row stride N (K x N) from `k * N`, row stride K (N x K) from `(bn + r) * K`"]);
        // A stored K x M: `a=f32:?`, refused.
        h.b_layout = Layout::default();
        h.a_layout.col.push("k * M".to_string());
        let err = infer(&p, Some(&h)).unwrap_err();
        assert!(err.directive().contains(" a=f32:? b=f32:row "));
        assert!(err.reasons[0].starts_with("A is stored K x M"));
        // Unknown tile sizes keep what else is known (the block), and say why.
        let mut h = hints(64, 64, vec![], threads(256));
        h.sizes = Err(LaunchError::CarvedTile { tile: "As".into() });
        let err = infer(&p, Some(&h)).unwrap_err();
        assert_eq!(err.reasons, ["the tile sizes BM, BN, BK are unknown: `As` is carved out of a shared buffer (a pointer or `extern __shared__` array), which gives it no declared shape"]);
        assert!(err.directive().ends_with("grid=? block=256 multiple=?"));
    }

    #[test]
    fn param_names() {
        assert_eq!(Param::of("ldA"), Some(Param::Lda));
        assert_eq!(Param::of("ld_b"), Some(Param::Ldb));
        assert_eq!(Param::of("LDC"), Some(Param::Ldc));
        assert_eq!(Param::of("Alpha"), Some(Param::Alpha));
        assert_eq!(Param::of("ldd"), None);
        assert_eq!(Param::of("D"), None);
        assert!(Param::Lda.is_row_stride_of_a_or_c());
        assert!(!Param::Ldb.is_row_stride_of_a_or_c());
    }

    #[test]
    fn half_and_bf16_outputs_are_accepted() {
        for (ty, dtype) in [
            ("half *", DType::F16),
            ("__half *__restrict__", DType::F16),
            ("__nv_bfloat16 *", DType::Bf16),
        ] {
            let p = params(&[
                ("const half *", "A"),
                ("const half *", "B"),
                (ty, "C"),
                ("int", "M"),
                ("int", "N"),
                ("int", "K"),
            ]);
            let h = hints(128, 128, vec![], threads(256));
            let spec = infer(&p, Some(&h)).unwrap();
            assert_eq!((spec.a, spec.c), (DType::F16, dtype));
            assert!(spec
                .to_directive()
                .contains(&format!(" c={} ", dtype.name())));
        }
        // A half alpha/beta is passed as 2 bytes; an int one is refused.
        let mut p = params(&[
            ("const half *", "A"),
            ("const half *", "B"),
            ("half *", "C"),
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
            ("half", "alpha"),
            ("half", "beta"),
        ]);
        let h = hints(128, 128, vec![], threads(256));
        let spec = infer(&p, Some(&h)).unwrap();
        assert!(spec.to_directive().contains(" c=f16:in "));
        p[6].0 = "int".to_string();
        let err = infer(&p, Some(&h)).unwrap_err();
        assert!(err.reasons[0].contains("`alpha`"), "{:?}", err.reasons);
        // An int8 output cannot be read back.
        let p = params(&[
            ("const int8_t *", "A"),
            ("const int8_t *", "B"),
            ("int8_t *", "C"),
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
        ]);
        let err = infer(&p, Some(&h)).unwrap_err();
        assert!(err.reasons[0].contains("C holds i8"), "{:?}", err.reasons);
        assert!(err.directive().contains(" c=? "));
    }

    #[test]
    fn tf32_kernels_get_the_tf32_tolerance() {
        let mut h = hints(128, 128, vec![], threads(256));
        h.tf32 = true;
        let spec = infer(&siboehm(), Some(&h)).unwrap();
        assert_eq!(
            (spec.a, spec.b, spec.c),
            (DType::Tf32, DType::Tf32, DType::F32)
        );
        let p = params(&[
            ("const half *", "A"),
            ("const half *", "B"),
            ("float *", "C"),
            ("int", "M"),
            ("int", "N"),
            ("int", "K"),
        ]);
        assert_eq!(infer(&p, Some(&h)).unwrap().a, DType::F16);
    }

    #[test]
    fn the_grid_follows_the_block_index_evidence() {
        let x_n = evidence(Axis::X, Dim::N, "cCol * BN");
        let y_m = evidence(Axis::Y, Dim::M, "cRow * BM * K");
        let x_m = evidence(Axis::X, Dim::M, "blockIdx.x * BM");
        let y_n = evidence(Axis::Y, Dim::N, "by * BLOCK_N");
        let grid_of = |bm, bn, e: Vec<GridEvidence>| {
            infer(&siboehm(), Some(&hints(bm, bn, e, threads(256)))).map(|s| s.grid)
        };
        assert_eq!(
            grid_of(128, 64, vec![x_n.clone()]).unwrap(),
            ["N/64", "M/128"]
        );
        assert_eq!(
            grid_of(128, 64, vec![x_n.clone(), y_m.clone()]).unwrap(),
            ["N/64", "M/128"]
        );
        assert_eq!(
            grid_of(64, 128, vec![y_m.clone()]).unwrap(),
            ["N/128", "M/64"]
        );
        assert_eq!(
            grid_of(128, 64, vec![x_m.clone()]).unwrap(),
            ["M/128", "N/64"]
        );
        assert_eq!(
            grid_of(128, 64, vec![x_m.clone(), y_n.clone()]).unwrap(),
            ["M/128", "N/64"]
        );
        // Square tiles: evidence still decides, and none keeps the usual orientation.
        assert_eq!(
            grid_of(32, 32, vec![x_m.clone()]).unwrap(),
            ["M/32", "N/32"]
        );
        assert_eq!(grid_of(32, 32, vec![]).unwrap(), ["N/32", "M/32"]);
        assert_eq!(
            grid_of(32, 32, vec![x_m.clone(), x_n.clone()]).unwrap(),
            ["N/32", "M/32"]
        );
        // Non-square without evidence, or with conflicting evidence: refused, with the reason.
        let err = grid_of(128, 64, vec![]).unwrap_err();
        assert!(
            err.reasons[0].contains("not square (BM=128 BN=64)"),
            "{err:?}"
        );
        assert!(err.directive().contains(" grid=? "));
        let err = grid_of(128, 64, vec![x_n, x_m]).unwrap_err();
        assert!(err.reasons[0].contains("`cCol * BN` (blockIdx.x walks N)"));
        assert!(err.reasons[0].contains("`blockIdx.x * BM` (blockIdx.x walks M)"));
    }

    #[test]
    fn the_block_comes_from_the_evidence_or_is_refused() {
        let h = hints(
            64,
            64,
            vec![],
            BlockEvidence::OneD(Err(LaunchError::NoThreadCount(Box::new(
                LaunchError::NoTileStores,
            )))),
        );
        let err = infer(&siboehm(), Some(&h)).unwrap_err();
        assert_eq!(
            err.reasons,
            ["the thread count is unknown: no __launch_bounds__, no thread-count constant (NUM_THREADS, THREADS, ...), and the K-loop stores into no tile"]
        );
        assert_eq!(err.directive(), "// kpipe: a=f32:row b=f32:row c=f32:in args=M,N,K,alpha,A,B,beta,C grid=N/64,M/64 block=? multiple=64,64,8");
        let h = hints(
            16,
            16,
            vec![],
            BlockEvidence::TwoD(Ok(([16, 8], "the stores".into()))),
        );
        assert_eq!(infer(&siboehm(), Some(&h)).unwrap().block, ["16", "8"]);
        let h = hints(
            16,
            16,
            vec![],
            BlockEvidence::TwoD(Err(LaunchError::StoreNotByThread {
                store: "As[ty + 8][tx]".into(),
            })),
        );
        let err = infer(&siboehm(), Some(&h)).unwrap_err();
        assert!(err.reasons[0].contains("2-D block (threadIdx.y)"));
        assert!(err.reasons[0].contains("`As[ty + 8][tx]`"));
    }

    #[test]
    fn an_incomplete_inference_names_every_hole() {
        let p = params(&[
            ("const float *", "A"),
            ("const float *", "B"),
            ("float *", "C"),
            ("int", "lda"),
            ("int", "stride"),
            ("int", "N"),
        ]);
        let err = infer(&p, None).unwrap_err();
        assert_eq!(
            err.directive(),
            "// kpipe: a=f32:row b=f32:row c=f32 args=A,B,C,K,?,N grid=? block=? multiple=?"
        );
        assert!(err.reasons.iter().any(|r| r.contains("`stride`")));
        assert!(err.reasons.iter().any(|r| r.contains("tile sizes")));
        // No K in any form.
        let p = params(&[
            ("const float *", "A"),
            ("const float *", "B"),
            ("float *", "C"),
            ("int", "M"),
            ("int", "N"),
        ]);
        let err = infer(&p, Some(&hints(64, 64, vec![], threads(64)))).unwrap_err();
        assert_eq!(err.reasons, ["the signature has no `K`"]);
        // An unknown element type.
        let p = params(&[
            ("const my_t *", "A"),
            ("const float *", "B"),
            ("float *", "C"),
            ("int", "N"),
            ("int", "K"),
        ]);
        let err = infer(&p, Some(&hints(64, 64, vec![], threads(64)))).unwrap_err();
        assert!(err.reasons[0].contains("`const my_t *`"));
        assert!(err.directive().contains("a=?:row"));
    }
}
