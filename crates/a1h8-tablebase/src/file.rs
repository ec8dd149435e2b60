//! Table files: one per ending, named after it (`KQvKR.a1h8tb`), a header
//! that says what they hold, and the codes in compressed blocks that can
//! be read one by one.
//!
//! # The format (version 2)
//!
//! All numbers little-endian.
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic: `a1h8tb` and two zero bytes |
//! | 4 | format version: 2 |
//! | 4 | header length `h`: the bytes from here to the header's checksum |
//! | 2 + n | the game's name: its length, then UTF-8 (`chess`, or a variant's name) |
//! | 1, 1 | the board's files and ranks |
//! | 2 + n | the ending, Syzygy's naming (`KQvKR`) |
//! | 8 | the digest of the game's rules ([`Game::rules_digest`](a1h8::Game::rules_digest)) |
//! | 1 | the metrics held: bit 0 DTM (and WDL), bit 1 DTZ (and WDL50) |
//! | 8 | the index size: positions per side to move |
//! | 4 | the indices per block |
//! | 4 | the number of blocks `b` |
//! | b x 20 | per block: its offset in the file (8), its compressed length (4), the FNV-1a 64 digest of its uncompressed bytes (8) |
//! | 8 | the FNV-1a 64 digest of the header's `h` bytes |
//!
//! Then the blocks, each compressed by zstd, one after the other from the
//! end of the header's digest to the end of the file: a file is exactly as
//! long as its header says, no byte more or less. A block of `n` indices holds
//! four columns of `n` 16-bit codes ([`value`](crate::value)): the DTM
//! codes with White to move, with Black to move, then the DTZ codes
//! likewise.
//!
//! A file is written under a temporary name beside its final one
//! (`.KQvKR.a1h8tb.PID.tmp`), locked while it is written, then renamed: a
//! generation that stops leaves no file that looks complete, and the next
//! generation in the directory removes the temporaries no live process
//! holds ([`remove_stale_temporaries`]). Only regular files are read: a
//! FIFO or a device named like a table is refused, never opened.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use a1h8::geometry::BoardSize;
use a1h8::{Color, Digest};

use crate::Material;
use crate::index::Indexer;
use crate::table::{OutOfMemory, Table, filled};

/// The file name extension of tables.
pub const EXTENSION: &str = "a1h8tb";

const MAGIC: &[u8; 8] = b"a1h8tb\0\0";
const VERSION: u32 = 2;
const METRICS: u8 = 0b11;
/// The indices per block: 64 Ki, 512 KiB of codes.
const BLOCK: u64 = 1 << 16;
/// The longest header read: far above any table's (20 bytes a block).
const MAX_HEADER: usize = 1 << 28;

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
    pub fn io(doing: &'static str, error: io::Error) -> FileErrorKind {
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
            FileErrorKind::Version(version) => write!(
                f,
                "{path}: format version {version}, but this program reads version {VERSION}: \
                 generate the table again"
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
pub fn path(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("{material}.{EXTENSION}"))
}

/// The game a table belongs to: what its header says of it, besides the
/// ending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameId {
    /// The game's name.
    pub name: String,
    /// The board.
    pub size: BoardSize,
    /// The digest of its rules ([`Game::rules_digest`](a1h8::Game::rules_digest)).
    pub rules: u64,
}

impl GameId {
    /// The game of `position`.
    pub fn of<G: a1h8::Game>(position: &G) -> GameId {
        GameId {
            name: position.game_name().to_string(),
            size: position.board_size(),
            rules: position.rules_digest(),
        }
    }
}

/// What a table file says of itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The game.
    pub game: GameId,
    /// The ending.
    pub material: Material,
    /// Positions per side to move.
    pub index_size: u64,
    /// The blocks: offset, compressed length, digest.
    blocks: Vec<(u64, u32, u64)>,
}

