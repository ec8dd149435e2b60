//! `a1h8 perft split`, `a1h8 perft run-units` and `a1h8 perft merge`: a
//! perft spread over processes or machines as work units, in files of JSON
//! lines.
//!
//! `split` writes a header `{"root", "depth", "at", "units"}` and one line
//! `{"id", "fen", "hash", "multiplicity", "depth"}` per distinct position
//! after `at` plies (the library's [`for_each_position_at`] walks the move
//! sequences; the grouping by [`Position::without_clocks`] is this file's,
//! in a hash map); `run-units` counts the units, or a shard of them, one
//! line `{"id", "hash", "nodes"}` each; `merge` checks that every unit has
//! exactly one result and adds them up, each count times its
//! multiplicity.

use std::collections::HashMap;
use std::io::Read;

use a1h8::{Position, for_each_position_at, perft};
use rayon::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::output::{Failure, Out, Outcome, describe, report};
use crate::perft::Progress;

/// The first line of a units file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct HeaderJson {
    /// The position the perft is of, 6-field FEN.
    root: String,
    /// The depth of the whole perft.
    depth: u32,
    /// The ply the units are taken at.
    at: u32,
    /// How many units follow.
    units: usize,
}

/// The fields of [`HeaderJson`], for messages.
const HEADER_FIELDS: &str = r#"{"root", "depth", "at", "units"}"#;

/// A line of a units file after the header: one distinct position.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitJson {
    /// 0, 1, ... in the order the walk first reached the position.
    id: usize,
    /// FEN without the clocks (4 fields).
    fen: String,
    /// The position's Zobrist hash, `0x` and 16 hex digits.
    hash: String,
    /// The number of move sequences from the root that reach it.
    multiplicity: u64,
    /// The depth left to count from it.
    depth: u32,
}

/// The fields of [`UnitJson`], for messages.
const UNIT_FIELDS: &str = r#"{"id", "fen", "hash", "multiplicity", "depth"}"#;

/// A line of a results file: the perft of one unit.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultJson {
    id: usize,
    hash: String,
    nodes: u64,
}

/// The fields of [`ResultJson`], for messages.
const RESULT_FIELDS: &str = r#"{"id", "hash", "nodes"}"#;

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

/// `hash` as the files write it: `0x` and 16 hex digits.
fn hash_text(hash: u64) -> String {
    format!("{hash:#018x}")
}

/// A hash as the files write it, back: `0x` and 1 to 16 hex digits.
fn parse_hash(text: &str) -> Result<u64, String> {
    text.strip_prefix("0x")
        .filter(|digits| {
            (1..=16).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit())
        })
        .and_then(|digits| u64::from_str_radix(digits, 16).ok())
        .ok_or_else(|| format!("hash {text:?}: expected 0x and up to 16 hex digits"))
}

/// `a1h8 perft split [--fen FEN] [--depth D] --at K`: the header, then
/// one line per distinct position after `at` plies, in the order the
/// depth-first walk first reaches it.
pub fn split(fen: Option<&str>, depth: u32, at: u32, out: &mut Out) -> Outcome {
    if at > depth {
        return Err(Failure::Usage(format!(
            "--at {at} is deeper than --depth {depth}: the units are the positions after --at \
             plies, each counted to the depth left"
        )));
    }
    let root = match fen {
        Some(fen) => Position::from_fen(fen).map_err(|e| Failure::Input(e.to_string()))?,
        None => Position::starting(),
    };
    // Each distinct position (without its clocks: equal FEN but the clocks,
    // and so equal hash) once, with the number of sequences reaching it.
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
    out.json_line(&HeaderJson {
        root: root.to_string(),
        depth,
        at,
        units: units.len(),
    })?;
    for (id, (position, multiplicity)) in units.into_iter().enumerate() {
        out.json_line(&UnitJson {
            id,
            fen: position.fen_without_clocks().to_string(),
            hash: hash_text(position.zobrist()),
            multiplicity,
            depth: depth - at,
        })?;
    }
    Ok(())
}

