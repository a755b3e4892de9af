//! The docs a reader follows: every picture and page they link to is there.

use std::path::{Path, PathBuf};

/// The Markdown files a reader opens: the README, CONTRIBUTING and `docs/`.
fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md"), root.join("CONTRIBUTING.md")];
    let docs = std::fs::read_dir(root.join("docs")).expect("docs/");
    pages.extend(
        docs.filter_map(|e| Some(e.ok()?.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "md")),
    );
    pages
}

/// The targets of `page`'s Markdown links and pictures that are files of this tree (not
/// addresses, not anchors), without any `#anchor`.
fn local_links(page: &str) -> Vec<String> {
    let mut links = Vec::new();
    let mut rest = page;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        let Some(end) = rest.find(')') else { break };
        let target = rest[..end].split('#').next().unwrap_or("").trim();
        if !target.is_empty() && !target.contains("://") && !target.starts_with("mailto:") {
            links.push(target.to_string());
        }
        rest = &rest[end..];
    }
    links
}

#[test]
fn every_picture_and_page_the_docs_link_to_is_there() {
    let mut missing = Vec::new();
    let mut pictures = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        let dir = page.parent().expect("a folder");
        for link in local_links(&text) {
            pictures += usize::from(link.ends_with(".png"));
            if !dir.join(&link).exists() {
                missing.push(format!("{}: {link}", page.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "links to nothing:\n{}",
        missing.join("\n")
    );
    assert!(pictures >= 3, "the README shows both games and the title");
}

#[test]
fn a_link_is_read_without_its_anchor_and_addresses_are_left_alone() {
    let page = "![t](docs/a.png) [b](b.md#part) [web](https://example.org/x) [c](#here)";
    assert_eq!(local_links(page), ["docs/a.png", "b.md"]);
}
