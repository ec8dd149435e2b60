//! Perft work units: one perft spread over processes or machines.
//!
//! A perft of depth `D` is the sum, over every sequence of `K` legal moves,
//! of the perft of depth `D - K` of the position the sequence reaches.
//! [`Split::new`] takes each distinct position after `K` plies once, as a
//! [`Unit`] with its multiplicity (the number of sequences reaching it);
//! the units are counted anywhere, and their results added up, each times
//! its multiplicity ([`Tally::total`]).
//!
//! The units and results travel as files of JSON lines, written and read
//! here for the tool (`a1h8 perft split`, `run-units`, `merge`) and the
//! Python package (`a1h8.PerftSplit`, the Dask driver) alike, so that both
//! check a file the same way:
//!
//! - the units file ([`Split::units_file`], [`Split::from_units_file`]): a
//!   header naming the game ([`UnitsGame`]: its name, the digest of its
//!   rules, its `variants.ini` definition if it is not built in) and the
//!   split ([`SplitId`]: game, root, depth, ply), then one line per unit;
//! - a results file ([`Split::result_line`], [`Split::read_results`],
//!   [`Split::read_checkpoint`]): one line per unit counted, naming its
//!   split and depth.
//!
//! Every line carries a check, the [`Digest`] of its fields, so that an
//! edited or damaged line is an error rather than a different total, and
//! a result of another split is refused by name.
//!
//! ```
//! use a1h8::{Position, perft};
//! use a1h8_units::{ResultLine, Split, Tally};
//!
//! let split = Split::new(&Position::starting(), 4, 2)?;
//! let units = split.units_file();
//! // Anywhere else: the units read back, counted, one result a line.
//! let there = Split::from_units_file(&units).unwrap();
//! let results: String = there
//!     .units()
//!     .iter()
//!     .map(|unit| there.result_line(unit.id, perft(&unit.position, unit.depth)) + "\n")
//!     .collect();
//! // Back here: the results checked and added up.
//! let mut tally = Tally::new(split.units().len()).unwrap();
//! for (_, line) in split.read_results(&results) {
//!     let Ok(ResultLine::Result(result)) = line else { unreachable!() };
//!     tally.add(result);
//! }
//! assert!(tally.missing().is_empty());
//! assert_eq!(tally.total(&split), Ok(197_281));
//! # Ok::<(), a1h8_units::SplitError>(())
//! ```

/// The crate README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod check;
mod line;
mod results;
mod split;
mod units_file;

pub use check::{Digest, Hex16, SplitId};
pub use line::{LineFault, LineKind, Range, hash_text, numbered_lines};
pub use results::{
    Checkpoint, CheckpointError, ResultLine, Tally, TallyTooLarge, TotalOverflow, UnitResult,
};
pub use split::{Bytes, Split, SplitError, Unit};
pub use units_file::{GameFault, UnitsFileError, UnitsGame, fen_without_clocks};
