//! Reading SASS (`cuobjdump -sass`): functions, instructions with their control bits, loops from
//! backward branches, the main loop, its instruction mix, and the overlap verdict.
//!
//! How the main loop is found: every backward branch closes a loop from its target to itself; the main
//! loop is the one with the most compute instructions (HMMA, IMMA, FFMA, HGMMA, DFMA, HFMA2), the
//! smallest such loop when several tie (an outer loop contains its inner loops' compute too).
//!
//! Overlap: in the main loop, taken cyclically (the compiler rotates loops), some global load of the
//! next tile (LDG or LDGSTS) reaches a compute instruction before it reaches a BAR.SYNC, and a barrier
//! follows the compute. An unpipelined loop always meets a barrier first: loads, store to shared,
//! barrier, compute.

use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize)]
pub struct Instruction {
    pub address: u64,
    pub predicate: Option<String>,
    /// The opcode with its modifiers, e.g. `LDG.E.128`.
    pub opcode: String,
    pub operands: String,
    pub control: Option<Control>,
}

/// The scheduling bits of a Volta-and-later instruction (upper 23 bits of the 128-bit word).
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
pub struct Control {
    pub stall: u8,
    pub yield_flag: bool,
    pub write_barrier: u8,
    pub read_barrier: u8,
    pub wait_mask: u8,
    pub reuse: u8,
}

