//! No two source files of the workspace import each other, directly or round a loop
//! (a test of the whole tree, kept with the command line's tests so that testing
//! builds no second binary named `tabula`). Each crate's
//! files are read as text: every `crate::`, `super::` and `self::` path (in `use`
//! lines, braces expanded, and in code) is a dependency on the file that defines the
//! longest part of it, and so is every path through a name such a `use` brought in
//! (`use crate::pages::{self, ..}` then `pages::daily::DailyPage`, or `use crate::a::b
//! as c` then `c::D`). A file's use of its own parent modules (`use super::TableGame`
//! in a child of `table/mod.rs`) is not counted: a parent declares its children, and
//! what they share belongs to it. Any other loop fails, with the files round it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crate roots of the workspace, from the repository's root.
const ROOTS: [&str; 4] = ["src/main.rs", "crates/rules/src/lib.rs", "crates/bots/src/lib.rs", "crates/cli/src/main.rs"];

/// A module's path from its crate root (`["games", "table", "play"]`).
type ModPath = Vec<String>;

/// Every `.rs` file of a crate under `dir`, by module path.
fn modules(root: &Path) -> BTreeMap<ModPath, PathBuf> {
    let dir = root.parent().unwrap_or(Path::new(".")).to_path_buf();
    let mut out = BTreeMap::new();
    out.insert(Vec::new(), root.to_path_buf());
    let mut stack = vec![dir.clone()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                // `src/bin` holds crates of their own.
                if path != dir.join("bin") {
                    stack.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") || path == root {
                continue;
            }
            let rel = path.strip_prefix(&dir).unwrap_or(&path).with_extension("");
            let mut parts: ModPath = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
            if parts.last().is_some_and(|p| p == "mod") {
                parts.pop();
            }
            out.insert(parts, path);
        }
    }
    out
}

/// The text without comments and string literals (their contents blanked).
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                out.push('"');
                let mut escaped = false;
                for c in chars.by_ref() {
                    if c == '"' && !escaped {
                        break;
                    }
                    escaped = c == '\\' && !escaped;
                }
                out.push('"');
            }
            // A char literal such as '{' (a lifetime's quote is left alone).
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                let mut it = rest.chars();
                match (it.next(), it.next(), it.next()) {
                    (Some('\\'), _, Some('\'')) => {
                        chars.nth(2);
                    }
                    (Some(_), Some('\''), _) => {
                        chars.nth(1);
                    }
                    _ => out.push('\''),
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// Expands a use tree (`a::{b, c::{d, e}}`) into its paths.
fn expand(tree: &str) -> Vec<String> {
    expand_named(tree).into_iter().map(|(path, _)| path).collect()
}

/// Expands a use tree into its paths, each with the name it brings into scope (`c` for
/// `a::b as c`, `a` for `a::{self}`; `*` for a glob).
fn expand_named(tree: &str) -> Vec<(String, String)> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let (path, alias) = match tree.split_once(" as ") {
            Some((p, a)) => (p.trim(), Some(a.trim())),
            None => (tree, None),
        };
        let name = alias.unwrap_or_else(|| path.rsplit("::").next().unwrap_or(path).trim());
        return vec![(path.to_string(), name.to_string())];
    };
    let prefix = tree[..open].trim();
    let inner = tree[open + 1..].trim_end().strip_suffix('}').unwrap_or(&tree[open + 1..]);
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand_named)
        .map(|(p, name)| {
            if p == "self" {
                let path = prefix.trim_end_matches("::").to_string();
                // `self` names the module itself, unless renamed.
                let name = if name == "self" { path.rsplit("::").next().unwrap_or("").to_string() } else { name };
                (path, name)
            } else {
                (format!("{prefix}{p}"), name)
            }
        })
        .collect()
}

