//! Ranks: the eight rows of the board, 1 to 8.

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, File, Square};

/// A rank (row) of the 8x8 board, from the first rank (index 0, White's
/// back rank) to the eighth (index 7).
///
/// ```
/// use a1h8::{bitboard, Rank, Square};
///
/// assert_eq!(Square::E4.rank(), Rank::Fourth);
/// assert_eq!(Rank::Fourth.index(), 3);
/// assert_eq!(Rank::Fourth.char(), '4');
/// assert_eq!(Rank::Second.mask(), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X X X X X X X X
///     . . . . . . . .
/// });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    /// Rank 1, index 0.
    First,
    /// Rank 2, index 1.
    Second,
    /// Rank 3, index 2.
    Third,
    /// Rank 4, index 3.
    Fourth,
    /// Rank 5, index 4.
    Fifth,
    /// Rank 6, index 5.
    Sixth,
    /// Rank 7, index 6.
    Seventh,
    /// Rank 8, index 7.
    Eighth,
}

impl Rank {
    /// The number of ranks.
    pub const COUNT: usize = 8;

    /// All ranks from 1 to 8; `ALL[r.index()] == r`.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank's index, 0 (rank 1) to 7 (rank 8): a square's index divided by 8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with `index` 0..=7, or `None`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < Self::COUNT {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// The rank's digit, `'1'` to `'8'`.
    #[inline]
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// The rank named by a digit `'1'` to `'8'`, or `None`.
    #[inline]
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Self::ALL[c as usize - '1' as usize]),
            _ => None,
        }
    }

    /// The rank `delta` ranks north (positive) or south (negative), or
    /// `None` off the board.
    #[inline]
    pub const fn offset(self, delta: i8) -> Option<Rank> {
        let index = self as i16 + delta as i16;
        if 0 <= index && index < 8 {
            Some(Self::ALL[index as usize])
        } else {
            None
        }
    }

    /// The rank flipped top-bottom: 1 <-> 8, 2 <-> 7, ...
    #[inline]
    pub const fn flip(self) -> Rank {
        Self::ALL[7 - self.index()]
    }

    /// The eight squares of the rank.
    #[inline]
    pub const fn mask(self) -> Bitboard {
        Bitboard(0xff << (8 * self.index()))
    }

    /// The squares of the rank from the a-file to the h-file.
    pub fn squares(self) -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        File::ALL
            .into_iter()
            .map(move |file| Square::from_file_rank(file, self))
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// A string that is not a rank digit `1`..`8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseRankError;

impl fmt::Display for ParseRankError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid rank: expected one digit from 1 to 8")
    }
}

impl core::error::Error for ParseRankError {}

impl FromStr for Rank {
    type Err = ParseRankError;

    /// Parses one digit `1` to `8`.
    fn from_str(s: &str) -> Result<Rank, ParseRankError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Rank::from_char(c).ok_or(ParseRankError),
            _ => Err(ParseRankError),
        }
    }
}
