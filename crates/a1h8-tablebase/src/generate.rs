//! Retrograde generation: every position's DTM, then its DTZ, solved
//! level by level from the positions whose moves all leave the level.
//!
//! # The method
//!
//! A level's positions reach each other by *reversible* moves (no
//! capture, no pawn move): those are the only moves inside it. Every other
//! move leaves it, into a smaller ending or a level of more advanced
//! pawns, whose values are known already: an *exit*.
//!
//! Each metric is solved by one pass of the same algorithm:
//!
//! 1. **Init**, by forward generation through the game's own move
//!    generator ([`Game::legal_moves`](a1h8::Game::legal_moves)): a position without moves is mated
//!    (a loss at level 0) or stalemated; a position's exits give its best
//!    win (`k + 1` for an exit into a loss at `k`), whether every exit is
//!    lost (a loss is still possible) and the latest of those; its moves
//!    inside the level are counted, each weighted by the number of
//!    symmetries that fix the position it leads to (below).
//! 2. **Levels** 0, 1, 2, ...: each position solved at level `k` is taken
//!    back by every reversible move of the side that just moved (the
//!    piece's reach, moves being symmetric). A predecessor of a loss at
//!    `k` wins at `k + 1` if not solved already; a predecessor of a win at
//!    `k` has its count lowered, and when it reaches zero the predecessor
//!    loses at `max(k + 1, its latest exit)`.
//!
//! Positions never solved are draws. The weights make the counts exact
//! under symmetries: the moves from a class's representative into the class
//! of `p`, each weighted by the symmetries fixing `p`, equal the moves taken
//! back from `p`'s representative into the class, each weighted by the
//! symmetries fixing the predecessor.
//!
//! The passes differ in their exits and in where they stop:
//!
//! - **DTM** (Gaviota's, the 50-move rule ignored): levels are plies to
//!   mate; an exit is worth the child's DTM.
//! - **DTZ, within the rule**: levels are plies to the next zeroing move;
//!   a zeroing move into a loss the rule does not save is a win at 1, into
//!   a win a loss at 1, anything else spoils a loss; positions solved by
//!   level 100 are wins and losses under the 50-move rule.
//! - **DTZ, beyond the rule**: the wins and losses not solved by then,
//!   with any zeroing move that keeps the win an exit at 1 and the moves
//!   into the positions solved before exits too; their DTZ is 100 more
//!   than the level reached (one of the two readings python-chess gives a
//!   DTZ beyond 100: the plies to zeroing are `dtz - 100`).

use a1h8::{Color, Endgame, MoveKind, Piece, PieceKind};
use rayon::prelude::*;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicU64;
use std::sync::atomic::Ordering::Relaxed;

use crate::Material;
use crate::index::{IndexError, Indexer, Placement};
use crate::probe::with_en_passant;
use crate::table::{LookupError, OutOfMemory, Table, Tables, filled};
use crate::value::{UNUSED, Values, dtm_code, dtm_result};

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
/// the table's codes (8), the work of the passes (an 8-byte cell and
/// three 2-byte counts for each side to move, 28; the bit sets of open
/// positions round it up) and the lists of positions solved (at most one
/// 8-byte entry for each side to move, 16).
pub const BYTES_PER_INDEX: u64 = 8 + 28 + 1 + 16;

/// The DTZ code of a win or loss not yet solved within the 50-move rule.
const PENDING: u16 = UNUSED - 1;

/// Marks a position that a pass does not solve.
const OUTSIDE: u16 = u16::MAX;

/// No exit wins.
const NO_WIN: u16 = u16::MAX;

/// An exit spoils every loss.
const NO_LOSS: u16 = u16::MAX;

/// The three passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pass {
    Dtm,
    DtzWithinRule,
    DtzBeyondRule,
}

/// Where a move leads.
#[derive(Clone, Copy)]
enum Child {
    /// Inside the level, to this index, fixed by this many symmetries.
    Inside { index: u64, fixing: u8 },
    /// Out of the level, to a position of these codes.
    Exit { dtm: u16, dtz: u16 },
}

/// What one move is worth to the side that plays it.
enum Outcome {
    /// A move inside the level, into a position fixed by this many
    /// symmetries.
    Inside(u8),
    /// A win at this level.
    Win(u16),
    /// A loss at this level.
    Loss(u16),
    /// Neither: a draw, or what the pass does not count.
    Other,
}

