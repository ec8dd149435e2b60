//! Retrograde generation on the index: every position's DTM, then its DTZ
//! (or the metrics asked for alone), solved level by level without
//! building a position.
//!
//! # The method
//!
//! A level's positions reach each other by *reversible* moves (no
//! capture, no pawn move): those are the only moves inside it. Every other
//! move leaves it, into a smaller ending or a level of more advanced
//! pawns, whose values are known already: an *exit*.
//!
//! The positions are never built: a placement (the squares of the pieces,
//! [`Indexer::decode`]) and the squares each piece reaches over the
//! occupancy ([`Endgame::reach`](a1h8::Endgame::reach)) give checks and
//! moves ([`moves`]); a move inside the level changes one digit of the
//! index ([`Indexer::moved`]), and the moves that led to a position are
//! found the same way ([`take_back`]). Each position and side to move has
//! one 16-bit word per pass, the table's own column, which holds the
//! pass's state while it works ([`state`]).
//!
//! Each metric is solved by a pass over every level ([`passes`]), only
//! those the metrics asked for need:
//!
//! 1. **Start**: the exits of each position are looked up once, in the
//!    smaller tables or the levels solved already (an en passant capture
//!    after a double step included): a position with a winning exit wins
//!    by then unless it finds quicker; one whose exits all lose and which
//!    has no move inside the level loses by the latest; a position in
//!    check without a move is mated.
//! 2. **Sweeps**, ply by ply: a position that loses at `n` makes every
//!    position one move before it a win at `n + 1`; a position that wins
//!    at `n` takes a move off the count of each position before it (its
//!    moves inside the level, counted at the first take-back that reaches
//!    it), which loses when none is left: each of its moves leads to a win
//!    of the other side's.
//!
//! Positions never solved are draws. The passes differ in their exits and
//! in where they stop:
//!
//! - **DTM** (Gaviota's, the 50-move rule ignored): plies to mate; an exit
//!   is worth the child's DTM. It runs for DTM, and for WDL without WDL50:
//!   then an exit's win is worth 1 ply and its loss 2 (the parity of a
//!   distance to mate kept), whatever the child's distance, which the
//!   table does not store (who wins does not depend on the distances),
//!   and its codes are WDL codes.
//! - **DTZ, within the rule** (for DTZ and WDL50): plies to the next
//!   zeroing move; a zeroing move into a loss the rule does not save is a
//!   win at 1, into a win a loss at 1, anything else spoils a loss;
//!   positions solved by ply 100 are wins and losses under the 50-move
//!   rule. An exit needs only the child's WDL50.
//! - **DTZ, beyond the rule**: the positions not solved by then, with any
//!   zeroing move that keeps the win an exit at 1 and the moves into the
//!   positions solved before exits too; their DTZ is 100 more than the ply
//!   reached (one of the two readings python-chess gives a DTZ beyond 100:
//!   the plies to zeroing are `dtz - 100`). What it leaves unsolved is a
//!   draw. When the DTM pass ran, its draws are settled before the DTZ
//!   passes (they have nothing to solve there), and the DTZ passes' wins
//!   and losses are checked against its own.
//!
//! The DTZ and DTM columns become the table's; a table of WDL50 without
//! DTZ, or of WDL alone, gets a column of WDL codes made from the pass's.
//!
//! Threads share a level's chunks of indices; a position's word changes by
//! one compare-and-swap, and every order of the take-backs solves it alike.

mod moves;
mod passes;
mod state;
mod take_back;

use std::ops::ControlFlow;

use a1h8::{Color, Endgame, Piece};

use crate::Material;
use crate::index::{IndexError, Indexer};
use crate::metrics::{Metric, Metrics};
use crate::table::{Columns, OutOfMemory, Table, Tables, filled};
use crate::value::{UNUSED, UNUSED_WDL, dtz_result, stores_wdl, wdl_code};

use moves::Moves;
use passes::Solver;
use state::Column;

