//! The one table of C's integer operators and the one overflow rule: a result wraps to its type's
//! width, as the hardware computes it. The constant evaluator (`consts`, in `long long`), the
//! address reader of recognition (`recognize::thread_eval`, in `long long`) and the symbolic
//! executor (`symbolic::value`, in each operation's C type) all compute through it.

/// A binary integer operator, as written in C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
    LogicalAnd,
    LogicalOr,
}

/// Every operator with its C spelling.
const TABLE: &[(&str, IntOp)] = &[
    ("+", IntOp::Add),
    ("-", IntOp::Sub),
    ("*", IntOp::Mul),
    ("/", IntOp::Div),
    ("%", IntOp::Rem),
    ("<<", IntOp::Shl),
    (">>", IntOp::Shr),
    ("&", IntOp::And),
    ("|", IntOp::Or),
    ("^", IntOp::Xor),
    ("==", IntOp::Eq),
    ("!=", IntOp::Ne),
    ("<", IntOp::Lt),
    (">", IntOp::Gt),
    ("<=", IntOp::Le),
    (">=", IntOp::Ge),
    ("&&", IntOp::LogicalAnd),
    ("||", IntOp::LogicalOr),
];

impl IntOp {
    /// The operator spelled `op`, if it is one.
    pub fn parse(op: &str) -> Option<IntOp> {
        TABLE.iter().find(|(o, _)| *o == op).map(|(_, k)| *k)
    }

    /// The C spelling.
    pub fn text(self) -> &'static str {
        TABLE
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("?", |(o, _)| o)
    }

    /// A comparison or a logical operator: its result is 0 or 1 (an `int`, or `bool`).
    pub fn is_boolean(self) -> bool {
        use IntOp::*;
        matches!(self, Eq | Ne | Lt | Gt | Le | Ge | LogicalAnd | LogicalOr)
    }

    /// A shift: its result has its left operand's (promoted) type, not the common one.
    pub fn is_shift(self) -> bool {
        matches!(self, IntOp::Shl | IntOp::Shr)
    }
}

/// An integer type's width and signedness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Width {
    pub bits: u32,
    pub signed: bool,
}

/// `long long`: what constants and addresses are computed in.
pub const LONG_LONG: Width = Width {
    bits: 64,
    signed: true,
};

/// What C leaves undefined and kpipe will not guess: a division or remainder by zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionByZero;

/// `v` wrapped to `width` (two's complement, sign- or zero-extended into the i64).
pub fn wrap(v: i64, width: Width) -> i64 {
    if width.bits >= 64 {
        return v;
    }
    let mask = (1u64 << width.bits) - 1;
    let m = (v as u64) & mask;
    if width.signed && m >> (width.bits - 1) == 1 {
        (m | !mask) as i64
    } else {
        m as i64
    }
}

/// `x op y` on operands already converted to `width` (a shift's count as it is): the result
/// wrapped to `width`, or 0/1 for a comparison or a logical operator.
pub fn apply(op: IntOp, x: i64, y: i64, width: Width) -> Result<i64, DivisionByZero> {
    use IntOp::*;
    let unsigned = |v: i64| -> u64 {
        if width.bits >= 64 {
            v as u64
        } else {
            (v as u64) & ((1u64 << width.bits) - 1)
        }
    };
    let r = match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        Div | Rem if y == 0 => return Err(DivisionByZero),
        Div if !width.signed => (unsigned(x) / unsigned(y)) as i64,
        Rem if !width.signed => (unsigned(x) % unsigned(y)) as i64,
        Div => x.wrapping_div(y),
        Rem => x.wrapping_rem(y),
        Shl => x.wrapping_shl(y as u32),
        Shr if !width.signed => (unsigned(x) >> (y as u32 & 63)) as i64,
        Shr => x.wrapping_shr(y as u32),
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        LogicalAnd => return Ok(i64::from(x != 0 && y != 0)),
        LogicalOr => return Ok(i64::from(x != 0 || y != 0)),
        cmp => {
            let ord = if width.signed {
                x.cmp(&y)
            } else {
                unsigned(x).cmp(&unsigned(y))
            };
            return Ok(i64::from(holds(cmp, ord)));
        }
    };
    Ok(wrap(r, width))
}

/// Whether comparison `op` holds for an ordering of its operands.
pub fn holds(op: IntOp, ord: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        IntOp::Eq => ord == Equal,
        IntOp::Ne => ord != Equal,
        IntOp::Lt => ord == Less,
        IntOp::Gt => ord == Greater,
        IntOp::Le => ord != Greater,
        IntOp::Ge => ord != Less,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UINT: Width = Width {
        bits: 32,
        signed: false,
    };
    const INT: Width = Width {
        bits: 32,
        signed: true,
    };

    #[test]
    fn results_wrap_to_the_width_and_compare_by_signedness() {
        assert_eq!(apply(IntOp::Sub, 3, 5, UINT), Ok(0xffff_fffe));
        assert_eq!(
            apply(IntOp::Add, i32::MAX as i64, 1, INT),
            Ok(i32::MIN as i64)
        );
        assert_eq!(apply(IntOp::Lt, 0, 0xffff_ffff, UINT), Ok(1));
        assert_eq!(apply(IntOp::Lt, 0, -1, INT), Ok(0));
        assert_eq!(apply(IntOp::Shr, 0xffff_fff0, 4, UINT), Ok(0x0fff_ffff));
        assert_eq!(apply(IntOp::Div, 7, 0, LONG_LONG), Err(DivisionByZero));
        assert_eq!(apply(IntOp::LogicalOr, 0, 7, LONG_LONG), Ok(1));
        for (text, op) in TABLE {
            assert_eq!(IntOp::parse(text), Some(*op));
            assert_eq!(op.text(), *text);
        }
    }
}
