//! Castling rights: which of the four castlings are still allowed.

use core::fmt;

use crate::{Bitboard, Board, Color, Direction, File, Rank, Square, between, ray};

/// One of the two castlings of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// Castling with the rook on the h-file side of the king (the h-file
    /// rook in standard chess), `K`/`k` in FEN: the king goes to the
    /// g-file, the rook to the f-file.
    KingSide,
    /// Castling with the rook on the a-file side of the king, `Q`/`q` in
    /// FEN: the king goes to the c-file, the rook to the d-file.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the rook starts on in standard chess: h or a.
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

/// The set of castling rights: for each colour and side, the file of the
/// rook it castles with, if the right is still there.
///
/// Standard chess castles with the a- and h-file rooks ([`with`]); Chess960
/// with the rooks on any files, on either side of the king
/// ([`with_rook`]). A right only says that neither the king nor that rook
/// has moved; whether castling is possible now is the move generator's
/// business. The king of a right is the king of that colour, wherever it
/// stands on its back rank.
///
/// `Display` writes FEN's third field without the board: `K Q k q` for a
/// rook on the h- or a-file, the file letter otherwise (`B`, `g`), white
/// before black, king side before queen side; `-` for none. A
/// [`Position`](crate::Position) writes X-FEN, which knows the board (see
/// its `Display`).
///
/// [`with`]: CastlingRights::with
/// [`with_rook`]: CastlingRights::with_rook
///
/// ```
/// use a1h8::{CastlingRights, CastlingSide, Color, File};
///
/// let rights = CastlingRights::ALL.without(Color::White, CastlingSide::QueenSide);
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert_eq!(rights.to_string(), "Kkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// let chess960 = CastlingRights::NONE.with_rook(Color::White, CastlingSide::QueenSide, File::B);
/// assert_eq!(chess960.rook_file(Color::White, CastlingSide::QueenSide), Some(File::B));
/// assert_eq!(chess960.to_string(), "B");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CastlingRights {
    /// Index `2 * colour + side`.
    rooks: [Option<File>; 4],
}

impl CastlingRights {
    /// No castling right.
    pub const NONE: CastlingRights = CastlingRights { rooks: [None; 4] };

    /// All four rights of standard chess, `KQkq`: the h- and a-file rooks.
    pub const ALL: CastlingRights = CastlingRights {
        rooks: [Some(File::H), Some(File::A), Some(File::H), Some(File::A)],
    };

    const fn slot(color: Color, side: CastlingSide) -> usize {
        2 * color as usize + side as usize
    }

    /// `true` if `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.rooks[Self::slot(color, side)].is_some()
    }

    /// The file of the rook of `color`'s right on `side`, if it has that
    /// right.
    #[inline]
    pub const fn rook_file(self, color: Color, side: CastlingSide) -> Option<File> {
        self.rooks[Self::slot(color, side)]
    }

    /// The square of the rook of `color`'s right on `side`, if it has that
    /// right.
    #[inline]
    pub const fn rook(self, color: Color, side: CastlingSide) -> Option<Square> {
        match self.rook_file(color, side) {
            Some(file) => Some(Square::from_file_rank(file, color.back_rank())),
            None => None,
        }
    }

    /// The rights with `color`'s right on `side` added, with the rook of
    /// standard chess (h- or a-file).
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        self.with_rook(color, side, side.rook_file())
    }

    /// The rights with `color`'s right on `side` added (or replaced), with
    /// the rook on `file` (Chess960).
    #[must_use]
    pub const fn with_rook(self, color: Color, side: CastlingSide, file: File) -> CastlingRights {
        let mut rooks = self.rooks;
        rooks[Self::slot(color, side)] = Some(file);
        CastlingRights { rooks }
    }

    /// The rights with `color`'s right on `side` removed.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        let mut rooks = self.rooks;
        rooks[Self::slot(color, side)] = None;
        CastlingRights { rooks }
    }

    /// The rights left after a move of `mover`'s from `from` to `to`, of
    /// its king if `king`: a king's move loses its side's rights, and a
    /// right whose rook stands on `from` or `to` (moving, or taken) is
    /// lost. One pass over the four rights.
    #[must_use]
    #[inline]
    pub(crate) fn after_move(
        self,
        mover: Color,
        king: bool,
        from: Square,
        to: Square,
    ) -> CastlingRights {
        let mut rooks = self.rooks;
        for (slot, rook) in rooks.iter_mut().enumerate() {
            let color = slot / 2;
            if let Some(file) = *rook {
                // The rook's square: its file on its side's back rank.
                let square = (color * 56 + file as usize) as u8;
                if (king && color == mover.index()) || square == from as u8 || square == to as u8 {
                    *rook = None;
                }
            }
        }
        CastlingRights { rooks }
    }

    /// `true` if no right is left.
    #[inline]
    pub const fn is_empty(self) -> bool {
        matches!(self.rooks, [None, None, None, None])
    }

    /// `true` if every right is standard chess's: an h-file rook on the
    /// king side, an a-file rook on the queen side.
    pub const fn is_standard(self) -> bool {
        let mut i = 0;
        while i < 4 {
            let standard = CastlingSide::ALL[i % 2].rook_file();
            if let Some(file) = self.rooks[i]
                && file as u8 != standard as u8
            {
                return false;
            }
            i += 1;
        }
        true
    }

    /// The rights with the colours exchanged: White's become Black's and
    /// Black's White's (`Kq` becomes `Qk`), on the same files.
    #[must_use]
    pub const fn flip_colors(self) -> CastlingRights {
        let [a, b, c, d] = self.rooks;
        CastlingRights {
            rooks: [c, d, a, b],
        }
    }

    /// The FEN letter of a right in standard chess: `K Q k q`.
    pub const fn char(color: Color, side: CastlingSide) -> char {
        match (color, side) {
            (Color::White, CastlingSide::KingSide) => 'K',
            (Color::White, CastlingSide::QueenSide) => 'Q',
            (Color::Black, CastlingSide::KingSide) => 'k',
            (Color::Black, CastlingSide::QueenSide) => 'q',
        }
    }

    /// The Shredder-FEN letter of a rook file: upper case for White
    /// (`A`..`H`), lower case for Black.
    pub const fn file_char(color: Color, file: File) -> char {
        let c = file.char();
        match color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The square the rook of a right starts on in standard chess: h1, a1,
    /// h8 or a8.
    pub const fn rook_square(color: Color, side: CastlingSide) -> Square {
        Square::from_file_rank(side.rook_file(), color.back_rank())
    }

    /// The square the king starts on in standard chess: e1 or e8.
    pub const fn king_square(color: Color) -> Square {
        Square::from_file_rank(File::E, color.back_rank())
    }
}

