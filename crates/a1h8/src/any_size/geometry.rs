//! Closed formulas for lines and moves on a board of any size, and the 8x8
//! tables computed from them at compile time.
//!
//! This module is the one place where the geometry of the board is
//! written down. Every 8x8 table of the crate (diagonal lengths, moves to
//! the edge, rays, [`between`](crate::between), [`line`](fn@crate::line)) is a
//! `const` computed from these formulas with `files = ranks = 8`.
//!
//! # Conventions
//!
//! A board has `files` columns and `ranks` rows; the square on file `f`
//! and rank `r` (both from 0, at the bottom-left corner a1) has index
//! `r * files + f`. On it:
//!
//! - its **diagonal** (south-west to north-east, like a1-h8) is
//!   `d = r - f`, from `-(files - 1)` to `ranks - 1`;
//! - its **anti-diagonal** (south-east to north-west, like h1-a8) is
//!   `a = r + f`, from `0` to `files + ranks - 2`.
//!
//! Along a diagonal `d` the sum `r + f` grows by 2 a step, from the
//! south-west end to the north-east end; along an anti-diagonal `a` the
//! difference `r - f` grows by 2 a step, from the south-east end to the
//! north-west end. Those two ranges carry every formula:
//!
//! | on diagonal `d = r - f` | formula |
//! |---|---|
//! | `min_sum(d)`, at the south-west end | `\|d\|` |
//! | `max_sum(d)`, at the north-east end | `files + ranks - 2 - \|d + files - ranks\|` |
//! | length | `(max_sum - min_sum) / 2 + 1` |
//! | moves north-east from `(f, r)` | `(max_sum - (r + f)) / 2` |
//! | moves south-west from `(f, r)` | `((r + f) - min_sum) / 2` |
//!
//! | on anti-diagonal `a = r + f` | formula |
//! |---|---|
//! | `max_difference(a)`, at the north-west end | `ranks - 1 - \|a - (ranks - 1)\|` |
//! | `min_difference(a)`, at the south-east end | `\|a - (files - 1)\| - (files - 1)` |
//! | length | `(max_difference - min_difference) / 2 + 1` |
//! | moves north-west from `(f, r)` | `(max_difference - (r - f)) / 2` |
//! | moves south-east from `(f, r)` | `((r - f) - min_difference) / 2` |
//!
//! Files and ranks are plain: `ranks - 1 - r` moves north, `r` south,
//! `files - 1 - f` east, `f` west.
//!
//! Each formula is `min(x, y) = (x + y - |x - y|) / 2` applied to the two
//! edges a diagonal step can run into: north-east, for example, ends at
//! the h-file or at the top rank, whichever comes first, after
//! `min(files - 1 - f, ranks - 1 - r)` steps.
//!
//! # The forum post's formulas, restated
//!
//! The forum post counts from the top-left corner, `row = 7 - rank`
//! and `column = file` (see [`TopLeft`](crate::TopLeft)), and names
//! diagonals by the compass directions of that picture. Translated:
//!
//! | forum post | this crate (8x8) |
//! |---|---|
//! | NW-SE diagonal, fixed `diff = row - column` | anti-diagonal `a = rank + file = 7 - diff` |
//! | its `sum = row + column` | `7 - (rank - file)` |
//! | `maxsum = 14 - abs(diff)` | `7 - min_difference(a)` |
//! | `len` (bishop moves towards the south) | moves south-east |
//! | `backlen` (bishop moves towards the north) | moves north-west |
//! | NE-SW diagonal, fixed `sum = row + column` | diagonal `d = rank - file = 7 - sum` |
//! | its `diff = row - column` | `7 - (rank + file)` |
//! | `maxdiff = 7 - abs(7 - sum)` | `max_sum(d) - 7` |
//! | `len` (bishop moves towards the south) | moves south-west |
//! | `backlen` (bishop moves towards the north) | moves north-east |
//! | `diagonallength = len + backlen + 1` | [`diagonal_length`](BoardSize::diagonal_length), [`anti_diagonal_length`](BoardSize::anti_diagonal_length) |
//!
//! With those substitutions the post's `len = (maxsum - sum) / 2` is this
//! module's `((r - f) - min_difference) / 2`, and so on for every formula:
//! the integration tests check the post's own expressions, in its own
//! coordinates, against this module for all 64 squares.
//!
//! The post's `diagonallength = maxsum - 6` is special to 8x8 (on `n x n`
//! it is `maxsum - (n - 2)`); the forms above hold on every board from
//! 1x1 to 16x16 and are tested there exhaustively against a walk of the
//! board.
//!
//! ```
//! use a1h8::geometry::BoardSize;
//! use a1h8::Direction;
//!
//! let board = BoardSize::STANDARD;
//! assert_eq!(board.diagonal_length(0), 8); // a1-h8
//! assert_eq!(board.anti_diagonal_length(9), 6); // c7 .. h2
//! // From c2 (file 2, rank 1): five steps north-east (d3 .. h7), one south-west (b1).
//! assert_eq!(board.moves_to_edge(2, 1, Direction::NorthEast), 5);
//! assert_eq!(board.moves_to_edge(2, 1, Direction::SouthWest), 1);
//!
//! // Capablanca chess: 10 files, 8 ranks. The diagonal a1-h8 is as long as
//! // on 8x8, and the one from c1 to j8 too.
//! let capablanca = BoardSize::new(10, 8)?;
//! assert_eq!(capablanca.diagonal_length(0), 8);
//! assert_eq!(capablanca.diagonal_length(-2), 8);
//! # Ok::<(), a1h8::geometry::BoardSizeError>(())
//! ```

