//! Perft on a variant's board: the number of leaves of the legal move
//! tree, to test move generation against Fairy-Stockfish's counts.

use crate::variant::{VariantMove, VariantPosition};

/// The number of legal move sequences of `depth` plies from `position`
/// (1 for depth 0). The last ply is counted, not played: each piece's
/// destination set by popcount, without a move list.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantPosition, perft};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(perft(&start, 1), 28);
/// assert_eq!(perft(&start, 3), 25_228); // Fairy-Stockfish's count
/// # Ok::<(), a1h8::variant::VariantFenError>(())
/// ```
pub fn perft(position: &VariantPosition<'_>, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut total = 0;
            position.for_each_legal_move(|mv| total += perft(&position.play(mv), depth - 1));
            total
        }
    }
}

/// Perft split by the first move: calls `each` with every legal move and
/// the perft of `depth - 1` after it, in the order of
/// [`VariantPosition::legal_moves`], and returns their sum, [`perft`] of
/// `depth`. Nothing is called at depth 0.
pub fn divide(
    position: &VariantPosition<'_>,
    depth: u32,
    mut each: impl FnMut(VariantMove, u64),
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for &mv in &position.legal_moves() {
        let count = perft(&position.play(mv), depth - 1);
        each(mv, count);
        total += count;
    }
    total
}
