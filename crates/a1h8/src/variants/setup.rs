//! A variant position built from its parts, with the checks of FEN.

use core::fmt;

use crate::FenError;
use crate::geometry::BoardSquare;
use crate::variants::{Variant, VariantPosition};
use crate::{CastlingSide, Color, Piece};

/// The parts of a position of a variant, put together one by one and
/// checked as a whole by [`build`](VariantSetup::build), by the rules FEN
/// is checked by: what [`Position::new`](crate::Position::new) is for
/// chess.
///
/// Each part is checked against the variant as it is given (a square off
/// the board, a piece the variant has not); the position as a whole when it
/// is built (one king each, pawns off the back and promotion ranks,
/// castling rights with their king and rook, the en passant square, the
/// side not to move not in check).
///
/// ```
/// use a1h8::geometry::BoardSquare;
/// use a1h8::FenError;
/// use a1h8::variant::{CAPABLANCA, VariantPosition, VariantSetup};
/// use a1h8::{CastlingSide, Color, Piece, PieceKind};
///
/// let square = |name: &str| CAPABLANCA.size().parse_square(name).unwrap();
/// let mut setup = VariantSetup::new(&CAPABLANCA);
/// setup
///     .put(square("f1"), Piece::new(Color::White, PieceKind::King))?
///     .put(square("j1"), Piece::new(Color::White, PieceKind::Rook))?
///     .put(square("f8"), Piece::new(Color::Black, PieceKind::King))?
///     .put(square("c6"), Piece::new(Color::Black, PieceKind::Archbishop))?
///     .castling(Color::White, CastlingSide::KingSide, 9)?;
/// let position = setup.build()?;
/// assert_eq!(position, VariantPosition::from_fen(&CAPABLANCA, "5k4/10/2a7/10/10/10/10/5K3R w K - 0 1")?);
///
/// // The side not to move may not be in check.
/// setup.put(square("f4"), Piece::new(Color::White, PieceKind::Chancellor))?;
/// assert!(matches!(setup.build(), Err(FenError::SideNotToMoveInCheck { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct VariantSetup<'v> {
    /// The parts so far: not checked as a whole.
    position: VariantPosition<'v>,
}

/// A part that does not fit the variant of a [`VariantSetup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A square off the variant's board.
    OffBoard {
        /// The square.
        square: BoardSquare,
    },
    /// A piece put on a square another piece holds.
    Occupied {
        /// The square.
        square: BoardSquare,
    },
    /// A piece of a kind the variant does not play.
    PieceNotInVariant {
        /// The piece.
        piece: Piece,
    },
    /// A castling right in a variant without castling, or with a rook file
    /// off the board.
    Castling {
        /// The side with the right.
        color: Color,
        /// The rook's file, from 0.
        file: usize,
    },
    /// A fullmove number of 0: moves are counted from 1.
    FullmoveNumberZero,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::OffBoard { square } => write!(f, "{square} is off the board"),
            SetupError::Occupied { square } => write!(f, "{square} holds a piece already"),
            SetupError::PieceNotInVariant { piece } => {
                write!(
                    f,
                    "the variant has no {} {}",
                    piece.color,
                    piece.kind.name()
                )
            }
            SetupError::Castling { color, file } => write!(
                f,
                "no castling right for {color} with a rook on file {}: the variant has no \
                 castling, or the file is off the board",
                file + 1
            ),
            SetupError::FullmoveNumberZero => {
                f.write_str("a fullmove number of 0, but moves are counted from 1")
            }
        }
    }
}

impl core::error::Error for SetupError {}

