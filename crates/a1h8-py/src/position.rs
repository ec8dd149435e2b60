//! `a1h8.Position`: a position of chess, Chess960 or a variant,
//! immutable (`push` returns a new one), with its legal moves in UCI and,
//! for chess, SAN.

use a1h8::variant::VariantMove;
use a1h8::{AnyGame, AnyMove, Game, Move};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use std::fmt::Write;

use crate::arguments::{self, value_error};
use crate::variant::GameRules;

/// The position of `fen` under `rules`; `ValueError` saying what is wrong.
pub fn from_fen(fen: &str, rules: GameRules) -> PyResult<AnyGame<'static>> {
    rules.0.from_fen(fen).map_err(value_error)
}

/// The start position of `rules`.
pub fn start(rules: GameRules) -> PyResult<AnyGame<'static>> {
    rules.0.start().map_err(value_error)
}

/// The name `variant=` takes for the game of `game`: `"chess"`,
/// `"chess960"`, or the variant's.
pub fn variant_name(game: &AnyGame<'static>) -> &'static str {
    match game {
        AnyGame::Chess(position) if position.is_chess960() => a1h8::Rules::CHESS960,
        AnyGame::Chess(_) => "chess",
        AnyGame::Variant(position) => position.variant().name(),
    }
}

/// The legal move written `uci` in UCI, read by the game's own reader;
/// `ValueError` with its message if it is not UCI or not legal.
pub(crate) fn move_of_uci(game: &AnyGame<'static>, uci: &str) -> PyResult<AnyMove> {
    match game {
        AnyGame::Chess(position) => Move::from_uci(position, uci)
            .map(AnyMove::Chess)
            .map_err(value_error),
        AnyGame::Variant(position) => VariantMove::from_uci(position, uci)
            .map(AnyMove::Variant)
            .map_err(value_error),
    }
}

/// The legal move written `san` in SAN; `ValueError` if it is not SAN of
/// a legal move.
pub(crate) fn move_of_san(game: &AnyGame<'static>, san: &str) -> PyResult<AnyMove> {
    match game {
        AnyGame::Chess(position) => Move::from_san(position, san)
            .map(AnyMove::Chess)
            .map_err(value_error),
        AnyGame::Variant(position) => VariantMove::from_san(position, san)
            .map(AnyMove::Variant)
            .map_err(value_error),
    }
}

/// The FEN letter of the piece on `square` (a name or an index on the
/// board) of `game`, or `None`; `ValueError` for a square off the board.
fn piece_char_at(game: &AnyGame<'static>, square: &Bound<'_, PyAny>) -> PyResult<Option<char>> {
    match game {
        AnyGame::Chess(position) => {
            let square = match square.extract::<String>().ok() {
                Some(name) => name.parse::<a1h8::Square>().map_err(value_error)?,
                None => arguments::square(square)?,
            };
            Ok(position.board().piece_at(square).map(|piece| piece.char()))
        }
        AnyGame::Variant(position) => {
            let variant = position.variant();
            let square = match square.extract::<String>().ok() {
                Some(name) => variant.size().parse_square(&name).map_err(value_error)?,
                None => arguments::board_square(square, variant.size())?,
            };
            Ok(position
                .piece_at(square)
                .map(|piece| variant.piece_char(piece).unwrap_or_else(|| piece.char())))
        }
    }
}

/// The legal moves of `game` in UCI, in the generator's order, from the
/// held position's own list: an [`AnyMoveList`](a1h8::AnyMoveList) has
/// room for a variant's moves, and filling it for a chess position's
/// twenty would double the call's time.
pub(crate) fn legal_moves<'py>(
    py: Python<'py>,
    game: &AnyGame<'static>,
) -> PyResult<Bound<'py, PyList>> {
    match game {
        AnyGame::Chess(position) => legal_moves_of(py, position),
        AnyGame::Variant(position) => legal_moves_of(py, position),
    }
}

/// The legal moves of `position` in UCI, in the generator's order: each
/// written into a small buffer and made a Python string at once, no Rust
/// `String` in between (this is most of the call's time).
fn legal_moves_of<'py, G: Game>(py: Python<'py>, position: &G) -> PyResult<Bound<'py, PyList>> {
    let moves = position.legal_moves();
    let texts = moves.iter().map(|&mv| {
        let mut text = UciText::default();
        write!(text, "{}", position.uci(mv)).expect("a move's UCI fits in 16 bytes");
        PyString::new(py, text.as_str())
    });
    PyList::new(py, texts)
}

/// A position of chess, Chess960 or a variant (built-in, or read from a
/// `variants.ini`: `a1h8.Variant`). Immutable: `push` returns the position
/// after a move.
///
/// >>> from a1h8 import Position
/// >>> p = Position.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
/// >>> len(p.legal_moves()), p.san("g1f3")
/// (20, 'Nf3')
#[pyclass(frozen, module = "a1h8")]
pub struct Position {
    game: AnyGame<'static>,
}

