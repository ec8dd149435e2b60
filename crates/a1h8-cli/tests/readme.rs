//! The README's examples, run: every `$ command` line of its `text` blocks
//! is run by `sh` with this build's `a1h8` first on the `PATH`, and what it
//! prints (standard output and standard error, in order) must be the lines
//! under it, to the character. (Measurements, whose figures change from
//! run to run, stand in `console` blocks, which are not run.)

use std::path::Path;
use std::process::Command;

const README: &str = include_str!("../../../README.md");

/// The `(command, expected output)` pairs of the README's `text` blocks.
fn examples() -> Vec<(String, String)> {
    let mut examples: Vec<(String, String)> = Vec::new();
    let mut in_text = false;
    for line in README.lines() {
        if line.starts_with("```") {
            in_text = line == "```text";
            continue;
        }
        if !in_text {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push((command.to_string(), String::new()));
        } else if let Some((_, expected)) = examples.last_mut() {
            expected.push_str(line);
            expected.push('\n');
        }
    }
    examples
}

#[test]
fn every_readme_example_prints_what_the_readme_shows() {
    let examples = examples();
    assert!(examples.len() >= 15, "only {} examples", examples.len());
    let bin = Path::new(env!("CARGO_BIN_EXE_a1h8")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for (command, expected) in examples {
        assert!(command.contains("a1h8 "), "{command}");
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("{{ {command} ; }} 2>&1"))
            .env("PATH", &path)
            .env("NO_COLOR", "1")
            .output()
            .expect("sh runs");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "$ {command}"
        );
    }
}
