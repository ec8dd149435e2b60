//! Endgame tablebases for chess and its variants on every board the
//! library [`a1h8`] plays, up to 128 squares: every position of an ending
//! with its distance to mate (DTM, Gaviota's metric), its result (WDL), its
//! distance to the next zeroing move under the 50-move rule (DTZ,
//! Syzygy's) and its result under that rule (WDL50), computed by
//! retrograde analysis and checked by a verifier that derives every value
//! again from the positions one move away.
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
//! # Where to find what
//!
//! | concept | type or function | file |
//! |---|---|---|
//! | endings named as Syzygy names them | [`Material`] | `material.rs` |
//! | numbering positions by their symmetry classes | [`Indexer`], [`Placement`] | `index.rs` |
//! | the values and their conventions | [`Values`], [`Wdl`], [`value`] | `value.rs` |
//! | tables in memory and looking positions up | [`Table`], [`Tables`] | `table.rs` |
//! | retrograde generation on the index | [`generate()`] | `generator/` |
//! | probing a position of the game, with its moves | [`Tables::probe`] | `probe.rs` |

pub mod any_set;
pub mod file;
pub mod generator;
pub mod index;
mod key;
pub mod material;
pub mod probe;
pub mod set;
pub mod stats;
pub mod table;
pub mod value;
pub mod verify;

pub use any_set::AnyTablebase;
pub use generator::{GenerateError, generate};
pub use index::{IndexError, Indexer, Placement};
pub use material::{EndingError, Material, MaterialError};
pub use probe::ProbeError;
pub use set::{Event, Tablebase, TablebaseError};
pub use stats::{SideStats, Stats};
pub use table::{LookupError, OutOfMemory, Table, Tables};
pub use value::{Values, Wdl};
pub use verify::{Verified, VerifyError, verify, verify_until};

/// The crate README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
