//! Slider attacks by fancy magic bitboards: one multiplication hashes the
//! relevant occupancy to a table entry.
//!
//! Only the squares of a slider's [relevant
//! occupancy](Slider::relevant_occupancy) (its rays without their edge
//! squares, 5 to 12 squares) can change its attacks. For each square a
//! **magic number** maps every subset of them to a different entry, or to
//! an entry of the same attack set (a constructive collision, allowed):
//!
//! ```text
//! index = offset[sq] + (((occupied & mask[sq]) * magic[sq]) >> shift[sq])
//! attacks = ATTACKS[index]
//! ```
//!
//! with `shift = 64 - relevant squares`, so each square owns `2^bits`
//! entries from `offset`. "Fancy" means these per-square tables have the
//! size of each square (not a fixed 4096) and are packed one after the
//! other.
//!
//! The numbers come from the crate's own finder ([`find_magic`]: sparse
//! candidates from a [`SplitMix64`] seeded with [`SEED`], tried until one
//! has no destructive collision) and are stored as constants in the
//! source (`numbers.rs`); a test re-runs the finder and compares. The
//! attack tables are `static` data built at compile time by a `const fn`
//! from [`classical`](super::classical) attacks, ray by ray; a check in
//! the builder turns a bad magic number into a compile error. Nothing
//! runs at start-up.
//!
//! **Memory:** rook 102,400 entries (800 KiB), bishop 5,248 entries
//! (41 KiB) plus 448 entries of padding (3.5 KiB), 8 bytes each: 845 KiB
//! in all, within the 1 to 2 MiB L2 cache of current desktop CPUs. Rook
//! and bishop have **separate** arrays ([`table`]`(Slider::Rook)`,
//! [`table`]`(Slider::Bishop)`), each indexed from 0 by its own offsets.
//! Beside them: 64 public [`Magic`]s a piece (32 bytes each, 2 KiB), and
//! the 64 lookups a piece the hot path reads (32 bytes each, 2 KiB: mask,
//! magic, the square's window of the table, the shift; `lookup.rs`
//! explains why a window and why the shift is an enum: no bounds check and
//! no offset addition on the way from the occupancy to the result).
//!
//! For code generation, the arrays are public and the formula is the one
//! above, with [`Magic::index`] its Rust form:
//!
//! ```
//! use a1h8::attacks::{magic, Slider};
//! use a1h8::{bitboard, Bitboard, Square};
//!
//! let occupied = Square::C4.bitboard() | Square::E6 | Square::E2 | Square::H4;
//! let m = magic::magic(Slider::Rook, Square::E4);
//! let index = m.offset + ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
//! assert_eq!(index, m.index(occupied));
//! assert_eq!(magic::table(Slider::Rook)[index], bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . X . . .
//!     . . . . X . . .
//!     . . X X . X X X
//!     . . . . X . . .
//!     . . . . X . . .
//!     . . . . . . . .
//! });
//! assert_eq!(magic::rook(Square::E4, occupied), magic::table(Slider::Rook)[index]);
//! ```

mod finder;
mod lookup;
mod numbers;

pub use finder::{Collision, FoundMagic, MAX_CANDIDATES, SEED, SplitMix64, find_magic, verify};

use crate::attacks::Slider;
use crate::attacks::table_builder::{Indexing, build_table};
use crate::{Bitboard, Square};
use lookup::{
    BISHOP_WINDOW, BishopShift, Lookup, ROOK_WINDOW, RookShift, bishop_shifts, lookups, padded_len,
    rook_shifts,
};

/// Everything one square needs to index its slider's attack table.
///
/// 32 bytes, aligned to 32, so it never straddles a cache line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(32))]
pub struct Magic {
    /// The relevant occupancy: the squares whose occupancy matters.
    pub mask: Bitboard,
    /// The magic number.
    pub magic: u64,
    /// Where the square's entries start in the slider's table.
    pub offset: usize,
    /// The right shift of the product: 64 minus the number of relevant
    /// squares, so the hash is below `2^(64 - shift)`.
    pub shift: u32,
}

