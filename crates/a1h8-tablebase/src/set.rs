//! A tablebase on disk: the tables of one game in one directory, loaded
//! as positions need them, generated smaller endings first.

use std::path::{Path, PathBuf};

use a1h8::Endgame;

use crate::Material;
use crate::file::{self, FileError};
use crate::generate::{GenerateError, generate_with_progress};
use crate::index::Indexer;
use crate::probe::ProbeError;
use crate::table::{Table, Tables};
use crate::value::Values;
use crate::verify::{Verified, VerifyError, verify};

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
        progress: crate::generate::Progress,
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

/// The name of the folder of a game's tables: the game's name, each
/// character but ASCII letters, digits, `-` and `_` written `_`
/// (`capablanca`, `my_variant`).
pub fn game_folder(game: &str) -> String {
    game.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The tables of the game of a template position, in a directory.
pub struct Tablebase<G> {
    template: G,
    dir: PathBuf,
    tables: Tables,
}

impl<G: Endgame + Sync> Tablebase<G> {
    /// The tablebase of `template`'s game (its rules and board) in `dir`,
    /// no table loaded yet: chess's tables in `dir` itself, another game's
    /// in the folder of `dir` named after it ([`game_folder`]), so that the
    /// tables of different games never mix (each file's header names its
    /// game and board besides).
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
            template,
            dir,
            tables: Tables::new(),
        }
    }

    /// The directory of the game's table files.
    pub fn dir(&self) -> &Path {
        &self.dir
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
    /// of a generation.
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
    pub fn endings_of(&self, pieces: usize) -> Vec<Material> {
        let kinds: Vec<a1h8::PieceKind> = self
            .template
            .piece_kinds()
            .iter()
            .filter(|&kind| kind != a1h8::PieceKind::King)
            .collect();
        Material::all_with(pieces, &kinds)
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

    /// The bytes of memory generating `material` takes at most: its codes
    /// and work ([`BYTES_PER_INDEX`](crate::generate::BYTES_PER_INDEX)) and
    /// the tables it leads into directly (8 bytes an index), the only ones
    /// [`generate`](Tablebase::generate) holds while it makes it.
    ///
    /// # Errors
    ///
    /// An ending that cannot be indexed.
    pub fn memory_to_generate(&self, material: Material) -> Result<u64, TablebaseError> {
        let mut bytes = self
            .indexer(material)?
            .len()
            .saturating_mul(crate::generate::BYTES_PER_INDEX);
        for successor in self.successors(material) {
            bytes = bytes.saturating_add(self.indexer(successor)?.len().saturating_mul(8));
        }
        Ok(bytes)
    }

    /// Loads the table of `material` (stored orientation) from its file if
    /// not loaded yet.
    ///
    /// # Errors
    ///
    /// No file, or a bad one.
    pub fn load(&mut self, material: Material) -> Result<&Table, TablebaseError> {
        let material = material.normalized().0;
        if !self.tables.contains(material) {
            let indexer = self.indexer(material)?;
            let table = file::read(
                &self.dir,
                self.template.game_name(),
                self.template.board_size(),
                material,
                indexer,
            )?;
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
    /// read instead. `progress` hears of each. While it makes a table it
    /// holds only the tables that one leads into, so that a large set takes
    /// the memory of its largest table and not of all
    /// ([`memory_to_generate`](Tablebase::memory_to_generate)); the others
    /// are read again from their files when needed.
    ///
    /// # Errors
    ///
    /// A table that cannot be generated or written.
    pub fn generate(
        &mut self,
        targets: &[Material],
        mut progress: impl FnMut(&Event),
    ) -> Result<(), TablebaseError> {
        for material in self.plan(targets) {
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
                Err(TablebaseError::File(_)) => {
                    // No file, or a bad or another table's: generated, and
                    // the file replaced.
                }
                Err(error) => return Err(error),
            }
            for &successor in &needed {
                self.load(successor)?;
            }
            let index_size = self.indexer(material)?.len();
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
            })
            .map_err(|error| TablebaseError::Generate { material, error })?;
            let seconds = start.elapsed().as_secs_f64();
            let (path, bytes) = file::write(&self.dir, self.template.game_name(), &table)?;
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
        let material = material.normalized().0;
        self.load_with_successors(material)?;
        let table = self.tables.get(material).expect("loaded");
        verify(&self.template, table, &self.tables)
            .map_err(|error| TablebaseError::Verify { material, error })
    }
}

/// The ending of `position`'s pieces, in stored orientation.
pub fn material_of<G: Endgame>(position: &G) -> Material {
    let (pieces, len) = crate::generate::pieces_of(position);
    pieces[..len]
        .iter()
        .filter(|(_, piece)| piece.kind != a1h8::PieceKind::King)
        .fold(Material::KINGS, |material, &(_, piece)| {
            material.with(piece, 1)
        })
        .normalized()
        .0
}
