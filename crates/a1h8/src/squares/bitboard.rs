//! Bitboards: sets of squares as one 64-bit word, bit `i` for square `i`.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::{Direction, File, Square};

/// A set of squares: bit `i` of the `u64` is set when square `i` is in the
/// set (a1 = bit 0, h8 = bit 63).
///
/// The operators are set operations: `&` intersection, `|` union, `^`
/// symmetric difference, `-` difference, `!` complement, and the in-place
/// `&=`, `|=`, `^=`, `-=`. Their right-hand side may be a [`Square`]. In
/// `const fn` use the named forms ([`union`](Bitboard::union),
/// [`intersection`](Bitboard::intersection), ...). Iteration yields the
/// squares in increasing index order (a1, b1, ..., h8).
///
/// `-` is **set difference**, not integer subtraction: techniques that
/// compute with the bit pattern as a number (hyperbola quintessence,
/// obstruction difference, magic hashing) use the named
/// [`wrapping_sub`](Bitboard::wrapping_sub),
/// [`wrapping_mul`](Bitboard::wrapping_mul) and their kin.
///
/// ```
/// use a1h8::{Bitboard, File, Rank, Square};
///
/// let mut set = File::E.mask();
/// set &= Rank::Fourth.mask() | Rank::Fifth.mask();
/// assert_eq!(set, Square::E4.bitboard() | Square::E5);
/// set |= Square::D4;
/// assert_eq!(set.count(), 3);
/// set ^= Square::E4.bitboard() | Square::A1;
/// assert_eq!(set, Square::A1.bitboard() | Square::D4 | Square::E5);
/// set -= Square::A1;
/// assert_eq!(set, Square::D4.bitboard() | Square::E5);
/// assert_eq!(!Bitboard::EMPTY, Bitboard::FULL);
/// assert_eq!(set - Square::D4, Square::E5.bitboard()); // difference, not subtraction
/// ```
///
/// `Display` draws the board with rank 8 on top, `X` for a square in the
/// set and `.` for one that is not, in the same layout the [`bitboard!`](crate::bitboard!)
/// macro reads, so a diagram in a test or doc is an assertion:
///
/// ```
/// use a1h8::{bitboard, Bitboard, Square};
///
/// let corners = Square::A1.bitboard() | Square::H1 | Square::A8 | Square::H8;
/// assert_eq!(corners, bitboard! {
///     X . . . . . . X
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . X
/// });
/// assert_eq!(corners.count(), 4);
/// assert_eq!(corners.0, 0x8100_0000_0000_0081);
/// assert_eq!(corners.into_iter().collect::<Vec<_>>(), [Square::A1, Square::H1, Square::A8, Square::H8]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bitboard(pub u64);

