//! The README's and the `docs/` pages' examples, run, and their links
//! followed.
//!
//! Every `$ command` line of a `text` block is run by `sh` in the
//! repository's top folder, with this build's `a1h8` first on the `PATH`,
//! and what it prints (standard output and standard error, in order) must
//! be the lines under it, to the character. Measurements, whose figures
//! change from run to run, stand in `console` blocks or tables, which are
//! not run. (The `rust` blocks are doctests of `a1h8-bench`, the `pycon`
//! blocks doctests of the Python package's tests.)

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's top folder.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository's top folder")
}

/// The pages a user reads: the README, then every page of `docs/`, each
/// as (path from the top folder, text). The pages the README links to
/// must be there: a missing page is a failure, not a page less to check.
fn pages() -> Vec<(String, String)> {
    let root = root();
    let mut names: Vec<String> = fs::read_dir(root.join("docs"))
        .expect("docs/ is there")
        .map(|entry| entry.expect("a docs/ entry").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    names.sort();
    for expected in [
        "docs/cli.md",
        "docs/library.md",
        "docs/variants.md",
        "docs/python.md",
        "docs/distributed.md",
        "docs/explorer.md",
        "docs/performance.md",
        "docs/geometry.md",
        "docs/sources.md",
        "docs/development.md",
    ] {
        assert!(names.iter().any(|n| n == expected), "{expected} is missing");
    }
    names.insert(0, "README.md".to_string());
    names
        .into_iter()
        .map(|name| {
            let text = fs::read_to_string(root.join(&name)).expect("a page reads");
            (name, text)
        })
        .collect()
}

/// The `(command, expected output)` pairs of a page's `text` blocks.
fn examples(page: &str) -> Vec<(String, String)> {
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_text = false;
    let mut in_example = false;
    for line in page.lines() {
        if line.starts_with("```") {
            in_text = line == "```text";
            in_example = false;
            continue;
        }
        if !in_text {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push((command.to_string(), String::new()));
            in_example = true;
        } else if in_example {
            let (_, expected) = examples.last_mut().expect("an example");
            expected.push_str(line);
            expected.push('\n');
        }
    }
    examples
}

#[test]
fn every_example_prints_what_its_page_shows() {
    let bin = Path::new(env!("CARGO_BIN_EXE_a1h8")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut count = 0;
    for (name, page) in pages() {
        for (command, expected) in examples(&page) {
            assert!(command.contains("a1h8 "), "{name}: {command}");
            let output = Command::new("sh")
                .arg("-c")
                .arg(format!("{{ {command} ; }} 2>&1"))
                .current_dir(root())
                .env("PATH", &path)
                .env("NO_COLOR", "1")
                .output()
                .expect("sh runs");
            assert_eq!(
                String::from_utf8_lossy(&output.stdout),
                expected,
                "{name}: $ {command}"
            );
            count += 1;
        }
    }
    assert!(count >= 35, "only {count} examples");
}

#[test]
fn the_readme_shows_the_examples_of_each_kind() {
    let (_, readme) = &pages()[0];
    assert!(examples(readme).len() >= 3, "the tool's examples");
    assert!(readme.contains("```rust\n"), "a Rust example");
    assert!(readme.contains("```pycon\n"), "a Python session");
}

/// GitHub's anchor for a heading: lower case, punctuation dropped but
/// `-` and `_`, spaces as `-`.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a page's headings (outside code blocks).
fn anchors(page: &str) -> Vec<String> {
    let mut fence = false;
    let mut found = Vec::new();
    for line in page.lines() {
        if line.starts_with("```") {
            fence = !fence;
        } else if !fence && line.starts_with('#') {
            found.push(anchor(line.trim_start_matches('#')));
        }
    }
    found
}

/// The targets of a page's Markdown links and images: `](target)`.
fn links(page: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = page;
    while let Some(start) = rest.find("](") {
        rest = &rest[start + 2..];
        if let Some(end) = rest.find(')') {
            targets.push(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    targets
}

#[test]
fn every_link_between_pages_leads_somewhere() {
    let root = root();
    let pages = pages();
    let mut checked = 0;
    for (name, page) in &pages {
        let folder = Path::new(name).parent().unwrap_or(Path::new(""));
        for target in links(page) {
            if target.starts_with("https://") || target.starts_with("http://") {
                continue;
            }
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target.as_str(), None),
            };
            let file_path = if file.is_empty() {
                root.join(name)
            } else {
                root.join(folder).join(file)
            };
            assert!(file_path.exists(), "{name}: link to {target}: no such file");
            if let Some(fragment) = fragment {
                let text = fs::read_to_string(&file_path).expect("the linked page reads");
                assert!(
                    anchors(&text).iter().any(|a| a == fragment),
                    "{name}: link to {target}: no such heading"
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} links");
}

#[test]
fn the_readme_is_a_front_page() {
    let (_, readme) = &pages()[0];
    let lines: Vec<&str> = readme.lines().collect();
    assert!(
        lines.len() <= 160,
        "{} lines: the rest belongs in docs/",
        lines.len()
    );
    assert_eq!(lines[2], "```sh");
    assert!(lines[3].starts_with("cargo run --release -- tour"));
    assert!(lines[4].starts_with("cargo test --workspace --release"));
}

#[test]
fn anchors_are_githubs() {
    assert_eq!(anchor(" Perft on many machines"), "perft-on-many-machines");
    assert_eq!(
        anchor(" Attacks, magic numbers and the tables in other languages"),
        "attacks-magic-numbers-and-the-tables-in-other-languages"
    );
    assert_eq!(
        anchor(" Positions, symmetries and canonical forms"),
        "positions-symmetries-and-canonical-forms"
    );
}

/// The benchmarks' binary and benches require the feature `peers` (the
/// other libraries and criterion, which the README's test command does not
/// build): every benchmark command a page shows turns it on, directly or
/// through `pext`, which includes it.
#[test]
fn every_benchmark_command_turns_the_peers_on() {
    let mut commands = 0;
    for (name, page) in pages() {
        for line in page.lines() {
            for start in ["cargo run", "cargo bench"] {
                let Some(at) = line.find(start) else {
                    continue;
                };
                let command = &line[at..];
                if !command.contains("a1h8-bench") {
                    continue;
                }
                assert!(
                    command.contains("--features peers") || command.contains("--features pext"),
                    "{name}: {line}"
                );
                commands += 1;
            }
        }
    }
    assert!(commands >= 10, "only {commands} benchmark commands");
}
