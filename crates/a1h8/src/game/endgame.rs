//! What an endgame tablebase reads of a game besides its moves and
//! symmetries: positions built from a list of pieces, the squares a pawn
//! may stand on, and the squares a piece reaches, from which the moves
//! that led to a position are found.
//!
//! [`Endgame`] is implemented by the 8x8 [`Position`] and by
//! [`VariantPosition`], so that a tablebase generator is written once for
//! every board.

use core::fmt;

use crate::geometry::BoardSquare;
use crate::variants::{SetupError, VariantPosition, VariantSetup};
use crate::{Board, Color, FenError, Piece, PieceKind, Position, Square};

/// Why [`Endgame::with_pieces`] built no position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PiecesError {
    /// A piece that cannot be put: a square off the board or taken
    /// already, a kind the game does not play.
    Setup(SetupError),
    /// The pieces make no legal position, as FEN would say of it.
    Position(FenError),
}

impl fmt::Display for PiecesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PiecesError::Setup(error) => error.fmt(f),
            PiecesError::Position(error) => error.fmt(f),
        }
    }
}

impl core::error::Error for PiecesError {}

impl From<SetupError> for PiecesError {
    fn from(error: SetupError) -> PiecesError {
        PiecesError::Setup(error)
    }
}

impl From<FenError> for PiecesError {
    fn from(error: FenError) -> PiecesError {
        PiecesError::Position(error)
    }
}

/// A position a tablebase can enumerate: built from pieces alone, with
/// the rules of the position it is built from.
///
/// Squares are named by their index on the board, `rank * files + file`
/// (a1 = 0), and sets of squares are `u128` with bit `index` for the
/// square of index `index`, as in [`Symmetric`](crate::canonical::Symmetric).
///
/// ```
/// use a1h8::geometry::BoardSize;
/// use a1h8::variant::{GARDNER, VariantPosition};
/// use a1h8::{Color, Endgame, Piece, PieceKind, Position};
///
/// let square = |name: &str| BoardSize::STANDARD.parse_square(name).unwrap();
/// let pieces = [
///     (square("e1"), Piece::new(Color::White, PieceKind::King)),
///     (square("d4"), Piece::new(Color::White, PieceKind::Queen)),
///     (square("e8"), Piece::new(Color::Black, PieceKind::King)),
/// ];
/// let position = Position::starting().with_pieces(&pieces, Color::Black)?;
/// assert_eq!(position.to_string(), "4k3/8/8/8/3Q4/8/8/4K3 b - - 0 1");
/// // A pawn of White's stands on ranks 2 to 7 of chess, 2 to 4 of Gardner's.
/// assert!(position.pawn_may_stand(Color::White, 6));
/// let gardner = VariantPosition::start(&GARDNER)?;
/// assert!(!gardner.pawn_may_stand(Color::White, 4));
/// // The queen on d4 of an empty board reaches 27 squares.
/// assert_eq!(position.reach(pieces[1].1, 27, 0).count_ones(), 27);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Endgame: crate::canonical::Symmetric {
    /// A position of the same game as `self` (the same variant) holding
    /// exactly `pieces`, `turn` to move, without castling rights or en
    /// passant square, the clocks at 0 and 1; checked as FEN is checked,
    /// but for whether a legal last move could have given the side to move
    /// the checks it is in: a tablebase holds every position whose side
    /// not to move is not in check, as Syzygy's and Gaviota's do.
    ///
    /// # Errors
    ///
    /// A piece off the board, on a square taken, or of a kind the game
    /// does not play ([`PiecesError::Setup`]); a position FEN would refuse
    /// ([`PiecesError::Position`]: not one king each, a pawn on a rank it
    /// may not stand on, the side not to move in check).
    ///
    /// ```
    /// use a1h8::geometry::BoardSize;
    /// use a1h8::{Color, Endgame, Piece, PieceKind, Position};
    ///
    /// // Black in check from both ends of a diagonal: no last move gives
    /// // that, so FEN refuses it, but a tablebase holds it.
    /// let fen = "8/8/8/8/3B4/8/1k6/B3K3 b - - 0 1";
    /// assert!(Position::from_fen(fen).is_err());
    /// let square = |name: &str| BoardSize::STANDARD.parse_square(name).unwrap();
    /// let white = |kind| Piece::new(Color::White, kind);
    /// let pieces = [
    ///     (square("e1"), white(PieceKind::King)),
    ///     (square("a1"), white(PieceKind::Bishop)),
    ///     (square("d4"), white(PieceKind::Bishop)),
    ///     (square("b2"), Piece::new(Color::Black, PieceKind::King)),
    /// ];
    /// let position = Position::starting().with_pieces(&pieces, Color::Black)?;
    /// assert_eq!(position.to_string(), fen);
    /// assert_eq!(position.legal_moves().len(), 6); // a2 a3 b3 b1 c1 c2
    /// # Ok::<(), a1h8::PiecesError>(())
    /// ```
    fn with_pieces(
        &self,
        pieces: &[(BoardSquare, Piece)],
        turn: Color,
    ) -> Result<Self, PiecesError>;

    /// Whether a pawn of `color` may stand on `rank` (from 0): not on its
    /// own back rank nor on the rank it promotes on.
    fn pawn_may_stand(&self, color: Color, rank: usize) -> bool;

    /// The squares `piece` on the square of index `square` attacks, with
    /// the squares of `occupied` blocking its slides. For every piece but
    /// the pawn these are also the squares it moves to, and, moves being
    /// symmetric, the squares it may have come from.
    fn reach(&self, piece: Piece, square: usize, occupied: u128) -> u128;

    /// The kinds of piece the game plays, pawn and king included.
    fn piece_kinds(&self) -> crate::variants::PieceKindSet;

    /// How the game's pawns advance: where they promote and to what,
    /// where they may advance two squares (and be taken en passant).
    fn pawn_rules(&self) -> PawnRules;
}

