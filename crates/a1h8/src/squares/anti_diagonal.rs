//! Anti-diagonals: the 15 lines from south-east to north-west, like h1-a8.

use core::fmt;

use crate::bitboard128::STANDARD;
use crate::geometry::BoardSize;
use crate::{Bitboard, BitboardIter, Square, SquareColor};

/// An anti-diagonal: one of the 15 lines running from south-east to
/// north-west, parallel to the main anti-diagonal h1-a8.
///
/// All squares of an anti-diagonal share `rank + file`, which is how
/// anti-diagonals are numbered. The Anti-Diagonals page gives two
/// enumerations, both available here:
///
/// | method | value | h1-a8 | a1 | h8 | range |
/// |---|---|---|---|---|---|
/// | [`rank_plus_file`](AntiDiagonal::rank_plus_file), [`index`](AntiDiagonal::index) | `rank + file` | 7 | 0 | 14 | 0..=14 |
/// | [`wrapped_index`](AntiDiagonal::wrapped_index) | `(rank + file) ^ 7` | 0 | 7 | 9 | 0..=15, 8 unused |
///
/// ```text
///   rank + file                      (rank + file) ^ 7
///   8 |  7  8  9 10 11 12 13 14       0 15 14 13 12 11 10  9
///   7 |  6  7  8  9 10 11 12 13       1  0 15 14 13 12 11 10
///   6 |  5  6  7  8  9 10 11 12       2  1  0 15 14 13 12 11
///   5 |  4  5  6  7  8  9 10 11       3  2  1  0 15 14 13 12
///   4 |  3  4  5  6  7  8  9 10       4  3  2  1  0 15 14 13
///   3 |  2  3  4  5  6  7  8  9       5  4  3  2  1  0 15 14
///   2 |  1  2  3  4  5  6  7  8       6  5  4  3  2  1  0 15
///   1 |  0  1  2  3  4  5  6  7       7  6  5  4  3  2  1  0
///        a  b  c  d  e  f  g  h
/// ```
///
/// An anti-diagonal is monochrome. With `rank + file` the even indices are
/// the dark anti-diagonals, as the Anti-Diagonals page says; `^ 7` flips the
/// lowest bit, so with [`wrapped_index`](AntiDiagonal::wrapped_index) the
/// even values are the light ones.
///
/// ```
/// use a1h8::{bitboard, AntiDiagonal, Square, SquareColor};
///
/// let a = Square::B1.anti_diagonal();
/// assert_eq!(a.rank_plus_file(), 1);
/// assert_eq!(a.wrapped_index(), 6);
/// assert_eq!(a.length(), 2);
/// assert_eq!(a.color(), SquareColor::Light);
/// assert_eq!(AntiDiagonal::MAIN.to_string(), "h1-a8");
/// assert_eq!(AntiDiagonal::MAIN.mask(), bitboard! {
///     X . . . . . . .
///     . X . . . . . .
///     . . X . . . . .
///     . . . X . . . .
///     . . . . X . . .
///     . . . . . X . .
///     . . . . . . X .
///     . . . . . . . X
/// });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AntiDiagonal(u8);

/// The square at the south-east end, from [`BoardSize::anti_diagonal_start`].
const fn anti_diagonal_first(a: u8) -> Square {
    let (file, rank) = BoardSize::STANDARD.anti_diagonal_start(a as i32);
    Square::ALL[8 * rank as usize + file as usize]
}

/// The masks of all 15 anti-diagonals by index, from the crate's one ray
/// walk ([`BoardMasks::anti_diagonal`](crate::bitboard128::BoardMasks::anti_diagonal)).
const MASKS: [Bitboard; 15] = {
    let mut masks = [Bitboard::EMPTY; 15];
    let mut a = 0;
    while a < 15 {
        masks[a] = STANDARD.anti_diagonal(a as i32).to_standard();
        a += 1;
    }
    masks
};

