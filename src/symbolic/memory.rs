//! Memory as bytes holding terms: the input arrays (global memory), the block's shared memory with
//! the races between barriers that make a lockstep run differ from the hardware's, each thread's
//! local arrays, and the async copies in flight.
//!
//! Every thread of a block runs in lockstep, statement by statement. That order is one the hardware
//! may take; a kernel computes the same on every order only when, between two barriers, no byte of
//! shared memory is written by one thread and read or written by another. So every access records
//! who touched each byte in the current barrier interval, and a conflict is a refusal: the run on
//! this order would prove nothing about the others. An async copy reads its source when issued and
//! writes its destination when a wait completes it; its destination counts as written from the issue
//! on, and any access to it before the copy completes is a race too.

use super::term::Term;
use super::types::Ty;
pub use super::value::Cell;
use super::value::{wrap, Ptr, Region, Value};
use super::Halt;
use foldhash::HashMap;
use std::rc::Rc;

/// Who touched a byte in the current barrier interval.
#[derive(Clone, Copy, Default)]
struct Touch {
    write_epoch: u32,
    writer: u32,
    read_epoch: u32,
    /// The one reader, or `MANY`.
    reader: u32,
    /// Async copies in flight into this byte.
    in_flight: u16,
    /// The writer's and the one reader's warp barriers (`__syncwarp`) so far, when they touched it.
    write_sync: u32,
    read_sync: u32,
}

const MANY: u32 = u32::MAX;

/// One async copy in flight: its destination in shared memory and the bytes it read.
#[derive(Clone, Debug)]
pub struct AsyncCopy {
    pub dst: i64,
    pub cells: Vec<Cell>,
}

/// One thread's async copies: those not yet committed, then the committed groups, oldest first.
#[derive(Clone, Debug, Default)]
pub struct AsyncState {
    pub open: Vec<AsyncCopy>,
    pub groups: std::collections::VecDeque<Vec<AsyncCopy>>,
}

/// A store to global memory, in program order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    pub array: u32,
    pub off: i64,
    pub cell: Cell,
    /// Block and thread that stored it.
    pub block: u32,
    pub thread: u32,
}

/// The bytes of global memory a run read: a bit per byte, 64 bytes to an entry (a load is one
/// entry, where a set of bytes took one insert per byte).
#[derive(Clone, Debug, Default)]
pub struct Reads {
    chunks: HashMap<(u32, i64), u64>,
}

impl Reads {
    /// Bytes `off..off + n` of `array` were read.
    pub fn note(&mut self, array: u32, off: i64, n: usize) {
        let mut at = off;
        let end = off.wrapping_add(n as i64);
        while at < end {
            let chunk = at.div_euclid(64);
            let first = at.rem_euclid(64);
            let count = (end - at).min(64 - first);
            let bits = if count == 64 {
                u64::MAX
            } else {
                ((1u64 << count) - 1) << first
            };
            *self.chunks.entry((array, chunk)).or_default() |= bits;
            at += count;
        }
    }

    /// The lowest (array, byte) read here and not in `other`.
    pub fn first_not_in(&self, other: &Reads) -> Option<(u32, i64)> {
        self.chunks
            .iter()
            .filter_map(|(&(array, chunk), &bits)| {
                let extra = bits & !other.chunks.get(&(array, chunk)).copied().unwrap_or(0);
                (extra != 0).then(|| (array, chunk * 64 + i64::from(extra.trailing_zeros())))
            })
            .min()
    }
}

/// A kernel's pointer parameter's array: its name, and its size in bytes where the launch says it.
#[derive(Clone, Debug, Default)]
pub struct GlobalArray {
    pub name: String,
    pub bytes: Option<i64>,
}

