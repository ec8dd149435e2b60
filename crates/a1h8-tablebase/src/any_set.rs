//! The tables of a game of any kind ([`AnyGame`]): a [`Tablebase`] of the
//! concrete game inside, chosen once when it is made, so that the
//! generator, the verifier and the probes run compiled for that game (as
//! fast as a `Tablebase<Position>`), while a front end holds one value
//! whatever the game.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use a1h8::variant::VariantPosition;
use a1h8::{AnyGame, AnyMove, Position};

use crate::Material;
use crate::metrics::Metrics;
use crate::root::Root;
use crate::set::{Event, Tablebase, TablebaseError};
use crate::table::{Table, Tables};
use crate::value::Values;
use crate::verify::Verified;

/// The tables of chess or of a variant, in one directory.
///
/// ```
/// use std::path::Path;
/// use a1h8::{Rules, Game};
/// use a1h8_tablebase::AnyTablebase;
///
/// let gardner = Rules::named("gardner").unwrap().start()?;
/// let mut tables = AnyTablebase::new(gardner, Path::new("target/doc-any-tables"));
/// tables.generate(&["KQvK".parse()?], |_| {})?;
/// let position = Rules::named("gardner").unwrap().from_fen("5/5/1k3/5/K1Q2 w - - 0 1")?;
/// assert_eq!(tables.probe(&position)?.dtm, Some(9));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub enum AnyTablebase<'v> {
    /// Chess's tables.
    Chess(Tablebase<Position>),
    /// A variant's.
    Variant(Tablebase<VariantPosition<'v>>),
}

/// `$body` with `$tables` the tablebase `$any` holds, of either game.
macro_rules! each {
    ($any:expr, $tables:ident => $body:expr) => {
        match $any {
            AnyTablebase::Chess($tables) => $body,
            AnyTablebase::Variant($tables) => $body,
        }
    };
}

impl<'v> AnyTablebase<'v> {
    /// The tablebase of `template`'s game in `dir` ([`Tablebase::new`]).
    pub fn new(template: AnyGame<'v>, dir: &Path) -> AnyTablebase<'v> {
        match template {
            AnyGame::Chess(position) => AnyTablebase::Chess(Tablebase::new(position, dir)),
            AnyGame::Variant(position) => AnyTablebase::Variant(Tablebase::new(position, dir)),
        }
    }

    /// The game's template position.
    pub fn template(&self) -> AnyGame<'v> {
        match self {
            AnyTablebase::Chess(tables) => AnyGame::Chess(*tables.template()),
            AnyTablebase::Variant(tables) => AnyGame::Variant(*tables.template()),
        }
    }

    /// [`Tablebase::dir`].
    pub fn dir(&self) -> &Path {
        each!(self, tables => tables.dir())
    }

    /// [`Tablebase::path`].
    pub fn path(&self, material: Material) -> PathBuf {
        each!(self, tables => tables.path(material))
    }

    /// [`Tablebase::tables`].
    pub fn tables(&self) -> &Tables {
        each!(self, tables => tables.tables())
    }

    /// [`Tablebase::metrics`].
    pub fn metrics(&self) -> Metrics {
        each!(self, tables => tables.metrics())
    }

    /// [`Tablebase::set_metrics`].
    pub fn set_metrics(&mut self, metrics: Metrics) {
        each!(self, tables => tables.set_metrics(metrics))
    }

    /// [`Tablebase::plan`].
    pub fn plan(&self, targets: &[Material]) -> Vec<Material> {
        each!(self, tables => tables.plan(targets))
    }

    /// [`Tablebase::successors`].
    pub fn successors(&self, material: Material) -> Vec<Material> {
        each!(self, tables => tables.successors(material))
    }

    /// [`Tablebase::endings_of`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::endings_of`].
    pub fn endings_of(&self, pieces: usize) -> Result<Vec<Material>, TablebaseError> {
        each!(self, tables => tables.endings_of(pieces))
    }

    /// [`Tablebase::index_size`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::index_size`].
    pub fn index_size(&self, material: Material) -> Result<u64, TablebaseError> {
        each!(self, tables => tables.index_size(material))
    }

    /// [`Tablebase::memory_to_generate`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::memory_to_generate`].
    pub fn memory_to_generate(&self, material: Material) -> Result<u64, TablebaseError> {
        each!(self, tables => tables.memory_to_generate(material))
    }

    /// [`Tablebase::load`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::load`].
    pub fn load(&mut self, material: Material) -> Result<&Table, TablebaseError> {
        each!(self, tables => tables.load(material))
    }

    /// [`Tablebase::open`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::open`].
    pub fn open(&mut self, material: Material) -> Result<(), TablebaseError> {
        each!(self, tables => tables.open(material))
    }

    /// [`Tablebase::cache_bytes`].
    pub fn cache_bytes(&self) -> u64 {
        each!(self, tables => tables.cache_bytes())
    }

