//! Positions: a placement, the side to move, castling rights, the en
//! passant square and the clocks.

use core::fmt;

use crate::positions::fen::one_king_each;
use crate::positions::zobrist;
use crate::{
    Bitboard, Board, CastlingRights, CastlingSide, Color, FenError, Piece, PieceKind, Rank, Square,
    Symmetry, attacks,
};

/// A legal chess position as FEN describes it.
///
/// A `Position` is always valid: each side has one king, no pawn stands on
/// the first or last rank, castling rights have their king and rook at
/// home, an en passant square follows a double pawn push, and the side not
/// to move is not in check. [`Position::from_fen`] and [`Position::new`]
/// refuse anything else with a [`FenError`] that says what and where.
///
/// **En passant.** A position holds an en passant square only when a legal
/// en passant capture can use it: after a double step, [`play`](Position::play)
/// sets it only then, and [`from_fen`](Position::from_fen) and
/// [`new`](Position::new) check a square given as before (it must be one a
/// double step could have left), then drop it when no pawn of the side to
/// move can legally take there (none beside the pawn, or each one pinned,
/// or the capture leaves the king in check). So FEN is written with the
/// square only when the capture is legal, as python-chess and shakmaty
/// write it, and equality, the [`zobrist`](Position::zobrist) hash and
/// perft's work units do not depend on a square nothing can use.
///
/// ```
/// use a1h8::{Color, Position, Square};
///
/// let position = Position::from_fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")?;
/// assert_eq!(position.turn(), Color::White);
/// assert_eq!(position.en_passant(), Some(Square::D6)); // e5 takes d6
/// assert_eq!(
///     position.to_string(),
///     "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
/// );
/// // After 1. e4 no black pawn can take on e3: the square is dropped.
/// let e4 = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")?;
/// assert_eq!(e4.en_passant(), None);
/// assert_eq!(e4.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// # Ok::<(), a1h8::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    /// Chess960 rules for castling's UCI notation (king takes own rook).
    chess960: bool,
    /// The Zobrist hash of the fields above but the clocks: a function of
    /// them, so the derived comparisons are unchanged by it.
    pub(crate) zobrist: u64,
}

impl Position {
    /// The position of a new game.
    pub const fn starting() -> Position {
        Position {
            board: Board::starting(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            chess960: false,
            zobrist: zobrist::from_scratch(
                &Board::starting(),
                Color::White,
                CastlingRights::ALL,
                None,
            ),
        }
    }

    /// A position from its parts, checked as FEN parsing checks it.
    ///
    /// The position is a Chess960 one ([`is_chess960`](Position::is_chess960))
    /// if a castling right's king or rook is not on a square of standard
    /// chess (e-file king, a- and h-file rooks).
    ///
    /// An en passant square is checked (it must lie behind a pawn that
    /// has just made a double step), then dropped if no legal en passant
    /// capture can use it: see [`Position`].
    ///
    /// # Errors
    ///
    /// The first rule the position breaks, as a [`FenError`] naming the
    /// square or colour at fault.
    pub fn new(
        board: Board,
        turn: Color,
        castling: CastlingRights,
        en_passant: Option<Square>,
        halfmove_clock: u32,
        fullmove_number: u32,
    ) -> Result<Position, FenError> {
        let position = Position {
            board,
            turn,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
            chess960: false,
            zobrist: zobrist::from_scratch(&board, turn, castling, en_passant),
        };
        position.validate()?;
        Ok(position.without_unusable_en_passant().with_chess960(false))
    }

    /// The position without its en passant square if no legal capture can
    /// use it, the hash updated.
    fn without_unusable_en_passant(self) -> Position {
        match self.en_passant {
            Some(square) if !can_take_en_passant(&self.board, self.turn, square) => Position {
                en_passant: None,
                ..self
            }
            .rehashed(),
            _ => self,
        }
    }

    /// The position with Chess960 rules set (`true`) or taken back
    /// (`false`), if that keeps castling in reach of standard notation: a
    /// position whose castling rights are not standard chess's stays a
    /// Chess960 one.
    #[must_use]
    pub fn with_chess960(self, chess960: bool) -> Position {
        let standard = self.castling.is_standard()
            && Color::ALL.into_iter().all(|color| {
                !(self.castling.has(color, CastlingSide::KingSide)
                    || self.castling.has(color, CastlingSide::QueenSide))
                    || self.board.king(color) == Some(CastlingRights::king_square(color))
            });
        Position {
            chess960: chess960 || !standard,
            ..self
        }
    }

    /// `true` for a Chess960 position: castling is written in UCI as the
    /// king's move to its own rook (`e1h1`, `b1a1`), as Chess960 GUIs
    /// write it, rather than the king's two squares (`e1g1`).
    ///
    /// Set by [`Position::from_fen_960`] and
    /// [`with_chess960`](Position::with_chess960), by a FEN whose castling
    /// rights are file letters, and whenever a castling right's king or
    /// rook is not on its standard square; kept by [`play`](Position::play).
    ///
    /// ```
    /// use a1h8::Position;
    ///
    /// assert!(!Position::starting().is_chess960());
    /// let chess960 = Position::from_fen("nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w KQkq - 0 1")?;
    /// assert!(chess960.is_chess960());
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub const fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// A position from its parts, unchecked: for make-move, which keeps
    /// the rules [`Position::new`] checks and the hash up to date.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(crate) const fn from_parts_unchecked(
        board: Board,
        turn: Color,
        castling: CastlingRights,
        en_passant: Option<Square>,
        halfmove_clock: u32,
        fullmove_number: u32,
        chess960: bool,
        zobrist: u64,
    ) -> Position {
        Position {
            board,
            turn,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
            chess960,
            zobrist,
        }
    }

