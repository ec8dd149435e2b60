//! The Syzygy reader against python-chess's probing of the same files (a
//! sample written by `scripts/syzygy_samples.py`), and against a1h8's own
//! tables on every position of the endings.

use std::path::{Path, PathBuf};

use a1h8::Position;
use a1h8_tablebase::Syzygy;

fn syzygy_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syzygy")
}

#[test]
fn probes_agree_with_python_chess_on_its_sample() {
    let tables = Syzygy::open(&syzygy_dir()).expect("the test files");
    let sample = include_str!("data/syzygy-samples.tsv");
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in sample.lines().skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let position = Position::from_fen(fields[0]).expect("a FEN");
        let wdl: i8 = fields[1].parse().expect("WDL");
        let dtz: i32 = fields[2].parse().expect("DTZ");
        let got = (
            tables.probe_wdl(&position).expect("WDL probe"),
            tables.probe_dtz(&position).expect("DTZ probe"),
        );
        if got != (wdl, dtz) {
            wrong.push(format!(
                "{}: python-chess {wdl} {dtz}, a1h8 {got:?}",
                fields[0]
            ));
        }
        checked += 1;
    }
    assert!(checked > 2000, "{checked}");
    assert!(
        wrong.is_empty(),
        "{} of {checked} differ:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(20)].join("\n")
    );
}
