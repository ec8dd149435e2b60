//! Squares and lines from Python: the 8x8 board as module functions, any
//! board from 1x1 to 16x16 as the class [`BoardSize`].
//!
//! A diagonal is numbered by `rank - file` and an anti-diagonal by `rank +
//! file` on every board, so that a1-h8 is diagonal 0 and a8-h1 is
//! anti-diagonal 7 on 8x8.

use a1h8::bitboard128::BoardMasks;
use a1h8::geometry::{self, BoardSquare};
use a1h8::{AntiDiagonal, Diagonal, File, Rank, Square};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::arguments::{self, value_error};

/// The square on `file` (0 = a) and `rank` (0 = first): `file + 8 * rank`.
#[pyfunction]
pub fn square(file: &Bound<'_, PyAny>, rank: &Bound<'_, PyAny>) -> PyResult<usize> {
    let file = arguments::index(file, "file", 8)?;
    let rank = arguments::index(rank, "rank", 8)?;
    Ok(file + 8 * rank)
}

/// The name of a square: `square_name(0) == "a1"`.
#[pyfunction]
pub fn square_name(square: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(arguments::square(square)?.to_string())
}

/// The square a name names: `parse_square("h8") == 63`.
#[pyfunction]
pub fn parse_square(name: &str) -> PyResult<usize> {
    name.parse::<Square>()
        .map(Square::index)
        .map_err(value_error)
}

/// The file of a square, 0 (a) to 7 (h).
#[pyfunction]
pub fn file_of(square: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(arguments::square(square)?.file().index())
}

/// The rank of a square, 0 (first) to 7 (eighth).
#[pyfunction]
pub fn rank_of(square: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(arguments::square(square)?.rank().index())
}

/// The diagonal of a square, `rank - file`, -7 (h1) to 7 (a8).
#[pyfunction]
pub fn diagonal_of(square: &Bound<'_, PyAny>) -> PyResult<i8> {
    Ok(arguments::square(square)?.diagonal().rank_minus_file())
}

/// The anti-diagonal of a square, `rank + file`, 0 (a1) to 14 (h8).
#[pyfunction]
pub fn anti_diagonal_of(square: &Bound<'_, PyAny>) -> PyResult<u8> {
    Ok(arguments::square(square)?.anti_diagonal().rank_plus_file())
}

/// The squares of a file, 0 (a) to 7 (h), as a bitboard.
#[pyfunction]
pub fn file_mask(file: &Bound<'_, PyAny>) -> PyResult<u64> {
    let index = arguments::index(file, "file", 8)?;
    Ok(File::ALL[index].mask().0)
}

/// The squares of a rank, 0 (first) to 7 (eighth), as a bitboard.
#[pyfunction]
pub fn rank_mask(rank: &Bound<'_, PyAny>) -> PyResult<u64> {
    let index = arguments::index(rank, "rank", 8)?;
    Ok(Rank::ALL[index].mask().0)
}

/// The squares of diagonal `rank - file` (-7 to 7), as a bitboard.
#[pyfunction]
pub fn diagonal_mask(diagonal: &Bound<'_, PyAny>) -> PyResult<u64> {
    let d = arguments::signed(diagonal, "diagonal", -7..=7)?;
    let diagonal = Diagonal::from_rank_minus_file(d as i8).expect("checked range");
    Ok(diagonal.mask().0)
}

/// The squares of anti-diagonal `rank + file` (0 to 14), as a bitboard.
#[pyfunction]
pub fn anti_diagonal_mask(anti_diagonal: &Bound<'_, PyAny>) -> PyResult<u64> {
    let a = arguments::signed(anti_diagonal, "anti-diagonal", 0..=14)?;
    let anti_diagonal = AntiDiagonal::from_rank_plus_file(a as u8).expect("checked range");
    Ok(anti_diagonal.mask().0)
}

