//! `a1h8 perft` and `a1h8 moves`: counting the legal move tree, and
//! listing the legal moves.

use crate::split::{self, PerftCommand};
use crate::variants::{self, VariantArgs};

use std::time::Instant;

use a1h8::epd::PerftLine;
use a1h8::{Color, Game, PerftError, PerftTable, Rules, perft, perft_hashed};
use clap::Args;
use rayon::prelude::*;
use serde::Serialize;

use crate::numbers::{DEPTH, VARIANT_DEPTH, parse_depth, parse_hash, parse_threads};
use crate::output::{Failure, Out, Outcome, describe};
use crate::picture::TextOrJsonOutput;
use crate::position::{game_position, reader};
use crate::progress::Progress;

/// Count the leaves of the legal move tree (perft), or check a perft suite, with threads and a hash table
///
/// From the start position, or --fen (a FEN or startpos), after the moves of --moves if
/// given (UCI or SAN, as an engine's "position ... moves": to follow a --divide line by
/// line), to --depth plies (6 by default): the node count, the
/// time and the speed. --divide prints "move: count" for every legal move (UCI) and then
/// "Nodes searched: N", as other engines print it, so that the outputs diff line by line
/// (the timing goes to standard error). --threads splits the work at the root.
///
/// With --epd FILE, checks every line "FEN ;D1 n ;D2 n ..." at every depth up to
/// --max-depth: each mismatch is printed (line, depth, expected, got), then "N passed, M
/// failed" counting lines; the exit status is 1 if any line failed, 2 if the file is bad.
///
/// With --variant NAME, the same for a chess variant, with its own move generator (on any
/// board up to 16x16, at most 128 squares), from its start position and to depth 5 by
/// default; moves in its UCI (a7a8c, j10j9), FENs as Fairy-Stockfish writes them.
/// "a1h8 variants" lists the built-in ones; --variant-file reads others from a file in the
/// syntax of Fairy-Stockfish's variants.ini (a file that cannot be read, or a variant in it
/// that cannot, is exit status 2, as a bad --epd file). --variant chess is chess on the
/// generic generator; --variant chess960 is chess on its own generator with Chess960
/// castling (king takes rook). Names are taken in any case, and a near miss is answered
/// with the nearest name ("did you mean `capablanca`?").
///
/// A progress bar shows on standard error when a count takes more than a second on a
/// terminal. --format json (or --json) prints {"fen", "depth", "nodes", "seconds",
/// "nodes_per_second", "threads", "divide"}; with --epd, one {"line", "fen", "depths",
/// "passed"} per line.
///
/// The subcommands spread one count over processes or machines: split writes the distinct
/// positions some plies in as work units, run-units counts them (or a shard of them), merge
/// checks the results and adds them up.
#[derive(Args)]
#[command(
    args_conflicts_with_subcommands = true,
    after_help = "Examples:\n  a1h8 perft\n  a1h8 perft --depth 5 --divide\n  a1h8 perft --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 5 --threads 2 --hash 64\n  a1h8 perft --epd suite.epd --max-depth 4\n  a1h8 perft --depth 4 --json | jq .nodes\n  a1h8 perft --fen startpos --moves e2e4 e7e5 g1f3 --depth 4 --divide\n  a1h8 perft --variant capablanca --depth 4\n  a1h8 perft --variant chess960 --fen \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\" --depth 3\n  a1h8 perft --variant gardner --depth 3 --divide\n  a1h8 perft --variant chancellor --fen \"rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1\" --threads 2\n  a1h8 perft --variant capablanca --epd capablanca.epd --max-depth 3\n  a1h8 perft --variant-file my.ini --variant grand --depth 3\n  a1h8 perft split --depth 7 --at 3 > units.jsonl\n  a1h8 perft run-units units.jsonl --shard 0/4 > results-0.jsonl\n  a1h8 perft merge units.jsonl results-*.jsonl"
)]
pub struct PerftArgs {
    #[command(subcommand)]
    pub command: Option<PerftCommand>,
    /// The position, in FEN, or startpos [default: the start position]
    #[arg(long, conflicts_with = "epd")]
    pub fen: Option<String>,
    /// Play these moves first, each in UCI (e2e4) or SAN (e4), read in the position reached so
    /// far, as an engine's "position ... moves" (with --variant, its UCI or SAN)
    #[arg(long, value_name = "MOVE", num_args = 1.., conflicts_with = "epd")]
    pub moves: Vec<String>,
    /// Plies to count, 0 to 20 [default: 6, with --variant 5]
    #[arg(long, allow_negative_numbers = true, value_parser = parse_depth, conflicts_with = "epd")]
    pub depth: Option<u32>,
    /// Print the count of each legal move, then the total
    #[arg(long, conflicts_with = "epd")]
    pub divide: bool,
    /// Threads to count with, 1 to 256
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: u16,
    /// MiB of transposition table in all (split between the threads), 0 for none: subtrees
    /// reached again by another move order are counted once; standard chess only [default: 0]
    #[arg(long, value_name = "MB", allow_negative_numbers = true, value_parser = parse_hash)]
    pub hash: Option<u16>,
    /// Check a perft suite: lines "FEN ;D1 n ;D2 n ..."
    #[arg(long, value_name = "FILE")]
    pub epd: Option<String>,
    /// With --epd: check depths up to this one only, 0 to 20
    #[arg(long, requires = "epd", value_name = "D", allow_negative_numbers = true, value_parser = parse_depth)]
    pub max_depth: Option<u32>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

/// List the legal moves of a position, in SAN and UCI
///
/// Of the position in FEN given (startpos, or none, for the start position), after the moves
/// of --moves if given: each in UCI (e2e4) or SAN (e4), read in the position reached so far.
/// A move that cannot be played is one error line naming it, its number and why (illegal,
/// ambiguous, or not UCI or SAN), and exit status 1.
///
/// One move a line: its SAN (with + for check and # for mate), then its UCI. A position
/// without a legal move prints one line instead, "checkmate, white wins", "checkmate, black
/// wins" or "stalemate, a draw" (exit status 0). --format json (or --json) prints {"fen",
/// "moves": [{"san", "uci"}], "outcome", "winner"}: "outcome" "checkmate", "stalemate",
/// "insufficient_material", "seventyfive_moves" or
/// null, "winner" "white", "black" or null.
///
/// With --variant NAME, a position of that chess variant (its start position without FEN;
/// --variant-file reads it from a variants.ini): the moves in SAN with the variant's letters
/// (Ci3, a8=C), as Fairy-Stockfish writes it, then in its UCI (h1i3, a7a8c, j10j9).
#[derive(Args)]
#[command(
    after_help = "Examples:\n  a1h8 moves\n  a1h8 moves --moves e4 e5 Nf3\n  a1h8 moves startpos --moves e2e4 e7e5 --json\n  a1h8 moves \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"\n  a1h8 moves --json \"k7/8/NK2B3/8/8/8/8/8 w - -\"\n  a1h8 moves --moves f3 e5 g4 Qh4\n  a1h8 moves --variant gardner \"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\"\n  a1h8 moves --variant capablanca\n  a1h8 moves --variant capablanca --moves e4 j6 Ci3\n  a1h8 moves --variant capablanca --json | jq -r '.moves[].uci'"
)]
pub struct MovesArgs {
    /// The position, in FEN, quoted as one argument, or startpos [default: the start position,
    /// with --variant the variant's]
    pub fen: Option<String>,
    /// Play these moves first, each in UCI (e2e4) or SAN (e4), read in the position reached so
    /// far, as an engine's "position ... moves" (with --variant, its UCI or SAN; give a FEN
    /// before --moves, as the moves take every word after it)
    #[arg(long, value_name = "MOVE", num_args = 1..)]
    pub moves: Vec<String>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
}

