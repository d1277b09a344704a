//! The documentation that is generated stays generated: docs/OPTIONS.md is every subcommand's
//! `--help` as kpipe prints it. `KPIPE_BLESS=1 cargo test --test docs` writes it anew; the test
//! fails while the file and the binary disagree, and the README keeps to 300 lines.

use assert_cmd::Command;

const SUBCOMMANDS: &[&[&str]] = &[
    &["apply"],
    &["analyze"],
    &["check"],
    &["explain"],
    &["sass"],
    &["doctor"],
    &["toolchain", "install"],
];

fn options_page() -> String {
    let mut page = String::from(
        "# kpipe's options\n\nGenerated from `kpipe <command> --help` by `KPIPE_BLESS=1 cargo test --test docs`; do not edit.\n",
    );
    for sub in SUBCOMMANDS {
        let out = Command::cargo_bin("kpipe")
            .unwrap()
            .args(sub.iter())
            .arg("--help")
            .output()
            .unwrap();
        assert!(out.status.success(), "kpipe {} --help", sub.join(" "));
        page.push_str(&format!(
            "\n## kpipe {}\n\n```\n{}```\n",
            sub.join(" "),
            String::from_utf8(out.stdout).unwrap()
        ));
    }
    page
}

#[test]
fn the_options_page_is_the_help_kpipe_prints() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/OPTIONS.md");
    let page = options_page();
    if std::env::var_os("KPIPE_BLESS").is_some() {
        std::fs::write(path, &page).unwrap();
    }
    let written = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        written == page,
        "docs/OPTIONS.md is not the help kpipe prints: run KPIPE_BLESS=1 cargo test --test docs"
    );
}

#[test]
fn the_readme_is_at_most_300_lines_and_its_links_resolve() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.lines().count() <= 300,
        "{} lines",
        readme.lines().count()
    );
    for (at, _) in readme.match_indices("](docs/") {
        let rest = &readme[at + 2..];
        let target = &rest[..rest.find([')', '#']).unwrap()];
        assert!(
            root.join(target).is_file(),
            "README links to {target}, which is not there"
        );
    }
}