    /// Gives a position without an en passant square the square
    /// `square`, its key XORed into the hash: for make-move, after a
    /// double step that a pawn can legally take.
    #[inline(always)]
    pub(crate) fn set_en_passant(&mut self, square: Square) {
        self.en_passant = Some(square);
        self.zobrist ^= zobrist::en_passant(Some(square));
    }

    /// The position with its hash computed again, after a change of parts.
    fn rehashed(mut self) -> Position {
        self.zobrist = self.zobrist_from_scratch();
        self
    }

    fn validate(&self) -> Result<(), FenError> {
        self.validate_parts()?;
        self.validate_checks()
    }

    /// A position from its pieces alone (no castling right, no en passant
    /// square, the clocks at 0 and 1), checked as FEN is but for the
    /// checks a legal last move could give: a tablebase holds every
    /// position whose side not to move is not in check, reachable or not.
    pub(crate) fn from_pieces(board: Board, turn: Color) -> Result<Position, FenError> {
        let position = Position {
            board,
            turn,
            castling: CastlingRights::NONE,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            chess960: false,
            zobrist: zobrist::from_scratch(&board, turn, CastlingRights::NONE, None),
        };
        position.validate_parts()?;
        Ok(position)
    }

    /// Every rule of [`validate`](Position::validate) but the checks'.
    fn validate_parts(&self) -> Result<(), FenError> {
        let board = &self.board;
        if self.fullmove_number == 0 {
            return Err(FenError::FullmoveNumberZero);
        }
        one_king_each(|color| board.by_piece(Piece::new(color, PieceKind::King)).count())?;
        for color in Color::ALL {
            let pawns = board.by_piece(Piece::new(color, PieceKind::Pawn)).count();
            if pawns > 8 {
                return Err(FenError::TooManyPawns {
                    color,
                    count: pawns,
                });
            }
            let pieces = board.by_color(color).count();
            if pieces > 16 {
                return Err(FenError::TooManyPieces {
                    color,
                    count: pieces,
                });
            }
        }
        let back_ranks = Rank::First.mask() | Rank::Eighth.mask();
        if let Some(square) = (board.by_kind(PieceKind::Pawn) & back_ranks).first() {
            let color = board
                .piece_at(square)
                .map_or(Color::White, |pawn| pawn.color);
            return Err(FenError::PawnOnForbiddenRank {
                square: square.into(),
                color,
            });
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling.rook(color, side) else {
                    continue;
                };
                let king = board.king(color).expect("one king each, checked above");
                if king.rank() != color.back_rank() {
                    return Err(FenError::CastlingWithoutKing {
                        color,
                        side,
                        rank: color.back_rank().index() + 1,
                    });
                }
                if board.piece_at(rook) != Some(Piece::new(color, PieceKind::Rook)) {
                    return Err(FenError::CastlingWithoutRook {
                        color,
                        side,
                        square: rook.into(),
                    });
                }
                let king_side = rook.file() > king.file();
                if king_side != (side == CastlingSide::KingSide) {
                    return Err(FenError::CastlingRookOnWrongSide {
                        color,
                        side,
                        square: rook.into(),
                    });
                }
            }
        }
        if let Some(square) = self.en_passant {
            self.validate_en_passant(square)?;
        }
        let waiting = self.turn.other();
        let king = board.king(waiting).expect("one king each, checked above");
        if self.is_attacked(king, self.turn) {
            return Err(FenError::SideNotToMoveInCheck {
                color: waiting,
                king: king.into(),
            });
        }
        Ok(())
    }

    /// The check the side to move is in must be one a legal last move
    /// could give: at most two checkers; two only if they are not on one
    /// line through the king (a single move uncovers one line); and after
    /// a double step (an en passant square), only the pawn's own check or
    /// one its square of departure uncovered.
    fn validate_checks(&self) -> Result<(), FenError> {
        let king = self.board.king(self.turn).expect("one king each, checked");
        let checkers = self.checkers();
        let count = checkers.count();
        if count > 2 {
            return Err(FenError::TooManyCheckers {
                king: king.into(),
                count,
            });
        }
        if let (Some(first), Some(second)) = (checkers.first(), checkers.last())
            && first != second
            && crate::line(first, second).contains(king)
        {
            return Err(FenError::ImpossibleDoubleCheck {
                king: king.into(),
                first: first.into(),
                second: second.into(),
            });
        }
        let (Some(square), Some(checker)) = (self.en_passant, checkers.first()) else {
            return Ok(());
        };
        let step = self.turn.other().pawn_step();
        let beside = |delta| {
            let rank = square.rank().offset(delta).expect("checked: ranks 3 or 6");
            Square::from_file_rank(square.file(), rank)
        };
        let (pawn, origin) = (beside(step), beside(-step));
        let discovered = crate::between(checker, king).contains(origin);
        if count > 1 || (checker != pawn && !discovered) {
            let checker = checkers.into_iter().find(|&c| c != pawn).unwrap_or(checker);
            return Err(FenError::CheckNotFromDoubleStep {
                square: square.into(),
                checker: checker.into(),
            });
        }
        Ok(())
    }

    /// An en passant square lies behind a pawn of the side not to move that
    /// has just advanced two squares: on rank 6 with White to move (rank 3
    /// with Black), empty, with that pawn in front of it and the square the
    /// pawn came from empty.
    fn validate_en_passant(&self, square: Square) -> Result<(), FenError> {
        let mover = self.turn.other();
        let expected = match self.turn {
            Color::White => Rank::Sixth,
            Color::Black => Rank::Third,
        };
        if square.rank() != expected {
            return Err(FenError::EnPassantWrongRank {
                square: square.into(),
                turn: self.turn,
                rank: expected.index() + 1,
            });
        }
        // The pawn went from `origin` over `square` to `pawn`, in its direction.
        let step = mover.pawn_step();
        let beside = |delta| {
            let rank = square
                .rank()
                .offset(delta)
                .expect("ranks 2 to 7 lie around 3 and 6");
            Square::from_file_rank(square.file(), rank)
        };
        let (pawn, origin) = (beside(step), beside(-step));
        if self.board.piece_at(pawn) != Some(Piece::new(mover, PieceKind::Pawn)) {
            return Err(FenError::EnPassantWithoutPawn {
                square: square.into(),
                pawn: pawn.into(),
            });
        }
        for occupied in [square, origin] {
            if self.board.piece_at(occupied).is_some() {
                return Err(FenError::EnPassantSquareOccupied {
                    square: square.into(),
                    occupied: occupied.into(),
                });
            }
        }
        Ok(())
    }

    /// The placement.
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights.
    pub const fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en passant target square: the square a pawn has just passed
    /// over in a double step, if a pawn of the side to move can legally
    /// take it there (see [`Position`]); `None` otherwise, even right
    /// after a double step.
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Half-moves since the last capture or pawn move.
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, from 1, counted up after each Black move.
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The position with the clocks of a game's first move (halfmove clock
    /// 0, fullmove number 1): the position apart from how it was reached.
    /// Positions reached by different move orders compare equal by it when
    /// the board, the side to move, the castling rights and the en passant
    /// square agree (and with them the Zobrist hash, which leaves the clocks
    /// out); nothing the move generator or perft computes depends on the
    /// clocks.
    ///
    /// ```
    /// use a1h8::{Move, Position};
    ///
    /// let play = |ucis: [&str; 3]| {
    ///     ucis.iter().fold(Position::starting(), |p, uci| p.play_unchecked(Move::from_uci(&p, uci).unwrap()))
    /// };
    /// let (a, b) = (play(["e2e4", "e7e5", "g1f3"]), play(["g1f3", "e7e5", "e2e4"]));
    /// assert_ne!(a, b); // halfmove clocks 1 and 0
    /// assert_eq!(a.without_clocks(), b.without_clocks());
    /// assert_eq!(a.without_clocks().to_string(), format!("{} 0 1", a.fen_without_clocks()));
    /// ```
    #[must_use]
    pub const fn without_clocks(self) -> Position {
        Position {
            halfmove_clock: 0,
            fullmove_number: 1,
            ..self
        }
    }

    /// The first four fields of FEN, without the clocks: placement, side to
    /// move, castling rights and en passant square, written as
    /// [`Display`](fmt::Display) writes them. [`Position::from_fen`] reads
    /// them back, with the clocks of [`without_clocks`](Position::without_clocks).
    ///
    /// ```
    /// use a1h8::Position;
    ///
    /// assert_eq!(
    ///     Position::starting().fen_without_clocks().to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"
    /// );
    /// ```
    pub fn fen_without_clocks(&self) -> impl fmt::Display + '_ {
        FenWithoutClocks(self)
    }

    /// The pieces of `by` that attack `square`.
    pub fn attackers(&self, square: Square, by: Color) -> Bitboard {
        self.attackers_with(square, by, self.board.occupied())
    }

    /// The pieces of `by` that attack `square` when `occupied` blocks the
    /// sliders (a king's square left out, for the squares it may go to).
    #[inline]
    pub(crate) fn attackers_with(&self, square: Square, by: Color, occupied: Bitboard) -> Bitboard {
        self.board.attackers_with(square, by, occupied)
    }

    /// `true` if a piece of `by` attacks `square`.
    pub fn is_attacked(&self, square: Square, by: Color) -> bool {
        !self.attackers(square, by).is_empty()
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        let king = self
            .board
            .king(self.turn)
            .expect("a position has one king per side");
        self.attackers(king, self.turn.other())
    }

    /// `true` if the side to move is in check.
    pub fn is_check(&self) -> bool {
        !self.checkers().is_empty()
    }

    /// `true` if any pawn is on the board.
    pub fn has_pawns(&self) -> bool {
        !self.board.by_kind(PieceKind::Pawn).is_empty()
    }
}

