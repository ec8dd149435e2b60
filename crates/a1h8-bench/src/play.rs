//! Play: the public path, as an engine's search uses a library. At every
//! node each contender lists the legal moves and plays every one of them
//! into a new position, recursing to depth 0 and counting 1 per leaf: no
//! count in bulk at the last ply, so that every leaf pays for its move
//! generation's list and for its move being played.
//!
//! a1h8 goes through [`Position::legal_moves`](a1h8::Position::legal_moves)
//! and [`Position::play_unchecked_in_place`](a1h8::Position::play_unchecked_in_place)
//! on a copy, as shakmaty's `play_unchecked` on a clone, which updates
//! the Zobrist hash; cozy-chess and chess update theirs too, shakmaty's `Chess` keeps
//! none. Each leaf's position is handed to [`black_box`] so that no
//! compiler drops the last ply's move as unused.
//!
//! The positions and the measurement are [`perft`](crate::perft)'s; the
//! depths are one less than its (the counts are the same as perft's of
//! that depth, each leaf counted one by one).

use std::hint::black_box;
#[cfg(feature = "peers")]
use std::str::FromStr;

use crate::perft::{Case, Contender, Origin, Row};

/// Perft's cases one ply shallower, the last ply being played here rather
/// than counted: the start position to depth 6 (119,060,324 leaves),
/// Kiwipete to 4 (4,085,603) and position 3 to 6 (11,030,083); with
/// `quick`, to 5 (4,865,609), 4 and 5 (674,624).
pub fn cases(quick: bool) -> [Case; 3] {
    crate::perft::cases(quick).map(|case| case.shallower())
}

fn a1h8_leaves(position: &a1h8::Position, depth: u32) -> u64 {
    if depth == 0 {
        black_box(position);
        return 1;
    }
    position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play_unchecked_in_place(mv);
            a1h8_leaves(&child, depth - 1)
        })
        .sum()
}

fn a1h8_play(fen: &str, depth: u32) -> u64 {
    a1h8_leaves(&a1h8::Position::from_fen(fen).expect("a valid FEN"), depth)
}

#[cfg(feature = "peers")]
fn shakmaty_leaves(position: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position;
    if depth == 0 {
        black_box(position);
        return 1;
    }
    position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            shakmaty_leaves(&child, depth - 1)
        })
        .sum()
}

#[cfg(feature = "peers")]
fn shakmaty_play(fen: &str, depth: u32) -> u64 {
    let setup: shakmaty::fen::Fen = fen.parse().expect("a valid FEN");
    let position: shakmaty::Chess = setup
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("a legal position");
    shakmaty_leaves(&position, depth)
}

#[cfg(feature = "peers")]
/// cozy-chess hands the moves over piece by piece, as sets; they are
/// played as they come, the quickest way through its public API (no
/// list of its own to fill).
fn cozy_leaves(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        black_box(board);
        return 1;
    }
    let mut total = 0;
    board.generate_moves(|piece_moves| {
        for mv in piece_moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            total += cozy_leaves(&child, depth - 1);
        }
        false
    });
    total
}

#[cfg(feature = "peers")]
fn cozy_play(fen: &str, depth: u32) -> u64 {
    cozy_leaves(
        &cozy_chess::Board::from_fen(fen, false).expect("a valid FEN"),
        depth,
    )
}

#[cfg(feature = "peers")]
fn chess_leaves(board: &chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        black_box(board);
        return 1;
    }
    chess::MoveGen::new_legal(board)
        .map(|mv| chess_leaves(&board.make_move_new(mv), depth - 1))
        .sum()
}

#[cfg(feature = "peers")]
fn chess_play(fen: &str, depth: u32) -> u64 {
    chess_leaves(&chess::Board::from_str(fen).expect("a valid FEN"), depth)
}

/// The libraries compared, each through its public API: a1h8, and with
/// the feature `peers` shakmaty, cozy-chess and chess.
pub fn contenders() -> Vec<Contender> {
    #[allow(unused_mut)] // Without the feature `peers`: a1h8 alone.
    let mut all = vec![Contender {
        name: "a1h8",
        origin: Origin::Ours,
        count: a1h8_play,
    }];
    #[cfg(feature = "peers")]
    all.extend([
        Contender {
            name: "shakmaty 0.30.1",
            origin: Origin::Peer,
            count: shakmaty_play,
        },
        Contender {
            name: crate::perft::COZY_CHESS,
            origin: Origin::Peer,
            count: cozy_play,
        },
        Contender {
            name: "chess 3.2.0",
            origin: Origin::Peer,
            count: chess_play,
        },
    ]);
    all
}

/// Times every contender on every case, best of `rounds` (interleaved);
/// fails if a count is not the published one.
pub fn measure(cases: &[Case], rounds: usize) -> Result<Vec<Row>, String> {
    crate::perft::measure_contenders(&contenders(), cases, rounds, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::{KIWIPETE, POSITION_3, START};

    #[test]
    fn every_contender_counts_the_published_numbers_at_low_depth() {
        // Up to 8,902 leaves: start d3, Kiwipete d2, position 3 d3.
        for contender in contenders() {
            for (position, deepest) in [(&START, 3), (&KIWIPETE, 2), (&POSITION_3, 3)] {
                for depth in 0..=deepest {
                    let case = Case::new(position, depth);
                    assert_eq!(
                        (contender.count)(case.fen(), depth),
                        case.nodes(),
                        "{} {case}",
                        contender.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_cases_are_one_ply_less_than_perfts() {
        let nodes = |quick| cases(quick).iter().map(Case::nodes).collect::<Vec<u64>>();
        assert_eq!(nodes(false), [119_060_324, 4_085_603, 11_030_083]);
        assert_eq!(nodes(true), [4_865_609, 4_085_603, 674_624]);
    }
}
