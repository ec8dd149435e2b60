//! Perft against published counts, written once for every game ([`Game`])
//! and run for chess and for the variants: the counts of
//! `tests/data/standard.epd` (beside the checkout, always there in CI) by
//! chess's generator ([`Position`]) and by the variant chess's
//! ([`VariantPosition`]) on the same positions, and Fairy-Stockfish's
//! counts of the variants; every way of counting agreeing with perft in
//! every game; then chess's own (tricky positions, the hash table, EPD
//! lines).
//!
//! The default run stops each position of the suite at the first depth
//! whose count passes [`DEFAULT_LIMIT`] leaves (0.2 s in release mode;
//! [`GENERIC_LIMIT`] for the variant chess); the full suite, every depth
//! of every position (about a second), is the ignored test:
//!
//! ```text
//! cargo test -p a1h8 --release --test perft -- --ignored
//! ```

mod common;

use a1h8::variant::{
    CAPABLANCA, CHANCELLOR, CHESS, EMBASSY, GOTHIC, LOS_ALAMOS, Variant, VariantPosition,
};
use a1h8::{
    Game, PerftError, PerftTable, Position, checked_perft, divide, for_each_position_at, perft,
    perft_hashed, perft_until,
};

/// The largest count of the suite the default run checks.
const DEFAULT_LIMIT: u64 = 20_000_000;

/// The largest count of the suite the variant chess's generator checks.
const GENERIC_LIMIT: u64 = 5_000_000;

/// Each count `(depth, leaves)` of `counts` up to `limit` leaves is
/// `position`'s perft at that depth.
fn counts_are<G: Game>(position: &G, counts: &[(u32, u64)], limit: u64) {
    for &(depth, expected) in counts.iter().filter(|(_, n)| *n <= limit) {
        let start = std::time::Instant::now();
        let found = perft(position, depth);
        let game = std::any::type_name::<G>();
        eprintln!(
            "{game} {position} depth {depth}: {found} in {:.2?}",
            start.elapsed()
        );
        assert_eq!(found, expected, "{game} {position} at depth {depth}");
    }
}

/// The suite by both generators: chess's up to `limit` leaves, the
/// variant chess's (on the same positions, written back the same) up to
/// [`GENERIC_LIMIT`].
fn run(limit: u64) {
    for case in common::perft_suite() {
        let dedicated = Position::from_fen(&case.fen).unwrap();
        let generic = VariantPosition::from_fen(&CHESS, &case.fen).unwrap();
        assert_eq!(generic.to_string(), dedicated.to_string());
        counts_are(&dedicated, &case.counts, limit);
        counts_are(&generic, &case.counts, GENERIC_LIMIT);
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

/// A variant, a position of it (`None` for its start position) and
/// counts `(depth, leaves)` of that position.
type VariantCounts = (
    &'static Variant<'static>,
    Option<&'static str>,
    &'static [(u32, u64)],
);

/// Fairy-Stockfish's counts of the variants.
#[test]
fn variant_counts_are_fairy_stockfish_s() {
    let cases: [VariantCounts; 6] = [
        (&CAPABLANCA, None, &[(4, 805_128)]),
        (&EMBASSY, None, &[(4, 809_539)]),
        (&CHANCELLOR, None, &[(4, 436_656)]),
        (&LOS_ALAMOS, None, &[(5, 191_846)]),
        // A promotion position.
        (
            &LOS_ALAMOS,
            Some("6/2P3/6/1K1k2/6/6 w - - 0 1"),
            &[(6, 187_431)],
        ),
        // Fairy-Stockfish 241126 LB, `go perft` (the gothic start position
        // has no published count).
        (&GOTHIC, None, &[(1, 28), (2, 784), (3, 25_283)]),
    ];
    for (variant, fen, counts) in cases {
        let position = match fen {
            Some(fen) => VariantPosition::from_fen(variant, fen).unwrap(),
            None => VariantPosition::start(variant).unwrap(),
        };
        counts_are(&position, counts, u64::MAX);
    }
}

/// Every way of counting agrees, in any game: each part of divide is the
/// perft of its move's position and they sum to perft; the hashed count
/// (with a small table, whose entries are replaced), the checked and the
/// stoppable count are perft; the split walk reaches perft's number of
/// positions. Written once, run for chess and for every variant.
fn every_count_agrees<G: Game>(position: &G, depth: u32) {
    let expected = perft(position, depth);
    let mut parts = 0;
    let total = divide(position, depth, |mv, count| {
        parts += 1;
        assert_eq!(
            count,
            perft(&position.play_unchecked(mv), depth - 1),
            "{position}: {mv:?}"
        );
    });
    assert_eq!(total, Ok(expected), "{position}");
    assert_eq!(parts, position.legal_moves().len());
    assert_eq!(
        divide(position, 0, |_, _| panic!("no move at depth 0")),
        Ok(1)
    );
    let mut words = vec![0u64; 4 * 61];
    let mut table = PerftTable::new(&mut words);
    assert_eq!(
        perft_hashed(position, depth, &mut table),
        Ok(expected),
        "{position}"
    );
    assert_eq!(checked_perft(position, depth), Ok(expected));
    assert_eq!(perft_until(position, depth, || false), Ok(expected));
    if depth >= 3 {
        assert_eq!(
            perft_until(position, depth, || true),
            Err(PerftError::Stopped)
        );
    }
    assert_eq!(
        for_each_position_at(position, depth - 1, |_| {}),
        perft(position, depth - 1)
    );
}

#[test]
fn every_count_agrees_in_every_game() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ] {
        every_count_agrees(&Position::from_fen(fen).unwrap(), 3);
    }
    // The variant chess on the same positions but the Chess960 one.
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ] {
        every_count_agrees(&VariantPosition::from_fen(&CHESS, fen).unwrap(), 3);
    }
    for variant in Variant::BUILT_IN {
        let start = VariantPosition::start(variant).unwrap();
        every_count_agrees(&start, 3);
    }
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
        counts_are(
            &Position::from_fen(fen).unwrap(),
            &[(depth, expected)],
            u64::MAX,
        );
        counts_are(
            &VariantPosition::from_fen(&CHESS, fen).unwrap(),
            &[(depth, expected)],
            u64::MAX,
        );
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

