//! The eight compass directions of a chess board.

use core::fmt;
use core::str::FromStr;

/// One of the eight compass directions a queen can move in.
///
/// North is towards higher ranks (from White's side to Black's), east is
/// towards higher files (from the a-file to the h-file). With a1 = 0 and
/// h8 = 63 (little-endian rank-file mapping), one step in each direction
/// changes the square index by [`Direction::index_delta`]:
///
/// ```text
///   north-west  north  north-east        +7  +8  +9
///         west    ·    east               -1   ·  +1
///   south-west  south  south-east        -9  -8  -7
/// ```
///
/// A diagonal (a1-h8 direction) is walked north-east / south-west, an
/// anti-diagonal (h1-a8 direction) north-west / south-east.
///
/// ```
/// use a1h8::Direction;
///
/// assert_eq!(Direction::NorthEast.index_delta(), 9);
/// assert_eq!(Direction::NorthWest.opposite(), Direction::SouthEast);
/// assert_eq!("ne".parse::<Direction>(), Ok(Direction::NorthEast));
/// assert_eq!(Direction::SouthWest.to_string(), "south-west");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Direction {
    /// Towards rank 8: rank + 1.
    North,
    /// Towards h8: file + 1, rank + 1 (along a diagonal).
    NorthEast,
    /// Towards the h-file: file + 1.
    East,
    /// Towards h1: file + 1, rank - 1 (along an anti-diagonal).
    SouthEast,
    /// Towards rank 1: rank - 1.
    South,
    /// Towards a1: file - 1, rank - 1 (along a diagonal).
    SouthWest,
    /// Towards the a-file: file - 1.
    West,
    /// Towards a8: file - 1, rank + 1 (along an anti-diagonal).
    NorthWest,
}

impl Direction {
    /// The number of directions.
    pub const COUNT: usize = 8;

