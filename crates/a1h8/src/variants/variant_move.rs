//! Moves on a variant's board, and their UCI notation as Fairy-Stockfish
//! writes it.

use core::fmt;

use crate::geometry::{BoardSize, BoardSquare, ParseBoardSquareError};
use crate::moves::bit_field::BitField;
use crate::variants::{Variant, VariantPosition};
use crate::{CastlingSide, MoveKind, PieceKind};

/// A move on a board of up to 128 squares: the squares by index (`rank *
/// files + file`), its [`MoveKind`], and the kind a pawn promotes to.
///
/// A castling move goes from the king's square to the king's target, and
/// records the square of the rook that castles, which moves too. Its UCI
/// is written as Fairy-Stockfish writes it for these variants: from the
/// king's square to its target (`f1i1` in Capablanca chess, `g1g1` for a
/// king that stays where it is), but king-takes-rook (`h1j1`) when the
/// king goes one square, where the usual form would be that of a king
/// step.
///
/// The squares are indices so that a move is four bytes and cheap to make;
/// [`from`](VariantMove::from) and [`to`](VariantMove::to) name them on a
/// board, and [`uci`](VariantMove::uci) writes the move with the variant's
/// letters.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// let mv = VariantMove::from_uci(&start, "i1h3")?;
/// assert_eq!(mv.from(CAPABLANCA.size()).to_string(), "i1");
/// assert_eq!(mv.uci(&CAPABLANCA).to_string(), "i1h3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VariantMove(u32);

// The layout of the four bytes: the squares by index (0 to 127) in bits
// 0-6 and 7-13, the kind in 14-15, the promotion in 16-19, the castling
// rook's square in 20-27.
const FROM: BitField = BitField::first(7);
const TO: BitField = FROM.then(7);
/// A [`MoveKind`]'s code.
const KIND: BitField = TO.then(2);
/// The kind a pawn becomes: its index + 1, 0 for none.
const PROMOTION: BitField = KIND.then(4);
/// The castling rook's square: its index + 1, 0 for none.
const ROOK: BitField = PROMOTION.then(8);
const _: () = assert!(ROOK.end() <= u32::BITS);

impl VariantMove {
    /// A move of `kind` from the square of index `from` to that of `to`,
    /// without promotion.
    ///
    /// A castling move is better made by
    /// [`castling`](VariantMove::castling), which records the rook: one
    /// made here has none, castles towards the side of `to` (queen side if
    /// the king stays) and is written in UCI from `from` to `to`.
    #[inline(always)]
    pub const fn new(from: usize, to: usize, kind: MoveKind) -> VariantMove {
        VariantMove(FROM.put(from as u32) | TO.put(to as u32) | KIND.put(kind.code()))
    }

    /// Castling: the king from the square of index `king` to that of
    /// `king_to`, with the rook of the square of index `rook`, on the same
    /// rank; king side if the rook is right of the king (towards the last
    /// file), queen side if left.
    #[inline(always)]
    pub const fn castling(king: usize, king_to: usize, rook: usize) -> VariantMove {
        let plain = VariantMove::new(king, king_to, MoveKind::Castling);
        // Its index in a square's seven bits, + 1: 0 is no rook.
        VariantMove(plain.0 | ROOK.put(FROM.get(rook as u32) + 1))
    }

    /// A pawn's move from `from` to `to` becoming `kind`.
    #[inline(always)]
    pub const fn with_promotion(from: usize, to: usize, kind: PieceKind) -> VariantMove {
        let plain = VariantMove::new(from, to, MoveKind::Normal);
        VariantMove(plain.0 | PROMOTION.put(kind.index() as u32 + 1))
    }

    /// The index of the square the piece leaves (the king's, for
    /// castling).
    #[inline(always)]
    pub const fn from_index(self) -> usize {
        FROM.get(self.0) as usize
    }

    /// The index of the square the piece arrives on (the king's target,
    /// for castling).
    #[inline(always)]
    pub const fn to_index(self) -> usize {
        TO.get(self.0) as usize
    }

