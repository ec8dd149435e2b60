//! Standard algebraic notation: every legal move of thousands of positions
//! (random playouts from the perft suite) is written and read back to
//! itself; known positions give known SAN (disambiguation, promotions,
//! castling, check and mate, en passant); the variants `from_san` accepts;
//! its errors with their messages.

mod common;

use a1h8::{
    Bitboard, CastlingSide, CheckMark, Move, MoveKind, PieceKind, Position, SanError, SanIntent,
    Square,
};

/// Positions with ambiguities, promotions, castling and en passant, beside
/// the suite's.
const EXTRA: [&str; 6] = [
    "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
    "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
    "5r1k/4P3/8/8/8/8/8/K7 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
];

use common::Playout as Rng;

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// `playouts` random games of up to `plies` plies from the suite's
/// positions and [`EXTRA`], every position on the way.
fn random_positions(playouts: usize, plies: usize) -> Vec<Position> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut reached = Vec::new();
    for start in common::playout_starts(&EXTRA) {
        for _ in 0..playouts {
            let mut position = start;
            for _ in 0..plies {
                reached.push(position);
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }
    reached
}

#[test]
fn every_legal_move_round_trips() {
    let positions = random_positions(40, 120);
    assert!(positions.len() > 5_000, "{} positions", positions.len());
    let (mut moves, mut checks, mut mates, mut disambiguated) = (0, 0, 0, 0);
    for position in &positions {
        let legal = position.legal_moves();
        for &mv in &legal {
            let san = position.san(mv);
            let text = san.as_str();
            assert!((2..=7).contains(&text.len()), "{text} in {position}");
            assert_eq!(san.to_string(), text);
            assert_eq!(
                Move::from_san(position, text),
                Ok(mv),
                "{text} ({mv}) in {position}"
            );
            // The mark, against the position after the move.
            let after = position.play_unchecked(mv);
            let mark = match (after.is_check(), after.legal_moves().is_empty()) {
                (false, _) => None,
                (true, false) => Some(CheckMark::Check),
                (true, true) => Some(CheckMark::Mate),
            };
            assert_eq!(san.check_mark(), mark, "{text} in {position}");
            // Without the mark, it still reads back.
            let bare = text.trim_end_matches(['+', '#']);
            assert_eq!(
                Move::from_san(position, bare),
                Ok(mv),
                "{bare} in {position}"
            );
            moves += 1;
            checks += usize::from(mark == Some(CheckMark::Check));
            mates += usize::from(mark == Some(CheckMark::Mate));
            let piece = text.starts_with(['N', 'B', 'R', 'Q']);
            disambiguated += usize::from(piece && bare.len() - usize::from(bare.contains('x')) > 3);
        }
        // Distinct moves have distinct SAN.
        let mut texts: Vec<String> = legal
            .iter()
            .map(|&mv| position.san(mv).to_string())
            .collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), legal.len(), "{position}");
    }
    eprintln!(
        "{} positions, {moves} moves, {checks} checks, {mates} mates, {disambiguated} disambiguated",
        positions.len()
    );
    assert!(moves > 100_000, "{moves} moves");
    assert!(
        checks > 1_000 && mates > 10 && disambiguated > 100,
        "{checks} {mates} {disambiguated}"
    );
}

