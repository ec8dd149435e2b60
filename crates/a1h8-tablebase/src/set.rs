//! A tablebase on disk: the tables of one game in one directory, loaded
//! as positions need them, generated smaller endings first.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use a1h8::Endgame;

use crate::Material;
use crate::file::{self, FileError, GameId, Pending};
use crate::generator::{GenerateError, Progress, generate_with_progress};
use crate::index::Indexer;
use crate::key::material_of;
use crate::probe::ProbeError;
use crate::table::{Table, Tables};
use crate::value::Values;
use crate::verify::{Verified, VerifyError, verify_until};

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
        }
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

    /// The bytes of memory generating `material` takes at most: its codes
    /// and work (the generator's `BYTES_PER_INDEX` bytes an index) and
    /// the tables it leads into directly (8 bytes an index), the only ones
    /// [`generate`](Tablebase::generate) holds while it makes it. Quick
    /// for any ending (no indexer is built).
    ///
    /// # Errors
    ///
    /// An ending that cannot be indexed.
    pub fn memory_to_generate(&self, material: Material) -> Result<u64, TablebaseError> {
        let mut bytes = self
            .index_size(material)?
            .saturating_mul(crate::generator::BYTES_PER_INDEX);
        for successor in self.successors(material) {
            bytes = bytes.saturating_add(self.index_size(successor)?.saturating_mul(8));
        }
        Ok(bytes)
    }

    /// Loads the table of `material` (stored orientation) from its file if
    /// not loaded yet. The table of two bare kings, every position a draw,
    /// has no file: it is made in memory (a few thousand positions).
    ///
    /// # Errors
    ///
    /// No file, or a bad one (of another game, board or rules, truncated,
    /// corrupted).
    pub fn load(&mut self, material: Material) -> Result<&Table, TablebaseError> {
        let material = material.normalized().0;
        if !self.tables.contains(material) {
            let table = if material == Material::KINGS {
                generate_with_progress(&self.template, material, &Tables::new(), |_| {
                    ControlFlow::Continue(())
                })
                .map_err(|error| TablebaseError::Generate { material, error })?
            } else {
                let indexer = self.indexer(material)?;
                file::read(&self.dir, &self.game, material, indexer)?
            };
            self.tables.insert(table);
        }
        Ok(self.tables.get(material).expect("just loaded"))
    }

    /// Loads `material` and the endings it leads into directly: what
    /// probing its positions and their moves, or verifying it, reads.
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

    /// Generates `targets` and the endings they lead into, smaller first,
    /// each written to its file; endings whose file is there and valid are
    /// read instead, and a file there that is not this game's valid table
    /// is replaced ([`Event::Replacing`] says so). `progress` hears of each.
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
    /// A table that cannot be generated or written.
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
            if self.tables.contains(material) {
                continue;
            }
            match self.load(material) {
                Ok(_) => {
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
            let table = generate_with_progress(&self.template, material, &self.tables, |steps| {
                progress(&Event::Progress {
                    material,
                    progress: steps,
                });
                if stop.load(Ordering::Relaxed) {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .map_err(|error| match error {
                GenerateError::Stopped => TablebaseError::Stopped,
                error => TablebaseError::Generate { material, error },
            })?;
            let seconds = start.elapsed().as_secs_f64();
            let (path, bytes) = pending.write(&self.game, &table)?;
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

    /// The values of `position`, its table and those of its moves loaded as
    /// needed.
    ///
    /// # Errors
    ///
    /// A missing or bad file, or a position no table holds.
    pub fn probe(&mut self, position: &G) -> Result<Values, TablebaseError> {
        self.load_with_successors(material_of(position))?;
        Ok(self.tables.probe(position)?)
    }

    /// Every legal move of `position` with the values of the position it
    /// leads to.
    ///
    /// # Errors
    ///
    /// As [`probe`](Tablebase::probe).
    pub fn probe_moves(&mut self, position: &G) -> Result<Vec<(G::Move, Values)>, TablebaseError> {
        self.load_with_successors(material_of(position))?;
        Ok(self.tables.probe_moves(position)?)
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
