//! The tiles' declarations and uses in the rewrite: a declaration in the loop is hoisted before it,
//! one outside gains the stage dimension, a use outside the loop reads stage 0, and tiles moved
//! into dynamic shared memory become typed views of one buffer.

use super::context::Context;
use super::edit::{self, Edit};
use super::render::indentation_at;
use crate::analysis::dynamic::{MovedSmem, STAGE_ALIGN};
use crate::diagnostics::Result;
use crate::recognize::kloop::Role;
use crate::source::parse::descendants;
use std::ops::Range;

/// The statement that declares `kp_smem`: the first moved declaration outside the loop, else the
/// first hoisted one.
fn buffer_decl(m: &MovedSmem) -> Option<Range<usize>> {
    m.tiles
        .iter()
        .find(|t| !t.declared_in_loop)
        .or(m.tiles.first())
        .map(|t| t.decl.clone())
}

/// The loop's tile declarations, hoisted before it (`{{HOISTED}}`): a moved tile's as its typed
/// views, any other with the stage dimension in the double-buffer form.
pub fn hoisted(cx: &Context) -> Result<Vec<String>> {
    let moved = cx.analysis.moved.as_ref();
    let buffer_decl = moved.and_then(buffer_decl);
    let mut hoisted = Vec::new();
    for decl in cx.kloop.statements_with(Role::TileDecl) {
        if let Some(m) = moved.filter(|m| m.tiles.iter().any(|t| t.decl == decl.byte_range())) {
            let lines = views(m, &decl.byte_range(), buffer_decl.as_ref());
            hoisted.extend(lines.iter().map(|l| format!("{}{l}", cx.inner)));
            continue;
        }
        let mut edits = Vec::new();
        if cx.double {
            for tile in &cx.kloop.tiles {
                if tile.decl == decl.byte_range() {
                    edits.push(Edit::insertion(
                        tile.name_end - decl.start_byte(),
                        format!("[{}]", cx.stages),
                    ));
                }
            }
        }
        hoisted.push(format!(
            "{}{}",
            cx.inner,
            edit::apply(cx.source.text_of(decl), edits)?
        ));
    }
    Ok(hoisted)
}

/// The edits that make each moved declaration outside the loop its typed views, once per
/// statement, and the note that says so.
pub fn moved_edits(cx: &Context, m: &MovedSmem) -> (Vec<Edit>, String) {
    let buffer_decl = buffer_decl(m);
    let mut edits = Vec::new();
    let mut done: Vec<Range<usize>> = Vec::new();
    for tile in m.tiles.iter().filter(|t| !t.declared_in_loop) {
        if done.contains(&tile.decl) {
            continue;
        }
        done.push(tile.decl.clone());
        let indent = indentation_at(&cx.source.text, tile.decl.start);
        let lines = views(m, &tile.decl, buffer_decl.as_ref());
        edits.push(Edit::replacement(
            tile.decl.clone(),
            lines.join(&format!("\n{indent}")),
        ));
    }
    let note = format!(
        "the tiles {} moved from static to dynamic shared memory: one `extern __shared__` buffer `{}` of {}, carved into typed views that keep every index",
        m.tiles
            .iter()
            .map(|t| format!("`{}`", t.name))
            .collect::<Vec<_>>()
            .join(", "),
        m.buffer,
        match m.per_instance {
            true => format!("{} bytes in the instantiation analysed (each its own)", m.bytes),
            false => format!("{} bytes", m.bytes),
        }
    );
    (edits, note)
}

/// `[N]` after the name of each static tile declared outside the loop (and not moved).
pub fn stage_dimension_edits(cx: &Context) -> Vec<Edit> {
    let kloop = cx.kloop;
    let moved = cx.analysis.moved.as_ref();
    let mut edits = Vec::new();
    for tile in kloop.tiles.iter().filter(|t| t.dynamic.is_none()) {
        let in_loop = kloop.node.byte_range().contains(&tile.decl.start);
        let is_moved = moved.is_some_and(|m| m.tiles.iter().any(|t| t.name == tile.name));
        if !in_loop && !is_moved {
            edits.push(Edit::insertion(tile.name_end, format!("[{}]", cx.stages)));
        }
    }
    edits
}

/// Uses of a tile outside the K-loop (e.g. a staging area after it) read stage 0: the `[0]`
/// insertions, and a note per use.
pub fn stage_zero_uses(cx: &Context) -> (Vec<Edit>, Vec<String>) {
    let kloop = cx.kloop;
    let mut edits = Vec::new();
    let mut notes = Vec::new();
    for id in descendants(cx.rec.scope().body) {
        if id.kind() != "identifier" {
            continue;
        }
        let name = cx.source.text_of(id);
        let Some(tile) = kloop
            .tiles
            .iter()
            .find(|t| t.name == name && t.dynamic.is_none())
        else {
            continue;
        };
        let in_loop = kloop.node.byte_range().contains(&id.start_byte());
        let in_decl = tile.decl.contains(&id.start_byte());
        if !in_loop && !in_decl {
            edits.push(Edit::insertion(id.end_byte(), "[0]"));
            notes.push(format!(
                "`{name}` is used outside the K-loop: those uses now read stage 0"
            ));
        }
    }
    (edits, notes)
}

/// The typed views of the moved tiles declared by the statement `decl`, preceded by the declaration
/// of `kp_smem` when this statement is where it goes:
/// `half (&As)[2][BM][BK + 8] = *reinterpret_cast<half (*)[2][BM][BK + 8]>(kp_smem + 0);`.
fn views(m: &MovedSmem, decl: &Range<usize>, buffer_decl: Option<&Range<usize>>) -> Vec<String> {
    let mut lines = Vec::new();
    if buffer_decl == Some(decl) {
        let align = m.tiles.iter().map(|t| t.align).fold(STAGE_ALIGN, u64::max);
        let bytes = if m.per_instance {
            "each instantiation's bytes (kpipe's report)".to_string()
        } else {
            format!("{} bytes", m.bytes)
        };
        lines.push(format!(
            "extern __shared__ __align__({align}) unsigned char {}[];  // kpipe: {bytes} at launch, the tiles below",
            m.buffer
        ));
    }
    for t in m.tiles.iter().filter(|t| &t.decl == decl) {
        let stage = (m.stages > 1).then(|| format!("[{}]", m.stages));
        let dims: String = stage
            .into_iter()
            .chain(t.dims.iter().map(|d| format!("[{d}]")))
            .collect();
        let at = if t.offset_expr == "0" {
            m.buffer.to_string()
        } else {
            format!("{} + {}", m.buffer, t.offset_expr)
        };
        lines.push(format!(
            "{ty} (&{name}){dims} = *reinterpret_cast<{ty} (*){dims}>({at});",
            ty = t.elem_type,
            name = t.name
        ));
    }
    lines
}