/// Builds a [`Bitboard`] from an 8x8 diagram: `X` marks a square in the
/// set, `.` one that is not. The first row is rank 8, the last rank 1; each
/// row runs from the a-file to the h-file.
///
/// A diagram with other than 64 cells does not compile; the value is a
/// constant expression.
///
/// ```
/// use a1h8::{bitboard, Square};
///
/// const LONG_DIAGONAL: a1h8::Bitboard = bitboard! {
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . X . . . . .
///     . X . . . . . .
///     X . . . . . . .
/// };
/// assert_eq!(LONG_DIAGONAL, Square::A1.diagonal().mask());
/// ```
#[macro_export]
macro_rules! bitboard {
    (@cell .) => {
        false
    };
    (@cell X) => {
        true
    };
    (@cell $other:tt) => {
        ::core::compile_error!(::core::concat!(
            "bitboard! cells are `.` or `X`, not `",
            ::core::stringify!($other),
            "`"
        ))
    };
    ($($cell:tt)*) => {
        $crate::Bitboard::from_grid([$($crate::bitboard!(@cell $cell)),*])
    };
}

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// All 64 squares.
    pub const FULL: Bitboard = Bitboard(!0);

    /// The set with one square.
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        square.bitboard()
    }

    /// The set drawn by a grid of 64 cells, rank 8 first, each rank from
    /// the a-file to the h-file; `true` marks a square in the set. This is
    /// what [`bitboard!`](crate::bitboard!) expands to.
    #[inline]
    pub const fn from_grid(cells: [bool; 64]) -> Bitboard {
        let mut bits = 0;
        let mut i = 0;
        while i < 64 {
            if cells[i] {
                let rank = 7 - i / 8;
                let file = i % 8;
                bits |= 1 << (8 * rank + file);
            }
            i += 1;
        }
        Bitboard(bits)
    }

    /// `true` if `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bitboard().0 != 0
    }

    /// The set with `square` added.
    #[must_use]
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | square.bitboard().0)
    }

    /// The set with `square` removed.
    #[must_use]
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !square.bitboard().0)
    }

    /// `true` if no square is in the set.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set (population count).
    #[inline]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` if every square of `self` is also in `other`.
    #[inline]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// `true` if the two sets share a square.
    #[inline]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// The square of lowest index in the set, or `None` if it is empty.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The square of highest index in the set, or `None` if it is empty.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(63 - self.0.leading_zeros() as usize)
        }
    }

    /// Every square of the set moved one step towards `direction`; squares
    /// that would leave the board are dropped (nothing wraps from the
    /// h-file to the a-file).
    ///
    /// ```
    /// use a1h8::{bitboard, Direction, File};
    ///
    /// assert_eq!(File::H.mask().shift(Direction::East), a1h8::Bitboard::EMPTY);
    /// assert_eq!(File::A.mask().shift(Direction::NorthEast), bitboard! {
    ///     . X . . . . . .
    ///     . X . . . . . .
    ///     . X . . . . . .
    ///     . X . . . . . .
    ///     . X . . . . . .
    ///     . X . . . . . .
    ///     . X . . . . . .
    ///     . . . . . . . .
    /// });
    /// ```
    #[must_use]
    #[inline]
    pub const fn shift(self, direction: Direction) -> Bitboard {
        let not_a = !File::A.mask().0;
        let not_h = !File::H.mask().0;
        let b = self.0;
        Bitboard(match direction {
            Direction::North => b << 8,
            Direction::South => b >> 8,
            Direction::East => (b & not_h) << 1,
            Direction::West => (b & not_a) >> 1,
            Direction::NorthEast => (b & not_h) << 9,
            Direction::NorthWest => (b & not_a) << 7,
            Direction::SouthEast => (b & not_h) >> 7,
            Direction::SouthWest => (b & not_a) >> 9,
        })
    }

    /// The squares of the set, in increasing index order.
    #[inline]
    pub const fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }

    /// `self | other`, usable in `const fn`.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// const TWO: Bitboard = Square::A1.bitboard().union(Square::H8.bitboard());
    /// assert_eq!(TWO, Square::A1.bitboard() | Square::H8);
    /// ```
    #[must_use]
    #[inline]
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// `self & other`, usable in `const fn`.
    ///
    /// ```
    /// use a1h8::{File, Rank, Square};
    ///
    /// assert_eq!(File::C.mask().intersection(Rank::Third.mask()), Square::C3.bitboard());
    /// ```
    #[must_use]
    #[inline]
    pub const fn intersection(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// `self - other`: the squares of `self` not in `other`, usable in
    /// `const fn`.
    ///
    /// ```
    /// use a1h8::{File, Rank};
    ///
    /// assert_eq!(File::A.mask().difference(Rank::First.mask()).count(), 7);
    /// ```
    #[must_use]
    #[inline]
    pub const fn difference(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// `self ^ other`: the squares in exactly one of the two, usable in
    /// `const fn`.
    ///
    /// ```
    /// use a1h8::{File, Rank, Square};
    ///
    /// let cross = File::D.mask().symmetric_difference(Rank::Fourth.mask());
    /// assert_eq!(cross.count(), 14);
    /// assert!(!cross.contains(Square::D4));
    /// ```
    #[must_use]
    #[inline]
    pub const fn symmetric_difference(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ other.0)
    }

    /// `!self`: the squares not in the set, usable in `const fn`.
    ///
    /// ```
    /// use a1h8::{Bitboard, SquareColor};
    ///
    /// assert_eq!(SquareColor::Dark.mask().complement(), SquareColor::Light.mask());
    /// assert_eq!(Bitboard::EMPTY.complement(), Bitboard::FULL);
    /// ```
    #[must_use]
    #[inline]
    pub const fn complement(self) -> Bitboard {
        Bitboard(!self.0)
    }

    /// Removes the square of lowest index from the set and returns it, or
    /// returns `None` if the set is empty.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// let mut set = Square::C3.bitboard() | Square::A1 | Square::H8;
    /// assert_eq!(set.pop_first(), Some(Square::A1));
    /// assert_eq!(set.pop_first(), Some(Square::C3));
    /// assert_eq!(set.pop_first(), Some(Square::H8));
    /// assert_eq!(set.pop_first(), None);
    /// assert_eq!(set, Bitboard::EMPTY);
    /// ```
    #[inline]
    pub const fn pop_first(&mut self) -> Option<Square> {
        let first = self.first();
        self.0 &= self.0.wrapping_sub(1);
        first
    }

    /// `true` if the set has two squares or more (cheaper than
    /// `count() > 1`: the set without its lowest square is not empty).
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// assert!(!Bitboard::EMPTY.more_than_one());
    /// assert!(!Square::E4.bitboard().more_than_one());
    /// assert!((Square::E4.bitboard() | Square::E5).more_than_one());
    /// ```
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The square of a set of exactly one square; `None` for the empty set
    /// and for sets of two squares or more.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// assert_eq!(Square::G2.bitboard().single(), Some(Square::G2));
    /// assert_eq!(Bitboard::EMPTY.single(), None);
    /// assert_eq!((Square::G2.bitboard() | Square::G3).single(), None);
    /// ```
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// Every subset of the set, from the empty set up to the set itself,
    /// in increasing order of their `u64`: `2^count()` sets (the
    /// carry-rippler enumeration, see [`Subsets`]).
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// let mask = Square::B1.bitboard() | Square::D1;
    /// let subsets: Vec<Bitboard> = mask.subsets().collect();
    /// assert_eq!(subsets, [
    ///     Bitboard::EMPTY,
    ///     Square::B1.bitboard(),
    ///     Square::D1.bitboard(),
    ///     mask,
    /// ]);
    /// assert_eq!(Bitboard::EMPTY.subsets().count(), 1);
    /// ```
    #[inline]
    pub const fn subsets(self) -> Subsets {
        Subsets {
            mask: self.0,
            next: Some(0),
        }
    }

    /// The subset of `mask` after `self` in the carry-rippler enumeration:
    /// `(self - mask) & mask` in wrapping integer arithmetic, which adds 1
    /// to `self` as if the squares outside `mask` were not there. From the
    /// last subset (`mask` itself) it wraps to the empty set. `self` must
    /// be a subset of `mask`. This is the step [`Subsets`] takes, for
    /// `const fn` loops.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// let mask = Square::A1.bitboard() | Square::H8;
    /// let second = Bitboard::EMPTY.next_subset(mask);
    /// assert_eq!(second, Square::A1.bitboard());
    /// assert_eq!(second.next_subset(mask), Square::H8.bitboard());
    /// assert_eq!(mask.next_subset(mask), Bitboard::EMPTY);
    /// ```
    #[must_use]
    #[inline]
    pub const fn next_subset(self, mask: Bitboard) -> Bitboard {
        Bitboard(self.0.wrapping_sub(mask.0) & mask.0)
    }

    /// The bit patterns added as 64-bit integers, wrapping on overflow.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// // A square added to itself is the next square.
    /// let e4 = Square::E4.bitboard();
    /// assert_eq!(e4.wrapping_add(e4), Square::F4.bitboard());
    /// assert_eq!(Square::H8.bitboard().wrapping_add(Square::H8.bitboard()), Bitboard::EMPTY);
    /// ```
    #[must_use]
    #[inline]
    pub const fn wrapping_add(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0.wrapping_add(other.0))
    }

    /// `other` subtracted from `self` as 64-bit integers, wrapping on
    /// overflow. Not the set difference `-`: a borrow ripples through the
    /// squares below the lowest square of `self`.
    ///
    /// ```
    /// use a1h8::{bitboard, Bitboard, Square};
    ///
    /// // The blocker on g1 minus the square b1 fills c1 to f1: the borrow
    /// // runs from b1 up to the first set bit (as integers, 64 - 2).
    /// let difference = Square::G1.bitboard().wrapping_sub(Square::B1.bitboard());
    /// assert_eq!(difference, bitboard! {
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . X X X X X . .
    /// });
    /// assert_eq!(Square::G1.bitboard() - Square::B1, Square::G1.bitboard()); // set difference
    /// assert_eq!(Bitboard::EMPTY.wrapping_sub(Square::A1.bitboard()), Bitboard::FULL);
    /// ```
    #[must_use]
    #[inline]
    pub const fn wrapping_sub(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0.wrapping_sub(other.0))
    }

    /// The two's complement negation of the bit pattern, `0 - self`
    /// wrapping: `self & self.wrapping_neg()` is the lowest square alone.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// let set = Square::C5.bitboard() | Square::F7;
    /// assert_eq!(set & set.wrapping_neg(), Square::C5.bitboard());
    /// assert_eq!(Bitboard::EMPTY.wrapping_neg(), Bitboard::EMPTY);
    /// ```
    #[must_use]
    #[inline]
    pub const fn wrapping_neg(self) -> Bitboard {
        Bitboard(self.0.wrapping_neg())
    }

    /// The bit pattern times `factor` as 64-bit integers, wrapping on
    /// overflow. The product is a number, not a set: magic bitboards take
    /// its high bits as a table index.
    ///
    /// ```
    /// use a1h8::{Bitboard, Square};
    ///
    /// assert_eq!(Square::B1.bitboard().wrapping_mul(3), 6);
    /// // a1..h1 times 0x0101..01 sums the first rank into the top byte.
    /// assert_eq!(Bitboard(0xff).wrapping_mul(0x0101_0101_0101_0101) >> 56, 0xff);
    /// ```
    #[inline]
    pub const fn wrapping_mul(self, factor: u64) -> u64 {
        self.0.wrapping_mul(factor)
    }

    /// The set mirrored top to bottom, rank 1 <-> rank 8: the byte order of
    /// the `u64` reversed (`u64::swap_bytes`). Files, diagonals and
    /// anti-diagonals stay lines under it, in reversed bit order, which is
    /// what hyperbola quintessence needs.
    ///
    /// ```
    /// use a1h8::{bitboard, Square};
    ///
    /// let set = Square::B2.bitboard() | Square::C3;
    /// assert_eq!(set.flip_vertical(), bitboard! {
    ///     . . . . . . . .
    ///     . X . . . . . .
    ///     . . X . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    /// });
    /// assert_eq!(set.flip_vertical().flip_vertical(), set);
    /// ```
    #[must_use]
    #[inline]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }
}