/// A vector for `len` bytes, allocated fallibly.
fn buffer(len: u64) -> Result<Vec<u8>, OutOfMemory> {
    let mut bytes = Vec::new();
    let wanted = usize::try_from(len).map_err(|_| OutOfMemory { bytes: len })?;
    bytes
        .try_reserve_exact(wanted)
        .map_err(|_| OutOfMemory { bytes: len })?;
    Ok(bytes)
}

/// The file's bytes for `table` of `game`: the header, then the blocks.
fn encode(game: &GameId, table: &Table) -> Result<Vec<u8>, OutOfMemory> {
    let material = table.material();
    let len = table.indexer().len();
    let block_count = len.div_ceil(BLOCK);
    let mut blocks = Vec::new();
    blocks
        .try_reserve_exact(block_count as usize)
        .map_err(|_| OutOfMemory {
            bytes: block_count * 20,
        })?;
    let mut data = Vec::new();
    let mut raw = buffer(BLOCK.min(len) * 8)?;
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
        // zstd's bound, so that the copy below never grows the vector.
        let compressed = zstd::bulk::compress(&raw, 9).map_err(|_| OutOfMemory {
            bytes: raw.len() as u64,
        })?;
        data.try_reserve(compressed.len())
            .map_err(|_| OutOfMemory {
                bytes: (data.len() + compressed.len()) as u64,
            })?;
        blocks.push((data.len() as u64, compressed.len() as u32, Digest::of(&raw)));
        data.extend_from_slice(&compressed);
    }
    let mut header = Vec::new();
    let text = |header: &mut Vec<u8>, text: &str| {
        header.extend_from_slice(&(text.len() as u16).to_le_bytes());
        header.extend_from_slice(text.as_bytes());
    };
    text(&mut header, &game.name);
    header.push(game.size.files() as u8);
    header.push(game.size.ranks() as u8);
    text(&mut header, &material.to_string());
    header.extend_from_slice(&game.rules.to_le_bytes());
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
    let mut file = buffer(start + data.len() as u64)?;
    file.extend_from_slice(MAGIC);
    file.extend_from_slice(&VERSION.to_le_bytes());
    file.extend_from_slice(&(header.len() as u32).to_le_bytes());
    file.extend_from_slice(&header);
    file.extend_from_slice(&Digest::of(&header).to_le_bytes());
    file.extend_from_slice(&data);
    Ok(file)
}

/// The file a table is being written to: made, under its temporary name
/// and locked, before the table is generated, so that a destination that
/// cannot take it is found before the work and not after.
#[derive(Debug)]
pub struct Pending {
    dir: PathBuf,
    material: Material,
    temporary: PathBuf,
    file: fs::File,
}

impl Pending {
    /// Makes the temporary file of `material`'s table in `dir` (created if
    /// missing), locked while this value lives, and checks that the table's
    /// own name is free for it (no directory, FIFO or device there).
    ///
    /// # Errors
    ///
    /// The directory or the file cannot be made, or the table's name is
    /// taken by something that is no regular file.
    pub fn new(dir: &Path, material: Material) -> Result<Pending, FileError> {
        let final_path = path(dir, material);
        let error = |kind| FileError {
            path: final_path.clone(),
            kind,
        };
        fs::create_dir_all(dir)
            .map_err(|e| error(FileErrorKind::io("creating its directory", e)))?;
        match fs::metadata(&final_path) {
            Ok(metadata) if !metadata.is_file() => {
                return Err(error(FileErrorKind::NotAFile {
                    what: kind_of(&metadata),
                }));
            }
            _ => {}
        }
        let temporary = dir.join(format!(
            ".{material}.{EXTENSION}.{}.tmp",
            std::process::id()
        ));
        let file = fs::File::create(&temporary)
            .map_err(|e| error(FileErrorKind::io("creating a temporary file beside it", e)))?;
        // Held until the table is renamed into place: a lock that nobody
        // holds marks a temporary left by a process that died.
        file.lock()
            .map_err(|e| error(FileErrorKind::io("locking its temporary file", e)))?;
        Ok(Pending {
            dir: dir.to_path_buf(),
            material,
            temporary,
            file,
        })
    }

