//! Slider attacks by Kogge-Stone fills: set-wise, every slider of a
//! bitboard at once, with shifts and no table.
//!
//! An **occluded fill** spreads a set of sliders (the *generator*) along
//! one direction through the empty squares (the *propagator*), the way a
//! Kogge-Stone adder propagates carries: in three doubling steps of 1, 2
//! and 4 squares, where each step moves the generator as far as the
//! propagator allows and the propagator keeps only the squares from which
//! that whole distance is empty:
//!
//! ```text
//! gen |= pro & shift(gen, 1);   pro &= shift(pro, 1);
//! gen |= pro & shift(gen, 2);   pro &= shift(pro, 2);
//! gen |= pro & shift(gen, 4);
//! ```
//!
//! After it the generator holds every slider and every empty square it
//! reaches; one more [`Bitboard::shift`] adds the first blocker and gives
//! the attacks. A shift east or west would carry squares from one edge
//! file to the other, so the propagator loses the edge file a step would
//! wrap into before the first step. The result for a set of sliders is
//! the union of each slider's attacks (sliders block each other).
//!
//! Cost: 3 doubling steps x 4 directions per piece kind, about 50
//! operations, whatever the number of sliders; the per-square functions
//! are the set-wise ones on a one-square set and are slower than the
//! table techniques. The helpers are always inlined, so that each
//! direction's shifts and edge masks are constants.
//!
//! **Memory:** none.
//!
//! ```
//! use a1h8::attacks::kogge_stone;
//! use a1h8::{bitboard, Square};
//!
//! let rooks = Square::A1.bitboard() | Square::H8;
//! let occupied = rooks | Square::A4;
//! assert_eq!(kogge_stone::rook_attacks_setwise(rooks, !occupied), bitboard! {
//!     X X X X X X X .
//!     . . . . . . . X
//!     . . . . . . . X
//!     . . . . . . . X
//!     X . . . . . . X
//!     X . . . . . . X
//!     X . . . . . . X
//!     . X X X X X X X
//! });
//! ```

use crate::{Bitboard, Direction, File};

/// The squares a one-step shift towards `direction` may land on: not the
/// a-file going east (it would come from the h-file), not the h-file going
/// west; every square going north or south.
#[inline(always)]
const fn landing(direction: Direction) -> Bitboard {
    match direction.file_step() {
        1 => File::A.mask().complement(),
        -1 => File::H.mask().complement(),
        _ => Bitboard::FULL,
    }
}

/// Every square of `set` moved `steps` squares towards `direction`, as
/// an index shift with no edge check (the propagator takes care of it).
#[inline(always)]
const fn slide(set: Bitboard, direction: Direction, steps: u32) -> Bitboard {
    let delta = direction.index_delta() as i32 * steps as i32;
    Bitboard(if delta > 0 {
        set.0 << delta
    } else {
        set.0 >> -delta
    })
}

/// The occluded fill of `sliders` towards `direction` through `empty`:
/// the sliders and every empty square each reaches before its first
/// blocker.
///
/// ```
/// use a1h8::attacks::kogge_stone::occluded_fill;
/// use a1h8::{Direction, Square};
///
/// let empty = !(Square::A1.bitboard() | Square::E1);
/// let fill = occluded_fill(Square::A1.bitboard(), empty, Direction::East);
/// assert_eq!(fill, Square::A1.bitboard() | Square::B1 | Square::C1 | Square::D1);
/// ```
#[inline(always)]
pub const fn occluded_fill(sliders: Bitboard, empty: Bitboard, direction: Direction) -> Bitboard {
    let mut generator = sliders;
    let mut propagator = empty.intersection(landing(direction));
    generator = generator.union(propagator.intersection(slide(generator, direction, 1)));
    propagator = propagator.intersection(slide(propagator, direction, 1));
    generator = generator.union(propagator.intersection(slide(generator, direction, 2)));
    propagator = propagator.intersection(slide(propagator, direction, 2));
    generator.union(propagator.intersection(slide(generator, direction, 4)))
}

/// The squares attacked towards `direction` by any of `sliders`, with
/// `empty` the empty squares: the occluded fill moved one more step.
#[inline(always)]
pub const fn ray_attacks_setwise(
    sliders: Bitboard,
    empty: Bitboard,
    direction: Direction,
) -> Bitboard {
    occluded_fill(sliders, empty, direction).shift(direction)
}

/// The union of the attacks of sliders on `sliders` along the four
/// `directions`.
#[inline(always)]
const fn attacks_setwise(
    sliders: Bitboard,
    empty: Bitboard,
    directions: [Direction; 4],
) -> Bitboard {
    let [a, b, c, d] = directions;
    ray_attacks_setwise(sliders, empty, a)
        .union(ray_attacks_setwise(sliders, empty, b))
        .union(ray_attacks_setwise(sliders, empty, c))
        .union(ray_attacks_setwise(sliders, empty, d))
}

/// Every square attacked by a rook of `rooks`, with `empty` the empty
/// squares (the rooks themselves may be in it or not).
#[inline]
pub const fn rook_attacks_setwise(rooks: Bitboard, empty: Bitboard) -> Bitboard {
    attacks_setwise(rooks, empty, Direction::ORTHOGONAL)
}

/// Every square attacked by a bishop of `bishops`, with `empty` the empty
/// squares.
#[inline]
pub const fn bishop_attacks_setwise(bishops: Bitboard, empty: Bitboard) -> Bitboard {
    attacks_setwise(bishops, empty, Direction::DIAGONAL)
}

/// Every square attacked by a queen of `queens`, with `empty` the empty
/// squares.
#[inline]
pub const fn queen_attacks_setwise(queens: Bitboard, empty: Bitboard) -> Bitboard {
    rook_attacks_setwise(queens, empty).union(bishop_attacks_setwise(queens, empty))
}

/// A rook's attacks: [`rook_attacks_setwise`] of the one square.
#[inline]
pub const fn rook(square: crate::Square, occupied: Bitboard) -> Bitboard {
    rook_attacks_setwise(square.bitboard(), occupied.complement())
}

/// A bishop's attacks: [`bishop_attacks_setwise`] of the one square.
#[inline]
pub const fn bishop(square: crate::Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks_setwise(square.bitboard(), occupied.complement())
}

/// A queen's attacks: [`queen_attacks_setwise`] of the one square.
#[inline]
pub const fn queen(square: crate::Square, occupied: Bitboard) -> Bitboard {
    queen_attacks_setwise(square.bitboard(), occupied.complement())
}