/// Every subset of a mask, from the empty set to the mask itself: the
/// iterator of [`Bitboard::subsets`].
///
/// It counts in binary with the squares of the mask as the only digits
/// ("carry-rippler"): the next subset is `(subset - mask) & mask` in
/// wrapping arithmetic ([`Bitboard::next_subset`]). Subtracting the mask
/// is adding its complement plus one, so the carry ripples over every bit
/// outside the mask. The subsets come in increasing order of their `u64`,
/// so the `n`-th subset has the bits of `n` deposited into the mask, the
/// order a `PEXT` table is laid out in.
///
/// ```
/// use a1h8::{Bitboard, File, Rank};
///
/// let mask = File::D.mask() - Rank::First.mask() - Rank::Eighth.mask();
/// assert_eq!(mask.subsets().count(), 64);
/// assert!(mask.subsets().all(|subset| subset.is_subset(mask)));
/// assert!(mask.subsets().zip(mask.subsets().skip(1)).all(|(a, b)| a.0 < b.0));
/// ```
#[derive(Clone, Debug)]
pub struct Subsets {
    mask: u64,
    next: Option<u64>,
}

impl Iterator for Subsets {
    type Item = Bitboard;

    #[inline]
    fn next(&mut self) -> Option<Bitboard> {
        let current = self.next?;
        let following = current.wrapping_sub(self.mask) & self.mask;
        self.next = if following == 0 {
            None
        } else {
            Some(following)
        };
        Some(Bitboard(current))
    }
}