/// `true` if a pawn of `turn` on `board` can legally take en passant on
/// `target`, the square a pawn of the other side has just passed over:
/// a pawn of `turn` stands beside that pawn, and after the capture (the
/// taker on `target`, the pawn taken off) no piece of the other side
/// attacks the king of `turn`. The one test of whether an en passant
/// square is kept, after a double step and when reading FEN.
#[inline]
pub(crate) fn can_take_en_passant(board: &Board, turn: Color, target: Square) -> bool {
    let them = turn.other();
    let takers = attacks::pawn(them, target) & board.by_piece(Piece::new(turn, PieceKind::Pawn));
    if takers.is_empty() {
        return false;
    }
    let (Some(king), Some(rank)) = (board.king(turn), target.rank().offset(them.pawn_step()))
    else {
        return false;
    };
    let taken = Square::from_file_rank(target.file(), rank);
    let theirs = board.by_color(them) - taken;
    // A knight or pawn giving check that the capture does not take.
    let leapers = (attacks::knight(king) & board.by_kind(PieceKind::Knight))
        | (attacks::pawn(turn, king) & board.by_kind(PieceKind::Pawn));
    if leapers.intersects(theirs) {
        return false;
    }
    let queens = board.by_kind(PieceKind::Queen);
    let straight = (board.by_kind(PieceKind::Rook) | queens) & theirs;
    let diagonal = (board.by_kind(PieceKind::Bishop) | queens) & theirs;
    takers.into_iter().any(|from| {
        let after = (board.occupied() - from - taken) | target;
        !attacks::rook(king, after).intersects(straight)
            && !attacks::bishop(king, after).intersects(diagonal)
    })
}

