//! `a1h8 perft split`, `a1h8 perft run-units` and `a1h8 perft merge`: a
//! perft spread over processes or machines as work units, in files of JSON
//! lines.
//!
//! The splitting, the files' format and their checks are the crate
//! `a1h8-units`' (which the Python package shares): `split` writes a units
//! file, whose header records the game (with a game of a `variants.ini`,
//! the sections that define it), `run-units` counts the units, or a shard
//! of them, one result line each, and `merge` checks that every unit has
//! exactly one result of its split and adds them up, each count times its
//! multiplicity. `run-units` and `merge` play the game the units file
//! records, and refuse a `--variant` that names another. This file reads
//! the command's files and prints.

use std::io::Read;

use a1h8::{Game, PerftError, Rules, checked_perft};
use a1h8_units::{Hex16, ResultLine, Split, SplitError, Tally, UnitsFileError, UnitsGame};
use clap::{Args, Subcommand};
use rayon::prelude::*;
use serde::Serialize;

use crate::numbers::{DEPTH, parse_depth, parse_threads};
use crate::output::{Failure, Out, Outcome, describe, report};
use crate::picture::TextOrJsonOutput;
use crate::position::reader;
use crate::progress::Progress;
use crate::variants::{self, VariantArgs};

/// `a1h8 perft split`, `run-units` and `merge`: a perft spread over
/// processes or machines as work units.
#[derive(Subcommand)]
pub enum PerftCommand {
    /// Split a perft into work units: the distinct positions after --at plies, as JSON lines
    ///
    /// A perft of --depth D is the sum, over every sequence of K = --at legal moves, of the
    /// perft of D - K of the position it reaches. Sequences that reach one position (1. e4 e5
    /// 2. Nf3 and 1. Nf3 e5 2. e4) make one unit, counted once and multiplied by their number.
    /// Positions are the same when their FEN without the move clocks is (and so their 64-bit
    /// Zobrist hash): perft does not depend on the clocks, so units are written as FEN without
    /// them (4 fields).
    ///
    /// Writes the header {"split", "game", "rules", "ini", "root", "depth", "at", "units",
    /// "check"}, then one line per unit: {"id", "fen", "hash", "multiplicity", "depth",
    /// "check"}, "hash" as 0x and 16 hex digits, "depth" the depth left (D - K). The header
    /// records the game: "game" its name (chess, or the variant's), "rules" a digest of its rules
    /// (16 hex digits), "ini" the sections of --variant-file that define it ("" for a built-in
    /// game), so that run-units and merge need no --variant nor the file. "split" (16 hex
    /// digits) identifies the split: a digest of the game, the root, the depth and --at, which
    /// every result names. "check" (16 hex
    /// digits) is a digest of the line's fields: an edited or damaged line is refused. Ids count
    /// from 0 in the order a depth-first walk (each position's moves in the order a1h8 perft
    /// --divide lists them) first reaches the position, so the same command writes the same
    /// file. --at 0 gives one unit, the root. The units go to a1h8 perft run-units, and their
    /// results to a1h8 perft merge. A split too large for the memory is one error line and exit
    /// status 1.
    #[command(
        after_help = "Examples:\n  a1h8 perft split --depth 3 --at 1\n  a1h8 perft split --depth 7 --at 3 > units.jsonl\n  a1h8 perft split --fen \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\" --depth 6 --at 2 > units.jsonl\n  a1h8 perft split --depth 7 --at 3 | head -1 | jq .units"
    )]
    Split(SplitArgs),
    /// Count the work units of a1h8 perft split, or a shard of them: one JSON line per unit
    ///
    /// Reads the units file (- for standard input), checks all of it (the header first, then
    /// the units in id order, each line's check, each FEN's hash the one given) and writes one
    /// line {"split", "id", "hash", "depth", "nodes", "check"} per unit counted, "nodes" the
    /// perft of its FEN to its depth (not yet times its multiplicity), in id order once all are
    /// counted. --shard I/N counts only
    /// the units whose id is I modulo N (I from 0 to N - 1): N jobs, one per shard, count every
    /// unit once, as a Slurm array job or GNU parallel runs them. --threads counts that many
    /// units at once.
    ///
    /// The units are of the game their file records (chess, a built-in variant, or the variant
    /// of the variants.ini sections it carries): no --variant is needed, and one that names
    /// another game (another name, or other rules) is refused in one line naming both.
    ///
    /// A units file that cannot be read, or a line of it that is not what a1h8 perft split
    /// writes (an older a1h8's too), or a header whose game a1h8 does not have under the rules
    /// it records, is one error line naming the line, and exit status 2.
    #[command(
        after_help = "Examples:\n  a1h8 perft run-units units.jsonl > results.jsonl\n  a1h8 perft run-units units.jsonl --threads 8 > results.jsonl\n  a1h8 perft split --depth 5 --at 2 | a1h8 perft run-units - | head -3\n  a1h8 perft run-units units.jsonl --shard \"$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT\" > \"results-$SLURM_ARRAY_TASK_ID.jsonl\"\n  parallel 'a1h8 perft run-units units.jsonl --shard {}/8 > results-{}.jsonl' ::: 0 1 2 3 4 5 6 7"
    )]
    RunUnits(RunUnitsArgs),
    /// Check the results of a1h8 perft run-units against their units, and add them up
    ///
    /// Reads the units file and every results file (- for standard input). Every unit must have
    /// exactly one result of its split, with its id, hash and depth; then prints "perft D of
    /// FEN: N", the sum of each unit's count times its multiplicity. Otherwise it prints
    /// "missing: ID..." and "duplicated: ID..." (ids in order, at most 20 a line, then how many
    /// in all); a result whose check is not the digest of its fields (an edited line), whose id
    /// is no unit's, or whose hash is not its unit's is an error line on standard error, and a
    /// result of another split one line for its whole file; any of these is exit status 1. A
    /// last line cut short (its writer was stopped) is no result, with a note on standard
    /// error. A file that cannot be read, or a line that is not of the form a1h8 perft split or
    /// run-units writes, is exit status 2. As in run-units, the units are of the game their
    /// file records, and a --variant of another game is refused.
    ///
    /// --format json (or --json) prints {"root", "depth", "units", "nodes", "missing",
    /// "duplicated"}: "nodes" null unless every unit has exactly one result and every result
    /// was accepted, the ids all listed.
    #[command(
        after_help = "Examples:\n  a1h8 perft merge units.jsonl results-*.jsonl\n  cat results-*.jsonl | a1h8 perft merge units.jsonl -\n  a1h8 perft merge units.jsonl results-*.jsonl --json | jq .missing"
    )]
    Merge(MergeArgs),
}

