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
//! **The rook's entries are 16 bits.** A rook attacks at most 14 of the
//! squares of its rays on an empty board, so an entry holds only those
//! bits, packed: `pext(attacks, rays[sq])`; the BMI2 instruction `PDEP`
//! spreads them back, `attacks = pdep(entry, rays[sq])`. The rook's table
//! is then 200 KiB instead of 800 KiB: it stays in the level-2 cache
//! beside the rest of a program's data, and its pages in the first-level
//! TLB. Measured by `a1h8-bench sliders` on a Zen 4 (ns per lookup,
//! throughput / latency, both tables laid out as below): 8-byte entries
//! 1.00 / 6.82, 16-byte entries with `PDEP` 0.84 / 5.47. The bishop's
//! table is small (41 KiB) and keeps 8-byte entries: `PDEP` would add its
//! 3 cycles to the latency (3.55 against 3.28 ns measured) for no cache
//! gain worth it.
//!
//! **A free cache line between squares.** Each square's part of a table
//! holds `2^bits` entries, so without a gap every rook part would start at
//! a multiple of 2 KiB, and its most used entries (the part's first line
//! and the lines at power-of-two indices: the occupancies with few
//! blockers) would fall, for all 64 squares, on the same few cache sets,
//! which then evict each other. One unused
//! 64-byte line between consecutive parts (4 KiB a table) spreads them
//! over every set: the rook's lookup measured 6.10 ns of latency without
//! the gap, 5.47 with it, its throughput 0.93 and 0.89 ns (bounds
//! checked as before); the bishop's latency 3.58 and 3.47 ns.
//!
//! **Bounds checks.** Each square's lookup holds an array reference to its
//! part of the table, `&[_; 4096]` for a rook, `&[_; 512]` for a bishop,
//! (the table padded after the last square), so the address is
//! `window + size * index` with no offset added on the path from the
//! occupancy to the result. The index is below the window's length, and
//! the lookup reads it with `get`: a compare and a branch the processor
//! predicts, beside the load rather than on the path to the result, and,
//! unlike the panic of `window[index]`, no second exit in a caller's loop,
//! which the compiler may then unroll. Measured (throughput / latency, ns):
//! rook by `get` 0.84 / 5.47, by `window[index]` 0.89 / 5.47, masked by
//! 4095 (an `and` on the path) 0.87 / 5.64; bishop by `get` 0.67 / 3.19,
//! by `window[index]` 0.87 / 3.21, masked by 511 0.63 / 3.47.
//!
//! **When it is compiled in.** Only when the build target has BMI2
//! (`cfg(all(target_arch = "x86_64", target_feature = "bmi2"))`, e.g.
//! `RUSTFLAGS="-C target-cpu=native"` on a CPU that has it, or
//! `-C target-feature=+bmi2`). The crate does not detect the CPU at run
//! time. On every other target this module's functions exist with the
//! same signatures and **fall back to [`magic`](super::magic)**, and
//! [`NATIVE`] is `false`. (On AMD before Zen 3, `PEXT` and `PDEP` are
//! microcoded and slow; a build for those should not enable BMI2.)
//!
//! The instructions are reached through `core::arch::x86_64::_pext_u64`
//! and `_pdep_u64`, which Rust accepts only inside `unsafe`: those two
//! calls, in one small private function compiled only when BMI2 is
//! enabled, are the only `unsafe` code of the crate.
//!
//! **Memory** (with BMI2): rook 102,400 entries of 2 bytes, with the 63
//! free lines and the last window's padding 107,488 (210 KiB); bishop
//! 5,248 entries of 8 bytes, 6,200 with the free lines and the padding
//! (48.4 KiB); in separate arrays, a second pair of tables beside the
//! magic ones; plus per square one 64-byte line with both sliders' masks
//! and windows and the rook's rays (4 KiB). Without BMI2 none (the magic
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

    /// A lookup: `window[pext(occupied, mask)]`, then, when `rays` is
    /// given, `pdep(entry, rays)`. The two BMI2 instructions, the only
    /// `unsafe` code of the crate, are in this one function.
    ///
    /// `W` is a power of two at least `2^popcount(mask)`, so the index is
    /// below `W` and `get` always finds the entry: its check is a branch
    /// the processor predicts, beside the load rather than on the path
    /// from the occupancy to the result, and unlike the panic of
    /// `window[index]` it leaves a caller's loop with a single exit, which
    /// the compiler may unroll (see the module docs for the figures). The
    /// other arm is marked cold, so the compiler lays the load out on the
    /// straight path, with no taken jump.
    #[allow(unsafe_code)]
    #[inline(always)]
    fn lookup<T: Copy + Into<u64>, const W: usize>(
        occupied: u64,
        mask: u64,
        window: &[T; W],
        rays: Option<u64>,
    ) -> u64 {
        use core::arch::x86_64::{_pdep_u64, _pext_u64};
        // SAFETY: `_pext_u64` needs the BMI2 instruction set, and this
        // function is compiled only when the build target enables BMI2
        // (`cfg(target_feature = "bmi2")`), which promises that every CPU
        // running the binary has it. It reads no memory.
        let index = unsafe { _pext_u64(occupied, mask) } as usize;
        let entry = match window.get(index) {
            Some(&entry) => entry.into(),
            None => {
                core::hint::cold_path();
                0
            }
        };
        match rays {
            // SAFETY: `_pdep_u64` is BMI2 too, compiled under the same
            // `cfg`; it reads no memory.
            Some(rays) => unsafe { _pdep_u64(entry, rays) },
            None => entry,
        }
    }

    /// Where each square's part of a slider's table starts, for entries of
    /// `entry_size` bytes: the parts in square order, `2^bits` entries
    /// each, with one cache line (64 bytes) left between consecutive ones
    /// so that the first entries of the squares' parts, the most used,
    /// fall on different cache sets (see the module docs).
    const fn offsets(slider: Slider, entry_size: usize) -> [usize; 64] {
        let dense = slider.dense_offsets();
        let mut offsets = [0; 64];
        let mut s = 0;
        while s < 64 {
            offsets[s] = dense[s] + s * (LINE / entry_size);
            s += 1;
        }
        offsets
    }

    /// A cache line, in bytes.
    const LINE: usize = 64;

    /// The [`Indexing`] of every square: by `PEXT` from its offset.
    const fn indexing(slider: Slider, entry_size: usize) -> [Indexing; 64] {
        let offsets = offsets(slider, entry_size);
        let mut indexing = [Indexing::Pext { offset: 0 }; 64];
        let mut s = 0;
        while s < 64 {
            indexing[s] = Indexing::Pext { offset: offsets[s] };
            s += 1;
        }
        indexing
    }

    /// The largest part of a square: 4096 entries for a rook, 512 for a
    /// bishop.
    const ROOK_WINDOW: usize = 1 << 12;
    const BISHOP_WINDOW: usize = 1 << 9;

    /// The length of a slider's table padded so that every square's
    /// window of `window` entries from its offset fits (the last square's
    /// window, at the highest offset, ends last).
    const fn padded_len(slider: Slider, entry_size: usize, window: usize) -> usize {
        offsets(slider, entry_size)[63] + window
    }

    /// The `W` entries of `table` from `slider`'s offset of `square`.
    const fn window<T, const W: usize>(
        table: &'static [T],
        slider: Slider,
        square: Square,
    ) -> &'static [T; W] {
        table
            .split_at(offsets(slider, size_of::<T>())[square.index()])
            .1
            .first_chunk::<W>()
            .expect("the table is padded for every window")
    }

    /// A table starting on a cache line, as [`offsets`] assumes.
    #[repr(C, align(64))]
    struct Aligned<T>(T);

    /// What one square's lookups read, in one 64-byte cache line (a
    /// queen's lookup reads one line): per slider the relevant occupancy
    /// and the window of its table from the square's offset, and the
    /// rook's rays on an empty board. Indexing a window by the `PEXT`
    /// result makes the address `window + size * index`, with no offset
    /// added on the path from the occupancy to the result.
    #[derive(Clone, Copy)]
    #[repr(C, align(64))]
    struct Entry {
        rook_mask: u64,
        rook: &'static [u16; ROOK_WINDOW],
        rook_rays: u64,
        bishop_mask: u64,
        bishop: &'static [Bitboard; BISHOP_WINDOW],
    }

    /// The rook's table: 102,400 entries of 16 bits, each the attacks
    /// packed along the rays ([`Encoding::Packed`]), with 63 lines
    /// between the squares and the last window's padding (210 KiB).
    static ROOK_TABLE: Aligned<[u16; padded_len(Slider::Rook, 2, ROOK_WINDOW)]> = Aligned(
        build_compact_table(Slider::Rook, &indexing(Slider::Rook, 2), Encoding::Packed),
    );
    /// The bishop's table: 5,248 attack sets, with 63 lines between the
    /// squares and the last window's padding (48.4 KiB).
    static BISHOP_TABLE: Aligned<[Bitboard; padded_len(Slider::Bishop, 8, BISHOP_WINDOW)]> =
        Aligned(build_table(Slider::Bishop, &indexing(Slider::Bishop, 8)));

    /// The [`Entry`] of `square`.
    const fn entry(square: Square) -> Entry {
        Entry {
            rook_mask: Slider::Rook.relevant_occupancy(square).0,
            rook: window(&ROOK_TABLE.0, Slider::Rook, square),
            rook_rays: empty_board_rays(Slider::Rook, square).0,
            bishop_mask: Slider::Bishop.relevant_occupancy(square).0,
            bishop: window(&BISHOP_TABLE.0, Slider::Bishop, square),
        }
    }

    static ENTRIES: [Entry; 64] = {
        let mut entries = [entry(Square::A1); 64];
        let mut s = 1;
        while s < 64 {
            entries[s] = entry(Square::ALL[s]);
            s += 1;
        }
        entries
    };

    #[inline]
    pub(super) fn rook(square: Square, occupied: Bitboard) -> Bitboard {
        let e = &ENTRIES[square.index()];
        Bitboard(lookup(occupied.0, e.rook_mask, e.rook, Some(e.rook_rays)))
    }

    #[inline]
    pub(super) fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
        let e = &ENTRIES[square.index()];
        Bitboard(lookup(occupied.0, e.bishop_mask, e.bishop, None))
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
