//! The plain perft walk every game has: the children from
//! [`Game::for_each_child`], the last ply from [`Game::count_legal_moves`].
//! [`Game::perft`]'s default; chess replaces it by a walk of its own
//! (`moves/movegen/perft_walk.rs`) with the same counts, which the tests
//! here compare with this one.

use crate::Game;

/// The number of legal move sequences of `depth` plies from `position`
/// (1 for depth 0), saturating at `u64::MAX`, by the plain walk.
pub(crate) fn plain_walk<G: Game>(position: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut total = 0u64;
            position.for_each_child(|child| {
                total = total.saturating_add(plain_walk(child, depth - 1));
            });
            total
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// The specialised walk and the plain one agree, ply by ply, on
    /// positions with every kind of move: castling both ways and its loss
    /// (Kiwipete), en passant and pins on the king's rank (position 3),
    /// promotions and checks (positions 4 and 5), Chess960 castling with a
    /// rook beside the king, and black to move.
    #[test]
    fn the_specialised_walk_counts_what_the_plain_walk_counts() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "r3k2r/8/8/8/3pPp2/8/8/R3K1RR b KQkq e3 0 1",
        ];
        for fen in fens {
            let position = Position::from_fen(fen).expect("a valid FEN");
            for depth in 0..=3 {
                assert_eq!(
                    Position::perft(&position, depth),
                    plain_walk(&position, depth),
                    "{fen} to depth {depth}"
                );
            }
        }
    }
}
