//! The source text: parsed once (`parse`), queried (`queries`), its constants evaluated (`consts`,
//! the one C-expression evaluator) with the one C-expression reader (`expr`).

pub mod consts;
pub mod directive;
pub mod expr;
pub mod includes;
pub mod parse;
pub mod queries;
pub mod text;
