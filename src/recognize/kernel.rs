//! Kernels and what is known about them before looking at any loop: name, template parameters and the
//! instantiation that gives them values, the constants in scope, the thread count, the shared arrays,
//! the macros of the file and the pointers into global memory.

use crate::recognize::effects::brace_value;
use crate::recognize::error::RecognizeError;
use crate::source::consts::{type_size, Definition, Origin, Symbols};
pub(crate) use crate::source::parse::function_name;
use crate::source::parse::{children, descendants, named_children, Source};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use tree_sitter::Node;

/// A `__global__` function.
pub struct Kernel<'t> {
    pub name: String,
    /// The `function_definition` node.
    pub node: Node<'t>,
    pub body: Node<'t>,
    /// Template arguments used for analysis, as written (`<128, 128, 8>`), and where they came from.
    pub instantiation: Option<String>,
    /// Where the file instantiates the template with those arguments (None for `--kernel name<..>`).
    pub instantiation_span: Option<Range<usize>>,
    pub symbols: Symbols,
    /// Threads per block, when `__launch_bounds__` or a thread-count constant says so.
    pub threads: Option<u64>,
    pub threads_source: Option<String>,
    /// What the thread count was evaluated from (the `__launch_bounds__` argument, or the name of
    /// the thread-count constant), its value as evaluated (possibly out of range), and where.
    pub threads_claim: Option<ThreadsClaim>,
    /// Static `__shared__` arrays declared in the kernel.
    pub shared: Vec<SharedArray>,
    /// An `extern __shared__` declaration, which kpipe does not double yet.
    pub extern_shared: Option<Range<usize>>,
    /// Names of pointers that point into global memory (pointer parameters and pointer locals).
    pub global_pointers: Vec<String>,
    /// A static `__shared__` array that pointers are carved out of (`__shared__ char smem[N];
    /// float *As = reinterpret_cast<float *>(smem);`): a buffer like the `extern __shared__` one,
    /// whose size is in its declaration instead of the launch.
    pub static_buffer: Option<StaticBuffer>,
    /// The `extern __shared__` array (or the static buffer) and the pointers carved out of it.
    pub extern_names: Vec<String>,
    /// The same, with their declarations: the dynamic tiles a K-loop may use.
    pub extern_arrays: Vec<SharedArray>,
    /// Initialisers of the kernel's local variables (name → text), to see through `tid = threadIdx.x`.
    pub local_inits: HashMap<String, String>,
    /// Parameters as (C type, name), in order.
    pub params: Vec<(String, String)>,
    /// The definitions in the file (or the template arguments) a `--define` replaced, by name:
    /// `recognise` refuses them, since nvcc compiles the file's value.
    pub overridden: Vec<(String, Definition)>,
    /// The template's parameters in order, as (name, is a type parameter); empty for a plain kernel.
    pub template_params: Vec<(String, bool)>,
}

/// A static `__shared__` buffer carved into typed pointers: its declaration and the span of its
/// one dimension, which the rewrite sets to the staged size.
#[derive(Debug, Clone)]
pub struct StaticBuffer {
    pub name: String,
    /// The dimension as written (`24 * 1024`).
    pub size_expr: String,
    /// Where the dimension is written, between the brackets.
    pub size_span: Range<usize>,
}

impl Kernel<'_> {
    /// The declaration of the buffer the dynamic tiles are carved from: the `extern __shared__`
    /// array's, or the static buffer's.
    pub fn buffer_decl(&self) -> Option<&Range<usize>> {
        self.extern_shared.as_ref().or_else(|| {
            let name = &self.static_buffer.as_ref()?.name;
            self.extern_arrays
                .iter()
                .find(|a| &a.name == name)
                .map(|a| &a.decl)
        })
    }

    /// The constants of another instantiation: these symbols with the template's parameters bound
    /// to `args` (as written in `name<args>`). None when the arguments do not match the parameters.
    pub fn instance_symbols(&self, args: &str) -> Option<Symbols> {
        let args: Vec<&str> =
            split_template_args(args.trim().trim_start_matches('<').trim_end_matches('>'));
        if self.template_params.is_empty() || args.len() > self.template_params.len() {
            return None;
        }
        let mut symbols = self.symbols.clone();
        for ((name, is_type), arg) in self.template_params.iter().zip(&args) {
            if *is_type {
                symbols.insert_type(name, arg);
            } else {
                symbols.insert(name, arg, Origin::TemplateArgument);
            }
        }
        Some(symbols)
    }
    /// True when `expr` is a thread index below the block size: `threadIdx.x`, or
    /// `threadIdx.y * blockDim.x + threadIdx.x`, directly or through locals.
    pub fn is_thread_index(&self, expr: &str) -> bool {
        let mut text: String = expr
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '(' && *c != ')')
            .collect();
        for _ in 0..4 {
            match self.local_inits.get(&text) {
                Some(init) => {
                    text = init
                        .chars()
                        .filter(|c| !c.is_whitespace() && *c != '(' && *c != ')')
                        .collect()
                }
                None => break,
            }
        }
        matches!(
            text.as_str(),
            "threadIdx.x"
                | "threadIdx.x+threadIdx.y*blockDim.x"
                | "threadIdx.y*blockDim.x+threadIdx.x"
                | "blockDim.x*threadIdx.y+threadIdx.x"
        )
    }
}

/// The thread count as the kernel's text states it, before kpipe checks it is a valid block size.
#[derive(Debug, Clone)]
pub struct ThreadsClaim {
    /// The expression (`NUM_THREADS`, `256`, `BM * 2`).
    pub expr: String,
    pub value: i64,
    /// `__launch_bounds__(..)` or the constant's name, as the report says it.
    pub source: String,
    /// The `__launch_bounds__` argument, or where the constant is defined (None for `--define`).
    pub span: Option<Range<usize>>,
}

/// A static `__shared__` array.
#[derive(Debug, Clone)]
pub struct SharedArray {
    pub name: String,
    /// Element type as written (`float`, `half`, `T`).
    pub elem_type: String,
    /// Element type after template substitution.
    pub resolved_type: String,
    /// Dimension expressions as written, outermost first.
    pub dims: Vec<String>,
    /// The whole declaration statement.
    pub decl: Range<usize>,
    /// For a tile in dynamic shared memory (the `extern __shared__` array or a pointer carved out
    /// of it): the unit its index counts, as (element type, inner dimensions); `T s[][W]` gives
    /// (`T`, [`W`]), `T s[]` and `T *p` give (`T`, []). Such a tile gains its second stage by an
    /// offset in the same buffer, not by a dimension, and `dims` is empty.
    pub dynamic: Option<Vec<String>>,
    /// Byte offset right after the array's identifier: where `[2]` goes when it is doubled.
    pub name_end: usize,
    /// The byte range of the identifier.
    pub name_span: Range<usize>,
    /// True when the declaration declares only this array (so it can be moved whole).
    pub sole_declarator: bool,
}

impl SharedArray {
    pub fn elem_size(&self) -> Option<u64> {
        type_size(&self.resolved_type)
    }

