//! `a1h8.Position`: a position of chess, Chess960 or a built-in variant,
//! immutable (`push` returns a new one), with its legal moves in UCI and,
//! for chess, SAN.

use a1h8::variant::{Variant, VariantMove, VariantPosition};
use a1h8::{Game, Move, San, names};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use std::fmt::{self, Write};

use crate::Either;
use crate::arguments::{self, value_error};

/// A position of standard chess (or Chess960) on the dedicated 8x8
/// generator, or of another variant on the generic one.
pub type AnyGame = Either<a1h8::Position, VariantPosition<'static>>;

/// The name `variant=` takes for Chess960.
const CHESS960: &str = "chess960";

/// The variant names `Position.from_fen` and `perft` take: `chess`,
/// `chess960` and the built-in variants.
fn variant_names() -> [&'static str; Variant::BUILT_IN.len() + 1] {
    let mut names = [CHESS960; Variant::BUILT_IN.len() + 1];
    for (i, variant) in Variant::BUILT_IN.iter().enumerate() {
        // chess first, then chess960, then the others.
        names[if i == 0 { 0 } else { i + 1 }] = variant.name();
    }
    names
}

/// The rules a variant name chooses.
#[derive(Clone, Copy)]
enum Rules {
    /// Chess, on the dedicated generator.
    Chess,
    /// Chess960, on the dedicated generator.
    Chess960,
    /// Another built-in variant, on the generic generator.
    Variant(&'static Variant<'static>),
}

impl Rules {
    /// The rules of the variant named `name` in any case (`"chess"`,
    /// `"Chess960"`, `"CAPABLANCA"`), or a `ValueError` listing the names
    /// and suggesting the nearest.
    fn named(name: &str) -> PyResult<Rules> {
        if name.eq_ignore_ascii_case(CHESS960) {
            return Ok(Rules::Chess960);
        }
        match names::find(name, &Variant::BUILT_IN, |variant| variant.name()) {
            Some(variant) if variant.name() == "chess" => Ok(Rules::Chess),
            Some(variant) => Ok(Rules::Variant(variant)),
            None => {
                let known = variant_names();
                Err(PyValueError::new_err(format!(
                    "unknown variant {name:?}: expected one of {}{}",
                    known.join(", "),
                    names::did_you_mean(name, known)
                )))
            }
        }
    }
}

impl AnyGame {
    /// Parses `fen` as a position of the variant named `variant` (in any
    /// case).
    pub fn from_fen(fen: &str, variant: &str) -> PyResult<AnyGame> {
        AnyGame::of(fen, Rules::named(variant)?)
    }

    /// Parses `fen` as a position of `rules`.
    fn of(fen: &str, rules: Rules) -> PyResult<AnyGame> {
        match rules {
            Rules::Chess => a1h8::Position::from_fen(fen)
                .map(Either::Chess)
                .map_err(value_error),
            Rules::Chess960 => a1h8::Position::from_fen_960(fen)
                .map(Either::Chess)
                .map_err(value_error),
            Rules::Variant(variant) => VariantPosition::from_fen(variant, fen)
                .map(Either::Variant)
                .map_err(value_error),
        }
    }

    /// The start position of the variant named `variant` (in any case).
    pub fn start(variant: &str) -> PyResult<AnyGame> {
        let rules = Rules::named(variant)?;
        match rules {
            Rules::Chess | Rules::Chess960 => {
                AnyGame::of(&a1h8::Position::starting().to_string(), rules)
            }
            Rules::Variant(variant) => AnyGame::of(variant.start_fen(), rules),
        }
    }

    /// The variant's name.
    fn variant(&self) -> &'static str {
        either!(self, position => position.variant_name())
    }

    /// Checkmate or stalemate, if the side to move has no legal move.
    fn outcome(&self) -> Option<a1h8::Outcome> {
        either!(self, position => position.outcome())
    }

    fn fen(&self) -> String {
        either!(self, position => position.to_string())
    }
}

/// What the binding reads of a game beyond [`Game`], in each game's own
/// words: the name `variant=` takes, its moves in UCI and SAN, and its
/// squares and pieces as Python gives and gets them. The one place where
/// chess and the variants differ; every method of [`Position`] is written
/// once, against this trait.
pub trait PyGame: Game {
    /// The variant's name: `"chess"`, `"chess960"` or a built-in
    /// variant's.
    fn variant_name(&self) -> &'static str;

    /// `mv`, a legal move, in UCI.
    fn uci_of(&self, mv: Self::Move) -> impl fmt::Display + '_;

    /// The legal move written `uci` in UCI; `ValueError` if it is not UCI
    /// or not legal.
    fn move_of_uci(&self, uci: &str) -> PyResult<Self::Move>;

    /// The legal move written `san` in SAN; `ValueError` if it is not SAN
    /// of a legal move.
    fn move_of_san(&self, san: &str) -> PyResult<Self::Move>;

    /// The SAN of `mv`, a legal move.
    fn san_of(&self, mv: Self::Move) -> San;

    /// The FEN letter of the piece on `square` (a name or an index on the
    /// board), or `None`; `ValueError` for a square off the board.
    fn piece_char_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<char>>;
}

impl PyGame for a1h8::Position {
    fn variant_name(&self) -> &'static str {
        if self.is_chess960() {
            "chess960"
        } else {
            "chess"
        }
    }

    fn uci_of(&self, mv: Move) -> impl fmt::Display + '_ {
        mv
    }

    fn move_of_uci(&self, uci: &str) -> PyResult<Move> {
        Move::from_uci(self, uci).map_err(value_error)
    }

    fn move_of_san(&self, san: &str) -> PyResult<Move> {
        Move::from_san(self, san).map_err(value_error)
    }

    fn san_of(&self, mv: Move) -> San {
        self.san(mv)
    }

    fn piece_char_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<char>> {
        let square = match square.extract::<String>().ok() {
            Some(name) => name.parse::<a1h8::Square>().map_err(value_error)?,
            None => arguments::square(square)?,
        };
        Ok(self.board().piece_at(square).map(|piece| piece.char()))
    }
}

