//! A perft split into work units: the distinct positions a number of plies
//! from the root, each with the number of move sequences that reach it.

use std::collections::HashMap;
use std::collections::TryReserveError;
use std::fmt;

use a1h8::{Game, Position, for_each_position_at};

use crate::check::SplitId;
use crate::units_file::GameFault;

/// One work unit: a distinct position after the split's plies, of chess
/// (the default) or of any [`Game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit<G = Position> {
    /// 0, 1, ... in the order the depth-first walk first reaches the
    /// position.
    pub id: usize,
    /// The position, its clocks cleared ([`Game::without_clocks`]).
    pub position: G,
    /// How many move sequences from the root reach it, at least 1.
    pub multiplicity: u64,
    /// The depth left to count from it.
    pub depth: u32,
}

impl<G: Game> Unit<G> {
    /// The position's Zobrist hash, which the files carry beside its FEN.
    pub fn hash(&self) -> u64 {
        self.position.zobrist()
    }
}

/// A perft of `depth` from `root` split at ply `at` into units: of chess
/// (the default) or of any [`Game`], such as a variant's
/// [`VariantPosition`](a1h8::variant::VariantPosition).
#[derive(Clone, Debug)]
pub struct Split<G = Position> {
    root: G,
    depth: u32,
    at: u32,
    units: Vec<Unit<G>>,
    /// The sections of a `variants.ini` that define the game, empty for
    /// a game built into a1h8.
    ini: String,
    /// The identifier of game, root, depth and ply, computed once.
    id: SplitId,
}

/// Why a split could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitError {
    /// The units would be deeper than the perft.
    AtDeeperThanDepth {
        /// The ply asked for.
        at: u32,
        /// The depth of the perft.
        depth: u32,
    },
    /// The memory for the units could not be had.
    OutOfMemory {
        /// How many distinct positions were held when it failed.
        positions: usize,
        /// How many bytes were asked for then.
        bytes: usize,
    },
    /// The `variants.ini` definition given is not that of the root's game
    /// ([`Split::with_ini`]).
    Game(GameFault),
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SplitError::AtDeeperThanDepth { at, depth } => write!(
                f,
                "--at {at} is deeper than --depth {depth}: the units are the positions after \
                 --at plies, each counted to the depth left"
            ),
            SplitError::Game(ref fault) => fault.fmt(f),
            SplitError::OutOfMemory { positions, bytes } => write!(
                f,
                "out of memory: cannot allocate {} for the units of the split, holding {} \
                 distinct positions; take the units at a smaller --at",
                Bytes(bytes),
                positions
            ),
        }
    }
}

impl std::error::Error for SplitError {}

/// A number of bytes, written in the largest binary unit that keeps it
/// at least 1.
#[derive(Clone, Copy, Debug)]
pub struct Bytes(pub usize);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const UNITS: [&str; 5] = ["bytes", "KiB", "MiB", "GiB", "TiB"];
        let mut value = self.0 as f64;
        let mut unit = 0;
        while value >= 1024.0 && unit + 1 < UNITS.len() {
            value /= 1024.0;
            unit += 1;
        }
        if unit == 0 {
            write!(f, "{} bytes", self.0)
        } else {
            write!(f, "{value:.1} {}", UNITS[unit])
        }
    }
}