/// One unit of a units file, read and checked.
struct Unit {
    position: Position,
    hash: u64,
    multiplicity: u64,
    depth: u32,
}

/// A units file, read and checked.
struct Units {
    root: Position,
    depth: u32,
    units: Vec<Unit>,
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

/// The lines of `text` that are not blank, each with its number from 1.
fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .filter(|(_, line)| !line.trim().is_empty())
}

/// `line` read as a `T` (a JSON object with the fields `fields`), or why
/// not.
fn parse_line<T: DeserializeOwned>(line: &str, what: &str, fields: &str) -> Result<T, String> {
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| {
        // serde's "at line 1 column 5": the line is ours to name.
        let message = e.to_string();
        let reason = message
            .rsplit_once(" at line ")
            .map_or(message.as_str(), |(reason, _)| reason);
        format!("not JSON: {reason} at column {}", e.column())
    })?;
    serde_json::from_value(value).map_err(|e| format!("not {what} {fields}: {e}"))
}

/// Reads and checks the units file `path`: its header, then units 0, 1,
/// ... in order, each FEN a legal position whose hash is the one given,
/// each depth what the header leaves, as many as the header says. Any
/// fault is a usage failure naming the line.
fn read_units(path: &str) -> Result<Units, Failure> {
    let text = read_text(path)?;
    let bad = |number: usize, message: String| {
        Failure::Usage(format!("{path}: line {number}: {message}"))
    };
    let mut lines = numbered_lines(&text);
    let Some((number, line)) = lines.next() else {
        return Err(Failure::Usage(format!(
            "{path}: no header: the file is empty, and a units file of a1h8 perft split begins \
             with {HEADER_FIELDS}"
        )));
    };
    let header: HeaderJson = parse_line(line, "the header of a units file", HEADER_FIELDS)
        .map_err(|m| bad(number, m))?;
    let root = Position::from_fen(&header.root).map_err(|e| bad(number, format!("root: {e}")))?;
    if header.at > header.depth {
        return Err(bad(
            number,
            format!("at {} is deeper than depth {}", header.at, header.depth),
        ));
    }
    let left = header.depth - header.at;
    let mut units = Vec::new();
    let mut last = number;
    for (number, line) in lines {
        last = number;
        let unit: UnitJson = parse_line(line, "a unit", UNIT_FIELDS).map_err(|m| bad(number, m))?;
        let expected = units.len();
        if expected == header.units {
            return Err(bad(
                number,
                format!(
                    "a unit more than the header's {}",
                    crate::output::count(header.units, "unit")
                ),
            ));
        }
        if unit.id != expected {
            return Err(bad(
                number,
                format!(
                    "unit id {} where {expected} was expected: the units are numbered from 0, \
                     in order",
                    unit.id
                ),
            ));
        }
        let position =
            Position::from_fen(&unit.fen).map_err(|e| bad(number, format!("fen: {e}")))?;
        let hash = parse_hash(&unit.hash).map_err(|m| bad(number, m))?;
        if hash != position.zobrist() {
            return Err(bad(
                number,
                format!(
                    "hash {} is not that of its FEN, {}",
                    unit.hash,
                    hash_text(position.zobrist())
                ),
            ));
        }
        if unit.depth != left {
            return Err(bad(
                number,
                format!(
                    "depth {}, but the header's depth {} at {} leaves {left}",
                    unit.depth, header.depth, header.at
                ),
            ));
        }
        if unit.multiplicity == 0 {
            return Err(bad(
                number,
                "multiplicity 0: a unit is reached by at least one move sequence".to_string(),
            ));
        }
        units.push(Unit {
            position,
            hash,
            multiplicity: unit.multiplicity,
            depth: unit.depth,
        });
    }
    if units.len() != header.units {
        return Err(bad(
            last + 1,
            format!(
                "the file ends after {}, and its header promises {}",
                crate::output::count(units.len(), "unit"),
                header.units
            ),
        ));
    }
    Ok(Units {
        root,
        depth: header.depth,
        units,
    })
}

