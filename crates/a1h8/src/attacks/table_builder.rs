//! The compile-time builder of the magic and PEXT attack tables.
//!
//! Both tables hold, for every square and every subset of its relevant
//! occupancy, the slider's attacks at an index computed from the subset.
//! Evaluating the [`classical`] attacks of each of the 107,648 subsets in
//! the constant evaluator took 12 seconds of compile time (the evaluator
//! is an interpreter, and slow); this builder needs under one second by
//! going ray by ray. A slider's relevant squares are the inner squares of
//! its four rays, so every subset is the union of one subset of each
//! ray's inner squares, and its attacks are the union of those rays'
//! attacks. Both index functions split the same way over the disjoint
//! parts:
//!
//! - magic: `(a | b | c | d) * magic = a * magic + b * magic + ...`
//!   (wrapping), since an or of disjoint sets is their sum;
//! - PEXT: `pext(a | b | c | d, mask) = pext(a, mask) | pext(b, mask) |
//!   ...`, and or of those disjoint bit fields is again their sum.
//!
//! So the builder computes, per ray, the attacks and the index part of
//! each of its (at most 64) subsets, and the table entry of a whole subset
//! is four additions and a shift away.
//!
//! An entry holds the attack set itself ([`build_table`], 8 bytes) or a
//! 16-bit encoding of it ([`build_compact_table`], see [`Encoding`]). The
//! encoding keeps the bits of each ray apart, so the encoding of a union
//! of rays is again the or of the rays' encodings, computed per ray too.

use crate::attacks::{Slider, classical};
use crate::{Bitboard, Square, ray};

/// How a square's table entries are indexed.
#[derive(Clone, Copy)]
pub(crate) enum Indexing {
    /// `offset + ((subset * magic) >> shift)`.
    Magic {
        /// Where the square's entries start.
        offset: usize,
        /// The magic number.
        magic: u64,
        /// The right shift of the product.
        shift: u32,
    },
    /// `offset + pext(subset, mask)`: the bits of the subset gathered in
    /// the order of the mask's bits.
    Pext {
        /// Where the square's entries start.
        offset: usize,
    },
}

/// What a table entry holds.
#[derive(Clone, Copy)]
pub(crate) enum Encoding {
    /// The attack set itself, 64 bits.
    Attacks,
    /// The attacked squares among the square's rays on an empty board,
    /// packed low in the order of the rays' bits: `pext(attacks, rays)`,
    /// which `pdep(entry, rays)` turns back. A rook's rays have 14
    /// squares at most, a bishop's 13: 16 bits are enough. (Used by the
    /// PEXT tables, compiled with BMI2 only.)
    #[cfg_attr(
        not(all(target_arch = "x86_64", target_feature = "bmi2")),
        allow(dead_code)
    )]
    Packed,
}

/// The rays of `slider` from `square` on an empty board.
pub(crate) const fn empty_board_rays(slider: Slider, square: Square) -> Bitboard {
    let directions = slider.directions();
    let mut rays = Bitboard::EMPTY;
    let mut d = 0;
    while d < 4 {
        rays = rays.union(ray(square, directions[d]));
        d += 1;
    }
    rays
}

/// `attacks` (of a slider of `slider` on `square`) in `encoding`.
const fn encode(attacks: u64, slider: Slider, square: Square, encoding: Encoding) -> u64 {
    match encoding {
        Encoding::Attacks => attacks,
        Encoding::Packed => {
            parallel_bits_extract(Bitboard(attacks), empty_board_rays(slider, square))
        }
    }
}

/// `pext(bits, mask)` in software: the bits of `bits` at the positions of
/// the set bits of `mask`, lowest first, packed into the low bits.
const fn parallel_bits_extract(bits: Bitboard, mask: Bitboard) -> u64 {
    let (mut mask, mut packed, mut position) = (mask, 0, 0);
    while let Some(square) = mask.pop_first() {
        if bits.contains(square) {
            packed |= 1 << position;
        }
        position += 1;
    }
    packed
}

/// The subsets of one ray's relevant squares: each one's attacks along
/// the ray (in the table's [`Encoding`]) and its part of the index.
struct RayParts {
    len: usize,
    attacks: [u64; 64],
    keys: [u64; 64],
}

