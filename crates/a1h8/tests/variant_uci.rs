//! Variant moves in UCI notation as Fairy-Stockfish writes them, castling
//! above all: by one square it is written king-takes-rook (`h1j1`), since
//! the usual form would be that of a king step; a king that stays is
//! written to its own square (`g1g1`). Both forms read. Every legal move
//! of the variant suites' positions, their children and random playouts
//! (built-in variants, and sections of `variants.ini` that castle by one
//! square from the start) has a UCI of its own, which reads back to it
//! and plays to the same position.
//!
//! Expected moves, positions and counts are Fairy-Stockfish's, from its
//! Python binding pyffish 0.0.90 (`legal_moves`, `get_fen`, and perft by
//! recursion over `legal_moves`).

mod common;

use std::collections::BTreeMap;

use a1h8::MoveKind;
use a1h8::epd::PerftLine;
use a1h8::variant::{CAPABLANCA, CHESS, Variant, VariantMove, VariantPosition, perft};

/// Castling one square each way in chess (to the f- and d-files), and king
/// side to the left in Capablanca chess (the king of h1 to g1).
const SECTIONS: &str = "[kf:chess]\ncastlingKingsideFile = f\ncastlingQueensideFile = d\n\
                        [kg:capablanca]\ncastlingKingsideFile = g\n";

fn section(name: &str) -> Variant<'static> {
    Variant::from_ini(SECTIONS, name).unwrap_or_else(|error| panic!("[{name}]: {error}"))
}

fn position<'a>(variant: &'a Variant<'a>, fen: &str) -> VariantPosition<'a> {
    VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves' UCI, sorted.
fn ucis(position: &VariantPosition<'_>) -> Vec<String> {
    let variant = position.variant();
    let mut moves: Vec<String> = (position.legal_moves().iter())
        .map(|mv| mv.uci(variant).to_string())
        .collect();
    moves.sort();
    moves
}

/// The position after the move written `uci`.
fn after<'a>(position: &VariantPosition<'a>, uci: &str) -> VariantPosition<'a> {
    let mv = VariantMove::from_uci(position, uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
    position.play_unchecked(mv)
}

