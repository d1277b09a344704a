//! The report's launch sections: the tiles in dynamic shared memory, and the launches kpipe edited
//! or the caller must change.

use std::fmt::Write as _;

/// Where the tiles are in dynamic shared memory: the size the rewrite's launch must pass, first.
pub(super) fn dynamic_section(s: &mut String, a: &crate::analysis::Analysis) {
    moved_section(s, a);
    let Some(d) = &a.dynamic else { return };
    if d.declared.is_some() {
        return declared_section(s, a, d);
    }
    let two = a
        .decision
        .as_ref()
        .is_none_or(|d| d.form == crate::analysis::choose::Form::DoubleBuffer);
    let _ = writeln!(s, "## Dynamic shared memory\n");
    let _ = writeln!(
        s,
        "The K-loop's tiles are in the `extern __shared__` buffer `{}`: {} bytes at launch (`{}`, from {}).",
        d.buffer, d.original, d.original_expr, d.source
    );
    let stages = a.decision.as_ref().map_or(2, |d| d.stages);
    if two {
        let stages = stages.max(2);
        let bytes = d.staged(stages);
        let launch = match bytes == d.original {
            true => format!("**The launch keeps its {bytes} bytes of dynamic shared memory**"),
            false => format!(
                "**Launch the rewritten kernel with {bytes} bytes of dynamic shared memory** (was {})",
                d.original
            ),
        };
        let view = match d.view == d.original {
            true => "taken as the whole buffer the original launch passes".to_string(),
            false => "what every thread of the block addresses in one iteration, run by kpipe"
                .to_string(),
        };
        let _ = writeln!(
            s,
            "{launch}: stage s of {stages} is the loop's view of `{}` ({} bytes, {view}) moved by s x {} bytes (the view rounded up to a multiple of 128 and of each tile's unit), so {}: max({stages} x the loop's view, the use after the loop).",
            d.buffer, d.view, d.stride, d.staged_sum(stages)
        );
        if bytes > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT && bytes != d.original {
            let _ = writeln!(
                s,
                "\nAbove 48 KB the launch needs `cudaFuncSetAttribute({}, cudaFuncAttributeMaxDynamicSharedMemorySize, {bytes})` first.",
                a.kernel
            );
        }
    } else {
        let _ = writeln!(
            s,
            "One stage (single-buffer form): launch with {} bytes of dynamic shared memory, as before.",
            d.original
        );
    }
    if d.reused_after_loop {
        let _ = writeln!(
            s,
            "\nThe buffer is used again after the K-loop (a staging tile): those uses keep their addresses, inside the first {} bytes.",
            d.original
        );
    }
    let _ = writeln!(s);
}

/// Tiles carved out of a static `__shared__` buffer: its declared size before and after.
fn declared_section(
    s: &mut String,
    a: &crate::analysis::Analysis,
    d: &crate::analysis::dynamic::DynamicSmem,
) {
    let _ = writeln!(
        s,
        "## Shared memory buffer
"
    );
    let _ = writeln!(
        s,
        "The K-loop's tiles are carved out of the static `__shared__` buffer `{}`: {} bytes (`{}`, from {}).",
        d.buffer, d.original, d.original_expr, d.source
    );
    let double = a
        .decision
        .as_ref()
        .is_none_or(|d| d.form == crate::analysis::choose::Form::DoubleBuffer);
    if double {
        let stages = a.decision.as_ref().map_or(2, |d| d.stages).max(2);
        let _ = writeln!(
            s,
            "**Its declaration holds {} bytes in the rewrite**: stage s of {stages} is the loop's view of `{}` ({} bytes) moved by s x {} bytes, so {}. The launch is as before.",
            d.staged(stages),
            d.buffer,
            d.view,
            d.stride,
            d.staged_sum(stages)
        );
    } else {
        let _ = writeln!(
            s,
            "One stage (single-buffer form): the buffer keeps its size."
        );
    }
    let _ = writeln!(s);
}

/// Static tiles moved to dynamic shared memory: where each is, and what the launch passes.
pub(super) fn moved_section(s: &mut String, a: &crate::analysis::Analysis) {
    let Some(m) = &a.moved else { return };
    let _ = writeln!(s, "## Dynamic shared memory (tiles moved)\n");
    let _ = writeln!(
        s,
        "The K-loop's static tiles move into one `extern __shared__` buffer `{}` of **{} bytes**, carved into typed views (`T (&As)[stages][..]`) that keep the compute code's indexing; each tile starts at a multiple of max(128, its alignment){}:\n",
        m.buffer,
        m.bytes,
        if m.original > 0 {
            format!(
                ", after the {} bytes the kernel's own `extern __shared__` buffer uses (every `extern __shared__` array starts at the same address)",
                m.base
            )
        } else {
            String::new()
        }
    );
    let _ = writeln!(s, "| tile | offset | stages x bytes | alignment |");
    let _ = writeln!(s, "|---|---|---|---|");
    for t in &m.tiles {
        let _ = writeln!(
            s,
            "| `{}` | {} | {} x {} | {} |",
            t.name, t.offset, m.stages, t.stage_bytes, t.align
        );
    }
    let _ = writeln!(s);
    match &a.launch_change {
        Some(c) if c.edited && !c.hosts.is_empty() => {
            if !c.edited_lines.is_empty() {
                let _ = writeln!(
                    s,
                    "kpipe edited the launch{} of `{}` in the file (line {}): {} bytes as the third launch argument.\n",
                    if c.edited_lines.len() > 1 { "es" } else { "" },
                    a.kernel,
                    line_list(&c.edited_lines),
                    c.bytes,
                );
            }
            for h in &c.hosts {
                let _ = writeln!(
                    s,
                    "kpipe edited the launch{} of `{}` in {} (line {}): {} bytes as the third launch argument{}; {}.\n",
                    if h.edited_lines.len() > 1 { "es" } else { "" },
                    a.kernel,
                    h.file,
                    line_list(&h.edited_lines),
                    c.bytes,
                    attribute_note(c.bytes),
                    match &h.output {
                        Some(o) if o == &h.file => format!("{} is rewritten in place", h.file),
                        Some(o) => format!("written to {o}"),
                        None => "shown in the diff, not written".to_string(),
                    }
                );
            }
        }
        Some(c) if c.edited => {
            let _ = writeln!(
                s,
                "kpipe edited the launch{} of `{}` in the file (line {}): {} bytes as the third launch argument{}.\n",
                if c.edited_lines.len() > 1 { "es" } else { "" },
                a.kernel,
                line_list(&c.edited_lines),
                c.bytes,
                attribute_note(c.bytes)
            );
        }
        Some(c) if c.pending() => {
            let _ = writeln!(
                s,
                "The launch must pass {} bytes (the lines to add are at the top of this report).\n",
                c.bytes
            );
        }
        _ => {}
    }
}

/// `12, 40`: the lines of the edited launches.
pub(super) fn line_list(lines: &[usize]) -> String {
    lines
        .iter()
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What an edited launch above 48 KB also got.
pub(super) fn attribute_note(bytes: u64) -> &'static str {
    if bytes > crate::analysis::dynamic::DEFAULT_DYNAMIC_LIMIT {
        ", after `cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)`"
    } else {
        ""
    }
}
