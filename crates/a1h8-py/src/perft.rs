//! `a1h8.perft` and `a1h8.perft_units`: counting the legal move tree with
//! the GIL released, and the work units of a count spread over machines.

use std::collections::HashMap;

use a1h8::variant::{self, VariantMove};
use a1h8::{Move, Position, for_each_position_at};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;

use crate::arguments::{self, value_error};
use crate::position::Game;

/// The sum of `count` over `moves`, on `threads` threads (rayon balances
/// the moves over them).
fn sum_over<M: Sync>(
    moves: &[M],
    threads: usize,
    count: impl Fn(&M) -> u64 + Sync + Send,
) -> PyResult<u64> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| PyValueError::new_err(format!("cannot start {threads} threads: {e}")))?;
    Ok(pool.install(|| moves.par_iter().map(count).sum()))
}

/// The number of leaves of the legal move tree of depth `depth` from the
/// position of `fen` (of `variant`, as `Position.from_fen` takes it), on
/// `threads` threads (one by default). The GIL is released while it counts, so other
/// Python threads run meanwhile. Raises `ValueError` for a bad FEN,
/// variant, depth (0 to 63) or thread count (1 to 1024).
#[pyfunction]
#[pyo3(signature = (fen, depth, variant = "chess", threads = None))]
pub fn perft(
    py: Python<'_>,
    fen: &str,
    depth: &Bound<'_, PyAny>,
    variant: &str,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let depth = arguments::number(depth, "depth", 0, 63)? as u32;
    let threads = match threads {
        Some(threads) => arguments::number(threads, "threads", 1, 1024)? as usize,
        None => 1,
    };
    let game = Game::from_fen(fen, variant)?;
    py.detach(|| match game {
        Game::Chess(position) if threads == 1 || depth == 0 => Ok(a1h8::perft(&position, depth)),
        Game::Chess(position) => {
            let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
            sum_over(&moves, threads, |&mv| {
                a1h8::perft(&position.play(mv), depth - 1)
            })
        }
        Game::Variant(position) if threads == 1 || depth == 0 => {
            Ok(variant::perft(&position, depth))
        }
        Game::Variant(position) => {
            let moves: Vec<VariantMove> = position.legal_moves().iter().copied().collect();
            sum_over(&moves, threads, |&mv| {
                variant::perft(&position.play(mv), depth - 1)
            })
        }
    })
}

/// The work units of a perft of `depth` from the chess position of `fen`
/// taken at ply `at`, as `a1h8 perft split` writes them: one dict
/// `{"id", "fen", "hash", "multiplicity", "depth"}` per distinct position
/// after `at` plies (clocks aside), numbered in the order a depth-first
/// walk first reaches it, with the number of move sequences reaching it
/// and the depth left. The sum of `perft(unit["fen"], unit["depth"]) *
/// unit["multiplicity"]` is `perft(fen, depth)`.
#[pyfunction]
pub fn perft_units<'py>(
    py: Python<'py>,
    fen: &str,
    depth: &Bound<'py, PyAny>,
    at: &Bound<'py, PyAny>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let depth = arguments::number(depth, "depth", 0, 63)? as u32;
    let at = arguments::number(at, "at", 0, u64::from(depth))? as u32;
    let root = Position::from_fen(fen).map_err(value_error)?;
    let units = py.detach(|| {
        let mut ids: HashMap<Position, usize> = HashMap::new();
        let mut units: Vec<(Position, u64)> = Vec::new();
        for_each_position_at(&root, at, |position| {
            let position = position.without_clocks();
            let next = units.len();
            let id = *ids.entry(position).or_insert(next);
            if id == next {
                units.push((position, 0));
            }
            units[id].1 += 1;
        });
        units
    });
    units
        .into_iter()
        .enumerate()
        .map(|(id, (position, multiplicity))| {
            let unit = PyDict::new(py);
            unit.set_item("id", id)?;
            unit.set_item("fen", position.fen_without_clocks().to_string())?;
            unit.set_item("hash", format!("{:#018x}", position.zobrist()))?;
            unit.set_item("multiplicity", multiplicity)?;
            unit.set_item("depth", depth - at)?;
            Ok(unit)
        })
        .collect()
}
