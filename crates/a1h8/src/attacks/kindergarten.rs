//! Slider attacks by kindergarten bitboards: each line's six inner squares
//! gathered into a 6-bit index, looked up in a table of attacks along one
//! line, and moved back onto the square's line.
//!
//! A slider's attacks along one line depend only on where it stands on the
//! line and on the occupancy of the line's six inner squares (the two end
//! squares are attacked or not whatever stands on them). So one small
//! table of attacks along the first rank, `FIRST_RANK[file][inner]`,
//! serves every line once the line's inner occupancy is brought into six
//! adjacent bits:
//!
//! - **a rank**: a shift, `(occupied >> (8 * rank + 1)) & 63`, and the
//!   table's byte shifted back to the rank;
//! - **a file**: shift the file onto the a-file, keep the a-file, and
//!   multiply by [`FILE_GATHER`], whose six bits move rank `k` (1 to 6) of
//!   the a-file to bit `57 + k` of the product without any two colliding,
//!   so `>> 58` gives the index. The table `A_FILE[rank][inner]` holds
//!   the same attacks as the first rank, turned onto the a-file;
//! - **a diagonal or an anti-diagonal**: each file holds one of its squares,
//!   so multiplying `occupied & line` by the b-file ([`B_FILE`]) stacks
//!   them all in the top byte, file by file; `>> 58` keeps files b to g.
//!   The first-rank attacks for the square's file, copied to every rank
//!   and masked by the line, are the line's attacks.
//!
//! Every step is a shift, a mask, a multiplication or a load from a table
//! that stays in the level-1 cache, so a lookup needs no large table in
//! memory.
//!
//! **Memory:** 512 bytes of rank attacks (shared with [`super::hyperbola`]),
//! 4 KiB of a-file attacks, 4 KiB of rank attacks copied to every rank, and
//! 2 KiB of per-square line masks. Rook and bishop share the rank table.
//!
//! ```
//! use a1h8::attacks::kindergarten;
//! use a1h8::{bitboard, Square};
//!
//! let occupied = Square::E6.bitboard() | Square::B4 | Square::E2;
//! assert_eq!(kindergarten::rook(Square::E4, occupied), bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . X . . .
//!     . . . . X . . .
//!     . X X X . X X X
//!     . . . . X . . .
//!     . . . . X . . .
//!     . . . . . . . .
//! });
//! ```

use crate::attacks::hyperbola::FIRST_RANK;
use crate::{AntiDiagonal, Bitboard, Diagonal, Square};

/// The a-file: bit `8 * rank`.
const A_FILE_MASK: u64 = 0x0101_0101_0101_0101;

/// The b-file, the multiplier that stacks one square per file into the
/// top byte: square `(file, rank)` of a diagonal moves to bit `57 + file`.
pub const B_FILE: u64 = 0x0202_0202_0202_0202;

/// The multiplier that gathers ranks 2 to 7 of the a-file into the top six
/// bits: bits 15, 22, 29, 36, 43 and 50 move rank `k` to bit `57 + k`.
pub const FILE_GATHER: u64 = 0x0004_0810_2040_8000;

/// The index of the inner occupancy of the a-file pattern `file`.
const fn file_index(file: u64) -> usize {
    ((file & A_FILE_MASK).wrapping_mul(FILE_GATHER) >> 58) as usize
}

/// The index of the inner occupancy of the diagonal pattern `line` (one
/// square per file at most).
const fn line_index(line: u64) -> usize {
    (line.wrapping_mul(B_FILE) >> 58) as usize
}

/// The first rank's byte `byte` turned onto the a-file: bit `k` to bit
/// `8 * k`.
const fn to_a_file(byte: u8) -> u64 {
    let mut file = 0;
    let mut k = 0;
    while k < 8 {
        file |= ((byte as u64 >> k) & 1) << (8 * k);
        k += 1;
    }
    file
}