/// The counts of `len` moves at the root of a perft of `depth`, the
/// `i`-th by `count(state, i)`, on `threads` threads. `new_state` makes
/// what a count works with (a hash table): with `per_thread`, one for each
/// thread, which counts every `threads`-th move with it; without, rayon
/// balances the moves over the threads, one state for each move.
fn split_counts<S>(
    len: usize,
    depth: u32,
    threads: usize,
    per_thread: bool,
    new_state: impl Fn() -> S + Sync,
    count: impl Fn(&mut S, usize) -> u64 + Sync,
) -> Result<Vec<u64>, Failure> {
    let progress = Progress::new(len as u64, &format!("perft {depth}"));
    // The moves `first, first + step, ...`, each with its count.
    let work = |first: usize, step: usize| -> Vec<(usize, u64)> {
        let mut state = new_state();
        (first..len)
            .step_by(step)
            .map(|i| {
                let nodes = count(&mut state, i);
                progress.step();
                (i, nodes)
            })
            .collect()
    };
    let mut counts = vec![0; len];
    if threads <= 1 {
        for (i, nodes) in work(0, 1) {
            counts[i] = nodes;
        }
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| Failure::Input(format!("cannot start {threads} threads: {e}")))?;
        if per_thread {
            for part in pool.broadcast(|context| work(context.index(), context.num_threads())) {
                for (i, nodes) in part {
                    counts[i] = nodes;
                }
            }
        } else {
            let parts: Vec<(usize, u64)> = pool.install(|| {
                (0..len)
                    .into_par_iter()
                    .flat_map(|i| work(i, len))
                    .collect()
            });
            for (i, nodes) in parts {
                counts[i] = nodes;
            }
        }
    }
    Ok(counts)
}

