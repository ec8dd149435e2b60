//! Perft split into work units: the positions a number of plies away.
//!
//! A perft of depth `D` is the sum, over every sequence of `K <= D` legal
//! moves, of the perft of depth `D - K` of the position the sequence
//! reaches. Many sequences reach one position (1. e4 e5 2. Nf3 and 1. Nf3
//! e5 2. e4), so a count spread over many machines takes each distinct
//! position once, as a unit, and multiplies its count by the number of
//! sequences that reach it.
//!
//! The crate allocates nothing, and telling positions apart needs a map:
//! [`for_each_position_at`] walks the sequences and hands each position to
//! the caller, who groups them, by [`Position::without_clocks`] (the clocks
//! count how a position was reached and play no part in perft). The crate
//! `a1h8-units` groups them in a hash map, numbers the units in the order
//! the walk first reaches them, and writes and checks their files for the
//! tool's `a1h8 perft split` and the Python package.

use crate::Game;
#[cfg(test)]
use crate::Position;

/// Calls `each` with the position at the end of every sequence of `plies`
/// legal moves from `position`, depth first, each ply's moves in the order
/// of [`Game::legal_moves`], and returns how many there were: [`perft`]
/// of `plies`. A position reached by several sequences is passed once for
/// each, with the clocks of that sequence; at 0 plies `each` gets
/// `position` itself, once.
///
/// Written once for every game: chess's positions have their Zobrist
/// hash ([`Game::zobrist`]) kept up to date, so they can be grouped by it.
///
/// [`perft`]: crate::perft
///
/// ```
/// use std::collections::HashMap;
/// use a1h8::{for_each_position_at, perft, Position};
///
/// let start = Position::starting();
/// // The positions after two moves each, with the number of ways to reach them.
/// let mut seen: HashMap<Position, u64> = HashMap::new();
/// let sequences = for_each_position_at(&start, 2, |position| {
///     *seen.entry(position.without_clocks()).or_default() += 1;
/// });
/// assert_eq!(sequences, perft(&start, 2));
/// assert_eq!(seen.len(), 400); // no transpositions yet
/// let mut seen: HashMap<Position, u64> = HashMap::new();
/// for_each_position_at(&start, 3, |position| {
///     *seen.entry(position.without_clocks()).or_default() += 1;
/// });
/// assert_eq!(seen.len(), 5_362); // of 8,902 sequences
/// assert_eq!(seen.values().sum::<u64>(), 8_902);
/// ```
pub fn for_each_position_at<G: Game>(position: &G, plies: u32, mut each: impl FnMut(&G)) -> u64 {
    walk(position, plies, &mut each)
}

/// [`for_each_position_at`], its callback borrowed for the recursion.
fn walk<G: Game>(position: &G, plies: u32, each: &mut impl FnMut(&G)) -> u64 {
    if plies == 0 {
        each(position);
        return 1;
    }
    position
        .legal_moves()
        .iter()
        .map(|&mv| walk(&position.play_unchecked(mv), plies - 1, each))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Move, perft};

    /// The first 32 positions of the walk, in order, and how many there
    /// were.
    fn first_positions(position: &Position, plies: u32) -> ([Option<Position>; 32], u64) {
        let mut seen = [None; 32];
        let mut count = 0;
        let total = for_each_position_at(position, plies, |p| {
            if count < 32 {
                seen[count] = Some(*p);
            }
            count += 1;
        });
        assert_eq!(total, count as u64);
        (seen, total)
    }

    #[test]
    fn zero_plies_is_the_position_itself() {
        let start = Position::starting();
        let (seen, total) = first_positions(&start, 0);
        assert_eq!(total, 1);
        assert_eq!(seen[0], Some(start));
        assert_eq!(seen[1], None);
    }

    #[test]
    fn one_ply_follows_the_legal_moves_in_order() {
        let start = Position::starting();
        let (seen, total) = first_positions(&start, 1);
        assert_eq!(total, 20);
        for (i, &mv) in start.legal_moves().iter().enumerate() {
            assert_eq!(seen[i], Some(start.play_unchecked(mv)));
        }
    }

    #[test]
    fn the_walk_counts_perft_and_keeps_the_hash() {
        let kiwipete = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        for position in [Position::starting(), kiwipete] {
            for plies in 0..=3 {
                let total = for_each_position_at(&position, plies, |p| {
                    assert_eq!(p.zobrist(), p.zobrist_from_scratch());
                });
                assert_eq!(total, perft(&position, plies));
            }
        }
    }

    #[test]
    fn the_walk_is_every_game_s() {
        use crate::variants::{CAPABLANCA, GARDNER, VariantPosition};
        for variant in [&CAPABLANCA, &GARDNER] {
            let start = VariantPosition::start(variant).unwrap();
            for plies in 0..=3 {
                let total = for_each_position_at(&start, plies, |p| {
                    assert_eq!(p.without_clocks().zobrist(), p.zobrist());
                });
                assert_eq!(total, perft(&start, plies), "{}", variant.name());
            }
        }
    }

    #[test]
    fn a_transposition_is_passed_once_for_each_sequence() {
        let start = Position::starting();
        let play = |ucis: &[&str]| {
            ucis.iter().fold(start, |p, uci| {
                p.play_unchecked(Move::from_uci(&p, uci).expect("a legal move"))
            })
        };
        let target = play(&["e2e4", "e7e5", "g1f3"]).without_clocks();
        assert_eq!(target, play(&["g1f3", "e7e5", "e2e4"]).without_clocks());
        let mut reached = 0;
        for_each_position_at(&start, 3, |p| {
            if p.without_clocks() == target {
                reached += 1;
            }
        });
        assert_eq!(reached, 2);
    }
}