    /// Writes `table` of `game` and renames it into place; returns the
    /// file's path and size in bytes.
    ///
    /// # Errors
    ///
    /// The file could not be written, or `table` is not the one this file
    /// was made for.
    pub fn write(mut self, game: &GameId, table: &Table) -> Result<(PathBuf, u64), FileError> {
        let final_path = path(&self.dir, self.material);
        let error = |kind| FileError {
            path: final_path.clone(),
            kind,
        };
        if table.material() != self.material {
            return Err(error(FileErrorKind::Mismatch {
                found: table.material().to_string(),
                expected: self.material.to_string(),
            }));
        }
        let bytes = encode(game, table).map_err(|e| error(FileErrorKind::OutOfMemory(e)))?;
        let written = (|| {
            self.file.write_all(&bytes)?;
            self.file.sync_all()?;
            fs::rename(&self.temporary, &final_path)
        })();
        if let Err(e) = written {
            let _ = fs::remove_file(&self.temporary);
            return Err(error(FileErrorKind::io("writing", e)));
        }
        Ok((final_path, bytes.len() as u64))
    }
}

impl Drop for Pending {
    /// A table not written leaves no temporary behind (once renamed, there
    /// is nothing left to remove).
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.temporary);
    }
}

/// Writes `table` of `game` to `dir` (created if missing), under a
/// temporary name then renamed; returns the file's path and size in bytes.
///
/// # Errors
///
/// The file could not be written.
pub fn write(dir: &Path, game: &GameId, table: &Table) -> Result<(PathBuf, u64), FileError> {
    Pending::new(dir, table.material())?.write(game, table)
}

/// Whether `name` is that of a table's temporary file:
/// `.KQvKR.a1h8tb.1234.tmp`.
fn is_temporary(name: &str) -> bool {
    let Some(rest) = name
        .strip_prefix('.')
        .and_then(|rest| rest.strip_suffix(".tmp"))
    else {
        return false;
    };
    let Some((table, pid)) = rest.rsplit_once('.') else {
        return false;
    };
    !pid.is_empty()
        && pid.bytes().all(|b| b.is_ascii_digit())
        && table
            .strip_suffix(EXTENSION)
            .and_then(|ending| ending.strip_suffix('.'))
            .is_some_and(|ending| ending.parse::<Material>().is_ok())
}

/// Removes the temporary files of tables in `dir` that no live process is
/// writing (their lock free): what a generation killed while it wrote
/// left. Other files, and the temporaries of generations still running,
/// are left alone. Returns the names removed.
pub fn remove_stale_temporaries(dir: &Path) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return removed;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.to_str().is_some_and(is_temporary)
            || !entry.file_type().is_ok_and(|kind| kind.is_file())
        {
            continue;
        }
        let path = entry.path();
        let Ok(file) = fs::OpenOptions::new().write(true).open(&path) else {
            continue;
        };
        if file.try_lock().is_ok() && fs::remove_file(&path).is_ok() {
            removed.push(path);
        }
    }
    removed
}

/// What kind of thing `metadata` describes, in words.
fn kind_of(metadata: &fs::Metadata) -> &'static str {
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

/// Opens `path` for reading if it is a regular file (a symbolic link to
/// one included), without opening anything else: a FIFO would block for
/// ever.
fn open_regular(path: &Path) -> Result<(fs::File, u64), FileErrorKind> {
    let metadata = fs::metadata(path).map_err(|e| FileErrorKind::io("reading", e))?;
    if !metadata.is_file() {
        return Err(FileErrorKind::NotAFile {
            what: kind_of(&metadata),
        });
    }
    let file = fs::File::open(path).map_err(|e| FileErrorKind::io("reading", e))?;
    // Its length as opened, should it have been replaced meanwhile.
    let metadata = file
        .metadata()
        .map_err(|e| FileErrorKind::io("reading", e))?;
    if !metadata.is_file() {
        return Err(FileErrorKind::NotAFile {
            what: kind_of(&metadata),
        });
    }
    Ok((file, metadata.len()))
}