/// `words` 64-bit words of zeros, for a hash table: the memory is first
/// reserved fallibly, so that too large a table is an error and not an
/// abort, then asked of the allocator as zeros, which it maps lazily from
/// the operating system's zeroed pages: a large table costs only the pages
/// a count touches, and no time to clear.
fn zeroed_words(words: usize, what: &str) -> Result<Vec<u64>, Failure> {
    let mut probe: Vec<u64> = Vec::new();
    probe.try_reserve_exact(words).map_err(|_| {
        Failure::Input(format!(
            "cannot allocate {what}: {} MiB of memory are not available",
            (words * 8) >> 20
        ))
    })?;
    drop(probe);
    Ok(vec![0; words])
}

/// The hash tables of `hash_mb` MiB in all, one for each of `threads`.
fn hash_tables(hash_mb: usize, threads: usize) -> Result<Vec<Vec<u64>>, Failure> {
    let threads = threads.max(1);
    let words = (hash_mb << 20) / 8 / threads;
    if words == 0 {
        return Ok(Vec::new());
    }
    // The whole first, so that the message names what was asked for.
    drop(zeroed_words(
        words * threads,
        &format!("the hash table (--hash {hash_mb})"),
    )?);
    (0..threads)
        .map(|_| zeroed_words(words, &format!("the hash table (--hash {hash_mb})")))
        .collect()
}

/// The count of a perft that does not fit in 64 bits, as a failure.
fn overflow(depth: u32, fen: &str) -> Failure {
    Failure::Input(format!("perft {depth} of {fen}: {}", PerftError::Overflow))
}

/// The sum of the root moves' `counts` of the perft of `depth` from `fen`,
/// each of which saturated at `u64::MAX` if it did not fit: a count or a
/// sum of `u64::MAX` or more is an overflow.
fn total(counts: &[u64], depth: u32, fen: &str) -> Result<u64, Failure> {
    counts
        .iter()
        .try_fold(0u64, |sum, &n| sum.checked_add(n))
        .filter(|&sum| sum != u64::MAX)
        .ok_or_else(|| overflow(depth, fen))
}

