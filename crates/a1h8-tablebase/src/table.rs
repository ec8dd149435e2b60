//! Tables in memory: the codes of every position of an ending, and a set
//! of tables that looks a position up in the right one.

use std::collections::BTreeMap;
use std::sync::Arc;

use a1h8::geometry::BoardSize;
use a1h8::{Color, Endgame, Piece};

use crate::Material;
use crate::file::{BlockCache, PagedTable};
use crate::index::{Indexer, MAX_PIECES};
use crate::key::{ending_of, flip_rank};
use crate::metrics::{Metric, Metrics};
use crate::syzygy::Syzygy;
use crate::value::{Codes, Values, stores_wdl};

/// The codes ([codes](crate#codes)) of every index of an ending, for each
/// side to move, in the columns its metrics need.
#[derive(Clone, Debug)]
pub struct Table {
    pub(crate) indexer: Indexer,
    pub(crate) columns: Columns,
}

/// The columns of a table: each `[white to move, black to move]`, by
/// index, present as the table's metrics need it.
#[derive(Clone, Debug)]
pub(crate) struct Columns {
    /// The metrics held (closed).
    pub(crate) metrics: Metrics,
    /// DTM codes, with DTM.
    pub(crate) dtm: Option<[Vec<u16>; 2]>,
    /// DTZ codes, with DTZ.
    pub(crate) dtz: Option<[Vec<u16>; 2]>,
    /// WDL codes, with WDL50 without DTZ, or WDL alone.
    pub(crate) wdl: Option<[Vec<u8>; 2]>,
}

/// The bytes a table of `metrics` takes in memory for each index: two
/// codes of 16 bits (a side to move each) for DTM and for DTZ, two of 8
/// for a WDL column.
pub(crate) fn table_bytes_per_index(metrics: Metrics) -> u64 {
    let metrics = metrics.closure();
    4 * u64::from(metrics.contains(Metric::Dtm))
        + 4 * u64::from(metrics.contains(Metric::Dtz))
        + 2 * u64::from(stores_wdl(metrics))
}

/// Memory that could not be had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    /// The bytes asked for.
    pub bytes: u64,
}

impl std::fmt::Display for OutOfMemory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "out of memory: cannot allocate {:.1} MiB",
            self.bytes as f64 / (1024.0 * 1024.0)
        )
    }
}

impl std::error::Error for OutOfMemory {}

/// A vector of `len` copies of `value`, allocated fallibly.
pub(crate) fn filled<T: Copy>(len: u64, value: T) -> Result<Vec<T>, OutOfMemory> {
    let bytes = len.saturating_mul(size_of::<T>() as u64);
    let len = usize::try_from(len).map_err(|_| OutOfMemory { bytes })?;
    let mut vector = Vec::new();
    vector
        .try_reserve_exact(len)
        .map_err(|_| OutOfMemory { bytes })?;
    vector.resize(len, value);
    Ok(vector)
}

impl Table {
    /// A table from its parts, as a file holds them: every column its
    /// metrics need, of the indexer's length.
    pub(crate) fn from_parts(indexer: Indexer, columns: Columns) -> Table {
        let metrics = columns.metrics;
        debug_assert!(metrics.is_closed());
        debug_assert_eq!(columns.dtm.is_some(), metrics.contains(Metric::Dtm));
        debug_assert_eq!(columns.dtz.is_some(), metrics.contains(Metric::Dtz));
        debug_assert_eq!(columns.wdl.is_some(), stores_wdl(metrics));
        Table { indexer, columns }
    }

    /// The ending.
    pub fn material(&self) -> Material {
        self.indexer.material()
    }

    /// The indexer.
    pub fn indexer(&self) -> &Indexer {
        &self.indexer
    }

    /// The metrics the table holds (closed: [`Metrics::closure`]).
    pub fn metrics(&self) -> Metrics {
        self.columns.metrics
    }

    /// The codes of `index` with `turn` to move.
    pub fn codes(&self, turn: Color, index: u64) -> Codes {
        let (at, index) = (turn.index(), index as usize);
        Codes {
            metrics: self.columns.metrics,
            dtm: self.columns.dtm.as_ref().map(|dtm| dtm[at][index]),
            dtz: self.columns.dtz.as_ref().map(|dtz| dtz[at][index]),
            wdl: self.columns.wdl.as_ref().map(|wdl| wdl[at][index]),
        }
    }

