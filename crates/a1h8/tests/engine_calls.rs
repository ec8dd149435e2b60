//! The calls a search makes besides listing and playing every move, each
//! against its plain definition over the legal moves, on every position
//! of random playouts: the captures and promotions, the moves of one
//! kind, the moves between two sets of squares, the checked play, whether
//! a move gives check, the null move, and parsing positions and UCI moves
//! with `FromStr`.

mod common;

use a1h8::{Bitboard, Game, Move, MoveKind, PieceKind, Position, Square, UciError, UciMove};
use common::{Playout, every_move, playout_starts};

/// Positions of random games from the perft suite and a few with
/// promotions, en passant and Chess960 castling at hand.
fn positions() -> Vec<Position> {
    let starts = playout_starts(&[
        "4k3/1P6/8/3pP3/8/8/6p1/R3K2R w KQ d6 0 1",
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1",
    ]);
    let mut positions = Vec::new();
    let mut random = Playout(0x5eed_cafe);
    for (index, start) in starts.into_iter().enumerate() {
        for game in 0..12 {
            let mut position = start.with_chess960(game % 3 == 0 && index > 0);
            for _ in 0..120 {
                positions.push(position);
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position = position.play_unchecked(moves[random.below(moves.len())]);
            }
        }
    }
    positions
}

/// The moves of `position` that `keep`, in the generator's order.
fn plain(position: &Position, keep: impl Fn(&Move) -> bool) -> Vec<Move> {
    position
        .legal_moves()
        .iter()
        .copied()
        .filter(keep)
        .collect()
}

#[test]
fn captures_are_the_legal_captures_and_promotions() {
    let mut seen = [0usize; 2];
    for position in positions() {
        let theirs = position.board().by_color(position.turn().other());
        let expected = plain(&position, |mv| {
            mv.kind() == MoveKind::EnPassant
                || mv.promotion().is_some()
                || (mv.kind() != MoveKind::Castling && theirs.contains(mv.to()))
        });
        assert_eq!(position.captures().to_vec(), expected, "{position}");
        seen[0] += expected
            .iter()
            .filter(|mv| mv.kind() == MoveKind::EnPassant)
            .count();
        seen[1] += expected
            .iter()
            .filter(|mv| mv.promotion().is_some() && !theirs.contains(mv.to()))
            .count();
        // `is_capture` of the game interface agrees.
        for mv in position.legal_moves() {
            let tactical = position.is_capture(mv) || mv.promotion().is_some();
            assert_eq!(expected.contains(&mv), tactical, "{position} {mv}");
        }
    }
    assert!(
        seen.iter().all(|&count| count > 0),
        "en passant and quiet promotions seen: {seen:?}"
    );
}

#[test]
fn moves_of_a_kind_and_between_squares_are_the_legal_moves_so_placed() {
    let squares = [
        Bitboard::FULL,
        Bitboard::EMPTY,
        Bitboard(0x0000_00ff_0000_ff00),
        Bitboard(0x8100_0000_0000_0081),
        Bitboard(0x00ff_0000_0000_ff00),
        Bitboard(0x5555_aaaa_5555_aaaa),
    ];
    for position in positions() {
        for kind in PieceKind::STANDARD {
            let expected = plain(&position, |mv| {
                position.board().piece_at(mv.from()).map(|piece| piece.kind) == Some(kind)
            });
            assert_eq!(
                position.moves_of(kind).to_vec(),
                expected,
                "{position} {kind:?}"
            );
        }
        for from in squares {
            for to in squares {
                let expected = plain(&position, |mv| {
                    from.contains(mv.from()) && to.contains(mv.to())
                });
                assert_eq!(
                    position.moves_between(from, to).to_vec(),
                    expected,
                    "{position}"
                );
            }
        }
    }
}

#[test]
fn checked_play_accepts_exactly_the_legal_moves() {
    let candidates = every_move();
    for position in positions().into_iter().step_by(25) {
        let legal = position.legal_moves();
        for &mv in &candidates {
            match position.play(mv) {
                Ok(after) => {
                    assert!(legal.contains(&mv), "{position}: {mv:?} accepted");
                    assert_eq!(after, position.play_unchecked(mv));
                }
                Err(error) => {
                    assert!(!legal.contains(&mv), "{position}: {mv:?} refused");
                    assert_eq!(error.from().to_string(), mv.from().to_string());
                    assert_eq!(error.to().to_string(), mv.to().to_string());
                }
            }
        }
    }
}

#[test]
fn gives_check_is_check_after_the_move() {
    let mut checks = 0;
    for position in positions() {
        for mv in position.legal_moves() {
            let after = position.play_unchecked(mv);
            assert_eq!(
                position.gives_check(mv),
                after.is_check(),
                "{position} {mv}"
            );
            checks += usize::from(after.is_check());
        }
    }
    assert!(checks > 100, "{checks} checking moves");
}

#[test]
fn a_null_move_passes_the_turn_and_keeps_the_hash_right() {
    for position in positions() {
        match position.play_null() {
            None => assert!(position.is_check(), "{position}"),
            Some(passed) => {
                assert!(!position.is_check());
                assert_eq!(passed.turn(), position.turn().other());
                assert_eq!(passed.board(), position.board());
                assert_eq!(passed.en_passant(), None);
                assert_eq!(passed.castling(), position.castling());
                assert_eq!(passed.halfmove_clock(), position.halfmove_clock() + 1);
                assert_eq!(
                    passed.zobrist(),
                    passed.zobrist_from_scratch(),
                    "{position}"
                );
                // Read back from its FEN, the same position.
                assert_eq!(
                    passed
                        .to_string()
                        .parse::<Position>()
                        .map(|p| p.with_chess960(passed.is_chess960())),
                    Ok(passed)
                );
            }
        }
    }
}

#[test]
fn positions_and_uci_moves_parse_with_from_str() {
    for position in positions().into_iter().step_by(7) {
        let read: Position = position.to_string().parse().expect("its own FEN");
        assert_eq!(read.with_chess960(position.is_chess960()), position);
        for mv in position.legal_moves() {
            let uci: UciMove = mv.to_string().parse().expect("its own UCI");
            assert_eq!(uci.to_move(&position), Ok(mv));
            assert_eq!(uci.to_string(), mv.to_string());
        }
    }
    assert!(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
            .parse::<Position>()
            .is_ok()
    );
    assert!("not a fen".parse::<Position>().is_err());
    assert_eq!(
        "e7e8k".parse::<UciMove>(),
        Err(UciError::InvalidPromotion {
            column: 5,
            character: 'k'
        })
    );
    let start = Position::starting();
    let e5 = UciMove::new(Square::E2, Square::E5, None);
    assert!(matches!(
        e5.to_move(&start),
        Err(UciError::IllegalMove { .. })
    ));
}