impl Magic {
    /// The entry of the slider's [`table`] for `occupied`:
    /// `offset + (((occupied & mask) * magic) >> shift)`, the product wrapping.
    #[inline]
    pub const fn index(&self, occupied: Bitboard) -> usize {
        self.offset
            + (occupied.intersection(self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }

    /// The number of entries the square owns: `2^(64 - shift)`.
    pub const fn size(&self) -> usize {
        1 << (64 - self.shift)
    }
}

/// The stored magic numbers of `slider`, by square index.
const fn numbers(slider: Slider) -> &'static [u64; 64] {
    match slider {
        Slider::Rook => &numbers::ROOK,
        Slider::Bishop => &numbers::BISHOP,
    }
}

/// The [`Magic`]s of `slider` from its stored numbers, the entries of each
/// square packed after those of the square before.
const fn build_magics(slider: Slider) -> [Magic; 64] {
    let offsets = slider.dense_offsets();
    let mut magics = [Magic {
        mask: Bitboard::EMPTY,
        magic: 0,
        offset: 0,
        shift: 0,
    }; 64];
    let mut s = 0;
    while s < 64 {
        let mask = slider.relevant_occupancy(Square::ALL[s]);
        magics[s] = Magic {
            mask,
            magic: numbers(slider)[s],
            offset: offsets[s],
            shift: 64 - mask.0.count_ones(),
        };
        s += 1;
    }
    magics
}

/// The [`Indexing`] of each square by its [`Magic`].
const fn indexing(magics: &[Magic; 64]) -> [Indexing; 64] {
    let mut indexing = [Indexing::Pext { offset: 0 }; 64];
    let mut s = 0;
    while s < 64 {
        let m = &magics[s];
        indexing[s] = Indexing::Magic {
            offset: m.offset,
            magic: m.magic,
            shift: m.shift,
        };
        s += 1;
    }
    indexing
}

const ROOK_MAGICS: [Magic; 64] = build_magics(Slider::Rook);
const BISHOP_MAGICS: [Magic; 64] = build_magics(Slider::Bishop);

/// The rook's [`Magic`]s by square index.
static ROOK: [Magic; 64] = ROOK_MAGICS;
/// The bishop's [`Magic`]s by square index.
static BISHOP: [Magic; 64] = BISHOP_MAGICS;

/// The rook's attack table, built at compile time (a destructive
/// collision of a stored magic number fails the build), padded for the
/// last squares' windows.
static ROOK_TABLE: [Bitboard; padded_len(&ROOK_MAGICS, ROOK_WINDOW)] =
    build_table(Slider::Rook, &indexing(&ROOK_MAGICS));
/// The bishop's attack table, built at compile time, padded for the last
/// squares' windows.
static BISHOP_TABLE: [Bitboard; padded_len(&BISHOP_MAGICS, BISHOP_WINDOW)] =
    build_table(Slider::Bishop, &indexing(&BISHOP_MAGICS));

static ROOK_LOOKUPS: [Lookup<ROOK_WINDOW, RookShift>; 64] =
    lookups(&ROOK_MAGICS, &ROOK_TABLE, rook_shifts(&ROOK_MAGICS));
static BISHOP_LOOKUPS: [Lookup<BISHOP_WINDOW, BishopShift>; 64] =
    lookups(&BISHOP_MAGICS, &BISHOP_TABLE, bishop_shifts(&BISHOP_MAGICS));

/// The [`Magic`]s of `slider`, by square index.
pub const fn magics(slider: Slider) -> &'static [Magic; 64] {
    match slider {
        Slider::Rook => &ROOK,
        Slider::Bishop => &BISHOP,
    }
}

/// The [`Magic`] of `slider` on `square`.
pub const fn magic(slider: Slider, square: Square) -> &'static Magic {
    &magics(slider)[square.index()]
}

/// The attack table of `slider`: entry [`Magic::index`] holds the attacks
/// for that occupancy. [`Slider::table_len`] entries (the padding the
/// lookups need after it is not part of it).
pub const fn table(slider: Slider) -> &'static [Bitboard] {
    match slider {
        Slider::Rook => ROOK_TABLE.split_at(Slider::Rook.table_len()).0,
        Slider::Bishop => BISHOP_TABLE.split_at(Slider::Bishop.table_len()).0,
    }
}

/// A bishop's attacks, from the magic table.
#[inline]
pub const fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    BISHOP_LOOKUPS[square.index()].attacks(occupied)
}

/// A rook's attacks, from the magic table.
#[inline]
pub const fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    ROOK_LOOKUPS[square.index()].attacks(occupied)
}

/// A queen's attacks: the rook's and the bishop's.
#[inline]
pub const fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied).union(bishop(square, occupied))
}