/// Why a table could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The ending cannot be indexed on the game's board.
    Index(IndexError),
    /// The game does not play a piece of the ending.
    PieceNotInGame {
        /// The piece.
        piece: Piece,
    },
    /// A table a capture or a promotion leads into is missing.
    Missing {
        /// Its ending.
        material: Material,
    },
    /// A table a capture or a promotion leads into lacks a metric the
    /// generation needs of it ([`Metrics::needed_of_successors`]).
    Lacking {
        /// Its ending.
        material: Material,
        /// What it holds.
        held: Metrics,
        /// What the generation needs of it.
        needed: Metrics,
    },
    /// Not enough memory for the table and its work.
    OutOfMemory(OutOfMemory),
    /// A win or a loss the last pass did not solve: a fault of the
    /// generator, reported rather than written.
    Unsolved {
        /// The index.
        index: u64,
        /// The side to move.
        turn: Color,
    },
    /// A position the DTM pass and the DTZ passes find of different
    /// results: a fault of the generator, reported rather than written.
    Disagree {
        /// The index.
        index: u64,
        /// The side to move.
        turn: Color,
    },
    /// A distance longer than the generator counts.
    TooLong {
        /// The plies.
        plies: u32,
    },
    /// A position with more moves than its state counts.
    TooManyMoves {
        /// The index.
        index: u64,
        /// The side to move.
        turn: Color,
    },
    /// Stopped when the progress callback asked it to.
    Stopped,
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenerateError::Index(error) => error.fmt(f),
            GenerateError::PieceNotInGame { piece } => {
                write!(f, "the game has no {} {}", piece.color, piece.kind.name())
            }
            GenerateError::Missing { material } => {
                write!(f, "the table of {material} is needed first")
            }
            GenerateError::Lacking {
                material,
                held,
                needed,
            } => write!(
                f,
                "the table of {material} holds {held}, but {needed} of it is needed: generate it \
                 again with these metrics"
            ),
            GenerateError::OutOfMemory(error) => error.fmt(f),
            GenerateError::Unsolved { index, turn } => write!(
                f,
                "index {index} with {turn} to move was left unsolved: a fault of the generator"
            ),
            GenerateError::Disagree { index, turn } => write!(
                f,
                "index {index} with {turn} to move: the DTM and DTZ passes disagree on its result, \
                 a fault of the generator"
            ),
            GenerateError::TooLong { plies } => write!(
                f,
                "a distance of {plies} plies, longer than the generator counts ({})",
                state::MAX_PLIES
            ),
            GenerateError::TooManyMoves { index, turn } => write!(
                f,
                "index {index} with {turn} to move has more moves than the generator counts"
            ),
            GenerateError::Stopped => f.write_str("stopped before the end"),
        }
    }
}

impl std::error::Error for GenerateError {}

impl From<IndexError> for GenerateError {
    fn from(error: IndexError) -> GenerateError {
        GenerateError::Index(error)
    }
}

impl From<OutOfMemory> for GenerateError {
    fn from(error: OutOfMemory) -> GenerateError {
        GenerateError::OutOfMemory(error)
    }
}

/// What the DTM pass counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DtmPass {
    /// Plies to mate: for DTM.
    Distances,
    /// Who wins alone, an exit's win counting one ply and its loss two:
    /// for WDL without DTM or WDL50.
    Results,
}

/// The passes the metrics `metrics` (closed) need: the DTM pass, counting
/// distances or not, and the DTZ passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Passes {
    /// The DTM pass, if it runs.
    pub(crate) dtm: Option<DtmPass>,
    /// The DTZ passes, within and beyond the 50-move rule (for WDL50 and
    /// DTZ).
    pub(crate) dtz: bool,
}

impl Passes {
    /// The passes of a table of `metrics`.
    pub(crate) fn of(metrics: Metrics) -> Passes {
        let metrics = metrics.closure();
        let (dtm, wdl50) = (
            metrics.contains(Metric::Dtm),
            metrics.contains(Metric::Wdl50),
        );
        Passes {
            dtm: if dtm {
                Some(DtmPass::Distances)
            } else if !wdl50 {
                Some(DtmPass::Results)
            } else {
                None
            },
            dtz: wdl50,
        }
    }

    /// The 16-bit columns the passes work in.
    const fn columns(self) -> u64 {
        self.dtm.is_some() as u64 + self.dtz as u64
    }

    /// The steps of work of each index, in [`Progress`]: one for the first
    /// look at every position, one for the DTM pass's end, two for each
    /// DTZ pass (its start and its end).
    const fn steps(self) -> u64 {
        1 + self.dtm.is_some() as u64 + 4 * self.dtz as u64
    }
}