#[test]
fn castling_by_one_square_is_written_king_takes_rook() {
    let start = position(&CAPABLANCA, "r3k4r/10/10/10/10/10/10/R6K1R w K - 0 1");
    let moves = ucis(&start);
    let from_h1: Vec<&str> = (moves.iter().map(String::as_str))
        .filter(|uci| uci.starts_with("h1"))
        .collect();
    assert_eq!(from_h1, ["h1g1", "h1g2", "h1h2", "h1i1", "h1i2", "h1j1"]);
    assert_eq!(moves.len(), 27);
    // The king step, and castling: the king to i1, the rook to h1.
    assert_eq!(
        after(&start, "h1i1").to_string(),
        "r3k4r/10/10/10/10/10/10/R7KR b - - 1 1"
    );
    let castled = "r3k4r/10/10/10/10/10/10/R6RK1 b - - 1 1";
    assert_eq!(after(&start, "h1j1").to_string(), castled);
    let castling = VariantMove::from_uci(&start, "h1j1").unwrap();
    assert_eq!(castling.kind(), MoveKind::Castling);
    assert_eq!(castling.to(CAPABLANCA.size()).to_string(), "i1");
    assert_eq!(castling.castling_rook_index(), Some(9));
    for (depth, count) in [(1, 27), (2, 582), (3, 15_091)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
}

#[test]
fn castling_where_the_king_stays_is_written_to_its_own_square() {
    let start = position(&CHESS, "4k3/8/8/8/8/8/8/6KR w K - 0 1");
    assert_eq!(
        ucis(&start),
        [
            "g1f1", "g1f2", "g1g1", "g1g2", "g1h2", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7",
            "h1h8"
        ]
    );
    let castled = "4k3/8/8/8/8/8/8/5RK1 b - - 1 1";
    assert_eq!(after(&start, "g1g1").to_string(), castled);
    // King-takes-rook reads too.
    assert_eq!(after(&start, "g1h1").to_string(), castled);
    for (depth, count) in [(1, 12), (2, 53), (3, 948)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
}

#[test]
fn castling_files_one_square_from_the_king() {
    let kf = section("kf");
    let start = position(&kf, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let from_e1: Vec<String> = (ucis(&start).into_iter())
        .filter(|uci| uci.starts_with("e1"))
        .collect();
    assert_eq!(
        from_e1,
        ["e1a1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1h1"]
    );
    assert_eq!(
        after(&start, "e1h1").to_string(),
        "r3k2r/8/8/8/8/8/8/R3RK2 b kq - 1 1"
    );
    assert_eq!(
        after(&start, "e1a1").to_string(),
        "r3k2r/8/8/8/8/8/8/3KR2R b kq - 1 1"
    );
    // The usual form is the king step's.
    assert_eq!(
        after(&start, "e1f1").to_string(),
        "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1"
    );
    for (depth, count) in [(1, 26), (2, 532), (3, 12_408)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
    let start = VariantPosition::start(&kf).unwrap();
    for (depth, count) in [(1, 20), (2, 400), (3, 8_902)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }

    // King side to the left: the king of h1 to g1, the rook of j1 to f1.
    let kg = section("kg");
    let start = position(&kg, "r3k4r/10/10/10/10/10/10/R6K1R w KQ - 0 1");
    assert!(ucis(&start).iter().any(|uci| uci == "h1g1"));
    assert_eq!(
        after(&start, "h1j1").to_string(),
        "r3k4r/10/10/10/10/10/10/R4RK3 b - - 1 1"
    );
    for (depth, count) in [(1, 28), (2, 604), (3, 15_631)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
    let start = VariantPosition::start(&kg).unwrap();
    for (depth, count) in [(1, 28), (2, 784), (3, 25_228)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
}

/// Every legal move of `position` has a UCI no other has, which reads
/// back to it and plays to the same position. The number of castling
/// moves seen is added to `castling`.
fn check_distinct(position: &VariantPosition<'_>, castling: &mut usize) {
    let variant = position.variant();
    let mut seen = BTreeMap::new();
    for mv in position.legal_moves().iter().copied() {
        let uci = mv.uci(variant).to_string();
        if let Some(other) = seen.insert(uci.clone(), mv) {
            panic!("{position}: {uci} for {other:?} and {mv:?}");
        }
        let read = VariantMove::from_uci(position, &uci)
            .unwrap_or_else(|e| panic!("{position}: {uci}: {e}"));
        assert_eq!(read, mv, "{position}: {uci}");
        assert_eq!(
            position.play_unchecked(read),
            position.play_unchecked(mv),
            "{position}: {uci}"
        );
        if mv.kind() == MoveKind::Castling {
            *castling += 1;
            // The other form reads to the same castling, unless it is a
            // king step's.
            let size = variant.size();
            let rook = size.square_at(mv.castling_rook_index().unwrap()).unwrap();
            let king_takes_rook = format!("{}{rook}", mv.from(size));
            assert_eq!(VariantMove::from_uci(position, &king_takes_rook), Ok(mv));
        }
    }
}

#[test]
fn every_move_of_the_suites_has_a_distinct_uci_that_plays_back() {
    let mut castling = 0;
    for variant in Variant::BUILT_IN {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/variants")
            .join(format!("{}.epd", variant.name()));
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let line = PerftLine::parse(line).unwrap();
            let position = position(variant, line.fen());
            check_distinct(&position, &mut castling);
            for mv in position.legal_moves().iter().copied() {
                check_distinct(&position.play_unchecked(mv), &mut castling);
            }
        }
    }
    assert!(castling > 100, "{castling} castling moves");
}

#[test]
fn every_move_of_random_playouts_has_a_distinct_uci_that_plays_back() {
    let mut rng = common::Playout(0x0c17_18ca);
    let (kf, kg) = (section("kf"), section("kg"));
    let variants: Vec<&Variant<'_>> = Variant::BUILT_IN
        .iter()
        .copied()
        .chain([&kf, &kg])
        .collect();
    let mut castling = 0;
    for variant in variants {
        let start = VariantPosition::start(variant).unwrap();
        for _ in 0..100 {
            let mut position = start;
            for _ in 0..100 {
                check_distinct(&position, &mut castling);
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Castle when it can, half of the time.
                let castle = moves.iter().find(|mv| mv.kind() == MoveKind::Castling);
                let mv = match castle {
                    Some(&mv) if rng.below(2) == 0 => mv,
                    _ => moves[rng.below(moves.len())],
                };
                position = position.play_unchecked(mv);
            }
        }
    }
    assert!(castling > 400, "{castling} castling moves");
}