pub struct Memory {
    /// The arrays of global memory, by number (bounds unchecked past the end of this list).
    pub globals: Vec<GlobalArray>,
    shared: Vec<Cell>,
    touches: Vec<Touch>,
    /// The barrier interval (starts at 1: 0 means untouched).
    pub epoch: u32,
    /// The end of the shared bytes touched since the block started.
    shared_used: usize,
    /// Bytes of global memory written so far (the rest is the input), as of `indexed` stores.
    global: HashMap<(u32, i64), Cell>,
    indexed: usize,
    pub stores: Vec<Store>,
    pub global_reads: Reads,
    locals: Vec<Vec<Cell>>,
    pub asyncs: Vec<AsyncState>,
    /// The block being run, for the store log.
    pub block: u32,
    /// Whether this block has stored to global memory yet, and whether it loaded from global
    /// memory after a store (then an alias between a stored and a loaded array could matter).
    stored: bool,
    pub load_after_store: bool,
    /// `__syncwarp` calls of each warp so far in this block.
    warp_syncs: Vec<u32>,
    undefined: u64,
    /// Whether each shared byte belongs to a `__shared__` array: an access outside every array
    /// (past the end of one, into the gap kpipe leaves before the next) is out of bounds, as
    /// nvcc promises nothing about what lies there.
    in_array: Vec<bool>,
    /// The arrays, as (first byte, bytes, name), for the message.
    arrays: Vec<(usize, usize, String)>,
    /// The first shared byte read before any thread wrote it, if any: the kernel's results may
    /// depend on what the GPU left there.
    pub unwritten_shared_read: Option<i64>,
}

impl Memory {
    pub fn new(shared_bytes: usize, threads: usize) -> Memory {
        Memory {
            globals: Vec::new(),
            shared: vec![Cell::Uninit; shared_bytes],
            touches: vec![Touch::default(); shared_bytes],
            epoch: 1,
            shared_used: 0,
            global: HashMap::default(),
            indexed: 0,
            stores: Vec::new(),
            global_reads: Reads::default(),
            locals: Vec::new(),
            asyncs: vec![AsyncState::default(); threads],
            block: 0,
            warp_syncs: vec![0; threads.div_ceil(32)],
            stored: false,
            load_after_store: false,
            undefined: 0,
            in_array: vec![false; shared_bytes],
            arrays: Vec::new(),
            unwritten_shared_read: None,
        }
    }

    /// The first byte of the `__shared__` array holding shared byte `off`, if one does.
    pub fn shared_array_start(&self, off: i64) -> Option<i64> {
        self.arrays
            .iter()
            .find(|(base, bytes, _)| (*base as i64..(*base + *bytes) as i64).contains(&off))
            .map(|(base, _, _)| *base as i64)
    }

    /// Shared bytes `base..base + bytes` are the `__shared__` array `name`.
    pub fn declare_shared_array(&mut self, base: usize, bytes: usize, name: &str) {
        let end = (base + bytes).min(self.in_array.len());
        self.in_array[base.min(end)..end].fill(true);
        if !self.arrays.iter().any(|(b, _, _)| *b == base) {
            self.arrays.push((base, bytes, name.to_string()));
        }
    }

    /// The out-of-bounds halt of an access to shared bytes `off..off + n` outside every array.
    fn outside_arrays(&self, off: usize, n: usize) -> Halt {
        let below = self
            .arrays
            .iter()
            .filter(|(b, _, _)| *b <= off)
            .max_by_key(|(b, _, _)| *b);
        Halt::out_of_bounds(match below {
            Some((base, bytes, name)) => format!(
                "shared memory `{name}` ({bytes} bytes) is accessed at byte {} (+{n}), past its end",
                off - base
            ),
            None => format!("shared memory byte {off} (+{n}) is in no `__shared__` array"),
        })
    }

    /// A new block on the same global memory: shared memory and local arrays start over.
    pub fn next_block(&mut self, block: u32) {
        // Only the bytes a block touched need clearing (the buffer is sized for the largest).
        let used = std::mem::take(&mut self.shared_used);
        self.shared[..used].fill(Cell::Uninit);
        self.touches[..used].fill(Touch::default());
        self.epoch = 1;
        self.locals.clear();
        for a in &mut self.asyncs {
            *a = AsyncState::default();
        }
        self.block = block;
        self.warp_syncs.fill(0);
        self.stored = false;
    }

    /// `__syncwarp` in the warps of `mask`: accesses of one warp before it are ordered before the
    /// same warp's accesses after it.
    pub fn sync_warps(&mut self, mask: &super::value::Mask) {
        let mut warps: Vec<usize> = mask.lanes().map(|i| i / 32).collect();
        warps.dedup();
        for w in warps {
            if let Some(s) = self.warp_syncs.get_mut(w) {
                *s += 1;
            }
        }
    }

