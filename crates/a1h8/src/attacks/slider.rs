//! The two kinds of slider, and what every slider technique needs from
//! them: directions, relevant occupancy, and the dense layout of
//! per-square tables.

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Direction, Square, ray};

/// A piece that slides along lines until the first occupied square: the
/// rook (files and ranks) or the bishop (diagonals and anti-diagonals). A
/// queen is both.
///
/// ```
/// use a1h8::attacks::Slider;
/// use a1h8::{bitboard, Square};
///
/// assert_eq!(Slider::Rook.relevant_occupancy(Square::A1), bitboard! {
///     . . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     . X X X X X X .
/// });
/// assert_eq!(Slider::Bishop.relevant_occupancy(Square::E4).count(), 9);
/// assert_eq!(Slider::Rook.table_len(), 102_400);
/// assert_eq!(Slider::Bishop.table_len(), 5_248);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slider {
    /// Along files and ranks.
    Rook,
    /// Along diagonals and anti-diagonals.
    Bishop,
}

impl Slider {
    /// Both sliders, rook first; `ALL[s.index()] == s`.
    pub const ALL: [Slider; 2] = [Slider::Rook, Slider::Bishop];

    /// 0 for the rook, 1 for the bishop.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"rook"` or `"bishop"`.
    pub const fn name(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }

    /// The four directions it moves in.
    #[inline]
    pub const fn directions(self) -> [Direction; 4] {
        match self {
            Slider::Rook => Direction::ORTHOGONAL,
            Slider::Bishop => Direction::DIAGONAL,
        }
    }

    /// The squares whose occupancy can change this slider's attacks from
    /// `square`: its rays on an empty board, each without its last square
    /// (a piece on the edge square of a ray blocks nothing behind it).
    /// Magic and PEXT tables are indexed by the occupancy of these squares
    /// only: 10 to 12 squares for a rook, 5 to 9 for a bishop.
    pub const fn relevant_occupancy(self, square: Square) -> Bitboard {
        let directions = self.directions();
        let mut mask = Bitboard::EMPTY;
        let mut i = 0;
        while i < 4 {
            let full = ray(square, directions[i]);
            let edge = if directions[i].index_delta() > 0 {
                full.last()
            } else {
                full.first()
            };
            if let Some(edge) = edge {
                mask = mask.union(full.without(edge));
            }
            i += 1;
        }
        mask
    }

    /// The number of relevant squares of `square`:
    /// `relevant_occupancy(square).count()`.
    pub const fn relevant_bits(self, square: Square) -> u32 {
        self.relevant_occupancy(square).0.count_ones()
    }

    /// Where each square's part starts in a dense table of
    /// `2^relevant_bits` entries a square, squares in index order: the
    /// layout of the magic and PEXT attack tables.
    pub(crate) const fn dense_offsets(self) -> [usize; 64] {
        let mut offsets = [0; 64];
        let mut s = 1;
        while s < 64 {
            offsets[s] = offsets[s - 1] + (1 << self.relevant_bits(Square::ALL[s - 1]));
            s += 1;
        }
        offsets
    }

    /// The length of a dense table of `2^relevant_bits` entries for every
    /// square: 102,400 for the rook, 5,248 for the bishop.
    pub const fn table_len(self) -> usize {
        self.dense_offsets()[63] + (1 << self.relevant_bits(Square::H8))
    }
}

/// A string that names no [`Slider`].
///
/// ```
/// use a1h8::attacks::Slider;
///
/// assert_eq!("bishop".parse::<Slider>(), Ok(Slider::Bishop));
/// assert_eq!("queen".parse::<Slider>().unwrap_err().to_string(), "expected rook or bishop");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseSliderError;

impl fmt::Display for ParseSliderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected rook or bishop")
    }
}

impl core::error::Error for ParseSliderError {}

impl FromStr for Slider {
    type Err = ParseSliderError;

    /// Parses a [`name`](Slider::name) exactly: `rook` or `bishop`.
    fn from_str(s: &str) -> Result<Slider, ParseSliderError> {
        crate::names::by_name(&Slider::ALL, Slider::name, s).ok_or(ParseSliderError)
    }
}

impl fmt::Display for Slider {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
