//! The core's floors: every module of `src/` imports only from its own
//! floor or the floors below, read from the source files themselves.
//!
//! | floor | modules (folders of `src/`) |
//! |---|---|
//! | 0 | `names`, `digest`: words and digests |
//! | 1 | `squares`, `any_size`, `pieces`: boards of every size and what stands on them |
//! | 2 | `attacks`: what pieces attack |
//! | 3 | `positions`: chess positions, castling, FEN, Zobrist keys |
//! | 4 | `moves`: chess moves, the generator and its perft walk |
//! | 5 | `variants`: the variants' rules, positions and moves |
//! | 6 | `game`: the game interface over chess and the variants, canonical forms, SAN |
//! | 7 | `counting`: perft, divide, work units, suites |
//! | 8 | `sources`, `emit`, `svg`: the sources' tables, code and pictures |
//!
//! The crate root (`lib.rs`) re-exports names from every floor; a name
//! taken through the root (`crate::Color`) counts as an import of the
//! module that defines it. Test modules (`#[cfg(test)]` to the end of a
//! file) and comments are not read.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const FLOORS: [&[&str]; 9] = [
    &["names", "digest"],
    &["squares", "any_size", "pieces"],
    &["attacks"],
    &["positions"],
    &["moves"],
    &["variants"],
    &["game"],
    &["counting"],
    &["sources", "emit", "svg"],
];

fn floor_of(module: &str) -> Option<usize> {
    FLOORS.iter().position(|floor| floor.contains(&module))
}

fn source_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files below `dir`.
fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// A file's code without its test module and its comments.
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap();
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifiers of `text`, in order.
fn identifiers(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|word| !word.is_empty())
        .collect()
}

/// The module of the crate's top level each name the root re-exports
/// comes from: `Color` -> `pieces`, `geometry` -> `any_size`, and each
/// top-level module to itself.
fn root_names(lib: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    let code = code_of(lib);
    for statement in code.split(';') {
        let statement = statement.trim();
        let Some(rest) = statement
            .strip_prefix("pub use ")
            .or_else(|| statement.strip_prefix("pub(crate) use "))
        else {
            continue;
        };
        let words = identifiers(rest);
        let Some((&first, others)) = words.split_first() else {
            continue;
        };
        let first = if first == "crate" { others[0] } else { first };
        for &name in &words {
            names.entry(name.to_string()).or_insert(first.to_string());
        }
    }
    names
}

#[test]
fn every_module_imports_from_its_floor_or_below() {
    let dir = source_dir();
    let lib = std::fs::read_to_string(dir.join("lib.rs")).unwrap();
    let mut names = root_names(&lib);
    // `symmetry` is `squares`'s, re-exported at the root as a module.
    names.insert("symmetry".into(), "squares".into());
    let mut files = Vec::new();
    rust_files(&dir, &mut files);
    let mut wrong = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&dir).unwrap();
        let top = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_str()
            .unwrap()
            .trim_end_matches(".rs")
            .to_string();
        if top == "lib" {
            continue;
        }
        let floor = floor_of(&top).unwrap_or_else(|| panic!("{top} is on no floor"));
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        let words = identifiers(&code);
        // Every name after `crate`, and every name in a `use crate::{...}`.
        let mut used = Vec::new();
        for (at, &word) in words.iter().enumerate() {
            if word == "crate" && at + 1 < words.len() {
                used.push(words[at + 1]);
            }
        }
        for statement in code.split(';') {
            if let Some(rest) = statement.trim().strip_prefix("use crate::{") {
                used.extend(identifiers(rest));
            }
        }
        for name in used {
            let module = names.get(name).map_or(name, String::as_str);
            let module = names.get(module).map_or(module, String::as_str);
            if let Some(target) = floor_of(module)
                && target > floor
            {
                wrong.push(format!(
                    "{} (floor {floor}) uses {name} of {module} (floor {target})",
                    relative.display()
                ));
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "imports from a floor above:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_folder_of_the_source_is_on_a_floor() {
    for entry in std::fs::read_dir(source_dir()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let module = name.trim_end_matches(".rs");
        if module != "lib" {
            assert!(floor_of(module).is_some(), "{module} is on no floor");
        }
    }
}
