//! `a1h8.attacks`: the squares a piece attacks on the 8x8 board, as
//! bitboards, sliders stopped by the occupied squares (the first blocker
//! included).

use pyo3::prelude::*;

/// The submodule `a1h8._a1h8.attacks`, re-exported as `a1h8.attacks`.
#[pymodule(submodule)]
pub mod attacks {
    use a1h8::Color;
    use pyo3::exceptions::{PyTypeError, PyValueError};
    use pyo3::prelude::*;
    use pyo3::types::PyBool;

    use crate::arguments::{bitboard, square as to_square};

    /// The squares a rook on `square` attacks, given the `occupied` squares.
    #[pyfunction]
    fn rook(square: &Bound<'_, PyAny>, occupied: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::rook(to_square(square)?, bitboard(occupied, "occupied")?).0)
    }

    /// The squares a bishop on `square` attacks, given the `occupied`
    /// squares.
    #[pyfunction]
    fn bishop(square: &Bound<'_, PyAny>, occupied: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::bishop(to_square(square)?, bitboard(occupied, "occupied")?).0)
    }

    /// The squares a queen on `square` attacks, given the `occupied`
    /// squares.
    #[pyfunction]
    fn queen(square: &Bound<'_, PyAny>, occupied: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::queen(to_square(square)?, bitboard(occupied, "occupied")?).0)
    }

    /// The squares an archbishop (bishop and knight) on `square` attacks.
    #[pyfunction]
    fn archbishop(square: &Bound<'_, PyAny>, occupied: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::archbishop(to_square(square)?, bitboard(occupied, "occupied")?).0)
    }

    /// The squares a chancellor (rook and knight) on `square` attacks.
    #[pyfunction]
    fn chancellor(square: &Bound<'_, PyAny>, occupied: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::chancellor(to_square(square)?, bitboard(occupied, "occupied")?).0)
    }

    /// The squares a knight on `square` attacks.
    #[pyfunction]
    fn knight(square: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::knight(to_square(square)?).0)
    }

    /// The squares a king on `square` attacks.
    #[pyfunction]
    fn king(square: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::king(to_square(square)?).0)
    }

    /// The squares a pawn of `color` (`"white"` or `"black"`, or
    /// python-chess's `True` for white and `False` for black) on `square`
    /// attacks.
    #[pyfunction]
    fn pawn(color: &Bound<'_, PyAny>, square: &Bound<'_, PyAny>) -> PyResult<u64> {
        Ok(a1h8::attacks::pawn(side(color)?, to_square(square)?).0)
    }

    /// A colour from Python: a name or a bool.
    fn side(color: &Bound<'_, PyAny>) -> PyResult<Color> {
        if let Ok(white) = color.cast::<PyBool>() {
            return Ok(if white.is_true() {
                Color::White
            } else {
                Color::Black
            });
        }
        let Ok(name) = color.extract::<String>() else {
            return Err(PyTypeError::new_err(
                "a colour must be \"white\", \"black\" or a bool",
            ));
        };
        match name.as_str() {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            other => Err(PyValueError::new_err(format!(
                "unknown colour {other:?}: expected \"white\" or \"black\""
            ))),
        }
    }
}