/// Why a symmetry does not apply to a position: the image would not mean
/// the same game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TransformError {
    /// Castling rights tie the kings and rooks to their corners: only the
    /// identity keeps them.
    CastlingRights {
        /// The symmetry refused.
        symmetry: Symmetry,
    },
    /// Pawns move towards the other side: only symmetries that keep every
    /// square on its rank (the identity and the horizontal mirror) keep
    /// that.
    Pawns {
        /// The symmetry refused.
        symmetry: Symmetry,
    },
    /// The symmetry does not map the board onto itself: on a rectangle
    /// the diagonal mirrors and the quarter turns would turn files into
    /// ranks ([`Symmetry::is_symmetry_of`]). Never for the 8x8
    /// [`Position`].
    NotOfBoard {
        /// The symmetry refused.
        symmetry: Symmetry,
        /// The board's number of files.
        files: usize,
        /// The board's number of ranks.
        ranks: usize,
    },
}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransformError::CastlingRights { symmetry } => write!(
                f,
                "{symmetry} does not apply to a position with castling rights: castling \
                 needs the king and rooks on their home squares"
            ),
            TransformError::Pawns { symmetry } => write!(
                f,
                "{symmetry} does not apply to a position with pawns: pawns only move \
                 forward, so only mirror-horizontal keeps their meaning"
            ),
            TransformError::NotOfBoard {
                symmetry,
                files,
                ranks,
            } => write!(
                f,
                "{symmetry} is not a symmetry of the {files}x{ranks} board: only a square \
                 board can be turned a quarter or mirrored along a diagonal"
            ),
        }
    }
}