/// What a position starts a pass with.
#[derive(Clone, Copy)]
enum Init {
    /// Not solved by this pass: no legal position, or settled before.
    Outside,
    /// A draw, whose DTZ is 0.
    Draw,
    /// No legal move: mated, or stalemated.
    NoMoves { mated: bool },
    /// Moves: the weighted count of those inside the level, the best
    /// exit's win, the latest exit's loss.
    Moves {
        count: u16,
        exit_win: u16,
        exit_loss: u16,
    },
}

/// The indices a thread looks at in one go.
const CHUNK: u64 = 4096;

/// The work of a pass, for every index and side to move.
struct Work {
    /// The state of each position, packed (see [`Cell`]).
    cells: [Vec<AtomicU64>; 2],
    /// One bit per position, set while it is unsolved: a take-back reads
    /// this small set first and most often needs no cell.
    open: [Vec<AtomicU64>; 2],
    /// The positions solved at each level: `index << 1 | color`.
    lists: Vec<Vec<u64>>,
    /// What the DTM pass's look at the moves found for the DTZ pass
    /// within the rule, which needs no look of its own: the weighted count
    /// of moves inside the level, the best zeroing win, the latest zeroing
    /// loss.
    inside: [Vec<u16>; 2],
    zeroing_win: [Vec<u16>; 2],
    zeroing_loss: [Vec<u16>; 2],
}

/// A position's state in a pass, one word in [`Work::cells`] so that
/// threads taking back moves in parallel change it at once.
#[derive(Clone, Copy)]
struct Cell {
    /// 0 unsolved, [`OUTSIDE`], or `1 + (level << 1 | wins)`.
    solved: u16,
    /// The weighted count of moves inside the level not known to lose.
    count: u16,
    /// The best exit's winning level, [`NO_WIN`] if none.
    exit_win: u16,
    /// The latest exit's losing level, [`NO_LOSS`] if an exit does not lose.
    exit_loss: u16,
}

impl Cell {
    const fn pack(self) -> u64 {
        self.solved as u64
            | (self.count as u64) << 16
            | (self.exit_win as u64) << 32
            | (self.exit_loss as u64) << 48
    }

    const fn unpack(word: u64) -> Cell {
        Cell {
            solved: word as u16,
            count: (word >> 16) as u16,
            exit_win: (word >> 32) as u16,
            exit_loss: (word >> 48) as u16,
        }
    }
}

/// The positions one thread's take-backs solved: at the next level, and
/// later (losses an exit delays).
#[derive(Default)]
struct Found {
    next: Vec<u64>,
    later: Vec<(u16, u64)>,
}

/// The outcomes of a position's moves, gathered.
#[derive(Clone, Copy)]
struct Tally {
    count: u32,
    exit_win: u16,
    exit_loss: u16,
}

impl Tally {
    const NONE: Tally = Tally {
        count: 0,
        exit_win: NO_WIN,
        exit_loss: 0,
    };

    fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Inside(fixing) => self.count += u32::from(fixing),
            Outcome::Win(level) => {
                self.exit_win = self.exit_win.min(level);
                self.exit_loss = NO_LOSS;
            }
            Outcome::Loss(level) => {
                if self.exit_loss != NO_LOSS {
                    self.exit_loss = self.exit_loss.max(level);
                }
            }
            Outcome::Other => self.exit_loss = NO_LOSS,
        }
    }

    fn init(self) -> Init {
        Init::Moves {
            count: u16::try_from(self.count).unwrap_or(u16::MAX),
            exit_win: self.exit_win,
            exit_loss: self.exit_loss,
        }
    }
}

