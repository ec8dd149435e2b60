//! `a1h8 perft` and `a1h8 moves`: counting the legal move tree, and
//! listing the legal moves.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use a1h8::epd::PerftLine;
use a1h8::{Move, PerftEntry, PerftTable, Position, perft, perft_hashed};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;

use crate::output::{Failure, Out, Outcome, describe};

/// A progress bar on standard error for work of `total` steps, drawn only
/// once the work has taken a second and only on a terminal.
struct Progress {
    bar: ProgressBar,
    done: Arc<AtomicBool>,
}

impl Progress {
    fn new(total: u64, what: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} {elapsed}")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        bar.set_message(what.to_string());
        let done = Arc::new(AtomicBool::new(false));
        if std::io::stderr().is_terminal() {
            let (bar, done) = (bar.clone(), Arc::clone(&done));
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_secs(1));
                if !done.load(Ordering::Relaxed) {
                    bar.set_draw_target(ProgressDrawTarget::stderr());
                }
            });
        }
        Progress { bar, done }
    }

    fn step(&self) {
        self.bar.inc(1);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        self.bar.finish_and_clear();
    }
}

/// The perft of every legal move of `position` at `depth - 1`, in the order
/// of [`Position::legal_moves`], on `threads` threads, with a hash table of
/// `hash_mb` MiB in all (none for 0; one table per thread).
fn split(
    position: &Position,
    depth: u32,
    threads: usize,
    hash_mb: usize,
) -> Result<Vec<(Move, u64)>, Failure> {
    let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
    let progress = Progress::new(moves.len() as u64, &format!("perft {depth}"));
    let table_len = (hash_mb << 20) / std::mem::size_of::<PerftEntry>() / threads.max(1);
    // The moves `first, first + step, ...`, each with its count.
    let work = |first: usize, step: usize| -> Vec<(usize, u64)> {
        let mut entries = vec![PerftEntry::default(); table_len];
        let mut table = PerftTable::new(&mut entries);
        (first..moves.len())
            .step_by(step)
            .map(|i| {
                let child = position.play(moves[i]);
                let nodes = if table_len > 0 {
                    perft_hashed(&child, depth - 1, &mut table)
                } else {
                    perft(&child, depth - 1)
                };
                progress.step();
                (i, nodes)
            })
            .collect()
    };
    let mut counts = vec![0; moves.len()];
    if threads <= 1 {
        for (i, nodes) in work(0, 1) {
            counts[i] = nodes;
        }
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| Failure::Input(format!("cannot start {threads} threads: {e}")))?;
        if table_len == 0 {
            // Without tables, rayon balances the moves over the threads.
            let parts: Vec<(usize, u64)> = pool.install(|| {
                (0..moves.len())
                    .into_par_iter()
                    .flat_map(|i| work(i, moves.len()))
                    .collect()
            });
            for (i, nodes) in parts {
                counts[i] = nodes;
            }
        } else {
            // With them, one table a thread: each thread counts every
            // `threads`-th move.
            for part in pool.broadcast(|context| work(context.index(), context.num_threads())) {
                for (i, nodes) in part {
                    counts[i] = nodes;
                }
            }
        }
    }
    Ok(moves.into_iter().zip(counts).collect())
}

/// The perft of `position` at `depth`, split at the root.
fn count(
    position: &Position,
    depth: u32,
    threads: usize,
    hash_mb: usize,
) -> Result<(u64, Vec<(Move, u64)>), Failure> {
    if depth == 0 {
        return Ok((1, Vec::new()));
    }
    let parts = split(position, depth, threads, hash_mb)?;
    Ok((parts.iter().map(|&(_, n)| n).sum(), parts))
}

/// `a1h8 perft --json`.
#[derive(Serialize)]
struct PerftJson {
    fen: String,
    depth: u32,
    nodes: u64,
    seconds: f64,
    nodes_per_second: f64,
    threads: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    divide: Option<Vec<DivideJson>>,
}

#[derive(Serialize)]
struct DivideJson {
    #[serde(rename = "move")]
    mv: String,
    nodes: u64,
}

/// What `a1h8 perft` counts with: threads and hash table.
#[derive(Clone, Copy)]
pub struct Resources {
    /// Threads, at least 1.
    pub threads: usize,
    /// MiB of hash table in all, 0 for none.
    pub hash_mb: usize,
}

