//! Positions of a variant: a placement on its board, the side to move,
//! castling rights, the en passant square and the clocks.

use core::fmt;

use crate::FenError;
use crate::bitboard128::Bitboard128;
use crate::geometry::BoardSquare;
use crate::positions::fen::one_king_each;
use crate::variants::Variant;
use crate::{CastlingSide, Color, Piece, PieceKind};

/// A legal position of a [`Variant`], as FEN describes it.
///
/// It is always valid as [`VariantPosition::from_fen`] checks: each side
/// has one king, no pawn stands on its own first rank or on the rank where
/// it promotes, castling rights have their king and rook on the back rank,
/// an en passant square follows a double step, and the side not to move
/// is not in check.
///
/// An en passant square is held only when a legal en passant capture can
/// use it, as for [`Position`](crate::Position): [`play`](VariantPosition::play)
/// sets it after a double step only then, and
/// [`from_fen`](VariantPosition::from_fen) checks a square given, then
/// drops it if no pawn of the side to move can legally take there. FEN is
/// written with the square only when the capture is legal, and equality
/// does not depend on a square nothing can use.
///
/// It borrows its variant, whose attack tables its moves are made with;
/// copying a position copies the pieces (160 bytes) and the reference.
///
/// ```
/// use a1h8::variant::{CAPABLANCA, VariantPosition};
/// use a1h8::{Color, PieceKind};
///
/// let start = VariantPosition::start(&CAPABLANCA)?;
/// assert_eq!(start.turn(), Color::White);
/// assert_eq!(start.by_kind(PieceKind::Archbishop).count(), 2);
/// assert_eq!(start.legal_moves().len(), 28);
/// assert_eq!(start.to_string(), CAPABLANCA.start_fen());
/// # Ok::<(), a1h8::FenError>(())
/// ```
#[derive(Clone, Copy)]
pub struct VariantPosition<'v> {
    pub(crate) variant: &'v Variant<'v>,
    /// The squares of each colour's pieces, by [`Color::index`].
    pub(crate) colors: [u128; 2],
    /// The squares of each kind's pieces, both colours, by
    /// [`PieceKind::index`].
    pub(crate) kinds: [u128; 8],
    pub(crate) turn: Color,
    /// The rook's file of each castling right, by colour and
    /// [`CastlingSide`] (king side first).
    pub(crate) castling: [[Option<u8>; 2]; 2],
    /// The index of the en passant square.
    pub(crate) en_passant: Option<u8>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl PartialEq for VariantPosition<'_> {
    /// The same variant (by name and rules) and the same FEN.
    fn eq(&self, other: &VariantPosition<'_>) -> bool {
        (core::ptr::eq(self.variant, other.variant) || self.variant == other.variant)
            && self.colors == other.colors
            && self.kinds == other.kinds
            && self.turn == other.turn
            && self.castling == other.castling
            && self.en_passant == other.en_passant
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
    }
}

impl Eq for VariantPosition<'_> {}

impl core::hash::Hash for VariantPosition<'_> {
    /// The variant's name and everything the FEN shows, so that equal
    /// positions hash alike.
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.variant.name().hash(state);
        self.colors.hash(state);
        self.kinds.hash(state);
        self.turn.hash(state);
        self.castling.hash(state);
        self.en_passant.hash(state);
        self.halfmove_clock.hash(state);
        self.fullmove_number.hash(state);
    }
}

impl fmt::Debug for VariantPosition<'_> {
    /// `VariantPosition(capablanca: FEN)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VariantPosition({}: {self})", self.variant.name())
    }
}

