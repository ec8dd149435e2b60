//! How a game ends on the board: checkmate or stalemate, for chess and for
//! the variants.

use core::fmt;

use crate::Color;

/// How a position ends the game, when the side to move has no legal move.
///
/// ```
/// use a1h8::{Color, Game, Outcome, Position};
///
/// let mated = Position::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")?;
/// assert_eq!(mated.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
/// assert_eq!(mated.outcome().map(|o| o.to_string()).as_deref(), Some("checkmate, white wins"));
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
}

impl Outcome {
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

    /// `"checkmate"` or `"stalemate"`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
        }
    }

    /// The side that won: `None` for a stalemate.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            Outcome::Stalemate => None,
        }
    }
}

impl fmt::Display for Outcome {
    /// `checkmate, white wins`, `checkmate, black wins` or `stalemate, a
    /// draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Checkmate { winner } => write!(f, "checkmate, {winner} wins"),
            Outcome::Stalemate => f.write_str("stalemate, a draw"),
        }
    }
}