impl<G: Game> Split<G> {
    /// Splits the perft of `depth` from `root` at ply `at`: the distinct
    /// positions (clocks aside) at the end of the move sequences of `at`
    /// plies, each with the number of sequences reaching it, numbered in
    /// the order the depth-first walk of [`for_each_position_at`] first
    /// reaches them. The memory is asked for fallibly: a split too large
    /// for the machine is [`SplitError::OutOfMemory`], not an abort.
    ///
    /// ```
    /// use a1h8::{Position, perft};
    /// use a1h8_units::Split;
    ///
    /// let split = Split::new(&Position::starting(), 5, 3)?;
    /// assert_eq!(split.units().len(), 5_362); // of 8,902 sequences
    /// let total: u64 = split
    ///     .units()
    ///     .iter()
    ///     .map(|unit| unit.multiplicity * perft(&unit.position, unit.depth))
    ///     .sum();
    /// assert_eq!(total, perft(&Position::starting(), 5));
    /// # Ok::<(), a1h8_units::SplitError>(())
    /// ```
    ///
    /// Any game's, for example Capablanca chess's:
    ///
    /// ```
    /// use a1h8::perft;
    /// use a1h8::variant::{CAPABLANCA, VariantPosition};
    /// use a1h8_units::Split;
    ///
    /// let start = VariantPosition::start(&CAPABLANCA)?;
    /// let split = Split::new(&start, 3, 2)?;
    /// let total: u64 = split.units().iter().map(|u| u.multiplicity * perft(&u.position, u.depth)).sum();
    /// assert_eq!(total, 25_228);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(root: &G, depth: u32, at: u32) -> Result<Split<G>, SplitError> {
        if at > depth {
            return Err(SplitError::AtDeeperThanDepth { at, depth });
        }
        let mut ids: HashMap<G, usize> = HashMap::new();
        let mut units: Vec<Unit<G>> = Vec::new();
        let mut failure = None;
        for_each_position_at(root, at, |position| {
            if failure.is_some() {
                return;
            }
            let position = position.without_clocks();
            if let Some(&id) = ids.get(&position) {
                units[id].multiplicity += 1;
                return;
            }
            if let Err(error) = room_for_one_more(&mut ids, &mut units) {
                failure = Some(error);
                return;
            }
            let id = units.len();
            ids.insert(position.clone(), id);
            units.push(Unit {
                id,
                position,
                multiplicity: 1,
                depth: depth - at,
            });
        });
        match failure {
            Some(error) => Err(error),
            None => Ok(Split::from_parts(
                root.clone(),
                depth,
                at,
                units,
                String::new(),
            )),
        }
    }

    /// The split of these parts, its identifier computed.
    pub(crate) fn from_parts(
        root: G,
        depth: u32,
        at: u32,
        units: Vec<Unit<G>>,
        ini: String,
    ) -> Split<G> {
        let id = SplitId::of(
            root.game_name(),
            root.rules_digest(),
            &root.to_string(),
            depth,
            at,
        );
        Split {
            root,
            depth,
            at,
            units,
            ini,
            id,
        }
    }

    /// This split of a game read from a `variants.ini`, carrying `ini`, the
    /// sections that define it ([`a1h8::variant::ini_definition`]), so
    /// that its units file names the game fully and reads where the
    /// `variants.ini` is not. The definition must read as a variant of the
    /// root's name and rules: [`SplitError::Game`] otherwise.
    ///
    /// ```
    /// use a1h8::variant::{Variant, VariantPosition, ini_definition};
    /// use a1h8_units::{Split, UnitsGame};
    ///
    /// let ini = "[grandish:capablanca]\nmaxRank = 10\ncastling = false\n\
    ///            startFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1\n";
    /// let variant = Variant::from_ini(ini, "grandish")?;
    /// let start = VariantPosition::start(&variant)?;
    /// let definition = ini_definition(ini, "grandish")?.to_string();
    /// let split = Split::new(&start, 2, 1)?.with_ini(definition)?;
    /// // The file alone names the game, and rebuilds it.
    /// let units = split.units_file();
    /// let game = UnitsGame::of_units_file(&units)?;
    /// assert_eq!((game.name(), game.rules()), ("grandish", variant.rules_digest()));
    /// assert_eq!(game.variant()?, Some(variant));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_ini(self, ini: String) -> Result<Split<G>, SplitError> {
        let (name, rules) = (self.root.game_name(), self.root.rules_digest());
        crate::units_file::game_of(name, rules, &ini).map_err(SplitError::Game)?;
        Ok(Split { ini, ..self })
    }

    /// The sections of a `variants.ini` that define the game
    /// ([`with_ini`](Split::with_ini)), empty for a game built into a1h8.
    pub fn ini(&self) -> &str {
        &self.ini
    }

    /// The identifier of this split, which every line of its files names.
    pub fn id(&self) -> SplitId {
        self.id
    }

    /// The position the perft is of.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// The depth of the whole perft.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The ply the units are taken at, at most the depth.
    pub fn at(&self) -> u32 {
        self.at
    }

    /// The units, numbered from 0 in order.
    pub fn units(&self) -> &[Unit<G>] {
        &self.units
    }
}

/// Makes room for one more unit in the map and the list, doubling either
/// when it is full; the bytes asked for when that fails.
fn room_for_one_more<G: Game>(
    ids: &mut HashMap<G, usize>,
    units: &mut Vec<Unit<G>>,
) -> Result<(), SplitError> {
    let positions = units.len();
    let failed =
        |bytes: usize| move |_: TryReserveError| SplitError::OutOfMemory { positions, bytes };
    if ids.len() == ids.capacity() {
        let more = ids.capacity().max(1024);
        // A hash map's table holds its entries and a byte of control each,
        // with room to spare (at most 7/8 full).
        let bytes = (ids.capacity() + more) * 8 / 7 * (size_of::<(G, usize)>() + 1);
        ids.try_reserve(more).map_err(failed(bytes))?;
    }
    if units.len() == units.capacity() {
        let more = units.capacity().max(1024);
        let bytes = (units.capacity() + more) * size_of::<Unit<G>>();
        units.try_reserve_exact(more).map_err(failed(bytes))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use a1h8::perft;

    #[test]
    fn units_add_up_to_the_perft() {
        let kiwipete = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        for root in [Position::starting(), kiwipete] {
            for at in 0..=3 {
                let split = Split::new(&root, 4, at).unwrap();
                let sequences: u64 = split.units().iter().map(|u| u.multiplicity).sum();
                assert_eq!(sequences, perft(&root, at));
                let total: u64 = split
                    .units()
                    .iter()
                    .map(|u| u.multiplicity * perft(&u.position, u.depth))
                    .sum();
                assert_eq!(total, perft(&root, 4), "at {at}");
                for (i, unit) in split.units().iter().enumerate() {
                    assert_eq!(unit.id, i);
                    assert_eq!(unit.depth, 4 - at);
                }
            }
        }
    }

    #[test]
    fn at_deeper_than_depth_is_an_error() {
        assert_eq!(
            Split::new(&Position::starting(), 2, 3).unwrap_err(),
            SplitError::AtDeeperThanDepth { at: 3, depth: 2 }
        );
    }

    #[test]
    fn bytes_are_written_in_binary_units() {
        assert_eq!(Bytes(512).to_string(), "512 bytes");
        assert_eq!(Bytes(1536).to_string(), "1.5 KiB");
        assert_eq!(Bytes(3 << 30).to_string(), "3.0 GiB");
    }
}
