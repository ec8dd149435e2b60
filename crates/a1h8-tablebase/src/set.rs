//! A tablebase on disk: the tables of one game in one directory, loaded
//! as positions need them, generated smaller endings first.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use a1h8::Endgame;
use a1h8::geometry::BoardSize;

use crate::Material;
use crate::file::{self, FileError, FileErrorKind, GameId, PagedTable, Pending};
use crate::generator::{
    GenerateError, Progress, bytes_per_index, generate_with_progress, mark_unused,
};
use crate::index::Indexer;
use crate::key::material_of;
use crate::metrics::{Metric, Metrics};
use crate::probe::ProbeError;
use crate::root::Root;
use crate::stats::Stats;
use crate::syzygy::{Syzygy, SyzygyError};
use crate::table::{Opened, Table, Tables, table_bytes_per_index};
use crate::value::Values;
use crate::verify::{Verified, VerifyError, fill_left_out, verify_until};

/// Why a tablebase operation failed.
#[derive(Debug)]
pub enum TablebaseError {
    /// A table file.
    File(FileError),
    /// A table could not be generated.
    Generate {
        /// The ending.
        material: Material,
        /// Why.
        error: GenerateError,
    },
    /// A position could not be probed.
    Probe(ProbeError),
    /// A table there lacks metrics a generation needs of it: it is not
    /// generated again (that would lose what it holds), the file must go
    /// first.
    Lacking {
        /// Its file.
        path: PathBuf,
        /// Its ending.
        material: Material,
        /// What it holds.
        held: Metrics,
        /// What the generation needs of it.
        needed: Metrics,
        /// The metrics of the generation ([`Tablebase::metrics`]).
        asked: Metrics,
        /// Whether it is one of the endings asked for (else, one the
        /// larger tables read).
        target: bool,
    },
    /// A metric asked of a position that a table it is read in lacks.
    MissingMetric {
        /// The table's file.
        path: PathBuf,
        /// Its ending.
        material: Material,
        /// The metric.
        metric: Metric,
        /// What the table holds.
        held: Metrics,
    },
    /// A table is not right.
    Verify {
        /// The ending.
        material: Material,
        /// What is wrong.
        error: VerifyError,
    },
    /// Asked for more than can be planned: `pieces` pieces, over
    /// [`Material::MAX_PIECES`].
    TooManyPieces {
        /// The pieces asked for.
        pieces: usize,
    },
    /// Stopped when asked to (its stop flag set), before the end; no file
    /// of the table it was making is left.
    Stopped,
    /// A position of another game than the tablebase's.
    OtherGame,
}

impl std::fmt::Display for TablebaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TablebaseError::File(error) => error.fmt(f),
            TablebaseError::Generate { material, error } => write!(f, "{material}: {error}"),
            TablebaseError::Probe(error) => error.fmt(f),
            TablebaseError::Lacking {
                path,
                material,
                held,
                needed,
                asked,
                target,
            } => {
                let path = path.display();
                if *target {
                    write!(
                        f,
                        "{path}: the table of {material} holds {held}, not the {needed} asked \
                         for: remove the file to have it generated again with {needed}, or ask \
                         for metrics it holds"
                    )
                } else {
                    write!(
                        f,
                        "{path}: the table of {material} holds {held}, but generating the tables \
                         that lead into it with {asked} needs {needed} of it: remove the file to \
                         have it generated again with {asked}, or ask for metrics it holds"
                    )
                }
            }
            TablebaseError::MissingMetric {
                path,
                material,
                metric,
                held,
            } => write!(
                f,
                "{}: the table of {material} holds {held}, not {metric}: remove the file and \
                 generate it again with {metric} among its metrics",
                path.display()
            ),
            TablebaseError::Verify { material, error } => {
                write!(f, "{material} does not verify: {error}")
            }
            TablebaseError::TooManyPieces { pieces } => write!(
                f,
                "endings of {pieces} pieces: at most {} pieces are indexed",
                Material::MAX_PIECES
            ),
            TablebaseError::Stopped => f.write_str("stopped before the end"),
            TablebaseError::OtherGame => f.write_str("a position of another game"),
        }
    }
}

