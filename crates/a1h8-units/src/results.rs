//! Results files: one line per unit counted, each naming its split and
//! depth and carrying its check; and their sum.
//!
//! ```text
//! {"split":S,"id":I,"hash":"0x…","depth":D,"nodes":N,"check":C}
//! ```
//!
//! `check` is the [`Digest`] of `result`, S, I, the hash, D and N, each as
//! the line writes it (text without its quotes), a newline after each.
//!
//! A file whose last line has no newline and is the beginning of a result
//! line of this split (a writer stopped in the middle of it) has that line
//! *cut*: it is no result, and its unit is counted again or missing. The
//! tool's `merge` and the Dask driver read files through
//! [`Split::read_results`] alike, so the two never disagree on a line.

use std::fmt;

use a1h8::Game;

use crate::check::{Digest, SplitId};
use crate::line::{COUNT, DEPTH, INDEX, Line, LineFault, LineKind, hash_text, numbered_lines};
use crate::split::Split;

/// The perft of one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitResult {
    /// The unit's id.
    pub id: usize,
    /// The perft of its position to its depth.
    pub nodes: u64,
}

/// What one line of a results file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultLine {
    /// A result of a unit of the split.
    Result(UnitResult),
    /// The last line, cut short by a writer that stopped.
    Cut,
}

impl<G: Game> Split<G> {
    /// The line of the result `nodes` of unit `id` (no newline).
    pub fn result_line(&self, id: usize, nodes: u64) -> String {
        let split = self.id();
        let hash = hash_text(self.units()[id].hash());
        let depth = self.units()[id].depth;
        let check = Digest::of_fields(&[&"result", &split, &id, &hash, &depth, &nodes]);
        format!(
            "{{\"split\":\"{split}\",\"id\":{id},\"hash\":\"{hash}\",\"depth\":{depth},\
             \"nodes\":{nodes},\"check\":\"{check:016x}\"}}"
        )
    }

    /// The lines of the results file `text` that are not blank, each with
    /// its number and what it is: a result of one of this split's units,
    /// a cut last line, or what is wrong with it.
    pub fn read_results<'a>(
        &'a self,
        text: &'a str,
    ) -> impl Iterator<Item = (usize, Result<ResultLine, LineFault>)> + 'a {
        let split = self.id();
        let ends_in_newline = text.ends_with('\n');
        let last = text.lines().count();
        numbered_lines(text).map(move |(number, line)| {
            let read = self.read_result(split, line);
            let cut = number == last
                && !ends_in_newline
                && matches!(read, Err(LineFault::NotJson { .. }))
                && is_cut_result(split, line);
            (number, if cut { Ok(ResultLine::Cut) } else { read })
        })
    }

    /// Reads one result line of this split.
    fn read_result(&self, split: SplitId, text: &str) -> Result<ResultLine, LineFault> {
        let line = Line::parse(text, LineKind::Result)?;
        let found = line.split("split")?;
        let id = line.number("id", INDEX)?;
        let hash_field = line.text("hash")?;
        let hash = line.hash("hash")?;
        let depth = line.number("depth", DEPTH)? as u32;
        let nodes = line.number("nodes", COUNT)?;
        line.verify(Digest::of_fields(&[
            &"result",
            &found,
            &id,
            &hash_field,
            &depth,
            &nodes,
        ]))?;
        let left = self.depth() - self.at();
        if found != split || depth != left {
            return Err(LineFault::OtherSplit {
                found,
                found_depth: depth,
                expected: split,
                expected_depth: left,
            });
        }
        let Some(unit) = usize::try_from(id).ok().and_then(|i| self.units().get(i)) else {
            return Err(LineFault::NoSuchUnit {
                id,
                units: self.units().len(),
            });
        };
        if unit.hash() != hash {
            return Err(LineFault::OtherHash {
                id: unit.id,
                expected: unit.hash(),
                found: hash_field.to_string(),
            });
        }
        Ok(ResultLine::Result(UnitResult { id: unit.id, nodes }))
    }

    /// Reads a checkpoint: every line must be a result of this split, one
    /// at most per unit, but a cut last line. The results, and how many
    /// bytes of `data` to keep (all of it but a cut last line); the first
    /// fault with its line's number.
    pub fn read_checkpoint(&self, data: &[u8]) -> Result<Checkpoint, CheckpointError> {
        let text = match std::str::from_utf8(data) {
            Ok(text) => text,
            Err(error) => {
                let line = data[..error.valid_up_to()]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count()
                    + 1;
                return Err(CheckpointError::Line {
                    line,
                    fault: LineFault::NotUtf8,
                });
            }
        };
        let mut tally = Tally::new(self.units().len()).map_err(CheckpointError::OutOfMemory)?;
        let mut results = Vec::new();
        let mut keep = data.len();
        for (number, read) in self.read_results(text) {
            let line = number;
            match read.map_err(|fault| CheckpointError::Line { line, fault })? {
                ResultLine::Cut => keep = text.rfind('\n').map_or(0, |i| i + 1),
                ResultLine::Result(result) => {
                    if !tally.add(result) {
                        return Err(CheckpointError::Line {
                            line,
                            fault: LineFault::Duplicate { id: result.id },
                        });
                    }
                    results.push(result);
                }
            }
        }
        Ok(Checkpoint { results, keep })
    }
}