/// The bytes of memory generating a table of `metrics` takes at most for
/// each index: a 16-bit word for each side to move in each column the
/// passes work in (the DTM pass's, the DTZ passes'), which become the
/// table's codes, and a bit for each side to move marking the positions a
/// sweep looks at, rounded up (the bits are freed before a WDL column, a
/// byte for each side, is made from a pass's). 9 for all four metrics, 5
/// for `wdl50,dtz`, `dtm,wdl` or `wdl` alone.
pub(crate) fn bytes_per_index(metrics: Metrics) -> u64 {
    4 * Passes::of(metrics).columns() + 1
}

/// Marks unused every index of `table` that is no legal position of the
/// game of `template` with its side to move, in every column: what a table
/// file does not keep ([`file`](crate::file)'s blocks), found again as the
/// generator finds it. Threads share the indices.
///
/// # Errors
///
/// No memory for a bit an index.
pub(crate) fn mark_unused<G: Endgame + Sync>(
    template: &G,
    table: &mut Table,
) -> Result<(), OutOfMemory> {
    use rayon::prelude::*;
    let indexer = &table.indexer;
    let moves = Moves::new(template, indexer);
    let len = indexer.len();
    // A bit for each index of a legal position, for each side to move:
    // each placement decoded once for both.
    let words = len.div_ceil(64);
    let mut legal = [filled(words, 0u64)?, filled(words, 0u64)?];
    let [white, black] = &mut legal;
    white
        .par_iter_mut()
        .zip(black.par_iter_mut())
        .enumerate()
        .for_each(|(word, (white, black))| {
            for index in (word as u64 * 64)..((word as u64 + 1) * 64).min(len) {
                let placement = indexer.decode(index);
                if !indexer.is_representative(index, &placement) {
                    continue;
                }
                let board = moves.board(&placement);
                for (bits, turn) in [(&mut *white, Color::White), (&mut *black, Color::Black)] {
                    if moves.is_legal(&board, turn) {
                        *bits |= 1 << (index % 64);
                    }
                }
            }
        });
    for turn in Color::ALL {
        let at = turn.index();
        let legal = &legal[at];
        let columns = &mut table.columns;
        if let Some(dtm) = &mut columns.dtm {
            mark(&mut dtm[at], UNUSED, legal);
        }
        if let Some(dtz) = &mut columns.dtz {
            mark(&mut dtz[at], UNUSED, legal);
        }
        if let Some(wdl) = &mut columns.wdl {
            mark(&mut wdl[at], UNUSED_WDL, legal);
        }
    }
    Ok(())
}

/// Sets to `unused` each code of `codes` whose bit in `legal` is clear.
fn mark<T: Copy + Send + Sync>(codes: &mut [T], unused: T, legal: &[u64]) {
    use rayon::prelude::*;
    codes
        .par_chunks_mut(64)
        .zip(legal)
        .for_each(|(codes, &bits)| {
            for (bit, code) in codes.iter_mut().enumerate() {
                if bits >> bit & 1 == 0 {
                    *code = unused;
                }
            }
        });
}

/// Generates the table of `material` for the game of `template` (any
/// position of it: its rules and board are what count), with the tables
/// of every ending its captures and promotions lead into in `tables`, all
/// four metrics.
///
/// # Errors
///
/// An ending that cannot be indexed or played in the game, a missing
/// smaller table or one that lacks a metric, or too little memory.
pub fn generate<G: Endgame + Sync>(
    template: &G,
    material: Material,
    tables: &Tables,
) -> Result<Table, GenerateError> {
    generate_with_metrics(template, material, tables, Metrics::ALL)
}

/// [`generate`], the table holding the closure of `metrics`
/// ([`Metrics::closure`]; an empty set is WDL alone) and no more: its
/// passes are only those these metrics need, and the tables in `tables`
/// its captures and promotions lead into need hold only
/// [`Metrics::needed_of_successors`].
///
/// ```
/// use a1h8::Position;
/// use a1h8_tablebase::{Metrics, Tables, generate_with_metrics};
///
/// let game = Position::starting();
/// let tables = Tables::new();
/// let gaviota = "dtm,wdl".parse::<Metrics>()?;
/// let krvk = generate_with_metrics(&game, "KRvK".parse()?, &tables, gaviota)?;
/// assert_eq!(krvk.metrics(), gaviota);
/// assert!(krvk.dtz_codes(a1h8::Color::White).is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// As [`generate`]; [`GenerateError::Lacking`] for a smaller table
/// without what is needed of it.
pub fn generate_with_metrics<G: Endgame + Sync>(
    template: &G,
    material: Material,
    tables: &Tables,
    metrics: Metrics,
) -> Result<Table, GenerateError> {
    generate_with_progress(template, material, tables, metrics, |_| {
        ControlFlow::Continue(())
    })
}