#![doc = "\n# On other boards: the forum post's question\n\nWhat follows is `docs/geometry.md`.\n"]
#![doc = include_str!("../../docs/geometry.md")]

use core::fmt;

use crate::{Direction, Square};

/// The dimensions of a rectangular board: `files` columns by `ranks` rows,
/// each from 1 to [`BoardSize::MAX_SIDE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    files: u8,
    ranks: u8,
}

/// Why a board size was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardSizeError {
    /// The number of files is 0 or above [`BoardSize::MAX_SIDE`].
    FilesOutOfRange {
        /// The number of files asked for.
        files: usize,
    },
    /// The number of ranks is 0 or above [`BoardSize::MAX_SIDE`].
    RanksOutOfRange {
        /// The number of ranks asked for.
        ranks: usize,
    },
}

impl fmt::Display for BoardSizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardSizeError::FilesOutOfRange { files } => write!(
                f,
                "{files} files is out of range: a board has 1 to {} files",
                BoardSize::MAX_SIDE
            ),
            BoardSizeError::RanksOutOfRange { ranks } => write!(
                f,
                "{ranks} ranks is out of range: a board has 1 to {} ranks",
                BoardSize::MAX_SIDE
            ),
        }
    }
}

impl core::error::Error for BoardSizeError {}

/// `|x|`, in a form usable in `const fn`.
const fn abs(x: i32) -> i32 {
    if x < 0 { -x } else { x }
}

impl BoardSize {
    /// The largest number of files or ranks: 16.
    pub const MAX_SIDE: usize = 16;

    /// The chess board, 8 files by 8 ranks.
    pub const STANDARD: BoardSize = BoardSize { files: 8, ranks: 8 };

    /// A board of `files` by `ranks`, each 1..=16.
    pub const fn new(files: usize, ranks: usize) -> Result<BoardSize, BoardSizeError> {
        if files == 0 || files > Self::MAX_SIDE {
            Err(BoardSizeError::FilesOutOfRange { files })
        } else if ranks == 0 || ranks > Self::MAX_SIDE {
            Err(BoardSizeError::RanksOutOfRange { ranks })
        } else {
            Ok(BoardSize {
                files: files as u8,
                ranks: ranks as u8,
            })
        }
    }

    /// The number of files (columns).
    pub const fn files(self) -> usize {
        self.files as usize
    }

