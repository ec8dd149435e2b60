//! The attacks of any piece, sliders by a chosen technique.

use crate::attacks::{Technique, king, knight, pawn};
use crate::{Bitboard, Piece, PieceKind, Square};

impl Technique {
    /// The squares `piece` on `square` attacks with `occupied` blocking:
    /// sliders by this technique, leapers from their tables (which ignore
    /// `occupied`); a pawn attacks diagonally forward for its colour. The
    /// archbishop attacks as a bishop and a knight, the chancellor as a
    /// rook and a knight.
    ///
    /// ```
    /// use a1h8::attacks::Technique;
    /// use a1h8::{Bitboard, Color, Piece, PieceKind, Square};
    ///
    /// let rook = Piece::new(Color::White, PieceKind::Rook);
    /// let occupied = Square::E6.bitboard() | Square::B4;
    /// for technique in Technique::ALL {
    ///     assert_eq!(technique.piece(rook, Square::E4, occupied).count(), 11);
    /// }
    /// let pawn = Piece::new(Color::Black, PieceKind::Pawn);
    /// assert_eq!(
    ///     Technique::DEFAULT.piece(pawn, Square::E4, Bitboard::EMPTY),
    ///     Square::D3.bitboard() | Square::F3
    /// );
    /// let chancellor = Piece::new(Color::White, PieceKind::Chancellor);
    /// assert_eq!(Technique::DEFAULT.piece(chancellor, Square::A1, Bitboard::EMPTY).count(), 16);
    /// ```
    pub fn piece(self, piece: Piece, square: Square, occupied: Bitboard) -> Bitboard {
        match piece.kind {
            PieceKind::Pawn => pawn(piece.color, square),
            PieceKind::Knight => knight(square),
            PieceKind::Bishop => self.bishop(square, occupied),
            PieceKind::Rook => self.rook(square, occupied),
            PieceKind::Queen => self.queen(square, occupied),
            PieceKind::King => king(square),
            PieceKind::Archbishop => self.bishop(square, occupied) | knight(square),
            PieceKind::Chancellor => self.rook(square, occupied) | knight(square),
        }
    }
}

/// The squares `piece` on `square` attacks with `occupied` blocking, by
/// the default technique ([`Technique::DEFAULT`]).
pub fn piece(piece: Piece, square: Square, occupied: Bitboard) -> Bitboard {
    Technique::DEFAULT.piece(piece, square, occupied)
}
