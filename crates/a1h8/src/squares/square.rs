//! Squares in little-endian rank-file mapping: a1 = 0, b1 = 1, ..., h8 = 63.

use core::fmt;
use core::str::FromStr;

use crate::{AntiDiagonal, Bitboard, Diagonal, Direction, File, Rank, geometry};

/// Defines [`Square`] from its 64 names and indices, and
/// `Square::from_low_bits` as a match from an index to its square (the
/// compiler turns the match into the identity).
macro_rules! squares {
    ($(#[$attr:meta])* pub enum Square { $($name:ident = $index:literal),* $(,)? }) => {
        $(#[$attr])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Square {
            $(
                #[doc = concat!("The square ", stringify!($name), ", index ", stringify!($index), ".")]
                $name = $index,
            )*
        }

        impl Square {
            /// The square whose index is the low six bits of `bits`: for bit
            /// scans (`trailing_zeros` of a non-empty set is below 64), with
            /// no check and no branch. Every conversion from an index goes
            /// through it.
            #[inline]
            pub(crate) const fn from_low_bits(bits: u32) -> Square {
                match (bits & 63) as u8 {
                    $($index => Square::$name,)*
                    _ => unreachable!(),
                }
            }
        }
    };
}

squares! {
    /// One of the 64 squares, numbered in little-endian rank-file mapping:
    /// `index = 8 * rank + file`, so a1 = 0, h1 = 7, a8 = 56 and h8 = 63.
    ///
    /// ```text
    ///   8 | 56 57 58 59 60 61 62 63
    ///   7 | 48 49 50 51 52 53 54 55
    ///   6 | 40 41 42 43 44 45 46 47
    ///   5 | 32 33 34 35 36 37 38 39
    ///   4 | 24 25 26 27 28 29 30 31
    ///   3 | 16 17 18 19 20 21 22 23
    ///   2 |  8  9 10 11 12 13 14 15
    ///   1 |  0  1  2  3  4  5  6  7
    ///     +------------------------
    ///        a  b  c  d  e  f  g  h
    /// ```
    ///
    /// A square converts to and from (file, rank), its algebraic name, and the
    /// top-left (row, column) coordinates of the forum post
    /// ([`TopLeft`]).
    ///
    /// ```
    /// use a1h8::{File, Rank, Square, TopLeft};
    ///
    /// let e4: Square = "e4".parse()?;
    /// assert_eq!(e4, Square::E4);
    /// assert_eq!(e4.index(), 28);
    /// assert_eq!((e4.file(), e4.rank()), (File::E, Rank::Fourth));
    /// assert_eq!(Square::from_file_rank(File::E, Rank::Fourth), e4);
    /// assert_eq!(e4.top_left(), TopLeft { row: 4, column: 4 });
    /// assert_eq!(e4.to_string(), "e4");
    /// # Ok::<(), a1h8::ParseSquareError>(())
    /// ```
    ///
    /// `Square` is an enum of 64 variants with their indices as
    /// discriminants, so the compiler knows an index is below 64: tables of
    /// 64 entries are indexed without a bounds check or a mask, and a square
    /// can be matched on.
    pub enum Square {
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
        A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
        A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
        A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
        A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
        A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
        A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
        A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
    }
}

/// Coordinates counted from the top-left corner of a diagram, as in the
/// forum post: `a8 = (0, 0)`, `h8 = (0, 7)`, `a1 = (7, 0)`,
/// `h1 = (7, 7)`.
///
/// Rows run in the order a FEN string lists ranks (8 down to 1), which is why
/// the forum post chose them "to simplify FEN processing". `row = 7 - rank`,
/// `column = file`.
///
/// ```
/// use a1h8::{Square, TopLeft};
///
/// assert_eq!(Square::A8.top_left(), TopLeft { row: 0, column: 0 });
/// assert_eq!(Square::from_top_left(TopLeft { row: 7, column: 7 }), Some(Square::H1));
/// assert_eq!(Square::from_top_left(TopLeft { row: 8, column: 0 }), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TopLeft {
    /// Row from the top, 0 (rank 8) to 7 (rank 1).
    pub row: u8,
    /// Column from the left, 0 (a-file) to 7 (h-file).
    pub column: u8,
}