    fn warp_sync_of(&self, by: u32) -> (usize, u32) {
        let w = if by >= WARP_BASE {
            (by - WARP_BASE) as usize
        } else {
            by as usize / 32
        };
        (w, self.warp_syncs.get(w).copied().unwrap_or(0))
    }

    /// Whether an access by `by` is ordered after an earlier one by `earlier` that saw `sync`
    /// warp barriers: the same accessor, or the same warp with a `__syncwarp` between.
    fn ordered(&self, earlier: u32, sync: u32, by: u32) -> bool {
        if earlier == by {
            return true;
        }
        let (we, _) = self.warp_sync_of(earlier);
        let (wb, now) = self.warp_sync_of(by);
        we == wb && now > sync
    }

    pub fn shared_size(&self) -> usize {
        self.shared.len()
    }

    /// A new local array of `bytes` bytes, uninitialised.
    pub fn new_local(&mut self, bytes: u64) -> Region {
        self.locals.push(vec![Cell::Uninit; bytes as usize]);
        Region::Local(self.locals.len() as u32 - 1)
    }

    /// A value nobody wrote, different from every other.
    pub fn fresh_undefined(&mut self) -> Value {
        self.undefined += 1;
        Value::Undef(self.undefined)
    }

    fn shared_range(&mut self, off: i64, n: usize) -> Result<std::ops::Range<usize>, Halt> {
        if off < 0 || (off as usize).saturating_add(n) > self.shared.len() {
            return Err(Halt::out_of_bounds(format!(
                "shared memory byte {off} (+{n}) is outside the block's {} bytes",
                self.shared.len()
            )));
        }
        let (start, end) = (off as usize, off as usize + n);
        // Accesses are at most 16 bytes and the gaps between arrays wider: two ends suffice.
        if n > 0 && !(self.in_array[start] && self.in_array[end - 1]) {
            return Err(self.outside_arrays(start, n));
        }
        self.shared_used = self.shared_used.max(end);
        Ok(start..end)
    }

    /// Bytes `off..off + n` of global array `array` lie inside it, where its size is known.
    fn check_global(&self, array: u32, off: i64, n: usize, what: &str) -> Result<(), Halt> {
        let Some(g) = self.globals.get(array as usize) else {
            return Ok(());
        };
        match g.bytes {
            Some(bytes) if off < 0 || off.saturating_add(n as i64) > bytes => {
                Err(Halt::out_of_bounds(format!(
                    "`{}` ({bytes} bytes) is {what} at byte {off}",
                    g.name
                )))
            }
            _ => Ok(()),
        }
    }

    /// Reads `n` bytes at `p` as thread (or warp) `by`.
    pub fn read(&mut self, p: Ptr, n: usize, by: u32) -> Result<Vec<Cell>, Halt> {
        let mut out = Vec::with_capacity(n);
        self.read_into(p, n, by, &mut out)?;
        Ok(out)
    }

    /// `read` into `out` (cleared first): a caller reading every lane reuses one buffer.
    pub fn read_into(
        &mut self,
        p: Ptr,
        n: usize,
        by: u32,
        out: &mut Vec<Cell>,
    ) -> Result<(), Halt> {
        out.clear();
        match p.region {
            Region::Shared => {
                let range = self.note_shared_read(p.off, n, by)?;
                out.extend_from_slice(&self.shared[range]);
                if out.iter().any(|c| matches!(c, Cell::Uninit)) {
                    self.unwritten_shared_read.get_or_insert(p.off);
                }
                Ok(())
            }
            Region::Global(array) => self.read_global(array, p.off, n, out),
            Region::Local(id) => {
                let range = self.local_range(id, p.off, n, "read")?;
                out.extend_from_slice(&self.locals[id as usize][range]);
                Ok(())
            }
        }
    }