/// `a1h8 perft [--fen FEN] [--depth D] [--divide] [--threads N] [--hash MB]`.
pub fn run(
    fen: Option<&str>,
    depth: u32,
    divide: bool,
    resources: Resources,
    json: bool,
    out: &mut Out,
) -> Outcome {
    let Resources { threads, hash_mb } = resources;
    let position = match fen {
        Some(fen) => Position::from_fen(fen).map_err(|e| Failure::Input(e.to_string()))?,
        None => Position::starting(),
    };
    let start = Instant::now();
    let (nodes, parts) = count(&position, depth, threads, hash_mb)?;
    let seconds = start.elapsed().as_secs_f64();
    let mnps = nodes as f64 / seconds.max(1e-9) / 1e6;
    if json {
        return out.json_line(&PerftJson {
            fen: position.to_string(),
            depth,
            nodes,
            seconds,
            nodes_per_second: mnps * 1e6,
            threads,
            divide: divide.then(|| {
                parts
                    .iter()
                    .map(|&(mv, nodes)| DivideJson {
                        mv: mv.to_string(),
                        nodes,
                    })
                    .collect()
            }),
        });
    }
    let timing = format!(
        "{nodes} nodes in {seconds:.3} s: {mnps:.1} Mnps ({})",
        crate::output::count(threads, "thread")
    );
    if divide {
        // As other programs print it, so that the two diff line by line;
        // the timing goes to standard error.
        for (mv, nodes) in &parts {
            out.line(&format!("{mv}: {nodes}"))?;
        }
        out.line(&format!("\nNodes searched: {nodes}"))?;
        crate::output::report_info(&timing);
        return Ok(());
    }
    out.line(&format!("perft {depth} of {position}"))?;
    out.line(&timing)
}

/// One line's result in `a1h8 perft --epd --json`.
#[derive(Serialize)]
struct EpdLineJson {
    line: usize,
    fen: String,
    depths: Vec<DepthJson>,
    passed: bool,
}

#[derive(Serialize)]
struct DepthJson {
    depth: u32,
    expected: u64,
    nodes: u64,
}

/// `a1h8 perft --epd FILE [--max-depth D]`: every depth of every line up to
/// `max_depth`; each mismatch printed, then `N passed, M failed` (lines).
pub fn epd(
    path: &str,
    max_depth: Option<u32>,
    resources: Resources,
    json: bool,
    out: &mut Out,
) -> Outcome {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Usage(format!("cannot read {path}: {}", describe(&e))))?;
    // The whole file is checked before anything is counted: a bad line is a
    // bad file.
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let bad = |message: String| Failure::Usage(format!("{path}: line {number}: {message}"));
        let parsed = PerftLine::parse(line).map_err(|e| bad(e.to_string()))?;
        let position = Position::from_fen(parsed.fen()).map_err(|e| bad(e.to_string()))?;
        let counts = parsed
            .counts()
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| bad(e.to_string()))?;
        lines.push((number, position, counts));
    }
    let (mut passed, mut failed) = (0, 0);
    for (number, position, counts) in lines {
        let mut depths = Vec::new();
        let mut ok = true;
        for (depth, expected) in counts {
            if max_depth.is_some_and(|max| depth > max) {
                continue;
            }
            let (nodes, _) = count(&position, depth, resources.threads, resources.hash_mb)?;
            if nodes != expected {
                ok = false;
                if !json {
                    out.line(&format!(
                        "line {number}: depth {depth}: expected {expected}, got {nodes}: {position}"
                    ))?;
                }
            }
            depths.push(DepthJson {
                depth,
                expected,
                nodes,
            });
        }
        if json {
            out.json_line(&EpdLineJson {
                line: number,
                fen: position.to_string(),
                depths,
                passed: ok,
            })?;
        }
        if ok {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    out.line(&format!("{passed} passed, {failed} failed"))?;
    if failed > 0 {
        Err(Failure::Reported)
    } else {
        Ok(())
    }
}

/// A legal move in both notations.
#[derive(Serialize)]
struct MoveJson {
    san: String,
    uci: String,
}

/// `a1h8 moves FEN`: the legal moves, one a line, in SAN then UCI.
pub fn moves(fen: &str, json: bool, out: &mut Out) -> Outcome {
    let position = Position::from_fen(fen).map_err(|e| Failure::Input(e.to_string()))?;
    let moves: Vec<MoveJson> = position
        .legal_moves()
        .iter()
        .map(|&m| MoveJson {
            san: position.san(m).to_string(),
            uci: m.to_string(),
        })
        .collect();
    if json {
        #[derive(Serialize)]
        struct MovesJson<'a> {
            fen: String,
            moves: &'a [MoveJson],
        }
        return out.json_line(&MovesJson {
            fen: position.to_string(),
            moves: &moves,
        });
    }
    let width = moves.iter().map(|m| m.san.len()).max().unwrap_or(0);
    for mv in &moves {
        out.line(&format!("{:width$}  {}", mv.san, mv.uci))?;
    }
    Ok(())
}
