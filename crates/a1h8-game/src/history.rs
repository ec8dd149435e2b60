//! A game's history: its start and the moves played, and the rules that
//! read it (repetition, the draws a player may claim).

use core::fmt;

use a1h8::{Game, IllegalMoveError, Outcome};

/// A game played from a start position: every position it went through,
/// the moves between them, pushed and popped as a GUI or a PGN reader
/// plays them, and the end of the game as python-chess's `Board` tells
/// it, repetitions included.
///
/// Positions repeat as the rules count them: the same placement, side to
/// move, castling rights and en passant capture (the one [`Game::zobrist`]
/// hashes; the clocks aside). A repetition is looked for among the
/// positions since the last capture or pawn move by their Zobrist keys
/// and confirmed by comparing the positions themselves.
///
/// ```
/// use a1h8::{Outcome, Position};
/// use a1h8_game::History;
///
/// let mut game = History::new(Position::starting());
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.push_uci(uci)?;
///     }
/// }
/// // The start position for the third time: a draw a player may claim.
/// assert_eq!(game.repetitions(), 3);
/// assert!(game.is_repetition(3) && game.can_claim_draw());
/// assert_eq!(game.outcome(), None);
/// assert_eq!(game.outcome_with_claims(), Some(Outcome::ThreefoldRepetition));
/// assert_eq!(game.pop().map(|mv| mv.to_string()).as_deref(), Some("f6g8"));
/// assert_eq!(game.repetitions(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<G: Game> {
    /// The positions in the order of the game, the start first, the
    /// current last: one more than the moves.
    positions: Vec<G>,
    /// The moves played, `moves[i]` from `positions[i]`.
    moves: Vec<G::Move>,
}

/// Why a move was not added to a [`History`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PushError {
    /// The move is not legal in the game's position.
    Illegal(IllegalMoveError),
    /// The move, in the notation it was given in, is not one of the
    /// position (misspelt, illegal or ambiguous); the message says which.
    Notation,
    /// No memory was left for one more position.
    OutOfMemory,
}

impl fmt::Display for PushError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PushError::Illegal(error) => error.fmt(f),
            PushError::Notation => f.write_str("not a legal move of the position"),
            PushError::OutOfMemory => f.write_str("no memory left for the game's next position"),
        }
    }
}

impl std::error::Error for PushError {}

impl From<IllegalMoveError> for PushError {
    fn from(error: IllegalMoveError) -> PushError {
        PushError::Illegal(error)
    }
}

