//! The placement of pieces on the 64 squares.

use core::fmt;

use crate::{Bitboard, Color, Piece, PieceKind, Rank, Square, attacks};

/// Where the pieces stand: one bitboard per colour and one per kind.
///
/// A board alone says nothing about whose move it is; that, castling
/// rights and the rest are in [`Position`](crate::Position). `Display`
/// writes FEN's placement field.
///
/// ```
/// use a1h8::{Board, Color, Piece, PieceKind, Square};
///
/// let board = Board::starting();
/// assert_eq!(board.piece_at(Square::E1), Some(Piece::new(Color::White, PieceKind::King)));
/// assert_eq!(board.occupied().count(), 32);
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    colors: [Bitboard; 2],
    kinds: [Bitboard; 6],
}

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board {
        colors: [Bitboard::EMPTY; 2],
        kinds: [Bitboard::EMPTY; 6],
    };

    /// The board of a new game.
    pub const fn starting() -> Board {
        let white = Bitboard(0xffff);
        let black = Bitboard(0xffff << 48);
        Board {
            colors: [white, black],
            kinds: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
        }
    }

    /// The piece on `square`, if any.
    pub const fn piece_at(&self, square: Square) -> Option<Piece> {
        let color = if self.colors[0].contains(square) {
            Color::White
        } else if self.colors[1].contains(square) {
            Color::Black
        } else {
            return None;
        };
        let mut k = 0;
        while k < 6 {
            if self.kinds[k].contains(square) {
                return Some(Piece::new(color, PieceKind::STANDARD[k]));
            }
            k += 1;
        }
        None
    }

    /// Puts `piece` on `square`, or empties it for `None`, replacing what
    /// stood there.
    ///
    /// # Panics
    ///
    /// If `piece` is an archbishop or a chancellor: this board holds the
    /// six kinds of standard chess ([`PieceKind::STANDARD`]); a
    /// [`VariantPosition`](crate::variants::VariantPosition) holds them all.
    pub fn set(&mut self, square: Square, piece: Option<Piece>) {
        for set in self.colors.iter_mut().chain(self.kinds.iter_mut()) {
            *set = set.without(square);
        }
        if let Some(piece) = piece {
            self.colors[piece.color.index()] = self.colors[piece.color.index()].with(square);
            self.kinds[piece.kind.index()] = self.kinds[piece.kind.index()].with(square);
        }
    }

    /// Adds `piece` on `square` if absent, removes it if present: for
    /// make-move, which knows what stands where.
    #[inline]
    pub(crate) fn toggle(&mut self, square: Square, piece: Piece) {
        self.toggle_indexed(piece.color, piece.kind.index(), square.bitboard());
    }

    /// The index of the kind of the piece on `square`
    /// ([`PieceKind::index`], 0 to 5), which must be occupied (an empty
    /// square reads as a pawn's 0): three bits read from unions of the
    /// kind sets, without a branch.
    #[inline(always)]
    pub(crate) fn kind_index_on_occupied(&self, square: Square) -> usize {
        let [_, knights, bishops, rooks, queens, kings] = self.kinds.map(|set| set.0);
        let bit = |set: u64| ((set >> square.index()) & 1) as usize;
        // The index's bits: knight 1, bishop 2, rook 3, queen 4, king 5.
        bit(knights | rooks | kings) | bit(bishops | rooks) << 1 | bit(queens | kings) << 2
    }

    /// Toggles `squares` in the set of `color` and in that of the kind of
    /// index `kind` (0 to 5): for make-move.
    #[inline(always)]
    pub(crate) fn toggle_indexed(&mut self, color: Color, kind: usize, squares: Bitboard) {
        self.colors[color.index()] ^= squares;
        self.kinds[kind] ^= squares;
    }

    /// Moves a piece of `color` and of the kind of index `kind` from
    /// `from` to `to`, where it becomes the kind of index `arrives` (0 to
    /// 5; a promotion, or `kind` again): one change of each set touched,
    /// for make-move (`to` must be empty).
    #[inline(always)]
    pub(crate) fn move_indexed(
        &mut self,
        color: Color,
        kind: usize,
        arrives: usize,
        from: Square,
        to: Square,
    ) {
        let (from, to) = (from.bitboard(), to.bitboard());
        self.colors[color.index()] ^= from | to;
        if kind == arrives {
            self.kinds[kind] ^= from | to;
        } else {
            self.kinds[kind] ^= from;
            self.kinds[arrives] ^= to;
        }
    }

    /// The squares of `color`'s pieces.
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// The squares of the pieces of `kind`, both colours.
    pub const fn by_kind(&self, kind: PieceKind) -> Bitboard {
        self.kinds[kind.index()]
    }

    /// The squares of `piece`.
    pub const fn by_piece(&self, piece: Piece) -> Bitboard {
        Bitboard(self.colors[piece.color.index()].0 & self.kinds[piece.kind.index()].0)
    }

    /// Every occupied square.
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.colors[0].0 | self.colors[1].0)
    }

    /// The pieces of `by` that attack `square` when `occupied` blocks the
    /// sliders (a king's square left out, for the squares it may go to).
    #[inline]
    pub(crate) fn attackers_with(&self, square: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let diagonal = self.by_kind(PieceKind::Bishop) | self.by_kind(PieceKind::Queen);
        let straight = self.by_kind(PieceKind::Rook) | self.by_kind(PieceKind::Queen);
        self.by_color(by)
            & ((attacks::knight(square) & self.by_kind(PieceKind::Knight))
                | (attacks::king(square) & self.by_kind(PieceKind::King))
                // A pawn of `by` attacks `square` if a pawn of the other colour
                // on `square` would attack the pawn.
                | (attacks::pawn(by.other(), square) & self.by_kind(PieceKind::Pawn))
                | (attacks::bishop(square, occupied) & diagonal)
                | (attacks::rook(square, occupied) & straight))
    }

    /// Empties `square`, whatever stood there: for make-move's captures,
    /// without a branch on the kind taken.
    #[inline]
    pub(crate) fn clear(&mut self, square: Square) {
        let keep = !square.bitboard();
        for set in self.colors.iter_mut().chain(self.kinds.iter_mut()) {
            *set &= keep;
        }
    }

    /// The square of `color`'s king, if it has exactly one.
    pub const fn king(&self, color: Color) -> Option<Square> {
        let kings = self.by_piece(Piece::new(color, PieceKind::King));
        if kings.count() == 1 {
            kings.first()
        } else {
            None
        }
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|square| Some((square, self.piece_at(square)?)))
    }

    /// The same placement with every piece's colour exchanged, squares
    /// unchanged.
    #[must_use]
    pub const fn swap_colors(&self) -> Board {
        Board {
            colors: [self.colors[1], self.colors[0]],
            kinds: self.kinds,
        }
    }

    /// The board with every set (colours and kinds) mapped by `map`, which
    /// must be a permutation of the squares applied to bitboards.
    #[must_use]
    pub fn map_squares(&self, map: impl Fn(Bitboard) -> Bitboard) -> Board {
        Board {
            colors: self.colors.map(&map),
            kinds: self.kinds.map(&map),
        }
    }
}

impl fmt::Display for Board {
    /// FEN's placement field: ranks 8 to 1 separated by `/`, runs of empty
    /// squares as digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            let mut empty = 0;
            for square in rank.squares() {
                match self.piece_at(square) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{piece}")?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank != Rank::First {
                f.write_str("/")?;
            }
        }
        Ok(())
    }
}
