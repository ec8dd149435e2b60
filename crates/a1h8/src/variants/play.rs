//! Playing a move on a variant's board (copy-make).

use crate::variants::{VariantMove, VariantPosition};
use crate::{CastlingSide, Color, IllegalMoveError, MoveKind, Piece, PieceKind};

impl VariantPosition<'_> {
    /// The position after `mv`, or an error if `mv` is not legal here
    /// (looked up among the legal moves; a move from
    /// [`legal_moves`](VariantPosition::legal_moves) needs no check:
    /// [`play_unchecked`](VariantPosition::play_unchecked)).
    ///
    /// ```
    /// use a1h8::variant::{GARDNER, VariantMove, VariantPosition};
    ///
    /// let start = VariantPosition::start(&GARDNER)?;
    /// let mv = VariantMove::from_uci(&start, "b2b3")?;
    /// let after = start.play(mv)?;
    /// let error = after.play(mv).unwrap_err();
    /// assert_eq!(error.to_string(), "illegal move b2b3 in this position");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&self, mv: VariantMove) -> Result<Self, IllegalMoveError> {
        if self.legal_moves().contains(&mv) {
            return Ok(self.play_unchecked(mv));
        }
        let size = self.variant.size();
        let square = |index| size.square_at(index).or(size.square(0, 0));
        match (square(mv.from_index()), square(mv.to_index())) {
            (Some(from), Some(to)) => Err(IllegalMoveError::new(from, to, mv.promotion())),
            _ => unreachable!("every board has a1"),
        }
    }

    /// The position after `mv`, which must be legal here (from
    /// [`legal_moves`](VariantPosition::legal_moves) or
    /// [`VariantMove::from_uci`]); for any other move the result is
    /// unspecified, though nothing panics.
    ///
    /// Everything FEN records is updated: the board (the rook too when
    /// castling, the pawn taken en passant), the side to move, the castling
    /// rights (lost when the king or a rook leaves its home square or a
    /// rook is taken on it), the clocks, and the en passant square, set
    /// after a double step only when a pawn of the side now to move can
    /// legally take the pawn that advanced (see [`VariantPosition`]).
    ///
    /// ```
    /// use a1h8::variant::{CAPABLANCA, VariantMove, VariantPosition};
    ///
    /// let mut position = VariantPosition::start(&CAPABLANCA)?;
    /// for uci in ["e2e4", "d7d5", "e4e5", "f7f5"] {
    ///     position = position.play_unchecked(VariantMove::from_uci(&position, uci)?);
    /// }
    /// assert_eq!(
    ///     position.to_string(),
    ///     "rnabqkbcnr/ppp1p1pppp/10/3pPp4/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq f6 0 3"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn play_unchecked(&self, mv: VariantMove) -> Self {
        let mut next = *self;
        let variant = self.variant;
        let files = variant.size().files();
        let us = self.turn;
        let them = us.other();
        let (from, to) = (mv.from_index(), mv.to_index());
        let Some(kind) = self.kind_at(from) else {
            return next;
        };
        let mut reset_clock = kind == PieceKind::Pawn;
        next.en_passant = None;
        // The square a double step passed over, when an enemy pawn stands
        // beside it: the en passant square if the capture is legal.
        let mut passed_beside = None;
        match mv.kind() {
            MoveKind::Normal => {
                if let Some(captured) = self.kind_at(to) {
                    next.toggle(to, Piece::new(them, captured));
                    reset_clock = true;
                }
            }
            MoveKind::EnPassant => {
                let captured = match us {
                    Color::White => to - files,
                    Color::Black => to + files,
                };
                next.toggle(captured, Piece::new(them, PieceKind::Pawn));
                reset_clock = true;
            }
            MoveKind::DoubleStep => {
                let passed = (from + to) / 2;
                let attacks = variant.attacks();
                let takers = self.colors[them.index()] & self.kinds[PieceKind::Pawn.index()];
                if attacks.pawn_at::<u128>(us, passed) & takers != 0 {
                    passed_beside = Some(passed);
                }
            }
            MoveKind::Castling => {
                // The rook's side, not the king's way: a king may stay, or
                // go left to castle king side.
                let side = mv.castling_side().unwrap_or(CastlingSide::KingSide);
                let rook = Piece::new(us, PieceKind::Rook);
                if let Some(file) = self.castling[us.index()][side as usize] {
                    let back = from - from % files;
                    let rook_to = match side {
                        CastlingSide::KingSide => to - 1,
                        CastlingSide::QueenSide => to + 1,
                    };
                    // Toggles commute: a king or rook that stays, or the two
                    // swapping squares, come out right.
                    next.toggle(back + usize::from(file), rook);
                    next.toggle(rook_to, rook);
                }
            }
        }
        next.toggle(from, Piece::new(us, kind));
        next.toggle(to, Piece::new(us, mv.promotion().unwrap_or(kind)));
        next.halfmove_clock = if reset_clock {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if us == Color::Black {
            next.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        next.turn = them;
        // Tested on the board after the move, and only when a pawn stands
        // beside: most double steps skip it.
        if let Some(passed) = passed_beside
            && next.can_take_en_passant(passed)
        {
            next.en_passant = Some(passed as u8);
        }
        if !self.has_no_castling() {
            if kind == PieceKind::King {
                next.castling[us.index()] = [None; 2];
            }
            // A rook leaving its square or taken on it.
            for color in Color::ALL {
                let back = variant.back_rank(color) * files;
                for side in &mut next.castling[color.index()] {
                    if let Some(file) = *side {
                        let rook = back + usize::from(file);
                        if rook == from || rook == to {
                            *side = None;
                        }
                    }
                }
            }
        }
        next
    }

    /// Adds `piece` on `index` if absent, removes it if present.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, index: usize, piece: Piece) {
        let bit = 1u128 << index;
        self.colors[piece.color.index()] ^= bit;
        self.kinds[piece.kind.index()] ^= bit;
    }
}
