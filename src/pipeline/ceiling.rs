//! The ceiling of a K-loop: the original kernel with every global load of its load phase replaced
//! by a value computed from `threadIdx`, so that the loop does the same shared-memory stores, the
//! same barriers and the same compute with no memory traffic. No pipelining of this loop can run
//! faster than that, so timing it says how much of the load time a candidate hides:
//! (T_original - T_candidate) / (T_original - T_ceiling). Its numbers are not checked (they are
//! not the kernel's); it is compiled and timed only, never written.
//!
//! Its counterpart, the floor (`floor_text`), is the loop without its compute: the loads, the
//! stores into the tiles and the barriers, with the statements that read the tiles replaced by a
//! read of one word of each tile that the compiler must keep. No pipelining can run faster than the
//! loads alone either, so perfect overlap is the slower of the two.
//!
//! The third, the loop with cached loads (`cached_text`), keeps every instruction of the original
//! and makes each tile's loads read the addresses of the first tile, so that they hit the cache:
//! the loads' own cost (their instructions, the L1 and shared-memory traffic they share with the
//! compute) stays and their latency goes. No overlap of these loads with the compute can beat that,
//! which the loop without its loads alone overstates where the loads share a busy pipe with the
//! compute: on the fp32 SIMT kernels of `kernels/`, `ncu` finds the L1/shared-memory pipe 93% busy
//! in the original already (docs/RESULTS.md).
//!
//! Each load expression `E` becomes `kpipe_ceiling_value<decltype(E)>(threadIdx.x)`: `decltype`
//! does not evaluate `E`, so the value has the load's type (a float, a `float4`, a `__half2`, an
//! `int4` of int8s) whatever the form of the load, and reads no memory.

use super::error::PipelineError;
use super::Model;
use crate::recognize::effects::{declarator_name, mentions_any};
use crate::recognize::kloop::Role;
use crate::recognize::loads::{LocalKind, StoreForm};
use crate::rewrite::edit::{self, Edit};
use crate::source::parse::{descendants, strip_parens, Source};
use std::collections::HashSet;
use tree_sitter::Node;

/// The definitions the replaced loads use, put at the top of the compiled text: the load's type with
/// its reference and qualifiers removed, and its bytes filled from a per-thread seed (the words
/// differ, so no two components are alike).
const PRELUDE: &str = "// kpipe: the ceiling of the K-loop (its global loads replaced by values from threadIdx)
template <typename T> struct kpipe_ceiling_bare { typedef T type; };
template <typename T> struct kpipe_ceiling_bare<T &> : kpipe_ceiling_bare<T> {};
template <typename T> struct kpipe_ceiling_bare<T &&> : kpipe_ceiling_bare<T> {};
template <typename T> struct kpipe_ceiling_bare<const T> : kpipe_ceiling_bare<T> {};
template <typename T> struct kpipe_ceiling_bare<volatile T> : kpipe_ceiling_bare<T> {};
template <typename R>
__device__ __forceinline__ typename kpipe_ceiling_bare<R>::type kpipe_ceiling_value(unsigned seed) {
  typedef typename kpipe_ceiling_bare<R>::type T;
  unsigned words[(sizeof(T) + 3) / 4];
  for (unsigned i = 0; i < (sizeof(T) + 3) / 4; ++i) words[i] = seed * 0x9E3779B9u + i * 0x85EBCA6Bu;
  T value;
  memcpy(&value, words, sizeof(T));
  return value;
}
";

