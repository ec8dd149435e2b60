//! `a1h8.Position`: a position of chess, Chess960 or a built-in variant,
//! immutable (`push` returns a new one), with its legal moves in UCI and,
//! for chess, SAN.

use a1h8::Move;
use a1h8::variant::{Variant, VariantMove, VariantPosition};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use std::fmt::Write;

use crate::arguments::{self, value_error};

/// A position of standard chess (or Chess960) on the dedicated 8x8
/// generator, or of another variant on the generic one.
#[derive(Clone, Copy)]
pub enum Game {
    /// Chess and Chess960.
    Chess(a1h8::Position),
    /// A built-in variant other than chess.
    Variant(VariantPosition<'static>),
}

/// The variant names `Position.from_fen` and `perft` take: `chess`,
/// `chess960` and the built-in variants.
fn variant_names() -> String {
    let mut names: Vec<&str> = Variant::BUILT_IN.iter().map(|v| v.name()).collect();
    names.insert(1, "chess960");
    names.join(", ")
}

impl Game {
    /// Parses `fen` as a position of the variant named `variant`.
    pub fn from_fen(fen: &str, variant: &str) -> PyResult<Game> {
        match variant {
            "chess" => a1h8::Position::from_fen(fen)
                .map(Game::Chess)
                .map_err(value_error),
            "chess960" => a1h8::Position::from_fen_960(fen)
                .map(Game::Chess)
                .map_err(value_error),
            name => {
                let variant = Variant::built_in(name).ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "unknown variant {name:?}: expected one of {}",
                        variant_names()
                    ))
                })?;
                VariantPosition::from_fen(variant, fen)
                    .map(Game::Variant)
                    .map_err(value_error)
            }
        }
    }

    /// The start position of the variant named `variant`.
    fn start(variant: &str) -> PyResult<Game> {
        match variant {
            "chess" | "chess960" => {
                Game::from_fen(&a1h8::Position::starting().to_string(), variant)
            }
            name => match Variant::built_in(name) {
                Some(variant) => Game::from_fen(variant.start_fen(), name),
                None => Game::from_fen("", name),
            },
        }
    }

    /// The chess position, or a `ValueError` saying `what` is for chess only.
    fn chess(&self, what: &str) -> PyResult<&a1h8::Position> {
        match self {
            Game::Chess(position) => Ok(position),
            Game::Variant(position) => Err(PyValueError::new_err(format!(
                "{what} is for chess only, and this is {}",
                position.variant().name()
            ))),
        }
    }

    /// The variant's name.
    fn variant(&self) -> &'static str {
        match self {
            Game::Chess(position) if position.is_chess960() => "chess960",
            Game::Chess(_) => "chess",
            Game::Variant(position) => position.variant().name(),
        }
    }

    /// Checkmate or stalemate, if the side to move has no legal move.
    fn outcome(&self) -> Option<a1h8::Outcome> {
        match self {
            Game::Chess(position) => position.outcome(),
            Game::Variant(position) => position.outcome(),
        }
    }

    fn fen(&self) -> String {
        match self {
            Game::Chess(position) => position.to_string(),
            Game::Variant(position) => position.to_string(),
        }
    }
}

/// A legal chess move of `position` in UCI.
fn chess_move(position: &a1h8::Position, uci: &str) -> PyResult<Move> {
    Move::from_uci(position, uci).map_err(value_error)
}

/// A position of chess, Chess960 or a built-in variant. Immutable:
/// `push` returns the position after a move.
///
/// >>> from a1h8 import Position
/// >>> p = Position.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
/// >>> len(p.legal_moves()), p.san("g1f3")
/// (20, 'Nf3')
#[pyclass(frozen, module = "a1h8")]
pub struct Position {
    game: Game,
}

#[pymethods]
impl Position {
    /// The position a FEN describes, of `variant` (`"chess"` by default;
    /// `"chess960"`, or a name of `a1h8.VARIANTS`). Raises `ValueError`
    /// saying what is wrong and where.
    #[staticmethod]
    #[pyo3(signature = (fen, variant = "chess"))]
    fn from_fen(fen: &str, variant: &str) -> PyResult<Position> {
        Game::from_fen(fen, variant).map(|game| Position { game })
    }

    /// The start position of `variant`.
    #[staticmethod]
    #[pyo3(signature = (variant = "chess"))]
    fn start(variant: &str) -> PyResult<Position> {
        Game::start(variant).map(|game| Position { game })
    }

    /// The position's FEN, with the clocks.
    fn fen(&self) -> String {
        self.game.fen()
    }