    /// Evaluated dimensions, or the first name that has no value.
    pub fn dim_values(&self, symbols: &Symbols) -> Result<Vec<u64>, RecognizeError> {
        self.dims
            .iter()
            .map(|d| match symbols.eval(d) {
                Ok(v) if v > 0 => Ok(v as u64),
                Ok(value) => Err(RecognizeError::DimensionNotPositive {
                    dim: d.clone(),
                    value,
                }),
                Err(e) => Err(RecognizeError::Unresolved(e)),
            })
            .collect()
    }

    /// The array's bytes, or why its size is unknown (the first name without a value, a
    /// dimension that is not positive, or an element type of unknown size).
    pub fn bytes(&self, symbols: &Symbols) -> Result<u64, RecognizeError> {
        // Saturating: a size beyond any shared memory stays beyond it instead of wrapping around.
        let elems = self
            .dim_values(symbols)?
            .iter()
            .fold(1u64, |a, &d| a.saturating_mul(d));
        let size = self
            .elem_size()
            .ok_or_else(|| RecognizeError::UnknownElementSize {
                ty: self.resolved_type.clone(),
            })?;
        Ok(elems.saturating_mul(size))
    }
}

/// File-level facts shared by every kernel: macros and constants.
pub struct FileFacts {
    /// Object-like and function-like macros: name → body text.
    pub macros: HashMap<String, String>,
    /// Where each macro's name is defined (the first `#define` of it).
    pub macro_spans: HashMap<String, Range<usize>>,
    /// The parameters of each function-like macro, in order (object-like macros have no entry).
    pub macro_params: HashMap<String, Vec<String>>,
    /// What each conditional directive of the file decides (by node id): Some(holds) where the
    /// file decides it, None where it does not (`#if __CUDA_ARCH__ >= 800`).
    pub conditions: HashMap<usize, Option<bool>>,
    pub symbols: Symbols,
    /// Every `name<args>` in the file (explicit instantiations, launches), in source order: the
    /// byte range and the arguments as written. Collected once, so finding a template's arguments
    /// does not walk the file once per kernel.
    pub template_uses: HashMap<String, Vec<TemplateUse>>,
    /// `--launch`'s fields as a directive line (`// kpipe: ... block=256 smem=...`), for a file
    /// without a directive of its own: its `block=` and `smem=` are read as the directive's would
    /// be (the user states the launch on the command line instead of in the file).
    pub given_launch: Option<String>,
    /// The `__device__` functions of the included headers by name, with the positions of the
    /// pointer parameters every definition of that name only reads through (`headers::readers`):
    /// a tile passed there is only read, as for a helper of the file itself.
    pub header_readers: HashMap<String, Vec<usize>>,
    /// The bytes of each plain struct of the file and its headers whose fields kpipe can size
    /// (`struct alignas(16) Array { float array[4]; }` is 16): a tile store through a cast to one
    /// moves that many bytes, as through a `float4`.
    pub struct_sizes: HashMap<String, u64>,
    /// The free `__device__` functions of the file and its headers by name: whether every
    /// definition of the name is without effects (`pure_functions.rs`; filled by
    /// `Headers::facts_of`, as recognition reads a file).
    pub pure_functions: HashMap<String, bool>,
    /// The `__device__` functions of the included headers defined once, by name: their template
    /// parameters and body text (`async_helpers` reads a copy helper as what its body does).
    pub header_functions: HashMap<String, (Vec<String>, String)>,
}

/// `name<args>` somewhere in the file: its byte range and the arguments as written.
pub type TemplateUse = (Range<usize>, Vec<String>);

impl FileFacts {
    pub fn collect(source: &Source) -> FileFacts {
        let file_scope = file_scope_declarations(source.root());
        let mut c = Collecting {
            source,
            facts: FileFacts {
                macros: HashMap::new(),
                macro_spans: HashMap::new(),
                macro_params: HashMap::new(),
                conditions: HashMap::new(),
                symbols: Symbols::default(),
                template_uses: HashMap::new(),
                given_launch: None,
                header_readers: HashMap::new(),
                struct_sizes: HashMap::new(),
                pure_functions: HashMap::new(),
                header_functions: HashMap::new(),
            },
            live_values: HashMap::new(),
            undecided: Vec::new(),
        };
        for node in descendants(source.root()) {
            if super::preproc::is_conditional(node) {
                c.decide(node);
            }
            match node.kind() {
                "preproc_def" | "preproc_function_def" => c.define(node),
                "preproc_call" => c.undefine(node),
                "enumerator" => c.enumerator(node),
                "declaration" if file_scope.contains(&node.id()) => {
                    add_constants(source, node, &mut c.facts.symbols, Origin::FileConstant);
                }
                "type_definition" | "alias_declaration" if file_scope.contains(&node.id()) => {
                    add_type_alias(source, node, &mut c.facts.symbols);
                }
                // `gemm<128, 64>(..)`, and `Gemm<128, 64>::run(..)` (a class template's use).
                "template_function" | "template_type" => c.template_use(node),
                "struct_specifier" | "class_specifier" => {
                    if let Some((name, bytes)) = struct_size(source, node, &c.facts.symbols) {
                        c.facts.struct_sizes.insert(name, bytes);
                    }
                }
                _ => {}
            }
        }
        // Branches kpipe cannot decide (`#if __CUDA_ARCH__ >= 800`) that define a name differently:
        // it has no one value, and a number kpipe wrote from either could be the wrong one.
        for name in &c.undecided {
            c.facts.symbols.forget(name);
        }
        c.facts
    }

    /// Whether the preprocessor removes `node` (of this file) when the file is compiled as it is.
    pub fn removes(&self, node: Node) -> bool {
        super::preproc::removed(node, &|d| self.conditions.get(&d.id()).copied().flatten())
    }

    /// The text of a macro body with every macro it uses expanded (bounded), for token searches.
    pub fn expand_macros(&self, text: &str) -> String {
        let mut out = text.to_string();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..6 {
            let mut added = String::new();
            for word in identifiers_in(&out) {
                if let Some(body) = self.macros.get(word) {
                    if seen.insert(word.to_string()) {
                        added.push('\n');
                        added.push_str(body);
                    }
                }
            }
            if added.is_empty() {
                break;
            }
            out.push_str(&added);
        }
        out
    }
}

/// `FileFacts::collect` under way: the facts so far (the tree is walked in the file's order, so
/// they are the definitions above the node at hand, as the preprocessor sees them).
struct Collecting<'s> {
    source: &'s Source,
    facts: FileFacts,
    /// The live value of each macro so far.
    live_values: HashMap<String, String>,
    /// The names two live branches define differently.
    undecided: Vec<String>,
}

