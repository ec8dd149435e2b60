//! The writer: a table's blocks compressed after its header, written to
//! a temporary file beside the table's own name, locked while it is
//! written, then renamed into place; and the temporaries that generations
//! killed while writing left, removed.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use a1h8::{Color, Digest};
use rayon::prelude::*;

use super::block::{self, Column};
use super::header::{self, BLOCK, GameId};
use super::{EXTENSION, FileError, FileErrorKind, buffer, kind_of, path};
use crate::Material;
use crate::table::{OutOfMemory, Table};
use crate::value::can_leave_out;

/// zstd's level: 15. zstd's own benchmark on the first 100 MB of the
/// sections of the 35 tables of 3-4 pieces, in blocks of 256 KiB: level 3
/// 8.97 MB at 600 MB/s, 9 7.48 MB at 64 MB/s, 15 6.16 MB at 9.5 MB/s, 19
/// 6.02 MB at 4.2 MB/s. Level 15 keeps the 35 tables under 31.8 MB (30.7)
/// at twice level 19's speed; it costs KQvKR's generation about a second.
const LEVEL: i32 = 15;

/// The file's bytes for `table` of `game`: the header, then the blocks,
/// section after section; `None` if `stop` was set meanwhile (looked at
/// between each few blocks: compressing a large table takes a minute).
/// With `one_side` (for a table that [can leave a side
/// out](crate::value::can_leave_out)), the sections of the side to move
/// whose blocks compress larger are left out.
fn encode(
    game: &GameId,
    table: &Table,
    one_side: bool,
    stop: &AtomicBool,
) -> Result<Option<Vec<u8>>, OutOfMemory> {
    let material = table.material();
    let len = table.indexer().len();
    let per_section = len.div_ceil(BLOCK);
    let sections: Vec<(Column, Color)> = Column::sections(table.metrics(), None).collect();
    let block_count = per_section * sections.len() as u64;
    // Each block compressed, with its digest and its side to move.
    let mut blocks: Vec<(Vec<u8>, u64, Color)> = Vec::new();
    blocks
        .try_reserve_exact(block_count as usize)
        .map_err(|_| OutOfMemory {
            bytes: block_count * 20,
        })?;
    // The blocks compressed by the threads, a few at a time each, then
    // appended in order.
    let group = rayon::current_num_threads().max(1) as u64 * 4;
    for first in (0..block_count).step_by(group as usize) {
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let compressed: Vec<(Vec<u8>, u64)> = (first..(first + group).min(block_count))
            .into_par_iter()
            .map_init(
                || zstd::bulk::Compressor::new(LEVEL).ok(),
                |compressor, number| {
                    let (column, turn) = sections[(number / per_section) as usize];
                    let block = number % per_section;
                    let range = (block * BLOCK) as usize..((block + 1) * BLOCK).min(len) as usize;
                    // A byte an index, and two more for each escaped code.
                    let mut raw = buffer(3 * range.len() as u64)?;
                    match column {
                        Column::Dtm | Column::Dtz => {
                            let codes = if column == Column::Dtm {
                                table.dtm_codes(turn)
                            } else {
                                table.dtz_codes(turn)
                            };
                            block::encode_wide(&codes.expect("held")[range], &mut raw);
                        }
                        Column::Wdl => block::encode_narrow(
                            &table.wdl_codes(turn).expect("held")[range],
                            &mut raw,
                        ),
                    }
                    // zstd's bound, allocated here fallibly: the library's own
                    // allocation would abort without memory.
                    let bound = zstd::zstd_safe::compress_bound(raw.len());
                    let mut compressed = buffer(bound as u64)?;
                    let failed = OutOfMemory {
                        bytes: bound as u64,
                    };
                    compressor
                        .as_mut()
                        .ok_or(failed)?
                        .compress_to_buffer(&raw, &mut compressed)
                        .map_err(|_| failed)?;
                    // Kept until every block is made: no more than its bytes.
                    compressed.shrink_to_fit();
                    Ok((compressed, Digest::of(&raw)))
                },
            )
            .collect::<Result<_, OutOfMemory>>()?;
        for (number, (compressed, digest)) in (first..).zip(compressed) {
            let (_, turn) = sections[(number / per_section) as usize];
            blocks.push((compressed, digest, turn));
        }
    }
    let bytes_of = |side: Color| -> usize {
        blocks
            .iter()
            .filter(|&&(_, _, turn)| turn == side)
            .map(|(compressed, _, _)| compressed.len())
            .sum()
    };
    let left_out = (one_side && can_leave_out(table.metrics())).then(|| {
        if bytes_of(Color::White) > bytes_of(Color::Black) {
            Color::White
        } else {
            Color::Black
        }
    });
    blocks.retain(|&(_, _, turn)| Some(turn) != left_out);
    let lengths: Vec<(u32, u64)> = blocks
        .iter()
        .map(|(compressed, digest, _)| (compressed.len() as u32, *digest))
        .collect();
    let header = header::encode(game, material, table.metrics(), left_out, len, &lengths);
    let data: usize = lengths.iter().map(|&(length, _)| length as usize).sum();
    let mut file = buffer(header.len() as u64 + data as u64)?;
    file.extend_from_slice(&header);
    for (compressed, _, _) in &blocks {
        file.extend_from_slice(compressed);
    }
    Ok(Some(file))
}