#[derive(Args)]
pub struct SplitArgs {
    /// The position, in FEN, or startpos [default: the start position]
    #[arg(long)]
    pub fen: Option<String>,
    /// Plies of the whole perft, 0 to 20
    #[arg(long, default_value_t = DEPTH, allow_negative_numbers = true, value_parser = parse_depth)]
    pub depth: u32,
    /// Plies to the units, 0 to --depth
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = parse_depth)]
    pub at: u32,
    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Args)]
pub struct RunUnitsArgs {
    /// The units file of a1h8 perft split, - for standard input
    #[arg(value_name = "UNITS")]
    pub units: String,
    /// Count only the units whose id is I modulo N, I from 0 to N - 1
    #[arg(long, value_name = "I/N", allow_hyphen_values = true)]
    pub shard: Option<Shard>,
    /// Threads to count with (units counted at once), 1 to 256
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: u16,
    #[command(flatten)]
    pub variant: UnitsGameArgs,
}

#[derive(Args)]
pub struct MergeArgs {
    /// The units file of a1h8 perft split
    #[arg(value_name = "UNITS")]
    pub units: String,
    /// The results files of a1h8 perft run-units, - for standard input
    #[arg(value_name = "RESULTS", required = true)]
    pub results: Vec<String>,
    #[command(flatten)]
    pub output: TextOrJsonOutput,
    #[command(flatten)]
    pub variant: UnitsGameArgs,
}

