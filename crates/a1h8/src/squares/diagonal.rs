//! Diagonals: the 15 lines from south-west to north-east, like a1-h8.

use core::fmt;

use crate::bitboard128::STANDARD;
use crate::geometry::BoardSize;
use crate::{Bitboard, BitboardIter, Square, SquareColor};

/// A diagonal: one of the 15 lines running from south-west to north-east,
/// parallel to the main diagonal a1-h8.
///
/// All squares of a diagonal share `rank - file`, which is how diagonals are
/// numbered. The Diagonals page gives three enumerations, all available here:
///
/// | method | value | a1-h8 | a8 | h1 | range |
/// |---|---|---|---|---|---|
/// | [`rank_minus_file`](Diagonal::rank_minus_file) | `rank - file` | 0 | 7 | -7 | -7..=7 |
/// | [`index`](Diagonal::index) | `7 + rank - file` | 7 | 14 | 0 | 0..=14 |
/// | [`wrapped_index`](Diagonal::wrapped_index) | `(rank - file) & 15` | 0 | 7 | 9 | 0..=15, 8 unused |
///
/// ```text
///   rank - file                      (rank - file) & 15
///   8 |  7  6  5  4  3  2  1  0       7  6  5  4  3  2  1  0
///   7 |  6  5  4  3  2  1  0 -1       6  5  4  3  2  1  0 15
///   6 |  5  4  3  2  1  0 -1 -2       5  4  3  2  1  0 15 14
///   5 |  4  3  2  1  0 -1 -2 -3       4  3  2  1  0 15 14 13
///   4 |  3  2  1  0 -1 -2 -3 -4       3  2  1  0 15 14 13 12
///   3 |  2  1  0 -1 -2 -3 -4 -5       2  1  0 15 14 13 12 11
///   2 |  1  0 -1 -2 -3 -4 -5 -6       1  0 15 14 13 12 11 10
///   1 |  0 -1 -2 -3 -4 -5 -6 -7       0 15 14 13 12 11 10  9
///        a  b  c  d  e  f  g  h
/// ```
///
/// A diagonal is monochrome. With `rank - file` (and with `& 15`, which keeps
/// parity) the even diagonals are the dark ones, as the Diagonals page says;
/// with the shifted [`index`](Diagonal::index) `7 + rank - file` it is the
/// other way round: the even indices are the light diagonals.
///
/// ```
/// use a1h8::{bitboard, Diagonal, Square, SquareColor};
///
/// let d = Square::C1.diagonal();
/// assert_eq!(d.rank_minus_file(), -2);
/// assert_eq!(d.index(), 5);
/// assert_eq!(d.wrapped_index(), 14);
/// assert_eq!(d.length(), 6);
/// assert_eq!(d.color(), SquareColor::Dark);
/// assert_eq!(d.to_string(), "c1-h6");
/// assert_eq!(d.mask(), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . X . . . . .
/// });
/// assert_eq!(Diagonal::from_wrapped_index(8), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Diagonal(i8);

/// The square at the south-west end, from [`BoardSize::diagonal_start`].
const fn diagonal_first(d: i8) -> Square {
    let (file, rank) = BoardSize::STANDARD.diagonal_start(d as i32);
    Square::ALL[8 * rank as usize + file as usize]
}

/// The masks of all 15 diagonals by [`Diagonal::index`], from the crate's
/// one ray walk ([`BoardMasks::diagonal`](crate::bitboard128::BoardMasks::diagonal)).
const MASKS: [Bitboard; 15] = {
    let mut masks = [Bitboard::EMPTY; 15];
    let mut i = 0;
    while i < 15 {
        masks[i] = STANDARD.diagonal(i as i32 - 7).to_standard();
        i += 1;
    }
    masks
};

impl Diagonal {
    /// The number of diagonals.
    pub const COUNT: usize = 15;

    /// The main diagonal a1-h8: `rank - file = 0`.
    pub const MAIN: Diagonal = Diagonal(0);

    /// All diagonals by [`index`](Diagonal::index): from h1 (`rank - file =
    /// -7`) to a8 (`rank - file = 7`).
    pub const ALL: [Diagonal; 15] = {
        let mut all = [Diagonal(0); 15];
        let mut i = 0;
        while i < 15 {
            all[i] = Diagonal(i as i8 - 7);
            i += 1;
        }
        all
    };

    /// The diagonal through `square`.
    pub const fn containing(square: Square) -> Diagonal {
        Diagonal(square.rank() as i8 - square.file() as i8)
    }

    /// The diagonal whose squares have `rank - file == value`, -7..=7.
    pub const fn from_rank_minus_file(value: i8) -> Option<Diagonal> {
        if -7 <= value && value <= 7 {
            Some(Diagonal(value))
        } else {
            None
        }
    }

    /// `rank - file` of every square of the diagonal: -7 (h1) to 7 (a8), 0
    /// for a1-h8.
    pub const fn rank_minus_file(self) -> i8 {
        self.0
    }

    /// The diagonal with `index == 7 + rank - file`, 0..=14.
    pub const fn from_index(index: usize) -> Option<Diagonal> {
        if index < Self::COUNT {
            Some(Diagonal(index as i8 - 7))
        } else {
            None
        }
    }

    /// `7 + rank - file`: 0 (h1) to 14 (a8), 7 for a1-h8. The page's
    /// enumeration "adjusted by adding seven", handy as an array index.
    pub const fn index(self) -> usize {
        (self.0 + 7) as usize
    }

    /// The diagonal with `(rank - file) & 15 == value`; `None` for 8 (no
    /// diagonal has it) and for values above 15.
    pub const fn from_wrapped_index(value: u8) -> Option<Diagonal> {
        match value {
            0..=7 => Some(Diagonal(value as i8)),
            9..=15 => Some(Diagonal(value as i8 - 16)),
            _ => None,
        }
    }

    /// `(rank - file) & 15`: the page's alternative enumeration, 0 for
    /// a1-h8, 1..=7 above it, 15 down to 9 below it; 8 is never used (the
    /// page's "nexus").
    pub const fn wrapped_index(self) -> u8 {
        (self.0 & 15) as u8
    }

    /// The number of squares, 1 (a8 or h1 alone) to 8 (a1-h8): `8 - |rank -
    /// file|`, computed by [`BoardSize::diagonal_length`].
    pub const fn length(self) -> usize {
        BoardSize::STANDARD.diagonal_length(self.0 as i32)
    }

    /// The square at the south-west end.
    pub const fn first(self) -> Square {
        diagonal_first(self.0)
    }

    /// The square at the north-east end.
    pub const fn last(self) -> Square {
        Square::ALL[self.first().index() + 9 * (self.length() - 1)]
    }

    /// The squares of the diagonal.
    pub const fn mask(self) -> Bitboard {
        MASKS[self.index()]
    }

    /// `true` if `square` is on this diagonal.
    pub const fn contains(self, square: Square) -> bool {
        Diagonal::containing(square).0 == self.0
    }

    /// The colour of all its squares: dark when `rank - file` is even.
    pub const fn color(self) -> SquareColor {
        SquareColor::from_parity(self.0 as i32)
    }

    /// The squares from the south-west end to the north-east end (a1, b2,
    /// ..., h8 for the main diagonal).
    pub const fn squares(self) -> BitboardIter {
        self.mask().iter()
    }
}

impl fmt::Display for Diagonal {
    /// Its two end squares, `c1-h6`, or the one square of a corner
    /// diagonal, `a8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.length() == 1 {
            write!(f, "{}", self.first())
        } else {
            write!(f, "{}-{}", self.first(), self.last())
        }
    }
}
