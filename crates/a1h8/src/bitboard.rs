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
/// symmetric difference, `-` difference, `!` complement. Iteration yields
/// the squares in increasing index order (a1, b1, ..., h8).
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
    pub const fn from_square(square: Square) -> Bitboard {
        square.bitboard()
    }

    /// The set drawn by a grid of 64 cells, rank 8 first, each rank from
    /// the a-file to the h-file; `true` marks a square in the set. This is
    /// what [`bitboard!`](crate::bitboard!) expands to.
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
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bitboard().0 != 0
    }

    /// The set with `square` added.
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | square.bitboard().0)
    }

    /// The set with `square` removed.
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !square.bitboard().0)
    }

    /// `true` if no square is in the set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of squares in the set (population count).
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// `true` if every square of `self` is also in `other`.
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// `true` if the two sets share a square.
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// The square of lowest index in the set, or `None` if it is empty.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The square of highest index in the set, or `None` if it is empty.
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
    pub const fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

/// An iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        let square = Bitboard(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(square)
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