    /// The value of type `ty` (a scalar or a vector) at `p`, read as thread (or warp) `by`: shared
    /// and local bytes are read in place, global ones through `buf`.
    pub fn read_value(
        &mut self,
        p: Ptr,
        ty: &Ty,
        by: u32,
        buf: &mut Vec<Cell>,
    ) -> Result<Value, Halt> {
        let n = ty.size() as usize;
        let range = match p.region {
            Region::Shared => self.note_shared_read(p.off, n, by)?,
            Region::Local(id) => self.local_range(id, p.off, n, "read")?,
            Region::Global(array) => {
                buf.clear();
                self.read_global(array, p.off, n, buf)?;
                0..n
            }
        };
        let cells = match p.region {
            Region::Shared => &self.shared[range],
            Region::Local(id) => &self.locals[id as usize][range],
            Region::Global(_) => &buf[..],
        };
        let undefined = &mut self.undefined;
        let unwritten = &mut self.unwritten_shared_read;
        Ok(value_of(cells, ty, &mut || {
            if p.region == Region::Shared {
                unwritten.get_or_insert(p.off);
            }
            *undefined += 1;
            Value::Undef(*undefined)
        }))
    }

    /// Records a read of shared bytes `off..off + n` by `by`, refusing a race: the bytes' range.
    fn note_shared_read(
        &mut self,
        off: i64,
        n: usize,
        by: u32,
    ) -> Result<std::ops::Range<usize>, Halt> {
        let range = self.shared_range(off, n)?;
        let (_, sync) = self.warp_sync_of(by);
        for i in range.clone() {
            let t = self.touches[i];
            if t.in_flight > 0 {
                return Err(Halt::race(format!(
                    "shared byte {i} is read while an async copy into it is in flight"
                )));
            }
            if t.write_epoch == self.epoch && !self.ordered(t.writer, t.write_sync, by) {
                return Err(Halt::race(format!(
                    "shared byte {i} is read by {} after {} wrote it, with no barrier between",
                    who(by),
                    who(t.writer)
                )));
            }
            let t = &mut self.touches[i];
            if t.read_epoch == self.epoch && t.reader != by {
                t.reader = MANY;
            } else {
                t.read_epoch = self.epoch;
                t.reader = by;
                t.read_sync = sync;
            }
        }
        Ok(range)
    }

    /// Bytes `off..off + n` of local array `id`, inside it.
    fn local_range(
        &self,
        id: u32,
        off: i64,
        n: usize,
        what: &str,
    ) -> Result<std::ops::Range<usize>, Halt> {
        let len = self.locals[id as usize].len();
        if off < 0 || (off as usize).saturating_add(n) > len {
            return Err(Halt::out_of_bounds(format!(
                "a local array of {len} bytes is {what} at byte {off}"
            )));
        }
        Ok(off as usize..off as usize + n)
    }

    /// Appends bytes `off..off + n` of global array `array` to `out`: the input's bytes, or what
    /// a store of this run left there.
    fn read_global(
        &mut self,
        array: u32,
        off: i64,
        n: usize,
        out: &mut Vec<Cell>,
    ) -> Result<(), Halt> {
        self.check_global(array, off, n, "read")?;
        self.load_after_store |= self.stored;
        self.global_reads.note(array, off, n);
        let input = |k: i64| Cell::Input {
            array,
            off: off.wrapping_add(k),
        };
        // Before the first store (every load of a K-loop), all of it is input.
        if self.stores.is_empty() {
            out.extend((0..n as i64).map(input));
            return Ok(());
        }
        self.index_stores();
        out.extend((0..n as i64).map(|k| {
            let key = (array, off.wrapping_add(k));
            self.global.get(&key).copied().unwrap_or_else(|| input(k))
        }));
        Ok(())
    }

    /// Brings the map of written global bytes up to the stores logged so far: stores only log,
    /// and the map is built when a load follows a store (rare: most kernels load, then store).
    fn index_stores(&mut self) {
        for s in &self.stores[self.indexed..] {
            self.global.insert((s.array, s.off), s.cell);
        }
        self.indexed = self.stores.len();
    }

