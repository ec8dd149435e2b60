//! Slider attacks by obstruction difference: per line, the difference
//! between the nearest blocker above and the nearest below.
//!
//! Split each line through the square (file, rank, diagonal,
//! anti-diagonal) into its **lower** ray (towards lower indices: south,
//! west, south-west, south-east) and its **upper** ray (north, east,
//! north-east, north-west), and keep their occupied squares. Two bit
//! tricks find the two nearest blockers at once:
//!
//! - the nearest blocker above is the lowest set bit of the upper
//!   blockers, `u & -u`;
//! - the nearest blocker below is the highest set bit of the lower
//!   blockers, found with `leading_zeros`; a1 (bit 0) stands in when there
//!   is none.
//!
//! As integers, `2 * (nearest above) - (nearest below)` has exactly the
//! bits from the lower blocker up to the upper one set, both included
//! (the "obstruction difference"; with no upper blocker `2u` is 0 and the
//! wrapping difference runs to bit 63). Masked with the line it is the
//! attack set:
//!
//! ```text
//! attacks = (lower | upper) & (2 * lowest(upper & occ) - highest(lower & occ | a1))
//! ```
//!
//! No branch, no table but the rays.
//!
//! **Memory:** none of its own: the lower and upper rays are the ray table
//! of [`ray`] (4 KiB, one cache line a square, shared by rook
//! and bishop and with [`classical`](super::classical)).
//!
//! ```
//! use a1h8::attacks::obstruction;
//! use a1h8::{bitboard, Square};
//!
//! let occupied = Square::D2.bitboard() | Square::D7 | Square::F4;
//! assert_eq!(obstruction::rook(Square::D4, occupied), bitboard! {
//!     . . . . . . . .
//!     . . . X . . . .
//!     . . . X . . . .
//!     . . . X . . . .
//!     X X X . X X . .
//!     . . . X . . . .
//!     . . . X . . . .
//!     . . . . . . . .
//! });
//! ```

use crate::{Bitboard, Direction, Square, ray};

/// The attacks along the line made of the rays `lower` (towards lower
/// indices) and `upper` from `square`.
#[inline]
const fn line_attacks(
    square: Square,
    occupied: Bitboard,
    lower: Direction,
    upper: Direction,
) -> Bitboard {
    let (lower, upper) = (ray(square, lower), ray(square, upper));
    let below = lower.intersection(occupied);
    let above = upper.intersection(occupied);
    let nearest_below =
        Square::from_low_bits(63 - below.union(Square::A1.bitboard()).0.leading_zeros()).bitboard();
    let nearest_above = above.intersection(above.wrapping_neg());
    let between = nearest_above
        .wrapping_add(nearest_above)
        .wrapping_sub(nearest_below);
    lower.union(upper).intersection(between)
}

/// A bishop's attacks: the diagonal and the anti-diagonal.
#[inline]
pub const fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    line_attacks(square, occupied, Direction::SouthWest, Direction::NorthEast).union(line_attacks(
        square,
        occupied,
        Direction::SouthEast,
        Direction::NorthWest,
    ))
}

/// A rook's attacks: the file and the rank.
#[inline]
pub const fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    line_attacks(square, occupied, Direction::South, Direction::North).union(line_attacks(
        square,
        occupied,
        Direction::West,
        Direction::East,
    ))
}

/// A queen's attacks: the rook's and the bishop's.
#[inline]
pub const fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied).union(bishop(square, occupied))
}

// Every lower ray goes towards lower indices, every upper ray higher.
const _: () = {
    assert!(Direction::South.index_delta() < 0 && Direction::North.index_delta() > 0);
    assert!(Direction::West.index_delta() < 0 && Direction::East.index_delta() > 0);
    assert!(Direction::SouthWest.index_delta() < 0 && Direction::NorthEast.index_delta() > 0);
    assert!(Direction::SouthEast.index_delta() < 0 && Direction::NorthWest.index_delta() > 0);
};
