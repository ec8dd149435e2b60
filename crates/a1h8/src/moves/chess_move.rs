//! Moves: from, to, what kind, and the promotion; UCI notation.

use core::fmt;

use crate::moves::bit_field::BitField;
use crate::{File, PieceKind, Position, Rank, Square};

/// What kind of move a [`Move`] is, beyond its two squares.
///
/// Promotions are [`MoveKind::Normal`] moves (a push or a capture) with a
/// [`Move::promotion`].
///
/// A move of chess and one of a variant
/// ([`VariantMove`](crate::variants::VariantMove)) both hold the kind as its
/// code, 0 to 3, the value of its discriminant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveKind {
    /// Any move but the three below: a piece's move or capture, a pawn's
    /// single push or capture, with or without promotion.
    Normal = 0,
    /// A pawn's advance of two squares from its second rank.
    DoubleStep = 1,
    /// A pawn's capture en passant: `to` is the en passant square, the
    /// captured pawn stands beside the capturing one.
    EnPassant = 2,
    /// Castling: `from` is the king's square; `to` is the king's target in
    /// standard chess (`e1g1`, `e1c1`, `e8g8`, `e8c8`) and the castling
    /// rook's square in Chess960 (`e1h1`), which also names the move when
    /// the king does not move. The rook moves too.
    Castling = 3,
}

impl MoveKind {
    /// The kind's code in a move's bits, 0 to 3.
    #[inline(always)]
    pub(crate) const fn code(self) -> u32 {
        self as u32
    }

    /// The kind whose code is `code`; any code above 3 (a [`Move`]'s
    /// promotion flags) is a [`MoveKind::Normal`] move's.
    #[inline(always)]
    pub(crate) const fn from_code(code: u32) -> MoveKind {
        match code {
            1 => MoveKind::DoubleStep,
            2 => MoveKind::EnPassant,
            3 => MoveKind::Castling,
            _ => MoveKind::Normal,
        }
    }
}

/// A move: two squares, a [`MoveKind`] and, for a pawn reaching its last
/// rank, the piece it becomes. Two bytes: `from` in bits 0-5, `to` in bits
/// 6-11, the kind or the promotion in bits 12-15.
///
/// `Display` writes UCI notation: the two squares, then the promotion's
/// letter; castling as the king's move of two squares. A `Move` says
/// nothing by itself about the position it is played in: get legal ones
/// from [`Position::legal_moves`] or [`Move::from_uci`], or check one with
/// [`Position::is_legal`].
///
/// ```
/// use a1h8::{Move, MoveKind, PieceKind, Position, Square};
///
/// let start = Position::starting();
/// let e4 = Move::from_uci(&start, "e2e4")?;
/// assert_eq!((e4.from(), e4.to()), (Square::E2, Square::E4));
/// assert_eq!(e4.kind(), MoveKind::DoubleStep);
/// assert_eq!(e4.to_string(), "e2e4");
///
/// let promotion = Move::with_promotion(Square::E7, Square::E8, PieceKind::Queen);
/// assert_eq!(promotion.to_string(), "e7e8q");
/// assert_eq!(promotion.promotion(), Some(PieceKind::Queen));
/// # Ok::<(), a1h8::UciError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u16);

// The layout of the two bytes: the squares by index, then the flags.
const FROM: BitField = BitField::first(6);
const TO: BitField = FROM.then(6);
/// A [`MoveKind`]'s code, below [`PROMOTION`]; or a promotion,
/// `PROMOTION + kind.index()`: 5 (knight) to 8 (queen).
const FLAGS: BitField = TO.then(4);
const _: () = assert!(FLAGS.end() == u16::BITS);
const PROMOTION: u32 = 4;

impl Move {
    const fn pack(from: Square, to: Square, flags: u32) -> Move {
        Move((FROM.put(from as u32) | TO.put(to as u32) | FLAGS.put(flags)) as u16)
    }