    /// Sets the codes of `index` with `turn` to move, each column the
    /// table holds.
    pub(crate) fn set_codes(&mut self, turn: Color, index: u64, codes: Codes) {
        let (at, index) = (turn.index(), index as usize);
        if let (Some(dtm), Some(code)) = (&mut self.columns.dtm, codes.dtm) {
            dtm[at][index] = code;
        }
        if let (Some(dtz), Some(code)) = (&mut self.columns.dtz, codes.dtz) {
            dtz[at][index] = code;
        }
        if let (Some(wdl), Some(code)) = (&mut self.columns.wdl, codes.wdl) {
            wdl[at][index] = code;
        }
    }

    /// The values of `index` with `turn` to move, `None` if unused.
    pub fn values(&self, turn: Color, index: u64) -> Option<Values> {
        Values::from_codes(self.codes(turn, index))
    }

    /// The DTM codes of one side to move, by index; `None` without DTM.
    pub fn dtm_codes(&self, turn: Color) -> Option<&[u16]> {
        self.columns.dtm.as_ref().map(|dtm| &dtm[turn.index()][..])
    }

    /// The DTZ codes of one side to move, by index; `None` without DTZ.
    pub fn dtz_codes(&self, turn: Color) -> Option<&[u16]> {
        self.columns.dtz.as_ref().map(|dtz| &dtz[turn.index()][..])
    }

    /// The WDL codes of one side to move, by index; `None` for a table
    /// that stores no WDL column (its DTM or DTZ codes say the results).
    pub fn wdl_codes(&self, turn: Color) -> Option<&[u8]> {
        self.columns.wdl.as_ref().map(|wdl| &wdl[turn.index()][..])
    }

    /// The position of `index` with `turn` to move, as the game of
    /// `template` has it; `None` for an unused index.
    pub fn position<G: Endgame>(&self, template: &G, turn: Color, index: u64) -> Option<G> {
        self.indexer
            .position(template, &self.indexer.decode(index), turn)
    }
}

/// Why a position was not found in a set of tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// The set has no table of this ending (in either orientation).
    Missing {
        /// The ending, in stored orientation.
        material: Material,
    },
    /// The pieces are of an ending with more pieces than tables hold.
    TooManyPieces,
    /// The kings stand next to each other, or a pawn where it may not.
    NotAPosition,
    /// A block of the table's file could not be read: the file's error,
    /// naming it.
    Unreadable(String),
    /// The table's file leaves out the codes of this side to move: a
    /// probe derives them from the moves ([`Tables::probe`]).
    LeftOut {
        /// The ending, in stored orientation.
        material: Material,
        /// The side to move left out, in stored orientation.
        turn: Color,
    },
}

impl std::fmt::Display for LookupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LookupError::Missing { material } => write!(f, "no table of {material}"),
            LookupError::TooManyPieces => write!(
                f,
                "more than {} pieces: no tablebase holds the position",
                Material::MAX_PIECES
            ),
            LookupError::NotAPosition => f.write_str("the pieces make no legal position"),
            LookupError::Unreadable(error) => f.write_str(error),
            LookupError::LeftOut { material, turn } => write!(
                f,
                "the file of {material} leaves out the values of {turn} to move: probe the \
                 position, which derives them from its moves"
            ),
        }
    }
}

impl std::error::Error for LookupError {}

/// Tables of one board, found by their material: tables in memory, and
/// table files opened for probing, whose blocks are read as probes need
/// them and kept in a cache of a bounded size
/// ([`set_cache_bytes`](Tables::set_cache_bytes)).
#[derive(Clone, Debug, Default)]
pub struct Tables {
    tables: BTreeMap<Material, Table>,
    files: BTreeMap<Material, Arc<Opened>>,
    cache: BlockCache,
    /// Syzygy's files, read for the endings the set has no table of.
    syzygy: Option<Arc<Syzygy>>,
}

/// A table file opened for probing, with the indexer of its ending.
#[derive(Debug)]
pub(crate) struct Opened {
    pub(crate) indexer: Indexer,
    pub(crate) file: PagedTable,
}

