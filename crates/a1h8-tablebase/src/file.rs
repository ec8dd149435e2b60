//! Table files: one per ending, named after it (`KQvKR.a1h8tb`), a header
//! that says what they hold, and the codes in compressed blocks that can
//! be read one by one.
//!
//! # The format (version 1)
//!
//! All numbers little-endian.
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic: `a1h8tb` and two zero bytes |
//! | 4 | format version: 1 |
//! | 4 | header length `h`: the bytes from here to the header's checksum |
//! | 2 + n | the game's name: its length, then UTF-8 (`chess`, or a variant's name) |
//! | 1, 1 | the board's files and ranks |
//! | 2 + n | the ending, Syzygy's naming (`KQvKR`) |
//! | 1 | the metrics held: bit 0 DTM (and WDL), bit 1 DTZ (and WDL50) |
//! | 8 | the index size: positions per side to move |
//! | 4 | the indices per block |
//! | 4 | the number of blocks `b` |
//! | b x 20 | per block: its offset in the file (8), its compressed length (4), the FNV-1a 64 digest of its uncompressed bytes (8) |
//! | 8 | the FNV-1a 64 digest of the header's `h` bytes |
//!
//! Then the blocks, each compressed by zstd. A block of `n` indices holds
//! four columns of `n` 16-bit codes ([`value`](crate::value)): the DTM
//! codes with White to move, with Black to move, then the DTZ codes
//! likewise.
//!
//! A file is written under a temporary name beside its final one, then
//! renamed: a generation that stops leaves no file that looks complete.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use a1h8::Color;
use a1h8::geometry::BoardSize;

use crate::Material;
use crate::index::Indexer;
use crate::table::{OutOfMemory, Table, filled};

/// The file name extension of tables.
pub const EXTENSION: &str = "a1h8tb";

const MAGIC: &[u8; 8] = b"a1h8tb\0\0";
const VERSION: u32 = 1;
const METRICS: u8 = 0b11;
/// The indices per block: 64 Ki, 512 KiB of codes.
const BLOCK: u64 = 1 << 16;

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
    /// It could not be read or written.
    Io(io::Error),
    /// It does not start as a table file does.
    NotATable,
    /// A format version this program does not read.
    Version(u32),
    /// It ends before what its header says it holds.
    Truncated,
    /// A digest does not match: the header's, or a block's.
    Corrupted {
        /// `header`, or the block's number.
        part: String,
    },
    /// It is a table of something else than was asked for.
    Mismatch {
        /// What it holds.
        found: String,
        /// What was asked for.
        expected: String,
    },
    /// Not enough memory to load it.
    OutOfMemory(OutOfMemory),
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        match &self.kind {
            FileErrorKind::Io(error) => {
                // The system's words, without Rust's "(os error N)".
                let text = error.to_string();
                let text = text
                    .rfind(" (os error ")
                    .map_or(&text[..], |end| &text[..end]);
                write!(f, "{path}: {text}")
            }
            FileErrorKind::NotATable => write!(f, "{path}: not an a1h8 table file"),
            FileErrorKind::Version(version) => write!(
                f,
                "{path}: format version {version}, but this program reads version {VERSION}"
            ),
            FileErrorKind::Truncated => write!(f, "{path}: truncated: it ends too soon"),
            FileErrorKind::Corrupted { part } => {
                write!(f, "{path}: corrupted: the {part}'s digest does not match")
            }
            FileErrorKind::Mismatch { found, expected } => {
                write!(f, "{path}: a table of {found}, not of {expected}")
            }
            FileErrorKind::OutOfMemory(error) => write!(f, "{path}: {error}"),
        }
    }
}

impl std::error::Error for FileError {}

/// The FNV-1a 64 digest of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The path of the table of `material` in `dir`.
pub fn path(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("{material}.{EXTENSION}"))
}

/// What a table file says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The game's name.
    pub game: String,
    /// The board.
    pub size: BoardSize,
    /// The ending.
    pub material: Material,
    /// Positions per side to move.
    pub index_size: u64,
    /// The blocks: offset, compressed length, digest.
    blocks: Vec<(u64, u32, u64)>,
}