    /// Writes `cells` at `p` as thread (or warp) `by`.
    pub fn write(&mut self, p: Ptr, cells: &[Cell], by: u32) -> Result<(), Halt> {
        match p.region {
            Region::Shared => {
                let range = self.shared_range(p.off, cells.len())?;
                self.claim(range.clone(), Some(cells), by)?;
                self.shared[range].copy_from_slice(cells);
                Ok(())
            }
            Region::Global(array) => {
                self.check_global(array, p.off, cells.len(), "written")?;
                self.stored = true;
                for (k, c) in cells.iter().enumerate() {
                    let off = p.off.wrapping_add(k as i64);
                    self.stores.push(Store {
                        array,
                        off,
                        cell: *c,
                        block: self.block,
                        thread: by,
                    });
                }
                Ok(())
            }
            Region::Local(id) => {
                let range = self.local_range(id, p.off, cells.len(), "written")?;
                self.locals[id as usize][range].copy_from_slice(cells);
                Ok(())
            }
        }
    }

    /// Records a write of shared bytes `range` by `by`, refusing a race. Two threads writing the
    /// same bytes with the same values is no race (`cells`, when the values are known).
    fn claim(
        &mut self,
        range: std::ops::Range<usize>,
        cells: Option<&[Cell]>,
        by: u32,
    ) -> Result<(), Halt> {
        for (j, i) in range.enumerate() {
            let t = self.touches[i];
            if t.in_flight > 0 {
                return Err(Halt::race(format!(
                    "shared byte {i} is written while an async copy into it is in flight"
                )));
            }
            let same = cells.is_some_and(|c| c[j] == self.shared[i]);
            if t.write_epoch == self.epoch && !self.ordered(t.writer, t.write_sync, by) && !same {
                return Err(Halt::race(format!(
                    "shared byte {i} is written by {} and by {}, with no barrier between",
                    who(t.writer),
                    who(by)
                )));
            }
            if t.read_epoch == self.epoch
                && (t.reader == MANY || !self.ordered(t.reader, t.read_sync, by))
            {
                return Err(Halt::race(format!(
                    "shared byte {i} is written by {} after {} read it, with no barrier between",
                    who(by),
                    if t.reader == MANY {
                        "other threads".to_string()
                    } else {
                        who(t.reader)
                    }
                )));
            }
            let (_, sync) = self.warp_sync_of(by);
            let t = &mut self.touches[i];
            t.write_epoch = self.epoch;
            t.writer = by;
            t.write_sync = sync;
        }
        Ok(())
    }

    /// A barrier: a new interval.
    pub fn barrier(&mut self) {
        self.epoch += 1;
    }

    /// Thread `lane` issues an async copy of `n` bytes from `src` to shared `dst`; `read` bytes
    /// of the source are read (the rest is zero-filled).
    pub fn copy_async(
        &mut self,
        lane: usize,
        dst: Ptr,
        src: Ptr,
        n: usize,
        read: usize,
    ) -> Result<(), Halt> {
        if dst.region != Region::Shared {
            return Err(Halt::unsupported(
                "an async copy whose destination is not shared memory",
            ));
        }
        let mut cells = if read > 0 {
            self.read(src, read.min(n), lane as u32)?
        } else {
            Vec::new()
        };
        cells.resize(n, Cell::Byte(0));
        let range = self.shared_range(dst.off, n)?;
        self.claim(range.clone(), None, lane as u32)?;
        for i in range {
            self.touches[i].in_flight += 1;
        }
        self.asyncs[lane].open.push(AsyncCopy {
            dst: dst.off,
            cells,
        });
        Ok(())
    }

    /// Thread `lane` commits its open copies as one group.
    pub fn commit(&mut self, lane: usize) {
        let open = std::mem::take(&mut self.asyncs[lane].open);
        self.asyncs[lane].groups.push_back(open);
    }

    /// Thread `lane` waits until at most `pending` committed groups are in flight; with `all`, its
    /// open copies too.
    pub fn wait(&mut self, lane: usize, pending: usize, all: bool) -> Result<(), Halt> {
        if all {
            self.commit(lane);
        }
        while self.asyncs[lane].groups.len() > pending {
            let group = self.asyncs[lane].groups.pop_front().unwrap_or_default();
            for copy in group {
                let range = self.shared_range(copy.dst, copy.cells.len())?;
                for i in range.clone() {
                    self.touches[i].in_flight -= 1;
                }
                self.claim(range.clone(), None, lane as u32)?;
                self.shared[range].copy_from_slice(&copy.cells);
            }
        }
        Ok(())
    }

