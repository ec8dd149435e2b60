//! `a1h8.Board`: a game in python-chess's words, with its moves pushed
//! and popped and the rules that read its history (repetition, the
//! draws a player may claim); `a1h8.Outcome`, how it ended.

use a1h8::{AnyGame, Color, Game};
use a1h8_game::{History, PushError};
use pyo3::exceptions::{PyIndexError, PyMemoryError};
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::arguments::value_error;
use crate::position::{self, Position, move_of_san, move_of_uci, variant_name};
use crate::variant::GameRules;

/// How a game ended, as python-chess's `Outcome`: `winner` is `True` for
/// White, `False` for Black, `None` for a draw; `termination` the lower-case
/// name of python-chess's `Termination` member (`"checkmate"`,
/// `"stalemate"`, `"insufficient_material"`, `"seventyfive_moves"`,
/// `"fivefold_repetition"`, `"fifty_moves"`, `"threefold_repetition"`).
///
/// >>> from a1h8 import Board
/// >>> board = Board("7k/8/8/8/8/8/8/K6N w - - 0 1")
/// >>> board.outcome()
/// Outcome(termination='insufficient_material', winner=None)
/// >>> board.outcome().result()
/// '1/2-1/2'
#[pyclass(frozen, eq, module = "a1h8")]
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    outcome: a1h8::Outcome,
}

#[pymethods]
impl Outcome {
    /// `True` if White won, `False` if Black won, `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<bool> {
        self.outcome.winner().map(|color| color == Color::White)
    }

    /// The lower-case name of python-chess's `Termination` member.
    #[getter]
    fn termination(&self) -> &'static str {
        self.outcome.name()
    }

    /// `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    fn result(&self) -> &'static str {
        self.outcome.result()
    }

    fn __repr__(&self) -> String {
        let winner = match self.winner() {
            Some(true) => "True",
            Some(false) => "False",
            None => "None",
        };
        format!(
            "Outcome(termination='{}', winner={winner})",
            self.termination()
        )
    }
}

/// A game of chess, Chess960 or a variant from a position: the moves played
/// (`push_uci`, `push_san`, `pop`), the position now (`fen()`), and how the
/// game ends as python-chess's `Board` tells it, repetitions and claims
/// included. Moves are UCI strings. `fen` is the start (the variant's
/// start position when `None`); `variant` as `Position.from_fen` takes it
/// (`None` is chess).
///
/// >>> from a1h8 import Board
/// >>> board = Board()
/// >>> for move in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2:
/// ...     _ = board.push_uci(move)
/// >>> board.is_repetition(3), board.can_claim_draw(), board.outcome()
/// (True, True, None)
/// >>> board.outcome(claim_draw=True)
/// Outcome(termination='threefold_repetition', winner=None)
/// >>> board.push_san("e4")
/// 'e2e4'
/// >>> board.fen()
/// 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5'
#[pyclass(module = "a1h8")]
pub struct Board {
    history: History<AnyGame<'static>>,
}

/// A `PushError` as Python's: `ValueError`, or `MemoryError`.
pub(crate) fn push_error(error: PushError) -> PyErr {
    match error {
        PushError::OutOfMemory => PyMemoryError::new_err(error.to_string()),
        other => value_error(other),
    }
}

impl Board {
    /// The board of a game played so far.
    pub(crate) fn of(history: History<AnyGame<'static>>) -> Board {
        Board { history }
    }

    /// The game.
    pub(crate) fn history(&self) -> &History<AnyGame<'static>> {
        &self.history
    }

    /// The position now.
    fn game(&self) -> &AnyGame<'static> {
        self.history.position()
    }

    /// Plays `mv`, already known legal, and returns its UCI.
    fn push_move(&mut self, mv: a1h8::AnyMove) -> PyResult<String> {
        let uci = self.game().uci(mv).to_string();
        self.history.push_unchecked(mv).map_err(push_error)?;
        Ok(uci)
    }
}

#[pymethods]
impl Board {
    #[new]
    #[pyo3(signature = (fen = None, variant = None), text_signature = "(fen=None, variant=None)")]
    fn new(fen: Option<&str>, variant: Option<GameRules>) -> PyResult<Board> {
        let rules = variant.unwrap_or(GameRules::CHESS);
        let start = match fen {
            Some(fen) => position::from_fen(fen, rules)?,
            None => position::start(rules)?,
        };
        Ok(Board {
            history: History::new(start),
        })
    }

    /// The FEN of the position now, with the clocks.
    fn fen(&self) -> String {
        self.game().to_string()
    }

    /// The position now, as an immutable `a1h8.Position`.
    fn position(&self) -> Position {
        Position::of(*self.game())
    }

    /// The FEN of the position the game started from.
    fn starting_fen(&self) -> String {
        self.history.start().to_string()
    }