/// The perft of every legal move of `position` at `depth - 1`, in the order
/// of [`Game::legal_moves`], on `threads` threads, with a hash table of
/// `hash_mb` MiB in all (none for 0; one table per thread). A count that
/// does not fit in 64 bits is `u64::MAX`.
fn split<G: Game + Sync>(
    position: &G,
    depth: u32,
    threads: usize,
    hash_mb: usize,
) -> Result<Parts<G::Move>, Failure>
where
    G::Move: Sync,
{
    let moves: Vec<G::Move> = position.legal_moves().iter().copied().collect();
    let tables = hash_tables(hash_mb, threads)?;
    let hashed = !tables.is_empty();
    let tables = std::sync::Mutex::new(tables);
    let counts = split_counts(
        moves.len(),
        depth,
        threads,
        hashed,
        // One table for each thread; each thread asks once.
        || {
            tables
                .lock()
                .ok()
                .and_then(|mut t| t.pop())
                .unwrap_or_default()
        },
        |words, i| {
            let child = position.play_unchecked(moves[i]);
            if hashed {
                perft_hashed(&child, depth - 1, &mut PerftTable::new(words)).unwrap_or(u64::MAX)
            } else {
                perft(&child, depth - 1)
            }
        },
    )?;
    Ok(moves.into_iter().zip(counts).collect())
}

/// Each root move of a count with its count.
type Parts<M> = Vec<(M, u64)>;

