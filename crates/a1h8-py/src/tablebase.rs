//! Endgame tablebases of chess and the variants:
//! `a1h8.tablebase.Tablebase`, a directory of table files generated and
//! probed by the crate `a1h8-tablebase`.

use std::convert::Infallible;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use a1h8::{AnyGame, Endgame, Game, Position, Rules};
use a1h8_tablebase::{
    AnyTablebase, Event, Material, Metric, Metrics, ProbeError, SyzygyError, TablebaseError,
    Tables, Values,
};
use pyo3::exceptions::{PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::arguments::value_error;
use crate::variant::GameRules;

/// The tables of chess or of a variant in one directory:
/// generated there (a variant's in the folder named after it), probed
/// from there. Errors are those of `a1h8 tablebase`, with its messages: a
/// bad FEN, ending, variant, list of metrics or position (castling rights,
/// no table of its ending) raises `ValueError`; a metric asked of a table
/// that lacks it `a1h8.tablebase.MissingMetricError` (a `KeyError` and a
/// `ValueError`); a table file that cannot be read or written, or is
/// truncated or corrupted, `OSError`.
#[pyclass(module = "a1h8._a1h8")]
pub struct Tablebase {
    tables: AnyTablebase<'static>,
    /// The game's rules, for FENs.
    rules: Rules<'static>,
}

/// What the thread of the work sends the caller's: an event of the work,
/// which it waits for the caller to have passed on, then its result.
enum Message<T, E> {
    Event(E),
    Done(Result<T, TablebaseError>),
}

/// Runs `work` on a thread of its own while the calling thread waits
/// without the GIL and looks for signals every
/// [`SIGNAL_POLL`](crate::perft::SIGNAL_POLL): on one (Ctrl-C:
/// `KeyboardInterrupt`) it sets the flag `work` is given, waits for `work`
/// to stop and raises the signal's exception.
fn interruptible<T: Send>(
    py: Python<'_>,
    work: impl FnOnce(&AtomicBool) -> Result<T, TablebaseError> + Send,
) -> PyResult<T> {
    interruptible_with_events(
        py,
        |stop, _: &mut dyn FnMut(Infallible)| work(stop),
        |never| match never {},
    )
}

/// [`interruptible`], with the events `work` reports: each is handed to
/// `on_event` on the calling thread, with the GIL, in order, while `work`
/// waits for it to return, so that an event is passed on before the work
/// goes past it. An error `on_event` returns (a Python callable's
/// exception) sets the stop flag as a signal does: no event is passed on
/// after it, and once `work` has stopped the error is raised.
fn interruptible_with_events<T: Send, E: Send>(
    py: Python<'_>,
    work: impl FnOnce(&AtomicBool, &mut dyn FnMut(E)) -> Result<T, TablebaseError> + Send,
    mut on_event: impl FnMut(E) -> PyResult<()>,
) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        // The caller's word that an event was passed on.
        let (passed, wait_passed) = mpsc::channel::<()>();
        let stop = &stop;
        scope.spawn(move || {
            let mut report = |event: E| {
                // Either failing means the other thread is gone: the work
                // goes on and ends with nobody to report to.
                if sender.send(Message::Event(event)).is_ok() {
                    let _ = wait_passed.recv();
                }
            };
            let result = work(stop, &mut report);
            let _ = sender.send(Message::Done(result));
        });
        // The first exception, of a signal or of `on_event`.
        let (mut receiver, mut raised) = (receiver, None);
        loop {
            // The receiver handed to the wait and back: it is not `Sync`.
            let (back, received) = py.detach(move || {
                let received = receiver.recv_timeout(crate::perft::SIGNAL_POLL);
                (receiver, received)
            });
            receiver = back;
            match received {
                Ok(Message::Done(result)) => {
                    return match raised {
                        Some(raised) => Err(raised),
                        None => result.map_err(error),
                    };
                }
                Ok(Message::Event(event)) => {
                    if raised.is_none()
                        && let Err(exception) = on_event(event)
                    {
                        stop.store(true, Ordering::Relaxed);
                        raised = Some(exception);
                    }
                    // Sent after the stop flag: the work sees it at once.
                    let _ = passed.send(());
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(raised.unwrap_or_else(|| {
                        pyo3::exceptions::PyRuntimeError::new_err("a tablebase thread panicked")
                    }));
                }
            }
            if raised.is_none()
                && let Err(signal) = py.check_signals()
            {
                stop.store(true, Ordering::Relaxed);
                raised = Some(signal);
            }
        }
    })
}

