//! Table files: one per ending, named after it (`KQvKR.a1h8tb`), a header
//! that says what they hold, and the codes in compressed blocks that can
//! be read one by one.
//!
//! # The format (version 4)
//!
//! All numbers little-endian.
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic: `a1h8tb` and two zero bytes |
//! | 4 | format version: 4 |
//! | 4 | header length `h`: the bytes from here to the header's checksum |
//! | 2 + n | the game's name: its length, then UTF-8 (`chess`, or a variant's name) |
//! | 1, 1 | the board's files and ranks |
//! | 2 + n | the ending, Syzygy's naming (`KQvKR`) |
//! | 8 | the digest of the game's rules ([`Game::rules_digest`](a1h8::Game::rules_digest)) |
//! | 1 | the metrics held, a closed set ([`Metrics::closure`](crate::Metrics::closure)): bit 0 DTM, bit 1 WDL, bit 2 WDL50, bit 3 DTZ; and in bits 4 and 5 the side to move whose codes the file leaves out: 0 none, 1 White, 2 Black |
//! | 8 | the index size: positions per side to move |
//! | 4 | the indices per block: 262,144 |
//! | 4 | the number of blocks `b`: the blocks of a section times the sections |
//! | b x 20 | per block: its offset in the file (8), its compressed length (4), the FNV-1a 64 digest of its uncompressed bytes (8) |
//! | 8 | the FNV-1a 64 digest of the header's `h` bytes |
//!
//! Then the blocks, each compressed by zstd (level 15), one after the
//! other from the end of the header's digest to the end of the file: a
//! file is exactly as long as its header says, no byte more or less.
//!
//! The blocks come in **sections**, one for each column the metrics need
//! and each side to move, in this order: the DTM column (with DTM), the
//! DTZ column (with DTZ), the WDL column (WDL50 without DTZ, five values,
//! or WDL alone, three), each for White to move then for Black to move.
//! A section's blocks hold its codes ([codes](crate#codes)) for the
//! indices in turn, 262,144 a block (the last one fewer), a byte an index
//! ([`block`]): a probe reads one block of one section for one value.
//!
//! A table of all four metrics has four sections, one of `wdl50,dtz` or
//! `dtm,wdl` two. A file written with one side left out
//! ([`Tablebase::set_one_side`](crate::Tablebase::set_one_side)) has the
//! sections of the other side only, half as many: the side whose blocks
//! compress larger is left out, and the header's metrics byte names it.
//! Its codes are derived again from the moves when the table is read:
//! read whole, each position of that side by the verifier's definitions
//! from its successors (the tables it leads into read whole first); probed,
//! by a search of one ply. A table holding WDL50 without DTZ keeps both
//! sides: WDL50 alone is not derived exactly from the successors. An unused index (no legal position) keeps no code: its
//! byte is what compresses best, and the reader marks it unused again
//! from the game's rules. A section of each kind makes a probe of one
//! metric read only its blocks, and codes of a byte compress about twice
//! as well as codes of two (the 35 tables of 3-4 pieces with all four
//! metrics: 30.7 MB, against 73.9 MB in version 3).
//!
//! Version 3 held the columns of both sides in one block, two bytes a
//! code and unused indices as codes of their own; version 2 held the DTM
//! and DTZ columns always, its DTZ codes unsigned: their files are
//! refused, to be generated again.
//!
//! A file is written under a temporary name beside its final one
//! (`.KQvKR.a1h8tb.PID.tmp`), locked while it is written, then renamed: a
//! generation that stops leaves no file that looks complete, and the next
//! generation in the directory removes the temporaries no live process
//! holds ([`remove_stale_temporaries`]). Only regular files are read: a
//! FIFO or a device named like a table is refused, never opened.
//!
//! **Two ways to read.** Statistics and the verifier read a whole table,
//! every block, into memory ([`read`]); the unused indices are marked
//! again from the game's rules. Probes open a file ([`PagedTable`]):
//! its header alone is read, then each block as a probe needs it, checked
//! against its digest, decompressed and kept in a cache of a bounded
//! size ([`BlockCache`], 512 MiB unless set otherwise) shared by the
//! tables of a set. A probe reads the block of each column for its side
//! to move: one block read per metric column, and none once it is cached.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | the errors, the name of a table's file |
//! | `header.rs` | the header's layout: its fields written and read |
//! | `block.rs` | the bytes of a block: codes of a byte, longer ones escaped, unused indices filled |
//! | `write.rs` | the writer: the blocks, the locked temporary file, the rename, stale temporaries |
//! | `read.rs` | the reader: a regular file only, its header checked, every block against its digest |
//! | `paged.rs` | a file opened for probing: its header read, its blocks one at a time as probes need them |
//! | `cache.rs` | the blocks probes read, kept up to a number of bytes, the least recently used dropped first |

mod block;
mod cache;
mod header;
mod paged;
mod read;
mod write;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::Material;
use crate::table::OutOfMemory;

pub(crate) use cache::{BlockCache, DEFAULT_CACHE_BYTES};
pub(crate) use header::GameId;
pub(crate) use paged::PagedTable;
pub(crate) use read::{metrics_held, read};
pub(crate) use write::{Pending, remove_stale_temporaries};