/// How far a generation has gone, in steps of work: each pass over each
/// level counts its indices twice, once as its positions are looked at and
/// once as they are solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The steps done.
    pub done: u64,
    /// The steps in all.
    pub total: u64,
}

/// [`generate_with_metrics`], calling `progress` as the work goes on
/// (some hundred times for a large table, and at least once a ply), and
/// stopping with [`GenerateError::Stopped`] when it returns
/// [`ControlFlow::Break`].
///
/// # Errors
///
/// As [`generate_with_metrics`], or stopped.
pub(crate) fn generate_with_progress<G: Endgame + Sync>(
    template: &G,
    material: Material,
    tables: &Tables,
    metrics: Metrics,
    mut progress: impl FnMut(Progress) -> ControlFlow<()>,
) -> Result<Table, GenerateError> {
    let metrics = metrics.closure().with(Metric::Wdl);
    if let Some(piece) = material.piece_not_in(template.piece_kinds()) {
        return Err(GenerateError::PieceNotInGame { piece });
    }
    let promotions: Vec<_> = template.promotions().iter().collect();
    let needed = metrics.needed_of_successors();
    for successor in material.normalized().0.successors(&promotions) {
        if let Some(table) = tables.get(successor)
            && !table.metrics().contains_all(needed)
        {
            return Err(GenerateError::Lacking {
                material: successor,
                held: table.metrics(),
                needed,
            });
        }
    }
    let indexer = Indexer::new(material, template.board_size(), |color, rank| {
        template.pawn_may_stand(color, rank)
    })?;
    let len = indexer.len();
    let passes = Passes::of(metrics);
    let mut done = Progress {
        done: 0,
        total: len * passes.steps(),
    };
    if progress(done).is_break() {
        return Err(GenerateError::Stopped);
    }
    let column = |runs: bool| -> Result<Option<Column>, OutOfMemory> {
        runs.then(|| Column::unused(len)).transpose()
    };
    let (dtm, dtz) = {
        let solver = Solver::new(
            Moves::new(template, &indexer),
            tables,
            metrics,
            column(passes.dtm.is_some())?,
            column(passes.dtz)?,
        )?;
        let mut report = |steps: u64| {
            done.done += steps;
            progress(done)
        };
        for level in indexer.levels() {
            solver.level(&level.pawn_parts, &mut report)?;
        }
        // The solver's marks freed before a WDL column is made.
        solver.into_columns()
    };
    let (mut dtm, mut dtz) = (dtm.map(Column::into_codes), dtz.map(Column::into_codes));
    let wdl = if !stores_wdl(metrics) {
        None
    } else if metrics.contains(Metric::Wdl50) {
        // From the DTZ codes, which the table does not keep.
        let codes = dtz.take().expect("the DTZ passes ran");
        Some(wdl_column(codes, |code| match dtz_result(code) {
            None => 0,
            Some((wins, plies)) => {
                let sign = if wins { 1 } else { -1 };
                wdl_code(sign, Some(sign * if plies <= 100 { 2 } else { 1 }))
            }
        })?)
    } else {
        // The WDL pass's codes are WDL codes already.
        let codes = dtm.take().expect("the WDL pass ran");
        Some(wdl_column(codes, |code| code as u8)?)
    };
    let columns = Columns {
        metrics,
        dtm: if metrics.contains(Metric::Dtm) {
            dtm
        } else {
            None
        },
        dtz: if metrics.contains(Metric::Dtz) {
            dtz
        } else {
            None
        },
        wdl,
    };
    Ok(Table::from_parts(indexer, columns))
}

/// The WDL column of the codes `codes` of a pass, each made by `code`
/// (an unused index stays unused), one side to move at a time: each
/// side's 16-bit codes are freed once its WDL codes are made.
fn wdl_column(codes: [Vec<u16>; 2], code: impl Fn(u16) -> u8) -> Result<[Vec<u8>; 2], OutOfMemory> {
    let [white, black] = codes;
    let column = |codes: Vec<u16>| -> Result<Vec<u8>, OutOfMemory> {
        let mut wdl = filled(codes.len() as u64, UNUSED_WDL)?;
        for (wdl, &from) in wdl.iter_mut().zip(&codes) {
            if from != UNUSED {
                *wdl = code(from);
            }
        }
        Ok(wdl)
    };
    let white = column(white)?;
    Ok([white, column(black)?])
}
