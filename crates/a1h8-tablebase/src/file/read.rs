//! The reader: a table file opened only if it is a regular file, its
//! header checked (its digest, every field, the file's length), then
//! every block decompressed and checked against its digest.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use a1h8::{Color, Digest};

use super::block::{self, Column};
use super::header::{self, BLOCK, DIGEST, GameId, Header, PREFIX};
use super::{FileError, FileErrorKind, buffer, kind_of, path};
use crate::Material;
use crate::index::Indexer;
use crate::metrics::{Metric, Metrics};
use crate::table::{Columns, Table, filled};
use crate::value::stores_wdl;

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
fn read_header(path: &Path) -> Result<(Header, fs::File), FileError> {
    let error = |kind| FileError {
        path: path.to_path_buf(),
        kind,
    };
    let (mut file, file_len) = open_regular(path).map_err(error)?;
    let mut prefix = [0u8; PREFIX];
    read_exact(&mut file, &mut prefix).map_err(error)?;
    let length = header::fields_length(&prefix).map_err(error)?;
    let data_start = (PREFIX + length + DIGEST) as u64;
    if data_start > file_len {
        return Err(error(FileErrorKind::Truncated));
    }
    let mut header =
        buffer((length + DIGEST) as u64).map_err(|e| error(FileErrorKind::OutOfMemory(e)))?;
    header.resize(length + DIGEST, 0);
    read_exact(&mut file, &mut header).map_err(error)?;
    let digest = u64::from_le_bytes(header[length..].try_into().expect("8 bytes"));
    let header = Header::parse(&header[..length], digest, data_start, file_len).map_err(error)?;
    Ok((header, file))
}

/// Fills `buffer` from `file`: a file that ends first is truncated.
pub(super) fn read_exact(file: &mut fs::File, buffer: &mut [u8]) -> Result<(), FileErrorKind> {
    file.read_exact(buffer).map_err(|e| {
        if e.kind() == io::ErrorKind::UnexpectedEof {
            FileErrorKind::Truncated
        } else {
            FileErrorKind::io("reading", e)
        }
    })
}

/// The metrics the table of `material` of the game `game` in `dir` holds,
/// from its header alone (its digest and fields checked, not its blocks);
/// `None` if there is no such file or it is not this game's table of
/// `index_size` indices (what [`read`] would refuse).
pub(crate) fn metrics_held(
    dir: &Path,
    game: &GameId,
    material: Material,
    index_size: u64,
) -> Option<Metrics> {
    let (header, _) = read_header(&path(dir, material)).ok()?;
    (header.game == *game && header.material == material && header.index_size == index_size)
        .then_some(header.metrics)
}

/// Opens the table file of `material` of the game `game` in `dir`, of
/// `index_size` indices per side to move, and reads its header: checked,
/// and what it says checked against what was asked for.
///
/// # Errors
///
/// No such file, or one that is not this table (another game, board,
/// ending or rules), truncated or corrupted.
pub(super) fn open(
    dir: &Path,
    game: &GameId,
    material: Material,
    index_size: u64,
) -> Result<(Header, fs::File, PathBuf), FileError> {
    let path = path(dir, material);
    let (header, file) = read_header(&path)?;
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
    let kind = if found != expected || header.index_size != index_size {
        FileErrorKind::Mismatch { found, expected }
    } else if header.game.rules != game.rules {
        FileErrorKind::OtherRules {
            found: header.game.rules,
            expected: game.rules,
        }
    } else {
        return Ok((header, file, path));
    };
    Err(FileError { path, kind })
}

/// Decompresses the block of `bytes`, whose uncompressed bytes have the
/// digest `digest`, into `raw` (emptied first, up to its capacity: a
/// block that would decompress to more is corrupted, not an allocation).
///
/// # Errors
///
/// Block `number` corrupted: it does not decompress, or not to its
/// digest.
pub(super) fn decompress(
    decoder: &mut zstd::bulk::Decompressor<'_>,
    bytes: &[u8],
    digest: u64,
    raw: &mut Vec<u8>,
    number: u64,
) -> Result<(), FileErrorKind> {
    let corrupted = || FileErrorKind::Corrupted {
        part: format!("block {number}"),
    };
    raw.clear();
    decoder
        .decompress_to_buffer(bytes, raw)
        .map_err(|_| corrupted())?;
    if Digest::of(raw) != digest {
        return Err(corrupted());
    }
    Ok(())
}

/// Reads the table of `material` of the game `game` from `dir`, every
/// block checked against its digest; with the side to move whose codes
/// the file leaves out, if any (its columns hold draws, to be derived).
///
/// # Errors
///
/// No such file, or one that is not this table (another game, board,
/// ending or rules), truncated or corrupted.
pub(crate) fn read(
    dir: &Path,
    game: &GameId,
    material: Material,
    indexer: Indexer,
) -> Result<(Table, Option<Color>), FileError> {
    let (header, mut file, path) = open(dir, game, material, indexer.len())?;
    let error = |kind| FileError {
        path: path.clone(),
        kind,
    };
    let len = indexer.len();
    let oom = |e| error(FileErrorKind::OutOfMemory(e));
    let metrics = header.metrics;
    let column16 = |held: bool| -> Result<Option<[Vec<u16>; 2]>, FileError> {
        Ok(if held {
            Some([
                filled(len, 0u16).map_err(oom)?,
                filled(len, 0u16).map_err(oom)?,
            ])
        } else {
            None
        })
    };
    let mut columns = Columns {
        metrics,
        dtm: column16(metrics.contains(Metric::Dtm))?,
        dtz: column16(metrics.contains(Metric::Dtz))?,
        wdl: if stores_wdl(metrics) {
            Some([
                filled(len, 0u8).map_err(oom)?,
                filled(len, 0u8).map_err(oom)?,
            ])
        } else {
            None
        },
    };
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
    // A byte an index, and two more for each escaped code.
    let mut raw = buffer(3 * BLOCK.min(len)).map_err(oom)?;
    let mut decoder =
        zstd::bulk::Decompressor::new().map_err(|e| error(FileErrorKind::io("reading", e)))?;
    let per_section = len.div_ceil(BLOCK);
    let sections = Column::sections(metrics, header.left_out)
        .flat_map(|section| (0..per_section).map(move |block| (section, block)));
    for (number, (&(offset, length, digest), ((column, turn), block))) in
        header.blocks.iter().zip(sections).enumerate()
    {
        let from = (offset - data_start) as usize;
        let bytes = data
            .get(from..from + length as usize)
            .ok_or_else(|| error(FileErrorKind::Truncated))?;
        decompress(&mut decoder, bytes, digest, &mut raw, number as u64).map_err(error)?;
        let corrupted = || {
            error(FileErrorKind::Corrupted {
                part: format!("block {number}"),
            })
        };
        let range = (block * BLOCK) as usize..((block + 1) * BLOCK).min(len) as usize;
        let at = turn.index();
        let decoded = match column {
            Column::Dtm => {
                block::decode_wide(&raw, &mut columns.dtm.as_mut().expect("held")[at][range])
            }
            Column::Dtz => {
                block::decode_wide(&raw, &mut columns.dtz.as_mut().expect("held")[at][range])
            }
            Column::Wdl => {
                block::decode_narrow(&raw, &mut columns.wdl.as_mut().expect("held")[at][range])
            }
        };
        decoded.ok_or_else(corrupted)?;
    }
    Ok((Table::from_parts(indexer, columns), header.left_out))
}
