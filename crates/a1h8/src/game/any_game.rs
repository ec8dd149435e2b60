//! A game of any kind as one value: chess (Chess960 too) on its own
//! generator, or a variant on the generic one, decided once when the game
//! is chosen ([`Rules`]) and never again by the code that plays it.
//!
//! [`AnyGame`] implements [`Game`], [`Symmetric`] and [`Endgame`] by
//! handing each call to the position it holds; perft is the held game's
//! own, so chess keeps its specialised walk. A front end (a tool, a
//! binding, a tablebase on disk) holds an `AnyGame` where it would
//! otherwise choose between the two at every call.

use core::fmt;

use crate::canonical::Symmetric;
use crate::game::endgame::{Endgame, PiecesError};
use crate::game::interface::Game;
use crate::geometry::{BoardSize, BoardSquare};
use crate::moves::move_list::FixedMoveList;
use crate::variants::{CAPACITY, PieceKindSet, Variant, VariantMove, VariantPosition};
use crate::{
    CastlingSide, Color, FenError, Move, MoveKind, Piece, PieceKind, Position, Square, Symmetry,
    TransformError,
};

/// The rules a game is played by: chess (a Chess960 position recognised by
/// its castling rooks), Chess960 (castling always as the king taking its
/// rook), or a variant.
///
/// ```
/// use a1h8::{Game, Rules};
///
/// let capablanca = Rules::named("Capablanca").unwrap();
/// assert_eq!(capablanca.name(), "capablanca");
/// assert_eq!(capablanca.start()?.board_size().to_string(), "10x8");
/// assert_eq!(Rules::named("chess960"), Some(Rules::Chess960));
/// let position = Rules::Chess.from_fen("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")?;
/// assert_eq!(position.legal_moves().len(), 14);
/// # Ok::<(), a1h8::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules<'v> {
    /// Chess on its own generator.
    Chess,
    /// Chess960 on chess's generator, castling as the king taking its rook.
    Chess960,
    /// A variant, on the generic generator.
    Variant(&'v Variant<'v>),
}

impl<'v> Rules<'v> {
    /// The name that stands for Chess960.
    pub const CHESS960: &'static str = "chess960";

    /// The rules of the built-in game `name` in any case, if there is one:
    /// `chess` is chess on its own generator ([`Rules::Chess`]; the variant
    /// [`CHESS`](crate::variant::CHESS) plays it on the generic one, as
    /// `Rules::Variant(&CHESS)`), `chess960` Chess960, any other name a
    /// built-in variant's.
    pub fn named(name: &str) -> Option<Rules<'static>> {
        if name.eq_ignore_ascii_case("chess") {
            Some(Rules::Chess)
        } else if name.eq_ignore_ascii_case(Rules::CHESS960) {
            Some(Rules::Chess960)
        } else {
            Variant::BUILT_IN
                .into_iter()
                .find(|variant| variant.name().eq_ignore_ascii_case(name))
                .map(Rules::Variant)
        }
    }

    /// The game's name: `chess`, `chess960` or the variant's.
    pub fn name(&self) -> &'v str {
        match self {
            Rules::Chess => "chess",
            Rules::Chess960 => Rules::CHESS960,
            Rules::Variant(variant) => variant.name(),
        }
    }

    /// The variant, for [`Rules::Variant`].
    pub fn variant(&self) -> Option<&'v Variant<'v>> {
        match self {
            Rules::Variant(variant) => Some(variant),
            _ => None,
        }
    }

    /// The start position: chess's (with Chess960's rules for
    /// [`Rules::Chess960`]), or the variant's.
    ///
    /// # Errors
    ///
    /// A variant whose start position is no legal position (one read from
    /// a `variants.ini`).
    pub fn start(&self) -> Result<AnyGame<'v>, FenError> {
        match self {
            Rules::Chess => Ok(AnyGame::Chess(Position::starting())),
            Rules::Chess960 => Ok(AnyGame::Chess(Position::starting().with_chess960(true))),
            Rules::Variant(variant) => VariantPosition::start(variant).map(AnyGame::Variant),
        }
    }

    /// The position of `fen` under these rules.
    ///
    /// # Errors
    ///
    /// What FEN reading says of it.
    pub fn from_fen(&self, fen: &str) -> Result<AnyGame<'v>, FenError> {
        self.from_fen_bytes(fen.as_bytes())
    }

    /// [`from_fen`](Rules::from_fen) of bytes, as read from a file.
    ///
    /// # Errors
    ///
    /// What FEN reading says of it (bytes that are no ASCII included).
    pub fn from_fen_bytes(&self, fen: &[u8]) -> Result<AnyGame<'v>, FenError> {
        match self {
            Rules::Chess => Position::from_fen_bytes(fen).map(AnyGame::Chess),
            Rules::Chess960 => Position::parse_fen(fen, true).map(AnyGame::Chess),
            Rules::Variant(variant) => {
                VariantPosition::from_fen_bytes(variant, fen).map(AnyGame::Variant)
            }
        }
    }
}