/// The text to compile and time as the ceiling of the model's K-loop, or why there is none (a copy
/// through a call that takes addresses, or no load found).
pub fn ceiling_text(model: &Model) -> Result<String, PipelineError> {
    let source = model.source;
    let (rec, phase) = (&model.rec, &model.rec.kloop.load);
    let mut reads = Reads {
        source,
        globals: rec.scope().global_pointers.iter().cloned().collect(),
        loads: Vec::new(),
    };
    // Global pointers the load phase declares (`const float4 *p = ...`) read global memory too.
    let mut values = HashSet::new();
    for local in &phase.locals {
        match local.kind {
            LocalKind::GlobalPointer => {
                reads.globals.insert(local.name.clone());
            }
            LocalKind::GlobalValue => {
                values.insert(local.name.clone());
            }
            LocalKind::Index | LocalKind::ValueAlias => {}
        }
    }
    for store in &phase.stores {
        if let StoreForm::CopyCall { .. } = store.form {
            if reads.mentioned(store.rhs) {
                return Err(PipelineError::CopyThroughCall {
                    copy: source.text_of(store.anchor).trim().to_string(),
                });
            }
            continue;
        }
        reads.add(store.rhs);
    }
    // The loads into registers the stores then take apart (`float4 v = load;`, `FETCH(r[0]) = load;`).
    for statement in rec.kloop.statements_with(Role::Load) {
        for node in descendants(statement) {
            let value = match node.kind() {
                "assignment_expression" => node
                    .child_by_field_name("left")
                    .filter(|l| mentions_any(source, *l, &values).is_some())
                    .and_then(|_| node.child_by_field_name("right")),
                "init_declarator" => declarator_name(node)
                    .filter(|name| values.contains(source.text_of(*name)))
                    .and_then(|_| node.child_by_field_name("value")),
                _ => None,
            };
            if let Some(value) = value {
                reads.add(value);
            }
        }
    }
    let Reads { mut loads, .. } = reads;
    if loads.is_empty() {
        return Err(PipelineError::NoGlobalLoad);
    }
    loads.sort_by_key(|n| (n.start_byte(), n.end_byte()));
    loads.dedup_by_key(|n| n.byte_range());
    let mut edits: Vec<Edit> = loads
        .iter()
        .map(|n| {
            Edit::replacement(
                n.byte_range(),
                format!(
                    "kpipe_ceiling_value<decltype({})>(threadIdx.x)",
                    source.text_of(*n)
                ),
            )
        })
        .collect();
    edits.push(Edit::insertion(0, PRELUDE));
    Ok(edit::apply(model.analysed(), edits)?)
}

/// What makes the loads of the cached loop read the first tile's addresses: an identity the
/// compiler cannot see through (so that the loads stay in the loop, every iteration), applied to a
/// copy of each induction variable and bumped pointer taken before the loop.
const CACHED_PRELUDE: &str =
    "// kpipe: the K-loop with every tile's loads reading the first tile's addresses (cache hits)