impl Collecting<'_> {
    /// Decides a conditional directive on the definitions above it: an include guard's `#ifndef H`
    /// holds though `H` is defined inside it.
    fn decide(&mut self, directive: Node) {
        let macros = &self.facts.macros;
        let defined = |n: &str| macros.contains_key(n);
        let holds =
            super::preproc::condition(self.source, &self.facts.symbols, &defined, directive);
        self.facts.conditions.insert(directive.id(), holds);
    }

    /// A `#define`, unless the preprocessor removes it (`#if SMALL #define BK 4 #else #define BK 8
    /// #endif` defines one BK).
    fn define(&mut self, node: Node) {
        let source = self.source;
        let Some(name_node) = node.child_by_field_name("name") else {
            return;
        };
        if self.facts.removes(node) {
            return;
        }
        let value = node
            .child_by_field_name("value")
            .map(|v| strip_comments(source.text_of(v)))
            .unwrap_or_default();
        let name = source.text_of(name_node).to_string();
        match self.live_values.insert(name.clone(), value.clone()) {
            Some(old) if old != value => self.undecided.push(name.clone()),
            _ => {}
        }
        let facts = &mut self.facts;
        if node.kind() == "preproc_def" && !value.is_empty() {
            facts
                .symbols
                .insert_at(&name, &value, Origin::Define, Some(name_node.byte_range()));
        }
        facts
            .macro_spans
            .entry(name.clone())
            .or_insert(name_node.byte_range());
        if let Some(params) = node.child_by_field_name("parameters") {
            let names = named_children(params)
                .into_iter()
                .map(|p| source.text_of(p).to_string())
                .collect::<Vec<_>>();
            facts.macro_params.insert(name.clone(), names);
        }
        facts.macros.insert(name, value);
    }

    /// `#undef NAME`: a later definition is a new value, not a second branch's.
    fn undefine(&mut self, node: Node) {
        let source = self.source;
        let directive = node.child_by_field_name("directive");
        if directive.is_some_and(|d| source.text_of(d).trim() == "#undef") {
            if let Some(arg) = node.child_by_field_name("argument") {
                self.live_values.remove(source.text_of(arg).trim());
            }
        }
    }

    fn enumerator(&mut self, node: Node) {
        if let (Some(name), Some(value)) = (
            node.child_by_field_name("name"),
            node.child_by_field_name("value"),
        ) {
            self.facts.symbols.insert_at(
                self.source.text_of(name),
                self.source.text_of(value),
                Origin::FileConstant,
                Some(name.byte_range()),
            );
        }
    }

    /// `name<args>`: an explicit instantiation or a launch.
    fn template_use(&mut self, node: Node) {
        if let (Some(name), Some(args)) = (
            node.child_by_field_name("name"),
            node.child_by_field_name("arguments"),
        ) {
            let args = named_children(args)
                .into_iter()
                .map(|a| self.source.text_of(a).to_string())
                .collect();
            self.facts
                .template_uses
                .entry(self.source.text_of(name).to_string())
                .or_default()
                .push((node.byte_range(), args));
        }
    }
}

/// A macro body without its comments (`#define BK 8  // tile depth`).
/// The name and bytes of a struct whose data members all have sizes kpipe knows (numbers,
/// vectors, fixed arrays of them), laid out as C does: each member at its alignment, the whole
/// rounded up to the largest alignment or the struct's `alignas`. None for anything else
/// (templates, bases, members of other structs).
fn struct_size(source: &Source, node: Node, symbols: &Symbols) -> Option<(String, u64)> {
    let name = source
        .text_of(node.child_by_field_name("name")?)
        .to_string();
    let body = node.child_by_field_name("body")?;
    if named_children(node)
        .iter()
        .any(|c| c.kind() == "base_class_clause")
    {
        return None;
    }
    let mut align = named_children(node)
        .into_iter()
        .find(|c| c.kind() == "alignas_qualifier")
        .map(|a| {
            let text = source.text_of(a);
            let inner = text.trim_start_matches("alignas").trim();
            symbols
                .eval(inner)
                .ok()
                .filter(|v| *v > 0)
                .map(|v| v as u64)
        })
        .unwrap_or(Some(1))?;
    let mut size = 0u64;
    for field in named_children(body) {
        if field.kind() != "field_declaration" {
            continue;
        }
        let text = source.text_of(field);
        if text.contains("static ") {
            continue;
        }
        let element =
            type_size(symbols.resolve_type(source.text_of(field.child_by_field_name("type")?)))?;
        let mut cursor = field.walk();
        for declarator in field.children_by_field_name("declarator", &mut cursor) {
            let mut count = 1u64;
            let mut d = declarator;
            while d.kind() == "array_declarator" {
                let dim = symbols
                    .eval(source.text_of(d.child_by_field_name("size")?))
                    .ok()?;
                count = count.checked_mul(u64::try_from(dim).ok()?)?;
                d = d.child_by_field_name("declarator")?;
            }
            if d.kind() != "field_identifier" {
                return None;
            }
            size = size.div_ceil(element) * element + element.checked_mul(count)?;
            align = align.max(element);
        }
    }
    (size > 0).then(|| (name, size.div_ceil(align) * align))
}

fn strip_comments(text: &str) -> String {
    let mut out = String::new();
    // Line continuations join the macro's lines.
    let joined = text.replace("\\\r\n", " ").replace("\\\n", " ");
    let mut rest = joined.as_str();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |i| &after[i..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |i| &after[i + 2..]);
            out.push(' ');
        } else {
            let c = rest.chars().next().expect("non-empty");
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out.trim().to_string()
}

/// Identifier-like words of a text.
pub fn identifiers_in(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty() && !w.as_bytes()[0].is_ascii_digit())
}

/// The declarations at file scope: children of the translation unit, of namespaces and of
/// `extern "C"` blocks. Found from the top down: asking each declaration for its parents would cost
/// the depth of the file for each one (tree-sitter finds a parent by walking down from the root).
fn file_scope_declarations(root: Node) -> std::collections::HashSet<usize> {
    let mut found = std::collections::HashSet::new();
    let mut containers = vec![root];
    while let Some(container) = containers.pop() {
        for child in children(container) {
            match child.kind() {
                "declaration" | "type_definition" | "alias_declaration" => {
                    found.insert(child.id());
                }
                "namespace_definition" | "declaration_list" | "linkage_specification" => {
                    containers.push(child)
                }
                _ => {}
            }
        }
    }
    found
}

/// `typedef float real;` / `using real = float;` at file scope: `real` names `float` (for
/// `sizeof(real)` and the executor's types). An alias of a struct defined in place, of an array or
/// of a pointer is left to what reads it (the struct's layout, the executor's declarators).
fn add_type_alias(source: &Source, node: Node, symbols: &mut Symbols) {
    let Some(ty) = node.child_by_field_name("type") else {
        return;
    };
    let plain = |t: Node| {
        matches!(
            t.kind(),
            "primitive_type" | "type_identifier" | "sized_type_specifier" | "qualified_identifier"
        )
    };
    match node.kind() {
        "alias_declaration" => {
            let base = ty.child_by_field_name("type");
            let abstract_part = ty.child_by_field_name("declarator");
            if let (Some(name), Some(base), None) =
                (node.child_by_field_name("name"), base, abstract_part)
            {
                if plain(base) {
                    symbols.insert_type(source.text_of(name), source.text_of(base));
                }
            }
        }
        _ if plain(ty) => {
            let mut cursor = node.walk();
            for d in node.children_by_field_name("declarator", &mut cursor) {
                if d.kind() == "type_identifier" {
                    symbols.insert_type(source.text_of(d), source.text_of(ty));
                }
            }
        }
        _ => {}
    }
}