const fn solved_code(level: u16, wins: bool) -> u16 {
    1 + (level << 1 | wins as u16)
}

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
/// times for a large table, and at least once a level), and stopping with
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
    let size = template.board_size();
    let indexer = Indexer::new(material, size, |color, rank| {
        template.pawn_may_stand(color, rank)
    })?;
    let len = indexer.len();
    let mut table = Table::unused(indexer)?;
    let mut work = Work {
        cells: [
            atomics(len, u64::from(OUTSIDE))?,
            atomics(len, u64::from(OUTSIDE))?,
        ],
        open: [atomics(len.div_ceil(64), 0)?, atomics(len.div_ceil(64), 0)?],
        lists: Vec::new(),
        inside: [filled(len, 0u16)?, filled(len, 0u16)?],
        zeroing_win: [filled(len, NO_WIN)?, filled(len, NO_WIN)?],
        zeroing_loss: [filled(len, 0u16)?, filled(len, 0u16)?],
    };
    let generator = Generator { template, tables };
    let passes = [Pass::Dtm, Pass::DtzWithinRule, Pass::DtzBeyondRule];
    let mut done = Progress {
        done: 0,
        total: len * 2 * passes.len() as u64,
    };
    if progress(done).is_break() {
        return Err(GenerateError::Stopped);
    }
    for level in 0..table.indexer.levels().len() {
        for pass in passes {
            generator.solve(&mut table, &mut work, level, pass, &mut |steps| {
                done.done += steps;
                match progress(done) {
                    ControlFlow::Continue(()) => Ok(()),
                    ControlFlow::Break(()) => Err(GenerateError::Stopped),
                }
            })?;
        }
    }
    Ok(table)
}

struct Generator<'a, G> {
    template: &'a G,
    tables: &'a Tables,
}

