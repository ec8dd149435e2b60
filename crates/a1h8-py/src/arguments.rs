//! Arguments from Python: ints checked into squares and bitboards, names
//! parsed, and the library's errors turned into `ValueError`.

use core::fmt::Display;

use a1h8::bitboard128::Bitboard128;
use a1h8::geometry::{BoardSize, BoardSquare};
use a1h8::{Bitboard, Direction, Square};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyInt;

/// A `ValueError` with the library's message.
pub fn value_error(error: impl Display) -> PyErr {
    PyValueError::new_err(error.to_string())
}

/// `value` as an integer: a `TypeError` if it is not a Python `int`, a
/// `ValueError` naming `what` if it does not fit in 128 bits.
pub fn integer(value: &Bound<'_, PyAny>, what: &str) -> PyResult<i128> {
    if !value.is_instance_of::<PyInt>() {
        let type_name = value.get_type().name()?;
        return Err(PyTypeError::new_err(format!(
            "{what} must be an int, not {type_name}"
        )));
    }
    value
        .extract::<i128>()
        .map_err(|_| PyValueError::new_err(format!("{what} {value} is out of range")))
}

/// A square of the 8x8 board: an int from 0 (a1) to 63 (h8).
pub fn square(value: &Bound<'_, PyAny>) -> PyResult<Square> {
    let index = integer(value, "a square")?;
    usize::try_from(index)
        .ok()
        .and_then(Square::from_index)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "square {index} is not on the board: squares are 0 (a1) to 63 (h8)"
            ))
        })
}

/// An index from 0 to `count - 1` (a file, a rank) named `what`.
pub fn index(value: &Bound<'_, PyAny>, what: &str, count: usize) -> PyResult<usize> {
    let index = integer(value, what)?;
    usize::try_from(index)
        .ok()
        .filter(|&i| i < count)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "{what} {index} is not on the board: {what}s are 0 to {}",
                count - 1
            ))
        })
}

/// A signed number in `range` (a diagonal, an anti-diagonal) named `what`.
pub fn signed(
    value: &Bound<'_, PyAny>,
    what: &str,
    range: core::ops::RangeInclusive<i32>,
) -> PyResult<i32> {
    let number = integer(value, what)?;
    i32::try_from(number)
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "{what} {number} is not on the board: {what}s are {} to {}",
                range.start(),
                range.end()
            ))
        })
}

/// A bitboard of the 8x8 board: an int from 0 to 2**64 - 1.
pub fn bitboard(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Bitboard> {
    let bits = integer(value, what)?;
    u64::try_from(bits).map(Bitboard).map_err(|_| {
        PyValueError::new_err(format!(
            "{what} {bits} is not a bitboard: bitboards are 0 to 2**64 - 1"
        ))
    })
}

/// A bitboard of a board of `size`: an int with no bit at or above its
/// square count (which is at most 128).
pub fn bitboard128(value: &Bound<'_, PyAny>, what: &str, size: BoardSize) -> PyResult<Bitboard128> {
    // Bit 127 is beyond i128: read the bits as unsigned first.
    let count = size.square_count();
    let bits = match value.extract::<u128>() {
        Ok(bits) => Some(bits),
        Err(_) => {
            integer(value, what)?; // the type error, or a negative or huge int
            None
        }
    };
    bits.filter(|&b| count >= 128 || b >> count == 0)
        .map(Bitboard128)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "{what} {value} is not a bitboard of a {size} board: bitboards are 0 to 2**{count} - 1"
            ))
        })
}

/// A square of a board of `size`: an int from 0 to its square count - 1,
/// `file + files * rank`.
pub fn board_square(value: &Bound<'_, PyAny>, size: BoardSize) -> PyResult<BoardSquare> {
    let index = integer(value, "a square")?;
    usize::try_from(index)
        .ok()
        .and_then(|i| size.square_at(i))
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "square {index} is not on a {size} board: squares are 0 to {}",
                size.square_count() - 1
            ))
        })
}

/// A direction by name, in any case: `north`, `north-east`, `ne`, ...;
/// for an unknown one, a `ValueError` suggesting the nearest name.
pub fn direction(name: &str) -> PyResult<Direction> {
    name.parse::<Direction>().map_err(|error| {
        PyValueError::new_err(format!(
            "{error}: {name:?}{}",
            a1h8::names::did_you_mean(name, Direction::ALL.map(Direction::name))
        ))
    })
}

/// A whole number from `min` to `max` named `what` (a depth, a thread
/// count).
pub fn number(value: &Bound<'_, PyAny>, what: &str, min: u64, max: u64) -> PyResult<u64> {
    let number = integer(value, what)?;
    u64::try_from(number)
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            PyValueError::new_err(format!("{what} must be {min} to {max}, not {number}"))
        })
}
