//! `a1h8.transform` and `a1h8.canonical`: the board's symmetries applied
//! to chess positions, and the representative of a position's class.

use a1h8::canonical::{Symmetric, canonical as canonical_form, canonical_with_colors};
use a1h8::{Symmetry, names};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::arguments::value_error;
use crate::position::from_fen;
use crate::variant::GameRules;

/// The name of the colour flip, as the tool's `transform` and `canonical`
/// write it.
const COLOR_FLIP: &str = "color-flip";

/// The position of `fen` after `op`: a name of `a1h8.SYMMETRIES`
/// (`"mirror-horizontal"`, `"rotate-90"`, ...) or `"color-flip"` (the
/// board flipped top to bottom with the colours exchanged, python-chess's
/// `mirror`), in any case. `variant` is read as `Position.from_fen` reads
/// it (`"chess"`, `"chess960"` or a name of `a1h8.VARIANTS`, in any case,
/// or an `a1h8.Variant`):
/// on a rectangle (10x8) only identity, flip-vertical, mirror-horizontal and
/// rotate-180 are symmetries of the board. Raises `ValueError` for a bad
/// FEN or variant, an unknown op (with the nearest name: "did you mean
/// `rotate-90`?"), or a symmetry that does not keep the position's meaning
/// (one not of the board; any but the identity with castling rights; any
/// that moves ranks with pawns).
#[pyfunction]
#[pyo3(
    signature = (fen, op, variant = GameRules::CHESS),
    text_signature = "(fen, op, variant='chess')"
)]
pub fn transform(fen: &str, op: &str, variant: GameRules) -> PyResult<String> {
    let op = if op.eq_ignore_ascii_case(COLOR_FLIP) {
        None
    } else {
        Some(
            names::find(op, &Symmetry::ALL, Symmetry::name).ok_or_else(|| {
                let known = Symmetry::ALL.map(Symmetry::name);
                PyValueError::new_err(format!(
                    "unknown transform {op:?}: expected {COLOR_FLIP} or one of {}{}",
                    known.join(", "),
                    names::did_you_mean(op, [COLOR_FLIP].into_iter().chain(known))
                ))
            })?,
        )
    };
    apply(&from_fen(fen, variant)?, op)
}

/// The FEN of `position` under `op` (`None` for the colour flip).
fn apply<P: Symmetric>(position: &P, op: Option<Symmetry>) -> PyResult<String> {
    Ok(match op {
        None => position.flip_colors().to_string(),
        Some(symmetry) => position
            .transform(symmetry)
            .map_err(value_error)?
            .to_string(),
    })
}

/// The representative of the class of the position of `fen` under the
/// symmetries that keep its meaning (and the colour flip, with `colors`),
/// and how it was reached: `(fen, "rotate-90")`, `(fen, "color-flip then
/// mirror-diagonal")`. Equal for two positions exactly when one maps to
/// the other. `variant` as `transform` takes it: on every board, the white
/// king in the triangle `file <= (n - 1) // 2`, `rank <= file` of an n x n
/// board, the bottom-left quarter of a rectangle, the left half with pawns.
#[pyfunction]
#[pyo3(
    signature = (fen, colors = false, variant = GameRules::CHESS),
    text_signature = "(fen, colors=False, variant='chess')"
)]
pub fn canonical(fen: &str, colors: bool, variant: GameRules) -> PyResult<(String, String)> {
    Ok(representative(&from_fen(fen, variant)?, colors))
}

/// The representative's FEN and how it was reached.
fn representative<P: Symmetric>(position: &P, colors: bool) -> (String, String) {
    let form = if colors {
        canonical_with_colors(position)
    } else {
        canonical_form(position)
    };
    let via = match (form.colors_flipped, form.symmetry) {
        (false, symmetry) => symmetry.name().to_string(),
        (true, Symmetry::Identity) => COLOR_FLIP.to_string(),
        (true, symmetry) => format!("{COLOR_FLIP} then {symmetry}"),
    };
    (form.position.to_string(), via)
}
