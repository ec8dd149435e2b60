//! Reading Syzygy's tables, the ones engines and analysis sites probe:
//! WDL50 from `.rtbw` files, DTZ from `.rtbz` files, up to seven pieces.
//!
//! Written in this project from the format's description (Fathom's
//! `tbprobe.c`, MIT): the file is mapped into memory and only its header
//! is read when it is first probed; a probe reads the block its value is
//! in. The layers meet at an index: [`file`] maps a file and reads its
//! sections, [`numbering`] makes a position's squares an index,
//! [`pairs`] decodes a value, [`probe`] probes positions as the
//! established probers do (the captures resolved, since a table stores
//! don't-care values where capturing is best, and en passant, which no
//! table holds).

mod file;
mod numbering;
mod pairs;
mod probe;

use std::path::PathBuf;

use crate::Material;
use crate::metrics::Metric;

pub use probe::Syzygy;

/// Why Syzygy's tables could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyzygyError {
    /// A file or the directory could not be read.
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The system's message.
        message: String,
    },
    /// A file whose layout is not Syzygy's (truncated, corrupted, or of
    /// another ending than its name says).
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        what: String,
    },
    /// No file of an ending a probe needs.
    Missing {
        /// The file's name, such as `KRvKP.rtbz`.
        file: String,
    },
    /// A metric Syzygy's files do not hold (DTM) asked of a position of
    /// an ending read in them.
    Lacks {
        /// The ending.
        material: Material,
        /// The metric.
        metric: Metric,
    },
    /// A position with castling rights, which no table holds.
    CastlingRights,
    /// A position of another game than chess on 8x8, or of more pieces
    /// than Syzygy's tables hold.
    NotHeld,
}

impl std::fmt::Display for SyzygyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SyzygyError::Io { path, message } => {
                write!(f, "cannot read {}: {message}", path.display())
            }
            SyzygyError::Corrupt { path, what } => {
                write!(f, "{} is not a valid Syzygy file: {what}", path.display())
            }
            SyzygyError::Missing { file } => match file.strip_suffix(".rtbz") {
                Some(ending) => write!(f, "no Syzygy file {file}: DTZ of {ending} is missing"),
                None => write!(f, "no Syzygy file {file}"),
            },
            SyzygyError::Lacks { material, metric } => write!(
                f,
                "{material} is read in Syzygy's files, which hold wdl50 and dtz, not {metric}"
            ),
            SyzygyError::CastlingRights => f.write_str(
                "the position has castling rights, which tablebases do not hold: probe it \
                 without them",
            ),
            SyzygyError::NotHeld => f.write_str(
                "Syzygy's tables hold chess positions of 3 to 7 pieces without castling rights",
            ),
        }
    }
}

impl std::error::Error for SyzygyError {}
