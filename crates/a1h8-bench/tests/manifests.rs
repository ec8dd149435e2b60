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