impl fmt::Display for CastlingRights {
    /// `KQkq` for standard rooks, file letters for others, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if let Some(file) = self.rook_file(color, side) {
                    let c = if file as u8 == side.rook_file() as u8 {
                        Self::char(color, side)
                    } else {
                        Self::file_char(color, file)
                    };
                    fmt::Write::write_char(f, c)?;
                }
            }
        }
        Ok(())
    }
}

// What the move generator reads of castling: the rights held as four
// bits, and each right's squares, fixed for a game.

/// The castling rights held, one bit each, bit `2 * colour + side`: what
/// changes from move to move, beside the [`Castles`] that do not.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rights(pub(crate) u8);

impl Rights {
    pub(crate) const NONE: Rights = Rights(0);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (2 * color as u8 + side as u8)
    }

    /// Whether `color` holds its right on `side`.
    #[inline(always)]
    pub(crate) const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Rights::bit(color, side) != 0
    }

    /// The rights but `color`'s.
    #[inline(always)]
    pub(crate) const fn without_color(self, color: Color) -> Rights {
        Rights(self.0 & !(3 << (2 * color as u8)))
    }
}

/// One castling right's squares, fixed for a game: the king's and the
/// rook's, the squares that must be empty and those that must not be
/// attacked.
#[derive(Clone, Copy)]
pub(crate) struct Castle {
    pub(crate) king: Square,
    pub(crate) rook: Square,
    /// The squares the king and the rook cross and reach, and those
    /// between them, but their own two: they must be empty.
    pub(crate) empty: Bitboard,
    /// The squares the king crosses and reaches: none may be attacked.
    pub(crate) safe: Bitboard,
    /// The rank beyond the rook, away from the king: an enemy rook or
    /// queen there may be shielded by the rook from a square of `safe`
    /// (Chess960 only; in standard chess the rook stands in a corner).
    pub(crate) beyond: Bitboard,
}

impl Castle {
    const NONE: Castle = Castle {
        king: Square::A1,
        rook: Square::A1,
        empty: Bitboard::EMPTY,
        safe: Bitboard::EMPTY,
        beyond: Bitboard::EMPTY,
    };

    pub(crate) const fn new(
        color: Color,
        side: CastlingSide,
        king: Square,
        rook: Square,
    ) -> Castle {
        let outward = match side {
            CastlingSide::KingSide => Direction::East,
            CastlingSide::QueenSide => Direction::West,
        };
        let (king_to, rook_to) = (
            castling_king_target(color, side),
            castling_rook_target(color, side),
        );
        let safe = between(king, king_to).with(king_to);
        let crossed = between(king, rook)
            .union(safe)
            .union(between(rook, rook_to).with(rook_to));
        Castle {
            king,
            rook,
            empty: crossed.without(king).without(rook),
            safe,
            beyond: ray(rook, outward),
        }
    }