    /// Copies still in flight when the kernel ends.
    pub fn copies_in_flight(&self) -> usize {
        self.asyncs
            .iter()
            .map(|a| a.open.len() + a.groups.iter().map(Vec::len).sum::<usize>())
            .sum()
    }

    /// Every byte of global memory the kernel wrote, with its final cell.
    pub fn written(&self) -> &HashMap<(u32, i64), Cell> {
        &self.global
    }
}

/// A thread or a warp, for messages.
pub fn who(by: u32) -> String {
    if by >= WARP_BASE {
        format!("warp {}", by - WARP_BASE)
    } else {
        format!("thread {by}")
    }
}

/// The accessor id of lane `i`'s warp (a warp-wide operation's reads and writes).
pub fn warp_of(lane: usize) -> u32 {
    WARP_BASE + (lane / 32) as u32
}

/// Accessor ids at and above this are warps (a warp-wide operation reads as the warp).
pub const WARP_BASE: u32 = 1 << 20;

/// The value a read of `cells` gives as type `ty` (a scalar); `undefined` numbers the garbage.
pub fn value_of(cells: &[Cell], ty: &Ty, memory_undef: &mut dyn FnMut() -> Value) -> Value {
    if let Ty::Struct(_) = ty {
        // A struct moves as its bytes, whatever they hold (padding and unwritten fields too).
        return Value::Bytes(Rc::new(cells.to_vec()));
    }
    if let Ty::Vector(elem, n) = ty {
        let each = elem.size() as usize;
        let parts = (0..*n as usize)
            .map(|i| value_of(&cells[i * each..(i + 1) * each], elem, memory_undef))
            .collect();
        return Value::Agg(Rc::new(parts));
    }
    let n = cells.len();
    if cells.contains(&Cell::Uninit) {
        return memory_undef();
    }
    if cells.iter().all(|c| matches!(c, Cell::Byte(_))) {
        let mut bits = 0u64;
        for (i, c) in cells.iter().enumerate().take(8) {
            if let Cell::Byte(b) = c {
                bits |= u64::from(*b) << (8 * i);
            }
        }
        return if ty.is_int() {
            Value::Int(wrap(bits as i64, ty))
        } else {
            Value::Bits(bits)
        };
    }
    if let Cell::Input { array, off } = cells[0] {
        let run = cells.iter().enumerate().all(|(k, c)| {
            *c == Cell::Input {
                array,
                off: off.wrapping_add(k as i64),
            }
        });
        if run {
            return Value::Input { array, off };
        }
    }
    if let Cell::Part { term, w, .. } = cells[0] {
        let whole = usize::from(w) == n
            && cells.iter().enumerate().all(|(k, c)| {
                *c == Cell::Part {
                    term,
                    k: k as u8,
                    w,
                }
            });
        if whole {
            return Value::Data(term);
        }
    }
    Value::Data(Term::bytes(cells.iter().map(Cell::word)))
}

/// The bytes a value of type `ty` is stored as.
pub fn cells_of(v: &Value, ty: &Ty) -> Result<Vec<Cell>, Halt> {
    let mut out = Vec::with_capacity(ty.size() as usize);
    cells_into(v, ty, &mut out)?;
    Ok(out)
}