    /// The number of ranks (rows).
    pub const fn ranks(self) -> usize {
        self.ranks as usize
    }

    /// The number of squares, `files * ranks`.
    pub const fn square_count(self) -> usize {
        self.files() * self.ranks()
    }

    /// The smallest diagonal index `rank - file`: `-(files - 1)`, at the
    /// south-east corner.
    pub const fn min_diagonal(self) -> i32 {
        1 - self.files as i32
    }

    /// The largest diagonal index `rank - file`: `ranks - 1`, at the
    /// north-west corner.
    pub const fn max_diagonal(self) -> i32 {
        self.ranks as i32 - 1
    }

    /// The largest anti-diagonal index `rank + file`: `files + ranks - 2`,
    /// at the north-east corner (the smallest is 0, at the south-west).
    pub const fn max_anti_diagonal(self) -> i32 {
        self.files as i32 + self.ranks as i32 - 2
    }

    /// The number of diagonals, and of anti-diagonals: `files + ranks - 1`.
    pub const fn diagonal_count(self) -> usize {
        self.files() + self.ranks() - 1
    }

    /// `rank + file` at the south-west end of diagonal `d = rank - file`:
    /// `|d|`.
    pub const fn diagonal_min_sum(self, d: i32) -> i32 {
        abs(d)
    }

    /// `rank + file` at the north-east end of diagonal `d = rank - file`:
    /// `files + ranks - 2 - |d + files - ranks|`.
    pub const fn diagonal_max_sum(self, d: i32) -> i32 {
        let (files, ranks) = (self.files as i32, self.ranks as i32);
        files + ranks - 2 - abs(d + files - ranks)
    }

    /// The number of squares on diagonal `d = rank - file`, or 0 if the
    /// board has no such diagonal.
    pub const fn diagonal_length(self, d: i32) -> usize {
        if d < self.min_diagonal() || d > self.max_diagonal() {
            return 0;
        }
        ((self.diagonal_max_sum(d) - self.diagonal_min_sum(d)) / 2 + 1) as usize
    }

    /// `rank - file` at the north-west end of anti-diagonal `a = rank + file`:
    /// `ranks - 1 - |a - (ranks - 1)|`.
    pub const fn anti_diagonal_max_difference(self, a: i32) -> i32 {
        let top = self.ranks as i32 - 1;
        top - abs(a - top)
    }

    /// `rank - file` at the south-east end of anti-diagonal `a = rank + file`:
    /// `|a - (files - 1)| - (files - 1)`.
    pub const fn anti_diagonal_min_difference(self, a: i32) -> i32 {
        let right = self.files as i32 - 1;
        abs(a - right) - right
    }

    /// The number of squares on anti-diagonal `a = rank + file`, or 0 if
    /// the board has no such anti-diagonal.
    pub const fn anti_diagonal_length(self, a: i32) -> usize {
        if a < 0 || a > self.max_anti_diagonal() {
            return 0;
        }
        ((self.anti_diagonal_max_difference(a) - self.anti_diagonal_min_difference(a)) / 2 + 1)
            as usize
    }

    /// How many steps a queen on `(file, rank)` can make towards
    /// `direction` before the edge, on an empty board.
    ///
    /// # Panics
    ///
    /// If `file >= files` or `rank >= ranks` (at compile time, when called
    /// in a constant).
    pub const fn moves_to_edge(self, file: usize, rank: usize, direction: Direction) -> usize {
        assert!(
            file < self.files() && rank < self.ranks(),
            "square off the board"
        );
        let (f, r) = (file as i32, rank as i32);
        let (d, a) = (r - f, r + f);
        let moves = match direction {
            Direction::North => self.ranks as i32 - 1 - r,
            Direction::South => r,
            Direction::East => self.files as i32 - 1 - f,
            Direction::West => f,
            Direction::NorthEast => (self.diagonal_max_sum(d) - a) / 2,
            Direction::SouthWest => (a - self.diagonal_min_sum(d)) / 2,
            Direction::NorthWest => (self.anti_diagonal_max_difference(a) - d) / 2,
            Direction::SouthEast => (d - self.anti_diagonal_min_difference(a)) / 2,
        };
        moves as usize
    }
}