/// The squares strictly between two squares on one line (both ends
/// excluded), or 0 if they share no line.
#[pyfunction]
pub fn between(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<u64> {
    Ok(a1h8::between(arguments::square(a)?, arguments::square(b)?).0)
}

/// The whole line through two squares, edge to edge, or 0 if they share
/// none (or are equal).
#[pyfunction]
pub fn line(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<u64> {
    Ok(a1h8::line(arguments::square(a)?, arguments::square(b)?).0)
}

/// The squares from a square (excluded) to the edge in a direction
/// (`"north"`, `"ne"`, ..., in any case), on an empty board.
#[pyfunction]
pub fn ray(square: &Bound<'_, PyAny>, direction: &str) -> PyResult<u64> {
    Ok(a1h8::ray(arguments::square(square)?, arguments::direction(direction)?).0)
}

/// Whether three squares lie on one line.
#[pyfunction]
pub fn aligned(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>, c: &Bound<'_, PyAny>) -> PyResult<bool> {
    Ok(a1h8::aligned(
        arguments::square(a)?,
        arguments::square(b)?,
        arguments::square(c)?,
    ))
}

/// The number of steps from a square to the edge in a direction.
#[pyfunction]
pub fn moves_to_edge(square: &Bound<'_, PyAny>, direction: &str) -> PyResult<u8> {
    Ok(arguments::square(square)?.moves_to_edge(arguments::direction(direction)?))
}

/// The squares of a bitboard, lowest first.
#[pyfunction]
pub fn squares(bitboard: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    Ok(arguments::bitboard(bitboard, "bitboard")?
        .into_iter()
        .map(Square::index)
        .collect())
}

/// A board of `files` x `ranks` squares, each side 1 to 16. Squares are
/// ints `file + files * rank`; masks are ints of `files * ranks` bits, on
/// boards of at most 128 squares.
#[pyclass(frozen, eq, hash, module = "a1h8")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardSize {
    size: geometry::BoardSize,
}

impl BoardSize {
    fn square(&self, square: &Bound<'_, PyAny>) -> PyResult<BoardSquare> {
        arguments::board_square(square, self.size)
    }

    /// The masks of this board, or a `ValueError` if it has more than 128
    /// squares.
    fn masks(&self) -> PyResult<BoardMasks> {
        BoardMasks::new(self.size).ok_or_else(|| {
            PyValueError::new_err(format!(
                "masks are for boards of at most 128 squares, and {} has {}",
                self.size,
                self.size.square_count()
            ))
        })
    }

    fn index(&self, square: BoardSquare) -> usize {
        self.size.index_of(square)
    }
}

/// A number of files or ranks (`what`) for [`geometry::BoardSize::new`],
/// which says which are too many; one that is not even a `usize` is
/// refused here in its words.
fn side(value: &Bound<'_, PyAny>, what: &str) -> PyResult<usize> {
    let number = arguments::integer(value, what)?;
    usize::try_from(number).map_err(|_| {
        PyValueError::new_err(format!(
            "{number} {what} is out of range: a board has 1 to {} {what}",
            geometry::BoardSize::MAX_SIDE
        ))
    })
}

#[pymethods]
impl BoardSize {
    /// A board of `files` x `ranks`, each 1 to 16.
    #[new]
    fn new(files: &Bound<'_, PyAny>, ranks: &Bound<'_, PyAny>) -> PyResult<BoardSize> {
        geometry::BoardSize::new(side(files, "files")?, side(ranks, "ranks")?)
            .map(|size| BoardSize { size })
            .map_err(value_error)
    }

    fn __repr__(&self) -> String {
        format!("BoardSize({}, {})", self.size.files(), self.size.ranks())
    }

    fn __str__(&self) -> String {
        self.size.to_string()
    }

    /// The number of files.
    #[getter]
    fn files(&self) -> usize {
        self.size.files()
    }

    /// The number of ranks.
    #[getter]
    fn ranks(&self) -> usize {
        self.size.ranks()
    }

    /// The number of squares.
    #[getter]
    fn square_count(&self) -> usize {
        self.size.square_count()
    }

    /// The diagonals `rank - file`, lowest first.
    #[getter]
    fn diagonals(&self) -> Vec<i32> {
        self.size.diagonals().collect()
    }

    /// The anti-diagonals `rank + file`, lowest first.
    #[getter]
    fn anti_diagonals(&self) -> Vec<i32> {
        self.size.anti_diagonals().collect()
    }

    /// The square on `file` and `rank` (from 0): `file + files * rank`.
    #[pyo3(name = "square")]
    fn square_at(&self, file: &Bound<'_, PyAny>, rank: &Bound<'_, PyAny>) -> PyResult<usize> {
        let file = arguments::index(file, "file", self.size.files())?;
        let rank = arguments::index(rank, "rank", self.size.ranks())?;
        Ok(file + self.size.files() * rank)
    }

    /// The name of a square (`a1`, `j10`, `p16`).
    fn square_name(&self, square: &Bound<'_, PyAny>) -> PyResult<String> {
        Ok(self.square(square)?.to_string())
    }

    /// The square a name names.
    fn parse_square(&self, name: &str) -> PyResult<usize> {
        let square = self.size.parse_square(name).map_err(value_error)?;
        Ok(self.index(square))
    }

    /// The file of a square.
    fn file_of(&self, square: &Bound<'_, PyAny>) -> PyResult<usize> {
        Ok(self.square(square)?.file())
    }

    /// The rank of a square.
    fn rank_of(&self, square: &Bound<'_, PyAny>) -> PyResult<usize> {
        Ok(self.square(square)?.rank())
    }

    /// The diagonal of a square, `rank - file`.
    fn diagonal_of(&self, square: &Bound<'_, PyAny>) -> PyResult<i32> {
        Ok(self.square(square)?.diagonal())
    }

    /// The anti-diagonal of a square, `rank + file`.
    fn anti_diagonal_of(&self, square: &Bound<'_, PyAny>) -> PyResult<i32> {
        Ok(self.square(square)?.anti_diagonal())
    }

    /// The number of squares of diagonal `rank - file`, by the closed form.
    fn diagonal_length(&self, diagonal: &Bound<'_, PyAny>) -> PyResult<usize> {
        let range = self.size.diagonals();
        let d = arguments::signed(diagonal, "diagonal", range)?;
        Ok(self.size.diagonal_length(d))
    }

    /// The number of squares of anti-diagonal `rank + file`, by the closed
    /// form.
    fn anti_diagonal_length(&self, anti_diagonal: &Bound<'_, PyAny>) -> PyResult<usize> {
        let range = self.size.anti_diagonals();
        let a = arguments::signed(anti_diagonal, "anti-diagonal", range)?;
        Ok(self.size.anti_diagonal_length(a))
    }

    /// The number of steps from a square to the edge in a direction, by
    /// the closed form.
    fn moves_to_edge(&self, square: &Bound<'_, PyAny>, direction: &str) -> PyResult<usize> {
        let square = self.square(square)?;
        Ok(self.size.moves(square, arguments::direction(direction)?))
    }

    /// The squares of a file, as a bitboard.
    fn file_mask(&self, file: &Bound<'_, PyAny>) -> PyResult<u128> {
        let file = arguments::index(file, "file", self.size.files())?;
        Ok(self.masks()?.file(file).0)
    }

    /// The squares of a rank, as a bitboard.
    fn rank_mask(&self, rank: &Bound<'_, PyAny>) -> PyResult<u128> {
        let rank = arguments::index(rank, "rank", self.size.ranks())?;
        Ok(self.masks()?.rank(rank).0)
    }

    /// The squares of diagonal `rank - file`, as a bitboard.
    fn diagonal_mask(&self, diagonal: &Bound<'_, PyAny>) -> PyResult<u128> {
        let d = arguments::signed(diagonal, "diagonal", self.size.diagonals())?;
        Ok(self.masks()?.diagonal(d).0)
    }

    /// The squares of anti-diagonal `rank + file`, as a bitboard.
    fn anti_diagonal_mask(&self, anti_diagonal: &Bound<'_, PyAny>) -> PyResult<u128> {
        let a = arguments::signed(anti_diagonal, "anti-diagonal", self.size.anti_diagonals())?;
        Ok(self.masks()?.anti_diagonal(a).0)
    }

    /// The squares strictly between two squares on one line, or 0.
    fn between(&self, a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<u128> {
        let masks = self.masks()?;
        Ok(masks.between(self.square(a)?, self.square(b)?).0)
    }

    /// The whole line through two squares, or 0.
    fn line(&self, a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<u128> {
        let masks = self.masks()?;
        Ok(masks.line(self.square(a)?, self.square(b)?).0)
    }

    /// The squares from a square (excluded) to the edge in a direction.
    fn ray(&self, square: &Bound<'_, PyAny>, direction: &str) -> PyResult<u128> {
        let masks = self.masks()?;
        Ok(masks
            .ray(self.square(square)?, arguments::direction(direction)?)
            .0)
    }

    /// Whether three squares lie on one line (as `a1h8.aligned` on 8x8).
    fn aligned(
        &self,
        a: &Bound<'_, PyAny>,
        b: &Bound<'_, PyAny>,
        c: &Bound<'_, PyAny>,
    ) -> PyResult<bool> {
        let masks = self.masks()?;
        Ok(masks.aligned(self.square(a)?, self.square(b)?, self.square(c)?))
    }

    /// The squares of a bitboard, lowest first.
    fn squares(&self, bitboard: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        self.masks()?;
        Ok(arguments::bitboard128(bitboard, "bitboard", self.size)?
            .indices()
            .collect())
    }
}