impl std::error::Error for TablebaseError {}

impl From<FileError> for TablebaseError {
    fn from(error: FileError) -> TablebaseError {
        TablebaseError::File(error)
    }
}

impl From<ProbeError> for TablebaseError {
    fn from(error: ProbeError) -> TablebaseError {
        TablebaseError::Probe(error)
    }
}

/// What happened to one table of a generation.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A valid file was there already: read, not generated again.
    Present {
        /// The ending.
        material: Material,
    },
    /// An ending every position of which is a draw whatever the moves (two
    /// bare kings): no file is made or needed, probes answer a draw.
    Trivial {
        /// The ending.
        material: Material,
    },
    /// A file with the table's name is there but is not this game's valid
    /// table (of other rules, another game or board, corrupted, of an
    /// older format): it is generated again and the file replaced.
    Replacing {
        /// The ending.
        material: Material,
        /// What is wrong with the file there, with its path.
        reason: String,
    },
    /// Temporary files that generations killed while writing left in the
    /// directory, removed.
    RemovedStale {
        /// The files removed.
        paths: Vec<PathBuf>,
    },
    /// About to generate it.
    Start {
        /// The ending.
        material: Material,
        /// Its indices per side to move.
        index_size: u64,
    },
    /// How far the generation of a table has gone.
    Progress {
        /// The ending.
        material: Material,
        /// The steps done and in all.
        progress: Progress,
    },
    /// Generated and written.
    Written {
        /// The ending.
        material: Material,
        /// The file.
        path: PathBuf,
        /// Its size in bytes.
        bytes: u64,
        /// The seconds the generation took.
        seconds: f64,
    },
}

/// The name of the folder of a game's tables: the game's name with ASCII
/// lower-case letters, digits, `-` and `_` as they are and every other
/// byte of its UTF-8 written `%XX` (`capablanca`, `my_variant`,
/// `a%2Eb` for `a.b`, `%4Dy` for `My`). Two names never share a folder,
/// on a file system that ignores case too.
///
/// ```
/// use a1h8_tablebase::game_folder;
///
/// assert_eq!(game_folder("my_variant"), "my_variant");
/// assert_ne!(game_folder("a.b"), game_folder("a_b"));
/// assert_ne!(game_folder("Mini"), game_folder("mini"));
/// assert_eq!(game_folder("../x"), "%2E%2E%2Fx");
/// ```
pub fn game_folder(game: &str) -> String {
    let mut folder = String::with_capacity(game.len());
    for &byte in game.as_bytes() {
        if byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-' || byte == b'_' {
            folder.push(char::from(byte));
        } else {
            folder.push_str(&format!("%{byte:02X}"));
        }
    }
    folder
}

/// The tables of the game of a template position, in a directory.
pub struct Tablebase<G> {
    template: G,
    game: GameId,
    dir: PathBuf,
    tables: Tables,
    /// What the tables it generates hold.
    metrics: Metrics,
    /// Whether the files it writes leave one side to move out.
    one_side: bool,
    /// Whether `dir` was looked at for Syzygy's files (chess only).
    syzygy_scanned: bool,
}

impl<G: Endgame + Sync> Tablebase<G> {
    /// The tablebase of `template`'s game (its rules and board) in `dir`,
    /// no table loaded yet: chess's tables in `dir` itself, another game's
    /// in the folder of `dir` named after it ([`game_folder`]), so that the
    /// tables of different games never mix (each file's header names its
    /// game, board and the digest of its rules besides, and a file of
    /// another is refused).
    ///
    /// ```
    /// use std::path::Path;
    /// use a1h8::Position;
    /// use a1h8::variant::{GARDNER, VariantPosition};
    /// use a1h8_tablebase::Tablebase;
    ///
    /// let chess = Tablebase::new(Position::starting(), Path::new("tables"));
    /// assert_eq!(chess.dir(), Path::new("tables"));
    /// let gardner = Tablebase::new(VariantPosition::start(&GARDNER)?, Path::new("tables"));
    /// assert_eq!(gardner.dir(), Path::new("tables/gardner"));
    /// # Ok::<(), a1h8::FenError>(())
    /// ```
    pub fn new(template: G, dir: &Path) -> Tablebase<G> {
        let dir = match template.game_name() {
            "chess" => dir.to_path_buf(),
            game => dir.join(game_folder(game)),
        };
        Tablebase {
            game: GameId::of(&template),
            template,
            dir,
            tables: Tables::new(),
            metrics: Metrics::ALL,
            one_side: false,
            syzygy_scanned: false,
        }
    }