/// Squares of a board of any size: construction, names, order, and the
/// squares of each diagonal, all from the closed formulas above.
impl BoardSize {
    /// The square on `file` and `rank` (both from 0), or `None` off this
    /// board.
    pub const fn square(self, file: usize, rank: usize) -> Option<BoardSquare> {
        if file < self.files() && rank < self.ranks() {
            Some(BoardSquare {
                file: file as u8,
                rank: rank as u8,
            })
        } else {
            None
        }
    }

    /// The square with `index = rank * files + file`, or `None` past the
    /// last square.
    pub const fn square_at(self, index: usize) -> Option<BoardSquare> {
        self.square(index % self.files(), index / self.files())
    }

    /// `rank * files + file`: the square's place in little-endian rank-file
    /// order on this board.
    ///
    /// # Panics
    ///
    /// If the square is off this board.
    pub const fn index_of(self, square: BoardSquare) -> usize {
        assert!(self.contains(square), "square off the board");
        square.rank() * self.files() + square.file()
    }

    /// `true` if `square` is on this board.
    pub const fn contains(self, square: BoardSquare) -> bool {
        square.file() < self.files() && square.rank() < self.ranks()
    }

    /// Every square in index order: a1, b1, ..., then rank 2, and so on.
    pub fn squares(self) -> impl DoubleEndedIterator<Item = BoardSquare> + ExactSizeIterator {
        (0..self.square_count()).map(move |i| BoardSquare {
            file: (i % self.files()) as u8,
            rank: (i / self.files()) as u8,
        })
    }

    /// Moves from `square` towards `direction` to the edge:
    /// [`moves_to_edge`](BoardSize::moves_to_edge) for a [`BoardSquare`].
    pub const fn moves(self, square: BoardSquare, direction: Direction) -> usize {
        self.moves_to_edge(square.file(), square.rank(), direction)
    }

    /// The diagonal indices `rank - file` of this board, from the south-east
    /// corner's `-(files - 1)` to the north-west corner's `ranks - 1`.
    pub fn diagonals(self) -> core::ops::RangeInclusive<i32> {
        self.min_diagonal()..=self.max_diagonal()
    }

    /// The anti-diagonal indices `rank + file` of this board, 0 to
    /// `files + ranks - 2`.
    pub fn anti_diagonals(self) -> core::ops::RangeInclusive<i32> {
        0..=self.max_anti_diagonal()
    }

    /// `(file, rank)` of the south-west end of diagonal `d = rank - file`:
    /// there `rank + file` is [`diagonal_min_sum`](BoardSize::diagonal_min_sum)
    /// `= |d|` and `rank - file = d`.
    pub const fn diagonal_start(self, d: i32) -> (i32, i32) {
        let sum = self.diagonal_min_sum(d);
        ((sum - d) / 2, (sum + d) / 2)
    }

    /// `(file, rank)` of the south-east end of anti-diagonal `a = rank + file`:
    /// there `rank - file` is
    /// [`anti_diagonal_min_difference`](BoardSize::anti_diagonal_min_difference).
    pub const fn anti_diagonal_start(self, a: i32) -> (i32, i32) {
        let difference = self.anti_diagonal_min_difference(a);
        ((a - difference) / 2, (a + difference) / 2)
    }

    /// The squares of diagonal `d = rank - file`, from the south-west end
    /// (where `rank + file` is [`diagonal_min_sum`](BoardSize::diagonal_min_sum))
    /// to the north-east end; empty if the board has no such diagonal.
    pub fn diagonal_squares(
        self,
        d: i32,
    ) -> impl DoubleEndedIterator<Item = BoardSquare> + ExactSizeIterator {
        let (file, rank) = self.diagonal_start(d);
        (0..self.diagonal_length(d) as i32).map(move |step| BoardSquare {
            file: (file + step) as u8,
            rank: (rank + step) as u8,
        })
    }