impl Control {
    pub fn from_high_word(hi: u64) -> Control {
        Control {
            stall: ((hi >> 41) & 0xf) as u8,
            yield_flag: (hi >> 45) & 1 == 1,
            write_barrier: ((hi >> 46) & 0x7) as u8,
            read_barrier: ((hi >> 49) & 0x7) as u8,
            wait_mask: ((hi >> 52) & 0x3f) as u8,
            reuse: ((hi >> 58) & 0xf) as u8,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Function {
    pub name: String,
    pub instructions: Vec<Instruction>,
}

/// What an instruction is, for the pipelining question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Class {
    Compute,
    GlobalLoad,
    AsyncCopy,
    SharedStore,
    SharedLoad,
    GenericLoad,
    Barrier,
    AsyncCommit,
    AsyncWait,
    Other,
}

impl Instruction {
    pub fn base(&self) -> &str {
        self.opcode.split('.').next().unwrap_or("")
    }

    pub fn class(&self) -> Class {
        // `HFMA2.MMA Rx, -RZ, RZ, ...` is how the compiler moves constants on sm_80+: not math.
        if self.opcode == "HFMA2.MMA" {
            return Class::Other;
        }
        match self.base() {
            "HMMA" | "IMMA" | "FFMA" | "HGMMA" | "IGMMA" | "QGMMA" | "DFMA" | "HFMA2" | "DMMA" => {
                Class::Compute
            }
            "LDG" => Class::GlobalLoad,
            "LDGSTS" => Class::AsyncCopy,
            "STS" => Class::SharedStore,
            "LDS" | "LDSM" => Class::SharedLoad,
            // A generic load: in a K-loop, the compute reading a tile through a generic pointer.
            "LD" => Class::GenericLoad,
            "BAR" if self.opcode.starts_with("BAR.SYNC") || self.opcode == "BAR" => Class::Barrier,
            "LDGDEPBAR" => Class::AsyncCommit,
            "DEPBAR" => Class::AsyncWait,
            _ => Class::Other,
        }
    }

    /// The target of a branch, when the operand is an address.
    pub fn branch_target(&self) -> Option<u64> {
        if !matches!(self.base(), "BRA" | "JMP") {
            return None;
        }
        let operand = self
            .operands
            .split([',', ' '])
            .map(str::trim)
            .find(|o| o.starts_with("0x"))?;
        u64::from_str_radix(operand.trim_start_matches("0x"), 16).ok()
    }
}

/// Parses `cuobjdump -sass` output.
pub fn parse(text: &str) -> Vec<Function> {
    let mut functions: Vec<Function> = Vec::new();
    let mut pending_hi = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(name) = trimmed.strip_prefix("Function : ") {
            functions.push(Function {
                name: name.trim().to_string(),
                instructions: Vec::new(),
            });
            continue;
        }
        let Some(function) = functions.last_mut() else {
            continue;
        };
        if let Some(rest) = trimmed.strip_prefix("/*") {
            // An instruction line: /*0220*/  @P0 LDG.E R26, [R8.64] ;  /* 0x... */
            let Some(end) = rest.find("*/") else { continue };
            let addr_text = &rest[..end];
            if let Ok(address) = u64::from_str_radix(addr_text.trim(), 16) {
                let body = rest[end + 2..].trim();
                let Some(semi) = body.find(';') else { continue };
                let text = body[..semi].trim();
                let (predicate, text) = match text.strip_prefix('@') {
                    Some(p) => {
                        let (pred, rest) = p.split_once(' ').unwrap_or((p, ""));
                        (Some(pred.to_string()), rest.trim())
                    }
                    None => (None, text),
                };
                let (opcode, operands) = text.split_once(' ').unwrap_or((text, ""));
                function.instructions.push(Instruction {
                    address,
                    predicate,
                    opcode: opcode.to_string(),
                    operands: operands.trim().to_string(),
                    control: None,
                });
                pending_hi = true;
            } else if pending_hi {
                // The second 64-bit word of the previous instruction: /* 0x000fe40000000800 */
                let hex = addr_text.trim().trim_start_matches("0x");
                if let (Ok(hi), Some(last)) = (
                    u64::from_str_radix(hex, 16),
                    function.instructions.last_mut(),
                ) {
                    last.control = Some(Control::from_high_word(hi));
                }
                pending_hi = false;
            }
        }
    }
    functions
}

/// A loop closed by a backward branch: instructions `start..=end` (indices into the function).
#[derive(Debug, Clone, Serialize)]
pub struct Loop {
    pub start: usize,
    pub end: usize,
    pub start_address: u64,
    pub end_address: u64,
    pub compute: usize,
}

pub fn loops(function: &Function) -> Vec<Loop> {
    let ins = &function.instructions;
    let mut out = Vec::new();
    for (end, i) in ins.iter().enumerate() {
        let Some(target) = i.branch_target() else {
            continue;
        };
        if target > i.address {
            continue;
        }
        let Some(start) = ins.iter().position(|x| x.address == target) else {
            continue;
        };
        let compute = ins[start..=end]
            .iter()
            .filter(|x| x.class() == Class::Compute)
            .count();
        out.push(Loop {
            start,
            end,
            start_address: target,
            end_address: i.address,
            compute,
        });
    }
    out
}

/// The K-loop: among loops with compute that hold no tile loop of their own (loads, a barrier and
/// compute: a persistent kernel's loop over output tiles holds the K-loop), those that also load
/// from global memory come first (an inner compute loop that the compiler kept rolled is not the
/// K-loop); then the most compute; then the smallest.
pub fn main_loop(function: &Function) -> Option<Loop> {
    let has = |l: &Loop, classes: &[Class]| {
        function.instructions[l.start..=l.end]
            .iter()
            .any(|i| classes.contains(&i.class()))
    };
    let loads = |l: &Loop| has(l, &[Class::GlobalLoad, Class::AsyncCopy]);
    // A loop that loads, synchronises and computes: a tile loop. One around another (a persistent
    // kernel's loop over output tiles, around the K-loop) is not the K-loop.
    let tile_loop = |l: &Loop| l.compute > 0 && loads(l) && has(l, &[Class::Barrier]);
    let all = loops(function);
    let around_a_tile_loop = |l: &Loop| {
        all.iter().any(|inner| {
            (inner.start, inner.end) != (l.start, l.end)
                && l.start <= inner.start
                && inner.end <= l.end
                && tile_loop(inner)
        })
    };
    all.iter()
        .filter(|l| l.compute > 0 && !around_a_tile_loop(l))
        .cloned()
        .max_by(|a, b| {
            loads(a)
                .cmp(&loads(b))
                .then(a.compute.cmp(&b.compute))
                .then((b.end - b.start).cmp(&(a.end - a.start)))
        })
}

#[derive(Debug, Clone, Serialize)]
pub struct LoopReport {
    pub function: String,
    pub loop_start: Option<u64>,
    pub loop_end: Option<u64>,
    /// Instruction counts per iteration of the main loop.
    pub mix: BTreeMap<String, usize>,
    pub overlap: bool,
    /// Why the verdict is what it is.
    pub reason: String,
    /// Compute instructions per global load in the loop.
    pub compute_per_load: Option<f64>,
    /// The class of `compute_per_load` (load-heavy, balanced, compute-heavy).
    pub ratio_class: Option<String>,
    /// How well the least-covered global load is hidden: the compute instructions that issue after
    /// it and before its data is needed (the next barrier or async wait), as a fraction of the compute
    /// between two barriers. Near 1: the whole compute phase covers the load; near 0: nvcc scheduled
    /// the load late and little work hides its latency.
    pub load_cover: Option<f64>,
    /// A compressed listing of the main loop.
    pub excerpt: Vec<String>,
    /// The main loop's async waits as written (`DEPBAR.LE SB0, 0x1`: a ring of three stages).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub async_waits: Vec<String>,
}

const MIX: &[&str] = &[
    "HMMA", "IMMA", "HGMMA", "IGMMA", "QGMMA", "DMMA", "FFMA", "DFMA", "HFMA2", "LDG", "LDGSTS",
    "STS", "LDS", "LDSM", "LD", "BAR",
];

/// The report on the function's main loop: its mix, the overlap verdict with its reason, the
/// compute per load, the load cover and a listing; a report saying there is no main loop when no
/// loop has compute.
pub fn analyse(function: &Function) -> LoopReport {
    let Some(lp) = main_loop(function) else {
        return LoopReport {
            function: function.name.clone(),
            loop_start: None,
            loop_end: None,
            mix: BTreeMap::new(),
            overlap: false,
            reason: "no loop with compute instructions (the K-loop may be fully unrolled)"
                .to_string(),
            compute_per_load: None,
            ratio_class: None,
            load_cover: None,
            excerpt: Vec::new(),
            async_waits: Vec::new(),
        };
    };
    let body = &function.instructions[lp.start..=lp.end];
    let loads = body
        .iter()
        .filter(|i| matches!(i.class(), Class::GlobalLoad | Class::AsyncCopy))
        .count();
    let compute = body.iter().filter(|i| i.class() == Class::Compute).count();
    let (overlap, reason) = verdict(body, loads);
    LoopReport {
        function: function.name.clone(),
        loop_start: Some(lp.start_address),
        loop_end: Some(lp.end_address),
        mix: mix(body),
        overlap,
        reason,
        compute_per_load: (loads > 0).then(|| compute as f64 / loads as f64),
        ratio_class: (loads > 0).then(|| ratio_class(compute as f64 / loads as f64)),
        load_cover: load_cover(body),
        excerpt: excerpt(body),
        async_waits: body
            .iter()
            .filter(|i| i.class() == Class::AsyncWait)
            .map(|i| format!("{} {}", i.opcode, i.operands).trim().to_string())
            .collect(),
    }
}

/// How many of each opcode of `MIX` the loop body has (those it has at least one of).
fn mix(body: &[Instruction]) -> BTreeMap<String, usize> {
    let mut mix = BTreeMap::new();
    for name in MIX {
        let n = body.iter().filter(|i| i.base() == *name).count();
        if n > 0 {
            mix.insert(name.to_string(), n);
        }
    }
    mix
}

/// Whether the main loop (with `loads` global loads) overlaps the next tile's loads with the
/// compute, and why.
fn verdict(body: &[Instruction], loads: usize) -> (bool, String) {
    let has_barrier = body.iter().any(|i| i.class() == Class::Barrier);
    match (loads, overlapping_load(body), has_barrier) {
        (0, _, _) => (
            false,
            "the main loop has no global loads (the compiler moved them out of the loop)"
                .to_string(),
        ),
        (_, Some((load, first_compute, across_barrier)), true) => (
            true,
            overlap_reason(body, load, first_compute, across_barrier),
        ),
        (_, Some(_), false) => (
            false,
            "loads reach the compute without a barrier, but the loop has no BAR.SYNC".to_string(),
        ),
        (_, None, _) => (
            false,
            "every global load meets a BAR.SYNC (or, past one, an instruction that waits for its data) before any compute: load, store, barrier, compute"
                .to_string(),
        ),
    }
}

/// Why the loop overlaps: the load that reaches the compute, the compute it reaches, whether a
/// barrier lies between them, then the loop's async wait and the compiler's own hoisting if any.
fn overlap_reason(
    body: &[Instruction],
    load: &Instruction,
    first_compute: &Instruction,
    across_barrier: bool,
) -> String {
    let wait = format!("{}{}", async_wait_note(body), hoisted_note(body, load));
    let between = if across_barrier {
        ", its data first needed after it (in flight across a BAR.SYNC)"
    } else {
        " with no BAR.SYNC between them"
    };
    format!(
        "{} at {:#06x} issues before the compute phase ({} at {:#06x}){between}{wait}",
        load.opcode, load.address, first_compute.opcode, first_compute.address
    )
}

/// `; the async wait (...) at ADDRESS` for the loop's first async wait, with its depth; empty when
/// the loop has none.
fn async_wait_note(body: &[Instruction]) -> String {
    body.iter()
        .find(|i| i.class() == Class::AsyncWait)
        .map(|w| {
            format!(
                "; the async wait (`{}`{}) at {:#06x}",
                format!("{} {}", w.opcode, w.operands).trim(),
                match async_wait_depth(w) {
                    Some(0) => ": every copy waited for".to_string(),
                    Some(d) => format!(": up to {d} commit groups stay in flight"),
                    None => String::new(),
                },
                w.address
            )
        })
        .unwrap_or_default()
}

/// `; the compiler hoisted this read-only load above a barrier ...` when `load` is one the
/// compiler moved itself; empty otherwise.
fn hoisted_note(body: &[Instruction], load: &Instruction) -> String {
    let barriers = body.iter().filter(|i| i.class() == Class::Barrier).count();
    // Read-only loads (`ld.global.nc`) may legally move across a barrier: the compiler's own
    // partial pipelining, usually after unrolling the loop.
    if load.opcode.contains("CONSTANT") && barriers > 1 {
        format!(
            "; the compiler hoisted this read-only load above a barrier{}",
            if barriers > 2 {
                format!(" after unrolling the loop ({barriers} barriers per iteration)")
            } else {
                String::new()
            }
        )
    } else {
        String::new()
    }
}

/// The depth of an async wait, `DEPBAR.LE SB0, 0x2` -> 2: how many commit groups it lets stay
/// pending (`__pipeline_wait_prior(N)` of a ring of N + 2 stages).
pub fn async_wait_depth(wait: &Instruction) -> Option<u64> {
    if !wait.opcode.starts_with("DEPBAR.LE") {
        return None;
    }
    let last = wait.operands.rsplit(',').next()?.trim();
    let hex = last.strip_prefix("0x")?;
    u64::from_str_radix(hex, 16).ok()
}

/// Compute instructions per global load instruction, classed like the FLOP/B ratio: few compute per
/// load is where asynchronous copies pay, many is where warps already hide the latency.
pub fn ratio_class(per_load: f64) -> String {
    if per_load < 4.0 {
        "load-heavy (< 4 compute per load)".to_string()
    } else if per_load <= 16.0 {
        "balanced (4 to 16 compute per load)".to_string()
    } else {
        "compute-heavy (> 16 compute per load)".to_string()
    }
}

/// The first global load that reaches the compute phase (math or a read of shared memory), walking
/// the loop cyclically, and that compute instruction, and whether a barrier lies between them. A
/// barrier ends a load's reach, except for a register load (LDG with control bits) whose data no
/// instruction has waited for yet: it stays in flight across the barrier (register prefetch with the
/// loads at the bottom of the loop) until the first instruction that waits on its scoreboard.
fn overlapping_load(body: &[Instruction]) -> Option<(&Instruction, &Instruction, bool)> {
    let n = body.len();
    for (i, ins) in body.iter().enumerate() {
        if !matches!(ins.class(), Class::GlobalLoad | Class::AsyncCopy) {
            continue;
        }
        let register_load =
            ins.class() == Class::GlobalLoad && ins.control.is_some_and(|c| c.write_barrier < 6);
        let (mut needed, mut across_barrier) = (false, false);
        for step in 1..n {
            let next = &body[(i + step) % n];
            if register_load && data_needed_at(ins, next) {
                needed = true;
                if across_barrier {
                    break;
                }
            }
            match next.class() {
                Class::Barrier if register_load && !needed => across_barrier = true,
                Class::Barrier => break,
                // The compute phase: math, or reads of the tiles it computes on.
                Class::Compute | Class::SharedLoad | Class::GenericLoad => {
                    return Some((ins, next, across_barrier))
                }
                _ => {}
            }
        }
    }
    None
}

/// Whether `next` is where the data of `load` is first needed: for a register load with control bits,
/// the first instruction that waits on the scoreboard the load sets; otherwise the next barrier or
/// async wait.
fn data_needed_at(load: &Instruction, next: &Instruction) -> bool {
    match (load.class(), load.control) {
        (Class::GlobalLoad, Some(c)) if c.write_barrier < 6 => next
            .control
            .is_some_and(|nc| nc.wait_mask & (1 << c.write_barrier) != 0),
        _ => matches!(next.class(), Class::Barrier | Class::AsyncWait),
    }
}

/// The least compute any global load has behind it before its data is needed, over the compute per
/// barrier-to-barrier phase. A register load (LDG) is needed where an instruction first waits on the
/// scoreboard the load sets (the control bits say which); an async copy (LDGSTS), at the next async
/// wait or barrier. The loop is walked cyclically: the next iteration's loads count from the top.
fn load_cover(body: &[Instruction]) -> Option<f64> {
    let n = body.len();
    let barriers = body.iter().filter(|i| i.class() == Class::Barrier).count();
    let compute = body.iter().filter(|i| i.class() == Class::Compute).count();
    if barriers == 0 || compute == 0 {
        return None;
    }
    let per_phase = compute as f64 / barriers as f64;
    let covers = body
        .iter()
        .enumerate()
        .filter(|(_, i)| matches!(i.class(), Class::GlobalLoad | Class::AsyncCopy))
        .map(|(at, load)| {
            (1..n)
                .map(|step| &body[(at + step) % n])
                .take_while(|next| !data_needed_at(load, next))
                .filter(|i| i.class() == Class::Compute)
                .count()
        });
    covers
        .min()
        .map(|least| (least as f64 / per_phase).min(1.0))
}

/// The loop listing with runs of one kind of instruction collapsed into one line each; instructions
/// that do not matter for pipelining (integer and address arithmetic, moves) are counted, not listed.
fn excerpt(body: &[Instruction]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let class = body[i].class();
        let mut j = i;
        while j + 1 < body.len() && body[j + 1].class() == class {
            j += 1;
        }
        let run = &body[i..=j];
        let mut opcodes: Vec<&str> = Vec::new();
        for ins in run {
            if !opcodes.contains(&ins.opcode.as_str()) {
                opcodes.push(&ins.opcode);
            }
        }
        let count = run.len();
        let line = match class {
            Class::Other => format!("{:#06x}  ({count} other)", body[i].address),
            _ => {
                let note = match class {
                    Class::GlobalLoad => "global load",
                    Class::AsyncCopy => "async copy to shared",
                    Class::Barrier => "barrier",
                    Class::AsyncWait => "wait for async copies",
                    Class::AsyncCommit => "commit async copies",
                    Class::Compute => "compute",
                    Class::SharedStore => "store to shared",
                    Class::SharedLoad => "load from shared",
                    Class::GenericLoad => "generic load (a tile read through a generic pointer)",
                    Class::Other => "",
                };
                let names = if opcodes.len() > 3 {
                    format!("{} ...", opcodes[..3].join(" / "))
                } else {
                    opcodes.join(" / ")
                };
                format!("{:#06x}  {names} x{count}  <- {note}", body[i].address)
            }
        };
        out.push(line);
        i = j + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn function(lines: &[&str]) -> Function {
        let plain: Vec<(&str, u64)> = lines.iter().map(|l| (*l, 0x000fe40000000800)).collect();
        function_with_control(&plain)
    }

    /// Instructions with the high word of their encoding (the control bits).
    fn function_with_control(lines: &[(&str, u64)]) -> Function {
        let mut text = String::from("\t\tFunction : _Z1kPf\n");
        for (i, (l, hi)) in lines.iter().enumerate() {
            text.push_str(&format!(
                "        /*{:04x}*/                   {l} ;   /* 0x0000000000000000 */\n",
                i * 16
            ));
            text.push_str(&format!(
                "                                                      /* 0x{hi:016x} */\n"
            ));
        }
        parse(&text).remove(0)
    }

    #[test]
    fn parses_instructions_and_control_bits() {
        let f = function(&["@!P0 LDG.E.128 R4, [R2.64]", "BAR.SYNC.DEFER_BLOCKING 0x0"]);
        assert_eq!(f.instructions.len(), 2);
        assert_eq!(f.instructions[0].predicate.as_deref(), Some("!P0"));
        assert_eq!(f.instructions[0].opcode, "LDG.E.128");
        assert_eq!(f.instructions[0].class(), Class::GlobalLoad);
        assert_eq!(f.instructions[1].class(), Class::Barrier);
        let c = f.instructions[0].control.unwrap();
        assert_eq!(c.stall, 2);
        assert_eq!(c.wait_mask, 0);
    }

    #[test]
    fn the_k_loop_of_a_persistent_kernel_is_the_loop_inside_the_tile_loop() {
        // The loop over output tiles stages C (a load, a barrier) around the K-loop: both load,
        // synchronise and compute, and the inner one is the K-loop.
        let f = function(&[
            "LDG.E R9, [R8.64]",
            "STS [R7], R9",
            "BAR.SYNC 0x0",
            "LDG.E R1, [R2.64]",
            "STS [R3], R1",
            "BAR.SYNC 0x0",
            "LDS R4, [R3]",
            "FFMA R5, R4, R4, R5",
            "BAR.SYNC 0x0",
            "BRA 0x30",
            "STG.E [R8.64], R5",
            "BRA 0x0",
        ]);
        let r = analyse(&f);
        assert_eq!((r.loop_start, r.loop_end), (Some(0x30), Some(0x90)));
        assert_eq!(r.mix["LDG"], 1);
        assert_eq!(r.mix["BAR"], 2);
    }

    #[test]
    fn unpipelined_loop_has_no_overlap() {
        let f = function(&[
            "LDG.E R1, [R2.64]",
            "STS [R3], R1",
            "BAR.SYNC 0x0",
            "LDS R4, [R3]",
            "FFMA R5, R4, R4, R5",
            "BAR.SYNC 0x0",
            "BRA 0x0",
        ]);
        let r = analyse(&f);
        assert!(!r.overlap, "{}", r.reason);
        assert_eq!(r.mix["FFMA"], 1);
        assert_eq!(r.mix["BAR"], 2);
    }

    #[test]
    fn prefetching_loop_overlaps_even_when_rotated() {
        let f = function(&[
            "LDS R4, [R3]",
            "FFMA R5, R4, R4, R5",
            "STS [R3], R1",
            "BAR.SYNC 0x0",
            "LDG.E R1, [R2.64]",
            "BRA 0x0",
        ]);
        let r = analyse(&f);
        assert!(r.overlap, "{}", r.reason);
    }

    #[test]
    fn load_cover_tells_an_early_load_from_a_late_one() {
        // Write barrier 0 on the load (bits 46..48 = 0) and a wait on it (bit 52) where it is used;
        // every other instruction sets no write barrier (7) and waits on nothing.
        let none = 7u64 << 46;
        let sets_sb0 = 0u64;
        let waits_sb0 = none | (1u64 << 52);
        let early = function_with_control(&[
            ("LDG.E R1, [R2.64]", sets_sb0),
            ("LDS R4, [R3]", none),
            ("FFMA R5, R4, R4, R5", none),
            ("FFMA R6, R4, R4, R6", none),
            ("FFMA R7, R4, R4, R7", none),
            ("FFMA R8, R4, R4, R8", none),
            ("STS [R3], R1", waits_sb0),
            ("BAR.SYNC 0x0", none),
            ("BRA 0x0", none),
        ]);
        let late = function_with_control(&[
            ("LDS R4, [R3]", none),
            ("FFMA R5, R4, R4, R5", none),
            ("FFMA R6, R4, R4, R6", none),
            ("FFMA R7, R4, R4, R7", none),
            ("LDG.E R1, [R2.64]", sets_sb0),
            ("FFMA R8, R4, R4, R8", none),
            ("STS [R3], R1", waits_sb0),
            ("BAR.SYNC 0x0", none),
            ("BRA 0x0", none),
        ]);
        // Issued before a barrier, used after the compute that follows it: the barrier does not
        // wait for a register load, so the compute after it covers the load too.
        let across_barrier = function_with_control(&[
            ("LDG.E R1, [R2.64]", sets_sb0),
            ("BAR.SYNC 0x0", none),
            ("LDS R4, [R3]", none),
            ("FFMA R5, R4, R4, R5", none),
            ("FFMA R6, R4, R4, R6", none),
            ("STS [R3], R1", waits_sb0),
            ("BRA 0x0", none),
        ]);
        assert_eq!(analyse(&early).load_cover, Some(1.0));
        assert_eq!(analyse(&late).load_cover, Some(0.25));
        assert!(
            analyse(&late).overlap,
            "a late load still overlaps a little"
        );
        assert_eq!(analyse(&across_barrier).load_cover, Some(1.0));
        // Register prefetch with the loads at the bottom: the load is in flight across the barrier
        // and the compute; that is overlap. The same load with its store before the barrier is not.
        let verdict = analyse(&across_barrier);
        assert!(verdict.overlap, "{}", verdict.reason);
        assert!(
            verdict.reason.contains("in flight across a BAR.SYNC"),
            "{}",
            verdict.reason
        );
        let stored_first = function_with_control(&[
            ("LDG.E R1, [R2.64]", sets_sb0),
            ("STS [R3], R1", waits_sb0),
            ("BAR.SYNC 0x0", none),
            ("LDS R4, [R3]", none),
            ("FFMA R5, R4, R4, R5", none),
            ("BAR.SYNC 0x0", none),
            ("BRA 0x0", none),
        ]);
        let verdict = analyse(&stored_first);
        assert!(!verdict.overlap, "{}", verdict.reason);
        // Without control bits, a barrier still ends a load's reach (the data may be needed there).
        let no_control = function(&[
            "LDG.E R1, [R2.64]",
            "BAR.SYNC 0x0",
            "LDS R4, [R3]",
            "FFMA R5, R4, R4, R5",
            "STS [R3], R1",
            "BRA 0x0",
        ]);
        assert!(!analyse(&no_control).overlap);
    }
}