/// The `crate::`/`super::`/`self::` paths a file names, each with the inline module
/// (`mod tests { .. }`) it is written in; and the paths through names its `use` lines
/// brought in (`pages::daily::DailyPage` after `use crate::pages::{self, ..}`), as
/// the full path, in the inline module of the `use`.
fn paths(code: &str) -> Vec<(ModPath, String)> {
    let mut out = Vec::new();
    // Names `use` brought into scope: name to the inline module and path.
    let mut names: BTreeMap<String, (ModPath, String)> = BTreeMap::new();
    // Paths that begin with another name (`pages::daily::DailyPage`), read once every
    // `use` is known.
    let mut through: Vec<String> = Vec::new();
    // Inline modules open at a brace depth; `super` inside one is the file itself.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let words: Vec<char> = code.chars().collect();
    let mut i = 0;
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < words.len() {
        let c = words[i];
        if c == '{' {
            depth += 1;
        } else if c == '}' {
            depth = depth.saturating_sub(1);
            if inline.last().is_some_and(|(_, d)| *d == depth) {
                inline.pop();
            }
        }
        // A word that begins a path: not the tail of another word or path.
        let at_word = ident(c) && (i == 0 || (!ident(words[i - 1]) && words[i - 1] != ':'));
        if !at_word {
            i += 1;
            continue;
        }
        let rest: String = words[i..].iter().take(400).collect();
        let inner: ModPath = inline.iter().map(|(m, _)| m.clone()).collect();
        if let Some(after) = rest.strip_prefix("mod ") {
            let name: String = after.chars().take_while(|&c| ident(c)).collect();
            if after[name.len()..].trim_start().starts_with('{') {
                inline.push((name, depth));
            }
        } else if rest.starts_with("use ") {
            let end = rest.find(';').unwrap_or(rest.len());
            for (p, name) in expand_named(&rest[4..end]) {
                if name != "*" && name != "self" {
                    names.insert(name, (inner.clone(), p.clone()));
                }
                out.push((inner.clone(), p));
            }
            i += rest[..end].chars().count();
            continue;
        } else if rest.starts_with("crate::") || rest.starts_with("super::") || rest.starts_with("self::") {
            let path: String = rest.chars().take_while(|&c| ident(c) || c == ':').collect();
            i += path.chars().count();
            out.push((inner.clone(), path));
            continue;
        } else {
            let path: String = rest.chars().take_while(|&c| ident(c) || c == ':').collect();
            if path.contains("::") {
                i += path.chars().count();
                through.push(path);
                continue;
            }
        }
        i += 1;
    }
    for path in through {
        let (first, tail) = path.split_once("::").unwrap_or((&path, ""));
        if let Some((inner, full)) = names.get(first) {
            out.push((inner.clone(), format!("{full}::{tail}")));
        }
    }
    out
}

/// The module a path names from module `here`, as far as the crate has files.
fn resolve(here: &ModPath, path: &str, files: &BTreeMap<ModPath, PathBuf>) -> Option<ModPath> {
    let mut segs = path.split("::").map(str::trim).filter(|s| !s.is_empty()).peekable();
    let mut at: ModPath = match segs.peek().copied() {
        Some("crate") => {
            segs.next();
            Vec::new()
        }
        Some("super") | Some("self") => here.clone(),
        _ => return None,
    };
    while let Some(&s) = segs.peek() {
        match s {
            "super" => {
                at.pop();
            }
            "self" => {}
            _ => break,
        }
        segs.next();
    }
    // The longest prefix that is a file.
    let mut best = files.contains_key(&at).then(|| at.clone());
    for s in segs {
        at.push(s.to_string());
        if files.contains_key(&at) {
            best = Some(at.clone());
        }
    }
    best
}

/// The import graph of one crate: file to the files it imports.
fn graph(root: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let files = modules(root);
    let mut out: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for (module, file) in &files {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let edges = out.entry(file.clone()).or_default();
        for (inner, path) in paths(&code_only(&text)) {
            // In `mod tests { .. }`, `super` is the file itself.
            let mut here = module.clone();
            here.extend(inner.iter().cloned());
            let Some(target) = resolve(&here, &path, &files) else { continue };
            // A file's own modules and its parents are not imports between files.
            if target.len() <= module.len() && module.starts_with(&target) {
                continue;
            }
            if let Some(f) = files.get(&target) {
                edges.insert(f.clone());
            }
        }
    }
    out
}

/// A loop in the graph, if there is one, as the files round it.
fn find_loop(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Option<Vec<PathBuf>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        node: &PathBuf,
        graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        marks: &mut BTreeMap<PathBuf, Mark>,
        trail: &mut Vec<PathBuf>,
    ) -> Option<Vec<PathBuf>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = trail.iter().position(|n| n == node).unwrap_or(0);
                let mut round = trail[from..].to_vec();
                round.push(node.clone());
                return Some(round);
            }
            None => {}
        }
        marks.insert(node.clone(), Mark::Open);
        trail.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, marks, trail) {
                return Some(found);
            }
        }
        trail.pop();
        marks.insert(node.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph.keys().find_map(|n| visit(n, graph, &mut marks, &mut Vec::new()))
}

