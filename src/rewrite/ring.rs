//! What the cp.async ring of N > 2 stages (`--stages N`, `templates/cp_async_ring.cu`) needs beyond
//! the two-stage rewrite.
//!
//! The ring asks "does tile t+j exist?" for j up to N-1 with the loop condition j tiles ahead
//! (`k0 + 2 * (BK) < K`), where the two-stage loop only asks it for the next tile, as the loop's own
//! condition. The original stops at the first false condition; the ring's guards are right only when
//! the condition, once false, stays false further on, or a guard past the end would copy a tile that
//! does not exist (reads out of bounds). kpipe proves that for a comparison of an increasing loop
//! variable against a bound the loop does not change, and refuses anything else.

use super::context::Context;
use super::render::Stores;
use super::shape::Shape;
use crate::diagnostics::{Diagnostic, Kind, Result};
use crate::recognize::effects::{assigned_names, identifier_nodes};
use crate::recognize::kloop::KLoop;
use crate::recognize::Recognised;
use crate::source::parse::Source;
use tree_sitter::Node;

const CP_ASYNC_RING: &str = include_str!("../../templates/cp_async_ring.cu");
const CP_ASYNC_RING_SPREAD: &str = include_str!("../../templates/cp_async_ring_spread.cu");

/// cp.async into a ring of N > 2 stages: iteration t copies tile t+N-1 (and the prologue tiles
/// 0..N-2).
pub struct Ring;

impl Shape for Ring {
    /// The copies before the compute, or spread over its k-steps (`--cp-async-wait spread`).
    fn template(&self, cx: &Context) -> &'static str {
        match spread(cx) {
            true => CP_ASYNC_RING_SPREAD,
            false => CP_ASYNC_RING,
        }
    }

    fn check(&self, cx: &Context) -> Result<()> {
        check(cx.source, cx.rec)?;
        if spread(cx) && !cx.bumps.is_empty() {
            // A bump moves a pointer once per tile; a share per k-step would move it each time.
            return Err(Diagnostic::new(
                Kind::VariantUnavailable,
                "the copies cannot be spread over the compute's k-steps: the loop bumps its pointers once per tile",
                "use --cp-async-wait top, or index the matrices with the loop's variable instead of bumping pointers",
            )
            .at(cx.kloop.node.byte_range()));
        }
        Ok(())
    }

    fn prologue(&self, cx: &Context) -> Result<Vec<String>> {
        prologue(cx)
    }

    /// Tile t+N-1's copies into stage `kp_fill`; no braces of their own, as they are in those of
    /// `if (that tile exists)`.
    fn prefetch(&self, cx: &Context) -> Result<Vec<String>> {
        let pass = cx.pass(
            cx.stage("[kp_fill]"),
            cx.stages - 1,
            Stores::ToCopies,
            false,
        );
        if spread(cx) {
            let (_, _, steps) = cx.k_steps()?;
            let shared = super::render::Pass {
                share: Some(steps),
                ..pass
            };
            return cx.next_tile(&shared, false);
        }
        cx.next_tile(&pass, false)
    }

    /// Spread: at the top of each k-step, the k-step's index and its share of tile t+N-1's
    /// copies, if that tile exists.
    fn steady_compute(&self, cx: &Context, prefetch: &[String]) -> Result<Vec<String>> {
        if !spread(cx) {
            return cx.compute();
        }
        let (body, index, _) = cx.k_steps()?;
        // The k-step body's own indentation, where its first statement has one.
        let inner = body
            .named_child(0)
            .map(|first| super::render::indentation_at(&cx.source.text, first.start_byte()))
            .unwrap_or_else(|| format!("{}{}", cx.inner, cx.unit));
        let mut text = format!(
            "{inner}// tile t+{}'s copies, this k-step's share\n{inner}const int {} = {index};\n{inner}if ({}) {{\n",
            cx.stages - 1,
            super::render::K_STEP,
            cx.cond_ahead(cx.stages - 1)?
        );
        let deeper = format!("{inner}{}", cx.unit);
        for line in prefetch {
            text.push_str(&super::render::reindent(line, &cx.inner, &deeper));
            text.push('\n');
        }
        text.push_str(&format!("{inner}}}\n"));
        cx.compute_injecting(Some((body.id(), text)))
    }

    fn inline(&self, cx: &Context) -> Result<Vec<(&'static str, String)>> {
        let stages = cx.stages;
        Ok(vec![
            ("COND_AHEAD", cx.cond_ahead(stages - 1)?),
            ("STAGES", stages.to_string()),
            ("WAIT", (stages - 2).to_string()),
            ("AHEAD", (stages - 1).to_string()),
        ])
    }
}