/// `const int X = ...;` / `constexpr int X = ...;` (any integer type) adds X.
fn add_constants(source: &Source, decl: Node, symbols: &mut Symbols, origin: Origin) {
    let is_const = children(decl).iter().any(|c| {
        c.kind() == "type_qualifier" && matches!(source.text_of(*c), "const" | "constexpr")
    });
    if !is_const {
        return;
    }
    for declarator in named_children(decl) {
        if declarator.kind() != "init_declarator" {
            continue;
        }
        let (Some(name), Some(value)) = (
            declarator.child_by_field_name("declarator"),
            declarator.child_by_field_name("value"),
        ) else {
            continue;
        };
        if name.kind() == "identifier" {
            let value = source
                .text_of(value)
                .trim_start_matches('{')
                .trim_end_matches('}');
            symbols.insert_at(source.text_of(name), value, origin, Some(name.byte_range()));
        }
    }
}

/// Integer locals that are constants in all but name: `int a_tile_stride = BM / ldg_a_num;`,
/// declared once in the kernel, never assigned, incremented or addressed, with a value the
/// constants known so far give. Such a local is the constant it is initialised to (a load loop
/// stepped by it has a constant count), as if it were written `const`.
struct FixedLocals {
    /// Names assigned, incremented or whose address is taken anywhere in the kernel.
    written: HashSet<String>,
    /// Names declared more than once (in different blocks): neither is a constant of the kernel.
    repeated: HashSet<String>,
}

impl FixedLocals {
    fn of(source: &Source, body: Node) -> FixedLocals {
        let mut written = crate::recognize::effects::assigned_names(source, body);
        for n in descendants(body) {
            if n.kind() == "pointer_expression" && source.text_of(n).starts_with('&') {
                if let Some(root) = n
                    .child_by_field_name("argument")
                    .and_then(crate::recognize::effects::lvalue_root)
                {
                    written.insert(source.text_of(root).to_string());
                }
            }
        }
        let mut seen = HashSet::new();
        let mut repeated = HashSet::new();
        for decl in descendants(body)
            .into_iter()
            .filter(|d| d.kind() == "declaration")
        {
            for d in named_children(decl) {
                if let Some(name) = crate::recognize::effects::declarator_name(d) {
                    let name = source.text_of(name).to_string();
                    if !seen.insert(name.clone()) {
                        repeated.insert(name);
                    }
                }
            }
        }
        FixedLocals { written, repeated }
    }

    /// Adds the fixed integer locals `decl` declares to `symbols`.
    fn add(&self, source: &Source, decl: Node, symbols: &mut Symbols) {
        let integral = decl
            .child_by_field_name("type")
            .map(|t| source.text_of(t))
            .is_some_and(|t| {
                matches!(
                    t,
                    "int"
                        | "unsigned"
                        | "unsigned int"
                        | "size_t"
                        | "long"
                        | "uint32_t"
                        | "int32_t"
                        | "int64_t"
                        | "uint64_t"
                        | "long long"
                        | "short"
                )
            });
        let qualified = children(decl)
            .iter()
            .any(|c| matches!(c.kind(), "type_qualifier" | "storage_class_specifier"));
        if !integral || qualified {
            return;
        }
        for d in named_children(decl)
            .into_iter()
            .filter(|d| d.kind() == "init_declarator")
        {
            let (Some(name), Some(value)) = (
                d.child_by_field_name("declarator"),
                d.child_by_field_name("value"),
            ) else {
                continue;
            };
            let name_text = source.text_of(name);
            let value = source
                .text_of(value)
                .trim_start_matches('{')
                .trim_end_matches('}');
            if name.kind() == "identifier"
                && !self.written.contains(name_text)
                && !self.repeated.contains(name_text)
                && symbols.get(name_text).is_none()
                && symbols.eval(value).is_ok()
            {
                symbols.insert_at(
                    name_text,
                    value,
                    Origin::FixedLocal,
                    Some(name.byte_range()),
                );
            }
        }
    }
}

/// Every `__global__` function definition in the file; with `instance` (`--kernel name` or
/// `name<args>`), only the kernels of that name, so a file of thousands of kernels costs one kernel's
/// work for the one asked for.
pub fn find_kernels<'t>(
    source: &'t Source,
    facts: &FileFacts,
    defines: &[(String, String)],
    instance: Option<&str>,
) -> Vec<Kernel<'t>> {
    let only = instance.map(|i| i.split('<').next().unwrap_or(i).trim());
    crate::source::queries::KERNELS
        .find(source, source.root())
        .into_iter()
        .filter(|n| {
            only.is_none_or(|name| function_name(*n).is_some_and(|f| source.text_of(f) == name))
        })
        .filter_map(|n| build_kernel(source, facts, n, defines, instance))
        .collect()
}

/// The names of every `__global__` function definition in the file, in source order (cheap: no
/// kernel is analysed).
pub fn kernel_names(source: &Source) -> Vec<String> {
    crate::source::queries::KERNELS
        .find(source, source.root())
        .into_iter()
        .filter_map(|n| function_name(n).map(|f| source.text_of(f).to_string()))
        .collect()
}

/// The kernel a `__global__` definition declares: its template bound (to the arguments of
/// `instance`, else of the file's first instantiation, else to the defaults), its declarations
/// read, and `defines` applied last. None when the definition has no name or no body, or its
/// template no parameter list.
pub(crate) fn build_kernel<'t>(
    source: &'t Source,
    facts: &FileFacts,
    node: Node<'t>,
    defines: &[(String, String)],
    instance: Option<&str>,
) -> Option<Kernel<'t>> {
    let name = source.text_of(function_name(node)?).to_string();
    let body = node.child_by_field_name("body")?;
    let mut symbols = facts.symbols.clone();
    let template = bind_template(source, facts, node, &name, instance, &mut symbols)?;
    // A type given to a type parameter is known before the tiles' sizes are read.
    let (types, values): (Vec<_>, Vec<_>) = defines.iter().cloned().partition(|(name, _)| {
        template
            .params
            .iter()
            .any(|(n, is_type)| n == name && *is_type)
    });
    // A type the template already binds (its default, an instantiation) is the one nvcc compiles:
    // a `--define` of another is refused as a value's is.
    let mut overridden: Vec<(String, Definition)> = Vec::new();
    for (name, ty) in &types {
        let bound = symbols.resolve_type(name).to_string();
        if bound != *name && bound != *ty {
            let definition = Definition {
                expr: bound,
                origin: Origin::TemplateArgument,
                span: None,
            };
            overridden.push((name.clone(), definition));
        }
        symbols.insert_type(name, ty);
    }
    let (pointer_params, params) = parameters(source, node, &symbols);
    let declarations = Declarations::of_body(source, body, &mut symbols, pointer_params);
    overridden.extend(apply_defines(&values, &mut symbols));
    let threads_claim = thread_count(source, node, &symbols);
    // A count CUDA cannot launch is kept out of the analysis; `recognise` refuses it with its location.
    let threads = threads_claim
        .as_ref()
        .filter(|c| (1..=MAX_THREADS_PER_BLOCK as i64).contains(&c.value))
        .map(|c| c.value as u64);
    let threads_source = threads.and(threads_claim.as_ref().map(|c| c.source.clone()));
    Some(Kernel {
        name,
        node,
        body,
        instantiation: template.instantiation,
        instantiation_span: template.span,
        symbols,
        threads,
        threads_source,
        threads_claim,
        shared: declarations.shared,
        extern_shared: declarations.extern_shared,
        static_buffer: declarations.static_buffer,
        global_pointers: declarations.global_pointers,
        extern_names: declarations.extern_names,
        extern_arrays: declarations.extern_arrays,
        local_inits: declarations.local_inits,
        params,
        overridden,
        template_params: template.params,
    })
}