    /// A [`MoveKind::Normal`] move without promotion.
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::new(from, to, MoveKind::Normal)
    }

    /// A pawn's move to its last rank, becoming `kind`. Only a knight,
    /// bishop, rook or queen is a promotion in standard chess; any other
    /// `kind` gives the plain move.
    #[inline]
    pub const fn with_promotion(from: Square, to: Square, kind: PieceKind) -> Move {
        match kind {
            PieceKind::Knight | PieceKind::Bishop | PieceKind::Rook | PieceKind::Queen => {
                Move::pack(from, to, PROMOTION + kind as u32)
            }
            PieceKind::Pawn | PieceKind::King | PieceKind::Archbishop | PieceKind::Chancellor => {
                Move::normal(from, to)
            }
        }
    }

    /// A move of `kind` without promotion.
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move::pack(from, to, kind.code())
    }

    /// The square the piece leaves (the king's, for castling).
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_low_bits(FROM.get(self.0 as u32))
    }

    /// The square the piece arrives on (the king's, for castling).
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_low_bits(TO.get(self.0 as u32))
    }

    const fn flags(self) -> u32 {
        FLAGS.get(self.0 as u32)
    }

    /// What kind of move it is.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        MoveKind::from_code(self.flags())
    }

    /// `true` for castling and en passant (codes 2 and 3), make-move's
    /// rare cases: one test of the code.
    #[inline(always)]
    pub(crate) const fn is_castling_or_en_passant(self) -> bool {
        self.flags() & !1 == MoveKind::EnPassant.code()
    }

    /// `true` for a pawn's double step: one test of the code.
    #[inline(always)]
    pub(crate) const fn is_double_step(self) -> bool {
        self.flags() == MoveKind::DoubleStep.code()
    }

    /// The index ([`PieceKind::index`]) of the kind the moving piece has
    /// on arrival, given the index of its kind `mover`: the promotion's,
    /// or `mover`. For make-move, without a branch.
    #[inline(always)]
    pub(crate) const fn arrival_index(self, mover: usize) -> usize {
        let flags = self.flags() as usize;
        if flags > PROMOTION as usize {
            flags - PROMOTION as usize
        } else {
            mover
        }
    }

    /// The piece a pawn becomes, for a promotion.
    #[inline]
    pub const fn promotion(self) -> Option<PieceKind> {
        match self.flags() {
            5 => Some(PieceKind::Knight),
            6 => Some(PieceKind::Bishop),
            7 => Some(PieceKind::Rook),
            8 => Some(PieceKind::Queen),
            _ => None,
        }
    }

    /// Parses UCI notation (`e2e4`, `e7e8q`, castling `e1g1`) as a legal
    /// move of `position`. Never panics.
    ///
    /// ```
    /// use a1h8::{Move, Position, UciError};
    ///
    /// let start = Position::starting();
    /// assert_eq!(Move::from_uci(&start, "g1f3")?.to_string(), "g1f3");
    /// assert_eq!(
    ///     Move::from_uci(&start, "e2x4"),
    ///     Err(UciError::InvalidFile { column: 3, character: 'x' })
    /// );
    /// assert!(matches!(Move::from_uci(&start, "e2e5"), Err(UciError::IllegalMove { .. })));
    /// # Ok::<(), UciError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`UciError`] saying what is wrong and at which column (from 1).
    pub fn from_uci(position: &Position, uci: &str) -> Result<Move, UciError> {
        uci.parse::<UciMove>()?.to_move(position)
    }
}

/// A move in UCI notation read without a position (`e2e4`, `e7e8q`): its
/// squares and promotion, what a GUI or an engine protocol sends. A
/// position turns it into its legal [`Move`] ([`UciMove::to_move`]), which
/// knows the kind of move (double step, en passant, castling).
///
/// ```
/// use a1h8::{Position, Square, UciError, UciMove};
///
/// let uci: UciMove = "e7e8q".parse()?;
/// assert_eq!((uci.from(), uci.to()), (Square::E7, Square::E8));
/// assert_eq!(uci.to_string(), "e7e8q");
/// assert_eq!("e2e9".parse::<UciMove>(), Err(UciError::InvalidRank { column: 4, character: '9' }));
/// let start = Position::starting();
/// let e4 = "e2e4".parse::<UciMove>()?.to_move(&start)?;
/// let back: UciMove = e4.into();
/// assert_eq!(back.to_string(), "e2e4");
/// # Ok::<(), UciError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UciMove {
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
}

impl UciMove {
    /// The move from `from` to `to`, promoting to `promotion`.
    pub const fn new(from: Square, to: Square, promotion: Option<PieceKind>) -> UciMove {
        UciMove {
            from,
            to,
            promotion,
        }
    }

    /// The square left.
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square reached (for castling, as the position writes it: the
    /// king's target, or its rook in Chess960).
    pub const fn to(self) -> Square {
        self.to
    }

    /// The kind a pawn promotes to.
    pub const fn promotion(self) -> Option<PieceKind> {
        self.promotion
    }

    /// The legal move of `position` this names.
    ///
    /// # Errors
    ///
    /// [`UciError::MissingPromotion`] for a pawn reaching its last rank
    /// without a piece named, [`UciError::IllegalMove`] for any other move
    /// that is not legal here.
    pub fn to_move(self, position: &Position) -> Result<Move, UciError> {
        let UciMove {
            from,
            to,
            promotion,
        } = self;
        let mut promotes = false;
        for candidate in position.legal_moves() {
            if candidate.from() == from && candidate.to() == to {
                if candidate.promotion() == promotion {
                    return Ok(candidate);
                }
                promotes = true;
            }
        }
        if promotes && promotion.is_none() {
            return Err(UciError::MissingPromotion { from, to });
        }
        Err(UciError::IllegalMove {
            from,
            to,
            promotion,
        })
    }
}

impl From<Move> for UciMove {
    fn from(mv: Move) -> UciMove {
        UciMove::new(mv.from(), mv.to(), mv.promotion())
    }
}

impl core::str::FromStr for UciMove {
    type Err = UciError;