    /// The variant: `"chess"`, `"chess960"` or a built-in variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        self.game.variant()
    }

    /// The side to move, `"white"` or `"black"`.
    #[getter]
    fn turn(&self) -> &'static str {
        match &self.game {
            Game::Chess(position) => position.turn().name(),
            Game::Variant(position) => position.turn().name(),
        }
    }

    /// The legal moves in UCI (`e2e4`, `e7e8q`; castling as the king's
    /// two-square move in chess, as king takes rook in Chess960, and in the
    /// other variants as Fairy-Stockfish writes it: the king's move, but
    /// king takes rook when the king goes one square), in the generator's
    /// order.
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        match &self.game {
            Game::Chess(position) => {
                // Written into a small buffer and made a Python string at
                // once: no Rust `String` in between (this is most of the
                // call's time).
                let moves = position.legal_moves();
                let texts = moves.iter().map(|mv| {
                    let mut text = UciText::default();
                    write!(text, "{mv}").expect("a move's UCI fits in 5 bytes");
                    PyString::new(py, text.as_str())
                });
                PyList::new(py, texts)
            }
            Game::Variant(position) => {
                let variant = position.variant();
                let texts: Vec<String> = position
                    .legal_moves()
                    .iter()
                    .map(|m| m.uci(variant).to_string())
                    .collect();
                PyList::new(py, texts)
            }
        }
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        match &self.game {
            Game::Chess(position) => position.is_check(),
            Game::Variant(position) => position.is_check(),
        }
    }

    /// Whether the side to move is checkmated: in check, without a legal
    /// move.
    fn is_checkmate(&self) -> bool {
        matches!(self.game.outcome(), Some(a1h8::Outcome::Checkmate { .. }))
    }

    /// Whether the side to move is stalemated: not in check, without a
    /// legal move.
    fn is_stalemate(&self) -> bool {
        self.game.outcome() == Some(a1h8::Outcome::Stalemate)
    }

    /// How the game ended, if the side to move has no legal move: `None`
    /// while it goes on, `("checkmate", "white")` or `("checkmate",
    /// "black")` naming the winner, or `("stalemate", None)`.
    ///
    /// >>> from a1h8 import Position
    /// >>> Position.from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").outcome()
    /// ('checkmate', 'white')
    /// >>> Position.start().outcome() is None
    /// True
    fn outcome(&self) -> Option<(&'static str, Option<&'static str>)> {
        self.game
            .outcome()
            .map(|outcome| (outcome.name(), outcome.winner().map(a1h8::Color::name)))
    }

    /// The piece on a square, as its FEN letter (upper case White: `"K"`,
    /// `"p"`; a variant's own letters, as `"A"` for Capablanca's
    /// archbishop), or `None` for an empty square. The square is a name
    /// (`"e4"`, `"j10"`) or an index (`rank * files + file`, a1 = 0), on the
    /// position's board. Raises `ValueError` for a square off the board.
    ///
    /// >>> from a1h8 import Position
    /// >>> p = Position.start()
    /// >>> p.piece_at("e1"), p.piece_at(60), p.piece_at("e4")
    /// ('K', 'k', None)
    fn piece_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<char>> {
        let name = square.extract::<String>().ok();
        Ok(match &self.game {
            Game::Chess(position) => {
                let square = match name {
                    Some(name) => name.parse::<a1h8::Square>().map_err(value_error)?,
                    None => arguments::square(square)?,
                };
                position.board().piece_at(square).map(|piece| piece.char())
            }
            Game::Variant(position) => {
                let variant = position.variant();
                let square = match name {
                    Some(name) => variant.size().parse_square(&name).map_err(value_error)?,
                    None => arguments::board_square(square, variant.size())?,
                };
                position
                    .piece_at(square)
                    .map(|piece| variant.piece_char(piece).unwrap_or_else(|| piece.char()))
            }
        })
    }

    /// The position after a legal move given in UCI (castling in the
    /// variants other than chess and Chess960 as the king's move or as
    /// king takes rook, where the king's move is not a king step's).
    /// Raises `ValueError` if the text is not UCI or the move is not legal.
    fn push(&self, uci: &str) -> PyResult<Position> {
        let game = match &self.game {
            Game::Chess(position) => Game::Chess(position.play(chess_move(position, uci)?)),
            Game::Variant(position) => {
                let mv = VariantMove::from_uci(position, uci).map_err(value_error)?;
                Game::Variant(position.play(mv))
            }
        };
        Ok(Position { game })
    }

    /// The SAN of a legal move given in UCI (`"g1f3"` -> `"Nf3"`), with
    /// `+` or `#`. Chess only.
    fn san(&self, uci: &str) -> PyResult<String> {
        let position = self.game.chess("SAN")?;
        Ok(position.san(chess_move(position, uci)?).to_string())
    }

    /// The UCI of a legal move given in SAN (`"Nf3"` -> `"g1f3"`). Chess
    /// only.
    fn parse_san(&self, san: &str) -> PyResult<String> {
        let position = self.game.chess("SAN")?;
        let mv = Move::from_san(position, san).map_err(value_error)?;
        Ok(mv.to_string())
    }

    /// The position after a legal move given in SAN. Chess only.
    fn push_san(&self, san: &str) -> PyResult<Position> {
        let position = self.game.chess("SAN")?;
        let mv = Move::from_san(position, san).map_err(value_error)?;
        Ok(Position {
            game: Game::Chess(position.play(mv)),
        })
    }

    fn __str__(&self) -> String {
        self.game.fen()
    }

    fn __repr__(&self) -> String {
        match self.game.variant() {
            "chess" => format!("Position.from_fen({:?})", self.game.fen()),
            variant => format!(
                "Position.from_fen({:?}, variant={variant:?})",
                self.game.fen()
            ),
        }
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Position>().is_ok_and(|other| {
            let other = other.get();
            self.game.variant() == other.game.variant() && self.game.fen() == other.game.fen()
        })
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (self.game.variant(), self.game.fen()).hash(&mut hasher);
        hasher.finish()
    }
}

/// A chess move's UCI text (`e7e8q`: at most 5 bytes), written by `Move`'s
/// `Display` without allocating.
#[derive(Default)]
struct UciText {
    bytes: [u8; 5],
    len: usize,
}

impl UciText {
    fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..self.len]).expect("UCI is ASCII")
    }
}

impl Write for UciText {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let end = self.len + s.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(std::fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}