impl<'v> VariantPosition<'v> {
    /// The variant's start position.
    ///
    /// # Errors
    ///
    /// If the variant's start FEN is not a valid position of it (never for
    /// the built-in variants; [`Variant::from_ini`] checks it too).
    pub fn start(variant: &'v Variant<'v>) -> Result<VariantPosition<'v>, FenError> {
        VariantPosition::from_fen(variant, variant.start_fen())
    }

    /// An empty board of `variant`, White to move: the parser's start.
    pub(crate) const fn empty(variant: &'v Variant<'v>) -> VariantPosition<'v> {
        VariantPosition {
            variant,
            colors: [0; 2],
            kinds: [0; 8],
            turn: Color::White,
            castling: [[None; 2]; 2],
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The variant.
    pub const fn variant(&self) -> &'v Variant<'v> {
        self.variant
    }

    /// The position with its clocks reset (halfmove clock 0, fullmove
    /// number 1), as [`Position::without_clocks`](crate::Position::without_clocks):
    /// what perft counts from and work units are told apart by.
    #[must_use]
    pub const fn without_clocks(self) -> VariantPosition<'v> {
        VariantPosition {
            halfmove_clock: 0,
            fullmove_number: 1,
            ..self
        }
    }

    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The squares of `color`'s pieces.
    pub const fn by_color(&self, color: Color) -> Bitboard128 {
        Bitboard128(self.colors[color.index()])
    }

    /// The squares of the pieces of `kind`, both colours.
    pub const fn by_kind(&self, kind: PieceKind) -> Bitboard128 {
        Bitboard128(self.kinds[kind.index()])
    }

    /// The squares of `piece`.
    pub const fn by_piece(&self, piece: Piece) -> Bitboard128 {
        Bitboard128(self.colors[piece.color.index()] & self.kinds[piece.kind.index()])
    }

    /// Every occupied square.
    pub const fn occupied(&self) -> Bitboard128 {
        Bitboard128(self.colors[0] | self.colors[1])
    }

    /// The piece on the square of index `index`, if any.
    pub const fn piece_at_index(&self, index: usize) -> Option<Piece> {
        if index >= 128 {
            return None;
        }
        let bit = 1u128 << index;
        let color = if self.colors[0] & bit != 0 {
            Color::White
        } else if self.colors[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        match self.kind_at(index) {
            Some(kind) => Some(Piece::new(color, kind)),
            None => None,
        }
    }

    /// The piece on `square`, if any (none off the board).
    pub const fn piece_at(&self, square: BoardSquare) -> Option<Piece> {
        if !self.variant.size().contains(square) {
            return None;
        }
        self.piece_at_index(self.variant.size().index_of(square))
    }

    /// The kind of the piece on `index`, whatever its colour.
    #[inline]
    pub(crate) const fn kind_at(&self, index: usize) -> Option<PieceKind> {
        let bit = 1u128 << index;
        let mut k = 0;
        while k < 8 {
            if self.kinds[k] & bit != 0 {
                return Some(PieceKind::ALL[k]);
            }
            k += 1;
        }
        None
    }

    /// The square of `color`'s king, if it has exactly one (a valid
    /// position always has).
    pub const fn king(&self, color: Color) -> Option<BoardSquare> {
        let kings = self.colors[color.index()] & self.kinds[PieceKind::King.index()];
        if kings.count_ones() == 1 {
            self.variant
                .size()
                .square_at(kings.trailing_zeros() as usize)
        } else {
            None
        }
    }

    /// The rook `color` may castle with on `side`, if it has that right.
    pub const fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<BoardSquare> {
        match self.castling[color.index()][side as usize] {
            Some(file) => self.variant.back_rank_square(color, file as usize),
            None => None,
        }
    }

    /// `true` if no castling right is left.
    pub const fn has_no_castling(&self) -> bool {
        matches!(self.castling, [[None, None], [None, None]])
    }

    /// The en passant square: the square a pawn has just passed over in
    /// its double step, if a pawn of the side to move can legally take it
    /// there; `None` otherwise, even right after a double step.
    pub const fn en_passant(&self) -> Option<BoardSquare> {
        match self.en_passant {
            Some(index) => self.variant.size().square_at(index as usize),
            None => None,
        }
    }

    /// Half-moves since the last capture or pawn move.
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, from 1, incremented after Black's move.
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The pieces of the side not to move that attack the king of the side
    /// to move.
    pub fn checkers(&self) -> Bitboard128 {
        let us = self.turn;
        match self.king(us) {
            Some(king) => {
                let index = self.variant.size().index_of(king);
                Bitboard128(self.attackers(index, us.other(), self.colors[0] | self.colors[1]))
            }
            None => Bitboard128::EMPTY,
        }
    }

    /// `true` if the side to move is in check.
    pub fn is_check(&self) -> bool {
        !self.checkers().is_empty()
    }

    /// The pieces of `color` that attack the square of `index` with
    /// `occupied` blocking the sliders.
    #[inline]
    pub(crate) fn attackers(&self, index: usize, color: Color, occupied: u128) -> u128 {
        let attacks = self.variant.attacks();
        let k = &self.kinds;
        let theirs = self.colors[color.index()];
        let straight = k[PieceKind::Rook.index()]
            | k[PieceKind::Queen.index()]
            | k[PieceKind::Chancellor.index()];
        let diagonal = k[PieceKind::Bishop.index()]
            | k[PieceKind::Queen.index()]
            | k[PieceKind::Archbishop.index()];
        let jumpers = k[PieceKind::Knight.index()]
            | k[PieceKind::Archbishop.index()]
            | k[PieceKind::Chancellor.index()];
        let mut found = (attacks.knight_at::<u128>(index) & jumpers)
            | (attacks.king_at::<u128>(index) & k[PieceKind::King.index()])
            | (attacks.pawn_at::<u128>(color.other(), index) & k[PieceKind::Pawn.index()]);
        if attacks.straight_lines::<u128>(index) & straight & theirs != 0 {
            found |= attacks.rook_at(index, occupied) & straight;
        }
        if attacks.diagonal_lines::<u128>(index) & diagonal & theirs != 0 {
            found |= attacks.bishop_at(index, occupied) & diagonal;
        }
        found & theirs
    }

    /// `true` if a pawn of the side to move can legally take en passant on
    /// the square of index `target`, which a pawn of the other side has
    /// just passed over: a pawn of the side to move attacks `target`, and
    /// after the capture (the taker on `target`, the pawn taken off) no
    /// piece of the other side attacks its king. The one test of whether
    /// an en passant square is kept, after a double step and when reading
    /// FEN.
    pub(crate) fn can_take_en_passant(&self, target: usize) -> bool {
        let us = self.turn;
        let them = us.other();
        let pawns = self.kinds[PieceKind::Pawn.index()];
        let attacks = self.variant.attacks();
        let takers = attacks.pawn_at::<u128>(them, target) & pawns & self.colors[us.index()];
        let files = self.variant.size().files();
        let taken = match them {
            Color::White => target.checked_add(files),
            Color::Black => target.checked_sub(files),
        };
        let kings = self.colors[us.index()] & self.kinds[PieceKind::King.index()];
        let Some(taken) = taken.filter(|&taken| taken < 128) else {
            return false;
        };
        if takers == 0 || kings.count_ones() != 1 {
            return false;
        }
        let king = kings.trailing_zeros() as usize;
        Bitboard128(takers).indices().any(|from| {
            let mut after = *self;
            after.toggle(from, Piece::new(us, PieceKind::Pawn));
            after.toggle(target, Piece::new(us, PieceKind::Pawn));
            after.toggle(taken, Piece::new(them, PieceKind::Pawn));
            after.attackers(king, them, after.colors[0] | after.colors[1]) == 0
        })
    }

    /// Drops an en passant square no legal capture can use.
    pub(crate) fn drop_unusable_en_passant(&mut self) {
        if let Some(target) = self.en_passant
            && !self.can_take_en_passant(usize::from(target))
        {
            self.en_passant = None;
        }
    }

    /// Puts `piece` on the empty square of `index`.
    pub(crate) fn put(&mut self, index: usize, piece: Piece) {
        let bit = 1u128 << index;
        self.colors[piece.color.index()] |= bit;
        self.kinds[piece.kind.index()] |= bit;
    }

    /// Checks the rules a position keeps (see [`VariantPosition`]).
    pub(crate) fn validate(&self) -> Result<(), FenError> {
        let variant = self.variant;
        let size = variant.size();
        let attacks = variant.attacks();
        one_king_each(|color| self.by_piece(Piece::new(color, PieceKind::King)).count())?;
        for color in Color::ALL {
            let pawns = self.by_piece(Piece::new(color, PieceKind::Pawn)).0;
            let mut forbidden = attacks.rank_mask(variant.back_rank(color));
            if let Some(rank) = variant.promotion_rank(color) {
                forbidden |= attacks.rank_mask(rank);
            }
            if let Some(index) = Bitboard128(pawns & forbidden).indices().next() {
                return Err(FenError::PawnOnForbiddenRank {
                    square: square_of(self, index),
                    color,
                });
            }
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let Some(file) = self.castling[color.index()][side as usize] else {
                    continue;
                };
                let without_king = FenError::CastlingWithoutKing {
                    color,
                    side,
                    rank: variant.back_rank(color) + 1,
                };
                self.king(color)
                    .filter(|king| king.rank() == variant.back_rank(color))
                    .ok_or(without_king)?;
                let rook = variant
                    .back_rank_square(color, file as usize)
                    .ok_or(without_king)?;
                if self.piece_at(rook) != Some(Piece::new(color, PieceKind::Rook)) {
                    return Err(FenError::CastlingWithoutRook {
                        color,
                        side,
                        square: rook,
                    });
                }
                // The side of a right is the side of the king its rook is
                // on (`parse_castling`), so it needs no check here.
            }
        }
        if let Some(index) = self.en_passant {
            self.validate_en_passant(index as usize)?;
        }
        let them = self.turn.other();
        if let Some(king) = self.king(them) {
            let index = size.index_of(king);
            let occupied = self.colors[0] | self.colors[1];
            if self.attackers(index, self.turn, occupied) != 0 {
                return Err(FenError::SideNotToMoveInCheck { color: them, king });
            }
        }
        Ok(())
    }

    /// An en passant square on `index`: on the rank a double step of the
    /// side not to move passes over, the pawn in front of it, the square
    /// and the one behind it empty.
    fn validate_en_passant(&self, index: usize) -> Result<(), FenError> {
        let variant = self.variant;
        let files = variant.size().files();
        let square = square_of(self, index);
        let them = self.turn.other();
        let Some(start) = variant.double_step_rank(them) else {
            return Err(FenError::EnPassantWithoutDoubleStep { square });
        };
        // The pawn passed from `start` over the square to the rank beyond.
        let (passed, landed) = match them {
            Color::White => (Some(start + 1), Some(start + 2)),
            Color::Black => (start.checked_sub(1), start.checked_sub(2)),
        };
        let (Some(passed), Some(landed)) = (passed, landed) else {
            return Err(FenError::EnPassantWithoutDoubleStep { square });
        };
        if landed >= variant.size().ranks() {
            return Err(FenError::EnPassantWithoutDoubleStep { square });
        }
        if square.rank() != passed {
            return Err(FenError::EnPassantWrongRank {
                square,
                turn: self.turn,
                rank: passed + 1,
            });
        }
        let pawn_index = landed * files + square.file();
        let pawn = square_of(self, pawn_index);
        if self.piece_at_index(pawn_index) != Some(Piece::new(them, PieceKind::Pawn)) {
            return Err(FenError::EnPassantWithoutPawn { square, pawn });
        }
        let origin = start * files + square.file();
        for occupied in [index, origin] {
            if self.piece_at_index(occupied).is_some() {
                return Err(FenError::EnPassantSquareOccupied {
                    square,
                    occupied: square_of(self, occupied),
                });
            }
        }
        Ok(())
    }
}