impl<G: Endgame + Sync> Generator<'_, G> {
    /// Solves one pass of one level.
    fn solve(
        &self,
        table: &mut Table,
        work: &mut Work,
        level: usize,
        pass: Pass,
        progress: &mut dyn FnMut(u64) -> Result<(), GenerateError>,
    ) -> Result<(), GenerateError> {
        let per = table.indexer.per_pawn_part();
        let parts = table.indexer.levels()[level].pawn_parts.clone();
        let indices = || {
            parts
                .iter()
                .flat_map(move |&part| part * per..(part + 1) * per)
        };
        work.lists.clear();
        // Init: the positions looked at in parallel, a chunk at a time,
        // then written in order.
        let ranges: Vec<(u64, u64)> = parts
            .iter()
            .flat_map(|&part| {
                let (start, end) = (part * per, (part + 1) * per);
                (start..end)
                    .step_by(CHUNK as usize)
                    .map(move |from| (from, (from + CHUNK).min(end)))
            })
            .collect();
        if pass == Pass::DtzWithinRule {
            // Read from what the DTM pass found.
            for &(from, to) in &ranges {
                for index in from..to {
                    for turn in Color::ALL {
                        let (at, slot) = (turn.index(), index as usize);
                        let init = match table.dtm[at][slot] {
                            UNUSED => Init::Outside,
                            0 => Init::Draw,
                            1 => Init::NoMoves { mated: true },
                            _ => Init::Moves {
                                count: work.inside[at][slot],
                                exit_win: work.zeroing_win[at][slot],
                                exit_loss: work.zeroing_loss[at][slot],
                            },
                        };
                        Self::apply(table, work, pass, index, turn, init)?;
                    }
                }
            }
        }
        let level_size: u64 = ranges.iter().map(|&(from, to)| to - from).sum();
        if pass == Pass::DtzWithinRule {
            progress(level_size)?;
        }
        let looked_at = if pass == Pass::DtzWithinRule {
            &[][..]
        } else {
            &ranges[..]
        };
        for group in looked_at.chunks(rayon::current_num_threads().max(1) * 4) {
            let inits: Vec<Vec<[(Init, Init); 2]>> = group
                .par_iter()
                .map(|&(from, to)| {
                    let mut inits = Vec::new();
                    try_reserve(&mut inits, (to - from) as usize)?;
                    for index in from..to {
                        let placement = table.indexer.decode(index);
                        inits.push([
                            self.init(table, pass, index, &placement, Color::White)?,
                            self.init(table, pass, index, &placement, Color::Black)?,
                        ]);
                    }
                    Ok(inits)
                })
                .collect::<Result<_, GenerateError>>()?;
            progress(group.iter().map(|&(from, to)| to - from).sum())?;
            for (&(from, _), inits) in group.iter().zip(inits) {
                for (index, pair) in (from..).zip(inits) {
                    for (turn, (init, zeroing)) in Color::ALL.into_iter().zip(pair) {
                        Self::apply(table, work, pass, index, turn, init)?;
                        if let Init::Moves {
                            count,
                            exit_win,
                            exit_loss,
                        } = zeroing
                        {
                            let (at, slot) = (turn.index(), index as usize);
                            work.inside[at][slot] = count;
                            work.zeroing_win[at][slot] = exit_win;
                            work.zeroing_loss[at][slot] = exit_loss;
                        }
                    }
                }
            }
        }
        // Levels.
        let limit = if pass == Pass::DtzWithinRule {
            100
        } else {
            u16::MAX - 2
        };
        let mut at = 0usize;
        while at < work.lists.len() {
            // No steps, but a chance to stop at every level.
            progress(0)?;
            let mut list = std::mem::take(&mut work.lists[at]);
            // In index order, the positions' cells and their predecessors'
            // are read in a few sweeps rather than at random.
            list.par_sort_unstable();
            let level = at as u16;
            let (cells, open) = (&work.cells, &work.open);
            // The wins by an exit at this level, not found sooner, first:
            // they are wins at this level before any position of the level
            // is taken back.
            list.par_iter()
                .with_min_len(CHUNK as usize)
                .for_each(|&entry| {
                    let (index, turn) = unpack_entry(entry);
                    let solved = cells[turn.index()][index as usize].fetch_update(
                        Relaxed,
                        Relaxed,
                        |word| {
                            let mut cell = Cell::unpack(word);
                            (cell.solved == 0).then(|| {
                                cell.solved = solved_code(level, true);
                                cell.pack()
                            })
                        },
                    );
                    if solved.is_ok() {
                        close(&open[turn.index()], index);
                    }
                });
            if level < limit {
                // Taken back in parallel: a position's cell changes by one
                // atomic exchange, so that every order of the take-backs
                // solves it alike.
                let found: Vec<Found> = list
                    .par_chunks(CHUNK as usize)
                    .map(|chunk| {
                        let mut found = Found::default();
                        let mut out_of_memory = None;
                        for &entry in chunk {
                            let (index, turn) = unpack_entry(entry);
                            let solved =
                                Cell::unpack(cells[turn.index()][index as usize].load(Relaxed))
                                    .solved;
                            let wins = if solved == solved_code(level, true) {
                                true
                            } else if solved == solved_code(level, false) {
                                false
                            } else {
                                continue;
                            };
                            self.take_back(table, index, turn, |before, mover, fixing| {
                                let open = &open[mover.index()];
                                if open[(before / 64) as usize].load(Relaxed) >> (before % 64) & 1
                                    == 0
                                {
                                    return;
                                }
                                let atom = &cells[mover.index()][before as usize];
                                let mut word = atom.load(Relaxed);
                                loop {
                                    let mut cell = Cell::unpack(word);
                                    if cell.solved != 0 {
                                        return;
                                    }
                                    let listed = if !wins {
                                        cell.solved = solved_code(level + 1, true);
                                        // An exit's win at the same level is
                                        // listed already.
                                        (cell.exit_win != level + 1).then_some(level + 1)
                                    } else if cell.exit_loss != NO_LOSS {
                                        debug_assert!(cell.count >= u16::from(fixing));
                                        cell.count -= u16::from(fixing);
                                        let loses_at = (level + 1).max(cell.exit_loss);
                                        (cell.count == 0 && loses_at <= limit).then(|| {
                                            cell.solved = solved_code(loses_at, false);
                                            loses_at
                                        })
                                    } else {
                                        return;
                                    };
                                    match atom.compare_exchange_weak(
                                        word,
                                        cell.pack(),
                                        Relaxed,
                                        Relaxed,
                                    ) {
                                        Ok(_) => {
                                            if cell.solved != 0 {
                                                close(open, before);
                                            }
                                            let entry = pack_entry(before, mover);
                                            let pushed = match listed {
                                                Some(at) if at == level + 1 => {
                                                    try_push(&mut found.next, entry)
                                                }
                                                Some(at) => try_push(&mut found.later, (at, entry)),
                                                None => Ok(()),
                                            };
                                            if let Err(error) = pushed {
                                                out_of_memory = Some(error);
                                            }
                                            return;
                                        }
                                        Err(now) => word = now,
                                    }
                                }
                            });
                        }
                        match out_of_memory {
                            Some(error) => Err(error),
                            None => Ok(found),
                        }
                    })
                    .collect::<Result<_, OutOfMemory>>()?;
                for found in found {
                    for entry in found.next {
                        push(&mut work.lists, level + 1, entry)?;
                    }
                    for (at, entry) in found.later {
                        push(&mut work.lists, at, entry)?;
                    }
                }
            }
            at += 1;
        }
        progress(level_size)?;
        // The results.
        for index in indices() {
            for turn in Color::ALL {
                let at = turn.index();
                let slot = index as usize;
                let solved = Cell::unpack(*work.cells[at][slot].get_mut()).solved;
                if solved == OUTSIDE {
                    continue;
                }
                let level = (solved != 0).then(|| (solved - 1) >> 1);
                match pass {
                    Pass::Dtm => table.dtm[at][slot] = level.map_or(0, dtm_code),
                    Pass::DtzWithinRule => table.dtz[at][slot] = level.unwrap_or(PENDING),
                    Pass::DtzBeyondRule => match level {
                        Some(level) => table.dtz[at][slot] = level.saturating_add(100),
                        None => return Err(GenerateError::Unsolved { index, turn }),
                    },
                }
            }
        }
        Ok(())
    }

    /// What one position starts a pass with, read from the table and the
    /// position's moves and written nowhere (so that positions are looked
    /// at in parallel); for the DTM pass, also what the DTZ pass within the
    /// rule starts with, found in the same look.
    fn init(
        &self,
        table: &Table,
        pass: Pass,
        index: u64,
        placement: &Placement,
        turn: Color,
    ) -> Result<(Init, Init), GenerateError> {
        let at = turn.index();
        let slot = index as usize;
        let outside = (Init::Outside, Init::Outside);
        if pass == Pass::DtzBeyondRule && table.dtz[at][slot] != PENDING {
            return Ok(outside);
        }
        let Some(position) = self.position(&table.indexer, index, placement, turn) else {
            return Ok(outside);
        };
        let moves = position.legal_moves();
        if moves.is_empty() {
            let none = Init::NoMoves {
                mated: position.is_check(),
            };
            return Ok((none, none));
        }
        let (mut this, mut zeroing) = (Tally::NONE, Tally::NONE);
        for &mv in moves.iter() {
            let child = self.child(table, &position, index, placement, mv)?;
            this.add(self.outcome(table, pass, position.turn().other(), child));
            if pass == Pass::Dtm {
                zeroing.add(self.outcome(
                    table,
                    Pass::DtzWithinRule,
                    position.turn().other(),
                    child,
                ));
            }
        }
        Ok((this.init(), zeroing.init()))
    }

    /// Writes what a position starts a pass with into the work (and, for
    /// what the pass settles at once, into the table).
    fn apply(
        table: &mut Table,
        work: &mut Work,
        pass: Pass,
        index: u64,
        turn: Color,
        init: Init,
    ) -> Result<(), OutOfMemory> {
        let at = turn.index();
        let slot = index as usize;
        let mut cell = Cell {
            solved: OUTSIDE,
            count: 0,
            exit_win: NO_WIN,
            exit_loss: NO_LOSS,
        };
        match init {
            Init::Outside => {}
            Init::Draw => table.dtz[at][slot] = 0,
            Init::NoMoves { mated } => {
                if pass == Pass::Dtm {
                    table.dtm[at][slot] = 0;
                }
                cell.solved = 0;
                if mated {
                    cell.solved = solved_code(0, false);
                    push(&mut work.lists, 0, pack_entry(index, turn))?;
                }
            }
            Init::Moves {
                count,
                exit_win,
                exit_loss,
            } => {
                if pass == Pass::Dtm {
                    table.dtm[at][slot] = 0;
                }
                cell = Cell {
                    solved: 0,
                    count,
                    exit_win,
                    exit_loss,
                };
                if exit_win != NO_WIN {
                    push(&mut work.lists, exit_win, pack_entry(index, turn))?;
                } else if count == 0 && exit_loss != NO_LOSS {
                    cell.solved = solved_code(exit_loss, false);
                    push(&mut work.lists, exit_loss, pack_entry(index, turn))?;
                }
            }
        }
        *work.cells[at][slot].get_mut() = cell.pack();
        let bits = work.open[at][slot / 64].get_mut();
        let bit = 1u64 << (slot % 64);
        if cell.solved == 0 {
            *bits |= bit;
        } else {
            *bits &= !bit;
        }
        Ok(())
    }

    /// The position of `index`, if it is a representative and legal.
    fn position(
        &self,
        indexer: &Indexer,
        index: u64,
        placement: &Placement,
        turn: Color,
    ) -> Option<G> {
        if !indexer.is_representative(index, placement) {
            return None;
        }
        indexer.position(self.template, placement, turn)
    }

    /// The position `mv` of `position` (whose pieces stand on
    /// `placement`) leads to: inside the level, or an exit and its codes.
    fn child(
        &self,
        table: &Table,
        position: &G,
        index: u64,
        placement: &Placement,
        mv: G::Move,
    ) -> Result<Child, GenerateError> {
        let indexer = &table.indexer;
        let size = indexer.size();
        let from = size.index_of(position.move_from(mv)) as u8;
        let to = size.index_of(position.move_to(mv)) as u8;
        let pieces = &placement[..indexer.piece_count()];
        let slot = pieces.iter().position(|&square| square == from);
        let reversible = slot.is_some_and(|slot| indexer.pieces()[slot].kind != PieceKind::Pawn)
            && !pieces.contains(&to)
            && position.move_promotion(mv).is_none()
            && matches!(position.move_kind(mv), MoveKind::Normal);
        if reversible {
            // The child is the same placement with one piece moved: no need
            // to play the move.
            let (index, fixing) = indexer
                .moved(index, placement, slot.expect("checked"), to)
                .expect("a legal position has a representative");
            return Ok(Child::Inside { index, fixing });
        }
        let child = position.play(mv);
        let own = self.values_of(table, &child)?;
        // Tables hold no en passant square: after a double step, the child
        // is worth what a prober reads, its en passant captures included.
        let (dtm, dtz) =
            with_en_passant(&child, own, |taken| self.values_of(table, taken))?.codes();
        Ok(Child::Exit { dtm, dtz })
    }

    /// What a move into `child`, where `turn` is to move, is worth in
    /// `pass` to the side that makes it.
    fn outcome(&self, table: &Table, pass: Pass, turn: Color, child: Child) -> Outcome {
        match child {
            Child::Inside { index, fixing } => {
                if pass != Pass::DtzBeyondRule {
                    return Outcome::Inside(fixing);
                }
                let (dtm, dtz) = table.codes(turn, index);
                if dtz == PENDING {
                    return Outcome::Inside(fixing);
                }
                match dtm_result(dtm) {
                    None => Outcome::Other,
                    Some((true, _)) => Outcome::Loss(dtz + 1),
                    Some((false, _)) => Outcome::Win(dtz + 1),
                }
            }
            Child::Exit { dtm, dtz } => match (pass, dtm_result(dtm)) {
                (_, None) => Outcome::Other,
                (Pass::Dtm, Some((true, plies))) => Outcome::Loss(plies + 1),
                (Pass::Dtm, Some((false, plies))) => Outcome::Win(plies + 1),
                (Pass::DtzWithinRule, Some(_)) if dtz > 100 => Outcome::Other,
                (_, Some((true, _))) => Outcome::Loss(1),
                (_, Some((false, _))) => Outcome::Win(1),
            },
        }
    }

    /// The values of `position`, a legal position of `table` (being made)
    /// or of a table of the set.
    fn values_of(&self, table: &Table, position: &G) -> Result<Values, GenerateError> {
        let (pieces, len) = pieces_of(position);
        let (dtm, dtz) = self
            .tables
            .codes_with(table, &pieces[..len], position.turn())
            .map_err(|error| match error {
                LookupError::Missing { material } => GenerateError::Missing { material },
                _ => unreachable!("a legal child is a position"),
            })?;
        Ok(Values::from_codes(dtm, dtz).expect("a legal position's codes are used"))
    }

    /// Calls `each(work, index, mover, fixing)` for every position that
    /// reaches `index` (with `turn` to move) by a reversible move, the
    /// mover to move there, with the number of symmetries fixing it.
    fn take_back(
        &self,
        table: &Table,
        index: u64,
        turn: Color,
        mut each: impl FnMut(u64, Color, u8),
    ) {
        let indexer = &table.indexer;
        let placement = indexer.decode(index);
        let count = indexer.piece_count();
        let pieces = indexer.pieces();
        let mover = turn.other();
        let all = all_squares(indexer.size().square_count());
        let occupied: u128 = placement[..count].iter().fold(0, |set, &s| set | 1 << s);
        let king = placement[if turn == Color::White { 0 } else { 1 }];
        for slot in 0..count {
            let piece = pieces[slot];
            if piece.color != mover || piece.kind == PieceKind::Pawn {
                continue;
            }
            let from = placement[slot];
            let vacated = occupied & !(1 << from);
            // The side to move before may not be in check: the piece may not
            // have come from a square it attacks the king from (moves being
            // symmetric, the squares the king reaches as that piece) ...
            let attacking = self.template.reach(piece, king as usize, vacated);
            let mut targets =
                self.template.reach(piece, from as usize, occupied) & !occupied & !attacking & all;
            // ... nor have uncovered another piece's check, unless it stood
            // in the way.
            let mut uncovered = [0usize; crate::index::MAX_PIECES];
            let mut uncovering = 0;
            for other in 0..count {
                if other != slot
                    && pieces[other].color == mover
                    && self
                        .template
                        .reach(pieces[other], placement[other] as usize, vacated)
                        >> king
                        & 1
                        != 0
                {
                    uncovered[uncovering] = other;
                    uncovering += 1;
                }
            }
            while targets != 0 {
                let target = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                let blocked = vacated | 1 << target;
                let checks = uncovered[..uncovering].iter().any(|&other| {
                    self.template
                        .reach(pieces[other], placement[other] as usize, blocked)
                        >> king
                        & 1
                        != 0
                });
                if checks {
                    continue;
                }
                if let Some((before_index, fixing)) = indexer.moved(index, &placement, slot, target)
                {
                    each(before_index, mover, fixing);
                }
            }
        }
    }
}