/// `A_FILE[rank][inner]`: the attacks of a rook on the a-file at `rank`
/// along the file, `inner` the occupancy of a2..a7 (bit 0 = a2).
static A_FILE: [[u64; 64]; 8] = {
    let mut table = [[0; 64]; 8];
    let mut rank = 0;
    while rank < 8 {
        let mut inner = 0;
        while inner < 64 {
            table[rank][inner] = to_a_file(FIRST_RANK[rank][inner]);
            inner += 1;
        }
        rank += 1;
    }
    table
};

/// `EVERY_RANK[file][inner]`: the first-rank attacks of a slider on `file`,
/// copied to every rank; masked by a diagonal through a square of `file`,
/// they are the attacks along it.
static EVERY_RANK: [[u64; 64]; 8] = {
    let mut table = [[0; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            table[file][inner] = (FIRST_RANK[file][inner] as u64).wrapping_mul(A_FILE_MASK);
            inner += 1;
        }
        file += 1;
    }
    table
};

/// The squares of `line` on files b to g, as bits 0 to 5 by file.
const fn inner_by_file(line: u64) -> usize {
    let mut index = 0;
    let mut f = 1;
    while f < 7 {
        if line & (A_FILE_MASK << f) != 0 {
            index |= 1 << (f - 1);
        }
        f += 1;
    }
    index
}

// The gathers are exact: every inner occupancy of a file, and of every
// diagonal and anti-diagonal, gives its own bits as the index (checked
// when the crate is built).
const _: () = {
    let mut inner = 0;
    while inner < 64 {
        assert!(file_index(to_a_file((inner as u8) << 1)) == inner);
        let mut s = 0;
        while s < 64 {
            let square = Square::ALL[s];
            let diagonal = Diagonal::containing(square).mask().0;
            let anti = AntiDiagonal::containing(square).mask().0;
            let spread = (((inner as u64) << 1) as u8 as u64).wrapping_mul(A_FILE_MASK);
            assert!(line_index(diagonal & spread) == inner_by_file(diagonal & spread));
            assert!(line_index(anti & spread) == inner_by_file(anti & spread));
            s += 1;
        }
        inner += 1;
    }
};

/// The two diagonals through a square, without it.
#[derive(Clone, Copy)]
#[repr(align(16))]
struct Diagonals {
    diagonal: u64,
    anti_diagonal: u64,
}

static DIAGONALS: [Diagonals; 64] = {
    let mut lines = [Diagonals {
        diagonal: 0,
        anti_diagonal: 0,
    }; 64];
    let mut s = 0;
    while s < 64 {
        let square = Square::ALL[s];
        lines[s] = Diagonals {
            diagonal: Diagonal::containing(square).mask().without(square).0,
            anti_diagonal: AntiDiagonal::containing(square).mask().without(square).0,
        };
        s += 1;
    }
    lines
};

/// A rook's attacks: its rank by a shift, its file by the gather.
#[inline]
pub const fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    let (file, rank) = (square.index() & 7, square.index() >> 3);
    let rank_inner = (occupied.0 >> (8 * rank + 1)) as usize & 63;
    let along_rank = (FIRST_RANK[file][rank_inner] as u64) << (8 * rank);
    let along_file = A_FILE[rank][file_index(occupied.0 >> file)] << file;
    Bitboard(along_rank | along_file)
}

/// A bishop's attacks: both diagonals by the stacking multiplication.
#[inline]
pub const fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    let lines = &DIAGONALS[square.index()];
    let attacks = &EVERY_RANK[square.index() & 7];
    let diagonal = attacks[line_index(occupied.0 & lines.diagonal)] & lines.diagonal;
    let anti = attacks[line_index(occupied.0 & lines.anti_diagonal)] & lines.anti_diagonal;
    Bitboard(diagonal | anti)
}

/// A queen's attacks: the rook's and the bishop's.
#[inline]
pub const fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied).union(bishop(square, occupied))
}
