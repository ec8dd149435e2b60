//! Slider attacks by hyperbola quintessence: `o ^ (o - 2r)` along each
//! line, with a byte swap for the other direction.
//!
//! Take one line through the square (a file, a diagonal or an
//! anti-diagonal) as a mask `m` without the square itself, its occupied
//! squares `o = occupied & m` and the square's bit `r`. As integers,
//! `o - 2r` borrows from the nearest blocker above `r` and clears it,
//! setting every bit between `r` and it; so `(o - 2r) ^ o` inside `m`
//! holds the squares from `r` up to and including that blocker (all of
//! the upper ray if there is none). That is the attack towards higher
//! indices. For the lower direction do the same with the line reversed:
//! [`Bitboard::flip_vertical`] (a byte swap, one instruction) reverses the
//! order of the squares of any file, diagonal or anti-diagonal, so
//!
//! ```text
//! attacks = ((o - 2r) ^ flip(flip(o) - 2 flip(r))) & m
//! ```
//!
//! (the two `^ o` cancel). Ranks are the exception: a byte swap leaves a
//! rank's squares in place, so rank attacks come from a small table, the
//! attacks along rank 1 for each file and each occupancy of the six inner
//! squares (`FIRST_RANK[file][inner]`), shifted to the square's rank.
//!
//! **Memory:** 64 squares x 3 line masks (file, diagonal, anti-diagonal),
//! padded to 32 bytes a square = 2 KiB, and the 8 x 64-byte rank table =
//! 512 bytes. Rook and bishop share the mask table (the rook uses the
//! file mask and the rank table, the bishop the two diagonal masks).
//!
//! ```
//! use a1h8::attacks::hyperbola;
//! use a1h8::{bitboard, Square};
//!
//! let occupied = Square::C2.bitboard() | Square::G6;
//! assert_eq!(hyperbola::bishop(Square::E4, occupied), bitboard! {
//!     X . . . . . . .
//!     . X . . . . . .
//!     . . X . . . X .
//!     . . . X . X . .
//!     . . . . . . . .
//!     . . . X . X . .
//!     . . X . . . X .
//!     . . . . . . . X
//! });
//! ```

use crate::attacks::classical;
use crate::{AntiDiagonal, Bitboard, Diagonal, Direction, Square};

/// The three lines through a square that a byte swap reverses, each
/// without the square.
#[derive(Clone, Copy)]
#[repr(align(32))]
struct Lines {
    file: Bitboard,
    diagonal: Bitboard,
    anti_diagonal: Bitboard,
}

static LINES: [Lines; 64] = {
    let mut lines = [Lines {
        file: Bitboard::EMPTY,
        diagonal: Bitboard::EMPTY,
        anti_diagonal: Bitboard::EMPTY,
    }; 64];
    let mut s = 0;
    while s < 64 {
        let square = Square::ALL[s];
        lines[s] = Lines {
            file: square.file().mask().without(square),
            diagonal: Diagonal::containing(square).mask().without(square),
            anti_diagonal: AntiDiagonal::containing(square).mask().without(square),
        };
        s += 1;
    }
    lines
};

/// `FIRST_RANK[file][inner]`: the attacks of a rook on `file` of rank 1
/// along the rank, with `inner` the occupancy of b1..g1 (bit 0 = b1).
/// The occupancy of a1 and h1 never matters: they are the last squares.
pub(crate) static FIRST_RANK: [[u8; 64]; 8] = {
    let mut table = [[0; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let square = Square::ALL[file];
            let occupied = Bitboard((inner as u64) << 1);
            let along = classical::ray_attacks(square, Direction::East, occupied)
                .union(classical::ray_attacks(square, Direction::West, occupied));
            table[file][inner] = along.0 as u8;
            inner += 1;
        }
        file += 1;
    }
    table
};

/// The attacks along the line `mask` (without the square) from `square`.
#[inline]
const fn line_attacks(square: Square, occupied: Bitboard, mask: Bitboard) -> Bitboard {
    let o = occupied.intersection(mask);
    let r = square.bitboard();
    let up = o.wrapping_sub(r.wrapping_add(r));
    let (o_flipped, r_flipped) = (o.flip_vertical(), r.flip_vertical());
    let down = o_flipped
        .wrapping_sub(r_flipped.wrapping_add(r_flipped))
        .flip_vertical();
    up.symmetric_difference(down).intersection(mask)
}

/// The attacks along the rank, from the rank-1 table.
#[inline]
const fn rank_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    let shift = 8 * square.rank().index();
    let inner = (occupied.0 >> (shift + 1)) as usize & 63;
    Bitboard((FIRST_RANK[square.file().index()][inner] as u64) << shift)
}

/// A bishop's attacks: the diagonal and the anti-diagonal.
#[inline]
pub const fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    let lines = &LINES[square.index()];
    line_attacks(square, occupied, lines.diagonal).union(line_attacks(
        square,
        occupied,
        lines.anti_diagonal,
    ))
}

/// A rook's attacks: the file by hyperbola quintessence, the rank from
/// the table.
#[inline]
pub const fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    line_attacks(square, occupied, LINES[square.index()].file).union(rank_attacks(square, occupied))
}

/// A queen's attacks: the rook's and the bishop's.
#[inline]
pub const fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied).union(bishop(square, occupied))
}