/// The exception of a tablebase error, with the tool's message.
fn error(error: TablebaseError) -> PyErr {
    match error {
        TablebaseError::File(file) => PyOSError::new_err(file.to_string()),
        error @ TablebaseError::MissingMetric { .. } => missing_metric(error.to_string()),
        TablebaseError::Probe(ProbeError::Syzygy(syzygy)) => match syzygy {
            SyzygyError::Io { .. } | SyzygyError::Corrupt { .. } => {
                PyOSError::new_err(syzygy.to_string())
            }
            SyzygyError::Missing { .. } | SyzygyError::Lacks { .. } => {
                missing_metric(syzygy.to_string())
            }
            other => PyValueError::new_err(other.to_string()),
        },
        other => PyValueError::new_err(other.to_string()),
    }
}

/// `a1h8.tablebase.MissingMetricError(message)`.
fn missing_metric(message: String) -> PyErr {
    Python::attach(|py| {
        match py
            .import("a1h8.tablebase")
            .and_then(|module| module.getattr("MissingMetricError"))
            .and_then(|class| class.call1((message.clone(),)))
        {
            Ok(exception) => PyErr::from_value(exception),
            Err(_) => PyValueError::new_err(message),
        }
    })
}

/// The metrics `list` names (`"wdl50,dtz"`), all four for `None`.
fn metrics_of(list: Option<&str>) -> PyResult<Metrics> {
    match list {
        None => Ok(Metrics::ALL),
        Some(list) => list.parse().map_err(value_error),
    }
}

/// The ending `name`, of pieces `game` plays, in stored orientation.
fn ending<G: Endgame>(name: &str, game: &G) -> PyResult<Material> {
    Material::of_game(name, game).map_err(value_error)
}

/// A generation's event as the dict `Tablebase.generate` hands its
/// `progress`: "event", its kind, named as the tool's line for it says, and
/// "ending" (but for "removed"):
///
/// - "present": the table's file was there and valid, read;
/// - "trivial": a draw in every position (two bare kings), no table needed;
/// - "replacing": a file with the table's name but not a valid table of
///   this game, "reason" saying what is wrong with it, generated again;
/// - "removed": "paths", the temporary files a generation that stopped
///   left, removed;
/// - "generating": about to generate it, "index_size" indices per side to
///   move;
/// - "progress": "done" steps of "total" (some hundred events for a large
///   table);
/// - "written": generated and written to "path", "bytes" long, the
///   generation having taken "seconds".
fn event_dict<'py>(py: Python<'py>, event: &Event) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    let (kind, material) = match event {
        Event::Present { material } => ("present", Some(material)),
        Event::Trivial { material } => ("trivial", Some(material)),
        Event::Replacing { material, .. } => ("replacing", Some(material)),
        Event::RemovedStale { .. } => ("removed", None),
        Event::Start { material, .. } => ("generating", Some(material)),
        Event::Progress { material, .. } => ("progress", Some(material)),
        Event::Written { material, .. } => ("written", Some(material)),
    };
    dict.set_item("event", kind)?;
    if let Some(material) = material {
        dict.set_item("ending", material.to_string())?;
    }
    match event {
        Event::Present { .. } | Event::Trivial { .. } => {}
        Event::Replacing { reason, .. } => dict.set_item("reason", reason)?,
        Event::RemovedStale { paths } => {
            let paths: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
            dict.set_item("paths", paths)?;
        }
        Event::Start { index_size, .. } => dict.set_item("index_size", index_size)?,
        Event::Progress { progress, .. } => {
            dict.set_item("done", progress.done)?;
            dict.set_item("total", progress.total)?;
        }
        Event::Written {
            path,
            bytes,
            seconds,
            ..
        } => {
            dict.set_item("path", path.display().to_string())?;
            dict.set_item("bytes", bytes)?;
            dict.set_item("seconds", seconds)?;
        }
    }
    Ok(dict)
}