impl<'v> VariantSetup<'v> {
    /// An empty board of `variant`, White to move, no castling right, no en
    /// passant square, the clocks at 0 and 1.
    pub const fn new(variant: &'v Variant<'v>) -> VariantSetup<'v> {
        VariantSetup {
            position: VariantPosition::empty(variant),
        }
    }

    /// The index of `square`, if it is on the board.
    fn index(&self, square: BoardSquare) -> Result<usize, SetupError> {
        let size = self.position.variant.size();
        if size.contains(square) {
            Ok(size.index_of(square))
        } else {
            Err(SetupError::OffBoard { square })
        }
    }

    /// Puts `piece` on the empty `square`.
    ///
    /// # Errors
    ///
    /// A square off the board or taken, or a piece the variant has not.
    pub fn put(&mut self, square: BoardSquare, piece: Piece) -> Result<&mut Self, SetupError> {
        let index = self.index(square)?;
        if !self.position.variant.pieces().contains(piece.kind) {
            return Err(SetupError::PieceNotInVariant { piece });
        }
        if self.position.piece_at_index(index).is_some() {
            return Err(SetupError::Occupied { square });
        }
        self.position.put(index, piece);
        Ok(self)
    }

    /// Sets the side to move (White at first).
    pub fn turn(&mut self, color: Color) -> &mut Self {
        self.position.turn = color;
        self
    }

    /// Gives `color` the right to castle on `side` with the rook on the
    /// back-rank file `rook_file` (from 0).
    ///
    /// # Errors
    ///
    /// A variant without castling, or a file off the board.
    pub fn castling(
        &mut self,
        color: Color,
        side: CastlingSide,
        rook_file: usize,
    ) -> Result<&mut Self, SetupError> {
        let variant = self.position.variant;
        if variant.castling().is_none() || rook_file >= variant.size().files() {
            return Err(SetupError::Castling {
                color,
                file: rook_file,
            });
        }
        self.position.castling[color.index()][side as usize] = Some(rook_file as u8);
        Ok(self)
    }

    /// Sets the en passant square (none at first): the square a pawn of
    /// the side not to move just passed over.
    ///
    /// # Errors
    ///
    /// A square off the board.
    pub fn en_passant(&mut self, square: BoardSquare) -> Result<&mut Self, SetupError> {
        let index = self.index(square)?;
        self.position.en_passant = Some(index as u8);
        Ok(self)
    }

    /// Sets the halfmove clock and the fullmove number (0 and 1 at first).
    ///
    /// # Errors
    ///
    /// A fullmove number of 0.
    pub fn clocks(
        &mut self,
        halfmove_clock: u32,
        fullmove_number: u32,
    ) -> Result<&mut Self, SetupError> {
        if fullmove_number == 0 {
            return Err(SetupError::FullmoveNumberZero);
        }
        self.position.halfmove_clock = halfmove_clock;
        self.position.fullmove_number = fullmove_number;
        Ok(self)
    }

    /// The position, checked as FEN is: its en passant square dropped if no
    /// legal capture can use it, as FEN reading drops it.
    ///
    /// # Errors
    ///
    /// The first rule the position breaks, as reading its FEN would give
    /// it; a castling right whose rook is on the other side of its king is
    /// [`FenError::CastlingWithoutRook`].
    pub fn build(&self) -> Result<VariantPosition<'v>, FenError> {
        let mut position = self.position;
        position.validate()?;
        // FEN gives a right's side by where its rook is; here it is given,
        // so the rook must be on that side of the king.
        for color in Color::ALL {
            let Some(king) = position.king(color) else {
                continue;
            };
            for side in CastlingSide::ALL {
                let Some(file) = position.castling[color.index()][side as usize] else {
                    continue;
                };
                let on_side = match side {
                    CastlingSide::KingSide => usize::from(file) > king.file(),
                    CastlingSide::QueenSide => usize::from(file) < king.file(),
                };
                if !on_side {
                    let variant = position.variant;
                    let square = variant
                        .back_rank_square(color, usize::from(file))
                        .unwrap_or(king);
                    return Err(FenError::CastlingWithoutRook {
                        color,
                        side,
                        square,
                    });
                }
            }
        }
        position.drop_unusable_en_passant();
        Ok(position)
    }
}
