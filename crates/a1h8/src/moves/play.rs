//! Playing a move (copy-make), and legality by make-and-test.

use crate::moves::movegen::castling;
use crate::positions::castling::{castling_king_target, castling_rook_target};
use crate::positions::position::can_take_en_passant;
use crate::positions::zobrist;
use core::fmt;

use crate::geometry::BoardSquare;
use crate::{
    CastlingRights, CastlingSide, Move, MoveKind, Piece, PieceKind, Position, Rank, Square, attacks,
};

/// A move refused by a checked play ([`Position::play`],
/// [`Game::play`](crate::Game::play)): it is not legal in the position it
/// was played in.
///
/// ```
/// use a1h8::{Move, Position, Square};
///
/// let start = Position::starting();
/// let error = start.play(Move::normal(Square::E2, Square::E5)).unwrap_err();
/// assert_eq!(error.to_string(), "illegal move e2e5 in this position");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMoveError {
    from: BoardSquare,
    to: BoardSquare,
    promotion: Option<PieceKind>,
}

impl IllegalMoveError {
    /// The error for the move from `from` to `to`, promoting to
    /// `promotion`.
    pub const fn new(from: BoardSquare, to: BoardSquare, promotion: Option<PieceKind>) -> Self {
        IllegalMoveError {
            from,
            to,
            promotion,
        }
    }

    /// The square the move left.
    pub const fn from(&self) -> BoardSquare {
        self.from
    }

    /// The square the move reached.
    pub const fn to(&self) -> BoardSquare {
        self.to
    }

    /// The kind the move promoted to, if it was a promotion.
    pub const fn promotion(&self) -> Option<PieceKind> {
        self.promotion
    }
}

impl fmt::Display for IllegalMoveError {
    /// `illegal move e2e5 in this position`, the move in UCI.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}{}", self.from, self.to)?;
        if let Some(kind) = self.promotion {
            write!(f, "{}", kind.char().to_ascii_lowercase())?;
        }
        f.write_str(" in this position")
    }
}

impl core::error::Error for IllegalMoveError {}

/// Playing moves and testing them one by one.
impl Position {
    /// The position after `mv`, or an error if `mv` is not legal here:
    /// [`play_unchecked`](Position::play_unchecked) after
    /// [`is_legal`](Position::is_legal), for moves from outside (a user,
    /// a file, another program). A move from
    /// [`legal_moves`](Position::legal_moves) needs no check.
    ///
    /// ```
    /// use a1h8::{Move, MoveKind, Position, Square};
    ///
    /// let start = Position::starting();
    /// let e4 = Move::new(Square::E2, Square::E4, MoveKind::DoubleStep);
    /// assert_eq!(start.play(e4)?, start.play_unchecked(e4));
    /// assert!(start.play(Move::normal(Square::E1, Square::E2)).is_err());
    /// # Ok::<(), a1h8::IllegalMoveError>(())
    /// ```
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMoveError> {
        if self.is_legal(mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(IllegalMoveError::new(
                standard_square(mv.from()),
                standard_square(mv.to()),
                mv.promotion(),
            ))
        }
    }