#[pymethods]
impl Position {
    /// The position a FEN describes, of `variant` (`"chess"` by default;
    /// `"chess960"`, or a name of `a1h8.VARIANTS`, in any case; or an
    /// `a1h8.Variant`, as one read from a `variants.ini`). Raises
    /// `ValueError` saying what is wrong and where (for an unknown variant,
    /// with the nearest name: "did you mean `capablanca`?").
    #[staticmethod]
    #[pyo3(signature = (fen, variant = GameRules::CHESS), text_signature = "(fen, variant='chess')")]
    fn from_fen(fen: &str, variant: GameRules) -> PyResult<Position> {
        from_fen(fen, variant).map(|game| Position { game })
    }

    /// The start position of `variant` (as `from_fen` takes it).
    #[staticmethod]
    #[pyo3(signature = (variant = GameRules::CHESS), text_signature = "(variant='chess')")]
    fn start(variant: GameRules) -> PyResult<Position> {
        start(variant).map(|game| Position { game })
    }

    /// The position's FEN, with the clocks.
    fn fen(&self) -> String {
        self.game.to_string()
    }

    /// The variant: `"chess"`, `"chess960"`, a built-in variant's name or
    /// an `a1h8.Variant`'s.
    #[getter]
    fn variant(&self) -> &'static str {
        variant_name(&self.game)
    }

    /// The side to move, `"white"` or `"black"`.
    #[getter]
    fn turn(&self) -> &'static str {
        self.game.turn().name()
    }

    /// The legal moves in UCI (`e2e4`, `e7e8q`; castling as the king's
    /// two-square move in chess, as king takes rook in Chess960, and in the
    /// other variants as Fairy-Stockfish writes it: the king's move, but
    /// king takes rook when the king goes one square), in the generator's
    /// order.
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        legal_moves(py, &self.game)
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// Whether the side to move is checkmated: in check, without a legal
    /// move.
    fn is_checkmate(&self) -> bool {
        self.game.is_checkmate()
    }

    /// Whether the side to move is stalemated: not in check, without a
    /// legal move.
    fn is_stalemate(&self) -> bool {
        self.game.is_stalemate()
    }

    /// How the game ends in this position, by what the position alone
    /// decides: `None` while it goes on, `("checkmate", "white")` or
    /// `("checkmate", "black")` naming the winner, `("stalemate", None)`,
    /// `("insufficient_material", None)` or `("seventyfive_moves", None)`.
    /// Repetitions and claims need the game's moves: `a1h8.Board`.
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
        piece_char_at(&self.game, square)
    }

    /// The position after a legal move given in UCI (castling in the
    /// variants other than chess and Chess960 as the king's move or as
    /// king takes rook, where the king's move is not a king step's).
    /// Raises `ValueError` if the text is not UCI or the move is not legal.
    fn push(&self, uci: &str) -> PyResult<Position> {
        let game = self.game.play_unchecked(move_of_uci(&self.game, uci)?);
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
        Ok(self.game.san(move_of_uci(&self.game, uci)?).to_string())
    }

    /// The UCI of a legal move given in SAN (`"Nf3"` -> `"g1f3"`; in a
    /// variant its letters, as `"Ci3"`, and its UCI). Raises `ValueError`
    /// if the text is not SAN of a legal move.
    fn parse_san(&self, san: &str) -> PyResult<String> {
        let mv = move_of_san(&self.game, san)?;
        Ok(self.game.uci(mv).to_string())
    }

    /// The position after a legal move given in SAN. Raises `ValueError`
    /// if the text is not SAN of a legal move.
    fn push_san(&self, san: &str) -> PyResult<Position> {
        let game = self.game.play_unchecked(move_of_san(&self.game, san)?);
        Ok(Position { game })
    }

    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __repr__(&self) -> String {
        match variant_name(&self.game) {
            "chess" => format!("Position.from_fen({:?})", self.game.to_string()),
            variant => format!(
                "Position.from_fen({:?}, variant={variant:?})",
                self.game.to_string()
            ),
        }
    }

    /// Equal for the same FEN of the same game (its name and rules: two
    /// variants of one name read from different `variants.ini` differ).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Position>()
            .is_ok_and(|other| self.key() == other.get().key())
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.key().hash(&mut hasher);
        hasher.finish()
    }
}

impl Position {
    /// The position holding `game`.
    pub(crate) fn of(game: AnyGame<'static>) -> Position {
        Position { game }
    }

    /// What equality compares: the game's name and rules, and the FEN.
    fn key(&self) -> (&'static str, u64, String) {
        (
            variant_name(&self.game),
            self.game.rules_digest(),
            self.game.to_string(),
        )
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
