//! The grammar's field ids, looked up once: `child_by_field_name` compares the name against every
//! field of the grammar on each call, and the executor asks for fields in its innermost loop.

use std::sync::LazyLock;

fn id(name: &str) -> u16 {
    let language: tree_sitter::Language = tree_sitter_cuda::LANGUAGE.into();
    language
        .field_id_for_name(name)
        .map_or(u16::MAX, |f| f.get())
}

macro_rules! fields {
    ($($id:ident = $name:literal),* $(,)?) => {
        $(pub static $id: LazyLock<u16> = LazyLock::new(|| id($name));)*
    };
}

fields! {
    ALTERNATIVE = "alternative",
    ARGUMENT = "argument",
    ARGUMENTS = "arguments",
    ASSEMBLY_CODE = "assembly_code",
    BODY = "body",
    CONDITION = "condition",
    CONSEQUENCE = "consequence",
    CONSTRAINT = "constraint",
    DEFAULT_TYPE = "default_type",
    DEFAULT_VALUE = "default_value",
    DECLARATOR = "declarator",
    FIELD = "field",
    FUNCTION = "function",
    INDEX = "index",
    INDICES = "indices",
    INITIALIZER = "initializer",
    LEFT = "left",
    NAME = "name",
    OPERATOR = "operator",
    PARAMETERS = "parameters",
    RIGHT = "right",
    SIZE = "size",
    TYPE = "type",
    UPDATE = "update",
    VALUE = "value",
}