    /// The squares of anti-diagonal `a = rank + file`, from the south-east
    /// end (where `rank - file` is
    /// [`anti_diagonal_min_difference`](BoardSize::anti_diagonal_min_difference))
    /// to the north-west end; empty if the board has no such anti-diagonal.
    pub fn anti_diagonal_squares(
        self,
        a: i32,
    ) -> impl DoubleEndedIterator<Item = BoardSquare> + ExactSizeIterator {
        let (file, rank) = self.anti_diagonal_start(a);
        (0..self.anti_diagonal_length(a) as i32).map(move |step| BoardSquare {
            file: (file - step) as u8,
            rank: (rank + step) as u8,
        })
    }

    /// Parses a square name on this board: a file letter `a`.. (as many as
    /// the board has files, up to `p`) and a rank number `1`.. (up to the
    /// number of ranks, no leading zero): `"j10"`.
    ///
    /// ```
    /// use a1h8::geometry::{BoardSize, ParseBoardSquareError};
    ///
    /// let grand = BoardSize::new(10, 10)?;
    /// let j10 = grand.parse_square("j10").unwrap();
    /// assert_eq!((j10.file(), j10.rank()), (9, 9));
    /// assert_eq!(grand.index_of(j10), 99);
    /// assert_eq!(
    ///     grand.parse_square("k1"),
    ///     Err(ParseBoardSquareError::FileOffBoard { character: 'k', files: 10 })
    /// );
    /// assert_eq!(
    ///     grand.parse_square("a11"),
    ///     Err(ParseBoardSquareError::RankOffBoard { rank: 11, ranks: 10 })
    /// );
    /// # Ok::<(), a1h8::geometry::BoardSizeError>(())
    /// ```
    pub fn parse_square(self, name: &str) -> Result<BoardSquare, ParseBoardSquareError> {
        let mut chars = name.chars();
        let letter = chars.next().ok_or(ParseBoardSquareError::Empty)?;
        if !letter.is_ascii_lowercase() || letter > 'p' {
            return Err(ParseBoardSquareError::InvalidFile { character: letter });
        }
        let file = letter as usize - 'a' as usize;
        if file >= self.files() {
            return Err(ParseBoardSquareError::FileOffBoard {
                character: letter,
                files: self.files(),
            });
        }
        let digits = chars.as_str();
        if digits.is_empty() {
            return Err(ParseBoardSquareError::MissingRank);
        }
        let mut rank = 0usize;
        for (i, c) in digits.chars().enumerate() {
            let column = i + 2;
            match c.to_digit(10) {
                Some(0) if i == 0 => {
                    return Err(ParseBoardSquareError::InvalidRank {
                        column,
                        character: c,
                    });
                }
                Some(digit) if i < 2 => rank = 10 * rank + digit as usize,
                _ => {
                    return Err(ParseBoardSquareError::InvalidRank {
                        column,
                        character: c,
                    });
                }
            }
        }
        if rank > self.ranks() {
            return Err(ParseBoardSquareError::RankOffBoard {
                rank,
                ranks: self.ranks(),
            });
        }
        Ok(BoardSquare {
            file: file as u8,
            rank: (rank - 1) as u8,
        })
    }
}

/// A square of a board of any size up to 16x16, by file and rank counted
/// from 0 at the bottom-left corner (a1).
///
/// Its name has a file letter `a`..`p` and a rank number `1`..`16`: the
/// square on file 9, rank 9 is `j10`. Which board it belongs to is the
/// caller's: [`BoardSize::square`] and [`BoardSize::parse_square`] check
/// it, [`BoardSize::index_of`] numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BoardSquare {
    file: u8,
    rank: u8,
}

impl BoardSquare {
    /// The file, from 0 (the a-file).
    pub const fn file(self) -> usize {
        self.file as usize
    }

