//! The layout of the code: the modules of the game (`src/game`) import each other in
//! no circle, so that shared types live in leaf modules and every feature plugin can be
//! read, changed or moved on its own. Read from the sources (syn), without Bevy.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// A module's path from the crate root, e.g. `["game", "table", "engine"]`.
type ModPath = Vec<String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file under `src/` defines (`lib.rs` is the root, `x/mod.rs` is `x`).
fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).expect("a file under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// Every path a file names, in `use` trees and anywhere in its code, with the inline
/// module it is named in (`mod tests { use super::*; }` means the file's own module).
#[derive(Default)]
struct Paths {
    inline: Vec<String>,
    found: Vec<(Vec<String>, Vec<String>)>,
}

impl Paths {
    fn note(&mut self, path: Vec<String>) {
        self.found.push((self.inline.clone(), path));
    }

    fn use_tree(&mut self, prefix: &[String], tree: &syn::UseTree) {
        let with = |name: String| {
            let mut p = prefix.to_vec();
            p.push(name);
            p
        };
        match tree {
            syn::UseTree::Path(p) => self.use_tree(&with(p.ident.to_string()), &p.tree),
            syn::UseTree::Name(n) => self.note(with(n.ident.to_string())),
            syn::UseTree::Rename(r) => self.note(with(r.ident.to_string())),
            syn::UseTree::Glob(_) => self.note(prefix.to_vec()),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&[], &item.tree);
    }

    /// `pub(super)` says who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.inline.push(item.ident.to_string());
        syn::visit::visit_item_mod(self, item);
        self.inline.pop();
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.note(path.segments.iter().map(|s| s.ident.to_string()).collect());
        syn::visit::visit_path(self, path);
    }
}

/// The module file a path named in `from` leads to, if it is one of `modules`.
fn resolve(from: &ModPath, path: &[String], modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    let mut at: ModPath = from.clone();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            at.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                at.pop();
                rest = &rest[1..];
            }
        }
        Some(first) => {
            // A child module by its own name; anything else is another crate or an item.
            let mut child = from.clone();
            child.push(first.to_string());
            if !modules.contains(&child) {
                return None;
            }
        }
        None => return None,
    }
    // The longest module the path goes through.
    let mut found = modules.contains(&at).then(|| at.clone());
    for seg in rest {
        at.push(seg.clone());
        if modules.contains(&at) {
            found = Some(at.clone());
        } else {
            break;
        }
    }
    found
}

#[test]
fn the_game_modules_import_each_other_in_no_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<ModPath> = files
        .iter()
        .filter(|f| !f.starts_with(src.join("bin")))
        .map(|f| module_of(&src, f))
        .collect();
    let game: ModPath = vec!["game".into()];
    let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
    for file in files.iter().filter(|f| f.starts_with(src.join("game"))) {
        let from = module_of(&src, file);
        let text = std::fs::read_to_string(file).expect("read a source file");
        let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut paths = Paths::default();
        paths.visit_file(&ast);
        let targets = edges.entry(from.clone()).or_default();
        for (inline, path) in &paths.found {
            let within: ModPath = from.iter().chain(inline).cloned().collect();
            if let Some(to) = resolve(&within, path, &modules)
                && to != from
                && to.starts_with(&game)
            {
                if std::env::var_os("SQ_LAYOUT_DEBUG").is_some() {
                    eprintln!("{} -> {} via {:?}", from.join("::"), to.join("::"), path);
                }
                targets.insert(to);
            }
        }
    }
    assert!(
        edges.len() >= 40,
        "the game's files were found: {}",
        edges.len()
    );
    // Depth-first search for a circle, reporting the first one found.
    fn visit(
        m: &ModPath,
        edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        done: &mut BTreeSet<ModPath>,
        stack: &mut Vec<ModPath>,
    ) -> Option<Vec<ModPath>> {
        if let Some(i) = stack.iter().position(|s| s == m) {
            let mut circle = stack[i..].to_vec();
            circle.push(m.clone());
            return Some(circle);
        }
        if !done.insert(m.clone()) {
            return None;
        }
        stack.push(m.clone());
        for next in edges.get(m).into_iter().flatten() {
            if let Some(c) = visit(next, edges, done, stack) {
                return Some(c);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    for m in edges.keys() {
        let mut stack = Vec::new();
        if let Some(circle) = visit(m, &edges, &mut done, &mut stack) {
            let names: Vec<String> = circle.iter().map(|p| p.join("::")).collect();
            panic!(
                "the game's modules import each other in a circle: {}",
                names.join(" → ")
            );
        }
    }
}