    /// The square the piece leaves, on a board of `size`.
    ///
    /// # Panics
    ///
    /// If the index is past the board's squares.
    pub const fn from(self, size: BoardSize) -> BoardSquare {
        square_at(size, self.from_index())
    }

    /// The square the piece arrives on, on a board of `size`.
    ///
    /// # Panics
    ///
    /// If the index is past the board's squares.
    pub const fn to(self, size: BoardSize) -> BoardSquare {
        square_at(size, self.to_index())
    }

    /// The kind of move.
    #[inline(always)]
    pub const fn kind(self) -> MoveKind {
        MoveKind::from_code(KIND.get(self.0))
    }

    /// The index of the square of the rook that castles, for a castling
    /// move made by [`castling`](VariantMove::castling) (and so for every
    /// castling move of [`legal_moves`](VariantPosition::legal_moves)).
    #[inline(always)]
    pub const fn castling_rook_index(self) -> Option<usize> {
        match ROOK.get(self.0) {
            0 => None,
            rook => Some(rook as usize - 1),
        }
    }

    /// The side a castling move castles to: king side if its rook is right
    /// of the king (or, without a rook recorded, if the king goes right),
    /// queen side otherwise. `None` for other moves.
    pub const fn castling_side(self) -> Option<CastlingSide> {
        if !matches!(self.kind(), MoveKind::Castling) {
            return None;
        }
        let towards = match self.castling_rook_index() {
            Some(rook) => rook,
            None => self.to_index(),
        };
        Some(if towards > self.from_index() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        })
    }

    /// The square the move is written to in UCI: the king's target, or
    /// the rook's square for a castling move whose king goes one square
    /// along the rank, which would otherwise read as a king step.
    const fn uci_to_index(self) -> usize {
        let (from, to) = (self.from_index(), self.to_index());
        match self.castling_rook_index() {
            Some(rook) if from.abs_diff(to) == 1 => rook,
            _ => to,
        }
    }

    /// The kind a pawn becomes, for a promotion.
    #[inline(always)]
    pub const fn promotion(self) -> Option<PieceKind> {
        match PROMOTION.get(self.0) {
            0 => None,
            k => Some(PieceKind::ALL[(k - 1) as usize & 7]),
        }
    }

    /// The move in UCI notation with `variant`'s letters, as
    /// Fairy-Stockfish writes it: the two squares (`j10` on big boards),
    /// then the promotion's lower-case letter (`a7a8c`). Castling by one
    /// square is written king-takes-rook (`h1j1` for the king from h1 to
    /// i1 with the rook of j1), as the king's step to the same square is
    /// written `h1i1`.
    pub fn uci<'a>(self, variant: &'a Variant<'a>) -> impl fmt::Display + 'a {
        Uci { mv: self, variant }
    }

    /// Reads a legal move of `position` in UCI notation (as written by
    /// [`uci`](VariantMove::uci)): the move of the legal moves written
    /// with these squares and promotion. Castling reads in both forms,
    /// from the king's square to its target or to its rook's square; where
    /// the first is also a king step's (castling by one square), it is the
    /// king step.
    ///
    /// # Errors
    ///
    /// A [`VariantUciError`] saying what is wrong with the text, or that
    /// the move is not legal here.
    pub fn from_uci(
        position: &VariantPosition<'_>,
        text: &str,
    ) -> Result<VariantMove, VariantUciError> {
        let variant = position.variant();
        let size = variant.size();
        let bytes = text.as_bytes();
        let (from, rest) = parse_square(size, bytes, 0)?;
        let (to, rest) = parse_square(size, bytes, rest)?;
        let promotion = match &bytes[rest..] {
            [] => None,
            &[letter] => {
                let kind = variant
                    .piece(letter as char)
                    .filter(|piece| {
                        letter.is_ascii_lowercase() && variant.promotions().contains(piece.kind)
                    })
                    .ok_or(VariantUciError::InvalidPromotion {
                        character: letter as char,
                        column: rest + 1,
                    })?;
                Some(kind.kind)
            }
            _ => {
                return Err(VariantUciError::TrailingCharacters { column: rest + 2 });
            }
        };
        let (from, to) = (size.index_of(from), size.index_of(to));
        let moves = position.legal_moves();
        let written = moves.iter().copied().find(|mv| {
            mv.from_index() == from && mv.uci_to_index() == to && mv.promotion() == promotion
        });
        // The other form of castling: king-takes-rook, or to the king's
        // target by one square when no king step is written so.
        let other = || {
            moves.iter().copied().find(|mv| {
                mv.from_index() == from
                    && promotion.is_none()
                    && (mv.castling_rook_index() == Some(to)
                        || (mv.kind() == MoveKind::Castling && mv.to_index() == to))
            })
        };
        written.or_else(other).ok_or(VariantUciError::Illegal)
    }
}