/// `(uci, san)` pairs in `fen`.
fn golden(fen: &str, pairs: &[(&str, &str)]) {
    let position = position(fen);
    for &(uci, san) in pairs {
        let mv = Move::from_uci(&position, uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
        assert_eq!(position.san(mv), san, "{uci} in {fen}");
        assert_eq!(Move::from_san(&position, san), Ok(mv), "{san} in {fen}");
    }
}

#[test]
fn disambiguation_by_file_rank_and_both() {
    // By file: knights on b1 and f3 reach d2; the king goes there too.
    golden(
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
        &[
            ("b1d2", "Nbd2"),
            ("f3d2", "Nfd2"),
            ("e1d2", "Kd2"),
            ("f3e5", "Ne5"),
        ],
    );
    // By rank: rooks on a1 and a5 reach a3.
    golden(
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1",
        &[("a1a3", "R1a3"), ("a5a3", "R5a3"), ("a5b5", "Rb5")],
    );
    // Three queens reach b2: a1 shares its file with a3 and its rank
    // with c1, so it needs both.
    golden(
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
        &[("a1b2", "Qa1b2"), ("c1b2", "Qcb2"), ("a3b2", "Q3b2")],
    );
    // Only legal moves count: pinned, the knight on d2 cannot go to f3.
    golden(
        "4k3/8/8/8/8/8/3N3N/3K4 w - - 0 1",
        &[("d2f3", "Ndf3"), ("h2f3", "Nhf3"), ("h2g4", "Ng4")],
    );
    golden("4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", &[("g1f3", "Nf3")]);
}

#[test]
fn promotions_with_and_without_capture_and_check() {
    golden(
        "5r1k/4P3/8/8/8/8/8/K7 w - - 0 1",
        &[
            ("e7e8q", "e8=Q"),
            ("e7e8n", "e8=N"),
            ("e7f8q", "exf8=Q+"),
            ("e7f8r", "exf8=R+"),
            ("e7f8b", "exf8=B"),
            ("e7f8n", "exf8=N"),
        ],
    );
    // Two pawns take on b8: each is named by its file; mate by the queen.
    golden(
        "1r5k/P1P3pp/8/8/8/8/8/K7 w - - 0 1",
        &[
            ("a7b8q", "axb8=Q#"),
            ("c7b8q", "cxb8=Q#"),
            ("c7c8q", "c8=Q+"),
        ],
    );
}

#[test]
fn castling_check_mate_and_en_passant() {
    golden(
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        &[("e1g1", "O-O+"), ("h1h8", "Rh8+")],
    );
    golden(
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        &[("e1c1", "O-O-O+"), ("e1f2", "Kf2")],
    );
    golden(
        "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1",
        &[
            ("e8g8", "O-O"),
            ("e8c8", "O-O-O"),
            ("a8a1", "Ra1+"),
            ("h8h1", "Rh1+"),
        ],
    );
    golden(
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2",
        &[("d8h4", "Qh4#"), ("f8c5", "Bc5")],
    );
    golden("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &[("a1a8", "Ra8#")]);
    golden(
        "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        &[("e5d6", "exd6"), ("e1e2", "Ke2"), ("d2d4", "d4")],
    );
    golden(
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
        &[("d4e3", "dxe3"), ("d8d5", "Qd5"), ("d4d3", "d3")],
    );
    // Kings take too.
    golden("8/8/8/8/8/8/4p3/4K2k w - - 0 1", &[("e1e2", "Kxe2")]);
}

#[test]
fn accepted_variants() {
    let start = Position::starting();
    let ok = |position: &Position, text: &str, uci: &str| {
        let mv = Move::from_san(position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.to_string(), uci, "{text}");
    };
    for (text, uci) in [
        ("Nf3", "g1f3"),
        ("Ng1f3", "g1f3"),
        ("Ngf3", "g1f3"),
        ("N1f3", "g1f3"),
        ("e2e4", "e2e4"),
        ("e4!", "e2e4"),
        ("e4?", "e2e4"),
        ("e4!!", "e2e4"),
        ("e4??", "e2e4"),
        ("e4!?", "e2e4"),
        ("e4?!", "e2e4"),
    ] {
        ok(&start, text, uci);
    }
    let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (text, uci) in [
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("O-O-O", "e1c1"),
        ("0-0-0", "e1c1"),
        ("Rxa8+", "a1a8"),
        ("Ra8+", "a1a8"),
        ("R:a8+", "a1a8"),
        ("Rxa8+!", "a1a8"),
    ] {
        ok(&castle, text, uci);
    }
    let promote = position("5r1k/4P3/8/8/8/8/8/K7 w - - 0 1");
    for (text, uci) in [
        ("e8=Q", "e7e8q"),
        ("e8Q", "e7e8q"),
        ("e8=q", "e7e8q"),
        ("e8n", "e7e8n"),
        ("exf8=Q+", "e7f8q"),
        ("exf8=Q", "e7f8q"),
        ("ef8Q", "e7f8q"),
    ] {
        ok(&promote, text, uci);
    }
    let en_passant = position("rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    for text in ["exd6", "exd6e.p.", "exd6ep", "ed6", "exd6e.p.!"] {
        ok(&en_passant, text, "e5d6");
    }
}

#[test]
fn errors_say_what_and_where() {
    let start = Position::starting();
    let e4 = |from_file| SanIntent::Move {
        piece: PieceKind::Pawn,
        from_file,
        from_rank: None,
        capture: false,
        to: Square::E4,
        promotion: None,
        en_passant: false,
    };
    let cases: [(&str, SanError, &str); 14] = [
        (
            "",
            SanError::Empty,
            "empty move: expected SAN such as e4, Nf3 or O-O",
        ),
        (
            "Nz3",
            SanError::UnexpectedCharacter {
                column: 2,
                character: 'z',
            },
            "unexpected character 'z' at column 2",
        ),
        (
            "N",
            SanError::Incomplete { column: 2 },
            "incomplete move: more expected at column 2",
        ),
        (
            "Nf",
            SanError::Incomplete { column: 3 },
            "incomplete move: more expected at column 3",
        ),
        (
            "Nd4d",
            SanError::Incomplete { column: 5 },
            "incomplete move: more expected at column 5",
        ),
        (
            "O-O-",
            SanError::Incomplete { column: 5 },
            "incomplete move: more expected at column 5",
        ),
        (
            "e4 ",
            SanError::UnexpectedCharacter {
                column: 3,
                character: ' ',
            },
            "unexpected character ' ' at column 3",
        ),
        (
            "e9",
            SanError::UnexpectedCharacter {
                column: 2,
                character: '9',
            },
            "unexpected character '9' at column 2",
        ),
        (
            "Nxxd4",
            SanError::UnexpectedCharacter {
                column: 3,
                character: 'x',
            },
            "unexpected character 'x' at column 3",
        ),
        (
            "Bb5k",
            SanError::UnexpectedCharacter {
                column: 4,
                character: 'k',
            },
            "unexpected character 'k' at column 4",
        ),
        (
            "e4+",
            SanError::WrongCheckMark {
                intent: e4(None),
                written: CheckMark::Check,
                actual: None,
            },
            "e4 is marked '+' but gives no check",
        ),
        (
            "de4",
            SanError::IllegalMove {
                intent: e4(Some(a1h8::File::D)),
            },
            "no legal move matches de4",
        ),
        (
            "O-O",
            SanError::IllegalMove {
                intent: SanIntent::Castling(CastlingSide::KingSide),
            },
            "no legal move matches O-O",
        ),
        (
            "e4\u{e9}",
            SanError::UnexpectedCharacter {
                column: 3,
                character: '\u{e9}',
            },
            "unexpected character '\u{e9}' at column 3",
        ),
    ];
    for (text, error, message) in cases {
        assert_eq!(Move::from_san(&start, text), Err(error), "{text:?}");
        assert_eq!(error.to_string(), message, "{text:?}");
    }

    let knights = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    let error = Move::from_san(&knights, "Nd2").unwrap_err();
    assert!(matches!(
        error,
        SanError::Ambiguous { candidates, .. }
            if candidates == Bitboard::EMPTY.with(Square::B1).with(Square::F3)
    ));
    assert_eq!(
        error.to_string(),
        "Nd2 is ambiguous: it can be played from b1 or f3"
    );
    let queens = position("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    assert_eq!(
        Move::from_san(&queens, "Qb2").unwrap_err().to_string(),
        "Qb2 is ambiguous: it can be played from a1, c1 or a3"
    );
    assert_eq!(
        Move::from_san(&queens, "Qab2").unwrap_err().to_string(),
        "Qab2 is ambiguous: it can be played from a1 or a3"
    );

    let promote = position("5r1k/4P3/8/8/8/8/8/K7 w - - 0 1");
    for (text, message) in [
        ("e8", "e8 reaches the last rank: add the piece, as in e8=Q"),
        (
            "exf8",
            "exf8 reaches the last rank: add the piece, as in exf8=Q",
        ),
        ("e8=", "incomplete move: more expected at column 4"),
        ("e8=K", "unexpected character 'K' at column 4"),
        ("e8=Q+", "e8=Q is marked '+' but gives no check"),
        ("exf8=Q#", "exf8=Q is marked '#' but does not mate"),
        ("Ke8=Q", "no legal move matches Ke8=Q"),
    ] {
        assert_eq!(
            Move::from_san(&promote, text).unwrap_err().to_string(),
            message,
            "{text:?}"
        );
    }
    let en_passant = position("rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    assert_eq!(
        Move::from_san(&en_passant, "exd6e.p.")
            .unwrap_err()
            .to_string(),
        "no legal move matches exd6 e.p."
    );
    assert_eq!(
        Move::from_san(&en_passant, "Nf3e.p.")
            .unwrap_err()
            .to_string(),
        "unexpected character 'e' at column 4"
    );
    assert_eq!(
        Move::from_san(&en_passant, "exd6e.x")
            .unwrap_err()
            .to_string(),
        "unexpected character 'x' at column 7"
    );
}

#[test]
fn san_of_any_move_never_panics() {
    let kinds = [
        MoveKind::Normal,
        MoveKind::DoubleStep,
        MoveKind::EnPassant,
        MoveKind::Castling,
    ];
    for fen in EXTRA {
        let position = position(fen);
        for from in common::all_squares() {
            for to in common::all_squares() {
                let moves = kinds
                    .map(|kind| Move::new(from, to, kind))
                    .into_iter()
                    .chain([Move::with_promotion(from, to, PieceKind::Queen)]);
                for mv in moves {
                    let san = position.san(mv);
                    assert!(san.as_str().len() <= 8, "{mv:?} in {fen}");
                    if !position.legal_moves().contains(&mv) {
                        assert_eq!(san.check_mark(), None, "{mv:?} in {fen}");
                    }
                }
            }
        }
    }
}
