//! Castling rights: which of the four castlings are still allowed.

use core::fmt;

use crate::{Color, File, Square};

/// One of the two castlings of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// Castling with the h-file rook, `K`/`k` in FEN.
    KingSide,
    /// Castling with the a-file rook, `Q`/`q` in FEN.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the rook starts on: h or a.
    pub const fn rook_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        }
    }

    /// `"king side"` or `"queen side"`.
    pub const fn name(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "king side",
            CastlingSide::QueenSide => "queen side",
        }
    }
}

/// The set of castling rights, as FEN's third field `KQkq` writes them.
///
/// A right only says that neither the king nor that rook has moved; whether
/// castling is possible now is the move generator's business.
///
/// ```
/// use a1h8::{CastlingRights, CastlingSide, Color};
///
/// let rights = CastlingRights::ALL.without(Color::White, CastlingSide::QueenSide);
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert_eq!(rights.to_string(), "Kkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No castling right.
    pub const NONE: CastlingRights = CastlingRights(0);

    /// All four rights, `KQkq`.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (2 * color as u8 + side as u8)
    }

    /// `true` if `color` may still castle on `side`.
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// The file of the rook of `color`'s right on `side`, if it has that
    /// right.
    pub const fn rook_file(self, color: Color, side: CastlingSide) -> Option<File> {
        if self.has(color, side) {
            Some(side.rook_file())
        } else {
            None
        }
    }

    /// The rights with `color`'s right on `side` added.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// The rights with `color`'s right on `side` removed.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, side))
    }

    /// The rights left after a move from or to `square`: a move from a
    /// king's home square loses both of that side's rights, a move from or
    /// to a rook's home square (the rook moving or captured) that one.
    #[must_use]
    #[inline]
    pub(crate) const fn after_touching(self, square: Square) -> CastlingRights {
        let lost = match square {
            Square::E1 => 0b0011,
            Square::E8 => 0b1100,
            Square::H1 => Self::bit(Color::White, CastlingSide::KingSide),
            Square::A1 => Self::bit(Color::White, CastlingSide::QueenSide),
            Square::H8 => Self::bit(Color::Black, CastlingSide::KingSide),
            Square::A8 => Self::bit(Color::Black, CastlingSide::QueenSide),
            _ => 0,
        };
        CastlingRights(self.0 & !lost)
    }

    /// `true` if no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rights with the colours exchanged: White's become Black's and
    /// Black's White's (`Kq` becomes `Qk`).
    #[must_use]
    pub const fn flip_colors(self) -> CastlingRights {
        CastlingRights((self.0 >> 2) | (self.0 & 0b11) << 2)
    }

    /// The FEN letter of a right: `K Q k q`.
    pub const fn char(color: Color, side: CastlingSide) -> char {
        match (color, side) {
            (Color::White, CastlingSide::KingSide) => 'K',
            (Color::White, CastlingSide::QueenSide) => 'Q',
            (Color::Black, CastlingSide::KingSide) => 'k',
            (Color::Black, CastlingSide::QueenSide) => 'q',
        }
    }

    /// The square the rook of a right starts on: h1, a1, h8 or a8.
    pub const fn rook_square(color: Color, side: CastlingSide) -> Square {
        Square::from_file_rank(side.rook_file(), color.back_rank())
    }

    /// The square the king starts on: e1 or e8.
    pub const fn king_square(color: Color) -> Square {
        Square::from_file_rank(File::E, color.back_rank())
    }
}

impl fmt::Display for CastlingRights {
    /// FEN's castling field: `KQkq`, a subset in that order, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.has(color, side) {
                    fmt::Write::write_char(f, Self::char(color, side))?;
                }
            }
        }
        Ok(())
    }
}