/// The game a units file must be of, if the command line says: the file
/// names its game, so this only checks it.
#[derive(Args)]
pub struct UnitsGameArgs {
    /// Refuse the units unless they are of this game (the units file names its game, and is
    /// counted as that game without --variant): a name as a1h8 perft --variant takes it
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Read --variant from this file in the syntax of Fairy-Stockfish's variants.ini, to
    /// compare its rules with the units file's
    #[arg(long, value_name = "FILE.ini")]
    pub variant_file: Option<String>,
}

impl UnitsGameArgs {
    /// The same options, as the commands that play a variant take them.
    pub fn as_variant_args(&self) -> VariantArgs {
        VariantArgs {
            variant: self.variant.clone(),
            variant_file: self.variant_file.clone(),
        }
    }
}

/// `a1h8 perft merge --json`.
#[derive(Serialize)]
struct MergeJson {
    root: String,
    depth: u32,
    units: usize,
    /// The total, null unless every unit has exactly one result.
    nodes: Option<u128>,
    missing: Vec<usize>,
    duplicated: Vec<usize>,
}

/// `a1h8 perft split [--variant NAME [--variant-file FILE.ini]] [--fen FEN]
/// [--depth D] --at K`: the header, which records the game (`ini` the
/// sections of the `variants.ini` that define it, or "" for a built-in
/// game), then one line per distinct position after `at` plies of `root`,
/// in the order the depth-first walk first reaches it.
pub fn split<G: Game>(root: G, ini: &str, depth: u32, at: u32, out: &mut Out) -> Outcome {
    let split = Split::new(&root, depth, at).and_then(|split| match ini {
        "" => Ok(split),
        ini => split.with_ini(ini.to_string()),
    });
    let split = split.map_err(|error| match error {
        SplitError::AtDeeperThanDepth { .. } | SplitError::Game(_) => {
            Failure::Usage(error.to_string())
        }
        SplitError::OutOfMemory { .. } => Failure::Input(error.to_string()),
    })?;
    out.line(&split.header_line())?;
    for unit in split.units() {
        out.line(&split.unit_line(unit))?;
    }
    Ok(())
}

/// The text of `path`, or of standard input for `-`; a file that cannot
/// be read is a usage failure, as a bad `--epd` file is.
fn read_text(path: &str) -> Result<String, Failure> {
    let read = if path == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read_to_string(path)
    };
    read.map_err(|e| Failure::Usage(format!("cannot read {path}: {}", describe(&e))))
}

/// A units file's fault as a failure naming the file: a usage failure, as
/// a bad `--epd` file is, but memory that cannot be had.
fn units_failure(path: &str, error: UnitsFileError) -> Failure {
    match error {
        UnitsFileError::OutOfMemory => Failure::Input(format!("{path}: {error}")),
        _ => Failure::Usage(format!("{path}: {error}")),
    }
}

/// Reads and checks the units `text` of the file `path`
/// ([`Split::from_units_file_of`]), each FEN by `parse`; any fault is a
/// usage failure naming the file and the line.
fn read_units<G: Game>(
    path: &str,
    text: &str,
    parse: impl Fn(&str) -> Result<G, String>,
) -> Result<Split<G>, Failure> {
    Split::from_units_file_of(text, parse).map_err(|error| units_failure(path, error))
}

/// What `run-units` or `merge` does with the split of a units file,
/// whatever its game.
pub trait OnSplit {
    /// Does it with `split`, read from a units file.
    fn run<G: Game + Sync>(self, split: Split<G>, out: &mut Out) -> Outcome;
}