    /// All eight directions, clockwise from north; `ALL[d.index()] == d`.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four directions a rook moves in.
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The four directions a bishop moves in.
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// Position in [`Direction::ALL`], 0 (north) to 7 (north-west).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction at `index` in [`Direction::ALL`], or `None` if `index > 7`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Direction> {
        if index < Self::COUNT {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// Change of file in one step: -1, 0 or +1.
    #[inline]
    pub const fn file_step(self) -> i8 {
        match self {
            Direction::North | Direction::South => 0,
            Direction::NorthEast | Direction::East | Direction::SouthEast => 1,
            Direction::SouthWest | Direction::West | Direction::NorthWest => -1,
        }
    }

    /// Change of rank in one step: -1, 0 or +1.
    #[inline]
    pub const fn rank_step(self) -> i8 {
        match self {
            Direction::East | Direction::West => 0,
            Direction::NorthWest | Direction::North | Direction::NorthEast => 1,
            Direction::SouthEast | Direction::South | Direction::SouthWest => -1,
        }
    }

    /// The direction of one step changing the file by `file_step` and the
    /// rank by `rank_step` (each -1, 0 or 1), or `None` for `(0, 0)` and
    /// other steps.
    #[inline]
    pub const fn from_steps(file_step: i32, rank_step: i32) -> Option<Direction> {
        let mut i = 0;
        while i < Self::COUNT {
            let d = Self::ALL[i];
            if d.file_step() as i32 == file_step && d.rank_step() as i32 == rank_step {
                return Some(d);
            }
            i += 1;
        }
        None
    }

    /// The direction from one square to another that is `file_delta` files
    /// and `rank_delta` ranks away, if they share a file, rank, diagonal or
    /// anti-diagonal; `None` for `(0, 0)` and for squares on no common line.
    ///
    /// ```
    /// use a1h8::Direction;
    ///
    /// assert_eq!(Direction::towards(-3, 3), Some(Direction::NorthWest));
    /// assert_eq!(Direction::towards(0, -5), Some(Direction::South));
    /// assert_eq!(Direction::towards(1, 2), None);
    /// ```
    #[inline]
    pub const fn towards(file_delta: i32, rank_delta: i32) -> Option<Direction> {
        let straight = (file_delta == 0) != (rank_delta == 0);
        let diagonal = file_delta != 0 && file_delta.abs() == rank_delta.abs();
        if straight || diagonal {
            Self::from_steps(file_delta.signum(), rank_delta.signum())
        } else {
            None
        }
    }

    /// Change of square index in one step on the 8x8 board:
    /// `8 * rank_step + file_step` (+8 north, +9 north-east, +7 north-west, ...).
    ///
    /// Adding it to a square index is only a step on the board when the step
    /// does not cross an edge; [`Square::offset`](crate::Square::offset)
    /// checks that.
    #[inline]
    pub const fn index_delta(self) -> i8 {
        8 * self.rank_step() + self.file_step()
    }

    /// The direction pointing the other way.
    #[inline]
    pub const fn opposite(self) -> Direction {
        Self::ALL[(self.index() + 4) % 8]
    }

    /// `true` for the four directions along diagonals and anti-diagonals.
    #[inline]
    pub const fn is_diagonal(self) -> bool {
        self.file_step() != 0 && self.rank_step() != 0
    }

    /// `true` for the four directions along files and ranks.
    #[inline]
    pub const fn is_orthogonal(self) -> bool {
        !self.is_diagonal()
    }

    /// The lower-case name, words joined by a hyphen: `"north-east"`.
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::NorthEast => "north-east",
            Direction::East => "east",
            Direction::SouthEast => "south-east",
            Direction::South => "south",
            Direction::SouthWest => "south-west",
            Direction::West => "west",
            Direction::NorthWest => "north-west",
        }
    }

    /// The compass abbreviation: `"n"`, `"ne"`, `"e"`, ...
    #[inline]
    pub const fn abbreviation(self) -> &'static str {
        match self {
            Direction::North => "n",
            Direction::NorthEast => "ne",
            Direction::East => "e",
            Direction::SouthEast => "se",
            Direction::South => "s",
            Direction::SouthWest => "sw",
            Direction::West => "w",
            Direction::NorthWest => "nw",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A string that names no direction; see [`Direction`]'s `FromStr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseDirectionError;

impl fmt::Display for ParseDirectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "unknown direction: expected one of north, north-east, east, south-east, south, \
             south-west, west, north-west (or n, ne, e, se, s, sw, w, nw)",
        )
    }
}

impl core::error::Error for ParseDirectionError {}

impl FromStr for Direction {
    type Err = ParseDirectionError;

    /// Parses a name (`north-east`, `north_east`, `northeast`) or an
    /// abbreviation (`ne`), ignoring ASCII case.
    fn from_str(s: &str) -> Result<Direction, ParseDirectionError> {
        // Compare with separators removed: "north-east", "North_East" and
        // "northeast" all name the same direction.
        let mut buffer = [0u8; 16];
        let mut len = 0;
        for byte in s.bytes() {
            if byte == b'-' || byte == b'_' || byte == b' ' {
                continue;
            }
            if len == buffer.len() {
                return Err(ParseDirectionError);
            }
            buffer[len] = byte.to_ascii_lowercase();
            len += 1;
        }
        let word = &buffer[..len];
        Direction::ALL
            .into_iter()
            .find(|d| {
                word == d.abbreviation().as_bytes()
                    || d.name()
                        .bytes()
                        .filter(|&b| b != b'-')
                        .eq(word.iter().copied())
            })
            .ok_or(ParseDirectionError)
    }
}

// The leapers' steps, in (file, rank) squares: geometry that the 8x8
// attack tables and those of every board read.

/// A step of `(file, rank)` squares.
pub(crate) type Step = (i8, i8);

/// The eight knight steps: two squares one way, one the other.
pub(crate) const KNIGHT_STEPS: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight king steps: one square in each direction.
pub(crate) const KING_STEPS: [Step; 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The two pawn capture steps per colour, white (north) first.
pub(crate) const PAWN_STEPS: [[Step; 2]; 2] = [[(-1, 1), (1, 1)], [(-1, -1), (1, -1)]];
