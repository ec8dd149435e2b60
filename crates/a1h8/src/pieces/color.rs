//! The two sides, White and Black.

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

use crate::Rank;

/// A side: White (moves first, starts on ranks 1 and 2) or Black.
///
/// ```
/// use a1h8::Color;
///
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.char(), 'b');
/// assert_eq!(Color::from_char('w'), Some(Color::White));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// White, `w` in FEN, upper-case piece letters.
    White,
    /// Black, `b` in FEN, lower-case piece letters.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other colour.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `'w'` or `'b'`, as in FEN's side-to-move field.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The colour of FEN's side-to-move letter `w` or `b`.
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The rank this side's pieces start on: 1 for White, 8 for Black.
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        }
    }

    /// The direction this side's pawns advance in ranks: +1 or -1.
    pub const fn pawn_step(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
}

/// A string that names no [`Color`].
///
/// ```
/// use a1h8::Color;
///
/// assert_eq!("black".parse::<Color>(), Ok(Color::Black));
/// assert_eq!("w".parse::<Color>(), Ok(Color::White));
/// assert_eq!("red".parse::<Color>().unwrap_err().to_string(), "expected white or black");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseColorError;

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected white or black")
    }
}

impl core::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    /// Parses a [`name`](Color::name) or FEN's letter: `white`, `w`,
    /// `black` or `b`.
    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        match s {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            _ => Err(ParseColorError),
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