/// A position of any game: chess (Chess960 too) or a variant.
///
/// ```
/// use a1h8::{AnyGame, Game, Rules, perft};
///
/// // Written once, played on either generator.
/// for name in ["chess", "gardner"] {
///     let start: AnyGame = Rules::named(name).unwrap().start()?;
///     let replies: u64 = start.legal_moves().iter().map(|&mv| start.play_unchecked(mv).count_legal_moves()).sum();
///     assert_eq!(replies, perft(&start, 2));
/// }
/// # Ok::<(), a1h8::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame<'v> {
    /// Chess or Chess960.
    Chess(Position),
    /// A variant.
    Variant(VariantPosition<'v>),
}

/// A move of [`AnyGame`]: of chess, or of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    /// A chess move.
    Chess(Move),
    /// A variant's move.
    Variant(VariantMove),
}

/// The legal moves of an [`AnyGame`].
pub type AnyMoveList = FixedMoveList<AnyMove, CAPACITY>;

/// `$body` with `$position` the position `$game` holds, of either kind.
macro_rules! each {
    ($game:expr, $position:ident => $body:expr) => {
        match $game {
            AnyGame::Chess($position) => $body,
            AnyGame::Variant($position) => $body,
        }
    };
}

/// `$body` on the position `$game` holds and the move `$mv` of its kind;
/// `$default` for a move of the other kind.
macro_rules! with_move {
    ($game:expr, $mv:expr, ($position:ident, $inner:ident) => $body:expr, $default:expr) => {
        match ($game, $mv) {
            (AnyGame::Chess($position), AnyMove::Chess($inner)) => $body,
            (AnyGame::Variant($position), AnyMove::Variant($inner)) => $body,
            _ => $default,
        }
    };
}

impl<'v> AnyGame<'v> {
    /// The chess position, if it is one.
    pub fn chess(&self) -> Option<&Position> {
        match self {
            AnyGame::Chess(position) => Some(position),
            AnyGame::Variant(_) => None,
        }
    }

    /// The variant position, if it is one.
    pub fn variant_position(&self) -> Option<&VariantPosition<'v>> {
        match self {
            AnyGame::Chess(_) => None,
            AnyGame::Variant(position) => Some(position),
        }
    }

    /// The legal move `uci` names, read by the held game's own UCI reader
    /// ([`Move::from_uci`], [`VariantMove::from_uci`]), if it is one.
    pub fn move_from_uci(&self, uci: &str) -> Option<AnyMove> {
        match self {
            AnyGame::Chess(position) => Move::from_uci(position, uci).ok().map(AnyMove::Chess),
            AnyGame::Variant(position) => VariantMove::from_uci(position, uci)
                .ok()
                .map(AnyMove::Variant),
        }
    }
}

impl fmt::Display for AnyGame<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each!(self, position => position.fmt(f))
    }
}

/// The UCI of a move of either kind, or `0000` for a move of another game.
enum AnyUci<C, V> {
    Chess(C),
    Variant(V),
    Other,
}

