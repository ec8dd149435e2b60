//! A table file opened for probing: its header read and checked, its
//! blocks read one at a time as probes need them, each checked against
//! its digest, decompressed and kept in a [`BlockCache`].

use std::fs;
use std::io::{Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use a1h8::Color;

use super::block::{Block, Column};
use super::cache::BlockCache;
use super::header::BLOCK;
use super::read::{decompress, open, read_exact};
use super::{FileError, FileErrorKind, GameId, buffer};
use crate::Material;
use crate::metrics::Metrics;
use crate::value::Codes;

/// A table file whose blocks are read when a probe needs them.
#[derive(Debug)]
pub(crate) struct PagedTable {
    path: PathBuf,
    material: Material,
    metrics: Metrics,
    /// The side to move whose codes the file leaves out, if any.
    left_out: Option<Color>,
    index_size: u64,
    /// Each block's offset, compressed length and digest.
    blocks: Vec<(u64, u32, u64)>,
    /// The file, a reader at a time (a seek, then a read).
    file: Mutex<fs::File>,
}

impl PagedTable {
    /// Opens the table of `material` of the game `game` in `dir`, of
    /// `index_size` indices per side to move: its header alone is read.
    ///
    /// # Errors
    ///
    /// No such file, or one that is not this table (another game, board,
    /// ending or rules), truncated or with a corrupted header.
    pub(crate) fn open(
        dir: &Path,
        game: &GameId,
        material: Material,
        index_size: u64,
    ) -> Result<PagedTable, FileError> {
        let (header, file, path) = open(dir, game, material, index_size)?;
        Ok(PagedTable {
            path,
            material,
            metrics: header.metrics,
            left_out: header.left_out,
            index_size,
            blocks: header.blocks,
            file: Mutex::new(file),
        })
    }

    /// The metrics it holds (closed).
    pub(crate) fn metrics(&self) -> Metrics {
        self.metrics
    }

    /// The side to move whose codes the file leaves out, if any.
    pub(crate) fn left_out(&self) -> Option<Color> {
        self.left_out
    }

    /// The codes of `index` with `turn` to move, read through `cache`: a
    /// block of each column the table holds; `None` if the file leaves
    /// out the codes of `turn` to move. An unused index has no code of its
    /// own in a file: this is for the index of a legal position.
    ///
    /// # Errors
    ///
    /// A block that cannot be read, or corrupted.
    pub(crate) fn codes(
        &self,
        cache: &BlockCache,
        turn: Color,
        index: u64,
    ) -> Result<Option<Codes>, FileError> {
        if self.left_out == Some(turn) {
            return Ok(None);
        }
        let per_section = self.index_size.div_ceil(BLOCK);
        let (block, at) = (index / BLOCK, (index % BLOCK) as usize);
        let mut codes = Codes {
            metrics: self.metrics,
            dtm: None,
            dtz: None,
            wdl: None,
        };
        for (section, (column, side)) in Column::sections(self.metrics, self.left_out).enumerate() {
            if side != turn {
                continue;
            }
            let number = section as u64 * per_section + block;
            let block = cache.block(self.material, number as u32, || {
                self.read_block(column, number, block)
            })?;
            let code = block.code(at);
            match column {
                Column::Dtm => codes.dtm = Some(code),
                Column::Dtz => codes.dtz = Some(code),
                Column::Wdl => codes.wdl = Some(code as u8),
            }
        }
        Ok(Some(codes))
    }

    /// Reads block `number` of the file, the `block`th of a section of
    /// `column`.
    fn read_block(&self, column: Column, number: u64, block: u64) -> Result<Block, FileError> {
        let error = |kind| FileError {
            path: self.path.clone(),
            kind,
        };
        let oom = |e| error(FileErrorKind::OutOfMemory(e));
        let (offset, length, digest) = self.blocks[number as usize];
        let mut compressed = buffer(u64::from(length)).map_err(oom)?;
        compressed.resize(length as usize, 0);
        {
            let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
            file.seek(SeekFrom::Start(offset))
                .map_err(|e| error(FileErrorKind::io("reading", e)))?;
            read_exact(&mut file, &mut compressed).map_err(error)?;
        }
        let len = (self.index_size - block * BLOCK).min(BLOCK) as usize;
        // A byte an index, and two more for each escaped code.
        let mut raw = buffer(3 * len as u64).map_err(oom)?;
        let mut decoder =
            zstd::bulk::Decompressor::new().map_err(|e| error(FileErrorKind::io("reading", e)))?;
        decompress(&mut decoder, &compressed, digest, &mut raw, number).map_err(error)?;
        let block = match column {
            Column::Dtm | Column::Dtz => Block::wide(raw, len),
            Column::Wdl => (raw.len() == len).then(|| Block::narrow(raw)),
        };
        block.ok_or_else(|| {
            error(FileErrorKind::Corrupted {
                part: format!("block {number}"),
            })
        })
    }
}