/// A kernel template's parameters and the arguments bound to them (all empty for a plain kernel).
#[derive(Default)]
struct TemplateBinding {
    /// The arguments as written (`<128, 8>`), when any were found.
    instantiation: Option<String>,
    /// Where the file instantiates the template with them (None for `--kernel name<..>`).
    span: Option<Range<usize>>,
    /// The parameters in order, as (name, is a type parameter).
    params: Vec<(String, bool)>,
}

/// Binds the template parameters of kernel `node` in `symbols`: defaults first, then the
/// instantiation found in the file. None when the template has no parameter list.
fn bind_template(
    source: &Source,
    facts: &FileFacts,
    node: Node,
    name: &str,
    instance: Option<&str>,
    symbols: &mut Symbols,
) -> Option<TemplateBinding> {
    let Some(template) = node.parent().filter(|p| p.kind() == "template_declaration") else {
        return Some(TemplateBinding::default());
    };
    // A comment after a parameter (`const int BM, // rows of C per block`) is no parameter.
    let params: Vec<Node> =
        crate::source::parse::list_items(template.child_by_field_name("parameters")?);
    // `--kernel name<32>` chooses the instantiation; otherwise the first one found in the file.
    let requested = instance
        .and_then(|i| i.split_once('<'))
        .filter(|(n, _)| n.trim() == name)
        .map(|(_, a)| {
            a.trim_end_matches('>')
                .split(',')
                .map(|x| x.trim().to_string())
                .collect::<Vec<_>>()
        });
    // A launch that writes no arguments deduces them from its arguments' types (`gemm<<<..>>>(A,
    // ..)` with `const float *A`), as nvcc does.
    let found = match requested {
        Some(_) => None,
        None => find_instantiation(source, facts, name, node).or_else(|| {
            super::deduced_args::deduced_instantiations(source, node, name)
                .into_iter()
                .next()
                .and_then(|(span, args)| {
                    let resolved = resolve(source, facts, &span, &args).into_iter().next()?;
                    Some((span, resolved))
                })
        }),
    };
    let span = found.as_ref().map(|(span, _)| span.clone());
    let found = found.map(|(_, args)| args);
    let args = requested.or(found);
    let mut bound = Vec::new();
    for (i, param) in params.iter().enumerate() {
        // An argument that names the parameter itself (`tiled<BM, ..>` in a launcher `template
        // <int BM, ..>` that no file instantiates) gives it no value: it stays open, for a
        // `--define` or a runner's instantiation, rather than defined as itself.
        let own_name = super::template_args::param_name(*param).map(|n| source.text_of(n));
        let arg = args
            .as_ref()
            .and_then(|a| a.get(i).cloned())
            .filter(|a| own_name.is_none_or(|n| !crate::source::text::split_words(a).contains(&n)));
        if let Some(param) = bind_template_param(source, *param, arg, symbols) {
            bound.push(param);
        }
    }
    Some(TemplateBinding {
        instantiation: args.map(|a| format!("<{}>", a.join(", "))),
        span,
        params: bound,
    })
}

/// Binds one template parameter to `arg` (or its default) in `symbols`; returns its name and
/// whether it is a type parameter, or None for a parameter without a name.
fn bind_template_param(
    source: &Source,
    param: Node,
    arg: Option<String>,
    symbols: &mut Symbols,
) -> Option<(String, bool)> {
    let is_type = param.kind().contains("type_parameter");
    let pname = source
        .text_of(super::template_args::param_name(param)?)
        .to_string();
    let default = param
        .child_by_field_name("default_value")
        .or_else(|| param.child_by_field_name("default_type"))
        .map(|d| source.text_of(d).to_string());
    if let Some(value) = arg.or(default) {
        if is_type {
            symbols.insert_type(&pname, &value);
        } else {
            let span = param
                .child_by_field_name("declarator")
                .or_else(|| param.child_by_field_name("name"))
                .map(|n| n.byte_range());
            symbols.insert_at(&pname, &value, Origin::TemplateArgument, span);
        }
    }
    Some((pname, is_type))
}

/// The kernel's pointer parameters (they point into global memory), and every parameter as
/// (C type with `symbols`' types resolved, name).
fn parameters(
    source: &Source,
    node: Node,
    symbols: &Symbols,
) -> (Vec<String>, Vec<(String, String)>) {
    let mut pointers = Vec::new();
    let mut param_list = Vec::new();
    let Some(params) = node
        .child_by_field_name("declarator")
        .and_then(|d| d.child_by_field_name("parameters"))
    else {
        return (pointers, param_list);
    };
    for param in named_children(params) {
        if let Some(name) = pointer_name(source, param) {
            pointers.push(name);
        }
        let name = param
            .child_by_field_name("declarator")
            .and_then(|d| {
                let mut d = d;
                while let Some(inner) = d.child_by_field_name("declarator") {
                    d = inner;
                }
                (d.kind() == "identifier").then(|| source.text_of(d).to_string())
            })
            .unwrap_or_default();
        let full = source.text_of(param);
        let ty = full
            .strip_suffix(name.as_str())
            .unwrap_or(full)
            .trim()
            .to_string();
        param_list.push((symbols.resolve_type(&ty).to_string(), name));
    }
    (pointers, param_list)
}

/// What the declarations of a kernel say: its pointers into global memory, its shared memory
/// (static arrays, the dynamic buffer and the pointers carved out of it) and its locals' initialisers.
#[derive(Default)]
struct Declarations {
    shared: Vec<SharedArray>,
    extern_shared: Option<Range<usize>>,
    static_buffer: Option<StaticBuffer>,
    global_pointers: Vec<String>,
    extern_names: Vec<String>,
    extern_arrays: Vec<SharedArray>,
    local_inits: HashMap<String, String>,
    /// The locals declared so far that are neither pointers nor shared memory.
    values: Vec<String>,
}

impl Declarations {
    /// The declarations of the kernel `body`, in order, adding its constants to `symbols`;
    /// `global_pointers` are the pointer parameters, which come first.
    fn of_body(
        source: &Source,
        body: Node,
        symbols: &mut Symbols,
        global_pointers: Vec<String>,
    ) -> Declarations {
        let mut found = Declarations {
            global_pointers,
            ..Declarations::default()
        };
        let shared_declarations: Vec<usize> = crate::source::queries::SHARED_DECLARATIONS
            .find(source, body)
            .iter()
            .map(|d| d.id())
            .collect();
        let fixed = FixedLocals::of(source, body);
        for decl in descendants(body) {
            if decl.kind() == "expression_statement" {
                found.add_array_view(source, decl, symbols);
                continue;
            }
            if decl.kind() != "declaration" {
                continue;
            }
            add_constants(source, decl, symbols, Origin::KernelConstant);
            fixed.add(source, decl, symbols);
            found.add_local_inits(source, decl);
            if !shared_declarations.contains(&decl.id()) {
                found.add_pointers(source, decl, symbols);
                found.add_values(source, decl);
            } else if children(decl)
                .iter()
                .any(|c| source.text_of(*c) == "extern")
            {
                found.add_extern_shared(source, decl, symbols);
            } else {
                found.add_static_shared(source, decl, symbols);
            }
        }
        found
    }