/// Reads a file's header and checks it: its digest, every field, and that
/// the file is exactly as long as its blocks.
///
/// # Errors
///
/// A file that cannot be read, is no table file, is truncated, longer than
/// its blocks or corrupted.
pub fn read_header(path: &Path) -> Result<(Header, fs::File), FileError> {
    let error = |kind| FileError {
        path: path.to_path_buf(),
        kind,
    };
    let (mut file, file_len) = open_regular(path).map_err(error)?;
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
    if length > MAX_HEADER {
        return Err(error(FileErrorKind::BadField {
            field: "header length",
            problem: format!("is {length} bytes, more than any table's"),
        }));
    }
    if 16 + length as u64 + 8 > file_len {
        return Err(error(FileErrorKind::Truncated));
    }
    let mut header = buffer(length as u64 + 8).map_err(|e| error(FileErrorKind::OutOfMemory(e)))?;
    header.resize(length + 8, 0);
    read_exact(&mut file, &mut header).map_err(error)?;
    let digest = u64::from_le_bytes(header[length..].try_into().expect("8 bytes"));
    let header = &header[..length];
    if Digest::of(header) != digest {
        return Err(error(FileErrorKind::Corrupted {
            part: "header".to_string(),
        }));
    }
    let header = parse_header(header, 16 + length as u64 + 8, file_len).map_err(error)?;
    Ok((header, file))
}

/// The fields of a header whose digest matched, each checked; the blocks
/// must follow one another from `data_start` to `file_len` exactly.
fn parse_header(bytes: &[u8], data_start: u64, file_len: u64) -> Result<Header, FileErrorKind> {
    let bad = |field: &'static str, problem: String| FileErrorKind::BadField { field, problem };
    let short = |field: &'static str| bad(field, "is cut short".to_string());
    let mut cursor = Cursor { bytes, at: 0 };
    let name = cursor.text().ok_or_else(|| short("game's name"))?;
    let name = String::from_utf8(name).map_err(|_| bad("game's name", "is not UTF-8".into()))?;
    let [files] = cursor.take::<1>().ok_or_else(|| short("board"))?;
    let [ranks] = cursor.take::<1>().ok_or_else(|| short("board"))?;
    let size = BoardSize::new(usize::from(files), usize::from(ranks))
        .map_err(|e| bad("board", format!("{files}x{ranks} is no board: {e}")))?;
    let ending = cursor.text().ok_or_else(|| short("ending"))?;
    let ending = String::from_utf8_lossy(&ending).into_owned();
    let material: Material = ending
        .parse()
        .map_err(|e| bad("ending", format!("{ending:?} is no ending: {e}")))?;
    let rules = u64::from_le_bytes(cursor.take().ok_or_else(|| short("rules digest"))?);
    let [metrics] = cursor.take::<1>().ok_or_else(|| short("metrics"))?;
    if metrics != METRICS {
        return Err(bad(
            "metrics",
            format!("are {metrics:#04b}, where this version holds {METRICS:#04b}"),
        ));
    }
    let index_size = u64::from_le_bytes(cursor.take().ok_or_else(|| short("index size"))?);
    let block = u64::from(u32::from_le_bytes(
        cursor.take().ok_or_else(|| short("indices per block"))?,
    ));
    if block != BLOCK {
        return Err(bad(
            "indices per block",
            format!("are {block}, where this version has {BLOCK}"),
        ));
    }
    let count = u64::from(u32::from_le_bytes(
        cursor.take().ok_or_else(|| short("block count"))?,
    ));
    if count != index_size.div_ceil(BLOCK) {
        return Err(bad(
            "block count",
            format!(
                "is {count}, where {index_size} indices take {}",
                index_size.div_ceil(BLOCK)
            ),
        ));
    }
    if cursor.remaining() != count as usize * 20 {
        return Err(bad(
            "block list",
            format!(
                "takes {} bytes, where {count} blocks take {}",
                cursor.remaining(),
                count * 20
            ),
        ));
    }
    let mut blocks = Vec::with_capacity(count as usize);
    let mut next = data_start;
    for number in 0..count {
        let offset = u64::from_le_bytes(cursor.take().expect("counted"));
        let length = u32::from_le_bytes(cursor.take().expect("counted"));
        let digest = u64::from_le_bytes(cursor.take().expect("counted"));
        if offset != next {
            return Err(bad(
                "block list",
                format!("puts block {number} at byte {offset}, where it starts at {next}"),
            ));
        }
        next += u64::from(length);
        blocks.push((offset, length, digest));
    }
    match file_len.cmp(&next) {
        std::cmp::Ordering::Less => return Err(FileErrorKind::Truncated),
        std::cmp::Ordering::Greater => {
            return Err(FileErrorKind::TrailingBytes {
                extra: file_len - next,
            });
        }
        std::cmp::Ordering::Equal => {}
    }
    Ok(Header {
        game: GameId { name, size, rules },
        material,
        index_size,
        blocks,
    })
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

    fn text(&mut self) -> Option<Vec<u8>> {
        let n = u16::from_le_bytes(self.take()?) as usize;
        let bytes = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        Some(bytes.to_vec())
    }

    fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }
}

