//! The magic finder: random sparse numbers tried until one maps every
//! relevant occupancy of a square without a destructive collision.

use core::fmt;

use crate::attacks::{Slider, classical};
use crate::{Bitboard, Square};

/// The seed the stored magic numbers were found with: the bytes of the
/// ASCII text `"a1h8"`, `0x6131_6838`. [`find_magic`] with
/// [`SplitMix64::for_square`]`(SEED, slider, square)` re-derives every
/// stored number; a test checks that it does.
pub const SEED: u64 = 0x6131_6838;

/// How many candidates [`find_magic`] tries before it gives up: 2^28.
/// With [`SEED`] the hardest square, the rook on c1, needs about three
/// million, and the whole search for 128 squares takes about a quarter of
/// a second in a release build.
pub const MAX_CANDIDATES: u64 = 1 << 28;

/// The SplitMix64 generator: a 64-bit counter stepped by the golden ratio
/// `0x9e37_79b9_7f4a_7c15` and mixed by two xor-shift-multiply rounds
/// (constants `0xbf58_476d_1ce4_e5b9`, `0x94d0_49bb_1331_11eb`). Small,
/// fast, deterministic and good enough to search magic numbers.
///
/// ```
/// use a1h8::attacks::magic::SplitMix64;
///
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert_ne!(a.next_u64(), SplitMix64::new(8).next_u64());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started at `seed` (any value, 0 included).
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The generator of one square's search: `seed` xor the number
    /// `64 * slider.index() + square.index() + 1` times
    /// `0xd1b5_4a32_d192_ed03`. Each square searches with its own stream,
    /// so one square can be re-derived without the others.
    pub const fn for_square(seed: u64, slider: Slider, square: Square) -> SplitMix64 {
        let id = (64 * slider.index() + square.index() + 1) as u64;
        SplitMix64::new(seed ^ id.wrapping_mul(0xd1b5_4a32_d192_ed03))
    }

    /// The next 64 pseudo-random bits.
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A sparse random number, the and of three: about 8 bits set. Good
    /// magic numbers are sparse.
    pub const fn next_sparse(&mut self) -> u64 {
        self.next_u64() & self.next_u64() & self.next_u64()
    }
}

/// A magic number the finder found, and the table it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FoundMagic {
    /// The magic number.
    pub magic: u64,
    /// The right shift of the product: 64 minus the number of relevant
    /// squares.
    pub shift: u32,
    /// The number of table entries the square needs: `2^(64 - shift)`.
    pub size: usize,
    /// How many candidates were tried, this one included.
    pub candidates: u64,
}

/// A destructive collision: two occupancies of the relevant squares whose
/// attacks differ map to one table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Collision {
    /// The entry, from 0 to `size - 1`.
    pub index: usize,
    /// The occupancy that took the entry first (in carry-rippler order).
    pub first: Bitboard,
    /// The occupancy that met it.
    pub second: Bitboard,
}

impl fmt::Display for Collision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "occupancies {:#018x} and {:#018x} have different attacks but both map to entry {}",
            self.first.0, self.second.0, self.index
        )
    }
}

/// The largest relevant occupancy: 12 squares, a rook in a corner.
const MAX_BITS: usize = 12;

/// Every relevant occupancy of one square with its attacks, and a scratch
/// table to try magic numbers on.
struct Search {
    mask: Bitboard,
    bits: u32,
    occupancies: [Bitboard; 1 << MAX_BITS],
    attacks: [Bitboard; 1 << MAX_BITS],
    /// The attacks stored in each entry during try number `epoch[i]`.
    table: [Bitboard; 1 << MAX_BITS],
    epoch: [u32; 1 << MAX_BITS],
    tries: u32,
}

