//! Python bindings of a1h8, built by maturin into the extension module
//! `a1h8._a1h8`; the package `a1h8` (in `python/a1h8`) re-exports it with
//! Python conventions: `int` for squares (0..63 on 8x8, `file + files *
//! rank` on any board) and bitboards, strings for moves (UCI), FEN and
//! names, and `ValueError` carrying the library's message for bad input.
//!
//! All logic is in the library; each file here converts arguments and
//! results for one part of it: [`geometry`] (squares and lines, 8x8 and
//! any size), [`symmetry`] (transforms and canonical forms of positions),
//! [`attacks`], [`variant`] (the game played: `variant=`, a name or a
//! `Variant`, read into the core's `Rules`), [`position`] (positions, held
//! as the core's `AnyGame`, legal moves, SAN), [`perft`] (counts) and
//! [`units`] (the work units of a distributed count), and [`tablebase`].

use pyo3::prelude::*;

pub mod arguments;
pub mod attacks;
pub mod board;
pub mod geometry;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod symmetry;
pub mod tablebase;
pub mod units;
pub mod variant;

/// The extension module `a1h8._a1h8`.
#[pymodule]
mod _a1h8 {
    #[pymodule_export]
    use super::attacks::attacks;
    #[pymodule_export]
    use super::board::{Board, Outcome};
    #[pymodule_export]
    use super::geometry::{
        BoardSize, aligned, anti_diagonal_mask, anti_diagonal_of, between, diagonal_mask,
        diagonal_of, file_mask, file_of, line, moves_to_edge, parse_square, rank_mask, rank_of,
        ray, square, square_name, squares,
    };
    #[pymodule_export]
    use super::perft::perft;
    #[pymodule_export]
    use super::pgn::{GameReader, PgnGameView, read_games, write_game};
    #[pymodule_export]
    use super::position::Position;
    #[pymodule_export]
    use super::symmetry::{canonical, transform};
    #[pymodule_export]
    use super::tablebase::Tablebase;
    #[pymodule_export]
    use super::units::{PerftSplit, perft_units};
    #[pymodule_export]
    use super::variant::Variant;

    use pyo3::prelude::*;

    /// The names the tool and the library give, as tuples.
    #[pymodule_init]
    fn init(module: &Bound<'_, PyModule>) -> PyResult<()> {
        module.add("__version__", env!("CARGO_PKG_VERSION"))?;
        module.add("MAX_PERFT_DEPTH", a1h8::MAX_PERFT_DEPTH)?;
        let directions: Vec<&str> = a1h8::Direction::ALL.iter().map(|d| d.name()).collect();
        module.add(
            "DIRECTIONS",
            pyo3::types::PyTuple::new(module.py(), directions)?,
        )?;
        let symmetries: Vec<&str> = a1h8::Symmetry::ALL.iter().map(|s| s.name()).collect();
        module.add(
            "SYMMETRIES",
            pyo3::types::PyTuple::new(module.py(), symmetries)?,
        )?;
        let variants: Vec<&str> = a1h8::variant::Variant::BUILT_IN
            .iter()
            .map(|v| v.name())
            .collect();
        module.add(
            "VARIANTS",
            pyo3::types::PyTuple::new(module.py(), variants)?,
        )?;
        Ok(())
    }
}