    /// The position after `mv`, which must be legal here (from
    /// [`legal_moves`](Position::legal_moves), [`Move::from_uci`], or
    /// accepted by [`is_legal`](Position::is_legal)); for any other move the
    /// result is unspecified and may break the rules [`Position::new`]
    /// checks, though nothing panics.
    ///
    /// Everything FEN records is updated: the board (the rook too when
    /// castling, the pawn taken en passant), the side to move, the castling
    /// rights (lost when the king or a rook leaves its home square or a
    /// rook is taken on it), the clocks, and the en passant square. That is
    /// set after a double step only when a pawn of the side now to move can
    /// legally take the pawn that advanced (it stands beside it, is not
    /// pinned, and the capture leaves its king out of check), as
    /// [`Position`] describes: positions that are the same game compare
    /// and hash equal, and FEN is written as python-chess and shakmaty
    /// write it.
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// let mut position = Position::starting();
    /// for uci in ["e2e4", "d7d5", "e4e5", "f7f5"] {
    ///     position = position.play_unchecked(Move::from_uci(&position, uci)?);
    /// }
    /// // The en passant square f6: the e5 pawn can take f5.
    /// assert_eq!(
    ///     position.to_string(),
    ///     "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    /// );
    ///
    /// // No square when the pawn beside is pinned (by the rook on h5: both
    /// // pawns would leave the fifth rank).
    /// let pinned = Position::from_fen("8/2p5/8/KP5r/8/8/8/7k b - - 0 1")?;
    /// let after = pinned.play_unchecked(Move::from_uci(&pinned, "c7c5")?);
    /// assert_eq!(after.to_string(), "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_in_place::<true>(mv);
        next
    }

    /// [`play_unchecked`](Position::play_unchecked) on the position
    /// itself: `mv`, which must be legal here, is played and the position
    /// becomes the one after it (the same rules; an illegal move leaves
    /// an unspecified position, and nothing panics).
    ///
    /// The quickest way through a search's tree, and the one `a1h8-bench
    /// play` measures: copy the position once and play into the copy.
    /// A position returned is copied once more, and a copy read right
    /// after its fields were written waits for them (the processor cannot
    /// forward narrow stores to a wide load).
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// let start = Position::starting();
    /// let mut child = start;
    /// child.play_unchecked_in_place(Move::from_uci(&start, "g1f3")?);
    /// assert_eq!(child, start.play_unchecked(Move::from_uci(&start, "g1f3")?));
    /// assert_eq!(child.to_string(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    /// # Ok::<(), a1h8::UciError>(())
    /// ```
    #[inline]
    pub fn play_unchecked_in_place(&mut self, mv: Move) {
        self.play_in_place::<true>(mv);
    }

    /// [`play_unchecked`](Position::play_unchecked) without updating the Zobrist hash: the
    /// position returned keeps a stale one. For perft, which counts
    /// positions and never asks them for their hash; nothing else may
    /// call it, so no position with a stale hash leaves the crate.
    #[must_use]
    pub(crate) fn play_unhashed(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_in_place::<false>(mv);
        next
    }

    /// [`play_unchecked_in_place`](Position::play_unchecked_in_place),
    /// the hash updated if `HASH` (perft's positions go without).
    ///
    /// A normal move, a promotion or a double step (nearly every move)
    /// changes the sets of the pieces in place, the kinds found by index
    /// without a branch; castling and en passant take the slower way of
    /// [`play_rare`](Position::play_rare).
    #[inline]
    pub(crate) fn play_in_place<const HASH: bool>(&mut self, mv: Move) {
        const PAWN: usize = PieceKind::Pawn.index();
        const KING: usize = PieceKind::King.index();
        let us = self.turn;
        let them = us.other();
        let (from, to) = (mv.from(), mv.to());
        if !self.board.occupied().contains(from) {
            return;
        }
        let kind = self.board.kind_index_on_occupied(from);
        if mv.is_castling_or_en_passant() {
            self.play_rare::<HASH>(mv, PieceKind::ALL[kind]);
            return;
        }
        let arrives = mv.arrival_index(kind);
        let mut hash = self.zobrist;
        if HASH {
            hash ^= zobrist::black_to_move()
                ^ zobrist::en_passant(self.en_passant)
                ^ zobrist::piece_indexed(us, kind, from)
                ^ zobrist::piece_indexed(us, arrives, to);
        }
        // Read on the board before the move: a rook taken at home loses
        // its right.
        self.castling = self.castling_after::<HASH>(kind == KING, from, to, &mut hash);
        let captures = self.board.by_color(them).contains(to);
        if captures {
            let taken = self.board.kind_index_on_occupied(to);
            self.board.toggle_indexed(them, taken, to.bitboard());
            if HASH {
                hash ^= zobrist::piece_indexed(them, taken, to);
            }
        }
        self.board.move_indexed(us, kind, arrives, from, to);
        self.pass_turn(captures || kind == PAWN, hash);
        if mv.is_double_step() {
            self.after_double_step(from, to);
        }
    }

    /// Ends a move whose pieces have moved: the clocks (the halfmove
    /// clock back to 0 if `resets_clock`, for a capture or a pawn's
    /// move), the other side to move, no en passant square (a double step
    /// sets one after), and `hash`, which has every other change.
    #[inline(always)]
    fn pass_turn(&mut self, resets_clock: bool, hash: u64) {
        self.halfmove_clock = if resets_clock {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        self.fullmove_number = self.next_fullmove_number();
        self.turn = self.turn.other();
        self.en_passant = None;
        self.zobrist = hash;
    }

    /// The fullmove number after a move of the side to move.
    #[inline(always)]
    fn next_fullmove_number(&self) -> u32 {
        match self.turn() {
            crate::Color::White => self.fullmove_number(),
            crate::Color::Black => self.fullmove_number().saturating_add(1),
        }
    }

    /// The castling rights after a move from `from` to `to`, of the king
    /// if `king`, `hash` updated if they change. A right is lost only by a
    /// move of a king or of a rook from its back rank, or by the capture
    /// of a rook there (a right's king and rook stand at home): most
    /// moves skip the test.
    #[inline(always)]
    fn castling_after<const HASH: bool>(
        &self,
        king: bool,
        from: Square,
        to: Square,
        hash: &mut u64,
    ) -> CastlingRights {
        let back_ranks = Rank::First.mask() | Rank::Eighth.mask();
        let kings_and_rooks =
            self.board().by_kind(PieceKind::King) | self.board().by_kind(PieceKind::Rook);
        if (from.bitboard() | to).intersects(kings_and_rooks & back_ranks)
            && !self.castling().is_empty()
        {
            self.castling_touched::<HASH>(king, from, to, hash)
        } else {
            self.castling()
        }
    }

    /// [`castling_after`](Position::castling_after) for a move that
    /// touches a king or a rook on a back rank.
    #[inline(never)]
    fn castling_touched<const HASH: bool>(
        &self,
        king: bool,
        from: Square,
        to: Square,
        hash: &mut u64,
    ) -> CastlingRights {
        let castling = self.castling().after_move(self.turn(), king, from, to);
        if HASH && castling != self.castling() {
            *hash ^= zobrist::castling(self.castling()) ^ zobrist::castling(castling);
        }
        castling
    }

    /// Sets the en passant square of the position reached by a double step
    /// from `from` to `to`, if a pawn of the side to move can legally take
    /// there (tested only when one stands beside), the hash updated.
    #[inline(always)]
    fn after_double_step(&mut self, from: Square, to: Square) {
        let passed = Square::from_low_bits((from.index() + to.index()) as u32 / 2);
        let takers = self
            .board()
            .by_piece(Piece::new(self.turn(), PieceKind::Pawn));
        if attacks::pawn(self.turn().other(), passed).intersects(takers)
            && can_take_en_passant(self.board(), self.turn(), passed)
        {
            self.set_en_passant(passed);
        }
    }

    /// [`play_in_place`](Position::play_in_place) for castling and en
    /// passant, by toggling pieces off and on.
    #[inline(never)]
    fn play_rare<const HASH: bool>(&mut self, mv: Move, kind: PieceKind) {
        let us = self.turn();
        let them = us.other();
        let (from, to) = (mv.from(), mv.to());
        let mover = Piece::new(us, kind);
        let mut hash =
            self.zobrist() ^ zobrist::black_to_move() ^ zobrist::en_passant(self.en_passant());
        // Read before the pieces move, as in `play_in_place`.
        let castling = self.castling_after::<HASH>(kind == PieceKind::King, from, to, &mut hash);
        let board = &mut self.board;
        // The hash follows every change: XOR a key out, XOR a key in.
        let mut toggle = |square: Square, piece: Piece| {
            board.toggle(square, piece);
            if HASH {
                hash ^= zobrist::piece(piece, square);
            }
        };
        if mv.kind() == MoveKind::Castling {
            // `to` is the king's target (standard) or the rook's square
            // (Chess960): on the rook's side of the king either way.
            let side = if to.file() > from.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let rook = Piece::new(us, PieceKind::Rook);
            let rook_from = self.castling.rook(us, side).unwrap_or(to);
            // Toggles commute: a king or rook that stays, or the two
            // swapping squares, come out right.
            toggle(rook_from, rook);
            toggle(castling_rook_target(us, side), rook);
            toggle(from, mover);
            toggle(castling_king_target(us, side), mover);
        } else {
            let captured = Square::from_file_rank(to.file(), from.rank());
            toggle(captured, Piece::new(them, PieceKind::Pawn));
            toggle(from, mover);
            toggle(to, mover);
        }
        self.castling = castling;
        self.pass_turn(kind == PieceKind::Pawn, hash);
    }

    /// Whether `mv`, a legal move, checks the other side's king: by the
    /// piece moved, by a piece it uncovers, by the rook of a castling, by
    /// a promotion, or by a line opened by an en passant capture. Found on
    /// the board after the move, without its hash or a move list.
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// let position = Position::from_fen("3k4/8/8/8/8/8/5B2/R3K3 w Q - 0 1")?;
    /// let check = |uci| position.gives_check(Move::from_uci(&position, uci).unwrap());
    /// assert!(check("f2h4")); // the bishop itself
    /// assert!(!check("f2e3"));
    /// assert!(check("a1a8"));
    /// assert!(check("e1c1")); // the rook lands on d1
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn gives_check(&self, mv: Move) -> bool {
        let after = self.play_unhashed(mv);
        after
            .board()
            .king(after.turn())
            .is_some_and(|king| after.is_attacked(king, self.turn()))
    }

    /// The position after a null move: the other side to move, no en
    /// passant square, the halfmove clock one more (the fullmove number
    /// too after Black's), the hash updated; `None` when the side to move
    /// is in check, where passing would leave its king to be taken. For a
    /// search's null-move pruning.
    ///
    /// ```
    /// use a1h8::{Color, Position};
    ///
    /// let passed = Position::starting().play_null().unwrap();
    /// assert_eq!(passed.turn(), Color::Black);
    /// assert_eq!(passed.zobrist(), passed.zobrist_from_scratch());
    /// assert_eq!(passed.play_null().unwrap(), Position::starting().play_null().unwrap().play_null().unwrap());
    /// let checked = Position::from_fen("4k3/8/8/8/8/8/8/R3K2r w - - 0 1")?;
    /// assert_eq!(checked.play_null(), None);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    #[must_use]
    pub fn play_null(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let us = self.turn();
        let hash = self.zobrist()
            ^ zobrist::black_to_move()
            ^ zobrist::en_passant(self.en_passant())
            ^ zobrist::en_passant(None);
        let fullmove_number = match us {
            crate::Color::White => self.fullmove_number(),
            crate::Color::Black => self.fullmove_number().saturating_add(1),
        };
        Some(Position::from_parts_unchecked(
            *self.board(),
            us.other(),
            self.castling(),
            None,
            self.halfmove_clock().saturating_add(1),
            fullmove_number,
            self.is_chess960(),
            hash,
        ))
    }

    /// `true` if `mv` is a legal move here, by its kind and promotion too
    /// (a pawn's two-square advance is legal only as
    /// [`MoveKind::DoubleStep`]).
    ///
    /// Independent of [`legal_moves`](Position::legal_moves): the move is
    /// checked against the piece's attacks and the rules of its kind, then
    /// played, and the king must not be attacked in the result. (The tests
    /// check that the two agree on every from, to, kind and promotion.)
    ///
    /// ```
    /// use a1h8::{Move, MoveKind, Position, Square};
    ///
    /// let start = Position::starting();
    /// assert!(start.is_legal(Move::new(Square::E2, Square::E4, MoveKind::DoubleStep)));
    /// assert!(!start.is_legal(Move::normal(Square::E2, Square::E4)));
    /// assert!(!start.is_legal(Move::normal(Square::E1, Square::E2)));
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        let us = self.turn();
        let them = us.other();
        let board = self.board();
        let (from, to) = (mv.from(), mv.to());
        let occupied = board.occupied();
        let Some(piece) = board.piece_at(from) else {
            return false;
        };
        let onto_own = board.by_color(us).contains(to) && mv.kind() != MoveKind::Castling;
        if piece.color != us || onto_own {
            return false;
        }
        let last_rank = to.rank() == them.back_rank();
        let theirs = board.by_color(them);
        let pseudo_legal = match (piece.kind, mv.kind()) {
            (PieceKind::Pawn, MoveKind::Normal) => {
                let push = to.file() == from.file()
                    && attacks::pawn_pushes(us, from).contains(to)
                    && from.chebyshev_distance(to) == 1
                    && !occupied.contains(to);
                let take = attacks::pawn(us, from).contains(to) && theirs.contains(to);
                (push || take) && mv.promotion().is_some() == last_rank
            }
            (PieceKind::Pawn, MoveKind::DoubleStep) => {
                from.chebyshev_distance(to) == 2
                    && attacks::pawn_pushes(us, from).contains(to)
                    && !occupied.intersects(crate::between(from, to).with(to))
            }
            (PieceKind::Pawn, MoveKind::EnPassant) => {
                self.en_passant() == Some(to) && attacks::pawn(us, from).contains(to)
            }
            (PieceKind::King, MoveKind::Castling) => {
                !self.is_check()
                    && CastlingSide::ALL
                        .into_iter()
                        .any(|side| castling(self, us, side, from) == Some(mv))
            }
            (kind, MoveKind::Normal) if kind != PieceKind::Pawn => {
                mv.promotion().is_none() && attacks::piece(piece, from, occupied).contains(to)
            }
            _ => false,
        };
        if !pseudo_legal {
            return false;
        }
        let after = self.play_unchecked(mv);
        after
            .board()
            .king(us)
            .is_some_and(|king| !after.is_attacked(king, them))
    }
}

/// The square of the 8x8 board named as `square`.
pub(crate) fn standard_square(square: Square) -> BoardSquare {
    match crate::geometry::BoardSize::STANDARD.square(square.file().index(), square.rank().index())
    {
        Some(square) => square,
        None => unreachable!("every square of the 8x8 board is one of its squares"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_squares() {
        use crate::Color;
        assert_eq!(
            castling_king_target(Color::Black, CastlingSide::QueenSide),
            Square::C8
        );
        assert_eq!(
            castling_rook_target(Color::White, CastlingSide::KingSide),
            Square::F1
        );
    }
}
