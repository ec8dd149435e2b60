//! Slider attacks by PEXT bitboards: the BMI2 instruction `PEXT` packs
//! the relevant occupancy into a dense table index.
//!
//! `pext(occupied, mask)` gathers the bits of `occupied` at the set bits
//! of `mask` (the slider's [relevant
//! occupancy](super::Slider::relevant_occupancy)) into the low bits of the
//! result, in order. It is a perfect, order-preserving hash: no magic
//! number, no collision, and entry `n` of a square holds the attacks for
//! the `n`-th subset of the mask in carry-rippler order
//! ([`Bitboard::subsets`](crate::Bitboard::subsets)), which is how the
//! table is built:
//!
//! ```text
//! attacks = ATTACKS[offset[sq] + pext(occupied, mask[sq])]
//! ```
//!
//! **When it is compiled in.** Only when the build target has BMI2
//! (`cfg(all(target_arch = "x86_64", target_feature = "bmi2"))`, e.g.
//! `RUSTFLAGS="-C target-cpu=native"` on a CPU that has it, or
//! `-C target-feature=+bmi2`). The crate does not detect the CPU at run
//! time. On every other target this module's functions exist with the
//! same signatures and **fall back to [`magic`](super::magic)**, and
//! [`NATIVE`] is `false`. (On AMD before Zen 3, `PEXT` is microcoded and
//! slow; a build for those should not enable BMI2.)
//!
//! The instruction is reached through `core::arch::x86_64::_pext_u64`,
//! which Rust accepts only inside `unsafe`: that one call, in a private
//! three-line function compiled only when BMI2 is enabled, is the only
//! `unsafe` code of the crate.
//!
//! **Memory** (with BMI2): rook 102,400 entries (800 KiB), bishop 5,248
//! (41 KiB), 8 bytes each, in separate arrays, plus per square the mask
//! and the square's slice of the table (32 bytes each, 2 KiB a piece).
//! Indexing the slice by the `PEXT` result makes the address `base + 8 *
//! index`: no offset is added on the way from the occupancy to the result,
//! and the bounds check runs beside the load. Without BMI2 none (the magic
//! tables serve).
//!
//! ```
//! use a1h8::attacks::{magic, pext};
//! use a1h8::Square;
//!
//! let occupied = Square::C4.bitboard() | Square::E6 | Square::E2 | Square::H4;
//! assert_eq!(pext::rook(Square::E4, occupied), magic::rook(Square::E4, occupied));
//! // `true` in a build for a target with BMI2 (`-C target-cpu=native` on a
//! // recent x86-64), `false` otherwise.
//! println!("PEXT instruction used: {}", pext::NATIVE);
//! ```

use crate::{Bitboard, Square};

/// `true` when this build uses the `PEXT` instruction, `false` when the
/// functions of this module fall back to [`magic`](super::magic).
pub const NATIVE: bool = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
mod native {
    use crate::attacks::Slider;
    use crate::attacks::table_builder::{
        Encoding, Indexing, build_compact_table, build_table, empty_board_rays,
    };
    use crate::{Bitboard, Square};

    /// `pext(occupied, mask)`, and with `rays` given,
    /// `pdep(window[pext(occupied, mask)], rays)`: the BMI2 instructions of
    /// a lookup, the only `unsafe` code of the crate.
    ///
    /// `W` is a power of two at least `2^popcount(mask)`, so masking the
    /// index by `W - 1` changes nothing but proves it in bounds.
    #[allow(unsafe_code)]
    #[inline(always)]
    fn bmi2<const W: usize>(occupied: u64, mask: u64, window: &[u16; W], rays: u64) -> u64 {
        use core::arch::x86_64::{_pdep_u64, _pext_u64};
        // SAFETY: `_pext_u64` needs the BMI2 instruction set, and this
        // function is compiled only when the build target enables BMI2
        // (`cfg(target_feature = "bmi2")`), which promises that every CPU
        // running the binary has it. It reads no memory.
        let index = unsafe { _pext_u64(occupied, mask) } as usize;
        // Safe indexing, proven in bounds by the mask: no check.
        let packed = u64::from(window[index]);
        // SAFETY: `_pdep_u64` is BMI2 too, compiled under the same `cfg`;
        // it reads no memory.
        unsafe { _pdep_u64(packed, rays) }
    }

    /// `window[pext(occupied, mask)]`, the index masked as in [`bmi2`].
    #[allow(unsafe_code)]
    #[inline(always)]
    fn pext_only<const W: usize>(occupied: u64, mask: u64, window: &[Bitboard; W]) -> Bitboard {
        // SAFETY: as in `bmi2`.
        let index = unsafe { core::arch::x86_64::_pext_u64(occupied, mask) } as usize;
        window[index]
    }

