//! Slider attacks the classical way: each ray, cut at its first blocker.
//!
//! For each of the slider's four directions take the ray from the square
//! to the edge ([`ray`], one table of 64 x 8 bitboards), keep
//! its occupied squares, find the nearest of them with one bit scan and
//! remove the ray that continues behind it:
//!
//! ```text
//! attacks = ray(square, d) ^ ray(nearest blocker, d)
//! ```
//!
//! Rays towards higher indices (north, north-east, east, north-west) meet
//! their nearest blocker at the lowest set bit (`trailing_zeros`), the
//! others at the highest (`leading_zeros`). There is no branch for an
//! empty ray: a sentinel blocker is added in the corner where the ray
//! from that corner in that direction is empty (h8 for the rays going up,
//! a1 for the rays going down), so `ray ^ ray(corner) = ray`.
//!
//! **Memory:** the ray table, 64 squares x 8 directions x 8 bytes =
//! 4 KiB, shared with [`ray`] and the other functions of
//! `line.rs`; a square's eight rays fill one 64-byte cache line. Rook and
//! bishop share it.
//!
//! Every function here is a `const fn`: this is the reference the magic
//! and PEXT tables are built from at compile time.
//!
//! ```
//! use a1h8::attacks::classical;
//! use a1h8::{bitboard, Square};
//!
//! let occupied = Square::E6.bitboard() | Square::B4 | Square::G2;
//! assert_eq!(classical::rook(Square::E4, occupied), bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . X . . .
//!     . . . . X . . .
//!     . X X X . X X X
//!     . . . . X . . .
//!     . . . . X . . .
//!     . . . . X . . .
//! });
//! assert_eq!(classical::bishop(Square::E4, occupied).count(), 12);
//! ```

use crate::attacks::Slider;
use crate::{Bitboard, Direction, Square, ray};

/// The attacks along one ray: the ray up to and including its first
/// occupied square.
///
/// ```
/// use a1h8::attacks::classical::ray_attacks;
/// use a1h8::{Direction, Square};
///
/// let occupied = Square::A4.bitboard() | Square::A6;
/// assert_eq!(ray_attacks(Square::A1, Direction::North, occupied),
///            Square::A2.bitboard() | Square::A3 | Square::A4);
/// assert_eq!(ray_attacks(Square::A1, Direction::East, occupied).count(), 7);
/// ```
#[inline]
pub const fn ray_attacks(square: Square, direction: Direction, occupied: Bitboard) -> Bitboard {
    let full = ray(square, direction);
    let blockers = full.0 & occupied.0;
    let nearest = if direction.index_delta() > 0 {
        (blockers | Square::H8.bitboard().0).trailing_zeros()
    } else {
        63 - (blockers | Square::A1.bitboard().0).leading_zeros()
    };
    full.symmetric_difference(ray(Square::from_low_bits(nearest), direction))
}

/// The attacks of `slider` on `square`: the union of its four rays' attacks.
#[inline]
pub const fn attacks(slider: Slider, square: Square, occupied: Bitboard) -> Bitboard {
    let [a, b, c, d] = slider.directions();
    ray_attacks(square, a, occupied)
        .union(ray_attacks(square, b, occupied))
        .union(ray_attacks(square, c, occupied))
        .union(ray_attacks(square, d, occupied))
}

/// A bishop's attacks: the four diagonal rays.
#[inline]
pub const fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    attacks(Slider::Bishop, square, occupied)
}

/// A rook's attacks: the four orthogonal rays.
#[inline]
pub const fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    attacks(Slider::Rook, square, occupied)
}

/// A queen's attacks: the rook's and the bishop's.
#[inline]
pub const fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied).union(bishop(square, occupied))
}

// The sentinels: the ray from the corner in each direction it serves is
// empty, so an empty ray is cut by nothing.
const _: () = {
    let mut d = 0;
    while d < 8 {
        let direction = Direction::ALL[d];
        let corner = if direction.index_delta() > 0 {
            Square::H8
        } else {
            Square::A1
        };
        assert!(ray(corner, direction).is_empty());
        d += 1;
    }
};
