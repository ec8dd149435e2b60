//! Retrograde generation on the index: every position's DTM, then its DTZ,
//! solved level by level without building a position.
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
//! one 16-bit word per metric, the table's own column, which holds the
//! pass's state while it works ([`state`]).
//!
//! Each metric is solved by a pass over every level ([`passes`]):
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
//!   is worth the child's DTM.
//! - **DTZ, within the rule**: plies to the next zeroing move; a zeroing
//!   move into a loss the rule does not save is a win at 1, into a win a
//!   loss at 1, anything else spoils a loss; positions solved by ply 100
//!   are wins and losses under the 50-move rule.
//! - **DTZ, beyond the rule**: the wins and losses not solved by then,
//!   with any zeroing move that keeps the win an exit at 1 and the moves
//!   into the positions solved before exits too; their DTZ is 100 more
//!   than the ply reached (one of the two readings python-chess gives a
//!   DTZ beyond 100: the plies to zeroing are `dtz - 100`).
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
use crate::table::{OutOfMemory, Table, Tables};

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
            GenerateError::OutOfMemory(error) => error.fmt(f),
            GenerateError::Unsolved { index, turn } => write!(
                f,
                "index {index} with {turn} to move was left unsolved: a fault of the generator"
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

/// The bytes of memory generating a table takes at most for each index:
/// the table's DTM and DTZ codes for each side to move (8), which hold
/// the work too, and a bit for each side to move marking the positions a
/// sweep looks at, rounded up.
pub const BYTES_PER_INDEX: u64 = 8 + 1;

/// Generates the table of `material` for the game of `template` (any
/// position of it: its rules and board are what count), with the tables
/// of every ending its captures and promotions lead into in `tables`.
///
/// # Errors
///
/// An ending that cannot be indexed or played in the game, a missing
/// smaller table, or too little memory.
pub fn generate<G: Endgame + Sync>(
    template: &G,
    material: Material,
    tables: &Tables,
) -> Result<Table, GenerateError> {
    generate_with_progress(template, material, tables, |_| ControlFlow::Continue(()))
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

/// [`generate`], calling `progress` as the work goes on (some hundred
/// times for a large table, and at least once a ply), and stopping with
/// [`GenerateError::Stopped`] when it returns [`ControlFlow::Break`].
///
/// # Errors
///
/// As [`generate`], or stopped.
pub fn generate_with_progress<G: Endgame + Sync>(
    template: &G,
    material: Material,
    tables: &Tables,
    mut progress: impl FnMut(Progress) -> ControlFlow<()>,
) -> Result<Table, GenerateError> {
    if let Some(piece) = material.piece_not_in(template.piece_kinds()) {
        return Err(GenerateError::PieceNotInGame { piece });
    }
    let indexer = Indexer::new(material, template.board_size(), |color, rank| {
        template.pawn_may_stand(color, rank)
    })?;
    let len = indexer.len();
    let mut done = Progress {
        done: 0,
        total: len * 2 * 3,
    };
    if progress(done).is_break() {
        return Err(GenerateError::Stopped);
    }
    let (dtm, dtz) = {
        let solver = Solver::new(
            Moves::new(template, &indexer),
            tables,
            Column::unused(len)?,
            Column::unused(len)?,
        )?;
        let mut report = |steps: u64| {
            done.done += steps;
            progress(done)
        };
        for level in indexer.levels() {
            solver.level(&level.pawn_parts, &mut report)?;
        }
        (solver.dtm.into_codes(), solver.dtz.into_codes())
    };
    Ok(Table::from_parts(indexer, dtm, dtz))
}
