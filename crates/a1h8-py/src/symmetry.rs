//! `a1h8.transform` and `a1h8.canonical`: the board's symmetries applied
//! to chess positions, and the representative of a position's class.

use a1h8::canonical::{canonical as canonical_form, canonical_with_colors};
use a1h8::{Position, Symmetry};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::arguments::value_error;

/// The name of the colour flip, as the tool's `transform` and `canonical`
/// write it.
const COLOR_FLIP: &str = "color-flip";

/// The position of `fen` after `op`: a name of `a1h8.SYMMETRIES`
/// (`"mirror-horizontal"`, `"rotate-90"`, ...) or `"color-flip"` (the
/// board flipped top to bottom with the colours exchanged, python-chess's
/// `mirror`). Raises `ValueError` for a bad FEN, an unknown op, or a
/// symmetry that does not keep the position's meaning (any but the
/// identity with castling rights; any that moves ranks with pawns).
#[pyfunction]
pub fn transform(fen: &str, op: &str) -> PyResult<String> {
    let position = Position::from_fen(fen).map_err(value_error)?;
    if op == COLOR_FLIP {
        return Ok(position.flip_colors().to_string());
    }
    let symmetry = op.parse::<Symmetry>().map_err(|_| {
        let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
        PyValueError::new_err(format!(
            "unknown transform {op:?}: expected {COLOR_FLIP} or one of {}",
            names.join(", ")
        ))
    })?;
    Ok(position
        .transform(symmetry)
        .map_err(value_error)?
        .to_string())
}

/// The representative of the class of the position of `fen` under the
/// symmetries that keep its meaning (and the colour flip, with `colors`),
/// and how it was reached: `(fen, "rotate-90")`, `(fen, "color-flip then
/// mirror-diagonal")`. Equal for two positions exactly when one maps to
/// the other.
#[pyfunction]
#[pyo3(signature = (fen, colors = false))]
pub fn canonical(fen: &str, colors: bool) -> PyResult<(String, String)> {
    let position = Position::from_fen(fen).map_err(value_error)?;
    let form = if colors {
        canonical_with_colors(&position)
    } else {
        canonical_form(&position)
    };
    let via = match (form.colors_flipped, form.symmetry) {
        (false, symmetry) => symmetry.name().to_string(),
        (true, Symmetry::Identity) => COLOR_FLIP.to_string(),
        (true, symmetry) => format!("{COLOR_FLIP} then {symmetry}"),
    };
    Ok((form.position.to_string(), via))
}
