//! `a1h8.pgn`: PGN games read one at a time from a file or a text, and
//! written back, by the reader and writer of `a1h8-game`.

use std::io::{self, BufRead, Read};

use a1h8_game::History;
use a1h8_game::pgn::{PgnGame, PgnReader};
use pyo3::exceptions::{PyOSError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};

use crate::board::Board;
use crate::position::variant_name;

/// A Python file object read as bytes: `read(size)` of a text file's
/// `str` (encoded as UTF-8) or a binary file's `bytes`, what a call gives
/// beyond the room of the reader's buffer kept for the next.
struct PythonFile {
    file: Py<PyAny>,
    /// Bytes read from the file and not yet handed on, from `next`.
    pending: Vec<u8>,
    next: usize,
}

impl Read for PythonFile {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.next == self.pending.len() {
            self.pending = Python::attach(|py| -> io::Result<Vec<u8>> {
                let chunk = self
                    .file
                    .call_method1(py, "read", (1usize << 16,))
                    .map_err(io::Error::other)?;
                let chunk = chunk.bind(py);
                if let Ok(text) = chunk.cast::<PyString>() {
                    Ok(text.to_cow().map_err(io::Error::other)?.as_bytes().to_vec())
                } else if let Ok(bytes) = chunk.cast::<PyBytes>() {
                    Ok(bytes.as_bytes().to_vec())
                } else {
                    Err(io::Error::other("read() returned neither str nor bytes"))
                }
            })?;
            self.next = 0;
        }
        let rest = &self.pending[self.next..];
        let length = rest.len().min(out.len());
        out[..length].copy_from_slice(&rest[..length]);
        self.next += length;
        Ok(length)
    }
}

/// The games of a PGN file, one at a time: `a1h8.pgn.read_games(source)`.
#[pyclass(module = "a1h8.pgn")]
pub struct GameReader {
    reader: PgnReader<Box<dyn BufRead + Send + Sync>>,
}

#[pymethods]
impl GameReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self) -> PyResult<Option<PgnGameView>> {
        match self.reader.next() {
            None => Ok(None),
            Some(Ok(game)) => Ok(Some(PgnGameView { game })),
            Some(Err(error)) => Err(PyOSError::new_err(error.to_string())),
        }
    }
}

/// The games of `source`: a path (`str` or `os.PathLike`) of a PGN file,
/// or an open file (text or binary), read as they come, one game in
/// memory at a time. A game that cannot be read is still given, its
/// `errors` saying where and why, its moves those before the fault; the
/// reader goes on with the next. Raises `OSError` if the file cannot be
/// read.
///
/// >>> import io
/// >>> from a1h8.pgn import read_games
/// >>> text = '[White "A"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n1. d4 d5 2. Kd3 *\n'
/// >>> first, second = read_games(io.StringIO(text))
/// >>> first.headers["White"], first.moves[-1], first.board().outcome()
/// ('A', 'h5f7', Outcome(termination='checkmate', winner=True))
/// >>> second.moves, len(second.errors)
/// (['d2d4', 'd7d5'], 1)
#[pyfunction]
pub fn read_games(source: &Bound<'_, PyAny>) -> PyResult<GameReader> {
    let input: Box<dyn BufRead + Send + Sync> = if source.hasattr("read")? {
        Box::new(io::BufReader::with_capacity(
            1 << 16,
            PythonFile {
                file: source.clone().unbind(),
                pending: Vec::new(),
                next: 0,
            },
        ))
    } else if let Ok(path) = source.extract::<std::path::PathBuf>() {
        let file = std::fs::File::open(&path)
            .map_err(|error| PyOSError::new_err(format!("{}: {error}", path.display())))?;
        Box::new(io::BufReader::with_capacity(1 << 16, file))
    } else {
        return Err(PyTypeError::new_err(format!(
            "read_games takes a path or a file, not {}",
            source.get_type().name()?
        )));
    };
    Ok(GameReader {
        reader: PgnReader::new(input),
    })
}

/// A game read from PGN: its tags, main line and final position, and the
/// error met reading it, if any. `str()` writes it back as PGN (as
/// python-chess exports it).
#[pyclass(frozen, name = "Game", module = "a1h8.pgn")]
pub struct PgnGameView {
    game: PgnGame<'static>,
}

#[pymethods]
impl PgnGameView {
    /// The tag pairs, in the order written, as a dict.
    #[getter]
    fn headers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let headers = PyDict::new(py);
        for tag in &self.game.tags {
            headers.set_item(&tag.name, &tag.value)?;
        }
        Ok(headers)
    }

    /// The main line's moves, in UCI.
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.game.uci()
    }

    /// The main line's moves in SAN, as a1h8 writes them.
    #[getter]
    fn sans(&self) -> Vec<String> {
        self.game
            .moves
            .iter()
            .map(|played| played.san.to_string())
            .collect()
    }

    /// The comments after each move of the main line.
    #[getter]
    fn comments(&self) -> Vec<Vec<String>> {
        self.game
            .moves
            .iter()
            .map(|played| played.comments.clone())
            .collect()
    }

    /// The FEN of the start position.
    #[getter]
    fn starting_fen(&self) -> String {
        self.game.start.to_string()
    }

    /// The FEN of the position after the main line.
    #[getter]
    fn fen(&self) -> String {
        self.game.end.to_string()
    }

    /// The game: `"chess"`, `"chess960"` or a variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        variant_name(&self.game.start)
    }

    /// The result that ends the movetext (`"1-0"`, `"0-1"`, `"1/2-1/2"`,
    /// `"*"`), or `None`.
    #[getter]
    fn result(&self) -> Option<&'static str> {
        self.game.result.map(|result| result.as_str())
    }

    /// The errors met reading the game: none, or one, with its line and
    /// column (as python-chess's `errors`, a list).
    #[getter]
    fn errors(&self) -> Vec<String> {
        self.game.error.iter().map(ToString::to_string).collect()
    }

    /// An `a1h8.Board` at the end of the main line, its moves pushed: its
    /// outcome, repetitions and claims as of the game's last move.
    fn board(&self) -> PyResult<Board> {
        let mut history = History::new(self.game.start);
        for played in &self.game.moves {
            history
                .push_unchecked(played.mv)
                .map_err(crate::board::push_error)?;
        }
        Ok(Board::of(history))
    }

    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<a1h8.pgn.Game {} {} moves{}>",
            self.game.tag("White").unwrap_or("?").to_string()
                + " - "
                + self.game.tag("Black").unwrap_or("?"),
            self.game.moves.len(),
            if self.game.error.is_some() {
                ", with an error"
            } else {
                ""
            }
        )
    }
}

/// The game `game` (an `a1h8.Board`) as PGN, with `headers` (a dict; the
/// Seven Tag Roster's missing tags as `?`, the result from the board's
/// outcome unless given).
#[pyfunction]
#[pyo3(signature = (board, headers = None))]
pub fn write_game(board: &Board, headers: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
    let history = board.history();
    let mut game = PgnGame::new(*history.start());
    for &mv in history.moves() {
        game.push(mv).map_err(crate::arguments::value_error)?;
    }
    if let Some(headers) = headers {
        for (name, value) in headers.iter() {
            game.set_tag(&name.extract::<String>()?, &value.extract::<String>()?);
        }
    }
    if game.tag("Result").is_none() {
        let result = history.outcome().map_or("*", a1h8::Outcome::result);
        game.set_tag("Result", result);
    }
    Ok(game.to_string())
}