/// The square of `index` on `size`.
const fn square_at(size: BoardSize, index: usize) -> BoardSquare {
    match size.square_at(index) {
        Some(square) => square,
        None => panic!("a move's square is on its board"),
    }
}

/// A square name starting at `start`: a letter and one or two digits, the
/// square and where the rest starts.
fn parse_square(
    size: BoardSize,
    bytes: &[u8],
    start: usize,
) -> Result<(BoardSquare, usize), VariantUciError> {
    let digits = bytes[start.min(bytes.len())..]
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count()
        .min(2);
    let end = (start + 1 + digits).min(bytes.len());
    let name = core::str::from_utf8(&bytes[start.min(end)..end]).unwrap_or("");
    if name.is_empty() {
        return Err(VariantUciError::TooShort { column: start + 1 });
    }
    size.parse_square(name)
        .map(|square| (square, end))
        .map_err(|error| VariantUciError::InvalidSquare {
            column: start + 1,
            error,
        })
}

struct Uci<'a> {
    mv: VariantMove,
    variant: &'a Variant<'a>,
}

impl fmt::Display for Uci<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.variant.size();
        let to = square_at(size, self.mv.uci_to_index());
        write!(f, "{}{}", self.mv.from(size), to)?;
        if let Some(kind) = self.mv.promotion() {
            let letter = self.variant.letter(kind).unwrap_or(kind.char());
            fmt::Write::write_char(f, letter)?;
        }
        Ok(())
    }
}

impl fmt::Debug for VariantMove {
    /// `VariantMove(12 -> 28, DoubleStep)`, by index.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "VariantMove({} -> {}, {:?}",
            self.from_index(),
            self.to_index(),
            self.kind()
        )?;
        if let Some(kind) = self.promotion() {
            write!(f, ", ={kind:?}")?;
        }
        if let Some(rook) = self.castling_rook_index() {
            write!(f, ", rook {rook}")?;
        }
        f.write_str(")")
    }
}

/// Why a text is not a legal move in UCI notation. Columns count bytes from
/// 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantUciError {
    /// The text ends where a square should start.
    TooShort {
        /// Where the square should start.
        column: usize,
    },
    /// A square name is not one of the board's.
    InvalidSquare {
        /// Where the square starts.
        column: usize,
        /// What is wrong with it.
        error: ParseBoardSquareError,
    },
    /// The character after the squares is not the lower-case letter of a
    /// kind pawns promote to in this variant.
    InvalidPromotion {
        /// The character.
        character: char,
        /// Where.
        column: usize,
    },
    /// More than one character after the squares.
    TrailingCharacters {
        /// Where the excess starts.
        column: usize,
    },
    /// Well formed, but not a legal move here.
    Illegal,
}

impl fmt::Display for VariantUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantUciError::TooShort { column } => {
                write!(f, "a square is missing at column {column}")
            }
            VariantUciError::InvalidSquare { column, error } => {
                write!(f, "bad square at column {column}: {error}")
            }
            VariantUciError::InvalidPromotion { character, column } => write!(
                f,
                "{character:?} at column {column} is not the lower-case letter of a piece pawns \
                 promote to"
            ),
            VariantUciError::TrailingCharacters { column } => {
                write!(f, "unexpected characters from column {column}")
            }
            VariantUciError::Illegal => f.write_str("not a legal move in this position"),
        }
    }
}

impl core::error::Error for VariantUciError {}