/// Reads the units file `path` as the game its header records (chess, a
/// built-in variant, or the variant of the `variants.ini` sections it
/// carries) and runs `command` on its split. With `--variant` (and
/// `--variant-file`), the game they name must be the file's, by name and
/// by rules: one line naming both otherwise. A header whose game this
/// program does not have, or has under other rules, is refused.
pub fn on_units(
    path: &str,
    given: &UnitsGameArgs,
    command: impl OnSplit,
    out: &mut Out,
) -> Outcome {
    let text = read_text(path)?;
    let game = UnitsGame::of_units_file(&text).map_err(|error| units_failure(path, error))?;
    if let Some(named) = variants::named_game(&given.as_variant_args()) {
        let (name, rules) = named?;
        if (name.as_str(), rules) != (game.name(), game.rules()) {
            return Err(Failure::Usage(format!(
                "{path}: the units are of {game}, not of {name} (rules {}) as --variant says: \
                 leave --variant out, a units file names its game",
                Hex16(rules)
            )));
        }
    }
    let variant = game.variant().map_err(|error| units_failure(path, error))?;
    let rules = variant.as_ref().map_or(Rules::Chess, Rules::Variant);
    command.run(read_units(path, &text, reader(rules))?, out)
}

/// `--shard I/N`: the units whose id is `I` modulo `N`.
#[derive(Clone, Copy, Debug)]
pub struct Shard {
    index: usize,
    count: usize,
}

/// Reads `I/N` with `N` at least 1 and `I` from 0 to `N - 1`.
impl std::str::FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let number = |part: &str| -> Result<usize, String> {
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!(
                    "expected I/N, such as 0/4: shard I of N, I from 0 to N - 1; {part:?} is not a \
                 whole number"
                ));
            }
            part.parse().map_err(|_| format!("{part} is out of range"))
        };
        let Some((index, count)) = text.split_once('/') else {
            return Err("expected I/N, such as 0/4: shard I of N, I from 0 to N - 1".to_string());
        };
        let (index, count) = (number(index)?, number(count)?);
        if count == 0 {
            return Err("0 shards: N is at least 1".to_string());
        }
        if index >= count {
            return Err(format!(
                "there is no shard {index} of {count}: I goes from 0 to {}",
                count - 1
            ));
        }
        Ok(Shard { index, count })
    }
}

/// `a1h8 perft run-units UNITS [--shard I/N] [--threads T]`: the perft of
/// every unit (of the shard), on `threads` threads, one line each in id
/// order once all are counted.
pub struct RunUnits {
    /// The shard to count, all the units without one.
    pub shard: Option<Shard>,
    /// The threads to count with.
    pub threads: usize,
}

impl OnSplit for RunUnits {
    fn run<G: Game + Sync>(self, split: Split<G>, out: &mut Out) -> Outcome {
        let RunUnits { shard, threads } = self;
        let Shard { index, count } = shard.unwrap_or(Shard { index: 0, count: 1 });
        let chosen: Vec<usize> = (0..split.units().len())
            .filter(|id| id % count == index)
            .collect();
        let progress = Progress::new(chosen.len() as u64, "perft units");
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| Failure::Input(format!("cannot start {threads} threads: {e}")))?;
        let counts: Result<Vec<u64>, (usize, PerftError)> = pool.install(|| {
            chosen
                .par_iter()
                .map(|&id| {
                    let unit = &split.units()[id];
                    let nodes = checked_perft(&unit.position, unit.depth).map_err(|e| (id, e));
                    progress.step();
                    nodes
                })
                .collect()
        });
        drop(progress);
        let counts = counts.map_err(|(id, error)| Failure::Input(format!("unit {id}: {error}")))?;
        for (id, nodes) in chosen.into_iter().zip(counts) {
            out.line(&split.result_line(id, nodes))?;
        }
        Ok(())
    }
}