    /// Whether the positions of `material` (either orientation) are read
    /// in Syzygy's files of the directory (chess only, and only where it
    /// has no table of a1h8's): the directory is listed for them the first
    /// time this or a probe asks. They hold WDL50, and DTZ where the
    /// `.rtbz` file is there; WDL is the sign of WDL50.
    pub fn reads_syzygy(&mut self, material: Material) -> bool {
        if !self.syzygy_scanned {
            self.syzygy_scanned = true;
            let chess = self.template.game_name() == "chess"
                && self.template.board_size() == BoardSize::STANDARD;
            if chess
                && let Ok(syzygy) = Syzygy::open(&self.dir)
                && syzygy.endings().next().is_some()
            {
                self.tables.set_syzygy(Some(Arc::new(syzygy)));
            }
        }
        // A file of a1h8's not opened yet comes first all the same.
        !self.path(material.normalized().0).is_file() && self.tables.reads_syzygy(material)
    }

    /// Whether the files it [generates](Tablebase::generate) leave the
    /// codes of one side to move out ([`set_one_side`](Tablebase::set_one_side)).
    pub fn one_side(&self) -> bool {
        self.one_side
    }

    /// Has the files it generates keep the codes of one side to move only
    /// (the one whose blocks compress smaller), if `one_side`: files about
    /// half as large, as Syzygy's DTZ files keep one side. The other side's
    /// values are derived from the moves when read: a probe of a position
    /// of that side is a search of one ply (its moves' values read), and
    /// reading a whole table ([`load`](Tablebase::load)) derives each of
    /// them, with the tables it leads into loaded. Tables holding WDL50
    /// without DTZ, whose values cannot be derived exactly, keep both
    /// sides.
    pub fn set_one_side(&mut self, one_side: bool) {
        self.one_side = one_side;
    }

    /// The metrics the tables it [generates](Tablebase::generate) hold:
    /// the closure of those set ([`Metrics::closure`]), all four unless
    /// [set](Tablebase::set_metrics) otherwise.
    pub fn metrics(&self) -> Metrics {
        self.metrics
    }

    /// Sets the metrics the tables it generates hold to the closure of
    /// `metrics` (an empty set is WDL alone): every table a generation
    /// makes holds them, and every table it reads must hold what is needed
    /// of it ([`TablebaseError::Lacking`] otherwise).
    ///
    /// ```
    /// use std::path::Path;
    /// use a1h8::Position;
    /// use a1h8_tablebase::{Metrics, Tablebase};
    ///
    /// let mut tables = Tablebase::new(Position::starting(), Path::new("tables"));
    /// tables.set_metrics("dtz".parse()?);
    /// assert_eq!(tables.metrics().to_string(), "wdl,wdl50,dtz");
    /// # Ok::<(), a1h8_tablebase::MetricsError>(())
    /// ```
    pub fn set_metrics(&mut self, metrics: Metrics) {
        self.metrics = metrics.closure().with(Metric::Wdl);
    }

    /// The directory of the game's table files.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path of the file of the table of `material` (in stored
    /// orientation) in [`dir`](Tablebase::dir), whether it is there or
    /// not: `KQvKR.a1h8tb`.
    pub fn path(&self, material: Material) -> PathBuf {
        file::path(&self.dir, material.normalized().0)
    }

    /// The tables loaded.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// The game's template position.
    pub fn template(&self) -> &G {
        &self.template
    }