impl core::error::Error for TransformError {}

/// Symmetries and colour flip.
impl Position {
    /// The position with `symmetry` applied to every piece and to the en
    /// passant square, where that keeps its meaning: every symmetry needs a
    /// position without castling rights, and all but the horizontal mirror
    /// a position without pawns (the identity always applies).
    ///
    /// ```
    /// use a1h8::{Position, Symmetry};
    ///
    /// // The Diagonal Mirroring page's sample.
    /// let sample = Position::from_fen("k7/8/NK2B3/8/8/8/8/8 w - -")?;
    /// let mirrored = sample.transform(Symmetry::MirrorDiagonal).unwrap();
    /// assert_eq!(mirrored.to_string(), "8/8/8/5B2/8/8/5K2/5N1k w - - 0 1");
    ///
    /// let start = Position::starting();
    /// assert!(start.transform(Symmetry::MirrorHorizontal).is_err()); // castling rights
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`TransformError`] naming the castling rights or the pawns.
    pub fn transform(&self, symmetry: Symmetry) -> Result<Position, TransformError> {
        if symmetry != Symmetry::Identity {
            if !self.castling.is_empty() {
                return Err(TransformError::CastlingRights { symmetry });
            }
            if self.has_pawns() && !symmetry.preserves_ranks() {
                return Err(TransformError::Pawns { symmetry });
            }
        }
        Ok(Position {
            board: self.board.map_squares(|set| symmetry.apply_bitboard(set)),
            en_passant: self.en_passant.map(|square| symmetry.apply(square)),
            ..*self
        }
        .rehashed())
    }

    /// The symmetries [`transform`](Position::transform) accepts for this
    /// position, identity first: all 8 without pawns and castling rights,
    /// the identity and the horizontal mirror with pawns, the identity
    /// alone with castling rights.
    pub fn symmetries(&self) -> impl Iterator<Item = Symmetry> + '_ {
        Symmetry::ALL
            .into_iter()
            .filter(|&symmetry| self.transform(symmetry).is_ok())
    }

    /// The same game seen from the other side: the board flipped top to
    /// bottom, every piece's colour exchanged, the other side to move, the
    /// castling rights and the en passant square carried over. Always valid.
    ///
    /// ```
    /// use a1h8::Position;
    ///
    /// let position = Position::from_fen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")?;
    /// assert_eq!(
    ///     position.flip_colors().to_string(),
    ///     "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2"
    /// );
    /// assert_eq!(position.flip_colors().flip_colors(), position);
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    #[must_use]
    pub fn flip_colors(&self) -> Position {
        let flip = Symmetry::FlipVertical;
        Position {
            board: self
                .board
                .swap_colors()
                .map_squares(|set| flip.apply_bitboard(set)),
            turn: self.turn.other(),
            castling: self.castling.flip_colors(),
            en_passant: self.en_passant.map(|square| flip.apply(square)),
            ..*self
        }
        .rehashed()
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::starting()
    }
}

impl fmt::Display for Position {
    /// The six fields of FEN. Castling rights are written as X-FEN: `K Q k
    /// q` when the right's rook is the outermost rook on its side of the
    /// king (always so in standard chess), the rook's file letter otherwise
    /// (`Bkq`); and for a Chess960 position whose rights are all on
    /// standard squares (start position 518), file letters throughout
    /// (`HAha`), so that [`Position::from_fen`] reads back a Chess960
    /// position. Without castling rights the field is `-` in both modes:
    /// use [`Position::from_fen_960`] to read such a Chess960 position back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            FenWithoutClocks(self),
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

/// [`Position::fen_without_clocks`]: FEN's first four fields.
struct FenWithoutClocks<'a>(&'a Position);

impl fmt::Display for FenWithoutClocks<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let position = self.0;
        write!(f, "{} {} ", position.board, position.turn.char())?;
        crate::positions::fen::write_castling(f, position)?;
        f.write_str(" ")?;
        match position.en_passant {
            Some(square) => write!(f, "{square}"),
            None => f.write_str("-"),
        }
    }
}
