//! Prints the tree-sitter tree of a CUDA file (after kpipe's masking of `__align__` and `#pragma`),
//! one node per line with its line number and the start of its text: `cargo run --example dump_tree -- FILE.cu`.

fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read_to_string(path).unwrap();
    let mut p = tree_sitter::Parser::new();
    p.set_language(&tree_sitter_cuda::LANGUAGE.into()).unwrap();
    let t = p
        .parse(kpipe::source::parse::mask_parse_gaps(&src), None)
        .unwrap();
    fn walk(n: tree_sitter::Node, src: &str, d: usize) {
        let txt = &src[n.byte_range()];
        let short: String = txt.chars().take(50).collect::<String>().replace('\n', " ");
        println!(
            "{}{}{} [{}] {:?}",
            "  ".repeat(d),
            n.kind(),
            if n.is_error() || n.is_missing() {
                " !!!"
            } else {
                ""
            },
            n.start_position().row + 1,
            short
        );
        let mut c = n.walk();
        for ch in n.children(&mut c) {
            walk(ch, src, d + 1);
        }
    }
    walk(t.root_node(), &src, 0);
}