/// Each count of `counts` up to 5,000,000 leaves is `position`'s hashed
/// count at its depth, in the table of `words` cleared before each.
fn hashed_counts_are<G: Game>(position: &G, counts: &[(u32, u64)], words: &mut [u64]) {
    for &(depth, expected) in counts.iter().filter(|(_, n)| *n <= 5_000_000) {
        words.fill(0);
        let mut table = PerftTable::new(words);
        assert_eq!(
            perft_hashed(position, depth, &mut table),
            Ok(expected),
            "{} {position} at depth {depth}",
            position.game_name()
        );
    }
}

#[test]
fn the_hash_table_gives_the_same_counts() {
    // A small table, so that slots are reused and replaced often.
    let mut words = vec![0u64; 4 * 1031 + 3];
    for case in &common::perft_suite() {
        let dedicated = Position::from_fen(&case.fen).unwrap();
        let generic = VariantPosition::from_fen(&CHESS, &case.fen).unwrap();
        hashed_counts_are(&dedicated, &case.counts, &mut words);
        hashed_counts_are(&generic, &case.counts, &mut words);
    }
    // No table at all is no table.
    let mut none = PerftTable::new(&mut []);
    assert_eq!(perft_hashed(&Position::starting(), 3, &mut none), Ok(8_902));
}

/// Kings alone: the table keeps each position's count at every depth, so
/// a deep count takes a few thousand positions times twenty depths, and
/// agrees with the plain count where that one is quick.
#[test]
fn a_deep_count_of_kings_alone_uses_the_table_at_every_depth() {
    use a1h8::{PerftTable, perft_hashed};
    let kings = Position::from_fen("8/8/8/4k3/8/8/8/4K3 w - - 0 1").unwrap();
    // 64 MiB, as `a1h8 perft --hash 64` gives it.
    let mut words = vec![0u64; 64 << 17];
    for depth in 0..=7 {
        let mut table = PerftTable::new(&mut words);
        assert_eq!(
            perft_hashed(&kings, depth, &mut table),
            Ok(perft(&kings, depth)),
            "depth {depth}"
        );
    }
    // One table for every depth: the counts kept at one depth serve the
    // next.
    words.fill(0);
    let mut table = PerftTable::new(&mut words);
    let counts: Vec<u64> = (0..=20)
        .map(|depth| perft_hashed(&kings, depth, &mut table).unwrap())
        .collect();
    assert_eq!(counts[8], perft(&kings, 8));
    // Each depth multiplies the count by 3 to 8 (a king has 3 to 8 moves).
    for pair in counts.windows(2) {
        assert!(pair[1] >= 3 * pair[0] && pair[1] <= 8 * pair[0], "{pair:?}");
    }
}

#[test]
#[ignore = "about 5 s in release mode: cargo test -p a1h8 --release --test perft -- --ignored (the library's unit test a_sum_past_64_bits_is_an_overflow checks the same at once)"]
fn a_count_that_does_not_fit_in_64_bits_is_an_error() {
    use a1h8::{PerftError, PerftTable, checked_perft, perft_hashed};
    // A queen against a king gives more than 2^64 sequences of 20 plies;
    // the table makes them countable in a few seconds.
    let queen = Position::from_fen("8/8/8/4k3/8/8/8/3QK3 w - - 0 1").unwrap();
    let mut words = vec![0u64; 64 << 17];
    let mut table = PerftTable::new(&mut words);
    assert_eq!(
        perft_hashed(&queen, 20, &mut table),
        Err(PerftError::Overflow)
    );
    assert_eq!(checked_perft(&queen, 3), Ok(perft(&queen, 3)));
    assert_eq!(
        PerftError::Overflow.to_string(),
        "the count does not fit in 64 bits (2^64 - 1 or more)"
    );
}

#[test]
fn epd_depths_stop_where_the_command_line_does() {
    use a1h8::epd::{EpdError, PerftLine};
    use a1h8::{MAX_PERFT_DEPTH, PerftDepthError};
    let line = PerftLine::parse("4k3/8/8/8/8/8/8/4K3 w - - ;D20 5 ;D21 5 ;D255 5").unwrap();
    let counts: Vec<_> = line.counts().collect();
    assert_eq!(counts[0], Ok((MAX_PERFT_DEPTH, 5)));
    let too_deep = |depth| EpdError::TooDeep {
        column: 0,
        error: PerftDepthError::check(depth).unwrap_err(),
    };
    match (counts[1], too_deep(21)) {
        (Err(EpdError::TooDeep { error, .. }), EpdError::TooDeep { error: want, .. }) => {
            assert_eq!(error, want);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(counts[2], Err(EpdError::TooDeep { .. })));
    assert_eq!(
        counts[1].unwrap_err().to_string(),
        "depth 21 is too deep: a perft counts at most 20 plies (column 36)"
    );
}