/// The values as an `a1h8.tablebase.Values`, a dict of those `values`
/// holds ("wdl", "dtm", "wdl50", "dtz") that names the table of `position`
/// (its ending) when asked for a metric it lacks.
///
/// A position read in Syzygy's files has "wdl50" and "dtz" (if the DTZ
/// file is there) only, as the tool shows it.
fn values_dict<'py>(
    py: Python<'py>,
    tables: &mut AnyTablebase<'static>,
    values: &Values,
    position: &AnyGame<'static>,
) -> PyResult<Bound<'py, PyAny>> {
    let material = Material::of_position(position);
    let syzygy = tables.reads_syzygy(material);
    let metrics = if syzygy {
        values.metrics().difference(Metrics::of(Metric::Wdl))
    } else {
        values.metrics()
    };
    let dict = PyDict::new(py);
    for metric in metrics.iter() {
        dict.set_item(metric.name(), values.get(metric))?;
    }
    py.import("a1h8.tablebase")?.getattr("Values")?.call1((
        dict,
        material.to_string(),
        metrics.to_string(),
        syzygy,
    ))
}

impl Tablebase {
    /// The values of the position `fen`, its table required to hold
    /// `metric`.
    fn values_of(&mut self, fen: &str, metric: Metric) -> PyResult<Values> {
        let position = self
            .rules
            .from_fen(fen)
            .map_err(|e| PyValueError::new_err(format!("{fen}: {e}")))?;
        self.tables
            .require(&position, Metrics::of(metric))
            .map_err(error)?;
        self.tables.probe(&position).map_err(error)
    }
}