/// Lists `entry` as solved at `level`, the lists grown fallibly.
fn push(lists: &mut Vec<Vec<u64>>, level: u16, entry: u64) -> Result<(), OutOfMemory> {
    let level = level as usize;
    if lists.len() <= level {
        try_reserve(lists, level + 1 - lists.len())?;
        lists.resize_with(level + 1, Vec::new);
    }
    try_push(&mut lists[level], entry)
}

/// Room for `more` items in `vector`, or the bytes that could not be had.
fn try_reserve<T>(vector: &mut Vec<T>, more: usize) -> Result<(), OutOfMemory> {
    vector.try_reserve(more).map_err(|_| OutOfMemory {
        bytes: ((vector.len() + more) * size_of::<T>()) as u64,
    })
}

/// Pushes `item`, growing `vector` fallibly.
fn try_push<T>(vector: &mut Vec<T>, item: T) -> Result<(), OutOfMemory> {
    try_reserve(vector, 1)?;
    vector.push(item);
    Ok(())
}

/// A position in a list of positions solved: `index << 1 | color`.
const fn pack_entry(index: u64, turn: Color) -> u64 {
    index << 1 | turn as u64
}

const fn unpack_entry(entry: u64) -> (u64, Color) {
    (
        entry >> 1,
        if entry & 1 == 0 {
            Color::White
        } else {
            Color::Black
        },
    )
}

