//! The Syzygy reader against python-chess's probing of the same files (a
//! sample written by `scripts/syzygy_samples.py`), and against a1h8's own
//! tables on every position of the endings.

use std::path::{Path, PathBuf};

use a1h8::{Color, PieceKind, Position};
use a1h8_tablebase::{Material, Metrics, Syzygy, Tables, generate_with_metrics};

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

/// Compares, on every legal position of each ending of `targets` (and of
/// those they lead into), both sides to move, the Syzygy files' WDL50 and
/// DTZ with a1h8's own tables of WDL50 and DTZ made here: WDL50 equal,
/// DTZ equal or one ply shorter where a file stores moves, not plies (python-chess documents it).
/// Every `stride`-th index of an ending of four pieces or more (of
/// three, every index). Returns the positions compared and how many of
/// them the files round.
fn against_own_tables(targets: &[&str], stride: u64) -> (u64, u64) {
    let game = Position::starting();
    let files = Syzygy::open(&syzygy_dir()).expect("the test files");
    let targets: Vec<Material> = targets.iter().map(|t| t.parse().unwrap()).collect();
    let promotions = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ];
    let metrics: Metrics = "wdl50,dtz".parse().unwrap();
    let mut tables = Tables::new();
    let (mut compared, mut rounded) = (0u64, 0u64);
    for material in Material::with_successors(&targets, &promotions) {
        let table = generate_with_metrics(&game, material, &tables, metrics).unwrap();
        let len = table.indexer().len();
        let threads = 2u64;
        let step = if material.piece_count() > 3 {
            stride * threads
        } else {
            threads
        };
        let results: Vec<Result<(u64, u64), String>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|part| {
                    let (table, files) = (&table, &files);
                    scope.spawn(move || {
                        let (mut compared, mut rounded) = (0u64, 0u64);
                        for turn in [Color::White, Color::Black] {
                            for index in (part..len).step_by(step as usize) {
                                // An index of no legal position (or of one numbered
                                // again) has no values.
                                let (Some(position), Some(own)) = (
                                    table.position(&game, turn, index),
                                    table.values(turn, index),
                                ) else {
                                    continue;
                                };
                                let (wdl50, dtz) = (own.wdl50.unwrap(), own.dtz.unwrap());
                                let probed = (
                                    files.probe_wdl(&position).map_err(|e| e.to_string())?,
                                    files.probe_dtz(&position).map_err(|e| e.to_string())?,
                                );
                                let rounds = probed.1 == dtz - dtz.signum();
                                if probed.0 != wdl50 || (probed.1 != dtz && !rounds) {
                                    return Err(format!(
                                        "{position}: a1h8 {wdl50} {dtz}, Syzygy {} {}",
                                        probed.0, probed.1
                                    ));
                                }
                                compared += 1;
                                rounded += u64::from(rounds);
                            }
                        }
                        Ok((compared, rounded))
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for result in results {
            let (c, r) = result.unwrap_or_else(|e| panic!("{material}: {e}"));
            compared += c;
            rounded += r;
        }
        tables.insert(table);
    }
    (compared, rounded)
}

#[test]
fn probes_agree_with_own_tables_on_every_position_of_small_endings() {
    // Every position of the three-piece endings, and every 17th index of
    // a pawnless four-piece ending of each of Syzygy's two numberings (two
    // kings alone unique; three unique pieces).
    let (compared, _) = against_own_tables(
        &["KQvK", "KRvK", "KBvK", "KNvK", "KPvK", "KNNvK", "KBNvK"],
        17,
    );
    assert!(compared > 300_000, "{compared}");
}

#[test]
#[ignore = "every position of the 35 endings of three and four pieces, 134.7 million: about 17 minutes of two cores"]
fn probes_agree_with_own_tables_on_every_position_of_four_pieces() {
    let all: Vec<String> = std::fs::read_dir(syzygy_dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rtbw").map(str::to_string)
        })
        .collect();
    let targets: Vec<&str> = all.iter().map(String::as_str).collect();
    assert_eq!(targets.len(), 35);
    let (compared, rounded) = against_own_tables(&targets, 1);
    println!("{compared} positions compared, {rounded} of them one ply shorter in the files");
}

#[test]
fn corrupted_headers_are_errors_or_values_never_panics() {
    // Each of the first bytes of a pawnless and a pawn file of each kind
    // changed in turn: a probe of their positions reads the header and a
    // block, and must answer or fail, never panic or read out of the file.
    let dir = std::env::temp_dir().join(format!("a1h8-syzygy-corrupt-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(syzygy_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rtbw" || e == "rtbz") {
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
    }
    let cases = [
        ("KQvKR.rtbw", "4k3/8/8/8/8/8/1Q6/r6K w - - 0 1"),
        ("KQvKR.rtbz", "4k3/8/8/8/8/8/1Q5K/r7 b - - 0 1"),
        ("KRvKP.rtbw", "8/8/8/3k4/8/8/2p5/K6R w - - 0 1"),
        ("KRvKP.rtbz", "8/8/8/3k4/8/8/2p5/K6R b - - 0 1"),
    ];
    let mut errors = 0;
    for (file, fen) in cases {
        let position = Position::from_fen(fen).unwrap();
        let good = std::fs::read(dir.join(file)).unwrap();
        for at in 0..good.len().min(400) {
            for change in [0x5a, 0xff] {
                let mut bad = good.clone();
                bad[at] ^= change;
                std::fs::write(dir.join(file), &bad).unwrap();
                let tables = Syzygy::open(&dir).unwrap();
                errors += usize::from(tables.probe_dtz(&position).is_err());
            }
        }
        std::fs::write(dir.join(file), &good).unwrap();
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(errors > 100, "{errors}");
}