/// Whether the ring spreads its copies over the compute's k-steps.
fn spread(cx: &Context) -> bool {
    cx.decision.tuning.cp_async_wait == crate::analysis::choose::CpAsyncWait::Spread
}

/// Tile 0 into stage 0, then tile j of 1..N-2 into stage j when it exists, its bumps with it (so a
/// bumped pointer moves once per tile, as in the original); a commit group per tile, even an empty
/// one.
fn prologue(cx: &Context) -> Result<Vec<String>> {
    let inner = &cx.inner;
    let mut prologue = cx.first_tile(Stores::ToCopies)?;
    prologue.insert(0, format!("{inner}// prologue: tile 0 into stage 0"));
    prologue.push(format!("{inner}__pipeline_commit();"));
    for j in 1..cx.stages - 1 {
        let tile = cx.next_tile(
            &cx.pass(cx.stage(&format!("[{j}]")), j, Stores::ToCopies, false),
            false,
        )?;
        prologue.push(format!("{inner}// tile {j} into stage {j}, if it exists"));
        prologue.push(format!("{inner}if ({}) {{", cx.cond_ahead(j)?));
        prologue.extend(tile.iter().map(|s| cx.one_level_in(s)));
        prologue.push(format!("{inner}}}"));
        prologue.push(format!("{inner}__pipeline_commit();"));
    }
    Ok(prologue)
}

/// The ring's own checks: the name it adds is free, and the loop condition is monotone.
pub fn check(source: &Source, rec: &Recognised) -> Result<()> {
    let text = &source.text;
    if let Some(at) = text.find("kp_fill") {
        return Err(Diagnostic::new(
            Kind::AlreadyPipelined,
            "the file already uses `kp_fill`, a name kpipe generates: it looks like kpipe's own output",
            "run kpipe on the original kernel",
        )
        .at(at..at + "kp_fill".len()));
    }
    check_condition(source, rec)
}

fn refuse(node: Node, why: String) -> Box<Diagnostic> {
    Diagnostic::new(
        Kind::UnsupportedPattern,
        format!("the ring of stages tests whether a tile several steps ahead exists with the loop condition, and {why}"),
        "write the loop as `for (k = ...; k < BOUND; k += STEP)` with a positive constant STEP (or `<=`), or leave out --stages (two stages test only the next tile)",
    )
    .at(node.byte_range())
}

fn unparenthesised(mut node: Node) -> Node {
    while node.kind() == "parenthesized_expression" {
        match crate::source::parse::named_children(node).as_slice() {
            [inner] => node = *inner,
            _ => break,
        }
    }
    node
}

/// `IV < bound`, `IV <= bound`, `bound > IV`, `bound >= IV` (IV possibly `iv + e`, `e + iv` or
/// `iv - e` with no loop variable in `e`), with `iv` increasing by a positive constant and no name
/// of the bound changed in the loop body.
fn check_condition(source: &Source, rec: &Recognised) -> Result<()> {
    let kloop = &rec.kloop;
    let (iv_side, bound) = comparison_sides(source, kloop)?;
    let iv = growing_variable(source, kloop, iv_side)?;
    check_step_increases(source, rec, source.text_of(iv))?;
    check_bound_constant(source, kloop, bound)
}

/// Whether `n` is one of the loop's induction variables.
fn is_ivar(source: &Source, kloop: &KLoop, n: Node) -> bool {
    n.kind() == "identifier" && kloop.ivars.iter().any(|v| v.name == source.text_of(n))
}

/// Whether the expression `n` reads one of the loop's induction variables.
fn holds_ivar(source: &Source, kloop: &KLoop, n: Node) -> bool {
    identifier_nodes(n)
        .into_iter()
        .any(|i| is_ivar(source, kloop, i))
}