    /// [`Tablebase::set_cache_bytes`].
    pub fn set_cache_bytes(&mut self, bytes: u64) {
        each!(self, tables => tables.set_cache_bytes(bytes))
    }

    /// [`Tablebase::reads_syzygy`].
    pub fn reads_syzygy(&mut self, material: Material) -> bool {
        each!(self, tables => tables.reads_syzygy(material))
    }

    /// [`Tablebase::one_side`].
    pub fn one_side(&self) -> bool {
        each!(self, tables => tables.one_side())
    }

    /// [`Tablebase::set_one_side`].
    pub fn set_one_side(&mut self, one_side: bool) {
        each!(self, tables => tables.set_one_side(one_side))
    }

    /// [`Tablebase::check_present`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::check_present`].
    pub fn check_present(&self, targets: &[Material]) -> Result<(), TablebaseError> {
        each!(self, tables => tables.check_present(targets))
    }

    /// [`Tablebase::generate`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::generate`].
    pub fn generate(
        &mut self,
        targets: &[Material],
        progress: impl FnMut(&Event),
    ) -> Result<(), TablebaseError> {
        each!(self, tables => tables.generate(targets, progress))
    }

    /// [`Tablebase::generate_until`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::generate_until`].
    pub fn generate_until(
        &mut self,
        targets: &[Material],
        progress: impl FnMut(&Event),
        stop: &AtomicBool,
    ) -> Result<(), TablebaseError> {
        each!(self, tables => tables.generate_until(targets, progress, stop))
    }

    /// [`Tablebase::verify`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::verify`].
    pub fn verify(&mut self, material: Material) -> Result<Verified, TablebaseError> {
        each!(self, tables => tables.verify(material))
    }

    /// [`Tablebase::verify_until`].
    ///
    /// # Errors
    ///
    /// As [`Tablebase::verify_until`].
    pub fn verify_until(
        &mut self,
        material: Material,
        stop: &AtomicBool,
    ) -> Result<Verified, TablebaseError> {
        each!(self, tables => tables.verify_until(material, stop))
    }

    /// [`Tablebase::probe`] of a position of the game.
    ///
    /// # Errors
    ///
    /// As [`Tablebase::probe`], or a position of another game.
    pub fn probe(&mut self, position: &AnyGame<'v>) -> Result<Values, TablebaseError> {
        match (self, position) {
            (AnyTablebase::Chess(tables), AnyGame::Chess(position)) => tables.probe(position),
            (AnyTablebase::Variant(tables), AnyGame::Variant(position)) => tables.probe(position),
            _ => Err(TablebaseError::OtherGame),
        }
    }

    /// [`Tablebase::require`] of a position of the game.
    ///
    /// # Errors
    ///
    /// As [`Tablebase::require`], or a position of another game.
    pub fn require(
        &mut self,
        position: &AnyGame<'v>,
        wanted: Metrics,
    ) -> Result<(), TablebaseError> {
        match (self, position) {
            (AnyTablebase::Chess(tables), AnyGame::Chess(position)) => {
                tables.require(position, wanted)
            }
            (AnyTablebase::Variant(tables), AnyGame::Variant(position)) => {
                tables.require(position, wanted)
            }
            _ => Err(TablebaseError::OtherGame),
        }
    }

    /// [`Tablebase::probe_root`] of a position of the game.
    ///
    /// # Errors
    ///
    /// As [`Tablebase::probe_root`], or a position of another game.
    pub fn probe_root(
        &mut self,
        position: &AnyGame<'v>,
        halfmove_clock: u32,
    ) -> Result<Root<AnyMove>, TablebaseError> {
        match (self, position) {
            (AnyTablebase::Chess(tables), AnyGame::Chess(position)) => Ok(tables
                .probe_root(position, halfmove_clock)?
                .map(AnyMove::Chess)),
            (AnyTablebase::Variant(tables), AnyGame::Variant(position)) => Ok(tables
                .probe_root(position, halfmove_clock)?
                .map(AnyMove::Variant)),
            _ => Err(TablebaseError::OtherGame),
        }
    }

    /// [`Tablebase::probe_moves`] of a position of the game.
    ///
    /// # Errors
    ///
    /// As [`Tablebase::probe_moves`], or a position of another game.
    pub fn probe_moves(
        &mut self,
        position: &AnyGame<'v>,
    ) -> Result<Vec<(AnyMove, Values)>, TablebaseError> {
        match (self, position) {
            (AnyTablebase::Chess(tables), AnyGame::Chess(position)) => Ok(tables
                .probe_moves(position)?
                .into_iter()
                .map(|(mv, values)| (AnyMove::Chess(mv), values))
                .collect()),
            (AnyTablebase::Variant(tables), AnyGame::Variant(position)) => Ok(tables
                .probe_moves(position)?
                .into_iter()
                .map(|(mv, values)| (AnyMove::Variant(mv), values))
                .collect()),
            _ => Err(TablebaseError::OtherGame),
        }
    }
}
