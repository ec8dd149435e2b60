//! Slider attacks the classical way: each ray, cut at its first blocker.

use crate::{Bitboard, Direction, Square, ray};

/// The attacks along one ray: the ray up to and including its first
/// occupied square. Rays towards higher indices meet their first blocker at
/// the lowest set bit, the others at the highest.
pub fn ray_attacks(square: Square, direction: Direction, occupied: Bitboard) -> Bitboard {
    let full = ray(square, direction);
    let blockers = full & occupied;
    let first = if direction.index_delta() > 0 {
        blockers.first()
    } else {
        blockers.last()
    };
    match first {
        Some(blocker) => full - ray(blocker, direction),
        None => full,
    }
}

/// A bishop's attacks: the four diagonal rays.
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    Direction::DIAGONAL
        .into_iter()
        .fold(Bitboard::EMPTY, |set, d| {
            set | ray_attacks(square, d, occupied)
        })
}

/// A rook's attacks: the four orthogonal rays.
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    Direction::ORTHOGONAL
        .into_iter()
        .fold(Bitboard::EMPTY, |set, d| {
            set | ray_attacks(square, d, occupied)
        })
}
