//! The layout of the code: in every crate of the workspace (the game, `sq-core`,
//! `sq-assets`) the files import each other in no circle, and no folder reaches back
//! into the folder that uses it, so that shared types live in leaf modules and every
//! part can be read, changed or moved on its own. Read from the sources (syn), without
//! Bevy.

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

/// Every module of a crate whose root file is `src/<root>` (`lib.rs` or `main.rs`), and
/// which other modules of it each one names: the crate's import graph.
struct Crate {
    name: &'static str,
    /// Each module's file.
    files: BTreeMap<ModPath, PathBuf>,
    edges: BTreeMap<ModPath, BTreeSet<ModPath>>,
}

impl Crate {
    fn read(name: &'static str, src: &Path, root: &str) -> Crate {
        let mut all = Vec::new();
        rust_files(src, &mut all);
        // A program beside a library (`src/main.rs`, `src/bin/`) is a crate of its own.
        let files: BTreeMap<ModPath, PathBuf> = all
            .into_iter()
            .filter(|f| !f.starts_with(src.join("bin")))
            .filter(|f| {
                let top = f.strip_prefix(src).ok().and_then(|r| r.to_str());
                top != Some(if root == "lib.rs" {
                    "main.rs"
                } else {
                    "lib.rs"
                })
            })
            .map(|f| {
                let mut m = module_of(src, &f);
                if m.last().is_some_and(|p| p == "main") {
                    m.pop();
                }
                (m, f)
            })
            .collect();
        let modules: BTreeSet<ModPath> = files.keys().cloned().collect();
        let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (from, file) in &files {
            let text = std::fs::read_to_string(file).expect("read a source file");
            let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let mut paths = Paths::default();
            paths.visit_file(&ast);
            let targets = edges.entry(from.clone()).or_default();
            for (inline, path) in &paths.found {
                let within: ModPath = from.iter().chain(inline).cloned().collect();
                if let Some(to) = resolve(&within, path, &modules)
                    && to != *from
                    // The crate's root only declares its modules (and the game's names
                    // those of `sq-core`).
                    && !to.is_empty()
                    // Naming a module's own descendants is declaring and wiring them.
                    && !to.starts_with(from)
                {
                    if std::env::var_os("SQ_LAYOUT_DEBUG").is_some() {
                        eprintln!(
                            "{name}: {} -> {} via {path:?}",
                            from.join("::"),
                            to.join("::")
                        );
                    }
                    targets.insert(to);
                }
            }
        }
        Crate { name, files, edges }
    }
}

/// The first circle found in a graph, if any.
fn circle(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
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
    edges
        .keys()
        .find_map(|m| visit(m, edges, &mut done, &mut Vec::new()))
}

fn workspace() -> Vec<Crate> {
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    vec![
        Crate::read("the game", &top.join("src"), "lib.rs"),
        Crate::read("sq-core", &top.join("crates/sq-core/src"), "lib.rs"),
        Crate::read("sq-assets", &top.join("crates/sq-assets/src"), "main.rs"),
    ]
}

fn shown(circle: &[ModPath]) -> String {
    let names: Vec<String> = circle
        .iter()
        .map(|p| {
            if p.is_empty() {
                "(the crate's root)".into()
            } else {
                p.join("::")
            }
        })
        .collect();
    names.join(" → ")
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let mut circles = Vec::new();
    for krate in workspace() {
        assert!(
            krate.files.len() >= 10,
            "{}: its files were found ({})",
            krate.name,
            krate.files.len()
        );
        if let Some(c) = circle(&krate.edges) {
            circles.push(format!("{}: {}", krate.name, shown(&c)));
        }
    }
    assert!(
        circles.is_empty(),
        "files import each other in a circle:\n{}",
        circles.join("\n")
    );
}

/// The graph of folders: for every file that names another, the two sibling modules
/// under their deepest common parent (`game::sleeping_queens::input` naming `game::screens::review`
/// is `game::sleeping_queens` naming `game::screens`).
fn folder_edges(
    edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let mut folders: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
    for (from, tos) in edges {
        for to in tos {
            let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
            if common >= from.len() || common >= to.len() {
                continue;
            }
            folders
                .entry(from[..=common].to_vec())
                .or_default()
                .insert(to[..=common].to_vec());
        }
    }
    folders
}

#[test]
fn no_folders_reach_back_into_each_other() {
    let mut circles = Vec::new();
    for krate in workspace() {
        let mut folders = folder_edges(&krate.edges);
        // Every circle, each shown once: its first edge is taken away to find the next.
        while let Some(c) = circle(&folders) {
            circles.push(format!("{}: {}", krate.name, shown(&c)));
            if let Some(out) = folders.get_mut(&c[0]) {
                out.remove(&c[1]);
            }
        }
    }
    assert!(
        circles.is_empty(),
        "folders name each other in a circle:\n{}",
        circles.join("\n")
    );
}
