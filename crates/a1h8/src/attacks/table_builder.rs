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
/// the ray and its part of the index.
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
        parts.attacks[parts.len] = classical::ray_attacks(square, direction, subset).0;
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
    let mut s = 0;
    while s < 64 {
        let square = Square::ALL[s];
        let mask = slider.relevant_occupancy(square);
        let (offset, shift) = match indexing[s] {
            Indexing::Magic { offset, shift, .. } => (offset, shift),
            Indexing::Pext { offset } => (offset, 0),
        };
        let a = ray_parts(slider, square, 0, mask, indexing[s]);
        let b = ray_parts(slider, square, 1, mask, indexing[s]);
        let c = ray_parts(slider, square, 2, mask, indexing[s]);
        let d = ray_parts(slider, square, 3, mask, indexing[s]);
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
                        // Plain integer operations: this body runs once per
                        // table entry in the constant evaluator, where every
                        // call and every statement costs (a u128 sum is a
                        // wrapping u64 sum without the call of
                        // `wrapping_add`).
                        let key = (key_abc as u128 + d.keys[l] as u128) as u64;
                        let attacks = attacks_abc | d.attacks[l];
                        let entry = &mut table[offset + (key >> shift) as usize].0;
                        // A slider always attacks a square: an empty entry is free.
                        if *entry == 0 {
                            *entry = attacks;
                        } else if *entry != attacks {
                            panic!(
                                "destructive collision: two occupancies with different attacks reach one entry"
                            );
                        }
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
    table
}
