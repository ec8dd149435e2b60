//! `a1h8.perft`: counting the legal move tree with the GIL released, and
//! interruptible (the work units of a count spread over machines are
//! `units.rs`').

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use a1h8::{Game, MAX_PERFT_DEPTH, PerftDepthError, PerftError};
use pyo3::exceptions::{PyOverflowError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::arguments::{self, value_error};
use crate::variant::GameRules;

/// How long the calling thread waits for the counting threads, without the
/// GIL, before it looks for a signal (Ctrl-C) again.
pub(crate) const SIGNAL_POLL: Duration = Duration::from_millis(100);

/// A depth for perft: 0 to [`MAX_PERFT_DEPTH`], in the library's words
/// when too deep.
pub fn depth(value: &Bound<'_, PyAny>) -> PyResult<u32> {
    let depth = arguments::integer(value, "depth")?;
    let depth = u64::try_from(depth).map_err(|_| {
        PyValueError::new_err(format!("depth must be 0 to {MAX_PERFT_DEPTH}, not {depth}"))
    })?;
    PerftDepthError::check(depth).map_err(value_error)
}

/// The sum of `count(i, stop)` for every `i` below `len`, on `threads`
/// threads of a scope (all of them ended when this returns) that take the
/// next `i` in turn. The calling thread waits without the GIL and looks
/// for signals every [`SIGNAL_POLL`]: on one (Ctrl-C: `KeyboardInterrupt`)
/// it sets `stop`, which `count` polls, waits for every thread to end and
/// raises the signal's exception. A sum past 64 bits is `OverflowError`
/// naming `what` was counted.
fn sum_over(
    py: Python<'_>,
    len: usize,
    threads: usize,
    what: &str,
    count: impl Fn(usize, &dyn Fn() -> bool) -> Result<u64, PerftError> + Sync,
) -> PyResult<u64> {
    let overflow = || PyOverflowError::new_err(format!("{what}: {}", PerftError::Overflow));
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let (sender, mut receiver) = mpsc::channel::<Result<u64, PerftError>>();
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for _ in 0..threads.clamp(1, len.max(1)) {
            let sender = sender.clone();
            let (stop, next, count) = (&stop, &next, &count);
            handles.push(scope.spawn(move || {
                let stopped = || stop.load(Ordering::Relaxed);
                let mut sum = 0u64;
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= len {
                        break;
                    }
                    let counted = count(i, &stopped)
                        .and_then(|n| sum.checked_add(n).ok_or(PerftError::Overflow));
                    match counted {
                        Ok(total) => sum = total,
                        Err(error) => {
                            // The other threads need not go on.
                            stop.store(true, Ordering::Relaxed);
                            let _ = sender.send(Err(error));
                            return;
                        }
                    }
                }
                let _ = sender.send(Ok(sum));
            }));
        }
        drop(sender);
        let mut total: Result<u64, PyErr> = Ok(0);
        loop {
            let (back, received) = py.detach(move || {
                let received = receiver.recv_timeout(SIGNAL_POLL);
                (receiver, received)
            });
            receiver = back;
            match received {
                Ok(Ok(n)) => {
                    total = total.and_then(|t| t.checked_add(n).ok_or_else(overflow));
                }
                Ok(Err(PerftError::Overflow)) => {
                    if total.is_ok() {
                        total = Err(overflow());
                    }
                }
                // Only after a signal or an overflow, already in `total`.
                Ok(Err(PerftError::Stopped)) => {}
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(signal) = py.check_signals() {
                        stop.store(true, Ordering::Relaxed);
                        total = Err(signal);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
            if total.is_err() {
                stop.store(true, Ordering::Relaxed);
            }
        }
        // Every thread has sent its last message; joining waits for each
        // to be gone (the scope alone waits only for their closures).
        for handle in handles {
            if handle.join().is_err() {
                total = Err(PyRuntimeError::new_err("a counting thread panicked"));
            }
        }
        total
    })
}

/// The number of leaves of the legal move tree of depth `depth` from the
/// position of `fen` (of `variant`, a name or an `a1h8.Variant`, as
/// `Position.from_fen` takes it), on
/// `threads` threads (one by default). The GIL is released while it
/// counts, so other Python threads run meanwhile, and Ctrl-C ends the
/// count within a fraction of a second (`KeyboardInterrupt`, no thread
/// left running). Raises `ValueError` for a bad FEN, variant, depth (0 to
/// 20) or thread count (1 to 1024), `OverflowError` for a count that does
/// not fit in 64 bits.
#[pyfunction]
#[pyo3(
    signature = (fen, depth, variant = GameRules::CHESS, threads = None),
    text_signature = "(fen, depth, variant='chess', threads=None)"
)]
pub fn perft(
    py: Python<'_>,
    fen: &str,
    depth: &Bound<'_, PyAny>,
    variant: GameRules,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let depth = self::depth(depth)?;
    let threads = match threads {
        Some(threads) => arguments::number(threads, "threads", 1, 1024)? as usize,
        None => 1,
    };
    let game = crate::position::from_fen(fen, variant)?;
    if depth == 0 {
        return Ok(1);
    }
    perft_of(py, &game, depth, threads)
}

/// The perft of `depth` (1 or more) from `position` on `threads` threads,
/// one root move at a time, as [`perft`] counts it.
fn perft_of<G>(py: Python<'_>, position: &G, depth: u32, threads: usize) -> PyResult<u64>
where
    G: Game + Sync,
    G::Move: Sync,
{
    let what = format!("perft {depth} of {position}");
    let moves: Vec<G::Move> = position.legal_moves().iter().copied().collect();
    sum_over(py, moves.len(), threads, &what, |i, stop| {
        a1h8::perft_until(&position.play_unchecked(moves[i]), depth - 1, stop)
    })
}