    /// The castle of `color` on `side` with the king and rook of standard
    /// chess (e1 and h1, ...), computed once: most games' castles.
    const STANDARD: [[Castle; 2]; 2] = {
        let mut castles = [[Castle::NONE; 2]; 2];
        let mut c = 0;
        while c < 2 {
            let color = Color::ALL[c];
            let mut s = 0;
            while s < 2 {
                let side = CastlingSide::ALL[s];
                castles[c][s] = Castle::new(
                    color,
                    side,
                    CastlingRights::king_square(color),
                    CastlingRights::rook_square(color, side),
                );
                s += 1;
            }
            c += 1;
        }
        castles
    };
}

/// The squares of every castling right a position holds, by colour and
/// side: fixed for a game, so a walk down its tree computes them once.
pub(crate) struct Castles {
    castles: [[Castle; 2]; 2],
}

impl Castles {
    /// No castling right.
    pub(crate) const NONE: Castles = Castles {
        castles: [[Castle::NONE; 2]; 2],
    };

    /// The squares of `color`'s right on `side` (those of no right if it
    /// holds none).
    #[inline(always)]
    pub(crate) const fn of(&self, color: Color, side: CastlingSide) -> &Castle {
        &self.castles[color.index()][side as usize]
    }

    /// The castling rights of `castling` on `board`, whose kings and rooks
    /// stand where the rights need them (as [`Position`] keeps them).
    pub(crate) fn new(board: &Board, castling: CastlingRights) -> (Rights, Castles) {
        Castles::of_colors(board, castling, &Color::ALL)
    }

    /// [`new`](Castles::new) for the rights of `color` alone: what the
    /// move generator reads of a position whose side to move is `color`.
    #[inline]
    pub(crate) fn of_color(
        board: &Board,
        castling: CastlingRights,
        color: Color,
    ) -> (Rights, Castles) {
        Castles::of_colors(board, castling, &[color])
    }

    #[inline(always)]
    fn of_colors(board: &Board, castling: CastlingRights, colors: &[Color]) -> (Rights, Castles) {
        let mut rights = Rights::NONE;
        let mut castles = Castles::NONE;
        for &color in colors {
            for side in CastlingSide::ALL {
                if let (Some(rook), Some(king)) = (castling.rook(color, side), board.king(color)) {
                    rights.0 |= Rights::bit(color, side);
                    let standard = Castle::STANDARD[color.index()][side as usize];
                    castles.castles[color.index()][side as usize] =
                        if king == standard.king && rook == standard.rook {
                            standard
                        } else {
                            Castle::new(color, side, king, rook)
                        };
                }
            }
        }
        (rights, castles)
    }

    /// The squares whose move, from or to, loses some of `rights`: the
    /// kings' and rooks' squares of the rights held.
    pub(crate) fn touching(&self, rights: Rights) -> Bitboard {
        let mut squares = Bitboard::EMPTY;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if rights.has(color, side) {
                    let castle = &self.castles[color.index()][side as usize];
                    squares |= castle.king.bitboard() | castle.rook;
                }
            }
        }
        squares
    }

    /// `rights` after a move from `from` to `to`: a right whose king or
    /// rook stands on either square is lost.
    pub(crate) fn after_touching(&self, rights: Rights, from: Square, to: Square) -> Rights {
        let touched = from.bitboard() | to;
        let mut left = rights;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let castle = &self.castles[color.index()][side as usize];
                if (castle.king.bitboard() | castle.rook).intersects(touched) {
                    left.0 &= !Rights::bit(color, side);
                }
            }
        }
        left
    }
}

/// The king's square after castling on `side` along `rank`: g or c.
pub(crate) const fn castling_king_target_on(rank: Rank, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::KingSide => File::G,
        CastlingSide::QueenSide => File::C,
    };
    Square::from_file_rank(file, rank)
}

/// The king's square after castling: g1, c1, g8 or c8.
pub(crate) const fn castling_king_target(color: Color, side: CastlingSide) -> Square {
    castling_king_target_on(color.back_rank(), side)
}

/// The rook's square after castling: f1, d1, f8 or d8.
pub(crate) const fn castling_rook_target(color: Color, side: CastlingSide) -> Square {
    let file = match side {
        CastlingSide::KingSide => File::F,
        CastlingSide::QueenSide => File::D,
    };
    Square::from_file_rank(file, color.back_rank())
}