#[pymethods]
impl Tablebase {
    /// The tables of `variant` (chess by default, or a variant: its name
    /// or an `a1h8.Variant`, as `Position.from_fen` takes it) in
    /// `directory` (a variant's in its folder there); nothing is read
    /// until a position needs it, and then a table file's header and the
    /// blocks the probe reads. `cache_mb`: the MiB of decompressed blocks
    /// kept for later probes (512 by default; 0 keeps none).
    #[new]
    #[pyo3(
        signature = (directory, variant = GameRules::CHESS, cache_mb = Tables::DEFAULT_CACHE_BYTES >> 20),
        text_signature = "(directory, variant='chess', cache_mb=512)"
    )]
    fn new(directory: &str, variant: GameRules, cache_mb: u64) -> PyResult<Tablebase> {
        if cache_mb > 1 << 20 {
            return Err(PyValueError::new_err(format!(
                "cache_mb is {cache_mb}: at most 1048576 (1 TiB)"
            )));
        }
        let rules = variant.0;
        // Chess960's tables are chess's.
        let template = match rules.start().map_err(value_error)? {
            AnyGame::Chess(_) => AnyGame::Chess(Position::starting()),
            start => start,
        };
        let mut tables = AnyTablebase::new(template, Path::new(directory));
        tables.set_cache_bytes(cache_mb << 20);
        Ok(Tablebase { tables, rules })
    }

    /// The directory of the game's table files.
    #[getter]
    fn directory(&self) -> String {
        self.tables.dir().display().to_string()
    }

    /// Generates the tables of `endings` (Syzygy's names, "KQvKR") and of
    /// the endings their captures and promotions lead into; tables already
    /// there and valid are read instead. The GIL is released meanwhile, and
    /// Ctrl-C stops it within a fraction of a second
    /// (`KeyboardInterrupt`): the tables written before stay, the one being
    /// made leaves no file.
    ///
    /// `progress`, a callable, is called with a dict for each event of the
    /// generation, such as {"event": "generating", "ending": "KQvK",
    /// "index_size": 29568}, on the calling thread, while the generation
    /// waits for it to return. "event" is "present", "trivial",
    /// "replacing", "removed", "generating", "progress" or "written", as
    /// the tool's lines say (the type stub lists what each holds). An
    /// exception `progress` raises stops the generation as Ctrl-C does and
    /// is raised again.
    ///
    /// `metrics`, a comma-separated list of "dtm", "wdl", "wdl50" and
    /// "dtz" as `a1h8 tablebase generate --metrics` takes it (all four by
    /// default; "wdl50,dtz" are Syzygy's, "dtm,wdl" Gaviota's), are the
    /// metrics every table made holds (dtm brings wdl, dtz brings wdl50,
    /// which brings wdl). A table there lacking them, or lacking what the
    /// larger tables' generation needs of it, raises `ValueError` naming
    /// its file.
    ///
    /// `one_side`: each file keeps the values of one side to move only
    /// (as `generate --one-side`): about half the size, the other side's
    /// values derived from the moves when read.
    #[pyo3(signature = (endings, progress = None, metrics = None, one_side = false))]
    fn generate<'py>(
        &mut self,
        py: Python<'py>,
        endings: Vec<String>,
        progress: Option<Bound<'py, PyAny>>,
        metrics: Option<&str>,
        one_side: bool,
    ) -> PyResult<()> {
        let metrics = metrics_of(metrics)?;
        let tables = &mut self.tables;
        tables.set_metrics(metrics);
        tables.set_one_side(one_side);
        let targets = endings
            .iter()
            .map(|name| ending(name, &tables.template()))
            .collect::<PyResult<Vec<_>>>()?;
        let Some(progress) = progress else {
            return interruptible(py, |stop| tables.generate_until(&targets, |_| {}, stop));
        };
        if !progress.is_callable() {
            return Err(PyTypeError::new_err(format!(
                "progress must be callable, not {}",
                progress.get_type().name()?
            )));
        }
        interruptible_with_events(
            py,
            |stop, report| tables.generate_until(&targets, |event| report(event.clone()), stop),
            |event| progress.call1((event_dict(py, &event)?,)).map(drop),
        )
    }

    /// The values of the position `fen` for its side to move, with
    /// python-chess's conventions: an `a1h8.tablebase.Values`, a dict of
    /// "wdl", "dtm", "wdl50", "dtz" (those its table holds: asking for
    /// another raises `MissingMetricError` naming the table), and "moves",
    /// a list of them, one per legal move, with "uci" and "san": the values
    /// of the position it leads to, for the side to move there.
    ///
    /// `metrics`, a comma-separated list of metric names, are the metrics
    /// asked for: a table lacking one (the position's, or a move's) raises
    /// `MissingMetricError` naming its file and the metric.
    #[pyo3(signature = (fen, metrics = None))]
    fn probe<'py>(
        &mut self,
        py: Python<'py>,
        fen: &str,
        metrics: Option<&str>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let position = self
            .rules
            .from_fen(fen)
            .map_err(|e| PyValueError::new_err(format!("{fen}: {e}")))?;
        let wanted = match metrics {
            Some(list) => Some(list.parse::<Metrics>().map_err(value_error)?),
            None => None,
        };
        probe(py, &mut self.tables, &position, wanted)
    }

    /// The best move of the position `fen` in UCI, `None` if its side to
    /// move has none: its moves ranked by WDL50 and DTZ where the tables
    /// hold them (its FEN's halfmove clock counted), DTM breaking ties or
    /// ranking alone, as `a1h8 tablebase probe` lists them.
    fn best_move(&mut self, fen: &str) -> PyResult<Option<String>> {
        let position = self
            .rules
            .from_fen(fen)
            .map_err(|e| PyValueError::new_err(format!("{fen}: {e}")))?;
        let root = self
            .tables
            .probe_root(&position, position.halfmove_clock())
            .map_err(error)?;
        Ok(root.best().map(|best| position.uci(best.mv).to_string()))
    }

    /// The WDL50 of the position `fen` for its side to move, as
    /// python-chess's `probe_wdl` of Syzygy's tables: 2 a win, 1 a win the
    /// 50-move rule makes a draw, 0 a draw, -1 a loss it saves, -2 a loss.
    /// A table without WDL50 raises `MissingMetricError`.
    fn probe_wdl(&mut self, fen: &str) -> PyResult<i8> {
        let values = self.values_of(fen, Metric::Wdl50)?;
        Ok(values.wdl50.unwrap_or(0))
    }

    /// The DTZ of the position `fen` for its side to move, as
    /// python-chess's `probe_dtz`: 0 for a draw, else the plies to the next
    /// capture or pawn move with best play, positive for a win, negative
    /// for a loss, 100 more where the 50-move rule changes the result
    /// (Syzygy's files may give one ply less than exact, where they store
    /// moves). A table without DTZ (or Syzygy's WDL file without its DTZ
    /// file) raises `MissingMetricError`.
    fn probe_dtz(&mut self, fen: &str) -> PyResult<i32> {
        let values = self.values_of(fen, Metric::Dtz)?;
        Ok(values.dtz.unwrap_or(0))
    }

    /// The endings a generation of `endings` (Syzygy's names), and of
    /// every ending of 3 to `up_to` pieces, makes or reads, each after
    /// those it leads into: names in stored orientation ("KQvKR").
    #[pyo3(signature = (endings = Vec::new(), up_to = None))]
    fn plan(&self, endings: Vec<String>, up_to: Option<usize>) -> PyResult<Vec<String>> {
        plan(&self.tables, &endings, up_to)
    }

    /// The endings the captures and promotions of `ending` lead into
    /// directly: the tables its generation reads.
    fn successors(&self, ending_name: &str) -> PyResult<Vec<String>> {
        successors(&self.tables, ending_name)
    }

    /// The bytes of memory generating the table of `ending` with `metrics`
    /// (as `generate` takes them, all four by default) takes at most.
    #[pyo3(signature = (ending_name, metrics = None))]
    fn memory_to_generate(&mut self, ending_name: &str, metrics: Option<&str>) -> PyResult<u64> {
        let material = ending(ending_name, &self.tables.template())?;
        self.tables.set_metrics(metrics_of(metrics)?);
        self.tables.memory_to_generate(material).map_err(error)
    }

    /// Derives every value of the table of `ending` again from the
    /// positions one move away; returns the number of positions checked,
    /// raises `ValueError` naming the first wrong one. Ctrl-C stops it
    /// within a fraction of a second (`KeyboardInterrupt`). DTM and DTZ are
    /// checked exactly; a table of wdl without dtm or dtz, or of wdl50
    /// without dtz, only for local consistency (a weaker check, as
    /// `a1h8 tablebase verify` says): generating dtz too makes it exact.
    fn verify(&mut self, py: Python<'_>, ending_name: &str) -> PyResult<u64> {
        let tables = &mut self.tables;
        let material = ending(ending_name, &tables.template())?;
        interruptible(py, |stop| tables.verify_until(material, stop))
            .map(|verified| verified.positions)
    }
}