/// The [`RayParts`] of the ray from `square` towards the `d`-th direction
/// of `slider`.
const fn ray_parts(
    slider: Slider,
    square: Square,
    d: usize,
    mask: Bitboard,
    indexing: Indexing,
    encoding: Encoding,
) -> RayParts {
    let direction = slider.directions()[d];
    let relevant = ray(square, direction).intersection(mask);
    let mut parts = RayParts {
        len: 0,
        attacks: [0; 64],
        keys: [0; 64],
    };
    // PEXT keeps the order of the bits, so the keys of the ray's subsets,
    // taken in increasing order, are the subsets of the key of the whole
    // ray in increasing order: one software PEXT a ray, then a
    // carry-rippler step beside the subsets' own.
    let key_mask = match indexing {
        Indexing::Magic { .. } => Bitboard::EMPTY,
        Indexing::Pext { .. } => Bitboard(parallel_bits_extract(relevant, mask)),
    };
    let (mut subset, mut pext_key) = (Bitboard::EMPTY, Bitboard::EMPTY);
    loop {
        let attacks = classical::ray_attacks(square, direction, subset).0;
        parts.attacks[parts.len] = encode(attacks, slider, square, encoding);
        parts.keys[parts.len] = match indexing {
            Indexing::Magic { magic, .. } => subset.wrapping_mul(magic),
            Indexing::Pext { .. } => pext_key.0,
        };
        parts.len += 1;
        subset = subset.next_subset(relevant);
        pext_key = pext_key.next_subset(key_mask);
        if subset.is_empty() {
            return parts;
        }
    }
}

/// Runs `$body` once per (square, subset of its relevant occupancy) of
/// `$slider`, with `$index` the subset's table index and `$value` its
/// attacks in `$encoding`.
macro_rules! for_each_entry {
    ($slider:expr, $indexing:expr, $encoding:expr, |$index:ident, $value:ident| $body:block) => {{
        let (slider, indexing, encoding) = ($slider, $indexing, $encoding);
        let mut s = 0;
        while s < 64 {
            let square = Square::ALL[s];
            let mask = slider.relevant_occupancy(square);
            let (offset, shift) = match indexing[s] {
                Indexing::Magic { offset, shift, .. } => (offset, shift),
                Indexing::Pext { offset } => (offset, 0),
            };
            let a = ray_parts(slider, square, 0, mask, indexing[s], encoding);
            let b = ray_parts(slider, square, 1, mask, indexing[s], encoding);
            let c = ray_parts(slider, square, 2, mask, indexing[s], encoding);
            let d = ray_parts(slider, square, 3, mask, indexing[s], encoding);
            let mut i = 0;
            while i < a.len {
                let mut j = 0;
                while j < b.len {
                    let key_ab = (a.keys[i] as u128 + b.keys[j] as u128) as u64;
                    let attacks_ab = a.attacks[i] | b.attacks[j];
                    let mut k = 0;
                    while k < c.len {
                        let key_abc = (key_ab as u128 + c.keys[k] as u128) as u64;
                        let attacks_abc = attacks_ab | c.attacks[k];
                        let mut l = 0;
                        while l < d.len {
                            // Plain integer operations: this body runs once
                            // per table entry in the constant evaluator,
                            // where every call and every statement costs (a
                            // u128 sum is a wrapping u64 sum without the
                            // call of `wrapping_add`).
                            let key = (key_abc as u128 + d.keys[l] as u128) as u64;
                            let $index = offset + (key >> shift) as usize;
                            let $value = attacks_abc | d.attacks[l];
                            $body
                            l += 1;
                        }
                        k += 1;
                    }
                    j += 1;
                }
                i += 1;
            }
            s += 1;
        }
    }};
}

/// The panic of a destructive collision.
const COLLISION: &str =
    "destructive collision: two occupancies with different attacks reach one entry";

/// The table of `slider`, with `indexing[s]` the indexing of square `s`:
/// every entry an index reaches holds the attacks of the subsets that
/// reach it.
///
/// # Panics
///
/// At compile time, if two subsets with different attacks reach one entry
/// (a destructive collision: a bad magic number), or if an index falls
/// outside the table.
pub(crate) const fn build_table<const N: usize>(
    slider: Slider,
    indexing: &[Indexing; 64],
) -> [Bitboard; N] {
    let mut table = [Bitboard::EMPTY; N];
    for_each_entry!(slider, indexing, Encoding::Attacks, |index, attacks| {
        let entry = &mut table[index].0;
        // A slider always attacks a square: an empty entry is free.
        if *entry == 0 {
            *entry = attacks;
        } else if *entry != attacks {
            panic!("{}", COLLISION);
        }
    });
    table
}

/// The table of `slider` as [`build_table`] builds it, each entry in the
/// 16-bit `encoding` ([`Encoding::Packed`] or [`Encoding::RankFile`]).
///
/// # Panics
///
/// As [`build_table`]; also if an encoding needs more than 16 bits.
#[cfg_attr(
    not(all(target_arch = "x86_64", target_feature = "bmi2")),
    allow(dead_code)
)]
pub(crate) const fn build_compact_table<const N: usize>(
    slider: Slider,
    indexing: &[Indexing; 64],
    encoding: Encoding,
) -> [u16; N] {
    let mut table = [0; N];
    for_each_entry!(slider, indexing, encoding, |index, encoded| {
        assert!(encoded <= 0xffff, "an encoding of 16 bits");
        let entry = &mut table[index];
        // Every encoding of a non-empty attack set is non-zero.
        if *entry == 0 {
            *entry = encoded as u16;
        } else if *entry != encoded as u16 {
            panic!("{}", COLLISION);
        }
    });
    table
}