impl FusedIterator for Subsets {}

/// An iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let mut set = Bitboard(self.0);
        let square = set.pop_first();
        self.0 = set.0;
        square
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for BitboardIter {
    fn next_back(&mut self) -> Option<Square> {
        let square = Bitboard(self.0).last()?;
        self.0 ^= square.bitboard().0;
        Some(square)
    }
}

impl ExactSizeIterator for BitboardIter {}

impl FusedIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;

    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl Extend<Square> for Bitboard {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        *self = iter.into_iter().fold(*self, Bitboard::with);
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        square.bitboard()
    }
}

impl From<u64> for Bitboard {
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

impl From<Bitboard> for u64 {
    fn from(bitboard: Bitboard) -> u64 {
        bitboard.0
    }
}

macro_rules! set_operator {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl<T: Into<Bitboard>> $trait<T> for Bitboard {
            type Output = Bitboard;

            fn $method(self, rhs: T) -> Bitboard {
                let ($a, $b) = (self.0, rhs.into().0);
                Bitboard($body)
            }
        }

        impl<T: Into<Bitboard>> $assign_trait<T> for Bitboard {
            fn $assign_method(&mut self, rhs: T) {
                *self = $trait::$method(*self, rhs);
            }
        }
    };
}

set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, |a, b| a ^ b);
set_operator!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

impl Not for Bitboard {
    type Output = Bitboard;

    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Display for Bitboard {
    /// Eight lines, rank 8 first, cells `X` or `.` separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let bit = 1u64 << (8 * rank + file);
                f.write_str(if self.0 & bit != 0 { "X" } else { "." })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    /// `Bitboard(0x…)` and the diagram of [`Display`](fmt::Display) below it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#018x})", self.0)?;
        fmt::Display::fmt(self, f)
    }
}

impl fmt::LowerHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl fmt::UpperHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

impl fmt::Binary for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}
