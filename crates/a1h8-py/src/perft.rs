//! `a1h8.perft`: counting the legal move tree with the GIL released (the
//! work units of a count spread over machines are `units.rs`').

use a1h8::Move;
use a1h8::variant::{self, VariantMove};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rayon::prelude::*;

use crate::arguments;
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