    /// The rank, from 0 (rank 1).
    pub const fn rank(self) -> usize {
        self.rank as usize
    }

    /// The diagonal it is on: `rank - file`.
    pub const fn diagonal(self) -> i32 {
        self.rank as i32 - self.file as i32
    }

    /// The anti-diagonal it is on: `rank + file`.
    pub const fn anti_diagonal(self) -> i32 {
        self.rank as i32 + self.file as i32
    }

    /// The file letter, `'a'` to `'p'`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file) as char
    }

    /// The square of the 8x8 board with this name, if it has one.
    ///
    /// ```
    /// use a1h8::Square;
    /// use a1h8::geometry::BoardSize;
    ///
    /// let size = BoardSize::new(10, 10)?;
    /// assert_eq!(size.parse_square("h8")?.to_square(), Some(Square::H8));
    /// assert_eq!(size.parse_square("j10")?.to_square(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn to_square(self) -> Option<Square> {
        if self.file < 8 && self.rank < 8 {
            Square::from_index(8 * self.rank as usize + self.file as usize)
        } else {
            None
        }
    }
}

impl From<Square> for BoardSquare {
    /// The square of the same name: `e4` is `e4` on any board.
    fn from(square: Square) -> BoardSquare {
        BoardSquare {
            file: square.file().index() as u8,
            rank: square.rank().index() as u8,
        }
    }
}

impl fmt::Display for BoardSquare {
    /// The name: file letter and rank number, `j10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank + 1)
    }
}

/// Why a string is not the name of a square on a given board. Columns count
/// characters from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParseBoardSquareError {
    /// The string is empty.
    Empty,
    /// The first character is not a file letter `a`..`p`.
    InvalidFile {
        /// The character found.
        character: char,
    },
    /// The file letter is past the board's last file.
    FileOffBoard {
        /// The letter found.
        character: char,
        /// The board's number of files.
        files: usize,
    },
    /// Nothing follows the file letter.
    MissingRank,
    /// A character of the rank is not a digit, the rank starts with 0, or
    /// it has more than two digits.
    InvalidRank {
        /// The column of the offending character.
        column: usize,
        /// The offending character.
        character: char,
    },
    /// The rank is past the board's last rank.
    RankOffBoard {
        /// The rank number found (from 1).
        rank: usize,
        /// The board's number of ranks.
        ranks: usize,
    },
}

impl fmt::Display for ParseBoardSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardSquareError::Empty => {
                f.write_str("empty square name: expected a name like j10")
            }
            ParseBoardSquareError::InvalidFile { character } => {
                write!(
                    f,
                    "invalid file {character:?} at column 1: expected a letter from a to p"
                )
            }
            ParseBoardSquareError::FileOffBoard { character, files } => write!(
                f,
                "file {character:?} at column 1 is off the board: it has {files} files"
            ),
            ParseBoardSquareError::MissingRank => {
                f.write_str("missing rank at column 2: expected a number from 1")
            }
            ParseBoardSquareError::InvalidRank { column, character } => write!(
                f,
                "invalid rank character {character:?} at column {column}: expected a number from 1 to 16"
            ),
            ParseBoardSquareError::RankOffBoard { rank, ranks } => {
                write!(f, "rank {rank} is off the board: it has {ranks} ranks")
            }
        }
    }
}

impl core::error::Error for ParseBoardSquareError {}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

/// Moves to the edge from every square of the 8x8 board in every
/// direction: `MOVES_TO_EDGE[direction.index()][square.index()]`.
///
/// A compile-time constant computed by [`BoardSize::moves_to_edge`];
/// [`Square::moves_to_edge`] reads it.
pub const MOVES_TO_EDGE: [[u8; 64]; 8] = {
    let mut table = [[0; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 64 {
            let square = Square::ALL[s];
            table[d][s] = BoardSize::STANDARD.moves_to_edge(
                square.file().index(),
                square.rank().index(),
                Direction::ALL[d],
            ) as u8;
            s += 1;
        }
        d += 1;
    }
    table
};