    /// Records the initialiser of every declarator of `decl` that has one.
    fn add_local_inits(&mut self, source: &Source, decl: Node) {
        for declarator in named_children(decl)
            .into_iter()
            .filter(|d| d.kind() == "init_declarator")
        {
            if let (Some(name), Some(value)) = (
                declarator.child_by_field_name("declarator"),
                declarator.child_by_field_name("value"),
            ) {
                self.local_inits.insert(
                    source.text_of(name).to_string(),
                    source.text_of(value).to_string(),
                );
            }
        }
    }

    /// A declaration outside shared memory: pointers carved out of the dynamic buffer become
    /// dynamic tiles, another pointer is taken to point into global memory.
    fn add_pointers(&mut self, source: &Source, decl: Node, symbols: &Symbols) {
        let view = auto_view(source, decl);
        if pointer_name(source, decl).is_some() || view.is_some() {
            self.carve_static_buffer(source, decl);
        }
        let from_extern =
            identifiers_in(source.text_of(decl)).any(|w| self.extern_names.iter().any(|e| e == w));
        if !from_extern {
            if let Some(name) = pointer_name(source, decl) {
                // A pointer into a local value (`T* const p{reinterpret_cast<T*>(&v)}`) reads and
                // writes that local, not global memory (`aliases.rs`).
                if !self.points_into_value(source, decl) {
                    self.global_pointers.push(name);
                }
            }
            return;
        }
        // Every pointer declared from the dynamic buffer (`float *As = smem, *Bs = ...`), and a
        // view declared `auto` from a cast (`auto As = reinterpret_cast<float (*)[BK]>(smem)`).
        let pointers = pointer_declarators(source, decl)
            .into_iter()
            .map(|(name, node)| (name, node, pointee_type(source, decl), Vec::new()));
        for (name, name_node, elem_type, inner) in pointers.chain(view) {
            self.extern_arrays.push(SharedArray {
                name: name.clone(),
                resolved_type: symbols.resolve_type(&elem_type).to_string(),
                elem_type,
                dims: Vec::new(),
                decl: decl.byte_range(),
                name_end: name_node.end_byte(),
                name_span: name_node.byte_range(),
                sole_declarator: true,
                dynamic: Some(inner),
            });
            self.extern_names.push(name);
        }
    }

    /// `T (*As)[BK] = reinterpret_cast<T (*)[BK]>(smem);` or `T (&As)[BM][BK] = *...;`, which the
    /// grammar reads as an expression statement (`parse::array_view`): carved out of the buffer,
    /// it is a dynamic tile whose unit is the array it points to (a row of BK for both).
    fn add_array_view(&mut self, source: &Source, statement: Node, symbols: &Symbols) {
        let Some(view) = statement
            .named_child(0)
            .and_then(|e| crate::source::parse::array_view(&source.text, e))
        else {
            return;
        };
        let elem_type = source.text_of(view.type_name).to_string();
        let names_a_type = view.type_name.kind() != "identifier"
            || type_size(symbols.resolve_type(&elem_type)).is_some();
        let dims: Option<Vec<String>> = view
            .dims_outside_in
            .iter()
            .rev()
            .map(|d| d.map(|d| source.text_of(d).to_string()))
            .collect();
        let (true, Some(mut dims)) = (names_a_type, dims) else {
            return;
        };
        if view.reference {
            // `(&As)[BM][BK]` indexes as a pointer to its rows does.
            dims.remove(0);
        }
        self.carve_static_buffer(source, statement);
        let from_buffer = identifiers_in(source.text_of(view.value))
            .any(|w| self.extern_names.iter().any(|e| e == w));
        if !from_buffer {
            return;
        }
        let name = source.text_of(view.name).to_string();
        self.extern_arrays.push(SharedArray {
            name: name.clone(),
            resolved_type: symbols.resolve_type(&elem_type).to_string(),
            elem_type,
            dims: Vec::new(),
            decl: statement.byte_range(),
            name_end: view.name.end_byte(),
            name_span: view.name.byte_range(),
            sole_declarator: true,
            dynamic: Some(dims),
        });
        self.extern_names.push(name);
    }

    /// A pointer declared from a one-dimensional static `__shared__` array (`float *As =
    /// reinterpret_cast<float *>(smem + 4096)`) makes that array a buffer: it leaves the static
    /// arrays and becomes what the `extern __shared__` array is to pointers carved from it, so the
    /// pointers are tiles (not global memory) and the rewrite stages them by an offset inside it.
    /// One buffer per kernel: beside an `extern __shared__` array, the static one stays static.
    fn carve_static_buffer(&mut self, source: &Source, decl: Node) {
        if self.extern_shared.is_some() || self.static_buffer.is_some() {
            return;
        }
        // A cast carves the buffer (`reinterpret_cast<float *>(smem)`, `(float *)smem`); a plain
        // pointer into a one-dimensional tile (`float *p = As + 4`) is not a carve-up.
        let text = source.text_of(decl);
        if !(text.contains("reinterpret_cast") || text.contains("*)")) {
            return;
        }
        let words: Vec<&str> = identifiers_in(text).collect();
        let Some(at) = self.shared.iter().position(|a| {
            a.dims.len() == 1 && a.sole_declarator && words.contains(&a.name.as_str())
        }) else {
            return;
        };
        let Some(size_span) = declarator_size_span(source, decl, &self.shared[at]) else {
            return;
        };
        let mut buffer = self.shared.remove(at);
        self.static_buffer = Some(StaticBuffer {
            name: buffer.name.clone(),
            size_expr: buffer.dims[0].clone(),
            size_span,
        });
        buffer.dims.clear();
        buffer.dynamic = Some(Vec::new());
        self.extern_names.push(buffer.name.clone());
        self.extern_arrays.push(buffer);
    }

    /// Whether the first declarator of `decl` is initialised with the address of a local value.
    fn points_into_value(&self, source: &Source, decl: Node) -> bool {
        decl.child_by_field_name("declarator")
            .filter(|d| d.kind() == "init_declarator")
            .and_then(|d| d.child_by_field_name("value"))
            .and_then(|init| crate::recognize::effects::address_root(source, brace_value(init)))
            .is_some_and(|root| self.values.iter().any(|v| v == source.text_of(root)))
    }

    /// Records the declarators of `decl` that are not pointers.
    fn add_values(&mut self, source: &Source, decl: Node) {
        for d in named_children(decl) {
            let inner = match d.kind() {
                "init_declarator" => d.child_by_field_name("declarator"),
                _ => Some(d),
            };
            if let Some(inner) = inner.filter(|i| i.kind() == "identifier") {
                self.values.push(source.text_of(inner).to_string());
            }
        }
    }