/// The square of `index` on `position`'s board.
fn square_of(position: &VariantPosition<'_>, index: usize) -> BoardSquare {
    position
        .variant
        .size()
        .square_at(index)
        .expect("an index of the board")
}

impl fmt::Display for VariantPosition<'_> {
    /// FEN as Fairy-Stockfish writes it: the placement from the last rank
    /// down with runs of empty squares as numbers (`10`), the side to
    /// move, castling rights as `KQkq` for the outermost rook on its side
    /// or the rook's file letter for another (X-FEN), the en passant
    /// square, the clocks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variant = self.variant;
        let size = variant.size();
        for rank in (0..size.ranks()).rev() {
            let mut empty = 0;
            for file in 0..size.files() {
                let index = rank * size.files() + file;
                match self.piece_at_index(index) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let letter = variant.piece_char(piece).unwrap_or('?');
                        fmt::Write::write_char(f, letter)?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", self.turn.char())?;
        self.write_castling(f)?;
        match self.en_passant() {
            Some(square) => write!(f, " {square}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}

impl VariantPosition<'_> {
    /// The castling field: `K Q k q` for the outermost rook on its side of
    /// the king, the file letter (`A`.., `a`..) for another; `-` for none.
    fn write_castling(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.has_no_castling() {
            return f.write_str("-");
        }
        let size = self.variant.size();
        for color in Color::ALL {
            let rank = self.variant.back_rank(color);
            let rooks = self.by_piece(Piece::new(color, PieceKind::Rook)).0
                & self.variant.attacks().rank_mask(rank);
            for side in CastlingSide::ALL {
                let Some(file) = self.castling[color.index()][side as usize] else {
                    continue;
                };
                let file = usize::from(file);
                let beyond = Bitboard128(rooks).indices().any(|index| {
                    let other = index % size.files();
                    match side {
                        CastlingSide::KingSide => other > file,
                        CastlingSide::QueenSide => other < file,
                    }
                });
                let letter = if beyond {
                    (b'a' + file as u8) as char
                } else {
                    match side {
                        CastlingSide::KingSide => 'k',
                        CastlingSide::QueenSide => 'q',
                    }
                };
                let letter = match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                };
                fmt::Write::write_char(f, letter)?;
            }
        }
        Ok(())
    }
}
