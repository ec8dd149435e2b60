//! Symmetries and colour flip of variant positions, on every board: the
//! 8x8 rules of [`Position::transform`](crate::Position::transform) with
//! the board's own symmetry group ([`Symmetry::of_board`]).

use crate::bitboard128::Bitboard128;
use crate::variants::VariantPosition;
use crate::{Symmetry, TransformError};

/// Symmetries and colour flip.
impl<'v> VariantPosition<'v> {
    /// The position with `symmetry` applied to every piece and to the en
    /// passant square, where that keeps its meaning, as for the 8x8
    /// [`Position::transform`](crate::Position::transform): the symmetry
    /// must map the board onto itself (all eight on a square board, four
    /// on a rectangle), and every symmetry but the identity needs a
    /// position without castling rights, all but the identity and
    /// mirror-horizontal a position without pawns.
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantPosition};
    /// use a1h8::{Symmetry, TransformError};
    ///
    /// let position = VariantPosition::from_fen(&CAPABLANCA, "k9/10/10/10/10/10/2A7/9K w - - 0 1")?;
    /// let half_turn = position.transform(Symmetry::Rotate180)?;
    /// assert_eq!(half_turn.to_string(), "K9/7A2/10/10/10/10/10/9k w - - 0 1");
    /// assert_eq!(
    ///     position.transform(Symmetry::Rotate90),
    ///     Err(TransformError::NotOfBoard { symmetry: Symmetry::Rotate90, files: 10, ranks: 8 })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`TransformError`] naming the board, the castling rights or the
    /// pawns.
    pub fn transform(&self, symmetry: Symmetry) -> Result<VariantPosition<'v>, TransformError> {
        let size = self.variant.size();
        if !symmetry.is_symmetry_of(size) {
            return Err(TransformError::NotOfBoard {
                symmetry,
                files: size.files(),
                ranks: size.ranks(),
            });
        }
        if symmetry != Symmetry::Identity {
            if !self.has_no_castling() {
                return Err(TransformError::CastlingRights { symmetry });
            }
            if self.kinds[crate::PieceKind::Pawn.index()] != 0 && !symmetry.preserves_ranks() {
                return Err(TransformError::Pawns { symmetry });
            }
        }
        Ok(self.mapped(symmetry))
    }

    /// Every set and the en passant square moved by `symmetry`, a
    /// symmetry of the board; nothing else changed.
    fn mapped(&self, symmetry: Symmetry) -> VariantPosition<'v> {
        let size = self.variant.size();
        let map = |set: u128| symmetry.apply_set(size, Bitboard128(set)).0;
        VariantPosition {
            colors: self.colors.map(map),
            kinds: self.kinds.map(map),
            en_passant: self
                .en_passant
                .map(|index| symmetry.apply_index(size, usize::from(index)) as u8),
            ..*self
        }
    }

    /// The symmetries [`transform`](VariantPosition::transform) accepts
    /// for this position, identity first: all of the board's (8 on a
    /// square board, 4 on a rectangle) without pawns and castling rights,
    /// the identity and the horizontal mirror with pawns, the identity
    /// alone with castling rights.
    pub fn symmetries(&self) -> impl Iterator<Item = Symmetry> + '_ {
        Symmetry::ALL
            .into_iter()
            .filter(|&symmetry| self.transform(symmetry).is_ok())
    }

    /// The same game seen from the other side, as the 8x8
    /// [`Position::flip_colors`](crate::Position::flip_colors): the board
    /// flipped top to bottom, every piece's colour exchanged, the other
    /// side to move, the castling rights (on the same files) and the en
    /// passant square carried over. A valid position of a variant whose
    /// rules are the same for both sides seen from their own side (every
    /// built-in variant).
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantPosition};
    ///
    /// let start = VariantPosition::start(&CAPABLANCA)?;
    /// let after = start.play_unchecked(a1h8::variant::VariantMove::from_uci(&start, "e2e4")?);
    /// assert_eq!(
    ///     after.flip_colors().to_string(),
    ///     "rnabqkbcnr/pppp1ppppp/10/4p5/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    /// );
    /// assert_eq!(after.flip_colors().flip_colors(), after);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn flip_colors(&self) -> VariantPosition<'v> {
        let flipped = self.mapped(Symmetry::FlipVertical);
        VariantPosition {
            colors: [flipped.colors[1], flipped.colors[0]],
            turn: self.turn.other(),
            castling: [self.castling[1], self.castling[0]],
            ..flipped
        }
    }
}
