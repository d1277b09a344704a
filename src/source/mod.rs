//! The source text: parsed once (`parse`), queried (`queries`), its constants evaluated (`consts`,
//! the one C-expression evaluator) with the one C-expression reader (`expr`) and the one table of
//! integer operators (`int_ops`), which the symbolic executor computes with too.

pub mod consts;
pub mod directive;
pub mod error;
pub mod expr;
pub mod host_mask;
pub mod includes;
pub mod int_ops;
pub mod parse;
pub mod queries;
pub mod text;