    /// Reads `e2e4` or `e7e8q`; never panics.
    fn from_str(uci: &str) -> Result<UciMove, UciError> {
        let mut chars = [' '; 5];
        let mut length = 0;
        for c in uci.chars() {
            if length < chars.len() {
                chars[length] = c;
            }
            length += 1;
        }
        if !(4..=5).contains(&length) {
            return Err(UciError::Length { length });
        }
        let square = |column: usize| {
            let (file, rank) = (chars[column - 1], chars[column]);
            let Some(file) = File::from_char(file) else {
                return Err(UciError::InvalidFile {
                    column,
                    character: file,
                });
            };
            let Some(rank) = Rank::from_char(rank) else {
                return Err(UciError::InvalidRank {
                    column: column + 1,
                    character: rank,
                });
            };
            Ok(Square::from_file_rank(file, rank))
        };
        let from = square(1)?;
        let to = square(3)?;
        let promotion = if length == 5 {
            let kind = match chars[4] {
                'n' => PieceKind::Knight,
                'b' => PieceKind::Bishop,
                'r' => PieceKind::Rook,
                'q' => PieceKind::Queen,
                character => {
                    return Err(UciError::InvalidPromotion {
                        column: 5,
                        character,
                    });
                }
            };
            Some(kind)
        } else {
            None
        };
        Ok(UciMove::new(from, to, promotion))
    }
}

impl fmt::Display for UciMove {
    /// `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(kind) = self.promotion {
            fmt::Write::write_char(f, kind.char())?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    /// UCI notation: `e2e4`, `e7e8q`, `e1g1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&UciMove::new(self.from(), self.to(), self.promotion()), f)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Normal => write!(f, "{self}"),
            kind => write!(f, "{self} ({kind:?})"),
        }
    }
}

/// Why a string is not a legal move in UCI notation. Columns count
/// characters from 1.
///
/// ```
/// use a1h8::{Move, Position, Square, UciError};
///
/// let start = Position::starting();
/// assert_eq!(Move::from_uci(&start, "e2"), Err(UciError::Length { length: 2 }));
/// assert_eq!(
///     Move::from_uci(&start, "e2e9").unwrap_err().to_string(),
///     "invalid rank '9' at column 4: expected a digit from 1 to 8"
/// );
/// assert_eq!(
///     Move::from_uci(&start, "e2e4k"),
///     Err(UciError::InvalidPromotion { column: 5, character: 'k' })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UciError {
    /// The move is not 4 or 5 characters long.
    Length {
        /// The number of characters.
        length: usize,
    },
    /// A square's first character is not a file letter `a`..`h`.
    InvalidFile {
        /// 1 or 3.
        column: usize,
        /// The character found.
        character: char,
    },
    /// A square's second character is not a rank digit `1`..`8`.
    InvalidRank {
        /// 2 or 4.
        column: usize,
        /// The character found.
        character: char,
    },
    /// The fifth character is not `n`, `b`, `r` or `q`.
    InvalidPromotion {
        /// 5.
        column: usize,
        /// The character found.
        character: char,
    },
    /// A pawn reaches its last rank, but the move names no piece.
    MissingPromotion {
        /// The pawn's square.
        from: Square,
        /// The square it reaches.
        to: Square,
    },
    /// Well formed, but not a legal move of the position.
    IllegalMove {
        /// The square the move leaves.
        from: Square,
        /// The square it reaches.
        to: Square,
        /// The promotion asked for.
        promotion: Option<PieceKind>,
    },
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UciError::Length { length } => write!(
                f,
                "a UCI move has 4 or 5 characters (e2e4, e7e8q), not {length}"
            ),
            UciError::InvalidFile { column, character } => write!(
                f,
                "invalid file {character:?} at column {column}: expected a letter from a to h"
            ),
            UciError::InvalidRank { column, character } => write!(
                f,
                "invalid rank {character:?} at column {column}: expected a digit from 1 to 8"
            ),
            UciError::InvalidPromotion { column, character } => write!(
                f,
                "invalid promotion {character:?} at column {column}: expected n, b, r or q"
            ),
            UciError::MissingPromotion { from, to } => write!(
                f,
                "{from}{to} reaches the last rank: add the piece, as in {from}{to}q"
            ),
            UciError::IllegalMove {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(kind) = promotion {
                    fmt::Write::write_char(f, kind.char())?;
                }
                f.write_str(" is not a legal move in this position")
            }
        }
    }
}

impl core::error::Error for UciError {}