impl PyGame for VariantPosition<'static> {
    fn variant_name(&self) -> &'static str {
        self.variant().name()
    }

    fn uci_of(&self, mv: VariantMove) -> impl fmt::Display + '_ {
        mv.uci(self.variant())
    }

    fn move_of_uci(&self, uci: &str) -> PyResult<VariantMove> {
        VariantMove::from_uci(self, uci).map_err(value_error)
    }

    fn move_of_san(&self, san: &str) -> PyResult<VariantMove> {
        VariantMove::from_san(self, san).map_err(value_error)
    }

    fn san_of(&self, mv: VariantMove) -> San {
        self.san(mv)
    }

    fn piece_char_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<char>> {
        let variant = self.variant();
        let square = match square.extract::<String>().ok() {
            Some(name) => variant.size().parse_square(&name).map_err(value_error)?,
            None => arguments::board_square(square, variant.size())?,
        };
        Ok(self
            .piece_at(square)
            .map(|piece| variant.piece_char(piece).unwrap_or_else(|| piece.char())))
    }
}

/// The legal moves of `position` in UCI, in the generator's order: each
/// written into a small buffer and made a Python string at once, no Rust
/// `String` in between (this is most of the call's time).
fn legal_moves_of<'py, G: PyGame>(py: Python<'py>, position: &G) -> PyResult<Bound<'py, PyList>> {
    let moves = position.legal_moves();
    let texts = moves.iter().map(|&mv| {
        let mut text = UciText::default();
        write!(text, "{}", position.uci_of(mv)).expect("a move's UCI fits in 16 bytes");
        PyString::new(py, text.as_str())
    });
    PyList::new(py, texts)
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
    game: AnyGame,
}

#[pymethods]
impl Position {
    /// The position a FEN describes, of `variant` (`"chess"` by default;
    /// `"chess960"`, or a name of `a1h8.VARIANTS`; in any case). Raises
    /// `ValueError` saying what is wrong and where (for an unknown variant,
    /// with the nearest name: "did you mean `capablanca`?").
    #[staticmethod]
    #[pyo3(signature = (fen, variant = "chess"))]
    fn from_fen(fen: &str, variant: &str) -> PyResult<Position> {
        AnyGame::from_fen(fen, variant).map(|game| Position { game })
    }

    /// The start position of `variant` (as `from_fen` takes it).
    #[staticmethod]
    #[pyo3(signature = (variant = "chess"))]
    fn start(variant: &str) -> PyResult<Position> {
        AnyGame::start(variant).map(|game| Position { game })
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
        either!(&self.game, position => position.turn().name())
    }

    /// The legal moves in UCI (`e2e4`, `e7e8q`; castling as the king's
    /// two-square move in chess, as king takes rook in Chess960, and in the
    /// other variants as Fairy-Stockfish writes it: the king's move, but
    /// king takes rook when the king goes one square), in the generator's
    /// order.
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        either!(&self.game, position => legal_moves_of(py, position))
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        either!(&self.game, position => position.is_check())
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
        either!(&self.game, position => position.piece_char_at(square))
    }

    /// The position after a legal move given in UCI (castling in the
    /// variants other than chess and Chess960 as the king's move or as
    /// king takes rook, where the king's move is not a king step's).
    /// Raises `ValueError` if the text is not UCI or the move is not legal.
    fn push(&self, uci: &str) -> PyResult<Position> {
        let game = either!(map &self.game, position => position.play(position.move_of_uci(uci)?));
        Ok(Position { game })
    }

    /// The SAN of a legal move given in UCI (`"g1f3"` -> `"Nf3"`), with
    /// `+` or `#`; in a variant with its letters, as Fairy-Stockfish
    /// writes it (`"h1i3"` -> `"Ci3"` in Capablanca chess, `"a7a8c"` ->
    /// `"a8=C"`). Raises `ValueError` if the move is not UCI or not legal.
    ///
    /// >>> from a1h8 import Position
    /// >>> Position.start().san("g1f3"), Position.start("capablanca").san("h1i3")
    /// ('Nf3', 'Ci3')
    fn san(&self, uci: &str) -> PyResult<String> {
        either!(&self.game, position => Ok(position.san_of(position.move_of_uci(uci)?).to_string()))
    }

    /// The UCI of a legal move given in SAN (`"Nf3"` -> `"g1f3"`; in a
    /// variant its letters, as `"Ci3"`, and its UCI). Raises `ValueError`
    /// if the text is not SAN of a legal move.
    fn parse_san(&self, san: &str) -> PyResult<String> {
        either!(&self.game, position => {
            let mv = position.move_of_san(san)?;
            Ok(position.uci_of(mv).to_string())
        })
    }

    /// The position after a legal move given in SAN. Raises `ValueError`
    /// if the text is not SAN of a legal move.
    fn push_san(&self, san: &str) -> PyResult<Position> {
        let game = either!(map &self.game, position => position.play(position.move_of_san(san)?));
        Ok(Position { game })
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

/// A move's UCI text (`e7e8q`, `j10j11c`: at most 7 bytes), written by
/// its `Display` without allocating.
#[derive(Default)]
struct UciText {
    bytes: [u8; 16],
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