/// The file name extension of tables.
pub(crate) const EXTENSION: &str = "a1h8tb";

/// The format version this program writes and reads.
const VERSION: u32 = 4;

/// What is wrong with a table file, and which file.
#[derive(Debug)]
pub struct FileError {
    /// The file.
    pub path: PathBuf,
    /// What is wrong.
    pub kind: FileErrorKind,
}

/// What is wrong with a table file.
#[derive(Debug)]
pub enum FileErrorKind {
    /// It could not be read or written; `doing` says what was being done
    /// (`reading`, `writing`, ...).
    Io {
        /// What was being done.
        doing: &'static str,
        /// The system's error.
        error: io::Error,
    },
    /// Something other than a regular file has the table's name (a
    /// directory, a FIFO, a device): never opened.
    NotAFile {
        /// What it is.
        what: &'static str,
    },
    /// It does not start as a table file does.
    NotATable,
    /// A format version this program does not read.
    Version(u32),
    /// It ends before what its header says it holds.
    Truncated,
    /// It goes on after its last block.
    TrailingBytes {
        /// The bytes after the last block.
        extra: u64,
    },
    /// A digest does not match: the header's, or a block's.
    Corrupted {
        /// `header`, or the block's number.
        part: String,
    },
    /// A header whose digest matches but a field of which is invalid.
    BadField {
        /// The field.
        field: &'static str,
        /// What is wrong with it.
        problem: String,
    },
    /// It is a table of something else than was asked for.
    Mismatch {
        /// What it holds.
        found: String,
        /// What was asked for.
        expected: String,
    },
    /// A table of the game asked for, but made under other rules (a
    /// variant of the same name defined otherwise).
    OtherRules {
        /// The digest of the rules the file was made under.
        found: u64,
        /// The digest of the rules of the game asked for.
        expected: u64,
    },
    /// Not enough memory to load it.
    OutOfMemory(OutOfMemory),
}

impl FileErrorKind {
    /// An error of the system while `doing` something.
    pub(crate) fn io(doing: &'static str, error: io::Error) -> FileErrorKind {
        FileErrorKind::Io { doing, error }
    }

    /// Whether the file is simply not there.
    pub fn is_not_found(&self) -> bool {
        matches!(self, FileErrorKind::Io { error, .. } if error.kind() == io::ErrorKind::NotFound)
    }
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        match &self.kind {
            FileErrorKind::Io { doing, error } => {
                // The system's words, without Rust's "(os error N)".
                let text = error.to_string();
                let text = text
                    .rfind(" (os error ")
                    .map_or(&text[..], |end| &text[..end]);
                write!(f, "{path}: {doing}: {text}")
            }
            FileErrorKind::NotAFile { what } => {
                write!(f, "{path}: a {what}, not a table file")
            }
            FileErrorKind::NotATable => write!(f, "{path}: not an a1h8 table file"),
            FileErrorKind::Version(version) if *version < VERSION => write!(
                f,
                "{path}: format version {version}, but this program reads version {VERSION} \
                 (whose tables hold the metrics asked for, each in sections of its own): \
                 generate the table again"
            ),
            FileErrorKind::Version(version) => write!(
                f,
                "{path}: format version {version}, but this program reads version {VERSION}: \
                 a newer program wrote it"
            ),
            FileErrorKind::Truncated => write!(f, "{path}: truncated: it ends too soon"),
            FileErrorKind::TrailingBytes { extra } => write!(
                f,
                "{path}: corrupted: {extra} bytes after the last block (a table file ends there)"
            ),
            FileErrorKind::Corrupted { part } => {
                write!(f, "{path}: corrupted: the {part}'s digest does not match")
            }
            FileErrorKind::BadField { field, problem } => {
                write!(f, "{path}: corrupted header: the {field} {problem}")
            }
            FileErrorKind::Mismatch { found, expected } => {
                write!(f, "{path}: a table of {found}, not of {expected}")
            }
            FileErrorKind::OtherRules { found, expected } => write!(
                f,
                "{path}: a table of a game of this name but of other rules (rules digest \
                 {found:016x}, this game's is {expected:016x}): generate it again, in another \
                 directory or after removing this file"
            ),
            FileErrorKind::OutOfMemory(error) => write!(f, "{path}: {error}"),
        }
    }
}

impl std::error::Error for FileError {}

/// The path of the table of `material` in `dir`.
pub(crate) fn path(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("{material}.{EXTENSION}"))
}

/// A vector for `len` bytes, allocated fallibly.
pub(super) fn buffer(len: u64) -> Result<Vec<u8>, OutOfMemory> {
    let mut bytes = Vec::new();
    let wanted = usize::try_from(len).map_err(|_| OutOfMemory { bytes: len })?;
    bytes
        .try_reserve_exact(wanted)
        .map_err(|_| OutOfMemory { bytes: len })?;
    Ok(bytes)
}

/// What kind of thing `metadata` describes, in words.
pub(super) fn kind_of(metadata: &fs::Metadata) -> &'static str {
    let kind = metadata.file_type();
    if kind.is_dir() {
        return "directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "FIFO";
        }
        if kind.is_socket() {
            return "socket";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "device";
        }
    }
    "special file"
}
