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
    use crate::attacks::table_builder::{Indexing, build_table};
    use crate::{Bitboard, Square};

    /// `PEXT`: the bits of `bits` at the set bits of `mask`, packed low.
    #[allow(unsafe_code)]
    #[inline(always)]
    fn pext(bits: u64, mask: u64) -> u64 {
        // SAFETY: `_pext_u64` needs the BMI2 instruction set, and this
        // function is compiled only when the build target enables BMI2
        // (`cfg(target_feature = "bmi2")`), which promises that every CPU
        // running the binary has it. It reads no memory.
        unsafe { core::arch::x86_64::_pext_u64(bits, mask) }
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

    /// One square's relevant occupancy and its own part of the table:
    /// indexing that slice by the `PEXT` result makes the address
    /// `base + 8 * index`, with no offset added on the path from the
    /// occupancy to the result (the bounds check runs beside it).
    #[derive(Clone, Copy)]
    #[repr(C, align(32))]
    struct Entry {
        mask: Bitboard,
        attacks: &'static [Bitboard],
    }

    /// The [`Entry`]s of `slider` into its `table`.
    const fn entries(slider: Slider, table: &'static [Bitboard]) -> [Entry; 64] {
        let offsets = slider.dense_offsets();
        let mut entries = [Entry {
            mask: Bitboard::EMPTY,
            attacks: &[],
        }; 64];
        let mut s = 0;
        while s < 64 {
            let mask = slider.relevant_occupancy(Square::ALL[s]);
            entries[s] = Entry {
                mask,
                attacks: table
                    .split_at(offsets[s])
                    .1
                    .split_at(1 << mask.0.count_ones())
                    .0,
            };
            s += 1;
        }
        entries
    }

    static ROOK_TABLE: [Bitboard; Slider::Rook.table_len()] =
        build_table(Slider::Rook, &indexing(Slider::Rook));
    static BISHOP_TABLE: [Bitboard; Slider::Bishop.table_len()] =
        build_table(Slider::Bishop, &indexing(Slider::Bishop));

    static ROOK: [Entry; 64] = entries(Slider::Rook, &ROOK_TABLE);
    static BISHOP: [Entry; 64] = entries(Slider::Bishop, &BISHOP_TABLE);

    impl Entry {
        #[inline(always)]
        fn attacks(&self, occupied: Bitboard) -> Bitboard {
            self.attacks[pext(occupied.0, self.mask.0) as usize]
        }
    }

    #[inline]
    pub(super) fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        ROOK[square.index()].attacks(occupied)
    }

    #[inline]
    pub(super) fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        BISHOP[square.index()].attacks(occupied)
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