/// How a game's pawns move besides their captures (which
/// [`Endgame::reach`] gives): one square forward (White's towards the
/// last rank, Black's towards the first), two from their double-step rank
/// (the square passed over then open to an en passant capture), and on
/// their promotion rank they become one of the promotion kinds.
///
/// ```
/// use a1h8::variant::{GARDNER, VariantPosition};
/// use a1h8::{Color, Endgame, PieceKind, Position};
///
/// let chess = Position::starting().pawn_rules();
/// assert_eq!(chess.promotion_rank(Color::White), Some(7));
/// assert_eq!(chess.double_step_rank(Color::Black), Some(6));
/// assert_eq!(chess.promotions.len(), 4);
/// let gardner = VariantPosition::start(&GARDNER)?.pawn_rules();
/// assert_eq!(gardner.promotion_rank(Color::White), Some(4));
/// assert_eq!(gardner.double_step_rank(Color::White), None);
/// assert!(!gardner.promotions.contains(PieceKind::King));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PawnRules {
    /// By [`Color::index`]: the rank (from 0) a pawn of the colour
    /// promotes on, if it does.
    pub promotion_ranks: [Option<usize>; 2],
    /// By [`Color::index`]: the rank a pawn of the colour may advance two
    /// squares from, if any.
    pub double_step_ranks: [Option<usize>; 2],
    /// The kinds a pawn may become.
    pub promotions: crate::variants::PieceKindSet,
}

impl PawnRules {
    /// The rank pawns of `color` promote on, if they do.
    pub const fn promotion_rank(&self, color: Color) -> Option<usize> {
        self.promotion_ranks[color.index()]
    }

    /// The rank pawns of `color` advance two squares from, if they may.
    pub const fn double_step_rank(&self, color: Color) -> Option<usize> {
        self.double_step_ranks[color.index()]
    }
}

impl Endgame for Position {
    fn with_pieces(
        &self,
        pieces: &[(BoardSquare, Piece)],
        turn: Color,
    ) -> Result<Position, PiecesError> {
        let mut board = Board::EMPTY;
        for &(square, piece) in pieces {
            let at = square.to_square().ok_or(SetupError::OffBoard { square })?;
            if !piece.kind.is_standard() {
                return Err(SetupError::PieceNotInVariant { piece }.into());
            }
            if board.piece_at(at).is_some() {
                return Err(SetupError::Occupied { square }.into());
            }
            board.set(at, Some(piece));
        }
        Ok(Position::from_pieces(board, turn)?)
    }

    fn pawn_may_stand(&self, _color: Color, rank: usize) -> bool {
        (1..7).contains(&rank)
    }

    fn reach(&self, piece: Piece, square: usize, occupied: u128) -> u128 {
        match Square::from_index(square) {
            Some(square) => {
                u128::from(crate::attacks::piece(piece, square, crate::Bitboard(occupied as u64)).0)
            }
            None => 0,
        }
    }

    fn piece_kinds(&self) -> crate::variants::PieceKindSet {
        crate::variants::PieceKindSet::of(&PieceKind::STANDARD)
    }

    fn pawn_rules(&self) -> PawnRules {
        PawnRules {
            promotion_ranks: [Some(7), Some(0)],
            double_step_ranks: [Some(1), Some(6)],
            promotions: crate::variants::PieceKindSet::of(&[
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
            ]),
        }
    }
}

impl Endgame for VariantPosition<'_> {
    fn with_pieces(
        &self,
        pieces: &[(BoardSquare, Piece)],
        turn: Color,
    ) -> Result<Self, PiecesError> {
        let mut setup = VariantSetup::new(self.variant());
        for &(square, piece) in pieces {
            setup.put(square, piece)?;
        }
        Ok(setup.turn(turn).build()?)
    }

    fn pawn_may_stand(&self, color: Color, rank: usize) -> bool {
        let variant = self.variant();
        rank < variant.size().ranks()
            && rank != variant.back_rank(color)
            && variant.promotion_rank(color) != Some(rank)
    }

    fn reach(&self, piece: Piece, square: usize, occupied: u128) -> u128 {
        let attacks = self.variant().attacks();
        match attacks.size().square_at(square) {
            Some(square) => {
                attacks
                    .piece(piece, square, crate::bitboard128::Bitboard128(occupied))
                    .0
            }
            None => 0,
        }
    }

    fn piece_kinds(&self) -> crate::variants::PieceKindSet {
        self.variant().pieces()
    }

    fn pawn_rules(&self) -> PawnRules {
        let variant = self.variant();
        PawnRules {
            promotion_ranks: Color::ALL.map(|color| variant.promotion_rank(color)),
            double_step_ranks: Color::ALL.map(|color| variant.double_step_rank(color)),
            promotions: variant.promotions(),
        }
    }
}
