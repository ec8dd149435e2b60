//! How a game ends: checkmate and stalemate on the board, and the draws
//! by rule, automatic (insufficient material, the seventy-five-move rule,
//! fivefold repetition) or claimed (the fifty-move rule, threefold
//! repetition), for chess and for the variants.

use core::fmt;

use crate::Color;

/// How a game ends, with the same reasons and names as python-chess's
/// `Termination`.
///
/// A position decides checkmate, stalemate, insufficient material and the
/// seventy-five-move rule ([`Game::outcome`](crate::Game::outcome));
/// repetition and the claims need the game's history (the crate
/// `a1h8-game`).
///
/// ```
/// use a1h8::{Color, Game, Outcome, Position};
///
/// let mated = Position::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")?;
/// assert_eq!(mated.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
/// assert_eq!(mated.outcome().map(|o| o.to_string()).as_deref(), Some("checkmate, white wins"));
/// let bare_kings = Position::from_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1")?;
/// assert_eq!(bare_kings.outcome(), Some(Outcome::InsufficientMaterial));
/// assert_eq!(Outcome::InsufficientMaterial.name(), "insufficient_material");
/// assert_eq!(Position::starting().outcome(), None);
/// # Ok::<(), a1h8::FenError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is in check and has no legal move: the other side
    /// wins.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// Neither side can ever checkmate, whatever is played: a draw.
    InsufficientMaterial,
    /// 150 plies without a capture or a pawn move (the halfmove clock at
    /// 150 or more) and the side to move not mated: a draw without a
    /// claim.
    SeventyFiveMoves,
    /// The same position for the fifth time: a draw without a claim.
    FivefoldRepetition,
    /// Drawn on a player's claim under the fifty-move rule.
    FiftyMoves,
    /// Drawn on a player's claim of threefold repetition.
    ThreefoldRepetition,
}

impl Outcome {
    /// Every outcome, the winner of checkmate White.
    pub const ALL: [Outcome; 7] = [
        Outcome::Checkmate {
            winner: Color::White,
        },
        Outcome::Stalemate,
        Outcome::InsufficientMaterial,
        Outcome::SeventyFiveMoves,
        Outcome::FivefoldRepetition,
        Outcome::FiftyMoves,
        Outcome::ThreefoldRepetition,
    ];

    /// The outcome of a position whose side to move, `turn`, has no legal
    /// move, in check or not.
    pub(crate) const fn without_moves(turn: Color, check: bool) -> Outcome {
        if check {
            Outcome::Checkmate {
                winner: turn.other(),
            }
        } else {
            Outcome::Stalemate
        }
    }

    /// The lower-case name of python-chess's `Termination` member:
    /// `"checkmate"`, `"stalemate"`, `"insufficient_material"`,
    /// `"seventyfive_moves"`, `"fivefold_repetition"`, `"fifty_moves"` or
    /// `"threefold_repetition"`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient_material",
            Outcome::SeventyFiveMoves => "seventyfive_moves",
            Outcome::FivefoldRepetition => "fivefold_repetition",
            Outcome::FiftyMoves => "fifty_moves",
            Outcome::ThreefoldRepetition => "threefold_repetition",
        }
    }

    /// The side that won: `None` for a draw.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// Whether a player had to claim the draw (fifty moves, threefold
    /// repetition); the other outcomes end the game by themselves.
    pub const fn is_claimed(self) -> bool {
        matches!(self, Outcome::FiftyMoves | Outcome::ThreefoldRepetition)
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    /// `checkmate, white wins`, `stalemate, a draw`, `insufficient
    /// material, a draw`, `seventy-five-move rule, a draw`, `fivefold
    /// repetition, a draw`, `fifty-move rule, a draw on claim`,
    /// `threefold repetition, a draw on claim`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Checkmate { winner } => write!(f, "checkmate, {winner} wins"),
            Outcome::Stalemate => f.write_str("stalemate, a draw"),
            Outcome::InsufficientMaterial => f.write_str("insufficient material, a draw"),
            Outcome::SeventyFiveMoves => f.write_str("seventy-five-move rule, a draw"),
            Outcome::FivefoldRepetition => f.write_str("fivefold repetition, a draw"),
            Outcome::FiftyMoves => f.write_str("fifty-move rule, a draw on claim"),
            Outcome::ThreefoldRepetition => f.write_str("threefold repetition, a draw on claim"),
        }
    }
}