/// What `Tablebase.plan` returns.
fn plan(
    tables: &AnyTablebase<'static>,
    endings: &[String],
    up_to: Option<usize>,
) -> PyResult<Vec<String>> {
    let mut targets = endings
        .iter()
        .map(|name| ending(name, &tables.template()))
        .collect::<PyResult<Vec<_>>>()?;
    if let Some(pieces) = up_to {
        if !(3..=Material::MAX_PIECES).contains(&pieces) {
            return Err(PyValueError::new_err(format!(
                "up_to is {pieces}: expected 3 to {}",
                Material::MAX_PIECES
            )));
        }
        for count in 3..=pieces {
            targets.extend(tables.endings_of(count).map_err(error)?);
        }
    }
    Ok(tables
        .plan(&targets)
        .iter()
        .map(|material| material.to_string())
        .collect())
}

/// What `Tablebase.successors` returns.
fn successors(tables: &AnyTablebase<'static>, name: &str) -> PyResult<Vec<String>> {
    let material = ending(name, &tables.template())?;
    Ok(tables
        .successors(material)
        .iter()
        .map(|material| material.to_string())
        .collect())
}

/// What `Tablebase.probe` returns for `position`: with `wanted`, every
/// table read (the position's and its moves') must hold them.
fn probe<'py>(
    py: Python<'py>,
    tables: &mut AnyTablebase<'static>,
    position: &AnyGame<'static>,
    wanted: Option<Metrics>,
) -> PyResult<Bound<'py, PyAny>> {
    let values = tables.probe(position).map_err(error)?;
    let moves = tables.probe_moves(position).map_err(error)?;
    if let Some(wanted) = wanted {
        let wanted = wanted.with(Metric::Wdl);
        tables.require(position, wanted).map_err(error)?;
        for (mv, _) in &moves {
            tables
                .require(&position.play_unchecked(*mv), wanted)
                .map_err(error)?;
        }
    }
    let dict = values_dict(py, tables, &values, position)?;
    let list = moves
        .iter()
        .map(|(mv, values)| {
            let entry = values_dict(py, tables, values, &position.play_unchecked(*mv))?;
            entry.set_item("uci", position.uci(*mv).to_string())?;
            entry.set_item("san", position.san(*mv).to_string())?;
            Ok(entry)
        })
        .collect::<PyResult<Vec<_>>>()?;
    dict.set_item("moves", list)?;
    Ok(dict)
}