    /// The kinds a pawn promotes to.
    fn promotions(&self) -> Vec<a1h8::PieceKind> {
        self.template.promotions().iter().collect()
    }

    /// `targets` and every ending they lead into, smaller first: the order
    /// of a generation. Two bare kings are in no plan: they need no table.
    pub fn plan(&self, targets: &[Material]) -> Vec<Material> {
        Material::with_successors(targets, &self.promotions())
    }

    /// The endings a capture or a promotion of `material` leads into
    /// directly, in stored orientation: the tables its generation reads.
    pub fn successors(&self, material: Material) -> Vec<Material> {
        material.normalized().0.successors(&self.promotions())
    }

    /// Every ending of `pieces` pieces (kings included) of the pieces the
    /// game plays, in stored orientation.
    ///
    /// # Errors
    ///
    /// More pieces than [`Material::MAX_PIECES`].
    pub fn endings_of(&self, pieces: usize) -> Result<Vec<Material>, TablebaseError> {
        if pieces > Material::MAX_PIECES {
            return Err(TablebaseError::TooManyPieces { pieces });
        }
        let kinds: Vec<a1h8::PieceKind> = self
            .template
            .piece_kinds()
            .iter()
            .filter(|&kind| kind != a1h8::PieceKind::King)
            .collect();
        Ok(Material::all_with(pieces, &kinds))
    }

    /// The indexer of `material` on the game's board.
    ///
    /// # Errors
    ///
    /// An ending that cannot be indexed there.
    pub fn indexer(&self, material: Material) -> Result<Indexer, TablebaseError> {
        Indexer::new(material, self.template.board_size(), |color, rank| {
            self.template.pawn_may_stand(color, rank)
        })
        .map_err(|error| TablebaseError::Generate {
            material,
            error: GenerateError::Index(error),
        })
    }

    /// The number of indices per side to move of the table of `material`,
    /// computed without building its indexer: quick for any ending.
    ///
    /// # Errors
    ///
    /// An ending that cannot be indexed there.
    pub fn index_size(&self, material: Material) -> Result<u64, TablebaseError> {
        Indexer::size_of(material, self.template.board_size(), |color, rank| {
            self.template.pawn_may_stand(color, rank)
        })
        .map_err(|error| TablebaseError::Generate {
            material,
            error: GenerateError::Index(error),
        })
    }

    /// The bytes of memory generating `material` with the
    /// [metrics](Tablebase::metrics) set takes at most: its codes and work
    /// (9 bytes an index for all four metrics, 5 for `wdl50,dtz`,
    /// `dtm,wdl` or `wdl`) and the tables it leads into directly, as
    /// tables of these metrics (8 bytes an index for all four, 4 for
    /// `wdl50,dtz` or `dtm,wdl`, 2 for `wdl50` or `wdl`; a table there
    /// holding more takes more), the only ones
    /// [`generate`](Tablebase::generate) holds while it makes it. Quick
    /// for any ending (no indexer is built).
    ///
    /// # Errors
    ///
    /// An ending that cannot be indexed.
    pub fn memory_to_generate(&self, material: Material) -> Result<u64, TablebaseError> {
        let mut bytes = self
            .index_size(material)?
            .saturating_mul(bytes_per_index(self.metrics));
        for successor in self.successors(material) {
            bytes = bytes.saturating_add(
                self.index_size(successor)?
                    .saturating_mul(table_bytes_per_index(self.metrics)),
            );
        }
        Ok(bytes)
    }

    /// Loads the table of `material` (stored orientation) from its file if
    /// not loaded yet, with the metrics the file holds. The table of two
    /// bare kings, every position a draw, has no file: it is made in
    /// memory (a few thousand positions), with every metric; so is a
    /// trivial ending whose file is missing, one piece besides the kings
    /// that cannot win (KNvK, KBvK), every position a draw.
    ///
    /// # Errors
    ///
    /// No file (of an ending not trivial), or a bad one (of another game,
    /// board or rules, truncated, corrupted).
    pub fn load(&mut self, material: Material) -> Result<&Table, TablebaseError> {
        self.load_or_make(material, true)
    }

