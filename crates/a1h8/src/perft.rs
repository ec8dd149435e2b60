//! Perft: the number of leaves of the legal move tree, to test move
//! generation against published counts.

use crate::{Move, Position};

/// The number of legal move sequences of `depth` plies from `position`
/// (1 for depth 0). The last ply is counted, not played: each piece's
/// destination set is counted by popcount, without a move list.
///
/// ```
/// use a1h8::{perft, Position};
///
/// let start = Position::starting();
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 1), 20);
/// assert_eq!(perft(&start, 3), 8_902);
/// ```
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => position
            .legal_moves()
            .iter()
            .map(|&mv| perft(&position.play(mv), depth - 1))
            .sum(),
    }
}

/// Perft split by the first move: calls `each` with every legal move and
/// the perft of `depth - 1` after it, in the order of
/// [`Position::legal_moves`], and returns their sum, [`perft`] of `depth`.
/// Nothing is called at depth 0.
///
/// ```
/// use a1h8::{divide, Position};
///
/// let mut lines = Vec::new();
/// let total = divide(&Position::starting(), 2, |mv, count| lines.push(format!("{mv}: {count}")));
/// assert_eq!(total, 400);
/// assert_eq!(lines.len(), 20);
/// assert!(lines.contains(&"g1f3: 20".to_string()));
/// ```
pub fn divide(position: &Position, depth: u32, mut each: impl FnMut(Move, u64)) -> u64 {
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