fn read_exact(file: &mut fs::File, buffer: &mut [u8]) -> Result<(), FileErrorKind> {
    file.read_exact(buffer).map_err(|e| {
        if e.kind() == io::ErrorKind::UnexpectedEof {
            FileErrorKind::Truncated
        } else {
            FileErrorKind::io("reading", e)
        }
    })
}

/// Reads the table of `material` of the game `game` from `dir`, every
/// block checked against its digest.
///
/// # Errors
///
/// No such file, or one that is not this table (another game, board,
/// ending or rules), truncated or corrupted.
pub fn read(
    dir: &Path,
    game: &GameId,
    material: Material,
    indexer: Indexer,
) -> Result<Table, FileError> {
    let path = path(dir, material);
    let error = |kind| FileError {
        path: path.clone(),
        kind,
    };
    let (header, mut file) = read_header(&path)?;
    let describe = |game: &GameId, material: Material| {
        format!(
            "{material} of {} on {}x{}",
            game.name,
            game.size.files(),
            game.size.ranks()
        )
    };
    let (found, expected) = (
        describe(&header.game, header.material),
        describe(game, material),
    );
    if found != expected || header.index_size != indexer.len() {
        return Err(error(FileErrorKind::Mismatch { found, expected }));
    }
    if header.game.rules != game.rules {
        return Err(error(FileErrorKind::OtherRules {
            found: header.game.rules,
            expected: game.rules,
        }));
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
    let data_start = header.blocks.first().map_or(0, |&(offset, _, _)| offset);
    let data_len = header.blocks.last().map_or(0, |&(offset, length, _)| {
        offset + u64::from(length) - data_start
    });
    let mut data = buffer(data_len).map_err(oom)?;
    file.read_to_end(&mut data)
        .map_err(|e| error(FileErrorKind::io("reading", e)))?;
    if (data.len() as u64) < data_len {
        return Err(error(FileErrorKind::Truncated));
    }
    let mut raw = buffer(BLOCK.min(len) * 8).map_err(oom)?;
    let mut decoder =
        zstd::bulk::Decompressor::new().map_err(|e| error(FileErrorKind::io("reading", e)))?;
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
        raw.clear();
        // Into the capacity reserved above: a block that would decompress
        // to more is an error, not an allocation.
        decoder
            .decompress_to_buffer(bytes, &mut raw)
            .map_err(|_| corrupted())?;
        if raw.len() != n * 8 || Digest::of(&raw) != digest {
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
