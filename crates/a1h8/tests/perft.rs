//! Perft against the published counts of `shared/perft/standard.epd`
//! (beside the checkout, always there in CI).
//!
//! The default run stops each position at the first depth whose count
//! passes [`DEFAULT_LIMIT`] leaves (0.2 s in release mode); the
//! full suite, every depth of every position (about a second), is the
//! ignored test:
//!
//! ```text
//! cargo test -p a1h8 --release --test perft -- --ignored
//! ```

mod common;

use a1h8::{Position, divide, perft};

/// The largest count the default run checks.
const DEFAULT_LIMIT: u64 = 20_000_000;

fn run(limit: u64) {
    let Some(cases) = common::perft_suite() else {
        return;
    };
    for case in cases {
        let position = Position::from_fen(&case.fen).unwrap();
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= limit) {
            let start = std::time::Instant::now();
            let found = perft(&position, depth);
            eprintln!(
                "{} depth {depth}: {found} in {:.2?}",
                case.fen,
                start.elapsed()
            );
            assert_eq!(found, expected, "{} at depth {depth}", case.fen);
        }
    }
}

#[test]
fn standard_suite_to_twenty_million_leaves() {
    run(DEFAULT_LIMIT);
}

#[test]
#[ignore = "about a second in release mode, minutes unoptimized: cargo test -p a1h8 --release --test perft -- --ignored"]
fn standard_suite_every_depth() {
    run(u64::MAX);
}

#[test]
fn divide_sums_to_perft() {
    let kiwipete =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .unwrap();
    let mut moves = 0;
    let total = divide(&kiwipete, 3, |mv, count| {
        moves += 1;
        assert_eq!(count, perft(&kiwipete.play(mv), 2), "{mv}");
    });
    assert_eq!(moves, 48);
    assert_eq!(total, 97_862);
    assert_eq!(divide(&kiwipete, 0, |_, _| panic!("no move at depth 0")), 1);
}

/// Positions known for tripping move generators: en passant out of a
/// horizontal pin, under a check, castling through attacks, promotions.
/// Counts cross-checked with the published tables (chessprogramming wiki's
/// "Perft Results" and its talkchess collection).
#[test]
fn tricky_positions() {
    let cases: [(&str, u32, u64); 10] = [
        // En passant would expose the king along the fifth rank.
        ("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", 1, 6),
        ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1_134_888),
        // En passant captures the checking pawn.
        ("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 1, 9),
        // Castling rights lost by a rook captured.
        ("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1_274_206),
        ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1_720_476),
        // Promotions, and under-promotions giving check.
        ("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3_821_001),
        ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217_342),
        ("8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92_683),
        // Discovered check and stalemate.
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661_072),
        ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1_440_467),
    ];
    for (fen, depth, expected) in cases {
        let position = Position::from_fen(fen).unwrap();
        assert_eq!(perft(&position, depth), expected, "{fen} at depth {depth}");
    }
}

#[test]
fn perft_lines_say_what_is_wrong_and_where() {
    use a1h8::epd::{EpdError, PerftLine};
    assert_eq!(PerftLine::parse(" ;D1 20"), Err(EpdError::MissingFen));
    let errors = |line: &str| -> Vec<EpdError> {
        PerftLine::parse(line)
            .unwrap()
            .counts()
            .filter_map(Result::err)
            .collect()
    };
    assert_eq!(errors("8/8 w - - ;D1 20 ;D2 400"), []);
    assert_eq!(errors("fen ;X1 20"), [EpdError::BadCount { column: 6 }]);
    assert_eq!(errors("fen ;D0 20"), [EpdError::BadDepth { column: 7 }]);
    assert_eq!(
        errors("fen ;D1 20 ;D2 many"),
        [EpdError::BadNumber { column: 16 }]
    );
    assert_eq!(
        EpdError::BadNumber { column: 16 }.to_string(),
        "expected a count (a whole number) at column 16"
    );
}

#[test]
fn the_hash_table_gives_the_same_counts() {
    use a1h8::{PerftEntry, PerftTable, perft_hashed};
    let Some(suite) = common::perft_suite() else {
        return;
    };
    // A small table, so that slots are reused and replaced often.
    let mut entries = vec![PerftEntry::default(); 4099];
    for case in &suite {
        let position = Position::from_fen(&case.fen).unwrap();
        for &(depth, expected) in &case.counts {
            if expected > 5_000_000 {
                continue;
            }
            let mut table = PerftTable::new(&mut entries);
            assert_eq!(
                perft_hashed(&position, depth, &mut table),
                expected,
                "{}",
                case.fen
            );
        }
    }
    // No table at all is no table.
    let mut none = PerftTable::new(&mut []);
    assert_eq!(perft_hashed(&Position::starting(), 3, &mut none), 8_902);
}