/// The colour of a square: a1 is dark, h1 is light.
///
/// ```
/// use a1h8::{Square, SquareColor};
///
/// assert_eq!(Square::A1.color(), SquareColor::Dark);
/// assert_eq!(Square::H1.color(), SquareColor::Light);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SquareColor {
    /// The dark squares, those with `file + rank` even (a1, c1, ..., h8).
    Dark,
    /// The light squares, those with `file + rank` odd (b1, ..., a8).
    Light,
}

impl SquareColor {
    /// The colour of the squares whose `file + rank` has the parity of `sum`.
    #[inline]
    pub const fn from_parity(sum: i32) -> SquareColor {
        if sum % 2 == 0 {
            SquareColor::Dark
        } else {
            SquareColor::Light
        }
    }

    /// The other colour.
    #[inline]
    pub const fn other(self) -> SquareColor {
        match self {
            SquareColor::Dark => SquareColor::Light,
            SquareColor::Light => SquareColor::Dark,
        }
    }

    /// `"dark"` or `"light"`.
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            SquareColor::Dark => "dark",
            SquareColor::Light => "light",
        }
    }

    /// All dark squares or all light squares.
    #[inline]
    pub const fn mask(self) -> Bitboard {
        match self {
            SquareColor::Dark => Bitboard(0xaa55_aa55_aa55_aa55),
            SquareColor::Light => Bitboard(!0xaa55_aa55_aa55_aa55),
        }
    }
}

impl fmt::Display for SquareColor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Square {
    /// The number of squares.
    pub const COUNT: usize = 64;

    /// All squares in index order, a1 to h8; `ALL[s.index()] == s`.
    pub const ALL: [Square; 64] = {
        let mut all = [Square::A1; 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square::from_low_bits(i as u32);
            i += 1;
        }
        all
    };

