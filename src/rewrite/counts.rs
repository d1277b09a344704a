//! Register counts written as expressions (a template's count depends on its parameters): the
//! prefetch registers are declared before the load pass's block, so a constant the load phase
//! declares (`constexpr size_t VECTORIZED_K{BK / VECTOR_UNITS};` in an inlined load helper) is not
//! in scope there. Its name is replaced by its initialiser, in parentheses, until none is left; so
//! is a plain local the kernel never changes (`int a_tile_stride = BM / ldg_a_num;`), which is a
//! constant but not a constant expression an array's size may use.

use crate::recognize::effects::brace_value;
use crate::recognize::loads::{LoadPhase, LocalKind};
use crate::source::consts::{Origin, Symbols};
use crate::source::parse::Source;

/// `expr` with every load-phase index local, and every local of the kernel that is a constant in
/// all but name (`int stride = BM / 4;`, never changed: not a constant expression for the
/// compiler), replaced by its initialiser's text; None when one has no initialiser or the
/// replacement does not settle (a local defined through itself).
pub fn without_load_locals(
    source: &Source,
    load: &LoadPhase,
    symbols: &Symbols,
    expr: &str,
) -> Option<String> {
    let mut out = expr.to_string();
    // Each round replaces one level of definitions; the load phase is shallow.
    for _ in 0..16 {
        let mut changed = false;
        let mut next = String::new();
        let mut word = String::new();
        let mut flush = |word: &mut String, next: &mut String| -> Option<()> {
            match load
                .locals
                .iter()
                .find(|l| l.name == *word && l.kind == LocalKind::Index)
            {
                Some(local) => {
                    let init = brace_value(local.init?);
                    next.push_str(&format!("({})", source.text_of(init)));
                    changed = true;
                }
                None => match symbols.definition(word) {
                    Some(d) if d.origin == Origin::FixedLocal => {
                        next.push_str(&format!("({})", d.expr));
                        changed = true;
                    }
                    _ => next.push_str(word),
                },
            }
            word.clear();
            Some(())
        };
        for c in out.chars() {
            if c.is_ascii_alphanumeric() || c == '_' {
                word.push(c);
            } else {
                flush(&mut word, &mut next)?;
                next.push(c);
            }
        }
        flush(&mut word, &mut next)?;
        if !changed {
            return Some(out);
        }
        out = next;
    }
    None
}
