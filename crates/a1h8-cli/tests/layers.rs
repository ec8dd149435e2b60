//! The tool's modules form layers: no module imports, directly or through
//! others, a module that imports it.
//!
//! Each command's arguments, parsers and code are in the command's
//! module; the modules several commands share (output, numbers, board,
//! picture, variants, position...) import no command of theirs; `main.rs`
//! alone knows every command. A circle of imports would tie the modules
//! on it together, so that none could be read, changed or moved alone:
//! this test reads the sources and fails, naming the circle, if one comes
//! back.
//!
//! A module's imports are the modules its code names by a path from the
//! crate root: `use crate::output::Out`, `use crate::{picture, variants}`,
//! `crate::numbers::DEPTH` in an expression. The crate root is `main`:
//! it imports the modules it declares (`mod show;`), and a module that
//! names one of its items (`crate::Cli`) imports it. Comments are left
//! out (a doc link is no import); the tests inside a module count as its
//! code.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The crate root's module name.
const ROOT: &str = "main";

/// Module name -> the modules it imports.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// `text` without its comments: `// ...` to the end of the line (doc
/// comments too) and `/* ... */`. String literals are kept as they are, so
/// that `"//"` in one is no comment; a `crate::` in a string would count,
/// which no source of the tool has.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            match c {
                '\\' => out.extend(chars.next()),
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match (c, chars.peek()) {
            ('"', _) => {
                in_string = true;
                out.push(c);
            }
            ('/', Some('/')) => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            ('/', Some('*')) => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
                out.push(' ');
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether `c` may stand in a Rust identifier.
fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The first names of the paths in a `use crate::{...}` group (from just
/// after its `{`): `picture, variants::{self, X}` gives `picture` and
/// `variants`. Returns them and the length of the group read.
fn group_heads(group: &str) -> (Vec<String>, usize) {
    let mut heads = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' | ',' if depth == 0 => {
                let head: String = group[start..i]
                    .trim_start()
                    .chars()
                    .take_while(|&c| is_ident(c))
                    .collect();
                heads.extend((!head.is_empty()).then_some(head));
                if c == '}' {
                    return (heads, i + 1);
                }
                start = i + 1;
            }
            '}' => depth -= 1,
            _ => {}
        }
    }
    (heads, group.len())
}

/// The names `code` (without comments) reaches from the crate root:
/// the first name after each `crate::`, or each first name in a
/// `crate::{...}` group.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(is_ident) {
            continue; // `a1h8_crate::`, not the crate root
        }
        if let Some(group) = rest.strip_prefix('{') {
            let (heads, len) = group_heads(group);
            names.extend(heads);
            rest = &group[len..];
        } else {
            let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
            names.extend((!name.is_empty()).then_some(name));
        }
    }
    names
}

/// The modules `main` (without comments) declares: `mod show;`.
fn declared_modules(code: &str) -> BTreeSet<String> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let name = line.strip_prefix("mod ")?.strip_suffix(';')?;
            Some(name.trim().to_string())
        })
        .collect()
}

/// The graph of `sources`, (module name, its text) each: an edge from a
/// module to each module it names from the crate root, to the root for a
/// name that is no module, and from the root to each module it declares.
fn graph(sources: &[(String, String)]) -> Graph {
    let modules: BTreeSet<&str> = sources.iter().map(|(name, _)| name.as_str()).collect();
    let mut graph = Graph::new();
    for (name, text) in sources {
        let code = without_comments(text);
        let mut imports: BTreeSet<String> = crate_paths(&code)
            .into_iter()
            .map(|path| {
                if modules.contains(path.as_str()) {
                    path
                } else {
                    ROOT.to_string()
                }
            })
            .collect();
        if name == ROOT {
            imports.extend(declared_modules(&code));
        }
        imports.remove(name);
        graph.insert(name.clone(), imports);
    }
    graph
}

/// A circle of `graph`, as its modules in order, the first again at the
/// end; `None` if there is none.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Open,
        Done,
    }
    fn visit(
        node: &str,
        graph: &Graph,
        state: &mut BTreeMap<String, State>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match state.get(node) {
            Some(State::Done) => return None,
            Some(State::Open) => {
                let start = path.iter().position(|n| n == node).expect("on the path");
                let mut cycle = path[start..].to_vec();
                cycle.push(node.to_string());
                return Some(cycle);
            }
            None => {}
        }
        state.insert(node.to_string(), State::Open);
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, state, path) {
                return Some(cycle);
            }
        }
        path.pop();
        state.insert(node.to_string(), State::Done);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if let Some(cycle) = visit(node, graph, &mut state, &mut Vec::new()) {
            return Some(cycle);
        }
    }
    None
}