/// Marks the position of `index` solved in the set of open positions.
fn close(open: &[AtomicU64], index: u64) {
    open[(index / 64) as usize].fetch_and(!(1 << (index % 64)), Relaxed);
}

/// `len` words of `value`.
fn atomics(len: u64, value: u64) -> Result<Vec<AtomicU64>, OutOfMemory> {
    let bytes = len.saturating_mul(8);
    let len = usize::try_from(len).map_err(|_| OutOfMemory { bytes })?;
    let mut cells = Vec::new();
    cells
        .try_reserve_exact(len)
        .map_err(|_| OutOfMemory { bytes })?;
    cells.extend((0..len).map(|_| AtomicU64::new(value)));
    Ok(cells)
}

/// The set of every square of a board of `squares` squares.
fn all_squares(squares: usize) -> u128 {
    if squares >= 128 {
        u128::MAX
    } else {
        (1u128 << squares) - 1
    }
}

/// The pieces of `position`: square indices and pieces, and how many.
pub(crate) fn pieces_of<G: Endgame>(
    position: &G,
) -> ([(u8, Piece); crate::index::MAX_PIECES + 1], usize) {
    let mut pieces =
        [(0u8, Piece::new(Color::White, PieceKind::King)); crate::index::MAX_PIECES + 1];
    let mut len = 0;
    let mut occupied = position.occupied_set();
    while occupied != 0 && len < pieces.len() {
        let square = occupied.trailing_zeros() as usize;
        occupied &= occupied - 1;
        if let Some(piece) = position.piece_at_index(square) {
            pieces[len] = (square as u8, piece);
            len += 1;
        }
    }
    (pieces, len)
}