#[test]
fn no_file_imports_another_that_imports_it_back() {
    // This file is in crates/cli/tests: the repository is two folders up.
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let repo = manifest.parent().and_then(Path::parent).unwrap_or(manifest);
    let mut loops = Vec::new();
    for root in ROOTS {
        let mut g = graph(&repo.join(root));
        assert!(g.len() > 3, "{root}: its files are found");
        // Each loop found is cut at its last step, to find the others.
        while let Some(round) = find_loop(&g) {
            let names: Vec<String> =
                round.iter().map(|p| p.strip_prefix(repo).unwrap_or(p).display().to_string()).collect();
            loops.push(names.join(" -> "));
            if let [.., from, to] = round.as_slice() {
                g.entry(from.clone()).or_default().remove(to);
            }
        }
    }
    assert!(loops.is_empty(), "import loops:\n{}", loops.join("\n"));
}

#[test]
fn the_reader_sees_use_trees_and_paths() {
    assert_eq!(expand("crate::a::{b, c::{d, self}}"), vec!["crate::a::b", "crate::a::c::d", "crate::a::c"]);
    let code =
        code_only("use super::x; // crate::nope\nfn f() { crate::y::z(\"crate::no\"); }\nmod tests { use super::*; }");
    let found: Vec<(ModPath, String)> = paths(&code);
    assert_eq!(
        found,
        vec![
            (vec![], "super::x".to_string()),
            (vec![], "crate::y::z".to_string()),
            (vec!["tests".to_string()], "super::*".to_string())
        ]
    );
    // A loop a -> b -> a is found; a tree is not.
    let (a, b) = (PathBuf::from("a.rs"), PathBuf::from("b.rs"));
    let mut g = BTreeMap::new();
    g.insert(a.clone(), BTreeSet::from([b.clone()]));
    g.insert(b.clone(), BTreeSet::new());
    assert_eq!(find_loop(&g), None);
    g.insert(b.clone(), BTreeSet::from([a.clone()]));
    assert!(find_loop(&g).is_some());
}

#[test]
fn the_reader_follows_names_that_use_brought_in() {
    let named = expand_named("crate::pages::{self, home::go_home_with, daily as d, rules::*}");
    let want = [
        ("crate::pages", "pages"),
        ("crate::pages::home::go_home_with", "go_home_with"),
        ("crate::pages::daily", "d"),
        ("crate::pages::rules::*", "*"),
    ];
    assert_eq!(named, want.map(|(p, n)| (p.to_string(), n.to_string())));
    let code = code_only(
        "use crate::pages::{self};\nuse crate::a::b as c;\nuse std::fmt;\n\
         fn f() { pages::daily::page(); c::D::new(); fmt::Debug; x::y(); }",
    );
    let found: Vec<String> = paths(&code).into_iter().map(|(_, p)| p).collect();
    assert_eq!(
        found,
        [
            "crate::pages",
            "crate::a::b",
            "std::fmt",
            "crate::pages::daily::page",
            "crate::a::b::D::new",
            "std::fmt::Debug"
        ]
    );
}

#[test]
fn a_loop_through_an_imported_name_fails() {
    // `registry.rs` reaches `pages/daily.rs` only through the name `pages` (or `p`),
    // and `pages/daily.rs` imports `registry.rs`: a loop the `use` lines alone hide.
    let dir = std::env::temp_dir().join(format!("tabula-imports-{}", std::process::id()));
    let write = |path: &str, text: &str| {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap_or(&dir)).expect("a temporary folder");
        std::fs::write(p, text).expect("a temporary file");
    };
    write("src/main.rs", "mod pages;\nmod registry;\nfn main() {}\n");
    write("src/pages/mod.rs", "pub mod daily;\n");
    write("src/pages/daily.rs", "use crate::registry::settings;\npub fn page() { settings(); }\n");
    let root = dir.join("src/main.rs");
    let round = |registry: &str| {
        write("src/registry.rs", registry);
        find_loop(&graph(&root))
            .map(|r| r.iter().map(|p| p.strip_prefix(&dir).unwrap_or(p).to_path_buf()).collect::<Vec<_>>())
    };
    let (registry, daily) = (PathBuf::from("src/registry.rs"), PathBuf::from("src/pages/daily.rs"));
    let through_self =
        round("use crate::pages::{self};\npub fn open() { pages::daily::page(); }\npub fn settings() {}\n");
    let through_as = round("use crate::pages as p;\npub fn open() { p::daily::page(); }\npub fn settings() {}\n");
    // The name alone, with no path through it, is no loop.
    let name_only = round("use crate::pages::{self};\npub fn settings() {}\n");
    std::fs::remove_dir_all(&dir).ok();
    for found in [through_self, through_as] {
        let found: Vec<PathBuf> = found.expect("the loop is found");
        assert!(found.contains(&registry) && found.contains(&daily), "{found:?}");
    }
    assert_eq!(name_only, None);
}