    /// The square with `index` 0..=63, or `None`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < Self::COUNT {
            Some(Square::from_low_bits(index as u32))
        } else {
            None
        }
    }

    /// The square on `file` and `rank`: index `8 * rank + file`.
    #[inline]
    pub const fn from_file_rank(file: File, rank: Rank) -> Square {
        Square::from_low_bits(8 * rank as u32 + file as u32)
    }

    /// The square at top-left coordinates `(row, column)`, or `None` if
    /// either is above 7.
    #[inline]
    pub const fn from_top_left(coordinates: TopLeft) -> Option<Square> {
        if coordinates.row < 8 && coordinates.column < 8 {
            Some(Square::from_low_bits(
                8 * (7 - coordinates.row as u32) + coordinates.column as u32,
            ))
        } else {
            None
        }
    }

    /// The square's index, 0 (a1) to 63 (h8).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The number of king moves from one square to the other on an empty
    /// board: the larger of the file distance and the rank distance
    /// (Chebyshev distance), 0 to 7.
    ///
    /// ```
    /// use a1h8::Square;
    ///
    /// assert_eq!(Square::A1.chebyshev_distance(Square::H8), 7);
    /// assert_eq!(Square::E4.chebyshev_distance(Square::F6), 2);
    /// assert_eq!(Square::E4.chebyshev_distance(Square::E4), 0);
    /// ```
    #[inline]
    pub const fn chebyshev_distance(self, other: Square) -> usize {
        let (files, ranks) = self.distances(other);
        if files > ranks { files } else { ranks }
    }

    /// The number of rook steps of one square from one square to the other:
    /// the file distance plus the rank distance (Manhattan distance), 0 to
    /// 14.
    ///
    /// ```
    /// use a1h8::Square;
    ///
    /// assert_eq!(Square::A1.manhattan_distance(Square::H8), 14);
    /// assert_eq!(Square::E4.manhattan_distance(Square::F6), 3);
    /// assert_eq!(Square::E4.manhattan_distance(Square::E4), 0);
    /// ```
    #[inline]
    pub const fn manhattan_distance(self, other: Square) -> usize {
        let (files, ranks) = self.distances(other);
        files + ranks
    }

    /// `(|file difference|, |rank difference|)`.
    const fn distances(self, other: Square) -> (usize, usize) {
        (
            ((self as u8) & 7).abs_diff((other as u8) & 7) as usize,
            ((self as u8) >> 3).abs_diff((other as u8) >> 3) as usize,
        )
    }

    /// The square's file: `index % 8`.
    #[inline]
    pub const fn file(self) -> File {
        File::ALL[((self as u8) & 7) as usize]
    }

    /// The square's rank: `index / 8`.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[((self as u8) >> 3) as usize]
    }

    /// The square's top-left coordinates: `row = 7 - rank`, `column = file`.
    #[inline]
    pub const fn top_left(self) -> TopLeft {
        TopLeft {
            row: 7 - ((self as u8) >> 3),
            column: (self as u8) & 7,
        }
    }

    /// The diagonal (a1-h8 direction) through the square: `rank - file`.
    #[inline]
    pub const fn diagonal(self) -> Diagonal {
        Diagonal::containing(self)
    }

    /// The anti-diagonal (h1-a8 direction) through the square: `rank + file`.
    #[inline]
    pub const fn anti_diagonal(self) -> AntiDiagonal {
        AntiDiagonal::containing(self)
    }

    /// Whether the square is dark or light.
    #[inline]
    pub const fn color(self) -> SquareColor {
        SquareColor::from_parity(((self as u8) >> 3) as i32 + ((self as u8) & 7) as i32)
    }

    /// The bitboard with only this square: `1 << index`.
    #[inline]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(1 << (self as u8))
    }

    /// The square one step away in `direction`, or `None` at the edge.
    ///
    /// ```
    /// use a1h8::{Direction, Square};
    ///
    /// assert_eq!(Square::E4.offset(Direction::NorthWest), Some(Square::D5));
    /// assert_eq!(Square::H4.offset(Direction::East), None);
    /// ```
    #[inline]
    pub const fn offset(self, direction: Direction) -> Option<Square> {
        match (
            self.file().offset(direction.file_step()),
            self.rank().offset(direction.rank_step()),
        ) {
            (Some(file), Some(rank)) => Some(Square::from_file_rank(file, rank)),
            _ => None,
        }
    }

    /// How many steps a queen can make from this square towards `direction`
    /// on an empty board before reaching the edge.
    ///
    /// Computed at compile time from the closed formulas of the forum post
    /// document (see [`geometry`](crate::geometry)), not by walking.
    ///
    /// ```
    /// use a1h8::{Direction, Square};
    ///
    /// assert_eq!(Square::C2.moves_to_edge(Direction::NorthEast), 5); // d3 .. h7
    /// assert_eq!(Square::C2.moves_to_edge(Direction::SouthWest), 1); // b1
    /// ```
    #[inline]
    pub const fn moves_to_edge(self, direction: Direction) -> u8 {
        geometry::MOVES_TO_EDGE[direction.index()][self.index()]
    }

    /// `true` if both squares are on one file (also when they are equal).
    #[inline]
    pub const fn same_file(self, other: Square) -> bool {
        (self as u8) & 7 == (other as u8) & 7
    }

    /// `true` if both squares are on one rank (also when they are equal).
    #[inline]
    pub const fn same_rank(self, other: Square) -> bool {
        (self as u8) >> 3 == (other as u8) >> 3
    }

    /// `true` if both squares are on one diagonal (a1-h8 direction), also
    /// when they are equal: their `rank - file` is the same.
    ///
    /// This is what the first diagonal snippet of the Diagonals page means to
    /// compute; see [`errata`](crate::errata) for where that snippet fails.
    #[inline]
    pub const fn same_diagonal(self, other: Square) -> bool {
        self.diagonal().rank_minus_file() == other.diagonal().rank_minus_file()
    }

    /// `true` if both squares are on one anti-diagonal (h1-a8 direction),
    /// also when they are equal: their `rank + file` is the same.
    #[inline]
    pub const fn same_anti_diagonal(self, other: Square) -> bool {
        self.anti_diagonal().rank_plus_file() == other.anti_diagonal().rank_plus_file()
    }

    /// The two-character algebraic name as ASCII bytes: `*b"e4"`.
    #[inline]
    pub const fn name(self) -> [u8; 2] {
        [b'a' + ((self as u8) & 7), b'1' + ((self as u8) >> 3)]
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [file, rank] = self.name();
        fmt::Write::write_char(f, file as char)?;
        fmt::Write::write_char(f, rank as char)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a string is not a square name such as `e4`.
///
/// Columns count characters from 1.
///
/// ```
/// use a1h8::{ParseSquareError, Square};
///
/// assert_eq!("".parse::<Square>(), Err(ParseSquareError::Empty));
/// assert_eq!("i4".parse::<Square>(), Err(ParseSquareError::InvalidFile { character: 'i' }));
/// assert_eq!("e".parse::<Square>(), Err(ParseSquareError::MissingRank));
/// assert_eq!("e9".parse::<Square>(), Err(ParseSquareError::InvalidRank { character: '9' }));
/// assert_eq!(
///     "e45".parse::<Square>(),
///     Err(ParseSquareError::TrailingCharacter { column: 3, character: '5' })
/// );
/// assert_eq!(
///     "i4".parse::<Square>().unwrap_err().to_string(),
///     "invalid file 'i' at column 1: expected a letter from a to h"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParseSquareError {
    /// The string is empty.
    Empty,
    /// The first character is not a file letter `a`..`h`.
    InvalidFile {
        /// The character found.
        character: char,
    },
    /// The string ends after the file letter.
    MissingRank,
    /// The second character is not a rank digit `1`..`8`.
    InvalidRank {
        /// The character found.
        character: char,
    },
    /// More characters follow the rank digit.
    TrailingCharacter {
        /// The column of the first extra character (3 for `"e45"`).
        column: usize,
        /// The first extra character.
        character: char,
    },
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSquareError::Empty => f.write_str("empty square name: expected a name like e4"),
            ParseSquareError::InvalidFile { character } => write!(
                f,
                "invalid file {character:?} at column 1: expected a letter from a to h"
            ),
            ParseSquareError::MissingRank => {
                f.write_str("missing rank at column 2: expected a digit from 1 to 8")
            }
            ParseSquareError::InvalidRank { character } => write!(
                f,
                "invalid rank {character:?} at column 2: expected a digit from 1 to 8"
            ),
            ParseSquareError::TrailingCharacter { column, character } => write!(
                f,
                "unexpected {character:?} at column {column}: a square name has two characters"
            ),
        }
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses an algebraic name: a file letter `a`..`h` then a rank digit
    /// `1`..`8`, in lower case, nothing else.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        let file = chars.next().ok_or(ParseSquareError::Empty)?;
        let file =
            File::from_char(file).ok_or(ParseSquareError::InvalidFile { character: file })?;
        let rank = chars.next().ok_or(ParseSquareError::MissingRank)?;
        let rank =
            Rank::from_char(rank).ok_or(ParseSquareError::InvalidRank { character: rank })?;
        if let Some(character) = chars.next() {
            return Err(ParseSquareError::TrailingCharacter {
                column: 3,
                character,
            });
        }
        Ok(Square::from_file_rank(file, rank))
    }
}

