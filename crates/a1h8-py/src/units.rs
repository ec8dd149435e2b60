//! `a1h8.PerftSplit` and `a1h8.perft_units`: a perft split into work
//! units, with the files of `a1h8 perft split`, `run-units` and `merge`
//! written and checked by the same code as the tool's (the crate
//! `a1h8-units`), so that the Dask driver and `merge` never disagree on a
//! line.

use a1h8::Position;
use a1h8_units::{CheckpointError, Split, SplitError, hash_text};
use pyo3::exceptions::{PyMemoryError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::arguments::{self, value_error};

/// The split of a perft of `depth` from `fen` at ply `at`, the GIL
/// released while it walks; `ValueError` for bad arguments, `MemoryError`
/// when the units do not fit in memory.
fn split(
    py: Python<'_>,
    fen: &str,
    depth: &Bound<'_, PyAny>,
    at: &Bound<'_, PyAny>,
) -> PyResult<Split> {
    let depth = crate::perft::depth(depth)?;
    let at = arguments::number(at, "at", 0, u64::from(depth))? as u32;
    let root = Position::from_fen(fen).map_err(value_error)?;
    py.detach(|| Split::new(&root, depth, at))
        .map_err(|error| match error {
            SplitError::OutOfMemory { .. } => PyMemoryError::new_err(error.to_string()),
            SplitError::AtDeeperThanDepth { .. } => value_error(error),
        })
}

/// The units of `split` as dicts `{"id", "fen", "hash", "multiplicity",
/// "depth"}`.
fn unit_dicts<'py>(py: Python<'py>, split: &Split) -> PyResult<Vec<Bound<'py, PyDict>>> {
    split
        .units()
        .iter()
        .map(|unit| {
            let dict = PyDict::new(py);
            dict.set_item("id", unit.id)?;
            dict.set_item("fen", unit.position.fen_without_clocks().to_string())?;
            dict.set_item("hash", hash_text(unit.hash()))?;
            dict.set_item("multiplicity", unit.multiplicity)?;
            dict.set_item("depth", unit.depth)?;
            Ok(dict)
        })
        .collect()
}

/// The work units of a perft of `depth` from the chess position of `fen`
/// taken at ply `at`, as `a1h8 perft split` writes them: one dict
/// `{"id", "fen", "hash", "multiplicity", "depth"}` per distinct position
/// after `at` plies (clocks aside), numbered in the order a depth-first
/// walk first reaches it, with the number of move sequences reaching it
/// and the depth left. The sum of `perft(unit["fen"], unit["depth"]) *
/// unit["multiplicity"]` is `perft(fen, depth)`. `MemoryError` when the
/// units do not fit in memory.
#[pyfunction]
pub fn perft_units<'py>(
    py: Python<'py>,
    fen: &str,
    depth: &Bound<'py, PyAny>,
    at: &Bound<'py, PyAny>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    unit_dicts(py, &split(py, fen, depth, at)?)
}

/// A perft of `depth` from the chess position `fen` split at ply `at` into
/// work units, with the lines of its files: `units_file()` as `a1h8 perft
/// split` writes it, `result_line(id, nodes)` as `a1h8 perft run-units`
/// writes it, and `read_checkpoint(data)` to check a results file as
/// `a1h8 perft merge` does.
#[pyclass(module = "a1h8", frozen)]
pub struct PerftSplit {
    split: Split,
}

#[pymethods]
impl PerftSplit {
    #[new]
    fn new(
        py: Python<'_>,
        fen: &str,
        depth: &Bound<'_, PyAny>,
        at: &Bound<'_, PyAny>,
    ) -> PyResult<PerftSplit> {
        Ok(PerftSplit {
            split: split(py, fen, depth, at)?,
        })
    }

    /// The split's identifier, 16 hex digits: a digest of the root, the
    /// depth and the ply, which every result line names.
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
        match self.split.read_checkpoint(data.as_bytes()) {
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
            "PerftSplit({:?}, {}, {}): {} units",
            self.split.root().to_string(),
            self.split.depth(),
            self.split.at(),
            self.split.units().len()
        )
    }
}