    /// [`load`](Tablebase::load), a trivial ending made in memory if its
    /// file is missing only if `trivial` (not when a generation looks for
    /// the files present).
    fn load_or_make(
        &mut self,
        material: Material,
        trivial: bool,
    ) -> Result<&Table, TablebaseError> {
        let material = material.normalized().0;
        if !self.tables.contains(material) {
            let table = if material == Material::KINGS {
                self.in_memory(material, &Tables::new())?
            } else {
                let indexer = self.indexer(material)?;
                match file::read(&self.dir, &self.game, material, indexer) {
                    Ok((mut table, left_out)) => {
                        mark_unused(&self.template, &mut table).map_err(|e| FileError {
                            path: file::path(&self.dir, material),
                            kind: FileErrorKind::OutOfMemory(e),
                        })?;
                        if let Some(turn) = left_out {
                            // Derived from the moves, which lead into these.
                            for successor in self.successors(material) {
                                self.load(successor)?;
                            }
                            fill_left_out(&self.template, &mut table, &self.tables, turn)
                                .map_err(|error| TablebaseError::Probe(error.into()))?;
                        }
                        table
                    }
                    // A bad file is an error even of a trivial ending.
                    Err(error) if trivial && error.kind.is_not_found() => {
                        self.trivial(material).ok_or(error)?
                    }
                    Err(error) => return Err(error.into()),
                }
            };
            self.tables.insert(table);
        }
        Ok(self.tables.get(material).expect("just loaded"))
    }

    /// The table of `material`, every metric, made in memory from the
    /// tables in `tables`.
    fn in_memory(&self, material: Material, tables: &Tables) -> Result<Table, TablebaseError> {
        generate_with_progress(&self.template, material, tables, Metrics::ALL, |_| {
            ControlFlow::Continue(())
        })
        .map_err(|error| TablebaseError::Generate { material, error })
    }

    /// The table of `material` made in memory if it is trivial: one piece
    /// besides the kings and no pawn (what it leads into is bare kings),
    /// every position a draw; `None` otherwise.
    fn trivial(&self, material: Material) -> Option<Table> {
        if material.piece_count() != 3 || material.has_pawns() {
            return None;
        }
        let mut kings = Tables::new();
        kings.insert(self.in_memory(Material::KINGS, &Tables::new()).ok()?);
        let table = self.in_memory(material, &kings).ok()?;
        let stats = Stats::of(&table);
        a1h8::Color::ALL
            .iter()
            .all(|&turn| {
                let (wins, _, losses) = stats.side(turn).wdl();
                wins == 0 && losses == 0
            })
            .then_some(table)
    }

    /// Loads `material` and the endings it leads into directly: what
    /// verifying it reads.
    ///
    /// # Errors
    ///
    /// A missing or bad file.
    pub fn load_with_successors(&mut self, material: Material) -> Result<(), TablebaseError> {
        self.load(material)?;
        for needed in self.successors(material) {
            self.load(needed)?;
        }
        Ok(())
    }