    /// The variant: `"chess"`, `"chess960"` or the variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        variant_name(self.game())
    }

    /// The side to move: `True` for White, `False` for Black.
    #[getter]
    fn turn(&self) -> bool {
        self.game().turn() == Color::White
    }

    /// Plies since the last capture or pawn move.
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.game().halfmove_clock()
    }

    /// The number of the move now, 1 at the start, one more after Black's.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        self.game().fullmove_number()
    }

    /// The position's Zobrist key (a1h8's keys, not Polyglot's): equal for
    /// the same position by the rules of repetition.
    fn zobrist(&self) -> u64 {
        self.game().zobrist()
    }

    /// The legal moves in UCI, in the generator's order.
    #[getter]
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        position::legal_moves(py, self.game())
    }

    /// The moves played, in UCI, the first first.
    #[getter]
    fn move_stack(&self) -> Vec<String> {
        let mut game = *self.history.start();
        self.history
            .moves()
            .iter()
            .map(|&mv| {
                let uci = game.uci(mv).to_string();
                game = game.play_unchecked(mv);
                uci
            })
            .collect()
    }

    /// Plays a legal move given in UCI and returns it. Raises `ValueError`
    /// if it is not UCI or not legal here.
    fn push_uci(&mut self, uci: &str) -> PyResult<String> {
        let mv = move_of_uci(self.game(), uci)?;
        self.push_move(mv)
    }

    /// `push_uci`.
    fn push(&mut self, uci: &str) -> PyResult<String> {
        self.push_uci(uci)
    }

    /// Plays a legal move given in SAN and returns its UCI. Raises
    /// `ValueError` if it is not SAN of a legal move.
    fn push_san(&mut self, san: &str) -> PyResult<String> {
        let mv = move_of_san(self.game(), san)?;
        self.push_move(mv)
    }

    /// Takes back the last move and returns its UCI. Raises `IndexError`
    /// at the start.
    fn pop(&mut self) -> PyResult<String> {
        let mv = self
            .history
            .pop()
            .ok_or_else(|| PyIndexError::new_err("pop from a board without moves"))?;
        Ok(self.game().uci(mv).to_string())
    }

    /// The last move played, in UCI. Raises `IndexError` at the start.
    fn peek(&self) -> PyResult<String> {
        let moves = self.history.moves();
        let positions = self.history.positions();
        match moves.last() {
            Some(&mv) => Ok(positions[moves.len() - 1].uci(mv).to_string()),
            None => Err(PyIndexError::new_err("peek at a board without moves")),
        }
    }

    /// The SAN of a legal move given in UCI. Raises `ValueError` if it is
    /// not UCI or not legal.
    fn san(&self, uci: &str) -> PyResult<String> {
        let mv = move_of_uci(self.game(), uci)?;
        Ok(self.game().san(mv).to_string())
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.game().is_check()
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        self.game().is_checkmate()
    }

    /// Whether the side to move is stalemated.
    fn is_stalemate(&self) -> bool {
        self.game().is_stalemate()
    }

    /// Whether neither side can ever mate (python-chess's definition for
    /// chess and Chess960; bare kings in a variant).
    fn is_insufficient_material(&self) -> bool {
        self.game().is_insufficient_material()
    }

    /// Whether 150 plies went by without a capture or a pawn move (and the
    /// side to move is not mated or stalemated).
    fn is_seventyfive_moves(&self) -> bool {
        self.game().is_seventyfive_moves()
    }

    /// Whether the position is on the board for the fifth time.
    fn is_fivefold_repetition(&self) -> bool {
        self.history.is_fivefold_repetition()
    }

    /// Whether 100 plies went by without a capture or a pawn move (and a
    /// legal move is left).
    fn is_fifty_moves(&self) -> bool {
        self.game().is_fifty_moves()
    }

    /// Whether the position now has been on the board `count` times, now
    /// included.
    #[pyo3(signature = (count = 3))]
    fn is_repetition(&self, count: usize) -> bool {
        self.history.is_repetition(count)
    }

    /// Whether the player to move may claim a draw by the fifty-move rule,
    /// now or by the move about to be played.
    fn can_claim_fifty_moves(&self) -> bool {
        self.history.can_claim_fifty_moves()
    }

    /// Whether the player to move may claim a draw by threefold
    /// repetition, now or by the move about to be played.
    fn can_claim_threefold_repetition(&self) -> bool {
        self.history.can_claim_threefold_repetition()
    }

    /// Whether the player to move may claim a draw, by either rule.
    fn can_claim_draw(&self) -> bool {
        self.history.can_claim_draw()
    }

    /// How the game has ended, or `None` while it goes on: checkmate,
    /// insufficient material, stalemate, the seventy-five-move rule,
    /// fivefold repetition, then (with `claim_draw=True`) the fifty-move
    /// rule and threefold repetition, in python-chess's order.
    #[pyo3(signature = (*, claim_draw = false))]
    fn outcome(&self, claim_draw: bool) -> Option<Outcome> {
        let outcome = if claim_draw {
            self.history.outcome_with_claims()
        } else {
            self.history.outcome()
        };
        outcome.map(|outcome| Outcome { outcome })
    }

    /// Whether the game has ended (`outcome(claim_draw=...)` is not None).
    #[pyo3(signature = (*, claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.outcome(claim_draw).is_some()
    }

    /// `"1-0"`, `"0-1"`, `"1/2-1/2"`, or `"*"` while the game goes on.
    #[pyo3(signature = (*, claim_draw = false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        self.outcome(claim_draw)
            .map_or("*", |outcome| outcome.outcome.result())
    }

    /// A copy, with its moves.
    fn copy(&self) -> Board {
        Board {
            history: self.history.clone(),
        }
    }

    fn __len__(&self) -> usize {
        self.history.len()
    }

    fn __str__(&self) -> String {
        self.fen()
    }

    fn __repr__(&self) -> String {
        // As Python writes strings: a FEN holds no quote.
        match self.variant() {
            "chess" => format!("Board('{}')", self.fen()),
            variant => format!("Board('{}', variant='{variant}')", self.fen()),
        }
    }
}