/// The perft of `position` at `depth`, split at the root.
fn count<G: Game + Sync>(
    position: &G,
    depth: u32,
    resources: Resources,
) -> Result<(u64, Parts<G::Move>), Failure>
where
    G::Move: Sync,
{
    if depth == 0 {
        return Ok((1, Vec::new()));
    }
    let parts = split(position, depth, resources.threads, resources.hash_mb)?;
    let counts: Vec<u64> = parts.iter().map(|&(_, n)| n).collect();
    let nodes = total(&counts, depth, &position.to_string())?;
    Ok((nodes, parts))
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

/// `a1h8 perft [--variant NAME] [--fen FEN] [--moves MOVE...] [--depth D] [--divide]
/// [--threads N] [--hash MB]`, of `position` (the one they name), each root
/// move in the game's UCI.
pub fn run<G: Game + Sync>(
    position: G,
    depth: u32,
    divide: bool,
    resources: Resources,
    json: bool,
    out: &mut Out,
) -> Outcome
where
    G::Move: Sync,
{
    let shown = Shown {
        depth,
        divide,
        threads: resources.threads,
        json,
    };
    shown.print(&position.to_string(), out, || {
        let (nodes, parts) = count(&position, depth, resources)?;
        let parts = parts
            .into_iter()
            .map(|(mv, nodes)| (position.uci(mv).to_string(), nodes))
            .collect();
        Ok((nodes, parts))
    })
}

/// How `a1h8 perft` shows one count.
struct Shown {
    depth: u32,
    divide: bool,
    threads: usize,
    json: bool,
}

impl Shown {
    /// Times `count` (the total, and each root move in UCI with its count)
    /// and prints it: two lines (the position, then the count and the
    /// speed), or with `divide` every move's count and the total (the
    /// timing on standard error), or one JSON line.
    fn print(
        &self,
        fen: &str,
        out: &mut Out,
        count: impl FnOnce() -> Result<(u64, Vec<(String, u64)>), Failure>,
    ) -> Outcome {
        let Shown {
            depth,
            divide,
            threads,
            json,
        } = *self;
        let start = Instant::now();
        let (nodes, parts) = count()?;
        let seconds = start.elapsed().as_secs_f64();
        let mnps = nodes as f64 / seconds.max(1e-9) / 1e6;
        if json {
            return out.json_line(&PerftJson {
                fen: fen.to_string(),
                depth,
                nodes,
                seconds,
                nodes_per_second: mnps * 1e6,
                threads,
                divide: divide.then(|| {
                    parts
                        .into_iter()
                        .map(|(mv, nodes)| DivideJson { mv, nodes })
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
        out.line(&format!("perft {depth} of {fen}"))?;
        out.line(&timing)
    }
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

/// `a1h8 perft [--variant NAME] --epd FILE [--max-depth D]`: every depth
/// of every line up to `max_depth`, each FEN read by `parse`; each mismatch
/// printed, then `N passed, M failed` (lines).
pub fn epd<G: Game + Sync>(
    path: &str,
    max_depth: Option<u32>,
    resources: Resources,
    json: bool,
    parse: impl Fn(&str) -> Result<G, String>,
    out: &mut Out,
) -> Outcome
where
    G::Move: Sync,
{
    let suite = Suite {
        path,
        max_depth,
        json,
    };
    suite.check(out, parse, |position, depth| {
        count(position, depth, resources).map(|(nodes, _)| nodes)
    })
}

/// A perft suite to check: its file, the deepest depth to check, and
/// whether to print JSON.
struct Suite<'a> {
    path: &'a str,
    max_depth: Option<u32>,
    json: bool,
}

impl Suite<'_> {
    /// Reads the suite, each FEN by `parse`, and checks every count by
    /// `count`; each mismatch printed, then `N passed, M failed` (lines).
    /// A file that cannot be read, or a line that does not parse, is a
    /// usage failure before anything is counted; a mismatch fails the run.
    fn check<P: std::fmt::Display>(
        &self,
        out: &mut Out,
        parse: impl Fn(&str) -> Result<P, String>,
        count: impl Fn(&P, u32) -> Result<u64, Failure>,
    ) -> Outcome {
        let Suite {
            path,
            max_depth,
            json,
        } = *self;
        let text = read_text(path)?;
        // The whole file is checked before anything is counted: a bad line
        // is a bad file.
        let mut lines = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            let bad = |message: String| Failure::Usage(format!("{path}: line {number}: {message}"));
            let parsed = PerftLine::parse(line).map_err(|e| bad(e.to_string()))?;
            let position = parse(parsed.fen()).map_err(bad)?;
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
                let nodes = count(&position, depth)?;
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
}

/// The text of the file at `path`, its memory reserved fallibly: a file
/// that cannot be read is a usage failure, one too large for memory an
/// input failure naming its size.
fn read_text(path: &str) -> Result<String, Failure> {
    use std::io::Read;
    let cannot =
        |e: std::io::Error| Failure::Usage(format!("cannot read {path}: {}", describe(&e)));
    let mut file = std::fs::File::open(path).map_err(cannot)?;
    let size = file.metadata().map_err(cannot)?.len();
    let mut text = String::new();
    usize::try_from(size)
        .ok()
        .and_then(|size| text.try_reserve_exact(size).ok())
        .ok_or_else(|| {
            Failure::Input(format!(
                "cannot allocate memory to read {path}: {size} bytes are not available"
            ))
        })?;
    file.read_to_string(&mut text).map_err(cannot)?;
    Ok(text)
}

/// A legal move in both notations.
#[derive(Serialize)]
struct MoveJson {
    san: String,
    uci: String,
}

/// `a1h8 moves [FEN] [--moves MOVE...]` (with `--variant NAME`, of that
/// variant): the legal moves of `position`, one a line, in SAN then the
/// game's UCI (`Ci3  h1i3`).
pub fn moves<G: Game>(position: &G, json: bool, out: &mut Out) -> Outcome {
    let moves = position.legal_moves();
    let moves = moves.iter().map(|&mv| MoveJson {
        san: position.san(mv).to_string(),
        uci: position.uci(mv).to_string(),
    });
    print_moves(position, moves.collect(), json, out)
}

/// The legal moves of `position` (`moves`, in both notations), one a line
/// with the SAN padded to align the UCI, or the outcome if there are none
/// (checkmate, stalemate); or with `json` one JSON line, whose outcome
/// also says when the game is over with moves left (insufficient material,
/// the seventy-five-move rule).
fn print_moves<G: Game>(position: &G, moves: Vec<MoveJson>, json: bool, out: &mut Out) -> Outcome {
    let outcome = position.outcome();
    if json {
        return out.json_line(&MovesJson {
            fen: position.to_string(),
            moves: &moves,
            outcome: outcome.map(a1h8::Outcome::name),
            winner: outcome.and_then(a1h8::Outcome::winner).map(Color::name),
        });
    }
    if let Some(outcome) = outcome.filter(|_| moves.is_empty()) {
        return out.line(&outcome.to_string());
    }
    let width = moves.iter().map(|m| m.san.len()).max().unwrap_or(0);
    for mv in &moves {
        out.line(&format!("{:width$}  {}", mv.san, mv.uci))?;
    }
    Ok(())
}

/// `a1h8 moves --json`: the position and its moves, and how the game ended
/// by what the position decides: "outcome" `"checkmate"`, `"stalemate"`,
/// `"insufficient_material"`, `"seventyfive_moves"` or null, "winner"
/// `"white"`, `"black"` or null.
#[derive(Serialize)]
struct MovesJson<'a, M> {
    fen: String,
    moves: &'a [M],
    outcome: Option<&'static str>,
    winner: Option<&'static str>,
}

/// `a1h8 perft`: of chess, or with `--variant` of a chess variant.
pub fn command(args: PerftArgs, out: &mut Out) -> Outcome {
    match args.command {
        Some(PerftCommand::Split(args)) => {
            let (fen, depth, at) = (args.fen.as_deref(), args.depth, args.at);
            let game = variants::chosen(&args.variant)?;
            let position = game_position(game.rules, fen, &[])?;
            return split::split(position, game.definition, depth, at, out);
        }
        Some(PerftCommand::RunUnits(args)) => {
            let run = split::RunUnits {
                shard: args.shard,
                threads: usize::from(args.threads),
            };
            return split::on_units(&args.units, &args.variant, run, out);
        }
        Some(PerftCommand::Merge(args)) => {
            let merge = split::Merge {
                units_path: &args.units,
                results: &args.results,
                json: args.output.json(),
            };
            return split::on_units(&args.units, &args.variant, merge, out);
        }
        None => {}
    }
    let resources = Resources {
        threads: usize::from(args.threads),
        hash_mb: usize::from(args.hash.unwrap_or(0)),
    };
    let (fen, moves) = (args.fen.as_deref(), &args.moves);
    let rules = variants::chosen(&args.variant)?.rules;
    let depth = match rules {
        Rules::Variant(_) => VARIANT_DEPTH,
        Rules::Chess | Rules::Chess960 => DEPTH,
    };
    count_or_check(
        &args,
        resources,
        reader(rules),
        || game_position(rules, fen, moves),
        depth,
        out,
    )
}

/// `a1h8 perft` of one game: the suite of `--epd`, each FEN read by
/// `read`, or `position()` counted (to `depth` without `--depth`).
fn count_or_check<G: a1h8::Game + Sync>(
    args: &PerftArgs,
    resources: Resources,
    read: impl Fn(&str) -> Result<G, String>,
    position: impl FnOnce() -> Result<G, Failure>,
    depth: u32,
    out: &mut Out,
) -> Outcome
where
    G::Move: Sync,
{
    match args.epd.as_deref() {
        Some(path) => epd(
            path,
            args.max_depth,
            resources,
            args.output.json(),
            read,
            out,
        ),
        None => run(
            position()?,
            args.depth.unwrap_or(depth),
            args.divide,
            resources,
            args.output.json(),
            out,
        ),
    }
}

/// `a1h8 moves`: of chess, or with `--variant` of a chess variant.
pub fn moves_command(args: MovesArgs, out: &mut Out) -> Outcome {
    let (fen, moves, json) = (args.fen.as_deref(), &args.moves, args.output.json());
    let rules = variants::chosen(&args.variant)?.rules;
    self::moves(&game_position(rules, fen, moves)?, json, out)
}