impl<C: fmt::Display, V: fmt::Display> fmt::Display for AnyUci<C, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyUci::Chess(uci) => uci.fmt(f),
            AnyUci::Variant(uci) => uci.fmt(f),
            AnyUci::Other => f.write_str("0000"),
        }
    }
}

impl<'v> Game for AnyGame<'v> {
    type Move = AnyMove;
    type MoveList = AnyMoveList;

    fn turn(&self) -> Color {
        each!(self, position => position.turn())
    }

    fn is_check(&self) -> bool {
        each!(self, position => position.is_check())
    }

    fn legal_moves(&self) -> AnyMoveList {
        let mut list = AnyMoveList::filled(AnyMove::Chess(Move::normal(Square::A1, Square::A1)));
        match self {
            AnyGame::Chess(position) => {
                for &mv in position.legal_moves().iter() {
                    list.push(AnyMove::Chess(mv));
                }
            }
            AnyGame::Variant(position) => {
                for &mv in position.legal_moves().iter() {
                    list.push(AnyMove::Variant(mv));
                }
            }
        }
        list
    }

    fn count_legal_moves(&self) -> u64 {
        each!(self, position => Game::count_legal_moves(position))
    }

    /// The position after `mv`; a move of the other kind of game leaves
    /// the position as it is.
    fn play_unchecked(&self, mv: AnyMove) -> AnyGame<'v> {
        match (self, mv) {
            (AnyGame::Chess(position), AnyMove::Chess(mv)) => {
                AnyGame::Chess(position.play_unchecked(mv))
            }
            (AnyGame::Variant(position), AnyMove::Variant(mv)) => {
                AnyGame::Variant(position.play_unchecked(mv))
            }
            _ => *self,
        }
    }

    fn for_each_child(&self, mut each: impl FnMut(&Self)) {
        match self {
            AnyGame::Chess(position) => {
                Game::for_each_child(position, |child| each(&AnyGame::Chess(*child)));
            }
            AnyGame::Variant(position) => {
                Game::for_each_child(position, |child| each(&AnyGame::Variant(*child)));
            }
        }
    }

    /// The held game's own perft: chess's specialised walk for chess.
    fn perft(&self, depth: u32) -> u64 {
        each!(self, position => Game::perft(position, depth))
    }

    fn zobrist(&self) -> u64 {
        each!(self, position => position.zobrist())
    }

    fn without_clocks(&self) -> AnyGame<'v> {
        match self {
            AnyGame::Chess(position) => AnyGame::Chess(Game::without_clocks(position)),
            AnyGame::Variant(position) => AnyGame::Variant(Game::without_clocks(position)),
        }
    }

    fn game_name(&self) -> &str {
        each!(self, position => position.game_name())
    }

    fn rules_digest(&self) -> u64 {
        each!(self, position => position.rules_digest())
    }

    fn outcome(&self) -> Option<crate::Outcome> {
        each!(self, position => Game::outcome(position))
    }

    fn halfmove_clock(&self) -> u32 {
        each!(self, position => Game::halfmove_clock(position))
    }

    fn fullmove_number(&self) -> u32 {
        each!(self, position => Game::fullmove_number(position))
    }

    fn is_insufficient_material(&self) -> bool {
        each!(self, position => Game::is_insufficient_material(position))
    }

    fn board_size(&self) -> BoardSize {
        each!(self, position => position.board_size())
    }

    fn kind_on(&self, square: BoardSquare) -> Option<PieceKind> {
        each!(self, position => position.kind_on(square))
    }

    fn move_from(&self, mv: AnyMove) -> BoardSquare {
        with_move!(self, mv, (position, mv) => position.move_from(mv), BoardSize::STANDARD.square(0, 0).expect("a1"))
    }

    fn move_to(&self, mv: AnyMove) -> BoardSquare {
        with_move!(self, mv, (position, mv) => position.move_to(mv), BoardSize::STANDARD.square(0, 0).expect("a1"))
    }

    fn move_kind(&self, mv: AnyMove) -> MoveKind {
        with_move!(self, mv, (position, mv) => position.move_kind(mv), MoveKind::Normal)
    }

    fn move_promotion(&self, mv: AnyMove) -> Option<PieceKind> {
        with_move!(self, mv, (position, mv) => position.move_promotion(mv), None)
    }

    fn move_castling_side(&self, mv: AnyMove) -> Option<CastlingSide> {
        with_move!(self, mv, (position, mv) => position.move_castling_side(mv), None)
    }

    fn is_capture(&self, mv: AnyMove) -> bool {
        with_move!(self, mv, (position, mv) => position.is_capture(mv), false)
    }

    fn piece_letter(&self, kind: PieceKind) -> char {
        each!(self, position => position.piece_letter(kind))
    }

    fn letter_kind(&self, letter: char) -> Option<PieceKind> {
        each!(self, position => position.letter_kind(letter))
    }

    fn promotions(&self) -> PieceKindSet {
        each!(self, position => position.promotions())
    }

    fn piece_on(&self, square: BoardSquare) -> Option<Piece> {
        each!(self, position => position.piece_on(square))
    }

    fn has_pawns(&self) -> bool {
        each!(self, position => Game::has_pawns(position))
    }

    fn has_castling_rights(&self) -> bool {
        each!(self, position => position.has_castling_rights())
    }

    fn king_square(&self, color: Color) -> Option<BoardSquare> {
        each!(self, position => position.king_square(color))
    }

    fn piece_at_index(&self, index: usize) -> Option<Piece> {
        each!(self, position => position.piece_at_index(index))
    }

    fn occupied_set(&self) -> u128 {
        each!(self, position => position.occupied_set())
    }

    fn en_passant_index(&self) -> Option<usize> {
        each!(self, position => position.en_passant_index())
    }

    fn count(&self, color: Color, kind: PieceKind) -> usize {
        each!(self, position => Game::count(position, color, kind))
    }

    fn uci(&self, mv: AnyMove) -> impl fmt::Display + '_ {
        match (self, mv) {
            (AnyGame::Chess(position), AnyMove::Chess(mv)) => {
                AnyUci::Chess(Game::uci(position, mv))
            }
            (AnyGame::Variant(position), AnyMove::Variant(mv)) => {
                AnyUci::Variant(Game::uci(position, mv))
            }
            _ => AnyUci::Other,
        }
    }
}