/// Writes `table` of the game `game` to `dir` (created if missing), under a
/// temporary name then renamed; returns the file's path and size in bytes.
///
/// # Errors
///
/// The file could not be written.
pub fn write(dir: &Path, game: &str, table: &Table) -> Result<(PathBuf, u64), FileError> {
    let material = table.material();
    let final_path = path(dir, material);
    let error = |kind| FileError {
        path: final_path.clone(),
        kind,
    };
    let len = table.indexer().len();
    let block_count = len.div_ceil(BLOCK);
    let mut blocks = Vec::with_capacity(block_count as usize);
    let mut data = Vec::new();
    let mut raw = Vec::new();
    for block in 0..block_count {
        let range = (block * BLOCK) as usize..((block + 1) * BLOCK).min(len) as usize;
        raw.clear();
        for column in [
            table.dtm_codes(Color::White),
            table.dtm_codes(Color::Black),
            table.dtz_codes(Color::White),
            table.dtz_codes(Color::Black),
        ] {
            for &code in &column[range.clone()] {
                raw.extend_from_slice(&code.to_le_bytes());
            }
        }
        let compressed = zstd::bulk::compress(&raw, 9).map_err(|e| error(FileErrorKind::Io(e)))?;
        blocks.push((data.len() as u64, compressed.len() as u32, fnv1a(&raw)));
        data.extend_from_slice(&compressed);
    }
    let mut header = Vec::new();
    let text = |header: &mut Vec<u8>, text: &str| {
        header.extend_from_slice(&(text.len() as u16).to_le_bytes());
        header.extend_from_slice(text.as_bytes());
    };
    text(&mut header, game);
    let size = table.indexer().size();
    header.push(size.files() as u8);
    header.push(size.ranks() as u8);
    text(&mut header, &material.to_string());
    header.push(METRICS);
    header.extend_from_slice(&len.to_le_bytes());
    header.extend_from_slice(&(BLOCK as u32).to_le_bytes());
    header.extend_from_slice(&(block_count as u32).to_le_bytes());
    let start = 8 + 4 + 4 + header.len() as u64 + blocks.len() as u64 * 20 + 8;
    for &(offset, length, digest) in &blocks {
        header.extend_from_slice(&(start + offset).to_le_bytes());
        header.extend_from_slice(&length.to_le_bytes());
        header.extend_from_slice(&digest.to_le_bytes());
    }
    let mut file = Vec::with_capacity(start as usize + data.len());
    file.extend_from_slice(MAGIC);
    file.extend_from_slice(&VERSION.to_le_bytes());
    file.extend_from_slice(&(header.len() as u32).to_le_bytes());
    file.extend_from_slice(&header);
    file.extend_from_slice(&fnv1a(&header).to_le_bytes());
    file.extend_from_slice(&data);

    let temporary = dir.join(format!(
        ".{material}.{EXTENSION}.{}.tmp",
        std::process::id()
    ));
    let written = (|| {
        fs::create_dir_all(dir)?;
        let mut out = fs::File::create(&temporary)?;
        out.write_all(&file)?;
        out.sync_all()?;
        fs::rename(&temporary, &final_path)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&temporary);
        return Err(error(FileErrorKind::Io(e)));
    }
    Ok((final_path, file.len() as u64))
}

/// Reads a file's header and checks it (its digest, and that it holds the
/// game, board and ending asked for when they are given).
///
/// # Errors
///
/// A file that cannot be read, is no table file, is truncated or
/// corrupted, or holds another table.
pub fn read_header(path: &Path) -> Result<(Header, fs::File), FileError> {
    let error = |kind| FileError {
        path: path.to_path_buf(),
        kind,
    };
    let mut file = fs::File::open(path).map_err(|e| error(FileErrorKind::Io(e)))?;
    let mut start = [0u8; 16];
    read_exact(&mut file, &mut start).map_err(error)?;
    if &start[..8] != MAGIC {
        return Err(error(FileErrorKind::NotATable));
    }
    let version = u32::from_le_bytes(start[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(error(FileErrorKind::Version(version)));
    }
    let length = u32::from_le_bytes(start[12..16].try_into().expect("4 bytes")) as usize;
    if length > 1 << 28 {
        return Err(error(FileErrorKind::NotATable));
    }
    let mut header = vec![0u8; length + 8];
    read_exact(&mut file, &mut header).map_err(error)?;
    let digest = u64::from_le_bytes(header[length..].try_into().expect("8 bytes"));
    let header = &header[..length];
    if fnv1a(header) != digest {
        return Err(error(FileErrorKind::Corrupted {
            part: "header".to_string(),
        }));
    }
    let corrupted = || {
        error(FileErrorKind::Corrupted {
            part: "header".to_string(),
        })
    };
    let mut cursor = Cursor {
        bytes: header,
        at: 0,
    };
    let parsed = (|| {
        let game = cursor.text()?;
        let files = cursor.take::<1>()?[0] as usize;
        let ranks = cursor.take::<1>()?[0] as usize;
        let size = BoardSize::new(files, ranks).ok()?;
        let material: Material = cursor.text()?.parse().ok()?;
        let metrics = cursor.take::<1>()?[0];
        let index_size = u64::from_le_bytes(cursor.take()?);
        let block = u64::from(u32::from_le_bytes(cursor.take()?));
        let count = u64::from(u32::from_le_bytes(cursor.take()?));
        if metrics != METRICS || block != BLOCK || count != index_size.div_ceil(BLOCK) {
            return None;
        }
        let mut blocks = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let offset = u64::from_le_bytes(cursor.take()?);
            let length = u32::from_le_bytes(cursor.take()?);
            let digest = u64::from_le_bytes(cursor.take()?);
            blocks.push((offset, length, digest));
        }
        Some(Header {
            game,
            size,
            material,
            index_size,
            blocks,
        })
    })();
    let header = parsed.ok_or_else(corrupted)?;
    Ok((header, file))
}

