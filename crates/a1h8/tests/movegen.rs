//! Legal move generation against an independent test of one move at a
//! time, in positions reached by random playouts from the perft suite;
//! making moves; UCI notation.

mod common;

use a1h8::{CastlingRights, CastlingSide, Color, Move, MoveKind, Position, Square, UciError};

/// Positions with something to test beside the suite's: en passant
/// pinned along a rank and under check, promotions, castling.
const EXTRA: [&str; 7] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
];

use common::Playout as Rng;

fn start_positions() -> Vec<Position> {
    common::playout_starts(&EXTRA)
}

/// `playouts` random games of up to `plies` plies from each start
/// position, every position on the way.
fn random_positions(playouts: usize, plies: usize) -> Vec<Position> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut reached = Vec::new();
    for start in start_positions() {
        for _ in 0..playouts {
            let mut position = start;
            for _ in 0..plies {
                reached.push(position);
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.play(moves[rng.below(moves.len())]);
            }
        }
    }
    reached
}

#[test]
fn generated_moves_are_the_moves_is_legal_accepts() {
    let positions = random_positions(40, 50);
    assert!(positions.len() > 3_000, "{} positions", positions.len());
    let every = common::every_move();
    let mut kinds = [0usize; 4];
    for position in &positions {
        let generated = position.legal_moves();
        let mut sorted = generated.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), generated.len(), "a move twice in {position}");
        let accepted: Vec<Move> = every
            .iter()
            .copied()
            .filter(|&mv| position.is_legal(mv))
            .collect();
        let mut accepted_sorted = accepted.clone();
        accepted_sorted.sort();
        assert_eq!(sorted, accepted_sorted, "{position}");
        assert_eq!(position.count_legal_moves(), generated.len() as u64);
        for mv in &generated {
            kinds[mv.kind() as usize] += 1;
        }
    }
    // The playouts reach every kind of move.
    assert!(kinds.iter().all(|&n| n > 0), "{kinds:?}");
}

#[test]
fn played_positions_are_valid_fen() {
    for position in random_positions(40, 80) {
        let fen = position.to_string();
        assert_eq!(Position::from_fen(&fen), Ok(position), "{fen}");
    }
}

#[test]
fn uci_round_trip() {
    let mut count = 0;
    for position in random_positions(10, 50) {
        for mv in position.legal_moves() {
            let uci = mv.to_string();
            assert_eq!(
                Move::from_uci(&position, &uci),
                Ok(mv),
                "{uci} in {position}"
            );
            count += 1;
        }
    }
    assert!(count > 10_000, "{count} moves");
}

#[test]
fn castling_moves_the_rook_and_rights_follow_king_and_rooks() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let after = common::play(kiwipete, &["e1g1"]);
    assert_eq!(
        after.to_string(),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"
    );
    let after = common::play(kiwipete, &["e1c1", "e8c8"]);
    assert_eq!(
        after.to_string(),
        "2kr3r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/2KR3R w - - 2 2"
    );
    // A rook moved, and a rook taken on its square.
    let after = common::play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &["a1a8"]);
    assert_eq!(
        after.castling(),
        CastlingRights::ALL
            .without(Color::White, CastlingSide::QueenSide)
            .without(Color::Black, CastlingSide::QueenSide)
    );
    // Through an attacked square, and out of check: refused.
    let through = Position::from_fen("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1").unwrap();
    assert!(matches!(
        Move::from_uci(&through, "e1g1"),
        Err(UciError::IllegalMove { .. })
    ));
    let check = Position::from_fen("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1").unwrap();
    assert!(
        check
            .legal_moves()
            .iter()
            .all(|m| m.kind() != MoveKind::Castling)
    );
    // b1 attacked does not stop queen-side castling.
    let b1 = Position::from_fen("4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1").unwrap();
    assert!(Move::from_uci(&b1, "e1c1").is_ok());
}

#[test]
fn en_passant_square_is_set_when_a_pawn_can_take() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(common::play(start, &["e2e4"]).en_passant(), None);
    let position = common::play(start, &["e2e4", "a7a6", "e4e5", "d7d5"]);
    assert_eq!(position.en_passant(), Some(Square::D6));
    let taken = common::play(start, &["e2e4", "a7a6", "e4e5", "d7d5", "e5d6"]);
    assert_eq!(
        taken.to_string(),
        "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    // No square when the capture is illegal (both pawns would leave the
    // king's rank to the rook), and no en passant move (issue 18, point 12).
    let pinned = Position::from_fen("7k/3p4/8/K3P2r/8/8/8/8 b - - 0 1").unwrap();
    let after = common::play(&pinned.to_string(), &["d7d5"]);
    assert_eq!(after.en_passant(), None);
    assert!(
        after
            .legal_moves()
            .iter()
            .all(|m| m.kind() != MoveKind::EnPassant)
    );
}

#[test]
fn promotions_and_clocks() {
    let position = common::play("8/4P3/8/8/8/8/k7/4K3 w - - 7 40", &["e7e8n"]);
    assert_eq!(position.to_string(), "4N3/8/8/8/8/8/k7/4K3 b - - 0 40");
    let position = common::play(&position.to_string(), &["a2b2"]);
    assert_eq!(position.to_string(), "4N3/8/8/8/8/8/1k6/4K3 w - - 1 41");
    let before = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    assert_eq!(
        Move::from_uci(&before, "e7e8"),
        Err(UciError::MissingPromotion {
            from: Square::E7,
            to: Square::E8
        })
    );
    assert_eq!(
        before
            .legal_moves()
            .iter()
            .filter(|m| m.promotion().is_some())
            .count(),
        4
    );
}

#[test]
fn mate_and_stalemate_have_no_moves() {
    let mate = common::play(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &["f2f3", "e7e5", "g2g4", "d8h4"],
    );
    assert!(mate.is_check());
    assert!(mate.legal_moves().is_empty());
    let stalemate = Position::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert!(!stalemate.is_check());
    assert_eq!(stalemate.count_legal_moves(), 0);
}

#[test]
fn uci_errors_say_what_and_where() {
    let start = Position::starting();
    let cases: [(&str, UciError); 7] = [
        ("", UciError::Length { length: 0 }),
        ("e2e4qq", UciError::Length { length: 6 }),
        (
            "é2e4",
            UciError::InvalidFile {
                column: 1,
                character: 'é',
            },
        ),
        (
            "e0e4",
            UciError::InvalidRank {
                column: 2,
                character: '0',
            },
        ),
        (
            "e2E4",
            UciError::InvalidFile {
                column: 3,
                character: 'E',
            },
        ),
        (
            "e2e4Q",
            UciError::InvalidPromotion {
                column: 5,
                character: 'Q',
            },
        ),
        (
            "e1e2",
            UciError::IllegalMove {
                from: Square::E1,
                to: Square::E2,
                promotion: None,
            },
        ),
    ];
    for (uci, error) in cases {
        assert_eq!(Move::from_uci(&start, uci), Err(error), "{uci:?}");
        assert!(!error.to_string().is_empty());
    }
}