/// The tool's sources: each `.rs` file of `src/`, by module name (a folder
/// `src/x/` is module `x`, all its files together).
fn sources() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources: BTreeMap<String, String> = BTreeMap::new();
    let mut folders = vec![(src.clone(), None::<String>)];
    while let Some((folder, module)) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("src/ is readable") {
            let path = entry.expect("src/ is readable").path();
            let stem = path.file_stem().expect("a file name").to_string_lossy();
            let name = module.clone().unwrap_or_else(|| stem.to_string());
            if path.is_dir() {
                folders.push((path, Some(name)));
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).expect("a source file is readable");
                sources.entry(name).or_default().push_str(&text);
            }
        }
    }
    sources.into_iter().collect()
}

/// The graph, one module a line: `perft: numbers output picture ...`.
fn describe(graph: &Graph) -> String {
    graph
        .iter()
        .map(|(name, imports)| {
            let imports: Vec<&str> = imports.iter().map(String::as_str).collect();
            format!("{name}: {}\n", imports.join(" "))
        })
        .collect()
}

#[test]
fn no_circle_of_imports_among_the_modules() {
    let sources = sources();
    assert!(
        sources.iter().any(|(name, _)| name == ROOT) && sources.len() > 10,
        "the tool's modules are read: {:?}",
        sources.iter().map(|(name, _)| name).collect::<Vec<_>>()
    );
    let graph = graph(&sources);
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "a circle of imports: {}\n\nthe modules' imports:\n{}",
            cycle.join(" -> "),
            describe(&graph)
        );
    }
}

#[test]
fn the_root_declares_every_module_and_none_imports_it() {
    let graph = graph(&sources());
    let declared = &graph[ROOT];
    for name in graph.keys().filter(|name| *name != ROOT) {
        assert!(declared.contains(name), "main.rs declares {name}");
        assert!(
            !graph[name].contains(ROOT),
            "{name} imports from main.rs, which only gathers the commands"
        );
    }
}

/// The reading of imports, on made-up sources: what the check above
/// relies on.
#[test]
fn imports_are_read_from_every_form_of_path() {
    let code = without_comments(
        "//! crate::docs in a comment\n\
         use crate::output::{Failure, Out};\n\
         use crate::{picture, variants::{self, VariantArgs}};\n\
         /* crate::hidden */ fn f() { crate::numbers::parse(\"// not a comment\"); }\n\
         use a1h8_crate::nothing;\n\
         use crate::Cli;\n",
    );
    let paths: Vec<String> = crate_paths(&code).into_iter().collect();
    assert_eq!(paths, ["Cli", "numbers", "output", "picture", "variants"]);
    assert_eq!(
        declared_modules("mod a;\npub mod b;\nmod tests {\n}\n"),
        BTreeSet::from(["a".to_string(), "b".to_string()])
    );
}

#[test]
fn a_circle_is_found_and_named() {
    let source = |name: &str, text: &str| (name.to_string(), text.to_string());
    let layered = [
        source(ROOT, "mod a;\nmod b;\nmod c;\n"),
        source("a", "use crate::b::X;\n"),
        source("b", "use crate::c;\n"),
        source("c", ""),
    ];
    assert_eq!(find_cycle(&graph(&layered)), None);
    let circle = [
        source(ROOT, "mod a;\nmod b;\nmod c;\n"),
        source("a", "use crate::b::X;\n"),
        source("b", "fn f() { crate::c::g() }\n"),
        source("c", "use crate::{a, d};\n"),
    ];
    assert_eq!(
        find_cycle(&graph(&circle)),
        Some(["a", "b", "c", "a"].map(String::from).to_vec())
    );
    let through_root = [source(ROOT, "mod a;\n"), source("a", "use crate::Cli;\n")];
    assert_eq!(
        find_cycle(&graph(&through_root)),
        Some(["a", "main", "a"].map(String::from).to_vec())
    );
}
