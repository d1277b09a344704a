//! The source text: parsed once (`parse`), queried (`queries`), its constants evaluated (`consts`,
//! the one C-expression evaluator).

pub mod consts;
pub mod directive;
pub mod parse;
pub mod queries;
pub mod text;
