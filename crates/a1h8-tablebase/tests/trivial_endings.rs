//! A trivial ending (bare kings, or one piece besides them that cannot
//! win) needs no file: probing it gives a draw. Any other ending without
//! its file is an error naming the file, and a generation still writes
//! the trivial endings' files.

use a1h8::Position;
use a1h8_tablebase::{Material, Tablebase, TablebaseError};

fn empty(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("a1h8-trivial-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn trivial_endings_are_draws_without_a_file() {
    let dir = empty("probe");
    let mut tables = Tablebase::new(Position::starting(), &dir);
    for fen in [
        "8/8/8/8/8/2k5/8/4K3 w - - 0 1",
        "8/8/8/8/8/2k5/8/3NK3 b - - 0 1",
        "8/8/8/8/8/2k5/8/3BK3 w - - 0 1",
        "8/8/8/8/8/2k5/3n4/4K3 w - - 0 1",
    ] {
        let position = Position::from_fen(fen).unwrap();
        let values = tables.probe(&position).unwrap();
        assert_eq!(
            (values.wdl, values.dtm, values.wdl50, values.dtz),
            (0, Some(0), Some(0), Some(0)),
            "{fen}"
        );
        for (_, child) in tables.probe_moves(&position).unwrap() {
            assert_eq!(child.wdl, 0, "{fen}");
        }
    }
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "no file written"
    );
    let kqvk = Position::from_fen("8/8/8/8/8/2k5/8/3QK3 b - - 0 1").unwrap();
    match tables.probe(&kqvk) {
        Err(TablebaseError::File(error)) => {
            assert!(error.kind.is_not_found(), "{error}");
            assert!(error.to_string().contains("KQvK.a1h8tb"), "{error}");
        }
        other => panic!("{other:?}"),
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_generation_still_writes_trivial_endings() {
    let dir = empty("generate");
    let mut tables = Tablebase::new(Position::starting(), &dir);
    tables
        .generate(&["KNvK".parse::<Material>().unwrap()], |_| {})
        .unwrap();
    assert!(dir.join("KNvK.a1h8tb").is_file());
    std::fs::remove_dir_all(&dir).unwrap();
}