/// The file a table is being written to: made, under its temporary name
/// and locked, before the table is generated, so that a destination that
/// cannot take it is found before the work and not after.
#[derive(Debug)]
pub(crate) struct Pending {
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
    pub(crate) fn new(dir: &Path, material: Material) -> Result<Pending, FileError> {
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

    /// Writes `table` of `game` (one side to move left out if `one_side`
    /// and its metrics allow it) and renames it into place; returns the
    /// file's path and size in bytes, or `None` if `stop` was set while it
    /// was compressed (no file left, not even the temporary one).
    ///
    /// # Errors
    ///
    /// The file could not be written, or `table` is not the one this file
    /// was made for.
    pub(crate) fn write(
        mut self,
        game: &GameId,
        table: &Table,
        one_side: bool,
        stop: &AtomicBool,
    ) -> Result<Option<(PathBuf, u64)>, FileError> {
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
        let Some(bytes) = encode(game, table, one_side, stop)
            .map_err(|e| error(FileErrorKind::OutOfMemory(e)))?
        else {
            return Ok(None);
        };
        let written = (|| {
            self.file.write_all(&bytes)?;
            self.file.sync_all()?;
            fs::rename(&self.temporary, &final_path)
        })();
        if let Err(e) = written {
            let _ = fs::remove_file(&self.temporary);
            return Err(error(FileErrorKind::io("writing", e)));
        }
        Ok(Some((final_path, bytes.len() as u64)))
    }
}

impl Drop for Pending {
    /// A table not written leaves no temporary behind (once renamed, there
    /// is nothing left to remove).
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.temporary);
    }
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
pub(crate) fn remove_stale_temporaries(dir: &Path) -> Vec<PathBuf> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Tables;

    /// A stop set before the file is compressed: no file, not even the
    /// temporary one; without it, the table is written.
    #[test]
    fn a_stop_while_compressing_leaves_no_file() {
        let game = a1h8::Position::starting();
        let kqvk: Material = "KQvK".parse().unwrap();
        let mut tables = Tables::new();
        let kings = crate::generate(&game, Material::KINGS, &tables).unwrap();
        tables.insert(kings);
        let table = crate::generate(&game, kqvk, &tables).unwrap();
        let dir = std::env::temp_dir().join(format!("a1h8-stop-writing-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let id = GameId::of(&game);
        let pending = Pending::new(&dir, kqvk).unwrap();
        assert!(
            pending
                .write(&id, &table, false, &AtomicBool::new(true))
                .unwrap()
                .is_none()
        );
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 0);
        let pending = Pending::new(&dir, kqvk).unwrap();
        let (written, _) = pending
            .write(&id, &table, false, &AtomicBool::new(false))
            .unwrap()
            .unwrap();
        assert_eq!(written, path(&dir, kqvk));
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }
}