/// Where a table of a set is: in memory, or in its file.
enum Stored<'a> {
    Memory(&'a Table),
    File(&'a Opened),
}

impl Stored<'_> {
    fn indexer(&self) -> &Indexer {
        match self {
            Stored::Memory(table) => &table.indexer,
            Stored::File(opened) => &opened.indexer,
        }
    }
}

impl Tables {
    /// The bytes of decompressed blocks a set keeps for later probes
    /// unless told otherwise ([`set_cache_bytes`](Tables::set_cache_bytes)):
    /// 512 MiB. A probe of one position and its moves reads a few MB of
    /// blocks (12 MB for a five-piece position); a batch of random
    /// positions of the 35 chess endings of 3 and 4 pieces reads every
    /// block of their files in the end, 323 MiB with all four metrics,
    /// which this keeps.
    pub const DEFAULT_CACHE_BYTES: u64 = crate::file::DEFAULT_CACHE_BYTES;

    /// No table.
    pub fn new() -> Tables {
        Tables::default()
    }

    /// Adds a table (in stored orientation), replacing one of the same
    /// ending, in memory or opened.
    pub fn insert(&mut self, table: Table) {
        let material = table.material();
        if self.files.remove(&material).is_some() {
            self.cache.forget(material);
        }
        self.tables.insert(material, table);
    }

    /// Adds a table file opened for probing, replacing one of the same
    /// ending, in memory or opened.
    pub(crate) fn insert_file(&mut self, opened: Opened) {
        let material = opened.indexer.material();
        self.tables.remove(&material);
        self.cache.forget(material);
        self.files.insert(material, Arc::new(opened));
    }

    /// Keeps only the tables whose ending `keep` accepts, in memory and
    /// opened.
    pub fn retain(&mut self, mut keep: impl FnMut(Material) -> bool) {
        self.tables.retain(|&material, _| keep(material));
        let cache = &self.cache;
        self.files.retain(|&material, _| {
            let kept = keep(material);
            if !kept {
                cache.forget(material);
            }
            kept
        });
    }

    /// The bytes of decompressed blocks of the table files opened that
    /// the set keeps for later probes, at most:
    /// [`DEFAULT_CACHE_BYTES`](Tables::DEFAULT_CACHE_BYTES) unless set.
    pub fn cache_bytes(&self) -> u64 {
        self.cache.capacity()
    }

    /// Sets the bytes of blocks kept ([`cache_bytes`](Tables::cache_bytes)),
    /// dropping the least recently used down to it; 0 keeps none (each
    /// probe reads its blocks again).
    pub fn set_cache_bytes(&mut self, bytes: u64) {
        self.cache.set_capacity(bytes);
    }

    /// The bytes of the blocks kept now.
    pub fn cached_bytes(&self) -> u64 {
        self.cache.held()
    }

    /// Has the set read Syzygy's files `syzygy` for the positions of chess
    /// whose ending it has no table of (`None`: none). Its own tables come
    /// first.
    pub fn set_syzygy(&mut self, syzygy: Option<Arc<Syzygy>>) {
        self.syzygy = syzygy;
    }

    /// The Syzygy files the set reads, if any.
    pub fn syzygy(&self) -> Option<&Arc<Syzygy>> {
        self.syzygy.as_ref()
    }

    /// Whether `material` (either orientation) is read in Syzygy's files:
    /// the set has no table of it, and a WDL file of it.
    pub fn reads_syzygy(&self, material: Material) -> bool {
        let stored = material.normalized().0;
        stored != Material::KINGS
            && !self.holds(stored)
            && self.syzygy.as_ref().is_some_and(|s| s.holds(material))
    }

    /// The metrics the table of `material` (stored orientation) holds, in
    /// memory or opened; `None` if the set has neither.
    pub fn metrics_of(&self, material: Material) -> Option<Metrics> {
        match self.stored(material)? {
            Stored::Memory(table) => Some(table.metrics()),
            Stored::File(opened) => Some(opened.file.metrics()),
        }
    }

    /// Whether the set holds the table of `material` (stored orientation)
    /// in memory or opened.
    pub fn holds(&self, material: Material) -> bool {
        self.stored(material).is_some()
    }