    /// The [`Indexing`] of every square: by `PEXT` from its offset.
    const fn indexing(slider: Slider) -> [Indexing; 64] {
        let offsets = slider.dense_offsets();
        let mut indexing = [Indexing::Pext { offset: 0 }; 64];
        let mut s = 0;
        while s < 64 {
            indexing[s] = Indexing::Pext { offset: offsets[s] };
            s += 1;
        }
        indexing
    }

    /// The longest part of a square: 4096 entries for a rook, 512 for a
    /// bishop.
    const ROOK_WINDOW: usize = 1 << 12;
    const BISHOP_WINDOW: usize = 1 << 9;

    /// The length of a slider's table padded so that every square's
    /// window of `window` entries from its offset fits.
    const fn padded_len(slider: Slider, window: usize) -> usize {
        let offsets = slider.dense_offsets();
        let mut len = slider.table_len();
        let mut s = 0;
        while s < 64 {
            if offsets[s] + window > len {
                len = offsets[s] + window;
            }
            s += 1;
        }
        len
    }

    /// What one square's lookup for one slider reads: its relevant
    /// occupancy, the window of the packed table from its offset, and its
    /// rays on an empty board. Indexing the window by the `PEXT` result
    /// makes the address `window + 2 * index`, with no offset added on the
    /// path from the occupancy to the result.
    #[derive(Clone, Copy)]
    #[repr(C)]
    struct Entry<const W: usize> {
        mask: u64,
        window: &'static [u16; W],
        rays: u64,
    }

    /// Both sliders' [`Entry`]s of a square, in one 64-byte cache line: a
    /// queen's lookup reads one line.
    #[derive(Clone, Copy)]
    #[repr(C, align(64))]
    struct Entries {
        rook: Entry<ROOK_WINDOW>,
        bishop_mask: u64,
        bishop: &'static [Bitboard; BISHOP_WINDOW],
    }

    /// The [`Entry`] of `slider` on `square` into its `table`.
    const fn entry<const W: usize>(
        slider: Slider,
        square: Square,
        table: &'static [u16],
    ) -> Entry<W> {
        Entry {
            mask: slider.relevant_occupancy(square).0,
            window: table
                .split_at(slider.dense_offsets()[square.index()])
                .1
                .first_chunk::<W>()
                .expect("the table is padded for every window"),
            rays: empty_board_rays(slider, square).0,
        }
    }

    /// The rook's packed table: 102,400 entries of 16 bits (200 KiB).
    static ROOK_TABLE: [u16; padded_len(Slider::Rook, ROOK_WINDOW)] =
        build_compact_table(Slider::Rook, &indexing(Slider::Rook), Encoding::Packed);
    /// The bishop's packed table: 5,248 entries of 16 bits and 448 of
    /// padding (11 KiB).
    static BISHOP_TABLE: [Bitboard; padded_len(Slider::Bishop, BISHOP_WINDOW)] =
        build_table(Slider::Bishop, &indexing(Slider::Bishop));

    const fn bishop_window(square: Square) -> &'static [Bitboard; BISHOP_WINDOW] {
        BISHOP_TABLE
            .split_at(Slider::Bishop.dense_offsets()[square.index()])
            .1
            .first_chunk::<BISHOP_WINDOW>()
            .expect("the table is padded for every window")
    }

    static ENTRIES: [Entries; 64] = {
        let mut entries = [Entries {
            rook: entry(Slider::Rook, Square::A1, &ROOK_TABLE),
            bishop_mask: Slider::Bishop.relevant_occupancy(Square::A1).0,
            bishop: bishop_window(Square::A1),
        }; 64];
        let mut s = 1;
        while s < 64 {
            entries[s] = Entries {
                rook: entry(Slider::Rook, Square::ALL[s], &ROOK_TABLE),
                bishop_mask: Slider::Bishop.relevant_occupancy(Square::ALL[s]).0,
                bishop: bishop_window(Square::ALL[s]),
            };
            s += 1;
        }
        entries
    };

    impl<const W: usize> Entry<W> {
        #[inline(always)]
        fn attacks(&self, occupied: Bitboard) -> Bitboard {
            Bitboard(bmi2(occupied.0, self.mask, self.window, self.rays))
        }
    }

    #[inline]
    pub(super) fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        ENTRIES[square.index()].rook.attacks(occupied)
    }

    #[inline]
    pub(super) fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        let e = &ENTRIES[square.index()];
        pext_only(occupied.0, e.bishop_mask, e.bishop)
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
use native as technique;

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
use super::magic as technique;

/// A bishop's attacks, from the PEXT table (from the magic table without
/// BMI2).
#[inline]
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    technique::bishop(square, occupied)
}

/// A rook's attacks, from the PEXT table (from the magic table without
/// BMI2).
#[inline]
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    technique::rook(square, occupied)
}

/// A queen's attacks: the rook's and the bishop's.
#[inline]
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    rook(square, occupied) | bishop(square, occupied)
}
