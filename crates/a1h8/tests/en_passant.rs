//! The en passant square is kept only when a legal en passant capture can
//! use it (issue 18, point 12): after a double step, when reading FEN, in
//! FEN written, in equality and in the Zobrist hash; for chess and for the
//! variants. python-chess and shakmaty write FEN the same way.

mod common;

use std::collections::{HashMap, HashSet};

use a1h8::variant::{CAPABLANCA, CHANCELLOR, CHESS, Variant, VariantMove, VariantPosition};
use a1h8::{MoveKind, Position, Square, for_each_position_at};

/// A double step beside a pawn pinned on a diagonal: e5 cannot leave the
/// a1-h8 diagonal, which the bishop on g7 holds against the king on a1.
const DIAGONAL_PIN: &str = "4k3/3p2b1/8/4P3/8/8/8/K7 b - - 0 1";
/// The rank case: b5 takes c5 en passant, both pawns leave the fifth rank
/// and the rook on h5 sees the king on a5. Neither pawn alone is pinned.
const RANK_PIN: &str = "8/2p5/8/KP5r/8/8/8/7k b - - 0 1";
/// The double step uncovers the bishop on c8 against the king on h3; the
/// en passant capture does not block the check.
const STAYS_IN_CHECK: &str = "2b1k3/3p4/8/4P3/8/7K/8/8 b - - 0 1";

/// The FEN after `d7d5` (`c7c5` for the rank pin) of each case.
const AFTER: [(&str, &str, &str); 3] = [
    (DIAGONAL_PIN, "d7d5", "4k3/6b1/8/3pP3/8/8/8/K7 w - - 0 2"),
    (RANK_PIN, "c7c5", "8/8/8/KPp4r/8/8/8/7k w - - 0 2"),
    (STAYS_IN_CHECK, "d7d5", "2b1k3/8/8/3pP3/8/7K/8/8 w - - 0 2"),
];

/// The square a FEN's fourth field would give after the double step.
fn passed_square(uci: &str) -> &str {
    match uci {
        "d7d5" => "d6",
        _ => "c6",
    }
}

/// The FEN `fen` with `square` in its en passant field.
fn with_square(fen: &str, square: &str) -> String {
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[3] = square;
    fields.join(" ")
}

#[test]
fn no_square_after_a_double_step_whose_capture_is_illegal() {
    for (fen, uci, expected) in AFTER {
        let after = common::play(fen, &[uci]);
        assert_eq!(after.to_string(), expected, "{fen} {uci}");
        assert_eq!(after.en_passant(), None, "{fen} {uci}");
        assert!(
            after
                .legal_moves()
                .iter()
                .all(|mv| mv.kind() != MoveKind::EnPassant)
        );
        assert_eq!(after.zobrist(), after.zobrist_from_scratch(), "{fen} {uci}");
    }
}

#[test]
fn a_fen_square_no_capture_can_use_is_dropped() {
    for (fen, uci, expected) in AFTER {
        let played = common::play(fen, &[uci]);
        // The FEN python-chess writes with en_passant="fen": the square of
        // every double step. Still valid, and read as the played position.
        let given = with_square(expected, passed_square(uci));
        let read = Position::from_fen(&given).unwrap_or_else(|e| panic!("{given}: {e}"));
        assert_eq!(read, played, "{given}");
        assert_eq!(read.zobrist(), played.zobrist(), "{given}");
        assert_eq!(read.zobrist(), read.zobrist_from_scratch(), "{given}");
        assert_eq!(read.en_passant(), None, "{given}");
        assert_eq!(read.to_string(), expected);
        // `Position::new` is where FEN reading ends: the same rule.
        let built = Position::new(
            *read.board(),
            read.turn(),
            read.castling(),
            Some(passed_square(uci).parse().unwrap()),
            0,
            2,
        )
        .unwrap();
        assert_eq!(built, played);
    }
    // With no enemy pawn near at all, as after 1. e4.
    let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let read = Position::from_fen(e4).unwrap();
    assert_eq!(read, common::play_from(Position::starting(), &["e2e4"]));
    assert_eq!(read.to_string(), e4.replace(" e3 ", " - "));
}