    /// The table of `material`: in memory if there, else opened.
    fn stored(&self, material: Material) -> Option<Stored<'_>> {
        match self.tables.get(&material) {
            Some(table) => Some(Stored::Memory(table)),
            None => self.files.get(&material).map(|opened| Stored::File(opened)),
        }
    }

    /// The table of `material`, in stored orientation, if in memory.
    pub fn get(&self, material: Material) -> Option<&Table> {
        self.tables.get(&material)
    }

    /// Whether the set holds the table of `material` (stored orientation)
    /// in memory.
    pub fn contains(&self, material: Material) -> bool {
        self.tables.contains_key(&material)
    }

    /// The endings held in memory.
    pub fn materials(&self) -> impl Iterator<Item = Material> + '_ {
        self.tables.keys().copied()
    }

    /// The codes of the position of `pieces` (square indices on `size`)
    /// with `turn` to move, in its table; two bare kings are a draw in
    /// every metric.
    ///
    /// # Errors
    ///
    /// No table of its ending, or no position.
    pub fn codes_of(
        &self,
        size: BoardSize,
        pieces: &[(u8, Piece)],
        turn: Color,
    ) -> Result<Codes, LookupError> {
        if pieces.len() > MAX_PIECES {
            return Err(LookupError::TooManyPieces);
        }
        let material = ending_of(pieces);
        if material == Material::KINGS {
            return Ok(Codes::draw(Metrics::ALL));
        }
        let (stored, swapped) = material.normalized();
        let table = self
            .stored(stored)
            .ok_or(LookupError::Missing { material: stored })?;
        let mut oriented = [(0u8, Piece::new(Color::White, a1h8::PieceKind::King)); MAX_PIECES];
        for (slot, &(square, piece)) in oriented.iter_mut().zip(pieces) {
            *slot = if swapped {
                (
                    flip_rank(size, square),
                    Piece::new(piece.color.other(), piece.kind),
                )
            } else {
                (square, piece)
            };
        }
        let turn = if swapped { turn.other() } else { turn };
        let placement = table
            .indexer()
            .placement_of(&oriented[..pieces.len()])
            .ok_or(LookupError::NotAPosition)?;
        let (index, _) = table
            .indexer()
            .canonical(&placement)
            .ok_or(LookupError::NotAPosition)?;
        self.read(table, turn, index)
    }

    /// The codes of `index` of the table of `material` (stored
    /// orientation) with `turn` to move, in memory or read through its
    /// file. An opened file keeps no codes for unused indices
    /// ([codes](crate#codes)): read an index of a legal position.
    ///
    /// # Errors
    ///
    /// No table of `material`, a block of its file that cannot be read, or
    /// a side to move its file leaves out ([`LookupError::LeftOut`]).
    pub fn codes(&self, material: Material, turn: Color, index: u64) -> Result<Codes, LookupError> {
        let table = self
            .stored(material)
            .ok_or(LookupError::Missing { material })?;
        self.read(table, turn, index)
    }

    fn read(&self, table: Stored<'_>, turn: Color, index: u64) -> Result<Codes, LookupError> {
        match table {
            Stored::Memory(table) => Ok(table.codes(turn, index)),
            Stored::File(opened) => opened
                .file
                .codes(&self.cache, turn, index)
                .map_err(|error| LookupError::Unreadable(error.to_string()))?
                .ok_or(LookupError::LeftOut {
                    material: opened.indexer.material(),
                    turn,
                }),
        }
    }
}

impl Tables {
    /// [`codes_of`](Tables::codes_of), looking first in `table`, which the
    /// set need not hold (the table being generated or verified).
    ///
    /// # Errors
    ///
    /// As [`codes_of`](Tables::codes_of).
    pub(crate) fn codes_with(
        &self,
        table: &Table,
        pieces: &[(u8, Piece)],
        turn: Color,
    ) -> Result<Codes, LookupError> {
        match table.indexer.placement_of(pieces) {
            Some(placement) => {
                let (index, _) = table
                    .indexer
                    .canonical(&placement)
                    .ok_or(LookupError::NotAPosition)?;
                Ok(table.codes(turn, index))
            }
            None => self.codes_of(table.indexer.size(), pieces, turn),
        }
    }
}
