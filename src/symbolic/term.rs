//! Symbolic data: a term names a value by what it was computed from, and how.
//!
//! A term is a 128-bit hash of its operation and its operands' terms, built in program order, so two
//! computations have the same term exactly when they do the same operations on the same loaded
//! elements in the same order (a collision needs 2^64 terms to be likely). Leaves are the bytes of
//! an input array as loaded (`input`), constants by their bits (`constant`), and values no thread
//! wrote (`undefined`, a new one each time, so garbage never equals anything).

/// One symbolic value: 128 bits held as two words, so a value that holds a term is aligned to 8
/// bytes, not 16 (the executor keeps one per thread per register).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Term {
    hi: u64,
    lo: u64,
}

impl Term {
    /// The term's 128 bits.
    #[inline]
    pub fn bits(self) -> u128 {
        (u128::from(self.hi) << 64) | u128::from(self.lo)
    }

    #[inline]
    fn from_bits(bits: u128) -> Term {
        Term {
            hi: (bits >> 64) as u64,
            lo: bits as u64,
        }
    }
}

impl std::fmt::Debug for Term {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{:08x}", (self.hi >> 32) as u32)
    }
}

/// The 64x64 -> 128-bit product folded to 64 bits (the mixing step of wyhash and foldhash).
#[inline(always)]
fn mix(a: u64, b: u64) -> u64 {
    let r = u128::from(a) * u128::from(b);
    (r as u64) ^ ((r >> 64) as u64)
}

/// Hashing in progress: two 64-bit chains of folded multiplies, each over all 128 bits of every
/// word with its own constants, so they share no weakness and run side by side (one 64-bit
/// multiply per chain per word).
#[derive(Clone, Copy, Debug)]
pub struct Hasher {
    h1: u64,
    h2: u64,
}

const K: [u64; 6] = [
    0x9e37_79b9_7f4a_7c15,
    0xf39c_c060_5ced_c835,
    0x2545_f491_4f6c_dd1d,
    0x6a09_e667_f3bc_c908,
    0xbb67_ae85_84ca_a73b,
    0x3c6e_f372_fe94_f82b,
];

impl Hasher {
    #[inline(always)]
    fn new(tag: u64) -> Hasher {
        Hasher {
            h1: mix(tag ^ K[0], K[1]),
            h2: mix(tag ^ K[2], K[3]),
        }
    }

    #[inline(always)]
    fn absorb(self, w: u128) -> Hasher {
        let (hi, lo) = ((w >> 64) as u64, w as u64);
        Hasher {
            h1: mix(self.h1 ^ lo, hi ^ K[4]),
            h2: mix(self.h2 ^ hi, lo ^ K[5]),
        }
    }

    #[inline(always)]
    fn finish(self) -> Term {
        Term {
            hi: mix(self.h1, K[1]) ^ self.h2,
            lo: mix(self.h2, K[3]) ^ self.h1,
        }
    }
}

/// Folds words into a 128-bit hash.
#[inline]
fn fold(tag: u64, words: impl IntoIterator<Item = u128>) -> Term {
    words
        .into_iter()
        .fold(Hasher::new(tag), Hasher::absorb)
        .finish()
}

/// Tags keep the leaf kinds and operations apart.
const INPUT: u64 = 1;
const CONSTANT: u64 = 2;
const UNDEFINED: u64 = 3;
const BYTES: u64 = 4;
const OP: u64 = 5;
const NAMED: u64 = 6;

/// A stable number for an operation's name (FNV-1a), so terms do not depend on a table's order.
pub fn name_code(name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

impl Term {
    /// `len` bytes of input array `array` from byte `off`, as the kernel found them. Leaves are
    /// encoded, not hashed (they are the most frequent terms): the tag in the top byte, then the
    /// fields, so two leaves are equal exactly when their fields are.
    #[inline]
    pub fn input(array: u32, off: i64, len: usize) -> Term {
        Term::from_bits(
            (u128::from(INPUT) << 120)
                ^ (u128::from(array & 0xff_ffff) << 96)
                ^ (u128::from(off as u64 & 0xffff_ffff_ffff) << 16)
                ^ (len as u128 & 0xffff),
        )
    }

    /// A constant by its bits and width in bytes: `0.0f`, an int `0` and four zero-filled bytes
    /// are the same term.
    #[inline]
    pub fn constant(bits: u64, len: usize) -> Term {
        Term::from_bits(
            (u128::from(CONSTANT) << 120) ^ (u128::from(bits) << 16) ^ (len as u128 & 0xffff),
        )
    }

    /// A value nobody wrote: `n` makes each one different from every other.
    pub fn undefined(n: u64) -> Term {
        fold(UNDEFINED, [u128::from(n)])
    }

    /// A value assembled from the bytes of other values (a partial or mixed read).
    pub fn bytes(parts: impl IntoIterator<Item = u128>) -> Term {
        fold(BYTES, parts)
    }

    /// A named leaf (a float parameter's value, a fragment's lane element).
    pub fn named(name: &str, parts: &[u64]) -> Term {
        fold(
            NAMED,
            std::iter::once(u128::from(name_code(name)))
                .chain(parts.iter().map(|p| u128::from(*p))),
        )
    }

    /// The operation `op` (its name, with the type it computes in) on `args`, in that order.
    pub fn op(op: &str, args: &[Term]) -> Term {
        Term::op_code(name_code(op), args)
    }

    #[inline]
    pub fn op_code(op: u64, args: &[Term]) -> Term {
        fold(
            OP,
            std::iter::once(u128::from(op)).chain(args.iter().map(|t| t.bits())),
        )
    }

    /// The state of `op_code(op, ..)` before its operands: an operator resolved once starts each
    /// lane's term from it (`op2`).
    pub fn op_seed(op: u64) -> Hasher {
        Hasher::new(OP).absorb(u128::from(op))
    }

    /// `op_code(op, &[a, b])` from `op_seed(op)`, in straight-line code (the executor's
    /// innermost step).
    #[inline(always)]
    pub fn op2(seed: Hasher, a: Term, b: Term) -> Term {
        seed.absorb(a.bits()).absorb(b.bits()).finish()
    }

    /// The term with extra words mixed in (a lane, an element index).
    pub fn with(self, words: &[u64]) -> Term {
        fold(
            OP,
            std::iter::once(self.bits()).chain(words.iter().map(|w| u128::from(*w))),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_differ_by_operation_order_and_operands() {
        let a = Term::input(0, 0, 4);
        let b = Term::input(0, 4, 4);
        assert_ne!(a, b);
        assert_ne!(Term::op("fadd.f32", &[a, b]), Term::op("fadd.f32", &[b, a]));
        assert_ne!(Term::op("fadd.f32", &[a, b]), Term::op("fmul.f32", &[a, b]));
        assert_eq!(Term::op("fadd.f32", &[a, b]), Term::op("fadd.f32", &[a, b]));
        assert_ne!(Term::input(0, 0, 4), Term::input(1, 0, 4));
        assert_ne!(Term::constant(0, 4), Term::constant(0, 2));
        assert_ne!(Term::undefined(1), Term::undefined(2));
        let code = name_code("fadd.f32");
        assert_eq!(
            Term::op2(Term::op_seed(code), a, b),
            Term::op_code(code, &[a, b])
        );
    }
}