/// Whether `line` is the beginning of a result line of `split` as
/// [`Split::result_line`] writes it.
fn is_cut_result(split: SplitId, line: &str) -> bool {
    let start = format!("{{\"split\":\"{split}\",");
    start.starts_with(line) || line.starts_with(&start)
}

/// Why [`Split::read_checkpoint`] refused a checkpoint.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckpointError {
    /// A line is not a result of the split, or a second one of its unit.
    Line {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        fault: LineFault,
    },
    /// The memory to read it could not be had.
    OutOfMemory(TallyTooLarge),
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::Line { line, fault } => write!(f, "line {line}: {fault}"),
            CheckpointError::OutOfMemory(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for CheckpointError {}

/// A checkpoint read by [`Split::read_checkpoint`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// Its results, in the order of the file.
    pub results: Vec<UnitResult>,
    /// How many of its bytes hold whole lines: all of them, but a cut last
    /// line.
    pub keep: usize,
}

/// The results of a split's units gathered: how many each unit has, and
/// its count.
#[derive(Clone, Debug)]
pub struct Tally {
    /// For each unit, how many results it has had.
    seen: Vec<u32>,
    /// For each unit, its count (the last one given).
    counts: Vec<u64>,
}

/// The memory for a tally could not be had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TallyTooLarge {
    /// How many units it was for.
    pub units: usize,
}

impl fmt::Display for TallyTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "out of memory: cannot allocate {} for the results of {} units",
            crate::split::Bytes(self.units * 12),
            self.units
        )
    }
}

impl std::error::Error for TallyTooLarge {}

/// The sum of a split's results does not fit in 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TotalOverflow;

impl fmt::Display for TotalOverflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the total does not fit in 128 bits")
    }
}

impl std::error::Error for TotalOverflow {}

impl Tally {
    /// An empty tally for `units` units.
    pub fn new(units: usize) -> Result<Tally, TallyTooLarge> {
        let mut seen = Vec::new();
        let mut counts = Vec::new();
        seen.try_reserve_exact(units)
            .and_then(|()| counts.try_reserve_exact(units))
            .map_err(|_| TallyTooLarge { units })?;
        seen.resize(units, 0);
        counts.resize(units, 0);
        Ok(Tally { seen, counts })
    }

    /// Adds a result; whether it is its unit's first.
    pub fn add(&mut self, result: UnitResult) -> bool {
        self.seen[result.id] = self.seen[result.id].saturating_add(1);
        self.counts[result.id] = result.nodes;
        self.seen[result.id] == 1
    }

    /// The units without a result.
    pub fn missing(&self) -> Vec<usize> {
        self.ids(|n| n == 0)
    }

    /// The units with more than one result.
    pub fn duplicated(&self) -> Vec<usize> {
        self.ids(|n| n > 1)
    }

    fn ids(&self, keep: impl Fn(u32) -> bool) -> Vec<usize> {
        (0..self.seen.len())
            .filter(|&id| keep(self.seen[id]))
            .collect()
    }

