//! `a1h8.PerftSplit` and `a1h8.perft_units`: a perft split into work
//! units, with the files of `a1h8 perft split`, `run-units` and `merge`
//! written and checked by the same code as the tool's (the crate
//! `a1h8-units`), so that the Dask driver and `merge` never disagree on a
//! line.

use a1h8::{AnyGame, Game};
use a1h8_units::{CheckpointError, Split, SplitError, fen_without_clocks, hash_text};
use pyo3::exceptions::{PyMemoryError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::arguments::{self, value_error};
use crate::variant::GameRules;

/// A split of any game: chess (Chess960 too) or a variant.
type AnySplit = Split<AnyGame<'static>>;

/// The split of a perft of `depth` from `fen` (a position of `variant`)
/// at ply `at`, the GIL released while it walks;
/// `ValueError` for bad arguments, `MemoryError` when the units do not fit
/// in memory.
fn split(
    py: Python<'_>,
    fen: &str,
    depth: &Bound<'_, PyAny>,
    at: &Bound<'_, PyAny>,
    variant: GameRules,
) -> PyResult<AnySplit> {
    let depth = crate::perft::depth(depth)?;
    let at = arguments::number(at, "at", 0, u64::from(depth))? as u32;
    let split_error = |error: SplitError| match error {
        SplitError::OutOfMemory { .. } => PyMemoryError::new_err(error.to_string()),
        SplitError::AtDeeperThanDepth { .. } | SplitError::Game(_) => value_error(error),
    };
    let root = crate::position::from_fen(fen, variant)?;
    py.detach(|| Split::new(&root, depth, at))
        .map_err(split_error)
}

/// The units of `split` as dicts `{"id", "fen", "hash", "multiplicity",
/// "depth"}`.
fn unit_dicts<'py, G: Game>(
    py: Python<'py>,
    split: &Split<G>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    split
        .units()
        .iter()
        .map(|unit| {
            let dict = PyDict::new(py);
            dict.set_item("id", unit.id)?;
            dict.set_item("fen", fen_without_clocks(&unit.position))?;
            dict.set_item("hash", hash_text(unit.hash()))?;
            dict.set_item("multiplicity", unit.multiplicity)?;
            dict.set_item("depth", unit.depth)?;
            Ok(dict)
        })
        .collect()
}

/// The work units of a perft of `depth` from the position `fen` (of chess,
/// or of `variant`, a name or an `a1h8.Variant`) taken at ply `at`, as `a1h8 perft
/// split` writes them: one dict
/// `{"id", "fen", "hash", "multiplicity", "depth"}` per distinct position
/// after `at` plies (clocks aside), numbered in the order a depth-first
/// walk first reaches it, with the number of move sequences reaching it
/// and the depth left. The sum of `perft(unit["fen"], unit["depth"]) *
/// unit["multiplicity"]` is `perft(fen, depth)`. `MemoryError` when the
/// units do not fit in memory.
#[pyfunction]
#[pyo3(
    signature = (fen, depth, at, variant = GameRules::CHESS),
    text_signature = "(fen, depth, at, variant='chess')"
)]
pub fn perft_units<'py>(
    py: Python<'py>,
    fen: &str,
    depth: &Bound<'py, PyAny>,
    at: &Bound<'py, PyAny>,
    variant: GameRules,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    unit_dicts(py, &split(py, fen, depth, at, variant)?)
}

/// A perft of `depth` from the position `fen` (of chess, or of `variant`,
/// a name or an `a1h8.Variant`) split at ply `at` into
/// work units, with the lines of its files: `units_file()` as `a1h8 perft
/// split` writes it, `result_line(id, nodes)` as `a1h8 perft run-units`
/// writes it, and `read_checkpoint(data)` to check a results file as
/// `a1h8 perft merge` does.
#[pyclass(module = "a1h8", frozen)]
pub struct PerftSplit {
    split: AnySplit,
}

#[pymethods]
impl PerftSplit {
    #[new]
    #[pyo3(
        signature = (fen, depth, at, variant = GameRules::CHESS),
        text_signature = "(fen, depth, at, variant='chess')"
    )]
    fn new(
        py: Python<'_>,
        fen: &str,
        depth: &Bound<'_, PyAny>,
        at: &Bound<'_, PyAny>,
        variant: GameRules,
    ) -> PyResult<PerftSplit> {
        Ok(PerftSplit {
            split: split(py, fen, depth, at, variant)?,
        })
    }

    /// The game the split is of: `chess` or the variant's name.
    #[getter]
    fn variant(&self) -> String {
        self.split.root().game_name().to_string()
    }

    /// The split's identifier, 16 hex digits: a digest of the game (its
    /// name and rules), the root, the depth and the ply, which every
    /// result line names.
    #[getter]
    fn id(&self) -> String {
        self.split.id().to_string()
    }

    /// The root position's FEN.
    #[getter]
    fn root(&self) -> String {
        self.split.root().to_string()
    }

    /// The depth of the whole perft.
    #[getter]
    fn depth(&self) -> u32 {
        self.split.depth()
    }

    /// The ply the units are taken at.
    #[getter]
    fn at(&self) -> u32 {
        self.split.at()
    }

    /// The number of units.
    fn __len__(&self) -> usize {
        self.split.units().len()
    }

    /// The units, as `perft_units` gives them.
    fn units<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        unit_dicts(py, &self.split)
    }

    /// The units file, as `a1h8 perft split` writes it.
    fn units_file(&self) -> String {
        self.split.units_file()
    }

    /// The result line of unit `id` counted to `nodes` (with its newline),
    /// as `a1h8 perft run-units` writes it.
    fn result_line(&self, id: &Bound<'_, PyAny>, nodes: &Bound<'_, PyAny>) -> PyResult<String> {
        let units = self.split.units().len();
        let id = arguments::index(id, "unit id", units)?;
        let nodes = arguments::number(nodes, "nodes", 0, u64::MAX)?;
        Ok(self.split.result_line(id, nodes) + "\n")
    }

    /// Checks the results file `data` (bytes) as `a1h8 perft merge` checks
    /// one, more strictly: every line must be a result of this split, at
    /// most one per unit, but a last line cut short by a writer that
    /// stopped. Returns `({id: nodes}, keep)`, `keep` the number of bytes
    /// of whole lines (all but a cut last line). `ValueError` naming the
    /// first line at fault.
    fn read_checkpoint(&self, data: &Bound<'_, PyBytes>) -> PyResult<(Vec<(usize, u64)>, usize)> {
        let read = self.split.read_checkpoint(data.as_bytes());
        match read {
            Ok(checkpoint) => Ok((
                checkpoint
                    .results
                    .iter()
                    .map(|result| (result.id, result.nodes))
                    .collect(),
                checkpoint.keep,
            )),
            Err(CheckpointError::OutOfMemory(error)) => {
                Err(PyMemoryError::new_err(error.to_string()))
            }
            Err(error) => Err(PyValueError::new_err(error.to_string())),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "PerftSplit({:?}, {}, {}, variant={:?}): {} units",
            self.split.root().to_string(),
            self.split.depth(),
            self.split.at(),
            self.split.root().game_name(),
            self.split.units().len()
        )
    }
}
