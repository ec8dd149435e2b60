//! What a magic lookup reads: per square the mask, the magic number, the
//! shift, and the square's window of the attack table, laid out so that
//! the compiler proves every index in bounds.
//!
//! A lookup is `window[((occupied & mask) * magic) >> shift]`. Two choices
//! keep it to those operations and one load:
//!
//! - **The shift is an enum**, [`RookShift`] (52 to 54) or
//!   [`BishopShift`] (55 to 59), not an integer. The compiler knows the
//!   values an enum can take, so it knows a 64-bit product shifted right
//!   by at least 52 is below 4096 (by at least 55, below 512).
//! - **The window is an array reference**, `&[Bitboard; 4096]` for a rook
//!   (`&[Bitboard; 512]` for a bishop) starting at the square's offset.
//!   Indexed by a number the compiler knows to be below its length, it
//!   needs no bounds check, and the address is `window + 8 * hash`, with
//!   no addition of the offset on the path from the occupancy to the
//!   result. The square owns only the first `2^bits` entries of its
//!   window; the others belong to the squares after it, and the table is
//!   padded so that the last square's window fits too.

use crate::Bitboard;
use crate::attacks::magic::Magic;

/// The length of a rook's window: 4096 entries, for 12 relevant squares.
pub(super) const ROOK_WINDOW: usize = 1 << 12;

/// The length of a bishop's window: 512 entries, for 9 relevant squares.
pub(super) const BISHOP_WINDOW: usize = 1 << 9;

/// The right shift of a rook's hash: 64 minus 10 to 12 relevant squares.
#[derive(Clone, Copy)]
#[repr(u8)]
pub(super) enum RookShift {
    By52 = 52,
    By53 = 53,
    By54 = 54,
}

/// The right shift of a bishop's hash: 64 minus 5 to 9 relevant squares.
#[derive(Clone, Copy)]
#[repr(u8)]
pub(super) enum BishopShift {
    By55 = 55,
    By56 = 56,
    By57 = 57,
    By58 = 58,
    By59 = 59,
}

/// The [`RookShift`]s of `magics`.
pub(super) const fn rook_shifts(magics: &[Magic; 64]) -> [RookShift; 64] {
    let mut shifts = [RookShift::By52; 64];
    let mut s = 0;
    while s < 64 {
        shifts[s] = match magics[s].shift {
            52 => RookShift::By52,
            53 => RookShift::By53,
            54 => RookShift::By54,
            _ => panic!("a rook has 10 to 12 relevant squares"),
        };
        s += 1;
    }
    shifts
}

/// The [`BishopShift`]s of `magics`.
pub(super) const fn bishop_shifts(magics: &[Magic; 64]) -> [BishopShift; 64] {
    let mut shifts = [BishopShift::By55; 64];
    let mut s = 0;
    while s < 64 {
        shifts[s] = match magics[s].shift {
            55 => BishopShift::By55,
            56 => BishopShift::By56,
            57 => BishopShift::By57,
            58 => BishopShift::By58,
            59 => BishopShift::By59,
            _ => panic!("a bishop has 5 to 9 relevant squares"),
        };
        s += 1;
    }
    shifts
}

/// The length of a table holding every square's window of `window`
/// entries from its offset: the table itself, padded for the last
/// windows.
pub(super) const fn padded_len(magics: &[Magic; 64], window: usize) -> usize {
    let mut len = 0;
    let mut s = 0;
    while s < 64 {
        let end = magics[s].offset + window;
        let own = magics[s].offset + magics[s].size();
        len = if end > len { end } else { len };
        len = if own > len { own } else { len };
        s += 1;
    }
    len
}

/// One square's lookup: 32 bytes, aligned so it never straddles a cache
/// line.
#[derive(Clone, Copy)]
#[repr(C, align(32))]
pub(super) struct Lookup<const W: usize, S: Copy + 'static> {
    mask: Bitboard,
    magic: u64,
    window: &'static [Bitboard; W],
    shift: S,
}

/// The `W` entries of `table` from `offset`.
const fn window<const W: usize>(
    table: &'static [Bitboard],
    offset: usize,
) -> &'static [Bitboard; W] {
    table
        .split_at(offset)
        .1
        .first_chunk::<W>()
        .expect("the table is padded for every window")
}

/// The [`Lookup`]s of `magics` into `table`, with their `shifts`.
pub(super) const fn lookups<const W: usize, S: Copy>(
    magics: &[Magic; 64],
    table: &'static [Bitboard],
    shifts: [S; 64],
) -> [Lookup<W, S>; 64] {
    let mut lookups = [Lookup {
        mask: Bitboard::EMPTY,
        magic: 0,
        window: window(table, 0),
        shift: shifts[0],
    }; 64];
    let mut s = 0;
    while s < 64 {
        lookups[s] = Lookup {
            mask: magics[s].mask,
            magic: magics[s].magic,
            window: window(table, magics[s].offset),
            shift: shifts[s],
        };
        s += 1;
    }
    lookups
}

impl Lookup<ROOK_WINDOW, RookShift> {
    /// The rook's attacks for `occupied`.
    #[inline]
    pub(super) const fn attacks(&self, occupied: Bitboard) -> Bitboard {
        let product = occupied.intersection(self.mask).wrapping_mul(self.magic);
        self.window[(product >> self.shift as u32) as usize]
    }
}

impl Lookup<BISHOP_WINDOW, BishopShift> {
    /// The bishop's attacks for `occupied`.
    #[inline]
    pub(super) const fn attacks(&self, occupied: Bitboard) -> Bitboard {
        let product = occupied.intersection(self.mask).wrapping_mul(self.magic);
        self.window[(product >> self.shift as u32) as usize]
    }
}