impl TryFrom<&str> for Square {
    type Error = ParseSquareError;

    fn try_from(s: &str) -> Result<Square, ParseSquareError> {
        s.parse()
    }
}

impl From<Square> for usize {
    /// The square's [`index`](Square::index).
    fn from(square: Square) -> usize {
        square.index()
    }
}

impl From<Square> for u8 {
    /// The square's [`index`](Square::index), 0 to 63.
    ///
    /// ```
    /// use a1h8::Square;
    ///
    /// assert_eq!(u8::from(Square::H8), 63);
    /// assert_eq!(usize::from(Square::E4), 28);
    /// ```
    fn from(square: Square) -> u8 {
        square as u8
    }
}

/// An integer that is not a square index: squares are numbered 0 (a1) to
/// 63 (h8).
///
/// ```
/// use a1h8::{Square, SquareIndexError};
///
/// assert_eq!(Square::try_from(28u8), Ok(Square::E4));
/// assert_eq!(Square::try_from(63usize), Ok(Square::H8));
/// assert_eq!(Square::try_from(64usize), Err(SquareIndexError { index: 64 }));
/// assert_eq!(
///     Square::try_from(200u8).unwrap_err().to_string(),
///     "square index 200 is out of range: squares are numbered 0 to 63"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareIndexError {
    /// The integer that was given.
    pub index: usize,
}

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "square index {} is out of range: squares are numbered 0 to 63",
            self.index
        )
    }
}

impl core::error::Error for SquareIndexError {}

impl TryFrom<usize> for Square {
    type Error = SquareIndexError;

    /// The square of `index` 0 to 63 ([`Square::from_index`]).
    fn try_from(index: usize) -> Result<Square, SquareIndexError> {
        Square::from_index(index).ok_or(SquareIndexError { index })
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareIndexError;

    /// The square of `index` 0 to 63 ([`Square::from_index`]).
    fn try_from(index: u8) -> Result<Square, SquareIndexError> {
        Square::try_from(usize::from(index))
    }
}