    /// An `extern __shared__` declaration: the dynamic buffer, each name a dynamic tile.
    fn add_extern_shared(&mut self, source: &Source, decl: Node, symbols: &Symbols) {
        self.extern_shared = Some(decl.byte_range());
        for declarator in named_children(decl) {
            let Some(name) = crate::recognize::effects::declarator_name(declarator) else {
                continue;
            };
            let elem_type = decl
                .child_by_field_name("type")
                .map(|t| source.text_of(t).to_string())
                .unwrap_or_default();
            self.extern_arrays.push(SharedArray {
                name: source.text_of(name).to_string(),
                resolved_type: symbols.resolve_type(&elem_type).to_string(),
                elem_type,
                dims: Vec::new(),
                decl: decl.byte_range(),
                name_end: name.end_byte(),
                name_span: name.byte_range(),
                sole_declarator: true,
                dynamic: Some(inner_dims(source, declarator)),
            });
            self.extern_names.push(source.text_of(name).to_string());
        }
    }

    /// A static `__shared__` declaration: each array it declares.
    fn add_static_shared(&mut self, source: &Source, decl: Node, symbols: &Symbols) {
        let elem_type = decl
            .child_by_field_name("type")
            .map(|t| source.text_of(t).to_string())
            .unwrap_or_default();
        let declarators: Vec<Node> = named_children(decl)
            .into_iter()
            .filter(|c| c.kind() == "array_declarator" || c.kind() == "init_declarator")
            .collect();
        let sole = declarators.len() == 1;
        for declarator in declarators {
            if let Some(array) = shared_array(source, decl, declarator, &elem_type, symbols, sole) {
                self.shared.push(array);
            }
        }
    }
}

/// `T s[]` or `T s[][W]...`: the inner dimensions, outermost first.
fn inner_dims(source: &Source, declarator: Node) -> Vec<String> {
    let mut inner = Vec::new();
    let mut d = declarator;
    while d.kind() == "array_declarator" {
        if let Some(size) = d.child_by_field_name("size") {
            inner.push(source.text_of(size).to_string());
        }
        match d.child_by_field_name("declarator") {
            Some(next) => d = next,
            None => break,
        }
    }
    inner.reverse();
    inner
}

/// Sets each `--define` in `symbols`; returns the definitions they replaced, which `recognise`
/// refuses since nvcc compiles the file's value.
fn apply_defines(defines: &[(String, String)], symbols: &mut Symbols) -> Vec<(String, Definition)> {
    let mut overridden = Vec::new();
    for (name, value) in defines {
        if let Some(old) = symbols.definition(name) {
            overridden.push((name.clone(), old.clone()));
        }
        symbols.insert(name, value, Origin::CommandLine);
    }
    overridden
}

/// `128, std::pair<int, 2>, 8` split at its top-level commas.
pub fn split_template_args(args: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in args.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(args[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !args[start..].trim().is_empty() {
        out.push(args[start..].trim());
    }
    out
}

fn shared_array(
    source: &Source,
    decl: Node,
    declarator: Node,
    elem_type: &str,
    symbols: &Symbols,
    sole: bool,
) -> Option<SharedArray> {
    let mut dims = Vec::new();
    let mut d = declarator;
    if d.kind() == "init_declarator" {
        d = d.child_by_field_name("declarator")?;
    }
    while d.kind() == "array_declarator" {
        dims.push(source.text_of(d.child_by_field_name("size")?).to_string());
        d = d.child_by_field_name("declarator")?;
    }
    if d.kind() != "identifier" || dims.is_empty() {
        return None;
    }
    dims.reverse();
    Some(SharedArray {
        name: source.text_of(d).to_string(),
        elem_type: elem_type.to_string(),
        resolved_type: symbols.resolve_type(elem_type).to_string(),
        dims,
        decl: decl.byte_range(),
        name_end: d.end_byte(),
        name_span: d.byte_range(),
        sole_declarator: sole,
        dynamic: None,
    })
}

/// `auto p = reinterpret_cast<T (*)[W]>(...)` (or `(T *)...`, `const auto`): the name, its node,
/// the element type and the inner dimensions of the type cast to (`T *` gives none). None for any
/// other declaration.
fn auto_view<'t>(
    source: &Source,
    decl: Node<'t>,
) -> Option<(String, Node<'t>, String, Vec<String>)> {
    let ty = decl.child_by_field_name("type")?;
    if source.text_of(ty) != "auto" {
        return None;
    }
    let declarator = decl.child_by_field_name("declarator")?;
    let name = declarator.child_by_field_name("declarator")?;
    let value = declarator.child_by_field_name("value")?;
    if declarator.kind() != "init_declarator" || name.kind() != "identifier" {
        return None;
    }
    let descriptor = match value.kind() {
        "cast_expression" => value.child_by_field_name("type")?,
        "call_expression" => {
            let function = value.child_by_field_name("function")?;
            let cast = function.child_by_field_name("name")?;
            if source.text_of(cast) != "reinterpret_cast" && source.text_of(cast) != "static_cast" {
                return None;
            }
            named_children(function.child_by_field_name("arguments")?)
                .into_iter()
                .find(|a| a.kind() == "type_descriptor")?
        }
        _ => return None,
    };
    let elem = source
        .text_of(descriptor.child_by_field_name("type")?)
        .to_string();
    // `T *`, or `T (*)[W]...`: the array sizes around one pointer level.
    let mut inner = Vec::new();
    let mut d = descriptor.child_by_field_name("declarator")?;
    while d.kind() == "abstract_array_declarator" {
        inner.push(source.text_of(d.child_by_field_name("size")?).to_string());
        d = d.child_by_field_name("declarator")?;
    }
    if d.kind() == "abstract_parenthesized_declarator" {
        d = d.named_child(0)?;
    }
    let single_pointer =
        d.kind() == "abstract_pointer_declarator" && d.child_by_field_name("declarator").is_none();
    if !single_pointer {
        return None;
    }
    inner.reverse();
    Some((source.text_of(name).to_string(), name, elem, inner))
}

/// The span of the one dimension of `array` in its declaration (the text between its brackets);
/// `decl` is a later declaration of the same body, whose tree holds the array's.
fn declarator_size_span(source: &Source, decl: Node, array: &SharedArray) -> Option<Range<usize>> {
    let mut node = decl;
    while let Some(p) = node.parent() {
        node = p;
        if node.byte_range().contains(&array.decl.start) {
            break;
        }
    }
    let declaration = descendants(node)
        .into_iter()
        .find(|n| n.byte_range() == array.decl && n.kind() == "declaration")?;
    descendants(declaration)
        .into_iter()
        .find(|n| n.kind() == "array_declarator")
        .and_then(|d| d.child_by_field_name("size"))
        .filter(|size| source.text_of(*size).trim() == array.dims[0].trim())
        .map(|size| size.byte_range())
}

/// Every name a declaration declares with a pointer declarator (`float *As = s, *Bs = s + n;`).
fn pointer_declarators<'t>(source: &Source, decl: Node<'t>) -> Vec<(String, Node<'t>)> {
    let mut out = Vec::new();
    for declarator in named_children(decl) {
        let d = if declarator.kind() == "init_declarator" {
            match declarator.child_by_field_name("declarator") {
                Some(d) => d,
                None => continue,
            }
        } else {
            declarator
        };
        if d.kind() != "pointer_declarator" {
            continue;
        }
        let mut inner = d;
        while let Some(next) = inner.child_by_field_name("declarator") {
            inner = next;
        }
        if inner.kind() == "identifier" {
            out.push((source.text_of(inner).to_string(), inner));
        }
    }
    out
}

