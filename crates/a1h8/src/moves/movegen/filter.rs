//! Part of the legal moves: captures and promotions (a quiescence
//! search's), the moves of one kind of piece, or those from a set of
//! squares. The generator runs as for every move and a sink in front of
//! the list keeps the part asked for, set-wise: no move is made and
//! thrown away.

use super::{Black, Listing, MoveList, PawnMove, Sink, White, generate};
use crate::positions::castling::castling_king_target_on;
use crate::{Bitboard, CastlingSide, Color, PieceKind, Position, Square};

/// The sink that passes on the moves a filter keeps to the move list.
struct Filter {
    listing: Listing,
    /// The kinds of piece whose moves are kept, bit `kind.index()`.
    kinds: u8,
    /// The squares the kept moves leave.
    from: Bitboard,
    /// The squares the kept moves reach (the king's target or its rook's
    /// square for castling, as the list writes it), unless kept otherwise.
    to: Bitboard,
    /// Promotions and en passant captures kept wherever they go: the
    /// captures filter, whose `to` is the other side's pieces.
    tactical: bool,
}

impl Filter {
    fn keeps(&self, kind: PieceKind) -> bool {
        self.kinds & (1 << kind.index()) != 0
    }
}

impl Sink for Filter {
    #[inline]
    fn piece(&mut self, kind: PieceKind, from: Square, to: Bitboard) {
        if self.keeps(kind) && self.from.contains(from) {
            self.listing.piece(kind, from, to & self.to);
        }
    }

    #[inline]
    fn pawns(&mut self, to: Bitboard, back: i8, flags: PawnMove) {
        if !self.keeps(PieceKind::Pawn) {
            return;
        }
        // The targets whose pawn stands on a kept square: `from = to +
        // back`, so the kept squares shifted by `-back`.
        let from = if back >= 0 {
            Bitboard(self.from.0 >> back)
        } else {
            Bitboard(self.from.0 << -back)
        };
        let reach = if self.tactical && flags == PawnMove::Promotion {
            Bitboard::FULL
        } else {
            self.to
        };
        self.listing.pawns(to & from & reach, back, flags);
    }

    #[inline]
    fn en_passant(&mut self, from: Square, to: Square) {
        if self.keeps(PieceKind::Pawn)
            && self.from.contains(from)
            && (self.tactical || self.to.contains(to))
        {
            self.listing.en_passant(from, to);
        }
    }

    #[inline]
    fn castle(&mut self, side: CastlingSide, king: Square, rook: Square) {
        if self.tactical || !self.keeps(PieceKind::King) || !self.from.contains(king) {
            return;
        }
        // The square the list writes the move to.
        let written = if self.listing.chess960 {
            rook
        } else {
            castling_king_target_on(king.rank(), side)
        };
        if self.to.contains(written) {
            self.listing.castle(side, king, rook);
        }
    }
}

/// Every kind of chess piece.
const ALL_KINDS: u8 = 0b11_1111;

/// Parts of the legal moves.
impl Position {
    /// The legal moves that keep `filter`.
    fn filtered_moves(&self, filter: Filter) -> MoveList {
        let mut filter = filter;
        match self.turn() {
            Color::White => self.with_setup(|setup| generate::<White, _>(setup, &mut filter)),
            Color::Black => self.with_setup(|setup| generate::<Black, _>(setup, &mut filter)),
        }
        filter.listing.list
    }

    fn filter(&self, kinds: u8, from: Bitboard, to: Bitboard, tactical: bool) -> Filter {
        Filter {
            listing: Listing {
                list: MoveList::new(),
                chess960: self.is_chess960(),
            },
            kinds,
            from,
            to,
            tactical,
        }
    }

    /// The legal captures (en passant included) and promotions (those
    /// that take nothing too): the moves a quiescence search plays, in
    /// the order of [`legal_moves`](Position::legal_moves).
    ///
    /// ```
    /// use a1h8::Position;
    ///
    /// let position = Position::from_fen("4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1")?;
    /// let captures: Vec<String> = position.captures().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(captures, ["e4d5", "b7b8q", "b7b8r", "b7b8b", "b7b8n"]);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn captures(&self) -> MoveList {
        let theirs = self.board().by_color(self.turn().other());
        self.filtered_moves(self.filter(ALL_KINDS, Bitboard::FULL, theirs, true))
    }

    /// The legal moves of the pieces of `kind` (castling is the king's).
    ///
    /// ```
    /// use a1h8::{PieceKind, Position};
    ///
    /// let knights = Position::starting().moves_of(PieceKind::Knight);
    /// assert_eq!(knights.len(), 4);
    /// ```
    pub fn moves_of(&self, kind: PieceKind) -> MoveList {
        let kinds = 1 << kind.index() & ALL_KINDS;
        self.filtered_moves(self.filter(kinds, Bitboard::FULL, Bitboard::FULL, false))
    }

    /// The legal moves that leave a square of `from` and reach one of
    /// `to` (for castling, the square the move is written to: the king's
    /// target, or its rook's in Chess960): what a GUI asks when a piece is
    /// picked up, or a SAN reader for `Nbd7`.
    ///
    /// ```
    /// use a1h8::{Bitboard, Position, Square};
    ///
    /// let start = Position::starting();
    /// let e2 = start.moves_between(Bitboard::from(Square::E2), Bitboard::FULL);
    /// assert_eq!(e2.len(), 2);
    /// let to_f3 = start.moves_between(Bitboard::FULL, Bitboard::from(Square::F3));
    /// assert_eq!(to_f3.len(), 2); // g1f3 and f2f3
    /// ```
    pub fn moves_between(&self, from: Bitboard, to: Bitboard) -> MoveList {
        self.filtered_moves(self.filter(ALL_KINDS, from, to, false))
    }
}