template <typename T> __device__ __forceinline__ T kpipe_cached(T v) {
  if constexpr (sizeof(T) == 8) {
    unsigned long long w;
    memcpy(&w, &v, 8);
    asm volatile(\"\" : \"+l\"(w));
    memcpy(&v, &w, 8);
  } else {
    unsigned w = 0;
    memcpy(&w, &v, sizeof(T));
    asm volatile(\"\" : \"+r\"(w));
    memcpy(&v, &w, sizeof(T));
  }
  return v;
}
";

/// The text to compile and time as the loop with cached loads: before the loop, a copy of each
/// induction variable's first value and of each pointer the loop bumps; in the statements of the
/// load phase, each of those names read through `kpipe_cached` of its copy. Every instruction
/// stays; every tile's loads go to the first tile's addresses. None when no statement of the load
/// phase names them (its addresses do not follow the loop).
pub fn cached_text(model: &Model) -> Result<String, PipelineError> {
    let source = model.source;
    let kloop = &model.rec.kloop;
    let mut first: Vec<(String, String)> = Vec::new();
    for ivar in &kloop.ivars {
        first.push((ivar.name.clone(), first_value(model, &ivar.name)));
    }
    // Pointers bumped outside the load phase (`A += BK;` after the compute) or in it, after the
    // loads: declared before the loop, so their first values can be copied there.
    let globals = &model.rec.scope().global_pointers;
    let bumped_in_loads = kloop
        .statements_with(Role::Load)
        .into_iter()
        .flat_map(descendants)
        .filter(|n| n.kind() == "identifier" && is_written(*n))
        .map(|n| source.text_of(n).to_string())
        .filter(|name| globals.iter().any(|g| g == name));
    for name in kloop.bump_vars.iter().cloned().chain(bumped_in_loads) {
        if !first.iter().any(|(n, _)| *n == name) {
            let copy = format!("decltype({name}) kpipe_cached_{name} = {name};");
            first.push((name, copy));
        }
    }
    let names: HashSet<String> = first.iter().map(|(n, _)| n.clone()).collect();
    let mut edits: Vec<Edit> = Vec::new();
    let mut used: HashSet<String> = HashSet::new();
    for statement in kloop.statements_with(Role::Load) {
        for node in descendants(statement) {
            let name = source.text_of(node);
            // A bump in the load phase stays: only reads go to the first tile.
            if node.kind() != "identifier" || !names.contains(name) || is_written(node) {
                continue;
            }
            used.insert(name.to_string());
            edits.push(Edit::replacement(
                node.byte_range(),
                format!("kpipe_cached(kpipe_cached_{name})"),
            ));
        }
    }
    if edits.is_empty() {
        return Err(PipelineError::NoMovingLoad);
    }
    let copies: Vec<&str> = first
        .iter()
        .filter(|(n, _)| used.contains(n))
        .map(|(_, declaration)| declaration.as_str())
        .collect();
    edits.push(copies_before_loop(model, &copies.join(" ")));
    edits.push(Edit::insertion(0, CACHED_PRELUDE));
    Ok(edit::apply(model.analysed(), edits)?)
}

/// `copies` inserted before the loop (and its pragmas): on a line of their own, indented as the
/// loop, where the loop begins its line.
fn copies_before_loop(model: &Model, copies: &str) -> Edit {
    let text = model.analysed();
    let (start, _) = crate::rewrite::pragmas_before(text, model.rec.kloop.node.start_byte());
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let indent = &text[line_start..start];
    match indent.trim().is_empty() {
        true => Edit::insertion(line_start, format!("{indent}{copies}\n")),
        false => Edit::insertion(start, format!("{copies} ")),
    }
}

/// `int kpipe_cached_k0 = 0;`: the first value of the induction variable `name`, from the loop's
/// init (`for (int k0 = 0; ...)`, `for (k0 = s; ...)`), else its value before the loop.
fn first_value(model: &Model, name: &str) -> String {
    let source = model.source;
    let copy = |ty: &str, value: &str| format!("{ty} kpipe_cached_{name} = {value};");
    let Some(init) = model.rec.kloop.init else {
        return copy(&format!("decltype({name})"), name);
    };
    for node in descendants(init) {
        match node.kind() {
            "init_declarator" => {
                let named = declarator_name(node).is_some_and(|n| source.text_of(n) == name);
                if let (true, Some(value)) = (named, node.child_by_field_name("value")) {
                    let ty = init
                        .child_by_field_name("type")
                        .map_or("auto", |t| source.text_of(t));
                    return copy(ty, source.text_of(value));
                }
            }
            "assignment_expression" => {
                let left = node.child_by_field_name("left");
                if let (true, Some(value)) = (
                    left.is_some_and(|l| source.text_of(l).trim() == name),
                    node.child_by_field_name("right"),
                ) {
                    return copy(&format!("decltype({name})"), source.text_of(value));
                }
            }
            _ => {}
        }
    }
    copy(&format!("decltype({name})"), name)
}

/// Whether the identifier `node` is written: the left of an assignment, or an operand of `++`/`--`.
fn is_written(node: Node) -> bool {
    let Some(parent) = node.parent() else {
        return false;
    };
    match parent.kind() {
        "assignment_expression" => parent
            .child_by_field_name("left")
            .is_some_and(|l| l.id() == node.id()),
        "update_expression" => true,
        _ => false,
    }
}

/// The text to compile and time as the floor of the model's K-loop: its compute statements (those
/// that read a tile, and those that use what such a statement declared) replaced by one read of
/// each tile that the compiler must keep (`keep_tiles`). The accumulators keep their first values; the epilogue still stores them.
pub fn floor_text(model: &Model) -> Result<String, PipelineError> {
    let source = model.source;
    let kloop = &model.rec.kloop;
    let mut removed: HashSet<String> = kloop.tile_names();
    let mut edits: Vec<Edit> = Vec::new();
    for statement in kloop.statements_with(Role::Compute) {
        if mentions_any(source, statement, &removed).is_none() {
            continue;
        }
        // What the statement declares is gone with it: a later statement using it goes too.
        for declaration in descendants(statement)
            .into_iter()
            .filter(|n| n.kind() == "declaration")
        {
            let mut cursor = declaration.walk();
            for declarator in declaration.children_by_field_name("declarator", &mut cursor) {
                if let Some(name) = declarator_name(declarator) {
                    removed.insert(source.text_of(name).to_string());
                }
            }
        }
        let replacement = if edits.is_empty() {
            keep_tiles(kloop)
        } else {
            ";".to_string()
        };
        edits.push(Edit::replacement(statement.byte_range(), replacement));
    }
    if edits.is_empty() {
        return Err(PipelineError::NoTileRead);
    }
    Ok(edit::apply(model.analysed(), edits)?)
}

/// One block that reads a word of each tile (a different one per thread) and stores the sum back
/// into the first tile when it equals a constant: a condition the compiler cannot decide, so the
/// reads, and the stores and loads they depend on, stay (an empty `asm volatile` does not keep
/// them: ptxas removes the unused reads).
fn keep_tiles(kloop: &crate::recognize::kloop::KLoop) -> String {
    let word = |tile: &crate::recognize::kernel::SharedArray| {
        // A static tile's size bounds the index; a dynamic one is read in its first 64 bytes.
        let bytes = match tile.dynamic {
            None => format!("sizeof({})", tile.name),
            Some(_) => "64".to_string(),
        };
        format!("((unsigned *)({}))[threadIdx.x % ({bytes} / 4)]", tile.name)
    };
    let mut block = String::from("{ unsigned kpipe_keep = 0;");
    for tile in &kloop.tiles {
        block.push_str(&format!(" kpipe_keep += {};", word(tile)));
    }
    if let Some(first) = kloop.tiles.first() {
        block.push_str(&format!(
            " if (kpipe_keep == 0x9E3779B9u) {} = kpipe_keep;",
            word(first)
        ));
    }
    block.push_str(" }");
    block
}

/// The expressions of the load phase that read global memory, collected for replacement.
struct Reads<'s, 't> {
    source: &'s Source,
    /// The kernel's global pointers and the load phase's pointer locals.
    globals: HashSet<String>,
    loads: Vec<Node<'t>>,
}

impl<'t> Reads<'_, 't> {
    fn mentioned(&self, node: Node) -> bool {
        mentions_any(self.source, node, &self.globals).is_some()
    }

    /// The value `node` as a load to replace: each branch of a guard on its own (the guard and the
    /// zero fill stay), else the whole expression when it reads global memory.
    fn add(&mut self, node: Node<'t>) {
        let node = strip_parens(node);
        if node.kind() == "conditional_expression" {
            for field in ["consequence", "alternative"] {
                if let Some(branch) = node.child_by_field_name(field) {
                    self.add(branch);
                }
            }
        } else if self.mentioned(node) {
            self.loads.push(node);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ceiling_text;
    use crate::pipeline::error::PipelineError;
    use crate::source::includes::Includes;

    fn ceiling(text: &str) -> Result<String, PipelineError> {
        crate::pipeline::with_model(text, None, &[], &Includes::default(), |m| {
            Ok(ceiling_text(m))
        })
        .expect("a model")
    }

    const SCALAR: &str = r#"#define BM 32
#define BK 32
__global__ void gemm(int M, int N, int K, const float *A, const float *B, float *C) {
  __shared__ float As[BM][BK];
  __shared__ float Bs[BK][BM];
  int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
  float acc = 0.f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    As[ty][tx] = A[(blockIdx.y * BM + ty) * K + k0 + tx];
    Bs[ty][tx] = (k0 + ty < K) ? B[(k0 + ty) * N + blockIdx.x * BM + tx] : 0.f;
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[(blockIdx.y * BM + ty) * N + blockIdx.x * BM + tx] = acc;
}
"#;

    #[test]
    fn every_load_of_the_load_phase_becomes_a_value_of_its_type_and_nothing_else_changes() {
        let text = ceiling(SCALAR).unwrap();
        let body = text.split_once("return value;\n}\n").unwrap().1;
        assert_eq!(
            body,
            SCALAR
                .replace(
                    "A[(blockIdx.y * BM + ty) * K + k0 + tx]",
                    "kpipe_ceiling_value<decltype(A[(blockIdx.y * BM + ty) * K + k0 + tx])>(threadIdx.x)"
                )
                .replace(
                    "B[(k0 + ty) * N + blockIdx.x * BM + tx]",
                    "kpipe_ceiling_value<decltype(B[(k0 + ty) * N + blockIdx.x * BM + tx])>(threadIdx.x)"
                )
        );
        // The guard stays: the ceiling keeps every instruction but the loads.
        assert!(body.contains("(k0 + ty < K) ? kpipe_ceiling_value"));
    }

    #[test]
    fn a_vector_load_held_in_a_local_is_replaced_where_it_is_loaded() {
        let text = SCALAR.replace(
            "    As[ty][tx] = A[(blockIdx.y * BM + ty) * K + k0 + tx];\n",
            "    float4 v = *reinterpret_cast<const float4 *>(&A[(blockIdx.y * BM + ty) * K + k0 + (tx % 8) * 4]);\n    As[(tx % 8) * 4 + 0][ty] = v.x;\n    As[(tx % 8) * 4 + 1][ty] = v.y;\n",
        );
        let out = ceiling(&text).unwrap();
        assert!(
            out.contains("float4 v = kpipe_ceiling_value<decltype(*reinterpret_cast<const float4 *>(&A[(blockIdx.y * BM + ty) * K + k0 + (tx % 8) * 4]))>(threadIdx.x);"),
            "{out}"
        );
        assert_eq!(out.matches("kpipe_ceiling_value<decltype").count(), 2);
    }

    #[test]
    fn the_floor_keeps_loads_stores_and_barriers_and_reads_each_tile_instead_of_computing() {
        let text = SCALAR.replace(
            "for (int k = 0; k < BK; ++k) acc += As[ty][k] * Bs[k][tx];",
            "float a0 = As[ty][0];\n    acc += a0;\n    acc *= 1.0f;",
        );
        let out = crate::pipeline::with_model(&text, None, &[], &Includes::default(), |m| {
            Ok(super::floor_text(m))
        })
        .expect("a model")
        .unwrap();
        assert!(out.contains("As[ty][tx] = A[(blockIdx.y * BM + ty) * K + k0 + tx];"));
        assert!(out.contains("kpipe_keep += ((unsigned *)(As))[threadIdx.x % (sizeof(As) / 4)];"));
        assert!(out.contains("(Bs))[threadIdx.x % (sizeof(Bs) / 4)]"));
        assert!(
            out.contains("if (kpipe_keep == 0x9E3779B9u) ((unsigned *)(As))"),
            "{out}"
        );
        // The read of a tile goes, and so does the use of what it declared; the rest stays.
        assert!(
            !out.contains("float a0") && !out.contains("acc += a0"),
            "{out}"
        );
        assert!(out.contains("acc *= 1.0f;"), "{out}");
        assert_eq!(out.matches("__syncthreads();").count(), 2);
    }

    fn cached(text: &str) -> Result<String, PipelineError> {
        crate::pipeline::with_model(text, None, &[], &Includes::default(), |m| {
            Ok(super::cached_text(m))
        })
        .expect("a model")
    }

    #[test]
    fn the_cached_loop_reads_the_first_tiles_addresses_and_keeps_every_instruction() {
        let out = cached(SCALAR).unwrap();
        let body = out.split_once("return v;\n}\n").unwrap().1;
        let hot = "kpipe_cached(kpipe_cached_k0)";
        assert_eq!(
            body,
            SCALAR
                .replace(
                    "  for (int k0 = 0;",
                    "  int kpipe_cached_k0 = 0;\n  for (int k0 = 0;"
                )
                .replace(
                    "A[(blockIdx.y * BM + ty) * K + k0 + tx]",
                    &format!("A[(blockIdx.y * BM + ty) * K + {hot} + tx]")
                )
                .replace(
                    "(k0 + ty < K) ? B[(k0 + ty) * N",
                    &format!("({hot} + ty < K) ? B[({hot} + ty) * N")
                )
        );
    }

    #[test]
    fn the_cached_loop_holds_a_bumped_pointer_at_its_first_value() {
        let text = SCALAR
            .replace(
                "As[ty][tx] = A[(blockIdx.y * BM + ty) * K + k0 + tx];",
                "As[ty][tx] = A[(blockIdx.y * BM + ty) * K + tx];",
            )
            .replace(
                "    __syncthreads();\n  }",
                "    __syncthreads();\n    A += BK;\n  }",
            );
        let out = cached(&text).unwrap();
        assert!(out.contains("decltype(A) kpipe_cached_A = A;"), "{out}");
        assert!(out.contains("kpipe_cached(kpipe_cached_A)[(blockIdx.y * BM + ty) * K + tx]"));
        // The bump itself is not a load: it stays.
        assert!(out.contains("    A += BK;"), "{out}");
        // Bumped in the load phase, before the barrier: the same.
        let text = text.replace(
            "    __syncthreads();\n    A += BK;\n  }",
            "    A += BK;\n    __syncthreads();\n  }",
        );
        let out = cached(&text).unwrap();
        assert!(out.contains("kpipe_cached(kpipe_cached_A)[(blockIdx.y * BM + ty) * K + tx]"));
        assert!(out.contains("    A += BK;\n    __syncthreads();"), "{out}");
    }

    #[test]
    fn a_load_phase_whose_addresses_do_not_follow_the_loop_has_no_cached_loop() {
        let text = SCALAR
            .replace("A[(blockIdx.y * BM + ty) * K + k0 + tx]", "A[ty * K + tx]")
            .replace(
                "(k0 + ty < K) ? B[(k0 + ty) * N + blockIdx.x * BM + tx] : 0.f",
                "B[ty * N + tx]",
            );
        let why = cached(&text).unwrap_err().to_string();
        assert!(why.contains("names the loop's induction variable"), "{why}");
    }

    #[test]
    fn a_copy_through_a_call_that_takes_addresses_has_no_ceiling() {
        let text = SCALAR.replace(
            "#define BK 32\n",
            "#define BK 32\n__device__ void copy(float *dst, const float *src) { *dst = *src; }\n",
        ).replace(
            "As[ty][tx] = A[(blockIdx.y * BM + ty) * K + k0 + tx];",
            "copy(&As[ty][tx], &A[(blockIdx.y * BM + ty) * K + k0 + tx]);",
        );
        let why = ceiling(&text).unwrap_err().to_string();
        assert!(
            why.contains("goes through a call that takes addresses"),
            "{why}"
        );
    }
}