/// The loop condition's side that grows with the loop variable and its bound, or an error when the
/// condition is no `<`, `<=`, `>`, `>=` comparison with the loop variable on the smaller side only.
fn comparison_sides<'t>(source: &Source, kloop: &KLoop<'t>) -> Result<(Node<'t>, Node<'t>)> {
    let cond = unparenthesised(kloop.cond);
    let operator = cond
        .child_by_field_name("operator")
        .map(|o| source.text_of(o).to_string());
    let (Some(left), Some(right), Some(op)) = (
        cond.child_by_field_name("left"),
        cond.child_by_field_name("right"),
        operator.filter(|_| cond.kind() == "binary_expression"),
    ) else {
        return Err(refuse(
            kloop.cond,
            "kpipe can prove that only for a comparison (`<`, `<=`, `>`, `>=`) of the loop variable with a bound".to_string(),
        ));
    };
    let (iv_side, bound) = match op.as_str() {
        "<" | "<=" => (left, right),
        ">" | ">=" => (right, left),
        "!=" | "==" => {
            return Err(refuse(
                kloop.cond,
                format!("`{op}` may be true again after it was false: kpipe proves that a condition stays false only for `<`, `<=`, `>`, `>=`"),
            ))
        }
        _ => {
            return Err(refuse(
                kloop.cond,
                format!("kpipe proves that a condition stays false only for a comparison (`<`, `<=`, `>`, `>=`) of the loop variable with a bound, not for `{op}`"),
            ))
        }
    };
    if holds_ivar(source, kloop, bound) || !holds_ivar(source, kloop, iv_side) {
        return Err(refuse(
            kloop.cond,
            "kpipe proves it only when the side that grows (the smaller one) holds the loop variable and the other side none".to_string(),
        ));
    }
    Ok((iv_side, bound))
}

/// The induction variable the growing side is made of (`iv`, `iv + e`, `e + iv`, `iv - e`), or an
/// error when it is another expression.
fn growing_variable<'t>(source: &Source, kloop: &KLoop, iv_side: Node<'t>) -> Result<Node<'t>> {
    let is_iv = |n: Node| is_ivar(source, kloop, n);
    let has_iv = |n: Node| holds_ivar(source, kloop, n);
    let side = unparenthesised(iv_side);
    let iv = if is_iv(side) {
        Some(side)
    } else if side.kind() == "binary_expression" {
        let op = side
            .child_by_field_name("operator")
            .map(|o| source.text_of(o).to_string());
        let (l, r) = (
            side.child_by_field_name("left").map(unparenthesised),
            side.child_by_field_name("right").map(unparenthesised),
        );
        match (op.as_deref(), l, r) {
            (Some("+"), Some(l), Some(r)) if is_iv(l) && !has_iv(r) => Some(l),
            (Some("+"), Some(l), Some(r)) if is_iv(r) && !has_iv(l) => Some(r),
            (Some("-"), Some(l), Some(r)) if is_iv(l) && !has_iv(r) => Some(l),
            _ => None,
        }
    } else {
        None
    };
    iv.ok_or_else(|| {
        refuse(
            iv_side,
            format!(
                "kpipe cannot tell that `{}` grows with the loop variable",
                source.text_of(iv_side)
            ),
        )
    })
}

/// An error unless the induction variable `name` increases by a step kpipe evaluates to a positive
/// constant.
fn check_step_increases(source: &Source, rec: &Recognised, name: &str) -> Result<()> {
    let kloop = &rec.kloop;
    let scope = rec.scope();
    let var = kloop
        .ivars
        .iter()
        .find(|v| v.name == name)
        .expect("an induction variable");
    let assigned_in_scope = assigned_names(source, scope.body);
    let step_value = scope.symbols.eval(&var.step).ok().or_else(|| {
        // A local step (`const int aStep = BLOCK_SIZE;`) that nothing assigns after its declaration.
        let step = var.step.trim();
        if assigned_in_scope.contains(step) {
            return None;
        }
        scope
            .local_inits
            .get(step)
            .and_then(|init| scope.symbols.eval(init).ok())
    });
    match step_value {
        Some(v) if v > 0 && var.op == '+' => Ok(()),
        Some(_) => Err(refuse(
            kloop.update,
            format!("`{name}` does not increase by a positive step"),
        )),
        None => Err(refuse(
            kloop.update,
            format!(
                "kpipe cannot evaluate the step of `{name}` (`{}`) to prove that it increases",
                var.step
            ),
        )),
    }
}