impl Search {
    fn new(slider: Slider, square: Square) -> Search {
        let mask = slider.relevant_occupancy(square);
        let mut search = Search {
            mask,
            bits: mask.0.count_ones(),
            occupancies: [Bitboard::EMPTY; 1 << MAX_BITS],
            attacks: [Bitboard::EMPTY; 1 << MAX_BITS],
            table: [Bitboard::EMPTY; 1 << MAX_BITS],
            epoch: [0; 1 << MAX_BITS],
            tries: 0,
        };
        for (i, occupancy) in mask.subsets().enumerate() {
            search.occupancies[i] = occupancy;
            search.attacks[i] = classical::attacks(slider, square, occupancy);
        }
        search
    }

    fn size(&self) -> usize {
        1 << self.bits
    }

    fn shift(&self) -> u32 {
        64 - self.bits
    }

    /// Maps every occupancy with `magic`; the first destructive collision
    /// if there is one.
    fn try_magic(&mut self, magic: u64) -> Result<(), Collision> {
        self.tries += 1;
        let shift = self.shift();
        for i in 0..self.size() {
            let index = (self.occupancies[i].wrapping_mul(magic) >> shift) as usize;
            if self.epoch[index] != self.tries {
                self.epoch[index] = self.tries;
                self.table[index] = self.attacks[i];
            } else if self.table[index] != self.attacks[i] {
                let first = (0..i)
                    .map(|j| self.occupancies[j])
                    .find(|o| (o.wrapping_mul(magic) >> shift) as usize == index)
                    .expect("an earlier occupancy took the entry");
                return Err(Collision {
                    index,
                    first,
                    second: self.occupancies[i],
                });
            }
        }
        Ok(())
    }
}

/// Searches a magic number for `slider` on `square` with the fixed shift
/// `64 - relevant squares` (the table of the square has `2^bits`
/// entries), drawing candidates from `rng` with
/// [`SplitMix64::next_sparse`]. A candidate that leaves fewer than 6 bits
/// in the top byte of `mask * magic` is skipped without a try (it cannot
/// spread the occupancies well). `None` after [`MAX_CANDIDATES`].
///
/// The stored numbers are `find_magic(slider, square, &mut
/// SplitMix64::for_square(SEED, slider, square))`:
///
/// ```
/// use a1h8::attacks::magic::{self, SplitMix64, SEED};
/// use a1h8::attacks::Slider;
/// use a1h8::Square;
///
/// let mut rng = SplitMix64::for_square(SEED, Slider::Bishop, Square::C1);
/// let found = magic::find_magic(Slider::Bishop, Square::C1, &mut rng).unwrap();
/// assert_eq!(found.magic, magic::magic(Slider::Bishop, Square::C1).magic);
/// assert_eq!(found.size, 32);
/// ```
pub fn find_magic(slider: Slider, square: Square, rng: &mut SplitMix64) -> Option<FoundMagic> {
    let mut search = Search::new(slider, square);
    let (mask, shift) = (search.mask, search.shift());
    for candidates in 1..=MAX_CANDIDATES {
        let magic = rng.next_sparse();
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        if search.try_magic(magic).is_ok() {
            return Some(FoundMagic {
                magic,
                shift,
                size: search.size(),
                candidates,
            });
        }
    }
    None
}

/// Checks `magic` for `slider` on `square` with the fixed shift: `Ok` with
/// the table size (`2^relevant squares`) if no two occupancies with
/// different attacks share an entry, else the first such collision.
///
/// ```
/// use a1h8::attacks::magic;
/// use a1h8::attacks::Slider;
/// use a1h8::Square;
///
/// let stored = magic::magic(Slider::Rook, Square::A1).magic;
/// assert_eq!(magic::verify(Slider::Rook, Square::A1, stored), Ok(4096));
/// assert!(magic::verify(Slider::Rook, Square::A1, 1).is_err());
/// ```
pub fn verify(slider: Slider, square: Square, magic: u64) -> Result<usize, Collision> {
    let mut search = Search::new(slider, square);
    search.try_magic(magic).map(|()| search.size())
}
