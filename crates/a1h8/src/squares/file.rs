//! Files: the eight columns of the board, a to h.

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Square};

/// A file (column) of the 8x8 board, from the a-file (index 0, on White's
/// left) to the h-file (index 7).
///
/// ```
/// use a1h8::{bitboard, File, Square};
///
/// assert_eq!(Square::E4.file(), File::E);
/// assert_eq!(File::E.index(), 4);
/// assert_eq!("c".parse::<File>(), Ok(File::C));
/// assert_eq!(File::C.mask(), bitboard! {
///     . . X . . . . .
///     . . X . . . . .
///     . . X . . . . .
///     . . X . . . . .
///     . . X . . . . .
///     . . X . . . . .
///     . . X . . . . .
///     . . X . . . . .
/// });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum File {
    /// The a-file, index 0.
    A,
    /// The b-file, index 1.
    B,
    /// The c-file, index 2.
    C,
    /// The d-file, index 3.
    D,
    /// The e-file, index 4.
    E,
    /// The f-file, index 5.
    F,
    /// The g-file, index 6.
    G,
    /// The h-file, index 7.
    H,
}

impl File {
    /// The number of files.
    pub const COUNT: usize = 8;

    /// All files from a to h; `ALL[f.index()] == f`.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file's index, 0 (a) to 7 (h): a square's index modulo 8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file with `index` 0..=7, or `None`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<File> {
        if index < Self::COUNT {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// The file's letter, `'a'` to `'h'`.
    #[inline]
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The file named by a letter `'a'` to `'h'` (lower case only, as in
    /// algebraic notation), or `None`.
    #[inline]
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(Self::ALL[c as usize - 'a' as usize]),
            _ => None,
        }
    }

    /// The file `delta` files east (positive) or west (negative), or `None`
    /// off the board.
    #[inline]
    pub const fn offset(self, delta: i8) -> Option<File> {
        let index = self as i16 + delta as i16;
        if 0 <= index && index < 8 {
            Some(Self::ALL[index as usize])
        } else {
            None
        }
    }

    /// The file mirrored left-right: a <-> h, b <-> g, ...
    #[inline]
    pub const fn mirror(self) -> File {
        Self::ALL[7 - self.index()]
    }

    /// The eight squares of the file.
    #[inline]
    pub const fn mask(self) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << self.index())
    }

    /// The squares of the file from rank 1 to rank 8.
    pub fn squares(self) -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        crate::Rank::ALL
            .into_iter()
            .map(move |rank| Square::from_file_rank(self, rank))
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.char())
    }
}

/// A string that is not a file letter `a`..`h`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseFileError;

impl fmt::Display for ParseFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid file: expected one letter from a to h")
    }
}

impl core::error::Error for ParseFileError {}

impl FromStr for File {
    type Err = ParseFileError;

    /// Parses one letter `a` to `h`.
    fn from_str(s: &str) -> Result<File, ParseFileError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => File::from_char(c).ok_or(ParseFileError),
            _ => Err(ParseFileError),
        }
    }
}