/// The most ids a line of `merge` lists; `--json` lists them all.
const SHOWN_IDS: usize = 20;

/// `label: 3 7 12`, the first [`SHOWN_IDS`] ids and how many in all if
/// there are more.
fn id_line(label: &str, ids: &[usize]) -> String {
    let shown: Vec<String> = ids.iter().take(SHOWN_IDS).map(usize::to_string).collect();
    let mut line = format!("{label}: {}", shown.join(" "));
    if ids.len() > SHOWN_IDS {
        line.push_str(&format!(
            " … ({} in all; --json lists every one)",
            ids.len()
        ));
    }
    line
}

/// `a1h8 perft merge UNITS RESULTS... [--json]`: every unit must have
/// exactly one result of its split; then the total, each count times its
/// unit's multiplicity. A line that is not a result at all is a usage
/// failure; a result that does not belong (edited, of another unit, of
/// another split: the rest of that file is skipped) is an error line on
/// standard error, and a cut last line a note there; missing and
/// duplicated units are a line each on standard output; any of these but
/// the note fails the run.
pub struct Merge<'a> {
    /// The units file, for messages.
    pub units_path: &'a str,
    /// The results files, `-` for standard input.
    pub results: &'a [String],
    /// Whether to print one JSON line.
    pub json: bool,
}

impl OnSplit for Merge<'_> {
    fn run<G: Game + Sync>(self, split: Split<G>, out: &mut Out) -> Outcome {
        merge(split, self, out)
    }
}

/// [`Merge`] of `split`.
fn merge<G: Game>(split: Split<G>, args: Merge<'_>, out: &mut Out) -> Outcome {
    let Merge {
        units_path,
        results,
        json,
    } = args;
    let mut tally = Tally::new(split.units().len())
        .map_err(|e| Failure::Input(format!("{units_path}: {e}")))?;
    let mut rejected = 0;
    for path in results {
        let text = read_text(path)?;
        for (number, read) in split.read_results(&text) {
            let fault = match read {
                Ok(ResultLine::Result(result)) => {
                    tally.add(result);
                    continue;
                }
                Ok(ResultLine::Cut) => {
                    crate::output::report_info(&format!(
                        "{path}: line {number}: cut short (the file ends inside it, as when its \
                         writer was stopped): no result, its unit is counted as missing"
                    ));
                    continue;
                }
                Err(fault) => fault,
            };
            let message = format!("{path}: line {number}: {fault}");
            if fault.is_malformed() {
                return Err(Failure::Usage(message));
            }
            report(message);
            rejected += 1;
            if matches!(fault, a1h8_units::LineFault::OtherSplit { .. }) {
                // One line for the file: the rest of it is of that split too.
                break;
            }
        }
    }
    let missing = tally.missing();
    let duplicated = tally.duplicated();
    // The total only when every result was accepted and every unit has one.
    let complete = missing.is_empty() && duplicated.is_empty() && rejected == 0;
    let nodes = match complete.then(|| tally.total(&split)) {
        Some(Err(overflow)) => return Err(Failure::Input(overflow.to_string())),
        Some(Ok(nodes)) => Some(nodes),
        None => None,
    };
    let root = split.root().to_string();
    let depth = split.depth();
    if json {
        out.json_line(&MergeJson {
            root,
            depth,
            units: split.units().len(),
            nodes,
            missing,
            duplicated,
        })?;
    } else if let Some(nodes) = nodes {
        out.line(&format!("perft {depth} of {root}: {nodes}"))?;
    } else {
        // Rejected results were named on standard error, line by line.
        if !missing.is_empty() {
            out.line(&id_line("missing", &missing))?;
        }
        if !duplicated.is_empty() {
            out.line(&id_line("duplicated", &duplicated))?;
        }
    }
    if complete {
        Ok(())
    } else {
        Err(Failure::Reported)
    }
}