impl AntiDiagonal {
    /// The number of anti-diagonals.
    pub const COUNT: usize = 15;

    /// The main anti-diagonal h1-a8: `rank + file = 7`.
    pub const MAIN: AntiDiagonal = AntiDiagonal(7);

    /// All anti-diagonals by index: from a1 (`rank + file = 0`) to h8
    /// (`rank + file = 14`).
    pub const ALL: [AntiDiagonal; 15] = {
        let mut all = [AntiDiagonal(0); 15];
        let mut i = 0;
        while i < 15 {
            all[i] = AntiDiagonal(i as u8);
            i += 1;
        }
        all
    };

    /// The anti-diagonal through `square`.
    pub const fn containing(square: Square) -> AntiDiagonal {
        AntiDiagonal(square.rank() as u8 + square.file() as u8)
    }

    /// The anti-diagonal whose squares have `rank + file == value`, 0..=14.
    pub const fn from_rank_plus_file(value: u8) -> Option<AntiDiagonal> {
        if value < 15 {
            Some(AntiDiagonal(value))
        } else {
            None
        }
    }

    /// `rank + file` of every square of the anti-diagonal: 0 (a1) to 14
    /// (h8), 7 for h1-a8.
    pub const fn rank_plus_file(self) -> u8 {
        self.0
    }

    /// The anti-diagonal with `index == rank + file`, 0..=14.
    pub const fn from_index(index: usize) -> Option<AntiDiagonal> {
        if index < Self::COUNT {
            Some(AntiDiagonal(index as u8))
        } else {
            None
        }
    }

    /// `rank + file` as an array index, 0..=14: the same number as
    /// [`rank_plus_file`](AntiDiagonal::rank_plus_file).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The anti-diagonal with `(rank + file) ^ 7 == value`; `None` for 8 (no
    /// anti-diagonal has it) and for values above 15.
    pub const fn from_wrapped_index(value: u8) -> Option<AntiDiagonal> {
        match value {
            0..=7 | 9..=15 => Some(AntiDiagonal(value ^ 7)),
            _ => None,
        }
    }

    /// `(rank + file) ^ 7`: the page's alternative enumeration, 0 for
    /// h1-a8, 1..=7 below it (towards a1), 15 down to 9 above it (towards
    /// h8); 8 is never used (the page's "nexus").
    pub const fn wrapped_index(self) -> u8 {
        self.0 ^ 7
    }

    /// The number of squares, 1 (a1 or h8 alone) to 8 (h1-a8): `8 - |rank +
    /// file - 7|`, computed by [`BoardSize::anti_diagonal_length`].
    pub const fn length(self) -> usize {
        BoardSize::STANDARD.anti_diagonal_length(self.0 as i32)
    }

    /// The square at the south-east end.
    pub const fn first(self) -> Square {
        anti_diagonal_first(self.0)
    }

    /// The square at the north-west end.
    pub const fn last(self) -> Square {
        Square::ALL[self.first().index() + 7 * (self.length() - 1)]
    }

    /// The squares of the anti-diagonal.
    pub const fn mask(self) -> Bitboard {
        MASKS[self.index()]
    }

    /// `true` if `square` is on this anti-diagonal.
    pub const fn contains(self, square: Square) -> bool {
        AntiDiagonal::containing(square).0 == self.0
    }

    /// The colour of all its squares: dark when `rank + file` is even.
    pub const fn color(self) -> SquareColor {
        SquareColor::from_parity(self.0 as i32)
    }

    /// The squares from the south-east end to the north-west end (h1, g2,
    /// ..., a8 for the main anti-diagonal).
    pub const fn squares(self) -> BitboardIter {
        self.mask().iter()
    }
}

impl fmt::Display for AntiDiagonal {
    /// Its two end squares, `h1-a8`, or the one square of a corner
    /// anti-diagonal, `a1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.length() == 1 {
            write!(f, "{}", self.first())
        } else {
            write!(f, "{}-{}", self.first(), self.last())
        }
    }
}
