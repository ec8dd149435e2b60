//! Endgame tablebases for chess and its variants on every board the
//! library [`a1h8`] plays, up to 128 squares: every position of an ending
//! with its distance to mate (DTM, Gaviota's metric), its result (WDL), its
//! distance to the next zeroing move under the 50-move rule (DTZ,
//! Syzygy's) and its result under that rule (WDL50), or those of them the
//! user chooses ([metrics](#metrics)), computed by retrograde analysis and
//! checked by a verifier that derives every value again from the positions
//! one move away.
//!
//! The generator is written once, against the game model of `a1h8`
//! ([`Endgame`](a1h8::Endgame)): the same code makes the tables of chess
//! and of every variant.
//!
//! ```
//! use a1h8::Position;
//! use a1h8_tablebase::{Material, Tables, generate};
//!
//! let game = Position::starting();
//! let mut tables = Tables::new();
//! let krvk = generate(&game, "KRvK".parse()?, &tables)?;
//! tables.insert(krvk);
//! let position = Position::from_fen("8/8/8/8/8/2k5/8/R3K3 w - - 0 1")?;
//! let values = tables.probe(&position)?;
//! assert_eq!(values.wdl, 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Metrics
//!
//! A table holds the metrics asked for when it was generated ([`Metrics`],
//! all four by default; [`generate_with_metrics`],
//! [`Tablebase::set_metrics`]), closed: DTM gives WDL, DTZ gives WDL50,
//! WDL50 gives WDL. `wdl50,dtz` is Syzygy's pair, `dtm,wdl` Gaviota's.
//! [`Table::metrics`] says what a table holds; [`Values`] lack what it
//! does not (`None`), and asking for it ([`Tables::require`]) is an error
//! naming the table and the metric. The generator runs only the passes
//! the metrics need, and reads of the smaller tables only
//! [`Metrics::needed_of_successors`].
//!
//! # Codes
//!
//! A table holds, for each position and side to move, the codes of the
//! columns its metrics need ([`Table::codes`], [`Tables::codes_of`]),
//! which [`Values::from_codes`] reads: a DTM code with DTM, a DTZ code
//! with DTZ, and a WDL code with WDL50 without DTZ or with WDL alone. Every
//! DTM and DTZ code of a position is below 0x8000.
//!
//! - **DTM code** (16 bits): [`UNUSED`] for an index that is no legal
//!   position, 0 for a draw, otherwise `1 + plies`, the plies to mate with
//!   best play (the 50-move rule ignored): an even number of plies means
//!   the side to move is mated (0: it is mated now), an odd number that it
//!   mates.
//! - **DTZ code** (16 bits): [`UNUSED`] as above, 0 for a draw, otherwise
//!   `2 * plies` for a win and `2 * plies + 1` for a loss: even a win, odd
//!   a loss, where `plies` is the number of plies to the next zeroing move
//!   (capture or pawn move) with best play under the 50-move rule, 1 to
//!   100 for a win or a loss the 50-move rule does not change, 100 more
//!   than the plies for one it turns into a draw (python-chess reads a DTZ
//!   beyond 100 as either the plies or 100 more than them; here it is
//!   always the latter, so the plies are exact). A side mated now is a
//!   loss at 0 plies: code 1. (Format version 2 held the plies alone, the
//!   sign DTM's.)
//! - **WDL code** (8 bits): [`UNUSED_WDL`] as above, 0 a draw, 1 a loss, 2
//!   a win; with WDL50, 2 and 1 are the win and the loss the 50-move rule
//!   keeps, 3 a loss it saves (blessed) and 4 a win it makes a draw
//!   (cursed). Without WDL50 the codes are 0, 1 and 2, the rule ignored.
//!
//! A table in memory (generated, or [loaded](Tablebase::load) whole) holds
//! the unused codes. A table file keeps none: a table
//! [opened](Tablebase::open) for probing reads the codes of legal
//! positions only, and an unused index reads as whatever its block holds.
//!
//! # Where to find what
//!
//! | concept | type or function | file |
//! |---|---|---|
//! | endings named as Syzygy names them | [`Material`] | `material.rs` |
//! | numbering positions by their symmetry classes | [`Indexer`], [`Placement`] | `index.rs` |
//! | a position as a table key: its pieces, its ending, their placement | | `key.rs` |
//! | the metrics a table holds | [`Metric`], [`Metrics`] | `metrics.rs` |
//! | the values and their conventions | [`Values`], [`Wdl`], [`Codes`], [codes](#codes) | `value.rs` |
//! | tables in memory and looking positions up | [`Table`], [`Tables`] | `table.rs` |
//! | retrograde generation on the index | [`generate()`] | `generator/` |
//! | values one ply apart: a move's worth, the en passant resolution | | `one_ply.rs` |
//! | probing a position of the game, with its moves | [`Tables::probe`] | `probe.rs` |
//! | the root probe: moves ranked, the best one, the halfmove clock | [`Tables::probe_root`], [`Root`] | `root.rs` |
//! | the verifier, independent of the generator | [`verify()`] | `verify.rs` |
//! | statistics of a table | [`Stats`] | `stats.rs` |
//! | table files: errors, header, writer, reader, blocks read as probes need them | [`FileError`] | `file/` |
//! | the tables of a game in a directory | [`Tablebase`], [`Event`] | `set.rs` |
//! | the tables of a game of any kind | [`AnyTablebase`] | `any_set.rs` |
//! | Syzygy's files: mapped, numbered, decoded, probed | [`Syzygy`], [`SyzygyError`] | `syzygy/` |

mod any_set;
mod file;
mod generator;
mod index;
mod key;
mod material;
mod metrics;
mod one_ply;
mod probe;
mod root;
mod set;
mod stats;
mod syzygy;
mod table;
mod value;
mod verify;

pub use any_set::AnyTablebase;
pub use file::{FileError, FileErrorKind};
pub use generator::{GenerateError, Progress, generate, generate_with_metrics};
pub use index::{IndexError, Indexer, Placement};
pub use material::{EndingError, Material, MaterialError};
pub use metrics::{Metric, Metrics, MetricsError};
pub use probe::ProbeError;
pub use root::{RankedMove, Root};
pub use set::{Event, Tablebase, TablebaseError, game_folder};
pub use stats::{SideStats, Stats};
pub use syzygy::{Syzygy, SyzygyError};
pub use table::{LookupError, OutOfMemory, Table, Tables};
pub use value::{Codes, UNUSED, UNUSED_WDL, Values, Wdl};
pub use verify::{Verified, VerifyError, verify, verify_until};

/// The crate README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