    /// Opens the file of the table of `material` (stored orientation) for
    /// probing if it is not loaded or opened yet: its header alone is
    /// read, and its blocks as probes need them (kept in the set's cache,
    /// [`set_cache_bytes`](Tablebase::set_cache_bytes)). Two bare kings,
    /// and a trivial ending whose file is missing, are made in memory as
    /// [`load`](Tablebase::load) makes them. A file that leaves a side to
    /// move out has the endings it leads into opened too, and theirs: a
    /// position of that side is derived from its moves.
    ///
    /// # Errors
    ///
    /// No file (of an ending not trivial), or one whose header is bad (of
    /// another game, board or rules, truncated, corrupted); a bad block is
    /// found by the probe that reads it.
    pub fn open(&mut self, material: Material) -> Result<(), TablebaseError> {
        let material = material.normalized().0;
        if self.tables.holds(material) {
            return Ok(());
        }
        if material == Material::KINGS {
            return self.load(material).map(|_| ());
        }
        let indexer = self.indexer(material)?;
        match PagedTable::open(&self.dir, &self.game, material, indexer.len()) {
            Ok(file) => {
                let left_out = file.left_out().is_some();
                self.tables.insert_file(Opened { indexer, file });
                if left_out {
                    // Its side left out is derived from its moves, which
                    // read the endings it leads into, and so on down.
                    for successor in self.successors(material) {
                        self.open(successor)?;
                    }
                }
                Ok(())
            }
            // No table of a1h8's: Syzygy's files if the directory has
            // them (they read the endings a position leads into
            // themselves), else a trivial ending made in memory.
            Err(error) if error.kind.is_not_found() => {
                if self.reads_syzygy(material) {
                    return Ok(());
                }
                let syzygy_dir = self.tables.syzygy().is_some();
                match self.load(material).map(|_| ()) {
                    // A directory of Syzygy's files: say theirs is missing.
                    Err(TablebaseError::File(error)) if error.kind.is_not_found() && syzygy_dir => {
                        Err(ProbeError::Syzygy(SyzygyError::Missing {
                            file: format!("{material}.rtbw"),
                        })
                        .into())
                    }
                    loaded => loaded,
                }
            }
            Err(error) => Err(error.into()),
        }
    }

    /// Opens `material` and the endings it leads into directly: what
    /// probing its positions and their moves reads.
    ///
    /// # Errors
    ///
    /// As [`open`](Tablebase::open).
    pub fn open_with_successors(&mut self, material: Material) -> Result<(), TablebaseError> {
        self.open(material)?;
        for needed in self.successors(material) {
            self.open(needed)?;
        }
        Ok(())
    }

    /// The bytes of decompressed blocks kept for later probes, at most
    /// ([`Tables::cache_bytes`]): [`Tables::DEFAULT_CACHE_BYTES`] unless
    /// set.
    pub fn cache_bytes(&self) -> u64 {
        self.tables.cache_bytes()
    }

    /// Sets the bytes of blocks kept for later probes
    /// ([`Tables::set_cache_bytes`]).
    pub fn set_cache_bytes(&mut self, bytes: u64) {
        self.tables.set_cache_bytes(bytes);
    }

    /// Checks, before any work, that every table of the plan of `targets`
    /// whose file is there (and is this game's table) holds what a
    /// generation with the [metrics](Tablebase::metrics) set needs of it,
    /// as [`generate`](Tablebase::generate) would find it on reaching it:
    /// reading the headers alone, quick for any plan. Tables loaded
    /// already are checked too.
    ///
    /// # Errors
    ///
    /// [`TablebaseError::Lacking`] for the first that does not.
    pub fn check_present(&self, targets: &[Material]) -> Result<(), TablebaseError> {
        for material in self.plan(targets) {
            let held = match self.tables.get(material) {
                Some(table) => Some(table.metrics()),
                None => {
                    file::metrics_held(&self.dir, &self.game, material, self.index_size(material)?)
                }
            };
            if let Some(held) = held {
                let target = targets.iter().any(|t| t.normalized().0 == material);
                self.check_holds(material, target, held)?;
            }
        }
        Ok(())
    }

    /// Generates `targets` and the endings they lead into, smaller first,
    /// each written to its file, every one with the
    /// [metrics](Tablebase::metrics) set; endings whose file is there and
    /// valid are read instead, and a file there that is not this game's
    /// valid table is replaced ([`Event::Replacing`] says so). A table read
    /// must hold the metrics set if it is a target, and what the
    /// generation of the tables leading into it needs of it otherwise
    /// ([`Metrics::needed_of_successors`]): one that lacks some is an
    /// error ([`TablebaseError::Lacking`]), never generated again in its
    /// place. `progress` hears of each.
    /// While it makes a table it holds only the tables that one leads
    /// into, so that a large set takes the memory of its largest table and
    /// not of all ([`memory_to_generate`](Tablebase::memory_to_generate));
    /// the others are read again from their files when needed.
    ///
    /// Before it starts, the temporary files of generations that were
    /// killed while writing are removed ([`Event::RemovedStale`] says so);
    /// before it makes a table, its file is made under its temporary name,
    /// so that a directory that cannot take it is found before the work.
    ///
    /// # Errors
    ///
    /// A table that cannot be generated or written, or one there that
    /// lacks metrics.
    pub fn generate(
        &mut self,
        targets: &[Material],
        progress: impl FnMut(&Event),
    ) -> Result<(), TablebaseError> {
        self.generate_until(targets, progress, &AtomicBool::new(false))
    }