impl<G: Game> History<G> {
    /// A game that starts at `start`, no move played yet.
    pub fn new(start: G) -> History<G> {
        History {
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    /// The position now.
    pub fn position(&self) -> &G {
        &self.positions[self.moves.len()]
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Every position of the game, the start first and the current last.
    pub fn positions(&self) -> &[G] {
        &self.positions
    }

    /// The number of moves played (plies).
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// `true` before the first move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Plays `mv` if it is legal in the position now.
    ///
    /// # Errors
    ///
    /// [`PushError::Illegal`] for a move that is not legal here (the game
    /// is unchanged), [`PushError::OutOfMemory`] if the history cannot
    /// grow.
    pub fn push(&mut self, mv: G::Move) -> Result<(), PushError> {
        let next = self.position().play(mv)?;
        self.append(mv, next)
    }

    /// Plays `mv`, a move from the position's
    /// [`legal_moves`](Game::legal_moves), without checking it: for a
    /// search or a generator of games, whose moves are legal.
    ///
    /// # Errors
    ///
    /// [`PushError::OutOfMemory`] if the history cannot grow.
    pub fn push_unchecked(&mut self, mv: G::Move) -> Result<(), PushError> {
        let next = self.position().play_unchecked(mv);
        self.append(mv, next)
    }

    /// Plays the legal move written `uci` in the game's UCI
    /// ([`Game::uci`]).
    ///
    /// # Errors
    ///
    /// [`PushError::Notation`] if no legal move is written so.
    pub fn push_uci(&mut self, uci: &str) -> Result<G::Move, PushError> {
        let position = self.position();
        let mv = position
            .legal_moves()
            .iter()
            .copied()
            .find(|&mv| fmt_eq(position.uci(mv), uci))
            .ok_or(PushError::Notation)?;
        self.push_unchecked(mv)?;
        Ok(mv)
    }

    /// Adds a move and the position it leads to.
    fn append(&mut self, mv: G::Move, next: G) -> Result<(), PushError> {
        self.positions
            .try_reserve(1)
            .and_then(|()| self.moves.try_reserve(1))
            .map_err(|_| PushError::OutOfMemory)?;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Takes back the last move and returns it; `None` at the start.
    pub fn pop(&mut self) -> Option<G::Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The number of times the position now has occurred in the game,
    /// this time included (1 for a position not seen before).
    pub fn repetitions(&self) -> usize {
        let now = self.moves.len();
        1 + self.occurrences(self.position(), now)
    }

    /// Whether the position now has occurred at least `count` times, this
    /// time included: python-chess's `is_repetition(count)` (3 unless told
    /// otherwise there).
    pub fn is_repetition(&self, count: usize) -> bool {
        self.repetitions() >= count
    }

    /// Whether the position now is on the board for the fifth time: the
    /// game is drawn without a claim.
    pub fn is_fivefold_repetition(&self) -> bool {
        self.is_repetition(5)
    }

    /// The number of positions among the first `before` of the game equal
    /// to `position`: only those since its last capture or pawn move can
    /// be (its halfmove clock says how many plies back), and only those
    /// with its side to move, every second one.
    fn occurrences(&self, position: &G, before: usize) -> usize {
        let key = position.zobrist();
        let reach = (position.halfmove_clock() as usize).min(before);
        let bare = position.without_clocks();
        (2..=reach)
            .step_by(2)
            .map(|back| &self.positions[before - back])
            .filter(|earlier| earlier.zobrist() == key && earlier.without_clocks() == bare)
            .count()
    }

    /// Whether the player to move may claim a draw by threefold
    /// repetition: the position now is on the board for the third time,
    /// or a legal move leads to a position seen twice before.
    pub fn can_claim_threefold_repetition(&self) -> bool {
        if self.is_repetition(3) {
            return true;
        }
        let now = self.moves.len();
        let position = self.position();
        position.legal_moves().iter().any(|&mv| {
            let next = position.play_unchecked(mv);
            // The position now counts among those before the move.
            next.halfmove_clock() > 0 && self.occurrences(&next, now + 1) >= 2
        })
    }

    /// Whether the player to move may claim a draw by the fifty-move rule:
    /// 100 plies without a capture or a pawn move and a legal move left,
    /// or a legal move that makes it so.
    pub fn can_claim_fifty_moves(&self) -> bool {
        let position = self.position();
        position.is_fifty_moves()
            || (position.halfmove_clock() >= 99
                && position
                    .legal_moves()
                    .iter()
                    .any(|&mv| position.play_unchecked(mv).is_fifty_moves()))
    }

    /// Whether the player to move may claim a draw, by either rule.
    pub fn can_claim_draw(&self) -> bool {
        self.can_claim_fifty_moves() || self.can_claim_threefold_repetition()
    }

    /// How the game has ended without a claim, in python-chess's order:
    /// checkmate, insufficient material, stalemate, the seventy-five-move
    /// rule ([`Game::outcome`]), then fivefold repetition; `None` while it
    /// goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome().or_else(|| {
            self.is_fivefold_repetition()
                .then_some(Outcome::FivefoldRepetition)
        })
    }

    /// [`outcome`](History::outcome), or else a draw the player to move
    /// may claim: the fifty-move rule first, then threefold repetition
    /// (python-chess's `outcome(claim_draw=True)`).
    pub fn outcome_with_claims(&self) -> Option<Outcome> {
        self.outcome().or_else(|| {
            if self.can_claim_fifty_moves() {
                Some(Outcome::FiftyMoves)
            } else if self.can_claim_threefold_repetition() {
                Some(Outcome::ThreefoldRepetition)
            } else {
                None
            }
        })
    }
}

/// Whether `shown` writes exactly `text`, compared as it is written.
fn fmt_eq(shown: impl fmt::Display, text: &str) -> bool {
    struct Compare<'a> {
        rest: &'a str,
        equal: bool,
    }
    impl fmt::Write for Compare<'_> {
        fn write_str(&mut self, part: &str) -> fmt::Result {
            match self.rest.strip_prefix(part) {
                Some(rest) if self.equal => self.rest = rest,
                _ => self.equal = false,
            }
            Ok(())
        }
    }
    let mut compare = Compare {
        rest: text,
        equal: true,
    };
    let _ = fmt::write(&mut compare, format_args!("{shown}"));
    compare.equal && compare.rest.is_empty()
}