    /// The perft: the sum of each unit's count times its multiplicity,
    /// added with checked arithmetic. Meaningful when every unit has one
    /// result.
    pub fn total<G: Game>(&self, split: &Split<G>) -> Result<u128, TotalOverflow> {
        split
            .units()
            .iter()
            .zip(&self.counts)
            .try_fold(0u128, |total, (unit, &nodes)| {
                u128::from(unit.multiplicity)
                    .checked_mul(u128::from(nodes))
                    .and_then(|n| total.checked_add(n))
            })
            .ok_or(TotalOverflow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use a1h8::{Position, perft};

    fn split(depth: u32, at: u32) -> Split {
        Split::new(&Position::starting(), depth, at).unwrap()
    }

    fn results(split: &Split) -> String {
        split
            .units()
            .iter()
            .map(|u| split.result_line(u.id, perft(&u.position, u.depth)) + "\n")
            .collect()
    }

    fn read(split: &Split, text: &str) -> Vec<Result<ResultLine, LineFault>> {
        split.read_results(text).map(|(_, read)| read).collect()
    }

    #[test]
    fn results_read_back_and_add_up() {
        let split = split(4, 2);
        let text = results(&split);
        let mut tally = Tally::new(split.units().len()).unwrap();
        for read in read(&split, &text) {
            let Ok(ResultLine::Result(result)) = read else {
                panic!("{read:?}")
            };
            assert!(tally.add(result));
        }
        assert!(tally.missing().is_empty() && tally.duplicated().is_empty());
        assert_eq!(tally.total(&split), Ok(197_281));
    }

    #[test]
    fn results_of_another_depth_or_ply_are_refused() {
        let five = split(5, 2);
        let four = split(4, 2);
        let text = results(&four);
        let first = read(&five, &text).remove(0);
        assert!(
            matches!(
                first,
                Err(LineFault::OtherSplit {
                    found_depth: 2,
                    expected_depth: 3,
                    ..
                })
            ),
            "{first:?}"
        );
        let other_ply = split(4, 1);
        let text = results(&other_ply);
        let first = read(&four, &text).remove(0);
        assert!(
            matches!(first, Err(LineFault::OtherSplit { .. })),
            "{first:?}"
        );
        assert!(first.unwrap_err().to_string().contains("of another split"));
    }

    #[test]
    fn an_edited_count_breaks_the_check() {
        let split = split(3, 1);
        let text = results(&split).replacen("\"nodes\":400,", "\"nodes\":401,", 1);
        assert!(matches!(
            read(&split, &text)[0],
            Err(LineFault::Check { .. })
        ));
    }

    #[test]
    fn a_cut_last_line_is_cut_and_only_the_last() {
        let split = split(3, 1);
        let text = results(&split);
        let lines: Vec<&str> = text.lines().collect();
        for length in 1..lines[3].len() {
            let cut = format!("{}\n{}", lines[..3].join("\n"), &lines[3][..length]);
            let reads = read(&split, &cut);
            assert_eq!(reads.len(), 4);
            assert_eq!(reads[3], Ok(ResultLine::Cut), "{length}");
            let checkpoint = split.read_checkpoint(cut.as_bytes()).unwrap();
            assert_eq!(checkpoint.results.len(), 3);
            assert_eq!(&cut[..checkpoint.keep], lines[..3].join("\n") + "\n");
        }
        // With a newline after it, it is a broken line, not a cut one.
        let broken = format!("{}\n", &lines[0][..30]);
        assert!(matches!(
            read(&split, &broken)[0],
            Err(LineFault::NotJson { .. })
        ));
        // Text that is not a result line is not cut either.
        assert!(matches!(
            read(&split, "notes without a newline")[0],
            Err(LineFault::NotJson { .. })
        ));
    }

    #[test]
    fn a_total_past_128_bits_is_an_error_not_a_wrapped_number() {
        let start = Position::starting();
        let unit = |id| crate::Unit {
            id,
            position: start,
            multiplicity: u64::MAX,
            depth: 1,
        };
        let split = Split::from_parts(start, 1, 0, vec![unit(0), unit(1)], String::new());
        let mut tally = Tally::new(2).unwrap();
        tally.add(UnitResult {
            id: 0,
            nodes: u64::MAX,
        });
        assert_eq!(
            tally.total(&split),
            Ok(u128::from(u64::MAX) * u128::from(u64::MAX))
        );
        tally.add(UnitResult {
            id: 1,
            nodes: u64::MAX,
        });
        assert_eq!(tally.total(&split), Err(TotalOverflow));
    }

    #[test]
    fn a_checkpoint_refuses_a_repeated_unit() {
        let split = split(3, 1);
        let text = results(&split);
        let first = text.lines().next().unwrap();
        let twice = format!("{first}\n{first}\n");
        assert_eq!(
            split.read_checkpoint(twice.as_bytes()),
            Err(CheckpointError::Line {
                line: 2,
                fault: LineFault::Duplicate { id: 0 }
            })
        );
        assert_eq!(
            split.read_checkpoint(b"\xff\n"),
            Err(CheckpointError::Line {
                line: 1,
                fault: LineFault::NotUtf8
            })
        );
    }
}