    /// [`generate`](Tablebase::generate), stopping soon after `stop` is set
    /// (from another thread: a signal's handler, a user's button) with
    /// [`TablebaseError::Stopped`]. The tables written before are kept;
    /// the one being made leaves no file, not even a temporary one.
    ///
    /// # Errors
    ///
    /// As [`generate`](Tablebase::generate), or stopped.
    pub fn generate_until(
        &mut self,
        targets: &[Material],
        mut progress: impl FnMut(&Event),
        stop: &AtomicBool,
    ) -> Result<(), TablebaseError> {
        if targets
            .iter()
            .any(|&target| target.normalized().0 == Material::KINGS)
        {
            progress(&Event::Trivial {
                material: Material::KINGS,
            });
        }
        // A table there that lacks what is needed: refused before the work.
        self.check_present(targets)?;
        let stale = file::remove_stale_temporaries(&self.dir);
        if !stale.is_empty() {
            progress(&Event::RemovedStale { paths: stale });
        }
        for material in self.plan(targets) {
            if stop.load(Ordering::Relaxed) {
                return Err(TablebaseError::Stopped);
            }
            // Only this table and those it leads into stay in memory.
            let needed = self.successors(material);
            self.tables
                .retain(|held| held == material || needed.contains(&held));
            // What a table read must hold: the metrics asked for a target,
            // what the larger tables' generation reads of the others.
            let target = targets.iter().any(|t| t.normalized().0 == material);
            let held = |tables: &Tables| tables.get(material).expect("loaded").metrics();
            if self.tables.contains(material) {
                self.check_holds(material, target, held(&self.tables))?;
                continue;
            }
            match self.load_or_make(material, false) {
                Ok(_) => {
                    self.check_holds(material, target, held(&self.tables))?;
                    progress(&Event::Present { material });
                    continue;
                }
                Err(TablebaseError::File(error)) if error.kind.is_not_found() => {}
                // Nothing to replace: a directory or a FIFO is not ours.
                Err(TablebaseError::File(
                    error @ FileError {
                        kind: file::FileErrorKind::NotAFile { .. },
                        ..
                    },
                )) => return Err(error.into()),
                Err(TablebaseError::File(error)) => {
                    // A bad file, or another game's: generated again, and
                    // the file replaced, said first.
                    progress(&Event::Replacing {
                        material,
                        reason: error.to_string(),
                    });
                }
                Err(error) => return Err(error),
            }
            for &successor in &needed {
                self.load(successor)?;
            }
            let index_size = self.index_size(material)?;
            // Where the table will go, checked before the work.
            let pending = Pending::new(&self.dir, material)?;
            progress(&Event::Start {
                material,
                index_size,
            });
            let start = std::time::Instant::now();
            let table = generate_with_progress(
                &self.template,
                material,
                &self.tables,
                self.metrics,
                |steps| {
                    progress(&Event::Progress {
                        material,
                        progress: steps,
                    });
                    if stop.load(Ordering::Relaxed) {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                },
            )
            .map_err(|error| match error {
                GenerateError::Stopped => TablebaseError::Stopped,
                error => TablebaseError::Generate { material, error },
            })?;
            let seconds = start.elapsed().as_secs_f64();
            // Ctrl-C while the file is compressed stops it too.
            let (path, bytes) = pending
                .write(&self.game, &table, self.one_side, stop)?
                .ok_or(TablebaseError::Stopped)?;
            self.tables.insert(table);
            progress(&Event::Written {
                material,
                path,
                bytes,
                seconds,
            });
        }
        Ok(())
    }

    /// That the table of `material`, which holds `held`, holds what a
    /// generation needs of it: the metrics set if it is a `target`, what
    /// the larger tables' generation reads of it otherwise.
    fn check_holds(
        &self,
        material: Material,
        target: bool,
        held: Metrics,
    ) -> Result<(), TablebaseError> {
        let wanted = if target {
            self.metrics
        } else {
            self.metrics.needed_of_successors()
        };
        if held.contains_all(wanted) {
            return Ok(());
        }
        Err(TablebaseError::Lacking {
            path: self.path(material),
            material,
            held,
            needed: wanted,
            asked: self.metrics,
            target,
        })
    }

    /// Checks that the tables `position` is read in hold every metric of
    /// `wanted` ([`Tables::require`]), opening them as needed
    /// ([`open`](Tablebase::open)).
    ///
    /// # Errors
    ///
    /// [`TablebaseError::MissingMetric`] naming the first table that lacks
    /// one (its file) and the metric; a missing or bad file.
    pub fn require(&mut self, position: &G, wanted: Metrics) -> Result<(), TablebaseError> {
        self.open_with_successors(material_of(position))?;
        self.tables
            .require(position, wanted)
            .map_err(|error| match error {
                ProbeError::MissingMetric {
                    material,
                    metric,
                    held,
                } => TablebaseError::MissingMetric {
                    path: self.path(material),
                    material,
                    metric,
                    held,
                },
                error => error.into(),
            })
    }

    /// The values of `position`, its table and those of its moves opened as
    /// needed ([`open`](Tablebase::open)); the metrics its table lacks
    /// absent.
    ///
    /// # Errors
    ///
    /// A missing or bad file, or a position no table holds.
    pub fn probe(&mut self, position: &G) -> Result<Values, TablebaseError> {
        self.open_with_successors(material_of(position))?;
        Ok(self.tables.probe(position)?)
    }

    /// Every legal move of `position` with the values of the position it
    /// leads to.
    ///
    /// # Errors
    ///
    /// As [`probe`](Tablebase::probe).
    pub fn probe_moves(&mut self, position: &G) -> Result<Vec<(G::Move, Values)>, TablebaseError> {
        self.open_with_successors(material_of(position))?;
        Ok(self.tables.probe_moves(position)?)
    }

    /// `position` probed at the root, its halfmove clock `halfmove_clock`
    /// ([`Tables::probe_root`]): its values and its moves ranked, its
    /// table and those of its moves opened as needed.
    ///
    /// # Errors
    ///
    /// As [`probe`](Tablebase::probe).
    pub fn probe_root(
        &mut self,
        position: &G,
        halfmove_clock: u32,
    ) -> Result<Root<G::Move>, TablebaseError> {
        self.open_with_successors(material_of(position))?;
        Ok(self.tables.probe_root(position, halfmove_clock)?)
    }

    /// Verifies the table of `material` (loading it and the tables it
    /// leads into).
    ///
    /// # Errors
    ///
    /// A missing or bad file, or a value its successors contradict.
    pub fn verify(&mut self, material: Material) -> Result<Verified, TablebaseError> {
        self.verify_until(material, &AtomicBool::new(false))
    }

    /// [`verify`](Tablebase::verify), stopping soon after `stop` is set
    /// (from another thread) with [`TablebaseError::Stopped`].
    ///
    /// # Errors
    ///
    /// As [`verify`](Tablebase::verify), or stopped.
    pub fn verify_until(
        &mut self,
        material: Material,
        stop: &AtomicBool,
    ) -> Result<Verified, TablebaseError> {
        let material = material.normalized().0;
        self.load_with_successors(material)?;
        let table = self.tables.get(material).expect("loaded");
        verify_until(&self.template, table, &self.tables, stop).map_err(|error| match error {
            VerifyError::Stopped => TablebaseError::Stopped,
            error => TablebaseError::Verify { material, error },
        })
    }
}