impl Symmetric for AnyGame<'_> {
    fn transform(&self, symmetry: Symmetry) -> Result<Self, TransformError> {
        match self {
            AnyGame::Chess(position) => {
                Symmetric::transform(position, symmetry).map(AnyGame::Chess)
            }
            AnyGame::Variant(position) => {
                Symmetric::transform(position, symmetry).map(AnyGame::Variant)
            }
        }
    }

    fn flip_colors(&self) -> Self {
        match self {
            AnyGame::Chess(position) => AnyGame::Chess(Symmetric::flip_colors(position)),
            AnyGame::Variant(position) => AnyGame::Variant(Symmetric::flip_colors(position)),
        }
    }
}

impl Endgame for AnyGame<'_> {
    fn with_pieces(
        &self,
        pieces: &[(BoardSquare, Piece)],
        turn: Color,
    ) -> Result<Self, PiecesError> {
        match self {
            AnyGame::Chess(position) => position.with_pieces(pieces, turn).map(AnyGame::Chess),
            AnyGame::Variant(position) => position.with_pieces(pieces, turn).map(AnyGame::Variant),
        }
    }

    fn pawn_may_stand(&self, color: Color, rank: usize) -> bool {
        each!(self, position => position.pawn_may_stand(color, rank))
    }

    fn reach(&self, piece: Piece, square: usize, occupied: u128) -> u128 {
        each!(self, position => position.reach(piece, square, occupied))
    }

    fn piece_kinds(&self) -> PieceKindSet {
        each!(self, position => position.piece_kinds())
    }

    fn pawn_rules(&self) -> crate::PawnRules {
        each!(self, position => position.pawn_rules())
    }
}