/// Reads a header's fields in turn.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let bytes = self.bytes.get(self.at..self.at + N)?;
        self.at += N;
        bytes.try_into().ok()
    }

    fn text(&mut self) -> Option<String> {
        let n = u16::from_le_bytes(self.take()?) as usize;
        let bytes = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        String::from_utf8(bytes.to_vec()).ok()
    }
}

fn read_exact(file: &mut fs::File, buffer: &mut [u8]) -> Result<(), FileErrorKind> {
    file.read_exact(buffer).map_err(|e| {
        if e.kind() == io::ErrorKind::UnexpectedEof {
            FileErrorKind::Truncated
        } else {
            FileErrorKind::Io(e)
        }
    })
}

/// Reads the table of `material` of the game `game` on `size` from `dir`,
/// every block checked against its digest.
///
/// # Errors
///
/// No such file, or one that is not this table, truncated or corrupted.
pub fn read(
    dir: &Path,
    game: &str,
    size: BoardSize,
    material: Material,
    indexer: Indexer,
) -> Result<Table, FileError> {
    let path = path(dir, material);
    let error = |kind| FileError {
        path: path.clone(),
        kind,
    };
    let (header, mut file) = read_header(&path)?;
    let expected = format!("{material} of {game} on {}x{}", size.files(), size.ranks());
    let found = format!(
        "{} of {} on {}x{}",
        header.material,
        header.game,
        header.size.files(),
        header.size.ranks()
    );
    if found != expected || header.index_size != indexer.len() {
        return Err(error(FileErrorKind::Mismatch { found, expected }));
    }
    let len = indexer.len();
    let oom = |e| error(FileErrorKind::OutOfMemory(e));
    let mut dtm = [
        filled(len, 0u16).map_err(oom)?,
        filled(len, 0u16).map_err(oom)?,
    ];
    let mut dtz = [
        filled(len, 0u16).map_err(oom)?,
        filled(len, 0u16).map_err(oom)?,
    ];
    let mut data = Vec::new();
    file.read_to_end(&mut data)
        .map_err(|e| error(FileErrorKind::Io(e)))?;
    let data_start = header.blocks.first().map_or(0, |&(offset, _, _)| offset);
    for (number, &(offset, length, digest)) in header.blocks.iter().enumerate() {
        let from = (offset - data_start) as usize;
        let bytes = data
            .get(from..from + length as usize)
            .ok_or_else(|| error(FileErrorKind::Truncated))?;
        let first = number as u64 * BLOCK;
        let n = (BLOCK.min(len - first)) as usize;
        let corrupted = || {
            error(FileErrorKind::Corrupted {
                part: format!("block {number}"),
            })
        };
        let raw = zstd::bulk::decompress(bytes, n * 8).map_err(|_| corrupted())?;
        if raw.len() != n * 8 || fnv1a(&raw) != digest {
            return Err(corrupted());
        }
        let code = |at: usize| u16::from_le_bytes([raw[2 * at], raw[2 * at + 1]]);
        let first = first as usize;
        for i in 0..n {
            dtm[0][first + i] = code(i);
            dtm[1][first + i] = code(n + i);
            dtz[0][first + i] = code(2 * n + i);
            dtz[1][first + i] = code(3 * n + i);
        }
    }
    Ok(Table::from_parts(indexer, dtm, dtz))
}