/// `--shard I/N`: the units whose id is `I` modulo `N`.
#[derive(Clone, Copy, Debug)]
pub struct Shard {
    index: usize,
    count: usize,
}

/// Reads `I/N` with `N` at least 1 and `I` from 0 to `N - 1`.
pub fn parse_shard(text: &str) -> Result<Shard, String> {
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

/// `a1h8 perft run-units UNITS [--shard I/N] [--threads T]`: the perft of
/// every unit (of the shard), on `threads` threads, one line each in id
/// order once all are counted.
pub fn run_units(path: &str, shard: Option<Shard>, threads: usize, out: &mut Out) -> Outcome {
    let Units { units, .. } = read_units(path)?;
    let Shard { index, count } = shard.unwrap_or(Shard { index: 0, count: 1 });
    let chosen: Vec<(usize, &Unit)> = units
        .iter()
        .enumerate()
        .filter(|(id, _)| id % count == index)
        .collect();
    let progress = Progress::new(chosen.len() as u64, "perft units");
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Failure::Input(format!("cannot start {threads} threads: {e}")))?;
    let counts: Vec<u64> = pool.install(|| {
        chosen
            .par_iter()
            .map(|(_, unit)| {
                let nodes = perft(&unit.position, unit.depth);
                progress.step();
                nodes
            })
            .collect()
    });
    drop(progress);
    for ((id, unit), nodes) in chosen.into_iter().zip(counts) {
        out.json_line(&ResultJson {
            id,
            hash: hash_text(unit.hash),
            nodes,
        })?;
    }
    Ok(())
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
/// exactly one result with its id and hash; then the total, each count
/// times its unit's multiplicity. A result of no unit, or with another
/// hash than its unit's, is an error line on standard error; missing and
/// duplicated units are a line each on standard output; any of these
/// fails the run.
pub fn merge(units_path: &str, results: &[String], json: bool, out: &mut Out) -> Outcome {
    let Units { root, depth, units } = read_units(units_path)?;
    let mut found = vec![0usize; units.len()];
    let mut counts = vec![0u64; units.len()];
    let mut rejected = 0;
    for path in results {
        let text = read_text(path)?;
        for (number, line) in numbered_lines(&text) {
            let bad = |message: String| Failure::Usage(format!("{path}: line {number}: {message}"));
            let result: ResultJson = parse_line(line, "a result", RESULT_FIELDS).map_err(bad)?;
            let hash = parse_hash(&result.hash).map_err(bad)?;
            let id = result.id;
            match units.get(id) {
                None => {
                    report(format!(
                        "{path}: line {number}: unit {id} is not in {units_path}, whose {} are \
                         numbered from 0",
                        crate::output::count(units.len(), "unit")
                    ));
                    rejected += 1;
                }
                Some(unit) if unit.hash != hash => {
                    report(format!(
                        "{path}: line {number}: unit {id} has hash {} in {units_path}, not {}: a \
                         result of other units",
                        hash_text(unit.hash),
                        result.hash
                    ));
                    rejected += 1;
                }
                Some(_) => {
                    found[id] += 1;
                    counts[id] = result.nodes;
                }
            }
        }
    }
    let ids = |keep: fn(usize) -> bool| -> Vec<usize> {
        (0..found.len()).filter(|&id| keep(found[id])).collect()
    };
    let missing = ids(|n| n == 0);
    let duplicated = ids(|n| n > 1);
    // The total only when every result was accepted and every unit has one.
    let complete = missing.is_empty() && duplicated.is_empty() && rejected == 0;
    let nodes: Option<u128> = complete.then(|| {
        units
            .iter()
            .zip(&counts)
            .map(|(unit, &nodes)| u128::from(unit.multiplicity) * u128::from(nodes))
            .sum()
    });
    let root = root.to_string();
    if json {
        out.json_line(&MergeJson {
            root,
            depth,
            units: units.len(),
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
