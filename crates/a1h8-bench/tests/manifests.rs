//! The published crates' manifests keep what crates.io shows and what
//! `cargo package` needs (CI's `== packages` step packages them); the
//! crates that are not published say so. Here, in a crate that is not
//! published, because it reads the other crates' files.

use std::path::{Path, PathBuf};

fn crate_file(krate: &str, file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(krate)
        .join(file)
}

fn manifest(krate: &str) -> String {
    let path = crate_file(krate, "Cargo.toml");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn published_crates_have_their_metadata() {
    for krate in ["a1h8", "a1h8-units", "a1h8-tablebase", "a1h8-cli"] {
        let text = manifest(krate);
        for key in [
            "description = ",
            "readme = \"README.md\"",
            "keywords = [",
            "categories = [",
        ] {
            assert!(text.contains(key), "{krate}/Cargo.toml lacks {key}");
        }
        assert!(
            text.contains("license.workspace = true"),
            "{krate}: its licence"
        );
        assert!(!text.contains("publish = false"), "{krate} is published");
        assert!(
            crate_file(krate, "README.md").is_file(),
            "{krate}: a README.md of its own"
        );
        // A path dependency without a version cannot be packaged.
        for line in text.lines().filter(|line| line.contains("{ path = ")) {
            assert!(line.contains("version = "), "{krate}: {line}");
        }
    }
}

#[test]
fn crates_not_on_crates_io_are_not_published() {
    for krate in ["a1h8-py", "a1h8-bench"] {
        assert!(manifest(krate).contains("publish = false"), "{krate}");
    }
}

/// The README's test command, `cargo test --workspace --release`, builds
/// none of the other libraries nor criterion: they are optional, behind
/// the feature `peers`, which every benchmark target requires.
#[test]
fn the_benchmarks_libraries_come_with_the_feature_peers_only() {
    let text = manifest("a1h8-bench");
    let dependencies = text
        .split("[dependencies]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .expect("a [dependencies] table");
    for krate in ["chess", "cozy-chess", "shakmaty", "criterion"] {
        let line = dependencies
            .lines()
            .find(|line| line.starts_with(&format!("{krate} = ")))
            .unwrap_or_else(|| panic!("a1h8-bench depends on {krate}"));
        assert!(line.contains("optional = true"), "{line}");
        assert!(
            text.contains(&format!("\"dep:{krate}\"")),
            "peers turns {krate} on"
        );
    }
    assert!(
        !text.contains("[dev-dependencies]"),
        "dev-dependencies are never optional"
    );
    let targets: Vec<&str> = text
        .split("\n[[")
        .skip(1)
        .filter(|table| table.starts_with("bin]]") || table.starts_with("bench]]"))
        .collect();
    assert_eq!(targets.len(), 5, "the binary and four benches");
    for table in targets {
        let table = table.split("\n[").next().unwrap_or(table);
        assert!(
            table.contains("required-features = [\"peers\"]"),
            "[[{table}"
        );
    }
}