/// The type a pointer declaration points to, without qualifiers (`const float *p` gives `float`).
fn pointee_type(source: &Source, decl: Node) -> String {
    decl.child_by_field_name("type")
        .map(|t| source.text_of(t).to_string())
        .unwrap_or_default()
}

/// The name declared by a parameter or declaration with a pointer declarator.
fn pointer_name(source: &Source, node: Node) -> Option<String> {
    let declarator = node.child_by_field_name("declarator")?;
    let declarator = if declarator.kind() == "init_declarator" {
        declarator.child_by_field_name("declarator")?
    } else {
        declarator
    };
    if declarator.kind() != "pointer_declarator" {
        return None;
    }
    let mut d = declarator;
    while let Some(inner) = d.child_by_field_name("declarator") {
        d = inner;
    }
    (d.kind() == "identifier").then(|| source.text_of(d).to_string())
}

/// Template arguments from an explicit instantiation or a launch `name<...><<<...>>>` elsewhere in
/// the file (the first one outside the definition), with where it is.
/// The first instantiation the file names outside the definition, its arguments resolved: one
/// that gives values first (a launch inside a launcher template no runner of the file instantiates
/// still passes the launcher's parameters on, `gemm<V>`: the pattern, not an instantiation).
fn find_instantiation(
    source: &Source,
    facts: &FileFacts,
    name: &str,
    definition: Node,
) -> Option<TemplateUse> {
    let def_range = definition.byte_range();
    let resolved: Vec<TemplateUse> = facts
        .template_uses
        .get(name)?
        .iter()
        .filter(|(span, _)| !(def_range.start <= span.start && span.end <= def_range.end))
        .filter_map(|(span, args)| {
            // `gemm<BLOCK><<<..>>>(.., dA)`: the parameters the launch leaves to deduction.
            let args = super::deduced_args::completed_args(source, definition, name, span, args);
            let first = resolve(source, facts, span, &args).into_iter().next()?;
            Some((span.clone(), first))
        })
        .collect();
    let generic = |(span, args): &&TemplateUse| {
        super::template_args::passes_parameters_on(source, span, &args.join(", "))
    };
    resolved
        .iter()
        .find(|u| !generic(u))
        .or(resolved.first())
        .cloned()
}

/// A use's arguments evaluated where the use is written: `gemm<BM><<<...>>>` under a host
/// `constexpr int BM = 64;` binds the parameter `BM` to 64, not to itself.
fn resolve(
    source: &Source,
    facts: &FileFacts,
    span: &std::ops::Range<usize>,
    args: &[String],
) -> Vec<Vec<String>> {
    super::template_args::resolved_uses(source, &facts.symbols, &facts.template_uses, span, args)
}

const THREAD_COUNT_NAMES: &[&str] = &[
    "NUM_THREADS",
    "THREADS",
    "NTHREADS",
    "BLOCK_THREADS",
    "THREADS_PER_BLOCK",
    "kThreads",
    "kNumThreads",
    "THREAD_NUM",
    "NUM_THREAD",
];

/// CUDA's limit on threads per block, on every architecture kpipe knows.
pub const MAX_THREADS_PER_BLOCK: u64 = 1024;

/// The thread count the kernel states: `__launch_bounds__(N)` first, then a thread-count constant.
fn thread_count(source: &Source, node: Node, symbols: &Symbols) -> Option<ThreadsClaim> {
    if let Some(bounds) = children(node)
        .into_iter()
        .find(|c| c.kind() == "launch_bounds")
    {
        if let Some(first) = named_children(bounds).first() {
            let text = source.text_of(*first);
            if let Ok(value) = symbols.eval(text) {
                return Some(ThreadsClaim {
                    expr: text.to_string(),
                    value,
                    source: format!("__launch_bounds__({text})"),
                    span: Some(first.byte_range()),
                });
            }
        }
    }
    for name in THREAD_COUNT_NAMES {
        if let Ok(value) = symbols.eval(name) {
            return Some(ThreadsClaim {
                expr: name.to_string(),
                value,
                source: name.to_string(),
                span: symbols.definition(name).and_then(|d| d.span.clone()),
            });
        }
    }
    None
}

pub fn params_of(text: &str, kernel: &str, defines: &[(String, String)]) -> Vec<(String, String)> {
    let Ok(source) = Source::parse(text.to_string()) else {
        return Vec::new();
    };
    let facts = FileFacts::collect(&source);
    find_kernels(&source, &facts, defines, Some(kernel))
        .into_iter()
        .find(|k| k.name == kernel)
        .map(|k| k.params)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_structs_are_sized_as_c_lays_them_out() {
        let text = "#define W 4\n\
            struct alignas(sizeof(float) * 4) Array { float array[W]; __device__ float &operator[](unsigned i) { return array[i]; } };\n\
            struct Padded { char c; float f; };\n\
            struct Pair { float4 a; int n; };\n\
            struct Opaque { Array inner; };\n";
        let source = Source::parse(text).unwrap();
        let sizes = FileFacts::collect(&source).struct_sizes;
        assert_eq!(sizes.get("Array"), Some(&16));
        assert_eq!(sizes.get("Padded"), Some(&8), "the float is aligned to 4");
        assert_eq!(
            sizes.get("Pair"),
            Some(&32),
            "rounded up to the float4's 16"
        );
        assert_eq!(
            sizes.get("Opaque"),
            None,
            "a member of a struct type is not sized"
        );
    }

    #[test]
    fn a_launch_passing_an_uninstantiated_launchers_parameter_on_is_not_the_instantiation() {
        let text = "template <bool V> __global__ void g(float *x) { x[0] = V; }\n\
                    template <bool V> void launch(float *x) { g<V><<<1, 1>>>(x); }\n\
                    void run(float *x) { g<false><<<1, 1>>>(x); }\n";
        let source = Source::parse(text).unwrap();
        let facts = FileFacts::collect(&source);
        let g = find_kernels(&source, &facts, &[], Some("g"));
        assert_eq!(g[0].symbols.eval("V"), Ok(0), "{:?}", g[0].instantiation);
    }

    #[test]
    fn with_a_name_only_that_kernel_is_built() {
        let mut text = String::new();
        for i in 0..50 {
            text.push_str(&format!(
                "__global__ void k{i}(float *x) {{ x[0] = {i}; }}\n"
            ));
        }
        text.push_str("template <int T> __global__ void t(float *x) { x[0] = T; }\n");
        text.push_str("template __global__ void t<7>(float *x);\n");
        let source = Source::parse(text).unwrap();
        let facts = FileFacts::collect(&source);
        assert_eq!(find_kernels(&source, &facts, &[], None).len(), 51);
        assert_eq!(kernel_names(&source).len(), 51);
        let one = find_kernels(&source, &facts, &[], Some("k17"));
        assert_eq!(one.len(), 1);
        assert_eq!(one[0].name, "k17");
        let t = find_kernels(&source, &facts, &[], Some("t"));
        assert_eq!(t[0].instantiation.as_deref(), Some("<7>"));
        assert_eq!(t[0].symbols.eval("T"), Ok(7));
        let t = find_kernels(&source, &facts, &[], Some("t<9>"));
        assert_eq!(t[0].symbols.eval("T"), Ok(9));
        assert!(t[0].instantiation_span.is_none());
    }
}