#[test]
fn a_square_a_legal_capture_can_use_is_kept() {
    let cases = [
        // The e5 pawn takes d6.
        (
            "rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            "d7d5",
            "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        ),
        // The rank case with the rook gone: b5 takes c6.
        (
            "8/2p5/8/KP6/8/8/8/7k b - - 0 1",
            "c7c5",
            "8/8/8/KPp5/8/8/8/7k w - c6 0 2",
        ),
        // The pawn that moved gives check; taking it en passant answers it.
        (
            "8/8/8/2k5/4p3/8/3P4/4K3 w - - 0 1",
            "d2d4",
            "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        ),
        // Two takers: d5 is pinned by the bishop on c4 against the king
        // on f7, b5 is free.
        (
            "8/2p2K2/8/1P1P4/2b5/8/8/k7 b - - 0 1",
            "c7c5",
            "8/5K2/8/1PpP4/2b5/8/8/k7 w - c6 0 2",
        ),
    ];
    for (fen, uci, expected) in cases {
        let after = common::play(fen, &[uci]);
        assert_eq!(after.to_string(), expected, "{fen} {uci}");
        assert!(after.en_passant().is_some());
        assert!(
            after
                .legal_moves()
                .iter()
                .any(|mv| mv.kind() == MoveKind::EnPassant)
        );
        let read = Position::from_fen(expected).unwrap();
        assert_eq!(read, after);
        assert_eq!(read.zobrist(), after.zobrist());
    }
}

#[test]
fn move_orders_through_an_unusable_square_transpose() {
    // Black's pawn reaches c5 in two single steps, or in a double step
    // whose en passant capture the rook on h5 forbids; the white rook
    // takes one move or two, the black king none or two.
    let start = "7k/2p5/8/KP5r/8/8/8/6R1 b - - 0 1";
    let singles = common::play(start, &["c7c6", "g1g3", "c6c5"]);
    let double = common::play(start, &["h8h7", "g1g2", "h7h8", "g2g3", "c7c5"]);
    assert_eq!(singles.without_clocks(), double.without_clocks());
    assert_eq!(singles.zobrist(), double.zobrist());
    assert_eq!(
        singles.fen_without_clocks().to_string(),
        double.fen_without_clocks().to_string()
    );
    // The split machinery's grouping: by `without_clocks`, as `a1h8 perft
    // split` does. Two plies from the position before the last move of each
    // order reach the same unit.
    let mut units: HashMap<Position, u64> = HashMap::new();
    for before in [
        common::play(start, &["c7c6", "g1g3"]),
        common::play(start, &["h8h7", "g1g2", "h7h8", "g2g3"]),
    ] {
        for_each_position_at(&before, 1, |position| {
            *units.entry(position.without_clocks()).or_default() += 1;
        });
    }
    assert_eq!(units[&singles.without_clocks()], 2);
    let hashes: HashSet<u64> = units.keys().map(Position::zobrist).collect();
    assert_eq!(hashes.len(), units.len());
}

/// Every position within `depth` plies of `position`.
fn walk(position: Position, depth: u32, each: &mut impl FnMut(&Position)) {
    each(&position);
    if depth > 0 {
        for mv in position.legal_moves() {
            walk(position.play_unchecked(mv), depth - 1, each);
        }
    }
}

#[test]
fn a_square_is_set_exactly_when_an_en_passant_move_is_legal() {
    let mut starts = common::playout_starts(&[
        DIAGONAL_PIN,
        RANK_PIN,
        STAYS_IN_CHECK,
        "8/8/3k4/8/2pPp3/8/4K3/8 b - d3 0 1",
        "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ]);
    starts.truncate(16);
    let (mut with_square, mut dropped) = (0, 0);
    for start in starts {
        walk(start, 3, &mut |position| {
            let takes = position
                .legal_moves()
                .iter()
                .any(|mv| mv.kind() == MoveKind::EnPassant);
            assert_eq!(position.en_passant().is_some(), takes, "{position}");
            with_square += usize::from(takes);
            // Read back from its FEN: the same position, the same hash.
            let fen = position.to_string();
            let read = Position::from_fen(&fen).unwrap();
            assert_eq!(read, *position, "{fen}");
            assert_eq!(read.zobrist(), position.zobrist(), "{fen}");
            // With the square of a double step written in where the FEN
            // has none: dropped again if no capture can use it, so the
            // same position and hash; kept only with a legal capture.
            if let Some(square) = forced_square(position) {
                let forced = with_square_of(&fen, square);
                if let Ok(again) = Position::from_fen(&forced) {
                    let takes = again
                        .legal_moves()
                        .iter()
                        .any(|mv| mv.kind() == MoveKind::EnPassant);
                    assert_eq!(again.en_passant().is_some(), takes, "{forced}");
                    if !takes {
                        dropped += 1;
                        assert_eq!(again, *position, "{forced}");
                        assert_eq!(again.zobrist(), position.zobrist(), "{forced}");
                        assert_eq!(again.to_string(), fen);
                    }
                }
            }
        });
    }
    assert!(with_square > 100, "{with_square}");
    assert!(dropped > 100, "{dropped}");
}

/// The square behind a pawn of the side not to move on its fourth rank
/// with its start and passed squares empty: a square the FEN's fourth
/// field may name.
fn forced_square(position: &Position) -> Option<Square> {
    let fen = position.to_string();
    if fen.split(' ').nth(3) != Some("-") {
        return None;
    }
    let white = position.turn() == a1h8::Color::White;
    let (pawn_rank, passed_rank) = if white { (4, 5) } else { (3, 2) };
    let board = position.board();
    Square::ALL.into_iter().find(|square| {
        let (file, rank) = (square.file().index(), square.rank().index());
        if rank != passed_rank {
            return false;
        }
        let at = |r: usize| Square::ALL[r * 8 + file];
        let them = if white {
            a1h8::Color::Black
        } else {
            a1h8::Color::White
        };
        let origin = if white { 6 } else { 1 };
        board.piece_at(at(pawn_rank)) == Some(a1h8::Piece::new(them, a1h8::PieceKind::Pawn))
            && board.piece_at(at(passed_rank)).is_none()
            && board.piece_at(at(origin)).is_none()
    })
}

/// `fen` with `square` as its en passant field.
fn with_square_of(fen: &str, square: Square) -> String {
    with_square(fen, &square.to_string())
}

/// A diagonal pin on Chancellor chess's 9x9 board.
const CHANCELLOR_PIN: &str = "k8/3p2b2/9/4P4/9/9/1K7/9/9 b - - 0 1";

/// `position` after the UCI moves `moves`.
fn play_variant<'v>(position: VariantPosition<'v>, moves: &[&str]) -> VariantPosition<'v> {
    moves.iter().fold(position, |position, uci| {
        let mv = VariantMove::from_uci(&position, uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
        position.play_unchecked(mv)
    })
}

#[test]
fn variants_keep_a_square_only_for_a_legal_capture() {
    let cases: [(&Variant<'_>, &str, &str, &str, &str); 4] = [
        // Capablanca (10x8, a 128-bit board): the rank case.
        (
            &CAPABLANCA,
            "9k/2p7/10/KP6r1/10/10/10/10 b - - 0 1",
            "c7c5",
            "9k/10/10/KPp5r1/10/10/10/10 w - - 0 2",
            "c6",
        ),
        // Chancellor chess (9x9, Black's double step from the eighth rank
        // to the sixth): e6 pinned by the bishop on g8 against the king on
        // b3.
        (
            &CHANCELLOR,
            CHANCELLOR_PIN,
            "d8d6",
            "k8/6b2/9/3pP4/9/9/1K7/9/9 w - - 0 2",
            "d7",
        ),
        // Chess as a variant (64 squares): the check not answered.
        (
            &CHESS,
            STAYS_IN_CHECK,
            "d7d5",
            "2b1k3/8/8/3pP3/8/7K/8/8 w - - 0 2",
            "d6",
        ),
        (
            &CHESS,
            RANK_PIN,
            "c7c5",
            "8/8/8/KPp4r/8/8/8/7k w - - 0 2",
            "c6",
        ),
    ];
    for (variant, fen, uci, expected, square) in cases {
        let start = VariantPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{e}"));
        let after = play_variant(start, &[uci]);
        assert_eq!(after.to_string(), expected, "{fen} {uci}");
        assert_eq!(after.en_passant(), None);
        let given = with_square(expected, square);
        let read = VariantPosition::from_fen(variant, &given).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read, after, "{given}");
        assert_eq!(read.to_string(), expected);
    }
    // A usable square stays, played or read.
    let start = VariantPosition::start(&CAPABLANCA).unwrap();
    let after = play_variant(start, &["e2e4", "d7d5", "e4e5", "f7f5"]);
    let fen = "rnabqkbcnr/ppp1p1pppp/10/3pPp4/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq f6 0 3";
    assert_eq!(after.to_string(), fen);
    assert_eq!(VariantPosition::from_fen(&CAPABLANCA, fen).unwrap(), after);
}

#[test]
fn variant_square_is_set_exactly_when_an_en_passant_move_is_legal() {
    fn walk<'v>(position: VariantPosition<'v>, depth: u32, seen: &mut (usize, usize)) {
        let takes = position
            .legal_moves()
            .iter()
            .any(|mv| mv.kind() == MoveKind::EnPassant);
        assert_eq!(position.en_passant().is_some(), takes, "{position}");
        seen.0 += usize::from(takes);
        seen.1 += 1;
        let read = VariantPosition::from_fen(position.variant(), &position.to_string()).unwrap();
        assert_eq!(read, position);
        if depth > 0 {
            for &mv in position.legal_moves().iter() {
                walk(position.play_unchecked(mv), depth - 1, seen);
            }
        }
    }
    let mut seen = (0, 0);
    for (variant, fen) in [
        (
            &CAPABLANCA,
            "4k5/pppppppppp/10/10/10/10/PPPPPPPPPP/4K5 w - - 0 1",
        ),
        (&CAPABLANCA, "9k/2p7/10/KP6r1/10/10/10/10 b - - 0 1"),
        (&CHANCELLOR, CHANCELLOR_PIN),
        (
            &CHANCELLOR,
            "4k4/ppppppppp/9/9/9/9/9/PPPPPPPPP/4K4 w - - 0 1",
        ),
    ] {
        let start = VariantPosition::from_fen(variant, fen).unwrap();
        walk(start, 4, &mut seen);
    }
    assert!(seen.0 > 100, "{seen:?}");
}
