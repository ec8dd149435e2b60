//! Endgame tablebases of chess: `a1h8.tablebase.Tablebase`, a directory of
//! table files generated and probed by the crate `a1h8-tablebase`.

use std::path::Path;

use a1h8::Position;
use a1h8_tablebase::{Material, Tablebase as Tables, TablebaseError, Values};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The tables of chess in one directory: generated there, probed from
/// there. Errors are those of `a1h8 tablebase`, with its messages: a bad
/// FEN, ending or position (castling rights, no table of its ending)
/// raises `ValueError`; a table file that cannot be read or written, or is
/// truncated or corrupted, `OSError`.
#[pyclass(module = "a1h8._a1h8")]
pub struct Tablebase {
    tables: Tables<Position>,
}

/// The exception of a tablebase error, with the tool's message.
fn error(error: TablebaseError) -> PyErr {
    match error {
        TablebaseError::File(file) => PyOSError::new_err(file.to_string()),
        other => PyValueError::new_err(other.to_string()),
    }
}

fn ending(name: &str) -> PyResult<Material> {
    name.parse::<Material>()
        .map(|material| material.normalized().0)
        .map_err(|e| PyValueError::new_err(format!("invalid ending {name:?}: {e}")))
}

/// The four values as a dict: wdl, dtm, wdl50, dtz.
fn values_dict<'py>(py: Python<'py>, values: &Values) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("wdl", values.wdl)?;
    dict.set_item("dtm", values.dtm)?;
    dict.set_item("wdl50", values.wdl50)?;
    dict.set_item("dtz", values.dtz)?;
    Ok(dict)
}

#[pymethods]
impl Tablebase {
    /// The tables in `directory` (nothing is read until a position needs it).
    #[new]
    fn new(directory: &str) -> Tablebase {
        Tablebase {
            tables: Tables::new(Position::starting(), Path::new(directory)),
        }
    }

    /// Generates the tables of `endings` (Syzygy's names, "KQvKR") and of
    /// the endings their captures and promotions lead into; tables already
    /// there and valid are read instead.
    fn generate(&mut self, py: Python<'_>, endings: Vec<String>) -> PyResult<()> {
        let targets = endings
            .iter()
            .map(|name| ending(name))
            .collect::<PyResult<Vec<_>>>()?;
        let tables = &mut self.tables;
        py.detach(|| tables.generate(&targets, |_| {}))
            .map_err(error)
    }

    /// The values of the position `fen` for its side to move, with
    /// python-chess's conventions: a dict of "wdl", "dtm", "wdl50", "dtz",
    /// and "moves", a list of dicts, one per legal move: "uci", "san" and
    /// the four values of the position it leads to, for the side to move
    /// there.
    fn probe<'py>(&mut self, py: Python<'py>, fen: &str) -> PyResult<Bound<'py, PyDict>> {
        let position =
            Position::from_fen(fen).map_err(|e| PyValueError::new_err(format!("{fen}: {e}")))?;
        let values = self.tables.probe(&position).map_err(error)?;
        let moves = self.tables.probe_moves(&position).map_err(error)?;
        let dict = values_dict(py, &values)?;
        let list = moves
            .iter()
            .map(|(mv, values)| {
                let entry = values_dict(py, values)?;
                entry.set_item("uci", mv.to_string())?;
                entry.set_item("san", position.san(*mv).to_string())?;
                Ok(entry)
            })
            .collect::<PyResult<Vec<_>>>()?;
        dict.set_item("moves", list)?;
        Ok(dict)
    }

    /// Derives every value of the table of `ending` again from the
    /// positions one move away; returns the number of positions checked,
    /// raises `ValueError` naming the first wrong one.
    fn verify(&mut self, py: Python<'_>, ending_name: &str) -> PyResult<u64> {
        let material = ending(ending_name)?;
        let tables = &mut self.tables;
        py.detach(|| tables.verify(material))
            .map(|verified| verified.positions)
            .map_err(error)
    }
}