/// `cells_of`, appended to `out`: a caller writing every lane reuses one buffer.
pub fn cells_into(v: &Value, ty: &Ty, out: &mut Vec<Cell>) -> Result<(), Halt> {
    let n = ty.size() as usize;
    match (v, ty) {
        (Value::Agg(parts), Ty::Vector(elem, _)) => {
            for p in parts.iter() {
                cells_into(p, elem, out)?;
            }
        }
        (Value::Bytes(cells), _) if cells.len() == n => out.extend(cells.iter().copied()),
        (Value::Undef(_), _) => out.extend(std::iter::repeat_n(Cell::Uninit, n)),
        (Value::Bytes(_), _) | (_, Ty::Struct(_)) => {
            return Err(Halt::unsupported(
                "a struct stored as a value of another type",
            ))
        }
        (Value::Int(x), _) => out.extend(
            (0..n).map(|k| Cell::Byte(x.checked_shr(8 * k as u32).unwrap_or(x >> 63) as u8)),
        ),
        (Value::Bits(b), _) => {
            out.extend((0..n).map(|k| Cell::Byte(b.checked_shr(8 * k as u32).unwrap_or(0) as u8)))
        }
        (Value::Input { array, off }, _) => out.extend((0..n).map(|k| Cell::Input {
            array: *array,
            off: off.wrapping_add(k as i64),
        })),
        (Value::Ptr(_), _) => return Err(Halt::unsupported("a pointer stored in memory")),
        (v, _) => {
            let term = v.term(n as u64)?;
            out.extend((0..n).map(|k| Cell::Part {
                term,
                k: k as u8,
                w: n as u8,
            }))
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbolic::types::{Fp, INT};

    #[test]
    fn reads_name_the_first_byte_one_run_read_and_the_other_did_not() {
        let (mut a, mut b) = (Reads::default(), Reads::default());
        a.note(0, 60, 8); // bytes 60..68 span two chunks
        a.note(1, -4, 4);
        b.note(0, 60, 8);
        b.note(1, -4, 4);
        assert_eq!(b.first_not_in(&a), None);
        b.note(1, 200, 16);
        b.note(0, 68, 1);
        assert_eq!(b.first_not_in(&a), Some((0, 68)));
        assert_eq!(a.first_not_in(&b), None);
        let mut c = Reads::default();
        c.note(2, -3, 2);
        assert_eq!(c.first_not_in(&a), Some((2, -3)));
    }

    #[test]
    fn a_value_reads_back_as_written_and_input_bytes_keep_their_origin() {
        let f32 = Ty::Float(Fp::F32);
        for v in [
            Value::Int(-7),
            Value::Bits(0x3f80_0000),
            Value::Input { array: 2, off: 40 },
            Value::Data(Term::input(1, 0, 4).with(&[3])),
        ] {
            let ty = if matches!(v, Value::Int(_)) {
                &INT
            } else {
                &f32
            };
            let cells = cells_of(&v, ty).unwrap();
            assert_eq!(value_of(&cells, ty, &mut || Value::Undef(0)), v);
        }
        // A float4 of input bytes read as its second float is that float's input.
        let v4 = Ty::Vector(Box::new(f32.clone()), 4);
        let cells = cells_of(&Value::Input { array: 0, off: 16 }, &f32).unwrap();
        assert_eq!(cells.len(), 4);
        let whole: Vec<Cell> = (0..16).map(|k| Cell::Input { array: 0, off: k }).collect();
        let Value::Agg(parts) = value_of(&whole, &v4, &mut || Value::Undef(0)) else {
            panic!()
        };
        assert_eq!(parts[1], Value::Input { array: 0, off: 4 });
    }

    #[test]
    fn races_between_barriers_are_refused() {
        let mut m = Memory::new(64, 4);
        m.declare_shared_array(0, 32, "s");
        let p = Ptr {
            region: Region::Shared,
            off: 0,
        };
        // Outside every array: out of bounds.
        let past = Ptr {
            region: Region::Shared,
            off: 32,
        };
        assert!(m.read(past, 4, 0).is_err());
        m.write(p, &[Cell::Byte(1)], 0).unwrap();
        assert!(m.read(p, 1, 1).is_err());
        m.barrier();
        m.read(p, 1, 1).unwrap();
        m.read(p, 1, 2).unwrap();
        assert!(m.write(p, &[Cell::Byte(2)], 1).is_err());
        m.barrier();
        // An async copy's destination may not be read before the wait completes it.
        let g = Ptr {
            region: Region::Global(0),
            off: 0,
        };
        m.copy_async(0, p, g, 4, 4).unwrap();
        m.commit(0);
        assert!(m.read(p, 4, 0).is_err());
        m.wait(0, 0, false).unwrap();
        assert_eq!(
            m.read(p, 1, 0).unwrap()[0],
            Cell::Input { array: 0, off: 0 }
        );
    }
}