/// An error when the bound may change from one iteration to the next: the loop body assigns a
/// name it reads, or it calls a function.
fn check_bound_constant(source: &Source, kloop: &KLoop, bound: Node) -> Result<()> {
    let assigned_in_body = assigned_names(source, kloop.body);
    if let Some(n) = identifier_nodes(bound)
        .into_iter()
        .find(|n| assigned_in_body.contains(source.text_of(*n)))
    {
        return Err(refuse(
            n,
            format!(
                "the loop body changes `{}`, which the bound reads",
                source.text_of(n)
            ),
        ));
    }
    // Calls in the bound could return anything on each call.
    if let Some(call) = crate::source::parse::descendants(bound)
        .into_iter()
        .find(|n| n.kind() == "call_expression")
    {
        return Err(refuse(
            call,
            "the bound calls a function, whose value kpipe cannot hold constant".to_string(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::analysis::arch;
    use crate::analysis::choose::{CpAsyncWait, Tuning, VariantRequest};
    use crate::diagnostics::Kind;
    use crate::{transform, Request};

    const KERNEL: &str = "#define BK 16
__global__ void __launch_bounds__(256) k(const float *A, float *C, int K, int S) {
  __shared__ float As[256];
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += BK) {
    As[threadIdx.x] = A[k0 * 16 + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < BK; ++k) acc += As[k * 16 + threadIdx.x % 16];
    __syncthreads();
  }
  C[threadIdx.x] = acc;
}
";

    fn ring(text: &str) -> crate::diagnostics::Result<String> {
        let request = Request {
            kernel: None,
            variant: VariantRequest::CpAsync,
            arch: arch::by_name("sm_80").unwrap(),
            defines: &[],
            rewrite: true,
            tuning: Tuning {
                unroll: 1,
                cp_async_wait: CpAsyncWait::Top,
                stages: 3,
                ..Tuning::default()
            },
        };
        transform(text, &request).map(|o| o.rewritten.unwrap().to_string())
    }

    fn with_header(header: &str) -> String {
        KERNEL.replace("int k0 = 0; k0 < K; k0 += BK", header)
    }

    #[test]
    fn monotone_conditions_get_a_ring() {
        let out = ring(KERNEL).unwrap();
        assert!(out.contains("if ((k0 + BK) < K) {"), "{out}");
        assert!(out.contains("if ((k0 + 2 * (BK)) < K) {"), "{out}");
        for header in [
            "int k0 = 0; K > k0; k0 += BK",
            "int k0 = 0; k0 + BK <= K; k0 += BK",
            "int k0 = 0; (k0 < K); k0 = k0 + BK",
            "int k0 = 0; k0 < K; k0 += 16",
        ] {
            ring(&with_header(header)).unwrap_or_else(|e| panic!("{header}: {}", e.message));
        }
        // The folded step of a number.
        let out = ring(&with_header("int k0 = 0; k0 < K; k0 += 16")).unwrap();
        assert!(out.contains("if ((k0 + 32) < K) {"), "{out}");
    }

    #[test]
    fn conditions_that_may_turn_true_again_are_refused() {
        for (header, why) in [
            ("int k0 = 0; k0 != K; k0 += BK", "`!=` may be true again"),
            ("int k0 = K - BK; k0 >= 0; k0 -= BK", "the side that grows"),
            (
                "int k0 = 0; k0 < K; k0 -= BK",
                "does not increase by a positive step",
            ),
            (
                "int k0 = 0; k0 < K; k0 += BK - 32",
                "does not increase by a positive step",
            ),
            ("int k0 = 0; k0 < K; k0 += S", "cannot evaluate the step"),
            (
                "int k0 = 0; k0 < min(K, 4096); k0 += BK",
                "calls a function",
            ),
            (
                "int k0 = 0; k0 * 2 < K; k0 += BK",
                "grows with the loop variable",
            ),
            ("int k0 = 0; k0 < K && k0 < 4096; k0 += BK", "not for `&&`"),
        ] {
            let err = ring(&with_header(header)).unwrap_err();
            assert_eq!(
                err.kind,
                Kind::UnsupportedPattern,
                "{header}: {}",
                err.message
            );
            assert!(err.message.contains(why), "{header}: {}", err.message);
            assert!(err.span.is_some(), "{header}");
            // Two stages test only the next tile, with the loop's own condition.
            let two = KERNEL.replace("int k0 = 0; k0 < K; k0 += BK", header);
            let request = Request {
                kernel: None,
                variant: VariantRequest::CpAsync,
                arch: arch::by_name("sm_80").unwrap(),
                defines: &[],
                rewrite: true,
                tuning: Tuning::default(),
            };
            if let Err(e) = transform(&two, &request) {
                assert!(!e.message.contains("ring"), "{header}: {}", e.message);
            }
        }
    }

    #[test]
    fn a_file_that_uses_kp_fill_is_refused() {
        let text = KERNEL.replace("float acc = 0.0f;", "float acc = 0.0f; int kp_fill = 0;");
        assert_eq!(ring(&text).unwrap_err().kind, Kind::AlreadyPipelined);
    }
}
